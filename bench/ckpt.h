/* ckpt.h - write random-weight Gemma 4 checkpoints with the exact tensor shapes of published models,
   as real Hugging Face directories (config.json + model.safetensors, bf16), so benchmarks measure
   loading too. Values are small uniform noise: the speed of a forward pass does not depend on them.
   Used by the benchmark programs; not part of the library. */
#ifndef OX_BENCH_CKPT_H
#define OX_BENCH_CKPT_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/stat.h>

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

typedef struct bench_tensor { char name[128]; int ndim; int64_t shape[3]; int dtype; /* 0 bf16, 1 i64, 2 f32 */ } bench_tensor;

static int bench_is_full(const bench_g4 *g, int i) { return (i + 1) % g->full_every == 0 || i == g->layers - 1; }

static int bench_list(const bench_g4 *g, bench_tensor *t) {
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

static void bench_layer_types(const bench_g4 *g, FILE *f) {
    int i;
    fprintf(f, "\"layer_types\": [");
    for (i = 0; i < g->layers; i++) fprintf(f, "%s\"%s\"", i ? ", " : "", bench_is_full(g, i) ? "full_attention" : "sliding_attention");
    fprintf(f, "]");
}

static int bench_write_config(const bench_g4 *g, const char *dir) {
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
static uint64_t bench_write_gemma4(const bench_g4 *g, const char *dir) {
    bench_tensor *t = (bench_tensor *)calloc(4096, sizeof(bench_tensor));
    char path[1024], *hdr;
    size_t hcap = 1 << 20, hl = 0;
    uint64_t off = 0, total, s = 0x243F6A8885A308D3ull;
    int n, i;
    FILE *f;
    struct stat st;
    if (!t) return 0;
    mkdir(dir, 0755);
    if (!bench_write_config(g, dir)) { free(t); return 0; }
    n = bench_list(g, t);
    hdr = (char *)malloc(hcap);
    hl += (size_t)snprintf(hdr + hl, hcap - hl, "{");
    for (i = 0; i < n; i++) {
        uint64_t bytes = (t[i].dtype == 1 ? 8u : 2u) * (uint64_t)t[i].shape[0] * (uint64_t)(t[i].ndim > 1 ? t[i].shape[1] : 1);
        if (t[i].ndim == 1)
            hl += (size_t)snprintf(hdr + hl, hcap - hl, "%s\"%s\":{\"dtype\":\"%s\",\"shape\":[%lld],\"data_offsets\":[%llu,%llu]}", i ? "," : "",
                                   t[i].name, t[i].dtype == 1 ? "I64" : "BF16", (long long)t[i].shape[0], (unsigned long long)off, (unsigned long long)(off + bytes));
        else
            hl += (size_t)snprintf(hdr + hl, hcap - hl, "%s\"%s\":{\"dtype\":\"BF16\",\"shape\":[%lld,%lld],\"data_offsets\":[%llu,%llu]}", i ? "," : "",
                                   t[i].name, (long long)t[i].shape[0], (long long)t[i].shape[1], (unsigned long long)off, (unsigned long long)(off + bytes));
        off += bytes;
    }
    hl += (size_t)snprintf(hdr + hl, hcap - hl, "}");
    while (hl % 8) hdr[hl++] = ' ';
    total = off;
    snprintf(path, sizeof path, "%s/model.safetensors", dir);
    if (stat(path, &st) == 0 && (uint64_t)st.st_size == 8 + hl + total) { free(hdr); free(t); return total; }
    if (!(f = fopen(path, "wb"))) { free(hdr); free(t); return 0; }
    {
        uint64_t h = hl;
        unsigned char le[8];
        int b;
        for (b = 0; b < 8; b++) le[b] = (unsigned char)(h >> (8 * b));
        fwrite(le, 1, 8, f);
        fwrite(hdr, 1, hl, f);
    }
    {
        enum { CHUNK = 1 << 22 };
        uint16_t *buf = (uint16_t *)malloc(CHUNK * sizeof(uint16_t));
        for (i = 0; i < n; i++) {
            uint64_t count = (uint64_t)t[i].shape[0] * (uint64_t)(t[i].ndim > 1 ? t[i].shape[1] : 1), done = 0;
            int is_norm = t[i].ndim == 1 && t[i].dtype == 0;
            if (t[i].dtype == 1) {   /* token ordering: a permutation (identity is one) */
                uint64_t k;
                for (k = 0; k < count; k++) { int64_t v = (int64_t)k; fwrite(&v, 8, 1, f); }
                continue;
            }
            while (done < count) {
                size_t m = count - done < CHUNK ? (size_t)(count - done) : CHUNK, k;
                for (k = 0; k < m; k++) {
                    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
                    /* bf16 of +-(1 + u) * 2^-6 for matrices, ~1 for norms and scalars */
                    buf[k] = (uint16_t)((is_norm ? 0x3F80 : 0x3C80) | (s & 0x7F) | ((s >> 20) & 0x8000 & (is_norm ? 0 : 0xFFFF)));
                }
                fwrite(buf, 2, m, f);
                done += m;
            }
        }
        free(buf);
    }
    fclose(f);
    free(hdr);
    free(t);
    return total;
}
#endif
