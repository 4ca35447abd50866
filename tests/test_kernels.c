/* Tests: kernels (section 5 conversions, section 6 kernel paths, section 7 pool and matmul driver).

   Every SIMD path this CPU has runs against the scalar path and against a double-precision
   reference, on odd and round sizes. Tolerances are relative to S = sum_k |x_k w_k|:
     f32-product paths (scalar, AVX2, AVX-512, NEON; AVX-512-BF16 with the default 3-part split):
         |y - y_double| <= 2e-6 S   (observed <= 1.3e-7 S: only the summation order differs)
     AVX-512-BF16 vdpbf16ps tiles built with OX__BF16_SPLIT=2 (x = hi + lo): <= 2e-5 S
         (each product keeps x to 16 bits: |x - hi - lo| <= 2^-16 |x|, so the error is <= 1.53e-5 S)
   Dropping or doubling one of K terms changes y by about S/K, far above these for the sizes used. */

static uint32_t tk_rng = 12345u;
static uint32_t tk_u32(void) {
    tk_rng ^= tk_rng << 13; tk_rng ^= tk_rng >> 17; tk_rng ^= tk_rng << 5;
    return tk_rng;
}
static double tk_uniform(void) { return (tk_u32() >> 8) * (1.0 / 16777216.0); } /* [0, 1) */
static float tk_normal(void) { /* Irwin-Hall approximation of N(0, 1) */
    double s = 0;
    int i;
    for (i = 0; i < 12; i++) s += tk_uniform();
    return (float)(s - 6.0);
}

/* ---- 5. conversions ---- */

static int tk_isnan16(uint16_t h) { return (h & 0x7c00u) == 0x7c00u && (h & 0x3ffu); }
static int tk_isnan_bf16(uint16_t h) { return (h & 0x7f80u) == 0x7f80u && (h & 0x7fu); }

static void test_bf16_conversion(void) {
    uint32_t i;
    int bad = 0;
    CHECK(ox__f32_to_bf16(1.0f) == 0x3f80);
    CHECK(ox__f32_to_bf16(-2.0f) == 0xc000);
    CHECK(ox__bf16_to_f32(0x3f80) == 1.0f);
    CHECK(ox__f32_to_bf16(ox__bits_f32(0x3f808000u)) == 0x3f80); /* tie -> even (down) */
    CHECK(ox__f32_to_bf16(ox__bits_f32(0x3f818000u)) == 0x3f82); /* tie -> even (up) */
    CHECK(ox__f32_to_bf16(ox__bits_f32(0x3f808001u)) == 0x3f81); /* above the tie */
    CHECK(ox__f32_to_bf16(ox__bits_f32(0x3f807fffu)) == 0x3f80);
    CHECK(ox__f32_to_bf16(ox__bits_f32(0x7f800000u)) == 0x7f80); /* inf */
    CHECK(ox__f32_to_bf16(ox__bits_f32(0xff800000u)) == 0xff80);
    CHECK(ox__f32_to_bf16(ox__bits_f32(0x7f7fffffu)) == 0x7f80); /* FLT_MAX rounds to inf */
    CHECK(tk_isnan_bf16(ox__f32_to_bf16(ox__bits_f32(0x7f800001u)))); /* NaN payload in low bits */
    CHECK(tk_isnan_bf16(ox__f32_to_bf16(ox__bits_f32(0xffc00000u))));
    CHECK(ox__f32_to_bf16(ox__bits_f32(0x00000001u)) == 0x0000);  /* subnormals round like the rest */
    CHECK(ox__f32_to_bf16(ox__bits_f32(0x00018000u)) == 0x0002);
    /* every bf16 survives bf16 -> f32 -> bf16 (NaNs stay NaN) */
    for (i = 0; i < 65536; i++) {
        uint16_t h = (uint16_t)i, back = ox__f32_to_bf16(ox__bf16_to_f32(h));
        if (tk_isnan_bf16(h) ? !tk_isnan_bf16(back) : back != h) bad++;
    }
    CHECK_MSG(bad == 0, "%g bf16 values failed the round trip", bad, 0);
    /* random finite floats: the nearer neighbour, ties to even */
    for (i = 0, bad = 0; i < 200000; i++) {
        uint32_t u = tk_u32();
        uint16_t lo = (uint16_t)(u >> 16), got, want;
        double f, dl, dh;
        if ((u & 0x7f800000u) == 0x7f800000u) continue;
        f = ox__bits_f32(u);
        dl = fabs(f - ox__bf16_to_f32(lo));
        /* the next magnitude up; past the largest finite bf16 that is 2^128, which rounds to inf */
        dh = ((lo + 1) & 0x7fff) == 0x7f80 ? ldexp(1.0, 128) - fabs(f) : fabs(ox__bf16_to_f32((uint16_t)(lo + 1)) - f);
        want = dl < dh || (dl == dh && !(lo & 1)) ? lo : (uint16_t)(lo + 1);
        got = ox__f32_to_bf16((float)f);
        if (got != want) bad++;
    }
    CHECK_MSG(bad == 0, "%g random floats rounded wrongly to bf16", bad, 0);
}

static double tk_f16_value(uint16_t h) { /* the exact value by the IEEE formula */
    int e = (h >> 10) & 31, m = h & 1023;
    double v = e ? ldexp(1024 + m, e - 25) : ldexp(m, -24);
    return (h & 0x8000) ? -v : v;
}

static void test_f16_conversion(void) {
    uint32_t i;
    int bad = 0, badv = 0, badr = 0;
    for (i = 0; i < 65536; i++) {
        uint16_t h = (uint16_t)i, back;
        float f = ox__f16_to_f32(h);
        back = ox__f32_to_f16(f);
        if (((h >> 10) & 31) == 31) {
            if ((h & 1023) ? !(f != f) : !(fabs(f) > FLT_MAX && ((f < 0) == ((h & 0x8000) != 0)))) badv++;
            if (tk_isnan16(h) ? !tk_isnan16(back) : back != h) bad++;
            continue;
        }
        if ((double)f != tk_f16_value(h) || (h == 0x8000 && !signbit(f))) badv++;
        if (back != h) bad++;
    }
    CHECK_MSG(badv == 0, "%g f16 values widened wrongly", badv, 0);
    CHECK_MSG(bad == 0, "%g f16 values failed f16 -> f32 -> f16", bad, 0);
    /* Rounding: the midpoint between two neighbours goes to the even one, a float ulp either side
       to the nearer one; covers subnormals, the 0 / 2^-25 edge and the 65504 / 65520 / inf edge. */
    for (i = 0; i < 0x7c00; i++) {
        uint16_t a = (uint16_t)i, b = (uint16_t)(i + 1);
        float mid = (float)((tk_f16_value(a) + (b == 0x7c00 ? 65536.0 : tk_f16_value(b))) / 2);
        uint16_t even = (a & 1) ? b : a;
        if (ox__f32_to_f16(mid) != even) badr++;
        if (ox__f32_to_f16(nextafterf(mid, 0.0f)) != a) badr++;
        if (ox__f32_to_f16(nextafterf(mid, 1e9f)) != b) badr++;
        if (ox__f32_to_f16(-mid) != (uint16_t)(even | 0x8000)) badr++;
    }
    CHECK_MSG(badr == 0, "%g f16 rounding cases failed", badr, 0);
    CHECK(ox__f32_to_f16(1e-30f) == 0 && ox__f32_to_f16(-1e-30f) == 0x8000);
    CHECK(ox__f32_to_f16(1e6f) == 0x7c00 && ox__f32_to_f16(-1e6f) == 0xfc00);
    CHECK(tk_isnan16(ox__f32_to_f16(ox__bits_f32(0x7f800001u))));
    CHECK(ox__f32_to_f16(ox__bits_f32(0x7f800000u)) == 0x7c00);
    CHECK(ox__f32_to_f16(65504.0f) == 0x7bff && ox__f32_to_f16(65519.99f) == 0x7bff);
}

