/* ================================================================================================
   11. Public API glue
   Owns: argument checks, the architecture table, and the steps every architecture shares
   (chunking long inputs into n_batch steps, logits rows, progress and cancellation).
   ============================================================================================== */

static const ox__arch *const ox__archs[] = {
    &ox__arch_gemma4,
    &ox__arch_gemma4_assistant,
#ifdef OX__HAVE_QWEN35
    &ox__arch_qwen35,
#endif
};

OXDEF void ox_context_free(ox_context *c) {
    const ox_allocator *a;
    if (!c) return;
    a = &c->m->alloc;
    ox__drafting_free(c);
    c->m->arch->context_free(c);
    ox__dealloc(a, c->logits);
    if (c->pool) ox__pool_free(c->pool);
    ox__dealloc(a, c);
}

OXDEF ox_result ox_context_new(ox_model *m, const ox_context_desc *desc, ox_context **out) {
    ox_context *c;
    ox_context_desc d;
    ox_result r;
    if (!out) return ox__err(OX_ERR_ARG, "ox_context_new: out is NULL");
    *out = NULL;
    if (!m) return ox__err(OX_ERR_ARG, "ox_context_new: model is NULL");
    ox__cur_logger = m->logger;
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.n_ctx < 0 || d.n_batch < 0 || d.n_threads < 0) return ox__err(OX_ERR_ARG, "ox_context_new: negative size in desc");
    if (!d.n_ctx) d.n_ctx = m->max_pos < 4096 ? m->max_pos : 4096;
    if (d.n_ctx > m->max_pos) return ox__err(OX_ERR_LIMIT, "ox_context_new: n_ctx %d exceeds the model's max_position_embeddings %d", d.n_ctx, m->max_pos);
    if (d.n_ctx > (1 << 24)) return ox__err(OX_ERR_LIMIT, "ox_context_new: n_ctx %d is too large", d.n_ctx);
    if (!d.n_batch) d.n_batch = 256;
    if (d.n_batch > d.n_ctx) d.n_batch = d.n_ctx;
    if (!d.n_threads) d.n_threads = m->n_threads;
    if (!(c = (ox_context *)ox__calloc(&m->alloc, 1, sizeof *c))) return ox__err(OX_ERR_NOMEM, "out of memory");
    c->m = m;
    c->n_ctx = d.n_ctx;
    c->n_batch = d.n_batch;
    c->progress = d.progress;
    c->progress_user = d.progress_user;
    if (!(c->pool = ox__pool_new(d.n_threads, &m->alloc))) { ox__dealloc(&m->alloc, c); return ox__err(OX_ERR_NOMEM, "ox_context_new: cannot start threads"); }
    c->n_threads = ox__pool_size(c->pool);
    if ((r = m->arch->context_init(c)) != OX_OK) { ox_context_free(c); return r; }
    *out = c;
    return OX_OK;
}


OXDEF const char *ox_error_message(void) { return ox__errbuf; }

OXDEF const char *ox_result_string(ox_result r) {
    switch (r) {
    case OX_OK: return "ok";
    case OX_ERR_ARG: return "bad argument";
    case OX_ERR_IO: return "I/O error";
    case OX_ERR_FORMAT: return "malformed file";
    case OX_ERR_UNSUPPORTED: return "unsupported";
    case OX_ERR_NOMEM: return "out of memory";
    case OX_ERR_CANCELLED: return "cancelled";
    case OX_ERR_LIMIT: return "limit exceeded";
    }
    return "unknown error";
}

OXDEF void ox_model_free(ox_model *m) {
    ox_allocator a;
    int i;
    if (!m) return;
    a = m->alloc;
    if (m->arch) m->arch->model_free(m);
    ox_tokenizer_free(m->tok);
    for (i = 0; i < m->n_files; i++) { ox__st_free(&m->st[i], &a); ox__blob_close(&m->blobs[i], &a); }
    ox__dealloc(&a, m->st);
    ox__dealloc(&a, m->blobs);
    ox__dealloc(&a, (void *)m->index);
    for (i = 0; i < m->n_copies; i++) ox__dealloc(&a, m->copies[i]);
    ox__dealloc(&a, m->copies);
    ox__dealloc(&a, m);
}

