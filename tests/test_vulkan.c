/* The Vulkan kernels of oxinfer_vulkan.h against the CPU kernels and loops of oxinfer.h, on odd and
   round sizes, with the validation layer on (where installed) and asserting it reported nothing;
   the fallbacks (no loader, no driver, no GPU, a device index past the list) and a device handed
   over by the host. Its own program (build/vktest): without a Vulkan device it says "skipped" and
   passes. Last line: "N passed, N failed".

   Tolerances (f32 sums in another order than the CPU's):
     matmul       |y - ref| <= 1e-5 S + 1e-30, S = sum_k |x_k w_k| (the CPU paths' own bound is ~1e-7 S)
     rmsnorm      |y - ref| <= 2e-6 |ref| + 1e-6
     GELU / SiLU / sigmoid  |y - ref| <= 4e-6 |ref| + 1e-7 (exp of the device vs libm's expf)
     gate/up + GLU  the matmul's bound carried through the activation and the other factor
     q/k norm + RoPE  the norm's bound; the rotation of the device's norm equal to the CPU's
     softcap      |y - ref| <= 4e-6 |ref| + 1e-6
     attention    |o - ref| <= 2e-5 (scores of O(1); softmax sums in chunks of the workgroup's width;
                  the tiled kernel's too, against a double reference and against the row kernel's)
     residual add, embedding gather (bf16 / f16 widening): equal, bit for bit */
#define OXINFER_IMPLEMENTATION
#define OXINFER_VULKAN /* the pairing: oxinfer_vulkan.h follows oxinfer.h */
#ifdef OX_TEST_WITH_VULKAN_H
#define _POSIX_C_SOURCE 200809L /* what oxinfer.h asks for when it comes first */
#include <vulkan/vulkan.h> /* the declarations of the SDK's header first: ours must step aside */
#endif
#include "../oxinfer.h"
#include "../oxinfer_vulkan.h"
#include "test.h"
#include "fixture.h"
#include <stdlib.h>

int test_passed, test_failed, test_cur_failed, test_verbose;
const char *test_cur_name = "", *test_cur_tag = "";

static ox_vk_device *vk;          /* the device every kernel test runs on */
static int vk_validation;         /* the layer is on: its count must stay 0 */

static uint32_t rng_state = 12345u;
static float frand(void) {        /* uniform in [-1, 1) */
    rng_state = rng_state * 1664525u + 1013904223u;
    return (float)((rng_state >> 8) & 0xffffffu) / 8388608.0f - 1.0f;
}
static void fill(float *x, size_t n, float scale) {
    size_t i;
    for (i = 0; i < n; i++) x[i] = frand() * scale;
}
static float *fnew(size_t n) { return (float *)calloc(n ? n : 1, sizeof(float)); }

/* a device-local buffer holding n floats of x (x NULL: zeros) */
static int gbuf(ox__vk_buf *b, const float *x, size_t n) {
    float *z = NULL;
    int ok;
    if (ox__vk_buf_new(vk, b, n * 4, 0, "a test buffer") != OX_OK) return 0;
    if (!x) x = z = fnew(n);
    ok = ox__vk_upload(vk, b, 0, x, n * 4) == OX_OK;
    free(z);
    return ok;
}
static int gread(const ox__vk_buf *b, float *y, size_t n) { return ox__vk_download(vk, b, 0, y, n * 4) == OX_OK; }

/* weights of dtype dt: f32 values rounded to the dtype (so the CPU reads the same numbers) */
static void *wmake(int dt, size_t n) {
    size_t i;
    void *w = malloc(n * (dt == OX__F32 ? 4 : 2));
    for (i = 0; i < n; i++) {
        float v = frand();
        if (dt == OX__F32) ((float *)w)[i] = v;
        else if (dt == OX__F16) ((uint16_t *)w)[i] = ox__f32_to_f16(v);
        else ((uint16_t *)w)[i] = ox__f32_to_bf16(v);
    }
    return w;
}
static const char *const dt_names[3] = {"f32", "f16", "bf16"};

/* ---- fallbacks ---- */

static void test_vk_no_loader(void) {
    ox_vk_desc d;
    ox_vk_device *dev = (ox_vk_device *)1;
    memset(&d, 0, sizeof d);
    d.loader = "libvulkan-not-here.so.9";
    CHECK(ox_vk_device_new(&d, &dev) == OX_ERR_UNSUPPORTED && dev == NULL);
    CHECK(strstr(ox_error_message(), "libvulkan-not-here.so.9") != NULL && strstr(ox_error_message(), "could not be opened") != NULL);
}

/* The loader pointed at a driver list that does not exist: no device at all. Runs before any other
   device is made (the loader reads these variables when an instance is created). */
static void test_vk_no_driver(void) {
#if !defined(_WIN32)
    ox_vk_desc d;
    ox_vk_device *dev = NULL;
    ox_result r;
    const char *vars[2] = {"VK_DRIVER_FILES", "VK_ICD_FILENAMES"};
    char *old[2];
    int i;
    for (i = 0; i < 2; i++) {
        const char *o = getenv(vars[i]);
        old[i] = o ? strdup(o) : NULL;
        setenv(vars[i], "/nonexistent/oxinfer_no_icd.json", 1);
    }
    memset(&d, 0, sizeof d);
    d.allow_cpu = 1;
    r = ox_vk_device_new(&d, &dev);
    CHECK(r == OX_ERR_UNSUPPORTED && dev == NULL);
    if (r != OX_OK) CHECK(strstr(ox_error_message(), "Vulkan: ") != NULL);
    else ox_vk_device_free(dev);
    for (i = 0; i < 2; i++) {
        if (old[i]) setenv(vars[i], old[i], 1);
        else unsetenv(vars[i]);
        free(old[i]);
    }
#endif
}

/* Without allow_cpu only a GPU is taken: either one is found (and it is not a CPU) or the error says so. */
static void test_vk_gpu_only(void) {
    ox_vk_desc d;
    ox_vk_device *dev = NULL;
    ox_result r;
    memset(&d, 0, sizeof d);
    if (getenv("OXINFER_VULKAN_DEVICE")) return; /* an index asked for wins over the type */
    r = ox_vk_device_new(&d, &dev);
    if (r == OX_OK) {
        ox_vk_info info;
        ox_vk_device_info(dev, &info);
        CHECK(info.type != VK_PHYSICAL_DEVICE_TYPE_CPU);
        ox_vk_device_free(dev);
    } else {
        CHECK(r == OX_ERR_UNSUPPORTED);
        CHECK(strstr(ox_error_message(), "no GPU") != NULL);
    }
    memset(&d, 0, sizeof d);
    d.device = 1000;
    CHECK(ox_vk_device_new(&d, &dev) == OX_ERR_ARG && strstr(ox_error_message(), "device 999") != NULL);
}

/* ---- kernels ---- */

/* y = x W^T for T tokens of x read at xoff + t * ldx (ldx >= K), against the CPU's scalar matmul */
static void check_matmul_at(int dt, int K, int N, int T, int xoff, int ldx) {
    size_t nx = (size_t)xoff + (size_t)T * ldx;
    float *x = fnew(nx), *xt = fnew((size_t)T * K), *y = fnew((size_t)T * N), *ref = fnew((size_t)T * N);
    void *w = wmake(dt, (size_t)N * K);
    ox__vk_tensor wt;
    ox__vk_buf bx, by;
    int t, r, k, ok = 0;
    double worst = 0;
    fill(x, nx, 1.0f);
    for (t = 0; t < T; t++) memcpy(xt + (size_t)t * K, x + xoff + (size_t)t * ldx, (size_t)K * sizeof *x);
    memset(&wt, 0, sizeof wt); memset(&bx, 0, sizeof bx); memset(&by, 0, sizeof by);
    if (ox__vk_tensor_upload(vk, &wt, w, dt, N, K, "w") == OX_OK && gbuf(&bx, x, nx) && gbuf(&by, NULL, (size_t)T * N) &&
        ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_matmul(vk, &by, 0, (uint32_t)N, &bx, (uint32_t)xoff, (uint32_t)ldx, &wt, (uint32_t)T);
        ok = ox__vk_step_end(vk) == OX_OK && gread(&by, y, (size_t)T * N);
    }
    CHECK_MSG(ok, "matmul K=%g N=%g did not run", K, N);
    if (ok) {
        ox__matmul_scalar(ref, (size_t)N, xt, (size_t)K, w, K, T, 0, N, (ox__dtype)dt);
        for (t = 0; t < T; t++)
            for (r = 0; r < N; r++) {
                double S = 0, e;
                for (k = 0; k < K; k++) S += fabs((double)xt[(size_t)t * K + k] * ox__w_at(w, (ox__dtype)dt, (size_t)r * K + k));
                e = fabs((double)y[(size_t)t * N + r] - ref[(size_t)t * N + r]) / (S + 1e-30);
                if (e > worst) worst = e;
            }
        CHECK_MSG(worst <= 1e-5, "matmul: worst error %g S (T = %g)", worst, T);
        if (test_verbose) fprintf(stderr, "  matmul %s K=%d N=%d T=%d x at %d + t*%d parts=%u: worst %.3g S\n", dt_names[dt], K, N, T, xoff, ldx, wt.n_parts, worst);
    }
    ox__vk_tensor_free(vk, &wt); ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &by);
    free(x); free(xt); free(y); free(ref); free(w);
}
static void check_matmul(int dt, int K, int N, int T) { check_matmul_at(dt, K, N, T, 0, K); }
static void matmul_sizes(void) {
    static const int sz[][3] = {{64, 32, 1}, {67, 33, 1}, {129, 70, 3}, {256, 128, 8}, {1, 5, 1}, /* streaming (decode) */
                                {2048, 37, 2}, {4100, 19, 1}, {6144, 24, 3}, /* rows shared by 2 and 4 subgroups (ox__vk_ks) */
                                {67, 33, 17}, {128, 64, 64}, {130, 100, 9}, {33, 129, 70}};  /* tiled (prefill) */
    int dt, i;
    for (dt = 0; dt < 3; dt++)
        for (i = 0; i < (int)(sizeof sz / sizeof sz[0]); i++) check_matmul(dt, sz[i][0], sz[i][1], sz[i][2]);
    /* x at an offset and a stride: 16-byte loads of x where both are whole 4-element steps, else one
       element at a time (the decode kernel's two ways), and the tiled kernel */
    for (dt = 0; dt < 3; dt++) {
        check_matmul_at(dt, 64, 40, 3, 4, 72); check_matmul_at(dt, 64, 40, 3, 1, 64); check_matmul_at(dt, 64, 40, 2, 0, 66);
        check_matmul_at(dt, 128, 20, 12, 5, 131);
    }
}
static void test_vk_matmul(void) { /* with long rows shared by subgroups (ox__vk_ks), off by default */
    int keep = vk->splitk;
    vk->splitk = 1;
    matmul_sizes();
    vk->splitk = keep;
}
static void test_vk_matmul_plain(void) { /* the shared-memory reduction where subgroups are not used */
    int sg = vk->subgroups;
    vk->subgroups = 0;
    matmul_sizes();
    vk->subgroups = sg;
}
static void test_vk_matmul_split(void) { /* tensors cut into parts of a few rows */
    uint64_t mp = vk->max_part;
    vk->max_part = 3 * 67 * 4;  /* 3 rows of 67 f32, 6 rows of 67 16-bit values */
    check_matmul(OX__F32, 67, 33, 1); check_matmul(OX__BF16, 67, 33, 2); check_matmul(OX__F16, 67, 40, 20);
    vk->max_part = mp;
}

/* ---- the tiled (prefill) matmul's edges ----
   Against a double reference: y[yoff + t * ldy + r] for x at xoff + t * ldx, within 1e-5 S as
   above, and every other entry of y left as it was (NaN before the step); the floats of x's buffer
   that are no x (before xoff, between K and ldx, 8 past the end) are NaN, so that a read of any of
   them that reaches a sum shows. Run on several tiles
   (vk->mm[0], matmul.comp's constants 4-8): T and N just below, at and above the tile's multiples, K
   from 1 to past two steps of BK (the vector widths: 4 f32, 8 16-bit values; odd K), x at offsets
   and strides that are not multiples of 4, y at an offset and stride, tensors in parts; and the
   choice of the second tile for matmuls of few workgroups (vk->mm_groups). */
/* kernel k's pipelines dropped: made again, with the device's tiles of then, at their next use */
static void drop_pipes(ox__vk_kernel k) {
    int v;
    for (v = 0; v < OX__VK_VARIANTS; v++)
        if (vk->pipes[k][v]) {
            vk->fn.vkDestroyPipeline(vk->device, vk->pipes[k][v], NULL);
            vk->pipes[k][v] = VK_NULL_HANDLE;
        }
}
/* The largest |y - x W^T| over t < T, r < N, in S = sum_k |x w| of its entry (against sums in
   double; NaN stays), y[yoff + t ldy + r] and x[xoff + t ldx + k] as the matmul reads them. */
static double matmul_err(const float *y, size_t yoff, size_t ldy, const float *x, size_t xoff, size_t ldx, const void *w, int dt,
                         int K, int N, int T) {
    double worst = 0;
    int t, r, k;
    for (t = 0; t < T; t++)
        for (r = 0; r < N; r++) {
            double ref = 0, S = 0, e;
            for (k = 0; k < K; k++) {
                double pr = (double)x[xoff + (size_t)t * ldx + k] * ox__w_at(w, (ox__dtype)dt, (size_t)r * K + k);
                ref += pr; S += fabs(pr);
            }
            e = fabs((double)y[yoff + (size_t)t * ldy + r] - ref) / (S + 1e-30);
            if (!(e <= worst)) worst = e; /* NaN too */
        }
    return worst;
}
static double gemm_worst;   /* the largest error seen, in S */
static int gemm_runs;
static void check_gemm(int dt, int K, int N, int T, int xoff, int ldx, int yoff, int ldy) {
    size_t nx = (size_t)xoff + (size_t)T * ldx + 8, ny = (size_t)yoff + (size_t)T * ldy, i; /* x: 8 more past the end */
    float *x = fnew(nx), *y = fnew(ny), *y0 = fnew(ny);
    void *w = wmake(dt, (size_t)N * K);
    ox__vk_tensor wt;
    ox__vk_buf bx, by;
    int ok = 0, stray = 0;
    double worst = 0;
    fill(x, nx, 1.0f);
    for (i = 0; i < nx; i++) /* NaN where no x is: a product of one read (even times 0) shows */
        if (i < (size_t)xoff || (i - xoff) % ldx >= (size_t)K || i >= (size_t)xoff + (size_t)T * ldx) x[i] = NAN;
    for (i = 0; i < ny; i++) y0[i] = NAN;
    memset(&wt, 0, sizeof wt); memset(&bx, 0, sizeof bx); memset(&by, 0, sizeof by);
    if (ox__vk_tensor_upload(vk, &wt, w, dt, N, K, "w") == OX_OK && gbuf(&bx, x, nx) && gbuf(&by, y0, ny) && ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_matmul(vk, &by, (uint32_t)yoff, (uint32_t)ldy, &bx, (uint32_t)xoff, (uint32_t)ldx, &wt, (uint32_t)T);
        ok = ox__vk_step_end(vk) == OX_OK && gread(&by, y, ny);
    }
    CHECK_MSG(ok, "gemm K=%g N=%g did not run", K, N);
    if (ok) worst = matmul_err(y, (size_t)yoff, (size_t)ldy, x, (size_t)xoff, (size_t)ldx, w, dt, K, N, T);
    for (i = 0; ok && i < ny; i++) /* the entries no (t, r) writes */
        if ((i < (size_t)yoff || (i - yoff) % ldy >= (size_t)N) && !isnan(y[i])) stray++;
    CHECK_MSG(worst <= 1e-5, "gemm: worst error %g S (K = %g)", worst, K);
    CHECK_MSG(stray == 0, "gemm: %g entries of y outside the output written (K = %g)", stray, K);
    if (!(worst <= 1e-5) || stray)
        fprintf(stderr, "  gemm %s K=%d N=%d T=%d x at %d + t*%d y at %d + t*%d, tiles %u,%u,%u,%u,%u / %u,%u,%u,%u,%u (%u groups): worst %.3g S, %d stray\n",
                dt_names[dt], K, N, T, xoff, ldx, yoff, ldy, vk->mm[0][0], vk->mm[0][1], vk->mm[0][2], vk->mm[0][3], vk->mm[0][4], vk->mm[1][0],
                vk->mm[1][1], vk->mm[1][2], vk->mm[1][3], vk->mm[1][4], vk->mm_groups, worst, stray);
    if (worst > gemm_worst) gemm_worst = worst;
    gemm_runs++;
    ox__vk_tensor_free(vk, &wt); ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &by);
    free(x); free(y); free(y0); free(w);
}
/* the tiles {BM, BN, BK, TM, TN} for the matmuls from now on, tile 0 where it makes groups
   workgroups or more (the pipelines made again) */
