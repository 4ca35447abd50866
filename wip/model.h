/* ================================================================================================
   8. Model config (Gemma 4)
   Owns: reading config.json (text-only `gemma4_text` or multimodal `gemma4` with `text_config`)
   into plain numbers, and resolving each layer's geometry. Every key is checked for type and
   range; errors name the file and the key. Calls: 2, 3.
   ============================================================================================== */

#define OX__MAX_LAYERS 1024

typedef struct ox__rope {
    float theta;        /* rope_theta */
    float partial;      /* partial_rotary_factor (proportional only) */
    float factor;       /* divides inv_freq (proportional only) */
    int proportional;   /* rope_type "proportional" (else "default") */
} ox__rope;

typedef struct ox__g4config {
    int vocab, hidden, n_layers, n_heads, n_kv, head_dim, inter;
    int global_head_dim, n_global_kv;      /* full-attention defaults (legacy encoding) */
    int window;                            /* sliding_window */
    int ple_dim, ple_vocab;                /* per-layer embeddings (0 = none) */
    int k_eq_v, n_kv_shared, double_wide, tied, max_pos;
    int moe, n_experts, top_k, moe_inter;
    float eps, softcap;                    /* softcap 0 = none */
    ox__rope rope[2];                      /* [0] sliding, [1] full */
    /* per layer */
    unsigned char full[OX__MAX_LAYERS];    /* 1 = full attention, 0 = sliding */
    int hd[OX__MAX_LAYERS], kv_heads[OX__MAX_LAYERS];
    int multimodal;                        /* tensors under model.language_model. */
    int assistant;                         /* a gemma4_assistant drafter: every layer reads the target's KV */
} ox__g4config;

typedef struct ox__cfgreader {
    const char *file;    /* "config.json" */
    const char *section; /* "" or "text_config." */
} ox__cfgreader;

static ox_result ox__cfg_int(const ox__cfgreader *cr, const ox__json *obj, const char *key, int def, int required,
                             int lo, int hi, int *out) {
    const ox__json *v = ox__json_get(obj, key);
    int64_t x;
    if (!v || v->type == OX__JNULL) {
        if (required) return ox__err(OX_ERR_FORMAT, "%s: missing key '%s%s'", cr->file, cr->section, key);
        *out = def;
        return OX_OK;
    }
    if (!ox__json_int(v, &x)) return ox__err(OX_ERR_FORMAT, "%s: '%s%s' must be an integer", cr->file, cr->section, key);
    if (x < lo || x > hi) return ox__err(OX_ERR_UNSUPPORTED, "%s: '%s%s' = %lld is outside [%d, %d]", cr->file, cr->section, key, (long long)x, lo, hi);
    *out = (int)x;
    return OX_OK;
}
static ox_result ox__cfg_float(const ox__cfgreader *cr, const ox__json *obj, const char *key, float def, float lo, float hi, float *out) {
    const ox__json *v = ox__json_get(obj, key);
    if (!v || v->type == OX__JNULL) { *out = def; return OX_OK; }
    if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%s%s' must be a number", cr->file, cr->section, key);
    if (!(v->num >= lo && v->num <= hi)) return ox__err(OX_ERR_UNSUPPORTED, "%s: '%s%s' = %g is outside [%g, %g]", cr->file, cr->section, key, v->num, (double)lo, (double)hi);
    *out = (float)v->num;
    return OX_OK;
}
static ox_result ox__cfg_bool(const ox__cfgreader *cr, const ox__json *obj, const char *key, int def, int *out) {
    const ox__json *v = ox__json_get(obj, key);
    if (!v || v->type == OX__JNULL) { *out = def; return OX_OK; }
    if (v->type != OX__JTRUE && v->type != OX__JFALSE) return ox__err(OX_ERR_FORMAT, "%s: '%s%s' must be true or false", cr->file, cr->section, key);
    *out = v->type == OX__JTRUE;
    return OX_OK;
}
static const char *ox__cfg_str(const ox__json *obj, const char *key) {
    const ox__json *v = ox__json_get(obj, key);
    return v && v->type == OX__JSTR ? v->str : NULL;
}

