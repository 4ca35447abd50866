/* Tests: hostile and broken model files get the right error code and a message naming the file and
   key or tensor, with no crash (this file also runs under ASan+UBSan). Files are mutated copies of
   the g4_e2b_like fixture, loaded from memory through ox_model_desc.files. */

typedef struct mfiles {
    char *config; size_t config_size;
    unsigned char *st; size_t st_size;
    ox_file files[3];
    int n;
} mfiles;

static int mfiles_read(mfiles *f) {
    memset(f, 0, sizeof *f);
    f->config = fixture_file("g4_e2b_like/config.json", &f->config_size);
    f->st = (unsigned char *)fixture_file("g4_e2b_like/model.safetensors", &f->st_size);
    return f->config && f->st;
}
static void mfiles_free(mfiles *f) { free(f->config); free(f->st); }

static ox_result load_mem(const char *config, size_t config_size, const void *st, size_t st_size, const char *index, ox_model **out) {
    ox_model_desc md;
    ox_file files[3];
    int n = 0;
    ox_model *m = NULL;
    ox_result r;
    memset(&md, 0, sizeof md);
    memset(files, 0, sizeof files);
    files[n].name = "config.json"; files[n].data = config; files[n].size = config_size; n++;
    files[n].name = index ? "model-00001-of-00001.safetensors" : "model.safetensors"; files[n].data = st; files[n].size = st_size; n++;
    if (index) { files[n].name = "model.safetensors.index.json"; files[n].data = index; files[n].size = strlen(index); n++; }
    md.files = files;
    md.n_files = n;
    md.n_threads = 1;
    r = ox_model_load(&md, &m);
    if (out) *out = m; else ox_model_free(m);
    return r;
}

static void test_malformed_config(void) {
    static const struct { const char *from, *to; ox_result want; const char *msg; } cases[] = {
        {"\"gemma4_text\"", "\"llama\"", OX_ERR_UNSUPPORTED, "model_type"},
        {"\"model_type\"", "\"model_typo\"", OX_ERR_FORMAT, "model_type"},
        {"\"hidden_size\"", "\"hidden_sizes\"", OX_ERR_FORMAT, "hidden_size"},
        {"\"hidden_size\": ", "\"hidden_size\": \"64\", \"x\": ", OX_ERR_FORMAT, "hidden_size"},
        {"\"hidden_size\": ", "\"hidden_size\": -1, \"x\": ", OX_ERR_FORMAT, "hidden_size"},
        {"\"hidden_size\": ", "\"hidden_size\": 99999999999999999999, \"x\": ", OX_ERR_LIMIT, "hidden_size"},
        {"\"hidden_size\": ", "\"hidden_size\": 4294967296, \"x\": ", OX_ERR_LIMIT, "hidden_size"},
        {"\"num_hidden_layers\": ", "\"num_hidden_layers\": 1.5, \"x\": ", OX_ERR_FORMAT, "num_hidden_layers"},
        {"\"num_key_value_heads\": ", "\"num_key_value_heads\": 3, \"x\": ", OX_ERR_FORMAT, "num_key_value_heads"},
        {"\"num_kv_shared_layers\": ", "\"num_kv_shared_layers\": 1000, \"x\": ", OX_ERR_FORMAT, "num_kv_shared_layers"},
        {"\"layer_types\": [", "\"layer_types\": [\"sliding_attention\", ", OX_ERR_FORMAT, "layer_types"},
        {"\"layer_types\": [", "\"layer_types\": [\"chunked_attention\", ", OX_ERR_FORMAT, "layer_types"},
        {"\"sliding_attention\"", "\"diagonal_attention\"", OX_ERR_UNSUPPORTED, "layer_types"},
        {"\"rope_type\": \"proportional\"", "\"rope_type\": \"yarn\"", OX_ERR_UNSUPPORTED, "rope_type"},
        {"\"hidden_activation\": \"gelu_pytorch_tanh\"", "\"hidden_activation\": \"relu\"", OX_ERR_UNSUPPORTED, "hidden_activation"},
        {"\"intermediate_size\": ", "\"intermediate_size\": 7, \"y\": ", OX_ERR_FORMAT, "mlp.gate_proj"},
        {"\"vocab_size\": ", "\"vocab_size\": 100, \"y\": ", OX_ERR_FORMAT, "embed_tokens"},
        {"\"tie_word_embeddings\": true", "\"tie_word_embeddings\": false", OX_ERR_FORMAT, "lm_head.weight"},
        {"\"global_head_dim\": ", "\"global_head_dim\": 7, \"y\": ", OX_ERR_FORMAT, "head dim"},
        {"{", "{\"per_layer_config\": {\"x1\": {\"head_dim\": 32}}, ", OX_ERR_FORMAT, "per_layer_config"},
        {"{", "{\"per_layer_config\": {\"99\": {\"head_dim\": 32}}, ", OX_ERR_FORMAT, "per_layer_config"},
        {"{", "{\"per_layer_config\": {\"2\": {\"sliding_window\": 32}}, ", OX_ERR_UNSUPPORTED, "per_layer_config"},
        {"\"use_bidirectional_attention\": null", "\"use_bidirectional_attention\": \"all\"", OX_ERR_UNSUPPORTED, "use_bidirectional_attention"},
        {"{", "[", OX_ERR_FORMAT, "config.json"},
        {"}", "}}", OX_ERR_FORMAT, "config.json"},
        {"\"model_type\"", "\"model_type\xff\"", OX_ERR_FORMAT, "UTF-8"},
    };
    mfiles f;
    int i;
    if (!mfiles_read(&f)) { CHECK(0); return; }
    CHECK(load_mem(f.config, f.config_size, f.st, f.st_size, NULL, NULL) == OX_OK);
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        char *cfg = replaced(f.config, cases[i].from, cases[i].to);
        ox_result r;
        CHECK_MSG(cfg != NULL, "case %g: fixture config lacks the text to replace", i, 0);
        if (!cfg) continue;
        r = load_mem(cfg, strlen(cfg), f.st, f.st_size, NULL, NULL);
        CHECK_MSG(r == cases[i].want, "case %g: result %g", i, r);
        if (!strstr(ox_error_message(), cases[i].msg)) {
            fprintf(stderr, "  case %d message: %s\n", i, ox_error_message());
            CHECK_MSG(0, "case %g: message lacks the key", i, 0);
        }
        free(cfg);
    }
    mfiles_free(&f);
}

