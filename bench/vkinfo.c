/* vkinfo: the Vulkan device oxinfer_vulkan.h chooses, its limits and memory heaps, and what it
   reaches: copy and read bandwidth (GB/s) and matmul GFLOP/s, measured with the library's own
   kernels in the same run.

     build/vkinfo [--allow-cpu] [--mib N] [--reps N]

   --allow-cpu  let a CPU implementation (lavapipe) be chosen when there is no GPU
   --mib N      the probes' buffer size in MiB (default 256; 8 on a CPU implementation)
   --reps N     timed repetitions, the best is kept (default 5)
   OXINFER_VULKAN_DEVICE=N picks device N; OXINFER_VULKAN_SUBGROUP=0 the plain reductions.

   Read: the decode matmul (one token) over a bf16 matrix of --mib MiB: every weight byte read once,
   as in decode, so its GB/s is the ceiling of decode's. Copy: vkCmdCopyBuffer between two device
   buffers (bytes read + written). Matmul: the tiled prefill kernel, 512 tokens, K = N = 2048 (on a
   CPU implementation 128 tokens, K = N = 512), f32 and bf16 weights. Times are host time around submit + wait of one step, several dispatches a
   step so that the submission's cost is spread. */
#define OXINFER_IMPLEMENTATION
#define OXINFER_VULKAN /* the pairing: oxinfer_vulkan.h follows oxinfer.h */
#include "../oxinfer.h"
#include "../oxinfer_vulkan.h"
#include "vk_probe.h"
#include <stdio.h>
#include <stdlib.h>

static ox_vk_device *dev;

static void die(const char *what) {
    fprintf(stderr, "vkinfo: %s: %s\n", what, ox_error_message());
    if (dev) ox_vk_device_free(dev);
    exit(1);
}

/* The best of reps steps of n probe kernels (bench/vk_probe.h: after a warm-up), or the end. */
static double best_time(const vk_probe_job *p, int n, int reps) {
    double t = vk_probe_best(dev, p, n, reps);
    if (t < 0) die("the probe's step");
    return t;
}

