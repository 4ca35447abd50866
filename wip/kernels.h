/* ================================================================================================
   5. Numbers: bf16/f16 conversion
   Owns: the scalar conversions every other section uses. Portable C: bit patterns through memcpy,
   exact IEEE results (round-to-nearest-even, subnormals, infinities, NaN stays NaN).
   ============================================================================================== */

static inline uint32_t ox__f32_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static inline float ox__bits_f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* bf16 is the top half of an f32, so widening is a shift. */
static inline float ox__bf16_to_f32(uint16_t h) { return ox__bits_f32((uint32_t)h << 16); }

/* Round to nearest, ties to even; NaN is kept NaN (quieted), overflow rounds to infinity. */
static inline uint16_t ox__f32_to_bf16(float f) {
    uint32_t u = ox__f32_bits(f);
    if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x0040u);
    u += 0x7fffu + ((u >> 16) & 1u);
    return (uint16_t)(u >> 16);
}

static inline float ox__f16_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    if (e == 0x1f) return ox__bits_f32(sign | 0x7f800000u | (m << 13)); /* inf, NaN (payload kept) */
    if (e == 0) {
        uint32_t s = 0;
        if (m == 0) return ox__bits_f32(sign);
        while (!(m & 0x400u)) { m <<= 1; s++; }           /* subnormal: normalise */
        return ox__bits_f32(sign | ((113u - s) << 23) | ((m & 0x3ffu) << 13));
    }
    return ox__bits_f32(sign | ((e + 112u) << 23) | (m << 13));
}

static inline uint16_t ox__f32_to_f16(float f) {
    uint32_t u = ox__f32_bits(f), sign = (u >> 16) & 0x8000u, x = u & 0x7fffffffu;
    if (x >= 0x7f800000u) /* inf stays inf; NaN stays NaN (quiet bit set, top payload bits kept) */
        return (uint16_t)(sign | 0x7c00u | (x > 0x7f800000u ? 0x200u | ((x >> 13) & 0x3ffu) : 0u));
    if (x >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u);  /* >= 65520 rounds to infinity */
    if (x < 0x38800000u) {                                     /* below 2^-14: subnormal half */
        uint32_t e = x >> 23, m = (x & 0x7fffffu) | 0x800000u, s, h, rem, half;
        if (x <= 0x33000000u) return (uint16_t)sign;           /* <= 2^-25 rounds to zero */
        s = 126u - e;                                          /* 14..24: units of 2^-24 */
        h = m >> s; rem = m & ((1u << s) - 1u); half = 1u << (s - 1u);
        if (rem > half || (rem == half && (h & 1u))) h++;
        return (uint16_t)(sign | h);
    }
    x += 0xfffu + ((x >> 13) & 1u);                            /* RNE; a carry bumps the exponent */
    return (uint16_t)(sign | ((x - (112u << 23)) >> 13));
}

/* ================================================================================================
   6. CPU features and kernels (scalar, AVX2, AVX-512, AVX-512-BF16, NEON), dispatch table
   Owns: the one thing that is hot, y = x . W^T. Every variant is a plain function in this header;
   SIMD ones carry a per-function target attribute, so the library builds with plain -O2 and picks
   a variant at run time (CPUID + XGETBV) through a table of function pointers (ox__kernels).

   Numerical contract. The scalar path is the reference: float accumulation with 8 interleaved
   partial sums (lane j sums k = j mod 8, combined pairwise). The f32-FMA paths (AVX2, AVX-512,
   NEON) keep full f32 products and differ from it only in summation order (~1e-8..1e-7 of
   S = sum|x_k w_k|). The AVX-512-BF16 batched kernel multiplies bf16 weights by the activation split
   into bf16 parts (bf16 x bf16 products are exact in f32, so the only new error is the dropped tail
   of x): OX__BF16_SPLIT = 2 keeps ~16 bits of x (hi + lo; dot error up to 1.7e-6 S, 2e-4 |y|, and
   model logits 5.6e-4 off the fp32 reference on the test fixtures: over the 2e-4 budget), so the
   default is 3 (hi + mid + lo: full f32 precision, logits within 8.3e-5). Activations are never
   rounded to plain bf16.

   Which path is best. vdpbf16ps does twice the products of an f32 FMA per instruction at the same
   issue rate (Zen 5: ~383 vs ~206 GFLOP/s a core), so a 2-part split merely matches f32 FMA and a
   3-part one loses to it. The AVX-512 path with bf16 weights widened in registers (see
   ox__avx512_tile_bf16p) gets within ~10% of the 2-part split, exactly; so ox__kernels_best()
   prefers avx512, and avx512bf16 is there to be chosen with OXINFER_ISA (or preferred by defining
   OXINFER_PREFER_BF16). Decode (T == 1) is memory-bound and uses the f32 kernel on both.

   Matmul layout: y[t*ldy + r] = sum_k x[t*ldx + k] * W[r*K + k] for t < T, r0 <= r < r1, with W
   row-major [rows][K] (PyTorch Linear, x @ W^T). Rows are the unit of work for threads.
   ============================================================================================== */

typedef enum ox__isa {
    OX__ISA_SCALAR, OX__ISA_AVX2, OX__ISA_AVX512, OX__ISA_AVX512BF16, OX__ISA_NEON, OX__ISA_COUNT
} ox__isa;
static const char *const ox__isa_names[OX__ISA_COUNT] = {"scalar", "avx2", "avx512", "avx512bf16", "neon"};

typedef void (*ox__matmul_fn)(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                              int T, int r0, int r1, const void *xprep);
/* Fills xprep (ox__xprep_stride(K) bytes per token) from x[T][ldx]; only paths that want it. */
typedef void (*ox__prep_fn)(void *xprep, const float *x, size_t ldx, int K, int T);

typedef struct ox__kernels {
    ox__isa isa;
    const char *name;
    ox__matmul_fn matmul[3];                             /* by weight dtype: OX__F32, OX__F16, OX__BF16 */
    float (*dot)(const float *a, const float *b, int n); /* attention q.k */
    void (*axpy)(float *y, float a, const float *x, int n); /* y += a*x, attention p.v */
    /* Optional per weight dtype (NULL = not wanted): the activation copy matmul[dt] uses when T > 1.
       Every matmul also accepts xprep == NULL and then takes an f32 route of its own. */
    ox__prep_fn prep[3];
} ox__kernels;

/* Activation split of the AVX-512-BF16 kernel: 2 = hi+lo, 3 = hi+mid+lo (see the contract above). */
#ifndef OX__BF16_SPLIT
#define OX__BF16_SPLIT 3
#endif
/* Prepared activations come in blocks of 32 k, zero-padded at the end of K, in one of two layouts:
   "pairs" (f32 paths with bf16 weights): 16 f32 x[k+2j], then 16 f32 x[k+2j+1], 128 bytes;
   "split" (AVX-512-BF16): OX__BF16_SPLIT x 32 bf16 parts, hi first, 64 * OX__BF16_SPLIT bytes.
   The token stride is the same for both: the larger block size. */
#define OX__XPREP_BLOCK (64 * OX__BF16_SPLIT > 128 ? 64 * OX__BF16_SPLIT : 128)
static size_t ox__xprep_stride(int K) { return (size_t)((K + 31) / 32) * OX__XPREP_BLOCK; }

/* ---- 6.1 The blocked matmul loop shared by the SIMD paths -----------------------------------
   A path supplies two kernels: tile() computes a fixed TT tokens x TR rows block over k in
   [k0, k1) (weights loaded once per tile, reused by TT tokens), rows() any smaller region (T == 1
   decode, and the edges). Both store y when k0 == 0 and add to y otherwise. For T > 1 the loop
   blocks K by OX__KC and tokens by OX__TB so that one token block of x (TB x KC floats, 512 KiB)
   sits in L2 while every row tile of the thread's range streams past it: weights are then read
   from memory T/TB times, x once. (Tuned on Zen 5, 1 MiB L2; 2048 x 64 does as well.) */
typedef struct ox__mm {
    float *y;
    size_t ldy;
    const float *x;
    size_t ldx;
    const void *w;
    int K;
    const unsigned char *xp; /* prepared activations or NULL */
    size_t xps;              /* their bytes per token */
} ox__mm;
typedef void (*ox__mm_tile_fn)(const ox__mm *m, int t0, int r0, int k0, int k1);
typedef void (*ox__mm_rows_fn)(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1);

#ifndef OX__KC
#define OX__KC 1024 /* multiple of 32 (the bf16 pair blocks) */
#endif
#ifndef OX__TB
#define OX__TB 128
#endif

static OX__UNUSED void ox__mm_blocked(const ox__mm *m, int T, int r0, int r1, int tt, int tr,
                                      ox__mm_tile_fn tile, ox__mm_rows_fn rows) {
    int k0, tb0, r, t;
    int rfull = r0 + (r1 - r0) / tr * tr;
    for (k0 = 0; k0 < m->K; k0 += OX__KC) {
        int k1 = m->K - k0 > OX__KC ? k0 + OX__KC : m->K;
        for (tb0 = 0; tb0 < T; tb0 += OX__TB) {
            int tb1 = T - tb0 > OX__TB ? tb0 + OX__TB : T;
            int tfull = tb0 + (tb1 - tb0) / tt * tt;
            for (r = r0; r < rfull; r += tr) {
                for (t = tb0; t < tfull; t += tt) tile(m, t, r, k0, k1);
                if (tfull < tb1) rows(m, tfull, tb1, r, r + tr, k0, k1);
            }
            if (rfull < r1) rows(m, tb0, tb1, rfull, r1, k0, k1);
        }
    }
}

/* Store or accumulate one result (see ox__mm_tile_fn). */
static inline void ox__mm_put(float *y, float v, int k0) { *y = k0 ? *y + v : v; }

/* K == 0: the empty sum. */
static OX__UNUSED void ox__mm_zero(float *y, size_t ldy, int T, int r0, int r1) {
    int t, r;
    for (t = 0; t < T; t++) for (r = r0; r < r1; r++) y[(size_t)t * ldy + r] = 0.0f;
}

/* ---- 6.2 Scalar: the reference, always compiled ---------------------------------------------- */