/* ---- 6. kernel paths ---- */

static ox__isa tk_isa;
static const ox__kernels *tk_k;

/* Fill w[n] of dtype dt with N(0, 0.02)-like values; return them as floats in wf. */
static void tk_weights(void *w, float *wf, ox__dtype dt, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        float v = 0.02f * tk_normal();
        if (dt == OX__F32) { ((float *)w)[i] = v; wf[i] = v; }
        else if (dt == OX__F16) { uint16_t h = ox__f32_to_f16(v); ((uint16_t *)w)[i] = h; wf[i] = ox__f16_to_f32(h); }
        else { uint16_t h = ox__f32_to_bf16(v); ((uint16_t *)w)[i] = h; wf[i] = ox__bf16_to_f32(h); }
    }
}

/* Whether this path multiplies bf16-split activations for (dt, T). */
static int tk_split_path(const ox__kernels *k, ox__dtype dt, int T) { return k->isa == OX__ISA_AVX512BF16 && dt == OX__BF16 && T >= 4; }

/* One matmul of path tk_k against the double reference and the scalar path. Rows [r0, r1) of N;
   x with stride ldx > K, y with stride ldy > N; y outside the rows must stay untouched. */
static int tk_wshift; /* bytes the weights start after a 64-byte boundary */
static int tk_matmul_case_fn(ox__matmul_fn fn, ox__small_fn sfn, ox__prep_fn prep, ox__pairs_prep_fn pprep, ox__dtype dt, int K, int T, int N,
                             int r0, int r1, double *worst) {
    size_t ldx = (size_t)K + 5, ldy = (size_t)N + 3;
    float *x = (float *)malloc(sizeof(float) * ldx * T), *wf = (float *)malloc(sizeof(float) * (size_t)N * K);
    void *wbuf = malloc(4 * (size_t)N * K + 128), *w = (char *)wbuf + (64 - ((uintptr_t)wbuf & 63)) + tk_wshift;
    memset(wbuf, 0xff, 4 * (size_t)N * K + 128); /* NaN around the weights: a kernel reading outside them fails */
    float *y = (float *)malloc(sizeof(float) * ldy * T), *ys = (float *)malloc(sizeof(float) * ldy * T);
    void *xp = malloc(ox__matmul_scratch_size(T, K, 4));
    const ox__kernels *sc = ox__kernels_for(OX__ISA_SCALAR);
    double tol = prep && prep == tk_k->prep[dt] && tk_split_path(tk_k, dt, T) && OX__BF16_SPLIT == 2 ? 2e-5 : 2e-6;
    int t, r, k, fails = 0, rounds = 0;
    size_t i;
#if defined(OX__X86)
    rounds = pprep == ox__avx512bf16_prep_round; /* bf16 activations: the kernel's products are of x rounded to bf16 */
#endif
    for (i = 0; i < ldx * T; i++) x[i] = tk_normal();
    tk_weights(w, wf, dt, (size_t)N * K);
    for (i = 0; i < ldy * T; i++) y[i] = ys[i] = -777.0f;
    if (prep) prep(xp, x, ldx, K, T);
    if (pprep) pprep(xp, x, ldx, K, T, ox__pairs_off(w, K));
    if (sfn) sfn(y, ldy, x, ldx, w, K, T, r0, r1, pprep ? xp : NULL, NULL, 0);
    else fn(y, ldy, x, ldx, w, K, T, r0, r1, prep || pprep ? xp : NULL);
    if (rounds) for (i = 0; i < ldx * T; i++) x[i] = ox__bf16_to_f32(ox__f32_to_bf16(x[i])); /* for the references below */
    sc->matmul[dt](ys, ldy, x, ldx, w, K, T, r0, r1, NULL);
    for (t = 0; t < T; t++)
        for (r = 0; r < (int)ldy; r++) {
            float got = y[t * ldy + r], sref = ys[t * ldy + r];
            double ref = 0, s = 0, e;
            if (r < r0 || r >= r1) { if (got != -777.0f) fails++; continue; }
            for (k = 0; k < K; k++) {
                double p = (double)x[t * ldx + k] * wf[(size_t)r * K + k];
                ref += p; s += fabs(p);
            }
            e = fabs(got - ref) / (s > 0 ? s : 1);
            if (!(e <= tol)) fails++;
            if (!(fabs(sref - ref) <= 2e-6 * s)) fails++; /* the scalar path itself */
            if (!(fabs(got - sref) <= (tol + 2e-6) * s)) fails++;
            if (e > *worst) *worst = e;
        }
    free(x); free(wf); free(wbuf); free(y); free(ys); free(xp);
    return fails;
}
static int tk_matmul_case(ox__dtype dt, int K, int T, int N, int r0, int r1, int use_prep, double *worst) {
    return tk_matmul_case_fn(tk_k->matmul[dt], NULL, use_prep ? tk_k->prep[dt] : NULL, NULL, dt, K, T, N, r0, r1, worst);
}

static void test_matmul_path(void) {
    static const int Ks[] = {1, 3, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 1000, 1536};
    static const int Ts[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 17};
    int d, a, b, fails = 0, cases = 0;
    double worst = 0;
    for (d = 0; d < 3; d++)
        for (a = 0; a < (int)(sizeof Ks / sizeof Ks[0]); a++)
            for (b = 0; b < (int)(sizeof Ts / sizeof Ts[0]); b++) {
                /* N = 23 rows, computing [5, 22): 4 whole tiles of 4 rows and one left over */
                int f = tk_matmul_case((ox__dtype)d, Ks[a], Ts[b], 23, 5, 22, 1, &worst);
                if (f && fails < 3) fprintf(stderr, "  dtype %s K %d T %d: %d mismatches\n", ox__dtype_names[d], Ks[a], Ts[b], f);
                fails += f; cases++;
                if (tk_k->small[d] && Ts[b] <= OX__SMALL_T) {
                    /* the small-T strips (also T == 1), rows [5, 22) and [0, 23), from the path's
                       activation copy if it has one and from plain x */
                    ox__pairs_prep_fn sp = tk_k->small_prep[d];
                    f = tk_matmul_case_fn(NULL, tk_k->small[d], NULL, sp, (ox__dtype)d, Ks[a], Ts[b], 23, 5, 22, &worst);
                    f += tk_matmul_case_fn(NULL, tk_k->small[d], NULL, sp, (ox__dtype)d, Ks[a], Ts[b], 23, 0, 23, &worst);
                    f += tk_matmul_case_fn(NULL, tk_k->small[d], NULL, NULL, (ox__dtype)d, Ks[a], Ts[b], 23, 0, 23, &worst);
                    if (f && fails < 3) fprintf(stderr, "  small: dtype %s K %d T %d: %d mismatches\n", ox__dtype_names[d], Ks[a], Ts[b], f);
                    fails += f; cases += 3;
                }
            }
    /* more tokens than a token block and K over two K blocks, with tails everywhere */
    for (d = 0; d < 3; d++) {
        fails += tk_matmul_case((ox__dtype)d, 2100, 70, 37, 1, 36, 1, &worst);
        fails += tk_matmul_case((ox__dtype)d, 2100, 70, 37, 0, 37, 0, &worst); /* no prepared x */
        fails += tk_matmul_case((ox__dtype)d, 64, 130, 8, 0, 8, 1, &worst);
        fails += tk_matmul_case((ox__dtype)d, 0, 5, 6, 1, 5, 1, &worst);       /* K = 0: zeros */
        fails += tk_matmul_case((ox__dtype)d, 40, 6, 9, 3, 3, 1, &worst);      /* empty range */
        cases += 5;
        if (tk_k->small[d]) { /* strips over many rows (runs longer than one strip), sub-ranges */
            /* and weights at every even distance from a cache line (the shifted x of the pairs
               layout), K a multiple of 32 or not */
            static const int sm[][4] = {{1536, 70, 0, 70}, {1000, 37, 5, 36}, {33, 130, 3, 127}, {64, 9, 0, 9}, {32, 5, 1, 5}};
            int c, T;
            for (c = 0; c < 5; c++)
                for (T = 1; T <= OX__SMALL_T; T += 3)
                    for (tk_wshift = 0; tk_wshift < 64; tk_wshift += c < 3 ? 22 : 2) {
                        if (tk_wshift % ox__dtype_sizes[d]) continue; /* f32 weights stay 4-byte aligned */
                        fails += tk_matmul_case_fn(NULL, tk_k->small[d], NULL, tk_k->small_prep[d], (ox__dtype)d, sm[c][0], T, sm[c][1],
                                                   sm[c][2], sm[c][3], &worst);
                        cases++;
                    }
            tk_wshift = 0;
        }
    }
    CHECK_MSG(fails == 0, "%g mismatches in %g matmul cases", fails, cases);
    if (test_verbose) fprintf(stderr, "       %s: %d matmul cases, worst |y - y_double| / S = %.3g\n", tk_k->name, cases, worst);
}

