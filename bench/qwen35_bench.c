/* Qwen 3.5 truncation costs at the real shapes of Qwen3.5-0.8B and 2B (random bf16 weights, the
   checkpoints of bench/ckpt.h written once as real model directories): what going back costs a
   hybrid model whose linear-attention layers keep a recurrent state instead of a KV cache - the
   replay of the state from the last step's snapshot after a speculative verify step, the replay
   from the base further back, and the one-token replay the base costs per decoded token - next to
   copying a per-token state snapshot. oxbench (bench/oxbench.c) measures load, prefill and decode;
   this program measures only what oxbench does not.
   Build:  make build/qwen35_bench   (make bench-qwen35 runs it)
   Run:    build/qwen35_bench [0.8b|2b|all] [-t THREADS] [-p PREFILL] [--dir DIR] [--mtp]
   --mtp: the MTP head as a drafter instead (checkpoints with a random mtp.* head, in DIR/<shape>-mtp):
   a draft step's and the first draft's (the head's catch-up over the accepted rows) cost against a
   decode step, verifying K+1 tokens and the rollback after it, and the speedup they project at
   acceptance 0.5 / 0.7 / 0.9 for K = 1..4 (independent acceptance per draft).
   Shapes: 0.8B from its published config.json; 2B: H 2048, I 6144, 24 layers (3 linear : 1 full),
   8 heads / 2 KV heads of 256, 16/16 linear heads of 128, tied. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "ckpt.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

/* Shapes and the checkpoint writer are shared with oxbench (bench/ckpt.h). */
typedef struct shape {
    const char *name, *dir;  /* as on the command line; the checkpoint's directory under DIR */
    const bench_q35 *q;
} shape;
/* the directory names oxbench gives the same checkpoints, so the two programs share them */
static const shape shapes[] = {{"0.8b", "qwen3.5-0.8b", &bench_qwen35_0_8b}, {"2b", "qwen3.5-2b", &bench_qwen35_2b}};

static uint32_t rng = 2463534242u;

