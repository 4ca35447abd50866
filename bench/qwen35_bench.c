/* Qwen 3.5 benchmark at the real shapes of Qwen3.5-0.8B and 2B with random bf16 weights, written as
   a real model directory (config.json + model.safetensors) in a temp folder and loaded through the
   public API. Prints the machine's read bandwidth measured in the same run, then per model: prefill
   and decode tokens/s, decode GB/s of weights streamed, and what truncation costs (the replay of
   the linear-attention state vs copying per-token state snapshots).
   Build:  gcc -std=c99 -O2 -o /tmp/q35bench bench/qwen35_bench.c -lm -lpthread
   Run:    /tmp/q35bench [0.8b|2b|all] [-t THREADS] [-p PREFILL] [-n DECODE] [--dir TMPDIR]
   Shapes: 0.8B from its published config.json (docs/qwen35.md section 9); 2B: H 2048, I 6144, 24
   layers (3 linear : 1 full), 8 heads / 2 KV heads of 256, 16/16 linear heads of 128, tied. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

typedef struct shape {
    const char *name;
    int H, I, L, nH, nKV, hd, Hk, Hv, dk, dv, V;
} shape;
static const shape shapes[] = {
    {"0.8b", 1024, 3584, 24, 8, 2, 256, 16, 16, 128, 128, 248320},
    {"2b", 2048, 6144, 24, 8, 2, 256, 16, 16, 128, 128, 248320},
};

static uint32_t rng = 2463534242u;
static uint16_t rnd_bf16(float scale) {
    float f;
    uint32_t u;
    rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5;
    f = ((float)(rng >> 8) / 16777216.0f - 0.5f) * 3.4641f * scale; /* uniform, std = scale */
    memcpy(&u, &f, 4);
    return (uint16_t)(u >> 16);
}

/* ---- writing the model directory -------------------------------------------------------------- */
typedef struct tdesc { char name[96]; int nd; long long d[3]; float scale; int f32; } tdesc;
static tdesc *tl;
static int n_tl, cap_tl;
static void add(const char *name, int nd, long long d0, long long d1, long long d2, float scale) {
    if (n_tl == cap_tl) { cap_tl = cap_tl ? 2 * cap_tl : 256; tl = (tdesc *)realloc(tl, (size_t)cap_tl * sizeof *tl); }
    snprintf(tl[n_tl].name, sizeof tl[n_tl].name, "%s", name);
    tl[n_tl].nd = nd; tl[n_tl].d[0] = d0; tl[n_tl].d[1] = d1; tl[n_tl].d[2] = d2; tl[n_tl].scale = scale; tl[n_tl].f32 = 0;
    n_tl++;
}
static size_t nel(const tdesc *t) { size_t n = 1; int k; for (k = 0; k < t->nd; k++) n *= (size_t)t->d[k]; return n; }