int main(int argc, char **argv) {
    ox_vk_desc d;
    ox_vk_info in;
    int i, mib = 0, reps = 5, cpu;
    memset(&d, 0, sizeof d);
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--allow-cpu")) d.allow_cpu = 1;
        else if (!strcmp(argv[i], "--mib") && i + 1 < argc) mib = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
        else { fprintf(stderr, "usage: vkinfo [--allow-cpu] [--mib N] [--reps N]\n"); return 2; }
    }
    if (ox_vk_device_new(&d, &dev) != OX_OK) {
        printf("vkinfo: no Vulkan device: %s\n", ox_error_message());
        return 1;
    }
    ox_vk_device_info(dev, &in);
    cpu = in.type == VK_PHYSICAL_DEVICE_TYPE_CPU;
    if (mib <= 0) mib = cpu ? 8 : 256;
    if (reps < 1) reps = 1;
    printf("device           %s (%s, index %d)\n", in.name, ox__vk_type_name(in.type), in.index);
    printf("vulkan           %u.%u.%u, vendor 0x%04x device 0x%04x driver 0x%08x\n", VK_API_VERSION_MAJOR(in.api_version),
           VK_API_VERSION_MINOR(in.api_version), VK_API_VERSION_PATCH(in.api_version), in.vendor_id, in.device_id, in.driver_version);
    printf("subgroups        size %u, %s\n", in.subgroup_size, in.subgroups ? "used (subgroup adds)" : "not used (shared-memory reductions)");
    printf("limits           storage buffer range %llu, allocation %llu, tensor part %llu bytes\n",
           (unsigned long long)in.max_storage_buffer_range, (unsigned long long)in.max_allocation_size, (unsigned long long)in.max_part_bytes);
    printf("                 shared memory %u, workgroup invocations %u, groups %u x %u x %u, push constants %u\n", in.max_shared_memory,
           in.max_workgroup_invocations, in.max_workgroup_count[0], in.max_workgroup_count[1], in.max_workgroup_count[2], in.max_push_constants);
    printf("matmul tiles     %u x %u tokens x rows, BK %u, %u x %u a thread (%u threads); %u x %u, BK %u, %u x %u (%u) under %u groups\n",
           dev->mm[0][0], dev->mm[0][1], dev->mm[0][2], dev->mm[0][3], dev->mm[0][4], ox__vk_gemm_threads(dev->mm[0]), dev->mm[1][0], dev->mm[1][1],
           dev->mm[1][2], dev->mm[1][3], dev->mm[1][4], ox__vk_gemm_threads(dev->mm[1]), dev->mm_groups);
    if (dev->coopmat)
        printf("matmul coopmat   f16 %u x %u x %u (x in two f16 halves), %u x %u tokens x rows, BK %u, %u x %u subgroups (%u threads)\n",
               dev->cm[3], dev->cm[4], dev->cm[5], dev->cm[0], dev->cm[1], dev->cm[2], dev->cm[6], dev->cm[7], dev->cm[6] * dev->cm[7] * dev->subgroup_size);
    else
        printf("matmul coopmat   not used (it needs VK_KHR_cooperative_matrix with f16, shaderFloat16, the Vulkan memory model and one subgroup size, on a device made here; OXINFER_VULKAN_COOPMAT=0 turns it off)\n");
    printf("attention        %s; tiles by head dims 64/128/256/512 (tokens x keys, dims a slice, threads): %u x %u, %u, %u / %u x %u, %u, %u / "
           "%u x %u, %u, %u / %u x %u, %u, %u; parts under %u groups\n",
           dev->attn_row ? "attn.comp for every step (OXINFER_VULKAN_ATTN=tile: tiled above 8 tokens)" : "tiled above 8 tokens (OXINFER_VULKAN_ATTN=tile)",
           dev->at[0][0], dev->at[0][1], dev->at[0][2], dev->at[0][3], dev->at[1][0], dev->at[1][1], dev->at[1][2], dev->at[1][3],
           dev->at[2][0], dev->at[2][1], dev->at[2][2], dev->at[2][3], dev->at[3][0], dev->at[3][1], dev->at[3][2], dev->at[3][3], dev->attn_groups);
    printf("decode           %u positions a part of a split attention at least; norms %s\n", dev->attn_chunk,
           in.tails ? "in the tails of the matmuls before them (OXINFER_VULKAN_TAILS=0: their own dispatches)" : "in their own dispatches");
    for (i = 0; i < in.n_heaps; i++)
        printf("heap %d           %.2f GiB%s\n", i, (double)in.heap_size[i] / 1073741824.0, in.heap_device_local[i] ? " device-local" : "");
    {   /* read: decode matmul over a bf16 matrix; copy: buffer to buffer */
        uint32_t K = 4096, N = (uint32_t)((size_t)mib * 1048576 / ((size_t)K * 2)), n = 4;
        uint16_t *w = (uint16_t *)calloc((size_t)N * K, 2);
        float *x = (float *)calloc(K, 4);
        ox__vk_tensor wt;
        ox__vk_buf bx, by, c0, c1;
        vk_probe_job a, c;
        double t;
        if (!w || !x) { fprintf(stderr, "vkinfo: out of memory\n"); return 1; }
        for (i = 0; i < (int)K; i++) x[i] = 1.0f / (float)(i + 1);
        for (i = 0; i < (int)(N * K); i++) w[i] = ox__f32_to_bf16((float)(i % 7) - 3.0f);
        if (ox__vk_tensor_upload(dev, &wt, w, OX__BF16, N, K, "read probe") != OX_OK) die("upload");
        if (ox__vk_buf_new(dev, &bx, (size_t)K * 4, 0, "x") != OX_OK || ox__vk_upload(dev, &bx, 0, x, (size_t)K * 4) != OX_OK ||
            ox__vk_buf_new(dev, &by, (size_t)N * 4, 0, "y") != OX_OK) die("buffers");
        memset(&a, 0, sizeof a);
        a.y = &by; a.x = &bx; a.w = &wt; a.T = 1;
        t = best_time(&a, (int)n, reps);
        printf("read             %.1f GB/s (decode matmul, bf16 %u x %u, %u MiB, %u times a step: %.3f ms each)\n",
               (double)N * K * 2 * n / t * 1e-9, N, K, (unsigned)((size_t)N * K * 2 >> 20), n, t / n * 1e3);
        ox__vk_tensor_free(dev, &wt); ox__vk_buf_free(dev, &bx); ox__vk_buf_free(dev, &by);
        if (ox__vk_buf_new(dev, &c0, (size_t)mib << 20, 0, "copy source") != OX_OK || ox__vk_buf_new(dev, &c1, (size_t)mib << 20, 0, "copy target") != OX_OK)
            die("buffers");
        memset(&c, 0, sizeof c);
        c.dst = &c1; c.src = &c0;
        t = best_time(&c, (int)n, reps);
        printf("copy             %.1f GB/s (read + write, %d MiB, %u times a step)\n", 2.0 * (double)c0.size * n / t * 1e-9, mib, n);
        ox__vk_buf_free(dev, &c0); ox__vk_buf_free(dev, &c1);
        free(w); free(x);
    }
    {   /* compute: tiled matmul */
        uint32_t T = cpu ? 128 : 512, K = cpu ? 512 : 2048, N = K, dt;
        float *x = (float *)calloc((size_t)T * K, 4);
        for (i = 0; i < (int)(T * K); i++) x[i] = (float)(i % 13) * 0.01f;
        for (dt = 0; dt <= OX__BF16; dt += OX__BF16) {
            size_t es = dt == OX__F32 ? 4 : 2, j;
            void *w = calloc((size_t)N * K, es);
            ox__vk_tensor wt;
            ox__vk_buf bx, by;
            vk_probe_job a;
            double t;
            for (j = 0; j < (size_t)N * K; j++) {
                float v = (float)(j % 11) * 0.1f - 0.5f;
                if (dt == OX__F32) ((float *)w)[j] = v;
                else ((uint16_t *)w)[j] = ox__f32_to_bf16(v);
            }
            if (ox__vk_tensor_upload(dev, &wt, w, (int)dt, N, K, "matmul probe") != OX_OK ||
                ox__vk_buf_new(dev, &bx, (size_t)T * K * 4, 0, "x") != OX_OK || ox__vk_upload(dev, &bx, 0, x, (size_t)T * K * 4) != OX_OK ||
                ox__vk_buf_new(dev, &by, (size_t)T * N * 4, 0, "y") != OX_OK) die("buffers");
            memset(&a, 0, sizeof a);
            a.y = &by; a.x = &bx; a.w = &wt; a.T = T;
            t = best_time(&a, 2, reps);
            printf("matmul %-4s      %.1f GFLOP/s (%s, %u tokens x %u x %u, f32 activations)\n", dt == OX__F32 ? "f32" : "bf16",
                   2.0 * T * K * N * 2 / t * 1e-9, wt.cm_ok && dev->coopmat ? "cooperative matrices" : "tiled", T, N, K);
            ox__vk_tensor_free(dev, &wt); ox__vk_buf_free(dev, &bx); ox__vk_buf_free(dev, &by);
            free(w);
        }
        free(x);
    }
    if (ox_vk_validation_messages(dev)) printf("validation       %u messages\n", ox_vk_validation_messages(dev));
    ox_vk_device_free(dev);
    return 0;
}
