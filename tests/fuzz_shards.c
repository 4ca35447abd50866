/* libFuzzer harness for safetensors files and model.safetensors.index.json, as a sharded model
   loads them: the config.json is a real sharded fixture's, the index and the shards come from the
   input, and each shard the input leaves out (or gives empty) is the fixture's own.
     input: byte 0 picks the fixture (g4_sharded_f32, q35_mm_tied) and the load mode; the rest is
            model.safetensors.index.json, then up to three shards, each after the separator
            "\n--shard--\n" (the name model-0000K-of-00003.safetensors, K = 1..3).
   Each shard given is also parsed alone (the safetensors reader without a model); a model that
   loads is evaluated on 3 ids.
   Build: make build/fuzz_shards; seeds: tests/fuzz_corpus/fuzz_shards (-dict=tests/fuzz_corpus/json.dict). */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "fuzz_util.h"

static const char *const fz_fixtures[2] = {"g4_sharded_f32", "q35_mm_tied"};
static fz_blob fz_cfg[2], fz_shard[2][3];
static int fz_ready;

static void fz_init(void) {
    char rel[256];
    int i, k;
    for (i = 0; i < 2; i++) {
        snprintf(rel, sizeof rel, "tests/fixtures/%s/config.json", fz_fixtures[i]);
        fz_need(rel, &fz_cfg[i]);
        for (k = 0; k < 3; k++) {
            snprintf(rel, sizeof rel, "tests/fixtures/%s/model-0000%d-of-00003.safetensors", fz_fixtures[i], k + 1);
            fz_need(rel, &fz_shard[i][k]);
        }
    }
    fz_ready = 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const names[3] = {"model-00001-of-00003.safetensors", "model-00002-of-00003.safetensors", "model-00003-of-00003.safetensors"};
    const uint8_t *part[4];
    size_t len[4];
    int np, fx, k;
    ox_file files[5];
    ox_model_desc md;
    ox_model *m = NULL;
    ox_allocator a;
    if (!fz_ready) fz_init();
    if (size < 1) return 0;
    fx = data[0] & 1;
    a = fz_allocator();
    np = fz_split(data + 1, size - 1, "\n--shard--\n", 11, part, len, 4);
    files[0].name = "config.json"; files[0].data = fz_cfg[fx].data; files[0].size = fz_cfg[fx].size;
    files[1].name = "model.safetensors.index.json"; files[1].data = part[0]; files[1].size = len[0];
    for (k = 0; k < 3; k++) {
        files[2 + k].name = names[k];
        if (1 + k < np && len[1 + k]) {
            ox__stfile f;
            files[2 + k].data = part[1 + k]; files[2 + k].size = len[1 + k];
            if (ox__st_parse(&f, names[k], part[1 + k], len[1 + k], &a) == OX_OK) ox__st_free(&f, &a);
        } else {
            files[2 + k].data = fz_shard[fx][k].data; files[2 + k].size = fz_shard[fx][k].size;
        }
    }
    memset(&md, 0, sizeof md);
    md.files = files; md.n_files = 5; md.n_threads = 1; md.skip_tokenizer = 1;
    md.allocator = a;
    md.load_mode = data[0] & 2 ? OX_LOAD_READ : OX_LOAD_DEFAULT;
    if (ox_model_load(&md, &m) == OX_OK) fz_eval_and_free(m);
    fz_check_leak("fuzz_shards");
    return 0;
}
