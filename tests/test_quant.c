/* Tests: quantized weights (section 6.2b formats, their kernels on every path, load-time
   quantization of whole models).

   Round trip: every weight of a Q8 or Q4 group is within s / 2 of its dequantized value (s the
   group's f16 scale; Q4 adds the f32 rounding of s q + b, a few ulps of |w|).
   Kernels: each path against the scalar reference (ox__q_dot_ref: the dot product over the
   dequantized row in the f32 reference order) within 2e-6 S, S = sum |x_k w_k| over the
   dequantized weights (the float kernels' bound: only the summation order differs), for decode
   strips (T <= 8), panels (T > 8) and odd K (a padded last block), on 1 and 3 threads.
   Models: a quantized model's logits equal those of the same model whose quantized matrices are
   replaced by their dequantized f32 copies: exactly on the scalar path (same products, same
   order), within 2e-4 on the SIMD paths. */

static uint32_t tq_rng = 777u;
static float tq_normal(void) {
    double s = 0;
    int i;
    for (i = 0; i < 12; i++) {
        tq_rng ^= tq_rng << 13; tq_rng ^= tq_rng >> 17; tq_rng ^= tq_rng << 5;
        s += (tq_rng >> 8) * (1.0 / 16777216.0);
    }
    return (float)(s - 6.0);
}

/* A quantized N x K matrix in malloc'd memory (free tq->mem). */
typedef struct tq_mat { ox__qmat w; void *mem; } tq_mat;
static int tq_make(tq_mat *m, ox__dtype fmt, const float *src, int N, int K) {
    size_t bytes;
    if (!ox__qmat_layout(&m->w, fmt, N, K, &bytes)) return 0;
    m->mem = malloc(bytes + 64);
    m->w.data = (const uint8_t *)m->mem + (64 - ((uintptr_t)m->mem & 63));
    ox__quantize_rows(&m->w, src, OX__F32, 0, N);
    return 1;
}
static float tq_scale(const ox__qmat *w, int r, int k) {
    const uint16_t *sb = (const uint16_t *)(w->data + (size_t)r * w->rstride + w->sboff);
    return ox__f16_to_f32(sb[(size_t)(k >> w->gshift) * (size_t)(1 + w->affine)]);
}

static void test_quant_roundtrip(void) {
    static const int Ks[] = {32, 33, 64, 100, 256};
    int f, ki, kind, r, k;
    for (f = 0; f < 2; f++)
        for (ki = 0; ki < 5; ki++)
            for (kind = 0; kind < 5; kind++) {
                const int N = 7, K = Ks[ki];
                float *w = (float *)malloc(sizeof(float) * N * K), *d = (float *)malloc(sizeof(float) * K);
                tq_mat q;
                double worst = 0;
                for (r = 0; r < N * K; r++) {
                    float v = tq_normal();
                    if (kind == 1) v = 0.3f + 0.01f * v;           /* off-centre, narrow */
                    if (kind == 2) v = (r % 29 == 0) ? 40.0f * v : 1e-3f * v; /* outliers */
                    if (kind == 3) v = 0.0f;
                    if (kind == 4) v = -2.5f;                       /* constant: exact in Q4 (b = w, s = 0) */
                    w[r] = v;
                }
                CHECK(tq_make(&q, f ? OX__Q4 : OX__Q8, w, N, K));
                for (r = 0; r < N; r++) {
                    ox__q_row(&q.w, r, 0, K, d);
                    for (k = 0; k < K; k++) {
                        double s = tq_scale(&q.w, r, k), e = fabs((double)w[(size_t)r * K + k] - d[k]);
                        double bound = s / 2 * (1 + 1e-6) + 4e-7 * fabs(w[(size_t)r * K + k]);
                        if (e / (bound > 0 ? bound : 1e-30) > worst) worst = e / (bound > 0 ? bound : 1e-30);
                        if (kind == 3 || (kind == 4 && f)) CHECK_MSG(d[k] == w[(size_t)r * K + k], "constant group: %g, expected %g", d[k], w[(size_t)r * K + k]);
                    }
                }
                CHECK_MSG(worst <= 1.0, "error %g of the bound (kind %g)", worst, kind);
                free(q.mem); free(w); free(d);
            }
    {   /* bytes a weight: Q8 8.5, Q4 5 (K a multiple of 64, rows padded to 32 bytes) */
        ox__qmat w;
        size_t b;
        CHECK(ox__qmat_layout(&w, OX__Q8, 10, 1536, &b) && b == (size_t)10 * (1536 + 96));
        CHECK(ox__qmat_layout(&w, OX__Q4, 10, 1536, &b) && b == (size_t)10 * 960);
        CHECK(!ox__qmat_layout(&w, OX__Q4, 0, 1536, &b) && !ox__qmat_layout(&w, OX__Q8, 10, (int64_t)INT_MAX, &b));
    }
}

