/* libFuzzer harness for tokenization and detokenization of arbitrary bytes with real tokenizers,
   through the public API: Gemma 3 and Qwen 3 (build/tokenizers/, `make tokenizers`; skipped with a
   note when absent), the shipped models/kjv-gemma4 and tests/fixtures/tiny_tokenizer.
     input: byte 0: bits 0-1 the tokenizer, bits 2-3 the ox_tokenize flags, bit 4 SKIP_SPECIAL;
            the rest: the text, and also (read as little-endian int32s) a list of ids to decode.
   Besides "no crash", it checks what the header promises of short buffers: a tokenize that does
   not fit reports the full count and writes a prefix of the ids; a detokenize that does not fit
   writes a NUL-terminated prefix of the text.
   Build: make build/fuzz_tokenize; seeds: tests/fuzz_corpus/fuzz_tokenize. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "fuzz_util.h"

static ox_tokenizer *fz_tok[4];
static int fz_ntok, fz_ready;

static void fz_fail(const char *what) { fprintf(stderr, "fuzz_tokenize: %s\n", what); abort(); }

static void fz_init(void) {
    static const char *const real[2] = {"gemma3", "qwen3"};
    static const char *const local[2] = {"models/kjv-gemma4", "tests/fixtures/tiny_tokenizer"};
    char path[4096];
    int i;
    for (i = 0; i < 2; i++) {
        ox_model_desc md;
        memset(&md, 0, sizeof md);
        fz_path(path, sizeof path, "OX_FUZZ_ROOT", ".", local[i]);
        md.path = path;
        if (ox_tokenizer_load(&md, &fz_tok[fz_ntok]) != OX_OK) { fprintf(stderr, "fuzz_tokenize: %s: %s\n", path, ox_error_message()); abort(); }
        fz_ntok++;
    }
    for (i = 0; i < 2; i++) {
        ox_model_desc md;
        memset(&md, 0, sizeof md);
        fz_path(path, sizeof path, "OX_FUZZ_TOKENIZERS", "build/tokenizers", real[i]);
        md.path = path;
        if (ox_tokenizer_load(&md, &fz_tok[fz_ntok]) == OX_OK) fz_ntok++;
        else fprintf(stderr, "fuzz_tokenize: %s not loaded (%s): run `make tokenizers` to fuzz it\n", path, ox_error_message());
    }
    fz_ready = 1;
}

/* loading the real tokenizers takes seconds under the sanitizers: before the first input's timer */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc; (void)argv;
    fz_init();
    return 0;
}

#define FZ_MAXIDS 8192
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static int32_t ids[FZ_MAXIDS], ids2[FZ_MAXIDS];
    const ox_tokenizer *t;
    const char *text;
    size_t tl, dl = 0, dl2 = 0, i;
    int n = 0, n2 = 0, tflags, dflags, cap;
    char *out = NULL, piece[64];
    ox_result r;
    if (!fz_ready) fz_init();
    if (size < 1) return 0;
    t = fz_tok[(data[0] & 3) % fz_ntok];
    tflags = (data[0] >> 2) & 3;
    dflags = (data[0] >> 4) & 1;
    text = (const char *)data + 1; tl = size - 1;

    r = ox_tokenize(t, text, tl, tflags, ids, FZ_MAXIDS, &n);
    if (r == OX_OK) {
        /* a buffer too short by some: the full count, and a prefix of the ids */
        cap = n / 2;
        if (ox_tokenize(t, text, tl, tflags, ids2, cap, &n2) != (n > cap ? OX_ERR_LIMIT : OX_OK) || n2 != n) fz_fail("tokenize with a short buffer: another result or count");
        if (cap && memcmp(ids, ids2, (size_t)cap * sizeof *ids)) fz_fail("tokenize with a short buffer: not a prefix");
        /* ids to text, the exact size first */
        (void)ox_detokenize(t, ids, n, dflags, NULL, 0, &dl); /* OX_ERR_LIMIT with the size */
        if ((out = (char *)malloc(dl + 1))) {
            if (ox_detokenize(t, ids, n, dflags, out, dl + 1, &dl2) == OX_OK) {
                char *half = (char *)malloc(dl / 2 + 1);
                size_t hl = 0;
                if (dl2 != dl || out[dl]) fz_fail("detokenize: the size asked for is not the size written");
                if (half) {
                    r = ox_detokenize(t, ids, n, dflags, half, dl / 2 + 1, &hl);
                    if ((dl / 2 + 1 > dl ? r != OX_OK : r != OX_ERR_LIMIT) || hl != dl) fz_fail("detokenize with a short buffer: another result or length");
                    if (strlen(half) > dl / 2 || memcmp(half, out, strlen(half))) fz_fail("detokenize with a short buffer: not a NUL-terminated prefix");
                    free(half);
                }
            }
            free(out);
        }
        for (i = 0; i < (size_t)n && i < 256; i++) ox_token_piece(t, ids[i], piece, sizeof piece, &dl);
    }
    {   /* the bytes as ids: mostly in range, a few out of it (negative, at and past the vocabulary) */
        int v = ox_tokenizer_vocab_size(t), k, m = (int)(tl / 4);
        char buf[1024];
        if (m > FZ_MAXIDS) m = FZ_MAXIDS;
        for (k = 0; k < m; k++) {
            uint32_t x;
            memcpy(&x, text + 4 * k, 4);
            ids2[k] = (x >> 28) == 0xF ? (int32_t)x : (int32_t)(x % (uint32_t)(v + 8)) - 4;
        }
        ox_detokenize(t, ids2, m, dflags, buf, sizeof buf, &dl);
        ox_detokenize(t, ids2, m, dflags, buf, 5, &dl);
        for (k = 0; k < m && k < 256; k++) ox_token_piece(t, ids2[k], piece, (size_t)(k % 7), &dl);
    }
    return 0;
}
