/* oxinfer_webgpu.h - the WebGPU compute path of oxinfer.h.      public domain / MIT, see oxinfer.h

   Runs Gemma 4's and Qwen 3.5's forward passes in WGSL compute shaders in a web page's worker, in
   an Emscripten build of oxinfer.h. The JavaScript it needs is here too (EM_JS functions):
   Emscripten's own WebGPU bindings predate today's API, and the few calls a step makes are simpler
   written out.

   USAGE
     In the one file with the implementation, both headers, OXINFER_WEBGPU defined before oxinfer.h
     (whose implementation then calls into this one):
         #define OXINFER_IMPLEMENTATION
         #define OXINFER_WEBGPU
         #include "oxinfer.h"
         #include "oxinfer_webgpu.h"
     Link with -sASYNCIFY (WebGPU reads back asynchronously; a step waits for its logits with
     Asyncify) and call ox_model_load, ox_context_new and everything that evaluates through
     Module.ccall(..., {async: true}). Before loading, the page's JavaScript opens the device and
     hands it over as Module.oxgpu = {device, name} (requestAdapter and requestDevice are
     asynchronous too; web/worker.js shows how, with the limits raised to the adapter's; cpu: true
     for a fallback adapter such as SwiftShader, whose matmuls then take one thread a row). Models
     then run on it through ox_model_desc.backend: OX_BACKEND_WEBGPU (or OX_ERR_UNSUPPORTED with the
     reason), OX_BACKEND_AUTO (WebGPU, else the CPU, logged), OX_BACKEND_CPU.
     Runs on WebGPU: Gemma 4 (per-layer embeddings, KV sharing, k_eq_v, sliding and full attention
     with their head dims up to 512, final softcap, tied or own head; MoE layers with up to 32
     experts a token) and Qwen 3.5 (gated full attention with partial RoPE, head dims up to 512;
     Gated DeltaNet layers with their conv and recurrent state, head dims up to 512; dense MLPs or
     MoE with the shared expert; truncation back by n_batch positions, as on the CPU), on f32, f16
     and bf16 weights (widened in the shaders from 32-bit words: no shader-f16). On the CPU only,
     with the reason as the error: quantized weights (q8, q4, MLX checkpoints), the Gemma 4
     assistant, drafting with Qwen 3.5's MTP head (its weights are not uploaded).

   DESIGN
     The seam is a whole step (oxinfer.h section 9): a step records one compute dispatch per stage
     of ox__g4_step (ox__q35_step) into one command encoder, submits it once, and reads back the
     kept logits rows only. The weights are uploaded once, each matrix split by rows into buffers no
     larger than the device's maxStorageBufferBindingSize (one dispatch per part; stacked MoE
     experts by whole experts); the model's float vectors (norm weights, conv taps) are one buffer.
     A context's KV caches are device buffers (full layers n_ctx slots, sliding layers rings of
     window - 1 + n_batch slots, as on the CPU; Qwen 3.5's recurrent states and replay logs,
     section 5), and all of a step's activations lie in one storage buffer (the arena) at fixed
     offsets, so that every kernel binds one writable buffer and in-place stages need no aliasing.
     The host writes the token ids and the step's RoPE tables (computed as the CPU computes them)
     with queue.writeBuffer before the submission. A WebGPU error (validation, out of memory, device lost, a failed map) is caught by
     error scopes around the upload and each step and comes back as an ox_result with its message.

   CONTENTS
     1. JavaScript glue: device, buffers, pipelines, the step's encoder and its readback
     2. Buffers and tensors split under the binding limit
     3. Kernels: the dispatches
     4. Gemma 4 on WebGPU: the backend table (MoE included)
     5. Qwen 3.5 on WebGPU: the backend table (gated attention, Gated DeltaNet, MoE; the replay log)
     Appendix: shaders/webgpu as strings (tools/embed_wgsl.py)
*/
#ifndef OXINFER_WEBGPU_H
#define OXINFER_WEBGPU_H

#ifdef OXINFER_IMPLEMENTATION
#ifndef __EMSCRIPTEN__
#error "oxinfer_webgpu.h: WebGPU runs in an Emscripten build (a page's worker)"
#endif
#ifndef OX__WEBGPU_PAIRED
#error "oxinfer_webgpu.h: define OXINFER_WEBGPU before including oxinfer.h's implementation"
#endif
#include <emscripten.h>

/* ================================================================================================
   1. JavaScript glue
   Module.oxg holds the device (from Module.oxgpu), every buffer by handle (index; 0 = none), the
   pipelines by kernel, and while a step is recorded its encoder and compute pass. Each dispatch's
   parameters (16 words) take a 256-byte slot of a uniform buffer (chunks of 256 slots, written once
   before the submission). Failures inside recording calls are kept in o.err for the end of the step.
   ============================================================================================== */

EM_JS(int, ox__wgjs_init, (char *err, int cap), {
    const g = Module.oxgpu;
    if (!g || !g.device) { stringToUTF8("no WebGPU device (the page found no adapter, or opened none)", err, cap); return 0; }
    if (!Module.oxg || Module.oxg.dev !== g.device) {
        const o = Module.oxg = { dev: g.device, name: String(g.name || "WebGPU"), bufs: [null], pipes: [], chunks: [], lost: null, err: null, enc: null, pass: null, n: 0 };
        g.device.lost.then((i) => { o.lost = "the device was lost (" + (i.message || i.reason || "no reason given") + ")"; });
    }
    if (Module.oxg.lost) { stringToUTF8("WebGPU: " + Module.oxg.lost, err, cap); return 0; }
    return 1;
})
EM_JS(double, ox__wgjs_limit, (void), {
    const l = Module.oxg.dev.limits;
    return Math.min(l.maxStorageBufferBindingSize, l.maxBufferSize);
})
EM_JS(void, ox__wgjs_name, (char *out, int cap), { stringToUTF8(Module.oxg.name, out, cap); })
EM_JS(int, ox__wgjs_is_cpu, (void), { return Module.oxgpu.cpu ? 1 : 0; })
/* kind 0: storage (also copied from and to), 1: host-readable (map read, copied to) */
EM_JS(int, ox__wgjs_buf, (double bytes, int kind), {
    const o = Module.oxg, U = GPUBufferUsage;
    try {
        const b = o.dev.createBuffer({ size: Math.max(4, Math.ceil(bytes / 4) * 4),
                                       usage: kind === 1 ? (U.MAP_READ | U.COPY_DST) : (U.STORAGE | U.COPY_DST | U.COPY_SRC) });
        o.bufs.push(b);
        return o.bufs.length - 1;
    } catch (e) { o.err = o.err || String(e && e.message || e); return 0; }
})
EM_JS(void, ox__wgjs_free, (int h), {
    const o = Module.oxg;
    if (o && h > 0 && o.bufs[h]) { o.bufs[h].destroy(); o.bufs[h] = null; }
})
/* n bytes from the wasm heap at src to buffer h at off (padded to whole words) */
EM_JS(void, ox__wgjs_write, (int h, double off, const void *src, double n), {
    const o = Module.oxg;
    try {
        let a = HEAPU8.subarray(src, src + n);
        if (n % 4) { const pad = new Uint8Array(Math.ceil(n / 4) * 4); pad.set(a); a = pad; }
        o.dev.queue.writeBuffer(o.bufs[h], off, a);
    } catch (e) { o.err = o.err || String(e && e.message || e); }
})
EM_JS(void, ox__wgjs_pipeline, (int k, const char *src), {
    const o = Module.oxg;
    if (o.pipes[k]) return;
    try {
        const module = o.dev.createShaderModule({ code: UTF8ToString(src) });
        o.pipes[k] = o.dev.createComputePipeline({ layout: "auto", compute: { module, entryPoint: "main" } });
    } catch (e) { o.err = o.err || String(e && e.message || e); }
})
/* errors of what follows go to two scopes, closed by ox__wgjs_scope_end */
EM_JS(void, ox__wgjs_scope_begin, (void), {
    const o = Module.oxg;
    o.err = null;
    o.dev.pushErrorScope("out-of-memory");
    o.dev.pushErrorScope("validation");
})
EM_ASYNC_JS(int, ox__wgjs_scope_end, (char *err, int cap), {
    const o = Module.oxg;
    let msg = o.err, v = null, m = null;
    try { v = await o.dev.popErrorScope(); m = await o.dev.popErrorScope(); } catch (e) { msg = msg || String(e && e.message || e); }
    if (!msg && v) msg = "validation error: " + v.message;
    if (!msg && m) msg = "out of device memory: " + m.message;
    if (!msg && o.lost) msg = o.lost;
    o.err = null;
    if (msg) { stringToUTF8("WebGPU: " + msg, err, cap); return 1; }
    return 0;
})
EM_JS(void, ox__wgjs_begin, (void), {
    const o = Module.oxg;
    o.err = null; o.n = 0; o.pass = null;
    o.dev.pushErrorScope("out-of-memory");
    o.dev.pushErrorScope("validation");
    o.enc = o.dev.createCommandEncoder();
})
/* kernel k with its nb storage buffers (bindings 1..nb) and 16 parameter words (binding 0) */
EM_JS(void, ox__wgjs_dispatch, (int k, const int *bufs, int nb, const uint32_t *pc, int gx, int gy, int gz), {
    const o = Module.oxg;
    if (o.err) return;
    try {
        const slot = o.n++, ci = slot >> 8, si = slot & 255;
        if (!o.chunks[ci]) o.chunks[ci] = { buf: o.dev.createBuffer({ size: 65536, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST }), data: new Uint32Array(16384) };
        const c = o.chunks[ci];
        c.data.set(HEAPU32.subarray(pc >> 2, (pc >> 2) + 16), si * 64);
        const entries = [{ binding: 0, resource: { buffer: c.buf, offset: si * 256, size: 64 } }];
        for (let i = 0; i < nb; i++) entries.push({ binding: i + 1, resource: { buffer: o.bufs[HEAP32[(bufs >> 2) + i]] } });
        const p = o.pipes[k];
        if (!o.pass) o.pass = o.enc.beginComputePass();
        o.pass.setPipeline(p);
        o.pass.setBindGroup(0, o.dev.createBindGroup({ layout: p.getBindGroupLayout(0), entries }));
        o.pass.dispatchWorkgroups(gx, gy, gz);
    } catch (e) { o.err = o.err || String(e && e.message || e); }
})
EM_JS(void, ox__wgjs_copy, (int src, double soff, int dst, double doff, double n), {
    const o = Module.oxg;
    if (o.err) return;
    try {
        if (o.pass) { o.pass.end(); o.pass = null; }
        o.enc.copyBufferToBuffer(o.bufs[src], soff, o.bufs[dst], doff, n);
    } catch (e) { o.err = o.err || String(e && e.message || e); }
})
/* buffer h to zeros (Qwen 3.5's recurrent states and replay log, for truncate(0)) */
EM_JS(void, ox__wgjs_clear, (int h), {
    const o = Module.oxg;
    if (o.err) return;
    try {
        if (o.pass) { o.pass.end(); o.pass = null; }
        o.enc.clearBuffer(o.bufs[h]);
    } catch (e) { o.err = o.err || String(e && e.message || e); }
})
/* submit; n > 0: copy n bytes of buffer src at soff to the host-readable rb, map it and put them at
   dst in the wasm heap. 0, or 1 with the message in err. */
EM_ASYNC_JS(int, ox__wgjs_end, (int src, double soff, int rb, double n, void *dst, char *err, int cap), {
    const o = Module.oxg;
    let msg = o.err, v = null, m = null;
    try {
        if (!msg) {
            if (o.pass) { o.pass.end(); o.pass = null; }
            if (n > 0) o.enc.copyBufferToBuffer(o.bufs[src], soff, o.bufs[rb], 0, n);
            for (let i = 0; i * 256 < o.n; i++) o.dev.queue.writeBuffer(o.chunks[i].buf, 0, o.chunks[i].data, 0, Math.min(256, o.n - i * 256) * 64);
            o.dev.queue.submit([o.enc.finish()]);
            if (n > 0) {
                const b = o.bufs[rb];
                await b.mapAsync(GPUMapMode.READ, 0, n);
                HEAPU8.set(new Uint8Array(b.getMappedRange(0, n)), dst);
                b.unmap();
            } else await o.dev.queue.onSubmittedWorkDone();
        }
    } catch (e) { msg = msg || String(e && e.message || e); }
    o.enc = null; o.pass = null;
    try { v = await o.dev.popErrorScope(); m = await o.dev.popErrorScope(); } catch (e) { msg = msg || String(e && e.message || e); }
    if (!msg && v) msg = "validation error: " + v.message;
    if (!msg && m) msg = "out of device memory: " + m.message;
    if (!msg && o.lost) msg = o.lost;
    o.err = null;
    if (msg) { stringToUTF8("WebGPU: " + msg, err, cap); return 1; }
    return 0;
})

/* ================================================================================================
   2. Buffers and tensors split under the binding limit
   ============================================================================================== */

typedef enum ox__wg_kernel { /* the order of the appendix's ox__wg_wgsl */
    OX__WG_MATMUL, OX__WG_EMBED, OX__WG_RMSNORM, OX__WG_ROPE, OX__WG_ADD, OX__WG_GLU, OX__WG_SOFTCAP, OX__WG_ATTN, OX__WG_MATMUL_ROWS,
    OX__WG_COPY, OX__WG_GDN_LOG, OX__WG_DELTA, OX__WG_MOE_ROUTE, OX__WG_MOE_COMBINE, OX__WG_MATMUL_IDS, OX__WG_KERNELS
} ox__wg_kernel;
static const char *const ox__wg_wgsl[OX__WG_KERNELS];

/* A matrix [rows][K] on the device: parts of whole rows, part j holding rows r0[j] .. r0[j + 1] - 1
   (r0[n] = rows), each no larger than the binding limit. Stacked MoE experts ([E][group][K] as
   [E group][K]) are split by whole experts: every r0[j] is a multiple of group. */
typedef struct ox__wg_tensor {
    int n;
    int *buf;
    uint32_t *r0;
    uint32_t rows, K, group;
    uint32_t wdt; /* 0 f32, 1 f16, 2 bf16 (ox__dtype) */
} ox__wg_tensor;

static char ox__wg_msg[512];

/* What a JS call left in ox__wg_msg, as an error of kind r. */
static ox_result ox__wg_fail(ox_result r) { return ox__err(r, "%s", ox__wg_msg); }

