/* Kernel benchmark: prints the machine's own limits (read bandwidth; f32 FMA and vdpbf16ps peak on
   x86) measured in the same run, then decode GEMV (T = 1) in GB/s of weights streamed, batched
   matmul in GFLOP/s per path, thread-pool overhead, and the error of the bf16-split activations.
   Build:  gcc -std=c99 -O2 -o /tmp/kbench bench/kernels_bench.c -lm -lpthread
   Run:    /tmp/kbench [quick|error|smallt|panels [N [PATH]]|quant [N]]  (quick: bf16 weights only; error: only the split
           accuracy; smallt: only the cost of T = 2..8 tokens against T = 1; panels: T = 512 bf16 matmuls on
           the exact f32 panels, the vdpbf16ps ones and AMX tiles, on 1 and N threads; quant: decode on
           bf16, Q8 and Q4 weights, exact and with int8 activations, weights from memory;
           build with -DOX__BF16_SPLIT=2 to measure the 2-part split) */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include <stdio.h>
#include <stdlib.h>

static uint32_t rng = 2463534242u;
static float normal(void) {
    double s = 0;
    int i;
    for (i = 0; i < 12; i++) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; s += (rng >> 8) * (1.0 / 16777216.0); }
    return (float)(s - 6.0);
}
static void *xmalloc(size_t n) {
    void *p = malloc(n);
    if (!p) { fprintf(stderr, "out of memory\n"); exit(1); }
    return p;
}

/* ---- machine limits ---- */
/* Read bandwidth: each thread sums its share of 1 GiB as 8 concurrent streams (one stream alone
   gets only about half of what the memory system gives one core). */
typedef struct { const uint64_t *a; size_t n; uint64_t sum[64]; } bw_job;
static void bw_task(void *arg, int ith, int nth) {
    bw_job *j = (bw_job *)arg;
    size_t per = j->n / nth / 8, i;
    const uint64_t *p = j->a + per * 8 * ith;
    uint64_t s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int k;
    for (i = 0; i < per; i += 8)
        for (k = 0; k < 8; k++) s[k] += p[k * per + i] + p[k * per + i + 1] + p[k * per + i + 2] + p[k * per + i + 3] +
                                       p[k * per + i + 4] + p[k * per + i + 5] + p[k * per + i + 6] + p[k * per + i + 7];
    j->sum[ith] = s[0] + s[1] + s[2] + s[3] + s[4] + s[5] + s[6] + s[7];
}
static double read_bandwidth(ox__pool *p) {
    size_t n = (size_t)128 << 20, i; /* 1 GiB of uint64 */
    uint64_t *a = (uint64_t *)xmalloc(n * 8);
    bw_job j;
    double t, best = 0;
    int rep;
    for (i = 0; i < n; i++) a[i] = i;
    j.a = a; j.n = n;
    for (rep = 0; rep < 4; rep++) {
        t = ox__now();
        ox__pool_run(p, bw_task, &j);
        t = ox__now() - t;
        if (n * 8 / t > best) best = n * 8 / t;
    }
    free(a);
    return best / 1e9;
}

#if defined(OX__X86)
static OX__T_AVX512 double peak_fma(void) {
    __m512 a[12], b = _mm512_set1_ps(0.999f), c = _mm512_set1_ps(1e-3f);
    long i, n = 50000000;
    double t;
    float out[16];
    for (i = 0; i < 12; i++) a[i] = _mm512_set1_ps((float)i);
    t = ox__now();
#define F12(OP) OP(0) OP(1) OP(2) OP(3) OP(4) OP(5) OP(6) OP(7) OP(8) OP(9) OP(10) OP(11)
#define FMA1(j) a[j] = _mm512_fmadd_ps(a[j], b, c);
    for (i = 0; i < n; i++) {
        F12(FMA1)
        __asm__ __volatile__("" : "+v"(b));
    }
    t = ox__now() - t;
    for (i = 1; i < 12; i++) a[0] = _mm512_add_ps(a[0], a[i]);
    _mm512_storeu_ps(out, a[0]);
    return out[0] == 12345.0f ? 0 : n * 12.0 * 32 / t / 1e9;
}
static OX__T_AVX512BF16 double peak_dpbf16(void) {
    __m512 a[12];
    __m512bh b = (__m512bh)_mm512_set1_epi16(0x3f80), c = (__m512bh)_mm512_set1_epi16(0x3a80);
    long i, n = 50000000;
    double t;
    float out[16];
    for (i = 0; i < 12; i++) a[i] = _mm512_set1_ps((float)i);
    t = ox__now();
#define DP1(j) a[j] = _mm512_dpbf16_ps(a[j], b, c);
    for (i = 0; i < n; i++) {
        F12(DP1)
        __asm__ __volatile__("" : "+v"(b));
    }
    t = ox__now() - t;
    for (i = 1; i < 12; i++) a[0] = _mm512_add_ps(a[0], a[i]);
    _mm512_storeu_ps(out, a[0]);
    return out[0] == 12345.0f ? 0 : n * 12.0 * 64 / t / 1e9; /* 32 pairs x (mul + add) */
}
#endif

