/* Tests: the tokenizer (section 12). Exact ids against Hugging Face tokenizers 0.23 on the corpus
   (tests/fixtures/tokenizer/: corpus.json, refs_*.json, made by tools/gen_tokenizer_refs.py) for
   the real Gemma 3 and Qwen 3 tokenizer.json files and for synthetic tokenizers built from them
   (other normalizers, pre-tokenizers, decoders, post-processors, added-token flags); decoding,
   streaming pieces, invalid UTF-8, small hand-written tokenizers for single components, and
   malformed or hostile files.
   The real files are not in the repository: tests/fetch_tokenizers.sh puts them in
   $OXINFER_TOKENIZERS (default build/tokenizers/). Without them the corpus tests fail, unless
   OXINFER_SKIP_NET=1. */
#include <stdlib.h>

static const char *tok_fixture_dir(void) {
    static char buf[512];
    snprintf(buf, sizeof buf, "%s/tokenizer", fixture_root());
    return buf;
}
static const char *tok_files_dir(void) {
    const char *e = getenv("OXINFER_TOKENIZERS");
    return e && *e ? e : "build/tokenizers";
}
static void tok_failf(const char *file, int line, const char *fmt, const char *a, const char *b) {
    char buf[1600];
    snprintf(buf, sizeof buf, fmt, a ? a : "", b ? b : "");
    test_fail(file, line, buf);
}
#define TOK_FAIL(fmt, a, b) tok_failf(__FILE__, __LINE__, fmt, a, b)

/* The real tokenizer files, loaded once. */
typedef struct tok_real {
    char *json, *config;
    size_t json_n, config_n;
    ox__tokenizer *t;
    int tried;
} tok_real;
static tok_real tok_reals[2];
static const char *const tok_real_names[2] = {"gemma3", "qwen3"};

static int tok_skip_net(void) {
    const char *e = getenv("OXINFER_SKIP_NET");
    return e && !strcmp(e, "1");
}
/* The loaded real tokenizer k, or NULL (then the test has failed, or is skipped by
   OXINFER_SKIP_NET=1). */
static ox__tokenizer *tok_real_get(int k) {
    tok_real *r = &tok_reals[k];
    char path[700];
    if (!r->tried) {
        ox_result res;
        r->tried = 1;
        snprintf(path, sizeof path, "%s/%s/tokenizer.json", tok_files_dir(), tok_real_names[k]);
        r->json = read_file(path, &r->json_n);
        snprintf(path, sizeof path, "%s/%s/tokenizer_config.json", tok_files_dir(), tok_real_names[k]);
        r->config = read_file(path, &r->config_n);
        if (!r->json) {
            fprintf(stderr, "  tokenizer: %s/%s/tokenizer.json is missing: run tests/fetch_tokenizers.sh "
                    "(or set OXINFER_TOKENIZERS; OXINFER_SKIP_NET=1 skips these tests)\n", tok_files_dir(), tok_real_names[k]);
        } else {
            res = ox__tok_load(&r->t, r->json, r->json_n, r->config, r->config_n, tok_real_names[k], NULL);
            if (res != OX_OK) { fprintf(stderr, "  tokenizer: loading %s failed: %s\n", tok_real_names[k], ox_error_message()); r->t = NULL; }
        }
    }
    if (!r->t && !tok_skip_net()) TOK_FAIL("real tokenizer %s is not available", tok_real_names[k], NULL);
    return r->t;
}
static void tok_real_free(void) {
    int k;
    for (k = 0; k < 2; k++) {
        ox__tok_free(tok_reals[k].t);
        free(tok_reals[k].json); free(tok_reals[k].config);
        memset(&tok_reals[k], 0, sizeof tok_reals[k]);
    }
}

/* Fixture JSON documents, parsed once. */
static ox__jdoc tok_corpus_doc, tok_ref_docs[3];
static int tok_docs_loaded;
static char *tok_doc_text[4];
static int tok_load_docs(void) {
    static const char *const names[4] = {"corpus.json", "refs_gemma3.json", "refs_qwen3.json", "refs_variants.json"};
    int i;
    if (tok_docs_loaded) return tok_docs_loaded > 0;
    tok_docs_loaded = -1;
    for (i = 0; i < 4; i++) {
        char path[700];
        size_t n;
        snprintf(path, sizeof path, "%s/%s", tok_fixture_dir(), names[i]);
        if (!(tok_doc_text[i] = read_file(path, &n))) { TOK_FAIL("cannot read %s", path, NULL); return 0; }
        if (ox__json_parse(i ? &tok_ref_docs[i - 1] : &tok_corpus_doc, tok_doc_text[i], n, names[i], NULL) != OX_OK) {
            TOK_FAIL("cannot parse %s: %s", names[i], ox_error_message());
            return 0;
        }
    }
    tok_docs_loaded = 1;
    return 1;
}
static void tok_free_docs(void) {
    int i;
    if (tok_docs_loaded > 0) {
        ox__json_free(&tok_corpus_doc);
        for (i = 0; i < 3; i++) ox__json_free(&tok_ref_docs[i]);
    }
    for (i = 0; i < 4; i++) { free(tok_doc_text[i]); tok_doc_text[i] = NULL; }
    tok_docs_loaded = 0;
}

/* The bytes of a corpus case (text, or hex for invalid UTF-8) into buf (malloc'd). */
static char *tok_case_bytes(const ox__json *c, size_t *n) {
    const ox__json *t = ox__json_get(c, "text"), *h = ox__json_get(c, "hex");
    char *b;
    size_t i;
    if (t) {
        b = (char *)malloc(t->n + 1);
        memcpy(b, t->str, t->n + 1);
        *n = t->n;
        return b;
    }
    b = (char *)malloc(h->n / 2 + 1);
    for (i = 0; i < h->n / 2; i++) {
        unsigned v;
        sscanf(h->str + 2 * i, "%2x", &v);
        b[i] = (char)v;
    }
    b[h->n / 2] = 0;
    *n = h->n / 2;
    return b;
}

