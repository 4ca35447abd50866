/* Tests: chat templates against jinja2 (tests/fixtures/templates/refs.json, made by
   tools/gen_template_refs.py), the sampler (seeded RNG, top-k / top-p / min-p exactness against a
   brute-force reference, penalties, draws), streaming text (whole UTF-8 characters across
   byte-fallback tokens, stop strings split across tokens, end-of-generation ids), the public text
   API, and ox_generate on the g4_e2b_like fixture with the tiny tokenizer of
   tests/fixtures/tiny_tokenizer (made by tools/gen_tiny_tokenizer.py). */
#include <stdlib.h>


/* ---- lazy JSON containers (the tokenizer's vocab and merges) --------------------------------------- */

static void test_gen_json_lazy(void) {
    static const char doc[] = "{\"a\": 1, \"model\": {\"vocab\": {\"x\": 0, \"y\\u00e9\": 1, \"z\": [1, {\"q\": null}]}, "
                              "\"merges\": [\"x y\", [\"a\", \"b\"], []], \"other\": [1]}, \"vocab\": {\"k\": 2}}";
    static const char *const lazy[] = {"model.vocab", "model.merges", NULL};
    ox__jdoc full, lz;
    const ox__json *fv, *lv, *a, *b;
    ox__jiter it;
    size_t n = sizeof doc - 1, cut;
    int same = 1, k;
    CHECK(ox__json_parse(&full, doc, n, "t", NULL) == OX_OK);
    CHECK(ox__json_parse_lazy(&lz, doc, n, "t", NULL, lazy) == OX_OK);
    for (k = 0; k < 2; k++) {
        const char *key = k ? "merges" : "vocab";
        fv = ox__json_get(ox__json_get(full.root, "model"), key);
        lv = ox__json_get(ox__json_get(lz.root, "model"), key);
        CHECK(fv && lv && lv->child == NULL && lv->n == fv->n && lv->type == fv->type && lv->str && lv->str[0] == (k ? '[' : '{'));
        CHECK(lv && lv->str[(size_t)lv->num - 1] == (k ? ']' : '}'));
        /* the iterator gives the same children, for built and lazy containers */
        CHECK(ox__jiter_begin(&it, lv, "t", NULL) == OX_OK);
        for (a = fv->child; a; a = a->next) {
            b = ox__jiter_next(&it);
            if (!b || a->type != b->type || a->key_len != b->key_len || (a->key && memcmp(a->key, b->key, a->key_len)) ||
                (a->type == OX__JSTR && (a->n != b->n || memcmp(a->str, b->str, a->n))) || a->n != b->n) same = 0;
        }
        CHECK(ox__jiter_next(&it) == NULL && it.err == OX_OK);
        ox__jiter_end(&it);
        CHECK(ox__jiter_begin(&it, fv, "t", NULL) == OX_OK && ox__jiter_next(&it) == fv->child);
        ox__jiter_end(&it);
    }
    CHECK(same);
    /* only the paths named: the top-level "vocab" and model.other are built */
    CHECK(ox__json_get(lz.root, "vocab")->child != NULL && ox__json_get(ox__json_get(lz.root, "model"), "other")->child != NULL);
    ox__json_free(&full);
    ox__json_free(&lz);
    /* every truncation and every damaged byte fails the same way, with the same message */
    for (cut = 0; cut <= n; cut++) {
        ox_result r1, r2;
        char m1[512];
        r1 = ox__json_parse(&full, doc, cut, "t", NULL);
        snprintf(m1, sizeof m1, "%s", ox_error_message());
        r2 = ox__json_parse_lazy(&lz, doc, cut, "t", NULL, lazy);
        if (r1 != r2 || (r1 != OX_OK && strcmp(m1, ox_error_message()))) same = 0;
        if (r1 == OX_OK) ox__json_free(&full);
        if (r2 == OX_OK) ox__json_free(&lz);
    }
    for (cut = 0; cut < n; cut++) {
        char bad[sizeof doc];
        static const char junk[4] = {'\\', '\x01', ',', '\xff'};
        for (k = 0; k < 4; k++) {
            ox_result r1, r2;
            char m1[512];
            memcpy(bad, doc, n);
            bad[cut] = junk[k];
            r1 = ox__json_parse(&full, bad, n, "t", NULL);
            snprintf(m1, sizeof m1, "%s", ox_error_message());
            r2 = ox__json_parse_lazy(&lz, bad, n, "t", NULL, lazy);
            if (r1 != r2 || (r1 != OX_OK && strcmp(m1, ox_error_message()))) same = 0;
            if (r1 == OX_OK) ox__json_free(&full);
            if (r2 == OX_OK) ox__json_free(&lz);
        }
    }
    CHECK(same);
}

/* ---- chat templates ------------------------------------------------------------------------------ */

static void test_gen_templates(void) {
    size_t n = 0;
    char *txt = fixture_file("templates/refs.json", &n);
    ox__jdoc doc;
    const ox__json *tm, *convs, *c;
    int cases = 0, bad = 0;
    if (!txt) { CHECK(0); return; }
    if (ox__json_parse(&doc, txt, n, "refs.json", NULL) != OX_OK) { CHECK(0); free(txt); return; }
    tm = ox__json_get(doc.root, "templates");
    convs = ox__json_get(doc.root, "conversations");
    for (c = ox__json_get(doc.root, "cases")->child; c; c = c->next) {
        const ox__json *t = ox__json_get(tm, ox__json_get(c, "template")->str), *f, *msgs, *m, *th = ox__json_get(c, "enable_thinking");
        const ox__json *want = ox__json_get(c, "text");
        ox_chat_message cm[16];
        int nm = 0, flags = 0, family;
        unsigned variant = 0;
        ox__tbuf out;
        ox_result r;
        family = !strcmp(ox__json_get(t, "family")->str, "gemma4") ? OX__CHAT_GEMMA4 : OX__CHAT_QWEN35;
        for (f = ox__json_get(t, "flags")->child; f; f = f->next)
            variant |= !strcmp(f->str, "think_nl") ? OX__G4_THINK_NL : !strcmp(f->str, "merge_model") ? OX__G4_MERGE_MODEL : OX__G4_EMPTY_THOUGHT;
        msgs = ox__json_get(convs, ox__json_get(c, "conversation")->str);
        for (m = msgs->child; m && nm < 16; m = m->next, nm++) {
            const ox__json *rc = ox__json_get(m, "reasoning_content");
            cm[nm].role = ox__json_get(m, "role")->str;
            cm[nm].content = ox__json_get(m, "content")->str;
            cm[nm].reasoning = rc ? rc->str : NULL;
        }
        if (ox__json_get(c, "add_generation_prompt")->type == OX__JTRUE) flags |= OX_CHAT_GENERATION_PROMPT;
        if (th->type == OX__JTRUE) flags |= OX_CHAT_THINKING;
        if (th->type == OX__JFALSE) flags |= OX_CHAT_NO_THINKING;
        memset(&out, 0, sizeof out);
        r = ox__chat_render(family, variant, "<bos>", cm, nm, flags, &out);
        cases++;
        if (!want) {
            if (r != OX_ERR_ARG) bad++;
        } else if (r != OX_OK || out.n != want->n || memcmp(out.p, want->str, out.n)) {
            if (++bad <= 3) {
                fprintf(stderr, "  template %s, %s, flags %d:\n    want %s\n    got  %.*s\n", ox__json_get(c, "template")->str,
                        ox__json_get(c, "conversation")->str, flags, want->str, (int)out.n, out.p ? out.p : "");
            }
        }
        ox__tbuf_free(&out);
    }
    CHECK_MSG(bad == 0, "%g of %g template renderings differ from jinja2", bad, cases);
    CHECK(cases >= 500);
    ox__json_free(&doc);
    free(txt);
}

