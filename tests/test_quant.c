/* Tests: quantized weights (section 6.2b formats, their kernels on every path, load-time
   quantization of whole models).

   Round trip: every weight of a Q8 or Q4 group is within s / 2 of its dequantized value (s the
   group's f16 scale; Q4 adds the f32 rounding of s q + b, a few ulps of |w|).
   Kernels: each path against the scalar reference (ox__q_dot_ref: the dot product over the
   dequantized row in the f32 reference order) within 2e-6 S, S = sum |x_k w_k| over the
   dequantized weights (the float kernels' bound: only the summation order differs), for decode
   strips (T <= 8), panels (T > 8) and odd K (a padded last block), on 1 and 3 threads.
   Models: a quantized model's logits equal those of the same model whose quantized matrices are
   replaced by their dequantized f32 copies: exactly on the scalar path (same products, same
   order), within 2e-4 on the SIMD paths. */

static uint32_t tq_rng = 777u;
static float tq_normal(void) {
    double s = 0;
    int i;
    for (i = 0; i < 12; i++) {
        tq_rng ^= tq_rng << 13; tq_rng ^= tq_rng >> 17; tq_rng ^= tq_rng << 5;
        s += (tq_rng >> 8) * (1.0 / 16777216.0);
    }
    return (float)(s - 6.0);
}

/* A quantized N x K matrix in malloc'd memory (free tq->mem). */
typedef struct tq_mat { ox__qmat w; void *mem; } tq_mat;
static int tq_make(tq_mat *m, ox__dtype fmt, const float *src, int N, int K) {
    size_t bytes;
    if (!ox__qmat_layout(&m->w, fmt, N, K, &bytes)) return 0;
    m->mem = malloc(bytes + 64);
    m->w.data = (const uint8_t *)m->mem + (64 - ((uintptr_t)m->mem & 63));
    ox__quantize_rows(&m->w, src, OX__F32, 0, N);
    return 1;
}
static float tq_scale(const ox__qmat *w, int r, int k) {
    const uint16_t *sb = (const uint16_t *)(w->data + (size_t)r * w->rstride + w->sboff);
    return ox__f16_to_f32(sb[(size_t)(k >> w->gshift) * (size_t)(1 + w->affine)]);
}

static void test_quant_roundtrip(void) {
    static const int Ks[] = {32, 33, 64, 100, 256};
    int f, ki, kind, r, k;
    for (f = 0; f < 2; f++)
        for (ki = 0; ki < 5; ki++)
            for (kind = 0; kind < 5; kind++) {
                const int N = 7, K = Ks[ki];
                float *w = (float *)malloc(sizeof(float) * N * K), *d = (float *)malloc(sizeof(float) * K);
                tq_mat q;
                double worst = 0;
                for (r = 0; r < N * K; r++) {
                    float v = tq_normal();
                    if (kind == 1) v = 0.3f + 0.01f * v;           /* off-centre, narrow */
                    if (kind == 2) v = (r % 29 == 0) ? 40.0f * v : 1e-3f * v; /* outliers */
                    if (kind == 3) v = 0.0f;
                    if (kind == 4) v = -2.5f;                       /* constant: exact in Q4 (b = w, s = 0) */
                    w[r] = v;
                }
                CHECK(tq_make(&q, f ? OX__Q4 : OX__Q8, w, N, K));
                for (r = 0; r < N; r++) {
                    ox__q_row(&q.w, r, 0, K, d);
                    for (k = 0; k < K; k++) {
                        double s = tq_scale(&q.w, r, k), e = fabs((double)w[(size_t)r * K + k] - d[k]);
                        double bound = s / 2 * (1 + 1e-6) + 4e-7 * fabs(w[(size_t)r * K + k]);
                        if (e / (bound > 0 ? bound : 1e-30) > worst) worst = e / (bound > 0 ? bound : 1e-30);
                        if (kind == 3 || (kind == 4 && f)) CHECK_MSG(d[k] == w[(size_t)r * K + k], "constant group: %g, expected %g", d[k], w[(size_t)r * K + k]);
                    }
                }
                CHECK_MSG(worst <= 1.0, "error %g of the bound (kind %g)", worst, kind);
                free(q.mem); free(w); free(d);
            }
    {   /* bytes a weight: Q8 8.5, Q4 5, rows padded to whole 64-byte lines (Q8 1536: 1632 -> 1664) */
        ox__qmat w;
        size_t b;
        CHECK(ox__qmat_layout(&w, OX__Q8, 10, 1536, &b) && b == (size_t)10 * 1664 && w.rstride % 64 == 0);
        CHECK(ox__qmat_layout(&w, OX__Q4, 10, 1536, &b) && b == (size_t)10 * 960);
        CHECK(ox__qmat_layout(&w, OX__Q8, 10, 2048, &b) && b == (size_t)10 * (2048 + 128));
        CHECK(!ox__qmat_layout(&w, OX__Q4, 0, 1536, &b) && !ox__qmat_layout(&w, OX__Q8, 10, (int64_t)INT_MAX, &b));
    }
}

static void test_quant_kernels(void) {
    static const int Ks[] = {32, 64, 33, 77, 160, 1000}, Ns[] = {1, 5, 16, 37, 64}, Ts[] = {1, 2, 3, 4, 5, 8, 9, 13, 30};
    int isa, f, ki, ni, ti, th, t, r, k;
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        const ox__kernels *kern = ox__kernels_for((ox__isa)isa);
        double worst = 0;
        if (!kern) continue;
        for (th = 1; th <= 3; th += 2) {
            ox__pool *pool = th > 1 ? ox__pool_new(th, NULL) : NULL;
            for (f = 0; f < 2; f++)
                for (ki = 0; ki < 6; ki++)
                    for (ni = 0; ni < 5; ni++)
                        for (ti = 0; ti < 9; ti++) {
                            const int K = Ks[ki], N = Ns[ni], T = Ts[ti];
                            float *w = (float *)malloc(sizeof(float) * N * K), *x = (float *)malloc(sizeof(float) * T * K);
                            float *y = (float *)malloc(sizeof(float) * T * N), *d = (float *)malloc(sizeof(float) * K);
                            void *scratch = malloc(ox__matmul_scratch_size(T, K, th));
                            tq_mat q;
                            for (r = 0; r < N * K; r++) w[r] = tq_normal() * (f ? 1.0f : 0.05f) + (f ? 0.2f : 0.0f);
                            for (r = 0; r < T * K; r++) x[r] = tq_normal();
                            CHECK(tq_make(&q, f ? OX__Q4 : OX__Q8, w, N, K));
                            ox__matmul(pool, kern, y, x, T, K, &q.w, f ? OX__Q4 : OX__Q8, N, (ti & 1) ? scratch : NULL);
                            for (r = 0; r < N; r++) {
                                ox__q_row(&q.w, r, 0, K, d);
                                for (t = 0; t < T; t++) {
                                    double S = 0, ref = ox__q_dot_ref(x + (size_t)t * K, &q.w, r), e;
                                    for (k = 0; k < K; k++) S += fabs((double)x[(size_t)t * K + k] * d[k]);
                                    e = fabs(y[(size_t)t * N + r] - ref) / (2e-6 * S + 1e-30);
                                    if (!(e <= worst)) worst = e; /* NaN counts */
                                }
                            }
                            free(q.mem); free(w); free(x); free(y); free(d); free(scratch);
                        }
            ox__pool_free(pool);
        }
        CHECK_MSG(worst <= 1.0, "path %g: error %g of 2e-6 S", isa, worst);
        if (test_verbose) fprintf(stderr, "quant: %s: worst %.3g of the bound\n", kern->name, worst);
    }
}

/* Int8 activations (6.2c). A random quantized matrix of any of the stored kinds: bits 8 or 4,
   symmetric or affine, groups of 32, 64 or 128 (the MLX ones), random q and f16 scales (offsets). */
static void tq_random_qmat(tq_mat *m, int bits, int affine, int gshift, int N, int K) {
    ox__qmat *w = &m->w;
    size_t bb = (size_t)bits * 4, i;
    int ng, r, g;
    memset(w, 0, sizeof *w);
    w->N = N; w->K = K; w->bits = bits; w->gshift = gshift; w->affine = affine;
    w->nblk = (K + OX__QBLK - 1) / OX__QBLK;
    ng = (w->nblk * OX__QBLK + (1 << gshift) - 1) >> gshift;
    w->sboff = (size_t)w->nblk * bb;
    w->rstride = (w->sboff + (size_t)ng * 2 * (size_t)(1 + affine) + 63) / 64 * 64; /* whole lines, as the layouts make */
    m->mem = malloc(w->rstride * (size_t)N + 64);
    w->data = (const uint8_t *)m->mem + (64 - ((uintptr_t)m->mem & 63));
    for (r = 0; r < N; r++) {
        uint8_t *row = (uint8_t *)w->data + (size_t)r * w->rstride;
        uint16_t *sb = (uint16_t *)(row + w->sboff);
        for (i = 0; i < w->sboff; i++) {
            tq_rng ^= tq_rng << 13; tq_rng ^= tq_rng >> 17; tq_rng ^= tq_rng << 5;
            row[i] = (uint8_t)(tq_rng >> 8);
            if (bits == 8 && !affine && row[i] == 0x80) row[i] = 0x81; /* q in [-127, 127] */
        }
        for (g = 0; g < ng; g++) {
            sb[g * (1 + affine)] = ox__f32_to_f16(0.01f + 0.002f * tq_normal());
            if (affine) sb[g * 2 + 1] = ox__f32_to_f16(-0.1f + 0.05f * tq_normal());
        }
    }
}
/* Each path's int8 strips against the reference (ox__i8_dot_ref on the same quantized x) within
   2e-6 of the sum of the magnitudes of its terms; the same results on 1 and 3 threads; and the
   distance from the exact product within the bound of x's rounding, sum over blocks of
   |s| d / 2 sum |q| (6.2c). */