/* ---- matmul timing ---- */
static void fill_w(void *w, ox__dtype dt, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        float v = 0.02f * normal();
        if (dt == OX__F32) ((float *)w)[i] = v;
        else if (dt == OX__F16) ((uint16_t *)w)[i] = ox__f32_to_f16(v);
        else ((uint16_t *)w)[i] = ox__f32_to_bf16(v);
    }
}

/* Decode: cycle through enough copies of W (>= 512 MiB) that nothing comes from cache. */
static double gemv_gbs(ox__pool *p, const ox__kernels *k, ox__dtype dt, int K, int N) {
    size_t wb = (size_t)K * N * ox__dtype_sizes[dt];
    int copies = (int)(((size_t)512 << 20) / wb) + 1, c, it, iters;
    unsigned char *w = (unsigned char *)xmalloc(wb * copies);
    float *x = (float *)xmalloc(sizeof(float) * K), *y = (float *)xmalloc(sizeof(float) * N);
    double t, best = 0;
    int i;
    for (i = 0; i < K; i++) x[i] = normal();
    for (c = 0; c < copies; c++) fill_w(w + wb * c, dt, (size_t)K * N);
    iters = copies * 3;
    for (it = 0; it < 3; it++) {
        t = ox__now();
        for (c = 0; c < iters; c++) ox__matmul(p, k, y, x, 1, K, w + wb * (c % copies), dt, N, NULL);
        t = ox__now() - t;
        if (wb * (double)iters / t > best) best = wb * (double)iters / t;
    }
    free(w); free(x); free(y);
    return best / 1e9;
}

/* Small T (verifying drafted tokens): seconds per matmul of T tokens, weights from memory as in
   decode (copies of W cycled). Compared with T = 1 it shows what each extra token costs. */
static double smallt_seconds(ox__pool *p, const ox__kernels *k, int T, int K, int N) {
    size_t wb = (size_t)K * N * 2;
    int copies = (int)(((size_t)512 << 20) / wb) + 1, c, it, iters = copies * 2;
    unsigned char *w = (unsigned char *)xmalloc(wb * copies);
    float *x = (float *)xmalloc(sizeof(float) * (size_t)T * K), *y = (float *)xmalloc(sizeof(float) * (size_t)T * N);
    void *scratch = xmalloc(ox__matmul_scratch_size(T, K, 4));
    double t, best = 1e30;
    int i;
    for (i = 0; i < T * K; i++) x[i] = normal();
    fill_w(w, OX__BF16, (size_t)K * N);
    for (c = 1; c < copies; c++) memcpy(w + wb * c, w, wb);
    for (it = 0; it < 3; it++) {
        t = ox__now();
        for (c = 0; c < iters; c++) ox__matmul(p, k, y, x, T, K, w + wb * (c % copies), OX__BF16, N, scratch);
        t = (ox__now() - t) / iters;
        if (t < best) best = t;
    }
    free(w); free(x); free(y); free(scratch);
    return best;
}
static void smallt(ox__pool **pools) {
    static const int shapes[][2] = {{1536, 6144}, {12288, 1536}, {1536, 2048}};
    int i, s, th, T;
    printf("\nsmall T, bf16 weights from memory: time(T) / time(1), and GB/s of weights at T = 1\n");
    for (i = OX__ISA_AVX2; i <= OX__ISA_COUNT; i++) { /* every path, then the bf16-activation table */
        const ox__kernels *k = i < OX__ISA_COUNT ? ox__kernels_for((ox__isa)i) : NULL;
#if defined(OX__X86)
        if (i == OX__ISA_COUNT && ox__isa_available(OX__ISA_AVX512BF16)) k = &ox__kernels_bf16act;
#endif
        if (!k) continue;
        for (s = 0; s < 3; s++)
            for (th = 1; th <= 2; th++) {
                double t1 = smallt_seconds(pools[th], k, 1, shapes[s][0], shapes[s][1]);
                printf("  %-10s K %5d N %5d  %d thr: %5.1f GB/s  T=2..8:", k->name, shapes[s][0], shapes[s][1], th,
                       2.0 * shapes[s][0] * shapes[s][1] / t1 / 1e9);
                for (T = 2; T <= 8; T++) printf(" %.2f", smallt_seconds(pools[th], k, T, shapes[s][0], shapes[s][1]) / t1);
                printf("\n");
                fflush(stdout);
            }
    }
}