static inline float ox__w_at(const void *w, ox__dtype dt, size_t i) {
    if (dt == OX__BF16) return ox__bf16_to_f32(((const uint16_t *)w)[i]);
    if (dt == OX__F16) return ox__f16_to_f32(((const uint16_t *)w)[i]);
    return ((const float *)w)[i];
}

/* One dot product in the reference order: 8 interleaved partial sums, combined pairwise. */
static float ox__dot_ref(const float *x, const void *w, size_t w0, ox__dtype dt, int n) {
    float s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int k = 0, j;
    for (; k + 8 <= n; k += 8)
        for (j = 0; j < 8; j++) s[j] += x[k + j] * ox__w_at(w, dt, w0 + (size_t)(k + j));
    for (j = 0; k + j < n; j++) s[j] += x[k + j] * ox__w_at(w, dt, w0 + (size_t)(k + j));
    return ((s[0] + s[4]) + (s[1] + s[5])) + ((s[2] + s[6]) + (s[3] + s[7]));
}

static void ox__matmul_scalar(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                              int T, int r0, int r1, ox__dtype dt) {
    int t, r;
    for (r = r0; r < r1; r++)
        for (t = 0; t < T; t++) y[(size_t)t * ldy + r] = ox__dot_ref(x + (size_t)t * ldx, w, (size_t)r * K, dt, K);
}
static void ox__matmul_scalar_f32(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                  int T, int r0, int r1, const void *xprep) {
    (void)xprep; ox__matmul_scalar(y, ldy, x, ldx, w, K, T, r0, r1, OX__F32);
}
static void ox__matmul_scalar_f16(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                  int T, int r0, int r1, const void *xprep) {
    (void)xprep; ox__matmul_scalar(y, ldy, x, ldx, w, K, T, r0, r1, OX__F16);
}
static void ox__matmul_scalar_bf16(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                   int T, int r0, int r1, const void *xprep) {
    (void)xprep; ox__matmul_scalar(y, ldy, x, ldx, w, K, T, r0, r1, OX__BF16);
}
static float ox__dot_scalar(const float *a, const float *b, int n) { return ox__dot_ref(a, b, 0, OX__F32, n); }
static void ox__axpy_scalar(float *y, float a, const float *x, int n) {
    int i;
    for (i = 0; i < n; i++) y[i] += a * x[i];
}

/* "pairs" layout (see OX__XPREP_BLOCK), portable version. With x split by parity, a vector of 32 bf16
   weights widens to f32 with one shift (even k) and one and (odd k), no shuffles. */
static OX__UNUSED void ox__prep_pairs(void *xprep, const float *x, size_t ldx, int K, int T) {
    size_t stride = ox__xprep_stride(K);
    int t, k, j;
    for (t = 0; t < T; t++) {
        float *o = (float *)((unsigned char *)xprep + (size_t)t * stride);
        const float *xt = x + (size_t)t * ldx;
        for (k = 0; k < K; k += 32, o += 32)
            for (j = 0; j < 16; j++) {
                o[j] = k + 2 * j < K ? xt[k + 2 * j] : 0.0f;
                o[16 + j] = k + 2 * j + 1 < K ? xt[k + 2 * j + 1] : 0.0f;
            }
    }
}

/* Kernel bodies generic over the weight dtype are forced inline into one small wrapper per dtype,
   so the dtype tests fold away and each wrapper is a straight loop. */
#if defined(__GNUC__) || defined(__clang__)
#define OX__INL static inline __attribute__((always_inline))
#else
#define OX__INL static inline
#endif

/* ---- 6.3 x86: feature detection ------------------------------------------------------------- */
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__)) && !defined(OXINFER_NO_SIMD)
#define OX__X86 1
#include <immintrin.h>
#include <cpuid.h>
#define OX__T_AVX2 __attribute__((target("avx2,fma,f16c")))
#define OX__T_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl")))
#define OX__T_AVX512BF16 __attribute__((target("avx512f,avx512bw,avx512vl,avx512bf16")))
static void ox__cpuid(unsigned leaf, unsigned sub, unsigned r[4]) { __cpuid_count(leaf, sub, r[0], r[1], r[2], r[3]); }
static unsigned long long ox__xgetbv0(void) {
    unsigned lo, hi;
    __asm__ __volatile__(".byte 0x0f, 0x01, 0xd0" : "=a"(lo), "=d"(hi) : "c"(0)); /* xgetbv */
    return ((unsigned long long)hi << 32) | lo;
}
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86)) && !defined(OXINFER_NO_SIMD)
/* MSVC: detection only (best effort); the SIMD kernels below need GCC/clang target attributes. */
#define OX__X86_DETECT_ONLY 1
#include <intrin.h>
static void ox__cpuid(unsigned leaf, unsigned sub, unsigned r[4]) {
    int v[4];
    __cpuidex(v, (int)leaf, (int)sub);
    r[0] = (unsigned)v[0]; r[1] = (unsigned)v[1]; r[2] = (unsigned)v[2]; r[3] = (unsigned)v[3];
}
static unsigned long long ox__xgetbv0(void) { return _xgetbv(0); }
#endif

#if defined(OX__X86) || defined(OX__X86_DETECT_ONLY)
/* Bit i set = OX__ISA i usable: the CPU has the instructions and the OS saves their registers. */
static unsigned ox__x86_detect(void) {
    unsigned r[4], max, max7 = 0, ecx1, ebx7 = 0, eax71 = 0, isas = 1u << OX__ISA_SCALAR;
    unsigned long long xcr0 = 0;
    ox__cpuid(0, 0, r);
    max = r[0];
    if (max < 1) return isas;
    ox__cpuid(1, 0, r);
    ecx1 = r[2];
    if (max >= 7) {
        ox__cpuid(7, 0, r);
        max7 = r[0]; ebx7 = r[1];
        if (max7 >= 1) { ox__cpuid(7, 1, r); eax71 = r[0]; }
    }
    if (ecx1 & (1u << 27)) xcr0 = ox__xgetbv0();               /* OSXSAVE: XGETBV is allowed */
    if ((xcr0 & 0x6) != 0x6) return isas;                      /* XMM+YMM state not enabled */
    if ((ebx7 & (1u << 5)) && (ecx1 & (1u << 12)) && (ecx1 & (1u << 29)) && (ecx1 & (1u << 28)))
        isas |= 1u << OX__ISA_AVX2;                            /* AVX2, FMA, F16C, AVX */
    if ((xcr0 & 0xe6) != 0xe6) return isas;                    /* opmask + ZMM state not enabled */
    if ((ebx7 & (1u << 16)) && (ebx7 & (1u << 30)) && (ebx7 & (1u << 31))) {
        isas |= 1u << OX__ISA_AVX512;                          /* AVX512F, BW, VL */
        if (eax71 & (1u << 5)) isas |= 1u << OX__ISA_AVX512BF16; /* AVX512_BF16 */
    }
    return isas;
}
#endif

/* ---- 6.4 AVX2 + FMA + F16C: 8 floats a vector, 16 registers ------------------------------- */
#if defined(OX__X86)

/* 8 weights from element i of w as f32. bf16 widens by a shift, f16 through vcvtph2ps. */
OX__INL OX__T_AVX2 __m256 ox__avx2_w8(const void *w, size_t i, ox__dtype dt) {
    if (dt == OX__F32) return _mm256_loadu_ps((const float *)w + i);
    if (dt == OX__F16) return _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)((const uint16_t *)w + i)));
    return _mm256_castsi256_ps(
        _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)((const uint16_t *)w + i))), 16));
}
/* Horizontal sums of 4 vectors into one __m128 {sum a, sum b, sum c, sum d}. */
OX__INL OX__T_AVX2 __m128 ox__avx2_hsum4(__m256 a, __m256 b, __m256 c, __m256 d) {
    __m256 s = _mm256_hadd_ps(_mm256_hadd_ps(a, b), _mm256_hadd_ps(c, d));
    return _mm_add_ps(_mm256_castps256_ps128(s), _mm256_extractf128_ps(s, 1));
}

/* Any region; for T == 1 the decode GEMV. Eight rows at a time with the next block prefetched in
   step, for the reasons given at ox__avx512_rows. Each row's arithmetic is the same whether it runs
   in a block of 8 or alone (one accumulator, the same reduction, the same scalar K tail), so results
   do not depend on how rows were split between threads. */
OX__INL OX__T_AVX2 void ox__avx2_rows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1, ox__dtype dt) {
    const size_t K = (size_t)m->K, es = dt == OX__F32 ? 4 : 2;
    int t, r, k, i, j, kv = k0 + (k1 - k0) / 8 * 8;
    for (t = t0; t < t1; t++) {
        const float *x = m->x + (size_t)t * m->ldx;
        float *y = m->y + (size_t)t * m->ldy;
        for (r = r0; r + 8 <= r1; r += 8) {
            const size_t w0 = r * K;
            const char *pf = (const char *)m->w + (w0 + 8 * K + k0) * es;
            __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0;
            float s[8];
            for (k = k0; k < kv; k += 8) {
                __m256 xv = _mm256_loadu_ps(x + k);
                if (!(k & 15)) { for (j = 0; j < (int)es * 2; j++) _mm_prefetch(pf + 64 * j, _MM_HINT_T0); pf += 128 * es; }
                a0 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + k, dt), a0);
                a1 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + K + k, dt), a1);
                a2 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 2 * K + k, dt), a2);
                a3 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 3 * K + k, dt), a3);
                a4 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 4 * K + k, dt), a4);
                a5 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 5 * K + k, dt), a5);
                a6 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 6 * K + k, dt), a6);
                a7 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 7 * K + k, dt), a7);
            }
            _mm_storeu_ps(s, ox__avx2_hsum4(a0, a1, a2, a3));
            _mm_storeu_ps(s + 4, ox__avx2_hsum4(a4, a5, a6, a7));
            for (i = 0; i < 8; i++) {
                for (k = kv; k < k1; k++) s[i] += x[k] * ox__w_at(m->w, dt, w0 + i * K + k);
                ox__mm_put(y + r + i, s[i], k0);
            }
        }
        for (; r < r1; r++) {
            const size_t w0 = r * K;
            __m256 a0 = _mm256_setzero_ps();
            float s[4];
            for (k = k0; k < kv; k += 8) a0 = _mm256_fmadd_ps(_mm256_loadu_ps(x + k), ox__avx2_w8(m->w, w0 + k, dt), a0);
            _mm_storeu_ps(s, ox__avx2_hsum4(a0, a0, a0, a0));
            for (k = kv; k < k1; k++) s[0] += x[k] * ox__w_at(m->w, dt, w0 + k);
            ox__mm_put(y + r, s[0], k0);
        }
    }
}

