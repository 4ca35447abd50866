/* libFuzzer harness for the parsers and the loader: the first byte picks the target.
     0: JSON text   1: a safetensors file   2: a model (config.json + model.safetensors from the
     input, split at the first NUL byte), evaluated on a few tokens when it loads.
   Build: clang -g -O1 -fsanitize=fuzzer,address,undefined tests/fuzz_load.c -lm -lpthread
   Seeds: tests/fuzz_corpus/fuzz_load, and tests/fuzz.sh makes one of each kind from the fixtures. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "fuzz_util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static ox_allocator a;
    if (!a.alloc) a = fz_allocator();
    if (size < 1) return 0;
    switch (data[0] % 3) {
    case 0: {
        ox__jdoc d;
        if (ox__json_parse(&d, (const char *)data + 1, size - 1, "fuzz.json", &a) == OX_OK) ox__json_free(&d);
        break;
    }
    case 1: {
        ox__stfile f;
        if (ox__st_parse(&f, "fuzz.safetensors", data + 1, size - 1, &a) == OX_OK) ox__st_free(&f, &a);
        break;
    }
    default: {
        const uint8_t *nul = (const uint8_t *)memchr(data + 1, 0, size - 1);
        ox_file files[2];
        ox_model_desc md;
        ox_model *m = NULL;
        if (!nul) break;
        memset(&md, 0, sizeof md);
        files[0].name = "config.json"; files[0].data = data + 1; files[0].size = (size_t)(nul - data - 1);
        files[1].name = "model.safetensors"; files[1].data = nul + 1; files[1].size = size - (size_t)(nul - data) - 1;
        md.files = files; md.n_files = 2; md.n_threads = 1; md.allocator = a;
        if (ox_model_load(&md, &m) == OX_OK) fz_eval_and_free(m);
        break;
    }
    }
    fz_check_leak("fuzz_load");
    return 0;
}
