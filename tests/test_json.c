/* Tests: the JSON parser (section 3). */

static ox_result json_try(const char *text, ox__jdoc *doc) {
    return ox__json_parse(doc, text, strlen(text), "test.json", NULL);
}
static int json_ok(const char *text) {
    ox__jdoc d;
    ox_result r = json_try(text, &d);
    if (r == OX_OK) ox__json_free(&d);
    return r == OX_OK;
}

static void test_json_values(void) {
    ox__jdoc d;
    const ox__json *v;
    int64_t i;
    CHECK(json_try(" {\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\ud83d\\ude00\\n\"], \"b\": {}, \"c\": []} ", &d) == OX_OK);
    v = ox__json_get(d.root, "a");
    CHECK(v && v->type == OX__JARR && v->n == 6);
    CHECK(ox__json_int(ox__json_at(v, 0), &i) && i == 1);
    CHECK(ox__json_at(v, 1)->num == -2500.0);
    CHECK(ox__json_at(v, 2)->type == OX__JTRUE && ox__json_at(v, 3)->type == OX__JFALSE && ox__json_at(v, 4)->type == OX__JNULL);
    CHECK(!strcmp(ox__json_at(v, 5)->str, "x\xc3\xa9\xf0\x9f\x98\x80\n") && ox__json_at(v, 5)->n == 8);
    CHECK(ox__json_at(v, 6) == NULL);
    CHECK(ox__json_get(d.root, "b")->type == OX__JOBJ && ox__json_get(d.root, "b")->n == 0);
    CHECK(ox__json_get(d.root, "zz") == NULL);
    CHECK(!ox__json_int(ox__json_at(v, 1), &i) || i == -2500);
    ox__json_free(&d);
    /* numbers: exact integers and common decimals */
    CHECK(json_try("[1e-6, 1000000.0, 0.25, 30.0, 9007199254740993, -0, 262144, 1E+2]", &d) == OX_OK);
    CHECK(ox__json_at(d.root, 0)->num == 1e-6);
    CHECK(ox__json_at(d.root, 1)->num == 1e6);
    CHECK(ox__json_at(d.root, 2)->num == 0.25);
    CHECK(ox__json_at(d.root, 3)->num == 30.0);
    CHECK(ox__json_at(d.root, 6)->num == 262144.0);
    CHECK(ox__json_at(d.root, 7)->num == 100.0);
    ox__json_free(&d);
    /* embedded NUL via escape keeps its length */
    CHECK(json_try("\"a\\u0000b\"", &d) == OX_OK);
    CHECK(d.root->n == 3 && d.root->str[1] == 0);
    ox__json_free(&d);
    /* a byte-order mark is allowed; a big document parses */
    CHECK(json_ok("\xEF\xBB\xBF{}"));
}

static void test_json_rejects(void) {
    static const char *const bad[] = {
        "", " ", "{", "}", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1 2]", "01", "1.", ".5", "-", "1e", "+1",
        "tru", "nul", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "[1] x", "{} {}",
        "\"a\tb\"", "\"\xff\"", "\"\xc0\xaf\"", "\"\xed\xa0\x80\"", "\"\xf4\x90\x80\x80\"", "\"\xe2\x82\"", "NaN", "Infinity",
        "[1]/*c*/", "'a'",
    };
    int i;
    for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
        ox__jdoc d;
        ox_result r = json_try(bad[i], &d);
        CHECK_MSG(r == OX_ERR_FORMAT, "case %g accepted (result %g)", i, r);
        if (r == OX_OK) ox__json_free(&d);
    }
    /* the message names the file and the place */
    {
        ox__jdoc d;
        json_try("{\n \"a\": [1,,2]}", &d);
        CHECK(strstr(ox_error_message(), "test.json") && strstr(ox_error_message(), "line 2"));
    }
}

static void test_json_depth(void) {
    char buf[1200];
    int i;
    for (i = 0; i < 600; i++) buf[i] = '[';
    for (i = 0; i < 600; i++) buf[600 + i] = ']';
    {
        ox__jdoc d;
        ox_result r = ox__json_parse(&d, buf, 1200, "deep.json", NULL);
        CHECK(r == OX_ERR_FORMAT);
        CHECK(strstr(ox_error_message(), "deep") != NULL);
    }
    for (i = 0; i < 100; i++) buf[i] = '[';
    for (i = 0; i < 100; i++) buf[100 + i] = ']';
    {
        ox__jdoc d;
        CHECK(ox__json_parse(&d, buf, 200, "ok.json", NULL) == OX_OK);
        ox__json_free(&d);
    }
}

/* Every prefix of a valid document is rejected cleanly (no crash, no acceptance). */
static void test_json_truncations(void) {
    const char *doc = "{\"model_type\": \"gemma4_text\", \"x\": [1.5, -2, {\"k\": \"v\\u00e9\"}], \"t\": true}";
    size_t n = strlen(doc), i;
    int accepted = 0;
    for (i = 0; i < n; i++) {
        ox__jdoc d;
        if (ox__json_parse(&d, doc, i, "t.json", NULL) == OX_OK) { accepted++; ox__json_free(&d); }
    }
    CHECK(accepted == 0);
    CHECK(json_ok(doc));
}

/* A key given twice (or more): one member, at the first one's place, with the last value, as
   Python's json.loads gives it; walks over the members see it once, nested objects too. */
