/* ================================================================================================
   10b. Gemma 4 assistant (MTP drafter)
   Owns: loading gemma4_assistant checkpoints, checking that one fits a target, and one draft step.
   A drafter has no KV cache of its own: every layer attends to the target's last non-shared
   sliding / full layer, in place. Its input is the target's scaled embedding of the newest token
   next to a target hidden state (final-normed), projected down; its output is a token (centroid-
   masked or full head) and a hidden state projected back up for the next draft step. The same
   Gemma 4 layer code runs it (ox__g4_layer), in a context whose attention reads a view of the
   target's cache (ox__kvview). Calls: 2-10.
   ============================================================================================== */

typedef struct ox__assistant {
    int Hb;                  /* backbone (target) hidden size */
    int ordered;             /* centroid-masked head */
    int n_centroids, top_k, per_centroid;
    int n_draft;             /* num_assistant_tokens of generation_config.json (default 20) */
    const ox__tensor *pre, *post, *centroids;
    int32_t *ordering;       /* token ids, [n_centroids][per_centroid] */
} ox__assistant;

static int ox__asst_claims(const char *mt, const char *text_mt) {
    (void)text_mt;
    return !strcmp(mt, "gemma4_assistant");
}

static ox_result ox__asst_load(ox_model *m, ox__loader *ld, const ox__json *config, const char *single) {
    ox__assistant *as;
    ox__cfgreader cr;
    const ox__tensor *ord;
    ox_result r;
    int i, Hd;
    if ((r = ox__g4config_read(&m->cfg, config, "config.json")) != OX_OK) return r;
    m->vocab = m->cfg.vocab; m->hidden = m->cfg.hidden; m->n_layers = m->cfg.n_layers; m->max_pos = m->cfg.max_pos;
    m->id_limit = m->vocab;
    m->prefix = "model.";
    if (!(as = (ox__assistant *)ox__calloc(&m->alloc, 1, sizeof *as))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->arch_data = as;
    cr.file = "config.json"; cr.section = "";
    if ((r = ox__cfg_int(&cr, config, "backbone_hidden_size", 1536, 0, 1, 65536, &as->Hb)) != OX_OK) return r;
    if ((r = ox__cfg_bool(&cr, config, "use_ordered_embeddings", 0, &as->ordered)) != OX_OK) return r;
    if (as->ordered) {
        if ((r = ox__cfg_int(&cr, config, "num_centroids", 2048, 0, 1, 1 << 20, &as->n_centroids)) != OX_OK) return r;
        if ((r = ox__cfg_int(&cr, config, "centroid_intermediate_top_k", 32, 0, 1, 1 << 20, &as->top_k)) != OX_OK) return r;
        if (m->vocab % as->n_centroids || as->top_k > as->n_centroids)
            return ox__err(OX_ERR_FORMAT, "config.json: vocab_size %d must be a multiple of num_centroids %d, and centroid_intermediate_top_k %d at most that", m->vocab, as->n_centroids, as->top_k);
        as->per_centroid = m->vocab / as->n_centroids;
    }
    if ((r = ox__open_weights(m, ld, single)) != OX_OK) return r;
    if ((r = ox__g4_bind(m)) != OX_OK) return r;
    Hd = m->cfg.hidden;
    if ((r = ox__bind(m, &as->pre, 1, "", "pre_projection.weight", 2, Hd, 2 * (int64_t)as->Hb, 0)) != OX_OK) return r;
    if ((r = ox__bind(m, &as->post, 1, "", "post_projection.weight", 2, as->Hb, Hd, 0)) != OX_OK) return r;
    if (as->ordered) {
        if ((r = ox__bind(m, &as->centroids, 1, "", "masked_embedding.centroids.weight", 2, as->n_centroids, Hd, 0)) != OX_OK) return r;
        ord = ox__model_find(m, "masked_embedding.token_ordering");
        if (!ord) return ox__err(OX_ERR_FORMAT, "missing tensor 'masked_embedding.token_ordering'");
        if (ord->dtype != OX__I64 && ord->dtype != OX__I32) return ox__err(OX_ERR_FORMAT, "%s: tensor 'masked_embedding.token_ordering' has dtype %s (need I64)", ord->file, ord->dtype_name);
        if (ord->ndim != 1 || ord->shape[0] != m->vocab) return ox__err(OX_ERR_FORMAT, "%s: tensor 'masked_embedding.token_ordering' must have shape [%d]", ord->file, m->vocab);
        if (!(as->ordering = (int32_t *)ox__calloc(&m->alloc, (size_t)m->vocab, sizeof(int32_t)))) return ox__err(OX_ERR_NOMEM, "out of memory");
        for (i = 0; i < m->vocab; i++) {
            int64_t v;
            if (ord->dtype == OX__I64) memcpy(&v, (const uint8_t *)ord->data + (size_t)i * 8, 8);
            else { int32_t v32; memcpy(&v32, (const uint8_t *)ord->data + (size_t)i * 4, 4); v = v32; }
            if (v < 0 || v >= m->vocab) return ox__err(OX_ERR_FORMAT, "%s: masked_embedding.token_ordering[%d] = %lld is not a token id", ord->file, i, (long long)v);
            as->ordering[i] = (int32_t)v;
        }
    }
    /* tokens drafted per round: the assistant's generation_config.json (transformers' default 20) */
    as->n_draft = 20;
    {
        ox__blob gb;
        if (ox__blob_open(ld, "generation_config.json", 1, OX__MAX_CONFIG_BYTES, 0, &gb) == OX_OK) {
            ox__jdoc gd;
            ox__cfgreader gr;
            gr.file = "generation_config.json"; gr.section = "";
            r = ox__json_parse(&gd, (const char *)gb.bytes, gb.size, "generation_config.json", &m->alloc);
            ox__blob_close(&gb, &m->alloc);
            if (r != OX_OK) return r;
            r = ox__cfg_int(&gr, gd.root, "num_assistant_tokens", 20, 0, 1, 256, &as->n_draft);
            ox__json_free(&gd);
            if (r != OX_OK) return r;
        }
    }
    return OX_OK;
}

static void ox__asst_model_free(ox_model *m) {
    ox__assistant *as = (ox__assistant *)m->arch_data;
    if (as) ox__dealloc(&m->alloc, as->ordering);
    ox__dealloc(&m->alloc, as);
    ox__g4_model_free(m);
}
static ox_result ox__asst_context_init(ox_context *c) {
    (void)c;
    return ox__err(OX_ERR_UNSUPPORTED, "a gemma4_assistant model only drafts for a Gemma 4 model: pass it as ox_generate_desc.draft");
}
static void ox__asst_context_free(ox_context *c) { (void)c; }
static void ox__asst_step(ox_context *c, const int32_t *ids, int T, int n_keep) { (void)c; (void)ids; (void)T; (void)n_keep; }
static ox_result ox__asst_truncate(ox_context *c, int n_pos) { (void)c; (void)n_pos; return OX_OK; }

static const ox__arch ox__arch_gemma4_assistant = {"gemma4_assistant", ox__asst_claims, ox__asst_load, ox__asst_model_free,
                                                   ox__asst_context_init, ox__asst_context_free, ox__asst_step, ox__asst_truncate};

/* The source layer of each type in the target: its last non-shared layer of that type. */
static int ox__target_kv_layer(const ox_model *t, int full) {
    int i, src = -1;
    for (i = 0; i < t->cfg.n_layers; i++) if (t->layers[i].slot >= 0 && t->layers[i].full == full) src = i;
    return src;
}

/* Does drafter d fit target t? It must read t's K/V as they are. */
static ox_result ox__draft_check(const ox_model *t, const ox_model *d) {
    const ox__assistant *as;
    int i;
    if (!d || d->arch != &ox__arch_gemma4_assistant) return ox__err(OX_ERR_ARG, "draft model: not a gemma4_assistant checkpoint");
    if (t->arch != &ox__arch_gemma4) return ox__err(OX_ERR_UNSUPPORTED, "draft model: speculative decoding with a gemma4_assistant needs a Gemma 4 target, not %s", t->arch->name);
    as = (const ox__assistant *)d->arch_data;
    if (as->Hb != t->cfg.hidden) return ox__err(OX_ERR_ARG, "draft model: backbone_hidden_size %d differs from the target's hidden_size %d", as->Hb, t->cfg.hidden);
    if (d->cfg.vocab != t->cfg.vocab) return ox__err(OX_ERR_ARG, "draft model: vocab_size %d differs from the target's %d", d->cfg.vocab, t->cfg.vocab);
    if (d->cfg.window != t->cfg.window) return ox__err(OX_ERR_ARG, "draft model: sliding_window %d differs from the target's %d", d->cfg.window, t->cfg.window);
    for (i = 0; i < d->cfg.n_layers; i++) {
        const ox__g4layer *ly = &d->layers[i];
        const ox__rope *a = &d->cfg.rope[ly->full], *b = &t->cfg.rope[ly->full];
        int src = ox__target_kv_layer(t, ly->full);
        if (src < 0) return ox__err(OX_ERR_ARG, "draft model: layer %d is %s attention, which the target does not have", i, ly->full ? "full" : "sliding");
        if (ly->hd != t->layers[src].hd || ly->n_kv != t->layers[src].n_kv)
            return ox__err(OX_ERR_ARG, "draft model: layer %d has head dim %d and %d KV heads, the target's %s layers %d and %d", i, ly->hd, ly->n_kv, ly->full ? "full" : "sliding", t->layers[src].hd, t->layers[src].n_kv);
        if (a->theta != b->theta || a->partial != b->partial || a->factor != b->factor || a->proportional != b->proportional)
            return ox__err(OX_ERR_ARG, "draft model: layer %d's rope parameters differ from the target's", i);
    }
    return OX_OK;
}

/* Per-context drafting state: a context of the drafter (scratch, no cache of its own, the target's
   thread pool) plus the buffers of a draft step. */
typedef struct ox__drafting {
    const ox_model *d;
    ox_context *dc;
    ox__kvview view;
    float *xin, *g, *logits, *clog, *cand_logit;
    int *csel;
    int32_t *cand_id;
} ox__drafting;

static void ox__drafting_free(ox_context *c) {
    ox__drafting *s = (ox__drafting *)c->draft;
    const ox_allocator *a = &c->m->alloc;
    if (!s) return;
    if (s->dc) {
        ox__g4_context_free(s->dc);
        ox__dealloc(&s->d->alloc, s->dc);
    }
    ox__dealloc(a, s->xin); ox__dealloc(a, s->g); ox__dealloc(a, s->logits); ox__dealloc(a, s->clog); ox__dealloc(a, s->csel);
    ox__dealloc(a, s->cand_logit); ox__dealloc(a, s->cand_id);
    ox__dealloc(a, s);
    c->draft = NULL;
}

static ox_result ox__drafting_get(ox_context *c, const ox_model *d, ox__drafting **out) {
    ox__drafting *s = (ox__drafting *)c->draft;
    const ox_allocator *a = &c->m->alloc;
    const ox__assistant *as = (const ox__assistant *)d->arch_data;
    ox_result r;
    int fail = 0;
    if (s && s->d == d) { *out = s; return OX_OK; }
    ox__drafting_free(c);
    if (!(s = (ox__drafting *)ox__calloc(a, 1, sizeof *s))) return ox__err(OX_ERR_NOMEM, "out of memory");
    c->draft = s;
    s->d = d;
    if (!(s->dc = (ox_context *)ox__calloc(&d->alloc, 1, sizeof(ox_context)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    s->dc->m = (ox_model *)(uintptr_t)d;
    s->dc->pool = c->pool;              /* the same calling thread drives both */
    s->dc->n_threads = c->n_threads;
    s->dc->n_ctx = c->n_ctx;            /* attention spans at most the target's context */
    s->dc->n_batch = 1;
    s->dc->ext = &s->view;
    if ((r = ox__g4_context_init(s->dc)) != OX_OK) return r;
    {   /* the pre-projection reads 2 * Hb inputs: more than any matmul of the layers */
        int kmax = 2 * as->Hb, li;
        for (li = 0; li < d->cfg.n_layers; li++) {
            if (d->cfg.n_heads * d->layers[li].hd > kmax) kmax = d->cfg.n_heads * d->layers[li].hd;
            if (d->layers[li].inter > kmax) kmax = d->layers[li].inter;
        }
        ox__dealloc(&d->alloc, s->dc->mm_scratch);
        if (!(s->dc->mm_scratch = ox__alloc(&d->alloc, ox__matmul_scratch_size(1, kmax)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    }
    s->xin = ox__fbuf(a, 2 * (size_t)as->Hb, &fail);
    s->g = ox__fbuf(a, (size_t)as->Hb, &fail);
    s->logits = ox__fbuf(a, (size_t)d->vocab, &fail);
    s->clog = ox__fbuf(a, as->ordered ? (size_t)as->n_centroids : 1, &fail);
    s->csel = (int *)ox__calloc(a, as->ordered ? (size_t)as->top_k : 1, sizeof(int));
    s->cand_logit = ox__fbuf(a, as->ordered ? (size_t)as->top_k * as->per_centroid : 1, &fail);
    s->cand_id = (int32_t *)ox__calloc(a, as->ordered ? (size_t)as->top_k * as->per_centroid : 1, sizeof(int32_t));
    if (fail || !s->csel || !s->cand_id) return ox__err(OX_ERR_NOMEM, "out of memory");
    *out = s;
    return OX_OK;
}

/* Which target K/V the drafter sees, as transformers 5.17 passes them (docs: gemma4.md 8.3): the
   lists the last target forward returned, cut to the N = pos + 1 entries of the sequence. Full:
   positions [0, min(kv_end, N)). Sliding: the layer's cached window-1 positions before that forward
   plus its tokens, cut to N entries, of which attention takes the last window+1. After a rejection
   both still hold rejected drafts' K/V (they are in the cache memory until overwritten). */
static void ox__draft_view(const ox_context *c, ox__kvview *v) {
    const ox_model *t = c->m;
    int W = t->cfg.window, N = c->pos + 1, ty;
    for (ty = 0; ty < 2; ty++) {
        int src = ox__target_kv_layer(t, ty), slot = src >= 0 ? t->layers[src].slot : -1;
        if (slot < 0) { v->K[ty] = v->V[ty] = NULL; continue; }
        v->K[ty] = c->kc[slot];
        v->V[ty] = c->vc[slot];
        if (ty == 1) {
            v->cap[ty] = c->n_ctx;
            v->hi0[ty] = (c->kv_end < N ? c->kv_end : N) - 1;
            v->window[ty] = 0;
        } else {
            int s0 = c->eval_p0 - (W - 1) > 0 ? c->eval_p0 - (W - 1) : 0;
            int e = s0 + (c->kv_end - s0 < N ? c->kv_end - s0 : N);
            int lo = e - (W + 1) > s0 ? e - (W + 1) : s0;
            v->cap[ty] = c->sliding_cap;
            v->hi0[ty] = e - 1;
            v->window[ty] = e - lo;
        }
    }
}

/* The drafter's head on the final-normed hidden h: logits into s->logits, returns the argmax.
   Centroid-masked: score the centroids, keep the top_k, compute exact logits only over their token
   clusters (top_k x vocab/n_centroids rows instead of vocab), fill the rest with min - 1 as
   transformers does. Plain: the tied embedding over the whole vocabulary. */
static int32_t ox__draft_head(ox__drafting *s, const float *h) {
    const ox_model *d = s->d;
    const ox__assistant *as = (const ox__assistant *)d->arch_data;
    ox_context *dc = s->dc;
    int Hd = d->cfg.hidden, V = d->vocab, i;
    if (!as->ordered) {
        ox__linear(dc, s->logits, h, 1, d->lm_head);   /* no softcap in the drafter */
        return ox__argmax(s->logits, V);
    }
    {
        /* centroid-masked head: the top_k centroids, then exact logits over their token clusters */
        const ox__kernels *k = d->kern;
        size_t rsz = (size_t)Hd * ox__dtype_sizes[d->lm_head->dtype];
        float mn = FLT_MAX;
        int j, best = -1;
        ox__linear(dc, s->clog, h, 1, as->centroids);
        {   /* top_k by insertion into a sorted list: largest first, ties to the lower index */
            int kept = 0, q;
            for (i = 0; i < as->n_centroids; i++) {
                float v = s->clog[i];
                if (kept == as->top_k && !(v > s->clog[s->csel[kept - 1]])) continue;
                q = kept < as->top_k ? kept++ : kept - 1;
                while (q > 0 && v > s->clog[s->csel[q - 1]]) { s->csel[q] = s->csel[q - 1]; q--; }
                s->csel[q] = i;
            }
        }
        for (j = 0; j < as->top_k; j++)
            for (i = 0; i < as->per_centroid; i++) {
                int n = j * as->per_centroid + i;
                int32_t id = as->ordering[s->csel[j] * as->per_centroid + i];
                float y;
                k->matmul[d->lm_head->dtype](&y, 1, h, (size_t)Hd, (const uint8_t *)d->lm_head->data + (size_t)id * rsz, Hd, 1, 0, 1, NULL);
                s->cand_id[n] = id;
                s->cand_logit[n] = y;
                if (y < mn) mn = y;
                if (best < 0 || y > s->cand_logit[best] || (y == s->cand_logit[best] && id < s->cand_id[best])) best = n;
            }
        /* every other token gets min - 1 */
        for (i = 0; i < V; i++) s->logits[i] = mn - 1.0f;
        for (j = 0; j < as->top_k * as->per_centroid; j++) s->logits[s->cand_id[j]] = s->cand_logit[j];
        return s->cand_id[best];
    }
}

/* One draft step: (token, hidden g) at position pos -> logits over the vocabulary (centroid head:
   exact logits for the candidate tokens, min - 1 elsewhere, as transformers fills them) and the
   next hidden in s->g. Returns the argmax token. */
static int32_t ox__draft_step(ox_context *c, ox__drafting *s, int32_t tok, const float *g, int pos) {
    const ox_model *t = c->m, *d = s->d;
    const ox__assistant *as = (const ox__assistant *)d->arch_data;
    ox_context *dc = s->dc;
    int Hb = as->Hb, Hd = d->cfg.hidden, i, ty, li;
    float es = (float)sqrt((double)Hb);
    size_t esz = ox__dtype_sizes[t->embed->dtype];
    /* input: [target embedding * sqrt(Hb), g] -> pre_projection */
    ox__to_f32((const uint8_t *)t->embed->data + (size_t)tok * Hb * esz, t->embed->dtype, (size_t)Hb, s->xin);
    for (i = 0; i < Hb; i++) s->xin[i] *= es;
    memmove(s->xin + Hb, g, (size_t)Hb * sizeof(float));
    ox__linear(dc, dc->x, s->xin, 1, as->pre);
    for (ty = 0; ty < 2; ty++) {
        int h = 0;
        for (li = 0; li < d->cfg.n_layers; li++) if (d->layers[li].full == ty) h = d->layers[li].hd / 2;
        for (i = 0; i < h; i++) {
            float a = (float)pos * dc->inv_freq[ty][i];
            dc->rope_cos[ty][i] = (float)cos((double)a);
            dc->rope_sin[ty][i] = (float)sin((double)a);
        }
    }
    for (li = 0; li < d->cfg.n_layers; li++) ox__g4_layer(dc, li, 1, pos);
    ox__rmsnorm(dc->hn, dc->x, d->final_norm, Hd, d->cfg.eps);
    ox__linear(dc, s->g, dc->hn, 1, as->post);
    return ox__draft_head(s, dc->hn);
}