static void test_quant_int8_kernels(void) {
    static const int Ks[] = {32, 64, 33, 77, 160, 1000, 2048}, Ns[] = {1, 5, 16, 37}, Ts[] = {1, 2, 3, 5, 8};
    static const int kinds[][3] = {{8, 0, 5}, {4, 1, 5}, {8, 1, 6}, {4, 1, 7}, {8, 1, 5}, {4, 0, 6}};
    int isa, kd, ki, ni, ti, th, t, r, k, b, j, n_paths = 0;
    for (isa = 0; isa <= OX__ISA_COUNT; isa++) { /* and last the AVX2 pmaddubsw strips where AVX-VNNI took their place */
        const ox__kernels *base = ox__kernels_for(isa == OX__ISA_COUNT ? OX__ISA_AVX2 : (ox__isa)isa);
        ox__kernels kern, other;
        double worst = 0, worst_x = 0;
        int same = 1;
        if (!base || !ox__kernels_int8(base, &kern)) continue;
        if (isa == OX__ISA_COUNT) {
#if defined(OX__X86)
            if (kern.small[OX__Q8] != ox__matmul_i8_avxvnni_q8) continue;
            other = kern; /* its results, to the bit: the same integer sums, scaled the same way */
            kern.small[OX__Q8] = ox__matmul_i8_avx2_q8; kern.small[OX__Q4] = ox__matmul_i8_avx2_q4;
            kern.name = "avx2, int8 activations (pmaddubsw, beside avx-vnni)";
#else
            continue;
#endif
        }
        n_paths++;
        CHECK(kern.small[OX__Q8] != base->small[OX__Q8] && kern.small_prep[OX__Q4] != NULL);
        for (kd = 0; kd < 6; kd++)
            for (ki = 0; ki < 7; ki++)
                for (ni = 0; ni < 4; ni++)
                    for (ti = 0; ti < 5; ti++) {
                        const int bits = kinds[kd][0], aff = kinds[kd][1], gs = kinds[kd][2], K = Ks[ki], N = Ns[ni], T = Ts[ti];
                        float *x = (float *)malloc(sizeof(float) * T * K), *y[2], *d = (float *)malloc(sizeof(float) * K);
                        size_t st = ox__xprep_stride(K);
                        unsigned char *ref = (unsigned char *)malloc(st * T + 64), *rp = ref + (64 - ((uintptr_t)ref & 63));
                        tq_mat q;
                        if ((K + 31) / 32 * 32 % (1 << gs)) { free(x); free(d); free(ref); continue; } /* MLX: groups divide K */
                        tq_random_qmat(&q, bits, aff, gs, N, K);
                        for (r = 0; r < T * K; r++) x[r] = tq_normal() * (r % 7 == 0 ? 4.0f : 1.0f);
                        ox__i8_prep(rp, x, (size_t)K, K, T, 0);
                        for (th = 0; th < 2; th++) {
                            ox__pool *pool = th ? ox__pool_new(3, NULL) : NULL;
                            void *scratch = malloc(ox__matmul_scratch_size(T, K, th ? 3 : 1));
                            y[th] = (float *)malloc(sizeof(float) * T * N);
                            ox__matmul(pool, &kern, y[th], x, T, K, &q.w, bits == 8 ? OX__Q8 : OX__Q4, N, scratch);
                            free(scratch);
                            ox__pool_free(pool);
                        }
                        for (r = 0; r < T * N; r++) CHECK_MSG(y[0][r] == y[1][r] || (y[0][r] != y[0][r] && y[1][r] != y[1][r]), "1 and 3 threads differ (path %g, row %g)", isa, r);
                        if (isa == OX__ISA_COUNT) {
                            void *scratch = malloc(ox__matmul_scratch_size(T, K, 1));
                            ox__matmul(NULL, &other, y[1], x, T, K, &q.w, bits == 8 ? OX__Q8 : OX__Q4, N, scratch);
                            for (r = 0; r < T * N; r++) same &= y[0][r] == y[1][r];
                            free(scratch);
                        }
                        for (r = 0; r < N; r++) {
                            const uint8_t *row = q.w.data + (size_t)r * q.w.rstride;
                            ox__q_row(&q.w, r, 0, K, d);
                            for (t = 0; t < T; t++) {
                                const unsigned char *xt = rp + (size_t)t * st;
                                double S = 0, R = 0, e, ex = ox__q_dot_ref(x + (size_t)t * K, &q.w, r), y8 = ox__i8_dot_ref(xt, &q.w, r);
                                for (b = 0; b < q.w.nblk; b++) {
                                    const uint16_t *sb = (const uint16_t *)(row + q.w.sboff) + ((size_t)(b * 32) >> gs) * (size_t)(1 + aff);
                                    const float *dl = (const float *)(xt + (size_t)(b >> 2) * OX__I8_QUAD + 128), *cl = dl + 32;
                                    const double s = ox__f16_to_f32(sb[0]), o = aff ? ox__f16_to_f32(sb[1]) : 0.0, db = dl[(b & 3) * 8];
                                    double sq = 0, sqx = 0;
                                    for (j = 0; j < 32 && b * 32 + j < K; j++) {
                                        const int kk = b * 32 + j;
                                        const double qv = s != 0 ? (d[kk] - o) / s : 0; /* q back from the dequantized weight */
                                        const int8_t xq = ((const int8_t *)xt)[(size_t)(b >> 2) * OX__I8_QUAD + (b & 3) * 32 + j];
                                        sq += fabs(qv); sqx += fabs(qv * xq);
                                    }
                                    S += fabs(s * db) * sqx + fabs(o * cl[(b & 3) * 8] * 8);
                                    R += fabs(s) * db / 2 * sq;
                                }
                                e = fabs(y[0][(size_t)t * N + r] - y8) / (2e-6 * S + 1e-30);
                                if (!(e <= worst)) worst = e;
                                for (k = 0, S = 0; k < K; k++) S += fabs((double)x[(size_t)t * K + k] * d[k]);
                                e = fabs(y8 - ex) / (1.001 * R + 2e-6 * S + 1e-30);
                                if (!(e <= worst_x)) worst_x = e;
                            }
                        }
                        free(q.mem); free(x); free(y[0]); free(y[1]); free(d); free(ref);
                    }
        CHECK_MSG(same, "path %g: the pmaddubsw and AVX-VNNI strips differ (%g)", isa, 0);
        CHECK_MSG(worst <= 1.0, "path %g: int8 strips off the reference by %g of 2e-6 S", isa, worst);
        CHECK_MSG(worst_x <= 1.0, "path %g: int8 result off the exact one by %g of the rounding bound", isa, worst_x);
        if (test_verbose) fprintf(stderr, "quant: %s: worst %.3g of the bound, %.3g of the rounding bound\n", kern.name, worst, worst_x);
    }
    CHECK(n_paths >= 1);
}

/* x whose blocks of 32 hold one value 10^6 times the rest (and blocks all small, and zeros): where a
   path carries x as 24-bit integers of its block's largest value (the AVX-512 VNNI Q4 strips,
   ox__q4d_prep), the small values lose digits the f32 products keep, up to d / 2 each, d = max |x|
   / 8355711 of the block. Every path's strips stay within 2e-6 S plus that rounding's sum over the
   row, sum over blocks of d / 2 sum |s q|, of the reference; and the exact f32 strips within 2e-6 S
   alone (checked by the tests above). */
static void test_quant_q4_wide_blocks(void) {
    static const int Ks[] = {96, 256, 1536}, Ts[] = {1, 2, 3};
    static const int kinds[][2] = {{1, 5}, {1, 6}, {0, 5}, {1, 7}};
    int isa, kd, ki, ti, t, r, k;
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        const ox__kernels *kern = ox__kernels_for((ox__isa)isa);
        double worst = 0, worst_s = 0;
        if (!kern) continue;
        for (kd = 0; kd < 4; kd++)
            for (ki = 0; ki < 3; ki++)
                for (ti = 0; ti < 3; ti++) {
                    const int K = Ks[ki], N = 13, T = Ts[ti];
                    float *x = (float *)malloc(sizeof(float) * T * K), *y = (float *)malloc(sizeof(float) * T * N), *d = (float *)malloc(sizeof(float) * K);
                    void *scratch = malloc(ox__matmul_scratch_size(T, K, 1));
                    tq_mat q;
                    if (K % (1 << kinds[kd][1])) { free(x); free(y); free(d); free(scratch); continue; }
                    tq_random_qmat(&q, 4, kinds[kd][0], kinds[kd][1], N, K);
                    for (r = 0; r < T * K; r++) {
                        int b = (r % K) / 32;
                        x[r] = b % 3 == 2 ? 0.0f : tq_normal() * (b % 3 == 1 ? 1e-3f : (r % K) % 32 == 7 * (b % 4) ? 1e3f : 1e-3f);
                    }
                    ox__matmul(NULL, kern, y, x, T, K, &q.w, OX__Q4, N, scratch);
                    for (r = 0; r < N; r++) {
                        ox__q_row(&q.w, r, 0, K, d);
                        for (t = 0; t < T; t++) {
                            const float *xt = x + (size_t)t * K;
                            double S = 0, R = 0, ref = ox__q_dot_ref(xt, &q.w, r), e, es;
                            int b;
                            for (k = 0; k < K; k++) S += fabs((double)xt[k] * d[k]);
                            for (b = 0; b < K / 32; b++) { /* x's rounding moves s q x, not the offset's b c */
                                const uint16_t *sb = (const uint16_t *)(q.w.data + (size_t)r * q.w.rstride + q.w.sboff) + ((size_t)(b * 32) >> kinds[kd][1]) * (size_t)(1 + kinds[kd][0]);
                                const double o = kinds[kd][0] ? ox__f16_to_f32(sb[1]) : 0.0;
                                double amax = 0, sw = 0;
                                for (k = 32 * b; k < 32 * b + 32; k++) { amax = fmax(amax, fabs(xt[k])); sw += fabs(d[k] - o); }
                                R += amax / 8355711.0 / 2 * sw;
                            }
                            e = fabs(y[(size_t)t * N + r] - ref) / (2e-6 * S + 1.001 * R + 1e-30);
                            es = fabs(y[(size_t)t * N + r] - ref) / (2e-6 * S + 1e-30);
                            if (!(e <= worst)) worst = e; /* NaN counts */
                            if (!(es <= worst_s)) worst_s = es;
                        }
                    }
                    free(q.mem); free(x); free(y); free(d); free(scratch);
                }
        CHECK_MSG(worst <= 1.0, "path %g: Q4 strips on wide blocks off the reference by %g of the bound", isa, worst);
        if (test_verbose) fprintf(stderr, "quant wide blocks: %s: worst %.3g of the bound (%.3g of 2e-6 S alone)\n", kern->name, worst, worst_s);
    }
}