static void test_json_duplicate_keys(void) {
    ox__jdoc d;
    const ox__json *c;
    static const char text[] = "{\"a\": 1, \"b\": {\"x\": 1, \"y\": 2, \"x\": [3]}, \"a\": \"two\", \"c\": null, \"a\": {\"k\": 3}, \"\": 1, \"\": 2}";
    static const char *const order[] = {"a", "b", "c", ""};
    int i = 0;
    CHECK(ox__json_parse(&d, text, sizeof text - 1, "dup.json", NULL) == OX_OK);
    CHECK(d.root->n == 4);
    for (c = d.root->child; c; c = c->next, i++) CHECK(i < 4 && !strcmp(c->key, order[i]));
    CHECK(i == 4);
    c = ox__json_get(d.root, "a");
    CHECK(c == d.root->child && c->type == OX__JOBJ && c->n == 1 && ox__json_get(c, "k")->num == 3);
    c = ox__json_get(d.root, "b");
    CHECK(c && c->n == 2 && !strcmp(c->child->key, "x") && c->child->type == OX__JARR && !strcmp(c->child->next->key, "y"));
    CHECK(ox__json_get(d.root, "")->num == 2);
    ox__json_free(&d);
    {   /* many members, a few repeated: the same, in O(n log n) */
        char *big = (char *)malloc(2000000);
        size_t at = 0;
        int k, seen = 0;
        if (!big) { CHECK(0); return; }
        big[at++] = '{';
        for (k = 0; k < 100000; k++) at += (size_t)sprintf(big + at, "%s\"k%d\": %d", k ? ", " : "", k % 99991, k);
        big[at++] = '}';
        CHECK(ox__json_parse(&d, big, at, "big.json", NULL) == OX_OK && d.root->n == 99991);
        for (c = d.root->child; c; c = c->next, seen++) {
            int want = seen < 100000 - 99991 ? seen + 99991 : seen;
            if (c->num != want) { CHECK_MSG(0, "member %g holds %g", seen, c->num); break; }
        }
        ox__json_free(&d);
        free(big);
    }
}

/* Memory of a parse is at most 8 x its text + 256 KiB (the bound stated at the parser): a flat array
   of numbers as dense as JSON allows is refused before its nodes are allocated, one of 8-byte
   numbers (one value per 8 bytes) parses within the bound, and so does a long string. */
typedef struct json_peak { size_t live, peak; } json_peak;
static void *json_peak_alloc(size_t n, void *user) {
    json_peak *b = (json_peak *)user;
    unsigned char *p = (unsigned char *)malloc(n + 16);
    if (!p) return NULL;
    memcpy(p, &n, sizeof n);
    b->live += n;
    if (b->live > b->peak) b->peak = b->live;
    return p + 16;
}
static void json_peak_free(void *p, void *user) {
    json_peak *b = (json_peak *)user;
    size_t n;
    if (!p) return;
    memcpy(&n, (unsigned char *)p - 16, sizeof n);
    b->live -= n;
    free((unsigned char *)p - 16);
}
static void test_json_memory(void) {
    static const char *const items[] = {"0,", "1000000,", "[],", "\"a\",", "{\"k\":[0]},", "{\"keyname\":[100000000]},"};
    static const int nodes[] = {1, 1, 1, 1, 3, 3};
    const size_t N = 1000000;
    int i;
    CHECK(sizeof(ox__json) <= 48);
    for (i = 0; i < (int)(sizeof items / sizeof items[0]); i++) {
        size_t il = strlen(items[i]), len = 0, k;
        char *text = (char *)malloc(N * il + 2);
        json_peak b;
        ox_allocator a;
        ox__jdoc d;
        ox_result r;
        if (!text) { CHECK(0); return; }
        text[len++] = '[';
        for (k = 0; k < N; k++) { memcpy(text + len, items[i], il); len += il; }
        text[len - 1] = ']';
        memset(&b, 0, sizeof b);
        a.alloc = json_peak_alloc; a.free = json_peak_free; a.user = &b;
        r = ox__json_parse(&d, text, len, "flat.json", &a);
        CHECK_MSG(b.peak <= 8 * len + ((size_t)256 << 10), "peak %g bytes for %g bytes of text", (double)b.peak, (double)len);
        /* accepted from 7 bytes a value up */
        if (il >= 7 * (size_t)nodes[i]) CHECK_MSG(r == OX_OK && d.root->n == N, "%g-byte items: result %g", (double)il, r);
        else CHECK_MSG(r == OX_ERR_LIMIT && strstr(ox_error_message(), "flat.json") && strstr(ox_error_message(), "values"), "%g-byte items: result %g", (double)il, r);
        if (r == OX_OK) ox__json_free(&d);
        CHECK(b.live == 0);
        free(text);
    }
    {   /* a long string: one value */
        size_t len = 10000000;
        char *text = (char *)malloc(len);
        json_peak b;
        ox_allocator a;
        ox__jdoc d;
        if (!text) { CHECK(0); return; }
        memset(text, 'x', len);
        text[0] = '"'; text[len - 1] = '"';
        memset(&b, 0, sizeof b);
        a.alloc = json_peak_alloc; a.free = json_peak_free; a.user = &b;
        CHECK(ox__json_parse(&d, text, len, "s.json", &a) == OX_OK && d.root->n == len - 2);
        CHECK(b.peak <= len + ((size_t)256 << 10));
        ox__json_free(&d);
        free(text);
    }
}

static void test_area_json(void) {
    RUN(test_json_values);
    RUN(test_json_rejects);
    RUN(test_json_depth);
    RUN(test_json_truncations);
    RUN(test_json_memory);
    RUN(test_json_duplicate_keys);
}
