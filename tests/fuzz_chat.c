/* libFuzzer harness for the built-in chat templates (ox_chat_template): every Gemma 4 variant and
   Qwen 3.5, picked by a chat_template.jinja that names the variant the way the published templates
   do, beside tests/fixtures/tiny_tokenizer.
     input: byte 0 picks the template (0-7: the Gemma 4 variant bits, 8: Qwen 3.5); byte 1 the flags
            (bits 0-2; 0xFF also sets an unknown flag); byte 2 the size of a second, short output
            buffer; the rest: messages separated by 0x1E, each = a role byte (0 system, 1 user,
            2 assistant, 3: the role is the text up to the first 0x1F) + content, and after a 0x1F
            the reasoning (so a message with one has a non-NULL reasoning).
   The rendered text is then tokenized with OX_TOKENIZE_PARSE_SPECIAL, as a host would.
   Build: make build/fuzz_chat (a link to build/fuzzers, tests/fuzzers.c); seeds: tests/fuzz_corpus/fuzz_chat. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "fuzz_util.h"

#define FZ_NTPL 9
static ox_tokenizer *fz_tok[FZ_NTPL];
static int fz_ready;

static void fz_init(void) {
    fz_blob tj, tc;
    int v;
    fz_need("tests/fixtures/tiny_tokenizer/tokenizer.json", &tj);
    fz_need("tests/fixtures/tiny_tokenizer/tokenizer_config.json", &tc);
    for (v = 0; v < FZ_NTPL; v++) {
        char tpl[512];
        ox_file f[3];
        ox_model_desc md;
        if (v < 8)
            snprintf(tpl, sizeof tpl, "{{ bos_token }}{%%- macro strip_thinking(t) -%%}{%%- endmacro -%%}<|turn>%s%s%s",
                     v & 1 ? "{{- '<|think|>\\n' -}}" : "{{- '<|think|>' -}}", v & 2 ? "{%- set continue_same_model_turn = true -%}" : "",
                     v & 4 ? "{{- '<|channel>thought\\n<channel|>' -}}" : "");
        else
            snprintf(tpl, sizeof tpl, "{%%- macro render_content(c) -%%}{%%- endmacro -%%}{%%- set ns.last_query_index = 0 -%%}<|im_start|>{{- '<think>\\n\\n</think>\\n\\n' }}");
        f[0].name = "tokenizer.json"; f[0].data = tj.data; f[0].size = tj.size;
        f[1].name = "tokenizer_config.json"; f[1].data = tc.data; f[1].size = tc.size;
        f[2].name = "chat_template.jinja"; f[2].data = tpl; f[2].size = strlen(tpl);
        memset(&md, 0, sizeof md);
        md.files = f; md.n_files = 3;
        if (ox_tokenizer_load(&md, &fz_tok[v]) != OX_OK) { fprintf(stderr, "fuzz_chat: template %d: %s\n", v, ox_error_message()); abort(); }
    }
    free(tj.data); free(tc.data);
    fz_ready = 1;
}

#define FZ_MAXMSG 64
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const roles[3] = {"system", "user", "assistant"};
    const uint8_t *part[FZ_MAXMSG];
    size_t len[FZ_MAXMSG];
    ox_chat_message msgs[FZ_MAXMSG];
    char *store, *p;
    int n, i, flags, v;
    size_t need = 0, got = 0, cap2;
    ox_result r;
    if (!fz_ready) fz_init();
    if (size < 3) return 0;
    v = data[0] % FZ_NTPL;
    flags = (data[1] & 7) | (data[1] == 0xFF ? 8 : 0);
    cap2 = data[2];
    n = fz_split(data + 3, size - 3, "\x1e", 1, part, len, FZ_MAXMSG);
    /* NUL-terminated copies: role, content, reasoning of each message (each at most len + 3 bytes) */
    if (!(store = (char *)malloc(size + 3 * (size_t)n + 1))) return 0;
    p = store;
    for (i = 0; i < n; i++) {
        const uint8_t *s = part[i], *e = part[i] + len[i], *sep;
        int rb = len[i] ? s[0] % 4 : 1;
        if (len[i]) s++;
        msgs[i].role = rb < 3 ? roles[rb] : NULL;
        if (rb == 3) {   /* the role's own text, up to 0x1F */
            sep = (const uint8_t *)memchr(s, 0x1f, (size_t)(e - s));
            if (!sep) sep = e;
            memcpy(p, s, (size_t)(sep - s)); p[sep - s] = 0;
            msgs[i].role = p; p += sep - s + 1;
            s = sep < e ? sep + 1 : e;
        }
        sep = (const uint8_t *)memchr(s, 0x1f, (size_t)(e - s));
        memcpy(p, s, (size_t)((sep ? sep : e) - s)); p[(sep ? sep : e) - s] = 0;
        msgs[i].content = p; p += (sep ? sep : e) - s + 1;
        msgs[i].reasoning = NULL;
        if (sep) {
            memcpy(p, sep + 1, (size_t)(e - sep - 1)); p[e - sep - 1] = 0;
            msgs[i].reasoning = p; p += e - sep;
        }
        if (rb == 1 && len[i] > 1 && s[0] == 0) msgs[i].content = NULL; /* NULL = "" */
    }
    r = ox_chat_template(fz_tok[v], msgs, n, flags, NULL, 0, &need);
    if (r == OX_ERR_LIMIT) {
        char *out = (char *)malloc(need + 1), *out2 = (char *)malloc(cap2 + 1);
        if (out && ox_chat_template(fz_tok[v], msgs, n, flags, out, need + 1, &got) == OX_OK) {
            static int32_t ids[4096];
            int nid = 0;
            if (got != need || out[got]) { fprintf(stderr, "fuzz_chat: %zu bytes asked for, %zu written\n", need, got); abort(); }
            if (out2) ox_chat_template(fz_tok[v], msgs, n, flags, out2, cap2 + 1, &got);
            ox_tokenize(fz_tok[v], out, need, OX_TOKENIZE_PARSE_SPECIAL, ids, 4096, &nid);
        }
        free(out); free(out2);
    }
    free(store);
    return 0;
}