static int write_model(const shape *s, const char *dir) {
    char path[600], nm[96], *hdr;
    size_t hcap = 1 << 20, hl = 0, off = 0, pad, k;
    int i, j;
    FILE *f;
    uint16_t *buf;
    long long C = 2LL * s->Hk * s->dk + (long long)s->Hv * s->dv;
    n_tl = 0;
    add("model.language_model.embed_tokens.weight", 2, s->V, s->H, 0, 0.02f);
    add("model.language_model.norm.weight", 1, s->H, 0, 0, 0.1f);
    for (i = 0; i < s->L; i++) {
        int full = (i + 1) % 4 == 0;
#define N(x) (snprintf(nm, sizeof nm, "model.language_model.layers.%d.%s", i, x), nm)
        add(N("input_layernorm.weight"), 1, s->H, 0, 0, 0.1f);
        add(N("post_attention_layernorm.weight"), 1, s->H, 0, 0, 0.1f);
        if (full) {
            add(N("self_attn.q_proj.weight"), 2, 2LL * s->nH * s->hd, s->H, 0, 0.02f);
            add(N("self_attn.k_proj.weight"), 2, (long long)s->nKV * s->hd, s->H, 0, 0.02f);
            add(N("self_attn.v_proj.weight"), 2, (long long)s->nKV * s->hd, s->H, 0, 0.02f);
            add(N("self_attn.o_proj.weight"), 2, s->H, (long long)s->nH * s->hd, 0, 0.02f);
            add(N("self_attn.q_norm.weight"), 1, s->hd, 0, 0, 0.1f);
            add(N("self_attn.k_norm.weight"), 1, s->hd, 0, 0, 0.1f);
        } else {
            add(N("linear_attn.in_proj_qkv.weight"), 2, C, s->H, 0, 0.02f);
            add(N("linear_attn.in_proj_z.weight"), 2, (long long)s->Hv * s->dv, s->H, 0, 0.02f);
            add(N("linear_attn.in_proj_b.weight"), 2, s->Hv, s->H, 0, 0.02f);
            add(N("linear_attn.in_proj_a.weight"), 2, s->Hv, s->H, 0, 0.02f);
            add(N("linear_attn.conv1d.weight"), 3, C, 1, 4, 0.3f);
            add(N("linear_attn.dt_bias"), 1, s->Hv, 0, 0, 0.5f);
            add(N("linear_attn.A_log"), 1, s->Hv, 0, 0, 0.5f);
            add(N("linear_attn.norm.weight"), 1, s->dv, 0, 0, 0.1f);
            add(N("linear_attn.out_proj.weight"), 2, s->H, (long long)s->Hv * s->dv, 0, 0.02f);
        }
        add(N("mlp.gate_proj.weight"), 2, s->I, s->H, 0, 0.02f);
        add(N("mlp.up_proj.weight"), 2, s->I, s->H, 0, 0.02f);
        add(N("mlp.down_proj.weight"), 2, s->H, s->I, 0, 0.02f);
#undef N
    }
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/config.json", dir);
    if (!(f = fopen(path, "w"))) return 0;
    fprintf(f, "{\"model_type\": \"qwen3_5\", \"tie_word_embeddings\": true, \"text_config\": {\"model_type\": \"qwen3_5_text\", "
               "\"vocab_size\": %d, \"hidden_size\": %d, \"intermediate_size\": %d, \"num_hidden_layers\": %d, "
               "\"num_attention_heads\": %d, \"num_key_value_heads\": %d, \"head_dim\": %d, \"linear_num_key_heads\": %d, "
               "\"linear_num_value_heads\": %d, \"linear_key_head_dim\": %d, \"linear_value_head_dim\": %d, "
               "\"linear_conv_kernel_dim\": 4, \"full_attention_interval\": 4, \"max_position_embeddings\": 262144, "
               "\"rms_norm_eps\": 1e-6, \"hidden_act\": \"silu\", \"rope_parameters\": {\"rope_type\": \"default\", "
               "\"rope_theta\": 10000000, \"partial_rotary_factor\": 0.25, \"mrope_section\": [11, 11, 10], \"mrope_interleaved\": true}}}\n",
            s->V, s->H, s->I, s->L, s->nH, s->nKV, s->hd, s->Hk, s->Hv, s->dk, s->dv);
    fclose(f);
    hdr = (char *)malloc(hcap);
    hl += (size_t)snprintf(hdr + hl, hcap - hl, "{");
    for (i = 0; i < n_tl; i++) {
        size_t nb = nel(&tl[i]) * 2;
        hl += (size_t)snprintf(hdr + hl, hcap - hl, "%s\"%s\":{\"dtype\":\"BF16\",\"shape\":[", i ? "," : "", tl[i].name);
        for (j = 0; j < tl[i].nd; j++) hl += (size_t)snprintf(hdr + hl, hcap - hl, j ? ",%lld" : "%lld", tl[i].d[j]);
        hl += (size_t)snprintf(hdr + hl, hcap - hl, "],\"data_offsets\":[%zu,%zu]}", off, off + nb);
        off += nb;
    }
    hl += (size_t)snprintf(hdr + hl, hcap - hl, "}");
    pad = (8 - hl % 8) % 8;
    for (k = 0; k < pad; k++) hdr[hl++] = ' ';
    snprintf(path, sizeof path, "%s/model.safetensors", dir);
    if (!(f = fopen(path, "wb"))) return 0;
    {
        uint64_t h = hl;
        unsigned char b8[8];
        for (k = 0; k < 8; k++) b8[k] = (unsigned char)(h >> (8 * k));
        fwrite(b8, 1, 8, f);
        fwrite(hdr, 1, hl, f);
    }
    buf = (uint16_t *)malloc((size_t)1 << 24);
    for (i = 0; i < n_tl; i++) {
        size_t n = nel(&tl[i]), done = 0;
        while (done < n) {
            size_t m = n - done < ((size_t)1 << 23) ? n - done : ((size_t)1 << 23);
            for (k = 0; k < m; k++) buf[k] = rnd_bf16(tl[i].scale);
            fwrite(buf, 2, m, f);
            done += m;
        }
    }
    free(buf);
    free(hdr);
    return fclose(f) == 0;
}

