/* oxbench - how fast oxinfer.h runs published model shapes on this machine, next to what this machine
   can do at best, measured in the same run.

   Usage: build/oxbench [--model NAME[,NAME...]] [--phase load|prefill|decode|limits|all] [--json]
                        [--threads LIST] [--isa LIST] [--weights LIST] [--dir DIR] [--quick] [--prompts LIST]
                        [--contexts LIST] [--backend cpu|vulkan] [--gpu N] [--mode mmap|read]
     NAME     gemma-4-E2B, gemma-4-E2B-assistant, gemma-4-E4B, qwen3.5-0.8b, qwen3.5-2b (default: all)
     --phase  which rows to print (limits: only the machine probe); the model is loaded in every case
     LIST     comma separated: --threads 1,4,8,all (default: 1,all; "all" = the library's default count, one
              thread per physical core: rows after the 1-thread row of the same path say "Nx 1 thread, P% of
              linear"); --isa best,bf16act,avx2 (default; "best"
              is the kernel path the library picks for a loaded model; others: scalar, avx2, avx512,
              avx512bf16, bf16act (the vdpbf16ps panels on bf16 activations), amx (AMX tiles on bf16
              activations, where the CPU and OS have them))
     DIR      where the checkpoints live (default build/bench_models)
     --weights LIST  bf16,q8,q4 (default bf16): the model as stored and quantized at load (ox_model_desc.weights),
              each loaded once; their rows alternate (every prefill length and decode context runs bf16,
              then q8, then q4, on the same context size) so that a slow minute of the shared host hits
              them alike; the note gives the ratio to the bf16 row just before. With more than bf16 the
              bf16 model is mapped (mmap mode) rather than read, for memory (--mode read reads it: mapped
              pages are 4 KiB ones, and on a host short of memory some of them wait for the disk; the
              quantized models are then still made from a mapping of the file). The isa column reads
              e.g. avx512/q8; GB/s counts the bytes of the quantized tensors. q8+i8, q4+i8: the same with
              int8 activations (ox_model_desc.int8_activations; decode and verification only); right
              after the same weights (q8,q8+i8) they share that model.
     --quick  a smoke test: prefill 128 tokens, decode 8 tokens at context 0
     --prompts LIST, --contexts LIST: other prefill lengths / decode contexts (default 128,512,2048 / 0,1024,4096)
   make bench runs it (make bench BENCH_ARGS="--model qwen3.5-0.8b --quick" passes options).
     --backend vulkan: the Gemma 4 and Qwen 3.5 models on the Vulkan device oxinfer_vulkan.h picks (a discrete GPU,
              else an integrated one; --gpu N or OXINFER_VULKAN_DEVICE=N: device N of the loader's list,
              lavapipe too): per model the device's read and copy bandwidth and tiled-matmul GFLOP/s
              (run_vulkan_model's probes), then load, prefill (best of 2 after a first run) and decode
              rows (--threads and --isa do not apply); other models are skipped. Default: the CPU.

   WHAT IS MEASURED
   1. Checkpoints. Random-weight bf16 checkpoints with the exact tensor shapes of the published models
      (bench/ckpt.h: the text decoders), written once under DIR as real model directories and reused
      when model.safetensors has the expected size (it is renamed into place only when complete).
   2. Machine limits, printed first and taken again before each (model, kernel path, thread count)'s
      prefill and decode rows, and again after each row: the shared host's bandwidth moves between
      ~31-36 and ~54-58 GB/s from minute to minute, so each row's percentages use the larger of the
      probes taken just before and just after it, limit by limit (their numbers are in the row: a
      probe that fell in a slow minute alone put a 1-thread decode row at 117-122%). A group's first
      row reuses the previous row's closing probe. Probes run in a server process forked at the
      start, which holds the 1 GiB buffer: it never counts in a model's memory.
      - read bandwidth: each thread sums its own slice of the 1 GiB buffer (2 MiB aligned, transparent
        huge pages requested) in three ways, with AVX-512 loads (else AVX2, else plain C): as 8
        concurrent streams an eighth of the slice apart; as 4 such streams each prefetched 1 KiB ahead
        (the access of the decode strips; on a Zen 5 VM it read 1.2-1.3x more than 8 plain streams);
        and in 128 KiB blocks, each read as 8 streams 16 KiB apart (on a Zen 3 VM 1.3-1.5x more than
        either of the others in the same minutes, and the decode strips outran a probe without it).
        One warm-up pass, then the best of 5 (--quick: 3) of each; for every thread count of --threads.
      - compute peaks: a register-only loop of 12 independent accumulators per thread, best of 3:
        vdpbf16ps (64 flops per 512-bit instruction: 32 bf16 products, each a multiply and an add),
        f32 FMA with AVX-512 (32 flops) and with AVX2 (16 flops per 256-bit FMA).
   3. Per model, each in a forked child process (its peak memory is its own), per kernel path, per
      thread count:
      - load: ox_model_load in read mode (weights copied into memory; tokenizer skipped): seconds,
        GB/s of tensor data, and how much of the file was in the page cache before (mincore).
      - prefill of 128, 512, 2048 random token ids below the vocabulary in one batched pass (n_batch
        = the longest prompt) from an empty context (ox_reset): tokens/s, best of 2 runs (1 for 2048
        tokens when a run takes over 20 s). GFLOP/s counts the prompt's FLOPs (below); %bf16 compares
        it with the bf16 peak (peak_fraction), %fma with the f32 FMA peak of the path's vector width.
      - decode at context 0, 1024, 4096 (ox__bench_advance puts the context there without a prefill):
        32 tokens evaluated one at a time with logits (ox_eval(ctx, &id, 1, 1)); tok/s = 1 / the
        MEDIAN per-token time (the best is in the note). GB/s = bytes a decode step reads (below) x
        tok/s; %bw compares it with the read bandwidth of the same thread count. The KV cache is
        written once when the context is made (touch_cache: unwritten memory would read as the
        kernel's shared zero page, from the CPU caches).
      - resident memory: the peak (VmHWM) of the model's process when the row is printed (weights,
        context with its n_batch-sized scratch, KV cache); the last row of a model is its peak.
        MB and GB are 10^6 and 10^9 bytes.
      - gemma-4-E2B-assistant is a drafter and cannot run alone: its load row has the drafter's own
        memory; then a gemma-4-E2B target is mapped (mmap mode) and one draft step (ox__draft_step,
        as bench/spec_bench.c times it; median of 32) is timed over the target at contexts 0, 1024,
        4096: rows with phase "decode", rss_mb null (the target is in the same process).

   BYTES PER DECODED TOKEN (from the checkpoint's tensor list)
     weights: every tensor's bytes, except the embedding tables: embed_tokens counts whole (the tied
       head reads all of it once; the lookup row is part of it); embed_tokens_per_layer counts one row
       (layers x ple_dim bf16).
     + KV cache read at context n (K and V stored in f32), the new token attending n + 1 positions:
       the sum over ALL attention layers (a KV-shared layer reads its source layer's cache again) of
       positions x kv_heads x head_dim x 2 x 4, positions = n + 1 (full) or min(n + 1, window)
       (sliding).
     + Qwen 3.5 linear-attention layers: the recurrent state read and written (2 x Hv x dk x dv x 4)
       and the conv window (conv_k x C x 4).
     Draft step: the drafter's tensors except its embedding and token ordering; the candidate rows of
       its centroid head (top_k x vocab / n_centroids rows of H bf16) and their ids; the target's
       embedding row; the target KV it attends (sliding: window + 1 positions, full: n + 1); the
       vocab-sized row of f32 logits the head fills.
   FLOPS PER PROMPT TOKEN
     2 x (parameters of every matmul weight, without the LM head and the embedding lookups), printed
     per model (Gemma 4 E2B: 3.75 GFLOP). The prefill GFLOP/s counts that, plus attention at each
     prompt position (QK and PV: 4 x heads x head_dim x positions attended, per layer; a Qwen linear
     layer: 6 x Hv x dk x dv, the recurrent form), plus the head once (one row of logits is kept).

   OUTPUT
     A table on stdout (progress on stderr), or with --json one JSON object per line:
       measurements: model, isa, threads, phase ("load", "prefill", "decode"), tokens (prompt tokens;
         context for decode), tok_s, gb_s, bw_fraction, gflops, peak_fraction (of the bf16 peak),
         rss_mb; also fma_fraction, probe (the probe after the row), probe_before, seconds (load
         time, prefill run, median decode step), bytes_per_token, gflop_per_token, note. null where
         a field does not apply.
       each probe: phase "limits", probe, model (the model whose rows it brackets, or null), threads
         (the largest thread count), seconds_since_start, bw_gb_s_1t, bw_gb_s_nt, bf16_gflops_1t, bf16_gflops_nt,
         fma_gflops_1t, fma_gflops_nt (AVX-512, else AVX2), fma_avx2_gflops_1t, fma_avx2_gflops_nt.
   OXINFER_PROFILE=1 adds, on stderr after each prefill and decode row, the thread pool's profile of
   the row's runs (section 7 of oxinfer.h): per stage (matmul panels, x packing, strips, attention,
   per-token rows) jobs, wall and summed busy time, efficiency, the slowest thread, late starts, and
   the serial time between jobs.
   Built with the project's flags (make bench): the library and the probes pick SIMD at run time. */
#ifndef _GNU_SOURCE /* g++ defines it */
#define _GNU_SOURCE /* fork, mincore, madvise: before oxinfer.h, which includes system headers */
#endif
#define OXINFER_IMPLEMENTATION
#include "../oxinfer_vulkan.h" /* oxinfer.h with the Vulkan backend (--backend vulkan) */
#include "ckpt.h"
#include "vk_probe.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <pthread.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <sys/resource.h>
#include <signal.h>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define BENCH_X86 1
#endif

#define NA (-1.0) /* a field that does not apply: "-" in the table, null in JSON */
#define MAX_LIST 8

/* ================================================================================================
   Options and small helpers
   ============================================================================================== */

typedef struct opts {
    const char *models, *phase, *dir;
    int json, quick;
    int threads[MAX_LIST], n_threads;
    const char *isas[MAX_LIST];
    int n_isas;
    const char *weights[MAX_LIST]; /* --weights: bf16 (as stored), q8, q4 */
    int n_weights;
    int prefill[4], n_prefill, ctxs[4], n_ctxs, n_decode;
    int vulkan, gpu;   /* --backend vulkan, --gpu N (0-based; -1: the library's choice) */
    int read_all;      /* --mode read: the as-stored model read into memory even beside quantized ones (default: mapped then) */
} opts;
static ox_backend_kind bench_backend = OX_BACKEND_CPU; /* what load_model asks for */
static int bench_gpu;

static double t_start;
static double now(void) { return ox__now(); }

static int in_list(const char *list, const char *name) { /* list: comma separated, NULL = all */
    size_t n = strlen(name);
    const char *p = list;
    if (!list) return 1;
    while (*p) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == n && !strncmp(p, name, n)) return 1;
        if (!e) break;
        p = e + 1;
    }
    return 0;
}
static int want_phase(const opts *o, const char *ph) { return !strcmp(o->phase, "all") || !strcmp(o->phase, ph); }