static void test_dot_axpy_path(void) {
    static const int ns[] = {0, 1, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 128, 255, 256, 257, 512, 1000};
    float a[1024], b[1024], y[1024], y0[1024];
    int c, i, fails = 0;
    for (c = 0; c < (int)(sizeof ns / sizeof ns[0]); c++) {
        int n = ns[c], off = c % 3; /* unaligned starts too */
        double ref = 0, s = 0;
        float alpha = tk_normal(), got;
        for (i = 0; i < n + off; i++) { a[i] = tk_normal(); b[i] = tk_normal(); y[i] = y0[i] = tk_normal(); }
        y[n + off] = y0[n + off] = 12345.0f;
        for (i = 0; i < n; i++) { ref += (double)a[off + i] * b[off + i]; s += fabs((double)a[off + i] * b[off + i]); }
        got = tk_k->dot(a + off, b + off, n);
        if (!(fabs(got - ref) <= 2e-6 * s)) fails++;
        tk_k->axpy(y + off, alpha, b + off, n);
        for (i = 0; i < n; i++) {
            double want = (double)y0[off + i] + (double)alpha * b[off + i];
            if (!(fabs(y[off + i] - want) <= 2.5e-7 * (fabs(y0[off + i]) + fabs(alpha * b[off + i])))) fails++;
        }
        for (i = 0; i < off; i++) if (y[i] != y0[i]) fails++;
        if (y[n + off] != 12345.0f) fails++;
    }
    CHECK_MSG(fails == 0, "%g dot/axpy mismatches", fails, 0);
}

static void test_isa_selection(void) {
    const char *problem = "x";
    ox__isa best = ox__isa_select(NULL, &problem);
    int i;
    CHECK(problem == NULL && ox__isa_available(best));
    CHECK(ox__isa_available(OX__ISA_SCALAR) && ox__kernels_for(OX__ISA_SCALAR) != NULL);
    CHECK(!ox__isa_available(OX__ISA_COUNT) && ox__kernels_for(OX__ISA_COUNT) == NULL);
    CHECK(ox__isa_select("", &problem) == best && problem == NULL);
    CHECK(ox__isa_select("scalar", &problem) == OX__ISA_SCALAR && problem == NULL);
    CHECK(ox__isa_select("avx9000", &problem) == best && problem != NULL);
    CHECK(ox__isa_select("SCALAR", &problem) == best && problem != NULL);
    for (i = 0; i < OX__ISA_COUNT; i++) {
        ox__isa got = ox__isa_select(ox__isa_names[i], &problem);
        if (ox__isa_available((ox__isa)i)) CHECK(got == (ox__isa)i && problem == NULL);
        else CHECK(got == best && problem != NULL && ox__kernels_for((ox__isa)i) == NULL);
    }
    /* through the environment */
    setenv("OXINFER_ISA", "scalar", 1);
    CHECK(ox__kernels_best()->isa == OX__ISA_SCALAR && ox__isa_env_problem == NULL);
    setenv("OXINFER_ISA", "nonsense", 1);
    CHECK(ox__kernels_best()->isa == best && ox__isa_env_problem != NULL);
#if defined(__aarch64__)
    setenv("OXINFER_ISA", "avx512bf16", 1);
#else
    setenv("OXINFER_ISA", "neon", 1);
#endif
    CHECK(ox__kernels_best()->isa == best && ox__isa_env_problem != NULL);
    unsetenv("OXINFER_ISA");
    CHECK(ox__kernels_best()->isa == best && ox__isa_env_problem == NULL);
    if (test_verbose) {
        fprintf(stderr, "       paths here:");
        for (i = 0; i < OX__ISA_COUNT; i++) if (ox__isa_available((ox__isa)i)) fprintf(stderr, " %s", ox__isa_names[i]);
        fprintf(stderr, " (best %s)\n", ox__isa_names[best]);
    }
}

/* ---- 7. thread pool and driver ---- */

typedef struct tk_pool_state {
    int hits[8];    /* per thread index, written only by that thread */
    int bad_nth;
    int nth_want;
} tk_pool_state;
static void tk_pool_job(void *arg, int ith, int nth) {
    tk_pool_state *s = (tk_pool_state *)arg;
    if (nth != s->nth_want || ith < 0 || ith >= nth) { s->bad_nth = 1; return; }
    s->hits[ith]++;
}

static int tk_pool_runs(ox__pool *p, int runs, int sleep_us) {
    tk_pool_state s;
    int r, i, bad = 0;
    memset(&s, 0, sizeof s);
    s.nth_want = ox__pool_size(p);
    for (r = 0; r < runs; r++) {
        ox__pool_run(p, tk_pool_job, &s);
        for (i = 0; i < s.nth_want; i++) if (s.hits[i] != r + 1) bad++;
        if (sleep_us) {
#if !defined(_WIN32)
            struct timespec ts;
            ts.tv_sec = 0; ts.tv_nsec = 1000L * sleep_us;
            nanosleep(&ts, NULL);
#endif
        }
    }
    return bad + s.bad_nth;
}

static void test_pool(void) {
    int n, bad = 0;
    for (n = 1; n <= 4; n++) {
        ox__pool *p = ox__pool_new(n, NULL);
        CHECK(p != NULL);
        if (!p) continue;
#if defined(OX__POOL_THREADS)
        CHECK(ox__pool_size(p) == n);
#endif
        bad += tk_pool_runs(p, 10000, 0);                   /* back to back: workers spinning */
        bad += tk_pool_runs(p, 20, OX__POOL_SPIN_US * 4);  /* gaps: workers asleep between jobs */
        bad += tk_pool_runs(p, 1000, 0);
        ox__pool_free(p);
    }
    CHECK_MSG(bad == 0, "%g wrong thread-index counts", bad, 0);
    {   /* create and free repeatedly, also with jobs that never ran */
        int i;
        for (i = 0; i < 50; i++) {
            ox__pool *p = ox__pool_new(1 + i % 4, NULL);
            CHECK(p != NULL);
            if (p && i % 2) bad += tk_pool_runs(p, 3, 0);
            ox__pool_free(p);
        }
        CHECK(bad == 0);
    }
    {
        ox__pool *p = ox__pool_new(0, NULL); /* one per core */
        CHECK(p != NULL && ox__pool_size(p) >= 1);
        ox__pool_free(p);
        ox__pool_free(NULL);
    }
}