/* ox__q4d_prep (AVX-512) writes the bytes ox__q4d_prep_ref writes: the digits and d exactly, a
   block's sum c (another order of its adds) within 1e-6 of the block's sum of |x|; blocks of mixed
   sizes, zeros, a non-finite value and a partial last block. */
static void test_quant_q4d_prep(void) {
#if defined(OX__X86)
    static const int Ks[] = {32, 100, 256, 1000};
    int ki, t, i;
    if (!ox__kernels_for(OX__ISA_AVX512) || !ox__cpu_vnni()) { if (test_verbose) fprintf(stderr, "quant: no AVX-512 VNNI, q4d prep not compared\n"); return; }
    for (ki = 0; ki < 4; ki++) {
        const int K = Ks[ki], T = 2, nb = (K + 31) / 32;
        const size_t st = ox__xprep_stride(K), nq = (size_t)(nb + 3) / 4;
        float *x = (float *)malloc(sizeof(float) * T * K);
        unsigned char *a = NULL, *b = NULL;
        void *va = NULL, *vb = NULL;
        if (posix_memalign(&va, 64, st * T) || posix_memalign(&vb, 64, st * T)) { CHECK(0); free(va); free(vb); free(x); return; }
        a = (unsigned char *)va; b = (unsigned char *)vb;
        for (i = 0; i < T * K; i++) {
            int blk = (i % K) / 32;
            x[i] = blk % 4 == 3 ? 0.0f : tq_normal() * (blk % 4 == 1 ? 1e-30f : blk % 4 == 2 ? 3e4f : 1.0f);
        }
        if (K > 64) x[K + 40] = NAN;
        memset(a, 0xAB, st * T); memset(b, 0xCD, st * T);
        ox__q4d_prep(a, x, (size_t)K, K, T, 0);
        ox__q4d_prep_ref(b, x, (size_t)K, K, T, 0);
        for (t = 0; t < T; t++) {
            const unsigned char *pa = a + (size_t)t * st, *pb = b + (size_t)t * st;
            size_t q;
            for (q = 0; q < nq; q++) {
                const float *da = (const float *)(pa + q * 512 + 384), *db = (const float *)(pb + q * 512 + 384);
                CHECK_MSG(!memcmp(pa + q * 512, pb + q * 512, 384), "K %g quad %g: digits differ", K, (int)q);
                for (i = 0; i < 16; i++) {
                    const int blk = (int)q * 4 + i / 4;
                    double sa = 0;
                    int k;
                    CHECK_MSG((isnan(da[i]) && isnan(db[i])) || da[i] == db[i], "K %g lane %g: d differs", K, 16 * (int)q + i);
                    for (k = 32 * blk; k < 32 * blk + 32 && k < K && blk < nb; k++) sa += fabs(x[(size_t)t * K + k]);
                    CHECK_MSG((isnan(da[16 + i]) && isnan(db[16 + i])) || fabs(da[16 + i] - db[16 + i]) <= 1e-6 * sa / 4 + 1e-37, "K %g lane %g: c differs", K, 16 * (int)q + i);
                }
            }
        }
        free(x); free(va); free(vb);
    }
#endif
}

/* Each path's exact strips on every stored kind (bits 8 or 4, symmetric or affine, groups of 32, 64
   or 128: the MLX ones) against the reference within 2e-6 S, with and without a prepared x (the
   AVX-512 Q4 strips read x in nibble order), the same on 1 and 3 threads. */
static void test_quant_kernels_kinds(void) {
    static const int Ks[] = {32, 96, 100, 256, 640, 1536}, Ns[] = {1, 7, 16}, Ts[] = {1, 2, 3, 5};
    static const int kinds[][3] = {{8, 0, 5}, {4, 1, 5}, {8, 1, 6}, {4, 1, 6}, {4, 1, 7}, {4, 0, 5}, {4, 0, 6}};
    int isa, kd, ki, ni, ti, th, t, r, k, sc;
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        const ox__kernels *kern = ox__kernels_for((ox__isa)isa);
        double worst = 0;
        if (!kern) continue;
        for (kd = 0; kd < 7; kd++)
            for (ki = 0; ki < 6; ki++)
                for (ni = 0; ni < 3; ni++)
                    for (ti = 0; ti < 4; ti++)
                        for (sc = 0; sc < 2; sc++) {
                            const int bits = kinds[kd][0], aff = kinds[kd][1], gs = kinds[kd][2], K = Ks[ki], N = Ns[ni], T = Ts[ti];
                            float *x = (float *)malloc(sizeof(float) * T * K), *y[2], *d = (float *)malloc(sizeof(float) * K);
                            tq_mat q;
                            if ((K + 31) / 32 * 32 % (1 << gs)) { free(x); free(d); continue; } /* MLX: groups divide K */
                            tq_random_qmat(&q, bits, aff, gs, N, K);
                            for (r = 0; r < T * K; r++) x[r] = tq_normal() * (r % 7 == 0 ? 4.0f : 1.0f);
                            for (th = 0; th < 2; th++) {
                                ox__pool *pool = th ? ox__pool_new(3, NULL) : NULL;
                                void *scratch = sc ? malloc(ox__matmul_scratch_size(T, K, th ? 3 : 1)) : NULL;
                                y[th] = (float *)malloc(sizeof(float) * T * N);
                                ox__matmul(pool, kern, y[th], x, T, K, &q.w, bits == 8 ? OX__Q8 : OX__Q4, N, scratch);
                                free(scratch);
                                ox__pool_free(pool);
                            }
                            for (r = 0; r < T * N; r++) CHECK_MSG(y[0][r] == y[1][r], "1 and 3 threads differ (path %g, row %g)", isa, r);
                            for (r = 0; r < N; r++) {
                                ox__q_row(&q.w, r, 0, K, d);
                                for (t = 0; t < T; t++) {
                                    double S = 0, ref = ox__q_dot_ref(x + (size_t)t * K, &q.w, r), e;
                                    for (k = 0; k < K; k++) S += fabs((double)x[(size_t)t * K + k] * d[k]);
                                    e = fabs(y[0][(size_t)t * N + r] - ref) / (2e-6 * S + 1e-30);
                                    if (!(e <= worst)) worst = e; /* NaN counts */
                                }
                            }
                            free(q.mem); free(x); free(y[0]); free(y[1]); free(d);
                        }
        CHECK_MSG(worst <= 1.0, "path %g: exact strips off the reference by %g of 2e-6 S", isa, worst);
        if (test_verbose) fprintf(stderr, "quant kinds: %s: worst %.3g of the bound\n", kern->name, worst);
    }
}

/* Each path's int8 x preparation against the reference one (the same xq, d and -128 sums, to the
   bit; a block's sum c to float rounding), including blocks holding an infinity or a NaN, whose d
   is NaN and whose rows' products come out NaN. */
static void test_quant_int8_prep(void) {
    static const int Ks[] = {1, 31, 32, 100, 129, 1536};
    int isa, ki, i, nib;
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        const ox__kernels *base = ox__kernels_for((ox__isa)isa);
        ox__kernels kern;
        if (!base || !ox__kernels_int8(base, &kern)) continue;
        for (nib = 0; nib < 2; nib++)
            for (ki = 0; ki < 6; ki++) {
                const int K = Ks[ki], nb = (K + 31) / 32, nq = (nb + 3) / 4;
                const size_t st = ox__xprep_stride(K);
                float *x = (float *)malloc(sizeof(float) * 2 * K);
                unsigned char *a = (unsigned char *)malloc(2 * st + 64), *b = (unsigned char *)malloc(2 * st + 64);
                unsigned char *pa = a + (64 - ((uintptr_t)a & 63)), *pb = b + (64 - ((uintptr_t)b & 63));
                int nibbles = nib && kern.small_prep[OX__Q4] != kern.small_prep[OX__Q8];
                for (i = 0; i < 2 * K; i++) x[i] = tq_normal() * (i % 5 == 0 ? 3.0f : 1.0f);
                if (K > 40) { x[K + 3] = INFINITY; x[K + 40] = NAN; } /* token 1: its blocks 0 and 1 */
                memset(pa, 0x5a, 2 * st); memset(pb, 0xa5, 2 * st);
                (nib ? kern.small_prep[OX__Q4] : kern.small_prep[OX__Q8])(pa, x, (size_t)K, K, 2, 0);
                ox__i8_prep_as(pb, x, (size_t)K, K, 2, nibbles);
                for (i = 0; i < 2 * nq; i++) {
                    const unsigned char *qa = pa + (size_t)(i / nq) * st + (size_t)(i % nq) * OX__I8_QUAD, *qb = pb + (size_t)(i / nq) * st + (size_t)(i % nq) * OX__I8_QUAD;
                    const float *da = (const float *)(qa + 128), *db = (const float *)(qb + 128);
                    int l, same = !memcmp(qa, qb, 128) && !memcmp(qa + 384, qb + 384, 128);
                    for (l = 0; l < 32; l++) {
                        same &= (da[l] == db[l]) || (da[l] != da[l] && db[l] != db[l]);
                        same &= da[32 + l] == db[32 + l] || fabs(da[32 + l] - db[32 + l]) <= 2e-5 * (fabs(db[32 + l]) + 4.0) || (da[32 + l] != da[32 + l] && db[32 + l] != db[32 + l]);
                    }
                    CHECK_MSG(same, "path %g: prepared x differs from the reference (K %g)", isa, K);
                }
                if (K > 40) {
                    const float *d1 = (const float *)(pa + st + 128);
                    CHECK_MSG(d1[0] != d1[0], "path %g: a block with an infinity has d = %g, not NaN", isa, d1[0]);
                }
                free(x); free(a); free(b);
            }
    }
}