static void gemm_tiles(const uint32_t *c0, const uint32_t *c1, uint32_t groups) {
    drop_pipes(OX__VK_MATMUL);
    memcpy(vk->mm[0], c0, sizeof vk->mm[0]); memcpy(vk->mm[1], c1, sizeof vk->mm[1]);
    vk->mm_groups = groups;
}
/* the edges of tile c (its BM, BN, BK) */
static void gemm_edges(const uint32_t *c, int all_k, int dt0, int dt1) {
    int BM = (int)c[0], BN = (int)c[1], BK = (int)c[2], dt, K, i;
    uint64_t mp = vk->max_part;
    for (dt = dt0; dt <= dt1; dt++) {
        for (K = 1; K <= 2 * BK + 8; K += all_k ? 1 : 5) check_gemm(dt, K, BN + 1, BM + 1, 0, K, 0, BN + 1);
        for (i = 0; i < 3; i++) { /* T and N around the tile's multiples, K whole steps of 16-byte words */
            check_gemm(dt, 4 * BK, BN - 1 + i, BM - 1 + i, 0, 4 * BK, 0, BN - 1 + i);
            check_gemm(dt, 2 * BK, 2 * BN - 1 + i, 9 + i, 0, 2 * BK, 0, 2 * BN - 1 + i);
        }
        check_gemm(dt, 3 * BK + 1, 2 * BN + 3, 2 * BM + 5, 0, 3 * BK + 1, 0, 2 * BN + 3); /* odd K: no 16-byte rows */
        check_gemm(dt, 3 * BK + 4, BN, BM, 0, 3 * BK + 4, 0, BN);                         /* rows of 4-value words: f32's only */
        check_gemm(dt, 2 * BK, BN + 5, BM + 3, 4, 2 * BK + 8, 3, BN + 9);                 /* x, y at offsets, strides */
        check_gemm(dt, 2 * BK, BN + 5, BM + 3, 1, 2 * BK + 3, 0, BN + 5);                 /* x on no 4-value boundary */
        check_gemm(dt, 2 * BK + 3, BN, 2 * BM, 5, 2 * BK + 6, 7, 2 * BN + 1);
        /* in parts: rows of several tiles a part (the last part shorter), then 3 rows a part */
        vk->max_part = (uint64_t)(BN + 22) * (4 * BK) * ox__dtype_sizes[dt];
        check_gemm(dt, 4 * BK, 3 * BN, BM + 2, 0, 4 * BK, 2, 3 * BN + 1);
        vk->max_part = 3 * (uint64_t)(2 * BK + 1) * ox__dtype_sizes[dt];
        check_gemm(dt, 2 * BK + 1, 20, 17, 3, 2 * BK + 2, 0, 20);
        vk->max_part = mp;
    }
}
static void test_vk_gemm(void) {
    static const uint32_t tiles[][5] = {{128, 128, 16, 8, 8}, {64, 128, 16, 4, 8}, {64, 128, 16, 8, 8}, {64, 64, 16, 8, 8},
                                        {64, 64, 16, 4, 4}, {64, 64, 32, 4, 8}, {32, 16, 8, 4, 4}};
    uint32_t keep[2][5], groups = vk->mm_groups;
    int i, cm = vk->coopmat;
    memcpy(keep, vk->mm, sizeof keep);
    vk->coopmat = 0; /* matmul.comp here; test_vk_gemm_cm the cooperative-matrix kernel */
    gemm_worst = 0; gemm_runs = 0;
    gemm_edges(vk->mm[0], 1, 0, 2); /* the device's own tile 0, every K, every dtype */
    for (i = 0; i < (int)(sizeof tiles / sizeof tiles[0]); i++) /* others: K in steps of 5, one dtype each in turn */
        if (ox__vk_gemm_fits(vk, tiles[i])) { gemm_tiles(tiles[i], tiles[i], 0); gemm_edges(tiles[i], 0, i % 3, i % 3); }
    /* two tiles: the small matmuls take the second (fewer than 4 groups of the first), the larger the first */
    if (ox__vk_gemm_fits(vk, tiles[0]) && ox__vk_gemm_fits(vk, tiles[6])) {
        gemm_tiles(tiles[0], tiles[6], 4);
        gemm_edges(tiles[6], 0, 2, 2);
        gemm_edges(tiles[0], 0, 1, 1);
    }
    gemm_tiles(keep[0], keep[1], groups);
    vk->coopmat = cm;
    if (test_verbose) fprintf(stderr, "  gemm: %d matmuls, worst %.3g S\n", gemm_runs, gemm_worst);
}

/* ---- the cooperative-matrix matmul (matmul_cm.comp), where the device has it ----
   The same edges as matmul.comp's, within the same 1e-5 S (its x in two f16 halves is good to
   2^-21 S), on the device's tile and others ({BM, BN, BK, SR, ST} over its f16 shape); then the
   ranges f16 alone would not hold: tokens whose values span 10^-12 to 10^12 and tokens of
   1e-30 or 1e15 (xscale.comp's scales), weights of 1e15 and 1e-30 (the tensor's 2^cm_exp), a
   row of zeros; a weight that is infinite keeps the tensor on matmul.comp; and the scales are
   made again when x's buffer is written between two matmuls of one step. */
static void cm_tile(const uint32_t *c) {
    drop_pipes(OX__VK_MATMUL_CM);
    memcpy(vk->cm, c, sizeof vk->cm);
}
static void check_cm_range(int dt, float xbig, float wbig) {
    int K = 70, N = 37, T = 19, r, k, ok = 0;
    float *x = fnew((size_t)T * K), *y = fnew((size_t)T * N);
    uint16_t *w = (uint16_t *)malloc((size_t)N * K * 2);
    ox__vk_tensor wt;
    ox__vk_buf bx, by;
    double worst = 0;
    fill(x, (size_t)T * K, 1.0f);
    for (k = 0; k < K; k++) {
        x[0 * K + k] *= powf(10.0f, (float)(k % 25) - 12.0f); /* 1e-12 .. 1e12 in one token */
        x[1 * K + k] *= 1e-30f; x[2 * K + k] *= xbig; x[3 * K + k] = 0;
    }
    for (r = 0; r < N * K; r++) {
        float v = frand() * (r % 7 == 0 ? wbig : 1.0f) * (r % 11 == 0 ? 1e-30f : 1.0f);
        w[r] = dt == OX__F16 ? ox__f32_to_f16(v) : ox__f32_to_bf16(v);
    }
    memset(&wt, 0, sizeof wt); memset(&bx, 0, sizeof bx); memset(&by, 0, sizeof by);
    if (ox__vk_tensor_upload(vk, &wt, w, dt, N, K, "w") == OX_OK && gbuf(&bx, x, (size_t)T * K) && gbuf(&by, NULL, (size_t)T * N) &&
        ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_matmul(vk, &by, 0, (uint32_t)N, &bx, 0, (uint32_t)K, &wt, (uint32_t)T);
        ok = ox__vk_step_end(vk) == OX_OK && gread(&by, y, (size_t)T * N);
    }
    CHECK_MSG(ok && wt.cm_ok, "cm range: did not run on matmul_cm (dt %g, x %g)", dt, xbig);
    if (ok) worst = matmul_err(y, 0, (size_t)N, x, 0, (size_t)K, w, dt, K, N, T);
    CHECK_MSG(worst <= 1e-5, "cm range: worst error %g S (x up to %g)", worst, xbig);
    if (test_verbose) fprintf(stderr, "  cm range %s x up to %g, w up to %g (2^%d): worst %.3g S\n", dt_names[dt], xbig, wbig, wt.cm_exp, worst);
    ox__vk_tensor_free(vk, &wt); ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &by);
    free(x); free(y); free(w);
}
static void test_vk_gemm_cm(void) {
    uint32_t keep[8], c[8];
    int i;
    if (!vk->coopmat) { printf("  (cooperative-matrix matmul: not on this device; tools/debian13.sh's lavapipe has it)\n"); return; }
    memcpy(keep, vk->cm, sizeof keep);
    gemm_worst = 0; gemm_runs = 0;
    {   /* the device's tile, every dtype it takes, every K; then others, K in steps of 5 */
        uint32_t e[5];
        e[0] = keep[0]; e[1] = keep[1]; e[2] = keep[2];
        gemm_edges(e, 1, 1, 2);
        for (i = 0; i < 4; i++) {
            static const uint32_t alt[4][5] = {{1, 1, 1, 1, 1}, {2, 1, 2, 2, 1}, {1, 2, 1, 1, 2}, {2, 2, 2, 2, 2}}; /* multiples of M, N, K; SR, ST */
            memcpy(c, keep, sizeof c);
            c[6] = alt[i][3]; c[7] = alt[i][4];
            c[1] = alt[i][0] * c[6] * c[3]; c[0] = alt[i][1] * c[7] * c[4];
            c[2] = alt[i][2] * (c[5] % 8 == 0 ? c[5] : 8 % c[5] == 0 ? 8 : 8 * c[5]); /* whole K's and 16-byte words */
            if (!ox__vk_cm_fits(vk, c)) continue;
            cm_tile(c);
            e[0] = c[0]; e[1] = c[1]; e[2] = c[2];
            gemm_edges(e, 0, 1 + i % 2, 1 + i % 2);
        }
        cm_tile(keep);
    }
    check_cm_range(OX__BF16, 1e15f, 1e15f); check_cm_range(OX__BF16, 1e-30f, 1e-30f); /* products within f32 */ check_cm_range(OX__F16, 1e4f, 1000.0f);
    {   /* an infinite weight: the tensor stays on matmul.comp */
        uint16_t w[16 * 9];
        ox__vk_tensor wt;
        for (i = 0; i < 16 * 9; i++) w[i] = ox__f32_to_bf16(frand());
        w[5] = 0x7f80;
        memset(&wt, 0, sizeof wt);
        CHECK(ox__vk_tensor_upload(vk, &wt, w, OX__BF16, 16, 9, "w") == OX_OK && !wt.cm_ok);
        w[5] = 0;
        ox__vk_tensor_free(vk, &wt);
        CHECK(ox__vk_tensor_upload(vk, &wt, w, OX__BF16, 16, 9, "w") == OX_OK && wt.cm_ok);
        ox__vk_tensor_free(vk, &wt);
        w[20] = 0xff80; /* -inf, in the copy's scalar tail (21 values) */
        CHECK(ox__vk_tensor_upload(vk, &wt, w, OX__BF16, 3, 7, "w") == OX_OK && !wt.cm_ok);
        ox__vk_tensor_free(vk, &wt);
        w[20] = 0x7e00; /* f16 NaN */
        CHECK(ox__vk_tensor_upload(vk, &wt, w, OX__F16, 3, 7, "w") == OX_OK && !wt.cm_ok);
        ox__vk_tensor_free(vk, &wt);
        w[20] = 0x7bff; /* f16 65504: finite, its scale 2^-1 */
        CHECK(ox__vk_tensor_upload(vk, &wt, w, OX__F16, 3, 7, "w") == OX_OK && wt.cm_ok && wt.cm_exp == -1);
        ox__vk_tensor_free(vk, &wt);
        {   /* the largest |w| at the ends of the scales taken (2^+-OX__VK_CM_EXP_MAX) and past them: matmul.comp */
            static const int big[4] = {-50, -51, 78, 79}, exp_of[4] = {64, 65, -64, -65}; /* 2^big */
            for (i = 0; i < 4; i++) {
                int k;
                for (k = 0; k < 21; k++) w[k] = ox__f32_to_bf16(ldexpf(1.0f, big[i]) * (float)(k % 5) * 0.25f);
                CHECK_MSG(ox__vk_tensor_upload(vk, &wt, w, OX__BF16, 3, 7, "w") == OX_OK && wt.cm_exp == exp_of[i] &&
                          wt.cm_ok == (i % 2 == 0), "cm scale: largest 2^%g taken %g", exp_of[i], wt.cm_ok);
                ox__vk_tensor_free(vk, &wt);
            }
        }
    }
    {   /* x's buffer written between two matmuls of one step: the second's scales are of the new x */
        int K = 40, N = 24, T = 17, ok = 0;
        float *x = fnew((size_t)T * K), *x2 = fnew((size_t)T * K), *y = fnew((size_t)T * N), *y2 = fnew((size_t)T * N);
        void *w = wmake(OX__BF16, (size_t)N * K);
        ox__vk_tensor wt;
        ox__vk_buf bx, bx2, by, by2;
        double worst = 0, e2;
        fill(x, (size_t)T * K, 1.0f);
        for (i = 0; i < T * K; i++) x2[i] = x[i] * 3000.0f + (float)(i % 3);
        memset(&wt, 0, sizeof wt); memset(&bx, 0, sizeof bx); memset(&bx2, 0, sizeof bx2); memset(&by, 0, sizeof by); memset(&by2, 0, sizeof by2);
        if (ox__vk_tensor_upload(vk, &wt, w, OX__BF16, N, K, "w") == OX_OK && gbuf(&bx, x, (size_t)T * K) && gbuf(&bx2, x2, (size_t)T * K) &&
            gbuf(&by, NULL, (size_t)T * N) && gbuf(&by2, NULL, (size_t)T * N) && ox__vk_step_begin(vk) == OX_OK) {
            ox__vk_matmul(vk, &by, 0, (uint32_t)N, &bx, 0, (uint32_t)K, &wt, (uint32_t)T);
            ox__vk_copy(vk, &bx, 0, &bx2, 0, (VkDeviceSize)T * K * 4);
            ox__vk_matmul(vk, &by2, 0, (uint32_t)N, &bx, 0, (uint32_t)K, &wt, (uint32_t)T);
            ok = ox__vk_step_end(vk) == OX_OK && gread(&by, y, (size_t)T * N) && gread(&by2, y2, (size_t)T * N);
        }
        CHECK(ok);
        if (ok) {
            worst = matmul_err(y, 0, (size_t)N, x, 0, (size_t)K, w, OX__BF16, K, N, T);
            e2 = matmul_err(y2, 0, (size_t)N, x2, 0, (size_t)K, w, OX__BF16, K, N, T);
            if (!(e2 <= worst)) worst = e2;
        }
        CHECK_MSG(worst <= 1e-5, "cm scales after a write of x: worst error %g S (T %g)", worst, T);
        ox__vk_tensor_free(vk, &wt); ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &bx2); ox__vk_buf_free(vk, &by); ox__vk_buf_free(vk, &by2);
        free(x); free(x2); free(y); free(y2); free(w);
    }
    if (test_verbose) fprintf(stderr, "  gemm cm (f16 %u x %u x %u): %d matmuls, worst %.3g S\n", keep[3], keep[4], keep[5], gemm_runs, gemm_worst);
}
/* OXINFER_VULKAN_GEMM(_SMALL, _GROUPS): a tile that fits is taken, anything else leaves the device's own */
static void test_vk_gemm_env(void) {
    static const char *const names[3] = {"OXINFER_VULKAN_GEMM", "OXINFER_VULKAN_GEMM_SMALL", "OXINFER_VULKAN_GEMM_GROUPS"};
    static const char *const bad[] = {"128,128,12,8,8", "128,128,16,8", "128,128,16,8,8,1", "128,128,16,6,8", "512,512,16,8,8",
                                      "64,64,16,16,32", "1024,1024,1024,8,8", "a", "", "64,64,16,4,-4"};
    uint32_t keep[2][5], groups = vk->mm_groups, want[2][5], want_groups;
    char *old[3];
    int i, j;
    memcpy(keep, vk->mm, sizeof keep);
    for (j = 0; j < 3; j++) {
        const char *o = getenv(names[j]);
        old[j] = o ? strdup(o) : NULL;
        unsetenv(names[j]);
    }
    ox__vk_gemm_choose(vk);
    memcpy(want, vk->mm, sizeof want);
    want_groups = vk->mm_groups;
    setenv(names[0], "64,32,32,8,4", 1); setenv(names[1], "32,16,8,4,4", 1); setenv(names[2], "7", 1);
    ox__vk_gemm_choose(vk);
    CHECK(vk->mm[0][0] == 64 && vk->mm[0][1] == 32 && vk->mm[0][2] == 32 && vk->mm[0][3] == 8 && vk->mm[0][4] == 4 && ox__vk_gemm_threads(vk->mm[0]) == 64);
    CHECK(vk->mm[1][0] == 32 && vk->mm[1][1] == 16 && vk->mm[1][2] == 8 && vk->mm[1][3] == 4 && vk->mm[1][4] == 4 && ox__vk_gemm_threads(vk->mm[1]) == 32);
    CHECK(vk->mm_groups == 7);
    setenv(names[2], "-3", 1);   /* not a count: the default stays */
    ox__vk_gemm_choose(vk);
    CHECK(vk->mm_groups == want_groups);
    unsetenv(names[2]);
    for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
        setenv(names[0], bad[i], 1); setenv(names[1], bad[i], 1);
        ox__vk_gemm_choose(vk);
        CHECK_MSG(!memcmp(vk->mm, want, sizeof want), "OXINFER_VULKAN_GEMM entry %g taken (tile %g ...)", i, vk->mm[0][0]);
    }
    for (j = 0; j < 3; j++) {
        if (old[j]) setenv(names[j], old[j], 1); else unsetenv(names[j]);
        free(old[j]);
    }
    memcpy(vk->mm, keep, sizeof keep); vk->mm_groups = groups;
}

/* More row groups than the device allows in x (65535 on some devices: a vocabulary's rows): the
   decode matmuls go on in z. The limit lowered to 4 groups of 2 rows. */
static void test_vk_matmul_groups(void) {
    uint32_t keep = vk->props.limits.maxComputeWorkGroupCount[0];
    vk->props.limits.maxComputeWorkGroupCount[0] = 4;
    check_matmul(OX__BF16, 67, 33, 2); check_matmul(OX__F32, 64, 9, 1); check_matmul(OX__F16, 40, 17, 8);
    vk->props.limits.maxComputeWorkGroupCount[0] = keep;
}

/* The gated MLP's first half, act(x . Wg[r]) * (x . Wu[r]) or act(x . Wg[r]) * u[t][r], against a
   double reference: the error of each product is the matmul's (1e-5 of its S), carried through the
   activation (slope under 1.2 for GELU-tanh and SiLU) and the other factor, plus the exp's. */
static void check_matmul_glu(int dt, int K, int N, int T, int vec, int act) {
    uint32_t uoff = 2, ustride = (uint32_t)N + 3;
    size_t nu = uoff + (size_t)T * ustride;
    float *x = fnew((size_t)T * K), *y = fnew((size_t)T * N), *u = fnew(nu);
    void *wg = wmake(dt, (size_t)N * K), *wu = wmake(dt, (size_t)N * K);
    ox__vk_tensor tg, tu;
    ox__vk_buf bx, by, bup, bu;
    int t, r, k, ok = 0;
    double worst = 0;
    fill(x, (size_t)T * K, 1.0f); fill(u, nu, 2.0f);
    memset(&tg, 0, sizeof tg); tu = tg;
    memset(&bx, 0, sizeof bx); by = bup = bu = bx;
    if (ox__vk_tensor_upload(vk, &tg, wg, dt, N, K, "gate") == OX_OK && ox__vk_tensor_upload(vk, &tu, wu, dt, N, K, "up") == OX_OK &&
        gbuf(&bx, x, (size_t)T * K) && gbuf(&by, NULL, (size_t)T * N) && gbuf(&bup, NULL, (size_t)T * N) && gbuf(&bu, u, nu) &&
        ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_matmul_glu(vk, act, &by, (uint32_t)N, &bx, (uint32_t)K, &tg, vec ? NULL : &tu, &bup, vec ? &bu : NULL, uoff, ustride, (uint32_t)T);
        ok = ox__vk_step_end(vk) == OX_OK && gread(&by, y, (size_t)T * N);
    }
    CHECK_MSG(ok, "matmul_glu K=%g N=%g did not run", K, N);
    for (t = 0; ok && t < T; t++)
        for (r = 0; r < N; r++) {
            double g = 0, v = 0, Sg = 0, Sv = 0, a, e, bound;
            for (k = 0; k < K; k++) {
                double xk = x[(size_t)t * K + k], pg = xk * ox__w_at(wg, (ox__dtype)dt, (size_t)r * K + k), pu = xk * ox__w_at(wu, (ox__dtype)dt, (size_t)r * K + k);
                g += pg; Sg += fabs(pg); v += pu; Sv += fabs(pu);
            }
            if (vec) { v = u[uoff + (size_t)t * ustride + r]; Sv = 0; }
            a = act == OX__VK_GELU ? 0.5 * g * (1.0 + tanh(0.7978845608028654 * (g + 0.044715 * g * g * g))) : g / (1.0 + exp(-g));
            bound = fabs(v) * 1.2e-5 * Sg + fabs(a) * 1e-5 * Sv + 4e-6 * fabs(a * v) + 1e-30;
            e = fabs((double)y[(size_t)t * N + r] - a * v) / bound;
            if (e > worst) worst = e;
        }
    CHECK_MSG(worst <= 1.0, "matmul_glu: error %g of its bound (K %g)", worst, K);
    if (test_verbose) fprintf(stderr, "  matmul_glu %s K=%d N=%d T=%d %s act %d parts=%u: worst %.3g of the bound\n", dt_names[dt], K, N, T,
                              vec ? "vector" : "two matrices", act, tg.n_parts, worst);
    ox__vk_tensor_free(vk, &tg); ox__vk_tensor_free(vk, &tu);
    ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &by); ox__vk_buf_free(vk, &bup); ox__vk_buf_free(vk, &bu);
    free(x); free(y); free(u); free(wg); free(wu);
}
static void matmul_glu_sizes(void) {
    static const int sz[][3] = {{64, 32, 1}, {67, 33, 2}, {256, 128, 8}, {129, 70, 3}, {128, 40, 12}}; /* the last: more than 8 tokens */
    int dt, i, vec;
    for (dt = 0; dt < 3; dt++)
        for (i = 0; i < (int)(sizeof sz / sizeof sz[0]); i++)
            for (vec = 0; vec < 2; vec++) check_matmul_glu(dt, sz[i][0], sz[i][1], sz[i][2], vec, (i + vec) & 1 ? OX__VK_SILU : OX__VK_GELU);
}
/* One dispatch where subgroups are used; the matmuls and the GLU kernel where they are not, and
   tensors cut into parts of a few rows (the parts of both matrices side by side). */
