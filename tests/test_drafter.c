/* Tests: the Gemma 4 assistant (drafter) and speculative decoding against transformers 5.17's
   assisted generation (tests/fixtures/g4_draft_*, target g4_e2b_like): round-by-round drafts and
   drafter logits in both first-round conventions, output identical to greedy for any draft length
   and step size, pair checks, and the output distribution of speculative sampling. */

typedef struct draft_round { int N, row, k; int32_t drafts[16]; float *logits; } draft_round;
static struct { draft_round r[64]; int n, V; } drec;

static void draft_record(void *user, int N, int row, const int32_t *drafts, int k, const float *logits) {
    draft_round *d;
    (void)user;
    if (drec.n >= 64 || k > 16) return;
    d = &drec.r[drec.n++];
    d->N = N; d->row = row; d->k = k;
    memcpy(d->drafts, drafts, (size_t)k * sizeof(int32_t));
    d->logits = (float *)malloc((size_t)(k ? k : 1) * drec.V * sizeof(float));
    memcpy(d->logits, logits, (size_t)k * drec.V * sizeof(float));
}
static void draft_record_clear(void) {
    int i;
    for (i = 0; i < drec.n; i++) free(drec.r[i].logits);
    drec.n = 0;
}

static const char *draft_fixture;

static ox_model *load_draft(const char *name) {
    char dir[600];
    snprintf(dir, sizeof dir, "%s/%s", fixture_root(), name);
    return load_fixture_model(dir, 1);
}

/* transformers' trace, round by round, in both conventions */
static void test_draft_trace(void) {
    fixture fx;
    ox_model *t, *d;
    ox__stfile tr;
    void *trb;
    size_t trn;
    char rel[300];
    int conv;
    if (!fixture_open(&fx, "g4_e2b_like")) { CHECK(0); return; }
    snprintf(rel, sizeof rel, "%s/trace.safetensors", draft_fixture);
    trb = fixture_file(rel, &trn);
    CHECK(trb && ox__st_parse(&tr, "trace.safetensors", trb, trn, NULL) == OX_OK);
    t = load_fixture_model(fx.dir, 1);
    d = load_draft(draft_fixture);
    CHECK(t && d);
    for (conv = 0; conv < 2 && t && d && trb; conv++) {
        static const char *const cn[2] = {"hf", "last"};
        char nm[64];
        const ox__tensor *tN, *trow, *tk, *tdr, *tlg, *tout;
        ox_context *c = new_ctx(t, 128, 16);
        ox_generate_desc gd;
        ox_generate_stats st;
        int32_t out[32];
        int i, j, M;
        double worst = 0;
#define TT(var, s) (snprintf(nm, sizeof nm, "%s_%s", cn[conv], s), var = ox__st_find(&tr, nm))
        TT(tN, "N"); TT(trow, "row"); TT(tk, "ndraft"); TT(tdr, "drafts"); TT(tlg, "logits"); TT(tout, "output");
#undef TT
        CHECK(tN && trow && tk && tdr && tlg && tout && c);
        if (!(tN && trow && tk && tdr && tlg && tout && c)) { ox_context_free(c); continue; }
        M = (int)tout->shape[0];
        memset(&gd, 0, sizeof gd);
        gd.prompt = (const int32_t *)fx.prompt->data;
        gd.n_prompt = fx.P;
        gd.max_tokens = M;
        gd.draft = d;
        gd.n_draft = ((const ox__draft_model *)d->arch_data)->n_draft;   /* fixed, as transformers drafts */
        drec.V = fx.V;
        ox__draft_hf_first_round = conv == 0;
        ox__draft_trace = draft_record;
        CHECK(ox_generate(c, &gd, out, &st) == OX_OK);
        ox__draft_trace = NULL;
        ox__draft_hf_first_round = 0;
        CHECK_MSG(st.n_generated == M, "generated %g tokens, expected %g", st.n_generated, M);
        CHECK(!memcmp(out, tout->data, (size_t)M * sizeof(int32_t)));
        CHECK_MSG(drec.n >= 1, "%g rounds, transformers had %g", drec.n, tN->shape[0]);
        for (i = 0; i < drec.n && i < (int)tN->shape[0]; i++) {
            const draft_round *rd = &drec.r[i];
            int K = (int)tdr->shape[1], tie = 0;
            /* a draft may differ where transformers' drafter logits have a near-tie (top-2 margin,
               or for the centroid head the margin deciding the candidate set, below tolerance);
               from there on the rounds legitimately diverge, so stop comparing */
            for (j = 0; j < rd->k && j < K && i < (int)tlg->shape[0]; j++) {
                const float *ref = (const float *)tlg->data + ((size_t)i * K + j) * fx.V;
                if (rd->drafts[j] != ((const int32_t *)tdr->data)[i * K + j]) {
                    double m1 = -1e30, m2 = -1e30;
                    int v;
                    for (v = 0; v < fx.V; v++) { if (ref[v] > m1) { m2 = m1; m1 = ref[v]; } else if (ref[v] > m2) m2 = ref[v]; }
                    if (m1 - m2 <= 4 * OX_TEST_ATOL || max_abs_diff(rd->logits + (size_t)j * fx.V, ref, (size_t)fx.V) > 1.0) tie = 1;
                }
            }
            if (tie) {
                fprintf(stderr, "  %s %s round %d: near-tie in the drafter, rounds compared up to here\n", draft_fixture, cn[conv], i);
                break;
            }
            CHECK_MSG(rd->N == ((const int32_t *)tN->data)[i], "round %g: N differs (%g)", i, rd->N);
            CHECK_MSG(rd->row == ((const int32_t *)trow->data)[i], "round %g: hidden row differs (%g)", i, rd->row);
            CHECK_MSG(rd->k == ((const int32_t *)tk->data)[i], "round %g: drafted %g tokens", i, rd->k);
            for (j = 0; j < rd->k && j < K; j++)
                CHECK_MSG(rd->drafts[j] == ((const int32_t *)tdr->data)[i * K + j], "round %g: draft differs (%g)", i, rd->drafts[j]);
            if (i < (int)tlg->shape[0])
                for (j = 0; j < rd->k && j < K && rd->drafts[j] == ((const int32_t *)tdr->data)[i * K + j]; j++) {
                    double e = max_abs_diff(rd->logits + (size_t)j * fx.V, (const float *)tlg->data + ((size_t)i * K + j) * fx.V, (size_t)fx.V);
                    if (e > worst) worst = e;
                }
        }
        if (worst > model_maxdiff[test_isa]) model_maxdiff[test_isa] = worst;
        CHECK_MSG(worst <= OX_TEST_ATOL, "drafter logits differ from transformers by %g%g", worst, 0);
        CHECK(st.draft_rounds == drec.n && st.accepted <= st.drafted);
        draft_record_clear();
        ox_context_free(c);
    }
    ox_model_free(t);
    ox_model_free(d);
    if (trb) ox__st_free(&tr, NULL);
    free(trb);
    fixture_close(&fx);
}

