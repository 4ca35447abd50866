/* Fixtures shared by the model tests (test_model.c, test_drafter.c, test_qwen35.c, test_malformed.c,
   test_generate.c): where they are, a fixture's reference tensors (reference.safetensors, written by
   the generators under tools/), loading its model on the path under test, and the prefill, greedy
   and cached-decode checks every architecture runs against transformers. */
#ifndef OX_TEST_FIXTURE_H
#define OX_TEST_FIXTURE_H
#include <stdlib.h>

#define OX_TEST_ATOL 2e-4   /* logits against transformers' fp32 reference */

static const char *fixture_root(void) {
    const char *e = getenv("OXINFER_FIXTURES");
    return e && *e ? e : "tests/fixtures";
}

/* A file under the fixtures, e.g. "g4_e2b_like/config.json" (NUL-terminated; caller frees), or NULL
   with a line on stderr. */
static char *fixture_file(const char *rel, size_t *size) {
    char path[700];
    char *p;
    snprintf(path, sizeof path, "%s/%s", fixture_root(), rel);
    if (!(p = read_file(path, size))) fprintf(stderr, "  missing fixture %s\n", path);
    return p;
}

/* The shipped models (models/kjv-gemma4 and its assistant), or $OXINFER_MODELS. */
static const char *models_root(void) {
    const char *e = getenv("OXINFER_MODELS");
    return e && *e ? e : "models";
}

typedef struct fixture {
    char dir[512];
    void *ref_bytes;
    ox__stfile ref;
    const ox__tensor *prompt, *logits, *greedy, *greedy_logits, *greedy_margin, *prefill_margin, *layer_out;
    int P, V, L, H, G;
} fixture;

static int fixture_open(fixture *fx, const char *name) {
    char rel[300];
    size_t size;
    memset(fx, 0, sizeof *fx);
    snprintf(fx->dir, sizeof fx->dir, "%s/%s", fixture_root(), name);
    snprintf(rel, sizeof rel, "%s/reference.safetensors", name);
    if (!(fx->ref_bytes = fixture_file(rel, &size))) return 0;
    if (ox__st_parse(&fx->ref, "reference.safetensors", fx->ref_bytes, size, NULL) != OX_OK) { fprintf(stderr, "  %s\n", ox_error_message()); return 0; }
    fx->prompt = ox__st_find(&fx->ref, "prompt_ids");
    fx->logits = ox__st_find(&fx->ref, "logits");
    fx->greedy = ox__st_find(&fx->ref, "greedy_ids");
    fx->greedy_logits = ox__st_find(&fx->ref, "greedy_logits");
    fx->greedy_margin = ox__st_find(&fx->ref, "greedy_margin");
    fx->prefill_margin = ox__st_find(&fx->ref, "prefill_margin");
    fx->layer_out = ox__st_find(&fx->ref, "layer_out");
    if (!fx->prompt || !fx->logits || !fx->greedy || !fx->greedy_logits || !fx->greedy_margin || !fx->prefill_margin) {
        fprintf(stderr, "  %s: reference.safetensors lacks a tensor\n", name);
        return 0;
    }
    fx->P = (int)fx->prompt->shape[0];
    fx->V = (int)fx->logits->shape[1];
    fx->G = (int)fx->greedy->shape[0];
    if (fx->layer_out) { fx->L = (int)fx->layer_out->shape[0]; fx->H = (int)fx->layer_out->shape[2]; }
    return 1;
}
static void fixture_close(fixture *fx) {
    ox__st_free(&fx->ref, NULL);
    free(fx->ref_bytes);
}

/* Replace the first occurrence of 'from' in a copy of text with 'to'; NULL if absent. */
static char *replaced(const char *text, const char *from, const char *to) {
    const char *p = strstr(text, from);
    size_t n = strlen(text), a, b, c;
    char *out;
    if (!p) return NULL;
    a = (size_t)(p - text); b = strlen(from); c = strlen(to);
    out = (char *)malloc(n - b + c + 1);
    memcpy(out, text, a);
    memcpy(out + a, to, c);
    memcpy(out + a + c, p + b, n - a - b + 1);
    return out;
}

static double max_abs_diff(const float *a, const float *b, size_t n) {
    double m = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        double d = fabs((double)a[i] - (double)b[i]);
        if (!(d <= m)) m = d; /* NaN counts as huge */
    }
    return m;
}

static ox__isa test_isa;          /* the path the model tests run on */
static const char *test_fixture;  /* the fixture they run on */

