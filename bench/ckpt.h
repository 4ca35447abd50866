/* ckpt.h - write random-weight checkpoints with the exact tensor shapes of published models, as real
   Hugging Face directories (config.json + model.safetensors, bf16), so benchmarks measure loading
   too. Values are small uniform noise: the speed of a forward pass does not depend on them.
   Models: Gemma 4 E2B, E4B and the E2B assistant (docs/gemma4.md sections 7 and 8.1); Qwen 3.5 0.8B
   and 2B (docs/qwen35.md section 9; 2B: H 2048, I 6144, 24 layers, 8/2 heads of 256, 16/16 linear
   heads of 128, tied, as its published config.json). Only the text decoder is written: the vision
   and audio towers, Qwen's MTP head and the K/V projections that Gemma's KV-shared layers carry in
   the published files are never read by a text forward pass (the library ignores them).
   A checkpoint is written to model.safetensors.tmp and renamed when complete, so a model.safetensors
   of the expected size is a complete one and is reused.
   Used by the benchmark programs (oxbench, spec_bench, qwen35_bench); not part of the library. */
#ifndef OX_BENCH_CKPT_H
#define OX_BENCH_CKPT_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/stat.h>

#define BENCH_MAX_TENSORS 4096
#if defined(__GNUC__) || defined(__clang__)
#define BENCH_UNUSED __attribute__((unused))
#else
#define BENCH_UNUSED
#endif

typedef struct bench_tensor { char name[128]; int ndim; int64_t shape[3]; int dtype; /* 0 bf16, 1 i64, 2 f32 */ } bench_tensor;

static BENCH_UNUSED uint64_t bench_tensor_elems(const bench_tensor *t) {
    uint64_t n = 1;
    int k;
    for (k = 0; k < t->ndim; k++) n *= (uint64_t)t->shape[k];
    return n;
}
static BENCH_UNUSED uint64_t bench_tensor_bytes(const bench_tensor *t) { return bench_tensor_elems(t) * (t->dtype == 1 ? 8u : t->dtype == 2 ? 4u : 2u); }

/* ---- the safetensors writer shared by every model ---------------------------------------------- */

/* The safetensors JSON header of tensors t[0..n), in order, padded to a multiple of 8 bytes: its
   length (0 if it does not fit in cap); *data gets the bytes of tensor data. */
static BENCH_UNUSED size_t bench_header(const bench_tensor *t, int n, char *hdr, size_t hcap, uint64_t *data) {
    size_t hl = 0;
    uint64_t off = 0;
    int i, k;
    hl += (size_t)snprintf(hdr + hl, hcap - hl, "{");
    for (i = 0; i < n; i++) {
        uint64_t bytes = bench_tensor_bytes(&t[i]);
        if (hl + 512 > hcap) return 0;
        hl += (size_t)snprintf(hdr + hl, hcap - hl, "%s\"%s\":{\"dtype\":\"%s\",\"shape\":[", i ? "," : "", t[i].name,
                               t[i].dtype == 1 ? "I64" : t[i].dtype == 2 ? "F32" : "BF16");
        for (k = 0; k < t[i].ndim; k++) hl += (size_t)snprintf(hdr + hl, hcap - hl, k ? ",%lld" : "%lld", (long long)t[i].shape[k]);
        hl += (size_t)snprintf(hdr + hl, hcap - hl, "],\"data_offsets\":[%llu,%llu]}", (unsigned long long)off, (unsigned long long)(off + bytes));
        off += bytes;
    }
    hl += (size_t)snprintf(hdr + hl, hcap - hl, "}");
    while (hl % 8) hdr[hl++] = ' ';
    *data = off;
    return hl;
}

/* Size in bytes of the model.safetensors holding tensors t[0..n), or 0. */
static BENCH_UNUSED uint64_t bench_file_size(const bench_tensor *t, int n) {
    size_t hcap = (size_t)1 << 20, hl;
    char *hdr = (char *)malloc(hcap);
    uint64_t data = 0;
    if (!hdr) return 0;
    hl = bench_header(t, n, hdr, hcap, &data);
    free(hdr);
    return hl ? 8 + hl + data : 0;
}