static void test_gen_template_identify(void) {
    unsigned v;
    char why[160];
    CHECK(ox__chat_identify("x<|turn>y strip_thinking", 24, &v, why, sizeof why) == OX__CHAT_GEMMA4 && v == 0);
    {
        const char *s = "strip_thinking <|turn> '<|think|>\\n' continue_same_model_turn '<|channel>thought\\n<channel|>'";
        CHECK(ox__chat_identify(s, strlen(s), &v, why, sizeof why) == OX__CHAT_GEMMA4 && v == (OX__G4_THINK_NL | OX__G4_MERGE_MODEL | OX__G4_EMPTY_THOUGHT));
    }
    {
        const char *q = "<|im_start|> render_content ns.last_query_index '<think>\\n\\n</think>\\n\\n'";
        const char *q36 = "<|im_start|> render_content ns.last_query_index '<think>\\n\\n</think>\\n\\n' {%- if (preserve_thinking is defined and preserve_thinking is true) or (loop.index0 > ns.last_query_index) %}";
        const char *q38 = "<|im_start|> render_content ns.last_query_index '<think>\\n\\n</think>\\n\\n' preserve_thinking is not defined";
        CHECK(ox__chat_identify(q, strlen(q), &v, why, sizeof why) == OX__CHAT_QWEN35);
        CHECK(ox__chat_identify(q36, strlen(q36), &v, why, sizeof why) == OX__CHAT_QWEN35);
        CHECK(ox__chat_identify(q38, strlen(q38), &v, why, sizeof why) == OX__CHAT_NONE);
    }
    CHECK(ox__chat_identify("{{ bos_token }}<start_of_turn>", 30, &v, why, sizeof why) == OX__CHAT_NONE && strstr(why, "built-in"));
}

static void test_gen_template_errors(void) {
    ox__tbuf out;
    ox_chat_message m[2];
    memset(&out, 0, sizeof out);
    m[0].role = "user"; m[0].content = "hi"; m[0].reasoning = NULL;
    m[1].role = "tool"; m[1].content = "x"; m[1].reasoning = NULL;
    CHECK(ox__chat_render(OX__CHAT_GEMMA4, 0, "<bos>", m, 0, 0, &out) == OX_ERR_ARG);
    CHECK(ox__chat_render(OX__CHAT_GEMMA4, 0, "<bos>", m, 2, 0, &out) == OX_ERR_ARG && strstr(ox_error_message(), "tool"));
    CHECK(ox__chat_render(OX__CHAT_GEMMA4, 0, "<bos>", m, 1, OX_CHAT_THINKING | OX_CHAT_NO_THINKING, &out) == OX_ERR_ARG);
    CHECK(ox__chat_render(OX__CHAT_QWEN35, 0, "", m, 1, 64, &out) == OX_ERR_ARG);
    m[0].content = NULL; /* NULL content reads as "" */
    CHECK(ox__chat_render(OX__CHAT_QWEN35, 0, "", m, 1, OX_CHAT_GENERATION_PROMPT, &out) == OX_OK &&
          out.n == strlen("<|im_start|>user\n<|im_end|>\n<|im_start|>assistant\n<think>\n") && !memcmp(out.p, "<|im_start|>user\n<|im_end|>\n", 28));
    ox__tbuf_free(&out);
}

/* ---- sampler --------------------------------------------------------------------------------------- */

static void test_gen_rng(void) {
    ox__rng r, r2;
    int i, same = 1;
    double mn = 1, mx = 0;
    ox__rng_seed(&r, 0);
    CHECK(ox__rng_next(&r) == 0x99ec5f36cb75f2b4ull);
    CHECK(ox__rng_next(&r) == 0xbf6e1f784956452aull);
    CHECK(ox__rng_next(&r) == 0x1a5f849d4933e6e0ull);
    ox__rng_seed(&r, 42);
    CHECK(ox__rng_next(&r) == 0x15780b2e0c2ec716ull);
    ox__rng_seed(&r, 7); ox__rng_seed(&r2, 7);
    for (i = 0; i < 1000; i++) {
        double u = ox__rng_uniform(&r);
        same &= u == ox__rng_uniform(&r2);
        if (u < mn) mn = u;
        if (u > mx) mx = u;
    }
    CHECK(same && mn >= 0 && mx < 1 && mn < 0.01 && mx > 0.99);
}

/* The distribution the sampler must give, computed the slow, obvious way: tempered softmax, ids
   sorted by logit (ties: smaller id), top-k, renormalise, top-p (keep while the mass before a token
   is below top_p), renormalise, min-p against the largest, renormalise. */
static void ref_probs(const float *logits, int V, float T, int top_k, float top_p, float min_p, double *out) {
    int *ord = (int *)malloc((size_t)V * sizeof(int)), i, j, keep = V;
    double *p = (double *)malloc((size_t)V * sizeof(double)), mx = -1e300, z = 0, acc;
    for (i = 0; i < V; i++) ord[i] = i;
    for (i = 1; i < V; i++) {   /* insertion sort, descending */
        int x = ord[i];
        for (j = i; j > 0 && (logits[ord[j - 1]] < logits[x] || (logits[ord[j - 1]] == logits[x] && ord[j - 1] > x)); j--) ord[j] = ord[j - 1];
        ord[j] = x;
    }
    for (i = 0; i < V; i++) if (logits[i] / T > mx) mx = logits[i] / T;
    for (i = 0; i < V; i++) p[i] = exp((double)logits[i] / T - mx);
    if (top_k > 0 && top_k < V) keep = top_k;
    for (i = 0; i < keep; i++) z += p[ord[i]];
    if (top_p > 0 && top_p < 1) {
        acc = 0;
        for (i = 0; i < keep && acc < top_p * z; i++) acc += p[ord[i]];
        keep = i;
    }
    if (min_p > 0) {
        double top = p[ord[0]];
        for (i = 1; i < keep && p[ord[i]] >= min_p * top; i++) {}
        keep = i;
    }
    z = 0;
    for (i = 0; i < keep; i++) z += p[ord[i]];
    for (i = 0; i < V; i++) out[i] = 0;
    for (i = 0; i < keep; i++) out[ord[i]] = p[ord[i]] / z;
    free(ord);
    free(p);
}