static ox_result ox__wg_buf(int *h, size_t bytes, int kind, size_t limit, const char *what) {
    if (bytes > limit) return ox__err(OX_ERR_LIMIT, "WebGPU: %s: %zu bytes, over the device's binding limit of %zu", what, bytes, limit);
    if (!(*h = ox__wgjs_buf((double)bytes, kind))) return ox__err(OX_ERR_NOMEM, "WebGPU: %s: the buffer of %zu bytes was refused", what, bytes);
    return OX_OK;
}
static void ox__wg_tensor_free(const ox_allocator *a, ox__wg_tensor *t) {
    int i;
    for (i = 0; i < t->n; i++) ox__wgjs_free(t->buf[i]);
    ox__dealloc(a, t->buf);
    ox__dealloc(a, t->r0);
    memset(t, 0, sizeof *t);
}
/* rows x K elements of dtype dt at data, in parts of whole groups of `group` rows */
static ox_result ox__wg_upload_rows(const ox_allocator *a, ox__wg_tensor *wt, const void *data, int dt, const char *dtname, size_t rows, size_t K,
                                    size_t group, size_t limit, const char *name) {
    size_t es, row_bytes, per;
    int i;
    ox_result r;
    if (dt != OX__F32 && dt != OX__F16 && dt != OX__BF16)
        return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: tensor '%s' is %s (the shaders widen F32, F16 and BF16)", name, dtname);
    if (rows == 0 || K == 0 || group == 0 || rows % group || rows > 0xffffffffu || K > 0x3fffffffu)
        return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: tensor '%s' of %zu x %zu", name, rows, K);
    es = ox__dtype_sizes[dt];
    row_bytes = K * es;
    per = limit / row_bytes;
    per -= per % group;
    if (per == 0) return ox__err(OX_ERR_LIMIT, "WebGPU: %s of '%s' (%zu rows of %zu bytes) is over the binding limit of %zu", group > 1 ? "an expert" : "a row",
                                 name, group, row_bytes, limit);
    if (per > rows) per = rows;
    wt->n = (int)((rows + per - 1) / per);
    wt->rows = (uint32_t)rows; wt->K = (uint32_t)K; wt->group = (uint32_t)group; wt->wdt = (uint32_t)dt;
    wt->buf = (int *)ox__calloc(a, (size_t)wt->n, sizeof *wt->buf);
    wt->r0 = (uint32_t *)ox__calloc(a, (size_t)wt->n + 1, sizeof *wt->r0);
    if (!wt->buf || !wt->r0) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory");
    for (i = 0; i < wt->n; i++) {
        size_t r0 = (size_t)i * per, nr = rows - r0 < per ? rows - r0 : per;
        wt->r0[i] = (uint32_t)r0;
        if ((r = ox__wg_buf(&wt->buf[i], nr * row_bytes, 0, limit, name)) != OX_OK) return r;
        ox__wgjs_write(wt->buf[i], 0, (const char *)data + r0 * row_bytes, (double)(nr * row_bytes));
    }
    wt->r0[wt->n] = (uint32_t)rows;
    return OX_OK;
}
/* A 2-D tensor, or stacked experts [E][rows][K] (3-D) split by whole experts. */
static ox_result ox__wg_tensor_upload(const ox_allocator *a, ox__wg_tensor *wt, const ox__tensor *t, size_t limit) {
    size_t rows;
    if (!t) return OX_OK;
    if (t->ndim == 3) {
        if (!ox__mul_ok((size_t)t->shape[0], (size_t)t->shape[1], &rows)) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: tensor '%s' is too large", t->name);
        return ox__wg_upload_rows(a, wt, t->data, t->dtype, t->dtype_name, rows, (size_t)t->shape[2], (size_t)t->shape[1], limit, t->name);
    }
    if (t->ndim != 2) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: tensor '%s' has %d dimensions, not 2", t->name, t->ndim);
    return ox__wg_upload_rows(a, wt, t->data, t->dtype, t->dtype_name, (size_t)t->shape[0], (size_t)t->shape[1], 1, limit, t->name);
}

/* The model's float vectors (m->vecs: norm weights, conv taps, scales), then n_extra more, as one
   buffer (the kernels read them at their offsets in m->vecs). */
static ox_result ox__wg_vecs_upload(const ox_model *m, const float *extra, size_t n_extra, size_t limit, int *h) {
    size_t n = m->vecs_used + n_extra;
    ox_result r;
    if (n < n_extra || n > limit / 4) return ox__err(OX_ERR_LIMIT, "WebGPU: the model's vectors are over the device's binding limit of %zu bytes", limit);
    if ((r = ox__wg_buf(h, n * 4, 0, limit, "the model's vectors")) != OX_OK) return r;
    if (m->vecs_used) ox__wgjs_write(*h, 0, m->vecs, (double)m->vecs_used * 4);
    if (n_extra) ox__wgjs_write(*h, (double)m->vecs_used * 4, extra, (double)n_extra * 4);
    return OX_OK;
}
static long ox__wg_vec(const ox_model *m, const float *p) { return (long)(p - m->vecs); }
/* n floats at p lie in m->vecs (so in the uploaded copy, at ox__wg_vec) */
static int ox__wg_vec_ok(const ox_model *m, const float *p, size_t n) {
    return !p || (p >= m->vecs && (size_t)(p - m->vecs) <= m->vecs_used && n <= m->vecs_used - (size_t)(p - m->vecs));
}

/* The arena's regions, at offsets (floats) that must stay under the binding limit: *off = the next
   free offset *at, advanced by a b c floats (overflow or past cap_floats: 0). */
static int ox__wg_region(uint32_t *off, size_t *at, size_t a, size_t b, size_t c, size_t cap_floats) {
    size_t n;
    if (!ox__mul_ok(a, b, &n) || !ox__mul_ok(n, c, &n) || n > cap_floats || *at > cap_floats - n) return 0;
    *off = (uint32_t)*at;
    *at += n;
    return 1;
}

/* ================================================================================================
   3. Kernels: one dispatch each, over offsets (in floats) of the step's arena; parameters as the
   structs P of shaders/webgpu
   ============================================================================================== */

typedef struct ox__wg_run {
    int arena, vecs, io;   /* the step's activations, the model's vectors, the token ids */
    int cpu;               /* the adapter is a CPU (matmul_rows.wgsl) */
} ox__wg_run;

static uint32_t ox__wg_fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint32_t ox__wg_groups(uint32_t n) { return (n + 63u) / 64u; }
static void ox__wg_go(ox__wg_kernel k, const int *bufs, int nb, const uint32_t pc[16], uint32_t gx, uint32_t gy, uint32_t gz) {
    if (gx && gy && gz) ox__wgjs_dispatch((int)k, bufs, nb, pc, (int)gx, (int)gy, (int)gz);
}
/* n elements as a grid of 64-wide groups: x up to 65535 groups, then y */
static void ox__wg_go1(ox__wg_kernel k, const int *bufs, int nb, const uint32_t pc[16], uint32_t n) {
    uint32_t g = ox__wg_groups(n), gx = g < 65535u ? g : 65535u;
    ox__wg_go(k, bufs, nb, pc, gx, gx ? (g + gx - 1) / gx : 0, 1);
}

/* y[t][r] = x[t] . W[r], T tokens, row strides ldx, ldy */
static void ox__wg_matmul(const ox__wg_run *u, uint32_t y, uint32_t ldy, uint32_t x, uint32_t ldx, const ox__wg_tensor *w, uint32_t T) {
    int j;
    for (j = 0; j < w->n; j++) {
        uint32_t rows = w->r0[j + 1] - w->r0[j], pc[16] = {0};
        int b[2];
        b[0] = u->arena; b[1] = w->buf[j];
        pc[0] = w->K; pc[1] = rows; pc[2] = w->r0[j]; pc[3] = x; pc[4] = ldx; pc[5] = y; pc[6] = ldy; pc[7] = w->wdt;
        if (u->cpu) {
            uint32_t g = ox__wg_groups(rows);
            ox__wg_go(OX__WG_MATMUL_ROWS, b, 2, pc, g < 65535u ? g : 65535u, T, (g + 65534u) / 65535u);
        } else
            ox__wg_go(OX__WG_MATMUL, b, 2, pc, rows < 65535u ? rows : 65535u, T, (rows + 65534u) / 65535u);
    }
}
/* y[t] = E[id[t]] * scale */
static void ox__wg_embed(const ox__wg_run *u, uint32_t y, uint32_t ystride, const ox__wg_tensor *e, uint32_t T, float scale) {
    int j;
    for (j = 0; j < e->n; j++) {
        uint32_t pc[16] = {0};
        int b[3];
        b[0] = u->arena; b[1] = e->buf[j]; b[2] = u->io;
        pc[0] = e->K; pc[1] = T; pc[2] = e->r0[j]; pc[3] = e->r0[j + 1]; pc[4] = y; pc[5] = ystride; pc[6] = ox__wg_fbits(scale); pc[7] = e->wdt;
        ox__wg_go(OX__WG_EMBED, b, 3, pc, ox__wg_groups(e->K), T, 1);
    }
}
/* rows of n: y = x / rms(x) * w (woff < 0: no weight) */
static void ox__wg_rmsnorm(const ox__wg_run *u, uint32_t y, uint32_t ystride, uint32_t x, uint32_t xstride, long woff, uint32_t n, uint32_t rows, float eps) {
    uint32_t pc[16] = {0};
    int b[2];
    b[0] = u->arena; b[1] = u->vecs;
    pc[0] = n; pc[1] = rows; pc[2] = x; pc[3] = xstride; pc[4] = y; pc[5] = ystride; pc[6] = woff < 0 ? 0u : (uint32_t)woff;
    pc[7] = woff >= 0; pc[8] = ox__wg_fbits(eps);
    ox__wg_go(OX__WG_RMSNORM, b, 2, pc, rows < 65535u ? rows : 65535u, (rows + 65534u) / 65535u, 1);
}
static void ox__wg_rope(const ox__wg_run *u, uint32_t x, uint32_t xstride, uint32_t cosoff, uint32_t sinoff, uint32_t hd, uint32_t nh, uint32_t rows) {
    uint32_t pc[16] = {0};
    int b[1];
    b[0] = u->arena;
    pc[0] = hd; pc[1] = nh; pc[2] = rows; pc[3] = x; pc[4] = xstride; pc[5] = cosoff; pc[6] = sinoff;
    ox__wg_go(OX__WG_ROPE, b, 1, pc, ox__wg_groups(hd / 2), rows < 65535u ? rows : 65535u, (rows + 65534u) / 65535u);
}
/* y = (x + alpha z) * beta, n elements */
static void ox__wg_add(const ox__wg_run *u, uint32_t y, uint32_t x, uint32_t z, uint32_t n, float alpha, float beta) {
    uint32_t pc[16] = {0};
    int b[1];
    b[0] = u->arena;
    pc[0] = n; pc[1] = x; pc[2] = z; pc[3] = y; pc[4] = ox__wg_fbits(alpha); pc[5] = ox__wg_fbits(beta);
    ox__wg_go1(OX__WG_ADD, b, 1, pc, n);
}
/* rows of n: y = act(g) * u (uoff < 0: no u); act as glu.wgsl's mode */
enum { OX__WG_GELU = 0, OX__WG_SILU = 1, OX__WG_SIGMOID = 2, OX__WG_SIGMOID_ROW = 3 };
static void ox__wg_glu(const ox__wg_run *u, int act, uint32_t y, uint32_t ystride, uint32_t g, uint32_t gstride, long uoff, uint32_t ustride, uint32_t n,
                       uint32_t rows) {
    uint32_t pc[16] = {0};
    int b[1];
    b[0] = u->arena;
    pc[0] = n; pc[1] = rows; pc[2] = g; pc[3] = gstride; pc[4] = uoff < 0 ? 0u : (uint32_t)uoff; pc[5] = ustride; pc[6] = y; pc[7] = ystride; pc[8] = uoff >= 0;
    pc[9] = (uint32_t)act;
    ox__wg_go(OX__WG_GLU, b, 1, pc, ox__wg_groups(n), rows < 65535u ? rows : 65535u, (rows + 65534u) / 65535u);
}
/* n floats of buffer h from soff to doff (ranges apart): copy.wgsl, for copies inside one buffer */
static void ox__wg_copy_in(int h, uint32_t soff, uint32_t doff, uint32_t n) {
    uint32_t pc[16] = {0};
    int b[1];
    b[0] = h;
    pc[0] = n; pc[1] = soff; pc[2] = doff;
    ox__wg_go1(OX__WG_COPY, b, 1, pc, n);
}
/* MoE experts: y[p][r] = x[p / xdiv] . W[ids[p]][r] for the P (token, pick) pairs, W stacked experts
   of N = w->group rows each, uploaded in parts of whole experts (each part's dispatch leaves the
   pairs of the others' experts). */
static void ox__wg_matmul_ids(const ox__wg_run *u, uint32_t y, uint32_t ldy, uint32_t x, uint32_t ldx, uint32_t xdiv, const ox__wg_tensor *w, uint32_t ids,
                              uint32_t P) {
    int j;
    uint32_t N = w->group;
    for (j = 0; j < w->n; j++) {
        uint32_t pc[16] = {0};
        int b[2];
        b[0] = u->arena; b[1] = w->buf[j];
        pc[0] = w->K; pc[1] = N; pc[2] = ldx; pc[3] = ldy; pc[4] = x; pc[5] = y; pc[6] = xdiv; pc[7] = w->r0[j] / N;
        pc[8] = (w->r0[j + 1] - w->r0[j]) / N; pc[9] = ids; pc[10] = w->wdt;
        ox__wg_go(OX__WG_MATMUL_IDS, b, 2, pc, N < 65535u ? N : 65535u, P, (N + 65534u) / 65535u);
    }
}
/* MoE routing of T tokens: router logits r [T][E] (probabilities after, in place) -> the top k
   experts sel [T][k] (as floats) and their weights wt [T][k] (renormalised, times the model vector
   at pesoff + e) */
#define OX__WG_MOE_KMAX 32 /* KMAX of moe_route.wgsl */
static void ox__wg_moe_route(const ox__wg_run *u, uint32_t r, long pesoff, uint32_t sel, uint32_t wt, uint32_t T, uint32_t E, uint32_t k) {
    uint32_t pc[16] = {0};
    int b[2];
    b[0] = u->arena; b[1] = u->vecs;
    pc[0] = T; pc[1] = E; pc[2] = k; pc[3] = r; pc[4] = (uint32_t)pesoff; pc[5] = sel; pc[6] = wt;
    ox__wg_go(OX__WG_MOE_ROUTE, b, 2, pc, ox__wg_groups(T), 1, 1);
}
/* out[t][i] = the sum over the token's k picks (by ascending expert) of wt[t][j] y[t k + j][i] */
static void ox__wg_moe_combine(const ox__wg_run *u, uint32_t out, uint32_t y, uint32_t sel, uint32_t wt, uint32_t T, uint32_t H, uint32_t k) {
    uint32_t pc[16] = {0};
    int b[1];
    b[0] = u->arena;
    pc[0] = T; pc[1] = H; pc[2] = k; pc[3] = y; pc[4] = sel; pc[5] = wt; pc[6] = out;
    ox__wg_go(OX__WG_MOE_COMBINE, b, 1, pc, ox__wg_groups(H), T < 65535u ? T : 65535u, (T + 65534u) / 65535u);
}
static void ox__wg_softcap(const ox__wg_run *u, uint32_t x, uint32_t n, float cap) {
    uint32_t pc[16] = {0};
    int b[1];
    b[0] = u->arena;
    pc[0] = n; pc[1] = x; pc[2] = ox__wg_fbits(cap);
    ox__wg_go1(OX__WG_SOFTCAP, b, 1, pc, n);
}
typedef struct ox__wg_attn {
    uint32_t q, out, T, nh, n_kv, hd, cap, hi0, window;
    int k, v;              /* the cache buffers */
    float scale;
} ox__wg_attn;
static void ox__wg_attention(const ox__wg_run *u, const ox__wg_attn *a) {
    uint32_t pc[16] = {0};
    int b[3];
    b[0] = u->arena; b[1] = a->k; b[2] = a->v;
    pc[0] = a->hd; pc[1] = a->nh; pc[2] = a->n_kv; pc[3] = a->cap; pc[4] = a->hi0; pc[5] = a->window;
    pc[6] = a->q; pc[7] = a->nh * a->hd; pc[8] = a->out; pc[9] = a->nh * a->hd; pc[10] = a->n_kv * a->hd; pc[11] = ox__wg_fbits(a->scale);
    ox__wg_go(OX__WG_ATTN, b, 3, pc, a->nh, a->T, 1);
}

/* ================================================================================================
   4. Gemma 4 on WebGPU: oxinfer.h's backend table for the gemma4 architecture
   Owns: ox__wgg4model (at m->backend_data: every matrix uploaded once in its stored dtype, the
   model's float vectors in one buffer at their offsets in m->vecs) and ox__wgg4state (a context's
   KV caches, the arena of a step's activations at the offsets below, the ids buffer and the
   readback buffer). The stages and their order are ox__g4_layer's and ox__g4_step's, as in
   oxinfer_vulkan.h's ox__vkg4_layer; keys and values are normed (and keys rotated) in the arena,
   then copied into their cache slots. MoE layers route on the device too (moe_route.wgsl: softmax,
   top-k), run the experts on their (token, pick) pairs from the stacked expert tensors
   (matmul_ids.wgsl) and sum them by expert (moe_combine.wgsl), so nothing waits on the host inside
   a step; the routers' input scales (router_scale * H^-1/2, the CPU's product) follow m->vecs in
   the vectors' buffer.
   ============================================================================================== */

typedef struct ox__wgg4layer {
    ox__wg_tensor q, k, v, o, gate, up, down, ple_gate, ple_proj, router, exp_gate_up, exp_down;
} ox__wgg4layer;

