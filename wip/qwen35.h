/* ================================================================================================
   10b. Qwen 3.5: config, weights, forward pass and state
   Owns: the `qwen3_5_text` / `qwen3_5` (multimodal layout) / `qwen3_5_moe(_text)` decoder: a hybrid of
   Gated DeltaNet layers (linear attention with a recurrent fp32 state) and gated full attention,
   following docs/qwen35.md. Calls: 2-9 and the attention job and helpers of section 10.

   The forward step over T tokens at position p0, per layer:
     linear attention: x -> RMSNorm1p -> in_proj_qkv, in_proj_z, in_proj_a, in_proj_b (ox__linear);
       the pre-conv qkv rows and g = -exp(A_log) softplus(a + dt_bias), beta = sigmoid(b) go into the
       replay log; then one pool job per value head: causal depthwise conv + SiLU over the log, L2-norm
       of q and k, and the gated delta rule from the state, either token by token (the recurrence;
       decode) or in chunks of 64 (the chunked form: a unit-triangular solve per chunk and matmul-shaped
       products; prefill), then the gated RMSNorm with SiLU(z); out_proj.
     full attention: q_proj (per head: hd query rows, then hd gate rows), q/k RMSNorm1p, partial RoPE
       (the first rd dims, pairs i, i+rd/2), GQA softmax attention through ox__attn_worker with scale
       hd^-0.5, times sigmoid(gate), o_proj.
     MLP (SiLU-gated) or the MoE block (softmax router, top-k renormalised, experts fused or per
       expert, shared expert times sigmoid(shared_expert_gate)).

   State and truncation. Full-attention layers keep a KV cache of n_ctx positions. The linear layers'
   recurrent state S (Hv x dk x dv floats per layer) exists three times: two live buffers used in turn
   (a step reads one and writes the other, so the state at the start of the last step survives at no
   extra memory traffic) and a base state at base_pos. The replay log holds, for the last n_batch
   positions, what the linear layers need to recompute their state: the pre-conv qkv row (which also
   makes the conv state) and g, beta per value head. Truncating to n_pos replays the log from the
   start of the last step (n_pos inside the last step: speculative decoding) or from the base (further
   back, up to n_batch positions before the furthest position evaluated); only the conv + delta rule
   run, no matmul with the weights. Before each step the base moves forward over the positions that
   are about to leave the log. truncate(0) always works.
   ============================================================================================== */
#define OX__HAVE_QWEN35 1

#ifndef OX__Q35_CHUNK
#define OX__Q35_CHUNK 64 /* tokens per chunk of the chunked (prefill) form of the delta rule */
#endif

typedef struct ox__q35config {
    int vocab, hidden, inter, n_layers, n_heads, n_kv, head_dim, max_pos, tied;
    int conv_k, dk, dv, hk, hv;          /* linear attention: kernel, head dims, key/value heads */
    int rot;                             /* rotated dims per head (rd = head_dim * partial_rotary_factor) */
    float theta, eps;
    int moe, n_experts, top_k, moe_inter, shared_inter;
    int multimodal;                      /* tensors under model.language_model. */
    unsigned char full[OX__MAX_LAYERS];  /* 1 = full attention, 0 = linear attention */
} ox__q35config;

typedef struct ox__q35layer {
    int full, slot;                      /* slot: index among the layers of its kind (state / KV cache) */
    const float *in_norm, *post_norm;    /* stored as 1 + w */
    /* linear attention */
    const ox__tensor *qkv, *z, *b, *a, *out;
    const float *conv_w;                 /* [C][Kc] */
    const float *dt_bias, *neg_a;        /* neg_a = -exp(A_log) */
    const float *gnorm;                  /* plain weight */
    /* full attention */
    const ox__tensor *q, *k, *v, *o;
    const float *q_norm, *k_norm;        /* 1 + w */
    /* dense MLP */
    const ox__tensor *gate, *up, *down;
    /* MoE */
    const ox__tensor *router, *sh_gate, *sh_up, *sh_down, *sh_g;
    const ox__tensor *exp_gate_up, *exp_down;        /* fused: [E][2 Im][H], [E][H][Im] */
    const ox__tensor **exp_gate, **exp_up, **exp_dn; /* per expert (NULL when fused) */
} ox__q35layer;

typedef struct ox__q35model {
    ox__q35config cfg;
    ox__q35layer *layers;
    const ox__tensor *embed, *lm_head;
    const float *final_norm;
    const ox__tensor **expert_list;      /* storage of the per-expert pointers */
    int n_lin, n_full, conv_ch;          /* linear layers, full layers, conv channels C = 2 Hk dk + Hv dv */
} ox__q35model;

/* ---- config ---------------------------------------------------------------------------------- */

static int ox__q35_claims(const char *mt, const char *text_mt) {
    (void)text_mt;
    return !strcmp(mt, "qwen3_5_text") || !strcmp(mt, "qwen3_5") || !strcmp(mt, "qwen3_5_moe_text") || !strcmp(mt, "qwen3_5_moe");
}