/* 4 tokens x 2 rows: 8 accumulators + 2 weight vectors + 1 x vector fit the 16 ymm registers;
   each weight vector is converted once and used by 4 tokens (conversion is the costly load). */
OX__INL OX__T_AVX2 void ox__avx2_tile(const ox__mm *m, int t0, int r0, int k0, int k1, ox__dtype dt) {
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + m->ldx, *x2 = x1 + m->ldx, *x3 = x2 + m->ldx;
    size_t K = (size_t)m->K, w0 = r0 * K, w1 = w0 + K;
    __m256 a00 = _mm256_setzero_ps(), a01 = a00, a10 = a00, a11 = a00, a20 = a00, a21 = a00, a30 = a00, a31 = a00;
    float s[8];
    int k, kv = k0 + (k1 - k0) / 8 * 8, t, i;
    for (k = k0; k < kv; k += 8) {
        __m256 v0 = ox__avx2_w8(m->w, w0 + k, dt), v1 = ox__avx2_w8(m->w, w1 + k, dt), xv;
        xv = _mm256_loadu_ps(x0 + k); a00 = _mm256_fmadd_ps(xv, v0, a00); a01 = _mm256_fmadd_ps(xv, v1, a01);
        xv = _mm256_loadu_ps(x1 + k); a10 = _mm256_fmadd_ps(xv, v0, a10); a11 = _mm256_fmadd_ps(xv, v1, a11);
        xv = _mm256_loadu_ps(x2 + k); a20 = _mm256_fmadd_ps(xv, v0, a20); a21 = _mm256_fmadd_ps(xv, v1, a21);
        xv = _mm256_loadu_ps(x3 + k); a30 = _mm256_fmadd_ps(xv, v0, a30); a31 = _mm256_fmadd_ps(xv, v1, a31);
    }
    _mm_storeu_ps(s, ox__avx2_hsum4(a00, a01, a10, a11));
    _mm_storeu_ps(s + 4, ox__avx2_hsum4(a20, a21, a30, a31));
    for (t = 0; t < 4; t++) {
        const float *x = m->x + (size_t)(t0 + t) * m->ldx;
        float *y = m->y + (size_t)(t0 + t) * m->ldy + r0;
        for (i = 0; i < 2; i++) {
            float v = s[t * 2 + i];
            for (k = kv; k < k1; k++) v += x[k] * ox__w_at(m->w, dt, w0 + i * K + k);
            ox__mm_put(y + i, v, k0);
        }
    }
}

static OX__T_AVX2 void ox__avx2_rows_f32(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx2_rows(m, t0, t1, r0, r1, k0, k1, OX__F32); }
static OX__T_AVX2 void ox__avx2_rows_f16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx2_rows(m, t0, t1, r0, r1, k0, k1, OX__F16); }
static OX__T_AVX2 void ox__avx2_rows_bf16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx2_rows(m, t0, t1, r0, r1, k0, k1, OX__BF16); }
static OX__T_AVX2 void ox__avx2_tile_f32(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx2_tile(m, t0, r0, k0, k1, OX__F32); }
static OX__T_AVX2 void ox__avx2_tile_f16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx2_tile(m, t0, r0, k0, k1, OX__F16); }
static OX__T_AVX2 void ox__avx2_tile_bf16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx2_tile(m, t0, r0, k0, k1, OX__BF16); }

static OX__T_AVX2 float ox__avx2_dot(const float *a, const float *b, int n) {
    __m256 s0 = _mm256_setzero_ps(), s1 = s0;
    float s[4];
    int i = 0;
    for (; i + 16 <= n; i += 16) {
        s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
        s1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 8), _mm256_loadu_ps(b + i + 8), s1);
    }
    for (; i + 8 <= n; i += 8) s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
    _mm_storeu_ps(s, ox__avx2_hsum4(_mm256_add_ps(s0, s1), s1, s1, s1));
    for (; i < n; i++) s[0] += a[i] * b[i];
    return s[0];
}
static OX__T_AVX2 void ox__avx2_axpy(float *y, float a, const float *x, int n) {
    __m256 av = _mm256_set1_ps(a);
    int i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_fmadd_ps(av, _mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i)));
    for (; i < n; i++) y[i] += a * x[i];
}
#endif /* OX__X86 (AVX2) */

/* ---- 6.5 AVX-512 (F, BW, VL): 16 floats a vector, 32 registers, masked tails --------------- */
#if defined(OX__X86)
/* GCC 12's AVX-512 intrinsics trip -Wuninitialized in C++ (their _mm*_undefined_* helpers). */
#if defined(__cplusplus) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

/* 16 weights from element i as f32; the _m variant loads only the lanes of mask (others are 0),
   so a tail never reads past the tensor. */
OX__INL OX__T_AVX512 __m512 ox__avx512_w16(const void *w, size_t i, ox__dtype dt) {
    if (dt == OX__F32) return _mm512_loadu_ps((const float *)w + i);
    if (dt == OX__F16) return _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)((const uint16_t *)w + i)));
    return _mm512_castsi512_ps(
        _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)((const uint16_t *)w + i))), 16));
}
OX__INL OX__T_AVX512 __m512 ox__avx512_w16_m(const void *w, size_t i, ox__dtype dt, __mmask16 mk) {
    if (dt == OX__F32) return _mm512_maskz_loadu_ps(mk, (const float *)w + i);
    if (dt == OX__F16) return _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(mk, (const uint16_t *)w + i));
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(mk, (const uint16_t *)w + i)), 16));
}
OX__INL OX__T_AVX512 __mmask16 ox__avx512_mask16(int n) { return (__mmask16)((1u << n) - 1u); } /* n <= 16 */

/* Sum of the 16 lanes (no _mm512_reduce_add_ps: it trips the GCC 12 C++ warning above anyway). */
OX__INL OX__T_AVX512 float ox__avx512_hsum(__m512 v) {
    __m256 h = _mm256_add_ps(_mm512_castps512_ps256(v), _mm512_castps512_ps256(_mm512_shuffle_f32x4(v, v, 0x4e)));
    __m128 q = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
    q = _mm_add_ps(q, _mm_movehl_ps(q, q));
    q = _mm_add_ss(q, _mm_movehdup_ps(q));
    return _mm_cvtss_f32(q);
}
/* Horizontal sums of 16 vectors at once: lane i of the result = sum of v[i]. Four halving steps of
   (permute, permute, add) instead of 16 separate reductions: a tile's epilogue stays small. */
OX__INL OX__T_AVX512 __m512 ox__avx512_hsum16(const __m512 *v) {
    static const int lo_idx[4][16] = {
        {0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23},
        {0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27},
        {0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29},
        {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30}};
    static const int half[4] = {8, 4, 2, 1};
    __m512 a[16];
    int n = 16, s, i;
    for (i = 0; i < 16; i++) a[i] = v[i];
    for (s = 0; s < 4; s++) {
        __m512i lo = _mm512_loadu_si512((const void *)lo_idx[s]), hi = _mm512_add_epi32(lo, _mm512_set1_epi32(half[s]));
        for (i = 0; i < n / 2; i++)
            a[i] = _mm512_add_ps(_mm512_permutex2var_ps(a[2 * i], lo, a[2 * i + 1]),
                                 _mm512_permutex2var_ps(a[2 * i], hi, a[2 * i + 1]));
        n /= 2;
    }
    return a[0];
}
/* Store a 4x4 tile held as lanes t*4 + r of s (see ox__avx512_hsum16). */
OX__INL OX__T_AVX512 void ox__avx512_put4x4(const ox__mm *m, int t0, int r0, int k0, __m512 s) {
    float v[16];
    int t, r;
    _mm512_storeu_ps(v, s);
    for (t = 0; t < 4; t++) {
        float *y = m->y + (size_t)(t0 + t) * m->ldy + r0;
        for (r = 0; r < 4; r++) ox__mm_put(y + r, v[t * 4 + r], k0);
    }
}

/* Any region; for T == 1 the decode GEMV, which is bound by memory. Eight rows at a time: eight
   concurrent streams (one stream alone gets about half the bandwidth here) sharing each x load, eight
   independent accumulators. While a block of 8 rows is read, the next block is prefetched, in step
   (the bytes of this block consumed per step = the bytes of the next one requested): the hardware
   prefetchers alone leave ~40% of the bandwidth unused. Prefetches never fault, so the last block's
   look past the range is harmless. The K tail is one masked step. */
