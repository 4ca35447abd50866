/* Tests: the Qwen 3.5 forward pass (Gated DeltaNet + gated attention) against transformers' fp32
   reference (tests/fixtures/q35_*), on every kernel path this CPU has: logits within OX_TEST_ATOL,
   identical greedy tokens, cached decode equal to full recompute, the chunked form equal to the
   recurrence (and to transformers' token-by-token run), truncation and restore (speculative
   decoding's pattern), two contexts on one model, both MoE expert layouts, config variants, and
   malformed configs. Uses the fixture helpers of fixture.h. */

static const char *const q35_fixtures[] = {"q35_long_untied", "q35_mm_tied", "q35_moe"};
static double q35_maxdiff[OX__ISA_COUNT];      /* largest logit difference vs transformers per path */
static double q35_chunk_vs_rec[OX__ISA_COUNT]; /* largest difference chunked vs recurrent form */

static ox__q35state *q35_state(ox_context *c) { return (ox__q35state *)c->arch_state; }

/* The prompt's logits at every position, n_batch = batch, chunk = chunk tokens (0: recurrence). */
static float *q35_prompt_logits(ox_model *m, const fixture *fx, int batch, int chunk) {
    ox_context *c = new_ctx(m, fx->P + fx->G + 8, batch);
    float *out = NULL;
    if (!c) return NULL;
    q35_state(c)->chunk = chunk;
    if (ox_eval(c, (const int32_t *)fx->prompt->data, fx->P, -1) == OX_OK && ox_logits_rows(c) == fx->P) {
        out = (float *)malloc((size_t)fx->P * fx->V * sizeof(float));
        memcpy(out, ox_logits(c, 0), (size_t)fx->P * fx->V * sizeof(float));
    }
    ox_context_free(c);
    return out;
}

static void test_q35_prefill(void) {
    fixture fx;
    ox_model *m;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = load_fixture_model(fx.dir, 1);
    CHECK(m != NULL);
    if (!m) { fixture_close(&fx); return; }
    CHECK(!strcmp(ox_model_arch(m), "qwen3_5"));
    CHECK(ox_model_vocab_size(m) == fx.V);
    check_prefill(&fx, m, &q35_maxdiff[test_isa]);
    ox_model_free(m);
    fixture_close(&fx);
}

/* Greedy generation equals transformers' tokens and logits, with prefill in one step and in steps of 5. */
static void test_q35_greedy(void) {
    fixture fx;
    ox_model *m;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = load_fixture_model(fx.dir, 2);
    CHECK(m != NULL);
    if (m) check_greedy(&fx, m, &q35_maxdiff[test_isa]);
    ox_model_free(m);
    fixture_close(&fx);
}

/* The chunked form (n_batch P) equals the recurrence (n_batch 1, and one step with chunk 0), and the
   recurrence equals transformers' token-by-token run where the fixture has it. */
static void test_q35_chunked_vs_recurrent(void) {
    fixture fx;
    ox_model *m;
    float *chunked, *rec1, *rec0, *ch5;
    const ox__tensor *rl;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = load_fixture_model(fx.dir, 2);
    CHECK(m != NULL);
    if (!m) { fixture_close(&fx); return; }
    chunked = q35_prompt_logits(m, &fx, fx.P, OX__Q35_CHUNK);
    rec1 = q35_prompt_logits(m, &fx, 1, OX__Q35_CHUNK);
    rec0 = q35_prompt_logits(m, &fx, fx.P, 0);
    ch5 = q35_prompt_logits(m, &fx, fx.P, 5);
    CHECK(chunked && rec1 && rec0 && ch5);
    if (chunked && rec1 && rec0 && ch5) {
        size_t n = (size_t)fx.P * fx.V;
        double d1 = max_abs_diff(chunked, rec1, n), d0 = max_abs_diff(chunked, rec0, n), d5 = max_abs_diff(chunked, ch5, n);
        double dr = max_abs_diff(rec0, rec1, n);
        if (d1 > q35_chunk_vs_rec[test_isa]) q35_chunk_vs_rec[test_isa] = d1;
        if (d0 > q35_chunk_vs_rec[test_isa]) q35_chunk_vs_rec[test_isa] = d0;
        CHECK_MSG(d1 <= 1e-4, "chunked prefill vs n_batch 1 (recurrence): %g", d1, 0);
        CHECK_MSG(d0 <= 1e-4, "chunked prefill vs the recurrence in one step: %g", d0, 0);
        CHECK_MSG(d5 <= 1e-4, "chunks of 64 vs chunks of 5: %g", d5, 0);
        CHECK_MSG(dr <= 1e-4, "recurrence in one step vs token by token: %g", dr, 0);
        if ((rl = ox__st_find(&fx.ref, "recurrent_logits")) != NULL) {
            double dh = max_abs_diff(rec1, (const float *)rl->data, n);
            if (dh > q35_maxdiff[test_isa]) q35_maxdiff[test_isa] = dh;
            CHECK_MSG(dh <= OX_TEST_ATOL, "recurrence vs transformers' token-by-token run: %g", dh, 0);
        }
    }
    free(chunked); free(rec1); free(rec0); free(ch5);
    ox_model_free(m);
    fixture_close(&fx);
}