#if defined(OX__X86)
/* The AVX-512 bf16 decode strips with one prefetch lead and with a second one into L2 (the table's
   choice on Intel, ox__cpu_intel) compute the same bits, within the bound of the reference: the CPU
   running the tests holds one of them in its table, and both run here. */
static void test_bf16_strip_leads(void) {
    static const int cs[][4] = {{1536, 70, 1, 0}, {1000, 37, 3, 11}, {12288, 9, 1, 0}, {33, 130, 5, 3}, {6144, 20, 6, 1}}; /* K, N, T, shift */
    const ox__kernels *k = ox__kernels_for(OX__ISA_AVX512);
    double worst = 0;
    int c, fails = 0, differ = 0;
    for (c = 0; c < (int)(sizeof cs / sizeof cs[0]); c++) {
        const int K = cs[c][0], N = cs[c][1], T = cs[c][2];
        float *x = (float *)malloc(sizeof(float) * (size_t)K * T), *wf = (float *)malloc(sizeof(float) * (size_t)N * K);
        float *y0 = (float *)malloc(sizeof(float) * (size_t)N * T), *y1 = (float *)malloc(sizeof(float) * (size_t)N * T);
        void *wbuf = malloc(2 * (size_t)N * K + 128), *w = (char *)wbuf + (64 - ((uintptr_t)wbuf & 63)) + 2 * cs[c][3];
        void *xp = malloc(ox__matmul_scratch_size(T, K, 1));
        size_t i;
        for (i = 0; i < (size_t)K * T; i++) x[i] = tk_normal();
        tk_weights(w, wf, OX__BF16, (size_t)N * K);
        k->small_prep[OX__BF16](xp, x, (size_t)K, K, T, ox__pairs_off(w, K));
        ox__matmul_avx512_bf16_pairs(y0, (size_t)N, x, (size_t)K, w, K, T, 0, N, xp, NULL, 0);
        ox__matmul_avx512_bf16_pairs_l2(y1, (size_t)N, x, (size_t)K, w, K, T, 0, N, xp, NULL, 0);
        differ += memcmp(y0, y1, sizeof(float) * (size_t)N * T) != 0;
        free(x); free(wf); free(y0); free(y1); free(wbuf); free(xp);
        tk_wshift = 2 * cs[c][3];
        fails += tk_matmul_case_fn(NULL, ox__matmul_avx512_bf16_pairs_l2, NULL, k->small_prep[OX__BF16], OX__BF16, K, T, N, 0, N, &worst);
        fails += tk_matmul_case_fn(NULL, ox__matmul_avx512_bf16_pairs_l2, NULL, k->small_prep[OX__BF16], OX__BF16, K, T, N, 1, N - 1, &worst);
        tk_wshift = 0;
    }
    CHECK_MSG(differ == 0, "%g of %g cases differ between the strips with one and two prefetch leads", (double)differ, 5.0);
    CHECK_MSG(fails == 0, "%g mismatches of the two-lead strip against the reference in %g cases", (double)fails, 10.0);
}
#endif

/* The path's "pairs" activation copy (small_prep) equals the portable reference byte for byte, for
   K around the 32-element block and every kind of shift. */
static void test_pairs_prep(void) {
    static const int Ks[] = {1, 2, 15, 16, 17, 31, 32, 33, 64, 100}, offs[] = {0, 1, 2, 15, 16, 17, 31};
    int d, a, b, t, bad = 0, cases = 0;
    for (d = 0; d < 3; d++) {
        int rounds = 0; /* the bf16-activation copy: x rounded to bf16, 32 a block, in order */
#if defined(OX__X86)
        rounds = tk_k->small_prep[d] == ox__avx512bf16_prep_round;
#endif
        if (!tk_k->small_prep[d]) continue;
        for (a = 0; a < (int)(sizeof Ks / sizeof Ks[0]); a++)
            for (b = 0; b < (int)(sizeof offs / sizeof offs[0]); b++) {
                int K = Ks[a], T = 3;
                size_t ldx = (size_t)K + 3, n = (size_t)T * ox__xprep_stride(K), i;
                float *x = (float *)malloc(sizeof(float) * ldx * T);
                unsigned char *p1 = (unsigned char *)malloc(n), *p2 = (unsigned char *)malloc(n);
                for (i = 0; i < ldx * (size_t)T; i++) x[i] = tk_normal();
                memset(p1, 0xab, n); memset(p2, 0xab, n);
                if (rounds)
                    for (t = 0; t < T; t++) {
                        uint16_t *o = (uint16_t *)(p1 + t * ox__xprep_stride(K));
                        int j, k;
                        for (j = 0; j < (K + offs[b] + 31) / 32 * 32; j++)
                            k = j - offs[b], o[j] = k >= 0 && k < K ? ox__f32_to_bf16(x[t * ldx + k]) : 0;
                    }
                else ox__prep_pairs(p1, x, ldx, K, T, offs[b]);
                tk_k->small_prep[d](p2, x, ldx, K, T, offs[b]);
                for (t = 0, i = 0; t < T; t++) /* the blocks the shifted row covers */
                    if (memcmp(p1 + t * ox__xprep_stride(K), p2 + t * ox__xprep_stride(K), (size_t)((K + offs[b] + 31) / 32) * (rounds ? 64 : 128))) i = 1;
                bad += (int)i;
                cases++;
                free(x); free(p1); free(p2);
            }
    }
    CHECK_MSG(bad == 0, "%g of %g pairs copies differ from the reference", bad, cases);
}

/* Speculative decoding verifies up to OX__SMALL_T tokens in one step and needs each token's result
   to be the one a decode step (T = 1) gives, bit for bit: through the driver, every T <= OX__SMALL_T
   against T = 1 token by token, on 1 and 2 threads, with rows left over from whole strips and weights
   at two alignments. */
static void test_small_t_consistent(void) {
    static const int shapes[][2] = {{1536, 70}, {1000, 37}, {64, 9}};
    int d, c, T, t, sh, fails = 0;
    ox__pool *p2 = ox__pool_new(2, NULL);
    for (d = 0; d < 3; d++)
        for (c = 0; c < 3; c++)
            for (sh = 0; sh < 64; sh += 56) {
                int K = shapes[c][0], N = shapes[c][1];
                float *x = (float *)malloc(sizeof(float) * OX__SMALL_T * K), *wf = (float *)malloc(sizeof(float) * (size_t)N * K);
                float *y = (float *)malloc(sizeof(float) * OX__SMALL_T * N), *y1 = (float *)malloc(sizeof(float) * N);
                unsigned char *wb = (unsigned char *)malloc(4 * (size_t)N * K + 128), *w = wb + (64 - ((uintptr_t)wb & 63)) + (sh % ox__dtype_sizes[d] ? 0 : sh);
                void *scratch = malloc(ox__matmul_scratch_size(OX__SMALL_T, K, 2));
                size_t i;
                for (i = 0; i < (size_t)OX__SMALL_T * K; i++) x[i] = tk_normal();
                tk_weights(w, wf, (ox__dtype)d, (size_t)N * K);
                for (T = 2; T <= OX__SMALL_T; T++) {
                    ox__matmul(T % 2 ? p2 : NULL, tk_k, y, x, T, K, w, (ox__dtype)d, N, scratch);
                    for (t = 0; t < T; t++) {
                        ox__matmul(t % 2 ? NULL : p2, tk_k, y1, x + (size_t)t * K, 1, K, w, (ox__dtype)d, N, scratch);
                        if (memcmp(y1, y + (size_t)t * N, sizeof(float) * N)) {
                            fails++;
                            if (test_verbose) fprintf(stderr, "       %s K %d N %d shift %d: token %d of %d differs from T = 1\n", ox__dtype_names[d], K, N, sh, t, T);
                        }
                    }
                }
                free(x); free(wf); free(y); free(y1); free(wb); free(scratch);
            }
    ox__pool_free(p2);
    CHECK_MSG(fails == 0, "%g tokens of a small-T call differ from decoding them alone", fails, 0);
}

