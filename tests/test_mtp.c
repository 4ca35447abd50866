/* Qwen 3.5's MTP head as a drafter: speculative output equals plain decoding on every kernel path,
   rollback over the DeltaNet chunk boundary and the replay log's base, sampling keeps the target's
   distribution, malformed head tensors, truncate/reset after drafting. Fixtures q35_mtp (dense)
   and q35_moe_mtp: reference fixtures with random mtp.* weights (tools/gen_fixtures_mtp.py). */

static const char *const mtp_fixtures[] = {"q35_mtp", "q35_moe_mtp"};
static int mtp_bf16act;  /* the bf16-activation table instead of test_isa's */

static ox_model *mtp_load(const char *name, int threads) {
    char dir[600];
    ox_model *m;
    snprintf(dir, sizeof dir, "%s/%s", fixture_root(), name);
    m = load_fixture_model(dir, threads);
#if defined(OX__X86)
    if (m && mtp_bf16act) m->kern = &ox__kernels_bf16act;
#endif
    return m;
}

/* Plain greedy ids of prompt[0..np) for n tokens; 1 on success. */
static int mtp_plain(ox_model *m, const int32_t *prompt, int np, int n, int n_batch, int32_t *out) {
    ox_context *c = new_ctx(m, np + n + 8, n_batch);
    ox_generate_desc gd;
    ox_result r;
    if (!c) return 0;
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = np; gd.max_tokens = n; gd.ignore_eos = 1;
    r = ox_generate(c, &gd, out, NULL);
    ox_context_free(c);
    return r == OX_OK;
}

/* Drafts with a chosen acceptance pattern: the head runs as it is (its cache, its catch-up over the
   accepted rows), then its draft is replaced by the plain greedy token for the first r drafts of a
   round and by a wrong one after, r cycling through 0..K. A random head is rarely right, so without
   this the rollbacks after several accepted drafts would go untested. */
static struct { const int32_t *want; int np, n, round, on; } mtp_oracle;
static ox__backend mtp_oracle_backend;
static ox_result mtp_oracle_step(ox_context *c, ox__draft_state *s, int32_t tok, const float *g, int pos, int32_t *out) {
    ox_result r = ox__q35_mtp_step(c, s, tok, g, pos, out);
    int j = ((ox__q35mtp *)(void *)s)->drafts - 1, gi = c->pos + 1 + j - mtp_oracle.np;
    if (r != OX_OK || !mtp_oracle.on) return r;
    if (j == 0) mtp_oracle.round++;
    if (gi >= 0 && gi < mtp_oracle.n) {
        int right = j < (mtp_oracle.round * 5 + 2) % 8;
        *out = right ? mtp_oracle.want[gi] : (mtp_oracle.want[gi] + 1 + j) % c->m->vocab;
    }
    return r;
}

/* Greedy with the head equals plain greedy for K = 1..7 (its own drafts, and the pattern), n_batch 8 (the replay log's base moves
   every 8 to 16 positions) and 16, on 1 and 2 threads, for prompts that end before, at and after
   position 64 (the DeltaNet chunk boundary) so that verification steps straddle it. */