/* Cached decode equals recomputing everything in one pass; truncation restores earlier states. */
static void test_q35_cache(void) {
    fixture fx;
    ox_model *m;
    ox_context *a, *b;
    int32_t *all;
    int n, back, base;
    float *dec;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    m = load_fixture_model(fx.dir, 2);
    n = fx.P + fx.G;
    if (check_cached_decode(&fx, m, 8, &a, &b, &all, &dec)) {
        /* a (n_batch 8, decoded one token per step) goes back 1..8 positions: from the last step's
           snapshot (1) and from the base (2..8), then forward again to the same logits */
        for (back = 1; back <= 8; back++) {
            CHECK(ox_truncate(a, n - 1 - back) == OX_OK);
            CHECK(ox_context_position(a) == n - 1 - back);
            CHECK(ox_eval(a, all + n - 1 - back, back, 1) == OX_OK);
            if (ox_logits_rows(a) == 1) CHECK_MSG(max_abs_diff(ox_logits(a, 0), dec + (size_t)(fx.G - 1) * fx.V, (size_t)fx.V) <= 1e-4, "back by %g: logits differ", back, 0);
        }
        /* before the base, which trails by n_batch to 2 n_batch positions: refused, the context
           unchanged and still usable */
        base = q35_state(a)->base_pos;
        CHECK(base > 0 && base <= n - 1 - 8 && base >= n - 1 - 16);
        CHECK(ox_truncate(a, base - 1) == OX_ERR_LIMIT);
        CHECK(strstr(ox_error_message(), "linear-attention") != NULL);
        CHECK(ox_context_position(a) == n - 1);
        CHECK(ox_truncate(a, n - 2) == OX_OK);
        CHECK(ox_eval(a, all + n - 2, 1, 1) == OX_OK);
        if (ox_logits_rows(a) == 1) CHECK(max_abs_diff(ox_logits(a, 0), dec + (size_t)(fx.G - 1) * fx.V, (size_t)fx.V) <= 1e-4);
        /* b (n_batch 64) goes back into its last big step, and across it */
        CHECK(ox_truncate(b, n - 1 - 20) == OX_OK);
        CHECK(ox_eval(b, all + n - 1 - 20, 20, 1) == OX_OK);
        if (ox_logits_rows(b) == 1) CHECK(max_abs_diff(ox_logits(b, 0), dec + (size_t)(fx.G - 1) * fx.V, (size_t)fx.V) <= 1e-4);
        /* reset and run again: identical to the first run */
        ox_reset(a);
        CHECK(ox_eval(a, all, fx.P, 1) == OX_OK);
        CHECK(max_abs_diff(ox_logits(a, 0), dec, (size_t)fx.V) == 0);
    }
    ox_context_free(a);
    ox_context_free(b);
    ox_model_free(m);
    free(all);
    free(dec);
    fixture_close(&fx);
}

/* Speculative decoding's pattern: after the prompt, verify k drafts in one step (some wrong), keep
   the accepted ones by truncating, continue: the logits match plain greedy decoding. */
static void test_q35_speculative_pattern(void) {
    fixture fx;
    ox_model *m;
    ox_context *c;
    const int32_t *g;
    int pos, done = 0, round = 0;
    if (!fixture_open(&fx, test_fixture)) { CHECK(0); return; }
    g = (const int32_t *)fx.greedy->data;
    m = load_fixture_model(fx.dir, 2);
    c = m ? new_ctx(m, fx.P + fx.G + 16, 9) : NULL;
    CHECK(c != NULL);
    if (c) {
        CHECK(ox_eval(c, (const int32_t *)fx.prompt->data, fx.P, 1) == OX_OK);
        pos = fx.P;
        /* done = greedy tokens already in the context; verify [g[done], d1..dk] with k drafts of which
           the first 'good' are right; accept them and the next token */
        while (done + 1 < fx.G) {
            int32_t in[9];
            int k = 1 + (round * 3) % 8, good = round % (k + 1), i, T;
            if (done + 1 + k > fx.G - 1) k = fx.G - 2 - done;
            if (k < 0) k = 0;
            if (good > k) good = k;
            in[0] = g[done];
            for (i = 1; i <= k; i++) in[i] = i <= good ? g[done + i] : (g[done + i] + 7) % fx.V;
            T = k + 1;
            CHECK(ox_eval(c, in, T, -1) == OX_OK);
            CHECK(ox_logits_rows(c) == T);
            for (i = 0; i <= good && done + 1 + i < fx.G; i++) {
                const float *ref = (const float *)fx.greedy_logits->data + (size_t)(done + 1 + i) * fx.V;
                CHECK_MSG(max_abs_diff(ox_logits(c, i), ref, (size_t)fx.V) <= OX_TEST_ATOL, "round %g row %g", round, i);
            }
            /* keep g[done] and the good drafts */
            CHECK(ox_truncate(c, pos + 1 + good) == OX_OK);
            pos += 1 + good;
            done += 1 + good;
            round++;
        }
        CHECK(round > 3);
    }
    ox_context_free(c);
    ox_model_free(m);
    fixture_close(&fx);
}