/* Peak resident memory of this process in MB: VmHWM, else ru_maxrss. */
static double peak_rss_mb(void) {
    char line[256];
    FILE *f = fopen("/proc/self/status", "r");
    struct rusage ru;
    if (f) {
        while (fgets(line, sizeof line, f))
            if (!strncmp(line, "VmHWM:", 6)) { fclose(f); return atof(line + 6) * 1024.0 / 1e6; } /* kB -> MB */
        fclose(f);
    }
    if (getrusage(RUSAGE_SELF, &ru) == 0) return (double)ru.ru_maxrss * 1024.0 / 1e6;
    return NA;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* ================================================================================================
   Machine limits: read bandwidth and compute peaks
   ============================================================================================== */

typedef struct limits {
    int req;                /* the request this answers (the server's pipe is shared by processes in turn) */
    int id;                 /* probe number, in the order taken */
    double t;               /* seconds since the start of the run */
    int n, threads[MAX_LIST];
    double bw[MAX_LIST];    /* GB/s, per thread count */
    double bf16[MAX_LIST];  /* GFLOP/s of vdpbf16ps (0: the CPU has none) */
    double fma512[MAX_LIST], fma256[MAX_LIST];
} limits;

static int have_avx512, have_avx512bf16, have_avx2;
static void detect_cpu(void) {
#if defined(BENCH_X86) && (defined(__GNUC__) || defined(__clang__))
    __builtin_cpu_init();
    have_avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    have_avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
    have_avx512bf16 = have_avx512 && __builtin_cpu_supports("avx512bf16");
#endif
}

/* ---- read bandwidth: 8 plain streams per thread, 4 with software prefetch, or 8 in blocks ---- */
#define BW_STREAMS 8  /* the most streams a pattern uses: slices are cut in multiples of BW_STREAMS lines */
#define BW_PF 1024    /* the prefetched pattern's distance, as the decode strips' OX__STREAM_PF */
#define BW_BLOCK ((size_t)128 << 10) /* the blocked pattern's block: 8 streams 16 KiB apart */
#if defined(__GNUC__) || defined(__clang__)
#define BW_PREFETCH(a) __builtin_prefetch((const void *)(a), 0, 3)
#else
#define BW_PREFETCH(a) ((void)0)
#endif
/* Stream k (k < ns: 8, or 4 with pf) reads p + k*len .. p + (k+1)*len, one 64-byte line per stream per
   iteration, each into its own accumulator (written out by hand: the accumulators must stay in
   registers); with pf each line BW_PF bytes ahead is prefetched first. A prefetch past the end of a
   stream is harmless (prefetches do not fault). */
#define BW_PTRS const unsigned char *p0 = p, *p1 = p + len, *p2 = p + 2 * len, *p3 = p + 3 * len, *p4 = p + 4 * len, \
                                    *p5 = p + 5 * len, *p6 = p + 6 * len, *p7 = p + 7 * len
#if defined(BENCH_X86)
__attribute__((target("avx512f"))) static uint64_t sum_streams_avx512(const unsigned char *p, size_t len, int pf) {
    __m512i a0 = _mm512_setzero_si512(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0;
    size_t o;
    BW_PTRS;
#define L512(k) a##k = _mm512_add_epi64(a##k, _mm512_load_si512((const void *)(p##k + o)));
#define P512(k) BW_PREFETCH(p##k + o + BW_PF); L512(k)
    if (pf) for (o = 0; o < len; o += 64) { P512(0) P512(1) P512(2) P512(3) }
    else for (o = 0; o < len; o += 64) { L512(0) L512(1) L512(2) L512(3) L512(4) L512(5) L512(6) L512(7) }
#undef L512
#undef P512
    a0 = _mm512_add_epi64(_mm512_add_epi64(_mm512_add_epi64(a0, a1), _mm512_add_epi64(a2, a3)),
                          _mm512_add_epi64(_mm512_add_epi64(a4, a5), _mm512_add_epi64(a6, a7)));
    { /* the lanes summed through memory: g++ 12 warns on _mm512_reduce_add_epi64's insides */
        uint64_t t[8], sum = 0;
        int i;
        _mm512_storeu_si512((void *)t, a0);
        for (i = 0; i < 8; i++) sum += t[i];
        return sum;
    }
}
__attribute__((target("avx2"))) static uint64_t sum_streams_avx2(const unsigned char *p, size_t len, int pf) {
    __m256i a0 = _mm256_setzero_si256(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0;
    uint64_t t[4];
    size_t o;
    BW_PTRS;
#define L256(k) a##k = _mm256_add_epi64(a##k, _mm256_add_epi64(_mm256_load_si256((const __m256i *)(const void *)(p##k + o)), \
                                                               _mm256_load_si256((const __m256i *)(const void *)(p##k + o + 32))));
#define P256(k) BW_PREFETCH(p##k + o + BW_PF); L256(k)
    if (pf) for (o = 0; o < len; o += 64) { P256(0) P256(1) P256(2) P256(3) }
    else for (o = 0; o < len; o += 64) { L256(0) L256(1) L256(2) L256(3) L256(4) L256(5) L256(6) L256(7) }
#undef L256
#undef P256
    a0 = _mm256_add_epi64(_mm256_add_epi64(_mm256_add_epi64(a0, a1), _mm256_add_epi64(a2, a3)),
                          _mm256_add_epi64(_mm256_add_epi64(a4, a5), _mm256_add_epi64(a6, a7)));
    _mm256_storeu_si256((__m256i *)(void *)t, a0);
    return t[0] + t[1] + t[2] + t[3];
}
#endif
static uint64_t sum_streams_c(const unsigned char *p, size_t len, int pf) {
    uint64_t a[BW_STREAMS] = {0}, s = 0;
    size_t o;
    int k, ns = pf ? 4 : BW_STREAMS;
    for (o = 0; o < len; o += 64)
        for (k = 0; k < ns; k++) {
            const uint64_t *q = (const uint64_t *)(const void *)(p + (size_t)k * len + o);
            if (pf) BW_PREFETCH((const unsigned char *)q + BW_PF);
            a[k] += q[0] + q[1] + q[2] + q[3] + q[4] + q[5] + q[6] + q[7];
        }
    for (k = 0; k < ns; k++) s += a[k];
    return s;
}

/* ---- compute peak: 12 independent accumulators, register only ---- */
#if defined(BENCH_X86)
#define ACC12(OP) OP(0) OP(1) OP(2) OP(3) OP(4) OP(5) OP(6) OP(7) OP(8) OP(9) OP(10) OP(11)
__attribute__((target("avx512f,avx512bw,avx512bf16"))) static float loop_bf16(long iters) {
    __m512 a[12];
    __m512bh x = (__m512bh)_mm512_set1_epi16(0x3f80), y = (__m512bh)_mm512_set1_epi16(0x3a80); /* 1.0, 2^-10 */
    float out[16];
    long i;
    int k;
    for (k = 0; k < 12; k++) a[k] = _mm512_set1_ps((float)k);
#define DP(j) a[j] = _mm512_dpbf16_ps(a[j], x, y);
    for (i = 0; i < iters; i++) {
        ACC12(DP)
        __asm__ __volatile__("" : "+v"(x)); /* keeps the loop from being folded */
    }
#undef DP
    for (k = 1; k < 12; k++) a[0] = _mm512_add_ps(a[0], a[k]);
    _mm512_storeu_ps(out, a[0]);
    return out[0];
}
__attribute__((target("avx512f"))) static float loop_fma512(long iters) {
    __m512 a[12], x = _mm512_set1_ps(0.999f), y = _mm512_set1_ps(1e-3f);
    float out[16];
    long i;
    int k;
    for (k = 0; k < 12; k++) a[k] = _mm512_set1_ps((float)k);
#define FM(j) a[j] = _mm512_fmadd_ps(a[j], x, y);
    for (i = 0; i < iters; i++) {
        ACC12(FM)
        __asm__ __volatile__("" : "+v"(x));
    }
#undef FM
    for (k = 1; k < 12; k++) a[0] = _mm512_add_ps(a[0], a[k]);
    _mm512_storeu_ps(out, a[0]);
    return out[0];
}
__attribute__((target("avx2,fma"))) static float loop_fma256(long iters) {
    __m256 a[12], x = _mm256_set1_ps(0.999f), y = _mm256_set1_ps(1e-3f);
    float out[8];
    long i;
    int k;
    for (k = 0; k < 12; k++) a[k] = _mm256_set1_ps((float)k);
#define FM(j) a[j] = _mm256_fmadd_ps(a[j], x, y);
    for (i = 0; i < iters; i++) {
        ACC12(FM)
        __asm__ __volatile__("" : "+x"(x));
    }
#undef FM
    for (k = 1; k < 12; k++) a[0] = _mm256_add_ps(a[0], a[k]);
    _mm256_storeu_ps(out, a[0]);
    return out[0];
}
#endif

/* ---- running a probe on N threads at once ---- */
typedef struct probe_job {
    int kind;                   /* 0 read bandwidth, 1 bf16, 2 fma512, 3 fma256, 4 read bandwidth prefetched,
                                   5 read bandwidth in blocks */
    const unsigned char *p;     /* bandwidth: this thread's slice */
    size_t len;                 /* bytes per stream */
    long iters;
    int *go;                    /* threads spin until it is set, so all start together */
    int *ready;
    volatile float sink;
    volatile uint64_t sum;
} probe_job;

static uint64_t sum_streams(const unsigned char *p, size_t len, int pf) {
#if defined(BENCH_X86)
    if (have_avx512) return sum_streams_avx512(p, len, pf);
    if (have_avx2) return sum_streams_avx2(p, len, pf);
#endif
    return sum_streams_c(p, len, pf);
}
static void probe_body(probe_job *j) {
    switch (j->kind) {
    case 0:
    case 4: j->sum = sum_streams(j->p, j->len, j->kind == 4); break;
    case 5: { /* the slice (8 len) as blocks of BW_BLOCK, each read as 8 streams an eighth of it apart */
        size_t all = j->len * BW_STREAMS, o;
        uint64_t sum = 0;
        for (o = 0; o + BW_BLOCK <= all; o += BW_BLOCK) sum += sum_streams(j->p + o, BW_BLOCK / BW_STREAMS, 0);
        if (o < all) sum += sum_streams(j->p + o, (all - o) / BW_STREAMS / 64 * 64, 0);
        j->sum = sum;
        break;
    }
#if defined(BENCH_X86)
    case 1: j->sink = loop_bf16(j->iters); break;
    case 2: j->sink = loop_fma512(j->iters); break;
    case 3: j->sink = loop_fma256(j->iters); break;
#endif
    default: break;
    }
}
static void *probe_thread(void *arg) {
    probe_job *j = (probe_job *)arg;
    __atomic_add_fetch(j->ready, 1, __ATOMIC_SEQ_CST);
    while (!__atomic_load_n(j->go, __ATOMIC_SEQ_CST)) { }
    probe_body(j);
    return NULL;
}
/* Wall seconds for nth threads to each run the job (bandwidth: each its own slice of buf). */
static double probe_run(int kind, int nth, const unsigned char *buf, size_t bytes, long iters) {
    pthread_t th[256];
    probe_job jobs[256];
    int go = 0, ready = 0, i, started = 0;
    size_t slice = bytes / (size_t)nth / (BW_STREAMS * 128) * (BW_STREAMS * 128);
    double t0, t1;
    for (i = 0; i < nth; i++) {
        memset(&jobs[i], 0, sizeof jobs[i]);
        jobs[i].kind = kind;
        jobs[i].p = buf ? buf + (size_t)i * slice : NULL;
        jobs[i].len = slice / (kind == 4 ? 4 : BW_STREAMS); /* bytes per stream (kind 5: an eighth of the slice) */
        jobs[i].iters = iters;
        jobs[i].go = &go;
        jobs[i].ready = &ready;
    }
    for (i = 0; i < nth; i++)
        if (pthread_create(&th[i], NULL, probe_thread, &jobs[i]) == 0) started++;
        else break;
    while (__atomic_load_n(&ready, __ATOMIC_SEQ_CST) < started) { }
    t0 = now();
    __atomic_store_n(&go, 1, __ATOMIC_SEQ_CST);
    for (i = 0; i < started; i++) pthread_join(th[i], NULL);
    t1 = now();
    return started == nth ? t1 - t0 : -1;
}

static void probe_measure(limits *L, int quick, const unsigned char *buf, size_t bytes) {
    int i, r, reps = quick ? 3 : 5;
    for (i = 0; i < L->n; i++) L->bw[i] = L->bf16[i] = L->fma512[i] = L->fma256[i] = 0;
    if (buf) {
        for (i = 0; i < L->n; i++) {
            int nth = L->threads[i];
            size_t used = bytes / (size_t)nth / (BW_STREAMS * 128) * (BW_STREAMS * 128) * (size_t)nth;
            probe_run(0, nth, buf, bytes, 0); /* warm-up pass */
            for (r = 0; r < 3 * reps; r++) { /* the three patterns in turn */
                static const int kinds[3] = {0, 4, 5};
                double t = probe_run(kinds[r % 3], nth, buf, bytes, 0);
                if (t > 0 && used / t / 1e9 > L->bw[i]) L->bw[i] = used / t / 1e9;
            }
        }
    }
#if defined(BENCH_X86)
    {
        /* ~50 ms per run at ~4 GHz, one instruction per cycle and accumulator group */
        long iters = quick ? 8000000 : 16000000;
        int kind;
        for (kind = 1; kind <= 3; kind++) {
            double flops_per_iter = kind == 1 ? 12.0 * 64 : kind == 2 ? 12.0 * 32 : 12.0 * 16;
            if ((kind == 1 && !have_avx512bf16) || (kind == 2 && !have_avx512) || (kind == 3 && !have_avx2)) continue;
            for (i = 0; i < L->n; i++) {
                double best = 0;
                for (r = 0; r < 3; r++) {
                    double t = probe_run(kind, L->threads[i], NULL, 0, iters);
                    if (t > 0 && flops_per_iter * iters * L->threads[i] / t / 1e9 > best) best = flops_per_iter * iters * L->threads[i] / t / 1e9;
                }
                if (kind == 1) L->bf16[i] = best;
                else if (kind == 2) L->fma512[i] = best;
                else L->fma256[i] = best;
            }
        }
    }
#endif
}

/* The thread counts a probe measures: 1 and every count of --threads. */
static void probe_threads(const opts *o, limits *L) {
    int i, j;
    L->n = 0;
    L->threads[L->n++] = 1;
    for (i = 0; i < o->n_threads && L->n < MAX_LIST; i++) {
        int dup = 0;
        for (j = 0; j < L->n; j++) dup |= L->threads[j] == o->threads[i];
        if (!dup) L->threads[L->n++] = o->threads[i];
    }
}

/* The probe server: a process forked at the start, while this program is still small, that holds
   the 1 GiB buffer (faulted in once: on this VM first-touch page faults cost ~1-25 us each) and takes
   a probe whenever asked. Its memory never counts in a model's process, and it sleeps in read()
   between probes. Probes are numbered in the order taken, across the whole run. */
static int probe_req = -1, probe_resp = -1;
static pid_t probe_pid = -1;
static int probe_count;

static void probe_server(const opts *o, int in, int out) {
    size_t bytes = (size_t)1 << 30;
    unsigned char *buf = NULL;
    int cmd, id = 0;
    limits L;
    if (posix_memalign((void **)&buf, (size_t)2 << 20, bytes) != 0) buf = NULL;
    if (buf) {
#if defined(MADV_HUGEPAGE)
        madvise(buf, bytes, MADV_HUGEPAGE);
#endif
        memset(buf, 1, bytes);
    }
    while (read(in, &cmd, sizeof cmd) == (ssize_t)sizeof cmd && cmd) {
        memset(&L, 0, sizeof L);
        L.req = cmd;
        probe_threads(o, &L);
        L.id = ++id;
        L.t = now() - t_start;
        probe_measure(&L, o->quick, buf, buf ? bytes : 0);
        if (write(out, &L, sizeof L) != (ssize_t)sizeof L) break;
    }
    free(buf);
}

static void probe_start(const opts *o) {
    int req[2], resp[2];
    fflush(stdout);
    fflush(stderr);
    if (pipe(req) != 0) return;
    if (pipe(resp) != 0) { close(req[0]); close(req[1]); return; }
    if ((probe_pid = fork()) == 0) {
        close(req[1]);
        close(resp[0]);
        probe_server(o, req[0], resp[1]);
        _exit(0);
    }
    close(req[0]);
    close(resp[1]);
    if (probe_pid < 0) { close(req[1]); close(resp[0]); return; }
    probe_req = req[1];
    probe_resp = resp[0];
}
static void probe_stop(void) {
    int cmd = 0, st;
    if (probe_pid <= 0) return;
    if (write(probe_req, &cmd, sizeof cmd) != (ssize_t)sizeof cmd) { /* the server is gone */ }
    close(probe_req);
    close(probe_resp);
    waitpid(probe_pid, &st, 0);
}
static void probe(limits *L, const opts *o) {
    /* a request number of this process: an answer left over from a process that died waiting is skipped */
    int cmd = (int)((getpid() & 0xFFFFF) << 10) + (++probe_count & 0x3FF);
    if (probe_pid > 0 && write(probe_req, &cmd, sizeof cmd) == (ssize_t)sizeof cmd) {
        for (;;) {
            ssize_t n = 0, k;
            while (n < (ssize_t)sizeof *L && (k = read(probe_resp, (char *)L + n, sizeof *L - (size_t)n)) > 0) n += k;
            if (n != (ssize_t)sizeof *L) break;
            if (L->req == cmd) return;
        }
    }
    /* no server: in this process (then its buffer does count in this process's memory) */
    memset(L, 0, sizeof *L);
    probe_threads(o, L);
    L->id = 1000 + probe_count;
    L->t = now() - t_start;
    {
        size_t bytes = (size_t)1 << 30;
        unsigned char *buf = NULL;
        if (posix_memalign((void **)&buf, (size_t)2 << 20, bytes) != 0) buf = NULL;
        if (buf) memset(buf, 1, bytes);
        probe_measure(L, o->quick, buf, buf ? bytes : 0);
        free(buf);
    }
}

static int limit_index(const limits *L, int threads) {
    int i;
    for (i = 0; i < L->n; i++) if (L->threads[i] == threads) return i;
    return -1;
}

/* ================================================================================================
   Output: a table or JSON lines
   ============================================================================================== */

typedef struct row {
    const char *model, *isa, *phase, *note;
    int threads, tokens, probe, probe0; /* the probes after and before the row */
    double tok_s, gb_s, bw_frac, gflops, peak_frac, fma_frac, rss_mb, seconds, bytes_per_token, gflop_per_token;
} row;

static void row_init(row *r, const char *model, const char *isa, int threads, const char *phase) {
    r->model = model; r->isa = isa; r->threads = threads; r->phase = phase; r->note = "";
    r->tokens = -1; r->probe = r->probe0 = -1;
    r->tok_s = r->gb_s = r->bw_frac = r->gflops = r->peak_frac = r->fma_frac = r->rss_mb = NA;
    r->seconds = r->bytes_per_token = r->gflop_per_token = NA;
}

static void json_num(const char *key, double v, int last) {
    if (v == NA || v != v) printf("\"%s\":null%s", key, last ? "" : ",");
    else printf("\"%s\":%.6g%s", key, v, last ? "" : ",");
}
static void json_int(const char *key, int v) {
    if (v < 0) printf("\"%s\":null,", key);
    else printf("\"%s\":%d,", key, v);
}
static void json_str(const char *key, const char *v) {
    if (!v) printf("\"%s\":null,", key);
    else printf("\"%s\":\"%s\",", key, v);
}

static void table_header(void) {
    printf("%-22s %-10s %3s %-7s %6s %9s %9s %7s %5s %8s %5s %5s %7s %7s  %s\n", "model", "isa", "thr", "phase", "tokens", "time", "tok/s",
           "GB/s", "%bw", "GFLOP/s", "%bf16", "%fma", "RSS MB", "probe", "note");
    fflush(stdout);
}
static void fmt(char *b, size_t n, const char *f, double v) {
    if (v == NA || v != v) snprintf(b, n, "-");
    else snprintf(b, n, f, v);
}

static void emit(const opts *o, const row *r) {
    if (o->json) {
        printf("{");
        json_str("model", r->model);
        json_str("isa", r->isa);
        json_int("threads", r->threads);
        json_str("phase", r->phase);
        json_int("tokens", r->tokens);
        json_num("tok_s", r->tok_s, 0);
        json_num("gb_s", r->gb_s, 0);
        json_num("bw_fraction", r->bw_frac, 0);
        json_num("gflops", r->gflops, 0);
        json_num("peak_fraction", r->peak_frac, 0);
        json_num("rss_mb", r->rss_mb, 0);
        json_num("fma_fraction", r->fma_frac, 0);
        json_int("probe", r->probe);
        json_int("probe_before", r->probe0);
        json_num("seconds", r->seconds, 0);
        json_num("bytes_per_token", r->bytes_per_token, 0);
        json_num("gflop_per_token", r->gflop_per_token, 0);
        printf("\"note\":\"%s\"}\n", r->note);
    } else {
        char tok[16], ts[16], gb[16], bw[16], gf[16], pk[16], fm[16], rs[16], pr[32], th[16], tm[24];
        fmt(ts, sizeof ts, r->tok_s >= 100 ? "%.0f" : r->tok_s >= 10 ? "%.1f" : "%.2f", r->tok_s);
        fmt(gb, sizeof gb, "%.1f", r->gb_s);
        fmt(bw, sizeof bw, "%.0f%%", r->bw_frac == NA ? NA : r->bw_frac * 100);
        fmt(gf, sizeof gf, "%.1f", r->gflops);
        fmt(pk, sizeof pk, "%.0f%%", r->peak_frac == NA ? NA : r->peak_frac * 100);
        fmt(fm, sizeof fm, "%.0f%%", r->fma_frac == NA ? NA : r->fma_frac * 100);
        fmt(rs, sizeof rs, "%.0f", r->rss_mb);
        if (r->probe > 0 && r->probe0 > 0) snprintf(pr, sizeof pr, "#%d/%d", r->probe0, r->probe);
        else if (r->probe > 0) snprintf(pr, sizeof pr, "#%d", r->probe);
        else snprintf(pr, sizeof pr, "-");
        if (r->tokens >= 0) snprintf(tok, sizeof tok, "%d", r->tokens); else snprintf(tok, sizeof tok, "-");
        if (r->threads > 0) snprintf(th, sizeof th, "%d", r->threads); else snprintf(th, sizeof th, "-");
        if (r->seconds == NA) snprintf(tm, sizeof tm, "-");
        else if (r->seconds < 1) snprintf(tm, sizeof tm, "%.1f ms", r->seconds * 1e3);
        else snprintf(tm, sizeof tm, "%.1f s", r->seconds);
        printf("%-22s %-10s %3s %-7s %6s %9s %9s %7s %5s %8s %5s %5s %7s %7s  %s\n", r->model, r->isa ? r->isa : "-", th, r->phase, tok,
               tm, ts, gb, bw, gf, pk, fm, rs, pr, r->note);
    }
    fflush(stdout);
}

static void emit_limits(const opts *o, const limits *L, const char *model) {
    int i1 = limit_index(L, 1), in = 0, i;
    for (i = 1; i < L->n; i++) if (L->threads[i] > L->threads[in]) in = i;
    if (o->json) {
#define LV(a, i) ((i) >= 0 && (a)[i] > 0 ? (a)[i] : NA)
        printf("{\"phase\":\"limits\",\"probe\":%d,", L->id);
        json_str("model", model);
        printf("\"threads\":%d,", L->threads[in]);
        json_num("seconds_since_start", L->t, 0);
        json_num("bw_gb_s_1t", LV(L->bw, i1), 0);
        json_num("bw_gb_s_nt", LV(L->bw, in), 0);
        json_num("bf16_gflops_1t", LV(L->bf16, i1), 0);
        json_num("bf16_gflops_nt", LV(L->bf16, in), 0);
        json_num("fma_gflops_1t", L->fma512[in] > 0 ? LV(L->fma512, i1) : LV(L->fma256, i1), 0);
        json_num("fma_gflops_nt", L->fma512[in] > 0 ? LV(L->fma512, in) : LV(L->fma256, in), 0);
        json_num("fma_avx2_gflops_1t", LV(L->fma256, i1), 0);
        json_num("fma_avx2_gflops_nt", LV(L->fma256, in), 1);
        printf("}\n");
#undef LV
    } else {
        printf("%s probe #%d at %.0f s%s%s:", model ? "  --" : "limits,", L->id, L->t, model ? ", around the rows of " : "", model ? model : "");
        for (i = 0; i < L->n; i++) {
            printf(" %d thread%s: read %.1f GB/s", L->threads[i], L->threads[i] == 1 ? "" : "s", L->bw[i]);
            if (L->bf16[i] > 0) printf(", bf16 %.0f", L->bf16[i]);
            if (L->fma512[i] > 0) printf(", fma512 %.0f", L->fma512[i]);
            if (L->fma256[i] > 0) printf(", fma256 %.0f", L->fma256[i]);
            printf(" GFLOP/s%s", i + 1 < L->n ? ";" : "\n");
        }
    }
    fflush(stdout);
}

/* ================================================================================================
   Models: checkpoints and what a token costs
   ============================================================================================== */

enum { KIND_GEMMA4, KIND_ASSISTANT, KIND_QWEN35 };
typedef struct mspec {
    const char *name;
    int kind;
    const bench_g4 *g;
    const bench_q35 *q;
} mspec;
static const mspec model_specs[] = {
    {"gemma-4-E2B", KIND_GEMMA4, &bench_gemma4_e2b, NULL},
    {"gemma-4-E2B-assistant", KIND_ASSISTANT, &bench_gemma4_e2b_assistant, NULL},
    {"gemma-4-E4B", KIND_GEMMA4, &bench_gemma4_e4b, NULL},
    {"qwen3.5-0.8b", KIND_QWEN35, NULL, &bench_qwen35_0_8b},
    {"qwen3.5-2b", KIND_QWEN35, NULL, &bench_qwen35_2b},
};
#define N_MODELS ((int)(sizeof model_specs / sizeof model_specs[0]))

enum { LT_SLIDING, LT_FULL, LT_LINEAR };
typedef struct cost {
    double file_bytes;   /* tensor data in the checkpoint */
    uint64_t file_size;  /* size of model.safetensors */
    double w_decode;     /* weight bytes one decode step reads */
    double mm_params;    /* parameters of the matmul weights, without the head and the embedding lookups */
    double head_params;  /* vocab x hidden (tied head) */
    int n_layers, type[128], nh[128], nkv[128], hd[128], window;
    double lin_state, lin_conv; /* Qwen linear layers: bytes of one recurrent state, of the conv window */
    double lin_flops;           /* per linear layer per token: 6 Hv dk dv */
    /* assistant draft step */
    double draft_fixed;         /* weights, candidate rows, ordering, target embedding row, logits fill */
} cost;

static int ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && !strcmp(s + n - m, suffix);
}

static void cost_from_tensors(cost *c, const bench_tensor *t, int n) {
    int i;
    for (i = 0; i < n; i++) {
        double b = (double)bench_tensor_bytes(&t[i]);
        c->file_bytes += b;
        if (ends_with(t[i].name, "embed_tokens_per_layer.weight")) {
            c->w_decode += 2.0 * (double)t[i].shape[1];                /* one row */
        } else if (ends_with(t[i].name, "embed_tokens.weight")) {
            c->w_decode += b;                                          /* the tied head reads it all */
            c->head_params = (double)t[i].shape[0] * (double)t[i].shape[1];
        } else if (t[i].dtype == 1) {
            /* the drafter's token ordering: counted in draft_fixed */
        } else {
            c->w_decode += b;
            if (t[i].ndim == 2) c->mm_params += (double)t[i].shape[0] * (double)t[i].shape[1];
        }
    }
}

static void cost_model(const mspec *s, cost *c) {
    bench_tensor *t = (bench_tensor *)calloc(BENCH_MAX_TENSORS, sizeof *t);
    int i, n;
    memset(c, 0, sizeof *c);
    if (!t) return;
    if (s->kind == KIND_QWEN35) {
        const bench_q35 *q = s->q;
        n = bench_list_qwen35(q, t);
        cost_from_tensors(c, t, n);
        c->file_size = bench_file_size(t, n);
        c->n_layers = q->layers;
        for (i = 0; i < q->layers && i < 128; i++) {
            c->type[i] = bench_q35_is_full(q, i) ? LT_FULL : LT_LINEAR;
            c->nh[i] = q->heads; c->nkv[i] = q->kv_heads; c->hd[i] = q->head_dim;
        }
        c->lin_state = (double)q->hv * q->dk * q->dv * 4;
        c->lin_conv = (double)q->conv_k * (2.0 * q->hk * q->dk + (double)q->hv * q->dv) * 4;
        c->lin_flops = 6.0 * q->hv * q->dk * q->dv;
    } else {
        const bench_g4 *g = s->g;
        n = bench_list(g, t);
        cost_from_tensors(c, t, n);
        c->file_size = bench_file_size(t, n);
        c->n_layers = g->layers;
        c->window = g->window;
        for (i = 0; i < g->layers && i < 128; i++) {
            int full = bench_is_full(g, i);
            c->type[i] = full ? LT_FULL : LT_SLIDING;
            c->nh[i] = g->heads; c->nkv[i] = g->kv_heads; c->hd[i] = full ? g->global_head_dim : g->head_dim;
        }
        if (s->kind == KIND_ASSISTANT) {
            /* the head reads only the candidate rows of its embedding: top_k clusters of vocab / n_centroids */
            double per = (double)g->vocab / g->n_centroids;
            c->draft_fixed = c->w_decode - c->head_params * 2                   /* drafter weights, no embedding */
                             + g->centroid_top_k * per * g->hidden * 2          /* candidate rows */
                             + g->centroid_top_k * per * 4                      /* their ids (int32 in memory) */
                             + (double)g->backbone * 2                          /* target embedding row */
                             + (double)g->vocab * 4;                            /* the logits row it fills */
        }
    }
    free(t);
}

/* Bytes the attention / recurrent state of one decode step reads at context n (see the header). */
static double kv_bytes(const cost *c, int n) {
    double b = 0;
    int i;
    for (i = 0; i < c->n_layers; i++) {
        double pos = c->type[i] == LT_SLIDING ? (n + 1 < c->window ? n + 1 : c->window) : n + 1;
        if (c->type[i] == LT_LINEAR) b += 2 * c->lin_state + c->lin_conv;
        else b += pos * c->nkv[i] * c->hd[i] * 2.0 * 4.0;
    }
    return b;
}
/* Attention FLOPs of the token at position p. */
static double attn_flops(const cost *c, int p) {
    double f = 0;
    int i;
    for (i = 0; i < c->n_layers; i++) {
        double pos = c->type[i] == LT_SLIDING ? (p + 1 < c->window ? p + 1 : c->window) : p + 1;
        if (c->type[i] == LT_LINEAR) f += c->lin_flops;
        else f += 4.0 * c->nh[i] * c->hd[i] * pos;
    }
    return f;
}
static double prefill_flops(const cost *c, int P) {
    double f = 2.0 * c->mm_params * P + 2.0 * c->head_params;
    int p;
    for (p = 0; p < P; p++) f += attn_flops(c, p);
    return f;
}
/* Draft step at target context n: the drafter's layers attend the target's last sliding layer
   (window + 1 positions) and last full layer (n + 1 positions... the token just evaluated included). */
static double draft_bytes(const cost *c, int n) {
    double b = c->draft_fixed;
    int i;
    for (i = 0; i < c->n_layers; i++) {
        double pos = c->type[i] == LT_SLIDING ? (n + 2 < c->window + 1 ? n + 2 : c->window + 1) : n + 1;
        b += pos * c->nkv[i] * c->hd[i] * 2.0 * 4.0;
    }
    return b;
}

/* Write the checkpoint unless a complete one (the expected size) is there. */
static int ensure_checkpoint(const mspec *s, const char *root, char *dir, size_t dirsz) {
    char path[1200];
    struct stat st;
    double t = now();
    cost c;
    snprintf(dir, dirsz, "%s/%s", root, s->name);
    snprintf(path, sizeof path, "%s/model.safetensors", dir);
    cost_model(s, &c);
    if (stat(path, &st) != 0) fprintf(stderr, "oxbench: writing the random checkpoint %s (%.2f GB, once) ...\n", dir, (double)c.file_size / 1e9);
    else if ((uint64_t)st.st_size != c.file_size)
        fprintf(stderr, "oxbench: %s has %llu bytes, not the expected %llu: writing it again ...\n", path, (unsigned long long)st.st_size,
                (unsigned long long)c.file_size);
    if (!(s->kind == KIND_QWEN35 ? bench_write_qwen35(s->q, dir) : bench_write_gemma4(s->g, dir))) {
        fprintf(stderr, "oxbench: cannot write %s\n", dir);
        return 0;
    }
    if (now() - t > 1.0) fprintf(stderr, "oxbench: wrote %s in %.0f s\n", path, now() - t);
    return 1;
}

/* Fraction of a file in the page cache (mincore), or -1. */
static double cached_fraction(const char *dir) {
    char path[1200];
    struct stat st;
    double frac = -1;
    int fd;
    snprintf(path, sizeof path, "%s/model.safetensors", dir);
    if ((fd = open(path, O_RDONLY)) < 0) return -1;
    if (fstat(fd, &st) == 0 && st.st_size > 0) {
        size_t len = (size_t)st.st_size, pg = (size_t)sysconf(_SC_PAGESIZE), np = (len + pg - 1) / pg, i, in = 0;
        void *p = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
        unsigned char *v = (unsigned char *)malloc(np);
        if (p != MAP_FAILED && v && mincore(p, len, v) == 0) {
            for (i = 0; i < np; i++) in += v[i] & 1;
            frac = (double)in / (double)np;
        }
        free(v);
        if (p != MAP_FAILED) munmap(p, len);
    }
    close(fd);
    return frac;
}

static ox_result load_model(const char *dir, ox_load_mode mode, int threads, ox_model **m, double *seconds) {
    ox_model_desc md;
    double t;
    ox_result r;
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.load_mode = mode;
    md.skip_tokenizer = 1;
    md.n_threads = threads;
    md.backend = bench_backend;
    md.gpu = bench_gpu;
    t = now();
    r = ox_model_load(&md, m);
    *seconds = now() - t;
    if (r != OX_OK) fprintf(stderr, "oxbench: loading %s: %s\n", dir, ox_error_message());
    return r;
}

/* ================================================================================================
   Measurements of one model (in its own process)
   ============================================================================================== */

static int max_threads(const opts *o) {
    int i, n = 1;
    for (i = 0; i < o->n_threads; i++) if (o->threads[i] > n) n = o->threads[i];
    return n;
}

/* The kernel paths to run: "best" is the model's default; duplicates and unavailable ones skipped. */
static int resolve_isas(const opts *o, ox_model *m, const char **out) {
    const char *best = m->int8_act ? ox__isa_names[m->kern->isa] : m->kern->name; /* the int8 variant's base path */
    int i, j, n = 0;
    for (i = 0; i < o->n_isas; i++) {
        const char *name = !strcmp(o->isas[i], "best") ? best : o->isas[i];
        int dup = 0;
        for (j = 0; j < n; j++) dup |= !strcmp(out[j], name);
        if (dup) continue;
        if (!ox__bench_set_isa(m, name)) { fprintf(stderr, "oxbench: kernel path %s is not available here; skipped\n", name); continue; }
        out[n++] = name;
    }
    ox__bench_set_isa(m, best);
    return n;
}

static void fill_ids(int32_t *ids, int n, int vocab, uint32_t seed) {
    int i;
    for (i = 0; i < n; i++) {
        seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5;
        ids[i] = (int32_t)(seed % (uint32_t)vocab);
    }
}

static void set_fractions(row *r, const limits *L, const char *isa) {
    int li = limit_index(L, r->threads);
    r->probe = L->id;
    if (li < 0) return;
    if (r->gb_s != NA && L->bw[li] > 0) r->bw_frac = r->gb_s / L->bw[li];
    if (r->gflops != NA) {
        double fma = !strcmp(isa, "avx2") ? L->fma256[li] : !strcmp(isa, "scalar") ? 0 : L->fma512[li];
        if (L->bf16[li] > 0) r->peak_frac = r->gflops / L->bf16[li];
        if (fma > 0) r->fma_frac = r->gflops / fma;
    }
}

/* The limits before a group of rows (a kernel path and thread count's prefill or decode rows): the
   probe that closed the previous row when there is one (*fresh; only contexts were made and freed
   since), else a new one. */
static void probe_open(const opts *o, limits *L, const char *model, int *fresh) {
    if (!*fresh) {
        probe(L, o);
        emit_limits(o, L, model);
    }
    *fresh = 0;
}
/* A row's limits: probe again, print it, and take each limit as the larger of this probe and *L
   (the one before the row); the new probe is then the next row's "before" (*fresh = 1). */
static void probe_close(const opts *o, limits *L, const char *model, row *r, const char *isa, int *fresh) {
    limits A, M;
    int i, k;
    probe(&A, o);
    emit_limits(o, &A, model);
    M = *L;
    for (i = 0; i < M.n; i++) {
        if ((k = limit_index(&A, M.threads[i])) < 0) continue;
        if (A.bw[k] > M.bw[i]) M.bw[i] = A.bw[k];
        if (A.bf16[k] > M.bf16[i]) M.bf16[i] = A.bf16[k];
        if (A.fma512[k] > M.fma512[i]) M.fma512[i] = A.fma512[k];
        if (A.fma256[k] > M.fma256[i]) M.fma256[i] = A.fma256[k];
    }
    set_fractions(r, &M, isa);
    r->probe0 = L->id;
    r->probe = A.id;
    *L = A;
    *fresh = 1;
}

/* Write the whole KV cache of a new context once. The library allocates it zeroed and untouched, and
   untouched memory reads as the kernel's one shared zero page: a decode step timed after
   ox__bench_advance would then read its "cache" from the CPU caches and look faster than it is. */
static void touch_cache(ox_context *c) {
    const ox_model *m = c->m;
    int i;
    if (strcmp(m->backend->name, "cpu")) return; /* the CPU's states only */
    if (!strcmp(ox_model_arch(m), "gemma4")) {
        ox__g4state *g = (ox__g4state *)c->arch_state;
        for (i = 0; i < m->n_layers; i++) {
            const ox__g4layer *ly = &m->layers[i];
            size_t n = (size_t)(ly->full ? c->n_ctx : g->sliding_cap) * (size_t)ly->n_kv * (size_t)ly->hd * sizeof(float);
            if (ly->slot < 0) continue;
            memset(g->kc[ly->slot], 0, n);
            memset(g->vc[ly->slot], 0, n);
        }
    }
#ifdef OX__HAVE_QWEN35
    else if (!strcmp(ox_model_arch(m), "qwen3_5")) {
        const ox__q35model *qm = (const ox__q35model *)m->arch_data;
        ox__q35state *st = (ox__q35state *)c->arch_state;
        size_t n = (size_t)c->n_ctx * (size_t)qm->cfg.n_kv * (size_t)qm->cfg.head_dim * sizeof(float);
        for (i = 0; i < qm->n_full; i++) {
            memset(st->kc[i], 0, n);
            memset(st->vc[i], 0, n);
        }
    }
#endif
}

/* Weight bytes a decoded token reads with m's weights: c->w_decode with every quantized matrix's
   bf16 bytes replaced by its quantized ones (the per-layer embedding table: one row of each). */
static double decode_weight_bytes(const cost *c, ox_model *m) {
    const ox__tensor ***slots;
    int n = ox__quant_slots(m, NULL, 0), i, j;
    double w = c->w_decode;
    if (n <= 0 || !(slots = (const ox__tensor ***)calloc((size_t)n, sizeof *slots))) return w;
    ox__quant_slots(m, slots, n);
    for (i = 0; i < n; i++) {
        const ox__tensor *t = *slots[i];
        int dup = 0;
        if (!t || !ox__is_quant(t->dtype)) continue;
        for (j = 0; j < i; j++) dup |= *slots[j] == t;
        if (dup) continue;
        if (ends_with(t->name, "embed_tokens_per_layer.weight")) w += (double)((const ox__qmat *)t->data)->rstride - 2.0 * (double)t->shape[1];
        else w += (double)t->nbytes - 2.0 * (double)t->shape[0] * (double)t->shape[1];
    }
    free((void *)slots);
    return w;
}

static ox_weights weights_of(const char *name) {
    return !strncmp(name, "q8", 2) ? OX_WEIGHTS_Q8 : !strncmp(name, "q4", 2) ? OX_WEIGHTS_Q4 : OX_WEIGHTS_AS_STORED;
}
/* q8+i8, q4+i8: the same weights with int8 activations (ox_model_desc.int8_activations) */
static int int8_of(const char *name) { return strstr(name, "+i8") != NULL; }

/* A Gemma 4 or Qwen 3.5 model: load (once per --weights entry), then prefill and decode per kernel
   path and thread count, the weights' rows alternating. */
static void run_text_model(const mspec *s, const opts *o, const char *dir) {
    cost c;
    ox_model *ms[MAX_LIST];
    ox_context *cs[MAX_LIST];
    double wbytes[MAX_LIST], base;
    const char *isas[MAX_LIST];
    char label[MAX_LIST][48];
    double load_s, cached, rss_start = peak_rss_mb();
    int n_isas, ii, ti, i, wi, Pmax = 1, Cmax = 0, n_ctx, vocab, nw = o->n_weights;
    int32_t *ids;
    limits L;
    int fresh = 0; /* L is the probe that closed the last row */
    int alias[MAX_LIST];                 /* entry wi shares entry wi - 1's model (q8 then q8+i8) */
    const ox__kernels *kerns[MAX_LIST];  /* each entry's kernel table, set before its rows */
    static ox__kernels i8tab[MAX_LIST];
    row r;
    char note[200];
    cost_model(s, &c);
    for (i = 0; i < o->n_prefill; i++) if (o->prefill[i] > Pmax) Pmax = o->prefill[i];
    for (i = 0; i < o->n_ctxs; i++) if (o->ctxs[i] > Cmax) Cmax = o->ctxs[i];
    n_ctx = Cmax + o->n_decode + 16 > Pmax ? Cmax + o->n_decode + 16 : Pmax;
    cached = cached_fraction(dir);
    if (!o->json) {
        printf("== %s: %.2f GB of bf16 tensors; a decoded token reads %.3f GB of weights + %.1f MB of KV/state at context 0, "
               "%.1f MB at 4096; a prompt token costs %.3f GFLOP in matmuls (no head) + %.4f GFLOP of attention at position 2048; "
               "context n_ctx %d, n_batch %d\n", s->name, c.file_bytes / 1e9, c.w_decode / 1e9, kv_bytes(&c, 0) / 1e6,
               kv_bytes(&c, 4096) / 1e6, 2 * c.mm_params / 1e9, attn_flops(&c, 2048) / 1e9, n_ctx, Pmax);
        fflush(stdout);
    }
    memset(ms, 0, sizeof ms);
    memset(alias, 0, sizeof alias);
    for (wi = 0; wi < nw; wi++) {
        ox_model_desc md;
        double t;
        if (wi > 0 && int8_of(o->weights[wi]) && !int8_of(o->weights[wi - 1]) && weights_of(o->weights[wi]) == weights_of(o->weights[wi - 1])) {
            ms[wi] = ms[wi - 1]; /* q8+i8 after q8: the same weights, another kernel table */
            wbytes[wi] = wbytes[wi - 1];
            alias[wi] = 1;
            continue;
        }
        memset(&md, 0, sizeof md);
        md.path = dir;
        md.load_mode = nw > 1 && !(o->read_all && weights_of(o->weights[wi]) == OX_WEIGHTS_AS_STORED) ? OX_LOAD_MMAP : OX_LOAD_READ;
        md.skip_tokenizer = 1;
        md.backend = OX_BACKEND_CPU; /* where a GPU is found too (auto would take it) */
        md.n_threads = max_threads(o);
        md.weights = weights_of(o->weights[wi]);
        md.int8_activations = int8_of(o->weights[wi]);
        t = now();
        if (ox_model_load(&md, &ms[wi]) != OX_OK) {
            fprintf(stderr, "oxbench: loading %s (%s): %s\n", dir, o->weights[wi], ox_error_message());
            for (i = 0; i < wi; i++) if (!alias[i]) ox_model_free(ms[i]);
            return;
        }
        load_s = now() - t;
        wbytes[wi] = decode_weight_bytes(&c, ms[wi]);
        row_init(&r, s->name, ms[wi]->kern->name, -1, "load");
        r.seconds = load_s;
        r.gb_s = c.file_bytes / load_s / 1e9;
        r.rss_mb = peak_rss_mb();
        snprintf(note, sizeof note, "%s, weights %s (%.3f GB/token), %.0f%% of the file in the page cache before; RSS %.0f MB before",
                 md.load_mode == OX_LOAD_MMAP ? "mmap mode" : "read mode", o->weights[wi], wbytes[wi] / 1e9, cached * 100, rss_start);
        r.note = note;
        if (want_phase(o, "load")) emit(o, &r);
    }
    if (!strcmp(o->phase, "load")) { for (wi = 0; wi < nw; wi++) if (!alias[wi]) ox_model_free(ms[wi]); return; }
    vocab = ox_model_vocab_size(ms[0]);

    ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)(Pmax + o->n_decode + 64));
    fill_ids(ids, Pmax + o->n_decode + 64, vocab, 2463534242u);
    n_isas = resolve_isas(o, ms[0], isas);
    for (ii = 0; ii < n_isas; ii++) {
        for (wi = 0; wi < nw; wi++) {
            if (alias[wi]) kerns[wi] = ox__kernels_int8(kerns[wi - 1], &i8tab[wi]) ? &i8tab[wi] : kerns[wi - 1];
            else { ox__bench_set_isa(ms[wi], isas[ii]); kerns[wi] = ms[wi]->kern; }
            if (!strcmp(o->weights[wi], "bf16")) snprintf(label[wi], sizeof label[wi], "%s", isas[ii]);
            else snprintf(label[wi], sizeof label[wi], "%s/%s", isas[ii], o->weights[wi]);
        }
        double pre1[MAX_LIST], dec1[MAX_LIST]; /* this path's 1-thread rates, per prompt / context */
        memset(pre1, 0, sizeof pre1); memset(dec1, 0, sizeof dec1);
        for (ti = 0; ti < o->n_threads; ti++) {
            int th = o->threads[ti], k, ok = 1;
            ox_context_desc cd;
            memset(&cd, 0, sizeof cd);
            cd.n_ctx = n_ctx;
            cd.n_batch = Pmax;
            cd.n_threads = th;
            memset(cs, 0, sizeof cs);
            for (wi = 0; wi < nw && ok; wi++) {
                if (ox_context_new(ms[wi], &cd, &cs[wi]) != OX_OK) { fprintf(stderr, "oxbench: %s: context: %s\n", s->name, ox_error_message()); ok = 0; }
                else touch_cache(cs[wi]);
            }
            if (ok && want_phase(o, "prefill")) {
                probe_open(o, &L, s->name, &fresh);
                for (k = 0; k < o->n_prefill; k++)
                    for (wi = 0, base = 0; wi < nw; wi++) {
                        int P = o->prefill[k], runs = 0, want = 2;
                        double best = 1e30, first = 0;
                        ox_context *ctx = cs[wi];
                        ms[wi]->kern = kerns[wi];
                        while (runs < want) {
                            double t;
                            ox_reset(ctx);
                            t = now();
                            if (ox_eval(ctx, ids, P, 1) != OX_OK) { fprintf(stderr, "oxbench: prefill: %s\n", ox_error_message()); break; }
                            t = now() - t;
                            if (t < best) best = t;
                            if (!runs) first = t;
                            runs++;
                            if (P >= 2048 && t > 20) want = 1;
                        }
                        if (!runs) continue;
                        row_init(&r, s->name, label[wi], th, "prefill");
                        r.tokens = P;
                        r.seconds = best;
                        r.tok_s = P / best;
                        r.gflop_per_token = prefill_flops(&c, P) / P / 1e9;
                        r.gflops = prefill_flops(&c, P) / best / 1e9;
                        r.rss_mb = peak_rss_mb();
                        probe_close(o, &L, s->name, &r, isas[ii], &fresh);
                        if (runs > 1) snprintf(note, sizeof note, "best of %d (first run %.2f s), %.3f GFLOP/token", runs, first, r.gflop_per_token);
                        else snprintf(note, sizeof note, "1 run, %.3f GFLOP/token", r.gflop_per_token);
                        if (wi == 0 && k < MAX_LIST) { /* scaling: against this path's 1-thread row (--threads 1 first) */
                            if (th == 1) pre1[k] = r.tok_s;
                            else if (pre1[k] > 0)
                                snprintf(note + strlen(note), sizeof note - strlen(note), "; %.2fx 1 thread, %.0f%% of linear", r.tok_s / pre1[k], 100 * r.tok_s / pre1[k] / th);
                        }
                        ox__pool_prof_dump(ctx->pool, "prefill");
                        if (wi == 0) base = r.tok_s;
                        else if (base > 0) snprintf(note + strlen(note), sizeof note - strlen(note), "; %.2fx the %s row", r.tok_s / base, o->weights[0]);
                        r.note = note;
                        emit(o, &r);
                    }
            }
            if (ok && want_phase(o, "decode")) {
                double *dt = (double *)malloc(sizeof(double) * (size_t)o->n_decode);
                probe_open(o, &L, s->name, &fresh);
                for (k = 0; k < o->n_ctxs; k++)
                    for (wi = 0, base = 0; wi < nw; wi++) {
                        int n = o->ctxs[k], j, good = 1;
                        double med, best = 1e30, p10, p90;
                        ox_context *ctx = cs[wi];
                        ms[wi]->kern = kerns[wi];
                        ox_reset(ctx);
                        if (n > 0 && !ox__bench_advance(ctx, n)) { fprintf(stderr, "oxbench: cannot advance %s to %d\n", s->name, n); break; }
                        for (j = 0; j < o->n_decode && good; j++) {
                            int32_t id = ids[j];
                            double t = now();
                            if (ox_eval(ctx, &id, 1, 1) != OX_OK) { fprintf(stderr, "oxbench: decode: %s\n", ox_error_message()); good = 0; }
                            dt[j] = now() - t;
                            if (dt[j] < best) best = dt[j];
                        }
                        if (!good) continue;
                        med = median(dt, o->n_decode); /* sorts dt */
                        p10 = dt[o->n_decode / 10]; p90 = dt[o->n_decode - 1 - o->n_decode / 10];
                        row_init(&r, s->name, label[wi], th, "decode");
                        r.tokens = n;
                        r.seconds = med;
                        r.tok_s = 1 / med;
                        r.bytes_per_token = wbytes[wi] + kv_bytes(&c, n);
                        r.gb_s = r.bytes_per_token / med / 1e9;
                        r.rss_mb = peak_rss_mb();
                        probe_close(o, &L, s->name, &r, isas[ii], &fresh);
                        snprintf(note, sizeof note, "median of %d steps (best %.1f, p10-p90 %.1f-%.1f tok/s), %.3f GB/token", o->n_decode, 1 / best,
                                 1 / p90, 1 / p10, r.bytes_per_token / 1e9);
                        if (wi == 0 && ti < MAX_LIST && k < MAX_LIST) {
                            if (th == 1) dec1[k] = r.tok_s;
                            else if (dec1[k] > 0)
                                snprintf(note + strlen(note), sizeof note - strlen(note), "; %.2fx 1 thread, %.0f%% of linear", r.tok_s / dec1[k], 100 * r.tok_s / dec1[k] / th);
                        }
                        ox__pool_prof_dump(ctx->pool, "decode");
                        if (wi == 0) base = r.tok_s;
                        else if (base > 0) snprintf(note + strlen(note), sizeof note - strlen(note), "; %.2fx the %s row", r.tok_s / base, o->weights[0]);
                        r.note = note;
                        emit(o, &r);
                    }
                free(dt);
            }
            for (wi = 0; wi < nw; wi++) ox_context_free(cs[wi]);
        }
    }
    free(ids);
    for (wi = 0; wi < nw; wi++) if (!alias[wi]) ox_model_free(ms[wi]);
    if (!o->json) printf("  -- %s: peak resident memory %.0f MB (weights, contexts, scratch)\n", s->name, peak_rss_mb());
}

/* The assistant: load alone (its own memory), then draft steps over a gemma-4-E2B target. */
static void run_assistant(const mspec *s, const opts *o, const char *dir) {
    cost c;
    ox_model *dm = NULL, *tm = NULL;
    const char *isas[MAX_LIST];
    char tdir[1100], note[160];
    double load_s, tload_s, cached = cached_fraction(dir), rss_start = peak_rss_mb();
    int n_isas, ii, ti, k, Cmax = 0, steps = o->quick ? 8 : 32;
    limits L;
    int fresh = 0; /* L is the probe that closed the last row */
    row r;
    const mspec *ts = &model_specs[0]; /* gemma-4-E2B */
    cost_model(s, &c);
    for (k = 0; k < o->n_ctxs; k++) if (o->ctxs[k] > Cmax) Cmax = o->ctxs[k];
    if (load_model(dir, OX_LOAD_READ, max_threads(o), &dm, &load_s) != OX_OK) return;
    if (!o->json) {
        printf("== %s: %.3f GB of bf16 tensors (a drafter: loads alone; its draft step runs over a %s target); default kernels %s\n",
               s->name, c.file_bytes / 1e9, ts->name, dm->kern->name);
        fflush(stdout);
    }
    row_init(&r, s->name, dm->kern->name, -1, "load");
    r.seconds = load_s;
    r.gb_s = c.file_bytes / load_s / 1e9;
    r.rss_mb = peak_rss_mb();
    snprintf(note, sizeof note, "read mode, %.0f%% of the file in the page cache before; RSS %.0f MB before", cached * 100, rss_start);
    r.note = note;
    if (want_phase(o, "load")) emit(o, &r);
    if (!want_phase(o, "decode")) { ox_model_free(dm); return; }
    if (!ensure_checkpoint(ts, o->dir, tdir, sizeof tdir)) { ox_model_free(dm); return; }
    if (load_model(tdir, OX_LOAD_MMAP, max_threads(o), &tm, &tload_s) != OX_OK) { ox_model_free(dm); return; }
    n_isas = resolve_isas(o, dm, isas);
    for (ii = 0; ii < n_isas; ii++) {
        ox__bench_set_isa(dm, isas[ii]);
        ox__bench_set_isa(tm, isas[ii]);
        for (ti = 0; ti < o->n_threads; ti++) {
            int th = o->threads[ti];
            ox_context_desc cd;
            ox_context *ctx = NULL;
            double *dt = (double *)malloc(sizeof(double) * (size_t)steps);
            memset(&cd, 0, sizeof cd);
            cd.n_ctx = Cmax + 64;
            cd.n_batch = 16;
            cd.n_threads = th;
            if (ox_context_new(tm, &cd, &ctx) != OX_OK) { fprintf(stderr, "oxbench: target context: %s\n", ox_error_message()); free(dt); continue; }
            touch_cache(ctx);
            probe_open(o, &L, s->name, &fresh);
            for (k = 0; k < o->n_ctxs; k++) {
                int n = o->ctxs[k], j;
                int32_t tok = 1000 + k, next = tok;
                ox__draft_state *ds;
                double med, best = 1e30;
                ox_reset(ctx);
                if (n > 0 && !ox__bench_advance(ctx, n)) break;
                if (ox_eval(ctx, &tok, 1, 1) != OX_OK) { fprintf(stderr, "oxbench: target: %s\n", ox_error_message()); break; }
                if (ox__draft_state_get(ctx, dm, &ds) != OX_OK) { fprintf(stderr, "oxbench: drafter: %s\n", ox_error_message()); break; }
                const float *h;
                ox__draft_view(ctx, &ds->view);
                ox__g4_hidden(ctx, -1, &h);
                ox__draft_step(ctx, ds, tok, h, n + 1, &next); /* warm-up */
                for (j = 0; j < steps; j++) {
                    double t = now();
                    ox__draft_step(ctx, ds, tok, h, n + 1, &next);
                    dt[j] = now() - t;
                    if (dt[j] < best) best = dt[j];
                }
                (void)next;
                med = median(dt, steps);
                row_init(&r, s->name, isas[ii], th, "decode");
                r.tokens = n;
                r.seconds = med;
                r.tok_s = 1 / med;
                r.bytes_per_token = draft_bytes(&c, n);
                r.gb_s = r.bytes_per_token / med / 1e9;
                probe_close(o, &L, s->name, &r, isas[ii], &fresh);
                snprintf(note, sizeof note, "draft step, median of %d (best %.2f ms), %.1f MB/step", steps, 1e3 * best,
                         r.bytes_per_token / 1e6);
                r.note = note;
                emit(o, &r);
            }
            ox_context_free(ctx);
            free(dt);
        }
    }
    ox_model_free(tm);
    ox_model_free(dm);
}

/* ================================================================================================
   The Vulkan backend (--backend vulkan): Gemma 4 and Qwen 3.5 on the device oxinfer_vulkan.h picks (--gpu N)
   ============================================================================================== */

/* The device's limits, with the library's own kernels, in the model's process: read (the decode
   matmul over 256 MiB of bf16 weights, 4 a step: every byte read once, the ceiling of decode),
   copy (vkCmdCopyBuffer of 256 MiB, bytes read + written), and the tiled prefill matmul on f32 and
   bf16 weights (512 tokens, K = N = 4096): GFLOP/s the kernels reach, the "peak" a prefill row is
   compared with. On a CPU implementation (lavapipe) 8 MiB and 128 tokens x 512. Best of 5 steps. */
typedef struct vk_limits { double read, copy, f32, bf16; } vk_limits;
static void vk_probe(ox_vk_device *d, vk_limits *L) {
    ox_vk_info in;
    uint32_t K = 4096, N, T, dt;
    size_t mib;
    ox__vk_buf bx, by, c0, c1;
    ox__vk_tensor wt;
    vk_probe_job rd, cp, mm; /* the read (a decode matmul), the copy, the prefill matmul */
    void *w;
    float *x;
    double t;
    size_t j;
    int cpu;
    memset(L, 0, sizeof *L);
    memset(&rd, 0, sizeof rd); memset(&cp, 0, sizeof cp); memset(&mm, 0, sizeof mm);
    rd.y = mm.y = &by; rd.x = mm.x = &bx; rd.w = mm.w = &wt; rd.T = 1; cp.dst = &c1; cp.src = &c0;
    ox_vk_device_info(d, &in);
    cpu = in.type == VK_PHYSICAL_DEVICE_TYPE_CPU;
    mib = cpu ? 8 : 256;
    N = (uint32_t)(mib * 1048576 / ((size_t)K * 2));
    T = cpu ? 128 : 512;
    mm.T = T;
    w = calloc((size_t)N * K, 4);
    x = (float *)calloc((size_t)T * K, 4);
    if (!w || !x) { free(w); free(x); return; }
    for (j = 0; j < (size_t)T * K; j++) x[j] = (float)(j % 13) * 0.01f;
    for (j = 0; j < (size_t)N * K; j++) ((uint16_t *)w)[j] = ox__f32_to_bf16((float)(j % 7) - 3.0f);
    if (ox__vk_tensor_upload(d, &wt, w, OX__BF16, N, K, "read probe") == OX_OK) {
        if (ox__vk_buf_new(d, &bx, (size_t)K * 4, 0, "x") == OX_OK && ox__vk_upload(d, &bx, 0, x, (size_t)K * 4) == OX_OK &&
            ox__vk_buf_new(d, &by, (size_t)N * 4, 0, "y") == OX_OK) {
            if ((t = vk_probe_best(d, &rd, 4, 5)) > 0) L->read = (double)N * K * 2 * 4 / t / 1e9;
            ox__vk_buf_free(d, &by);
        }
        ox__vk_buf_free(d, &bx);
        ox__vk_tensor_free(d, &wt);
    }
    if (ox__vk_buf_new(d, &c0, (VkDeviceSize)mib << 20, 0, "copy source") == OX_OK) {
        if (ox__vk_buf_new(d, &c1, (VkDeviceSize)mib << 20, 0, "copy target") == OX_OK) {
            if ((t = vk_probe_best(d, &cp, 4, 5)) > 0) L->copy = 2.0 * (double)c0.size * 4 / t / 1e9;
            ox__vk_buf_free(d, &c1);
        }
        ox__vk_buf_free(d, &c0);
    }
    K = N = cpu ? 512 : 4096;
    for (dt = 0; dt <= OX__BF16; dt += OX__BF16) {
        for (j = 0; j < (size_t)N * K; j++) {
            float v = (float)(j % 11) * 0.1f - 0.5f;
            if (dt == OX__F32) ((float *)w)[j] = v;
            else ((uint16_t *)w)[j] = ox__f32_to_bf16(v);
        }
        if (ox__vk_tensor_upload(d, &wt, w, (int)dt, N, K, "matmul probe") != OX_OK) continue;
        if (ox__vk_buf_new(d, &bx, (size_t)T * K * 4, 0, "x") == OX_OK && ox__vk_upload(d, &bx, 0, x, (size_t)T * K * 4) == OX_OK &&
            ox__vk_buf_new(d, &by, (size_t)T * N * 4, 0, "y") == OX_OK) {
            if ((t = vk_probe_best(d, &mm, 2, 5)) > 0) *(dt == OX__F32 ? &L->f32 : &L->bf16) = 2.0 * T * K * N * 2 / t / 1e9;
            ox__vk_buf_free(d, &by);
        }
        ox__vk_buf_free(d, &bx);
        ox__vk_tensor_free(d, &wt);
    }
    free(w);
    free(x);
}

/* Decode at context n without a prefill, as ox__bench_advance does on the CPU (the cache memory is
   the device's, allocated and never written: its contents do not change a step's cost). */
static int vk_advance(ox_context *c, int n) {
    if (n < 0 || n > c->n_ctx || strcmp(c->m->backend->name, "vulkan")) return 0;
    if (!strcmp(ox_model_arch(c->m), "gemma4")) {
        ox__vkg4state *s = (ox__vkg4state *)c->arch_state;
        s->ring_lo = n - s->sliding_cap > 0 ? n - s->sliding_cap : 0;
    } else if (!strcmp(ox_model_arch(c->m), "qwen3_5")) { /* the linear layers' log and base start at n (their cost does not depend on it) */
        ox__vkq35state *s = (ox__vkq35state *)c->arch_state;
        s->base_pos = s->log_hi = n;
        s->prev_pos = -1;
    } else return 0;
    c->pos = c->kv_end = n;
    return 1;
}
/* The device a Vulkan model runs on (every architecture's upload starts with the same head). */
static ox_vk_device *vk_dev(const ox_model *m) { return ((const ox__vk_home *)m->backend_data)->dev; }

static void run_vulkan_model(const mspec *s, const opts *o, const char *dir) {
    cost c;
    ox_model *m = NULL;
    ox_context *ctx = NULL;
    ox_context_desc cd;
    vk_limits L;
    double load_s, bw;
    int i, k, Pmax = 1, Cmax = 0, n_ctx, vocab;
    int32_t *ids;
    row r;
    char note[200];
    if (s->kind == KIND_ASSISTANT) { fprintf(stderr, "oxbench: %s: no Vulkan forward pass for this model alone (skipped)\n", s->name); return; }
    cost_model(s, &c);
    for (i = 0; i < o->n_prefill; i++) if (o->prefill[i] > Pmax) Pmax = o->prefill[i];
    for (i = 0; i < o->n_ctxs; i++) if (o->ctxs[i] > Cmax) Cmax = o->ctxs[i];
    n_ctx = Cmax + o->n_decode + 16 > Pmax ? Cmax + o->n_decode + 16 : Pmax;
    if (load_model(dir, OX_LOAD_READ, 1, &m, &load_s) != OX_OK) return;
    vk_probe(vk_dev(m), &L);
    ox__vk_prof_clear(vk_dev(m)); /* OXINFER_PROFILE: the model's steps only */
    bw = L.read > L.copy ? L.read : L.copy;
    if (o->json) {
        printf("{\"phase\":\"limits\",\"backend\":\"vulkan\",\"model\":\"%s\",\"device\":\"%s\",", s->name, ox_model_device(m));
        json_num("read_gb_s", L.read, 0); json_num("copy_gb_s", L.copy, 0); json_num("f32_gflops", L.f32, 0); json_num("bf16_gflops", L.bf16, 1);
        printf("}\n");
    } else
        printf("== %s on %s: read %.1f GB/s, copy %.1f GB/s, tiled matmul f32 %.0f / bf16 %.0f GFLOP/s (the library's kernels); "
               "a decoded token reads %.3f GB + %.1f MB of KV at context 0; n_ctx %d, n_batch %d\n",
               s->name, ox_model_device(m), L.read, L.copy, L.f32, L.bf16, c.w_decode / 1e9, kv_bytes(&c, 0) / 1e6, n_ctx, Pmax);
    vocab = ox_model_vocab_size(m);
    row_init(&r, s->name, "vulkan", -1, "load");
    r.seconds = load_s;
    r.gb_s = c.file_bytes / load_s / 1e9;
    r.rss_mb = peak_rss_mb();
    r.note = "read mode, then uploaded once to the device";
    if (want_phase(o, "load")) emit(o, &r);
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = n_ctx;
    cd.n_batch = Pmax;
    cd.n_threads = 1;
    if (!strcmp(o->phase, "load") || ox_context_new(m, &cd, &ctx) != OX_OK) {
        if (strcmp(o->phase, "load")) fprintf(stderr, "oxbench: %s: context: %s\n", s->name, ox_error_message());
        ox_model_free(m);
        return;
    }
    ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)(Pmax + o->n_decode + 64));
    fill_ids(ids, Pmax + o->n_decode + 64, vocab, 2463534242u);
    if (want_phase(o, "prefill"))
        for (k = 0; k < o->n_prefill; k++) {
            int P = o->prefill[k], run;
            double best = 1e30, first = 0;
            for (run = 0; run < 3; run++) { /* the first run makes the pipelines */
                double t;
                ox_reset(ctx);
                t = now();
                if (ox_eval(ctx, ids, P, 1) != OX_OK) { fprintf(stderr, "oxbench: prefill: %s\n", ox_error_message()); break; }
                t = now() - t;
                if (!run) first = t;
                else if (t < best) best = t;
            }
            if (run < 3) continue;
            row_init(&r, s->name, "vulkan", -1, "prefill");
            r.tokens = P;
            r.seconds = best;
            r.tok_s = P / best;
            r.gflop_per_token = prefill_flops(&c, P) / P / 1e9;
            r.gflops = prefill_flops(&c, P) / best / 1e9;
            if (L.bf16 > 0) r.peak_frac = r.gflops / L.bf16;
            if (L.f32 > 0) r.fma_frac = r.gflops / L.f32;
            r.rss_mb = peak_rss_mb();
            snprintf(note, sizeof note, "best of 2 after a first run of %.2f s; %%bf16 / %%fma: of the bf16 / f32 matmul probe", first);
            r.note = note;
            emit(o, &r);
        }
    if (want_phase(o, "decode")) {
        double *dt = (double *)malloc(sizeof(double) * (size_t)o->n_decode);
        for (k = 0; k < o->n_ctxs; k++) {
            int n = o->ctxs[k], j, ok = 1;
            double med, best = 1e30;
            ox_reset(ctx);
            if (n > 0 && !vk_advance(ctx, n)) { fprintf(stderr, "oxbench: cannot advance %s to %d\n", s->name, n); break; }
            { int32_t id = ids[0]; ok = ox_eval(ctx, &id, 1, 1) == OX_OK; } /* warm-up: the decode pipelines */
            for (j = 0; j < o->n_decode && ok; j++) {
                int32_t id = ids[j];
                double t = now();
                if (ox_eval(ctx, &id, 1, 1) != OX_OK) { fprintf(stderr, "oxbench: decode: %s\n", ox_error_message()); ok = 0; }
                dt[j] = now() - t;
                if (dt[j] < best) best = dt[j];
            }
            if (!ok) continue;
            med = median(dt, o->n_decode);
            row_init(&r, s->name, "vulkan", -1, "decode");
            r.tokens = n;
            r.seconds = med;
            r.tok_s = 1 / med;
            r.bytes_per_token = c.w_decode + kv_bytes(&c, n);
            r.gb_s = r.bytes_per_token / med / 1e9;
            if (bw > 0) r.bw_frac = r.gb_s / bw;
            r.rss_mb = peak_rss_mb();
            snprintf(note, sizeof note, "median of %d steps (best %.1f tok/s), %.3f GB/token; %%bw of the larger of read and copy", o->n_decode,
                     1 / best, r.bytes_per_token / 1e9);
            r.note = note;
            emit(o, &r);
        }
        free(dt);
    }
    free(ids);
    ox_context_free(ctx);
    if (ox_vk_validation_messages(vk_dev(m))) fprintf(stderr, "oxbench: Vulkan validation messages reported\n");
    ox_model_free(m);
}