OX__INL OX__T_AVX512 void ox__avx512_rows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1, ox__dtype dt) {
    const size_t K = (size_t)m->K, es = dt == OX__F32 ? 4 : 2;
    int t, r, k, j, kv = k0 + (k1 - k0) / 16 * 16;
    __mmask16 mk = ox__avx512_mask16(k1 - kv);
    for (t = t0; t < t1; t++) {
        const float *x = m->x + (size_t)t * m->ldx;
        float *y = m->y + (size_t)t * m->ldy;
        for (r = r0; r + 8 <= r1; r += 8) {
            const size_t w0 = r * K;
            const char *pf = (const char *)m->w + (w0 + 8 * K + k0) * es;
            __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0, xv;
#define OX__ROWS8(LOADX, LOADW)                                                                          \
    xv = LOADX;                                                                                         \
    a0 = _mm512_fmadd_ps(xv, LOADW(w0), a0); a1 = _mm512_fmadd_ps(xv, LOADW(w0 + K), a1);               \
    a2 = _mm512_fmadd_ps(xv, LOADW(w0 + 2 * K), a2); a3 = _mm512_fmadd_ps(xv, LOADW(w0 + 3 * K), a3);   \
    a4 = _mm512_fmadd_ps(xv, LOADW(w0 + 4 * K), a4); a5 = _mm512_fmadd_ps(xv, LOADW(w0 + 5 * K), a5);   \
    a6 = _mm512_fmadd_ps(xv, LOADW(w0 + 6 * K), a6); a7 = _mm512_fmadd_ps(xv, LOADW(w0 + 7 * K), a7);
#define OX__LW(o) ox__avx512_w16(m->w, (o) + k, dt)
#define OX__LWM(o) ox__avx512_w16_m(m->w, (o) + k, dt, mk)
            for (k = k0; k < kv; k += 16) {
                for (j = 0; j < (int)es * 2; j++) _mm_prefetch(pf + 64 * j, _MM_HINT_T0);
                pf += 128 * es;
                OX__ROWS8(_mm512_loadu_ps(x + k), OX__LW)
            }
            if (kv < k1) { OX__ROWS8(_mm512_maskz_loadu_ps(mk, x + k), OX__LWM) }
#undef OX__LW
#undef OX__LWM
#undef OX__ROWS8
            ox__mm_put(y + r, ox__avx512_hsum(a0), k0); ox__mm_put(y + r + 1, ox__avx512_hsum(a1), k0);
            ox__mm_put(y + r + 2, ox__avx512_hsum(a2), k0); ox__mm_put(y + r + 3, ox__avx512_hsum(a3), k0);
            ox__mm_put(y + r + 4, ox__avx512_hsum(a4), k0); ox__mm_put(y + r + 5, ox__avx512_hsum(a5), k0);
            ox__mm_put(y + r + 6, ox__avx512_hsum(a6), k0); ox__mm_put(y + r + 7, ox__avx512_hsum(a7), k0);
        }
        for (; r < r1; r++) { /* the same arithmetic per row as above: results do not depend on grouping */
            size_t w0 = r * K;
            __m512 a0 = _mm512_setzero_ps();
            for (k = k0; k < kv; k += 16) a0 = _mm512_fmadd_ps(_mm512_loadu_ps(x + k), ox__avx512_w16(m->w, w0 + k, dt), a0);
            if (kv < k1) a0 = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(mk, x + kv), ox__avx512_w16_m(m->w, w0 + kv, dt, mk), a0);
            ox__mm_put(y + r, ox__avx512_hsum(a0), k0);
        }
    }
}

/* 4 tokens x 4 rows, f32 FMA: 16 accumulators + 4 weight vectors + 1 x vector (of 32 registers).
   Each weight vector is loaded and widened once for 4 tokens, each x vector once for 4 rows, so
   the loop issues 16 FMAs per 8 loads and stays bound by the two FMA pipes. */
OX__INL OX__T_AVX512 void ox__avx512_tile(const ox__mm *m, int t0, int r0, int k0, int k1, ox__dtype dt) {
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + m->ldx, *x2 = x1 + m->ldx, *x3 = x2 + m->ldx;
    size_t K = (size_t)m->K, w0 = r0 * K, w1 = w0 + K, w2 = w1 + K, w3 = w2 + K;
    __m512 a[16], v0, v1, v2, v3, xv;
    int k, i, kv = k0 + (k1 - k0) / 16 * 16;
    for (i = 0; i < 16; i++) a[i] = _mm512_setzero_ps();
#define OX__AVX512_TILE_STEP(LOADW, LOADX)                                                           \
    v0 = LOADW(w0); v1 = LOADW(w1); v2 = LOADW(w2); v3 = LOADW(w3);                                  \
    xv = LOADX(x0); a[0] = _mm512_fmadd_ps(xv, v0, a[0]); a[1] = _mm512_fmadd_ps(xv, v1, a[1]);      \
    a[2] = _mm512_fmadd_ps(xv, v2, a[2]); a[3] = _mm512_fmadd_ps(xv, v3, a[3]);                      \
    xv = LOADX(x1); a[4] = _mm512_fmadd_ps(xv, v0, a[4]); a[5] = _mm512_fmadd_ps(xv, v1, a[5]);      \
    a[6] = _mm512_fmadd_ps(xv, v2, a[6]); a[7] = _mm512_fmadd_ps(xv, v3, a[7]);                      \
    xv = LOADX(x2); a[8] = _mm512_fmadd_ps(xv, v0, a[8]); a[9] = _mm512_fmadd_ps(xv, v1, a[9]);      \
    a[10] = _mm512_fmadd_ps(xv, v2, a[10]); a[11] = _mm512_fmadd_ps(xv, v3, a[11]);                  \
    xv = LOADX(x3); a[12] = _mm512_fmadd_ps(xv, v0, a[12]); a[13] = _mm512_fmadd_ps(xv, v1, a[13]);  \
    a[14] = _mm512_fmadd_ps(xv, v2, a[14]); a[15] = _mm512_fmadd_ps(xv, v3, a[15]);
#define OX__LW(w_) ox__avx512_w16(m->w, (w_) + k, dt)
#define OX__LX(x_) _mm512_loadu_ps((x_) + k)
#define OX__LWM(w_) ox__avx512_w16_m(m->w, (w_) + k, dt, mk)
#define OX__LXM(x_) _mm512_maskz_loadu_ps(mk, (x_) + k)
    for (k = k0; k < kv; k += 16) { OX__AVX512_TILE_STEP(OX__LW, OX__LX) }
    if (kv < k1) {
        __mmask16 mk = ox__avx512_mask16(k1 - kv);
        k = kv;
        OX__AVX512_TILE_STEP(OX__LWM, OX__LXM)
    }
#undef OX__LW
#undef OX__LX
#undef OX__LWM
#undef OX__LXM
#undef OX__AVX512_TILE_STEP
    ox__avx512_put4x4(m, t0, r0, k0, ox__avx512_hsum16(a));
}

/* bf16 weights with x in the "pairs" layout: 4 tokens x 4 rows as above, but per block of 32 k one
   512-bit load of 32 weights per row, widened by a shift (even k) and an and (odd k): ALU work that
   runs beside the FMAs, where vpmovzxwd competes with them for the shuffle/FMA ports. */
static OX__T_AVX512 void ox__avx512_tile_bf16p(const ox__mm *m, int t0, int r0, int k0, int k1) {
    const uint16_t *w0 = (const uint16_t *)m->w + (size_t)r0 * m->K, *w1 = w0 + m->K, *w2 = w1 + m->K, *w3 = w2 + m->K;
    const float *x0 = (const float *)(m->xp + (size_t)t0 * m->xps), *x1 = (const float *)((const unsigned char *)x0 + m->xps);
    const float *x2 = (const float *)((const unsigned char *)x1 + m->xps), *x3 = (const float *)((const unsigned char *)x2 + m->xps);
    const __m512i hi16 = _mm512_set1_epi32((int)0xffff0000u);
    __m512 a[16], e0, e1, e2, e3, o0, o1, o2, o3, xv;
    __m512i u0, u1, u2, u3;
    int k, i, kv = k0 + (k1 - k0) / 32 * 32;
    __mmask32 mk = (__mmask32)((1u << ((k1 - kv) & 31)) - 1u);
    for (i = 0; i < 16; i++) a[i] = _mm512_setzero_ps();
#define OX__PAIRS_TOKEN(xt, b)                                                                                  \
    xv = _mm512_loadu_ps(xt + k);                                                                              \
    a[b] = _mm512_fmadd_ps(xv, e0, a[b]); a[b + 1] = _mm512_fmadd_ps(xv, e1, a[b + 1]);                        \
    a[b + 2] = _mm512_fmadd_ps(xv, e2, a[b + 2]); a[b + 3] = _mm512_fmadd_ps(xv, e3, a[b + 3]);                \
    xv = _mm512_loadu_ps(xt + k + 16);                                                                         \
    a[b] = _mm512_fmadd_ps(xv, o0, a[b]); a[b + 1] = _mm512_fmadd_ps(xv, o1, a[b + 1]);                        \
    a[b + 2] = _mm512_fmadd_ps(xv, o2, a[b + 2]); a[b + 3] = _mm512_fmadd_ps(xv, o3, a[b + 3]);
#define OX__PAIRS_BLOCK()                                                                                       \
    e0 = _mm512_castsi512_ps(_mm512_slli_epi32(u0, 16)); o0 = _mm512_castsi512_ps(_mm512_and_si512(u0, hi16)); \
    e1 = _mm512_castsi512_ps(_mm512_slli_epi32(u1, 16)); o1 = _mm512_castsi512_ps(_mm512_and_si512(u1, hi16)); \
    e2 = _mm512_castsi512_ps(_mm512_slli_epi32(u2, 16)); o2 = _mm512_castsi512_ps(_mm512_and_si512(u2, hi16)); \
    e3 = _mm512_castsi512_ps(_mm512_slli_epi32(u3, 16)); o3 = _mm512_castsi512_ps(_mm512_and_si512(u3, hi16)); \
    OX__PAIRS_TOKEN(x0, 0) OX__PAIRS_TOKEN(x1, 4) OX__PAIRS_TOKEN(x2, 8) OX__PAIRS_TOKEN(x3, 12)
    for (k = k0; k < kv; k += 32) {
        u0 = _mm512_loadu_si512((const void *)(w0 + k)); u1 = _mm512_loadu_si512((const void *)(w1 + k));
        u2 = _mm512_loadu_si512((const void *)(w2 + k)); u3 = _mm512_loadu_si512((const void *)(w3 + k));
        OX__PAIRS_BLOCK()
    }
    if (kv < k1) { /* tail: weights masked, x zero-padded */
        k = kv;
        u0 = _mm512_maskz_loadu_epi16(mk, w0 + k); u1 = _mm512_maskz_loadu_epi16(mk, w1 + k);
        u2 = _mm512_maskz_loadu_epi16(mk, w2 + k); u3 = _mm512_maskz_loadu_epi16(mk, w3 + k);
        OX__PAIRS_BLOCK()
    }
#undef OX__PAIRS_BLOCK
#undef OX__PAIRS_TOKEN
    ox__avx512_put4x4(m, t0, r0, k0, ox__avx512_hsum16(a));
}
/* "pairs" layout with two permutes per 32 floats. */
static OX__T_AVX512 void ox__avx512_prep_pairs(void *xprep, const float *x, size_t ldx, int K, int T) {
    static const int ev[16] = {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30};
    const __m512i ie = _mm512_loadu_si512((const void *)ev), io = _mm512_add_epi32(ie, _mm512_set1_epi32(1));
    size_t stride = ox__xprep_stride(K);
    int t, k;
    for (t = 0; t < T; t++) {
        float *o = (float *)((unsigned char *)xprep + (size_t)t * stride);
        const float *xt = x + (size_t)t * ldx;
        for (k = 0; k < K; k += 32, o += 32) {
            int n = K - k < 32 ? K - k : 32;
            __m512 a = _mm512_maskz_loadu_ps(ox__avx512_mask16(n >= 16 ? 16 : n), xt + k);
            __m512 b = _mm512_maskz_loadu_ps(ox__avx512_mask16(n > 16 ? n - 16 : 0), xt + k + 16);
            _mm512_storeu_ps(o, _mm512_permutex2var_ps(a, ie, b));
            _mm512_storeu_ps(o + 16, _mm512_permutex2var_ps(a, io, b));
        }
    }
}