/* ---- in-memory model variants ---------------------------------------------------------------- */

/* A safetensors file in memory, built tensor by tensor. */
typedef struct q35_stbuild {
    char *hdr; size_t hlen, hcap;
    unsigned char *data; size_t dlen, dcap;
    int n;
} q35_stbuild;
static void q35_st_add(q35_stbuild *b, const char *name, const char *dtype, int ndim, const int64_t *shape, const void *bytes, size_t nbytes) {
    char e[512];
    int k, w;
    w = snprintf(e, sizeof e, "%s\"%s\":{\"dtype\":\"%s\",\"shape\":[", b->n ? "," : "{", name, dtype);
    for (k = 0; k < ndim; k++) w += snprintf(e + w, sizeof e - (size_t)w, k ? ",%lld" : "%lld", (long long)shape[k]);
    w += snprintf(e + w, sizeof e - (size_t)w, "],\"data_offsets\":[%zu,%zu]}", b->dlen, b->dlen + nbytes);
    if (b->hlen + (size_t)w + 2 > b->hcap) { b->hcap = (b->hlen + (size_t)w + 2) * 2; b->hdr = (char *)realloc(b->hdr, b->hcap); }
    memcpy(b->hdr + b->hlen, e, (size_t)w);
    b->hlen += (size_t)w;
    if (b->dlen + nbytes > b->dcap) { b->dcap = (b->dlen + nbytes) * 2 + 64; b->data = (unsigned char *)realloc(b->data, b->dcap); }
    if (nbytes) memcpy(b->data + b->dlen, bytes, nbytes);
    b->dlen += nbytes;
    b->n++;
}
static unsigned char *q35_st_finish(q35_stbuild *b, size_t *size) {
    size_t hl = b->hlen + 1, pad = (8 - hl % 8) % 8, k;
    unsigned char *out = (unsigned char *)malloc(8 + hl + pad + b->dlen);
    uint64_t h = hl + pad;
    for (k = 0; k < 8; k++) out[k] = (unsigned char)(h >> (8 * k));
    memcpy(out + 8, b->hdr, b->hlen);
    out[8 + b->hlen] = '}';
    memset(out + 8 + hl, ' ', pad);
    memcpy(out + 8 + hl + pad, b->data, b->dlen);
    *size = 8 + hl + pad + b->dlen;
    free(b->hdr); free(b->data);
    memset(b, 0, sizeof *b);
    return out;
}

static ox_result q35_load_mem(const char *config, const void *st, size_t st_size, ox_model **out) {
    ox_model_desc md;
    ox_file files[2];
    ox_model *m = NULL;
    ox_result r;
    memset(&md, 0, sizeof md);
    memset(files, 0, sizeof files);
    files[0].name = "config.json"; files[0].data = config; files[0].size = strlen(config);
    files[1].name = "model.safetensors"; files[1].data = st; files[1].size = st_size;
    md.files = files;
    md.n_files = 2;
    md.n_threads = 2;
    r = ox_model_load(&md, &m);
    if (m) m->kern = ox__kernels_for(test_isa);
    if (out) *out = m; else ox_model_free(m);
    return r;
}

/* The last-position logits of a model from memory on the fixture's prompt, or NULL. */
static float *q35_mem_logits(const char *config, const void *st, size_t st_size, const fixture *fx) {
    ox_model *m = NULL;
    ox_context *c;
    float *out = NULL;
    if (q35_load_mem(config, st, st_size, &m) != OX_OK) { fprintf(stderr, "  load: %s\n", ox_error_message()); return NULL; }
    c = new_ctx(m, fx->P + 1, 16);
    if (c && ox_eval(c, (const int32_t *)fx->prompt->data, fx->P, 1) == OX_OK) {
        out = (float *)malloc((size_t)fx->V * sizeof(float));
        memcpy(out, ox_logits(c, 0), (size_t)fx->V * sizeof(float));
    }
    ox_context_free(c);
    ox_model_free(m);
    return out;
}

static int q35_read_fixture_files(const char *name, char **config, unsigned char **st, size_t *st_size) {
    char rel[300];
    size_t n;
    snprintf(rel, sizeof rel, "%s/config.json", name);
    *config = fixture_file(rel, &n);
    snprintf(rel, sizeof rel, "%s/model.safetensors", name);
    *st = (unsigned char *)fixture_file(rel, st_size);
    return *config && *st;
}