/* Greedy speculative output equals plain greedy output for any draft length and step size. */
static void test_draft_equals_greedy(void) {
    fixture fx;
    ox_model *t, *d;
    static const int ks[] = {0, 1, 3, 7}, bs[] = {8, 3};   /* 0: adaptive */
    int ki, bi;
    if (!fixture_open(&fx, "g4_e2b_like")) { CHECK(0); return; }
    t = load_fixture_model(fx.dir, 2);
    d = load_draft(draft_fixture);
    CHECK(t && d);
    for (ki = 0; t && d && ki < 4; ki++)
        for (bi = 0; bi < 2; bi++) {
            ox_context *c = new_ctx(t, 128, bs[bi]);
            ox_generate_desc gd;
            ox_generate_stats st;
            int32_t out[20];
            memset(&st, 0, sizeof st);
            memset(&gd, 0, sizeof gd);
            gd.prompt = (const int32_t *)fx.prompt->data;
            gd.n_prompt = fx.P;
            gd.max_tokens = fx.G;
            gd.draft = d;
            gd.n_draft = ks[ki];
            if (bs[bi] <= 1) { ox_context_free(c); continue; }
            CHECK(c && ox_generate(c, &gd, out, &st) == OX_OK);
            CHECK_MSG(c && !memcmp(out, fx.greedy->data, (size_t)fx.G * sizeof(int32_t)), "K %g, n_batch %g: output differs from greedy", ks[ki], bs[bi]);
            CHECK(st.drafted <= st.draft_rounds * (ks[ki] < bs[bi] - 1 ? ks[ki] : bs[bi] - 1) || !ks[ki]);
            CHECK(st.draft_kmax == (ks[ki] ? (ks[ki] < bs[bi] - 1 ? ks[ki] : bs[bi] - 1) : st.draft_kmax));
            CHECK(st.drafted <= st.draft_rounds * st.draft_kmax && st.draft_rounds_plain <= st.draft_rounds);
            /* the context continues like plain decoding: evaluate the last token and compare */
            if (c) CHECK(ox_context_position(c) == fx.P + fx.G - 1);
            ox_context_free(c);
        }
    ox_model_free(t);
    ox_model_free(d);
    fixture_close(&fx);
}

/* What verification relies on: evaluating up to OX__SMALL_T tokens in one step gives each of them
   the logits a decode step gives it, bit for bit (matmul strips, attention slices and blocks do
   not depend on T), on 1 and 2 threads, past the sliding window: on the fixture (window 8) and on
   the shipped model (window 128, so a token's positions span many attention blocks). */