static void test_quant_kernels(void) {
    static const int Ks[] = {32, 64, 33, 77, 160, 1000}, Ns[] = {1, 5, 16, 37, 64}, Ts[] = {1, 2, 3, 4, 5, 8, 9, 13, 30};
    int isa, f, ki, ni, ti, th, t, r, k;
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        const ox__kernels *kern = ox__kernels_for((ox__isa)isa);
        double worst = 0;
        if (!kern) continue;
        for (th = 1; th <= 3; th += 2) {
            ox__pool *pool = th > 1 ? ox__pool_new(th, NULL) : NULL;
            for (f = 0; f < 2; f++)
                for (ki = 0; ki < 6; ki++)
                    for (ni = 0; ni < 5; ni++)
                        for (ti = 0; ti < 9; ti++) {
                            const int K = Ks[ki], N = Ns[ni], T = Ts[ti];
                            float *w = (float *)malloc(sizeof(float) * N * K), *x = (float *)malloc(sizeof(float) * T * K);
                            float *y = (float *)malloc(sizeof(float) * T * N), *d = (float *)malloc(sizeof(float) * K);
                            void *scratch = malloc(ox__matmul_scratch_size(T, K, th));
                            tq_mat q;
                            for (r = 0; r < N * K; r++) w[r] = tq_normal() * (f ? 1.0f : 0.05f) + (f ? 0.2f : 0.0f);
                            for (r = 0; r < T * K; r++) x[r] = tq_normal();
                            CHECK(tq_make(&q, f ? OX__Q4 : OX__Q8, w, N, K));
                            ox__matmul(pool, kern, y, x, T, K, &q.w, f ? OX__Q4 : OX__Q8, N, (ti & 1) ? scratch : NULL);
                            for (r = 0; r < N; r++) {
                                ox__q_row(&q.w, r, 0, K, d);
                                for (t = 0; t < T; t++) {
                                    double S = 0, ref = ox__q_dot_ref(x + (size_t)t * K, &q.w, r), e;
                                    for (k = 0; k < K; k++) S += fabs((double)x[(size_t)t * K + k] * d[k]);
                                    e = fabs(y[(size_t)t * N + r] - ref) / (2e-6 * S + 1e-30);
                                    if (!(e <= worst)) worst = e; /* NaN counts */
                                }
                            }
                            free(q.mem); free(w); free(x); free(y); free(d); free(scratch);
                        }
            ox__pool_free(pool);
        }
        CHECK_MSG(worst <= 1.0, "path %g: error %g of 2e-6 S", isa, worst);
        if (test_verbose) fprintf(stderr, "quant: %s: worst %.3g of the bound\n", kern->name, worst);
    }
}

/* Model B's quantizable matrices replaced by the dequantized copies of model A's (A quantized). */
static int tq_dequantized_into(ox_model *A, ox_model *B, void ***keep, int *n_keep) {
    int n = ox__quant_slots(A, NULL, 0), i, r, changed = 0;
    const ox__tensor ***sa, ***sb;
    if (n < 0 || ox__quant_slots(B, NULL, 0) != n) return -1;
    sa = (const ox__tensor ***)calloc((size_t)n + 1, sizeof *sa);
    sb = (const ox__tensor ***)calloc((size_t)n + 1, sizeof *sb);
    *keep = (void **)calloc((size_t)n + 1, sizeof(void *));
    *n_keep = 0;
    ox__quant_slots(A, sa, n);
    ox__quant_slots(B, sb, n);
    for (i = 0; i < n; i++) {
        const ox__tensor *qa = *sa[i];
        const ox__qmat *w;
        ox__tensor *t;
        float *data;
        if (!qa || !ox__is_quant(qa->dtype)) continue;
        w = (const ox__qmat *)qa->data;
        t = (ox__tensor *)malloc(sizeof *t + sizeof(float) * (size_t)w->N * w->K + 64);
        data = (float *)(void *)((unsigned char *)t + ((sizeof *t + 63) / 64 * 64));
        *t = *qa;
        t->dtype = OX__F32; t->dtype_name = "F32"; t->nbytes = sizeof(float) * (size_t)w->N * w->K; t->data = data;
        for (r = 0; r < w->N; r++) ox__q_row(w, r, 0, w->K, data + (size_t)r * w->K);
        *sb[i] = t;
        (*keep)[(*n_keep)++] = t;
        changed++;
    }
    free(sa); free(sb);
    return changed;
}

static const char *const tq_fixtures[] = {"g4_e2b_like", "g4_sharded_f32", "g4_moe_mm", "g4_f16", "g4_keqv_untied",
                                          "q35_mm_tied", "q35_moe", "q35_long_untied"};