static ox_model *load_fixture_model(const char *dir, int threads) {
    ox_model_desc md;
    ox_model *m = NULL;
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.n_threads = threads;
    if (ox_model_load(&md, &m) != OX_OK) { fprintf(stderr, "  load %s: %s\n", dir, ox_error_message()); return NULL; }
    m->kern = ox__kernels_for(test_isa);
    return m;
}
static ox_context *new_ctx(ox_model *m, int n_ctx, int n_batch) {
    ox_context_desc cd;
    ox_context *c = NULL;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = n_ctx;
    cd.n_batch = n_batch;
    if (ox_context_new(m, &cd, &c) != OX_OK) fprintf(stderr, "  context: %s\n", ox_error_message());
    return c;
}

/* Prefill logits at every position and each layer's output (for locating a mismatch) against the
   fixture's reference; the largest logit difference is kept in *maxdiff. */
static void check_prefill(const fixture *fx, ox_model *m, double *maxdiff) {
    ox_context *c;
    double d, worst_layer = 0;
    int i, t, bad_argmax = 0, worst_li = -1;
    c = new_ctx(m, fx->P + fx->G + 8, fx->P);
    CHECK(c != NULL);
    if (c) {
        float *trace = NULL;
        if (fx->layer_out && fx->L == ox_model_n_layers(m)) {
            trace = (float *)calloc((size_t)fx->L * fx->P * fx->H, sizeof(float));
            c->trace = trace;
        }
        CHECK(ox_eval(c, (const int32_t *)fx->prompt->data, fx->P, -1) == OX_OK);
        c->trace = NULL;
        CHECK(ox_logits_rows(c) == fx->P);
        if (ox_logits_rows(c) == fx->P) {
            d = max_abs_diff(ox_logits(c, 0), (const float *)fx->logits->data, (size_t)fx->P * fx->V);
            if (d > *maxdiff) *maxdiff = d;
            CHECK_MSG(d <= OX_TEST_ATOL, "prefill logits differ by %g (tolerance %g)", d, OX_TEST_ATOL);
            for (t = 0; t < fx->P; t++) {
                const float *l = ox_logits(c, t), *ref = (const float *)fx->logits->data + (size_t)t * fx->V;
                if (((const float *)fx->prefill_margin->data)[t] > 2 * OX_TEST_ATOL && ox__argmax(l, fx->V) != ox__argmax(ref, fx->V)) bad_argmax++;
            }
            CHECK_MSG(bad_argmax == 0, "%g prompt positions pick another argmax", bad_argmax, 0);
        }
        if (trace) {
            /* where does a mismatch start? hidden states are large (x sqrt(H)): compare relatively */
            for (i = 0; i < fx->L; i++) {
                const float *ref = (const float *)fx->layer_out->data + (size_t)i * fx->P * fx->H, *got = trace + (size_t)i * fx->P * fx->H;
                double scale = 1e-30, e;
                size_t k;
                for (k = 0; k < (size_t)fx->P * fx->H; k++) if (fabs(ref[k]) > scale) scale = fabs(ref[k]);
                e = max_abs_diff(got, ref, (size_t)fx->P * fx->H) / scale;
                if (e > worst_layer) { worst_layer = e; worst_li = i; }
            }
            CHECK_MSG(worst_layer <= 1e-4, "layer %g output differs by %g relative to its largest value", worst_li, worst_layer);
            free(trace);
        }
        ox_context_free(c);
    }
}

/* Greedy decoding after a prefill in one step and in steps of 5 (so sliding rings wrap inside the
   prompt): transformers' tokens, and each decode step's logits within OX_TEST_ATOL of the reference;
   the largest logit difference is kept in *maxdiff. */
static void check_greedy(const fixture *fx, ox_model *m, double *maxdiff) {
    int bi;
    for (bi = 0; bi < 2; bi++) {
        int batch = bi == 0 ? fx->P : 5, j;
        ox_context *c = new_ctx(m, fx->P + fx->G + 8, batch);
        double d = 0;
        CHECK(c != NULL);
        if (!c) break;
        CHECK(ox_eval(c, (const int32_t *)fx->prompt->data, fx->P, 1) == OX_OK);
        for (j = 0; j < fx->G; j++) {
            const float *l = ox_logits(c, 0), *ref = (const float *)fx->greedy_logits->data + (size_t)j * fx->V;
            int32_t id = ox__argmax(l, fx->V), want = ((const int32_t *)fx->greedy->data)[j];
            double e = max_abs_diff(l, ref, (size_t)fx->V);
            if (e > d) d = e;
            CHECK_MSG(id == want, "greedy token %g differs (got %g)", j, id);
            if (id != want) break;
            if (j + 1 < fx->G) CHECK(ox_eval(c, &id, 1, 1) == OX_OK);
        }
        if (d > *maxdiff) *maxdiff = d;
        CHECK_MSG(d <= OX_TEST_ATOL, "decode logits differ by %g (n_batch %g)", d, batch);
        ox_context_free(c);
    }
}
/* Cached decode equals recomputing everything in one pass: context a (n_batch batch_a) evaluates the
   prompt, then the reference's greedy tokens one at a time, keeping each step's logits in dec
   [G][V]; context b (n_batch 64) evaluates all of them in one call for the same G rows. all holds
   prompt + greedy ids (P + G). Returns 1 with a and b ready for further checks (the caller frees
   a, b, all and dec in every case), 0 when a context could not be made. */