static int verify_vs_decode(ox_model *t, int V, const int32_t *src, int nsrc, int n0) {
    ox_context *c = new_ctx(t, n0 + 16, 16);
    int32_t ids[512];
    float *one = (float *)malloc(sizeof(float) * OX__SMALL_T * V);
    int T, i, bad = 0;
    if (!c || !one || n0 + OX__SMALL_T > 512) { ox_context_free(c); free(one); return 1; }
    for (i = 0; i < n0 + OX__SMALL_T; i++) ids[i] = src[i % nsrc];
    for (T = 2; T <= OX__SMALL_T; T += 3) {
        ox_reset(c);
        if (ox_eval(c, ids, n0, 1) != OX_OK) bad++;
        for (i = 0; i < T; i++) {
            if (ox_eval(c, ids + n0 + i, 1, 1) != OX_OK) { bad++; break; }
            memcpy(one + (size_t)i * V, ox_logits(c, 0), sizeof(float) * V);
        }
        if (ox_truncate(c, n0) != OX_OK || ox_eval(c, ids + n0, T, T) != OX_OK) { bad++; continue; }
        for (i = 0; i < T; i++)
            if (memcmp(one + (size_t)i * V, ox_logits(c, i), sizeof(float) * V)) bad++;
    }
    free(one);
    ox_context_free(c);
    return bad;
}
static int read_kjv_reference(const char *name, int32_t *prompt, int *np, int32_t *want, int *nw);
static int load_kjv(const char *name, int threads, int bf16act, ox_model **t, ox_model **d);
static void test_verify_equals_decode(void) {
    fixture fx;
    int32_t prompt[64], want[128];
    int np, nw, th, bad = 0;
    ox_model *t, *d;
    if (!fixture_open(&fx, "g4_e2b_like")) { CHECK(0); return; }
    CHECK(read_kjv_reference("kjv-gemma4", prompt, &np, want, &nw));
    for (th = 1; th <= 2; th++) {
        t = load_fixture_model(fx.dir, th);
        CHECK(t != NULL);
        if (t) bad += verify_vs_decode(t, fx.V, (const int32_t *)fx.prompt->data, fx.P, 12);
        ox_model_free(t);
        if (np && load_kjv("kjv-gemma4", th, 0, &t, &d)) {
            t->kern = ox__kernels_for(test_isa);
            bad += verify_vs_decode(t, ox_model_vocab_size(t), prompt, np, 150);
            ox_model_free(t);
            ox_model_free(d);
        }
    }
    CHECK_MSG(bad == 0, "%g tokens of a verification step differ from decoding them one by one", bad, 0);
    fixture_close(&fx);
}

/* Mismatched pairs and misuse are refused with a clear message. */
static void test_draft_checks(void) {
    char dir[600];
    ox_model *t, *d, *other;
    fixture fx;
    if (!fixture_open(&fx, "g4_e2b_like")) { CHECK(0); return; }
    t = load_fixture_model(fx.dir, 1);
    d = load_draft("g4_draft_centroid");
    snprintf(dir, sizeof dir, "%s/g4_keqv_untied", fixture_root());
    other = load_fixture_model(dir, 1);
    CHECK(t && d && other);
    if (t && d && other) {
        ox_context *c = new_ctx(other, 128, 8), *c2 = new_ctx(t, 128, 8), *c3 = NULL;
        ox_generate_desc gd;
        int32_t out[4];
        ox_context_desc cd;
        memset(&gd, 0, sizeof gd);
        gd.prompt = (const int32_t *)fx.prompt->data;
        gd.n_prompt = 8;
        gd.max_tokens = 4;
        gd.draft = d;
        CHECK(ox_generate(c, &gd, out, NULL) == OX_ERR_ARG && strstr(ox_error_message(), "backbone_hidden_size"));
        gd.draft = t; /* not an assistant */
        CHECK(ox_generate(c2, &gd, out, NULL) == OX_ERR_ARG && strstr(ox_error_message(), "gemma4_assistant"));
        gd.draft = d;
        gd.n_prompt = 0;
        CHECK(ox_generate(c2, &gd, out, NULL) == OX_ERR_ARG);
        memset(&cd, 0, sizeof cd);
        CHECK(ox_context_new(d, &cd, &c3) == OX_ERR_UNSUPPORTED && strstr(ox_error_message(), "draft"));
        CHECK(!strcmp(ox_model_arch(d), "gemma4_assistant"));
        ox_context_free(c);
        ox_context_free(c2);
    }
    ox_model_free(t);
    ox_model_free(d);
    ox_model_free(other);
    fixture_close(&fx);
}

/* Speculative sampling keeps the target's distribution: the second generated token's empirical
   distribution over many seeds matches the exact marginal sum_t1 p(t1) p(t2 | t1) computed from the
   target alone (chi-square, bins with expected count >= 5). The drafter's own proposal, drawn the
   same way, must fail the same test, so the test can tell. */