static int tok_ids_equal(const ox__json *arr, const int32_t *ids, size_t n) {
    const ox__json *v;
    size_t i = 0;
    if (!arr || arr->type != OX__JARR || arr->n != n) return 0;
    for (v = arr->child; v; v = v->next, i++) if ((int32_t)v->num != ids[i]) return 0;
    return 1;
}
static void tok_print_ids(const char *what, const int32_t *ids, size_t n) {
    size_t i;
    fprintf(stderr, "    %s (%zu):", what, n);
    for (i = 0; i < n && i < 400; i++) fprintf(stderr, " %d", ids[i]);
    fprintf(stderr, "\n");
}
static void tok_print_ref(const char *what, const ox__json *arr) {
    const ox__json *v;
    size_t i = 0;
    fprintf(stderr, "    %s (%u):", what, arr ? arr->n : 0);
    if (arr) for (v = arr->child; v && i < 400; v = v->next, i++) fprintf(stderr, " %d", (int)v->num);
    fprintf(stderr, "\n");
}

static int tok_mismatches;
static int tok_has_fffd(const char *s, size_t n) {
    size_t i;
    for (i = 0; s && i + 3 <= n; i++) if (!memcmp(s + i, "\xEF\xBF\xBD", 3)) return 1;
    return 0;
}

/* Check one case against its reference r: ids, ids with special tokens, decode, skip_special
   decode, and the streaming pieces. */
static void tok_check_case(ox__tokenizer *t, const char *tname, const char *cname, const char *text, size_t len, const ox__json *r) {
    int32_t *ids = NULL, *ids2 = NULL;
    size_t n = 0, n2 = 0, dl = 0, i;
    char *dec;
    const ox__json *pre = ox__json_get(r, "prefix"), *suf = ox__json_get(r, "suffix"), *full = ox__json_get(r, "ids_special");
    const ox__json *d = ox__json_get(r, "decode"), *ds = ox__json_get(r, "decode_skip");
    ox__tbuf expect;
    int bad = 0;
    if (ox__tok_encode_alloc(t, text, len, 0, 1, &ids, &n) != OX_OK) { TOK_FAIL("encode failed: %s", ox_error_message(), NULL); return; }
    if (!tok_ids_equal(ox__json_get(r, "ids"), ids, n)) {
        fprintf(stderr, "  %s / %s: ids differ\n", tname, cname);
        tok_print_ids("got", ids, n); tok_print_ref("want", ox__json_get(r, "ids"));
        bad = 1;
    }
    if (ox__tok_encode_alloc(t, text, len, 1, 1, &ids2, &n2) != OX_OK) { TOK_FAIL("encode failed: %s", ox_error_message(), NULL); free(ids); return; }
    if (full) { if (!tok_ids_equal(full, ids2, n2)) { fprintf(stderr, "  %s / %s: ids with special tokens differ\n", tname, cname); bad = 1; } }
    else {
        size_t np = pre ? pre->n : 0, ns = suf ? suf->n : 0;
        if (n2 != np + n + ns || !tok_ids_equal(pre, ids2, np) || !tok_ids_equal(suf, ids2 + np + n, ns)) {
            fprintf(stderr, "  %s / %s: special tokens differ\n", tname, cname);
            tok_print_ids("got", ids2, n2);
            bad = 1;
        }
    }
    /* decode of the ids with special tokens */
    memset(&expect, 0, sizeof expect);
    if (d) ox__tbuf_put(&expect, d->str, d->n);
    else ox__utf8_lossy(&expect, text, len);
    ox__tok_decode(t, ids2, n2, 0, NULL, 0, &dl);
    dec = (char *)malloc(dl + 1);
    if (ox__tok_decode(t, ids2, n2, 0, dec, dl + 1, &dl) != OX_OK || dl != expect.n || memcmp(dec, expect.p ? expect.p : "", dl)) {
        fprintf(stderr, "  %s / %s: decode differs (%zu vs %zu bytes)\n", tname, cname, dl, expect.n);
        bad = 1;
    }
    /* streaming pieces join to the same text (when it has no repaired bytes) */
    if (!bad && !tok_has_fffd(expect.p, expect.n)) {
        ox__tbuf joined, fixed;
        memset(&joined, 0, sizeof joined); memset(&fixed, 0, sizeof fixed);
        for (i = 0; i < n2; i++) {
            char piece[256];
            size_t pl;
            if (ox__tok_piece(t, ids2[i], joined.n == 0 && i == 0, piece, sizeof piece, &pl) != OX_OK) { bad = 1; break; }
            ox__tbuf_put(&joined, piece, pl);
        }
        ox__utf8_lossy(&fixed, joined.p ? joined.p : "", joined.n);
        if (fixed.n != expect.n || memcmp(fixed.p ? fixed.p : "", expect.p ? expect.p : "", expect.n)) {
            fprintf(stderr, "  %s / %s: streaming pieces differ from decode\n", tname, cname);
            bad = 1;
        }
        ox__tbuf_free(&joined); ox__tbuf_free(&fixed);
    }
    free(dec);
    /* skip_special */
    {
        const ox__json *want = ds ? ds : d;
        ox__tbuf e2;
        memset(&e2, 0, sizeof e2);
        if (want) ox__tbuf_put(&e2, want->str, want->n); else ox__utf8_lossy(&e2, text, len);
        ox__tok_decode(t, ids2, n2, 1, NULL, 0, &dl);
        dec = (char *)malloc(dl + 1);
        if (ox__tok_decode(t, ids2, n2, 1, dec, dl + 1, &dl) != OX_OK || dl != e2.n || memcmp(dec, e2.p ? e2.p : "", dl)) {
            fprintf(stderr, "  %s / %s: decode with skip_special differs\n", tname, cname);
            bad = 1;
        }
        free(dec);
        ox__tbuf_free(&e2);
    }
    ox__tbuf_free(&expect);
    if (bad) { tok_mismatches++; TOK_FAIL("%s: case %s does not match Hugging Face", tname, cname); }
    free(ids); free(ids2);
}