static int sampler_matches(int V, const float *logits, float T, int top_k, float top_p, float min_p) {
    ox__sampler s;
    ox_generate_desc d;
    float *probs = (float *)malloc((size_t)V * sizeof(float));
    double *want = (double *)malloc((size_t)V * sizeof(double)), err = 0;
    int i, support_ok = 1;
    memset(&d, 0, sizeof d);
    d.temperature = T; d.top_k = top_k; d.top_p = top_p; d.min_p = min_p;
    if (ox__sampler_init(&s, &d, V, NULL) != OX_OK) { free(probs); free(want); return 0; }
    ox__sampler_probs(&s, logits, NULL, 0, probs);
    ref_probs(logits, V, T, top_k, top_p, min_p, want);
    for (i = 0; i < V; i++) {
        if ((probs[i] > 0) != (want[i] > 0)) support_ok = 0;
        if (fabs(probs[i] - want[i]) > err) err = fabs(probs[i] - want[i]);
    }
    ox__sampler_free(&s);
    free(probs); free(want);
    if (!support_ok || err > 2e-6) fprintf(stderr, "  sampler V=%d T=%g k=%d p=%g minp=%g: support %s, max error %g\n", V, (double)T, top_k, (double)top_p, (double)min_p, support_ok ? "ok" : "differs", err);
    return support_ok && err <= 2e-6;
}

static void test_gen_sampler_filters(void) {
    /* probabilities 0.5 0.2 0.15 0.1 0.05, shuffled */
    static const double pr[5] = {0.1, 0.5, 0.05, 0.2, 0.15};
    float l[5], *big;
    int i, V = 50000;
    ox__rng r;
    for (i = 0; i < 5; i++) l[i] = (float)log(pr[i]);
    CHECK(sampler_matches(5, l, 1.0f, 0, 0.0f, 0.0f));
    CHECK(sampler_matches(5, l, 1.0f, 2, 0.0f, 0.0f));    /* {0.5, 0.2} */
    CHECK(sampler_matches(5, l, 1.0f, 0, 0.69f, 0.0f));   /* {0.5, 0.2} */
    CHECK(sampler_matches(5, l, 1.0f, 0, 0.75f, 0.0f));   /* {0.5, 0.2, 0.15} */
    CHECK(sampler_matches(5, l, 1.0f, 0, 0.0f, 0.25f));   /* >= 0.125: {0.5, 0.2, 0.15} */
    CHECK(sampler_matches(5, l, 1.0f, 0, 0.0f, 0.35f));   /* >= 0.175: {0.5, 0.2} */
    CHECK(sampler_matches(5, l, 0.5f, 3, 0.9f, 0.1f));
    CHECK(sampler_matches(5, l, 2.0f, 4, 0.8f, 0.0f));
    {   /* explicit values: top-k 2 renormalises 0.5 : 0.2 */
        ox__sampler s;
        ox_generate_desc d;
        float p[5];
        memset(&d, 0, sizeof d);
        d.temperature = 1; d.top_k = 2;
        CHECK(ox__sampler_init(&s, &d, 5, NULL) == OX_OK);
        ox__sampler_probs(&s, l, NULL, 0, p);
        CHECK_NEAR(p[1], 0.5 / 0.7, 1e-6);
        CHECK_NEAR(p[3], 0.2 / 0.7, 1e-6);
        CHECK(p[0] == 0 && p[2] == 0 && p[4] == 0);
        ox__sampler_free(&s);
    }
    /* a large vocabulary: the top-p shortcut (only the candidates above a threshold are sorted)
       must give exactly the brute-force set */
    big = (float *)malloc((size_t)V * sizeof(float));
    ox__rng_seed(&r, 1);
    for (i = 0; i < V; i++) big[i] = (float)(6.0 * ox__rng_uniform(&r) - 3.0) + (i % 97 == 0 ? 4.0f : 0.0f);
    CHECK(sampler_matches(V, big, 1.0f, 0, 0.9f, 0.0f));
    CHECK(sampler_matches(V, big, 0.7f, 0, 0.5f, 0.0f));
    CHECK(sampler_matches(V, big, 1.3f, 0, 0.999f, 0.0f));
    CHECK(sampler_matches(V, big, 1.0f, 40, 0.95f, 0.05f));
    CHECK(sampler_matches(V, big, 1.0f, 0, 0.0f, 0.2f));
    CHECK(sampler_matches(V, big, 0.8f, 1000, 0.0f, 0.0f));
    free(big);
}

static void test_gen_sampler_penalties(void) {
    static const float l[5] = {2.0f, -2.0f, 1.0f, 0.5f, 1.9f};
    static const int32_t hist[4] = {0, 1, 0, 3};
    ox__sampler s;
    ox_generate_desc d;
    float p[5];
    memset(&d, 0, sizeof d);
    /* greedy: 0 wins; with repeat penalty 2 on {0, 1, 3}: 2 -> 1, so 4 (1.9) wins */
    CHECK(ox__sampler_init(&s, &d, 5, NULL) == OX_OK);
    CHECK(ox__sampler_next(&s, l, hist, 4, NULL) == 0);
    ox__sampler_free(&s);
    d.repeat_penalty = 2.0f;
    CHECK(ox__sampler_init(&s, &d, 5, NULL) == OX_OK);
    CHECK(ox__sampler_next(&s, l, hist, 4, NULL) == 4);
    memcpy(s.work, l, sizeof l);
    ox__sampler_penalize(&s, s.work, hist, 4);
    CHECK(s.work[0] == 1.0f && s.work[1] == -4.0f && s.work[2] == 1.0f && s.work[3] == 0.25f && s.work[4] == 1.9f); /* once each */
    ox__sampler_free(&s);
    /* presence penalty, and the window: penalty_last_n 2 sees only {0, 3} */
    d.repeat_penalty = 0; d.presence_penalty = 1.5f; d.penalty_last_n = 2;
    CHECK(ox__sampler_init(&s, &d, 5, NULL) == OX_OK);
    memcpy(s.work, l, sizeof l);
    ox__sampler_penalize(&s, s.work, hist, 4);
    CHECK(s.work[0] == 0.5f && s.work[1] == -2.0f && s.work[3] == -1.0f);
    memcpy(s.work, l, sizeof l);   /* the marks were cleared: the same again */
    ox__sampler_penalize(&s, s.work, hist, 4);
    CHECK(s.work[0] == 0.5f && s.work[3] == -1.0f);
    /* penalties before sampling: the distribution of the penalised logits */
    s.temperature = 1.0f;
    ox__sampler_probs(&s, l, hist, 4, p);
    {
        double e[5], z = 0;
        int i;
        static const float pen[5] = {0.5f, -2.0f, 1.0f, -1.0f, 1.9f};
        for (i = 0; i < 5; i++) z += e[i] = exp(pen[i] - 1.9);
        for (i = 0; i < 5; i++) CHECK_NEAR(p[i], e[i] / z, 1e-6);
    }
    ox__sampler_free(&s);
    /* bad values */
    memset(&d, 0, sizeof d); d.temperature = -1;
    CHECK(ox__sampler_init(&s, &d, 5, NULL) == OX_ERR_ARG);
    memset(&d, 0, sizeof d); d.top_p = 1.5f;
    CHECK(ox__sampler_init(&s, &d, 5, NULL) == OX_ERR_ARG);
    memset(&d, 0, sizeof d); d.penalty_last_n = -2;
    CHECK(ox__sampler_init(&s, &d, 5, NULL) == OX_ERR_ARG);
}