/* The MoE fixture with its experts fused ([E, 2 Im, H] gate_up_proj, [E, H, Im] down_proj, as the
   model holds them in memory) gives the same logits as the per-expert file transformers wrote. */
static void test_q35_moe_fused(void) {
    fixture fx;
    char *config = NULL;
    unsigned char *st = NULL, *fused;
    size_t st_size = 0, fsize;
    ox__stfile f;
    q35_stbuild b;
    float *l0, *l1;
    int li, e, k;
    memset(&f, 0, sizeof f);
    memset(&b, 0, sizeof b);
    if (!fixture_open(&fx, "q35_moe") || !q35_read_fixture_files("q35_moe", &config, &st, &st_size)) { CHECK(0); free(config); free(st); return; }
    CHECK(ox__st_parse(&f, "model.safetensors", st, st_size, NULL) == OX_OK);
    for (k = 0; k < f.n_tensors; k++) {
        const ox__tensor *t = &f.tensors[k];
        if (!strstr(t->name, ".mlp.experts.")) q35_st_add(&b, t->name, t->dtype_name, t->ndim, t->shape, t->data, t->nbytes);
    }
    for (li = 0; li < 4; li++) {
        char nm[128];
        const ox__tensor *g0;
        int64_t Im, H, E = 4, sh[3];
        unsigned char *gu, *dn;
        size_t esz, gsz;
        snprintf(nm, sizeof nm, "model.layers.%d.mlp.experts.0.gate_proj.weight", li);
        g0 = ox__st_find(&f, nm);
        CHECK(g0 != NULL);
        if (!g0) break;
        Im = g0->shape[0]; H = g0->shape[1]; esz = ox__dtype_sizes[g0->dtype]; gsz = (size_t)(Im * H) * esz;
        gu = (unsigned char *)malloc((size_t)E * 2 * gsz);
        dn = (unsigned char *)malloc((size_t)E * gsz);
        for (e = 0; e < E; e++) {
            const ox__tensor *tg, *tu, *td;
            snprintf(nm, sizeof nm, "model.layers.%d.mlp.experts.%d.gate_proj.weight", li, e); tg = ox__st_find(&f, nm);
            snprintf(nm, sizeof nm, "model.layers.%d.mlp.experts.%d.up_proj.weight", li, e); tu = ox__st_find(&f, nm);
            snprintf(nm, sizeof nm, "model.layers.%d.mlp.experts.%d.down_proj.weight", li, e); td = ox__st_find(&f, nm);
            CHECK(tg && tu && td);
            if (!tg || !tu || !td) continue;
            memcpy(gu + (size_t)e * 2 * gsz, tg->data, gsz);
            memcpy(gu + (size_t)e * 2 * gsz + gsz, tu->data, gsz);
            memcpy(dn + (size_t)e * gsz, td->data, gsz);
        }
        sh[0] = E; sh[1] = 2 * Im; sh[2] = H;
        snprintf(nm, sizeof nm, "model.layers.%d.mlp.experts.gate_up_proj", li);
        q35_st_add(&b, nm, g0->dtype_name, 3, sh, gu, (size_t)E * 2 * gsz);
        sh[1] = H; sh[2] = Im;
        snprintf(nm, sizeof nm, "model.layers.%d.mlp.experts.down_proj", li);
        q35_st_add(&b, nm, g0->dtype_name, 3, sh, dn, (size_t)E * gsz);
        free(gu); free(dn);
    }
    fused = q35_st_finish(&b, &fsize);
    l0 = q35_mem_logits(config, st, st_size, &fx);
    l1 = q35_mem_logits(config, fused, fsize, &fx);
    CHECK(l0 && l1);
    if (l0 && l1) {
        CHECK_MSG(max_abs_diff(l0, l1, (size_t)fx.V) <= 1e-5, "fused experts differ by %g", max_abs_diff(l0, l1, (size_t)fx.V), 0);
        CHECK(max_abs_diff(l1, (const float *)fx.logits->data + (size_t)(fx.P - 1) * fx.V, (size_t)fx.V) <= OX_TEST_ATOL);
    }
    free(l0); free(l1); free(fused);
    ox__st_free(&f, NULL);
    free(config); free(st);
    fixture_close(&fx);
}