/* Each model in a forked child: its memory peak is its own, and a crash (or the OOM killer) ends
   only that model. */
static void run_model(const mspec *s, const opts *o) {
    char dir[1100];
    pid_t pid;
    int st = 0;
    if (!ensure_checkpoint(s, o->dir, dir, sizeof dir)) return;
    fflush(stdout);
    fflush(stderr);
    if ((pid = fork()) < 0) { fprintf(stderr, "oxbench: cannot fork\n"); return; }
    if (pid == 0) {
        if (o->vulkan) run_vulkan_model(s, o, dir);
        else if (s->kind == KIND_ASSISTANT) run_assistant(s, o, dir);
        else run_text_model(s, o, dir);
        fflush(stdout);
        _exit(0);
    }
    waitpid(pid, &st, 0);
    if (WIFSIGNALED(st)) fprintf(stderr, "oxbench: %s: the measuring process died (signal %d)\n", s->name, WTERMSIG(st));
}

/* ================================================================================================
   main
   ============================================================================================== */

static int parse_ints(const char *s, int *out, int cap, long lo, long hi) {
    int n = 0;
    while (*s && n < cap) {
        char *e;
        long v = strtol(s, &e, 10);
        if (e == s || v < lo || v > hi) return -1;
        out[n++] = (int)v;
        if (*e == ',') s = e + 1;
        else if (!*e) break;
        else return -1;
    }
    return n;
}
static int split_names(char *s, const char **out, int cap) {
    int n = 0;
    char *p = s;
    while (p && *p && n < cap) {
        char *e = strchr(p, ',');
        if (e) *e = 0;
        out[n++] = p;
        p = e ? e + 1 : NULL;
    }
    return n;
}