static void test_gen_sampler_draws(void) {
    static const float pr[4] = {0.1f, 0.2f, 0.3f, 0.4f};
    float oh[4] = {0, 0, 1, 0};
    int cnt[4] = {0, 0, 0, 0}, i, N = 40000, same = 1;
    ox__rng r, r2;
    ox__rng_seed(&r, 123);
    for (i = 0; i < N; i++) cnt[ox__sample_probs(pr, 4, &r)]++;
    for (i = 0; i < 4; i++) CHECK_MSG(fabs(cnt[i] / (double)N - pr[i]) < 0.01, "frequency %g, probability %g", cnt[i] / (double)N, pr[i]);
    for (i = 0; i < 100; i++) CHECK(ox__sample_probs(oh, 4, &r) == 2);
    ox__rng_seed(&r, 5); ox__rng_seed(&r2, 5);
    for (i = 0; i < 1000; i++) same &= ox__sample_probs(pr, 4, &r) == ox__sample_probs(pr, 4, &r2);
    CHECK(same);
}

/* ---- streaming text ------------------------------------------------------------------------------- */

static ox_tokenizer *gen_tiny_tokenizer(void) {
    char path[600];
    ox_model_desc md;
    ox_tokenizer *t = NULL;
    snprintf(path, sizeof path, "%s/tiny_tokenizer", fixture_root());
    memset(&md, 0, sizeof md);
    md.path = path;
    if (ox_tokenizer_load(&md, &t) != OX_OK) fprintf(stderr, "  tiny tokenizer: %s\n", ox_error_message());
    return t;
}

typedef struct gen_sink {
    char text[4096];
    size_t n;
    int calls, bad_utf8, stop_after;
} gen_sink;
static int gen_on_text(const char *s, size_t n, void *user) {
    gen_sink *k = (gen_sink *)user;
    if (!ox__utf8_ok(s, n) || !n) k->bad_utf8++;
    if (k->n + n < sizeof k->text) { memcpy(k->text + k->n, s, n); k->n += n; k->text[k->n] = 0; }
    k->calls++;
    return k->stop_after && k->calls >= k->stop_after;
}

/* Feed ids through the generation state of a fake context on the tiny tokenizer. */
static int gen_feed(const ox_tokenizer *tok, ox_generate_desc *d, const int32_t *ids, int n, gen_sink *k, ox_generate_stats *st) {
    ox_model m;
    ox_context c;
    ox__gen g;
    int32_t out[64];
    int i;
    memset(&m, 0, sizeof m); memset(&c, 0, sizeof c); memset(k, 0, sizeof *k);
    m.vocab = 384;
    m.tok = (ox_tokenizer *)(uintptr_t)tok;
    c.m = &m;
    d->on_text = gen_on_text;
    d->user = k;
    if (!d->max_tokens) d->max_tokens = 64;
    if (ox__gen_begin(&g, &c, d, out) != OX_OK) return -1;
    for (i = 0; i < n; i++) if (ox__gen_emit(&g, ids[i])) break;
    ox__gen_end(&g, OX_OK, st);
    return st->n_generated;
}

static int32_t tid(const ox_tokenizer *t, const char *s) { return ox_tokenizer_token_id(t, s); }
static int32_t tbyte(const ox_tokenizer *t, unsigned b) { char s[8]; snprintf(s, sizeof s, "<0x%02X>", b); return ox_tokenizer_token_id(t, s); }