static void test_quant_model(void) {
    int fi, f, isa;
    for (fi = 0; fi < (int)(sizeof tq_fixtures / sizeof tq_fixtures[0]); fi++)
        for (f = 0; f < 2; f++) {
            char dir[600];
            ox_model_desc md;
            ox_model *A = NULL, *B = NULL;
            void **keep = NULL;
            int n_keep = 0, i, changed;
            snprintf(dir, sizeof dir, "%s/%s", fixture_root(), tq_fixtures[fi]);
            memset(&md, 0, sizeof md);
            md.path = dir; md.skip_tokenizer = 1;
            if (ox_model_load(&md, &B) != OX_OK) { CHECK_MSG(0, "fixture %g: %g", fi, 0); continue; }
            md.weights = f ? OX_WEIGHTS_Q4 : OX_WEIGHTS_Q8;
            CHECK(ox_model_load(&md, &A) == OX_OK);
            if (!A) { ox_model_free(B); continue; }
            changed = tq_dequantized_into(A, B, &keep, &n_keep);
            CHECK_MSG(changed >= 4, "fixture %g: only %g matrices quantized", fi, changed);
            for (isa = 0; isa < OX__ISA_COUNT; isa++) {
                static const int32_t ids[] = {2, 17, 33, 5, 101, 7, 64, 19, 88, 3, 41, 12, 9};
                ox_context *ca = NULL, *cb = NULL;
                ox_context_desc cd;
                double d = 0;
                int step, v, V = ox_model_vocab_size(A);
                if (!ox__kernels_for((ox__isa)isa)) continue;
                A->kern = B->kern = ox__kernels_for((ox__isa)isa);
                memset(&cd, 0, sizeof cd);
                cd.n_ctx = 64; cd.n_threads = 2;
                CHECK(ox_context_new(A, &cd, &ca) == OX_OK && ox_context_new(B, &cd, &cb) == OX_OK);
                if (!ca || !cb) { ox_context_free(ca); ox_context_free(cb); continue; }
                for (step = 0; step < 4; step++) { /* a 10-token prefill (panels), then decode steps */
                    int n = step ? 1 : 10, off = step ? 9 + step : 0, rows;
                    CHECK(ox_eval(ca, ids + off, n, -1) == OX_OK && ox_eval(cb, ids + off, n, -1) == OX_OK);
                    rows = ox_logits_rows(ca);
                    for (i = 0; i < rows; i++) {
                        const float *la = ox_logits(ca, i), *lb = ox_logits(cb, i);
                        for (v = 0; v < V; v++) if (!(fabs(la[v] - lb[v]) <= d)) d = fabs(la[v] - lb[v]);
                    }
                }
                if (isa == OX__ISA_SCALAR) CHECK_MSG(d == 0, "scalar path: logits differ by %g (fixture %g)", d, fi);
                else CHECK_MSG(d <= 2e-4, "logits differ by %g (fixture %g)", d, fi);
                if (test_verbose) fprintf(stderr, "quant: %s %s %s: largest logit difference %.3g\n", tq_fixtures[fi], f ? "q4" : "q8", ox__kernels_for((ox__isa)isa)->name, d);
                ox_context_free(ca); ox_context_free(cb);
            }
            ox_model_free(A); ox_model_free(B);
            for (i = 0; i < n_keep; i++) free(keep[i]);
            free(keep);
        }
}

/* The shipped model: greedy tokens of q8 equal those of bf16 (q4: agreement reported). */
static void test_quant_kjv_greedy(void) {
    char dir[600];
    int32_t prompt[64], out[3][32];
    int np = 0, f, i, agree4 = 0;
    snprintf(dir, sizeof dir, "%s/kjv-gemma4", models_root());
    for (f = 0; f < 3; f++) {
        ox_model_desc md;
        ox_model *m = NULL;
        ox_context *c = NULL;
        ox_generate_desc gd;
        ox_generate_stats st;
        memset(&md, 0, sizeof md);
        md.path = dir; md.weights = (ox_weights)f;
        CHECK(ox_model_load(&md, &m) == OX_OK);
        if (!m) return;
        if (!f) {
            const char *text = "And God said, Let there be light: and there was light.";
            CHECK(ox_tokenize(ox_model_tokenizer(m), text, strlen(text), OX_TOKENIZE_ADD_SPECIAL, prompt, 64, &np) == OX_OK);
        }
        CHECK(ox_context_new(m, NULL, &c) == OX_OK);
        memset(&gd, 0, sizeof gd);
        gd.prompt = prompt; gd.n_prompt = np; gd.max_tokens = 32; gd.ignore_eos = 1;
        memset(out[f], 0, sizeof out[f]);
        CHECK(ox_generate(c, &gd, out[f], &st) == OX_OK);
        ox_context_free(c);
        ox_model_free(m);
    }
    for (i = 0; i < 32; i++) CHECK_MSG(out[1][i] == out[0][i], "q8 greedy token %g differs (%g)", i, out[1][i]);
    while (agree4 < 32 && out[2][agree4] == out[0][agree4]) agree4++;
    fprintf(stderr, "quant: kjv-gemma4 greedy: q4 agrees with bf16 on the first %d of 32 tokens\n", agree4);
}