typedef struct ox__wgg4model {
    size_t limit;               /* the device's binding limit (bytes) */
    int vecs;                   /* m->vecs, then (MoE) per layer the router's input scales [L][H] */
    long router_w;              /* their offset in vecs */
    ox__wg_tensor embed, embed_ple, ple_model_proj, lm_head;
    int head_is_embed;
    int cpu;                    /* the adapter is a CPU (a fallback adapter such as SwiftShader) */
    ox__wgg4layer *layers;
} ox__wgg4model;

typedef struct ox__wgg4state {
    const ox_model *m;
    ox__wgg4model *wm;
    int n_ctx, n_batch, sliding_cap, ring_lo;
    int hd_of[2];
    int *kc, *vc;               /* per KV slot (non-shared layer) */
    int arena, io, rb;          /* activations, ids, the logits read back */
    /* float offsets in the arena */
    uint32_t x, xn, tmp, hn, q, att, k, v, gate, up, ple, pletok, pg, logits, rope;
    uint32_t moe_x, router, sel, moe_w, moe_h, moe_y;  /* MoE layers */
    uint32_t rope_off[2][2];    /* cos, sin per layer type, in the arena */
    size_t rope_n;              /* floats of all RoPE tables (at rope) */
    float *tab;                 /* their host copy */
    float *inv_freq[2];
} ox__wgg4state;


static void ox__wgg4_model_free(const ox_model *m, ox__wgg4model *wm) {
    int i;
    if (!wm) return;
    if (wm->layers) {
        for (i = 0; i < m->cfg.n_layers; i++) {
            ox__wg_tensor *t = &wm->layers[i].q;
            int j, n = (int)(sizeof(ox__wgg4layer) / sizeof(ox__wg_tensor));
            for (j = 0; j < n; j++) ox__wg_tensor_free(&m->alloc, &t[j]);
        }
        ox__dealloc(&m->alloc, wm->layers);
    }
    ox__wg_tensor_free(&m->alloc, &wm->embed);
    ox__wg_tensor_free(&m->alloc, &wm->embed_ple);
    ox__wg_tensor_free(&m->alloc, &wm->ple_model_proj);
    if (!wm->head_is_embed) ox__wg_tensor_free(&m->alloc, &wm->lm_head);
    ox__wgjs_free(wm->vecs);
    ox__dealloc(&m->alloc, wm);
}
static void ox__wgg4_release(ox_model *m) {
    ox__wgg4_model_free(m, (ox__wgg4model *)m->backend_data);
    m->backend_data = NULL;
}

static ox_result ox__wgg4_upload_model(const ox_model *m, ox__wgg4model *wm) {
    const ox__g4config *cf = &m->cfg;
    const ox_allocator *a = &m->alloc;
    size_t L = wm->limit;
    ox_result r = OX_OK;
    int i, H = cf->hidden;
    for (i = 0; i < cf->n_layers; i++) {
        const ox__g4layer *ly = &m->layers[i];
        const float *v[11];
        size_t n[11];
        int j;
        v[0] = ly->in_norm; v[1] = ly->post_attn_norm; v[2] = ly->pre_ff_norm; v[3] = ly->post_ff_norm; v[4] = ly->q_norm; v[5] = ly->k_norm; v[6] = ly->ple_norm;
        v[7] = ly->router_pes; v[8] = ly->pre_ff2_norm; v[9] = ly->post_ff1_norm; v[10] = ly->post_ff2_norm;
        for (j = 0; j < 11; j++) n[j] = j == 4 || j == 5 ? (size_t)ly->hd : j == 7 ? (size_t)cf->n_experts : (size_t)H;
        for (j = 0; j < 11; j++)
            if (!ox__wg_vec_ok(m, v[j], n[j])) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: layer %d: a norm vector is not among the model's vectors", i);
        if (cf->moe && (!ly->router_scale || !ly->router_pes || !ly->pre_ff2_norm || !ly->post_ff1_norm || !ly->post_ff2_norm))
            return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: layer %d: an MoE vector is missing", i);
    }
    if (!ox__wg_vec_ok(m, m->final_norm, (size_t)H) || !ox__wg_vec_ok(m, m->ple_proj_norm, (size_t)cf->ple_dim))
        return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: a norm vector is not among the model's vectors");
    if (cf->moe && (cf->top_k < 1 || cf->top_k > OX__WG_MOE_KMAX))
        return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: MoE with top_k %d (the routing kernel takes up to %d)", cf->top_k, OX__WG_MOE_KMAX);
    {   /* MoE: the routers' input scales router_scale[i] * H^-1/2 after the vectors */
        size_t nrw = cf->moe ? (size_t)cf->n_layers * H : 0, j;
        float *rw = nrw ? (float *)ox__alloc(a, nrw * sizeof(float)) : NULL, rs = 1.0f / sqrtf((float)H);
        if (nrw && !rw) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory");
        for (j = 0; j < nrw; j++) rw[j] = m->layers[j / (size_t)H].router_scale[j % (size_t)H] * rs;
        wm->router_w = (long)m->vecs_used;
        r = ox__wg_vecs_upload(m, rw, nrw, L, &wm->vecs);
        ox__dealloc(a, rw);
        if (r != OX_OK) return r;
    }
    if ((r = ox__wg_tensor_upload(a, &wm->embed, m->embed, L)) != OX_OK || (r = ox__wg_tensor_upload(a, &wm->embed_ple, m->embed_ple, L)) != OX_OK ||
        (r = ox__wg_tensor_upload(a, &wm->ple_model_proj, m->ple_model_proj, L)) != OX_OK)
        return r;
    wm->head_is_embed = m->lm_head == m->embed;
    if (wm->head_is_embed) wm->lm_head = wm->embed;
    else if ((r = ox__wg_tensor_upload(a, &wm->lm_head, m->lm_head, L)) != OX_OK) return r;
    if (!(wm->layers = (ox__wgg4layer *)ox__calloc(a, (size_t)cf->n_layers, sizeof *wm->layers))) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory");
    for (i = 0; i < cf->n_layers; i++) {
        const ox__g4layer *ly = &m->layers[i];
        ox__wgg4layer *wl = &wm->layers[i];
        if ((r = ox__wg_tensor_upload(a, &wl->q, ly->q, L)) != OX_OK || (r = ox__wg_tensor_upload(a, &wl->k, ly->slot >= 0 ? ly->k : NULL, L)) != OX_OK ||
            (r = ox__wg_tensor_upload(a, &wl->v, ly->slot >= 0 ? ly->v : NULL, L)) != OX_OK || (r = ox__wg_tensor_upload(a, &wl->o, ly->o, L)) != OX_OK ||
            (r = ox__wg_tensor_upload(a, &wl->gate, ly->gate, L)) != OX_OK || (r = ox__wg_tensor_upload(a, &wl->up, ly->up, L)) != OX_OK ||
            (r = ox__wg_tensor_upload(a, &wl->down, ly->down, L)) != OX_OK || (r = ox__wg_tensor_upload(a, &wl->ple_gate, ly->ple_gate, L)) != OX_OK ||
            (r = ox__wg_tensor_upload(a, &wl->ple_proj, ly->ple_proj, L)) != OX_OK || (r = ox__wg_tensor_upload(a, &wl->router, ly->router, L)) != OX_OK ||
            (r = ox__wg_tensor_upload(a, &wl->exp_gate_up, ly->exp_gate_up, L)) != OX_OK || (r = ox__wg_tensor_upload(a, &wl->exp_down, ly->exp_down, L)) != OX_OK)
            return r;
    }
    return OX_OK;
}

static ox_result ox__wgg4_prepare(ox_model *m, const ox_model_desc *desc) {
    const ox__g4config *cf = &m->cfg;
    ox__wgg4model *wm;
    ox_result r;
    int k;
    double limit;
    char name[160];
    if (cf->assistant) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: the Gemma 4 assistant (drafter) runs on the CPU only");
    if (!ox__wgjs_init(ox__wg_msg, (int)sizeof ox__wg_msg)) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: %s", ox__wg_msg);
    if ((r = ox__cpu_prepare(m, desc)) != OX_OK) return r; /* m->kern: what host-side code reads */
    if (!(wm = (ox__wgg4model *)ox__calloc(&m->alloc, 1, sizeof *wm))) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory");
    limit = ox__wgjs_limit();
    wm->cpu = ox__wgjs_is_cpu();
    wm->limit = limit > (double)((size_t)1 << 30) ? (size_t)1 << 30 : (size_t)limit; /* offsets in floats stay 32-bit */
    ox__wgjs_scope_begin();
    for (k = 0; k < OX__WG_KERNELS; k++) ox__wgjs_pipeline(k, ox__wg_wgsl[k]);
    r = ox__wgg4_upload_model(m, wm);
    if (ox__wgjs_scope_end(ox__wg_msg, (int)sizeof ox__wg_msg) && r == OX_OK) r = ox__wg_fail(OX_ERR_NOMEM);
    if (r != OX_OK) {
        ox__wgg4_model_free(m, wm);
        return r;
    }
    m->backend_data = wm;
    ox__wgjs_name(name, (int)sizeof name);
    snprintf(m->device, sizeof m->device, "webgpu: %s", name);
    ox__log(OX_LOG_INFO, "WebGPU: %s uploaded to %s", m->arch->name, m->device);
    return OX_OK;
}

static void ox__wgg4_state_destroy(ox__wgg4state *s) {
    const ox_allocator *a;
    int i;
    if (!s) return;
    a = &s->m->alloc;
    for (i = 0; i < s->m->n_slots; i++) {
        if (s->kc) ox__wgjs_free(s->kc[i]);
        if (s->vc) ox__wgjs_free(s->vc[i]);
    }
    ox__dealloc(a, s->kc); ox__dealloc(a, s->vc);
    ox__wgjs_free(s->arena); ox__wgjs_free(s->io); ox__wgjs_free(s->rb);
    ox__dealloc(a, s->tab); ox__dealloc(a, s->inv_freq[0]); ox__dealloc(a, s->inv_freq[1]);
    ox__dealloc(a, s);
}
static void ox__wgg4_state_free(ox_context *ctx) {
    ox__wgg4_state_destroy((ox__wgg4state *)ctx->arch_state);
    ctx->arch_state = NULL;
}

