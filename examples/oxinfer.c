/* oxinfer - command-line front end of oxinfer.h.

     oxinfer run        -m DIR -p "prompt" [-n N] [--temp T] [--top-k K] [--top-p P] [--min-p P]
                        [--seed S] [--raw] [--system TEXT] [--think] [--stop STR]...
                        streams the model's answer (chat template unless --raw)
     oxinfer chat       -m DIR [same sampling options]      interactive; the context is kept
     oxinfer tokenize   --tokenizer FILE|DIR [--special|--parse-special] "text" | --stdin
                        JSON array of ids (--special: add BOS and match special tokens, as HF's
                        encode(text); --parse-special: match them only, for chat prompts)
     oxinfer detokenize --tokenizer FILE|DIR --ids 1,2,3 [--skip-special]  the text
     oxinfer template   -m DIR --messages FILE.json [--no-generation-prompt] [--thinking|--no-thinking]
                        the prompt text the chat template renders for an OpenAI-style messages array
     oxinfer logits     -m DIR --ids 2,10,11 [--last K]   JSON array of the last K rows of logits
     oxinfer generate   -m DIR --ids 2,10,11 -n N          JSON array of N greedy token ids

   Common options: -t THREADS, --ctx N (context size), --batch N, --mode mmap|read, --bf16-act
   (batched matmuls round activations to bf16 on AVX-512-BF16 CPUs: faster prefill, logits ~1e-2 off).
   stdout carries only the result; progress, statistics and errors go to stderr. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <time.h>
#if !defined(_WIN32)
#include <unistd.h>
#define cli_isatty(f) isatty(fileno(f))
#else
#define cli_isatty(f) 0
#endif

#define CLI_MAX_STOPS 16

typedef struct cli {
    const char *cmd, *model, *tokenizer, *prompt, *system, *messages, *text;
    int32_t *ids;
    int n_ids, last, n_gen, threads, ctx, batch, have_ids, have_n;
    ox_load_mode mode;
    float temp, top_p, min_p, repeat_penalty, presence_penalty;
    int top_k, penalty_last_n, have_seed;
    unsigned long long seed;
    int raw, think, no_think, special, parse_special, use_stdin, no_gen_prompt, skip_special, bf16_act;
    const char *stops[CLI_MAX_STOPS];
    int n_stops;
    const char *draft;   /* --draft DIR: a gemma4_assistant for speculative decoding */
    int n_draft, compare;
    ox_model *draft_model;
} cli;

static int usage(void) {
    fprintf(stderr,
            "usage: oxinfer run        -m DIR -p PROMPT [-n N] [--temp T] [--top-k K] [--top-p P] [--min-p P]\n"
            "                          [--seed S] [--repeat-penalty R] [--presence-penalty P] [--penalty-last-n N]\n"
            "                          [--raw] [--system TEXT] [--think] [--stop STR]...\n"
            "       oxinfer chat       -m DIR [the sampling options of run] [--system TEXT] [--think]\n"
            "       oxinfer tokenize   --tokenizer FILE|DIR [--special|--parse-special] TEXT | --stdin\n"
            "       oxinfer detokenize --tokenizer FILE|DIR --ids 1,2,3 [--skip-special]\n"
            "       oxinfer template   -m DIR --messages FILE.json [--no-generation-prompt] [--thinking|--no-thinking]\n"
            "       oxinfer logits     -m DIR --ids 2,10,11 [--last K]\n"
            "       oxinfer generate   -m DIR --ids 2,10,11 -n N\n"
            "speculative decoding (run, generate): --draft DIR (a gemma4_assistant) [--n-draft K] [--compare]\n"
            "options: -t THREADS  --ctx N  --batch N  --mode mmap|read  --bf16-act (faster prefill, logits ~1e-2 off)\n"
            "defaults: greedy decoding (--temp 0), -n 256 for run and chat, a random seed (printed)\n"
            "env: OXINFER_ISA=scalar|avx2|avx512|avx512bf16|neon forces a kernel path\n");
    return 2;
}

static int parse_int(const char *s, int lo, int hi, int *out) {
    char *end;
    long v;
    if (!s || !*s) return 0;
    v = strtol(s, &end, 10);
    if (*end || v < lo || v > hi) return 0;
    *out = (int)v;
    return 1;
}
static int parse_float(const char *s, float lo, float hi, float *out) {
    char *end;
    double v;
    if (!s || !*s) return 0;
    v = strtod(s, &end);
    if (*end || !(v >= lo && v <= hi)) return 0;
    *out = (float)v;
    return 1;
}

