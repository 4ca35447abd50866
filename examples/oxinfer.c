/* oxinfer - command-line front end of oxinfer.h.

     oxinfer logits   -m DIR --ids 2,10,11 [--last K]   JSON array of the last K rows of logits
     oxinfer generate -m DIR --ids 2,10,11 -n N          JSON array of N greedy token ids

   Common options: -t THREADS, --ctx N (context size), --batch N, --mode mmap|read.
   stdout carries only the result; statistics and errors go to stderr. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct cli {
    const char *cmd, *model;
    int32_t *ids;
    int n_ids, last, n_gen, threads, ctx, batch;
    ox_load_mode mode;
} cli;

static int usage(void) {
    fprintf(stderr,
            "usage: oxinfer logits   -m DIR --ids 2,10,11 [--last K]\n"
            "       oxinfer generate -m DIR --ids 2,10,11 -n N\n"
            "options: -t THREADS  --ctx N  --batch N  --mode mmap|read\n"
            "env: OXINFER_ISA=scalar|avx2|avx512|avx512bf16|neon forces a kernel path\n");
    return 2;
}

static int parse_int(const char *s, int lo, int hi, int *out) {
    char *end;
    long v;
    if (!s || !*s) return 0;
    v = strtol(s, &end, 10);
    if (*end || v < lo || v > hi) return 0;
    *out = (int)v;
    return 1;
}

/* "2,10,11" -> ids; also accepts a JSON-style "[2, 10, 11]". */
static int parse_ids(const char *s, cli *c) {
    size_t cap = 16;
    const char *p = s;
    c->ids = (int32_t *)malloc(cap * sizeof(int32_t));
    if (!c->ids) return 0;
    while (*p == ' ' || *p == '[') p++;
    while (*p && *p != ']') {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 0 || v > INT32_MAX) return 0;
        if ((size_t)c->n_ids == cap) {
            int32_t *n = (int32_t *)realloc(c->ids, (cap *= 2) * sizeof(int32_t));
            if (!n) return 0;
            c->ids = n;
        }
        c->ids[c->n_ids++] = (int32_t)v;
        p = end;
        while (*p == ' ') p++;
        if (*p == ',') p++;
        else if (*p && *p != ']') return 0;
        while (*p == ' ') p++;
    }
    return c->n_ids > 0;
}

static int parse_args(int argc, char **argv, cli *c) {
    int i;
    memset(c, 0, sizeof *c);
    c->last = 1;
    c->n_gen = 16;
    if (argc < 2) return 0;
    c->cmd = argv[1];
    for (i = 2; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = 1;
        if (!strcmp(a, "-m") || !strcmp(a, "--model")) c->model = v;
        else if (!strcmp(a, "--ids")) ok = v && parse_ids(v, c);
        else if (!strcmp(a, "--last")) ok = parse_int(v, 1, 1 << 24, &c->last);
        else if (!strcmp(a, "-n")) ok = parse_int(v, 0, 1 << 24, &c->n_gen);
        else if (!strcmp(a, "-t") || !strcmp(a, "--threads")) ok = parse_int(v, 1, 1024, &c->threads);
        else if (!strcmp(a, "--ctx")) ok = parse_int(v, 1, 1 << 24, &c->ctx);
        else if (!strcmp(a, "--batch")) ok = parse_int(v, 1, 1 << 16, &c->batch);
        else if (!strcmp(a, "--mode")) {
            if (v && !strcmp(v, "mmap")) c->mode = OX_LOAD_MMAP;
            else if (v && !strcmp(v, "read")) c->mode = OX_LOAD_READ;
            else ok = 0;
        } else {
            fprintf(stderr, "oxinfer: unknown option '%s'\n", a);
            return 0;
        }
        if (!ok || !v) {
            fprintf(stderr, "oxinfer: bad or missing value for '%s'\n", a);
            return 0;
        }
    }
    if (!c->model) { fprintf(stderr, "oxinfer: -m DIR is required\n"); return 0; }
    if (!c->n_ids) { fprintf(stderr, "oxinfer: --ids is required\n"); return 0; }
    return 1;
}