static void test_vk_matmul_glu(void) {
    int sg = vk->subgroups;
    uint64_t mp = vk->max_part;
    matmul_glu_sizes();
    vk->subgroups = 0;
    matmul_glu_sizes();
    vk->subgroups = sg;
    vk->max_part = 3 * 67 * 4;
    check_matmul_glu(OX__BF16, 67, 33, 1, 0, OX__VK_GELU); check_matmul_glu(OX__F32, 67, 33, 2, 1, OX__VK_SILU);
    check_matmul_glu(OX__F16, 64, 40, 3, 0, OX__VK_SILU);
    vk->max_part = mp;
}

static void test_vk_rmsnorm(void) {
    static const int sz[][2] = {{1536, 5}, {67, 3}, {256, 16}, {1, 2}, {300, 1}};
    int i, wmode;
    for (i = 0; i < (int)(sizeof sz / sizeof sz[0]); i++)
        for (wmode = 0; wmode < 2; wmode++) {
            int n = sz[i][0], rows = sz[i][1], ok = 0, j;
            size_t m = (size_t)n * rows;
            float *x = fnew(m), *w = fnew((size_t)n), *y = fnew(m), *ref = fnew(m);
            ox__vk_buf bx, bw;
            double worst = 0;
            fill(x, m, 3.0f); fill(w, (size_t)n, 1.5f);
            memset(&bx, 0, sizeof bx); memset(&bw, 0, sizeof bw);
            if (gbuf(&bx, x, m) && gbuf(&bw, w, (size_t)n) && ox__vk_step_begin(vk) == OX_OK) {
                ox__vk_rmsnorm(vk, &bx, 0, (uint32_t)n, &bx, 0, (uint32_t)n, wmode ? &bw : NULL, 0, (uint32_t)n, (uint32_t)rows, 1e-6f); /* in place */
                ok = ox__vk_step_end(vk) == OX_OK && gread(&bx, y, m);
            }
            CHECK(ok);
            ox__rmsnorm_rows(ref, x, wmode ? w : NULL, rows, n, 1e-6f);
            for (j = 0; ok && j < (int)m; j++) {
                double e = fabs((double)y[j] - ref[j]) - 2e-6 * fabs(ref[j]);
                if (e > worst) worst = e;
            }
            CHECK_MSG(worst <= 1e-6, "rmsnorm: error %g past the bound (n = %g)", worst, n);
            ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &bw);
            free(x); free(w); free(y); free(ref);
        }
}

/* A decode matmul with the norm and residual add after it (ox__vk_matmul_norm). With the tails (the
   matmul's last workgroup runs the norm: matvec_tail) the residual and the next norm equal, bit for
   bit, the matmul and rmsnorm.comp's fused mode recorded apart (norm.glsl is the code of both), in
   the three modes, at tensor rows that are and are not whole workgroups, for steps of 1-8 tokens
   (9 takes the two kernels either way), in one dispatch a call; both within the matmul's and the
   norm's bounds of the CPU. A chain of 70 calls in one step runs past the OX__VK_TAIL_SLOTS counters
   (each set back to 0 by its own dispatch): a count left wrong would skip or repeat a norm. */
static int run_matmul_norm(int tails, int mode, int T, int N, int K, int reps, const ox__vk_tensor *tw, const float *x, const float *r0,
                           const float *wn, float *r, float *z, float *tmp, uint32_t *dispatches) {
    ox__vk_buf bx, btmp, br, bwn, bz;
    int keep = vk->tails, ok = 0, i;
    memset(&bx, 0, sizeof bx); btmp = br = bwn = bz = bx;
    vk->tails = tails && keep;
    if (gbuf(&bx, x, (size_t)T * K) && gbuf(&btmp, NULL, (size_t)T * N) && gbuf(&br, r0, (size_t)T * N) && gbuf(&bwn, wn, 2 * (size_t)N) &&
        gbuf(&bz, NULL, (size_t)T * N) && ox__vk_step_begin(vk) == OX_OK) {
        for (i = 0; i < reps; i++)
            ox__vk_matmul_norm(vk, mode, &btmp, &bx, (uint32_t)K, tw, (uint32_t)T, &br, &bwn, 0, mode == 3 ? 1.0f : 0.75f, &bz, (uint32_t)N, 1e-6f);
        *dispatches = vk->n_dispatch;
        ok = ox__vk_step_end(vk) == OX_OK && gread(&br, r, (size_t)T * N) && gread(&bz, z, (size_t)T * N) && gread(&btmp, tmp, (size_t)T * N);
    }
    vk->tails = keep;
    ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &btmp); ox__vk_buf_free(vk, &br); ox__vk_buf_free(vk, &bwn); ox__vk_buf_free(vk, &bz);
    return ok;
}
static void test_vk_matmul_norm(void) {
    static const int sz[][4] = {{1, 96, 64, 1}, {3, 203, 72, 1}, {8, 64, 1536, 1}, {9, 40, 64, 1}, {2, 136, 40, 70}, {2, 4200, 16, 1}, {1, 40, 6144, 1}, {3, 33, 2056, 2}};
    /* T, N, K, calls (4200: more rows than 16 a thread; K 6144 and 2056: rows shared by subgroups) */
    int c, mode, keep_sk = vk->splitk;
    if (test_verbose && !vk->tails) fprintf(stderr, "  (no tails on this device: both runs take the two kernels)\n");
    vk->splitk = 1; /* the long rows shared by subgroups too (ox__vk_ks), off by default */
    for (c = 0; c < (int)(sizeof sz / sizeof sz[0]); c++)
        for (mode = 1; mode <= 3; mode++) {
            int T = sz[c][0], N = sz[c][1], K = sz[c][2], reps = sz[c][3], i, t, ok;
            size_t tn = (size_t)T * N;
            float *x = fnew((size_t)T * K), *r0 = fnew(tn), *wn = fnew(2 * (size_t)N), *ra = fnew(tn), *za = fnew(tn), *rb = fnew(tn), *zb = fnew(tn);
            float *tmp = fnew(tn), *ref = fnew(tn), *zref = fnew(tn);
            void *w = wmake(OX__BF16, (size_t)N * K);
            ox__vk_tensor tw;
            uint32_t na = 0, nb = 0;
            double worst = 0;
            fill(x, (size_t)T * K, 1.0f); fill(r0, tn, 2.0f); fill(wn, 2 * (size_t)N, 1.5f);
            memset(&tw, 0, sizeof tw);
            ok = ox__vk_tensor_upload(vk, &tw, w, OX__BF16, (uint32_t)N, (uint32_t)K, "w") == OX_OK &&
                 run_matmul_norm(1, mode, T, N, K, reps, &tw, x, r0, wn, ra, za, tmp, &na) &&
                 run_matmul_norm(0, mode, T, N, K, reps, &tw, x, r0, wn, rb, zb, tmp, &nb);
            CHECK_MSG(ok, "matmul + norm: a step failed (mode %g, T %g)", mode, T);
            CHECK_MSG(!ok || (!memcmp(ra, rb, tn * 4) && (mode == 1 || !memcmp(za, zb, tn * 4))),
                      "matmul + norm: the tail's result differs from the two kernels' (mode %g, T %g)", mode, T);
            if (ok && T <= OX__VK_SMALL_T && vk->tails) CHECK_MSG(na == (uint32_t)reps && nb == 2u * (uint32_t)reps, "matmul + norm: %g dispatches (the two kernels: %g)", na, nb);
            /* one call against the CPU: the mode's norm and add of the device's x W^T (the matmul's
               own bound is test_vk_matmul's), within rmsnorm's bound, twice for the second norm */
            if (ok && reps == 1) {
                memcpy(ref, r0, tn * 4);
                for (t = 0; t < T; t++) {
                    float *y = ref + (size_t)t * N, *tt = tmp + (size_t)t * N;
                    if (mode == 3) for (i = 0; i < N; i++) y[i] += tt[i];
                    else {
                        ox__rmsnorm(tt, tt, wn, N, 1e-6f);
                        for (i = 0; i < N; i++) y[i] = (y[i] + tt[i]) * 0.75f;
                    }
                    if (mode >= 2) ox__rmsnorm(zref + (size_t)t * N, y, wn + N, N, 1e-6f);
                }
                for (i = 0; i < (int)tn; i++) {
                    double e = fabs((double)ra[i] - ref[i]) - 2e-6 * fabs(ref[i]), e2 = mode >= 2 ? fabs((double)za[i] - zref[i]) - 4e-6 * fabs(zref[i]) - 1e-6 : 0;
                    if (e > worst) worst = e;
                    if (e2 > worst) worst = e2;
                }
                CHECK_MSG(worst <= 1e-6, "matmul + norm: error %g past the bound (mode and T: %g)", worst, mode * 100 + T);
            }
            if (test_verbose) fprintf(stderr, "  matmul + norm mode %d T=%d N=%d K=%d x%d: %u / %u dispatches, CPU error %.3g\n", mode, T, N, K, reps, na, nb, worst);
            ox__vk_tensor_free(vk, &tw);
            free(x); free(r0); free(wn); free(ra); free(za); free(rb); free(zb); free(tmp); free(ref); free(zref); free(w);
        }
    vk->splitk = keep_sk;
}

/* RoPE tables for T tokens from position p0: cos of (p0 + t) theta_i at t h + i, then the sines
   at T h + t h + i (h = rd / 2 pairs; rd = 0: none), as the step's io buffer holds them. */
static void rope_table(float *tab, int T, int rd, int p0) {
    int t, i, h = rd / 2;
    for (t = 0; t < T; t++)
        for (i = 0; i < h; i++) {
            float a = (float)(p0 + t) * (1.0f / powf(10000.0f, (float)(2 * i) / (float)rd));
            tab[(size_t)t * h + i] = (float)cos((double)a);
            tab[(size_t)T * h + (size_t)t * h + i] = (float)sin((double)a);
        }
}

/* Decode projections with their per-head norms (ox__vk_matmul_heads): the per-head tails against the
   matmul and rmsnorm.comp in turn, bit for bit, in one dispatch instead of two or three: Gemma's q
   (rd = hd, in place), keys into a ring that wraps within the step, values (no weight, no RoPE),
   Qwen's q among its gates (hsrc = 2 hd, rd < hd); more heads than one call's counters allow take
   the two kernels. The norms themselves are test_vk_norm_rope's. */
static int run_matmul_heads(int tails, const ox__vk_tensor *tw, const float *x, const float *w, int T, int K, int hsrc, int hd, int rd,
                            int hasw, int p0, int cap, int reps, float *out, size_t nout, uint32_t *dispatches) {
    ox__vk_buf bx, by, bd, bw, bt;
    int keep = vk->tails, ok = 0, i, h = rd / 2;
    float *tab = fnew((size_t)2 * T * (h ? h : 1));
    int inplace = cap == T && hsrc == hd && p0 == 0;
    rope_table(tab, T, rd, 7);
    memset(&bx, 0, sizeof bx); by = bd = bw = bt = bx;
    vk->tails = tails && keep;
    if (gbuf(&bx, x, (size_t)T * K) && gbuf(&by, NULL, (size_t)T * tw->rows) && gbuf(&bd, NULL, nout) && gbuf(&bw, w, (size_t)hd) &&
        gbuf(&bt, tab, (size_t)2 * T * (h ? h : 1)) && ox__vk_step_begin(vk) == OX_OK) {
        for (i = 0; i < reps; i++)
            ox__vk_matmul_heads(vk, &by, &bx, (uint32_t)K, tw, (uint32_t)T, (uint32_t)hsrc, (uint32_t)hd, inplace ? &by : &bd, inplace ? 0u : 3u, (uint32_t)p0,
                                (uint32_t)cap, hasw ? &bw : NULL, 0, 1e-6f, &bt, 0, (uint32_t)(T * h), (uint32_t)rd);
        *dispatches = vk->n_dispatch;
        ok = ox__vk_step_end(vk) == OX_OK && gread(inplace ? &by : &bd, out, nout);
    }
    vk->tails = keep;
    ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &by); ox__vk_buf_free(vk, &bd); ox__vk_buf_free(vk, &bw); ox__vk_buf_free(vk, &bt);
    free(tab);
    return ok;
}
static void test_vk_matmul_heads(void) {
    /* T, K, heads, hsrc, hd, rd, w, p0, cap (cap == T, p0 0, hsrc == hd: in place, as Gemma's q), calls */
    static const int sz[][10] = {{1, 64, 4, 64, 64, 64, 1, 0, 1, 1},  {3, 72, 2, 32, 32, 32, 1, 5, 7, 1},   {8, 40, 1, 16, 16, 0, 0, 2, 5, 1},
                                 {2, 48, 3, 64, 32, 8, 1, 0, 2, 1},   {5, 32, 8, 128, 128, 128, 1, 0, 5, 1}, {1, 24, 2, 16, 16, 16, 1, 3, 9, 150},
                                 {9, 32, 2, 16, 16, 16, 1, 0, 9, 1},  {1, 16, 65, 8, 8, 8, 1, 0, 1, 1}};
    int c;
    if (test_verbose && !vk->tails) fprintf(stderr, "  (no tails on this device: both runs take the two kernels)\n");
    for (c = 0; c < (int)(sizeof sz / sizeof sz[0]); c++) {
        int T = sz[c][0], K = sz[c][1], nh = sz[c][2], hsrc = sz[c][3], hd = sz[c][4], rd = sz[c][5], hasw = sz[c][6], p0 = sz[c][7];
        int cap = sz[c][8], reps = sz[c][9], N = nh * hsrc, inplace = cap == T && hsrc == hd && p0 == 0, ok, fused;
        size_t nout = inplace ? (size_t)T * N : 3 + (size_t)cap * nh * hd;
        float *x = fnew((size_t)T * K), *wn = fnew((size_t)hd), *a = fnew(nout), *b = fnew(nout);
        void *w = wmake(OX__BF16, (size_t)N * K);
        ox__vk_tensor tw;
        uint32_t na = 0, nb = 0;
        fill(x, (size_t)T * K, 1.0f); fill(wn, (size_t)hd, 1.5f);
        memset(&tw, 0, sizeof tw);
        ok = ox__vk_tensor_upload(vk, &tw, w, OX__BF16, (uint32_t)N, (uint32_t)K, "w") == OX_OK &&
             run_matmul_heads(1, &tw, x, wn, T, K, hsrc, hd, rd, hasw, p0, cap, reps, a, nout, &na) &&
             run_matmul_heads(0, &tw, x, wn, T, K, hsrc, hd, rd, hasw, p0, cap, reps, b, nout, &nb);
        CHECK_MSG(ok, "matmul + head norms: a step failed (case %g, T %g)", c, T);
        CHECK_MSG(!ok || !memcmp(a, b, nout * 4), "matmul + head norms: the tails' result differs from the two kernels' (case %g, T %g)", c, T);
        fused = vk->tails && T <= OX__VK_SMALL_T && nh <= (int)OX__VK_HEAD_SLOTS;
        if (ok && T <= OX__VK_SMALL_T) /* (longer steps' matmuls may take more than one dispatch: cooperative matrices) */
            CHECK_MSG(na == (uint32_t)reps * (fused ? 1u : 1u + (uint32_t)((p0 % cap) + T > cap) + 1u) &&
                      nb == (uint32_t)reps * (2u + (uint32_t)((p0 % cap) + T > cap)),
                      "matmul + head norms: %g dispatches (the two kernels: %g)", na, nb);
        if (test_verbose) fprintf(stderr, "  matmul + head norms T=%d K=%d heads %d x %d (hd %d, rd %d) ring %d+%d: %u / %u dispatches\n", T, K, nh,
                                  hsrc, hd, rd, p0, cap, na, nb);
        ox__vk_tensor_free(vk, &tw);
        free(x); free(wn); free(a); free(b); free(w);
    }
}

/* The q / k norm with RoPE fused in: Gemma's full RoPE (rd = hd) and a partial one (rd < hd, as
   Qwen 3.5), from tables made as the CPU makes them, rows read at a stride (Qwen's q among its gates)
   and written at an offset (keys into their cache slots). The fused result must be the CPU's
   rotation of the device's own norm (the plain rmsnorm in the same step) bit for bit, and that norm
   within rmsnorm's bound of the CPU's. */