/* Model B's quantizable matrices replaced by the dequantized copies of model A's (A quantized). */
static int tq_dequantized_into(ox_model *A, ox_model *B, void ***keep, int *n_keep) {
    int n = ox__quant_slots(A, NULL, 0), i, r, changed = 0;
    const ox__tensor ***sa, ***sb;
    if (n < 0 || ox__quant_slots(B, NULL, 0) != n) return -1;
    sa = (const ox__tensor ***)calloc((size_t)n + 1, sizeof *sa);
    sb = (const ox__tensor ***)calloc((size_t)n + 1, sizeof *sb);
    *keep = (void **)calloc((size_t)n + 1, sizeof(void *));
    *n_keep = 0;
    ox__quant_slots(A, sa, n);
    ox__quant_slots(B, sb, n);
    for (i = 0; i < n; i++) {
        const ox__tensor *qa = *sa[i];
        const ox__qmat *w;
        ox__tensor *t;
        float *data;
        if (!qa || !ox__is_quant(qa->dtype)) continue;
        w = (const ox__qmat *)qa->data;
        t = (ox__tensor *)malloc(sizeof *t + sizeof(float) * (size_t)w->N * w->K + 64);
        data = (float *)(void *)((unsigned char *)t + ((sizeof *t + 63) / 64 * 64));
        *t = *qa;
        t->dtype = OX__F32; t->dtype_name = "F32"; t->nbytes = sizeof(float) * (size_t)w->N * w->K; t->data = data;
        for (r = 0; r < w->N; r++) ox__q_row(w, r, 0, w->K, data + (size_t)r * w->K);
        *sb[i] = t;
        (*keep)[(*n_keep)++] = t;
        changed++;
    }
    free(sa); free(sb);
    return changed;
}

/* Models A and B (the same vocabulary) run a 10-token prefill (panels) and then 3 decode steps side
   by side in contexts of their own: the largest logit difference of the prefill rows (*dp) and of
   the decode rows (*dd), and the rms of B's decode logits (*rms). 0 when a context cannot be made. */
static int tq_compare_steps(ox_model *A, ox_model *B, double *dp, double *dd, double *rms) {
    static const int32_t ids[] = {2, 17, 33, 5, 101, 7, 64, 19, 88, 3, 41, 12, 9};
    ox_context *ca = NULL, *cb = NULL;
    ox_context_desc cd;
    double sum2 = 0, cnt = 0;
    int step, v, i, V = ox_model_vocab_size(A);
    *dp = *dd = *rms = 0;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 64; cd.n_threads = 2;
    CHECK(ox_context_new(A, &cd, &ca) == OX_OK && ox_context_new(B, &cd, &cb) == OX_OK);
    if (!ca || !cb) { ox_context_free(ca); ox_context_free(cb); return 0; }
    for (step = 0; step < 4; step++) {
        int n = step ? 1 : 10, off = step ? 9 + step : 0, rows;
        double *d = step ? dd : dp;
        CHECK(ox_eval(ca, ids + off, n, -1) == OX_OK && ox_eval(cb, ids + off, n, -1) == OX_OK);
        rows = ox_logits_rows(ca);
        for (i = 0; i < rows; i++) {
            const float *la = ox_logits(ca, i), *lb = ox_logits(cb, i);
            for (v = 0; v < V; v++) if (!(fabs(la[v] - lb[v]) <= *d)) *d = fabs(la[v] - lb[v]);
            if (step) for (v = 0; v < V; v++) { sum2 += (double)lb[v] * lb[v]; cnt++; }
        }
    }
    *rms = cnt > 0 ? sqrt(sum2 / cnt) : 0;
    ox_context_free(ca); ox_context_free(cb);
    return 1;
}

static const char *const tq_fixtures[] = {"g4_e2b_like", "g4_sharded_f32", "g4_moe_mm", "g4_f16", "g4_keqv_untied",
                                          "q35_mm_tied", "q35_moe", "q35_long_untied"};
static void test_quant_model(void) {
    int fi, f, isa;
    for (fi = 0; fi < (int)(sizeof tq_fixtures / sizeof tq_fixtures[0]); fi++)
        for (f = 0; f < 2; f++) {
            char dir[600];
            ox_model_desc md;
            ox_model *A = NULL, *B = NULL;
            void **keep = NULL;
            int n_keep = 0, i, changed;
            snprintf(dir, sizeof dir, "%s/%s", fixture_root(), tq_fixtures[fi]);
            memset(&md, 0, sizeof md);
            md.path = dir; md.skip_tokenizer = 1;
            if (ox_model_load(&md, &B) != OX_OK) { CHECK_MSG(0, "fixture %g: %g", fi, 0); continue; }
            md.weights = f ? OX_WEIGHTS_Q4 : OX_WEIGHTS_Q8;
            CHECK(ox_model_load(&md, &A) == OX_OK);
            if (!A) { ox_model_free(B); continue; }
            changed = tq_dequantized_into(A, B, &keep, &n_keep);
            CHECK_MSG(changed >= 4, "fixture %g: only %g matrices quantized", fi, changed);
            for (isa = 0; isa < OX__ISA_COUNT; isa++) {
                double dp, dd, rms, d;
                if (!ox__kernels_for((ox__isa)isa)) continue;
                A->kern = B->kern = ox__kernels_for((ox__isa)isa);
                if (!tq_compare_steps(A, B, &dp, &dd, &rms)) continue;
                d = dp > dd ? dp : dd;
                if (isa == OX__ISA_SCALAR) CHECK_MSG(d == 0, "scalar path: logits differ by %g (fixture %g)", d, fi);
                else CHECK_MSG(d <= 2e-4, "logits differ by %g (fixture %g)", d, fi);
                if (test_verbose) fprintf(stderr, "quant: %s %s %s: largest logit difference %.3g\n", tq_fixtures[fi], f ? "q4" : "q8", ox__kernels_for((ox__isa)isa)->name, d);
            }
            ox_model_free(A); ox_model_free(B);
            for (i = 0; i < n_keep; i++) free(keep[i]);
            free(keep);
        }
}

/* Int8 activations on whole models: each fixture quantized to Q8 and Q4, decoded with and without
   them on every path that has int8 strips; the decode logits move (the int8 strips ran), prefill
   (panels) does not, and the model reports the table it runs. These random-weight fixtures amplify
   small errors (bf16 activations, relative error 2^-9, move their logits by up to 0.2): x's int8
   rounding moves them by 0.13-1.7, 5-65% of the rms of the logits, so the bound here is only
   "less than the logits' rms" (a wrong layout gives several times that); quality is tested on the
   trained model (test_quant_int8_kjv). */
static void test_quant_int8_model(void) {
    int fi, f, isa;
    double all = 0;
    for (fi = 0; fi < (int)(sizeof tq_fixtures / sizeof tq_fixtures[0]); fi++)
        for (f = 0; f < 2; f++) {
            char dir[600];
            ox_model_desc md;
            ox_model *A = NULL, *B = NULL;
            snprintf(dir, sizeof dir, "%s/%s", fixture_root(), tq_fixtures[fi]);
            memset(&md, 0, sizeof md);
            md.path = dir; md.skip_tokenizer = 1; md.weights = f ? OX_WEIGHTS_Q4 : OX_WEIGHTS_Q8;
            if (ox_model_load(&md, &B) != OX_OK) { CHECK_MSG(0, "fixture %g: %g", fi, 0); continue; }
            md.int8_activations = 1;
            CHECK(ox_model_load(&md, &A) == OX_OK);
            if (!A) { ox_model_free(B); continue; }
            CHECK(strstr(A->kern->name, "int8") != NULL || !ox__kernels_int8(B->kern, &A->kern_int8));
            for (isa = 0; isa < OX__ISA_COUNT; isa++) {
                double dp, d, rms;
                if (!ox__kernels_for((ox__isa)isa) || !ox__kernels_int8(ox__kernels_for((ox__isa)isa), &A->kern_int8)) continue;
                A->kern = &A->kern_int8;
                B->kern = ox__kernels_for((ox__isa)isa);
                if (!tq_compare_steps(A, B, &dp, &d, &rms)) continue;
                CHECK_MSG(dp <= 2e-4, "prefill moved by %g with int8 activations (fixture %g)", dp, fi);
                CHECK_MSG(d > 0 && d <= rms, "decode logits moved by %g with int8 activations (fixture %g)", d, fi);
                if (d > all) all = d;
                if (test_verbose) fprintf(stderr, "quant: %s %s %s: int8 activations move the decode logits by %.3g (rms of the logits %.3g)\n", tq_fixtures[fi], f ? "q4" : "q8", A->kern->name, d, rms);
            }
            ox_model_free(A); ox_model_free(B);
        }
    if (test_verbose) fprintf(stderr, "quant: int8 activations: largest decode logit move %.3g\n", all);
}

/* Int8 activations on the shipped (trained) model, where they are meant to be used: decoding a
   text token by token with q8 and q4 weights, the int8 model's next-token distribution against the
   exact one of the same weights: mean KL divergence and the share of positions with the same top
   token (measured 2e-4 / 99% for q8 on this text; the held-out perplexity moves by 0.01%, see
   docs/PERFORMANCE.md). */