/* Speculative decoding over a quantized target (the drafter reads the target's quantized embedding
   table): greedy output equals the target's own greedy output. */
static void test_quant_speculative(void) {
    char dir[600], ddir[600];
    static const int32_t prompt[] = {2, 651, 603, 2345, 17, 93};
    int32_t plain[24], spec[24];
    ox_model_desc md;
    ox_model *m = NULL, *d = NULL;
    ox_context *c = NULL;
    ox_generate_desc gd;
    ox_generate_stats st;
    int i;
    snprintf(dir, sizeof dir, "%s/kjv-gemma4", models_root());
    snprintf(ddir, sizeof ddir, "%s/kjv-gemma4-assistant", models_root());
    memset(&md, 0, sizeof md);
    md.path = dir; md.weights = OX_WEIGHTS_Q8; md.skip_tokenizer = 1;
    CHECK(ox_model_load(&md, &m) == OX_OK);
    md.path = ddir;
    CHECK(ox_model_load(&md, &d) == OX_OK);
    if (!m || !d) { ox_model_free(m); ox_model_free(d); return; }
    CHECK(ox_context_new(m, NULL, &c) == OX_OK);
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = 6; gd.max_tokens = 24; gd.ignore_eos = 1;
    CHECK(ox_generate(c, &gd, plain, &st) == OX_OK);
    ox_reset(c);
    gd.draft = d;
    CHECK(ox_generate(c, &gd, spec, &st) == OX_OK && st.draft_rounds > 0);
    for (i = 0; i < 24; i++) CHECK_MSG(spec[i] == plain[i], "token %g: %g", i, spec[i]);
    ox_context_free(c);
    ox_model_free(d);
    ox_model_free(m);
}

/* Progress while quantizing: from 0.5 to 1 after loading's 0 to 0.5, never backwards; a callback
   that cancels during quantization gets OX_ERR_CANCELLED and no model (ASan: nothing leaks). */
static struct { float last; int calls, back, cancel_at_q; } tq_prog;
static int tq_progress(float done, void *user) {
    (void)user;
    if (done < tq_prog.last) tq_prog.back++;
    tq_prog.last = done;
    tq_prog.calls++;
    return tq_prog.cancel_at_q && done > 0.5f;
}
static void test_quant_progress(void) {
    char dir[600];
    ox_model_desc md;
    ox_model *m = NULL;
    snprintf(dir, sizeof dir, "%s/g4_e2b_like", fixture_root());
    memset(&md, 0, sizeof md);
    md.path = dir; md.skip_tokenizer = 1; md.weights = OX_WEIGHTS_Q4; md.progress = tq_progress;
    memset(&tq_prog, 0, sizeof tq_prog);
    CHECK(ox_model_load(&md, &m) == OX_OK);
    CHECK_MSG(tq_prog.back == 0 && tq_prog.last == 1.0f && tq_prog.calls > 4, "progress went back %g times, ended at %g", tq_prog.back, tq_prog.last);
    ox_model_free(m);
    m = NULL;
    memset(&tq_prog, 0, sizeof tq_prog);
    tq_prog.cancel_at_q = 1;
    CHECK(ox_model_load(&md, &m) == OX_ERR_CANCELLED && !m);
}

static void test_quant_desc(void) {
    char dir[600];
    ox_model_desc md;
    ox_model *m = NULL;
    snprintf(dir, sizeof dir, "%s/g4_sharded_f32", fixture_root());
    memset(&md, 0, sizeof md);
    md.path = dir; md.weights = (ox_weights)3;
    CHECK(ox_model_load(&md, &m) == OX_ERR_ARG && !m && strstr(ox_error_message(), "weights"));
    md.path = "tests/fixtures/g4_draft_plain"; md.weights = OX_WEIGHTS_Q8; /* an assistant keeps its weights */
    snprintf(dir, sizeof dir, "%s/g4_draft_plain", fixture_root());
    md.path = dir;
    CHECK(ox_model_load(&md, &m) == OX_OK);
    ox_model_free(m);
}

static void test_area_quant(void) {
    RUN(test_quant_roundtrip);
    RUN(test_quant_kernels);
    RUN(test_quant_model);
    RUN(test_quant_kjv_greedy);
    RUN(test_quant_speculative);
    RUN(test_quant_progress);
    RUN(test_quant_desc);
}