/* Write dir/model.safetensors holding tensors t[0..n) with random values (bf16 matrices: +-(1 + u)
   2^-6; bf16 vectors: 1 + u, the scale of a norm weight; i64: 0, 1, 2, ... a permutation), unless a
   file of exactly the right size is already there. Returns the bytes of tensor data, 0 on failure. */
static BENCH_UNUSED uint64_t bench_write_safetensors(const char *dir, const bench_tensor *t, int n) {
    char path[1024], tmp[1040], *hdr;
    size_t hcap = (size_t)1 << 20, hl;
    uint64_t off = 0, s = 0x243F6A8885A308D3ull;
    int i, k, ok = 1;
    FILE *f;
    struct stat st;
    if (!(hdr = (char *)malloc(hcap))) return 0;
    if (!(hl = bench_header(t, n, hdr, hcap, &off))) { free(hdr); return 0; }
    snprintf(path, sizeof path, "%s/model.safetensors", dir);
    if (stat(path, &st) == 0 && (uint64_t)st.st_size == 8 + hl + off) { free(hdr); return off; }
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if (!(f = fopen(tmp, "wb"))) { free(hdr); return 0; }
    {
        unsigned char le[8];
        for (k = 0; k < 8; k++) le[k] = (unsigned char)((uint64_t)hl >> (8 * k));
        ok &= fwrite(le, 1, 8, f) == 8;
        ok &= fwrite(hdr, 1, hl, f) == hl;
    }
    {
        enum { CHUNK = 1 << 22 };
        uint16_t *buf = (uint16_t *)malloc(CHUNK * sizeof(uint16_t));
        if (!buf) ok = 0;
        for (i = 0; i < n && ok; i++) {
            uint64_t count = bench_tensor_elems(&t[i]), done = 0;
            int is_vec = t[i].ndim == 1;
            if (t[i].dtype == 1) {   /* token ordering: a permutation (identity is one) */
                uint64_t q;
                for (q = 0; q < count && ok; q++) { int64_t v = (int64_t)q; ok &= fwrite(&v, 8, 1, f) == 1; }
                continue;
            }
            if (t[i].dtype == 2) {   /* f32: ones */
                uint64_t q;
                float one = 1.0f;
                for (q = 0; q < count && ok; q++) ok &= fwrite(&one, 4, 1, f) == 1;
                continue;
            }
            while (done < count && ok) {
                size_t m = count - done < CHUNK ? (size_t)(count - done) : (size_t)CHUNK, q;
                for (q = 0; q < m; q++) {
                    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
                    buf[q] = (uint16_t)((is_vec ? 0x3F80 : 0x3C80) | (s & 0x7F) | ((s >> 20) & 0x8000 & (is_vec ? 0 : 0xFFFF)));
                }
                ok &= fwrite(buf, 2, m, f) == m;
                done += m;
            }
        }
        free(buf);
    }
    ok &= fclose(f) == 0;
    free(hdr);
    if (!ok || rename(tmp, path) != 0) { remove(tmp); return 0; }
    return off;
}

/* ---- Gemma 4 ---------------------------------------------------------------------------------- */

typedef struct bench_g4 {
    const char *name;
    int vocab, hidden, layers, heads, kv_heads, head_dim, global_head_dim, inter, window;
    int ple_dim, n_kv_shared, double_wide, full_every; /* layer i is full iff (i+1) % full_every == 0 */
    float softcap;
    /* assistant (gemma4_assistant) fields: backbone > 0 makes a drafter */
    int backbone, n_centroids, centroid_top_k;
} bench_g4;

/* Published shapes (docs/gemma4.md section 7). */
static const bench_g4 bench_gemma4_e2b = {"gemma-4-E2B", 262144, 1536, 35, 8, 1, 256, 512, 6144, 512, 256, 20, 1, 5, 30.0f, 0, 0, 0};
static const bench_g4 bench_gemma4_e4b = {"gemma-4-E4B", 262144, 2560, 42, 8, 2, 256, 512, 10240, 512, 256, 18, 0, 6, 30.0f, 0, 0, 0};
static const bench_g4 bench_gemma4_e2b_assistant = {"gemma-4-E2B-assistant", 262144, 256, 4, 4, 1, 256, 512, 2048, 512, 0, 4, 0, 4, 0.0f, 1536, 2048, 32};