/* "2,10,11" -> ids; also accepts a JSON-style "[2, 10, 11]". */
static int parse_ids(const char *s, cli *c) {
    size_t cap = 16;
    const char *p = s;
    c->ids = (int32_t *)malloc(cap * sizeof(int32_t));
    if (!c->ids) return 0;
    while (*p == ' ' || *p == '[') p++;
    while (*p && *p != ']') {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 0 || v > INT32_MAX) return 0;
        if ((size_t)c->n_ids == cap) {
            int32_t *n = (int32_t *)realloc(c->ids, (cap *= 2) * sizeof(int32_t));
            if (!n) return 0;
            c->ids = n;
        }
        c->ids[c->n_ids++] = (int32_t)v;
        p = end;
        while (*p == ' ') p++;
        if (*p == ',') p++;
        else if (*p && *p != ']') return 0;
        while (*p == ' ') p++;
    }
    return c->n_ids > 0;
}

static int is_cmd(const cli *c, const char *name) { return !strcmp(c->cmd, name); }

static int parse_args(int argc, char **argv, cli *c) {
    static const char *const flags[] = {"--compare", "--raw", "--think", "--special", "--stdin", "--no-generation-prompt", "--thinking", "--no-thinking", "--skip-special", "--parse-special", "--bf16-act"};
    int i;
    memset(c, 0, sizeof *c);
    c->last = 1;
    c->n_gen = 16;
    if (argc < 2) return 0;
    c->cmd = argv[1];
    for (i = 2; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = 1, k, is_flag = 0;
        for (k = 0; k < (int)(sizeof flags / sizeof flags[0]); k++) if (!strcmp(a, flags[k])) is_flag = 1;
        if (is_flag) {
            if (!strcmp(a, "--compare")) c->compare = 1;
            else if (!strcmp(a, "--bf16-act")) c->bf16_act = 1;
            else if (!strcmp(a, "--raw")) c->raw = 1;
            else if (!strcmp(a, "--think") || !strcmp(a, "--thinking")) c->think = 1;
            else if (!strcmp(a, "--no-thinking")) c->no_think = 1;
            else if (!strcmp(a, "--special")) c->special = 1;
            else if (!strcmp(a, "--stdin")) c->use_stdin = 1;
            else if (!strcmp(a, "--no-generation-prompt")) c->no_gen_prompt = 1;
            else if (!strcmp(a, "--parse-special")) c->parse_special = 1;
            else c->skip_special = 1;
            continue;
        }
        if (a[0] != '-' || !a[1]) {   /* a positional argument: the text of tokenize */
            if (!is_cmd(c, "tokenize") || c->text) { fprintf(stderr, "oxinfer: unexpected argument '%s'\n", a); return 0; }
            c->text = a;
            continue;
        }
        if (!strcmp(a, "-m") || !strcmp(a, "--model")) c->model = v;
        else if (!strcmp(a, "--tokenizer")) c->tokenizer = v;
        else if (!strcmp(a, "-p") || !strcmp(a, "--prompt")) c->prompt = v;
        else if (!strcmp(a, "--system")) c->system = v;
        else if (!strcmp(a, "--messages")) c->messages = v;
        else if (!strcmp(a, "--ids")) { ok = v && parse_ids(v, c); c->have_ids = 1; }
        else if (!strcmp(a, "--last")) ok = parse_int(v, 1, 1 << 24, &c->last);
        else if (!strcmp(a, "-n")) { ok = parse_int(v, 0, 1 << 24, &c->n_gen); c->have_n = 1; }
        else if (!strcmp(a, "-t") || !strcmp(a, "--threads")) ok = parse_int(v, 1, 1024, &c->threads);
        else if (!strcmp(a, "--ctx")) ok = parse_int(v, 1, 1 << 24, &c->ctx);
        else if (!strcmp(a, "--batch")) ok = parse_int(v, 1, 1 << 16, &c->batch);
        else if (!strcmp(a, "--draft")) c->draft = v;
        else if (!strcmp(a, "--n-draft")) ok = parse_int(v, 1, 256, &c->n_draft);
        else if (!strcmp(a, "--temp")) ok = parse_float(v, 0, 1e6f, &c->temp);
        else if (!strcmp(a, "--top-k")) ok = parse_int(v, 0, 1 << 30, &c->top_k);
        else if (!strcmp(a, "--top-p")) ok = parse_float(v, 0, 1, &c->top_p);
        else if (!strcmp(a, "--min-p")) ok = parse_float(v, 0, 1, &c->min_p);
        else if (!strcmp(a, "--repeat-penalty")) ok = parse_float(v, 0, 1e6f, &c->repeat_penalty);
        else if (!strcmp(a, "--presence-penalty")) ok = parse_float(v, -1e6f, 1e6f, &c->presence_penalty);
        else if (!strcmp(a, "--penalty-last-n")) ok = parse_int(v, -1, 1 << 24, &c->penalty_last_n);
        else if (!strcmp(a, "--seed")) {
            char *end;
            ok = v && *v && *v != '-';
            if (ok) { c->seed = strtoull(v, &end, 10); ok = !*end; }
            c->have_seed = 1;
        } else if (!strcmp(a, "--stop")) {
            ok = v && *v && c->n_stops < CLI_MAX_STOPS;
            if (ok) c->stops[c->n_stops++] = v;
        } else if (!strcmp(a, "--mode")) {
            if (v && !strcmp(v, "mmap")) c->mode = OX_LOAD_MMAP;
            else if (v && !strcmp(v, "read")) c->mode = OX_LOAD_READ;
            else ok = 0;
        } else {
            fprintf(stderr, "oxinfer: unknown option '%s'\n", a);
            return 0;
        }
        if (!ok || !v) {
            fprintf(stderr, "oxinfer: bad or missing value for '%s'\n", a);
            return 0;
        }
        i++;
    }
    if (is_cmd(c, "logits") || is_cmd(c, "generate")) {
        if (!c->model) { fprintf(stderr, "oxinfer: -m DIR is required\n"); return 0; }
        if (!c->n_ids) { fprintf(stderr, "oxinfer: --ids is required\n"); return 0; }
    } else if (is_cmd(c, "run") || is_cmd(c, "chat")) {
        if (!c->model) { fprintf(stderr, "oxinfer: -m DIR is required\n"); return 0; }
        if (is_cmd(c, "run") && !c->prompt) { fprintf(stderr, "oxinfer: -p PROMPT is required\n"); return 0; }
        if (!c->have_n) c->n_gen = 256;
    } else if (is_cmd(c, "tokenize") || is_cmd(c, "detokenize") || is_cmd(c, "template")) {
        if (!c->tokenizer) c->tokenizer = c->model;
        if (!c->tokenizer) { fprintf(stderr, "oxinfer: --tokenizer FILE (or -m DIR) is required\n"); return 0; }
        if (is_cmd(c, "tokenize") && !c->text == !c->use_stdin) { fprintf(stderr, "oxinfer: give the text or --stdin (one of them)\n"); return 0; }
        if (is_cmd(c, "detokenize") && !c->have_ids) { fprintf(stderr, "oxinfer: --ids is required\n"); return 0; }
        if (is_cmd(c, "template") && !c->messages) { fprintf(stderr, "oxinfer: --messages FILE.json is required\n"); return 0; }
    } else {
        fprintf(stderr, "oxinfer: unknown command '%s'\n", c->cmd);
        return 0;
    }
    if (c->think && c->no_think) { fprintf(stderr, "oxinfer: --thinking and --no-thinking exclude each other\n"); return 0; }
    return 1;
}