static double batched_gflops(ox__pool *p, const ox__kernels *k, ox__dtype dt, int T, int K, int N) {
    float *x = (float *)xmalloc(sizeof(float) * (size_t)T * K), *y = (float *)xmalloc(sizeof(float) * (size_t)T * N);
    void *w = xmalloc((size_t)K * N * ox__dtype_sizes[dt]), *scratch = xmalloc(ox__matmul_scratch_size(T, K, ox__pool_size(p) > 4 ? ox__pool_size(p) : 4));
    double flops = 2.0 * T * K * N, t, best = 0;
    size_t i;
    int rep, reps = flops > 4e9 ? 2 : 4;
    for (i = 0; i < (size_t)T * K; i++) x[i] = normal();
    fill_w(w, dt, (size_t)K * N);
    ox__matmul(p, k, y, x, T, K, w, dt, N, scratch); /* warm up */
    for (rep = 0; rep < reps; rep++) {
        t = ox__now();
        ox__matmul(p, k, y, x, T, K, w, dt, N, scratch);
        t = ox__now() - t;
        if (flops / t > best) best = flops / t;
    }
    free(x); free(y); free(w); free(scratch);
    return best / 1e9;
}

/* ---- bf16-split accuracy: dot products through the real kernel (T = 4 tokens, prepared x) ---- */
static void split_error(const ox__kernels *k, const ox__kernels *f32k) {
    static const int Ks[] = {64, 256, 1536, 2048, 6144, 12288};
    int a;
    printf("\nbf16 weights ~N(0,0.02), x ~N(0,1); per K: 4 tokens x 512 rows; err = |y - exact|; split %d\n", OX__BF16_SPLIT);
    printf("%7s  %-28s %-28s\n", "K", (k->prep[OX__BF16] ? "vdpbf16ps split" : "(no split path)"), "f32 FMA (avx512 path)");
    printf("%7s  %13s %14s %13s %14s\n", "", "max err/S", "max err/|y|", "max err/S", "max err/|y|");
    for (a = 0; a < (int)(sizeof Ks / sizeof Ks[0]); a++) {
        int K = Ks[a], T = 4, N = 512, t, r, kk, pass;
        float *x = (float *)xmalloc(sizeof(float) * T * K), *y = (float *)xmalloc(sizeof(float) * T * N);
        uint16_t *w = (uint16_t *)xmalloc(2 * (size_t)K * N);
        void *xp = xmalloc(ox__matmul_scratch_size(T, K, 4));
        double res[2][2] = {{0, 0}, {0, 0}};
        for (t = 0; t < T * K; t++) x[t] = normal();
        fill_w(w, OX__BF16, (size_t)K * N);
        for (pass = 0; pass < 2; pass++) {
            const ox__kernels *kk2 = pass ? f32k : k;
            if (!kk2) continue;
            if (kk2->prep[OX__BF16]) kk2->prep[OX__BF16](xp, x, (size_t)K, K, T);
            kk2->matmul[OX__BF16](y, (size_t)N, x, (size_t)K, w, K, T, 0, N, kk2->prep[OX__BF16] ? xp : NULL);
            for (t = 0; t < T; t++)
                for (r = 0; r < N; r++) {
                    double ref = 0, s = 0, e;
                    for (kk = 0; kk < K; kk++) {
                        double pr = (double)x[t * K + kk] * ox__bf16_to_f32(w[(size_t)r * K + kk]);
                        ref += pr; s += fabs(pr);
                    }
                    e = fabs(y[t * N + r] - ref);
                    if (e / s > res[pass][0]) res[pass][0] = e / s;
                    if (fabs(ref) > 1e-3 * s && e / fabs(ref) > res[pass][1]) res[pass][1] = e / fabs(ref);
                }
        }
        printf("%7d  %13.3g %14.3g %13.3g %14.3g\n", K, res[0][0], res[0][1], res[1][0], res[1][1]);
        free(x); free(y); free(w); free(xp);
    }
    printf("(err/|y| over rows with |y| > 1e-3 S)\n");
}