static ox_result ox__wgg4_state_make(const ox_model *m, ox__wgg4model *wm, int n_ctx, int n_batch, ox__wgg4state **out) {
    const ox__g4config *cf = &m->cfg;
    ox__wgg4state *s;
    ox_result r = OX_OK;
    int i, hdmax = 0, kvmax = 0, imax = 0, ok = 1;
    size_t B = (size_t)n_batch, H = (size_t)cf->hidden, n, h2[2], at = 0, capf = wm->limit / 4, QD, KD, LP, V;
    size_t E = cf->moe ? (size_t)cf->n_experts : 0, K = cf->moe ? (size_t)cf->top_k : 0, Im = cf->moe ? (size_t)cf->moe_inter : 0;
    if (!(*out = s = (ox__wgg4state *)ox__calloc(&m->alloc, 1, sizeof *s))) return ox__err(OX_ERR_NOMEM, "out of memory");
    s->m = m; s->wm = wm; s->n_ctx = n_ctx; s->n_batch = n_batch;
    if (n_batch > 65535) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: n_batch %d (at most 65535)", n_batch);
    for (i = 0; i < cf->n_layers; i++) {
        const ox__g4layer *ly = &m->layers[i];
        if (ly->hd > hdmax) hdmax = ly->hd;
        if (ly->n_kv > kvmax) kvmax = ly->n_kv;
        if (ly->inter > imax) imax = ly->inter;
        if (s->hd_of[ly->full] && s->hd_of[ly->full] != ly->hd) return ox__err(OX_ERR_UNSUPPORTED, "layers of one attention type with different head dims are not supported");
        s->hd_of[ly->full] = ly->hd;
        if (ly->hd > 512 || (ly->hd & 1)) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: layer %d: head dim %d (the attention kernel takes even ones up to 512)", i, ly->hd);
        if (cf->n_heads % ly->n_kv) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: layer %d: %d heads over %d KV heads", i, cf->n_heads, ly->n_kv);
    }
    s->sliding_cap = (int64_t)cf->window - 1 + n_batch > n_ctx ? n_ctx : cf->window - 1 + n_batch;
    s->kc = (int *)ox__calloc(&m->alloc, (size_t)m->n_slots + 1, sizeof *s->kc);
    s->vc = (int *)ox__calloc(&m->alloc, (size_t)m->n_slots + 1, sizeof *s->vc);
    if (!s->kc || !s->vc) return ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < cf->n_layers && r == OX_OK; i++) {
        const ox__g4layer *ly = &m->layers[i];
        if (ly->slot < 0) continue;
        if (!ox__mul_ok((size_t)(ly->full ? s->n_ctx : s->sliding_cap), (size_t)ly->n_kv * ly->hd * 4, &n)) return ox__err(OX_ERR_LIMIT, "WebGPU: KV cache size overflows");
        if ((r = ox__wg_buf(&s->kc[ly->slot], n, 0, wm->limit, "a K cache")) == OX_OK) r = ox__wg_buf(&s->vc[ly->slot], n, 0, wm->limit, "a V cache");
    }
    if (r != OX_OK) return r;
    QD = (size_t)cf->n_heads * hdmax; KD = (size_t)kvmax * hdmax; LP = (size_t)cf->n_layers * cf->ple_dim; V = (size_t)cf->vocab;
    h2[0] = (size_t)s->hd_of[0] / 2; h2[1] = (size_t)s->hd_of[1] / 2;
    ok = ox__wg_region(&s->x, &at, B, H, 1, capf) && ox__wg_region(&s->xn, &at, B, H, 1, capf) && ox__wg_region(&s->tmp, &at, B, H, 1, capf) &&
         ox__wg_region(&s->hn, &at, B, H, 1, capf) && ox__wg_region(&s->q, &at, B, QD, 1, capf) && ox__wg_region(&s->att, &at, B, QD, 1, capf) &&
         ox__wg_region(&s->k, &at, B, KD, 1, capf) && ox__wg_region(&s->v, &at, B, KD, 1, capf) &&
         ox__wg_region(&s->gate, &at, B, (size_t)imax, 1, capf) && ox__wg_region(&s->up, &at, B, (size_t)imax, 1, capf) &&
         ox__wg_region(&s->ple, &at, B, LP, 1, capf) && ox__wg_region(&s->pletok, &at, B, LP, 1, capf) &&
         ox__wg_region(&s->pg, &at, B, (size_t)cf->ple_dim, 1, capf) && ox__wg_region(&s->logits, &at, B, V, 1, capf) &&
         ox__wg_region(&s->rope, &at, B, 2, h2[0] + h2[1], capf) &&
         ox__wg_region(&s->moe_x, &at, B, E ? H : 0, 1, capf) && ox__wg_region(&s->router, &at, B, E, 1, capf) &&
         ox__wg_region(&s->sel, &at, B, K, 1, capf) && ox__wg_region(&s->moe_w, &at, B, K, 1, capf) &&
         ox__wg_region(&s->moe_h, &at, B, K, 2 * Im, capf) && ox__wg_region(&s->moe_y, &at, B, K, H, capf);
    if (!ok) return ox__err(OX_ERR_LIMIT, "WebGPU: a step's activations for n_batch %d are over the device's binding limit of %zu bytes (a smaller n_batch fits)", n_batch, wm->limit);
    s->rope_n = 2 * B * (h2[0] + h2[1]);
    s->rope_off[0][0] = s->rope; s->rope_off[0][1] = s->rope + (uint32_t)(B * h2[0]);
    s->rope_off[1][0] = s->rope + (uint32_t)(2 * B * h2[0]); s->rope_off[1][1] = s->rope_off[1][0] + (uint32_t)(B * h2[1]);
    if ((r = ox__wg_buf(&s->arena, at * 4, 0, wm->limit, "the step's activations")) != OX_OK || (r = ox__wg_buf(&s->io, B * 4, 0, wm->limit, "the token ids")) != OX_OK ||
        (r = ox__wg_buf(&s->rb, B * V * 4, 1, wm->limit, "the logits read back")) != OX_OK)
        return r;
    if (!(s->tab = (float *)ox__calloc(&m->alloc, s->rope_n ? s->rope_n : 1, sizeof(float)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < 2; i++) {
        if (!(s->inv_freq[i] = (float *)ox__calloc(&m->alloc, h2[i] ? h2[i] : 1, sizeof(float)))) return ox__err(OX_ERR_NOMEM, "out of memory");
        if (s->hd_of[i]) ox__rope_inv_freq(s->inv_freq[i], &cf->rope[i], s->hd_of[i]);
    }
    return OX_OK;
}
/* The caches and buffers live on the device: a measuring sizer (ox_context_memory, the cap of
   ox_context_desc.max_bytes, which are about host memory) counts the host struct only. */
static ox_result ox__wgg4_state_new(ox_context *ctx) {
    ox__wgg4state *s = NULL;
    ox_result r;
    if (ctx->sizer && ctx->sizer->measure) { ctx->sizer->bytes += sizeof(ox__wgg4state); return OX_OK; }
    ox__wgjs_scope_begin();
    r = ox__wgg4_state_make(ctx->m, (ox__wgg4model *)ctx->m->backend_data, ctx->n_ctx, ctx->n_batch, &s);
    if (ox__wgjs_scope_end(ox__wg_msg, (int)sizeof ox__wg_msg) && r == OX_OK) r = ox__wg_fail(OX_ERR_NOMEM);
    ctx->arch_state = s;
    return r;
}

/* One decoder layer, recorded (the stages and their order are ox__g4_layer's). */
static void ox__wgg4_layer(ox__wgg4state *s, const ox__wg_run *u, int li, int T, int p0) {
    const ox_model *m = s->m;
    const ox__g4config *cf = &m->cfg;
    const ox__g4layer *ly = &m->layers[li];
    const ox__wgg4layer *wl = &s->wm->layers[li];
    uint32_t H = (uint32_t)cf->hidden, nH = (uint32_t)cf->n_heads, hd = (uint32_t)ly->hd, nkv = (uint32_t)ly->n_kv, ty = (uint32_t)ly->full;
    uint32_t Pd = (uint32_t)cf->ple_dim, L = (uint32_t)cf->n_layers, QD = nH * hd, KD = nkv * hd, I = (uint32_t)ly->inter, UT = (uint32_t)T;
    uint32_t cosoff = s->rope_off[ty][0], sinoff = s->rope_off[ty][1];
    float eps = cf->eps;

    /* attention */
    ox__wg_rmsnorm(u, s->xn, H, s->x, H, ox__wg_vec(m, ly->in_norm), H, UT, eps);
    ox__wg_matmul(u, s->q, QD, s->xn, H, &wl->q, UT);
    ox__wg_rmsnorm(u, s->q, hd, s->q, hd, ox__wg_vec(m, ly->q_norm), hd, UT * nH, eps);
    ox__wg_rope(u, s->q, hd, cosoff, sinoff, hd, nH, UT * nH);
    if (ly->slot >= 0) { /* values normed (without weight) before the keys are normed in place: k_eq_v reads the raw keys */
        uint32_t cap = (uint32_t)(ly->full ? s->n_ctx : s->sliding_cap), t0 = 0;
        ox__wg_matmul(u, s->k, KD, s->xn, H, &wl->k, UT);
        if (ly->v) ox__wg_matmul(u, s->v, KD, s->xn, H, &wl->v, UT);
        ox__wg_rmsnorm(u, s->v, hd, ly->v ? s->v : s->k, hd, -1, hd, UT * nkv, eps);
        ox__wg_rmsnorm(u, s->k, hd, s->k, hd, ox__wg_vec(m, ly->k_norm), hd, UT * nkv, eps);
        ox__wg_rope(u, s->k, hd, cosoff, sinoff, hd, nkv, UT * nkv);
        while (t0 < UT) { /* into the cache slots (a ring may wrap: two runs) */
            uint32_t slot0 = ((uint32_t)p0 + t0) % cap, nt = UT - t0 < cap - slot0 ? UT - t0 : cap - slot0;
            ox__wgjs_copy(s->arena, ((double)s->k + (double)t0 * KD) * 4, s->kc[ly->slot], (double)slot0 * KD * 4, (double)nt * KD * 4);
            ox__wgjs_copy(s->arena, ((double)s->v + (double)t0 * KD) * 4, s->vc[ly->slot], (double)slot0 * KD * 4, (double)nt * KD * 4);
            t0 += nt;
        }
    }
    {
        ox__wg_attn a;
        int src = m->layers[ly->kv_src].slot;
        memset(&a, 0, sizeof a);
        a.q = s->q; a.out = s->att; a.T = UT;
        a.k = s->kc[src]; a.v = s->vc[src];
        a.hi0 = (uint32_t)p0;
        a.window = ly->full ? 0u : (uint32_t)cf->window;
        a.cap = (uint32_t)(ly->full ? s->n_ctx : s->sliding_cap);
        a.nh = nH; a.n_kv = nkv; a.hd = hd;
        a.scale = 1.0f; /* Gemma 4 folds the scale into the q/k norms */
        ox__wg_attention(u, &a);
    }
    ox__wg_matmul(u, s->tmp, H, s->att, QD, &wl->o, UT);
    ox__wg_rmsnorm(u, s->tmp, H, s->tmp, H, ox__wg_vec(m, ly->post_attn_norm), H, UT, eps);
    ox__wg_add(u, s->x, s->x, s->tmp, UT * H, 1.0f, 1.0f);
    ox__wg_rmsnorm(u, s->xn, H, s->x, H, ox__wg_vec(m, ly->pre_ff_norm), H, UT, eps);

    /* MLP (and MoE beside it) */
    ox__wg_matmul(u, s->gate, I, s->xn, H, &wl->gate, UT);
    ox__wg_matmul(u, s->up, I, s->xn, H, &wl->up, UT);
    ox__wg_glu(u, OX__WG_GELU, s->gate, I, s->gate, I, (long)s->up, I, I, UT);
    ox__wg_matmul(u, s->tmp, H, s->gate, I, &wl->down, UT);
    if (cf->moe) {
        uint32_t E = (uint32_t)cf->n_experts, K = (uint32_t)cf->top_k, Im = (uint32_t)cf->moe_inter;
        ox__wg_rmsnorm(u, s->tmp, H, s->tmp, H, ox__wg_vec(m, ly->post_ff1_norm), H, UT, eps);
        /* router on the residual: rmsnorm(x) * scale * H^-1/2, softmax, top-k, renormalise, per-expert scale */
        ox__wg_rmsnorm(u, s->moe_x, H, s->x, H, s->wm->router_w + (long)li * H, H, UT, eps);
        ox__wg_matmul(u, s->router, E, s->moe_x, H, &wl->router, UT);
        ox__wg_moe_route(u, s->router, ox__wg_vec(m, ly->router_pes), s->sel, s->moe_w, UT, E, K);
        /* experts on their (token, pick) pairs: gate|up, GELU gate, down; the weighted sum by expert */
        ox__wg_rmsnorm(u, s->moe_x, H, s->x, H, ox__wg_vec(m, ly->pre_ff2_norm), H, UT, eps);
        ox__wg_matmul_ids(u, s->moe_h, 2 * Im, s->moe_x, H, K, &wl->exp_gate_up, s->sel, UT * K);
        ox__wg_glu(u, OX__WG_GELU, s->moe_h, 2 * Im, s->moe_h, 2 * Im, (long)(s->moe_h + Im), 2 * Im, Im, UT * K);
        ox__wg_matmul_ids(u, s->moe_y, H, s->moe_h, 2 * Im, 1, &wl->exp_down, s->sel, UT * K);
        ox__wg_moe_combine(u, s->xn, s->moe_y, s->sel, s->moe_w, UT, H, K);
        ox__wg_rmsnorm(u, s->xn, H, s->xn, H, ox__wg_vec(m, ly->post_ff2_norm), H, UT, eps);
        ox__wg_add(u, s->tmp, s->tmp, s->xn, UT * H, 1.0f, 1.0f);
    }
    ox__wg_rmsnorm(u, s->tmp, H, s->tmp, H, ox__wg_vec(m, ly->post_ff_norm), H, UT, eps);
    /* x += norm(MLP out); without per-layer inputs, times the layer scalar ((x + t) s: the CPU's two roundings) */
    ox__wg_add(u, s->x, s->x, s->tmp, UT * H, 1.0f, Pd ? 1.0f : ly->scalar);

    /* per-layer input */
    if (Pd) {
        ox__wg_matmul(u, s->pg, Pd, s->x, H, &wl->ple_gate, UT);
        ox__wg_glu(u, OX__WG_GELU, s->pg, Pd, s->pg, Pd, (long)(s->ple + (uint32_t)li * Pd), L * Pd, Pd, UT);
        ox__wg_matmul(u, s->tmp, H, s->pg, Pd, &wl->ple_proj, UT);
        ox__wg_rmsnorm(u, s->tmp, H, s->tmp, H, ox__wg_vec(m, ly->ple_norm), H, UT, eps);
        ox__wg_add(u, s->x, s->x, s->tmp, UT * H, 1.0f, ly->scalar);
    }
}

/* One step (ox__g4_step's stages) in one submission. */
static ox_result ox__wgg4_step(ox_context *ctx, const int32_t *ids, int T, int n_keep) {
    ox__wgg4state *s = (ox__wgg4state *)ctx->arch_state;
    const ox_model *m = ctx->m;
    const ox__g4config *cf = &m->cfg;
    ox__wgg4model *wm = s->wm;
    ox__wg_run u;
    uint32_t H = (uint32_t)cf->hidden, L = (uint32_t)cf->n_layers, Pd = (uint32_t)cf->ple_dim, V = (uint32_t)cf->vocab, UT = (uint32_t)T;
    int p0 = ctx->pos, t, ty, li;
    float es = (float)sqrt((double)H);
    if (T <= 0 || T > s->n_batch || n_keep < 0 || n_keep > T) return ox__err(OX_ERR_ARG, "WebGPU: a step of %d tokens keeping %d", T, n_keep);
    if (ctx->trace) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: layer traces are not recorded");
    if (!ox__wgjs_init(ox__wg_msg, (int)sizeof ox__wg_msg)) return ox__err(OX_ERR_UNSUPPORTED, "%s", ox__wg_msg);
    /* the host's part: ids, and the RoPE tables of this step's positions as the CPU computes them */
    for (ty = 0; ty < 2; ty++) {
        int h = s->hd_of[ty] / 2;
        float *cs = s->tab + (s->rope_off[ty][0] - s->rope), *sn = s->tab + (s->rope_off[ty][1] - s->rope);
        for (t = 0; t < T; t++) ox__rope_row(cs + (size_t)t * h, sn + (size_t)t * h, s->inv_freq[ty], h, p0 + t);
    }
    u.arena = s->arena; u.vecs = wm->vecs; u.io = s->io; u.cpu = wm->cpu;
    ox__wgjs_begin();
    ox__wgjs_write(s->io, 0, ids, (double)T * 4);
    ox__wgjs_write(s->arena, (double)s->rope * 4, s->tab, (double)s->rope_n * 4);
    /* embeddings, scaled by sqrt(H) */
    ox__wg_embed(&u, s->x, H, &wm->embed, UT, es);
    /* per-layer inputs: (norm(proj(x0) / sqrt(H)) + E_ple[id] * sqrt(Pd)) / sqrt(2), [T][L][Pd] */
    if (Pd) {
        uint32_t LP = L * Pd;
        float ps = (float)sqrt((double)Pd), hs = 1.0f / sqrtf((float)H), r2 = 0.70710678118654752f;
        ox__wg_matmul(&u, s->ple, LP, s->x, H, &wm->ple_model_proj, UT);
        ox__wg_add(&u, s->ple, s->ple, s->ple, UT * LP, 0.0f, hs);
        ox__wg_rmsnorm(&u, s->ple, Pd, s->ple, Pd, ox__wg_vec(m, m->ple_proj_norm), Pd, UT * L, cf->eps);
        ox__wg_embed(&u, s->pletok, LP, &wm->embed_ple, UT, ps);
        ox__wg_add(&u, s->ple, s->ple, s->pletok, UT * LP, 1.0f, r2);
    }
    for (li = 0; li < (int)L; li++) ox__wgg4_layer(s, &u, li, T, p0);
    /* final norm and head of the kept rows, softcap, read back */
    if (n_keep > 0) {
        uint32_t K0 = (uint32_t)(T - n_keep), NK = (uint32_t)n_keep;
        ox__wg_rmsnorm(&u, s->hn, H, s->x + K0 * H, H, ox__wg_vec(m, m->final_norm), H, NK, cf->eps);
        ox__wg_matmul(&u, s->logits, V, s->hn, H, &wm->lm_head, NK);
        if (cf->softcap > 0) ox__wg_softcap(&u, s->logits, NK * V, cf->softcap);
    }
    if (ox__wgjs_end(s->arena, (double)s->logits * 4, s->rb, n_keep > 0 ? (double)n_keep * V * 4 : 0.0,
                     ctx->logits + (size_t)ctx->n_logits * V, ox__wg_msg, (int)sizeof ox__wg_msg))
        return ox__wg_fail(OX_ERR_IO);
    ctx->kv_end = p0 + T;
    ctx->n_logits += n_keep;
    if (p0 + T - s->sliding_cap > s->ring_lo) s->ring_lo = p0 + T - s->sliding_cap;
    return OX_OK;
}

/* The CPU's rule: back to any position the sliding rings still cover. */
static ox_result ox__wgg4_truncate(ox_context *ctx, int n_pos) {
    ox__wgg4state *s = (ox__wgg4state *)ctx->arch_state;
    int need_lo = n_pos - (s->m->cfg.window - 1);
    if (need_lo < 0) need_lo = 0;
    if (n_pos > 0 && need_lo < s->ring_lo)
        return ox__err(OX_ERR_LIMIT, "ox_truncate: the sliding-window caches no longer hold positions %d..%d (back by at most n_batch=%d)", need_lo, s->ring_lo - 1, s->n_batch);
    if (n_pos == 0) s->ring_lo = 0;
    return OX_OK;
}

static const ox__backend ox__wg_gemma4 = {"webgpu", ox__wgg4_prepare, ox__wgg4_release, ox__wgg4_state_new, ox__wgg4_state_free,
                                          ox__wgg4_step, ox__wgg4_truncate, NULL, NULL, NULL, NULL, NULL, NULL};

/* ================================================================================================
   5. Qwen 3.5 on WebGPU: oxinfer.h's backend table for the qwen3_5 architecture
   Owns: ox__wgq35model (at m->backend_data: every weight uploaded once in its stored dtype, per-
   expert MoE tensors stacked into the fused [E][2 Im][H] / [E][H][Im] layout at upload; m->vecs,
   then E ones - the router's per-expert scales, which Qwen 3.5 does not have) and ox__wgq35state
   (a context's KV caches of the full-attention layers, n_ctx slots; per linear-attention layer its
   three recurrent states in one buffer and its replay log with the base conv state after it; the
   step's activations in the arena). A step records ox__q35_step's stages in their order, as
   oxinfer_vulkan.h's ox__vkq35_layer does, into one submission and reads back the kept logits only.
   The MTP head is not uploaded: drafting with it runs on the CPU (this table has no draft_*, so
   ox_generate refuses mtp with that reason).

   State and truncation: the CPU's scheme (oxinfer.h section 12) on the device, as Vulkan keeps it.
   Of the three states, two are used in turn by consecutive steps and the third is the base at
   base_pos; each step's gdn_log dispatch writes the replay log (the pre-conv rows u, g and beta of
   the positions from base_pos on). Moving the base (ox__wgq35_log_room: the base state replayed in
   place, the base conv state's rows copied in increasing order, each row read before any later copy
   overwrites it) is recorded at the start of the step that needs it, so a step stays one
   submission; truncation is one submission of replays (or of clears, for truncate(0)). The delta
   rule runs as the recurrence, token by token (delta.wgsl), for decode and prefill alike.
   ============================================================================================== */

typedef struct ox__wgq35layer {
    ox__wg_tensor qkv, z, a, b, out, q, k, v, o, gate, up, down, router, sh_gate, sh_up, sh_down, sh_g, exp_gate_up, exp_down;
} ox__wgq35layer;

typedef struct ox__wgq35model {
    size_t limit;               /* the device's binding limit (bytes) */
    int cpu;                    /* the adapter is a CPU */
    int vecs;                   /* m->vecs, then n_experts ones */
    long ones_off;
    ox__wg_tensor embed, lm_head;
    int head_is_embed;
    ox__wgq35layer *layers;
} ox__wgq35model;

#define OX__WGQ35_DMAX 512 /* the qs, ks, vs arrays of delta.wgsl: the most dims of a linear-attention head */

static void ox__wgq35_model_free(const ox_model *m, ox__wgq35model *wm) {
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    int i, j;
    if (!wm) return;
    if (wm->layers) {
        for (i = 0; i < qm->cfg.n_layers; i++) {
            ox__wg_tensor *t = &wm->layers[i].qkv;
            for (j = 0; j < (int)(sizeof(ox__wgq35layer) / sizeof(ox__wg_tensor)); j++) ox__wg_tensor_free(&m->alloc, &t[j]);
        }
        ox__dealloc(&m->alloc, wm->layers);
    }
    ox__wg_tensor_free(&m->alloc, &wm->embed);
    if (!wm->head_is_embed) ox__wg_tensor_free(&m->alloc, &wm->lm_head);
    ox__wgjs_free(wm->vecs);
    ox__dealloc(&m->alloc, wm);
}
static void ox__wgq35_release(ox_model *m) {
    ox__wgq35_model_free(m, (ox__wgq35model *)m->backend_data);
    m->backend_data = NULL;
}

/* Tensors t[0..n) ([rows_i][K] each, one dtype) stacked into one tensor of groups of `group` rows
   (the per-expert layout made fused: gate_e, up_e, ... or down_e, ...). */
static ox_result ox__wgq35_upload_stacked(const ox_model *m, ox__wg_tensor *wt, const ox__tensor *const *t, int n, size_t group, size_t limit,
                                          const char *what) {
    size_t esz, total = 0, off = 0, bytes, rows = 0, K = (size_t)t[0]->shape[1];
    uint8_t *buf;
    ox_result r;
    int i;
    if (t[0]->ndim != 2) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: '%s' has %d dimensions, not 2", t[0]->name, t[0]->ndim);
    esz = ox__dtype_sizes[t[0]->dtype];
    for (i = 0; i < n; i++) {
        if (t[i]->ndim != 2 || t[i]->dtype != t[0]->dtype || (size_t)t[i]->shape[1] != K)
            return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: '%s': the experts' %s tensors differ in dtype or width (they are stacked on the device)", t[i]->name, what);
        if (!ox__mul_ok((size_t)t[i]->shape[0], K, &bytes) || !ox__mul_ok(bytes, esz, &bytes) || total > SIZE_MAX - bytes)
            return ox__err(OX_ERR_LIMIT, "WebGPU: the experts' %s: size overflows", what);
        total += bytes;
        rows += (size_t)t[i]->shape[0];
    }
    if (!(buf = (uint8_t *)ox__alloc(&m->alloc, total ? total : 1))) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory stacking the experts' %s", what);
    for (i = 0; i < n; i++) {
        size_t b = (size_t)t[i]->shape[0] * K * esz;
        memcpy(buf + off, t[i]->data, b);
        off += b;
    }
    r = ox__wg_upload_rows(&m->alloc, wt, buf, t[0]->dtype, t[0]->dtype_name, rows, K, group, limit, t[0]->name);
    ox__dealloc(&m->alloc, buf);
    return r;
}

static ox_result ox__wgq35_upload_model(const ox_model *m, ox__wgq35model *wm) {
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    const ox_allocator *a = &m->alloc;
    size_t L = wm->limit;
    ox_result r = OX_OK;
    int i, e, H = cf->hidden, E = cf->moe ? cf->n_experts : 0;
    float *ones;
    if (cf->moe && (cf->top_k < 1 || cf->top_k > OX__WG_MOE_KMAX))
        return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: MoE with top_k %d (the routing kernel takes up to %d)", cf->top_k, OX__WG_MOE_KMAX);
    if (qm->n_full && (cf->head_dim > 512 || cf->rot > cf->head_dim))
        return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: head dim %d (the attention kernel takes up to 512)", cf->head_dim);
    if (qm->n_lin && (cf->dk > OX__WGQ35_DMAX || cf->dv > OX__WGQ35_DMAX))
        return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: linear-attention head dims %d x %d (the delta-rule kernel takes up to %d)", cf->dk, cf->dv, OX__WGQ35_DMAX);
    for (i = 0; i < cf->n_layers; i++) {
        const ox__q35layer *ly = &qm->layers[i];
        if (!ox__wg_vec_ok(m, ly->in_norm, (size_t)H) || !ox__wg_vec_ok(m, ly->post_norm, (size_t)H) ||
            !ox__wg_vec_ok(m, ly->q_norm, (size_t)cf->head_dim) || !ox__wg_vec_ok(m, ly->k_norm, (size_t)cf->head_dim) ||
            !ox__wg_vec_ok(m, ly->conv_w, (size_t)qm->conv_ch * cf->conv_k) || !ox__wg_vec_ok(m, ly->dt_bias, (size_t)cf->hv) ||
            !ox__wg_vec_ok(m, ly->neg_a, (size_t)cf->hv) || !ox__wg_vec_ok(m, ly->gnorm, (size_t)cf->dv))
            return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: layer %d: a vector is not among the model's vectors", i);
    }
    if (!ox__wg_vec_ok(m, qm->final_norm, (size_t)H)) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: a norm vector is not among the model's vectors");
    /* the vectors, then E ones */
    if (!(ones = (float *)ox__alloc(a, ((size_t)E + 1) * sizeof(float)))) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory");
    for (e = 0; e < E; e++) ones[e] = 1.0f;
    wm->ones_off = (long)m->vecs_used;
    r = ox__wg_vecs_upload(m, ones, (size_t)E, L, &wm->vecs);
    ox__dealloc(a, ones);
    if (r != OX_OK || (r = ox__wg_tensor_upload(a, &wm->embed, qm->embed, L)) != OX_OK) return r;
    wm->head_is_embed = qm->lm_head == qm->embed;
    if (wm->head_is_embed) wm->lm_head = wm->embed;
    else if ((r = ox__wg_tensor_upload(a, &wm->lm_head, qm->lm_head, L)) != OX_OK) return r;
    if (!(wm->layers = (ox__wgq35layer *)ox__calloc(a, (size_t)cf->n_layers, sizeof *wm->layers))) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory");
    for (i = 0; i < cf->n_layers && r == OX_OK; i++) {
        const ox__q35layer *ly = &qm->layers[i];
        ox__wgq35layer *wl = &wm->layers[i];
        const ox__tensor *src[19];
        ox__wg_tensor *dst = &wl->qkv;
        int j;
        src[0] = ly->qkv; src[1] = ly->z; src[2] = ly->a; src[3] = ly->b; src[4] = ly->out; src[5] = ly->q; src[6] = ly->k;
        src[7] = ly->v; src[8] = ly->o; src[9] = ly->gate; src[10] = ly->up; src[11] = ly->down; src[12] = ly->router;
        src[13] = ly->sh_gate; src[14] = ly->sh_up; src[15] = ly->sh_down; src[16] = ly->sh_g; src[17] = ly->exp_gate_up;
        src[18] = ly->exp_down;
        for (j = 0; j < 19 && r == OX_OK; j++) r = ox__wg_tensor_upload(a, &dst[j], src[j], L);
        if (r == OX_OK && cf->moe && !ly->exp_gate_up) { /* per expert: stacked as the fused layout */
            const ox__tensor **lst = (const ox__tensor **)ox__calloc(a, 2 * (size_t)E, sizeof *lst);
            if (!lst) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory");
            for (e = 0; e < E; e++) { lst[2 * e] = ly->exp_gate[e]; lst[2 * e + 1] = ly->exp_up[e]; }
            r = ox__wgq35_upload_stacked(m, &wl->exp_gate_up, lst, 2 * E, 2 * (size_t)cf->moe_inter, L, "gate and up projections");
            if (r == OX_OK) r = ox__wgq35_upload_stacked(m, &wl->exp_down, ly->exp_dn, E, (size_t)H, L, "down projections");
            ox__dealloc(a, (void *)lst);
        }
    }
    return r;
}

static ox_result ox__wgq35_prepare(ox_model *m, const ox_model_desc *desc) {
    ox__wgq35model *wm;
    ox_result r;
    int k;
    double limit;
    char name[160];
    if (!ox__wgjs_init(ox__wg_msg, (int)sizeof ox__wg_msg)) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: %s", ox__wg_msg);
    if ((r = ox__cpu_prepare(m, desc)) != OX_OK) return r; /* m->kern: what host-side code reads */
    if (!(wm = (ox__wgq35model *)ox__calloc(&m->alloc, 1, sizeof *wm))) return ox__err(OX_ERR_NOMEM, "WebGPU: out of memory");
    limit = ox__wgjs_limit();
    wm->cpu = ox__wgjs_is_cpu();
    wm->limit = limit > (double)((size_t)1 << 30) ? (size_t)1 << 30 : (size_t)limit; /* offsets in floats stay 32-bit */
    ox__wgjs_scope_begin();
    for (k = 0; k < OX__WG_KERNELS; k++) ox__wgjs_pipeline(k, ox__wg_wgsl[k]);
    r = ox__wgq35_upload_model(m, wm);
    if (ox__wgjs_scope_end(ox__wg_msg, (int)sizeof ox__wg_msg) && r == OX_OK) r = ox__wg_fail(OX_ERR_NOMEM);
    if (r != OX_OK) {
        ox__wgq35_model_free(m, wm);
        return r;
    }
    m->backend_data = wm;
    ox__wgjs_name(name, (int)sizeof name);
    snprintf(m->device, sizeof m->device, "webgpu: %s", name);
    ox__log(OX_LOG_INFO, "WebGPU: %s uploaded to %s", m->arch->name, m->device);
    return OX_OK;
}

typedef struct ox__wgq35state {
    const ox_model *m;
    ox__wgq35model *wm;
    int n_ctx, n_batch;
    int *kc, *vc;               /* per full-attention layer: [n_ctx][n_kv][hd] */
    int *S;                     /* per linear layer: [3][Hv][dk][dv]; state i at i * s_state */
    int *lg;                    /* per linear layer: the log [log_cap][C + 2 Hv] (u, g, beta), then the base conv state [Kc-1][C] */
    int arena, io, rb;          /* activations, ids, the logits read back */
    /* float offsets in the arena */
    uint32_t x, xn, tmp, qkv, ab, zb, ob, qg, q, att, k, v, gate, up, router, sel, moe_w, moe_h, moe_y, sh_out, sh_gv, logits, rope;
    uint32_t s_state;           /* floats of one of a layer's three states */
    uint32_t conv0;             /* offset of the base conv state in a log buffer */
    int cur, prev_pos, base_pos, log_cap, log_hi;
    float *tab;                 /* the step's RoPE tables: cos [n_batch][rd/2], then sin */
    float *inv_freq;
} ox__wgq35state;

static void ox__wgq35_state_destroy(ox__wgq35state *s) {
    const ox__q35model *qm;
    const ox_allocator *a;
    int i;
    if (!s) return;
    qm = (const ox__q35model *)s->m->arch_data;
    a = &s->m->alloc;
    for (i = 0; i < qm->n_full; i++) {
        if (s->kc) ox__wgjs_free(s->kc[i]);
        if (s->vc) ox__wgjs_free(s->vc[i]);
    }
    for (i = 0; i < qm->n_lin; i++) {
        if (s->S) ox__wgjs_free(s->S[i]);
        if (s->lg) ox__wgjs_free(s->lg[i]);
    }
    ox__dealloc(a, s->kc); ox__dealloc(a, s->vc); ox__dealloc(a, s->S); ox__dealloc(a, s->lg);
    ox__wgjs_free(s->arena); ox__wgjs_free(s->io); ox__wgjs_free(s->rb);
    ox__dealloc(a, s->tab); ox__dealloc(a, s->inv_freq);
    ox__dealloc(a, s);
}
static void ox__wgq35_state_free(ox_context *ctx) {
    ox__wgq35_state_destroy((ox__wgq35state *)ctx->arch_state);
    ctx->arch_state = NULL;
}

/* Device buffers start as zeros (WebGPU clears them at creation): the states and conv state at
   position 0 need no clearing here. */
static ox_result ox__wgq35_state_make(const ox_model *m, ox__wgq35model *wm, int n_ctx, int n_batch, ox__wgq35state **out) {
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__wgq35state *s;
    ox_result r = OX_OK;
    size_t B = (size_t)n_batch, H = (size_t)cf->hidden, C = (size_t)qm->conv_ch, VD = (size_t)cf->hv * cf->dv, n, at = 0, capf = wm->limit / 4;
    size_t QD = (size_t)cf->n_heads * cf->head_dim, KD = (size_t)cf->n_kv * cf->head_dim, h2 = (size_t)cf->rot / 2, V = (size_t)cf->vocab;
    size_t nf = qm->n_full ? 1 : 0, nl = qm->n_lin ? 1 : 0, moe = cf->moe ? 1 : 0, K = moe ? (size_t)cf->top_k : 0, Im = moe ? (size_t)cf->moe_inter : 0;
    size_t I = moe ? (size_t)cf->shared_inter : (size_t)cf->inter, kc1 = (size_t)cf->conv_k - 1, row = C + 2 * (size_t)cf->hv;
    int i, ok;
    if (!(*out = s = (ox__wgq35state *)ox__calloc(&m->alloc, 1, sizeof *s))) return ox__err(OX_ERR_NOMEM, "out of memory");
    s->m = m; s->wm = wm; s->n_ctx = n_ctx; s->n_batch = n_batch; s->prev_pos = -1;
    if (n_batch > 65535) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: n_batch %d (at most 65535)", n_batch);
    s->kc = (int *)ox__calloc(&m->alloc, (size_t)qm->n_full + 1, sizeof *s->kc);
    s->vc = (int *)ox__calloc(&m->alloc, (size_t)qm->n_full + 1, sizeof *s->vc);
    s->S = (int *)ox__calloc(&m->alloc, (size_t)qm->n_lin + 1, sizeof *s->S);
    s->lg = (int *)ox__calloc(&m->alloc, (size_t)qm->n_lin + 1, sizeof *s->lg);
    if (!s->kc || !s->vc || !s->S || !s->lg || !(s->inv_freq = (float *)ox__calloc(&m->alloc, h2 + 1, sizeof(float))) ||
        !(s->tab = (float *)ox__calloc(&m->alloc, 2 * B * h2 + 1, sizeof(float))))
        return ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < (int)h2; i++) s->inv_freq[i] = 1.0f / powf(cf->theta, (float)(2 * i) / (float)cf->rot);
    for (i = 0; i < qm->n_full && r == OX_OK; i++) {
        if (!ox__mul_ok((size_t)n_ctx, KD, &n) || !ox__mul_ok(n, 4, &n)) return ox__err(OX_ERR_LIMIT, "WebGPU: KV cache size overflows");
        if ((r = ox__wg_buf(&s->kc[i], n, 0, wm->limit, "a K cache")) == OX_OK) r = ox__wg_buf(&s->vc[i], n, 0, wm->limit, "a V cache");
    }
    if (qm->n_lin) {
        size_t st, lg;
        s->log_cap = n_batch + (n_batch < OX__Q35_LOG_SLACK ? n_batch : OX__Q35_LOG_SLACK);
        if (!ox__mul_ok((size_t)cf->hv * cf->dk, (size_t)cf->dv, &st) || st > capf / 3 || !ox__mul_ok((size_t)s->log_cap, row, &lg) ||
            !ox__mul_ok(kc1, C, &n) || n > capf || lg > capf - n)
            return ox__err(OX_ERR_LIMIT, "WebGPU: the linear-attention state of n_batch %d is over the device's binding limit of %zu bytes", n_batch, wm->limit);
        s->s_state = (uint32_t)st; s->conv0 = (uint32_t)lg;
        for (i = 0; i < qm->n_lin && r == OX_OK; i++)
            if ((r = ox__wg_buf(&s->S[i], 3 * st * 4, 0, wm->limit, "the linear-attention states")) == OX_OK)
                r = ox__wg_buf(&s->lg[i], (lg + n) * 4, 0, wm->limit, "the linear-attention replay log");
    }
    if (r != OX_OK) return r;
    ok = ox__wg_region(&s->x, &at, B, H, 1, capf) && ox__wg_region(&s->xn, &at, B, H, 1, capf) && ox__wg_region(&s->tmp, &at, B, H, 1, capf) &&
         ox__wg_region(&s->logits, &at, B, V, 1, capf) && ox__wg_region(&s->rope, &at, B, 2 * h2, nf, capf) &&
         ox__wg_region(&s->qg, &at, B, 2 * QD, nf, capf) && ox__wg_region(&s->q, &at, B, QD, nf, capf) && ox__wg_region(&s->att, &at, B, QD, nf, capf) &&
         ox__wg_region(&s->k, &at, B, KD, nf, capf) && ox__wg_region(&s->v, &at, B, KD, nf, capf) &&
         ox__wg_region(&s->qkv, &at, B, C, nl, capf) && ox__wg_region(&s->ab, &at, B, 2 * (size_t)cf->hv, nl, capf) &&
         ox__wg_region(&s->zb, &at, B, VD, nl, capf) && ox__wg_region(&s->ob, &at, B, VD, nl, capf) &&
         ox__wg_region(&s->gate, &at, B, I, 1, capf) && ox__wg_region(&s->up, &at, B, I, 1, capf) &&
         ox__wg_region(&s->router, &at, B, (size_t)cf->n_experts, moe, capf) && ox__wg_region(&s->sel, &at, B, K, 1, capf) &&
         ox__wg_region(&s->moe_w, &at, B, K, 1, capf) && ox__wg_region(&s->moe_h, &at, B, K, 2 * Im, capf) &&
         ox__wg_region(&s->moe_y, &at, B, K, moe * H, capf) && ox__wg_region(&s->sh_out, &at, B, H, moe, capf) &&
         ox__wg_region(&s->sh_gv, &at, B, moe, 1, capf);
    if (!ok) return ox__err(OX_ERR_LIMIT, "WebGPU: a step's activations for n_batch %d are over the device's binding limit of %zu bytes (a smaller n_batch fits)", n_batch, wm->limit);
    if ((r = ox__wg_buf(&s->arena, at * 4, 0, wm->limit, "the step's activations")) != OX_OK || (r = ox__wg_buf(&s->io, B * 4, 0, wm->limit, "the token ids")) != OX_OK ||
        (r = ox__wg_buf(&s->rb, B * V * 4, 1, wm->limit, "the logits read back")) != OX_OK)
        return r;
    return OX_OK;
}
/* The buffers live on the device: a measuring sizer counts the host struct only (as Gemma 4's). */
static ox_result ox__wgq35_state_new(ox_context *ctx) {
    ox__wgq35state *s = NULL;
    ox_result r;
    if (ctx->sizer && ctx->sizer->measure) { ctx->sizer->bytes += sizeof(ox__wgq35state); return OX_OK; }
    ox__wgjs_scope_begin();
    r = ox__wgq35_state_make(ctx->m, (ox__wgq35model *)ctx->m->backend_data, ctx->n_ctx, ctx->n_batch, &s);
    if (ox__wgjs_scope_end(ox__wg_msg, (int)sizeof ox__wg_msg) && r == OX_OK) r = ox__wg_fail(OX_ERR_NOMEM);
    ctx->arch_state = s;
    return r;
}