static void test_mtp_equals_greedy(void) {
    long mtp_accepted = 0, mtp_drafted = 0, pat_accepted = 0, pat_drafted = 0;
    static const int plens[] = {5, 62, 70};
    static const int batches[] = {8, 16};
    fixture fx;
    int th, pi, bi, k;
    int32_t prompt[80];
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    for (k = 0; k < 80; k++) prompt[k] = ((const int32_t *)fx.prompt->data)[k % fx.P]; /* any ids will do */
    mtp_oracle_backend = ox__cpu_qwen35;
    mtp_oracle_backend.draft_step = mtp_oracle_step;
    for (th = 1; th <= 2; th++) {
        ox_model *m = mtp_load(test_fixture, th);
        CHECK(m != NULL);
        if (!m) break;
        m->backend = &mtp_oracle_backend;
        for (pi = 0; pi < 3; pi++) {
            int np = plens[pi], n = 24;
            int32_t want[24], got[24];
            for (bi = 0; bi < 2; bi++) {
                CHECK(mtp_plain(m, prompt, np, n, batches[bi], want));
                mtp_oracle.want = want; mtp_oracle.np = np; mtp_oracle.n = n;
                for (k = 1; k <= 14; k++) {   /* K 1..7 with the head's own drafts, then with the pattern */
                    int kk = k > 7 ? k - 7 : k;
                    ox_context *c = new_ctx(m, np + n + 8, batches[bi]);
                    ox_generate_desc gd;
                    ox_generate_stats st;
                    ox_result r;
                    if (!c) { CHECK(0); continue; }
                    memset(&gd, 0, sizeof gd);
                    memset(&st, 0, sizeof st);
                    gd.prompt = prompt; gd.n_prompt = np; gd.max_tokens = n; gd.ignore_eos = 1;
                    gd.mtp = 1;
                    gd.n_draft = kk;
                    mtp_oracle.on = k > 7;
                    r = ox_generate(c, &gd, got, &st);
                    mtp_oracle.on = 0;
                    CHECK_MSG(r == OX_OK, "ox_generate with the MTP head: %g (K %g)", r, k);
                    if (r != OX_OK) fprintf(stderr, "  %s\n", ox_error_message());
                    if (r == OX_OK && memcmp(got, want, sizeof want)) {
                        fprintf(stderr, "  threads %d, prompt %d, n_batch %d, K %d%s: output differs from plain greedy\n", th, np, batches[bi], kk, k > 7 ? " (pattern)" : "");
                        CHECK(0);
                    }
                    CHECK(st.n_generated == n);
                    CHECK(st.accepted <= st.drafted && st.drafted <= st.draft_rounds * (kk < batches[bi] - 1 ? kk : batches[bi] - 1));
                    CHECK(ox_context_position(c) == np + n - 1);
                    if (k > 7) { pat_accepted += st.accepted; pat_drafted += st.drafted; }
                    else { mtp_accepted += st.accepted; mtp_drafted += st.drafted; }
                    ox_context_free(c);
                }
            }
        }
        ox_model_free(m);
    }
    /* with the pattern, rounds accepted every count of drafts; the head's own drafts are counted */
    if (test_verbose) fprintf(stderr, "  the head's drafts: %ld of %ld accepted; with the pattern %ld of %ld\n", mtp_accepted, mtp_drafted, pat_accepted, pat_drafted);
    CHECK_MSG(pat_accepted > pat_drafted / 4 && pat_accepted < pat_drafted, "%g of %g drafts accepted", pat_accepted, pat_drafted);
    fixture_close(&fx);
}

/* The head loads with the base model's reference logits unchanged. */
static void test_mtp_reference(void) {
    fixture fx;
    ox_model *m;
    double d = 0;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = mtp_load(test_fixture, 2);
    CHECK(m != NULL);
    if (m) {
        CHECK(((const ox__q35model *)m->arch_data)->n_mtp == 1);
        check_prefill(&fx, m, &d);
        CHECK_MSG(d <= 2e-4, "largest logit difference vs transformers %g", d, 0);
    }
    ox_model_free(m);
    fixture_close(&fx);
}

/* What the API refuses: draft and mtp together, mtp on a model without a head (and on Gemma 4),
   the head's state over the context's memory cap. */