static void empty_task(void *arg, int ith, int nth) { (void)arg; (void)ith; (void)nth; }
static void pool_overhead(int n) {
    ox__pool *p = ox__pool_new(n, NULL);
    int i, runs = 200000;
    double t;
    t = ox__now();
    for (i = 0; i < runs; i++) ox__pool_run(p, empty_task, NULL);
    t = ox__now() - t;
    printf("pool of %d: %.2f us per empty job (back to back)\n", ox__pool_size(p), t / runs * 1e6);
    ox__pool_free(p);
}

/* ---- quantized decode (kernels_bench quant [N]) ----
   Decode-shaped matmuls (T = 1) streamed from memory: M copies of an N x K matrix are cycled so that
   they do not fit the caches (as a model's matrices follow each other), for bf16 weights and for
   Q8 / Q4 with f32 activations (exact) and with int8 activations (6.2c), the rows alternating
   within a round; microseconds a matrix, GB/s of the bytes streamed, and the time of the bf16 row
   over the row's. */
static void quant_decode(int nthreads) {
    static const int shapes[][3] = {{2048, 1536, 64}, {6144, 1536, 24}, {1536, 6144, 24}, {1536, 12288, 12}, {262144, 1536, 1}};
    const ox__kernels *base = ox__kernels_best();
    static ox__kernels k8;
    int s, th, round, f, i, m;
    if (!ox__kernels_int8(base, &k8)) { printf("quant: the %s path has no int8 strips\n", base->name); return; }
    for (th = 1; th <= nthreads; th = th == 1 && nthreads > 1 ? nthreads : th + nthreads) {
        ox__pool *pool = th > 1 ? ox__pool_new(th, NULL) : NULL;
        printf("quant decode, %d thread%s: read probe %.1f GB/s; paths %s / %s\n", th, th > 1 ? "s" : "", read_bandwidth(pool), base->name, k8.name);
        for (s = 0; s < (int)(sizeof shapes / sizeof shapes[0]); s++) {
            const int N = shapes[s][0], K = shapes[s][1], M = shapes[s][2];
            float *w = (float *)xmalloc(sizeof(float) * (size_t)N * K), *x = (float *)xmalloc(sizeof(float) * K), *y = (float *)xmalloc(sizeof(float) * N);
            void *scratch = xmalloc(ox__matmul_scratch_size(1, K, th));
            uint16_t **wb = (uint16_t **)xmalloc(sizeof(void *) * M);
            ox__qmat *q[2];
            void **mems = (void **)xmalloc(sizeof(void *) * 2 * M);
            size_t qbytes[2];
            for (i = 0; i < N * K; i++) w[i] = normal() * 0.05f;
            for (i = 0; i < K; i++) x[i] = normal();
            for (m = 0; m < M; m++) { /* M copies of one matrix: converted once */
                wb[m] = (uint16_t *)xmalloc((size_t)N * K * 2);
                if (m) memcpy(wb[m], wb[0], (size_t)N * K * 2);
                else for (i = 0; i < N * K; i++) wb[m][i] = ox__f32_to_bf16(w[i]);
            }
            for (f = 0; f < 2; f++) {
                q[f] = (ox__qmat *)xmalloc(sizeof(ox__qmat) * M);
                for (m = 0; m < M; m++) {
                    void *mem;
                    ox__qmat_layout(&q[f][m], f ? OX__Q4 : OX__Q8, N, K, &qbytes[f]);
                    mem = mems[f * M + m] = xmalloc(qbytes[f] + 64);
                    q[f][m].data = (const uint8_t *)mem + (64 - ((uintptr_t)mem & 63));
                    if (m) memcpy((void *)q[f][m].data, q[f][0].data, qbytes[f]); /* quantized once */
                    else ox__quantize_rows(&q[f][m], w, OX__F32, 0, N);
                }
            }
            for (round = 0; round < 2; round++) {
                double t_bf = 1e30, t, best;
                int rep, row;
                for (row = 0; row < 5; row++) { /* bf16, q8, q8 int8, q4, q4 int8 */
                    const ox__kernels *k = row == 2 || row == 4 ? &k8 : base;
                    const int fq = row >= 3;
                    double bytes = row == 0 ? (double)N * K * 2 : (double)qbytes[fq];
                    for (rep = 0, best = 1e30; rep < 5; rep++) {
                        t = ox__now();
                        for (m = 0; m < M; m++) {
                            if (row == 0) ox__matmul(pool, k, y, x, 1, K, wb[m], OX__BF16, N, scratch);
                            else ox__matmul(pool, k, y, x, 1, K, &q[fq][m], fq ? OX__Q4 : OX__Q8, N, scratch);
                        }
                        t = (ox__now() - t) / M;
                        if (t < best) best = t;
                    }
                    if (row == 0) t_bf = best;
                    printf("  %6d x %-5d x%-3d %-8s %8.1f us %6.1f GB/s %5.2fx bf16\n", N, K, M,
                           row == 0 ? "bf16" : row == 1 ? "q8" : row == 2 ? "q8+i8" : row == 3 ? "q4" : "q4+i8", best * 1e6, bytes / best / 1e9, t_bf / best);
                }
            }
            for (m = 0; m < M; m++) { free(wb[m]); free(mems[m]); free(mems[M + m]); }
            free(wb); free(mems); free(q[0]); free(q[1]); free(w); free(x); free(y); free(scratch);
        }
        ox__pool_free(pool);
    }
}