static void test_draft_sampling(void) {
    enum { RUNS = 2500 };
    fixture fx;
    ox_model *t, *d;
    ox_context *c;
    float *p1, *marg;
    double *cnt, chi_spec, chi_q, dof;
    int V, i, j, s, P;
    const float temp = 1.5f;
    if (!fixture_open(&fx, "g4_e2b_like")) { CHECK(0); return; }
    t = load_fixture_model(fx.dir, 1);
    d = load_draft(draft_fixture);
    c = t ? new_ctx(t, 128, 8) : NULL;
    CHECK(t && d && c);
    if (!(t && d && c)) { ox_context_free(c); ox_model_free(t); ox_model_free(d); fixture_close(&fx); return; }
    V = fx.V;
    P = 20;  /* a shorter prompt keeps the runs cheap */
    p1 = (float *)malloc((size_t)V * sizeof(float));
    marg = (float *)calloc((size_t)V, sizeof(float));
    cnt = (double *)calloc((size_t)V * 2, sizeof(double));
    /* exact marginal of token 2 */
    CHECK(ox_eval(c, (const int32_t *)fx.prompt->data, P, 1) == OX_OK);
    ox__draft_probs(p1, ox_logits(c, 0), V, temp);
    for (i = 0; i < V; i++) {
        float *p2 = (float *)malloc((size_t)V * sizeof(float));
        int32_t id = i;
        if (p1[i] < 1e-6f) { free(p2); continue; }
        ox_truncate(c, P);
        ox_eval(c, &id, 1, 1);
        ox__draft_probs(p2, ox_logits(c, 0), V, temp);
        for (j = 0; j < V; j++) marg[j] += p1[i] * p2[j];
        free(p2);
    }
    /* speculative sampling, one round of 3 drafts after the first token */
    for (s = 0; s < RUNS; s++) {
        ox_generate_desc gd;
        int32_t out[5];
        memset(&gd, 0, sizeof gd);
        gd.prompt = (const int32_t *)fx.prompt->data;
        gd.n_prompt = P;
        gd.max_tokens = 5;     /* token 2 comes from a round of 3 drafts */
        gd.temperature = temp;
        gd.seed = (uint64_t)s * 7919u + 1;
        gd.draft = d;
        gd.n_draft = 3;
        ox_reset(c);
        if (ox_generate(c, &gd, out, NULL) != OX_OK) { CHECK(0); break; }
        cnt[out[1]] += 1;
    }
    /* the drafter's proposal for token 2 given the same first tokens (a biased sampler) */
    for (s = 0; s < RUNS; s++) {
        ox__rng rng;
        ox__draft_state *st;
        int32_t t1, d1;
        float *q = (float *)malloc((size_t)V * sizeof(float));
        ox__rng_seed(&rng, (uint64_t)s * 104729u + 3);
        t1 = ox__sample_probs(p1, V, &rng);
        ox_truncate(c, 0);
        ox_eval(c, (const int32_t *)fx.prompt->data, P, 1);
        if (ox__draft_state_get(c, d, &st) != OX_OK) { free(q); CHECK(0); break; }
        ox__draft_view(c, &st->view);
        {
            const float *h;
            int32_t tk;
            CHECK(ox__g4_hidden(c, (P - 1) % 8, &h) == OX_OK); /* last prefill row (steps of 8) */
            CHECK(ox__draft_step(c, st, t1, h, P, &tk) == OX_OK);
        }
        ox__draft_probs(q, ox__draft_logits(st), V, temp);
        d1 = ox__sample_probs(q, V, &rng);
        cnt[V + d1] += 1;
        free(q);
    }
    chi2_pair(marg, cnt, V, RUNS, &chi_spec, &chi_q, &dof);
    fprintf(stderr, "  speculative sampling: chi2 %.1f with %.0f dof (drafter's own proposal: %.1f)\n", chi_spec, dof, chi_q);
    CHECK(dof >= 5);
    CHECK_MSG(chi_spec < dof + 5 * sqrt(2 * dof), "speculative sampling is off the target distribution: chi2 %g, dof %g", chi_spec, dof);
    CHECK_MSG(chi_q > dof + 5 * sqrt(2 * dof), "the test cannot tell the drafter's distribution from the target's: chi2 %g, dof %g", chi_q, dof);
    free(p1); free(marg); free(cnt);
    ox_context_free(c);
    ox_model_free(t);
    ox_model_free(d);
    fixture_close(&fx);
}


/* models/NAME/reference.json (NAME: kjv-gemma4 or kjv-gemma4-large): the prompt and the greedy ids
   transformers generated. */
static int read_kjv_reference(const char *name, int32_t *prompt, int *np, int32_t *want, int *nw) {
    char path[600];
    size_t n;
    char *txt;
    ox__jdoc doc;
    const ox__json *pid, *oid, *e;
    *np = *nw = 0;
    snprintf(path, sizeof path, "%s/%s/reference.json", models_root(), name);
    txt = (char *)read_file(path, &n);
    if (!txt) return 0;
    if (ox__json_parse(&doc, txt, n, "reference.json", NULL) != OX_OK) { free(txt); return 0; }
    pid = ox__json_get(doc.root, "prompt_ids");
    oid = ox__json_get(doc.root, "output_ids");
    for (e = pid ? pid->child : NULL; e && *np < 64; e = e->next) prompt[(*np)++] = (int32_t)e->num;
    for (e = oid ? oid->child : NULL; e && *nw < 128; e = e->next) want[(*nw)++] = (int32_t)e->num;
    ox__json_free(&doc);
    free(txt);
    return *np > 0 && *nw > 0;
}

/* A shipped pair, models/NAME and models/NAME-assistant (models/, or $OXINFER_MODELS), with threads
   and bf16 activations as asked; both or neither. */
static int load_kjv(const char *name, int threads, int bf16act, ox_model **t, ox_model **d) {
    char path[600];
    ox_model_desc md;
    const char *root = models_root();
    *t = *d = NULL;
    memset(&md, 0, sizeof md);
    md.n_threads = threads;
    md.bf16_activations = bf16act;
    snprintf(path, sizeof path, "%s/%s", root, name);
    md.path = path;
    CHECK(ox_model_load(&md, t) == OX_OK);
    snprintf(path, sizeof path, "%s/%s-assistant", root, name);
    md.path = path;
    CHECK(ox_model_load(&md, d) == OX_OK);
    if (*t && *d) return 1;
    ox_model_free(*t); ox_model_free(*d);
    *t = *d = NULL;
    return 0;
}

/* A shipped pair: the target's greedy ids equal those transformers generated when it was trained
   (reference.json), and speculative decoding with its assistant gives the same ids, with the
   adaptive choice of k and with k = 4. */