static void tok_run_corpus(int k) {
    ox__tokenizer *t = tok_real_get(k);
    const ox__json *cases, *refs, *c;
    int count = 0;
    if (!t || !tok_load_docs()) return;
    cases = ox__json_get(tok_corpus_doc.root, "cases");
    refs = ox__json_get(tok_ref_docs[k].root, "cases");
    for (c = cases->child; c; c = c->next) {
        const char *name = ox__jstr(c, "name");
        const ox__json *r = ox__json_get(refs, name);
        size_t len;
        char *text;
        if (!r) { TOK_FAIL("no reference for case %s", name, NULL); continue; }
        text = tok_case_bytes(c, &len);
        tok_check_case(t, tok_real_names[k], name, text, len, r);
        free(text);
        count++;
    }
    CHECK(count >= 100);
}
static void test_tok_corpus_gemma3(void) { tok_run_corpus(0); }
static void test_tok_corpus_qwen3(void) { tok_run_corpus(1); }

/* ---- synthetic variants: the real file with members replaced ---- */

static void tok_json_write(ox__tbuf *b, const ox__json *v) {
    const ox__json *c;
    char num[64];
    switch (v->type) {
    case OX__JNULL: ox__tbuf_put(b, "null", 4); break;
    case OX__JTRUE: ox__tbuf_put(b, "true", 4); break;
    case OX__JFALSE: ox__tbuf_put(b, "false", 5); break;
    case OX__JNUM: snprintf(num, sizeof num, "%.17g", v->num); ox__tbuf_put(b, num, strlen(num)); break;
    case OX__JSTR: case OX__JARR: case OX__JOBJ:
        if (v->type == OX__JSTR) {
            size_t i;
            ox__tbuf_put(b, "\"", 1);
            for (i = 0; i < v->n; i++) {
                unsigned char ch = (unsigned char)v->str[i];
                if (ch == '"' || ch == '\\') { ox__tbuf_put(b, "\\", 1); ox__tbuf_put(b, &v->str[i], 1); }
                else if (ch < 0x20) { snprintf(num, sizeof num, "\\u%04x", ch); ox__tbuf_put(b, num, 6); }
                else ox__tbuf_put(b, &v->str[i], 1);
            }
            ox__tbuf_put(b, "\"", 1);
            break;
        }
        ox__tbuf_put(b, v->type == OX__JARR ? "[" : "{", 1);
        for (c = v->child; c; c = c->next) {
            if (c != v->child) ox__tbuf_put(b, ",", 1);
            if (v->type == OX__JOBJ) {
                ox__json k;
                memset(&k, 0, sizeof k);
                k.type = OX__JSTR; k.str = c->key; k.n = c->key_len;
                tok_json_write(b, &k);
                ox__tbuf_put(b, ":", 1);
            }
            tok_json_write(b, c);
        }
        ox__tbuf_put(b, v->type == OX__JARR ? "]" : "}", 1);
        break;
    }
}

/* The base file with spec's members after its own (the loader takes the last of repeated keys, as
   Python's json does). */
static char *tok_variant_json(const char *base, size_t base_n, const ox__json *spec, const ox__json *model, size_t *n) {
    ox__tbuf b;
    const ox__json *c;
    size_t end = base_n;
    memset(&b, 0, sizeof b);
    while (end > 0 && base[end - 1] != '}') end--;
    if (end) end--; /* the base object's closing brace */
    ox__tbuf_put(&b, base, end);
    for (c = spec->child; c; c = c->next) {
        ox__json k;
        memset(&k, 0, sizeof k);
        k.type = OX__JSTR; k.str = c->key; k.n = c->key_len;
        ox__tbuf_put(&b, ",", 1);
        tok_json_write(&b, &k);
        ox__tbuf_put(&b, ":", 1);
        tok_json_write(&b, c);
    }
    ox__tbuf_put(&b, "}", 1);
    ox__tbuf_put(&b, "", 1);
    if (ox__json_get(model, "ignore_merges")) {
        /* the model's own flag: "ignore_merges": false -> true (same length plus a space) */
        char *q = strstr(b.p, "\"ignore_merges\": false");
        size_t off = 17;
        if (!q) { q = strstr(b.p, "\"ignore_merges\":false"); off = 16; }
        if (q) memcpy(q + off, "true ", 5);
    }
    *n = b.n - 1;
    return b.p;
}

static void test_tok_variants(void) {
    const ox__json *vars, *v, *cases, *c;
    int nvar = 0;
    if (!tok_load_docs()) return;
    vars = ox__json_get(tok_ref_docs[2].root, "variants");
    cases = ox__json_get(tok_corpus_doc.root, "cases");
    for (v = vars->child; v; v = v->next) {
        const char *base = ox__jstr(v, "base");
        int k = base && !strcmp(base, "gemma3") ? 0 : 1;
        ox__tokenizer *t;
        char *json;
        size_t jn;
        const ox__json *refs = ox__json_get(v, "cases"), *r;
        if (ox__json_get(v, "error")) { TOK_FAIL("variant %s has no references", v->key, NULL); continue; }
        if (!tok_real_get(k)) return;
        json = tok_variant_json(tok_reals[k].json, tok_reals[k].json_n, ox__json_get(v, "spec"), ox__json_get(v, "model"), &jn);
        if (ox__tok_load(&t, json, jn, NULL, 0, v->key, NULL) != OX_OK) {
            TOK_FAIL("variant %s does not load: %s", v->key, ox_error_message());
            free(json);
            continue;
        }
        for (r = refs->child; r; r = r->next) {
            char *text = NULL;
            size_t len = 0;
            char label[200];
            for (c = cases->child; c; c = c->next) if (!strcmp(ox__jstr(c, "name"), r->key)) break;
            if (c) text = tok_case_bytes(c, &len);
            else if (!strcmp(r->key, "flags_probe"))
                { static const char s[] = "x <mytok> y<mytok>z  <mytok>\n hello world, hellothere ahello hello! caf\xC3\xA9 cafe\xCC\x81 CAF\xC3\x89 <R>  after <R>\nx   <L>yy ab ab  xab ab\n";
                  len = sizeof s - 1; text = (char *)malloc(len + 1); memcpy(text, s, len + 1); }
            else if (!strcmp(r->key, "flags_probe2"))
                { static const char s[] = " <mytok><mytok>  <L><R> <R><L> hello-hello _hello hello_ \xC3\xA9hello hello\xC3\xA9 h\xC3\xA9llo 1hello hello1 \xD9\xA1hello";
                  len = sizeof s - 1; text = (char *)malloc(len + 1); memcpy(text, s, len + 1); }
            if (!text) { TOK_FAIL("variant case %s is not in the corpus", r->key, NULL); continue; }
            snprintf(label, sizeof label, "variant %s", v->key);
            tok_check_case(t, label, r->key, text, len, r);
            free(text);
        }
        ox__tok_free(t);
        free(json);
        nvar++;
    }
    CHECK(nvar == 7);
}