static void print_float(float f) {
    if (f != f) printf("NaN");
    else printf("%.9g", (double)f);
}

int main(int argc, char **argv) {
    cli c;
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *m = NULL;
    ox_context *ctx = NULL;
    ox_result r;
    int rc = 1, i, j;
    if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) { usage(); return 0; }
    if (!parse_args(argc, argv, &c)) { free(c.ids); return usage(); }
    if (strcmp(c.cmd, "logits") && strcmp(c.cmd, "generate")) {
        fprintf(stderr, "oxinfer: unknown command '%s'\n", c.cmd);
        free(c.ids);
        return usage();
    }
    memset(&md, 0, sizeof md);
    md.path = c.model;
    md.load_mode = c.mode;
    md.n_threads = c.threads;
    if ((r = ox_model_load(&md, &m)) != OX_OK) {
        fprintf(stderr, "oxinfer: %s\n", ox_error_message());
        free(c.ids);
        return 1;
    }
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = c.ctx;
    if (!cd.n_ctx) {
        int need = c.n_ids + (strcmp(c.cmd, "generate") ? 0 : c.n_gen) + 16;
        cd.n_ctx = need < ox_model_max_context(m) ? (need > 4096 ? need : 4096) : ox_model_max_context(m);
        if (cd.n_ctx > ox_model_max_context(m)) cd.n_ctx = ox_model_max_context(m);
    }
    cd.n_batch = c.batch;
    if ((r = ox_context_new(m, &cd, &ctx)) != OX_OK) {
        fprintf(stderr, "oxinfer: %s\n", ox_error_message());
        goto done;
    }
    if (!strcmp(c.cmd, "logits")) {
        int V = ox_model_vocab_size(m), K = c.last > c.n_ids ? c.n_ids : c.last;
        if ((r = ox_eval(ctx, c.ids, c.n_ids, K)) != OX_OK) {
            fprintf(stderr, "oxinfer: %s\n", ox_error_message());
            goto done;
        }
        printf("[");
        for (i = 0; i < K; i++) {
            const float *l = ox_logits(ctx, i);
            printf(i ? ",\n[" : "[");
            for (j = 0; j < V; j++) { if (j) printf(","); print_float(l[j]); }
            printf("]");
        }
        printf("]\n");
    } else {
        ox_generate_desc gd;
        ox_generate_stats st;
        int32_t *out = (int32_t *)malloc(((size_t)c.n_gen + 1) * sizeof(int32_t));
        if (!out) { fprintf(stderr, "oxinfer: out of memory\n"); goto done; }
        memset(&gd, 0, sizeof gd);
        gd.prompt = c.ids;
        gd.n_prompt = c.n_ids;
        gd.max_tokens = c.n_gen;
        if ((r = ox_generate(ctx, &gd, out, &st)) != OX_OK) {
            fprintf(stderr, "oxinfer: %s\n", ox_error_message());
            free(out);
            goto done;
        }
        printf("[");
        for (i = 0; i < st.n_generated; i++) printf(i ? ", %d" : "%d", (int)out[i]);
        printf("]\n");
        fprintf(stderr, "prefill: %d tokens in %.3f s (%.1f tok/s); decode: %d tokens in %.3f s (%.1f tok/s)\n",
                st.n_prompt, st.prefill_seconds, st.prefill_seconds > 0 ? st.n_prompt / st.prefill_seconds : 0.0,
                st.n_generated, st.decode_seconds,
                st.decode_seconds > 0 && st.n_generated > 1 ? (st.n_generated - 1) / st.decode_seconds : 0.0);
        free(out);
    }
    rc = 0;
done:
    ox_context_free(ctx);
    ox_model_free(m);
    free(c.ids);
    return rc;
}