static void test_gen_stream(void) {
    ox_tokenizer *t = gen_tiny_tokenizer();
    ox_generate_desc d;
    ox_generate_stats st;
    gen_sink k;
    int32_t ids[16];
    const char *stops[3];
    if (!t) { CHECK(0); return; }
    /* "a€b": the euro sign arrives as three byte-fallback tokens; only whole characters come out */
    ids[0] = tid(t, "a"); ids[1] = tbyte(t, 0xE2); ids[2] = tbyte(t, 0x82); ids[3] = tbyte(t, 0xAC); ids[4] = tid(t, "b");
    memset(&d, 0, sizeof d);
    CHECK(gen_feed(t, &d, ids, 5, &k, &st) == 5);
    CHECK(!strcmp(k.text, "a\xE2\x82\xAC" "b") && k.bad_utf8 == 0 && st.stop_reason == OX_STOP_LENGTH);
    /* a 4-byte emoji; runs of byte tokens that are not valid UTF-8 become one U+FFFD per token, as
       HF's ByteFallback decoder does (also a run cut short by the end) */
    ids[0] = tbyte(t, 0xF0); ids[1] = tbyte(t, 0x9F); ids[2] = tbyte(t, 0x8E); ids[3] = tbyte(t, 0x89); ids[4] = tid(t, "b");
    ids[5] = tbyte(t, 0xE2); ids[6] = tid(t, "a"); ids[7] = tbyte(t, 0xFF); ids[8] = tbyte(t, 0xE2); ids[9] = tbyte(t, 0x82);
    memset(&d, 0, sizeof d);
    gen_feed(t, &d, ids, 10, &k, &st);
    CHECK(!strcmp(k.text, "\xF0\x9F\x8E\x89" "b\xEF\xBF\xBD" "a\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD") && k.bad_utf8 == 0);
    {
        char want[64];
        size_t len = 0;
        CHECK(ox_detokenize(t, ids, 10, 0, want, sizeof want, &len) == OX_OK && len == k.n && !memcmp(want, k.text, len));
    }
    ids[0] = tbyte(t, 0xE2); ids[1] = tbyte(t, 0x82); ids[2] = tbyte(t, 0xAC); ids[3] = tbyte(t, 0xE2);
    memset(&d, 0, sizeof d);
    gen_feed(t, &d, ids, 4, &k, &st);
    CHECK(!strcmp(k.text, "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"));
    /* a stop string split across tokens: "he" "l" "lo" with stop "ll" -> "he"; the ids are all kept */
    ids[0] = tid(t, "he"); ids[1] = tid(t, "l"); ids[2] = tid(t, "l"); ids[3] = tid(t, "o"); ids[4] = tid(t, "a");
    CHECK(ids[0] >= 0 && ids[2] >= 0);
    memset(&d, 0, sizeof d);
    stops[0] = "ll"; d.stop_strings = stops; d.n_stop_strings = 1;
    CHECK(gen_feed(t, &d, ids, 5, &k, &st) == 3);
    CHECK(!strcmp(k.text, "he") && st.stop_reason == OX_STOP_STRING);
    /* a held-back prefix that does not become the stop string is passed on */
    memset(&d, 0, sizeof d);
    stops[0] = "lx"; d.stop_strings = stops; d.n_stop_strings = 1;
    CHECK(gen_feed(t, &d, ids, 5, &k, &st) == 5 && !strcmp(k.text, "helloa") && st.stop_reason == OX_STOP_LENGTH);
    /* the earliest of several stop strings wins; text after it in the same token is dropped */
    memset(&d, 0, sizeof d);
    stops[0] = "oa"; stops[1] = "el"; stops[2] = "lo"; d.stop_strings = stops; d.n_stop_strings = 3;
    CHECK(gen_feed(t, &d, ids, 5, &k, &st) == 2 && !strcmp(k.text, "h") && st.stop_reason == OX_STOP_STRING);
    ids[0] = tid(t, "hello");
    memset(&d, 0, sizeof d);
    CHECK(ids[0] >= 0 && gen_feed(t, &d, ids, 1, &k, &st) == 1 && d.n_stop_strings == 0);
    memset(&d, 0, sizeof d);
    stops[0] = "ll"; d.stop_strings = stops; d.n_stop_strings = 1;
    CHECK(gen_feed(t, &d, ids, 1, &k, &st) == 1 && !strcmp(k.text, "he") && st.stop_reason == OX_STOP_STRING);
    /* a stop string made of a multi-byte character spread over byte tokens, at the very start (the
       run of byte tokens is settled when the next token comes) */
    ids[0] = tbyte(t, 0xE2); ids[1] = tbyte(t, 0x82); ids[2] = tbyte(t, 0xAC); ids[3] = tid(t, "a"); ids[4] = tid(t, "b");
    memset(&d, 0, sizeof d);
    stops[0] = "\xE2\x82\xAC"; d.stop_strings = stops; d.n_stop_strings = 1;
    CHECK(gen_feed(t, &d, ids, 5, &k, &st) == 4 && k.n == 0 && k.calls == 0 && st.stop_reason == OX_STOP_STRING);
    memset(&d, 0, sizeof d);
    stops[0] = "\xAC" "a"; d.stop_strings = stops; d.n_stop_strings = 1;   /* not valid UTF-8 */
    CHECK(gen_feed(t, &d, ids, 5, &k, &st) == -1);
    stops[0] = "\xE2\x82\xAC" "ab"; d.stop_strings = stops; d.n_stop_strings = 1;
    CHECK(gen_feed(t, &d, ids, 5, &k, &st) == 5 && k.n == 0 && st.stop_reason == OX_STOP_STRING);
    /* end-of-generation ids (<eos>, <turn|>) stop and are not streamed; ignore_eos passes them */
    ids[0] = tid(t, "a"); ids[1] = tid(t, "<turn|>"); ids[2] = tid(t, "b");
    memset(&d, 0, sizeof d);
    CHECK(gen_feed(t, &d, ids, 3, &k, &st) == 2 && !strcmp(k.text, "a") && st.stop_reason == OX_STOP_TOKEN);
    memset(&d, 0, sizeof d);
    d.ignore_eos = 1;
    CHECK(gen_feed(t, &d, ids, 3, &k, &st) == 3 && !strcmp(k.text, "ab"));
    memset(&d, 0, sizeof d);
    d.ignore_eos = 1; d.special_text = 1;
    CHECK(gen_feed(t, &d, ids, 3, &k, &st) == 3 && !strcmp(k.text, "a<turn|>b"));
    /* stop_ids, max_tokens, and on_text asking to stop */
    memset(&d, 0, sizeof d);
    ids[1] = tid(t, "c");
    d.stop_ids = &ids[1]; d.n_stop_ids = 1;
    CHECK(gen_feed(t, &d, ids, 3, &k, &st) == 2 && !strcmp(k.text, "a") && st.stop_reason == OX_STOP_TOKEN);
    memset(&d, 0, sizeof d);
    d.max_tokens = 2;
    CHECK(gen_feed(t, &d, ids, 3, &k, &st) == 2 && !strcmp(k.text, "ac") && st.stop_reason == OX_STOP_LENGTH);
    memset(&d, 0, sizeof d);
    k.stop_after = 1;
    {
        ox_model m; ox_context c; ox__gen g;
        memset(&m, 0, sizeof m); memset(&c, 0, sizeof c); memset(&k, 0, sizeof k);
        m.vocab = 384; m.tok = t; c.m = &m;
        k.stop_after = 1;
        d.on_text = gen_on_text; d.user = &k; d.max_tokens = 10;
        CHECK(ox__gen_begin(&g, &c, &d, NULL) == OX_OK);
        CHECK(ox__gen_emit(&g, ids[0]) == 1);
        ox__gen_end(&g, OX_OK, &st);
        CHECK(st.stop_reason == OX_STOP_CALLBACK && st.n_generated == 1);
    }
    /* pieces: "▁the" in the middle of a text is " the" */
    ids[0] = tid(t, "a"); ids[1] = tid(t, "\xE2\x96\x81the");
    memset(&d, 0, sizeof d);
    CHECK(ids[1] >= 0 && gen_feed(t, &d, ids, 2, &k, &st) == 2 && !strcmp(k.text, "a the"));
    /* bad stop strings */
    {
        ox_model m; ox_context c; ox__gen g;
        memset(&m, 0, sizeof m); memset(&c, 0, sizeof c);
        m.vocab = 384; m.tok = t; c.m = &m;
        memset(&d, 0, sizeof d);
        stops[0] = ""; d.stop_strings = stops; d.n_stop_strings = 1;
        CHECK(ox__gen_begin(&g, &c, &d, NULL) == OX_ERR_ARG);
        stops[0] = "\xE2\x82"; 
        CHECK(ox__gen_begin(&g, &c, &d, NULL) == OX_ERR_ARG);
        m.tok = NULL;
        stops[0] = "x";
        CHECK(ox__gen_begin(&g, &c, &d, NULL) == OX_ERR_UNSUPPORTED && strstr(ox_error_message(), "tokenizer"));
    }
    ox_tokenizer_free(t);
}

/* The streamed text of every corpus text's ids is decode(ids), for both real tokenizers (Gemma's
   ByteFallback and Qwen's ByteLevel decoders), whatever the ids' split of UTF-8 characters. */
static void test_gen_stream_real(void) {
    int k, bad = 0, total = 0;
    if (!tok_load_docs()) return;
    for (k = 0; k < 2; k++) {
        ox__tokenizer *rt = tok_real_get(k);
        struct ox_tokenizer wrap;
        const ox__json *c;
        if (!rt) continue;
        memset(&wrap, 0, sizeof wrap);
        wrap.tok = rt;
        for (c = ox__json_get(tok_corpus_doc.root, "cases")->child; c; c = c->next) {
            size_t n = 0, nid = 0, len = 0;
            char *text = tok_case_bytes(c, &n), *want;
            int32_t *ids = NULL;
            ox_model m;
            ox_context cx;
            ox__gen g;
            ox_generate_desc d;
            ox_generate_stats st;
            gen_sink *sink = (gen_sink *)calloc(1, sizeof *sink);
            size_t i;
            total++;
            if (ox__tok_encode_alloc(rt, text, n, 0, 1, &ids, &nid) != OX_OK || !nid) { free(text); free(ids); free(sink); continue; }
            ox__tok_decode(rt, ids, nid, 0, NULL, 0, &len);
            want = (char *)malloc(len + 1);
            ox__tok_decode(rt, ids, nid, 0, want, len + 1, &len);
            memset(&m, 0, sizeof m); memset(&cx, 0, sizeof cx); memset(&d, 0, sizeof d);
            m.vocab = ox__tok_vocab_size(rt); m.tok = &wrap; cx.m = &m;
            d.on_text = gen_on_text; d.user = sink; d.special_text = 1; d.ignore_eos = 1; d.max_tokens = (int)nid;
            if (ox__gen_begin(&g, &cx, &d, NULL) == OX_OK) {
                for (i = 0; i < nid; i++) if (ox__gen_emit(&g, ids[i])) break;
                ox__gen_end(&g, OX_OK, &st);
            }
            if (len >= sizeof sink->text || sink->n != len || memcmp(sink->text, want, len) || sink->bad_utf8) {
                if (len < sizeof sink->text && ++bad <= 3) fprintf(stderr, "  %s %s: streamed [%s] decoded [%s]\n", tok_real_names[k], ox__json_get(c, "name")->str, sink->text, want);
                else if (len >= sizeof sink->text) total--;
            }
            free(want); free(text); free(ids); free(sink);
        }
    }
    CHECK_MSG(bad == 0, "%g of %g corpus texts stream differently from decode()", bad, total);
}