/* ---- machine read bandwidth (as bench/kernels_bench.c measures it) ----------------------------- */
typedef struct { const uint64_t *a; size_t n; uint64_t sum[64]; } bw_job;
static void bw_task(void *arg, int ith, int nth) {
    bw_job *j = (bw_job *)arg;
    size_t per = j->n / nth / 8, i;
    const uint64_t *p = j->a + per * 8 * ith;
    uint64_t s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int k;
    for (i = 0; i < per; i += 8)
        for (k = 0; k < 8; k++) s[k] += p[k * per + i] + p[k * per + i + 1] + p[k * per + i + 2] + p[k * per + i + 3] +
                                       p[k * per + i + 4] + p[k * per + i + 5] + p[k * per + i + 6] + p[k * per + i + 7];
    j->sum[ith] = s[0] + s[1] + s[2] + s[3] + s[4] + s[5] + s[6] + s[7];
}
static double read_bandwidth(int threads) {
    size_t n = (size_t)128 << 20, i;
    uint64_t *a = (uint64_t *)malloc(n * 8);
    ox__pool *p = ox__pool_new(threads, NULL);
    bw_job j;
    double t, best = 0;
    int rep;
    for (i = 0; i < n; i++) a[i] = i;
    j.a = a; j.n = n;
    for (rep = 0; rep < 3; rep++) {
        t = ox__now();
        ox__pool_run(p, bw_task, &j);
        t = ox__now() - t;
        if (n * 8 / t > best) best = n * 8 / t;
    }
    ox__pool_free(p);
    free(a);
    return best / 1e9;
}

/* Bytes of weights a decoded token reads: every tensor in the file (the tied embedding table is read
   in full as the head; its one row as the embedding is negligible). */
static double weight_bytes_per_token(const ox_model *m) {
    double b = 0;
    int i;
    for (i = 0; i < m->n_index; i++) b += (double)m->index[i]->nbytes;
    return b;
}