/* Header surgery on model.safetensors (same-length edits keep the offsets valid). */
static void test_malformed_weights(void) {
    mfiles f;
    unsigned char *st;
    uint64_t hlen = 0;
    int i;
    if (!mfiles_read(&f)) { CHECK(0); return; }
    for (i = 7; i >= 0; i--) hlen = (hlen << 8) | f.st[i];
    st = (unsigned char *)malloc(f.st_size);
    {
        static const struct { const char *from, *to; ox_result want; const char *msg; } cases[] = {
            {"layers.1.self_attn.q_proj.weight", "layers.1.self_attn.q_prox.weight", OX_ERR_FORMAT, "missing tensor 'model.layers.1.self_attn.q_proj.weight'"},
            {"model.norm.weight", "model.norx.weight", OX_ERR_FORMAT, "model.norm.weight"},
            {"\"BF16\"", "\"I16\" ", OX_ERR_UNSUPPORTED, "dtype I16"},
            {"\"BF16\"", "\"F32\" ", OX_ERR_FORMAT, "shape x dtype"},
            {"\"BF16\"", "\"F16\" ", OX_OK, ""},
            {"\"data_offsets\":[0,", "\"data_offsets\":[1,", OX_ERR_FORMAT, "data_offsets"},
            {"\"shape\":[", "\"shape\":[0,", OX_ERR_FORMAT, "safetensors"},
            {"{", "[", OX_ERR_FORMAT, "model.safetensors"},
        };
        int k;
        for (k = 0; k < (int)(sizeof cases / sizeof cases[0]); k++) {
            char *hdr = (char *)malloc((size_t)hlen + 1), *nh;
            ox_result r;
            memcpy(hdr, f.st + 8, (size_t)hlen);
            hdr[hlen] = 0;
            nh = replaced(hdr, cases[k].from, cases[k].to);
            CHECK_MSG(nh != NULL && (nh == NULL || strlen(nh) == hlen || cases[k].want != OX_OK), "case %g: cannot apply", k, 0);
            if (nh) {
                size_t nl = strlen(nh), total = 8 + nl + (f.st_size - 8 - (size_t)hlen), b;
                unsigned char *buf = (unsigned char *)malloc(total);
                for (b = 0; b < 8; b++) buf[b] = (unsigned char)((uint64_t)nl >> (8 * b));
                memcpy(buf + 8, nh, nl);
                memcpy(buf + 8 + nl, f.st + 8 + hlen, f.st_size - 8 - (size_t)hlen);
                r = load_mem(f.config, f.config_size, buf, total, NULL, NULL);
                CHECK_MSG(r == cases[k].want, "case %g: result %g", k, r);
                if (!strstr(ox_error_message(), cases[k].msg)) {
                    fprintf(stderr, "  case %d message: %s\n", k, ox_error_message());
                    CHECK_MSG(0, "case %g: message lacks the name", k, 0);
                }
                free(buf);
                free(nh);
            }
            free(hdr);
        }
    }
    /* one more header byte shifts every tensor off its alignment: still loads, same logits to rounding
       (the bf16 strips add a row's products in an order that follows its place in the cache line) */
    {
        unsigned char *sh = (unsigned char *)malloc(f.st_size + 1);
        ox_model *m1 = NULL, *m2 = NULL;
        uint64_t nl = hlen + 1;
        int b;
        for (b = 0; b < 8; b++) sh[b] = (unsigned char)(nl >> (8 * b));
        memcpy(sh + 8, f.st + 8, (size_t)hlen);
        sh[8 + hlen] = ' ';
        memcpy(sh + 9 + hlen, f.st + 8 + hlen, f.st_size - 8 - (size_t)hlen);
        CHECK(load_mem(f.config, f.config_size, sh, f.st_size + 1, NULL, &m1) == OX_OK);
        CHECK(load_mem(f.config, f.config_size, f.st, f.st_size, NULL, &m2) == OX_OK);
        if (m1 && m2) {
            ox_context *c1 = new_ctx(m1, 16, 8), *c2 = new_ctx(m2, 16, 8);
            int32_t ids[5] = {2, 7, 9, 11, 13};
            CHECK(c1 && c2 && ox_eval(c1, ids, 5, 1) == OX_OK && ox_eval(c2, ids, 5, 1) == OX_OK);
            if (c1 && c2) {
                double d = max_abs_diff(ox_logits(c1, 0), ox_logits(c2, 0), (size_t)ox_model_vocab_size(m1));
                CHECK_MSG(d <= 1e-5, "logits moved by %g with the alignment", d, 0);
            }
            ox_context_free(c1);
            ox_context_free(c2);
        }
        ox_model_free(m1);
        ox_model_free(m2);
        free(sh);
    }
    /* truncated files: at many lengths, always an error and never a crash */
    for (i = 0; i < 200; i++) {
        size_t n = (size_t)((double)f.st_size * i / 200.0);
        ox_result r;
        memcpy(st, f.st, n);
        r = load_mem(f.config, f.config_size, st, n, NULL, NULL);
        CHECK_MSG(r == OX_ERR_FORMAT, "truncated to %g bytes: result %g", n, r);
    }
    /* header length fields: past the end, over the cap */
    memcpy(st, f.st, f.st_size);
    st[0] = 0xff; st[1] = 0xff; st[2] = 0xff; st[3] = 0x00;
    CHECK(load_mem(f.config, f.config_size, st, f.st_size, NULL, NULL) == OX_ERR_FORMAT);
    st[3] = 0x7f;
    CHECK(load_mem(f.config, f.config_size, st, f.st_size, NULL, NULL) == OX_ERR_LIMIT);
    /* random byte flips in the header: an error or a working model, never a crash */
    {
        uint32_t seed = 12345;
        int trial, ok = 0;
        for (trial = 0; trial < 300; trial++) {
            ox_model *m = NULL;
            int flips = 1 + trial % 3, k;
            memcpy(st, f.st, f.st_size);
            for (k = 0; k < flips; k++) {
                seed = seed * 1664525u + 1013904223u;
                st[8 + (seed >> 8) % hlen] ^= (unsigned char)(1u << ((seed >> 4) & 7));
            }
            if (load_mem(f.config, f.config_size, st, f.st_size, NULL, &m) == OX_OK) {
                ox_context *c = new_ctx(m, 16, 4);
                int32_t ids[3] = {2, 3, 4};
                ok++;
                if (c) { ox_eval(c, ids, 3, 1); ox_context_free(c); }
                ox_model_free(m);
            }
        }
        CHECK(ok < 300);
    }
    free(st);
    mfiles_free(&f);
}

