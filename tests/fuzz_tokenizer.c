/* libFuzzer harness for the tokenizer (section 12).
     clang -g -O1 -fsanitize=fuzzer,address,undefined -o build/fuzz_tokenizer tests/fuzz_tokenizer.c -lm -lpthread
     build/fuzz_tokenizer -max_total_time=60 [corpus-dir]
   The first byte picks what the rest is: odd -> a tokenizer.json for ox__tok_load (then a fixed
   text is encoded and decoded with it); even -> text (possibly invalid UTF-8) for two built-in
   small tokenizers that use most components (its first FZ_TEXT_MAX bytes), encoded with every flag
   combination, decoded, and also taken as a list of ids to decode and stream. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "fuzz_util.h"
#include <stdint.h>
#include <stdlib.h>

static const char fz_bytelevel[] =
    "{\"added_tokens\":[{\"id\":14,\"content\":\"<|s|>\",\"special\":true,\"lstrip\":true,\"rstrip\":true},"
    "{\"id\":15,\"content\":\"word\",\"single_word\":true,\"normalized\":true},{\"id\":16,\"content\":\"<|s|><\",\"special\":false}],"
    "\"normalizer\":{\"type\":\"Sequence\",\"normalizers\":[{\"type\":\"NFC\"},{\"type\":\"NFKC\"},{\"type\":\"Lowercase\"},"
    "{\"type\":\"Strip\",\"strip_left\":false,\"strip_right\":true}]},"
    "\"pre_tokenizer\":{\"type\":\"Sequence\",\"pretokenizers\":[{\"type\":\"Split\",\"pattern\":{\"Regex\":"
    "\"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\\\r\\\\n\\\\p{L}\\\\p{N}]?[\\\\p{L}\\\\p{M}]+|\\\\p{N}| ?[^\\\\s\\\\p{L}\\\\p{M}\\\\p{N}]+[\\\\r\\\\n]*|\\\\s*[\\\\r\\\\n]+|\\\\s+(?!\\\\S)|\\\\s+\"},"
    "\"behavior\":\"Isolated\",\"invert\":false},{\"type\":\"Digits\",\"individual_digits\":false},"
    "{\"type\":\"ByteLevel\",\"add_prefix_space\":true,\"use_regex\":true}]},"
    "\"post_processor\":{\"type\":\"TemplateProcessing\",\"single\":[{\"SpecialToken\":{\"id\":\"<|s|>\"}},{\"Sequence\":{\"id\":\"A\"}}],"
    "\"special_tokens\":{\"<|s|>\":{\"ids\":[14]}}},"
    "\"decoder\":{\"type\":\"ByteLevel\"},"
    "\"model\":{\"type\":\"BPE\",\"ignore_merges\":true,\"vocab\":{\"a\":0,\"b\":1,\"c\":2,\"\\u0120\":3,\"\\u0120a\":4,\"ab\":5,\"abc\":6,"
    "\"\\u010a\":7,\"1\":8,\"12\":9,\"\\u00c3\":10,\"\\u00a9\":11,\"\\u00c3\\u00a9\":12,\"2\":13},"
    "\"merges\":[\"\\u0120 a\",\"a b\",[\"ab\",\"c\"],\"1 2\",\"\\u00c3 \\u00a9\"]}}";

static const char fz_metaspace[] =
    "{\"added_tokens\":[{\"id\":3,\"content\":\"<s>\",\"special\":true},{\"id\":9,\"content\":\"<x>\",\"special\":false}],"
    "\"normalizer\":{\"type\":\"Sequence\",\"normalizers\":[{\"type\":\"Prepend\",\"prepend\":\"\\u2581\"},"
    "{\"type\":\"Replace\",\"pattern\":{\"String\":\" \"},\"content\":\"\\u2581\"}]},"
    "\"pre_tokenizer\":{\"type\":\"Sequence\",\"pretokenizers\":[{\"type\":\"Split\",\"pattern\":{\"String\":\"\\n\"},\"behavior\":\"Contiguous\",\"invert\":true},"
    "{\"type\":\"Split\",\"pattern\":{\"String\":\"x\"},\"behavior\":\"MergedWithNext\",\"invert\":false},"
    "{\"type\":\"Split\",\"pattern\":{\"String\":\"y\"},\"behavior\":\"MergedWithPrevious\",\"invert\":false},"
    "{\"type\":\"Split\",\"pattern\":{\"String\":\"z\"},\"behavior\":\"Removed\",\"invert\":false},"
    "{\"type\":\"Metaspace\",\"replacement\":\"\\u2581\",\"prepend_scheme\":\"first\",\"split\":true}]},"
    "\"post_processor\":{\"type\":\"RobertaProcessing\",\"cls\":[\"<s>\",3],\"sep\":[\"<x>\",9]},"
    "\"decoder\":{\"type\":\"Sequence\",\"decoders\":[{\"type\":\"Replace\",\"pattern\":{\"String\":\"\\u2581\"},\"content\":\" \"},"
    "{\"type\":\"ByteFallback\"},{\"type\":\"Fuse\"},{\"type\":\"Strip\",\"content\":\" \",\"start\":1,\"stop\":1},"
    "{\"type\":\"Metaspace\",\"replacement\":\"\\u2581\",\"prepend_scheme\":\"always\"}]},"
    "\"model\":{\"type\":\"BPE\",\"byte_fallback\":true,\"fuse_unk\":true,\"unk_token\":\"<unk>\",\"vocab\":{\"<unk>\":0,\"\\u2581\":1,\"a\":2,"
    "\"<0x41>\":4,\"<0xC3>\":5,\"<0xA9>\":6,\"\\u2581a\":7,\"\\u2581\\u2581\":8,\"<0x0A>\":10},\"merges\":[\"\\u2581 a\",\"\\u2581 \\u2581\"]}}";

static ox__tokenizer *fz_toks[2];
/* The text branch reads at most this much: it runs eight encodings, and under the sanitizers a text
   as long as the largest tokenizer.json input took seconds while reaching nothing a short one does not
   (fuzz_tokenize caps its texts the same way). */