/* Decode rows shared among threads (ox__share): a thread done with its part takes strips from the
   back of the others'. The hand-out itself, then every order in which three threads can arrive
   (the first to come does its part and then all of the others', the rest find little or nothing
   left), then real threads many times over: every row once, bit for bit the rows of one call. */
static void test_small_shared(void) {
#if defined(OX__POOL_THREADS)
    static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    int d, o, i, T, q0, q1, r, fails = 0, cases = 0;
    ox__share_part pt;
    ox__pool *p3 = ox__pool_new(3, NULL);
    /* strips [0, 30): 4 from the front, the back half of 26, 4 from the front, the back half of 9,
       the last 4 from the front, then none; a back take of fewer than a step left takes them all */
    pt.ends = 30ull << 32;
    if (!ox__share_take(&pt, 0, &q0, &q1) || q0 != 0 || q1 != 4) fails++;
    if (!ox__share_take(&pt, 1, &q0, &q1) || q0 != 17 || q1 != 30) fails++;
    if (!ox__share_take(&pt, 0, &q0, &q1) || q0 != 4 || q1 != 8) fails++;
    if (!ox__share_take(&pt, 1, &q0, &q1) || q0 != 12 || q1 != 17) fails++;
    if (!ox__share_take(&pt, 0, &q0, &q1) || q0 != 8 || q1 != 12) fails++;
    if (ox__share_take(&pt, 1, &q0, &q1) || ox__share_take(&pt, 0, &q0, &q1)) fails++;
    pt.ends = 13ull << 32 | 10;
    if (!ox__share_take(&pt, 1, &q0, &q1) || q0 != 10 || q1 != 13) fails++;
    for (d = 0; d < 3; d++) {
        int K = 1000, N = 215; /* rows 2000 bytes apart: every alignment; parts of 80, 80 and 55 rows */
        float *x = (float *)malloc(sizeof(float) * OX__SMALL_T * K), *wf = (float *)malloc(sizeof(float) * (size_t)N * K);
        float *y = (float *)malloc(sizeof(float) * OX__SMALL_T * N), *y1 = (float *)malloc(sizeof(float) * OX__SMALL_T * N);
        unsigned char *wb = (unsigned char *)malloc(4 * (size_t)N * K + 128), *w = wb + (64 - ((uintptr_t)wb & 63));
        void *scratch = malloc(ox__matmul_scratch_size(OX__SMALL_T, K, 3));
        unsigned char *xp = (unsigned char *)scratch + ((64 - ((uintptr_t)scratch & 63)) & 63);
        ox__small_fn sfn = tk_k->small[d];
        size_t n;
        if (!sfn) { free(x); free(wf); free(y); free(y1); free(wb); free(scratch); continue; }
        for (n = 0; n < (size_t)OX__SMALL_T * K; n++) x[n] = tk_normal();
        tk_weights(w, wf, (ox__dtype)d, (size_t)N * K);
        for (T = 1; T <= OX__SMALL_T; T += 5) {
            n = sizeof(float) * (size_t)T * N;
            if (tk_k->small_prep[d]) tk_k->small_prep[d](xp, x, (size_t)K, K, T, ox__pairs_off(w, K));
            sfn(y1, (size_t)N, x, (size_t)K, w, K, T, 0, N, tk_k->small_prep[d] ? xp : NULL, NULL, 0);
            for (o = 0; o < 6; o++) {
                ox__share sh;
                ox__share_init(&sh, N, 3);
                for (i = 0; i < T * N; i++) y[i] = -777.0f;
                for (i = 0; i < 3; i++) {
                    int me = perms[o][i];
                    sfn(y, (size_t)N, x, (size_t)K, w, K, T, sh.part[me].r0, sh.part[me].r1, tk_k->small_prep[d] ? xp : NULL, &sh, me);
                }
                if (memcmp(y, y1, n)) {
                    fails++;
                    if (test_verbose) fprintf(stderr, "       %s T %d: order %d%d%d differs\n", ox__dtype_names[d], T,
                                              perms[o][0], perms[o][1], perms[o][2]);
                }
                cases++;
            }
            for (r = 0; r < 200; r++) { /* through the driver on three threads */
                for (i = 0; i < T * N; i++) y[i] = -777.0f;
                ox__matmul(p3, tk_k, y, x, T, K, w, (ox__dtype)d, N, scratch);
                if (memcmp(y, y1, n)) fails++;
                cases++;
            }
        }
        free(x); free(wf); free(y); free(y1); free(wb); free(scratch);
    }
    ox__pool_free(p3);
    CHECK_MSG(fails == 0, "%g of %g shared-row calls differ from one thread's", fails, cases);
#endif
}

/* Several matrices of one x in one job (ox__matmul_small, q/k/v and gate/up in decode): each y bit
   for bit what a matmul of its own gives, on 1 and 3 threads, with the weights at different offsets
   in their cache lines (so the bf16 paths need one x copy per offset) and a matrix of 16 rows. */
static void test_small_multi(void) {
    static const int Ns[3] = {203, 16, 77}, shift[3] = {0, 20, 56};
    int d, T, m, th, fails = 0, cases = 0, K = 1024;
    ox__pool *p3 = ox__pool_new(3, NULL);
    for (d = 0; d < 3; d++) {
        float *x = (float *)malloc(sizeof(float) * OX__SMALL_T * K), *y[3], *y1 = (float *)malloc(sizeof(float) * OX__SMALL_T * 203);
        unsigned char *wb[3];
        ox__mm_mat mt[3];
        void *scratch = malloc(ox__matmul_scratch_size(OX__SMALL_T, K, 3));
        size_t i;
        if (!tk_k->small[d]) { free(x); free(y1); free(scratch); continue; }
        for (i = 0; i < (size_t)OX__SMALL_T * K; i++) x[i] = tk_normal();
        for (m = 0; m < 3; m++) {
            float *wf = (float *)malloc(sizeof(float) * (size_t)Ns[m] * K);
            wb[m] = (unsigned char *)malloc(4 * (size_t)Ns[m] * K + 128);
            y[m] = (float *)malloc(sizeof(float) * OX__SMALL_T * Ns[m]);
            mt[m].w = wb[m] + (64 - ((uintptr_t)wb[m] & 63)) + shift[m];
            mt[m].y = y[m]; mt[m].N = Ns[m]; mt[m].ldy = (size_t)Ns[m];
            tk_weights((void *)mt[m].w, wf, (ox__dtype)d, (size_t)Ns[m] * K);
            free(wf);
        }
        for (T = 1; T <= OX__SMALL_T; T += 3)
            for (th = 0; th < 2; th++) {
                for (m = 0; m < 3; m++)
                    for (i = 0; i < (size_t)T * Ns[m]; i++) y[m][i] = -777.0f;
                ox__matmul_small(th ? p3 : NULL, tk_k, 3, mt, (ox__dtype)d, x, (size_t)K, T, K, scratch);
                for (m = 0; m < 3; m++) {
                    ox__matmul(NULL, tk_k, y1, x, T, K, mt[m].w, (ox__dtype)d, Ns[m], scratch);
                    if (memcmp(y1, y[m], sizeof(float) * (size_t)T * Ns[m])) {
                        fails++;
                        if (test_verbose) fprintf(stderr, "       %s T %d threads %d: matrix %d differs\n", ox__dtype_names[d], T, th ? 3 : 1, m);
                    }
                    cases++;
                }
            }
        for (m = 0; m < 3; m++) { free(wb[m]); free(y[m]); }
        free(x); free(y1); free(scratch);
    }
    ox__pool_free(p3);
    CHECK_MSG(fails == 0, "%g of %g matrices of a shared-x job differ from their own matmul", fails, cases);
}

