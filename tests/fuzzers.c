/* All libFuzzer harnesses (tests/fuzz_*.c) in one program, so that make test compiles the header
   under the fuzzer and sanitizers once instead of once per harness. The harness runs by the name the
   program is called with: build/fuzz_chat, build/fuzz_load, ... are links to build/fuzzers (or
   FZ_HARNESS=fuzz_chat build/fuzzers ...). Each harness file still builds alone as before
   (clang -fsanitize=fuzzer,address,undefined tests/fuzz_chat.c); a new one is added to both lists
   below, or the build here fails on the name in the Makefile's list that it does not know.

   Each harness file is included with its file-scope names renamed by the harness's name (the union
   of the names the harnesses use: renaming one a harness does not have is harmless, and a name
   forgotten here collides at compile time instead of going unnoticed). */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "fuzz_util.h"

#define fz_tok fz_tok_chat
#define fz_ready fz_ready_chat
#define fz_init fz_init_chat
#define LLVMFuzzerTestOneInput fz_one_chat
#include "fuzz_chat.c"
#undef fz_tok
#undef fz_ready
#undef fz_init
#undef LLVMFuzzerTestOneInput
#undef FZ_NTPL
#undef FZ_MAXMSG

#define fz_fixtures fz_fixtures_config
#define fz_st fz_st_config
#define fz_index fz_index_config
#define fz_target fz_target_config
#define fz_init fz_init_config
#define LLVMFuzzerTestOneInput fz_one_config
#include "fuzz_config.c"
#undef fz_fixtures
#undef fz_st
#undef fz_index
#undef fz_target
#undef fz_init
#undef LLVMFuzzerTestOneInput
#undef FZ_NFIX

#define fz_fill fz_fill_jinja
#define LLVMFuzzerTestOneInput fz_one_jinja
#include "fuzz_jinja.c"
#undef fz_fill
#undef LLVMFuzzerTestOneInput

#define LLVMFuzzerTestOneInput fz_one_load
#include "fuzz_load.c"
#undef LLVMFuzzerTestOneInput

#define fz_fixtures fz_fixtures_shards
#define fz_cfg fz_cfg_shards
#define fz_shard fz_shard_shards
#define fz_ready fz_ready_shards
#define fz_init fz_init_shards
#define LLVMFuzzerTestOneInput fz_one_shards
#include "fuzz_shards.c"
#undef fz_fixtures
#undef fz_cfg
#undef fz_shard
#undef fz_ready
#undef fz_init
#undef LLVMFuzzerTestOneInput

#define fz_tj fz_tj_tokconfig
#define LLVMFuzzerTestOneInput fz_one_tokconfig
#include "fuzz_tokconfig.c"
#undef fz_tj
#undef LLVMFuzzerTestOneInput

#define fz_tok fz_tok_tokenize
#define fz_ntok fz_ntok_tokenize
#define fz_ready fz_ready_tokenize
#define fz_fail fz_fail_tokenize
#define fz_init fz_init_tokenize
#define LLVMFuzzerInitialize fz_start_tokenize
#define LLVMFuzzerTestOneInput fz_one_tokenize
#include "fuzz_tokenize.c"
#undef fz_tok
#undef fz_ntok
#undef fz_ready
#undef fz_fail
#undef fz_init
#undef LLVMFuzzerInitialize
#undef LLVMFuzzerTestOneInput
#undef FZ_MAXIDS

#define fz_bytelevel fz_bytelevel_tokenizer
#define fz_metaspace fz_metaspace_tokenizer
#define fz_toks fz_toks_tokenizer
#define fz_exercise fz_exercise_tokenizer
#define LLVMFuzzerTestOneInput fz_one_tokenizer
#include "fuzz_tokenizer.c"
#undef fz_bytelevel
#undef fz_metaspace
#undef fz_toks
#undef fz_exercise
#undef LLVMFuzzerTestOneInput
#undef FZ_TEXT_MAX

typedef int (*fz_entry)(const uint8_t *data, size_t size);
static const struct { const char *name; fz_entry one; int (*start)(int *, char ***); } fz_harnesses[] = {
    {"fuzz_chat", fz_one_chat, NULL},           {"fuzz_config", fz_one_config, NULL},
    {"fuzz_jinja", fz_one_jinja, NULL},         {"fuzz_load", fz_one_load, NULL},
    {"fuzz_shards", fz_one_shards, NULL},       {"fuzz_tokconfig", fz_one_tokconfig, NULL},
    {"fuzz_tokenize", fz_one_tokenize, fz_start_tokenize}, {"fuzz_tokenizer", fz_one_tokenizer, NULL},
};
#define FZ_NHARNESS ((int)(sizeof fz_harnesses / sizeof fz_harnesses[0]))
static fz_entry fz_current;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv) {
    const char *name = getenv("FZ_HARNESS"), *slash;
    int i;
    if (!name || !*name) {
        name = (*argv)[0];
        slash = strrchr(name, '/');
        if (slash) name = slash + 1;
    }
    for (i = 0; i < FZ_NHARNESS; i++)
        if (strcmp(name, fz_harnesses[i].name) == 0) {
            fz_current = fz_harnesses[i].one;
            return fz_harnesses[i].start ? fz_harnesses[i].start(argc, argv) : 0;
        }
    fprintf(stderr, "fuzzers: run as one of the harnesses (a link named so, or FZ_HARNESS=name):");
    for (i = 0; i < FZ_NHARNESS; i++) fprintf(stderr, " %s", fz_harnesses[i].name);
    fprintf(stderr, "\n");
    exit(2);
}
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return fz_current(data, size); }