static void test_malformed_index(void) {
    mfiles f;
    const char *bad[] = {
        "{\"weight_map\": {\"model.norm.weight\": \"../model-00001-of-00001.safetensors\"}}",
        "{\"weight_map\": {\"model.norm.weight\": \"/etc/passwd\"}}",
        "{\"weight_map\": {\"model.norm.weight\": 5}}",
        "{\"weight_map\": {}}",
        "{\"weights\": {}}",
        "{\"weight_map\": {\"model.nope\": \"model-00001-of-00001.safetensors\"}}",
        "{\"weight_map\": {\"model.norm.weight\": \"model-00002-of-00002.safetensors\"}}",
        "{\"weight_map\": ",
    };
    int i;
    if (!mfiles_read(&f)) { CHECK(0); return; }
    CHECK(load_mem(f.config, f.config_size, f.st, f.st_size, "{\"weight_map\": {\"model.norm.weight\": \"model-00001-of-00001.safetensors\"}}", NULL) == OX_OK);
    for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
        ox_result r = load_mem(f.config, f.config_size, f.st, f.st_size, bad[i], NULL);
        CHECK_MSG(r == OX_ERR_FORMAT || r == OX_ERR_IO, "index case %g: result %g", i, r);
        CHECK_MSG(strstr(ox_error_message(), "safetensors") != NULL, "index case %g: message does not name the file", i, 0);
    }
    mfiles_free(&f);
}