static void print_float(float f) {
    if (f != f) printf("NaN");
    else printf("%.9g", (double)f);
}

static char *read_stream(FILE *f, size_t *len) {
    size_t cap = 4096, n = 0, k;
    char *buf = (char *)malloc(cap + 1);
    if (!buf) return NULL;
    while ((k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            char *nb = (char *)realloc(buf, (cap *= 2) + 1);
            if (!nb) { free(buf); return NULL; }
            buf = nb;
        }
    }
    buf[n] = 0;
    *len = n;
    return buf;
}
static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *buf;
    if (!f) return NULL;
    buf = read_stream(f, len);
    fclose(f);
    return buf;
}

static int fail(const char *what) {
    fprintf(stderr, "oxinfer: %s%s%s\n", what ? what : "", what ? ": " : "", ox_error_message());
    return 1;
}

/* ---- ids and text ------------------------------------------------------------------------------ */

static void print_ids(const int32_t *ids, int n) {
    int i;
    printf("[");
    for (i = 0; i < n; i++) printf(i ? ", %d" : "%d", (int)ids[i]);
    printf("]\n");
}

/* Tokenize into a malloc'ed array. */
static ox_result tokenize_alloc(const ox_tokenizer *tok, const char *text, size_t len, int flags, int32_t **ids, int *n) {
    int cap = (int)(len < 1024 ? 1024 : len + 16);
    ox_result r;
    *ids = NULL; *n = 0;
    for (;;) {
        int32_t *b = (int32_t *)malloc((size_t)cap * sizeof(int32_t));
        if (!b) return OX_ERR_NOMEM;
        r = ox_tokenize(tok, text, len, flags, b, cap, n);
        if (r == OX_ERR_LIMIT && *n > cap) { free(b); cap = *n; continue; }
        if (r != OX_OK) { free(b); return r; }
        *ids = b;
        return OX_OK;
    }
}

static int utf8_valid(const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s, *e = p + n;
    while (p < e) {
        unsigned c = *p;
        int k, need = c < 0x80 ? 0 : c >= 0xC2 && c <= 0xDF ? 1 : c >= 0xE0 && c <= 0xEF ? 2 : c >= 0xF0 && c <= 0xF4 ? 3 : -1;
        if (need < 0 || e - p <= need) return 0;
        for (k = 1; k <= need; k++) if ((p[k] & 0xC0) != 0x80) return 0;
        if ((c == 0xE0 && p[1] < 0xA0) || (c == 0xED && p[1] > 0x9F) || (c == 0xF0 && p[1] < 0x90) || (c == 0xF4 && p[1] > 0x8F)) return 0;
        p += need + 1;
    }
    return 1;
}