static void test_quant_int8_kjv(void) {
    static const char *text = "And it came to pass, when the king heard the words of the book of the law, that he rent his "
                              "clothes. And the king commanded Hilkiah the priest, and Ahikam the son of Shaphan, saying, Go "
                              "ye, enquire of the LORD for me, and for them that are left in Israel and in Judah.";
    char dir[600];
    int32_t ids[128];
    int n = 0, f, i, v, same = 0;
    snprintf(dir, sizeof dir, "%s/kjv-gemma4", models_root());
    for (f = 0; f < 2; f++) {
        ox_model_desc md;
        ox_model *A = NULL, *B = NULL;
        ox_context *ca = NULL, *cb = NULL;
        double kl = 0;
        memset(&md, 0, sizeof md);
        md.path = dir; md.weights = f ? OX_WEIGHTS_Q4 : OX_WEIGHTS_Q8;
        CHECK(ox_model_load(&md, &B) == OX_OK);
        md.int8_activations = 1;
        CHECK(ox_model_load(&md, &A) == OX_OK);
        if (!A || !B) { ox_model_free(A); ox_model_free(B); return; }
        if (!f) CHECK(ox_tokenize(ox_model_tokenizer(B), text, strlen(text), OX_TOKENIZE_ADD_SPECIAL, ids, 128, &n) == OX_OK && n > 40);
        CHECK(ox_context_new(A, NULL, &ca) == OX_OK && ox_context_new(B, NULL, &cb) == OX_OK);
        same = 0;
        for (i = 0; ca && cb && i < n; i++) {
            const float *la, *lb;
            double ma = -1e30, mb = -1e30, za = 0, zb = 0, k = 0;
            int V = ox_model_vocab_size(A), ta = 0, tb = 0;
            CHECK(ox_eval(ca, ids + i, 1, 1) == OX_OK && ox_eval(cb, ids + i, 1, 1) == OX_OK);
            la = ox_logits(ca, 0); lb = ox_logits(cb, 0);
            for (v = 0; v < V; v++) {
                if (la[v] > ma) { ma = la[v]; ta = v; }
                if (lb[v] > mb) { mb = lb[v]; tb = v; }
            }
            for (v = 0; v < V; v++) { za += exp(la[v] - ma); zb += exp(lb[v] - mb); }
            for (v = 0; v < V; v++) { /* KL(exact || int8) */
                double pb = exp(lb[v] - mb) / zb;
                k += pb * ((lb[v] - mb - log(zb)) - (la[v] - ma - log(za)));
            }
            kl += k;
            same += ta == tb;
        }
        kl /= n > 0 ? n : 1;
        CHECK_MSG(kl <= 2e-3, "mean KL of int8 activations %g (q%g)", kl, f ? 4 : 8);
        CHECK_MSG(same >= n * 9 / 10, "same top token at %g of the positions (q%g)", (double)same / (n > 0 ? n : 1), f ? 4 : 8);
        if (test_verbose) fprintf(stderr, "quant: kjv-gemma4 q%d, int8 activations (%s): mean KL %.3g, same top token %d of %d\n", f ? 4 : 8, A->kern->name, kl, same, n);
        ox_context_free(ca); ox_context_free(cb);
        ox_model_free(A); ox_model_free(B);
    }
}

/* The shipped model: greedy tokens of q8 equal those of bf16 (q4: agreement reported). */
static void test_quant_kjv_greedy(void) {
    char dir[600];
    int32_t prompt[64], out[3][32];
    int np = 0, f, i, agree4 = 0;
    snprintf(dir, sizeof dir, "%s/kjv-gemma4", models_root());
    for (f = 0; f < 3; f++) {
        ox_model_desc md;
        ox_model *m = NULL;
        ox_context *c = NULL;
        ox_generate_desc gd;
        ox_generate_stats st;
        memset(&md, 0, sizeof md);
        md.path = dir; md.weights = (ox_weights)f;
        CHECK(ox_model_load(&md, &m) == OX_OK);
        if (!m) return;
        if (!f) {
            const char *text = "And God said, Let there be light: and there was light.";
            CHECK(ox_tokenize(ox_model_tokenizer(m), text, strlen(text), OX_TOKENIZE_ADD_SPECIAL, prompt, 64, &np) == OX_OK);
        }
        CHECK(ox_context_new(m, NULL, &c) == OX_OK);
        memset(&gd, 0, sizeof gd);
        gd.prompt = prompt; gd.n_prompt = np; gd.max_tokens = 32; gd.ignore_eos = 1;
        memset(out[f], 0, sizeof out[f]);
        CHECK(ox_generate(c, &gd, out[f], &st) == OX_OK);
        ox_context_free(c);
        ox_model_free(m);
    }
    for (i = 0; i < 32; i++) CHECK_MSG(out[1][i] == out[0][i], "q8 greedy token %g differs (%g)", i, out[1][i]);
    while (agree4 < 32 && out[2][agree4] == out[0][agree4]) agree4++;
    fprintf(stderr, "quant: kjv-gemma4 greedy: q4 agrees with bf16 on the first %d of 32 tokens\n", agree4);
}

/* Speculative decoding over a quantized target (the drafter reads the target's quantized embedding
   table): greedy output equals the target's own greedy output. */
static void test_quant_speculative(void) {
    char dir[600], ddir[600];
    static const int32_t prompt[] = {2, 651, 603, 2345, 17, 93};
    int32_t plain[24], spec[24];
    ox_model_desc md;
    ox_model *m = NULL, *d = NULL;
    ox_context *c = NULL;
    ox_generate_desc gd;
    ox_generate_stats st;
    int i;
    snprintf(dir, sizeof dir, "%s/kjv-gemma4", models_root());
    snprintf(ddir, sizeof ddir, "%s/kjv-gemma4-assistant", models_root());
    memset(&md, 0, sizeof md);
    md.path = dir; md.weights = OX_WEIGHTS_Q8; md.skip_tokenizer = 1;
    CHECK(ox_model_load(&md, &m) == OX_OK);
    md.path = ddir;
    CHECK(ox_model_load(&md, &d) == OX_OK);
    if (!m || !d) { ox_model_free(m); ox_model_free(d); return; }
    CHECK(ox_context_new(m, NULL, &c) == OX_OK);
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = 6; gd.max_tokens = 24; gd.ignore_eos = 1;
    CHECK(ox_generate(c, &gd, plain, &st) == OX_OK);
    ox_reset(c);
    gd.draft = d;
    CHECK(ox_generate(c, &gd, spec, &st) == OX_OK && st.draft_rounds > 0);
    for (i = 0; i < 24; i++) CHECK_MSG(spec[i] == plain[i], "token %g: %g", i, spec[i]);
    ox_context_free(c);
    ox_model_free(d);
    ox_model_free(m);
}

/* Progress while quantizing: from 0.5 to 1 after loading's 0 to 0.5, never backwards; a callback
   that cancels during quantization gets OX_ERR_CANCELLED and no model (ASan: nothing leaks). */
static struct { float last; int calls, back, cancel_at_q; } tq_prog;
static int tq_progress(float done, void *user) {
    (void)user;
    if (done < tq_prog.last) tq_prog.back++;
    tq_prog.last = done;
    tq_prog.calls++;
    return tq_prog.cancel_at_q && done > 0.5f;
}
static void test_quant_progress(void) {
    char dir[600];
    ox_model_desc md;
    ox_model *m = NULL;
    snprintf(dir, sizeof dir, "%s/g4_e2b_like", fixture_root());
    memset(&md, 0, sizeof md);
    md.path = dir; md.skip_tokenizer = 1; md.weights = OX_WEIGHTS_Q4; md.progress = tq_progress;
    memset(&tq_prog, 0, sizeof tq_prog);
    CHECK(ox_model_load(&md, &m) == OX_OK);
    CHECK_MSG(tq_prog.back == 0 && tq_prog.last == 1.0f && tq_prog.calls > 4, "progress went back %g times, ended at %g", tq_prog.back, tq_prog.last);
    ox_model_free(m);
    m = NULL;
    memset(&tq_prog, 0, sizeof tq_prog);
    tq_prog.cancel_at_q = 1;
    CHECK(ox_model_load(&md, &m) == OX_ERR_CANCELLED && !m);
}

static void test_quant_desc(void) {
    char dir[600];
    ox_model_desc md;
    ox_model *m = NULL;
    snprintf(dir, sizeof dir, "%s/g4_sharded_f32", fixture_root());
    memset(&md, 0, sizeof md);
    md.path = dir; md.weights = (ox_weights)3;
    CHECK(ox_model_load(&md, &m) == OX_ERR_ARG && !m && strstr(ox_error_message(), "weights"));
    snprintf(dir, sizeof dir, "%s/g4_draft_plain", fixture_root()); /* an assistant is quantized too (test_draft_quantized) */
    md.path = dir; md.weights = OX_WEIGHTS_Q8;
    CHECK(ox_model_load(&md, &m) == OX_OK && m && ox__is_quant(m->layers[0].q->dtype));
    ox_model_free(m);
}

/* ---- MLX affine checkpoints ------------------------------------------------------------------
   A fixture rewritten as mlx-lm writes a quantized model: its quantizable matrices as X.weight
   (U32, packed from the low bits up), X.scales and X.biases (BF16, [out, in / group]; the scale
   negative where the group's largest magnitude is its maximum, as mx.quantize makes it), w = s q + b,
   and config.json's "quantization". Its logits equal those of the fixture whose matrices are
   replaced by s q + b in f32: exactly on the scalar path, within 2e-4 on the others. */