/* The conv + delta rule of linear layer ly over positions p0 .. p0+T-1 from its log, from state
   offset src to dst (floats into its states' buffer; equal: in place); outputs into ob when o. */
static void ox__wgq35_delta(ox__wgq35state *s, const ox__wg_run *u, const ox__q35layer *ly, uint32_t p0, uint32_t T, uint32_t src, uint32_t dst, int o) {
    const ox__q35model *qm = (const ox__q35model *)s->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    uint32_t pc[16] = {0};
    int b[4];
    b[0] = u->arena; b[1] = u->vecs; b[2] = s->S[ly->slot]; b[3] = s->lg[ly->slot];
    pc[0] = (uint32_t)qm->conv_ch; pc[1] = (uint32_t)cf->hv; pc[2] = (uint32_t)(cf->hv / cf->hk); pc[3] = (uint32_t)cf->dk; pc[4] = (uint32_t)cf->dv;
    pc[5] = (uint32_t)cf->conv_k; pc[6] = T; pc[7] = p0; pc[8] = (uint32_t)s->base_pos; pc[9] = (uint32_t)s->log_cap; pc[10] = s->conv0;
    pc[11] = (uint32_t)ox__wg_vec(s->m, ly->conv_w); pc[12] = src; pc[13] = dst; pc[14] = (uint32_t)(o != 0); pc[15] = s->ob;
    ox__wg_go(OX__WG_DELTA, b, 4, pc, (uint32_t)cf->hv, ((uint32_t)cf->dv + 31u) / 32u, 1);
}