static int cmd_tokenize(const cli *c, const ox_tokenizer *tok) {
    size_t len = 0;
    char *in = NULL;
    const char *text = c->text;
    int32_t *ids;
    int n;
    if (c->use_stdin) {
        if (!(in = read_stream(stdin, &len))) { fprintf(stderr, "oxinfer: cannot read standard input\n"); return 1; }
        text = in;
    } else len = strlen(text);
    if (tokenize_alloc(tok, text, len, c->special ? OX_TOKENIZE_ADD_SPECIAL | OX_TOKENIZE_PARSE_SPECIAL : c->parse_special ? OX_TOKENIZE_PARSE_SPECIAL : 0, &ids, &n) != OX_OK) { free(in); return fail("tokenize"); }
    print_ids(ids, n);
    free(ids);
    free(in);
    return 0;
}

static int cmd_detokenize(const cli *c, const ox_tokenizer *tok) {
    size_t len = 0, cap;
    char *out;
    int i;
    for (i = 0; i < c->n_ids; i++)
        if (c->ids[i] >= ox_tokenizer_vocab_size(tok)) { fprintf(stderr, "oxinfer: id %d is outside the vocabulary [0, %d)\n", (int)c->ids[i], ox_tokenizer_vocab_size(tok)); return 1; }
    if (ox_detokenize(tok, c->ids, c->n_ids, c->skip_special ? OX_DETOKENIZE_SKIP_SPECIAL : 0, NULL, 0, &len) != OX_OK && len == 0 && c->n_ids) return fail("detokenize");
    cap = len + 1;
    if (!(out = (char *)malloc(cap))) { fprintf(stderr, "oxinfer: out of memory\n"); return 1; }
    if (ox_detokenize(tok, c->ids, c->n_ids, c->skip_special ? OX_DETOKENIZE_SKIP_SPECIAL : 0, out, cap, &len) != OX_OK) { free(out); return fail("detokenize"); }
    fwrite(out, 1, len, stdout);
    if (cli_isatty(stdout)) printf("\n");
    free(out);
    return 0;
}

/* ---- chat messages ------------------------------------------------------------------------------ */

typedef struct chat {
    ox_chat_message *m;
    char **owned;   /* strings this chat allocated */
    int n, cap;
} chat;

/* Append a message; content (and reasoning, when given) are copied into one allocation. */
static int chat_add(chat *ch, const char *role, const char *content, size_t len, const char *reasoning, size_t rlen) {
    char *s = (char *)malloc(len + 1 + (reasoning ? rlen + 1 : 0));
    if (!s) return 0;
    memcpy(s, content, len);
    s[len] = 0;
    if (reasoning) { memcpy(s + len + 1, reasoning, rlen); s[len + 1 + rlen] = 0; }
    if (ch->n == ch->cap) {
        int cap = ch->cap ? 2 * ch->cap : 8;
        ox_chat_message *nm = (ox_chat_message *)realloc(ch->m, (size_t)cap * sizeof *nm);
        char **no;
        if (!nm) { free(s); return 0; }
        ch->m = nm;
        if (!(no = (char **)realloc(ch->owned, (size_t)cap * sizeof *no))) { free(s); return 0; }
        ch->owned = no;
        ch->cap = cap;
    }
    ch->owned[ch->n] = s;
    ch->m[ch->n].role = role;
    ch->m[ch->n].content = s;
    ch->m[ch->n].reasoning = reasoning ? s + len + 1 : NULL;
    ch->n++;
    return 1;
}
static void chat_pop(chat *ch) { if (ch->n) free(ch->owned[--ch->n]); }
static void chat_free(chat *ch) {
    while (ch->n) chat_pop(ch);
    free(ch->m);
    free(ch->owned);
}

static char *render(const ox_tokenizer *tok, const chat *ch, int flags, size_t *len) {
    char *out;
    if (ox_chat_template(tok, ch->m, ch->n, flags, NULL, 0, len) != OX_ERR_LIMIT) return NULL;
    if (!(out = (char *)malloc(*len + 1))) return NULL;
    if (ox_chat_template(tok, ch->m, ch->n, flags, out, *len + 1, len) != OX_OK) { free(out); return NULL; }
    return out;
}

/* The messages of an OpenAI-style JSON array, read with the library's own JSON parser (this program
   includes the implementation). */