static void test_mtp_checks(void) {
    fixture fx;
    ox_model *m = mtp_load("q35_mtp", 2), *plain = NULL, *g4 = NULL;
    char dir[600];
    int32_t out[4];
    ox_generate_desc gd;
    ox_context *c;
    if (!fixture_open(&fx, "q35_mtp")) { CHECK(0); ox_model_free(m); return; }
    memset(&gd, 0, sizeof gd);
    gd.prompt = (const int32_t *)fx.prompt->data; gd.n_prompt = 8; gd.max_tokens = 4; gd.mtp = 1;
    c = m ? new_ctx(m, 64, 8) : NULL;
    CHECK(c != NULL);
    if (c) {
        gd.draft = m;
        CHECK(ox_generate(c, &gd, out, NULL) == OX_ERR_ARG);
        CHECK(strstr(ox_error_message(), "mtp") != NULL);
        gd.draft = NULL;
        /* positions the head never saw (evaluated before it existed): it drafts from the first row it
           has (a gap), and the output is plain decoding's */
        {
            int32_t plain_out[4];
            ox_generate_stats st, ps;
            CHECK(ox_eval(c, (const int32_t *)fx.prompt->data, 4, 1) == OX_OK);
            CHECK(ox_generate(c, &gd, out, &st) == OX_OK);
            CHECK(st.draft_rounds > 0 && ((ox__q35state *)c->arch_state)->mtp->lo == 4);
            {   /* its attention read no entry of the gap (the sanitizer build poisons them with NaN) */
                const float *hl = ((ox__q35state *)c->arch_state)->mtp->logits;
                int v, fin = 1;
                for (v = 0; v < fx.V; v++) fin &= isfinite(hl[v]) != 0;
                CHECK(fin);
            }
            ox_reset(c);
            CHECK(ox_eval(c, (const int32_t *)fx.prompt->data, 4, 1) == OX_OK);
            gd.mtp = 0;
            CHECK(ox_generate(c, &gd, plain_out, &ps) == OX_OK);
            gd.mtp = 1;
            CHECK(ps.n_generated == st.n_generated && !memcmp(out, plain_out, (size_t)st.n_generated * sizeof(int32_t)));
        }
        ox_reset(c);
        CHECK(ox_generate(c, &gd, out, NULL) == OX_OK);
        CHECK(((ox__q35state *)c->arch_state)->mtp->lo == 0);
    }
    ox_context_free(c);
    snprintf(dir, sizeof dir, "%s/q35_long_untied", fixture_root());
    plain = load_fixture_model(dir, 1);
    CHECK(plain && ((const ox__q35model *)plain->arch_data)->n_mtp == 0);
    c = plain ? new_ctx(plain, 64, 8) : NULL;
    if (c) {
        CHECK(ox_generate(c, &gd, out, NULL) == OX_ERR_UNSUPPORTED);
        CHECK(strstr(ox_error_message(), "no MTP head") != NULL);
    }
    ox_context_free(c);
    ox_model_free(plain);
    snprintf(dir, sizeof dir, "%s/g4_e2b_like", fixture_root());
    g4 = load_fixture_model(dir, 1);
    c = g4 ? new_ctx(g4, 64, 8) : NULL;
    if (c) {
        int32_t ids[4] = {1, 2, 3, 4};
        gd.prompt = ids; gd.n_prompt = 4;
        CHECK(ox_generate(c, &gd, out, NULL) == OX_ERR_UNSUPPORTED);
        CHECK(strstr(ox_error_message(), "no MTP head") != NULL);
    }
    ox_context_free(c);
    ox_model_free(g4);
    /* the cap: a context that only just fits has no room for the head's cache */
    if (m) {
        ox_context_desc cd;
        size_t need = 0;
        memset(&cd, 0, sizeof cd);
        cd.n_ctx = 512; cd.n_batch = 8;
        CHECK(ox_context_memory(m, &cd, NULL, &need) == OX_OK);
        cd.max_bytes = need;
        c = NULL;
        CHECK(ox_context_new(m, &cd, &c) == OX_OK);
        if (c) {
            gd.prompt = (const int32_t *)fx.prompt->data; gd.n_prompt = 8;
            CHECK(ox_generate(c, &gd, out, NULL) == OX_ERR_LIMIT);
            CHECK(strstr(ox_error_message(), "MTP head") != NULL);
        }
        ox_context_free(c);
    }
    ox_model_free(m);
    fixture_close(&fx);
}

/* Sampling with the head: the distribution of the first token after a round of 3 drafts equals the
   target's exact marginal (chi-squared), while the head's own proposal for it does not (so the test
   can tell them apart). As test_draft_sampling for the assistant drafter. */