static OX__T_AVX512 void ox__avx512_rows_f32(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx512_rows(m, t0, t1, r0, r1, k0, k1, OX__F32); }
static OX__T_AVX512 void ox__avx512_rows_f16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx512_rows(m, t0, t1, r0, r1, k0, k1, OX__F16); }
static OX__T_AVX512 void ox__avx512_rows_bf16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx512_rows(m, t0, t1, r0, r1, k0, k1, OX__BF16); }
static OX__T_AVX512 void ox__avx512_tile_f32(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx512_tile(m, t0, r0, k0, k1, OX__F32); }
static OX__T_AVX512 void ox__avx512_tile_f16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx512_tile(m, t0, r0, k0, k1, OX__F16); }
static OX__T_AVX512 void ox__avx512_tile_bf16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx512_tile(m, t0, r0, k0, k1, OX__BF16); }

static OX__T_AVX512 float ox__avx512_dot(const float *a, const float *b, int n) {
    __m512 s0 = _mm512_setzero_ps(), s1 = s0;
    int i = 0;
    for (; i + 32 <= n; i += 32) {
        s0 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i), _mm512_loadu_ps(b + i), s0);
        s1 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i + 16), _mm512_loadu_ps(b + i + 16), s1);
    }
    for (; i + 16 <= n; i += 16) s0 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i), _mm512_loadu_ps(b + i), s0);
    if (i < n) {
        __mmask16 mk = ox__avx512_mask16(n - i);
        s1 = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(mk, a + i), _mm512_maskz_loadu_ps(mk, b + i), s1);
    }
    return ox__avx512_hsum(_mm512_add_ps(s0, s1));
}
static OX__T_AVX512 void ox__avx512_axpy(float *y, float a, const float *x, int n) {
    __m512 av = _mm512_set1_ps(a);
    int i = 0;
    for (; i + 16 <= n; i += 16) _mm512_storeu_ps(y + i, _mm512_fmadd_ps(av, _mm512_loadu_ps(x + i), _mm512_loadu_ps(y + i)));
    if (i < n) {
        __mmask16 mk = ox__avx512_mask16(n - i);
        _mm512_mask_storeu_ps(y + i, mk, _mm512_fmadd_ps(av, _mm512_maskz_loadu_ps(mk, x + i), _mm512_maskz_loadu_ps(mk, y + i)));
    }
}

/* ---- 6.6 AVX-512-BF16: vdpbf16ps on bf16 weights with x split into bf16 parts ----------------
   vdpbf16ps multiplies 32 bf16 pairs and adds pairs into 16 f32 lanes: twice the products of an
   f32 FMA per instruction, at the same issue rate. Weights are bf16 already, so only x needs
   converting; x = hi + mid + lo (OX__BF16_SPLIT 3) or hi + lo (2) keeps the products exact up to
   the dropped tail of x. Layout of the
   prepared x, per token: for each block of 32 k, OX__BF16_SPLIT x 32 bf16 (hi, [mid,] lo), the
   last block zero-padded, so kernels read whole blocks and only mask the weights. */

/* x[0..n) (n <= 32) -> parts of one block. */
OX__INL OX__T_AVX512BF16 void ox__bf16_split32(uint16_t *out, const float *x, int n) {
    __mmask16 m0 = (__mmask16)(n >= 16 ? 0xffffu : (1u << n) - 1u), m1 = (__mmask16)(n >= 32 ? 0xffffu : n <= 16 ? 0u : (1u << (n - 16)) - 1u);
    __m512 a = _mm512_maskz_loadu_ps(m0, x), b = _mm512_maskz_loadu_ps(m1, x + 16);
    int p;
    for (p = 0; p < OX__BF16_SPLIT; p++) {
        __m512i h = (__m512i)_mm512_cvtne2ps_pbh(b, a); /* lanes 0-15 from a, 16-31 from b, RNE */
        _mm512_storeu_si512((void *)(out + 32 * p), h);
        /* residual: subtract the part just taken (widened back to f32 exactly) */
        a = _mm512_sub_ps(a, _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm512_castsi512_si256(h)), 16)));
        b = _mm512_sub_ps(b, _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm512_extracti64x4_epi64(h, 1)), 16)));
    }
}
static OX__T_AVX512BF16 void ox__avx512bf16_prep(void *xprep, const float *x, size_t ldx, int K, int T) {
    size_t stride = ox__xprep_stride(K);
    int t, k;
    for (t = 0; t < T; t++) {
        uint16_t *o = (uint16_t *)((unsigned char *)xprep + (size_t)t * stride);
        for (k = 0; k < K; k += 32, o += 32 * OX__BF16_SPLIT)
            ox__bf16_split32(o, x + (size_t)t * ldx + k, K - k < 32 ? K - k : 32);
    }
}

/* 4 tokens x 4 rows on vdpbf16ps: 16 accumulators, 4 weight vectors (32 bf16 each, masked at the
   tail), one x part at a time. Per block of 32 k: 4 weight loads, 4*SPLIT x loads and 16*SPLIT
   vdpbf16ps; the weights need no conversion at all. Written out by hand: GCC -O2 does not unroll
   a loop over tokens, and an accumulator array indexed in a loop would live on the stack. */
static OX__T_AVX512BF16 void ox__avx512bf16_tile(const ox__mm *m, int t0, int r0, int k0, int k1) {
    const uint16_t *w0 = (const uint16_t *)m->w + (size_t)r0 * m->K, *w1 = w0 + m->K, *w2 = w1 + m->K, *w3 = w2 + m->K;
    const size_t xs = m->xps / 2, blk = 32 * OX__BF16_SPLIT; /* in bf16 elements */
    const uint16_t *x0 = (const uint16_t *)(m->xp + (size_t)t0 * m->xps) + (size_t)(k0 / 32) * blk;
    const uint16_t *x1 = x0 + xs, *x2 = x1 + xs, *x3 = x2 + xs;
    __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00, a[16];
    __m512bh v0, v1, v2, v3, xv;
    int k, p, kv = k0 + (k1 - k0) / 32 * 32;
#define OX__DP_TOKEN(xb, c0, c1, c2, c3)                                                                 \
    for (p = 0; p < OX__BF16_SPLIT; p++) {                                                              \
        xv = (__m512bh)_mm512_loadu_si512((const void *)((xb) + 32 * p));                               \
        c0 = _mm512_dpbf16_ps(c0, xv, v0); c1 = _mm512_dpbf16_ps(c1, xv, v1);                          \
        c2 = _mm512_dpbf16_ps(c2, xv, v2); c3 = _mm512_dpbf16_ps(c3, xv, v3);                          \
    }
#define OX__DP_BLOCK()                                                                                   \
    OX__DP_TOKEN(x0, a00, a01, a02, a03) OX__DP_TOKEN(x1, a10, a11, a12, a13)                          \
    OX__DP_TOKEN(x2, a20, a21, a22, a23) OX__DP_TOKEN(x3, a30, a31, a32, a33)                          \
    x0 += blk; x1 += blk; x2 += blk; x3 += blk;
    for (k = k0; k < kv; k += 32) {
        v0 = (__m512bh)_mm512_loadu_si512((const void *)(w0 + k)); v1 = (__m512bh)_mm512_loadu_si512((const void *)(w1 + k));
        v2 = (__m512bh)_mm512_loadu_si512((const void *)(w2 + k)); v3 = (__m512bh)_mm512_loadu_si512((const void *)(w3 + k));
        OX__DP_BLOCK()
    }
    if (kv < k1) { /* tail: weights masked (x is zero-padded) */
        __mmask32 mk = (__mmask32)((1u << (k1 - kv)) - 1u);
        v0 = (__m512bh)_mm512_maskz_loadu_epi16(mk, w0 + kv); v1 = (__m512bh)_mm512_maskz_loadu_epi16(mk, w1 + kv);
        v2 = (__m512bh)_mm512_maskz_loadu_epi16(mk, w2 + kv); v3 = (__m512bh)_mm512_maskz_loadu_epi16(mk, w3 + kv);
        OX__DP_BLOCK()
    }
#undef OX__DP_BLOCK
#undef OX__DP_TOKEN
    a[0] = a00; a[1] = a01; a[2] = a02; a[3] = a03; a[4] = a10; a[5] = a11; a[6] = a12; a[7] = a13;
    a[8] = a20; a[9] = a21; a[10] = a22; a[11] = a23; a[12] = a30; a[13] = a31; a[14] = a32; a[15] = a33;
    ox__avx512_put4x4(m, t0, r0, k0, ox__avx512_hsum16(a));
}
#if defined(__cplusplus) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif /* OX__X86 (AVX-512) */

/* ---- 6.7 NEON (aarch64): 4 floats a vector, 32 registers ------------------------------------ */
#if defined(__aarch64__) && !defined(OXINFER_NO_SIMD)
#define OX__NEON 1
#include <arm_neon.h>

OX__INL float32x4_t ox__neon_w4(const void *w, size_t i, ox__dtype dt) {
    if (dt == OX__F32) return vld1q_f32((const float *)w + i);
    if (dt == OX__F16) return vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16((const uint16_t *)w + i)));
    return vreinterpretq_f32_u32(vshll_n_u16(vld1_u16((const uint16_t *)w + i), 16));
}
/* {sum a, sum b, sum c, sum d} */
OX__INL float32x4_t ox__neon_hsum4(float32x4_t a, float32x4_t b, float32x4_t c, float32x4_t d) {
    return vpaddq_f32(vpaddq_f32(a, b), vpaddq_f32(c, d));
}