typedef struct tq_buf { unsigned char *p; size_t n, cap; } tq_buf;
static void tq_put(tq_buf *b, const void *d, size_t n) {
    if (b->n + n > b->cap) { b->cap = (b->n + n) * 2 + 4096; b->p = (unsigned char *)realloc(b->p, b->cap); }
    memcpy(b->p + b->n, d, n);
    b->n += n;
}
static void tq_putf(tq_buf *b, const char *fmt, ...) {
    char s[1024];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(s, sizeof s, fmt, ap);
    va_end(ap);
    tq_put(b, s, (size_t)n);
}
typedef struct tq_st { tq_buf head, data; int n; } tq_st; /* a safetensors file being written */
static void tq_st_add(tq_st *f, const char *name, const char *dtype, int ndim, const int64_t *shape, const void *data, size_t nbytes) {
    int i;
    tq_putf(&f->head, "%s\"%s\":{\"dtype\":\"%s\",\"shape\":[", f->n++ ? "," : "{", name, dtype);
    for (i = 0; i < ndim; i++) tq_putf(&f->head, i ? ",%lld" : "%lld", (long long)shape[i]);
    tq_putf(&f->head, "],\"data_offsets\":[%zu,%zu]}", f->data.n, f->data.n + nbytes);
    tq_put(&f->data, data, nbytes);
}
static unsigned char *tq_st_finish(tq_st *f, size_t *size) {
    unsigned char *out;
    uint64_t hl;
    if (!f->n) tq_put(&f->head, "{", 1);
    tq_put(&f->head, "}", 1);
    while (f->head.n % 8) tq_put(&f->head, " ", 1);
    hl = f->head.n;
    *size = 8 + f->head.n + f->data.n;
    out = (unsigned char *)malloc(*size);
    memcpy(out, &hl, 8); /* little-endian hosts */
    memcpy(out + 8, f->head.p, f->head.n);
    memcpy(out + 8 + f->head.n, f->data.p, f->data.n);
    free(f->head.p); free(f->data.p);
    return out;
}
/* How one variant writes the fixture. */
typedef struct tq_mlx {
    int bits, group;
    const char *over_name;  /* a module given its own bits / group (NULL: none) */
    int over_bits, over_group;
    const char *plain_name; /* a module marked false: kept as floats */
    int mlx_layout;         /* names under language_model.model. (and Qwen 3.5's conv taps and norms as mlx-lm saves them) */
} tq_mlx;
static int tq_is_q35_norm(const char *n) {
    size_t l = strlen(n);
    return (l >= 22 && !strcmp(n + l - 22, "input_layernorm.weight")) || (l >= 31 && !strcmp(n + l - 31, "post_attention_layernorm.weight")) ||
           (l >= 13 && !strcmp(n + l - 13, "q_norm.weight")) || (l >= 13 && !strcmp(n + l - 13, "k_norm.weight")) ||
           !strcmp(n, "model.norm.weight") || !strcmp(n, "model.language_model.norm.weight");
}
/* Rows of float tensor t as one MLX-quantized module mod: E experts (0: a plain matrix) of R rows,
   row (e, i) of the module being row e * stride + off + i of t; K inputs. */