static void test_mtp_sampling(void) {
    enum { RUNS = 2500 };
    fixture fx;
    ox_model *m;
    ox_context *c;
    float *p1, *marg;
    double *cnt, chi_spec, chi_q, dof;
    int V, i, j, s, P = 12;
    const float temp = 1.5f;
    if (!fixture_open(&fx, "q35_mtp")) { CHECK(0); return; }
    m = mtp_load("q35_mtp", 1);
    c = m ? new_ctx(m, 64, 8) : NULL;
    CHECK(m && c);
    if (!(m && c)) { ox_context_free(c); ox_model_free(m); fixture_close(&fx); return; }
    V = fx.V;
    p1 = (float *)malloc((size_t)V * sizeof(float));
    marg = (float *)calloc((size_t)V, sizeof(float));
    cnt = (double *)calloc((size_t)V * 2, sizeof(double));
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
    for (s = 0; s < RUNS; s++) {
        ox_generate_desc gd;
        int32_t out[5];
        memset(&gd, 0, sizeof gd);
        gd.prompt = (const int32_t *)fx.prompt->data; gd.n_prompt = P; gd.max_tokens = 5; gd.ignore_eos = 1;
        gd.temperature = temp;
        gd.seed = (uint64_t)s * 7919u + 1;
        gd.mtp = 1;
        gd.n_draft = 3;
        ox_reset(c);
        if (ox_generate(c, &gd, out, NULL) != OX_OK) { CHECK(0); break; }
        cnt[out[1]] += 1;
    }
    /* the head's own proposal for token 2 after the same first token */
    for (s = 0; s < RUNS; s++) {
        ox__rng rng;
        ox__draft_state *ds;
        int32_t t1, tk;
        float *q = (float *)malloc((size_t)V * sizeof(float));
        ox__rng_seed(&rng, (uint64_t)s * 104729u + 3);
        t1 = ox__sample_probs(p1, V, &rng);
        ox_reset(c);
        CHECK(ox__q35_mtp_begin(c, NULL, &ds) == OX_OK);
        ox_eval(c, (const int32_t *)fx.prompt->data, P, 1);
        ox__q35_mtp_round(c, ds);
        CHECK(ox__q35_mtp_step(c, ds, t1, NULL, 0, &tk) == OX_OK);
        ox__draft_probs(q, ox__q35_mtp_logits(ds), V, temp);
        cnt[V + ox__sample_probs(q, V, &rng)] += 1;
        free(q);
    }
    chi2_pair(marg, cnt, V, RUNS, &chi_spec, &chi_q, &dof);
    fprintf(stderr, "  MTP speculative sampling: chi2 %.1f with %.0f dof (the head's own proposal: %.1f)\n", chi_spec, dof, chi_q);
    CHECK(dof >= 5);
    CHECK_MSG(chi_spec < dof + 5 * sqrt(2 * dof), "speculative sampling is off the target distribution: chi2 %g, dof %g", chi_spec, dof);
    CHECK_MSG(chi_q > dof + 5 * sqrt(2 * dof), "the test cannot tell the head's distribution from the target's: chi2 %g, dof %g", chi_q, dof);
    free(p1); free(marg); free(cnt);
    ox_context_free(c);
    ox_model_free(m);
    fixture_close(&fx);
}

/* After a generation with the head (n_batch 4): the context equals plain decoding of the same ids
   (check_truncate_reset: truncate back and redo, too far back refused, reset and prompt again);
   truncated past its kept rows, it goes on after the gap (plain greedy's ids, K = 1..3); after
   ox_reset it drafts from position 0 again and gives plain greedy output. */