static int check_cached_decode(const fixture *fx, ox_model *m, int batch_a, ox_context **a, ox_context **b, int32_t **all, float **dec) {
    int n = fx->P + fx->G, j;
    *all = (int32_t *)malloc((size_t)n * sizeof(int32_t));
    *dec = (float *)malloc((size_t)fx->G * fx->V * sizeof(float));
    *a = m ? new_ctx(m, n + 8, batch_a) : NULL;
    *b = m ? new_ctx(m, n + 8, 64) : NULL;
    CHECK(*a && *b && *all && *dec);
    if (!*a || !*b || !*all || !*dec) return 0;
    memcpy(*all, fx->prompt->data, (size_t)fx->P * sizeof(int32_t));
    memcpy(*all + fx->P, fx->greedy->data, (size_t)fx->G * sizeof(int32_t));
    CHECK(ox_eval(*a, *all, fx->P, 1) == OX_OK);
    memcpy(*dec, ox_logits(*a, 0), (size_t)fx->V * sizeof(float));
    for (j = 0; j + 1 < fx->G; j++) {
        CHECK(ox_eval(*a, *all + fx->P + j, 1, 1) == OX_OK);
        memcpy(*dec + (size_t)(j + 1) * fx->V, ox_logits(*a, 0), (size_t)fx->V * sizeof(float));
    }
    CHECK(ox_eval(*b, *all, n - 1, fx->G) == OX_OK);
    CHECK(ox_logits_rows(*b) == fx->G);
    if (ox_logits_rows(*b) == fx->G) {
        double d = max_abs_diff(*dec, ox_logits(*b, 0), (size_t)fx->G * fx->V);
        CHECK_MSG(d <= 1e-4, "cached decode differs from recompute by %g", d, 0);
    }
    return 1;
}
/* Pearson's chi2 of two histograms against one expected distribution (marg, runs draws): cnt[0..V)
   and cnt[V..2V). Cells expected fewer than 5 times are pooled into one (kept if it reaches 5); dof
   is the cell count minus 1. The speculative sampling tests compare the output with the target's
   distribution (must fit) and the drafter's own proposals with it (must not: the test can tell). */
static OX__UNUSED void chi2_pair(const float *marg, const double *cnt, int V, int runs, double *chi_a, double *chi_b, double *dof) {
    double e_rest = 0, o_rest = 0, ob_rest = 0;
    int i;
    *chi_a = *chi_b = 0;
    *dof = -1;
    for (i = 0; i < V; i++) {
        double e = marg[i] * runs;
        if (e >= 5) {
            *chi_a += (cnt[i] - e) * (cnt[i] - e) / e;
            *chi_b += (cnt[V + i] - e) * (cnt[V + i] - e) / e;
            *dof += 1;
        } else { e_rest += e; o_rest += cnt[i]; ob_rest += cnt[V + i]; }
    }
    if (e_rest >= 5) {
        *chi_a += (o_rest - e_rest) * (o_rest - e_rest) / e_rest;
        *chi_b += (ob_rest - e_rest) * (ob_rest - e_rest) / e_rest;
        *dof += 1;
    }
}
/* After check_cached_decode (a's n_batch 4, at position P + G - 1): truncating back by 3 positions
   and redoing gives the same logits; too far back for the sliding rings is refused with the context
   unchanged; reset and the prompt again give the first run's logits exactly. */
static void check_truncate_reset(const fixture *fx, ox_context *a, const int32_t *all, const float *dec) {
    int n = fx->P + fx->G;
    CHECK(ox_truncate(a, n - 4) == OX_OK);
    CHECK(ox_context_position(a) == n - 4);
    CHECK(ox_eval(a, all + n - 4, 3, 1) == OX_OK);
    if (ox_logits_rows(a) == 1) CHECK(max_abs_diff(ox_logits(a, 0), dec + (size_t)(fx->G - 1) * fx->V, (size_t)fx->V) <= 1e-4);
    if (fx->P > 30) {
        CHECK(ox_truncate(a, 2) == OX_ERR_LIMIT);
        CHECK(ox_context_position(a) == n - 1);
    }
    ox_reset(a);
    CHECK(ox_eval(a, all, fx->P, 1) == OX_OK);
    CHECK(max_abs_diff(ox_logits(a, 0), dec, (size_t)fx->V) == 0);
}

#endif
