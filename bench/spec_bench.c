/* spec_bench - speculative decoding costs at the real shapes of Gemma 4 E2B and its assistant
   (random bf16 weights written by bench/ckpt.h), on this machine:
     one target decode step; one target forward of K+1 tokens, K = 1..7; one drafter step with the
     centroid head and with the full head; the projected speedup at acceptance rates 0.5, 0.7, 0.9.
   It also measures this machine's single-thread read bandwidth, for scale.
   Usage: build/spec_bench [--dir DIR] [-t THREADS] [--ctx N] [--isa NAME]
   (DIR default build/bench_models; NAME a kernel path as for OXINFER_ISA, or "bf16act": the
   AVX-512-BF16 path with bf16 activations) */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "ckpt.h"
#include <stdio.h>

static double now(void) { return ox__now(); }

/* Streaming read probe: GB/s over a buffer far larger than the caches, 4 independent sums. */
static double read_bandwidth(void) {
    size_t n = (size_t)1 << 28, i; /* 1 GiB of doubles (n halved below) */
    double *b = (double *)malloc(n / 2 * sizeof(double)), best = 0;
    int rep;
    n /= 2;
    if (!b) return 0;
    for (i = 0; i < n; i++) b[i] = (double)(i & 7);
    for (rep = 0; rep < 3; rep++) {
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0, t0 = now(), dt;
        for (i = 0; i + 4 <= n; i += 4) { s0 += b[i]; s1 += b[i + 1]; s2 += b[i + 2]; s3 += b[i + 3]; }
        dt = now() - t0;
        if (s0 + s1 + s2 + s3 < 0) printf("?");
        if (n * sizeof(double) / dt / 1e9 > best) best = n * sizeof(double) / dt / 1e9;
    }
    free(b);
    return best;
}