/* Recompute every linear layer's state over n positions from p0 (from the log): state src -> dst
   (0, 1 or 2); n 0 copies. */
static void ox__wgq35_replay(ox__wgq35state *s, const ox__wg_run *u, int src, int dst, int p0, int n) {
    const ox__q35model *qm = (const ox__q35model *)s->m->arch_data;
    int li;
    for (li = 0; li < qm->cfg.n_layers; li++) {
        const ox__q35layer *ly = &qm->layers[li];
        if (ly->full) continue;
        if (n > 0) ox__wgq35_delta(s, u, ly, (uint32_t)p0, (uint32_t)n, (uint32_t)src * s->s_state, (uint32_t)dst * s->s_state, 0);
        else if (src != dst) ox__wg_copy_in(s->S[ly->slot], (uint32_t)src * s->s_state, (uint32_t)dst * s->s_state, s->s_state);
    }
}

/* ox__q35_log_room, recorded: before a step of T tokens that would overflow the log, fold positions
   into the base state and move the base conv state (rows copied in increasing order: the row a new
   row comes from is never one already rewritten). */
static void ox__wgq35_log_room(ox__wgq35state *s, const ox__wg_run *u, int T) {
    const ox__q35model *qm = (const ox__q35model *)s->m->arch_data;
    int need = s->log_hi + T - s->n_batch - s->base_pos, nb, kc1 = qm->cfg.conv_k - 1, C = qm->conv_ch, li, p;
    uint32_t row = (uint32_t)C + 2u * (uint32_t)qm->cfg.hv;
    if (s->log_hi + T - s->base_pos <= s->log_cap || !qm->n_lin) return;
    nb = s->base_pos + need;
    ox__wgq35_replay(s, u, 2, 2, s->base_pos, need);
    for (li = 0; li < qm->n_lin; li++)
        for (p = 0; p < kc1; p++) {
            int pos = nb - kc1 + p;
            uint32_t from = pos >= s->base_pos ? (uint32_t)(pos % s->log_cap) * row : s->conv0 + (uint32_t)(pos - (s->base_pos - kc1)) * (uint32_t)C;
            ox__wg_copy_in(s->lg[li], from, s->conv0 + (uint32_t)p * (uint32_t)C, (uint32_t)C);
        }
    s->base_pos = nb;
    if (s->prev_pos >= 0 && s->prev_pos < nb) s->prev_pos = -1;
}

/* One decoder layer, recorded (ox__q35_step's stages for layer li). */
static void ox__wgq35_layer(ox__wgq35state *s, const ox__wg_run *u, int li, int T, int p0) {
    const ox_model *m = s->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    const ox__q35layer *ly = &qm->layers[li];
    const ox__wgq35layer *wl = &s->wm->layers[li];
    uint32_t H = (uint32_t)cf->hidden, UT = (uint32_t)T;
    float eps = cf->eps;

    ox__wg_rmsnorm(u, s->xn, H, s->x, H, ox__wg_vec(m, ly->in_norm), H, UT, eps);
    if (!ly->full) { /* Gated DeltaNet */
        uint32_t C = (uint32_t)qm->conv_ch, Hv = (uint32_t)cf->hv, dv = (uint32_t)cf->dv, VD = Hv * dv, cur = (uint32_t)s->cur;
        uint32_t pc[16] = {0};
        int b[3];
        ox__wg_matmul(u, s->qkv, C, s->xn, H, &wl->qkv, UT);
        ox__wg_matmul(u, s->ab, Hv, s->xn, H, &wl->a, UT);
        ox__wg_matmul(u, s->ab + UT * Hv, Hv, s->xn, H, &wl->b, UT);
        ox__wg_matmul(u, s->zb, VD, s->xn, H, &wl->z, UT);
        /* the replay log's rows of this step: u, g, beta */
        b[0] = u->arena; b[1] = u->vecs; b[2] = s->lg[ly->slot];
        pc[0] = C; pc[1] = Hv; pc[2] = UT; pc[3] = (uint32_t)p0; pc[4] = (uint32_t)s->log_cap; pc[5] = s->qkv; pc[6] = s->ab; pc[7] = s->ab + UT * Hv;
        pc[8] = (uint32_t)ox__wg_vec(m, ly->neg_a); pc[9] = (uint32_t)ox__wg_vec(m, ly->dt_bias);
        ox__wg_go(OX__WG_GDN_LOG, b, 3, pc, ox__wg_groups(C + 2 * Hv), UT < 65535u ? UT : 65535u, (UT + 65534u) / 65535u);
        ox__wgq35_delta(s, u, ly, (uint32_t)p0, UT, cur * s->s_state, (1 - cur) * s->s_state, 1);
        /* gated RMSNorm: rms(o) * w * silu(z) */
        ox__wg_rmsnorm(u, s->ob, dv, s->ob, dv, ox__wg_vec(m, ly->gnorm), dv, UT * Hv, eps);
        ox__wg_glu(u, OX__WG_SILU, s->ob, VD, s->zb, VD, (long)s->ob, VD, VD, UT);
        ox__wg_matmul(u, s->tmp, H, s->ob, VD, &wl->out, UT);
    } else { /* gated full attention */
        uint32_t nH = (uint32_t)cf->n_heads, nkv = (uint32_t)cf->n_kv, hd = (uint32_t)cf->head_dim, rd = (uint32_t)cf->rot;
        uint32_t QD = nH * hd, KD = nkv * hd, cosoff = s->rope, sinoff = s->rope + (uint32_t)s->n_batch * (rd / 2);
        ox__wg_attn a;
        ox__wg_matmul(u, s->qg, 2 * QD, s->xn, H, &wl->q, UT);
        ox__wg_matmul(u, s->k, KD, s->xn, H, &wl->k, UT);
        ox__wg_matmul(u, s->v, KD, s->xn, H, &wl->v, UT);
        /* per head: hd query rows, then hd gate rows; q, k normed, their first rd dims rotated */
        ox__wg_rmsnorm(u, s->q, hd, s->qg, 2 * hd, ox__wg_vec(m, ly->q_norm), hd, UT * nH, eps);
        ox__wg_rope(u, s->q, hd, cosoff, sinoff, rd, nH, UT * nH);
        ox__wg_rmsnorm(u, s->k, hd, s->k, hd, ox__wg_vec(m, ly->k_norm), hd, UT * nkv, eps);
        ox__wg_rope(u, s->k, hd, cosoff, sinoff, rd, nkv, UT * nkv);
        ox__wgjs_copy(s->arena, (double)s->k * 4, s->kc[ly->slot], (double)p0 * KD * 4, (double)UT * KD * 4);
        ox__wgjs_copy(s->arena, (double)s->v * 4, s->vc[ly->slot], (double)p0 * KD * 4, (double)UT * KD * 4);
        memset(&a, 0, sizeof a);
        a.q = s->q; a.out = s->att; a.T = UT;
        a.k = s->kc[ly->slot]; a.v = s->vc[ly->slot];
        a.hi0 = (uint32_t)p0; a.window = 0; a.cap = (uint32_t)s->n_ctx;
        a.nh = nH; a.n_kv = nkv; a.hd = hd;
        a.scale = 1.0f / sqrtf((float)hd);
        ox__wg_attention(u, &a);
        ox__wg_glu(u, OX__WG_SIGMOID, s->att, hd, s->qg + hd, 2 * hd, (long)s->att, hd, hd, UT * nH);
        ox__wg_matmul(u, s->tmp, H, s->att, QD, &wl->o, UT);
    }
    ox__wg_add(u, s->x, s->x, s->tmp, UT * H, 1.0f, 1.0f);
    ox__wg_rmsnorm(u, s->xn, H, s->x, H, ox__wg_vec(m, ly->post_norm), H, UT, eps);
    if (!cf->moe) {
        uint32_t I = (uint32_t)cf->inter;
        ox__wg_matmul(u, s->gate, I, s->xn, H, &wl->gate, UT);
        ox__wg_matmul(u, s->up, I, s->xn, H, &wl->up, UT);
        ox__wg_glu(u, OX__WG_SILU, s->gate, I, s->gate, I, (long)s->up, I, I, UT);
        ox__wg_matmul(u, s->tmp, H, s->gate, I, &wl->down, UT);
    } else {
        uint32_t E = (uint32_t)cf->n_experts, K = (uint32_t)cf->top_k, Im = (uint32_t)cf->moe_inter, Is = (uint32_t)cf->shared_inter;
        /* router: softmax, top-k, renormalised (the scales are ones); experts on (token, pick) pairs */
        ox__wg_matmul(u, s->router, E, s->xn, H, &wl->router, UT);
        ox__wg_moe_route(u, s->router, s->wm->ones_off, s->sel, s->moe_w, UT, E, K);
        ox__wg_matmul_ids(u, s->moe_h, 2 * Im, s->xn, H, K, &wl->exp_gate_up, s->sel, UT * K);
        ox__wg_glu(u, OX__WG_SILU, s->moe_h, 2 * Im, s->moe_h, 2 * Im, (long)(s->moe_h + Im), 2 * Im, Im, UT * K);
        ox__wg_matmul_ids(u, s->moe_y, H, s->moe_h, 2 * Im, 1, &wl->exp_down, s->sel, UT * K);
        ox__wg_moe_combine(u, s->tmp, s->moe_y, s->sel, s->moe_w, UT, H, K);
        /* shared expert, times sigmoid(shared_expert_gate . x) */
        ox__wg_matmul(u, s->gate, Is, s->xn, H, &wl->sh_gate, UT);
        ox__wg_matmul(u, s->up, Is, s->xn, H, &wl->sh_up, UT);
        ox__wg_glu(u, OX__WG_SILU, s->gate, Is, s->gate, Is, (long)s->up, Is, Is, UT);
        ox__wg_matmul(u, s->sh_out, H, s->gate, Is, &wl->sh_down, UT);
        ox__wg_matmul(u, s->sh_gv, 1, s->xn, H, &wl->sh_g, UT);
        ox__wg_glu(u, OX__WG_SIGMOID_ROW, s->sh_out, H, s->sh_gv, 1, (long)s->sh_out, H, H, UT);
        ox__wg_add(u, s->tmp, s->tmp, s->sh_out, UT * H, 1.0f, 1.0f);
    }
    ox__wg_add(u, s->x, s->x, s->tmp, UT * H, 1.0f, 1.0f);
}