static void test_vk_norm_rope(void) {
    static const int sz[][5] = {{64, 64, 3, 5, 1}, {256, 64, 2, 4, 0}, {512, 512, 1, 2, 1}, {6, 2, 7, 3, 1}, {128, 32, 4, 9, 1}}; /* hd, rd, heads, tokens, w */
    int c;
    for (c = 0; c < (int)(sizeof sz / sizeof sz[0]); c++) {
        int hd = sz[c][0], rd = sz[c][1], nh = sz[c][2], T = sz[c][3], hasw = sz[c][4], h = rd / 2, t, i, r, ok = 0, same = 1;
        int xs = hd + 5, yo = 3; /* x rows at a stride past hd; y at an offset */
        size_t rows = (size_t)T * nh, m = rows * hd, mx = rows * xs;
        float *x = fnew(mx), *w = fnew((size_t)hd), *y0 = fnew(m), *y = fnew(m + yo), *tab = fnew((size_t)2 * T * h), *ref = fnew(m);
        ox__vk_buf bx, bw, by0, by, bt;
        double worst = 0;
        fill(x, mx, 2.0f); fill(w, (size_t)hd, 1.5f);
        rope_table(tab, T, rd, 100);
        memset(&bx, 0, sizeof bx); bw = by0 = by = bt = bx;
        if (gbuf(&bx, x, mx) && gbuf(&bw, w, (size_t)hd) && gbuf(&by0, NULL, m) && gbuf(&by, NULL, m + yo) && gbuf(&bt, tab, (size_t)2 * T * h) &&
            ox__vk_step_begin(vk) == OX_OK) {
            ox__vk_rmsnorm(vk, &by0, 0, (uint32_t)hd, &bx, 0, (uint32_t)xs, hasw ? &bw : NULL, 0, (uint32_t)hd, (uint32_t)rows, 1e-6f);
            ox__vk_rmsnorm_rope(vk, &by, (uint32_t)yo, (uint32_t)hd, &bx, 0, (uint32_t)xs, hasw ? &bw : NULL, 0, (uint32_t)hd, (uint32_t)rows, 1e-6f,
                                &bt, 0, (uint32_t)(T * h), (uint32_t)rd, (uint32_t)nh);
            ok = ox__vk_step_end(vk) == OX_OK && gread(&by0, y0, m) && gread(&by, y, m + yo);
        }
        CHECK(ok);
        for (r = 0; ok && r < (int)rows; r++) { /* the plain norm against the CPU's */
            float *q = ref + (size_t)r * hd;
            ox__rmsnorm_rows(q, x + (size_t)r * xs, hasw ? w : NULL, 1, hd, 1e-6f);
            for (i = 0; i < hd; i++) {
                double e = fabs((double)y0[(size_t)r * hd + i] - q[i]) - 2e-6 * fabs(q[i]);
                if (e > worst) worst = e;
            }
        }
        CHECK_MSG(worst <= 1e-6, "norm_rope: the norm's error %g past the bound (hd %g)", worst, hd);
        memcpy(ref, y0, m * sizeof(float));
        for (r = 0; r < (int)rows; r++) {
            t = r / nh;
            ox__rope_apply(ref + (size_t)r * hd, tab + (size_t)t * h, tab + (size_t)T * h + (size_t)t * h, rd);
        }
        for (i = 0; ok && i < (int)m; i++) same &= memcmp(&y[yo + i], &ref[i], 4) == 0;
        for (i = 0; ok && i < yo; i++) same &= y[i] == 0.0f; /* nothing before the offset */
        CHECK_MSG(ok && same, "norm_rope hd=%g rd=%g: not the CPU's rotation of the norm", hd, rd);
        ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &bw); ox__vk_buf_free(vk, &by0); ox__vk_buf_free(vk, &by); ox__vk_buf_free(vk, &bt);
        free(x); free(w); free(y0); free(y); free(tab); free(ref);
    }
}

/* Qwen 3.5's gated norm in one dispatch (ox__vk_rmsnorm_gate, in place as the layer runs it) against
   rmsnorm.comp then glu.comp, bit for bit. */
static void test_vk_norm_gate(void) {
    static const int sz[][2] = {{128, 12}, {6, 5}, {512, 3}, {1000, 2}}; /* n, rows */
    int c;
    for (c = 0; c < (int)(sizeof sz / sizeof sz[0]); c++) {
        int n = sz[c][0], rows = sz[c][1], ok = 0;
        size_t m = (size_t)n * rows;
        float *x = fnew(m), *g = fnew(m), *w = fnew((size_t)n), *a = fnew(m), *b = fnew(m);
        ox__vk_buf bx, bg, bw, by;
        fill(x, m, 2.0f); fill(g, m, 4.0f); fill(w, (size_t)n, 1.5f);
        memset(&bx, 0, sizeof bx); bg = bw = by = bx;
        if (gbuf(&bx, x, m) && gbuf(&by, x, m) && gbuf(&bg, g, m) && gbuf(&bw, w, (size_t)n) && ox__vk_step_begin(vk) == OX_OK) {
            ox__vk_rmsnorm_gate(vk, &bx, &bx, &bw, 0, &bg, (uint32_t)n, (uint32_t)rows, 1e-6f);
            ox__vk_rmsnorm(vk, &by, 0, (uint32_t)n, &by, 0, (uint32_t)n, &bw, 0, (uint32_t)n, (uint32_t)rows, 1e-6f);
            ox__vk_glu(vk, OX__VK_SILU, &by, 0, (uint32_t)n, &bg, 0, (uint32_t)n, &by, 0, (uint32_t)n, (uint32_t)n, (uint32_t)rows);
            ok = ox__vk_step_end(vk) == OX_OK && gread(&bx, a, m) && gread(&by, b, m);
        }
        CHECK_MSG(ok && !memcmp(a, b, m * 4), "gated norm n=%g rows=%g: not the bits of the norm then the gate", n, rows);
        ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &bg); ox__vk_buf_free(vk, &bw); ox__vk_buf_free(vk, &by);
        free(x); free(g); free(w); free(a); free(b);
    }
}

/* GELU-tanh, SiLU and sigmoid gates over rows laid out as the MoE's [rows][gate | up]. */
static void test_vk_glu(void) {
    static const int sz[][2] = {{1000, 3}, {6144, 2}, {7, 5}};
    int mode, c;
    for (mode = 0; mode < 3; mode++)
        for (c = 0; c < 3; c++) {
            int n = sz[c][0], rows = sz[c][1], r, i, ok = 0, hasu;
            for (hasu = mode == OX__VK_GELU; hasu < 2; hasu++) { /* SiLU also without an up projection */
                size_t m = (size_t)2 * n * rows;
                float *gu = fnew(m), *y = fnew(m), *ref = fnew(m);
                ox__vk_buf b;
                double worst = 0;
                fill(gu, m, 6.0f);
                memset(&b, 0, sizeof b);
                if (gbuf(&b, gu, m) && ox__vk_step_begin(vk) == OX_OK) { /* in place, on the gate half */
                    ox__vk_glu(vk, mode, &b, 0, (uint32_t)(2 * n), &b, 0, (uint32_t)(2 * n), hasu ? &b : NULL, (uint32_t)n, (uint32_t)(2 * n),
                               (uint32_t)n, (uint32_t)rows);
                    ok = ox__vk_step_end(vk) == OX_OK && gread(&b, y, m);
                }
                CHECK(ok);
                memcpy(ref, gu, m * sizeof(float));
                for (r = 0; r < rows; r++) {
                    float *g = ref + (size_t)r * 2 * n;
                    if (mode == OX__VK_GELU) ox__gelu_mul_scalar(g, g + n, (size_t)n);
                    else if (mode == OX__VK_SILU) ox__silu_mul_scalar(g, g, hasu ? g + n : NULL, (size_t)n);
                    else for (i = 0; i < n; i++) g[i] = ox__q35_sigmoid(g[i]) * (hasu ? g[n + i] : 1.0f);
                }
                for (i = 0; ok && i < (int)m; i++) {
                    double e = fabs((double)y[i] - ref[i]) - 4e-6 * fabs(ref[i]);
                    if (e > worst) worst = e;
                }
                CHECK_MSG(worst <= 1e-7, "glu: error %g past the bound (mode %g)", worst, mode);
                ox__vk_buf_free(vk, &b);
                free(gu); free(y); free(ref);
            }
        }
}

/* Residual adds as Gemma 4 does them: x += y; x = (x + y) * layer_scalar. Equal to the CPU's. */
static void test_vk_add(void) {
    int n = 5377, i, ok = 0, same = 1;
    float *x = fnew((size_t)n), *z = fnew((size_t)n), *y = fnew((size_t)n), *ref = fnew((size_t)n), sc = 0.734375f;
    ox__vk_buf bx, bz;
    fill(x, (size_t)n, 4.0f); fill(z, (size_t)n, 4.0f);
    memset(&bx, 0, sizeof bx); memset(&bz, 0, sizeof bz);
    if (gbuf(&bx, x, (size_t)n) && gbuf(&bz, z, (size_t)n) && ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_add(vk, &bx, 0, &bx, 0, &bz, 0, (uint32_t)n, 1.0f, 1.0f);
        ox__vk_add(vk, &bx, 0, &bx, 0, &bz, 0, (uint32_t)n, 1.0f, sc);
        ok = ox__vk_step_end(vk) == OX_OK && gread(&bx, y, (size_t)n);
    }
    CHECK(ok);
    for (i = 0; i < n; i++) { ref[i] = x[i]; ref[i] += z[i]; ref[i] = (ref[i] + z[i]) * sc; }
    for (i = 0; ok && i < n; i++) same &= memcmp(&y[i], &ref[i], 4) == 0;
    CHECK(ok && same);
    ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &bz);
    free(x); free(z); free(y); free(ref);
}

static void test_vk_softcap(void) {
    int n = 70001, i, ok = 0;
    float *x = fnew((size_t)n), *y = fnew((size_t)n), *ref = fnew((size_t)n);
    ox__vk_buf b;
    double worst = 0;
    fill(x, (size_t)n, 100.0f);
    for (i = 0; i < 1000; i++) x[i] *= 1e-3f; /* small ones, where tanh's series takes over */
    memset(&b, 0, sizeof b);
    if (gbuf(&b, x, (size_t)n) && ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_softcap(vk, &b, 0, &b, 0, (uint32_t)n, 30.0f);
        ok = ox__vk_step_end(vk) == OX_OK && gread(&b, y, (size_t)n);
    }
    CHECK(ok);
    memcpy(ref, x, (size_t)n * sizeof(float));
    ox__softcap_scalar(ref, (size_t)n, 30.0f);
    for (i = 0; ok && i < n; i++) {
        double e = fabs((double)y[i] - ref[i]) - 4e-6 * fabs(ref[i]);
        if (e > worst) worst = e;
    }
    CHECK_MSG(worst <= 1e-6, "softcap: error %g past the bound (n %g)", worst, n);
    ox__vk_buf_free(vk, &b);
    free(x); free(y); free(ref);
}

/* Gather with a scale (Gemma's sqrt(H)), from f32/f16/bf16 tables, whole and split into parts:
   equal to oxinfer.h's widening and product. */
static void check_embed(int dt, int V, int H, int split) {
    int ids[6], T = 6, t, i, ok = 0, same = 1;
    void *e = wmake(dt, (size_t)V * H);
    float *y = fnew((size_t)T * H), *ref = fnew((size_t)T * H), es = (float)sqrt((double)H);
    ox__vk_tensor et;
    ox__vk_buf by, bi;
    uint64_t mp = vk->max_part;
    ids[0] = 0; ids[1] = V - 1; ids[2] = V / 2; ids[3] = 1 % V; ids[4] = V - 1; ids[5] = V / 3;
    memset(&et, 0, sizeof et); memset(&by, 0, sizeof by); memset(&bi, 0, sizeof bi);
    if (split) vk->max_part = (uint64_t)2 * H * 4;
    if (ox__vk_tensor_upload(vk, &et, e, dt, V, H, "embed") == OX_OK && gbuf(&by, NULL, (size_t)T * H) &&
        ox__vk_buf_new(vk, &bi, sizeof ids, 0, "ids") == OX_OK && ox__vk_upload(vk, &bi, 0, ids, sizeof ids) == OX_OK &&
        ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_embed(vk, &by, 0, (uint32_t)H, &bi, 0, (uint32_t)T, &et, es);
        ok = ox__vk_step_end(vk) == OX_OK && gread(&by, y, (size_t)T * H);
    }
    vk->max_part = mp;
    CHECK(ok && (!split || et.n_parts > 1));
    for (t = 0; t < T; t++) {
        float *r = ref + (size_t)t * H;
        ox__to_f32((const uint8_t *)e + (size_t)ids[t] * H * (dt == OX__F32 ? 4 : 2), (ox__dtype)dt, (size_t)H, r);
        for (i = 0; i < H; i++) r[i] *= es;
    }
    for (i = 0; ok && i < T * H; i++) same &= memcmp(&y[i], &ref[i], 4) == 0;
    CHECK_MSG(ok && same, "embed: not equal (dtype %g, split %g)", dt, split);
    ox__vk_tensor_free(vk, &et); ox__vk_buf_free(vk, &by); ox__vk_buf_free(vk, &bi);
    free(e); free(y); free(ref);
}
static void test_vk_embed(void) {
    int dt;
    for (dt = 0; dt < 3; dt++) { check_embed(dt, 50, 64, 0); check_embed(dt, 37, 35, 0); check_embed(dt, 37, 35, 1); }
}

/* Attention against oxinfer.h's (ox__attn_run with the scalar kernels): causal over a full cache,
   a sliding window over a ring smaller than the context, grouped-query heads, odd head dims. Decode
   steps split into parts run with the tails (attn_sg_tail: the last part's workgroup merges) and
   without (attn_combine.comp after): the same bits, in one dispatch instead of two. */
static void test_vk_attention(void) {
    static const int cf[][8] = { /* nh, n_kv, hd, T, hi0, window, cap, scale by 1/sqrt(hd) */
        {4, 2, 64, 1, 37, 0, 64, 1}, {8, 1, 256, 5, 20, 8, 16, 0}, {2, 2, 80, 3, 0, 0, 8, 1},
        {8, 2, 512, 2, 300, 0, 400, 0}, {3, 1, 24, 9, 130, 0, 200, 1}, {4, 4, 128, 4, 1000, 512, 520, 1},
        /* split over parts: token 0's last part empty; more parts than OX__VK_ATTN_SPLIT_MAX at the width */
        {4, 2, 64, 8, 250, 0, 300, 1}, {2, 1, 64, 1, 20000, 0, 20001, 1},
        /* E2B's full layer at 3000 positions; three heads a KV head in a window; 8 heads a KV head at 8 tokens */
        {8, 1, 512, 1, 3000, 0, 4096, 0}, {6, 2, 96, 3, 70, 40, 128, 1}, {16, 2, 40, 8, 5, 0, 16, 1}};
    /* then config 7 again in parts of 32 positions with their cap raised (vk->attn_chunk, attn_split):
       313 parts (the merge's weights in shared memory) and 626 (more than combine.glsl's OX_CW: its
       fallback) */
    static const uint32_t caps[] = {600, 4096};
    int c, split_runs = 0, nc = (int)(sizeof cf / sizeof cf[0]);
    uint32_t keep_split = vk->attn_split, keep_chunk = vk->attn_chunk;
    ox__pool *pool = ox__pool_new(1, NULL);
    CHECK(pool != NULL);
    for (c = 0; pool && c < nc + 2; c++) {
        const int *f = cf[c < nc ? c : 7];
        int nh = f[0], nkv = f[1], hd = f[2], T = f[3], hi0 = f[4], win = f[5], cap = f[6], ok = 0, i;
        size_t nq = (size_t)T * nh * hd, nkvf = (size_t)cap * nkv * hd;
        float *q = fnew(nq), *K = fnew(nkvf), *V = fnew(nkvf), *o = fnew(nq), *o2 = fnew(nq), *ref = fnew(nq), scale = f[7] ? 1.0f / sqrtf((float)hd) : 1.0f;
        uint32_t n1 = 0, n2 = 0;
        size_t pc = ox__attn_part_floats(1, nh, hd);
        float *part = fnew(pc);
        ox__vk_buf bq, bk, bv, bo;
        ox__vk_attn a;
        ox__attn_job j;
        double worst = 0;
        vk->attn_split = c < nc ? keep_split : caps[c - nc];
        vk->attn_chunk = c < nc ? keep_chunk : 32;
        fill(q, nq, 1.0f); fill(K, nkvf, 1.0f); fill(V, nkvf, 1.0f);
        memset(&bq, 0, sizeof bq); memset(&bk, 0, sizeof bk); memset(&bv, 0, sizeof bv); memset(&bo, 0, sizeof bo);
        memset(&a, 0, sizeof a);
        a.q = &bq; a.k = &bk; a.v = &bv; a.out = &bo;
        a.T = (uint32_t)T; a.hi0 = (uint32_t)hi0; a.window = (uint32_t)win; a.cap = (uint32_t)cap;
        a.nh = (uint32_t)nh; a.n_kv = (uint32_t)nkv; a.hd = (uint32_t)hd; a.scale = scale;
        if (gbuf(&bq, q, nq) && gbuf(&bk, K, nkvf) && gbuf(&bv, V, nkvf) && gbuf(&bo, NULL, nq) && ox__vk_step_begin(vk) == OX_OK) {
            ox__vk_attention(vk, &a);
            n1 = vk->n_dispatch;
            ok = ox__vk_step_end(vk) == OX_OK && gread(&bo, o, nq);
        }
        if (ok && vk->tails) { /* again without the tails */
            vk->tails = 0;
            ok = ox__vk_step_begin(vk) == OX_OK;
            if (ok) {
                ox__vk_attention(vk, &a);
                n2 = vk->n_dispatch;
                ok = ox__vk_step_end(vk) == OX_OK && gread(&bo, o2, nq);
            }
            vk->tails = 1;
            CHECK_MSG(!ok || !memcmp(o, o2, nq * 4), "attention config %g: the tail's merge differs from attn_combine's (%g dispatches)", c, n1);
            CHECK_MSG(!ok || n1 == 1, "attention config %g: %g dispatches with the tails", c, n1);
            if (n2 == 2) split_runs++;
        }
        CHECK_MSG(ok, "attention config %g did not run (hd %g)", c, hd);
        memset(&j, 0, sizeof j);
        j.q = q; j.out = ref; j.K = K; j.V = V; j.part = part; j.part_cap = pc; j.kern = ox__kernels_for(OX__ISA_SCALAR);
        j.T = T; j.hi0 = hi0; j.window = win; j.cap = cap; j.nH = nh; j.n_kv = nkv; j.hd = hd; j.scale = scale;
        ox__attn_run(pool, &j);
        for (i = 0; ok && i < (int)nq; i++) {
            double e = fabs((double)o[i] - ref[i]);
            if (e > worst) worst = e;
        }
        CHECK_MSG(worst <= 2e-5, "attention config %g: error %g", c, worst);
        if (test_verbose) fprintf(stderr, "  attention nh=%d n_kv=%d hd=%d T=%d window=%d: worst %.3g\n", nh, nkv, hd, T, win, worst);
        ox__vk_buf_free(vk, &bq); ox__vk_buf_free(vk, &bk); ox__vk_buf_free(vk, &bv); ox__vk_buf_free(vk, &bo);
        free(q); free(K); free(V); free(o); free(o2); free(ref); free(part);
    }
    vk->attn_split = keep_split; vk->attn_chunk = keep_chunk;
    if (pool) ox__pool_free(pool);
    if (vk->tails) CHECK_MSG(split_runs >= 2, "attention: %g configs in parts (the tail compared on %g)", split_runs, split_runs);
}

/* ---- the tiled attention (attn_tile.comp: steps of more than OX__VK_SMALL_T tokens) ----
   Against a double reference, and against attn.comp (OXINFER_VULKAN_ATTN=row, vk->attn_row) on the
   same inputs: both within 2e-5 of the reference. T around the tiles' multiples, queries after
   cached positions, sliding windows shorter and longer than T over rings smaller than the span,
   grouped-query ratios 1 and 4, head dims 64, 256, 512 and ones that are no multiple of 4 or of a
   slice; q, K, V and the output at odd offsets of their buffers, K and V in one buffer. The floats
   around the output (before ooff, 8 past the end) and the cache slots no token of the step sees are
   NaN: a stray write or a read of any of them shows. Run on the device's tiles and on others that
   fit (vk->at, the pipelines made again), and with the positions split into parts (vk->attn_groups
   raised: every shape has fewer blocks than it), long caches after few tokens too. */