static int load_messages(const char *path, chat *ch) {
    static const char *const roles[3] = {"system", "user", "assistant"};
    size_t len;
    char *text = read_file(path, &len);
    ox__jdoc doc;
    const ox__json *v;
    int ok = 1;
    if (!text) { fprintf(stderr, "oxinfer: cannot read %s\n", path); return 0; }
    if (ox__json_parse(&doc, text, len, path, NULL) != OX_OK) { free(text); fail(NULL); return 0; }
    if (doc.root->type != OX__JARR) { fprintf(stderr, "oxinfer: %s: not a JSON array of messages\n", path); ok = 0; }
    for (v = doc.root->type == OX__JARR ? doc.root->child : NULL; v && ok; v = v->next) {
        const ox__json *r = ox__json_get(v, "role"), *c = ox__json_get(v, "content"), *rc = ox__json_get(v, "reasoning_content");
        const char *role = NULL;
        int k;
        for (k = 0; k < 3 && r && r->type == OX__JSTR; k++) if (!strcmp(r->str, roles[k])) role = roles[k];
        if (!role) { fprintf(stderr, "oxinfer: %s: each message needs a role: system, user or assistant\n", path); ok = 0; break; }
        if (c && c->type != OX__JSTR && c->type != OX__JNULL) { fprintf(stderr, "oxinfer: %s: content must be a string\n", path); ok = 0; break; }
        if (c && c->type == OX__JSTR && memchr(c->str, 0, c->n)) { fprintf(stderr, "oxinfer: %s: content holds a NUL character\n", path); ok = 0; break; }
        if (rc && rc->type != OX__JSTR && rc->type != OX__JNULL) { fprintf(stderr, "oxinfer: %s: reasoning_content must be a string\n", path); ok = 0; break; }
        ok = chat_add(ch, role, c && c->type == OX__JSTR ? c->str : "", c && c->type == OX__JSTR ? c->n : 0,
                      rc && rc->type == OX__JSTR ? rc->str : NULL, rc && rc->type == OX__JSTR ? rc->n : 0);
    }
    ox__json_free(&doc);
    free(text);
    return ok;
}

static int cmd_template(const cli *c, const ox_tokenizer *tok) {
    chat ch;
    char *out;
    size_t len;
    int flags = (c->no_gen_prompt ? 0 : OX_CHAT_GENERATION_PROMPT) | (c->think ? OX_CHAT_THINKING : 0) | (c->no_think ? OX_CHAT_NO_THINKING : 0);
    memset(&ch, 0, sizeof ch);
    if (!load_messages(c->messages, &ch)) { chat_free(&ch); return 1; }
    if (!(out = render(tok, &ch, flags, &len))) { chat_free(&ch); return fail("template"); }
    fwrite(out, 1, len, stdout);
    free(out);
    chat_free(&ch);
    return 0;
}

/* ---- generation --------------------------------------------------------------------------------- */

static volatile sig_atomic_t interrupted;
static void on_sigint(int sig) { (void)sig; interrupted = 1; }

static int progress_bar(float done, void *user) {
    int i, w = 30, k = (int)(done * (float)w + 0.5f);
    (void)user;
    if (interrupted) return 1;
    fprintf(stderr, "\rloading [");
    for (i = 0; i < w; i++) fputc(i < k ? '#' : '.', stderr);
    fprintf(stderr, "] %3d%%", (int)(done * 100.0f + 0.5f));
    if (done >= 1.0f) fprintf(stderr, "\r%*s\r", w + 20, "");
    fflush(stderr);
    return 0;
}
static int cancel_check(float done, void *user) { (void)done; (void)user; return interrupted != 0; }

typedef struct stream {
    char *buf;      /* the answer so far (chat keeps it for the history) */
    size_t n, cap;
    int last_nl;
} stream;
static int on_text(const char *text, size_t len, void *user) {
    stream *s = (stream *)user;
    fwrite(text, 1, len, stdout);
    fflush(stdout);
    if (s->n + len + 1 > s->cap) {
        size_t cap = 2 * (s->n + len) + 64;
        char *nb = (char *)realloc(s->buf, cap);
        if (!nb) return 1;
        s->buf = nb; s->cap = cap;
    }
    memcpy(s->buf + s->n, text, len);
    s->n += len;
    s->buf[s->n] = 0;
    s->last_nl = text[len - 1] == '\n';
    return interrupted != 0;
}

static void print_stats(const ox_generate_stats *st) {
    fprintf(stderr, "prefill: %d tokens in %.3f s (%.1f tok/s); decode: %d tokens in %.3f s (%.1f tok/s)\n",
            st->n_prompt, st->prefill_seconds, st->prefill_seconds > 0 ? st->n_prompt / st->prefill_seconds : 0.0,
            st->n_generated, st->decode_seconds,
            st->decode_seconds > 0 && st->n_generated > 1 ? (st->n_generated - 1) / st->decode_seconds : 0.0);
    if (st->draft_rounds)
        fprintf(stderr, "speculative: %d rounds, %d drafted, %d accepted (acceptance %.2f, %.2f accepted per round)\n",
                st->draft_rounds, st->drafted, st->accepted, st->drafted ? (double)st->accepted / st->drafted : 0.0,
                (double)st->accepted / st->draft_rounds);
}