/* ---- the public text API --------------------------------------------------------------------------- */

static void test_gen_text_api(void) {
    ox_tokenizer *t = gen_tiny_tokenizer();
    int32_t ids[64], eos[8];
    int n = 0;
    size_t len = 0;
    char buf[256];
    ox_chat_message m[2];
    memset(m, 0, sizeof m);
    if (!t) { CHECK(0); return; }
    CHECK(ox_tokenizer_vocab_size(t) == 384 && ox_tokenizer_bos(t) == 2);
    CHECK(ox_tokenizer_eos(t, eos, 8) == 2 && eos[0] == 1 && eos[1] == tid(t, "<turn|>"));
    CHECK(ox_tokenize(t, "the <bos>", 9, 0, ids, 64, &n) == OX_OK && n > 2 && ids[0] != 2);
    CHECK(ox_tokenize(t, "the <bos>", 9, OX_TOKENIZE_ADD_SPECIAL | OX_TOKENIZE_PARSE_SPECIAL, ids, 64, &n) == OX_OK && ids[0] == 2 && ids[n - 1] == 2);
    CHECK(ox_tokenize(t, "the model", 9, 0, ids, 1, &n) == OX_ERR_LIMIT && n > 1);
    CHECK(ox_tokenize(t, "a", 1, 8, ids, 64, &n) == OX_ERR_ARG);
    CHECK(ox_tokenize(t, "hello world", 11, 0, ids, 64, &n) == OX_OK);
    CHECK(ox_detokenize(t, ids, n, 0, buf, sizeof buf, &len) == OX_OK && len == 11 && !strcmp(buf, "hello world"));
    CHECK(ox_detokenize(t, ids, n, 0, buf, 4, &len) == OX_ERR_LIMIT && len == 11 && !strcmp(buf, "hel"));
    CHECK(ox_token_piece(t, tid(t, "\xE2\x96\x81the"), buf, sizeof buf, &len) == OX_OK && len == 4 && !memcmp(buf, " the", 4));
    CHECK(ox_tokenizer_token_id(t, "<|turn>") == 380 && ox_tokenizer_token_id(t, "no such token") == -1);
    /* no tokenizer */
    CHECK(ox_tokenize(NULL, "a", 1, 0, ids, 64, &n) == OX_ERR_UNSUPPORTED && strstr(ox_error_message(), "no tokenizer"));
    CHECK(ox_detokenize(NULL, ids, 1, 0, buf, sizeof buf, &len) == OX_ERR_UNSUPPORTED);
    CHECK(ox_chat_template(NULL, m, 1, 0, buf, sizeof buf, &len) == OX_ERR_UNSUPPORTED);
    /* the chat template: the tiny tokenizer has Gemma 4's tokens, so the latest E2B/E4B form */
    m[0].role = "system"; m[0].content = " Be brief. "; m[0].reasoning = NULL;
    m[1].role = "user"; m[1].content = "Hi"; m[1].reasoning = NULL;
    CHECK(ox_chat_template(t, m, 2, OX_CHAT_GENERATION_PROMPT | OX_CHAT_THINKING, buf, sizeof buf, &len) == OX_OK);
    CHECK(!strcmp(buf, "<bos><|turn>system\n<|think|>\nBe brief.<turn|>\n<|turn>user\nHi<turn|>\n<|turn>model\n") && len == strlen(buf));
    CHECK(ox_chat_template(t, m, 2, 0, buf, 10, &len) == OX_ERR_LIMIT && len > 10 && strlen(buf) == 9);
    ox_tokenizer_free(t);
    {   /* a tokenizer with no chat template and no known family */
        static const char tj[] = "{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0,\"b\":1},\"merges\":[]}}";
        ox_file f;
        ox_model_desc md;
        memset(&md, 0, sizeof md);
        f.name = "tokenizer.json"; f.data = tj; f.size = sizeof tj - 1;
        md.files = &f; md.n_files = 1;
        CHECK(ox_tokenizer_load(&md, &t) == OX_OK);
        CHECK(ox_chat_template(t, m, 2, 0, buf, sizeof buf, &len) == OX_ERR_UNSUPPORTED && strstr(ox_error_message(), "chat template"));
        CHECK(ox_tokenizer_eos(t, eos, 8) == 0 && ox_tokenizer_bos(t) == -1);
        ox_tokenizer_free(t);
        md.path = "/nonexistent/dir";
        md.files = NULL; md.n_files = 0;
        CHECK(ox_tokenizer_load(&md, &t) == OX_ERR_IO && t == NULL);
        md.path = NULL;
        CHECK(ox_tokenizer_load(&md, &t) == OX_ERR_ARG);
    }
}

/* ---- ox_generate on the fixture model ------------------------------------------------------------- */

typedef struct gen_files {
    char *data[6];
    ox_file f[6];
    int n;
} gen_files;
static void gen_files_free(gen_files *g) { int i; for (i = 0; i < g->n; i++) free(g->data[i]); g->n = 0; }
static int gen_files_add(gen_files *g, const char *rel, const char *name) {
    size_t n;
    char *p = fixture_file(rel, &n);
    if (!p) return 0;
    g->data[g->n] = p;
    g->f[g->n].name = name; g->f[g->n].data = p; g->f[g->n].size = n;
    g->n++;
    return 1;
}
static void gen_files_put(gen_files *g, const char *name, const char *text) {
    size_t n = strlen(text);
    char *p = (char *)malloc(n + 1);
    memcpy(p, text, n + 1);
    g->data[g->n] = p;
    g->f[g->n].name = name; g->f[g->n].data = p; g->f[g->n].size = n;
    g->n++;
}
/* g4_e2b_like with the tiny tokenizer, from memory */
static ox_model *gen_model(gen_files *g, int with_tokenizer, int skip) {
    ox_model_desc md;
    ox_model *m = NULL;
    memset(g, 0, sizeof *g);
    if (!gen_files_add(g, "g4_e2b_like/config.json", "config.json") || !gen_files_add(g, "g4_e2b_like/model.safetensors", "model.safetensors") ||
        !gen_files_add(g, "g4_e2b_like/generation_config.json", "generation_config.json")) return NULL;
    if (with_tokenizer && (!gen_files_add(g, "tiny_tokenizer/tokenizer.json", "tokenizer.json") ||
                           !gen_files_add(g, "tiny_tokenizer/tokenizer_config.json", "tokenizer_config.json"))) return NULL;
    memset(&md, 0, sizeof md);
    md.files = g->f; md.n_files = g->n;
    md.n_threads = 1;
    md.skip_tokenizer = skip;
    if (ox_model_load(&md, &m) != OX_OK) fprintf(stderr, "  load: %s\n", ox_error_message());
    return m;
}