static double tile_worst;
static int tile_runs, tile_split_runs, gq_runs;
/* the attention of a->T tokens into y (NaN around); 0 when it did not run */
static int attn_run(ox__vk_attn *a, const float *q, size_t nq, const float *kv, size_t nkv, float *y, size_t ny) {
    ox__vk_buf bq, bkv, bo;
    float *nan = fnew(ny);
    size_t i;
    int ok = 0;
    for (i = 0; i < ny; i++) nan[i] = NAN;
    memset(&bq, 0, sizeof bq); memset(&bkv, 0, sizeof bkv); memset(&bo, 0, sizeof bo);
    a->q = &bq; a->k = &bkv; a->v = &bkv; a->out = &bo;
    if (gbuf(&bq, q, nq) && gbuf(&bkv, kv, nkv) && gbuf(&bo, nan, ny) && ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_attention(vk, a);
        ok = ox__vk_step_end(vk) == OX_OK && gread(&bo, y, ny);
    }
    if (ok && !vk->attn_row && vk->n_dispatch == 2) tile_split_runs++; /* the parts and attn_combine */
    CHECK_MSG(!ok || vk->n_dispatch <= 2, "attention: %g dispatches", vk->n_dispatch, 0);
    ox__vk_buf_free(vk, &bq); ox__vk_buf_free(vk, &bkv); ox__vk_buf_free(vk, &bo);
    free(nan);
    return ok;
}
static void check_attn_tile(int nh, int nkv, int hd, int T, int hi0, int win, int cap) {
    const int qoff = 5, koff = 3, ooff = 7, QS = nh * hd, KS = nkv * hd, voff = koff + cap * KS + 2;
    size_t nq = (size_t)qoff + (size_t)T * QS, nkvf = (size_t)voff + (size_t)cap * KS + 3, ny = (size_t)ooff + (size_t)T * QS + 8, i;
    float *q = fnew(nq), *kv = fnew(nkvf), *y = fnew(ny), *yr = fnew(ny), *yg = fnew(ny), scale = 1.0f / sqrtf((float)hd);
    double *sc = (double *)calloc((size_t)hi0 + T, sizeof(double)), worst = 0, worst_row = 0, worst_gq = 0;
    char *seen = (char *)calloc((size_t)cap, 1);
    ox__vk_attn a;
    int t, h, d, ok, ok_row, ok_gq = 1, keep_row, keep_gq = vk->attn_gq, stray = 0, gq = 0;
    uint64_t n_gq = vk->n_gq;
    uint32_t gb;
    uint32_t v = hd <= 64 ? 0 : hd <= 128 ? 1 : hd <= 256 ? 2 : 3;
    fill(q, nq, 1.0f); fill(kv, nkvf, 1.0f);
    for (t = 0; t < T; t++) { /* the slots some token sees; every other float of the cache NaN */
        int pos = hi0 + t, lo = win && pos + 1 > win ? pos + 1 - win : 0, p;
        for (p = lo; p <= pos; p++) seen[p % cap] = 1;
    }
    for (i = 0; i < nkvf; i++) {
        int in_k = i >= (size_t)koff && i < (size_t)koff + (size_t)cap * KS, in_v = i >= (size_t)voff && i < (size_t)voff + (size_t)cap * KS;
        if (!in_k && !in_v) kv[i] = NAN;
        else if (!seen[(i - (size_t)(in_k ? koff : voff)) / KS]) kv[i] = NAN;
    }
    for (i = 0; i < (size_t)qoff; i++) q[i] = NAN;
    memset(&a, 0, sizeof a);
    a.qoff = qoff; a.koff = koff; a.voff = (uint32_t)voff; a.ooff = ooff;
    a.T = (uint32_t)T; a.hi0 = (uint32_t)hi0; a.window = (uint32_t)win; a.cap = (uint32_t)cap;
    a.nh = (uint32_t)nh; a.n_kv = (uint32_t)nkv; a.hd = (uint32_t)hd; a.scale = scale;
    if (vk->pipes[OX__VK_ATTN_TILE][v]) { vk->fn.vkDestroyPipeline(vk->device, vk->pipes[OX__VK_ATTN_TILE][v], NULL); vk->pipes[OX__VK_ATTN_TILE][v] = VK_NULL_HANDLE; }
    keep_row = vk->attn_row;
    vk->attn_row = 0;
    ok = attn_run(&a, q, nq, kv, nkvf, y, ny);
    CHECK_MSG(!ok || vk->pipes[OX__VK_ATTN_TILE][v] != VK_NULL_HANDLE, "tiled attention: T = %g did not take attn_tile (hd %g)", T, hd);
    vk->attn_row = 1;
    vk->attn_gq = 0;
    ok_row = attn_run(&a, q, nq, kv, nkvf, yr, ny);
    CHECK_MSG(!ok_row || vk->n_gq == n_gq, "attention: attn_gq.comp ran with vk->attn_gq 0 (T %g)", T, 0);
    gb = ox__vk_gq_step(vk, (uint32_t)nh, (uint32_t)nkv, (uint32_t)hd, (uint32_t)T);
    if (gb) { /* and the heads on a KV head together, where the host would take attn_gq.comp */
        vk->attn_gq = 1;
        ok_gq = attn_run(&a, q, nq, kv, nkvf, yg, ny);
        gq = vk->n_gq == n_gq + 1;
        CHECK_MSG(!ok_gq || gq, "attention: nh %g over n_kv %g did not take attn_gq.comp", nh, nkv);
        if (gq) gq_runs++;
    }
    vk->attn_row = keep_row; vk->attn_gq = keep_gq;
    CHECK_MSG(ok && ok_row && ok_gq, "tiled attention T=%g hd=%g did not run", T, hd);
    for (t = 0; ok && ok_row && t < T; t++)
        for (h = 0; h < nh; h++) {
            int pos = hi0 + t, lo = win && pos + 1 > win ? pos + 1 - win : 0, kh = h / (nh / nkv), p;
            const float *qh = q + qoff + (size_t)t * QS + (size_t)h * hd;
            double mx = -1e300, l = 0;
            for (p = lo; p <= pos; p++) {
                const float *kr = kv + koff + (size_t)(p % cap) * KS + (size_t)kh * hd;
                double s = 0;
                for (d = 0; d < hd; d++) s += (double)qh[d] * kr[d];
                sc[p] = s * scale;
                if (sc[p] > mx) mx = sc[p];
            }
            for (p = lo; p <= pos; p++) l += exp(sc[p] - mx);
            for (d = 0; d < hd; d++) {
                double ref = 0, e, er;
                size_t at = (size_t)ooff + (size_t)t * QS + (size_t)h * hd + d;
                for (p = lo; p <= pos; p++) ref += exp(sc[p] - mx) * kv[voff + (size_t)(p % cap) * KS + (size_t)kh * hd + d];
                ref /= l;
                e = fabs((double)y[at] - ref); er = fabs((double)yr[at] - ref);
                if (!(e <= worst)) worst = e; /* NaN too */
                if (!(er <= worst_row)) worst_row = er;
                if (gq && !(fabs((double)yg[at] - ref) <= worst_gq)) worst_gq = fabs((double)yg[at] - ref);
            }
        }
    for (i = 0; ok && i < ny; i++)
        if ((i < (size_t)ooff || i >= (size_t)ooff + (size_t)T * QS) && (!isnan(y[i]) || (gq && !isnan(yg[i])))) stray++;
    CHECK_MSG(worst <= 2e-5 && worst_row <= 2e-5, "tiled attention: error %g (attn.comp: %g)", worst, worst_row);
    CHECK_MSG(worst_gq <= 2e-5, "attention, heads on a KV head together (attn_gq.comp, %g heads): error %g", nh / nkv, worst_gq);
    CHECK_MSG(stray == 0, "tiled attention: %g floats outside the output written", stray, 0);
    if (!(worst <= 2e-5 && worst_row <= 2e-5) || stray)
        fprintf(stderr, "  attn_tile nh=%d n_kv=%d hd=%d T=%d hi0=%d window=%d cap=%d, tile %u,%u,%u,%u: worst %.3g (attn.comp %.3g, attn_gq.comp %.3g), %d stray\n",
                nh, nkv, hd, T, hi0, win, cap, vk->at[v][0], vk->at[v][1], vk->at[v][2], vk->at[v][3], worst, worst_row, worst_gq, stray);
    if (worst > tile_worst) tile_worst = worst;
    tile_runs++;
    free(q); free(kv); free(y); free(yr); free(yg); free(sc); free(seen);
}
/* the shapes, on the tiles set now */
static void attn_tile_cases(int all) {
    static const int cf[][7] = { /* nh, n_kv, hd, T, hi0, window, cap */
        {2, 2, 64, 9, 0, 0, 9}, {4, 1, 64, 31, 5, 0, 40}, {2, 2, 64, 64, 0, 0, 64}, {4, 2, 64, 65, 0, 0, 80}, {2, 1, 64, 100, 17, 0, 200},
        {4, 1, 64, 100, 30, 16, 40},    /* window shorter than T: a ring of 40 under a span of 130 */
        {2, 2, 64, 65, 100, 200, 300},  /* window longer than T, after 100 cached positions */
        {8, 2, 256, 33, 12, 0, 64}, {2, 1, 256, 100, 40, 24, 64}, {4, 4, 256, 64, 3, 0, 67},
        {2, 1, 512, 31, 9, 0, 40}, {4, 2, 512, 65, 0, 20, 32}, {2, 2, 512, 17, 300, 512, 330},
        {3, 1, 24, 40, 0, 0, 40}, {2, 2, 80, 47, 6, 9, 30}, {2, 1, 130, 20, 0, 0, 20}, /* no multiple of 4, of a slice */
        {2, 1, 64, 20, 3000, 0, 3100}, {4, 2, 256, 12, 2000, 0, 2050}, {2, 1, 512, 9, 700, 256, 300}, /* a long cache, few tokens */
        /* Gemma 4 E2B's full layer (8 heads on one KV head); 16 heads on one (two workgroups of 8 for
           attn_gq.comp); 3 heads a KV head at 96 dims, over more positions than its pass of 128 */
        {8, 1, 512, 40, 0, 0, 40}, {16, 1, 64, 20, 20, 0, 40}, {6, 2, 96, 30, 200, 0, 240}};
    int c;
    for (c = 0; c < (int)(sizeof cf / sizeof cf[0]); c++)
        if (all || c % 3 == 0 || cf[c][2] == 512) check_attn_tile(cf[c][0], cf[c][1], cf[c][2], cf[c][3], cf[c][4], cf[c][5], cf[c][6]);
}
static void attn_tiles_set(const uint32_t (*at)[4]) {
    drop_pipes(OX__VK_ATTN_TILE);
    memcpy(vk->at, at, sizeof vk->at);
}
static void test_vk_attn_tile(void) {
    static const uint32_t tiles[][4] = {{16, 16, 16, 64}, {64, 16, 32, 128}, {32, 32, 64, 128}, {32, 32, 32, 128}, {8, 8, 8, 16}};
    uint32_t keep[4][4], at[4][4], groups = vk->attn_groups;
    int i, v;
    memcpy(keep, vk->at, sizeof keep);
    tile_worst = 0; tile_runs = 0; tile_split_runs = 0; gq_runs = 0;
    for (v = 0; v < 4; v++) CHECK_MSG(ox__vk_attn_tile_fits(vk, vk->at[v], 64u << v), "the device's attention tile %g does not fit", v, 0);
    attn_tile_cases(1);
    for (i = 0; i < (int)(sizeof tiles / sizeof tiles[0]); i++) { /* each tile where it fits, the device's elsewhere */
        memcpy(at, keep, sizeof at);
        for (v = 0; v < 4; v++) if (ox__vk_attn_tile_fits(vk, tiles[i], 64u << v)) memcpy(at[v], tiles[i], sizeof at[v]);
        attn_tiles_set((const uint32_t(*)[4])at);
        attn_tile_cases(0);
    }
    attn_tiles_set((const uint32_t(*)[4])keep);
    CHECK_MSG(groups || tile_split_runs == 0, "tiled attention: %g runs in parts with attn_groups %g", tile_split_runs, groups);
    vk->attn_groups = 1000;
    tile_split_runs = 0; /* a GPU's own attn_groups split some of the runs above */
    attn_tile_cases(1);
    vk->attn_groups = groups;
    CHECK_MSG(tile_split_runs == 20, "tiled attention: %g of 22 shapes in parts (2 are one chunk)", tile_split_runs, 0);
    /* every shape of 2 or more heads a KV head on a CPU device (attn_groups 0); on a GPU those of
       128 workgroups or more (each run checked above) */
    CHECK_MSG(!vk->subgroups || vk->props.limits.maxComputeSharedMemorySize < OX__VK_GQ_SMEM(2) || gq_runs >= (groups ? 1 : 20),
              "attention: %g runs took attn_gq.comp (subgroups %g)", gq_runs, vk->subgroups);
    if (test_verbose) fprintf(stderr, "  tiled attention: %d runs (%d in parts), worst %.3g\n", tile_runs, tile_split_runs, tile_worst);
}
/* OXINFER_VULKAN_ATTN_TILE: a tile is taken for the head dims it fits, anything else leaves the
   device's own; OXINFER_VULKAN_ATTN=row keeps attn.comp; OXINFER_VULKAN_ATTN_GROUPS a count */
static void test_vk_attn_tile_env(void) {
    static const char *const bad[] = {"32,32,32", "32,32,30,128", "32,32,32,128,1", "0,32,32,128", "40,32,32,128", "a", "", "32,32,32,-128",
                                      "2048,32,32,128"};
    uint32_t keep[4][4], want[4][4];
    int keep_row = vk->attn_row, keep_gq = vk->attn_gq, i, v;
    uint32_t keep_groups = vk->attn_groups, want_groups;
    const char *o1 = getenv("OXINFER_VULKAN_ATTN_TILE"), *o2 = getenv("OXINFER_VULKAN_ATTN"), *o3 = getenv("OXINFER_VULKAN_ATTN_GROUPS");
    char *old1 = o1 ? strdup(o1) : NULL, *old2 = o2 ? strdup(o2) : NULL, *old3 = o3 ? strdup(o3) : NULL;
    memcpy(keep, vk->at, sizeof keep);
    unsetenv("OXINFER_VULKAN_ATTN_TILE"); unsetenv("OXINFER_VULKAN_ATTN"); unsetenv("OXINFER_VULKAN_ATTN_GROUPS");
    ox__vk_attn_choose(vk);
    memcpy(want, vk->at, sizeof want);
    want_groups = vk->attn_groups;
    CHECK(vk->attn_row == 1 && vk->attn_gq == vk->subgroups); /* attn.comp (attn_gq.comp where it can) unless asked */
    setenv("OXINFER_VULKAN_ATTN_GROUPS", "7", 1);
    ox__vk_attn_choose(vk);
    CHECK(vk->attn_groups == 7);
    setenv("OXINFER_VULKAN_ATTN_GROUPS", "-3", 1); /* not a count: the default stays */
    ox__vk_attn_choose(vk);
    CHECK(vk->attn_groups == want_groups);
    unsetenv("OXINFER_VULKAN_ATTN_GROUPS");
    setenv("OXINFER_VULKAN_ATTN_TILE", "32,16,16,64", 1); setenv("OXINFER_VULKAN_ATTN", "row", 1);
    ox__vk_attn_choose(vk);
    for (v = 0; v < 3; v++) CHECK(vk->at[v][0] == 32 && vk->at[v][1] == 16 && vk->at[v][2] == 16 && vk->at[v][3] == 64);
    CHECK(!memcmp(vk->at[3], want[3], sizeof want[3])); /* 512 dims: 256 output floats a thread, more than 128 */
    CHECK(vk->attn_row == 1 && vk->attn_gq == 0);
    setenv("OXINFER_VULKAN_ATTN", "tile", 1);
    for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
        setenv("OXINFER_VULKAN_ATTN_TILE", bad[i], 1);
        ox__vk_attn_choose(vk);
        CHECK_MSG(!memcmp(vk->at, want, sizeof want) && vk->attn_row == 0, "OXINFER_VULKAN_ATTN_TILE entry %g taken (BQ %g)", i, vk->at[0][0]);
    }
    if (old1) setenv("OXINFER_VULKAN_ATTN_TILE", old1, 1); else unsetenv("OXINFER_VULKAN_ATTN_TILE");
    if (old2) setenv("OXINFER_VULKAN_ATTN", old2, 1); else unsetenv("OXINFER_VULKAN_ATTN");
    if (old3) setenv("OXINFER_VULKAN_ATTN_GROUPS", old3, 1);
    free(old1); free(old2); free(old3);
    memcpy(vk->at, keep, sizeof keep); vk->attn_row = keep_row; vk->attn_groups = keep_groups; vk->attn_gq = keep_gq;
}

/* The kernels composed into one step, as a Gemma 4 attention block records them: input norm, q/k/v
   linears, q and k norms with RoPE (k and v written into the cache at their positions), attention
   over the cache, the output linear, its norm and the residual add; one submission, the residual
   read back through a host-visible buffer. Against the same sequence of oxinfer.h's CPU kernels:
   |x - ref| <= 2e-5 (values of O(1); the error of each stage carries into the next). */