static void shipped_pair(const char *name) {
    int32_t prompt[64], want[128], got[128];
    int np = 0, nw = 0, i;
    ox_model *t = NULL, *d = NULL;
    ox_context *c = NULL;
    ox_generate_desc gd;
    ox_generate_stats st;
    CHECK(read_kjv_reference(name, prompt, &np, want, &nw));
    if (!np) return;
    if (load_kjv(name, 1, 0, &t, &d)) {
        t->kern = d->kern = ox__kernels_for(test_isa);
        c = new_ctx(t, 512, 16);
    }
    if (c) {
        memset(&gd, 0, sizeof gd);
        gd.prompt = prompt; gd.n_prompt = np; gd.max_tokens = nw;
        CHECK(ox_generate(c, &gd, got, &st) == OX_OK);
        for (i = 0; i < nw && got[i] == want[i]; i++) {}
        CHECK_MSG(i == nw, "greedy differs from transformers at token %g of %g", i, nw);
        ox_reset(c);
        gd.draft = d;   /* adaptive k */
        CHECK(ox_generate(c, &gd, got, &st) == OX_OK);
        for (i = 0; i < nw && got[i] == want[i]; i++) {}
        CHECK_MSG(i == nw, "adaptive speculative output differs from greedy at token %g of %g", i, nw);
        CHECK(st.accepted <= st.drafted && st.drafted <= 4 * st.draft_rounds && st.draft_kmax == 4);
        CHECK(st.draft_rounds_plain <= st.draft_rounds);
        fprintf(stderr, "  %s [%s]: adaptive: %d of %d rounds plain, mean k %.2f\n", name, ox__kernels_for(test_isa)->name,
                st.draft_rounds_plain, st.draft_rounds, st.draft_rounds ? (double)st.drafted / st.draft_rounds : 0.0);
        ox_reset(c);
        gd.n_draft = 4;
        CHECK(ox_generate(c, &gd, got, &st) == OX_OK);
        for (i = 0; i < nw && got[i] == want[i]; i++) {}
        CHECK_MSG(i == nw, "speculative output differs from greedy at token %g of %g", i, nw);
        CHECK(st.accepted > 0 && st.accepted <= st.drafted);
        fprintf(stderr, "  %s [%s]: speculative decoding accepted %d of %d drafts (%.2f) in %d rounds\n",
                name, ox__kernels_for(test_isa)->name, st.accepted, st.drafted, st.drafted ? (double)st.accepted / st.drafted : 0.0, st.draft_rounds);
    }
    ox_context_free(c);
    ox_model_free(t);
    ox_model_free(d);
}

/* kjv-gemma4 on every kernel path; kjv-gemma4-large (the 70 MB speculation demo of `make run`) on the
   best one, where its 192 generated tokens cost about a second. */
static void test_shipped_model(void) {
    shipped_pair("kjv-gemma4");
    if (test_isa == ox__isa_best()) shipped_pair("kjv-gemma4-large");
}

/* The invariants of speculative decoding hold with bf16 activations too, where the verification
   strips multiply x rounded to bf16 (a different numeric path from the exact one): speculative greedy
   output equals plain greedy output with the same kernels, for several draft lengths, and for a
   length beyond the cap of 7 a round (which must then draft at most 7). On the shipped model, whose
   drafts are accepted. */
static void test_draft_bf16act(void) {
#if defined(OX__X86)
    static const int ks[] = {1, 4, 7, 20};
    int32_t prompt[64], want[128], plain[48], got[48];
    int np, nw;
    ox_model *t = NULL, *d = NULL;
    ox_context *c = NULL;
    ox_generate_desc gd;
    ox_generate_stats st;
    int k, acc = 0;
    if (!ox__isa_available(OX__ISA_AVX512BF16)) return;
    if (!ox__kernels_bf16act_best()) { fprintf(stderr, "  bf16 activations measured slower than the exact path here (no AMX): skipped\n"); return; }
    CHECK(read_kjv_reference("kjv-gemma4", prompt, &np, want, &nw));
    if (!np) return;
    if (load_kjv("kjv-gemma4", 2, 1, &t, &d)) c = new_ctx(t, 256, 16);
    if (c) {
        CHECK(t->kern == ox__kernels_bf16act_best());
        memset(&gd, 0, sizeof gd);
        gd.prompt = prompt; gd.n_prompt = np; gd.max_tokens = 48; gd.ignore_eos = 1;
        CHECK(ox_generate(c, &gd, plain, &st) == OX_OK);
        for (k = 0; k < 48 && k < nw && plain[k] == want[k]; k++) {}
        fprintf(stderr, "  kjv-gemma4 with bf16 activations: greedy equals transformers' fp32 greedy for %d of %d tokens\n", k, nw < 48 ? nw : 48);
        for (k = 0; k < 4; k++) {
            ox_reset(c);
            gd.draft = d;
            gd.n_draft = ks[k];
            memset(&st, 0, sizeof st);
            CHECK(ox_generate(c, &gd, got, &st) == OX_OK);
            CHECK_MSG(!memcmp(got, plain, sizeof plain), "K %g: speculative output differs from greedy (bf16 activations)", ks[k], 0);
            CHECK_MSG(st.drafted <= st.draft_rounds * (ks[k] < 7 ? ks[k] : 7), "K %g: %g drafts a round", ks[k], st.draft_rounds ? (double)st.drafted / st.draft_rounds : 0);
            acc += st.accepted;
        }
        CHECK(acc > 0);
    }
    ox_context_free(c);
    ox_model_free(t);
    ox_model_free(d);
#endif
}