/* Any region; T == 1 is the decode GEMV: eight rows at a time, next block prefetched in step (see
   ox__avx512_rows); per-row arithmetic independent of the grouping (see ox__avx2_rows). */
OX__INL void ox__neon_rows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1, ox__dtype dt) {
    const size_t K = (size_t)m->K, es = dt == OX__F32 ? 4 : 2;
    int t, r, k, i, j, kv = k0 + (k1 - k0) / 4 * 4;
    for (t = t0; t < t1; t++) {
        const float *x = m->x + (size_t)t * m->ldx;
        float *y = m->y + (size_t)t * m->ldy;
        for (r = r0; r + 8 <= r1; r += 8) {
            const size_t w0 = r * K;
            const char *pf = (const char *)m->w + (w0 + 8 * K + k0) * es;
            float32x4_t a0 = vdupq_n_f32(0.0f), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0;
            float s[8];
            for (k = k0; k < kv; k += 4) {
                float32x4_t xv = vld1q_f32(x + k);
                if (!(k & 15)) { for (j = 0; j < (int)es * 2; j++) __builtin_prefetch(pf + 64 * j); pf += 128 * es; }
                a0 = vfmaq_f32(a0, xv, ox__neon_w4(m->w, w0 + k, dt));
                a1 = vfmaq_f32(a1, xv, ox__neon_w4(m->w, w0 + K + k, dt));
                a2 = vfmaq_f32(a2, xv, ox__neon_w4(m->w, w0 + 2 * K + k, dt));
                a3 = vfmaq_f32(a3, xv, ox__neon_w4(m->w, w0 + 3 * K + k, dt));
                a4 = vfmaq_f32(a4, xv, ox__neon_w4(m->w, w0 + 4 * K + k, dt));
                a5 = vfmaq_f32(a5, xv, ox__neon_w4(m->w, w0 + 5 * K + k, dt));
                a6 = vfmaq_f32(a6, xv, ox__neon_w4(m->w, w0 + 6 * K + k, dt));
                a7 = vfmaq_f32(a7, xv, ox__neon_w4(m->w, w0 + 7 * K + k, dt));
            }
            vst1q_f32(s, ox__neon_hsum4(a0, a1, a2, a3));
            vst1q_f32(s + 4, ox__neon_hsum4(a4, a5, a6, a7));
            for (i = 0; i < 8; i++) {
                for (k = kv; k < k1; k++) s[i] += x[k] * ox__w_at(m->w, dt, w0 + i * K + k);
                ox__mm_put(y + r + i, s[i], k0);
            }
        }
        for (; r < r1; r++) {
            const size_t w0 = r * K;
            float32x4_t a0 = vdupq_n_f32(0.0f);
            float s[4];
            for (k = k0; k < kv; k += 4) a0 = vfmaq_f32(a0, vld1q_f32(x + k), ox__neon_w4(m->w, w0 + k, dt));
            vst1q_f32(s, ox__neon_hsum4(a0, a0, a0, a0));
            for (k = kv; k < k1; k++) s[0] += x[k] * ox__w_at(m->w, dt, w0 + k);
            ox__mm_put(y + r, s[0], k0);
        }
    }
}

/* 4 tokens x 4 rows: 16 accumulators + 4 weights + 1 x of the 32 q registers, written out (an
   accumulator array indexed in a loop over tokens would live on the stack at -O2). */
OX__INL void ox__neon_tile(const ox__mm *m, int t0, int r0, int k0, int k1, ox__dtype dt) {
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + m->ldx, *x2 = x1 + m->ldx, *x3 = x2 + m->ldx;
    const float *xs[4];
    size_t K = (size_t)m->K, w0 = r0 * K;
    float32x4_t a00 = vdupq_n_f32(0.0f), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    float32x4_t a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00;
    float s[16];
    int k, i, t, kv = k0 + (k1 - k0) / 4 * 4;
    for (k = k0; k < kv; k += 4) {
        float32x4_t v0 = ox__neon_w4(m->w, w0 + k, dt), v1 = ox__neon_w4(m->w, w0 + K + k, dt);
        float32x4_t v2 = ox__neon_w4(m->w, w0 + 2 * K + k, dt), v3 = ox__neon_w4(m->w, w0 + 3 * K + k, dt), xv;
        xv = vld1q_f32(x0 + k); a00 = vfmaq_f32(a00, xv, v0); a01 = vfmaq_f32(a01, xv, v1); a02 = vfmaq_f32(a02, xv, v2); a03 = vfmaq_f32(a03, xv, v3);
        xv = vld1q_f32(x1 + k); a10 = vfmaq_f32(a10, xv, v0); a11 = vfmaq_f32(a11, xv, v1); a12 = vfmaq_f32(a12, xv, v2); a13 = vfmaq_f32(a13, xv, v3);
        xv = vld1q_f32(x2 + k); a20 = vfmaq_f32(a20, xv, v0); a21 = vfmaq_f32(a21, xv, v1); a22 = vfmaq_f32(a22, xv, v2); a23 = vfmaq_f32(a23, xv, v3);
        xv = vld1q_f32(x3 + k); a30 = vfmaq_f32(a30, xv, v0); a31 = vfmaq_f32(a31, xv, v1); a32 = vfmaq_f32(a32, xv, v2); a33 = vfmaq_f32(a33, xv, v3);
    }
    vst1q_f32(s, ox__neon_hsum4(a00, a01, a02, a03));
    vst1q_f32(s + 4, ox__neon_hsum4(a10, a11, a12, a13));
    vst1q_f32(s + 8, ox__neon_hsum4(a20, a21, a22, a23));
    vst1q_f32(s + 12, ox__neon_hsum4(a30, a31, a32, a33));
    xs[0] = x0; xs[1] = x1; xs[2] = x2; xs[3] = x3;
    for (t = 0; t < 4; t++) {
        float *y = m->y + (size_t)(t0 + t) * m->ldy + r0;
        for (i = 0; i < 4; i++) {
            float v = s[t * 4 + i];
            for (k = kv; k < k1; k++) v += xs[t][k] * ox__w_at(m->w, dt, w0 + i * K + k);
            ox__mm_put(y + i, v, k0);
        }
    }
}
static void ox__neon_rows_f32(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__neon_rows(m, t0, t1, r0, r1, k0, k1, OX__F32); }
static void ox__neon_rows_f16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__neon_rows(m, t0, t1, r0, r1, k0, k1, OX__F16); }
static void ox__neon_rows_bf16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__neon_rows(m, t0, t1, r0, r1, k0, k1, OX__BF16); }
static void ox__neon_tile_f32(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__neon_tile(m, t0, r0, k0, k1, OX__F32); }
static void ox__neon_tile_f16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__neon_tile(m, t0, r0, k0, k1, OX__F16); }
static void ox__neon_tile_bf16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__neon_tile(m, t0, r0, k0, k1, OX__BF16); }

static float ox__neon_dot(const float *a, const float *b, int n) {
    float32x4_t s0 = vdupq_n_f32(0.0f), s1 = s0;
    float s;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        s0 = vfmaq_f32(s0, vld1q_f32(a + i), vld1q_f32(b + i));
        s1 = vfmaq_f32(s1, vld1q_f32(a + i + 4), vld1q_f32(b + i + 4));
    }
    for (; i + 4 <= n; i += 4) s0 = vfmaq_f32(s0, vld1q_f32(a + i), vld1q_f32(b + i));
    s = vaddvq_f32(vaddq_f32(s0, s1));
    for (; i < n; i++) s += a[i] * b[i];
    return s;
}
static void ox__neon_axpy(float *y, float a, const float *x, int n) {
    int i = 0;
    for (; i + 4 <= n; i += 4) vst1q_f32(y + i, vfmaq_n_f32(vld1q_f32(y + i), vld1q_f32(x + i), a));
    for (; i < n; i++) y[i] += a * x[i];
}
#endif /* OX__NEON */

/* ---- 6.8 The table entries: one matmul per (path, dtype) ------------------------------------
   T == 1 (decode) and T smaller than a tile go straight to rows(); larger T to the blocked loop. */
/* ptile: the tile for prepared x (NULL if the path has none); used when xprep is given. */
#define OX__MATMUL_ENTRY(name, TT, TR, tile, ptile, rows)                                               \
    static void name(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K, int T,    \
                     int r0, int r1, const void *xprep) {                                               \
        ox__mm m;                                                                                       \
        ox__mm_tile_fn pt = ptile;                                                                      \
        if (K <= 0) { ox__mm_zero(y, ldy, T, r0, r1); return; }                                         \
        m.y = y; m.ldy = ldy; m.x = x; m.ldx = ldx; m.w = w; m.K = K; m.xp = NULL; m.xps = 0;           \
        if (pt && xprep) { m.xp = (const unsigned char *)xprep; m.xps = ox__xprep_stride(K); }         \
        if (T < TT) rows(&m, 0, T, r0, r1, 0, K);                                                       \
        else ox__mm_blocked(&m, T, r0, r1, TT, TR, pt && xprep ? pt : tile, rows);                      \
    }
#if defined(OX__X86)
OX__MATMUL_ENTRY(ox__matmul_avx2_f32, 4, 2, ox__avx2_tile_f32, NULL, ox__avx2_rows_f32)
OX__MATMUL_ENTRY(ox__matmul_avx2_f16, 4, 2, ox__avx2_tile_f16, NULL, ox__avx2_rows_f16)
OX__MATMUL_ENTRY(ox__matmul_avx2_bf16, 4, 2, ox__avx2_tile_bf16, NULL, ox__avx2_rows_bf16)
OX__MATMUL_ENTRY(ox__matmul_avx512_f32, 4, 4, ox__avx512_tile_f32, NULL, ox__avx512_rows_f32)
OX__MATMUL_ENTRY(ox__matmul_avx512_f16, 4, 4, ox__avx512_tile_f16, NULL, ox__avx512_rows_f16)
OX__MATMUL_ENTRY(ox__matmul_avx512_bf16, 4, 4, ox__avx512_tile_bf16, ox__avx512_tile_bf16p, ox__avx512_rows_bf16)
/* bf16 weights with prepared x: vdpbf16ps tiles; edges and decode take the exact f32 rows(). */
static void ox__matmul_avx512bf16_bf16(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                       int T, int r0, int r1, const void *xprep) {
    ox__mm m;
    if (!xprep || T < 4 || K <= 0) { ox__matmul_avx512_bf16(y, ldy, x, ldx, w, K, T, r0, r1, NULL); return; }
    m.y = y; m.ldy = ldy; m.x = x; m.ldx = ldx; m.w = w; m.K = K;
    m.xp = (const unsigned char *)xprep; m.xps = ox__xprep_stride(K);
    ox__mm_blocked(&m, T, r0, r1, 4, 4, ox__avx512bf16_tile, ox__avx512_rows_bf16);
}
#endif
#if defined(OX__NEON)
OX__MATMUL_ENTRY(ox__matmul_neon_f32, 4, 4, ox__neon_tile_f32, NULL, ox__neon_rows_f32)
OX__MATMUL_ENTRY(ox__matmul_neon_f16, 4, 4, ox__neon_tile_f16, NULL, ox__neon_rows_f16)
OX__MATMUL_ENTRY(ox__matmul_neon_bf16, 4, 4, ox__neon_tile_bf16, NULL, ox__neon_rows_bf16)
#endif
#undef OX__MATMUL_ENTRY