/* ---- small hand-written tokenizers ---- */

/* A tokenizer.json from parts (NULL parts become null). */
static char *tok_small_json(const char *model, const char *added, const char *norm, const char *pre, const char *post, const char *dec) {
    size_t n = strlen(model) + 512 + (added ? strlen(added) : 4) + (norm ? strlen(norm) : 4) + (pre ? strlen(pre) : 4) +
               (post ? strlen(post) : 4) + (dec ? strlen(dec) : 4);
    char *b = (char *)malloc(n);
    snprintf(b, n, "{\"version\":\"1.0\",\"truncation\":null,\"padding\":null,\"added_tokens\":%s,\"normalizer\":%s,"
             "\"pre_tokenizer\":%s,\"post_processor\":%s,\"decoder\":%s,\"model\":%s}",
             added ? added : "[]", norm ? norm : "null", pre ? pre : "null", post ? post : "null", dec ? dec : "null", model);
    return b;
}
static ox__tokenizer *tok_small(const char *model, const char *added, const char *norm, const char *pre, const char *post, const char *dec) {
    char *j = tok_small_json(model, added, norm, pre, post, dec);
    ox__tokenizer *t = NULL;
    if (ox__tok_load(&t, j, strlen(j), NULL, 0, "small", NULL) != OX_OK) { TOK_FAIL("small tokenizer does not load: %s", ox_error_message(), NULL); t = NULL; }
    free(j);
    return t;
}
/* ids of text, as a string "1 2 3" */
static const char *tok_ids_str(const ox__tokenizer *t, const char *text, int add_special, int parse_special) {
    static char buf[1024];
    int32_t ids[256];
    size_t n = 0, i, o = 0;
    buf[0] = 0;
    if (!t) return "(no tokenizer)";
    if (ox__tok_encode(t, text, strlen(text), add_special, parse_special, ids, 256, &n) != OX_OK) return ox_error_message();
    for (i = 0; i < n && o < sizeof buf - 16; i++) o += (size_t)snprintf(buf + o, sizeof buf - o, i ? " %d" : "%d", (int)ids[i]);
    return buf;
}
#define TOK_IDS(t, text, want) do { const char *got_ = tok_ids_str(t, text, 0, 1); \
    if (strcmp(got_, want)) TOK_FAIL("ids \"%s\", expected \"%s\"", got_, want); } while (0)

static const char tok_abc_vocab[] = "\"vocab\":{\"a\":0,\"b\":1,\"c\":2,\"ab\":3,\"abc\":4,\"<unk>\":5,\"d\":6,\"bc\":7,\"cab\":8}";

/* A word that encodes to no ids (no unk token: its unknown characters are dropped) is cached like
   any other; meeting it again copies zero ids from the cache's still-empty id store. */
static void test_tok_cached_empty_word(void) {
    char model[1024];
    ox__tokenizer *t;
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\"]}", tok_abc_vocab);
    t = tok_small(model, NULL, NULL, "{\"type\":\"Split\",\"pattern\":{\"String\":\" \"},\"behavior\":\"Removed\",\"invert\":false}", NULL, NULL);
    TOK_IDS(t, "xx xx", "");
    TOK_IDS(t, "xx ab xx ab", "3 3");
    ox__tok_free(t);
}

static void test_tok_bpe_model(void) {
    char model[1024];
    ox__tokenizer *t;
    /* merges in both forms; ranks decide: "a b" (0) before "b c" (1) */
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\",[\"b\",\"c\"],[\"ab\",\"c\"]],\"unk_token\":\"<unk>\"}", tok_abc_vocab);
    t = tok_small(model, NULL, NULL, NULL, NULL, NULL);
    TOK_IDS(t, "abc", "4");
    TOK_IDS(t, "bc", "7");
    TOK_IDS(t, "abx", "3 5");
    TOK_IDS(t, "xxa", "5 5 0");           /* unk, not fused */
    TOK_IDS(t, "", "");
    ox__tok_free(t);
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\"],\"unk_token\":\"<unk>\",\"fuse_unk\":true}", tok_abc_vocab);
    t = tok_small(model, NULL, NULL, NULL, NULL, NULL);
    TOK_IDS(t, "xx\xC3\xA9" "ab", "5 3"); /* unknown characters fused into one unk */
    ox__tok_free(t);
    /* no unk token: unknown characters vanish, as in HF (and their neighbours then merge) */
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\"]}", tok_abc_vocab);
    t = tok_small(model, NULL, NULL, NULL, NULL, NULL);
    TOK_IDS(t, "axb", "3");
    ox__tok_free(t);
    /* ignore_merges: a whole word in the vocabulary wins over the merges */
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\",\"b c\"],\"ignore_merges\":true}", tok_abc_vocab);
    t = tok_small(model, NULL, NULL, NULL, NULL, NULL);
    TOK_IDS(t, "cab", "8");
    TOK_IDS(t, "abc", "4");
    ox__tok_free(t);
    /* continuing_subword_prefix and end_of_word_suffix */
    t = tok_small("{\"type\":\"BPE\",\"vocab\":{\"a\":0,\"##b\":1,\"##c</w>\":2,\"ab\":3,\"a</w>\":4,\"##b</w>\":5,\"ab</w>\":6},"
                  "\"merges\":[\"a ##b\",\"a ##b</w>\"],\"continuing_subword_prefix\":\"##\",\"end_of_word_suffix\":\"</w>\"}",
                  NULL, NULL, NULL, NULL, NULL);
    TOK_IDS(t, "abc", "3 2");
    TOK_IDS(t, "ab", "6");
    TOK_IDS(t, "a", "4");
    ox__tok_free(t);
}

/* A tokenizer whose ids are the UTF-8 bytes of the normalized text: decode(encode(x)) shows
   what the normalizer and pre-tokenizer did. */