static void check_block(int T, int p0) {
    enum { H = 96, NH = 4, NKV = 2, HD = 32, CAP = 24 };
    const int QD = NH * HD, KD = NKV * HD, h = HD / 2;
    float *x = fnew((size_t)T * H), *xn = fnew((size_t)T * H), *q = fnew((size_t)T * QD), *k = fnew((size_t)T * KD);
    float *v = fnew((size_t)T * KD), *att = fnew((size_t)T * QD), *tmp = fnew((size_t)T * H), *out = fnew((size_t)T * H);
    float *Kc = fnew((size_t)CAP * KD), *Vc = fnew((size_t)CAP * KD), *tab = fnew((size_t)2 * T * h);
    float *nin = fnew(H), *npost = fnew(H), *nq = fnew(HD), *nk = fnew(HD);
    void *wq = wmake(OX__BF16, (size_t)QD * H), *wk = wmake(OX__BF16, (size_t)KD * H), *wv = wmake(OX__BF16, (size_t)KD * H);
    void *wo = wmake(OX__BF16, (size_t)H * QD);
    ox__vk_tensor tq, tk, tv, to;
    ox__vk_buf bx, bxn, bq, bk, bv, batt, btmp, bK, bV, btab, bnin, bnpost, bnq, bnk, bh;
    ox__vk_attn a;
    ox__attn_job j;
    ox__pool *pool = ox__pool_new(1, NULL);
    size_t pc = ox__attn_part_floats(1, NH, HD);
    float *part = fnew(pc);
    int t, i, r, ok = 0;
    double worst = 0;
    fill(x, (size_t)T * H, 2.0f); fill(Kc, (size_t)CAP * KD, 1.0f); fill(Vc, (size_t)CAP * KD, 1.0f);
    fill(nin, H, 1.0f); fill(npost, H, 1.0f); fill(nq, HD, 1.0f); fill(nk, HD, 1.0f);
    for (t = 0; t < T; t++)
        for (i = 0; i < h; i++) {
            float ang = (float)(p0 + t) * (1.0f / powf(10000.0f, (float)(2 * i) / (float)HD));
            tab[(size_t)t * h + i] = (float)cos((double)ang);
            tab[(size_t)T * h + (size_t)t * h + i] = (float)sin((double)ang);
        }
    memset(&tq, 0, sizeof tq); memset(&tk, 0, sizeof tk); memset(&tv, 0, sizeof tv); memset(&to, 0, sizeof to);
    memset(&bx, 0, sizeof bx); bxn = bq = bk = bv = batt = btmp = bK = bV = btab = bnin = bnpost = bnq = bnk = bh = bx;
    if (ox__vk_tensor_upload(vk, &tq, wq, OX__BF16, QD, H, "q") == OX_OK && ox__vk_tensor_upload(vk, &tk, wk, OX__BF16, KD, H, "k") == OX_OK &&
        ox__vk_tensor_upload(vk, &tv, wv, OX__BF16, KD, H, "v") == OX_OK && ox__vk_tensor_upload(vk, &to, wo, OX__BF16, H, QD, "o") == OX_OK &&
        gbuf(&bx, x, (size_t)T * H) && gbuf(&bxn, NULL, (size_t)T * H) && gbuf(&bq, NULL, (size_t)T * QD) && gbuf(&bk, NULL, (size_t)T * KD) &&
        gbuf(&bv, NULL, (size_t)T * KD) && gbuf(&batt, NULL, (size_t)T * QD) && gbuf(&btmp, NULL, (size_t)T * H) &&
        gbuf(&bK, Kc, (size_t)CAP * KD) && gbuf(&bV, Vc, (size_t)CAP * KD) && gbuf(&btab, tab, (size_t)2 * T * h) &&
        gbuf(&bnin, nin, H) && gbuf(&bnpost, npost, H) && gbuf(&bnq, nq, HD) && gbuf(&bnk, nk, HD) &&
        ox__vk_buf_new(vk, &bh, (size_t)T * H * 4, 1, "readback") == OX_OK && ox__vk_step_begin(vk) == OX_OK) {
        uint32_t slot = (uint32_t)p0 * KD;
        ox__vk_rmsnorm(vk, &bxn, 0, H, &bx, 0, H, &bnin, 0, H, (uint32_t)T, 1e-6f);
        ox__vk_matmul(vk, &bq, 0, (uint32_t)QD, &bxn, 0, H, &tq, (uint32_t)T);
        ox__vk_matmul(vk, &bk, 0, (uint32_t)KD, &bxn, 0, H, &tk, (uint32_t)T);
        ox__vk_matmul(vk, &bv, 0, (uint32_t)KD, &bxn, 0, H, &tv, (uint32_t)T);
        ox__vk_rmsnorm_rope(vk, &bq, 0, HD, &bq, 0, HD, &bnq, 0, HD, (uint32_t)(T * NH), 1e-6f, &btab, 0, (uint32_t)(T * h), HD, NH);
        ox__vk_rmsnorm_rope(vk, &bK, slot, HD, &bk, 0, HD, &bnk, 0, HD, (uint32_t)(T * NKV), 1e-6f, &btab, 0, (uint32_t)(T * h), HD,
                            NKV); /* k into its slots */
        ox__vk_rmsnorm(vk, &bV, slot, HD, &bv, 0, HD, NULL, 0, HD, (uint32_t)(T * NKV), 1e-6f);
        memset(&a, 0, sizeof a);
        a.q = &bq; a.k = &bK; a.v = &bV; a.out = &batt;
        a.T = (uint32_t)T; a.hi0 = (uint32_t)p0; a.cap = CAP; a.nh = NH; a.n_kv = NKV; a.hd = HD; a.scale = 1.0f;
        ox__vk_attention(vk, &a);
        ox__vk_matmul(vk, &btmp, 0, H, &batt, 0, (uint32_t)QD, &to, (uint32_t)T);
        ox__vk_rmsnorm(vk, &btmp, 0, H, &btmp, 0, H, &bnpost, 0, H, (uint32_t)T, 1e-6f);
        ox__vk_add(vk, &bx, 0, &bx, 0, &btmp, 0, (uint32_t)(T * H), 1.0f, 1.0f);
        ox__vk_copy(vk, &bh, 0, &bx, 0, (VkDeviceSize)T * H * 4);
        ok = ox__vk_step_end(vk) == OX_OK;
        if (ok) memcpy(out, bh.map, (size_t)T * H * 4);
        /* one a call: the q and k norms carry their RoPE; on cooperative matrices two more, x's
           scales, once for q, k and v (one x) and once for o */
        CHECK(vk->n_dispatch == (vk->coopmat && T > OX__VK_SMALL_T ? 13u : 11u));
    }
    CHECK(ok && pool);
    /* the same on the CPU */
    ox__rmsnorm_rows(xn, x, nin, T, H, 1e-6f);
    ox__matmul_scalar(q, QD, xn, H, wq, H, T, 0, QD, OX__BF16);
    ox__matmul_scalar(k, KD, xn, H, wk, H, T, 0, KD, OX__BF16);
    ox__matmul_scalar(v, KD, xn, H, wv, H, T, 0, KD, OX__BF16);
    for (t = 0; t < T; t++) {
        const float *cs = tab + (size_t)t * h, *sn = tab + (size_t)T * h + (size_t)t * h;
        for (r = 0; r < NH; r++) {
            float *qh = q + ((size_t)t * NH + r) * HD;
            ox__rmsnorm(qh, qh, nq, HD, 1e-6f);
            ox__rope_apply(qh, cs, sn, HD);
        }
        for (r = 0; r < NKV; r++) {
            float *kd = Kc + (size_t)(p0 + t) * KD + (size_t)r * HD, *vd = Vc + (size_t)(p0 + t) * KD + (size_t)r * HD;
            ox__rmsnorm(kd, k + (size_t)t * KD + (size_t)r * HD, nk, HD, 1e-6f);
            ox__rope_apply(kd, cs, sn, HD);
            ox__rmsnorm(vd, v + (size_t)t * KD + (size_t)r * HD, NULL, HD, 1e-6f);
        }
    }
    if (pool) {
        memset(&j, 0, sizeof j);
        j.q = q; j.out = att; j.K = Kc; j.V = Vc; j.part = part; j.part_cap = pc; j.kern = ox__kernels_for(OX__ISA_SCALAR);
        j.T = T; j.hi0 = p0; j.cap = CAP; j.nH = NH; j.n_kv = NKV; j.hd = HD; j.scale = 1.0f;
        ox__attn_run(pool, &j);
        ox__pool_free(pool);
    }
    ox__matmul_scalar(tmp, H, att, QD, wo, QD, T, 0, H, OX__BF16);
    ox__rmsnorm_rows(tmp, tmp, npost, T, H, 1e-6f);
    for (i = 0; i < T * H; i++) {
        double e = fabs((double)out[i] - (x[i] + tmp[i]));
        if (e > worst) worst = e;
    }
    CHECK_MSG(ok && worst <= 2e-5, "attention block: error %g (T = %g)", worst, T);
    if (test_verbose) fprintf(stderr, "  attention block T=%d p0=%d: worst %.3g\n", T, p0, worst);
    ox__vk_tensor_free(vk, &tq); ox__vk_tensor_free(vk, &tk); ox__vk_tensor_free(vk, &tv); ox__vk_tensor_free(vk, &to);
    ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &bxn); ox__vk_buf_free(vk, &bq); ox__vk_buf_free(vk, &bk);
    ox__vk_buf_free(vk, &bv); ox__vk_buf_free(vk, &batt); ox__vk_buf_free(vk, &btmp); ox__vk_buf_free(vk, &bK);
    ox__vk_buf_free(vk, &bV); ox__vk_buf_free(vk, &btab); ox__vk_buf_free(vk, &bnin); ox__vk_buf_free(vk, &bnpost);
    ox__vk_buf_free(vk, &bnq); ox__vk_buf_free(vk, &bnk); ox__vk_buf_free(vk, &bh);
    free(x); free(xn); free(q); free(k); free(v); free(att); free(tmp); free(out); free(Kc); free(Vc); free(tab);
    free(nin); free(npost); free(nq); free(nk); free(wq); free(wk); free(wv); free(wo); free(part);
}
static void test_vk_block(void) { check_block(1, 7); check_block(5, 7); check_block(12, 0); }

/* ---- Gemma 4 on the Vulkan backend (ox_model_desc.backend) ----
   Every Gemma 4 fixture on the test device (handed over as the host's ox_vk_device, so the
   validation layer watches it) against transformers' reference, with the CPU tests' checks
   (tests/fixture.h): prefill logits within OX_TEST_ATOL and each layer's output, greedy tokens and
   decode logits with the prompt in one step and in steps of 5 (sliding rings wrap inside the prompt),
   cached decode equal to recompute, truncation and reset. */
static const char *const vk_fixtures[] = {"g4_e2b_like", "g4_f16", "g4_keqv_untied", "g4_moe_mm", "g4_sharded_f32"};
static double vk_model_maxdiff;

static int vk_quiet; /* a load expected to fail: no message */
static ox_model *vk_load(const char *dir, ox_backend_kind kind, ox_vk_device *dev, int gpu) {
    ox_model_desc md;
    ox_model *m = NULL;
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.n_threads = 1;
    md.backend = kind;
    md.vk_device = dev;
    md.gpu = gpu;
    if (ox_model_load(&md, &m) != OX_OK) {
        if (!vk_quiet) fprintf(stderr, "  load %s: %s\n", dir, ox_error_message());
        return NULL;
    }
    return m;
}

static void test_vk_gemma4(void) {
    fixture fx;
    ox_model *m;
    ox_context *a = NULL, *b = NULL;
    int32_t *all = NULL;
    float *dec = NULL;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = vk_load(fx.dir, OX_BACKEND_VULKAN, vk, 0);
    CHECK(m != NULL);
    if (!m) { fixture_close(&fx); return; }
    CHECK(strncmp(ox_model_device(m), "vulkan: ", 8) == 0);
    check_prefill(&fx, m, &vk_model_maxdiff);
    vk->head_rows = 3; /* the prompt's logits by the head in passes of 3 rows (ox__vk_head) */
    check_prefill(&fx, m, &vk_model_maxdiff);
    vk->head_rows = OX__VK_HEAD_ROWS;
    check_greedy(&fx, m, &vk_model_maxdiff);
    if (check_cached_decode(&fx, m, 4, &a, &b, &all, &dec)) check_truncate_reset(&fx, a, all, dec);
    ox_context_free(a);
    ox_context_free(b);
    free(all);
    free(dec);
    ox_model_free(m);
    fixture_close(&fx);
}

/* ---- Qwen 3.5 on the Vulkan backend ----
   Every Qwen 3.5 fixture (dense untied, the multimodal layout tied, MoE per expert) on the test
   device against transformers' reference with the checks of tests/fixture.h, then what the replay
   log must give: prefill in one step equal to steps of 7 and to n_batch 1 (the recurrence token by
   token, with the base moving); going back 1..8 positions from n_batch 8 (the last step's state and
   the base), refused before the base; speculative verification (k drafts in one step, truncate to
   the accepted ones) equal to plain greedy. */
static const char *const vk_q35_fixtures[] = {"q35_long_untied", "q35_mm_tied", "q35_moe"};

/* The prompt's logits in steps of `batch`; pieces > 0: the chunked delta rule in pieces of that
   many tokens (a multiple of 64; its default: the step's tokens in one), 0: the default, -1: the
   recurrence at every step. */
static float *vk_q35_prompt_logits(ox_model *m, const fixture *fx, int batch, int pieces) {
    ox_context *c = new_ctx(m, fx->P + fx->G + 8, batch);
    ox__vkq35state *st;
    float *out = NULL;
    if (!c) return NULL;
    st = (ox__vkq35state *)c->arch_state;
    if (batch > OX__VK_SMALL_T) CHECK_MSG(st->dc_T >= batch, "the chunked form takes %g tokens a piece, not the step's %g", st->dc_T, batch);
    if (pieces) st->dc_T = pieces > 0 && pieces < st->dc_T ? pieces : pieces < 0 ? 0 : st->dc_T;
    if (ox_eval(c, (const int32_t *)fx->prompt->data, fx->P, -1) == OX_OK && ox_logits_rows(c) == fx->P) {
        out = (float *)malloc((size_t)fx->P * fx->V * sizeof(float));
        if (out) memcpy(out, ox_logits(c, 0), (size_t)fx->P * fx->V * sizeof(float));
    }
    ox_context_free(c);
    return out;
}

static void test_vk_qwen35(void) {
    fixture fx;
    ox_model *m;
    ox_context *a = NULL, *b = NULL;
    int32_t *all = NULL;
    float *dec = NULL, *one, *rec, *p64, *b7, *b1;
    int n, back;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = vk_load(fx.dir, OX_BACKEND_VULKAN, vk, 0);
    CHECK(m != NULL);
    if (!m) { fixture_close(&fx); return; }
    CHECK(strncmp(ox_model_device(m), "vulkan: ", 8) == 0 && !strcmp(ox_model_arch(m), "qwen3_5"));
    check_prefill(&fx, m, &vk_model_maxdiff);
    vk->head_rows = 3; /* the prompt's logits by the head in passes of 3 rows (ox__vk_head) */
    check_prefill(&fx, m, &vk_model_maxdiff);
    vk->head_rows = OX__VK_HEAD_ROWS;
    check_greedy(&fx, m, &vk_model_maxdiff);
    if (check_cached_decode(&fx, m, 4, &a, &b, &all, &dec)) check_truncate_reset(&fx, a, all, dec);
    ox_context_free(a);
    ox_context_free(b);
    a = b = NULL;
    /* one-step prefill (the chunked delta rule) = the same step with the recurrence = the chunked
       form in pieces of 64 tokens = steps of 7 = a token a step (the recurrence, the base moving) */
    one = vk_q35_prompt_logits(m, &fx, fx.P, 0);
    rec = vk_q35_prompt_logits(m, &fx, fx.P, -1);
    p64 = vk_q35_prompt_logits(m, &fx, fx.P, 64);
    b7 = vk_q35_prompt_logits(m, &fx, 7, 0);
    b1 = vk_q35_prompt_logits(m, &fx, 1, 0);
    CHECK(one && rec && p64 && b7 && b1);
    if (one && rec && p64 && b7 && b1) {
        size_t nl = (size_t)fx.P * fx.V;
        double dr = max_abs_diff(one, rec, nl), dp = max_abs_diff(one, p64, nl), d7 = max_abs_diff(one, b7, nl), d1 = max_abs_diff(one, b1, nl);
        CHECK_MSG(dr <= 1e-4, "the chunked delta rule vs the recurrence in one step: %g", dr, 0);
        CHECK_MSG(dp == 0, "the chunked delta rule in pieces of 64 vs one piece (the same chunks): %g", dp, 0);
        CHECK_MSG(d7 <= 1e-4, "prefill in steps of 7 vs one step: %g", d7, 0);
        CHECK_MSG(d1 <= 1e-4, "prefill a token a step vs one step: %g", d1, 0);
        if (fx.P > 64) printf("Vulkan Qwen 3.5 (%s, %d tokens): chunked delta rule vs the recurrence %.3g, in pieces of 64 %.3g\n", test_fixture, fx.P, dr, dp);
    }
    free(one); free(rec); free(p64); free(b7); free(b1);
    /* the chunked form with 1, 4, 8 and 32 state columns a workgroup (vk->delta_lg 0, 2, 3, 5) = with
       16, bit for bit: a column's sums do not depend on the block it is in */
    {
        static const uint32_t lgs[] = {0, 2, 3, 5};
        uint32_t keep = vk->delta_lg;
        float *ref, *alt;
        int i;
        vk->delta_lg = 4;
        ref = vk_q35_prompt_logits(m, &fx, fx.P, 0);
        CHECK(ref != NULL);
        for (i = 0; ref && i < 4; i++) {
            if (OX__VK_DELTA_SMEM(1u << lgs[i]) > vk->props.limits.maxComputeSharedMemorySize) continue; /* as the host's check */
            vk->delta_lg = lgs[i];
            alt = vk_q35_prompt_logits(m, &fx, fx.P, 0);
            CHECK(alt != NULL);
            if (alt) CHECK_MSG(max_abs_diff(ref, alt, (size_t)fx.P * fx.V) == 0, "the chunked delta rule with %g columns a workgroup vs 16: %g",
                               1u << lgs[i], max_abs_diff(ref, alt, (size_t)fx.P * fx.V));
            free(alt);
        }
        free(ref);
        vk->delta_lg = keep;
    }
    /* n_batch 8, decoded a token a step: back by 1..8 and forward again; before the base refused */
    n = fx.P + fx.G;
    a = new_ctx(m, n + 8, 8);
    CHECK(a != NULL && all && dec);
    if (a && all && dec) {
        int j;
        uint64_t ahead0;
        CHECK(ox_eval(a, all, fx.P, 1) == OX_OK);
        ahead0 = vk->n_ahead;
        for (j = 0; j + 1 < fx.G; j++) CHECK(ox_eval(a, all + fx.P + j, 1, 1) == OX_OK);
        /* each of these steps was recorded ahead (the base moving through the log among them) */
        CHECK_MSG(vk->n_ahead - ahead0 == (uint64_t)(fx.G - 1), "%g of %g decode steps were recorded ahead", (double)(vk->n_ahead - ahead0), fx.G - 1);
        for (back = 1; back <= 8; back++) {
            CHECK(ox_truncate(a, n - 1 - back) == OX_OK);
            CHECK(ox_eval(a, all + n - 1 - back, back, 1) == OX_OK);
            if (ox_logits_rows(a) == 1) CHECK_MSG(max_abs_diff(ox_logits(a, 0), dec + (size_t)(fx.G - 1) * fx.V, (size_t)fx.V) <= 1e-4, "back by %g: logits differ", back, 0);
        }
        CHECK(ox_truncate(a, n - 1 - 17) == OX_ERR_LIMIT && strstr(ox_error_message(), "linear-attention") != NULL);
        CHECK(ox_context_position(a) == n - 1);
        CHECK(ox_truncate(a, n - 2) == OX_OK && ox_eval(a, all + n - 2, 1, 1) == OX_OK);
        if (ox_logits_rows(a) == 1) CHECK(max_abs_diff(ox_logits(a, 0), dec + (size_t)(fx.G - 1) * fx.V, (size_t)fx.V) <= 1e-4);
    }
    ox_context_free(a);
    /* speculative verification: [g[done], k drafts of which the first `good` are right], keep those */
    a = new_ctx(m, fx.P + fx.G + 16, 9);
    CHECK(a != NULL);
    if (a) {
        const int32_t *g = (const int32_t *)fx.greedy->data;
        int done = 0, round = 0, pos = fx.P;
        CHECK(ox_eval(a, (const int32_t *)fx.prompt->data, fx.P, 1) == OX_OK);
        while (done + 1 < fx.G) {
            int32_t in[9];
            int k = 1 + (round * 3) % 8, good = round % (k + 1), i;
            if (done + 1 + k > fx.G - 1) k = fx.G - 2 - done;
            if (k < 0) k = 0;
            if (good > k) good = k;
            in[0] = g[done];
            for (i = 1; i <= k; i++) in[i] = i <= good ? g[done + i] : (g[done + i] + 7) % fx.V;
            CHECK(ox_eval(a, in, k + 1, -1) == OX_OK && ox_logits_rows(a) == k + 1);
            for (i = 0; i <= good && done + 1 + i < fx.G && ox_logits_rows(a) == k + 1; i++) {
                const float *ref = (const float *)fx.greedy_logits->data + (size_t)(done + 1 + i) * fx.V;
                CHECK_MSG(ox__argmax(ox_logits(a, i), fx.V) == g[done + 1 + i] && max_abs_diff(ox_logits(a, i), ref, (size_t)fx.V) <= OX_TEST_ATOL,
                          "verification round %g row %g", round, i);
            }
            CHECK(ox_truncate(a, pos + 1 + good) == OX_OK);
            pos += 1 + good;
            done += 1 + good;
            round++;
        }
        CHECK(round > 3);
    }
    ox_context_free(a);
    free(all);
    free(dec);
    ox_model_free(m);
    fixture_close(&fx);
}