/* Equivalent configs: layer types from full_attention_interval, rope from the legacy top-level keys. */
static void test_q35_config_variants(void) {
    fixture fx;
    char *config = NULL, *c1, *c2, *c3;
    unsigned char *st = NULL;
    size_t st_size = 0;
    float *l0, *l1, *l2;
    if (!fixture_open(&fx, "q35_long_untied") || !q35_read_fixture_files("q35_long_untied", &config, &st, &st_size)) { CHECK(0); free(config); free(st); return; }
    /* layers L,L,F,L,L,F = every 3rd layer full */
    c1 = replaced(config, "\"layer_types\"", "\"full_attention_interval\": 3, \"layer_types_unused\"");
    /* rope_parameters gone: the top-level partial_rotary_factor (0.25 in the file) and rope_theta apply */
    c2 = replaced(config, "\"rope_parameters\"", "\"rope_theta\": 10000.0, \"rope_parameters_unused\"");
    c3 = c2 ? replaced(c2, "\"partial_rotary_factor\": 0.25", "\"partial_rotary_factor\": 0.5") : NULL;
    CHECK(c1 && c2 && c3);
    l0 = q35_mem_logits(config, st, st_size, &fx);
    l1 = c1 ? q35_mem_logits(c1, st, st_size, &fx) : NULL;
    l2 = c3 ? q35_mem_logits(c3, st, st_size, &fx) : NULL;
    CHECK(l0 && l1 && l2);
    if (l0 && l1 && l2) {
        CHECK(max_abs_diff(l0, l1, (size_t)fx.V) == 0);
        CHECK(max_abs_diff(l0, l2, (size_t)fx.V) == 0);
        CHECK(max_abs_diff(l0, (const float *)fx.logits->data + (size_t)(fx.P - 1) * fx.V, (size_t)fx.V) <= OX_TEST_ATOL);
    }
    /* with the file's top-level 0.25 instead, the model is different (rd 8, not 16) */
    if (c2) {
        float *l3 = q35_mem_logits(c2, st, st_size, &fx);
        CHECK(l3 && l0 && max_abs_diff(l0, l3, (size_t)fx.V) > 1e-3);
        free(l3);
    }
    free(l0); free(l1); free(l2); free(c1); free(c2); free(c3);
    free(config); free(st);
    fixture_close(&fx);
}