static void bench_one(const shape *s, const char *root, int threads, int P) {
    const bench_q35 *q = s->q;
    char dir[512];
    struct stat sb;
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *m = NULL;
    ox_context *c = NULL;
    int32_t *ids;
    int i;
    double t;
    snprintf(dir, sizeof dir, "%s/%s", root, s->dir);
    {
        char p2[600];
        int existed;
        snprintf(p2, sizeof p2, "%s/model.safetensors", dir);
        existed = stat(p2, &sb) == 0;
        t = ox__now();
        if (!bench_write_qwen35(q, dir)) { fprintf(stderr, "cannot write %s\n", dir); return; }
        if (!existed) printf("  wrote %s in %.1f s\n", dir, ox__now() - t);
    }
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.n_threads = threads;
    if (ox_model_load(&md, &m) != OX_OK) { fprintf(stderr, "load: %s\n", ox_error_message()); return; }
    printf("\nQwen3.5-%s shapes: H %d, I %d, %d layers, %d/%d heads of %d, linear %d/%d heads of %d/%d, vocab %d; "
           "kernels %s, %d threads\n",
           s->name, q->hidden, q->inter, q->layers, q->heads, q->kv_heads, q->head_dim, q->hk, q->hv, q->dk, q->dv, q->vocab, m->kern->name, threads);
    ids = (int32_t *)malloc((size_t)(P + 32) * sizeof(int32_t));
    for (i = 0; i < P + 32; i++) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; ids[i] = (int32_t)(rng % (uint32_t)q->vocab); }
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = P + 96;
    cd.n_batch = 256;
    if (ox_context_new(m, &cd, &c) != OX_OK) { fprintf(stderr, "context: %s\n", ox_error_message()); ox_model_free(m); return; }
    {
        const ox__q35state *st = (const ox__q35state *)c->arch_state;
        const ox__q35model *qm = (const ox__q35model *)m->arch_data;
        double state_mb = (double)st->s_layer * qm->n_lin * 4 / 1e6, log_mb = (double)qm->n_lin * st->log_cap * st->log_row * 4 / 1e6;
        printf("  state: recurrent %.1f MB per copy (x3: live, previous step, base), replay log %.1f MB (n_batch %d), "
               "KV %.1f MB (n_ctx %d)\n", state_mb, log_mb, c->n_batch,
               (double)qm->n_full * 2 * cd.n_ctx * q->kv_heads * q->head_dim * 4 / 1e6, cd.n_ctx);
    }
    /* the state to go back from: a prompt, then a few single-token steps */
    if (ox_eval(c, ids, P, 1) != OX_OK) fprintf(stderr, "eval: %s\n", ox_error_message());
    for (i = 0; i < 3; i++) { int32_t id = ids[i]; ox_eval(c, &id, 1, 1); }
    /* truncation: replay from the last step's snapshot (speculative decoding) vs copying snapshots */
    {
        ox__q35state *st = (ox__q35state *)c->arch_state;
        const ox__q35model *qm = (const ox__q35model *)m->arch_data;
        size_t bytes = st->s_layer * (size_t)qm->n_lin * 4;
        float *copy = (float *)malloc(bytes);
        int k, pos;
        double tc = 1e9, tr;
        for (k = 0; k < 3; k++) {
            t = ox__now();
            memcpy(copy, st->S[0], bytes);
            t = ox__now() - t;
            if (t < tc) tc = t;
        }
        printf("  snapshot of the recurrent state: %.1f MB, memcpy %.2f ms (per token if kept per position; "
               "x n_batch %d = %.0f MB to go back n_batch positions)\n", bytes / 1e6, 1e3 * tc, c->n_batch, bytes * (double)c->n_batch / 1e6);
        /* a verify step of 9 tokens, then truncate to keep 1..8 of them */
        pos = ox_context_position(c);
        for (k = 1; k <= 8; k *= 2) {
            double tv;
            ox_truncate(c, pos);
            t = ox__now();
            ox_eval(c, ids + 8, 9, -1);
            tv = ox__now() - t;
            t = ox__now();
            ox_truncate(c, pos + k);
            tr = ox__now() - t;
            printf("  verify step of 9 tokens %.1f ms, then truncate to keep %d: replay %.2f ms (%.2f ms per token replayed)\n",
                   1e3 * tv, k, 1e3 * tr, 1e3 * tr / k);
        }
        /* further back than the last step: replay from the base, up to n_batch - 1 tokens */
        ox_truncate(c, pos);
        for (k = 0; k < 8; k++) { int32_t id = ids[k]; ox_eval(c, &id, 1, 1); }
        {
            int p1 = ox_context_position(c), nrep = p1 - 8 - st->base_pos;
            t = ox__now();
            if (ox_truncate(c, p1 - 8) == OX_OK)
                printf("  truncate back 8 positions over 8 single-token steps (from the base: %d tokens replayed): %.1f ms\n", nrep, 1e3 * (ox__now() - t));
        }
        /* the base moves forward one token per decode step once the log is full: that is one extra
           recurrence step of every linear layer per token */
        t = ox__now();
        for (k = 0; k < 8; k++) ox__q35_replay(c, st->S[2], st->S[2], st->base_pos, 1);
        printf("  one-token replay of all linear layers (what the base costs per decoded token): %.2f ms\n", 1e3 * (ox__now() - t) / 8);
        free(copy);
    }
    free(ids);
    ox_context_free(c);
    ox_model_free(m);
}

static double best_of(double a, double b) { return a < b ? a : b; }