OXDEF ox_result ox_model_load(const ox_model_desc *desc, ox_model **out) {
    ox_model *m;
    ox__loader ld;
    ox__blob cfgb;
    ox__jdoc cfgdoc;
    ox_result r;
    char *dir = NULL;
    const char *single = NULL, *mt, *tmt = NULL;
    const ox_allocator *ua;
    int i;
    if (!out) return ox__err(OX_ERR_ARG, "ox_model_load: out is NULL");
    *out = NULL;
    if (!desc) return ox__err(OX_ERR_ARG, "ox_model_load: desc is NULL");
    ox__cur_logger = desc->logger;
    ua = &desc->allocator;
    if (!ua->alloc != !ua->free) return ox__err(OX_ERR_ARG, "ox_model_load: allocator needs both alloc and free, or neither");
    if (!desc->path && (!desc->files || desc->n_files <= 0)) return ox__err(OX_ERR_ARG, "ox_model_load: give a path or files");
    if (desc->n_threads < 0) return ox__err(OX_ERR_ARG, "ox_model_load: n_threads is negative");
    if (!(m = (ox_model *)ox__calloc(ua, 1, sizeof *m))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->alloc = *ua;
    m->logger = desc->logger;
    m->n_threads = desc->n_threads ? desc->n_threads : ox__cpu_count();
    memset(&ld, 0, sizeof ld);
    memset(&cfgdoc, 0, sizeof cfgdoc);
    ld.desc = desc;
    ld.a = &m->alloc;
    if (desc->path) {   /* a directory, or one .safetensors file with config.json beside it */
        size_t n = strlen(desc->path);
        if (!(dir = ox__strdup(&m->alloc, n > 12 && !strcmp(desc->path + n - 12, ".safetensors") && !strchr(desc->path, '/') ? "." : desc->path))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto fail; }
        if (n > 12 && !strcmp(desc->path + n - 12, ".safetensors")) {
            char *slash = strrchr(dir, '/');
            if (slash) { *slash = 0; single = desc->path + (slash - dir) + 1; }
            else single = desc->path;
        }
        ld.dir = dir;
    }
    if ((r = ox__blob_open(&ld, "config.json", 0, OX__MAX_CONFIG_BYTES, 0, &cfgb)) != OX_OK) goto fail;
    r = ox__json_parse(&cfgdoc, (const char *)cfgb.bytes, cfgb.size, "config.json", &m->alloc);
    ox__blob_close(&cfgb, &m->alloc);
    if (r != OX_OK) goto fail;
    if (cfgdoc.root->type != OX__JOBJ) { r = ox__err(OX_ERR_FORMAT, "config.json: not a JSON object"); goto fail; }
    if (!(mt = ox__cfg_str(cfgdoc.root, "model_type"))) { r = ox__err(OX_ERR_FORMAT, "config.json: missing key 'model_type'"); goto fail; }
    tmt = ox__cfg_str(ox__json_get(cfgdoc.root, "text_config"), "model_type");
    for (i = 0; i < (int)(sizeof ox__archs / sizeof ox__archs[0]); i++)
        if (ox__archs[i]->claims(mt, tmt ? tmt : "")) m->arch = ox__archs[i];
    if (!m->arch) {
        r = ox__err(OX_ERR_UNSUPPORTED, "config.json: model_type '%s' is not supported (supported: gemma4_text, gemma4, gemma4_assistant, qwen3_5_text, qwen3_5, qwen3_5_moe_text, qwen3_5_moe)", mt);
        goto fail;
    }
    if ((r = m->arch->load(m, &ld, cfgdoc.root, single)) != OX_OK) goto fail;
    if (!desc->skip_tokenizer && (r = ox__tokenizer_open(&ld, "tokenizer.json", m->arch->name, &m->tok)) != OX_OK) goto fail;
    ox__json_free(&cfgdoc);
    m->kern = ox__kernels_best();
    ox__log(OX_LOG_INFO, "loaded %s: %d layers, %d tensors from %d file(s); kernels: %s", m->arch->name, m->n_layers, m->n_index, m->n_files, m->kern->name);
    ox__dealloc(&m->alloc, dir);
    *out = m;
    return OX_OK;
fail:
    ox__json_free(&cfgdoc);
    ox__dealloc(&m->alloc, dir);
    ox_model_free(m);
    return r;
}

OXDEF int ox_model_vocab_size(const ox_model *m) { return m ? m->vocab : 0; }
OXDEF int ox_model_hidden_size(const ox_model *m) { return m ? m->hidden : 0; }
OXDEF int ox_model_n_layers(const ox_model *m) { return m ? m->n_layers : 0; }
OXDEF int ox_model_max_context(const ox_model *m) { return m ? m->max_pos : 0; }
OXDEF const char *ox_model_arch(const ox_model *m) { return m && m->arch ? m->arch->name : ""; }

OXDEF ox_result ox_eval(ox_context *c, const int32_t *ids, int n, int n_logits) {
    const ox_model *m;
    int i, done = 0;
    size_t need;
    if (!c) return ox__err(OX_ERR_ARG, "ox_eval: context is NULL");
    ox__cur_logger = c->m->logger;
    m = c->m;
    if (n <= 0 || !ids) return ox__err(OX_ERR_ARG, "ox_eval: no tokens");
    if (n > c->n_ctx - c->pos) return ox__err(OX_ERR_LIMIT, "ox_eval: %d tokens at position %d exceed the context size %d", n, c->pos, c->n_ctx);
    for (i = 0; i < n; i++) {
        if (ids[i] < 0 || ids[i] >= m->id_limit) return ox__err(OX_ERR_ARG, "ox_eval: token id %d at index %d is outside the vocabulary [0, %d)", (int)ids[i], i, m->id_limit);
    }
    if (n_logits < 0 || n_logits > n) n_logits = n;
    if (n_logits == 0) n_logits = 1;
    if (!ox__mul_ok((size_t)n_logits, (size_t)m->vocab, &need)) return ox__err(OX_ERR_LIMIT, "ox_eval: logits too large");
    if (need > c->logits_cap) {
        float *nl = (float *)ox__alloc(&c->m->alloc, need * sizeof(float));
        if (!nl || need > SIZE_MAX / sizeof(float)) { ox__dealloc(&c->m->alloc, nl); return ox__err(OX_ERR_NOMEM, "ox_eval: out of memory for %d rows of logits", n_logits); }
        ox__dealloc(&c->m->alloc, c->logits);
        c->logits = nl;
        c->logits_cap = need;
    }
    c->n_logits = 0;
    c->eval_p0 = c->pos;
    while (done < n) {
        int T = n - done < c->n_batch ? n - done : c->n_batch;
        int first_kept = n - n_logits, keep = done + T - first_kept;
        if (keep < 0) keep = 0;
        if (keep > T) keep = T;
        m->arch->step(c, ids + done, T, keep);
        c->pos += T;
        done += T;
        /* progress after each step; cancelling keeps the steps already done */
        if (c->progress && c->progress((float)done / (float)n, c->progress_user) && done < n)
            return ox__err(OX_ERR_CANCELLED, "ox_eval: cancelled after %d of %d tokens (they stay in the context)", done, n);
    }
    return OX_OK;
}

OXDEF const float *ox_logits(const ox_context *c, int i) {
    if (!c || i < 0 || i >= c->n_logits) return NULL;
    return c->logits + (size_t)i * c->m->vocab;
}
OXDEF int ox_logits_rows(const ox_context *c) { return c ? c->n_logits : 0; }
OXDEF int ox_context_position(const ox_context *c) { return c ? c->pos : 0; }
OXDEF int ox_context_size(const ox_context *c) { return c ? c->n_ctx : 0; }

OXDEF ox_result ox_truncate(ox_context *c, int n_pos) {
    ox_result r;
    if (!c) return ox__err(OX_ERR_ARG, "ox_truncate: context is NULL");
    ox__cur_logger = c->m->logger;
    if (n_pos < 0 || n_pos > c->pos) return ox__err(OX_ERR_ARG, "ox_truncate: position %d is outside [0, %d]", n_pos, c->pos);
    if ((r = c->m->arch->truncate(c, n_pos)) != OX_OK) return r;
    c->pos = n_pos;
    c->n_logits = 0;
    return OX_OK;
}
OXDEF void ox_reset(ox_context *c) { if (c) ox_truncate(c, 0); }