/* Broken or unsupported configs: the right code and a message naming the key or tensor. */
static void test_q35_malformed(void) {
    static const struct { const char *fixture, *from, *to; ox_result want; const char *msg; } cases[] = {
        {"q35_long_untied", "\"qwen3_5_text\"", "\"qwen3_next\"", OX_ERR_UNSUPPORTED, "qwen3_5_text, qwen3_5"},
        {"q35_long_untied", "\"qwen3_5_text\"", "\"qwen3_5\"", OX_ERR_FORMAT, "text_config"},
        {"q35_long_untied", "\"linear_num_value_heads\": 4", "\"linear_num_value_heads\": 3", OX_ERR_FORMAT, "linear_num_value_heads"},
        {"q35_long_untied", "\"linear_num_value_heads\": 4", "\"linear_num_value_heads\": 0", OX_ERR_FORMAT, "linear_num_value_heads"},
        {"q35_long_untied", "\"linear_num_value_heads\": 4", "\"linear_num_value_heads\": 8", OX_ERR_FORMAT, "in_proj_qkv"},
        {"q35_long_untied", "\"linear_key_head_dim\": 16", "\"linear_key_head_dim\": 99999", OX_ERR_LIMIT, "linear_key_head_dim"},
        {"q35_long_untied", "\"linear_key_head_dim\": 16", "\"linear_key_head_dim\": \"16\"", OX_ERR_FORMAT, "linear_key_head_dim"},
        {"q35_long_untied", "\"linear_value_head_dim\": 32", "\"linear_value_head_dim\": 16", OX_ERR_FORMAT, "linear_attn"},
        {"q35_long_untied", "\"linear_conv_kernel_dim\": 4", "\"linear_conv_kernel_dim\": 3", OX_ERR_FORMAT, "conv1d.weight"},
        {"q35_long_untied", "\"linear_conv_kernel_dim\": 4", "\"linear_conv_kernel_dim\": 1000", OX_ERR_LIMIT, "linear_conv_kernel_dim"},
        {"q35_long_untied", "\"linear_conv_kernel_dim\": 4", "\"linear_conv_kernel_dim\": -4", OX_ERR_FORMAT, "linear_conv_kernel_dim"},
        {"q35_long_untied", "\"head_dim\": 32", "\"head_dim\": 33", OX_ERR_FORMAT, "head_dim"},
        {"q35_long_untied", "\"num_key_value_heads\": 2", "\"num_key_value_heads\": 3", OX_ERR_FORMAT, "num_key_value_heads"},
        {"q35_long_untied", "\"hidden_act\": \"silu\"", "\"hidden_act\": \"gelu\"", OX_ERR_UNSUPPORTED, "hidden_act"},
        {"q35_long_untied", "\"attention_bias\": false", "\"attention_bias\": true", OX_ERR_UNSUPPORTED, "attention_bias"},
        {"q35_long_untied", "\"rope_type\": \"default\"", "\"rope_type\": \"yarn\"", OX_ERR_UNSUPPORTED, "rope_type"},
        {"q35_long_untied", "\"rope_theta\": 10000.0", "\"rope_theta\": -1", OX_ERR_UNSUPPORTED, "rope_theta"},
        {"q35_long_untied", "\"partial_rotary_factor\": 0.5", "\"partial_rotary_factor\": 0.03", OX_ERR_UNSUPPORTED, "rotated dims"},
        {"q35_long_untied", "\"partial_rotary_factor\": 0.5", "\"partial_rotary_factor\": 2", OX_ERR_UNSUPPORTED, "partial_rotary_factor"},
        {"q35_long_untied", "\"layer_types\": [", "\"layer_types\": [\"linear_attention\", ", OX_ERR_FORMAT, "layer_types"},
        {"q35_long_untied", "\"layer_types\": [\n    \"linear_attention\"", "\"layer_types\": [\n    \"sliding_attention\"", OX_ERR_UNSUPPORTED, "layer_types[0]"},
        {"q35_long_untied", "\"layer_types\"", "\"full_attention_interval\": 0, \"x\"", OX_ERR_FORMAT, "full_attention_interval"},
        {"q35_long_untied", "\"layer_types\"", "\"full_attention_interval\": 2, \"x\"", OX_ERR_FORMAT, "missing tensor"},
        {"q35_long_untied", "\"tie_word_embeddings\": false", "\"tie_word_embeddings\": 1", OX_ERR_FORMAT, "tie_word_embeddings"},
        {"q35_long_untied", "\"intermediate_size\": 64", "\"intermediate_sizes\": 64", OX_ERR_FORMAT, "intermediate_size"},
        {"q35_long_untied", "\"vocab_size\": 256", "\"vocab_size\": 300", OX_ERR_FORMAT, "embed_tokens"},
        {"q35_long_untied", "\"rms_norm_eps\": 1e-06", "\"rms_norm_eps\": 5", OX_ERR_UNSUPPORTED, "rms_norm_eps"},
        {"q35_moe", "\"num_experts_per_tok\": 2", "\"num_experts_per_tok\": 5", OX_ERR_FORMAT, "num_experts_per_tok"},
        {"q35_moe", "\"num_experts\": 4", "\"num_experts\": 5", OX_ERR_FORMAT, "mlp.gate.weight"},
        {"q35_moe", "\"shared_expert_intermediate_size\": 48", "\"shared_expert_intermediate_size\": 0", OX_ERR_FORMAT, "shared_expert_intermediate_size"},
        {"q35_moe", "\"moe_intermediate_size\": 32", "\"moe_intermediate_size\": 16", OX_ERR_FORMAT, "experts.0.gate_proj"},
    };
    int i;
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        char *config = NULL, *cfg;
        unsigned char *st = NULL;
        size_t st_size = 0;
        ox_result r;
        if (!q35_read_fixture_files(cases[i].fixture, &config, &st, &st_size)) { CHECK(0); free(config); free(st); return; }
        if (i == 0 || (i > 0 && strcmp(cases[i].fixture, cases[i - 1].fixture))) CHECK(q35_load_mem(config, st, st_size, NULL) == OX_OK);
        cfg = replaced(config, cases[i].from, cases[i].to);
        CHECK_MSG(cfg != NULL, "case %g: the fixture config lacks the text to replace", i, 0);
        if (cfg) {
            r = q35_load_mem(cfg, st, st_size, NULL);
            CHECK_MSG(r == cases[i].want, "case %g: result %g", i, r);
            if (!strstr(ox_error_message(), cases[i].msg)) {
                fprintf(stderr, "  case %d message: %s\n", i, ox_error_message());
                CHECK_MSG(0, "case %g: message lacks the key", i, 0);
            }
        }
        free(cfg); free(config); free(st);
    }
    /* a missing DeltaNet tensor is named */
    {
        char *config = NULL;
        unsigned char *st = NULL;
        size_t st_size = 0;
        if (q35_read_fixture_files("q35_long_untied", &config, &st, &st_size)) {
            uint64_t hlen = 0;
            char *p;
            int k;
            for (k = 7; k >= 0; k--) hlen = (hlen << 8) | st[k];
            p = (char *)st + 8;
            for (k = 0; k + 5 < (int)hlen; k++) if (!memcmp(p + k, "A_log", 5)) { p[k] = 'B'; break; }
            CHECK(q35_load_mem(config, st, st_size, NULL) == OX_ERR_FORMAT);
            CHECK(strstr(ox_error_message(), "linear_attn.A_log") != NULL);
        } else CHECK(0);
        free(config); free(st);
    }
}

/* The decode step of the delta rule on one head (ox__delta_step_for) against double precision, straight
   from the recurrence: S' = e S + k u^T with u = beta (v - e S^T k), o = S'^T q. Head sizes around
   the vector widths and the column blocks (16 / 128, 8 / 32), the state on and off a 64-byte boundary,
   in place and not, streamed and not. */