int main(int argc, char **argv) {
    const char *root = "build/bench_models";
    char tdir[1024], ddir[1024];
    const char *isa = NULL;
    int threads = 0, n_ctx = 1024, i, K, reps;
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *tm = NULL, *dm = NULL;
    ox_context *c = NULL;
    ox__draft_state *s;
    ox__draft_model *as;
    int32_t ids[256], dtok;
    const float *h0;
    double t0, t_load, t_dec, t_ver[8], t_dc, t_df, t_hc, t_hf, bw;
    uint64_t bytes_t, bytes_d;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--dir") && i + 1 < argc) root = argv[++i];
        else if (!strcmp(argv[i], "-t") && i + 1 < argc) threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--ctx") && i + 1 < argc) n_ctx = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--isa") && i + 1 < argc) isa = argv[++i];
        else { fprintf(stderr, "usage: spec_bench [--dir DIR] [-t THREADS] [--ctx N] [--isa NAME]\n"); return 2; }
    }
    mkdir("build", 0755);
    mkdir(root, 0755);
    snprintf(tdir, sizeof tdir, "%s/%s", root, bench_gemma4_e2b.name);
    snprintf(ddir, sizeof ddir, "%s/%s", root, bench_gemma4_e2b_assistant.name);
    fprintf(stderr, "writing random checkpoints under %s (once) ...\n", root);
    bytes_t = bench_write_gemma4(&bench_gemma4_e2b, tdir);
    bytes_d = bench_write_gemma4(&bench_gemma4_e2b_assistant, ddir);
    if (!bytes_t || !bytes_d) { fprintf(stderr, "spec_bench: cannot write the checkpoints\n"); return 1; }
    bw = read_bandwidth();
    memset(&md, 0, sizeof md);
    md.n_threads = threads;
    md.load_mode = OX_LOAD_READ; /* in memory (huge pages): a mapping of the page cache may be reclaimed mid-run */
    md.path = tdir;
    t0 = now();
    if (ox_model_load(&md, &tm) != OX_OK) { fprintf(stderr, "spec_bench: %s\n", ox_error_message()); return 1; }
    t_load = now() - t0;
    md.path = ddir;
    if (ox_model_load(&md, &dm) != OX_OK) { fprintf(stderr, "spec_bench: %s\n", ox_error_message()); return 1; }
    if (isa && (!ox__bench_set_isa(tm, isa) || !ox__bench_set_isa(dm, isa))) { fprintf(stderr, "spec_bench: kernel path %s is not available here\n", isa); return 1; }
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = n_ctx;
    cd.n_batch = 64;
    if (ox_context_new(tm, &cd, &c) != OX_OK) { fprintf(stderr, "spec_bench: %s\n", ox_error_message()); return 1; }
    for (i = 0; i < 256; i++) ids[i] = 2 + (int32_t)((i * 7919u) % 200000u);
    printf("machine: %d threads, kernels %s, read bandwidth %.1f GB/s (1 thread)\n", ox__pool_size(c->pool), tm->kern->name, bw);
    printf("target %s: %.2f GB of weights, loaded in %.2f s; assistant %.3f GB\n", bench_gemma4_e2b.name, bytes_t / 1e9, t_load, bytes_d / 1e9);
    if (ox_eval(c, ids, 128, 1) != OX_OK) { fprintf(stderr, "spec_bench: %s\n", ox_error_message()); return 1; }

    /* one decode step at position 128 (evaluate, then truncate back) */
    reps = 6;
    ox_eval(c, ids + 128, 1, 1); ox_truncate(c, 128);
    t0 = now();
    for (i = 0; i < reps; i++) { ox_eval(c, ids + 128, 1, 1); ox_truncate(c, 128); }
    t_dec = (now() - t0) / reps;
    printf("target decode step:            %8.1f ms  (%.1f tok/s)\n", 1e3 * t_dec, 1 / t_dec);
    /* each forward of K + 1 tokens is timed right after a decode step, five times, and the ratio is
       the median of the five pairs: the host's bandwidth swings within a minute, so a ratio of
       timings taken apart would measure the swing */
    for (K = 1; K <= 7; K++) {
        double rs[5], tv = 0, td, tk, x;
        int a, b;
        for (i = 0; i < 5; i++) {
            t0 = now(); ox_eval(c, ids + 128, 1, 1); ox_truncate(c, 128); td = now() - t0;
            t0 = now(); ox_eval(c, ids + 128, K + 1, K + 1); ox_truncate(c, 128); tk = now() - t0;
            rs[i] = tk / td; tv += tk;
        }
        for (a = 1; a < 5; a++) for (b = a; b > 0 && rs[b] < rs[b - 1]; b--) { x = rs[b]; rs[b] = rs[b - 1]; rs[b - 1] = x; }
        t_ver[K] = rs[2] * t_dec; /* in units of the decode step above, for the projections below */
        printf("target forward of %d tokens:    %8.1f ms  = %.2fx a decode step (median of 5 alternating pairs; %.2f-%.2fx)\n",
               K + 1, 1e3 * tv / 5, rs[2], rs[0], rs[4]);
    }
    /* drafter steps at position 128 over the target's cache */
    ox_eval(c, ids + 128, 1, 1);
    ox_truncate(c, 128);
    if (ox__draft_state_get(c, dm, &s) != OX_OK) { fprintf(stderr, "spec_bench: %s\n", ox_error_message()); return 1; }
    ox__draft_view(c, &s->view);
    as = (ox__draft_model *)dm->arch_data;
    reps = 20;
    ox__g4_hidden(c, -1, &h0);
    ox__draft_step(c, s, ids[128], h0, 128, &dtok);
    t0 = now();
    for (i = 0; i < reps; i++) ox__draft_step(c, s, ids[128], h0, 128, &dtok);
    t_dc = (now() - t0) / reps;
    as->ordered = 0;
    ox__draft_step(c, s, ids[128], h0, 128, &dtok);
    t0 = now();
    for (i = 0; i < reps / 4; i++) ox__draft_step(c, s, ids[128], h0, 128, &dtok);
    t_df = (now() - t0) / (reps / 4);
    as->ordered = 1;
    {   /* the heads alone, on the same hidden state */
        float *h = s->dc->hn;
        as->ordered = 1;
        t0 = now();
        for (i = 0; i < reps; i++) ox__draft_head(s, h);
        t_hc = (now() - t0) / reps;
        as->ordered = 0;
        t0 = now();
        for (i = 0; i < reps / 4; i++) ox__draft_head(s, h);
        t_hf = (now() - t0) / (reps / 4);
        as->ordered = 1;
    }
    printf("drafter step, centroid head:   %8.2f ms  = %.1f%% of a decode step\n", 1e3 * t_dc, 100 * t_dc / t_dec);
    printf("drafter step, full head:       %8.2f ms\n", 1e3 * t_df);
    printf("head alone: centroid %.3f ms, full %.3f ms (%.1fx)\n", 1e3 * t_hc, 1e3 * t_hf, t_hf / t_hc);
    printf("targets: verify 5 tokens <= 1.3x decode: %.2fx %s; centroid step <= 5%%: %.1f%% %s; centroid head >= 20x cheaper: %.1fx %s\n",
           t_ver[4] / t_dec, t_ver[4] / t_dec <= 1.3 ? "met" : "NOT met", 100 * t_dc / t_dec, t_dc / t_dec <= 0.05 ? "met" : "NOT met",
           t_hf / t_hc, t_hf / t_hc >= 20 ? "met" : "NOT met");
    /* projected speedup: with acceptance a per draft, a round of K drafts yields (1 - a^(K+1)) / (1 - a)
       tokens for K drafter steps plus one forward of K+1 tokens */
    {
        static const double rates[3] = {0.5, 0.7, 0.9};
        int r;
        for (r = 0; r < 3; r++) {
            double a = rates[r], best = 0;
            int bestK = 0;
            for (K = 1; K <= 7; K++) {
                double tokens = (1 - pow(a, K + 1)) / (1 - a), cost = K * t_dc + t_ver[K], sp = tokens * t_dec / cost;
                if (sp > best) { best = sp; bestK = K; }
            }
            printf("projected speedup at acceptance %.1f: %.2fx (K = %d)\n", a, best, bestK);
        }
    }
    ox_context_free(c);
    ox_model_free(dm);
    ox_model_free(tm);
    return 0;
}