static BENCH_UNUSED int bench_is_full(const bench_g4 *g, int i) { return (i + 1) % g->full_every == 0 || i == g->layers - 1; }

static BENCH_UNUSED int bench_list(const bench_g4 *g, bench_tensor *t) {
    int n = 0, i, first_shared = g->layers - g->n_kv_shared;
    const char *p = g->backbone ? "model." : "model.language_model.";
#define T2(nm, a, b) (snprintf(t[n].name, sizeof t[n].name, "%s", nm), t[n].ndim = 2, t[n].shape[0] = (a), t[n].shape[1] = (b), t[n].dtype = 0, n++)
#define T1(nm, a) (snprintf(t[n].name, sizeof t[n].name, "%s", nm), t[n].ndim = 1, t[n].shape[0] = (a), t[n].dtype = 0, n++)
    char nm[128];
    snprintf(nm, sizeof nm, "%sembed_tokens.weight", p); T2(nm, g->vocab, g->hidden);
    snprintf(nm, sizeof nm, "%snorm.weight", p); T1(nm, g->hidden);
    if (g->ple_dim) {
        snprintf(nm, sizeof nm, "%sembed_tokens_per_layer.weight", p); T2(nm, g->vocab, (int64_t)g->layers * g->ple_dim);
        snprintf(nm, sizeof nm, "%sper_layer_model_projection.weight", p); T2(nm, (int64_t)g->layers * g->ple_dim, g->hidden);
        snprintf(nm, sizeof nm, "%sper_layer_projection_norm.weight", p); T1(nm, g->ple_dim);
    }
    for (i = 0; i < g->layers; i++) {
        int full = bench_is_full(g, i), hd = full ? g->global_head_dim : g->head_dim;
        int shared = g->backbone || i >= first_shared;
        int inter = (g->double_wide && shared && first_shared > 0) ? 2 * g->inter : g->inter;
        static const char *const norms[] = {"input_layernorm", "post_attention_layernorm", "pre_feedforward_layernorm", "post_feedforward_layernorm"};
        int k;
        for (k = 0; k < 4; k++) { snprintf(nm, sizeof nm, "%slayers.%d.%s.weight", p, i, norms[k]); T1(nm, g->hidden); }
        snprintf(nm, sizeof nm, "%slayers.%d.layer_scalar", p, i); T1(nm, 1);
        snprintf(nm, sizeof nm, "%slayers.%d.self_attn.q_proj.weight", p, i); T2(nm, (int64_t)g->heads * hd, g->hidden);
        snprintf(nm, sizeof nm, "%slayers.%d.self_attn.q_norm.weight", p, i); T1(nm, hd);
        snprintf(nm, sizeof nm, "%slayers.%d.self_attn.o_proj.weight", p, i); T2(nm, g->hidden, (int64_t)g->heads * hd);
        if (!shared) {
            snprintf(nm, sizeof nm, "%slayers.%d.self_attn.k_proj.weight", p, i); T2(nm, (int64_t)g->kv_heads * hd, g->hidden);
            snprintf(nm, sizeof nm, "%slayers.%d.self_attn.v_proj.weight", p, i); T2(nm, (int64_t)g->kv_heads * hd, g->hidden);
            snprintf(nm, sizeof nm, "%slayers.%d.self_attn.k_norm.weight", p, i); T1(nm, hd);
        }
        snprintf(nm, sizeof nm, "%slayers.%d.mlp.gate_proj.weight", p, i); T2(nm, inter, g->hidden);
        snprintf(nm, sizeof nm, "%slayers.%d.mlp.up_proj.weight", p, i); T2(nm, inter, g->hidden);
        snprintf(nm, sizeof nm, "%slayers.%d.mlp.down_proj.weight", p, i); T2(nm, g->hidden, inter);
        if (g->ple_dim) {
            snprintf(nm, sizeof nm, "%slayers.%d.per_layer_input_gate.weight", p, i); T2(nm, g->ple_dim, g->hidden);
            snprintf(nm, sizeof nm, "%slayers.%d.per_layer_projection.weight", p, i); T2(nm, g->hidden, g->ple_dim);
            snprintf(nm, sizeof nm, "%slayers.%d.post_per_layer_input_norm.weight", p, i); T1(nm, g->hidden);
        }
    }
    if (g->backbone) {
        T2("pre_projection.weight", g->hidden, 2 * (int64_t)g->backbone);
        T2("post_projection.weight", g->backbone, g->hidden);
        if (g->n_centroids) {
            T2("masked_embedding.centroids.weight", g->n_centroids, g->hidden);
            snprintf(t[n].name, sizeof t[n].name, "masked_embedding.token_ordering");
            t[n].ndim = 1; t[n].shape[0] = g->vocab; t[n].dtype = 1; n++;
        }
    }
#undef T1
#undef T2
    return n;
}