static char *tok_bytes_model(void) {
    static char m[8192];
    int i, o;
    o = snprintf(m, sizeof m, "{\"type\":\"BPE\",\"byte_fallback\":true,\"merges\":[],\"vocab\":{");
    for (i = 0; i < 256; i++) o += snprintf(m + o, sizeof m - (size_t)o, "%s\"<0x%02X>\":%d", i ? "," : "", i, i);
    snprintf(m + o, sizeof m - (size_t)o, ",\"|\":256}}");
    return m;
}
static const char *tok_roundtrip(const ox__tokenizer *t, const char *text) {
    static char out[1024];
    int32_t ids[1024];
    size_t n = 0, l = 0;
    if (!t) return "(no tokenizer)";
    if (ox__tok_encode(t, text, strlen(text), 0, 1, ids, 1024, &n) != OX_OK) return ox_error_message();
    if (ox__tok_decode(t, ids, n, 0, out, sizeof out, &l) != OX_OK) return ox_error_message();
    return out;
}
#define TOK_NORM(norm, pre, in, want) do { ox__tokenizer *t_ = tok_small(tok_bytes_model(), NULL, norm, pre, NULL, \
    "{\"type\":\"Sequence\",\"decoders\":[{\"type\":\"ByteFallback\"},{\"type\":\"Fuse\"}]}"); \
    const char *got_ = tok_roundtrip(t_, in); \
    if (strcmp(got_, want)) TOK_FAIL("normalized \"%s\", expected \"%s\"", got_, want); \
    ox__tok_free(t_); } while (0)

static void test_tok_normalizers(void) {
    TOK_NORM("{\"type\":\"NFC\"}", NULL, "cafe\xCC\x81 \xE2\x84\xAB \xE1\x84\x80\xE1\x85\xA1\xE1\x86\xA8", "caf\xC3\xA9 \xC3\x85 \xEA\xB0\x81");
    TOK_NORM("{\"type\":\"NFC\"}", NULL, "e\xCC\xA3\xCC\x82 q\xCC\x87\xCC\xA3", "\xE1\xBB\x87 q\xCC\xA3\xCC\x87"); /* reordering */
    TOK_NORM("{\"type\":\"NFKC\"}", NULL, "\xEF\xAC\x81 \xE2\x91\xA0 x\xC2\xB2 \xEF\xBC\xA1", "fi 1 x2 A");
    TOK_NORM("{\"type\":\"Lowercase\"}", NULL, "HeLLo \xC4\xB0 \xCE\xA3\xCE\x91\xCE\xA3", "hello i\xCC\x87 \xCF\x83\xCE\xB1\xCF\x83");
    TOK_NORM("{\"type\":\"Strip\",\"strip_left\":true,\"strip_right\":false}", NULL, " \t x y \n", "x y \n");
    TOK_NORM("{\"type\":\"Strip\",\"strip_left\":true,\"strip_right\":true}", NULL, "\xE3\x80\x80 x \xC2\xA0", "x");
    TOK_NORM("{\"type\":\"Sequence\",\"normalizers\":[{\"type\":\"Prepend\",\"prepend\":\"\xE2\x96\x81\"},"
             "{\"type\":\"Replace\",\"pattern\":{\"String\":\" \"},\"content\":\"\xE2\x96\x81\"}]}", NULL,
             "a b", "\xE2\x96\x81" "a" "\xE2\x96\x81" "b");
    TOK_NORM("{\"type\":\"Replace\",\"pattern\":{\"String\":\"aa\"},\"content\":\"b\"}", NULL, "aaaaa", "bba");
    /* pre-tokenizers that change text */
    TOK_NORM(NULL, "{\"type\":\"Metaspace\",\"replacement\":\"\xE2\x96\x81\",\"prepend_scheme\":\"always\",\"split\":true}",
             "a b", "\xE2\x96\x81" "a" "\xE2\x96\x81" "b");
    TOK_NORM(NULL, "{\"type\":\"Split\",\"pattern\":{\"String\":\",\"},\"behavior\":\"Removed\",\"invert\":false}", "a,b,,c", "abc");
}

/* The GPT-style split regexes, matched by hand: pieces joined with '|'. */
static void tok_gpt_pieces(int which, const char *in, char *out, size_t cap) {
    size_t n = strlen(in), pos = 0, o = 0;
    while (pos < n && o + 8 < cap) {
        size_t l = ox__gpt_match(&ox__gpt_flags[which], (const unsigned char *)in, n, pos);
        if (pos) out[o++] = '|';
        memcpy(out + o, in + pos, l < cap - o - 1 ? l : cap - o - 1);
        o += l; pos += l;
    }
    out[o] = 0;
}
static void test_tok_gpt_regex(void) {
    static const struct { int which; const char *in, *pieces; } cases[] = {
        {1, "Hello world", "Hello| world"},
        {1, "DON'T I'm", "DON|'T| I|'m"},
        {1, "a  b", "a| | b"},
        {1, "x \n\n y", "x| \n\n| y"},
        {1, "12345", "1|2|3|4|5"},
        {1, "$hello ...\n\nok", "$hello| ...\n\n|ok"},
        {1, "end   ", "end|   "},
        {1, "'\xC5\xBF x", "'\xC5\xBF| x"},
        {1, "\t\tx", "\t|\tx"},
        {1, "a\xCC\x81" "b", "a|\xCC\x81" "b"},                 /* Qwen 3: a mark is not a letter */
        {2, "a\xCC\x81" "b", "a\xCC\x81" "b"},                 /* Qwen 3.5: it is */
        {3, "12345", "123|45"},                                /* Llama 3: up to 3 digits */
        {0, "Hello  world's 123 !!", "Hello| | world|'s| 123| !!"}, /* GPT-2 */
        {0, "DON'T", "DON|'|T"},                               /* GPT-2: case-sensitive contractions */
    };
    size_t k;
    char out[256];
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        tok_gpt_pieces(cases[k].which, cases[k].in, out, sizeof out);
        if (strcmp(out, cases[k].pieces)) TOK_FAIL("regex pieces \"%s\", expected \"%s\"", out, cases[k].pieces);
    }
}