static void test_q35_step_path(void) {
    static const int dims[][2] = {{1, 1}, {3, 5}, {16, 16}, {16, 24}, {16, 32}, {8, 100}, {128, 128}, {20, 130}, {5, 200}, {2, 256}};
    ox__delta_step_fn step = ox__delta_step_for(ox__kernels_for(test_isa));
    int d, mode, i, jj, fails = 0;
    for (d = 0; d < (int)(sizeof dims / sizeof dims[0]); d++)
        for (mode = 0; mode < 8; mode++) { /* bit 0: stream, bit 1: in place, bit 2: off a 64-byte boundary */
            int dk = dims[d][0], dv = dims[d][1];
            size_t n = (size_t)dk * dv;
            float *mem = (float *)malloc((2 * n + 64) * sizeof(float)), *src, *dst, *S0 = (float *)malloc(n * sizeof(float));
            float *q = (float *)malloc((size_t)dk * sizeof(float)), *k = (float *)malloc((size_t)dk * sizeof(float));
            float *v = (float *)malloc((size_t)dv * sizeof(float)), *o = (float *)malloc((size_t)dv * sizeof(float));
            float *scr = (float *)malloc((size_t)dv * sizeof(float));
            double *u = (double *)malloc((size_t)dv * sizeof(double));
            float e = 0.25f + 0.7f * (float)tk_uniform(), beta = (float)tk_uniform();
            src = mem + ((64 - ((uintptr_t)mem & 63)) & 63) / sizeof(float) + (mode & 4 ? 1 : 0);
            dst = mode & 2 ? src : src + ((n + 15) & ~(size_t)15);
            for (i = 0; i < (int)n; i++) S0[i] = src[i] = 0.3f * tk_normal();
            for (i = 0; i < dk; i++) { q[i] = tk_normal() / (float)dk; k[i] = tk_normal() / (float)dk; }
            for (i = 0; i < dv; i++) v[i] = tk_normal();
            step(dst, src, q, k, v, e, beta, o, scr, dk, dv, mode & 1);
            for (jj = 0; jj < dv; jj++) {
                double a = 0, oj = 0;
                for (i = 0; i < dk; i++) a += (double)k[i] * S0[(size_t)i * dv + jj];
                u[jj] = beta * (v[jj] - e * a);
                for (i = 0; i < dk; i++) {
                    double s1 = (double)e * S0[(size_t)i * dv + jj] + (double)k[i] * u[jj];
                    oj += (double)q[i] * s1;
                    if (!(fabs(dst[(size_t)i * dv + jj] - s1) <= 1e-5 * (1 + fabs(s1)))) fails++;
                }
                if (!(fabs(o[jj] - oj) <= 1e-5 * (1 + fabs(oj)))) fails++;
            }
            free(mem); free(S0); free(q); free(k); free(v); free(o); free(u); free(scr);
        }
    CHECK_MSG(fails == 0, "%g state or output values off the double reference", fails, 0);
}

/* The shipped Qwen 3.5 model (models/kjv-qwen35, or $OXINFER_MODELS): its tokenizer gives the prompt
   ids of reference.json, the prompt's last logits row and the 8 largest logits of every greedy step
   (one no-cache forward over prompt + output in transformers, fp32) are within OX_TEST_ATOL, the argmax
   of each row is transformers' greedy token, and on the best path greedy generation (decode through
   the recurrence) gives transformers' 64 ids. */