/* One step (ox__q35_step's stages) in one submission. */
static ox_result ox__wgq35_step(ox_context *ctx, const int32_t *ids, int T, int n_keep) {
    ox__wgq35state *s = (ox__wgq35state *)ctx->arch_state;
    const ox_model *m = ctx->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__wgq35model *wm = s->wm;
    ox__wg_run u;
    uint32_t H = (uint32_t)cf->hidden, L = (uint32_t)cf->n_layers, V = (uint32_t)cf->vocab, UT = (uint32_t)T;
    int p0 = ctx->pos, t, li, h = cf->rot / 2, base0 = s->base_pos, prev0 = s->prev_pos;
    if (T <= 0 || T > s->n_batch || n_keep < 0 || n_keep > T) return ox__err(OX_ERR_ARG, "WebGPU: a step of %d tokens keeping %d", T, n_keep);
    if (ctx->trace) return ox__err(OX_ERR_UNSUPPORTED, "WebGPU: layer traces are not recorded");
    if (!ox__wgjs_init(ox__wg_msg, (int)sizeof ox__wg_msg)) return ox__err(OX_ERR_UNSUPPORTED, "%s", ox__wg_msg);
    /* the host's part: ids, and the RoPE tables of this step's positions as the CPU computes them */
    for (t = 0; t < T; t++) ox__rope_row(s->tab + (size_t)t * h, s->tab + (size_t)s->n_batch * h + (size_t)t * h, s->inv_freq, h, p0 + t);
    u.arena = s->arena; u.vecs = wm->vecs; u.io = s->io; u.cpu = wm->cpu;
    ox__wgjs_begin();
    ox__wgjs_write(s->io, 0, ids, (double)T * 4);
    if (qm->n_full) ox__wgjs_write(s->arena, (double)s->rope * 4, s->tab, (double)s->n_batch * 2 * h * 4);
    ox__wgq35_log_room(s, &u, T);
    ox__wg_embed(&u, s->x, H, &wm->embed, UT, 1.0f);
    for (li = 0; li < (int)L; li++) ox__wgq35_layer(s, &u, li, T, p0);
    if (n_keep > 0) {
        uint32_t K0 = (uint32_t)(T - n_keep), NK = (uint32_t)n_keep;
        ox__wg_rmsnorm(&u, s->xn, H, s->x + K0 * H, H, ox__wg_vec(m, qm->final_norm), H, NK, cf->eps);
        ox__wg_matmul(&u, s->logits, V, s->xn, H, &wm->lm_head, NK);
    }
    if (ox__wgjs_end(s->arena, (double)s->logits * 4, s->rb, n_keep > 0 ? (double)n_keep * V * 4 : 0.0,
                     ctx->logits + (size_t)ctx->n_logits * V, ox__wg_msg, (int)sizeof ox__wg_msg)) {
        s->base_pos = base0; s->prev_pos = prev0; /* a failed submission ran nothing */
        return ox__wg_fail(OX_ERR_IO);
    }
    if (qm->n_lin) { s->cur = 1 - s->cur; s->prev_pos = p0; }
    s->log_hi = p0 + T;
    ctx->kv_end = p0 + T;
    ctx->n_logits += n_keep;
    return OX_OK;
}

/* ox__q35_truncate's rule: the linear layers' state replayed from the last step's start or from the
   base (one submission), zeros at 0; positions before the base are refused. */
static ox_result ox__wgq35_truncate(ox_context *ctx, int n_pos) {
    ox__wgq35state *s = (ox__wgq35state *)ctx->arch_state;
    const ox__q35model *qm = (const ox__q35model *)ctx->m->arch_data;
    ox__wg_run u;
    int from_prev, i;
    if (!qm->n_lin || n_pos == ctx->pos) return OX_OK;
    from_prev = s->prev_pos >= 0 && n_pos >= s->prev_pos;
    if (n_pos > 0 && !from_prev && n_pos < s->base_pos)
        return ox__err(OX_ERR_LIMIT, "ox_truncate: the linear-attention state can go back to position %d at the earliest "
                       "(n_batch=%d positions before the furthest one), not %d; truncate to 0 and evaluate again",
                       s->base_pos, s->n_batch, n_pos);
    if (!ox__wgjs_init(ox__wg_msg, (int)sizeof ox__wg_msg)) return ox__err(OX_ERR_UNSUPPORTED, "%s", ox__wg_msg);
    u.arena = s->arena; u.vecs = s->wm->vecs; u.io = s->io; u.cpu = s->wm->cpu;
    ox__wgjs_begin();
    if (n_pos == 0)
        for (i = 0; i < qm->n_lin; i++) { ox__wgjs_clear(s->S[i]); ox__wgjs_clear(s->lg[i]); }
    else if (from_prev) ox__wgq35_replay(s, &u, 1 - s->cur, s->cur, s->prev_pos, n_pos - s->prev_pos);
    else ox__wgq35_replay(s, &u, 2, s->cur, s->base_pos, n_pos - s->base_pos);
    if (ox__wgjs_end(0, 0, 0, 0, NULL, ox__wg_msg, (int)sizeof ox__wg_msg)) return ox__wg_fail(OX_ERR_IO);
    if (n_pos == 0) { s->cur = 0; s->prev_pos = -1; s->base_pos = 0; }
    else if (!from_prev) s->prev_pos = -1;
    s->log_hi = n_pos;
    return OX_OK;
}

static const ox__backend ox__wg_qwen35 = {"webgpu", ox__wgq35_prepare, ox__wgq35_release, ox__wgq35_state_new, ox__wgq35_state_free,
                                          ox__wgq35_step, ox__wgq35_truncate, NULL, NULL, NULL, NULL, NULL, NULL};

/* oxinfer.h asks (ox_model_load): the WebGPU table of m's architecture, NULL when there is none. */
static const ox__backend *ox__wg_backend_for(const ox_model *m) {
    if (!m->arch) return NULL;
    if (!strcmp(m->arch->name, "gemma4")) return &ox__wg_gemma4;
    if (!strcmp(m->arch->name, "qwen3_5")) return &ox__wg_qwen35;
    return NULL;
}

/* ================================================================================================
   Appendix: the WGSL of shaders/webgpu, comments left out (tools/embed_wgsl.py; tests/run.sh checks
   that it is current)
   ============================================================================================== */