/* A drafter quantized at load (ox_model_desc.weights): its layers, projections and head (the
   centroid head's reordered copy included) in Q8 / Q4, checked by dtype. Drafts then come from other
   numbers, but speculative greedy output still equals plain greedy, for fixed and adaptive k; on the
   shipped pair a Q8 drafter keeps most of the bf16 drafter's acceptance (a wrong view of the
   quantized head's clusters would draft noise). */
static void test_draft_quantized(void) {
    static const ox_weights ws[] = {OX_WEIGHTS_Q8, OX_WEIGHTS_Q4};
    static const int ks[] = {0, 3};
    fixture fx;
    ox_model *t, *d;
    int wi, ki;
    char dir[600];
    if (!fixture_open(&fx, "g4_e2b_like")) { CHECK(0); return; }
    t = load_fixture_model(fx.dir, 2);
    snprintf(dir, sizeof dir, "%s/%s", fixture_root(), draft_fixture);
    for (wi = 0; t && wi < 2; wi++) {
        ox_model_desc md;
        const ox__draft_model *as;
        memset(&md, 0, sizeof md);
        md.path = dir; md.n_threads = 2; md.weights = ws[wi];
        d = NULL;
        CHECK(ox_model_load(&md, &d) == OX_OK);
        if (!d) continue;
        d->kern = ox__kernels_for(test_isa);
        as = (const ox__draft_model *)d->arch_data;
        CHECK(ox__is_quant(as->pre->dtype) && ox__is_quant(as->post->dtype) && ox__is_quant(d->layers[0].gate->dtype));
        CHECK(as->ordered ? ox__is_quant(as->head_ord->dtype) && ox__is_quant(as->centroids->dtype) : ox__is_quant(d->lm_head->dtype));
        for (ki = 0; ki < 2; ki++) {
            ox_context *c = new_ctx(t, 128, 8);
            ox_generate_desc gd;
            ox_generate_stats st;
            int32_t out[20];
            memset(&gd, 0, sizeof gd);
            gd.prompt = (const int32_t *)fx.prompt->data; gd.n_prompt = fx.P; gd.max_tokens = fx.G;
            gd.draft = d; gd.n_draft = ks[ki];
            CHECK(c && ox_generate(c, &gd, out, &st) == OX_OK);
            CHECK_MSG(c && !memcmp(out, fx.greedy->data, (size_t)fx.G * sizeof(int32_t)), "Q%g drafter, K %g: output differs from greedy", wi ? 4.0 : 8.0, ks[ki]);
            ox_context_free(c);
        }
        ox_model_free(d);
    }
    ox_model_free(t);
    fixture_close(&fx);
}

/* The shipped pair with its drafter quantized to Q8 (best kernel path, once): speculative greedy
   equals the reference, and the Q8 drafter keeps at least 80% of the bf16 drafter's accepted drafts. */
static void test_draft_quantized_shipped(void) {
    ox_model *t, *d;
    int32_t prompt[64], want[128], got[128];
    int np = 0, nw = 0, i, acc[2] = {0, 0};
    ox_model *dq = NULL;
    if (!read_kjv_reference("kjv-gemma4", prompt, &np, want, &nw) || !load_kjv("kjv-gemma4", 1, 0, &t, &d)) { CHECK(0); return; }
    {
        ox_model_desc md;
        char path[600];
        memset(&md, 0, sizeof md);
        snprintf(path, sizeof path, "%s/kjv-gemma4-assistant", models_root());
        md.path = path; md.n_threads = 1; md.weights = OX_WEIGHTS_Q8;
        CHECK(ox_model_load(&md, &dq) == OX_OK);
    }
    for (i = 0; dq && i < 2; i++) {
        ox_context *c = new_ctx(t, 512, 16);
        ox_generate_desc gd;
        ox_generate_stats st;
        int j;
        memset(&gd, 0, sizeof gd);
        gd.prompt = prompt; gd.n_prompt = np; gd.max_tokens = nw; gd.draft = i ? dq : d; gd.n_draft = 4;
        CHECK(c && ox_generate(c, &gd, got, &st) == OX_OK);
        for (j = 0; j < nw && got[j] == want[j]; j++) {}
        CHECK_MSG(j == nw, "drafter of %g bits a weight: speculative output differs from greedy at token %g", i ? 8.0 : 16.0, j);
        acc[i] = st.accepted;
        ox_context_free(c);
    }
    fprintf(stderr, "  kjv-gemma4: drafts accepted with the bf16 drafter %d, with it quantized to q8 %d\n", acc[0], acc[1]);
    CHECK(acc[0] > 0 && 5 * acc[1] >= 4 * acc[0]);
    ox_model_free(dq);
    ox_model_free(t);
    ox_model_free(d);
}

/* The adaptive choice of k (section 17) on a synthetic cost model. ox__spec_best: K = 0 when drafts
   are never accepted, the largest K when they always are and drafts and verification are cheap, 0
   when verifying k + 1 tokens costs k + 1 decode steps (a target in cache) even at acceptance 1, and
   in between the k a brute-force search of E(k) / (k c_draft + c_verify(k)) finds. The policy loop
   (ox__spec_next / ox__spec_observe) driven by a simulated drafter: it settles on 0 when nothing is
   accepted, on a large k when everything is, and recovers from a stretch of rejections. */