static void test_mtp_truncate_reset(void) {
    fixture fx;
    ox_model *m;
    ox_context *a = NULL, *b = NULL;
    int32_t *all = NULL, want[16];
    float *dec = NULL;
    int j, n;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = mtp_load(test_fixture, 2);
    n = fx.P + fx.G;
    if (m) { a = new_ctx(m, n + 8, 4); b = new_ctx(m, n + 8, 4); }
    all = (int32_t *)malloc((size_t)n * sizeof(int32_t));
    dec = (float *)malloc((size_t)fx.G * fx.V * sizeof(float));
    CHECK(m && a && b && all && dec);
    if (m && a && b && all && dec) {
        ox_generate_desc gd;
        ox_generate_stats st;
        memset(&gd, 0, sizeof gd);
        gd.prompt = (const int32_t *)fx.prompt->data; gd.n_prompt = fx.P; gd.max_tokens = fx.G; gd.ignore_eos = 1;
        gd.mtp = 1; gd.n_draft = 3;
        memcpy(all, fx.prompt->data, (size_t)fx.P * sizeof(int32_t));
        CHECK(ox_generate(a, &gd, all + fx.P, &st) == OX_OK);
        CHECK(ox_context_position(a) == n - 1);
        CHECK(st.draft_rounds > 0);
        /* plain decoding of the same ids in b */
        CHECK(ox_eval(b, all, fx.P, 1) == OX_OK);
        memcpy(dec, ox_logits(b, 0), (size_t)fx.V * sizeof(float));
        for (j = 0; j + 1 < fx.G; j++) {
            CHECK(ox_eval(b, all + fx.P + j, 1, 1) == OX_OK);
            memcpy(dec + (size_t)(j + 1) * fx.V, ox_logits(b, 0), (size_t)fx.V * sizeof(float));
        }
        check_truncate_reset(&fx, a, all, dec);
        /* a holds the prompt again (evaluated after the reset, which the head followed): going on
           from there with the head, as a chat turn does, gives the same ids */
        gd.prompt = all + fx.P; gd.n_prompt = 1; gd.max_tokens = fx.G - 1;
        CHECK(ox_generate(a, &gd, want, &st) == OX_OK);
        CHECK(!memcmp(want, all + fx.P + 1, (size_t)(fx.G - 1) * sizeof(int32_t)));
        CHECK(st.draft_rounds > 0);
        ox_reset(a);
        CHECK(ox_eval(a, all, fx.P + 8, 1) == OX_OK);
        gd.prompt = all + fx.P + 4; gd.n_prompt = 1; gd.max_tokens = 8;
        for (j = 1; j <= 3; j++) {   /* a gap: it goes on from the rows it has; plain greedy's ids */
            if (j > 1) { ox_reset(a); CHECK(ox_eval(a, all, fx.P + 8, 1) == OX_OK); }
            CHECK(ox_truncate(a, fx.P + 4) == OX_OK);   /* the head needs row P+3: the last step kept P+4 .. */
            gd.n_draft = j;
            CHECK(ox_generate(a, &gd, want, &st) == OX_OK);
            CHECK_MSG(!memcmp(want, all + fx.P + 5, 8 * sizeof(int32_t)), "after a gap, K %g: the ids differ from plain greedy", j, 0);
            CHECK(st.draft_rounds > 0 && ((ox__q35state *)a->arch_state)->mtp->lo > 0);
            {   /* its attention read no entry of the gap (the sanitizer build poisons them with NaN) */
                const float *hl = ((ox__q35state *)a->arch_state)->mtp->logits;
                int v, fin = 1;
                for (v = 0; v < fx.V; v++) fin &= isfinite(hl[v]) != 0;
                CHECK(fin);
            }
        }
        gd.n_draft = 3;
        ox_reset(a);
        gd.prompt = all; gd.n_prompt = fx.P;
        CHECK(ox_generate(a, &gd, want, &st) == OX_OK);
        CHECK(!memcmp(want, all + fx.P, 8 * sizeof(int32_t)));
        CHECK(st.draft_rounds > 0);
    }
    free(all); free(dec);
    ox_context_free(a);
    ox_context_free(b);
    ox_model_free(m);
    fixture_close(&fx);
}

/* Replace the first 'from' in the safetensors header of st with 'to' (the same length); 1 if found. */
static int mtp_header_edit(unsigned char *st, size_t size, const char *from, const char *to) {
    uint64_t hlen = 0;
    size_t n = strlen(from), k;
    int i;
    for (i = 7; i >= 0; i--) hlen = (hlen << 8) | st[i];
    if (strlen(to) != n || hlen > size - 8) return 0;
    for (k = 0; k + n <= hlen; k++)
        if (!memcmp(st + 8 + k, from, n)) { memcpy(st + 8 + k, to, n); return 1; }
    return 0;
}

/* Malformed heads: a bad config key, a missing or misshapen mtp.* tensor get errors naming them;
   more layers than the files hold; what drafting refuses (dedicated embeddings). A config that asks
   for a head the files do not hold loads without it (transformers' save_pretrained drops mtp.*). */
