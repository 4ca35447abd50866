/* vk_probe.h - the Vulkan probes' timing, shared by oxbench (its --backend vulkan limits) and vkinfo:
   a step of n probe kernels (the matmul y = W x over T tokens, or a buffer copy), timed from the
   submission to the end, and the best of several steps after a warm-up. Include after the
   implementation of oxinfer.h and oxinfer_vulkan.h; it uses their internal (ox__vk_) functions.
   Used by the benchmark programs; not part of the library. */
#ifndef OX_BENCH_VK_PROBE_H
#define OX_BENCH_VK_PROBE_H

/* What a probe step records n times: y = W x for T tokens where w is set, else a copy of src into
   dst (the whole of src). */
typedef struct vk_probe_job {
    const ox__vk_buf *y, *x;
    const ox__vk_tensor *w;
    uint32_t T;
    const ox__vk_buf *dst, *src;
} vk_probe_job;

/* One step of n probe kernels: its seconds from the submission to the end, or -1 where it failed. */
static double vk_probe_step(ox_vk_device *d, const vk_probe_job *p, int n) {
    double t0;
    int i;
    if (ox__vk_step_begin(d) != OX_OK) return -1;
    for (i = 0; i < n; i++) {
        if (p->w) ox__vk_matmul(d, p->y, 0, p->w->rows, p->x, 0, p->w->cols, p->w, p->T);
        else ox__vk_copy(d, p->dst, 0, p->src, 0, p->src->size);
    }
    t0 = ox__now();
    if (ox__vk_step_end(d) != OX_OK) return -1;
    return ox__now() - t0;
}

/* The best of reps steps (-1 where one failed), after steps of warm-up for 0.3 s at least (up to
   100; the first makes the pipelines and touches the memory): a GPU left idle (by a model's load:
   seconds of host work, or a build before the run) runs at its lowest clocks for a while: an H100
   read 855-882 GB/s instead of 2700 right after a load, and vkinfo's bf16 probe 9.1-9.8 TFLOP/s
   instead of 35-60 after one step. A CPU device (lavapipe) has no clocks to raise: one step. */
static double vk_probe_best(ox_vk_device *d, const vk_probe_job *p, int n, int reps) {
    double best = 1e30, warm_end = ox__now() + (d->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ? 0.0 : 0.3), t;
    int r;
    for (r = 0; r < 100; r++) {
        if (vk_probe_step(d, p, n) < 0) return -1;
        if (ox__now() >= warm_end) break;
    }
    for (r = 0; r < reps; r++) {
        if ((t = vk_probe_step(d, p, n)) < 0) return -1;
        if (t < best) best = t;
    }
    return best;
}
#endif