/* API misuse: errors, not crashes. */
static int cancel_at_half(float done, void *user) { (void)user; return done >= 0.5f; }
static size_t alloc_live, alloc_count, alloc_fail_at;
static void *count_alloc(size_t n, void *user) {
    (void)user;
    if (alloc_fail_at && ++alloc_count >= alloc_fail_at) return NULL;
    alloc_live++;
    return malloc(n);
}
static void count_free(void *p, void *user) { (void)user; if (p) alloc_live--; free(p); }

static int progress_calls;
static int cancel_prefill(float done, void *user) { (void)user; progress_calls++; return done >= 0.5f; }
static char logged[600];
static void test_logger(ox_log_level level, const char *msg, void *user) {
    (void)user;
    if (level == OX_LOG_ERROR) snprintf(logged, sizeof logged, "%s", msg);
}

/* Progress during prefill can cancel between steps; the logger hook receives errors. */
static void test_malformed_callbacks(void) {
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *m = NULL;
    ox_context *c = NULL;
    char dir[600];
    int32_t ids[20];
    int i;
    for (i = 0; i < 20; i++) ids[i] = 2 + i;
    snprintf(dir, sizeof dir, "%s/g4_e2b_like", fixture_root());
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.logger.func = test_logger;
    CHECK(ox_model_load(&md, &m) == OX_OK);
    if (!m) return;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 64;
    cd.n_batch = 4;
    cd.progress = cancel_prefill;
    CHECK(ox_context_new(m, &cd, &c) == OX_OK);
    if (c) {
        CHECK(ox_eval(c, ids, 20, 1) == OX_ERR_CANCELLED);
        CHECK(ox_context_position(c) == 12); /* steps of 4: cancelled at 12/20 */
        CHECK(progress_calls == 3);
        CHECK(strstr(logged, "cancelled") != NULL);
        progress_calls = 0;
        CHECK(ox_eval(c, ids, 3, 1) == OX_OK && progress_calls == 1); /* one step, still reported */
        logged[0] = 0;
        CHECK(ox_truncate(c, 99) == OX_ERR_ARG && strstr(logged, "ox_truncate"));
        ox_context_free(c);
    }
    ox_model_free(m);
}

