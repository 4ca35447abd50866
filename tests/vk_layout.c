/* Prints the size of every Vulkan structure oxinfer_vulkan.h carries, the offset of each member,
   and the values of the enumerants it uses. Built twice, once on the carried declarations and once
   with the SDK's vulkan.h included first (OX_WITH_VULKAN_H); tests/run.sh compares the two outputs,
   so a carried layout or value that differs from the specification's header fails the tests. */
#ifdef OX_WITH_VULKAN_H
#include <vulkan/vulkan.h>
#endif
#include "../oxinfer.h"
#include "../oxinfer_vulkan.h"
#include <stdio.h>

#define S(T) printf("sizeof %s %u\n", #T, (unsigned)sizeof(T));
#define O(T, m) printf("offsetof %s.%s %u\n", #T, #m, (unsigned)offsetof(T, m));
#define V(c) printf("value %s %lld\n", #c, (long long)(c));

int main(void) {
    S(VkApplicationInfo) O(VkApplicationInfo, apiVersion)
    S(VkInstanceCreateInfo) O(VkInstanceCreateInfo, pApplicationInfo) O(VkInstanceCreateInfo, ppEnabledExtensionNames)
    S(VkLayerProperties) O(VkLayerProperties, description)
    S(VkExtensionProperties)
    S(VkPhysicalDeviceLimits)
    O(VkPhysicalDeviceLimits, maxStorageBufferRange) O(VkPhysicalDeviceLimits, maxPushConstantsSize)
    O(VkPhysicalDeviceLimits, bufferImageGranularity) O(VkPhysicalDeviceLimits, maxComputeSharedMemorySize)
    O(VkPhysicalDeviceLimits, maxComputeWorkGroupCount) O(VkPhysicalDeviceLimits, maxComputeWorkGroupInvocations)
    O(VkPhysicalDeviceLimits, maxComputeWorkGroupSize) O(VkPhysicalDeviceLimits, minMemoryMapAlignment)
    O(VkPhysicalDeviceLimits, minStorageBufferOffsetAlignment) O(VkPhysicalDeviceLimits, timestampPeriod)
    O(VkPhysicalDeviceLimits, nonCoherentAtomSize)
    S(VkPhysicalDeviceSparseProperties)
    S(VkPhysicalDeviceProperties) O(VkPhysicalDeviceProperties, deviceType) O(VkPhysicalDeviceProperties, deviceName)
    O(VkPhysicalDeviceProperties, limits) O(VkPhysicalDeviceProperties, sparseProperties)
    S(VkQueueFamilyProperties) O(VkQueueFamilyProperties, minImageTransferGranularity)
    S(VkMemoryType) S(VkMemoryHeap) S(VkPhysicalDeviceMemoryProperties) O(VkPhysicalDeviceMemoryProperties, memoryHeaps)
    S(VkDeviceQueueCreateInfo) O(VkDeviceQueueCreateInfo, pQueuePriorities)
    S(VkDeviceCreateInfo) O(VkDeviceCreateInfo, pEnabledFeatures)
    S(VkMemoryRequirements) S(VkMemoryAllocateInfo) O(VkMemoryAllocateInfo, memoryTypeIndex)
    S(VkMappedMemoryRange) S(VkBufferCreateInfo) O(VkBufferCreateInfo, sharingMode) O(VkBufferCreateInfo, pQueueFamilyIndices)
    S(VkBufferCopy) S(VkShaderModuleCreateInfo) O(VkShaderModuleCreateInfo, pCode)
    S(VkSpecializationMapEntry) S(VkSpecializationInfo) O(VkSpecializationInfo, pData)
    S(VkPipelineShaderStageCreateInfo) O(VkPipelineShaderStageCreateInfo, pSpecializationInfo)
    S(VkComputePipelineCreateInfo) O(VkComputePipelineCreateInfo, stage) O(VkComputePipelineCreateInfo, layout)
    O(VkComputePipelineCreateInfo, basePipelineIndex)
    S(VkDescriptorSetLayoutBinding) S(VkDescriptorSetLayoutCreateInfo) S(VkPushConstantRange)
    S(VkPipelineLayoutCreateInfo) O(VkPipelineLayoutCreateInfo, pPushConstantRanges)
    S(VkDescriptorPoolSize) S(VkDescriptorPoolCreateInfo) O(VkDescriptorPoolCreateInfo, pPoolSizes)
    S(VkDescriptorSetAllocateInfo) S(VkDescriptorBufferInfo) S(VkWriteDescriptorSet) O(VkWriteDescriptorSet, pBufferInfo)
    S(VkCommandPoolCreateInfo) S(VkCommandBufferAllocateInfo) S(VkCommandBufferBeginInfo) S(VkSubmitInfo)
    O(VkSubmitInfo, pCommandBuffers) O(VkSubmitInfo, pSignalSemaphores)
    S(VkQueryPoolCreateInfo) O(VkQueryPoolCreateInfo, queryCount) S(VkFenceCreateInfo) S(VkMemoryBarrier) S(VkBufferMemoryBarrier) O(VkBufferMemoryBarrier, buffer)
    S(VkPhysicalDeviceProperties2) O(VkPhysicalDeviceProperties2, properties)
    S(VkPhysicalDeviceSubgroupProperties) O(VkPhysicalDeviceSubgroupProperties, supportedOperations)
    S(VkPhysicalDeviceMaintenance3Properties) O(VkPhysicalDeviceMaintenance3Properties, maxMemoryAllocationSize)
    S(VkDebugUtilsMessengerCallbackDataEXT) O(VkDebugUtilsMessengerCallbackDataEXT, pMessage) O(VkDebugUtilsMessengerCallbackDataEXT, pObjects)
    S(VkDebugUtilsMessengerCreateInfoEXT) O(VkDebugUtilsMessengerCreateInfoEXT, pfnUserCallback)
    S(VkBuffer) S(VkDevice)
    V(VK_STRUCTURE_TYPE_APPLICATION_INFO) V(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO) V(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO)
    V(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO) V(VK_STRUCTURE_TYPE_SUBMIT_INFO) V(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO)
    V(VK_STRUCTURE_TYPE_MAPPED_MEMORY_RANGE) V(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO) V(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO) V(VK_QUERY_TYPE_TIMESTAMP) V(VK_QUERY_RESULT_64_BIT) V(VK_QUERY_RESULT_WAIT_BIT) V(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO)
    V(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO) V(VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO)
    V(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO) V(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO)
    V(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO) V(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO)
    V(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO) V(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO)
    V(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET) V(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO)
    V(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO) V(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO)
    V(VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER) V(VK_STRUCTURE_TYPE_MEMORY_BARRIER) V(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2)
    V(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2) V(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES)
    V(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES) V(VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT)
    V(VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT)
    V(VK_SUCCESS) V(VK_NOT_READY) V(VK_TIMEOUT) V(VK_INCOMPLETE) V(VK_ERROR_OUT_OF_HOST_MEMORY) V(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    V(VK_ERROR_INITIALIZATION_FAILED) V(VK_ERROR_DEVICE_LOST) V(VK_ERROR_MEMORY_MAP_FAILED) V(VK_ERROR_LAYER_NOT_PRESENT)
    V(VK_ERROR_EXTENSION_NOT_PRESENT) V(VK_ERROR_FEATURE_NOT_PRESENT) V(VK_ERROR_INCOMPATIBLE_DRIVER) V(VK_ERROR_TOO_MANY_OBJECTS)
    V(VK_ERROR_FORMAT_NOT_SUPPORTED) V(VK_ERROR_FRAGMENTED_POOL) V(VK_ERROR_UNKNOWN) V(VK_ERROR_OUT_OF_POOL_MEMORY)
    V(VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU) V(VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU) V(VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU)
    V(VK_PHYSICAL_DEVICE_TYPE_CPU) V(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER) V(VK_PIPELINE_BIND_POINT_COMPUTE)
    V(VK_SHADER_STAGE_COMPUTE_BIT) V(VK_QUEUE_COMPUTE_BIT) V(VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)
    V(VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) V(VK_MEMORY_PROPERTY_HOST_COHERENT_BIT) V(VK_MEMORY_PROPERTY_HOST_CACHED_BIT)
    V(VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) V(VK_BUFFER_USAGE_TRANSFER_SRC_BIT) V(VK_BUFFER_USAGE_TRANSFER_DST_BIT)
    V(VK_BUFFER_USAGE_STORAGE_BUFFER_BIT) V(VK_ACCESS_SHADER_READ_BIT) V(VK_ACCESS_SHADER_WRITE_BIT) V(VK_ACCESS_TRANSFER_READ_BIT)
    V(VK_ACCESS_TRANSFER_WRITE_BIT) V(VK_ACCESS_HOST_READ_BIT) V(VK_ACCESS_HOST_WRITE_BIT) V(VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT)
    V(VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT) V(VK_PIPELINE_STAGE_TRANSFER_BIT) V(VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT)
    V(VK_PIPELINE_STAGE_HOST_BIT) V(VK_COMMAND_POOL_CREATE_TRANSIENT_BIT) V(VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT)
    V(VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT) V(VK_COMMAND_BUFFER_LEVEL_PRIMARY) V(VK_SHARING_MODE_EXCLUSIVE)
    V(VK_SUBGROUP_FEATURE_BASIC_BIT) V(VK_SUBGROUP_FEATURE_ARITHMETIC_BIT) V(VK_API_VERSION_1_0) V(VK_API_VERSION_1_1)
    V(VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) V(VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT)
    V(VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT) V(VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT)
    V(VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT) V(VK_WHOLE_SIZE) V(VK_QUEUE_FAMILY_IGNORED)
    V(VK_MAX_PHYSICAL_DEVICE_NAME_SIZE) V(VK_UUID_SIZE) V(VK_MAX_MEMORY_TYPES) V(VK_MAX_MEMORY_HEAPS)
    return 0;
}