static int spec_sim(ox__spec_policy *p, int rounds, double a, double c_draft, double cv0, double cv_tok, uint64_t *rng, int *zeros) {
    int r, sum = 0;
    *zeros = 0;
    for (r = 0; r < rounds; r++) {
        int k = ox__spec_next(p), n = 0;
        while (n < k) {   /* each draft accepted with probability a (given the previous ones were) */
            *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
            if ((double)(*rng >> 11) / 9007199254740992.0 >= a) break;
            n++;
        }
        ox__spec_observe(p, k, n, k * c_draft, cv0 + k * cv_tok);
        sum += k;
        *zeros += k == 0;
    }
    return sum;
}
static void test_spec_policy(void) {
    double acc[OX__SPEC_KMAX], cv[OX__SPEC_KMAX + 1];
    ox__spec_policy p;
    uint64_t rng = 12345;
    int i, k, z, sum;
    /* the pure choice */
    for (k = 0; k <= OX__SPEC_KMAX; k++) cv[k] = 1.0 + 0.02 * k;          /* memory-bound verification */
    for (i = 0; i < OX__SPEC_KMAX; i++) acc[i] = 0;
    CHECK(ox__spec_best(OX__SPEC_KMAX, acc, 0.05, cv) == 0);
    for (i = 0; i < OX__SPEC_KMAX; i++) acc[i] = 1;
    CHECK(ox__spec_best(OX__SPEC_KMAX, acc, 0.05, cv) == OX__SPEC_KMAX);
    CHECK(ox__spec_best(3, acc, 0.05, cv) == 3);
    for (k = 0; k <= OX__SPEC_KMAX; k++) cv[k] = 1.0 + k;                 /* cache-bound: k + 1 decode steps */
    CHECK(ox__spec_best(OX__SPEC_KMAX, acc, 0.3, cv) == 0);
    for (k = 0; k <= OX__SPEC_KMAX; k++) cv[k] = 1.0 + 0.1 * k;
    for (i = 0; i < OX__SPEC_KMAX; i++) acc[i] = 0.6;
    {
        double e = 1, pr = 1, best = 0;
        int bk = 0;
        for (k = 0; k <= OX__SPEC_KMAX; k++) {
            if (k) { pr *= acc[k - 1]; e += pr; }
            if (e / (k * 0.1 + cv[k]) > best) { best = e / (k * 0.1 + cv[k]); bk = k; }
        }
        CHECK(bk > 0 && bk < OX__SPEC_KMAX);
        CHECK_MSG(ox__spec_best(OX__SPEC_KMAX, acc, 0.1, cv) == bk, "acceptance 0.6: chose %g, the best is %g", ox__spec_best(OX__SPEC_KMAX, acc, 0.1, cv), bk);
    }
    /* unmeasured costs: interpolated, extrapolated along the two largest measured k, flat from one */
    for (k = 0; k <= OX__SPEC_KMAX; k++) cv[k] = -1;
    CHECK(ox__spec_cost(cv, OX__SPEC_KMAX, 3) < 0);
    cv[0] = 1; cv[2] = 2;
    CHECK(fabs(ox__spec_cost(cv, OX__SPEC_KMAX, 1) - 1.5) < 1e-12 && fabs(ox__spec_cost(cv, OX__SPEC_KMAX, 6) - 4) < 1e-12);
    cv[2] = -1;
    CHECK(ox__spec_cost(cv, OX__SPEC_KMAX, 5) == 1);
    /* the loop: never accepted -> plain decode steps (a few probes) */
    ox__spec_init(&p, 7, 0);
    sum = spec_sim(&p, 400, 0.0, 0.1, 1.0, 0.02, &rng, &z);
    CHECK_MSG(z >= 380, "acceptance 0: %g of 400 rounds drafted nothing (%g drafts)", z, sum);
    /* always accepted, cheap drafts, memory-bound verification -> the largest k nearly always */
    ox__spec_init(&p, 7, 0);
    sum = spec_sim(&p, 400, 1.0, 0.1, 1.0, 0.02, &rng, &z);
    CHECK_MSG(sum >= 6 * 400 && z <= 2, "acceptance 1: mean k %g, %g rounds with k 0", sum / 400.0, z);
    /* cache-bound verification: acceptance 0.9 still does not pay; probes are rare */
    ox__spec_init(&p, 7, 0);
    sum = spec_sim(&p, 400, 0.9, 0.5, 1.0, 1.0, &rng, &z);
    CHECK_MSG(z >= 390, "cache-bound: %g of 400 rounds drafted nothing (%g drafts)", z, sum);
    /* a stretch of rejections, then acceptance 0.9: back to drafting (the probes find it) */
    ox__spec_init(&p, 7, 0);
    spec_sim(&p, 300, 0.0, 0.1, 1.0, 0.02, &rng, &z);
    spec_sim(&p, 200, 0.9, 0.1, 1.0, 0.02, &rng, &z);
    sum = spec_sim(&p, 200, 0.9, 0.1, 1.0, 0.02, &rng, &z);
    CHECK_MSG(sum >= 3 * 200 && z <= 10, "recovery: mean k %g, %g rounds with k 0", sum / 200.0, z);
    /* one early rejection at a deep position does not cap k there for good: draft 3 rejected in the
       only round that reached it, then acceptance 0.9 everywhere */
    ox__spec_init(&p, 7, 0);
    for (i = 0; i < 20; i++) { ox__spec_next(&p); ox__spec_observe(&p, 2, 2, 0.2, 1.04); }
    ox__spec_observe(&p, 3, 2, 0.3, 1.06);
    sum = spec_sim(&p, 200, 0.9, 0.1, 1.0, 0.02, &rng, &z);
    CHECK_MSG(sum > 3 * 200, "after one rejection at draft 3: mean k %g, %g rounds with k 0", sum / 200.0, z);
    /* a cold first draft step (20 times the warm cost, as a drafter's first call after its weights
       left the caches) does not rule drafting out: the next probe's warm cost replaces it */
    ox__spec_init(&p, 7, 0);
    ox__spec_observe(&p, ox__spec_next(&p), 0, 0, 1.0);
    CHECK(ox__spec_next(&p) == 1);
    ox__spec_observe(&p, 1, 1, 5.0, 1.3);
    sum = spec_sim(&p, 400, 0.9, 0.25, 1.0, 0.3, &rng, &z);
    CHECK_MSG(z <= 60 && sum >= 300, "after a cold first draft step: %g of 400 rounds drafted nothing (%g drafts)", z, sum);
    /* a fixed K is K every round */
    ox__spec_init(&p, 3, 1);
    sum = spec_sim(&p, 50, 0.0, 0.1, 1.0, 0.02, &rng, &z);
    CHECK(sum == 150 && z == 0);
    /* kept between generations (ox__spec_resume): a new policy pays for its bootstrap and first
       probes in each 62-round generation where drafting never pays (a target in cache); the estimates
       kept from the first generation make the next ones draft nothing; another drafter (address or
       load time), bound or fixed K starts afresh */
    {
        ox__spec_kept kept;
        int key1, key2, g, z2 = 0;
        ox__spec_init(&p, 4, 0);
        sum = spec_sim(&p, 62, 0.6, 0.3, 1.0, 0.6, &rng, &z);
        CHECK_MSG(sum >= 2, "a new policy: %g drafts in 62 rounds (the bootstrap probe at least)", sum, 0);
        kept.key = &key1; kept.born = 5.0; kept.p = p;
        for (g = 0; g < 4; g++) {
            ox__spec_resume(&p, &kept, &key1, 5.0, 4, 0);
            CHECK(p.rounds >= 62 && p.left == INT_MAX);
            sum = spec_sim(&p, 62, 0.6, 0.3, 1.0, 0.6, &rng, &z);
            z2 += z;
            kept.p = p;
        }
        /* where acceptance 1 would pay, a probe every 8 * OX__SPEC_PROBE rounds at most */
        CHECK_MSG(z2 >= 4 * 62 - (4 * 62) / (8 * OX__SPEC_PROBE) - 1, "resumed: %g of 248 rounds drafted nothing (%g)", z2, 0);
        /* where even acceptance 1 cannot pay (verification costs k + 1 decode steps): none at all */
        ox__spec_init(&p, 4, 0);
        spec_sim(&p, 62, 0.6, 0.3, 1.0, 1.0, &rng, &z);
        for (g = 0, z2 = 0; g < 4; g++) {
            kept.p = p;
            ox__spec_resume(&p, &kept, &key1, 5.0, 4, 0);
            spec_sim(&p, 62, 0.6, 0.3, 1.0, 1.0, &rng, &z);
            z2 += z;
        }
        CHECK_MSG(z2 == 4 * 62, "resumed, cache-bound: %g of 248 rounds drafted nothing (%g)", z2, 0);
        ox__spec_resume(&p, &kept, &key2, 5.0, 4, 0);
        CHECK(p.rounds == 0);
        ox__spec_resume(&p, &kept, &key1, 6.0, 4, 0);
        CHECK(p.rounds == 0);
        ox__spec_resume(&p, &kept, &key1, 5.0, 3, 0);
        CHECK(p.rounds == 0);
        ox__spec_resume(&p, &kept, &key1, 5.0, 4, 1);
        CHECK(p.rounds == 0 && p.fixed == 1);
        ox__spec_resume(&p, NULL, &key1, 5.0, 4, 0);
        CHECK(p.rounds == 0);
    }
}

