/* The test runner: one binary holding every C test. It includes the implementation so tests can
   reach internal (ox__) functions. Usage: oxtest [-v] [area ...]  (areas: see the table below). */
#define OXINFER_IMPLEMENTATION
/* a token's GLU on the pool at the fixtures' widths too: the bit-exact table (made with it on the
   caller) then shows that sharing it out changes no number */
#define OX__G4_GLU_POOL 16
#include "../oxinfer.h"
#include "test.h"
#include "fixture.h"
#include <stdlib.h>

int test_passed, test_failed, test_cur_failed, test_verbose;
const char *test_cur_name = "", *test_cur_tag = "";

#include "test_json.c"
#include "test_safetensors.c"
#include "test_kernels.c"
#include "test_model.c"
#include "test_drafter.c"
#include "test_qwen35.c"
#include "test_mtp.c"
#include "test_malformed.c"
#include "test_tokenizer.c"
#include "test_generate.c"
#include "test_reliability.c"
#include "test_jinja.c"
#include "test_bitexact.c"
#include "test_quant.c"

static const struct { const char *name; void (*fn)(void); } areas[] = {
    {"json", test_area_json},
    {"safetensors", test_area_safetensors},
    {"kernels", test_area_kernels},
    {"model", test_area_model},
    {"drafter", test_area_drafter},
    {"qwen35", test_area_qwen35},
    {"mtp", test_area_mtp},
    {"malformed", test_area_malformed},
    {"tokenizer", test_area_tokenizer},
    {"generate", test_area_generate},
    {"reliability", test_area_reliability},
    {"threads", test_area_threads},
    {"jinja", test_area_jinja},
    {"bitexact", test_area_bitexact},
    {"quant", test_area_quant},
};

int main(int argc, char **argv) {
    int i, a, any = 0;
    for (i = 1; i < argc; i++) if (!strcmp(argv[i], "-v")) test_verbose = 1;
    for (a = 0; a < (int)(sizeof areas / sizeof areas[0]); a++) {
        int want = 1;
        for (i = 1; i < argc; i++) if (argv[i][0] != '-') { want = 0; break; }
        for (i = 1; i < argc; i++) if (!strcmp(argv[i], areas[a].name)) want = 1;
        if (!want) continue;
        any = 1;
        areas[a].fn();
    }
    if (!any) { fprintf(stderr, "oxtest: no such area\n"); return 2; }
    printf("%d passed, %d failed\n", test_passed, test_failed);
    return test_failed ? 1 : 0;
}