/* Packed panels (the batched matmul for T > OX__SMALL_T) called directly, with tails of every
   block: tokens around the group of 12, rows around the panel of 32 and the row block of 128, k
   around the KC units (256 k, or 256 k pairs for vdpbf16ps), sub-ranges of rows, x and y strides
   wider than K and N. Against the double reference of the products the kernel actually forms (x
   rounded to bf16 first on a vdpbf16ps panel), and y outside the rows must stay untouched. */
static void test_matmul_panels(void) {
    static const int cases[][5] = {/* K, T, N, r0, r1 */
        {1, 9, 5, 0, 5}, {17, 13, 33, 1, 32}, {33, 12, 31, 0, 31}, {255, 25, 40, 3, 40}, {256, 24, 64, 0, 64},
        {257, 40, 150, 7, 149}, {600, 37, 131, 0, 131}, {1030, 9, 20, 2, 19}, {513, 30, 200, 32, 200}};
    int c, d, fails = 0, cases_run = 0;
    double worst = 0;
    for (d = 0; d < 3; d++) {
        if (!tk_k->panel[d]) continue;
        for (c = 0; c < (int)(sizeof cases / sizeof cases[0]); c++) {
            int K = cases[c][0], T = cases[c][1], N = cases[c][2], r0 = cases[c][3], r1 = cases[c][4], t, r, k;
            int pairs = 0; /* x rounded to bf16 pairs: the bf16-activation table's bf16 panels */
#if defined(OX__X86)
            pairs = (tk_k == &ox__kernels_bf16act || tk_k == ox__kernels_amx_get()) && d == OX__BF16;
#endif
            size_t ldx = (size_t)K + 3, ldy = (size_t)N + 5, i;
            float *x = (float *)malloc(sizeof(float) * ldx * T), *wf = (float *)malloc(sizeof(float) * (size_t)N * K);
            float *y = (float *)malloc(sizeof(float) * ldy * T);
            void *w = malloc(4 * (size_t)N * K), *xp = malloc(ox__panel_xbytes(T, K) + 64);
            void *wbuf = malloc(OX__PANEL_WBUF + 64);
            uint32_t *xpa = (uint32_t *)(((uintptr_t)xp + 63) & ~(uintptr_t)63), *wba = (uint32_t *)(((uintptr_t)wbuf + 63) & ~(uintptr_t)63);
            for (i = 0; i < ldx * T; i++) x[i] = tk_normal();
            tk_weights(w, wf, (ox__dtype)d, (size_t)N * K);
            for (i = 0; i < ldy * T; i++) y[i] = -777.0f;
            tk_k->panel_prep[d](xpa, x, ldx, K, T);
            tk_k->panel[d](y, ldy, xpa, w, (ox__dtype)d, K, T, r0, r1, wba);
            for (t = 0; t < T; t++)
                for (r = 0; r < (int)ldy; r++) {
                    float got = y[t * ldy + r];
                    double ref = 0, s = 0, e;
                    if (r < r0 || r >= r1) { if (got != -777.0f) fails++; continue; }
                    for (k = 0; k < K; k++) {
                        float xv = x[t * ldx + k];
                        double p = (double)(pairs ? ox__bf16_to_f32(ox__f32_to_bf16(xv)) : xv) * wf[(size_t)r * K + k];
                        ref += p; s += fabs(p);
                    }
                    e = fabs(got - ref) / (s > 0 ? s : 1);
                    if (!(e <= 2e-6)) fails++;
                    if (e > worst) worst = e;
                }
            cases_run++;
            free(x); free(wf); free(y); free(w); free(xp); free(wbuf);
        }
    }
    CHECK_MSG(fails == 0, "%g mismatches in %g panel cases", fails, cases_run);
    if (test_verbose && cases_run) fprintf(stderr, "       %s: %d panel cases, worst |y - y_double| / S = %.3g\n", tk_k->name, cases_run, worst);
}

/* ox__matmul through pools of 1, 2 and 3 threads: bitwise the single-thread result (row chunks
   and token chunks start on tile boundaries, so every y is computed the same way). */
static void test_matmul_driver(void) {
    static const int cases[][3] = {{1, 1000, 333}, {5, 1000, 333}, {67, 1000, 333}, {17, 64, 10}, {9, 33, 7}, {130, 300, 40}};
    int c, d, n, fails = 0;
    for (c = 0; c < (int)(sizeof cases / sizeof cases[0]); c++)
        for (d = 0; d < 3; d++) {
            int T = cases[c][0], K = cases[c][1], N = cases[c][2];
            float *x = (float *)malloc(sizeof(float) * (size_t)T * K), *wf = (float *)malloc(sizeof(float) * (size_t)N * K);
            void *w = malloc(4 * (size_t)N * K), *scratch = malloc(ox__matmul_scratch_size(T, K, 4));
            float *y1 = (float *)malloc(sizeof(float) * (size_t)T * N), *yn = (float *)malloc(sizeof(float) * (size_t)T * N);
            size_t i;
            for (i = 0; i < (size_t)T * K; i++) x[i] = tk_normal();
            tk_weights(w, wf, (ox__dtype)d, (size_t)N * K);
            ox__matmul(NULL, tk_k, y1, x, T, K, w, (ox__dtype)d, N, scratch);
            for (n = 1; n <= 3; n++) {
                ox__pool *p = ox__pool_new(n, NULL);
                for (i = 0; i < (size_t)T * N; i++) yn[i] = -1.0f;
                ox__matmul(p, tk_k, yn, x, T, K, w, (ox__dtype)d, N, scratch);
                if (memcmp(y1, yn, sizeof(float) * (size_t)T * N)) {
                    fails++;
                    if (test_verbose) fprintf(stderr, "       T %d K %d N %d dtype %s, %d threads: differs from 1 thread\n", T, K, N, ox__dtype_names[d], n);
                }
                ox__pool_free(p);
            }
            /* no scratch: the f32 route, still within the f32 tolerance of the reference */
            ox__matmul(NULL, tk_k, yn, x, T, K, w, (ox__dtype)d, N, NULL);
            for (i = 0; i < (size_t)T * N; i++) {
                size_t t = i / N, r = i % N, k;
                double ref = 0, s = 0;
                for (k = 0; k < (size_t)K; k++) { ref += (double)x[t * K + k] * wf[r * K + k]; s += fabs((double)x[t * K + k] * wf[r * K + k]); }
                if (!(fabs(yn[i] - ref) <= 2e-6 * s)) { fails++; break; }
            }
            free(x); free(wf); free(w); free(scratch); free(y1); free(yn);
        }
    CHECK_MSG(fails == 0, "%g driver mismatches", fails, 0);
}

/* Attention (section 10's ox__attn_run): the grouped online softmax, on 1 thread and split into
   position slices on 2 and 3 threads, against a double-precision softmax: a ring of cap slots with
   a window and several tokens, GQA with 2 KV heads of 3 query heads each, decode on 1 KV head of 8
   query heads (the slices path), 20 query heads per KV head (two head batches), and head dims of
   16 to 512 (on AVX-512, position blocks with o held 256 floats at a time in registers). */