static void tq_mlx_module(tq_st *f, const char *mod, const ox__tensor *t, int E, int64_t R, int64_t stride, int64_t off, int64_t K, int bits, int group) {
    int64_t ne = E ? E : 1, N = ne * R, G = K / group, r, g, k, sh[3];
    size_t words = (size_t)N * (size_t)(K * bits / 32);
    uint32_t *q = (uint32_t *)calloc(words + 1, 4);
    uint16_t *s = (uint16_t *)malloc(2 * (size_t)(N * G)), *b = (uint16_t *)malloc(2 * (size_t)(N * G));
    float nb = (float)((1 << bits) - 1);
    char sn[320];
    int d = E ? 1 : 0;
    for (r = 0; r < N; r++) {
        int64_t src = (r / R) * stride + off + r % R;
        for (g = 0; g < G; g++) {
            float mn = 1e30f, mx = -1e30f, sc, bi;
            for (k = g * group; k < (g + 1) * group; k++) {
                float w = ox__w_at(t->data, (ox__dtype)t->dtype, (size_t)(src * K + k));
                mn = w < mn ? w : mn; mx = w > mx ? w : mx;
            }
            { /* as mx.quantize: the edge of larger magnitude on a whole code, the scale signed to reach it */
                float scale = (mx - mn) / nb > 1e-7f ? (mx - mn) / nb : 1e-7f, edge = fabsf(mn) > fabsf(mx) ? mn : mx, q0;
                if (!(fabsf(mn) > fabsf(mx))) scale = -scale;
                q0 = roundf(edge / scale);
                s[r * G + g] = ox__f32_to_bf16(q0 != 0 ? edge / q0 : scale);
                b[r * G + g] = ox__f32_to_bf16(q0 != 0 ? edge : 0.0f);
            }
            sc = ox__bf16_to_f32(s[r * G + g]); bi = ox__bf16_to_f32(b[r * G + g]);
            for (k = g * group; k < (g + 1) * group; k++) {
                float w = ox__w_at(t->data, (ox__dtype)t->dtype, (size_t)(src * K + k)), e = floorf((w - bi) / sc + 0.5f);
                uint64_t bit = (uint64_t)(r * K + k) * (uint64_t)bits;
                uint32_t qv = (uint32_t)(e < 0 ? 0 : e > nb ? nb : e);
                q[bit / 32] |= qv << (bit % 32);
                if (bit % 32 + (uint64_t)bits > 32) q[bit / 32 + 1] |= qv >> (32 - bit % 32);
            }
        }
    }
    sh[0] = E; sh[d] = R; sh[d + 1] = K * bits / 32;
    snprintf(sn, sizeof sn, "%s.weight", mod); tq_st_add(f, sn, "U32", 2 + d, sh, q, words * 4);
    sh[d + 1] = G;
    snprintf(sn, sizeof sn, "%s.scales", mod); tq_st_add(f, sn, "BF16", 2 + d, sh, s, 2 * (size_t)(N * G));
    snprintf(sn, sizeof sn, "%s.biases", mod); tq_st_add(f, sn, "BF16", 2 + d, sh, b, 2 * (size_t)(N * G));
    free(q); free(s); free(b);
}
/* The MLX form of model B's files: config.json text and model.safetensors bytes (malloc'd). */
static int tq_mlx_write(ox_model *B, const char *cfg_text, size_t cfg_size, const tq_mlx *v, char **cfg_out, unsigned char **st_out, size_t *st_size) {
    int n = ox__quant_slots_for(B, NULL, 0, 1), i, j, is_q35 = !strcmp(B->arch->name, "qwen3_5");
    const ox__tensor ***slots;
    tq_st f;
    tq_buf c;
    memset(&f, 0, sizeof f); memset(&c, 0, sizeof c);
    if (n < 0) return 0;
    slots = (const ox__tensor ***)calloc((size_t)n + 1, sizeof *slots);
    ox__quant_slots_for(B, slots, n, 1);
    for (i = 0; i < B->n_index; i++) {
        const ox__tensor *t = B->index[i];
        char name[300], mod[300];
        int quant = 0, bits = v->bits, group = v->group;
        for (j = 0; j < n && !quant; j++) quant = *slots[j] == t;
        if (v->mlx_layout && !strncmp(t->name, "model.language_model.", 21)) snprintf(name, sizeof name, "language_model.model.%s", t->name + 21);
        else if (v->mlx_layout && !strncmp(t->name, "model.", 6)) snprintf(name, sizeof name, "language_model.model.%s", t->name + 6);
        else if (v->mlx_layout && !strcmp(t->name, "lm_head.weight")) snprintf(name, sizeof name, "language_model.lm_head.weight");
        else snprintf(name, sizeof name, "%s", t->name);
        snprintf(mod, sizeof mod, "%.*s", (int)strlen(name) - (strstr(name, ".weight") ? 7 : 0), name);
        if (v->over_name && strstr(name, v->over_name)) { bits = v->over_bits; group = v->over_group; }
        if (quant && v->plain_name && strstr(name, v->plain_name)) quant = 0;
        if (quant && t->shape[t->ndim - 1] % group) quant = 0; /* as MLX: a module whose input does not divide the group stays */
        if (is_q35 && strstr(name, ".mlp.experts.") && t->ndim == 2) { /* per expert: stacked as mlx-lm's switch_mlp */
            const char *ex = strstr(name, ".mlp.experts."), *part = strchr(ex + 13, '.');
            int E, e;
            if (part && atoi(ex + 13) == 0) {
                ox__tensor st;
                float *w;
                int64_t R = t->shape[0], K = t->shape[1];
                for (E = 0;; E++) { /* count the experts of this part */
                    char en[300];
                    snprintf(en, sizeof en, "%.*s.mlp.experts.%d%s", (int)(strstr(t->name, ".mlp.experts.") - t->name), t->name, E, strchr(strstr(t->name, ".mlp.experts.") + 13, '.'));
                    if (!ox__model_find(B, en)) break;
                }
                w = (float *)malloc(sizeof(float) * (size_t)(E * R * K));
                for (e = 0; e < E; e++) {
                    char en[300];
                    const ox__tensor *te;
                    snprintf(en, sizeof en, "%.*s.mlp.experts.%d%s", (int)(strstr(t->name, ".mlp.experts.") - t->name), t->name, e, strchr(strstr(t->name, ".mlp.experts.") + 13, '.'));
                    te = ox__model_find(B, en);
                    ox__to_f32(te->data, (ox__dtype)te->dtype, (size_t)(R * K), w + (size_t)(e * R * K));
                }
                memset(&st, 0, sizeof st);
                st.data = w; st.dtype = OX__F32;
                snprintf(mod, sizeof mod, "%.*s.mlp.switch_mlp%.*s", (int)(ex - name), name, (int)(strlen(part) - 7), part);
                tq_mlx_module(&f, mod, &st, E, R, R, 0, K, bits, group);
                free(w);
            }
            continue;
        }
        if (!quant) {
            if (is_q35 && v->mlx_layout && strstr(name, "conv1d.weight") && t->ndim == 3) {
                int64_t sh[3];
                sh[0] = t->shape[0]; sh[1] = t->shape[2]; sh[2] = 1;
                tq_st_add(&f, name, t->dtype_name, 3, sh, t->data, t->nbytes);
            } else if (is_q35 && v->mlx_layout && t->ndim == 1 && tq_is_q35_norm(t->name)) {
                float *w = (float *)malloc(sizeof(float) * (size_t)t->nelem);
                size_t e;
                ox__to_f32(t->data, (ox__dtype)t->dtype, t->nelem, w);
                for (e = 0; e < t->nelem; e++) w[e] += 1.0f; /* mlx-lm stores 1 + w */
                tq_st_add(&f, name, "F32", 1, t->shape, w, sizeof(float) * t->nelem);
                free(w);
            } else tq_st_add(&f, name, t->dtype_name, t->ndim, t->shape, t->data, t->nbytes);
        } else if (t->ndim == 3) { /* stacked experts: mlx-lm's switch_glu gate / up / down */
            char base[200];
            int64_t E = t->shape[0], R = t->shape[1], K = t->shape[2];
            snprintf(base, sizeof base, "%.*s", (int)(strstr(name, "experts.") - name) + 8 < 199 ? (int)(strstr(name, "experts.") - name) + 8 : 199, name);
            if (strstr(name, "gate_up_proj")) {
                snprintf(mod, sizeof mod, "%sswitch_glu.gate_proj", base); tq_mlx_module(&f, mod, t, (int)E, R / 2, R, 0, K, bits, group);
                snprintf(mod, sizeof mod, "%sswitch_glu.up_proj", base); tq_mlx_module(&f, mod, t, (int)E, R / 2, R, R / 2, K, bits, group);
            } else {
                snprintf(mod, sizeof mod, "%sswitch_glu.down_proj", base); tq_mlx_module(&f, mod, t, (int)E, R, R, 0, K, bits, group);
            }
        } else tq_mlx_module(&f, mod, t, 0, t->shape[0], t->shape[0], 0, t->shape[1], bits, group);
    }
    *st_out = tq_st_finish(&f, st_size);
    /* config.json with "quantization" first */
    tq_putf(&c, "{\"quantization\": {\"group_size\": %d, \"bits\": %d, \"mode\": \"affine\"", v->group, v->bits);
    for (i = 0; i < B->n_index; i++) {
        char name[300];
        const char *nm = B->index[i]->name;
        size_t l = strlen(nm);
        if (l < 7 || strcmp(nm + l - 7, ".weight")) continue;
        if (v->mlx_layout && !strncmp(nm, "model.language_model.", 21)) snprintf(name, sizeof name, "language_model.model.%.*s", (int)(l - 28), nm + 21);
        else if (v->mlx_layout && !strncmp(nm, "model.", 6)) snprintf(name, sizeof name, "language_model.model.%.*s", (int)(l - 13), nm + 6);
        else snprintf(name, sizeof name, "%.*s", (int)(l - 7), nm);
        if (v->over_name && strstr(name, v->over_name)) tq_putf(&c, ", \"%s\": {\"group_size\": %d, \"bits\": %d}", name, v->over_group, v->over_bits);
        if (v->plain_name && strstr(name, v->plain_name)) tq_putf(&c, ", \"%s\": false", name);
    }
    tq_putf(&c, "},");
    for (i = 0; i < (int)cfg_size && cfg_text[i] != '{'; i++) {}
    tq_put(&c, cfg_text + i + 1, cfg_size - (size_t)i - 1);
    tq_put(&c, "", 1);
    *cfg_out = (char *)c.p;
    free(slots);
    return 1;
}
/* Model B's matrices that are quantized in A replaced by their dequantized f32 copies. */
static int tq_dequantized_mlx(ox_model *A, ox_model *B, void ***keep, int *n_keep) {
    int n = ox__quant_slots_for(A, NULL, 0, 1), i, r, changed = 0;
    const ox__tensor ***sa, ***sb;
    if (n < 0 || ox__quant_slots_for(B, NULL, 0, 1) != n) return -1;
    sa = (const ox__tensor ***)calloc((size_t)n + 1, sizeof *sa);
    sb = (const ox__tensor ***)calloc((size_t)n + 1, sizeof *sb);
    *keep = (void **)calloc((size_t)n + 1, sizeof(void *));
    *n_keep = 0;
    ox__quant_slots_for(A, sa, n, 1);
    ox__quant_slots_for(B, sb, n, 1);
    for (i = 0; i < n; i++) {
        const ox__tensor *qa = *sa[i];
        const ox__qmat *w;
        ox__tensor *t;
        int j, dup = 0;
        float *data;
        if (!qa || !ox__is_quant(qa->dtype)) continue;
        for (j = 0; j < *n_keep && !dup; j++) if (((ox__tensor *)(*keep)[j])->name == qa->name) { *sb[i] = (const ox__tensor *)(*keep)[j]; dup = 1; }
        if (dup) continue;
        w = (const ox__qmat *)qa->data;
        t = (ox__tensor *)malloc(sizeof *t + sizeof(float) * (size_t)w->N * w->K + 64);
        data = (float *)(void *)((unsigned char *)t + ((sizeof *t + 63) / 64 * 64));
        *t = *qa;
        t->dtype = OX__F32; t->dtype_name = "F32"; t->nbytes = sizeof(float) * (size_t)w->N * w->K; t->data = data;
        for (r = 0; r < w->N; r++) ox__q_row(w, r, 0, w->K, data + (size_t)r * w->K);
        *sb[i] = t;
        (*keep)[(*n_keep)++] = t;
        changed++;
    }
    free(sa); free(sb);
    return changed;
}
static ox_result tq_load_mem(const char *cfg, const unsigned char *st, size_t st_size, ox_model **out) {
    ox_model_desc md;
    ox_file f[2];
    memset(&md, 0, sizeof md);
    f[0].name = "config.json"; f[0].data = cfg; f[0].size = strlen(cfg);
    f[1].name = "model.safetensors"; f[1].data = st; f[1].size = st_size;
    md.files = f; md.n_files = 2; md.skip_tokenizer = 1;
    return ox_model_load(&md, out);
}
static void test_quant_mlx(void) {
    static const struct { const char *fixture; tq_mlx v; } cases[] = {
        {"g4_e2b_like", {4, 32, NULL, 0, 0, NULL, 0}},
        {"g4_e2b_like", {8, 64, NULL, 0, 0, NULL, 1}},
        {"g4_e2b_like", {4, 64, "mlp.down_proj", 8, 32, "layers.1.self_attn.o_proj", 0}}, /* mixed bits, an override, a module left out */
        {"g4_e2b_like", {3, 32, "self_attn.q_proj", 6, 64, NULL, 0}},
        {"g4_e2b_like", {2, 128, "mlp.up_proj", 5, 32, NULL, 1}},
        {"g4_keqv_untied", {4, 64, NULL, 0, 0, NULL, 1}},
        {"q35_mm_tied", {4, 32, NULL, 0, 0, NULL, 1}},
        {"g4_moe_mm", {4, 32, "router.proj", 8, 32, NULL, 1}}, /* stacked experts as switch_glu, the router at 8 bits */
        {"q35_long_untied", {8, 32, "linear_attn.in_proj_qkv", 4, 64, "self_attn.o_proj", 0}},
        {"q35_long_untied", {4, 64, NULL, 0, 0, NULL, 1}},
        {"q35_moe", {4, 32, "mlp.gate", 8, 64, NULL, 1}}, /* stacked experts as switch_mlp, the router at 8 bits */
    };
    int ci, isa;
    for (ci = 0; ci < (int)(sizeof cases / sizeof cases[0]); ci++) {
        char dir[600], rel[300], *cfg = NULL, *cfg_text;
        unsigned char *st = NULL;
        size_t st_size = 0, cfg_size = 0;
        ox_model_desc md;
        ox_model *A = NULL, *B = NULL;
        void **keep = NULL;
        int n_keep = 0, i, changed;
        snprintf(dir, sizeof dir, "%s/%s", fixture_root(), cases[ci].fixture);
        snprintf(rel, sizeof rel, "%s/config.json", cases[ci].fixture);
        memset(&md, 0, sizeof md);
        md.path = dir; md.skip_tokenizer = 1;
        cfg_text = fixture_file(rel, &cfg_size);
        if (!cfg_text || ox_model_load(&md, &B) != OX_OK) { CHECK_MSG(0, "case %g: fixture", ci, 0); free(cfg_text); continue; }
        CHECK(tq_mlx_write(B, cfg_text, cfg_size, &cases[ci].v, &cfg, &st, &st_size));
        free(cfg_text);
        if (tq_load_mem(cfg, st, st_size, &A) != OX_OK) {
            CHECK_MSG(0, "case %g: the MLX form does not load: %s", ci, 0);
            if (test_verbose) fprintf(stderr, "quant: mlx case %d: %s\n", ci, ox_error_message());
            ox_model_free(B); free(cfg); free(st); continue;
        }
        ox_model_free(B); B = NULL; /* B again, as stored (A's repack read only the files' bytes) */
        CHECK(ox_model_load(&md, &B) == OX_OK);
        changed = tq_dequantized_mlx(A, B, &keep, &n_keep);
        CHECK_MSG(changed >= 4 && changed == A->n_mlx, "case %g: %g matrices quantized", ci, changed);
        if (!strcmp(A->arch->name, "gemma4") && A->cfg.moe) /* the experts and the router run quantized */
            CHECK(ox__is_quant(A->layers[0].exp_gate_up->dtype) && ox__is_quant(A->layers[0].exp_down->dtype) && ox__is_quant(A->layers[0].router->dtype) &&
                  ((const ox__qmat *)A->layers[0].router->data)->bits == 8);
#ifdef OX__HAVE_QWEN35
        if (!strcmp(A->arch->name, "qwen3_5") && ((ox__q35model *)A->arch_data)->cfg.moe) {
            const ox__q35layer *ly = &((ox__q35model *)A->arch_data)->layers[0];
            CHECK(ly->exp_gate_up && ly->exp_down && ox__is_quant(ly->exp_gate_up->dtype) && ox__is_quant(ly->exp_down->dtype) &&
                  ox__is_quant(ly->router->dtype) && ((const ox__qmat *)ly->router->data)->bits == 8);
        }
#endif
        for (isa = 0; isa < OX__ISA_COUNT; isa++) {
            static const int32_t ids[] = {2, 17, 33, 5, 101, 7, 64, 19, 88, 3, 41, 12, 9};
            ox_context *ca = NULL, *cb = NULL;
            ox_context_desc cd;
            double d = 0;
            int step, v, V = ox_model_vocab_size(A), ga = -1, gb = -1;
            if (!ox__kernels_for((ox__isa)isa)) continue;
            A->kern = B->kern = ox__kernels_for((ox__isa)isa);
            memset(&cd, 0, sizeof cd);
            cd.n_ctx = 64; cd.n_threads = 2;
            CHECK(ox_context_new(A, &cd, &ca) == OX_OK && ox_context_new(B, &cd, &cb) == OX_OK);
            if (!ca || !cb) { ox_context_free(ca); ox_context_free(cb); continue; }
            for (step = 0; step < 4; step++) { /* a 10-token prefill (panels), then decode steps */
                int nt = step ? 1 : 10, off = step ? 9 + step : 0, rows;
                CHECK(ox_eval(ca, ids + off, nt, -1) == OX_OK && ox_eval(cb, ids + off, nt, -1) == OX_OK);
                rows = ox_logits_rows(ca);
                for (i = 0; i < rows; i++) {
                    const float *la = ox_logits(ca, i), *lb = ox_logits(cb, i);
                    float ba = -1e30f, bb = -1e30f;
                    for (v = 0; v < V; v++) {
                        if (!(fabs(la[v] - lb[v]) <= d)) d = fabs(la[v] - lb[v]);
                        if (la[v] > ba) { ba = la[v]; ga = v; }
                        if (lb[v] > bb) { bb = lb[v]; gb = v; }
                    }
                    CHECK_MSG(ga == gb, "case %g: greedy token differs at row %g", ci, i);
                }
            }
            if (isa == OX__ISA_SCALAR) CHECK_MSG(d == 0, "scalar path: logits differ by %g (case %g)", d, ci);
            else CHECK_MSG(d <= 2e-4, "logits differ by %g (case %g)", d, ci);
            if (test_verbose) fprintf(stderr, "quant: mlx case %d (%s, %d-bit g%d): %s: largest logit difference %.3g\n", ci, cases[ci].fixture, cases[ci].v.bits, cases[ci].v.group, ox__kernels_for((ox__isa)isa)->name, d);
            ox_context_free(ca); ox_context_free(cb);
        }
        ox_model_free(A); ox_model_free(B);
        for (i = 0; i < n_keep; i++) free(keep[i]);
        free(keep); free(cfg); free(st);
    }
}