/* The model's own device: OX_BACKEND_VULKAN with gpu = the test device's index + 1 (a CPU
   implementation is taken when asked for by index), and it is freed with the model. */
static void test_vk_own_device(void) {
    fixture fx;
    ox_vk_info info;
    ox_model *m;
    ox_vk_device_info(vk, &info);
    if (info.index < 0 || !fixture_open(&fx, "g4_e2b_like")) return;
    m = vk_load(fx.dir, OX_BACKEND_VULKAN, NULL, info.index + 1);
    CHECK(m != NULL);
    if (m) {
        CHECK(strstr(ox_model_device(m), info.name) != NULL);
        check_prefill(&fx, m, &vk_model_maxdiff);
        ox_model_free(m);
    }
    fixture_close(&fx);
}

/* ---- a device lost mid-generation ----
   The loss is made by the device's function table: its vkWaitForFences and vkGetFenceStatus (or
   vkQueueSubmit) replaced by ones that let the step run, then answer VK_ERROR_DEVICE_LOST, as a
   driver does after a GPU reset (the submit variant submits nothing); the wait variant with the
   fence polled first (the default) or a blocking wait alone (OXINFER_VULKAN_SPIN_US=0). What must follow: the step fails with
   OX_ERR_DEVICE_LOST naming the call; every later step of every context on that device fails the
   same way, and so does going back (ox_truncate past 0); ox_reset gives a context that runs again,
   on a new device, with the prompt's logits bit for bit those of before the loss (the same driver
   and kernels) and the fixture's greedy tokens against transformers; a context made after the loss
   runs too; the old device goes with the last context that held it. The validation layer watches
   both devices of the model (own devices take it through OXINFER_VULKAN_VALIDATION) and reports
   nothing. A device handed over by the host is not made again: its loss stays an error, reset or
   not (the message says to load the model again), and no context can be made on that model. */
static void log_to_stderr(ox_log_level level, const char *msg, void *user) {
    (void)user;
    if (level <= OX_LOG_WARN || test_verbose) fprintf(stderr, "  [vulkan] %s\n", msg);
}
static PFN_vkWaitForFences vk_real_wait;
static PFN_vkGetFenceStatus vk_real_status;
static int vk_lose_after; /* finished steps still reported */
static VkResult VKAPI_PTR vk_lose_wait(VkDevice dev, uint32_t n, const VkFence *f, VkBool32 all, uint64_t t) {
    VkResult r = vk_real_wait(dev, n, f, all, t);
    return r == VK_SUCCESS && vk_lose_after-- <= 0 ? VK_ERROR_DEVICE_LOST : r;
}
static VkResult VKAPI_PTR vk_lose_status(VkDevice dev, VkFence f) {
    VkResult r = vk_real_status(dev, f);
    return r == VK_SUCCESS && vk_lose_after-- <= 0 ? VK_ERROR_DEVICE_LOST : r;
}
static VkResult VKAPI_PTR vk_lose_submit(VkQueue q, uint32_t n, const VkSubmitInfo *si, VkFence f) {
    (void)q; (void)n; (void)si; (void)f;
    return VK_ERROR_DEVICE_LOST;
}
static void vk_lose(ox_vk_device *d, int at_submit, int after) {
    if (at_submit) d->fn.vkQueueSubmit = vk_lose_submit;
    else {
        vk_real_wait = d->fn.vkWaitForFences; d->fn.vkWaitForFences = vk_lose_wait;
        vk_real_status = d->fn.vkGetFenceStatus; d->fn.vkGetFenceStatus = vk_lose_status;
        vk_lose_after = after;
    }
}
/* the last row of the prompt's logits in c (reset first), copied to out */
static int vk_prompt_last(ox_context *c, const fixture *fx, float *out) {
    if (ox_eval(c, (const int32_t *)fx->prompt->data, fx->P, 1) != OX_OK) return 0;
    memcpy(out, ox_logits(c, 0), (size_t)fx->V * sizeof(float));
    return 1;
}
/* at_submit 0: the loss at the wait, with the fence polled (spin_us of a second) or not (poll 0) */
static void vk_lost_fixture(const char *name, int at_submit, int poll) {
    fixture fx;
    ox_vk_info info;
    ox_model *m;
    ox_context *a, *b, *c;
    ox__vk_home *old, *now;
    float *ref = NULL, *got = NULL, *ref_b = NULL;
    int32_t tok = 1;
    ox_result r;
    ox_vk_device_info(vk, &info);
    if (info.index < 0) return;
    if (!fixture_open(&fx, name)) { CHECK(0); return; }
    if (vk_validation) setenv("OXINFER_VULKAN_VALIDATION", "1", 1);
    m = vk_load(fx.dir, OX_BACKEND_VULKAN, NULL, info.index + 1);
    CHECK(m != NULL);
    if (!m) { unsetenv("OXINFER_VULKAN_VALIDATION"); fixture_close(&fx); return; }
    ref = fnew((size_t)fx.V); got = fnew((size_t)fx.V); ref_b = fnew((size_t)fx.V);
    a = new_ctx(m, fx.P + fx.G + 8, 8);
    b = new_ctx(m, fx.P + fx.G + 8, fx.P);
    CHECK(a && b && vk_prompt_last(a, &fx, ref) && vk_prompt_last(b, &fx, ref_b));
    old = (ox__vk_home *)m->backend_data;
    old->dev->spin_us = poll ? 1000000 : 0;
    vk_lose(old->dev, at_submit, 0);
    r = ox_eval(a, &tok, 1, 1);
    CHECK_MSG(r == OX_ERR_DEVICE_LOST, "the step after the loss gave %g, expected %g", r, OX_ERR_DEVICE_LOST);
    CHECK(strstr(ox_error_message(), at_submit ? "vkQueueSubmit" : poll ? "vkGetFenceStatus" : "vkWaitForFences") &&
          strstr(ox_error_message(), "ox_reset"));
    CHECK(old->dev->lost && ox_context_position(a) == fx.P && ox_logits_rows(a) == 0);
    CHECK(ox_eval(a, &tok, 1, 1) == OX_ERR_DEVICE_LOST);
    CHECK(ox_eval(b, &tok, 1, 1) == OX_ERR_DEVICE_LOST && ox_context_position(b) == fx.P);
    CHECK(ox_truncate(a, fx.P - 1) == OX_ERR_DEVICE_LOST && ox_context_position(a) == fx.P);
    /* reset: a new device, the same numbers */
    ox_reset(a);
    now = (ox__vk_home *)m->backend_data;
    CHECK(ox_context_position(a) == 0 && now != old && !now->dev->lost && now->dev != old->dev);
    CHECK(!vk_validation || (old->dev->messenger && now->dev->messenger)); /* the layer watches both */
    CHECK(old->refs == 1); /* b's */
    CHECK(vk_prompt_last(a, &fx, got) && memcmp(got, ref, (size_t)fx.V * sizeof(float)) == 0);
    c = new_ctx(m, fx.P + fx.G + 8, 4);
    CHECK(c && vk_prompt_last(c, &fx, got) && memcmp(got, ref, (size_t)fx.V * sizeof(float)) == 0);
    check_greedy(&fx, m, &vk_model_maxdiff);
    CHECK(ox_eval(b, &tok, 1, 1) == OX_ERR_DEVICE_LOST); /* not reset yet */
    if (vk_validation) CHECK_MSG(ox_vk_validation_messages(old->dev) == 0, "the lost device's validation layer reported %g messages", ox_vk_validation_messages(old->dev), 0);
    ox_reset(b); /* the old upload and device go */
    CHECK(ox_context_position(b) == 0 && vk_prompt_last(b, &fx, got) && memcmp(got, ref_b, (size_t)fx.V * sizeof(float)) == 0);
    CHECK(now->refs == 4); /* the model, a, b, c */
    if (vk_validation) CHECK_MSG(ox_vk_validation_messages(now->dev) == 0, "the new device's validation layer reported %g messages", ox_vk_validation_messages(now->dev), 0);
    if (!strcmp(name, "g4_e2b_like")) { /* lost while drafting, 5 submissions into a generation */
        char dir[600];
        ox_model *dm;
        snprintf(dir, sizeof dir, "%s/g4_draft_centroid", fixture_root());
        dm = vk_load(dir, OX_BACKEND_VULKAN, NULL, info.index + 1);
        CHECK(dm != NULL);
        if (dm) {
            ox_context *e = new_ctx(m, 128, 8);
            ox_generate_desc gd;
            ox_generate_stats st;
            int32_t out[64];
            memset(&gd, 0, sizeof gd);
            memset(&st, 0, sizeof st);
            gd.prompt = (const int32_t *)fx.prompt->data;
            gd.n_prompt = fx.P;
            gd.max_tokens = fx.G < 64 ? fx.G : 64;
            gd.draft = dm;
            gd.n_draft = 3;
            vk_lose(now->dev, 0, 5);
            CHECK(e && ox_generate(e, &gd, out, &st) == OX_ERR_DEVICE_LOST && now->dev->lost);
            ox_reset(e);
            memset(out, 0, sizeof out);
            memset(&st, 0, sizeof st);
            CHECK(e && ox_generate(e, &gd, out, &st) == OX_OK && st.draft_rounds > 0);
            CHECK_MSG(!memcmp(out, fx.greedy->data, (size_t)gd.max_tokens * sizeof(int32_t)), "drafting after the loss: the output differs from greedy", 0, 0);
            if (vk_validation && e) CHECK(ox_vk_validation_messages(((ox__vk_home *)m->backend_data)->dev) == 0);
            ox_context_free(e);
            ox_model_free(dm);
        }
    }
    ox_context_free(a); ox_context_free(b); ox_context_free(c);
    ox_model_free(m);
    unsetenv("OXINFER_VULKAN_VALIDATION");
    free(ref); free(got); free(ref_b);
    fixture_close(&fx);
}
static void test_vk_device_lost(void) {
    ox_vk_desc vd;
    ox_vk_device *g = NULL;
    ox_vk_info info;
    fixture fx;
    vk_lost_fixture("g4_e2b_like", 0, 1);
    vk_lost_fixture("q35_long_untied", 1, 0);
    vk_lost_fixture("g4_moe_mm", 1, 0);
    vk_lost_fixture("q35_moe", 0, 0);
    /* the host's device */
    ox_vk_device_info(vk, &info);
    if (info.index < 0 || !fixture_open(&fx, "g4_e2b_like")) return;
    memset(&vd, 0, sizeof vd);
    vd.allow_cpu = 1; vd.device = info.index + 1; vd.validation = vk_validation; vd.logger.func = log_to_stderr;
    CHECK(ox_vk_device_new(&vd, &g) == OX_OK);
    if (g) {
        ox_model *m = vk_load(fx.dir, OX_BACKEND_VULKAN, g, 0);
        ox_context *a = m ? new_ctx(m, fx.P + 8, fx.P) : NULL, *b = NULL;
        float *l = fnew((size_t)fx.V);
        int32_t tok = 1;
        CHECK(a && vk_prompt_last(a, &fx, l));
        vk_lose(g, 0, 0);
        CHECK(a && ox_eval(a, &tok, 1, 1) == OX_ERR_DEVICE_LOST);
        ox_reset(a); /* refused: the position stays */
        CHECK(a && ox_context_position(a) == fx.P && ox_eval(a, &tok, 1, 1) == OX_ERR_DEVICE_LOST && strstr(ox_error_message(), "handed to ox_model_load"));
        CHECK(a && ox_truncate(a, 0) == OX_ERR_DEVICE_LOST && strstr(ox_error_message(), "load the model again"));
        if (m) {
            ox_context_desc cd;
            memset(&cd, 0, sizeof cd);
            cd.n_ctx = fx.P + 8;
            CHECK(ox_context_new(m, &cd, &b) == OX_ERR_DEVICE_LOST && b == NULL);
        }
        if (vk_validation) CHECK(ox_vk_validation_messages(g) == 0);
        ox_context_free(a);
        ox_model_free(m);
        free(l);
        ox_vk_device_free(g);
    }
    fixture_close(&fx);
}

/* auto without a GPU (a CPU implementation is never chosen by itself) runs on the CPU. */
static void test_vk_auto_cpu_device(void) {
    ox_vk_info info;
    ox_model *m;
    char dir[600];
    ox_vk_device_info(vk, &info);
    if (info.type != VK_PHYSICAL_DEVICE_TYPE_CPU || getenv("OXINFER_VULKAN_DEVICE")) return;
    {   /* only where no GPU is present at all */
        ox_vk_desc d;
        ox_vk_device *g = NULL;
        memset(&d, 0, sizeof d);
        if (ox_vk_device_new(&d, &g) == OX_OK) { ox_vk_device_free(g); return; }
    }
    snprintf(dir, sizeof dir, "%s/g4_e2b_like", fixture_root());
    m = vk_load(dir, OX_BACKEND_AUTO, NULL, 0);
    CHECK(m != NULL && strncmp(ox_model_device(m), "cpu", 3) == 0);
    ox_model_free(m);
    vk_quiet = 1;
    CHECK(vk_load(dir, OX_BACKEND_VULKAN, NULL, 0) == NULL && strstr(ox_error_message(), "no GPU") != NULL);
    vk_quiet = 0;
}

/* Speculative decoding on Vulkan (target g4_e2b_like, each drafter fixture loaded on the same
   device): the greedy output equals transformers' greedy tokens for draft lengths 1, 3, 7 and
   n_batch 8 and 3, as tests/test_drafter.c checks on the CPU. */
static void test_vk_draft(void) {
    static const char *const drafters[] = {"g4_draft_plain", "g4_draft_centroid", "g4_draft_trained"};
    static const int ks[] = {1, 3, 7}, bs[] = {8, 3};
    fixture fx;
    ox_model *t, *d;
    char dir[600];
    int di, ki, bi;
    if (!fixture_open(&fx, "g4_e2b_like")) { CHECK(0); return; }
    t = vk_load(fx.dir, OX_BACKEND_VULKAN, vk, 0);
    CHECK(t != NULL);
    for (di = 0; t && di < 3; di++) {
        snprintf(dir, sizeof dir, "%s/%s", fixture_root(), drafters[di]);
        d = vk_load(dir, OX_BACKEND_VULKAN, vk, 0);
        CHECK(d != NULL && strncmp(ox_model_device(d), "vulkan", 6) == 0);
        for (ki = 0; d && ki < 3; ki++)
            for (bi = 0; bi < 2; bi++) {
                ox_context *c = new_ctx(t, 128, bs[bi]);
                ox_generate_desc gd;
                ox_generate_stats st;
                int32_t out[64];
                memset(&st, 0, sizeof st);
                memset(&gd, 0, sizeof gd);
                memset(out, 0, sizeof out);
                gd.prompt = (const int32_t *)fx.prompt->data;
                gd.n_prompt = fx.P;
                gd.max_tokens = fx.G < 64 ? fx.G : 64;
                gd.draft = d;
                gd.n_draft = ks[ki];
                CHECK(c && ox_generate(c, &gd, out, &st) == OX_OK);
                CHECK_MSG(c && !memcmp(out, fx.greedy->data, (size_t)gd.max_tokens * sizeof(int32_t)), "drafter %g, K %g: output differs from greedy", di, ks[ki]);
                if (c) CHECK(st.draft_rounds > 0 && ox_context_position(c) == fx.P + gd.max_tokens - 1);
                ox_context_free(c);
            }
        ox_model_free(d);
    }
    ox_model_free(t);
    fixture_close(&fx);
}

/* No Vulkan at all (the loader pointed at a driver list that does not exist): vulkan is refused
   with the reason, auto runs on the CPU, cpu is the CPU. Runs before the test device is made. */
static void test_vk_backend_fallback(void) {
#if !defined(_WIN32)
    const char *vars[2] = {"VK_DRIVER_FILES", "VK_ICD_FILENAMES"};
    char *old[2], dir[600];
    ox_model *m;
    int i;
    for (i = 0; i < 2; i++) {
        const char *o = getenv(vars[i]);
        old[i] = o ? strdup(o) : NULL;
        setenv(vars[i], "/nonexistent/oxinfer_no_icd.json", 1);
    }
    snprintf(dir, sizeof dir, "%s/g4_e2b_like", fixture_root());
    vk_quiet = 1;
    CHECK(vk_load(dir, OX_BACKEND_VULKAN, NULL, 0) == NULL);
    vk_quiet = 0;
    {
        ox_model_desc md;
        ox_model *m2 = NULL;
        memset(&md, 0, sizeof md);
        md.path = dir;
        md.backend = OX_BACKEND_VULKAN;
        CHECK(ox_model_load(&md, &m2) == OX_ERR_UNSUPPORTED && m2 == NULL && strstr(ox_error_message(), "Vulkan: ") != NULL);
        md.backend = (ox_backend_kind)7;
        CHECK(ox_model_load(&md, &m2) == OX_ERR_ARG && m2 == NULL);
    }
    m = vk_load(dir, OX_BACKEND_AUTO, NULL, 0);
    CHECK(m != NULL && strncmp(ox_model_device(m), "cpu (", 5) == 0);
    ox_model_free(m);
    m = vk_load(dir, OX_BACKEND_CPU, NULL, 0);
    CHECK(m != NULL && strncmp(ox_model_device(m), "cpu (", 5) == 0);
    ox_model_free(m);
    for (i = 0; i < 2; i++) {
        if (old[i]) setenv(vars[i], old[i], 1);
        else unsetenv(vars[i]);
        free(old[i]);
    }
#endif
}

