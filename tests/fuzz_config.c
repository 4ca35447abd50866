/* libFuzzer harness for config.json and generation_config.json through each architecture's reader.
   The weights are a real fixture's model.safetensors (tests/fixtures), so a config that stays close
   to the fixture's gets past the reader into tensor checks, context creation and evaluation.
     input: byte 0 picks the fixture (below); the rest is config.json, then optionally a NUL and
            generation_config.json (read by the drafter, whose rounds it sizes).
   A loaded target model is evaluated on 3 ids; a loaded drafter drafts for 4 tokens against
   g4_e2b_like (its fixtures' target).
   Build: make build/fuzz_config; seeds: tests/fuzz_corpus/fuzz_config. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "fuzz_util.h"

static const char *const fz_fixtures[] = {
    "g4_e2b_like", "g4_keqv_untied", "g4_moe_mm", "g4_f16", "g4_sharded_f32",
    "g4_draft_plain", "q35_mm_tied", "q35_moe", "q35_long_untied"};
#define FZ_NFIX ((int)(sizeof fz_fixtures / sizeof fz_fixtures[0]))
enum { FZ_DRAFT = 5 };
static fz_blob fz_st[FZ_NFIX][3], fz_index[FZ_NFIX]; /* three shards + an index, or one file */
static ox_model *fz_target; /* g4_e2b_like as it is, the drafter's target */

static void fz_init(void) {
    char rel[256];
    int i, k;
    for (i = 0; i < FZ_NFIX; i++) {
        snprintf(rel, sizeof rel, "tests/fixtures/%s/model.safetensors.index.json", fz_fixtures[i]);
        if (fz_fixture(rel, &fz_index[i])) {
            for (k = 0; k < 3; k++) {
                snprintf(rel, sizeof rel, "tests/fixtures/%s/model-0000%d-of-00003.safetensors", fz_fixtures[i], k + 1);
                fz_need(rel, &fz_st[i][k]);
            }
        } else {
            snprintf(rel, sizeof rel, "tests/fixtures/%s/model.safetensors", fz_fixtures[i]);
            fz_need(rel, &fz_st[i][0]);
        }
    }
    {
        ox_model_desc md;
        static fz_blob cfg; /* lives as long as the target */
        ox_file f[2];
        fz_need("tests/fixtures/g4_e2b_like/config.json", &cfg);
        f[0].name = "config.json"; f[0].data = cfg.data; f[0].size = cfg.size;
        f[1].name = "model.safetensors"; f[1].data = fz_st[0][0].data; f[1].size = fz_st[0][0].size;
        memset(&md, 0, sizeof md);
        md.files = f; md.n_files = 2; md.n_threads = 1; md.load_mode = OX_LOAD_READ;
        if (ox_model_load(&md, &fz_target) != OX_OK) { fprintf(stderr, "fuzz_config: g4_e2b_like: %s\n", ox_error_message()); abort(); }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const uint8_t *part[2];
    size_t len[2];
    int np, fx, nf = 0, k;
    ox_file files[6];
    ox_model_desc md;
    ox_model *m = NULL;
    if (!fz_target) fz_init();
    if (size < 1) return 0;
    fx = data[0] % FZ_NFIX;
    {   /* config.json, then after the first NUL generation_config.json */
        const uint8_t *nul = (const uint8_t *)memchr(data + 1, 0, size - 1);
        part[0] = data + 1;
        len[0] = nul ? (size_t)(nul - data - 1) : size - 1;
        np = nul ? 2 : 1;
        if (nul) { part[1] = nul + 1; len[1] = size - 1 - len[0] - 1; }
    }
    files[nf].name = "config.json"; files[nf].data = part[0]; files[nf].size = len[0]; nf++;
    if (np == 2) { files[nf].name = "generation_config.json"; files[nf].data = part[1]; files[nf].size = len[1]; nf++; }
    if (fz_index[fx].data) {
        static const char *const names[3] = {"model-00001-of-00003.safetensors", "model-00002-of-00003.safetensors", "model-00003-of-00003.safetensors"};
        for (k = 0; k < 3; k++) { files[nf].name = names[k]; files[nf].data = fz_st[fx][k].data; files[nf].size = fz_st[fx][k].size; nf++; }
        files[nf].name = "model.safetensors.index.json"; files[nf].data = fz_index[fx].data; files[nf].size = fz_index[fx].size; nf++;
    } else {
        files[nf].name = "model.safetensors"; files[nf].data = fz_st[fx][0].data; files[nf].size = fz_st[fx][0].size; nf++;
    }
    memset(&md, 0, sizeof md);
    md.files = files; md.n_files = nf; md.n_threads = 1; md.skip_tokenizer = 1;
    md.allocator = fz_allocator();
    md.load_mode = (data[0] / FZ_NFIX) & 1 ? OX_LOAD_READ : OX_LOAD_DEFAULT;
    if (ox_model_load(&md, &m) == OX_OK) {
        ox_context_desc cd;
        ox_context *c = NULL;
        memset(&cd, 0, sizeof cd);
        cd.n_ctx = 16; cd.n_batch = 4;
        if (fx == FZ_DRAFT) {
            if (ox_context_new(fz_target, &cd, &c) == OX_OK) {
                int32_t prompt[3] = {2, 10, 20}, out[4];
                ox_generate_desc gd;
                memset(&gd, 0, sizeof gd);
                gd.prompt = prompt; gd.n_prompt = 3; gd.max_tokens = 4; gd.draft = m;
                ox_generate(c, &gd, out, NULL);
                ox_context_free(c);
            }
        } else if (ox_context_new(m, &cd, &c) == OX_OK) {
            int32_t ids[6] = {0, 1, 2, 3, 4, 5};
            int v = ox_model_vocab_size(m);
            if (ox_eval(c, ids, 6, -1) == OX_OK && v > 0) {
                ids[0] = v - 1;
                ox_eval(c, ids, 1, 1);
            }
            ox_context_free(c);
        }
        ox_model_free(m);
    }
    fz_check_leak("fuzz_config");
    return 0;
}