static BENCH_UNUSED void bench_layer_types(const bench_g4 *g, FILE *f) {
    int i;
    fprintf(f, "\"layer_types\": [");
    for (i = 0; i < g->layers; i++) fprintf(f, "%s\"%s\"", i ? ", " : "", bench_is_full(g, i) ? "full_attention" : "sliding_attention");
    fprintf(f, "]");
}

static BENCH_UNUSED int bench_write_config(const bench_g4 *g, const char *dir) {
    char path[1024];
    FILE *f;
    snprintf(path, sizeof path, "%s/config.json", dir);
    if (!(f = fopen(path, "w"))) return 0;
    fprintf(f, "{\"model_type\": \"%s\", ", g->backbone ? "gemma4_assistant" : "gemma4");
    if (g->backbone)
        fprintf(f, "\"backbone_hidden_size\": %d, \"use_ordered_embeddings\": %s, \"num_centroids\": %d, \"centroid_intermediate_top_k\": %d, ",
                g->backbone, g->n_centroids ? "true" : "false", g->n_centroids ? g->n_centroids : 2048, g->centroid_top_k ? g->centroid_top_k : 32);
    fprintf(f, "\"tie_word_embeddings\": true, \"text_config\": {\"model_type\": \"gemma4_text\", \"vocab_size\": %d, \"hidden_size\": %d, "
               "\"num_hidden_layers\": %d, \"num_attention_heads\": %d, \"num_key_value_heads\": %d, \"head_dim\": %d, "
               "\"global_head_dim\": %d, \"intermediate_size\": %d, \"sliding_window\": %d, \"hidden_size_per_layer_input\": %d, "
               "\"vocab_size_per_layer_input\": %d, \"num_kv_shared_layers\": %d, \"use_double_wide_mlp\": %s, "
               "\"final_logit_softcapping\": %s, \"max_position_embeddings\": 131072, ",
            g->vocab, g->hidden, g->layers, g->heads, g->kv_heads, g->head_dim, g->global_head_dim, g->inter, g->window,
            g->ple_dim, g->ple_dim ? g->vocab : 0, g->n_kv_shared, g->double_wide ? "true" : "false", g->softcap > 0 ? "30.0" : "null");
    bench_layer_types(g, f);
    fprintf(f, "}}\n");
    fclose(f);
    if (g->backbone) {
        snprintf(path, sizeof path, "%s/generation_config.json", dir);
        if (!(f = fopen(path, "w"))) return 0;
        fprintf(f, "{\"num_assistant_tokens\": 4, \"num_assistant_tokens_schedule\": \"constant\"}\n");
        fclose(f);
    }
    return 1;
}

/* Write dir/config.json and dir/model.safetensors (skipped when already there with the right size).
   Returns the number of weight bytes, 0 on failure. */
static BENCH_UNUSED uint64_t bench_write_gemma4(const bench_g4 *g, const char *dir) {
    bench_tensor *t = (bench_tensor *)calloc(BENCH_MAX_TENSORS, sizeof(bench_tensor));
    uint64_t total;
    if (!t) return 0;
    mkdir(dir, 0755);
    if (!bench_write_config(g, dir)) { free(t); return 0; }
    total = bench_write_safetensors(dir, t, bench_list(g, t));
    free(t);
    return total;
}

/* ---- Qwen 3.5 --------------------------------------------------------------------------------- */

typedef struct bench_q35 {
    const char *name;
    int vocab, hidden, inter, layers, heads, kv_heads, head_dim;
    int hk, hv, dk, dv, conv_k, full_every; /* layer i is full attention iff (i+1) % full_every == 0 */
    int mtp;                                /* an MTP head of this many layers (mtp.*, as published) */
} bench_q35;