#define FZ_TEXT_MAX 8192

static void fz_exercise(const ox__tokenizer *t, const char *text, size_t len) {
    int flags;
    for (flags = 0; flags < 4; flags++) {
        int32_t *ids = NULL;
        size_t n = 0, l = 0, i;
        char buf[64];
        if (ox__tok_encode_alloc(t, text, len, flags & 1, flags >> 1, &ids, &n) != OX_OK) continue;
        ox__tok_decode(t, ids, n, flags & 1, NULL, 0, &l);
        {
            char *out = (char *)malloc(l + 1);
            if (out) { ox__tok_decode(t, ids, n, flags & 1, out, l + 1, &l); free(out); }
        }
        for (i = 0; i < n && i < 64; i++) ox__tok_piece(t, ids[i], i == 0, buf, sizeof buf, &l);
        ox__dealloc(t->alloc, ids); /* from the tokenizer's allocator */
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int k;
    if (!fz_toks[0]) {
        if (ox__tok_load(&fz_toks[0], fz_bytelevel, sizeof fz_bytelevel - 1, NULL, 0, "fz1", NULL) != OX_OK ||
            ox__tok_load(&fz_toks[1], fz_metaspace, sizeof fz_metaspace - 1, "{\"bos_token\":\"<s>\"}", 19, "fz2", NULL) != OX_OK) {
            fprintf(stderr, "fuzz_tokenizer: built-in tokenizers do not load: %s\n", ox_error_message());
            abort(); /* the harness only */
        }
    }
    if (!size) return 0;
    if (data[0] & 1) {
        static ox_allocator a;
        ox__tokenizer *t = NULL;
        if (!a.alloc) a = fz_allocator();
        if (ox__tok_load(&t, (const char *)data + 1, size - 1, NULL, 0, "fuzz.json", &a) == OX_OK) {
            static const char txt[] = "Hello  world's\n\n 123 caf\xC3\xA9 <s> \xF0\x9F\x98\x80 \xE2\x96\x81x\xFF";
            fz_exercise(t, txt, sizeof txt - 1);
            ox__tok_free(t);
        }
        fz_check_leak("fuzz_tokenizer");
        return 0;
    }
    if (size > 1 + FZ_TEXT_MAX) size = 1 + FZ_TEXT_MAX;
    for (k = 0; k < 2; k++) {
        const ox__tokenizer *t = fz_toks[k];
        size_t n = (size - 1) / 4, l, i;
        int32_t ids[64];
        char out[512];
        fz_exercise(t, (const char *)data + 1, size - 1);
        /* the bytes as ids */
        if (n > 64) n = 64;
        for (i = 0; i < n; i++) {
            uint32_t v;
            memcpy(&v, data + 1 + 4 * i, 4);
            ids[i] = (int32_t)(v % 40) - 4;
        }
        ox__tok_decode(t, ids, n, data[0] & 2, out, sizeof out, &l);
        for (i = 0; i < n; i++) ox__tok_piece(t, ids[i], i == 0, out, 3, &l);
    }
    return 0;
}