/* --compare: the same generation again without the drafter, and the speedup of the decode part. */
static void compare_plain(ox_context *ctx, ox_generate_desc gd, const ox_generate_stats *spec, const int32_t *spec_out) {
    ox_generate_stats st;
    int32_t *out = (int32_t *)malloc(((size_t)gd.max_tokens + 1) * sizeof(int32_t));
    int same;
    if (!out) return;
    ox_reset(ctx);
    gd.draft = NULL;
    gd.on_text = NULL;
    if (ox_generate(ctx, &gd, out, &st) == OX_OK) {
        double a = spec->decode_seconds > 0 ? (spec->n_generated - 1) / spec->decode_seconds : 0;
        double b = st.decode_seconds > 0 ? (st.n_generated - 1) / st.decode_seconds : 0;
        same = st.n_generated == spec->n_generated && !memcmp(out, spec_out, (size_t)st.n_generated * sizeof(int32_t));
        fprintf(stderr, "plain decoding: %.1f tok/s; speculative %.1f tok/s: speedup %.2fx%s\n", b, a, b > 0 ? a / b : 0.0,
                gd.temperature > 0 ? "" : same ? " (same tokens)" : " (TOKENS DIFFER)");
    }
    free(out);
}

static void fill_sampling(const cli *c, ox_generate_desc *gd) {
    gd->max_tokens = c->n_gen;
    gd->temperature = c->temp;
    gd->top_k = c->top_k;
    gd->top_p = c->top_p;
    gd->min_p = c->min_p;
    gd->repeat_penalty = c->repeat_penalty;
    gd->presence_penalty = c->presence_penalty;
    gd->penalty_last_n = c->penalty_last_n;
    gd->seed = c->seed;
    gd->stop_strings = c->stops;
    gd->n_stop_strings = c->n_stops;
    gd->on_text = on_text;
    gd->special_text = c->think;   /* thinking: show (and keep in the chat history) the thought markers */
    gd->progress = cancel_check;
}

static int cmd_run(const cli *c, ox_model *m, ox_context *ctx) {
    const ox_tokenizer *tok = ox_model_tokenizer(m);
    int32_t *ids = NULL, *out = NULL;
    int n = 0, rc = 1;
    size_t plen = strlen(c->prompt);
    ox_generate_desc gd;
    ox_generate_stats st;
    stream s;
    ox_result r;
    memset(&s, 0, sizeof s);
    if (!tok) return fail(NULL);
    if (!plen) { fprintf(stderr, "oxinfer: the prompt is empty\n"); return 1; }
    if (!utf8_valid(c->prompt, plen)) fprintf(stderr, "oxinfer: warning: the prompt is not valid UTF-8; invalid bytes are read as U+FFFD\n");
    if (c->raw) r = tokenize_alloc(tok, c->prompt, plen, OX_TOKENIZE_ADD_SPECIAL | OX_TOKENIZE_PARSE_SPECIAL, &ids, &n);
    else {
        chat ch;
        char *text;
        size_t len;
        memset(&ch, 0, sizeof ch);
        if ((c->system && !chat_add(&ch, "system", c->system, strlen(c->system), NULL, 0)) || !chat_add(&ch, "user", c->prompt, plen, NULL, 0)) { chat_free(&ch); fprintf(stderr, "oxinfer: out of memory\n"); return 1; }
        text = render(tok, &ch, OX_CHAT_GENERATION_PROMPT | (c->think ? OX_CHAT_THINKING : OX_CHAT_NO_THINKING), &len);
        chat_free(&ch);
        if (!text) return fail("chat template");
        r = tokenize_alloc(tok, text, len, OX_TOKENIZE_PARSE_SPECIAL, &ids, &n);
        free(text);
    }
    if (r != OX_OK) return fail("tokenize");
    if (!n) { fprintf(stderr, "oxinfer: the prompt has no tokens\n"); free(ids); return 1; }
    if (!(out = (int32_t *)malloc(((size_t)c->n_gen + 1) * sizeof(int32_t)))) { free(ids); fprintf(stderr, "oxinfer: out of memory\n"); return 1; }
    memset(&gd, 0, sizeof gd);
    fill_sampling(c, &gd);
    gd.prompt = ids;
    gd.n_prompt = n;
    gd.user = &s;
    gd.draft = c->draft_model;
    gd.n_draft = c->n_draft;
    if ((r = ox_generate(ctx, &gd, out, &st)) != OX_OK) fail(NULL);
    else {
        if (s.n && !s.last_nl && cli_isatty(stdout)) printf("\n");
        if (st.stop_reason == OX_STOP_CONTEXT) fprintf(stderr, "oxinfer: the context is full (%d tokens)\n", ox_context_size(ctx));
        print_stats(&st);
        if (c->compare && gd.draft) compare_plain(ctx, gd, &st, out);
        rc = 0;
    }
    fflush(stdout);
    free(s.buf);
    free(ids);
    free(out);
    return rc;
}

/* Interactive chat: every turn renders the whole conversation, keeps the tokens the context already
   holds (the longest common prefix) and evaluates only the rest. */