static ox_result ox__cfg_rope(const ox__cfgreader *cr, const ox__json *rp, const char *which, ox__rope *out) {
    const ox__json *e = ox__json_get(rp, which);
    const char *type;
    ox__cfgreader sub = *cr;
    char section[96];
    ox_result r;
    if (!e) return OX_OK; /* keep the defaults */
    snprintf(section, sizeof section, "%srope_parameters.%s.", cr->section, which);
    sub.section = section;
    if (e->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters.%s' must be an object", cr->file, cr->section, which);
    type = ox__cfg_str(e, "rope_type");
    if (!type) type = out->proportional ? "proportional" : "default";
    if (!strcmp(type, "default")) out->proportional = 0;
    else if (!strcmp(type, "proportional")) out->proportional = 1;
    else return ox__err(OX_ERR_UNSUPPORTED, "%s: rope_type '%s' in '%srope_parameters.%s' is not supported", cr->file, type, cr->section, which);
    if ((r = ox__cfg_float(&sub, e, "rope_theta", out->theta, 1e-3f, 1e12f, &out->theta)) != OX_OK) return r;
    if ((r = ox__cfg_float(&sub, e, "partial_rotary_factor", out->proportional ? out->partial : 1.0f, 0.0f, 1.0f, &out->partial)) != OX_OK) return r;
    if ((r = ox__cfg_float(&sub, e, "factor", 1.0f, 1e-6f, 1e6f, &out->factor)) != OX_OK) return r;
    if (!out->proportional && out->partial != 1.0f)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: partial_rotary_factor with rope_type 'default' in '%srope_parameters.%s' is not supported", cr->file, cr->section, which);
    if (!out->proportional && out->factor != 1.0f)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: factor with rope_type 'default' in '%srope_parameters.%s' is not supported", cr->file, cr->section, which);
    return OX_OK;
}

/* Read the decoder config from a parsed config.json. */
static ox_result ox__g4config_read(ox__g4config *c, const ox__json *root, const char *file) {
    ox__cfgreader cr;
    const ox__json *tc = root, *v;
    const char *mt = ox__cfg_str(root, "model_type"), *act;
    ox_result r;
    int i, first_shared;
    memset(c, 0, sizeof *c);
    cr.file = file;
    cr.section = "";
    if (!root || root->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: not a JSON object", file);
    if (!mt) return ox__err(OX_ERR_FORMAT, "%s: missing key 'model_type'", file);
    if (!strcmp(mt, "gemma4") || !strcmp(mt, "gemma4_assistant")) {
        c->assistant = !strcmp(mt, "gemma4_assistant");
        tc = ox__json_get(root, "text_config");
        if (!tc || tc->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: model_type '%s' needs a 'text_config' object", file, mt);
        mt = ox__cfg_str(tc, "model_type");
        if (mt && strcmp(mt, "gemma4_text")) return ox__err(OX_ERR_UNSUPPORTED, "%s: text_config.model_type '%s' is not 'gemma4_text'", file, mt);
        cr.section = "text_config.";
        c->multimodal = !c->assistant;
    } else if (strcmp(mt, "gemma4_text")) {
        return ox__err(OX_ERR_UNSUPPORTED, "%s: model_type '%s' is not supported (supported: gemma4_text, gemma4)", file, mt);
    }
#define OX__INT(key, def, req, lo, hi, dst) if ((r = ox__cfg_int(&cr, tc, key, def, req, lo, hi, dst)) != OX_OK) return r
#define OX__BOOL(key, def, dst) if ((r = ox__cfg_bool(&cr, tc, key, def, dst)) != OX_OK) return r
    OX__INT("vocab_size", 262144, 0, 1, 1 << 24, &c->vocab);
    OX__INT("hidden_size", 0, 1, 1, 65536, &c->hidden);
    OX__INT("num_hidden_layers", 0, 1, 1, OX__MAX_LAYERS, &c->n_layers);
    OX__INT("num_attention_heads", 0, 1, 1, 1024, &c->n_heads);
    OX__INT("num_key_value_heads", 0, 1, 1, 1024, &c->n_kv);
    OX__INT("head_dim", 256, 0, 2, 4096, &c->head_dim);
    OX__INT("global_head_dim", 512, 0, 2, 4096, &c->global_head_dim);
    OX__INT("num_global_key_value_heads", 0, 0, 1, 1024, &c->n_global_kv);
    OX__INT("intermediate_size", 0, 1, 1, 1 << 20, &c->inter);
    OX__INT("sliding_window", 512, 0, 1, INT_MAX, &c->window);
    OX__INT("hidden_size_per_layer_input", 256, 0, 0, 65536, &c->ple_dim);
    OX__INT("vocab_size_per_layer_input", 262144, 0, 0, 1 << 24, &c->ple_vocab);
    OX__INT("num_kv_shared_layers", 0, 0, 0, OX__MAX_LAYERS, &c->n_kv_shared);
    OX__INT("max_position_embeddings", 131072, 0, 1, INT_MAX, &c->max_pos);
    OX__BOOL("attention_k_eq_v", 0, &c->k_eq_v);
    OX__BOOL("use_double_wide_mlp", 0, &c->double_wide);
    OX__BOOL("enable_moe_block", 0, &c->moe);
    if (c->moe) {
        OX__INT("num_experts", 0, 1, 1, 4096, &c->n_experts);
        OX__INT("top_k_experts", 0, 1, 1, 4096, &c->top_k);
        OX__INT("moe_intermediate_size", 0, 1, 1, 1 << 20, &c->moe_inter);
        if (c->top_k > c->n_experts) return ox__err(OX_ERR_FORMAT, "%s: '%stop_k_experts' (%d) exceeds num_experts (%d)", file, cr.section, c->top_k, c->n_experts);
    }
    /* tie_word_embeddings: top level wins over text_config, default true */
    {
        ox__cfgreader top = cr;
        top.section = "";
        if (ox__json_get(root, "tie_word_embeddings")) { if ((r = ox__cfg_bool(&top, root, "tie_word_embeddings", 1, &c->tied)) != OX_OK) return r; }
        else OX__BOOL("tie_word_embeddings", 1, &c->tied);
    }
#undef OX__INT
#undef OX__BOOL
    if ((r = ox__cfg_float(&cr, tc, "rms_norm_eps", 1e-6f, 0.0f, 1.0f, &c->eps)) != OX_OK) return r;
    if ((r = ox__cfg_float(&cr, tc, "final_logit_softcapping", 0.0f, 0.0f, 1e9f, &c->softcap)) != OX_OK) return r;
    if ((act = ox__cfg_str(tc, "hidden_activation")) && strcmp(act, "gelu_pytorch_tanh"))
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%shidden_activation' '%s' is not supported (gelu_pytorch_tanh)", file, cr.section, act);
    if ((v = ox__json_get(tc, "attention_bias")) && v->type == OX__JTRUE)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%sattention_bias' true is not supported", file, cr.section);
    if ((v = ox__json_get(tc, "use_bidirectional_attention")) && v->type == OX__JSTR && !strcmp(v->str, "all"))
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%suse_bidirectional_attention' \"all\" is not supported", file, cr.section);
    if (c->n_heads % c->n_kv) return ox__err(OX_ERR_FORMAT, "%s: num_attention_heads (%d) is not a multiple of num_key_value_heads (%d)", file, c->n_heads, c->n_kv);
    if (c->assistant) c->n_kv_shared = c->n_layers; /* as transformers' assistant config does */
    if (c->n_kv_shared >= c->n_layers && !c->assistant) return ox__err(OX_ERR_FORMAT, "%s: '%snum_kv_shared_layers' (%d) leaves no layer with its own KV (num_hidden_layers %d)", file, cr.section, c->n_kv_shared, c->n_layers);
    if (c->assistant && (c->ple_dim || c->moe || c->double_wide))
        return ox__err(OX_ERR_UNSUPPORTED, "%s: a gemma4_assistant needs hidden_size_per_layer_input 0, no MoE and no double-wide MLP", file);
    if (c->ple_dim && c->ple_vocab < 1) return ox__err(OX_ERR_FORMAT, "%s: '%svocab_size_per_layer_input' must be positive with per-layer inputs", file, cr.section);

    /* rope: defaults, then rope_parameters per layer type */
    c->rope[0].theta = 10000.0f; c->rope[0].partial = 1.0f; c->rope[0].factor = 1.0f; c->rope[0].proportional = 0;
    c->rope[1].theta = 1000000.0f; c->rope[1].partial = 0.25f; c->rope[1].factor = 1.0f; c->rope[1].proportional = 1;
    if ((v = ox__json_get(tc, "rope_parameters")) && v->type != OX__JNULL) {
        if (v->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters' must be an object", file, cr.section);
        if ((r = ox__cfg_rope(&cr, v, "sliding_attention", &c->rope[0])) != OX_OK) return r;
        if ((r = ox__cfg_rope(&cr, v, "full_attention", &c->rope[1])) != OX_OK) return r;
    }

    /* layer types: default every 6th layer full; the last layer is always full */
    v = ox__json_get(tc, "layer_types");
    if (v && v->type != OX__JNULL) {
        const ox__json *e;
        if (v->type != OX__JARR || (int)v->n != c->n_layers)
            return ox__err(OX_ERR_FORMAT, "%s: '%slayer_types' must be an array of num_hidden_layers (%d) strings", file, cr.section, c->n_layers);
        for (i = 0, e = v->child; e; e = e->next, i++) {
            if (e->type == OX__JSTR && !strcmp(e->str, "full_attention")) c->full[i] = 1;
            else if (e->type == OX__JSTR && !strcmp(e->str, "sliding_attention")) c->full[i] = 0;
            else return ox__err(OX_ERR_UNSUPPORTED, "%s: '%slayer_types[%d]' must be \"sliding_attention\" or \"full_attention\"", file, cr.section, i);
        }
    } else {
        for (i = 0; i < c->n_layers; i++) c->full[i] = (i + 1) % 6 == 0;
    }
    c->full[c->n_layers - 1] = 1;

    /* per-layer geometry: sliding layers use head_dim / num_key_value_heads; full layers
       global_head_dim and (with k_eq_v) num_global_key_value_heads, or per_layer_config overrides */
    for (i = 0; i < c->n_layers; i++) {
        c->hd[i] = c->full[i] ? c->global_head_dim : c->head_dim;
        c->kv_heads[i] = (c->full[i] && c->k_eq_v && c->n_global_kv) ? c->n_global_kv : c->n_kv;
    }
    if ((v = ox__json_get(tc, "per_layer_config")) && v->type != OX__JNULL) {
        const ox__json *e, *f;
        if (v->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config' must be an object", file, cr.section);
        for (i = 0; i < c->n_layers; i++) { c->hd[i] = c->head_dim; c->kv_heads[i] = c->n_kv; } /* only overrides apply */
        for (e = v->child; e; e = e->next) {
            long idx = 0;
            const char *k = e->key;
            if (!*k || e->key_len > 9) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config' key '%s' is not a layer index", file, cr.section, k);
            for (; *k; k++) {
                if (*k < '0' || *k > '9') return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config' key '%s' is not a layer index", file, cr.section, e->key);
                idx = idx * 10 + (*k - '0');
            }
            if (idx >= c->n_layers) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config' names layer %ld of %d", file, cr.section, idx, c->n_layers);
            if (e->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config.%s' must be an object", file, cr.section, e->key);
            for (f = e->child; f; f = f->next) {
                int64_t x;
                int *dst;
                if (!strcmp(f->key, "head_dim")) dst = &c->hd[idx];
                else if (!strcmp(f->key, "num_key_value_heads")) dst = &c->kv_heads[idx];
                else return ox__err(OX_ERR_UNSUPPORTED, "%s: '%sper_layer_config.%s.%s' is not supported", file, cr.section, e->key, f->key);
                if (!ox__json_int(f, &x) || x < 1 || x > 4096) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config.%s.%s' must be an integer in [1, 4096]", file, cr.section, e->key, f->key);
                *dst = (int)x;
            }
        }
    }
    first_shared = c->n_layers - c->n_kv_shared;
    for (i = 0; i < c->n_layers; i++) {
        if (c->hd[i] % 2) return ox__err(OX_ERR_FORMAT, "%s: layer %d head dim %d is odd", file, i, c->hd[i]);
        if (c->n_heads % c->kv_heads[i]) return ox__err(OX_ERR_FORMAT, "%s: layer %d: %d heads is not a multiple of %d KV heads", file, i, c->n_heads, c->kv_heads[i]);
        if (i >= first_shared && !c->assistant) {
            int j, src = -1;
            for (j = 0; j < first_shared; j++) if (c->full[j] == c->full[i]) src = j;
            if (src < 0) return ox__err(OX_ERR_FORMAT, "%s: KV-shared layer %d has no earlier non-shared %s layer to read", file, i, c->full[i] ? "full" : "sliding");
            if (c->hd[src] != c->hd[i] || c->kv_heads[src] != c->kv_heads[i])
                return ox__err(OX_ERR_FORMAT, "%s: KV-shared layer %d and its source layer %d differ in head dim or KV heads", file, i, src);
        }
    }
    return OX_OK;
}

/* ================================================================================================
   9. Weights: files, shards and tensor binding
   Owns: getting each file's bytes (mmap, read, or the caller's buffer), the shard set of
   model.safetensors.index.json, one name index over all shards, and checking that every tensor
   the config needs is present with the right dtype and shape. Unused tensors (vision and audio
   towers, K/V projections of KV-shared layers) are ignored. Calls: 2-4, 8.
   ============================================================================================== */

#define OX__MAX_CONFIG_BYTES ((size_t)64 << 20)

typedef struct ox__blob {
    char *name;              /* file name, for messages (owned) */
    const uint8_t *bytes;
    size_t size;
    int kind;                /* 0 caller's memory, 1 mapped, 2 allocated */
} ox__blob;

static void ox__blob_close(ox__blob *b, const ox_allocator *a) {
#if !defined(_WIN32)
    if (b->kind == 1 && b->size) munmap((void *)(uintptr_t)b->bytes, b->size);
#endif
    if (b->kind == 2) ox__dealloc(a, (void *)(uintptr_t)b->bytes);
    ox__dealloc(a, b->name);
    memset(b, 0, sizeof *b);
}

static char *ox__strdup(const ox_allocator *a, const char *s) {
    size_t n = strlen(s) + 1;
    char *d = (char *)ox__alloc(a, n);
    if (d) memcpy(d, s, n);
    return d;
}

typedef struct ox__loader {
    const ox_model_desc *desc;
    const ox_allocator *a;
    const char *dir;         /* directory of the model files (path mode) */
    float done, total;       /* progress in bytes (read mode) or files */
} ox__loader;

static ox_result ox__progress(ox__loader *ld, float add) {
    ld->done += add;
    if (ld->desc->progress && ld->desc->progress(ld->total > 0 ? (ld->done < ld->total ? ld->done / ld->total : 1.0f) : 1.0f, ld->desc->progress_user))
        return ox__err(OX_ERR_CANCELLED, "loading cancelled by the progress callback");
    return OX_OK;
}

/* Get the bytes of the model file 'name': from the caller's list, or from dir/name by mmap or read.
   missing_ok: return OX_ERR_IO silently (no message) when the file does not exist. */
static ox_result ox__blob_open(ox__loader *ld, const char *name, int missing_ok, size_t max_size, int weights, ox__blob *b) {
    memset(b, 0, sizeof *b);
    if (!ld->dir) {
        int i;
        for (i = 0; i < ld->desc->n_files; i++) {
            const ox_file *f = &ld->desc->files[i];
            if (f->name && !strcmp(f->name, name)) {
                if (!f->data && f->size) return ox__err(OX_ERR_ARG, "%s: data is NULL", name);
                if (f->size > max_size) return ox__err(OX_ERR_LIMIT, "%s: %zu bytes is over the limit of %zu", name, f->size, max_size);
                if (!(b->name = ox__strdup(ld->a, name))) return ox__err(OX_ERR_NOMEM, "out of memory");
                b->bytes = (const uint8_t *)f->data;
                b->size = f->size;
                return OX_OK;
            }
        }
        return missing_ok ? OX_ERR_IO : ox__err(OX_ERR_IO, "%s: not among the files given to ox_model_load", name);
    }
#if defined(_WIN32)
    (void)weights;
    return ox__err(OX_ERR_UNSUPPORTED, "%s: loading from a path is not implemented on this platform; pass the files in memory", name);
#else
    {
        size_t n = strlen(ld->dir) + strlen(name) + 2;
        char *path = (char *)ox__alloc(ld->a, n);
        struct stat st;
        int fd;
        ox_result r = OX_OK;
        if (!path) return ox__err(OX_ERR_NOMEM, "out of memory");
        snprintf(path, n, "%s/%s", ld->dir, name);
        fd = open(path, O_RDONLY);
        if (fd < 0) {
            r = missing_ok ? OX_ERR_IO : ox__err(OX_ERR_IO, "%s: cannot open", path);
            ox__dealloc(ld->a, path);
            return r;
        }
        b->name = path;
        if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) { r = ox__err(OX_ERR_IO, "%s: not a regular file", path); goto done; }
        if ((uint64_t)st.st_size > (uint64_t)max_size) { r = ox__err(OX_ERR_LIMIT, "%s: %lld bytes is over the limit of %zu", path, (long long)st.st_size, max_size); goto done; }
        b->size = (size_t)st.st_size;
        if (b->size == 0) { b->kind = 0; b->bytes = (const uint8_t *)""; goto done; }
        if (weights && ld->desc->load_mode != OX_LOAD_READ) {
            void *p = mmap(NULL, b->size, PROT_READ, MAP_PRIVATE, fd, 0);
            if (p != MAP_FAILED) { b->bytes = (const uint8_t *)p; b->kind = 1; r = ox__progress(ld, (float)b->size); goto done; }
            if (ld->desc->load_mode == OX_LOAD_MMAP) { r = ox__err(OX_ERR_IO, "%s: mmap failed", path); goto done; }
        }
        {
            uint8_t *buf = (uint8_t *)ox__alloc(ld->a, b->size);
            size_t got = 0;
            if (!buf) { r = ox__err(OX_ERR_NOMEM, "%s: out of memory for %zu bytes", path, b->size); goto done; }
            b->bytes = buf; b->kind = 2;
            while (got < b->size) {
                size_t want = b->size - got > ((size_t)64 << 20) ? ((size_t)64 << 20) : b->size - got;
                ssize_t k = read(fd, buf + got, want);
                if (k <= 0) { r = ox__err(OX_ERR_IO, "%s: read failed after %zu of %zu bytes", path, got, b->size); goto done; }
                got += (size_t)k;
                if (weights && (r = ox__progress(ld, (float)k)) != OX_OK) goto done;
            }
        }
    done:
        close(fd);
        if (r != OX_OK) ox__blob_close(b, ld->a);
        return r;
    }
#endif
}

/* A shard name from an index file must be a plain file name in the model directory. */
static int ox__plain_filename(const char *s) {
    size_t n = strlen(s);
    if (!n || n > 255 || s[0] == '.' || strchr(s, '/') || strchr(s, '\\')) return 0;
    return n > 12 && !strcmp(s + n - 12, ".safetensors");
}

/* One Gemma 4 decoder layer: geometry and weights. Matrices stay in the file's dtype; the small
   vectors (norm weights, scalars) are converted to float at load time. */
typedef struct ox__g4layer {
    int full, hd, n_kv, kv_src, slot, inter;
    float scalar;
    const float *in_norm, *post_attn_norm, *pre_ff_norm, *post_ff_norm, *q_norm, *k_norm;
    const ox__tensor *q, *k, *v, *o, *gate, *up, *down;
    const ox__tensor *ple_gate, *ple_proj;     /* per-layer input */
    const float *ple_norm;
    const ox__tensor *router, *exp_gate_up, *exp_down; /* MoE */
    const float *router_scale, *router_pes, *pre_ff2_norm, *post_ff1_norm, *post_ff2_norm;
} ox__g4layer;

typedef struct ox__arch ox__arch;

struct ox_model {
    ox_allocator alloc;
    ox_logger logger;
    int n_threads;
    const ox__arch *arch;        /* the architecture's entry points (section 11) */
    int vocab, hidden, n_layers, max_pos; /* what every architecture reports */
    int id_limit;                /* token ids must be below this (vocab, or less: Gemma's per-layer table) */
    void *arch_data;             /* architectures other than Gemma 4 keep their model here */
    ox__g4config cfg;            /* Gemma 4 */
    ox__blob *blobs;             /* weight files */
    ox__stfile *st;
    int n_files;
    const ox__tensor **index;    /* every tensor of every file, sorted by name */
    int n_index;
    const char *prefix;          /* "model." or "model.language_model." */
    ox__g4layer *layers;
    const ox__tensor *embed, *embed_ple, *ple_model_proj, *lm_head;
    const float *ple_proj_norm, *final_norm;
    float *vecs;                 /* storage of all float vectors */
    void **copies;               /* aligned copies of tensors whose data was misaligned in the file */
    int n_copies;
    size_t vecs_used, vecs_cap;
    int n_slots;                 /* KV caches a context needs (non-shared layers) */
    const ox__kernels *kern;
    struct ox_tokenizer *tok;    /* tokenizer.json and friends (section 13), or NULL: ids only */
};

static int ox__index_cmp(const void *a, const void *b) {
    return strcmp((*(const ox__tensor *const *)a)->name, (*(const ox__tensor *const *)b)->name);
}
static const ox__tensor *ox__model_find(const ox_model *m, const char *name) {
    int lo = 0, hi = m->n_index - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2, c = strcmp(m->index[mid]->name, name);
        if (!c) return m->index[mid];
        if (c < 0) lo = mid + 1; else hi = mid - 1;
    }
    return NULL;
}

static void ox__to_f32(const void *src, int dtype, size_t n, float *dst) {
    size_t i;
    if (dtype == OX__F32) memcpy(dst, src, n * sizeof(float));
    else if (dtype == OX__BF16) for (i = 0; i < n; i++) dst[i] = ox__bf16_to_f32(((const uint16_t *)src)[i]);
    else for (i = 0; i < n; i++) dst[i] = ox__f16_to_f32(((const uint16_t *)src)[i]);
}

/* Find a float tensor (F32, F16 or BF16) named prefix+name with exactly the given shape (dims
   d[0..ndim)). Missing: an error if required, else NULL with OX_OK. */
static ox_result ox__bind(ox_model *m, const ox__tensor **out, int required, const char *top, const char *name, int ndim, int64_t d0, int64_t d1, int64_t d2) {
    char full[256];
    const ox__tensor *t;
    int64_t want[3];
    int i;
    want[0] = d0; want[1] = d1; want[2] = d2;
    snprintf(full, sizeof full, "%s%s", top ? top : m->prefix, name);
    *out = NULL;
    if (!(t = ox__model_find(m, full))) {
        if (!required) return OX_OK;
        return ox__err(OX_ERR_FORMAT, "missing tensor '%s'", full);
    }
    if (t->dtype != OX__F32 && t->dtype != OX__F16 && t->dtype != OX__BF16)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: tensor '%s' has dtype %s (need F32, F16 or BF16)", t->file, full, t->dtype_name);
    if (t->ndim != ndim) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s' has %d dimensions, expected %d", t->file, full, t->ndim, ndim);
    for (i = 0; i < ndim; i++)
        if (t->shape[i] != want[i]) {
            char got[96], exp[96];
            int k, g = 0, e = 0;
            for (k = 0; k < ndim; k++) {
                g += snprintf(got + g, sizeof got - (size_t)g, k ? ", %lld" : "%lld", (long long)t->shape[k]);
                e += snprintf(exp + e, sizeof exp - (size_t)e, k ? ", %lld" : "%lld", (long long)want[k]);
            }
            return ox__err(OX_ERR_FORMAT, "%s: tensor '%s' has shape [%s], the config needs [%s]", t->file, full, got, exp);
        }
    /* safetensors does not promise aligned data (an unpadded header shifts every tensor): compute
       from an aligned copy rather than read misaligned elements */
    if ((uintptr_t)t->data % ox__dtype_sizes[t->dtype]) {
        void *copy, **list;
        if (!(list = (void **)ox__alloc(&m->alloc, ((size_t)m->n_copies + 1) * sizeof(void *))))
            return ox__err(OX_ERR_NOMEM, "out of memory");
        if (m->n_copies) memcpy(list, m->copies, (size_t)m->n_copies * sizeof(void *));
        ox__dealloc(&m->alloc, m->copies);
        m->copies = list;
        if (!(copy = ox__alloc(&m->alloc, t->nbytes))) return ox__err(OX_ERR_NOMEM, "%s: out of memory copying misaligned tensor '%s'", t->file, full);
        memcpy(copy, t->data, t->nbytes);
        m->copies[m->n_copies++] = copy;
        ((ox__tensor *)(uintptr_t)t)->data = copy;
        ox__log(OX_LOG_WARN, "%s: tensor '%s' is not aligned in the file; using a copy", t->file, full);
    }
    *out = t;
    return OX_OK;
}

/* A float vector of n elements (norm weights, scales), converted to f32 into the model's storage. */
static ox_result ox__bind_vec(ox_model *m, const float **out, int required, const char *name, int64_t n) {
    const ox__tensor *t;
    ox_result r = ox__bind(m, &t, required, NULL, name, 1, n, 0, 0);
    *out = NULL;
    if (r != OX_OK || !t) return r;
    if (m->vecs_used + (size_t)n > m->vecs_cap) return ox__err(OX_ERR_FORMAT, "internal: vector storage exhausted at '%s'", name);
    ox__to_f32(t->data, t->dtype, (size_t)n, m->vecs + m->vecs_used);
    *out = m->vecs + m->vecs_used;
    m->vecs_used += (size_t)n;
    return OX_OK;
}

/* Open the weight files: the shards listed by model.safetensors.index.json, else model.safetensors
   (or the one file given as path). */
static ox_result ox__open_weights(ox_model *m, ox__loader *ld, const char *single) {
    ox__blob idx;
    ox__jdoc doc;
    const char **names = NULL;
    int n = 0, i, j;
    ox_result r;
    memset(&doc, 0, sizeof doc);
    r = single ? OX_ERR_IO : ox__blob_open(ld, "model.safetensors.index.json", 1, OX__MAX_CONFIG_BYTES, 0, &idx);
    if (r == OX_OK) {
        const ox__json *wm, *e;
        r = ox__json_parse(&doc, (const char *)idx.bytes, idx.size, "model.safetensors.index.json", ld->a);
        ox__blob_close(&idx, ld->a);
        if (r != OX_OK) return r;
        wm = ox__json_get(doc.root, "weight_map");
        if (!wm || wm->type != OX__JOBJ) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json: missing object 'weight_map'"); goto out; }
        if (!(names = (const char **)ox__calloc(ld->a, wm->n + 1, sizeof(char *)))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto out; }
        for (e = wm->child; e; e = e->next) {
            if (e->type != OX__JSTR || !ox__plain_filename(e->str)) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json: weight_map['%s'] is not a .safetensors file name in the model directory", e->key); goto out; }
            for (j = 0; j < n; j++) if (!strcmp(names[j], e->str)) break;
            if (j == n) names[n++] = e->str;
        }
        if (!n) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json: weight_map is empty"); goto out; }
    } else {
        if (!(names = (const char **)ox__calloc(ld->a, 1, sizeof(char *)))) return ox__err(OX_ERR_NOMEM, "out of memory");
        names[n++] = single ? single : "model.safetensors";
    }
    if (!(m->blobs = (ox__blob *)ox__calloc(ld->a, (size_t)n, sizeof(ox__blob))) || !(m->st = (ox__stfile *)ox__calloc(ld->a, (size_t)n, sizeof(ox__stfile)))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto out; }
    /* progress counts bytes in read mode: know the total first where files are on disk */
    ld->total = (float)n;
#if !defined(_WIN32)
    if (ld->dir) {
        ld->total = 0;
        for (i = 0; i < n; i++) {
            char path[4096];
            struct stat st;
            snprintf(path, sizeof path, "%s/%s", ld->dir, names[i]);
            if (stat(path, &st) == 0) ld->total += (float)st.st_size;
        }
    }
#endif
    for (i = 0; i < n; i++) {
        if ((r = ox__blob_open(ld, names[i], 0, SIZE_MAX, 1, &m->blobs[i])) != OX_OK) goto out;
        m->n_files = i + 1;
        if (!ld->dir && (r = ox__progress(ld, 1.0f)) != OX_OK) goto out;
        if ((r = ox__st_parse(&m->st[i], m->blobs[i].name, m->blobs[i].bytes, m->blobs[i].size, ld->a)) != OX_OK) goto out;
        m->n_index += m->st[i].n_tensors;
    }
    /* one sorted index over all files; a name in two files is an error */
    if (!(m->index = (const ox__tensor **)ox__calloc(ld->a, (size_t)m->n_index + 1, sizeof(ox__tensor *)))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto out; }
    for (i = 0, j = 0; i < n; i++) {
        int k;
        for (k = 0; k < m->st[i].n_tensors; k++) m->index[j++] = &m->st[i].tensors[k];
    }
    qsort((void *)m->index, (size_t)m->n_index, sizeof(ox__tensor *), ox__index_cmp);
    for (i = 1; i < m->n_index; i++)
        if (!strcmp(m->index[i - 1]->name, m->index[i]->name)) {
            r = ox__err(OX_ERR_FORMAT, "tensor '%s' is in both %s and %s", m->index[i]->name, m->index[i - 1]->file, m->index[i]->file);
            goto out;
        }
    /* the index must tell the truth about where each tensor is */
    if (doc.root) {
        const ox__json *e;
        for (e = ox__json_get(doc.root, "weight_map")->child; e; e = e->next) {
            const ox__tensor *t = ox__model_find(m, e->key);
            const char *base;
            if (!t) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json lists tensor '%s', which is in no shard", e->key); goto out; }
            base = strrchr(t->file, '/') ? strrchr(t->file, '/') + 1 : t->file;
            if (strcmp(base, e->str)) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json puts tensor '%s' in %s, but it is in %s", e->key, e->str, t->file); goto out; }
        }
    }
    r = OX_OK;
out:
    ox__dealloc(ld->a, (void *)names);
    ox__json_free(&doc);
    return r;
}

/* Check and bind every tensor the Gemma 4 decoder needs. */
static ox_result ox__g4_bind(ox_model *m) {
    const ox__g4config *c = &m->cfg;
    int H = c->hidden, L = c->n_layers, i, first_shared = L - c->n_kv_shared;
    size_t nvec;
    ox_result r;
    char nm[160];
    /* size of all float vectors: 4-8 norms of H, q/k norms, scalars, PLE, MoE scales */
    nvec = (size_t)H + (size_t)c->ple_dim;
    for (i = 0; i < L; i++) nvec += (size_t)H * 8 + (size_t)c->hd[i] * 2 + 1 + (size_t)c->n_experts + (c->moe ? (size_t)H : 0);
    if (!(m->vecs = (float *)ox__calloc(&m->alloc, nvec, sizeof(float)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->vecs_cap = nvec;
    if (!(m->layers = (ox__g4layer *)ox__calloc(&m->alloc, (size_t)L, sizeof(ox__g4layer)))) return ox__err(OX_ERR_NOMEM, "out of memory");

    if ((r = ox__bind(m, &m->embed, 1, NULL, "embed_tokens.weight", 2, c->vocab, H, 0)) != OX_OK) return r;
    if ((r = ox__bind_vec(m, &m->final_norm, 1, "norm.weight", H)) != OX_OK) return r;
    if (c->tied) m->lm_head = m->embed;
    else if ((r = ox__bind(m, &m->lm_head, 1, "", "lm_head.weight", 2, c->vocab, H, 0)) != OX_OK) return r;
    if (c->ple_dim) {
        if ((r = ox__bind(m, &m->embed_ple, 1, NULL, "embed_tokens_per_layer.weight", 2, c->ple_vocab, (int64_t)L * c->ple_dim, 0)) != OX_OK) return r;
        if ((r = ox__bind(m, &m->ple_model_proj, 1, NULL, "per_layer_model_projection.weight", 2, (int64_t)L * c->ple_dim, H, 0)) != OX_OK) return r;
        if ((r = ox__bind_vec(m, &m->ple_proj_norm, 1, "per_layer_projection_norm.weight", c->ple_dim)) != OX_OK) return r;
    }
    m->n_slots = 0;
    for (i = 0; i < L; i++) {
        ox__g4layer *ly = &m->layers[i];
        int hd = c->hd[i], nkv = c->kv_heads[i], shared = i >= first_shared, j;
        const ox__tensor *sc;
        ly->full = c->full[i]; ly->hd = hd; ly->n_kv = nkv;
        ly->inter = (c->double_wide && first_shared > 0 && shared) ? 2 * c->inter : c->inter;
        ly->kv_src = i;
        if (shared) for (j = 0; j < first_shared; j++) if (c->full[j] == c->full[i]) ly->kv_src = j;
        ly->slot = shared ? -1 : m->n_slots++;
#define OX__LNAME(s) (snprintf(nm, sizeof nm, "layers.%d.%s", i, s), nm)
#define OX__MAT(dst, req, s, d0, d1) if ((r = ox__bind(m, &ly->dst, req, NULL, OX__LNAME(s), 2, d0, d1, 0)) != OX_OK) return r
#define OX__VEC(dst, req, s, n) if ((r = ox__bind_vec(m, &ly->dst, req, OX__LNAME(s), n)) != OX_OK) return r
        OX__VEC(in_norm, 1, "input_layernorm.weight", H);
        OX__VEC(post_attn_norm, 1, "post_attention_layernorm.weight", H);
        OX__VEC(pre_ff_norm, 1, "pre_feedforward_layernorm.weight", H);
        OX__VEC(post_ff_norm, 1, "post_feedforward_layernorm.weight", H);
        OX__MAT(q, 1, "self_attn.q_proj.weight", (int64_t)c->n_heads * hd, H);
        OX__VEC(q_norm, 1, "self_attn.q_norm.weight", hd);
        OX__MAT(o, 1, "self_attn.o_proj.weight", H, (int64_t)c->n_heads * hd);
        if (!shared) {
            OX__MAT(k, 1, "self_attn.k_proj.weight", (int64_t)nkv * hd, H);
            OX__VEC(k_norm, 1, "self_attn.k_norm.weight", hd);
            if (!(c->k_eq_v && ly->full)) OX__MAT(v, 1, "self_attn.v_proj.weight", (int64_t)nkv * hd, H);
        }
        OX__MAT(gate, 1, "mlp.gate_proj.weight", ly->inter, H);
        OX__MAT(up, 1, "mlp.up_proj.weight", ly->inter, H);
        OX__MAT(down, 1, "mlp.down_proj.weight", H, ly->inter);
        if (c->ple_dim) {
            OX__MAT(ple_gate, 1, "per_layer_input_gate.weight", c->ple_dim, H);
            OX__MAT(ple_proj, 1, "per_layer_projection.weight", H, c->ple_dim);
            OX__VEC(ple_norm, 1, "post_per_layer_input_norm.weight", H);
        }
        if (c->moe) {
            OX__MAT(router, 1, "router.proj.weight", c->n_experts, H);
            OX__VEC(router_scale, 1, "router.scale", H);
            OX__VEC(router_pes, 1, "router.per_expert_scale", c->n_experts);
            OX__VEC(pre_ff2_norm, 1, "pre_feedforward_layernorm_2.weight", H);
            OX__VEC(post_ff1_norm, 1, "post_feedforward_layernorm_1.weight", H);
            OX__VEC(post_ff2_norm, 1, "post_feedforward_layernorm_2.weight", H);
            if ((r = ox__bind(m, &ly->exp_gate_up, 1, NULL, OX__LNAME("experts.gate_up_proj"), 3, c->n_experts, 2 * (int64_t)c->moe_inter, H)) != OX_OK) return r;
            if ((r = ox__bind(m, &ly->exp_down, 1, NULL, OX__LNAME("experts.down_proj"), 3, c->n_experts, H, c->moe_inter)) != OX_OK) return r;
        }
        if ((r = ox__bind(m, &sc, 1, NULL, OX__LNAME("layer_scalar"), 1, 1, 0, 0)) != OX_OK) return r;
        ox__to_f32(sc->data, sc->dtype, 1, &ly->scalar);
#undef OX__LNAME
#undef OX__MAT
#undef OX__VEC
    }
    return OX_OK;
}

/* Gemma 4: read the config, open the weights, bind the tensors. */
static ox_result ox__g4_load(ox_model *m, ox__loader *ld, const ox__json *config, const char *single) {
    ox_result r;
    if ((r = ox__g4config_read(&m->cfg, config, "config.json")) != OX_OK) return r;
    m->vocab = m->cfg.vocab; m->hidden = m->cfg.hidden; m->n_layers = m->cfg.n_layers; m->max_pos = m->cfg.max_pos;
    m->id_limit = m->cfg.ple_dim && m->cfg.ple_vocab < m->vocab ? m->cfg.ple_vocab : m->vocab;
    m->prefix = m->cfg.multimodal ? "model.language_model." : "model.";
    if ((r = ox__open_weights(m, ld, single)) != OX_OK) return r;
    if (!ox__model_find(m, m->cfg.multimodal ? "model.language_model.embed_tokens.weight" : "model.embed_tokens.weight")) {
        /* tolerate the other layout's prefix for the decoder */
        const char *alt = m->cfg.multimodal ? "model." : "model.language_model.";
        char nm[64];
        snprintf(nm, sizeof nm, "%sembed_tokens.weight", alt);
        if (ox__model_find(m, nm)) m->prefix = alt;
    }
    return ox__g4_bind(m);
}

/* ================================================================================================
   10. Gemma 4 forward pass and KV cache
   Owns: the context (KV cache, scratch), and one batched forward step over up to n_batch tokens.
   The math follows docs: embeddings -> per-layer inputs -> layers (attention, MLP/MoE, per-layer
   input, layer_scalar) -> final norm -> head -> softcap. Heavy work goes through ox__matmul and
   ox__attention (the seam a GPU backend replaces); the rest is small per-row loops. Calls: 2-9.

   KV cache: one K and one V buffer per non-shared layer, float, [position slot][kv head][head dim].
   Full layers hold every position. Sliding layers are ring buffers of window-1+n_batch slots
   (position p lives in slot p % cap): enough for a step of n_batch new tokens to see their whole
   window, and to truncate back by n_batch positions. KV-shared layers read their source's cache.
   ============================================================================================== */

struct ox_context {
    ox_model *m;
    ox__pool *pool;
    int n_ctx, n_batch, n_threads;
    int pos;          /* positions held */
    int ring_lo;      /* lowest position every sliding ring still holds */
    int sliding_cap;  /* slots per sliding ring */
    float **kc, **vc; /* per slot (non-shared layer) */
    /* scratch for one step of up to n_batch tokens */
    float *x, *xn, *q, *k, *v, *att, *tmp, *gate, *up, *ple, *pg, *pletok;
    float *moe_acc, *moe_x, *moe_h, *moe_y, *router;
    int *moe_sel; float *moe_w; int *moe_rows;
    float *rope_cos[2], *rope_sin[2], *inv_freq[2];
    float *scores;    /* n_threads x n_ctx */
    void *mm_scratch;
    float *logits;    /* rows of kept logits */
    int n_logits;
    size_t logits_cap;
    ox_progress_fn progress;
    void *progress_user;
    /* what a drafter reads from its target (section 10b) */
    float *hn;        /* final-normed hidden state of each row of the last step [n_batch][H] */
    float *hn0;       /* ... and of the first row of the last ox_eval call [H] */
    int kv_end;       /* positions written by the last step end here (rejected drafts included) */
    int eval_p0;      /* position where the last ox_eval call started */
    const struct ox__kvview *ext; /* a drafter's context: attend to this KV instead of its own */
    void *draft;      /* speculative decoding state (section 10b), created on first use */
    float *trace;     /* tests: when set, each layer's output [L][T][H] of a step is copied here */
    void *arch_state; /* architectures other than Gemma 4 keep their context state here */
};

static void ox__rmsnorm(float *y, const float *x, const float *w, int n, float eps) {
    double ss = 0;
    float s;
    int i;
    for (i = 0; i < n; i++) ss += (double)x[i] * x[i];
    s = 1.0f / sqrtf((float)(ss / n) + eps);
    if (w) for (i = 0; i < n; i++) y[i] = x[i] * s * w[i];
    else for (i = 0; i < n; i++) y[i] = x[i] * s;
}
/* RMSNorm of rows of n elements each, in place allowed. */
static void ox__rmsnorm_rows(float *y, const float *x, const float *w, int rows, int n, float eps) {
    int r;
    for (r = 0; r < rows; r++) ox__rmsnorm(y + (size_t)r * n, x + (size_t)r * n, w, n, eps);
}
/* Index of the largest element (the first on ties, as torch.argmax). */
static int32_t ox__argmax(const float *x, int n) {
    int i, best = 0;
    for (i = 1; i < n; i++) if (x[i] > x[best]) best = i;
    return best;
}

static float ox__gelu_tanh(float x) {
    return 0.5f * x * (1.0f + tanhf(0.7978845608028654f * (x + 0.044715f * x * x * x)));
}

/* Rotate-half RoPE on one head vector of d elements: element i pairs with i + d/2. */
static void ox__rope_apply(float *x, const float *cs, const float *sn, int d) {
    int i, h = d / 2;
    for (i = 0; i < h; i++) {
        float a = x[i], b = x[i + h];
        x[i] = a * cs[i] - b * sn[i];
        x[i + h] = b * cs[i] + a * sn[i];
    }
}

/* Inverse frequencies per layer type. default: base^(-2i/d). proportional: the same formula (the
   exponent's denominator is the full head dim) for the first partial*d/2 pairs, 0 for the rest
   (those coordinates pass through), all divided by factor. */
static void ox__rope_inv_freq(float *inv, const ox__rope *rp, int d) {
    int i, h = d / 2, n_rot = rp->proportional ? (int)floor((double)rp->partial * d / 2.0) : h;
    for (i = 0; i < h; i++) {
        float f = i < n_rot ? 1.0f / powf(rp->theta, (float)(2 * i) / (float)d) : 0.0f;
        inv[i] = rp->proportional ? f / rp->factor : f;
    }
}

/* ---- attention ----
   Softmax attention of T queries over a KV cache laid out [slot][kv head][head dim], where position
   p lives in slot p % cap. Query t sees positions lo..hi with hi = hi0 + t and, with a window,
   lo = max(0, hi - window + 1) (window 0: lo = 0). Query head h reads KV head h / (nH / n_kv). */
typedef struct ox__attn_job {
    const float *q;   /* [T][nH*hd] */
    float *out;       /* [T][nH*hd] */
    const float *K, *V;
    float *scores;    /* n_threads x (longest span) */
    size_t scores_stride;
    const ox__kernels *kern;
    int T, hi0, window, cap, nH, n_kv, hd;
    float scale;
} ox__attn_job;

/* One (token, head) pair per unit of work: scores over the visible keys, an exact softmax, then the
   weighted sum of values. */
static void ox__attn_worker(void *arg, int ith, int nth) {
    const ox__attn_job *j = (const ox__attn_job *)arg;
    const ox__kernels *k = j->kern;
    int nH = j->nH, hd = j->hd, G = nH / j->n_kv, cap = j->cap;
    int total = j->T * nH, per = (total + nth - 1) / nth, u0 = ith * per, u1 = u0 + per > total ? total : u0 + per, u;
    float *sc = j->scores + (size_t)ith * j->scores_stride;
    size_t row = (size_t)j->n_kv * hd;
    for (u = u0; u < u1; u++) {
        int t = u / nH, h = u % nH, kh = h / G, p = j->hi0 + t;
        int lo = j->window ? (p - j->window + 1 > 0 ? p - j->window + 1 : 0) : 0, i;
        const float *qv = j->q + (size_t)t * nH * hd + (size_t)h * hd;
        float *o = j->out + (size_t)t * nH * hd + (size_t)h * hd;
        float mx = -FLT_MAX, sum = 0, inv;
        for (i = lo; i <= p; i++) {
            float s = k->dot(qv, j->K + (size_t)(i % cap) * row + (size_t)kh * hd, hd) * j->scale;
            sc[i - lo] = s;
            if (s > mx) mx = s;
        }
        for (i = lo; i <= p; i++) { sc[i - lo] = expf(sc[i - lo] - mx); sum += sc[i - lo]; }
        inv = 1.0f / sum;
        memset(o, 0, (size_t)hd * sizeof(float));
        for (i = lo; i <= p; i++) k->axpy(o, sc[i - lo] * inv, j->V + (size_t)(i % cap) * row + (size_t)kh * hd, hd);
    }
}

/* Another context's KV cache as a drafter sees it, per layer type (0 sliding, 1 full): query t
   attends positions lo..hi0+t of a ring of cap slots (window = hi0 - lo + 1, or 0 for all). */
typedef struct ox__kvview {
    const float *K[2], *V[2];
    int cap[2], hi0[2], window[2];
} ox__kvview;

/* Gemma 4 attention of layer ly: scale 1, causal, sliding layers windowed; KV from its source layer
   (or, in a drafter's context, from the target's view). */
static void ox__attention(ox_context *c, const ox__g4layer *ly, const float *q, float *out, int T, int p0) {
    ox__attn_job j;
    j.q = q; j.out = out; j.T = T; j.hi0 = p0;
    j.scores = c->scores; j.scores_stride = (size_t)c->n_ctx;
    j.kern = c->m->kern;
    if (c->ext) {
        int ty = ly->full;
        j.K = c->ext->K[ty]; j.V = c->ext->V[ty];
        j.cap = c->ext->cap[ty]; j.hi0 = c->ext->hi0[ty]; j.window = c->ext->window[ty];
    } else {
        int slot = c->m->layers[ly->kv_src].slot;
        j.K = c->kc[slot]; j.V = c->vc[slot];
        j.window = ly->full ? 0 : c->m->cfg.window;
        j.cap = ly->full ? c->n_ctx : c->sliding_cap;
    }
    j.nH = c->m->cfg.n_heads; j.n_kv = ly->n_kv; j.hd = ly->hd;
    j.scale = 1.0f; /* Gemma 4 folds the scale into the q/k norms */
    ox__pool_run(c->pool, ox__attn_worker, &j);
}

static void ox__linear(ox_context *c, float *y, const float *x, int T, const ox__tensor *w) {
    ox__matmul(c->pool, c->m->kern, y, x, T, (int)w->shape[w->ndim - 1], w->data, (ox__dtype)w->dtype, (int)w->shape[w->ndim - 2], c->mm_scratch);
}
/* Matmul with expert e of a stacked [E, rows, K] tensor. */
static void ox__linear_expert(ox_context *c, float *y, const float *x, int T, const ox__tensor *w, int e) {
    int rows = (int)w->shape[1], K = (int)w->shape[2];
    const uint8_t *base = (const uint8_t *)w->data + (size_t)e * rows * K * ox__dtype_sizes[w->dtype];
    ox__matmul(c->pool, c->m->kern, y, x, T, K, base, (ox__dtype)w->dtype, rows, c->mm_scratch);
}

/* ---- MoE block: router on the residual, top-k experts per token ---- */
static void ox__g4_moe(ox_context *c, const ox__g4layer *ly, const float *r, float *out, int T) {
    const ox__g4config *cf = &c->m->cfg;
    int H = cf->hidden, E = cf->n_experts, K = cf->top_k, Im = cf->moe_inter, t, e, i;
    float rs = 1.0f / sqrtf((float)H);
    /* router: z = rmsnorm(r) * scale * H^-1/2; softmax; top-k; renormalise; per-expert scale */
    for (t = 0; t < T; t++) {
        float *z = c->moe_x + (size_t)t * H;
        ox__rmsnorm(z, r + (size_t)t * H, NULL, H, cf->eps);
        for (i = 0; i < H; i++) z[i] *= ly->router_scale[i] * rs;
    }
    ox__linear(c, c->router, c->moe_x, T, ly->router);
    for (t = 0; t < T; t++) {
        float *p = c->router + (size_t)t * E, mx = -FLT_MAX, sum = 0, wsum = 0;
        int *sel = c->moe_sel + (size_t)t * K;
        float *w = c->moe_w + (size_t)t * K;
        for (e = 0; e < E; e++) if (p[e] > mx) mx = p[e];
        for (e = 0; e < E; e++) { p[e] = expf(p[e] - mx); sum += p[e]; }
        for (e = 0; e < E; e++) p[e] /= sum;
        for (i = 0; i < K; i++) {     /* top-k by probability, first index on ties */
            int best = -1;
            for (e = 0; e < E; e++) {
                int taken = 0, s;
                for (s = 0; s < i; s++) taken |= sel[s] == e;
                if (!taken && (best < 0 || p[e] > p[best])) best = e;
            }
            sel[i] = best; w[i] = p[best]; wsum += p[best];
        }
        for (i = 0; i < K; i++) w[i] = w[i] / wsum * ly->router_pes[sel[i]];
    }
    /* experts: gather each expert's tokens, run them as one batch, scatter-add weighted */
    for (t = 0; t < T; t++) ox__rmsnorm(c->moe_x + (size_t)t * H, r + (size_t)t * H, ly->pre_ff2_norm, H, cf->eps);
    memset(out, 0, (size_t)T * H * sizeof(float));
    for (e = 0; e < E; e++) {
        int n = 0;
        for (t = 0; t < T; t++) for (i = 0; i < K; i++) if (c->moe_sel[t * K + i] == e) c->moe_rows[n++] = t * K + i;
        if (!n) continue;
        for (i = 0; i < n; i++) memcpy(c->moe_acc + (size_t)i * H, c->moe_x + (size_t)(c->moe_rows[i] / K) * H, (size_t)H * sizeof(float));
        ox__linear_expert(c, c->moe_h, c->moe_acc, n, ly->exp_gate_up, e);      /* [n][2*Im]: gate | up */
        for (i = 0; i < n; i++) {
            float *g = c->moe_h + (size_t)i * 2 * Im;
            int k;
            for (k = 0; k < Im; k++) g[k] = ox__gelu_tanh(g[k]) * g[Im + k];
            if (i) memmove(c->moe_h + (size_t)i * Im, g, (size_t)Im * sizeof(float));
        }
        ox__linear_expert(c, c->moe_y, c->moe_h, n, ly->exp_down, e);           /* [n][H] */
        for (i = 0; i < n; i++) {
            int rowi = c->moe_rows[i], k;
            float w = c->moe_w[rowi], *o = out + (size_t)(rowi / K) * H;
            const float *y = c->moe_y + (size_t)i * H;
            for (k = 0; k < H; k++) o[k] += w * y[k];
        }
    }
}

/* ---- one decoder layer over T tokens at positions p0.. ---- */
static void ox__g4_layer(ox_context *c, int li, int T, int p0) {
    ox_model *m = c->m;
    const ox__g4config *cf = &m->cfg;
    const ox__g4layer *ly = &m->layers[li];
    int H = cf->hidden, nH = cf->n_heads, hd = ly->hd, nkv = ly->n_kv, t, h, i;
    int ty = ly->full, Pd = cf->ple_dim;
    float eps = cf->eps;

    /* attention */
    ox__rmsnorm_rows(c->xn, c->x, ly->in_norm, T, H, eps);
    ox__linear(c, c->q, c->xn, T, ly->q);
    for (t = 0; t < T; t++)
        for (h = 0; h < nH; h++) {
            float *qh = c->q + ((size_t)t * nH + h) * hd;
            ox__rmsnorm(qh, qh, ly->q_norm, hd, eps);
            ox__rope_apply(qh, c->rope_cos[ty] + (size_t)t * hd / 2, c->rope_sin[ty] + (size_t)t * hd / 2, hd);
        }
    if (ly->slot >= 0) {
        int cap = ly->full ? c->n_ctx : c->sliding_cap;
        size_t row = (size_t)nkv * hd;
        ox__linear(c, c->k, c->xn, T, ly->k);
        if (ly->v) ox__linear(c, c->v, c->xn, T, ly->v);
        else memcpy(c->v, c->k, (size_t)T * row * sizeof(float)); /* k_eq_v: values are the raw keys */
        for (t = 0; t < T; t++) {
            float *kd = c->kc[ly->slot] + (size_t)((p0 + t) % cap) * row;
            float *vd = c->vc[ly->slot] + (size_t)((p0 + t) % cap) * row;
            for (h = 0; h < nkv; h++) {
                const float *ks = c->k + (size_t)t * row + (size_t)h * hd, *vs = c->v + (size_t)t * row + (size_t)h * hd;
                ox__rmsnorm(kd + (size_t)h * hd, ks, ly->k_norm, hd, eps);
                ox__rope_apply(kd + (size_t)h * hd, c->rope_cos[ty] + (size_t)t * hd / 2, c->rope_sin[ty] + (size_t)t * hd / 2, hd);
                ox__rmsnorm(vd + (size_t)h * hd, vs, NULL, hd, eps);
            }
        }
    }
    ox__attention(c, ly, c->q, c->att, T, p0);
    ox__linear(c, c->tmp, c->att, T, ly->o);
    ox__rmsnorm_rows(c->tmp, c->tmp, ly->post_attn_norm, T, H, eps);
    for (i = 0; i < T * H; i++) c->x[i] += c->tmp[i];

    /* MLP (and MoE beside it) */
    ox__rmsnorm_rows(c->xn, c->x, ly->pre_ff_norm, T, H, eps);
    ox__linear(c, c->gate, c->xn, T, ly->gate);
    ox__linear(c, c->up, c->xn, T, ly->up);
    for (i = 0; i < T * ly->inter; i++) c->gate[i] = ox__gelu_tanh(c->gate[i]) * c->up[i];
    ox__linear(c, c->tmp, c->gate, T, ly->down);
    if (cf->moe) {
        ox__rmsnorm_rows(c->tmp, c->tmp, ly->post_ff1_norm, T, H, eps);
        ox__g4_moe(c, ly, c->x, c->xn, T);
        ox__rmsnorm_rows(c->xn, c->xn, ly->post_ff2_norm, T, H, eps);
        for (i = 0; i < T * H; i++) c->tmp[i] += c->xn[i];
    }
    ox__rmsnorm_rows(c->tmp, c->tmp, ly->post_ff_norm, T, H, eps);
    for (i = 0; i < T * H; i++) c->x[i] += c->tmp[i];

    /* per-layer input: gate from the stream, times this layer's slice of the per-layer inputs */
    if (Pd) {
        ox__linear(c, c->pg, c->x, T, ly->ple_gate);
        for (t = 0; t < T; t++) {
            float *g = c->pg + (size_t)t * Pd;
            const float *pl = c->ple + ((size_t)t * cf->n_layers + li) * Pd;
            for (i = 0; i < Pd; i++) g[i] = ox__gelu_tanh(g[i]) * pl[i];
        }
        ox__linear(c, c->tmp, c->pg, T, ly->ple_proj);
        ox__rmsnorm_rows(c->tmp, c->tmp, ly->ple_norm, T, H, eps);
        for (i = 0; i < T * H; i++) c->x[i] += c->tmp[i];
    }
    for (i = 0; i < T * H; i++) c->x[i] *= ly->scalar;
}

/* One forward step over T <= n_batch tokens at the current position. Logits are computed for
   the step's last n_keep tokens and appended to c->logits (room already reserved). */
static void ox__g4_step(ox_context *c, const int32_t *ids, int T, int n_keep) {
    ox_model *m = c->m;
    const ox__g4config *cf = &m->cfg;
    int H = cf->hidden, L = cf->n_layers, Pd = cf->ple_dim, p0 = c->pos, t, i, ty, li;
    float es = (float)sqrt((double)H);
    size_t esz = ox__dtype_sizes[m->embed->dtype];

    /* embeddings, scaled by sqrt(H) */
    for (t = 0; t < T; t++) {
        float *x = c->x + (size_t)t * H;
        ox__to_f32((const uint8_t *)m->embed->data + (size_t)ids[t] * H * esz, m->embed->dtype, (size_t)H, x);
        for (i = 0; i < H; i++) x[i] *= es;
    }
    /* per-layer inputs: (norm(proj(x0) / sqrt(H)) + E_ple[id] * sqrt(Pd)) / sqrt(2), [T][L][Pd] */
    if (Pd) {
        size_t LP = (size_t)L * Pd, psz = ox__dtype_sizes[m->embed_ple->dtype];
        float ps = (float)sqrt((double)Pd), hs = 1.0f / sqrtf((float)H), r2 = 0.70710678118654752f;
        ox__linear(c, c->ple, c->x, T, m->ple_model_proj);
        for (t = 0; t < T; t++) {
            float *pl = c->ple + (size_t)t * LP, *tok = c->pletok;
            for (i = 0; i < (int)LP; i++) pl[i] *= hs;
            ox__rmsnorm_rows(pl, pl, m->ple_proj_norm, L, Pd, cf->eps);
            ox__to_f32((const uint8_t *)m->embed_ple->data + (size_t)ids[t] * LP * psz, m->embed_ple->dtype, LP, tok);
            for (i = 0; i < (int)LP; i++) pl[i] = (pl[i] + tok[i] * ps) * r2;
        }
    }
    /* rope tables for this step's positions, per layer type */
    for (ty = 0; ty < 2; ty++) {
        int d = 0, h;
        for (li = 0; li < L; li++) if (m->layers[li].full == ty) d = m->layers[li].hd;
        h = d / 2;
        for (t = 0; t < T; t++)
            for (i = 0; i < h; i++) {
                float a = (float)(p0 + t) * c->inv_freq[ty][i];
                c->rope_cos[ty][(size_t)t * h + i] = (float)cos((double)a);
                c->rope_sin[ty][(size_t)t * h + i] = (float)sin((double)a);
            }
    }
    for (li = 0; li < L; li++) {
        ox__g4_layer(c, li, T, p0);
        if (c->trace) memcpy(c->trace + (size_t)li * T * H, c->x, (size_t)T * H * sizeof(float));
    }

    /* final norm of every row (a drafter reads these), head for the kept rows */
    ox__rmsnorm_rows(c->hn, c->x, m->final_norm, T, H, cf->eps);
    if (p0 == c->eval_p0) memcpy(c->hn0, c->hn, (size_t)H * sizeof(float));
    c->kv_end = p0 + T;
    if (n_keep > 0) {
        float *lg = c->logits + (size_t)c->n_logits * cf->vocab;
        ox__linear(c, lg, c->hn + (size_t)(T - n_keep) * H, n_keep, m->lm_head);
        if (cf->softcap > 0) {
            float cap = cf->softcap, inv = 1.0f / cf->softcap;
            size_t n = (size_t)n_keep * cf->vocab, k;
            for (k = 0; k < n; k++) lg[k] = cap * tanhf(lg[k] * inv);
        }
        c->n_logits += n_keep;
    }
    if (p0 + T - c->sliding_cap > c->ring_lo) c->ring_lo = p0 + T - c->sliding_cap;
}

/* Allocate count floats, or set *fail. */
static float *ox__fbuf(const ox_allocator *a, size_t count, int *fail) {
    float *p = (float *)ox__calloc(a, count ? count : 1, sizeof(float));
    if (!p) *fail = 1;
    return p;
}

static void ox__g4_context_free(ox_context *c) {
    const ox_allocator *a = &c->m->alloc;
    int i;
    for (i = 0; i < c->m->n_slots; i++) {
        if (c->kc) ox__dealloc(a, c->kc[i]);
        if (c->vc) ox__dealloc(a, c->vc[i]);
    }
    ox__dealloc(a, c->kc); ox__dealloc(a, c->vc);
    {
        float *bufs[] = {c->x, c->xn, c->hn, c->hn0, c->q, c->k, c->v, c->att, c->tmp, c->gate, c->up, c->ple, c->pg, c->pletok,
                         c->moe_acc, c->moe_x, c->moe_h, c->moe_y, c->router, c->moe_w,
                         c->rope_cos[0], c->rope_cos[1], c->rope_sin[0], c->rope_sin[1], c->inv_freq[0], c->inv_freq[1],
                         c->scores};
        for (i = 0; i < (int)(sizeof bufs / sizeof bufs[0]); i++) ox__dealloc(a, bufs[i]);
    }
    ox__dealloc(a, c->moe_sel); ox__dealloc(a, c->moe_rows);
    ox__dealloc(a, c->mm_scratch);
}

/* KV caches and scratch for steps of up to n_batch tokens. Sizes are products of config values
   that the config reader bounds, so they fit size_t on 64-bit; the KV sizes are checked anyway. */
static ox_result ox__g4_context_init(ox_context *c) {
    const ox_model *m = c->m;
    const ox__g4config *cf = &m->cfg;
    const ox_allocator *a = &m->alloc;
    int i, fail = 0, hdmax = 0, kvmax = 0, imax = 0, kmax, hd_of[2] = {0, 0};
    size_t B = (size_t)c->n_batch;
    for (i = 0; i < cf->n_layers; i++) {
        const ox__g4layer *ly = &m->layers[i];
        if (ly->hd > hdmax) hdmax = ly->hd;
        if (ly->n_kv > kvmax) kvmax = ly->n_kv;
        if (ly->inter > imax) imax = ly->inter;
        if (hd_of[ly->full] && hd_of[ly->full] != ly->hd) return ox__err(OX_ERR_UNSUPPORTED, "layers of one attention type with different head dims are not supported");
        hd_of[ly->full] = ly->hd;
    }
    c->sliding_cap = cf->window - 1 + c->n_batch;
    if (c->sliding_cap > c->n_ctx || c->sliding_cap < 0) c->sliding_cap = c->n_ctx;
    c->kc = (float **)ox__calloc(a, (size_t)m->n_slots + 1, sizeof(float *));
    c->vc = (float **)ox__calloc(a, (size_t)m->n_slots + 1, sizeof(float *));
    if (!c->kc || !c->vc) fail = 1;
    for (i = 0; i < cf->n_layers && !fail; i++) {
        const ox__g4layer *ly = &m->layers[i];
        size_t slots = (size_t)(ly->full ? c->n_ctx : c->sliding_cap), n;
        if (ly->slot < 0) continue;
        if (!ox__mul_ok(slots, (size_t)ly->n_kv * ly->hd, &n)) { fail = 1; break; }
        c->kc[ly->slot] = ox__fbuf(a, n, &fail);
        c->vc[ly->slot] = ox__fbuf(a, n, &fail);
    }
    kmax = cf->hidden;
    if (cf->n_heads * hdmax > kmax) kmax = cf->n_heads * hdmax;
    if (imax > kmax) kmax = imax;
    if (cf->moe && cf->moe_inter > kmax) kmax = cf->moe_inter;
    if (!fail) {
        size_t H = (size_t)cf->hidden, QD = (size_t)cf->n_heads * hdmax, KD = (size_t)kvmax * hdmax, LP = (size_t)cf->n_layers * cf->ple_dim;
        c->x = ox__fbuf(a, B * H, &fail);
        c->xn = ox__fbuf(a, B * H, &fail);
        c->hn = ox__fbuf(a, B * H, &fail);
        c->hn0 = ox__fbuf(a, H, &fail);
        c->tmp = ox__fbuf(a, B * H, &fail);
        c->q = ox__fbuf(a, B * QD, &fail);
        c->att = ox__fbuf(a, B * QD, &fail);
        c->k = ox__fbuf(a, B * KD, &fail);
        c->v = ox__fbuf(a, B * KD, &fail);
        c->gate = ox__fbuf(a, B * (size_t)imax, &fail);
        c->up = ox__fbuf(a, B * (size_t)imax, &fail);
        if (cf->ple_dim) {
            c->ple = ox__fbuf(a, B * LP, &fail);
            c->pg = ox__fbuf(a, B * (size_t)cf->ple_dim, &fail);
            c->pletok = ox__fbuf(a, LP, &fail);
        }
        if (cf->moe) {
            size_t K = (size_t)cf->top_k;
            c->moe_acc = ox__fbuf(a, B * H, &fail);
            c->moe_x = ox__fbuf(a, B * H, &fail);
            c->moe_h = ox__fbuf(a, B * 2 * (size_t)cf->moe_inter, &fail);
            c->moe_y = ox__fbuf(a, B * H, &fail);
            c->router = ox__fbuf(a, B * (size_t)cf->n_experts, &fail);
            c->moe_w = ox__fbuf(a, B * K, &fail);
            c->moe_sel = (int *)ox__calloc(a, B * K, sizeof(int));
            c->moe_rows = (int *)ox__calloc(a, B * K, sizeof(int));
            if (!c->moe_sel || !c->moe_rows) fail = 1;
        }
        for (i = 0; i < 2; i++) {
            int d2 = hd_of[i] ? hd_of[i] / 2 : 1;
            c->rope_cos[i] = ox__fbuf(a, B * (size_t)d2, &fail);
            c->rope_sin[i] = ox__fbuf(a, B * (size_t)d2, &fail);
            c->inv_freq[i] = ox__fbuf(a, (size_t)d2, &fail);
            if (!fail && hd_of[i]) ox__rope_inv_freq(c->inv_freq[i], &cf->rope[i], hd_of[i]);
        }
        c->scores = ox__fbuf(a, (size_t)c->n_threads * c->n_ctx, &fail);
        if (!fail && !(c->mm_scratch = ox__alloc(a, ox__matmul_scratch_size(c->n_batch, kmax)))) fail = 1;
    }
    return fail ? ox__err(OX_ERR_NOMEM, "ox_context_new: out of memory for a context of %d tokens", c->n_ctx) : OX_OK;
}

/* Gemma 4 can go back to any position its sliding rings still cover. */
static ox_result ox__g4_truncate(ox_context *c, int n_pos) {
    int need_lo = n_pos - (c->m->cfg.window - 1);
    if (need_lo < 0) need_lo = 0;
    if (n_pos > 0 && need_lo < c->ring_lo)
        return ox__err(OX_ERR_LIMIT, "ox_truncate: the sliding-window caches no longer hold positions %d..%d (back by at most n_batch=%d)", need_lo, c->ring_lo - 1, c->n_batch);
    if (n_pos == 0) c->ring_lo = 0;
    return OX_OK;
}

static void ox__g4_model_free(ox_model *m) {
    ox__dealloc(&m->alloc, m->layers);
    ox__dealloc(&m->alloc, m->vecs);
}


/* What an architecture provides: the API glue (section 11) calls these. */
struct ox__arch {
    const char *name;
    int (*claims)(const char *model_type, const char *text_model_type);
    ox_result (*load)(ox_model *m, ox__loader *ld, const ox__json *config, const char *single); /* config + weights */
    void (*model_free)(ox_model *m);
    ox_result (*context_init)(ox_context *c);   /* the generic fields are set; allocate the rest */
    void (*context_free)(ox_context *c);
    /* run T <= n_batch tokens at position c->pos (the caller then advances c->pos by T); write
       logits of the last n_keep of them at c->logits + c->n_logits * vocab and add n_keep to n_logits */
    void (*step)(ox_context *c, const int32_t *ids, int T, int n_keep);
    ox_result (*truncate)(ox_context *c, int n_pos); /* may the state go back to n_pos? then do it */
};

static int ox__g4_claims(const char *mt, const char *text_mt) {
    (void)text_mt;
    return !strcmp(mt, "gemma4_text") || !strcmp(mt, "gemma4");
}
static const ox__arch ox__arch_gemma4 = {"gemma4", ox__g4_claims, ox__g4_load, ox__g4_model_free,
                                         ox__g4_context_init, ox__g4_context_free, ox__g4_step, ox__g4_truncate};