static void test_tok_added_tokens(void) {
    char model[1024];
    ox__tokenizer *t;
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\"],\"unk_token\":\"<unk>\"}", tok_abc_vocab);
    t = tok_small(model,
                  "[{\"id\":9,\"content\":\"<a>\",\"single_word\":false,\"lstrip\":false,\"rstrip\":false,\"normalized\":false,\"special\":true},"
                  "{\"id\":10,\"content\":\"<a><b>\",\"single_word\":false,\"lstrip\":false,\"rstrip\":false,\"normalized\":false,\"special\":false},"
                  "{\"id\":11,\"content\":\"cc\",\"single_word\":true,\"lstrip\":false,\"rstrip\":false,\"normalized\":false,\"special\":false},"
                  "{\"id\":12,\"content\":\"[s]\",\"single_word\":false,\"lstrip\":true,\"rstrip\":true,\"normalized\":false,\"special\":true}]",
                  NULL, NULL,
                  "{\"type\":\"TemplateProcessing\",\"single\":[{\"SpecialToken\":{\"id\":\"<a>\",\"type_id\":0}},{\"Sequence\":{\"id\":\"A\",\"type_id\":0}},"
                  "{\"SpecialToken\":{\"id\":\"[s]\",\"type_id\":0}}],\"pair\":[],\"special_tokens\":{\"<a>\":{\"id\":\"<a>\",\"ids\":[9],\"tokens\":[\"<a>\"]},"
                  "\"[s]\":{\"id\":\"[s]\",\"ids\":[12],\"tokens\":[\"[s]\"]}}}", NULL);
    if (!t) return;
    TOK_IDS(t, "ab<a><b>ab", "3 10 3");    /* the longest match wins */
    TOK_IDS(t, "ab<a>ab", "3 9 3");
    TOK_IDS(t, "cc acc cc", "11 5 0 2 2 5 11"); /* single_word: not inside a word */
    TOK_IDS(t, "a  [s]  b", "0 12 1");     /* lstrip and rstrip take the spaces */
    CHECK(!strcmp(tok_ids_str(t, "ab<a>", 0, 0), "3 5 0 5")); /* not parsed: special text is text */
    CHECK(!strcmp(tok_ids_str(t, "ab<a><b>", 0, 0), "3 10"));   /* non-special tokens still are */
    CHECK(!strcmp(tok_ids_str(t, "ab", 1, 1), "9 3 12"));       /* the template */
    CHECK(ox__tok_bos(t) == 9 && ox__tok_eos(t) == 12);
    CHECK(ox__tok_is_special(t, 9) && !ox__tok_is_special(t, 10));
    CHECK(ox__tok_token_id(t, "<a><b>", 6) == 10 && ox__tok_token_id(t, "abc", 3) == 4 && ox__tok_token_id(t, "zz", 2) == -1);
    {
        int32_t ids[4] = {9, 3, 12, 10};
        char out[64];
        size_t l;
        CHECK(ox__tok_decode(t, ids, 4, 0, out, sizeof out, &l) == OX_OK && !strcmp(out, "<a> ab [s] <a><b>")); /* no decoder: joined with spaces */
        CHECK(ox__tok_decode(t, ids, 4, 1, out, sizeof out, &l) == OX_OK && !strcmp(out, "ab <a><b>"));
        CHECK(ox__tok_decode(t, ids, 4, 0, out, 5, &l) == OX_ERR_LIMIT && l == 17);
    }
    ox__tok_free(t);
}

static void test_tok_encode_api(void) {
    ox__tokenizer *t = tok_small(tok_bytes_model(), NULL, NULL, NULL, NULL,
                                 "{\"type\":\"Sequence\",\"decoders\":[{\"type\":\"ByteFallback\"},{\"type\":\"Fuse\"}]}");
    int32_t ids[8];
    size_t n = 99, l;
    char out[64];
    if (!t) return;
    CHECK(ox__tok_encode(t, "", 0, 1, 1, ids, 8, &n) == OX_OK && n == 0);
    CHECK(ox__tok_encode(t, NULL, 0, 1, 1, ids, 8, &n) == OX_OK && n == 0);
    CHECK(ox__tok_encode(t, "abcdefghij", 10, 0, 1, ids, 8, &n) == OX_ERR_LIMIT && n == 10 && ids[7] == 'h');
    CHECK(ox__tok_encode(t, "abc", 3, 0, 1, NULL, 0, &n) == OX_ERR_LIMIT && n == 3);
    CHECK(ox__tok_encode(NULL, "abc", 3, 0, 1, ids, 8, &n) == OX_ERR_ARG);
    CHECK(ox__tok_encode(t, "abc", 3, 0, 1, ids, 8, NULL) == OX_ERR_ARG);
    /* invalid UTF-8 becomes U+FFFD (one per maximal ill-formed subsequence), as Python's
       bytes.decode("utf-8", "replace") */
    CHECK(!strcmp(tok_roundtrip(t, "a\x80" "b\xE2\x82" "c\xED\xA0\x80" "d\xF0\x9F\x98"), "a\xEF\xBF\xBD" "b\xEF\xBF\xBD" "c\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD" "d\xEF\xBF\xBD"));
    /* decode: unknown and negative ids are skipped, as in HF; a run of byte-fallback tokens that
       is not valid UTF-8 becomes one U+FFFD per byte, valid bytes of the run included (HF) */
    ids[0] = 'h'; ids[1] = -5; ids[2] = 100000; ids[3] = 'i'; ids[4] = 0xE2; ids[5] = 0x82;
    CHECK(ox__tok_decode(t, ids, 4, 0, out, sizeof out, &l) == OX_OK && !strcmp(out, "hi") && l == 2);
    CHECK(ox__tok_decode(t, ids, 6, 0, out, sizeof out, &l) == OX_OK && l == 12 &&
          !strcmp(out, "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"));
    CHECK(ox__tok_decode(t, ids, 0, 0, out, sizeof out, &l) == OX_OK && l == 0 && out[0] == 0);
    /* pieces give raw bytes */
    CHECK(ox__tok_piece(t, 0xE2, 1, out, sizeof out, &l) == OX_OK && l == 1 && (unsigned char)out[0] == 0xE2);
    CHECK(ox__tok_piece(t, 100000, 1, out, sizeof out, &l) == OX_OK && l == 0);
    CHECK(ox__tok_vocab_size(t) == 257 && ox__tok_bos(t) == -1);
    ox__tok_free(t);
}