/* Malformed MLX checkpoints: each gets its own error naming the tensor or key. The base is
   g4_e2b_like at 4 bits, groups of 32; each case edits the config or one tensor's header entry
   (same-length edits of the header text keep the offsets valid). */
static void tq_replace(char *s, const char *from, const char *to) { /* the first from -> to, same length */
    char *p = strstr(s, from);
    if (p) memcpy(p, to, strlen(to));
}
static void test_quant_mlx_malformed(void) {
    static const struct { const char *cfg_from, *cfg_to, *st_from, *st_to; ox_result want; const char *msg; } cases[] = {
        {"\"mode\": \"affine\"", "\"mode\": \"mxfp4\" ", NULL, NULL, OX_ERR_UNSUPPORTED, "mxfp4"},
        {"\"mode\": \"affine\"", "\"mode\": \"nvfp4\" ", NULL, NULL, OX_ERR_UNSUPPORTED, "nvfp4"},
        {"\"bits\": 4", "\"bits\": 7", NULL, NULL, OX_ERR_UNSUPPORTED, "7 bits"},
        {"\"bits\": 4", "\"bits\": 0", NULL, NULL, OX_ERR_FORMAT, "bits"},
        {"\"group_size\": 32", "\"group_size\": 48", NULL, NULL, OX_ERR_UNSUPPORTED, "group_size 48"},
        {"\"group_size\": 32", "\"group_size\": 64", NULL, NULL, OX_ERR_FORMAT, "not a multiple of the group size"},
        {"\"quantization\": {", "\"quantizatioX\": {", NULL, NULL, OX_ERR_FORMAT, "no 'quantization'"},
        {"\"mode\": \"affine\"", "\"model.layers.0.mlp.down_proj\": {\"bits\": 8}, \"mode\": \"affine\"", NULL, NULL, OX_ERR_FORMAT, "packed shape"},
        {"\"mode\": \"affine\"", "\"model.layers.0.mlp.down_proj\": false, \"mode\": \"affine\"", NULL, NULL, OX_ERR_FORMAT, "marks 'model.layers.0.mlp.down_proj' unquantized"},
        {NULL, NULL, "layers.0.mlp.down_proj.scales", "layers.0.mlp.down_proj.scaleX", OX_ERR_FORMAT, "layers.0.mlp.down_proj.scales"},
        {NULL, NULL, "layers.1.mlp.down_proj.biases", "layers.1.mlp.down_proj.biaseX", OX_ERR_FORMAT, "layers.1.mlp.down_proj.biases"},
        {NULL, NULL, "layers.0.mlp.down_proj.scales\":{\"dtype\":\"BF16\"", "layers.0.mlp.down_proj.scales\":{\"dtype\":\"I16\" ", OX_ERR_FORMAT, "down_proj.scales' has dtype I16"},
        {NULL, NULL, "layers.0.mlp.down_proj.weight\":{\"dtype\":\"U32\"", "layers.0.mlp.down_proj.weight\":{\"dtype\":\"I32\"", OX_ERR_UNSUPPORTED, "down_proj.weight"},
    };
    char dir[600], *cfg0 = NULL, *cfg_text;
    unsigned char *st0 = NULL;
    size_t st_size = 0, cfg_size = 0;
    ox_model_desc md;
    ox_model *B = NULL, *A = NULL;
    tq_mlx v;
    int ci;
    snprintf(dir, sizeof dir, "%s/g4_e2b_like", fixture_root());
    memset(&md, 0, sizeof md);
    md.path = dir; md.skip_tokenizer = 1;
    memset(&v, 0, sizeof v);
    v.bits = 4; v.group = 32;
    cfg_text = fixture_file("g4_e2b_like/config.json", &cfg_size);
    if (!cfg_text || ox_model_load(&md, &B) != OX_OK) { CHECK(0); free(cfg_text); return; }
    CHECK(tq_mlx_write(B, cfg_text, cfg_size, &v, &cfg0, &st0, &st_size));
    ox_model_free(B);
    free(cfg_text);
    CHECK(tq_load_mem(cfg0, st0, st_size, &A) == OX_OK);
    ox_model_free(A);
    for (ci = 0; ci < (int)(sizeof cases / sizeof cases[0]); ci++) {
        char *cfg = (char *)malloc(strlen(cfg0) + 256), *at;
        unsigned char *st = (unsigned char *)malloc(st_size);
        uint64_t hl;
        char *hdr;
        ox_result r;
        strcpy(cfg, cfg0);
        memcpy(st, st0, st_size);
        memcpy(&hl, st, 8);
        hdr = (char *)malloc((size_t)hl + 1);
        memcpy(hdr, st + 8, (size_t)hl); hdr[hl] = 0;
        if (cases[ci].cfg_from && (at = strstr(cfg0, cases[ci].cfg_from)) != NULL) /* the config: any length */
            snprintf(cfg, strlen(cfg0) + 256, "%.*s%s%s", (int)(at - cfg0), cfg0, cases[ci].cfg_to, at + strlen(cases[ci].cfg_from));
        else CHECK(!cases[ci].cfg_from);
        if (cases[ci].st_from) { CHECK_MSG(strstr(hdr, cases[ci].st_from) != NULL, "case %g: no such header text", ci, 0); tq_replace(hdr, cases[ci].st_from, cases[ci].st_to); memcpy(st + 8, hdr, (size_t)hl); }
        A = NULL;
        r = tq_load_mem(cfg, st, st_size, &A);
        CHECK_MSG(r == cases[ci].want && !A, "case %g: result %g", ci, r);
        CHECK_MSG(strstr(ox_error_message(), cases[ci].msg) != NULL, "case %g: message does not say what is wrong", ci, 0);
        if (test_verbose || !strstr(ox_error_message(), cases[ci].msg)) fprintf(stderr, "quant: mlx malformed %d: %s\n", ci, ox_error_message());
        ox_model_free(A);
        free(cfg); free(st); free(hdr);
    }
    free(cfg0); free(st0);
}

/* The MLX fixtures of tools/gen_fixtures_mlx.py (mlx-lm's layout; reference: transformers fp32 on the
   dequantized weights) on every kernel path: prefill logits and greedy decoding against the reference. */
static const char *const mlx_fixture_names[] = {"mlx_g4_q4g64", "mlx_g4_moe_q4g32", "mlx_g4_ple_q4g32", "mlx_q35_q8g32", "mlx_q35_moe_q4g32"};
static void test_quant_mlx_reference_one(void) {
    fixture fx;
    ox_model *m;
    double d = 0;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = load_fixture_model(fx.dir, 2);
    CHECK(m != NULL);
    if (m) {
        CHECK(ox_model_vocab_size(m) == fx.V);
        check_prefill(&fx, m, &d);
        check_greedy(&fx, m, &d);
        if (test_verbose) fprintf(stderr, "quant: %s on %s: largest logit difference %.3g\n", test_fixture, ox__kernels_for(test_isa)->name, d);
        ox_model_free(m);
    }
    fixture_close(&fx);
}
static void test_quant_mlx_reference(void) {
    int isa, f;
    char tag[96];
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        if (!ox__kernels_for((ox__isa)isa)) continue;
        test_isa = (ox__isa)isa;
        for (f = 0; f < (int)(sizeof mlx_fixture_names / sizeof mlx_fixture_names[0]); f++) {
            test_fixture = mlx_fixture_names[f];
            snprintf(tag, sizeof tag, "[%s %s]", test_fixture, ox__kernels_for(test_isa)->name);
            RUN_TAGGED(test_quant_mlx_reference_one, tag);
        }
    }
}

static void test_area_quant(void) {
    RUN(test_quant_roundtrip);
    RUN(test_quant_kernels);
    RUN(test_quant_kernels_kinds);
    RUN(test_quant_q4_wide_blocks);
    RUN(test_quant_q4d_prep);
    RUN(test_quant_int8_kernels);
    RUN(test_quant_int8_prep);
    RUN(test_quant_model);
    RUN(test_quant_int8_model);
    RUN(test_quant_int8_kjv);
    RUN(test_quant_kjv_greedy);
    RUN(test_quant_speculative);
    RUN(test_quant_progress);
    RUN(test_quant_desc);
    RUN(test_quant_mlx);
    RUN(test_quant_mlx_malformed);
    test_quant_mlx_reference();
}