static void test_area_drafter(void) {
    static const char *const drafters[] = {"g4_draft_centroid", "g4_draft_plain", "g4_draft_trained"};
    int isa, f;
    char tag[96];
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        if (!ox__kernels_for((ox__isa)isa)) continue;
        test_isa = (ox__isa)isa;
        for (f = 0; f < 3; f++) {
            draft_fixture = drafters[f];
            snprintf(tag, sizeof tag, "[%s %s]", draft_fixture, ox__kernels_for(test_isa)->name);
            RUN_TAGGED(test_draft_trace, tag);
            RUN_TAGGED(test_draft_equals_greedy, tag);
            RUN_TAGGED(test_draft_quantized, tag);
        }
        snprintf(tag, sizeof tag, "[%s]", ox__kernels_for(test_isa)->name);
        RUN_TAGGED(test_verify_equals_decode, tag);
        RUN_TAGGED(test_shipped_model, tag);
    }
    test_isa = ox__kernels_best()->isa;
    RUN(test_draft_quantized_shipped);
    RUN(test_draft_checks);
    RUN(test_spec_policy);
    RUN(test_draft_bf16act);
    draft_fixture = "g4_draft_trained";
    RUN_TAGGED(test_draft_sampling, "[trained]");
    draft_fixture = "g4_draft_centroid";
    RUN_TAGGED(test_draft_sampling, "[centroid]");
}