/* ---- BEGIN GENERATED WGSL: tools/embed_wgsl.py (make shaders-webgpu) writes this; do not edit ---- */
static const char *const ox__wg_wgsl[] = {
    /* matmul.wgsl (after common.wgsl) */
    "struct P { K: u32, rows: u32, r0: u32, xoff: u32, ldx: u32, yoff: u32, ldy: u32, wdt: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> W: array<u32>;\n"
    "var<workgroup> red: array<f32, 64>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {\n"
    "    let r = wid.x + wid.z * 65535u;\n"
    "    let t = wid.y;\n"
    "    if (r >= p.rows) { return; } // the whole group leaves together\n"
    "    let xb = p.xoff + t * p.ldx;\n"
    "    let wb = r * p.K;\n"
    "    var s = 0.0;\n"
    "    if (p.wdt != 0u && (wb & 1u) == 0u && (p.K & 1u) == 0u) {\n"
    "        let w0 = wb >> 1u;\n"
    "        for (var j = tid; j < (p.K >> 1u); j += 64u) {\n"
    "            let word = W[w0 + j];\n"
    "            s += A[xb + 2u * j] * ox_widen16(word & 0xffffu) + A[xb + 2u * j + 1u] * ox_widen16(word >> 16u);\n"
    "        }\n"
    "    } else {\n"
    "        for (var k = tid; k < p.K; k += 64u) { s += A[xb + k] * ox_wload(wb + k); }\n"
    "    }\n"
    "    red[tid] = s;\n"
    "    workgroupBarrier();\n"
    "    for (var h = 32u; h > 0u; h >>= 1u) {\n"
    "        if (tid < h) { red[tid] += red[tid + h]; }\n"
    "        workgroupBarrier();\n"
    "    }\n"
    "    if (tid == 0u) { A[p.yoff + t * p.ldy + p.r0 + r] = red[0]; }\n"
    "}\n"
    "fn ox_widen16(h: u32) -> f32 {\n"
    "    if (p.wdt == 2u) { return bitcast<f32>(h << 16u); } // bf16 is the top half of an f32: exact\n"
    "    return unpack2x16float(h).x;                        // f16: every value is exact in f32\n"
    "}\n"
    "fn ox_wload(e: u32) -> f32 {\n"
    "    if (p.wdt == 0u) { return bitcast<f32>(W[e]); }\n"
    "    let word = W[e >> 1u];\n"
    "    return ox_widen16(select(word & 0xffffu, word >> 16u, (e & 1u) != 0u));\n"
    "}\n",
    /* embed.wgsl (after common.wgsl) */
    "struct P { n: u32, T: u32, r0: u32, r1: u32, yoff: u32, ystride: u32, scale: f32, wdt: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> W: array<u32>;\n"
    "@group(0) @binding(3) var<storage, read> Ids: array<i32>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n"
    "    let i = g.x;\n"
    "    let t = g.y;\n"
    "    if (i >= p.n || t >= p.T) { return; }\n"
    "    let id = Ids[t];\n"
    "    if (id < i32(p.r0) || id >= i32(p.r1)) { return; }\n"
    "    A[p.yoff + t * p.ystride + i] = ox_wload(u32(id - i32(p.r0)) * p.n + i) * p.scale;\n"
    "}\n"
    "fn ox_widen16(h: u32) -> f32 {\n"
    "    if (p.wdt == 2u) { return bitcast<f32>(h << 16u); } // bf16 is the top half of an f32: exact\n"
    "    return unpack2x16float(h).x;                        // f16: every value is exact in f32\n"
    "}\n"
    "fn ox_wload(e: u32) -> f32 {\n"
    "    if (p.wdt == 0u) { return bitcast<f32>(W[e]); }\n"
    "    let word = W[e >> 1u];\n"
    "    return ox_widen16(select(word & 0xffffu, word >> 16u, (e & 1u) != 0u));\n"
    "}\n",
    /* rmsnorm.wgsl */
    "struct P { n: u32, rows: u32, xoff: u32, xstride: u32, yoff: u32, ystride: u32, woff: u32, has_w: u32, eps: f32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> Wn: array<f32>;\n"
    "var<workgroup> red: array<f32, 64>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {\n"
    "    let row = wid.x + wid.y * 65535u;\n"
    "    if (row >= p.rows) { return; }\n"
    "    let xb = p.xoff + row * p.xstride;\n"
    "    let yb = p.yoff + row * p.ystride;\n"
    "    var s = 0.0;\n"
    "    for (var i = tid; i < p.n; i += 64u) { let v = A[xb + i]; s += v * v; }\n"
    "    red[tid] = s;\n"
    "    workgroupBarrier();\n"
    "    for (var h = 32u; h > 0u; h >>= 1u) {\n"
    "        if (tid < h) { red[tid] += red[tid + h]; }\n"
    "        workgroupBarrier();\n"
    "    }\n"
    "    let sc = 1.0 / sqrt(red[0] / f32(p.n) + p.eps);\n"
    "    for (var i = tid; i < p.n; i += 64u) {\n"
    "        var v = A[xb + i] * sc;\n"
    "        if (p.has_w != 0u) { v = v * Wn[p.woff + i]; }\n"
    "        A[yb + i] = v;\n"
    "    }\n"
    "}\n",
    /* rope.wgsl */
    "struct P { hd: u32, nh: u32, rows: u32, xoff: u32, xstride: u32, cosoff: u32, sinoff: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n"
    "    let h = p.hd >> 1u;\n"
    "    let i = g.x;\n"
    "    let row = g.y + g.z * 65535u;\n"
    "    if (i >= h || row >= p.rows) { return; }\n"
    "    let t = row / p.nh;\n"
    "    let xb = p.xoff + row * p.xstride;\n"
    "    let c = A[p.cosoff + t * h + i];\n"
    "    let s = A[p.sinoff + t * h + i];\n"
    "    let a = A[xb + i];\n"
    "    let b = A[xb + i + h];\n"
    "    A[xb + i] = a * c - b * s;\n"
    "    A[xb + i + h] = b * c + a * s;\n"
    "}\n",
    /* add.wgsl */
    "struct P { n: u32, xoff: u32, zoff: u32, yoff: u32, alpha: f32, beta: f32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {\n"
    "    let i = g.x + g.y * nw.x * 64u;\n"
    "    if (i >= p.n) { return; }\n"
    "    A[p.yoff + i] = (A[p.xoff + i] + p.alpha * A[p.zoff + i]) * p.beta;\n"
    "}\n",
    /* glu.wgsl */
    "struct P { n: u32, rows: u32, goff: u32, gstride: u32, uoff: u32, ustride: u32, yoff: u32, ystride: u32, has_u: u32, mode: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n"
    "    let i = g.x;\n"
    "    let row = g.y + g.z * 65535u;\n"
    "    if (i >= p.n || row >= p.rows) { return; }\n"
    "    let x = A[p.goff + row * p.gstride + select(i, 0u, p.mode == 3u)];\n"
    "    var a: f32;\n"
    "    if (p.mode == 0u) {\n"
    "        let v = 0.7978845608028654 * (x + 0.044715 * x * x * x);\n"
    "        a = x / (1.0 + exp(-2.0 * v));\n"
    "    } else if (p.mode == 1u) {\n"
    "        a = x / (1.0 + exp(-x));\n"
    "    } else {\n"
    "        a = 1.0 / (1.0 + exp(-x));\n"
    "    }\n"
    "    if (p.has_u != 0u) { a = a * A[p.uoff + row * p.ustride + i]; }\n"
    "    A[p.yoff + row * p.ystride + i] = a;\n"
    "}\n",
    /* softcap.wgsl */
    "struct P { n: u32, xoff: u32, cap: f32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {\n"
    "    let i = g.x + g.y * nw.x * 64u;\n"
    "    if (i >= p.n) { return; }\n"
    "    let v = A[p.xoff + i] / p.cap;\n"
    "    let a = abs(v);\n"
    "    var th: f32;\n"
    "    if (a < 0.1) {\n"
    "        let v2 = v * v;\n"
    "        th = v * (1.0 + v2 * (-1.0 / 3.0 + v2 * (2.0 / 15.0 + v2 * (-17.0 / 315.0))));\n"
    "    } else {\n"
    "        let e = exp(-2.0 * a);\n"
    "        th = sign(v) * ((1.0 - e) / (1.0 + e));\n"
    "    }\n"
    "    A[p.xoff + i] = p.cap * th;\n"
    "}\n",
    /* attn.wgsl */
    "struct P { hd: u32, nh: u32, n_kv: u32, cap: u32, hi0: u32, window: u32, qoff: u32, qstride: u32, ooff: u32, ostride: u32, kvstride: u32, scale: f32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> Kc: array<f32>;\n"
    "@group(0) @binding(3) var<storage, read> Vc: array<f32>;\n"
    "var<workgroup> qs: array<f32, 512>;\n"
    "var<workgroup> sc: array<f32, 64>;\n"
    "var<workgroup> red: array<f32, 64>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {\n"
    "    let h = wid.x;\n"
    "    let t = wid.y;\n"
    "    let kh = h / (p.nh / p.n_kv);\n"
    "    let pos = p.hi0 + t;\n"
    "    var lo = 0u;\n"
    "    if (p.window != 0u && pos + 1u > p.window) { lo = pos + 1u - p.window; }\n"
    "    let qb = p.qoff + t * p.qstride + h * p.hd;\n"
    "    for (var d = tid; d < p.hd; d += 64u) { qs[d] = A[qb + d]; }\n"
    "    workgroupBarrier();\n"
    "    var o: array<f32, 8>;\n"
    "    for (var j = 0u; j < 8u; j++) { o[j] = 0.0; }\n"
    "    var m = -3.402823466e38;\n"
    "    var l = 0.0;\n"
    "    for (var c0 = lo; c0 <= pos; c0 += 64u) {\n"
    "        let nc = min(64u, pos + 1u - c0);\n"
    "        var s = -3.402823466e38;\n"
    "        if (tid < nc) {\n"
    "            let kb = ((c0 + tid) % p.cap) * p.kvstride + kh * p.hd;\n"
    "            var dot = 0.0;\n"
    "            for (var d = 0u; d < p.hd; d++) { dot += qs[d] * Kc[kb + d]; }\n"
    "            s = dot * p.scale;\n"
    "        }\n"
    "        red[tid] = s;\n"
    "        workgroupBarrier();\n"
    "        for (var w = 32u; w > 0u; w >>= 1u) {\n"
    "            if (tid < w) { red[tid] = max(red[tid], red[tid + w]); }\n"
    "            workgroupBarrier();\n"
    "        }\n"
    "        let mn = max(m, red[0]);\n"
    "        workgroupBarrier();\n"
    "        var e = 0.0;\n"
    "        if (tid < nc) { e = exp(s - mn); }\n"
    "        sc[tid] = e;\n"
    "        red[tid] = e;\n"
    "        workgroupBarrier();\n"
    "        for (var w = 32u; w > 0u; w >>= 1u) {\n"
    "            if (tid < w) { red[tid] += red[tid + w]; }\n"
    "            workgroupBarrier();\n"
    "        }\n"
    "        let r = exp(m - mn);\n"
    "        l = l * r + red[0];\n"
    "        m = mn;\n"
    "        for (var j = 0u; j < 8u; j++) {\n"
    "            let d = tid + j * 64u;\n"
    "            if (d >= p.hd) { break; }\n"
    "            var acc = o[j] * r;\n"
    "            for (var i = 0u; i < nc; i++) { acc += sc[i] * Vc[((c0 + i) % p.cap) * p.kvstride + kh * p.hd + d]; }\n"
    "            o[j] = acc;\n"
    "        }\n"
    "        workgroupBarrier();\n"
    "    }\n"
    "    let ob = p.ooff + t * p.ostride + h * p.hd;\n"
    "    for (var j = 0u; j < 8u; j++) {\n"
    "        let d = tid + j * 64u;\n"
    "        if (d < p.hd) { A[ob + d] = o[j] / l; }\n"
    "    }\n"
    "}\n",
    /* matmul_rows.wgsl (after common.wgsl) */
    "struct P { K: u32, rows: u32, r0: u32, xoff: u32, ldx: u32, yoff: u32, ldy: u32, wdt: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> W: array<u32>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n"
    "    let r = g.x + g.z * 64u * 65535u;\n"
    "    let t = g.y;\n"
    "    if (r >= p.rows) { return; }\n"
    "    let xb = p.xoff + t * p.ldx;\n"
    "    let wb = r * p.K;\n"
    "    var s = 0.0;\n"
    "    if (p.wdt != 0u && (wb & 1u) == 0u && (p.K & 1u) == 0u) {\n"
    "        let w0 = wb >> 1u;\n"
    "        for (var j = 0u; j < (p.K >> 1u); j++) {\n"
    "            let word = W[w0 + j];\n"
    "            s += A[xb + 2u * j] * ox_widen16(word & 0xffffu) + A[xb + 2u * j + 1u] * ox_widen16(word >> 16u);\n"
    "        }\n"
    "    } else {\n"
    "        for (var k = 0u; k < p.K; k++) { s += A[xb + k] * ox_wload(wb + k); }\n"
    "    }\n"
    "    A[p.yoff + t * p.ldy + p.r0 + r] = s;\n"
    "}\n"
    "fn ox_widen16(h: u32) -> f32 {\n"
    "    if (p.wdt == 2u) { return bitcast<f32>(h << 16u); } // bf16 is the top half of an f32: exact\n"
    "    return unpack2x16float(h).x;                        // f16: every value is exact in f32\n"
    "}\n"
    "fn ox_wload(e: u32) -> f32 {\n"
    "    if (p.wdt == 0u) { return bitcast<f32>(W[e]); }\n"
    "    let word = W[e >> 1u];\n"
    "    return ox_widen16(select(word & 0xffffu, word >> 16u, (e & 1u) != 0u));\n"
    "}\n",
    /* copy.wgsl */
    "struct P { n: u32, soff: u32, doff: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> B: array<f32>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {\n"
    "    let i = g.x + g.y * nw.x * 64u;\n"
    "    if (i >= p.n) { return; }\n"
    "    B[p.doff + i] = B[p.soff + i];\n"
    "}\n",
    /* gdn_log.wgsl */
    "struct P { C: u32, Hv: u32, T: u32, p0: u32, cap: u32, uoff: u32, aoff: u32, boff: u32, negaoff: u32, dtoff: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> Vec: array<f32>;\n"
    "@group(0) @binding(3) var<storage, read_write> Lg: array<f32>;\n"
    "\n"
    "fn log1p_(y: f32) -> f32 {\n"
    "    let u = 1.0 + y;\n"
    "    if (u == 1.0) { return y; }\n"
    "    return log(u) * (y / (u - 1.0));\n"
    "}\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n"
    "    let i = g.x;\n"
    "    let t = g.y + g.z * 65535u;\n"
    "    let n = p.C + 2u * p.Hv;\n"
    "    if (i >= n || t >= p.T) { return; }\n"
    "    let dst = ((p.p0 + t) % p.cap) * n + i;\n"
    "    if (i < p.C) {\n"
    "        Lg[dst] = A[p.uoff + t * p.C + i];\n"
    "    } else if (i < p.C + p.Hv) {\n"
    "        let h = i - p.C;\n"
    "        let x = A[p.aoff + t * p.Hv + h] + Vec[p.dtoff + h];\n"
    "        var sp = x;\n"
    "        if (x <= 20.0) { sp = log1p_(exp(x)); }\n"
    "        Lg[dst] = Vec[p.negaoff + h] * sp;\n"
    "    } else {\n"
    "        let h = i - p.C - p.Hv;\n"
    "        Lg[dst] = 1.0 / (1.0 + exp(-A[p.boff + t * p.Hv + h]));\n"
    "    }\n"
    "}\n",
    /* delta.wgsl */
    "struct P { C: u32, Hv: u32, ratio: u32, dk: u32, dv: u32, Kc: u32, T: u32, p0: u32, base: u32, cap: u32, conv0: u32, woff: u32, src: u32, dst: u32, has_o: u32, ooff: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> Vec: array<f32>;\n"
    "@group(0) @binding(3) var<storage, read_write> S: array<f32>;\n"
    "@group(0) @binding(4) var<storage, read> Lg: array<f32>;\n"
    "const CB = 32u; // columns per group\n"
    "const R = 2u;   // threads per column\n"
    "var<workgroup> qs: array<f32, 512>;\n"
    "var<workgroup> ks: array<f32, 512>;\n"
    "var<workgroup> vs: array<f32, 512>;\n"
    "var<workgroup> red: array<f32, 64>;\n"
    "var<workgroup> red2: array<f32, 64>;\n"
    "\n"
    "fn urow(pos: i32, ch: u32) -> f32 {\n"
    "    if (pos >= i32(p.base)) { return Lg[(u32(pos) % p.cap) * (p.C + 2u * p.Hv) + ch]; }\n"
    "    return Lg[p.conv0 + u32(pos - (i32(p.base) - i32(p.Kc) + 1)) * p.C + ch];\n"
    "}\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {\n"
    "    let h = wid.x;\n"
    "    let kh = h / p.ratio;\n"
    "    let VD = p.Hv * p.dv;\n"
    "    let cq = kh * p.dk;\n"
    "    let ck = (p.C - VD) / 2u + kh * p.dk;\n"
    "    let cv = p.C - VD + h * p.dv;\n"
    "    let jl = tid % CB;\n"
    "    let rs = tid / CB;\n"
    "    let j = wid.y * CB + jl;\n"
    "    let col = j < p.dv;\n"
    "    let nch = 2u * p.dk + p.dv;\n"
    "    let sb = h * p.dk * p.dv;\n"
    "    let src = p.src + sb;\n"
    "    let dst = p.dst + sb;\n"
    "    let qscale = 1.0 / sqrt(f32(p.dk));\n"
    "    for (var t = 0u; t < p.T; t++) {\n"
    "        let pos = i32(p.p0 + t);\n"
    "        for (var c = tid; c < nch; c += 64u) {\n"
    "            var ch = cv + c - 2u * p.dk;\n"
    "            if (c < p.dk) { ch = cq + c; } else if (c < 2u * p.dk) { ch = ck + c - p.dk; }\n"
    "            var y = 0.0;\n"
    "            for (var r = 0u; r < p.Kc; r++) { y += Vec[p.woff + r * p.C + ch] * urow(pos - i32(p.Kc) + 1 + i32(r), ch); }\n"
    "            y = y / (1.0 + exp(-y));\n"
    "            if (c < p.dk) { qs[c] = y; } else if (c < 2u * p.dk) { ks[c - p.dk] = y; } else { vs[c - 2u * p.dk] = y; }\n"
    "        }\n"
    "        workgroupBarrier();\n"
    "        var sq = 0.0;\n"
    "        var sk = 0.0;\n"
    "        for (var i = tid; i < p.dk; i += 64u) { sq += qs[i] * qs[i]; sk += ks[i] * ks[i]; }\n"
    "        red[tid] = sq;\n"
    "        red2[tid] = sk;\n"
    "        workgroupBarrier();\n"
    "        for (var w = 32u; w > 0u; w >>= 1u) {\n"
    "            if (tid < w) { red[tid] += red[tid + w]; red2[tid] += red2[tid + w]; }\n"
    "            workgroupBarrier();\n"
    "        }\n"
    "        let iq = 1.0 / sqrt(red[0] + 1e-6);\n"
    "        let ik = 1.0 / sqrt(red2[0] + 1e-6);\n"
    "        let e = exp(urow(pos, p.C + h));\n"
    "        let beta = urow(pos, p.C + p.Hv + h);\n"
    "        workgroupBarrier();\n"
    "        for (var i = tid; i < p.dk; i += 64u) { qs[i] = qs[i] * (iq * qscale); ks[i] = ks[i] * ik; }\n"
    "        workgroupBarrier();\n"
    "        let s0 = select(dst, src, t == 0u);\n"
    "        var a = 0.0;\n"
    "        if (col) { for (var i = rs; i < p.dk; i += R) { a += ks[i] * S[s0 + i * p.dv + j]; } }\n"
    "        red[tid] = a;\n"
    "        workgroupBarrier();\n"
    "        var at = 0.0;\n"
    "        for (var r = 0u; r < R; r++) { at += red[r * CB + jl]; }\n"
    "        var o = 0.0;\n"
    "        if (col) {\n"
    "            let u = beta * (vs[j] - e * at);\n"
    "            for (var i = rs; i < p.dk; i += R) {\n"
    "                let tv = e * S[s0 + i * p.dv + j] + ks[i] * u;\n"
    "                S[dst + i * p.dv + j] = tv;\n"
    "                o += qs[i] * tv;\n"
    "            }\n"
    "        }\n"
    "        red2[tid] = o;\n"
    "        storageBarrier();\n"
    "        workgroupBarrier();\n"
    "        if (rs == 0u && col && p.has_o != 0u) {\n"
    "            var ot = 0.0;\n"
    "            for (var r = 0u; r < R; r++) { ot += red2[r * CB + jl]; }\n"
    "            A[p.ooff + t * VD + h * p.dv + j] = ot;\n"
    "        }\n"
    "        workgroupBarrier();\n"
    "    }\n"
    "}\n",
    /* moe_route.wgsl */
    "struct P { T: u32, E: u32, K: u32, roff: u32, pesoff: u32, seloff: u32, woff: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> Vec: array<f32>;\n"
    "const KMAX = 32u;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n"
    "    let t = g.x;\n"
    "    if (t >= p.T) { return; }\n"
    "    let rb = p.roff + t * p.E;\n"
    "    var mx = -3.402823466e38;\n"
    "    var sum = 0.0;\n"
    "    var wsum = 0.0;\n"
    "    for (var e = 0u; e < p.E; e++) { mx = max(mx, A[rb + e]); }\n"
    "    for (var e = 0u; e < p.E; e++) { let v = exp(A[rb + e] - mx); A[rb + e] = v; sum += v; }\n"
    "    for (var e = 0u; e < p.E; e++) { A[rb + e] = A[rb + e] / sum; }\n"
    "    var sel: array<i32, 32>;\n"
    "    var w: array<f32, 32>;\n"
    "    for (var i = 0u; i < p.K && i < KMAX; i++) {\n"
    "        var best = -1;\n"
    "        var bp = 0.0;\n"
    "        for (var e = 0u; e < p.E; e++) {\n"
    "            var taken = false;\n"
    "            for (var s = 0u; s < i; s++) { taken = taken || sel[s] == i32(e); }\n"
    "            let pe = A[rb + e];\n"
    "            if (!taken && (best < 0 || pe > bp)) { best = i32(e); bp = pe; }\n"
    "        }\n"
    "        sel[i] = best;\n"
    "        w[i] = bp;\n"
    "        wsum += bp;\n"
    "    }\n"
    "    for (var i = 0u; i < p.K && i < KMAX; i++) {\n"
    "        let q = w[i] / wsum;\n"
    "        A[p.seloff + t * p.K + i] = f32(sel[i]);\n"
    "        A[p.woff + t * p.K + i] = q * Vec[p.pesoff + u32(sel[i])];\n"
    "    }\n"
    "}\n",
    /* moe_combine.wgsl */
    "struct P { T: u32, H: u32, K: u32, yoff: u32, seloff: u32, woff: u32, ooff: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n"
    "    let i = g.x;\n"
    "    let t = g.y + g.z * 65535u;\n"
    "    if (i >= p.H || t >= p.T) { return; }\n"
    "    var acc = 0.0;\n"
    "    var last = -1;\n"
    "    for (var n = 0u; n < p.K; n++) { // the next larger expert index among the token's picks\n"
    "        var best = 0x7fffffff;\n"
    "        var bk = 0u;\n"
    "        for (var k = 0u; k < p.K; k++) {\n"
    "            let e = i32(A[p.seloff + t * p.K + k]);\n"
    "            if (e > last && e < best) { best = e; bk = k; }\n"
    "        }\n"
    "        if (best == 0x7fffffff) { break; }\n"
    "        last = best;\n"
    "        acc += A[p.woff + t * p.K + bk] * A[p.yoff + (t * p.K + bk) * p.H + i];\n"
    "    }\n"
    "    A[p.ooff + t * p.H + i] = acc;\n"
    "}\n",
    /* matmul_ids.wgsl (after common.wgsl) */
    "struct P { K: u32, N: u32, ldx: u32, ldy: u32, xoff: u32, yoff: u32, xdiv: u32, e0: u32, ne: u32, idoff: u32, wdt: u32 }\n"
    "@group(0) @binding(0) var<uniform> p: P;\n"
    "@group(0) @binding(1) var<storage, read_write> A: array<f32>;\n"
    "@group(0) @binding(2) var<storage, read> W: array<u32>;\n"
    "var<workgroup> red: array<f32, 64>;\n"
    "\n"
    "@compute @workgroup_size(64)\n"
    "fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {\n"
    "    let r = wid.x + wid.z * 65535u;\n"
    "    let t = wid.y;\n"
    "    if (r >= p.N) { return; } // the whole group leaves together\n"
    "    let ex = i32(A[p.idoff + t]) - i32(p.e0);\n"
    "    let mine = ex >= 0 && ex < i32(p.ne); // not a branch around the barriers below: ex is read from memory\n"
    "    let xb = p.xoff + (t / p.xdiv) * p.ldx;\n"
    "    let wb = (u32(max(ex, 0)) * p.N + r) * p.K;\n"
    "    var s = 0.0;\n"
    "    if (mine) {\n"
    "        if (p.wdt != 0u && (wb & 1u) == 0u && (p.K & 1u) == 0u) {\n"
    "            let w0 = wb >> 1u;\n"
    "            for (var j = tid; j < (p.K >> 1u); j += 64u) {\n"
    "                let word = W[w0 + j];\n"
    "                s += A[xb + 2u * j] * ox_widen16(word & 0xffffu) + A[xb + 2u * j + 1u] * ox_widen16(word >> 16u);\n"
    "            }\n"
    "        } else {\n"
    "            for (var k = tid; k < p.K; k += 64u) { s += A[xb + k] * ox_wload(wb + k); }\n"
    "        }\n"
    "    }\n"
    "    red[tid] = s;\n"
    "    workgroupBarrier();\n"
    "    for (var h = 32u; h > 0u; h >>= 1u) {\n"
    "        if (tid < h) { red[tid] += red[tid + h]; }\n"
    "        workgroupBarrier();\n"
    "    }\n"
    "    if (tid == 0u && mine) { A[p.yoff + t * p.ldy + r] = red[0]; }\n"
    "}\n"
    "fn ox_widen16(h: u32) -> f32 {\n"
    "    if (p.wdt == 2u) { return bitcast<f32>(h << 16u); } // bf16 is the top half of an f32: exact\n"
    "    return unpack2x16float(h).x;                        // f16: every value is exact in f32\n"
    "}\n"
    "fn ox_wload(e: u32) -> f32 {\n"
    "    if (p.wdt == 0u) { return bitcast<f32>(W[e]); }\n"
    "    let word = W[e >> 1u];\n"
    "    return ox_widen16(select(word & 0xffffu, word >> 16u, (e & 1u) != 0u));\n"
    "}\n",
};
/* ---- END GENERATED WGSL ---- */

#endif /* OXINFER_IMPLEMENTATION */
#endif /* OXINFER_WEBGPU_H */
