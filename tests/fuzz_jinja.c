/* libFuzzer harness for the Jinja engine (section 14).
     clang -g -O1 -fsanitize=fuzzer,address,undefined -o build/fuzz_jinja tests/fuzz_jinja.c -lm -lpthread
     build/fuzz_jinja -max_total_time=60 [corpus-dir]
   The input is a template, then optionally a NUL byte and a JSON object of variables (the seeds:
   the real templates of tests/fixtures/jinja with a conversation's variables, written by
   tests/fuzz.sh). The render runs under small limits (memory, output, steps, macro depth) so that
   hostile templates stop quickly; any outcome but a crash, a leak or undefined behaviour passes,
   and an error must come with a message. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include <stdint.h>
#include <stdlib.h>

static void fz_fill(ox__jix *J, ox__jidict *vars, void *user) {
    const ox__json *root = (const ox__json *)user, *c;
    if (!root || root->type != OX__JOBJ) return;
    for (c = root->child; c; c = c->next) ox__jidict_set(J, vars, ox__jiv_str(J, c->key, c->key_len), ox__jiv_from_json(J, c, 0));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const ox__jinja_limits lim = { (size_t)16 << 20, (size_t)1 << 20, 200000ull, 16 };
    const char *p = (const char *)data;
    const char *nul = (const char *)memchr(p, 0, size);
    size_t tn = nul ? (size_t)(nul - p) : size;
    ox__jdoc doc;
    char *out = NULL;
    size_t on = 0;
    ox_result r;
    memset(&doc, 0, sizeof doc);
    if (nul && ox__json_parse(&doc, nul + 1, size - tn - 1, "vars", NULL) != OX_OK) memset(&doc, 0, sizeof doc);
    r = ox__jinja_render(p, tn, "t", fz_fill, (void *)doc.root, 1735689600, &lim, NULL, &out, &on);
    if (r == OX_OK) {
        if (!out || out[on] != 0) abort();
    } else if (out || !ox_error_message()[0]) abort();
    free(out);
    ox__json_free(&doc);
    return 0;
}