static void test_attention_run(void) {
    static const int cases[][6] = {/* T, n_kv, G, hd, window, cap */
        {1, 1, 8, 64, 0, 50}, {3, 2, 3, 40, 7, 12}, {1, 2, 3, 17, 0, 50}, {2, 1, 20, 16, 0, 50},
        /* the model head dims (256, 512: o held in registers 256 floats at a time), and 48 */
        {2, 1, 4, 256, 0, 50}, {1, 2, 2, 512, 0, 50}, {3, 1, 3, 48, 7, 12}, {2, 1, 8, 256, 7, 12},
        /* prefill: blocks of 8 tokens, each seeing its own part of a position block */
        {20, 1, 4, 256, 7, 40}, {19, 2, 2, 48, 0, 70}, {40, 1, 2, 64, 0, 90}};
    int c, n, fails = 0;
    for (c = 0; c < (int)(sizeof cases / sizeof cases[0]); c++) {
        int T = cases[c][0], n_kv = cases[c][1], G = cases[c][2], hd = cases[c][3], win = cases[c][4], cap = cases[c][5];
        int nH = n_kv * G, hi0 = win ? 20 : 45, t, h, i, d;
        size_t row = (size_t)n_kv * hd;
        float *q = (float *)malloc(sizeof(float) * T * nH * hd), *out = (float *)malloc(sizeof(float) * T * nH * hd);
        float *K = (float *)malloc(sizeof(float) * cap * row), *V = (float *)malloc(sizeof(float) * cap * row);
        float *part = (float *)malloc(sizeof(float) * 100000);
        for (i = 0; i < T * nH * hd; i++) q[i] = 0.5f * tk_normal();
        for (i = 0; i < (int)(cap * row); i++) { K[i] = tk_normal(); V[i] = tk_normal(); }
        for (n = 1; n <= 3; n++) {
            ox__pool *p = ox__pool_new(n, NULL);
            ox__attn_job j;
            memset(&j, 0, sizeof j);
            j.q = q; j.out = out; j.K = K; j.V = V; j.part = part; j.part_cap = 100000; j.kern = tk_k;
            j.T = T; j.hi0 = hi0; j.window = win; j.cap = cap; j.nH = nH; j.n_kv = n_kv; j.hd = hd; j.scale = 0.3f;
            ox__attn_run(p, &j);
            for (t = 0; t < T; t++)
                for (h = 0; h < nH; h++) {
                    int pos = hi0 + t, lo = win ? (pos - win + 1 > 0 ? pos - win + 1 : 0) : 0, kh = h / G;
                    double sc[128], mx = -1e300, sum = 0;
                    for (i = lo; i <= pos; i++) {
                        double s = 0;
                        for (d = 0; d < hd; d++) s += (double)q[(t * nH + h) * hd + d] * K[(i % cap) * row + kh * hd + d];
                        sc[i - lo] = s * 0.3;
                        if (sc[i - lo] > mx) mx = sc[i - lo];
                    }
                    for (i = lo; i <= pos; i++) { sc[i - lo] = exp(sc[i - lo] - mx); sum += sc[i - lo]; }
                    for (d = 0; d < hd; d++) {
                        double ref = 0;
                        for (i = lo; i <= pos; i++) ref += sc[i - lo] / sum * V[(i % cap) * row + kh * hd + d];
                        if (!(fabs(out[(t * nH + h) * hd + d] - ref) <= 1e-5)) fails++;
                    }
                }
            ox__pool_free(p);
        }
        free(q); free(out); free(K); free(V); free(part);
    }
    CHECK_MSG(fails == 0, "%g attention outputs off the double reference", fails, 0);
}

/* Slices of positions (ox__attn_slices): a token is summed the same way alone (decode) and among
   drafted tokens (verification), and one of up to OX__ATTN_SLICE_MIN positions is not sliced at
   all (the bits of one thread). Decode on one KV head of 8 query heads at 7 threads, three tokens
   at hi0 = 28..30 (29-31 positions: unsliced), 60..62 (two slices) and 90..92 (three), each against
   itself alone on 7 threads; those of up to 32 positions also alone on one thread. */
static void test_attention_slices(void) {
    static const int hi0s[] = {28, 60, 90};
    int c, T = 3, nH = 8, hd = 64, cap = 100, t, i, diff_alone = 0, diff_one = 0, n_one = 0;
    float *q = (float *)malloc(sizeof(float) * T * nH * hd), *out = (float *)malloc(sizeof(float) * T * nH * hd);
    float *one = (float *)malloc(sizeof(float) * nH * hd), *o1 = (float *)malloc(sizeof(float) * nH * hd);
    float *K = (float *)malloc(sizeof(float) * cap * hd), *V = (float *)malloc(sizeof(float) * cap * hd);
    float *part = (float *)malloc(sizeof(float) * 100000);
    ox__pool *p7 = ox__pool_new(7, NULL), *p1 = ox__pool_new(1, NULL);
    for (i = 0; i < T * nH * hd; i++) q[i] = 0.5f * tk_normal();
    for (i = 0; i < cap * hd; i++) { K[i] = tk_normal(); V[i] = tk_normal(); }
    for (c = 0; c < 3; c++) {
        ox__attn_job j;
        memset(&j, 0, sizeof j);
        j.q = q; j.out = out; j.K = K; j.V = V; j.part = part; j.part_cap = 100000; j.kern = tk_k;
        j.T = T; j.hi0 = hi0s[c]; j.cap = cap; j.nH = nH; j.n_kv = 1; j.hd = hd; j.scale = 0.125f;
        ox__attn_run(p7, &j);
        CHECK(j.nsplit == (hi0s[c] + T + OX__ATTN_SLICE_MIN - 1) / OX__ATTN_SLICE_MIN);
        for (t = 0; t < T; t++) {
            ox__attn_job a = j;
            a.q = q + (size_t)t * nH * hd; a.out = one; a.T = 1; a.hi0 = hi0s[c] + t;
            ox__attn_run(p7, &a);
            diff_alone += memcmp(one, out + (size_t)t * nH * hd, sizeof(float) * nH * hd) != 0;
            if (a.hi0 + 1 <= OX__ATTN_SLICE_MIN) {
                a.out = o1;
                ox__attn_run(p1, &a);
                diff_one += memcmp(one, o1, sizeof(float) * nH * hd) != 0;
                n_one++;
            }
        }
    }
    CHECK_MSG(diff_alone == 0, "%g tokens summed otherwise alone than among others", diff_alone, 0);
    CHECK_MSG(n_one == 3 && diff_one == 0, "%g of %g tokens of few positions not the bits of one thread", diff_one, n_one);
    ox__pool_free(p7); ox__pool_free(p1);
    free(q); free(out); free(one); free(o1); free(K); free(V); free(part);
}

/* The gated MLP activation gelu_tanh(g) * u of each path against double precision (the tanh form), over
   [-20, 20] (the exp argument clamps beyond) and odd lengths (vector tails). */
static void test_gelu_path(void) {
    static const int lens[] = {1, 7, 8, 15, 16, 17, 33, 1000};
    int a, i, fails = 0;
    double worst = 0;
    for (a = 0; a < (int)(sizeof lens / sizeof lens[0]); a++) {
        int n = lens[a];
        float *g = (float *)malloc(sizeof(float) * (size_t)n), *u = (float *)malloc(sizeof(float) * (size_t)n), *x = (float *)malloc(sizeof(float) * (size_t)n);
        for (i = 0; i < n; i++) { x[i] = g[i] = (float)(40.0 * tk_uniform() - 20.0); u[i] = tk_normal(); }
        if (n == 1000) { x[0] = g[0] = 0.0f; x[1] = g[1] = -1e-30f; x[2] = g[2] = 80.0f; x[3] = g[3] = -80.0f; }
        tk_k->gelu_mul(g, u, (size_t)n);
        for (i = 0; i < n; i++) {
            /* 0.5 v (1 + tanh(w)) = v / (1 + e^(-2w)): the same function; the tanh form loses
               everything to cancellation in double once tanh(w) rounds to -1 (w < -19) */
            double v = (double)x[i], w = 0.7978845608028654 * (v + 0.044715 * v * v * v);
            double ref = (w > -15 ? 0.5 * v * (1.0 + tanh(w)) : v / (1.0 + exp(-2.0 * w))) * u[i];
            double e = fabs(g[i] - ref) / (fabs(ref) + 1e-30);
            /* relative to the value, or to 1e-2 |u| where gelu is tiny (x < -3): there float's own
               rounding of the exp argument (|2v| up to 88) alone moves the result by ~1e-5 relative */
            if (fabs(g[i] - ref) > 1e-6 * (fabs(ref) > 1e-2 * fabs(u[i]) ? fabs(ref) : 1e-2 * fabs(u[i])) + 1e-30) { fails++; }
            if (fabs(ref) > 1e-20 && e > worst) worst = e;
        }
        free(g); free(u); free(x);
    }
    CHECK_MSG(fails == 0, "%g gelu values off the double reference (worst relative %g)", fails, worst);
}