static int usage(void) {
    fprintf(stderr, "usage: oxbench [--model NAME[,NAME...]] [--phase load|prefill|decode|limits|all] [--json] [--threads LIST]\n"
                    "               [--isa LIST] [--weights LIST] [--dir DIR] [--quick] [--prompts LIST] [--contexts LIST]\n"
                    "               [--backend cpu|vulkan] [--gpu N] [--mode mmap|read]\n"
                    "models: gemma-4-E2B gemma-4-E2B-assistant gemma-4-E4B qwen3.5-0.8b qwen3.5-2b\n");
    return 2;
}

int main(int argc, char **argv) {
    static char isa_buf[256] = "best,bf16act,avx2", weights_buf[64] = "bf16";
    static const int prefill_full[] = {128, 512, 2048}, ctxs_full[] = {0, 1024, 4096};
    int prompts[MAX_LIST], contexts[MAX_LIST], n_prompts = 0, n_contexts = 0;
    opts o;
    limits L;
    int i, any = 0, ncpu = ox__cpu_count();
    memset(&o, 0, sizeof o);
    o.phase = "all";
    o.dir = "build/bench_models";
    o.threads[0] = 1;
    o.threads[1] = ncpu;
    o.n_threads = ncpu > 1 ? 2 : 1;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--model") && i + 1 < argc) o.models = argv[++i];
        else if (!strcmp(argv[i], "--phase") && i + 1 < argc) o.phase = argv[++i];
        else if (!strcmp(argv[i], "--json")) o.json = 1;
        else if (!strcmp(argv[i], "--quick")) o.quick = 1;
        else if (!strcmp(argv[i], "--dir") && i + 1 < argc) o.dir = argv[++i];
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc) { /* "all": the library's default count */
            char tb[256];
            const char *a = argv[++i];
            size_t n = 0;
            while (*a && n + 8 < sizeof tb) {
                if (!strncmp(a, "all", 3)) { n += (size_t)snprintf(tb + n, sizeof tb - n, "%d", ncpu); a += 3; }
                else tb[n++] = *a++;
            }
            tb[n] = 0;
                    if ((o.n_threads = parse_ints(tb, o.threads, MAX_LIST, 1, 256)) <= 0) return usage();
        } else if (!strcmp(argv[i], "--isa") && i + 1 < argc) snprintf(isa_buf, sizeof isa_buf, "%s", argv[++i]);
        else if (!strcmp(argv[i], "--weights") && i + 1 < argc) snprintf(weights_buf, sizeof weights_buf, "%s", argv[++i]);
        else if (!strcmp(argv[i], "--prompts") && i + 1 < argc) {
            if ((n_prompts = parse_ints(argv[++i], prompts, MAX_LIST, 1, 32768)) <= 0) return usage();
        } else if (!strcmp(argv[i], "--contexts") && i + 1 < argc) {
            if ((n_contexts = parse_ints(argv[++i], contexts, MAX_LIST, 0, 32768)) <= 0) return usage();
        } else if (!strcmp(argv[i], "--backend") && i + 1 < argc) {
            i++;
            if (!strcmp(argv[i], "vulkan")) o.vulkan = 1;
            else if (strcmp(argv[i], "cpu")) return usage();
        } else if (!strcmp(argv[i], "--mode") && i + 1 < argc) {
            i++;
            if (!strcmp(argv[i], "read")) o.read_all = 1;
            else if (strcmp(argv[i], "mmap")) return usage();
        } else if (!strcmp(argv[i], "--gpu") && i + 1 < argc) {
            if (parse_ints(argv[++i], &o.gpu, 1, 0, 65535) != 1) return usage();
            bench_gpu = o.gpu + 1;
        } else return usage();
    }
    if (o.vulkan) bench_backend = OX_BACKEND_VULKAN;
    if (strcmp(o.phase, "all") && strcmp(o.phase, "load") && strcmp(o.phase, "prefill") && strcmp(o.phase, "decode") && strcmp(o.phase, "limits"))
        return usage();
    if ((o.n_isas = split_names(isa_buf, o.isas, MAX_LIST)) <= 0) return usage();
    if ((o.n_weights = split_names(weights_buf, o.weights, MAX_LIST)) <= 0) return usage();
    for (i = 0; i < o.n_weights; i++)
        if (strcmp(o.weights[i], "bf16") && strcmp(o.weights[i], "q8") && strcmp(o.weights[i], "q4") && strcmp(o.weights[i], "q8+i8") && strcmp(o.weights[i], "q4+i8")) return usage();
    for (i = 0; i < N_MODELS; i++) any += in_list(o.models, model_specs[i].name);
    if (o.models) { /* every name given must be a model */
        int given = 1;
        const char *p;
        for (p = o.models; *p; p++) given += *p == ',';
        if (any != given) return usage();
    }
    if (o.quick) {
        o.prefill[0] = 128; o.n_prefill = 1;
        o.ctxs[0] = 0; o.n_ctxs = 1;
        o.n_decode = 8;
    } else {
        memcpy(o.prefill, prefill_full, sizeof prefill_full); o.n_prefill = 3;
        memcpy(o.ctxs, ctxs_full, sizeof ctxs_full); o.n_ctxs = 3;
        o.n_decode = 32;
    }
    if (n_prompts) { memcpy(o.prefill, prompts, sizeof(int) * (size_t)n_prompts); o.n_prefill = n_prompts; }
    if (n_contexts) { memcpy(o.ctxs, contexts, sizeof(int) * (size_t)n_contexts); o.n_ctxs = n_contexts; }
    t_start = now();
    signal(SIGPIPE, SIG_IGN); /* a probe server that died must not kill the run */
    detect_cpu();
    mkdir("build", 0755);
    mkdir(o.dir, 0755);
    if (!o.json) {
        double la = -1;
        FILE *f = fopen("/proc/loadavg", "r");
        if (f) { if (fscanf(f, "%lf", &la) != 1) la = -1; fclose(f); }
        printf("oxbench: %d cores (%s%s%s), load average %.2f before the run; %s run\n", ncpu, have_avx512 ? "AVX-512" : have_avx2 ? "AVX2" : "no AVX2",
               have_avx512bf16 ? ", AVX-512-BF16" : "", "", la, o.quick ? "quick" : "full");
    }
    if (o.vulkan) { /* the device's limits are taken in each model's process, on its device */
        if (!o.json) table_header();
        for (i = 0; i < N_MODELS; i++)
            if (in_list(o.models, model_specs[i].name)) run_model(&model_specs[i], &o);
        return 0;
    }
    probe_start(&o);
    probe(&L, &o);
    emit_limits(&o, &L, NULL);
    if (!strcmp(o.phase, "limits")) { probe_stop(); return 0; }
    if (!o.json) table_header();
    for (i = 0; i < N_MODELS; i++)
        if (in_list(o.models, model_specs[i].name)) run_model(&model_specs[i], &o);
    probe_stop();
    return 0;
}
