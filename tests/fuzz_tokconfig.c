/* libFuzzer harness for tokenizer_config.json, generation_config.json and the config.json hint that
   ox_tokenizer_load reads beside a tokenizer.json (tests/fixtures/tiny_tokenizer's): BOS/EOS and
   add_bos_token, eos_token_id (one id or a list), the chat template (a string or a list of named
   ones) and which built-in renderer it picks.
     input: tokenizer_config.json, then after a NUL generation_config.json, then after another NUL
            config.json; a file the input does not reach is absent.
   What loads is used: BOS, EOS ids, a token id, tokenizing with every flag, decoding, a chat.
   Build: make build/fuzz_tokconfig; seeds: tests/fuzz_corpus/fuzz_tokconfig. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "fuzz_util.h"

static fz_blob fz_tj;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const names[3] = {"tokenizer_config.json", "generation_config.json", "config.json"};
    const uint8_t *part[3];
    size_t len[3];
    ox_file f[4];
    ox_model_desc md;
    ox_tokenizer *t = NULL;
    int np, i;
    if (!fz_tj.data) fz_need("tests/fixtures/tiny_tokenizer/tokenizer.json", &fz_tj);
    np = fz_split(data, size, "\x00", 1, part, len, 3);
    f[0].name = "tokenizer.json"; f[0].data = fz_tj.data; f[0].size = fz_tj.size;
    for (i = 0; i < np; i++) { f[1 + i].name = names[i]; f[1 + i].data = part[i]; f[1 + i].size = len[i]; }
    memset(&md, 0, sizeof md);
    md.files = f; md.n_files = 1 + np;
    md.allocator = fz_allocator();
    if (ox_tokenizer_load(&md, &t) == OX_OK) {
        static const char text[] = "<bos>Hello <eos> world<|turn>user\n<turn|> caf\xC3\xA9";
        static const ox_chat_message msgs[3] = {{"system", "Be brief.", NULL}, {"user", "Hi", NULL}, {"assistant", "Hello", "thought"}};
        int32_t ids[64], eos[40];
        int n = 0, fl, ne;
        size_t l;
        char out[512];
        (void)ox_tokenizer_bos(t);
        ne = ox_tokenizer_eos(t, eos, 40);
        if (ne < 0 || ne > 40) { fprintf(stderr, "fuzz_tokconfig: %d eos ids\n", ne); abort(); }
        (void)ox_tokenizer_token_id(t, "<eos>");
        for (fl = 0; fl < 4; fl++) {
            if (ox_tokenize(t, text, sizeof text - 1, fl, ids, 64, &n) == OX_OK) {
                ox_detokenize(t, ids, n, 0, out, sizeof out, &l);
                ox_detokenize(t, ids, n, OX_DETOKENIZE_SKIP_SPECIAL, out, sizeof out, &l);
            }
        }
        for (fl = 0; fl < 8; fl++) ox_chat_template(t, msgs, 3, fl, out, sizeof out, &l);
        ox_tokenizer_free(t);
    }
    fz_check_leak("fuzz_tokconfig");
    return 0;
}