/* SiLU(g) * u of each path against double, relative 1e-6 (or 1e-6 |u| where silu is tiny), over
   [-20, 20] and the clamp's edges, odd lengths, with and without u, and written over g or over u. */
static void test_silu_path(void) {
    static const int lens[] = {1, 7, 8, 15, 16, 17, 33, 1000};
    int a, i, mode, fails = 0;
    for (a = 0; a < (int)(sizeof lens / sizeof lens[0]); a++)
        for (mode = 0; mode < 3; mode++) { /* 0: y = g, with u; 1: y = u; 2: y = g, no u */
            int n = lens[a];
            float *g = (float *)malloc(sizeof(float) * (size_t)n), *u = (float *)malloc(sizeof(float) * (size_t)n);
            float *x = (float *)malloc(sizeof(float) * (size_t)n), *uc = (float *)malloc(sizeof(float) * (size_t)n), *y;
            for (i = 0; i < n; i++) { x[i] = g[i] = (float)(40.0 * tk_uniform() - 20.0); uc[i] = u[i] = tk_normal(); }
            if (n == 1000) { x[0] = g[0] = 0.0f; x[1] = g[1] = -1e-30f; x[2] = g[2] = 100.0f; x[3] = g[3] = -100.0f; }
            y = mode == 1 ? u : g;
            tk_k->silu_mul(y, g, mode == 2 ? NULL : u, (size_t)n);
            for (i = 0; i < n; i++) {
                double v = (double)x[i], s = v / (1.0 + exp(-v)), m = mode == 2 ? 1.0 : (double)uc[i], ref = s * m;
                if (!(fabs(y[i] - ref) <= 1e-6 * (fabs(ref) > 1e-3 * fabs(m) ? fabs(ref) : 1e-3 * fabs(m)) + 1e-30)) fails++;
            }
            free(g); free(u); free(x); free(uc);
        }
    CHECK_MSG(fails == 0, "%g silu values off the double reference", fails, 0);
}

/* The final logit softcap cap * tanh(x / cap) of each path against double, absolute (the logits'
   tolerance is absolute): within 1e-6 cap, over [-8 cap, 8 cap], odd lengths. */
static void test_softcap_path(void) {
    static const int lens[] = {1, 7, 8, 15, 16, 17, 1000};
    const float cap = 30.0f;
    int a, i, fails = 0;
    for (a = 0; a < (int)(sizeof lens / sizeof lens[0]); a++) {
        int n = lens[a];
        float *x = (float *)malloc(sizeof(float) * (size_t)n), *y = (float *)malloc(sizeof(float) * (size_t)n);
        for (i = 0; i < n; i++) x[i] = y[i] = (float)((16.0 * tk_uniform() - 8.0) * cap);
        if (n == 1000) { x[0] = y[0] = 0.0f; x[1] = y[1] = 1e-6f; x[2] = y[2] = 1e6f; x[3] = y[3] = -1e6f; }
        tk_k->softcap(y, (size_t)n, cap);
        for (i = 0; i < n; i++)
            if (!(fabs(y[i] - cap * tanh((double)x[i] / cap)) <= 1e-6 * cap)) fails++;
        free(x); free(y);
    }
    CHECK_MSG(fails == 0, "%g softcap values off the double reference", fails, 0);
}

/* OXINFER_VERSION spells the three numbers, and OXINFER_VERSION_NUMBER combines them. */
static void test_version_macro(void) {
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", OXINFER_VERSION_MAJOR, OXINFER_VERSION_MINOR, OXINFER_VERSION_PATCH);
    CHECK(!strcmp(want, OXINFER_VERSION));
    CHECK(OXINFER_VERSION_NUMBER == OXINFER_VERSION_MAJOR * 10000 + OXINFER_VERSION_MINOR * 100 + OXINFER_VERSION_PATCH);
#if OXINFER_VERSION_NUMBER < 100
    CHECK(0);
#endif
}

static void test_area_kernels(void) {
    RUN(test_version_macro);
    int i;
    RUN(test_bf16_conversion);
    RUN(test_f16_conversion);
    RUN(test_isa_selection);
    RUN(test_pool);
    for (i = 0; i < OX__ISA_COUNT; i++) {
        if (!ox__isa_available((ox__isa)i)) continue;
        tk_isa = (ox__isa)i;
        tk_k = ox__kernels_for(tk_isa);
        RUN_TAGGED(test_matmul_path, ox__isa_names[i]);
        RUN_TAGGED(test_pairs_prep, ox__isa_names[i]);
        RUN_TAGGED(test_dot_axpy_path, ox__isa_names[i]);
        RUN_TAGGED(test_matmul_driver, ox__isa_names[i]);
        RUN_TAGGED(test_small_t_consistent, ox__isa_names[i]);
        RUN_TAGGED(test_small_shared, ox__isa_names[i]);
        RUN_TAGGED(test_small_multi, ox__isa_names[i]);
        RUN_TAGGED(test_matmul_panels, ox__isa_names[i]);
        RUN_TAGGED(test_attention_run, ox__isa_names[i]);
        RUN_TAGGED(test_attention_slices, ox__isa_names[i]);
        RUN_TAGGED(test_gelu_path, ox__isa_names[i]);
        RUN_TAGGED(test_softcap_path, ox__isa_names[i]);
        RUN_TAGGED(test_silu_path, ox__isa_names[i]);
    }
#if defined(OX__X86)
    if (ox__isa_available(OX__ISA_AVX512)) RUN(test_bf16_strip_leads);
    if (ox__isa_available(OX__ISA_AVX512BF16)) { /* the opt-in bf16-activation table */
        tk_isa = OX__ISA_AVX512BF16;
        tk_k = &ox__kernels_bf16act;
        RUN_TAGGED(test_matmul_path, "bf16act");
        RUN_TAGGED(test_pairs_prep, "bf16act");
        RUN_TAGGED(test_matmul_panels, "bf16act");
        RUN_TAGGED(test_matmul_driver, "bf16act");
        RUN_TAGGED(test_small_t_consistent, "bf16act");
        RUN_TAGGED(test_small_shared, "bf16act");
        RUN_TAGGED(test_small_multi, "bf16act");
    }
#endif
    /* AMX tiles (Sapphire Rapids and later, Linux): the bf16-activation table with tile panels,
       held to the same bounds; run where the CPU has them (the CI machines do not) */
    if (ox__kernels_amx_get()) {
        tk_isa = OX__ISA_AVX512BF16;
        tk_k = ox__kernels_amx_get();
        RUN_TAGGED(test_matmul_path, "amx");
        RUN_TAGGED(test_matmul_panels, "amx");
        RUN_TAGGED(test_matmul_driver, "amx");
        RUN_TAGGED(test_small_t_consistent, "amx");
    } else fprintf(stderr, "kernels: AMX tests skipped: this CPU, OS or build has no AMX tiles\n");
}