/* Published shapes: Qwen3.5-0.8B (docs/qwen35.md section 9) and Qwen3.5-2B (its config.json). */
static const bench_q35 bench_qwen35_0_8b = {"qwen3.5-0.8b", 248320, 1024, 3584, 24, 8, 2, 256, 16, 16, 128, 128, 4, 4, 0};
static const bench_q35 bench_qwen35_2b = {"qwen3.5-2b", 248320, 2048, 6144, 24, 8, 2, 256, 16, 16, 128, 128, 4, 4, 0};

static BENCH_UNUSED int bench_q35_is_full(const bench_q35 *q, int i) { return (i + 1) % q->full_every == 0; }

/* The tensors of the published multimodal layout (model.language_model.*), tied head. */
static BENCH_UNUSED int bench_list_qwen35(const bench_q35 *q, bench_tensor *t) {
    int n = 0, i;
    int64_t C = 2LL * q->hk * q->dk + (int64_t)q->hv * q->dv;
    char nm[128];
#define QT(nd, a, b, c) (snprintf(t[n].name, sizeof t[n].name, "%s", nm), t[n].ndim = (nd), t[n].shape[0] = (a), t[n].shape[1] = (b), t[n].shape[2] = (c), t[n].dtype = 0, n++)
#define QN(x) snprintf(nm, sizeof nm, "model.language_model.layers.%d.%s", i, x)
    snprintf(nm, sizeof nm, "model.language_model.embed_tokens.weight"); QT(2, q->vocab, q->hidden, 0);
    snprintf(nm, sizeof nm, "model.language_model.norm.weight"); QT(1, q->hidden, 0, 0);
    for (i = 0; i < q->layers; i++) {
        QN("input_layernorm.weight"); QT(1, q->hidden, 0, 0);
        QN("post_attention_layernorm.weight"); QT(1, q->hidden, 0, 0);
        if (bench_q35_is_full(q, i)) {
            QN("self_attn.q_proj.weight"); QT(2, 2LL * q->heads * q->head_dim, q->hidden, 0);
            QN("self_attn.k_proj.weight"); QT(2, (int64_t)q->kv_heads * q->head_dim, q->hidden, 0);
            QN("self_attn.v_proj.weight"); QT(2, (int64_t)q->kv_heads * q->head_dim, q->hidden, 0);
            QN("self_attn.o_proj.weight"); QT(2, q->hidden, (int64_t)q->heads * q->head_dim, 0);
            QN("self_attn.q_norm.weight"); QT(1, q->head_dim, 0, 0);
            QN("self_attn.k_norm.weight"); QT(1, q->head_dim, 0, 0);
        } else {
            QN("linear_attn.in_proj_qkv.weight"); QT(2, C, q->hidden, 0);
            QN("linear_attn.in_proj_z.weight"); QT(2, (int64_t)q->hv * q->dv, q->hidden, 0);
            QN("linear_attn.in_proj_b.weight"); QT(2, q->hv, q->hidden, 0);
            QN("linear_attn.in_proj_a.weight"); QT(2, q->hv, q->hidden, 0);
            QN("linear_attn.conv1d.weight"); QT(3, C, 1, q->conv_k);
            QN("linear_attn.dt_bias"); QT(1, q->hv, 0, 0);
            QN("linear_attn.A_log"); QT(1, q->hv, 0, 0);
            QN("linear_attn.norm.weight"); QT(1, q->dv, 0, 0);
            QN("linear_attn.out_proj.weight"); QT(2, q->hidden, (int64_t)q->hv * q->dv, 0);
        }
        QN("mlp.gate_proj.weight"); QT(2, q->inter, q->hidden, 0);
        QN("mlp.up_proj.weight"); QT(2, q->inter, q->hidden, 0);
        QN("mlp.down_proj.weight"); QT(2, q->hidden, q->inter, 0);
    }
#undef QN
    if (q->mtp) {   /* top-level mtp.*: fc over [embedding | hidden], two pre-fc norms, full-attention layers, norm */
        snprintf(nm, sizeof nm, "mtp.fc.weight"); QT(2, q->hidden, 2LL * q->hidden, 0);
        snprintf(nm, sizeof nm, "mtp.pre_fc_norm_embedding.weight"); QT(1, q->hidden, 0, 0);
        snprintf(nm, sizeof nm, "mtp.pre_fc_norm_hidden.weight"); QT(1, q->hidden, 0, 0);
        snprintf(nm, sizeof nm, "mtp.norm.weight"); QT(1, q->hidden, 0, 0);
    }
    for (i = 0; i < q->mtp; i++) {
#define QN(x) snprintf(nm, sizeof nm, "mtp.layers.%d.%s", i, x)
        QN("input_layernorm.weight"); QT(1, q->hidden, 0, 0);
        QN("post_attention_layernorm.weight"); QT(1, q->hidden, 0, 0);
        QN("self_attn.q_proj.weight"); QT(2, 2LL * q->heads * q->head_dim, q->hidden, 0);
        QN("self_attn.k_proj.weight"); QT(2, (int64_t)q->kv_heads * q->head_dim, q->hidden, 0);
        QN("self_attn.v_proj.weight"); QT(2, (int64_t)q->kv_heads * q->head_dim, q->hidden, 0);
        QN("self_attn.o_proj.weight"); QT(2, q->hidden, (int64_t)q->heads * q->head_dim, 0);
        QN("self_attn.q_norm.weight"); QT(1, q->head_dim, 0, 0);
        QN("self_attn.k_norm.weight"); QT(1, q->head_dim, 0, 0);
        QN("mlp.gate_proj.weight"); QT(2, q->inter, q->hidden, 0);
        QN("mlp.up_proj.weight"); QT(2, q->inter, q->hidden, 0);
        QN("mlp.down_proj.weight"); QT(2, q->hidden, q->inter, 0);
#undef QN
    }
#undef QT
    return n;
}