/* ---- 6.9 Dispatch ------------------------------------------------------------------------- */
static const ox__kernels ox__kernels_table[OX__ISA_COUNT] = {
    {OX__ISA_SCALAR, "scalar", {ox__matmul_scalar_f32, ox__matmul_scalar_f16, ox__matmul_scalar_bf16},
     ox__dot_scalar, ox__axpy_scalar, {NULL, NULL, NULL}},
#if defined(OX__X86)
    {OX__ISA_AVX2, "avx2", {ox__matmul_avx2_f32, ox__matmul_avx2_f16, ox__matmul_avx2_bf16},
     ox__avx2_dot, ox__avx2_axpy, {NULL, NULL, NULL}},
    {OX__ISA_AVX512, "avx512", {ox__matmul_avx512_f32, ox__matmul_avx512_f16, ox__matmul_avx512_bf16},
     ox__avx512_dot, ox__avx512_axpy, {NULL, NULL, ox__avx512_prep_pairs}},
    {OX__ISA_AVX512BF16, "avx512bf16", {ox__matmul_avx512_f32, ox__matmul_avx512_f16, ox__matmul_avx512bf16_bf16},
     ox__avx512_dot, ox__avx512_axpy, {NULL, NULL, ox__avx512bf16_prep}},
#else
    {OX__ISA_AVX2, "avx2", {NULL, NULL, NULL}, NULL, NULL, {NULL, NULL, NULL}},
    {OX__ISA_AVX512, "avx512", {NULL, NULL, NULL}, NULL, NULL, {NULL, NULL, NULL}},
    {OX__ISA_AVX512BF16, "avx512bf16", {NULL, NULL, NULL}, NULL, NULL, {NULL, NULL, NULL}},
#endif
#if defined(OX__NEON)
    {OX__ISA_NEON, "neon", {ox__matmul_neon_f32, ox__matmul_neon_f16, ox__matmul_neon_bf16},
     ox__neon_dot, ox__neon_axpy, {NULL, NULL, NULL}},
#else
    {OX__ISA_NEON, "neon", {NULL, NULL, NULL}, NULL, NULL, {NULL, NULL, NULL}},
#endif
};

/* Bit i set = path i is compiled in and this CPU/OS can run it. */
static unsigned ox__isa_bits_now(void) {
    unsigned b = 1u << OX__ISA_SCALAR;
#if defined(OX__X86)
    b |= ox__x86_detect();
#endif
#if defined(OX__NEON)
    b |= 1u << OX__ISA_NEON; /* NEON is part of the aarch64 base ISA */
#endif
    return b;
}
/* Detection runs once. */
#if !defined(OXINFER_NO_THREADS)
static pthread_once_t ox__isa_once = PTHREAD_ONCE_INIT;
static unsigned ox__isa_bits_cached;
static void ox__isa_detect_once(void) { ox__isa_bits_cached = ox__isa_bits_now(); }
static unsigned ox__isa_bits(void) { pthread_once(&ox__isa_once, ox__isa_detect_once); return ox__isa_bits_cached; }
#else
static unsigned ox__isa_bits(void) {
    static int done;
    static unsigned bits;
    if (!done) { bits = ox__isa_bits_now(); done = 1; }
    return bits;
}
#endif

static OX__UNUSED int ox__isa_available(ox__isa isa) {
    return (int)isa >= 0 && isa < OX__ISA_COUNT && ((ox__isa_bits() >> isa) & 1u);
}
static OX__UNUSED const ox__kernels *ox__kernels_for(ox__isa isa) {
    return ox__isa_available(isa) ? &ox__kernels_table[isa] : NULL;
}
/* The fastest path this CPU has that keeps the numerical contract (see the top of section 6). */
static ox__isa ox__isa_best(void) {
#if defined(OXINFER_PREFER_BF16)
    static const ox__isa order[] = {OX__ISA_AVX512BF16, OX__ISA_AVX512, OX__ISA_AVX2, OX__ISA_NEON};
#else
    static const ox__isa order[] = {OX__ISA_AVX512, OX__ISA_AVX512BF16, OX__ISA_AVX2, OX__ISA_NEON};
#endif
    size_t i;
    for (i = 0; i < sizeof order / sizeof order[0]; i++)
        if (ox__isa_available(order[i])) return order[i];
    return OX__ISA_SCALAR;
}
/* Which path a request (the value of OXINFER_ISA, NULL or "" = none) selects. A name this build or
   CPU cannot run, or an unknown name, selects the best path and sets *problem to a message worth
   logging as a warning (else *problem = NULL). */
static OX__UNUSED ox__isa ox__isa_select(const char *request, const char **problem) {
    int i;
    *problem = NULL;
    if (!request || !request[0]) return ox__isa_best();
    for (i = 0; i < OX__ISA_COUNT; i++)
        if (!strcmp(request, ox__isa_names[i])) {
            if (ox__isa_available((ox__isa)i)) return (ox__isa)i;
            *problem = "OXINFER_ISA names a kernel path this CPU or build lacks; using the best available";
            return ox__isa_best();
        }
    *problem = "OXINFER_ISA is not one of scalar, avx2, avx512, avx512bf16, neon; using the best available";
    return ox__isa_best();
}
/* Why the last ox__kernels_best() ignored OXINFER_ISA, or NULL: for the caller to log. */
static const char *ox__isa_env_problem;
/* The path to use: OXINFER_ISA if set and runnable, else the best. */
static OX__UNUSED const ox__kernels *ox__kernels_best(void) {
    const char *problem;
    ox__isa isa = ox__isa_select(getenv("OXINFER_ISA"), &problem);
    ox__isa_env_problem = problem;
    return &ox__kernels_table[isa];
}

/* ================================================================================================
   7. Thread pool
   Owns: the worker threads of a context and the matmul driver that spreads rows over them.
   Workers spin (with a pause instruction) for OX__POOL_SPIN_US after a job, then sleep on a
   condition variable, so an idle pool burns no CPU. 50 us covers the gaps between the hundreds of
   jobs of one token (norms, small ops on the caller), which then cost ~0.5 us each to hand out
   instead of a futex wake-up each; it is short enough that a pool left idle stops spinning at once.
   Spinning assumes a core per thread: on an oversubscribed machine a job waits for the scheduler.
   One calling thread at a time per pool.
   ============================================================================================== */
#ifndef OX__POOL_SPIN_US
#define OX__POOL_SPIN_US 50
#endif
typedef void (*ox__pool_fn)(void *arg, int ith, int nth);
typedef struct ox__pool ox__pool;

#if !defined(OXINFER_NO_THREADS) && (defined(__GNUC__) || defined(__clang__))
#define OX__POOL_THREADS 1
#define OX__ALOAD(p) __atomic_load_n((p), __ATOMIC_SEQ_CST)
/* a store as an exchange: a full barrier even where a seq_cst store is emulated weakly (QEMU user
   mode on x86 hosts let a store-release pass a later load-acquire, breaking the handshake below) */
#define OX__ASTORE(p, v) ((void)__atomic_exchange_n((p), (v), __ATOMIC_SEQ_CST))
#define OX__AADD(p, v) __atomic_add_fetch((p), (v), __ATOMIC_SEQ_CST)
#if defined(__x86_64__) || defined(__i386__)
#define OX__PAUSE() __asm__ __volatile__("pause")
#elif defined(__aarch64__) || defined(__arm__)
#define OX__PAUSE() __asm__ __volatile__("yield")
#else
#define OX__PAUSE() ((void)0)
#endif

typedef struct ox__pool_worker {
    ox__pool *pool;
    int ith;
} ox__pool_worker;

struct ox__pool {
    int n; /* threads, the caller included */
    ox_allocator alloc;
    pthread_t *threads;        /* n - 1 workers */
    ox__pool_worker *workers;
    pthread_mutex_t mu;
    pthread_cond_t wake, done;
    ox__pool_fn fn;            /* the job: written before gen is bumped, read after it changed */
    void *arg;
    unsigned gen;              /* bumped once per job (atomic) */
    int remaining;             /* workers still in the job (atomic) */
    int sleepers;              /* workers in (or entering) the wake wait (atomic) */
    int caller_waits;          /* the caller is in (or entering) the done wait (atomic) */
    int stop;                  /* atomic */
};

/* Sleeping is safe against lost wake-ups without taking the mutex on the fast path: the sleeper
   announces itself (seq_cst) before re-checking the condition, the waker changes the condition
   (seq_cst) before looking for sleepers, so at least one of them sees the other. */
static unsigned ox__pool_wait_job(ox__pool *p, unsigned seen) {
    double until = 0;
    unsigned g;
    int i;
    for (;;) { /* spin first: the next job usually comes within microseconds */
        for (i = 0; i < 64; i++) {
            if ((g = OX__ALOAD(&p->gen)) != seen) return g;
            OX__PAUSE();
        }
        if (until == 0) until = ox__now() + OX__POOL_SPIN_US * 1e-6;
        else if (ox__now() > until) break;
    }
    pthread_mutex_lock(&p->mu);
    OX__AADD(&p->sleepers, 1);
    while ((g = OX__ALOAD(&p->gen)) == seen) pthread_cond_wait(&p->wake, &p->mu);
    OX__AADD(&p->sleepers, -1);
    pthread_mutex_unlock(&p->mu);
    return g;
}