static void tok_expect_load_error(const char *json, ox_result want, const char *msg_part) {
    ox__tokenizer *t = NULL;
    ox_result r = ox__tok_load(&t, json, strlen(json), NULL, 0, "bad.json", NULL);
    if (r != want) { char w[32]; snprintf(w, sizeof w, "%d", (int)r); TOK_FAIL("load gave %s: %s", w, ox_error_message()); }
    else if (msg_part && !strstr(ox_error_message(), msg_part)) TOK_FAIL("error \"%s\" does not name \"%s\"", ox_error_message(), msg_part);
    if (t) { TOK_FAIL("a tokenizer was returned on error", NULL, NULL); ox__tok_free(t); }
}
static void test_tok_bad_files(void) {
    char model[1024], *j;
    static const struct { const char *norm, *pre, *dec, *post, *name; } unsup[] = {
        {"{\"type\":\"BertNormalizer\"}", NULL, NULL, NULL, "BertNormalizer"},
        {"{\"type\":\"Sequence\",\"normalizers\":[{\"type\":\"NFC\"},{\"type\":\"Precompiled\",\"precompiled_charsmap\":\"\"}]}", NULL, NULL, NULL, "Precompiled"},
        {"{\"type\":\"Replace\",\"pattern\":{\"Regex\":\" +\"},\"content\":\" \"}", NULL, NULL, NULL, "Regex"},
        {NULL, "{\"type\":\"Whitespace\"}", NULL, NULL, "Whitespace"},
        {NULL, "{\"type\":\"Split\",\"pattern\":{\"Regex\":\"\\\\w+\"},\"behavior\":\"Isolated\",\"invert\":false}", NULL, NULL, "\\w+"},
        {NULL, "{\"type\":\"Metaspace\",\"replacement\":\"_\",\"prepend_scheme\":\"sometimes\"}", NULL, NULL, "sometimes"},
        {NULL, NULL, "{\"type\":\"CTC\"}", NULL, "CTC"},
        {NULL, NULL, "{\"type\":\"WordPiece\",\"prefix\":\"##\"}", NULL, "WordPiece"},
        {NULL, NULL, NULL, "{\"type\":\"Frobnicate\"}", "Frobnicate"},
    };
    size_t k;
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\"]}", tok_abc_vocab);
    for (k = 0; k < sizeof unsup / sizeof unsup[0]; k++) {
        j = tok_small_json(model, NULL, unsup[k].norm, unsup[k].pre, unsup[k].post, unsup[k].dec);
        tok_expect_load_error(j, OX_ERR_UNSUPPORTED, unsup[k].name);
        free(j);
    }
    j = tok_small_json("{\"type\":\"WordPiece\",\"vocab\":{}}", NULL, NULL, NULL, NULL, NULL);
    tok_expect_load_error(j, OX_ERR_UNSUPPORTED, "WordPiece"); free(j);
    j = tok_small_json("{\"type\":\"Unigram\",\"vocab\":[]}", NULL, NULL, NULL, NULL, NULL);
    tok_expect_load_error(j, OX_ERR_UNSUPPORTED, "Unigram"); free(j);
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[],\"dropout\":0.1}", tok_abc_vocab);
    j = tok_small_json(model, NULL, NULL, NULL, NULL, NULL);
    tok_expect_load_error(j, OX_ERR_UNSUPPORTED, "dropout"); free(j);
    /* malformed */
    tok_expect_load_error("", OX_ERR_FORMAT, NULL);
    tok_expect_load_error("[1,2]", OX_ERR_FORMAT, NULL);
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0}", OX_ERR_FORMAT, NULL);
    tok_expect_load_error("{}", OX_ERR_FORMAT, "model");
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":-1},\"merges\":[]}}", OX_ERR_FORMAT, "id");
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":\"x\"},\"merges\":[]}}", OX_ERR_FORMAT, "id");
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":1e300},\"merges\":[]}}", OX_ERR_FORMAT, "id");
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0,\"b\":1},\"merges\":[\"a c\"]}}", OX_ERR_FORMAT, "merge 0");
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0,\"b\":1},\"merges\":[\"a b\"]}}", OX_ERR_FORMAT, "merge 0");
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0,\"b\":1},\"merges\":[\"ab\"]}}", OX_ERR_FORMAT, "merge 0");
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0,\"b\":1},\"merges\":[[\"a\"]]}}", OX_ERR_FORMAT, "merge 0");
    tok_expect_load_error("{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":7}}", OX_ERR_FORMAT, "merges");
    tok_expect_load_error("{\"added_tokens\":{},\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":[]}}", OX_ERR_FORMAT, "added_tokens");
    tok_expect_load_error("{\"added_tokens\":[{\"id\":1}],\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":[]}}", OX_ERR_FORMAT, "content");
    tok_expect_load_error("{\"added_tokens\":[{\"content\":\"x\",\"special\":3}],\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":[]}}", OX_ERR_FORMAT, "boolean");
    tok_expect_load_error("{\"post_processor\":{\"type\":\"TemplateProcessing\",\"single\":[{\"SpecialToken\":{\"id\":\"<x>\"}},{\"Sequence\":{\"id\":\"A\"}}],"
                          "\"special_tokens\":{}},\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":[]}}", OX_ERR_FORMAT, "<x>");
    tok_expect_load_error("{\"post_processor\":{\"type\":\"TemplateProcessing\",\"single\":[{\"SpecialToken\":{\"id\":\"<x>\"}},{\"Sequence\":{\"id\":\"A\"}}],"
                          "\"special_tokens\":{\"<x>\":{\"ids\":[5]}}},\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":[]}}", OX_ERR_FORMAT, "beyond");
    tok_expect_load_error("{\"normalizer\":{\"type\":\"Sequence\",\"normalizers\":[[[[]]]]},\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":[]}}", OX_ERR_FORMAT, "normalizer");
    tok_expect_load_error("{\"normalizer\":{\"type\":\"Strip\",\"strip_left\":\"yes\"},\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":[]}}", OX_ERR_FORMAT, "Strip");
    tok_expect_load_error("{\"decoder\":{\"type\":\"Strip\",\"content\":\"ab\",\"start\":1,\"stop\":0},\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0},\"merges\":[]}}", OX_ERR_FORMAT, "Strip");
    /* a bad tokenizer_config.json */
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\"]}", tok_abc_vocab);
    {
        ox__tokenizer *t = NULL;
        j = tok_small_json(model, NULL, NULL, NULL, NULL, NULL);
        CHECK(ox__tok_load(&t, j, strlen(j), "{\"add_bos_token\":", 17, "x", NULL) == OX_ERR_FORMAT && !t);
        CHECK(ox__tok_load(&t, j, strlen(j), "{\"add_bos_token\":\"yes\"}", 23, "x", NULL) == OX_ERR_FORMAT && !t);
        CHECK(ox__tok_load(&t, j, strlen(j), "{\"bos_token\":\"abc\",\"add_bos_token\":true}", 40, "x", NULL) == OX_OK && t);
        CHECK(!strcmp(tok_ids_str(t, "ab", 1, 1), "4 3"));
        ox__tok_free(t);
        free(j);
    }
    CHECK(ox__tok_load(NULL, "{}", 2, NULL, 0, "x", NULL) == OX_ERR_ARG);
}