static int cmd_chat(const cli *c, ox_model *m, ox_context *ctx) {
    const ox_tokenizer *tok = ox_model_tokenizer(m);
    chat ch;
    int32_t *held = NULL, *out = NULL;  /* held: the tokens in the context */
    int n_held = 0, tty = cli_isatty(stdin), rc = 0;
    char line[8192];
    memset(&ch, 0, sizeof ch);
    if (!tok) return fail(NULL);
    if (c->system && !chat_add(&ch, "system", c->system, strlen(c->system), NULL, 0)) { fprintf(stderr, "oxinfer: out of memory\n"); return 1; }
    if (!(out = (int32_t *)malloc(((size_t)c->n_gen + 1) * sizeof(int32_t))) || !(held = (int32_t *)malloc(((size_t)ox_context_size(ctx) + 1) * sizeof(int32_t)))) {
        free(out); chat_free(&ch); fprintf(stderr, "oxinfer: out of memory\n"); return 1;
    }
    if (tty) fprintf(stderr, "chat: type a message and press Enter; /reset forgets the conversation; Ctrl-D ends\n");
    for (;;) {
        size_t len, tl;
        char *text;
        int32_t *ids;
        int n, keep, i;
        ox_generate_desc gd;
        ox_generate_stats st;
        stream s;
        ox_result r;
        if (tty) { fprintf(stderr, "> "); fflush(stderr); }
        interrupted = 0;
        if (!fgets(line, sizeof line, stdin)) break;
        len = strlen(line);
        while (len && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = 0;
        if (!len) continue;
        if (!strcmp(line, "/reset")) {
            while (ch.n > (c->system ? 1 : 0)) chat_pop(&ch);
            ox_reset(ctx);
            n_held = 0;
            fprintf(stderr, "(conversation reset)\n");
            continue;
        }
        if (!chat_add(&ch, "user", line, len, NULL, 0)) { rc = 1; fprintf(stderr, "oxinfer: out of memory\n"); break; }
        text = render(tok, &ch, OX_CHAT_GENERATION_PROMPT | (c->think ? OX_CHAT_THINKING : OX_CHAT_NO_THINKING), &tl);
        if (!text) { fail("chat template"); chat_pop(&ch); continue; }
        r = tokenize_alloc(tok, text, tl, OX_TOKENIZE_PARSE_SPECIAL, &ids, &n);
        free(text);
        if (r != OX_OK) { fail("tokenize"); chat_pop(&ch); continue; }
        if (n >= ox_context_size(ctx)) {
            fprintf(stderr, "oxinfer: the conversation (%d tokens) no longer fits in the context (%d); /reset starts over\n", n, ox_context_size(ctx));
            free(ids); chat_pop(&ch); continue;
        }
        /* keep the common prefix of what the context holds and the new prompt (at least one token
           must be evaluated, for its logits) */
        for (keep = 0; keep < n_held && keep < n - 1 && held[keep] == ids[keep]; keep++) {}
        if (keep < ox_context_position(ctx) && ox_truncate(ctx, keep) != OX_OK) { ox_reset(ctx); keep = 0; }
        memset(&s, 0, sizeof s);
        memset(&gd, 0, sizeof gd);
        fill_sampling(c, &gd);
        gd.prompt = ids + keep;
        gd.n_prompt = n - keep;
        gd.user = &s;
        r = ox_generate(ctx, &gd, out, &st);
        if (r != OX_OK && r != OX_ERR_CANCELLED) { fail(NULL); free(ids); free(s.buf); chat_pop(&ch); ox_reset(ctx); n_held = 0; continue; }
        /* the context now holds the prompt and the answer but its last token */
        for (i = 0; i < n && i < ox_context_size(ctx); i++) held[i] = ids[i];
        n_held = n;
        for (i = 0; r == OX_OK && i + 1 < st.n_generated && n_held < ox_context_size(ctx); i++) held[n_held++] = out[i];
        if (r != OX_OK || n_held != ox_context_position(ctx)) { n_held = 0; ox_reset(ctx); }
        free(ids);
        printf("\n");
        fflush(stdout);
        if (r == OX_ERR_CANCELLED) { fprintf(stderr, "(cancelled)\n"); chat_pop(&ch); free(s.buf); continue; }
        if (!chat_add(&ch, "assistant", s.buf ? s.buf : "", s.n, NULL, 0)) { free(s.buf); rc = 1; break; }
        free(s.buf);
        if (st.stop_reason == OX_STOP_CONTEXT) fprintf(stderr, "oxinfer: the context is full; /reset starts over\n");
        print_stats(&st);
    }
    free(held);
    free(out);
    chat_free(&ch);
    return rc;
}

int main(int argc, char **argv) {
    cli c;
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *m = NULL;
    ox_context *ctx = NULL;
    ox_result r;
    int rc = 1, i, j, text_cmd;
    if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) { usage(); return 0; }
    if (!parse_args(argc, argv, &c)) { free(c.ids); return usage(); }
    if (is_cmd(&c, "tokenize") || is_cmd(&c, "detokenize") || is_cmd(&c, "template")) {
        ox_tokenizer *tok = NULL;
        memset(&md, 0, sizeof md);
        md.path = c.tokenizer;
        if (ox_tokenizer_load(&md, &tok) != OX_OK) { free(c.ids); return fail(NULL); }
        rc = is_cmd(&c, "tokenize") ? cmd_tokenize(&c, tok) : is_cmd(&c, "detokenize") ? cmd_detokenize(&c, tok) : cmd_template(&c, tok);
        ox_tokenizer_free(tok);
        free(c.ids);
        return rc;
    }
    text_cmd = is_cmd(&c, "run") || is_cmd(&c, "chat");
    signal(SIGINT, on_sigint);
    memset(&md, 0, sizeof md);
    md.path = c.model;
    md.load_mode = c.mode;
    md.n_threads = c.threads;
    md.skip_tokenizer = !text_cmd;   /* logits and generate work on ids */
    md.bf16_activations = c.bf16_act;
    if (text_cmd && cli_isatty(stdout)) md.progress = progress_bar;
    if ((r = ox_model_load(&md, &m)) != OX_OK) {
        fprintf(stderr, "%soxinfer: %s\n", md.progress ? "\n" : "", ox_error_message());
        free(c.ids);
        return 1;
    }
    if (c.draft) {
        ox_model_desc dd;
        memset(&dd, 0, sizeof dd);
        dd.path = c.draft;
        dd.load_mode = c.mode;
        dd.n_threads = c.threads;
        dd.skip_tokenizer = 1;
        if (ox_model_load(&dd, &c.draft_model) != OX_OK) {
            fprintf(stderr, "oxinfer: draft model: %s\n", ox_error_message());
            ox_model_free(m);
            free(c.ids);
            return 1;
        }
    }
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = c.ctx;
    if (!cd.n_ctx) {
        int need = c.n_ids + (strcmp(c.cmd, "generate") ? 0 : c.n_gen) + 16;
        cd.n_ctx = need < ox_model_max_context(m) ? (need > 4096 ? need : 4096) : ox_model_max_context(m);
        if (cd.n_ctx > ox_model_max_context(m)) cd.n_ctx = ox_model_max_context(m);
    }
    cd.n_batch = c.batch;
    if ((r = ox_context_new(m, &cd, &ctx)) != OX_OK) {
        fprintf(stderr, "oxinfer: %s\n", ox_error_message());
        goto done;
    }
    if (text_cmd) {
        if (!c.have_seed) {
            c.seed = (unsigned long long)time(NULL) ^ ((unsigned long long)clock() << 32);
            if (c.temp > 0) fprintf(stderr, "seed: %llu\n", c.seed);
        }
        rc = is_cmd(&c, "run") ? cmd_run(&c, m, ctx) : cmd_chat(&c, m, ctx);
        goto done;
    }
    if (!strcmp(c.cmd, "logits")) {
        int V = ox_model_vocab_size(m), K = c.last > c.n_ids ? c.n_ids : c.last;
        if ((r = ox_eval(ctx, c.ids, c.n_ids, K)) != OX_OK) {
            fprintf(stderr, "oxinfer: %s\n", ox_error_message());
            goto done;
        }
        printf("[");
        for (i = 0; i < K; i++) {
            const float *l = ox_logits(ctx, i);
            printf(i ? ",\n[" : "[");
            for (j = 0; j < V; j++) { if (j) printf(","); print_float(l[j]); }
            printf("]");
        }
        printf("]\n");
    } else {
        ox_generate_desc gd;
        ox_generate_stats st;
        int32_t *out = (int32_t *)malloc(((size_t)c.n_gen + 1) * sizeof(int32_t));
        if (!out) { fprintf(stderr, "oxinfer: out of memory\n"); goto done; }
        memset(&gd, 0, sizeof gd);
        gd.prompt = c.ids;
        gd.n_prompt = c.n_ids;
        gd.max_tokens = c.n_gen;
        gd.ignore_eos = 1;   /* exactly N tokens, as before end-of-generation ids existed */
        gd.draft = c.draft_model;
        gd.n_draft = c.n_draft;
        if ((r = ox_generate(ctx, &gd, out, &st)) != OX_OK) {
            fprintf(stderr, "oxinfer: %s\n", ox_error_message());
            free(out);
            goto done;
        }
        printf("[");
        for (i = 0; i < st.n_generated; i++) printf(i ? ", %d" : "%d", (int)out[i]);
        printf("]\n");
        print_stats(&st);
        if (c.compare && gd.draft) compare_plain(ctx, gd, &st, out);
        free(out);
    }
    rc = 0;
done:
    ox_context_free(ctx);
    ox_model_free(c.draft_model);
    ox_model_free(m);
    free(c.ids);
    return rc;
}