static void test_q35_shipped(void) {
    enum { NMAX = 128 };
    char path[600];
    size_t n;
    char *txt;
    ox__jdoc doc;
    const ox__json *e, *row;
    int32_t prompt[NMAX], want[NMAX], seq[2 * NMAX], got[NMAX], tk[NMAX];
    int np = 0, nw = 0, ntop = 0, nt = 0, i, j, V;
    float *last = NULL, (*topv)[8] = NULL;
    int32_t (*topi)[8] = NULL;
    ox_model *m = NULL;
    ox_model_desc md;
    ox_context *c = NULL;
    double d = 0;
    snprintf(path, sizeof path, "%s/kjv-qwen35/reference.json", models_root());
    txt = (char *)read_file(path, &n);
    CHECK_MSG(txt != NULL, "missing models/kjv-qwen35/reference.json (%g %g)", 0, 0);
    if (!txt) return;
    if (ox__json_parse(&doc, txt, n, "reference.json", NULL) != OX_OK) { CHECK(0); free(txt); return; }
    for (e = ox__json_get(doc.root, "prompt_ids") ? ox__json_get(doc.root, "prompt_ids")->child : NULL; e && np < NMAX; e = e->next) prompt[np++] = (int32_t)e->num;
    for (e = ox__json_get(doc.root, "output_ids") ? ox__json_get(doc.root, "output_ids")->child : NULL; e && nw < NMAX; e = e->next) want[nw++] = (int32_t)e->num;
    memset(&md, 0, sizeof md);
    snprintf(path, sizeof path, "%s/kjv-qwen35", models_root());
    md.path = path; md.n_threads = 2;
    CHECK(ox_model_load(&md, &m) == OX_OK);
    V = m ? ox_model_vocab_size(m) : 0;
    topv = (float (*)[8])calloc(NMAX, sizeof *topv);
    topi = (int32_t (*)[8])calloc(NMAX, sizeof *topi);
    last = (float *)calloc(V ? (size_t)V : 1, sizeof(float));
    if (m && topv && topi && last) {
        i = 0;
        for (e = ox__json_get(doc.root, "prompt_last_logits") ? ox__json_get(doc.root, "prompt_last_logits")->child : NULL; e && i < V; e = e->next) last[i++] = (float)e->num;
        CHECK(i == V);
        for (row = ox__json_get(doc.root, "top8") ? ox__json_get(doc.root, "top8")->child : NULL; row && ntop < NMAX; row = row->next, ntop++)
            for (e = row->child, j = 0; e && j < 8; e = e->next, j++) {
                topi[ntop][j] = (int32_t)e->child->num;
                topv[ntop][j] = (float)e->child->next->num;
            }
        CHECK(np > 0 && nw == 64 && ntop == nw);
        m->kern = ox__kernels_for(test_isa);
        CHECK(ox_tokenize(ox_model_tokenizer(m), "In the beginning", 16, 0, tk, NMAX, &nt) == OX_OK);
        CHECK_MSG(nt == np && !memcmp(tk, prompt, (size_t)np * sizeof *tk), "tokenizer: %g ids for the prompt (want %g)", nt, np);
        memcpy(seq, prompt, (size_t)np * sizeof *seq);
        memcpy(seq + np, want, (size_t)(nw - 1) * sizeof *seq);
        c = new_ctx(m, 256, 128);
    }
    if (c && ox_eval(c, seq, np + nw - 1, -1) == OX_OK && ox_logits_rows(c) == np + nw - 1) {
        d = max_abs_diff(ox_logits(c, np - 1), last, (size_t)V);
        for (j = 0; j < nw; j++) {
            const float *l = ox_logits(c, np - 1 + j);
            CHECK_MSG(ox__argmax(l, V) == want[j], "greedy step %g: argmax %g differs from transformers'", j, ox__argmax(l, V));
            for (i = 0; i < 8; i++) d = fabs(l[topi[j][i]] - topv[j][i]) > d ? fabs(l[topi[j][i]] - topv[j][i]) : d;
        }
        CHECK_MSG(d <= OX_TEST_ATOL, "kjv-qwen35 logits differ from transformers' by %g (tolerance %g)", d, OX_TEST_ATOL);
        if (d > q35_maxdiff[test_isa]) q35_maxdiff[test_isa] = d;
        if (test_isa == ox__isa_best()) {
            ox_generate_desc gd;
            ox_generate_stats st;
            ox_reset(c);
            memset(&gd, 0, sizeof gd);
            gd.prompt = prompt; gd.n_prompt = np; gd.max_tokens = nw; gd.ignore_eos = 1;
            CHECK(ox_generate(c, &gd, got, &st) == OX_OK);
            for (i = 0; i < nw && got[i] == want[i]; i++) {}
            CHECK_MSG(i == nw, "kjv-qwen35 greedy differs from transformers at token %g of %g", i, nw);
        }
    } else CHECK(0);
    free(last); free(topv); free(topi);
    ox_context_free(c);
    ox_model_free(m);
    ox__json_free(&doc);
    free(txt);
}

static void test_area_qwen35(void) {
    int isa, f;
    char tag[96];
    for (isa = 0; isa < OX__ISA_COUNT; isa++) {
        if (!ox__kernels_for((ox__isa)isa)) continue;
        test_isa = (ox__isa)isa;
        for (f = 0; f < (int)(sizeof q35_fixtures / sizeof q35_fixtures[0]); f++) {
            test_fixture = q35_fixtures[f];
            snprintf(tag, sizeof tag, "[%s %s]", test_fixture, ox__kernels_for(test_isa)->name);
            RUN_TAGGED(test_q35_prefill, tag);
            RUN_TAGGED(test_q35_greedy, tag);
            RUN_TAGGED(test_q35_chunked_vs_recurrent, tag);
            RUN_TAGGED(test_q35_cache, tag);
            RUN_TAGGED(test_q35_speculative_pattern, tag);
            if (f == 0) RUN_TAGGED(test_model_shared, tag);
        }
        snprintf(tag, sizeof tag, "[%s]", ox__kernels_for(test_isa)->name);
        RUN_TAGGED(test_q35_moe_fused, tag);
        RUN_TAGGED(test_q35_step_path, tag);
        RUN_TAGGED(test_q35_shipped, tag);
        fprintf(stderr, "qwen35: largest logit difference vs transformers on %s: %.3g; chunked vs recurrent form: %.3g\n",
                ox__kernels_for(test_isa)->name, q35_maxdiff[isa], q35_chunk_vs_rec[isa]);
    }
    test_isa = ox__isa_best();
    RUN(test_q35_config_variants);
    RUN(test_q35_malformed);
}