/* Every prefix length class of a real file fails cleanly. */
static void test_tok_truncated_real(void) {
    ox__tokenizer *t = tok_real_get(1);
    static const double fr[] = {0.0, 0.0001, 0.01, 0.3, 0.5, 0.9, 0.99999};
    size_t k;
    if (!t) return;
    for (k = 0; k < sizeof fr / sizeof fr[0]; k++) {
        ox__tokenizer *u = NULL;
        size_t n = (size_t)(fr[k] * (double)tok_reals[1].json_n);
        CHECK(ox__tok_load(&u, tok_reals[1].json, n, NULL, 0, "truncated", NULL) == OX_ERR_FORMAT && !u);
    }
}

/* An allocator that fails after a number of allocations: every failure is a clean error. */
static int tok_alloc_left;
static void *tok_fail_alloc(size_t n, void *user) { (void)user; if (tok_alloc_left-- <= 0) return NULL; return malloc(n); }
static void tok_fail_free(void *p, void *user) { (void)user; free(p); }
static void test_tok_out_of_memory(void) {
    ox_allocator a;
    char model[1024], *j;
    int k, loaded = 0, encoded = 0;
    a.alloc = tok_fail_alloc; a.free = tok_fail_free; a.user = NULL;
    snprintf(model, sizeof model, "{\"type\":\"BPE\",%s,\"merges\":[\"a b\",\"ab c\"],\"unk_token\":\"<unk>\"}", tok_abc_vocab);
    j = tok_small_json(model, "[{\"content\":\"<x>\",\"special\":true},{\"content\":\"y\",\"normalized\":true}]", "{\"type\":\"NFC\"}",
                       "{\"type\":\"ByteLevel\",\"add_prefix_space\":true,\"use_regex\":true}", NULL, "{\"type\":\"ByteLevel\"}");
    for (k = 0; k < 400 && !(loaded && encoded); k++) {
        ox__tokenizer *t = NULL;
        ox_result r;
        tok_alloc_left = k;
        r = ox__tok_load(&t, j, strlen(j), "{\"bos_token\":\"a\"}", 17, "oom", &a);
        CHECK(r == OX_OK || r == OX_ERR_NOMEM);
        CHECK((r == OX_OK) == (t != NULL));
        if (t) {
            int m;
            loaded = 1;
            for (m = 0; m < 60; m++) {
                int32_t ids[64];
                size_t n;
                char out[128];
                tok_alloc_left = m;
                r = ox__tok_encode(t, "abc <x> cafe\xCC\x81 y ab", 19, 1, 1, ids, 64, &n);
                CHECK(r == OX_OK || r == OX_ERR_NOMEM);
                if (r == OX_OK) {
                    encoded = 1;
                    tok_alloc_left = m;
                    r = ox__tok_decode(t, ids, n, 0, out, sizeof out, &n);
                    CHECK(r == OX_OK || r == OX_ERR_NOMEM);
                    break;
                }
            }
            tok_alloc_left = 1 << 30;
            ox__tok_free(t);
        }
    }
    CHECK(loaded && encoded);
    free(j);
}

static void test_tok_real_specials(void) {
    ox__tokenizer *g = tok_real_get(0), *q = tok_real_get(1);
    if (g) {
        CHECK(ox__tok_bos(g) == 2 && ox__tok_eos(g) == 106 && ox__tok_pad(g) == 0);
        CHECK(ox__tok_vocab_size(g) == 262145);
        CHECK(!strcmp(tok_ids_str(g, "", 1, 1), "2"));
        CHECK(!strcmp(tok_ids_str(g, "<start_of_turn>", 0, 1), "105"));
        CHECK(strcmp(tok_ids_str(g, "<start_of_turn>", 0, 0), "105")); /* not parsed: plain text */
    }
    if (q) {
        CHECK(ox__tok_bos(q) == -1 && ox__tok_eos(q) == 151645 && ox__tok_pad(q) == 151643);
        CHECK(ox__tok_vocab_size(q) == 151669);
        CHECK(!strcmp(tok_ids_str(q, "", 1, 1), ""));
        CHECK(!strcmp(tok_ids_str(q, "<|im_start|>", 0, 1), "151644"));
        CHECK(ox__tok_is_special(q, 151644) && !ox__tok_is_special(q, 151667));
    }
}

static void test_area_tokenizer(void) {
    RUN(test_tok_bpe_model);
    RUN(test_tok_normalizers);
    RUN(test_tok_gpt_regex);
    RUN(test_tok_added_tokens);
    RUN(test_tok_encode_api);
    RUN(test_tok_bad_files);
    RUN(test_tok_out_of_memory);
    RUN(test_tok_corpus_gemma3);
    RUN(test_tok_corpus_qwen3);
    RUN(test_tok_variants);
    RUN(test_tok_cached_empty_word);
    RUN(test_tok_real_specials);
    RUN(test_tok_truncated_real);
    tok_real_free();
    tok_free_docs();
}