/* The shipped model generates the same greedy text on both backends, and with its assistant on
   Vulkan speculative decoding gives that text too; a drafter on the CPU with a target on Vulkan is
   refused, cleanly. */
static void test_vk_shipped(void) {
    char dir[600], ddir[600];
    ox_model *mc, *mv, *dm;
    int32_t prompt[4] = {2, 3937, 324, 2658}; /* "In the beginning" (models/kjv-gemma4/reference.json) */
    int32_t outc[48], outv[48];
    ox_generate_stats sc, sv;
    ox_generate_desc gd;
    ox_context *cc, *cv;
    ox_result r;
    int i, same = 1;
    snprintf(dir, sizeof dir, "%s/kjv-gemma4", models_root());
    snprintf(ddir, sizeof ddir, "%s/kjv-gemma4-assistant", models_root());
    mc = vk_load(dir, OX_BACKEND_CPU, NULL, 0);
    mv = vk_load(dir, OX_BACKEND_VULKAN, vk, 0);
    CHECK(mc && mv);
    if (!mc || !mv) { ox_model_free(mc); ox_model_free(mv); return; }
    cc = new_ctx(mc, 256, 64);
    cv = new_ctx(mv, 256, 64);
    CHECK(cc && cv);
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = 4; gd.max_tokens = 48; gd.ignore_eos = 1;
    memset(outc, 0, sizeof outc); memset(outv, 0, sizeof outv);
    if (cc && cv) {
        uint64_t ahead0 = vk->n_ahead;
        CHECK(ox_generate(cc, &gd, outc, &sc) == OX_OK);
        CHECK(ox_generate(cv, &gd, outv, &sv) == OX_OK);
        CHECK(sc.n_generated == 48 && sv.n_generated == 48);
        /* every decode step after the first was recorded ahead, while the one before it ran */
        CHECK_MSG(vk->n_ahead - ahead0 >= 46, "%g of %g decode steps were recorded ahead", (double)(vk->n_ahead - ahead0), 47);
        for (i = 0; i < 48; i++) same &= outc[i] == outv[i];
        CHECK_MSG(same, "greedy tokens differ between the CPU and Vulkan (%g of %g)", i, 48);
        dm = vk_load(ddir, OX_BACKEND_VULKAN, vk, 0);
        CHECK(dm != NULL);
        if (dm) {
            ox_generate_stats sd;
            int32_t outd[48];
            ox_reset(cv);
            gd.draft = dm;
            gd.n_draft = 4;   /* fixed: the adaptive choice may draft nothing on a target this small */
            memset(outd, 0, sizeof outd);
            CHECK(ox_generate(cv, &gd, outd, &sd) == OX_OK);
            CHECK_MSG(!memcmp(outd, outv, sizeof outd), "speculative decoding on Vulkan differs from plain greedy (%g accepted of %g)", sd.accepted, sd.drafted);
            CHECK(sd.draft_rounds > 0 && sd.accepted > 0);
            ox_model_free(dm);
            /* the drafts are the CPU's (up to float ties): a broken drafter would still give the text,
               through verification, but have few drafts accepted */
            dm = vk_load(ddir, OX_BACKEND_CPU, NULL, 0);
            if (dm) {
                ox_generate_stats sdc;
                ox_reset(cc);
                gd.draft = dm;
                CHECK(ox_generate(cc, &gd, outc, &sdc) == OX_OK);
                printf("Vulkan speculative decoding on models/kjv-gemma4: %d of %d drafts accepted (the CPU: %d of %d)\n", sd.accepted,
                       sd.drafted, sdc.accepted, sdc.drafted);
                CHECK_MSG(2 * sd.accepted >= sdc.accepted, "Vulkan's drafter: %g drafts accepted, the CPU's %g", sd.accepted, sdc.accepted);
                ox_model_free(dm);
            }
            gd.draft = NULL;
        }
        dm = vk_load(ddir, OX_BACKEND_CPU, NULL, 0);
        if (dm) {
            ox_reset(cv);
            gd.draft = dm;
            r = ox_generate(cv, &gd, outv, NULL);
            CHECK_MSG(r == OX_ERR_UNSUPPORTED && strstr(ox_error_message(), "vulkan") != NULL, "speculative decoding on a Vulkan target: result %g", r, 0);
            if (test_cur_failed) fprintf(stderr, "  %s\n", ox_error_message());
            ox_model_free(dm);
        }
    }
    ox_context_free(cc); ox_context_free(cv);
    ox_model_free(mc); ox_model_free(mv);
}

/* Readback of just the rows needed: a step copies two rows of a device buffer into a host-visible one. */
static void test_vk_readback(void) {
    int n = 1000, ok = 0, i, same = 1;
    float *x = fnew((size_t)4 * n), y[2000];
    ox__vk_buf b, h;
    fill(x, (size_t)4 * n, 1.0f);
    memset(&b, 0, sizeof b); memset(&h, 0, sizeof h);
    if (gbuf(&b, x, (size_t)4 * n) && ox__vk_buf_new(vk, &h, (size_t)2 * n * 4, 1, "readback") == OX_OK && ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_softcap(vk, &b, 0, &b, 0, (uint32_t)(4 * n), 1e30f); /* something to wait for before the copy */
        ox__vk_copy(vk, &h, 0, &b, (VkDeviceSize)2 * n * 4, (VkDeviceSize)2 * n * 4);
        ok = ox__vk_step_end(vk) == OX_OK;
        if (ok) memcpy(y, h.map, sizeof y);
    }
    CHECK(ok);
    for (i = 0; ok && i < 2 * n; i++) same &= fabsf(y[i] - x[2 * n + i]) <= 1e-6f * fabsf(x[2 * n + i]);
    CHECK(ok && same);
    /* a recording error is kept and returned by the step's end: a copy past the end */
    if (ox__vk_step_begin(vk) == OX_OK) {
        ox__vk_copy(vk, &h, 0, &b, (VkDeviceSize)4 * n * 4 - 4, 8);
        CHECK(ox__vk_step_end(vk) == OX_ERR_ARG);
    }
    ox__vk_buf_free(vk, &b); ox__vk_buf_free(vk, &h);
    free(x);
}

/* The LM head in passes (ox__vk_head): its rows a pass, bounded by what a binding reaches and by
   head_rows, and the passes' logits (softcapped or not) against one matmul of all the rows. */
static void test_vk_head(void) {
    int V = 37, H = 16, X = 10, x0 = 2, NK = 8, capi, ok, i, same;
    uint64_t mr = vk->max_range;
    uint32_t hr = vk->head_rows;
    float *x = fnew((size_t)X * H), *y = fnew((size_t)NK * V), *ref = fnew((size_t)NK * V);
    void *w = wmake(OX__BF16, (size_t)V * H);
    ox__vk_tensor wt;
    ox__vk_buf bx, by;
    ox__vk_head h;
    ox_allocator a;
    memset(&a, 0, sizeof a);
    /* sizes: the binding's reach (5 rows of 1000 floats), head_rows, and a row past the reach */
    vk->max_range = 5 * 4000 + 8;
    CHECK(ox__vk_head_make(vk, &a, &h, 40, 1000) == OX_OK && h.rows == 5 && h.n_out == 8);
    ox__vk_head_free(vk, &a, &h);
    vk->max_range = mr; vk->head_rows = 7;
    CHECK(ox__vk_head_make(vk, &a, &h, 40, 1000) == OX_OK && h.rows == 7 && h.n_out == 6);
    ox__vk_head_free(vk, &a, &h);
    CHECK(ox__vk_head_make(vk, &a, &h, 3, 1000) == OX_OK && h.rows == 3 && h.n_out == 1);
    ox__vk_head_free(vk, &a, &h);
    vk->max_range = 3996;
    CHECK(ox__vk_head_make(vk, &a, &h, 4, 1000) == OX_ERR_LIMIT && strstr(ox_error_message(), "logits row") != NULL);
    ox__vk_head_free(vk, &a, &h);
    vk->max_range = mr;
    /* passes of 3 rows: 8 rows in three parts, x from row 2 */
    fill(x, (size_t)X * H, 1.0f);
    memset(&wt, 0, sizeof wt); memset(&bx, 0, sizeof bx); memset(&by, 0, sizeof by);
    vk->head_rows = 3;
    for (capi = 0; capi < 2; capi++) {
        float cap = capi ? 2.0f : 0.0f;
        ok = 0;
        if ((wt.n_parts || ox__vk_tensor_upload(vk, &wt, w, OX__BF16, V, H, "head") == OX_OK) && (bx.buf || gbuf(&bx, x, (size_t)X * H)) &&
            (by.buf || gbuf(&by, NULL, (size_t)NK * V)) && ox__vk_head_make(vk, &a, &h, (size_t)NK, (size_t)V) == OX_OK && ox__vk_step_begin(vk) == OX_OK) {
            ox__vk_matmul(vk, &by, 0, (uint32_t)V, &bx, (uint32_t)(x0 * H), (uint32_t)H, &wt, (uint32_t)NK);
            if (cap > 0) ox__vk_softcap(vk, &by, 0, &by, 0, (uint32_t)(NK * V), cap);
            ox__vk_head_record(vk, &h, &bx, (uint32_t)x0, (uint32_t)H, &wt, (uint32_t)NK, cap);
            ok = ox__vk_step_end(vk) == OX_OK && gread(&by, ref, (size_t)NK * V);
            if (ok) ox__vk_head_read(&h, y, NK);
        }
        CHECK_MSG(ok && h.n_out == 3, "head in passes: did not run (cap %g)", cap, 0);
        for (i = 0, same = 1; ok && i < NK * V; i++) same &= fabsf(y[i] - ref[i]) <= 1e-6f * (1.0f + fabsf(ref[i]));
        CHECK_MSG(ok && same, "head in passes: not the rows of one matmul (cap %g)", cap, 0);
        ox__vk_head_free(vk, &a, &h);
    }
    vk->head_rows = hr;
    ox__vk_tensor_free(vk, &wt); ox__vk_buf_free(vk, &bx); ox__vk_buf_free(vk, &by);
    free(x); free(y); free(ref); free(w);
}

/* The host makes the instance and device and hands them over; oxinfer uses them and destroys neither. */
static void test_vk_host_device(void) {
    ox__vk_fns f;
    void *lib = ox__vk_lib_open(OX__VK_LOADER_NAME);
    VkApplicationInfo app;
    VkInstanceCreateInfo ici;
    VkInstance inst = NULL;
    VkPhysicalDevice pd[16];
    uint32_t npd = 16, nq = 0, fam = 0, i;
    VkQueueFamilyProperties qf[16];
    VkDeviceQueueCreateInfo qi;
    VkDeviceCreateInfo dci;
    VkDevice dev = NULL;
    VkQueue queue = NULL;
    float prio = 1.0f;
    int pick = 0;
    ox_vk_desc d;
    ox_vk_device *od = NULL;
    CHECK(lib != NULL);
    if (!lib) return;
    memset(&f, 0, sizeof f);
    f.vkGetInstanceProcAddr = ox__vk_lib_gipa(lib);
    CHECK(ox__vk_load_global(&f) == OX_OK);
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.apiVersion = VK_API_VERSION_1_1;
    memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    CHECK(f.vkCreateInstance(&ici, NULL, &inst) == VK_SUCCESS);
    CHECK(inst && ox__vk_load_instance(&f, inst) == OX_OK);
    if (!inst) { ox__vk_lib_close(lib); return; }
    CHECK(f.vkEnumeratePhysicalDevices(inst, &npd, pd) >= 0 && npd > 0);
    if (getenv("OXINFER_VULKAN_DEVICE")) pick = atoi(getenv("OXINFER_VULKAN_DEVICE"));
    if (pick >= (int)npd) pick = 0;
    f.vkGetPhysicalDeviceQueueFamilyProperties(pd[pick], &nq, NULL);
    if (nq > 16) nq = 16;
    f.vkGetPhysicalDeviceQueueFamilyProperties(pd[pick], &nq, qf);
    for (i = 0; i < nq; i++) if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) { fam = i; break; }
    memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = fam; qi.queueCount = 1; qi.pQueuePriorities = &prio;
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.queueCreateInfoCount = 1; dci.pQueueCreateInfos = &qi;
    CHECK(f.vkCreateDevice(pd[pick], &dci, NULL, &dev) == VK_SUCCESS);
    if (dev) {
        ox_vk_device *keep = vk;
        ox__vk_load_device(&f, dev);
        f.vkGetDeviceQueue(dev, fam, 0, &queue);
        memset(&d, 0, sizeof d);
        d.instance = inst; d.physical_device = pd[pick]; d.device_handle = dev; d.queue_family = fam; d.queue = queue;
        d.host_api_version = VK_API_VERSION_1_1;
        d.get_instance_proc_addr = f.vkGetInstanceProcAddr;
        d.queue_family = 99; /* not one of the device's */
        CHECK(ox_vk_device_new(&d, &od) == OX_ERR_ARG && od == NULL && strstr(ox_error_message(), "queue family 99") != NULL);
        d.queue_family = fam;
        CHECK(ox_vk_device_new(&d, &od) == OX_OK);
        if (od) {
            ox_vk_info info;
            ox_vk_device_info(od, &info);
            CHECK(info.host_provided == 1 && info.index == -1);
            vk = od; /* the kernels on the host's device */
            check_matmul(OX__BF16, 67, 33, 2);
            check_embed(OX__BF16, 37, 35, 0);
            vk = keep;
            ox_vk_device_free(od);
        }
        /* the host's device and queue still work: an empty submission completes */
        {
            VkSubmitInfo si;
            memset(&si, 0, sizeof si);
            si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
            CHECK(f.vkQueueSubmit(queue, 1, &si, VK_NULL_HANDLE) == VK_SUCCESS && f.vkDeviceWaitIdle(dev) == VK_SUCCESS);
        }
        f.vkDestroyDevice(dev, NULL);
    }
    f.vkDestroyInstance(inst, NULL);
    ox__vk_lib_close(lib);
}

/* ox_vk_desc mistakes are OX_ERR_ARG, before anything is opened. */
static void test_vk_desc_errors(void) {
    ox_vk_desc d;
    ox_vk_device *dev = NULL;
    memset(&d, 0, sizeof d);
    d.device = -2;
    CHECK(ox_vk_device_new(&d, &dev) == OX_ERR_ARG && dev == NULL);
    memset(&d, 0, sizeof d);
    d.device_handle = (VkDevice)&d; /* one handle of the four */
    CHECK(ox_vk_device_new(&d, &dev) == OX_ERR_ARG && strstr(ox_error_message(), "together") != NULL);
    CHECK(ox_vk_device_new(NULL, NULL) == OX_ERR_ARG);
}


int main(int argc, char **argv) {
    ox_vk_desc d;
    (void)&load_fixture_model; (void)&replaced; /* tests/fixture.h's, used by the CPU tests only */
    ox_vk_info info;
    ox_result r;
    int i, env_val = 1;
    for (i = 1; i < argc; i++) if (!strcmp(argv[i], "-v")) test_verbose = 1;
    RUN(test_vk_no_loader);
    RUN(test_vk_desc_errors);
    RUN(test_vk_no_driver);
    RUN(test_vk_backend_fallback);
    memset(&d, 0, sizeof d);
    d.allow_cpu = 1; /* lavapipe in CI */
    d.logger.func = log_to_stderr;
    /* the validation layer where it is installed (OXINFER_VULKAN_VALIDATION=0 turns it off) */
    vk_validation = !(ox__vk_env_int("OXINFER_VULKAN_VALIDATION", &env_val) == 1 && env_val == 0);
    d.validation = vk_validation;
    r = ox_vk_device_new(&d, &vk);
    if (r == OX_ERR_UNSUPPORTED && vk_validation && strstr(ox_error_message(), "validation")) {
        printf("Vulkan: validation layer not installed (apt: vulkan-validationlayers); kernels run without it\n");
        d.validation = vk_validation = 0;
        r = ox_vk_device_new(&d, &vk);
    }
    if (r != OX_OK) {
        printf("Vulkan kernels: skipped: %s\n", ox_error_message());
        printf("%d passed, %d failed\n", test_passed, test_failed);
        return test_failed ? 1 : 0;
    }
    ox_vk_device_info(vk, &info);
    printf("Vulkan device: %s (subgroup size %u, %s; validation %s)\n", info.name, info.subgroup_size,
           info.subgroups ? "subgroup adds" : "shared-memory reductions", vk_validation ? "on" : "off");
    RUN(test_vk_gpu_only);
    RUN(test_vk_matmul);
    RUN(test_vk_matmul_plain);
    RUN(test_vk_matmul_split);
    RUN(test_vk_matmul_groups);
    RUN(test_vk_gemm);
    RUN(test_vk_gemm_cm);
    RUN(test_vk_gemm_env);
    RUN(test_vk_rmsnorm);
    RUN(test_vk_matmul_norm);
    RUN(test_vk_matmul_heads);
    RUN(test_vk_norm_rope);
    RUN(test_vk_norm_gate);
    RUN(test_vk_glu);
    RUN(test_vk_matmul_glu);
    RUN(test_vk_add);
    RUN(test_vk_softcap);
    RUN(test_vk_embed);
    RUN(test_vk_attention);
    RUN(test_vk_attn_tile);
    RUN(test_vk_attn_tile_env);
    RUN(test_vk_readback);
    RUN(test_vk_head);
    RUN(test_vk_block);
    RUN(test_vk_host_device);
    for (i = 0; i < (int)(sizeof vk_fixtures / sizeof vk_fixtures[0]); i++) {
        test_fixture = vk_fixtures[i];
        test_run(test_vk_gemma4, "vk_gemma4", test_fixture);
    }
    printf("Vulkan Gemma 4: largest logit difference from transformers %.3g (tolerance %g)\n", vk_model_maxdiff, OX_TEST_ATOL);
    vk_model_maxdiff = 0;
    for (i = 0; i < (int)(sizeof vk_q35_fixtures / sizeof vk_q35_fixtures[0]); i++) {
        test_fixture = vk_q35_fixtures[i];
        test_run(test_vk_qwen35, "vk_qwen35", test_fixture);
    }
    printf("Vulkan Qwen 3.5: largest logit difference from transformers %.3g (tolerance %g)\n", vk_model_maxdiff, OX_TEST_ATOL);
    RUN(test_vk_own_device);
    RUN(test_vk_device_lost);
    RUN(test_vk_auto_cpu_device);
    RUN(test_vk_draft);
    RUN(test_vk_shipped);
    {
        uint32_t msgs = ox_vk_validation_messages(vk);
        test_cur_name = "validation messages"; test_cur_tag = ""; test_cur_failed = 0;
        if (vk_validation) {
            CHECK_MSG(msgs == 0, "the validation layer reported %g messages, expected %g", msgs, 0);
            if (test_cur_failed) test_failed++; else test_passed++;
        }
    }
    ox_vk_device_free(vk);
    printf("%d passed, %d failed\n", test_passed, test_failed);
    return test_failed ? 1 : 0;
}