static BENCH_UNUSED int bench_write_qwen35_config(const bench_q35 *q, const char *dir) {
    char path[1024];
    FILE *f;
    int i;
    snprintf(path, sizeof path, "%s/config.json", dir);
    if (!(f = fopen(path, "w"))) return 0;
    fprintf(f, "{\"model_type\": \"qwen3_5\", \"tie_word_embeddings\": true, \"text_config\": {\"model_type\": \"qwen3_5_text\", "
               "\"vocab_size\": %d, \"hidden_size\": %d, \"intermediate_size\": %d, \"num_hidden_layers\": %d, "
               "\"num_attention_heads\": %d, \"num_key_value_heads\": %d, \"head_dim\": %d, \"linear_num_key_heads\": %d, "
               "\"linear_num_value_heads\": %d, \"linear_key_head_dim\": %d, \"linear_value_head_dim\": %d, "
               "\"linear_conv_kernel_dim\": %d, \"full_attention_interval\": %d, \"max_position_embeddings\": 262144, "
               "\"rms_norm_eps\": 1e-6, \"hidden_act\": \"silu\", \"tie_word_embeddings\": true, \"rope_parameters\": {\"rope_type\": \"default\", "
               "\"rope_theta\": 10000000, \"partial_rotary_factor\": 0.25, \"mrope_section\": [11, 11, 10], \"mrope_interleaved\": true}, "
               "\"mtp_num_hidden_layers\": %d, ",
            q->vocab, q->hidden, q->inter, q->layers, q->heads, q->kv_heads, q->head_dim, q->hk, q->hv, q->dk, q->dv, q->conv_k, q->full_every, q->mtp);
    fprintf(f, "\"layer_types\": [");
    for (i = 0; i < q->layers; i++) fprintf(f, "%s\"%s\"", i ? ", " : "", bench_q35_is_full(q, i) ? "full_attention" : "linear_attention");
    fprintf(f, "]}}\n");
    return fclose(f) == 0;
}

/* Write dir/config.json and dir/model.safetensors (skipped when already there with the right size).
   Returns the number of weight bytes, 0 on failure. */
static BENCH_UNUSED uint64_t bench_write_qwen35(const bench_q35 *q, const char *dir) {
    bench_tensor *t = (bench_tensor *)calloc(BENCH_MAX_TENSORS, sizeof(bench_tensor));
    uint64_t total;
    if (!t) return 0;
    mkdir(dir, 0755);
    if (!bench_write_qwen35_config(q, dir)) { free(t); return 0; }
    total = bench_write_safetensors(dir, t, bench_list_qwen35(q, t));
    free(t);
    return total;
}
#endif