static void *ox__pool_main(void *arg) {
    ox__pool_worker *wk = (ox__pool_worker *)arg;
    ox__pool *p = wk->pool;
    unsigned seen = 0;
    for (;;) {
        seen = ox__pool_wait_job(p, seen);
        if (OX__ALOAD(&p->stop)) break;
        p->fn(p->arg, wk->ith, p->n);
        if (OX__AADD(&p->remaining, -1) == 0 && OX__ALOAD(&p->caller_waits)) {
            pthread_mutex_lock(&p->mu);
            pthread_cond_signal(&p->done);
            pthread_mutex_unlock(&p->mu);
        }
    }
    return NULL;
}

static OX__UNUSED void ox__pool_free(ox__pool *p) {
    int i;
    if (!p) return;
    if (p->n > 1) {
        OX__ASTORE(&p->stop, 1);
        OX__AADD(&p->gen, 1u);
        pthread_mutex_lock(&p->mu);
        pthread_cond_broadcast(&p->wake);
        pthread_mutex_unlock(&p->mu);
        for (i = 0; i < p->n - 1; i++) pthread_join(p->threads[i], NULL);
    }
    pthread_cond_destroy(&p->done);
    pthread_cond_destroy(&p->wake);
    pthread_mutex_destroy(&p->mu);
    ox__dealloc(&p->alloc, p->threads);
    ox__dealloc(&p->alloc, p->workers);
    ox__dealloc(&p->alloc, p);
}

/* n_threads includes the caller (<= 0: one per core). Creating fewer workers than asked (thread
   limits) is not an error: the pool just has fewer threads. NULL only when out of memory. */
static OX__UNUSED ox__pool *ox__pool_new(int n_threads, const ox_allocator *a) {
    ox__pool *p;
    int i, made = 0;
    if (n_threads <= 0) n_threads = ox__cpu_count();
    if (n_threads > 512) n_threads = 512;
    p = (ox__pool *)ox__calloc(a, 1, sizeof *p);
    if (!p) return NULL;
    if (a) p->alloc = *a;
    p->threads = (pthread_t *)ox__calloc(a, (size_t)n_threads, sizeof *p->threads);
    p->workers = (ox__pool_worker *)ox__calloc(a, (size_t)n_threads, sizeof *p->workers);
    if (!p->threads || !p->workers) {
        ox__dealloc(a, p->threads); ox__dealloc(a, p->workers); ox__dealloc(a, p);
        return NULL;
    }
    if (pthread_mutex_init(&p->mu, NULL)) { made = -1; }
    else if (pthread_cond_init(&p->wake, NULL)) { pthread_mutex_destroy(&p->mu); made = -1; }
    else if (pthread_cond_init(&p->done, NULL)) { pthread_cond_destroy(&p->wake); pthread_mutex_destroy(&p->mu); made = -1; }
    if (made < 0) {
        ox__dealloc(a, p->threads); ox__dealloc(a, p->workers); ox__dealloc(a, p);
        return NULL;
    }
    for (i = 1; i < n_threads; i++) {
        p->workers[made].pool = p;
        p->workers[made].ith = i;
        if (pthread_create(&p->threads[made], NULL, ox__pool_main, &p->workers[made])) break;
        made++;
    }
    p->n = made + 1; /* workers read n only inside a job, after this store is published */
    return p;
}

/* Run fn(arg, ith, nth) on every thread (the caller is ith 0); return when all have finished. */
static OX__UNUSED void ox__pool_run(ox__pool *p, ox__pool_fn fn, void *arg) {
    double until = 0;
    int i;
    if (!p || p->n == 1) { fn(arg, 0, 1); return; }
    p->fn = fn;
    p->arg = arg;
    OX__ASTORE(&p->remaining, p->n - 1);
    OX__AADD(&p->gen, 1u); /* publishes fn, arg */
    if (OX__ALOAD(&p->sleepers)) {
        pthread_mutex_lock(&p->mu);
        pthread_cond_broadcast(&p->wake);
        pthread_mutex_unlock(&p->mu);
    }
    fn(arg, 0, p->n);
    for (;;) {
        for (i = 0; i < 64; i++) {
            if (!OX__ALOAD(&p->remaining)) return;
            OX__PAUSE();
        }
        if (until == 0) until = ox__now() + OX__POOL_SPIN_US * 1e-6;
        else if (ox__now() > until) break;
    }
    pthread_mutex_lock(&p->mu);
    OX__ASTORE(&p->caller_waits, 1);
    while (OX__ALOAD(&p->remaining)) pthread_cond_wait(&p->done, &p->mu);
    OX__ASTORE(&p->caller_waits, 0);
    pthread_mutex_unlock(&p->mu);
}
#else
/* No threads (OXINFER_NO_THREADS, or a compiler without GCC atomics): everything on the caller. */
struct ox__pool {
    int n;
    ox_allocator alloc;
};
static OX__UNUSED ox__pool *ox__pool_new(int n_threads, const ox_allocator *a) {
    ox__pool *p = (ox__pool *)ox__calloc(a, 1, sizeof *p);
    (void)n_threads;
    if (!p) return NULL;
    if (a) p->alloc = *a;
    p->n = 1;
    return p;
}
static OX__UNUSED void ox__pool_free(ox__pool *p) {
    if (p) ox__dealloc(&p->alloc, p);
}
static OX__UNUSED void ox__pool_run(ox__pool *p, ox__pool_fn fn, void *arg) { (void)p; fn(arg, 0, 1); }
#endif
static OX__UNUSED int ox__pool_size(const ox__pool *p) { return p ? p->n : 1; }

/* ---- The matmul driver: the seam between model code and kernels ---------------------------- */

/* Scratch for ox__matmul: the largest activation copy any path prepares, plus alignment. */
static OX__UNUSED size_t ox__matmul_scratch_size(int T, int K) {
    return (size_t)(T > 0 ? T : 0) * ox__xprep_stride(K > 0 ? K : 0) + 64;
}

typedef struct ox__matmul_job {
    ox__matmul_fn fn;
    ox__prep_fn prep;
    float *y;
    size_t ldy;
    const float *x;
    size_t ldx;
    const void *w;
    int T, K, N;
    unsigned char *xprep;
    int by_tokens; /* split tokens instead of rows (few rows, many tokens) */
} ox__matmul_job;

/* [*a, *b) = the part of [0, n) that thread ith of nth takes, in multiples of q. */
static void ox__split(int n, int q, int ith, int nth, int *a, int *b) {
    int per = ((n + nth - 1) / nth + q - 1) / q * q;
    long lo = (long)per * ith, hi = lo + per;
    *a = lo < n ? (int)lo : n;
    *b = hi < n ? (int)hi : n;
}
static void ox__prep_task(void *arg, int ith, int nth) {
    ox__matmul_job *j = (ox__matmul_job *)arg;
    int t0, t1;
    ox__split(j->T, 1, ith, nth, &t0, &t1);
    if (t0 < t1) j->prep(j->xprep + (size_t)t0 * ox__xprep_stride(j->K), j->x + (size_t)t0 * j->ldx, j->ldx, j->K, t1 - t0);
}
static void ox__matmul_task(void *arg, int ith, int nth) {
    ox__matmul_job *j = (ox__matmul_job *)arg;
    int a, b;
    if (j->by_tokens) {
        ox__split(j->T, 4, ith, nth, &a, &b);
        if (a < b)
            j->fn(j->y + (size_t)a * j->ldy, j->ldy, j->x + (size_t)a * j->ldx, j->ldx, j->w, j->K, b - a, 0, j->N,
                  j->xprep ? j->xprep + (size_t)a * ox__xprep_stride(j->K) : NULL);
    } else {
        /* rows in multiples of 16: whole 64-byte lines of y per thread, whole tiles */
        ox__split(j->N, 16, ith, nth, &a, &b);
        if (a < b) j->fn(j->y, j->ldy, j->x, j->ldx, j->w, j->K, j->T, a, b, j->xprep);
    }
}

/* y[t*ldy + n] = sum_k x[t*ldx + k] W[n*K + k], for t < T, n < N; W of dtype dt (F32, F16, BF16).
   Rows are split across the pool's threads: for T == 1 in one contiguous chunk per thread (each
   streams its share of W), for T > 1 the same, each thread tiling its rows over all tokens (tokens
   are split instead when there are too few rows). scratch: ox__matmul_scratch_size(T, K) bytes,
   where the path's activation copy goes (bf16 parts); may be NULL, the path then uses f32. */
static OX__UNUSED void ox__matmul_ex(ox__pool *pool, const ox__kernels *k, float *y, size_t ldy, const float *x,
                                     size_t ldx, int T, int K, const void *w, ox__dtype dt, int N, void *scratch) {
    ox__matmul_job j;
    int nth = ox__pool_size(pool);
    if (T <= 0 || N <= 0 || (unsigned)dt > (unsigned)OX__BF16) return;
    memset(&j, 0, sizeof j);
    j.fn = k->matmul[dt]; j.prep = k->prep[dt];
    j.y = y; j.ldy = ldy; j.x = x; j.ldx = ldx; j.w = w; j.T = T; j.K = K; j.N = N;
    j.by_tokens = nth > 1 && N < 16 * nth && T >= 4 * nth;
    if (j.prep && scratch && T > 1 && K > 0) {
        j.xprep = (unsigned char *)scratch + ((64 - ((uintptr_t)scratch & 63)) & 63);
        if (T >= 2 * nth) ox__pool_run(pool, ox__prep_task, &j);
        else j.prep(j.xprep, x, ldx, K, T);
    }
    if (nth == 1) ox__matmul_task(&j, 0, 1);
    else ox__pool_run(pool, ox__matmul_task, &j);
}
/* Dense x[T][K] and y[T][N]. */
static OX__UNUSED void ox__matmul(ox__pool *pool, const ox__kernels *k, float *y, const float *x, int T, int K,
                                  const void *w, ox__dtype dt, int N, void *scratch) {
    ox__matmul_ex(pool, k, y, (size_t)N, x, (size_t)K, T, K, w, dt, N, scratch);
}