static void bench_one(const shape *s, const char *root, int threads, int P, int ND) {
    char dir[512];
    struct stat sb;
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *m = NULL;
    ox_context *c = NULL;
    int32_t *ids;
    int i;
    double t, wb;
    snprintf(dir, sizeof dir, "%s/qwen35_bench_%s", root, s->name);
    {
        char p2[600];
        snprintf(p2, sizeof p2, "%s/model.safetensors", dir);
        if (stat(p2, &sb) != 0) {
            t = ox__now();
            if (!write_model(s, dir)) { fprintf(stderr, "cannot write %s\n", dir); return; }
            printf("  wrote %s in %.1f s\n", dir, ox__now() - t);
        }
    }
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.n_threads = threads;
    if (ox_model_load(&md, &m) != OX_OK) { fprintf(stderr, "load: %s\n", ox_error_message()); return; }
    wb = weight_bytes_per_token(m);
    printf("\nQwen3.5-%s shapes: H %d, I %d, %d layers, %d/%d heads of %d, linear %d/%d heads of %d/%d, vocab %d; "
           "%.2f GB of bf16 weights; kernels %s, %d threads\n",
           s->name, s->H, s->I, s->L, s->nH, s->nKV, s->hd, s->Hk, s->Hv, s->dk, s->dv, s->V, wb / 1e9, m->kern->name, threads);
    ids = (int32_t *)malloc((size_t)(P + ND + 16) * sizeof(int32_t));
    for (i = 0; i < P + ND + 16; i++) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; ids[i] = (int32_t)(rng % (uint32_t)s->V); }
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = P + ND + 64;
    cd.n_batch = 256;
    if (ox_context_new(m, &cd, &c) != OX_OK) { fprintf(stderr, "context: %s\n", ox_error_message()); ox_model_free(m); return; }
    {
        const ox__q35state *st = (const ox__q35state *)c->arch_state;
        const ox__q35model *qm = (const ox__q35model *)m->arch_data;
        double state_mb = (double)st->s_layer * qm->n_lin * 4 / 1e6, log_mb = (double)qm->n_lin * st->log_cap * st->log_row * 4 / 1e6;
        printf("  state: recurrent %.1f MB per copy (x3: live, previous step, base), replay log %.1f MB (n_batch %d), "
               "KV %.1f MB (n_ctx %d)\n", state_mb, log_mb, c->n_batch,
               (double)qm->n_full * 2 * cd.n_ctx * s->nKV * s->hd * 4 / 1e6, cd.n_ctx);
    }
    {
        double tp, td;
        ox_reset(c);
        t = ox__now();
        if (ox_eval(c, ids, P, 1) != OX_OK) fprintf(stderr, "eval: %s\n", ox_error_message());
        tp = ox__now() - t;
        for (i = 0; i < 3; i++) { int32_t id = ids[i]; ox_eval(c, &id, 1, 1); } /* warm up (page cache, caches) */
        t = ox__now();
        for (i = 0; i < ND; i++) {
            int32_t id = ids[P + i];
            if (ox_eval(c, &id, 1, 1) != OX_OK) { fprintf(stderr, "eval: %s\n", ox_error_message()); break; }
        }
        td = ox__now() - t;
        printf("  prefill %d tokens: %.2f s, %.1f tok/s;  decode %d tokens: %.1f tok/s, %.1f ms/token, %.1f GB/s of weights\n",
               P, tp, P / tp, ND, ND / td, 1e3 * td / ND, wb * ND / td / 1e9);
    }
    /* truncation: replay from the last step's snapshot (speculative decoding) vs copying snapshots */
    {
        ox__q35state *st = (ox__q35state *)c->arch_state;
        const ox__q35model *qm = (const ox__q35model *)m->arch_data;
        size_t bytes = st->s_layer * (size_t)qm->n_lin * 4;
        float *copy = (float *)malloc(bytes);
        int k, pos;
        double tc = 1e9, tr;
        for (k = 0; k < 3; k++) {
            t = ox__now();
            memcpy(copy, st->S[0], bytes);
            t = ox__now() - t;
            if (t < tc) tc = t;
        }
        printf("  snapshot of the recurrent state: %.1f MB, memcpy %.2f ms (per token if kept per position; "
               "x n_batch %d = %.0f MB to go back n_batch positions)\n", bytes / 1e6, 1e3 * tc, c->n_batch, bytes * (double)c->n_batch / 1e6);
        /* a verify step of 9 tokens, then truncate to keep 1..8 of them */
        pos = ox_context_position(c);
        for (k = 1; k <= 8; k *= 2) {
            double tv;
            ox_truncate(c, pos);
            t = ox__now();
            ox_eval(c, ids + 8, 9, -1);
            tv = ox__now() - t;
            t = ox__now();
            ox_truncate(c, pos + k);
            tr = ox__now() - t;
            printf("  verify step of 9 tokens %.1f ms, then truncate to keep %d: replay %.2f ms (%.2f ms per token replayed)\n",
                   1e3 * tv, k, 1e3 * tr, 1e3 * tr / k);
        }
        /* further back than the last step: replay from the base, up to n_batch - 1 tokens */
        ox_truncate(c, pos);
        for (k = 0; k < 8; k++) { int32_t id = ids[k]; ox_eval(c, &id, 1, 1); }
        {
            int p1 = ox_context_position(c), nrep = p1 - 8 - st->base_pos;
            t = ox__now();
            if (ox_truncate(c, p1 - 8) == OX_OK)
                printf("  truncate back 8 positions over 8 single-token steps (from the base: %d tokens replayed): %.1f ms\n", nrep, 1e3 * (ox__now() - t));
        }
        /* the base moves forward one token per decode step once the log is full: that is one extra
           recurrence step of every linear layer per token */
        t = ox__now();
        for (k = 0; k < 8; k++) ox__q35_replay(c, st->S[2], st->S[2], st->base_pos, 1);
        printf("  one-token replay of all linear layers (what the base costs per decoded token): %.2f ms\n", 1e3 * (ox__now() - t) / 8);
        free(copy);
    }
    free(ids);
    ox_context_free(c);
    ox_model_free(m);
}

int main(int argc, char **argv) {
    const char *which = "all", *root = "/tmp";
    int threads = 0, P = 256, ND = 32, i;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-t") && i + 1 < argc) threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-p") && i + 1 < argc) P = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-n") && i + 1 < argc) ND = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--dir") && i + 1 < argc) root = argv[++i];
        else which = argv[i];
    }
    if (!threads) threads = ox__cpu_count();
    {
        double la[3] = {0, 0, 0};
        FILE *f = fopen("/proc/loadavg", "r");
        if (f) { if (fscanf(f, "%lf %lf %lf", &la[0], &la[1], &la[2]) != 3) la[0] = -1; fclose(f); }
        printf("load average before the run: %.2f (other processes share these cores and memory)\n", la[0]);
    }
    printf("machine: %d cores; read bandwidth %.1f GB/s (1 thread), %.1f GB/s (%d threads)\n", ox__cpu_count(),
           read_bandwidth(1), read_bandwidth(threads), threads);
    for (i = 0; i < (int)(sizeof shapes / sizeof shapes[0]); i++)
        if (!strcmp(which, "all") || !strcmp(which, shapes[i].name)) bench_one(&shapes[i], root, threads, P, ND);
    return 0;
}