typedef struct gen_cancel { int calls, cancel_at; } gen_cancel;
static int gen_progress(float done, void *user) { gen_cancel *c = (gen_cancel *)user; (void)done; return ++c->calls >= c->cancel_at; }

static void test_gen_generate(void) {
    gen_files files;
    fixture fx;
    ox_model *m;
    ox_context *c;
    ox_generate_desc d;
    ox_generate_stats st;
    int32_t out[64], out2[64], eos[8];
    int i, G, n_eos, differ = 0;
    gen_sink k;
    char path[600];
    if (!fixture_open(&fx, "g4_e2b_like")) { CHECK(0); return; }
    m = gen_model(&files, 1, 0);
    if (!m) { CHECK(0); fixture_close(&fx); gen_files_free(&files); return; }
    CHECK(ox_model_tokenizer(m) != NULL);
    n_eos = ox_tokenizer_eos(ox_model_tokenizer(m), eos, 8);
    CHECK(n_eos == 2 && eos[0] == 1 && eos[1] == 381);
    G = fx.G < 16 ? fx.G : 16;
    c = new_ctx(m, 256, 8);
    /* greedy, ignoring end-of-generation ids: transformers' greedy continuation */
    memset(&d, 0, sizeof d);
    d.prompt = (const int32_t *)fx.prompt->data; d.n_prompt = fx.P; d.max_tokens = G; d.ignore_eos = 1;
    CHECK(ox_generate(c, &d, out, &st) == OX_OK && st.n_generated == G && st.n_prompt == fx.P && st.stop_reason == OX_STOP_LENGTH);
    CHECK(!memcmp(out, fx.greedy->data, (size_t)G * sizeof(int32_t)));
    CHECK(ox_context_position(c) == fx.P + G - 1);
    /* by default the tokenizer's end-of-generation ids stop it, the id included */
    ox_reset(c);
    d.ignore_eos = 0;
    CHECK(ox_generate(c, &d, out2, &st) == OX_OK);
    for (i = 0; i < G && out[i] != 1 && out[i] != 381; i++) {}
    CHECK(st.n_generated == (i < G ? i + 1 : G) && !memcmp(out, out2, (size_t)st.n_generated * sizeof(int32_t)));
    CHECK(st.stop_reason == (i < G ? OX_STOP_TOKEN : OX_STOP_LENGTH));
    /* sampling: the same seed gives the same tokens; top_k 1 is greedy */
    d.ignore_eos = 1; d.temperature = 1.0f; d.seed = 7;
    ox_reset(c); CHECK(ox_generate(c, &d, out, &st) == OX_OK && st.n_generated == G);
    ox_reset(c); CHECK(ox_generate(c, &d, out2, &st) == OX_OK && !memcmp(out, out2, (size_t)G * sizeof(int32_t)));
    for (i = 8; i < 12 && !differ; i++) {
        d.seed = (uint64_t)i;
        ox_reset(c); CHECK(ox_generate(c, &d, out2, &st) == OX_OK);
        differ = memcmp(out, out2, (size_t)G * sizeof(int32_t)) != 0;
    }
    CHECK(differ);
    d.top_k = 1;
    ox_reset(c); CHECK(ox_generate(c, &d, out2, &st) == OX_OK && !memcmp(fx.greedy->data, out2, (size_t)G * sizeof(int32_t)));
    d.top_k = 0; d.temperature = 0.8f; d.top_p = 0.9f; d.min_p = 0.05f; d.repeat_penalty = 1.3f; d.presence_penalty = 0.2f; d.seed = 3;
    ox_reset(c); CHECK(ox_generate(c, &d, out, &st) == OX_OK);
    ox_reset(c); CHECK(ox_generate(c, &d, out2, &st) == OX_OK && !memcmp(out, out2, (size_t)G * sizeof(int32_t)));
    /* streamed text = the decoded ids */
    memset(&d, 0, sizeof d);
    d.prompt = (const int32_t *)fx.prompt->data; d.n_prompt = fx.P; d.max_tokens = G; d.ignore_eos = 1;
    memset(&k, 0, sizeof k);
    d.on_text = gen_on_text; d.user = &k;
    ox_reset(c); CHECK(ox_generate(c, &d, out, &st) == OX_OK);
    {
        char want[4096];
        size_t len = 0;
        CHECK(ox_detokenize(ox_model_tokenizer(m), out, st.n_generated, OX_DETOKENIZE_SKIP_SPECIAL, want, sizeof want, &len) == OX_OK);
        CHECK(k.n == len && !memcmp(k.text, want, len) && k.bad_utf8 == 0);
        if (k.n != len || memcmp(k.text, want, len)) {
            fprintf(stderr, "  streamed [%.*s]\n  decoded  [%.*s]\n  ids", (int)k.n, k.text, (int)len, want);
            for (i = 0; i < st.n_generated; i++) fprintf(stderr, " %d", (int)out[i]);
            fprintf(stderr, "\n");
        }
        /* a stop string taken from that text ends the text right before it */
        for (i = 2; i + 2 <= (int)len; i++) if ((unsigned char)want[i] < 0x7F && (unsigned char)want[i] > 0x20 && (unsigned char)want[i + 1] < 0x7F && (unsigned char)want[i + 1] > 0x20) break;
        if (i + 2 <= (int)len) {
            char stop[3];
            const char *stops[1];
            const char *first;
            stop[0] = want[i]; stop[1] = want[i + 1]; stop[2] = 0;
            first = strstr(want, stop);
            stops[0] = stop;
            d.stop_strings = stops; d.n_stop_strings = 1;
            memset(&k, 0, sizeof k);
            ox_reset(c); CHECK(ox_generate(c, &d, out2, &st) == OX_OK && st.stop_reason == OX_STOP_STRING);
            CHECK(k.n == (size_t)(first - want) && !memcmp(k.text, want, k.n));
            d.stop_strings = NULL; d.n_stop_strings = 0;
        }
    }
    /* a prompt longer than the context: an error, the context unchanged */
    ox_context_free(c);
    c = new_ctx(m, 8, 4);
    memset(&d, 0, sizeof d);
    d.prompt = (const int32_t *)fx.prompt->data; d.n_prompt = fx.P; d.max_tokens = 4;
    CHECK(fx.P > 8 && ox_generate(c, &d, out, &st) == OX_ERR_LIMIT && ox_context_position(c) == 0 && strstr(ox_error_message(), "does not fit"));
    /* the context fills up: generation ends there */
    d.n_prompt = 4; d.max_tokens = 16; d.ignore_eos = 1;
    CHECK(ox_generate(c, &d, out, &st) == OX_OK && st.stop_reason == OX_STOP_CONTEXT && st.n_generated == 5 && ox_context_position(c) == 8);
    ox_context_free(c);
    /* cancelling a long prefill (n_batch 4: several steps) */
    c = new_ctx(m, 256, 4);
    {
        gen_cancel cc;
        cc.calls = 0; cc.cancel_at = 2;
        memset(&d, 0, sizeof d);
        d.prompt = (const int32_t *)fx.prompt->data; d.n_prompt = fx.P; d.max_tokens = 4;
        d.progress = gen_progress; d.progress_user = &cc;
        CHECK(fx.P > 8 && ox_generate(c, &d, out, &st) == OX_ERR_CANCELLED && ox_context_position(c) == 8 && cc.calls == 2);
        CHECK(c->progress == NULL); /* the context's own callback is back */
    }
    ox_context_free(c);
    ox_model_free(m);
    gen_files_free(&files);
    /* without a tokenizer: ids work, text does not */
    m = gen_model(&files, 0, 0);
    CHECK(m && ox_model_tokenizer(m) == NULL && strstr(ox_error_message(), "no tokenizer"));
    if (m) {
        c = new_ctx(m, 64, 8);
        memset(&d, 0, sizeof d);
        d.prompt = (const int32_t *)fx.prompt->data; d.n_prompt = 4; d.max_tokens = 4;
        CHECK(ox_generate(c, &d, out, &st) == OX_OK && st.n_generated == 4);   /* no EOS without a tokenizer */
        d.on_text = gen_on_text; d.user = &k;
        CHECK(ox_generate(c, &d, out, &st) == OX_ERR_UNSUPPORTED);
        ox_context_free(c);
        ox_model_free(m);
    }
    gen_files_free(&files);
    m = gen_model(&files, 1, 1);   /* skip_tokenizer */
    CHECK(m && ox_model_tokenizer(m) == NULL);
    ox_model_free(m);
    gen_files_free(&files);
    /* a bad tokenizer.json fails the load with its own error; an unknown component is named */
    {
        static const char *const bad[3] = {"{\"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0}, \"merges\": []", /* truncated */
                                           "{\"model\": {\"type\": \"Unigram\", \"vocab\": [[\"a\", 0.0]]}}",
                                           "{\"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0}, \"merges\": []}, \"normalizer\": {\"type\": \"Precompiled\"}}"};
        static const ox_result want[3] = {OX_ERR_FORMAT, OX_ERR_UNSUPPORTED, OX_ERR_UNSUPPORTED};
        for (i = 0; i < 3; i++) {
            ox_model_desc md;
            memset(&files, 0, sizeof files);
            gen_files_add(&files, "g4_e2b_like/config.json", "config.json");
            gen_files_add(&files, "g4_e2b_like/model.safetensors", "model.safetensors");
            gen_files_put(&files, "tokenizer.json", bad[i]);
            memset(&md, 0, sizeof md);
            md.files = files.f; md.n_files = files.n;
            m = NULL;
            CHECK(ox_model_load(&md, &m) == want[i] && m == NULL);
            if (i == 1) CHECK(strstr(ox_error_message(), "Unigram") != NULL);
            md.skip_tokenizer = 1;
            CHECK(ox_model_load(&md, &m) == OX_OK);
            ox_model_free(m);
            gen_files_free(&files);
        }
    }
    /* generation_config.json: eos_token_id as a list */
    {
        ox_model_desc md;
        memset(&files, 0, sizeof files);
        gen_files_add(&files, "g4_e2b_like/config.json", "config.json");
        gen_files_add(&files, "g4_e2b_like/model.safetensors", "model.safetensors");
        gen_files_add(&files, "tiny_tokenizer/tokenizer.json", "tokenizer.json");
        gen_files_put(&files, "generation_config.json", "{\"eos_token_id\": [1, 5, 1]}");
        memset(&md, 0, sizeof md);
        md.files = files.f; md.n_files = files.n;
        m = NULL;
        CHECK(ox_model_load(&md, &m) == OX_OK);
        CHECK(m && ox_tokenizer_eos(ox_model_tokenizer(m), eos, 8) == 3 && eos[0] == 1 && eos[1] == 5 && eos[2] == 381);
        ox_model_free(m);
        gen_files_free(&files);
        gen_files_add(&files, "g4_e2b_like/config.json", "config.json");
        gen_files_add(&files, "g4_e2b_like/model.safetensors", "model.safetensors");
        gen_files_add(&files, "tiny_tokenizer/tokenizer.json", "tokenizer.json");
        gen_files_put(&files, "generation_config.json", "{\"eos_token_id\": \"<eos>\"}");
        md.files = files.f; md.n_files = files.n;
        CHECK(ox_model_load(&md, &m) == OX_ERR_FORMAT && strstr(ox_error_message(), "eos_token_id"));
        gen_files_free(&files);
    }
    (void)path;
    fixture_close(&fx);
}