static ox_result ox__q35config_read(ox__q35config *c, const ox__json *root, const char *file) {
    ox__cfgreader cr;
    const ox__json *tc = root, *v, *rp = NULL;
    const char *mt = ox__cfg_str(root, "model_type"), *act, *text_mt;
    ox_result r;
    double partial = 0.25, theta = 10000.0;
    int i, interval;
    memset(c, 0, sizeof *c);
    cr.file = file;
    cr.section = "";
    if (!root || root->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: not a JSON object", file);
    if (!mt) return ox__err(OX_ERR_FORMAT, "%s: missing key 'model_type'", file);
    if (!strcmp(mt, "qwen3_5") || !strcmp(mt, "qwen3_5_moe")) {
        c->moe = !strcmp(mt, "qwen3_5_moe");
        text_mt = c->moe ? "qwen3_5_moe_text" : "qwen3_5_text";
        tc = ox__json_get(root, "text_config");
        if (!tc || tc->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: model_type '%s' needs a 'text_config' object", file, mt);
        if ((mt = ox__cfg_str(tc, "model_type")) && strcmp(mt, text_mt))
            return ox__err(OX_ERR_UNSUPPORTED, "%s: text_config.model_type '%s' is not '%s'", file, mt, text_mt);
        cr.section = "text_config.";
        c->multimodal = 1;
    } else if (!strcmp(mt, "qwen3_5_text") || !strcmp(mt, "qwen3_5_moe_text")) {
        c->moe = !strcmp(mt, "qwen3_5_moe_text");
    } else {
        return ox__err(OX_ERR_UNSUPPORTED, "%s: model_type '%s' is not supported (supported: qwen3_5_text, qwen3_5, qwen3_5_moe_text, qwen3_5_moe)", file, mt);
    }
#define OX__INT(key, def, req, lo, hi, dst) if ((r = ox__cfg_int(&cr, tc, key, def, req, lo, hi, dst)) != OX_OK) return r
    OX__INT("vocab_size", 248320, 0, 1, 1 << 24, &c->vocab);
    OX__INT("hidden_size", 0, 1, 1, 65536, &c->hidden);
    OX__INT("num_hidden_layers", 0, 1, 1, OX__MAX_LAYERS, &c->n_layers);
    OX__INT("num_attention_heads", 0, 1, 1, 1024, &c->n_heads);
    OX__INT("num_key_value_heads", 0, 1, 1, 1024, &c->n_kv);
    OX__INT("head_dim", 256, 0, 2, 4096, &c->head_dim);
    OX__INT("max_position_embeddings", 32768, 0, 1, INT_MAX, &c->max_pos);
    OX__INT("linear_conv_kernel_dim", 4, 0, 1, 64, &c->conv_k);
    OX__INT("linear_key_head_dim", 128, 0, 1, 4096, &c->dk);
    OX__INT("linear_value_head_dim", 128, 0, 1, 4096, &c->dv);
    OX__INT("linear_num_key_heads", 16, 0, 1, 1024, &c->hk);
    OX__INT("linear_num_value_heads", 32, 0, 1, 1024, &c->hv);
    if (c->moe) {
        OX__INT("num_experts", 256, 0, 1, 4096, &c->n_experts);
        OX__INT("num_experts_per_tok", 8, 0, 1, 4096, &c->top_k);
        OX__INT("moe_intermediate_size", 512, 0, 1, 1 << 20, &c->moe_inter);
        OX__INT("shared_expert_intermediate_size", 512, 0, 1, 1 << 20, &c->shared_inter);
        if (c->top_k > c->n_experts) return ox__err(OX_ERR_FORMAT, "%s: '%snum_experts_per_tok' (%d) exceeds num_experts (%d)", file, cr.section, c->top_k, c->n_experts);
    } else {
        OX__INT("intermediate_size", 0, 1, 1, 1 << 20, &c->inter);
    }
    /* tie_word_embeddings: the top level wins (transformers follows the outer config), default false */
    {
        ox__cfgreader top = cr;
        top.section = "";
        if (ox__json_get(root, "tie_word_embeddings")) { if ((r = ox__cfg_bool(&top, root, "tie_word_embeddings", 0, &c->tied)) != OX_OK) return r; }
        else if ((r = ox__cfg_bool(&cr, tc, "tie_word_embeddings", 0, &c->tied)) != OX_OK) return r;
    }
    if ((r = ox__cfg_float(&cr, tc, "rms_norm_eps", 1e-6f, 0.0f, 1.0f, &c->eps)) != OX_OK) return r;
    if ((act = ox__cfg_str(tc, "hidden_act")) && strcmp(act, "silu"))
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%shidden_act' '%s' is not supported (silu)", file, cr.section, act);
    if ((v = ox__json_get(tc, "hidden_act")) && v->type != OX__JSTR && v->type != OX__JNULL)
        return ox__err(OX_ERR_FORMAT, "%s: '%shidden_act' must be a string", file, cr.section);
    if ((v = ox__json_get(tc, "attention_bias")) && v->type == OX__JTRUE)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%sattention_bias' true is not supported", file, cr.section);
    if (c->n_heads % c->n_kv) return ox__err(OX_ERR_FORMAT, "%s: '%snum_attention_heads' (%d) is not a multiple of num_key_value_heads (%d)", file, cr.section, c->n_heads, c->n_kv);
    if (c->hv % c->hk) return ox__err(OX_ERR_FORMAT, "%s: '%slinear_num_value_heads' (%d) is not a multiple of linear_num_key_heads (%d)", file, cr.section, c->hv, c->hk);
    if (c->head_dim % 2) return ox__err(OX_ERR_FORMAT, "%s: '%shead_dim' (%d) is odd", file, cr.section, c->head_dim);

    /* rope: rope_parameters (transformers 5), else the legacy top-level keys; only rope_type default.
       Text positions are equal on the three MRoPE axes, so mrope_section does not change the result. */
    if ((v = ox__json_get(tc, "rope_theta")) && v->type != OX__JNULL) {
        if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%srope_theta' must be a number", file, cr.section);
        theta = v->num;
    }
    if ((v = ox__json_get(tc, "partial_rotary_factor")) && v->type != OX__JNULL) {
        if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%spartial_rotary_factor' must be a number", file, cr.section);
        partial = v->num;
    }
    if ((v = ox__json_get(tc, "rope_scaling")) && v->type != OX__JNULL) {
        const char *t = ox__cfg_str(v, "rope_type") ? ox__cfg_str(v, "rope_type") : ox__cfg_str(v, "type");
        if (v->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%srope_scaling' must be an object", file, cr.section);
        if (t && strcmp(t, "default")) return ox__err(OX_ERR_UNSUPPORTED, "%s: rope_type '%s' in '%srope_scaling' is not supported (default)", file, t, cr.section);
    }
    if ((rp = ox__json_get(tc, "rope_parameters")) && rp->type != OX__JNULL) {
        const char *t;
        if (rp->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters' must be an object", file, cr.section);
        t = ox__cfg_str(rp, "rope_type");
        if ((v = ox__json_get(rp, "rope_type")) && v->type != OX__JNULL && !t) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters.rope_type' must be a string", file, cr.section);
        if (t && strcmp(t, "default")) return ox__err(OX_ERR_UNSUPPORTED, "%s: rope_type '%s' in '%srope_parameters' is not supported (default)", file, t, cr.section);
        if ((v = ox__json_get(rp, "rope_theta")) && v->type != OX__JNULL) {
            if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters.rope_theta' must be a number", file, cr.section);
            theta = v->num;
        }
        if ((v = ox__json_get(rp, "partial_rotary_factor")) && v->type != OX__JNULL) {
            if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters.partial_rotary_factor' must be a number", file, cr.section);
            partial = v->num;
        }
    }
    if (!(theta >= 1e-3 && theta <= 1e12)) return ox__err(OX_ERR_UNSUPPORTED, "%s: '%srope_theta' = %g is outside [0.001, 1e12]", file, cr.section, theta);
    if (!(partial > 0.0 && partial <= 1.0)) return ox__err(OX_ERR_UNSUPPORTED, "%s: '%spartial_rotary_factor' = %g is outside (0, 1]", file, cr.section, partial);
    c->theta = (float)theta;
    c->rot = (int)((double)c->head_dim * partial); /* int() of the product, as transformers */
    if (c->rot % 2 || c->rot < 2) return ox__err(OX_ERR_UNSUPPORTED, "%s: head_dim %d x partial_rotary_factor %g gives %d rotated dims (must be even and >= 2)", file, c->head_dim, partial, c->rot);

    /* layer types: layer_types, else every full_attention_interval-th layer is full */
    v = ox__json_get(tc, "layer_types");
    if (v && v->type != OX__JNULL) {
        const ox__json *e;
        if (v->type != OX__JARR || (int)v->n != c->n_layers)
            return ox__err(OX_ERR_FORMAT, "%s: '%slayer_types' must be an array of num_hidden_layers (%d) strings", file, cr.section, c->n_layers);
        for (i = 0, e = v->child; e; e = e->next, i++) {
            if (e->type == OX__JSTR && (!strcmp(e->str, "full_attention") || !strcmp(e->str, "attention"))) c->full[i] = 1;
            else if (e->type == OX__JSTR && (!strcmp(e->str, "linear_attention") || !strcmp(e->str, "mamba") || !strcmp(e->str, "conv"))) c->full[i] = 0;
            else return ox__err(OX_ERR_UNSUPPORTED, "%s: '%slayer_types[%d]' must be \"linear_attention\" or \"full_attention\"", file, cr.section, i);
        }
    } else {
        OX__INT("full_attention_interval", 4, 0, 1, OX__MAX_LAYERS, &interval);
        for (i = 0; i < c->n_layers; i++) c->full[i] = (i + 1) % interval == 0;
    }
#undef OX__INT
    return OX_OK;
}

/* ---- weights --------------------------------------------------------------------------------- */

static void ox__q35_model_free(ox_model *m) {
    ox__q35model *qm = (ox__q35model *)m->arch_data;
    if (qm) {
        ox__dealloc(&m->alloc, qm->layers);
        ox__dealloc(&m->alloc, (void *)qm->expert_list);
        ox__dealloc(&m->alloc, qm);
    }
    m->arch_data = NULL;
    ox__dealloc(&m->alloc, m->vecs);
    m->vecs = NULL;
}

/* A float copy of a tensor of n elements into the model's vector storage. */
static ox_result ox__q35_bind_floats(ox_model *m, const float **out, const char *name, int ndim, int64_t d0, int64_t d1, int64_t d2, size_t n) {
    const ox__tensor *t;
    ox_result r = ox__bind(m, &t, 1, NULL, name, ndim, d0, d1, d2);
    if (r != OX_OK) return r;
    if (m->vecs_used + n > m->vecs_cap) return ox__err(OX_ERR_FORMAT, "internal: vector storage exhausted at '%s'", name);
    ox__to_f32(t->data, t->dtype, n, m->vecs + m->vecs_used);
    *out = m->vecs + m->vecs_used;
    m->vecs_used += n;
    return OX_OK;
}

/* n if tensor layers.<li>.<name> exists with n elements, else 0 */
static size_t ox__q35_vec_need(const ox_model *m, int li, const char *name, size_t n) {
    char full[256];
    const ox__tensor *t;
    snprintf(full, sizeof full, "%slayers.%d.%s", m->prefix, li, name);
    t = ox__model_find(m, full);
    return t && t->nelem == n ? n : 0;
}

static ox_result ox__q35_bind(ox_model *m, ox__q35model *qm) {
    const ox__q35config *c = &qm->cfg;
    int H = c->hidden, L = c->n_layers, hd = c->head_dim, C = qm->conv_ch, i, e;
    size_t nvec = (size_t)H;
    ox_result r;
    char nm[192];
    /* room for the float copies, counting only tensors present with the right element count (a
       config that promises huge sizes then fails at binding without a huge allocation first) */
    for (i = 0; i < L; i++) {
#define OX__NEED(s, n) (nvec += ox__q35_vec_need(m, i, s, (size_t)(n)))
        OX__NEED("input_layernorm.weight", H);
        OX__NEED("post_attention_layernorm.weight", H);
        if (c->full[i]) { OX__NEED("self_attn.q_norm.weight", hd); OX__NEED("self_attn.k_norm.weight", hd); }
        else {
            OX__NEED("linear_attn.dt_bias", c->hv); OX__NEED("linear_attn.A_log", c->hv);
            OX__NEED("linear_attn.norm.weight", c->dv); OX__NEED("linear_attn.conv1d.weight", (size_t)C * c->conv_k);
        }
#undef OX__NEED
    }
    if (!(m->vecs = (float *)ox__calloc(&m->alloc, nvec, sizeof(float)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->vecs_cap = nvec;
    if (!(qm->layers = (ox__q35layer *)ox__calloc(&m->alloc, (size_t)L, sizeof(ox__q35layer)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    if ((r = ox__bind(m, &qm->embed, 1, NULL, "embed_tokens.weight", 2, c->vocab, H, 0)) != OX_OK) return r;
    if ((r = ox__bind_vec(m, &qm->final_norm, 1, "norm.weight", H)) != OX_OK) return r;
    for (e = 0; e < H; e++) ((float *)(uintptr_t)qm->final_norm)[e] += 1.0f;
    if (c->tied) qm->lm_head = qm->embed;
    else if ((r = ox__bind(m, &qm->lm_head, 1, "", "lm_head.weight", 2, c->vocab, H, 0)) != OX_OK) return r;
    if (c->moe) {
        /* per-expert tensors: probe layer 0 to pick the layout (fused is checked per layer below) */
        if (!(qm->expert_list = (const ox__tensor **)ox__calloc(&m->alloc, (size_t)L * 3 * c->n_experts + 1, sizeof(ox__tensor *))))
            return ox__err(OX_ERR_NOMEM, "out of memory");
    }
    qm->n_lin = qm->n_full = 0;
    for (i = 0; i < L; i++) {
        ox__q35layer *ly = &qm->layers[i];
        ly->full = c->full[i];
        ly->slot = ly->full ? qm->n_full++ : qm->n_lin++;
#define OX__LNAME(s) (snprintf(nm, sizeof nm, "layers.%d.%s", i, s), nm)
#define OX__MAT(dst, s, d0, d1) if ((r = ox__bind(m, &ly->dst, 1, NULL, OX__LNAME(s), 2, d0, d1, 0)) != OX_OK) return r
#define OX__VEC1P(dst, s, n) do { int k_; if ((r = ox__bind_vec(m, &ly->dst, 1, OX__LNAME(s), n)) != OX_OK) return r; \
                                  for (k_ = 0; k_ < (n); k_++) ((float *)(uintptr_t)ly->dst)[k_] += 1.0f; } while (0)
        OX__VEC1P(in_norm, "input_layernorm.weight", H);
        OX__VEC1P(post_norm, "post_attention_layernorm.weight", H);
        if (ly->full) {
            OX__MAT(q, "self_attn.q_proj.weight", 2 * (int64_t)c->n_heads * hd, H);
            OX__MAT(k, "self_attn.k_proj.weight", (int64_t)c->n_kv * hd, H);
            OX__MAT(v, "self_attn.v_proj.weight", (int64_t)c->n_kv * hd, H);
            OX__MAT(o, "self_attn.o_proj.weight", H, (int64_t)c->n_heads * hd);
            OX__VEC1P(q_norm, "self_attn.q_norm.weight", hd);
            OX__VEC1P(k_norm, "self_attn.k_norm.weight", hd);
        } else {
            float *na;
            OX__MAT(qkv, "linear_attn.in_proj_qkv.weight", C, H);
            OX__MAT(z, "linear_attn.in_proj_z.weight", (int64_t)c->hv * c->dv, H);
            OX__MAT(b, "linear_attn.in_proj_b.weight", c->hv, H);
            OX__MAT(a, "linear_attn.in_proj_a.weight", c->hv, H);
            OX__MAT(out, "linear_attn.out_proj.weight", H, (int64_t)c->hv * c->dv);
            if ((r = ox__q35_bind_floats(m, &ly->conv_w, OX__LNAME("linear_attn.conv1d.weight"), 3, C, 1, c->conv_k, (size_t)C * c->conv_k)) != OX_OK) return r;
            if ((r = ox__bind_vec(m, &ly->dt_bias, 1, OX__LNAME("linear_attn.dt_bias"), c->hv)) != OX_OK) return r;
            if ((r = ox__bind_vec(m, &ly->neg_a, 1, OX__LNAME("linear_attn.A_log"), c->hv)) != OX_OK) return r;
            na = (float *)(uintptr_t)ly->neg_a;
            for (e = 0; e < c->hv; e++) na[e] = -expf(na[e]);
            if ((r = ox__bind_vec(m, &ly->gnorm, 1, OX__LNAME("linear_attn.norm.weight"), c->dv)) != OX_OK) return r;
        }
        if (!c->moe) {
            OX__MAT(gate, "mlp.gate_proj.weight", c->inter, H);
            OX__MAT(up, "mlp.up_proj.weight", c->inter, H);
            OX__MAT(down, "mlp.down_proj.weight", H, c->inter);
        } else {
            int E = c->n_experts, Im = c->moe_inter;
            char full_name[256];
            OX__MAT(router, "mlp.gate.weight", E, H);
            OX__MAT(sh_gate, "mlp.shared_expert.gate_proj.weight", c->shared_inter, H);
            OX__MAT(sh_up, "mlp.shared_expert.up_proj.weight", c->shared_inter, H);
            OX__MAT(sh_down, "mlp.shared_expert.down_proj.weight", H, c->shared_inter);
            OX__MAT(sh_g, "mlp.shared_expert_gate.weight", 1, H);
            snprintf(full_name, sizeof full_name, "%slayers.%d.mlp.experts.gate_up_proj", m->prefix, i);
            if (ox__model_find(m, full_name)) {   /* fused, as the model holds them in memory */
                if ((r = ox__bind(m, &ly->exp_gate_up, 1, NULL, OX__LNAME("mlp.experts.gate_up_proj"), 3, E, 2 * (int64_t)Im, H)) != OX_OK) return r;
                if ((r = ox__bind(m, &ly->exp_down, 1, NULL, OX__LNAME("mlp.experts.down_proj"), 3, E, H, Im)) != OX_OK) return r;
            } else {                              /* per expert, as transformers 5.17 saves them */
                ly->exp_gate = qm->expert_list + (size_t)i * 3 * E;
                ly->exp_up = ly->exp_gate + E;
                ly->exp_dn = ly->exp_up + E;
                for (e = 0; e < E; e++) {
                    char en[96];
                    snprintf(en, sizeof en, "mlp.experts.%d.gate_proj.weight", e);
                    if ((r = ox__bind(m, &ly->exp_gate[e], 1, NULL, OX__LNAME(en), 2, Im, H, 0)) != OX_OK) return r;
                    snprintf(en, sizeof en, "mlp.experts.%d.up_proj.weight", e);
                    if ((r = ox__bind(m, &ly->exp_up[e], 1, NULL, OX__LNAME(en), 2, Im, H, 0)) != OX_OK) return r;
                    snprintf(en, sizeof en, "mlp.experts.%d.down_proj.weight", e);
                    if ((r = ox__bind(m, &ly->exp_dn[e], 1, NULL, OX__LNAME(en), 2, H, Im, 0)) != OX_OK) return r;
                }
            }
        }
#undef OX__LNAME
#undef OX__MAT
#undef OX__VEC1P
    }
    return OX_OK;
}

static ox_result ox__q35_load(ox_model *m, ox__loader *ld, const ox__json *config, const char *single) {
    ox__q35model *qm;
    ox__q35config *c;
    ox_result r;
    int64_t C;
    if (!(qm = (ox__q35model *)ox__calloc(&m->alloc, 1, sizeof *qm))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->arch_data = qm;
    c = &qm->cfg;
    if ((r = ox__q35config_read(c, config, "config.json")) != OX_OK) return r;
    C = 2 * (int64_t)c->hk * c->dk + (int64_t)c->hv * c->dv;
    if (C > (1 << 24) || (int64_t)c->hv * c->dk * c->dv > ((int64_t)1 << 28) || (int64_t)c->n_heads * c->head_dim > (1 << 24))
        return ox__err(OX_ERR_UNSUPPORTED, "config.json: linear-attention or attention sizes are too large");
    qm->conv_ch = (int)C;
    m->vocab = c->vocab; m->hidden = c->hidden; m->n_layers = c->n_layers; m->max_pos = c->max_pos;
    m->id_limit = c->vocab;
    m->prefix = c->multimodal ? "model.language_model." : "model.";
    if ((r = ox__open_weights(m, ld, single)) != OX_OK) return r;
    if (!ox__model_find(m, c->multimodal ? "model.language_model.embed_tokens.weight" : "model.embed_tokens.weight")) {
        const char *alt = c->multimodal ? "model." : "model.language_model.";
        char nm[64];
        snprintf(nm, sizeof nm, "%sembed_tokens.weight", alt);
        if (ox__model_find(m, nm)) m->prefix = alt;
    }
    return ox__q35_bind(m, qm);
}

/* ---- context state --------------------------------------------------------------------------- */

typedef struct ox__q35state {
    int chunk;                 /* tokens per chunk of the prefill form; 0 = the recurrence everywhere */
    /* step scratch (rows of up to n_batch tokens) */
    float *x, *xn, *tmp, *qkv, *zb, *ob, *ab, *qg, *q, *gt, *k, *v, *att, *gate, *up, *scores;
    float *rope_cos, *rope_sin, *inv_freq;
    float *router, *moe_w, *moe_x, *moe_h, *moe_h2, *moe_y, *moe_acc, *sh_out, *sh_gv;
    int *moe_sel, *moe_rows;
    float *dscr;               /* per-thread scratch of the delta-rule job */
    size_t dscr_stride;
    float **kc, **vc;          /* per full layer: [n_ctx][n_kv][hd] */
    /* recurrent state of the linear layers, each [n_lin][Hv][dk][dv] */
    float *S[3];               /* S[cur]: at the current position; S[1-cur]: at prev_pos; S[2]: at base_pos */
    int cur, prev_pos, base_pos;
    size_t s_layer;            /* floats of one layer's state */
    float *base_conv;          /* [n_lin][Kc-1][C]: the pre-conv inputs of positions base_pos-Kc+1 .. base_pos-1 */
    float *conv_tmp;
    float *log;                /* [n_lin][cap][C + 2 Hv]: pre-conv qkv, g, beta of positions base_pos .. log_hi-1 */
    int log_cap, log_hi;
    size_t log_row;
} ox__q35state;

static void ox__q35_context_free(ox_context *c) {
    const ox_allocator *a = &c->m->alloc;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    int i;
    if (st) {
        float *bufs[] = {st->x, st->xn, st->tmp, st->qkv, st->zb, st->ob, st->ab, st->qg, st->q, st->gt, st->k, st->v, st->att,
                         st->gate, st->up, st->scores, st->rope_cos, st->rope_sin, st->inv_freq, st->router, st->moe_w,
                         st->moe_x, st->moe_h, st->moe_h2, st->moe_y, st->moe_acc, st->sh_out, st->sh_gv, st->dscr,
                         st->S[0], st->S[1], st->S[2], st->base_conv, st->conv_tmp, st->log};
        for (i = 0; i < (int)(sizeof bufs / sizeof bufs[0]); i++) ox__dealloc(a, bufs[i]);
        ox__dealloc(a, st->moe_sel);
        ox__dealloc(a, st->moe_rows);
        for (i = 0; qm && i < qm->n_full; i++) {
            if (st->kc) ox__dealloc(a, st->kc[i]);
            if (st->vc) ox__dealloc(a, st->vc[i]);
        }
        ox__dealloc(a, st->kc);
        ox__dealloc(a, st->vc);
        ox__dealloc(a, st);
    }
    c->arch_state = NULL;
    ox__dealloc(a, c->mm_scratch);
    c->mm_scratch = NULL;
}

/* Floats of the delta job's scratch per thread for steps of up to B tokens. */
static size_t ox__q35_dscr_floats(const ox__q35config *cf, int B) {
    size_t n = (size_t)OX__Q35_CHUNK, dk = (size_t)cf->dk, dv = (size_t)cf->dv;
    return (size_t)B * (2 * dk + dv + 2) + n * n + n * (3 * dv + dk) + 2 * n + 2 * dv + 16
           + ((size_t)B + (size_t)cf->conv_k) * 2; /* row pointers (2 floats each on 64-bit) */
}

static ox_result ox__q35_context_init(ox_context *c) {
    const ox_model *m = c->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    const ox_allocator *a = &m->alloc;
    ox__q35state *st;
    int i, fail = 0, kmax;
    size_t B = (size_t)c->n_batch, H = (size_t)cf->hidden, C = (size_t)qm->conv_ch, VD = (size_t)cf->hv * cf->dv;
    size_t QD = (size_t)cf->n_heads * cf->head_dim, KD = (size_t)cf->n_kv * cf->head_dim, n = 0;
    if (!(st = (ox__q35state *)ox__calloc(a, 1, sizeof *st))) return ox__err(OX_ERR_NOMEM, "out of memory");
    c->arch_state = st;
    st->chunk = OX__Q35_CHUNK;
    st->prev_pos = -1;
    st->x = ox__fbuf(a, B * H, &fail);
    st->xn = ox__fbuf(a, B * H, &fail);
    st->tmp = ox__fbuf(a, B * H, &fail);
    if (qm->n_lin) {
        st->qkv = ox__fbuf(a, B * C, &fail);
        st->zb = ox__fbuf(a, B * VD, &fail);
        st->ob = ox__fbuf(a, B * VD, &fail);
        st->ab = ox__fbuf(a, B * 2 * (size_t)cf->hv, &fail);
    }
    if (qm->n_full) {
        st->qg = ox__fbuf(a, B * 2 * QD, &fail);
        st->q = ox__fbuf(a, B * QD, &fail);
        st->gt = ox__fbuf(a, B * QD, &fail);
        st->att = ox__fbuf(a, B * QD, &fail);
        st->k = ox__fbuf(a, B * KD, &fail);
        st->v = ox__fbuf(a, B * KD, &fail);
        st->scores = ox__fbuf(a, (size_t)c->n_threads * c->n_ctx, &fail);
        st->rope_cos = ox__fbuf(a, B * (size_t)cf->rot / 2, &fail);
        st->rope_sin = ox__fbuf(a, B * (size_t)cf->rot / 2, &fail);
        st->inv_freq = ox__fbuf(a, (size_t)cf->rot / 2, &fail);
        if (!fail)
            for (i = 0; i < cf->rot / 2; i++) st->inv_freq[i] = 1.0f / powf(cf->theta, (float)(2 * i) / (float)cf->rot);
        if (!fail && !(st->kc = (float **)ox__calloc(a, (size_t)qm->n_full, sizeof(float *)))) fail = 1;
        if (!fail && !(st->vc = (float **)ox__calloc(a, (size_t)qm->n_full, sizeof(float *)))) fail = 1;
        for (i = 0; i < qm->n_full && !fail; i++) {
            if (!ox__mul_ok((size_t)c->n_ctx, KD, &n)) { fail = 1; break; }
            st->kc[i] = ox__fbuf(a, n, &fail);
            st->vc[i] = ox__fbuf(a, n, &fail);
        }
    }
    if (!cf->moe) {
        st->gate = ox__fbuf(a, B * (size_t)cf->inter, &fail);
        st->up = ox__fbuf(a, B * (size_t)cf->inter, &fail);
    } else {
        size_t K = (size_t)cf->top_k, Im = (size_t)cf->moe_inter, Is = (size_t)cf->shared_inter;
        st->router = ox__fbuf(a, B * (size_t)cf->n_experts, &fail);
        st->moe_w = ox__fbuf(a, B * K, &fail);
        st->moe_x = ox__fbuf(a, B * H, &fail);
        st->moe_h = ox__fbuf(a, B * 2 * Im, &fail);
        st->moe_h2 = ox__fbuf(a, B * Im, &fail);
        st->moe_y = ox__fbuf(a, B * H, &fail);
        st->moe_acc = ox__fbuf(a, B * H, &fail);
        st->gate = ox__fbuf(a, B * Is, &fail);
        st->up = ox__fbuf(a, B * Is, &fail);
        st->sh_out = ox__fbuf(a, B * H, &fail);
        st->sh_gv = ox__fbuf(a, B, &fail);
        st->moe_sel = (int *)ox__calloc(a, B * K, sizeof(int));
        st->moe_rows = (int *)ox__calloc(a, B * K, sizeof(int));
        if (!st->moe_sel || !st->moe_rows) fail = 1;
    }
    if (qm->n_lin && !fail) {
        size_t kc1 = (size_t)(cf->conv_k - 1);
        st->s_layer = (size_t)cf->hv * cf->dk * cf->dv;
        if (!ox__mul_ok(st->s_layer, (size_t)qm->n_lin, &n)) fail = 1;
        for (i = 0; i < 3 && !fail; i++) st->S[i] = ox__fbuf(a, n, &fail);
        st->base_conv = ox__fbuf(a, (size_t)qm->n_lin * kc1 * C, &fail);
        st->conv_tmp = ox__fbuf(a, (size_t)qm->n_lin * kc1 * C, &fail);
        st->log_cap = c->n_batch;
        st->log_row = C + 2 * (size_t)cf->hv;
        if (!fail && (!ox__mul_ok((size_t)qm->n_lin * B, st->log_row, &n) || !(st->log = ox__fbuf(a, n, &fail)))) fail = 1;
        st->dscr_stride = (ox__q35_dscr_floats(cf, c->n_batch) + 15) & ~(size_t)15;
        st->dscr = ox__fbuf(a, st->dscr_stride * (size_t)c->n_threads, &fail);
    }
    kmax = cf->hidden;
    if ((int)VD > kmax) kmax = (int)VD;
    if ((int)QD > kmax) kmax = (int)QD;
    if (cf->inter > kmax) kmax = cf->inter;
    if (cf->moe_inter > kmax) kmax = cf->moe_inter;
    if (cf->shared_inter > kmax) kmax = cf->shared_inter;
    if (!fail && !(c->mm_scratch = ox__alloc(a, ox__matmul_scratch_size(c->n_batch, kmax)))) fail = 1;
    return fail ? ox__err(OX_ERR_NOMEM, "ox_context_new: out of memory for a context of %d tokens (n_batch %d)", c->n_ctx, c->n_batch) : OX_OK;
}

/* ---- small vector helpers -------------------------------------------------------------------- */

static float ox__q35_silu(float x) { return x / (1.0f + expf(-x)); }
static float ox__q35_sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }
static float ox__q35_softplus(float x) { return x > 20.0f ? x : log1pf(expf(x)); } /* PyTorch's, threshold 20 */

/* The recurrence's state row update fused with the output read: d = e*s + a*u; acc += qi*d. */
typedef void (*ox__q35_rowupd_fn)(float *d, const float *s, float e, float a, const float *u, float qi, float *acc, int n);
static void ox__q35_rowupd_scalar(float *d, const float *s, float e, float a, const float *u, float qi, float *acc, int n) {
    int j;
    for (j = 0; j < n; j++) {
        float t = e * s[j] + a * u[j];
        d[j] = t;
        acc[j] += qi * t;
    }
}
#if defined(OX__X86)
static OX__T_AVX2 void ox__q35_rowupd_avx2(float *d, const float *s, float e, float a, const float *u, float qi, float *acc, int n) {
    __m256 ve = _mm256_set1_ps(e), va = _mm256_set1_ps(a), vq = _mm256_set1_ps(qi);
    int j = 0;
    for (; j + 8 <= n; j += 8) {
        __m256 t = _mm256_fmadd_ps(va, _mm256_loadu_ps(u + j), _mm256_mul_ps(ve, _mm256_loadu_ps(s + j)));
        _mm256_storeu_ps(d + j, t);
        _mm256_storeu_ps(acc + j, _mm256_fmadd_ps(vq, t, _mm256_loadu_ps(acc + j)));
    }
    for (; j < n; j++) {
        float t = e * s[j] + a * u[j];
        d[j] = t;
        acc[j] += qi * t;
    }
}
static OX__T_AVX512 void ox__q35_rowupd_avx512(float *d, const float *s, float e, float a, const float *u, float qi, float *acc, int n) {
    __m512 ve = _mm512_set1_ps(e), va = _mm512_set1_ps(a), vq = _mm512_set1_ps(qi);
    int j = 0;
    for (; j + 16 <= n; j += 16) {
        __m512 t = _mm512_fmadd_ps(va, _mm512_loadu_ps(u + j), _mm512_mul_ps(ve, _mm512_loadu_ps(s + j)));
        _mm512_storeu_ps(d + j, t);
        _mm512_storeu_ps(acc + j, _mm512_fmadd_ps(vq, t, _mm512_loadu_ps(acc + j)));
    }
    if (j < n) {
        __mmask16 mk = (__mmask16)((1u << (n - j)) - 1u);
        __m512 t = _mm512_fmadd_ps(va, _mm512_maskz_loadu_ps(mk, u + j), _mm512_mul_ps(ve, _mm512_maskz_loadu_ps(mk, s + j)));
        _mm512_mask_storeu_ps(d + j, mk, t);
        _mm512_mask_storeu_ps(acc + j, mk, _mm512_fmadd_ps(vq, t, _mm512_maskz_loadu_ps(mk, acc + j)));
    }
}
#endif
static ox__q35_rowupd_fn ox__q35_rowupd_for(const ox__kernels *k) {
#if defined(OX__X86)
    if (k->isa == OX__ISA_AVX2) return ox__q35_rowupd_avx2;
    if (k->isa == OX__ISA_AVX512 || k->isa == OX__ISA_AVX512BF16) return ox__q35_rowupd_avx512;
#endif
    (void)k;
    return ox__q35_rowupd_scalar;
}

/* ---- the gated delta rule: one pool job over the value heads of one layer --------------------- */

typedef struct ox__q35_djob {
    const ox__q35model *qm;
    const ox__q35layer *ly;
    const ox__q35state *st;
    const ox__kernels *kern;
    int lin, p0, T, chunk, batch; /* batch: the context's n_batch (scratch layout) */
    const float *S_src;  /* [Hv][dk][dv] at p0 */
    float *S_dst;        /* receives the state at p0 + T (may equal S_src) */
    float *o;            /* [T][Hv*dv] outputs after the gated norm, or NULL (replay: state only) */
    const float *z;      /* [T][Hv*dv] */
} ox__q35_djob;

/* Pre-conv input row of position p for layer lin: from the log, or from the base conv state. */
static const float *ox__q35_urow(const ox__q35state *st, int lin, int C, int kc1, int p) {
    if (p >= st->base_pos) return st->log + ((size_t)lin * st->log_cap + (size_t)(p % st->log_cap)) * st->log_row;
    return st->base_conv + ((size_t)lin * kc1 + (size_t)(p - (st->base_pos - kc1))) * C;
}

/* The chunked form on one value head: n tokens from state S (in place). q, k: [n][dk], v: [n][dv],
   g, beta: [n]; o: [n][dv] or NULL. w: scratch. */
static void ox__q35_chunk(const ox__kernels *kern, float *S, int dk, int dv, int n, const float *q, const float *k,
                          const float *v, const float *g, const float *beta, float *o, float *w) {
    float *A = w, *Wv = A + (size_t)n * n, *Wk = Wv + (size_t)n * dv, *Qs = Wk + (size_t)n * dk, *gam = Qs + (size_t)n * dv;
    float *eg = gam + n;
    int i, j, r;
    float acc = 0;
    for (i = 0; i < n; i++) { acc += g[i]; gam[i] = acc; eg[i] = expf(acc); }
    /* (I + A) [Wv | Wk] = [beta v | beta k exp(gam)], A[i][j] = beta_i (k_i . k_j) exp(gam_i - gam_j), j < i */
    for (i = 0; i < n; i++) {
        float *wv = Wv + (size_t)i * dv, *wk = Wk + (size_t)i * dk, bi = beta[i];
        const float *ki = k + (size_t)i * dk, *vi = v + (size_t)i * dv;
        for (r = 0; r < dv; r++) wv[r] = bi * vi[r];
        for (r = 0; r < dk; r++) wk[r] = bi * eg[i] * ki[r];
        for (j = 0; j < i; j++) {
            float aij = bi * kern->dot(ki, k + (size_t)j * dk, dk) * expf(gam[i] - gam[j]);
            A[(size_t)i * n + j] = aij;
            kern->axpy(wv, -aij, Wv + (size_t)j * dv, dv);
            kern->axpy(wk, -aij, Wk + (size_t)j * dk, dk);
        }
    }
    /* U = Wv - Wk S (into Wv); Qs = q S (the read of the state at the chunk start) */
    if (o) memset(Qs, 0, (size_t)n * dv * sizeof(float));
    for (r = 0; r < dk; r++) {
        const float *Sr = S + (size_t)r * dv;
        for (i = 0; i < n; i++) {
            kern->axpy(Wv + (size_t)i * dv, -Wk[(size_t)i * dk + r], Sr, dv);
            if (o) kern->axpy(Qs + (size_t)i * dv, q[(size_t)i * dk + r], Sr, dv);
        }
    }
    /* o_i = exp(gam_i) q_i S + sum_{j<=i} exp(gam_i - gam_j) (q_i . k_j) U_j */
    if (o)
        for (i = 0; i < n; i++) {
            float *oi = o + (size_t)i * dv;
            const float *qi = q + (size_t)i * dk, *qs = Qs + (size_t)i * dv;
            for (r = 0; r < dv; r++) oi[r] = eg[i] * qs[r];
            for (j = 0; j <= i; j++) kern->axpy(oi, kern->dot(qi, k + (size_t)j * dk, dk) * expf(gam[i] - gam[j]), Wv + (size_t)j * dv, dv);
        }
    /* S = exp(gam_n) S + sum_j exp(gam_n - gam_j) k_j U_j^T */
    for (j = 0; j < n; j++) A[j] = expf(gam[n - 1] - gam[j]);
    for (r = 0; r < dk; r++) {
        float *Sr = S + (size_t)r * dv, e = eg[n - 1];
        for (i = 0; i < dv; i++) Sr[i] *= e;
        for (j = 0; j < n; j++) kern->axpy(Sr, k[(size_t)j * dk + r] * A[j], Wv + (size_t)j * dv, dv);
    }
}

static void ox__q35_delta_worker(void *arg, int ith, int nth) {
    const ox__q35_djob *j = (const ox__q35_djob *)arg;
    const ox__q35config *cf = &j->qm->cfg;
    const ox__q35state *st = j->st;
    const ox__kernels *kern = j->kern;
    ox__q35_rowupd_fn rowupd = ox__q35_rowupd_for(kern);
    int Hv = cf->hv, dk = cf->dk, dv = cf->dv, Kc = cf->conv_k, kc1 = Kc - 1, C = j->qm->conv_ch, T = j->T;
    int rep = cf->hv / cf->hk, per = (Hv + nth - 1) / nth, h0 = ith * per, h1 = h0 + per > Hv ? Hv : h0 + per, h, t, i, r;
    float *w = st->dscr + (size_t)ith * st->dscr_stride;
    float *qb = w, *kb = qb + (size_t)T * dk, *vb = kb + (size_t)T * dk, *gb = vb + (size_t)T * dv, *bb = gb + T;
    float *cw = bb + T;                                   /* chunk scratch */
    float *kv = cw;                                       /* recurrence scratch (reuses the chunk area) */
    /* the row pointers of the conv window sit at the end of the thread's scratch (8-byte aligned) */
    const float **rows = (const float **)(void *)(w + st->dscr_stride - 2 * ((size_t)j->batch + (size_t)Kc));
    float qscale = 1.0f / sqrtf((float)dk);
    int chunk = j->chunk > OX__Q35_CHUNK ? OX__Q35_CHUNK : j->chunk;
    for (t = 0; t < T + kc1; t++) rows[t] = ox__q35_urow(st, j->lin, C, kc1, j->p0 - kc1 + t);
    for (h = h0; h < h1; h++) {
        int kh = h / rep, cq = kh * dk, ck = cf->hk * dk + kh * dk, cv = 2 * cf->hk * dk + h * dv;
        const float *Ssrc = j->S_src + (size_t)h * dk * dv;
        float *S = j->S_dst + (size_t)h * dk * dv;
        /* causal depthwise conv + SiLU, then L2 norms of q and k, q scaled by dk^-0.5 */
        for (t = 0; t < T; t++) {
            float *qt = qb + (size_t)t * dk, *kt = kb + (size_t)t * dk, *vt = vb + (size_t)t * dv;
            double sq = 0, sk = 0;
            float iq, ik;
            for (i = 0; i < dk; i++) {
                float aq = 0, ak = 0;
                const float *wq = j->ly->conv_w + (size_t)(cq + i) * Kc, *wk = j->ly->conv_w + (size_t)(ck + i) * Kc;
                for (r = 0; r < Kc; r++) { aq += wq[r] * rows[t + r][cq + i]; ak += wk[r] * rows[t + r][ck + i]; }
                qt[i] = ox__q35_silu(aq);
                kt[i] = ox__q35_silu(ak);
                sq += (double)qt[i] * qt[i];
                sk += (double)kt[i] * kt[i];
            }
            for (i = 0; i < dv; i++) {
                float av = 0;
                const float *wv = j->ly->conv_w + (size_t)(cv + i) * Kc;
                for (r = 0; r < Kc; r++) av += wv[r] * rows[t + r][cv + i];
                vt[i] = ox__q35_silu(av);
            }
            iq = 1.0f / sqrtf((float)sq + 1e-6f);
            ik = 1.0f / sqrtf((float)sk + 1e-6f);
            for (i = 0; i < dk; i++) { qt[i] *= iq * qscale; kt[i] *= ik; }
            gb[t] = rows[t + kc1][C + h];
            bb[t] = rows[t + kc1][C + Hv + h];
        }
        if (chunk > 0 && T > 1) {
            int c0;
            if (S != Ssrc) memcpy(S, Ssrc, (size_t)dk * dv * sizeof(float));
            for (c0 = 0; c0 < T; c0 += chunk) {
                int n = T - c0 < chunk ? T - c0 : chunk;
                float *ot = j->o ? j->o + (size_t)c0 * Hv * dv : NULL;
                /* the chunk writes its outputs contiguously; move them to the head's columns after */
                ox__q35_chunk(kern, S, dk, dv, n, qb + (size_t)c0 * dk, kb + (size_t)c0 * dk, vb + (size_t)c0 * dv,
                              gb + c0, bb + c0, ot ? vb + (size_t)c0 * dv : NULL, cw);
                if (ot)
                    for (t = 0; t < n; t++) memcpy(ot + (size_t)t * Hv * dv + (size_t)h * dv, vb + (size_t)(c0 + t) * dv, (size_t)dv * sizeof(float));
            }
        } else {
            /* the recurrence, token by token: S = e S; u = beta (v - S^T k); S += k u^T; o = S^T q */
            const float *src = Ssrc;
            for (t = 0; t < T; t++) {
                const float *qt = qb + (size_t)t * dk, *kt = kb + (size_t)t * dk, *vt = vb + (size_t)t * dv;
                float e = expf(gb[t]), *u = kv, *ot = kv + dv;
                memset(u, 0, (size_t)dv * sizeof(float));
                for (i = 0; i < dk; i++) kern->axpy(u, kt[i], src + (size_t)i * dv, dv);
                for (i = 0; i < dv; i++) u[i] = bb[t] * (vt[i] - e * u[i]);
                memset(ot, 0, (size_t)dv * sizeof(float));
                for (i = 0; i < dk; i++) rowupd(S + (size_t)i * dv, src + (size_t)i * dv, e, kt[i], u, qt[i], ot, dv);
                src = S;
                if (j->o) memcpy(j->o + (size_t)t * Hv * dv + (size_t)h * dv, ot, (size_t)dv * sizeof(float));
            }
            if (T == 0 && S != Ssrc) memcpy(S, Ssrc, (size_t)dk * dv * sizeof(float));
        }
        /* gated RMSNorm: rms(o) * w * silu(z) */
        if (j->o)
            for (t = 0; t < T; t++) {
                float *ot = j->o + (size_t)t * Hv * dv + (size_t)h * dv;
                const float *zt = j->z + (size_t)t * Hv * dv + (size_t)h * dv;
                ox__rmsnorm(ot, ot, j->ly->gnorm, dv, cf->eps);
                for (i = 0; i < dv; i++) ot[i] *= ox__q35_silu(zt[i]);
            }
    }
}

/* Run the conv + delta rule of every linear layer over positions p0 .. p0+n-1 from the log, from
   states src to dst (src == dst: in place); no outputs. */
static void ox__q35_replay(ox_context *c, const float *src, float *dst, int p0, int n) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int li, done;
    if (n == 0) {
        if (src != dst) memcpy(dst, src, st->s_layer * (size_t)qm->n_lin * sizeof(float));
        return;
    }
    for (li = 0; li < qm->cfg.n_layers; li++) {
        const ox__q35layer *ly = &qm->layers[li];
        if (ly->full) continue;
        for (done = 0; done < n;) {
            ox__q35_djob j;
            int T = n - done < c->n_batch ? n - done : c->n_batch;
            memset(&j, 0, sizeof j);
            j.qm = qm; j.ly = ly; j.st = st; j.kern = c->m->kern; j.lin = ly->slot; j.chunk = st->chunk;
            j.p0 = p0 + done; j.T = T; j.batch = c->n_batch;
            j.S_src = (done ? dst : src) + (size_t)ly->slot * st->s_layer;
            j.S_dst = dst + (size_t)ly->slot * st->s_layer;
            ox__pool_run(c->pool, ox__q35_delta_worker, &j);
            done += T;
        }
    }
}

/* Before a step of T tokens: fold the positions that would overflow the log into the base state. */
static void ox__q35_log_room(ox_context *c, int T) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int need = st->log_hi - st->base_pos + T - st->log_cap, nb, kc1 = qm->cfg.conv_k - 1, C = qm->conv_ch, li, p;
    if (need <= 0 || !qm->n_lin) return;
    nb = st->base_pos + need;
    ox__q35_replay(c, st->S[2], st->S[2], st->base_pos, need);
    /* the new base conv state: inputs of positions nb-kc1 .. nb-1 (read before the log moves on) */
    for (li = 0; li < qm->n_lin; li++)
        for (p = 0; p < kc1; p++) {
            int pos = nb - kc1 + p;
            float *d = st->conv_tmp + ((size_t)li * kc1 + p) * C;
            if (pos < 0) memset(d, 0, (size_t)C * sizeof(float));
            else memcpy(d, ox__q35_urow(st, li, C, kc1, pos), (size_t)C * sizeof(float));
        }
    if (kc1) memcpy(st->base_conv, st->conv_tmp, (size_t)qm->n_lin * kc1 * C * sizeof(float));
    st->base_pos = nb;
    if (st->prev_pos >= 0 && st->prev_pos < nb) st->prev_pos = -1;
}

/* ---- layers ---------------------------------------------------------------------------------- */

/* Matmuls go through ox__matmul (the seam). A batched path that rounds activations to bf16 parts
   with fewer than 24 significant bits (AVX-512-BF16 with OX__BF16_SPLIT 2: about 16) is not precise
   enough here: the hybrid stack amplifies that noise to ~1e-3 on the logits of the reference
   fixtures (transformers' own fp32 noise reaches 7e-5), past the 2e-4 tolerance. So with such a
   split Qwen 3.5 asks for the f32 route (no scratch), unless OX__Q35_FAST_BF16 is defined. With the
   default OX__BF16_SPLIT 3 (exact) nothing changes. */
static void *ox__q35_scratch(ox_context *c) {
#if !defined(OX__Q35_FAST_BF16)
    if (c->m->kern->isa == OX__ISA_AVX512BF16 && OX__BF16_SPLIT < 3) return NULL;
#endif
    return c->mm_scratch;
}
static void ox__q35_mm(ox_context *c, float *y, const float *x, int T, int K, const void *w, int dt, int N) {
    ox__matmul(c->pool, c->m->kern, y, x, T, K, w, (ox__dtype)dt, N, ox__q35_scratch(c));
}
static void ox__q35_linear(ox_context *c, float *y, const float *x, int T, const ox__tensor *w) {
    ox__q35_mm(c, y, x, T, (int)w->shape[w->ndim - 1], w->data, w->dtype, (int)w->shape[w->ndim - 2]);
}

static void ox__q35_linear_attn(ox_context *c, const ox__q35layer *ly, int T, int p0) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int C = qm->conv_ch, Hv = cf->hv, t, h;
    ox__q35_djob j;
    ox__q35_linear(c, st->qkv, st->xn, T, ly->qkv);
    ox__q35_linear(c, st->ab, st->xn, T, ly->a);
    ox__q35_linear(c, st->ab + (size_t)T * Hv, st->xn, T, ly->b);
    ox__q35_linear(c, st->zb, st->xn, T, ly->z);
    for (t = 0; t < T; t++) {
        float *row = st->log + ((size_t)ly->slot * st->log_cap + (size_t)((p0 + t) % st->log_cap)) * st->log_row;
        const float *av = st->ab + (size_t)t * Hv, *bv = st->ab + (size_t)(T + t) * Hv;
        memcpy(row, st->qkv + (size_t)t * C, (size_t)C * sizeof(float));
        for (h = 0; h < Hv; h++) {
            row[C + h] = ly->neg_a[h] * ox__q35_softplus(av[h] + ly->dt_bias[h]);
            row[C + Hv + h] = ox__q35_sigmoid(bv[h]);
        }
    }
    memset(&j, 0, sizeof j);
    j.qm = qm; j.ly = ly; j.st = st; j.kern = c->m->kern; j.lin = ly->slot; j.p0 = p0; j.T = T; j.chunk = st->chunk;
    j.batch = c->n_batch;
    j.S_src = st->S[st->cur] + (size_t)ly->slot * st->s_layer;
    j.S_dst = st->S[1 - st->cur] + (size_t)ly->slot * st->s_layer;
    j.o = st->ob; j.z = st->zb;
    ox__pool_run(c->pool, ox__q35_delta_worker, &j);
    ox__q35_linear(c, st->tmp, st->ob, T, ly->out);
}

static void ox__q35_full_attn(ox_context *c, const ox__q35layer *ly, int T, int p0) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int nH = cf->n_heads, nkv = cf->n_kv, hd = cf->head_dim, rd = cf->rot, t, h, i;
    size_t QD = (size_t)nH * hd, row = (size_t)nkv * hd;
    ox__attn_job j;
    ox__q35_linear(c, st->qg, st->xn, T, ly->q);
    for (t = 0; t < T; t++) {
        const float *cs = st->rope_cos + (size_t)t * rd / 2, *sn = st->rope_sin + (size_t)t * rd / 2;
        for (h = 0; h < nH; h++) {
            const float *src = st->qg + (size_t)t * 2 * QD + (size_t)h * 2 * hd;
            float *qh = st->q + (size_t)t * QD + (size_t)h * hd;
            memcpy(st->gt + (size_t)t * QD + (size_t)h * hd, src + hd, (size_t)hd * sizeof(float));
            ox__rmsnorm(qh, src, ly->q_norm, hd, cf->eps);
            ox__rope_apply(qh, cs, sn, rd);
        }
    }
    ox__q35_linear(c, st->k, st->xn, T, ly->k);
    ox__q35_linear(c, st->v, st->xn, T, ly->v);
    for (t = 0; t < T; t++) {
        const float *cs = st->rope_cos + (size_t)t * rd / 2, *sn = st->rope_sin + (size_t)t * rd / 2;
        float *kd = st->kc[ly->slot] + (size_t)(p0 + t) * row, *vd = st->vc[ly->slot] + (size_t)(p0 + t) * row;
        for (h = 0; h < nkv; h++) {
            ox__rmsnorm(kd + (size_t)h * hd, st->k + (size_t)t * row + (size_t)h * hd, ly->k_norm, hd, cf->eps);
            ox__rope_apply(kd + (size_t)h * hd, cs, sn, rd);
        }
        memcpy(vd, st->v + (size_t)t * row, row * sizeof(float));
    }
    j.q = st->q; j.out = st->att; j.T = T; j.hi0 = p0;
    j.K = st->kc[ly->slot]; j.V = st->vc[ly->slot];
    j.scores = st->scores; j.scores_stride = (size_t)c->n_ctx;
    j.kern = c->m->kern;
    j.window = 0; j.cap = c->n_ctx;
    j.nH = nH; j.n_kv = nkv; j.hd = hd;
    j.scale = 1.0f / sqrtf((float)hd);
    ox__pool_run(c->pool, ox__attn_worker, &j);
    for (i = 0; i < (int)((size_t)T * QD); i++) st->att[i] *= ox__q35_sigmoid(st->gt[i]);
    ox__q35_linear(c, st->tmp, st->att, T, ly->o);
}

static void ox__q35_mlp(ox_context *c, const ox__q35layer *ly, int T) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int H = cf->hidden, i, t, e;
    if (!cf->moe) {
        ox__q35_linear(c, st->gate, st->xn, T, ly->gate);
        ox__q35_linear(c, st->up, st->xn, T, ly->up);
        for (i = 0; i < T * cf->inter; i++) st->gate[i] = ox__q35_silu(st->gate[i]) * st->up[i];
        ox__q35_linear(c, st->tmp, st->gate, T, ly->down);
        return;
    }
    {
        int E = cf->n_experts, K = cf->top_k, Im = cf->moe_inter, Is = cf->shared_inter;
        /* router: softmax over the experts (fp32), top-k by probability (first index on ties), renormalised */
        ox__q35_linear(c, st->router, st->xn, T, ly->router);
        for (t = 0; t < T; t++) {
            float *p = st->router + (size_t)t * E, mx = -FLT_MAX, sum = 0, wsum = 0;
            int *sel = st->moe_sel + (size_t)t * K;
            float *w = st->moe_w + (size_t)t * K;
            for (e = 0; e < E; e++) if (p[e] > mx) mx = p[e];
            for (e = 0; e < E; e++) { p[e] = expf(p[e] - mx); sum += p[e]; }
            for (e = 0; e < E; e++) p[e] /= sum;
            for (i = 0; i < K; i++) {
                int best = -1, s;
                for (e = 0; e < E; e++) {
                    int taken = 0;
                    for (s = 0; s < i; s++) taken |= sel[s] == e;
                    if (!taken && (best < 0 || p[e] > p[best])) best = e;
                }
                sel[i] = best; w[i] = p[best]; wsum += p[best];
            }
            for (i = 0; i < K; i++) w[i] /= wsum;
        }
        memset(st->moe_acc, 0, (size_t)T * H * sizeof(float));
        for (e = 0; e < E; e++) {
            int n = 0;
            for (t = 0; t < T; t++) for (i = 0; i < K; i++) if (st->moe_sel[t * K + i] == e) st->moe_rows[n++] = t * K + i;
            if (!n) continue;
            for (i = 0; i < n; i++) memcpy(st->moe_x + (size_t)i * H, st->xn + (size_t)(st->moe_rows[i] / K) * H, (size_t)H * sizeof(float));
            if (ly->exp_gate_up) {
                size_t esz = ox__dtype_sizes[ly->exp_gate_up->dtype], dsz = ox__dtype_sizes[ly->exp_down->dtype];
                const uint8_t *gu = (const uint8_t *)ly->exp_gate_up->data + (size_t)e * 2 * Im * H * esz;
                ox__q35_mm(c, st->moe_h, st->moe_x, n, H, gu, ly->exp_gate_up->dtype, 2 * Im);  /* [n][gate | up] */
                for (i = 0; i < n; i++) {
                    const float *g = st->moe_h + (size_t)i * 2 * Im;
                    float *d = st->moe_h2 + (size_t)i * Im;
                    int k;
                    for (k = 0; k < Im; k++) d[k] = ox__q35_silu(g[k]) * g[Im + k];
                }
                ox__q35_mm(c, st->moe_y, st->moe_h2, n, Im, (const uint8_t *)ly->exp_down->data + (size_t)e * H * Im * dsz, ly->exp_down->dtype, H);
            } else {
                ox__q35_linear(c, st->moe_h, st->moe_x, n, ly->exp_gate[e]);
                ox__q35_linear(c, st->moe_h2, st->moe_x, n, ly->exp_up[e]);
                for (i = 0; i < n * Im; i++) st->moe_h2[i] = ox__q35_silu(st->moe_h[i]) * st->moe_h2[i];
                ox__q35_linear(c, st->moe_y, st->moe_h2, n, ly->exp_dn[e]);
            }
            for (i = 0; i < n; i++) {
                int rowi = st->moe_rows[i], k;
                float w = st->moe_w[rowi], *o = st->moe_acc + (size_t)(rowi / K) * H;
                const float *y = st->moe_y + (size_t)i * H;
                for (k = 0; k < H; k++) o[k] += w * y[k];
            }
        }
        /* shared expert, scaled by sigmoid(shared_expert_gate . x) */
        ox__q35_linear(c, st->gate, st->xn, T, ly->sh_gate);
        ox__q35_linear(c, st->up, st->xn, T, ly->sh_up);
        for (i = 0; i < T * Is; i++) st->gate[i] = ox__q35_silu(st->gate[i]) * st->up[i];
        ox__q35_linear(c, st->sh_out, st->gate, T, ly->sh_down);
        ox__q35_linear(c, st->sh_gv, st->xn, T, ly->sh_g);
        for (t = 0; t < T; t++) {
            float gv = ox__q35_sigmoid(st->sh_gv[t]);
            float *o = st->tmp + (size_t)t * H;
            const float *a = st->moe_acc + (size_t)t * H, *s = st->sh_out + (size_t)t * H;
            for (i = 0; i < H; i++) o[i] = a[i] + gv * s[i];
        }
    }
}

/* One forward step over T <= n_batch tokens at c->pos; logits of the last n_keep rows appended. */
static void ox__q35_step(ox_context *c, const int32_t *ids, int T, int n_keep) {
    ox_model *m = c->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int H = cf->hidden, p0 = c->pos, t, i, li;
    size_t esz = ox__dtype_sizes[qm->embed->dtype];
    ox__q35_log_room(c, T);
    for (t = 0; t < T; t++)
        ox__to_f32((const uint8_t *)qm->embed->data + (size_t)ids[t] * H * esz, qm->embed->dtype, (size_t)H, st->x + (size_t)t * H);
    if (qm->n_full)
        for (t = 0; t < T; t++)
            for (i = 0; i < cf->rot / 2; i++) {
                float a = (float)(p0 + t) * st->inv_freq[i];
                st->rope_cos[(size_t)t * cf->rot / 2 + i] = (float)cos((double)a);
                st->rope_sin[(size_t)t * cf->rot / 2 + i] = (float)sin((double)a);
            }
    for (li = 0; li < cf->n_layers; li++) {
        const ox__q35layer *ly = &qm->layers[li];
        ox__rmsnorm_rows(st->xn, st->x, ly->in_norm, T, H, cf->eps);
        if (ly->full) ox__q35_full_attn(c, ly, T, p0);
        else ox__q35_linear_attn(c, ly, T, p0);
        for (i = 0; i < T * H; i++) st->x[i] += st->tmp[i];
        ox__rmsnorm_rows(st->xn, st->x, ly->post_norm, T, H, cf->eps);
        ox__q35_mlp(c, ly, T);
        for (i = 0; i < T * H; i++) st->x[i] += st->tmp[i];
        if (c->trace) memcpy(c->trace + (size_t)li * T * H, st->x, (size_t)T * H * sizeof(float));
    }
    if (qm->n_lin) { st->cur = 1 - st->cur; st->prev_pos = p0; }
    st->log_hi = p0 + T;
    if (n_keep > 0) {
        float *lg = c->logits + (size_t)c->n_logits * cf->vocab;
        ox__rmsnorm_rows(st->xn, st->x + (size_t)(T - n_keep) * H, qm->final_norm, n_keep, H, cf->eps);
        ox__q35_linear(c, lg, st->xn, n_keep, qm->lm_head);
        c->n_logits += n_keep;
    }
}

/* Back to n_pos: the KV caches need nothing; the linear layers' state is rebuilt by replaying the log
   from the state at the start of the last step, or from the base. */
static ox_result ox__q35_truncate(ox_context *c, int n_pos) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    const ox__q35config *cf = &qm->cfg;
    if (!qm->n_lin || n_pos == c->pos) return OX_OK;
    if (n_pos == 0) {
        size_t n = st->s_layer * (size_t)qm->n_lin;
        memset(st->S[0], 0, n * sizeof(float));
        memset(st->S[1], 0, n * sizeof(float));
        memset(st->S[2], 0, n * sizeof(float));
        memset(st->base_conv, 0, (size_t)qm->n_lin * (cf->conv_k - 1) * qm->conv_ch * sizeof(float));
        st->cur = 0; st->prev_pos = -1; st->base_pos = 0; st->log_hi = 0;
        return OX_OK;
    }
    if (st->prev_pos >= 0 && n_pos >= st->prev_pos) {
        ox__q35_replay(c, st->S[1 - st->cur], st->S[st->cur], st->prev_pos, n_pos - st->prev_pos);
    } else if (n_pos >= st->base_pos) {
        ox__q35_replay(c, st->S[2], st->S[st->cur], st->base_pos, n_pos - st->base_pos);
        st->prev_pos = -1;
    } else {
        return ox__err(OX_ERR_LIMIT, "ox_truncate: the linear-attention state can go back to position %d at the earliest "
                       "(n_batch=%d positions before the furthest one), not %d; truncate to 0 and evaluate again",
                       st->base_pos, c->n_batch, n_pos);
    }
    st->log_hi = n_pos;
    return OX_OK;
}

static const ox__arch ox__arch_qwen35 = {"qwen3_5", ox__q35_claims, ox__q35_load, ox__q35_model_free,
                                         ox__q35_context_init, ox__q35_context_free, ox__q35_step, ox__q35_truncate};