static void test_mtp_malformed(void) {
    static const struct { const char *cfg_from, *cfg_to, *st_from, *st_to; ox_result want; const char *msg; } cases[] = {
        {"\"mtp_num_hidden_layers\": 1", "\"mtp_num_hidden_layers\": -1", NULL, NULL, OX_ERR_FORMAT, "mtp_num_hidden_layers"},
        {"\"mtp_num_hidden_layers\": 1", "\"mtp_num_hidden_layers\": \"1\"", NULL, NULL, OX_ERR_FORMAT, "mtp_num_hidden_layers"},
        {"\"mtp_num_hidden_layers\": 1", "\"mtp_num_hidden_layers\": 2", NULL, NULL, OX_ERR_FORMAT, "mtp.layers.1.input_layernorm.weight"},
        {"\"mtp_use_dedicated_embeddings\": false", "\"mtp_use_dedicated_embeddings\": 3", NULL, NULL, OX_ERR_FORMAT, "mtp_use_dedicated_embeddings"},
        {NULL, NULL, "\"mtp.norm.weight\"", "\"mtp.norX.weight\"", OX_ERR_FORMAT, "'mtp.norm.weight'"},
        {NULL, NULL, "\"mtp.pre_fc_norm_hidden.weight\"", "\"mtp.pre_fc_norm_hiddeX.weight\"", OX_ERR_FORMAT, "'mtp.pre_fc_norm_hidden.weight'"},
        {NULL, NULL, "\"mtp.layers.0.self_attn.q_proj.weight\"", "\"mtp.layers.0.self_attn.q_projXweight\"", OX_ERR_FORMAT, "'mtp.layers.0.self_attn.q_proj.weight'"},
        {NULL, NULL, "\"mtp.layers.0.mlp.down_proj.weight\"", "\"mtp.layers.0.mlp.down_projXweight\"", OX_ERR_FORMAT, "'mtp.layers.0.mlp.down_proj.weight'"},
        {NULL, NULL, "\"mtp.fc.weight\":{\"dtype\":\"BF16\",\"shape\":[64,128]", "\"mtp.fc.weight\":{\"dtype\":\"BF16\",\"shape\":[128,64]", OX_ERR_FORMAT, "'mtp.fc.weight' has shape [128, 64]"},
        {NULL, NULL, "\"mtp.norm.weight\":{\"dtype\":\"BF16\",\"shape\":[64]", "\"mtp.norm.weight\":{\"dtype\":\"BF16\",\"shape\":[32]", OX_ERR_FORMAT, "mtp.norm.weight"},
        {NULL, NULL, "\"mtp.fc.weight\"", "\"mtp.fX.weight\"", OX_OK, ""}, /* no head in the files */
    };
    int i;
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        char *config = NULL, *cfg = NULL;
        unsigned char *st = NULL;
        size_t st_size = 0;
        ox_model *m = NULL;
        ox_result r;
        if (!q35_read_fixture_files("q35_mtp", &config, &st, &st_size)) { CHECK(0); free(config); free(st); return; }
        cfg = cases[i].cfg_from ? replaced(config, cases[i].cfg_from, cases[i].cfg_to) : NULL;
        CHECK_MSG(!cases[i].cfg_from || cfg, "case %g: the config lacks the text to replace", i, 0);
        CHECK_MSG(!cases[i].st_from || mtp_header_edit(st, st_size, cases[i].st_from, cases[i].st_to), "case %g: the header lacks the text to replace", i, 0);
        r = q35_load_mem(cfg ? cfg : config, st, st_size, &m);
        CHECK_MSG(r == cases[i].want, "case %g: result %g", i, r);
        if (r != OX_OK && !strstr(ox_error_message(), cases[i].msg)) {
            fprintf(stderr, "  case %d message: %s\n", i, ox_error_message());
            CHECK_MSG(0, "case %g: message lacks the name", i, 0);
        }
        if (r == OX_OK) CHECK(m && ((const ox__q35model *)m->arch_data)->n_mtp == 0);
        ox_model_free(m);
        free(cfg); free(config); free(st);
    }
    {   /* dedicated embeddings: the model loads, drafting with the head is refused */
        char *config = NULL, *cfg;
        unsigned char *st = NULL;
        size_t st_size = 0;
        ox_model *m = NULL;
        if (q35_read_fixture_files("q35_mtp", &config, &st, &st_size)) {
            cfg = replaced(config, "\"mtp_use_dedicated_embeddings\": false", "\"mtp_use_dedicated_embeddings\": true");
            CHECK(cfg && q35_load_mem(cfg, st, st_size, &m) == OX_OK);
            if (m) {
                ox_context *c = new_ctx(m, 32, 8);
                ox_generate_desc gd;
                int32_t ids[3] = {1, 2, 3}, out[4];
                memset(&gd, 0, sizeof gd);
                gd.prompt = ids; gd.n_prompt = 3; gd.max_tokens = 4; gd.mtp = 1;
                CHECK(c && ox_generate(c, &gd, out, NULL) == OX_ERR_UNSUPPORTED);
                CHECK(strstr(ox_error_message(), "mtp_use_dedicated_embeddings") != NULL);
                ox_context_free(c);
            }
            ox_model_free(m);
            free(cfg);
        } else CHECK(0);
        free(config); free(st);
    }
}