/* The trained model in models/kjv-gemma4: the streamed text of greedy generation is transformers'
   continuation (models/kjv-gemma4/reference.json), through the whole text path. */
static void test_gen_trained_model(void) {
    size_t n = 0;
    char path[600], *txt;
    ox__jdoc doc;
    ox_model_desc md;
    ox_model *m = NULL;
    ox_context *c;
    ox_generate_desc d;
    ox_generate_stats st;
    gen_sink *k = (gen_sink *)calloc(1, sizeof *k);
    int32_t ids[64], out[128];
    int nid = 0;
    const char *prompt, *want;
    snprintf(path, sizeof path, "%s/kjv-gemma4/reference.json", models_root());
    txt = read_file(path, &n);
    if (!txt || ox__json_parse(&doc, txt, n, "reference.json", NULL) != OX_OK) { CHECK(0); free(txt); free(k); return; }
    prompt = ox__json_get(doc.root, "prompt")->str;
    want = ox__json_get(doc.root, "text")->str;
    snprintf(path, sizeof path, "%s/kjv-gemma4", models_root());
    memset(&md, 0, sizeof md);
    md.path = path;
    CHECK(ox_model_load(&md, &m) == OX_OK);
    if (m) {
        const ox_tokenizer *t = ox_model_tokenizer(m);
        CHECK(ox_tokenize(t, prompt, strlen(prompt), OX_TOKENIZE_ADD_SPECIAL | OX_TOKENIZE_PARSE_SPECIAL, ids, 64, &nid) == OX_OK);
        CHECK(nid == (int)ox__json_get(doc.root, "prompt_ids")->n);
        c = new_ctx(m, 256, 32);
        memset(&d, 0, sizeof d);
        d.prompt = ids; d.n_prompt = nid; d.max_tokens = (int)ox__json_get(doc.root, "max_new_tokens")->num;
        d.on_text = gen_on_text; d.user = k;
        CHECK(c && ox_generate(c, &d, out, &st) == OX_OK && st.n_generated == d.max_tokens);
        CHECK(strlen(want) == strlen(prompt) + k->n && !memcmp(want, prompt, strlen(prompt)) && !strcmp(want + strlen(prompt), k->text));
        ox_context_free(c);
        ox_model_free(m);
    }
    ox__json_free(&doc);
    free(txt);
    free(k);
}

static void test_area_generate(void) {
    RUN(test_gen_json_lazy);
    RUN(test_gen_templates);
    RUN(test_gen_template_identify);
    RUN(test_gen_template_errors);
    RUN(test_gen_rng);
    RUN(test_gen_sampler_filters);
    RUN(test_gen_sampler_penalties);
    RUN(test_gen_sampler_draws);
    RUN(test_gen_stream);
    RUN(test_gen_stream_real);
    tok_real_free();
    tok_free_docs();
    RUN(test_gen_text_api);
    test_isa = ox__kernels_best()->isa;
    RUN(test_gen_generate);
    RUN(test_gen_trained_model);
}
