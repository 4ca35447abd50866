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

/* Greedy with the head equals plain greedy for K = 1..7, n_batch 8 (the replay log's base moves
   every 8 to 16 positions) and 16, on 1 and 2 threads, for prompts that end before, at and after
   position 64 (the DeltaNet chunk boundary) so that verification steps straddle it. */
static long mtp_accepted, mtp_drafted;
static void test_mtp_equals_greedy(void) {
    static const int plens[] = {5, 62, 70};
    static const int batches[] = {8, 16};
    fixture fx;
    int th, pi, bi, k;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    for (th = 1; th <= 2; th++) {
        ox_model *m = mtp_load(test_fixture, th);
        CHECK(m != NULL);
        if (!m) break;
        for (pi = 0; pi < 3; pi++) {
            int np = plens[pi] < fx.P ? plens[pi] : fx.P, n = 24;
            int32_t want[24], got[24];
            for (bi = 0; bi < 2; bi++) {
                CHECK(mtp_plain(m, (const int32_t *)fx.prompt->data, np, n, batches[bi], want));
                for (k = 1; k <= 7; k++) {
                    ox_context *c = new_ctx(m, np + n + 8, batches[bi]);
                    ox_generate_desc gd;
                    ox_generate_stats st;
                    ox_result r;
                    if (!c) { CHECK(0); continue; }
                    memset(&gd, 0, sizeof gd);
                    memset(&st, 0, sizeof st);
                    gd.prompt = (const int32_t *)fx.prompt->data; gd.n_prompt = np; gd.max_tokens = n; gd.ignore_eos = 1;
                    gd.mtp = 1;
                    gd.n_draft = k;
                    r = ox_generate(c, &gd, got, &st);
                    CHECK_MSG(r == OX_OK, "ox_generate with the MTP head: %g (K %g)", r, k);
                    if (r != OX_OK) fprintf(stderr, "  %s\n", ox_error_message());
                    if (r == OX_OK && memcmp(got, want, sizeof want)) {
                        fprintf(stderr, "  threads %d, prompt %d, n_batch %d, K %d: output differs from plain greedy\n", th, np, batches[bi], k);
                        CHECK(0);
                    }
                    CHECK(st.n_generated == n);
                    CHECK(st.accepted <= st.drafted && st.drafted <= st.draft_rounds * (k < batches[bi] - 1 ? k : batches[bi] - 1));
                    CHECK(ox_context_position(c) == np + n - 1);
                    mtp_accepted += st.accepted;
                    mtp_drafted += st.drafted;
                    ox_context_free(c);
                }
            }
        }
        ox_model_free(m);
    }
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
        /* positions the head never saw */
        CHECK(ox_eval(c, (const int32_t *)fx.prompt->data, 4, 1) == OX_OK);
        CHECK(ox_generate(c, &gd, out, NULL) == OX_ERR_UNSUPPORTED);
        CHECK(strstr(ox_error_message(), "MTP head has not seen") != NULL);
        ox_reset(c);
        CHECK(ox_generate(c, &gd, out, NULL) == OX_OK);
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
    fprintf(stderr, "mtp: %ld of %ld drafts accepted over the greedy runs\n", mtp_accepted, mtp_drafted);
    CHECK(mtp_accepted > 0 && mtp_accepted < mtp_drafted);
    test_isa = ox__isa_best();
    for (f = 0; f < 2; f++) {
        test_fixture = mtp_fixtures[f];
        snprintf(tag, sizeof tag, "[%s]", test_fixture);
        RUN_TAGGED(test_mtp_reference, tag);
    }
    RUN(test_mtp_checks);
}