/* With weights quantized at load (Q8, Q4) the head's matrices are quantized too, and greedy with
   the head still equals plain greedy of that model. */
static void test_mtp_quant(void) {
    fixture fx;
    int w;
    if (!fixture_open(&fx, "q35_mtp")) { CHECK(0); return; }
    for (w = OX_WEIGHTS_Q8; w <= OX_WEIGHTS_Q4; w++) {
        ox_model_desc md;
        ox_model *m = NULL;
        char dir[600];
        int32_t want[20], got[20];
        snprintf(dir, sizeof dir, "%s/q35_mtp", fixture_root());
        memset(&md, 0, sizeof md);
        md.path = dir; md.n_threads = 2; md.weights = (ox_weights)w;
        CHECK(ox_model_load(&md, &m) == OX_OK);
        if (!m) continue;
        {
            const ox__q35model *qm = (const ox__q35model *)m->arch_data;
            int want_dt = w == OX_WEIGHTS_Q8 ? OX__Q8 : OX__Q4;
            CHECK(qm->mtp_fc->dtype == want_dt && qm->mtp_layers[0].q->dtype == want_dt && qm->mtp_layers[0].down->dtype == want_dt);
        }
        if (mtp_plain(m, (const int32_t *)fx.prompt->data, 30, 20, 8, want)) {
            ox_context *c = new_ctx(m, 64, 8);
            ox_generate_desc gd;
            memset(&gd, 0, sizeof gd);
            gd.prompt = (const int32_t *)fx.prompt->data; gd.n_prompt = 30; gd.max_tokens = 20; gd.ignore_eos = 1;
            gd.mtp = 1; gd.n_draft = 4;
            CHECK(c && ox_generate(c, &gd, got, NULL) == OX_OK);
            CHECK(!memcmp(got, want, sizeof want));
            ox_context_free(c);
        } else CHECK(0);
        ox_model_free(m);
    }
    fixture_close(&fx);
}

static void test_area_mtp(void) {
    int isa, f, bf;
    char tag[96];
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        if (!ox__kernels_for((ox__isa)isa)) continue;
        for (bf = 0; bf < 2; bf++) {
#if defined(OX__X86)
            if (bf && (isa != OX__ISA_AVX512BF16)) continue;
#else
            if (bf) continue;
#endif
            test_isa = (ox__isa)isa;
            mtp_bf16act = bf;
            for (f = 0; f < 2; f++) {
                test_fixture = mtp_fixtures[f];
                snprintf(tag, sizeof tag, "[%s %s]", test_fixture, bf ? "avx512bf16 (bf16 activations)" : ox__kernels_for(test_isa)->name);
                RUN_TAGGED(test_mtp_equals_greedy, tag);
            }
        }
    }
    mtp_bf16act = 0;
    test_isa = ox__isa_best();
    for (f = 0; f < 2; f++) {
        test_fixture = mtp_fixtures[f];
        snprintf(tag, sizeof tag, "[%s]", test_fixture);
        RUN_TAGGED(test_mtp_reference, tag);
        RUN_TAGGED(test_mtp_truncate_reset, tag);
    }
    RUN(test_mtp_checks);
    RUN(test_mtp_malformed);
    RUN(test_mtp_quant);
    RUN(test_mtp_sampling);
}