static void test_malformed_api(void) {
    ox_model_desc md;
    ox_model *m = NULL;
    ox_context *c = NULL;
    char dir[600];
    int32_t ids[4] = {2, 3, 4, 5}, bad_id = -1;
    size_t fail_at;
    snprintf(dir, sizeof dir, "%s/g4_e2b_like", fixture_root());
    CHECK(ox_model_load(NULL, &m) == OX_ERR_ARG);
    memset(&md, 0, sizeof md);
    CHECK(ox_model_load(&md, NULL) == OX_ERR_ARG);
    CHECK(ox_model_load(&md, &m) == OX_ERR_ARG && m == NULL);
    md.path = "/nonexistent/dir";
    CHECK(ox_model_load(&md, &m) == OX_ERR_IO && strstr(ox_error_message(), "config.json"));
    md.path = fixture_root(); /* a directory without a model */
    CHECK(ox_model_load(&md, &m) == OX_ERR_IO);
    md.path = dir;
    /* a backend this build does not have: the reason, no model; one past the enum: an argument error */
    md.backend = OX_BACKEND_WEBGPU;
#ifndef OXINFER_WEBGPU
    CHECK(ox_model_load(&md, &m) == OX_ERR_UNSUPPORTED && m == NULL && strstr(ox_error_message(), "WebGPU: not compiled in"));
#endif
    md.backend = (ox_backend_kind)(OX_BACKEND_WEBGPU + 1);
    CHECK(ox_model_load(&md, &m) == OX_ERR_ARG && m == NULL && strstr(ox_error_message(), "backend"));
    md.backend = OX_BACKEND_AUTO;
    md.allocator.alloc = count_alloc; /* alloc without free */
    CHECK(ox_model_load(&md, &m) == OX_ERR_ARG);
    md.allocator.free = count_free;
    md.progress = cancel_at_half;
    CHECK(ox_model_load(&md, &m) == OX_ERR_CANCELLED && m == NULL);
    CHECK(alloc_live == 0);
    md.progress = NULL;
    /* every allocation failing in turn: NOMEM, nothing leaked */
    for (fail_at = 1; fail_at < 400; fail_at++) {
        ox_result r;
        alloc_count = 0; alloc_fail_at = fail_at;
        r = ox_model_load(&md, &m);
        if (r == OX_OK) {
            ox_context_desc cd;
            memset(&cd, 0, sizeof cd);
            cd.n_ctx = 32;
            r = ox_context_new(m, &cd, &c);
            if (r == OX_OK) { ox_context_free(c); c = NULL; }
            ox_model_free(m);
            m = NULL;
            if (r == OX_OK) break;
        }
        CHECK_MSG(r == OX_ERR_NOMEM, "allocation %g failing gave %g", fail_at, r);
        CHECK_MSG(alloc_live == 0, "allocation %g failing leaked %g blocks", fail_at, alloc_live);
    }
    alloc_fail_at = 0;
    CHECK(ox_model_load(&md, &m) == OX_OK);
    CHECK(ox_context_new(NULL, NULL, &c) == OX_ERR_ARG);
    {
        ox_context_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.n_ctx = -5;
        CHECK(ox_context_new(m, &cd, &c) == OX_ERR_ARG);
        cd.n_ctx = 1 << 30;
        CHECK(ox_context_new(m, &cd, &c) == OX_ERR_LIMIT);
        cd.n_ctx = 8;
        cd.n_batch = 4;
        CHECK(ox_context_new(m, &cd, &c) == OX_OK);
    }
    if (c) {
        CHECK(ox_eval(c, ids, 0, 1) == OX_ERR_ARG);
        CHECK(ox_eval(c, NULL, 2, 1) == OX_ERR_ARG);
        CHECK(ox_eval(c, &bad_id, 1, 1) == OX_ERR_ARG);
        bad_id = ox_model_vocab_size(m);
        CHECK(ox_eval(c, &bad_id, 1, 1) == OX_ERR_ARG && strstr(ox_error_message(), "vocabulary"));
        CHECK(ox_context_position(c) == 0);
        CHECK(ox_eval(c, ids, 4, 1) == OX_OK);
        CHECK(ox_eval(c, ids, 4, 1) == OX_OK);
        CHECK(ox_eval(c, ids, 1, 1) == OX_ERR_LIMIT); /* context full */
        CHECK(ox_context_position(c) == 8);
        CHECK(ox_truncate(c, 9) == OX_ERR_ARG);
        CHECK(ox_truncate(c, -1) == OX_ERR_ARG);
        CHECK(ox_logits(c, 5) == NULL && ox_logits(c, -1) == NULL);
        CHECK(ox_truncate(c, 0) == OX_OK);
        {
            ox_generate_desc gd;
            memset(&gd, 0, sizeof gd);
            CHECK(ox_generate(c, &gd, NULL, NULL) == OX_ERR_ARG); /* no prompt, no logits */
            gd.max_tokens = -1;
            CHECK(ox_generate(c, &gd, NULL, NULL) == OX_ERR_ARG);
            CHECK(ox_generate(NULL, &gd, NULL, NULL) == OX_ERR_ARG);
        }
        ox_context_free(c);
    }
    ox_model_free(m);
    CHECK(alloc_live == 0);
    ox_model_free(NULL);
    ox_context_free(NULL);
    CHECK(ox_logits(NULL, 0) == NULL && ox_model_vocab_size(NULL) == 0);
}

static void test_area_malformed(void) {
    RUN(test_malformed_config);
    RUN(test_malformed_weights);
    RUN(test_malformed_index);
    RUN(test_malformed_api);
    RUN(test_malformed_callbacks);
}
