/* oxinfer_vulkan.h - the Vulkan compute path of oxinfer.h.      public domain / MIT, see oxinfer.h

   Runs oxinfer's kernels on a GPU found at run time. Nothing Vulkan is needed to build a program
   that uses it: the loader (libvulkan.so.1, vulkan-1.dll, libvulkan.1.dylib / MoltenVK) is opened
   when a device is asked for, every entry point comes through vkGetInstanceProcAddr and
   vkGetDeviceProcAddr, and the few Vulkan declarations used are carried below (when the program
   included the real vulkan.h first, those are used instead). Compute shaders are embedded as SPIR-V.

   USAGE
     In the one file with the implementation, either this header alone (it includes oxinfer.h,
     paired with it):
         #define OXINFER_IMPLEMENTATION
         #include "oxinfer_vulkan.h"
     or both, with OXINFER_VULKAN defined before oxinfer.h (whose implementation then calls into
     this one: the pairing; without it this header stops the build with an #error):
         #define OXINFER_IMPLEMENTATION
         #define OXINFER_VULKAN
         #include "oxinfer.h"
         #include "oxinfer_vulkan.h"
     Other files include either header as they like. On Linux with glibc older than 2.34 link with
     -ldl (dlopen); nothing else is linked.

     Models then run on the GPU through ox_model_desc.backend: OX_BACKEND_AUTO (the default: a
     discrete or integrated GPU when one is found and runs the architecture, else the CPU, logged),
     OX_BACKEND_VULKAN (or OX_ERR_UNSUPPORTED with the reason), OX_BACKEND_CPU; .gpu picks a device
     (n - 1 in the loader's list; a CPU implementation such as lavapipe only so, or by
     OXINFER_VULKAN_DEVICE), .vk_device hands over an ox_vk_device the host made (kept by the host).
     Runs on Vulkan: Gemma 4 (dense, per-layer embeddings, KV sharing, k_eq_v, MoE) and its assistant
     for speculative decoding (load the drafter with backend VULKAN too: it drafts on its target's
     device), and Qwen 3.5 (dense and MoE, text and multimodal layouts: gated attention and Gated
     DeltaNet, whose recurrent state and replay log live on the device).
     A device lost mid-generation: that step and every later one on it return OX_ERR_DEVICE_LOST;
     ox_reset of a context then uploads the model again to a new device (not a host's: load the
     model again) and the context runs there (section 7, "after a device loss").

         ox_vk_device *dev;
         ox_vk_desc vd = {0};                     // zero: choose a discrete, else integrated, GPU
         if (ox_vk_device_new(&vd, &dev) != OX_OK) puts(ox_error_message()); // OX_ERR_UNSUPPORTED:
                                                  // no loader or no device, and why
   A game engine that already holds a device passes it (instance, physical_device, device_handle,
   queue_family, queue): oxinfer then uses that queue and never destroys any of them.
   A program that uses the SDK's vulkan.h includes it before oxinfer_vulkan.h (after it, the two
   sets of declarations would clash), with _POSIX_C_SOURCE defined first when oxinfer.h's
   implementation is in that file (see oxinfer.h).

   ENVIRONMENT
     OXINFER_VULKAN_DEVICE=N        use physical device N (0-based, vulkaninfo's "GPU N"), CPU ones too
     OXINFER_VULKAN_VALIDATION=1    enable VK_LAYER_KHRONOS_validation (as desc.validation)
     OXINFER_VULKAN_SUBGROUP=0      do not use subgroup operations (the plain shared-memory paths)
     OXINFER_VULKAN_UNROLL=N        16-byte weight loads a lane of the decode matmuls issues at once (1-8; 4, CPU devices 1)
     OXINFER_VULKAN_SPIN_US=N       poll a step's fence for N us before a blocking wait (20000, CPU devices 0)
     OXINFER_VULKAN_GEMM=BM,BN,BK,TM,TN
                                    the prefill matmul's tile (matmul.comp): BM tokens x BN rows a workgroup,
                                    BK of K a step, TM x TN sums a thread (128,128,16,8,8; CPU devices
                                    64,64,16,4,4); ignored where it does not fit the device's limits
     OXINFER_VULKAN_GEMM_SMALL=BM,BN,BK,TM,TN
                                    its tile for matmuls that make fewer workgroups of the first (64,128,16,4,8)
     OXINFER_VULKAN_GEMM_GROUPS=N   the workgroups of the first tile below which the second is used (128;
                                    0: the first always; CPU devices 0)

   CONTENTS
     1. Vulkan declarations (the compute subset), unless vulkan.h came first
     2. Public API
     -- implementation (OXINFER_IMPLEMENTATION) --
     3. Loader and entry points
     4. Device: instance, selection, queue, validation messages
     5. Memory: buffers, uploads through staging, tensors split across buffers
     6. Kernels: pipelines, one command buffer per step, the dispatches
     7. Gemma 4 on Vulkan: the backend tables (the model; its assistant, drafting on the target's device)
     8. Qwen 3.5 on Vulkan: the backend table (gated attention, Gated DeltaNet, MoE; the replay log)
     Appendix: generated SPIR-V of shaders/vulkan (tools/embed_shaders.py)
*/
#ifndef OXINFER_VULKAN_H
#define OXINFER_VULKAN_H
#ifndef OXINFER_H /* alone: it brings oxinfer.h, paired with this backend */
#ifndef OXINFER_VULKAN
#define OXINFER_VULKAN 1
#endif
#include "oxinfer.h"
#endif

/* ================================================================================================
   1. Vulkan declarations (the compute subset), unless vulkan.h came first
   Handles, structures, enumerants and function-pointer types of Vulkan 1.0 compute, the 1.1
   properties queries (subgroups, allocation size) and VK_EXT_debug_utils. Layouts and values are
   those of the Vulkan specification; a structure we only ever pass as NULL is declared incomplete.
   Guarded by the macros vulkan.h defines, so a program may include vulkan.h before or not at all.
   ============================================================================================== */
#ifndef VK_VERSION_1_0
#define VK_VERSION_1_0 1
#if defined(_WIN32)
#define VKAPI_ATTR
#define VKAPI_CALL __stdcall
#define VKAPI_PTR VKAPI_CALL
#else
#define VKAPI_ATTR
#define VKAPI_CALL
#define VKAPI_PTR
#endif
#define VK_MAKE_API_VERSION(variant, major, minor, patch) \
    ((((uint32_t)(variant)) << 29) | (((uint32_t)(major)) << 22) | (((uint32_t)(minor)) << 12) | ((uint32_t)(patch)))
#define VK_API_VERSION_1_0 VK_MAKE_API_VERSION(0, 1, 0, 0)
#define VK_API_VERSION_MAJOR(v) (((uint32_t)(v) >> 22) & 0x7fu)
#define VK_API_VERSION_MINOR(v) (((uint32_t)(v) >> 12) & 0x3ffu)
#define VK_API_VERSION_PATCH(v) ((uint32_t)(v) & 0xfffu)
#define VK_NULL_HANDLE 0
#define VK_WHOLE_SIZE (~0ull)
#define VK_QUEUE_FAMILY_IGNORED (~0u)
#define VK_MAX_PHYSICAL_DEVICE_NAME_SIZE 256u
#define VK_UUID_SIZE 16u
#define VK_MAX_MEMORY_TYPES 32u
#define VK_MAX_MEMORY_HEAPS 16u
#define VK_MAX_EXTENSION_NAME_SIZE 256u
#define VK_MAX_DESCRIPTION_SIZE 256u
/* Dispatchable handles are pointers; the others are pointers on 64-bit targets, 64-bit integers on
   32-bit ones. */
#define VK_DEFINE_HANDLE(object) typedef struct object##_T *object;
#if defined(__LP64__) || defined(_WIN64) || (defined(__x86_64__) && !defined(__ILP32__)) || defined(_M_X64) || \
    defined(__ia64) || defined(_M_IA64) || defined(__aarch64__) || defined(__powerpc64__) || \
    (defined(__riscv) && __riscv_xlen == 64)
#define VK_DEFINE_NON_DISPATCHABLE_HANDLE(object) typedef struct object##_T *object;
#else
#define VK_DEFINE_NON_DISPATCHABLE_HANDLE(object) typedef uint64_t object;
#endif
typedef uint32_t VkFlags;
typedef uint32_t VkBool32;
typedef uint64_t VkDeviceSize;
VK_DEFINE_HANDLE(VkInstance)
VK_DEFINE_HANDLE(VkPhysicalDevice)
VK_DEFINE_HANDLE(VkDevice)
VK_DEFINE_HANDLE(VkQueue)
VK_DEFINE_HANDLE(VkCommandBuffer)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkSemaphore)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkFence)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkDeviceMemory)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkBuffer)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkBufferView)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkShaderModule)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkPipelineCache)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkPipelineLayout)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkPipeline)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkDescriptorSetLayout)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkSampler)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkDescriptorPool)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkDescriptorSet)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkCommandPool)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkQueryPool)

typedef enum VkResult {
    VK_SUCCESS = 0, VK_NOT_READY = 1, VK_TIMEOUT = 2, VK_EVENT_SET = 3, VK_EVENT_RESET = 4, VK_INCOMPLETE = 5,
    VK_ERROR_OUT_OF_HOST_MEMORY = -1, VK_ERROR_OUT_OF_DEVICE_MEMORY = -2, VK_ERROR_INITIALIZATION_FAILED = -3,
    VK_ERROR_DEVICE_LOST = -4, VK_ERROR_MEMORY_MAP_FAILED = -5, VK_ERROR_LAYER_NOT_PRESENT = -6,
    VK_ERROR_EXTENSION_NOT_PRESENT = -7, VK_ERROR_FEATURE_NOT_PRESENT = -8, VK_ERROR_INCOMPATIBLE_DRIVER = -9,
    VK_ERROR_TOO_MANY_OBJECTS = -10, VK_ERROR_FORMAT_NOT_SUPPORTED = -11, VK_ERROR_FRAGMENTED_POOL = -12,
    VK_ERROR_UNKNOWN = -13, VK_ERROR_OUT_OF_POOL_MEMORY = -1000069000, VK_RESULT_MAX_ENUM = 0x7fffffff
} VkResult;

typedef enum VkStructureType {
    VK_STRUCTURE_TYPE_APPLICATION_INFO = 0, VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO = 1,
    VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO = 2, VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO = 3,
    VK_STRUCTURE_TYPE_SUBMIT_INFO = 4, VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO = 5,
    VK_STRUCTURE_TYPE_MAPPED_MEMORY_RANGE = 6, VK_STRUCTURE_TYPE_FENCE_CREATE_INFO = 8,
    VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO = 11,
    VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO = 12, VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO = 16,
    VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO = 17, VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO = 18,
    VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO = 29, VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO = 30,
    VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO = 32, VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO = 33,
    VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO = 34, VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET = 35,
    VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO = 39, VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO = 40,
    VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO = 42, VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER = 44,
    VK_STRUCTURE_TYPE_MEMORY_BARRIER = 46,
    VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2 = 1000059000, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2 = 1000059001,
    VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES = 1000094000,
    VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES = 1000168000,
    VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT = 1000128003,
    VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT = 1000128004,
    VK_STRUCTURE_TYPE_MAX_ENUM = 0x7fffffff
} VkStructureType;

typedef enum VkPhysicalDeviceType {
    VK_PHYSICAL_DEVICE_TYPE_OTHER = 0, VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU = 1, VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU = 2,
    VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU = 3, VK_PHYSICAL_DEVICE_TYPE_CPU = 4, VK_PHYSICAL_DEVICE_TYPE_MAX_ENUM = 0x7fffffff
} VkPhysicalDeviceType;
typedef enum VkSharingMode { VK_SHARING_MODE_EXCLUSIVE = 0, VK_SHARING_MODE_CONCURRENT = 1, VK_SHARING_MODE_MAX_ENUM = 0x7fffffff } VkSharingMode;
typedef enum VkDescriptorType { VK_DESCRIPTOR_TYPE_STORAGE_BUFFER = 7, VK_DESCRIPTOR_TYPE_MAX_ENUM = 0x7fffffff } VkDescriptorType;
typedef enum VkPipelineBindPoint { VK_PIPELINE_BIND_POINT_COMPUTE = 1, VK_PIPELINE_BIND_POINT_MAX_ENUM = 0x7fffffff } VkPipelineBindPoint;
typedef enum VkCommandBufferLevel { VK_COMMAND_BUFFER_LEVEL_PRIMARY = 0, VK_COMMAND_BUFFER_LEVEL_MAX_ENUM = 0x7fffffff } VkCommandBufferLevel;
typedef enum VkShaderStageFlagBits { VK_SHADER_STAGE_COMPUTE_BIT = 0x20, VK_SHADER_STAGE_FLAG_BITS_MAX_ENUM = 0x7fffffff } VkShaderStageFlagBits;
typedef enum VkQueueFlagBits { VK_QUEUE_GRAPHICS_BIT = 1, VK_QUEUE_COMPUTE_BIT = 2, VK_QUEUE_TRANSFER_BIT = 4, VK_QUEUE_FLAG_BITS_MAX_ENUM = 0x7fffffff } VkQueueFlagBits;
typedef enum VkMemoryPropertyFlagBits {
    VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT = 1, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT = 2, VK_MEMORY_PROPERTY_HOST_COHERENT_BIT = 4,
    VK_MEMORY_PROPERTY_HOST_CACHED_BIT = 8, VK_MEMORY_PROPERTY_FLAG_BITS_MAX_ENUM = 0x7fffffff
} VkMemoryPropertyFlagBits;
typedef enum VkMemoryHeapFlagBits { VK_MEMORY_HEAP_DEVICE_LOCAL_BIT = 1, VK_MEMORY_HEAP_FLAG_BITS_MAX_ENUM = 0x7fffffff } VkMemoryHeapFlagBits;
typedef enum VkBufferUsageFlagBits {
    VK_BUFFER_USAGE_TRANSFER_SRC_BIT = 1, VK_BUFFER_USAGE_TRANSFER_DST_BIT = 2, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT = 0x20,
    VK_BUFFER_USAGE_FLAG_BITS_MAX_ENUM = 0x7fffffff
} VkBufferUsageFlagBits;
typedef enum VkAccessFlagBits {
    VK_ACCESS_SHADER_READ_BIT = 0x20, VK_ACCESS_SHADER_WRITE_BIT = 0x40, VK_ACCESS_TRANSFER_READ_BIT = 0x800,
    VK_ACCESS_TRANSFER_WRITE_BIT = 0x1000, VK_ACCESS_HOST_READ_BIT = 0x2000, VK_ACCESS_HOST_WRITE_BIT = 0x4000,
    VK_ACCESS_FLAG_BITS_MAX_ENUM = 0x7fffffff
} VkAccessFlagBits;
typedef enum VkPipelineStageFlagBits {
    VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT = 1, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT = 0x800, VK_PIPELINE_STAGE_TRANSFER_BIT = 0x1000,
    VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT = 0x2000, VK_PIPELINE_STAGE_HOST_BIT = 0x4000, VK_PIPELINE_STAGE_FLAG_BITS_MAX_ENUM = 0x7fffffff
} VkPipelineStageFlagBits;
typedef enum VkCommandPoolCreateFlagBits {
    VK_COMMAND_POOL_CREATE_TRANSIENT_BIT = 1, VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT = 2,
    VK_COMMAND_POOL_CREATE_FLAG_BITS_MAX_ENUM = 0x7fffffff
} VkCommandPoolCreateFlagBits;
typedef enum VkQueryType { VK_QUERY_TYPE_TIMESTAMP = 2, VK_QUERY_TYPE_MAX_ENUM = 0x7fffffff } VkQueryType;
typedef enum VkQueryResultFlagBits { VK_QUERY_RESULT_64_BIT = 1, VK_QUERY_RESULT_WAIT_BIT = 2, VK_QUERY_RESULT_FLAG_BITS_MAX_ENUM = 0x7fffffff } VkQueryResultFlagBits;
typedef enum VkCommandBufferUsageFlagBits { VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT = 1, VK_COMMAND_BUFFER_USAGE_FLAG_BITS_MAX_ENUM = 0x7fffffff } VkCommandBufferUsageFlagBits;
typedef VkFlags VkInstanceCreateFlags, VkDeviceCreateFlags, VkDeviceQueueCreateFlags, VkQueueFlags, VkMemoryPropertyFlags,
    VkMemoryHeapFlags, VkMemoryMapFlags, VkBufferCreateFlags, VkBufferUsageFlags, VkShaderModuleCreateFlags,
    VkPipelineCreateFlags, VkPipelineShaderStageCreateFlags, VkPipelineLayoutCreateFlags, VkShaderStageFlags,
    VkDescriptorSetLayoutCreateFlags, VkDescriptorPoolCreateFlags, VkDescriptorPoolResetFlags, VkCommandPoolCreateFlags,
    VkCommandPoolResetFlags, VkCommandBufferUsageFlags, VkCommandBufferResetFlags, VkFenceCreateFlags, VkAccessFlags,
    VkPipelineStageFlags, VkDependencyFlags, VkSampleCountFlags, VkQueryPoolCreateFlags, VkQueryPipelineStatisticFlags,
    VkQueryResultFlags;

typedef struct VkAllocationCallbacks VkAllocationCallbacks;        /* always NULL here */
typedef struct VkPhysicalDeviceFeatures VkPhysicalDeviceFeatures;  /* always NULL here */
typedef struct VkCommandBufferInheritanceInfo VkCommandBufferInheritanceInfo;
typedef struct VkDescriptorImageInfo VkDescriptorImageInfo;
typedef struct VkCopyDescriptorSet VkCopyDescriptorSet;
typedef struct VkImageMemoryBarrier VkImageMemoryBarrier;

typedef struct VkApplicationInfo {
    VkStructureType sType; const void *pNext; const char *pApplicationName; uint32_t applicationVersion;
    const char *pEngineName; uint32_t engineVersion; uint32_t apiVersion;
} VkApplicationInfo;
typedef struct VkInstanceCreateInfo {
    VkStructureType sType; const void *pNext; VkInstanceCreateFlags flags; const VkApplicationInfo *pApplicationInfo;
    uint32_t enabledLayerCount; const char *const *ppEnabledLayerNames;
    uint32_t enabledExtensionCount; const char *const *ppEnabledExtensionNames;
} VkInstanceCreateInfo;
typedef struct VkLayerProperties {
    char layerName[VK_MAX_EXTENSION_NAME_SIZE]; uint32_t specVersion; uint32_t implementationVersion;
    char description[VK_MAX_DESCRIPTION_SIZE];
} VkLayerProperties;
typedef struct VkExtensionProperties { char extensionName[VK_MAX_EXTENSION_NAME_SIZE]; uint32_t specVersion; } VkExtensionProperties;
typedef struct VkPhysicalDeviceLimits {
    uint32_t maxImageDimension1D, maxImageDimension2D, maxImageDimension3D, maxImageDimensionCube, maxImageArrayLayers;
    uint32_t maxTexelBufferElements, maxUniformBufferRange, maxStorageBufferRange, maxPushConstantsSize;
    uint32_t maxMemoryAllocationCount, maxSamplerAllocationCount;
    VkDeviceSize bufferImageGranularity, sparseAddressSpaceSize;
    uint32_t maxBoundDescriptorSets, maxPerStageDescriptorSamplers, maxPerStageDescriptorUniformBuffers;
    uint32_t maxPerStageDescriptorStorageBuffers, maxPerStageDescriptorSampledImages, maxPerStageDescriptorStorageImages;
    uint32_t maxPerStageDescriptorInputAttachments, maxPerStageResources, maxDescriptorSetSamplers;
    uint32_t maxDescriptorSetUniformBuffers, maxDescriptorSetUniformBuffersDynamic, maxDescriptorSetStorageBuffers;
    uint32_t maxDescriptorSetStorageBuffersDynamic, maxDescriptorSetSampledImages, maxDescriptorSetStorageImages;
    uint32_t maxDescriptorSetInputAttachments, maxVertexInputAttributes, maxVertexInputBindings;
    uint32_t maxVertexInputAttributeOffset, maxVertexInputBindingStride, maxVertexOutputComponents;
    uint32_t maxTessellationGenerationLevel, maxTessellationPatchSize, maxTessellationControlPerVertexInputComponents;
    uint32_t maxTessellationControlPerVertexOutputComponents, maxTessellationControlPerPatchOutputComponents;
    uint32_t maxTessellationControlTotalOutputComponents, maxTessellationEvaluationInputComponents;
    uint32_t maxTessellationEvaluationOutputComponents, maxGeometryShaderInvocations, maxGeometryInputComponents;
    uint32_t maxGeometryOutputComponents, maxGeometryOutputVertices, maxGeometryTotalOutputComponents;
    uint32_t maxFragmentInputComponents, maxFragmentOutputAttachments, maxFragmentDualSrcAttachments;
    uint32_t maxFragmentCombinedOutputResources, maxComputeSharedMemorySize, maxComputeWorkGroupCount[3];
    uint32_t maxComputeWorkGroupInvocations, maxComputeWorkGroupSize[3], subPixelPrecisionBits, subTexelPrecisionBits;
    uint32_t mipmapPrecisionBits, maxDrawIndexedIndexValue, maxDrawIndirectCount;
    float maxSamplerLodBias, maxSamplerAnisotropy;
    uint32_t maxViewports, maxViewportDimensions[2];
    float viewportBoundsRange[2];
    uint32_t viewportSubPixelBits;
    size_t minMemoryMapAlignment;
    VkDeviceSize minTexelBufferOffsetAlignment, minUniformBufferOffsetAlignment, minStorageBufferOffsetAlignment;
    int32_t minTexelOffset; uint32_t maxTexelOffset; int32_t minTexelGatherOffset; uint32_t maxTexelGatherOffset;
    float minInterpolationOffset, maxInterpolationOffset;
    uint32_t subPixelInterpolationOffsetBits, maxFramebufferWidth, maxFramebufferHeight, maxFramebufferLayers;
    VkSampleCountFlags framebufferColorSampleCounts, framebufferDepthSampleCounts, framebufferStencilSampleCounts;
    VkSampleCountFlags framebufferNoAttachmentsSampleCounts;
    uint32_t maxColorAttachments;
    VkSampleCountFlags sampledImageColorSampleCounts, sampledImageIntegerSampleCounts, sampledImageDepthSampleCounts;
    VkSampleCountFlags sampledImageStencilSampleCounts, storageImageSampleCounts;
    uint32_t maxSampleMaskWords;
    VkBool32 timestampComputeAndGraphics;
    float timestampPeriod;
    uint32_t maxClipDistances, maxCullDistances, maxCombinedClipAndCullDistances, discreteQueuePriorities;
    float pointSizeRange[2], lineWidthRange[2], pointSizeGranularity, lineWidthGranularity;
    VkBool32 strictLines, standardSampleLocations;
    VkDeviceSize optimalBufferCopyOffsetAlignment, optimalBufferCopyRowPitchAlignment, nonCoherentAtomSize;
} VkPhysicalDeviceLimits;
typedef struct VkPhysicalDeviceSparseProperties {
    VkBool32 residencyStandard2DBlockShape, residencyStandard2DMultisampleBlockShape, residencyStandard3DBlockShape;
    VkBool32 residencyAlignedMipSize, residencyNonResidentStrict;
} VkPhysicalDeviceSparseProperties;
typedef struct VkPhysicalDeviceProperties {
    uint32_t apiVersion, driverVersion, vendorID, deviceID;
    VkPhysicalDeviceType deviceType;
    char deviceName[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
    uint8_t pipelineCacheUUID[VK_UUID_SIZE];
    VkPhysicalDeviceLimits limits;
    VkPhysicalDeviceSparseProperties sparseProperties;
} VkPhysicalDeviceProperties;
typedef struct VkExtent3D { uint32_t width, height, depth; } VkExtent3D;
typedef struct VkQueueFamilyProperties {
    VkQueueFlags queueFlags; uint32_t queueCount; uint32_t timestampValidBits; VkExtent3D minImageTransferGranularity;
} VkQueueFamilyProperties;
typedef struct VkMemoryType { VkMemoryPropertyFlags propertyFlags; uint32_t heapIndex; } VkMemoryType;
typedef struct VkMemoryHeap { VkDeviceSize size; VkMemoryHeapFlags flags; } VkMemoryHeap;
typedef struct VkPhysicalDeviceMemoryProperties {
    uint32_t memoryTypeCount; VkMemoryType memoryTypes[VK_MAX_MEMORY_TYPES];
    uint32_t memoryHeapCount; VkMemoryHeap memoryHeaps[VK_MAX_MEMORY_HEAPS];
} VkPhysicalDeviceMemoryProperties;
typedef struct VkDeviceQueueCreateInfo {
    VkStructureType sType; const void *pNext; VkDeviceQueueCreateFlags flags; uint32_t queueFamilyIndex;
    uint32_t queueCount; const float *pQueuePriorities;
} VkDeviceQueueCreateInfo;
typedef struct VkDeviceCreateInfo {
    VkStructureType sType; const void *pNext; VkDeviceCreateFlags flags;
    uint32_t queueCreateInfoCount; const VkDeviceQueueCreateInfo *pQueueCreateInfos;
    uint32_t enabledLayerCount; const char *const *ppEnabledLayerNames;
    uint32_t enabledExtensionCount; const char *const *ppEnabledExtensionNames;
    const VkPhysicalDeviceFeatures *pEnabledFeatures;
} VkDeviceCreateInfo;
typedef struct VkMemoryRequirements { VkDeviceSize size, alignment; uint32_t memoryTypeBits; } VkMemoryRequirements;
typedef struct VkMemoryAllocateInfo {
    VkStructureType sType; const void *pNext; VkDeviceSize allocationSize; uint32_t memoryTypeIndex;
} VkMemoryAllocateInfo;
typedef struct VkMappedMemoryRange {
    VkStructureType sType; const void *pNext; VkDeviceMemory memory; VkDeviceSize offset, size;
} VkMappedMemoryRange;
typedef struct VkBufferCreateInfo {
    VkStructureType sType; const void *pNext; VkBufferCreateFlags flags; VkDeviceSize size; VkBufferUsageFlags usage;
    VkSharingMode sharingMode; uint32_t queueFamilyIndexCount; const uint32_t *pQueueFamilyIndices;
} VkBufferCreateInfo;
typedef struct VkBufferCopy { VkDeviceSize srcOffset, dstOffset, size; } VkBufferCopy;
typedef struct VkShaderModuleCreateInfo {
    VkStructureType sType; const void *pNext; VkShaderModuleCreateFlags flags; size_t codeSize; const uint32_t *pCode;
} VkShaderModuleCreateInfo;
typedef struct VkSpecializationMapEntry { uint32_t constantID, offset; size_t size; } VkSpecializationMapEntry;
typedef struct VkSpecializationInfo {
    uint32_t mapEntryCount; const VkSpecializationMapEntry *pMapEntries; size_t dataSize; const void *pData;
} VkSpecializationInfo;
typedef struct VkPipelineShaderStageCreateInfo {
    VkStructureType sType; const void *pNext; VkPipelineShaderStageCreateFlags flags; VkShaderStageFlagBits stage;
    VkShaderModule module; const char *pName; const VkSpecializationInfo *pSpecializationInfo;
} VkPipelineShaderStageCreateInfo;
typedef struct VkComputePipelineCreateInfo {
    VkStructureType sType; const void *pNext; VkPipelineCreateFlags flags; VkPipelineShaderStageCreateInfo stage;
    VkPipelineLayout layout; VkPipeline basePipelineHandle; int32_t basePipelineIndex;
} VkComputePipelineCreateInfo;
typedef struct VkDescriptorSetLayoutBinding {
    uint32_t binding; VkDescriptorType descriptorType; uint32_t descriptorCount; VkShaderStageFlags stageFlags;
    const VkSampler *pImmutableSamplers;
} VkDescriptorSetLayoutBinding;
typedef struct VkDescriptorSetLayoutCreateInfo {
    VkStructureType sType; const void *pNext; VkDescriptorSetLayoutCreateFlags flags; uint32_t bindingCount;
    const VkDescriptorSetLayoutBinding *pBindings;
} VkDescriptorSetLayoutCreateInfo;
typedef struct VkPushConstantRange { VkShaderStageFlags stageFlags; uint32_t offset, size; } VkPushConstantRange;
typedef struct VkPipelineLayoutCreateInfo {
    VkStructureType sType; const void *pNext; VkPipelineLayoutCreateFlags flags;
    uint32_t setLayoutCount; const VkDescriptorSetLayout *pSetLayouts;
    uint32_t pushConstantRangeCount; const VkPushConstantRange *pPushConstantRanges;
} VkPipelineLayoutCreateInfo;
typedef struct VkDescriptorPoolSize { VkDescriptorType type; uint32_t descriptorCount; } VkDescriptorPoolSize;
typedef struct VkDescriptorPoolCreateInfo {
    VkStructureType sType; const void *pNext; VkDescriptorPoolCreateFlags flags; uint32_t maxSets;
    uint32_t poolSizeCount; const VkDescriptorPoolSize *pPoolSizes;
} VkDescriptorPoolCreateInfo;
typedef struct VkDescriptorSetAllocateInfo {
    VkStructureType sType; const void *pNext; VkDescriptorPool descriptorPool; uint32_t descriptorSetCount;
    const VkDescriptorSetLayout *pSetLayouts;
} VkDescriptorSetAllocateInfo;
typedef struct VkDescriptorBufferInfo { VkBuffer buffer; VkDeviceSize offset, range; } VkDescriptorBufferInfo;
typedef struct VkWriteDescriptorSet {
    VkStructureType sType; const void *pNext; VkDescriptorSet dstSet; uint32_t dstBinding, dstArrayElement;
    uint32_t descriptorCount; VkDescriptorType descriptorType; const VkDescriptorImageInfo *pImageInfo;
    const VkDescriptorBufferInfo *pBufferInfo; const VkBufferView *pTexelBufferView;
} VkWriteDescriptorSet;
typedef struct VkCommandPoolCreateInfo {
    VkStructureType sType; const void *pNext; VkCommandPoolCreateFlags flags; uint32_t queueFamilyIndex;
} VkCommandPoolCreateInfo;
typedef struct VkCommandBufferAllocateInfo {
    VkStructureType sType; const void *pNext; VkCommandPool commandPool; VkCommandBufferLevel level;
    uint32_t commandBufferCount;
} VkCommandBufferAllocateInfo;
typedef struct VkCommandBufferBeginInfo {
    VkStructureType sType; const void *pNext; VkCommandBufferUsageFlags flags;
    const VkCommandBufferInheritanceInfo *pInheritanceInfo;
} VkCommandBufferBeginInfo;
typedef struct VkSubmitInfo {
    VkStructureType sType; const void *pNext; uint32_t waitSemaphoreCount; const VkSemaphore *pWaitSemaphores;
    const VkPipelineStageFlags *pWaitDstStageMask; uint32_t commandBufferCount; const VkCommandBuffer *pCommandBuffers;
    uint32_t signalSemaphoreCount; const VkSemaphore *pSignalSemaphores;
} VkSubmitInfo;
typedef struct VkFenceCreateInfo { VkStructureType sType; const void *pNext; VkFenceCreateFlags flags; } VkFenceCreateInfo;
typedef struct VkQueryPoolCreateInfo {
    VkStructureType sType; const void *pNext; VkQueryPoolCreateFlags flags; VkQueryType queryType; uint32_t queryCount;
    VkQueryPipelineStatisticFlags pipelineStatistics;
} VkQueryPoolCreateInfo;
typedef struct VkMemoryBarrier {
    VkStructureType sType; const void *pNext; VkAccessFlags srcAccessMask, dstAccessMask;
} VkMemoryBarrier;
typedef struct VkBufferMemoryBarrier {
    VkStructureType sType; const void *pNext; VkAccessFlags srcAccessMask, dstAccessMask;
    uint32_t srcQueueFamilyIndex, dstQueueFamilyIndex; VkBuffer buffer; VkDeviceSize offset, size;
} VkBufferMemoryBarrier;

typedef void (VKAPI_PTR *PFN_vkVoidFunction)(void);
typedef PFN_vkVoidFunction (VKAPI_PTR *PFN_vkGetInstanceProcAddr)(VkInstance instance, const char *pName);
typedef PFN_vkVoidFunction (VKAPI_PTR *PFN_vkGetDeviceProcAddr)(VkDevice device, const char *pName);
typedef VkResult (VKAPI_PTR *PFN_vkCreateInstance)(const VkInstanceCreateInfo *, const VkAllocationCallbacks *, VkInstance *);
typedef void (VKAPI_PTR *PFN_vkDestroyInstance)(VkInstance, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkEnumerateInstanceLayerProperties)(uint32_t *, VkLayerProperties *);
typedef VkResult (VKAPI_PTR *PFN_vkEnumerateInstanceExtensionProperties)(const char *, uint32_t *, VkExtensionProperties *);
typedef VkResult (VKAPI_PTR *PFN_vkEnumeratePhysicalDevices)(VkInstance, uint32_t *, VkPhysicalDevice *);
typedef void (VKAPI_PTR *PFN_vkGetPhysicalDeviceProperties)(VkPhysicalDevice, VkPhysicalDeviceProperties *);
typedef void (VKAPI_PTR *PFN_vkGetPhysicalDeviceQueueFamilyProperties)(VkPhysicalDevice, uint32_t *, VkQueueFamilyProperties *);
typedef void (VKAPI_PTR *PFN_vkGetPhysicalDeviceMemoryProperties)(VkPhysicalDevice, VkPhysicalDeviceMemoryProperties *);
typedef VkResult (VKAPI_PTR *PFN_vkCreateDevice)(VkPhysicalDevice, const VkDeviceCreateInfo *, const VkAllocationCallbacks *, VkDevice *);
typedef void (VKAPI_PTR *PFN_vkDestroyDevice)(VkDevice, const VkAllocationCallbacks *);
typedef void (VKAPI_PTR *PFN_vkGetDeviceQueue)(VkDevice, uint32_t, uint32_t, VkQueue *);
typedef VkResult (VKAPI_PTR *PFN_vkQueueSubmit)(VkQueue, uint32_t, const VkSubmitInfo *, VkFence);
typedef VkResult (VKAPI_PTR *PFN_vkQueueWaitIdle)(VkQueue);
typedef VkResult (VKAPI_PTR *PFN_vkDeviceWaitIdle)(VkDevice);
typedef VkResult (VKAPI_PTR *PFN_vkAllocateMemory)(VkDevice, const VkMemoryAllocateInfo *, const VkAllocationCallbacks *, VkDeviceMemory *);
typedef void (VKAPI_PTR *PFN_vkFreeMemory)(VkDevice, VkDeviceMemory, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkMapMemory)(VkDevice, VkDeviceMemory, VkDeviceSize, VkDeviceSize, VkMemoryMapFlags, void **);
typedef void (VKAPI_PTR *PFN_vkUnmapMemory)(VkDevice, VkDeviceMemory);
typedef VkResult (VKAPI_PTR *PFN_vkBindBufferMemory)(VkDevice, VkBuffer, VkDeviceMemory, VkDeviceSize);
typedef void (VKAPI_PTR *PFN_vkGetBufferMemoryRequirements)(VkDevice, VkBuffer, VkMemoryRequirements *);
typedef VkResult (VKAPI_PTR *PFN_vkCreateFence)(VkDevice, const VkFenceCreateInfo *, const VkAllocationCallbacks *, VkFence *);
typedef void (VKAPI_PTR *PFN_vkDestroyFence)(VkDevice, VkFence, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkResetFences)(VkDevice, uint32_t, const VkFence *);
typedef VkResult (VKAPI_PTR *PFN_vkWaitForFences)(VkDevice, uint32_t, const VkFence *, VkBool32, uint64_t);
typedef VkResult (VKAPI_PTR *PFN_vkGetFenceStatus)(VkDevice, VkFence);
typedef VkResult (VKAPI_PTR *PFN_vkCreateBuffer)(VkDevice, const VkBufferCreateInfo *, const VkAllocationCallbacks *, VkBuffer *);
typedef void (VKAPI_PTR *PFN_vkDestroyBuffer)(VkDevice, VkBuffer, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkCreateShaderModule)(VkDevice, const VkShaderModuleCreateInfo *, const VkAllocationCallbacks *, VkShaderModule *);
typedef void (VKAPI_PTR *PFN_vkDestroyShaderModule)(VkDevice, VkShaderModule, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkCreateComputePipelines)(VkDevice, VkPipelineCache, uint32_t, const VkComputePipelineCreateInfo *, const VkAllocationCallbacks *, VkPipeline *);
typedef void (VKAPI_PTR *PFN_vkDestroyPipeline)(VkDevice, VkPipeline, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkCreatePipelineLayout)(VkDevice, const VkPipelineLayoutCreateInfo *, const VkAllocationCallbacks *, VkPipelineLayout *);
typedef void (VKAPI_PTR *PFN_vkDestroyPipelineLayout)(VkDevice, VkPipelineLayout, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkCreateDescriptorSetLayout)(VkDevice, const VkDescriptorSetLayoutCreateInfo *, const VkAllocationCallbacks *, VkDescriptorSetLayout *);
typedef void (VKAPI_PTR *PFN_vkDestroyDescriptorSetLayout)(VkDevice, VkDescriptorSetLayout, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkCreateDescriptorPool)(VkDevice, const VkDescriptorPoolCreateInfo *, const VkAllocationCallbacks *, VkDescriptorPool *);
typedef void (VKAPI_PTR *PFN_vkDestroyDescriptorPool)(VkDevice, VkDescriptorPool, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkResetDescriptorPool)(VkDevice, VkDescriptorPool, VkDescriptorPoolResetFlags);
typedef VkResult (VKAPI_PTR *PFN_vkAllocateDescriptorSets)(VkDevice, const VkDescriptorSetAllocateInfo *, VkDescriptorSet *);
typedef void (VKAPI_PTR *PFN_vkUpdateDescriptorSets)(VkDevice, uint32_t, const VkWriteDescriptorSet *, uint32_t, const VkCopyDescriptorSet *);
typedef VkResult (VKAPI_PTR *PFN_vkCreateCommandPool)(VkDevice, const VkCommandPoolCreateInfo *, const VkAllocationCallbacks *, VkCommandPool *);
typedef void (VKAPI_PTR *PFN_vkDestroyCommandPool)(VkDevice, VkCommandPool, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkAllocateCommandBuffers)(VkDevice, const VkCommandBufferAllocateInfo *, VkCommandBuffer *);
typedef VkResult (VKAPI_PTR *PFN_vkBeginCommandBuffer)(VkCommandBuffer, const VkCommandBufferBeginInfo *);
typedef VkResult (VKAPI_PTR *PFN_vkEndCommandBuffer)(VkCommandBuffer);
typedef VkResult (VKAPI_PTR *PFN_vkResetCommandBuffer)(VkCommandBuffer, VkCommandBufferResetFlags);
typedef void (VKAPI_PTR *PFN_vkCmdBindPipeline)(VkCommandBuffer, VkPipelineBindPoint, VkPipeline);
typedef void (VKAPI_PTR *PFN_vkCmdBindDescriptorSets)(VkCommandBuffer, VkPipelineBindPoint, VkPipelineLayout, uint32_t, uint32_t, const VkDescriptorSet *, uint32_t, const uint32_t *);
typedef void (VKAPI_PTR *PFN_vkCmdPushConstants)(VkCommandBuffer, VkPipelineLayout, VkShaderStageFlags, uint32_t, uint32_t, const void *);
typedef void (VKAPI_PTR *PFN_vkCmdDispatch)(VkCommandBuffer, uint32_t, uint32_t, uint32_t);
typedef void (VKAPI_PTR *PFN_vkCmdCopyBuffer)(VkCommandBuffer, VkBuffer, VkBuffer, uint32_t, const VkBufferCopy *);
typedef void (VKAPI_PTR *PFN_vkCmdFillBuffer)(VkCommandBuffer, VkBuffer, VkDeviceSize, VkDeviceSize, uint32_t);
typedef void (VKAPI_PTR *PFN_vkCmdPipelineBarrier)(VkCommandBuffer, VkPipelineStageFlags, VkPipelineStageFlags, VkDependencyFlags, uint32_t, const VkMemoryBarrier *, uint32_t, const VkBufferMemoryBarrier *, uint32_t, const VkImageMemoryBarrier *);
typedef VkResult (VKAPI_PTR *PFN_vkCreateQueryPool)(VkDevice, const VkQueryPoolCreateInfo *, const VkAllocationCallbacks *, VkQueryPool *);
typedef void (VKAPI_PTR *PFN_vkDestroyQueryPool)(VkDevice, VkQueryPool, const VkAllocationCallbacks *);
typedef VkResult (VKAPI_PTR *PFN_vkGetQueryPoolResults)(VkDevice, VkQueryPool, uint32_t, uint32_t, size_t, void *, VkDeviceSize, VkQueryResultFlags);
typedef void (VKAPI_PTR *PFN_vkCmdResetQueryPool)(VkCommandBuffer, VkQueryPool, uint32_t, uint32_t);
typedef void (VKAPI_PTR *PFN_vkCmdWriteTimestamp)(VkCommandBuffer, VkPipelineStageFlagBits, VkQueryPool, uint32_t);
#endif /* VK_VERSION_1_0 */

#ifndef VK_VERSION_1_1
#define VK_VERSION_1_1 1
#define VK_API_VERSION_1_1 VK_MAKE_API_VERSION(0, 1, 1, 0)
typedef enum VkSubgroupFeatureFlagBits {
    VK_SUBGROUP_FEATURE_BASIC_BIT = 1, VK_SUBGROUP_FEATURE_VOTE_BIT = 2, VK_SUBGROUP_FEATURE_ARITHMETIC_BIT = 4,
    VK_SUBGROUP_FEATURE_BALLOT_BIT = 8, VK_SUBGROUP_FEATURE_SHUFFLE_BIT = 0x10, VK_SUBGROUP_FEATURE_FLAG_BITS_MAX_ENUM = 0x7fffffff
} VkSubgroupFeatureFlagBits;
typedef VkFlags VkSubgroupFeatureFlags;
typedef struct VkPhysicalDeviceProperties2 {
    VkStructureType sType; void *pNext; VkPhysicalDeviceProperties properties;
} VkPhysicalDeviceProperties2;
typedef struct VkPhysicalDeviceSubgroupProperties {
    VkStructureType sType; void *pNext; uint32_t subgroupSize; VkShaderStageFlags supportedStages;
    VkSubgroupFeatureFlags supportedOperations; VkBool32 quadOperationsInAllStages;
} VkPhysicalDeviceSubgroupProperties;
typedef struct VkPhysicalDeviceMaintenance3Properties {
    VkStructureType sType; void *pNext; uint32_t maxPerSetDescriptors; VkDeviceSize maxMemoryAllocationSize;
} VkPhysicalDeviceMaintenance3Properties;
typedef VkResult (VKAPI_PTR *PFN_vkEnumerateInstanceVersion)(uint32_t *);
typedef void (VKAPI_PTR *PFN_vkGetPhysicalDeviceProperties2)(VkPhysicalDevice, VkPhysicalDeviceProperties2 *);
#endif /* VK_VERSION_1_1 */

#ifndef VK_EXT_debug_utils
#define VK_EXT_debug_utils 1
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkDebugUtilsMessengerEXT)
#define VK_EXT_DEBUG_UTILS_EXTENSION_NAME "VK_EXT_debug_utils"
typedef enum VkDebugUtilsMessageSeverityFlagBitsEXT {
    VK_DEBUG_UTILS_MESSAGE_SEVERITY_VERBOSE_BIT_EXT = 1, VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT = 0x10,
    VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT = 0x100, VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT = 0x1000,
    VK_DEBUG_UTILS_MESSAGE_SEVERITY_FLAG_BITS_MAX_ENUM_EXT = 0x7fffffff
} VkDebugUtilsMessageSeverityFlagBitsEXT;
typedef enum VkDebugUtilsMessageTypeFlagBitsEXT {
    VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT = 1, VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT = 2,
    VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT = 4, VK_DEBUG_UTILS_MESSAGE_TYPE_FLAG_BITS_MAX_ENUM_EXT = 0x7fffffff
} VkDebugUtilsMessageTypeFlagBitsEXT;
typedef VkFlags VkDebugUtilsMessageSeverityFlagsEXT, VkDebugUtilsMessageTypeFlagsEXT, VkDebugUtilsMessengerCreateFlagsEXT,
    VkDebugUtilsMessengerCallbackDataFlagsEXT;
typedef struct VkDebugUtilsLabelEXT VkDebugUtilsLabelEXT;
typedef struct VkDebugUtilsObjectNameInfoEXT VkDebugUtilsObjectNameInfoEXT;
typedef struct VkDebugUtilsMessengerCallbackDataEXT {
    VkStructureType sType; const void *pNext; VkDebugUtilsMessengerCallbackDataFlagsEXT flags;
    const char *pMessageIdName; int32_t messageIdNumber; const char *pMessage;
    uint32_t queueLabelCount; const VkDebugUtilsLabelEXT *pQueueLabels;
    uint32_t cmdBufLabelCount; const VkDebugUtilsLabelEXT *pCmdBufLabels;
    uint32_t objectCount; const VkDebugUtilsObjectNameInfoEXT *pObjects;
} VkDebugUtilsMessengerCallbackDataEXT;
typedef VkBool32 (VKAPI_PTR *PFN_vkDebugUtilsMessengerCallbackEXT)(VkDebugUtilsMessageSeverityFlagBitsEXT,
    VkDebugUtilsMessageTypeFlagsEXT, const VkDebugUtilsMessengerCallbackDataEXT *, void *);
typedef struct VkDebugUtilsMessengerCreateInfoEXT {
    VkStructureType sType; const void *pNext; VkDebugUtilsMessengerCreateFlagsEXT flags;
    VkDebugUtilsMessageSeverityFlagsEXT messageSeverity; VkDebugUtilsMessageTypeFlagsEXT messageType;
    PFN_vkDebugUtilsMessengerCallbackEXT pfnUserCallback; void *pUserData;
} VkDebugUtilsMessengerCreateInfoEXT;
typedef VkResult (VKAPI_PTR *PFN_vkCreateDebugUtilsMessengerEXT)(VkInstance, const VkDebugUtilsMessengerCreateInfoEXT *, const VkAllocationCallbacks *, VkDebugUtilsMessengerEXT *);
typedef void (VKAPI_PTR *PFN_vkDestroyDebugUtilsMessengerEXT)(VkInstance, VkDebugUtilsMessengerEXT, const VkAllocationCallbacks *);
#endif /* VK_EXT_debug_utils */

/* ================================================================================================
   2. Public API
   ============================================================================================== */
#ifdef __cplusplus
extern "C" {
#endif

/* Zero-initialised means defaults. */
typedef struct ox_vk_desc {
    int device;            /* 0: choose (a discrete GPU, else an integrated one, else a virtual one);
                              n > 0: physical device n - 1 of the loader's list, whatever its type.
                              The environment's OXINFER_VULKAN_DEVICE wins over both */
    int allow_cpu;         /* 1: when choosing, a CPU implementation (lavapipe, SwiftShader) may be taken */
    int validation;        /* 1: enable VK_LAYER_KHRONOS_validation (own instance only) and count its
                              warnings and errors (ox_vk_validation_messages); they go to the logger */
    const char *loader;    /* file name or path of the Vulkan loader; NULL: the platform's */
    /* A device the host made (all four handles, or none): oxinfer uses its queue and destroys none of
       them. The queue must come from queue_family, which must have compute, and the host must not use
       the queue from another thread while oxinfer submits to it. */
    VkInstance instance;
    VkPhysicalDevice physical_device;
    VkDevice device_handle;
    uint32_t queue_family;
    VkQueue queue;
    uint32_t host_api_version; /* the apiVersion the host's instance was made with; below 1.1 (0
                              included) the kernels keep to Vulkan 1.0 (no subgroup operations) */
    PFN_vkGetInstanceProcAddr get_instance_proc_addr; /* optional: the host's entry point (e.g. when
                              it links the loader statically); NULL: from the loader opened here */
    ox_allocator allocator;
    ox_logger logger;
} ox_vk_desc;

typedef struct ox_vk_device ox_vk_device;

/* What was chosen, and the limits that shape the kernels. */
typedef struct ox_vk_info {
    char name[256];
    VkPhysicalDeviceType type;
    uint32_t api_version, driver_version, vendor_id, device_id;
    int index;               /* in the loader's list of physical devices; -1 for a host's device */
    int host_provided;
    uint32_t subgroup_size;  /* 0 when unknown (a Vulkan 1.0 device) */
    int subgroups;           /* 1: the kernels use subgroup adds */
    uint64_t max_storage_buffer_range, max_allocation_size, max_part_bytes; /* a tensor part: the smaller */
    uint32_t max_shared_memory, max_workgroup_invocations, max_workgroup_count[3];
    uint32_t max_push_constants;
    int n_heaps;
    uint64_t heap_size[16];
    int heap_device_local[16];
} ox_vk_info;

/* Open the loader and make (or take) a device. OX_ERR_UNSUPPORTED with the reason when there is no
   loader, no Vulkan device (or none of the kind asked), or the validation layer was asked for and is
   not installed; OX_ERR_ARG for an index past the list; other codes name the Vulkan call that failed. */
OXAPI ox_result ox_vk_device_new(const ox_vk_desc *desc, ox_vk_device **out);
OXAPI void ox_vk_device_free(ox_vk_device *dev);
OXAPI void ox_vk_device_info(const ox_vk_device *dev, ox_vk_info *info);
/* Warnings and errors the validation layer reported since the device was made (0 without it). */
OXAPI uint32_t ox_vk_validation_messages(const ox_vk_device *dev);

#ifdef __cplusplus
}
#endif
#endif /* OXINFER_VULKAN_H */

/* ================================================================================================
   Implementation
   ============================================================================================== */
#if defined(OXINFER_IMPLEMENTATION) && !defined(OXINFER_VULKAN_IMPLEMENTATION_DONE)
#define OXINFER_VULKAN_IMPLEMENTATION_DONE
#ifndef OX__VULKAN_PAIRED
#error "oxinfer.h's implementation was compiled without OXINFER_VULKAN: define it before including oxinfer.h, or include only oxinfer_vulkan.h"
#endif
#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <dlfcn.h>
#endif

/* ================================================================================================
   3. Loader and entry points
   Owns: the loader library handle and the tables of entry points. Instance-level functions come from
   vkGetInstanceProcAddr (global ones with a NULL instance), device-level ones from
   vkGetDeviceProcAddr, which skips the loader's trampoline.
   ============================================================================================== */

#if defined(_WIN32)
#define OX__VK_LOADER_NAME "vulkan-1.dll"
#elif defined(__APPLE__)
#define OX__VK_LOADER_NAME "libvulkan.1.dylib"
#else
#define OX__VK_LOADER_NAME "libvulkan.so.1"
#endif

static void *ox__vk_lib_open(const char *name) {
#if defined(_WIN32)
    return (void *)LoadLibraryA(name);
#else
    return dlopen(name, RTLD_NOW | RTLD_LOCAL);
#endif
}
static void ox__vk_lib_close(void *lib) {
#if defined(_WIN32)
    FreeLibrary((HMODULE)lib);
#else
    dlclose(lib);
#endif
}
static PFN_vkGetInstanceProcAddr ox__vk_lib_gipa(void *lib) {
    PFN_vkGetInstanceProcAddr f;
#if defined(_WIN32)
    FARPROC p = GetProcAddress((HMODULE)lib, "vkGetInstanceProcAddr");
#else
    void *p = dlsym(lib, "vkGetInstanceProcAddr");
#endif
    /* object pointer to function pointer: not allowed by ISO C, so through memcpy (dlsym's contract) */
    memcpy(&f, &p, sizeof f);
    return f;
}

/* The entry points by level; each list expands to the fields of the tables and to their loading. */
#define OX__VK_GLOBAL_FNS(X) X(vkCreateInstance) X(vkEnumerateInstanceLayerProperties) X(vkEnumerateInstanceExtensionProperties)
#define OX__VK_INSTANCE_FNS(X)                                                                                         \
    X(vkDestroyInstance) X(vkEnumeratePhysicalDevices) X(vkGetPhysicalDeviceProperties)                               \
    X(vkGetPhysicalDeviceQueueFamilyProperties) X(vkGetPhysicalDeviceMemoryProperties) X(vkCreateDevice)              \
    X(vkGetDeviceProcAddr)
#define OX__VK_DEVICE_FNS(X)                                                                                           \
    X(vkDestroyDevice) X(vkGetDeviceQueue) X(vkQueueSubmit) X(vkQueueWaitIdle) X(vkDeviceWaitIdle) X(vkAllocateMemory) \
    X(vkFreeMemory) X(vkMapMemory) X(vkUnmapMemory) X(vkBindBufferMemory) X(vkGetBufferMemoryRequirements)             \
    X(vkCreateFence) X(vkDestroyFence) X(vkResetFences) X(vkWaitForFences) X(vkGetFenceStatus) X(vkCreateBuffer)       \
    X(vkDestroyBuffer) X(vkCreateShaderModule) X(vkDestroyShaderModule) X(vkCreateComputePipelines)                    \
    X(vkDestroyPipeline)                                                                                               \
    X(vkCreatePipelineLayout) X(vkDestroyPipelineLayout) X(vkCreateDescriptorSetLayout)                                \
    X(vkDestroyDescriptorSetLayout) X(vkCreateDescriptorPool) X(vkDestroyDescriptorPool) X(vkResetDescriptorPool)      \
    X(vkAllocateDescriptorSets) X(vkUpdateDescriptorSets) X(vkCreateCommandPool) X(vkDestroyCommandPool)               \
    X(vkAllocateCommandBuffers) X(vkBeginCommandBuffer) X(vkEndCommandBuffer) X(vkResetCommandBuffer)                  \
    X(vkCmdBindPipeline) X(vkCmdBindDescriptorSets) X(vkCmdPushConstants) X(vkCmdDispatch) X(vkCmdCopyBuffer)          \
    X(vkCmdFillBuffer) X(vkCmdPipelineBarrier) X(vkCreateQueryPool) X(vkDestroyQueryPool) X(vkGetQueryPoolResults)      \
    X(vkCmdResetQueryPool) X(vkCmdWriteTimestamp)
#define OX__VK_FIELD(name) PFN_##name name;

typedef struct ox__vk_fns {
    PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr;
    OX__VK_GLOBAL_FNS(OX__VK_FIELD)
    OX__VK_INSTANCE_FNS(OX__VK_FIELD)
    OX__VK_DEVICE_FNS(OX__VK_FIELD)
    /* optional: NULL where the loader or the instance lacks them */
    PFN_vkEnumerateInstanceVersion vkEnumerateInstanceVersion;
    PFN_vkGetPhysicalDeviceProperties2 vkGetPhysicalDeviceProperties2;
    PFN_vkCreateDebugUtilsMessengerEXT vkCreateDebugUtilsMessengerEXT;
    PFN_vkDestroyDebugUtilsMessengerEXT vkDestroyDebugUtilsMessengerEXT;
} ox__vk_fns;

/* Load one level's table; the first missing required entry point is the error. */
#define OX__VK_LOAD_I(name)                                                                                            \
    if (!((f->name) = (PFN_##name)f->vkGetInstanceProcAddr(inst, #name)))                                              \
        return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: the loader has no entry point %s", #name);
#define OX__VK_LOAD_D(name)                                                                                            \
    if (!((f->name) = (PFN_##name)f->vkGetDeviceProcAddr(dev, #name)))                                                 \
        return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: the device has no entry point %s", #name);
static ox_result ox__vk_load_global(ox__vk_fns *f) {
    VkInstance inst = NULL;
    OX__VK_GLOBAL_FNS(OX__VK_LOAD_I)
    f->vkEnumerateInstanceVersion = (PFN_vkEnumerateInstanceVersion)f->vkGetInstanceProcAddr(NULL, "vkEnumerateInstanceVersion");
    return OX_OK;
}
static ox_result ox__vk_load_instance(ox__vk_fns *f, VkInstance inst) {
    OX__VK_INSTANCE_FNS(OX__VK_LOAD_I)
    f->vkGetPhysicalDeviceProperties2 = (PFN_vkGetPhysicalDeviceProperties2)f->vkGetInstanceProcAddr(inst, "vkGetPhysicalDeviceProperties2");
    f->vkCreateDebugUtilsMessengerEXT = (PFN_vkCreateDebugUtilsMessengerEXT)f->vkGetInstanceProcAddr(inst, "vkCreateDebugUtilsMessengerEXT");
    f->vkDestroyDebugUtilsMessengerEXT = (PFN_vkDestroyDebugUtilsMessengerEXT)f->vkGetInstanceProcAddr(inst, "vkDestroyDebugUtilsMessengerEXT");
    return OX_OK;
}
static ox_result ox__vk_load_device(ox__vk_fns *f, VkDevice dev) {
    OX__VK_DEVICE_FNS(OX__VK_LOAD_D)
    return OX_OK;
}

/* Names of the results, for messages. */
static const char *ox__vk_result_name(VkResult r) {
    switch ((int)r) {
    case 0: return "VK_SUCCESS";
    case 1: return "VK_NOT_READY";
    case 2: return "VK_TIMEOUT";
    case 5: return "VK_INCOMPLETE";
    case -1: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case -2: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case -3: return "VK_ERROR_INITIALIZATION_FAILED";
    case -4: return "VK_ERROR_DEVICE_LOST";
    case -5: return "VK_ERROR_MEMORY_MAP_FAILED";
    case -6: return "VK_ERROR_LAYER_NOT_PRESENT";
    case -7: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case -8: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case -9: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case -10: return "VK_ERROR_TOO_MANY_OBJECTS";
    case -12: return "VK_ERROR_FRAGMENTED_POOL";
    case -13: return "VK_ERROR_UNKNOWN";
    case -1000069000: return "VK_ERROR_OUT_OF_POOL_MEMORY";
    default: return "a VkResult not known here";
    }
}
/* A failed call as an ox_result: out-of-memory results map to OX_ERR_NOMEM, a lost device to
   OX_ERR_DEVICE_LOST, the rest to OX_ERR_UNSUPPORTED (the device cannot do what was asked), naming
   the call and the result. */
static ox_result ox__vk_fail(VkResult r, const char *call) {
    ox_result code = (r == VK_ERROR_OUT_OF_HOST_MEMORY || r == VK_ERROR_OUT_OF_DEVICE_MEMORY) ? OX_ERR_NOMEM
                     : r == VK_ERROR_DEVICE_LOST                                              ? OX_ERR_DEVICE_LOST
                                                                                              : OX_ERR_UNSUPPORTED;
    return ox__err(code, "Vulkan: %s failed: %s (%d)", call, ox__vk_result_name(r), (int)r);
}
#define OX__VK_CHECK(call, what)                                                                                       \
    do {                                                                                                               \
        VkResult ox__vr = (call);                                                                                      \
        if (ox__vr != VK_SUCCESS) return ox__vk_fail(ox__vr, what);                                                    \
    } while (0)

/* ================================================================================================
   4. Device: instance, selection, queue, validation messages
   Owns: struct ox_vk_device (the handles it made or was given, limits, the per-step command buffer
   and descriptor pools of section 6). A device is used by one thread at a time.
   ============================================================================================== */

/* The kernels, in the order of the generated SPIR-V table (tools/embed_shaders.py's VARIANTS). */
typedef enum ox__vk_kernel {
    OX__VK_MATVEC, OX__VK_MATVEC_SG, OX__VK_MATMUL, OX__VK_RMSNORM, OX__VK_GLU, OX__VK_ADD,
    OX__VK_SOFTCAP, OX__VK_EMBED, OX__VK_ATTN, OX__VK_MATVEC_IDS, OX__VK_MOE_ROUTE, OX__VK_MOE_COMBINE, OX__VK_GDN_LOG, OX__VK_DELTA,
    OX__VK_ATTN_COMBINE, OX__VK_GDN_PREP, OX__VK_GDN_CHUNK, OX__VK_DELTA_CHUNK, OX__VK_MATVEC_GLU, OX__VK_ATTN_SG, OX__VK_KERNEL_COUNT
} ox__vk_kernel;
/* Pipelines by kernel and variant (specialization constant 2: the weight dtype, or the GLU mode;
   the prefill matmul's tile 1 is variant dtype + 4). */
#define OX__VK_VARIANTS 8
#define OX__VK_BINDINGS 4       /* storage buffers of every kernel's one descriptor set */
#define OX__VK_PUSH_BYTES 128   /* the push-constant room every device has */
#define OX__VK_SETS_PER_POOL 256
#define OX__VK_MAX_POOLS 64
#define OX__VK_SET_SLOTS 16384  /* the descriptor-set cache's table (a power of two), at most half full */
#define OX__VK_HAZARDS 32       /* buffers tracked between two barriers (read, written) */
/* Which bindings each kernel writes (bit i: binding i), for the barriers between dispatches. */
static const unsigned char ox__vk_writes[] = {4, 4, 4, 10, 4, 4, 2, 4, 8, 4, 13, 8, 8, 12, 2, 4, 1, 6, 4, 8};
typedef char ox__vk_writes_whole[sizeof ox__vk_writes == OX__VK_KERNEL_COUNT ? 1 : -1];
typedef struct ox__vk_set_slot {
    VkBuffer b[OX__VK_BINDINGS];
    VkDescriptorSet set;        /* VK_NULL_HANDLE: an empty slot */
} ox__vk_set_slot;

/* The GPU profile (OXINFER_PROFILE=1, where the queue has timestamps): a timestamp at the end of
   each barrier interval of a step, the interval's time shared among the kernels recorded in it
   (copies count as one more kernel), the weight bytes its matmuls read with it; steps with a tiled
   matmul (prefill) and without (decode) apart; on the host, the time from the step's start to its
   submission (recording, unless it was recorded ahead) and the wait. Printed to stderr when the
   device is freed. */
#define OX__VK_PROF_QUERIES 4096
#define OX__VK_PROF_KINDS (OX__VK_KERNEL_COUNT + 1)
typedef struct ox__vk_prof_rec { /* what one command buffer's recording stamped */
    VkQueryPool pool;
    uint32_t nq;                /* timestamps this step (intervals past the pool's size merge into the last) */
    uint32_t cur_mask;          /* kernels recorded since the last timestamp */
    double cur_bytes;
    uint32_t mask[OX__VK_PROF_QUERIES];
    double bytes[OX__VK_PROF_QUERIES];
    uint32_t n_dispatch, n_barrier;
    int ahead;                  /* recorded ahead, while the GPU ran the step before */
    double t_step, t_submit;    /* host clock at the step's start (taken, if recorded ahead) and submission */
} ox__vk_prof_rec;
typedef struct ox__vk_prof {
    double period_ns;           /* timestampPeriod */
    ox__vk_prof_rec rec[2];     /* by command buffer: the step's and the one recorded ahead */
    int cur;                    /* rec of d->cmd */
    struct {
        uint64_t steps, ahead, intervals, dispatches, barriers;
        double gpu_ns, host_s, record_s, wait_s;
        double ns[OX__VK_PROF_KINDS], only_ns[OX__VK_PROF_KINDS], bytes_ns, bytes;
        uint64_t n[OX__VK_PROF_KINDS];
    } part[2];                  /* 0 decode (no tiled matmul), 1 prefill */
} ox__vk_prof;

struct ox_vk_device {
    ox__vk_fns fn;
    void *lib;                  /* the loader opened here, or NULL */
    ox_allocator alloc;
    ox_logger logger;
    VkInstance instance;
    VkPhysicalDevice phys;
    VkDevice device;
    VkQueue queue;
    uint32_t queue_family;
    int own_instance, own_device, index;
    int lost;                   /* a submission or a wait said VK_ERROR_DEVICE_LOST: nothing runs on it again */
    int handed;                 /* the host handed it to ox_model_load (ox_model_desc.vk_device): not made again */
    char lost_at[32];           /* that call */
    VkDebugUtilsMessengerEXT messenger;
    volatile uint32_t n_messages; /* validation warnings and errors */
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem;
    uint32_t subgroup_size;
    int subgroups;              /* the kernels use subgroup adds */
    uint64_t max_alloc;         /* maxMemoryAllocationSize (1.1), else the largest heap */
    uint64_t max_range;         /* the most bytes of one buffer: a binding reaches all of it */
    uint64_t max_part;          /* the most bytes of one tensor part (section 5); tests may lower it */
    uint32_t api;               /* the Vulkan version the instance was made for */
    uint32_t wg;                /* 1-D workgroup size of the kernels: a power of two, <= 256 */
    uint32_t mm[2][5];          /* the prefill matmul's tiles: BM tokens, BN rows, BK, TM x TN a thread (matmul.comp's constants 4-8) */
    uint32_t mm_threads[2];     /* their workgroups: (BM / TM) * (BN / TN) invocations */
    uint32_t mm_groups;         /* a matmul takes tile 0 where that makes this many workgroups or more, else tile 1 */
    uint32_t unroll;            /* the decode matmuls' 16-byte loads in flight a lane (matvec_sg.comp's UNROLL) */
    int spin_us;                /* a step's wait polls its fence this long before it blocks */
    /* section 6 */
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout pipe_layout;
    VkShaderModule modules[OX__VK_KERNEL_COUNT];
    VkPipeline pipes[OX__VK_KERNEL_COUNT][OX__VK_VARIANTS];
    VkCommandPool cmd_pool;
    VkCommandBuffer cmd;        /* the step's (and transfers') command buffer */
    VkCommandBuffer cmd_ahead;  /* a step recorded ahead (ox__vk_ahead_begin), swapped with cmd when taken */
    int ahead_ok;               /* cmd_ahead holds a whole recording of ahead_key for ahead_owner */
    uint64_t ahead_key;
    const void *ahead_owner;
    uint64_t n_ahead;           /* steps submitted as recorded ahead (a count for tests and the profile) */
    VkFence fence;
    VkDescriptorPool pools[OX__VK_MAX_POOLS];
    int n_pools, cur_pool;
    ox__vk_set_slot *sets;      /* the descriptor sets made so far, by their buffers (section 6) */
    uint32_t n_sets;
    int sets_stale;             /* a buffer was freed: the sets are dropped before the next step */
    VkBuffer hz_r[OX__VK_HAZARDS], hz_w[OX__VK_HAZARDS]; /* read and written since the last barrier */
    int n_hz_r, n_hz_w;
    VkPipeline bound_pipe;      /* what the step's command buffer has bound */
    VkDescriptorSet bound_set;
    int recording;
    ox_result rec_err;          /* the first error while recording a step (reported by the submit) */
    uint32_t n_dispatch;        /* dispatches recorded in the current step */
    uint32_t n_barrier;         /* barriers recorded in the current step */
    ox__vk_prof *prof;          /* GPU timestamps per barrier interval (OXINFER_PROFILE), or NULL */
    VkBuffer attn_parts;        /* the parts of split attentions (OX__VK_ATTN_PARTS_BYTES) */
    VkDeviceMemory attn_parts_mem;
    VkBuffer dummy;             /* bound to the bindings a kernel does not use */
    VkDeviceMemory dummy_mem;
    /* staging for uploads and downloads outside a step */
    VkBuffer staging;
    VkDeviceMemory staging_mem;
    void *staging_map;
    VkDeviceSize staging_size;
};

static VkBool32 VKAPI_PTR ox__vk_on_message(VkDebugUtilsMessageSeverityFlagBitsEXT sev, VkDebugUtilsMessageTypeFlagsEXT types,
                                            const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
    ox_vk_device *d = (ox_vk_device *)user;
    (void)types;
    if (sev & (VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT)) {
        d->n_messages++;
        if (d->logger.func) {
            char buf[1024];
            snprintf(buf, sizeof buf, "Vulkan validation: %s", data && data->pMessage ? data->pMessage : "(no text)");
            d->logger.func(sev & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT ? OX_LOG_ERROR : OX_LOG_WARN, buf, d->logger.user);
        }
    }
    return 0; /* the call that caused it goes on */
}

static int ox__vk_env_int(const char *name, int *out) {
    const char *s = getenv(name);
    char *end;
    long v;
    if (!s || !*s) return 0;
    v = strtol(s, &end, 10);
    if (*end || v < 0 || v > 1000000) return -1;
    *out = (int)v;
    return 1;
}

static const char *ox__vk_type_name(VkPhysicalDeviceType t) {
    switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated GPU";
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete GPU";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual GPU";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "CPU";
    default: return "other";
    }
}

static ox_result ox__vk_make_instance(ox_vk_device *d, int validation) {
    ox__vk_fns *f = &d->fn;
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    VkDebugUtilsMessengerCreateInfoEXT mi;
    const char *layers[1] = {"VK_LAYER_KHRONOS_validation"};
    const char *exts[1] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
    uint32_t version = VK_API_VERSION_1_0;
    VkResult r;
    if (f->vkEnumerateInstanceVersion) OX__VK_CHECK(f->vkEnumerateInstanceVersion(&version), "vkEnumerateInstanceVersion");
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "oxinfer";
    app.pEngineName = "oxinfer";
    app.apiVersion = d->api = version >= VK_API_VERSION_1_1 ? VK_API_VERSION_1_1 : VK_API_VERSION_1_0; /* the most this file uses */
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    memset(&mi, 0, sizeof mi);
    if (validation) {
        uint32_t n = 0, i;
        int have_layer = 0, have_ext = 0;
        VkLayerProperties *lp;
        VkExtensionProperties *ep;
        OX__VK_CHECK(f->vkEnumerateInstanceLayerProperties(&n, NULL), "vkEnumerateInstanceLayerProperties");
        if (n && (lp = (VkLayerProperties *)ox__calloc(&d->alloc, n, sizeof *lp)) != NULL) {
            r = f->vkEnumerateInstanceLayerProperties(&n, lp);
            for (i = 0; (r == VK_SUCCESS || r == VK_INCOMPLETE) && i < n; i++) have_layer |= !strcmp(lp[i].layerName, layers[0]);
            ox__dealloc(&d->alloc, lp);
        }
        if (!have_layer) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: validation was asked for, but the layer %s is not installed", layers[0]);
        n = 0;
        OX__VK_CHECK(f->vkEnumerateInstanceExtensionProperties(layers[0], &n, NULL), "vkEnumerateInstanceExtensionProperties");
        if (n && (ep = (VkExtensionProperties *)ox__calloc(&d->alloc, n, sizeof *ep)) != NULL) {
            r = f->vkEnumerateInstanceExtensionProperties(layers[0], &n, ep);
            for (i = 0; (r == VK_SUCCESS || r == VK_INCOMPLETE) && i < n; i++) have_ext |= !strcmp(ep[i].extensionName, exts[0]);
            ox__dealloc(&d->alloc, ep);
        }
        if (!have_ext) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: the validation layer offers no %s to report through", exts[0]);
        ci.enabledLayerCount = 1; ci.ppEnabledLayerNames = layers;
        ci.enabledExtensionCount = 1; ci.ppEnabledExtensionNames = exts;
        mi.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mi.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        mi.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                         VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
        mi.pfnUserCallback = ox__vk_on_message;
        mi.pUserData = d;
        ci.pNext = &mi; /* also reports on vkCreateInstance and vkDestroyInstance themselves */
    }
    r = f->vkCreateInstance(&ci, NULL, &d->instance);
    if (r == VK_ERROR_INCOMPATIBLE_DRIVER) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: no driver (ICD) is installed for the loader (vkCreateInstance: VK_ERROR_INCOMPATIBLE_DRIVER)");
    if (r != VK_SUCCESS) return ox__vk_fail(r, "vkCreateInstance");
    d->own_instance = 1;
    if (ox__vk_load_instance(f, d->instance) != OX_OK) return OX_ERR_UNSUPPORTED;
    if (validation) {
        if (!f->vkCreateDebugUtilsMessengerEXT) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: vkCreateDebugUtilsMessengerEXT is missing");
        OX__VK_CHECK(f->vkCreateDebugUtilsMessengerEXT(d->instance, &mi, NULL, &d->messenger), "vkCreateDebugUtilsMessengerEXT");
    }
    return OX_OK;
}

/* Choose a physical device: the one asked for by index, else the best by type (discrete, integrated,
   virtual, other; a CPU one only with allow_cpu). */
static ox_result ox__vk_pick(ox_vk_device *d, int want, int allow_cpu) {
    ox__vk_fns *f = &d->fn;
    uint32_t n = 0, i;
    VkPhysicalDevice *pd;
    VkResult r;
    int best = -1, best_rank = -1, n_cpu = 0;
    OX__VK_CHECK(f->vkEnumeratePhysicalDevices(d->instance, &n, NULL), "vkEnumeratePhysicalDevices");
    if (n == 0) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: the loader found no physical device");
    if (!(pd = (VkPhysicalDevice *)ox__calloc(&d->alloc, n, sizeof *pd))) return ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
    r = f->vkEnumeratePhysicalDevices(d->instance, &n, pd);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE) { ox__dealloc(&d->alloc, pd); return ox__vk_fail(r, "vkEnumeratePhysicalDevices"); }
    if (want >= 0) {
        if ((uint32_t)want >= n) {
            ox__dealloc(&d->alloc, pd);
            return ox__err(OX_ERR_ARG, "Vulkan: device %d asked for, but there are %u (0..%u)", want, n, n - 1);
        }
        best = want;
    } else {
        for (i = 0; i < n; i++) {
            VkPhysicalDeviceProperties p;
            int rank;
            f->vkGetPhysicalDeviceProperties(pd[i], &p);
            switch (p.deviceType) {
            case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: rank = 5; break;
            case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: rank = 4; break;
            case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: rank = 3; break;
            case VK_PHYSICAL_DEVICE_TYPE_CPU: rank = allow_cpu ? 1 : -1; n_cpu++; break;
            default: rank = 2; break;
            }
            if (rank > best_rank) { best_rank = rank; best = (int)i; }
        }
        if (best_rank < 0) {
            ox__dealloc(&d->alloc, pd);
            return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: no GPU found (%d CPU implementation%s, used only when asked for: "
                                               "allow_cpu or OXINFER_VULKAN_DEVICE)", n_cpu, n_cpu == 1 ? "" : "s");
        }
    }
    d->phys = pd[best];
    d->index = best;
    ox__dealloc(&d->alloc, pd);
    return OX_OK;
}

/* The prefill matmul's tile (matmul.comp) {BM, BN, BK, TM, TN} fits the device: whole vec4 groups,
   BK a multiple of 8 (a 16-byte word of 16-bit weights), the workgroup and the shared memory
   (BK rows of BM + 4 and BN + 4 f32) within its limits. */
static int ox__vk_gemm_fits(const ox_vk_device *d, const uint32_t *c) {
    const VkPhysicalDeviceLimits *l = &d->props.limits;
    uint32_t i, nt;
    for (i = 0; i < 5; i++) if (c[i] == 0 || c[i] > 1024) return 0;
    if (c[3] % 4 || c[4] % 4 || c[0] % c[3] || c[1] % c[4] || c[2] % 8 || c[3] * c[4] > 256) return 0;
    nt = (c[0] / c[3]) * (c[1] / c[4]);
    return nt <= l->maxComputeWorkGroupInvocations && nt <= l->maxComputeWorkGroupSize[0] &&
           (uint64_t)c[2] * (c[0] + c[1] + 8) * 4 <= l->maxComputeSharedMemorySize;
}
/* OXINFER_VULKAN_GEMM...=BM,BN,BK,TM,TN into c where it parses and fits the device. */
static int ox__vk_gemm_env(const ox_vk_device *d, const char *name, uint32_t *c) {
    const char *s = getenv(name);
    char *end;
    uint32_t t[5];
    int i;
    if (!s || !*s) return 0;
    for (i = 0; i < 5; i++) {
        unsigned long v = strtoul(s, &end, 10);
        if (end == s || v > 1024 || (*end != (i < 4 ? ',' : '\0'))) return 0;
        t[i] = (uint32_t)v;
        s = end + 1;
    }
    if (!ox__vk_gemm_fits(d, t)) return 0;
    memcpy(c, t, sizeof t);
    return 1;
}
/* Tile 0: 128 tokens x 128 rows with 256 threads of 8 x 8 sums and BK = 16 (16.5 KiB of shared
   memory) where 256 invocations and that memory are allowed; tile 1, for matmuls that would make
   fewer than 128 workgroups of tile 0 (a device of ~132 multiprocessors would leave some idle):
   64 x 128 with 256 threads of 4 x 8 (12.5 KiB). Elsewhere 64 x 128 with 128 threads of 8 x 8
   and 64 x 64 with 64 (12.5 and 8.5 KiB: within the least a device may offer, 128 invocations and
   16 KiB). A CPU device (lavapipe) takes 64 x 64 with 256 threads of 4 x 4 (8.5 KiB) for all: the
   8 x 8 blocks' code is slower there, and the tests' small matrices waste less of a smaller tile.
   OXINFER_VULKAN_GEMM and OXINFER_VULKAN_GEMM_SMALL (BM,BN,BK,TM,TN) replace tiles 0 and 1 where
   they fit, OXINFER_VULKAN_GEMM_GROUPS the 128 (0: tile 0 always). */
static void ox__vk_gemm_choose(ox_vk_device *d) {
    static const uint32_t big[2][5] = {{128, 128, 16, 8, 8}, {64, 128, 16, 4, 8}}, small[2][5] = {{64, 128, 16, 8, 8}, {64, 64, 16, 8, 8}},
                          cpu[5] = {64, 64, 16, 4, 4};
    int i, g;
    memcpy(d->mm, ox__vk_gemm_fits(d, big[0]) && ox__vk_gemm_fits(d, big[1]) ? big : small, sizeof d->mm);
    d->mm_groups = 128;
    if (d->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU && ox__vk_gemm_fits(d, cpu)) {
        memcpy(d->mm[0], cpu, sizeof cpu); memcpy(d->mm[1], cpu, sizeof cpu);
        d->mm_groups = 0;
    }
    ox__vk_gemm_env(d, "OXINFER_VULKAN_GEMM", d->mm[0]);
    ox__vk_gemm_env(d, "OXINFER_VULKAN_GEMM_SMALL", d->mm[1]);
    if (ox__vk_env_int("OXINFER_VULKAN_GEMM_GROUPS", &g) == 1) d->mm_groups = (uint32_t)g;
    for (i = 0; i < 2; i++) d->mm_threads[i] = (d->mm[i][0] / d->mm[i][3]) * (d->mm[i][1] / d->mm[i][4]);
}

/* Properties the kernels depend on: limits, memory types, subgroups (Vulkan 1.1), allocation size. */
static void ox__vk_query(ox_vk_device *d, uint32_t instance_version) {
    ox__vk_fns *f = &d->fn;
    uint32_t i;
    int sg_env = 1;
    f->vkGetPhysicalDeviceProperties(d->phys, &d->props);
    f->vkGetPhysicalDeviceMemoryProperties(d->phys, &d->mem);
    d->max_alloc = 0;
    for (i = 0; i < d->mem.memoryHeapCount && i < VK_MAX_MEMORY_HEAPS; i++)
        if (d->mem.memoryHeaps[i].size > d->max_alloc) d->max_alloc = d->mem.memoryHeaps[i].size;
    d->subgroup_size = 0; d->subgroups = 0;
    if (f->vkGetPhysicalDeviceProperties2 && d->props.apiVersion >= VK_API_VERSION_1_1 && instance_version >= VK_API_VERSION_1_1) {
        VkPhysicalDeviceProperties2 p2;
        VkPhysicalDeviceSubgroupProperties sg;
        VkPhysicalDeviceMaintenance3Properties m3;
        memset(&p2, 0, sizeof p2); memset(&sg, 0, sizeof sg); memset(&m3, 0, sizeof m3);
        p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
        sg.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
        m3.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES;
        p2.pNext = &sg; sg.pNext = &m3;
        f->vkGetPhysicalDeviceProperties2(d->phys, &p2);
        d->subgroup_size = sg.subgroupSize;
        if (m3.maxMemoryAllocationSize) d->max_alloc = m3.maxMemoryAllocationSize;
        d->subgroups = (sg.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT) &&
                       (sg.supportedOperations & (VK_SUBGROUP_FEATURE_BASIC_BIT | VK_SUBGROUP_FEATURE_ARITHMETIC_BIT)) ==
                           (VK_SUBGROUP_FEATURE_BASIC_BIT | VK_SUBGROUP_FEATURE_ARITHMETIC_BIT);
    }
    if (ox__vk_env_int("OXINFER_VULKAN_SUBGROUP", &sg_env) == 1 && sg_env == 0) d->subgroups = 0;
    d->max_part = d->props.limits.maxStorageBufferRange < d->max_alloc ? d->props.limits.maxStorageBufferRange : d->max_alloc;
    d->max_part &= ~(uint64_t)3; /* whole words */
    d->max_range = d->max_part;
    d->unroll = d->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ? 1 : 4; /* matvec_sg.comp; lavapipe: 1.75x slower at 4 */
    if (ox__vk_env_int("OXINFER_VULKAN_UNROLL", &sg_env) == 1 && sg_env >= 1 && sg_env <= 8) d->unroll = (uint32_t)sg_env;
    d->spin_us = d->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ? 0 : 20000; /* a CPU device's own threads need the cores */
    if (ox__vk_env_int("OXINFER_VULKAN_SPIN_US", &sg_env) == 1 && sg_env >= 0) d->spin_us = sg_env;
    d->wg = 256;
    while (d->wg > d->props.limits.maxComputeWorkGroupInvocations || d->wg > d->props.limits.maxComputeWorkGroupSize[0]) d->wg >>= 1;
    ox__vk_gemm_choose(d);
}

static ox_result ox__vk_make_device(ox_vk_device *d) {
    ox__vk_fns *f = &d->fn;
    uint32_t n = 0, i;
    VkQueueFamilyProperties *qf;
    VkDeviceQueueCreateInfo qi;
    VkDeviceCreateInfo ci;
    float prio = 1.0f;
    int fam = -1;
    f->vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &n, NULL);
    if (!n || !(qf = (VkQueueFamilyProperties *)ox__calloc(&d->alloc, n, sizeof *qf))) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: '%s' lists no queue families", d->props.deviceName);
    f->vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &n, qf);
    for (i = 0; i < n && fam < 0; i++) if ((qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) && qf[i].queueCount > 0) fam = (int)i;
    ox__dealloc(&d->alloc, qf);
    if (fam < 0) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: '%s' has no compute queue", d->props.deviceName);
    memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = (uint32_t)fam;
    qi.queueCount = 1;
    qi.pQueuePriorities = &prio;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    ci.queueCreateInfoCount = 1;
    ci.pQueueCreateInfos = &qi;
    OX__VK_CHECK(f->vkCreateDevice(d->phys, &ci, NULL, &d->device), "vkCreateDevice");
    d->own_device = 1;
    d->queue_family = (uint32_t)fam;
    if (ox__vk_load_device(f, d->device) != OX_OK) return OX_ERR_UNSUPPORTED;
    f->vkGetDeviceQueue(d->device, d->queue_family, 0, &d->queue);
    return OX_OK;
}

static ox_result ox__vk_init_exec(ox_vk_device *d);
static void ox__vk_free_exec(ox_vk_device *d);

OXAPI void ox_vk_device_free(ox_vk_device *d) {
    ox_allocator a;
    if (!d) return;
    a = d->alloc;
    if (d->device && d->fn.vkDestroyBuffer) { /* the device table is whole */
        /* every submission was waited for; a device of our own is idled anyway (a lost one may not be) */
        if (d->own_device) (void)d->fn.vkDeviceWaitIdle(d->device);
        ox__vk_free_exec(d);
        if (d->own_device) d->fn.vkDestroyDevice(d->device, NULL);
    } else if (d->own_device && d->device && d->fn.vkDestroyDevice) d->fn.vkDestroyDevice(d->device, NULL);
    if (d->messenger && d->fn.vkDestroyDebugUtilsMessengerEXT) d->fn.vkDestroyDebugUtilsMessengerEXT(d->instance, d->messenger, NULL);
    if (d->own_instance && d->instance) d->fn.vkDestroyInstance(d->instance, NULL);
    if (d->lib) ox__vk_lib_close(d->lib);
    ox__dealloc(&a, d);
}

OXAPI ox_result ox_vk_device_new(const ox_vk_desc *desc, ox_vk_device **out) {
    ox_vk_desc z;
    ox_vk_device *d;
    ox_result r;
    int want = -1, env_dev = 0, env_val = 0, validation, host;
    if (!out) return ox__err(OX_ERR_ARG, "ox_vk_device_new: out is NULL");
    *out = NULL;
    if (!desc) { memset(&z, 0, sizeof z); desc = &z; }
    ox__cur_logger = desc->logger;
    if ((desc->allocator.alloc == NULL) != (desc->allocator.free == NULL)) return ox__err(OX_ERR_ARG, "ox_vk_desc: allocator needs both alloc and free");
    host = desc->instance || desc->physical_device || desc->device_handle || desc->queue;
    if (host && !(desc->instance && desc->physical_device && desc->device_handle && desc->queue))
        return ox__err(OX_ERR_ARG, "ox_vk_desc: a host device needs instance, physical_device, device_handle and queue together");
    if (desc->device < 0) return ox__err(OX_ERR_ARG, "ox_vk_desc: device is %d (0: choose; n: device n - 1)", desc->device);
    if (desc->device > 0) want = desc->device - 1;
    switch (ox__vk_env_int("OXINFER_VULKAN_DEVICE", &env_dev)) {
    case 1: want = env_dev; break;
    case -1: return ox__err(OX_ERR_ARG, "OXINFER_VULKAN_DEVICE='%s' is not a device index (0, 1, ...)", getenv("OXINFER_VULKAN_DEVICE"));
    default: break;
    }
    validation = desc->validation || (ox__vk_env_int("OXINFER_VULKAN_VALIDATION", &env_val) == 1 && env_val);
    if (!(d = (ox_vk_device *)ox__calloc(&desc->allocator, 1, sizeof *d))) return ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
    d->alloc = desc->allocator;
    d->logger = desc->logger;
    d->index = -1;
    if (desc->get_instance_proc_addr) d->fn.vkGetInstanceProcAddr = desc->get_instance_proc_addr;
    else {
        const char *name = desc->loader ? desc->loader : OX__VK_LOADER_NAME;
        if (!(d->lib = ox__vk_lib_open(name))) {
            ox__dealloc(&d->alloc, d);
            return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: the loader %s could not be opened (no Vulkan installed)", name);
        }
        if (!(d->fn.vkGetInstanceProcAddr = ox__vk_lib_gipa(d->lib))) {
            ox_vk_device_free(d);
            return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: %s has no vkGetInstanceProcAddr", name);
        }
    }
    if (host) {
        d->instance = desc->instance; d->phys = desc->physical_device; d->device = desc->device_handle;
        d->queue = desc->queue; d->queue_family = desc->queue_family;
        if ((r = ox__vk_load_instance(&d->fn, d->instance)) != OX_OK || (r = ox__vk_load_device(&d->fn, d->device)) != OX_OK) {
            d->device = NULL; /* not ours to wait on with a half-loaded table */
            ox_vk_device_free(d);
            return r;
        }
        ox__vk_query(d, desc->host_api_version);
        {   /* the queue's family must be one of the device's, with compute */
            VkQueueFamilyProperties qf[64];
            uint32_t n = 64;
            d->fn.vkGetPhysicalDeviceQueueFamilyProperties(d->phys, &n, qf);
            if (d->queue_family >= n || !(qf[d->queue_family].queueFlags & VK_QUEUE_COMPUTE_BIT)) {
                d->device = NULL;
                ox_vk_device_free(d);
                return ox__err(OX_ERR_ARG, "ox_vk_desc: queue family %u of the host's device has no compute queue", desc->queue_family);
            }
        }
    } else {
        if ((r = ox__vk_load_global(&d->fn)) != OX_OK || (r = ox__vk_make_instance(d, validation)) != OX_OK ||
            (r = ox__vk_pick(d, want, desc->allow_cpu)) != OX_OK) {
            ox_vk_device_free(d);
            return r;
        }
        ox__vk_query(d, d->api);
        if ((r = ox__vk_make_device(d)) != OX_OK) { ox_vk_device_free(d); return r; }
    }
    if ((r = ox__vk_init_exec(d)) != OX_OK) { ox_vk_device_free(d); return r; }
    ox__log(OX_LOG_INFO, "Vulkan: %s (%s%s), subgroup size %u%s", d->props.deviceName, ox__vk_type_name(d->props.deviceType),
            host ? ", the host's" : "", d->subgroup_size, d->subgroups ? "" : " (subgroup operations not used)");
    *out = d;
    return OX_OK;
}

OXAPI void ox_vk_device_info(const ox_vk_device *d, ox_vk_info *info) {
    uint32_t i;
    if (!info) return;
    memset(info, 0, sizeof *info);
    if (!d) return;
    memcpy(info->name, d->props.deviceName, sizeof info->name);
    info->name[sizeof info->name - 1] = 0;
    info->type = d->props.deviceType;
    info->api_version = d->props.apiVersion; info->driver_version = d->props.driverVersion;
    info->vendor_id = d->props.vendorID; info->device_id = d->props.deviceID;
    info->index = d->own_device ? d->index : -1;
    info->host_provided = !d->own_device;
    info->subgroup_size = d->subgroup_size;
    info->subgroups = d->subgroups;
    info->max_storage_buffer_range = d->props.limits.maxStorageBufferRange;
    info->max_allocation_size = d->max_alloc;
    info->max_part_bytes = d->max_part;
    info->max_shared_memory = d->props.limits.maxComputeSharedMemorySize;
    info->max_workgroup_invocations = d->props.limits.maxComputeWorkGroupInvocations;
    for (i = 0; i < 3; i++) info->max_workgroup_count[i] = d->props.limits.maxComputeWorkGroupCount[i];
    info->max_push_constants = d->props.limits.maxPushConstantsSize;
    info->n_heaps = (int)(d->mem.memoryHeapCount < 16 ? d->mem.memoryHeapCount : 16);
    for (i = 0; i < (uint32_t)info->n_heaps; i++) {
        info->heap_size[i] = d->mem.memoryHeaps[i].size;
        info->heap_device_local[i] = (d->mem.memoryHeaps[i].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) != 0;
    }
}

OXAPI uint32_t ox_vk_validation_messages(const ox_vk_device *d) { return d ? d->n_messages : 0; }

/* ================================================================================================
   5. Memory: buffers, uploads through staging, tensors split across buffers
   Owns: ox__vk_buf (a buffer with memory of its own) and ox__vk_tensor (a weight matrix in
   device-local parts). Weights are uploaded once through the staging buffer, in its size's steps;
   a tensor whose bytes exceed what one storage-buffer binding can reach (maxStorageBufferRange) or
   one allocation can hold (maxMemoryAllocationSize) is cut into parts of whole rows, and each kernel
   that reads it runs once per part.
   ============================================================================================== */

typedef struct ox__vk_buf {
    VkBuffer buf;
    VkDeviceMemory mem;
    VkDeviceSize size;
    void *map;                  /* host-visible buffers: mapped for their lifetime */
} ox__vk_buf;

#define OX__VK_STAGING_BYTES ((VkDeviceSize)16 << 20)
#define OX__VK_ATTN_PARTS_BYTES ((VkDeviceSize)8 << 20) /* scratch of the split attention (section 6) */

static int ox__vk_mem_type(const ox_vk_device *d, uint32_t bits, VkMemoryPropertyFlags need, VkMemoryPropertyFlags prefer) {
    uint32_t i;
    int any = -1;
    for (i = 0; i < d->mem.memoryTypeCount && i < VK_MAX_MEMORY_TYPES; i++) {
        VkMemoryPropertyFlags fl = d->mem.memoryTypes[i].propertyFlags;
        if (!(bits & (1u << i)) || (fl & need) != need) continue;
        if ((fl & prefer) == prefer) return (int)i;
        if (any < 0) any = (int)i;
    }
    return any;
}

/* host 0: device-local (any memory when there is none, as on some integrated GPUs); 1: host-visible
   and coherent, mapped (every device has such a type), preferring cached memory for reading back. */
static ox_result ox__vk_buf_new(ox_vk_device *d, ox__vk_buf *b, VkDeviceSize size, int host, const char *what) {
    ox__vk_fns *f = &d->fn;
    VkBufferCreateInfo bi;
    VkMemoryRequirements mr;
    VkMemoryAllocateInfo ai;
    VkResult vr;
    int type;
    memset(b, 0, sizeof *b);
    if (size == 0) size = 4;
    size = (size + 3) & ~(VkDeviceSize)3;
    if (size > d->max_range) return ox__err(OX_ERR_LIMIT, "Vulkan: %s needs a buffer of %llu bytes, more than one buffer may hold (%llu: "
                                            "maxStorageBufferRange, maxMemoryAllocationSize)", what, (unsigned long long)size, (unsigned long long)d->max_range);
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = size;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    if ((vr = f->vkCreateBuffer(d->device, &bi, NULL, &b->buf)) != VK_SUCCESS) return ox__vk_fail(vr, "vkCreateBuffer");
    f->vkGetBufferMemoryRequirements(d->device, b->buf, &mr);
    type = host ? ox__vk_mem_type(d, mr.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                                  VK_MEMORY_PROPERTY_HOST_CACHED_BIT)
                : ox__vk_mem_type(d, mr.memoryTypeBits, 0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    if (type < 0) {
        f->vkDestroyBuffer(d->device, b->buf, NULL); b->buf = VK_NULL_HANDLE;
        return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: no memory type fits %s", what);
    }
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = mr.size;
    ai.memoryTypeIndex = (uint32_t)type;
    if ((vr = f->vkAllocateMemory(d->device, &ai, NULL, &b->mem)) != VK_SUCCESS) {
        f->vkDestroyBuffer(d->device, b->buf, NULL); b->buf = VK_NULL_HANDLE;
        if (vr == VK_ERROR_OUT_OF_DEVICE_MEMORY || vr == VK_ERROR_OUT_OF_HOST_MEMORY)
            return ox__err(OX_ERR_NOMEM, "Vulkan: %s: %llu bytes do not fit in the device's memory (vkAllocateMemory: %s)", what,
                           (unsigned long long)mr.size, ox__vk_result_name(vr));
        return ox__vk_fail(vr, "vkAllocateMemory");
    }
    b->size = size;
    if ((vr = f->vkBindBufferMemory(d->device, b->buf, b->mem, 0)) != VK_SUCCESS ||
        (host && (vr = f->vkMapMemory(d->device, b->mem, 0, VK_WHOLE_SIZE, 0, &b->map)) != VK_SUCCESS)) {
        f->vkDestroyBuffer(d->device, b->buf, NULL); f->vkFreeMemory(d->device, b->mem, NULL);
        memset(b, 0, sizeof *b);
        return ox__vk_fail(vr, host ? "vkBindBufferMemory / vkMapMemory" : "vkBindBufferMemory");
    }
    return OX_OK;
}
static OX__UNUSED void ox__vk_buf_free(ox_vk_device *d, ox__vk_buf *b) {
    if (b->buf) {
        d->fn.vkDestroyBuffer(d->device, b->buf, NULL);
        d->sets_stale = 1; /* its handle may come back for another buffer: no set may name it then */
    }
    if (b->mem) d->fn.vkFreeMemory(d->device, b->mem, NULL); /* unmaps too */
    memset(b, 0, sizeof *b);
}

static ox_result ox__vk_oneshot_begin(ox_vk_device *d);
static ox_result ox__vk_oneshot_end(ox_vk_device *d);

/* Copy host bytes into a buffer at off (a device-local one through staging), or the reverse. */
static ox_result ox__vk_transfer(ox_vk_device *d, const ox__vk_buf *b, VkDeviceSize off, void *host, size_t n, int to_device) {
    ox_result r;
    if (off > b->size || n > b->size - off) return ox__err(OX_ERR_ARG, "Vulkan: transfer of %zu bytes at %llu past a buffer of %llu",
                                                           n, (unsigned long long)off, (unsigned long long)b->size);
    if (b->map) { /* host-visible, coherent */
        if (to_device) memcpy((char *)b->map + off, host, n);
        else memcpy(host, (const char *)b->map + off, n);
        return OX_OK;
    }
    while (n > 0) {
        size_t c = n < (size_t)d->staging_size ? n : (size_t)d->staging_size;
        VkBufferCopy cp;
        VkDeviceSize c4 = ((VkDeviceSize)c + 3) & ~(VkDeviceSize)3;
        if (off + c4 > b->size) c4 = b->size - off;
        memset(&cp, 0, sizeof cp);
        cp.size = c4;
        if (to_device) {
            memcpy(d->staging_map, host, c);
            if (c4 > c) memset((char *)d->staging_map + c, 0, (size_t)(c4 - c));
            cp.dstOffset = off;
        } else cp.srcOffset = off;
        if ((r = ox__vk_oneshot_begin(d)) != OX_OK) return r;
        if (to_device) d->fn.vkCmdCopyBuffer(d->cmd, d->staging, b->buf, 1, &cp);
        else d->fn.vkCmdCopyBuffer(d->cmd, b->buf, d->staging, 1, &cp);
        if ((r = ox__vk_oneshot_end(d)) != OX_OK) return r;
        if (!to_device) memcpy(host, d->staging_map, c);
        host = (char *)host + c; off += c; n -= c;
    }
    return OX_OK;
}
static OX__UNUSED ox_result ox__vk_upload(ox_vk_device *d, const ox__vk_buf *b, VkDeviceSize off, const void *src, size_t n) {
    return ox__vk_transfer(d, b, off, (void *)(uintptr_t)src, n, 1);
}
static OX__UNUSED ox_result ox__vk_download(ox_vk_device *d, const ox__vk_buf *b, VkDeviceSize off, void *dst, size_t n) {
    return ox__vk_transfer(d, b, off, dst, n, 0);
}

/* A weight matrix [rows][cols] of dtype (OX__F32, OX__F16, OX__BF16) in parts of whole rows. */
typedef struct ox__vk_tensor {
    int dtype;
    uint32_t rows, cols;
    uint32_t rows_per_part, n_parts;
    ox__vk_buf *parts;
} ox__vk_tensor;

static OX__UNUSED void ox__vk_tensor_free(ox_vk_device *d, ox__vk_tensor *t) {
    uint32_t i;
    if (t->parts) {
        for (i = 0; i < t->n_parts; i++) ox__vk_buf_free(d, &t->parts[i]);
        ox__dealloc(&d->alloc, t->parts);
    }
    memset(t, 0, sizeof *t);
}
/* Parts hold whole groups of `group` rows (a stacked tensor's experts: a kernel finds an expert in one part). */
static ox_result ox__vk_tensor_upload_grouped(ox_vk_device *d, ox__vk_tensor *t, const void *data, int dtype, int64_t rows, int64_t cols,
                                              int64_t group, const char *name);
static OX__UNUSED ox_result ox__vk_tensor_upload(ox_vk_device *d, ox__vk_tensor *t, const void *data, int dtype, int64_t rows, int64_t cols,
                                      const char *name) {
    return ox__vk_tensor_upload_grouped(d, t, data, dtype, rows, cols, 1, name);
}
static ox_result ox__vk_tensor_upload_grouped(ox_vk_device *d, ox__vk_tensor *t, const void *data, int dtype, int64_t rows, int64_t cols,
                                              int64_t group, const char *name) {
    size_t esz, row_bytes;
    uint64_t per;
    uint32_t i;
    ox_result r;
    memset(t, 0, sizeof *t);
    if (dtype != OX__F32 && dtype != OX__F16 && dtype != OX__BF16) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: tensor '%s': dtype %d is not f32, f16 or bf16", name, dtype);
    if (rows <= 0 || cols <= 0 || rows > 0x7fffffff || cols > 0x7fffffff) return ox__err(OX_ERR_LIMIT, "Vulkan: tensor '%s': shape [%lld, %lld] is out of range", name, (long long)rows, (long long)cols);
    esz = ox__dtype_sizes[dtype];
    if (!ox__mul_ok((size_t)cols, esz, &row_bytes)) return ox__err(OX_ERR_LIMIT, "Vulkan: tensor '%s': size overflows", name);
    per = d->max_part / row_bytes;
    if (per == 0) return ox__err(OX_ERR_LIMIT, "Vulkan: tensor '%s': one row of %zu bytes is over what a buffer binding reaches (%llu)", name, row_bytes, (unsigned long long)d->max_part);
    if (per > (uint64_t)rows) per = (uint64_t)rows;
    if (group < 1 || rows % group) return ox__err(OX_ERR_LIMIT, "Vulkan: tensor '%s': %lld rows are not groups of %lld", name, (long long)rows, (long long)group);
    per -= per % (uint64_t)group;
    if (per == 0) return ox__err(OX_ERR_LIMIT, "Vulkan: tensor '%s': %lld rows of %zu bytes (one expert) are over what a buffer binding reaches (%llu)",
                                 name, (long long)group, row_bytes, (unsigned long long)d->max_part);
    t->dtype = dtype; t->rows = (uint32_t)rows; t->cols = (uint32_t)cols; t->rows_per_part = (uint32_t)per;
    t->n_parts = (uint32_t)(((uint64_t)rows + per - 1) / per);
    if (!(t->parts = (ox__vk_buf *)ox__calloc(&d->alloc, t->n_parts, sizeof *t->parts))) return ox__err(OX_ERR_NOMEM, "Vulkan: tensor '%s': out of memory", name);
    for (i = 0; i < t->n_parts; i++) {
        uint64_t r0 = (uint64_t)i * per, nr = (uint64_t)rows - r0 < per ? (uint64_t)rows - r0 : per;
        size_t bytes = (size_t)(nr * row_bytes);
        if ((r = ox__vk_buf_new(d, &t->parts[i], bytes, 0, name)) != OX_OK ||
            (r = ox__vk_upload(d, &t->parts[i], 0, (const uint8_t *)data + (size_t)r0 * row_bytes, bytes)) != OX_OK) {
            ox__vk_tensor_free(d, t);
            return r;
        }
    }
    return OX_OK;
}

/* ================================================================================================
   6. Kernels: pipelines, one command buffer per step, the dispatches
   Owns: the pipeline layout every kernel shares (one descriptor set of OX__VK_BINDINGS storage
   buffers, bound whole, and OX__VK_PUSH_BYTES of push constants holding sizes and element offsets),
   the pipelines (made on first use, specialised by workgroup size and weight dtype), the descriptor
   sets (one per list of buffers a dispatch binds, made once and kept across steps until a buffer is
   freed), and the step: a command buffer recorded between ox__vk_step_begin and ox__vk_step_end,
   one dispatch per kernel call, submitted once and waited for. A barrier goes only before a command
   that reads or writes a buffer written since the last barrier, or writes one read since then
   (whole buffers: ox__vk_order), so independent dispatches (q, k and v; gate and up) run together.
   A recording error is kept and
   returned by ox__vk_step_end, so a forward pass checks once. The host reads back only what a
   step copied into a host-visible buffer (ox__vk_copy).

   The forward-pass stages of oxinfer.h, as these kernels record them (Gemma 4):
     embeddings * sqrt(H)           ox__vk_embed (scale); the per-layer inputs' gather too (sqrt(Pd))
     norm rows (with or without w)  ox__vk_rmsnorm (rows of any stride; y may be x)
     linears sharing an input       ox__vk_matmul per weight (streaming for T <= 8, tiled above)
     q/k norm + RoPE, KV store      ox__vk_rmsnorm_rope over the heads' rows, the keys written
                                    straight into the cache slots (cos/sin tables from the host,
                                    computed as the CPU computes them: the rotation is then exact);
                                    a ring that wraps within a step takes two dispatches
     attention                      ox__vk_attention (causal, sliding window, grouped-query heads,
                                    any cache: a drafter's view of its target's KV too)
     gate/up + GELU-tanh / SiLU     ox__vk_matmul_glu (one dispatch in decode: matvec_sg's GLU form);
                                    ox__vk_glu alone for the sigmoid gates of Qwen 3.5, its gated
                                    norm (ox__vk_rmsnorm then a SiLU gate with u = the norm), MoE
     residual add + layer scalar    ox__vk_add ((x + alpha z) beta; alpha 0 scales alone)
     final softcap                  ox__vk_softcap (into the host-visible buffer read back)
     logits of the kept rows        ox__vk_copy into a host-visible buffer
     MoE route (softmax, top-k)     ox__vk_moe_route; the experts on (token, pick) pairs with
                                    ox__vk_matvec_ids, summed by ox__vk_moe_combine
   Qwen 3.5 adds (section 8): the replay log's rows (gdn_log.comp: pre-conv rows, g and beta) and
   the conv + SiLU + L2 norms + gated delta rule over them (delta.comp), recorded there.
   ============================================================================================== */

/* Tokens up to which a matmul takes the streaming kernel (decode, verifying drafts) */
#define OX__VK_SMALL_T 8
#define OX__VK_MATVEC_ROWS 2 /* rows a matvec workgroup computes (NR in matvec.comp) */
#define OX__VK_MATVEC_SG_ROWS 8 /* rows a matvec_sg workgroup computes (NR in matvec_sg.comp), one a subgroup */

/* ---- the GPU profile (OXINFER_PROFILE=1) ---- */
static const char *const ox__vk_kernel_names[OX__VK_PROF_KINDS] = {
    "matvec", "matvec_sg", "matmul", "rmsnorm", "glu", "add", "softcap", "embed", "attn", "matvec_ids",
    "moe_route", "moe_combine", "gdn_log", "delta", "attn_combine", "gdn_prep", "gdn_chunk", "delta_chunk", "matvec_glu", "attn_sg", "copy/fill"};
typedef char ox__vk_kernel_names_whole[sizeof ox__vk_kernel_names / sizeof *ox__vk_kernel_names == OX__VK_PROF_KINDS ? 1 : -1];

/* Made when OXINFER_PROFILE is set and the device times compute queues; a failure only logs. */
static void ox__vk_prof_new(ox_vk_device *d) {
    VkQueryPoolCreateInfo qi;
    const char *e = getenv("OXINFER_PROFILE");
    ox__vk_prof *pf;
    int i;
    if (!e || !*e || !strcmp(e, "0")) return;
    if (!d->props.limits.timestampComputeAndGraphics || !(d->props.limits.timestampPeriod > 0)) {
        ox__log(OX_LOG_WARN, "Vulkan: '%s' has no timestamps on compute queues: no GPU profile", d->props.deviceName);
        return;
    }
    if (!(pf = (ox__vk_prof *)ox__calloc(&d->alloc, 1, sizeof *pf))) return;
    memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
    qi.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qi.queryCount = OX__VK_PROF_QUERIES;
    for (i = 0; i < 2; i++)
        if (d->fn.vkCreateQueryPool(d->device, &qi, NULL, &pf->rec[i].pool) != VK_SUCCESS) {
            if (i) d->fn.vkDestroyQueryPool(d->device, pf->rec[0].pool, NULL);
            ox__dealloc(&d->alloc, pf);
            return;
        }
    pf->period_ns = d->props.limits.timestampPeriod;
    d->prof = pf;
}

/* The step's first timestamp (the command buffer was just begun). */
static void ox__vk_prof_begin(ox_vk_device *d, int ahead) {
    ox__vk_prof_rec *rc = &d->prof->rec[d->prof->cur];
    d->fn.vkCmdResetQueryPool(d->cmd, rc->pool, 0, OX__VK_PROF_QUERIES);
    d->fn.vkCmdWriteTimestamp(d->cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, rc->pool, 0);
    rc->nq = 1; rc->cur_mask = 0; rc->cur_bytes = 0; rc->ahead = ahead;
    rc->t_step = ox__now();
}

/* End the interval recorded since the last timestamp (before a barrier, and at the step's end: last
   set). The pool's last query is kept for the end, so a step of more intervals merges its tail. */
static void ox__vk_prof_mark(ox_vk_device *d, int last) {
    ox__vk_prof_rec *rc;
    if (!d->prof || !d->recording) return;
    rc = &d->prof->rec[d->prof->cur];
    if (last) { rc->n_dispatch = d->n_dispatch; rc->n_barrier = d->n_barrier + 1; }
    if (!rc->cur_mask) return;
    if (rc->nq >= OX__VK_PROF_QUERIES - (last ? 0u : 1u)) return; /* the tail merges into the last interval */
    d->fn.vkCmdWriteTimestamp(d->cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, rc->pool, rc->nq);
    rc->mask[rc->nq] = rc->cur_mask;
    rc->bytes[rc->nq] = rc->cur_bytes;
    rc->nq++;
    rc->cur_mask = 0; rc->cur_bytes = 0;
}
static void ox__vk_prof_add(ox_vk_device *d, int kind, double bytes) { /* kind < 0: bytes alone */
    ox__vk_prof_rec *rc = &d->prof->rec[d->prof->cur];
    if (kind >= 0) rc->cur_mask |= 1u << kind;
    rc->cur_bytes += bytes;
}

/* After the step ran: its intervals into the totals. */
static void ox__vk_prof_collect(ox_vk_device *d) {
    ox__vk_prof *pf = d->prof;
    ox__vk_prof_rec *rc = &pf->rec[pf->cur];
    uint64_t ts[OX__VK_PROF_QUERIES];
    uint32_t i, k, all = 0;
    double now = ox__now();
    int part;
    if (rc->nq < 2) return;
    if (d->fn.vkGetQueryPoolResults(d->device, rc->pool, 0, rc->nq, rc->nq * sizeof *ts, ts, sizeof *ts,
                                    VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) != VK_SUCCESS) return;
    for (i = 1; i < rc->nq; i++) all |= rc->mask[i];
    part = (all >> OX__VK_MATMUL) & 1u;
    for (i = 1; i < rc->nq; i++) {
        double dt = ts[i] >= ts[i - 1] ? (double)(ts[i] - ts[i - 1]) * pf->period_ns : 0.0;
        uint32_t m = rc->mask[i], nk = 0;
        for (k = 0; k < OX__VK_PROF_KINDS; k++) nk += m >> k & 1u;
        for (k = 0; k < OX__VK_PROF_KINDS; k++) {
            if (!(m >> k & 1u)) continue;
            pf->part[part].ns[k] += dt / nk;
            pf->part[part].n[k]++;
            if (nk == 1) pf->part[part].only_ns[k] += dt;
        }
        if (rc->bytes[i] > 0) { pf->part[part].bytes_ns += dt; pf->part[part].bytes += rc->bytes[i]; }
    }
    pf->part[part].gpu_ns += ts[rc->nq - 1] >= ts[0] ? (double)(ts[rc->nq - 1] - ts[0]) * pf->period_ns : 0.0;
    pf->part[part].host_s += now - rc->t_step;
    pf->part[part].record_s += rc->t_submit - rc->t_step;
    pf->part[part].wait_s += now - rc->t_submit;
    pf->part[part].steps++;
    pf->part[part].ahead += rc->ahead != 0;
    pf->part[part].intervals += rc->nq - 1;
    pf->part[part].dispatches += rc->n_dispatch;
    pf->part[part].barriers += rc->n_barrier;
}

static void ox__vk_prof_print(ox_vk_device *d) {
    ox__vk_prof *pf = d->prof;
    int p, k;
    for (p = 0; p < 2; p++) {
        double n = (double)pf->part[p].steps;
        if (!pf->part[p].steps) continue;
        fprintf(stderr, "vulkan profile, %s steps on '%s': %llu steps (%llu recorded ahead); a step: GPU %.3f ms; host %.3f ms: "
                        "%.3f to the submission (recording, unless recorded ahead), %.3f waiting; %.0f dispatches, %.0f barriers, %.0f timed intervals\n",
                p ? "prefill (tiled matmul)" : "decode", d->props.deviceName, (unsigned long long)pf->part[p].steps,
                (unsigned long long)pf->part[p].ahead, 1e-6 * pf->part[p].gpu_ns / n, 1e3 * pf->part[p].host_s / n,
                1e3 * pf->part[p].record_s / n, 1e3 * pf->part[p].wait_s / n, pf->part[p].dispatches / n, pf->part[p].barriers / n,
                pf->part[p].intervals / n);
        if (pf->part[p].bytes_ns > 0)
            fprintf(stderr, "  intervals with matmuls: %.3f ms a step, %.1f MB of weights a step, %.1f GB/s\n", 1e-6 * pf->part[p].bytes_ns / n,
                    1e-6 * pf->part[p].bytes / n, pf->part[p].bytes / pf->part[p].bytes_ns);
        fprintf(stderr, "  %-12s %10s %8s %12s\n", "kernel", "ms a step", "share%", "alone ms");
        for (k = 0; k < OX__VK_PROF_KINDS; k++)
            if (pf->part[p].n[k])
                fprintf(stderr, "  %-12s %10.3f %8.1f %12.3f   (%.0f intervals a step)\n", ox__vk_kernel_names[k], 1e-6 * pf->part[p].ns[k] / n,
                        pf->part[p].gpu_ns > 0 ? 100 * pf->part[p].ns[k] / pf->part[p].gpu_ns : 0.0, 1e-6 * pf->part[p].only_ns[k] / n,
                        pf->part[p].n[k] / n);
    }
}

/* Forget the steps profiled so far (a bench's probes run the same kernels as steps of no model). */
static OX__UNUSED void ox__vk_prof_clear(ox_vk_device *d) {
    if (d->prof) memset(d->prof->part, 0, sizeof d->prof->part);
}

static void ox__vk_prof_free(ox_vk_device *d) {
    int i;
    if (!d->prof) return;
    ox__vk_prof_print(d);
    for (i = 0; i < 2; i++) d->fn.vkDestroyQueryPool(d->device, d->prof->rec[i].pool, NULL);
    ox__dealloc(&d->alloc, d->prof);
    d->prof = NULL;
}

static ox_result ox__vk_init_exec(ox_vk_device *d) {
    ox__vk_fns *f = &d->fn;
    VkDescriptorSetLayoutBinding lb[OX__VK_BINDINGS];
    VkDescriptorSetLayoutCreateInfo li;
    VkPushConstantRange pr;
    VkPipelineLayoutCreateInfo pi;
    VkCommandPoolCreateInfo ci;
    VkCommandBufferAllocateInfo ai;
    VkFenceCreateInfo fi;
    ox__vk_buf tmp;
    ox_result r;
    int i;
    if (d->props.limits.maxPushConstantsSize < OX__VK_PUSH_BYTES) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: '%s' has %u bytes of push constants, fewer than the %d every device has",
                                                                             d->props.deviceName, d->props.limits.maxPushConstantsSize, OX__VK_PUSH_BYTES);
    memset(lb, 0, sizeof lb);
    for (i = 0; i < OX__VK_BINDINGS; i++) {
        lb[i].binding = (uint32_t)i;
        lb[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        lb[i].descriptorCount = 1;
        lb[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    memset(&li, 0, sizeof li);
    li.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    li.bindingCount = OX__VK_BINDINGS;
    li.pBindings = lb;
    OX__VK_CHECK(f->vkCreateDescriptorSetLayout(d->device, &li, NULL, &d->set_layout), "vkCreateDescriptorSetLayout");
    memset(&pr, 0, sizeof pr);
    pr.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    pr.size = OX__VK_PUSH_BYTES;
    memset(&pi, 0, sizeof pi);
    pi.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    pi.setLayoutCount = 1; pi.pSetLayouts = &d->set_layout;
    pi.pushConstantRangeCount = 1; pi.pPushConstantRanges = &pr;
    OX__VK_CHECK(f->vkCreatePipelineLayout(d->device, &pi, NULL, &d->pipe_layout), "vkCreatePipelineLayout");
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    ci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    ci.queueFamilyIndex = d->queue_family;
    OX__VK_CHECK(f->vkCreateCommandPool(d->device, &ci, NULL, &d->cmd_pool), "vkCreateCommandPool");
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandPool = d->cmd_pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    OX__VK_CHECK(f->vkAllocateCommandBuffers(d->device, &ai, &d->cmd), "vkAllocateCommandBuffers");
    OX__VK_CHECK(f->vkAllocateCommandBuffers(d->device, &ai, &d->cmd_ahead), "vkAllocateCommandBuffers");
    memset(&fi, 0, sizeof fi);
    fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    OX__VK_CHECK(f->vkCreateFence(d->device, &fi, NULL, &d->fence), "vkCreateFence");
    if (!(d->sets = (ox__vk_set_slot *)ox__calloc(&d->alloc, OX__VK_SET_SLOTS, sizeof *d->sets))) return ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
    if ((r = ox__vk_buf_new(d, &tmp, 16, 0, "the placeholder buffer")) != OX_OK) return r;
    d->dummy = tmp.buf; d->dummy_mem = tmp.mem;
    if ((r = ox__vk_buf_new(d, &tmp, OX__VK_STAGING_BYTES, 1, "the staging buffer")) != OX_OK) return r;
    d->staging = tmp.buf; d->staging_mem = tmp.mem; d->staging_map = tmp.map; d->staging_size = tmp.size;
    if ((r = ox__vk_buf_new(d, &tmp, OX__VK_ATTN_PARTS_BYTES, 0, "the split attention's parts")) != OX_OK) return r;
    d->attn_parts = tmp.buf; d->attn_parts_mem = tmp.mem;
    ox__vk_prof_new(d);
    return OX_OK;
}

static void ox__vk_free_exec(ox_vk_device *d) {
    ox__vk_fns *f = &d->fn;
    int i, j;
    ox__vk_prof_free(d);
    for (i = 0; i < OX__VK_KERNEL_COUNT; i++) {
        for (j = 0; j < OX__VK_VARIANTS; j++) if (d->pipes[i][j]) f->vkDestroyPipeline(d->device, d->pipes[i][j], NULL);
        if (d->modules[i]) f->vkDestroyShaderModule(d->device, d->modules[i], NULL);
    }
    for (i = 0; i < d->n_pools; i++) f->vkDestroyDescriptorPool(d->device, d->pools[i], NULL);
    if (d->sets) ox__dealloc(&d->alloc, d->sets);
    if (d->fence) f->vkDestroyFence(d->device, d->fence, NULL);
    if (d->cmd_pool) f->vkDestroyCommandPool(d->device, d->cmd_pool, NULL); /* frees d->cmd and d->cmd_ahead */
    if (d->pipe_layout) f->vkDestroyPipelineLayout(d->device, d->pipe_layout, NULL);
    if (d->set_layout) f->vkDestroyDescriptorSetLayout(d->device, d->set_layout, NULL);
    if (d->dummy) f->vkDestroyBuffer(d->device, d->dummy, NULL);
    if (d->dummy_mem) f->vkFreeMemory(d->device, d->dummy_mem, NULL);
    if (d->attn_parts) f->vkDestroyBuffer(d->device, d->attn_parts, NULL);
    if (d->attn_parts_mem) f->vkFreeMemory(d->device, d->attn_parts_mem, NULL);
    if (d->staging) f->vkDestroyBuffer(d->device, d->staging, NULL);
    if (d->staging_mem) f->vkFreeMemory(d->device, d->staging_mem, NULL);
}

static const uint32_t *ox__vk_spirv(ox__vk_kernel k, size_t *words); /* the appendix */

/* The pipeline of kernel k, variant v (specialization constant 2), made on first use. Constants 0
   and 1 are the workgroup's x and y sizes, 3 the decode matmuls' loads in flight a lane, 4-8 the
   prefill matmul's tile (d->mm[v >> 2], its dtype v & 3). */
static VkPipeline ox__vk_pipeline(ox_vk_device *d, ox__vk_kernel k, int v, ox_result *err) {
    ox__vk_fns *f = &d->fn;
    VkComputePipelineCreateInfo pc;
    VkSpecializationMapEntry me[9];
    VkSpecializationInfo si;
    uint32_t spec[9];
    VkResult vr;
    int i, tile;
    if (d->pipes[k][v]) return d->pipes[k][v];
    if (!d->modules[k]) {
        VkShaderModuleCreateInfo mi;
        size_t words;
        memset(&mi, 0, sizeof mi);
        mi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
        mi.pCode = ox__vk_spirv(k, &words);
        mi.codeSize = words * 4;
        if ((vr = f->vkCreateShaderModule(d->device, &mi, NULL, &d->modules[k])) != VK_SUCCESS) { *err = ox__vk_fail(vr, "vkCreateShaderModule"); return VK_NULL_HANDLE; }
    }
    tile = k == OX__VK_MATMUL ? v >> 2 : 0;
    spec[0] = k == OX__VK_MATMUL ? d->mm_threads[tile] : d->wg;
    spec[1] = 1;
    spec[2] = (uint32_t)(k == OX__VK_MATMUL ? v & 3 : v);
    spec[3] = d->unroll;
    memcpy(spec + 4, d->mm[tile], sizeof d->mm[tile]);
    for (i = 0; i < 9; i++) { me[i].constantID = (uint32_t)i; me[i].offset = (uint32_t)(i * 4); me[i].size = 4; }
    memset(&si, 0, sizeof si);
    si.mapEntryCount = 9; si.pMapEntries = me; si.dataSize = sizeof spec; si.pData = spec;
    memset(&pc, 0, sizeof pc);
    pc.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    pc.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    pc.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    pc.stage.module = d->modules[k];
    pc.stage.pName = "main";
    pc.stage.pSpecializationInfo = &si;
    pc.layout = d->pipe_layout;
    pc.basePipelineIndex = -1;
    if ((vr = f->vkCreateComputePipelines(d->device, VK_NULL_HANDLE, 1, &pc, NULL, &d->pipes[k][v])) != VK_SUCCESS) {
        d->pipes[k][v] = VK_NULL_HANDLE;
        *err = ox__vk_fail(vr, "vkCreateComputePipelines");
        return VK_NULL_HANDLE;
    }
    return d->pipes[k][v];
}

/* ---- a lost device ----
   A submission or a wait that says VK_ERROR_DEVICE_LOST marks the device lost; from then on nothing
   is recorded or submitted on it, and each step says so (OX_ERR_DEVICE_LOST). The backends' tables
   then make the model's upload again on a new device (section 7, ox__vk_renew) when a context is
   reset or made; the lost device is freed with the last of what was made on it. */
static ox_result ox__vk_lost_err(const ox_vk_device *d) {
    return ox__err(OX_ERR_DEVICE_LOST, "Vulkan: the device '%s' was lost (%s: VK_ERROR_DEVICE_LOST); %s", d->props.deviceName, d->lost_at,
                   d->handed ? "it was handed to ox_model_load: load the model again on a new one" : "ox_reset the context to go on");
}
/* a call on d that failed with vr */
static ox_result ox__vk_failed(ox_vk_device *d, VkResult vr, const char *call) {
    if (vr != VK_ERROR_DEVICE_LOST) return ox__vk_fail(vr, call);
    if (!d->lost) {
        d->lost = 1;
        snprintf(d->lost_at, sizeof d->lost_at, "%s", call);
        if (d->logger.func) {
            char buf[300];
            snprintf(buf, sizeof buf, "Vulkan: the device '%s' was lost (%s)", d->props.deviceName, call);
            d->logger.func(OX_LOG_ERROR, buf, d->logger.user);
        }
    }
    return ox__vk_lost_err(d);
}

static ox_result ox__vk_begin_cmd(ox_vk_device *d) {
    VkCommandBufferBeginInfo bi;
    if (d->lost) return ox__vk_lost_err(d);
    d->bound_pipe = VK_NULL_HANDLE; d->bound_set = VK_NULL_HANDLE;
    d->n_hz_r = d->n_hz_w = 0;
    OX__VK_CHECK(d->fn.vkResetCommandBuffer(d->cmd, 0), "vkResetCommandBuffer");
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    OX__VK_CHECK(d->fn.vkBeginCommandBuffer(d->cmd, &bi), "vkBeginCommandBuffer");
    return OX_OK;
}
/* Submit the ended command buffer (ox__vk_queue_wait waits for it); on a lost device, nothing. */
static ox_result ox__vk_queue_submit(ox_vk_device *d) {
    VkSubmitInfo si;
    VkResult vr;
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &d->cmd;
    if (d->lost) return ox__vk_lost_err(d);
    if ((vr = d->fn.vkQueueSubmit(d->queue, 1, &si, d->fence)) != VK_SUCCESS) return ox__vk_failed(d, vr, "vkQueueSubmit");
    return OX_OK;
}
/* A blocking wait returns some time after the GPU is done (the thread sleeps and is woken), and
   decode steps of a few milliseconds leave the GPU idle that long a token; so the host polls the
   fence for up to spin_us first (OXINFER_VULKAN_SPIN_US; 0: block at once), then blocks. */
static ox_result ox__vk_queue_wait(ox_vk_device *d) {
    VkResult vr = VK_NOT_READY;
    const char *call = "vkGetFenceStatus";
    if (d->spin_us > 0) {
        double t_end = ox__now() + 1e-6 * d->spin_us;
        while ((vr = d->fn.vkGetFenceStatus(d->device, d->fence)) == VK_NOT_READY && ox__now() < t_end) {}
    }
    if (vr == VK_NOT_READY) {
        vr = d->fn.vkWaitForFences(d->device, 1, &d->fence, 1, ~(uint64_t)0);
        call = "vkWaitForFences";
    }
    if (vr != VK_SUCCESS) return ox__vk_failed(d, vr, call);
    OX__VK_CHECK(d->fn.vkResetFences(d->device, 1, &d->fence), "vkResetFences");
    return OX_OK;
}
/* End, submit and wait for the command buffer (a transfer outside the steps). */
static ox_result ox__vk_submit_wait(ox_vk_device *d) {
    ox_result r;
    OX__VK_CHECK(d->fn.vkEndCommandBuffer(d->cmd), "vkEndCommandBuffer");
    if ((r = ox__vk_queue_submit(d)) != OX_OK) return r;
    return ox__vk_queue_wait(d);
}

static ox_result ox__vk_oneshot_begin(ox_vk_device *d) {
    if (d->recording) return ox__err(OX_ERR_ARG, "Vulkan: a transfer through staging while a step is being recorded");
    return ox__vk_begin_cmd(d);
}
static ox_result ox__vk_oneshot_end(ox_vk_device *d) { return ox__vk_submit_wait(d); }

static void ox__vk_barrier(ox_vk_device *d);

static void ox__vk_recording_begin(ox_vk_device *d, int ahead) {
    if (d->prof) ox__vk_prof_begin(d, ahead);
    d->recording = 1;
    d->rec_err = OX_OK;
    d->n_dispatch = 0;
    d->n_barrier = 0;
}

/* Start recording a step. The kept descriptor sets are dropped (the pools reset: the last step was
   waited for) when a buffer was freed since they were made, or when the cache is a quarter full (a
   step then has the other quarter for sets of its own); a step recorded ahead goes with them. */
static OX__UNUSED ox_result ox__vk_step_begin(ox_vk_device *d) {
    ox_result r;
    int i;
    if (d->recording) return ox__err(OX_ERR_ARG, "Vulkan: a step is already being recorded");
    if (d->sets_stale || d->n_sets >= OX__VK_SET_SLOTS / 4) {
        for (i = 0; i < d->n_pools; i++) OX__VK_CHECK(d->fn.vkResetDescriptorPool(d->device, d->pools[i], 0), "vkResetDescriptorPool");
        d->cur_pool = 0;
        memset(d->sets, 0, OX__VK_SET_SLOTS * sizeof *d->sets);
        d->n_sets = 0;
        d->sets_stale = 0;
        d->ahead_ok = 0;
    }
    if ((r = ox__vk_begin_cmd(d)) != OX_OK) return r;
    ox__vk_recording_begin(d, 0);
    return OX_OK;
}
/* End the recording: the final barrier, the command buffer ended; the first recording error, if
   any, instead (the buffer then must not be submitted). */
static ox_result ox__vk_step_close(ox_vk_device *d) {
    if (!d->recording) return ox__err(OX_ERR_ARG, "Vulkan: no step is being recorded");
    ox__vk_prof_mark(d, 1);
    d->recording = 0;
    if (d->rec_err != OX_OK) {
        (void)d->fn.vkEndCommandBuffer(d->cmd);
        return d->rec_err;
    }
    ox__vk_barrier(d); /* everything written is seen by the host and by the next step */
    OX__VK_CHECK(d->fn.vkEndCommandBuffer(d->cmd), "vkEndCommandBuffer");
    return OX_OK;
}
/* Submit the closed step (the GPU starts on it), then wait for it. */
static ox_result ox__vk_step_submit(ox_vk_device *d) {
    if (d->prof) d->prof->rec[d->prof->cur].t_submit = ox__now();
    return ox__vk_queue_submit(d);
}
static ox_result ox__vk_step_wait(ox_vk_device *d) {
    ox_result r = ox__vk_queue_wait(d);
    if (r == OX_OK && d->prof) ox__vk_prof_collect(d);
    return r;
}
/* Close, submit and wait: the whole step (nothing runs when its recording failed). */
static OX__UNUSED ox_result ox__vk_step_end(ox_vk_device *d) {
    ox_result r;
    if ((r = ox__vk_step_close(d)) != OX_OK) return r;
    if ((r = ox__vk_step_submit(d)) != OX_OK) return r;
    return ox__vk_step_wait(d);
}

/* ---- a step recorded ahead ----
   A decode step's commands depend on its shape and positions, not on its tokens: those and the
   RoPE tables reach the GPU through a mapped buffer written before the submission. So while the GPU
   runs a step, a model's step function may record the step it expects next into cmd_ahead
   (ox__vk_ahead_begin, the usual recording calls, ox__vk_ahead_end with the owner and a key of the
   shape and positions), and the next step with that owner and key submits it as it is
   (ox__vk_ahead_take) instead of recording: the host's recording overlaps the GPU's work. No
   descriptor pool is reset while recording ahead (a stale or full set cache records nothing ahead),
   and resetting them drops what was recorded ahead. */
/* A step's key: its shape and positions, and flag bits of what else its recording depends on. */
static OX__UNUSED uint64_t ox__vk_step_key(int T, int p0, int n_keep, unsigned flags) {
    return (uint64_t)(uint32_t)T | (uint64_t)(uint32_t)n_keep << 10 | (uint64_t)(uint32_t)p0 << 20 | (uint64_t)(flags & 15u) << 60;
}
static void ox__vk_swap_cmd(ox_vk_device *d) {
    VkCommandBuffer c = d->cmd;
    d->cmd = d->cmd_ahead; d->cmd_ahead = c;
    if (d->prof) d->prof->cur ^= 1;
}
static OX__UNUSED int ox__vk_ahead_begin(ox_vk_device *d) {
    d->ahead_ok = 0;
    if (d->recording || d->sets_stale || d->n_sets >= OX__VK_SET_SLOTS / 4) return 0;
    ox__vk_swap_cmd(d);
    if (ox__vk_begin_cmd(d) != OX_OK) { ox__vk_swap_cmd(d); return 0; }
    ox__vk_recording_begin(d, 1);
    return 1;
}
static OX__UNUSED void ox__vk_ahead_end(ox_vk_device *d, const void *owner, uint64_t key) {
    int ok = ox__vk_step_close(d) == OX_OK;
    ox__vk_swap_cmd(d);
    d->ahead_ok = ok; d->ahead_owner = owner; d->ahead_key = key;
}
/* Whether the step recorded ahead is owner's step key (it is then the step's command buffer, closed:
   submit it with ox__vk_step_submit); either way it is used up. */
static OX__UNUSED int ox__vk_ahead_take(ox_vk_device *d, const void *owner, uint64_t key) {
    int ok = d->ahead_ok && !d->sets_stale && !d->recording && d->ahead_owner == owner && d->ahead_key == key;
    d->ahead_ok = 0;
    if (!ok) return 0;
    ox__vk_swap_cmd(d);
    d->n_ahead++;
    if (d->prof) d->prof->rec[d->prof->cur].t_step = ox__now();
    return 1;
}

static void ox__vk_rec_fail(ox_vk_device *d, ox_result r) { if (d->rec_err == OX_OK) d->rec_err = r; }

static VkDescriptorSet ox__vk_new_set(ox_vk_device *d) {
    ox__vk_fns *f = &d->fn;
    VkDescriptorSetAllocateInfo ai;
    VkDescriptorSet set = VK_NULL_HANDLE;
    VkResult vr;
    for (;;) {
        if (d->cur_pool == d->n_pools) { /* a new pool */
            VkDescriptorPoolSize ps;
            VkDescriptorPoolCreateInfo pi;
            if (d->n_pools == OX__VK_MAX_POOLS) {
                ox__vk_rec_fail(d, ox__err(OX_ERR_LIMIT, "Vulkan: a step of more than %d dispatches", OX__VK_MAX_POOLS * OX__VK_SETS_PER_POOL));
                return VK_NULL_HANDLE;
            }
            ps.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
            ps.descriptorCount = OX__VK_SETS_PER_POOL * OX__VK_BINDINGS;
            memset(&pi, 0, sizeof pi);
            pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
            pi.maxSets = OX__VK_SETS_PER_POOL;
            pi.poolSizeCount = 1; pi.pPoolSizes = &ps;
            if ((vr = f->vkCreateDescriptorPool(d->device, &pi, NULL, &d->pools[d->n_pools])) != VK_SUCCESS) {
                ox__vk_rec_fail(d, ox__vk_fail(vr, "vkCreateDescriptorPool"));
                return VK_NULL_HANDLE;
            }
            d->n_pools++;
        }
        memset(&ai, 0, sizeof ai);
        ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
        ai.descriptorPool = d->pools[d->cur_pool];
        ai.descriptorSetCount = 1;
        ai.pSetLayouts = &d->set_layout;
        vr = f->vkAllocateDescriptorSets(d->device, &ai, &set);
        if (vr == VK_SUCCESS) return set;
        if (vr != VK_ERROR_OUT_OF_POOL_MEMORY && vr != VK_ERROR_FRAGMENTED_POOL) {
            ox__vk_rec_fail(d, ox__vk_fail(vr, "vkAllocateDescriptorSets"));
            return VK_NULL_HANDLE;
        }
        d->cur_pool++; /* this pool is full: the next one */
    }
}

/* The descriptor set binding b[0..OX__VK_BINDINGS) (whole buffers), made and written on first use. */
static VkDescriptorSet ox__vk_set_for(ox_vk_device *d, const VkBuffer *b) {
    VkDescriptorBufferInfo bi[OX__VK_BINDINGS];
    VkWriteDescriptorSet w[OX__VK_BINDINGS];
    ox__vk_set_slot *sl;
    uint64_t h = 1469598103934665603ull;
    uint32_t at;
    int i;
    for (i = 0; i < OX__VK_BINDINGS; i++) {
        uint64_t v = 0;
        memcpy(&v, &b[i], sizeof b[i] < sizeof v ? sizeof b[i] : sizeof v);
        h = (h ^ v) * 1099511628211ull;
        h ^= h >> 29;
    }
    for (at = (uint32_t)h & (OX__VK_SET_SLOTS - 1);; at = (at + 1) & (OX__VK_SET_SLOTS - 1)) {
        sl = &d->sets[at];
        if (!sl->set) break;
        if (!memcmp(sl->b, b, sizeof sl->b)) return sl->set;
    }
    if (d->n_sets >= OX__VK_SET_SLOTS / 2) {
        ox__vk_rec_fail(d, ox__err(OX_ERR_LIMIT, "Vulkan: a step binding more than %d lists of buffers", OX__VK_SET_SLOTS / 4));
        return VK_NULL_HANDLE;
    }
    if (!(sl->set = ox__vk_new_set(d))) return VK_NULL_HANDLE;
    memcpy(sl->b, b, sizeof sl->b);
    d->n_sets++;
    memset(w, 0, sizeof w);
    for (i = 0; i < OX__VK_BINDINGS; i++) {
        bi[i].buffer = b[i];
        bi[i].offset = 0;
        bi[i].range = VK_WHOLE_SIZE;
        w[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        w[i].dstSet = sl->set;
        w[i].dstBinding = (uint32_t)i;
        w[i].descriptorCount = 1;
        w[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        w[i].pBufferInfo = &bi[i];
    }
    d->fn.vkUpdateDescriptorSets(d->device, OX__VK_BINDINGS, w, 0, NULL);
    return sl->set;
}

/* A barrier: the writes of everything recorded before it are seen by what follows (kernels,
   copies, the host). */
static void ox__vk_barrier(ox_vk_device *d) {
    VkMemoryBarrier mb;
    ox__vk_prof_mark(d, 0);
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT |
                       VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_HOST_READ_BIT;
    d->fn.vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                               VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
                               0, 1, &mb, 0, NULL, 0, NULL);
    d->n_hz_r = d->n_hz_w = 0;
    d->n_barrier++;
}

static int ox__vk_has(const VkBuffer *set, int n, VkBuffer b) {
    int i;
    for (i = 0; i < n; i++) if (set[i] == b) return 1;
    return 0;
}
/* Before a command on buffers b[0..nb) that writes those of the bits of wmask (bit i: b[i]) and reads
   the others: a barrier when it touches a buffer written since the last one (read after write,
   write after write) or writes one read since then (write after read). */
static void ox__vk_order(ox_vk_device *d, const VkBuffer *b, int nb, unsigned wmask) {
    int i, need = d->n_hz_r + nb > OX__VK_HAZARDS || d->n_hz_w + nb > OX__VK_HAZARDS;
    for (i = 0; i < nb && !need; i++)
        if (b[i] && (ox__vk_has(d->hz_w, d->n_hz_w, b[i]) || ((wmask >> i & 1u) && ox__vk_has(d->hz_r, d->n_hz_r, b[i])))) need = 1;
    if (need) ox__vk_barrier(d);
    for (i = 0; i < nb; i++) {
        if (!b[i]) continue;
        if (wmask >> i & 1u) { if (!ox__vk_has(d->hz_w, d->n_hz_w, b[i])) d->hz_w[d->n_hz_w++] = b[i]; }
        else if (!ox__vk_has(d->hz_r, d->n_hz_r, b[i])) d->hz_r[d->n_hz_r++] = b[i];
    }
}

/* Record one dispatch of kernel k (variant v) over buffers b[0..nb) (the rest of the bindings get a
   placeholder), with push constants pc, groups gx x gy x gz; wmask: the bindings it writes (the
   kernel's ox__vk_writes but for a form that only reads one of them, as rmsnorm's RoPE its table). */
static void ox__vk_dispatch_w(ox_vk_device *d, ox__vk_kernel k, int v, VkBuffer const *b, int nb, unsigned wmask, const void *pc,
                              size_t pcsize, uint32_t gx, uint32_t gy, uint32_t gz) {
    ox__vk_fns *f = &d->fn;
    VkBuffer bb[OX__VK_BINDINGS];
    VkDescriptorSet set;
    VkPipeline pipe;
    ox_result err = OX_OK;
    uint32_t pcw[OX__VK_PUSH_BYTES / 4];
    int i;
    if (!d->recording) { d->rec_err = ox__err(OX_ERR_ARG, "Vulkan: a dispatch outside a step"); return; }
    if (d->rec_err != OX_OK) return;
    if (gx == 0 || gy == 0 || gz == 0) return; /* nothing to do */
    if (gx > d->props.limits.maxComputeWorkGroupCount[0] || gy > d->props.limits.maxComputeWorkGroupCount[1] ||
        gz > d->props.limits.maxComputeWorkGroupCount[2]) {
        ox__vk_rec_fail(d, ox__err(OX_ERR_LIMIT, "Vulkan: kernel %d: %u x %u x %u workgroups exceed the device's limits", (int)k, gx, gy, gz));
        return;
    }
    if (!(pipe = ox__vk_pipeline(d, k, v, &err))) { ox__vk_rec_fail(d, err); return; }
    if (nb > OX__VK_BINDINGS) nb = OX__VK_BINDINGS;
    for (i = 0; i < OX__VK_BINDINGS; i++) bb[i] = i < nb && b[i] ? b[i] : d->dummy;
    if (!(set = ox__vk_set_for(d, bb))) return;
    memset(pcw, 0, sizeof pcw);
    memcpy(pcw, pc, pcsize < sizeof pcw ? pcsize : sizeof pcw);
    ox__vk_order(d, b, nb, wmask);
    if (pipe != d->bound_pipe) f->vkCmdBindPipeline(d->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
    if (set != d->bound_set) f->vkCmdBindDescriptorSets(d->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->pipe_layout, 0, 1, &set, 0, NULL);
    d->bound_pipe = pipe; d->bound_set = set;
    f->vkCmdPushConstants(d->cmd, d->pipe_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, OX__VK_PUSH_BYTES, pcw);
    f->vkCmdDispatch(d->cmd, gx, gy, gz);
    d->n_dispatch++;
    if (d->prof) ox__vk_prof_add(d, (int)k, 0);
}
static void ox__vk_dispatch(ox_vk_device *d, ox__vk_kernel k, int v, VkBuffer const *b, int nb, const void *pc, size_t pcsize,
                            uint32_t gx, uint32_t gy, uint32_t gz) {
    ox__vk_dispatch_w(d, k, v, b, nb, ox__vk_writes[k], pc, pcsize, gx, gy, gz);
}

/* Groups for rows of work (rows > 65535 go on in y or z: the kernels read row = y + z * 65535). */
static void ox__vk_rows_grid(uint32_t rows, uint32_t *lo, uint32_t *hi) {
    *lo = rows < 65535u ? rows : 65535u;
    *hi = (rows + 65534u) / 65535u;
}
static uint32_t ox__vk_div_up(uint32_t a, uint32_t b) { return a / b + (a % b != 0); }

/* ---- the kernels (sizes and offsets in elements; offsets into the buffers passed) ---- */

/* n groups as x * z, x within the device's limit (a vocabulary's rows in one part can be more
   groups than the 65535 some devices allow in x); the kernel reads group x + z * gl_NumWorkGroups.x
   and skips those past the end. */
static void ox__vk_groups_xz(const ox_vk_device *d, uint32_t n, uint32_t *gx, uint32_t *gz) {
    uint32_t lim = d->props.limits.maxComputeWorkGroupCount[0];
    *gx = n < lim ? n : lim;
    *gz = *gx ? ox__vk_div_up(n, *gx) : 0;
}

/* y[t*ldy + r] = x[t*ldx + .] . W[r] for t < T, every row of w (its parts in turn). */
static OX__UNUSED void ox__vk_matmul(ox_vk_device *d, const ox__vk_buf *y, uint32_t yoff, uint32_t ldy, const ox__vk_buf *x, uint32_t xoff,
                          uint32_t ldx, const ox__vk_tensor *w, uint32_t T) {
    uint32_t i;
    for (i = 0; i < w->n_parts; i++) {
        uint32_t r0 = i * w->rows_per_part, nr = w->rows - r0 < w->rows_per_part ? w->rows - r0 : w->rows_per_part;
        VkBuffer b[3];
        uint32_t pc[8];
        b[0] = w->parts[i].buf; b[1] = x->buf; b[2] = y->buf;
        pc[0] = w->cols; pc[1] = nr; pc[2] = ldx; pc[3] = ldy; pc[4] = xoff; pc[5] = yoff; pc[6] = r0; pc[7] = T;
        if (T <= OX__VK_SMALL_T && d->subgroups) { /* every token in one workgroup: the rows read once */
            uint32_t gx, gz;
            ox__vk_groups_xz(d, ox__vk_div_up(nr, OX__VK_MATVEC_SG_ROWS), &gx, &gz);
            ox__vk_dispatch(d, OX__VK_MATVEC_SG, w->dtype, b, 3, pc, sizeof pc, gx, 1, gz);
        } else if (T <= OX__VK_SMALL_T) {
            uint32_t gx, gz;
            ox__vk_groups_xz(d, ox__vk_div_up(nr, OX__VK_MATVEC_ROWS), &gx, &gz);
            ox__vk_dispatch(d, OX__VK_MATVEC, w->dtype, b, 3, pc, 7 * 4, gx, T, gz);
        }
        else { /* tile 1 where tile 0 would make too few workgroups */
            int s = (uint64_t)ox__vk_div_up(nr, d->mm[0][1]) * ox__vk_div_up(T, d->mm[0][0]) < d->mm_groups;
            ox__vk_dispatch(d, OX__VK_MATMUL, w->dtype + 4 * s, b, 3, pc, sizeof pc, ox__vk_div_up(nr, d->mm[s][1]), ox__vk_div_up(T, d->mm[s][0]), 1);
        }
        if (d->prof && d->recording) ox__vk_prof_add(d, -1, (double)nr * w->cols * ox__dtype_sizes[w->dtype]); /* after: a barrier ends the last interval */
    }
}

/* rows rows of n: y = x / sqrt(mean(x^2) + eps) * w (w NULL: no weight); y may be x. With rd > 0,
   then rotate-half RoPE on the first rd elements of each row as ox__rope_apply does it (token =
   row / nh; cos and sin at tab[cosoff + token * rd/2 + i], tab[sinoff + ...]): the q and k norms
   and their RoPE in one dispatch, with no barrier between them. */
static OX__UNUSED void ox__vk_rmsnorm_rope(ox_vk_device *d, const ox__vk_buf *y, uint32_t yoff, uint32_t ystride, const ox__vk_buf *x,
                                           uint32_t xoff, uint32_t xstride, const ox__vk_buf *w, uint32_t woff, uint32_t n, uint32_t rows,
                                           float eps, const ox__vk_buf *tab, uint32_t cosoff, uint32_t sinoff, uint32_t rd, uint32_t nh) {
    VkBuffer b[4];
    uint32_t pc[17], gx, gy;
    memset(pc, 0, sizeof pc);
    b[0] = x->buf; b[1] = y->buf; b[2] = w ? w->buf : VK_NULL_HANDLE; b[3] = rd ? tab->buf : VK_NULL_HANDLE;
    pc[0] = n; pc[1] = rows; pc[2] = xoff; pc[3] = xstride; pc[4] = yoff; pc[5] = ystride; pc[6] = woff; pc[7] = w != NULL;
    memcpy(&pc[8], &eps, 4);
    pc[13] = rd; pc[14] = nh ? nh : 1; pc[15] = cosoff; pc[16] = sinoff;
    ox__vk_rows_grid(rows, &gx, &gy);
    ox__vk_dispatch_w(d, OX__VK_RMSNORM, 0, b, 4, 2u /* y; the table is read */, pc, sizeof pc, gx, gy, 1);
}
static OX__UNUSED void ox__vk_rmsnorm(ox_vk_device *d, const ox__vk_buf *y, uint32_t yoff, uint32_t ystride, const ox__vk_buf *x, uint32_t xoff,
                           uint32_t xstride, const ox__vk_buf *w, uint32_t woff, uint32_t n, uint32_t rows, float eps) {
    ox__vk_rmsnorm_rope(d, y, yoff, ystride, x, xoff, xstride, w, woff, n, rows, eps, NULL, 0, 0, 0, 1);
}

/* The fused forms of rmsnorm.comp over rows rows of n (every buffer at offset 0, stride n):
   mode 1: y = (y + norm(x) w) beta; mode 2: that, then z = norm(y) w2; mode 3: y = y + x, then
   z = norm(y) w2 (w unused). The bits of ox__vk_rmsnorm and ox__vk_add run in turn. */
enum { OX__VK_NORM_ADD = 1, OX__VK_NORM_ADD_NORM = 2, OX__VK_ADD_NORM = 3 };
static OX__UNUSED void ox__vk_norm_add(ox_vk_device *d, int mode, const ox__vk_buf *y, const ox__vk_buf *x, const ox__vk_buf *w, uint32_t woff,
                                       float beta, const ox__vk_buf *z, uint32_t w2off, uint32_t n, uint32_t rows, float eps) {
    VkBuffer b[4];
    uint32_t pc[13], gx, gy;
    b[0] = x->buf; b[1] = y->buf; b[2] = w->buf; b[3] = mode >= 2 ? z->buf : VK_NULL_HANDLE;
    pc[0] = n; pc[1] = rows; pc[2] = 0; pc[3] = n; pc[4] = 0; pc[5] = n; pc[6] = woff; pc[7] = 1;
    memcpy(&pc[8], &eps, 4); memcpy(&pc[9], &beta, 4);
    pc[10] = w2off; pc[11] = 0; pc[12] = n;
    ox__vk_rows_grid(rows, &gx, &gy);
    ox__vk_dispatch(d, OX__VK_RMSNORM, mode, b, 4, pc, sizeof pc, gx, gy, 1);
}

/* y = act(g) * u over rows of n (u NULL: act(g)); mode 0 GELU-tanh, 1 SiLU, 2 sigmoid, 3 sigmoid of
   one gate a row (g[goff + row * gstride]); y may be g or u. */
enum { OX__VK_GELU = 0, OX__VK_SILU = 1, OX__VK_SIGMOID = 2, OX__VK_SIGMOID_ROW = 3 };
static OX__UNUSED void ox__vk_glu(ox_vk_device *d, int mode, const ox__vk_buf *y, uint32_t yoff, uint32_t ystride, const ox__vk_buf *g,
                       uint32_t goff, uint32_t gstride, const ox__vk_buf *u, uint32_t uoff, uint32_t ustride, uint32_t n, uint32_t rows) {
    VkBuffer b[3];
    uint32_t pc[9], gy, gz;
    b[0] = g->buf; b[1] = u ? u->buf : VK_NULL_HANDLE; b[2] = y->buf;
    pc[0] = n; pc[1] = rows; pc[2] = goff; pc[3] = gstride; pc[4] = uoff; pc[5] = ustride; pc[6] = yoff; pc[7] = ystride; pc[8] = u != NULL;
    ox__vk_rows_grid(rows, &gy, &gz);
    ox__vk_dispatch(d, OX__VK_GLU, mode, b, 3, pc, sizeof pc, ox__vk_div_up(n, d->wg), gy, gz);
}

/* The first half of a gated MLP: y[t*ldy + r] = act(x[t*ldx + .] . Wg[r]) * (x[t*ldx + .] . Wu[r])
   for every row r of wg and token t < T (act OX__VK_GELU or OX__VK_SILU); with wu NULL the second
   factor is u[uoff + t * ustride + r] (Gemma 4's per-layer input). Steps of up to OX__VK_SMALL_T
   tokens on a device with subgroups take one dispatch (matvec_sg.comp's GLU form: a row of both
   matrices in one subgroup, the activation applied before the store), which saves the gate kernel's
   dispatch and the barrier before it; other steps run the matmuls and ox__vk_glu, the up projection
   through up_tmp. */
static OX__UNUSED void ox__vk_matmul_glu(ox_vk_device *d, int act, const ox__vk_buf *y, uint32_t ldy, const ox__vk_buf *x, uint32_t ldx,
                                         const ox__vk_tensor *wg, const ox__vk_tensor *wu, const ox__vk_buf *up_tmp, const ox__vk_buf *u,
                                         uint32_t uoff, uint32_t ustride, uint32_t T) {
    uint32_t i;
    int fused = T <= OX__VK_SMALL_T && d->subgroups &&
                (!wu || (wu->rows == wg->rows && wu->cols == wg->cols && wu->dtype == wg->dtype && wu->n_parts == wg->n_parts &&
                         wu->rows_per_part == wg->rows_per_part));
    if (!fused) {
        ox__vk_matmul(d, y, 0, ldy, x, 0, ldx, wg, T);
        if (wu) ox__vk_matmul(d, up_tmp, 0, ldy, x, 0, ldx, wu, T);
        ox__vk_glu(d, act, y, 0, ldy, y, 0, ldy, wu ? up_tmp : u, wu ? 0 : uoff, wu ? ldy : ustride, wg->rows, T);
        return;
    }
    for (i = 0; i < wg->n_parts; i++) {
        uint32_t r0 = i * wg->rows_per_part, nr = wg->rows - r0 < wg->rows_per_part ? wg->rows - r0 : wg->rows_per_part, gx, gz;
        VkBuffer b[4];
        uint32_t pc[12];
        b[0] = wg->parts[i].buf; b[1] = x->buf; b[2] = y->buf; b[3] = wu ? wu->parts[i].buf : u->buf;
        pc[0] = wg->cols; pc[1] = nr; pc[2] = ldx; pc[3] = ldy; pc[4] = 0; pc[5] = 0; pc[6] = r0; pc[7] = T;
        pc[8] = (uint32_t)act; pc[9] = wu == NULL; pc[10] = uoff; pc[11] = ustride;
        ox__vk_groups_xz(d, ox__vk_div_up(nr, OX__VK_MATVEC_SG_ROWS), &gx, &gz);
        ox__vk_dispatch(d, OX__VK_MATVEC_GLU, wg->dtype, b, 4, pc, sizeof pc, gx, 1, gz);
        if (d->prof && d->recording) ox__vk_prof_add(d, -1, (double)nr * wg->cols * ox__dtype_sizes[wg->dtype] * (wu ? 2 : 1));
    }
}

/* n elements in one dimension of groups, going on in y past 65535 groups */
static void ox__vk_flat_grid(const ox_vk_device *d, uint32_t n, uint32_t *gx, uint32_t *gy) {
    uint32_t groups = ox__vk_div_up(n, d->wg);
    *gx = groups < 65535u ? groups : 65535u;
    *gy = *gx ? ox__vk_div_up(groups, *gx) : 0;
}

/* y = (x + alpha z) * beta over n elements; y may be x. */
static OX__UNUSED void ox__vk_add(ox_vk_device *d, const ox__vk_buf *y, uint32_t yoff, const ox__vk_buf *x, uint32_t xoff, const ox__vk_buf *z,
                       uint32_t zoff, uint32_t n, float alpha, float beta) {
    VkBuffer b[3];
    uint32_t pc[6], gx, gy;
    b[0] = x->buf; b[1] = z->buf; b[2] = y->buf;
    pc[0] = n; pc[1] = xoff; pc[2] = zoff; pc[3] = yoff;
    memcpy(&pc[4], &alpha, 4); memcpy(&pc[5], &beta, 4);
    ox__vk_flat_grid(d, n, &gx, &gy);
    ox__vk_dispatch(d, OX__VK_ADD, 0, b, 3, pc, sizeof pc, gx, gy, 1);
}

/* x = cap tanh(x / cap) over n elements, in place. */
static OX__UNUSED void ox__vk_softcap(ox_vk_device *d, const ox__vk_buf *y, uint32_t yoff, const ox__vk_buf *x, uint32_t xoff, uint32_t n, float cap) {
    VkBuffer b[2];
    uint32_t pc[4], gx, gy;
    b[0] = x->buf; b[1] = y->buf;
    pc[0] = n; pc[1] = xoff;
    memcpy(&pc[2], &cap, 4);
    pc[3] = yoff;
    ox__vk_flat_grid(d, n, &gx, &gy);
    ox__vk_dispatch(d, OX__VK_SOFTCAP, 0, b, 2, pc, sizeof pc, gx, gy, 1);
}

/* y[t*ystride + i] = E[ids[idoff + t]][i] * scale for t < T (ids must be rows of E: the caller
   checks them; an id out of range leaves its row unwritten). */
static OX__UNUSED void ox__vk_embed(ox_vk_device *d, const ox__vk_buf *y, uint32_t yoff, uint32_t ystride, const ox__vk_buf *ids, uint32_t idoff,
                         uint32_t T, const ox__vk_tensor *e, float scale) {
    uint32_t i, gy, gz;
    ox__vk_rows_grid(T, &gy, &gz);
    for (i = 0; i < e->n_parts; i++) {
        uint32_t r0 = i * e->rows_per_part, nr = e->rows - r0 < e->rows_per_part ? e->rows - r0 : e->rows_per_part;
        VkBuffer b[3];
        uint32_t pc[8];
        b[0] = e->parts[i].buf; b[1] = ids->buf; b[2] = y->buf;
        pc[0] = e->cols; pc[1] = T; pc[2] = r0; pc[3] = r0 + nr; pc[4] = idoff; pc[5] = yoff; pc[6] = ystride;
        memcpy(&pc[7], &scale, 4);
        ox__vk_dispatch(d, OX__VK_EMBED, e->dtype, b, 3, pc, sizeof pc, ox__vk_div_up(e->cols, d->wg), gy, gz);
    }
}

/* Attention of T queries (token t at position hi0 + t) over a KV cache of cap slots (position p in
   slot p % cap; a slot holds n_kv heads of hd floats); window 0: causal over every position. */
typedef struct ox__vk_attn {
    const ox__vk_buf *q, *k, *v, *out;
    uint32_t qoff, koff, voff, ooff;
    uint32_t T, hi0, window, cap, nh, n_kv, hd;
    float scale;
} ox__vk_attn;
#define OX__VK_ATTN_HD_MAX 512u /* HDMAX of attn.comp; also at most MAXD (4) dims a thread */
#define OX__VK_ATTN_SPLIT_MAX 64u /* parts of a split attention */
/* Attention of T query tokens. Steps of up to OX__VK_SMALL_T tokens over more cached positions than
   a workgroup's width split each (head, token) pair's positions into parts of whole workgroup widths
   (at most OX__VK_ATTN_SPLIT_MAX, within the parts' scratch), run side by side and merged by
   attn_combine.comp: decode over a long cache is then not one workgroup a head walking every
   position. */
static OX__UNUSED void ox__vk_attention(ox_vk_device *d, const ox__vk_attn *a) {
    VkBuffer b[4];
    uint32_t pc[16], split = 1, chunk = 0;
    if (a->hd == 0 || a->hd > OX__VK_ATTN_HD_MAX || a->hd > 4 * d->wg || a->n_kv == 0 || a->nh % a->n_kv || a->cap == 0) {
        ox__vk_rec_fail(d, ox__err(OX_ERR_UNSUPPORTED, "Vulkan: attention with head dim %u, %u heads over %u KV heads is not supported", a->hd, a->nh, a->n_kv));
        return;
    }
    if (a->T <= OX__VK_SMALL_T) {
        uint64_t span = (uint64_t)a->hi0 + a->T, per = (uint64_t)a->T * a->nh * (a->hd + 2u) * 4u; /* positions; scratch bytes a part */
        if (a->window && span > a->window) span = a->window;
        chunk = d->wg;
        while ((span + chunk - 1) / chunk > OX__VK_ATTN_SPLIT_MAX || (span + chunk - 1) / chunk * per > OX__VK_ATTN_PARTS_BYTES) chunk *= 2;
        split = (uint32_t)((span + chunk - 1) / chunk);
    }
    b[0] = a->q->buf; b[1] = a->k->buf; b[2] = a->v->buf; b[3] = split > 1 ? d->attn_parts : a->out->buf;
    pc[0] = a->hd; pc[1] = a->nh; pc[2] = a->n_kv; pc[3] = a->cap; pc[4] = a->hi0; pc[5] = a->window;
    pc[6] = a->qoff; pc[7] = a->nh * a->hd; pc[8] = a->ooff; pc[9] = a->nh * a->hd; pc[10] = a->koff; pc[11] = a->voff;
    pc[12] = a->n_kv * a->hd;
    memcpy(&pc[13], &a->scale, 4);
    pc[14] = split; pc[15] = chunk;
    ox__vk_dispatch(d, d->subgroups ? OX__VK_ATTN_SG : OX__VK_ATTN, 0, b, 4, pc, sizeof pc, a->nh, a->T, split);
    if (split > 1) {
        uint32_t cc[5];
        VkBuffer cb[2];
        cb[0] = d->attn_parts; cb[1] = a->out->buf;
        cc[0] = a->hd; cc[1] = a->nh; cc[2] = split; cc[3] = a->ooff; cc[4] = a->nh * a->hd;
        ox__vk_dispatch(d, OX__VK_ATTN_COMBINE, 0, cb, 2, cc, sizeof cc, a->nh, a->T, 1);
    }
}

/* Copy bytes between buffers inside the step (e.g. the logits rows into a host-visible buffer, whose
   map holds them once ox__vk_step_end returned). */
static OX__UNUSED void ox__vk_copy(ox_vk_device *d, const ox__vk_buf *dst, VkDeviceSize doff, const ox__vk_buf *src, VkDeviceSize soff, VkDeviceSize n) {
    VkBufferCopy cp;
    if (!d->recording) { d->rec_err = ox__err(OX_ERR_ARG, "Vulkan: a copy outside a step"); return; }
    if (d->rec_err != OX_OK || n == 0) return;
    if (soff > src->size || n > src->size - soff || doff > dst->size || n > dst->size - doff) {
        ox__vk_rec_fail(d, ox__err(OX_ERR_ARG, "Vulkan: a copy of %llu bytes past the end of a buffer", (unsigned long long)n));
        return;
    }
    cp.srcOffset = soff; cp.dstOffset = doff; cp.size = n;
    {
        VkBuffer b[2];
        b[0] = src->buf; b[1] = dst->buf;
        ox__vk_order(d, b, 2, 2u);
    }
    d->fn.vkCmdCopyBuffer(d->cmd, src->buf, dst->buf, 1, &cp);
    if (d->prof) ox__vk_prof_add(d, OX__VK_KERNEL_COUNT, 0);
}

/* MoE experts: y[p*ldy + r] = x[(p / xdiv)*ldx + .] . W[ids[idoff + p]][r] for the pairs p < P, W a
   stacked [E][N][K] tensor uploaded in parts of whole experts (each part's dispatch skips the pairs
   of the others' experts). */
static void ox__vk_matvec_ids(ox_vk_device *d, const ox__vk_buf *y, uint32_t yoff, uint32_t ldy, const ox__vk_buf *x, uint32_t xoff,
                              uint32_t ldx, uint32_t xdiv, const ox__vk_tensor *w, uint32_t N, const ox__vk_buf *ids, uint32_t idoff, uint32_t P) {
    uint32_t i;
    for (i = 0; i < w->n_parts; i++) {
        uint32_t r0 = i * w->rows_per_part, nr = w->rows - r0 < w->rows_per_part ? w->rows - r0 : w->rows_per_part;
        VkBuffer b[4];
        uint32_t pc[11], gx, gz;
        b[0] = w->parts[i].buf; b[1] = x->buf; b[2] = y->buf; b[3] = ids->buf;
        pc[0] = w->cols; pc[1] = N; pc[2] = ldx; pc[3] = ldy; pc[4] = xoff; pc[5] = yoff; pc[6] = 0;
        pc[7] = xdiv; pc[8] = r0 / N; pc[9] = nr / N; pc[10] = idoff;
        ox__vk_groups_xz(d, ox__vk_div_up(N, OX__VK_MATVEC_ROWS), &gx, &gz);
        ox__vk_dispatch(d, OX__VK_MATVEC_IDS, w->dtype, b, 4, pc, sizeof pc, gx, P, gz);
    }
}

/* MoE routing of T tokens: router logits r [T][E] (turned into probabilities in place) -> the top k
   experts sel [T][k] and their weights w [T][k] (renormalised, times pes[pesoff + e]). */
#define OX__VK_MOE_KMAX 32u /* KMAX of moe_route.comp */
static void ox__vk_moe_route(ox_vk_device *d, const ox__vk_buf *r, const ox__vk_buf *pes, uint32_t pesoff, const ox__vk_buf *sel,
                             const ox__vk_buf *w, uint32_t T, uint32_t E, uint32_t k) {
    VkBuffer b[4];
    uint32_t pc[5];
    b[0] = r->buf; b[1] = pes->buf; b[2] = sel->buf; b[3] = w->buf;
    pc[0] = T; pc[1] = E; pc[2] = k; pc[3] = 0; pc[4] = pesoff;
    ox__vk_dispatch(d, OX__VK_MOE_ROUTE, 0, b, 4, pc, sizeof pc, ox__vk_div_up(T, d->wg), 1, 1);
}
/* out[t][i] = sum over the token's k picks (by ascending expert) of w[t][j] y[t k + j][i]. */
static void ox__vk_moe_combine(ox_vk_device *d, const ox__vk_buf *out, uint32_t ooff, const ox__vk_buf *y, const ox__vk_buf *sel,
                               const ox__vk_buf *w, uint32_t T, uint32_t H, uint32_t k) {
    VkBuffer b[4];
    uint32_t pc[4], gy, gz;
    b[0] = y->buf; b[1] = sel->buf; b[2] = w->buf; b[3] = out->buf;
    pc[0] = T; pc[1] = H; pc[2] = k; pc[3] = ooff;
    ox__vk_rows_grid(T, &gy, &gz);
    ox__vk_dispatch(d, OX__VK_MOE_COMBINE, 0, b, 4, pc, sizeof pc, ox__vk_div_up(H, d->wg), gy, gz);
}

/* ================================================================================================
   7. Gemma 4 on Vulkan: oxinfer.h's backend table for the gemma4 architecture
   Owns: ox__vkg4model (at m->backend_data: the device, made here or the host's, and every weight
   uploaded once in its stored dtype; the model's float vectors - norm weights, scales - in one
   buffer at their offsets in m->vecs) and ox__vkg4state (a context's KV caches in device memory,
   full layers n_ctx slots, sliding layers rings of window - 1 + n_batch slots as on the CPU, and
   the step's activations). A step records ox__g4_step's stages in their order into one command
   buffer, submits it once, and reads back the kept logits rows only. The host writes the token ids
   and the step's RoPE tables (computed exactly as the CPU computes them) into a host-visible buffer
   before the submission. MoE routing (softmax, top-k) runs on the device too, so nothing waits on
   the host inside a step. A device is used by one thread at a time: contexts of one model share it.
   ============================================================================================== */

/* ---- an upload and its holders ----
   A model's upload (the device, made here or the host's, and the weights on it) starts with this
   head. The model holds it, and so does each context state made on it: after a device loss the
   model's next upload is another one (ox__vk_renew), and the old one goes with its last holder. */
typedef struct ox__vk_home ox__vk_home;
struct ox__vk_home {
    ox_vk_device *dev;
    int own_dev;      /* made for this upload and freed with it; else the host's (a drafter's: its target's) */
    int refs;         /* its holders */
    int gpu;          /* ox_model_desc.gpu: the device to make again after a loss */
    void (*free)(const ox_model *m, ox__vk_home *h); /* the architecture's: the tensors, then the device if own */
};
static void ox__vk_home_drop(const ox_model *m, ox__vk_home *h) {
    if (h && --h->refs <= 0) h->free(m, h);
}

typedef struct ox__vkg4layer {
    ox__vk_tensor q, k, v, o, gate, up, down, ple_gate, ple_proj, router, exp_gate_up, exp_down;
} ox__vkg4layer;

typedef struct ox__vkg4model {
    ox__vk_home h;
    ox__vk_tensor embed, embed_ple, ple_model_proj, lm_head;
    int head_is_embed;          /* tied: the head is the embedding's upload */
    ox__vk_buf vecs;            /* m->vecs */
    ox__vk_buf router_w;        /* MoE: per layer router_scale[i] * H^-1/2, the CPU's product */
    ox__vkg4layer *layers;
    ox__vk_tensor pre, post, centroids; /* a drafter's projections and centroid scores */
} ox__vkg4model;

typedef struct ox__vkg4state {
    const ox_model *m;
    ox__vkg4model *vm;
    int n_ctx, n_batch, sliding_cap, ring_lo;
    int hd_of[2];
    ox__vk_buf *kc, *vc;        /* per KV slot (non-shared layer) */
    ox__vk_buf x, xn, tmp, q, k, v, att, gate, up, ple, pletok, pg, hn, logits;
    ox__vk_buf moe_x, router, sel, moe_w, moe_h, moe_y;
    ox__vk_buf io;              /* host-visible: ids [n_batch], then cos, sin per layer type [n_batch][hd/2] */
    uint32_t rope_off[2][2];    /* float offsets of those tables in io */
    ox__vk_buf out;             /* host-visible: the kept logits rows */
    ox__vk_buf trace;           /* host-visible, made when a test asks for each layer's output */
    float *inv_freq[2];
    /* a drafter's state: attention reads the target's caches through this view (ext set) */
    int ext;
    const ox__vk_buf *ext_k[2], *ext_v[2];
    uint32_t ext_cap[2], ext_hi0[2], ext_window[2];
    /* a target's, while it drafts (ctx->draft set): the final-normed rows of the last step, read
       back, and the drafter on this device: its weights, its state, its input and output buffers */
    ox__vk_buf hid;             /* host-visible [n_batch][H] */
    float *hn0;                 /* [H]: the first row of the last ox_eval call */
    const ox_model *dmodel;
    ox__vkg4model *dvm;
    struct ox__vkg4state *dst;
    ox__vk_buf dxin, dout;      /* host-visible: [embedding | hidden] (2 Hb); next hidden, centroid scores, logits */
} ox__vkg4state;

static uint32_t ox__vkg4_vec(const ox_model *m, const float *p) { return (uint32_t)(p - m->vecs); }
/* n floats at p lie in m->vecs (so in the uploaded copy, at ox__vkg4_vec) */
static int ox__vkg4_vec_ok(const ox_model *m, const float *p, size_t n) {
    return !p || (p >= m->vecs && (size_t)(p - m->vecs) <= m->vecs_used && n <= m->vecs_used - (size_t)(p - m->vecs) &&
                  m->vecs_used <= 0xffffffffu);
}

static ox_result ox__vkg4_upload(ox_vk_device *d, ox__vk_tensor *vt, const ox__tensor *t) {
    if (!t) return OX_OK;
    if (t->ndim == 3) /* stacked experts [E][rows][K] */
        return ox__vk_tensor_upload_grouped(d, vt, t->data, t->dtype, t->shape[0] * t->shape[1], t->shape[2], t->shape[1], t->name);
    if (t->ndim != 2) return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: tensor '%s' has %d dimensions, not 2", t->name, t->ndim);
    return ox__vk_tensor_upload(d, vt, t->data, t->dtype, t->shape[0], t->shape[1], t->name);
}

static void ox__vkg4_model_free(const ox_model *m, ox__vkg4model *vm) {
    int i;
    if (!vm) return;
    if (vm->h.dev) {
        ox_vk_device *d = vm->h.dev;
        if (vm->layers) {
            for (i = 0; i < m->cfg.n_layers; i++) {
                ox__vk_tensor *t = &vm->layers[i].q;
                int j, n = (int)(sizeof(ox__vkg4layer) / sizeof(ox__vk_tensor));
                for (j = 0; j < n; j++) ox__vk_tensor_free(d, &t[j]);
            }
            ox__dealloc(&m->alloc, vm->layers);
        }
        ox__vk_tensor_free(d, &vm->embed);
        ox__vk_tensor_free(d, &vm->embed_ple);
        ox__vk_tensor_free(d, &vm->ple_model_proj);
        if (!vm->head_is_embed) ox__vk_tensor_free(d, &vm->lm_head);
        ox__vk_tensor_free(d, &vm->pre);
        ox__vk_tensor_free(d, &vm->post);
        ox__vk_tensor_free(d, &vm->centroids);
        ox__vk_buf_free(d, &vm->vecs);
        ox__vk_buf_free(d, &vm->router_w);
        if (vm->h.own_dev) ox_vk_device_free(d);
    }
    ox__dealloc(&m->alloc, vm);
}
static void ox__vkg4_home_free(const ox_model *m, ox__vk_home *h) { ox__vkg4_model_free(m, (ox__vkg4model *)h); }
static void ox__vkg4_release(ox_model *m) {
    ox__vk_home_drop(m, (ox__vk_home *)m->backend_data);
    m->backend_data = NULL;
}

/* Every weight of Gemma 4 model m onto vm->h.dev (set): a target's, or a drafter's (no embedding
   lookups of its own; its projections and head). The caller frees vm on failure. */
static ox_result ox__vkg4_upload_model(const ox_model *m, ox__vkg4model *vm) {
    const ox__g4config *cf = &m->cfg;
    ox_vk_device *d = vm->h.dev;
    ox_result r = OX_OK;
    int i, H = cf->hidden;
    if (cf->moe && (cf->top_k < 1 || (uint32_t)cf->top_k > OX__VK_MOE_KMAX))
        return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: MoE with top_k %d (at most %u)", cf->top_k, OX__VK_MOE_KMAX);
    /* every float vector the pass reads must be in m->vecs, as the binding put them */
    for (i = 0; i < cf->n_layers && r == OX_OK; i++) {
        const ox__g4layer *ly = &m->layers[i];
        const float *v[12];
        size_t n[12];
        int j;
        v[0] = ly->in_norm; v[1] = ly->post_attn_norm; v[2] = ly->pre_ff_norm; v[3] = ly->post_ff_norm; v[4] = ly->q_norm;
        v[5] = ly->k_norm; v[6] = ly->ple_norm; v[7] = ly->router_scale; v[8] = ly->router_pes; v[9] = ly->pre_ff2_norm;
        v[10] = ly->post_ff1_norm; v[11] = ly->post_ff2_norm;
        for (j = 0; j < 12; j++) n[j] = (size_t)H;
        n[4] = n[5] = (size_t)ly->hd;
        n[8] = (size_t)cf->n_experts;
        for (j = 0; j < 12; j++)
            if (!ox__vkg4_vec_ok(m, v[j], n[j])) r = ox__err(OX_ERR_UNSUPPORTED, "Vulkan: layer %d: a norm vector is not among the model's vectors", i);
    }
    if (r == OX_OK && (!ox__vkg4_vec_ok(m, m->final_norm, (size_t)H) || !ox__vkg4_vec_ok(m, m->ple_proj_norm, (size_t)cf->ple_dim)))
        r = ox__err(OX_ERR_UNSUPPORTED, "Vulkan: a norm vector is not among the model's vectors");
    if (r == OX_OK && (r = ox__vk_buf_new(d, &vm->vecs, (VkDeviceSize)m->vecs_used * 4, 0, "the model's vectors")) == OX_OK && m->vecs_used)
        r = ox__vk_upload(d, &vm->vecs, 0, m->vecs, m->vecs_used * 4);
    if (r == OX_OK && cf->moe) {
        float *rw = (float *)ox__alloc(&m->alloc, (size_t)cf->n_layers * H * sizeof(float));
        float rs = 1.0f / sqrtf((float)H);
        int j;
        if (!rw) r = ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
        for (i = 0; i < cf->n_layers && rw; i++)
            for (j = 0; j < H; j++) rw[(size_t)i * H + j] = m->layers[i].router_scale[j] * rs;
        if (r == OX_OK && (r = ox__vk_buf_new(d, &vm->router_w, (VkDeviceSize)cf->n_layers * H * 4, 0, "the routers' scales")) == OX_OK)
            r = ox__vk_upload(d, &vm->router_w, 0, rw, (size_t)cf->n_layers * H * 4);
        ox__dealloc(&m->alloc, rw);
    }
    if (cf->assistant) { /* a drafter embeds with its target's table; its head is its own */
        const ox__draft_model *as = (const ox__draft_model *)m->arch_data;
        if (r == OX_OK) r = ox__vkg4_upload(d, &vm->lm_head, m->lm_head);
        if (r == OX_OK) r = ox__vkg4_upload(d, &vm->pre, as->pre);
        if (r == OX_OK) r = ox__vkg4_upload(d, &vm->post, as->post);
        if (r == OX_OK && as->ordered) r = ox__vkg4_upload(d, &vm->centroids, as->centroids);
    } else {
        if (r == OX_OK) r = ox__vkg4_upload(d, &vm->embed, m->embed);
        if (r == OX_OK) r = ox__vkg4_upload(d, &vm->embed_ple, m->embed_ple);
        if (r == OX_OK) r = ox__vkg4_upload(d, &vm->ple_model_proj, m->ple_model_proj);
        if (r == OX_OK) {
            vm->head_is_embed = m->lm_head == m->embed;
            if (vm->head_is_embed) vm->lm_head = vm->embed;
            else r = ox__vkg4_upload(d, &vm->lm_head, m->lm_head);
        }
    }
    if (r == OX_OK && !(vm->layers = (ox__vkg4layer *)ox__calloc(&m->alloc, (size_t)cf->n_layers, sizeof *vm->layers)))
        r = ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
    for (i = 0; i < cf->n_layers && r == OX_OK; i++) {
        const ox__g4layer *ly = &m->layers[i];
        ox__vkg4layer *vl = &vm->layers[i];
        if ((r = ox__vkg4_upload(d, &vl->q, ly->q)) != OX_OK || (r = ox__vkg4_upload(d, &vl->k, ly->slot >= 0 ? ly->k : NULL)) != OX_OK ||
            (r = ox__vkg4_upload(d, &vl->v, ly->slot >= 0 ? ly->v : NULL)) != OX_OK || (r = ox__vkg4_upload(d, &vl->o, ly->o)) != OX_OK ||
            (r = ox__vkg4_upload(d, &vl->gate, ly->gate)) != OX_OK || (r = ox__vkg4_upload(d, &vl->up, ly->up)) != OX_OK ||
            (r = ox__vkg4_upload(d, &vl->down, ly->down)) != OX_OK || (r = ox__vkg4_upload(d, &vl->ple_gate, ly->ple_gate)) != OX_OK ||
            (r = ox__vkg4_upload(d, &vl->ple_proj, ly->ple_proj)) != OX_OK || (r = ox__vkg4_upload(d, &vl->router, ly->router)) != OX_OK ||
            (r = ox__vkg4_upload(d, &vl->exp_gate_up, ly->exp_gate_up)) != OX_OK || (r = ox__vkg4_upload(d, &vl->exp_down, ly->exp_down)) != OX_OK)
            break;
    }
    return r;
}

/* The device: the host's (desc->vk_device), else one of our own (desc->gpu). */
static ox_result ox__vkg4_device(ox_model *m, const ox_model_desc *desc, ox_vk_device **out, int *own) {
    ox_vk_desc vd;
    ox_result r;
    *own = 0;
    if (desc->vk_device) { *out = (ox_vk_device *)desc->vk_device; (*out)->handed = 1; return OX_OK; }
    memset(&vd, 0, sizeof vd);
    vd.device = desc->gpu;
    vd.allocator = m->alloc;
    vd.logger = ox__cur_logger; /* quiet while auto only tries */
    if ((r = ox_vk_device_new(&vd, out)) != OX_OK) return r;
    (*out)->logger = m->logger; /* validation messages go to the model's logger */
    *own = 1;
    return OX_OK;
}

static void ox__vkg4_name_device(ox_model *m, ox_vk_device *d) {
    ox_vk_info info;
    ox_vk_device_info(d, &info);
    snprintf(m->device, sizeof m->device, "vulkan: %.120s (%s%s)", info.name, ox__vk_type_name(info.type), info.host_provided ? ", the host's" : "");
}

/* The model's upload: its device (desc's), every weight on it. */
static ox_result ox__vkg4_open(ox_model *m, const ox_model_desc *desc, ox__vk_home **out) {
    ox__vkg4model *vm;
    ox_result r;
    if (!(vm = (ox__vkg4model *)ox__calloc(&m->alloc, 1, sizeof *vm))) return ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
    vm->h.refs = 1; vm->h.gpu = desc->gpu; vm->h.free = ox__vkg4_home_free;
    if ((r = ox__vkg4_device(m, desc, &vm->h.dev, &vm->h.own_dev)) != OX_OK || (r = ox__vkg4_upload_model(m, vm)) != OX_OK) {
        ox__vkg4_model_free(m, vm);
        return r;
    }
    *out = &vm->h;
    return OX_OK;
}

/* ---- after a device loss ----
   Steps on a lost device fail (section 6); a context made or reset (truncate to 0) on a model
   whose upload is on the lost device first makes the upload again, on a new device of its own (the
   same desc.gpu), from the weights the model still holds on the host, then the context's state on
   it. A device handed over by the host is not made again here: its loss stays an error until the
   model is loaded again, on the host's new device. */
static ox_result ox__vk_renew(ox_model *m, ox_result (*open)(ox_model *m, const ox_model_desc *desc, ox__vk_home **out)) {
    ox__vk_home *h = (ox__vk_home *)m->backend_data, *nh = NULL;
    ox_model_desc desc;
    ox_result r;
    if (!h->dev->lost) return OX_OK;
    if (!h->own_dev) return ox__vk_lost_err(h->dev);
    memset(&desc, 0, sizeof desc);
    desc.backend = OX_BACKEND_VULKAN;
    desc.gpu = h->gpu;
    if ((r = open(m, &desc, &nh)) != OX_OK) return r;
    m->backend_data = nh;
    ox__vk_home_drop(m, h); /* the model's hold; states on it keep it until they are made again */
    ox__vkg4_name_device(m, nh->dev);
    ox__log(OX_LOG_WARN, "Vulkan: the device was lost; %s is uploaded again, to %s", m->arch->name, m->device);
    return OX_OK;
}
/* Context ctx's state made again on its model's upload (made again first if it is on a lost
   device); the old state goes only when the new one is whole. */
static ox_result ox__vk_remake(ox_context *ctx, ox_result (*open)(ox_model *m, const ox_model_desc *desc, ox__vk_home **out)) {
    const ox__backend *b = ctx->m->backend;
    void *old = ctx->arch_state, *nw;
    ox_result r;
    if ((r = ox__vk_renew((ox_model *)(uintptr_t)ctx->m, open)) != OX_OK) return r;
    ctx->arch_state = NULL;
    r = b->state_new(ctx);
    nw = ctx->arch_state;
    if (r != OX_OK) { b->state_free(ctx); ctx->arch_state = old; return r; }
    ctx->arch_state = old;
    b->state_free(ctx);
    ctx->arch_state = nw;
    ox__draft_state_free(ctx); /* a drafting state was over the old caches */
    return OX_OK;
}

/* Every architecture's prepare: the CPU's (m->kern: what host-side code reads), then the upload
   open makes. The shaders widen f32 / f16 / bf16 weights only: ox__choose_backend keeps quantized
   ones on the CPU. */
static ox_result ox__vk_prepare(ox_model *m, const ox_model_desc *desc, ox_result (*open)(ox_model *m, const ox_model_desc *desc, ox__vk_home **out)) {
    ox__vk_home *h;
    ox_result r;
    if ((r = ox__cpu_prepare(m, desc)) != OX_OK || (r = open(m, desc, &h)) != OX_OK) return r;
    m->backend_data = h;
    ox__vkg4_name_device(m, h->dev);
    ox__log(OX_LOG_INFO, "Vulkan: %s uploaded to %s", m->arch->name, m->device);
    return OX_OK;
}
static ox_result ox__vkg4_prepare(ox_model *m, const ox_model_desc *desc) { return ox__vk_prepare(m, desc, ox__vkg4_open); }

static void ox__vkg4_draft_drop(ox__vkg4state *s);
/* A state of model s->m (a target's, or a drafter's inside its target's) and everything on it. */
static void ox__vkg4_state_destroy(ox__vkg4state *s) {
    ox_vk_device *d;
    const ox_allocator *a;
    int i;
    if (!s) return;
    ox__vkg4_draft_drop(s);
    d = s->vm->h.dev;
    a = &s->m->alloc;
    for (i = 0; i < s->m->n_slots; i++) {
        if (s->kc) ox__vk_buf_free(d, &s->kc[i]);
        if (s->vc) ox__vk_buf_free(d, &s->vc[i]);
    }
    ox__dealloc(a, s->kc); ox__dealloc(a, s->vc);
    {
        ox__vk_buf *bufs[] = {&s->x, &s->xn, &s->tmp, &s->q, &s->k, &s->v, &s->att, &s->gate, &s->up, &s->ple, &s->pletok, &s->pg,
                              &s->hn, &s->logits, &s->moe_x, &s->router, &s->sel, &s->moe_w, &s->moe_h, &s->moe_y, &s->io, &s->out, &s->trace,
                              &s->hid};
        for (i = 0; i < (int)(sizeof bufs / sizeof bufs[0]); i++) ox__vk_buf_free(d, bufs[i]);
    }
    ox__dealloc(a, s->inv_freq[0]); ox__dealloc(a, s->inv_freq[1]); ox__dealloc(a, s->hn0);
    ox__vk_home_drop(s->m, &s->vm->h);
    ox__dealloc(a, s);
}
static void ox__vkg4_state_free(ox_context *ctx) {
    ox__vkg4state *s = (ox__vkg4state *)ctx->arch_state;
    ox__vkg4_state_destroy(s);
    ctx->arch_state = NULL;
}

/* A buffer of n floats (4-byte elements), the product checked. */
static ox_result ox__vkg4_buf(ox_vk_device *d, ox__vk_buf *b, size_t n, int host, const char *what) {
    size_t bytes;
    if (!ox__mul_ok(n, 4, &bytes)) return ox__err(OX_ERR_LIMIT, "Vulkan: %s: size overflows", what);
    return ox__vk_buf_new(d, b, (VkDeviceSize)bytes, host, what);
}

/* A state for steps of up to n_batch tokens over n_ctx positions (*out set even on failure: the
   caller destroys it). */
static ox_result ox__vkg4_state_make(const ox_model *m, ox__vkg4model *vm, int n_ctx, int n_batch, ox__vkg4state **out) {
    const ox__g4config *cf = &m->cfg;
    ox_vk_device *d = vm->h.dev;
    ox__vkg4state *s;
    ox_result r = OX_OK;
    int i, hdmax = 0, kvmax = 0, imax = 0;
    size_t B = (size_t)n_batch, H = (size_t)cf->hidden, n, h2[2];
    if (!(*out = s = (ox__vkg4state *)ox__calloc(&m->alloc, 1, sizeof *s))) return ox__err(OX_ERR_NOMEM, "out of memory");
    s->m = m; s->vm = vm; s->n_ctx = n_ctx; s->n_batch = n_batch;
    vm->h.refs++;
    for (i = 0; i < cf->n_layers; i++) {
        const ox__g4layer *ly = &m->layers[i];
        if (ly->hd > hdmax) hdmax = ly->hd;
        if (ly->n_kv > kvmax) kvmax = ly->n_kv;
        if (ly->inter > imax) imax = ly->inter;
        if (s->hd_of[ly->full] && s->hd_of[ly->full] != ly->hd) return ox__err(OX_ERR_UNSUPPORTED, "layers of one attention type with different head dims are not supported");
        s->hd_of[ly->full] = ly->hd;
        if ((uint32_t)ly->hd > OX__VK_ATTN_HD_MAX || (uint32_t)ly->hd > 4 * d->wg)
            return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: layer %d: head dim %d (the attention kernel takes up to %u)", i, ly->hd,
                           OX__VK_ATTN_HD_MAX < 4 * d->wg ? OX__VK_ATTN_HD_MAX : 4 * d->wg);
    }
    s->sliding_cap = (int64_t)cf->window - 1 + n_batch > n_ctx ? n_ctx : cf->window - 1 + n_batch;
    s->kc = (ox__vk_buf *)ox__calloc(&m->alloc, (size_t)m->n_slots + 1, sizeof *s->kc);
    s->vc = (ox__vk_buf *)ox__calloc(&m->alloc, (size_t)m->n_slots + 1, sizeof *s->vc);
    if (!s->kc || !s->vc) return ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < cf->n_layers && r == OX_OK; i++) {
        const ox__g4layer *ly = &m->layers[i];
        if (ly->slot < 0) continue;
        if (!ox__mul_ok((size_t)(ly->full ? s->n_ctx : s->sliding_cap), (size_t)ly->n_kv * ly->hd, &n)) return ox__err(OX_ERR_LIMIT, "Vulkan: KV cache size overflows");
        if ((r = ox__vkg4_buf(d, &s->kc[ly->slot], n, 0, "a K cache")) == OX_OK) r = ox__vkg4_buf(d, &s->vc[ly->slot], n, 0, "a V cache");
    }
    {
        size_t QD = (size_t)cf->n_heads * hdmax, KD = (size_t)kvmax * hdmax, LP = (size_t)cf->n_layers * cf->ple_dim, V = (size_t)cf->vocab;
        size_t E = (size_t)cf->n_experts, K = (size_t)cf->top_k, Im = (size_t)cf->moe_inter;
#define OX__VKG4_BUF(b, count, host, what) if (r == OX_OK) r = ox__vkg4_buf(d, &s->b, (count), (host), (what))
        OX__VKG4_BUF(x, B * H, 0, "the hidden states");
        OX__VKG4_BUF(xn, B * H, 0, "the normed hidden states");
        OX__VKG4_BUF(tmp, B * H, 0, "a step buffer");
        OX__VKG4_BUF(hn, B * H, 0, "the final-normed rows");
        OX__VKG4_BUF(q, B * QD, 0, "the queries");
        OX__VKG4_BUF(att, B * QD, 0, "the attention output");
        OX__VKG4_BUF(k, B * KD, 0, "the keys");
        OX__VKG4_BUF(v, B * KD, 0, "the values");
        OX__VKG4_BUF(gate, B * (size_t)imax, 0, "the MLP gate");
        OX__VKG4_BUF(up, B * (size_t)imax, 0, "the MLP up projection");
        OX__VKG4_BUF(logits, B * V, 0, "the logits");
        OX__VKG4_BUF(out, B * V, 1, "the logits read back");
        if (cf->ple_dim) {
            OX__VKG4_BUF(ple, B * LP, 0, "the per-layer inputs");
            OX__VKG4_BUF(pletok, B * LP, 0, "the per-layer embeddings");
            OX__VKG4_BUF(pg, B * (size_t)cf->ple_dim, 0, "the per-layer gate");
        }
        if (cf->moe) {
            OX__VKG4_BUF(moe_x, B * H, 0, "the experts' input");
            OX__VKG4_BUF(router, B * E, 0, "the router logits");
            OX__VKG4_BUF(sel, B * K, 0, "the chosen experts");
            OX__VKG4_BUF(moe_w, B * K, 0, "the experts' weights");
            OX__VKG4_BUF(moe_h, B * K * 2 * Im, 0, "the experts' hidden states");
            OX__VKG4_BUF(moe_y, B * K * H, 0, "the experts' outputs");
        }
        h2[0] = s->hd_of[0] ? (size_t)s->hd_of[0] / 2 : 1;
        h2[1] = s->hd_of[1] ? (size_t)s->hd_of[1] / 2 : 1;
        s->rope_off[0][0] = (uint32_t)B; s->rope_off[0][1] = (uint32_t)(B + B * h2[0]);
        s->rope_off[1][0] = (uint32_t)(B + 2 * B * h2[0]); s->rope_off[1][1] = (uint32_t)(B + 2 * B * h2[0] + B * h2[1]);
        OX__VKG4_BUF(io, B + 2 * B * (h2[0] + h2[1]), 1, "the step's ids and RoPE tables");
#undef OX__VKG4_BUF
    }
    if (r == OX_OK && !(s->hn0 = (float *)ox__calloc(&m->alloc, H, sizeof(float)))) r = ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < 2 && r == OX_OK; i++) {
        if (!(s->inv_freq[i] = (float *)ox__calloc(&m->alloc, h2[i], sizeof(float)))) r = ox__err(OX_ERR_NOMEM, "out of memory");
        else if (s->hd_of[i]) ox__rope_inv_freq(s->inv_freq[i], &cf->rope[i], s->hd_of[i]);
    }
    return r;
}
/* The caches and buffers live in device memory: a measuring sizer (ox_context_memory, the cap of
   ox_context_desc.max_bytes, which are about host memory) counts the host struct only. */
static ox_result ox__vkg4_state_new(ox_context *ctx) {
    ox__vkg4state *s = NULL;
    ox_result r;
    if (ctx->sizer && ctx->sizer->measure) { ctx->sizer->bytes += sizeof(ox__vkg4state); return OX_OK; }
    if ((r = ox__vk_renew((ox_model *)(uintptr_t)ctx->m, ox__vkg4_open)) != OX_OK) return r;
    r = ox__vkg4_state_make(ctx->m, (ox__vkg4model *)ctx->m->backend_data, ctx->n_ctx, ctx->n_batch, &s);
    ctx->arch_state = s;
    return r;
}

/* One decoder layer, recorded (the stages and their order are ox__g4_layer's). */
static void ox__vkg4_layer(ox__vkg4state *s, int li, int T, int p0) {
    const ox_model *m = s->m;
    const ox__g4config *cf = &m->cfg;
    const ox__g4layer *ly = &m->layers[li];
    const ox__vkg4model *vm = s->vm;
    const ox__vkg4layer *vl = &vm->layers[li];
    ox_vk_device *d = vm->h.dev;
    const ox__vk_buf *vec = &vm->vecs;
    uint32_t H = (uint32_t)cf->hidden, nH = (uint32_t)cf->n_heads, hd = (uint32_t)ly->hd, nkv = (uint32_t)ly->n_kv, ty = (uint32_t)ly->full;
    uint32_t Pd = (uint32_t)cf->ple_dim, L = (uint32_t)cf->n_layers, QD = nH * hd, KD = nkv * hd, I = (uint32_t)ly->inter, UT = (uint32_t)T;
    uint32_t cosoff = s->rope_off[ty][0], sinoff = s->rope_off[ty][1];
    float eps = cf->eps;

    /* attention (the input norm: the last layer's final kernel wrote it, but for layer 0) */
    if (li == 0) ox__vk_rmsnorm(d, &s->xn, 0, H, &s->x, 0, H, vec, ox__vkg4_vec(m, ly->in_norm), H, UT, eps);
    ox__vk_matmul(d, &s->q, 0, QD, &s->xn, 0, H, &vl->q, UT);
    if (ly->slot >= 0) {
        ox__vk_matmul(d, &s->k, 0, KD, &s->xn, 0, H, &vl->k, UT);
        if (ly->v) ox__vk_matmul(d, &s->v, 0, KD, &s->xn, 0, H, &vl->v, UT);
    }
    /* q, k and v norms with the RoPE of q and k fused in (keys and values straight into the cache
       slots): one interval, no barrier inside (a ring may wrap: two runs) */
    ox__vk_rmsnorm_rope(d, &s->q, 0, hd, &s->q, 0, hd, vec, ox__vkg4_vec(m, ly->q_norm), hd, UT * nH, eps, &s->io, cosoff, sinoff, hd, nH);
    if (ly->slot >= 0) {
        uint32_t cap = (uint32_t)(ly->full ? s->n_ctx : s->sliding_cap), t0;
        const ox__vk_buf *kc = &s->kc[ly->slot], *vc = &s->vc[ly->slot], *vs = ly->v ? &s->v : &s->k;
        for (t0 = 0; t0 < UT;) {
            uint32_t slot0 = ((uint32_t)p0 + t0) % cap, nt = UT - t0 < cap - slot0 ? UT - t0 : cap - slot0;
            ox__vk_rmsnorm_rope(d, kc, slot0 * KD, hd, &s->k, t0 * KD, hd, vec, ox__vkg4_vec(m, ly->k_norm), hd, nt * nkv, eps, &s->io,
                                cosoff + t0 * (hd / 2), sinoff + t0 * (hd / 2), hd, nkv);
            ox__vk_rmsnorm(d, vc, slot0 * KD, hd, vs, t0 * KD, hd, NULL, 0, hd, nt * nkv, eps);
            t0 += nt;
        }
    }
    {
        ox__vk_attn a;
        memset(&a, 0, sizeof a);
        a.q = &s->q; a.out = &s->att;
        a.T = UT;
        if (s->ext) { /* a drafter: the target's cache of this layer type, as the round bound it */
            a.k = s->ext_k[ty]; a.v = s->ext_v[ty];
            a.hi0 = s->ext_hi0[ty]; a.window = s->ext_window[ty]; a.cap = s->ext_cap[ty];
        } else {
            int src = m->layers[ly->kv_src].slot;
            a.k = &s->kc[src]; a.v = &s->vc[src];
            a.hi0 = (uint32_t)p0;
            a.window = ly->full ? 0u : (uint32_t)cf->window;
            a.cap = (uint32_t)(ly->full ? s->n_ctx : s->sliding_cap);
        }
        a.nh = nH; a.n_kv = nkv; a.hd = hd;
        a.scale = 1.0f; /* Gemma 4 folds the scale into the q/k norms */
        ox__vk_attention(d, &a);
    }
    ox__vk_matmul(d, &s->tmp, 0, H, &s->att, 0, QD, &vl->o, UT);
    /* x += norm(attention out); xn = norm(x) */
    ox__vk_norm_add(d, OX__VK_NORM_ADD_NORM, &s->x, &s->tmp, vec, ox__vkg4_vec(m, ly->post_attn_norm), 1.0f, &s->xn,
                    ox__vkg4_vec(m, ly->pre_ff_norm), H, UT, eps);

    /* MLP (and MoE beside it) */
    ox__vk_matmul_glu(d, OX__VK_GELU, &s->gate, I, &s->xn, H, &vl->gate, &vl->up, &s->up, NULL, 0, 0, UT);
    ox__vk_matmul(d, &s->tmp, 0, H, &s->gate, 0, I, &vl->down, UT);
    if (cf->moe) {
        uint32_t E = (uint32_t)cf->n_experts, K = (uint32_t)cf->top_k, Im = (uint32_t)cf->moe_inter;
        ox__vk_rmsnorm(d, &s->tmp, 0, H, &s->tmp, 0, H, vec, ox__vkg4_vec(m, ly->post_ff1_norm), H, UT, eps);
        /* router on the residual: rmsnorm(x) * scale * H^-1/2, softmax, top-k, renormalise, per-expert scale */
        ox__vk_rmsnorm(d, &s->moe_x, 0, H, &s->x, 0, H, &vm->router_w, (uint32_t)li * H, H, UT, eps);
        ox__vk_matmul(d, &s->router, 0, E, &s->moe_x, 0, H, &vl->router, UT);
        ox__vk_moe_route(d, &s->router, vec, ox__vkg4_vec(m, ly->router_pes), &s->sel, &s->moe_w, UT, E, K);
        /* experts on their (token, pick) pairs: gate|up, GELU gate, down; weighted sum by expert */
        ox__vk_rmsnorm(d, &s->moe_x, 0, H, &s->x, 0, H, vec, ox__vkg4_vec(m, ly->pre_ff2_norm), H, UT, eps);
        ox__vk_matvec_ids(d, &s->moe_h, 0, 2 * Im, &s->moe_x, 0, H, K, &vl->exp_gate_up, 2 * Im, &s->sel, 0, UT * K);
        ox__vk_glu(d, OX__VK_GELU, &s->moe_h, 0, 2 * Im, &s->moe_h, 0, 2 * Im, &s->moe_h, Im, 2 * Im, Im, UT * K);
        ox__vk_matvec_ids(d, &s->moe_y, 0, H, &s->moe_h, 0, 2 * Im, 1, &vl->exp_down, H, &s->sel, 0, UT * K);
        ox__vk_moe_combine(d, &s->xn, 0, &s->moe_y, &s->sel, &s->moe_w, UT, H, K);
        ox__vk_norm_add(d, OX__VK_NORM_ADD, &s->tmp, &s->xn, vec, ox__vkg4_vec(m, ly->post_ff2_norm), 1.0f, NULL, 0, H, UT, eps);
    }
    /* x += norm(MLP out); without per-layer inputs, times the layer scalar ((x + t) s: the CPU's two
       roundings); the last kernel of a layer also writes the next layer's input norm into xn */
    if (Pd)
        ox__vk_norm_add(d, OX__VK_NORM_ADD, &s->x, &s->tmp, vec, ox__vkg4_vec(m, ly->post_ff_norm), 1.0f, NULL, 0, H, UT, eps);
    else
        ox__vk_norm_add(d, li + 1 < (int)L ? OX__VK_NORM_ADD_NORM : OX__VK_NORM_ADD, &s->x, &s->tmp, vec, ox__vkg4_vec(m, ly->post_ff_norm),
                        ly->scalar, &s->xn, li + 1 < (int)L ? ox__vkg4_vec(m, m->layers[li + 1].in_norm) : 0, H, UT, eps);

    /* per-layer input */
    if (Pd) {
        ox__vk_matmul_glu(d, OX__VK_GELU, &s->pg, Pd, &s->x, H, &vl->ple_gate, NULL, NULL, &s->ple, (uint32_t)li * Pd, L * Pd, UT);
        ox__vk_matmul(d, &s->tmp, 0, H, &s->pg, 0, Pd, &vl->ple_proj, UT);
        ox__vk_norm_add(d, li + 1 < (int)L ? OX__VK_NORM_ADD_NORM : OX__VK_NORM_ADD, &s->x, &s->tmp, vec, ox__vkg4_vec(m, ly->ple_norm),
                        ly->scalar, &s->xn, li + 1 < (int)L ? ox__vkg4_vec(m, m->layers[li + 1].in_norm) : 0, H, UT, eps);
    }
}

/* The two ends of every architecture's step on the host: the layer trace's host-visible buffer (a
   test asks for each layer's output) made large enough for n floats before the recording, and after
   the wait, the kept logits rows and the trace copied into the context. */
static ox_result ox__vk_trace_room(ox_vk_device *d, ox__vk_buf *trace, size_t n) {
    if (trace->size >= (VkDeviceSize)n * 4) return OX_OK;
    ox__vk_buf_free(d, trace);
    return ox__vkg4_buf(d, trace, n, 1, "the layer trace");
}
static void ox__vk_step_out(ox_context *ctx, const ox__vk_buf *out, const ox__vk_buf *trace, int n_keep, size_t trace_n) {
    size_t V = (size_t)ctx->m->vocab;
    if (n_keep > 0) {
        memcpy(ctx->logits + (size_t)ctx->n_logits * V, out->map, (size_t)n_keep * V * sizeof(float));
        ctx->n_logits += n_keep;
    }
    if (ctx->trace) memcpy(ctx->trace, trace->map, trace_n * sizeof(float));
}

/* Record a step of T tokens at p0 keeping the last n_keep logits rows (between ox__vk_step_begin or
   ox__vk_ahead_begin and their ends). It reads the step's tokens and RoPE tables from io at the
   submission, and changes nothing on the host, so it can be recorded ahead. */
static void ox__vkg4_record(ox_context *ctx, int T, int p0, int n_keep) {
    ox__vkg4state *s = (ox__vkg4state *)ctx->arch_state;
    const ox_model *m = ctx->m;
    const ox__g4config *cf = &m->cfg;
    ox__vkg4model *vm = s->vm;
    ox_vk_device *d = vm->h.dev;
    uint32_t H = (uint32_t)cf->hidden, L = (uint32_t)cf->n_layers, Pd = (uint32_t)cf->ple_dim, V = (uint32_t)cf->vocab, UT = (uint32_t)T;
    float es = (float)sqrt((double)H);
    int li;
    /* embeddings, scaled by sqrt(H) */
    ox__vk_embed(d, &s->x, 0, H, &s->io, 0, UT, &vm->embed, es);
    /* per-layer inputs: (norm(proj(x0) / sqrt(H)) + E_ple[id] * sqrt(Pd)) / sqrt(2), [T][L][Pd] */
    if (Pd) {
        uint32_t LP = L * Pd;
        float ps = (float)sqrt((double)Pd), hs = 1.0f / sqrtf((float)H), r2 = 0.70710678118654752f;
        ox__vk_matmul(d, &s->ple, 0, LP, &s->x, 0, H, &vm->ple_model_proj, UT);
        ox__vk_add(d, &s->ple, 0, &s->ple, 0, &s->ple, 0, UT * LP, 0.0f, hs);
        ox__vk_rmsnorm(d, &s->ple, 0, Pd, &s->ple, 0, Pd, &vm->vecs, ox__vkg4_vec(m, m->ple_proj_norm), Pd, UT * L, cf->eps);
        ox__vk_embed(d, &s->pletok, 0, LP, &s->io, 0, UT, &vm->embed_ple, ps);
        ox__vk_add(d, &s->ple, 0, &s->ple, 0, &s->pletok, 0, UT * LP, 1.0f, r2);
    }
    for (li = 0; li < (int)L; li++) {
        ox__vkg4_layer(s, li, T, p0);
        if (ctx->trace) ox__vk_copy(d, &s->trace, (VkDeviceSize)li * UT * H * 4, &s->x, 0, (VkDeviceSize)UT * H * 4);
    }
    /* final norm and head of the kept rows (of every row, read back, while drafting), softcap, read back */
    if (ctx->draft && s->hid.buf) {
        ox__vk_rmsnorm(d, &s->hid, 0, H, &s->x, 0, H, &vm->vecs, ox__vkg4_vec(m, m->final_norm), H, UT, cf->eps);
        if (n_keep > 0) ox__vk_copy(d, &s->hn, 0, &s->hid, (VkDeviceSize)(T - n_keep) * H * 4, (VkDeviceSize)n_keep * H * 4);
    }
    if (n_keep > 0) {
        uint32_t K0 = (uint32_t)(T - n_keep), NK = (uint32_t)n_keep;
        if (!(ctx->draft && s->hid.buf)) ox__vk_rmsnorm(d, &s->hn, 0, H, &s->x, K0 * H, H, &vm->vecs, ox__vkg4_vec(m, m->final_norm), H, NK, cf->eps);
        ox__vk_matmul(d, &s->logits, 0, V, &s->hn, 0, H, &vm->lm_head, NK);
        if (cf->softcap > 0) ox__vk_softcap(d, &s->out, 0, &s->logits, 0, NK * V, cf->softcap); /* into the host's buffer */
        else ox__vk_copy(d, &s->out, 0, &s->logits, 0, (VkDeviceSize)NK * V * 4);
    }
}

/* One step (ox__g4_step's stages) in one submission. While the GPU runs it, the next decode step
   (one token, its logits kept) is recorded ahead when there is room for it. */
static ox_result ox__vkg4_step(ox_context *ctx, const int32_t *ids, int T, int n_keep) {
    ox__vkg4state *s = (ox__vkg4state *)ctx->arch_state;
    const ox_model *m = ctx->m;
    const ox__g4config *cf = &m->cfg;
    ox__vkg4model *vm = s->vm;
    ox_vk_device *d = vm->h.dev;
    uint32_t H = (uint32_t)cf->hidden, L = (uint32_t)cf->n_layers;
    int p0 = ctx->pos, t, i, ty;
    float *io = (float *)s->io.map;
    ox_result r;
    size_t trace_n = (size_t)L * T * H;
    if (T <= 0 || T > s->n_batch || n_keep < 0 || n_keep > T) return ox__err(OX_ERR_ARG, "Vulkan: a step of %d tokens keeping %d", T, n_keep);
    /* the host's part: ids, and the RoPE tables of this step's positions as the CPU computes them */
    memcpy(s->io.map, ids, (size_t)T * sizeof(int32_t));
    for (ty = 0; ty < 2; ty++) {
        int h = s->hd_of[ty] / 2;
        float *cs = io + s->rope_off[ty][0], *sn = io + s->rope_off[ty][1];
        for (t = 0; t < T; t++)
            for (i = 0; i < h; i++) {
                float a = (float)(p0 + t) * s->inv_freq[ty][i];
                cs[(size_t)t * h + i] = (float)cos((double)a);
                sn[(size_t)t * h + i] = (float)sin((double)a);
            }
    }
    if (ctx->trace && (r = ox__vk_trace_room(d, &s->trace, trace_n)) != OX_OK) return r;
    if (!ox__vk_ahead_take(d, s, ox__vk_step_key(T, p0, n_keep, (ctx->trace != NULL) | (ctx->draft && s->hid.buf) << 1))) {
        if ((r = ox__vk_step_begin(d)) != OX_OK) return r;
        ox__vkg4_record(ctx, T, p0, n_keep);
        if ((r = ox__vk_step_close(d)) != OX_OK) return r;
    }
    if ((r = ox__vk_step_submit(d)) != OX_OK) return r;
    if (n_keep > 0 && !s->ext && p0 + T < ctx->n_ctx && ox__vk_ahead_begin(d)) {
        ox__vkg4_record(ctx, 1, p0 + T, 1);
        ox__vk_ahead_end(d, s, ox__vk_step_key(1, p0 + T, 1, (ctx->trace != NULL) | (ctx->draft && s->hid.buf) << 1));
    }
    if ((r = ox__vk_step_wait(d)) != OX_OK) return r;
    ctx->kv_end = p0 + T;
    ox__vk_step_out(ctx, &s->out, &s->trace, n_keep, trace_n);
    if (ctx->draft && s->hid.buf && p0 == ctx->eval_p0) memcpy(s->hn0, s->hid.map, (size_t)H * sizeof(float));
    if (p0 + T - s->sliding_cap > s->ring_lo) s->ring_lo = p0 + T - s->sliding_cap;
    return OX_OK;
}

/* The CPU's rule: back to any position the sliding rings still cover. */
static ox_result ox__vkg4_truncate(ox_context *ctx, int n_pos) {
    ox__vkg4state *s = (ox__vkg4state *)ctx->arch_state;
    int need_lo = n_pos - (s->m->cfg.window - 1);
    if (s->vm->h.dev->lost) return n_pos ? ox__vk_lost_err(s->vm->h.dev) : ox__vk_remake(ctx, ox__vkg4_open);
    if (need_lo < 0) need_lo = 0;
    if (n_pos > 0 && need_lo < s->ring_lo)
        return ox__err(OX_ERR_LIMIT, "ox_truncate: the sliding-window caches no longer hold positions %d..%d (back by at most n_batch=%d)", need_lo, s->ring_lo - 1, s->n_batch);
    if (n_pos == 0) s->ring_lo = 0;
    return OX_OK;
}

/* ---- speculative decoding: the Gemma 4 assistant on its target's device ----------------------
   The drafter model keeps nothing on a device: its prepare only checks that Vulkan can run it (the
   device is opened as the target's would be, then let go). A target context that drafts uploads
   the drafter's weights to its own device at the first round with that drafter (draft_begin), with
   a drafter state (one token a step) whose attention reads the target's caches through the view
   each round binds (as ox__draft_view on the CPU); they go with the target's context. While it
   drafts, the target's steps also read back their final-normed rows (hidden). A draft step is one
   submission: the target's embedding of the token next to the hidden, the pre-projection, the
   drafter's layers, its final norm, the post-projection (the next hidden) and the head; the head's
   logits are read back whole (the centroid head: the centroid scores too, and the candidates are
   picked from the whole row on the host: the same logits as the CPU's cluster GEMVs, in another
   summation order). */

static ox_result ox__vkg4_hidden(const ox_context *ctx, int row, const float **out) {
    const ox__vkg4state *s = (const ox__vkg4state *)ctx->arch_state;
    if (row < 0 || !s->hid.map) *out = s->hn0; /* zeros until a drafting state made hid */
    else *out = (const float *)s->hid.map + (size_t)row * s->m->cfg.hidden;
    return OX_OK;
}

static void ox__vkg4_draft_drop(ox__vkg4state *s) {
    ox_vk_device *d = s->vm->h.dev;
    if (s->dst) { ox__vkg4_state_destroy(s->dst); s->dst = NULL; }
    ox__vk_buf_free(d, &s->dxin);
    ox__vk_buf_free(d, &s->dout);
    if (s->dvm) { ox__vk_home_drop(s->dmodel, &s->dvm->h); s->dvm = NULL; }
    if (s->dmodel) { ox__model_release((ox_model *)(uintptr_t)s->dmodel); s->dmodel = NULL; }
}

static ox_result ox__vkd_begin(ox_context *c, const ox_model *d, ox__draft_state **out) {
    ox__vkg4state *ts = (ox__vkg4state *)c->arch_state;
    ox__draft_state *s = (ox__draft_state *)c->draft;
    const ox__draft_model *as = (const ox__draft_model *)d->arch_data;
    const ox_allocator *a = &c->m->alloc;
    ox_vk_device *dev = ts->vm->h.dev;
    size_t Hb = (size_t)as->Hb, V = (size_t)d->vocab, NC = as->ordered ? (size_t)as->n_centroids : 0;
    ox_result r = OX_OK;
    ox__sizer z;
    int fail = 0;
    if (s && s->d == d && ts->dmodel == d) { *out = s; return OX_OK; }
    ox__draft_state_free(c);
    ox__vkg4_draft_drop(ts);
    /* the drafter on this device, and its state over this context's caches */
    if (!(ts->dvm = (ox__vkg4model *)ox__calloc(&d->alloc, 1, sizeof *ts->dvm))) return ox__err(OX_ERR_NOMEM, "out of memory");
    ts->dvm->h.dev = dev; /* the target's: not freed with the drafter's upload */
    ts->dvm->h.refs = 1; ts->dvm->h.free = ox__vkg4_home_free;
    ts->dmodel = d;
    ox__model_retain((ox_model *)(uintptr_t)d);
    if ((r = ox__vkg4_upload_model(d, ts->dvm)) == OX_OK && (r = ox__vkg4_state_make(d, ts->dvm, c->n_ctx, 1, &ts->dst)) == OX_OK &&
        (r = ox__vkg4_buf(dev, &ts->dxin, 2 * Hb, 1, "the drafter's input")) == OX_OK &&
        (r = ox__vkg4_buf(dev, &ts->dout, Hb + NC + V, 1, "the drafter's output")) == OX_OK && !ts->hid.buf)
        r = ox__vkg4_buf(dev, &ts->hid, (size_t)ts->n_batch * c->m->cfg.hidden, 1, "the hidden rows read back");
    if (r != OX_OK) { ox__vkg4_draft_drop(ts); return r; }
    ts->dst->ext = 1;
    /* the host side the generation loop reads: the next hidden, the logits, the head's candidates */
    if (!(s = (ox__draft_state *)ox__calloc(a, 1, sizeof *s))) { ox__vkg4_draft_drop(ts); return ox__err(OX_ERR_NOMEM, "out of memory"); }
    c->draft = s;
    s->d = d;
    ox__model_retain((ox_model *)(uintptr_t)d); /* released by ox__draft_state_free */
    ox__sz_init(&z, a, 0);
    s->g = ox__fbuf(&z, Hb);
    s->logits = ox__fbuf(&z, V);
    s->clog = ox__fbuf(&z, NC ? NC : 1);
    s->csel = (int *)ox__calloc(a, as->ordered ? (size_t)as->top_k : 1, sizeof(int));
    s->cand_logit = ox__fbuf(&z, as->ordered ? (size_t)as->top_k * as->per_centroid : 1);
    fail = z.fail;
    s->cand_id = (int32_t *)ox__calloc(a, as->ordered ? (size_t)as->top_k * as->per_centroid : 1, sizeof(int32_t));
    if (fail || !s->csel || !s->cand_id) {
        ox__draft_state_free(c);
        ox__vkg4_draft_drop(ts);
        return ox__err(OX_ERR_NOMEM, "out of memory");
    }
    *out = s;
    return OX_OK;
}

/* The target's caches as the drafter sees them this round (ox__draft_view's rule). */
static ox_result ox__vkd_round(ox_context *c, ox__draft_state *s) {
    ox__vkg4state *ts = (ox__vkg4state *)c->arch_state, *ds = ts->dst;
    const ox_model *t = c->m;
    int W = t->cfg.window, N = c->pos + 1, ty;
    (void)s;
    for (ty = 0; ty < 2; ty++) {
        int src = ox__target_kv_layer(t, ty), slot = src >= 0 ? t->layers[src].slot : -1;
        if (slot < 0) { ds->ext_k[ty] = ds->ext_v[ty] = NULL; continue; } /* ox__draft_check: no drafter layer of this type */
        ds->ext_k[ty] = &ts->kc[slot];
        ds->ext_v[ty] = &ts->vc[slot];
        if (ty == 1) {
            ds->ext_cap[ty] = (uint32_t)c->n_ctx;
            ds->ext_hi0[ty] = (uint32_t)((c->kv_end < N ? c->kv_end : N) - 1);
            ds->ext_window[ty] = 0;
        } else {
            int s0 = c->eval_p0 - (W - 1) > 0 ? c->eval_p0 - (W - 1) : 0;
            int e = s0 + (c->kv_end - s0 < N ? c->kv_end - s0 : N);
            int lo = e - (W + 1) > s0 ? e - (W + 1) : s0;
            ds->ext_cap[ty] = (uint32_t)ts->sliding_cap;
            ds->ext_hi0[ty] = (uint32_t)(e - 1);
            ds->ext_window[ty] = (uint32_t)(e - lo);
        }
    }
    return OX_OK;
}

/* One draft step (ox__draft_step's stages); *out_tok = the drafted token. A failed submission
   is the step's error (the speculative round stops and passes it on). */
static ox_result ox__vkd_step(ox_context *c, ox__draft_state *s, int32_t tok, const float *g, int pos, int32_t *out_tok) {
    ox__vkg4state *ts = (ox__vkg4state *)c->arch_state, *ds = ts->dst;
    const ox_model *d = s->d;
    const ox__draft_model *as = (const ox__draft_model *)d->arch_data;
    ox__vkg4model *dvm = ts->dvm;
    ox_vk_device *dev = ts->vm->h.dev;
    uint32_t Hb = (uint32_t)as->Hb, Hd = (uint32_t)d->cfg.hidden, V = (uint32_t)d->vocab, NC = as->ordered ? (uint32_t)as->n_centroids : 0;
    float *io = (float *)ds->io.map, *out = (float *)ts->dout.map, *lg = out + Hb + NC, es = (float)sqrt((double)Hb);
    ox_result r;
    int ty, i, li;
    /* host: the token, the hidden, the RoPE tables of pos */
    memcpy(ds->io.map, &tok, sizeof tok);
    memmove((float *)ts->dxin.map + Hb, g, (size_t)Hb * sizeof(float));
    for (ty = 0; ty < 2; ty++) {
        int h = ds->hd_of[ty] / 2;
        for (i = 0; i < h; i++) {
            float a = (float)pos * ds->inv_freq[ty][i];
            io[ds->rope_off[ty][0] + i] = (float)cos((double)a);
            io[ds->rope_off[ty][1] + i] = (float)sin((double)a);
        }
    }
    s->sparse = 0;
    if ((r = ox__vk_step_begin(dev)) == OX_OK) {
        ox__vk_embed(dev, &ts->dxin, 0, Hb, &ds->io, 0, 1, &ts->vm->embed, es);
        ox__vk_matmul(dev, &ds->x, 0, Hd, &ts->dxin, 0, 2 * Hb, &dvm->pre, 1);
        for (li = 0; li < d->cfg.n_layers; li++) ox__vkg4_layer(ds, li, 1, pos);
        ox__vk_rmsnorm(dev, &ds->hn, 0, Hd, &ds->x, 0, Hd, &dvm->vecs, ox__vkg4_vec(d, d->final_norm), Hd, 1, d->cfg.eps);
        ox__vk_matmul(dev, &ts->dout, 0, Hb, &ds->hn, 0, Hd, &dvm->post, 1);
        if (NC) ox__vk_matmul(dev, &ts->dout, Hb, NC, &ds->hn, 0, Hd, &dvm->centroids, 1);
        ox__vk_matmul(dev, &ts->dout, Hb + NC, V, &ds->hn, 0, Hd, &dvm->lm_head, 1); /* no softcap in the drafter */
        r = ox__vk_step_end(dev);
    }
    if (r != OX_OK) return r;
    memcpy(s->g, out, (size_t)Hb * sizeof(float));
    if (!as->ordered) {
        memcpy(s->logits, lg, (size_t)V * sizeof(float));
        *out_tok = ox__argmax(s->logits, (int)V);
        return OX_OK;
    }
    {   /* the top_k centroids (largest first, ties to the lower index), their clusters' logits */
        const float *clog = out + Hb;
        float mn = FLT_MAX;
        int kept = 0, q, j, best = -1;
        for (i = 0; i < as->n_centroids; i++) {
            float v = clog[i];
            if (kept == as->top_k && !(v > clog[s->csel[kept - 1]])) continue;
            q = kept < as->top_k ? kept++ : kept - 1;
            while (q > 0 && v > clog[s->csel[q - 1]]) { s->csel[q] = s->csel[q - 1]; q--; }
            s->csel[q] = i;
        }
        for (j = 0; j < as->top_k; j++) {
            size_t c0 = (size_t)s->csel[j] * as->per_centroid;
            for (i = 0; i < as->per_centroid; i++) {
                int n = j * as->per_centroid + i;
                int32_t id = as->ordering[c0 + i];
                float y = lg[id];
                s->cand_id[n] = id;
                s->cand_logit[n] = y;
                if (y < mn) mn = y;
                if (best < 0 || y > s->cand_logit[best] || (y == s->cand_logit[best] && id < s->cand_id[best])) best = n;
            }
        }
        s->sparse = 1;
        s->fill = mn - 1.0f;
        *out_tok = s->cand_id[best];
        return OX_OK;
    }
}

/* The drafter model: Vulkan must be there (the device is opened as the target's would be, and let
   go: the weights go to each drafting target's device); no context of its own. */
static ox_result ox__vkd_prepare(ox_model *m, const ox_model_desc *desc) {
    ox_vk_device *d;
    ox_result r;
    int own;
    if ((r = ox__cpu_prepare(m, desc)) != OX_OK || (r = ox__vkg4_device(m, desc, &d, &own)) != OX_OK) return r;
    ox__vkg4_name_device(m, d);
    if (own) ox_vk_device_free(d);
    return OX_OK;
}
static void ox__vkd_release(ox_model *m) { (void)m; }

static const ox__backend ox__vk_gemma4 = {"vulkan", ox__vkg4_prepare, ox__vkg4_release, ox__vkg4_state_new, ox__vkg4_state_free,
                                          ox__vkg4_step, ox__vkg4_truncate, ox__vkg4_hidden, NULL, NULL, NULL, NULL, NULL};
static const ox__backend ox__vk_gemma4_assistant = {"vulkan", ox__vkd_prepare, ox__vkd_release, ox__draft_context_init, ox__draft_context_free,
                                                    ox__draft_context_step, ox__draft_context_truncate, NULL,
                                                    ox__vkd_begin, ox__vkd_round, ox__vkd_step, ox__draft_logits, NULL};

/* ================================================================================================
   8. Qwen 3.5 on Vulkan: oxinfer.h's backend table for the qwen3_5 architecture
   Owns: ox__vkq35model (at m->backend_data: the device and every weight uploaded once in its stored
   dtype; per-expert MoE tensors stacked into the fused [E][2 Im][H] / [E][H][Im] layout at upload;
   m->vecs, then E ones - the router's per-expert scales, which Qwen 3.5 does not have) and
   ox__vkq35state (a context's KV caches of the full-attention layers, n_ctx slots; the recurrent
   states and the replay log of the linear-attention layers; the step's activations). A step records
   ox__q35_step's stages in their order into one command buffer and reads back the kept logits only.

   State and truncation: the CPU's scheme (oxinfer.h section 12), on the device. The state exists
   three times in one buffer - two used in turn by consecutive steps, and the base at base_pos - and
   the replay log (the pre-conv rows u, g and beta of positions base_pos ..) is written by each step's
   gdn_log dispatch; the base conv state sits in the log's buffer after it. A replay log was taken
   over a snapshot of the state at each step's start because the log already has to exist for the
   conv window, the snapshot costs a state copy (Hv dk dv floats per layer, 24 MB at the 0.8B shape)
   every step while the log costs one row per token, and with the CPU's rule the base moves in
   batches, so decode replays a batch of positions once every OX__Q35_LOG_SLACK steps. Moving the
   base (ox__vkq35_log_room) is recorded at the start of the step that needs it, so a step stays one
   submission; truncation is one submission of replays (or of fills, for truncate(0)), no weights read.
   The delta rule: steps (and replays) of up to OX__VK_SMALL_T tokens run the recurrence, token by
   token (delta.comp), which computes what decoding them one at a time computes; longer ones run
   the chunked form in pieces of dc_T tokens (ox__vkq35_delta_chunked), as the CPU's prefill does
   (ox__q35_chunk): per-token inputs for all tokens at once (gdn_prep.comp), then per chunk of 64,
   all chunks at once, the unit-triangular solve and the decayed q.k (gdn_chunk.comp), then the
   chunks in order against the state, a block of 16 state columns a workgroup (delta_chunk.comp).
   A 512-token step so makes 3 x 8 chunk-sized passes where the recurrence made 512 dependent ones.
   The chunked form needs dk <= 128 and 16.5 KiB of shared memory; other devices and shapes keep
   the recurrence everywhere.
   ============================================================================================== */

typedef struct ox__vkq35layer {
    ox__vk_tensor qkv, z, a, b, out, q, k, v, o, gate, up, down, router, sh_gate, sh_up, sh_down, sh_g, exp_gate_up, exp_down;
} ox__vkq35layer;

typedef struct ox__vkq35model {
    ox__vk_home h;
    ox__vk_tensor embed, lm_head;
    int head_is_embed;
    ox__vk_buf vecs;            /* m->vecs, then n_experts ones */
    uint32_t ones_off;
    ox__vkq35layer *layers;
} ox__vkq35model;

#define OX__VKQ35_DMAX 512u     /* DMAX of delta.comp: the most dims of a linear-attention head */
#define OX__VKQ35_CHUNK 64      /* tokens a chunk (OX_CH of gdn.glsl) */
#define OX__VKQ35_CB 16u        /* state columns a delta_chunk.comp workgroup (CB) */
#define OX__VKQ35_DKC 128       /* the most key dims of the chunked form (DKC of delta_chunk.comp) */
#define OX__VKQ35_CHUNK_SMEM ((OX__VKQ35_CHUNK * OX__VKQ35_CHUNK + 2 * OX__VKQ35_CHUNK) * 4) /* gdn_chunk.comp's shared bytes, the larger */

static void ox__vkq35_model_free(const ox_model *m, ox__vkq35model *vm) {
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    int i, j;
    if (!vm) return;
    if (vm->h.dev) {
        ox_vk_device *d = vm->h.dev;
        if (vm->layers) {
            for (i = 0; i < qm->cfg.n_layers; i++) {
                ox__vk_tensor *t = &vm->layers[i].qkv;
                for (j = 0; j < (int)(sizeof(ox__vkq35layer) / sizeof(ox__vk_tensor)); j++) ox__vk_tensor_free(d, &t[j]);
            }
            ox__dealloc(&m->alloc, vm->layers);
        }
        ox__vk_tensor_free(d, &vm->embed);
        if (!vm->head_is_embed) ox__vk_tensor_free(d, &vm->lm_head);
        ox__vk_buf_free(d, &vm->vecs);
        if (vm->h.own_dev) ox_vk_device_free(d);
    }
    ox__dealloc(&m->alloc, vm);
}
static void ox__vkq35_home_free(const ox_model *m, ox__vk_home *h) { ox__vkq35_model_free(m, (ox__vkq35model *)h); }
static void ox__vkq35_release(ox_model *m) {
    ox__vk_home_drop(m, (ox__vk_home *)m->backend_data);
    m->backend_data = NULL;
}

/* Tensors t[0..n) ([rows_i][K] each, one dtype) stacked into one tensor of groups of `group` rows
   (the per-expert layout made fused: gate_e, up_e, ... or down_e, ...). */
static ox_result ox__vkq35_upload_stacked(const ox_model *m, ox_vk_device *d, ox__vk_tensor *vt, const ox__tensor *const *t, int n,
                                          int64_t group, const char *what) {
    size_t esz, total = 0, off = 0, bytes;
    int64_t rows = 0, K = t[0]->shape[1];
    uint8_t *buf;
    ox_result r;
    int i;
    esz = ox__dtype_sizes[t[0]->dtype];
    for (i = 0; i < n; i++) {
        if (t[i]->ndim != 2 || t[i]->dtype != t[0]->dtype || t[i]->shape[1] != K)
            return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: '%s': the experts' %s tensors differ in dtype or width (they are stacked on the device)", t[i]->name, what);
        if (!ox__mul_ok((size_t)t[i]->shape[0] * (size_t)K, esz, &bytes) || total > SIZE_MAX - bytes) return ox__err(OX_ERR_LIMIT, "Vulkan: the experts' %s: size overflows", what);
        total += bytes;
        rows += t[i]->shape[0];
    }
    if (!(buf = (uint8_t *)ox__alloc(&m->alloc, total ? total : 1))) return ox__err(OX_ERR_NOMEM, "Vulkan: out of memory stacking the experts' %s", what);
    for (i = 0; i < n; i++) {
        size_t b = (size_t)t[i]->shape[0] * (size_t)K * esz;
        memcpy(buf + off, t[i]->data, b);
        off += b;
    }
    r = ox__vk_tensor_upload_grouped(d, vt, buf, t[0]->dtype, rows, K, group, t[0]->name);
    ox__dealloc(&m->alloc, buf);
    return r;
}

static ox_result ox__vkq35_upload_model(const ox_model *m, ox__vkq35model *vm) {
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox_vk_device *d = vm->h.dev;
    ox_result r = OX_OK;
    int i, e, H = cf->hidden, E = cf->moe ? cf->n_experts : 0;
    float *vh;
    if (cf->moe && (cf->top_k < 1 || (uint32_t)cf->top_k > OX__VK_MOE_KMAX))
        return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: MoE with top_k %d (at most %u)", cf->top_k, OX__VK_MOE_KMAX);
    if (qm->n_full && ((uint32_t)cf->head_dim > OX__VK_ATTN_HD_MAX || (uint32_t)cf->head_dim > 4 * d->wg))
        return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: head dim %d (the attention kernel takes up to %u)", cf->head_dim,
                       OX__VK_ATTN_HD_MAX < 4 * d->wg ? OX__VK_ATTN_HD_MAX : 4 * d->wg);
    if (qm->n_lin && ((uint32_t)cf->dk > OX__VKQ35_DMAX || (uint32_t)cf->dv > OX__VKQ35_DMAX))
        return ox__err(OX_ERR_UNSUPPORTED, "Vulkan: linear-attention head dims %d x %d (the delta-rule kernel takes up to %u)", cf->dk, cf->dv, OX__VKQ35_DMAX);
    for (i = 0; i < cf->n_layers && r == OX_OK; i++) {
        const ox__q35layer *ly = &qm->layers[i];
        if (!ox__vkg4_vec_ok(m, ly->in_norm, (size_t)H) || !ox__vkg4_vec_ok(m, ly->post_norm, (size_t)H) ||
            !ox__vkg4_vec_ok(m, ly->q_norm, (size_t)cf->head_dim) || !ox__vkg4_vec_ok(m, ly->k_norm, (size_t)cf->head_dim) ||
            !ox__vkg4_vec_ok(m, ly->conv_w, (size_t)qm->conv_ch * cf->conv_k) || !ox__vkg4_vec_ok(m, ly->dt_bias, (size_t)cf->hv) ||
            !ox__vkg4_vec_ok(m, ly->neg_a, (size_t)cf->hv) || !ox__vkg4_vec_ok(m, ly->gnorm, (size_t)cf->dv))
            r = ox__err(OX_ERR_UNSUPPORTED, "Vulkan: layer %d: a vector is not among the model's vectors", i);
    }
    if (r == OX_OK && (!ox__vkg4_vec_ok(m, qm->final_norm, (size_t)H) || m->vecs_used > 0xffffffffu - (size_t)E))
        r = ox__err(OX_ERR_UNSUPPORTED, "Vulkan: a norm vector is not among the model's vectors");
    if (r != OX_OK) return r;
    /* the vectors, then E ones */
    if (!(vh = (float *)ox__alloc(&m->alloc, (m->vecs_used + (size_t)E + 1) * sizeof(float)))) return ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
    if (m->vecs_used) memcpy(vh, m->vecs, m->vecs_used * sizeof(float));
    for (e = 0; e < E; e++) vh[m->vecs_used + (size_t)e] = 1.0f;
    vm->ones_off = (uint32_t)m->vecs_used;
    if ((r = ox__vk_buf_new(d, &vm->vecs, (VkDeviceSize)(m->vecs_used + (size_t)E + 1) * 4, 0, "the model's vectors")) == OX_OK)
        r = ox__vk_upload(d, &vm->vecs, 0, vh, (m->vecs_used + (size_t)E + 1) * 4);
    ox__dealloc(&m->alloc, vh);
    if (r == OX_OK) r = ox__vkg4_upload(d, &vm->embed, qm->embed);
    if (r == OX_OK) {
        vm->head_is_embed = qm->lm_head == qm->embed;
        if (vm->head_is_embed) vm->lm_head = vm->embed;
        else r = ox__vkg4_upload(d, &vm->lm_head, qm->lm_head);
    }
    if (r == OX_OK && !(vm->layers = (ox__vkq35layer *)ox__calloc(&m->alloc, (size_t)cf->n_layers, sizeof *vm->layers)))
        r = ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
    for (i = 0; i < cf->n_layers && r == OX_OK; i++) {
        const ox__q35layer *ly = &qm->layers[i];
        ox__vkq35layer *vl = &vm->layers[i];
        const ox__tensor *src[19];
        ox__vk_tensor *dst = &vl->qkv;
        int j;
        src[0] = ly->qkv; src[1] = ly->z; src[2] = ly->a; src[3] = ly->b; src[4] = ly->out; src[5] = ly->q; src[6] = ly->k;
        src[7] = ly->v; src[8] = ly->o; src[9] = ly->gate; src[10] = ly->up; src[11] = ly->down; src[12] = ly->router;
        src[13] = ly->sh_gate; src[14] = ly->sh_up; src[15] = ly->sh_down; src[16] = ly->sh_g; src[17] = ly->exp_gate_up;
        src[18] = ly->exp_down;
        for (j = 0; j < 19 && r == OX_OK; j++) r = ox__vkg4_upload(d, &dst[j], src[j]);
        if (r == OX_OK && cf->moe && !ly->exp_gate_up) { /* per expert: stacked as the fused layout */
            const ox__tensor **lst = (const ox__tensor **)ox__calloc(&m->alloc, 2 * (size_t)E, sizeof *lst);
            if (!lst) { r = ox__err(OX_ERR_NOMEM, "Vulkan: out of memory"); break; }
            for (e = 0; e < E; e++) { lst[2 * e] = ly->exp_gate[e]; lst[2 * e + 1] = ly->exp_up[e]; }
            r = ox__vkq35_upload_stacked(m, d, &vl->exp_gate_up, lst, 2 * E, 2 * (int64_t)cf->moe_inter, "gate and up projections");
            if (r == OX_OK) r = ox__vkq35_upload_stacked(m, d, &vl->exp_down, ly->exp_dn, E, cf->hidden, "down projections");
            ox__dealloc(&m->alloc, (void *)lst);
        }
    }
    return r;
}

/* The model's upload (as ox__vkg4_open's). */
static ox_result ox__vkq35_open(ox_model *m, const ox_model_desc *desc, ox__vk_home **out) {
    ox__vkq35model *vm;
    ox_result r;
    if (!(vm = (ox__vkq35model *)ox__calloc(&m->alloc, 1, sizeof *vm))) return ox__err(OX_ERR_NOMEM, "Vulkan: out of memory");
    vm->h.refs = 1; vm->h.gpu = desc->gpu; vm->h.free = ox__vkq35_home_free;
    if ((r = ox__vkg4_device(m, desc, &vm->h.dev, &vm->h.own_dev)) != OX_OK || (r = ox__vkq35_upload_model(m, vm)) != OX_OK) {
        ox__vkq35_model_free(m, vm);
        return r;
    }
    *out = &vm->h;
    return OX_OK;
}
static ox_result ox__vkq35_prepare(ox_model *m, const ox_model_desc *desc) { return ox__vk_prepare(m, desc, ox__vkq35_open); }

typedef struct ox__vkq35state {
    const ox_model *m;
    ox__vkq35model *vm;
    int n_ctx, n_batch;
    ox__vk_buf *kc, *vc;        /* per full-attention layer: [n_ctx][n_kv][hd] */
    ox__vk_buf x, xn, tmp, qkv, ab, zb, ob, qg, q, att, k, gate, up, logits;
    ox__vk_buf router, sel, moe_w, moe_h, moe_y, sh_out, sh_gv;
    ox__vk_buf S;               /* [3][n_lin][Hv][dk][dv]: S[cur] at the position, S[1-cur] at prev_pos, S[2] at base_pos */
    ox__vk_buf log;             /* [n_lin][log_cap][C + 2 Hv] (u, g, beta), then the base conv state [n_lin][Kc-1][C] */
    ox__vk_buf dc;              /* the chunked delta rule's scratch (shaders/vulkan/gdn.glsl), for dc_T tokens */
    int dc_T;                   /* tokens the chunked form takes in one piece (a multiple of 64); 0: the recurrence only */
    ox__vk_buf io;              /* host-visible: ids [n_batch], cos, sin [n_batch][rd/2] */
    ox__vk_buf out;             /* host-visible: the kept logits rows */
    ox__vk_buf trace;           /* host-visible, made when a test asks for each layer's output */
    uint32_t s_all, s_layer;    /* floats of one of the three states; of one layer's */
    uint32_t log_row, conv0;    /* floats of a log row; offset of the base conv state in log */
    int cur, prev_pos, base_pos, log_cap, log_hi;
    /* the step recorded ahead (ox__vkq35_step): the state it assumed, and what its recording left */
    int ah_cur, ah_prev, ah_base, ah_hi, ah_base_after, ah_prev_after;
    float *inv_freq;
} ox__vkq35state;

static void ox__vkq35_state_destroy(ox__vkq35state *s) {
    const ox__q35model *qm;
    ox_vk_device *d;
    int i;
    if (!s) return;
    qm = (const ox__q35model *)s->m->arch_data;
    d = s->vm->h.dev;
    for (i = 0; i < qm->n_full; i++) {
        if (s->kc) ox__vk_buf_free(d, &s->kc[i]);
        if (s->vc) ox__vk_buf_free(d, &s->vc[i]);
    }
    ox__dealloc(&s->m->alloc, s->kc); ox__dealloc(&s->m->alloc, s->vc);
    {
        ox__vk_buf *bufs[] = {&s->x, &s->xn, &s->tmp, &s->qkv, &s->ab, &s->zb, &s->ob, &s->qg, &s->q, &s->att, &s->k, &s->gate,
                              &s->up, &s->logits, &s->router, &s->sel, &s->moe_w, &s->moe_h, &s->moe_y, &s->sh_out, &s->sh_gv, &s->S,
                              &s->log, &s->dc, &s->io, &s->out, &s->trace};
        for (i = 0; i < (int)(sizeof bufs / sizeof bufs[0]); i++) ox__vk_buf_free(d, bufs[i]);
    }
    ox__dealloc(&s->m->alloc, s->inv_freq);
    ox__vk_home_drop(s->m, &s->vm->h);
    ox__dealloc(&s->m->alloc, s);
}
static void ox__vkq35_state_free(ox_context *ctx) {
    ox__vkq35_state_destroy((ox__vkq35state *)ctx->arch_state);
    ctx->arch_state = NULL;
}

/* Zero bytes [off, off + n) of b inside the step. */
static void ox__vkq35_zero(ox_vk_device *d, const ox__vk_buf *b, VkDeviceSize off, VkDeviceSize n) {
    if (!d->recording || d->rec_err != OX_OK || n == 0) return;
    ox__vk_order(d, &b->buf, 1, 1u);
    d->fn.vkCmdFillBuffer(d->cmd, b->buf, off, n, 0u);
    if (d->prof) ox__vk_prof_add(d, OX__VK_KERNEL_COUNT, 0);
}

/* The linear layers' states and conv state back to zeros at position 0 (a submission of its own). */
static ox_result ox__vkq35_clear(ox__vkq35state *s) {
    ox_vk_device *d = s->vm->h.dev;
    ox_result r;
    if ((r = ox__vk_step_begin(d)) != OX_OK) return r;
    ox__vkq35_zero(d, &s->S, 0, s->S.size);
    ox__vkq35_zero(d, &s->log, 0, s->log.size);
    if ((r = ox__vk_step_end(d)) != OX_OK) return r;
    s->cur = 0; s->prev_pos = -1; s->base_pos = 0; s->log_hi = 0;
    return OX_OK;
}

static ox_result ox__vkq35_state_make(ox_context *ctx, ox__vkq35state **out) {
    const ox_model *m = ctx->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__vkq35model *vm = (ox__vkq35model *)m->backend_data;
    ox_vk_device *d = vm->h.dev;
    ox__vkq35state *s;
    ox_result r = OX_OK;
    size_t B = (size_t)ctx->n_batch, H = (size_t)cf->hidden, C = (size_t)qm->conv_ch, VD = (size_t)cf->hv * cf->dv, n;
    size_t QD = (size_t)cf->n_heads * cf->head_dim, KD = (size_t)cf->n_kv * cf->head_dim, h2 = (size_t)cf->rot / 2;
    size_t kc1 = (size_t)cf->conv_k - 1, NL = (size_t)qm->n_lin;
    int i;
    if (!(*out = s = (ox__vkq35state *)ox__calloc(&m->alloc, 1, sizeof *s))) return ox__err(OX_ERR_NOMEM, "out of memory");
    s->m = m; s->vm = vm; s->n_ctx = ctx->n_ctx; s->n_batch = ctx->n_batch; s->prev_pos = -1;
    vm->h.refs++;
    s->kc = (ox__vk_buf *)ox__calloc(&m->alloc, (size_t)qm->n_full + 1, sizeof *s->kc);
    s->vc = (ox__vk_buf *)ox__calloc(&m->alloc, (size_t)qm->n_full + 1, sizeof *s->vc);
    if (!s->kc || !s->vc || !(s->inv_freq = (float *)ox__calloc(&m->alloc, h2 + 1, sizeof(float)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < (int)h2; i++) s->inv_freq[i] = 1.0f / powf(cf->theta, (float)(2 * i) / (float)cf->rot);
    for (i = 0; i < qm->n_full && r == OX_OK; i++) {
        if (!ox__mul_ok((size_t)s->n_ctx, KD, &n)) return ox__err(OX_ERR_LIMIT, "Vulkan: KV cache size overflows");
        if ((r = ox__vkg4_buf(d, &s->kc[i], n, 0, "a K cache")) == OX_OK) r = ox__vkg4_buf(d, &s->vc[i], n, 0, "a V cache");
    }
#define OX__VKQ_BUF(b, count, host, what) if (r == OX_OK) r = ox__vkg4_buf(d, &s->b, (count), (host), (what))
    OX__VKQ_BUF(x, B * H, 0, "the hidden states");
    OX__VKQ_BUF(xn, B * H, 0, "the normed hidden states");
    OX__VKQ_BUF(tmp, B * H, 0, "a step buffer");
    OX__VKQ_BUF(logits, B * (size_t)cf->vocab, 0, "the logits");
    OX__VKQ_BUF(out, B * (size_t)cf->vocab, 1, "the logits read back");
    OX__VKQ_BUF(io, B + 2 * B * h2, 1, "the step's ids and RoPE tables");
    if (qm->n_full) {
        OX__VKQ_BUF(qg, B * 2 * QD, 0, "the queries and gates");
        OX__VKQ_BUF(q, B * QD, 0, "the queries");
        OX__VKQ_BUF(att, B * QD, 0, "the attention output");
        OX__VKQ_BUF(k, B * KD, 0, "the keys");
    }
    if (!cf->moe) {
        OX__VKQ_BUF(gate, B * (size_t)cf->inter, 0, "the MLP gate");
        OX__VKQ_BUF(up, B * (size_t)cf->inter, 0, "the MLP up projection");
    } else {
        size_t K = (size_t)cf->top_k, Im = (size_t)cf->moe_inter;
        OX__VKQ_BUF(gate, B * (size_t)cf->shared_inter, 0, "the shared expert's gate");
        OX__VKQ_BUF(up, B * (size_t)cf->shared_inter, 0, "the shared expert's up projection");
        OX__VKQ_BUF(router, B * (size_t)cf->n_experts, 0, "the router logits");
        OX__VKQ_BUF(sel, B * K, 0, "the chosen experts");
        OX__VKQ_BUF(moe_w, B * K, 0, "the experts' weights");
        OX__VKQ_BUF(moe_h, B * K * 2 * Im, 0, "the experts' hidden states");
        OX__VKQ_BUF(moe_y, B * K * H, 0, "the experts' outputs");
        OX__VKQ_BUF(sh_out, B * H, 0, "the shared expert's output");
        OX__VKQ_BUF(sh_gv, B, 0, "the shared expert's gate value");
    }
    if (NL && r == OX_OK) {
        size_t sl = (size_t)cf->hv * cf->dk * cf->dv, st, lg, all;
        s->log_cap = ctx->n_batch + (ctx->n_batch < OX__Q35_LOG_SLACK ? ctx->n_batch : OX__Q35_LOG_SLACK);
        s->log_row = (uint32_t)(C + 2 * (size_t)cf->hv);
        if (!ox__mul_ok(sl, NL, &st) || st > 0xffffffffu / 3 || !ox__mul_ok(NL * (size_t)s->log_cap, (size_t)s->log_row, &lg) ||
            !ox__mul_ok(NL * kc1, C, &n) || lg > 0xffffffffu - n)
            return ox__err(OX_ERR_LIMIT, "Vulkan: the linear-attention state of n_batch %d is over the kernels' 32-bit offsets", ctx->n_batch);
        all = lg + n;
        s->s_layer = (uint32_t)sl; s->s_all = (uint32_t)st; s->conv0 = (uint32_t)lg;
        OX__VKQ_BUF(qkv, B * C, 0, "the pre-conv rows");
        OX__VKQ_BUF(ab, B * 2 * (size_t)cf->hv, 0, "the decay and update gates");
        OX__VKQ_BUF(zb, B * VD, 0, "the output gates");
        OX__VKQ_BUF(ob, B * VD, 0, "the delta rule's output");
        OX__VKQ_BUF(S, 3 * st, 0, "the linear-attention states");
        OX__VKQ_BUF(log, all, 0, "the linear-attention replay log");
        /* the chunked form's scratch: (3 dk + dv + 3 + 64) floats a token and value head, in pieces
           of dc_T tokens that one binding reaches */
        if (r == OX_OK && ctx->n_batch > OX__VK_SMALL_T && cf->dk <= OX__VKQ35_DKC &&
            d->props.limits.maxComputeSharedMemorySize >= OX__VKQ35_CHUNK_SMEM) {
            size_t per = (size_t)cf->hv * (3 * (size_t)cf->dk + (size_t)cf->dv + 3 + OX__VKQ35_CHUNK) * 4;
            size_t want = ((size_t)ctx->n_batch + OX__VKQ35_CHUNK - 1) / OX__VKQ35_CHUNK * OX__VKQ35_CHUNK;
            size_t fit = (size_t)(d->max_range / per) / OX__VKQ35_CHUNK * OX__VKQ35_CHUNK;
            if (fit > 0x7fffffff / per) fit = 0x7fffffff / per / OX__VKQ35_CHUNK * OX__VKQ35_CHUNK;
            s->dc_T = (int)(want < fit ? want : fit);
            if (s->dc_T > 0) OX__VKQ_BUF(dc, (size_t)s->dc_T * per / 4, 0, "the chunked delta rule's scratch");
        }
        if (r == OX_OK) r = ox__vkq35_clear(s);
    }
#undef OX__VKQ_BUF
    return r;
}

/* The buffers live in device memory: a measuring sizer counts the host struct only (as Gemma 4's). */
static ox_result ox__vkq35_state_new(ox_context *ctx) {
    ox__vkq35state *s = NULL;
    ox_result r;
    if (ctx->sizer && ctx->sizer->measure) { ctx->sizer->bytes += sizeof(ox__vkq35state); return OX_OK; }
    if ((r = ox__vk_renew((ox_model *)(uintptr_t)ctx->m, ox__vkq35_open)) != OX_OK) return r;
    r = ox__vkq35_state_make(ctx, &s);
    ctx->arch_state = s;
    return r;
}

/* The chunked form (see the section's head) of linear layer ly over positions p0 .. p0+T-1,
   T <= dc_T: states and outputs as ox__vkq35_delta's, outputs from row ooff / (Hv dv) of ob. */
static void ox__vkq35_delta_chunked(ox__vkq35state *s, const ox__q35layer *ly, uint32_t p0, uint32_t T, uint32_t src, uint32_t dst,
                                    int o, uint32_t ooff) {
    const ox__q35model *qm = (const ox__q35model *)s->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox_vk_device *d = s->vm->h.dev;
    VkBuffer b[3];
    uint32_t pc[15], gy, gz, Hv = (uint32_t)cf->hv, dk = (uint32_t)cf->dk, dv = (uint32_t)cf->dv;
    uint32_t Tp = ox__vk_div_up(T, OX__VKQ35_CHUNK) * OX__VKQ35_CHUNK, kc1 = (uint32_t)cf->conv_k - 1, C = (uint32_t)qm->conv_ch;
    /* 1: conv, SiLU, norms, g and beta of every token */
    b[0] = s->log.buf; b[1] = s->vm->vecs.buf; b[2] = s->dc.buf;
    pc[0] = C; pc[1] = Hv; pc[2] = (uint32_t)(cf->hv / cf->hk); pc[3] = dk; pc[4] = dv;
    pc[5] = (uint32_t)cf->conv_k; pc[6] = T; pc[7] = p0; pc[8] = (uint32_t)s->base_pos; pc[9] = (uint32_t)s->log_cap;
    pc[10] = s->log_row; pc[11] = (uint32_t)ly->slot * (uint32_t)s->log_cap * s->log_row; pc[12] = s->conv0 + (uint32_t)ly->slot * kc1 * C;
    pc[13] = ox__vkg4_vec(s->m, ly->conv_w); pc[14] = Tp;
    ox__vk_rows_grid(T, &gy, &gz);
    ox__vk_dispatch(d, OX__VK_GDN_PREP, 0, b, 3, pc, sizeof pc, Hv, gy, gz);
    /* 2: every chunk's solve and decayed q.k */
    b[0] = s->dc.buf;
    pc[0] = Hv; pc[1] = dk; pc[2] = dv; pc[3] = T; pc[4] = Tp; pc[5] = (uint32_t)(o != 0);
    ox__vk_dispatch(d, OX__VK_GDN_CHUNK, 0, b, 1, pc, 6 * 4, Hv, Tp / OX__VKQ35_CHUNK, 1);
    /* 3: the chunks in order against the state */
    b[1] = s->S.buf; b[2] = o ? s->ob.buf : VK_NULL_HANDLE;
    pc[6] = src; pc[7] = dst; pc[8] = ooff;
    ox__vk_dispatch(d, OX__VK_DELTA_CHUNK, 0, b, 3, pc, 9 * 4, Hv, ox__vk_div_up(dv, OX__VKQ35_CB), 1);
}

/* The conv + delta rule of linear layer ly over positions p0 .. p0+T-1 from the log, from state
   offset src to dst (floats into S; equal: in place); outputs into ob when o. */
static void ox__vkq35_delta(ox__vkq35state *s, const ox__q35layer *ly, uint32_t p0, uint32_t T, uint32_t src, uint32_t dst, int o) {
    const ox__q35model *qm = (const ox__q35model *)s->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox_vk_device *d = s->vm->h.dev;
    VkBuffer b[4];
    uint32_t pc[19], cb = d->wg < 32u ? d->wg : 32u;
    uint32_t kc1 = (uint32_t)cf->conv_k - 1, C = (uint32_t)qm->conv_ch;
    if (s->dc_T > 0 && T > OX__VK_SMALL_T) { /* in pieces of dc_T, each from the state the last left */
        uint32_t t, n, P = (uint32_t)s->dc_T;
        for (t = 0; t < T; t += n) {
            n = T - t < P ? T - t : P;
            ox__vkq35_delta_chunked(s, ly, p0 + t, n, t ? dst : src, dst, o, t * (uint32_t)cf->hv * (uint32_t)cf->dv);
        }
        return;
    }
    b[0] = s->log.buf; b[1] = s->vm->vecs.buf; b[2] = s->S.buf; b[3] = o ? s->ob.buf : VK_NULL_HANDLE;
    pc[0] = C; pc[1] = (uint32_t)cf->hv; pc[2] = (uint32_t)(cf->hv / cf->hk); pc[3] = (uint32_t)cf->dk; pc[4] = (uint32_t)cf->dv;
    pc[5] = (uint32_t)cf->conv_k; pc[6] = T; pc[7] = p0; pc[8] = (uint32_t)s->base_pos; pc[9] = (uint32_t)s->log_cap;
    pc[10] = s->log_row; pc[11] = (uint32_t)ly->slot * (uint32_t)s->log_cap * s->log_row; pc[12] = s->conv0 + (uint32_t)ly->slot * kc1 * C;
    pc[13] = ox__vkg4_vec(s->m, ly->conv_w); pc[14] = src; pc[15] = dst; pc[16] = (uint32_t)(o != 0); pc[17] = 0; pc[18] = cb;
    ox__vk_dispatch(d, OX__VK_DELTA, 0, b, 4, pc, sizeof pc, (uint32_t)cf->hv, ox__vk_div_up((uint32_t)cf->dv, cb), 1);
}

/* Recompute every linear layer's state over n positions from p0 (from the log): src -> dst, which
   are 0, 1 or 2 (the three states); n 0 copies. */
static void ox__vkq35_replay(ox__vkq35state *s, int src, int dst, int p0, int n) {
    const ox__q35model *qm = (const ox__q35model *)s->m->arch_data;
    int li;
    if (n == 0) {
        if (src != dst) ox__vk_copy(s->vm->h.dev, &s->S, (VkDeviceSize)dst * s->s_all * 4, &s->S, (VkDeviceSize)src * s->s_all * 4, (VkDeviceSize)s->s_all * 4);
        return;
    }
    for (li = 0; li < qm->cfg.n_layers; li++) {
        const ox__q35layer *ly = &qm->layers[li];
        uint32_t off = (uint32_t)ly->slot * s->s_layer;
        if (ly->full) continue;
        ox__vkq35_delta(s, ly, (uint32_t)p0, (uint32_t)n, (uint32_t)src * s->s_all + off, (uint32_t)dst * s->s_all + off, 0);
    }
}

/* ox__q35_log_room, recorded: before a step of T tokens that would overflow the log, fold positions
   into the base state and move the base conv state (rows copied in increasing order: the row a new
   row comes from is never one already rewritten). */
static void ox__vkq35_log_room(ox__vkq35state *s, int T) {
    const ox__q35model *qm = (const ox__q35model *)s->m->arch_data;
    ox_vk_device *d = s->vm->h.dev;
    int need = s->log_hi + T - s->n_batch - s->base_pos, nb, kc1 = qm->cfg.conv_k - 1, C = qm->conv_ch, li, p;
    if (s->log_hi + T - s->base_pos <= s->log_cap || !qm->n_lin) return;
    nb = s->base_pos + need;
    ox__vkq35_replay(s, 2, 2, s->base_pos, need);
    for (li = 0; li < qm->n_lin; li++)
        for (p = 0; p < kc1; p++) {
            int pos = nb - kc1 + p;
            size_t from = pos >= s->base_pos ? ((size_t)li * s->log_cap + (size_t)(pos % s->log_cap)) * s->log_row
                                             : s->conv0 + ((size_t)li * kc1 + (size_t)(pos - (s->base_pos - kc1))) * C;
            ox__vk_copy(d, &s->log, (VkDeviceSize)(s->conv0 + ((size_t)li * kc1 + p) * C) * 4, &s->log, (VkDeviceSize)from * 4, (VkDeviceSize)C * 4);
        }
    s->base_pos = nb;
    if (s->prev_pos >= 0 && s->prev_pos < nb) s->prev_pos = -1;
}

/* One decoder layer, recorded (ox__q35_step's stages for layer li). */
static void ox__vkq35_layer(ox__vkq35state *s, int li, int T, int p0) {
    const ox_model *m = s->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    const ox__q35layer *ly = &qm->layers[li];
    const ox__vkq35model *vm = s->vm;
    const ox__vkq35layer *vl = &vm->layers[li];
    ox_vk_device *d = vm->h.dev;
    const ox__vk_buf *vec = &vm->vecs;
    uint32_t H = (uint32_t)cf->hidden, UT = (uint32_t)T;
    float eps = cf->eps;

    /* the input norm: the last layer's final kernel wrote it, but for layer 0 */
    if (li == 0) ox__vk_rmsnorm(d, &s->xn, 0, H, &s->x, 0, H, vec, ox__vkg4_vec(m, ly->in_norm), H, UT, eps);
    if (!ly->full) { /* Gated DeltaNet */
        uint32_t C = (uint32_t)qm->conv_ch, Hv = (uint32_t)cf->hv, dv = (uint32_t)cf->dv, VD = Hv * dv;
        uint32_t cur = (uint32_t)s->cur, off = (uint32_t)ly->slot * s->s_layer;
        VkBuffer b[4];
        uint32_t pc[11], gy, gz;
        ox__vk_matmul(d, &s->qkv, 0, C, &s->xn, 0, H, &vl->qkv, UT);
        ox__vk_matmul(d, &s->ab, 0, Hv, &s->xn, 0, H, &vl->a, UT);
        ox__vk_matmul(d, &s->ab, UT * Hv, Hv, &s->xn, 0, H, &vl->b, UT);
        ox__vk_matmul(d, &s->zb, 0, VD, &s->xn, 0, H, &vl->z, UT);
        b[0] = s->qkv.buf; b[1] = s->ab.buf; b[2] = vec->buf; b[3] = s->log.buf;
        pc[0] = C; pc[1] = Hv; pc[2] = UT; pc[3] = (uint32_t)p0; pc[4] = (uint32_t)s->log_cap; pc[5] = s->log_row;
        pc[6] = (uint32_t)ly->slot * (uint32_t)s->log_cap * s->log_row; pc[7] = 0; pc[8] = UT * Hv;
        pc[9] = ox__vkg4_vec(m, ly->neg_a); pc[10] = ox__vkg4_vec(m, ly->dt_bias);
        ox__vk_rows_grid(UT, &gy, &gz);
        ox__vk_dispatch(d, OX__VK_GDN_LOG, 0, b, 4, pc, sizeof pc, ox__vk_div_up(C + 2 * Hv, d->wg), gy, gz);
        ox__vkq35_delta(s, ly, (uint32_t)p0, UT, cur * s->s_all + off, (1 - cur) * s->s_all + off, 1);
        /* gated RMSNorm: rms(o) * w * silu(z) */
        ox__vk_rmsnorm(d, &s->ob, 0, dv, &s->ob, 0, dv, vec, ox__vkg4_vec(m, ly->gnorm), dv, UT * Hv, eps);
        ox__vk_glu(d, OX__VK_SILU, &s->ob, 0, VD, &s->zb, 0, VD, &s->ob, 0, VD, VD, UT);
        ox__vk_matmul(d, &s->tmp, 0, H, &s->ob, 0, VD, &vl->out, UT);
    } else { /* gated full attention */
        uint32_t nH = (uint32_t)cf->n_heads, nkv = (uint32_t)cf->n_kv, hd = (uint32_t)cf->head_dim, rd = (uint32_t)cf->rot;
        uint32_t QD = nH * hd, KD = nkv * hd, cosoff = (uint32_t)s->n_batch, sinoff = cosoff + (uint32_t)s->n_batch * (rd / 2);
        const ox__vk_buf *kc = &s->kc[ly->slot], *vc = &s->vc[ly->slot];
        ox__vk_attn a;
        ox__vk_matmul(d, &s->qg, 0, 2 * QD, &s->xn, 0, H, &vl->q, UT);
        ox__vk_matmul(d, &s->k, 0, KD, &s->xn, 0, H, &vl->k, UT);
        ox__vk_matmul(d, vc, (uint32_t)p0 * KD, KD, &s->xn, 0, H, &vl->v, UT); /* values straight into their slots */
        ox__vk_rmsnorm_rope(d, &s->q, 0, hd, &s->qg, 0, 2 * hd, vec, ox__vkg4_vec(m, ly->q_norm), hd, UT * nH, eps, &s->io, cosoff, sinoff, rd, nH);
        ox__vk_rmsnorm_rope(d, kc, (uint32_t)p0 * KD, hd, &s->k, 0, hd, vec, ox__vkg4_vec(m, ly->k_norm), hd, UT * nkv, eps, &s->io, cosoff,
                            sinoff, rd, nkv);
        memset(&a, 0, sizeof a);
        a.q = &s->q; a.k = kc; a.v = vc; a.out = &s->att;
        a.T = UT; a.hi0 = (uint32_t)p0; a.window = 0; a.cap = (uint32_t)s->n_ctx;
        a.nh = nH; a.n_kv = nkv; a.hd = hd;
        a.scale = 1.0f / sqrtf((float)hd);
        ox__vk_attention(d, &a);
        ox__vk_glu(d, OX__VK_SIGMOID, &s->att, 0, hd, &s->qg, hd, 2 * hd, &s->att, 0, hd, hd, UT * nH);
        ox__vk_matmul(d, &s->tmp, 0, H, &s->att, 0, QD, &vl->o, UT);
    }
    ox__vk_norm_add(d, OX__VK_ADD_NORM, &s->x, &s->tmp, vec, 0, 1.0f, &s->xn, ox__vkg4_vec(m, ly->post_norm), H, UT, eps);
    if (!cf->moe) {
        uint32_t I = (uint32_t)cf->inter;
        ox__vk_matmul_glu(d, OX__VK_SILU, &s->gate, I, &s->xn, H, &vl->gate, &vl->up, &s->up, NULL, 0, 0, UT);
        ox__vk_matmul(d, &s->tmp, 0, H, &s->gate, 0, I, &vl->down, UT);
    } else {
        uint32_t E = (uint32_t)cf->n_experts, K = (uint32_t)cf->top_k, Im = (uint32_t)cf->moe_inter, Is = (uint32_t)cf->shared_inter;
        /* router: softmax, top-k, renormalised (the scales are ones); experts on (token, pick) pairs */
        ox__vk_matmul(d, &s->router, 0, E, &s->xn, 0, H, &vl->router, UT);
        ox__vk_moe_route(d, &s->router, vec, vm->ones_off, &s->sel, &s->moe_w, UT, E, K);
        ox__vk_matvec_ids(d, &s->moe_h, 0, 2 * Im, &s->xn, 0, H, K, &vl->exp_gate_up, 2 * Im, &s->sel, 0, UT * K);
        ox__vk_glu(d, OX__VK_SILU, &s->moe_h, 0, 2 * Im, &s->moe_h, 0, 2 * Im, &s->moe_h, Im, 2 * Im, Im, UT * K);
        ox__vk_matvec_ids(d, &s->moe_y, 0, H, &s->moe_h, 0, 2 * Im, 1, &vl->exp_down, H, &s->sel, 0, UT * K);
        ox__vk_moe_combine(d, &s->tmp, 0, &s->moe_y, &s->sel, &s->moe_w, UT, H, K);
        /* shared expert, times sigmoid(shared_expert_gate . x) */
        ox__vk_matmul_glu(d, OX__VK_SILU, &s->gate, Is, &s->xn, H, &vl->sh_gate, &vl->sh_up, &s->up, NULL, 0, 0, UT);
        ox__vk_matmul(d, &s->sh_out, 0, H, &s->gate, 0, Is, &vl->sh_down, UT);
        ox__vk_matmul(d, &s->sh_gv, 0, 1, &s->xn, 0, H, &vl->sh_g, UT);
        ox__vk_glu(d, OX__VK_SIGMOID_ROW, &s->sh_out, 0, H, &s->sh_gv, 0, 1, &s->sh_out, 0, H, H, UT);
        ox__vk_add(d, &s->tmp, 0, &s->tmp, 0, &s->sh_out, 0, UT * H, 1.0f, 1.0f);
    }
    /* x += the MLP's out; and the next layer's input norm into xn */
    if (li + 1 < cf->n_layers)
        ox__vk_norm_add(d, OX__VK_ADD_NORM, &s->x, &s->tmp, vec, 0, 1.0f, &s->xn, ox__vkg4_vec(m, qm->layers[li + 1].in_norm), H, UT, eps);
    else
        ox__vk_add(d, &s->x, 0, &s->x, 0, &s->tmp, 0, UT * H, 1.0f, 1.0f);
}

/* Record a step of T tokens at p0 keeping n_keep logits rows (between ox__vk_step_begin or
   ox__vk_ahead_begin and their ends). Tokens and RoPE tables come from io at the submission; the
   recording reads cur, prev_pos, base_pos and log_hi and may move the base (ox__vkq35_log_room). */
static void ox__vkq35_record(ox_context *ctx, int T, int p0, int n_keep) {
    ox__vkq35state *s = (ox__vkq35state *)ctx->arch_state;
    const ox_model *m = ctx->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__vkq35model *vm = s->vm;
    ox_vk_device *d = vm->h.dev;
    uint32_t H = (uint32_t)cf->hidden, L = (uint32_t)cf->n_layers, V = (uint32_t)cf->vocab, UT = (uint32_t)T;
    int li;
    ox__vkq35_log_room(s, T);
    ox__vk_embed(d, &s->x, 0, H, &s->io, 0, UT, &vm->embed, 1.0f);
    for (li = 0; li < (int)L; li++) {
        ox__vkq35_layer(s, li, T, p0);
        if (ctx->trace) ox__vk_copy(d, &s->trace, (VkDeviceSize)li * UT * H * 4, &s->x, 0, (VkDeviceSize)UT * H * 4);
    }
    if (n_keep > 0) {
        uint32_t K0 = (uint32_t)(T - n_keep), NK = (uint32_t)n_keep;
        ox__vk_rmsnorm(d, &s->xn, 0, H, &s->x, K0 * H, H, &vm->vecs, ox__vkg4_vec(m, qm->final_norm), H, NK, cf->eps);
        ox__vk_matmul(d, &s->logits, 0, V, &s->xn, 0, H, &vm->lm_head, NK);
        ox__vk_copy(d, &s->out, 0, &s->logits, 0, (VkDeviceSize)NK * V * 4);
    }
}

/* One step (ox__q35_step's stages) in one submission. While the GPU runs it, the next decode step
   is recorded ahead from the state this step will leave (the three states turned, prev_pos p0,
   log_hi p0 + T); the next step takes it only when the state is that one. */
static ox_result ox__vkq35_step(ox_context *ctx, const int32_t *ids, int T, int n_keep) {
    ox__vkq35state *s = (ox__vkq35state *)ctx->arch_state;
    const ox_model *m = ctx->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__vkq35model *vm = s->vm;
    ox_vk_device *d = vm->h.dev;
    uint32_t H = (uint32_t)cf->hidden, L = (uint32_t)cf->n_layers;
    int p0 = ctx->pos, t, i, h = cf->rot / 2, base0 = s->base_pos, prev0 = s->prev_pos;
    float *io = (float *)s->io.map;
    size_t trace_n = (size_t)L * T * H;
    ox_result r;
    if (T <= 0 || T > s->n_batch || n_keep < 0 || n_keep > T) return ox__err(OX_ERR_ARG, "Vulkan: a step of %d tokens keeping %d", T, n_keep);
    memcpy(s->io.map, ids, (size_t)T * sizeof(int32_t));
    for (t = 0; t < T; t++)
        for (i = 0; i < h; i++) {
            float a = (float)(p0 + t) * s->inv_freq[i];
            io[(size_t)s->n_batch + (size_t)t * h + i] = (float)cos((double)a);
            io[(size_t)s->n_batch + (size_t)s->n_batch * h + (size_t)t * h + i] = (float)sin((double)a);
        }
    if (ctx->trace && (r = ox__vk_trace_room(d, &s->trace, trace_n)) != OX_OK) return r;
    if (s->ah_cur == s->cur && s->ah_prev == s->prev_pos && s->ah_base == s->base_pos && s->ah_hi == s->log_hi &&
        ox__vk_ahead_take(d, s, ox__vk_step_key(T, p0, n_keep, ctx->trace != NULL))) {
        s->base_pos = s->ah_base_after; s->prev_pos = s->ah_prev_after; /* as its recording left them */
    } else {
        d->ahead_ok = 0;
        if ((r = ox__vk_step_begin(d)) != OX_OK) return r;
        ox__vkq35_record(ctx, T, p0, n_keep);
        if ((r = ox__vk_step_close(d)) != OX_OK) { /* a step that did not run leaves the base where it was */
            if (d->rec_err != OX_OK) { s->base_pos = base0; s->prev_pos = prev0; }
            return r;
        }
    }
    if ((r = ox__vk_step_submit(d)) != OX_OK) return r;
    if (n_keep > 0 && p0 + T < ctx->n_ctx && ox__vk_ahead_begin(d)) {
        int cur = s->cur, prev = s->prev_pos, base = s->base_pos, hi = s->log_hi;
        if (qm->n_lin) { s->cur = 1 - s->cur; s->prev_pos = p0; }
        s->log_hi = p0 + T;
        s->ah_cur = s->cur; s->ah_prev = s->prev_pos; s->ah_base = s->base_pos; s->ah_hi = s->log_hi;
        ox__vkq35_record(ctx, 1, p0 + T, 1);
        s->ah_base_after = s->base_pos; s->ah_prev_after = s->prev_pos;
        s->cur = cur; s->prev_pos = prev; s->base_pos = base; s->log_hi = hi;
        ox__vk_ahead_end(d, s, ox__vk_step_key(1, p0 + T, 1, ctx->trace != NULL));
    }
    if ((r = ox__vk_step_wait(d)) != OX_OK) return r;
    if (qm->n_lin) { s->cur = 1 - s->cur; s->prev_pos = p0; }
    s->log_hi = p0 + T;
    ctx->kv_end = p0 + T;
    ox__vk_step_out(ctx, &s->out, &s->trace, n_keep, trace_n);
    return OX_OK;
}

/* ox__q35_truncate's rule: the linear layers' state replayed from the last step's start or from the
   base (one submission), zeros at 0; positions before the base are refused. */
static ox_result ox__vkq35_truncate(ox_context *ctx, int n_pos) {
    ox__vkq35state *s = (ox__vkq35state *)ctx->arch_state;
    const ox__q35model *qm = (const ox__q35model *)ctx->m->arch_data;
    ox_vk_device *d = s->vm->h.dev;
    ox_result r;
    int from_prev;
    if (d->lost) return n_pos ? ox__vk_lost_err(d) : ox__vk_remake(ctx, ox__vkq35_open);
    if (!qm->n_lin || n_pos == ctx->pos) return OX_OK;
    if (n_pos == 0) return ox__vkq35_clear(s);
    from_prev = s->prev_pos >= 0 && n_pos >= s->prev_pos;
    if (!from_prev && n_pos < s->base_pos)
        return ox__err(OX_ERR_LIMIT, "ox_truncate: the linear-attention state can go back to position %d at the earliest "
                       "(n_batch=%d positions before the furthest one), not %d; truncate to 0 and evaluate again",
                       s->base_pos, s->n_batch, n_pos);
    if ((r = ox__vk_step_begin(d)) != OX_OK) return r;
    if (from_prev) ox__vkq35_replay(s, 1 - s->cur, s->cur, s->prev_pos, n_pos - s->prev_pos);
    else ox__vkq35_replay(s, 2, s->cur, s->base_pos, n_pos - s->base_pos);
    if ((r = ox__vk_step_end(d)) != OX_OK) return r;
    if (!from_prev) s->prev_pos = -1;
    s->log_hi = n_pos;
    return OX_OK;
}

static const ox__backend ox__vk_qwen35 = {"vulkan", ox__vkq35_prepare, ox__vkq35_release, ox__vkq35_state_new, ox__vkq35_state_free,
                                          ox__vkq35_step, ox__vkq35_truncate, NULL, NULL, NULL, NULL, NULL, NULL};

/* oxinfer.h asks (ox_model_load): the Vulkan table of m's architecture, NULL when there is none. */
static const ox__backend *ox__vk_backend_for(const ox_model *m) {
    if (!m->arch) return NULL;
    if (!strcmp(m->arch->name, "gemma4")) return &ox__vk_gemma4;
    if (!strcmp(m->arch->name, "gemma4_assistant")) return &ox__vk_gemma4_assistant;
    if (!strcmp(m->arch->name, "qwen3_5")) return &ox__vk_qwen35;
    return NULL;
}

#endif /* OXINFER_IMPLEMENTATION */

/* ================================================================================================
   Appendix: generated SPIR-V of shaders/vulkan (tools/embed_shaders.py)
   ============================================================================================== */
#if defined(OXINFER_IMPLEMENTATION) && !defined(OXINFER_VULKAN_SPIRV_DONE)
#define OXINFER_VULKAN_SPIRV_DONE
/* ---- BEGIN GENERATED SPIR-V: tools/embed_shaders.py (make shaders) writes this; do not edit ---- */
/* glslc: shaderc 2023.2-1 */
#define OX__VK_SPIRV_COMPILER "shaderc 2023.2-1"
static const uint32_t ox__vk_spv_matvec[1455] = { /* matvec.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x000001f4u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0008000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000005fu, 0x00000068u, 0x00000071u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u,
    0x00040047u, 0x00000016u, 0x00000001u, 0x00000002u, 0x00040047u, 0x0000002bu, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000002cu,
    0x00000000u, 0x00000018u, 0x00050048u, 0x0000002cu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000002cu, 0x00000003u,
    0x00040047u, 0x0000002eu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000002eu, 0x00000021u, 0x00000000u, 0x00040047u, 0x0000005fu,
    0x0000000bu, 0x0000001bu, 0x00040047u, 0x00000064u, 0x00000001u, 0x00000000u, 0x00040047u, 0x00000065u, 0x0000000bu, 0x00000019u,
    0x00040047u, 0x00000068u, 0x0000000bu, 0x0000001au, 0x00040047u, 0x00000071u, 0x0000000bu, 0x00000018u, 0x00050048u, 0x00000078u,
    0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000078u, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u, 0x00000078u,
    0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000078u, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u, 0x00000078u,
    0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000078u, 0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u, 0x00000078u,
    0x00000006u, 0x00000023u, 0x00000018u, 0x00030047u, 0x00000078u, 0x00000002u, 0x00040047u, 0x000000c3u, 0x00000006u, 0x00000004u,
    0x00040048u, 0x000000c4u, 0x00000000u, 0x00000018u, 0x00050048u, 0x000000c4u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x000000c4u, 0x00000003u, 0x00040047u, 0x000000c6u, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000c6u, 0x00000021u, 0x00000001u,
    0x00040047u, 0x00000150u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000151u, 0x00000000u, 0x00000019u, 0x00050048u, 0x00000151u,
    0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000151u, 0x00000003u, 0x00040047u, 0x00000153u, 0x00000022u, 0x00000000u,
    0x00040047u, 0x00000153u, 0x00000021u, 0x00000002u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u,
    0x00000006u, 0x00000020u, 0x00000000u, 0x00030016u, 0x00000008u, 0x00000020u, 0x00040017u, 0x00000010u, 0x00000008u, 0x00000002u,
    0x00040015u, 0x00000015u, 0x00000020u, 0x00000001u, 0x00040032u, 0x00000015u, 0x00000016u, 0x00000000u, 0x0004002bu, 0x00000015u,
    0x00000017u, 0x00000002u, 0x00020014u, 0x00000018u, 0x00060034u, 0x00000018u, 0x00000019u, 0x000000aau, 0x00000016u, 0x00000017u,
    0x0004002bu, 0x00000015u, 0x0000001du, 0x00000010u, 0x0004002bu, 0x00000006u, 0x00000023u, 0x00000000u, 0x0004002bu, 0x00000015u,
    0x00000027u, 0x00000000u, 0x00060034u, 0x00000018u, 0x00000028u, 0x000000aau, 0x00000016u, 0x00000027u, 0x0003001du, 0x0000002bu,
    0x00000006u, 0x0003001eu, 0x0000002cu, 0x0000002bu, 0x00040020u, 0x0000002du, 0x00000002u, 0x0000002cu, 0x0004003bu, 0x0000002du,
    0x0000002eu, 0x00000002u, 0x00040020u, 0x00000030u, 0x00000002u, 0x00000006u, 0x0004002bu, 0x00000015u, 0x00000037u, 0x00000001u,
    0x0004002bu, 0x00000006u, 0x0000003cu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000046u, 0x0000ffffu, 0x00040017u, 0x0000005du,
    0x00000006u, 0x00000003u, 0x00040020u, 0x0000005eu, 0x00000001u, 0x0000005du, 0x0004003bu, 0x0000005eu, 0x0000005fu, 0x00000001u,
    0x00040020u, 0x00000060u, 0x00000001u, 0x00000006u, 0x00040032u, 0x00000006u, 0x00000064u, 0x00000001u, 0x00060033u, 0x0000005du,
    0x00000065u, 0x00000064u, 0x0000003cu, 0x0000003cu, 0x0004003bu, 0x0000005eu, 0x00000068u, 0x00000001u, 0x0004002bu, 0x00000006u,
    0x0000006eu, 0x00000002u, 0x0004003bu, 0x0000005eu, 0x00000071u, 0x00000001u, 0x0009001eu, 0x00000078u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00040020u, 0x00000079u, 0x00000009u, 0x00000078u, 0x0004003bu,
    0x00000079u, 0x0000007au, 0x00000009u, 0x0004002bu, 0x00000015u, 0x0000007bu, 0x00000004u, 0x00040020u, 0x0000007cu, 0x00000009u,
    0x00000006u, 0x00040020u, 0x00000091u, 0x00000007u, 0x00000008u, 0x0004002bu, 0x00000008u, 0x00000093u, 0x00000000u, 0x00060034u,
    0x00000018u, 0x000000a1u, 0x000000abu, 0x00000016u, 0x00000027u, 0x0003001du, 0x000000c3u, 0x00000008u, 0x0003001eu, 0x000000c4u,
    0x000000c3u, 0x00040020u, 0x000000c5u, 0x00000002u, 0x000000c4u, 0x0004003bu, 0x000000c5u, 0x000000c6u, 0x00000002u, 0x00040020u,
    0x000000cbu, 0x00000002u, 0x00000008u, 0x0004001cu, 0x000000fdu, 0x00000008u, 0x0000006eu, 0x00040020u, 0x000000feu, 0x00000007u,
    0x000000fdu, 0x00060034u, 0x00000006u, 0x0000010du, 0x00000051u, 0x00000065u, 0x00000000u, 0x0004001cu, 0x0000010eu, 0x00000008u,
    0x0000010du, 0x0004001cu, 0x0000010fu, 0x0000010eu, 0x0000006eu, 0x00040020u, 0x00000110u, 0x00000004u, 0x0000010fu, 0x0004003bu,
    0x00000110u, 0x00000111u, 0x00000004u, 0x00040020u, 0x00000117u, 0x00000004u, 0x00000008u, 0x0004002bu, 0x00000006u, 0x0000011bu,
    0x00000108u, 0x0003001du, 0x00000150u, 0x00000008u, 0x0003001eu, 0x00000151u, 0x00000150u, 0x00040020u, 0x00000152u, 0x00000002u,
    0x00000151u, 0x0004003bu, 0x00000152u, 0x00000153u, 0x00000002u, 0x0004002bu, 0x00000015u, 0x00000154u, 0x00000005u, 0x0004002bu,
    0x00000015u, 0x00000158u, 0x00000003u, 0x0004002bu, 0x00000015u, 0x0000015du, 0x00000006u, 0x00050036u, 0x00000002u, 0x00000004u,
    0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x0004003bu, 0x000000feu, 0x000000ffu, 0x00000007u, 0x00050041u, 0x00000060u,
    0x00000061u, 0x0000005fu, 0x00000023u, 0x0004003du, 0x00000006u, 0x00000062u, 0x00000061u, 0x00050051u, 0x00000006u, 0x00000066u,
    0x00000065u, 0x00000000u, 0x00050041u, 0x00000060u, 0x00000069u, 0x00000068u, 0x0000003cu, 0x0004003du, 0x00000006u, 0x0000006au,
    0x00000069u, 0x00050041u, 0x00000060u, 0x0000006cu, 0x00000068u, 0x00000023u, 0x0004003du, 0x00000006u, 0x0000006du, 0x0000006cu,
    0x00050041u, 0x00000060u, 0x0000006fu, 0x00000068u, 0x0000006eu, 0x0004003du, 0x00000006u, 0x00000070u, 0x0000006fu, 0x00050041u,
    0x00000060u, 0x00000072u, 0x00000071u, 0x00000023u, 0x0004003du, 0x00000006u, 0x00000073u, 0x00000072u, 0x00050084u, 0x00000006u,
    0x00000074u, 0x00000070u, 0x00000073u, 0x00050080u, 0x00000006u, 0x00000075u, 0x0000006du, 0x00000074u, 0x00050084u, 0x00000006u,
    0x00000076u, 0x00000075u, 0x0000006eu, 0x00050041u, 0x0000007cu, 0x0000007du, 0x0000007au, 0x0000007bu, 0x0004003du, 0x00000006u,
    0x0000007eu, 0x0000007du, 0x00050041u, 0x0000007cu, 0x00000080u, 0x0000007au, 0x00000017u, 0x0004003du, 0x00000006u, 0x00000081u,
    0x00000080u, 0x00050084u, 0x00000006u, 0x00000082u, 0x0000006au, 0x00000081u, 0x00050080u, 0x00000006u, 0x00000083u, 0x0000007eu,
    0x00000082u, 0x000200f9u, 0x00000086u, 0x000200f8u, 0x00000086u, 0x000700f5u, 0x00000006u, 0x000001d4u, 0x00000023u, 0x00000005u,
    0x00000104u, 0x00000089u, 0x000500b0u, 0x00000018u, 0x0000008cu, 0x000001d4u, 0x0000006eu, 0x000400f6u, 0x00000088u, 0x00000089u,
    0x00000000u, 0x000400fau, 0x0000008cu, 0x00000087u, 0x00000088u, 0x000200f8u, 0x00000087u, 0x00050080u, 0x00000006u, 0x00000090u,
    0x00000076u, 0x000001d4u, 0x00050041u, 0x0000007cu, 0x00000095u, 0x0000007au, 0x00000037u, 0x0004003du, 0x00000006u, 0x00000096u,
    0x00000095u, 0x000500b0u, 0x00000018u, 0x00000097u, 0x00000090u, 0x00000096u, 0x000300f7u, 0x00000099u, 0x00000000u, 0x000400fau,
    0x00000097u, 0x00000098u, 0x00000099u, 0x000200f8u, 0x00000098u, 0x00050041u, 0x0000007cu, 0x0000009eu, 0x0000007au, 0x00000027u,
    0x0004003du, 0x00000006u, 0x0000009fu, 0x0000009eu, 0x00050084u, 0x00000006u, 0x000000a0u, 0x00000090u, 0x0000009fu, 0x000300f7u,
    0x000000a3u, 0x00000000u, 0x000400fau, 0x000000a1u, 0x000000a2u, 0x000000a3u, 0x000200f8u, 0x000000a2u, 0x000500c7u, 0x00000006u,
    0x000000a6u, 0x0000009fu, 0x0000003cu, 0x000500aau, 0x00000018u, 0x000000a7u, 0x000000a6u, 0x00000023u, 0x000200f9u, 0x000000a3u,
    0x000200f8u, 0x000000a3u, 0x000700f5u, 0x00000018u, 0x000000a8u, 0x000000a1u, 0x00000098u, 0x000000a7u, 0x000000a2u, 0x000300f7u,
    0x000000aau, 0x00000000u, 0x000400fau, 0x000000a8u, 0x000000a9u, 0x000000e1u, 0x000200f8u, 0x000000a9u, 0x000500c2u, 0x00000006u,
    0x000000adu, 0x000000a0u, 0x00000037u, 0x000500c2u, 0x00000006u, 0x000000b1u, 0x0000009fu, 0x00000037u, 0x000200f9u, 0x000000b4u,
    0x000200f8u, 0x000000b4u, 0x000700f5u, 0x00000008u, 0x000001f1u, 0x00000093u, 0x000000a9u, 0x000000ddu, 0x000000b7u, 0x000700f5u,
    0x00000006u, 0x000001e6u, 0x00000062u, 0x000000a9u, 0x000000e0u, 0x000000b7u, 0x000500b0u, 0x00000018u, 0x000000bbu, 0x000001e6u,
    0x000000b1u, 0x000400f6u, 0x000000b6u, 0x000000b7u, 0x00000000u, 0x000400fau, 0x000000bbu, 0x000000b5u, 0x000000b6u, 0x000200f8u,
    0x000000b5u, 0x00050080u, 0x00000006u, 0x000000c0u, 0x000000adu, 0x000001e6u, 0x00060041u, 0x00000030u, 0x0000017cu, 0x0000002eu,
    0x00000027u, 0x000000c0u, 0x0004003du, 0x00000006u, 0x0000017du, 0x0000017cu, 0x000500c7u, 0x00000006u, 0x0000017fu, 0x0000017du,
    0x00000046u, 0x000300f7u, 0x00000192u, 0x00000000u, 0x000300fbu, 0x00000023u, 0x00000189u, 0x000200f8u, 0x00000189u, 0x000300f7u,
    0x0000018eu, 0x00000000u, 0x000400fau, 0x00000019u, 0x0000018au, 0x0000018eu, 0x000200f8u, 0x0000018au, 0x000500c4u, 0x00000006u,
    0x0000018cu, 0x0000017fu, 0x0000001du, 0x0004007cu, 0x00000008u, 0x0000018du, 0x0000018cu, 0x000200f9u, 0x00000192u, 0x000200f8u,
    0x0000018eu, 0x0006000cu, 0x00000010u, 0x00000190u, 0x00000001u, 0x0000003eu, 0x0000017fu, 0x00050051u, 0x00000008u, 0x00000191u,
    0x00000190u, 0x00000000u, 0x000200f9u, 0x00000192u, 0x000200f8u, 0x00000192u, 0x000700f5u, 0x00000008u, 0x000001f2u, 0x0000018du,
    0x0000018au, 0x00000191u, 0x0000018eu, 0x000500c2u, 0x00000006u, 0x00000182u, 0x0000017du, 0x0000001du, 0x000300f7u, 0x000001a1u,
    0x00000000u, 0x000300fbu, 0x00000023u, 0x00000198u, 0x000200f8u, 0x00000198u, 0x000300f7u, 0x0000019du, 0x00000000u, 0x000400fau,
    0x00000019u, 0x00000199u, 0x0000019du, 0x000200f8u, 0x00000199u, 0x000500c4u, 0x00000006u, 0x0000019bu, 0x00000182u, 0x0000001du,
    0x0004007cu, 0x00000008u, 0x0000019cu, 0x0000019bu, 0x000200f9u, 0x000001a1u, 0x000200f8u, 0x0000019du, 0x0006000cu, 0x00000010u,
    0x0000019fu, 0x00000001u, 0x0000003eu, 0x00000182u, 0x00050051u, 0x00000008u, 0x000001a0u, 0x0000019fu, 0x00000000u, 0x000200f9u,
    0x000001a1u, 0x000200f8u, 0x000001a1u, 0x000700f5u, 0x00000008u, 0x000001f3u, 0x0000019cu, 0x00000199u, 0x000001a0u, 0x0000019du,
    0x00050084u, 0x00000006u, 0x000000c9u, 0x0000006eu, 0x000001e6u, 0x00050080u, 0x00000006u, 0x000000cau, 0x00000083u, 0x000000c9u,
    0x00060041u, 0x000000cbu, 0x000000ccu, 0x000000c6u, 0x00000027u, 0x000000cau, 0x0004003du, 0x00000008u, 0x000000cdu, 0x000000ccu,
    0x00050080u, 0x00000006u, 0x000000d5u, 0x000000cau, 0x0000003cu, 0x00060041u, 0x000000cbu, 0x000000d6u, 0x000000c6u, 0x00000027u,
    0x000000d5u, 0x0004003du, 0x00000008u, 0x000000d7u, 0x000000d6u, 0x00050085u, 0x00000008u, 0x000000dau, 0x000000d7u, 0x000001f3u,
    0x0008000cu, 0x00000008u, 0x000000dbu, 0x00000001u, 0x00000032u, 0x000000cdu, 0x000001f2u, 0x000000dau, 0x00050081u, 0x00000008u,
    0x000000ddu, 0x000001f1u, 0x000000dbu, 0x000200f9u, 0x000000b7u, 0x000200f8u, 0x000000b7u, 0x00050080u, 0x00000006u, 0x000000e0u,
    0x000001e6u, 0x00000066u, 0x000200f9u, 0x000000b4u, 0x000200f8u, 0x000000b6u, 0x000200f9u, 0x000000aau, 0x000200f8u, 0x000000e1u,
    0x000200f9u, 0x000000e4u, 0x000200f8u, 0x000000e4u, 0x000700f5u, 0x00000008u, 0x000001dfu, 0x00000093u, 0x000000e1u, 0x000000f9u,
    0x000000e7u, 0x000700f5u, 0x00000006u, 0x000001dau, 0x00000062u, 0x000000e1u, 0x000000fcu, 0x000000e7u, 0x000500b0u, 0x00000018u,
    0x000000ecu, 0x000001dau, 0x0000009fu, 0x000400f6u, 0x000000e6u, 0x000000e7u, 0x00000000u, 0x000400fau, 0x000000ecu, 0x000000e5u,
    0x000000e6u, 0x000200f8u, 0x000000e5u, 0x00050080u, 0x00000006u, 0x000000efu, 0x00000083u, 0x000001dau, 0x00060041u, 0x000000cbu,
    0x000000f0u, 0x000000c6u, 0x00000027u, 0x000000efu, 0x0004003du, 0x00000008u, 0x000000f1u, 0x000000f0u, 0x00050080u, 0x00000006u,
    0x000000f4u, 0x000000a0u, 0x000001dau, 0x000300f7u, 0x000001c1u, 0x00000000u, 0x000300fbu, 0x00000023u, 0x000001aau, 0x000200f8u,
    0x000001aau, 0x000300f7u, 0x000001b0u, 0x00000000u, 0x000400fau, 0x00000028u, 0x000001abu, 0x000001b0u, 0x000200f8u, 0x000001abu,
    0x00060041u, 0x00000030u, 0x000001adu, 0x0000002eu, 0x00000027u, 0x000000f4u, 0x0004003du, 0x00000006u, 0x000001aeu, 0x000001adu,
    0x0004007cu, 0x00000008u, 0x000001afu, 0x000001aeu, 0x000200f9u, 0x000001c1u, 0x000200f8u, 0x000001b0u, 0x000500c2u, 0x00000006u,
    0x000001b2u, 0x000000f4u, 0x00000037u, 0x00060041u, 0x00000030u, 0x000001b3u, 0x0000002eu, 0x00000027u, 0x000001b2u, 0x0004003du,
    0x00000006u, 0x000001b4u, 0x000001b3u, 0x000500c7u, 0x00000006u, 0x000001b6u, 0x000000f4u, 0x0000003cu, 0x000500abu, 0x00000018u,
    0x000001b7u, 0x000001b6u, 0x00000023u, 0x000300f7u, 0x000001beu, 0x00000000u, 0x000400fau, 0x000001b7u, 0x000001b8u, 0x000001bbu,
    0x000200f8u, 0x000001b8u, 0x000500c2u, 0x00000006u, 0x000001bau, 0x000001b4u, 0x0000001du, 0x000200f9u, 0x000001beu, 0x000200f8u,
    0x000001bbu, 0x000500c7u, 0x00000006u, 0x000001bdu, 0x000001b4u, 0x00000046u, 0x000200f9u, 0x000001beu, 0x000200f8u, 0x000001beu,
    0x000700f5u, 0x00000006u, 0x000001dbu, 0x000001bau, 0x000001b8u, 0x000001bdu, 0x000001bbu, 0x000300f7u, 0x000001d0u, 0x00000000u,
    0x000300fbu, 0x00000023u, 0x000001c7u, 0x000200f8u, 0x000001c7u, 0x000300f7u, 0x000001ccu, 0x00000000u, 0x000400fau, 0x00000019u,
    0x000001c8u, 0x000001ccu, 0x000200f8u, 0x000001c8u, 0x000500c4u, 0x00000006u, 0x000001cau, 0x000001dbu, 0x0000001du, 0x0004007cu,
    0x00000008u, 0x000001cbu, 0x000001cau, 0x000200f9u, 0x000001d0u, 0x000200f8u, 0x000001ccu, 0x0006000cu, 0x00000010u, 0x000001ceu,
    0x00000001u, 0x0000003eu, 0x000001dbu, 0x00050051u, 0x00000008u, 0x000001cfu, 0x000001ceu, 0x00000000u, 0x000200f9u, 0x000001d0u,
    0x000200f8u, 0x000001d0u, 0x000700f5u, 0x00000008u, 0x000001dcu, 0x000001cbu, 0x000001c8u, 0x000001cfu, 0x000001ccu, 0x000200f9u,
    0x000001c1u, 0x000200f8u, 0x000001c1u, 0x000700f5u, 0x00000008u, 0x000001ddu, 0x000001afu, 0x000001abu, 0x000001dcu, 0x000001d0u,
    0x0008000cu, 0x00000008u, 0x000000f9u, 0x00000001u, 0x00000032u, 0x000000f1u, 0x000001ddu, 0x000001dfu, 0x000200f9u, 0x000000e7u,
    0x000200f8u, 0x000000e7u, 0x00050080u, 0x00000006u, 0x000000fcu, 0x000001dau, 0x00000066u, 0x000200f9u, 0x000000e4u, 0x000200f8u,
    0x000000e6u, 0x000200f9u, 0x000000aau, 0x000200f8u, 0x000000aau, 0x000700f5u, 0x00000008u, 0x000001f0u, 0x000001f1u, 0x000000b6u,
    0x000001dfu, 0x000000e6u, 0x000200f9u, 0x00000099u, 0x000200f8u, 0x00000099u, 0x000700f5u, 0x00000008u, 0x000001efu, 0x00000093u,
    0x00000087u, 0x000001f0u, 0x000000aau, 0x00050041u, 0x00000091u, 0x00000102u, 0x000000ffu, 0x000001d4u, 0x0003003eu, 0x00000102u,
    0x000001efu, 0x000200f9u, 0x00000089u, 0x000200f8u, 0x00000089u, 0x00050080u, 0x00000006u, 0x00000104u, 0x000001d4u, 0x00000037u,
    0x000200f9u, 0x00000086u, 0x000200f8u, 0x00000088u, 0x000200f9u, 0x00000106u, 0x000200f8u, 0x00000106u, 0x000700f5u, 0x00000006u,
    0x000001d5u, 0x00000023u, 0x00000088u, 0x0000011au, 0x00000107u, 0x000500b0u, 0x00000018u, 0x0000010cu, 0x000001d5u, 0x0000006eu,
    0x000400f6u, 0x00000108u, 0x00000107u, 0x00000000u, 0x000400fau, 0x0000010cu, 0x00000107u, 0x00000108u, 0x000200f8u, 0x00000107u,
    0x00050041u, 0x00000091u, 0x00000115u, 0x000000ffu, 0x000001d5u, 0x0004003du, 0x00000008u, 0x00000116u, 0x00000115u, 0x00060041u,
    0x00000117u, 0x00000118u, 0x00000111u, 0x000001d5u, 0x00000062u, 0x0003003eu, 0x00000118u, 0x00000116u, 0x00050080u, 0x00000006u,
    0x0000011au, 0x000001d5u, 0x00000037u, 0x000200f9u, 0x00000106u, 0x000200f8u, 0x00000108u, 0x000400e0u, 0x0000006eu, 0x0000006eu,
    0x0000011bu, 0x000500c2u, 0x00000006u, 0x0000011eu, 0x00000066u, 0x00000037u, 0x000200f9u, 0x0000011fu, 0x000200f8u, 0x0000011fu,
    0x000700f5u, 0x00000006u, 0x000001d6u, 0x0000011eu, 0x00000108u, 0x00000142u, 0x00000122u, 0x000500acu, 0x00000018u, 0x00000125u,
    0x000001d6u, 0x00000023u, 0x000400f6u, 0x00000121u, 0x00000122u, 0x00000000u, 0x000400fau, 0x00000125u, 0x00000120u, 0x00000121u,
    0x000200f8u, 0x00000120u, 0x000500b0u, 0x00000018u, 0x00000128u, 0x00000062u, 0x000001d6u, 0x000300f7u, 0x0000012au, 0x00000000u,
    0x000400fau, 0x00000128u, 0x00000129u, 0x0000012au, 0x000200f8u, 0x00000129u, 0x000200f9u, 0x0000012cu, 0x000200f8u, 0x0000012cu,
    0x000700f5u, 0x00000006u, 0x000001d7u, 0x00000023u, 0x00000129u, 0x00000140u, 0x0000012du, 0x000500b0u, 0x00000018u, 0x00000132u,
    0x000001d7u, 0x0000006eu, 0x000400f6u, 0x0000012eu, 0x0000012du, 0x00000000u, 0x000400fau, 0x00000132u, 0x0000012du, 0x0000012eu,
    0x000200f8u, 0x0000012du, 0x00050080u, 0x00000006u, 0x00000138u, 0x00000062u, 0x000001d6u, 0x00060041u, 0x00000117u, 0x00000139u,
    0x00000111u, 0x000001d7u, 0x00000138u, 0x0004003du, 0x00000008u, 0x0000013au, 0x00000139u, 0x00060041u, 0x00000117u, 0x0000013bu,
    0x00000111u, 0x000001d7u, 0x00000062u, 0x0004003du, 0x00000008u, 0x0000013cu, 0x0000013bu, 0x00050081u, 0x00000008u, 0x0000013du,
    0x0000013cu, 0x0000013au, 0x0003003eu, 0x0000013bu, 0x0000013du, 0x00050080u, 0x00000006u, 0x00000140u, 0x000001d7u, 0x00000037u,
    0x000200f9u, 0x0000012cu, 0x000200f8u, 0x0000012eu, 0x000200f9u, 0x0000012au, 0x000200f8u, 0x0000012au, 0x000400e0u, 0x0000006eu,
    0x0000006eu, 0x0000011bu, 0x000200f9u, 0x00000122u, 0x000200f8u, 0x00000122u, 0x000500c2u, 0x00000006u, 0x00000142u, 0x000001d6u,
    0x00000037u, 0x000200f9u, 0x0000011fu, 0x000200f8u, 0x00000121u, 0x000500b0u, 0x00000018u, 0x00000144u, 0x00000062u, 0x0000006eu,
    0x000300f7u, 0x00000146u, 0x00000000u, 0x000400fau, 0x00000144u, 0x00000145u, 0x00000146u, 0x000200f8u, 0x00000145u, 0x00050080u,
    0x00000006u, 0x00000149u, 0x00000076u, 0x00000062u, 0x00050041u, 0x0000007cu, 0x0000014au, 0x0000007au, 0x00000037u, 0x0004003du,
    0x00000006u, 0x0000014bu, 0x0000014au, 0x000500b0u, 0x00000018u, 0x0000014cu, 0x00000149u, 0x0000014bu, 0x000200f9u, 0x00000146u,
    0x000200f8u, 0x00000146u, 0x000700f5u, 0x00000018u, 0x0000014du, 0x00000144u, 0x00000121u, 0x0000014cu, 0x00000145u, 0x000300f7u,
    0x0000014fu, 0x00000000u, 0x000400fau, 0x0000014du, 0x0000014eu, 0x0000014fu, 0x000200f8u, 0x0000014eu, 0x00050041u, 0x0000007cu,
    0x00000155u, 0x0000007au, 0x00000154u, 0x0004003du, 0x00000006u, 0x00000156u, 0x00000155u, 0x00050041u, 0x0000007cu, 0x00000159u,
    0x0000007au, 0x00000158u, 0x0004003du, 0x00000006u, 0x0000015au, 0x00000159u, 0x00050084u, 0x00000006u, 0x0000015bu, 0x0000006au,
    0x0000015au, 0x00050080u, 0x00000006u, 0x0000015cu, 0x00000156u, 0x0000015bu, 0x00050041u, 0x0000007cu, 0x0000015eu, 0x0000007au,
    0x0000015du, 0x0004003du, 0x00000006u, 0x0000015fu, 0x0000015eu, 0x00050080u, 0x00000006u, 0x00000160u, 0x0000015cu, 0x0000015fu,
    0x00050080u, 0x00000006u, 0x00000162u, 0x00000160u, 0x00000076u, 0x00050080u, 0x00000006u, 0x00000164u, 0x00000162u, 0x00000062u,
    0x00060041u, 0x00000117u, 0x00000166u, 0x00000111u, 0x00000062u, 0x00000027u, 0x0004003du, 0x00000008u, 0x00000167u, 0x00000166u,
    0x00060041u, 0x000000cbu, 0x00000168u, 0x00000153u, 0x00000027u, 0x00000164u, 0x0003003eu, 0x00000168u, 0x00000167u, 0x000200f9u,
    0x0000014fu, 0x000200f8u, 0x0000014fu, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_matvec_sg[2283] = { /* matvec_sg.comp --target-env=vulkan1.1 */
    0x07230203u, 0x00010300u, 0x000d000bu, 0x000002edu, 0x00000000u, 0x00020011u, 0x00000001u, 0x00020011u, 0x0000003du, 0x00020011u,
    0x0000003fu, 0x0006000bu, 0x00000001u, 0x4c534c47u, 0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u,
    0x000b000fu, 0x00000005u, 0x00000004u, 0x6e69616du, 0x00000000u, 0x00000064u, 0x00000067u, 0x0000006cu, 0x00000072u, 0x00000099u,
    0x000001d6u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u, 0x00000017u, 0x00000001u,
    0x00000002u, 0x00040047u, 0x0000002du, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000002eu, 0x00000000u, 0x00000018u, 0x00050048u,
    0x0000002eu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000002eu, 0x00000002u, 0x00040047u, 0x00000030u, 0x00000022u,
    0x00000000u, 0x00040047u, 0x00000030u, 0x00000021u, 0x00000000u, 0x00030047u, 0x00000064u, 0x00000000u, 0x00040047u, 0x00000064u,
    0x0000000bu, 0x00000029u, 0x00030047u, 0x00000065u, 0x00000000u, 0x00030047u, 0x00000067u, 0x00000000u, 0x00040047u, 0x00000067u,
    0x0000000bu, 0x00000024u, 0x00030047u, 0x00000068u, 0x00000000u, 0x00040047u, 0x0000006cu, 0x0000000bu, 0x0000001au, 0x00040047u,
    0x00000072u, 0x0000000bu, 0x00000018u, 0x00050048u, 0x0000007eu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x0000007eu,
    0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u, 0x0000007eu, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x0000007eu,
    0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u, 0x0000007eu, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x0000007eu,
    0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u, 0x0000007eu, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x0000007eu,
    0x00000007u, 0x00000023u, 0x0000001cu, 0x00030047u, 0x0000007eu, 0x00000002u, 0x00040047u, 0x00000099u, 0x0000000bu, 0x00000028u,
    0x00040047u, 0x000000e3u, 0x00000001u, 0x00000003u, 0x00040047u, 0x000000f7u, 0x00000006u, 0x00000010u, 0x00040048u, 0x000000f8u,
    0x00000000u, 0x00000018u, 0x00050048u, 0x000000f8u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000f8u, 0x00000002u,
    0x00040047u, 0x000000fau, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000fau, 0x00000021u, 0x00000000u, 0x00040047u, 0x0000014bu,
    0x00000006u, 0x00000010u, 0x00040048u, 0x0000014cu, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000014cu, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x0000014cu, 0x00000002u, 0x00040047u, 0x0000014eu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000014eu,
    0x00000021u, 0x00000001u, 0x00040047u, 0x0000018eu, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000018fu, 0x00000000u, 0x00000018u,
    0x00050048u, 0x0000018fu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000018fu, 0x00000002u, 0x00040047u, 0x00000191u,
    0x00000022u, 0x00000000u, 0x00040047u, 0x00000191u, 0x00000021u, 0x00000001u, 0x00040047u, 0x000001c0u, 0x00000006u, 0x00000004u,
    0x00040048u, 0x000001c1u, 0x00000000u, 0x00000019u, 0x00050048u, 0x000001c1u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x000001c1u, 0x00000002u, 0x00040047u, 0x000001c3u, 0x00000022u, 0x00000000u, 0x00040047u, 0x000001c3u, 0x00000021u, 0x00000002u,
    0x00040047u, 0x000001d6u, 0x0000000bu, 0x00000026u, 0x00040047u, 0x000001dau, 0x00000001u, 0x00000000u, 0x00040047u, 0x000001dbu,
    0x0000000bu, 0x00000019u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u,
    0x00000000u, 0x00030016u, 0x00000008u, 0x00000020u, 0x00040017u, 0x00000010u, 0x00000008u, 0x00000004u, 0x00040015u, 0x00000016u,
    0x00000020u, 0x00000001u, 0x00040032u, 0x00000016u, 0x00000017u, 0x00000000u, 0x0004002bu, 0x00000016u, 0x00000018u, 0x00000002u,
    0x00020014u, 0x00000019u, 0x00060034u, 0x00000019u, 0x0000001au, 0x000000aau, 0x00000017u, 0x00000018u, 0x0004002bu, 0x00000016u,
    0x0000001eu, 0x00000010u, 0x00040017u, 0x00000023u, 0x00000008u, 0x00000002u, 0x0004002bu, 0x00000006u, 0x00000025u, 0x00000000u,
    0x0004002bu, 0x00000016u, 0x00000029u, 0x00000000u, 0x00060034u, 0x00000019u, 0x0000002au, 0x000000aau, 0x00000017u, 0x00000029u,
    0x0003001du, 0x0000002du, 0x00000006u, 0x0003001eu, 0x0000002eu, 0x0000002du, 0x00040020u, 0x0000002fu, 0x0000000cu, 0x0000002eu,
    0x0004003bu, 0x0000002fu, 0x00000030u, 0x0000000cu, 0x00040020u, 0x00000032u, 0x0000000cu, 0x00000006u, 0x0004002bu, 0x00000016u,
    0x00000039u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000003eu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000048u, 0x0000ffffu,
    0x00040020u, 0x00000063u, 0x00000001u, 0x00000006u, 0x0004003bu, 0x00000063u, 0x00000064u, 0x00000001u, 0x0004003bu, 0x00000063u,
    0x00000067u, 0x00000001u, 0x00040017u, 0x0000006au, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000006bu, 0x00000001u, 0x0000006au,
    0x0004003bu, 0x0000006bu, 0x0000006cu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000006fu, 0x00000002u, 0x0004003bu, 0x0000006bu,
    0x00000072u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000077u, 0x00000008u, 0x00060034u, 0x00000019u, 0x0000007bu, 0x000000abu,
    0x00000017u, 0x00000029u, 0x000a001eu, 0x0000007eu, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00040020u, 0x0000007fu, 0x00000009u, 0x0000007eu, 0x0004003bu, 0x0000007fu, 0x00000080u, 0x00000009u,
    0x00040020u, 0x00000081u, 0x00000009u, 0x00000006u, 0x0004002bu, 0x00000006u, 0x00000084u, 0x00000007u, 0x0004002bu, 0x00000016u,
    0x0000008au, 0x00000004u, 0x0004002bu, 0x00000006u, 0x0000008du, 0x00000003u, 0x0004003bu, 0x00000063u, 0x00000099u, 0x00000001u,
    0x0004001cu, 0x000000b5u, 0x00000008u, 0x00000077u, 0x00040020u, 0x000000b6u, 0x00000007u, 0x000000b5u, 0x0004002bu, 0x00000008u,
    0x000000b9u, 0x00000000u, 0x00040020u, 0x000000bau, 0x00000007u, 0x00000008u, 0x0004002bu, 0x00000016u, 0x000000c4u, 0x00000003u,
    0x00040032u, 0x00000006u, 0x000000e3u, 0x00000001u, 0x00040017u, 0x000000ebu, 0x00000006u, 0x00000004u, 0x0004001cu, 0x000000ecu,
    0x000000ebu, 0x000000e3u, 0x00040020u, 0x000000edu, 0x00000007u, 0x000000ecu, 0x00040020u, 0x000000f3u, 0x00000007u, 0x000000ebu,
    0x0003001du, 0x000000f7u, 0x000000ebu, 0x0003001eu, 0x000000f8u, 0x000000f7u, 0x00040020u, 0x000000f9u, 0x0000000cu, 0x000000f8u,
    0x0004003bu, 0x000000f9u, 0x000000fau, 0x0000000cu, 0x00040020u, 0x000000feu, 0x0000000cu, 0x000000ebu, 0x0007002cu, 0x000000ebu,
    0x00000102u, 0x00000025u, 0x00000025u, 0x00000025u, 0x00000025u, 0x0004002bu, 0x00000016u, 0x00000139u, 0x00000007u, 0x0003001du,
    0x0000014bu, 0x00000010u, 0x0003001eu, 0x0000014cu, 0x0000014bu, 0x00040020u, 0x0000014du, 0x0000000cu, 0x0000014cu, 0x0004003bu,
    0x0000014du, 0x0000014eu, 0x0000000cu, 0x00040020u, 0x00000150u, 0x0000000cu, 0x00000010u, 0x0003001du, 0x0000018eu, 0x00000008u,
    0x0003001eu, 0x0000018fu, 0x0000018eu, 0x00040020u, 0x00000190u, 0x0000000cu, 0x0000018fu, 0x0004003bu, 0x00000190u, 0x00000191u,
    0x0000000cu, 0x00040020u, 0x0000019bu, 0x0000000cu, 0x00000008u, 0x0003001du, 0x000001c0u, 0x00000008u, 0x0003001eu, 0x000001c1u,
    0x000001c0u, 0x00040020u, 0x000001c2u, 0x0000000cu, 0x000001c1u, 0x0004003bu, 0x000001c2u, 0x000001c3u, 0x0000000cu, 0x0004002bu,
    0x00000016u, 0x000001c4u, 0x00000005u, 0x0004002bu, 0x00000016u, 0x000001ccu, 0x00000006u, 0x0004003bu, 0x00000063u, 0x000001d6u,
    0x00000001u, 0x00040032u, 0x00000006u, 0x000001dau, 0x00000001u, 0x00060033u, 0x0000006au, 0x000001dbu, 0x000001dau, 0x0000003eu,
    0x0000003eu, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x0004003bu, 0x000000b6u,
    0x000000b7u, 0x00000007u, 0x0004003bu, 0x000000edu, 0x000000eeu, 0x00000007u, 0x0004003du, 0x00000006u, 0x00000065u, 0x00000064u,
    0x0004003du, 0x00000006u, 0x00000068u, 0x00000067u, 0x00050041u, 0x00000063u, 0x0000006du, 0x0000006cu, 0x00000025u, 0x0004003du,
    0x00000006u, 0x0000006eu, 0x0000006du, 0x00050041u, 0x00000063u, 0x00000070u, 0x0000006cu, 0x0000006fu, 0x0004003du, 0x00000006u,
    0x00000071u, 0x00000070u, 0x00050041u, 0x00000063u, 0x00000073u, 0x00000072u, 0x00000025u, 0x0004003du, 0x00000006u, 0x00000074u,
    0x00000073u, 0x00050084u, 0x00000006u, 0x00000075u, 0x00000071u, 0x00000074u, 0x00050080u, 0x00000006u, 0x00000076u, 0x0000006eu,
    0x00000075u, 0x00050084u, 0x00000006u, 0x00000078u, 0x00000076u, 0x00000077u, 0x000300f7u, 0x0000007du, 0x00000000u, 0x000400fau,
    0x0000007bu, 0x0000007cu, 0x0000007du, 0x000200f8u, 0x0000007cu, 0x00050041u, 0x00000081u, 0x00000082u, 0x00000080u, 0x00000029u,
    0x0004003du, 0x00000006u, 0x00000083u, 0x00000082u, 0x000500c7u, 0x00000006u, 0x00000085u, 0x00000083u, 0x00000084u, 0x000500aau,
    0x00000019u, 0x00000086u, 0x00000085u, 0x00000025u, 0x000200f9u, 0x0000007du, 0x000200f8u, 0x0000007du, 0x000700f5u, 0x00000019u,
    0x00000087u, 0x0000007bu, 0x00000005u, 0x00000086u, 0x0000007cu, 0x000300f7u, 0x00000089u, 0x00000000u, 0x000400fau, 0x00000087u,
    0x00000088u, 0x00000089u, 0x000200f8u, 0x00000088u, 0x00050041u, 0x00000081u, 0x0000008bu, 0x00000080u, 0x0000008au, 0x0004003du,
    0x00000006u, 0x0000008cu, 0x0000008bu, 0x000500c7u, 0x00000006u, 0x0000008eu, 0x0000008cu, 0x0000008du, 0x000500aau, 0x00000019u,
    0x0000008fu, 0x0000008eu, 0x00000025u, 0x000200f9u, 0x00000089u, 0x000200f8u, 0x00000089u, 0x000700f5u, 0x00000019u, 0x00000090u,
    0x00000087u, 0x0000007du, 0x0000008fu, 0x00000088u, 0x000300f7u, 0x00000092u, 0x00000000u, 0x000400fau, 0x00000090u, 0x00000091u,
    0x00000092u, 0x000200f8u, 0x00000091u, 0x00050041u, 0x00000081u, 0x00000093u, 0x00000080u, 0x00000018u, 0x0004003du, 0x00000006u,
    0x00000094u, 0x00000093u, 0x000500c7u, 0x00000006u, 0x00000095u, 0x00000094u, 0x0000008du, 0x000500aau, 0x00000019u, 0x00000096u,
    0x00000095u, 0x00000025u, 0x000200f9u, 0x00000092u, 0x000200f8u, 0x00000092u, 0x000700f5u, 0x00000019u, 0x00000097u, 0x00000090u,
    0x00000089u, 0x00000096u, 0x00000091u, 0x0004003du, 0x00000006u, 0x0000009au, 0x00000099u, 0x000200f9u, 0x0000009bu, 0x000200f8u,
    0x0000009bu, 0x000700f5u, 0x00000006u, 0x000002b9u, 0x0000009au, 0x00000092u, 0x000001d9u, 0x0000009eu, 0x000500b0u, 0x00000019u,
    0x000000a1u, 0x000002b9u, 0x00000077u, 0x000400f6u, 0x0000009du, 0x0000009eu, 0x00000000u, 0x000400fau, 0x000000a1u, 0x0000009cu,
    0x0000009du, 0x000200f8u, 0x0000009cu, 0x00050080u, 0x00000006u, 0x000000a5u, 0x00000078u, 0x000002b9u, 0x00050041u, 0x00000081u,
    0x000000a7u, 0x00000080u, 0x00000039u, 0x0004003du, 0x00000006u, 0x000000a8u, 0x000000a7u, 0x000500aeu, 0x00000019u, 0x000000a9u,
    0x000000a5u, 0x000000a8u, 0x000300f7u, 0x000000abu, 0x00000000u, 0x000400fau, 0x000000a9u, 0x000000aau, 0x000000abu, 0x000200f8u,
    0x000000aau, 0x000200f9u, 0x0000009du, 0x000200f8u, 0x000000abu, 0x000200f9u, 0x000000aeu, 0x000200f8u, 0x000000aeu, 0x000700f5u,
    0x00000006u, 0x000002bau, 0x00000025u, 0x000000abu, 0x000000bdu, 0x000000afu, 0x000500b0u, 0x00000019u, 0x000000b4u, 0x000002bau,
    0x00000077u, 0x000400f6u, 0x000000b0u, 0x000000afu, 0x00000000u, 0x000400fau, 0x000000b4u, 0x000000afu, 0x000000b0u, 0x000200f8u,
    0x000000afu, 0x00050041u, 0x000000bau, 0x000000bbu, 0x000000b7u, 0x000002bau, 0x0003003eu, 0x000000bbu, 0x000000b9u, 0x00050080u,
    0x00000006u, 0x000000bdu, 0x000002bau, 0x00000039u, 0x000200f9u, 0x000000aeu, 0x000200f8u, 0x000000b0u, 0x000300f7u, 0x000000c0u,
    0x00000000u, 0x000400fau, 0x00000097u, 0x000000bfu, 0x00000167u, 0x000200f8u, 0x000000bfu, 0x00050041u, 0x00000081u, 0x000000c2u,
    0x00000080u, 0x00000029u, 0x0004003du, 0x00000006u, 0x000000c3u, 0x000000c2u, 0x000500c2u, 0x00000006u, 0x000000c5u, 0x000000c3u,
    0x000000c4u, 0x00050084u, 0x00000006u, 0x000000c9u, 0x000000a5u, 0x000000c5u, 0x00050041u, 0x00000081u, 0x000000cbu, 0x00000080u,
    0x0000008au, 0x0004003du, 0x00000006u, 0x000000ccu, 0x000000cbu, 0x000500c2u, 0x00000006u, 0x000000cdu, 0x000000ccu, 0x00000018u,
    0x00050041u, 0x00000081u, 0x000000cfu, 0x00000080u, 0x00000018u, 0x0004003du, 0x00000006u, 0x000000d0u, 0x000000cfu, 0x000500c2u,
    0x00000006u, 0x000000d1u, 0x000000d0u, 0x00000018u, 0x000200f9u, 0x000000d4u, 0x000200f8u, 0x000000d4u, 0x000700f5u, 0x00000006u,
    0x000002c5u, 0x00000065u, 0x000000bfu, 0x00000166u, 0x000000d7u, 0x000500b0u, 0x00000019u, 0x000000dbu, 0x000002c5u, 0x000000c5u,
    0x000400f6u, 0x000000d6u, 0x000000d7u, 0x00000000u, 0x000400fau, 0x000000dbu, 0x000000d5u, 0x000000d6u, 0x000200f8u, 0x000000d5u,
    0x000200f9u, 0x000000ddu, 0x000200f8u, 0x000000ddu, 0x000700f5u, 0x00000006u, 0x000002d4u, 0x00000025u, 0x000000d5u, 0x00000106u,
    0x000000e0u, 0x000500b0u, 0x00000019u, 0x000000e4u, 0x000002d4u, 0x000000e3u, 0x000400f6u, 0x000000dfu, 0x000000e0u, 0x00000000u,
    0x000400fau, 0x000000e4u, 0x000000deu, 0x000000dfu, 0x000200f8u, 0x000000deu, 0x00050084u, 0x00000006u, 0x000000e9u, 0x000002d4u,
    0x00000068u, 0x00050080u, 0x00000006u, 0x000000eau, 0x000002c5u, 0x000000e9u, 0x000500b0u, 0x00000019u, 0x000000f2u, 0x000000eau,
    0x000000c5u, 0x000300f7u, 0x000000f6u, 0x00000000u, 0x000400fau, 0x000000f2u, 0x000000f5u, 0x00000101u, 0x000200f8u, 0x000000f5u,
    0x00050080u, 0x00000006u, 0x000000fdu, 0x000000c9u, 0x000000eau, 0x00060041u, 0x000000feu, 0x000000ffu, 0x000000fau, 0x00000029u,
    0x000000fdu, 0x0004003du, 0x000000ebu, 0x00000100u, 0x000000ffu, 0x000200f9u, 0x000000f6u, 0x000200f8u, 0x00000101u, 0x000200f9u,
    0x000000f6u, 0x000200f8u, 0x000000f6u, 0x000700f5u, 0x000000ebu, 0x000002ecu, 0x00000100u, 0x000000f5u, 0x00000102u, 0x00000101u,
    0x00050041u, 0x000000f3u, 0x00000104u, 0x000000eeu, 0x000002d4u, 0x0003003eu, 0x00000104u, 0x000002ecu, 0x000200f9u, 0x000000e0u,
    0x000200f8u, 0x000000e0u, 0x00050080u, 0x00000006u, 0x00000106u, 0x000002d4u, 0x00000039u, 0x000200f9u, 0x000000ddu, 0x000200f8u,
    0x000000dfu, 0x000200f9u, 0x00000108u, 0x000200f8u, 0x00000108u, 0x000700f5u, 0x00000006u, 0x000002d5u, 0x00000025u, 0x000000dfu,
    0x00000162u, 0x0000010bu, 0x000500b0u, 0x00000019u, 0x0000010eu, 0x000002d5u, 0x000000e3u, 0x000400f6u, 0x0000010au, 0x0000010bu,
    0x00000000u, 0x000400fau, 0x0000010eu, 0x00000109u, 0x0000010au, 0x000200f8u, 0x00000109u, 0x00050084u, 0x00000006u, 0x00000113u,
    0x000002d5u, 0x00000068u, 0x00050080u, 0x00000006u, 0x00000114u, 0x000002c5u, 0x00000113u, 0x000500aeu, 0x00000019u, 0x00000117u,
    0x00000114u, 0x000000c5u, 0x000300f7u, 0x00000119u, 0x00000000u, 0x000400fau, 0x00000117u, 0x00000118u, 0x00000119u, 0x000200f8u,
    0x00000118u, 0x000200f9u, 0x0000010au, 0x000200f8u, 0x00000119u, 0x00050041u, 0x000000f3u, 0x0000011du, 0x000000eeu, 0x000002d5u,
    0x0004003du, 0x000000ebu, 0x0000011eu, 0x0000011du, 0x00050051u, 0x00000006u, 0x00000123u, 0x0000011eu, 0x00000000u, 0x00050051u,
    0x00000006u, 0x00000126u, 0x0000011eu, 0x00000001u, 0x000500c7u, 0x00000006u, 0x000001efu, 0x00000123u, 0x00000048u, 0x000300f7u,
    0x00000208u, 0x00000000u, 0x000300fbu, 0x00000025u, 0x000001ffu, 0x000200f8u, 0x000001ffu, 0x000300f7u, 0x00000204u, 0x00000000u,
    0x000400fau, 0x0000001au, 0x00000200u, 0x00000204u, 0x000200f8u, 0x00000200u, 0x000500c4u, 0x00000006u, 0x00000202u, 0x000001efu,
    0x0000001eu, 0x0004007cu, 0x00000008u, 0x00000203u, 0x00000202u, 0x000200f9u, 0x00000208u, 0x000200f8u, 0x00000204u, 0x0006000cu,
    0x00000023u, 0x00000206u, 0x00000001u, 0x0000003eu, 0x000001efu, 0x00050051u, 0x00000008u, 0x00000207u, 0x00000206u, 0x00000000u,
    0x000200f9u, 0x00000208u, 0x000200f8u, 0x00000208u, 0x000700f5u, 0x00000008u, 0x000002d8u, 0x00000203u, 0x00000200u, 0x00000207u,
    0x00000204u, 0x000500c2u, 0x00000006u, 0x000001f2u, 0x00000123u, 0x0000001eu, 0x000300f7u, 0x00000217u, 0x00000000u, 0x000300fbu,
    0x00000025u, 0x0000020eu, 0x000200f8u, 0x0000020eu, 0x000300f7u, 0x00000213u, 0x00000000u, 0x000400fau, 0x0000001au, 0x0000020fu,
    0x00000213u, 0x000200f8u, 0x0000020fu, 0x000500c4u, 0x00000006u, 0x00000211u, 0x000001f2u, 0x0000001eu, 0x0004007cu, 0x00000008u,
    0x00000212u, 0x00000211u, 0x000200f9u, 0x00000217u, 0x000200f8u, 0x00000213u, 0x0006000cu, 0x00000023u, 0x00000215u, 0x00000001u,
    0x0000003eu, 0x000001f2u, 0x00050051u, 0x00000008u, 0x00000216u, 0x00000215u, 0x00000000u, 0x000200f9u, 0x00000217u, 0x000200f8u,
    0x00000217u, 0x000700f5u, 0x00000008u, 0x000002d9u, 0x00000212u, 0x0000020fu, 0x00000216u, 0x00000213u, 0x000500c7u, 0x00000006u,
    0x000001f5u, 0x00000126u, 0x00000048u, 0x000300f7u, 0x00000226u, 0x00000000u, 0x000300fbu, 0x00000025u, 0x0000021du, 0x000200f8u,
    0x0000021du, 0x000300f7u, 0x00000222u, 0x00000000u, 0x000400fau, 0x0000001au, 0x0000021eu, 0x00000222u, 0x000200f8u, 0x0000021eu,
    0x000500c4u, 0x00000006u, 0x00000220u, 0x000001f5u, 0x0000001eu, 0x0004007cu, 0x00000008u, 0x00000221u, 0x00000220u, 0x000200f9u,
    0x00000226u, 0x000200f8u, 0x00000222u, 0x0006000cu, 0x00000023u, 0x00000224u, 0x00000001u, 0x0000003eu, 0x000001f5u, 0x00050051u,
    0x00000008u, 0x00000225u, 0x00000224u, 0x00000000u, 0x000200f9u, 0x00000226u, 0x000200f8u, 0x00000226u, 0x000700f5u, 0x00000008u,
    0x000002dau, 0x00000221u, 0x0000021eu, 0x00000225u, 0x00000222u, 0x000500c2u, 0x00000006u, 0x000001f8u, 0x00000126u, 0x0000001eu,
    0x000300f7u, 0x00000235u, 0x00000000u, 0x000300fbu, 0x00000025u, 0x0000022cu, 0x000200f8u, 0x0000022cu, 0x000300f7u, 0x00000231u,
    0x00000000u, 0x000400fau, 0x0000001au, 0x0000022du, 0x00000231u, 0x000200f8u, 0x0000022du, 0x000500c4u, 0x00000006u, 0x0000022fu,
    0x000001f8u, 0x0000001eu, 0x0004007cu, 0x00000008u, 0x00000230u, 0x0000022fu, 0x000200f9u, 0x00000235u, 0x000200f8u, 0x00000231u,
    0x0006000cu, 0x00000023u, 0x00000233u, 0x00000001u, 0x0000003eu, 0x000001f8u, 0x00050051u, 0x00000008u, 0x00000234u, 0x00000233u,
    0x00000000u, 0x000200f9u, 0x00000235u, 0x000200f8u, 0x00000235u, 0x000700f5u, 0x00000008u, 0x000002dbu, 0x00000230u, 0x0000022du,
    0x00000234u, 0x00000231u, 0x00070050u, 0x00000010u, 0x000001fau, 0x000002d8u, 0x000002d9u, 0x000002dau, 0x000002dbu, 0x00050051u,
    0x00000006u, 0x0000012bu, 0x0000011eu, 0x00000002u, 0x00050051u, 0x00000006u, 0x0000012eu, 0x0000011eu, 0x00000003u, 0x000500c7u,
    0x00000006u, 0x0000023eu, 0x0000012bu, 0x00000048u, 0x000300f7u, 0x00000257u, 0x00000000u, 0x000300fbu, 0x00000025u, 0x0000024eu,
    0x000200f8u, 0x0000024eu, 0x000300f7u, 0x00000253u, 0x00000000u, 0x000400fau, 0x0000001au, 0x0000024fu, 0x00000253u, 0x000200f8u,
    0x0000024fu, 0x000500c4u, 0x00000006u, 0x00000251u, 0x0000023eu, 0x0000001eu, 0x0004007cu, 0x00000008u, 0x00000252u, 0x00000251u,
    0x000200f9u, 0x00000257u, 0x000200f8u, 0x00000253u, 0x0006000cu, 0x00000023u, 0x00000255u, 0x00000001u, 0x0000003eu, 0x0000023eu,
    0x00050051u, 0x00000008u, 0x00000256u, 0x00000255u, 0x00000000u, 0x000200f9u, 0x00000257u, 0x000200f8u, 0x00000257u, 0x000700f5u,
    0x00000008u, 0x000002dcu, 0x00000252u, 0x0000024fu, 0x00000256u, 0x00000253u, 0x000500c2u, 0x00000006u, 0x00000241u, 0x0000012bu,
    0x0000001eu, 0x000300f7u, 0x00000266u, 0x00000000u, 0x000300fbu, 0x00000025u, 0x0000025du, 0x000200f8u, 0x0000025du, 0x000300f7u,
    0x00000262u, 0x00000000u, 0x000400fau, 0x0000001au, 0x0000025eu, 0x00000262u, 0x000200f8u, 0x0000025eu, 0x000500c4u, 0x00000006u,
    0x00000260u, 0x00000241u, 0x0000001eu, 0x0004007cu, 0x00000008u, 0x00000261u, 0x00000260u, 0x000200f9u, 0x00000266u, 0x000200f8u,
    0x00000262u, 0x0006000cu, 0x00000023u, 0x00000264u, 0x00000001u, 0x0000003eu, 0x00000241u, 0x00050051u, 0x00000008u, 0x00000265u,
    0x00000264u, 0x00000000u, 0x000200f9u, 0x00000266u, 0x000200f8u, 0x00000266u, 0x000700f5u, 0x00000008u, 0x000002ddu, 0x00000261u,
    0x0000025eu, 0x00000265u, 0x00000262u, 0x000500c7u, 0x00000006u, 0x00000244u, 0x0000012eu, 0x00000048u, 0x000300f7u, 0x00000275u,
    0x00000000u, 0x000300fbu, 0x00000025u, 0x0000026cu, 0x000200f8u, 0x0000026cu, 0x000300f7u, 0x00000271u, 0x00000000u, 0x000400fau,
    0x0000001au, 0x0000026du, 0x00000271u, 0x000200f8u, 0x0000026du, 0x000500c4u, 0x00000006u, 0x0000026fu, 0x00000244u, 0x0000001eu,
    0x0004007cu, 0x00000008u, 0x00000270u, 0x0000026fu, 0x000200f9u, 0x00000275u, 0x000200f8u, 0x00000271u, 0x0006000cu, 0x00000023u,
    0x00000273u, 0x00000001u, 0x0000003eu, 0x00000244u, 0x00050051u, 0x00000008u, 0x00000274u, 0x00000273u, 0x00000000u, 0x000200f9u,
    0x00000275u, 0x000200f8u, 0x00000275u, 0x000700f5u, 0x00000008u, 0x000002deu, 0x00000270u, 0x0000026du, 0x00000274u, 0x00000271u,
    0x000500c2u, 0x00000006u, 0x00000247u, 0x0000012eu, 0x0000001eu, 0x000300f7u, 0x00000284u, 0x00000000u, 0x000300fbu, 0x00000025u,
    0x0000027bu, 0x000200f8u, 0x0000027bu, 0x000300f7u, 0x00000280u, 0x00000000u, 0x000400fau, 0x0000001au, 0x0000027cu, 0x00000280u,
    0x000200f8u, 0x0000027cu, 0x000500c4u, 0x00000006u, 0x0000027eu, 0x00000247u, 0x0000001eu, 0x0004007cu, 0x00000008u, 0x0000027fu,
    0x0000027eu, 0x000200f9u, 0x00000284u, 0x000200f8u, 0x00000280u, 0x0006000cu, 0x00000023u, 0x00000282u, 0x00000001u, 0x0000003eu,
    0x00000247u, 0x00050051u, 0x00000008u, 0x00000283u, 0x00000282u, 0x00000000u, 0x000200f9u, 0x00000284u, 0x000200f8u, 0x00000284u,
    0x000700f5u, 0x00000008u, 0x000002dfu, 0x0000027fu, 0x0000027cu, 0x00000283u, 0x00000280u, 0x00070050u, 0x00000010u, 0x00000249u,
    0x000002dcu, 0x000002ddu, 0x000002deu, 0x000002dfu, 0x000200f9u, 0x00000131u, 0x000200f8u, 0x00000131u, 0x000700f5u, 0x00000006u,
    0x000002e0u, 0x00000025u, 0x00000284u, 0x00000160u, 0x00000134u, 0x000500b0u, 0x00000019u, 0x00000137u, 0x000002e0u, 0x00000077u,
    0x000400f6u, 0x00000133u, 0x00000134u, 0x00000000u, 0x000400fau, 0x00000137u, 0x00000132u, 0x00000133u, 0x000200f8u, 0x00000132u,
    0x00050041u, 0x00000081u, 0x0000013au, 0x00000080u, 0x00000139u, 0x0004003du, 0x00000006u, 0x0000013bu, 0x0000013au, 0x000500aeu,
    0x00000019u, 0x0000013cu, 0x000002e0u, 0x0000013bu, 0x000300f7u, 0x0000013eu, 0x00000000u, 0x000400fau, 0x0000013cu, 0x0000013du,
    0x0000013eu, 0x000200f8u, 0x0000013du, 0x000200f9u, 0x00000133u, 0x000200f8u, 0x0000013eu, 0x00050084u, 0x00000006u, 0x00000144u,
    0x000002e0u, 0x000000d1u, 0x00050080u, 0x00000006u, 0x00000145u, 0x000000cdu, 0x00000144u, 0x00050084u, 0x00000006u, 0x00000147u,
    0x0000006fu, 0x00000114u, 0x00050080u, 0x00000006u, 0x00000148u, 0x00000145u, 0x00000147u, 0x00060041u, 0x00000150u, 0x00000151u,
    0x0000014eu, 0x00000029u, 0x00000148u, 0x0004003du, 0x00000010u, 0x00000152u, 0x00000151u, 0x00050094u, 0x00000008u, 0x00000153u,
    0x000001fau, 0x00000152u, 0x00050080u, 0x00000006u, 0x00000156u, 0x00000148u, 0x0000003eu, 0x00060041u, 0x00000150u, 0x00000157u,
    0x0000014eu, 0x00000029u, 0x00000156u, 0x0004003du, 0x00000010u, 0x00000158u, 0x00000157u, 0x00050094u, 0x00000008u, 0x00000159u,
    0x00000249u, 0x00000158u, 0x00050081u, 0x00000008u, 0x0000015au, 0x00000153u, 0x00000159u, 0x00050041u, 0x000000bau, 0x0000015bu,
    0x000000b7u, 0x000002e0u, 0x0004003du, 0x00000008u, 0x0000015cu, 0x0000015bu, 0x00050081u, 0x00000008u, 0x0000015du, 0x0000015cu,
    0x0000015au, 0x0003003eu, 0x0000015bu, 0x0000015du, 0x000200f9u, 0x00000134u, 0x000200f8u, 0x00000134u, 0x00050080u, 0x00000006u,
    0x00000160u, 0x000002e0u, 0x00000039u, 0x000200f9u, 0x00000131u, 0x000200f8u, 0x00000133u, 0x000200f9u, 0x0000010bu, 0x000200f8u,
    0x0000010bu, 0x00050080u, 0x00000006u, 0x00000162u, 0x000002d5u, 0x00000039u, 0x000200f9u, 0x00000108u, 0x000200f8u, 0x0000010au,
    0x000200f9u, 0x000000d7u, 0x000200f8u, 0x000000d7u, 0x00050084u, 0x00000006u, 0x00000164u, 0x000000e3u, 0x00000068u, 0x00050080u,
    0x00000006u, 0x00000166u, 0x000002c5u, 0x00000164u, 0x000200f9u, 0x000000d4u, 0x000200f8u, 0x000000d6u, 0x000200f9u, 0x000000c0u,
    0x000200f8u, 0x00000167u, 0x00050041u, 0x00000081u, 0x0000016au, 0x00000080u, 0x00000029u, 0x0004003du, 0x00000006u, 0x0000016bu,
    0x0000016au, 0x00050084u, 0x00000006u, 0x0000016cu, 0x000000a5u, 0x0000016bu, 0x000200f9u, 0x0000016fu, 0x000200f8u, 0x0000016fu,
    0x000700f5u, 0x00000006u, 0x000002bbu, 0x00000065u, 0x00000167u, 0x000001a8u, 0x00000172u, 0x000500b0u, 0x00000019u, 0x00000177u,
    0x000002bbu, 0x0000016bu, 0x000400f6u, 0x00000171u, 0x00000172u, 0x00000000u, 0x000400fau, 0x00000177u, 0x00000170u, 0x00000171u,
    0x000200f8u, 0x00000170u, 0x00050080u, 0x00000006u, 0x0000017bu, 0x0000016cu, 0x000002bbu, 0x000300f7u, 0x000002a4u, 0x00000000u,
    0x000300fbu, 0x00000025u, 0x0000028du, 0x000200f8u, 0x0000028du, 0x000300f7u, 0x00000293u, 0x00000000u, 0x000400fau, 0x0000002au,
    0x0000028eu, 0x00000293u, 0x000200f8u, 0x0000028eu, 0x00060041u, 0x00000032u, 0x00000290u, 0x00000030u, 0x00000029u, 0x0000017bu,
    0x0004003du, 0x00000006u, 0x00000291u, 0x00000290u, 0x0004007cu, 0x00000008u, 0x00000292u, 0x00000291u, 0x000200f9u, 0x000002a4u,
    0x000200f8u, 0x00000293u, 0x000500c2u, 0x00000006u, 0x00000295u, 0x0000017bu, 0x00000039u, 0x00060041u, 0x00000032u, 0x00000296u,
    0x00000030u, 0x00000029u, 0x00000295u, 0x0004003du, 0x00000006u, 0x00000297u, 0x00000296u, 0x000500c7u, 0x00000006u, 0x00000299u,
    0x0000017bu, 0x0000003eu, 0x000500abu, 0x00000019u, 0x0000029au, 0x00000299u, 0x00000025u, 0x000300f7u, 0x000002a1u, 0x00000000u,
    0x000400fau, 0x0000029au, 0x0000029bu, 0x0000029eu, 0x000200f8u, 0x0000029bu, 0x000500c2u, 0x00000006u, 0x0000029du, 0x00000297u,
    0x0000001eu, 0x000200f9u, 0x000002a1u, 0x000200f8u, 0x0000029eu, 0x000500c7u, 0x00000006u, 0x000002a0u, 0x00000297u, 0x00000048u,
    0x000200f9u, 0x000002a1u, 0x000200f8u, 0x000002a1u, 0x000700f5u, 0x00000006u, 0x000002bcu, 0x0000029du, 0x0000029bu, 0x000002a0u,
    0x0000029eu, 0x000300f7u, 0x000002b3u, 0x00000000u, 0x000300fbu, 0x00000025u, 0x000002aau, 0x000200f8u, 0x000002aau, 0x000300f7u,
    0x000002afu, 0x00000000u, 0x000400fau, 0x0000001au, 0x000002abu, 0x000002afu, 0x000200f8u, 0x000002abu, 0x000500c4u, 0x00000006u,
    0x000002adu, 0x000002bcu, 0x0000001eu, 0x0004007cu, 0x00000008u, 0x000002aeu, 0x000002adu, 0x000200f9u, 0x000002b3u, 0x000200f8u,
    0x000002afu, 0x0006000cu, 0x00000023u, 0x000002b1u, 0x00000001u, 0x0000003eu, 0x000002bcu, 0x00050051u, 0x00000008u, 0x000002b2u,
    0x000002b1u, 0x00000000u, 0x000200f9u, 0x000002b3u, 0x000200f8u, 0x000002b3u, 0x000700f5u, 0x00000008u, 0x000002bdu, 0x000002aeu,
    0x000002abu, 0x000002b2u, 0x000002afu, 0x000200f9u, 0x000002a4u, 0x000200f8u, 0x000002a4u, 0x000700f5u, 0x00000008u, 0x000002beu,
    0x00000292u, 0x0000028eu, 0x000002bdu, 0x000002b3u, 0x000200f9u, 0x0000017fu, 0x000200f8u, 0x0000017fu, 0x000700f5u, 0x00000006u,
    0x000002bfu, 0x00000025u, 0x000002a4u, 0x000001a5u, 0x00000182u, 0x000500b0u, 0x00000019u, 0x00000185u, 0x000002bfu, 0x00000077u,
    0x000400f6u, 0x00000181u, 0x00000182u, 0x00000000u, 0x000400fau, 0x00000185u, 0x00000180u, 0x00000181u, 0x000200f8u, 0x00000180u,
    0x00050041u, 0x00000081u, 0x00000187u, 0x00000080u, 0x00000139u, 0x0004003du, 0x00000006u, 0x00000188u, 0x00000187u, 0x000500aeu,
    0x00000019u, 0x00000189u, 0x000002bfu, 0x00000188u, 0x000300f7u, 0x0000018bu, 0x00000000u, 0x000400fau, 0x00000189u, 0x0000018au,
    0x0000018bu, 0x000200f8u, 0x0000018au, 0x000200f9u, 0x00000181u, 0x000200f8u, 0x0000018bu, 0x00050041u, 0x00000081u, 0x00000192u,
    0x00000080u, 0x0000008au, 0x0004003du, 0x00000006u, 0x00000193u, 0x00000192u, 0x00050041u, 0x00000081u, 0x00000195u, 0x00000080u,
    0x00000018u, 0x0004003du, 0x00000006u, 0x00000196u, 0x00000195u, 0x00050084u, 0x00000006u, 0x00000197u, 0x000002bfu, 0x00000196u,
    0x00050080u, 0x00000006u, 0x00000198u, 0x00000193u, 0x00000197u, 0x00050080u, 0x00000006u, 0x0000019au, 0x00000198u, 0x000002bbu,
    0x00060041u, 0x0000019bu, 0x0000019cu, 0x00000191u, 0x00000029u, 0x0000019au, 0x0004003du, 0x00000008u, 0x0000019du, 0x0000019cu,
    0x00050041u, 0x000000bau, 0x000001a0u, 0x000000b7u, 0x000002bfu, 0x0004003du, 0x00000008u, 0x000001a1u, 0x000001a0u, 0x0008000cu,
    0x00000008u, 0x000001a2u, 0x00000001u, 0x00000032u, 0x0000019du, 0x000002beu, 0x000001a1u, 0x0003003eu, 0x000001a0u, 0x000001a2u,
    0x000200f9u, 0x00000182u, 0x000200f8u, 0x00000182u, 0x00050080u, 0x00000006u, 0x000001a5u, 0x000002bfu, 0x00000039u, 0x000200f9u,
    0x0000017fu, 0x000200f8u, 0x00000181u, 0x000200f9u, 0x00000172u, 0x000200f8u, 0x00000172u, 0x00050080u, 0x00000006u, 0x000001a8u,
    0x000002bbu, 0x00000068u, 0x000200f9u, 0x0000016fu, 0x000200f8u, 0x00000171u, 0x000200f9u, 0x000000c0u, 0x000200f8u, 0x000000c0u,
    0x000200f9u, 0x000001aau, 0x000200f8u, 0x000001aau, 0x000700f5u, 0x00000006u, 0x000002c6u, 0x00000025u, 0x000000c0u, 0x000001d5u,
    0x000001adu, 0x000500b0u, 0x00000019u, 0x000001b0u, 0x000002c6u, 0x00000077u, 0x000400f6u, 0x000001acu, 0x000001adu, 0x00000000u,
    0x000400fau, 0x000001b0u, 0x000001abu, 0x000001acu, 0x000200f8u, 0x000001abu, 0x00050041u, 0x00000081u, 0x000001b2u, 0x00000080u,
    0x00000139u, 0x0004003du, 0x00000006u, 0x000001b3u, 0x000001b2u, 0x000500aeu, 0x00000019u, 0x000001b4u, 0x000002c6u, 0x000001b3u,
    0x000300f7u, 0x000001b6u, 0x00000000u, 0x000400fau, 0x000001b4u, 0x000001b5u, 0x000001b6u, 0x000200f8u, 0x000001b5u, 0x000200f9u,
    0x000001acu, 0x000200f8u, 0x000001b6u, 0x00050041u, 0x000000bau, 0x000001bau, 0x000000b7u, 0x000002c6u, 0x0004003du, 0x00000008u,
    0x000001bbu, 0x000001bau, 0x0006015eu, 0x00000008u, 0x000001bcu, 0x0000008du, 0x00000000u, 0x000001bbu, 0x0004014du, 0x00000019u,
    0x000001bdu, 0x0000008du, 0x000300f7u, 0x000001bfu, 0x00000000u, 0x000400fau, 0x000001bdu, 0x000001beu, 0x000001bfu, 0x000200f8u,
    0x000001beu, 0x00050041u, 0x00000081u, 0x000001c5u, 0x00000080u, 0x000001c4u, 0x0004003du, 0x00000006u, 0x000001c6u, 0x000001c5u,
    0x00050041u, 0x00000081u, 0x000001c8u, 0x00000080u, 0x000000c4u, 0x0004003du, 0x00000006u, 0x000001c9u, 0x000001c8u, 0x00050084u,
    0x00000006u, 0x000001cau, 0x000002c6u, 0x000001c9u, 0x00050080u, 0x00000006u, 0x000001cbu, 0x000001c6u, 0x000001cau, 0x00050041u,
    0x00000081u, 0x000001cdu, 0x00000080u, 0x000001ccu, 0x0004003du, 0x00000006u, 0x000001ceu, 0x000001cdu, 0x00050080u, 0x00000006u,
    0x000001cfu, 0x000001cbu, 0x000001ceu, 0x00050080u, 0x00000006u, 0x000001d1u, 0x000001cfu, 0x000000a5u, 0x00060041u, 0x0000019bu,
    0x000001d3u, 0x000001c3u, 0x00000029u, 0x000001d1u, 0x0003003eu, 0x000001d3u, 0x000001bcu, 0x000200f9u, 0x000001bfu, 0x000200f8u,
    0x000001bfu, 0x000200f9u, 0x000001adu, 0x000200f8u, 0x000001adu, 0x00050080u, 0x00000006u, 0x000001d5u, 0x000002c6u, 0x00000039u,
    0x000200f9u, 0x000001aau, 0x000200f8u, 0x000001acu, 0x000200f9u, 0x0000009eu, 0x000200f8u, 0x0000009eu, 0x0004003du, 0x00000006u,
    0x000001d7u, 0x000001d6u, 0x00050080u, 0x00000006u, 0x000001d9u, 0x000002b9u, 0x000001d7u, 0x000200f9u, 0x0000009bu, 0x000200f8u,
    0x0000009du, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_matmul[4753] = { /* matmul.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x000007a5u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000007eu, 0x0000023bu, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00050048u,
    0x0000001fu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x0000001fu, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u,
    0x0000001fu, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x0000001fu, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u,
    0x0000001fu, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x0000001fu, 0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u,
    0x0000001fu, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x0000001fu, 0x00000007u, 0x00000023u, 0x0000001cu, 0x00030047u,
    0x0000001fu, 0x00000002u, 0x00040047u, 0x0000003bu, 0x00000001u, 0x00000002u, 0x00040047u, 0x0000004eu, 0x00000006u, 0x00000004u,
    0x00040048u, 0x0000004fu, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000004fu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x0000004fu, 0x00000003u, 0x00040047u, 0x00000051u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000051u, 0x00000021u, 0x00000000u,
    0x00040047u, 0x0000007eu, 0x0000000bu, 0x0000001bu, 0x00040047u, 0x00000087u, 0x00000001u, 0x00000005u, 0x00040047u, 0x00000090u,
    0x00000001u, 0x00000006u, 0x00040047u, 0x0000009bu, 0x00000001u, 0x00000004u, 0x00040047u, 0x000000b3u, 0x00000001u, 0x00000000u,
    0x00040047u, 0x000000b4u, 0x0000000bu, 0x00000019u, 0x00040047u, 0x000000dau, 0x00000006u, 0x00000010u, 0x00040048u, 0x000000dbu,
    0x00000000u, 0x00000018u, 0x00050048u, 0x000000dbu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000dbu, 0x00000003u,
    0x00040047u, 0x000000ddu, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000ddu, 0x00000021u, 0x00000000u, 0x00040047u, 0x00000136u,
    0x00000006u, 0x00000010u, 0x00040048u, 0x00000137u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000137u, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x00000137u, 0x00000003u, 0x00040047u, 0x00000139u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000139u,
    0x00000021u, 0x00000001u, 0x00040047u, 0x0000015eu, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000015fu, 0x00000000u, 0x00000018u,
    0x00050048u, 0x0000015fu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000015fu, 0x00000003u, 0x00040047u, 0x00000161u,
    0x00000022u, 0x00000000u, 0x00040047u, 0x00000161u, 0x00000021u, 0x00000001u, 0x00040047u, 0x00000234u, 0x00000001u, 0x00000008u,
    0x00040047u, 0x0000023bu, 0x0000000bu, 0x0000001au, 0x00040047u, 0x00000257u, 0x00000001u, 0x00000007u, 0x00040047u, 0x00000353u,
    0x00000006u, 0x00000004u, 0x00040048u, 0x00000354u, 0x00000000u, 0x00000019u, 0x00050048u, 0x00000354u, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x00000354u, 0x00000003u, 0x00040047u, 0x00000356u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000356u,
    0x00000021u, 0x00000002u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u,
    0x00000000u, 0x00040020u, 0x00000007u, 0x00000007u, 0x00000006u, 0x00040017u, 0x00000008u, 0x00000006u, 0x00000004u, 0x00020014u,
    0x0000000eu, 0x00040020u, 0x0000001au, 0x00000007u, 0x00000008u, 0x0004002bu, 0x00000006u, 0x0000001cu, 0x00000000u, 0x0007002cu,
    0x00000008u, 0x0000001du, 0x0000001cu, 0x0000001cu, 0x0000001cu, 0x0000001cu, 0x000a001eu, 0x0000001fu, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00040020u, 0x00000020u, 0x00000009u, 0x0000001fu,
    0x0004003bu, 0x00000020u, 0x00000021u, 0x00000009u, 0x00040015u, 0x00000022u, 0x00000020u, 0x00000001u, 0x0004002bu, 0x00000022u,
    0x00000023u, 0x00000001u, 0x00040020u, 0x00000024u, 0x00000009u, 0x00000006u, 0x0004002bu, 0x00000022u, 0x0000002eu, 0x00000000u,
    0x00040032u, 0x00000022u, 0x0000003bu, 0x00000000u, 0x00060034u, 0x0000000eu, 0x0000003cu, 0x000000aau, 0x0000003bu, 0x0000002eu,
    0x0004002bu, 0x00000006u, 0x0000003du, 0x00000004u, 0x0004002bu, 0x00000006u, 0x0000003eu, 0x00000008u, 0x00070034u, 0x00000006u,
    0x0000003fu, 0x000000a9u, 0x0000003cu, 0x0000003du, 0x0000003eu, 0x00060034u, 0x0000000eu, 0x0000004au, 0x000000aau, 0x0000003bu,
    0x0000002eu, 0x0003001du, 0x0000004eu, 0x00000006u, 0x0003001eu, 0x0000004fu, 0x0000004eu, 0x00040020u, 0x00000050u, 0x00000002u,
    0x0000004fu, 0x0004003bu, 0x00000050u, 0x00000051u, 0x00000002u, 0x00040020u, 0x00000055u, 0x00000002u, 0x00000006u, 0x0004002bu,
    0x00000006u, 0x00000064u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000066u, 0x00000010u, 0x0004002bu, 0x00000006u, 0x00000069u,
    0x0000ffffu, 0x00040017u, 0x0000007cu, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000007du, 0x00000001u, 0x0000007cu, 0x0004003bu,
    0x0000007du, 0x0000007eu, 0x00000001u, 0x00040020u, 0x0000007fu, 0x00000001u, 0x00000006u, 0x00040032u, 0x00000006u, 0x00000087u,
    0x00000080u, 0x00040032u, 0x00000006u, 0x00000090u, 0x00000010u, 0x00040032u, 0x00000006u, 0x0000009bu, 0x00000080u, 0x0004002bu,
    0x00000022u, 0x0000009du, 0x00000007u, 0x00060034u, 0x00000006u, 0x000000b1u, 0x00000084u, 0x00000087u, 0x00000090u, 0x00060034u,
    0x00000006u, 0x000000b2u, 0x00000086u, 0x000000b1u, 0x0000003fu, 0x00040032u, 0x00000006u, 0x000000b3u, 0x00000001u, 0x00060033u,
    0x0000007cu, 0x000000b4u, 0x000000b3u, 0x00000064u, 0x00000064u, 0x00060034u, 0x00000006u, 0x000000b5u, 0x00000051u, 0x000000b4u,
    0x00000000u, 0x00060034u, 0x00000006u, 0x000000b6u, 0x00000080u, 0x000000b2u, 0x000000b5u, 0x00060034u, 0x00000006u, 0x000000b7u,
    0x00000082u, 0x000000b6u, 0x00000064u, 0x00060034u, 0x00000006u, 0x000000b8u, 0x00000086u, 0x000000b7u, 0x000000b5u, 0x00060034u,
    0x00000006u, 0x000000bfu, 0x00000089u, 0x000000b2u, 0x000000b5u, 0x00060034u, 0x0000000eu, 0x000000c0u, 0x000000abu, 0x000000bfu,
    0x0000001cu, 0x00060034u, 0x00000006u, 0x000000c9u, 0x00000086u, 0x00000090u, 0x0000003fu, 0x00060034u, 0x00000006u, 0x000000ceu,
    0x00000086u, 0x00000090u, 0x0000003fu, 0x0004001cu, 0x000000d2u, 0x00000008u, 0x000000b8u, 0x0003001du, 0x000000dau, 0x00000008u,
    0x0003001eu, 0x000000dbu, 0x000000dau, 0x00040020u, 0x000000dcu, 0x00000002u, 0x000000dbu, 0x0004003bu, 0x000000dcu, 0x000000ddu,
    0x00000002u, 0x00040020u, 0x000000e8u, 0x00000002u, 0x00000008u, 0x00060034u, 0x00000006u, 0x000000ffu, 0x00000084u, 0x0000009bu,
    0x00000090u, 0x00060034u, 0x00000006u, 0x00000100u, 0x00000086u, 0x000000ffu, 0x0000003du, 0x00060034u, 0x00000006u, 0x00000101u,
    0x00000080u, 0x00000100u, 0x000000b5u, 0x00060034u, 0x00000006u, 0x00000102u, 0x00000082u, 0x00000101u, 0x00000064u, 0x00060034u,
    0x00000006u, 0x00000103u, 0x00000086u, 0x00000102u, 0x000000b5u, 0x00060034u, 0x00000006u, 0x0000010au, 0x00000089u, 0x00000100u,
    0x000000b5u, 0x00060034u, 0x0000000eu, 0x0000010bu, 0x000000abu, 0x0000010au, 0x0000001cu, 0x00060034u, 0x00000006u, 0x00000114u,
    0x00000086u, 0x00000090u, 0x0000003du, 0x00060034u, 0x00000006u, 0x00000119u, 0x00000086u, 0x00000090u, 0x0000003du, 0x0004002bu,
    0x00000022u, 0x00000122u, 0x00000004u, 0x0004002bu, 0x00000022u, 0x00000126u, 0x00000002u, 0x00030016u, 0x00000130u, 0x00000020u,
    0x00040017u, 0x00000131u, 0x00000130u, 0x00000004u, 0x0004001cu, 0x00000132u, 0x00000131u, 0x00000103u, 0x0003001du, 0x00000136u,
    0x00000131u, 0x0003001eu, 0x00000137u, 0x00000136u, 0x00040020u, 0x00000138u, 0x00000002u, 0x00000137u, 0x0004003bu, 0x00000138u,
    0x00000139u, 0x00000002u, 0x00040020u, 0x0000013cu, 0x00000002u, 0x00000131u, 0x00040020u, 0x00000142u, 0x00000007u, 0x00000131u,
    0x0004002bu, 0x00000130u, 0x00000144u, 0x00000000u, 0x0007002cu, 0x00000131u, 0x00000145u, 0x00000144u, 0x00000144u, 0x00000144u,
    0x00000144u, 0x0003001du, 0x0000015eu, 0x00000130u, 0x0003001eu, 0x0000015fu, 0x0000015eu, 0x00040020u, 0x00000160u, 0x00000002u,
    0x0000015fu, 0x0004003bu, 0x00000160u, 0x00000161u, 0x00000002u, 0x00040020u, 0x00000165u, 0x00000002u, 0x00000130u, 0x00040020u,
    0x00000168u, 0x00000007u, 0x00000130u, 0x00060034u, 0x00000006u, 0x00000181u, 0x00000089u, 0x000000b2u, 0x000000b5u, 0x00060034u,
    0x0000000eu, 0x00000182u, 0x000000abu, 0x00000181u, 0x0000001cu, 0x00060034u, 0x00000006u, 0x0000018bu, 0x00000086u, 0x00000090u,
    0x0000003fu, 0x00060034u, 0x00000006u, 0x0000018fu, 0x00000086u, 0x00000090u, 0x0000003fu, 0x00060034u, 0x00000006u, 0x00000192u,
    0x00000086u, 0x00000087u, 0x0000003du, 0x00060034u, 0x00000006u, 0x00000193u, 0x00000080u, 0x00000192u, 0x00000064u, 0x0004002bu,
    0x00000006u, 0x0000019au, 0x00000003u, 0x00060034u, 0x0000000eu, 0x000001a8u, 0x000000aau, 0x0000003bu, 0x0000002eu, 0x00060034u,
    0x00000006u, 0x000001abu, 0x00000084u, 0x00000090u, 0x00000193u, 0x0004001cu, 0x000001acu, 0x00000131u, 0x000001abu, 0x00040020u,
    0x000001adu, 0x00000004u, 0x000001acu, 0x0004003bu, 0x000001adu, 0x000001aeu, 0x00000004u, 0x00040020u, 0x000001b8u, 0x00000004u,
    0x00000130u, 0x00040017u, 0x000001bbu, 0x00000130u, 0x00000002u, 0x00060034u, 0x0000000eu, 0x000001beu, 0x000000aau, 0x0000003bu,
    0x00000126u, 0x0004002bu, 0x00000022u, 0x000001c5u, 0x00000010u, 0x0004002bu, 0x00000006u, 0x000001cbu, 0xffff0000u, 0x0004002bu,
    0x00000006u, 0x000001d6u, 0x00000002u, 0x00060034u, 0x00000006u, 0x000001fau, 0x00000089u, 0x00000100u, 0x000000b5u, 0x00060034u,
    0x0000000eu, 0x000001fbu, 0x000000abu, 0x000001fau, 0x0000001cu, 0x00060034u, 0x00000006u, 0x00000204u, 0x00000086u, 0x00000090u,
    0x0000003du, 0x00060034u, 0x00000006u, 0x00000208u, 0x00000086u, 0x00000090u, 0x0000003du, 0x00060034u, 0x00000006u, 0x0000020bu,
    0x00000086u, 0x0000009bu, 0x0000003du, 0x00060034u, 0x00000006u, 0x0000020cu, 0x00000080u, 0x0000020bu, 0x00000064u, 0x00060034u,
    0x00000006u, 0x0000021cu, 0x00000084u, 0x00000090u, 0x0000020cu, 0x0004001cu, 0x0000021du, 0x00000131u, 0x0000021cu, 0x00040020u,
    0x0000021eu, 0x00000004u, 0x0000021du, 0x0004003bu, 0x0000021eu, 0x0000021fu, 0x00000004u, 0x00040032u, 0x00000006u, 0x00000234u,
    0x00000008u, 0x00060034u, 0x00000006u, 0x00000235u, 0x00000086u, 0x00000087u, 0x00000234u, 0x0004003bu, 0x0000007du, 0x0000023bu,
    0x00000001u, 0x00040032u, 0x00000006u, 0x00000257u, 0x00000008u, 0x00060034u, 0x00000006u, 0x00000260u, 0x00000086u, 0x00000234u,
    0x0000003du, 0x00060034u, 0x00000006u, 0x00000262u, 0x00000086u, 0x00000234u, 0x0000003du, 0x0004001cu, 0x00000263u, 0x00000131u,
    0x00000262u, 0x0004001cu, 0x00000264u, 0x00000263u, 0x00000257u, 0x00040020u, 0x00000265u, 0x00000007u, 0x00000264u, 0x0004002bu,
    0x00000006u, 0x00000288u, 0x00000108u, 0x00060034u, 0x00000006u, 0x000002abu, 0x00000086u, 0x00000257u, 0x0000003du, 0x00060034u,
    0x00000006u, 0x000002adu, 0x00000086u, 0x00000257u, 0x0000003du, 0x0004001cu, 0x000002aeu, 0x00000131u, 0x000002adu, 0x00040020u,
    0x000002afu, 0x00000007u, 0x000002aeu, 0x00060034u, 0x00000006u, 0x000002b7u, 0x00000086u, 0x0000009bu, 0x00000257u, 0x00040020u,
    0x000002bau, 0x00000004u, 0x00000131u, 0x00060034u, 0x00000006u, 0x000002c7u, 0x00000086u, 0x00000234u, 0x0000003du, 0x00060034u,
    0x00000006u, 0x000002c9u, 0x00000086u, 0x00000234u, 0x0000003du, 0x0004001cu, 0x000002cau, 0x00000131u, 0x000002c9u, 0x00040020u,
    0x000002cbu, 0x00000007u, 0x000002cau, 0x00060034u, 0x00000006u, 0x000002e1u, 0x00000086u, 0x00000257u, 0x0000003du, 0x00060034u,
    0x00000006u, 0x000002f2u, 0x00000086u, 0x00000234u, 0x0000003du, 0x00060034u, 0x00000006u, 0x00000316u, 0x00000086u, 0x00000257u,
    0x0000003du, 0x00060034u, 0x00000006u, 0x00000324u, 0x00000086u, 0x0000009bu, 0x00000257u, 0x00060034u, 0x00000006u, 0x00000339u,
    0x00000086u, 0x00000234u, 0x0000003du, 0x0003001du, 0x00000353u, 0x00000130u, 0x0003001eu, 0x00000354u, 0x00000353u, 0x00040020u,
    0x00000355u, 0x00000002u, 0x00000354u, 0x0004003bu, 0x00000355u, 0x00000356u, 0x00000002u, 0x0004002bu, 0x00000022u, 0x00000357u,
    0x00000005u, 0x0004002bu, 0x00000022u, 0x0000035bu, 0x00000003u, 0x0004002bu, 0x00000022u, 0x00000360u, 0x00000006u, 0x00040020u,
    0x00000627u, 0x00000007u, 0x000000d2u, 0x00040020u, 0x00000628u, 0x00000007u, 0x00000132u, 0x0004002bu, 0x00000006u, 0x000007a2u,
    0x00000005u, 0x0004002bu, 0x00000006u, 0x000007a3u, 0x00000006u, 0x0004002bu, 0x00000006u, 0x000007a4u, 0x00000007u, 0x00050036u,
    0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x0004003bu, 0x00000628u, 0x00000134u, 0x00000007u,
    0x0004003bu, 0x00000627u, 0x000000d4u, 0x00000007u, 0x0004003bu, 0x0000001au, 0x000005ddu, 0x00000007u, 0x0004003bu, 0x00000142u,
    0x00000532u, 0x00000007u, 0x0004003bu, 0x0000001au, 0x00000439u, 0x00000007u, 0x0004003bu, 0x00000142u, 0x0000038eu, 0x00000007u,
    0x0004003bu, 0x00000265u, 0x00000266u, 0x00000007u, 0x0004003bu, 0x000002afu, 0x000002b0u, 0x00000007u, 0x0004003bu, 0x000002cbu,
    0x000002ccu, 0x00000007u, 0x00050041u, 0x0000007fu, 0x00000230u, 0x0000007eu, 0x0000001cu, 0x0004003du, 0x00000006u, 0x00000231u,
    0x00000230u, 0x00050089u, 0x00000006u, 0x00000236u, 0x00000231u, 0x00000235u, 0x00050086u, 0x00000006u, 0x00000239u, 0x00000231u,
    0x00000235u, 0x00050041u, 0x0000007fu, 0x0000023cu, 0x0000023bu, 0x0000001cu, 0x0004003du, 0x00000006u, 0x0000023du, 0x0000023cu,
    0x00050084u, 0x00000006u, 0x0000023eu, 0x0000023du, 0x00000087u, 0x00050041u, 0x0000007fu, 0x00000240u, 0x0000023bu, 0x00000064u,
    0x0004003du, 0x00000006u, 0x00000241u, 0x00000240u, 0x00050084u, 0x00000006u, 0x00000242u, 0x00000241u, 0x0000009bu, 0x00050041u,
    0x00000024u, 0x00000244u, 0x00000021u, 0x0000002eu, 0x0004003du, 0x00000006u, 0x00000245u, 0x00000244u, 0x00050089u, 0x00000006u,
    0x00000246u, 0x00000245u, 0x0000003fu, 0x000500aau, 0x0000000eu, 0x00000247u, 0x00000246u, 0x0000001cu, 0x00050041u, 0x00000024u,
    0x00000249u, 0x00000021u, 0x00000122u, 0x0004003du, 0x00000006u, 0x0000024au, 0x00000249u, 0x00050041u, 0x00000024u, 0x0000024bu,
    0x00000021u, 0x00000126u, 0x0004003du, 0x00000006u, 0x0000024cu, 0x0000024bu, 0x000500c5u, 0x00000006u, 0x0000024du, 0x0000024au,
    0x0000024cu, 0x000500c7u, 0x00000006u, 0x0000024eu, 0x0000024du, 0x0000019au, 0x000500aau, 0x0000000eu, 0x0000024fu, 0x0000024eu,
    0x0000001cu, 0x000200f9u, 0x00000251u, 0x000200f8u, 0x00000251u, 0x000700f5u, 0x00000006u, 0x0000062bu, 0x0000001cu, 0x00000005u,
    0x0000026du, 0x00000254u, 0x000500b0u, 0x0000000eu, 0x00000258u, 0x0000062bu, 0x00000257u, 0x000400f6u, 0x00000253u, 0x00000254u,
    0x00000001u, 0x000400fau, 0x00000258u, 0x00000252u, 0x00000253u, 0x000200f8u, 0x00000252u, 0x000200f9u, 0x0000025au, 0x000200f8u,
    0x0000025au, 0x000700f5u, 0x00000006u, 0x00000689u, 0x0000001cu, 0x00000252u, 0x0000026bu, 0x0000025bu, 0x000500b0u, 0x0000000eu,
    0x00000261u, 0x00000689u, 0x00000260u, 0x000400f6u, 0x0000025cu, 0x0000025bu, 0x00000001u, 0x000400fau, 0x00000261u, 0x0000025bu,
    0x0000025cu, 0x000200f8u, 0x0000025bu, 0x00060041u, 0x00000142u, 0x00000269u, 0x00000266u, 0x0000062bu, 0x00000689u, 0x0003003eu,
    0x00000269u, 0x00000145u, 0x00050080u, 0x00000006u, 0x0000026bu, 0x00000689u, 0x00000023u, 0x000200f9u, 0x0000025au, 0x000200f8u,
    0x0000025cu, 0x000200f9u, 0x00000254u, 0x000200f8u, 0x00000254u, 0x00050080u, 0x00000006u, 0x0000026du, 0x0000062bu, 0x00000023u,
    0x000200f9u, 0x00000251u, 0x000200f8u, 0x00000253u, 0x00050080u, 0x00000006u, 0x00000271u, 0x00000245u, 0x00000090u, 0x00050082u,
    0x00000006u, 0x00000272u, 0x00000271u, 0x00000064u, 0x00050086u, 0x00000006u, 0x00000273u, 0x00000272u, 0x00000090u, 0x000300f7u,
    0x0000039au, 0x00000000u, 0x000400fau, 0x00000247u, 0x00000394u, 0x0000039au, 0x000200f8u, 0x00000394u, 0x00050080u, 0x00000006u,
    0x00000396u, 0x0000023eu, 0x00000087u, 0x00050041u, 0x00000024u, 0x00000397u, 0x00000021u, 0x00000023u, 0x0004003du, 0x00000006u,
    0x00000398u, 0x00000397u, 0x000500b2u, 0x0000000eu, 0x00000399u, 0x00000396u, 0x00000398u, 0x000200f9u, 0x0000039au, 0x000200f8u,
    0x0000039au, 0x000700f5u, 0x0000000eu, 0x0000039bu, 0x00000247u, 0x00000253u, 0x00000399u, 0x00000394u, 0x000300f7u, 0x000003a2u,
    0x00000000u, 0x000400fau, 0x0000039bu, 0x0000039cu, 0x000003a2u, 0x000200f8u, 0x0000039cu, 0x000500b2u, 0x0000000eu, 0x000003a1u,
    0x00000090u, 0x00000245u, 0x000200f9u, 0x000003a2u, 0x000200f8u, 0x000003a2u, 0x000700f5u, 0x0000000eu, 0x000003a3u, 0x0000039bu,
    0x0000039au, 0x000003a1u, 0x0000039cu, 0x000300f7u, 0x000003abu, 0x00000000u, 0x000400fau, 0x0000024fu, 0x000003a5u, 0x000003abu,
    0x000200f8u, 0x000003a5u, 0x00050080u, 0x00000006u, 0x000003a7u, 0x00000242u, 0x0000009bu, 0x00050041u, 0x00000024u, 0x000003a8u,
    0x00000021u, 0x0000009du, 0x0004003du, 0x00000006u, 0x000003a9u, 0x000003a8u, 0x000500b2u, 0x0000000eu, 0x000003aau, 0x000003a7u,
    0x000003a9u, 0x000200f9u, 0x000003abu, 0x000200f8u, 0x000003abu, 0x000700f5u, 0x0000000eu, 0x000003acu, 0x0000024fu, 0x000003a2u,
    0x000003aau, 0x000003a5u, 0x000300f7u, 0x000003b3u, 0x00000000u, 0x000400fau, 0x000003acu, 0x000003adu, 0x000003b3u, 0x000200f8u,
    0x000003adu, 0x000500b2u, 0x0000000eu, 0x000003b2u, 0x00000090u, 0x00000245u, 0x000200f9u, 0x000003b3u, 0x000200f8u, 0x000003b3u,
    0x000700f5u, 0x0000000eu, 0x000003b4u, 0x000003acu, 0x000003abu, 0x000003b2u, 0x000003adu, 0x000200f9u, 0x000003b5u, 0x000200f8u,
    0x000003b5u, 0x000700f5u, 0x00000006u, 0x0000062cu, 0x0000001cu, 0x000003b3u, 0x000003e4u, 0x000003e2u, 0x000500b0u, 0x0000000eu,
    0x000003b8u, 0x0000062cu, 0x000000b8u, 0x000400f6u, 0x000003e5u, 0x000003e2u, 0x00000001u, 0x000400fau, 0x000003b8u, 0x000003b9u,
    0x000003e5u, 0x000200f8u, 0x000003b9u, 0x00050084u, 0x00000006u, 0x000003bcu, 0x0000062cu, 0x000000b5u, 0x00050080u, 0x00000006u,
    0x000003bdu, 0x00000231u, 0x000003bcu, 0x000500aeu, 0x0000000eu, 0x000003bfu, 0x000003bdu, 0x000000b2u, 0x000500a7u, 0x0000000eu,
    0x000003c0u, 0x000000c0u, 0x000003bfu, 0x000300f7u, 0x000003c2u, 0x00000000u, 0x000400fau, 0x000003c0u, 0x000003c1u, 0x000003c2u,
    0x000200f8u, 0x000003c1u, 0x000200f9u, 0x000003e5u, 0x000200f8u, 0x000003c2u, 0x00050086u, 0x00000006u, 0x000003c4u, 0x000003bdu,
    0x000000c9u, 0x00050089u, 0x00000006u, 0x000003c7u, 0x000003bdu, 0x000000ceu, 0x00050084u, 0x00000006u, 0x000003c8u, 0x000003c7u,
    0x0000003fu, 0x000300f7u, 0x000003dfu, 0x00000000u, 0x000400fau, 0x000003a3u, 0x000003ccu, 0x000003d9u, 0x000200f8u, 0x000003ccu,
    0x00050080u, 0x00000006u, 0x000003cfu, 0x0000023eu, 0x000003c4u, 0x00050086u, 0x00000006u, 0x000003d2u, 0x00000245u, 0x0000003fu,
    0x00050084u, 0x00000006u, 0x000003d3u, 0x000003cfu, 0x000003d2u, 0x00050086u, 0x00000006u, 0x000003d5u, 0x000003c8u, 0x0000003fu,
    0x00050080u, 0x00000006u, 0x000003d6u, 0x000003d3u, 0x000003d5u, 0x00060041u, 0x000000e8u, 0x000003d7u, 0x000000ddu, 0x0000002eu,
    0x000003d6u, 0x0004003du, 0x00000008u, 0x000003d8u, 0x000003d7u, 0x000200f9u, 0x000003dfu, 0x000200f8u, 0x000003d9u, 0x00050080u,
    0x00000006u, 0x000003dcu, 0x0000023eu, 0x000003c4u, 0x000300f7u, 0x00000481u, 0x00000000u, 0x000300fbu, 0x0000001cu, 0x00000440u,
    0x000200f8u, 0x00000440u, 0x0003003eu, 0x00000439u, 0x0000001du, 0x00050041u, 0x00000024u, 0x00000442u, 0x00000021u, 0x00000023u,
    0x0004003du, 0x00000006u, 0x00000443u, 0x00000442u, 0x000500aeu, 0x0000000eu, 0x00000444u, 0x000003dcu, 0x00000443u, 0x000300f7u,
    0x00000447u, 0x00000000u, 0x000400fau, 0x00000444u, 0x00000445u, 0x00000447u, 0x000200f8u, 0x00000445u, 0x0004003du, 0x00000008u,
    0x00000446u, 0x00000439u, 0x000200f9u, 0x00000481u, 0x000200f8u, 0x00000447u, 0x00050084u, 0x00000006u, 0x0000044bu, 0x000003dcu,
    0x00000245u, 0x00050080u, 0x00000006u, 0x0000044du, 0x0000044bu, 0x000003c8u, 0x000200f9u, 0x0000044eu, 0x000200f8u, 0x0000044eu,
    0x000700f5u, 0x00000006u, 0x0000062du, 0x0000001cu, 0x00000447u, 0x0000047eu, 0x0000047cu, 0x000500b0u, 0x0000000eu, 0x00000451u,
    0x0000062du, 0x0000003fu, 0x000400f6u, 0x0000047fu, 0x0000047cu, 0x00000000u, 0x000400fau, 0x00000451u, 0x00000452u, 0x0000047fu,
    0x000200f8u, 0x00000452u, 0x00050080u, 0x00000006u, 0x00000455u, 0x000003c8u, 0x0000062du, 0x000500aeu, 0x0000000eu, 0x00000458u,
    0x00000455u, 0x00000245u, 0x000300f7u, 0x0000045au, 0x00000000u, 0x000400fau, 0x00000458u, 0x00000459u, 0x0000045au, 0x000200f8u,
    0x00000459u, 0x000200f9u, 0x0000047fu, 0x000200f8u, 0x0000045au, 0x000300f7u, 0x0000047bu, 0x00000000u, 0x000400fau, 0x0000004au,
    0x0000045bu, 0x00000463u, 0x000200f8u, 0x0000045bu, 0x00050080u, 0x00000006u, 0x0000045fu, 0x0000044du, 0x0000062du, 0x00060041u,
    0x00000055u, 0x00000460u, 0x00000051u, 0x0000002eu, 0x0000045fu, 0x0004003du, 0x00000006u, 0x00000461u, 0x00000460u, 0x00050041u,
    0x00000007u, 0x00000462u, 0x00000439u, 0x0000062du, 0x0003003eu, 0x00000462u, 0x00000461u, 0x000200f9u, 0x0000047bu, 0x000200f8u,
    0x00000463u, 0x00050080u, 0x00000006u, 0x00000466u, 0x0000044du, 0x0000062du, 0x000500c2u, 0x00000006u, 0x00000468u, 0x00000466u,
    0x00000023u, 0x00060041u, 0x00000055u, 0x00000469u, 0x00000051u, 0x0000002eu, 0x00000468u, 0x0004003du, 0x00000006u, 0x0000046au,
    0x00000469u, 0x000500c7u, 0x00000006u, 0x0000046cu, 0x00000466u, 0x00000064u, 0x00050084u, 0x00000006u, 0x0000046du, 0x0000046cu,
    0x00000066u, 0x000500c2u, 0x00000006u, 0x0000046eu, 0x0000046au, 0x0000046du, 0x000500c7u, 0x00000006u, 0x0000046fu, 0x0000046eu,
    0x00000069u, 0x000500c2u, 0x00000006u, 0x00000471u, 0x0000062du, 0x00000023u, 0x000500c7u, 0x00000006u, 0x00000474u, 0x0000062du,
    0x00000064u, 0x00050084u, 0x00000006u, 0x00000475u, 0x00000474u, 0x00000066u, 0x000500c4u, 0x00000006u, 0x00000476u, 0x0000046fu,
    0x00000475u, 0x00050041u, 0x00000007u, 0x00000477u, 0x00000439u, 0x00000471u, 0x0004003du, 0x00000006u, 0x00000478u, 0x00000477u,
    0x000500c5u, 0x00000006u, 0x00000479u, 0x00000478u, 0x00000476u, 0x0003003eu, 0x00000477u, 0x00000479u, 0x000200f9u, 0x0000047bu,
    0x000200f8u, 0x0000047bu, 0x000200f9u, 0x0000047cu, 0x000200f8u, 0x0000047cu, 0x00050080u, 0x00000006u, 0x0000047eu, 0x0000062du,
    0x00000023u, 0x000200f9u, 0x0000044eu, 0x000200f8u, 0x0000047fu, 0x0004003du, 0x00000008u, 0x00000480u, 0x00000439u, 0x000200f9u,
    0x00000481u, 0x000200f8u, 0x00000481u, 0x000700f5u, 0x00000008u, 0x0000062fu, 0x00000446u, 0x00000445u, 0x00000480u, 0x0000047fu,
    0x000200f9u, 0x000003dfu, 0x000200f8u, 0x000003dfu, 0x000700f5u, 0x00000008u, 0x00000630u, 0x000003d8u, 0x000003ccu, 0x0000062fu,
    0x00000481u, 0x00050041u, 0x0000001au, 0x000003e1u, 0x000000d4u, 0x0000062cu, 0x0003003eu, 0x000003e1u, 0x00000630u, 0x000200f9u,
    0x000003e2u, 0x000200f8u, 0x000003e2u, 0x00050080u, 0x00000006u, 0x000003e4u, 0x0000062cu, 0x00000023u, 0x000200f9u, 0x000003b5u,
    0x000200f8u, 0x000003e5u, 0x000200f9u, 0x000003e6u, 0x000200f8u, 0x000003e6u, 0x000700f5u, 0x00000006u, 0x00000636u, 0x0000001cu,
    0x000003e5u, 0x00000435u, 0x00000433u, 0x000500b0u, 0x0000000eu, 0x000003e9u, 0x00000636u, 0x00000103u, 0x000400f6u, 0x00000436u,
    0x00000433u, 0x00000001u, 0x000400fau, 0x000003e9u, 0x000003eau, 0x00000436u, 0x000200f8u, 0x000003eau, 0x00050084u, 0x00000006u,
    0x000003edu, 0x00000636u, 0x000000b5u, 0x00050080u, 0x00000006u, 0x000003eeu, 0x00000231u, 0x000003edu, 0x000500aeu, 0x0000000eu,
    0x000003f0u, 0x000003eeu, 0x00000100u, 0x000500a7u, 0x0000000eu, 0x000003f1u, 0x0000010bu, 0x000003f0u, 0x000300f7u, 0x000003f3u,
    0x00000000u, 0x000400fau, 0x000003f1u, 0x000003f2u, 0x000003f3u, 0x000200f8u, 0x000003f2u, 0x000200f9u, 0x00000436u, 0x000200f8u,
    0x000003f3u, 0x00050086u, 0x00000006u, 0x000003f5u, 0x000003eeu, 0x00000114u, 0x00050089u, 0x00000006u, 0x000003f8u, 0x000003eeu,
    0x00000119u, 0x00050084u, 0x00000006u, 0x000003f9u, 0x000003f8u, 0x0000003du, 0x00050080u, 0x00000006u, 0x000003fdu, 0x00000242u,
    0x000003f5u, 0x00050084u, 0x00000006u, 0x00000403u, 0x000003fdu, 0x0000024cu, 0x00050080u, 0x00000006u, 0x00000404u, 0x0000024au,
    0x00000403u, 0x00050080u, 0x00000006u, 0x00000406u, 0x00000404u, 0x000003f9u, 0x000300f7u, 0x00000432u, 0x00000000u, 0x000400fau,
    0x000003b4u, 0x00000408u, 0x0000040fu, 0x000200f8u, 0x00000408u, 0x000500c2u, 0x00000006u, 0x0000040bu, 0x00000406u, 0x00000126u,
    0x00060041u, 0x0000013cu, 0x0000040cu, 0x00000139u, 0x0000002eu, 0x0000040bu, 0x0004003du, 0x00000131u, 0x0000040du, 0x0000040cu,
    0x00050041u, 0x00000142u, 0x0000040eu, 0x00000134u, 0x00000636u, 0x0003003eu, 0x0000040eu, 0x0000040du, 0x000200f9u, 0x00000432u,
    0x000200f8u, 0x0000040fu, 0x0003003eu, 0x0000038eu, 0x00000145u, 0x000200f9u, 0x00000410u, 0x000200f8u, 0x00000410u, 0x000700f5u,
    0x00000006u, 0x00000637u, 0x0000001cu, 0x0000040fu, 0x0000042du, 0x0000042bu, 0x000500b0u, 0x0000000eu, 0x00000413u, 0x00000637u,
    0x0000003du, 0x000400f6u, 0x0000042eu, 0x0000042bu, 0x00000000u, 0x000400fau, 0x00000413u, 0x00000414u, 0x0000042eu, 0x000200f8u,
    0x00000414u, 0x00050041u, 0x00000024u, 0x00000416u, 0x00000021u, 0x0000009du, 0x0004003du, 0x00000006u, 0x00000417u, 0x00000416u,
    0x000500b0u, 0x0000000eu, 0x00000418u, 0x000003fdu, 0x00000417u, 0x000300f7u, 0x00000420u, 0x00000000u, 0x000400fau, 0x00000418u,
    0x00000419u, 0x00000420u, 0x000200f8u, 0x00000419u, 0x00050080u, 0x00000006u, 0x0000041cu, 0x000003f9u, 0x00000637u, 0x000500b0u,
    0x0000000eu, 0x0000041fu, 0x0000041cu, 0x00000245u, 0x000200f9u, 0x00000420u, 0x000200f8u, 0x00000420u, 0x000700f5u, 0x0000000eu,
    0x00000421u, 0x00000418u, 0x00000414u, 0x0000041fu, 0x00000419u, 0x000300f7u, 0x0000042au, 0x00000000u, 0x000400fau, 0x00000421u,
    0x00000422u, 0x0000042au, 0x000200f8u, 0x00000422u, 0x00050080u, 0x00000006u, 0x00000426u, 0x00000406u, 0x00000637u, 0x00060041u,
    0x00000165u, 0x00000427u, 0x00000161u, 0x0000002eu, 0x00000426u, 0x0004003du, 0x00000130u, 0x00000428u, 0x00000427u, 0x00050041u,
    0x00000168u, 0x00000429u, 0x0000038eu, 0x00000637u, 0x0003003eu, 0x00000429u, 0x00000428u, 0x000200f9u, 0x0000042au, 0x000200f8u,
    0x0000042au, 0x000200f9u, 0x0000042bu, 0x000200f8u, 0x0000042bu, 0x00050080u, 0x00000006u, 0x0000042du, 0x00000637u, 0x00000023u,
    0x000200f9u, 0x00000410u, 0x000200f8u, 0x0000042eu, 0x0004003du, 0x00000131u, 0x00000430u, 0x0000038eu, 0x00050041u, 0x00000142u,
    0x00000431u, 0x00000134u, 0x00000636u, 0x0003003eu, 0x00000431u, 0x00000430u, 0x000200f9u, 0x00000432u, 0x000200f8u, 0x00000432u,
    0x000200f9u, 0x00000433u, 0x000200f8u, 0x00000433u, 0x00050080u, 0x00000006u, 0x00000435u, 0x00000636u, 0x00000023u, 0x000200f9u,
    0x000003e6u, 0x000200f8u, 0x00000436u, 0x000200f9u, 0x0000027fu, 0x000200f8u, 0x0000027fu, 0x000700f5u, 0x00000006u, 0x0000063cu,
    0x0000001cu, 0x00000436u, 0x0000030eu, 0x00000282u, 0x000500b0u, 0x0000000eu, 0x00000286u, 0x0000063cu, 0x00000273u, 0x000400f6u,
    0x00000281u, 0x00000282u, 0x00000000u, 0x000400fau, 0x00000286u, 0x00000280u, 0x00000281u, 0x000200f8u, 0x00000280u, 0x000200f9u,
    0x00000496u, 0x000200f8u, 0x00000496u, 0x000700f5u, 0x00000006u, 0x00000649u, 0x0000001cu, 0x00000280u, 0x000004f0u, 0x000004eeu,
    0x000500b0u, 0x0000000eu, 0x00000499u, 0x00000649u, 0x000000b8u, 0x000400f6u, 0x000004f1u, 0x000004eeu, 0x00000001u, 0x000400fau,
    0x00000499u, 0x0000049au, 0x000004f1u, 0x000200f8u, 0x0000049au, 0x00050084u, 0x00000006u, 0x0000049du, 0x00000649u, 0x000000b5u,
    0x00050080u, 0x00000006u, 0x0000049eu, 0x00000231u, 0x0000049du, 0x000500aeu, 0x0000000eu, 0x000004a0u, 0x0000049eu, 0x000000b2u,
    0x000500a7u, 0x0000000eu, 0x000004a1u, 0x00000182u, 0x000004a0u, 0x000300f7u, 0x000004a3u, 0x00000000u, 0x000400fau, 0x000004a1u,
    0x000004a2u, 0x000004a3u, 0x000200f8u, 0x000004a2u, 0x000200f9u, 0x000004f1u, 0x000200f8u, 0x000004a3u, 0x00050086u, 0x00000006u,
    0x000004a5u, 0x0000049eu, 0x0000018bu, 0x00050089u, 0x00000006u, 0x000004a7u, 0x0000049eu, 0x0000018fu, 0x00050084u, 0x00000006u,
    0x000004a8u, 0x000004a7u, 0x0000003fu, 0x00050084u, 0x00000006u, 0x000004a9u, 0x000004a8u, 0x00000193u, 0x00050086u, 0x00000006u,
    0x000004abu, 0x000004a5u, 0x0000003du, 0x00050080u, 0x00000006u, 0x000004acu, 0x000004a9u, 0x000004abu, 0x000500c7u, 0x00000006u,
    0x000004aeu, 0x000004a5u, 0x0000019au, 0x00050041u, 0x0000001au, 0x000004b0u, 0x000000d4u, 0x00000649u, 0x0004003du, 0x00000008u,
    0x000004b1u, 0x000004b0u, 0x000300f7u, 0x000004e9u, 0x00000000u, 0x000400fau, 0x000001a8u, 0x000004b7u, 0x000004c2u, 0x000200f8u,
    0x000004b7u, 0x00050051u, 0x00000006u, 0x000004bfu, 0x000004b1u, 0x00000000u, 0x0004007cu, 0x00000130u, 0x000004c0u, 0x000004bfu,
    0x00060041u, 0x000001b8u, 0x000004c1u, 0x000001aeu, 0x000004acu, 0x000004aeu, 0x0003003eu, 0x000004c1u, 0x000004c0u, 0x000200f9u,
    0x000004e9u, 0x000200f8u, 0x000004c2u, 0x000300f7u, 0x000004d4u, 0x00000000u, 0x000400fau, 0x000001beu, 0x000004c3u, 0x000004cfu,
    0x000200f8u, 0x000004c3u, 0x00050051u, 0x00000006u, 0x000004c6u, 0x000004b1u, 0x00000000u, 0x000500c4u, 0x00000006u, 0x000004c7u,
    0x000004c6u, 0x000001c5u, 0x0004007cu, 0x00000130u, 0x000004c8u, 0x000004c7u, 0x000500c7u, 0x00000006u, 0x000004ccu, 0x000004c6u,
    0x000001cbu, 0x0004007cu, 0x00000130u, 0x000004cdu, 0x000004ccu, 0x00050050u, 0x000001bbu, 0x000004ceu, 0x000004c8u, 0x000004cdu,
    0x000200f9u, 0x000004d4u, 0x000200f8u, 0x000004cfu, 0x00050051u, 0x00000006u, 0x000004d2u, 0x000004b1u, 0x00000000u, 0x0006000cu,
    0x000001bbu, 0x000004d3u, 0x00000001u, 0x0000003eu, 0x000004d2u, 0x000200f9u, 0x000004d4u, 0x000200f8u, 0x000004d4u, 0x000700f5u,
    0x000001bbu, 0x0000064cu, 0x000004ceu, 0x000004c3u, 0x000004d3u, 0x000004cfu, 0x00050051u, 0x00000130u, 0x000004ddu, 0x0000064cu,
    0x00000000u, 0x00060041u, 0x000001b8u, 0x000004deu, 0x000001aeu, 0x000004acu, 0x000004aeu, 0x0003003eu, 0x000004deu, 0x000004ddu,
    0x00050080u, 0x00000006u, 0x000004e4u, 0x000004acu, 0x00000193u, 0x00050051u, 0x00000130u, 0x000004e7u, 0x0000064cu, 0x00000001u,
    0x00060041u, 0x000001b8u, 0x000004e8u, 0x000001aeu, 0x000004e4u, 0x000004aeu, 0x0003003eu, 0x000004e8u, 0x000004e7u, 0x000200f9u,
    0x000004e9u, 0x000200f8u, 0x000004e9u, 0x000300f7u, 0x00000724u, 0x00000000u, 0x000400fau, 0x000001a8u, 0x0000071du, 0x00000701u,
    0x000200f8u, 0x00000701u, 0x000300f7u, 0x00000710u, 0x00000000u, 0x000400fau, 0x000001beu, 0x00000706u, 0x00000702u, 0x000200f8u,
    0x00000702u, 0x00050051u, 0x00000006u, 0x00000704u, 0x000004b1u, 0x00000001u, 0x0006000cu, 0x000001bbu, 0x00000705u, 0x00000001u,
    0x0000003eu, 0x00000704u, 0x000200f9u, 0x00000710u, 0x000200f8u, 0x00000706u, 0x00050051u, 0x00000006u, 0x00000708u, 0x000004b1u,
    0x00000001u, 0x000500c4u, 0x00000006u, 0x00000709u, 0x00000708u, 0x000001c5u, 0x0004007cu, 0x00000130u, 0x0000070au, 0x00000709u,
    0x000500c7u, 0x00000006u, 0x0000070du, 0x00000708u, 0x000001cbu, 0x0004007cu, 0x00000130u, 0x0000070eu, 0x0000070du, 0x00050050u,
    0x000001bbu, 0x0000070fu, 0x0000070au, 0x0000070eu, 0x000200f9u, 0x00000710u, 0x000200f8u, 0x00000710u, 0x000700f5u, 0x000001bbu,
    0x00000711u, 0x0000070fu, 0x00000706u, 0x00000705u, 0x00000702u, 0x00050084u, 0x00000006u, 0x00000713u, 0x000001d6u, 0x00000193u,
    0x00050080u, 0x00000006u, 0x00000714u, 0x000004acu, 0x00000713u, 0x00050051u, 0x00000130u, 0x00000715u, 0x00000711u, 0x00000000u,
    0x00060041u, 0x000001b8u, 0x00000716u, 0x000001aeu, 0x00000714u, 0x000004aeu, 0x0003003eu, 0x00000716u, 0x00000715u, 0x00050084u,
    0x00000006u, 0x00000719u, 0x0000019au, 0x00000193u, 0x00050080u, 0x00000006u, 0x0000071au, 0x000004acu, 0x00000719u, 0x00050051u,
    0x00000130u, 0x0000071bu, 0x00000711u, 0x00000001u, 0x00060041u, 0x000001b8u, 0x0000071cu, 0x000001aeu, 0x0000071au, 0x000004aeu,
    0x0003003eu, 0x0000071cu, 0x0000071bu, 0x000200f9u, 0x00000724u, 0x000200f8u, 0x0000071du, 0x00050080u, 0x00000006u, 0x0000071fu,
    0x000004acu, 0x00000193u, 0x00050051u, 0x00000006u, 0x00000721u, 0x000004b1u, 0x00000001u, 0x0004007cu, 0x00000130u, 0x00000722u,
    0x00000721u, 0x00060041u, 0x000001b8u, 0x00000723u, 0x000001aeu, 0x0000071fu, 0x000004aeu, 0x0003003eu, 0x00000723u, 0x00000722u,
    0x000200f9u, 0x00000724u, 0x000200f8u, 0x00000724u, 0x000300f7u, 0x0000074fu, 0x00000000u, 0x000400fau, 0x000001a8u, 0x00000748u,
    0x0000072cu, 0x000200f8u, 0x0000072cu, 0x000300f7u, 0x0000073bu, 0x00000000u, 0x000400fau, 0x000001beu, 0x00000731u, 0x0000072du,
    0x000200f8u, 0x0000072du, 0x00050051u, 0x00000006u, 0x0000072fu, 0x000004b1u, 0x00000002u, 0x0006000cu, 0x000001bbu, 0x00000730u,
    0x00000001u, 0x0000003eu, 0x0000072fu, 0x000200f9u, 0x0000073bu, 0x000200f8u, 0x00000731u, 0x00050051u, 0x00000006u, 0x00000733u,
    0x000004b1u, 0x00000002u, 0x000500c4u, 0x00000006u, 0x00000734u, 0x00000733u, 0x000001c5u, 0x0004007cu, 0x00000130u, 0x00000735u,
    0x00000734u, 0x000500c7u, 0x00000006u, 0x00000738u, 0x00000733u, 0x000001cbu, 0x0004007cu, 0x00000130u, 0x00000739u, 0x00000738u,
    0x00050050u, 0x000001bbu, 0x0000073au, 0x00000735u, 0x00000739u, 0x000200f9u, 0x0000073bu, 0x000200f8u, 0x0000073bu, 0x000700f5u,
    0x000001bbu, 0x0000073cu, 0x0000073au, 0x00000731u, 0x00000730u, 0x0000072du, 0x00050084u, 0x00000006u, 0x0000073eu, 0x0000003du,
    0x00000193u, 0x00050080u, 0x00000006u, 0x0000073fu, 0x000004acu, 0x0000073eu, 0x00050051u, 0x00000130u, 0x00000740u, 0x0000073cu,
    0x00000000u, 0x00060041u, 0x000001b8u, 0x00000741u, 0x000001aeu, 0x0000073fu, 0x000004aeu, 0x0003003eu, 0x00000741u, 0x00000740u,
    0x00050084u, 0x00000006u, 0x00000744u, 0x000007a2u, 0x00000193u, 0x00050080u, 0x00000006u, 0x00000745u, 0x000004acu, 0x00000744u,
    0x00050051u, 0x00000130u, 0x00000746u, 0x0000073cu, 0x00000001u, 0x00060041u, 0x000001b8u, 0x00000747u, 0x000001aeu, 0x00000745u,
    0x000004aeu, 0x0003003eu, 0x00000747u, 0x00000746u, 0x000200f9u, 0x0000074fu, 0x000200f8u, 0x00000748u, 0x00050084u, 0x00000006u,
    0x00000749u, 0x000001d6u, 0x00000193u, 0x00050080u, 0x00000006u, 0x0000074au, 0x000004acu, 0x00000749u, 0x00050051u, 0x00000006u,
    0x0000074cu, 0x000004b1u, 0x00000002u, 0x0004007cu, 0x00000130u, 0x0000074du, 0x0000074cu, 0x00060041u, 0x000001b8u, 0x0000074eu,
    0x000001aeu, 0x0000074au, 0x000004aeu, 0x0003003eu, 0x0000074eu, 0x0000074du, 0x000200f9u, 0x0000074fu, 0x000200f8u, 0x0000074fu,
    0x000300f7u, 0x0000077au, 0x00000000u, 0x000400fau, 0x000001a8u, 0x00000773u, 0x00000757u, 0x000200f8u, 0x00000757u, 0x000300f7u,
    0x00000766u, 0x00000000u, 0x000400fau, 0x000001beu, 0x0000075cu, 0x00000758u, 0x000200f8u, 0x00000758u, 0x00050051u, 0x00000006u,
    0x0000075au, 0x000004b1u, 0x00000003u, 0x0006000cu, 0x000001bbu, 0x0000075bu, 0x00000001u, 0x0000003eu, 0x0000075au, 0x000200f9u,
    0x00000766u, 0x000200f8u, 0x0000075cu, 0x00050051u, 0x00000006u, 0x0000075eu, 0x000004b1u, 0x00000003u, 0x000500c4u, 0x00000006u,
    0x0000075fu, 0x0000075eu, 0x000001c5u, 0x0004007cu, 0x00000130u, 0x00000760u, 0x0000075fu, 0x000500c7u, 0x00000006u, 0x00000763u,
    0x0000075eu, 0x000001cbu, 0x0004007cu, 0x00000130u, 0x00000764u, 0x00000763u, 0x00050050u, 0x000001bbu, 0x00000765u, 0x00000760u,
    0x00000764u, 0x000200f9u, 0x00000766u, 0x000200f8u, 0x00000766u, 0x000700f5u, 0x000001bbu, 0x00000767u, 0x00000765u, 0x0000075cu,
    0x0000075bu, 0x00000758u, 0x00050084u, 0x00000006u, 0x00000769u, 0x000007a3u, 0x00000193u, 0x00050080u, 0x00000006u, 0x0000076au,
    0x000004acu, 0x00000769u, 0x00050051u, 0x00000130u, 0x0000076bu, 0x00000767u, 0x00000000u, 0x00060041u, 0x000001b8u, 0x0000076cu,
    0x000001aeu, 0x0000076au, 0x000004aeu, 0x0003003eu, 0x0000076cu, 0x0000076bu, 0x00050084u, 0x00000006u, 0x0000076fu, 0x000007a4u,
    0x00000193u, 0x00050080u, 0x00000006u, 0x00000770u, 0x000004acu, 0x0000076fu, 0x00050051u, 0x00000130u, 0x00000771u, 0x00000767u,
    0x00000001u, 0x00060041u, 0x000001b8u, 0x00000772u, 0x000001aeu, 0x00000770u, 0x000004aeu, 0x0003003eu, 0x00000772u, 0x00000771u,
    0x000200f9u, 0x0000077au, 0x000200f8u, 0x00000773u, 0x00050084u, 0x00000006u, 0x00000774u, 0x0000019au, 0x00000193u, 0x00050080u,
    0x00000006u, 0x00000775u, 0x000004acu, 0x00000774u, 0x00050051u, 0x00000006u, 0x00000777u, 0x000004b1u, 0x00000003u, 0x0004007cu,
    0x00000130u, 0x00000778u, 0x00000777u, 0x00060041u, 0x000001b8u, 0x00000779u, 0x000001aeu, 0x00000775u, 0x000004aeu, 0x0003003eu,
    0x00000779u, 0x00000778u, 0x000200f9u, 0x0000077au, 0x000200f8u, 0x0000077au, 0x000200f9u, 0x000004eeu, 0x000200f8u, 0x000004eeu,
    0x00050080u, 0x00000006u, 0x000004f0u, 0x00000649u, 0x00000023u, 0x000200f9u, 0x00000496u, 0x000200f8u, 0x000004f1u, 0x000200f9u,
    0x000004f2u, 0x000200f8u, 0x000004f2u, 0x000700f5u, 0x00000006u, 0x0000064fu, 0x0000001cu, 0x000004f1u, 0x00000520u, 0x0000051eu,
    0x000500b0u, 0x0000000eu, 0x000004f5u, 0x0000064fu, 0x00000103u, 0x000400f6u, 0x00000521u, 0x0000051eu, 0x00000001u, 0x000400fau,
    0x000004f5u, 0x000004f6u, 0x00000521u, 0x000200f8u, 0x000004f6u, 0x00050084u, 0x00000006u, 0x000004f9u, 0x0000064fu, 0x000000b5u,
    0x00050080u, 0x00000006u, 0x000004fau, 0x00000231u, 0x000004f9u, 0x000500aeu, 0x0000000eu, 0x000004fcu, 0x000004fau, 0x00000100u,
    0x000500a7u, 0x0000000eu, 0x000004fdu, 0x000001fbu, 0x000004fcu, 0x000300f7u, 0x000004ffu, 0x00000000u, 0x000400fau, 0x000004fdu,
    0x000004feu, 0x000004ffu, 0x000200f8u, 0x000004feu, 0x000200f9u, 0x00000521u, 0x000200f8u, 0x000004ffu, 0x00050086u, 0x00000006u,
    0x00000501u, 0x000004fau, 0x00000204u, 0x00050089u, 0x00000006u, 0x00000503u, 0x000004fau, 0x00000208u, 0x00050084u, 0x00000006u,
    0x00000504u, 0x00000503u, 0x0000003du, 0x00050084u, 0x00000006u, 0x00000505u, 0x00000504u, 0x0000020cu, 0x00050086u, 0x00000006u,
    0x00000507u, 0x00000501u, 0x0000003du, 0x00050080u, 0x00000006u, 0x00000508u, 0x00000505u, 0x00000507u, 0x000500c7u, 0x00000006u,
    0x0000050au, 0x00000501u, 0x0000019au, 0x00060041u, 0x00000168u, 0x00000517u, 0x00000134u, 0x0000064fu, 0x0000001cu, 0x0004003du,
    0x00000130u, 0x00000518u, 0x00000517u, 0x00060041u, 0x000001b8u, 0x00000519u, 0x0000021fu, 0x00000508u, 0x0000050au, 0x0003003eu,
    0x00000519u, 0x00000518u, 0x00050080u, 0x00000006u, 0x00000783u, 0x00000508u, 0x0000020cu, 0x00060041u, 0x00000168u, 0x00000784u,
    0x00000134u, 0x0000064fu, 0x00000064u, 0x0004003du, 0x00000130u, 0x00000785u, 0x00000784u, 0x00060041u, 0x000001b8u, 0x00000786u,
    0x0000021fu, 0x00000783u, 0x0000050au, 0x0003003eu, 0x00000786u, 0x00000785u, 0x00050084u, 0x00000006u, 0x0000078eu, 0x000001d6u,
    0x0000020cu, 0x00050080u, 0x00000006u, 0x0000078fu, 0x00000508u, 0x0000078eu, 0x00060041u, 0x00000168u, 0x00000790u, 0x00000134u,
    0x0000064fu, 0x000001d6u, 0x0004003du, 0x00000130u, 0x00000791u, 0x00000790u, 0x00060041u, 0x000001b8u, 0x00000792u, 0x0000021fu,
    0x0000078fu, 0x0000050au, 0x0003003eu, 0x00000792u, 0x00000791u, 0x00050084u, 0x00000006u, 0x0000079au, 0x0000019au, 0x0000020cu,
    0x00050080u, 0x00000006u, 0x0000079bu, 0x00000508u, 0x0000079au, 0x00060041u, 0x00000168u, 0x0000079cu, 0x00000134u, 0x0000064fu,
    0x0000019au, 0x0004003du, 0x00000130u, 0x0000079du, 0x0000079cu, 0x00060041u, 0x000001b8u, 0x0000079eu, 0x0000021fu, 0x0000079bu,
    0x0000050au, 0x0003003eu, 0x0000079eu, 0x0000079du, 0x000200f9u, 0x0000051eu, 0x000200f8u, 0x0000051eu, 0x00050080u, 0x00000006u,
    0x00000520u, 0x0000064fu, 0x00000023u, 0x000200f9u, 0x000004f2u, 0x000200f8u, 0x00000521u, 0x000400e0u, 0x000001d6u, 0x000001d6u,
    0x00000288u, 0x00050080u, 0x00000006u, 0x0000028au, 0x0000063cu, 0x00000064u, 0x000500b0u, 0x0000000eu, 0x0000028cu, 0x0000028au,
    0x00000273u, 0x000300f7u, 0x0000028eu, 0x00000000u, 0x000400fau, 0x0000028cu, 0x0000028du, 0x0000028eu, 0x000200f8u, 0x0000028du,
    0x00050084u, 0x00000006u, 0x00000291u, 0x0000028au, 0x00000090u, 0x000300f7u, 0x0000053eu, 0x00000000u, 0x000400fau, 0x00000247u,
    0x00000538u, 0x0000053eu, 0x000200f8u, 0x00000538u, 0x00050080u, 0x00000006u, 0x0000053au, 0x0000023eu, 0x00000087u, 0x00050041u,
    0x00000024u, 0x0000053bu, 0x00000021u, 0x00000023u, 0x0004003du, 0x00000006u, 0x0000053cu, 0x0000053bu, 0x000500b2u, 0x0000000eu,
    0x0000053du, 0x0000053au, 0x0000053cu, 0x000200f9u, 0x0000053eu, 0x000200f8u, 0x0000053eu, 0x000700f5u, 0x0000000eu, 0x0000053fu,
    0x00000247u, 0x0000028du, 0x0000053du, 0x00000538u, 0x000300f7u, 0x00000546u, 0x00000000u, 0x000400fau, 0x0000053fu, 0x00000540u,
    0x00000546u, 0x000200f8u, 0x00000540u, 0x00050080u, 0x00000006u, 0x00000542u, 0x00000291u, 0x00000090u, 0x000500b2u, 0x0000000eu,
    0x00000545u, 0x00000542u, 0x00000245u, 0x000200f9u, 0x00000546u, 0x000200f8u, 0x00000546u, 0x000700f5u, 0x0000000eu, 0x00000547u,
    0x0000053fu, 0x0000053eu, 0x00000545u, 0x00000540u, 0x000300f7u, 0x0000054fu, 0x00000000u, 0x000400fau, 0x0000024fu, 0x00000549u,
    0x0000054fu, 0x000200f8u, 0x00000549u, 0x00050080u, 0x00000006u, 0x0000054bu, 0x00000242u, 0x0000009bu, 0x00050041u, 0x00000024u,
    0x0000054cu, 0x00000021u, 0x0000009du, 0x0004003du, 0x00000006u, 0x0000054du, 0x0000054cu, 0x000500b2u, 0x0000000eu, 0x0000054eu,
    0x0000054bu, 0x0000054du, 0x000200f9u, 0x0000054fu, 0x000200f8u, 0x0000054fu, 0x000700f5u, 0x0000000eu, 0x00000550u, 0x0000024fu,
    0x00000546u, 0x0000054eu, 0x00000549u, 0x000300f7u, 0x00000557u, 0x00000000u, 0x000400fau, 0x00000550u, 0x00000551u, 0x00000557u,
    0x000200f8u, 0x00000551u, 0x00050080u, 0x00000006u, 0x00000553u, 0x00000291u, 0x00000090u, 0x000500b2u, 0x0000000eu, 0x00000556u,
    0x00000553u, 0x00000245u, 0x000200f9u, 0x00000557u, 0x000200f8u, 0x00000557u, 0x000700f5u, 0x0000000eu, 0x00000558u, 0x00000550u,
    0x0000054fu, 0x00000556u, 0x00000551u, 0x000200f9u, 0x00000559u, 0x000200f8u, 0x00000559u, 0x000700f5u, 0x00000006u, 0x0000065au,
    0x0000001cu, 0x00000557u, 0x00000588u, 0x00000586u, 0x000500b0u, 0x0000000eu, 0x0000055cu, 0x0000065au, 0x000000b8u, 0x000400f6u,
    0x00000589u, 0x00000586u, 0x00000001u, 0x000400fau, 0x0000055cu, 0x0000055du, 0x00000589u, 0x000200f8u, 0x0000055du, 0x00050084u,
    0x00000006u, 0x00000560u, 0x0000065au, 0x000000b5u, 0x00050080u, 0x00000006u, 0x00000561u, 0x00000231u, 0x00000560u, 0x000500aeu,
    0x0000000eu, 0x00000563u, 0x00000561u, 0x000000b2u, 0x000500a7u, 0x0000000eu, 0x00000564u, 0x000000c0u, 0x00000563u, 0x000300f7u,
    0x00000566u, 0x00000000u, 0x000400fau, 0x00000564u, 0x00000565u, 0x00000566u, 0x000200f8u, 0x00000565u, 0x000200f9u, 0x00000589u,
    0x000200f8u, 0x00000566u, 0x00050086u, 0x00000006u, 0x00000568u, 0x00000561u, 0x000000c9u, 0x00050089u, 0x00000006u, 0x0000056bu,
    0x00000561u, 0x000000ceu, 0x00050084u, 0x00000006u, 0x0000056cu, 0x0000056bu, 0x0000003fu, 0x00050080u, 0x00000006u, 0x0000056du,
    0x00000291u, 0x0000056cu, 0x000300f7u, 0x00000583u, 0x00000000u, 0x000400fau, 0x00000547u, 0x00000570u, 0x0000057du, 0x000200f8u,
    0x00000570u, 0x00050080u, 0x00000006u, 0x00000573u, 0x0000023eu, 0x00000568u, 0x00050086u, 0x00000006u, 0x00000576u, 0x00000245u,
    0x0000003fu, 0x00050084u, 0x00000006u, 0x00000577u, 0x00000573u, 0x00000576u, 0x00050086u, 0x00000006u, 0x00000579u, 0x0000056du,
    0x0000003fu, 0x00050080u, 0x00000006u, 0x0000057au, 0x00000577u, 0x00000579u, 0x00060041u, 0x000000e8u, 0x0000057bu, 0x000000ddu,
    0x0000002eu, 0x0000057au, 0x0004003du, 0x00000008u, 0x0000057cu, 0x0000057bu, 0x000200f9u, 0x00000583u, 0x000200f8u, 0x0000057du,
    0x00050080u, 0x00000006u, 0x00000580u, 0x0000023eu, 0x00000568u, 0x000300f7u, 0x00000625u, 0x00000000u, 0x000300fbu, 0x0000001cu,
    0x000005e4u, 0x000200f8u, 0x000005e4u, 0x0003003eu, 0x000005ddu, 0x0000001du, 0x00050041u, 0x00000024u, 0x000005e6u, 0x00000021u,
    0x00000023u, 0x0004003du, 0x00000006u, 0x000005e7u, 0x000005e6u, 0x000500aeu, 0x0000000eu, 0x000005e8u, 0x00000580u, 0x000005e7u,
    0x000300f7u, 0x000005ebu, 0x00000000u, 0x000400fau, 0x000005e8u, 0x000005e9u, 0x000005ebu, 0x000200f8u, 0x000005e9u, 0x0004003du,
    0x00000008u, 0x000005eau, 0x000005ddu, 0x000200f9u, 0x00000625u, 0x000200f8u, 0x000005ebu, 0x00050084u, 0x00000006u, 0x000005efu,
    0x00000580u, 0x00000245u, 0x00050080u, 0x00000006u, 0x000005f1u, 0x000005efu, 0x0000056du, 0x000200f9u, 0x000005f2u, 0x000200f8u,
    0x000005f2u, 0x000700f5u, 0x00000006u, 0x0000065bu, 0x0000001cu, 0x000005ebu, 0x00000622u, 0x00000620u, 0x000500b0u, 0x0000000eu,
    0x000005f5u, 0x0000065bu, 0x0000003fu, 0x000400f6u, 0x00000623u, 0x00000620u, 0x00000000u, 0x000400fau, 0x000005f5u, 0x000005f6u,
    0x00000623u, 0x000200f8u, 0x000005f6u, 0x00050080u, 0x00000006u, 0x000005f9u, 0x0000056du, 0x0000065bu, 0x000500aeu, 0x0000000eu,
    0x000005fcu, 0x000005f9u, 0x00000245u, 0x000300f7u, 0x000005feu, 0x00000000u, 0x000400fau, 0x000005fcu, 0x000005fdu, 0x000005feu,
    0x000200f8u, 0x000005fdu, 0x000200f9u, 0x00000623u, 0x000200f8u, 0x000005feu, 0x000300f7u, 0x0000061fu, 0x00000000u, 0x000400fau,
    0x0000004au, 0x000005ffu, 0x00000607u, 0x000200f8u, 0x000005ffu, 0x00050080u, 0x00000006u, 0x00000603u, 0x000005f1u, 0x0000065bu,
    0x00060041u, 0x00000055u, 0x00000604u, 0x00000051u, 0x0000002eu, 0x00000603u, 0x0004003du, 0x00000006u, 0x00000605u, 0x00000604u,
    0x00050041u, 0x00000007u, 0x00000606u, 0x000005ddu, 0x0000065bu, 0x0003003eu, 0x00000606u, 0x00000605u, 0x000200f9u, 0x0000061fu,
    0x000200f8u, 0x00000607u, 0x00050080u, 0x00000006u, 0x0000060au, 0x000005f1u, 0x0000065bu, 0x000500c2u, 0x00000006u, 0x0000060cu,
    0x0000060au, 0x00000023u, 0x00060041u, 0x00000055u, 0x0000060du, 0x00000051u, 0x0000002eu, 0x0000060cu, 0x0004003du, 0x00000006u,
    0x0000060eu, 0x0000060du, 0x000500c7u, 0x00000006u, 0x00000610u, 0x0000060au, 0x00000064u, 0x00050084u, 0x00000006u, 0x00000611u,
    0x00000610u, 0x00000066u, 0x000500c2u, 0x00000006u, 0x00000612u, 0x0000060eu, 0x00000611u, 0x000500c7u, 0x00000006u, 0x00000613u,
    0x00000612u, 0x00000069u, 0x000500c2u, 0x00000006u, 0x00000615u, 0x0000065bu, 0x00000023u, 0x000500c7u, 0x00000006u, 0x00000618u,
    0x0000065bu, 0x00000064u, 0x00050084u, 0x00000006u, 0x00000619u, 0x00000618u, 0x00000066u, 0x000500c4u, 0x00000006u, 0x0000061au,
    0x00000613u, 0x00000619u, 0x00050041u, 0x00000007u, 0x0000061bu, 0x000005ddu, 0x00000615u, 0x0004003du, 0x00000006u, 0x0000061cu,
    0x0000061bu, 0x000500c5u, 0x00000006u, 0x0000061du, 0x0000061cu, 0x0000061au, 0x0003003eu, 0x0000061bu, 0x0000061du, 0x000200f9u,
    0x0000061fu, 0x000200f8u, 0x0000061fu, 0x000200f9u, 0x00000620u, 0x000200f8u, 0x00000620u, 0x00050080u, 0x00000006u, 0x00000622u,
    0x0000065bu, 0x00000023u, 0x000200f9u, 0x000005f2u, 0x000200f8u, 0x00000623u, 0x0004003du, 0x00000008u, 0x00000624u, 0x000005ddu,
    0x000200f9u, 0x00000625u, 0x000200f8u, 0x00000625u, 0x000700f5u, 0x00000008u, 0x0000065du, 0x000005eau, 0x000005e9u, 0x00000624u,
    0x00000623u, 0x000200f9u, 0x00000583u, 0x000200f8u, 0x00000583u, 0x000700f5u, 0x00000008u, 0x0000065eu, 0x0000057cu, 0x00000570u,
    0x0000065du, 0x00000625u, 0x00050041u, 0x0000001au, 0x00000585u, 0x000000d4u, 0x0000065au, 0x0003003eu, 0x00000585u, 0x0000065eu,
    0x000200f9u, 0x00000586u, 0x000200f8u, 0x00000586u, 0x00050080u, 0x00000006u, 0x00000588u, 0x0000065au, 0x00000023u, 0x000200f9u,
    0x00000559u, 0x000200f8u, 0x00000589u, 0x000200f9u, 0x0000058au, 0x000200f8u, 0x0000058au, 0x000700f5u, 0x00000006u, 0x00000664u,
    0x0000001cu, 0x00000589u, 0x000005d9u, 0x000005d7u, 0x000500b0u, 0x0000000eu, 0x0000058du, 0x00000664u, 0x00000103u, 0x000400f6u,
    0x000005dau, 0x000005d7u, 0x00000001u, 0x000400fau, 0x0000058du, 0x0000058eu, 0x000005dau, 0x000200f8u, 0x0000058eu, 0x00050084u,
    0x00000006u, 0x00000591u, 0x00000664u, 0x000000b5u, 0x00050080u, 0x00000006u, 0x00000592u, 0x00000231u, 0x00000591u, 0x000500aeu,
    0x0000000eu, 0x00000594u, 0x00000592u, 0x00000100u, 0x000500a7u, 0x0000000eu, 0x00000595u, 0x0000010bu, 0x00000594u, 0x000300f7u,
    0x00000597u, 0x00000000u, 0x000400fau, 0x00000595u, 0x00000596u, 0x00000597u, 0x000200f8u, 0x00000596u, 0x000200f9u, 0x000005dau,
    0x000200f8u, 0x00000597u, 0x00050086u, 0x00000006u, 0x00000599u, 0x00000592u, 0x00000114u, 0x00050089u, 0x00000006u, 0x0000059cu,
    0x00000592u, 0x00000119u, 0x00050084u, 0x00000006u, 0x0000059du, 0x0000059cu, 0x0000003du, 0x00050080u, 0x00000006u, 0x0000059eu,
    0x00000291u, 0x0000059du, 0x00050080u, 0x00000006u, 0x000005a1u, 0x00000242u, 0x00000599u, 0x00050084u, 0x00000006u, 0x000005a7u,
    0x000005a1u, 0x0000024cu, 0x00050080u, 0x00000006u, 0x000005a8u, 0x0000024au, 0x000005a7u, 0x00050080u, 0x00000006u, 0x000005aau,
    0x000005a8u, 0x0000059eu, 0x000300f7u, 0x000005d6u, 0x00000000u, 0x000400fau, 0x00000558u, 0x000005acu, 0x000005b3u, 0x000200f8u,
    0x000005acu, 0x000500c2u, 0x00000006u, 0x000005afu, 0x000005aau, 0x00000126u, 0x00060041u, 0x0000013cu, 0x000005b0u, 0x00000139u,
    0x0000002eu, 0x000005afu, 0x0004003du, 0x00000131u, 0x000005b1u, 0x000005b0u, 0x00050041u, 0x00000142u, 0x000005b2u, 0x00000134u,
    0x00000664u, 0x0003003eu, 0x000005b2u, 0x000005b1u, 0x000200f9u, 0x000005d6u, 0x000200f8u, 0x000005b3u, 0x0003003eu, 0x00000532u,
    0x00000145u, 0x000200f9u, 0x000005b4u, 0x000200f8u, 0x000005b4u, 0x000700f5u, 0x00000006u, 0x00000665u, 0x0000001cu, 0x000005b3u,
    0x000005d1u, 0x000005cfu, 0x000500b0u, 0x0000000eu, 0x000005b7u, 0x00000665u, 0x0000003du, 0x000400f6u, 0x000005d2u, 0x000005cfu,
    0x00000000u, 0x000400fau, 0x000005b7u, 0x000005b8u, 0x000005d2u, 0x000200f8u, 0x000005b8u, 0x00050041u, 0x00000024u, 0x000005bau,
    0x00000021u, 0x0000009du, 0x0004003du, 0x00000006u, 0x000005bbu, 0x000005bau, 0x000500b0u, 0x0000000eu, 0x000005bcu, 0x000005a1u,
    0x000005bbu, 0x000300f7u, 0x000005c4u, 0x00000000u, 0x000400fau, 0x000005bcu, 0x000005bdu, 0x000005c4u, 0x000200f8u, 0x000005bdu,
    0x00050080u, 0x00000006u, 0x000005c0u, 0x0000059eu, 0x00000665u, 0x000500b0u, 0x0000000eu, 0x000005c3u, 0x000005c0u, 0x00000245u,
    0x000200f9u, 0x000005c4u, 0x000200f8u, 0x000005c4u, 0x000700f5u, 0x0000000eu, 0x000005c5u, 0x000005bcu, 0x000005b8u, 0x000005c3u,
    0x000005bdu, 0x000300f7u, 0x000005ceu, 0x00000000u, 0x000400fau, 0x000005c5u, 0x000005c6u, 0x000005ceu, 0x000200f8u, 0x000005c6u,
    0x00050080u, 0x00000006u, 0x000005cau, 0x000005aau, 0x00000665u, 0x00060041u, 0x00000165u, 0x000005cbu, 0x00000161u, 0x0000002eu,
    0x000005cau, 0x0004003du, 0x00000130u, 0x000005ccu, 0x000005cbu, 0x00050041u, 0x00000168u, 0x000005cdu, 0x00000532u, 0x00000665u,
    0x0003003eu, 0x000005cdu, 0x000005ccu, 0x000200f9u, 0x000005ceu, 0x000200f8u, 0x000005ceu, 0x000200f9u, 0x000005cfu, 0x000200f8u,
    0x000005cfu, 0x00050080u, 0x00000006u, 0x000005d1u, 0x00000665u, 0x00000023u, 0x000200f9u, 0x000005b4u, 0x000200f8u, 0x000005d2u,
    0x0004003du, 0x00000131u, 0x000005d4u, 0x00000532u, 0x00050041u, 0x00000142u, 0x000005d5u, 0x00000134u, 0x00000664u, 0x0003003eu,
    0x000005d5u, 0x000005d4u, 0x000200f9u, 0x000005d6u, 0x000200f8u, 0x000005d6u, 0x000200f9u, 0x000005d7u, 0x000200f8u, 0x000005d7u,
    0x00050080u, 0x00000006u, 0x000005d9u, 0x00000664u, 0x00000023u, 0x000200f9u, 0x0000058au, 0x000200f8u, 0x000005dau, 0x000200f9u,
    0x0000028eu, 0x000200f8u, 0x0000028eu, 0x000200f9u, 0x0000029du, 0x000200f8u, 0x0000029du, 0x000700f5u, 0x00000006u, 0x0000066au,
    0x0000001cu, 0x0000028eu, 0x0000030cu, 0x000002a0u, 0x000500b0u, 0x0000000eu, 0x000002a3u, 0x0000066au, 0x00000090u, 0x000400f6u,
    0x0000029fu, 0x000002a0u, 0x00000001u, 0x000400fau, 0x000002a3u, 0x0000029eu, 0x0000029fu, 0x000200f8u, 0x0000029eu, 0x000200f9u,
    0x000002a5u, 0x000200f8u, 0x000002a5u, 0x000700f5u, 0x00000006u, 0x0000067eu, 0x0000001cu, 0x0000029eu, 0x000002bfu, 0x000002a6u,
    0x000500b0u, 0x0000000eu, 0x000002acu, 0x0000067eu, 0x000002abu, 0x000400f6u, 0x000002a7u, 0x000002a6u, 0x00000001u, 0x000400fau,
    0x000002acu, 0x000002a6u, 0x000002a7u, 0x000200f8u, 0x000002a6u, 0x00050084u, 0x00000006u, 0x000002b3u, 0x0000066au, 0x0000020cu,
    0x00050080u, 0x00000006u, 0x000002b5u, 0x000002b3u, 0x00000239u, 0x00050084u, 0x00000006u, 0x000002b8u, 0x0000067eu, 0x000002b7u,
    0x00050080u, 0x00000006u, 0x000002b9u, 0x000002b5u, 0x000002b8u, 0x00050041u, 0x000002bau, 0x000002bbu, 0x0000021fu, 0x000002b9u,
    0x0004003du, 0x00000131u, 0x000002bcu, 0x000002bbu, 0x00050041u, 0x00000142u, 0x000002bdu, 0x000002b0u, 0x0000067eu, 0x0003003eu,
    0x000002bdu, 0x000002bcu, 0x00050080u, 0x00000006u, 0x000002bfu, 0x0000067eu, 0x00000023u, 0x000200f9u, 0x000002a5u, 0x000200f8u,
    0x000002a7u, 0x000200f9u, 0x000002c1u, 0x000200f8u, 0x000002c1u, 0x000700f5u, 0x00000006u, 0x0000067fu, 0x0000001cu, 0x000002a7u,
    0x000002d9u, 0x000002c2u, 0x000500b0u, 0x0000000eu, 0x000002c8u, 0x0000067fu, 0x000002c7u, 0x000400f6u, 0x000002c3u, 0x000002c2u,
    0x00000001u, 0x000400fau, 0x000002c8u, 0x000002c2u, 0x000002c3u, 0x000200f8u, 0x000002c2u, 0x00050084u, 0x00000006u, 0x000002cfu,
    0x0000066au, 0x00000193u, 0x00050080u, 0x00000006u, 0x000002d1u, 0x000002cfu, 0x00000236u, 0x00050084u, 0x00000006u, 0x000002d3u,
    0x0000067fu, 0x00000235u, 0x00050080u, 0x00000006u, 0x000002d4u, 0x000002d1u, 0x000002d3u, 0x00050041u, 0x000002bau, 0x000002d5u,
    0x000001aeu, 0x000002d4u, 0x0004003du, 0x00000131u, 0x000002d6u, 0x000002d5u, 0x00050041u, 0x00000142u, 0x000002d7u, 0x000002ccu,
    0x0000067fu, 0x0003003eu, 0x000002d7u, 0x000002d6u, 0x00050080u, 0x00000006u, 0x000002d9u, 0x0000067fu, 0x00000023u, 0x000200f9u,
    0x000002c1u, 0x000200f8u, 0x000002c3u, 0x000200f9u, 0x000002dbu, 0x000200f8u, 0x000002dbu, 0x000700f5u, 0x00000006u, 0x00000680u,
    0x0000001cu, 0x000002c3u, 0x0000030au, 0x000002deu, 0x000500b0u, 0x0000000eu, 0x000002e2u, 0x00000680u, 0x000002e1u, 0x000400f6u,
    0x000002ddu, 0x000002deu, 0x00000001u, 0x000400fau, 0x000002e2u, 0x000002dcu, 0x000002ddu, 0x000200f8u, 0x000002dcu, 0x000200f9u,
    0x000002e4u, 0x000200f8u, 0x000002e4u, 0x000700f5u, 0x00000006u, 0x00000684u, 0x0000001cu, 0x000002dcu, 0x00000308u, 0x000002e7u,
    0x000500b0u, 0x0000000eu, 0x000002eau, 0x00000684u, 0x0000003du, 0x000400f6u, 0x000002e6u, 0x000002e7u, 0x00000001u, 0x000400fau,
    0x000002eau, 0x000002e5u, 0x000002e6u, 0x000200f8u, 0x000002e5u, 0x000200f9u, 0x000002ecu, 0x000200f8u, 0x000002ecu, 0x000700f5u,
    0x00000006u, 0x00000686u, 0x0000001cu, 0x000002e5u, 0x00000306u, 0x000002edu, 0x000500b0u, 0x0000000eu, 0x000002f3u, 0x00000686u,
    0x000002f2u, 0x000400f6u, 0x000002eeu, 0x000002edu, 0x00000001u, 0x000400fau, 0x000002f3u, 0x000002edu, 0x000002eeu, 0x000200f8u,
    0x000002edu, 0x00050084u, 0x00000006u, 0x000002f5u, 0x0000003du, 0x00000680u, 0x00050080u, 0x00000006u, 0x000002f7u, 0x000002f5u,
    0x00000684u, 0x00060041u, 0x00000168u, 0x000002fbu, 0x000002b0u, 0x00000680u, 0x00000684u, 0x0004003du, 0x00000130u, 0x000002fcu,
    0x000002fbu, 0x00050041u, 0x00000142u, 0x000002feu, 0x000002ccu, 0x00000686u, 0x0004003du, 0x00000131u, 0x000002ffu, 0x000002feu,
    0x0005008eu, 0x00000131u, 0x00000300u, 0x000002ffu, 0x000002fcu, 0x00060041u, 0x00000142u, 0x00000301u, 0x00000266u, 0x000002f7u,
    0x00000686u, 0x0004003du, 0x00000131u, 0x00000302u, 0x00000301u, 0x00050081u, 0x00000131u, 0x00000303u, 0x00000302u, 0x00000300u,
    0x0003003eu, 0x00000301u, 0x00000303u, 0x00050080u, 0x00000006u, 0x00000306u, 0x00000686u, 0x00000023u, 0x000200f9u, 0x000002ecu,
    0x000200f8u, 0x000002eeu, 0x000200f9u, 0x000002e7u, 0x000200f8u, 0x000002e7u, 0x00050080u, 0x00000006u, 0x00000308u, 0x00000684u,
    0x00000023u, 0x000200f9u, 0x000002e4u, 0x000200f8u, 0x000002e6u, 0x000200f9u, 0x000002deu, 0x000200f8u, 0x000002deu, 0x00050080u,
    0x00000006u, 0x0000030au, 0x00000680u, 0x00000023u, 0x000200f9u, 0x000002dbu, 0x000200f8u, 0x000002ddu, 0x000200f9u, 0x000002a0u,
    0x000200f8u, 0x000002a0u, 0x00050080u, 0x00000006u, 0x0000030cu, 0x0000066au, 0x00000023u, 0x000200f9u, 0x0000029du, 0x000200f8u,
    0x0000029fu, 0x000400e0u, 0x000001d6u, 0x000001d6u, 0x00000288u, 0x000200f9u, 0x00000282u, 0x000200f8u, 0x00000282u, 0x00050080u,
    0x00000006u, 0x0000030eu, 0x0000063cu, 0x00000023u, 0x000200f9u, 0x0000027fu, 0x000200f8u, 0x00000281u, 0x000200f9u, 0x00000310u,
    0x000200f8u, 0x00000310u, 0x000700f5u, 0x00000006u, 0x0000063du, 0x0000001cu, 0x00000281u, 0x00000376u, 0x00000313u, 0x000500b0u,
    0x0000000eu, 0x00000317u, 0x0000063du, 0x00000316u, 0x000400f6u, 0x00000312u, 0x00000313u, 0x00000001u, 0x000400fau, 0x00000317u,
    0x00000311u, 0x00000312u, 0x000200f8u, 0x00000311u, 0x000200f9u, 0x00000319u, 0x000200f8u, 0x00000319u, 0x000700f5u, 0x00000006u,
    0x0000063eu, 0x0000001cu, 0x00000311u, 0x00000374u, 0x0000031cu, 0x000500b0u, 0x0000000eu, 0x0000031fu, 0x0000063eu, 0x0000003du,
    0x000400f6u, 0x0000031bu, 0x0000031cu, 0x00000001u, 0x000400fau, 0x0000031fu, 0x0000031au, 0x0000031bu, 0x000200f8u, 0x0000031au,
    0x00050084u, 0x00000006u, 0x00000325u, 0x0000063du, 0x00000324u, 0x00050080u, 0x00000006u, 0x00000326u, 0x00000239u, 0x00000325u,
    0x00050084u, 0x00000006u, 0x00000327u, 0x0000003du, 0x00000326u, 0x00050080u, 0x00000006u, 0x00000328u, 0x00000242u, 0x00000327u,
    0x00050080u, 0x00000006u, 0x0000032au, 0x00000328u, 0x0000063eu, 0x00050041u, 0x00000024u, 0x0000032cu, 0x00000021u, 0x0000009du,
    0x0004003du, 0x00000006u, 0x0000032du, 0x0000032cu, 0x000500aeu, 0x0000000eu, 0x0000032eu, 0x0000032au, 0x0000032du, 0x000300f7u,
    0x00000330u, 0x00000000u, 0x000400fau, 0x0000032eu, 0x0000032fu, 0x00000330u, 0x000200f8u, 0x0000032fu, 0x000200f9u, 0x0000031bu,
    0x000200f8u, 0x00000330u, 0x000200f9u, 0x00000333u, 0x000200f8u, 0x00000333u, 0x000700f5u, 0x00000006u, 0x00000640u, 0x0000001cu,
    0x00000330u, 0x00000372u, 0x00000336u, 0x000500b0u, 0x0000000eu, 0x0000033au, 0x00000640u, 0x00000339u, 0x000400f6u, 0x00000335u,
    0x00000336u, 0x00000001u, 0x000400fau, 0x0000033au, 0x00000334u, 0x00000335u, 0x000200f8u, 0x00000334u, 0x00050084u, 0x00000006u,
    0x00000347u, 0x00000640u, 0x00000235u, 0x00050080u, 0x00000006u, 0x00000348u, 0x00000236u, 0x00000347u, 0x00050084u, 0x00000006u,
    0x00000349u, 0x0000003du, 0x00000348u, 0x00050080u, 0x00000006u, 0x0000034au, 0x0000023eu, 0x00000349u, 0x00050041u, 0x00000024u,
    0x0000034eu, 0x00000021u, 0x00000023u, 0x0004003du, 0x00000006u, 0x0000034fu, 0x0000034eu, 0x000500b0u, 0x0000000eu, 0x00000350u,
    0x0000034au, 0x0000034fu, 0x000300f7u, 0x00000352u, 0x00000000u, 0x000400fau, 0x00000350u, 0x00000351u, 0x00000352u, 0x000200f8u,
    0x00000351u, 0x00050041u, 0x00000024u, 0x00000358u, 0x00000021u, 0x00000357u, 0x0004003du, 0x00000006u, 0x00000359u, 0x00000358u,
    0x00050041u, 0x00000024u, 0x0000035cu, 0x00000021u, 0x0000035bu, 0x0004003du, 0x00000006u, 0x0000035du, 0x0000035cu, 0x00050084u,
    0x00000006u, 0x0000035eu, 0x0000032au, 0x0000035du, 0x00050080u, 0x00000006u, 0x0000035fu, 0x00000359u, 0x0000035eu, 0x00050041u,
    0x00000024u, 0x00000361u, 0x00000021u, 0x00000360u, 0x0004003du, 0x00000006u, 0x00000362u, 0x00000361u, 0x00050080u, 0x00000006u,
    0x00000363u, 0x0000035fu, 0x00000362u, 0x00050080u, 0x00000006u, 0x00000365u, 0x00000363u, 0x0000034au, 0x00050084u, 0x00000006u,
    0x00000367u, 0x0000003du, 0x0000063du, 0x00050080u, 0x00000006u, 0x00000369u, 0x00000367u, 0x0000063eu, 0x00070041u, 0x00000168u,
    0x0000036cu, 0x00000266u, 0x00000369u, 0x00000640u, 0x0000001cu, 0x0004003du, 0x00000130u, 0x0000036du, 0x0000036cu, 0x00060041u,
    0x00000165u, 0x0000036eu, 0x00000356u, 0x0000002eu, 0x00000365u, 0x0003003eu, 0x0000036eu, 0x0000036du, 0x000200f9u, 0x00000352u,
    0x000200f8u, 0x00000352u, 0x00050080u, 0x00000006u, 0x000006a5u, 0x0000034au, 0x00000064u, 0x000500b0u, 0x0000000eu, 0x000006a8u,
    0x000006a5u, 0x0000034fu, 0x000300f7u, 0x000006b9u, 0x00000000u, 0x000400fau, 0x000006a8u, 0x000006a9u, 0x000006b9u, 0x000200f8u,
    0x000006a9u, 0x00050041u, 0x00000024u, 0x000006aau, 0x00000021u, 0x00000357u, 0x0004003du, 0x00000006u, 0x000006abu, 0x000006aau,
    0x00050041u, 0x00000024u, 0x000006acu, 0x00000021u, 0x0000035bu, 0x0004003du, 0x00000006u, 0x000006adu, 0x000006acu, 0x00050084u,
    0x00000006u, 0x000006aeu, 0x0000032au, 0x000006adu, 0x00050080u, 0x00000006u, 0x000006afu, 0x000006abu, 0x000006aeu, 0x00050041u,
    0x00000024u, 0x000006b0u, 0x00000021u, 0x00000360u, 0x0004003du, 0x00000006u, 0x000006b1u, 0x000006b0u, 0x00050080u, 0x00000006u,
    0x000006b2u, 0x000006afu, 0x000006b1u, 0x00050080u, 0x00000006u, 0x000006b3u, 0x000006b2u, 0x000006a5u, 0x00050084u, 0x00000006u,
    0x000006b4u, 0x0000003du, 0x0000063du, 0x00050080u, 0x00000006u, 0x000006b5u, 0x000006b4u, 0x0000063eu, 0x00070041u, 0x00000168u,
    0x000006b6u, 0x00000266u, 0x000006b5u, 0x00000640u, 0x00000064u, 0x0004003du, 0x00000130u, 0x000006b7u, 0x000006b6u, 0x00060041u,
    0x00000165u, 0x000006b8u, 0x00000356u, 0x0000002eu, 0x000006b3u, 0x0003003eu, 0x000006b8u, 0x000006b7u, 0x000200f9u, 0x000006b9u,
    0x000200f8u, 0x000006b9u, 0x00050080u, 0x00000006u, 0x000006c5u, 0x0000034au, 0x000001d6u, 0x000500b0u, 0x0000000eu, 0x000006c8u,
    0x000006c5u, 0x0000034fu, 0x000300f7u, 0x000006d9u, 0x00000000u, 0x000400fau, 0x000006c8u, 0x000006c9u, 0x000006d9u, 0x000200f8u,
    0x000006c9u, 0x00050041u, 0x00000024u, 0x000006cau, 0x00000021u, 0x00000357u, 0x0004003du, 0x00000006u, 0x000006cbu, 0x000006cau,
    0x00050041u, 0x00000024u, 0x000006ccu, 0x00000021u, 0x0000035bu, 0x0004003du, 0x00000006u, 0x000006cdu, 0x000006ccu, 0x00050084u,
    0x00000006u, 0x000006ceu, 0x0000032au, 0x000006cdu, 0x00050080u, 0x00000006u, 0x000006cfu, 0x000006cbu, 0x000006ceu, 0x00050041u,
    0x00000024u, 0x000006d0u, 0x00000021u, 0x00000360u, 0x0004003du, 0x00000006u, 0x000006d1u, 0x000006d0u, 0x00050080u, 0x00000006u,
    0x000006d2u, 0x000006cfu, 0x000006d1u, 0x00050080u, 0x00000006u, 0x000006d3u, 0x000006d2u, 0x000006c5u, 0x00050084u, 0x00000006u,
    0x000006d4u, 0x0000003du, 0x0000063du, 0x00050080u, 0x00000006u, 0x000006d5u, 0x000006d4u, 0x0000063eu, 0x00070041u, 0x00000168u,
    0x000006d6u, 0x00000266u, 0x000006d5u, 0x00000640u, 0x000001d6u, 0x0004003du, 0x00000130u, 0x000006d7u, 0x000006d6u, 0x00060041u,
    0x00000165u, 0x000006d8u, 0x00000356u, 0x0000002eu, 0x000006d3u, 0x0003003eu, 0x000006d8u, 0x000006d7u, 0x000200f9u, 0x000006d9u,
    0x000200f8u, 0x000006d9u, 0x00050080u, 0x00000006u, 0x000006e5u, 0x0000034au, 0x0000019au, 0x000500b0u, 0x0000000eu, 0x000006e8u,
    0x000006e5u, 0x0000034fu, 0x000300f7u, 0x000006f9u, 0x00000000u, 0x000400fau, 0x000006e8u, 0x000006e9u, 0x000006f9u, 0x000200f8u,
    0x000006e9u, 0x00050041u, 0x00000024u, 0x000006eau, 0x00000021u, 0x00000357u, 0x0004003du, 0x00000006u, 0x000006ebu, 0x000006eau,
    0x00050041u, 0x00000024u, 0x000006ecu, 0x00000021u, 0x0000035bu, 0x0004003du, 0x00000006u, 0x000006edu, 0x000006ecu, 0x00050084u,
    0x00000006u, 0x000006eeu, 0x0000032au, 0x000006edu, 0x00050080u, 0x00000006u, 0x000006efu, 0x000006ebu, 0x000006eeu, 0x00050041u,
    0x00000024u, 0x000006f0u, 0x00000021u, 0x00000360u, 0x0004003du, 0x00000006u, 0x000006f1u, 0x000006f0u, 0x00050080u, 0x00000006u,
    0x000006f2u, 0x000006efu, 0x000006f1u, 0x00050080u, 0x00000006u, 0x000006f3u, 0x000006f2u, 0x000006e5u, 0x00050084u, 0x00000006u,
    0x000006f4u, 0x0000003du, 0x0000063du, 0x00050080u, 0x00000006u, 0x000006f5u, 0x000006f4u, 0x0000063eu, 0x00070041u, 0x00000168u,
    0x000006f6u, 0x00000266u, 0x000006f5u, 0x00000640u, 0x0000019au, 0x0004003du, 0x00000130u, 0x000006f7u, 0x000006f6u, 0x00060041u,
    0x00000165u, 0x000006f8u, 0x00000356u, 0x0000002eu, 0x000006f3u, 0x0003003eu, 0x000006f8u, 0x000006f7u, 0x000200f9u, 0x000006f9u,
    0x000200f8u, 0x000006f9u, 0x000200f9u, 0x00000336u, 0x000200f8u, 0x00000336u, 0x00050080u, 0x00000006u, 0x00000372u, 0x00000640u,
    0x00000023u, 0x000200f9u, 0x00000333u, 0x000200f8u, 0x00000335u, 0x000200f9u, 0x0000031cu, 0x000200f8u, 0x0000031cu, 0x00050080u,
    0x00000006u, 0x00000374u, 0x0000063eu, 0x00000023u, 0x000200f9u, 0x00000319u, 0x000200f8u, 0x0000031bu, 0x000200f9u, 0x00000313u,
    0x000200f8u, 0x00000313u, 0x00050080u, 0x00000006u, 0x00000376u, 0x0000063du, 0x00000023u, 0x000200f9u, 0x00000310u, 0x000200f8u,
    0x00000312u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_rmsnorm[1999] = { /* rmsnorm.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x00000256u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x00000011u, 0x0000005eu, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u,
    0x00000011u, 0x0000000bu, 0x0000001bu, 0x00040047u, 0x00000016u, 0x00000001u, 0x00000000u, 0x00040047u, 0x00000018u, 0x0000000bu,
    0x00000019u, 0x00050048u, 0x00000046u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000046u, 0x00000001u, 0x00000023u,
    0x00000004u, 0x00050048u, 0x00000046u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000046u, 0x00000003u, 0x00000023u,
    0x0000000cu, 0x00050048u, 0x00000046u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000046u, 0x00000005u, 0x00000023u,
    0x00000014u, 0x00050048u, 0x00000046u, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x00000046u, 0x00000007u, 0x00000023u,
    0x0000001cu, 0x00050048u, 0x00000046u, 0x00000008u, 0x00000023u, 0x00000020u, 0x00050048u, 0x00000046u, 0x00000009u, 0x00000023u,
    0x00000024u, 0x00050048u, 0x00000046u, 0x0000000au, 0x00000023u, 0x00000028u, 0x00050048u, 0x00000046u, 0x0000000bu, 0x00000023u,
    0x0000002cu, 0x00050048u, 0x00000046u, 0x0000000cu, 0x00000023u, 0x00000030u, 0x00050048u, 0x00000046u, 0x0000000du, 0x00000023u,
    0x00000034u, 0x00050048u, 0x00000046u, 0x0000000eu, 0x00000023u, 0x00000038u, 0x00050048u, 0x00000046u, 0x0000000fu, 0x00000023u,
    0x0000003cu, 0x00050048u, 0x00000046u, 0x00000010u, 0x00000023u, 0x00000040u, 0x00030047u, 0x00000046u, 0x00000002u, 0x00040047u,
    0x0000005eu, 0x0000000bu, 0x0000001au, 0x00040047u, 0x00000083u, 0x00000001u, 0x00000002u, 0x00040047u, 0x00000093u, 0x00000006u,
    0x00000004u, 0x00050048u, 0x00000094u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000094u, 0x00000003u, 0x00040047u,
    0x00000096u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000096u, 0x00000021u, 0x00000001u, 0x00040047u, 0x0000009du, 0x00000006u,
    0x00000004u, 0x00050048u, 0x0000009eu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000009eu, 0x00000003u, 0x00040047u,
    0x000000a0u, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000a0u, 0x00000021u, 0x00000000u, 0x00030047u, 0x000000a6u, 0x0000002au,
    0x00030047u, 0x000000aeu, 0x0000002au, 0x00030047u, 0x000000b0u, 0x0000002au, 0x00030047u, 0x000000c8u, 0x0000002au, 0x00030047u,
    0x000000cau, 0x0000002au, 0x00030047u, 0x000000fau, 0x0000002au, 0x00030047u, 0x00000104u, 0x0000002au, 0x00040047u, 0x0000010cu,
    0x00000006u, 0x00000004u, 0x00040048u, 0x0000010du, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000010du, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x0000010du, 0x00000003u, 0x00040047u, 0x0000010fu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000010fu,
    0x00000021u, 0x00000002u, 0x00030047u, 0x00000117u, 0x0000002au, 0x00030047u, 0x00000121u, 0x0000002au, 0x00040047u, 0x00000123u,
    0x00000006u, 0x00000004u, 0x00040048u, 0x00000124u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000124u, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x00000124u, 0x00000003u, 0x00040047u, 0x00000126u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000126u,
    0x00000021u, 0x00000003u, 0x00030047u, 0x0000013du, 0x0000002au, 0x00030047u, 0x00000141u, 0x0000002au, 0x00030047u, 0x00000145u,
    0x0000002au, 0x00030047u, 0x00000149u, 0x0000002au, 0x00030047u, 0x0000014du, 0x0000002au, 0x00030047u, 0x00000151u, 0x0000002au,
    0x00030047u, 0x00000176u, 0x0000002au, 0x00030047u, 0x00000183u, 0x0000002au, 0x00030047u, 0x0000018eu, 0x0000002au, 0x00030047u,
    0x00000192u, 0x0000002au, 0x00030047u, 0x00000196u, 0x0000002au, 0x00030047u, 0x00000198u, 0x0000002au, 0x00030047u, 0x000001c4u,
    0x0000002au, 0x00040047u, 0x000001c5u, 0x00000006u, 0x00000004u, 0x00040048u, 0x000001c6u, 0x00000000u, 0x00000019u, 0x00050048u,
    0x000001c6u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000001c6u, 0x00000003u, 0x00040047u, 0x000001c8u, 0x00000022u,
    0x00000000u, 0x00040047u, 0x000001c8u, 0x00000021u, 0x00000003u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u,
    0x00030016u, 0x00000006u, 0x00000020u, 0x00040015u, 0x0000000cu, 0x00000020u, 0x00000000u, 0x00040017u, 0x0000000fu, 0x0000000cu,
    0x00000003u, 0x00040020u, 0x00000010u, 0x00000001u, 0x0000000fu, 0x0004003bu, 0x00000010u, 0x00000011u, 0x00000001u, 0x0004002bu,
    0x0000000cu, 0x00000012u, 0x00000000u, 0x00040020u, 0x00000013u, 0x00000001u, 0x0000000cu, 0x00040032u, 0x0000000cu, 0x00000016u,
    0x00000001u, 0x0004002bu, 0x0000000cu, 0x00000017u, 0x00000001u, 0x00060033u, 0x0000000fu, 0x00000018u, 0x00000016u, 0x00000017u,
    0x00000017u, 0x00060034u, 0x0000000cu, 0x00000019u, 0x00000051u, 0x00000018u, 0x00000000u, 0x0004001cu, 0x0000001au, 0x00000006u,
    0x00000019u, 0x00040020u, 0x0000001bu, 0x00000004u, 0x0000001au, 0x0004003bu, 0x0000001bu, 0x0000001cu, 0x00000004u, 0x00040020u,
    0x0000001fu, 0x00000004u, 0x00000006u, 0x0004002bu, 0x0000000cu, 0x00000021u, 0x00000002u, 0x0004002bu, 0x0000000cu, 0x00000022u,
    0x00000108u, 0x00060034u, 0x0000000cu, 0x00000024u, 0x00000051u, 0x00000018u, 0x00000000u, 0x00040015u, 0x00000025u, 0x00000020u,
    0x00000001u, 0x0004002bu, 0x00000025u, 0x00000026u, 0x00000001u, 0x00060034u, 0x0000000cu, 0x00000027u, 0x000000c2u, 0x00000024u,
    0x00000026u, 0x00020014u, 0x0000002eu, 0x0004002bu, 0x00000006u, 0x00000042u, 0x3f800000u, 0x0004002bu, 0x00000025u, 0x00000043u,
    0x00000000u, 0x0013001eu, 0x00000046u, 0x0000000cu, 0x0000000cu, 0x0000000cu, 0x0000000cu, 0x0000000cu, 0x0000000cu, 0x0000000cu,
    0x0000000cu, 0x00000006u, 0x00000006u, 0x0000000cu, 0x0000000cu, 0x0000000cu, 0x0000000cu, 0x0000000cu, 0x0000000cu, 0x0000000cu,
    0x00040020u, 0x00000047u, 0x00000009u, 0x00000046u, 0x0004003bu, 0x00000047u, 0x00000048u, 0x00000009u, 0x00040020u, 0x00000049u,
    0x00000009u, 0x0000000cu, 0x0004002bu, 0x00000025u, 0x0000004eu, 0x00000008u, 0x00040020u, 0x0000004fu, 0x00000009u, 0x00000006u,
    0x0004003bu, 0x00000010u, 0x0000005eu, 0x00000001u, 0x0004002bu, 0x0000000cu, 0x00000063u, 0x0000ffffu, 0x0004002bu, 0x00000025u,
    0x0000006eu, 0x00000002u, 0x0004002bu, 0x00000025u, 0x00000072u, 0x00000003u, 0x0004002bu, 0x00000025u, 0x00000078u, 0x00000004u,
    0x0004002bu, 0x00000025u, 0x0000007cu, 0x00000005u, 0x0004002bu, 0x00000006u, 0x00000082u, 0x00000000u, 0x00040032u, 0x00000025u,
    0x00000083u, 0x00000000u, 0x00060034u, 0x0000002eu, 0x00000084u, 0x000000aau, 0x00000083u, 0x00000072u, 0x0003001du, 0x00000093u,
    0x00000006u, 0x0003001eu, 0x00000094u, 0x00000093u, 0x00040020u, 0x00000095u, 0x00000002u, 0x00000094u, 0x0004003bu, 0x00000095u,
    0x00000096u, 0x00000002u, 0x00040020u, 0x0000009au, 0x00000002u, 0x00000006u, 0x0003001du, 0x0000009du, 0x00000006u, 0x0003001eu,
    0x0000009eu, 0x0000009du, 0x00040020u, 0x0000009fu, 0x00000002u, 0x0000009eu, 0x0004003bu, 0x0000009fu, 0x000000a0u, 0x00000002u,
    0x00060034u, 0x0000002eu, 0x000000d3u, 0x000000aau, 0x00000083u, 0x00000043u, 0x0004002bu, 0x00000025u, 0x000000d7u, 0x0000000du,
    0x0004002bu, 0x00000025u, 0x000000e3u, 0x0000000eu, 0x0004002bu, 0x00000025u, 0x00000105u, 0x00000007u, 0x0003001du, 0x0000010cu,
    0x00000006u, 0x0003001eu, 0x0000010du, 0x0000010cu, 0x00040020u, 0x0000010eu, 0x00000002u, 0x0000010du, 0x0004003bu, 0x0000010eu,
    0x0000010fu, 0x00000002u, 0x0004002bu, 0x00000025u, 0x00000110u, 0x00000006u, 0x0003001du, 0x00000123u, 0x00000006u, 0x0003001eu,
    0x00000124u, 0x00000123u, 0x00040020u, 0x00000125u, 0x00000002u, 0x00000124u, 0x0004003bu, 0x00000125u, 0x00000126u, 0x00000002u,
    0x0004002bu, 0x00000025u, 0x00000127u, 0x0000000fu, 0x0004002bu, 0x00000025u, 0x00000131u, 0x00000010u, 0x00060034u, 0x0000002eu,
    0x00000184u, 0x000000abu, 0x00000083u, 0x00000043u, 0x0004002bu, 0x00000025u, 0x0000018fu, 0x00000009u, 0x00060034u, 0x0000002eu,
    0x000001a1u, 0x000000afu, 0x00000083u, 0x0000006eu, 0x0004002bu, 0x00000025u, 0x000001a9u, 0x0000000bu, 0x0004002bu, 0x00000025u,
    0x000001adu, 0x0000000cu, 0x0003001du, 0x000001c5u, 0x00000006u, 0x0003001eu, 0x000001c6u, 0x000001c5u, 0x00040020u, 0x000001c7u,
    0x00000002u, 0x000001c6u, 0x0004003bu, 0x000001c7u, 0x000001c8u, 0x00000002u, 0x0004002bu, 0x00000025u, 0x000001cdu, 0x0000000au,
    0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x000300f7u, 0x000001d9u, 0x00000000u,
    0x000300fbu, 0x00000012u, 0x000001dau, 0x000200f8u, 0x000001dau, 0x00050041u, 0x00000013u, 0x00000059u, 0x00000011u, 0x00000012u,
    0x0004003du, 0x0000000cu, 0x0000005au, 0x00000059u, 0x00050051u, 0x0000000cu, 0x0000005cu, 0x00000018u, 0x00000000u, 0x00050041u,
    0x00000013u, 0x0000005fu, 0x0000005eu, 0x00000012u, 0x0004003du, 0x0000000cu, 0x00000060u, 0x0000005fu, 0x00050041u, 0x00000013u,
    0x00000061u, 0x0000005eu, 0x00000017u, 0x0004003du, 0x0000000cu, 0x00000062u, 0x00000061u, 0x00050084u, 0x0000000cu, 0x00000064u,
    0x00000062u, 0x00000063u, 0x00050080u, 0x0000000cu, 0x00000065u, 0x00000060u, 0x00000064u, 0x00050041u, 0x00000049u, 0x00000067u,
    0x00000048u, 0x00000026u, 0x0004003du, 0x0000000cu, 0x00000068u, 0x00000067u, 0x000500aeu, 0x0000002eu, 0x00000069u, 0x00000065u,
    0x00000068u, 0x000300f7u, 0x0000006bu, 0x00000000u, 0x000400fau, 0x00000069u, 0x0000006au, 0x0000006bu, 0x000200f8u, 0x0000006au,
    0x000200f9u, 0x000001d9u, 0x000200f8u, 0x0000006bu, 0x00050041u, 0x00000049u, 0x0000006fu, 0x00000048u, 0x0000006eu, 0x0004003du,
    0x0000000cu, 0x00000070u, 0x0000006fu, 0x00050041u, 0x00000049u, 0x00000073u, 0x00000048u, 0x00000072u, 0x0004003du, 0x0000000cu,
    0x00000074u, 0x00000073u, 0x00050084u, 0x0000000cu, 0x00000075u, 0x00000065u, 0x00000074u, 0x00050080u, 0x0000000cu, 0x00000076u,
    0x00000070u, 0x00000075u, 0x00050041u, 0x00000049u, 0x00000079u, 0x00000048u, 0x00000078u, 0x0004003du, 0x0000000cu, 0x0000007au,
    0x00000079u, 0x00050041u, 0x00000049u, 0x0000007du, 0x00000048u, 0x0000007cu, 0x0004003du, 0x0000000cu, 0x0000007eu, 0x0000007du,
    0x00050084u, 0x0000000cu, 0x0000007fu, 0x00000065u, 0x0000007eu, 0x00050080u, 0x0000000cu, 0x00000080u, 0x0000007au, 0x0000007fu,
    0x000300f7u, 0x00000086u, 0x00000000u, 0x000400fau, 0x00000084u, 0x00000085u, 0x000000b4u, 0x000200f8u, 0x00000085u, 0x000200f9u,
    0x00000089u, 0x000200f8u, 0x00000089u, 0x000700f5u, 0x00000006u, 0x00000250u, 0x00000082u, 0x00000085u, 0x000000b0u, 0x0000008au,
    0x000700f5u, 0x0000000cu, 0x0000024eu, 0x0000005au, 0x00000085u, 0x000000b3u, 0x0000008au, 0x00050041u, 0x00000049u, 0x0000008fu,
    0x00000048u, 0x00000043u, 0x0004003du, 0x0000000cu, 0x00000090u, 0x0000008fu, 0x000500b0u, 0x0000002eu, 0x00000091u, 0x0000024eu,
    0x00000090u, 0x000400f6u, 0x0000008bu, 0x0000008au, 0x00000000u, 0x000400fau, 0x00000091u, 0x0000008au, 0x0000008bu, 0x000200f8u,
    0x0000008au, 0x00050080u, 0x0000000cu, 0x00000099u, 0x00000080u, 0x0000024eu, 0x00060041u, 0x0000009au, 0x0000009bu, 0x00000096u,
    0x00000043u, 0x00000099u, 0x0004003du, 0x00000006u, 0x0000009cu, 0x0000009bu, 0x00050080u, 0x0000000cu, 0x000000a3u, 0x00000076u,
    0x0000024eu, 0x00060041u, 0x0000009au, 0x000000a4u, 0x000000a0u, 0x00000043u, 0x000000a3u, 0x0004003du, 0x00000006u, 0x000000a5u,
    0x000000a4u, 0x00050081u, 0x00000006u, 0x000000a6u, 0x0000009cu, 0x000000a5u, 0x0003003eu, 0x0000009bu, 0x000000a6u, 0x00050085u,
    0x00000006u, 0x000000aeu, 0x000000a6u, 0x000000a6u, 0x00050081u, 0x00000006u, 0x000000b0u, 0x00000250u, 0x000000aeu, 0x00050080u,
    0x0000000cu, 0x000000b3u, 0x0000024eu, 0x0000005cu, 0x000200f9u, 0x00000089u, 0x000200f8u, 0x0000008bu, 0x000200f9u, 0x00000086u,
    0x000200f8u, 0x000000b4u, 0x000200f9u, 0x000000b7u, 0x000200f8u, 0x000000b7u, 0x000700f5u, 0x00000006u, 0x0000023cu, 0x00000082u,
    0x000000b4u, 0x000000cau, 0x000000b8u, 0x000700f5u, 0x0000000cu, 0x0000023bu, 0x0000005au, 0x000000b4u, 0x000000cdu, 0x000000b8u,
    0x00050041u, 0x00000049u, 0x000000bdu, 0x00000048u, 0x00000043u, 0x0004003du, 0x0000000cu, 0x000000beu, 0x000000bdu, 0x000500b0u,
    0x0000002eu, 0x000000bfu, 0x0000023bu, 0x000000beu, 0x000400f6u, 0x000000b9u, 0x000000b8u, 0x00000000u, 0x000400fau, 0x000000bfu,
    0x000000b8u, 0x000000b9u, 0x000200f8u, 0x000000b8u, 0x00050080u, 0x0000000cu, 0x000000c3u, 0x00000076u, 0x0000023bu, 0x00060041u,
    0x0000009au, 0x000000c4u, 0x000000a0u, 0x00000043u, 0x000000c3u, 0x0004003du, 0x00000006u, 0x000000c5u, 0x000000c4u, 0x00050085u,
    0x00000006u, 0x000000c8u, 0x000000c5u, 0x000000c5u, 0x00050081u, 0x00000006u, 0x000000cau, 0x0000023cu, 0x000000c8u, 0x00050080u,
    0x0000000cu, 0x000000cdu, 0x0000023bu, 0x0000005cu, 0x000200f9u, 0x000000b7u, 0x000200f8u, 0x000000b9u, 0x00050041u, 0x0000001fu,
    0x000001e8u, 0x0000001cu, 0x0000005au, 0x0003003eu, 0x000001e8u, 0x0000023cu, 0x000400e0u, 0x00000021u, 0x00000021u, 0x00000022u,
    0x000200f9u, 0x000001e9u, 0x000200f8u, 0x000001e9u, 0x000700f5u, 0x0000000cu, 0x0000023du, 0x00000027u, 0x000000b9u, 0x000001ffu,
    0x000001fdu, 0x000500acu, 0x0000002eu, 0x000001ecu, 0x0000023du, 0x00000012u, 0x000400f6u, 0x00000200u, 0x000001fdu, 0x00000000u,
    0x000400fau, 0x000001ecu, 0x000001edu, 0x00000200u, 0x000200f8u, 0x000001edu, 0x000500b0u, 0x0000002eu, 0x000001f0u, 0x0000005au,
    0x0000023du, 0x000300f7u, 0x000001fcu, 0x00000000u, 0x000400fau, 0x000001f0u, 0x000001f1u, 0x000001fcu, 0x000200f8u, 0x000001f1u,
    0x00050080u, 0x0000000cu, 0x000001f5u, 0x0000005au, 0x0000023du, 0x00050041u, 0x0000001fu, 0x000001f6u, 0x0000001cu, 0x000001f5u,
    0x0004003du, 0x00000006u, 0x000001f7u, 0x000001f6u, 0x0004003du, 0x00000006u, 0x000001f9u, 0x000001e8u, 0x00050081u, 0x00000006u,
    0x000001fau, 0x000001f9u, 0x000001f7u, 0x0003003eu, 0x000001e8u, 0x000001fau, 0x000200f9u, 0x000001fcu, 0x000200f8u, 0x000001fcu,
    0x000400e0u, 0x00000021u, 0x00000021u, 0x00000022u, 0x000200f9u, 0x000001fdu, 0x000200f8u, 0x000001fdu, 0x000500c2u, 0x0000000cu,
    0x000001ffu, 0x0000023du, 0x00000026u, 0x000200f9u, 0x000001e9u, 0x000200f8u, 0x00000200u, 0x00050041u, 0x0000001fu, 0x00000201u,
    0x0000001cu, 0x00000043u, 0x0004003du, 0x00000006u, 0x00000202u, 0x00000201u, 0x00040070u, 0x00000006u, 0x00000205u, 0x000000beu,
    0x00050088u, 0x00000006u, 0x00000206u, 0x00000202u, 0x00000205u, 0x00050041u, 0x0000004fu, 0x00000207u, 0x00000048u, 0x0000004eu,
    0x0004003du, 0x00000006u, 0x00000208u, 0x00000207u, 0x00050081u, 0x00000006u, 0x00000209u, 0x00000206u, 0x00000208u, 0x0006000cu,
    0x00000006u, 0x0000020au, 0x00000001u, 0x0000001fu, 0x00000209u, 0x00050088u, 0x00000006u, 0x0000020bu, 0x00000042u, 0x0000020au,
    0x000400e0u, 0x00000021u, 0x00000021u, 0x00000022u, 0x000300f7u, 0x000000d6u, 0x00000000u, 0x000400fau, 0x000000d3u, 0x000000d5u,
    0x000000dbu, 0x000200f8u, 0x000000d5u, 0x00050041u, 0x00000049u, 0x000000d8u, 0x00000048u, 0x000000d7u, 0x0004003du, 0x0000000cu,
    0x000000d9u, 0x000000d8u, 0x000500c2u, 0x0000000cu, 0x000000dau, 0x000000d9u, 0x00000026u, 0x000200f9u, 0x000000d6u, 0x000200f8u,
    0x000000dbu, 0x000200f9u, 0x000000d6u, 0x000200f8u, 0x000000d6u, 0x000700f5u, 0x0000000cu, 0x0000023eu, 0x000000dau, 0x000000d5u,
    0x00000012u, 0x000000dbu, 0x000500abu, 0x0000002eu, 0x000000deu, 0x0000023eu, 0x00000012u, 0x000300f7u, 0x000000e0u, 0x00000000u,
    0x000400fau, 0x000000deu, 0x000000dfu, 0x000000e0u, 0x000200f8u, 0x000000dfu, 0x00050041u, 0x00000049u, 0x000000e4u, 0x00000048u,
    0x000000e3u, 0x0004003du, 0x0000000cu, 0x000000e5u, 0x000000e4u, 0x00050086u, 0x0000000cu, 0x000000e6u, 0x00000065u, 0x000000e5u,
    0x00050084u, 0x0000000cu, 0x000000e8u, 0x000000e6u, 0x0000023eu, 0x000200f9u, 0x000000ebu, 0x000200f8u, 0x000000ebu, 0x000700f5u,
    0x0000000cu, 0x0000023fu, 0x0000005au, 0x000000dfu, 0x00000160u, 0x000000eeu, 0x000500b0u, 0x0000002eu, 0x000000f2u, 0x0000023fu,
    0x0000023eu, 0x000400f6u, 0x000000edu, 0x000000eeu, 0x00000000u, 0x000400fau, 0x000000f2u, 0x000000ecu, 0x000000edu, 0x000200f8u,
    0x000000ecu, 0x00050080u, 0x0000000cu, 0x000000f6u, 0x00000076u, 0x0000023fu, 0x00060041u, 0x0000009au, 0x000000f7u, 0x000000a0u,
    0x00000043u, 0x000000f6u, 0x0004003du, 0x00000006u, 0x000000f8u, 0x000000f7u, 0x00050085u, 0x00000006u, 0x000000fau, 0x000000f8u,
    0x0000020bu, 0x00050080u, 0x0000000cu, 0x00000100u, 0x000000f6u, 0x0000023eu, 0x00060041u, 0x0000009au, 0x00000101u, 0x000000a0u,
    0x00000043u, 0x00000100u, 0x0004003du, 0x00000006u, 0x00000102u, 0x00000101u, 0x00050085u, 0x00000006u, 0x00000104u, 0x00000102u,
    0x0000020bu, 0x00050041u, 0x00000049u, 0x00000106u, 0x00000048u, 0x00000105u, 0x0004003du, 0x0000000cu, 0x00000107u, 0x00000106u,
    0x000500abu, 0x0000002eu, 0x00000108u, 0x00000107u, 0x00000012u, 0x000300f7u, 0x0000010au, 0x00000000u, 0x000400fau, 0x00000108u,
    0x00000109u, 0x0000010au, 0x000200f8u, 0x00000109u, 0x00050041u, 0x00000049u, 0x00000111u, 0x00000048u, 0x00000110u, 0x0004003du,
    0x0000000cu, 0x00000112u, 0x00000111u, 0x00050080u, 0x0000000cu, 0x00000114u, 0x00000112u, 0x0000023fu, 0x00060041u, 0x0000009au,
    0x00000115u, 0x0000010fu, 0x00000043u, 0x00000114u, 0x0004003du, 0x00000006u, 0x00000116u, 0x00000115u, 0x00050085u, 0x00000006u,
    0x00000117u, 0x000000fau, 0x00000116u, 0x00050080u, 0x0000000cu, 0x0000011eu, 0x00000114u, 0x0000023eu, 0x00060041u, 0x0000009au,
    0x0000011fu, 0x0000010fu, 0x00000043u, 0x0000011eu, 0x0004003du, 0x00000006u, 0x00000120u, 0x0000011fu, 0x00050085u, 0x00000006u,
    0x00000121u, 0x00000104u, 0x00000120u, 0x000200f9u, 0x0000010au, 0x000200f8u, 0x0000010au, 0x000700f5u, 0x00000006u, 0x0000024cu,
    0x00000104u, 0x000000ecu, 0x00000121u, 0x00000109u, 0x000700f5u, 0x00000006u, 0x0000024bu, 0x000000fau, 0x000000ecu, 0x00000117u,
    0x00000109u, 0x00050041u, 0x00000049u, 0x00000128u, 0x00000048u, 0x00000127u, 0x0004003du, 0x0000000cu, 0x00000129u, 0x00000128u,
    0x00050080u, 0x0000000cu, 0x0000012bu, 0x00000129u, 0x000000e8u, 0x00050080u, 0x0000000cu, 0x0000012du, 0x0000012bu, 0x0000023fu,
    0x00060041u, 0x0000009au, 0x0000012eu, 0x00000126u, 0x00000043u, 0x0000012du, 0x0004003du, 0x00000006u, 0x0000012fu, 0x0000012eu,
    0x00050041u, 0x00000049u, 0x00000132u, 0x00000048u, 0x00000131u, 0x0004003du, 0x0000000cu, 0x00000133u, 0x00000132u, 0x00050080u,
    0x0000000cu, 0x00000135u, 0x00000133u, 0x000000e8u, 0x00050080u, 0x0000000cu, 0x00000137u, 0x00000135u, 0x0000023fu, 0x00060041u,
    0x0000009au, 0x00000138u, 0x00000126u, 0x00000043u, 0x00000137u, 0x0004003du, 0x00000006u, 0x00000139u, 0x00000138u, 0x00050085u,
    0x00000006u, 0x0000013du, 0x0000024bu, 0x0000012fu, 0x00050085u, 0x00000006u, 0x00000141u, 0x0000024cu, 0x00000139u, 0x00050085u,
    0x00000006u, 0x00000145u, 0x0000024cu, 0x0000012fu, 0x00050085u, 0x00000006u, 0x00000149u, 0x0000024bu, 0x00000139u, 0x00050083u,
    0x00000006u, 0x0000014du, 0x0000013du, 0x00000141u, 0x00050081u, 0x00000006u, 0x00000151u, 0x00000145u, 0x00000149u, 0x00050080u,
    0x0000000cu, 0x00000154u, 0x00000080u, 0x0000023fu, 0x00060041u, 0x0000009au, 0x00000156u, 0x00000096u, 0x00000043u, 0x00000154u,
    0x0003003eu, 0x00000156u, 0x0000014du, 0x00050080u, 0x0000000cu, 0x0000015bu, 0x00000154u, 0x0000023eu, 0x00060041u, 0x0000009au,
    0x0000015du, 0x00000096u, 0x00000043u, 0x0000015bu, 0x0003003eu, 0x0000015du, 0x00000151u, 0x000200f9u, 0x000000eeu, 0x000200f8u,
    0x000000eeu, 0x00050080u, 0x0000000cu, 0x00000160u, 0x0000023fu, 0x0000005cu, 0x000200f9u, 0x000000ebu, 0x000200f8u, 0x000000edu,
    0x000200f9u, 0x000000e0u, 0x000200f8u, 0x000000e0u, 0x00050084u, 0x0000000cu, 0x00000163u, 0x00000021u, 0x0000023eu, 0x00050080u,
    0x0000000cu, 0x00000165u, 0x00000163u, 0x0000005au, 0x000200f9u, 0x00000166u, 0x000200f8u, 0x00000166u, 0x000700f5u, 0x00000006u,
    0x00000244u, 0x00000082u, 0x000000e0u, 0x00000255u, 0x00000169u, 0x000700f5u, 0x0000000cu, 0x00000240u, 0x00000165u, 0x000000e0u,
    0x000001a0u, 0x00000169u, 0x000500b0u, 0x0000002eu, 0x0000016eu, 0x00000240u, 0x000000beu, 0x000400f6u, 0x00000168u, 0x00000169u,
    0x00000000u, 0x000400fau, 0x0000016eu, 0x00000167u, 0x00000168u, 0x000200f8u, 0x00000167u, 0x00050080u, 0x0000000cu, 0x00000172u,
    0x00000076u, 0x00000240u, 0x00060041u, 0x0000009au, 0x00000173u, 0x000000a0u, 0x00000043u, 0x00000172u, 0x0004003du, 0x00000006u,
    0x00000174u, 0x00000173u, 0x00050085u, 0x00000006u, 0x00000176u, 0x00000174u, 0x0000020bu, 0x00050041u, 0x00000049u, 0x00000177u,
    0x00000048u, 0x00000105u, 0x0004003du, 0x0000000cu, 0x00000178u, 0x00000177u, 0x000500abu, 0x0000002eu, 0x00000179u, 0x00000178u,
    0x00000012u, 0x000300f7u, 0x0000017bu, 0x00000000u, 0x000400fau, 0x00000179u, 0x0000017au, 0x0000017bu, 0x000200f8u, 0x0000017au,
    0x00050041u, 0x00000049u, 0x0000017du, 0x00000048u, 0x00000110u, 0x0004003du, 0x0000000cu, 0x0000017eu, 0x0000017du, 0x00050080u,
    0x0000000cu, 0x00000180u, 0x0000017eu, 0x00000240u, 0x00060041u, 0x0000009au, 0x00000181u, 0x0000010fu, 0x00000043u, 0x00000180u,
    0x0004003du, 0x00000006u, 0x00000182u, 0x00000181u, 0x00050085u, 0x00000006u, 0x00000183u, 0x00000176u, 0x00000182u, 0x000200f9u,
    0x0000017bu, 0x000200f8u, 0x0000017bu, 0x000700f5u, 0x00000006u, 0x00000242u, 0x00000176u, 0x00000167u, 0x00000183u, 0x0000017au,
    0x000300f7u, 0x00000186u, 0x00000000u, 0x000400fau, 0x00000184u, 0x00000185u, 0x00000186u, 0x000200f8u, 0x00000185u, 0x00050080u,
    0x0000000cu, 0x0000018au, 0x00000080u, 0x00000240u, 0x00060041u, 0x0000009au, 0x0000018bu, 0x00000096u, 0x00000043u, 0x0000018au,
    0x0004003du, 0x00000006u, 0x0000018cu, 0x0000018bu, 0x00050081u, 0x00000006u, 0x0000018eu, 0x0000018cu, 0x00000242u, 0x00050041u,
    0x0000004fu, 0x00000190u, 0x00000048u, 0x0000018fu, 0x0004003du, 0x00000006u, 0x00000191u, 0x00000190u, 0x00050085u, 0x00000006u,
    0x00000192u, 0x0000018eu, 0x00000191u, 0x00050085u, 0x00000006u, 0x00000196u, 0x00000192u, 0x00000192u, 0x00050081u, 0x00000006u,
    0x00000198u, 0x00000244u, 0x00000196u, 0x000200f9u, 0x00000186u, 0x000200f8u, 0x00000186u, 0x000700f5u, 0x00000006u, 0x00000255u,
    0x00000244u, 0x0000017bu, 0x00000198u, 0x00000185u, 0x000700f5u, 0x00000006u, 0x00000249u, 0x00000242u, 0x0000017bu, 0x00000192u,
    0x00000185u, 0x00050080u, 0x0000000cu, 0x0000019bu, 0x00000080u, 0x00000240u, 0x00060041u, 0x0000009au, 0x0000019du, 0x00000096u,
    0x00000043u, 0x0000019bu, 0x0003003eu, 0x0000019du, 0x00000249u, 0x000200f9u, 0x00000169u, 0x000200f8u, 0x00000169u, 0x00050080u,
    0x0000000cu, 0x000001a0u, 0x00000240u, 0x0000005cu, 0x000200f9u, 0x00000166u, 0x000200f8u, 0x00000168u, 0x000200f9u, 0x00000086u,
    0x000200f8u, 0x00000086u, 0x000700f5u, 0x00000006u, 0x0000024fu, 0x00000250u, 0x0000008bu, 0x00000244u, 0x00000168u, 0x000300f7u,
    0x000001a3u, 0x00000000u, 0x000400fau, 0x000001a1u, 0x000001a2u, 0x000001a3u, 0x000200f8u, 0x000001a2u, 0x00050041u, 0x0000001fu,
    0x00000216u, 0x0000001cu, 0x0000005au, 0x0003003eu, 0x00000216u, 0x0000024fu, 0x000400e0u, 0x00000021u, 0x00000021u, 0x00000022u,
    0x000200f9u, 0x00000217u, 0x000200f8u, 0x00000217u, 0x000700f5u, 0x0000000cu, 0x00000251u, 0x00000027u, 0x000001a2u, 0x0000022du,
    0x0000022bu, 0x000500acu, 0x0000002eu, 0x0000021au, 0x00000251u, 0x00000012u, 0x000400f6u, 0x0000022eu, 0x0000022bu, 0x00000000u,
    0x000400fau, 0x0000021au, 0x0000021bu, 0x0000022eu, 0x000200f8u, 0x0000021bu, 0x000500b0u, 0x0000002eu, 0x0000021eu, 0x0000005au,
    0x00000251u, 0x000300f7u, 0x0000022au, 0x00000000u, 0x000400fau, 0x0000021eu, 0x0000021fu, 0x0000022au, 0x000200f8u, 0x0000021fu,
    0x00050080u, 0x0000000cu, 0x00000223u, 0x0000005au, 0x00000251u, 0x00050041u, 0x0000001fu, 0x00000224u, 0x0000001cu, 0x00000223u,
    0x0004003du, 0x00000006u, 0x00000225u, 0x00000224u, 0x0004003du, 0x00000006u, 0x00000227u, 0x00000216u, 0x00050081u, 0x00000006u,
    0x00000228u, 0x00000227u, 0x00000225u, 0x0003003eu, 0x00000216u, 0x00000228u, 0x000200f9u, 0x0000022au, 0x000200f8u, 0x0000022au,
    0x000400e0u, 0x00000021u, 0x00000021u, 0x00000022u, 0x000200f9u, 0x0000022bu, 0x000200f8u, 0x0000022bu, 0x000500c2u, 0x0000000cu,
    0x0000022du, 0x00000251u, 0x00000026u, 0x000200f9u, 0x00000217u, 0x000200f8u, 0x0000022eu, 0x00050041u, 0x0000001fu, 0x0000022fu,
    0x0000001cu, 0x00000043u, 0x0004003du, 0x00000006u, 0x00000230u, 0x0000022fu, 0x00050041u, 0x00000049u, 0x00000231u, 0x00000048u,
    0x00000043u, 0x0004003du, 0x0000000cu, 0x00000232u, 0x00000231u, 0x00040070u, 0x00000006u, 0x00000233u, 0x00000232u, 0x00050088u,
    0x00000006u, 0x00000234u, 0x00000230u, 0x00000233u, 0x00050041u, 0x0000004fu, 0x00000235u, 0x00000048u, 0x0000004eu, 0x0004003du,
    0x00000006u, 0x00000236u, 0x00000235u, 0x00050081u, 0x00000006u, 0x00000237u, 0x00000234u, 0x00000236u, 0x0006000cu, 0x00000006u,
    0x00000238u, 0x00000001u, 0x0000001fu, 0x00000237u, 0x00050088u, 0x00000006u, 0x00000239u, 0x00000042u, 0x00000238u, 0x000400e0u,
    0x00000021u, 0x00000021u, 0x00000022u, 0x00050041u, 0x00000049u, 0x000001aau, 0x00000048u, 0x000001a9u, 0x0004003du, 0x0000000cu,
    0x000001abu, 0x000001aau, 0x00050041u, 0x00000049u, 0x000001aeu, 0x00000048u, 0x000001adu, 0x0004003du, 0x0000000cu, 0x000001afu,
    0x000001aeu, 0x00050084u, 0x0000000cu, 0x000001b0u, 0x00000065u, 0x000001afu, 0x00050080u, 0x0000000cu, 0x000001b1u, 0x000001abu,
    0x000001b0u, 0x000200f9u, 0x000001b4u, 0x000200f8u, 0x000001b4u, 0x000700f5u, 0x0000000cu, 0x00000252u, 0x0000005au, 0x0000022eu,
    0x000001d8u, 0x000001b5u, 0x000500b0u, 0x0000002eu, 0x000001bcu, 0x00000252u, 0x00000232u, 0x000400f6u, 0x000001b6u, 0x000001b5u,
    0x00000000u, 0x000400fau, 0x000001bcu, 0x000001b5u, 0x000001b6u, 0x000200f8u, 0x000001b5u, 0x00050080u, 0x0000000cu, 0x000001c0u,
    0x00000080u, 0x00000252u, 0x00060041u, 0x0000009au, 0x000001c1u, 0x00000096u, 0x00000043u, 0x000001c0u, 0x0004003du, 0x00000006u,
    0x000001c2u, 0x000001c1u, 0x00050085u, 0x00000006u, 0x000001c4u, 0x000001c2u, 0x00000239u, 0x00050080u, 0x0000000cu, 0x000001cbu,
    0x000001b1u, 0x00000252u, 0x00050041u, 0x00000049u, 0x000001ceu, 0x00000048u, 0x000001cdu, 0x0004003du, 0x0000000cu, 0x000001cfu,
    0x000001ceu, 0x00050080u, 0x0000000cu, 0x000001d1u, 0x000001cfu, 0x00000252u, 0x00060041u, 0x0000009au, 0x000001d2u, 0x0000010fu,
    0x00000043u, 0x000001d1u, 0x0004003du, 0x00000006u, 0x000001d3u, 0x000001d2u, 0x00050085u, 0x00000006u, 0x000001d4u, 0x000001c4u,
    0x000001d3u, 0x00060041u, 0x0000009au, 0x000001d5u, 0x000001c8u, 0x00000043u, 0x000001cbu, 0x0003003eu, 0x000001d5u, 0x000001d4u,
    0x00050080u, 0x0000000cu, 0x000001d8u, 0x00000252u, 0x0000005cu, 0x000200f9u, 0x000001b4u, 0x000200f8u, 0x000001b6u, 0x000200f9u,
    0x000001a3u, 0x000200f8u, 0x000001a3u, 0x000200f9u, 0x000001d9u, 0x000200f8u, 0x000001d9u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_glu[788] = { /* glu.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x000000e5u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0006000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x00000042u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u, 0x00000042u,
    0x0000000bu, 0x0000001cu, 0x00050048u, 0x00000052u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000052u, 0x00000001u,
    0x00000023u, 0x00000004u, 0x00050048u, 0x00000052u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000052u, 0x00000003u,
    0x00000023u, 0x0000000cu, 0x00050048u, 0x00000052u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000052u, 0x00000005u,
    0x00000023u, 0x00000014u, 0x00050048u, 0x00000052u, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x00000052u, 0x00000007u,
    0x00000023u, 0x0000001cu, 0x00050048u, 0x00000052u, 0x00000008u, 0x00000023u, 0x00000020u, 0x00030047u, 0x00000052u, 0x00000002u,
    0x00040047u, 0x00000065u, 0x00000006u, 0x00000004u, 0x00050048u, 0x00000066u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x00000066u, 0x00000003u, 0x00040047u, 0x00000068u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000068u, 0x00000021u, 0x00000000u,
    0x00040047u, 0x00000072u, 0x00000001u, 0x00000002u, 0x00040047u, 0x00000088u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000089u,
    0x00000000u, 0x00000018u, 0x00050048u, 0x00000089u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000089u, 0x00000003u,
    0x00040047u, 0x0000008bu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000008bu, 0x00000021u, 0x00000001u, 0x00040047u, 0x0000009au,
    0x00000006u, 0x00000004u, 0x00050048u, 0x0000009bu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000009bu, 0x00000003u,
    0x00040047u, 0x0000009du, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000009du, 0x00000021u, 0x00000002u, 0x00040047u, 0x000000abu,
    0x00000001u, 0x00000000u, 0x00040047u, 0x000000acu, 0x0000000bu, 0x00000019u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u,
    0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000001u, 0x00030016u, 0x00000008u, 0x00000020u, 0x0004002bu, 0x00000006u,
    0x00000010u, 0x00000000u, 0x00020014u, 0x00000011u, 0x0004002bu, 0x00000008u, 0x00000018u, 0x3d372713u, 0x0004002bu, 0x00000008u,
    0x00000022u, 0x3f800000u, 0x0004002bu, 0x00000006u, 0x0000002bu, 0x00000001u, 0x00040015u, 0x0000003du, 0x00000020u, 0x00000000u,
    0x00040017u, 0x00000040u, 0x0000003du, 0x00000003u, 0x00040020u, 0x00000041u, 0x00000001u, 0x00000040u, 0x0004003bu, 0x00000041u,
    0x00000042u, 0x00000001u, 0x0004002bu, 0x0000003du, 0x00000043u, 0x00000000u, 0x00040020u, 0x00000044u, 0x00000001u, 0x0000003du,
    0x0004002bu, 0x0000003du, 0x00000048u, 0x00000001u, 0x0004002bu, 0x0000003du, 0x0000004bu, 0x00000002u, 0x0004002bu, 0x0000003du,
    0x0000004eu, 0x0000ffffu, 0x000b001eu, 0x00000052u, 0x0000003du, 0x0000003du, 0x0000003du, 0x0000003du, 0x0000003du, 0x0000003du,
    0x0000003du, 0x0000003du, 0x0000003du, 0x00040020u, 0x00000053u, 0x00000009u, 0x00000052u, 0x0004003bu, 0x00000053u, 0x00000054u,
    0x00000009u, 0x00040020u, 0x00000055u, 0x00000009u, 0x0000003du, 0x0003001du, 0x00000065u, 0x00000008u, 0x0003001eu, 0x00000066u,
    0x00000065u, 0x00040020u, 0x00000067u, 0x00000002u, 0x00000066u, 0x0004003bu, 0x00000067u, 0x00000068u, 0x00000002u, 0x0004002bu,
    0x00000006u, 0x00000069u, 0x00000002u, 0x0004002bu, 0x00000006u, 0x0000006du, 0x00000003u, 0x00040032u, 0x00000006u, 0x00000072u,
    0x00000000u, 0x00060034u, 0x00000011u, 0x00000073u, 0x000000aau, 0x00000072u, 0x0000006du, 0x00040020u, 0x00000077u, 0x00000002u,
    0x00000008u, 0x00060034u, 0x00000011u, 0x0000007bu, 0x000000aau, 0x00000072u, 0x0000006du, 0x00070034u, 0x00000006u, 0x0000007cu,
    0x000000a9u, 0x0000007bu, 0x00000069u, 0x00000072u, 0x0004002bu, 0x00000006u, 0x00000081u, 0x00000008u, 0x0003001du, 0x00000088u,
    0x00000008u, 0x0003001eu, 0x00000089u, 0x00000088u, 0x00040020u, 0x0000008au, 0x00000002u, 0x00000089u, 0x0004003bu, 0x0000008au,
    0x0000008bu, 0x00000002u, 0x0004002bu, 0x00000006u, 0x0000008cu, 0x00000004u, 0x0004002bu, 0x00000006u, 0x00000090u, 0x00000005u,
    0x0003001du, 0x0000009au, 0x00000008u, 0x0003001eu, 0x0000009bu, 0x0000009au, 0x00040020u, 0x0000009cu, 0x00000002u, 0x0000009bu,
    0x0004003bu, 0x0000009cu, 0x0000009du, 0x00000002u, 0x0004002bu, 0x00000006u, 0x0000009eu, 0x00000006u, 0x0004002bu, 0x00000006u,
    0x000000a2u, 0x00000007u, 0x00040032u, 0x0000003du, 0x000000abu, 0x00000001u, 0x00060033u, 0x00000040u, 0x000000acu, 0x000000abu,
    0x00000048u, 0x00000048u, 0x0004002bu, 0x00000008u, 0x000000e4u, 0xbfcc422au, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u,
    0x00000003u, 0x000200f8u, 0x00000005u, 0x000300f7u, 0x000000adu, 0x00000000u, 0x000300fbu, 0x00000043u, 0x000000aeu, 0x000200f8u,
    0x000000aeu, 0x00050041u, 0x00000044u, 0x00000045u, 0x00000042u, 0x00000043u, 0x0004003du, 0x0000003du, 0x00000046u, 0x00000045u,
    0x00050041u, 0x00000044u, 0x00000049u, 0x00000042u, 0x00000048u, 0x0004003du, 0x0000003du, 0x0000004au, 0x00000049u, 0x00050041u,
    0x00000044u, 0x0000004cu, 0x00000042u, 0x0000004bu, 0x0004003du, 0x0000003du, 0x0000004du, 0x0000004cu, 0x00050084u, 0x0000003du,
    0x0000004fu, 0x0000004du, 0x0000004eu, 0x00050080u, 0x0000003du, 0x00000050u, 0x0000004au, 0x0000004fu, 0x00050041u, 0x00000055u,
    0x00000056u, 0x00000054u, 0x00000010u, 0x0004003du, 0x0000003du, 0x00000057u, 0x00000056u, 0x000500aeu, 0x00000011u, 0x00000058u,
    0x00000046u, 0x00000057u, 0x000400a8u, 0x00000011u, 0x00000059u, 0x00000058u, 0x000300f7u, 0x0000005bu, 0x00000000u, 0x000400fau,
    0x00000059u, 0x0000005au, 0x0000005bu, 0x000200f8u, 0x0000005au, 0x00050041u, 0x00000055u, 0x0000005du, 0x00000054u, 0x0000002bu,
    0x0004003du, 0x0000003du, 0x0000005eu, 0x0000005du, 0x000500aeu, 0x00000011u, 0x0000005fu, 0x00000050u, 0x0000005eu, 0x000200f9u,
    0x0000005bu, 0x000200f8u, 0x0000005bu, 0x000700f5u, 0x00000011u, 0x00000060u, 0x00000058u, 0x000000aeu, 0x0000005fu, 0x0000005au,
    0x000300f7u, 0x00000062u, 0x00000000u, 0x000400fau, 0x00000060u, 0x00000061u, 0x00000062u, 0x000200f8u, 0x00000061u, 0x000200f9u,
    0x000000adu, 0x000200f8u, 0x00000062u, 0x00050041u, 0x00000055u, 0x0000006au, 0x00000054u, 0x00000069u, 0x0004003du, 0x0000003du,
    0x0000006bu, 0x0000006au, 0x00050041u, 0x00000055u, 0x0000006eu, 0x00000054u, 0x0000006du, 0x0004003du, 0x0000003du, 0x0000006fu,
    0x0000006eu, 0x00050084u, 0x0000003du, 0x00000070u, 0x00000050u, 0x0000006fu, 0x00050080u, 0x0000003du, 0x00000071u, 0x0000006bu,
    0x00000070u, 0x000600a9u, 0x0000003du, 0x00000075u, 0x00000073u, 0x00000043u, 0x00000046u, 0x00050080u, 0x0000003du, 0x00000076u,
    0x00000071u, 0x00000075u, 0x00060041u, 0x00000077u, 0x00000078u, 0x00000068u, 0x00000010u, 0x00000076u, 0x0004003du, 0x00000008u,
    0x00000079u, 0x00000078u, 0x000300f7u, 0x000000e0u, 0x00000000u, 0x000300fbu, 0x00000043u, 0x000000bdu, 0x000200f8u, 0x000000bdu,
    0x000500aau, 0x00000011u, 0x000000bfu, 0x0000007cu, 0x00000010u, 0x000300f7u, 0x000000d0u, 0x00000000u, 0x000400fau, 0x000000bfu,
    0x000000c0u, 0x000000d0u, 0x000200f8u, 0x000000c0u, 0x00050085u, 0x00000008u, 0x000000c3u, 0x00000018u, 0x00000079u, 0x00050085u,
    0x00000008u, 0x000000c5u, 0x000000c3u, 0x00000079u, 0x0008000cu, 0x00000008u, 0x000000c8u, 0x00000001u, 0x00000032u, 0x000000c5u,
    0x00000079u, 0x00000079u, 0x00050085u, 0x00000008u, 0x000000ccu, 0x000000c8u, 0x000000e4u, 0x0006000cu, 0x00000008u, 0x000000cdu,
    0x00000001u, 0x0000001bu, 0x000000ccu, 0x00050081u, 0x00000008u, 0x000000ceu, 0x00000022u, 0x000000cdu, 0x00050088u, 0x00000008u,
    0x000000cfu, 0x00000079u, 0x000000ceu, 0x000200f9u, 0x000000e0u, 0x000200f8u, 0x000000d0u, 0x000500aau, 0x00000011u, 0x000000d2u,
    0x0000007cu, 0x0000002bu, 0x000300f7u, 0x000000dau, 0x00000000u, 0x000400fau, 0x000000d2u, 0x000000d3u, 0x000000dau, 0x000200f8u,
    0x000000d3u, 0x0004007fu, 0x00000008u, 0x000000d6u, 0x00000079u, 0x0006000cu, 0x00000008u, 0x000000d7u, 0x00000001u, 0x0000001bu,
    0x000000d6u, 0x00050081u, 0x00000008u, 0x000000d8u, 0x00000022u, 0x000000d7u, 0x00050088u, 0x00000008u, 0x000000d9u, 0x00000079u,
    0x000000d8u, 0x000200f9u, 0x000000e0u, 0x000200f8u, 0x000000dau, 0x0004007fu, 0x00000008u, 0x000000dcu, 0x00000079u, 0x0006000cu,
    0x00000008u, 0x000000ddu, 0x00000001u, 0x0000001bu, 0x000000dcu, 0x00050081u, 0x00000008u, 0x000000deu, 0x00000022u, 0x000000ddu,
    0x00050088u, 0x00000008u, 0x000000dfu, 0x00000022u, 0x000000deu, 0x000200f9u, 0x000000e0u, 0x000200f8u, 0x000000e0u, 0x000900f5u,
    0x00000008u, 0x000000e2u, 0x000000cfu, 0x000000c0u, 0x000000d9u, 0x000000d3u, 0x000000dfu, 0x000000dau, 0x00050041u, 0x00000055u,
    0x00000082u, 0x00000054u, 0x00000081u, 0x0004003du, 0x0000003du, 0x00000083u, 0x00000082u, 0x000500abu, 0x00000011u, 0x00000084u,
    0x00000083u, 0x00000043u, 0x000300f7u, 0x00000086u, 0x00000000u, 0x000400fau, 0x00000084u, 0x00000085u, 0x00000086u, 0x000200f8u,
    0x00000085u, 0x00050041u, 0x00000055u, 0x0000008du, 0x00000054u, 0x0000008cu, 0x0004003du, 0x0000003du, 0x0000008eu, 0x0000008du,
    0x00050041u, 0x00000055u, 0x00000091u, 0x00000054u, 0x00000090u, 0x0004003du, 0x0000003du, 0x00000092u, 0x00000091u, 0x00050084u,
    0x0000003du, 0x00000093u, 0x00000050u, 0x00000092u, 0x00050080u, 0x0000003du, 0x00000094u, 0x0000008eu, 0x00000093u, 0x00050080u,
    0x0000003du, 0x00000096u, 0x00000094u, 0x00000046u, 0x00060041u, 0x00000077u, 0x00000097u, 0x0000008bu, 0x00000010u, 0x00000096u,
    0x0004003du, 0x00000008u, 0x00000098u, 0x00000097u, 0x00050085u, 0x00000008u, 0x00000099u, 0x000000e2u, 0x00000098u, 0x000200f9u,
    0x00000086u, 0x000200f8u, 0x00000086u, 0x000700f5u, 0x00000008u, 0x000000e3u, 0x000000e2u, 0x000000e0u, 0x00000099u, 0x00000085u,
    0x00050041u, 0x00000055u, 0x0000009fu, 0x00000054u, 0x0000009eu, 0x0004003du, 0x0000003du, 0x000000a0u, 0x0000009fu, 0x00050041u,
    0x00000055u, 0x000000a3u, 0x00000054u, 0x000000a2u, 0x0004003du, 0x0000003du, 0x000000a4u, 0x000000a3u, 0x00050084u, 0x0000003du,
    0x000000a5u, 0x00000050u, 0x000000a4u, 0x00050080u, 0x0000003du, 0x000000a6u, 0x000000a0u, 0x000000a5u, 0x00050080u, 0x0000003du,
    0x000000a8u, 0x000000a6u, 0x00000046u, 0x00060041u, 0x00000077u, 0x000000aau, 0x0000009du, 0x00000010u, 0x000000a8u, 0x0003003eu,
    0x000000aau, 0x000000e3u, 0x000200f9u, 0x000000adu, 0x000200f8u, 0x000000adu, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_add[504] = { /* add.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x0000005fu, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000000bu, 0x00000013u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u,
    0x0000000bu, 0x0000000bu, 0x0000001cu, 0x00040047u, 0x00000013u, 0x0000000bu, 0x00000018u, 0x00040047u, 0x00000017u, 0x00000001u,
    0x00000000u, 0x00040047u, 0x00000018u, 0x0000000bu, 0x00000019u, 0x00050048u, 0x0000001eu, 0x00000000u, 0x00000023u, 0x00000000u,
    0x00050048u, 0x0000001eu, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u, 0x0000001eu, 0x00000002u, 0x00000023u, 0x00000008u,
    0x00050048u, 0x0000001eu, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u, 0x0000001eu, 0x00000004u, 0x00000023u, 0x00000010u,
    0x00050048u, 0x0000001eu, 0x00000005u, 0x00000023u, 0x00000014u, 0x00030047u, 0x0000001eu, 0x00000002u, 0x00040047u, 0x00000031u,
    0x00000006u, 0x00000004u, 0x00040048u, 0x00000032u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000032u, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x00000032u, 0x00000003u, 0x00040047u, 0x00000034u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000034u,
    0x00000021u, 0x00000001u, 0x00030047u, 0x0000003du, 0x0000002au, 0x00040047u, 0x0000003fu, 0x00000006u, 0x00000004u, 0x00040048u,
    0x00000040u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000040u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000040u,
    0x00000003u, 0x00040047u, 0x00000042u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000042u, 0x00000021u, 0x00000000u, 0x00030047u,
    0x0000004bu, 0x0000002au, 0x00030047u, 0x00000051u, 0x0000002au, 0x00040047u, 0x00000052u, 0x00000006u, 0x00000004u, 0x00050048u,
    0x00000053u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000053u, 0x00000003u, 0x00040047u, 0x00000055u, 0x00000022u,
    0x00000000u, 0x00040047u, 0x00000055u, 0x00000021u, 0x00000002u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u,
    0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u, 0x00040017u, 0x00000009u, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000000au,
    0x00000001u, 0x00000009u, 0x0004003bu, 0x0000000au, 0x0000000bu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000000cu, 0x00000000u,
    0x00040020u, 0x0000000du, 0x00000001u, 0x00000006u, 0x0004002bu, 0x00000006u, 0x00000010u, 0x00000001u, 0x0004003bu, 0x0000000au,
    0x00000013u, 0x00000001u, 0x00040032u, 0x00000006u, 0x00000017u, 0x00000001u, 0x00060033u, 0x00000009u, 0x00000018u, 0x00000017u,
    0x00000010u, 0x00000010u, 0x00030016u, 0x0000001du, 0x00000020u, 0x0008001eu, 0x0000001eu, 0x00000006u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x0000001du, 0x0000001du, 0x00040020u, 0x0000001fu, 0x00000009u, 0x0000001eu, 0x0004003bu, 0x0000001fu, 0x00000020u,
    0x00000009u, 0x00040015u, 0x00000021u, 0x00000020u, 0x00000001u, 0x0004002bu, 0x00000021u, 0x00000022u, 0x00000000u, 0x00040020u,
    0x00000023u, 0x00000009u, 0x00000006u, 0x00020014u, 0x00000026u, 0x0004002bu, 0x00000021u, 0x0000002du, 0x00000004u, 0x00040020u,
    0x0000002eu, 0x00000009u, 0x0000001du, 0x0003001du, 0x00000031u, 0x0000001du, 0x0003001eu, 0x00000032u, 0x00000031u, 0x00040020u,
    0x00000033u, 0x00000002u, 0x00000032u, 0x0004003bu, 0x00000033u, 0x00000034u, 0x00000002u, 0x0004002bu, 0x00000021u, 0x00000035u,
    0x00000002u, 0x00040020u, 0x0000003au, 0x00000002u, 0x0000001du, 0x0003001du, 0x0000003fu, 0x0000001du, 0x0003001eu, 0x00000040u,
    0x0000003fu, 0x00040020u, 0x00000041u, 0x00000002u, 0x00000040u, 0x0004003bu, 0x00000041u, 0x00000042u, 0x00000002u, 0x0004002bu,
    0x00000021u, 0x00000043u, 0x00000001u, 0x0004002bu, 0x00000021u, 0x0000004eu, 0x00000005u, 0x0003001du, 0x00000052u, 0x0000001du,
    0x0003001eu, 0x00000053u, 0x00000052u, 0x00040020u, 0x00000054u, 0x00000002u, 0x00000053u, 0x0004003bu, 0x00000054u, 0x00000055u,
    0x00000002u, 0x0004002bu, 0x00000021u, 0x00000056u, 0x00000003u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u,
    0x000200f8u, 0x00000005u, 0x000300f7u, 0x0000005du, 0x00000000u, 0x000300fbu, 0x0000000cu, 0x0000005eu, 0x000200f8u, 0x0000005eu,
    0x00050041u, 0x0000000du, 0x0000000eu, 0x0000000bu, 0x0000000cu, 0x0004003du, 0x00000006u, 0x0000000fu, 0x0000000eu, 0x00050041u,
    0x0000000du, 0x00000011u, 0x0000000bu, 0x00000010u, 0x0004003du, 0x00000006u, 0x00000012u, 0x00000011u, 0x00050041u, 0x0000000du,
    0x00000014u, 0x00000013u, 0x0000000cu, 0x0004003du, 0x00000006u, 0x00000015u, 0x00000014u, 0x00050084u, 0x00000006u, 0x00000016u,
    0x00000012u, 0x00000015u, 0x00050051u, 0x00000006u, 0x00000019u, 0x00000018u, 0x00000000u, 0x00050084u, 0x00000006u, 0x0000001au,
    0x00000016u, 0x00000019u, 0x00050080u, 0x00000006u, 0x0000001bu, 0x0000000fu, 0x0000001au, 0x00050041u, 0x00000023u, 0x00000024u,
    0x00000020u, 0x00000022u, 0x0004003du, 0x00000006u, 0x00000025u, 0x00000024u, 0x000500aeu, 0x00000026u, 0x00000027u, 0x0000001bu,
    0x00000025u, 0x000300f7u, 0x00000029u, 0x00000000u, 0x000400fau, 0x00000027u, 0x00000028u, 0x00000029u, 0x000200f8u, 0x00000028u,
    0x000200f9u, 0x0000005du, 0x000200f8u, 0x00000029u, 0x00050041u, 0x0000002eu, 0x0000002fu, 0x00000020u, 0x0000002du, 0x0004003du,
    0x0000001du, 0x00000030u, 0x0000002fu, 0x00050041u, 0x00000023u, 0x00000036u, 0x00000020u, 0x00000035u, 0x0004003du, 0x00000006u,
    0x00000037u, 0x00000036u, 0x00050080u, 0x00000006u, 0x00000039u, 0x00000037u, 0x0000001bu, 0x00060041u, 0x0000003au, 0x0000003bu,
    0x00000034u, 0x00000022u, 0x00000039u, 0x0004003du, 0x0000001du, 0x0000003cu, 0x0000003bu, 0x00050085u, 0x0000001du, 0x0000003du,
    0x00000030u, 0x0000003cu, 0x00050041u, 0x00000023u, 0x00000044u, 0x00000020u, 0x00000043u, 0x0004003du, 0x00000006u, 0x00000045u,
    0x00000044u, 0x00050080u, 0x00000006u, 0x00000047u, 0x00000045u, 0x0000001bu, 0x00060041u, 0x0000003au, 0x00000048u, 0x00000042u,
    0x00000022u, 0x00000047u, 0x0004003du, 0x0000001du, 0x00000049u, 0x00000048u, 0x00050081u, 0x0000001du, 0x0000004bu, 0x00000049u,
    0x0000003du, 0x00050041u, 0x0000002eu, 0x0000004fu, 0x00000020u, 0x0000004eu, 0x0004003du, 0x0000001du, 0x00000050u, 0x0000004fu,
    0x00050085u, 0x0000001du, 0x00000051u, 0x0000004bu, 0x00000050u, 0x00050041u, 0x00000023u, 0x00000057u, 0x00000020u, 0x00000056u,
    0x0004003du, 0x00000006u, 0x00000058u, 0x00000057u, 0x00050080u, 0x00000006u, 0x0000005au, 0x00000058u, 0x0000001bu, 0x00060041u,
    0x0000003au, 0x0000005cu, 0x00000055u, 0x00000022u, 0x0000005au, 0x0003003eu, 0x0000005cu, 0x00000051u, 0x000200f9u, 0x0000005du,
    0x000200f8u, 0x0000005du, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_softcap[533] = { /* softcap.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x0000007du, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000000bu, 0x00000013u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u,
    0x0000000bu, 0x0000000bu, 0x0000001cu, 0x00040047u, 0x00000013u, 0x0000000bu, 0x00000018u, 0x00040047u, 0x00000017u, 0x00000001u,
    0x00000000u, 0x00040047u, 0x00000018u, 0x0000000bu, 0x00000019u, 0x00050048u, 0x0000001eu, 0x00000000u, 0x00000023u, 0x00000000u,
    0x00050048u, 0x0000001eu, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u, 0x0000001eu, 0x00000002u, 0x00000023u, 0x00000008u,
    0x00050048u, 0x0000001eu, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00030047u, 0x0000001eu, 0x00000002u, 0x00040047u, 0x0000002du,
    0x00000006u, 0x00000004u, 0x00040048u, 0x0000002eu, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000002eu, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x0000002eu, 0x00000003u, 0x00040047u, 0x00000030u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000030u,
    0x00000021u, 0x00000000u, 0x00040047u, 0x00000068u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000069u, 0x00000000u, 0x00000019u,
    0x00050048u, 0x00000069u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000069u, 0x00000003u, 0x00040047u, 0x0000006bu,
    0x00000022u, 0x00000000u, 0x00040047u, 0x0000006bu, 0x00000021u, 0x00000001u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u,
    0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u, 0x00040017u, 0x00000009u, 0x00000006u, 0x00000003u, 0x00040020u,
    0x0000000au, 0x00000001u, 0x00000009u, 0x0004003bu, 0x0000000au, 0x0000000bu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000000cu,
    0x00000000u, 0x00040020u, 0x0000000du, 0x00000001u, 0x00000006u, 0x0004002bu, 0x00000006u, 0x00000010u, 0x00000001u, 0x0004003bu,
    0x0000000au, 0x00000013u, 0x00000001u, 0x00040032u, 0x00000006u, 0x00000017u, 0x00000001u, 0x00060033u, 0x00000009u, 0x00000018u,
    0x00000017u, 0x00000010u, 0x00000010u, 0x00030016u, 0x0000001du, 0x00000020u, 0x0006001eu, 0x0000001eu, 0x00000006u, 0x00000006u,
    0x0000001du, 0x00000006u, 0x00040020u, 0x0000001fu, 0x00000009u, 0x0000001eu, 0x0004003bu, 0x0000001fu, 0x00000020u, 0x00000009u,
    0x00040015u, 0x00000021u, 0x00000020u, 0x00000001u, 0x0004002bu, 0x00000021u, 0x00000022u, 0x00000000u, 0x00040020u, 0x00000023u,
    0x00000009u, 0x00000006u, 0x00020014u, 0x00000026u, 0x0003001du, 0x0000002du, 0x0000001du, 0x0003001eu, 0x0000002eu, 0x0000002du,
    0x00040020u, 0x0000002fu, 0x00000002u, 0x0000002eu, 0x0004003bu, 0x0000002fu, 0x00000030u, 0x00000002u, 0x0004002bu, 0x00000021u,
    0x00000031u, 0x00000001u, 0x00040020u, 0x00000036u, 0x00000002u, 0x0000001du, 0x0004002bu, 0x00000021u, 0x00000039u, 0x00000002u,
    0x00040020u, 0x0000003au, 0x00000009u, 0x0000001du, 0x0004002bu, 0x0000001du, 0x00000042u, 0x3dcccccdu, 0x0004002bu, 0x0000001du,
    0x0000004cu, 0x3f800000u, 0x0004002bu, 0x0000001du, 0x0000004eu, 0xbeaaaaabu, 0x0004002bu, 0x0000001du, 0x00000050u, 0x3e088889u,
    0x0004002bu, 0x0000001du, 0x00000052u, 0xbd5d0dd1u, 0x0004002bu, 0x0000001du, 0x0000005cu, 0xc0000000u, 0x0003001du, 0x00000068u,
    0x0000001du, 0x0003001eu, 0x00000069u, 0x00000068u, 0x00040020u, 0x0000006au, 0x00000002u, 0x00000069u, 0x0004003bu, 0x0000006au,
    0x0000006bu, 0x00000002u, 0x0004002bu, 0x00000021u, 0x0000006cu, 0x00000003u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u,
    0x00000003u, 0x000200f8u, 0x00000005u, 0x000300f7u, 0x00000076u, 0x00000000u, 0x000300fbu, 0x0000000cu, 0x00000077u, 0x000200f8u,
    0x00000077u, 0x00050041u, 0x0000000du, 0x0000000eu, 0x0000000bu, 0x0000000cu, 0x0004003du, 0x00000006u, 0x0000000fu, 0x0000000eu,
    0x00050041u, 0x0000000du, 0x00000011u, 0x0000000bu, 0x00000010u, 0x0004003du, 0x00000006u, 0x00000012u, 0x00000011u, 0x00050041u,
    0x0000000du, 0x00000014u, 0x00000013u, 0x0000000cu, 0x0004003du, 0x00000006u, 0x00000015u, 0x00000014u, 0x00050084u, 0x00000006u,
    0x00000016u, 0x00000012u, 0x00000015u, 0x00050051u, 0x00000006u, 0x00000019u, 0x00000018u, 0x00000000u, 0x00050084u, 0x00000006u,
    0x0000001au, 0x00000016u, 0x00000019u, 0x00050080u, 0x00000006u, 0x0000001bu, 0x0000000fu, 0x0000001au, 0x00050041u, 0x00000023u,
    0x00000024u, 0x00000020u, 0x00000022u, 0x0004003du, 0x00000006u, 0x00000025u, 0x00000024u, 0x000500aeu, 0x00000026u, 0x00000027u,
    0x0000001bu, 0x00000025u, 0x000300f7u, 0x00000029u, 0x00000000u, 0x000400fau, 0x00000027u, 0x00000028u, 0x00000029u, 0x000200f8u,
    0x00000028u, 0x000200f9u, 0x00000076u, 0x000200f8u, 0x00000029u, 0x00050041u, 0x00000023u, 0x00000032u, 0x00000020u, 0x00000031u,
    0x0004003du, 0x00000006u, 0x00000033u, 0x00000032u, 0x00050080u, 0x00000006u, 0x00000035u, 0x00000033u, 0x0000001bu, 0x00060041u,
    0x00000036u, 0x00000037u, 0x00000030u, 0x00000022u, 0x00000035u, 0x0004003du, 0x0000001du, 0x00000038u, 0x00000037u, 0x00050041u,
    0x0000003au, 0x0000003bu, 0x00000020u, 0x00000039u, 0x0004003du, 0x0000001du, 0x0000003cu, 0x0000003bu, 0x00050088u, 0x0000001du,
    0x0000003du, 0x00000038u, 0x0000003cu, 0x0006000cu, 0x0000001du, 0x00000040u, 0x00000001u, 0x00000004u, 0x0000003du, 0x000500b8u,
    0x00000026u, 0x00000043u, 0x00000040u, 0x00000042u, 0x000300f7u, 0x00000045u, 0x00000000u, 0x000400fau, 0x00000043u, 0x00000044u,
    0x0000005au, 0x000200f8u, 0x00000044u, 0x00050085u, 0x0000001du, 0x00000049u, 0x0000003du, 0x0000003du, 0x0008000cu, 0x0000001du,
    0x00000054u, 0x00000001u, 0x00000032u, 0x00000049u, 0x00000052u, 0x00000050u, 0x0008000cu, 0x0000001du, 0x00000056u, 0x00000001u,
    0x00000032u, 0x00000049u, 0x00000054u, 0x0000004eu, 0x0008000cu, 0x0000001du, 0x00000058u, 0x00000001u, 0x00000032u, 0x00000049u,
    0x00000056u, 0x0000004cu, 0x00050085u, 0x0000001du, 0x00000059u, 0x0000003du, 0x00000058u, 0x000200f9u, 0x00000045u, 0x000200f8u,
    0x0000005au, 0x00050085u, 0x0000001du, 0x0000005eu, 0x0000005cu, 0x00000040u, 0x0006000cu, 0x0000001du, 0x0000005fu, 0x00000001u,
    0x0000001bu, 0x0000005eu, 0x0006000cu, 0x0000001du, 0x00000061u, 0x00000001u, 0x00000006u, 0x0000003du, 0x00050083u, 0x0000001du,
    0x00000063u, 0x0000004cu, 0x0000005fu, 0x00050081u, 0x0000001du, 0x00000065u, 0x0000004cu, 0x0000005fu, 0x00050088u, 0x0000001du,
    0x00000066u, 0x00000063u, 0x00000065u, 0x00050085u, 0x0000001du, 0x00000067u, 0x00000061u, 0x00000066u, 0x000200f9u, 0x00000045u,
    0x000200f8u, 0x00000045u, 0x000700f5u, 0x0000001du, 0x0000007cu, 0x00000059u, 0x00000044u, 0x00000067u, 0x0000005au, 0x00050041u,
    0x00000023u, 0x0000006du, 0x00000020u, 0x0000006cu, 0x0004003du, 0x00000006u, 0x0000006eu, 0x0000006du, 0x00050080u, 0x00000006u,
    0x00000070u, 0x0000006eu, 0x0000001bu, 0x00050085u, 0x0000001du, 0x00000074u, 0x0000003cu, 0x0000007cu, 0x00060041u, 0x00000036u,
    0x00000075u, 0x0000006bu, 0x00000022u, 0x00000070u, 0x0003003eu, 0x00000075u, 0x00000074u, 0x000200f9u, 0x00000076u, 0x000200f8u,
    0x00000076u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_embed[816] = { /* embed.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x000000f5u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0006000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000004cu, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u, 0x00000011u,
    0x00000001u, 0x00000002u, 0x00040047u, 0x00000027u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000028u, 0x00000000u, 0x00000018u,
    0x00050048u, 0x00000028u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000028u, 0x00000003u, 0x00040047u, 0x0000002au,
    0x00000022u, 0x00000000u, 0x00040047u, 0x0000002au, 0x00000021u, 0x00000000u, 0x00040047u, 0x0000004cu, 0x0000000bu, 0x0000001cu,
    0x00050048u, 0x00000059u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000059u, 0x00000001u, 0x00000023u, 0x00000004u,
    0x00050048u, 0x00000059u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000059u, 0x00000003u, 0x00000023u, 0x0000000cu,
    0x00050048u, 0x00000059u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000059u, 0x00000005u, 0x00000023u, 0x00000014u,
    0x00050048u, 0x00000059u, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x00000059u, 0x00000007u, 0x00000023u, 0x0000001cu,
    0x00030047u, 0x00000059u, 0x00000002u, 0x00040047u, 0x0000006du, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000006eu, 0x00000000u,
    0x00000018u, 0x00050048u, 0x0000006eu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000006eu, 0x00000003u, 0x00040047u,
    0x00000070u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000070u, 0x00000021u, 0x00000001u, 0x00030047u, 0x00000095u, 0x0000002au,
    0x00030047u, 0x00000097u, 0x0000002au, 0x00030047u, 0x0000009eu, 0x0000002au, 0x00040047u, 0x0000009fu, 0x00000006u, 0x00000004u,
    0x00040048u, 0x000000a0u, 0x00000000u, 0x00000019u, 0x00050048u, 0x000000a0u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x000000a0u, 0x00000003u, 0x00040047u, 0x000000a2u, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000a2u, 0x00000021u, 0x00000002u,
    0x00040047u, 0x000000b1u, 0x00000001u, 0x00000000u, 0x00040047u, 0x000000b2u, 0x0000000bu, 0x00000019u, 0x00020013u, 0x00000002u,
    0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u, 0x00030016u, 0x00000008u, 0x00000020u,
    0x00040015u, 0x00000010u, 0x00000020u, 0x00000001u, 0x00040032u, 0x00000010u, 0x00000011u, 0x00000000u, 0x0004002bu, 0x00000010u,
    0x00000012u, 0x00000002u, 0x00020014u, 0x00000013u, 0x00060034u, 0x00000013u, 0x00000014u, 0x000000aau, 0x00000011u, 0x00000012u,
    0x0004002bu, 0x00000010u, 0x00000018u, 0x00000010u, 0x00040017u, 0x0000001du, 0x00000008u, 0x00000002u, 0x0004002bu, 0x00000006u,
    0x0000001fu, 0x00000000u, 0x0004002bu, 0x00000010u, 0x00000023u, 0x00000000u, 0x00060034u, 0x00000013u, 0x00000024u, 0x000000aau,
    0x00000011u, 0x00000023u, 0x0003001du, 0x00000027u, 0x00000006u, 0x0003001eu, 0x00000028u, 0x00000027u, 0x00040020u, 0x00000029u,
    0x00000002u, 0x00000028u, 0x0004003bu, 0x00000029u, 0x0000002au, 0x00000002u, 0x00040020u, 0x0000002cu, 0x00000002u, 0x00000006u,
    0x0004002bu, 0x00000010u, 0x00000033u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000038u, 0x00000001u, 0x0004002bu, 0x00000006u,
    0x00000042u, 0x0000ffffu, 0x00040017u, 0x0000004au, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000004bu, 0x00000001u, 0x0000004au,
    0x0004003bu, 0x0000004bu, 0x0000004cu, 0x00000001u, 0x00040020u, 0x0000004du, 0x00000001u, 0x00000006u, 0x0004002bu, 0x00000006u,
    0x00000053u, 0x00000002u, 0x000a001eu, 0x00000059u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00000008u, 0x00040020u, 0x0000005au, 0x00000009u, 0x00000059u, 0x0004003bu, 0x0000005au, 0x0000005bu, 0x00000009u,
    0x00040020u, 0x0000005cu, 0x00000009u, 0x00000006u, 0x0003001du, 0x0000006du, 0x00000010u, 0x0003001eu, 0x0000006eu, 0x0000006du,
    0x00040020u, 0x0000006fu, 0x00000002u, 0x0000006eu, 0x0004003bu, 0x0000006fu, 0x00000070u, 0x00000002u, 0x0004002bu, 0x00000010u,
    0x00000071u, 0x00000004u, 0x00040020u, 0x00000076u, 0x00000002u, 0x00000010u, 0x0004002bu, 0x00000010u, 0x00000082u, 0x00000003u,
    0x0004002bu, 0x00000010u, 0x0000009au, 0x00000007u, 0x00040020u, 0x0000009bu, 0x00000009u, 0x00000008u, 0x0003001du, 0x0000009fu,
    0x00000008u, 0x0003001eu, 0x000000a0u, 0x0000009fu, 0x00040020u, 0x000000a1u, 0x00000002u, 0x000000a0u, 0x0004003bu, 0x000000a1u,
    0x000000a2u, 0x00000002u, 0x0004002bu, 0x00000010u, 0x000000a3u, 0x00000005u, 0x0004002bu, 0x00000010u, 0x000000a7u, 0x00000006u,
    0x00040020u, 0x000000afu, 0x00000002u, 0x00000008u, 0x00040032u, 0x00000006u, 0x000000b1u, 0x00000001u, 0x00060033u, 0x0000004au,
    0x000000b2u, 0x000000b1u, 0x00000038u, 0x00000038u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u,
    0x00000005u, 0x000300f7u, 0x000000b3u, 0x00000000u, 0x000300fbu, 0x0000001fu, 0x000000b4u, 0x000200f8u, 0x000000b4u, 0x00050041u,
    0x0000004du, 0x0000004eu, 0x0000004cu, 0x0000001fu, 0x0004003du, 0x00000006u, 0x0000004fu, 0x0000004eu, 0x00050041u, 0x0000004du,
    0x00000051u, 0x0000004cu, 0x00000038u, 0x0004003du, 0x00000006u, 0x00000052u, 0x00000051u, 0x00050041u, 0x0000004du, 0x00000054u,
    0x0000004cu, 0x00000053u, 0x0004003du, 0x00000006u, 0x00000055u, 0x00000054u, 0x00050084u, 0x00000006u, 0x00000056u, 0x00000055u,
    0x00000042u, 0x00050080u, 0x00000006u, 0x00000057u, 0x00000052u, 0x00000056u, 0x00050041u, 0x0000005cu, 0x0000005du, 0x0000005bu,
    0x00000023u, 0x0004003du, 0x00000006u, 0x0000005eu, 0x0000005du, 0x000500aeu, 0x00000013u, 0x0000005fu, 0x0000004fu, 0x0000005eu,
    0x000400a8u, 0x00000013u, 0x00000060u, 0x0000005fu, 0x000300f7u, 0x00000062u, 0x00000000u, 0x000400fau, 0x00000060u, 0x00000061u,
    0x00000062u, 0x000200f8u, 0x00000061u, 0x00050041u, 0x0000005cu, 0x00000064u, 0x0000005bu, 0x00000033u, 0x0004003du, 0x00000006u,
    0x00000065u, 0x00000064u, 0x000500aeu, 0x00000013u, 0x00000066u, 0x00000057u, 0x00000065u, 0x000200f9u, 0x00000062u, 0x000200f8u,
    0x00000062u, 0x000700f5u, 0x00000013u, 0x00000067u, 0x0000005fu, 0x000000b4u, 0x00000066u, 0x00000061u, 0x000300f7u, 0x00000069u,
    0x00000000u, 0x000400fau, 0x00000067u, 0x00000068u, 0x00000069u, 0x000200f8u, 0x00000068u, 0x000200f9u, 0x000000b3u, 0x000200f8u,
    0x00000069u, 0x00050041u, 0x0000005cu, 0x00000072u, 0x0000005bu, 0x00000071u, 0x0004003du, 0x00000006u, 0x00000073u, 0x00000072u,
    0x00050080u, 0x00000006u, 0x00000075u, 0x00000073u, 0x00000057u, 0x00060041u, 0x00000076u, 0x00000077u, 0x00000070u, 0x00000023u,
    0x00000075u, 0x0004003du, 0x00000010u, 0x00000078u, 0x00000077u, 0x00050041u, 0x0000005cu, 0x0000007au, 0x0000005bu, 0x00000012u,
    0x0004003du, 0x00000006u, 0x0000007bu, 0x0000007au, 0x0004007cu, 0x00000010u, 0x0000007cu, 0x0000007bu, 0x000500b1u, 0x00000013u,
    0x0000007du, 0x00000078u, 0x0000007cu, 0x000400a8u, 0x00000013u, 0x0000007eu, 0x0000007du, 0x000300f7u, 0x00000080u, 0x00000000u,
    0x000400fau, 0x0000007eu, 0x0000007fu, 0x00000080u, 0x000200f8u, 0x0000007fu, 0x00050041u, 0x0000005cu, 0x00000083u, 0x0000005bu,
    0x00000082u, 0x0004003du, 0x00000006u, 0x00000084u, 0x00000083u, 0x0004007cu, 0x00000010u, 0x00000085u, 0x00000084u, 0x000500afu,
    0x00000013u, 0x00000086u, 0x00000078u, 0x00000085u, 0x000200f9u, 0x00000080u, 0x000200f8u, 0x00000080u, 0x000700f5u, 0x00000013u,
    0x00000087u, 0x0000007du, 0x00000069u, 0x00000086u, 0x0000007fu, 0x000300f7u, 0x00000089u, 0x00000000u, 0x000400fau, 0x00000087u,
    0x00000088u, 0x00000089u, 0x000200f8u, 0x00000088u, 0x000200f9u, 0x000000b3u, 0x000200f8u, 0x00000089u, 0x00050082u, 0x00000010u,
    0x00000091u, 0x00000078u, 0x0000007cu, 0x0004007cu, 0x00000006u, 0x00000092u, 0x00000091u, 0x00050084u, 0x00000006u, 0x00000095u,
    0x00000092u, 0x0000005eu, 0x00050080u, 0x00000006u, 0x00000097u, 0x00000095u, 0x0000004fu, 0x000300f7u, 0x000000e1u, 0x00000000u,
    0x000300fbu, 0x0000001fu, 0x000000cau, 0x000200f8u, 0x000000cau, 0x000300f7u, 0x000000d0u, 0x00000000u, 0x000400fau, 0x00000024u,
    0x000000cbu, 0x000000d0u, 0x000200f8u, 0x000000cbu, 0x00060041u, 0x0000002cu, 0x000000cdu, 0x0000002au, 0x00000023u, 0x00000097u,
    0x0004003du, 0x00000006u, 0x000000ceu, 0x000000cdu, 0x0004007cu, 0x00000008u, 0x000000cfu, 0x000000ceu, 0x000200f9u, 0x000000e1u,
    0x000200f8u, 0x000000d0u, 0x000500c2u, 0x00000006u, 0x000000d2u, 0x00000097u, 0x00000033u, 0x00060041u, 0x0000002cu, 0x000000d3u,
    0x0000002au, 0x00000023u, 0x000000d2u, 0x0004003du, 0x00000006u, 0x000000d4u, 0x000000d3u, 0x000500c7u, 0x00000006u, 0x000000d6u,
    0x00000097u, 0x00000038u, 0x000500abu, 0x00000013u, 0x000000d7u, 0x000000d6u, 0x0000001fu, 0x000300f7u, 0x000000deu, 0x00000000u,
    0x000400fau, 0x000000d7u, 0x000000d8u, 0x000000dbu, 0x000200f8u, 0x000000d8u, 0x000500c2u, 0x00000006u, 0x000000dau, 0x000000d4u,
    0x00000018u, 0x000200f9u, 0x000000deu, 0x000200f8u, 0x000000dbu, 0x000500c7u, 0x00000006u, 0x000000ddu, 0x000000d4u, 0x00000042u,
    0x000200f9u, 0x000000deu, 0x000200f8u, 0x000000deu, 0x000700f5u, 0x00000006u, 0x000000f2u, 0x000000dau, 0x000000d8u, 0x000000ddu,
    0x000000dbu, 0x000300f7u, 0x000000f0u, 0x00000000u, 0x000300fbu, 0x0000001fu, 0x000000e7u, 0x000200f8u, 0x000000e7u, 0x000300f7u,
    0x000000ecu, 0x00000000u, 0x000400fau, 0x00000014u, 0x000000e8u, 0x000000ecu, 0x000200f8u, 0x000000e8u, 0x000500c4u, 0x00000006u,
    0x000000eau, 0x000000f2u, 0x00000018u, 0x0004007cu, 0x00000008u, 0x000000ebu, 0x000000eau, 0x000200f9u, 0x000000f0u, 0x000200f8u,
    0x000000ecu, 0x0006000cu, 0x0000001du, 0x000000eeu, 0x00000001u, 0x0000003eu, 0x000000f2u, 0x00050051u, 0x00000008u, 0x000000efu,
    0x000000eeu, 0x00000000u, 0x000200f9u, 0x000000f0u, 0x000200f8u, 0x000000f0u, 0x000700f5u, 0x00000008u, 0x000000f3u, 0x000000ebu,
    0x000000e8u, 0x000000efu, 0x000000ecu, 0x000200f9u, 0x000000e1u, 0x000200f8u, 0x000000e1u, 0x000700f5u, 0x00000008u, 0x000000f4u,
    0x000000cfu, 0x000000cbu, 0x000000f3u, 0x000000f0u, 0x00050041u, 0x0000009bu, 0x0000009cu, 0x0000005bu, 0x0000009au, 0x0004003du,
    0x00000008u, 0x0000009du, 0x0000009cu, 0x00050085u, 0x00000008u, 0x0000009eu, 0x000000f4u, 0x0000009du, 0x00050041u, 0x0000005cu,
    0x000000a4u, 0x0000005bu, 0x000000a3u, 0x0004003du, 0x00000006u, 0x000000a5u, 0x000000a4u, 0x00050041u, 0x0000005cu, 0x000000a8u,
    0x0000005bu, 0x000000a7u, 0x0004003du, 0x00000006u, 0x000000a9u, 0x000000a8u, 0x00050084u, 0x00000006u, 0x000000aau, 0x00000057u,
    0x000000a9u, 0x00050080u, 0x00000006u, 0x000000abu, 0x000000a5u, 0x000000aau, 0x00050080u, 0x00000006u, 0x000000adu, 0x000000abu,
    0x0000004fu, 0x00060041u, 0x000000afu, 0x000000b0u, 0x000000a2u, 0x00000023u, 0x000000adu, 0x0003003eu, 0x000000b0u, 0x0000009eu,
    0x000200f9u, 0x000000b3u, 0x000200f8u, 0x000000b3u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_attn[2012] = { /* attn.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x00000256u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000000bu, 0x00000016u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u,
    0x0000000bu, 0x0000000bu, 0x0000001bu, 0x00040047u, 0x00000011u, 0x00000001u, 0x00000000u, 0x00040047u, 0x00000013u, 0x0000000bu,
    0x00000019u, 0x00040047u, 0x00000016u, 0x0000000bu, 0x0000001au, 0x00050048u, 0x0000001fu, 0x00000000u, 0x00000023u, 0x00000000u,
    0x00050048u, 0x0000001fu, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u, 0x0000001fu, 0x00000002u, 0x00000023u, 0x00000008u,
    0x00050048u, 0x0000001fu, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u, 0x0000001fu, 0x00000004u, 0x00000023u, 0x00000010u,
    0x00050048u, 0x0000001fu, 0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u, 0x0000001fu, 0x00000006u, 0x00000023u, 0x00000018u,
    0x00050048u, 0x0000001fu, 0x00000007u, 0x00000023u, 0x0000001cu, 0x00050048u, 0x0000001fu, 0x00000008u, 0x00000023u, 0x00000020u,
    0x00050048u, 0x0000001fu, 0x00000009u, 0x00000023u, 0x00000024u, 0x00050048u, 0x0000001fu, 0x0000000au, 0x00000023u, 0x00000028u,
    0x00050048u, 0x0000001fu, 0x0000000bu, 0x00000023u, 0x0000002cu, 0x00050048u, 0x0000001fu, 0x0000000cu, 0x00000023u, 0x00000030u,
    0x00050048u, 0x0000001fu, 0x0000000du, 0x00000023u, 0x00000034u, 0x00050048u, 0x0000001fu, 0x0000000eu, 0x00000023u, 0x00000038u,
    0x00050048u, 0x0000001fu, 0x0000000fu, 0x00000023u, 0x0000003cu, 0x00030047u, 0x0000001fu, 0x00000002u, 0x00040047u, 0x00000087u,
    0x00000006u, 0x00000004u, 0x00040048u, 0x00000088u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000088u, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x00000088u, 0x00000003u, 0x00040047u, 0x0000008au, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000008au,
    0x00000021u, 0x00000000u, 0x00040047u, 0x000000e8u, 0x00000006u, 0x00000004u, 0x00040048u, 0x000000e9u, 0x00000000u, 0x00000018u,
    0x00050048u, 0x000000e9u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000e9u, 0x00000003u, 0x00040047u, 0x000000ebu,
    0x00000022u, 0x00000000u, 0x00040047u, 0x000000ebu, 0x00000021u, 0x00000001u, 0x00040047u, 0x00000189u, 0x00000006u, 0x00000004u,
    0x00040048u, 0x0000018au, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000018au, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x0000018au, 0x00000003u, 0x00040047u, 0x0000018cu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000018cu, 0x00000021u, 0x00000002u,
    0x00040047u, 0x000001dau, 0x00000006u, 0x00000004u, 0x00040048u, 0x000001dbu, 0x00000000u, 0x00000019u, 0x00050048u, 0x000001dbu,
    0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000001dbu, 0x00000003u, 0x00040047u, 0x000001ddu, 0x00000022u, 0x00000000u,
    0x00040047u, 0x000001ddu, 0x00000021u, 0x00000003u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u,
    0x00000006u, 0x00000020u, 0x00000000u, 0x00040017u, 0x00000009u, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000000au, 0x00000001u,
    0x00000009u, 0x0004003bu, 0x0000000au, 0x0000000bu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000000cu, 0x00000000u, 0x00040020u,
    0x0000000du, 0x00000001u, 0x00000006u, 0x00040032u, 0x00000006u, 0x00000011u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000012u,
    0x00000001u, 0x00060033u, 0x00000009u, 0x00000013u, 0x00000011u, 0x00000012u, 0x00000012u, 0x0004003bu, 0x0000000au, 0x00000016u,
    0x00000001u, 0x00030016u, 0x0000001eu, 0x00000020u, 0x0012001eu, 0x0000001fu, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x0000001eu,
    0x00000006u, 0x00000006u, 0x00040020u, 0x00000020u, 0x00000009u, 0x0000001fu, 0x0004003bu, 0x00000020u, 0x00000021u, 0x00000009u,
    0x00040015u, 0x00000022u, 0x00000020u, 0x00000001u, 0x0004002bu, 0x00000022u, 0x00000023u, 0x00000001u, 0x00040020u, 0x00000024u,
    0x00000009u, 0x00000006u, 0x0004002bu, 0x00000022u, 0x00000027u, 0x00000002u, 0x0004002bu, 0x00000022u, 0x0000002du, 0x00000004u,
    0x00020014u, 0x00000033u, 0x0004002bu, 0x00000022u, 0x00000034u, 0x00000005u, 0x0004002bu, 0x00000022u, 0x0000004cu, 0x0000000eu,
    0x0004002bu, 0x00000006u, 0x00000053u, 0x00000002u, 0x0004002bu, 0x00000022u, 0x0000005au, 0x0000000fu, 0x0004002bu, 0x00000022u,
    0x00000068u, 0x00000006u, 0x0004002bu, 0x00000022u, 0x0000006cu, 0x00000007u, 0x0004002bu, 0x00000022u, 0x00000072u, 0x00000000u,
    0x0004002bu, 0x00000006u, 0x00000082u, 0x00000200u, 0x0004001cu, 0x00000083u, 0x0000001eu, 0x00000082u, 0x00040020u, 0x00000084u,
    0x00000004u, 0x00000083u, 0x0004003bu, 0x00000084u, 0x00000085u, 0x00000004u, 0x0003001du, 0x00000087u, 0x0000001eu, 0x0003001eu,
    0x00000088u, 0x00000087u, 0x00040020u, 0x00000089u, 0x00000002u, 0x00000088u, 0x0004003bu, 0x00000089u, 0x0000008au, 0x00000002u,
    0x00040020u, 0x0000008eu, 0x00000002u, 0x0000001eu, 0x00040020u, 0x00000091u, 0x00000004u, 0x0000001eu, 0x0004002bu, 0x00000006u,
    0x00000096u, 0x00000108u, 0x0004002bu, 0x00000006u, 0x0000009eu, 0x00000004u, 0x0004001cu, 0x000000a0u, 0x0000001eu, 0x0000009eu,
    0x00040020u, 0x000000a1u, 0x00000007u, 0x000000a0u, 0x0004002bu, 0x0000001eu, 0x000000a4u, 0x00000000u, 0x00040020u, 0x000000a5u,
    0x00000007u, 0x0000001eu, 0x0004002bu, 0x0000001eu, 0x000000aau, 0xff7fffffu, 0x0004002bu, 0x00000022u, 0x000000c8u, 0x0000000au,
    0x0004002bu, 0x00000022u, 0x000000ccu, 0x00000003u, 0x0004002bu, 0x00000022u, 0x000000d0u, 0x0000000cu, 0x0003001du, 0x000000e8u,
    0x0000001eu, 0x0003001eu, 0x000000e9u, 0x000000e8u, 0x00040020u, 0x000000eau, 0x00000002u, 0x000000e9u, 0x0004003bu, 0x000000eau,
    0x000000ebu, 0x00000002u, 0x0004002bu, 0x00000022u, 0x000000f7u, 0x0000000du, 0x00040020u, 0x000000f8u, 0x00000009u, 0x0000001eu,
    0x00060034u, 0x00000006u, 0x000000fcu, 0x00000051u, 0x00000013u, 0x00000000u, 0x0004001cu, 0x000000fdu, 0x0000001eu, 0x000000fcu,
    0x00040020u, 0x000000feu, 0x00000004u, 0x000000fdu, 0x0004003bu, 0x000000feu, 0x000000ffu, 0x00000004u, 0x00060034u, 0x00000006u,
    0x00000131u, 0x00000051u, 0x00000013u, 0x00000000u, 0x0004001cu, 0x00000132u, 0x0000001eu, 0x00000131u, 0x00040020u, 0x00000133u,
    0x00000004u, 0x00000132u, 0x0004003bu, 0x00000133u, 0x00000134u, 0x00000004u, 0x0003001du, 0x00000189u, 0x0000001eu, 0x0003001eu,
    0x0000018au, 0x00000189u, 0x00040020u, 0x0000018bu, 0x00000002u, 0x0000018au, 0x0004003bu, 0x0000018bu, 0x0000018cu, 0x00000002u,
    0x0004002bu, 0x00000022u, 0x0000018du, 0x0000000bu, 0x0003001du, 0x000001dau, 0x0000001eu, 0x0003001eu, 0x000001dbu, 0x000001dau,
    0x00040020u, 0x000001dcu, 0x00000002u, 0x000001dbu, 0x0004003bu, 0x000001dcu, 0x000001ddu, 0x00000002u, 0x0004002bu, 0x00000022u,
    0x000001fau, 0x00000008u, 0x0004002bu, 0x00000022u, 0x000001feu, 0x00000009u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u,
    0x00000003u, 0x000200f8u, 0x00000005u, 0x0004003bu, 0x000000a1u, 0x000000a2u, 0x00000007u, 0x000300f7u, 0x00000227u, 0x00000000u,
    0x000300fbu, 0x0000000cu, 0x00000228u, 0x000200f8u, 0x00000228u, 0x00050041u, 0x0000000du, 0x0000000eu, 0x0000000bu, 0x0000000cu,
    0x0004003du, 0x00000006u, 0x0000000fu, 0x0000000eu, 0x00050051u, 0x00000006u, 0x00000014u, 0x00000013u, 0x00000000u, 0x00050041u,
    0x0000000du, 0x00000017u, 0x00000016u, 0x0000000cu, 0x0004003du, 0x00000006u, 0x00000018u, 0x00000017u, 0x00050041u, 0x0000000du,
    0x0000001au, 0x00000016u, 0x00000012u, 0x0004003du, 0x00000006u, 0x0000001bu, 0x0000001au, 0x00050041u, 0x00000024u, 0x00000025u,
    0x00000021u, 0x00000023u, 0x0004003du, 0x00000006u, 0x00000026u, 0x00000025u, 0x00050041u, 0x00000024u, 0x00000028u, 0x00000021u,
    0x00000027u, 0x0004003du, 0x00000006u, 0x00000029u, 0x00000028u, 0x00050086u, 0x00000006u, 0x0000002au, 0x00000026u, 0x00000029u,
    0x00050086u, 0x00000006u, 0x0000002bu, 0x00000018u, 0x0000002au, 0x00050041u, 0x00000024u, 0x0000002eu, 0x00000021u, 0x0000002du,
    0x0004003du, 0x00000006u, 0x0000002fu, 0x0000002eu, 0x00050080u, 0x00000006u, 0x00000031u, 0x0000002fu, 0x0000001bu, 0x00050041u,
    0x00000024u, 0x00000035u, 0x00000021u, 0x00000034u, 0x0004003du, 0x00000006u, 0x00000036u, 0x00000035u, 0x000500abu, 0x00000033u,
    0x00000037u, 0x00000036u, 0x0000000cu, 0x000300f7u, 0x00000039u, 0x00000000u, 0x000400fau, 0x00000037u, 0x00000038u, 0x00000039u,
    0x000200f8u, 0x00000038u, 0x00050080u, 0x00000006u, 0x0000003bu, 0x00000031u, 0x00000012u, 0x000500acu, 0x00000033u, 0x0000003eu,
    0x0000003bu, 0x00000036u, 0x000200f9u, 0x00000039u, 0x000200f8u, 0x00000039u, 0x000700f5u, 0x00000033u, 0x0000003fu, 0x00000037u,
    0x00000228u, 0x0000003eu, 0x00000038u, 0x000300f7u, 0x00000042u, 0x00000000u, 0x000400fau, 0x0000003fu, 0x00000041u, 0x00000048u,
    0x000200f8u, 0x00000041u, 0x00050080u, 0x00000006u, 0x00000044u, 0x00000031u, 0x00000012u, 0x00050082u, 0x00000006u, 0x00000047u,
    0x00000044u, 0x00000036u, 0x000200f9u, 0x00000042u, 0x000200f8u, 0x00000048u, 0x000200f9u, 0x00000042u, 0x000200f8u, 0x00000042u,
    0x000700f5u, 0x00000006u, 0x0000022du, 0x00000047u, 0x00000041u, 0x0000000cu, 0x00000048u, 0x00050041u, 0x00000024u, 0x0000004du,
    0x00000021u, 0x0000004cu, 0x0004003du, 0x00000006u, 0x0000004eu, 0x0000004du, 0x000500acu, 0x00000033u, 0x0000004fu, 0x0000004eu,
    0x00000012u, 0x000300f7u, 0x00000051u, 0x00000000u, 0x000400fau, 0x0000004fu, 0x00000050u, 0x00000051u, 0x000200f8u, 0x00000050u,
    0x00050041u, 0x0000000du, 0x00000054u, 0x00000016u, 0x00000053u, 0x0004003du, 0x00000006u, 0x00000055u, 0x00000054u, 0x00050080u,
    0x00000006u, 0x00000059u, 0x00000055u, 0x00000012u, 0x00050041u, 0x00000024u, 0x0000005bu, 0x00000021u, 0x0000005au, 0x0004003du,
    0x00000006u, 0x0000005cu, 0x0000005bu, 0x00050084u, 0x00000006u, 0x0000005du, 0x00000059u, 0x0000005cu, 0x00050080u, 0x00000006u,
    0x0000005eu, 0x0000022du, 0x0000005du, 0x00050082u, 0x00000006u, 0x0000005fu, 0x0000005eu, 0x00000012u, 0x0007000cu, 0x00000006u,
    0x00000060u, 0x00000001u, 0x00000026u, 0x00000031u, 0x0000005fu, 0x00050084u, 0x00000006u, 0x00000065u, 0x00000055u, 0x0000005cu,
    0x00050080u, 0x00000006u, 0x00000066u, 0x0000022du, 0x00000065u, 0x000200f9u, 0x00000051u, 0x000200f8u, 0x00000051u, 0x000700f5u,
    0x00000006u, 0x00000237u, 0x00000031u, 0x00000042u, 0x00000060u, 0x00000050u, 0x000700f5u, 0x00000006u, 0x00000232u, 0x0000022du,
    0x00000042u, 0x00000066u, 0x00000050u, 0x00050041u, 0x00000024u, 0x00000069u, 0x00000021u, 0x00000068u, 0x0004003du, 0x00000006u,
    0x0000006au, 0x00000069u, 0x00050041u, 0x00000024u, 0x0000006du, 0x00000021u, 0x0000006cu, 0x0004003du, 0x00000006u, 0x0000006eu,
    0x0000006du, 0x00050084u, 0x00000006u, 0x0000006fu, 0x0000001bu, 0x0000006eu, 0x00050080u, 0x00000006u, 0x00000070u, 0x0000006au,
    0x0000006fu, 0x00050041u, 0x00000024u, 0x00000073u, 0x00000021u, 0x00000072u, 0x0004003du, 0x00000006u, 0x00000074u, 0x00000073u,
    0x00050084u, 0x00000006u, 0x00000075u, 0x00000018u, 0x00000074u, 0x00050080u, 0x00000006u, 0x00000076u, 0x00000070u, 0x00000075u,
    0x000200f9u, 0x00000079u, 0x000200f8u, 0x00000079u, 0x000700f5u, 0x00000006u, 0x0000022eu, 0x0000000fu, 0x00000051u, 0x00000095u,
    0x0000007au, 0x000500b0u, 0x00000033u, 0x00000081u, 0x0000022eu, 0x00000074u, 0x000400f6u, 0x0000007bu, 0x0000007au, 0x00000000u,
    0x000400fau, 0x00000081u, 0x0000007au, 0x0000007bu, 0x000200f8u, 0x0000007au, 0x00050080u, 0x00000006u, 0x0000008du, 0x00000076u,
    0x0000022eu, 0x00060041u, 0x0000008eu, 0x0000008fu, 0x0000008au, 0x00000072u, 0x0000008du, 0x0004003du, 0x0000001eu, 0x00000090u,
    0x0000008fu, 0x00050041u, 0x00000091u, 0x00000092u, 0x00000085u, 0x0000022eu, 0x0003003eu, 0x00000092u, 0x00000090u, 0x00050080u,
    0x00000006u, 0x00000095u, 0x0000022eu, 0x00000014u, 0x000200f9u, 0x00000079u, 0x000200f8u, 0x0000007bu, 0x000400e0u, 0x00000053u,
    0x00000053u, 0x00000096u, 0x000200f9u, 0x00000098u, 0x000200f8u, 0x00000098u, 0x000700f5u, 0x00000006u, 0x0000022fu, 0x0000000cu,
    0x0000007bu, 0x000000a8u, 0x00000099u, 0x000500b0u, 0x00000033u, 0x0000009fu, 0x0000022fu, 0x0000009eu, 0x000400f6u, 0x0000009au,
    0x00000099u, 0x00000000u, 0x000400fau, 0x0000009fu, 0x00000099u, 0x0000009au, 0x000200f8u, 0x00000099u, 0x00050041u, 0x000000a5u,
    0x000000a6u, 0x000000a2u, 0x0000022fu, 0x0003003eu, 0x000000a6u, 0x000000a4u, 0x00050080u, 0x00000006u, 0x000000a8u, 0x0000022fu,
    0x00000023u, 0x000200f9u, 0x00000098u, 0x000200f8u, 0x0000009au, 0x000200f9u, 0x000000aeu, 0x000200f8u, 0x000000aeu, 0x000700f5u,
    0x0000001eu, 0x0000023eu, 0x000000aau, 0x0000009au, 0x00000123u, 0x000000b1u, 0x000700f5u, 0x0000001eu, 0x0000023au, 0x000000a4u,
    0x0000009au, 0x00000160u, 0x000000b1u, 0x000700f5u, 0x00000006u, 0x00000233u, 0x00000232u, 0x0000009au, 0x000001afu, 0x000000b1u,
    0x000500b2u, 0x00000033u, 0x000000b5u, 0x00000233u, 0x00000237u, 0x000400f6u, 0x000000b0u, 0x000000b1u, 0x00000000u, 0x000400fau,
    0x000000b5u, 0x000000afu, 0x000000b0u, 0x000200f8u, 0x000000afu, 0x00050080u, 0x00000006u, 0x000000b9u, 0x00000233u, 0x0000000fu,
    0x00050080u, 0x00000006u, 0x000000bdu, 0x00000237u, 0x00000012u, 0x00050082u, 0x00000006u, 0x000000bfu, 0x000000bdu, 0x00000233u,
    0x0007000cu, 0x00000006u, 0x000000c0u, 0x00000001u, 0x00000026u, 0x00000014u, 0x000000bfu, 0x000500b0u, 0x00000033u, 0x000000c4u,
    0x0000000fu, 0x000000c0u, 0x000300f7u, 0x000000c6u, 0x00000000u, 0x000400fau, 0x000000c4u, 0x000000c5u, 0x000000c6u, 0x000200f8u,
    0x000000c5u, 0x00050041u, 0x00000024u, 0x000000c9u, 0x00000021u, 0x000000c8u, 0x0004003du, 0x00000006u, 0x000000cau, 0x000000c9u,
    0x00050041u, 0x00000024u, 0x000000cdu, 0x00000021u, 0x000000ccu, 0x0004003du, 0x00000006u, 0x000000ceu, 0x000000cdu, 0x00050089u,
    0x00000006u, 0x000000cfu, 0x000000b9u, 0x000000ceu, 0x00050041u, 0x00000024u, 0x000000d1u, 0x00000021u, 0x000000d0u, 0x0004003du,
    0x00000006u, 0x000000d2u, 0x000000d1u, 0x00050084u, 0x00000006u, 0x000000d3u, 0x000000cfu, 0x000000d2u, 0x00050080u, 0x00000006u,
    0x000000d4u, 0x000000cau, 0x000000d3u, 0x00050084u, 0x00000006u, 0x000000d8u, 0x0000002bu, 0x00000074u, 0x00050080u, 0x00000006u,
    0x000000d9u, 0x000000d4u, 0x000000d8u, 0x000200f9u, 0x000000dcu, 0x000200f8u, 0x000000dcu, 0x000700f5u, 0x0000001eu, 0x00000242u,
    0x000000a4u, 0x000000c5u, 0x000000f3u, 0x000000ddu, 0x000700f5u, 0x00000006u, 0x00000241u, 0x0000000cu, 0x000000c5u, 0x000000f5u,
    0x000000ddu, 0x000500b0u, 0x00000033u, 0x000000e4u, 0x00000241u, 0x00000074u, 0x000400f6u, 0x000000deu, 0x000000ddu, 0x00000000u,
    0x000400fau, 0x000000e4u, 0x000000ddu, 0x000000deu, 0x000200f8u, 0x000000ddu, 0x00050041u, 0x00000091u, 0x000000e6u, 0x00000085u,
    0x00000241u, 0x0004003du, 0x0000001eu, 0x000000e7u, 0x000000e6u, 0x00050080u, 0x00000006u, 0x000000eeu, 0x000000d9u, 0x00000241u,
    0x00060041u, 0x0000008eu, 0x000000efu, 0x000000ebu, 0x00000072u, 0x000000eeu, 0x0004003du, 0x0000001eu, 0x000000f0u, 0x000000efu,
    0x0008000cu, 0x0000001eu, 0x000000f3u, 0x00000001u, 0x00000032u, 0x000000e7u, 0x000000f0u, 0x00000242u, 0x00050080u, 0x00000006u,
    0x000000f5u, 0x00000241u, 0x00000023u, 0x000200f9u, 0x000000dcu, 0x000200f8u, 0x000000deu, 0x00050041u, 0x000000f8u, 0x000000f9u,
    0x00000021u, 0x000000f7u, 0x0004003du, 0x0000001eu, 0x000000fau, 0x000000f9u, 0x00050085u, 0x0000001eu, 0x000000fbu, 0x00000242u,
    0x000000fau, 0x000200f9u, 0x000000c6u, 0x000200f8u, 0x000000c6u, 0x000700f5u, 0x0000001eu, 0x00000243u, 0x000000aau, 0x000000afu,
    0x000000fbu, 0x000000deu, 0x00050041u, 0x00000091u, 0x00000102u, 0x000000ffu, 0x0000000fu, 0x0003003eu, 0x00000102u, 0x00000243u,
    0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000500c2u, 0x00000006u, 0x00000105u, 0x00000014u, 0x00000023u, 0x000200f9u,
    0x00000106u, 0x000200f8u, 0x00000106u, 0x000700f5u, 0x00000006u, 0x00000244u, 0x00000105u, 0x000000c6u, 0x0000011eu, 0x00000109u,
    0x000500acu, 0x00000033u, 0x0000010cu, 0x00000244u, 0x0000000cu, 0x000400f6u, 0x00000108u, 0x00000109u, 0x00000000u, 0x000400fau,
    0x0000010cu, 0x00000107u, 0x00000108u, 0x000200f8u, 0x00000107u, 0x000500b0u, 0x00000033u, 0x0000010fu, 0x0000000fu, 0x00000244u,
    0x000300f7u, 0x00000111u, 0x00000000u, 0x000400fau, 0x0000010fu, 0x00000110u, 0x00000111u, 0x000200f8u, 0x00000110u, 0x0004003du,
    0x0000001eu, 0x00000115u, 0x00000102u, 0x00050080u, 0x00000006u, 0x00000118u, 0x0000000fu, 0x00000244u, 0x00050041u, 0x00000091u,
    0x00000119u, 0x000000ffu, 0x00000118u, 0x0004003du, 0x0000001eu, 0x0000011au, 0x00000119u, 0x0007000cu, 0x0000001eu, 0x0000011bu,
    0x00000001u, 0x00000028u, 0x00000115u, 0x0000011au, 0x0003003eu, 0x00000102u, 0x0000011bu, 0x000200f9u, 0x00000111u, 0x000200f8u,
    0x00000111u, 0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000200f9u, 0x00000109u, 0x000200f8u, 0x00000109u, 0x000500c2u,
    0x00000006u, 0x0000011eu, 0x00000244u, 0x00000023u, 0x000200f9u, 0x00000106u, 0x000200f8u, 0x00000108u, 0x00050041u, 0x00000091u,
    0x00000121u, 0x000000ffu, 0x00000072u, 0x0004003du, 0x0000001eu, 0x00000122u, 0x00000121u, 0x0007000cu, 0x0000001eu, 0x00000123u,
    0x00000001u, 0x00000028u, 0x0000023eu, 0x00000122u, 0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000300f7u, 0x0000012au,
    0x00000000u, 0x000400fau, 0x000000c4u, 0x00000129u, 0x0000012fu, 0x000200f8u, 0x00000129u, 0x00050083u, 0x0000001eu, 0x0000012du,
    0x00000243u, 0x00000123u, 0x0006000cu, 0x0000001eu, 0x0000012eu, 0x00000001u, 0x0000001bu, 0x0000012du, 0x000200f9u, 0x0000012au,
    0x000200f8u, 0x0000012fu, 0x000200f9u, 0x0000012au, 0x000200f8u, 0x0000012au, 0x000700f5u, 0x0000001eu, 0x00000249u, 0x0000012eu,
    0x00000129u, 0x000000a4u, 0x0000012fu, 0x00050041u, 0x00000091u, 0x00000137u, 0x00000134u, 0x0000000fu, 0x0003003eu, 0x00000137u,
    0x00000249u, 0x0003003eu, 0x00000102u, 0x00000249u, 0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000200f9u, 0x0000013eu,
    0x000200f8u, 0x0000013eu, 0x000700f5u, 0x00000006u, 0x0000024au, 0x00000105u, 0x0000012au, 0x00000155u, 0x00000141u, 0x000500acu,
    0x00000033u, 0x00000144u, 0x0000024au, 0x0000000cu, 0x000400f6u, 0x00000140u, 0x00000141u, 0x00000000u, 0x000400fau, 0x00000144u,
    0x0000013fu, 0x00000140u, 0x000200f8u, 0x0000013fu, 0x000500b0u, 0x00000033u, 0x00000147u, 0x0000000fu, 0x0000024au, 0x000300f7u,
    0x00000149u, 0x00000000u, 0x000400fau, 0x00000147u, 0x00000148u, 0x00000149u, 0x000200f8u, 0x00000148u, 0x00050080u, 0x00000006u,
    0x0000014du, 0x0000000fu, 0x0000024au, 0x00050041u, 0x00000091u, 0x0000014eu, 0x000000ffu, 0x0000014du, 0x0004003du, 0x0000001eu,
    0x0000014fu, 0x0000014eu, 0x0004003du, 0x0000001eu, 0x00000151u, 0x00000102u, 0x00050081u, 0x0000001eu, 0x00000152u, 0x00000151u,
    0x0000014fu, 0x0003003eu, 0x00000102u, 0x00000152u, 0x000200f9u, 0x00000149u, 0x000200f8u, 0x00000149u, 0x000400e0u, 0x00000053u,
    0x00000053u, 0x00000096u, 0x000200f9u, 0x00000141u, 0x000200f8u, 0x00000141u, 0x000500c2u, 0x00000006u, 0x00000155u, 0x0000024au,
    0x00000023u, 0x000200f9u, 0x0000013eu, 0x000200f8u, 0x00000140u, 0x00050083u, 0x0000001eu, 0x00000159u, 0x0000023eu, 0x00000123u,
    0x0006000cu, 0x0000001eu, 0x0000015au, 0x00000001u, 0x0000001bu, 0x00000159u, 0x0004003du, 0x0000001eu, 0x0000015fu, 0x00000121u,
    0x0008000cu, 0x0000001eu, 0x00000160u, 0x00000001u, 0x00000032u, 0x0000023au, 0x0000015au, 0x0000015fu, 0x000200f9u, 0x00000163u,
    0x000200f8u, 0x00000163u, 0x000700f5u, 0x00000006u, 0x00000252u, 0x0000000cu, 0x00000140u, 0x000001acu, 0x00000166u, 0x000500b0u,
    0x00000033u, 0x00000169u, 0x00000252u, 0x0000009eu, 0x000400f6u, 0x00000165u, 0x00000166u, 0x00000000u, 0x000400fau, 0x00000169u,
    0x00000164u, 0x00000165u, 0x000200f8u, 0x00000164u, 0x00050084u, 0x00000006u, 0x0000016eu, 0x00000252u, 0x00000014u, 0x00050080u,
    0x00000006u, 0x0000016fu, 0x0000000fu, 0x0000016eu, 0x000500aeu, 0x00000033u, 0x00000173u, 0x0000016fu, 0x00000074u, 0x000300f7u,
    0x00000175u, 0x00000000u, 0x000400fau, 0x00000173u, 0x00000174u, 0x00000175u, 0x000200f8u, 0x00000174u, 0x000200f9u, 0x00000165u,
    0x000200f8u, 0x00000175u, 0x00050041u, 0x000000a5u, 0x00000179u, 0x000000a2u, 0x00000252u, 0x0004003du, 0x0000001eu, 0x0000017au,
    0x00000179u, 0x00050085u, 0x0000001eu, 0x0000017cu, 0x0000017au, 0x0000015au, 0x000200f9u, 0x0000017eu, 0x000200f8u, 0x0000017eu,
    0x000700f5u, 0x0000001eu, 0x00000255u, 0x0000017cu, 0x00000175u, 0x000001a5u, 0x0000017fu, 0x000700f5u, 0x00000006u, 0x00000253u,
    0x0000000cu, 0x00000175u, 0x000001a7u, 0x0000017fu, 0x000500b0u, 0x00000033u, 0x00000185u, 0x00000253u, 0x000000c0u, 0x000400f6u,
    0x00000180u, 0x0000017fu, 0x00000000u, 0x000400fau, 0x00000185u, 0x0000017fu, 0x00000180u, 0x000200f8u, 0x0000017fu, 0x00050041u,
    0x00000091u, 0x00000187u, 0x00000134u, 0x00000253u, 0x0004003du, 0x0000001eu, 0x00000188u, 0x00000187u, 0x00050041u, 0x00000024u,
    0x0000018eu, 0x00000021u, 0x0000018du, 0x0004003du, 0x00000006u, 0x0000018fu, 0x0000018eu, 0x00050080u, 0x00000006u, 0x00000192u,
    0x00000233u, 0x00000253u, 0x00050041u, 0x00000024u, 0x00000193u, 0x00000021u, 0x000000ccu, 0x0004003du, 0x00000006u, 0x00000194u,
    0x00000193u, 0x00050089u, 0x00000006u, 0x00000195u, 0x00000192u, 0x00000194u, 0x00050041u, 0x00000024u, 0x00000196u, 0x00000021u,
    0x000000d0u, 0x0004003du, 0x00000006u, 0x00000197u, 0x00000196u, 0x00050084u, 0x00000006u, 0x00000198u, 0x00000195u, 0x00000197u,
    0x00050080u, 0x00000006u, 0x00000199u, 0x0000018fu, 0x00000198u, 0x00050084u, 0x00000006u, 0x0000019du, 0x0000002bu, 0x00000074u,
    0x00050080u, 0x00000006u, 0x0000019eu, 0x00000199u, 0x0000019du, 0x00050080u, 0x00000006u, 0x000001a0u, 0x0000019eu, 0x0000016fu,
    0x00060041u, 0x0000008eu, 0x000001a1u, 0x0000018cu, 0x00000072u, 0x000001a0u, 0x0004003du, 0x0000001eu, 0x000001a2u, 0x000001a1u,
    0x0008000cu, 0x0000001eu, 0x000001a5u, 0x00000001u, 0x00000032u, 0x00000188u, 0x000001a2u, 0x00000255u, 0x00050080u, 0x00000006u,
    0x000001a7u, 0x00000253u, 0x00000023u, 0x000200f9u, 0x0000017eu, 0x000200f8u, 0x00000180u, 0x0003003eu, 0x00000179u, 0x00000255u,
    0x000200f9u, 0x00000166u, 0x000200f8u, 0x00000166u, 0x00050080u, 0x00000006u, 0x000001acu, 0x00000252u, 0x00000023u, 0x000200f9u,
    0x00000163u, 0x000200f8u, 0x00000165u, 0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000200f9u, 0x000000b1u, 0x000200f8u,
    0x000000b1u, 0x00050080u, 0x00000006u, 0x000001afu, 0x00000233u, 0x00000014u, 0x000200f9u, 0x000000aeu, 0x000200f8u, 0x000000b0u,
    0x000300f7u, 0x000001b4u, 0x00000000u, 0x000400fau, 0x0000004fu, 0x000001b3u, 0x000001b4u, 0x000200f8u, 0x000001b3u, 0x00050084u,
    0x00000006u, 0x000001b9u, 0x0000001bu, 0x00000026u, 0x00050080u, 0x00000006u, 0x000001bbu, 0x000001b9u, 0x00000018u, 0x00050084u,
    0x00000006u, 0x000001beu, 0x000001bbu, 0x0000004eu, 0x00050041u, 0x0000000du, 0x000001bfu, 0x00000016u, 0x00000053u, 0x0004003du,
    0x00000006u, 0x000001c0u, 0x000001bfu, 0x00050080u, 0x00000006u, 0x000001c1u, 0x000001beu, 0x000001c0u, 0x00050080u, 0x00000006u,
    0x000001c4u, 0x00000074u, 0x00000053u, 0x00050084u, 0x00000006u, 0x000001c5u, 0x000001c1u, 0x000001c4u, 0x000200f9u, 0x000001c7u,
    0x000200f8u, 0x000001c7u, 0x000700f5u, 0x00000006u, 0x0000023cu, 0x0000000cu, 0x000001b3u, 0x000001e6u, 0x000001cau, 0x000500b0u,
    0x00000033u, 0x000001cdu, 0x0000023cu, 0x0000009eu, 0x000400f6u, 0x000001c9u, 0x000001cau, 0x00000000u, 0x000400fau, 0x000001cdu,
    0x000001c8u, 0x000001c9u, 0x000200f8u, 0x000001c8u, 0x00050084u, 0x00000006u, 0x000001d2u, 0x0000023cu, 0x00000014u, 0x00050080u,
    0x00000006u, 0x000001d3u, 0x0000000fu, 0x000001d2u, 0x000500b0u, 0x00000033u, 0x000001d7u, 0x000001d3u, 0x00000074u, 0x000300f7u,
    0x000001d9u, 0x00000000u, 0x000400fau, 0x000001d7u, 0x000001d8u, 0x000001d9u, 0x000200f8u, 0x000001d8u, 0x00050080u, 0x00000006u,
    0x000001e0u, 0x000001c5u, 0x000001d3u, 0x00050041u, 0x000000a5u, 0x000001e2u, 0x000000a2u, 0x0000023cu, 0x0004003du, 0x0000001eu,
    0x000001e3u, 0x000001e2u, 0x00060041u, 0x0000008eu, 0x000001e4u, 0x000001ddu, 0x00000072u, 0x000001e0u, 0x0003003eu, 0x000001e4u,
    0x000001e3u, 0x000200f9u, 0x000001d9u, 0x000200f8u, 0x000001d9u, 0x000200f9u, 0x000001cau, 0x000200f8u, 0x000001cau, 0x00050080u,
    0x00000006u, 0x000001e6u, 0x0000023cu, 0x00000023u, 0x000200f9u, 0x000001c7u, 0x000200f8u, 0x000001c9u, 0x000500aau, 0x00000033u,
    0x000001e8u, 0x0000000fu, 0x0000000cu, 0x000300f7u, 0x000001eau, 0x00000000u, 0x000400fau, 0x000001e8u, 0x000001e9u, 0x000001eau,
    0x000200f8u, 0x000001e9u, 0x00050080u, 0x00000006u, 0x000001eeu, 0x000001c5u, 0x00000074u, 0x00060041u, 0x0000008eu, 0x000001f0u,
    0x000001ddu, 0x00000072u, 0x000001eeu, 0x0003003eu, 0x000001f0u, 0x0000023eu, 0x00050080u, 0x00000006u, 0x000001f5u, 0x000001eeu,
    0x00000012u, 0x00060041u, 0x0000008eu, 0x000001f7u, 0x000001ddu, 0x00000072u, 0x000001f5u, 0x0003003eu, 0x000001f7u, 0x0000023au,
    0x000200f9u, 0x000001eau, 0x000200f8u, 0x000001eau, 0x000200f9u, 0x00000227u, 0x000200f8u, 0x000001b4u, 0x00050041u, 0x00000024u,
    0x000001fbu, 0x00000021u, 0x000001fau, 0x0004003du, 0x00000006u, 0x000001fcu, 0x000001fbu, 0x00050041u, 0x00000024u, 0x000001ffu,
    0x00000021u, 0x000001feu, 0x0004003du, 0x00000006u, 0x00000200u, 0x000001ffu, 0x00050084u, 0x00000006u, 0x00000201u, 0x0000001bu,
    0x00000200u, 0x00050080u, 0x00000006u, 0x00000202u, 0x000001fcu, 0x00000201u, 0x00050080u, 0x00000006u, 0x00000207u, 0x00000202u,
    0x00000075u, 0x000200f9u, 0x00000209u, 0x000200f8u, 0x00000209u, 0x000700f5u, 0x00000006u, 0x00000238u, 0x0000000cu, 0x000001b4u,
    0x00000226u, 0x0000020cu, 0x000500b0u, 0x00000033u, 0x0000020fu, 0x00000238u, 0x0000009eu, 0x000400f6u, 0x0000020bu, 0x0000020cu,
    0x00000000u, 0x000400fau, 0x0000020fu, 0x0000020au, 0x0000020bu, 0x000200f8u, 0x0000020au, 0x00050084u, 0x00000006u, 0x00000214u,
    0x00000238u, 0x00000014u, 0x00050080u, 0x00000006u, 0x00000215u, 0x0000000fu, 0x00000214u, 0x000500b0u, 0x00000033u, 0x00000219u,
    0x00000215u, 0x00000074u, 0x000300f7u, 0x0000021bu, 0x00000000u, 0x000400fau, 0x00000219u, 0x0000021au, 0x0000021bu, 0x000200f8u,
    0x0000021au, 0x00050080u, 0x00000006u, 0x0000021eu, 0x00000207u, 0x00000215u, 0x00050041u, 0x000000a5u, 0x00000220u, 0x000000a2u,
    0x00000238u, 0x0004003du, 0x0000001eu, 0x00000221u, 0x00000220u, 0x00050088u, 0x0000001eu, 0x00000223u, 0x00000221u, 0x0000023au,
    0x00060041u, 0x0000008eu, 0x00000224u, 0x000001ddu, 0x00000072u, 0x0000021eu, 0x0003003eu, 0x00000224u, 0x00000223u, 0x000200f9u,
    0x0000021bu, 0x000200f8u, 0x0000021bu, 0x000200f9u, 0x0000020cu, 0x000200f8u, 0x0000020cu, 0x00050080u, 0x00000006u, 0x00000226u,
    0x00000238u, 0x00000023u, 0x000200f9u, 0x00000209u, 0x000200f8u, 0x0000020bu, 0x000200f9u, 0x00000227u, 0x000200f8u, 0x00000227u,
    0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_matvec_ids[1670] = { /* matvec.comp --target-env=vulkan1.0 -DOX_IDS */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x00000222u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0008000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000005fu, 0x00000068u, 0x00000071u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u,
    0x00040047u, 0x00000016u, 0x00000001u, 0x00000002u, 0x00040047u, 0x0000002bu, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000002cu,
    0x00000000u, 0x00000018u, 0x00050048u, 0x0000002cu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000002cu, 0x00000003u,
    0x00040047u, 0x0000002eu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000002eu, 0x00000021u, 0x00000000u, 0x00040047u, 0x0000005fu,
    0x0000000bu, 0x0000001bu, 0x00040047u, 0x00000064u, 0x00000001u, 0x00000000u, 0x00040047u, 0x00000065u, 0x0000000bu, 0x00000019u,
    0x00040047u, 0x00000068u, 0x0000000bu, 0x0000001au, 0x00040047u, 0x00000071u, 0x0000000bu, 0x00000018u, 0x00040047u, 0x00000079u,
    0x00000006u, 0x00000004u, 0x00040048u, 0x0000007au, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000007au, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x0000007au, 0x00000003u, 0x00040047u, 0x0000007cu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000007cu,
    0x00000021u, 0x00000003u, 0x00050048u, 0x0000007du, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x0000007du, 0x00000001u,
    0x00000023u, 0x00000004u, 0x00050048u, 0x0000007du, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x0000007du, 0x00000003u,
    0x00000023u, 0x0000000cu, 0x00050048u, 0x0000007du, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x0000007du, 0x00000005u,
    0x00000023u, 0x00000014u, 0x00050048u, 0x0000007du, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x0000007du, 0x00000007u,
    0x00000023u, 0x0000001cu, 0x00050048u, 0x0000007du, 0x00000008u, 0x00000023u, 0x00000020u, 0x00050048u, 0x0000007du, 0x00000009u,
    0x00000023u, 0x00000024u, 0x00050048u, 0x0000007du, 0x0000000au, 0x00000023u, 0x00000028u, 0x00030047u, 0x0000007du, 0x00000002u,
    0x00040047u, 0x000000eeu, 0x00000006u, 0x00000004u, 0x00040048u, 0x000000efu, 0x00000000u, 0x00000018u, 0x00050048u, 0x000000efu,
    0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000efu, 0x00000003u, 0x00040047u, 0x000000f1u, 0x00000022u, 0x00000000u,
    0x00040047u, 0x000000f1u, 0x00000021u, 0x00000001u, 0x00040047u, 0x0000017bu, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000017cu,
    0x00000000u, 0x00000019u, 0x00050048u, 0x0000017cu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000017cu, 0x00000003u,
    0x00040047u, 0x0000017eu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000017eu, 0x00000021u, 0x00000002u, 0x00020013u, 0x00000002u,
    0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u, 0x00030016u, 0x00000008u, 0x00000020u,
    0x00040017u, 0x00000010u, 0x00000008u, 0x00000002u, 0x00040015u, 0x00000015u, 0x00000020u, 0x00000001u, 0x00040032u, 0x00000015u,
    0x00000016u, 0x00000000u, 0x0004002bu, 0x00000015u, 0x00000017u, 0x00000002u, 0x00020014u, 0x00000018u, 0x00060034u, 0x00000018u,
    0x00000019u, 0x000000aau, 0x00000016u, 0x00000017u, 0x0004002bu, 0x00000015u, 0x0000001du, 0x00000010u, 0x0004002bu, 0x00000006u,
    0x00000023u, 0x00000000u, 0x0004002bu, 0x00000015u, 0x00000027u, 0x00000000u, 0x00060034u, 0x00000018u, 0x00000028u, 0x000000aau,
    0x00000016u, 0x00000027u, 0x0003001du, 0x0000002bu, 0x00000006u, 0x0003001eu, 0x0000002cu, 0x0000002bu, 0x00040020u, 0x0000002du,
    0x00000002u, 0x0000002cu, 0x0004003bu, 0x0000002du, 0x0000002eu, 0x00000002u, 0x00040020u, 0x00000030u, 0x00000002u, 0x00000006u,
    0x0004002bu, 0x00000015u, 0x00000037u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000003cu, 0x00000001u, 0x0004002bu, 0x00000006u,
    0x00000046u, 0x0000ffffu, 0x00040017u, 0x0000005du, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000005eu, 0x00000001u, 0x0000005du,
    0x0004003bu, 0x0000005eu, 0x0000005fu, 0x00000001u, 0x00040020u, 0x00000060u, 0x00000001u, 0x00000006u, 0x00040032u, 0x00000006u,
    0x00000064u, 0x00000001u, 0x00060033u, 0x0000005du, 0x00000065u, 0x00000064u, 0x0000003cu, 0x0000003cu, 0x0004003bu, 0x0000005eu,
    0x00000068u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000006eu, 0x00000002u, 0x0004003bu, 0x0000005eu, 0x00000071u, 0x00000001u,
    0x0003001du, 0x00000079u, 0x00000015u, 0x0003001eu, 0x0000007au, 0x00000079u, 0x00040020u, 0x0000007bu, 0x00000002u, 0x0000007au,
    0x0004003bu, 0x0000007bu, 0x0000007cu, 0x00000002u, 0x000d001eu, 0x0000007du, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00040020u, 0x0000007eu, 0x00000009u,
    0x0000007du, 0x0004003bu, 0x0000007eu, 0x0000007fu, 0x00000009u, 0x0004002bu, 0x00000015u, 0x00000080u, 0x0000000au, 0x00040020u,
    0x00000081u, 0x00000009u, 0x00000006u, 0x00040020u, 0x00000086u, 0x00000002u, 0x00000015u, 0x0004002bu, 0x00000015u, 0x00000089u,
    0x00000008u, 0x0004002bu, 0x00000015u, 0x00000094u, 0x00000009u, 0x0004002bu, 0x00000015u, 0x0000009eu, 0x00000004u, 0x0004002bu,
    0x00000015u, 0x000000a2u, 0x00000007u, 0x00040020u, 0x000000bcu, 0x00000007u, 0x00000008u, 0x0004002bu, 0x00000008u, 0x000000beu,
    0x00000000u, 0x00060034u, 0x00000018u, 0x000000ccu, 0x000000abu, 0x00000016u, 0x00000027u, 0x0003001du, 0x000000eeu, 0x00000008u,
    0x0003001eu, 0x000000efu, 0x000000eeu, 0x00040020u, 0x000000f0u, 0x00000002u, 0x000000efu, 0x0004003bu, 0x000000f0u, 0x000000f1u,
    0x00000002u, 0x00040020u, 0x000000f6u, 0x00000002u, 0x00000008u, 0x0004001cu, 0x00000128u, 0x00000008u, 0x0000006eu, 0x00040020u,
    0x00000129u, 0x00000007u, 0x00000128u, 0x00060034u, 0x00000006u, 0x00000138u, 0x00000051u, 0x00000065u, 0x00000000u, 0x0004001cu,
    0x00000139u, 0x00000008u, 0x00000138u, 0x0004001cu, 0x0000013au, 0x00000139u, 0x0000006eu, 0x00040020u, 0x0000013bu, 0x00000004u,
    0x0000013au, 0x0004003bu, 0x0000013bu, 0x0000013cu, 0x00000004u, 0x00040020u, 0x00000142u, 0x00000004u, 0x00000008u, 0x0004002bu,
    0x00000006u, 0x00000146u, 0x00000108u, 0x0003001du, 0x0000017bu, 0x00000008u, 0x0003001eu, 0x0000017cu, 0x0000017bu, 0x00040020u,
    0x0000017du, 0x00000002u, 0x0000017cu, 0x0004003bu, 0x0000017du, 0x0000017eu, 0x00000002u, 0x0004002bu, 0x00000015u, 0x0000017fu,
    0x00000005u, 0x0004002bu, 0x00000015u, 0x00000183u, 0x00000003u, 0x0004002bu, 0x00000015u, 0x00000188u, 0x00000006u, 0x00050036u,
    0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x0004003bu, 0x00000129u, 0x0000012au, 0x00000007u,
    0x000300f7u, 0x00000194u, 0x00000000u, 0x000300fbu, 0x00000023u, 0x00000195u, 0x000200f8u, 0x00000195u, 0x00050041u, 0x00000060u,
    0x00000061u, 0x0000005fu, 0x00000023u, 0x0004003du, 0x00000006u, 0x00000062u, 0x00000061u, 0x00050051u, 0x00000006u, 0x00000066u,
    0x00000065u, 0x00000000u, 0x00050041u, 0x00000060u, 0x00000069u, 0x00000068u, 0x0000003cu, 0x0004003du, 0x00000006u, 0x0000006au,
    0x00000069u, 0x00050041u, 0x00000060u, 0x0000006cu, 0x00000068u, 0x00000023u, 0x0004003du, 0x00000006u, 0x0000006du, 0x0000006cu,
    0x00050041u, 0x00000060u, 0x0000006fu, 0x00000068u, 0x0000006eu, 0x0004003du, 0x00000006u, 0x00000070u, 0x0000006fu, 0x00050041u,
    0x00000060u, 0x00000072u, 0x00000071u, 0x00000023u, 0x0004003du, 0x00000006u, 0x00000073u, 0x00000072u, 0x00050084u, 0x00000006u,
    0x00000074u, 0x00000070u, 0x00000073u, 0x00050080u, 0x00000006u, 0x00000075u, 0x0000006du, 0x00000074u, 0x00050084u, 0x00000006u,
    0x00000076u, 0x00000075u, 0x0000006eu, 0x00050041u, 0x00000081u, 0x00000082u, 0x0000007fu, 0x00000080u, 0x0004003du, 0x00000006u,
    0x00000083u, 0x00000082u, 0x00050080u, 0x00000006u, 0x00000085u, 0x00000083u, 0x0000006au, 0x00060041u, 0x00000086u, 0x00000087u,
    0x0000007cu, 0x00000027u, 0x00000085u, 0x0004003du, 0x00000015u, 0x00000088u, 0x00000087u, 0x00050041u, 0x00000081u, 0x0000008au,
    0x0000007fu, 0x00000089u, 0x0004003du, 0x00000006u, 0x0000008bu, 0x0000008au, 0x0004007cu, 0x00000015u, 0x0000008cu, 0x0000008bu,
    0x00050082u, 0x00000015u, 0x0000008du, 0x00000088u, 0x0000008cu, 0x000500b1u, 0x00000018u, 0x0000008fu, 0x0000008du, 0x00000027u,
    0x000400a8u, 0x00000018u, 0x00000090u, 0x0000008fu, 0x000300f7u, 0x00000092u, 0x00000000u, 0x000400fau, 0x00000090u, 0x00000091u,
    0x00000092u, 0x000200f8u, 0x00000091u, 0x00050041u, 0x00000081u, 0x00000095u, 0x0000007fu, 0x00000094u, 0x0004003du, 0x00000006u,
    0x00000096u, 0x00000095u, 0x0004007cu, 0x00000015u, 0x00000097u, 0x00000096u, 0x000500afu, 0x00000018u, 0x00000098u, 0x0000008du,
    0x00000097u, 0x000200f9u, 0x00000092u, 0x000200f8u, 0x00000092u, 0x000700f5u, 0x00000018u, 0x00000099u, 0x0000008fu, 0x00000195u,
    0x00000098u, 0x00000091u, 0x000300f7u, 0x0000009bu, 0x00000000u, 0x000400fau, 0x00000099u, 0x0000009au, 0x0000009bu, 0x000200f8u,
    0x0000009au, 0x000200f9u, 0x00000194u, 0x000200f8u, 0x0000009bu, 0x00050041u, 0x00000081u, 0x0000009fu, 0x0000007fu, 0x0000009eu,
    0x0004003du, 0x00000006u, 0x000000a0u, 0x0000009fu, 0x00050041u, 0x00000081u, 0x000000a3u, 0x0000007fu, 0x000000a2u, 0x0004003du,
    0x00000006u, 0x000000a4u, 0x000000a3u, 0x00050086u, 0x00000006u, 0x000000a5u, 0x0000006au, 0x000000a4u, 0x00050041u, 0x00000081u,
    0x000000a6u, 0x0000007fu, 0x00000017u, 0x0004003du, 0x00000006u, 0x000000a7u, 0x000000a6u, 0x00050084u, 0x00000006u, 0x000000a8u,
    0x000000a5u, 0x000000a7u, 0x00050080u, 0x00000006u, 0x000000a9u, 0x000000a0u, 0x000000a8u, 0x0004007cu, 0x00000006u, 0x000000acu,
    0x0000008du, 0x00050041u, 0x00000081u, 0x000000adu, 0x0000007fu, 0x00000037u, 0x0004003du, 0x00000006u, 0x000000aeu, 0x000000adu,
    0x00050084u, 0x00000006u, 0x000000afu, 0x000000acu, 0x000000aeu, 0x000200f9u, 0x000000b1u, 0x000200f8u, 0x000000b1u, 0x000700f5u,
    0x00000006u, 0x00000202u, 0x00000023u, 0x0000009bu, 0x0000012fu, 0x000000b4u, 0x000500b0u, 0x00000018u, 0x000000b7u, 0x00000202u,
    0x0000006eu, 0x000400f6u, 0x000000b3u, 0x000000b4u, 0x00000000u, 0x000400fau, 0x000000b7u, 0x000000b2u, 0x000000b3u, 0x000200f8u,
    0x000000b2u, 0x00050080u, 0x00000006u, 0x000000bbu, 0x00000076u, 0x00000202u, 0x000500b0u, 0x00000018u, 0x000000c2u, 0x000000bbu,
    0x000000aeu, 0x000300f7u, 0x000000c4u, 0x00000000u, 0x000400fau, 0x000000c2u, 0x000000c3u, 0x000000c4u, 0x000200f8u, 0x000000c3u,
    0x00050080u, 0x00000006u, 0x000000c8u, 0x000000afu, 0x000000bbu, 0x00050041u, 0x00000081u, 0x000000c9u, 0x0000007fu, 0x00000027u,
    0x0004003du, 0x00000006u, 0x000000cau, 0x000000c9u, 0x00050084u, 0x00000006u, 0x000000cbu, 0x000000c8u, 0x000000cau, 0x000300f7u,
    0x000000ceu, 0x00000000u, 0x000400fau, 0x000000ccu, 0x000000cdu, 0x000000ceu, 0x000200f8u, 0x000000cdu, 0x000500c7u, 0x00000006u,
    0x000000d1u, 0x000000cau, 0x0000003cu, 0x000500aau, 0x00000018u, 0x000000d2u, 0x000000d1u, 0x00000023u, 0x000200f9u, 0x000000ceu,
    0x000200f8u, 0x000000ceu, 0x000700f5u, 0x00000018u, 0x000000d3u, 0x000000ccu, 0x000000c3u, 0x000000d2u, 0x000000cdu, 0x000300f7u,
    0x000000d5u, 0x00000000u, 0x000400fau, 0x000000d3u, 0x000000d4u, 0x0000010cu, 0x000200f8u, 0x000000d4u, 0x000500c2u, 0x00000006u,
    0x000000d8u, 0x000000cbu, 0x00000037u, 0x000500c2u, 0x00000006u, 0x000000dcu, 0x000000cau, 0x00000037u, 0x000200f9u, 0x000000dfu,
    0x000200f8u, 0x000000dfu, 0x000700f5u, 0x00000008u, 0x0000021fu, 0x000000beu, 0x000000d4u, 0x00000108u, 0x000000e2u, 0x000700f5u,
    0x00000006u, 0x00000214u, 0x00000062u, 0x000000d4u, 0x0000010bu, 0x000000e2u, 0x000500b0u, 0x00000018u, 0x000000e6u, 0x00000214u,
    0x000000dcu, 0x000400f6u, 0x000000e1u, 0x000000e2u, 0x00000000u, 0x000400fau, 0x000000e6u, 0x000000e0u, 0x000000e1u, 0x000200f8u,
    0x000000e0u, 0x00050080u, 0x00000006u, 0x000000ebu, 0x000000d8u, 0x00000214u, 0x00060041u, 0x00000030u, 0x000001aau, 0x0000002eu,
    0x00000027u, 0x000000ebu, 0x0004003du, 0x00000006u, 0x000001abu, 0x000001aau, 0x000500c7u, 0x00000006u, 0x000001adu, 0x000001abu,
    0x00000046u, 0x000300f7u, 0x000001c0u, 0x00000000u, 0x000300fbu, 0x00000023u, 0x000001b7u, 0x000200f8u, 0x000001b7u, 0x000300f7u,
    0x000001bcu, 0x00000000u, 0x000400fau, 0x00000019u, 0x000001b8u, 0x000001bcu, 0x000200f8u, 0x000001b8u, 0x000500c4u, 0x00000006u,
    0x000001bau, 0x000001adu, 0x0000001du, 0x0004007cu, 0x00000008u, 0x000001bbu, 0x000001bau, 0x000200f9u, 0x000001c0u, 0x000200f8u,
    0x000001bcu, 0x0006000cu, 0x00000010u, 0x000001beu, 0x00000001u, 0x0000003eu, 0x000001adu, 0x00050051u, 0x00000008u, 0x000001bfu,
    0x000001beu, 0x00000000u, 0x000200f9u, 0x000001c0u, 0x000200f8u, 0x000001c0u, 0x000700f5u, 0x00000008u, 0x00000220u, 0x000001bbu,
    0x000001b8u, 0x000001bfu, 0x000001bcu, 0x000500c2u, 0x00000006u, 0x000001b0u, 0x000001abu, 0x0000001du, 0x000300f7u, 0x000001cfu,
    0x00000000u, 0x000300fbu, 0x00000023u, 0x000001c6u, 0x000200f8u, 0x000001c6u, 0x000300f7u, 0x000001cbu, 0x00000000u, 0x000400fau,
    0x00000019u, 0x000001c7u, 0x000001cbu, 0x000200f8u, 0x000001c7u, 0x000500c4u, 0x00000006u, 0x000001c9u, 0x000001b0u, 0x0000001du,
    0x0004007cu, 0x00000008u, 0x000001cau, 0x000001c9u, 0x000200f9u, 0x000001cfu, 0x000200f8u, 0x000001cbu, 0x0006000cu, 0x00000010u,
    0x000001cdu, 0x00000001u, 0x0000003eu, 0x000001b0u, 0x00050051u, 0x00000008u, 0x000001ceu, 0x000001cdu, 0x00000000u, 0x000200f9u,
    0x000001cfu, 0x000200f8u, 0x000001cfu, 0x000700f5u, 0x00000008u, 0x00000221u, 0x000001cau, 0x000001c7u, 0x000001ceu, 0x000001cbu,
    0x00050084u, 0x00000006u, 0x000000f4u, 0x0000006eu, 0x00000214u, 0x00050080u, 0x00000006u, 0x000000f5u, 0x000000a9u, 0x000000f4u,
    0x00060041u, 0x000000f6u, 0x000000f7u, 0x000000f1u, 0x00000027u, 0x000000f5u, 0x0004003du, 0x00000008u, 0x000000f8u, 0x000000f7u,
    0x00050080u, 0x00000006u, 0x00000100u, 0x000000f5u, 0x0000003cu, 0x00060041u, 0x000000f6u, 0x00000101u, 0x000000f1u, 0x00000027u,
    0x00000100u, 0x0004003du, 0x00000008u, 0x00000102u, 0x00000101u, 0x00050085u, 0x00000008u, 0x00000105u, 0x00000102u, 0x00000221u,
    0x0008000cu, 0x00000008u, 0x00000106u, 0x00000001u, 0x00000032u, 0x000000f8u, 0x00000220u, 0x00000105u, 0x00050081u, 0x00000008u,
    0x00000108u, 0x0000021fu, 0x00000106u, 0x000200f9u, 0x000000e2u, 0x000200f8u, 0x000000e2u, 0x00050080u, 0x00000006u, 0x0000010bu,
    0x00000214u, 0x00000066u, 0x000200f9u, 0x000000dfu, 0x000200f8u, 0x000000e1u, 0x000200f9u, 0x000000d5u, 0x000200f8u, 0x0000010cu,
    0x000200f9u, 0x0000010fu, 0x000200f8u, 0x0000010fu, 0x000700f5u, 0x00000008u, 0x0000020du, 0x000000beu, 0x0000010cu, 0x00000124u,
    0x00000112u, 0x000700f5u, 0x00000006u, 0x00000208u, 0x00000062u, 0x0000010cu, 0x00000127u, 0x00000112u, 0x000500b0u, 0x00000018u,
    0x00000117u, 0x00000208u, 0x000000cau, 0x000400f6u, 0x00000111u, 0x00000112u, 0x00000000u, 0x000400fau, 0x00000117u, 0x00000110u,
    0x00000111u, 0x000200f8u, 0x00000110u, 0x00050080u, 0x00000006u, 0x0000011au, 0x000000a9u, 0x00000208u, 0x00060041u, 0x000000f6u,
    0x0000011bu, 0x000000f1u, 0x00000027u, 0x0000011au, 0x0004003du, 0x00000008u, 0x0000011cu, 0x0000011bu, 0x00050080u, 0x00000006u,
    0x0000011fu, 0x000000cbu, 0x00000208u, 0x000300f7u, 0x000001efu, 0x00000000u, 0x000300fbu, 0x00000023u, 0x000001d8u, 0x000200f8u,
    0x000001d8u, 0x000300f7u, 0x000001deu, 0x00000000u, 0x000400fau, 0x00000028u, 0x000001d9u, 0x000001deu, 0x000200f8u, 0x000001d9u,
    0x00060041u, 0x00000030u, 0x000001dbu, 0x0000002eu, 0x00000027u, 0x0000011fu, 0x0004003du, 0x00000006u, 0x000001dcu, 0x000001dbu,
    0x0004007cu, 0x00000008u, 0x000001ddu, 0x000001dcu, 0x000200f9u, 0x000001efu, 0x000200f8u, 0x000001deu, 0x000500c2u, 0x00000006u,
    0x000001e0u, 0x0000011fu, 0x00000037u, 0x00060041u, 0x00000030u, 0x000001e1u, 0x0000002eu, 0x00000027u, 0x000001e0u, 0x0004003du,
    0x00000006u, 0x000001e2u, 0x000001e1u, 0x000500c7u, 0x00000006u, 0x000001e4u, 0x0000011fu, 0x0000003cu, 0x000500abu, 0x00000018u,
    0x000001e5u, 0x000001e4u, 0x00000023u, 0x000300f7u, 0x000001ecu, 0x00000000u, 0x000400fau, 0x000001e5u, 0x000001e6u, 0x000001e9u,
    0x000200f8u, 0x000001e6u, 0x000500c2u, 0x00000006u, 0x000001e8u, 0x000001e2u, 0x0000001du, 0x000200f9u, 0x000001ecu, 0x000200f8u,
    0x000001e9u, 0x000500c7u, 0x00000006u, 0x000001ebu, 0x000001e2u, 0x00000046u, 0x000200f9u, 0x000001ecu, 0x000200f8u, 0x000001ecu,
    0x000700f5u, 0x00000006u, 0x00000209u, 0x000001e8u, 0x000001e6u, 0x000001ebu, 0x000001e9u, 0x000300f7u, 0x000001feu, 0x00000000u,
    0x000300fbu, 0x00000023u, 0x000001f5u, 0x000200f8u, 0x000001f5u, 0x000300f7u, 0x000001fau, 0x00000000u, 0x000400fau, 0x00000019u,
    0x000001f6u, 0x000001fau, 0x000200f8u, 0x000001f6u, 0x000500c4u, 0x00000006u, 0x000001f8u, 0x00000209u, 0x0000001du, 0x0004007cu,
    0x00000008u, 0x000001f9u, 0x000001f8u, 0x000200f9u, 0x000001feu, 0x000200f8u, 0x000001fau, 0x0006000cu, 0x00000010u, 0x000001fcu,
    0x00000001u, 0x0000003eu, 0x00000209u, 0x00050051u, 0x00000008u, 0x000001fdu, 0x000001fcu, 0x00000000u, 0x000200f9u, 0x000001feu,
    0x000200f8u, 0x000001feu, 0x000700f5u, 0x00000008u, 0x0000020au, 0x000001f9u, 0x000001f6u, 0x000001fdu, 0x000001fau, 0x000200f9u,
    0x000001efu, 0x000200f8u, 0x000001efu, 0x000700f5u, 0x00000008u, 0x0000020bu, 0x000001ddu, 0x000001d9u, 0x0000020au, 0x000001feu,
    0x0008000cu, 0x00000008u, 0x00000124u, 0x00000001u, 0x00000032u, 0x0000011cu, 0x0000020bu, 0x0000020du, 0x000200f9u, 0x00000112u,
    0x000200f8u, 0x00000112u, 0x00050080u, 0x00000006u, 0x00000127u, 0x00000208u, 0x00000066u, 0x000200f9u, 0x0000010fu, 0x000200f8u,
    0x00000111u, 0x000200f9u, 0x000000d5u, 0x000200f8u, 0x000000d5u, 0x000700f5u, 0x00000008u, 0x0000021eu, 0x0000021fu, 0x000000e1u,
    0x0000020du, 0x00000111u, 0x000200f9u, 0x000000c4u, 0x000200f8u, 0x000000c4u, 0x000700f5u, 0x00000008u, 0x0000021du, 0x000000beu,
    0x000000b2u, 0x0000021eu, 0x000000d5u, 0x00050041u, 0x000000bcu, 0x0000012du, 0x0000012au, 0x00000202u, 0x0003003eu, 0x0000012du,
    0x0000021du, 0x000200f9u, 0x000000b4u, 0x000200f8u, 0x000000b4u, 0x00050080u, 0x00000006u, 0x0000012fu, 0x00000202u, 0x00000037u,
    0x000200f9u, 0x000000b1u, 0x000200f8u, 0x000000b3u, 0x000200f9u, 0x00000131u, 0x000200f8u, 0x00000131u, 0x000700f5u, 0x00000006u,
    0x00000203u, 0x00000023u, 0x000000b3u, 0x00000145u, 0x00000132u, 0x000500b0u, 0x00000018u, 0x00000137u, 0x00000203u, 0x0000006eu,
    0x000400f6u, 0x00000133u, 0x00000132u, 0x00000000u, 0x000400fau, 0x00000137u, 0x00000132u, 0x00000133u, 0x000200f8u, 0x00000132u,
    0x00050041u, 0x000000bcu, 0x00000140u, 0x0000012au, 0x00000203u, 0x0004003du, 0x00000008u, 0x00000141u, 0x00000140u, 0x00060041u,
    0x00000142u, 0x00000143u, 0x0000013cu, 0x00000203u, 0x00000062u, 0x0003003eu, 0x00000143u, 0x00000141u, 0x00050080u, 0x00000006u,
    0x00000145u, 0x00000203u, 0x00000037u, 0x000200f9u, 0x00000131u, 0x000200f8u, 0x00000133u, 0x000400e0u, 0x0000006eu, 0x0000006eu,
    0x00000146u, 0x000500c2u, 0x00000006u, 0x00000149u, 0x00000066u, 0x00000037u, 0x000200f9u, 0x0000014au, 0x000200f8u, 0x0000014au,
    0x000700f5u, 0x00000006u, 0x00000204u, 0x00000149u, 0x00000133u, 0x0000016du, 0x0000014du, 0x000500acu, 0x00000018u, 0x00000150u,
    0x00000204u, 0x00000023u, 0x000400f6u, 0x0000014cu, 0x0000014du, 0x00000000u, 0x000400fau, 0x00000150u, 0x0000014bu, 0x0000014cu,
    0x000200f8u, 0x0000014bu, 0x000500b0u, 0x00000018u, 0x00000153u, 0x00000062u, 0x00000204u, 0x000300f7u, 0x00000155u, 0x00000000u,
    0x000400fau, 0x00000153u, 0x00000154u, 0x00000155u, 0x000200f8u, 0x00000154u, 0x000200f9u, 0x00000157u, 0x000200f8u, 0x00000157u,
    0x000700f5u, 0x00000006u, 0x00000205u, 0x00000023u, 0x00000154u, 0x0000016bu, 0x00000158u, 0x000500b0u, 0x00000018u, 0x0000015du,
    0x00000205u, 0x0000006eu, 0x000400f6u, 0x00000159u, 0x00000158u, 0x00000000u, 0x000400fau, 0x0000015du, 0x00000158u, 0x00000159u,
    0x000200f8u, 0x00000158u, 0x00050080u, 0x00000006u, 0x00000163u, 0x00000062u, 0x00000204u, 0x00060041u, 0x00000142u, 0x00000164u,
    0x0000013cu, 0x00000205u, 0x00000163u, 0x0004003du, 0x00000008u, 0x00000165u, 0x00000164u, 0x00060041u, 0x00000142u, 0x00000166u,
    0x0000013cu, 0x00000205u, 0x00000062u, 0x0004003du, 0x00000008u, 0x00000167u, 0x00000166u, 0x00050081u, 0x00000008u, 0x00000168u,
    0x00000167u, 0x00000165u, 0x0003003eu, 0x00000166u, 0x00000168u, 0x00050080u, 0x00000006u, 0x0000016bu, 0x00000205u, 0x00000037u,
    0x000200f9u, 0x00000157u, 0x000200f8u, 0x00000159u, 0x000200f9u, 0x00000155u, 0x000200f8u, 0x00000155u, 0x000400e0u, 0x0000006eu,
    0x0000006eu, 0x00000146u, 0x000200f9u, 0x0000014du, 0x000200f8u, 0x0000014du, 0x000500c2u, 0x00000006u, 0x0000016du, 0x00000204u,
    0x00000037u, 0x000200f9u, 0x0000014au, 0x000200f8u, 0x0000014cu, 0x000500b0u, 0x00000018u, 0x0000016fu, 0x00000062u, 0x0000006eu,
    0x000300f7u, 0x00000171u, 0x00000000u, 0x000400fau, 0x0000016fu, 0x00000170u, 0x00000171u, 0x000200f8u, 0x00000170u, 0x00050080u,
    0x00000006u, 0x00000174u, 0x00000076u, 0x00000062u, 0x000500b0u, 0x00000018u, 0x00000177u, 0x00000174u, 0x000000aeu, 0x000200f9u,
    0x00000171u, 0x000200f8u, 0x00000171u, 0x000700f5u, 0x00000018u, 0x00000178u, 0x0000016fu, 0x0000014cu, 0x00000177u, 0x00000170u,
    0x000300f7u, 0x0000017au, 0x00000000u, 0x000400fau, 0x00000178u, 0x00000179u, 0x0000017au, 0x000200f8u, 0x00000179u, 0x00050041u,
    0x00000081u, 0x00000180u, 0x0000007fu, 0x0000017fu, 0x0004003du, 0x00000006u, 0x00000181u, 0x00000180u, 0x00050041u, 0x00000081u,
    0x00000184u, 0x0000007fu, 0x00000183u, 0x0004003du, 0x00000006u, 0x00000185u, 0x00000184u, 0x00050084u, 0x00000006u, 0x00000186u,
    0x0000006au, 0x00000185u, 0x00050080u, 0x00000006u, 0x00000187u, 0x00000181u, 0x00000186u, 0x00050041u, 0x00000081u, 0x00000189u,
    0x0000007fu, 0x00000188u, 0x0004003du, 0x00000006u, 0x0000018au, 0x00000189u, 0x00050080u, 0x00000006u, 0x0000018bu, 0x00000187u,
    0x0000018au, 0x00050080u, 0x00000006u, 0x0000018du, 0x0000018bu, 0x00000076u, 0x00050080u, 0x00000006u, 0x0000018fu, 0x0000018du,
    0x00000062u, 0x00060041u, 0x00000142u, 0x00000191u, 0x0000013cu, 0x00000062u, 0x00000027u, 0x0004003du, 0x00000008u, 0x00000192u,
    0x00000191u, 0x00060041u, 0x000000f6u, 0x00000193u, 0x0000017eu, 0x00000027u, 0x0000018fu, 0x0003003eu, 0x00000193u, 0x00000192u,
    0x000200f9u, 0x0000017au, 0x000200f8u, 0x0000017au, 0x000200f9u, 0x00000194u, 0x000200f8u, 0x00000194u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_moe_route[1091] = { /* moe_route.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x00000149u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0006000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000000bu, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u, 0x0000000bu,
    0x0000000bu, 0x0000001cu, 0x00050048u, 0x00000011u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000011u, 0x00000001u,
    0x00000023u, 0x00000004u, 0x00050048u, 0x00000011u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000011u, 0x00000003u,
    0x00000023u, 0x0000000cu, 0x00050048u, 0x00000011u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00030047u, 0x00000011u, 0x00000002u,
    0x00040047u, 0x0000003au, 0x00000006u, 0x00000004u, 0x00050048u, 0x0000003bu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x0000003bu, 0x00000003u, 0x00040047u, 0x0000003du, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000003du, 0x00000021u, 0x00000000u,
    0x00030047u, 0x00000058u, 0x0000002au, 0x00030047u, 0x00000061u, 0x0000002au, 0x00030047u, 0x00000077u, 0x0000002au, 0x00030047u,
    0x000000d4u, 0x0000002au, 0x00030047u, 0x000000e6u, 0x0000002au, 0x00040047u, 0x000000e9u, 0x00000006u, 0x00000004u, 0x00040048u,
    0x000000eau, 0x00000000u, 0x00000018u, 0x00050048u, 0x000000eau, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000eau,
    0x00000003u, 0x00040047u, 0x000000ecu, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000ecu, 0x00000021u, 0x00000001u, 0x00030047u,
    0x000000f7u, 0x0000002au, 0x00040047u, 0x000000f8u, 0x00000006u, 0x00000004u, 0x00040048u, 0x000000f9u, 0x00000000u, 0x00000019u,
    0x00050048u, 0x000000f9u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000f9u, 0x00000003u, 0x00040047u, 0x000000fbu,
    0x00000022u, 0x00000000u, 0x00040047u, 0x000000fbu, 0x00000021u, 0x00000002u, 0x00040047u, 0x00000107u, 0x00000006u, 0x00000004u,
    0x00040048u, 0x00000108u, 0x00000000u, 0x00000019u, 0x00050048u, 0x00000108u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x00000108u, 0x00000003u, 0x00040047u, 0x0000010au, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000010au, 0x00000021u, 0x00000003u,
    0x00040047u, 0x00000115u, 0x00000001u, 0x00000000u, 0x00040047u, 0x00000117u, 0x0000000bu, 0x00000019u, 0x00020013u, 0x00000002u,
    0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u, 0x00040017u, 0x00000009u, 0x00000006u,
    0x00000003u, 0x00040020u, 0x0000000au, 0x00000001u, 0x00000009u, 0x0004003bu, 0x0000000au, 0x0000000bu, 0x00000001u, 0x0004002bu,
    0x00000006u, 0x0000000cu, 0x00000000u, 0x00040020u, 0x0000000du, 0x00000001u, 0x00000006u, 0x0007001eu, 0x00000011u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00040020u, 0x00000012u, 0x00000009u, 0x00000011u, 0x0004003bu, 0x00000012u,
    0x00000013u, 0x00000009u, 0x00040015u, 0x00000014u, 0x00000020u, 0x00000001u, 0x0004002bu, 0x00000014u, 0x00000015u, 0x00000000u,
    0x00040020u, 0x00000016u, 0x00000009u, 0x00000006u, 0x00020014u, 0x00000019u, 0x0004002bu, 0x00000014u, 0x0000001fu, 0x00000003u,
    0x0004002bu, 0x00000014u, 0x00000023u, 0x00000001u, 0x00030016u, 0x00000028u, 0x00000020u, 0x00040020u, 0x00000029u, 0x00000007u,
    0x00000028u, 0x0004002bu, 0x00000028u, 0x0000002bu, 0xff7fffffu, 0x0004002bu, 0x00000028u, 0x0000002du, 0x00000000u, 0x0003001du,
    0x0000003au, 0x00000028u, 0x0003001eu, 0x0000003bu, 0x0000003au, 0x00040020u, 0x0000003cu, 0x00000002u, 0x0000003bu, 0x0004003bu,
    0x0000003cu, 0x0000003du, 0x00000002u, 0x00040020u, 0x00000041u, 0x00000002u, 0x00000028u, 0x0004002bu, 0x00000014u, 0x00000082u,
    0x00000002u, 0x00040020u, 0x00000086u, 0x00000007u, 0x00000014u, 0x0004002bu, 0x00000014u, 0x00000088u, 0xffffffffu, 0x0003002au,
    0x00000019u, 0x00000096u, 0x0004002bu, 0x00000006u, 0x000000a4u, 0x00000020u, 0x0004001cu, 0x000000a5u, 0x00000014u, 0x000000a4u,
    0x00040020u, 0x000000a6u, 0x00000007u, 0x000000a5u, 0x0004001cu, 0x000000ccu, 0x00000028u, 0x000000a4u, 0x00040020u, 0x000000cdu,
    0x00000007u, 0x000000ccu, 0x0003001du, 0x000000e9u, 0x00000028u, 0x0003001eu, 0x000000eau, 0x000000e9u, 0x00040020u, 0x000000ebu,
    0x00000002u, 0x000000eau, 0x0004003bu, 0x000000ebu, 0x000000ecu, 0x00000002u, 0x0004002bu, 0x00000014u, 0x000000edu, 0x00000004u,
    0x0003001du, 0x000000f8u, 0x00000014u, 0x0003001eu, 0x000000f9u, 0x000000f8u, 0x00040020u, 0x000000fau, 0x00000002u, 0x000000f9u,
    0x0004003bu, 0x000000fau, 0x000000fbu, 0x00000002u, 0x00040020u, 0x00000105u, 0x00000002u, 0x00000014u, 0x0003001du, 0x00000107u,
    0x00000028u, 0x0003001eu, 0x00000108u, 0x00000107u, 0x00040020u, 0x00000109u, 0x00000002u, 0x00000108u, 0x0004003bu, 0x00000109u,
    0x0000010au, 0x00000002u, 0x00040032u, 0x00000006u, 0x00000115u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000116u, 0x00000001u,
    0x00060033u, 0x00000009u, 0x00000117u, 0x00000115u, 0x00000116u, 0x00000116u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u,
    0x00000003u, 0x000200f8u, 0x00000005u, 0x0004003bu, 0x000000a6u, 0x000000a7u, 0x00000007u, 0x0004003bu, 0x000000cdu, 0x000000ceu,
    0x00000007u, 0x000300f7u, 0x00000118u, 0x00000000u, 0x000300fbu, 0x0000000cu, 0x00000119u, 0x000200f8u, 0x00000119u, 0x00050041u,
    0x0000000du, 0x0000000eu, 0x0000000bu, 0x0000000cu, 0x0004003du, 0x00000006u, 0x0000000fu, 0x0000000eu, 0x00050041u, 0x00000016u,
    0x00000017u, 0x00000013u, 0x00000015u, 0x0004003du, 0x00000006u, 0x00000018u, 0x00000017u, 0x000500aeu, 0x00000019u, 0x0000001au,
    0x0000000fu, 0x00000018u, 0x000300f7u, 0x0000001cu, 0x00000000u, 0x000400fau, 0x0000001au, 0x0000001bu, 0x0000001cu, 0x000200f8u,
    0x0000001bu, 0x000200f9u, 0x00000118u, 0x000200f8u, 0x0000001cu, 0x00050041u, 0x00000016u, 0x00000020u, 0x00000013u, 0x0000001fu,
    0x0004003du, 0x00000006u, 0x00000021u, 0x00000020u, 0x00050041u, 0x00000016u, 0x00000024u, 0x00000013u, 0x00000023u, 0x0004003du,
    0x00000006u, 0x00000025u, 0x00000024u, 0x00050084u, 0x00000006u, 0x00000026u, 0x0000000fu, 0x00000025u, 0x00050080u, 0x00000006u,
    0x00000027u, 0x00000021u, 0x00000026u, 0x000200f9u, 0x00000030u, 0x000200f8u, 0x00000030u, 0x000700f5u, 0x00000028u, 0x00000138u,
    0x0000002bu, 0x0000001cu, 0x00000044u, 0x00000031u, 0x000700f5u, 0x00000006u, 0x0000011cu, 0x0000000cu, 0x0000001cu, 0x00000046u,
    0x00000031u, 0x000500b0u, 0x00000019u, 0x00000038u, 0x0000011cu, 0x00000025u, 0x000400f6u, 0x00000032u, 0x00000031u, 0x00000000u,
    0x000400fau, 0x00000038u, 0x00000031u, 0x00000032u, 0x000200f8u, 0x00000031u, 0x00050080u, 0x00000006u, 0x00000040u, 0x00000027u,
    0x0000011cu, 0x00060041u, 0x00000041u, 0x00000042u, 0x0000003du, 0x00000015u, 0x00000040u, 0x0004003du, 0x00000028u, 0x00000043u,
    0x00000042u, 0x0007000cu, 0x00000028u, 0x00000044u, 0x00000001u, 0x00000028u, 0x00000138u, 0x00000043u, 0x00050080u, 0x00000006u,
    0x00000046u, 0x0000011cu, 0x00000023u, 0x000200f9u, 0x00000030u, 0x000200f8u, 0x00000032u, 0x000200f9u, 0x00000048u, 0x000200f8u,
    0x00000048u, 0x000700f5u, 0x00000028u, 0x00000135u, 0x0000002du, 0x00000032u, 0x00000061u, 0x00000049u, 0x000700f5u, 0x00000006u,
    0x0000011du, 0x0000000cu, 0x00000032u, 0x00000063u, 0x00000049u, 0x000500b0u, 0x00000019u, 0x00000050u, 0x0000011du, 0x00000025u,
    0x000400f6u, 0x0000004au, 0x00000049u, 0x00000000u, 0x000400fau, 0x00000050u, 0x00000049u, 0x0000004au, 0x000200f8u, 0x00000049u,
    0x00050080u, 0x00000006u, 0x00000054u, 0x00000027u, 0x0000011du, 0x00060041u, 0x00000041u, 0x00000055u, 0x0000003du, 0x00000015u,
    0x00000054u, 0x0004003du, 0x00000028u, 0x00000056u, 0x00000055u, 0x00050083u, 0x00000028u, 0x00000058u, 0x00000056u, 0x00000138u,
    0x0006000cu, 0x00000028u, 0x00000059u, 0x00000001u, 0x0000001bu, 0x00000058u, 0x0003003eu, 0x00000055u, 0x00000059u, 0x00050081u,
    0x00000028u, 0x00000061u, 0x00000135u, 0x00000059u, 0x00050080u, 0x00000006u, 0x00000063u, 0x0000011du, 0x00000023u, 0x000200f9u,
    0x00000048u, 0x000200f8u, 0x0000004au, 0x000200f9u, 0x00000065u, 0x000200f8u, 0x00000065u, 0x000700f5u, 0x00000006u, 0x0000011eu,
    0x0000000cu, 0x0000004au, 0x0000007au, 0x00000066u, 0x000500b0u, 0x00000019u, 0x0000006du, 0x0000011eu, 0x00000025u, 0x000400f6u,
    0x00000067u, 0x00000066u, 0x00000000u, 0x000400fau, 0x0000006du, 0x00000066u, 0x00000067u, 0x000200f8u, 0x00000066u, 0x00050080u,
    0x00000006u, 0x00000070u, 0x00000027u, 0x0000011eu, 0x00060041u, 0x00000041u, 0x00000074u, 0x0000003du, 0x00000015u, 0x00000070u,
    0x0004003du, 0x00000028u, 0x00000075u, 0x00000074u, 0x00050088u, 0x00000028u, 0x00000077u, 0x00000075u, 0x00000135u, 0x0003003eu,
    0x00000074u, 0x00000077u, 0x00050080u, 0x00000006u, 0x0000007au, 0x0000011eu, 0x00000023u, 0x000200f9u, 0x00000065u, 0x000200f8u,
    0x00000067u, 0x000200f9u, 0x0000007cu, 0x000200f8u, 0x0000007cu, 0x000700f5u, 0x00000028u, 0x00000122u, 0x0000002du, 0x00000067u,
    0x000000d4u, 0x0000007fu, 0x000700f5u, 0x00000006u, 0x0000011fu, 0x0000000cu, 0x00000067u, 0x000000d6u, 0x0000007fu, 0x00050041u,
    0x00000016u, 0x00000083u, 0x00000013u, 0x00000082u, 0x0004003du, 0x00000006u, 0x00000084u, 0x00000083u, 0x000500b0u, 0x00000019u,
    0x00000085u, 0x0000011fu, 0x00000084u, 0x000400f6u, 0x0000007eu, 0x0000007fu, 0x00000000u, 0x000400fau, 0x00000085u, 0x0000007du,
    0x0000007eu, 0x000200f8u, 0x0000007du, 0x000200f9u, 0x0000008bu, 0x000200f8u, 0x0000008bu, 0x000700f5u, 0x00000028u, 0x00000129u,
    0x0000002du, 0x0000007du, 0x00000148u, 0x0000008eu, 0x000700f5u, 0x00000014u, 0x00000128u, 0x00000088u, 0x0000007du, 0x0000013bu,
    0x0000008eu, 0x000700f5u, 0x00000006u, 0x00000126u, 0x0000000cu, 0x0000007du, 0x000000c8u, 0x0000008eu, 0x000500b0u, 0x00000019u,
    0x00000093u, 0x00000126u, 0x00000025u, 0x000400f6u, 0x0000008du, 0x0000008eu, 0x00000000u, 0x000400fau, 0x00000093u, 0x0000008cu,
    0x0000008du, 0x000200f8u, 0x0000008cu, 0x000200f9u, 0x00000098u, 0x000200f8u, 0x00000098u, 0x000700f5u, 0x00000019u, 0x0000012eu,
    0x00000096u, 0x0000008cu, 0x000000aeu, 0x0000009bu, 0x000700f5u, 0x00000006u, 0x0000012bu, 0x0000000cu, 0x0000008cu, 0x000000b0u,
    0x0000009bu, 0x000500b0u, 0x00000019u, 0x0000009fu, 0x0000012bu, 0x0000011fu, 0x000400f6u, 0x0000009au, 0x0000009bu, 0x00000000u,
    0x000400fau, 0x0000009fu, 0x00000099u, 0x0000009au, 0x000200f8u, 0x00000099u, 0x000400a8u, 0x00000019u, 0x000000a1u, 0x0000012eu,
    0x000300f7u, 0x000000a3u, 0x00000000u, 0x000400fau, 0x000000a1u, 0x000000a2u, 0x000000a3u, 0x000200f8u, 0x000000a2u, 0x00050041u,
    0x00000086u, 0x000000a9u, 0x000000a7u, 0x0000012bu, 0x0004003du, 0x00000014u, 0x000000aau, 0x000000a9u, 0x0004007cu, 0x00000014u,
    0x000000acu, 0x00000126u, 0x000500aau, 0x00000019u, 0x000000adu, 0x000000aau, 0x000000acu, 0x000200f9u, 0x000000a3u, 0x000200f8u,
    0x000000a3u, 0x000700f5u, 0x00000019u, 0x000000aeu, 0x0000012eu, 0x00000099u, 0x000000adu, 0x000000a2u, 0x000200f9u, 0x0000009bu,
    0x000200f8u, 0x0000009bu, 0x00050080u, 0x00000006u, 0x000000b0u, 0x0000012bu, 0x00000023u, 0x000200f9u, 0x00000098u, 0x000200f8u,
    0x0000009au, 0x00050080u, 0x00000006u, 0x000000b4u, 0x00000027u, 0x00000126u, 0x00060041u, 0x00000041u, 0x000000b5u, 0x0000003du,
    0x00000015u, 0x000000b4u, 0x0004003du, 0x00000028u, 0x000000b6u, 0x000000b5u, 0x000400a8u, 0x00000019u, 0x000000b8u, 0x0000012eu,
    0x000300f7u, 0x000000bau, 0x00000000u, 0x000400fau, 0x000000b8u, 0x000000b9u, 0x000000bau, 0x000200f8u, 0x000000b9u, 0x000500b1u,
    0x00000019u, 0x000000bcu, 0x00000128u, 0x00000015u, 0x000500bau, 0x00000019u, 0x000000bfu, 0x000000b6u, 0x00000129u, 0x000500a6u,
    0x00000019u, 0x000000c0u, 0x000000bcu, 0x000000bfu, 0x000200f9u, 0x000000bau, 0x000200f8u, 0x000000bau, 0x000700f5u, 0x00000019u,
    0x000000c1u, 0x000000b8u, 0x0000009au, 0x000000c0u, 0x000000b9u, 0x000300f7u, 0x000000c3u, 0x00000000u, 0x000400fau, 0x000000c1u,
    0x000000c2u, 0x000000c3u, 0x000200f8u, 0x000000c2u, 0x0004007cu, 0x00000014u, 0x000000c5u, 0x00000126u, 0x000200f9u, 0x000000c3u,
    0x000200f8u, 0x000000c3u, 0x000700f5u, 0x00000014u, 0x0000013bu, 0x00000128u, 0x000000bau, 0x000000c5u, 0x000000c2u, 0x000600a9u,
    0x00000028u, 0x00000148u, 0x000000c1u, 0x000000b6u, 0x00000129u, 0x000200f9u, 0x0000008eu, 0x000200f8u, 0x0000008eu, 0x00050080u,
    0x00000006u, 0x000000c8u, 0x00000126u, 0x00000023u, 0x000200f9u, 0x0000008bu, 0x000200f8u, 0x0000008du, 0x00050041u, 0x00000086u,
    0x000000cbu, 0x000000a7u, 0x0000011fu, 0x0003003eu, 0x000000cbu, 0x00000128u, 0x00050041u, 0x00000029u, 0x000000d1u, 0x000000ceu,
    0x0000011fu, 0x0003003eu, 0x000000d1u, 0x00000129u, 0x00050081u, 0x00000028u, 0x000000d4u, 0x00000122u, 0x00000129u, 0x000200f9u,
    0x0000007fu, 0x000200f8u, 0x0000007fu, 0x00050080u, 0x00000006u, 0x000000d6u, 0x0000011fu, 0x00000023u, 0x000200f9u, 0x0000007cu,
    0x000200f8u, 0x0000007eu, 0x000200f9u, 0x000000d8u, 0x000200f8u, 0x000000d8u, 0x000700f5u, 0x00000006u, 0x00000120u, 0x0000000cu,
    0x0000007eu, 0x00000114u, 0x000000d9u, 0x000500b0u, 0x00000019u, 0x000000e0u, 0x00000120u, 0x00000084u, 0x000400f6u, 0x000000dau,
    0x000000d9u, 0x00000000u, 0x000400fau, 0x000000e0u, 0x000000d9u, 0x000000dau, 0x000200f8u, 0x000000d9u, 0x00050041u, 0x00000029u,
    0x000000e3u, 0x000000ceu, 0x00000120u, 0x0004003du, 0x00000028u, 0x000000e4u, 0x000000e3u, 0x00050088u, 0x00000028u, 0x000000e6u,
    0x000000e4u, 0x00000122u, 0x00050041u, 0x00000016u, 0x000000eeu, 0x00000013u, 0x000000edu, 0x0004003du, 0x00000006u, 0x000000efu,
    0x000000eeu, 0x00050041u, 0x00000086u, 0x000000f1u, 0x000000a7u, 0x00000120u, 0x0004003du, 0x00000014u, 0x000000f2u, 0x000000f1u,
    0x0004007cu, 0x00000006u, 0x000000f3u, 0x000000f2u, 0x00050080u, 0x00000006u, 0x000000f4u, 0x000000efu, 0x000000f3u, 0x00060041u,
    0x00000041u, 0x000000f5u, 0x000000ecu, 0x00000015u, 0x000000f4u, 0x0004003du, 0x00000028u, 0x000000f6u, 0x000000f5u, 0x00050085u,
    0x00000028u, 0x000000f7u, 0x000000e6u, 0x000000f6u, 0x00050084u, 0x00000006u, 0x000000ffu, 0x0000000fu, 0x00000084u, 0x00050080u,
    0x00000006u, 0x00000101u, 0x000000ffu, 0x00000120u, 0x0004003du, 0x00000014u, 0x00000104u, 0x000000f1u, 0x00060041u, 0x00000105u,
    0x00000106u, 0x000000fbu, 0x00000015u, 0x00000101u, 0x0003003eu, 0x00000106u, 0x00000104u, 0x00060041u, 0x00000041u, 0x00000112u,
    0x0000010au, 0x00000015u, 0x00000101u, 0x0003003eu, 0x00000112u, 0x000000f7u, 0x00050080u, 0x00000006u, 0x00000114u, 0x00000120u,
    0x00000023u, 0x000200f9u, 0x000000d8u, 0x000200f8u, 0x000000dau, 0x000200f9u, 0x00000118u, 0x000200f8u, 0x00000118u, 0x000100fdu,
    0x00010038u,
};
static const uint32_t ox__vk_spv_moe_combine[717] = { /* moe_combine.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x000000c1u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0006000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000000bu, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u, 0x0000000bu,
    0x0000000bu, 0x0000001cu, 0x00050048u, 0x0000001cu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x0000001cu, 0x00000001u,
    0x00000023u, 0x00000004u, 0x00050048u, 0x0000001cu, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x0000001cu, 0x00000003u,
    0x00000023u, 0x0000000cu, 0x00030047u, 0x0000001cu, 0x00000002u, 0x00040047u, 0x00000051u, 0x00000006u, 0x00000004u, 0x00040048u,
    0x00000052u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000052u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000052u,
    0x00000003u, 0x00040047u, 0x00000054u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000054u, 0x00000021u, 0x00000001u, 0x00040047u,
    0x00000072u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000073u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000073u, 0x00000000u,
    0x00000023u, 0x00000000u, 0x00030047u, 0x00000073u, 0x00000003u, 0x00040047u, 0x00000075u, 0x00000022u, 0x00000000u, 0x00040047u,
    0x00000075u, 0x00000021u, 0x00000002u, 0x00040047u, 0x0000007fu, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000080u, 0x00000000u,
    0x00000018u, 0x00050048u, 0x00000080u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000080u, 0x00000003u, 0x00040047u,
    0x00000082u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000082u, 0x00000021u, 0x00000000u, 0x00030047u, 0x00000090u, 0x0000002au,
    0x00030047u, 0x00000093u, 0x0000002au, 0x00040047u, 0x00000096u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000097u, 0x00000000u,
    0x00000019u, 0x00050048u, 0x00000097u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000097u, 0x00000003u, 0x00040047u,
    0x00000099u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000099u, 0x00000021u, 0x00000003u, 0x00040047u, 0x000000a6u, 0x00000001u,
    0x00000000u, 0x00040047u, 0x000000a7u, 0x0000000bu, 0x00000019u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u,
    0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u, 0x00040017u, 0x00000009u, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000000au,
    0x00000001u, 0x00000009u, 0x0004003bu, 0x0000000au, 0x0000000bu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000000cu, 0x00000000u,
    0x00040020u, 0x0000000du, 0x00000001u, 0x00000006u, 0x0004002bu, 0x00000006u, 0x00000011u, 0x00000001u, 0x0004002bu, 0x00000006u,
    0x00000014u, 0x00000002u, 0x0004002bu, 0x00000006u, 0x00000017u, 0x0000ffffu, 0x00020014u, 0x0000001au, 0x0006001eu, 0x0000001cu,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00040020u, 0x0000001du, 0x00000009u, 0x0000001cu, 0x0004003bu, 0x0000001du,
    0x0000001eu, 0x00000009u, 0x00040015u, 0x0000001fu, 0x00000020u, 0x00000001u, 0x0004002bu, 0x0000001fu, 0x00000020u, 0x00000001u,
    0x00040020u, 0x00000021u, 0x00000009u, 0x00000006u, 0x0004002bu, 0x0000001fu, 0x00000029u, 0x00000000u, 0x00030016u, 0x00000031u,
    0x00000020u, 0x0004002bu, 0x00000031u, 0x00000034u, 0x00000000u, 0x0004002bu, 0x0000001fu, 0x00000037u, 0xffffffffu, 0x0004002bu,
    0x0000001fu, 0x0000003fu, 0x00000002u, 0x0004002bu, 0x0000001fu, 0x00000044u, 0x7fffffffu, 0x0003001du, 0x00000051u, 0x0000001fu,
    0x0003001eu, 0x00000052u, 0x00000051u, 0x00040020u, 0x00000053u, 0x00000002u, 0x00000052u, 0x0004003bu, 0x00000053u, 0x00000054u,
    0x00000002u, 0x00040020u, 0x0000005bu, 0x00000002u, 0x0000001fu, 0x0003001du, 0x00000072u, 0x00000031u, 0x0003001eu, 0x00000073u,
    0x00000072u, 0x00040020u, 0x00000074u, 0x00000002u, 0x00000073u, 0x0004003bu, 0x00000074u, 0x00000075u, 0x00000002u, 0x00040020u,
    0x0000007cu, 0x00000002u, 0x00000031u, 0x0003001du, 0x0000007fu, 0x00000031u, 0x0003001eu, 0x00000080u, 0x0000007fu, 0x00040020u,
    0x00000081u, 0x00000002u, 0x00000080u, 0x0004003bu, 0x00000081u, 0x00000082u, 0x00000002u, 0x0003001du, 0x00000096u, 0x00000031u,
    0x0003001eu, 0x00000097u, 0x00000096u, 0x00040020u, 0x00000098u, 0x00000002u, 0x00000097u, 0x0004003bu, 0x00000098u, 0x00000099u,
    0x00000002u, 0x0004002bu, 0x0000001fu, 0x0000009au, 0x00000003u, 0x00040032u, 0x00000006u, 0x000000a6u, 0x00000001u, 0x00060033u,
    0x00000009u, 0x000000a7u, 0x000000a6u, 0x00000011u, 0x00000011u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u,
    0x000200f8u, 0x00000005u, 0x000300f7u, 0x000000a8u, 0x00000000u, 0x000300fbu, 0x0000000cu, 0x000000a9u, 0x000200f8u, 0x000000a9u,
    0x00050041u, 0x0000000du, 0x0000000eu, 0x0000000bu, 0x0000000cu, 0x0004003du, 0x00000006u, 0x0000000fu, 0x0000000eu, 0x00050041u,
    0x0000000du, 0x00000012u, 0x0000000bu, 0x00000011u, 0x0004003du, 0x00000006u, 0x00000013u, 0x00000012u, 0x00050041u, 0x0000000du,
    0x00000015u, 0x0000000bu, 0x00000014u, 0x0004003du, 0x00000006u, 0x00000016u, 0x00000015u, 0x00050084u, 0x00000006u, 0x00000018u,
    0x00000016u, 0x00000017u, 0x00050080u, 0x00000006u, 0x00000019u, 0x00000013u, 0x00000018u, 0x00050041u, 0x00000021u, 0x00000022u,
    0x0000001eu, 0x00000020u, 0x0004003du, 0x00000006u, 0x00000023u, 0x00000022u, 0x000500aeu, 0x0000001au, 0x00000024u, 0x0000000fu,
    0x00000023u, 0x000400a8u, 0x0000001au, 0x00000025u, 0x00000024u, 0x000300f7u, 0x00000027u, 0x00000000u, 0x000400fau, 0x00000025u,
    0x00000026u, 0x00000027u, 0x000200f8u, 0x00000026u, 0x00050041u, 0x00000021u, 0x0000002au, 0x0000001eu, 0x00000029u, 0x0004003du,
    0x00000006u, 0x0000002bu, 0x0000002au, 0x000500aeu, 0x0000001au, 0x0000002cu, 0x00000019u, 0x0000002bu, 0x000200f9u, 0x00000027u,
    0x000200f8u, 0x00000027u, 0x000700f5u, 0x0000001au, 0x0000002du, 0x00000024u, 0x000000a9u, 0x0000002cu, 0x00000026u, 0x000300f7u,
    0x0000002fu, 0x00000000u, 0x000400fau, 0x0000002du, 0x0000002eu, 0x0000002fu, 0x000200f8u, 0x0000002eu, 0x000200f9u, 0x000000a8u,
    0x000200f8u, 0x0000002fu, 0x000200f9u, 0x00000039u, 0x000200f8u, 0x00000039u, 0x000700f5u, 0x00000031u, 0x000000b3u, 0x00000034u,
    0x0000002fu, 0x00000093u, 0x0000003cu, 0x000700f5u, 0x00000006u, 0x000000aeu, 0x0000000cu, 0x0000002fu, 0x00000095u, 0x0000003cu,
    0x000700f5u, 0x0000001fu, 0x000000b7u, 0x00000037u, 0x0000002fu, 0x000000b0u, 0x0000003cu, 0x00050041u, 0x00000021u, 0x00000040u,
    0x0000001eu, 0x0000003fu, 0x0004003du, 0x00000006u, 0x00000041u, 0x00000040u, 0x000500b0u, 0x0000001au, 0x00000042u, 0x000000aeu,
    0x00000041u, 0x000400f6u, 0x0000003bu, 0x0000003cu, 0x00000000u, 0x000400fau, 0x00000042u, 0x0000003au, 0x0000003bu, 0x000200f8u,
    0x0000003au, 0x000200f9u, 0x00000047u, 0x000200f8u, 0x00000047u, 0x000700f5u, 0x00000006u, 0x000000b1u, 0x0000000cu, 0x0000003au,
    0x000000bfu, 0x00000048u, 0x000700f5u, 0x0000001fu, 0x000000b0u, 0x00000044u, 0x0000003au, 0x000000c0u, 0x00000048u, 0x000700f5u,
    0x00000006u, 0x000000afu, 0x0000000cu, 0x0000003au, 0x0000006au, 0x00000048u, 0x000500b0u, 0x0000001au, 0x0000004fu, 0x000000afu,
    0x00000041u, 0x000400f6u, 0x00000049u, 0x00000048u, 0x00000000u, 0x000400fau, 0x0000004fu, 0x00000048u, 0x00000049u, 0x000200f8u,
    0x00000048u, 0x00050084u, 0x00000006u, 0x00000058u, 0x00000019u, 0x00000041u, 0x00050080u, 0x00000006u, 0x0000005au, 0x00000058u,
    0x000000afu, 0x00060041u, 0x0000005bu, 0x0000005cu, 0x00000054u, 0x00000029u, 0x0000005au, 0x0004003du, 0x0000001fu, 0x0000005du,
    0x0000005cu, 0x000500adu, 0x0000001au, 0x00000060u, 0x0000005du, 0x000000b7u, 0x000500b1u, 0x0000001au, 0x00000063u, 0x0000005du,
    0x000000b0u, 0x000500a7u, 0x0000001au, 0x00000064u, 0x00000060u, 0x00000063u, 0x000600a9u, 0x00000006u, 0x000000bfu, 0x00000064u,
    0x000000afu, 0x000000b1u, 0x000600a9u, 0x0000001fu, 0x000000c0u, 0x00000064u, 0x0000005du, 0x000000b0u, 0x00050080u, 0x00000006u,
    0x0000006au, 0x000000afu, 0x00000020u, 0x000200f9u, 0x00000047u, 0x000200f8u, 0x00000049u, 0x000500aau, 0x0000001au, 0x0000006cu,
    0x000000b0u, 0x00000044u, 0x000300f7u, 0x0000006eu, 0x00000000u, 0x000400fau, 0x0000006cu, 0x0000006du, 0x0000006eu, 0x000200f8u,
    0x0000006du, 0x000200f9u, 0x0000003bu, 0x000200f8u, 0x0000006eu, 0x00050084u, 0x00000006u, 0x00000079u, 0x00000019u, 0x00000041u,
    0x00050080u, 0x00000006u, 0x0000007bu, 0x00000079u, 0x000000b1u, 0x00060041u, 0x0000007cu, 0x0000007du, 0x00000075u, 0x00000029u,
    0x0000007bu, 0x0004003du, 0x00000031u, 0x0000007eu, 0x0000007du, 0x00050084u, 0x00000006u, 0x0000008bu, 0x0000007bu, 0x00000023u,
    0x00050080u, 0x00000006u, 0x0000008du, 0x0000008bu, 0x0000000fu, 0x00060041u, 0x0000007cu, 0x0000008eu, 0x00000082u, 0x00000029u,
    0x0000008du, 0x0004003du, 0x00000031u, 0x0000008fu, 0x0000008eu, 0x00050085u, 0x00000031u, 0x00000090u, 0x0000007eu, 0x0000008fu,
    0x00050081u, 0x00000031u, 0x00000093u, 0x000000b3u, 0x00000090u, 0x000200f9u, 0x0000003cu, 0x000200f8u, 0x0000003cu, 0x00050080u,
    0x00000006u, 0x00000095u, 0x000000aeu, 0x00000020u, 0x000200f9u, 0x00000039u, 0x000200f8u, 0x0000003bu, 0x00050041u, 0x00000021u,
    0x0000009bu, 0x0000001eu, 0x0000009au, 0x0004003du, 0x00000006u, 0x0000009cu, 0x0000009bu, 0x00050084u, 0x00000006u, 0x000000a0u,
    0x00000019u, 0x00000023u, 0x00050080u, 0x00000006u, 0x000000a1u, 0x0000009cu, 0x000000a0u, 0x00050080u, 0x00000006u, 0x000000a3u,
    0x000000a1u, 0x0000000fu, 0x00060041u, 0x0000007cu, 0x000000a5u, 0x00000099u, 0x00000029u, 0x000000a3u, 0x0003003eu, 0x000000a5u,
    0x000000b3u, 0x000200f9u, 0x000000a8u, 0x000200f8u, 0x000000a8u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_gdn_log[938] = { /* gdn_log.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x00000100u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0006000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x00000027u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u, 0x00000027u,
    0x0000000bu, 0x0000001cu, 0x00050048u, 0x00000037u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000037u, 0x00000001u,
    0x00000023u, 0x00000004u, 0x00050048u, 0x00000037u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000037u, 0x00000003u,
    0x00000023u, 0x0000000cu, 0x00050048u, 0x00000037u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000037u, 0x00000005u,
    0x00000023u, 0x00000014u, 0x00050048u, 0x00000037u, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x00000037u, 0x00000007u,
    0x00000023u, 0x0000001cu, 0x00050048u, 0x00000037u, 0x00000008u, 0x00000023u, 0x00000020u, 0x00050048u, 0x00000037u, 0x00000009u,
    0x00000023u, 0x00000024u, 0x00050048u, 0x00000037u, 0x0000000au, 0x00000023u, 0x00000028u, 0x00030047u, 0x00000037u, 0x00000002u,
    0x00040047u, 0x0000006du, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000006eu, 0x00000000u, 0x00000019u, 0x00050048u, 0x0000006eu,
    0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000006eu, 0x00000003u, 0x00040047u, 0x00000070u, 0x00000022u, 0x00000000u,
    0x00040047u, 0x00000070u, 0x00000021u, 0x00000003u, 0x00040047u, 0x00000072u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000073u,
    0x00000000u, 0x00000018u, 0x00050048u, 0x00000073u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000073u, 0x00000003u,
    0x00040047u, 0x00000075u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000075u, 0x00000021u, 0x00000000u, 0x00040047u, 0x00000090u,
    0x00000006u, 0x00000004u, 0x00040048u, 0x00000091u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000091u, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x00000091u, 0x00000003u, 0x00040047u, 0x00000093u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000093u,
    0x00000021u, 0x00000001u, 0x00040047u, 0x000000a0u, 0x00000006u, 0x00000004u, 0x00040048u, 0x000000a1u, 0x00000000u, 0x00000018u,
    0x00050048u, 0x000000a1u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000a1u, 0x00000003u, 0x00040047u, 0x000000a3u,
    0x00000022u, 0x00000000u, 0x00040047u, 0x000000a3u, 0x00000021u, 0x00000002u, 0x00030047u, 0x000000abu, 0x0000002au, 0x00030047u,
    0x000000c3u, 0x0000002au, 0x00040047u, 0x000000e2u, 0x00000001u, 0x00000000u, 0x00040047u, 0x000000e3u, 0x0000000bu, 0x00000019u,
    0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00030016u, 0x00000006u, 0x00000020u, 0x0004002bu, 0x00000006u,
    0x0000000du, 0x3f800000u, 0x00020014u, 0x00000011u, 0x00040015u, 0x00000022u, 0x00000020u, 0x00000000u, 0x00040017u, 0x00000025u,
    0x00000022u, 0x00000003u, 0x00040020u, 0x00000026u, 0x00000001u, 0x00000025u, 0x0004003bu, 0x00000026u, 0x00000027u, 0x00000001u,
    0x0004002bu, 0x00000022u, 0x00000028u, 0x00000000u, 0x00040020u, 0x00000029u, 0x00000001u, 0x00000022u, 0x0004002bu, 0x00000022u,
    0x0000002du, 0x00000001u, 0x0004002bu, 0x00000022u, 0x00000030u, 0x00000002u, 0x0004002bu, 0x00000022u, 0x00000033u, 0x0000ffffu,
    0x000d001eu, 0x00000037u, 0x00000022u, 0x00000022u, 0x00000022u, 0x00000022u, 0x00000022u, 0x00000022u, 0x00000022u, 0x00000022u,
    0x00000022u, 0x00000022u, 0x00000022u, 0x00040020u, 0x00000038u, 0x00000009u, 0x00000037u, 0x0004003bu, 0x00000038u, 0x00000039u,
    0x00000009u, 0x00040015u, 0x0000003au, 0x00000020u, 0x00000001u, 0x0004002bu, 0x0000003au, 0x0000003bu, 0x00000000u, 0x00040020u,
    0x0000003cu, 0x00000009u, 0x00000022u, 0x0004002bu, 0x0000003au, 0x0000003fu, 0x00000001u, 0x0004002bu, 0x0000003au, 0x0000004bu,
    0x00000002u, 0x0004002bu, 0x0000003au, 0x00000054u, 0x00000006u, 0x0004002bu, 0x0000003au, 0x00000057u, 0x00000003u, 0x0004002bu,
    0x0000003au, 0x0000005cu, 0x00000004u, 0x0004002bu, 0x0000003au, 0x00000060u, 0x00000005u, 0x0003001du, 0x0000006du, 0x00000006u,
    0x0003001eu, 0x0000006eu, 0x0000006du, 0x00040020u, 0x0000006fu, 0x00000002u, 0x0000006eu, 0x0004003bu, 0x0000006fu, 0x00000070u,
    0x00000002u, 0x0003001du, 0x00000072u, 0x00000006u, 0x0003001eu, 0x00000073u, 0x00000072u, 0x00040020u, 0x00000074u, 0x00000002u,
    0x00000073u, 0x0004003bu, 0x00000074u, 0x00000075u, 0x00000002u, 0x00040020u, 0x0000007cu, 0x00000002u, 0x00000006u, 0x0003001du,
    0x00000090u, 0x00000006u, 0x0003001eu, 0x00000091u, 0x00000090u, 0x00040020u, 0x00000092u, 0x00000002u, 0x00000091u, 0x0004003bu,
    0x00000092u, 0x00000093u, 0x00000002u, 0x0004002bu, 0x0000003au, 0x00000094u, 0x00000007u, 0x0003001du, 0x000000a0u, 0x00000006u,
    0x0003001eu, 0x000000a1u, 0x000000a0u, 0x00040020u, 0x000000a2u, 0x00000002u, 0x000000a1u, 0x0004003bu, 0x000000a2u, 0x000000a3u,
    0x00000002u, 0x0004002bu, 0x0000003au, 0x000000a4u, 0x0000000au, 0x0004002bu, 0x00000006u, 0x000000aeu, 0x41a00000u, 0x0004002bu,
    0x0000003au, 0x000000bbu, 0x00000009u, 0x0004002bu, 0x0000003au, 0x000000d1u, 0x00000008u, 0x00040032u, 0x00000022u, 0x000000e2u,
    0x00000001u, 0x00060033u, 0x00000025u, 0x000000e3u, 0x000000e2u, 0x0000002du, 0x0000002du, 0x00050036u, 0x00000002u, 0x00000004u,
    0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x000300f7u, 0x000000e4u, 0x00000000u, 0x000300fbu, 0x00000028u, 0x000000e5u,
    0x000200f8u, 0x000000e5u, 0x00050041u, 0x00000029u, 0x0000002au, 0x00000027u, 0x00000028u, 0x0004003du, 0x00000022u, 0x0000002bu,
    0x0000002au, 0x00050041u, 0x00000029u, 0x0000002eu, 0x00000027u, 0x0000002du, 0x0004003du, 0x00000022u, 0x0000002fu, 0x0000002eu,
    0x00050041u, 0x00000029u, 0x00000031u, 0x00000027u, 0x00000030u, 0x0004003du, 0x00000022u, 0x00000032u, 0x00000031u, 0x00050084u,
    0x00000022u, 0x00000034u, 0x00000032u, 0x00000033u, 0x00050080u, 0x00000022u, 0x00000035u, 0x0000002fu, 0x00000034u, 0x00050041u,
    0x0000003cu, 0x0000003du, 0x00000039u, 0x0000003bu, 0x0004003du, 0x00000022u, 0x0000003eu, 0x0000003du, 0x00050041u, 0x0000003cu,
    0x00000040u, 0x00000039u, 0x0000003fu, 0x0004003du, 0x00000022u, 0x00000041u, 0x00000040u, 0x00050084u, 0x00000022u, 0x00000042u,
    0x00000030u, 0x00000041u, 0x00050080u, 0x00000022u, 0x00000043u, 0x0000003eu, 0x00000042u, 0x000500aeu, 0x00000011u, 0x00000046u,
    0x0000002bu, 0x00000043u, 0x000400a8u, 0x00000011u, 0x00000047u, 0x00000046u, 0x000300f7u, 0x00000049u, 0x00000000u, 0x000400fau,
    0x00000047u, 0x00000048u, 0x00000049u, 0x000200f8u, 0x00000048u, 0x00050041u, 0x0000003cu, 0x0000004cu, 0x00000039u, 0x0000004bu,
    0x0004003du, 0x00000022u, 0x0000004du, 0x0000004cu, 0x000500aeu, 0x00000011u, 0x0000004eu, 0x00000035u, 0x0000004du, 0x000200f9u,
    0x00000049u, 0x000200f8u, 0x00000049u, 0x000700f5u, 0x00000011u, 0x0000004fu, 0x00000046u, 0x000000e5u, 0x0000004eu, 0x00000048u,
    0x000300f7u, 0x00000051u, 0x00000000u, 0x000400fau, 0x0000004fu, 0x00000050u, 0x00000051u, 0x000200f8u, 0x00000050u, 0x000200f9u,
    0x000000e4u, 0x000200f8u, 0x00000051u, 0x00050041u, 0x0000003cu, 0x00000055u, 0x00000039u, 0x00000054u, 0x0004003du, 0x00000022u,
    0x00000056u, 0x00000055u, 0x00050041u, 0x0000003cu, 0x00000058u, 0x00000039u, 0x00000057u, 0x0004003du, 0x00000022u, 0x00000059u,
    0x00000058u, 0x00050080u, 0x00000022u, 0x0000005bu, 0x00000059u, 0x00000035u, 0x00050041u, 0x0000003cu, 0x0000005du, 0x00000039u,
    0x0000005cu, 0x0004003du, 0x00000022u, 0x0000005eu, 0x0000005du, 0x00050089u, 0x00000022u, 0x0000005fu, 0x0000005bu, 0x0000005eu,
    0x00050041u, 0x0000003cu, 0x00000061u, 0x00000039u, 0x00000060u, 0x0004003du, 0x00000022u, 0x00000062u, 0x00000061u, 0x00050084u,
    0x00000022u, 0x00000063u, 0x0000005fu, 0x00000062u, 0x00050080u, 0x00000022u, 0x00000064u, 0x00000056u, 0x00000063u, 0x00050080u,
    0x00000022u, 0x00000066u, 0x00000064u, 0x0000002bu, 0x000500b0u, 0x00000011u, 0x0000006au, 0x0000002bu, 0x0000003eu, 0x000300f7u,
    0x0000006cu, 0x00000000u, 0x000400fau, 0x0000006au, 0x0000006bu, 0x0000006cu, 0x000200f8u, 0x0000006bu, 0x00050084u, 0x00000022u,
    0x00000079u, 0x00000035u, 0x0000003eu, 0x00050080u, 0x00000022u, 0x0000007bu, 0x00000079u, 0x0000002bu, 0x00060041u, 0x0000007cu,
    0x0000007du, 0x00000075u, 0x0000003bu, 0x0000007bu, 0x0004003du, 0x00000006u, 0x0000007eu, 0x0000007du, 0x00060041u, 0x0000007cu,
    0x0000007fu, 0x00000070u, 0x0000003bu, 0x00000066u, 0x0003003eu, 0x0000007fu, 0x0000007eu, 0x000200f9u, 0x000000e4u, 0x000200f8u,
    0x0000006cu, 0x00050080u, 0x00000022u, 0x00000086u, 0x0000003eu, 0x00000041u, 0x000500b0u, 0x00000011u, 0x00000087u, 0x0000002bu,
    0x00000086u, 0x000300f7u, 0x00000089u, 0x00000000u, 0x000400fau, 0x00000087u, 0x00000088u, 0x000000c7u, 0x000200f8u, 0x00000088u,
    0x00050082u, 0x00000022u, 0x0000008eu, 0x0000002bu, 0x0000003eu, 0x00050041u, 0x0000003cu, 0x00000095u, 0x00000039u, 0x00000094u,
    0x0004003du, 0x00000022u, 0x00000096u, 0x00000095u, 0x00050084u, 0x00000022u, 0x0000009au, 0x00000035u, 0x00000041u, 0x00050080u,
    0x00000022u, 0x0000009bu, 0x00000096u, 0x0000009au, 0x00050080u, 0x00000022u, 0x0000009du, 0x0000009bu, 0x0000008eu, 0x00060041u,
    0x0000007cu, 0x0000009eu, 0x00000093u, 0x0000003bu, 0x0000009du, 0x0004003du, 0x00000006u, 0x0000009fu, 0x0000009eu, 0x00050041u,
    0x0000003cu, 0x000000a5u, 0x00000039u, 0x000000a4u, 0x0004003du, 0x00000022u, 0x000000a6u, 0x000000a5u, 0x00050080u, 0x00000022u,
    0x000000a8u, 0x000000a6u, 0x0000008eu, 0x00060041u, 0x0000007cu, 0x000000a9u, 0x000000a3u, 0x0000003bu, 0x000000a8u, 0x0004003du,
    0x00000006u, 0x000000aau, 0x000000a9u, 0x00050081u, 0x00000006u, 0x000000abu, 0x0000009fu, 0x000000aau, 0x000500bau, 0x00000011u,
    0x000000afu, 0x000000abu, 0x000000aeu, 0x000300f7u, 0x000000b2u, 0x00000000u, 0x000400fau, 0x000000afu, 0x000000b1u, 0x000000b4u,
    0x000200f8u, 0x000000b1u, 0x000200f9u, 0x000000b2u, 0x000200f8u, 0x000000b4u, 0x0006000cu, 0x00000006u, 0x000000b6u, 0x00000001u,
    0x0000001bu, 0x000000abu, 0x00050081u, 0x00000006u, 0x000000efu, 0x0000000du, 0x000000b6u, 0x000500b4u, 0x00000011u, 0x000000f1u,
    0x000000efu, 0x0000000du, 0x000300f7u, 0x000000fcu, 0x00000000u, 0x000400fau, 0x000000f1u, 0x000000f2u, 0x000000f4u, 0x000200f8u,
    0x000000f2u, 0x000200f9u, 0x000000fcu, 0x000200f8u, 0x000000f4u, 0x0006000cu, 0x00000006u, 0x000000f6u, 0x00000001u, 0x0000001cu,
    0x000000efu, 0x00050088u, 0x00000006u, 0x000000fau, 0x000000b6u, 0x000000b6u, 0x00050085u, 0x00000006u, 0x000000fbu, 0x000000f6u,
    0x000000fau, 0x000200f9u, 0x000000fcu, 0x000200f8u, 0x000000fcu, 0x000700f5u, 0x00000006u, 0x000000feu, 0x000000b6u, 0x000000f2u,
    0x000000fbu, 0x000000f4u, 0x000200f9u, 0x000000b2u, 0x000200f8u, 0x000000b2u, 0x000700f5u, 0x00000006u, 0x000000ffu, 0x000000abu,
    0x000000b1u, 0x000000feu, 0x000000fcu, 0x00050041u, 0x0000003cu, 0x000000bcu, 0x00000039u, 0x000000bbu, 0x0004003du, 0x00000022u,
    0x000000bdu, 0x000000bcu, 0x00050080u, 0x00000022u, 0x000000bfu, 0x000000bdu, 0x0000008eu, 0x00060041u, 0x0000007cu, 0x000000c0u,
    0x000000a3u, 0x0000003bu, 0x000000bfu, 0x0004003du, 0x00000006u, 0x000000c1u, 0x000000c0u, 0x00050085u, 0x00000006u, 0x000000c3u,
    0x000000c1u, 0x000000ffu, 0x00060041u, 0x0000007cu, 0x000000c6u, 0x00000070u, 0x0000003bu, 0x00000066u, 0x0003003eu, 0x000000c6u,
    0x000000c3u, 0x000200f9u, 0x00000089u, 0x000200f8u, 0x000000c7u, 0x00050082u, 0x00000022u, 0x000000ccu, 0x0000002bu, 0x0000003eu,
    0x00050082u, 0x00000022u, 0x000000cfu, 0x000000ccu, 0x00000041u, 0x00050041u, 0x0000003cu, 0x000000d2u, 0x00000039u, 0x000000d1u,
    0x0004003du, 0x00000022u, 0x000000d3u, 0x000000d2u, 0x00050084u, 0x00000022u, 0x000000d7u, 0x00000035u, 0x00000041u, 0x00050080u,
    0x00000022u, 0x000000d8u, 0x000000d3u, 0x000000d7u, 0x00050080u, 0x00000022u, 0x000000dau, 0x000000d8u, 0x000000cfu, 0x00060041u,
    0x0000007cu, 0x000000dbu, 0x00000093u, 0x0000003bu, 0x000000dau, 0x0004003du, 0x00000006u, 0x000000dcu, 0x000000dbu, 0x0004007fu,
    0x00000006u, 0x000000ddu, 0x000000dcu, 0x0006000cu, 0x00000006u, 0x000000deu, 0x00000001u, 0x0000001bu, 0x000000ddu, 0x00050081u,
    0x00000006u, 0x000000dfu, 0x0000000du, 0x000000deu, 0x00050088u, 0x00000006u, 0x000000e0u, 0x0000000du, 0x000000dfu, 0x00060041u,
    0x0000007cu, 0x000000e1u, 0x00000070u, 0x0000003bu, 0x00000066u, 0x0003003eu, 0x000000e1u, 0x000000e0u, 0x000200f9u, 0x00000089u,
    0x000200f8u, 0x00000089u, 0x000200f9u, 0x000000e4u, 0x000200f8u, 0x000000e4u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_delta[2803] = { /* delta.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x0000039cu, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x00000053u, 0x0000005eu, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00050048u,
    0x00000011u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000011u, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u,
    0x00000011u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000011u, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u,
    0x00000011u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000011u, 0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u,
    0x00000011u, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x00000011u, 0x00000007u, 0x00000023u, 0x0000001cu, 0x00050048u,
    0x00000011u, 0x00000008u, 0x00000023u, 0x00000020u, 0x00050048u, 0x00000011u, 0x00000009u, 0x00000023u, 0x00000024u, 0x00050048u,
    0x00000011u, 0x0000000au, 0x00000023u, 0x00000028u, 0x00050048u, 0x00000011u, 0x0000000bu, 0x00000023u, 0x0000002cu, 0x00050048u,
    0x00000011u, 0x0000000cu, 0x00000023u, 0x00000030u, 0x00050048u, 0x00000011u, 0x0000000du, 0x00000023u, 0x00000034u, 0x00050048u,
    0x00000011u, 0x0000000eu, 0x00000023u, 0x00000038u, 0x00050048u, 0x00000011u, 0x0000000fu, 0x00000023u, 0x0000003cu, 0x00050048u,
    0x00000011u, 0x00000010u, 0x00000023u, 0x00000040u, 0x00050048u, 0x00000011u, 0x00000011u, 0x00000023u, 0x00000044u, 0x00050048u,
    0x00000011u, 0x00000012u, 0x00000023u, 0x00000048u, 0x00030047u, 0x00000011u, 0x00000002u, 0x00040047u, 0x0000001du, 0x00000006u,
    0x00000004u, 0x00040048u, 0x0000001eu, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000001eu, 0x00000000u, 0x00000023u, 0x00000000u,
    0x00030047u, 0x0000001eu, 0x00000003u, 0x00040047u, 0x00000020u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000020u, 0x00000021u,
    0x00000000u, 0x00040047u, 0x00000053u, 0x0000000bu, 0x0000001bu, 0x00040047u, 0x00000059u, 0x00000001u, 0x00000000u, 0x00040047u,
    0x0000005bu, 0x0000000bu, 0x00000019u, 0x00040047u, 0x0000005eu, 0x0000000bu, 0x0000001au, 0x00030047u, 0x00000066u, 0x0000002au,
    0x00030047u, 0x0000006cu, 0x0000002au, 0x00030047u, 0x00000075u, 0x0000002au, 0x00030047u, 0x00000076u, 0x0000002au, 0x00030047u,
    0x00000078u, 0x0000002au, 0x00030047u, 0x0000007du, 0x0000002au, 0x00030047u, 0x0000008au, 0x0000002au, 0x00030047u, 0x0000008bu,
    0x0000002au, 0x00030047u, 0x00000091u, 0x0000002au, 0x00030047u, 0x000000a1u, 0x0000002au, 0x00030047u, 0x000000a3u, 0x0000002au,
    0x00030047u, 0x000000ccu, 0x0000002au, 0x00030047u, 0x000000ddu, 0x0000002au, 0x00030047u, 0x000000f3u, 0x0000002au, 0x00030047u,
    0x000000f8u, 0x0000002au, 0x00030047u, 0x000000ffu, 0x0000002au, 0x00030047u, 0x00000102u, 0x0000002au, 0x00030047u, 0x00000106u,
    0x0000002au, 0x00030047u, 0x0000010au, 0x0000002au, 0x00040047u, 0x0000011au, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000011bu,
    0x00000000u, 0x00000018u, 0x00050048u, 0x0000011bu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000011bu, 0x00000003u,
    0x00040047u, 0x0000011du, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000011du, 0x00000021u, 0x00000001u, 0x00030047u, 0x00000137u,
    0x0000002au, 0x00030047u, 0x0000013au, 0x0000002au, 0x00030047u, 0x0000013cu, 0x0000002au, 0x00030047u, 0x0000013fu, 0x0000002au,
    0x00030047u, 0x00000141u, 0x0000002au, 0x00030047u, 0x00000142u, 0x0000002au, 0x00030047u, 0x0000016bu, 0x0000002au, 0x00030047u,
    0x00000180u, 0x0000002au, 0x00030047u, 0x00000182u, 0x0000002au, 0x00030047u, 0x00000189u, 0x0000002au, 0x00030047u, 0x0000018bu,
    0x0000002au, 0x00030047u, 0x000001b4u, 0x0000002au, 0x00030047u, 0x000001beu, 0x0000002au, 0x00030047u, 0x000001c6u, 0x0000002au,
    0x00030047u, 0x000001c8u, 0x0000002au, 0x00030047u, 0x000001ccu, 0x0000002au, 0x00030047u, 0x000001ceu, 0x0000002au, 0x00030047u,
    0x000001d3u, 0x0000002au, 0x00030047u, 0x000001ddu, 0x0000002au, 0x00030047u, 0x000001dfu, 0x0000002au, 0x00030047u, 0x000001f8u,
    0x0000002au, 0x00030047u, 0x000001f9u, 0x0000002au, 0x00030047u, 0x00000200u, 0x0000002au, 0x00040047u, 0x0000021du, 0x00000006u,
    0x00000004u, 0x00050048u, 0x0000021eu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000021eu, 0x00000003u, 0x00040047u,
    0x00000220u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000220u, 0x00000021u, 0x00000002u, 0x00030047u, 0x0000022bu, 0x0000002au,
    0x00030047u, 0x0000022du, 0x0000002au, 0x00030047u, 0x00000247u, 0x0000002au, 0x00030047u, 0x00000255u, 0x0000002au, 0x00030047u,
    0x00000256u, 0x0000002au, 0x00030047u, 0x00000257u, 0x0000002au, 0x00030047u, 0x00000275u, 0x0000002au, 0x00030047u, 0x0000027au,
    0x0000002au, 0x00030047u, 0x0000027bu, 0x0000002au, 0x00030047u, 0x0000028au, 0x0000002au, 0x00030047u, 0x0000028cu, 0x0000002au,
    0x00040047u, 0x000002b7u, 0x00000006u, 0x00000004u, 0x00040048u, 0x000002b8u, 0x00000000u, 0x00000019u, 0x00050048u, 0x000002b8u,
    0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000002b8u, 0x00000003u, 0x00040047u, 0x000002bau, 0x00000022u, 0x00000000u,
    0x00040047u, 0x000002bau, 0x00000021u, 0x00000003u, 0x00030047u, 0x000002d0u, 0x0000002au, 0x00020013u, 0x00000002u, 0x00030021u,
    0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000001u, 0x00040015u, 0x00000008u, 0x00000020u, 0x00000000u,
    0x00030016u, 0x0000000au, 0x00000020u, 0x0015001eu, 0x00000011u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u,
    0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u,
    0x00000008u, 0x00000008u, 0x00000008u, 0x00000008u, 0x00040020u, 0x00000012u, 0x00000009u, 0x00000011u, 0x0004003bu, 0x00000012u,
    0x00000013u, 0x00000009u, 0x0004002bu, 0x00000006u, 0x00000014u, 0x00000008u, 0x00040020u, 0x00000015u, 0x00000009u, 0x00000008u,
    0x00020014u, 0x00000019u, 0x0003001du, 0x0000001du, 0x0000000au, 0x0003001eu, 0x0000001eu, 0x0000001du, 0x00040020u, 0x0000001fu,
    0x00000002u, 0x0000001eu, 0x0004003bu, 0x0000001fu, 0x00000020u, 0x00000002u, 0x0004002bu, 0x00000006u, 0x00000021u, 0x00000000u,
    0x0004002bu, 0x00000006u, 0x00000022u, 0x0000000bu, 0x0004002bu, 0x00000006u, 0x00000027u, 0x00000009u, 0x0004002bu, 0x00000006u,
    0x0000002bu, 0x0000000au, 0x00040020u, 0x00000032u, 0x00000002u, 0x0000000au, 0x0004002bu, 0x00000006u, 0x00000036u, 0x0000000cu,
    0x0004002bu, 0x00000006u, 0x0000003du, 0x00000005u, 0x0004002bu, 0x00000006u, 0x00000042u, 0x00000001u, 0x00040017u, 0x00000051u,
    0x00000008u, 0x00000003u, 0x00040020u, 0x00000052u, 0x00000001u, 0x00000051u, 0x0004003bu, 0x00000052u, 0x00000053u, 0x00000001u,
    0x0004002bu, 0x00000008u, 0x00000054u, 0x00000000u, 0x00040020u, 0x00000055u, 0x00000001u, 0x00000008u, 0x00040032u, 0x00000008u,
    0x00000059u, 0x00000001u, 0x0004002bu, 0x00000008u, 0x0000005au, 0x00000001u, 0x00060033u, 0x00000051u, 0x0000005bu, 0x00000059u,
    0x0000005au, 0x0000005au, 0x0004003bu, 0x00000052u, 0x0000005eu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000063u, 0x00000002u,
    0x0004002bu, 0x00000006u, 0x00000069u, 0x00000003u, 0x0004002bu, 0x00000006u, 0x00000072u, 0x00000004u, 0x0004002bu, 0x00000008u,
    0x00000077u, 0x00000002u, 0x0004002bu, 0x00000006u, 0x0000008eu, 0x00000012u, 0x0004002bu, 0x00000006u, 0x000000bau, 0x0000000eu,
    0x0004002bu, 0x00000006u, 0x000000c0u, 0x0000000fu, 0x0004002bu, 0x0000000au, 0x000000c7u, 0x3f800000u, 0x0004002bu, 0x00000006u,
    0x000000d4u, 0x00000006u, 0x0004002bu, 0x00000006u, 0x000000d9u, 0x00000007u, 0x0004002bu, 0x0000000au, 0x0000010eu, 0x00000000u,
    0x0003001du, 0x0000011au, 0x0000000au, 0x0003001eu, 0x0000011bu, 0x0000011au, 0x00040020u, 0x0000011cu, 0x00000002u, 0x0000011bu,
    0x0004003bu, 0x0000011cu, 0x0000011du, 0x00000002u, 0x0004002bu, 0x00000006u, 0x0000011eu, 0x0000000du, 0x0004002bu, 0x00000008u,
    0x00000149u, 0x00000200u, 0x0004001cu, 0x0000014au, 0x0000000au, 0x00000149u, 0x00040020u, 0x0000014bu, 0x00000004u, 0x0000014au,
    0x0004003bu, 0x0000014bu, 0x0000014cu, 0x00000004u, 0x00040020u, 0x0000014fu, 0x00000004u, 0x0000000au, 0x0004003bu, 0x0000014bu,
    0x00000159u, 0x00000004u, 0x0004003bu, 0x0000014bu, 0x00000161u, 0x00000004u, 0x0004002bu, 0x00000008u, 0x0000016cu, 0x00000108u,
    0x00060034u, 0x00000008u, 0x0000018fu, 0x00000051u, 0x0000005bu, 0x00000000u, 0x0004001cu, 0x00000190u, 0x0000000au, 0x0000018fu,
    0x00040020u, 0x00000191u, 0x00000004u, 0x00000190u, 0x0004003bu, 0x00000191u, 0x00000192u, 0x00000004u, 0x00060034u, 0x00000008u,
    0x00000196u, 0x00000051u, 0x0000005bu, 0x00000000u, 0x0004001cu, 0x00000197u, 0x0000000au, 0x00000196u, 0x00040020u, 0x00000198u,
    0x00000004u, 0x00000197u, 0x0004003bu, 0x00000198u, 0x00000199u, 0x00000004u, 0x0004002bu, 0x0000000au, 0x000001c5u, 0x358637bdu,
    0x0003001du, 0x0000021du, 0x0000000au, 0x0003001eu, 0x0000021eu, 0x0000021du, 0x00040020u, 0x0000021fu, 0x00000002u, 0x0000021eu,
    0x0004003bu, 0x0000021fu, 0x00000220u, 0x00000002u, 0x0004002bu, 0x00000008u, 0x00000293u, 0x00000048u, 0x0004002bu, 0x00000006u,
    0x0000029au, 0x00000010u, 0x0003001du, 0x000002b7u, 0x0000000au, 0x0003001eu, 0x000002b8u, 0x000002b7u, 0x00040020u, 0x000002b9u,
    0x00000002u, 0x000002b8u, 0x0004003bu, 0x000002b9u, 0x000002bau, 0x00000002u, 0x0004002bu, 0x00000006u, 0x000002bbu, 0x00000011u,
    0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x00050041u, 0x00000055u, 0x00000056u,
    0x00000053u, 0x00000054u, 0x0004003du, 0x00000008u, 0x00000057u, 0x00000056u, 0x00050051u, 0x00000008u, 0x0000005cu, 0x0000005bu,
    0x00000000u, 0x00050041u, 0x00000055u, 0x0000005fu, 0x0000005eu, 0x00000054u, 0x0004003du, 0x00000008u, 0x00000060u, 0x0000005fu,
    0x00050041u, 0x00000015u, 0x00000064u, 0x00000013u, 0x00000063u, 0x0004003du, 0x00000008u, 0x00000065u, 0x00000064u, 0x00050086u,
    0x00000008u, 0x00000066u, 0x00000060u, 0x00000065u, 0x00050041u, 0x00000015u, 0x0000006au, 0x00000013u, 0x00000069u, 0x0004003du,
    0x00000008u, 0x0000006bu, 0x0000006au, 0x00050084u, 0x00000008u, 0x0000006cu, 0x00000066u, 0x0000006bu, 0x00050041u, 0x00000015u,
    0x0000006eu, 0x00000013u, 0x00000021u, 0x0004003du, 0x00000008u, 0x0000006fu, 0x0000006eu, 0x00050041u, 0x00000015u, 0x00000070u,
    0x00000013u, 0x00000042u, 0x0004003du, 0x00000008u, 0x00000071u, 0x00000070u, 0x00050041u, 0x00000015u, 0x00000073u, 0x00000013u,
    0x00000072u, 0x0004003du, 0x00000008u, 0x00000074u, 0x00000073u, 0x00050084u, 0x00000008u, 0x00000075u, 0x00000071u, 0x00000074u,
    0x00050082u, 0x00000008u, 0x00000076u, 0x0000006fu, 0x00000075u, 0x00050086u, 0x00000008u, 0x00000078u, 0x00000076u, 0x00000077u,
    0x00050080u, 0x00000008u, 0x0000007du, 0x00000078u, 0x0000006cu, 0x00050084u, 0x00000008u, 0x0000008au, 0x00000060u, 0x00000074u,
    0x00050080u, 0x00000008u, 0x0000008bu, 0x00000076u, 0x0000008au, 0x00050041u, 0x00000015u, 0x0000008fu, 0x00000013u, 0x0000008eu,
    0x0004003du, 0x00000008u, 0x00000090u, 0x0000008fu, 0x00050089u, 0x00000008u, 0x00000091u, 0x00000057u, 0x00000090u, 0x00050086u,
    0x00000008u, 0x00000096u, 0x00000057u, 0x00000090u, 0x00050086u, 0x00000008u, 0x0000009bu, 0x0000005cu, 0x00000090u, 0x00050041u,
    0x00000055u, 0x0000009du, 0x0000005eu, 0x0000005au, 0x0004003du, 0x00000008u, 0x0000009eu, 0x0000009du, 0x00050084u, 0x00000008u,
    0x000000a1u, 0x0000009eu, 0x00000090u, 0x00050080u, 0x00000008u, 0x000000a3u, 0x000000a1u, 0x00000091u, 0x00050084u, 0x00000008u,
    0x000000a7u, 0x00000077u, 0x0000006bu, 0x00050080u, 0x00000008u, 0x000000aau, 0x000000a7u, 0x00000074u, 0x000500b0u, 0x00000019u,
    0x000000b0u, 0x000000a3u, 0x00000074u, 0x00050084u, 0x00000008u, 0x000000b5u, 0x00000060u, 0x0000006bu, 0x00050084u, 0x00000008u,
    0x000000b8u, 0x000000b5u, 0x00000074u, 0x00050041u, 0x00000015u, 0x000000bbu, 0x00000013u, 0x000000bau, 0x0004003du, 0x00000008u,
    0x000000bcu, 0x000000bbu, 0x00050080u, 0x00000008u, 0x000000beu, 0x000000bcu, 0x000000b8u, 0x00050041u, 0x00000015u, 0x000000c1u,
    0x00000013u, 0x000000c0u, 0x0004003du, 0x00000008u, 0x000000c2u, 0x000000c1u, 0x00050080u, 0x00000008u, 0x000000c4u, 0x000000c2u,
    0x000000b8u, 0x00040070u, 0x0000000au, 0x000000cau, 0x0000006bu, 0x0006000cu, 0x0000000au, 0x000000cbu, 0x00000001u, 0x0000001fu,
    0x000000cau, 0x00050088u, 0x0000000au, 0x000000ccu, 0x000000c7u, 0x000000cbu, 0x000200f9u, 0x000000ceu, 0x000200f8u, 0x000000ceu,
    0x000700f5u, 0x00000008u, 0x0000036eu, 0x00000054u, 0x00000005u, 0x000002d0u, 0x000000d1u, 0x00050041u, 0x00000015u, 0x000000d5u,
    0x00000013u, 0x000000d4u, 0x0004003du, 0x00000008u, 0x000000d6u, 0x000000d5u, 0x000500b0u, 0x00000019u, 0x000000d7u, 0x0000036eu,
    0x000000d6u, 0x000400f6u, 0x000000d0u, 0x000000d1u, 0x00000000u, 0x000400fau, 0x000000d7u, 0x000000cfu, 0x000000d0u, 0x000200f8u,
    0x000000cfu, 0x00050041u, 0x00000015u, 0x000000dau, 0x00000013u, 0x000000d9u, 0x0004003du, 0x00000008u, 0x000000dbu, 0x000000dau,
    0x00050080u, 0x00000008u, 0x000000ddu, 0x000000dbu, 0x0000036eu, 0x0004007cu, 0x00000006u, 0x000000deu, 0x000000ddu, 0x000200f9u,
    0x000000e1u, 0x000200f8u, 0x000000e1u, 0x000700f5u, 0x00000008u, 0x0000036fu, 0x00000057u, 0x000000cfu, 0x0000016bu, 0x000000e4u,
    0x000500b0u, 0x00000019u, 0x000000e8u, 0x0000036fu, 0x000000aau, 0x000400f6u, 0x000000e3u, 0x000000e4u, 0x00000000u, 0x000400fau,
    0x000000e8u, 0x000000e2u, 0x000000e3u, 0x000200f8u, 0x000000e2u, 0x000500b0u, 0x00000019u, 0x000000edu, 0x0000036fu, 0x0000006bu,
    0x000300f7u, 0x000000f0u, 0x00000000u, 0x000400fau, 0x000000edu, 0x000000efu, 0x000000f4u, 0x000200f8u, 0x000000efu, 0x00050080u,
    0x00000008u, 0x000000f3u, 0x0000006cu, 0x0000036fu, 0x000200f9u, 0x000000f0u, 0x000200f8u, 0x000000f4u, 0x00050084u, 0x00000008u,
    0x000000f8u, 0x00000077u, 0x0000006bu, 0x000500b0u, 0x00000019u, 0x000000f9u, 0x0000036fu, 0x000000f8u, 0x000300f7u, 0x000000fcu,
    0x00000000u, 0x000400fau, 0x000000f9u, 0x000000fbu, 0x00000103u, 0x000200f8u, 0x000000fbu, 0x00050080u, 0x00000008u, 0x000000ffu,
    0x0000007du, 0x0000036fu, 0x00050082u, 0x00000008u, 0x00000102u, 0x000000ffu, 0x0000006bu, 0x000200f9u, 0x000000fcu, 0x000200f8u,
    0x00000103u, 0x00050080u, 0x00000008u, 0x00000106u, 0x0000008bu, 0x0000036fu, 0x00050082u, 0x00000008u, 0x0000010au, 0x00000106u,
    0x000000f8u, 0x000200f9u, 0x000000fcu, 0x000200f8u, 0x000000fcu, 0x000700f5u, 0x00000008u, 0x00000392u, 0x00000102u, 0x000000fbu,
    0x0000010au, 0x00000103u, 0x000200f9u, 0x000000f0u, 0x000200f8u, 0x000000f0u, 0x000700f5u, 0x00000008u, 0x00000393u, 0x000000f3u,
    0x000000efu, 0x00000392u, 0x000000fcu, 0x000200f9u, 0x00000110u, 0x000200f8u, 0x00000110u, 0x000700f5u, 0x0000000au, 0x00000395u,
    0x0000010eu, 0x000000f0u, 0x0000013au, 0x00000113u, 0x000700f5u, 0x00000008u, 0x00000394u, 0x00000054u, 0x000000f0u, 0x0000013cu,
    0x00000113u, 0x00050041u, 0x00000015u, 0x00000116u, 0x00000013u, 0x0000003du, 0x0004003du, 0x00000008u, 0x00000117u, 0x00000116u,
    0x000500b0u, 0x00000019u, 0x00000118u, 0x00000394u, 0x00000117u, 0x000400f6u, 0x00000112u, 0x00000113u, 0x00000000u, 0x000400fau,
    0x00000118u, 0x00000111u, 0x00000112u, 0x000200f8u, 0x00000111u, 0x00050041u, 0x00000015u, 0x0000011fu, 0x00000013u, 0x0000011eu,
    0x0004003du, 0x00000008u, 0x00000120u, 0x0000011fu, 0x00050084u, 0x00000008u, 0x00000124u, 0x00000394u, 0x0000006fu, 0x00050080u,
    0x00000008u, 0x00000125u, 0x00000120u, 0x00000124u, 0x00050080u, 0x00000008u, 0x00000127u, 0x00000125u, 0x00000393u, 0x00060041u,
    0x00000032u, 0x00000128u, 0x0000011du, 0x00000021u, 0x00000127u, 0x0004003du, 0x0000000au, 0x00000129u, 0x00000128u, 0x0004007cu,
    0x00000006u, 0x0000012du, 0x00000117u, 0x00050082u, 0x00000006u, 0x0000012eu, 0x000000deu, 0x0000012du, 0x00050080u, 0x00000006u,
    0x0000012fu, 0x0000012eu, 0x00000042u, 0x0004007cu, 0x00000006u, 0x00000131u, 0x00000394u, 0x00050080u, 0x00000006u, 0x00000132u,
    0x0000012fu, 0x00000131u, 0x000300f7u, 0x00000308u, 0x00000000u, 0x000300fbu, 0x00000054u, 0x000002dcu, 0x000200f8u, 0x000002dcu,
    0x00050041u, 0x00000015u, 0x000002deu, 0x00000013u, 0x00000014u, 0x0004003du, 0x00000008u, 0x000002dfu, 0x000002deu, 0x0004007cu,
    0x00000006u, 0x000002e0u, 0x000002dfu, 0x000500afu, 0x00000019u, 0x000002e1u, 0x00000132u, 0x000002e0u, 0x000300f7u, 0x000002f2u,
    0x00000000u, 0x000400fau, 0x000002e1u, 0x000002e2u, 0x000002f2u, 0x000200f8u, 0x000002e2u, 0x00050041u, 0x00000015u, 0x000002e3u,
    0x00000013u, 0x00000022u, 0x0004003du, 0x00000008u, 0x000002e4u, 0x000002e3u, 0x0004007cu, 0x00000008u, 0x000002e6u, 0x00000132u,
    0x00050041u, 0x00000015u, 0x000002e7u, 0x00000013u, 0x00000027u, 0x0004003du, 0x00000008u, 0x000002e8u, 0x000002e7u, 0x00050089u,
    0x00000008u, 0x000002e9u, 0x000002e6u, 0x000002e8u, 0x00050041u, 0x00000015u, 0x000002eau, 0x00000013u, 0x0000002bu, 0x0004003du,
    0x00000008u, 0x000002ebu, 0x000002eau, 0x00050084u, 0x00000008u, 0x000002ecu, 0x000002e9u, 0x000002ebu, 0x00050080u, 0x00000008u,
    0x000002edu, 0x000002e4u, 0x000002ecu, 0x00050080u, 0x00000008u, 0x000002efu, 0x000002edu, 0x00000393u, 0x00060041u, 0x00000032u,
    0x000002f0u, 0x00000020u, 0x00000021u, 0x000002efu, 0x0004003du, 0x0000000au, 0x000002f1u, 0x000002f0u, 0x000200f9u, 0x00000308u,
    0x000200f8u, 0x000002f2u, 0x00050041u, 0x00000015u, 0x000002f3u, 0x00000013u, 0x00000036u, 0x0004003du, 0x00000008u, 0x000002f4u,
    0x000002f3u, 0x00050082u, 0x00000006u, 0x000002fcu, 0x000002e0u, 0x0000012du, 0x00050080u, 0x00000006u, 0x000002fdu, 0x000002fcu,
    0x00000042u, 0x00050082u, 0x00000006u, 0x000002feu, 0x00000132u, 0x000002fdu, 0x0004007cu, 0x00000008u, 0x000002ffu, 0x000002feu,
    0x00050084u, 0x00000008u, 0x00000302u, 0x000002ffu, 0x0000006fu, 0x00050080u, 0x00000008u, 0x00000303u, 0x000002f4u, 0x00000302u,
    0x00050080u, 0x00000008u, 0x00000305u, 0x00000303u, 0x00000393u, 0x00060041u, 0x00000032u, 0x00000306u, 0x00000020u, 0x00000021u,
    0x00000305u, 0x0004003du, 0x0000000au, 0x00000307u, 0x00000306u, 0x000200f9u, 0x00000308u, 0x000200f8u, 0x00000308u, 0x000700f5u,
    0x0000000au, 0x0000039bu, 0x000002f1u, 0x000002e2u, 0x00000307u, 0x000002f2u, 0x00050085u, 0x0000000au, 0x00000137u, 0x00000129u,
    0x0000039bu, 0x00050081u, 0x0000000au, 0x0000013au, 0x00000395u, 0x00000137u, 0x000200f9u, 0x00000113u, 0x000200f8u, 0x00000113u,
    0x00050080u, 0x00000008u, 0x0000013cu, 0x00000394u, 0x00000042u, 0x000200f9u, 0x00000110u, 0x000200f8u, 0x00000112u, 0x0004007fu,
    0x0000000au, 0x0000013fu, 0x00000395u, 0x0006000cu, 0x0000000au, 0x00000140u, 0x00000001u, 0x0000001bu, 0x0000013fu, 0x00050081u,
    0x0000000au, 0x00000141u, 0x000000c7u, 0x00000140u, 0x00050088u, 0x0000000au, 0x00000142u, 0x00000395u, 0x00000141u, 0x000300f7u,
    0x00000148u, 0x00000000u, 0x000400fau, 0x000000edu, 0x00000147u, 0x00000151u, 0x000200f8u, 0x00000147u, 0x00050041u, 0x0000014fu,
    0x00000150u, 0x0000014cu, 0x0000036fu, 0x0003003eu, 0x00000150u, 0x00000142u, 0x000200f9u, 0x00000148u, 0x000200f8u, 0x00000151u,
    0x000500b0u, 0x00000019u, 0x00000156u, 0x0000036fu, 0x000000a7u, 0x000300f7u, 0x00000158u, 0x00000000u, 0x000400fau, 0x00000156u,
    0x00000157u, 0x00000160u, 0x000200f8u, 0x00000157u, 0x00050082u, 0x00000008u, 0x0000015du, 0x0000036fu, 0x0000006bu, 0x00050041u,
    0x0000014fu, 0x0000015fu, 0x00000159u, 0x0000015du, 0x0003003eu, 0x0000015fu, 0x00000142u, 0x000200f9u, 0x00000158u, 0x000200f8u,
    0x00000160u, 0x00050082u, 0x00000008u, 0x00000166u, 0x0000036fu, 0x000000a7u, 0x00050041u, 0x0000014fu, 0x00000168u, 0x00000161u,
    0x00000166u, 0x0003003eu, 0x00000168u, 0x00000142u, 0x000200f9u, 0x00000158u, 0x000200f8u, 0x00000158u, 0x000200f9u, 0x00000148u,
    0x000200f8u, 0x00000148u, 0x000200f9u, 0x000000e4u, 0x000200f8u, 0x000000e4u, 0x00050080u, 0x00000008u, 0x0000016bu, 0x0000036fu,
    0x0000005cu, 0x000200f9u, 0x000000e1u, 0x000200f8u, 0x000000e3u, 0x000400e0u, 0x00000077u, 0x00000077u, 0x0000016cu, 0x000200f9u,
    0x00000171u, 0x000200f8u, 0x00000171u, 0x000700f5u, 0x0000000au, 0x00000372u, 0x0000010eu, 0x000000e3u, 0x0000018bu, 0x00000172u,
    0x000700f5u, 0x0000000au, 0x00000371u, 0x0000010eu, 0x000000e3u, 0x00000182u, 0x00000172u, 0x000700f5u, 0x00000008u, 0x00000370u,
    0x00000057u, 0x000000e3u, 0x0000018eu, 0x00000172u, 0x000500b0u, 0x00000019u, 0x00000179u, 0x00000370u, 0x0000006bu, 0x000400f6u,
    0x00000173u, 0x00000172u, 0x00000000u, 0x000400fau, 0x00000179u, 0x00000172u, 0x00000173u, 0x000200f8u, 0x00000172u, 0x00050041u,
    0x0000014fu, 0x0000017bu, 0x0000014cu, 0x00000370u, 0x0004003du, 0x0000000au, 0x0000017cu, 0x0000017bu, 0x0004003du, 0x0000000au,
    0x0000017fu, 0x0000017bu, 0x00050085u, 0x0000000au, 0x00000180u, 0x0000017cu, 0x0000017fu, 0x00050081u, 0x0000000au, 0x00000182u,
    0x00000371u, 0x00000180u, 0x00050041u, 0x0000014fu, 0x00000184u, 0x00000159u, 0x00000370u, 0x0004003du, 0x0000000au, 0x00000185u,
    0x00000184u, 0x0004003du, 0x0000000au, 0x00000188u, 0x00000184u, 0x00050085u, 0x0000000au, 0x00000189u, 0x00000185u, 0x00000188u,
    0x00050081u, 0x0000000au, 0x0000018bu, 0x00000372u, 0x00000189u, 0x00050080u, 0x00000008u, 0x0000018eu, 0x00000370u, 0x0000005cu,
    0x000200f9u, 0x00000171u, 0x000200f8u, 0x00000173u, 0x00050041u, 0x0000014fu, 0x00000195u, 0x00000192u, 0x00000057u, 0x0003003eu,
    0x00000195u, 0x00000371u, 0x00050041u, 0x0000014fu, 0x0000019cu, 0x00000199u, 0x00000057u, 0x0003003eu, 0x0000019cu, 0x00000372u,
    0x000400e0u, 0x00000077u, 0x00000077u, 0x0000016cu, 0x000500c2u, 0x00000008u, 0x0000019fu, 0x0000005cu, 0x00000042u, 0x000200f9u,
    0x000001a0u, 0x000200f8u, 0x000001a0u, 0x000700f5u, 0x00000008u, 0x00000373u, 0x0000019fu, 0x00000173u, 0x000001c1u, 0x000001a3u,
    0x000500acu, 0x00000019u, 0x000001a6u, 0x00000373u, 0x00000054u, 0x000400f6u, 0x000001a2u, 0x000001a3u, 0x00000000u, 0x000400fau,
    0x000001a6u, 0x000001a1u, 0x000001a2u, 0x000200f8u, 0x000001a1u, 0x000500b0u, 0x00000019u, 0x000001a9u, 0x00000057u, 0x00000373u,
    0x000300f7u, 0x000001abu, 0x00000000u, 0x000400fau, 0x000001a9u, 0x000001aau, 0x000001abu, 0x000200f8u, 0x000001aau, 0x00050080u,
    0x00000008u, 0x000001afu, 0x00000057u, 0x00000373u, 0x00050041u, 0x0000014fu, 0x000001b0u, 0x00000192u, 0x000001afu, 0x0004003du,
    0x0000000au, 0x000001b1u, 0x000001b0u, 0x0004003du, 0x0000000au, 0x000001b3u, 0x00000195u, 0x00050081u, 0x0000000au, 0x000001b4u,
    0x000001b3u, 0x000001b1u, 0x0003003eu, 0x00000195u, 0x000001b4u, 0x00050041u, 0x0000014fu, 0x000001bau, 0x00000199u, 0x000001afu,
    0x0004003du, 0x0000000au, 0x000001bbu, 0x000001bau, 0x0004003du, 0x0000000au, 0x000001bdu, 0x0000019cu, 0x00050081u, 0x0000000au,
    0x000001beu, 0x000001bdu, 0x000001bbu, 0x0003003eu, 0x0000019cu, 0x000001beu, 0x000200f9u, 0x000001abu, 0x000200f8u, 0x000001abu,
    0x000400e0u, 0x00000077u, 0x00000077u, 0x0000016cu, 0x000200f9u, 0x000001a3u, 0x000200f8u, 0x000001a3u, 0x000500c2u, 0x00000008u,
    0x000001c1u, 0x00000373u, 0x00000042u, 0x000200f9u, 0x000001a0u, 0x000200f8u, 0x000001a2u, 0x00050041u, 0x0000014fu, 0x000001c3u,
    0x00000192u, 0x00000021u, 0x0004003du, 0x0000000au, 0x000001c4u, 0x000001c3u, 0x00050081u, 0x0000000au, 0x000001c6u, 0x000001c4u,
    0x000001c5u, 0x0006000cu, 0x0000000au, 0x000001c7u, 0x00000001u, 0x0000001fu, 0x000001c6u, 0x00050088u, 0x0000000au, 0x000001c8u,
    0x000000c7u, 0x000001c7u, 0x00050041u, 0x0000014fu, 0x000001cau, 0x00000199u, 0x00000021u, 0x0004003du, 0x0000000au, 0x000001cbu,
    0x000001cau, 0x00050081u, 0x0000000au, 0x000001ccu, 0x000001cbu, 0x000001c5u, 0x0006000cu, 0x0000000au, 0x000001cdu, 0x00000001u,
    0x0000001fu, 0x000001ccu, 0x00050088u, 0x0000000au, 0x000001ceu, 0x000000c7u, 0x000001cdu, 0x00050080u, 0x00000008u, 0x000001d3u,
    0x0000006fu, 0x00000060u, 0x000300f7u, 0x0000033au, 0x00000000u, 0x000300fbu, 0x00000054u, 0x0000030eu, 0x000200f8u, 0x0000030eu,
    0x00050041u, 0x00000015u, 0x00000310u, 0x00000013u, 0x00000014u, 0x0004003du, 0x00000008u, 0x00000311u, 0x00000310u, 0x0004007cu,
    0x00000006u, 0x00000312u, 0x00000311u, 0x000500afu, 0x00000019u, 0x00000313u, 0x000000deu, 0x00000312u, 0x000300f7u, 0x00000324u,
    0x00000000u, 0x000400fau, 0x00000313u, 0x00000314u, 0x00000324u, 0x000200f8u, 0x00000314u, 0x00050041u, 0x00000015u, 0x00000315u,
    0x00000013u, 0x00000022u, 0x0004003du, 0x00000008u, 0x00000316u, 0x00000315u, 0x0004007cu, 0x00000008u, 0x00000318u, 0x000000deu,
    0x00050041u, 0x00000015u, 0x00000319u, 0x00000013u, 0x00000027u, 0x0004003du, 0x00000008u, 0x0000031au, 0x00000319u, 0x00050089u,
    0x00000008u, 0x0000031bu, 0x00000318u, 0x0000031au, 0x00050041u, 0x00000015u, 0x0000031cu, 0x00000013u, 0x0000002bu, 0x0004003du,
    0x00000008u, 0x0000031du, 0x0000031cu, 0x00050084u, 0x00000008u, 0x0000031eu, 0x0000031bu, 0x0000031du, 0x00050080u, 0x00000008u,
    0x0000031fu, 0x00000316u, 0x0000031eu, 0x00050080u, 0x00000008u, 0x00000321u, 0x0000031fu, 0x000001d3u, 0x00060041u, 0x00000032u,
    0x00000322u, 0x00000020u, 0x00000021u, 0x00000321u, 0x0004003du, 0x0000000au, 0x00000323u, 0x00000322u, 0x000200f9u, 0x0000033au,
    0x000200f8u, 0x00000324u, 0x00050041u, 0x00000015u, 0x00000325u, 0x00000013u, 0x00000036u, 0x0004003du, 0x00000008u, 0x00000326u,
    0x00000325u, 0x00050041u, 0x00000015u, 0x0000032bu, 0x00000013u, 0x0000003du, 0x0004003du, 0x00000008u, 0x0000032cu, 0x0000032bu,
    0x0004007cu, 0x00000006u, 0x0000032du, 0x0000032cu, 0x00050082u, 0x00000006u, 0x0000032eu, 0x00000312u, 0x0000032du, 0x00050080u,
    0x00000006u, 0x0000032fu, 0x0000032eu, 0x00000042u, 0x00050082u, 0x00000006u, 0x00000330u, 0x000000deu, 0x0000032fu, 0x0004007cu,
    0x00000008u, 0x00000331u, 0x00000330u, 0x00050084u, 0x00000008u, 0x00000334u, 0x00000331u, 0x0000006fu, 0x00050080u, 0x00000008u,
    0x00000335u, 0x00000326u, 0x00000334u, 0x00050080u, 0x00000008u, 0x00000337u, 0x00000335u, 0x000001d3u, 0x00060041u, 0x00000032u,
    0x00000338u, 0x00000020u, 0x00000021u, 0x00000337u, 0x0004003du, 0x0000000au, 0x00000339u, 0x00000338u, 0x000200f9u, 0x0000033au,
    0x000200f8u, 0x0000033au, 0x000700f5u, 0x0000000au, 0x00000374u, 0x00000323u, 0x00000314u, 0x00000339u, 0x00000324u, 0x00050080u,
    0x00000008u, 0x000001ddu, 0x0000006fu, 0x00000071u, 0x00050080u, 0x00000008u, 0x000001dfu, 0x000001ddu, 0x00000060u, 0x000300f7u,
    0x0000036cu, 0x00000000u, 0x000300fbu, 0x00000054u, 0x00000340u, 0x000200f8u, 0x00000340u, 0x000300f7u, 0x00000356u, 0x00000000u,
    0x000400fau, 0x00000313u, 0x00000346u, 0x00000356u, 0x000200f8u, 0x00000346u, 0x00050041u, 0x00000015u, 0x00000347u, 0x00000013u,
    0x00000022u, 0x0004003du, 0x00000008u, 0x00000348u, 0x00000347u, 0x0004007cu, 0x00000008u, 0x0000034au, 0x000000deu, 0x00050041u,
    0x00000015u, 0x0000034bu, 0x00000013u, 0x00000027u, 0x0004003du, 0x00000008u, 0x0000034cu, 0x0000034bu, 0x00050089u, 0x00000008u,
    0x0000034du, 0x0000034au, 0x0000034cu, 0x00050041u, 0x00000015u, 0x0000034eu, 0x00000013u, 0x0000002bu, 0x0004003du, 0x00000008u,
    0x0000034fu, 0x0000034eu, 0x00050084u, 0x00000008u, 0x00000350u, 0x0000034du, 0x0000034fu, 0x00050080u, 0x00000008u, 0x00000351u,
    0x00000348u, 0x00000350u, 0x00050080u, 0x00000008u, 0x00000353u, 0x00000351u, 0x000001dfu, 0x00060041u, 0x00000032u, 0x00000354u,
    0x00000020u, 0x00000021u, 0x00000353u, 0x0004003du, 0x0000000au, 0x00000355u, 0x00000354u, 0x000200f9u, 0x0000036cu, 0x000200f8u,
    0x00000356u, 0x00050041u, 0x00000015u, 0x00000357u, 0x00000013u, 0x00000036u, 0x0004003du, 0x00000008u, 0x00000358u, 0x00000357u,
    0x00050041u, 0x00000015u, 0x0000035du, 0x00000013u, 0x0000003du, 0x0004003du, 0x00000008u, 0x0000035eu, 0x0000035du, 0x0004007cu,
    0x00000006u, 0x0000035fu, 0x0000035eu, 0x00050082u, 0x00000006u, 0x00000360u, 0x00000312u, 0x0000035fu, 0x00050080u, 0x00000006u,
    0x00000361u, 0x00000360u, 0x00000042u, 0x00050082u, 0x00000006u, 0x00000362u, 0x000000deu, 0x00000361u, 0x0004007cu, 0x00000008u,
    0x00000363u, 0x00000362u, 0x00050084u, 0x00000008u, 0x00000366u, 0x00000363u, 0x0000006fu, 0x00050080u, 0x00000008u, 0x00000367u,
    0x00000358u, 0x00000366u, 0x00050080u, 0x00000008u, 0x00000369u, 0x00000367u, 0x000001dfu, 0x00060041u, 0x00000032u, 0x0000036au,
    0x00000020u, 0x00000021u, 0x00000369u, 0x0004003du, 0x0000000au, 0x0000036bu, 0x0000036au, 0x000200f9u, 0x0000036cu, 0x000200f8u,
    0x0000036cu, 0x000700f5u, 0x0000000au, 0x00000375u, 0x00000355u, 0x00000346u, 0x0000036bu, 0x00000356u, 0x0006000cu, 0x0000000au,
    0x000001e6u, 0x00000001u, 0x0000001bu, 0x00000374u, 0x000400e0u, 0x00000077u, 0x00000077u, 0x0000016cu, 0x000200f9u, 0x000001e9u,
    0x000200f8u, 0x000001e9u, 0x000700f5u, 0x00000008u, 0x00000376u, 0x00000057u, 0x0000036cu, 0x00000204u, 0x000001eau, 0x000500b0u,
    0x00000019u, 0x000001f1u, 0x00000376u, 0x0000006bu, 0x000400f6u, 0x000001ebu, 0x000001eau, 0x00000000u, 0x000400fau, 0x000001f1u,
    0x000001eau, 0x000001ebu, 0x000200f8u, 0x000001eau, 0x00050041u, 0x0000014fu, 0x000001f4u, 0x0000014cu, 0x00000376u, 0x0004003du,
    0x0000000au, 0x000001f5u, 0x000001f4u, 0x00050085u, 0x0000000au, 0x000001f8u, 0x000001c8u, 0x000000ccu, 0x00050085u, 0x0000000au,
    0x000001f9u, 0x000001f5u, 0x000001f8u, 0x0003003eu, 0x000001f4u, 0x000001f9u, 0x00050041u, 0x0000014fu, 0x000001fdu, 0x00000159u,
    0x00000376u, 0x0004003du, 0x0000000au, 0x000001feu, 0x000001fdu, 0x00050085u, 0x0000000au, 0x00000200u, 0x000001feu, 0x000001ceu,
    0x0003003eu, 0x000001fdu, 0x00000200u, 0x00050080u, 0x00000008u, 0x00000204u, 0x00000376u, 0x0000005cu, 0x000200f9u, 0x000001e9u,
    0x000200f8u, 0x000001ebu, 0x000400e0u, 0x00000077u, 0x00000077u, 0x0000016cu, 0x000500aau, 0x00000019u, 0x00000207u, 0x0000036eu,
    0x00000054u, 0x000600a9u, 0x00000008u, 0x0000020au, 0x00000207u, 0x000000beu, 0x000000c4u, 0x000300f7u, 0x0000020eu, 0x00000000u,
    0x000400fau, 0x000000b0u, 0x0000020du, 0x0000020eu, 0x000200f8u, 0x0000020du, 0x000200f9u, 0x00000211u, 0x000200f8u, 0x00000211u,
    0x000700f5u, 0x0000000au, 0x0000037fu, 0x0000010eu, 0x0000020du, 0x0000022du, 0x00000212u, 0x000700f5u, 0x00000008u, 0x0000037du,
    0x00000096u, 0x0000020du, 0x00000230u, 0x00000212u, 0x000500b0u, 0x00000019u, 0x00000219u, 0x0000037du, 0x0000006bu, 0x000400f6u,
    0x00000213u, 0x00000212u, 0x00000000u, 0x000400fau, 0x00000219u, 0x00000212u, 0x00000213u, 0x000200f8u, 0x00000212u, 0x00050041u,
    0x0000014fu, 0x0000021bu, 0x00000159u, 0x0000037du, 0x0004003du, 0x0000000au, 0x0000021cu, 0x0000021bu, 0x00050084u, 0x00000008u,
    0x00000225u, 0x0000037du, 0x00000074u, 0x00050080u, 0x00000008u, 0x00000226u, 0x0000020au, 0x00000225u, 0x00050080u, 0x00000008u,
    0x00000228u, 0x00000226u, 0x000000a3u, 0x00060041u, 0x00000032u, 0x00000229u, 0x00000220u, 0x00000021u, 0x00000228u, 0x0004003du,
    0x0000000au, 0x0000022au, 0x00000229u, 0x00050085u, 0x0000000au, 0x0000022bu, 0x0000021cu, 0x0000022au, 0x00050081u, 0x0000000au,
    0x0000022du, 0x0000037fu, 0x0000022bu, 0x00050080u, 0x00000008u, 0x00000230u, 0x0000037du, 0x0000009bu, 0x000200f9u, 0x00000211u,
    0x000200f8u, 0x00000213u, 0x000200f9u, 0x0000020eu, 0x000200f8u, 0x0000020eu, 0x000700f5u, 0x0000000au, 0x0000037eu, 0x0000010eu,
    0x000001ebu, 0x0000037fu, 0x00000213u, 0x0003003eu, 0x00000195u, 0x0000037eu, 0x000400e0u, 0x00000077u, 0x00000077u, 0x0000016cu,
    0x000200f9u, 0x00000236u, 0x000200f8u, 0x00000236u, 0x000700f5u, 0x0000000au, 0x00000381u, 0x0000010eu, 0x0000020eu, 0x00000247u,
    0x00000237u, 0x000700f5u, 0x00000008u, 0x00000380u, 0x00000054u, 0x0000020eu, 0x00000249u, 0x00000237u, 0x000500b0u, 0x00000019u,
    0x0000023du, 0x00000380u, 0x0000009bu, 0x000400f6u, 0x00000238u, 0x00000237u, 0x00000000u, 0x000400fau, 0x0000023du, 0x00000237u,
    0x00000238u, 0x000200f8u, 0x00000237u, 0x00050084u, 0x00000008u, 0x00000241u, 0x00000380u, 0x00000090u, 0x00050080u, 0x00000008u,
    0x00000243u, 0x00000241u, 0x00000091u, 0x00050041u, 0x0000014fu, 0x00000244u, 0x00000192u, 0x00000243u, 0x0004003du, 0x0000000au,
    0x00000245u, 0x00000244u, 0x00050081u, 0x0000000au, 0x00000247u, 0x00000381u, 0x00000245u, 0x00050080u, 0x00000008u, 0x00000249u,
    0x00000380u, 0x00000042u, 0x000200f9u, 0x00000236u, 0x000200f8u, 0x00000238u, 0x000300f7u, 0x0000024eu, 0x00000000u, 0x000400fau,
    0x000000b0u, 0x0000024du, 0x00000258u, 0x000200f8u, 0x0000024du, 0x00050041u, 0x0000014fu, 0x00000251u, 0x00000161u, 0x000000a3u,
    0x0004003du, 0x0000000au, 0x00000252u, 0x00000251u, 0x00050085u, 0x0000000au, 0x00000255u, 0x000001e6u, 0x00000381u, 0x00050083u,
    0x0000000au, 0x00000256u, 0x00000252u, 0x00000255u, 0x00050085u, 0x0000000au, 0x00000257u, 0x00000375u, 0x00000256u, 0x000200f9u,
    0x0000024eu, 0x000200f8u, 0x00000258u, 0x000200f9u, 0x0000024eu, 0x000200f8u, 0x0000024eu, 0x000700f5u, 0x0000000au, 0x00000382u,
    0x00000257u, 0x0000024du, 0x0000010eu, 0x00000258u, 0x000300f7u, 0x0000025du, 0x00000000u, 0x000400fau, 0x000000b0u, 0x0000025cu,
    0x0000025du, 0x000200f8u, 0x0000025cu, 0x000200f9u, 0x00000260u, 0x000200f8u, 0x00000260u, 0x000700f5u, 0x0000000au, 0x00000385u,
    0x0000010eu, 0x0000025cu, 0x0000028cu, 0x00000261u, 0x000700f5u, 0x00000008u, 0x00000383u, 0x00000096u, 0x0000025cu, 0x0000028fu,
    0x00000261u, 0x000500b0u, 0x00000019u, 0x00000268u, 0x00000383u, 0x0000006bu, 0x000400f6u, 0x00000262u, 0x00000261u, 0x00000000u,
    0x000400fau, 0x00000268u, 0x00000261u, 0x00000262u, 0x000200f8u, 0x00000261u, 0x00050084u, 0x00000008u, 0x0000026fu, 0x00000383u,
    0x00000074u, 0x00050080u, 0x00000008u, 0x00000270u, 0x0000020au, 0x0000026fu, 0x00050080u, 0x00000008u, 0x00000272u, 0x00000270u,
    0x000000a3u, 0x00060041u, 0x00000032u, 0x00000273u, 0x00000220u, 0x00000021u, 0x00000272u, 0x0004003du, 0x0000000au, 0x00000274u,
    0x00000273u, 0x00050085u, 0x0000000au, 0x00000275u, 0x000001e6u, 0x00000274u, 0x00050041u, 0x0000014fu, 0x00000277u, 0x00000159u,
    0x00000383u, 0x0004003du, 0x0000000au, 0x00000278u, 0x00000277u, 0x00050085u, 0x0000000au, 0x0000027au, 0x00000278u, 0x00000382u,
    0x00050081u, 0x0000000au, 0x0000027bu, 0x00000275u, 0x0000027au, 0x00050080u, 0x00000008u, 0x00000281u, 0x000000c4u, 0x0000026fu,
    0x00050080u, 0x00000008u, 0x00000283u, 0x00000281u, 0x000000a3u, 0x00060041u, 0x00000032u, 0x00000285u, 0x00000220u, 0x00000021u,
    0x00000283u, 0x0003003eu, 0x00000285u, 0x0000027bu, 0x00050041u, 0x0000014fu, 0x00000287u, 0x0000014cu, 0x00000383u, 0x0004003du,
    0x0000000au, 0x00000288u, 0x00000287u, 0x00050085u, 0x0000000au, 0x0000028au, 0x00000288u, 0x0000027bu, 0x00050081u, 0x0000000au,
    0x0000028cu, 0x00000385u, 0x0000028au, 0x00050080u, 0x00000008u, 0x0000028fu, 0x00000383u, 0x0000009bu, 0x000200f9u, 0x00000260u,
    0x000200f8u, 0x00000262u, 0x000200f9u, 0x0000025du, 0x000200f8u, 0x0000025du, 0x000700f5u, 0x0000000au, 0x00000384u, 0x0000010eu,
    0x0000024eu, 0x00000385u, 0x00000262u, 0x0003003eu, 0x0000019cu, 0x00000384u, 0x000300e1u, 0x0000005au, 0x00000293u, 0x000400e0u,
    0x00000077u, 0x00000077u, 0x0000016cu, 0x000500aau, 0x00000019u, 0x00000295u, 0x00000096u, 0x00000054u, 0x000500a7u, 0x00000019u,
    0x00000297u, 0x00000295u, 0x000000b0u, 0x000300f7u, 0x00000299u, 0x00000000u, 0x000400fau, 0x00000297u, 0x00000298u, 0x00000299u,
    0x000200f8u, 0x00000298u, 0x00050041u, 0x00000015u, 0x0000029bu, 0x00000013u, 0x0000029au, 0x0004003du, 0x00000008u, 0x0000029cu,
    0x0000029bu, 0x000500abu, 0x00000019u, 0x0000029du, 0x0000029cu, 0x00000054u, 0x000200f9u, 0x00000299u, 0x000200f8u, 0x00000299u,
    0x000700f5u, 0x00000019u, 0x0000029eu, 0x00000297u, 0x0000025du, 0x0000029du, 0x00000298u, 0x000300f7u, 0x000002a0u, 0x00000000u,
    0x000400fau, 0x0000029eu, 0x0000029fu, 0x000002a0u, 0x000200f8u, 0x0000029fu, 0x000200f9u, 0x000002a3u, 0x000200f8u, 0x000002a3u,
    0x000700f5u, 0x0000000au, 0x0000038fu, 0x0000010eu, 0x0000029fu, 0x000002b4u, 0x000002a4u, 0x000700f5u, 0x00000008u, 0x00000386u,
    0x00000054u, 0x0000029fu, 0x000002b6u, 0x000002a4u, 0x000500b0u, 0x00000019u, 0x000002aau, 0x00000386u, 0x0000009bu, 0x000400f6u,
    0x000002a5u, 0x000002a4u, 0x00000000u, 0x000400fau, 0x000002aau, 0x000002a4u, 0x000002a5u, 0x000200f8u, 0x000002a4u, 0x00050084u,
    0x00000008u, 0x000002aeu, 0x00000386u, 0x00000090u, 0x00050080u, 0x00000008u, 0x000002b0u, 0x000002aeu, 0x00000091u, 0x00050041u,
    0x0000014fu, 0x000002b1u, 0x00000199u, 0x000002b0u, 0x0004003du, 0x0000000au, 0x000002b2u, 0x000002b1u, 0x00050081u, 0x0000000au,
    0x000002b4u, 0x0000038fu, 0x000002b2u, 0x00050080u, 0x00000008u, 0x000002b6u, 0x00000386u, 0x00000042u, 0x000200f9u, 0x000002a3u,
    0x000200f8u, 0x000002a5u, 0x00050041u, 0x00000015u, 0x000002bcu, 0x00000013u, 0x000002bbu, 0x0004003du, 0x00000008u, 0x000002bdu,
    0x000002bcu, 0x00050084u, 0x00000008u, 0x000002c1u, 0x0000036eu, 0x00000071u, 0x00050084u, 0x00000008u, 0x000002c4u, 0x000002c1u,
    0x00000074u, 0x00050080u, 0x00000008u, 0x000002c5u, 0x000002bdu, 0x000002c4u, 0x00050084u, 0x00000008u, 0x000002c9u, 0x00000060u,
    0x00000074u, 0x00050080u, 0x00000008u, 0x000002cau, 0x000002c5u, 0x000002c9u, 0x00050080u, 0x00000008u, 0x000002ccu, 0x000002cau,
    0x000000a3u, 0x00060041u, 0x00000032u, 0x000002ceu, 0x000002bau, 0x00000021u, 0x000002ccu, 0x0003003eu, 0x000002ceu, 0x0000038fu,
    0x000200f9u, 0x000002a0u, 0x000200f8u, 0x000002a0u, 0x000400e0u, 0x00000077u, 0x00000077u, 0x0000016cu, 0x000200f9u, 0x000000d1u,
    0x000200f8u, 0x000000d1u, 0x00050080u, 0x00000008u, 0x000002d0u, 0x0000036eu, 0x00000042u, 0x000200f9u, 0x000000ceu, 0x000200f8u,
    0x000000d0u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_attn_combine[725] = { /* attn_combine.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x000000deu, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x0000000bu, 0x00000016u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u,
    0x0000000bu, 0x0000000bu, 0x0000001bu, 0x00040047u, 0x00000011u, 0x00000001u, 0x00000000u, 0x00040047u, 0x00000013u, 0x0000000bu,
    0x00000019u, 0x00040047u, 0x00000016u, 0x0000000bu, 0x0000001au, 0x00050048u, 0x0000001eu, 0x00000000u, 0x00000023u, 0x00000000u,
    0x00050048u, 0x0000001eu, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u, 0x0000001eu, 0x00000002u, 0x00000023u, 0x00000008u,
    0x00050048u, 0x0000001eu, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u, 0x0000001eu, 0x00000004u, 0x00000023u, 0x00000010u,
    0x00030047u, 0x0000001eu, 0x00000002u, 0x00040047u, 0x00000049u, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000004au, 0x00000000u,
    0x00000018u, 0x00050048u, 0x0000004au, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000004au, 0x00000003u, 0x00040047u,
    0x0000004cu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000004cu, 0x00000021u, 0x00000000u, 0x00040047u, 0x000000c2u, 0x00000006u,
    0x00000004u, 0x00040048u, 0x000000c3u, 0x00000000u, 0x00000019u, 0x00050048u, 0x000000c3u, 0x00000000u, 0x00000023u, 0x00000000u,
    0x00030047u, 0x000000c3u, 0x00000003u, 0x00040047u, 0x000000c5u, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000c5u, 0x00000021u,
    0x00000001u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u,
    0x00040017u, 0x00000009u, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000000au, 0x00000001u, 0x00000009u, 0x0004003bu, 0x0000000au,
    0x0000000bu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x0000000cu, 0x00000000u, 0x00040020u, 0x0000000du, 0x00000001u, 0x00000006u,
    0x00040032u, 0x00000006u, 0x00000011u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000012u, 0x00000001u, 0x00060033u, 0x00000009u,
    0x00000013u, 0x00000011u, 0x00000012u, 0x00000012u, 0x0004003bu, 0x0000000au, 0x00000016u, 0x00000001u, 0x0007001eu, 0x0000001eu,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00040020u, 0x0000001fu, 0x00000009u, 0x0000001eu, 0x0004003bu,
    0x0000001fu, 0x00000020u, 0x00000009u, 0x00040015u, 0x00000021u, 0x00000020u, 0x00000001u, 0x0004002bu, 0x00000021u, 0x00000022u,
    0x00000001u, 0x00040020u, 0x00000023u, 0x00000009u, 0x00000006u, 0x0004002bu, 0x00000021u, 0x00000029u, 0x00000002u, 0x0004002bu,
    0x00000021u, 0x0000002du, 0x00000000u, 0x0004002bu, 0x00000006u, 0x00000030u, 0x00000002u, 0x00030016u, 0x00000037u, 0x00000020u,
    0x0004002bu, 0x00000037u, 0x0000003au, 0xff7fffffu, 0x0004002bu, 0x00000037u, 0x0000003cu, 0x00000000u, 0x00020014u, 0x00000046u,
    0x0003001du, 0x00000049u, 0x00000037u, 0x0003001eu, 0x0000004au, 0x00000049u, 0x00040020u, 0x0000004bu, 0x00000002u, 0x0000004au,
    0x0004003bu, 0x0000004bu, 0x0000004cu, 0x00000002u, 0x00040020u, 0x00000055u, 0x00000002u, 0x00000037u, 0x0004002bu, 0x00000021u,
    0x00000083u, 0x00000003u, 0x0004002bu, 0x00000021u, 0x00000087u, 0x00000004u, 0x0003001du, 0x000000c2u, 0x00000037u, 0x0003001eu,
    0x000000c3u, 0x000000c2u, 0x00040020u, 0x000000c4u, 0x00000002u, 0x000000c3u, 0x0004003bu, 0x000000c4u, 0x000000c5u, 0x00000002u,
    0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x00050041u, 0x0000000du, 0x0000000eu,
    0x0000000bu, 0x0000000cu, 0x0004003du, 0x00000006u, 0x0000000fu, 0x0000000eu, 0x00050051u, 0x00000006u, 0x00000014u, 0x00000013u,
    0x00000000u, 0x00050041u, 0x0000000du, 0x00000017u, 0x00000016u, 0x0000000cu, 0x0004003du, 0x00000006u, 0x00000018u, 0x00000017u,
    0x00050041u, 0x0000000du, 0x0000001au, 0x00000016u, 0x00000012u, 0x0004003du, 0x00000006u, 0x0000001bu, 0x0000001au, 0x00050041u,
    0x00000023u, 0x00000024u, 0x00000020u, 0x00000022u, 0x0004003du, 0x00000006u, 0x00000025u, 0x00000024u, 0x00050084u, 0x00000006u,
    0x00000026u, 0x0000001bu, 0x00000025u, 0x00050080u, 0x00000006u, 0x00000028u, 0x00000026u, 0x00000018u, 0x00050041u, 0x00000023u,
    0x0000002au, 0x00000020u, 0x00000029u, 0x0004003du, 0x00000006u, 0x0000002bu, 0x0000002au, 0x00050084u, 0x00000006u, 0x0000002cu,
    0x00000028u, 0x0000002bu, 0x00050041u, 0x00000023u, 0x0000002eu, 0x00000020u, 0x0000002du, 0x0004003du, 0x00000006u, 0x0000002fu,
    0x0000002eu, 0x00050080u, 0x00000006u, 0x00000031u, 0x0000002fu, 0x00000030u, 0x00050084u, 0x00000006u, 0x00000032u, 0x0000002cu,
    0x00000031u, 0x000200f9u, 0x0000003eu, 0x000200f8u, 0x0000003eu, 0x000700f5u, 0x00000037u, 0x000000ddu, 0x0000003au, 0x00000005u,
    0x00000058u, 0x0000003fu, 0x000700f5u, 0x00000006u, 0x000000d0u, 0x0000000cu, 0x00000005u, 0x0000005au, 0x0000003fu, 0x000500b0u,
    0x00000046u, 0x00000047u, 0x000000d0u, 0x0000002bu, 0x000400f6u, 0x00000040u, 0x0000003fu, 0x00000000u, 0x000400fau, 0x00000047u,
    0x0000003fu, 0x00000040u, 0x000200f8u, 0x0000003fu, 0x00050084u, 0x00000006u, 0x00000050u, 0x000000d0u, 0x00000031u, 0x00050080u,
    0x00000006u, 0x00000051u, 0x00000032u, 0x00000050u, 0x00050080u, 0x00000006u, 0x00000054u, 0x00000051u, 0x0000002fu, 0x00060041u,
    0x00000055u, 0x00000056u, 0x0000004cu, 0x0000002du, 0x00000054u, 0x0004003du, 0x00000037u, 0x00000057u, 0x00000056u, 0x0007000cu,
    0x00000037u, 0x00000058u, 0x00000001u, 0x00000028u, 0x000000ddu, 0x00000057u, 0x00050080u, 0x00000006u, 0x0000005au, 0x000000d0u,
    0x00000022u, 0x000200f9u, 0x0000003eu, 0x000200f8u, 0x00000040u, 0x000200f9u, 0x0000005cu, 0x000200f8u, 0x0000005cu, 0x000700f5u,
    0x00000037u, 0x000000d8u, 0x0000003cu, 0x00000040u, 0x0000007fu, 0x0000005du, 0x000700f5u, 0x00000006u, 0x000000d1u, 0x0000000cu,
    0x00000040u, 0x00000081u, 0x0000005du, 0x000500b0u, 0x00000046u, 0x00000064u, 0x000000d1u, 0x0000002bu, 0x000400f6u, 0x0000005eu,
    0x0000005du, 0x00000000u, 0x000400fau, 0x00000064u, 0x0000005du, 0x0000005eu, 0x000200f8u, 0x0000005du, 0x00050084u, 0x00000006u,
    0x00000068u, 0x000000d1u, 0x00000031u, 0x00050080u, 0x00000006u, 0x00000069u, 0x00000032u, 0x00000068u, 0x00050080u, 0x00000006u,
    0x0000006cu, 0x00000069u, 0x0000002fu, 0x00050080u, 0x00000006u, 0x0000006du, 0x0000006cu, 0x00000012u, 0x00060041u, 0x00000055u,
    0x0000006eu, 0x0000004cu, 0x0000002du, 0x0000006du, 0x0004003du, 0x00000037u, 0x0000006fu, 0x0000006eu, 0x00060041u, 0x00000055u,
    0x00000078u, 0x0000004cu, 0x0000002du, 0x0000006cu, 0x0004003du, 0x00000037u, 0x00000079u, 0x00000078u, 0x00050083u, 0x00000037u,
    0x0000007bu, 0x00000079u, 0x000000ddu, 0x0006000cu, 0x00000037u, 0x0000007cu, 0x00000001u, 0x0000001bu, 0x0000007bu, 0x0008000cu,
    0x00000037u, 0x0000007fu, 0x00000001u, 0x00000032u, 0x0000006fu, 0x0000007cu, 0x000000d8u, 0x00050080u, 0x00000006u, 0x00000081u,
    0x000000d1u, 0x00000022u, 0x000200f9u, 0x0000005cu, 0x000200f8u, 0x0000005eu, 0x00050041u, 0x00000023u, 0x00000084u, 0x00000020u,
    0x00000083u, 0x0004003du, 0x00000006u, 0x00000085u, 0x00000084u, 0x00050041u, 0x00000023u, 0x00000088u, 0x00000020u, 0x00000087u,
    0x0004003du, 0x00000006u, 0x00000089u, 0x00000088u, 0x00050084u, 0x00000006u, 0x0000008au, 0x0000001bu, 0x00000089u, 0x00050080u,
    0x00000006u, 0x0000008bu, 0x00000085u, 0x0000008au, 0x00050084u, 0x00000006u, 0x0000008fu, 0x00000018u, 0x0000002fu, 0x00050080u,
    0x00000006u, 0x00000090u, 0x0000008bu, 0x0000008fu, 0x000200f9u, 0x00000093u, 0x000200f8u, 0x00000093u, 0x000700f5u, 0x00000006u,
    0x000000d2u, 0x0000000fu, 0x0000005eu, 0x000000cfu, 0x00000096u, 0x000500b0u, 0x00000046u, 0x0000009bu, 0x000000d2u, 0x0000002fu,
    0x000400f6u, 0x00000095u, 0x00000096u, 0x00000000u, 0x000400fau, 0x0000009bu, 0x00000094u, 0x00000095u, 0x000200f8u, 0x00000094u,
    0x000200f9u, 0x0000009eu, 0x000200f8u, 0x0000009eu, 0x000700f5u, 0x00000037u, 0x000000d5u, 0x0000003cu, 0x00000094u, 0x000000bfu,
    0x0000009fu, 0x000700f5u, 0x00000006u, 0x000000d3u, 0x0000000cu, 0x00000094u, 0x000000c1u, 0x0000009fu, 0x000500b0u, 0x00000046u,
    0x000000a6u, 0x000000d3u, 0x0000002bu, 0x000400f6u, 0x000000a0u, 0x0000009fu, 0x00000000u, 0x000400fau, 0x000000a6u, 0x0000009fu,
    0x000000a0u, 0x000200f8u, 0x0000009fu, 0x00050084u, 0x00000006u, 0x000000aau, 0x000000d3u, 0x00000031u, 0x00050080u, 0x00000006u,
    0x000000abu, 0x00000032u, 0x000000aau, 0x00050080u, 0x00000006u, 0x000000adu, 0x000000abu, 0x000000d2u, 0x00060041u, 0x00000055u,
    0x000000aeu, 0x0000004cu, 0x0000002du, 0x000000adu, 0x0004003du, 0x00000037u, 0x000000afu, 0x000000aeu, 0x00050080u, 0x00000006u,
    0x000000b7u, 0x000000abu, 0x0000002fu, 0x00060041u, 0x00000055u, 0x000000b8u, 0x0000004cu, 0x0000002du, 0x000000b7u, 0x0004003du,
    0x00000037u, 0x000000b9u, 0x000000b8u, 0x00050083u, 0x00000037u, 0x000000bbu, 0x000000b9u, 0x000000ddu, 0x0006000cu, 0x00000037u,
    0x000000bcu, 0x00000001u, 0x0000001bu, 0x000000bbu, 0x0008000cu, 0x00000037u, 0x000000bfu, 0x00000001u, 0x00000032u, 0x000000afu,
    0x000000bcu, 0x000000d5u, 0x00050080u, 0x00000006u, 0x000000c1u, 0x000000d3u, 0x00000022u, 0x000200f9u, 0x0000009eu, 0x000200f8u,
    0x000000a0u, 0x00050080u, 0x00000006u, 0x000000c8u, 0x00000090u, 0x000000d2u, 0x00050088u, 0x00000037u, 0x000000cbu, 0x000000d5u,
    0x000000d8u, 0x00060041u, 0x00000055u, 0x000000ccu, 0x000000c5u, 0x0000002du, 0x000000c8u, 0x0003003eu, 0x000000ccu, 0x000000cbu,
    0x000200f9u, 0x00000096u, 0x000200f8u, 0x00000096u, 0x00050080u, 0x00000006u, 0x000000cfu, 0x000000d2u, 0x00000014u, 0x000200f9u,
    0x00000093u, 0x000200f8u, 0x00000095u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_gdn_prep[2213] = { /* gdn_prep.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x00000383u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x000000b0u, 0x000000bbu, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00050048u,
    0x00000024u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000024u, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u,
    0x00000024u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000024u, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u,
    0x00000024u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000024u, 0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u,
    0x00000024u, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x00000024u, 0x00000007u, 0x00000023u, 0x0000001cu, 0x00050048u,
    0x00000024u, 0x00000008u, 0x00000023u, 0x00000020u, 0x00050048u, 0x00000024u, 0x00000009u, 0x00000023u, 0x00000024u, 0x00050048u,
    0x00000024u, 0x0000000au, 0x00000023u, 0x00000028u, 0x00050048u, 0x00000024u, 0x0000000bu, 0x00000023u, 0x0000002cu, 0x00050048u,
    0x00000024u, 0x0000000cu, 0x00000023u, 0x00000030u, 0x00050048u, 0x00000024u, 0x0000000du, 0x00000023u, 0x00000034u, 0x00050048u,
    0x00000024u, 0x0000000eu, 0x00000023u, 0x00000038u, 0x00030047u, 0x00000024u, 0x00000002u, 0x00040047u, 0x0000007bu, 0x00000006u,
    0x00000004u, 0x00040048u, 0x0000007cu, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000007cu, 0x00000000u, 0x00000023u, 0x00000000u,
    0x00030047u, 0x0000007cu, 0x00000003u, 0x00040047u, 0x0000007eu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000007eu, 0x00000021u,
    0x00000000u, 0x00040047u, 0x000000b0u, 0x0000000bu, 0x0000001bu, 0x00040047u, 0x000000b6u, 0x00000001u, 0x00000000u, 0x00040047u,
    0x000000b8u, 0x0000000bu, 0x00000019u, 0x00040047u, 0x000000bbu, 0x0000000bu, 0x0000001au, 0x00030047u, 0x000000c4u, 0x0000002au,
    0x00030047u, 0x000000c5u, 0x0000002au, 0x00030047u, 0x000000d3u, 0x0000002au, 0x00030047u, 0x000000d8u, 0x0000002au, 0x00030047u,
    0x000000e0u, 0x0000002au, 0x00030047u, 0x000000e1u, 0x0000002au, 0x00030047u, 0x000000e2u, 0x0000002au, 0x00030047u, 0x000000e7u,
    0x0000002au, 0x00030047u, 0x000000f4u, 0x0000002au, 0x00030047u, 0x000000f5u, 0x0000002au, 0x00030047u, 0x00000102u, 0x0000002au,
    0x00030047u, 0x0000011cu, 0x0000002au, 0x00030047u, 0x00000121u, 0x0000002au, 0x00030047u, 0x00000128u, 0x0000002au, 0x00030047u,
    0x0000012bu, 0x0000002au, 0x00030047u, 0x0000012fu, 0x0000002au, 0x00030047u, 0x00000133u, 0x0000002au, 0x00040047u, 0x00000142u,
    0x00000006u, 0x00000004u, 0x00040048u, 0x00000143u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000143u, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x00000143u, 0x00000003u, 0x00040047u, 0x00000145u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000145u,
    0x00000021u, 0x00000001u, 0x00030047u, 0x0000015fu, 0x0000002au, 0x00030047u, 0x00000164u, 0x0000002au, 0x00040047u, 0x00000177u,
    0x00000006u, 0x00000004u, 0x00050048u, 0x00000178u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000178u, 0x00000003u,
    0x00040047u, 0x0000017au, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000017au, 0x00000021u, 0x00000002u, 0x00030047u, 0x000001adu,
    0x0000002au, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u,
    0x00040015u, 0x0000001bu, 0x00000020u, 0x00000001u, 0x00030016u, 0x0000001du, 0x00000020u, 0x0011001eu, 0x00000024u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00040020u, 0x00000025u, 0x00000009u, 0x00000024u, 0x0004003bu, 0x00000025u,
    0x00000026u, 0x00000009u, 0x0004002bu, 0x0000001bu, 0x00000027u, 0x0000000eu, 0x00040020u, 0x00000028u, 0x00000009u, 0x00000006u,
    0x0004002bu, 0x0000001bu, 0x0000002eu, 0x00000003u, 0x0004002bu, 0x0000001bu, 0x00000034u, 0x00000001u, 0x0004002bu, 0x00000006u,
    0x00000043u, 0x00000002u, 0x0004002bu, 0x0000001bu, 0x00000053u, 0x00000004u, 0x0004002bu, 0x00000006u, 0x0000005fu, 0x00000003u,
    0x0004002bu, 0x0000001bu, 0x00000073u, 0x00000008u, 0x00020014u, 0x00000077u, 0x0003001du, 0x0000007bu, 0x0000001du, 0x0003001eu,
    0x0000007cu, 0x0000007bu, 0x00040020u, 0x0000007du, 0x00000002u, 0x0000007cu, 0x0004003bu, 0x0000007du, 0x0000007eu, 0x00000002u,
    0x0004002bu, 0x0000001bu, 0x0000007fu, 0x00000000u, 0x0004002bu, 0x0000001bu, 0x00000080u, 0x0000000bu, 0x0004002bu, 0x0000001bu,
    0x00000085u, 0x00000009u, 0x0004002bu, 0x0000001bu, 0x00000089u, 0x0000000au, 0x00040020u, 0x00000090u, 0x00000002u, 0x0000001du,
    0x0004002bu, 0x0000001bu, 0x00000094u, 0x0000000cu, 0x0004002bu, 0x0000001bu, 0x0000009bu, 0x00000005u, 0x00040017u, 0x000000aeu,
    0x00000006u, 0x00000003u, 0x00040020u, 0x000000afu, 0x00000001u, 0x000000aeu, 0x0004003bu, 0x000000afu, 0x000000b0u, 0x00000001u,
    0x0004002bu, 0x00000006u, 0x000000b1u, 0x00000000u, 0x00040020u, 0x000000b2u, 0x00000001u, 0x00000006u, 0x00040032u, 0x00000006u,
    0x000000b6u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x000000b7u, 0x00000001u, 0x00060033u, 0x000000aeu, 0x000000b8u, 0x000000b6u,
    0x000000b7u, 0x000000b7u, 0x0004003bu, 0x000000afu, 0x000000bbu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x000000c3u, 0x0000ffffu,
    0x0004002bu, 0x0000001bu, 0x000000c7u, 0x00000006u, 0x0004002bu, 0x0000001bu, 0x000000d0u, 0x00000002u, 0x0004002bu, 0x0000001bu,
    0x000000feu, 0x00000007u, 0x0004002bu, 0x0000001du, 0x00000106u, 0x00000000u, 0x0003001du, 0x00000142u, 0x0000001du, 0x0003001eu,
    0x00000143u, 0x00000142u, 0x00040020u, 0x00000144u, 0x00000002u, 0x00000143u, 0x0004003bu, 0x00000144u, 0x00000145u, 0x00000002u,
    0x0004002bu, 0x0000001bu, 0x00000146u, 0x0000000du, 0x0004002bu, 0x0000001du, 0x00000166u, 0x3f800000u, 0x0003001du, 0x00000177u,
    0x0000001du, 0x0003001eu, 0x00000178u, 0x00000177u, 0x00040020u, 0x00000179u, 0x00000002u, 0x00000178u, 0x0004003bu, 0x00000179u,
    0x0000017au, 0x00000002u, 0x00060034u, 0x00000006u, 0x000001aeu, 0x00000051u, 0x000000b8u, 0x00000000u, 0x0004001cu, 0x000001afu,
    0x0000001du, 0x000001aeu, 0x00040020u, 0x000001b0u, 0x00000004u, 0x000001afu, 0x0004003bu, 0x000001b0u, 0x000001b1u, 0x00000004u,
    0x00040020u, 0x000001b4u, 0x00000004u, 0x0000001du, 0x00060034u, 0x00000006u, 0x000001b6u, 0x00000051u, 0x000000b8u, 0x00000000u,
    0x0004001cu, 0x000001b7u, 0x0000001du, 0x000001b6u, 0x00040020u, 0x000001b8u, 0x00000004u, 0x000001b7u, 0x0004003bu, 0x000001b8u,
    0x000001b9u, 0x00000004u, 0x0004002bu, 0x00000006u, 0x000001bdu, 0x00000108u, 0x0004002bu, 0x0000001du, 0x000001e6u, 0x358637bdu,
    0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x000300f7u, 0x0000024eu, 0x00000000u,
    0x000300fbu, 0x000000b1u, 0x0000024fu, 0x000200f8u, 0x0000024fu, 0x00050041u, 0x000000b2u, 0x000000b3u, 0x000000b0u, 0x000000b1u,
    0x0004003du, 0x00000006u, 0x000000b4u, 0x000000b3u, 0x00050051u, 0x00000006u, 0x000000b9u, 0x000000b8u, 0x00000000u, 0x00050041u,
    0x000000b2u, 0x000000bcu, 0x000000bbu, 0x000000b1u, 0x0004003du, 0x00000006u, 0x000000bdu, 0x000000bcu, 0x00050041u, 0x000000b2u,
    0x000000bfu, 0x000000bbu, 0x000000b7u, 0x0004003du, 0x00000006u, 0x000000c0u, 0x000000bfu, 0x00050041u, 0x000000b2u, 0x000000c1u,
    0x000000bbu, 0x00000043u, 0x0004003du, 0x00000006u, 0x000000c2u, 0x000000c1u, 0x00050084u, 0x00000006u, 0x000000c4u, 0x000000c2u,
    0x000000c3u, 0x00050080u, 0x00000006u, 0x000000c5u, 0x000000c0u, 0x000000c4u, 0x00050041u, 0x00000028u, 0x000000c8u, 0x00000026u,
    0x000000c7u, 0x0004003du, 0x00000006u, 0x000000c9u, 0x000000c8u, 0x000500aeu, 0x00000077u, 0x000000cau, 0x000000c5u, 0x000000c9u,
    0x000300f7u, 0x000000ccu, 0x00000000u, 0x000400fau, 0x000000cau, 0x000000cbu, 0x000000ccu, 0x000200f8u, 0x000000cbu, 0x000200f9u,
    0x0000024eu, 0x000200f8u, 0x000000ccu, 0x00050041u, 0x00000028u, 0x000000d1u, 0x00000026u, 0x000000d0u, 0x0004003du, 0x00000006u,
    0x000000d2u, 0x000000d1u, 0x00050086u, 0x00000006u, 0x000000d3u, 0x000000bdu, 0x000000d2u, 0x00050041u, 0x00000028u, 0x000000d6u,
    0x00000026u, 0x0000002eu, 0x0004003du, 0x00000006u, 0x000000d7u, 0x000000d6u, 0x00050084u, 0x00000006u, 0x000000d8u, 0x000000d3u,
    0x000000d7u, 0x00050041u, 0x00000028u, 0x000000dau, 0x00000026u, 0x0000007fu, 0x0004003du, 0x00000006u, 0x000000dbu, 0x000000dau,
    0x00050041u, 0x00000028u, 0x000000dcu, 0x00000026u, 0x00000034u, 0x0004003du, 0x00000006u, 0x000000ddu, 0x000000dcu, 0x00050041u,
    0x00000028u, 0x000000deu, 0x00000026u, 0x00000053u, 0x0004003du, 0x00000006u, 0x000000dfu, 0x000000deu, 0x00050084u, 0x00000006u,
    0x000000e0u, 0x000000ddu, 0x000000dfu, 0x00050082u, 0x00000006u, 0x000000e1u, 0x000000dbu, 0x000000e0u, 0x00050086u, 0x00000006u,
    0x000000e2u, 0x000000e1u, 0x00000043u, 0x00050080u, 0x00000006u, 0x000000e7u, 0x000000e2u, 0x000000d8u, 0x00050084u, 0x00000006u,
    0x000000f4u, 0x000000bdu, 0x000000dfu, 0x00050080u, 0x00000006u, 0x000000f5u, 0x000000e1u, 0x000000f4u, 0x00050084u, 0x00000006u,
    0x000000f9u, 0x00000043u, 0x000000d7u, 0x00050080u, 0x00000006u, 0x000000fcu, 0x000000f9u, 0x000000dfu, 0x00050041u, 0x00000028u,
    0x000000ffu, 0x00000026u, 0x000000feu, 0x0004003du, 0x00000006u, 0x00000100u, 0x000000ffu, 0x00050080u, 0x00000006u, 0x00000102u,
    0x00000100u, 0x000000c5u, 0x0004007cu, 0x0000001bu, 0x00000103u, 0x00000102u, 0x000200f9u, 0x0000010au, 0x000200f8u, 0x0000010au,
    0x000700f5u, 0x0000001du, 0x00000366u, 0x00000106u, 0x000000ccu, 0x00000381u, 0x0000010du, 0x000700f5u, 0x0000001du, 0x00000365u,
    0x00000106u, 0x000000ccu, 0x0000037fu, 0x0000010du, 0x000700f5u, 0x00000006u, 0x00000364u, 0x000000b4u, 0x000000ccu, 0x000001adu,
    0x0000010du, 0x000500b0u, 0x00000077u, 0x00000111u, 0x00000364u, 0x000000fcu, 0x000400f6u, 0x0000010cu, 0x0000010du, 0x00000000u,
    0x000400fau, 0x00000111u, 0x0000010bu, 0x0000010cu, 0x000200f8u, 0x0000010bu, 0x000500b0u, 0x00000077u, 0x00000116u, 0x00000364u,
    0x000000d7u, 0x000300f7u, 0x00000119u, 0x00000000u, 0x000400fau, 0x00000116u, 0x00000118u, 0x0000011du, 0x000200f8u, 0x00000118u,
    0x00050080u, 0x00000006u, 0x0000011cu, 0x000000d8u, 0x00000364u, 0x000200f9u, 0x00000119u, 0x000200f8u, 0x0000011du, 0x00050084u,
    0x00000006u, 0x00000121u, 0x00000043u, 0x000000d7u, 0x000500b0u, 0x00000077u, 0x00000122u, 0x00000364u, 0x00000121u, 0x000300f7u,
    0x00000125u, 0x00000000u, 0x000400fau, 0x00000122u, 0x00000124u, 0x0000012cu, 0x000200f8u, 0x00000124u, 0x00050080u, 0x00000006u,
    0x00000128u, 0x000000e7u, 0x00000364u, 0x00050082u, 0x00000006u, 0x0000012bu, 0x00000128u, 0x000000d7u, 0x000200f9u, 0x00000125u,
    0x000200f8u, 0x0000012cu, 0x00050080u, 0x00000006u, 0x0000012fu, 0x000000f5u, 0x00000364u, 0x00050082u, 0x00000006u, 0x00000133u,
    0x0000012fu, 0x00000121u, 0x000200f9u, 0x00000125u, 0x000200f8u, 0x00000125u, 0x000700f5u, 0x00000006u, 0x0000036du, 0x0000012bu,
    0x00000124u, 0x00000133u, 0x0000012cu, 0x000200f9u, 0x00000119u, 0x000200f8u, 0x00000119u, 0x000700f5u, 0x00000006u, 0x0000036eu,
    0x0000011cu, 0x00000118u, 0x0000036du, 0x00000125u, 0x000200f9u, 0x00000138u, 0x000200f8u, 0x00000138u, 0x000700f5u, 0x0000001du,
    0x00000370u, 0x00000106u, 0x00000119u, 0x00000162u, 0x0000013bu, 0x000700f5u, 0x00000006u, 0x0000036fu, 0x000000b1u, 0x00000119u,
    0x00000164u, 0x0000013bu, 0x00050041u, 0x00000028u, 0x0000013eu, 0x00000026u, 0x0000009bu, 0x0004003du, 0x00000006u, 0x0000013fu,
    0x0000013eu, 0x000500b0u, 0x00000077u, 0x00000140u, 0x0000036fu, 0x0000013fu, 0x000400f6u, 0x0000013au, 0x0000013bu, 0x00000000u,
    0x000400fau, 0x00000140u, 0x00000139u, 0x0000013au, 0x000200f8u, 0x00000139u, 0x00050041u, 0x00000028u, 0x00000147u, 0x00000026u,
    0x00000146u, 0x0004003du, 0x00000006u, 0x00000148u, 0x00000147u, 0x00050084u, 0x00000006u, 0x0000014cu, 0x0000036fu, 0x000000dbu,
    0x00050080u, 0x00000006u, 0x0000014du, 0x00000148u, 0x0000014cu, 0x00050080u, 0x00000006u, 0x0000014fu, 0x0000014du, 0x0000036eu,
    0x00060041u, 0x00000090u, 0x00000150u, 0x00000145u, 0x0000007fu, 0x0000014fu, 0x0004003du, 0x0000001du, 0x00000151u, 0x00000150u,
    0x0004007cu, 0x0000001bu, 0x00000155u, 0x0000013fu, 0x00050082u, 0x0000001bu, 0x00000156u, 0x00000103u, 0x00000155u, 0x00050080u,
    0x0000001bu, 0x00000157u, 0x00000156u, 0x00000034u, 0x0004007cu, 0x0000001bu, 0x00000159u, 0x0000036fu, 0x00050080u, 0x0000001bu,
    0x0000015au, 0x00000157u, 0x00000159u, 0x000300f7u, 0x00000289u, 0x00000000u, 0x000300fbu, 0x000000b1u, 0x0000025du, 0x000200f8u,
    0x0000025du, 0x00050041u, 0x00000028u, 0x0000025fu, 0x00000026u, 0x00000073u, 0x0004003du, 0x00000006u, 0x00000260u, 0x0000025fu,
    0x0004007cu, 0x0000001bu, 0x00000261u, 0x00000260u, 0x000500afu, 0x00000077u, 0x00000262u, 0x0000015au, 0x00000261u, 0x000300f7u,
    0x00000273u, 0x00000000u, 0x000400fau, 0x00000262u, 0x00000263u, 0x00000273u, 0x000200f8u, 0x00000263u, 0x00050041u, 0x00000028u,
    0x00000264u, 0x00000026u, 0x00000080u, 0x0004003du, 0x00000006u, 0x00000265u, 0x00000264u, 0x0004007cu, 0x00000006u, 0x00000267u,
    0x0000015au, 0x00050041u, 0x00000028u, 0x00000268u, 0x00000026u, 0x00000085u, 0x0004003du, 0x00000006u, 0x00000269u, 0x00000268u,
    0x00050089u, 0x00000006u, 0x0000026au, 0x00000267u, 0x00000269u, 0x00050041u, 0x00000028u, 0x0000026bu, 0x00000026u, 0x00000089u,
    0x0004003du, 0x00000006u, 0x0000026cu, 0x0000026bu, 0x00050084u, 0x00000006u, 0x0000026du, 0x0000026au, 0x0000026cu, 0x00050080u,
    0x00000006u, 0x0000026eu, 0x00000265u, 0x0000026du, 0x00050080u, 0x00000006u, 0x00000270u, 0x0000026eu, 0x0000036eu, 0x00060041u,
    0x00000090u, 0x00000271u, 0x0000007eu, 0x0000007fu, 0x00000270u, 0x0004003du, 0x0000001du, 0x00000272u, 0x00000271u, 0x000200f9u,
    0x00000289u, 0x000200f8u, 0x00000273u, 0x00050041u, 0x00000028u, 0x00000274u, 0x00000026u, 0x00000094u, 0x0004003du, 0x00000006u,
    0x00000275u, 0x00000274u, 0x00050082u, 0x0000001bu, 0x0000027du, 0x00000261u, 0x00000155u, 0x00050080u, 0x0000001bu, 0x0000027eu,
    0x0000027du, 0x00000034u, 0x00050082u, 0x0000001bu, 0x0000027fu, 0x0000015au, 0x0000027eu, 0x0004007cu, 0x00000006u, 0x00000280u,
    0x0000027fu, 0x00050084u, 0x00000006u, 0x00000283u, 0x00000280u, 0x000000dbu, 0x00050080u, 0x00000006u, 0x00000284u, 0x00000275u,
    0x00000283u, 0x00050080u, 0x00000006u, 0x00000286u, 0x00000284u, 0x0000036eu, 0x00060041u, 0x00000090u, 0x00000287u, 0x0000007eu,
    0x0000007fu, 0x00000286u, 0x0004003du, 0x0000001du, 0x00000288u, 0x00000287u, 0x000200f9u, 0x00000289u, 0x000200f8u, 0x00000289u,
    0x000700f5u, 0x0000001du, 0x0000037cu, 0x00000272u, 0x00000263u, 0x00000288u, 0x00000273u, 0x00050085u, 0x0000001du, 0x0000015fu,
    0x00000151u, 0x0000037cu, 0x00050081u, 0x0000001du, 0x00000162u, 0x00000370u, 0x0000015fu, 0x000200f9u, 0x0000013bu, 0x000200f8u,
    0x0000013bu, 0x00050080u, 0x00000006u, 0x00000164u, 0x0000036fu, 0x00000034u, 0x000200f9u, 0x00000138u, 0x000200f8u, 0x0000013au,
    0x0004007fu, 0x0000001du, 0x00000168u, 0x00000370u, 0x0006000cu, 0x0000001du, 0x00000169u, 0x00000001u, 0x0000001bu, 0x00000168u,
    0x00050081u, 0x0000001du, 0x0000016au, 0x00000166u, 0x00000169u, 0x00050088u, 0x0000001du, 0x0000016bu, 0x00000370u, 0x0000016au,
    0x000300f7u, 0x00000171u, 0x00000000u, 0x000400fau, 0x00000116u, 0x00000170u, 0x00000184u, 0x000200f8u, 0x00000170u, 0x0008000cu,
    0x0000001du, 0x00000176u, 0x00000001u, 0x00000032u, 0x0000016bu, 0x0000016bu, 0x00000365u, 0x00050041u, 0x00000028u, 0x0000028eu,
    0x00000026u, 0x00000027u, 0x0004003du, 0x00000006u, 0x0000028fu, 0x0000028eu, 0x00050084u, 0x00000006u, 0x00000290u, 0x000000bdu,
    0x0000028fu, 0x00050080u, 0x00000006u, 0x00000292u, 0x00000290u, 0x000000c5u, 0x00050084u, 0x00000006u, 0x00000295u, 0x00000292u,
    0x000000d7u, 0x00050080u, 0x00000006u, 0x00000181u, 0x00000295u, 0x00000364u, 0x00060041u, 0x00000090u, 0x00000183u, 0x0000017au,
    0x0000007fu, 0x00000181u, 0x0003003eu, 0x00000183u, 0x0000016bu, 0x000200f9u, 0x00000171u, 0x000200f8u, 0x00000184u, 0x000500b0u,
    0x00000077u, 0x00000189u, 0x00000364u, 0x000000f9u, 0x000300f7u, 0x0000018bu, 0x00000000u, 0x000400fau, 0x00000189u, 0x0000018au,
    0x0000019du, 0x000200f8u, 0x0000018au, 0x0008000cu, 0x0000001du, 0x00000190u, 0x00000001u, 0x00000032u, 0x0000016bu, 0x0000016bu,
    0x00000366u, 0x00050080u, 0x00000006u, 0x0000029bu, 0x000000ddu, 0x000000bdu, 0x00050041u, 0x00000028u, 0x0000029cu, 0x00000026u,
    0x00000027u, 0x0004003du, 0x00000006u, 0x0000029du, 0x0000029cu, 0x00050084u, 0x00000006u, 0x0000029eu, 0x0000029bu, 0x0000029du,
    0x00050080u, 0x00000006u, 0x000002a0u, 0x0000029eu, 0x000000c5u, 0x00050084u, 0x00000006u, 0x000002a3u, 0x000002a0u, 0x000000d7u,
    0x00050080u, 0x00000006u, 0x00000197u, 0x000002a3u, 0x00000364u, 0x00050082u, 0x00000006u, 0x0000019au, 0x00000197u, 0x000000d7u,
    0x00060041u, 0x00000090u, 0x0000019cu, 0x0000017au, 0x0000007fu, 0x0000019au, 0x0003003eu, 0x0000019cu, 0x0000016bu, 0x000200f9u,
    0x0000018bu, 0x000200f8u, 0x0000019du, 0x00050084u, 0x00000006u, 0x000002a8u, 0x00000043u, 0x000000ddu, 0x00050041u, 0x00000028u,
    0x000002a9u, 0x00000026u, 0x00000027u, 0x0004003du, 0x00000006u, 0x000002aau, 0x000002a9u, 0x00050084u, 0x00000006u, 0x000002abu,
    0x000002a8u, 0x000002aau, 0x00050084u, 0x00000006u, 0x000002aeu, 0x000002abu, 0x000000d7u, 0x00050084u, 0x00000006u, 0x000002b2u,
    0x000000bdu, 0x000002aau, 0x00050080u, 0x00000006u, 0x000002b4u, 0x000002b2u, 0x000000c5u, 0x00050084u, 0x00000006u, 0x000002b7u,
    0x000002b4u, 0x000000dfu, 0x00050080u, 0x00000006u, 0x000002b8u, 0x000002aeu, 0x000002b7u, 0x00050080u, 0x00000006u, 0x000001a4u,
    0x000002b8u, 0x00000364u, 0x00050082u, 0x00000006u, 0x000001a8u, 0x000001a4u, 0x000000f9u, 0x00060041u, 0x00000090u, 0x000001aau,
    0x0000017au, 0x0000007fu, 0x000001a8u, 0x0003003eu, 0x000001aau, 0x0000016bu, 0x000200f9u, 0x0000018bu, 0x000200f8u, 0x0000018bu,
    0x000700f5u, 0x0000001du, 0x00000382u, 0x00000190u, 0x0000018au, 0x00000366u, 0x0000019du, 0x000200f9u, 0x00000171u, 0x000200f8u,
    0x00000171u, 0x000700f5u, 0x0000001du, 0x00000381u, 0x00000366u, 0x00000170u, 0x00000382u, 0x0000018bu, 0x000700f5u, 0x0000001du,
    0x0000037fu, 0x00000176u, 0x00000170u, 0x00000365u, 0x0000018bu, 0x000200f9u, 0x0000010du, 0x000200f8u, 0x0000010du, 0x00050080u,
    0x00000006u, 0x000001adu, 0x00000364u, 0x000000b9u, 0x000200f9u, 0x0000010au, 0x000200f8u, 0x0000010cu, 0x00050041u, 0x000001b4u,
    0x000001b5u, 0x000001b1u, 0x000000b4u, 0x0003003eu, 0x000001b5u, 0x00000365u, 0x00050041u, 0x000001b4u, 0x000001bcu, 0x000001b9u,
    0x000000b4u, 0x0003003eu, 0x000001bcu, 0x00000366u, 0x000400e0u, 0x00000043u, 0x00000043u, 0x000001bdu, 0x000500c2u, 0x00000006u,
    0x000001c0u, 0x000000b9u, 0x00000034u, 0x000200f9u, 0x000001c1u, 0x000200f8u, 0x000001c1u, 0x000700f5u, 0x00000006u, 0x00000367u,
    0x000001c0u, 0x0000010cu, 0x000001e2u, 0x000001c4u, 0x000500acu, 0x00000077u, 0x000001c7u, 0x00000367u, 0x000000b1u, 0x000400f6u,
    0x000001c3u, 0x000001c4u, 0x00000000u, 0x000400fau, 0x000001c7u, 0x000001c2u, 0x000001c3u, 0x000200f8u, 0x000001c2u, 0x000500b0u,
    0x00000077u, 0x000001cau, 0x000000b4u, 0x00000367u, 0x000300f7u, 0x000001ccu, 0x00000000u, 0x000400fau, 0x000001cau, 0x000001cbu,
    0x000001ccu, 0x000200f8u, 0x000001cbu, 0x00050080u, 0x00000006u, 0x000001d0u, 0x000000b4u, 0x00000367u, 0x00050041u, 0x000001b4u,
    0x000001d1u, 0x000001b1u, 0x000001d0u, 0x0004003du, 0x0000001du, 0x000001d2u, 0x000001d1u, 0x0004003du, 0x0000001du, 0x000001d4u,
    0x000001b5u, 0x00050081u, 0x0000001du, 0x000001d5u, 0x000001d4u, 0x000001d2u, 0x0003003eu, 0x000001b5u, 0x000001d5u, 0x00050041u,
    0x000001b4u, 0x000001dbu, 0x000001b9u, 0x000001d0u, 0x0004003du, 0x0000001du, 0x000001dcu, 0x000001dbu, 0x0004003du, 0x0000001du,
    0x000001deu, 0x000001bcu, 0x00050081u, 0x0000001du, 0x000001dfu, 0x000001deu, 0x000001dcu, 0x0003003eu, 0x000001bcu, 0x000001dfu,
    0x000200f9u, 0x000001ccu, 0x000200f8u, 0x000001ccu, 0x000400e0u, 0x00000043u, 0x00000043u, 0x000001bdu, 0x000200f9u, 0x000001c4u,
    0x000200f8u, 0x000001c4u, 0x000500c2u, 0x00000006u, 0x000001e2u, 0x00000367u, 0x00000034u, 0x000200f9u, 0x000001c1u, 0x000200f8u,
    0x000001c3u, 0x00050041u, 0x000001b4u, 0x000001e4u, 0x000001b1u, 0x0000007fu, 0x0004003du, 0x0000001du, 0x000001e5u, 0x000001e4u,
    0x00050081u, 0x0000001du, 0x000001e7u, 0x000001e5u, 0x000001e6u, 0x0006000cu, 0x0000001du, 0x000001e8u, 0x00000001u, 0x0000001fu,
    0x000001e7u, 0x00050088u, 0x0000001du, 0x000001e9u, 0x00000166u, 0x000001e8u, 0x00050041u, 0x000001b4u, 0x000001ebu, 0x000001b9u,
    0x0000007fu, 0x0004003du, 0x0000001du, 0x000001ecu, 0x000001ebu, 0x00050081u, 0x0000001du, 0x000001edu, 0x000001ecu, 0x000001e6u,
    0x0006000cu, 0x0000001du, 0x000001eeu, 0x00000001u, 0x0000001fu, 0x000001edu, 0x00050088u, 0x0000001du, 0x000001efu, 0x00000166u,
    0x000001eeu, 0x00040070u, 0x0000001du, 0x000001f3u, 0x000000d7u, 0x0006000cu, 0x0000001du, 0x000001f4u, 0x00000001u, 0x0000001fu,
    0x000001f3u, 0x00050088u, 0x0000001du, 0x000001f5u, 0x00000166u, 0x000001f4u, 0x000200f9u, 0x000001f8u, 0x000200f8u, 0x000001f8u,
    0x000700f5u, 0x00000006u, 0x00000368u, 0x000000b4u, 0x000001c3u, 0x00000228u, 0x000001fbu, 0x000500b0u, 0x00000077u, 0x00000201u,
    0x00000368u, 0x000000f9u, 0x000400f6u, 0x000001fau, 0x000001fbu, 0x00000000u, 0x000400fau, 0x00000201u, 0x000001f9u, 0x000001fau,
    0x000200f8u, 0x000001f9u, 0x000500b0u, 0x00000077u, 0x00000205u, 0x00000368u, 0x000000d7u, 0x000300f7u, 0x00000207u, 0x00000000u,
    0x000400fau, 0x00000205u, 0x00000206u, 0x00000216u, 0x000200f8u, 0x00000206u, 0x00050041u, 0x00000028u, 0x000002bcu, 0x00000026u,
    0x00000027u, 0x0004003du, 0x00000006u, 0x000002bdu, 0x000002bcu, 0x00050084u, 0x00000006u, 0x000002beu, 0x000000bdu, 0x000002bdu,
    0x00050080u, 0x00000006u, 0x000002c0u, 0x000002beu, 0x000000c5u, 0x00050084u, 0x00000006u, 0x000002c3u, 0x000002c0u, 0x000000d7u,
    0x00050080u, 0x00000006u, 0x0000020eu, 0x000002c3u, 0x00000368u, 0x00050085u, 0x0000001du, 0x00000211u, 0x000001e9u, 0x000001f5u,
    0x00060041u, 0x00000090u, 0x00000212u, 0x0000017au, 0x0000007fu, 0x0000020eu, 0x0004003du, 0x0000001du, 0x00000213u, 0x00000212u,
    0x00050085u, 0x0000001du, 0x00000214u, 0x00000213u, 0x00000211u, 0x0003003eu, 0x00000212u, 0x00000214u, 0x000200f9u, 0x00000207u,
    0x000200f8u, 0x00000216u, 0x00050080u, 0x00000006u, 0x000002c9u, 0x000000ddu, 0x000000bdu, 0x00050041u, 0x00000028u, 0x000002cau,
    0x00000026u, 0x00000027u, 0x0004003du, 0x00000006u, 0x000002cbu, 0x000002cau, 0x00050084u, 0x00000006u, 0x000002ccu, 0x000002c9u,
    0x000002cbu, 0x00050080u, 0x00000006u, 0x000002ceu, 0x000002ccu, 0x000000c5u, 0x00050084u, 0x00000006u, 0x000002d1u, 0x000002ceu,
    0x000000d7u, 0x00050080u, 0x00000006u, 0x0000021du, 0x000002d1u, 0x00000368u, 0x00050082u, 0x00000006u, 0x00000220u, 0x0000021du,
    0x000000d7u, 0x00060041u, 0x00000090u, 0x00000222u, 0x0000017au, 0x0000007fu, 0x00000220u, 0x0004003du, 0x0000001du, 0x00000223u,
    0x00000222u, 0x00050085u, 0x0000001du, 0x00000224u, 0x00000223u, 0x000001efu, 0x0003003eu, 0x00000222u, 0x00000224u, 0x000200f9u,
    0x00000207u, 0x000200f8u, 0x00000207u, 0x000200f9u, 0x000001fbu, 0x000200f8u, 0x000001fbu, 0x00050080u, 0x00000006u, 0x00000228u,
    0x00000368u, 0x000000b9u, 0x000200f9u, 0x000001f8u, 0x000200f8u, 0x000001fau, 0x000500aau, 0x00000077u, 0x0000022au, 0x000000b4u,
    0x000000b1u, 0x000300f7u, 0x0000022cu, 0x00000000u, 0x000400fau, 0x0000022au, 0x0000022bu, 0x0000022cu, 0x000200f8u, 0x0000022bu,
    0x00050041u, 0x00000028u, 0x000002d6u, 0x00000026u, 0x00000027u, 0x0004003du, 0x00000006u, 0x000002d7u, 0x000002d6u, 0x00050084u,
    0x00000006u, 0x000002d8u, 0x000000ddu, 0x000002d7u, 0x00050084u, 0x00000006u, 0x000002dbu, 0x0000005fu, 0x000000d7u, 0x00050080u,
    0x00000006u, 0x000002deu, 0x000002dbu, 0x000000dfu, 0x00050084u, 0x00000006u, 0x000002e1u, 0x000002d8u, 0x000002deu, 0x00050084u,
    0x00000006u, 0x000002e5u, 0x000000bdu, 0x000002d7u, 0x00050080u, 0x00000006u, 0x000002e6u, 0x000002e1u, 0x000002e5u, 0x00050080u,
    0x00000006u, 0x000002e8u, 0x000002e6u, 0x000000c5u, 0x00050080u, 0x00000006u, 0x00000236u, 0x000000dbu, 0x000000bdu, 0x000300f7u,
    0x00000319u, 0x00000000u, 0x000300fbu, 0x000000b1u, 0x000002edu, 0x000200f8u, 0x000002edu, 0x00050041u, 0x00000028u, 0x000002efu,
    0x00000026u, 0x00000073u, 0x0004003du, 0x00000006u, 0x000002f0u, 0x000002efu, 0x0004007cu, 0x0000001bu, 0x000002f1u, 0x000002f0u,
    0x000500afu, 0x00000077u, 0x000002f2u, 0x00000103u, 0x000002f1u, 0x000300f7u, 0x00000303u, 0x00000000u, 0x000400fau, 0x000002f2u,
    0x000002f3u, 0x00000303u, 0x000200f8u, 0x000002f3u, 0x00050041u, 0x00000028u, 0x000002f4u, 0x00000026u, 0x00000080u, 0x0004003du,
    0x00000006u, 0x000002f5u, 0x000002f4u, 0x0004007cu, 0x00000006u, 0x000002f7u, 0x00000103u, 0x00050041u, 0x00000028u, 0x000002f8u,
    0x00000026u, 0x00000085u, 0x0004003du, 0x00000006u, 0x000002f9u, 0x000002f8u, 0x00050089u, 0x00000006u, 0x000002fau, 0x000002f7u,
    0x000002f9u, 0x00050041u, 0x00000028u, 0x000002fbu, 0x00000026u, 0x00000089u, 0x0004003du, 0x00000006u, 0x000002fcu, 0x000002fbu,
    0x00050084u, 0x00000006u, 0x000002fdu, 0x000002fau, 0x000002fcu, 0x00050080u, 0x00000006u, 0x000002feu, 0x000002f5u, 0x000002fdu,
    0x00050080u, 0x00000006u, 0x00000300u, 0x000002feu, 0x00000236u, 0x00060041u, 0x00000090u, 0x00000301u, 0x0000007eu, 0x0000007fu,
    0x00000300u, 0x0004003du, 0x0000001du, 0x00000302u, 0x00000301u, 0x000200f9u, 0x00000319u, 0x000200f8u, 0x00000303u, 0x00050041u,
    0x00000028u, 0x00000304u, 0x00000026u, 0x00000094u, 0x0004003du, 0x00000006u, 0x00000305u, 0x00000304u, 0x00050041u, 0x00000028u,
    0x0000030au, 0x00000026u, 0x0000009bu, 0x0004003du, 0x00000006u, 0x0000030bu, 0x0000030au, 0x0004007cu, 0x0000001bu, 0x0000030cu,
    0x0000030bu, 0x00050082u, 0x0000001bu, 0x0000030du, 0x000002f1u, 0x0000030cu, 0x00050080u, 0x0000001bu, 0x0000030eu, 0x0000030du,
    0x00000034u, 0x00050082u, 0x0000001bu, 0x0000030fu, 0x00000103u, 0x0000030eu, 0x0004007cu, 0x00000006u, 0x00000310u, 0x0000030fu,
    0x00050084u, 0x00000006u, 0x00000313u, 0x00000310u, 0x000000dbu, 0x00050080u, 0x00000006u, 0x00000314u, 0x00000305u, 0x00000313u,
    0x00050080u, 0x00000006u, 0x00000316u, 0x00000314u, 0x00000236u, 0x00060041u, 0x00000090u, 0x00000317u, 0x0000007eu, 0x0000007fu,
    0x00000316u, 0x0004003du, 0x0000001du, 0x00000318u, 0x00000317u, 0x000200f9u, 0x00000319u, 0x000200f8u, 0x00000319u, 0x000700f5u,
    0x0000001du, 0x00000369u, 0x00000302u, 0x000002f3u, 0x00000318u, 0x00000303u, 0x00060041u, 0x00000090u, 0x0000023bu, 0x0000017au,
    0x0000007fu, 0x000002e8u, 0x0003003eu, 0x0000023bu, 0x00000369u, 0x00050080u, 0x00000006u, 0x00000329u, 0x000002deu, 0x000000b7u,
    0x00050084u, 0x00000006u, 0x0000032au, 0x000002d8u, 0x00000329u, 0x00050080u, 0x00000006u, 0x0000032fu, 0x0000032au, 0x000002e5u,
    0x00050080u, 0x00000006u, 0x00000331u, 0x0000032fu, 0x000000c5u, 0x00050080u, 0x00000006u, 0x00000246u, 0x000000dbu, 0x000000ddu,
    0x00050080u, 0x00000006u, 0x00000248u, 0x00000246u, 0x000000bdu, 0x000300f7u, 0x00000362u, 0x00000000u, 0x000300fbu, 0x000000b1u,
    0x00000336u, 0x000200f8u, 0x00000336u, 0x000300f7u, 0x0000034cu, 0x00000000u, 0x000400fau, 0x000002f2u, 0x0000033cu, 0x0000034cu,
    0x000200f8u, 0x0000033cu, 0x00050041u, 0x00000028u, 0x0000033du, 0x00000026u, 0x00000080u, 0x0004003du, 0x00000006u, 0x0000033eu,
    0x0000033du, 0x0004007cu, 0x00000006u, 0x00000340u, 0x00000103u, 0x00050041u, 0x00000028u, 0x00000341u, 0x00000026u, 0x00000085u,
    0x0004003du, 0x00000006u, 0x00000342u, 0x00000341u, 0x00050089u, 0x00000006u, 0x00000343u, 0x00000340u, 0x00000342u, 0x00050041u,
    0x00000028u, 0x00000344u, 0x00000026u, 0x00000089u, 0x0004003du, 0x00000006u, 0x00000345u, 0x00000344u, 0x00050084u, 0x00000006u,
    0x00000346u, 0x00000343u, 0x00000345u, 0x00050080u, 0x00000006u, 0x00000347u, 0x0000033eu, 0x00000346u, 0x00050080u, 0x00000006u,
    0x00000349u, 0x00000347u, 0x00000248u, 0x00060041u, 0x00000090u, 0x0000034au, 0x0000007eu, 0x0000007fu, 0x00000349u, 0x0004003du,
    0x0000001du, 0x0000034bu, 0x0000034au, 0x000200f9u, 0x00000362u, 0x000200f8u, 0x0000034cu, 0x00050041u, 0x00000028u, 0x0000034du,
    0x00000026u, 0x00000094u, 0x0004003du, 0x00000006u, 0x0000034eu, 0x0000034du, 0x00050041u, 0x00000028u, 0x00000353u, 0x00000026u,
    0x0000009bu, 0x0004003du, 0x00000006u, 0x00000354u, 0x00000353u, 0x0004007cu, 0x0000001bu, 0x00000355u, 0x00000354u, 0x00050082u,
    0x0000001bu, 0x00000356u, 0x000002f1u, 0x00000355u, 0x00050080u, 0x0000001bu, 0x00000357u, 0x00000356u, 0x00000034u, 0x00050082u,
    0x0000001bu, 0x00000358u, 0x00000103u, 0x00000357u, 0x0004007cu, 0x00000006u, 0x00000359u, 0x00000358u, 0x00050084u, 0x00000006u,
    0x0000035cu, 0x00000359u, 0x000000dbu, 0x00050080u, 0x00000006u, 0x0000035du, 0x0000034eu, 0x0000035cu, 0x00050080u, 0x00000006u,
    0x0000035fu, 0x0000035du, 0x00000248u, 0x00060041u, 0x00000090u, 0x00000360u, 0x0000007eu, 0x0000007fu, 0x0000035fu, 0x0004003du,
    0x0000001du, 0x00000361u, 0x00000360u, 0x000200f9u, 0x00000362u, 0x000200f8u, 0x00000362u, 0x000700f5u, 0x0000001du, 0x0000036au,
    0x0000034bu, 0x0000033cu, 0x00000361u, 0x0000034cu, 0x00060041u, 0x00000090u, 0x0000024du, 0x0000017au, 0x0000007fu, 0x00000331u,
    0x0003003eu, 0x0000024du, 0x0000036au, 0x000200f9u, 0x0000022cu, 0x000200f8u, 0x0000022cu, 0x000200f9u, 0x0000024eu, 0x000200f8u,
    0x0000024eu, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_gdn_chunk[1778] = { /* gdn_chunk.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x00000325u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x000000a8u, 0x000000b3u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00050048u,
    0x00000024u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000024u, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u,
    0x00000024u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000024u, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u,
    0x00000024u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000024u, 0x00000005u, 0x00000023u, 0x00000014u, 0x00030047u,
    0x00000024u, 0x00000002u, 0x00040047u, 0x000000a8u, 0x0000000bu, 0x0000001bu, 0x00040047u, 0x000000aeu, 0x00000001u, 0x00000000u,
    0x00040047u, 0x000000b0u, 0x0000000bu, 0x00000019u, 0x00040047u, 0x000000b3u, 0x0000000bu, 0x0000001au, 0x00040047u, 0x000000d5u,
    0x00000006u, 0x00000004u, 0x00050048u, 0x000000d6u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000d6u, 0x00000003u,
    0x00040047u, 0x000000d8u, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000d8u, 0x00000021u, 0x00000000u, 0x00020013u, 0x00000002u,
    0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u, 0x0008001eu, 0x00000024u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00040020u, 0x00000025u, 0x00000009u, 0x00000024u, 0x0004003bu,
    0x00000025u, 0x00000026u, 0x00000009u, 0x00040015u, 0x00000027u, 0x00000020u, 0x00000001u, 0x0004002bu, 0x00000027u, 0x00000028u,
    0x00000004u, 0x00040020u, 0x00000029u, 0x00000009u, 0x00000006u, 0x0004002bu, 0x00000027u, 0x0000002fu, 0x00000001u, 0x0004002bu,
    0x00000027u, 0x00000035u, 0x00000000u, 0x0004002bu, 0x00000006u, 0x00000044u, 0x00000002u, 0x0004002bu, 0x00000027u, 0x00000054u,
    0x00000002u, 0x0004002bu, 0x00000006u, 0x00000078u, 0x00000003u, 0x0004002bu, 0x00000006u, 0x0000009bu, 0x00000040u, 0x00040017u,
    0x000000a6u, 0x00000006u, 0x00000003u, 0x00040020u, 0x000000a7u, 0x00000001u, 0x000000a6u, 0x0004003bu, 0x000000a7u, 0x000000a8u,
    0x00000001u, 0x0004002bu, 0x00000006u, 0x000000a9u, 0x00000000u, 0x00040020u, 0x000000aau, 0x00000001u, 0x00000006u, 0x00040032u,
    0x00000006u, 0x000000aeu, 0x00000001u, 0x0004002bu, 0x00000006u, 0x000000afu, 0x00000001u, 0x00060033u, 0x000000a6u, 0x000000b0u,
    0x000000aeu, 0x000000afu, 0x000000afu, 0x0004003bu, 0x000000a7u, 0x000000b3u, 0x00000001u, 0x0004002bu, 0x00000027u, 0x000000bdu,
    0x00000003u, 0x00020014u, 0x000000c4u, 0x00030016u, 0x000000c8u, 0x00000020u, 0x0004002bu, 0x000000c8u, 0x000000cbu, 0x00000000u,
    0x0003001du, 0x000000d5u, 0x000000c8u, 0x0003001eu, 0x000000d6u, 0x000000d5u, 0x00040020u, 0x000000d7u, 0x00000002u, 0x000000d6u,
    0x0004003bu, 0x000000d7u, 0x000000d8u, 0x00000002u, 0x00040020u, 0x000000e1u, 0x00000002u, 0x000000c8u, 0x0004001cu, 0x000000e6u,
    0x000000c8u, 0x0000009bu, 0x00040020u, 0x000000e7u, 0x00000004u, 0x000000e6u, 0x0004003bu, 0x000000e7u, 0x000000e8u, 0x00000004u,
    0x00040020u, 0x000000ebu, 0x00000004u, 0x000000c8u, 0x0004003bu, 0x000000e7u, 0x00000103u, 0x00000004u, 0x0004002bu, 0x00000006u,
    0x00000113u, 0x00000108u, 0x0004002bu, 0x00000006u, 0x0000011cu, 0x00001000u, 0x0004002bu, 0x00000027u, 0x00000175u, 0x00000005u,
    0x0004001cu, 0x00000197u, 0x000000c8u, 0x0000011cu, 0x00040020u, 0x00000198u, 0x00000004u, 0x00000197u, 0x0004003bu, 0x00000198u,
    0x00000199u, 0x00000004u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x00050041u,
    0x000000aau, 0x000000abu, 0x000000a8u, 0x000000a9u, 0x0004003du, 0x00000006u, 0x000000acu, 0x000000abu, 0x00050051u, 0x00000006u,
    0x000000b1u, 0x000000b0u, 0x00000000u, 0x00050041u, 0x000000aau, 0x000000b4u, 0x000000b3u, 0x000000a9u, 0x0004003du, 0x00000006u,
    0x000000b5u, 0x000000b4u, 0x00050041u, 0x000000aau, 0x000000b7u, 0x000000b3u, 0x000000afu, 0x0004003du, 0x00000006u, 0x000000b8u,
    0x000000b7u, 0x00050084u, 0x00000006u, 0x000000bbu, 0x000000b8u, 0x0000009bu, 0x00050041u, 0x00000029u, 0x000000beu, 0x00000026u,
    0x000000bdu, 0x0004003du, 0x00000006u, 0x000000bfu, 0x000000beu, 0x00050082u, 0x00000006u, 0x000000c1u, 0x000000bfu, 0x000000bbu,
    0x0007000cu, 0x00000006u, 0x000000c2u, 0x00000001u, 0x00000026u, 0x0000009bu, 0x000000c1u, 0x000500aau, 0x000000c4u, 0x000000c5u,
    0x000000acu, 0x000000a9u, 0x000300f7u, 0x000000c7u, 0x00000000u, 0x000400fau, 0x000000c5u, 0x000000c6u, 0x000000c7u, 0x000200f8u,
    0x000000c6u, 0x000200f9u, 0x000000cdu, 0x000200f8u, 0x000000cdu, 0x000700f5u, 0x000000c8u, 0x0000031fu, 0x000000cbu, 0x000000c6u,
    0x000000e5u, 0x000000ceu, 0x000700f5u, 0x00000006u, 0x000002feu, 0x000000a9u, 0x000000c6u, 0x000000f8u, 0x000000ceu, 0x000500b0u,
    0x000000c4u, 0x000000d4u, 0x000002feu, 0x000000c2u, 0x000400f6u, 0x000000cfu, 0x000000ceu, 0x00000000u, 0x000400fau, 0x000000d4u,
    0x000000ceu, 0x000000cfu, 0x000200f8u, 0x000000ceu, 0x00050080u, 0x00000006u, 0x000000dbu, 0x000000bbu, 0x000002feu, 0x00050041u,
    0x00000029u, 0x00000240u, 0x00000026u, 0x00000035u, 0x0004003du, 0x00000006u, 0x00000241u, 0x00000240u, 0x00050041u, 0x00000029u,
    0x00000242u, 0x00000026u, 0x00000028u, 0x0004003du, 0x00000006u, 0x00000243u, 0x00000242u, 0x00050084u, 0x00000006u, 0x00000244u,
    0x00000241u, 0x00000243u, 0x00050041u, 0x00000029u, 0x00000245u, 0x00000026u, 0x0000002fu, 0x0004003du, 0x00000006u, 0x00000246u,
    0x00000245u, 0x00050084u, 0x00000006u, 0x00000247u, 0x00000078u, 0x00000246u, 0x00050041u, 0x00000029u, 0x00000248u, 0x00000026u,
    0x00000054u, 0x0004003du, 0x00000006u, 0x00000249u, 0x00000248u, 0x00050080u, 0x00000006u, 0x0000024au, 0x00000247u, 0x00000249u,
    0x00050084u, 0x00000006u, 0x0000024du, 0x00000244u, 0x0000024au, 0x00050084u, 0x00000006u, 0x00000251u, 0x000000b5u, 0x00000243u,
    0x00050080u, 0x00000006u, 0x00000252u, 0x0000024du, 0x00000251u, 0x00050080u, 0x00000006u, 0x00000254u, 0x00000252u, 0x000000dbu,
    0x00060041u, 0x000000e1u, 0x000000e2u, 0x000000d8u, 0x00000035u, 0x00000254u, 0x0004003du, 0x000000c8u, 0x000000e3u, 0x000000e2u,
    0x00050081u, 0x000000c8u, 0x000000e5u, 0x0000031fu, 0x000000e3u, 0x00050041u, 0x000000ebu, 0x000000ecu, 0x000000e8u, 0x000002feu,
    0x0003003eu, 0x000000ecu, 0x000000e5u, 0x00050080u, 0x00000006u, 0x00000263u, 0x0000024au, 0x00000044u, 0x00050084u, 0x00000006u,
    0x00000264u, 0x00000244u, 0x00000263u, 0x00050080u, 0x00000006u, 0x00000269u, 0x00000264u, 0x00000251u, 0x00050080u, 0x00000006u,
    0x0000026bu, 0x00000269u, 0x000000dbu, 0x00060041u, 0x000000e1u, 0x000000f6u, 0x000000d8u, 0x00000035u, 0x0000026bu, 0x0003003eu,
    0x000000f6u, 0x000000e5u, 0x00050080u, 0x00000006u, 0x000000f8u, 0x000002feu, 0x0000002fu, 0x000200f9u, 0x000000cdu, 0x000200f8u,
    0x000000cfu, 0x000200f9u, 0x000000c7u, 0x000200f8u, 0x000000c7u, 0x000200f9u, 0x000000fbu, 0x000200f8u, 0x000000fbu, 0x000700f5u,
    0x00000006u, 0x000002ffu, 0x000000acu, 0x000000c7u, 0x00000112u, 0x000000fcu, 0x000500b0u, 0x000000c4u, 0x00000102u, 0x000002ffu,
    0x000000c2u, 0x000400f6u, 0x000000fdu, 0x000000fcu, 0x00000000u, 0x000400fau, 0x00000102u, 0x000000fcu, 0x000000fdu, 0x000200f8u,
    0x000000fcu, 0x00050080u, 0x00000006u, 0x00000107u, 0x000000bbu, 0x000002ffu, 0x00050041u, 0x00000029u, 0x0000026eu, 0x00000026u,
    0x00000035u, 0x0004003du, 0x00000006u, 0x0000026fu, 0x0000026eu, 0x00050041u, 0x00000029u, 0x00000270u, 0x00000026u, 0x00000028u,
    0x0004003du, 0x00000006u, 0x00000271u, 0x00000270u, 0x00050084u, 0x00000006u, 0x00000272u, 0x0000026fu, 0x00000271u, 0x00050041u,
    0x00000029u, 0x00000273u, 0x00000026u, 0x0000002fu, 0x0004003du, 0x00000006u, 0x00000274u, 0x00000273u, 0x00050084u, 0x00000006u,
    0x00000275u, 0x00000078u, 0x00000274u, 0x00050041u, 0x00000029u, 0x00000276u, 0x00000026u, 0x00000054u, 0x0004003du, 0x00000006u,
    0x00000277u, 0x00000276u, 0x00050080u, 0x00000006u, 0x00000278u, 0x00000275u, 0x00000277u, 0x00050080u, 0x00000006u, 0x0000027au,
    0x00000278u, 0x000000afu, 0x00050084u, 0x00000006u, 0x0000027bu, 0x00000272u, 0x0000027au, 0x00050084u, 0x00000006u, 0x0000027fu,
    0x000000b5u, 0x00000271u, 0x00050080u, 0x00000006u, 0x00000280u, 0x0000027bu, 0x0000027fu, 0x00050080u, 0x00000006u, 0x00000282u,
    0x00000280u, 0x00000107u, 0x00060041u, 0x000000e1u, 0x0000010du, 0x000000d8u, 0x00000035u, 0x00000282u, 0x0004003du, 0x000000c8u,
    0x0000010eu, 0x0000010du, 0x00050041u, 0x000000ebu, 0x0000010fu, 0x00000103u, 0x000002ffu, 0x0003003eu, 0x0000010fu, 0x0000010eu,
    0x00050080u, 0x00000006u, 0x00000112u, 0x000002ffu, 0x000000b1u, 0x000200f9u, 0x000000fbu, 0x000200f8u, 0x000000fdu, 0x000400e0u,
    0x00000044u, 0x00000044u, 0x00000113u, 0x000200f9u, 0x00000116u, 0x000200f8u, 0x00000116u, 0x000700f5u, 0x00000006u, 0x00000300u,
    0x000000acu, 0x000000fdu, 0x000001adu, 0x00000119u, 0x000500b0u, 0x000000c4u, 0x0000011du, 0x00000300u, 0x0000011cu, 0x000400f6u,
    0x00000118u, 0x00000119u, 0x00000000u, 0x000400fau, 0x0000011du, 0x00000117u, 0x00000118u, 0x000200f8u, 0x00000117u, 0x00050086u,
    0x00000006u, 0x00000120u, 0x00000300u, 0x0000009bu, 0x00050089u, 0x00000006u, 0x00000123u, 0x00000300u, 0x0000009bu, 0x000500b0u,
    0x000000c4u, 0x00000128u, 0x00000120u, 0x000000c2u, 0x000500b2u, 0x000000c4u, 0x0000012bu, 0x00000123u, 0x00000120u, 0x000500a7u,
    0x000000c4u, 0x0000012cu, 0x00000128u, 0x0000012bu, 0x000300f7u, 0x0000012eu, 0x00000000u, 0x000400fau, 0x0000012cu, 0x0000012du,
    0x0000012eu, 0x000200f8u, 0x0000012du, 0x00050080u, 0x00000006u, 0x00000132u, 0x000000bbu, 0x00000120u, 0x00050041u, 0x00000029u,
    0x00000285u, 0x00000026u, 0x00000035u, 0x0004003du, 0x00000006u, 0x00000286u, 0x00000285u, 0x00050080u, 0x00000006u, 0x00000288u,
    0x00000286u, 0x000000b5u, 0x00050041u, 0x00000029u, 0x00000289u, 0x00000026u, 0x00000028u, 0x0004003du, 0x00000006u, 0x0000028au,
    0x00000289u, 0x00050084u, 0x00000006u, 0x0000028bu, 0x00000288u, 0x0000028au, 0x00050080u, 0x00000006u, 0x0000028du, 0x0000028bu,
    0x00000132u, 0x00050041u, 0x00000029u, 0x0000028eu, 0x00000026u, 0x0000002fu, 0x0004003du, 0x00000006u, 0x0000028fu, 0x0000028eu,
    0x00050084u, 0x00000006u, 0x00000290u, 0x0000028du, 0x0000028fu, 0x00050080u, 0x00000006u, 0x0000013au, 0x000000bbu, 0x00000123u,
    0x00050080u, 0x00000006u, 0x0000029bu, 0x0000028bu, 0x0000013au, 0x00050084u, 0x00000006u, 0x0000029eu, 0x0000029bu, 0x0000028fu,
    0x00050084u, 0x00000006u, 0x000002a4u, 0x000000b5u, 0x0000028au, 0x00050080u, 0x00000006u, 0x000002a6u, 0x000002a4u, 0x00000132u,
    0x00050084u, 0x00000006u, 0x000002a9u, 0x000002a6u, 0x0000028fu, 0x00050041u, 0x000000ebu, 0x00000149u, 0x000000e8u, 0x00000120u,
    0x0004003du, 0x000000c8u, 0x0000014au, 0x00000149u, 0x00050041u, 0x000000ebu, 0x0000014cu, 0x000000e8u, 0x00000123u, 0x0004003du,
    0x000000c8u, 0x0000014du, 0x0000014cu, 0x00050083u, 0x000000c8u, 0x0000014eu, 0x0000014au, 0x0000014du, 0x0006000cu, 0x000000c8u,
    0x0000014fu, 0x00000001u, 0x0000001bu, 0x0000014eu, 0x000500b0u, 0x000000c4u, 0x00000152u, 0x00000123u, 0x00000120u, 0x000300f7u,
    0x00000154u, 0x00000000u, 0x000400fau, 0x00000152u, 0x00000153u, 0x00000154u, 0x000200f8u, 0x00000153u, 0x000200f9u, 0x00000156u,
    0x000200f8u, 0x00000156u, 0x000700f5u, 0x000000c8u, 0x0000030eu, 0x000000cbu, 0x00000153u, 0x0000016bu, 0x00000157u, 0x000700f5u,
    0x00000006u, 0x0000030du, 0x000000a9u, 0x00000153u, 0x0000016du, 0x00000157u, 0x000500b0u, 0x000000c4u, 0x0000015eu, 0x0000030du,
    0x0000028fu, 0x000400f6u, 0x00000158u, 0x00000157u, 0x00000000u, 0x000400fau, 0x0000015eu, 0x00000157u, 0x00000158u, 0x000200f8u,
    0x00000157u, 0x00050080u, 0x00000006u, 0x00000161u, 0x00000290u, 0x0000030du, 0x00060041u, 0x000000e1u, 0x00000162u, 0x000000d8u,
    0x00000035u, 0x00000161u, 0x0004003du, 0x000000c8u, 0x00000163u, 0x00000162u, 0x00050080u, 0x00000006u, 0x00000166u, 0x0000029eu,
    0x0000030du, 0x00060041u, 0x000000e1u, 0x00000167u, 0x000000d8u, 0x00000035u, 0x00000166u, 0x0004003du, 0x000000c8u, 0x00000168u,
    0x00000167u, 0x0008000cu, 0x000000c8u, 0x0000016bu, 0x00000001u, 0x00000032u, 0x00000163u, 0x00000168u, 0x0000030eu, 0x00050080u,
    0x00000006u, 0x0000016du, 0x0000030du, 0x0000002fu, 0x000200f9u, 0x00000156u, 0x000200f8u, 0x00000158u, 0x00050041u, 0x000000ebu,
    0x0000016fu, 0x00000103u, 0x00000120u, 0x0004003du, 0x000000c8u, 0x00000170u, 0x0000016fu, 0x00050085u, 0x000000c8u, 0x00000172u,
    0x00000170u, 0x0000030eu, 0x00050085u, 0x000000c8u, 0x00000174u, 0x00000172u, 0x0000014fu, 0x000200f9u, 0x00000154u, 0x000200f8u,
    0x00000154u, 0x000700f5u, 0x000000c8u, 0x0000031au, 0x000000cbu, 0x0000012du, 0x00000174u, 0x00000158u, 0x00050041u, 0x00000029u,
    0x00000176u, 0x00000026u, 0x00000175u, 0x0004003du, 0x00000006u, 0x00000177u, 0x00000176u, 0x000500abu, 0x000000c4u, 0x00000178u,
    0x00000177u, 0x000000a9u, 0x000300f7u, 0x0000017au, 0x00000000u, 0x000400fau, 0x00000178u, 0x00000179u, 0x0000017au, 0x000200f8u,
    0x00000179u, 0x000200f9u, 0x0000017cu, 0x000200f8u, 0x0000017cu, 0x000700f5u, 0x000000c8u, 0x00000310u, 0x000000cbu, 0x00000179u,
    0x00000191u, 0x0000017du, 0x000700f5u, 0x00000006u, 0x0000030fu, 0x000000a9u, 0x00000179u, 0x00000193u, 0x0000017du, 0x000500b0u,
    0x000000c4u, 0x00000184u, 0x0000030fu, 0x0000028fu, 0x000400f6u, 0x0000017eu, 0x0000017du, 0x00000000u, 0x000400fau, 0x00000184u,
    0x0000017du, 0x0000017eu, 0x000200f8u, 0x0000017du, 0x00050080u, 0x00000006u, 0x00000187u, 0x000002a9u, 0x0000030fu, 0x00060041u,
    0x000000e1u, 0x00000188u, 0x000000d8u, 0x00000035u, 0x00000187u, 0x0004003du, 0x000000c8u, 0x00000189u, 0x00000188u, 0x00050080u,
    0x00000006u, 0x0000018cu, 0x0000029eu, 0x0000030fu, 0x00060041u, 0x000000e1u, 0x0000018du, 0x000000d8u, 0x00000035u, 0x0000018cu,
    0x0004003du, 0x000000c8u, 0x0000018eu, 0x0000018du, 0x0008000cu, 0x000000c8u, 0x00000191u, 0x00000001u, 0x00000032u, 0x00000189u,
    0x0000018eu, 0x00000310u, 0x00050080u, 0x00000006u, 0x00000193u, 0x0000030fu, 0x0000002fu, 0x000200f9u, 0x0000017cu, 0x000200f8u,
    0x0000017eu, 0x00050085u, 0x000000c8u, 0x00000196u, 0x00000310u, 0x0000014fu, 0x000200f9u, 0x0000017au, 0x000200f8u, 0x0000017au,
    0x000700f5u, 0x000000c8u, 0x0000031du, 0x000000cbu, 0x00000154u, 0x00000196u, 0x0000017eu, 0x000200f9u, 0x0000012eu, 0x000200f8u,
    0x0000012eu, 0x000700f5u, 0x000000c8u, 0x0000031cu, 0x000000cbu, 0x00000117u, 0x0000031du, 0x0000017au, 0x000700f5u, 0x000000c8u,
    0x00000318u, 0x000000cbu, 0x00000117u, 0x0000031au, 0x0000017au, 0x00050041u, 0x000000ebu, 0x0000019cu, 0x00000199u, 0x00000300u,
    0x0003003eu, 0x0000019cu, 0x00000318u, 0x00050041u, 0x00000029u, 0x0000019du, 0x00000026u, 0x00000175u, 0x0004003du, 0x00000006u,
    0x0000019eu, 0x0000019du, 0x000500abu, 0x000000c4u, 0x0000019fu, 0x0000019eu, 0x000000a9u, 0x000300f7u, 0x000001a1u, 0x00000000u,
    0x000400fau, 0x0000019fu, 0x000001a0u, 0x000001a1u, 0x000200f8u, 0x000001a0u, 0x00050041u, 0x00000029u, 0x000002acu, 0x00000026u,
    0x00000035u, 0x0004003du, 0x00000006u, 0x000002adu, 0x000002acu, 0x00050041u, 0x00000029u, 0x000002aeu, 0x00000026u, 0x00000028u,
    0x0004003du, 0x00000006u, 0x000002afu, 0x000002aeu, 0x00050084u, 0x00000006u, 0x000002b0u, 0x000002adu, 0x000002afu, 0x00050041u,
    0x00000029u, 0x000002b1u, 0x00000026u, 0x0000002fu, 0x0004003du, 0x00000006u, 0x000002b2u, 0x000002b1u, 0x00050084u, 0x00000006u,
    0x000002b3u, 0x00000078u, 0x000002b2u, 0x00050041u, 0x00000029u, 0x000002b4u, 0x00000026u, 0x00000054u, 0x0004003du, 0x00000006u,
    0x000002b5u, 0x000002b4u, 0x00050080u, 0x00000006u, 0x000002b6u, 0x000002b3u, 0x000002b5u, 0x00050080u, 0x00000006u, 0x000002b7u,
    0x000002b6u, 0x00000078u, 0x00050084u, 0x00000006u, 0x000002b8u, 0x000002b0u, 0x000002b7u, 0x00050086u, 0x00000006u, 0x000002bcu,
    0x000002afu, 0x0000009bu, 0x00050084u, 0x00000006u, 0x000002bdu, 0x000000b5u, 0x000002bcu, 0x00050080u, 0x00000006u, 0x000002bfu,
    0x000002bdu, 0x000000b8u, 0x00050084u, 0x00000006u, 0x000002c1u, 0x000002bfu, 0x0000011cu, 0x00050080u, 0x00000006u, 0x000002c2u,
    0x000002b8u, 0x000002c1u, 0x00050080u, 0x00000006u, 0x000001a8u, 0x000002c2u, 0x00000300u, 0x00060041u, 0x000000e1u, 0x000001aau,
    0x000000d8u, 0x00000035u, 0x000001a8u, 0x0003003eu, 0x000001aau, 0x0000031cu, 0x000200f9u, 0x000001a1u, 0x000200f8u, 0x000001a1u,
    0x000200f9u, 0x00000119u, 0x000200f8u, 0x00000119u, 0x00050080u, 0x00000006u, 0x000001adu, 0x00000300u, 0x000000b1u, 0x000200f9u,
    0x00000116u, 0x000200f8u, 0x00000118u, 0x000400e0u, 0x00000044u, 0x00000044u, 0x00000113u, 0x000200f9u, 0x000001b0u, 0x000200f8u,
    0x000001b0u, 0x000700f5u, 0x00000006u, 0x00000301u, 0x000000acu, 0x00000118u, 0x0000023du, 0x000001b3u, 0x00050041u, 0x00000029u,
    0x000001b6u, 0x00000026u, 0x00000054u, 0x0004003du, 0x00000006u, 0x000001b7u, 0x000001b6u, 0x00050041u, 0x00000029u, 0x000001b8u,
    0x00000026u, 0x0000002fu, 0x0004003du, 0x00000006u, 0x000001b9u, 0x000001b8u, 0x00050080u, 0x00000006u, 0x000001bau, 0x000001b7u,
    0x000001b9u, 0x000500b0u, 0x000000c4u, 0x000001bbu, 0x00000301u, 0x000001bau, 0x000400f6u, 0x000001b2u, 0x000001b3u, 0x00000000u,
    0x000400fau, 0x000001bbu, 0x000001b1u, 0x000001b2u, 0x000200f8u, 0x000001b1u, 0x000500b0u, 0x000000c4u, 0x000001c1u, 0x00000301u,
    0x000001b7u, 0x000300f7u, 0x000001c6u, 0x00000000u, 0x000400fau, 0x000001c1u, 0x000001c5u, 0x000001ceu, 0x000200f8u, 0x000001c5u,
    0x00050041u, 0x00000029u, 0x000002c5u, 0x00000026u, 0x00000035u, 0x0004003du, 0x00000006u, 0x000002c6u, 0x000002c5u, 0x00050084u,
    0x00000006u, 0x000002c7u, 0x00000044u, 0x000002c6u, 0x00050041u, 0x00000029u, 0x000002c8u, 0x00000026u, 0x00000028u, 0x0004003du,
    0x00000006u, 0x000002c9u, 0x000002c8u, 0x00050084u, 0x00000006u, 0x000002cau, 0x000002c7u, 0x000002c9u, 0x00050084u, 0x00000006u,
    0x000002cdu, 0x000002cau, 0x000001b9u, 0x00050084u, 0x00000006u, 0x000002d1u, 0x000000b5u, 0x000002c9u, 0x00050080u, 0x00000006u,
    0x000002d3u, 0x000002d1u, 0x000000bbu, 0x00050084u, 0x00000006u, 0x000002d6u, 0x000002d3u, 0x000001b7u, 0x00050080u, 0x00000006u,
    0x000002d7u, 0x000002cdu, 0x000002d6u, 0x00050080u, 0x00000006u, 0x000001cdu, 0x000002d7u, 0x00000301u, 0x000200f9u, 0x000001c6u,
    0x000200f8u, 0x000001ceu, 0x00050041u, 0x00000029u, 0x000002dau, 0x00000026u, 0x00000035u, 0x0004003du, 0x00000006u, 0x000002dbu,
    0x000002dau, 0x00050041u, 0x00000029u, 0x000002dcu, 0x00000026u, 0x00000028u, 0x0004003du, 0x00000006u, 0x000002ddu, 0x000002dcu,
    0x00050084u, 0x00000006u, 0x000002deu, 0x000002dbu, 0x000002ddu, 0x00050084u, 0x00000006u, 0x000002e1u, 0x00000044u, 0x000001b9u,
    0x00050080u, 0x00000006u, 0x000002e4u, 0x000002e1u, 0x000001b7u, 0x00050084u, 0x00000006u, 0x000002e5u, 0x000002deu, 0x000002e4u,
    0x00050084u, 0x00000006u, 0x000002e9u, 0x000000b5u, 0x000002ddu, 0x00050080u, 0x00000006u, 0x000002ebu, 0x000002e9u, 0x000000bbu,
    0x00050084u, 0x00000006u, 0x000002eeu, 0x000002ebu, 0x000001b9u, 0x00050080u, 0x00000006u, 0x000002efu, 0x000002e5u, 0x000002eeu,
    0x00050080u, 0x00000006u, 0x000001d5u, 0x000002efu, 0x00000301u, 0x00050082u, 0x00000006u, 0x000001d8u, 0x000001d5u, 0x000001b7u,
    0x000200f9u, 0x000001c6u, 0x000200f8u, 0x000001c6u, 0x000700f5u, 0x00000006u, 0x00000302u, 0x000001cdu, 0x000001c5u, 0x000001d8u,
    0x000001ceu, 0x000600a9u, 0x00000006u, 0x00000324u, 0x000001c1u, 0x000001b7u, 0x000001b9u, 0x000200f9u, 0x000001e6u, 0x000200f8u,
    0x000001e6u, 0x000700f5u, 0x00000006u, 0x00000304u, 0x000000a9u, 0x000001c6u, 0x0000023au, 0x000001e9u, 0x000500b0u, 0x000000c4u,
    0x000001edu, 0x00000304u, 0x000000c2u, 0x000400f6u, 0x000001e8u, 0x000001e9u, 0x00000000u, 0x000400fau, 0x000001edu, 0x000001e7u,
    0x000001e8u, 0x000200f8u, 0x000001e7u, 0x000300f7u, 0x000001f2u, 0x00000000u, 0x000400fau, 0x000001c1u, 0x000001f1u, 0x000001feu,
    0x000200f8u, 0x000001f1u, 0x00050041u, 0x000000ebu, 0x000001f4u, 0x00000103u, 0x00000304u, 0x0004003du, 0x000000c8u, 0x000001f5u,
    0x000001f4u, 0x00050084u, 0x00000006u, 0x000001f9u, 0x00000304u, 0x00000324u, 0x00050080u, 0x00000006u, 0x000001fau, 0x00000302u,
    0x000001f9u, 0x00060041u, 0x000000e1u, 0x000001fbu, 0x000000d8u, 0x00000035u, 0x000001fau, 0x0004003du, 0x000000c8u, 0x000001fcu,
    0x000001fbu, 0x00050085u, 0x000000c8u, 0x000001fdu, 0x000001f5u, 0x000001fcu, 0x000200f9u, 0x000001f2u, 0x000200f8u, 0x000001feu,
    0x00050041u, 0x000000ebu, 0x00000200u, 0x00000103u, 0x00000304u, 0x0004003du, 0x000000c8u, 0x00000201u, 0x00000200u, 0x00050041u,
    0x000000ebu, 0x00000203u, 0x000000e8u, 0x00000304u, 0x0004003du, 0x000000c8u, 0x00000204u, 0x00000203u, 0x0006000cu, 0x000000c8u,
    0x00000205u, 0x00000001u, 0x0000001bu, 0x00000204u, 0x00050085u, 0x000000c8u, 0x00000206u, 0x00000201u, 0x00000205u, 0x00050080u,
    0x00000006u, 0x00000209u, 0x000000bbu, 0x00000304u, 0x00050041u, 0x00000029u, 0x000002f2u, 0x00000026u, 0x00000035u, 0x0004003du,
    0x00000006u, 0x000002f3u, 0x000002f2u, 0x00050080u, 0x00000006u, 0x000002f5u, 0x000002f3u, 0x000000b5u, 0x00050041u, 0x00000029u,
    0x000002f6u, 0x00000026u, 0x00000028u, 0x0004003du, 0x00000006u, 0x000002f7u, 0x000002f6u, 0x00050084u, 0x00000006u, 0x000002f8u,
    0x000002f5u, 0x000002f7u, 0x00050080u, 0x00000006u, 0x000002fau, 0x000002f8u, 0x00000209u, 0x00050084u, 0x00000006u, 0x000002fdu,
    0x000002fau, 0x000001b9u, 0x00050080u, 0x00000006u, 0x0000020fu, 0x000002fdu, 0x00000301u, 0x00050082u, 0x00000006u, 0x00000212u,
    0x0000020fu, 0x000001b7u, 0x00060041u, 0x000000e1u, 0x00000213u, 0x000000d8u, 0x00000035u, 0x00000212u, 0x0004003du, 0x000000c8u,
    0x00000214u, 0x00000213u, 0x00050085u, 0x000000c8u, 0x00000215u, 0x00000206u, 0x00000214u, 0x000200f9u, 0x000001f2u, 0x000200f8u,
    0x000001f2u, 0x000700f5u, 0x000000c8u, 0x00000308u, 0x000001fdu, 0x000001f1u, 0x00000215u, 0x000001feu, 0x000200f9u, 0x00000218u,
    0x000200f8u, 0x00000218u, 0x000700f5u, 0x000000c8u, 0x0000030cu, 0x00000308u, 0x000001f2u, 0x0000022fu, 0x00000219u, 0x000700f5u,
    0x00000006u, 0x00000309u, 0x000000a9u, 0x000001f2u, 0x00000231u, 0x00000219u, 0x000500b0u, 0x000000c4u, 0x0000021fu, 0x00000309u,
    0x00000304u, 0x000400f6u, 0x0000021au, 0x00000219u, 0x00000000u, 0x000400fau, 0x0000021fu, 0x00000219u, 0x0000021au, 0x000200f8u,
    0x00000219u, 0x00050084u, 0x00000006u, 0x00000221u, 0x00000304u, 0x0000009bu, 0x00050080u, 0x00000006u, 0x00000223u, 0x00000221u,
    0x00000309u, 0x00050041u, 0x000000ebu, 0x00000224u, 0x00000199u, 0x00000223u, 0x0004003du, 0x000000c8u, 0x00000225u, 0x00000224u,
    0x00050084u, 0x00000006u, 0x00000229u, 0x00000309u, 0x00000324u, 0x00050080u, 0x00000006u, 0x0000022au, 0x00000302u, 0x00000229u,
    0x00060041u, 0x000000e1u, 0x0000022bu, 0x000000d8u, 0x00000035u, 0x0000022au, 0x0004003du, 0x000000c8u, 0x0000022cu, 0x0000022bu,
    0x0004007fu, 0x000000c8u, 0x00000323u, 0x00000225u, 0x0008000cu, 0x000000c8u, 0x0000022fu, 0x00000001u, 0x00000032u, 0x00000323u,
    0x0000022cu, 0x0000030cu, 0x00050080u, 0x00000006u, 0x00000231u, 0x00000309u, 0x0000002fu, 0x000200f9u, 0x00000218u, 0x000200f8u,
    0x0000021au, 0x00050084u, 0x00000006u, 0x00000235u, 0x00000304u, 0x00000324u, 0x00050080u, 0x00000006u, 0x00000236u, 0x00000302u,
    0x00000235u, 0x00060041u, 0x000000e1u, 0x00000238u, 0x000000d8u, 0x00000035u, 0x00000236u, 0x0003003eu, 0x00000238u, 0x0000030cu,
    0x000200f9u, 0x000001e9u, 0x000200f8u, 0x000001e9u, 0x00050080u, 0x00000006u, 0x0000023au, 0x00000304u, 0x0000002fu, 0x000200f9u,
    0x000001e6u, 0x000200f8u, 0x000001e8u, 0x000200f9u, 0x000001b3u, 0x000200f8u, 0x000001b3u, 0x00050080u, 0x00000006u, 0x0000023du,
    0x00000301u, 0x000000b1u, 0x000200f9u, 0x000001b0u, 0x000200f8u, 0x000001b2u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_delta_chunk[1915] = { /* delta_chunk.comp --target-env=vulkan1.0 */
    0x07230203u, 0x00010000u, 0x000d000bu, 0x00000356u, 0x00000000u, 0x00020011u, 0x00000001u, 0x0006000bu, 0x00000001u, 0x4c534c47u,
    0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u, 0x0007000fu, 0x00000005u, 0x00000004u, 0x6e69616du,
    0x00000000u, 0x000000a8u, 0x000000b3u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00050048u,
    0x00000024u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x00000024u, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u,
    0x00000024u, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x00000024u, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u,
    0x00000024u, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x00000024u, 0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u,
    0x00000024u, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x00000024u, 0x00000007u, 0x00000023u, 0x0000001cu, 0x00050048u,
    0x00000024u, 0x00000008u, 0x00000023u, 0x00000020u, 0x00030047u, 0x00000024u, 0x00000002u, 0x00040047u, 0x000000a8u, 0x0000000bu,
    0x0000001bu, 0x00040047u, 0x000000aeu, 0x00000001u, 0x00000000u, 0x00040047u, 0x000000b0u, 0x0000000bu, 0x00000019u, 0x00040047u,
    0x000000b3u, 0x0000000bu, 0x0000001au, 0x00040047u, 0x000000e6u, 0x00000006u, 0x00000004u, 0x00050048u, 0x000000e7u, 0x00000000u,
    0x00000023u, 0x00000000u, 0x00030047u, 0x000000e7u, 0x00000003u, 0x00040047u, 0x000000e9u, 0x00000022u, 0x00000000u, 0x00040047u,
    0x000000e9u, 0x00000021u, 0x00000001u, 0x00040047u, 0x0000011du, 0x00000006u, 0x00000004u, 0x00040048u, 0x0000011eu, 0x00000000u,
    0x00000018u, 0x00050048u, 0x0000011eu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000011eu, 0x00000003u, 0x00040047u,
    0x00000120u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000120u, 0x00000021u, 0x00000000u, 0x00040047u, 0x00000208u, 0x00000006u,
    0x00000004u, 0x00040048u, 0x00000209u, 0x00000000u, 0x00000019u, 0x00050048u, 0x00000209u, 0x00000000u, 0x00000023u, 0x00000000u,
    0x00030047u, 0x00000209u, 0x00000003u, 0x00040047u, 0x0000020bu, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000020bu, 0x00000021u,
    0x00000002u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u,
    0x000b001eu, 0x00000024u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00040020u, 0x00000025u, 0x00000009u, 0x00000024u, 0x0004003bu, 0x00000025u, 0x00000026u, 0x00000009u, 0x00040015u,
    0x00000027u, 0x00000020u, 0x00000001u, 0x0004002bu, 0x00000027u, 0x00000028u, 0x00000004u, 0x00040020u, 0x00000029u, 0x00000009u,
    0x00000006u, 0x0004002bu, 0x00000027u, 0x0000002fu, 0x00000001u, 0x0004002bu, 0x00000027u, 0x00000035u, 0x00000000u, 0x0004002bu,
    0x00000006u, 0x00000044u, 0x00000002u, 0x0004002bu, 0x00000027u, 0x00000054u, 0x00000002u, 0x0004002bu, 0x00000006u, 0x00000078u,
    0x00000003u, 0x0004002bu, 0x00000006u, 0x0000009bu, 0x00000040u, 0x00040017u, 0x000000a6u, 0x00000006u, 0x00000003u, 0x00040020u,
    0x000000a7u, 0x00000001u, 0x000000a6u, 0x0004003bu, 0x000000a7u, 0x000000a8u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x000000a9u,
    0x00000000u, 0x00040020u, 0x000000aau, 0x00000001u, 0x00000006u, 0x00040032u, 0x00000006u, 0x000000aeu, 0x00000001u, 0x0004002bu,
    0x00000006u, 0x000000afu, 0x00000001u, 0x00060033u, 0x000000a6u, 0x000000b0u, 0x000000aeu, 0x000000afu, 0x000000afu, 0x0004003bu,
    0x000000a7u, 0x000000b3u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x000000b9u, 0x00000010u, 0x00020014u, 0x000000ceu, 0x00030016u,
    0x000000d8u, 0x00000020u, 0x0004002bu, 0x00000006u, 0x000000d9u, 0x00000800u, 0x0004001cu, 0x000000dau, 0x000000d8u, 0x000000d9u,
    0x00040020u, 0x000000dbu, 0x00000004u, 0x000000dau, 0x0004003bu, 0x000000dbu, 0x000000dcu, 0x00000004u, 0x0003001du, 0x000000e6u,
    0x000000d8u, 0x0003001eu, 0x000000e7u, 0x000000e6u, 0x00040020u, 0x000000e8u, 0x00000002u, 0x000000e7u, 0x0004003bu, 0x000000e8u,
    0x000000e9u, 0x00000002u, 0x0004002bu, 0x00000027u, 0x000000eau, 0x00000006u, 0x00040020u, 0x000000f6u, 0x00000002u, 0x000000d8u,
    0x0004002bu, 0x000000d8u, 0x000000fau, 0x00000000u, 0x00040020u, 0x000000fcu, 0x00000004u, 0x000000d8u, 0x0004002bu, 0x00000027u,
    0x00000108u, 0x00000003u, 0x0003001du, 0x0000011du, 0x000000d8u, 0x0003001eu, 0x0000011eu, 0x0000011du, 0x00040020u, 0x0000011fu,
    0x00000002u, 0x0000011eu, 0x0004003bu, 0x0000011fu, 0x00000120u, 0x00000002u, 0x0004001cu, 0x00000137u, 0x000000d8u, 0x0000009bu,
    0x00040020u, 0x00000138u, 0x00000004u, 0x00000137u, 0x0004003bu, 0x00000138u, 0x00000139u, 0x00000004u, 0x0004003bu, 0x00000138u,
    0x0000013eu, 0x00000004u, 0x0004002bu, 0x00000006u, 0x00000148u, 0x00000108u, 0x0004002bu, 0x00000006u, 0x00000195u, 0x00000400u,
    0x0004001cu, 0x00000196u, 0x000000d8u, 0x00000195u, 0x00040020u, 0x00000197u, 0x00000004u, 0x00000196u, 0x0004003bu, 0x00000197u,
    0x00000198u, 0x00000004u, 0x0004002bu, 0x00000027u, 0x0000019fu, 0x00000005u, 0x0003001du, 0x00000208u, 0x000000d8u, 0x0003001eu,
    0x00000209u, 0x00000208u, 0x00040020u, 0x0000020au, 0x00000002u, 0x00000209u, 0x0004003bu, 0x0000020au, 0x0000020bu, 0x00000002u,
    0x0004002bu, 0x00000027u, 0x0000020cu, 0x00000008u, 0x0004002bu, 0x00000027u, 0x0000028eu, 0x00000007u, 0x0004002bu, 0x00000006u,
    0x00000355u, 0x00001000u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x00050041u,
    0x000000aau, 0x000000abu, 0x000000a8u, 0x000000a9u, 0x0004003du, 0x00000006u, 0x000000acu, 0x000000abu, 0x00050051u, 0x00000006u,
    0x000000b1u, 0x000000b0u, 0x00000000u, 0x00050041u, 0x000000aau, 0x000000b4u, 0x000000b3u, 0x000000a9u, 0x0004003du, 0x00000006u,
    0x000000b5u, 0x000000b4u, 0x00050041u, 0x000000aau, 0x000000b7u, 0x000000b3u, 0x000000afu, 0x0004003du, 0x00000006u, 0x000000b8u,
    0x000000b7u, 0x00050084u, 0x00000006u, 0x000000bau, 0x000000b8u, 0x000000b9u, 0x00050041u, 0x00000029u, 0x000000bdu, 0x00000026u,
    0x0000002fu, 0x0004003du, 0x00000006u, 0x000000beu, 0x000000bdu, 0x00050084u, 0x00000006u, 0x000000bfu, 0x000000b5u, 0x000000beu,
    0x00050041u, 0x00000029u, 0x000000c0u, 0x00000026u, 0x00000054u, 0x0004003du, 0x00000006u, 0x000000c1u, 0x000000c0u, 0x00050084u,
    0x00000006u, 0x000000c2u, 0x000000bfu, 0x000000c1u, 0x000200f9u, 0x000000c5u, 0x000200f8u, 0x000000c5u, 0x000700f5u, 0x00000006u,
    0x0000032eu, 0x000000acu, 0x00000005u, 0x00000100u, 0x000000c8u, 0x00050084u, 0x00000006u, 0x000000cdu, 0x000000beu, 0x000000b9u,
    0x000500b0u, 0x000000ceu, 0x000000cfu, 0x0000032eu, 0x000000cdu, 0x000400f6u, 0x000000c7u, 0x000000c8u, 0x00000000u, 0x000400fau,
    0x000000cfu, 0x000000c6u, 0x000000c7u, 0x000200f8u, 0x000000c6u, 0x00050086u, 0x00000006u, 0x000000d2u, 0x0000032eu, 0x000000b9u,
    0x00050089u, 0x00000006u, 0x000000d6u, 0x0000032eu, 0x000000b9u, 0x00050080u, 0x00000006u, 0x000000d7u, 0x000000bau, 0x000000d6u,
    0x000500b0u, 0x000000ceu, 0x000000e1u, 0x000000d7u, 0x000000c1u, 0x000300f7u, 0x000000e5u, 0x00000000u, 0x000400fau, 0x000000e1u,
    0x000000e4u, 0x000000f9u, 0x000200f8u, 0x000000e4u, 0x00050041u, 0x00000029u, 0x000000ebu, 0x00000026u, 0x000000eau, 0x0004003du,
    0x00000006u, 0x000000ecu, 0x000000ebu, 0x00050080u, 0x00000006u, 0x000000eeu, 0x000000ecu, 0x000000c2u, 0x00050084u, 0x00000006u,
    0x000000f2u, 0x000000d2u, 0x000000c1u, 0x00050080u, 0x00000006u, 0x000000f3u, 0x000000eeu, 0x000000f2u, 0x00050080u, 0x00000006u,
    0x000000f5u, 0x000000f3u, 0x000000d7u, 0x00060041u, 0x000000f6u, 0x000000f7u, 0x000000e9u, 0x00000035u, 0x000000f5u, 0x0004003du,
    0x000000d8u, 0x000000f8u, 0x000000f7u, 0x000200f9u, 0x000000e5u, 0x000200f8u, 0x000000f9u, 0x000200f9u, 0x000000e5u, 0x000200f8u,
    0x000000e5u, 0x000700f5u, 0x000000d8u, 0x00000350u, 0x000000f8u, 0x000000e4u, 0x000000fau, 0x000000f9u, 0x00050041u, 0x000000fcu,
    0x000000fdu, 0x000000dcu, 0x0000032eu, 0x0003003eu, 0x000000fdu, 0x00000350u, 0x000200f9u, 0x000000c8u, 0x000200f8u, 0x000000c8u,
    0x00050080u, 0x00000006u, 0x00000100u, 0x0000032eu, 0x000000b1u, 0x000200f9u, 0x000000c5u, 0x000200f8u, 0x000000c7u, 0x000200f9u,
    0x00000102u, 0x000200f8u, 0x00000102u, 0x000700f5u, 0x00000006u, 0x0000032fu, 0x000000a9u, 0x000000c7u, 0x00000273u, 0x00000105u,
    0x00050041u, 0x00000029u, 0x00000109u, 0x00000026u, 0x00000108u, 0x0004003du, 0x00000006u, 0x0000010au, 0x00000109u, 0x000500b0u,
    0x000000ceu, 0x0000010bu, 0x0000032fu, 0x0000010au, 0x000400f6u, 0x00000104u, 0x00000105u, 0x00000000u, 0x000400fau, 0x0000010bu,
    0x00000103u, 0x00000104u, 0x000200f8u, 0x00000103u, 0x00050082u, 0x00000006u, 0x00000110u, 0x0000010au, 0x0000032fu, 0x0007000cu,
    0x00000006u, 0x00000111u, 0x00000001u, 0x00000026u, 0x0000009bu, 0x00000110u, 0x000200f9u, 0x00000114u, 0x000200f8u, 0x00000114u,
    0x000700f5u, 0x00000006u, 0x00000332u, 0x000000acu, 0x00000103u, 0x00000147u, 0x00000115u, 0x000500b0u, 0x000000ceu, 0x0000011bu,
    0x00000332u, 0x00000111u, 0x000400f6u, 0x00000116u, 0x00000115u, 0x00000000u, 0x000400fau, 0x0000011bu, 0x00000115u, 0x00000116u,
    0x000200f8u, 0x00000115u, 0x00050080u, 0x00000006u, 0x00000123u, 0x0000032fu, 0x00000111u, 0x00050082u, 0x00000006u, 0x00000124u,
    0x00000123u, 0x000000afu, 0x00050041u, 0x00000029u, 0x000002a3u, 0x00000026u, 0x00000035u, 0x0004003du, 0x00000006u, 0x000002a4u,
    0x000002a3u, 0x00050041u, 0x00000029u, 0x000002a5u, 0x00000026u, 0x00000028u, 0x0004003du, 0x00000006u, 0x000002a6u, 0x000002a5u,
    0x00050084u, 0x00000006u, 0x000002a7u, 0x000002a4u, 0x000002a6u, 0x00050084u, 0x00000006u, 0x000002aau, 0x00000078u, 0x000000beu,
    0x00050080u, 0x00000006u, 0x000002adu, 0x000002aau, 0x000000c1u, 0x00050080u, 0x00000006u, 0x000002afu, 0x000002adu, 0x00000044u,
    0x00050084u, 0x00000006u, 0x000002b0u, 0x000002a7u, 0x000002afu, 0x00050084u, 0x00000006u, 0x000002b4u, 0x000000b5u, 0x000002a6u,
    0x00050080u, 0x00000006u, 0x000002b5u, 0x000002b0u, 0x000002b4u, 0x00050080u, 0x00000006u, 0x000002b7u, 0x000002b5u, 0x00000124u,
    0x00060041u, 0x000000f6u, 0x0000012au, 0x00000120u, 0x00000035u, 0x000002b7u, 0x0004003du, 0x000000d8u, 0x0000012bu, 0x0000012au,
    0x00050080u, 0x00000006u, 0x0000012fu, 0x0000032fu, 0x00000332u, 0x00050080u, 0x00000006u, 0x000002ceu, 0x000002b5u, 0x0000012fu,
    0x00060041u, 0x000000f6u, 0x00000135u, 0x00000120u, 0x00000035u, 0x000002ceu, 0x0004003du, 0x000000d8u, 0x00000136u, 0x00000135u,
    0x0006000cu, 0x000000d8u, 0x0000013cu, 0x00000001u, 0x0000001bu, 0x00000136u, 0x00050041u, 0x000000fcu, 0x0000013du, 0x00000139u,
    0x00000332u, 0x0003003eu, 0x0000013du, 0x0000013cu, 0x00050083u, 0x000000d8u, 0x00000142u, 0x0000012bu, 0x00000136u, 0x0006000cu,
    0x000000d8u, 0x00000143u, 0x00000001u, 0x0000001bu, 0x00000142u, 0x00050041u, 0x000000fcu, 0x00000144u, 0x0000013eu, 0x00000332u,
    0x0003003eu, 0x00000144u, 0x00000143u, 0x00050080u, 0x00000006u, 0x00000147u, 0x00000332u, 0x000000b1u, 0x000200f9u, 0x00000114u,
    0x000200f8u, 0x00000116u, 0x000400e0u, 0x00000044u, 0x00000044u, 0x00000148u, 0x000200f9u, 0x0000014bu, 0x000200f8u, 0x0000014bu,
    0x000700f5u, 0x00000006u, 0x00000333u, 0x000000acu, 0x00000116u, 0x0000019eu, 0x0000014eu, 0x00050084u, 0x00000006u, 0x00000152u,
    0x00000111u, 0x000000b9u, 0x000500b0u, 0x000000ceu, 0x00000153u, 0x00000333u, 0x00000152u, 0x000400f6u, 0x0000014du, 0x0000014eu,
    0x00000000u, 0x000400fau, 0x00000153u, 0x0000014cu, 0x0000014du, 0x000200f8u, 0x0000014cu, 0x00050086u, 0x00000006u, 0x00000156u,
    0x00000333u, 0x000000b9u, 0x00050089u, 0x00000006u, 0x00000159u, 0x00000333u, 0x000000b9u, 0x00050080u, 0x00000006u, 0x0000015du,
    0x000000bau, 0x00000159u, 0x00050080u, 0x00000006u, 0x00000161u, 0x0000032fu, 0x00000156u, 0x00050041u, 0x00000029u, 0x000002d1u,
    0x00000026u, 0x00000035u, 0x0004003du, 0x00000006u, 0x000002d2u, 0x000002d1u, 0x00050041u, 0x00000029u, 0x000002d3u, 0x00000026u,
    0x00000028u, 0x0004003du, 0x00000006u, 0x000002d4u, 0x000002d3u, 0x00050084u, 0x00000006u, 0x000002d5u, 0x000002d2u, 0x000002d4u,
    0x00050084u, 0x00000006u, 0x000002d8u, 0x00000044u, 0x000000beu, 0x00050080u, 0x00000006u, 0x000002dbu, 0x000002d8u, 0x000000c1u,
    0x00050084u, 0x00000006u, 0x000002dcu, 0x000002d5u, 0x000002dbu, 0x00050084u, 0x00000006u, 0x000002e0u, 0x000000b5u, 0x000002d4u,
    0x00050080u, 0x00000006u, 0x000002e2u, 0x000002e0u, 0x00000161u, 0x00050084u, 0x00000006u, 0x000002e5u, 0x000002e2u, 0x000000beu,
    0x00050080u, 0x00000006u, 0x000002e6u, 0x000002dcu, 0x000002e5u, 0x000500b0u, 0x000000ceu, 0x0000016au, 0x0000015du, 0x000000c1u,
    0x000300f7u, 0x0000016cu, 0x00000000u, 0x000400fau, 0x0000016au, 0x0000016bu, 0x0000016cu, 0x000200f8u, 0x0000016bu, 0x000200f9u,
    0x0000016fu, 0x000200f8u, 0x0000016fu, 0x000700f5u, 0x000000d8u, 0x0000034cu, 0x000000fau, 0x0000016bu, 0x00000185u, 0x00000170u,
    0x000700f5u, 0x00000006u, 0x0000034au, 0x000000a9u, 0x0000016bu, 0x00000187u, 0x00000170u, 0x000500b0u, 0x000000ceu, 0x00000177u,
    0x0000034au, 0x000000beu, 0x000400f6u, 0x00000171u, 0x00000170u, 0x00000000u, 0x000400fau, 0x00000177u, 0x00000170u, 0x00000171u,
    0x000200f8u, 0x00000170u, 0x00050080u, 0x00000006u, 0x0000017au, 0x000002e6u, 0x0000034au, 0x00060041u, 0x000000f6u, 0x0000017bu,
    0x00000120u, 0x00000035u, 0x0000017au, 0x0004003du, 0x000000d8u, 0x0000017cu, 0x0000017bu, 0x00050084u, 0x00000006u, 0x0000017eu,
    0x0000034au, 0x000000b9u, 0x00050080u, 0x00000006u, 0x00000180u, 0x0000017eu, 0x00000159u, 0x00050041u, 0x000000fcu, 0x00000181u,
    0x000000dcu, 0x00000180u, 0x0004003du, 0x000000d8u, 0x00000182u, 0x00000181u, 0x0008000cu, 0x000000d8u, 0x00000185u, 0x00000001u,
    0x00000032u, 0x0000017cu, 0x00000182u, 0x0000034cu, 0x00050080u, 0x00000006u, 0x00000187u, 0x0000034au, 0x0000002fu, 0x000200f9u,
    0x0000016fu, 0x000200f8u, 0x00000171u, 0x00050084u, 0x00000006u, 0x000002ebu, 0x00000044u, 0x000002d2u, 0x00050084u, 0x00000006u,
    0x000002eeu, 0x000002ebu, 0x000002d4u, 0x00050084u, 0x00000006u, 0x000002f1u, 0x000002eeu, 0x000000beu, 0x00050084u, 0x00000006u,
    0x000002fau, 0x000002e2u, 0x000000c1u, 0x00050080u, 0x00000006u, 0x000002fbu, 0x000002f1u, 0x000002fau, 0x00050080u, 0x00000006u,
    0x00000190u, 0x000002fbu, 0x0000015du, 0x00060041u, 0x000000f6u, 0x00000191u, 0x00000120u, 0x00000035u, 0x00000190u, 0x0004003du,
    0x000000d8u, 0x00000192u, 0x00000191u, 0x00050083u, 0x000000d8u, 0x00000194u, 0x00000192u, 0x0000034cu, 0x000200f9u, 0x0000016cu,
    0x000200f8u, 0x0000016cu, 0x000700f5u, 0x000000d8u, 0x0000034fu, 0x000000fau, 0x0000014cu, 0x00000194u, 0x00000171u, 0x00050041u,
    0x000000fcu, 0x0000019bu, 0x00000198u, 0x00000333u, 0x0003003eu, 0x0000019bu, 0x0000034fu, 0x000200f9u, 0x0000014eu, 0x000200f8u,
    0x0000014eu, 0x00050080u, 0x00000006u, 0x0000019eu, 0x00000333u, 0x000000b1u, 0x000200f9u, 0x0000014bu, 0x000200f8u, 0x0000014du,
    0x000400e0u, 0x00000044u, 0x00000044u, 0x00000148u, 0x00050041u, 0x00000029u, 0x000001a0u, 0x00000026u, 0x0000019fu, 0x0004003du,
    0x00000006u, 0x000001a1u, 0x000001a0u, 0x000500abu, 0x000000ceu, 0x000001a2u, 0x000001a1u, 0x000000a9u, 0x000300f7u, 0x000001a4u,
    0x00000000u, 0x000400fau, 0x000001a2u, 0x000001a3u, 0x000001a4u, 0x000200f8u, 0x000001a3u, 0x000200f9u, 0x000001a7u, 0x000200f8u,
    0x000001a7u, 0x000700f5u, 0x00000006u, 0x00000334u, 0x000000acu, 0x000001a3u, 0x0000022au, 0x000001aau, 0x000500b0u, 0x000000ceu,
    0x000001afu, 0x00000334u, 0x00000152u, 0x000400f6u, 0x000001a9u, 0x000001aau, 0x00000000u, 0x000400fau, 0x000001afu, 0x000001a8u,
    0x000001a9u, 0x000200f8u, 0x000001a8u, 0x00050086u, 0x00000006u, 0x000001b2u, 0x00000334u, 0x000000b9u, 0x00050089u, 0x00000006u,
    0x000001b5u, 0x00000334u, 0x000000b9u, 0x00050080u, 0x00000006u, 0x000001b9u, 0x000000bau, 0x000001b5u, 0x00050080u, 0x00000006u,
    0x000001bdu, 0x0000032fu, 0x000001b2u, 0x00050041u, 0x00000029u, 0x000002ffu, 0x00000026u, 0x00000028u, 0x0004003du, 0x00000006u,
    0x00000300u, 0x000002ffu, 0x00050084u, 0x00000006u, 0x00000301u, 0x000000b5u, 0x00000300u, 0x00050080u, 0x00000006u, 0x00000303u,
    0x00000301u, 0x000001bdu, 0x00050084u, 0x00000006u, 0x00000306u, 0x00000303u, 0x000000beu, 0x00050086u, 0x00000006u, 0x000001c4u,
    0x0000032fu, 0x0000009bu, 0x00050041u, 0x00000029u, 0x00000309u, 0x00000026u, 0x00000035u, 0x0004003du, 0x00000006u, 0x0000030au,
    0x00000309u, 0x00050084u, 0x00000006u, 0x0000030du, 0x0000030au, 0x00000300u, 0x00050084u, 0x00000006u, 0x00000310u, 0x00000078u,
    0x000000beu, 0x00050080u, 0x00000006u, 0x00000313u, 0x00000310u, 0x000000c1u, 0x00050080u, 0x00000006u, 0x00000314u, 0x00000313u,
    0x00000078u, 0x00050084u, 0x00000006u, 0x00000315u, 0x0000030du, 0x00000314u, 0x00050086u, 0x00000006u, 0x00000319u, 0x00000300u,
    0x0000009bu, 0x00050084u, 0x00000006u, 0x0000031au, 0x000000b5u, 0x00000319u, 0x00050080u, 0x00000006u, 0x0000031cu, 0x0000031au,
    0x000001c4u, 0x00050084u, 0x00000006u, 0x0000031eu, 0x0000031cu, 0x00000355u, 0x00050080u, 0x00000006u, 0x0000031fu, 0x00000315u,
    0x0000031eu, 0x00050084u, 0x00000006u, 0x000001cau, 0x000001b2u, 0x0000009bu, 0x00050080u, 0x00000006u, 0x000001cbu, 0x0000031fu,
    0x000001cau, 0x000500aeu, 0x000000ceu, 0x000001cfu, 0x000001b9u, 0x000000c1u, 0x000300f7u, 0x000001d1u, 0x00000000u, 0x000400fau,
    0x000001cfu, 0x000001d0u, 0x000001d1u, 0x000200f8u, 0x000001d0u, 0x000200f9u, 0x000001aau, 0x000200f8u, 0x000001d1u, 0x000200f9u,
    0x000001d6u, 0x000200f8u, 0x000001d6u, 0x000700f5u, 0x000000d8u, 0x00000346u, 0x000000fau, 0x000001d1u, 0x000001ecu, 0x000001d7u,
    0x000700f5u, 0x00000006u, 0x0000033fu, 0x000000a9u, 0x000001d1u, 0x000001eeu, 0x000001d7u, 0x000500b0u, 0x000000ceu, 0x000001deu,
    0x0000033fu, 0x000000beu, 0x000400f6u, 0x000001d8u, 0x000001d7u, 0x00000000u, 0x000400fau, 0x000001deu, 0x000001d7u, 0x000001d8u,
    0x000200f8u, 0x000001d7u, 0x00050080u, 0x00000006u, 0x000001e1u, 0x00000306u, 0x0000033fu, 0x00060041u, 0x000000f6u, 0x000001e2u,
    0x00000120u, 0x00000035u, 0x000001e1u, 0x0004003du, 0x000000d8u, 0x000001e3u, 0x000001e2u, 0x00050084u, 0x00000006u, 0x000001e5u,
    0x0000033fu, 0x000000b9u, 0x00050080u, 0x00000006u, 0x000001e7u, 0x000001e5u, 0x000001b5u, 0x00050041u, 0x000000fcu, 0x000001e8u,
    0x000000dcu, 0x000001e7u, 0x0004003du, 0x000000d8u, 0x000001e9u, 0x000001e8u, 0x0008000cu, 0x000000d8u, 0x000001ecu, 0x00000001u,
    0x00000032u, 0x000001e3u, 0x000001e9u, 0x00000346u, 0x00050080u, 0x00000006u, 0x000001eeu, 0x0000033fu, 0x0000002fu, 0x000200f9u,
    0x000001d6u, 0x000200f8u, 0x000001d8u, 0x000200f9u, 0x000001f0u, 0x000200f8u, 0x000001f0u, 0x000700f5u, 0x000000d8u, 0x00000343u,
    0x000000fau, 0x000001d8u, 0x00000205u, 0x000001f1u, 0x000700f5u, 0x00000006u, 0x00000340u, 0x000000a9u, 0x000001d8u, 0x00000207u,
    0x000001f1u, 0x000500b2u, 0x000000ceu, 0x000001f7u, 0x00000340u, 0x000001b2u, 0x000400f6u, 0x000001f2u, 0x000001f1u, 0x00000000u,
    0x000400fau, 0x000001f7u, 0x000001f1u, 0x000001f2u, 0x000200f8u, 0x000001f1u, 0x00050080u, 0x00000006u, 0x000001fau, 0x000001cbu,
    0x00000340u, 0x00060041u, 0x000000f6u, 0x000001fbu, 0x00000120u, 0x00000035u, 0x000001fau, 0x0004003du, 0x000000d8u, 0x000001fcu,
    0x000001fbu, 0x00050084u, 0x00000006u, 0x000001feu, 0x00000340u, 0x000000b9u, 0x00050080u, 0x00000006u, 0x00000200u, 0x000001feu,
    0x000001b5u, 0x00050041u, 0x000000fcu, 0x00000201u, 0x00000198u, 0x00000200u, 0x0004003du, 0x000000d8u, 0x00000202u, 0x00000201u,
    0x0008000cu, 0x000000d8u, 0x00000205u, 0x00000001u, 0x00000032u, 0x000001fcu, 0x00000202u, 0x00000343u, 0x00050080u, 0x00000006u,
    0x00000207u, 0x00000340u, 0x0000002fu, 0x000200f9u, 0x000001f0u, 0x000200f8u, 0x000001f2u, 0x00050041u, 0x00000029u, 0x0000020du,
    0x00000026u, 0x0000020cu, 0x0004003du, 0x00000006u, 0x0000020eu, 0x0000020du, 0x00050084u, 0x00000006u, 0x00000214u, 0x000001bdu,
    0x0000030au, 0x00050084u, 0x00000006u, 0x00000217u, 0x00000214u, 0x000000c1u, 0x00050080u, 0x00000006u, 0x00000218u, 0x0000020eu,
    0x00000217u, 0x00050084u, 0x00000006u, 0x0000021cu, 0x000000b5u, 0x000000c1u, 0x00050080u, 0x00000006u, 0x0000021du, 0x00000218u,
    0x0000021cu, 0x00050080u, 0x00000006u, 0x0000021fu, 0x0000021du, 0x000001b9u, 0x00050041u, 0x000000fcu, 0x00000222u, 0x00000139u,
    0x000001b2u, 0x0004003du, 0x000000d8u, 0x00000223u, 0x00000222u, 0x0008000cu, 0x000000d8u, 0x00000226u, 0x00000001u, 0x00000032u,
    0x00000223u, 0x00000346u, 0x00000343u, 0x00060041u, 0x000000f6u, 0x00000227u, 0x0000020bu, 0x00000035u, 0x0000021fu, 0x0003003eu,
    0x00000227u, 0x00000226u, 0x000200f9u, 0x000001aau, 0x000200f8u, 0x000001aau, 0x00050080u, 0x00000006u, 0x0000022au, 0x00000334u,
    0x000000b1u, 0x000200f9u, 0x000001a7u, 0x000200f8u, 0x000001a9u, 0x000200f9u, 0x000001a4u, 0x000200f8u, 0x000001a4u, 0x000400e0u,
    0x00000044u, 0x00000044u, 0x00000148u, 0x00050082u, 0x00000006u, 0x0000022du, 0x00000111u, 0x000000afu, 0x00050041u, 0x000000fcu,
    0x0000022eu, 0x00000139u, 0x0000022du, 0x0004003du, 0x000000d8u, 0x0000022fu, 0x0000022eu, 0x000200f9u, 0x00000232u, 0x000200f8u,
    0x00000232u, 0x000700f5u, 0x00000006u, 0x00000335u, 0x000000acu, 0x000001a4u, 0x00000271u, 0x00000235u, 0x000500b0u, 0x000000ceu,
    0x0000023bu, 0x00000335u, 0x000000cdu, 0x000400f6u, 0x00000234u, 0x00000235u, 0x00000000u, 0x000400fau, 0x0000023bu, 0x00000233u,
    0x00000234u, 0x000200f8u, 0x00000233u, 0x00050086u, 0x00000006u, 0x0000023eu, 0x00000335u, 0x000000b9u, 0x00050089u, 0x00000006u,
    0x00000241u, 0x00000335u, 0x000000b9u, 0x000200f9u, 0x00000244u, 0x000200f8u, 0x00000244u, 0x000700f5u, 0x000000d8u, 0x0000033du,
    0x000000fau, 0x00000233u, 0x00000263u, 0x00000245u, 0x000700f5u, 0x00000006u, 0x0000033bu, 0x000000a9u, 0x00000233u, 0x00000265u,
    0x00000245u, 0x000500b0u, 0x000000ceu, 0x0000024bu, 0x0000033bu, 0x00000111u, 0x000400f6u, 0x00000246u, 0x00000245u, 0x00000000u,
    0x000400fau, 0x0000024bu, 0x00000245u, 0x00000246u, 0x000200f8u, 0x00000245u, 0x00050041u, 0x000000fcu, 0x0000024du, 0x0000013eu,
    0x0000033bu, 0x0004003du, 0x000000d8u, 0x0000024eu, 0x0000024du, 0x00050080u, 0x00000006u, 0x00000251u, 0x0000032fu, 0x0000033bu,
    0x00050041u, 0x00000029u, 0x00000322u, 0x00000026u, 0x00000035u, 0x0004003du, 0x00000006u, 0x00000323u, 0x00000322u, 0x00050080u,
    0x00000006u, 0x00000325u, 0x00000323u, 0x000000b5u, 0x00050041u, 0x00000029u, 0x00000326u, 0x00000026u, 0x00000028u, 0x0004003du,
    0x00000006u, 0x00000327u, 0x00000326u, 0x00050084u, 0x00000006u, 0x00000328u, 0x00000325u, 0x00000327u, 0x00050080u, 0x00000006u,
    0x0000032au, 0x00000328u, 0x00000251u, 0x00050084u, 0x00000006u, 0x0000032du, 0x0000032au, 0x000000beu, 0x00050080u, 0x00000006u,
    0x00000257u, 0x0000032du, 0x0000023eu, 0x00060041u, 0x000000f6u, 0x00000258u, 0x00000120u, 0x00000035u, 0x00000257u, 0x0004003du,
    0x000000d8u, 0x00000259u, 0x00000258u, 0x00050085u, 0x000000d8u, 0x0000025au, 0x0000024eu, 0x00000259u, 0x00050084u, 0x00000006u,
    0x0000025cu, 0x0000033bu, 0x000000b9u, 0x00050080u, 0x00000006u, 0x0000025eu, 0x0000025cu, 0x00000241u, 0x00050041u, 0x000000fcu,
    0x0000025fu, 0x00000198u, 0x0000025eu, 0x0004003du, 0x000000d8u, 0x00000260u, 0x0000025fu, 0x0008000cu, 0x000000d8u, 0x00000263u,
    0x00000001u, 0x00000032u, 0x0000025au, 0x00000260u, 0x0000033du, 0x00050080u, 0x00000006u, 0x00000265u, 0x0000033bu, 0x0000002fu,
    0x000200f9u, 0x00000244u, 0x000200f8u, 0x00000246u, 0x00050041u, 0x000000fcu, 0x0000026au, 0x000000dcu, 0x00000335u, 0x0004003du,
    0x000000d8u, 0x0000026bu, 0x0000026au, 0x0008000cu, 0x000000d8u, 0x0000026du, 0x00000001u, 0x00000032u, 0x0000022fu, 0x0000026bu,
    0x0000033du, 0x0003003eu, 0x0000026au, 0x0000026du, 0x000200f9u, 0x00000235u, 0x000200f8u, 0x00000235u, 0x00050080u, 0x00000006u,
    0x00000271u, 0x00000335u, 0x000000b1u, 0x000200f9u, 0x00000232u, 0x000200f8u, 0x00000234u, 0x000400e0u, 0x00000044u, 0x00000044u,
    0x00000148u, 0x000200f9u, 0x00000105u, 0x000200f8u, 0x00000105u, 0x00050080u, 0x00000006u, 0x00000273u, 0x0000032fu, 0x0000009bu,
    0x000200f9u, 0x00000102u, 0x000200f8u, 0x00000104u, 0x000200f9u, 0x00000276u, 0x000200f8u, 0x00000276u, 0x000700f5u, 0x00000006u,
    0x00000330u, 0x000000acu, 0x00000104u, 0x000002a0u, 0x00000279u, 0x000500b0u, 0x000000ceu, 0x0000027fu, 0x00000330u, 0x000000cdu,
    0x000400f6u, 0x00000278u, 0x00000279u, 0x00000000u, 0x000400fau, 0x0000027fu, 0x00000277u, 0x00000278u, 0x000200f8u, 0x00000277u,
    0x00050086u, 0x00000006u, 0x00000282u, 0x00000330u, 0x000000b9u, 0x00050089u, 0x00000006u, 0x00000286u, 0x00000330u, 0x000000b9u,
    0x00050080u, 0x00000006u, 0x00000287u, 0x000000bau, 0x00000286u, 0x000500b0u, 0x000000ceu, 0x0000028bu, 0x00000287u, 0x000000c1u,
    0x000300f7u, 0x0000028du, 0x00000000u, 0x000400fau, 0x0000028bu, 0x0000028cu, 0x0000028du, 0x000200f8u, 0x0000028cu, 0x00050041u,
    0x00000029u, 0x0000028fu, 0x00000026u, 0x0000028eu, 0x0004003du, 0x00000006u, 0x00000290u, 0x0000028fu, 0x00050080u, 0x00000006u,
    0x00000292u, 0x00000290u, 0x000000c2u, 0x00050084u, 0x00000006u, 0x00000296u, 0x00000282u, 0x000000c1u, 0x00050080u, 0x00000006u,
    0x00000297u, 0x00000292u, 0x00000296u, 0x00050080u, 0x00000006u, 0x00000299u, 0x00000297u, 0x00000287u, 0x00050041u, 0x000000fcu,
    0x0000029bu, 0x000000dcu, 0x00000330u, 0x0004003du, 0x000000d8u, 0x0000029cu, 0x0000029bu, 0x00060041u, 0x000000f6u, 0x0000029du,
    0x000000e9u, 0x00000035u, 0x00000299u, 0x0003003eu, 0x0000029du, 0x0000029cu, 0x000200f9u, 0x0000028du, 0x000200f8u, 0x0000028du,
    0x000200f9u, 0x00000279u, 0x000200f8u, 0x00000279u, 0x00050080u, 0x00000006u, 0x000002a0u, 0x00000330u, 0x000000b1u, 0x000200f9u,
    0x00000276u, 0x000200f8u, 0x00000278u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_matvec_glu[3583] = { /* matvec_sg.comp --target-env=vulkan1.1 -DOX_GLU */
    0x07230203u, 0x00010300u, 0x000d000bu, 0x0000053du, 0x00000000u, 0x00020011u, 0x00000001u, 0x00020011u, 0x0000003du, 0x00020011u,
    0x0000003fu, 0x0006000bu, 0x00000001u, 0x4c534c47u, 0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u,
    0x000b000fu, 0x00000005u, 0x00000004u, 0x6e69616du, 0x00000000u, 0x000000bau, 0x000000bdu, 0x000000c2u, 0x000000c8u, 0x000000f4u,
    0x000002c6u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u, 0x0000004fu, 0x00000001u,
    0x00000002u, 0x00040047u, 0x00000063u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000064u, 0x00000000u, 0x00000018u, 0x00050048u,
    0x00000064u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000064u, 0x00000002u, 0x00040047u, 0x00000066u, 0x00000022u,
    0x00000000u, 0x00040047u, 0x00000066u, 0x00000021u, 0x00000000u, 0x00040047u, 0x0000009au, 0x00000006u, 0x00000004u, 0x00040048u,
    0x0000009bu, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000009bu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x0000009bu,
    0x00000002u, 0x00040047u, 0x0000009du, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000009du, 0x00000021u, 0x00000003u, 0x00030047u,
    0x000000bau, 0x00000000u, 0x00040047u, 0x000000bau, 0x0000000bu, 0x00000029u, 0x00030047u, 0x000000bbu, 0x00000000u, 0x00030047u,
    0x000000bdu, 0x00000000u, 0x00040047u, 0x000000bdu, 0x0000000bu, 0x00000024u, 0x00030047u, 0x000000beu, 0x00000000u, 0x00040047u,
    0x000000c2u, 0x0000000bu, 0x0000001au, 0x00040047u, 0x000000c8u, 0x0000000bu, 0x00000018u, 0x00050048u, 0x000000d4u, 0x00000000u,
    0x00000023u, 0x00000000u, 0x00050048u, 0x000000d4u, 0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u, 0x000000d4u, 0x00000002u,
    0x00000023u, 0x00000008u, 0x00050048u, 0x000000d4u, 0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u, 0x000000d4u, 0x00000004u,
    0x00000023u, 0x00000010u, 0x00050048u, 0x000000d4u, 0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u, 0x000000d4u, 0x00000006u,
    0x00000023u, 0x00000018u, 0x00050048u, 0x000000d4u, 0x00000007u, 0x00000023u, 0x0000001cu, 0x00050048u, 0x000000d4u, 0x00000008u,
    0x00000023u, 0x00000020u, 0x00050048u, 0x000000d4u, 0x00000009u, 0x00000023u, 0x00000024u, 0x00050048u, 0x000000d4u, 0x0000000au,
    0x00000023u, 0x00000028u, 0x00050048u, 0x000000d4u, 0x0000000bu, 0x00000023u, 0x0000002cu, 0x00030047u, 0x000000d4u, 0x00000002u,
    0x00040047u, 0x000000f4u, 0x0000000bu, 0x00000028u, 0x00040047u, 0x0000014au, 0x00000001u, 0x00000003u, 0x00040047u, 0x0000015eu,
    0x00000006u, 0x00000010u, 0x00040048u, 0x0000015fu, 0x00000000u, 0x00000018u, 0x00050048u, 0x0000015fu, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x0000015fu, 0x00000002u, 0x00040047u, 0x00000161u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000161u,
    0x00000021u, 0x00000000u, 0x00040047u, 0x00000176u, 0x00000006u, 0x00000010u, 0x00040048u, 0x00000177u, 0x00000000u, 0x00000018u,
    0x00050048u, 0x00000177u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000177u, 0x00000002u, 0x00040047u, 0x00000179u,
    0x00000022u, 0x00000000u, 0x00040047u, 0x00000179u, 0x00000021u, 0x00000003u, 0x00040047u, 0x000001dcu, 0x00000006u, 0x00000010u,
    0x00040048u, 0x000001ddu, 0x00000000u, 0x00000018u, 0x00050048u, 0x000001ddu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x000001ddu, 0x00000002u, 0x00040047u, 0x000001dfu, 0x00000022u, 0x00000000u, 0x00040047u, 0x000001dfu, 0x00000021u, 0x00000001u,
    0x00040047u, 0x0000023fu, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000240u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000240u,
    0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000240u, 0x00000002u, 0x00040047u, 0x00000242u, 0x00000022u, 0x00000000u,
    0x00040047u, 0x00000242u, 0x00000021u, 0x00000001u, 0x00040047u, 0x00000294u, 0x00000006u, 0x00000004u, 0x00040048u, 0x00000295u,
    0x00000000u, 0x00000019u, 0x00050048u, 0x00000295u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x00000295u, 0x00000002u,
    0x00040047u, 0x00000297u, 0x00000022u, 0x00000000u, 0x00040047u, 0x00000297u, 0x00000021u, 0x00000002u, 0x00040047u, 0x000002adu,
    0x00000006u, 0x00000004u, 0x00040048u, 0x000002aeu, 0x00000000u, 0x00000018u, 0x00050048u, 0x000002aeu, 0x00000000u, 0x00000023u,
    0x00000000u, 0x00030047u, 0x000002aeu, 0x00000002u, 0x00040047u, 0x000002b0u, 0x00000022u, 0x00000000u, 0x00040047u, 0x000002b0u,
    0x00000021u, 0x00000003u, 0x00040047u, 0x000002c6u, 0x0000000bu, 0x00000026u, 0x00040047u, 0x000002cau, 0x00000001u, 0x00000000u,
    0x00040047u, 0x000002cbu, 0x0000000bu, 0x00000019u, 0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u,
    0x00000006u, 0x00000020u, 0x00000001u, 0x00030016u, 0x00000008u, 0x00000020u, 0x00040020u, 0x00000009u, 0x00000007u, 0x00000008u,
    0x00040015u, 0x0000000fu, 0x00000020u, 0x00000000u, 0x00040017u, 0x00000018u, 0x00000008u, 0x00000004u, 0x0004002bu, 0x00000006u,
    0x00000022u, 0x00000000u, 0x00020014u, 0x00000023u, 0x0004002bu, 0x00000008u, 0x0000002au, 0x3d372713u, 0x0004002bu, 0x00000008u,
    0x00000034u, 0x3f800000u, 0x0004002bu, 0x00000006u, 0x0000003du, 0x00000001u, 0x00040032u, 0x00000006u, 0x0000004fu, 0x00000000u,
    0x0004002bu, 0x00000006u, 0x00000050u, 0x00000002u, 0x00060034u, 0x00000023u, 0x00000051u, 0x000000aau, 0x0000004fu, 0x00000050u,
    0x0004002bu, 0x00000006u, 0x00000055u, 0x00000010u, 0x00040017u, 0x0000005au, 0x00000008u, 0x00000002u, 0x0004002bu, 0x0000000fu,
    0x0000005cu, 0x00000000u, 0x00060034u, 0x00000023u, 0x00000060u, 0x000000aau, 0x0000004fu, 0x00000022u, 0x0003001du, 0x00000063u,
    0x0000000fu, 0x0003001eu, 0x00000064u, 0x00000063u, 0x00040020u, 0x00000065u, 0x0000000cu, 0x00000064u, 0x0004003bu, 0x00000065u,
    0x00000066u, 0x0000000cu, 0x00040020u, 0x00000068u, 0x0000000cu, 0x0000000fu, 0x0004002bu, 0x0000000fu, 0x00000073u, 0x00000001u,
    0x0004002bu, 0x0000000fu, 0x0000007du, 0x0000ffffu, 0x00060034u, 0x00000023u, 0x00000097u, 0x000000aau, 0x0000004fu, 0x00000022u,
    0x0003001du, 0x0000009au, 0x0000000fu, 0x0003001eu, 0x0000009bu, 0x0000009au, 0x00040020u, 0x0000009cu, 0x0000000cu, 0x0000009bu,
    0x0004003bu, 0x0000009cu, 0x0000009du, 0x0000000cu, 0x00040020u, 0x000000b9u, 0x00000001u, 0x0000000fu, 0x0004003bu, 0x000000b9u,
    0x000000bau, 0x00000001u, 0x0004003bu, 0x000000b9u, 0x000000bdu, 0x00000001u, 0x00040017u, 0x000000c0u, 0x0000000fu, 0x00000003u,
    0x00040020u, 0x000000c1u, 0x00000001u, 0x000000c0u, 0x0004003bu, 0x000000c1u, 0x000000c2u, 0x00000001u, 0x0004002bu, 0x0000000fu,
    0x000000c5u, 0x00000002u, 0x0004003bu, 0x000000c1u, 0x000000c8u, 0x00000001u, 0x0004002bu, 0x0000000fu, 0x000000cdu, 0x00000008u,
    0x00060034u, 0x00000023u, 0x000000d1u, 0x000000abu, 0x0000004fu, 0x00000022u, 0x000e001eu, 0x000000d4u, 0x0000000fu, 0x0000000fu,
    0x0000000fu, 0x0000000fu, 0x0000000fu, 0x0000000fu, 0x0000000fu, 0x0000000fu, 0x0000000fu, 0x0000000fu, 0x0000000fu, 0x0000000fu,
    0x00040020u, 0x000000d5u, 0x00000009u, 0x000000d4u, 0x0004003bu, 0x000000d5u, 0x000000d6u, 0x00000009u, 0x00040020u, 0x000000d7u,
    0x00000009u, 0x0000000fu, 0x0004002bu, 0x0000000fu, 0x000000dau, 0x00000007u, 0x0004002bu, 0x00000006u, 0x000000e0u, 0x00000004u,
    0x0004002bu, 0x0000000fu, 0x000000e3u, 0x00000003u, 0x0004002bu, 0x00000006u, 0x000000efu, 0x00000009u, 0x0004003bu, 0x000000b9u,
    0x000000f4u, 0x00000001u, 0x0004001cu, 0x00000110u, 0x00000008u, 0x000000cdu, 0x00040020u, 0x00000111u, 0x00000007u, 0x00000110u,
    0x0004002bu, 0x00000008u, 0x00000114u, 0x00000000u, 0x0004002bu, 0x00000006u, 0x0000012bu, 0x00000003u, 0x00040032u, 0x0000000fu,
    0x0000014au, 0x00000001u, 0x00040017u, 0x00000152u, 0x0000000fu, 0x00000004u, 0x0004001cu, 0x00000153u, 0x00000152u, 0x0000014au,
    0x00040020u, 0x00000154u, 0x00000007u, 0x00000153u, 0x00040020u, 0x0000015au, 0x00000007u, 0x00000152u, 0x0003001du, 0x0000015eu,
    0x00000152u, 0x0003001eu, 0x0000015fu, 0x0000015eu, 0x00040020u, 0x00000160u, 0x0000000cu, 0x0000015fu, 0x0004003bu, 0x00000160u,
    0x00000161u, 0x0000000cu, 0x00040020u, 0x00000165u, 0x0000000cu, 0x00000152u, 0x0007002cu, 0x00000152u, 0x00000169u, 0x0000005cu,
    0x0000005cu, 0x0000005cu, 0x0000005cu, 0x0003001du, 0x00000176u, 0x00000152u, 0x0003001eu, 0x00000177u, 0x00000176u, 0x00040020u,
    0x00000178u, 0x0000000cu, 0x00000177u, 0x0004003bu, 0x00000178u, 0x00000179u, 0x0000000cu, 0x0004002bu, 0x00000006u, 0x000001cau,
    0x00000007u, 0x0003001du, 0x000001dcu, 0x00000018u, 0x0003001eu, 0x000001ddu, 0x000001dcu, 0x00040020u, 0x000001deu, 0x0000000cu,
    0x000001ddu, 0x0004003bu, 0x000001deu, 0x000001dfu, 0x0000000cu, 0x00040020u, 0x000001e1u, 0x0000000cu, 0x00000018u, 0x0003001du,
    0x0000023fu, 0x00000008u, 0x0003001eu, 0x00000240u, 0x0000023fu, 0x00040020u, 0x00000241u, 0x0000000cu, 0x00000240u, 0x0004003bu,
    0x00000241u, 0x00000242u, 0x0000000cu, 0x00040020u, 0x0000024cu, 0x0000000cu, 0x00000008u, 0x0004002bu, 0x00000006u, 0x0000028cu,
    0x00000008u, 0x0003001du, 0x00000294u, 0x00000008u, 0x0003001eu, 0x00000295u, 0x00000294u, 0x00040020u, 0x00000296u, 0x0000000cu,
    0x00000295u, 0x0004003bu, 0x00000296u, 0x00000297u, 0x0000000cu, 0x0004002bu, 0x00000006u, 0x00000298u, 0x00000005u, 0x0004002bu,
    0x00000006u, 0x000002a0u, 0x00000006u, 0x0003001du, 0x000002adu, 0x00000008u, 0x0003001eu, 0x000002aeu, 0x000002adu, 0x00040020u,
    0x000002afu, 0x0000000cu, 0x000002aeu, 0x0004003bu, 0x000002afu, 0x000002b0u, 0x0000000cu, 0x0004002bu, 0x00000006u, 0x000002b1u,
    0x0000000au, 0x0004002bu, 0x00000006u, 0x000002b5u, 0x0000000bu, 0x0004003bu, 0x000000b9u, 0x000002c6u, 0x00000001u, 0x00040032u,
    0x0000000fu, 0x000002cau, 0x00000001u, 0x00060033u, 0x000000c0u, 0x000002cbu, 0x000002cau, 0x00000073u, 0x00000073u, 0x0004002bu,
    0x00000008u, 0x0000053cu, 0xbfcc422au, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u,
    0x0004003bu, 0x00000111u, 0x00000112u, 0x00000007u, 0x0004003bu, 0x00000111u, 0x00000120u, 0x00000007u, 0x0004003bu, 0x00000154u,
    0x00000155u, 0x00000007u, 0x0004003bu, 0x00000154u, 0x0000016cu, 0x00000007u, 0x0004003du, 0x0000000fu, 0x000000bbu, 0x000000bau,
    0x0004003du, 0x0000000fu, 0x000000beu, 0x000000bdu, 0x00050041u, 0x000000b9u, 0x000000c3u, 0x000000c2u, 0x0000005cu, 0x0004003du,
    0x0000000fu, 0x000000c4u, 0x000000c3u, 0x00050041u, 0x000000b9u, 0x000000c6u, 0x000000c2u, 0x000000c5u, 0x0004003du, 0x0000000fu,
    0x000000c7u, 0x000000c6u, 0x00050041u, 0x000000b9u, 0x000000c9u, 0x000000c8u, 0x0000005cu, 0x0004003du, 0x0000000fu, 0x000000cau,
    0x000000c9u, 0x00050084u, 0x0000000fu, 0x000000cbu, 0x000000c7u, 0x000000cau, 0x00050080u, 0x0000000fu, 0x000000ccu, 0x000000c4u,
    0x000000cbu, 0x00050084u, 0x0000000fu, 0x000000ceu, 0x000000ccu, 0x000000cdu, 0x000300f7u, 0x000000d3u, 0x00000000u, 0x000400fau,
    0x000000d1u, 0x000000d2u, 0x000000d3u, 0x000200f8u, 0x000000d2u, 0x00050041u, 0x000000d7u, 0x000000d8u, 0x000000d6u, 0x00000022u,
    0x0004003du, 0x0000000fu, 0x000000d9u, 0x000000d8u, 0x000500c7u, 0x0000000fu, 0x000000dbu, 0x000000d9u, 0x000000dau, 0x000500aau,
    0x00000023u, 0x000000dcu, 0x000000dbu, 0x0000005cu, 0x000200f9u, 0x000000d3u, 0x000200f8u, 0x000000d3u, 0x000700f5u, 0x00000023u,
    0x000000ddu, 0x000000d1u, 0x00000005u, 0x000000dcu, 0x000000d2u, 0x000300f7u, 0x000000dfu, 0x00000000u, 0x000400fau, 0x000000ddu,
    0x000000deu, 0x000000dfu, 0x000200f8u, 0x000000deu, 0x00050041u, 0x000000d7u, 0x000000e1u, 0x000000d6u, 0x000000e0u, 0x0004003du,
    0x0000000fu, 0x000000e2u, 0x000000e1u, 0x000500c7u, 0x0000000fu, 0x000000e4u, 0x000000e2u, 0x000000e3u, 0x000500aau, 0x00000023u,
    0x000000e5u, 0x000000e4u, 0x0000005cu, 0x000200f9u, 0x000000dfu, 0x000200f8u, 0x000000dfu, 0x000700f5u, 0x00000023u, 0x000000e6u,
    0x000000ddu, 0x000000d3u, 0x000000e5u, 0x000000deu, 0x000300f7u, 0x000000e8u, 0x00000000u, 0x000400fau, 0x000000e6u, 0x000000e7u,
    0x000000e8u, 0x000200f8u, 0x000000e7u, 0x00050041u, 0x000000d7u, 0x000000e9u, 0x000000d6u, 0x00000050u, 0x0004003du, 0x0000000fu,
    0x000000eau, 0x000000e9u, 0x000500c7u, 0x0000000fu, 0x000000ebu, 0x000000eau, 0x000000e3u, 0x000500aau, 0x00000023u, 0x000000ecu,
    0x000000ebu, 0x0000005cu, 0x000200f9u, 0x000000e8u, 0x000200f8u, 0x000000e8u, 0x000700f5u, 0x00000023u, 0x000000edu, 0x000000e6u,
    0x000000dfu, 0x000000ecu, 0x000000e7u, 0x00050041u, 0x000000d7u, 0x000000f0u, 0x000000d6u, 0x000000efu, 0x0004003du, 0x0000000fu,
    0x000000f1u, 0x000000f0u, 0x000500aau, 0x00000023u, 0x000000f2u, 0x000000f1u, 0x0000005cu, 0x0004003du, 0x0000000fu, 0x000000f5u,
    0x000000f4u, 0x000200f9u, 0x000000f6u, 0x000200f8u, 0x000000f6u, 0x000700f5u, 0x0000000fu, 0x000004aeu, 0x000000f5u, 0x000000e8u,
    0x000002c9u, 0x000000f9u, 0x000500b0u, 0x00000023u, 0x000000fcu, 0x000004aeu, 0x000000cdu, 0x000400f6u, 0x000000f8u, 0x000000f9u,
    0x00000000u, 0x000400fau, 0x000000fcu, 0x000000f7u, 0x000000f8u, 0x000200f8u, 0x000000f7u, 0x00050080u, 0x0000000fu, 0x00000100u,
    0x000000ceu, 0x000004aeu, 0x00050041u, 0x000000d7u, 0x00000102u, 0x000000d6u, 0x0000003du, 0x0004003du, 0x0000000fu, 0x00000103u,
    0x00000102u, 0x000500aeu, 0x00000023u, 0x00000104u, 0x00000100u, 0x00000103u, 0x000300f7u, 0x00000106u, 0x00000000u, 0x000400fau,
    0x00000104u, 0x00000105u, 0x00000106u, 0x000200f8u, 0x00000105u, 0x000200f9u, 0x000000f8u, 0x000200f8u, 0x00000106u, 0x000200f9u,
    0x00000109u, 0x000200f8u, 0x00000109u, 0x000700f5u, 0x0000000fu, 0x000004afu, 0x0000005cu, 0x00000106u, 0x00000117u, 0x0000010au,
    0x000500b0u, 0x00000023u, 0x0000010fu, 0x000004afu, 0x000000cdu, 0x000400f6u, 0x0000010bu, 0x0000010au, 0x00000000u, 0x000400fau,
    0x0000010fu, 0x0000010au, 0x0000010bu, 0x000200f8u, 0x0000010au, 0x00050041u, 0x00000009u, 0x00000115u, 0x00000112u, 0x000004afu,
    0x0003003eu, 0x00000115u, 0x00000114u, 0x00050080u, 0x0000000fu, 0x00000117u, 0x000004afu, 0x0000003du, 0x000200f9u, 0x00000109u,
    0x000200f8u, 0x0000010bu, 0x000200f9u, 0x00000119u, 0x000200f8u, 0x00000119u, 0x000700f5u, 0x0000000fu, 0x000004b0u, 0x0000005cu,
    0x0000010bu, 0x00000124u, 0x0000011au, 0x000500b0u, 0x00000023u, 0x0000011fu, 0x000004b0u, 0x000000cdu, 0x000400f6u, 0x0000011bu,
    0x0000011au, 0x00000000u, 0x000400fau, 0x0000011fu, 0x0000011au, 0x0000011bu, 0x000200f8u, 0x0000011au, 0x00050041u, 0x00000009u,
    0x00000122u, 0x00000120u, 0x000004b0u, 0x0003003eu, 0x00000122u, 0x00000114u, 0x00050080u, 0x0000000fu, 0x00000124u, 0x000004b0u,
    0x0000003du, 0x000200f9u, 0x00000119u, 0x000200f8u, 0x0000011bu, 0x000300f7u, 0x00000127u, 0x00000000u, 0x000400fau, 0x000000edu,
    0x00000126u, 0x0000020cu, 0x000200f8u, 0x00000126u, 0x00050041u, 0x000000d7u, 0x00000129u, 0x000000d6u, 0x00000022u, 0x0004003du,
    0x0000000fu, 0x0000012au, 0x00000129u, 0x000500c2u, 0x0000000fu, 0x0000012cu, 0x0000012au, 0x0000012bu, 0x00050084u, 0x0000000fu,
    0x00000130u, 0x00000100u, 0x0000012cu, 0x00050041u, 0x000000d7u, 0x00000132u, 0x000000d6u, 0x000000e0u, 0x0004003du, 0x0000000fu,
    0x00000133u, 0x00000132u, 0x000500c2u, 0x0000000fu, 0x00000134u, 0x00000133u, 0x00000050u, 0x00050041u, 0x000000d7u, 0x00000136u,
    0x000000d6u, 0x00000050u, 0x0004003du, 0x0000000fu, 0x00000137u, 0x00000136u, 0x000500c2u, 0x0000000fu, 0x00000138u, 0x00000137u,
    0x00000050u, 0x000200f9u, 0x0000013bu, 0x000200f8u, 0x0000013bu, 0x000700f5u, 0x0000000fu, 0x000004c4u, 0x000000bbu, 0x00000126u,
    0x0000020bu, 0x0000013eu, 0x000500b0u, 0x00000023u, 0x00000142u, 0x000004c4u, 0x0000012cu, 0x000400f6u, 0x0000013du, 0x0000013eu,
    0x00000000u, 0x000400fau, 0x00000142u, 0x0000013cu, 0x0000013du, 0x000200f8u, 0x0000013cu, 0x000200f9u, 0x00000144u, 0x000200f8u,
    0x00000144u, 0x000700f5u, 0x0000000fu, 0x000004dfu, 0x0000005cu, 0x0000013cu, 0x00000183u, 0x00000147u, 0x000500b0u, 0x00000023u,
    0x0000014bu, 0x000004dfu, 0x0000014au, 0x000400f6u, 0x00000146u, 0x00000147u, 0x00000000u, 0x000400fau, 0x0000014bu, 0x00000145u,
    0x00000146u, 0x000200f8u, 0x00000145u, 0x00050084u, 0x0000000fu, 0x00000150u, 0x000004dfu, 0x000000beu, 0x00050080u, 0x0000000fu,
    0x00000151u, 0x000004c4u, 0x00000150u, 0x000500b0u, 0x00000023u, 0x00000159u, 0x00000151u, 0x0000012cu, 0x000300f7u, 0x0000015du,
    0x00000000u, 0x000400fau, 0x00000159u, 0x0000015cu, 0x00000168u, 0x000200f8u, 0x0000015cu, 0x00050080u, 0x0000000fu, 0x00000164u,
    0x00000130u, 0x00000151u, 0x00060041u, 0x00000165u, 0x00000166u, 0x00000161u, 0x00000022u, 0x00000164u, 0x0004003du, 0x00000152u,
    0x00000167u, 0x00000166u, 0x000200f9u, 0x0000015du, 0x000200f8u, 0x00000168u, 0x000200f9u, 0x0000015du, 0x000200f8u, 0x0000015du,
    0x000700f5u, 0x00000152u, 0x00000509u, 0x00000167u, 0x0000015cu, 0x00000169u, 0x00000168u, 0x00050041u, 0x0000015au, 0x0000016bu,
    0x00000155u, 0x000004dfu, 0x0003003eu, 0x0000016bu, 0x00000509u, 0x000500a7u, 0x00000023u, 0x00000172u, 0x000000f2u, 0x00000159u,
    0x000300f7u, 0x00000175u, 0x00000000u, 0x000400fau, 0x00000172u, 0x00000174u, 0x0000017fu, 0x000200f8u, 0x00000174u, 0x00050080u,
    0x0000000fu, 0x0000017cu, 0x00000130u, 0x00000151u, 0x00060041u, 0x00000165u, 0x0000017du, 0x00000179u, 0x00000022u, 0x0000017cu,
    0x0004003du, 0x00000152u, 0x0000017eu, 0x0000017du, 0x000200f9u, 0x00000175u, 0x000200f8u, 0x0000017fu, 0x000200f9u, 0x00000175u,
    0x000200f8u, 0x00000175u, 0x000700f5u, 0x00000152u, 0x0000050bu, 0x0000017eu, 0x00000174u, 0x00000169u, 0x0000017fu, 0x00050041u,
    0x0000015au, 0x00000181u, 0x0000016cu, 0x000004dfu, 0x0003003eu, 0x00000181u, 0x0000050bu, 0x000200f9u, 0x00000147u, 0x000200f8u,
    0x00000147u, 0x00050080u, 0x0000000fu, 0x00000183u, 0x000004dfu, 0x0000003du, 0x000200f9u, 0x00000144u, 0x000200f8u, 0x00000146u,
    0x000200f9u, 0x00000185u, 0x000200f8u, 0x00000185u, 0x000700f5u, 0x0000000fu, 0x000004e0u, 0x0000005cu, 0x00000146u, 0x00000207u,
    0x00000188u, 0x000500b0u, 0x00000023u, 0x0000018bu, 0x000004e0u, 0x0000014au, 0x000400f6u, 0x00000187u, 0x00000188u, 0x00000000u,
    0x000400fau, 0x0000018bu, 0x00000186u, 0x00000187u, 0x000200f8u, 0x00000186u, 0x00050084u, 0x0000000fu, 0x00000190u, 0x000004e0u,
    0x000000beu, 0x00050080u, 0x0000000fu, 0x00000191u, 0x000004c4u, 0x00000190u, 0x000500aeu, 0x00000023u, 0x00000194u, 0x00000191u,
    0x0000012cu, 0x000300f7u, 0x00000196u, 0x00000000u, 0x000400fau, 0x00000194u, 0x00000195u, 0x00000196u, 0x000200f8u, 0x00000195u,
    0x000200f9u, 0x00000187u, 0x000200f8u, 0x00000196u, 0x00050041u, 0x0000015au, 0x0000019au, 0x00000155u, 0x000004e0u, 0x0004003du,
    0x00000152u, 0x0000019bu, 0x0000019au, 0x00050051u, 0x0000000fu, 0x000001a0u, 0x0000019bu, 0x00000000u, 0x00050051u, 0x0000000fu,
    0x000001a3u, 0x0000019bu, 0x00000001u, 0x000500c7u, 0x0000000fu, 0x000002e9u, 0x000001a0u, 0x0000007du, 0x000300f7u, 0x00000302u,
    0x00000000u, 0x000300fbu, 0x0000005cu, 0x000002f9u, 0x000200f8u, 0x000002f9u, 0x000300f7u, 0x000002feu, 0x00000000u, 0x000400fau,
    0x00000051u, 0x000002fau, 0x000002feu, 0x000200f8u, 0x000002fau, 0x000500c4u, 0x0000000fu, 0x000002fcu, 0x000002e9u, 0x00000055u,
    0x0004007cu, 0x00000008u, 0x000002fdu, 0x000002fcu, 0x000200f9u, 0x00000302u, 0x000200f8u, 0x000002feu, 0x0006000cu, 0x0000005au,
    0x00000300u, 0x00000001u, 0x0000003eu, 0x000002e9u, 0x00050051u, 0x00000008u, 0x00000301u, 0x00000300u, 0x00000000u, 0x000200f9u,
    0x00000302u, 0x000200f8u, 0x00000302u, 0x000700f5u, 0x00000008u, 0x000004e3u, 0x000002fdu, 0x000002fau, 0x00000301u, 0x000002feu,
    0x000500c2u, 0x0000000fu, 0x000002ecu, 0x000001a0u, 0x00000055u, 0x000300f7u, 0x00000311u, 0x00000000u, 0x000300fbu, 0x0000005cu,
    0x00000308u, 0x000200f8u, 0x00000308u, 0x000300f7u, 0x0000030du, 0x00000000u, 0x000400fau, 0x00000051u, 0x00000309u, 0x0000030du,
    0x000200f8u, 0x00000309u, 0x000500c4u, 0x0000000fu, 0x0000030bu, 0x000002ecu, 0x00000055u, 0x0004007cu, 0x00000008u, 0x0000030cu,
    0x0000030bu, 0x000200f9u, 0x00000311u, 0x000200f8u, 0x0000030du, 0x0006000cu, 0x0000005au, 0x0000030fu, 0x00000001u, 0x0000003eu,
    0x000002ecu, 0x00050051u, 0x00000008u, 0x00000310u, 0x0000030fu, 0x00000000u, 0x000200f9u, 0x00000311u, 0x000200f8u, 0x00000311u,
    0x000700f5u, 0x00000008u, 0x000004e4u, 0x0000030cu, 0x00000309u, 0x00000310u, 0x0000030du, 0x000500c7u, 0x0000000fu, 0x000002efu,
    0x000001a3u, 0x0000007du, 0x000300f7u, 0x00000320u, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000317u, 0x000200f8u, 0x00000317u,
    0x000300f7u, 0x0000031cu, 0x00000000u, 0x000400fau, 0x00000051u, 0x00000318u, 0x0000031cu, 0x000200f8u, 0x00000318u, 0x000500c4u,
    0x0000000fu, 0x0000031au, 0x000002efu, 0x00000055u, 0x0004007cu, 0x00000008u, 0x0000031bu, 0x0000031au, 0x000200f9u, 0x00000320u,
    0x000200f8u, 0x0000031cu, 0x0006000cu, 0x0000005au, 0x0000031eu, 0x00000001u, 0x0000003eu, 0x000002efu, 0x00050051u, 0x00000008u,
    0x0000031fu, 0x0000031eu, 0x00000000u, 0x000200f9u, 0x00000320u, 0x000200f8u, 0x00000320u, 0x000700f5u, 0x00000008u, 0x000004e5u,
    0x0000031bu, 0x00000318u, 0x0000031fu, 0x0000031cu, 0x000500c2u, 0x0000000fu, 0x000002f2u, 0x000001a3u, 0x00000055u, 0x000300f7u,
    0x0000032fu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000326u, 0x000200f8u, 0x00000326u, 0x000300f7u, 0x0000032bu, 0x00000000u,
    0x000400fau, 0x00000051u, 0x00000327u, 0x0000032bu, 0x000200f8u, 0x00000327u, 0x000500c4u, 0x0000000fu, 0x00000329u, 0x000002f2u,
    0x00000055u, 0x0004007cu, 0x00000008u, 0x0000032au, 0x00000329u, 0x000200f9u, 0x0000032fu, 0x000200f8u, 0x0000032bu, 0x0006000cu,
    0x0000005au, 0x0000032du, 0x00000001u, 0x0000003eu, 0x000002f2u, 0x00050051u, 0x00000008u, 0x0000032eu, 0x0000032du, 0x00000000u,
    0x000200f9u, 0x0000032fu, 0x000200f8u, 0x0000032fu, 0x000700f5u, 0x00000008u, 0x000004e6u, 0x0000032au, 0x00000327u, 0x0000032eu,
    0x0000032bu, 0x00070050u, 0x00000018u, 0x000002f4u, 0x000004e3u, 0x000004e4u, 0x000004e5u, 0x000004e6u, 0x00050051u, 0x0000000fu,
    0x000001a8u, 0x0000019bu, 0x00000002u, 0x00050051u, 0x0000000fu, 0x000001abu, 0x0000019bu, 0x00000003u, 0x000500c7u, 0x0000000fu,
    0x00000338u, 0x000001a8u, 0x0000007du, 0x000300f7u, 0x00000351u, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000348u, 0x000200f8u,
    0x00000348u, 0x000300f7u, 0x0000034du, 0x00000000u, 0x000400fau, 0x00000051u, 0x00000349u, 0x0000034du, 0x000200f8u, 0x00000349u,
    0x000500c4u, 0x0000000fu, 0x0000034bu, 0x00000338u, 0x00000055u, 0x0004007cu, 0x00000008u, 0x0000034cu, 0x0000034bu, 0x000200f9u,
    0x00000351u, 0x000200f8u, 0x0000034du, 0x0006000cu, 0x0000005au, 0x0000034fu, 0x00000001u, 0x0000003eu, 0x00000338u, 0x00050051u,
    0x00000008u, 0x00000350u, 0x0000034fu, 0x00000000u, 0x000200f9u, 0x00000351u, 0x000200f8u, 0x00000351u, 0x000700f5u, 0x00000008u,
    0x000004e7u, 0x0000034cu, 0x00000349u, 0x00000350u, 0x0000034du, 0x000500c2u, 0x0000000fu, 0x0000033bu, 0x000001a8u, 0x00000055u,
    0x000300f7u, 0x00000360u, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000357u, 0x000200f8u, 0x00000357u, 0x000300f7u, 0x0000035cu,
    0x00000000u, 0x000400fau, 0x00000051u, 0x00000358u, 0x0000035cu, 0x000200f8u, 0x00000358u, 0x000500c4u, 0x0000000fu, 0x0000035au,
    0x0000033bu, 0x00000055u, 0x0004007cu, 0x00000008u, 0x0000035bu, 0x0000035au, 0x000200f9u, 0x00000360u, 0x000200f8u, 0x0000035cu,
    0x0006000cu, 0x0000005au, 0x0000035eu, 0x00000001u, 0x0000003eu, 0x0000033bu, 0x00050051u, 0x00000008u, 0x0000035fu, 0x0000035eu,
    0x00000000u, 0x000200f9u, 0x00000360u, 0x000200f8u, 0x00000360u, 0x000700f5u, 0x00000008u, 0x000004e8u, 0x0000035bu, 0x00000358u,
    0x0000035fu, 0x0000035cu, 0x000500c7u, 0x0000000fu, 0x0000033eu, 0x000001abu, 0x0000007du, 0x000300f7u, 0x0000036fu, 0x00000000u,
    0x000300fbu, 0x0000005cu, 0x00000366u, 0x000200f8u, 0x00000366u, 0x000300f7u, 0x0000036bu, 0x00000000u, 0x000400fau, 0x00000051u,
    0x00000367u, 0x0000036bu, 0x000200f8u, 0x00000367u, 0x000500c4u, 0x0000000fu, 0x00000369u, 0x0000033eu, 0x00000055u, 0x0004007cu,
    0x00000008u, 0x0000036au, 0x00000369u, 0x000200f9u, 0x0000036fu, 0x000200f8u, 0x0000036bu, 0x0006000cu, 0x0000005au, 0x0000036du,
    0x00000001u, 0x0000003eu, 0x0000033eu, 0x00050051u, 0x00000008u, 0x0000036eu, 0x0000036du, 0x00000000u, 0x000200f9u, 0x0000036fu,
    0x000200f8u, 0x0000036fu, 0x000700f5u, 0x00000008u, 0x000004e9u, 0x0000036au, 0x00000367u, 0x0000036eu, 0x0000036bu, 0x000500c2u,
    0x0000000fu, 0x00000341u, 0x000001abu, 0x00000055u, 0x000300f7u, 0x0000037eu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000375u,
    0x000200f8u, 0x00000375u, 0x000300f7u, 0x0000037au, 0x00000000u, 0x000400fau, 0x00000051u, 0x00000376u, 0x0000037au, 0x000200f8u,
    0x00000376u, 0x000500c4u, 0x0000000fu, 0x00000378u, 0x00000341u, 0x00000055u, 0x0004007cu, 0x00000008u, 0x00000379u, 0x00000378u,
    0x000200f9u, 0x0000037eu, 0x000200f8u, 0x0000037au, 0x0006000cu, 0x0000005au, 0x0000037cu, 0x00000001u, 0x0000003eu, 0x00000341u,
    0x00050051u, 0x00000008u, 0x0000037du, 0x0000037cu, 0x00000000u, 0x000200f9u, 0x0000037eu, 0x000200f8u, 0x0000037eu, 0x000700f5u,
    0x00000008u, 0x000004eau, 0x00000379u, 0x00000376u, 0x0000037du, 0x0000037au, 0x00070050u, 0x00000018u, 0x00000343u, 0x000004e7u,
    0x000004e8u, 0x000004e9u, 0x000004eau, 0x00050041u, 0x0000015au, 0x000001afu, 0x0000016cu, 0x000004e0u, 0x0004003du, 0x00000152u,
    0x000001b0u, 0x000001afu, 0x00050051u, 0x0000000fu, 0x000001b4u, 0x000001b0u, 0x00000000u, 0x00050051u, 0x0000000fu, 0x000001b7u,
    0x000001b0u, 0x00000001u, 0x000500c7u, 0x0000000fu, 0x00000387u, 0x000001b4u, 0x0000007du, 0x000300f7u, 0x000003a0u, 0x00000000u,
    0x000300fbu, 0x0000005cu, 0x00000397u, 0x000200f8u, 0x00000397u, 0x000300f7u, 0x0000039cu, 0x00000000u, 0x000400fau, 0x00000051u,
    0x00000398u, 0x0000039cu, 0x000200f8u, 0x00000398u, 0x000500c4u, 0x0000000fu, 0x0000039au, 0x00000387u, 0x00000055u, 0x0004007cu,
    0x00000008u, 0x0000039bu, 0x0000039au, 0x000200f9u, 0x000003a0u, 0x000200f8u, 0x0000039cu, 0x0006000cu, 0x0000005au, 0x0000039eu,
    0x00000001u, 0x0000003eu, 0x00000387u, 0x00050051u, 0x00000008u, 0x0000039fu, 0x0000039eu, 0x00000000u, 0x000200f9u, 0x000003a0u,
    0x000200f8u, 0x000003a0u, 0x000700f5u, 0x00000008u, 0x000004f3u, 0x0000039bu, 0x00000398u, 0x0000039fu, 0x0000039cu, 0x000500c2u,
    0x0000000fu, 0x0000038au, 0x000001b4u, 0x00000055u, 0x000300f7u, 0x000003afu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x000003a6u,
    0x000200f8u, 0x000003a6u, 0x000300f7u, 0x000003abu, 0x00000000u, 0x000400fau, 0x00000051u, 0x000003a7u, 0x000003abu, 0x000200f8u,
    0x000003a7u, 0x000500c4u, 0x0000000fu, 0x000003a9u, 0x0000038au, 0x00000055u, 0x0004007cu, 0x00000008u, 0x000003aau, 0x000003a9u,
    0x000200f9u, 0x000003afu, 0x000200f8u, 0x000003abu, 0x0006000cu, 0x0000005au, 0x000003adu, 0x00000001u, 0x0000003eu, 0x0000038au,
    0x00050051u, 0x00000008u, 0x000003aeu, 0x000003adu, 0x00000000u, 0x000200f9u, 0x000003afu, 0x000200f8u, 0x000003afu, 0x000700f5u,
    0x00000008u, 0x000004f4u, 0x000003aau, 0x000003a7u, 0x000003aeu, 0x000003abu, 0x000500c7u, 0x0000000fu, 0x0000038du, 0x000001b7u,
    0x0000007du, 0x000300f7u, 0x000003beu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x000003b5u, 0x000200f8u, 0x000003b5u, 0x000300f7u,
    0x000003bau, 0x00000000u, 0x000400fau, 0x00000051u, 0x000003b6u, 0x000003bau, 0x000200f8u, 0x000003b6u, 0x000500c4u, 0x0000000fu,
    0x000003b8u, 0x0000038du, 0x00000055u, 0x0004007cu, 0x00000008u, 0x000003b9u, 0x000003b8u, 0x000200f9u, 0x000003beu, 0x000200f8u,
    0x000003bau, 0x0006000cu, 0x0000005au, 0x000003bcu, 0x00000001u, 0x0000003eu, 0x0000038du, 0x00050051u, 0x00000008u, 0x000003bdu,
    0x000003bcu, 0x00000000u, 0x000200f9u, 0x000003beu, 0x000200f8u, 0x000003beu, 0x000700f5u, 0x00000008u, 0x000004f5u, 0x000003b9u,
    0x000003b6u, 0x000003bdu, 0x000003bau, 0x000500c2u, 0x0000000fu, 0x00000390u, 0x000001b7u, 0x00000055u, 0x000300f7u, 0x000003cdu,
    0x00000000u, 0x000300fbu, 0x0000005cu, 0x000003c4u, 0x000200f8u, 0x000003c4u, 0x000300f7u, 0x000003c9u, 0x00000000u, 0x000400fau,
    0x00000051u, 0x000003c5u, 0x000003c9u, 0x000200f8u, 0x000003c5u, 0x000500c4u, 0x0000000fu, 0x000003c7u, 0x00000390u, 0x00000055u,
    0x0004007cu, 0x00000008u, 0x000003c8u, 0x000003c7u, 0x000200f9u, 0x000003cdu, 0x000200f8u, 0x000003c9u, 0x0006000cu, 0x0000005au,
    0x000003cbu, 0x00000001u, 0x0000003eu, 0x00000390u, 0x00050051u, 0x00000008u, 0x000003ccu, 0x000003cbu, 0x00000000u, 0x000200f9u,
    0x000003cdu, 0x000200f8u, 0x000003cdu, 0x000700f5u, 0x00000008u, 0x000004f6u, 0x000003c8u, 0x000003c5u, 0x000003ccu, 0x000003c9u,
    0x00070050u, 0x00000018u, 0x00000392u, 0x000004f3u, 0x000004f4u, 0x000004f5u, 0x000004f6u, 0x00050051u, 0x0000000fu, 0x000001bcu,
    0x000001b0u, 0x00000002u, 0x00050051u, 0x0000000fu, 0x000001bfu, 0x000001b0u, 0x00000003u, 0x000500c7u, 0x0000000fu, 0x000003d6u,
    0x000001bcu, 0x0000007du, 0x000300f7u, 0x000003efu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x000003e6u, 0x000200f8u, 0x000003e6u,
    0x000300f7u, 0x000003ebu, 0x00000000u, 0x000400fau, 0x00000051u, 0x000003e7u, 0x000003ebu, 0x000200f8u, 0x000003e7u, 0x000500c4u,
    0x0000000fu, 0x000003e9u, 0x000003d6u, 0x00000055u, 0x0004007cu, 0x00000008u, 0x000003eau, 0x000003e9u, 0x000200f9u, 0x000003efu,
    0x000200f8u, 0x000003ebu, 0x0006000cu, 0x0000005au, 0x000003edu, 0x00000001u, 0x0000003eu, 0x000003d6u, 0x00050051u, 0x00000008u,
    0x000003eeu, 0x000003edu, 0x00000000u, 0x000200f9u, 0x000003efu, 0x000200f8u, 0x000003efu, 0x000700f5u, 0x00000008u, 0x000004f7u,
    0x000003eau, 0x000003e7u, 0x000003eeu, 0x000003ebu, 0x000500c2u, 0x0000000fu, 0x000003d9u, 0x000001bcu, 0x00000055u, 0x000300f7u,
    0x000003feu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x000003f5u, 0x000200f8u, 0x000003f5u, 0x000300f7u, 0x000003fau, 0x00000000u,
    0x000400fau, 0x00000051u, 0x000003f6u, 0x000003fau, 0x000200f8u, 0x000003f6u, 0x000500c4u, 0x0000000fu, 0x000003f8u, 0x000003d9u,
    0x00000055u, 0x0004007cu, 0x00000008u, 0x000003f9u, 0x000003f8u, 0x000200f9u, 0x000003feu, 0x000200f8u, 0x000003fau, 0x0006000cu,
    0x0000005au, 0x000003fcu, 0x00000001u, 0x0000003eu, 0x000003d9u, 0x00050051u, 0x00000008u, 0x000003fdu, 0x000003fcu, 0x00000000u,
    0x000200f9u, 0x000003feu, 0x000200f8u, 0x000003feu, 0x000700f5u, 0x00000008u, 0x000004f8u, 0x000003f9u, 0x000003f6u, 0x000003fdu,
    0x000003fau, 0x000500c7u, 0x0000000fu, 0x000003dcu, 0x000001bfu, 0x0000007du, 0x000300f7u, 0x0000040du, 0x00000000u, 0x000300fbu,
    0x0000005cu, 0x00000404u, 0x000200f8u, 0x00000404u, 0x000300f7u, 0x00000409u, 0x00000000u, 0x000400fau, 0x00000051u, 0x00000405u,
    0x00000409u, 0x000200f8u, 0x00000405u, 0x000500c4u, 0x0000000fu, 0x00000407u, 0x000003dcu, 0x00000055u, 0x0004007cu, 0x00000008u,
    0x00000408u, 0x00000407u, 0x000200f9u, 0x0000040du, 0x000200f8u, 0x00000409u, 0x0006000cu, 0x0000005au, 0x0000040bu, 0x00000001u,
    0x0000003eu, 0x000003dcu, 0x00050051u, 0x00000008u, 0x0000040cu, 0x0000040bu, 0x00000000u, 0x000200f9u, 0x0000040du, 0x000200f8u,
    0x0000040du, 0x000700f5u, 0x00000008u, 0x000004f9u, 0x00000408u, 0x00000405u, 0x0000040cu, 0x00000409u, 0x000500c2u, 0x0000000fu,
    0x000003dfu, 0x000001bfu, 0x00000055u, 0x000300f7u, 0x0000041cu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000413u, 0x000200f8u,
    0x00000413u, 0x000300f7u, 0x00000418u, 0x00000000u, 0x000400fau, 0x00000051u, 0x00000414u, 0x00000418u, 0x000200f8u, 0x00000414u,
    0x000500c4u, 0x0000000fu, 0x00000416u, 0x000003dfu, 0x00000055u, 0x0004007cu, 0x00000008u, 0x00000417u, 0x00000416u, 0x000200f9u,
    0x0000041cu, 0x000200f8u, 0x00000418u, 0x0006000cu, 0x0000005au, 0x0000041au, 0x00000001u, 0x0000003eu, 0x000003dfu, 0x00050051u,
    0x00000008u, 0x0000041bu, 0x0000041au, 0x00000000u, 0x000200f9u, 0x0000041cu, 0x000200f8u, 0x0000041cu, 0x000700f5u, 0x00000008u,
    0x000004fau, 0x00000417u, 0x00000414u, 0x0000041bu, 0x00000418u, 0x00070050u, 0x00000018u, 0x000003e1u, 0x000004f7u, 0x000004f8u,
    0x000004f9u, 0x000004fau, 0x000200f9u, 0x000001c2u, 0x000200f8u, 0x000001c2u, 0x000700f5u, 0x0000000fu, 0x000004fbu, 0x0000005cu,
    0x0000041cu, 0x00000205u, 0x000001c5u, 0x000500b0u, 0x00000023u, 0x000001c8u, 0x000004fbu, 0x000000cdu, 0x000400f6u, 0x000001c4u,
    0x000001c5u, 0x00000000u, 0x000400fau, 0x000001c8u, 0x000001c3u, 0x000001c4u, 0x000200f8u, 0x000001c3u, 0x00050041u, 0x000000d7u,
    0x000001cbu, 0x000000d6u, 0x000001cau, 0x0004003du, 0x0000000fu, 0x000001ccu, 0x000001cbu, 0x000500aeu, 0x00000023u, 0x000001cdu,
    0x000004fbu, 0x000001ccu, 0x000300f7u, 0x000001cfu, 0x00000000u, 0x000400fau, 0x000001cdu, 0x000001ceu, 0x000001cfu, 0x000200f8u,
    0x000001ceu, 0x000200f9u, 0x000001c4u, 0x000200f8u, 0x000001cfu, 0x00050084u, 0x0000000fu, 0x000001d5u, 0x000004fbu, 0x00000138u,
    0x00050080u, 0x0000000fu, 0x000001d6u, 0x00000134u, 0x000001d5u, 0x00050084u, 0x0000000fu, 0x000001d8u, 0x000000c5u, 0x00000191u,
    0x00050080u, 0x0000000fu, 0x000001d9u, 0x000001d6u, 0x000001d8u, 0x00060041u, 0x000001e1u, 0x000001e2u, 0x000001dfu, 0x00000022u,
    0x000001d9u, 0x0004003du, 0x00000018u, 0x000001e3u, 0x000001e2u, 0x00050094u, 0x00000008u, 0x000001e4u, 0x000002f4u, 0x000001e3u,
    0x00050080u, 0x0000000fu, 0x000001e7u, 0x000001d9u, 0x00000073u, 0x00060041u, 0x000001e1u, 0x000001e8u, 0x000001dfu, 0x00000022u,
    0x000001e7u, 0x0004003du, 0x00000018u, 0x000001e9u, 0x000001e8u, 0x00050094u, 0x00000008u, 0x000001eau, 0x00000343u, 0x000001e9u,
    0x00050081u, 0x00000008u, 0x000001ebu, 0x000001e4u, 0x000001eau, 0x00050041u, 0x00000009u, 0x000001ecu, 0x00000112u, 0x000004fbu,
    0x0004003du, 0x00000008u, 0x000001edu, 0x000001ecu, 0x00050081u, 0x00000008u, 0x000001eeu, 0x000001edu, 0x000001ebu, 0x0003003eu,
    0x000001ecu, 0x000001eeu, 0x000300f7u, 0x000001f2u, 0x00000000u, 0x000400fau, 0x000000f2u, 0x000001f1u, 0x000001f2u, 0x000200f8u,
    0x000001f1u, 0x0004003du, 0x00000018u, 0x000001f7u, 0x000001e2u, 0x00050094u, 0x00000008u, 0x000001f8u, 0x00000392u, 0x000001f7u,
    0x0004003du, 0x00000018u, 0x000001fdu, 0x000001e8u, 0x00050094u, 0x00000008u, 0x000001feu, 0x000003e1u, 0x000001fdu, 0x00050081u,
    0x00000008u, 0x000001ffu, 0x000001f8u, 0x000001feu, 0x00050041u, 0x00000009u, 0x00000200u, 0x00000120u, 0x000004fbu, 0x0004003du,
    0x00000008u, 0x00000201u, 0x00000200u, 0x00050081u, 0x00000008u, 0x00000202u, 0x00000201u, 0x000001ffu, 0x0003003eu, 0x00000200u,
    0x00000202u, 0x000200f9u, 0x000001f2u, 0x000200f8u, 0x000001f2u, 0x000200f9u, 0x000001c5u, 0x000200f8u, 0x000001c5u, 0x00050080u,
    0x0000000fu, 0x00000205u, 0x000004fbu, 0x0000003du, 0x000200f9u, 0x000001c2u, 0x000200f8u, 0x000001c4u, 0x000200f9u, 0x00000188u,
    0x000200f8u, 0x00000188u, 0x00050080u, 0x0000000fu, 0x00000207u, 0x000004e0u, 0x0000003du, 0x000200f9u, 0x00000185u, 0x000200f8u,
    0x00000187u, 0x000200f9u, 0x0000013eu, 0x000200f8u, 0x0000013eu, 0x00050084u, 0x0000000fu, 0x00000209u, 0x0000014au, 0x000000beu,
    0x00050080u, 0x0000000fu, 0x0000020bu, 0x000004c4u, 0x00000209u, 0x000200f9u, 0x0000013bu, 0x000200f8u, 0x0000013du, 0x000200f9u,
    0x00000127u, 0x000200f8u, 0x0000020cu, 0x00050041u, 0x000000d7u, 0x0000020fu, 0x000000d6u, 0x00000022u, 0x0004003du, 0x0000000fu,
    0x00000210u, 0x0000020fu, 0x00050084u, 0x0000000fu, 0x00000211u, 0x00000100u, 0x00000210u, 0x000200f9u, 0x00000214u, 0x000200f8u,
    0x00000214u, 0x000700f5u, 0x0000000fu, 0x000004b1u, 0x000000bbu, 0x0000020cu, 0x0000026eu, 0x00000217u, 0x000500b0u, 0x00000023u,
    0x0000021cu, 0x000004b1u, 0x00000210u, 0x000400f6u, 0x00000216u, 0x00000217u, 0x00000000u, 0x000400fau, 0x0000021cu, 0x00000215u,
    0x00000216u, 0x000200f8u, 0x00000215u, 0x00050080u, 0x0000000fu, 0x00000220u, 0x00000211u, 0x000004b1u, 0x000300f7u, 0x0000043cu,
    0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000425u, 0x000200f8u, 0x00000425u, 0x000300f7u, 0x0000042bu, 0x00000000u, 0x000400fau,
    0x00000060u, 0x00000426u, 0x0000042bu, 0x000200f8u, 0x00000426u, 0x00060041u, 0x00000068u, 0x00000428u, 0x00000066u, 0x00000022u,
    0x00000220u, 0x0004003du, 0x0000000fu, 0x00000429u, 0x00000428u, 0x0004007cu, 0x00000008u, 0x0000042au, 0x00000429u, 0x000200f9u,
    0x0000043cu, 0x000200f8u, 0x0000042bu, 0x000500c2u, 0x0000000fu, 0x0000042du, 0x00000220u, 0x0000003du, 0x00060041u, 0x00000068u,
    0x0000042eu, 0x00000066u, 0x00000022u, 0x0000042du, 0x0004003du, 0x0000000fu, 0x0000042fu, 0x0000042eu, 0x000500c7u, 0x0000000fu,
    0x00000431u, 0x00000220u, 0x00000073u, 0x000500abu, 0x00000023u, 0x00000432u, 0x00000431u, 0x0000005cu, 0x000300f7u, 0x00000439u,
    0x00000000u, 0x000400fau, 0x00000432u, 0x00000433u, 0x00000436u, 0x000200f8u, 0x00000433u, 0x000500c2u, 0x0000000fu, 0x00000435u,
    0x0000042fu, 0x00000055u, 0x000200f9u, 0x00000439u, 0x000200f8u, 0x00000436u, 0x000500c7u, 0x0000000fu, 0x00000438u, 0x0000042fu,
    0x0000007du, 0x000200f9u, 0x00000439u, 0x000200f8u, 0x00000439u, 0x000700f5u, 0x0000000fu, 0x000004b2u, 0x00000435u, 0x00000433u,
    0x00000438u, 0x00000436u, 0x000300f7u, 0x0000044bu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000442u, 0x000200f8u, 0x00000442u,
    0x000300f7u, 0x00000447u, 0x00000000u, 0x000400fau, 0x00000051u, 0x00000443u, 0x00000447u, 0x000200f8u, 0x00000443u, 0x000500c4u,
    0x0000000fu, 0x00000445u, 0x000004b2u, 0x00000055u, 0x0004007cu, 0x00000008u, 0x00000446u, 0x00000445u, 0x000200f9u, 0x0000044bu,
    0x000200f8u, 0x00000447u, 0x0006000cu, 0x0000005au, 0x00000449u, 0x00000001u, 0x0000003eu, 0x000004b2u, 0x00050051u, 0x00000008u,
    0x0000044au, 0x00000449u, 0x00000000u, 0x000200f9u, 0x0000044bu, 0x000200f8u, 0x0000044bu, 0x000700f5u, 0x00000008u, 0x000004b3u,
    0x00000446u, 0x00000443u, 0x0000044au, 0x00000447u, 0x000200f9u, 0x0000043cu, 0x000200f8u, 0x0000043cu, 0x000700f5u, 0x00000008u,
    0x000004b4u, 0x0000042au, 0x00000426u, 0x000004b3u, 0x0000044bu, 0x000300f7u, 0x00000227u, 0x00000000u, 0x000400fau, 0x000000f2u,
    0x00000226u, 0x0000022du, 0x000200f8u, 0x00000226u, 0x000300f7u, 0x0000046bu, 0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000454u,
    0x000200f8u, 0x00000454u, 0x000300f7u, 0x0000045au, 0x00000000u, 0x000400fau, 0x00000097u, 0x00000455u, 0x0000045au, 0x000200f8u,
    0x00000455u, 0x00060041u, 0x00000068u, 0x00000457u, 0x0000009du, 0x00000022u, 0x00000220u, 0x0004003du, 0x0000000fu, 0x00000458u,
    0x00000457u, 0x0004007cu, 0x00000008u, 0x00000459u, 0x00000458u, 0x000200f9u, 0x0000046bu, 0x000200f8u, 0x0000045au, 0x000500c2u,
    0x0000000fu, 0x0000045cu, 0x00000220u, 0x0000003du, 0x00060041u, 0x00000068u, 0x0000045du, 0x0000009du, 0x00000022u, 0x0000045cu,
    0x0004003du, 0x0000000fu, 0x0000045eu, 0x0000045du, 0x000500c7u, 0x0000000fu, 0x00000460u, 0x00000220u, 0x00000073u, 0x000500abu,
    0x00000023u, 0x00000461u, 0x00000460u, 0x0000005cu, 0x000300f7u, 0x00000468u, 0x00000000u, 0x000400fau, 0x00000461u, 0x00000462u,
    0x00000465u, 0x000200f8u, 0x00000462u, 0x000500c2u, 0x0000000fu, 0x00000464u, 0x0000045eu, 0x00000055u, 0x000200f9u, 0x00000468u,
    0x000200f8u, 0x00000465u, 0x000500c7u, 0x0000000fu, 0x00000467u, 0x0000045eu, 0x0000007du, 0x000200f9u, 0x00000468u, 0x000200f8u,
    0x00000468u, 0x000700f5u, 0x0000000fu, 0x000004b8u, 0x00000464u, 0x00000462u, 0x00000467u, 0x00000465u, 0x000300f7u, 0x0000047au,
    0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000471u, 0x000200f8u, 0x00000471u, 0x000300f7u, 0x00000476u, 0x00000000u, 0x000400fau,
    0x00000051u, 0x00000472u, 0x00000476u, 0x000200f8u, 0x00000472u, 0x000500c4u, 0x0000000fu, 0x00000474u, 0x000004b8u, 0x00000055u,
    0x0004007cu, 0x00000008u, 0x00000475u, 0x00000474u, 0x000200f9u, 0x0000047au, 0x000200f8u, 0x00000476u, 0x0006000cu, 0x0000005au,
    0x00000478u, 0x00000001u, 0x0000003eu, 0x000004b8u, 0x00050051u, 0x00000008u, 0x00000479u, 0x00000478u, 0x00000000u, 0x000200f9u,
    0x0000047au, 0x000200f8u, 0x0000047au, 0x000700f5u, 0x00000008u, 0x000004b9u, 0x00000475u, 0x00000472u, 0x00000479u, 0x00000476u,
    0x000200f9u, 0x0000046bu, 0x000200f8u, 0x0000046bu, 0x000700f5u, 0x00000008u, 0x000004bau, 0x00000459u, 0x00000455u, 0x000004b9u,
    0x0000047au, 0x000200f9u, 0x00000227u, 0x000200f8u, 0x0000022du, 0x000200f9u, 0x00000227u, 0x000200f8u, 0x00000227u, 0x000700f5u,
    0x00000008u, 0x000004bbu, 0x000004bau, 0x0000046bu, 0x00000114u, 0x0000022du, 0x000200f9u, 0x00000230u, 0x000200f8u, 0x00000230u,
    0x000700f5u, 0x0000000fu, 0x000004bcu, 0x0000005cu, 0x00000227u, 0x0000026bu, 0x00000233u, 0x000500b0u, 0x00000023u, 0x00000236u,
    0x000004bcu, 0x000000cdu, 0x000400f6u, 0x00000232u, 0x00000233u, 0x00000000u, 0x000400fau, 0x00000236u, 0x00000231u, 0x00000232u,
    0x000200f8u, 0x00000231u, 0x00050041u, 0x000000d7u, 0x00000238u, 0x000000d6u, 0x000001cau, 0x0004003du, 0x0000000fu, 0x00000239u,
    0x00000238u, 0x000500aeu, 0x00000023u, 0x0000023au, 0x000004bcu, 0x00000239u, 0x000300f7u, 0x0000023cu, 0x00000000u, 0x000400fau,
    0x0000023au, 0x0000023bu, 0x0000023cu, 0x000200f8u, 0x0000023bu, 0x000200f9u, 0x00000232u, 0x000200f8u, 0x0000023cu, 0x00050041u,
    0x000000d7u, 0x00000243u, 0x000000d6u, 0x000000e0u, 0x0004003du, 0x0000000fu, 0x00000244u, 0x00000243u, 0x00050041u, 0x000000d7u,
    0x00000246u, 0x000000d6u, 0x00000050u, 0x0004003du, 0x0000000fu, 0x00000247u, 0x00000246u, 0x00050084u, 0x0000000fu, 0x00000248u,
    0x000004bcu, 0x00000247u, 0x00050080u, 0x0000000fu, 0x00000249u, 0x00000244u, 0x00000248u, 0x00050080u, 0x0000000fu, 0x0000024bu,
    0x00000249u, 0x000004b1u, 0x00060041u, 0x0000024cu, 0x0000024du, 0x00000242u, 0x00000022u, 0x0000024bu, 0x0004003du, 0x00000008u,
    0x0000024eu, 0x0000024du, 0x00050041u, 0x00000009u, 0x00000251u, 0x00000112u, 0x000004bcu, 0x0004003du, 0x00000008u, 0x00000252u,
    0x00000251u, 0x0008000cu, 0x00000008u, 0x00000253u, 0x00000001u, 0x00000032u, 0x0000024eu, 0x000004b4u, 0x00000252u, 0x0003003eu,
    0x00000251u, 0x00000253u, 0x000300f7u, 0x00000257u, 0x00000000u, 0x000400fau, 0x000000f2u, 0x00000256u, 0x00000257u, 0x000200f8u,
    0x00000256u, 0x0004003du, 0x00000008u, 0x00000263u, 0x0000024du, 0x00050041u, 0x00000009u, 0x00000266u, 0x00000120u, 0x000004bcu,
    0x0004003du, 0x00000008u, 0x00000267u, 0x00000266u, 0x0008000cu, 0x00000008u, 0x00000268u, 0x00000001u, 0x00000032u, 0x00000263u,
    0x000004bbu, 0x00000267u, 0x0003003eu, 0x00000266u, 0x00000268u, 0x000200f9u, 0x00000257u, 0x000200f8u, 0x00000257u, 0x000200f9u,
    0x00000233u, 0x000200f8u, 0x00000233u, 0x00050080u, 0x0000000fu, 0x0000026bu, 0x000004bcu, 0x0000003du, 0x000200f9u, 0x00000230u,
    0x000200f8u, 0x00000232u, 0x000200f9u, 0x00000217u, 0x000200f8u, 0x00000217u, 0x00050080u, 0x0000000fu, 0x0000026eu, 0x000004b1u,
    0x000000beu, 0x000200f9u, 0x00000214u, 0x000200f8u, 0x00000216u, 0x000200f9u, 0x00000127u, 0x000200f8u, 0x00000127u, 0x000200f9u,
    0x00000270u, 0x000200f8u, 0x00000270u, 0x000700f5u, 0x0000000fu, 0x000004c5u, 0x0000005cu, 0x00000127u, 0x000002c5u, 0x00000273u,
    0x000500b0u, 0x00000023u, 0x00000276u, 0x000004c5u, 0x000000cdu, 0x000400f6u, 0x00000272u, 0x00000273u, 0x00000000u, 0x000400fau,
    0x00000276u, 0x00000271u, 0x00000272u, 0x000200f8u, 0x00000271u, 0x00050041u, 0x000000d7u, 0x00000278u, 0x000000d6u, 0x000001cau,
    0x0004003du, 0x0000000fu, 0x00000279u, 0x00000278u, 0x000500aeu, 0x00000023u, 0x0000027au, 0x000004c5u, 0x00000279u, 0x000300f7u,
    0x0000027cu, 0x00000000u, 0x000400fau, 0x0000027au, 0x0000027bu, 0x0000027cu, 0x000200f8u, 0x0000027bu, 0x000200f9u, 0x00000272u,
    0x000200f8u, 0x0000027cu, 0x00050041u, 0x00000009u, 0x00000280u, 0x00000112u, 0x000004c5u, 0x0004003du, 0x00000008u, 0x00000281u,
    0x00000280u, 0x0006015eu, 0x00000008u, 0x00000282u, 0x000000e3u, 0x00000000u, 0x00000281u, 0x00050041u, 0x00000009u, 0x00000285u,
    0x00000120u, 0x000004c5u, 0x0004003du, 0x00000008u, 0x00000286u, 0x00000285u, 0x0006015eu, 0x00000008u, 0x00000287u, 0x000000e3u,
    0x00000000u, 0x00000286u, 0x0004014du, 0x00000023u, 0x00000288u, 0x000000e3u, 0x000300f7u, 0x0000028au, 0x00000000u, 0x000400fau,
    0x00000288u, 0x00000289u, 0x0000028au, 0x000200f8u, 0x00000289u, 0x00050041u, 0x000000d7u, 0x0000028du, 0x000000d6u, 0x0000028cu,
    0x0004003du, 0x0000000fu, 0x0000028eu, 0x0000028du, 0x0004007cu, 0x00000006u, 0x0000028fu, 0x0000028eu, 0x000300f7u, 0x000004a4u,
    0x00000000u, 0x000300fbu, 0x0000005cu, 0x00000481u, 0x000200f8u, 0x00000481u, 0x000500aau, 0x00000023u, 0x00000483u, 0x0000028fu,
    0x00000022u, 0x000300f7u, 0x00000494u, 0x00000000u, 0x000400fau, 0x00000483u, 0x00000484u, 0x00000494u, 0x000200f8u, 0x00000484u,
    0x00050085u, 0x00000008u, 0x00000487u, 0x0000002au, 0x00000282u, 0x00050085u, 0x00000008u, 0x00000489u, 0x00000487u, 0x00000282u,
    0x0008000cu, 0x00000008u, 0x0000048cu, 0x00000001u, 0x00000032u, 0x00000489u, 0x00000282u, 0x00000282u, 0x00050085u, 0x00000008u,
    0x00000490u, 0x0000048cu, 0x0000053cu, 0x0006000cu, 0x00000008u, 0x00000491u, 0x00000001u, 0x0000001bu, 0x00000490u, 0x00050081u,
    0x00000008u, 0x00000492u, 0x00000034u, 0x00000491u, 0x00050088u, 0x00000008u, 0x00000493u, 0x00000282u, 0x00000492u, 0x000200f9u,
    0x000004a4u, 0x000200f8u, 0x00000494u, 0x000500aau, 0x00000023u, 0x00000496u, 0x0000028fu, 0x0000003du, 0x000300f7u, 0x0000049eu,
    0x00000000u, 0x000400fau, 0x00000496u, 0x00000497u, 0x0000049eu, 0x000200f8u, 0x00000497u, 0x0004007fu, 0x00000008u, 0x0000049au,
    0x00000282u, 0x0006000cu, 0x00000008u, 0x0000049bu, 0x00000001u, 0x0000001bu, 0x0000049au, 0x00050081u, 0x00000008u, 0x0000049cu,
    0x00000034u, 0x0000049bu, 0x00050088u, 0x00000008u, 0x0000049du, 0x00000282u, 0x0000049cu, 0x000200f9u, 0x000004a4u, 0x000200f8u,
    0x0000049eu, 0x0004007fu, 0x00000008u, 0x000004a0u, 0x00000282u, 0x0006000cu, 0x00000008u, 0x000004a1u, 0x00000001u, 0x0000001bu,
    0x000004a0u, 0x00050081u, 0x00000008u, 0x000004a2u, 0x00000034u, 0x000004a1u, 0x00050088u, 0x00000008u, 0x000004a3u, 0x00000034u,
    0x000004a2u, 0x000200f9u, 0x000004a4u, 0x000200f8u, 0x000004a4u, 0x000900f5u, 0x00000008u, 0x000004c6u, 0x00000493u, 0x00000484u,
    0x0000049du, 0x00000497u, 0x000004a3u, 0x0000049eu, 0x00050041u, 0x000000d7u, 0x00000299u, 0x000000d6u, 0x00000298u, 0x0004003du,
    0x0000000fu, 0x0000029au, 0x00000299u, 0x00050041u, 0x000000d7u, 0x0000029cu, 0x000000d6u, 0x0000012bu, 0x0004003du, 0x0000000fu,
    0x0000029du, 0x0000029cu, 0x00050084u, 0x0000000fu, 0x0000029eu, 0x000004c5u, 0x0000029du, 0x00050080u, 0x0000000fu, 0x0000029fu,
    0x0000029au, 0x0000029eu, 0x00050041u, 0x000000d7u, 0x000002a1u, 0x000000d6u, 0x000002a0u, 0x0004003du, 0x0000000fu, 0x000002a2u,
    0x000002a1u, 0x00050080u, 0x0000000fu, 0x000002a3u, 0x0000029fu, 0x000002a2u, 0x00050080u, 0x0000000fu, 0x000002a5u, 0x000002a3u,
    0x00000100u, 0x000300f7u, 0x000002aau, 0x00000000u, 0x000400fau, 0x000000f2u, 0x000002a9u, 0x000002acu, 0x000200f8u, 0x000002a9u,
    0x000200f9u, 0x000002aau, 0x000200f8u, 0x000002acu, 0x00050041u, 0x000000d7u, 0x000002b2u, 0x000000d6u, 0x000002b1u, 0x0004003du,
    0x0000000fu, 0x000002b3u, 0x000002b2u, 0x00050041u, 0x000000d7u, 0x000002b6u, 0x000000d6u, 0x000002b5u, 0x0004003du, 0x0000000fu,
    0x000002b7u, 0x000002b6u, 0x00050084u, 0x0000000fu, 0x000002b8u, 0x000004c5u, 0x000002b7u, 0x00050080u, 0x0000000fu, 0x000002b9u,
    0x000002b3u, 0x000002b8u, 0x00050080u, 0x0000000fu, 0x000002bcu, 0x000002b9u, 0x000002a2u, 0x00050080u, 0x0000000fu, 0x000002beu,
    0x000002bcu, 0x00000100u, 0x00060041u, 0x0000024cu, 0x000002bfu, 0x000002b0u, 0x00000022u, 0x000002beu, 0x0004003du, 0x00000008u,
    0x000002c0u, 0x000002bfu, 0x000200f9u, 0x000002aau, 0x000200f8u, 0x000002aau, 0x000700f5u, 0x00000008u, 0x000004c8u, 0x00000287u,
    0x000002a9u, 0x000002c0u, 0x000002acu, 0x00050085u, 0x00000008u, 0x000002c2u, 0x000004c6u, 0x000004c8u, 0x00060041u, 0x0000024cu,
    0x000002c3u, 0x00000297u, 0x00000022u, 0x000002a5u, 0x0003003eu, 0x000002c3u, 0x000002c2u, 0x000200f9u, 0x0000028au, 0x000200f8u,
    0x0000028au, 0x000200f9u, 0x00000273u, 0x000200f8u, 0x00000273u, 0x00050080u, 0x0000000fu, 0x000002c5u, 0x000004c5u, 0x0000003du,
    0x000200f9u, 0x00000270u, 0x000200f8u, 0x00000272u, 0x000200f9u, 0x000000f9u, 0x000200f8u, 0x000000f9u, 0x0004003du, 0x0000000fu,
    0x000002c7u, 0x000002c6u, 0x00050080u, 0x0000000fu, 0x000002c9u, 0x000004aeu, 0x000002c7u, 0x000200f9u, 0x000000f6u, 0x000200f8u,
    0x000000f8u, 0x000100fdu, 0x00010038u,
};
static const uint32_t ox__vk_spv_attn_sg[2171] = { /* attn.comp --target-env=vulkan1.1 -DOX_SG */
    0x07230203u, 0x00010300u, 0x000d000bu, 0x00000282u, 0x00000000u, 0x00020011u, 0x00000001u, 0x00020011u, 0x0000003du, 0x00020011u,
    0x0000003fu, 0x0006000bu, 0x00000001u, 0x4c534c47u, 0x6474732eu, 0x3035342eu, 0x00000000u, 0x0003000eu, 0x00000000u, 0x00000001u,
    0x000b000fu, 0x00000005u, 0x00000004u, 0x6e69616du, 0x00000000u, 0x0000000bu, 0x00000016u, 0x000000c3u, 0x000000e4u, 0x000000feu,
    0x00000114u, 0x00060010u, 0x00000004u, 0x00000011u, 0x00000001u, 0x00000001u, 0x00000001u, 0x00040047u, 0x0000000bu, 0x0000000bu,
    0x0000001bu, 0x00040047u, 0x00000011u, 0x00000001u, 0x00000000u, 0x00040047u, 0x00000013u, 0x0000000bu, 0x00000019u, 0x00040047u,
    0x00000016u, 0x0000000bu, 0x0000001au, 0x00050048u, 0x0000001fu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00050048u, 0x0000001fu,
    0x00000001u, 0x00000023u, 0x00000004u, 0x00050048u, 0x0000001fu, 0x00000002u, 0x00000023u, 0x00000008u, 0x00050048u, 0x0000001fu,
    0x00000003u, 0x00000023u, 0x0000000cu, 0x00050048u, 0x0000001fu, 0x00000004u, 0x00000023u, 0x00000010u, 0x00050048u, 0x0000001fu,
    0x00000005u, 0x00000023u, 0x00000014u, 0x00050048u, 0x0000001fu, 0x00000006u, 0x00000023u, 0x00000018u, 0x00050048u, 0x0000001fu,
    0x00000007u, 0x00000023u, 0x0000001cu, 0x00050048u, 0x0000001fu, 0x00000008u, 0x00000023u, 0x00000020u, 0x00050048u, 0x0000001fu,
    0x00000009u, 0x00000023u, 0x00000024u, 0x00050048u, 0x0000001fu, 0x0000000au, 0x00000023u, 0x00000028u, 0x00050048u, 0x0000001fu,
    0x0000000bu, 0x00000023u, 0x0000002cu, 0x00050048u, 0x0000001fu, 0x0000000cu, 0x00000023u, 0x00000030u, 0x00050048u, 0x0000001fu,
    0x0000000du, 0x00000023u, 0x00000034u, 0x00050048u, 0x0000001fu, 0x0000000eu, 0x00000023u, 0x00000038u, 0x00050048u, 0x0000001fu,
    0x0000000fu, 0x00000023u, 0x0000003cu, 0x00030047u, 0x0000001fu, 0x00000002u, 0x00040047u, 0x00000087u, 0x00000006u, 0x00000004u,
    0x00040048u, 0x00000088u, 0x00000000u, 0x00000018u, 0x00050048u, 0x00000088u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x00000088u, 0x00000002u, 0x00040047u, 0x0000008au, 0x00000022u, 0x00000000u, 0x00040047u, 0x0000008au, 0x00000021u, 0x00000000u,
    0x00040047u, 0x000000c3u, 0x0000000bu, 0x00000028u, 0x00030047u, 0x000000e4u, 0x00000000u, 0x00040047u, 0x000000e4u, 0x0000000bu,
    0x00000029u, 0x00030047u, 0x000000e5u, 0x00000000u, 0x00040047u, 0x000000f2u, 0x00000006u, 0x00000004u, 0x00040048u, 0x000000f3u,
    0x00000000u, 0x00000018u, 0x00050048u, 0x000000f3u, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000000f3u, 0x00000002u,
    0x00040047u, 0x000000f5u, 0x00000022u, 0x00000000u, 0x00040047u, 0x000000f5u, 0x00000021u, 0x00000001u, 0x00030047u, 0x000000feu,
    0x00000000u, 0x00040047u, 0x000000feu, 0x0000000bu, 0x00000024u, 0x00030047u, 0x000000ffu, 0x00000000u, 0x00040047u, 0x00000114u,
    0x0000000bu, 0x00000026u, 0x00040047u, 0x000001a9u, 0x00000006u, 0x00000004u, 0x00040048u, 0x000001aau, 0x00000000u, 0x00000018u,
    0x00050048u, 0x000001aau, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u, 0x000001aau, 0x00000002u, 0x00040047u, 0x000001acu,
    0x00000022u, 0x00000000u, 0x00040047u, 0x000001acu, 0x00000021u, 0x00000002u, 0x00040047u, 0x000001fau, 0x00000006u, 0x00000004u,
    0x00040048u, 0x000001fbu, 0x00000000u, 0x00000019u, 0x00050048u, 0x000001fbu, 0x00000000u, 0x00000023u, 0x00000000u, 0x00030047u,
    0x000001fbu, 0x00000002u, 0x00040047u, 0x000001fdu, 0x00000022u, 0x00000000u, 0x00040047u, 0x000001fdu, 0x00000021u, 0x00000003u,
    0x00020013u, 0x00000002u, 0x00030021u, 0x00000003u, 0x00000002u, 0x00040015u, 0x00000006u, 0x00000020u, 0x00000000u, 0x00040017u,
    0x00000009u, 0x00000006u, 0x00000003u, 0x00040020u, 0x0000000au, 0x00000001u, 0x00000009u, 0x0004003bu, 0x0000000au, 0x0000000bu,
    0x00000001u, 0x0004002bu, 0x00000006u, 0x0000000cu, 0x00000000u, 0x00040020u, 0x0000000du, 0x00000001u, 0x00000006u, 0x00040032u,
    0x00000006u, 0x00000011u, 0x00000001u, 0x0004002bu, 0x00000006u, 0x00000012u, 0x00000001u, 0x00060033u, 0x00000009u, 0x00000013u,
    0x00000011u, 0x00000012u, 0x00000012u, 0x0004003bu, 0x0000000au, 0x00000016u, 0x00000001u, 0x00030016u, 0x0000001eu, 0x00000020u,
    0x0012001eu, 0x0000001fu, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u,
    0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u, 0x0000001eu, 0x00000006u, 0x00000006u, 0x00040020u, 0x00000020u,
    0x00000009u, 0x0000001fu, 0x0004003bu, 0x00000020u, 0x00000021u, 0x00000009u, 0x00040015u, 0x00000022u, 0x00000020u, 0x00000001u,
    0x0004002bu, 0x00000022u, 0x00000023u, 0x00000001u, 0x00040020u, 0x00000024u, 0x00000009u, 0x00000006u, 0x0004002bu, 0x00000022u,
    0x00000027u, 0x00000002u, 0x0004002bu, 0x00000022u, 0x0000002du, 0x00000004u, 0x00020014u, 0x00000033u, 0x0004002bu, 0x00000022u,
    0x00000034u, 0x00000005u, 0x0004002bu, 0x00000022u, 0x0000004cu, 0x0000000eu, 0x0004002bu, 0x00000006u, 0x00000053u, 0x00000002u,
    0x0004002bu, 0x00000022u, 0x0000005au, 0x0000000fu, 0x0004002bu, 0x00000022u, 0x00000068u, 0x00000006u, 0x0004002bu, 0x00000022u,
    0x0000006cu, 0x00000007u, 0x0004002bu, 0x00000022u, 0x00000072u, 0x00000000u, 0x0004002bu, 0x00000006u, 0x00000082u, 0x00000200u,
    0x0004001cu, 0x00000083u, 0x0000001eu, 0x00000082u, 0x00040020u, 0x00000084u, 0x00000004u, 0x00000083u, 0x0004003bu, 0x00000084u,
    0x00000085u, 0x00000004u, 0x0003001du, 0x00000087u, 0x0000001eu, 0x0003001eu, 0x00000088u, 0x00000087u, 0x00040020u, 0x00000089u,
    0x0000000cu, 0x00000088u, 0x0004003bu, 0x00000089u, 0x0000008au, 0x0000000cu, 0x00040020u, 0x0000008eu, 0x0000000cu, 0x0000001eu,
    0x00040020u, 0x00000091u, 0x00000004u, 0x0000001eu, 0x0004002bu, 0x00000006u, 0x00000096u, 0x00000108u, 0x0004002bu, 0x00000006u,
    0x0000009eu, 0x00000004u, 0x0004001cu, 0x000000a0u, 0x0000001eu, 0x0000009eu, 0x00040020u, 0x000000a1u, 0x00000007u, 0x000000a0u,
    0x0004002bu, 0x0000001eu, 0x000000a4u, 0x00000000u, 0x00040020u, 0x000000a5u, 0x00000007u, 0x0000001eu, 0x0004002bu, 0x0000001eu,
    0x000000aau, 0xff7fffffu, 0x0004003bu, 0x0000000du, 0x000000c3u, 0x00000001u, 0x0004002bu, 0x00000022u, 0x000000ceu, 0x0000000au,
    0x0004002bu, 0x00000022u, 0x000000d4u, 0x00000003u, 0x0004002bu, 0x00000022u, 0x000000d8u, 0x0000000cu, 0x0004003bu, 0x0000000du,
    0x000000e4u, 0x00000001u, 0x0003001du, 0x000000f2u, 0x0000001eu, 0x0003001eu, 0x000000f3u, 0x000000f2u, 0x00040020u, 0x000000f4u,
    0x0000000cu, 0x000000f3u, 0x0004003bu, 0x000000f4u, 0x000000f5u, 0x0000000cu, 0x0004003bu, 0x0000000du, 0x000000feu, 0x00000001u,
    0x0004002bu, 0x00000006u, 0x00000103u, 0x00000003u, 0x00060034u, 0x00000006u, 0x00000108u, 0x00000051u, 0x00000013u, 0x00000000u,
    0x0004001cu, 0x00000109u, 0x0000001eu, 0x00000108u, 0x00040020u, 0x0000010au, 0x00000004u, 0x00000109u, 0x0004003bu, 0x0000010au,
    0x0000010bu, 0x00000004u, 0x0004002bu, 0x00000022u, 0x0000010eu, 0x0000000du, 0x00040020u, 0x0000010fu, 0x00000009u, 0x0000001eu,
    0x0004003bu, 0x0000000du, 0x00000114u, 0x00000001u, 0x00060034u, 0x00000006u, 0x00000120u, 0x00000051u, 0x00000013u, 0x00000000u,
    0x0004001cu, 0x00000121u, 0x0000001eu, 0x00000120u, 0x00040020u, 0x00000122u, 0x00000004u, 0x00000121u, 0x0004003bu, 0x00000122u,
    0x00000123u, 0x00000004u, 0x0003001du, 0x000001a9u, 0x0000001eu, 0x0003001eu, 0x000001aau, 0x000001a9u, 0x00040020u, 0x000001abu,
    0x0000000cu, 0x000001aau, 0x0004003bu, 0x000001abu, 0x000001acu, 0x0000000cu, 0x0004002bu, 0x00000022u, 0x000001adu, 0x0000000bu,
    0x0003001du, 0x000001fau, 0x0000001eu, 0x0003001eu, 0x000001fbu, 0x000001fau, 0x00040020u, 0x000001fcu, 0x0000000cu, 0x000001fbu,
    0x0004003bu, 0x000001fcu, 0x000001fdu, 0x0000000cu, 0x0004002bu, 0x00000022u, 0x0000021au, 0x00000008u, 0x0004002bu, 0x00000022u,
    0x0000021eu, 0x00000009u, 0x00050036u, 0x00000002u, 0x00000004u, 0x00000000u, 0x00000003u, 0x000200f8u, 0x00000005u, 0x0004003bu,
    0x000000a1u, 0x000000a2u, 0x00000007u, 0x000300f7u, 0x00000247u, 0x00000000u, 0x000300fbu, 0x0000000cu, 0x00000248u, 0x000200f8u,
    0x00000248u, 0x00050041u, 0x0000000du, 0x0000000eu, 0x0000000bu, 0x0000000cu, 0x0004003du, 0x00000006u, 0x0000000fu, 0x0000000eu,
    0x00050051u, 0x00000006u, 0x00000014u, 0x00000013u, 0x00000000u, 0x00050041u, 0x0000000du, 0x00000017u, 0x00000016u, 0x0000000cu,
    0x0004003du, 0x00000006u, 0x00000018u, 0x00000017u, 0x00050041u, 0x0000000du, 0x0000001au, 0x00000016u, 0x00000012u, 0x0004003du,
    0x00000006u, 0x0000001bu, 0x0000001au, 0x00050041u, 0x00000024u, 0x00000025u, 0x00000021u, 0x00000023u, 0x0004003du, 0x00000006u,
    0x00000026u, 0x00000025u, 0x00050041u, 0x00000024u, 0x00000028u, 0x00000021u, 0x00000027u, 0x0004003du, 0x00000006u, 0x00000029u,
    0x00000028u, 0x00050086u, 0x00000006u, 0x0000002au, 0x00000026u, 0x00000029u, 0x00050086u, 0x00000006u, 0x0000002bu, 0x00000018u,
    0x0000002au, 0x00050041u, 0x00000024u, 0x0000002eu, 0x00000021u, 0x0000002du, 0x0004003du, 0x00000006u, 0x0000002fu, 0x0000002eu,
    0x00050080u, 0x00000006u, 0x00000031u, 0x0000002fu, 0x0000001bu, 0x00050041u, 0x00000024u, 0x00000035u, 0x00000021u, 0x00000034u,
    0x0004003du, 0x00000006u, 0x00000036u, 0x00000035u, 0x000500abu, 0x00000033u, 0x00000037u, 0x00000036u, 0x0000000cu, 0x000300f7u,
    0x00000039u, 0x00000000u, 0x000400fau, 0x00000037u, 0x00000038u, 0x00000039u, 0x000200f8u, 0x00000038u, 0x00050080u, 0x00000006u,
    0x0000003bu, 0x00000031u, 0x00000012u, 0x000500acu, 0x00000033u, 0x0000003eu, 0x0000003bu, 0x00000036u, 0x000200f9u, 0x00000039u,
    0x000200f8u, 0x00000039u, 0x000700f5u, 0x00000033u, 0x0000003fu, 0x00000037u, 0x00000248u, 0x0000003eu, 0x00000038u, 0x000300f7u,
    0x00000042u, 0x00000000u, 0x000400fau, 0x0000003fu, 0x00000041u, 0x00000048u, 0x000200f8u, 0x00000041u, 0x00050080u, 0x00000006u,
    0x00000044u, 0x00000031u, 0x00000012u, 0x00050082u, 0x00000006u, 0x00000047u, 0x00000044u, 0x00000036u, 0x000200f9u, 0x00000042u,
    0x000200f8u, 0x00000048u, 0x000200f9u, 0x00000042u, 0x000200f8u, 0x00000042u, 0x000700f5u, 0x00000006u, 0x0000024du, 0x00000047u,
    0x00000041u, 0x0000000cu, 0x00000048u, 0x00050041u, 0x00000024u, 0x0000004du, 0x00000021u, 0x0000004cu, 0x0004003du, 0x00000006u,
    0x0000004eu, 0x0000004du, 0x000500acu, 0x00000033u, 0x0000004fu, 0x0000004eu, 0x00000012u, 0x000300f7u, 0x00000051u, 0x00000000u,
    0x000400fau, 0x0000004fu, 0x00000050u, 0x00000051u, 0x000200f8u, 0x00000050u, 0x00050041u, 0x0000000du, 0x00000054u, 0x00000016u,
    0x00000053u, 0x0004003du, 0x00000006u, 0x00000055u, 0x00000054u, 0x00050080u, 0x00000006u, 0x00000059u, 0x00000055u, 0x00000012u,
    0x00050041u, 0x00000024u, 0x0000005bu, 0x00000021u, 0x0000005au, 0x0004003du, 0x00000006u, 0x0000005cu, 0x0000005bu, 0x00050084u,
    0x00000006u, 0x0000005du, 0x00000059u, 0x0000005cu, 0x00050080u, 0x00000006u, 0x0000005eu, 0x0000024du, 0x0000005du, 0x00050082u,
    0x00000006u, 0x0000005fu, 0x0000005eu, 0x00000012u, 0x0007000cu, 0x00000006u, 0x00000060u, 0x00000001u, 0x00000026u, 0x00000031u,
    0x0000005fu, 0x00050084u, 0x00000006u, 0x00000065u, 0x00000055u, 0x0000005cu, 0x00050080u, 0x00000006u, 0x00000066u, 0x0000024du,
    0x00000065u, 0x000200f9u, 0x00000051u, 0x000200f8u, 0x00000051u, 0x000700f5u, 0x00000006u, 0x00000257u, 0x00000031u, 0x00000042u,
    0x00000060u, 0x00000050u, 0x000700f5u, 0x00000006u, 0x00000252u, 0x0000024du, 0x00000042u, 0x00000066u, 0x00000050u, 0x00050041u,
    0x00000024u, 0x00000069u, 0x00000021u, 0x00000068u, 0x0004003du, 0x00000006u, 0x0000006au, 0x00000069u, 0x00050041u, 0x00000024u,
    0x0000006du, 0x00000021u, 0x0000006cu, 0x0004003du, 0x00000006u, 0x0000006eu, 0x0000006du, 0x00050084u, 0x00000006u, 0x0000006fu,
    0x0000001bu, 0x0000006eu, 0x00050080u, 0x00000006u, 0x00000070u, 0x0000006au, 0x0000006fu, 0x00050041u, 0x00000024u, 0x00000073u,
    0x00000021u, 0x00000072u, 0x0004003du, 0x00000006u, 0x00000074u, 0x00000073u, 0x00050084u, 0x00000006u, 0x00000075u, 0x00000018u,
    0x00000074u, 0x00050080u, 0x00000006u, 0x00000076u, 0x00000070u, 0x00000075u, 0x000200f9u, 0x00000079u, 0x000200f8u, 0x00000079u,
    0x000700f5u, 0x00000006u, 0x0000024eu, 0x0000000fu, 0x00000051u, 0x00000095u, 0x0000007au, 0x000500b0u, 0x00000033u, 0x00000081u,
    0x0000024eu, 0x00000074u, 0x000400f6u, 0x0000007bu, 0x0000007au, 0x00000000u, 0x000400fau, 0x00000081u, 0x0000007au, 0x0000007bu,
    0x000200f8u, 0x0000007au, 0x00050080u, 0x00000006u, 0x0000008du, 0x00000076u, 0x0000024eu, 0x00060041u, 0x0000008eu, 0x0000008fu,
    0x0000008au, 0x00000072u, 0x0000008du, 0x0004003du, 0x0000001eu, 0x00000090u, 0x0000008fu, 0x00050041u, 0x00000091u, 0x00000092u,
    0x00000085u, 0x0000024eu, 0x0003003eu, 0x00000092u, 0x00000090u, 0x00050080u, 0x00000006u, 0x00000095u, 0x0000024eu, 0x00000014u,
    0x000200f9u, 0x00000079u, 0x000200f8u, 0x0000007bu, 0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000200f9u, 0x00000098u,
    0x000200f8u, 0x00000098u, 0x000700f5u, 0x00000006u, 0x0000024fu, 0x0000000cu, 0x0000007bu, 0x000000a8u, 0x00000099u, 0x000500b0u,
    0x00000033u, 0x0000009fu, 0x0000024fu, 0x0000009eu, 0x000400f6u, 0x0000009au, 0x00000099u, 0x00000000u, 0x000400fau, 0x0000009fu,
    0x00000099u, 0x0000009au, 0x000200f8u, 0x00000099u, 0x00050041u, 0x000000a5u, 0x000000a6u, 0x000000a2u, 0x0000024fu, 0x0003003eu,
    0x000000a6u, 0x000000a4u, 0x00050080u, 0x00000006u, 0x000000a8u, 0x0000024fu, 0x00000023u, 0x000200f9u, 0x00000098u, 0x000200f8u,
    0x0000009au, 0x000200f9u, 0x000000aeu, 0x000200f8u, 0x000000aeu, 0x000700f5u, 0x0000001eu, 0x0000025eu, 0x000000aau, 0x0000009au,
    0x00000147u, 0x000000b1u, 0x000700f5u, 0x0000001eu, 0x0000025au, 0x000000a4u, 0x0000009au, 0x00000180u, 0x000000b1u, 0x000700f5u,
    0x00000006u, 0x00000253u, 0x00000252u, 0x0000009au, 0x000001cfu, 0x000000b1u, 0x000500b2u, 0x00000033u, 0x000000b5u, 0x00000253u,
    0x00000257u, 0x000400f6u, 0x000000b0u, 0x000000b1u, 0x00000000u, 0x000400fau, 0x000000b5u, 0x000000afu, 0x000000b0u, 0x000200f8u,
    0x000000afu, 0x00050080u, 0x00000006u, 0x000000bdu, 0x00000257u, 0x00000012u, 0x00050082u, 0x00000006u, 0x000000bfu, 0x000000bdu,
    0x00000253u, 0x0007000cu, 0x00000006u, 0x000000c0u, 0x00000001u, 0x00000026u, 0x00000014u, 0x000000bfu, 0x0004003du, 0x00000006u,
    0x000000c4u, 0x000000c3u, 0x000200f9u, 0x000000c5u, 0x000200f8u, 0x000000c5u, 0x000700f5u, 0x00000006u, 0x00000261u, 0x000000c4u,
    0x000000afu, 0x00000117u, 0x000000c8u, 0x000500b0u, 0x00000033u, 0x000000ccu, 0x00000261u, 0x000000c0u, 0x000400f6u, 0x000000c7u,
    0x000000c8u, 0x00000000u, 0x000400fau, 0x000000ccu, 0x000000c6u, 0x000000c7u, 0x000200f8u, 0x000000c6u, 0x00050041u, 0x00000024u,
    0x000000cfu, 0x00000021u, 0x000000ceu, 0x0004003du, 0x00000006u, 0x000000d0u, 0x000000cfu, 0x00050080u, 0x00000006u, 0x000000d3u,
    0x00000253u, 0x00000261u, 0x00050041u, 0x00000024u, 0x000000d5u, 0x00000021u, 0x000000d4u, 0x0004003du, 0x00000006u, 0x000000d6u,
    0x000000d5u, 0x00050089u, 0x00000006u, 0x000000d7u, 0x000000d3u, 0x000000d6u, 0x00050041u, 0x00000024u, 0x000000d9u, 0x00000021u,
    0x000000d8u, 0x0004003du, 0x00000006u, 0x000000dau, 0x000000d9u, 0x00050084u, 0x00000006u, 0x000000dbu, 0x000000d7u, 0x000000dau,
    0x00050080u, 0x00000006u, 0x000000dcu, 0x000000d0u, 0x000000dbu, 0x00050084u, 0x00000006u, 0x000000e0u, 0x0000002bu, 0x00000074u,
    0x00050080u, 0x00000006u, 0x000000e1u, 0x000000dcu, 0x000000e0u, 0x0004003du, 0x00000006u, 0x000000e5u, 0x000000e4u, 0x000200f9u,
    0x000000e6u, 0x000200f8u, 0x000000e6u, 0x000700f5u, 0x0000001eu, 0x00000281u, 0x000000a4u, 0x000000c6u, 0x000000fdu, 0x000000e7u,
    0x000700f5u, 0x00000006u, 0x00000280u, 0x000000e5u, 0x000000c6u, 0x00000101u, 0x000000e7u, 0x000500b0u, 0x00000033u, 0x000000eeu,
    0x00000280u, 0x00000074u, 0x000400f6u, 0x000000e8u, 0x000000e7u, 0x00000000u, 0x000400fau, 0x000000eeu, 0x000000e7u, 0x000000e8u,
    0x000200f8u, 0x000000e7u, 0x00050041u, 0x00000091u, 0x000000f0u, 0x00000085u, 0x00000280u, 0x0004003du, 0x0000001eu, 0x000000f1u,
    0x000000f0u, 0x00050080u, 0x00000006u, 0x000000f8u, 0x000000e1u, 0x00000280u, 0x00060041u, 0x0000008eu, 0x000000f9u, 0x000000f5u,
    0x00000072u, 0x000000f8u, 0x0004003du, 0x0000001eu, 0x000000fau, 0x000000f9u, 0x0008000cu, 0x0000001eu, 0x000000fdu, 0x00000001u,
    0x00000032u, 0x000000f1u, 0x000000fau, 0x00000281u, 0x0004003du, 0x00000006u, 0x000000ffu, 0x000000feu, 0x00050080u, 0x00000006u,
    0x00000101u, 0x00000280u, 0x000000ffu, 0x000200f9u, 0x000000e6u, 0x000200f8u, 0x000000e8u, 0x0006015eu, 0x0000001eu, 0x00000104u,
    0x00000103u, 0x00000000u, 0x00000281u, 0x0004014du, 0x00000033u, 0x00000105u, 0x00000103u, 0x000300f7u, 0x00000107u, 0x00000000u,
    0x000400fau, 0x00000105u, 0x00000106u, 0x00000107u, 0x000200f8u, 0x00000106u, 0x00050041u, 0x0000010fu, 0x00000110u, 0x00000021u,
    0x0000010eu, 0x0004003du, 0x0000001eu, 0x00000111u, 0x00000110u, 0x00050085u, 0x0000001eu, 0x00000112u, 0x00000104u, 0x00000111u,
    0x00050041u, 0x00000091u, 0x00000113u, 0x0000010bu, 0x00000261u, 0x0003003eu, 0x00000113u, 0x00000112u, 0x000200f9u, 0x00000107u,
    0x000200f8u, 0x00000107u, 0x000200f9u, 0x000000c8u, 0x000200f8u, 0x000000c8u, 0x0004003du, 0x00000006u, 0x00000115u, 0x00000114u,
    0x00050080u, 0x00000006u, 0x00000117u, 0x00000261u, 0x00000115u, 0x000200f9u, 0x000000c5u, 0x000200f8u, 0x000000c7u, 0x000400e0u,
    0x00000053u, 0x00000053u, 0x00000096u, 0x000500b0u, 0x00000033u, 0x0000011au, 0x0000000fu, 0x000000c0u, 0x000300f7u, 0x0000011cu,
    0x00000000u, 0x000400fau, 0x0000011au, 0x0000011bu, 0x0000011cu, 0x000200f8u, 0x0000011bu, 0x00050041u, 0x00000091u, 0x0000011eu,
    0x0000010bu, 0x0000000fu, 0x0004003du, 0x0000001eu, 0x0000011fu, 0x0000011eu, 0x000200f9u, 0x0000011cu, 0x000200f8u, 0x0000011cu,
    0x000700f5u, 0x0000001eu, 0x00000262u, 0x000000aau, 0x000000c7u, 0x0000011fu, 0x0000011bu, 0x000400e0u, 0x00000053u, 0x00000053u,
    0x00000096u, 0x00050041u, 0x00000091u, 0x00000126u, 0x00000123u, 0x0000000fu, 0x0003003eu, 0x00000126u, 0x00000262u, 0x000400e0u,
    0x00000053u, 0x00000053u, 0x00000096u, 0x000500c2u, 0x00000006u, 0x00000129u, 0x00000014u, 0x00000023u, 0x000200f9u, 0x0000012au,
    0x000200f8u, 0x0000012au, 0x000700f5u, 0x00000006u, 0x00000264u, 0x00000129u, 0x0000011cu, 0x00000142u, 0x0000012du, 0x000500acu,
    0x00000033u, 0x00000130u, 0x00000264u, 0x0000000cu, 0x000400f6u, 0x0000012cu, 0x0000012du, 0x00000000u, 0x000400fau, 0x00000130u,
    0x0000012bu, 0x0000012cu, 0x000200f8u, 0x0000012bu, 0x000500b0u, 0x00000033u, 0x00000133u, 0x0000000fu, 0x00000264u, 0x000300f7u,
    0x00000135u, 0x00000000u, 0x000400fau, 0x00000133u, 0x00000134u, 0x00000135u, 0x000200f8u, 0x00000134u, 0x0004003du, 0x0000001eu,
    0x00000139u, 0x00000126u, 0x00050080u, 0x00000006u, 0x0000013cu, 0x0000000fu, 0x00000264u, 0x00050041u, 0x00000091u, 0x0000013du,
    0x00000123u, 0x0000013cu, 0x0004003du, 0x0000001eu, 0x0000013eu, 0x0000013du, 0x0007000cu, 0x0000001eu, 0x0000013fu, 0x00000001u,
    0x00000028u, 0x00000139u, 0x0000013eu, 0x0003003eu, 0x00000126u, 0x0000013fu, 0x000200f9u, 0x00000135u, 0x000200f8u, 0x00000135u,
    0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000200f9u, 0x0000012du, 0x000200f8u, 0x0000012du, 0x000500c2u, 0x00000006u,
    0x00000142u, 0x00000264u, 0x00000023u, 0x000200f9u, 0x0000012au, 0x000200f8u, 0x0000012cu, 0x00050041u, 0x00000091u, 0x00000145u,
    0x00000123u, 0x00000072u, 0x0004003du, 0x0000001eu, 0x00000146u, 0x00000145u, 0x0007000cu, 0x0000001eu, 0x00000147u, 0x00000001u,
    0x00000028u, 0x0000025eu, 0x00000146u, 0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000300f7u, 0x0000014eu, 0x00000000u,
    0x000400fau, 0x0000011au, 0x0000014du, 0x00000153u, 0x000200f8u, 0x0000014du, 0x00050083u, 0x0000001eu, 0x00000151u, 0x00000262u,
    0x00000147u, 0x0006000cu, 0x0000001eu, 0x00000152u, 0x00000001u, 0x0000001bu, 0x00000151u, 0x000200f9u, 0x0000014eu, 0x000200f8u,
    0x00000153u, 0x000200f9u, 0x0000014eu, 0x000200f8u, 0x0000014eu, 0x000700f5u, 0x0000001eu, 0x00000269u, 0x00000152u, 0x0000014du,
    0x000000a4u, 0x00000153u, 0x00050041u, 0x00000091u, 0x00000157u, 0x0000010bu, 0x0000000fu, 0x0003003eu, 0x00000157u, 0x00000269u,
    0x0003003eu, 0x00000126u, 0x00000269u, 0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000200f9u, 0x0000015eu, 0x000200f8u,
    0x0000015eu, 0x000700f5u, 0x00000006u, 0x0000026au, 0x00000129u, 0x0000014eu, 0x00000175u, 0x00000161u, 0x000500acu, 0x00000033u,
    0x00000164u, 0x0000026au, 0x0000000cu, 0x000400f6u, 0x00000160u, 0x00000161u, 0x00000000u, 0x000400fau, 0x00000164u, 0x0000015fu,
    0x00000160u, 0x000200f8u, 0x0000015fu, 0x000500b0u, 0x00000033u, 0x00000167u, 0x0000000fu, 0x0000026au, 0x000300f7u, 0x00000169u,
    0x00000000u, 0x000400fau, 0x00000167u, 0x00000168u, 0x00000169u, 0x000200f8u, 0x00000168u, 0x00050080u, 0x00000006u, 0x0000016du,
    0x0000000fu, 0x0000026au, 0x00050041u, 0x00000091u, 0x0000016eu, 0x00000123u, 0x0000016du, 0x0004003du, 0x0000001eu, 0x0000016fu,
    0x0000016eu, 0x0004003du, 0x0000001eu, 0x00000171u, 0x00000126u, 0x00050081u, 0x0000001eu, 0x00000172u, 0x00000171u, 0x0000016fu,
    0x0003003eu, 0x00000126u, 0x00000172u, 0x000200f9u, 0x00000169u, 0x000200f8u, 0x00000169u, 0x000400e0u, 0x00000053u, 0x00000053u,
    0x00000096u, 0x000200f9u, 0x00000161u, 0x000200f8u, 0x00000161u, 0x000500c2u, 0x00000006u, 0x00000175u, 0x0000026au, 0x00000023u,
    0x000200f9u, 0x0000015eu, 0x000200f8u, 0x00000160u, 0x00050083u, 0x0000001eu, 0x00000179u, 0x0000025eu, 0x00000147u, 0x0006000cu,
    0x0000001eu, 0x0000017au, 0x00000001u, 0x0000001bu, 0x00000179u, 0x0004003du, 0x0000001eu, 0x0000017fu, 0x00000145u, 0x0008000cu,
    0x0000001eu, 0x00000180u, 0x00000001u, 0x00000032u, 0x0000025au, 0x0000017au, 0x0000017fu, 0x000200f9u, 0x00000183u, 0x000200f8u,
    0x00000183u, 0x000700f5u, 0x00000006u, 0x00000272u, 0x0000000cu, 0x00000160u, 0x000001ccu, 0x00000186u, 0x000500b0u, 0x00000033u,
    0x00000189u, 0x00000272u, 0x0000009eu, 0x000400f6u, 0x00000185u, 0x00000186u, 0x00000000u, 0x000400fau, 0x00000189u, 0x00000184u,
    0x00000185u, 0x000200f8u, 0x00000184u, 0x00050084u, 0x00000006u, 0x0000018eu, 0x00000272u, 0x00000014u, 0x00050080u, 0x00000006u,
    0x0000018fu, 0x0000000fu, 0x0000018eu, 0x000500aeu, 0x00000033u, 0x00000193u, 0x0000018fu, 0x00000074u, 0x000300f7u, 0x00000195u,
    0x00000000u, 0x000400fau, 0x00000193u, 0x00000194u, 0x00000195u, 0x000200f8u, 0x00000194u, 0x000200f9u, 0x00000185u, 0x000200f8u,
    0x00000195u, 0x00050041u, 0x000000a5u, 0x00000199u, 0x000000a2u, 0x00000272u, 0x0004003du, 0x0000001eu, 0x0000019au, 0x00000199u,
    0x00050085u, 0x0000001eu, 0x0000019cu, 0x0000019au, 0x0000017au, 0x000200f9u, 0x0000019eu, 0x000200f8u, 0x0000019eu, 0x000700f5u,
    0x0000001eu, 0x00000275u, 0x0000019cu, 0x00000195u, 0x000001c5u, 0x0000019fu, 0x000700f5u, 0x00000006u, 0x00000273u, 0x0000000cu,
    0x00000195u, 0x000001c7u, 0x0000019fu, 0x000500b0u, 0x00000033u, 0x000001a5u, 0x00000273u, 0x000000c0u, 0x000400f6u, 0x000001a0u,
    0x0000019fu, 0x00000000u, 0x000400fau, 0x000001a5u, 0x0000019fu, 0x000001a0u, 0x000200f8u, 0x0000019fu, 0x00050041u, 0x00000091u,
    0x000001a7u, 0x0000010bu, 0x00000273u, 0x0004003du, 0x0000001eu, 0x000001a8u, 0x000001a7u, 0x00050041u, 0x00000024u, 0x000001aeu,
    0x00000021u, 0x000001adu, 0x0004003du, 0x00000006u, 0x000001afu, 0x000001aeu, 0x00050080u, 0x00000006u, 0x000001b2u, 0x00000253u,
    0x00000273u, 0x00050041u, 0x00000024u, 0x000001b3u, 0x00000021u, 0x000000d4u, 0x0004003du, 0x00000006u, 0x000001b4u, 0x000001b3u,
    0x00050089u, 0x00000006u, 0x000001b5u, 0x000001b2u, 0x000001b4u, 0x00050041u, 0x00000024u, 0x000001b6u, 0x00000021u, 0x000000d8u,
    0x0004003du, 0x00000006u, 0x000001b7u, 0x000001b6u, 0x00050084u, 0x00000006u, 0x000001b8u, 0x000001b5u, 0x000001b7u, 0x00050080u,
    0x00000006u, 0x000001b9u, 0x000001afu, 0x000001b8u, 0x00050084u, 0x00000006u, 0x000001bdu, 0x0000002bu, 0x00000074u, 0x00050080u,
    0x00000006u, 0x000001beu, 0x000001b9u, 0x000001bdu, 0x00050080u, 0x00000006u, 0x000001c0u, 0x000001beu, 0x0000018fu, 0x00060041u,
    0x0000008eu, 0x000001c1u, 0x000001acu, 0x00000072u, 0x000001c0u, 0x0004003du, 0x0000001eu, 0x000001c2u, 0x000001c1u, 0x0008000cu,
    0x0000001eu, 0x000001c5u, 0x00000001u, 0x00000032u, 0x000001a8u, 0x000001c2u, 0x00000275u, 0x00050080u, 0x00000006u, 0x000001c7u,
    0x00000273u, 0x00000023u, 0x000200f9u, 0x0000019eu, 0x000200f8u, 0x000001a0u, 0x0003003eu, 0x00000199u, 0x00000275u, 0x000200f9u,
    0x00000186u, 0x000200f8u, 0x00000186u, 0x00050080u, 0x00000006u, 0x000001ccu, 0x00000272u, 0x00000023u, 0x000200f9u, 0x00000183u,
    0x000200f8u, 0x00000185u, 0x000400e0u, 0x00000053u, 0x00000053u, 0x00000096u, 0x000200f9u, 0x000000b1u, 0x000200f8u, 0x000000b1u,
    0x00050080u, 0x00000006u, 0x000001cfu, 0x00000253u, 0x00000014u, 0x000200f9u, 0x000000aeu, 0x000200f8u, 0x000000b0u, 0x000300f7u,
    0x000001d4u, 0x00000000u, 0x000400fau, 0x0000004fu, 0x000001d3u, 0x000001d4u, 0x000200f8u, 0x000001d3u, 0x00050084u, 0x00000006u,
    0x000001d9u, 0x0000001bu, 0x00000026u, 0x00050080u, 0x00000006u, 0x000001dbu, 0x000001d9u, 0x00000018u, 0x00050084u, 0x00000006u,
    0x000001deu, 0x000001dbu, 0x0000004eu, 0x00050041u, 0x0000000du, 0x000001dfu, 0x00000016u, 0x00000053u, 0x0004003du, 0x00000006u,
    0x000001e0u, 0x000001dfu, 0x00050080u, 0x00000006u, 0x000001e1u, 0x000001deu, 0x000001e0u, 0x00050080u, 0x00000006u, 0x000001e4u,
    0x00000074u, 0x00000053u, 0x00050084u, 0x00000006u, 0x000001e5u, 0x000001e1u, 0x000001e4u, 0x000200f9u, 0x000001e7u, 0x000200f8u,
    0x000001e7u, 0x000700f5u, 0x00000006u, 0x0000025cu, 0x0000000cu, 0x000001d3u, 0x00000206u, 0x000001eau, 0x000500b0u, 0x00000033u,
    0x000001edu, 0x0000025cu, 0x0000009eu, 0x000400f6u, 0x000001e9u, 0x000001eau, 0x00000000u, 0x000400fau, 0x000001edu, 0x000001e8u,
    0x000001e9u, 0x000200f8u, 0x000001e8u, 0x00050084u, 0x00000006u, 0x000001f2u, 0x0000025cu, 0x00000014u, 0x00050080u, 0x00000006u,
    0x000001f3u, 0x0000000fu, 0x000001f2u, 0x000500b0u, 0x00000033u, 0x000001f7u, 0x000001f3u, 0x00000074u, 0x000300f7u, 0x000001f9u,
    0x00000000u, 0x000400fau, 0x000001f7u, 0x000001f8u, 0x000001f9u, 0x000200f8u, 0x000001f8u, 0x00050080u, 0x00000006u, 0x00000200u,
    0x000001e5u, 0x000001f3u, 0x00050041u, 0x000000a5u, 0x00000202u, 0x000000a2u, 0x0000025cu, 0x0004003du, 0x0000001eu, 0x00000203u,
    0x00000202u, 0x00060041u, 0x0000008eu, 0x00000204u, 0x000001fdu, 0x00000072u, 0x00000200u, 0x0003003eu, 0x00000204u, 0x00000203u,
    0x000200f9u, 0x000001f9u, 0x000200f8u, 0x000001f9u, 0x000200f9u, 0x000001eau, 0x000200f8u, 0x000001eau, 0x00050080u, 0x00000006u,
    0x00000206u, 0x0000025cu, 0x00000023u, 0x000200f9u, 0x000001e7u, 0x000200f8u, 0x000001e9u, 0x000500aau, 0x00000033u, 0x00000208u,
    0x0000000fu, 0x0000000cu, 0x000300f7u, 0x0000020au, 0x00000000u, 0x000400fau, 0x00000208u, 0x00000209u, 0x0000020au, 0x000200f8u,
    0x00000209u, 0x00050080u, 0x00000006u, 0x0000020eu, 0x000001e5u, 0x00000074u, 0x00060041u, 0x0000008eu, 0x00000210u, 0x000001fdu,
    0x00000072u, 0x0000020eu, 0x0003003eu, 0x00000210u, 0x0000025eu, 0x00050080u, 0x00000006u, 0x00000215u, 0x0000020eu, 0x00000012u,
    0x00060041u, 0x0000008eu, 0x00000217u, 0x000001fdu, 0x00000072u, 0x00000215u, 0x0003003eu, 0x00000217u, 0x0000025au, 0x000200f9u,
    0x0000020au, 0x000200f8u, 0x0000020au, 0x000200f9u, 0x00000247u, 0x000200f8u, 0x000001d4u, 0x00050041u, 0x00000024u, 0x0000021bu,
    0x00000021u, 0x0000021au, 0x0004003du, 0x00000006u, 0x0000021cu, 0x0000021bu, 0x00050041u, 0x00000024u, 0x0000021fu, 0x00000021u,
    0x0000021eu, 0x0004003du, 0x00000006u, 0x00000220u, 0x0000021fu, 0x00050084u, 0x00000006u, 0x00000221u, 0x0000001bu, 0x00000220u,
    0x00050080u, 0x00000006u, 0x00000222u, 0x0000021cu, 0x00000221u, 0x00050080u, 0x00000006u, 0x00000227u, 0x00000222u, 0x00000075u,
    0x000200f9u, 0x00000229u, 0x000200f8u, 0x00000229u, 0x000700f5u, 0x00000006u, 0x00000258u, 0x0000000cu, 0x000001d4u, 0x00000246u,
    0x0000022cu, 0x000500b0u, 0x00000033u, 0x0000022fu, 0x00000258u, 0x0000009eu, 0x000400f6u, 0x0000022bu, 0x0000022cu, 0x00000000u,
    0x000400fau, 0x0000022fu, 0x0000022au, 0x0000022bu, 0x000200f8u, 0x0000022au, 0x00050084u, 0x00000006u, 0x00000234u, 0x00000258u,
    0x00000014u, 0x00050080u, 0x00000006u, 0x00000235u, 0x0000000fu, 0x00000234u, 0x000500b0u, 0x00000033u, 0x00000239u, 0x00000235u,
    0x00000074u, 0x000300f7u, 0x0000023bu, 0x00000000u, 0x000400fau, 0x00000239u, 0x0000023au, 0x0000023bu, 0x000200f8u, 0x0000023au,
    0x00050080u, 0x00000006u, 0x0000023eu, 0x00000227u, 0x00000235u, 0x00050041u, 0x000000a5u, 0x00000240u, 0x000000a2u, 0x00000258u,
    0x0004003du, 0x0000001eu, 0x00000241u, 0x00000240u, 0x00050088u, 0x0000001eu, 0x00000243u, 0x00000241u, 0x0000025au, 0x00060041u,
    0x0000008eu, 0x00000244u, 0x000001fdu, 0x00000072u, 0x0000023eu, 0x0003003eu, 0x00000244u, 0x00000243u, 0x000200f9u, 0x0000023bu,
    0x000200f8u, 0x0000023bu, 0x000200f9u, 0x0000022cu, 0x000200f8u, 0x0000022cu, 0x00050080u, 0x00000006u, 0x00000246u, 0x00000258u,
    0x00000023u, 0x000200f9u, 0x00000229u, 0x000200f8u, 0x0000022bu, 0x000200f9u, 0x00000247u, 0x000200f8u, 0x00000247u, 0x000100fdu,
    0x00010038u,
};
/* The SPIR-V of kernel k and its length in words. */
static const uint32_t *ox__vk_spirv(ox__vk_kernel k, size_t *words) {
    switch (k) {
    case 0: *words = sizeof ox__vk_spv_matvec / 4; return ox__vk_spv_matvec;
    case 1: *words = sizeof ox__vk_spv_matvec_sg / 4; return ox__vk_spv_matvec_sg;
    case 2: *words = sizeof ox__vk_spv_matmul / 4; return ox__vk_spv_matmul;
    case 3: *words = sizeof ox__vk_spv_rmsnorm / 4; return ox__vk_spv_rmsnorm;
    case 4: *words = sizeof ox__vk_spv_glu / 4; return ox__vk_spv_glu;
    case 5: *words = sizeof ox__vk_spv_add / 4; return ox__vk_spv_add;
    case 6: *words = sizeof ox__vk_spv_softcap / 4; return ox__vk_spv_softcap;
    case 7: *words = sizeof ox__vk_spv_embed / 4; return ox__vk_spv_embed;
    case 8: *words = sizeof ox__vk_spv_attn / 4; return ox__vk_spv_attn;
    case 9: *words = sizeof ox__vk_spv_matvec_ids / 4; return ox__vk_spv_matvec_ids;
    case 10: *words = sizeof ox__vk_spv_moe_route / 4; return ox__vk_spv_moe_route;
    case 11: *words = sizeof ox__vk_spv_moe_combine / 4; return ox__vk_spv_moe_combine;
    case 12: *words = sizeof ox__vk_spv_gdn_log / 4; return ox__vk_spv_gdn_log;
    case 13: *words = sizeof ox__vk_spv_delta / 4; return ox__vk_spv_delta;
    case 14: *words = sizeof ox__vk_spv_attn_combine / 4; return ox__vk_spv_attn_combine;
    case 15: *words = sizeof ox__vk_spv_gdn_prep / 4; return ox__vk_spv_gdn_prep;
    case 16: *words = sizeof ox__vk_spv_gdn_chunk / 4; return ox__vk_spv_gdn_chunk;
    case 17: *words = sizeof ox__vk_spv_delta_chunk / 4; return ox__vk_spv_delta_chunk;
    case 18: *words = sizeof ox__vk_spv_matvec_glu / 4; return ox__vk_spv_matvec_glu;
    case 19: *words = sizeof ox__vk_spv_attn_sg / 4; return ox__vk_spv_attn_sg;
    default: *words = 0; return NULL;
    }
}
/* ---- END GENERATED SPIR-V ---- */
#endif