int main(int argc, char **argv) {
    static const int shapes[][2] = {{1536, 6144}, {12288, 1536}};
    static const int Ts[] = {128, 512};
    const ox__kernels *best = ox__kernels_best();
    int quick = argc > 1 && !strcmp(argv[1], "quick");
    int only_smallt = argc > 1 && !strcmp(argv[1], "smallt");
    if (argc > 1 && !strcmp(argv[1], "quant")) {
        quant_decode(argc > 2 ? atoi(argv[2]) : ox__cpu_count());
        return 0;
    }
    if (argc > 1 && !strcmp(argv[1], "error")) {
        if (ox__kernels_for(OX__ISA_AVX512BF16)) split_error(ox__kernels_for(OX__ISA_AVX512BF16), ox__kernels_for(OX__ISA_AVX512));
        return 0;
    }
    int th, s, i, d, tt;
    ox__pool *pools[3] = {NULL, NULL, NULL};
    if (argc > 1 && !strcmp(argv[1], "panels")) { /* the batched paths side by side: exact f32 panels, bf16act, AMX */
        const ox__kernels *ks[3];
        const char *names[3] = {"avx512", "bf16act", "amx"};
        int nt = argc > 2 ? atoi(argv[2]) : ox__cpu_count(), r;
        const char *only = argc > 3 ? argv[3] : NULL; /* one path by name */
        ks[0] = ox__kernels_for(OX__ISA_AVX512);
        ks[1] = ox__kernels_for(OX__ISA_AVX512BF16) ? &ox__kernels_bf16act : NULL;
        ks[2] = ox__kernels_amx_get();
        pools[1] = ox__pool_new(1, NULL);
        pools[2] = ox__pool_new(nt, NULL);
        for (r = 0; r < 2; r++) /* two rounds, alternating the paths */
            for (s = 0; s < 2; s++)
                for (th = 1; th <= 2; th++)
                    for (i = 0; i < 3; i++) {
                        if (!ks[i] || (only && strcmp(only, names[i]))) continue;
                        printf("  %-8s BF16 T 512 K %5d N %5d  %2d thr: %8.1f GFLOP/s\n", names[i], shapes[s][0], shapes[s][1],
                               ox__pool_size(pools[th]), batched_gflops(pools[th], ks[i], OX__BF16, 512, shapes[s][0], shapes[s][1]));
                        fflush(stdout);
                    }
        ox__pool_free(pools[1]);
        ox__pool_free(pools[2]);
        return 0;
    }
    pools[1] = ox__pool_new(1, NULL);
    pools[2] = ox__pool_new(2, NULL);
    printf("oxinfer kernels bench: best path %s, %d cpus, OX__BF16_SPLIT %d, KC %d TB %d\n", best->name, ox__cpu_count(),
           OX__BF16_SPLIT, OX__KC, OX__TB);
    for (th = 1; th <= 2; th++) printf("read bandwidth, %d thread(s): %.1f GB/s\n", th, read_bandwidth(pools[th]));
#if defined(OX__X86)
    if (ox__isa_available(OX__ISA_AVX512)) printf("peak f32 FMA (zmm, 1 core): %.1f GFLOP/s\n", peak_fma());
    if (ox__isa_available(OX__ISA_AVX512BF16)) printf("peak vdpbf16ps (1 core, 2 flops per pair): %.1f GFLOP/s\n", peak_dpbf16());
#endif
    if (only_smallt) { smallt(pools); return 0; }
    pool_overhead(1); pool_overhead(2);

    printf("\ndecode GEMV, T = 1, GB/s of weights (each copy of W cycled, >= 512 MiB):\n");
    for (i = 0; i < OX__ISA_COUNT; i++) {
        const ox__kernels *k = ox__kernels_for((ox__isa)i);
        if (!k) continue;
        for (d = quick ? 2 : 0; d < 3; d++)
            for (s = 0; s < 2; s++)
                for (th = 1; th <= 2; th++) {
                    if (i == OX__ISA_SCALAR && (d != 2 || s != 0)) continue;
                    printf("  %-10s %-4s K %5d N %5d  %d thr: %6.1f GB/s\n", k->name, ox__dtype_names[d], shapes[s][0],
                           shapes[s][1], th, gemv_gbs(pools[th], k, (ox__dtype)d, shapes[s][0], shapes[s][1]));
                    fflush(stdout);
                }
    }
    printf("\nbatched matmul, GFLOP/s (2*T*K*N / time, incl. activation prep):\n");
    for (i = 0; i < OX__ISA_COUNT; i++) {
        const ox__kernels *k = ox__kernels_for((ox__isa)i);
        if (!k) continue;
        for (d = quick ? 2 : 0; d < 3; d++) {
            if (i == OX__ISA_AVX512BF16 && d != OX__BF16) continue; /* same kernels as avx512 */
            for (s = 0; s < 2; s++)
                for (tt = 0; tt < 2; tt++)
                    for (th = 1; th <= 2; th++) {
                        if (i == OX__ISA_SCALAR && (tt != 0 || s != 0 || d != 2)) continue;
                        printf("  %-10s %-4s T %3d K %5d N %5d  %d thr: %7.1f GFLOP/s\n", k->name, ox__dtype_names[d], Ts[tt],
                               shapes[s][0], shapes[s][1], th, batched_gflops(pools[th], k, (ox__dtype)d, Ts[tt], shapes[s][0], shapes[s][1]));
                        fflush(stdout);
                    }
        }
    }
#if defined(OX__X86)
    if (ox__kernels_for(OX__ISA_AVX512BF16)) /* the opt-in bf16-activation table (vdpbf16ps panels) */
        for (s = 0; s < 2; s++)
            for (tt = 0; tt < 2; tt++)
                for (th = 1; th <= 2; th++) {
                    printf("  %-10s %-4s T %3d K %5d N %5d  %d thr: %7.1f GFLOP/s\n", "bf16act", "BF16", Ts[tt], shapes[s][0],
                           shapes[s][1], th, batched_gflops(pools[th], &ox__kernels_bf16act, OX__BF16, Ts[tt], shapes[s][0], shapes[s][1]));
                    fflush(stdout);
                }
#endif
    if (ox__kernels_for(OX__ISA_AVX512BF16)) split_error(ox__kernels_for(OX__ISA_AVX512BF16), ox__kernels_for(OX__ISA_AVX512));
    ox__pool_free(pools[1]);
    ox__pool_free(pools[2]);
    return 0;
}