static void bench_mtp(const shape *s, const char *root, int threads, int P) {
    enum { R = 7 };
    bench_q35 q = *s->q;
    char dir[512];
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *m = NULL;
    ox_context *c0 = NULL, *c1 = NULL;
    ox__draft_state *ds;
    int32_t ids[64], tk;
    double t, t_dec = 1e9, t_ver[8], t_trunc[8], t_catch[8], t_draft = 1e9;
    int i, k, r, pos;
    q.mtp = 1;
    snprintf(dir, sizeof dir, "%s/%s-mtp", root, s->dir);
    t = ox__now();
    if (!bench_write_qwen35(&q, dir)) { fprintf(stderr, "cannot write %s\n", dir); return; }
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.n_threads = threads;
    if (ox_model_load(&md, &m) != OX_OK) { fprintf(stderr, "load: %s\n", ox_error_message()); return; }
    printf("\nQwen3.5-%s shapes with an MTP head (1 layer): kernels %s, %d threads\n", s->name, m->kern->name, threads);
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = P + 256;
    cd.n_batch = 16;
    if (ox_context_new(m, &cd, &c0) != OX_OK || ox_context_new(m, &cd, &c1) != OX_OK) { fprintf(stderr, "context: %s\n", ox_error_message()); goto done; }
    {
        int32_t *pr = (int32_t *)malloc((size_t)P * sizeof(int32_t));
        for (i = 0; i < P; i++) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; pr[i] = (int32_t)(rng % (uint32_t)q.vocab); }
        for (i = 0; i < 64; i++) ids[i] = pr[i % P];
        if (ox__q35_mtp_begin(c1, NULL, &ds) != OX_OK) { fprintf(stderr, "mtp: %s\n", ox_error_message()); free(pr); goto done; }
        ox_eval(c0, pr, P, 1);
        ox_eval(c1, pr, P, 1);
        free(pr);
    }
    /* plain: a decode step; a verification step of K+1 tokens and the truncation keeping 1 + K/2 of
       them; the head: the first draft of a round after n accepted (its catch-up over n + 1 rows) and
       a further draft. Interleaved, best of R, so that a busy machine slows all of them alike. The
       head's context only moves forward (a truncation past its kept rows would lose it). */
    pos = ox_context_position(c0);
    for (k = 1; k <= 5; k++) t_ver[k] = t_trunc[k] = t_catch[k] = 1e9;
    for (r = 0; r < R; r++) {
        ox_truncate(c0, pos);
        t = ox__now(); ox_eval(c0, ids, 1, 1); t_dec = best_of(t_dec, ox__now() - t);
        for (k = 1; k <= 4; k++) {
            ox_truncate(c0, pos);
            t = ox__now(); ox_eval(c0, ids, k + 1, k + 1); t_ver[k] = best_of(t_ver[k], ox__now() - t);
            t = ox__now(); ox_truncate(c0, pos + 1 + k / 2); t_trunc[k] = best_of(t_trunc[k], ox__now() - t);
        }
        for (k = 1; k <= 5; k++) {
            ox_eval(c1, ids + r, k, 1);
            ox__q35_mtp_round(c1, ds);
            t = ox__now();
            if (ox__q35_mtp_step(c1, ds, ids[k + r], NULL, 0, &tk) != OX_OK) { fprintf(stderr, "mtp: %s\n", ox_error_message()); goto done; }
            t_catch[k] = best_of(t_catch[k], ox__now() - t);
            t = ox__now();
            if (ox__q35_mtp_step(c1, ds, tk, NULL, 0, &tk) != OX_OK) { fprintf(stderr, "mtp: %s\n", ox_error_message()); goto done; }
            t_draft = best_of(t_draft, ox__now() - t);
        }
    }
    printf("  decode step %.2f ms; a further draft step %.2f ms (%.3f of a decode step)\n", 1e3 * t_dec, 1e3 * t_draft, t_draft / t_dec);
    printf("  first draft of a round (catch-up over the rows): ");
    for (k = 1; k <= 5; k++) printf("%s%d rows %.3f", k > 1 ? ", " : "", k, t_catch[k] / t_dec);
    printf(" decode steps\n  verify K+1 tokens (and truncate), in decode steps:");
    for (k = 1; k <= 4; k++) printf(" K=%d %.2f (+%.2f)", k, t_ver[k] / t_dec, t_trunc[k] / t_dec);
    printf("\n  projected speedup over plain decoding (acceptance a per draft, independent):\n");
    {
        static const double acc[3] = {0.5, 0.7, 0.9};
        int ai;
        for (ai = 0; ai < 3; ai++) {
            printf("    a = %.1f:", acc[ai]);
            for (k = 1; k <= 4; k++) {
                double e = 0, ap = 1, round;
                int rows;
                for (i = 1; i <= k; i++) { ap *= acc[ai]; e += ap; }   /* expected accepted drafts */
                rows = (int)(e + 1.5);                                 /* catch-up rows: accepted + 1 */
                if (rows > 5) rows = 5;
                round = t_ver[k] + t_trunc[k] + t_catch[rows] + (k - 1) * t_draft;
                printf("  K=%d %.2fx", k, (1 + e) * t_dec / round);
            }
            printf("\n");
        }
    }
done:
    ox_context_free(c0);
    ox_context_free(c1);
    ox_model_free(m);
}

int main(int argc, char **argv) {
    const char *which = "all", *root = "build/bench_models";
    int threads = 0, P = 256, i, mtp = 0;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-t") && i + 1 < argc) threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-p") && i + 1 < argc) P = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--dir") && i + 1 < argc) root = argv[++i];
        else if (!strcmp(argv[i], "--mtp")) mtp = 1;
        else which = argv[i];
    }
    if (!threads) threads = ox__cpu_count();
    mkdir(root, 0755);   /* the checkpoints' directories go inside it */
    printf("machine: %d cores\n", ox__cpu_count());
    for (i = 0; i < (int)(sizeof shapes / sizeof shapes[0]); i++)
        if (!strcmp(which, "all") || !strcmp(which, shapes[i].name)) (mtp ? bench_mtp : bench_one)(&shapes[i], root, threads, P);
    return 0;
}
