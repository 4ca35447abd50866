/* Tests: the safetensors parser (section 4) on good and hostile headers. */

static unsigned char st_buf[1 << 16];

/* u64 header length + header text + n data bytes (0x11 filler) into st_buf; returns the size. */
static size_t st_make(const char *header, size_t data_bytes) {
    size_t h = strlen(header), i;
    uint64_t v = h;
    for (i = 0; i < 8; i++) st_buf[i] = (unsigned char)(v >> (8 * i));
    memcpy(st_buf + 8, header, h);
    memset(st_buf + 8 + h, 0x11, data_bytes);
    return 8 + h + data_bytes;
}
static ox_result st_try(const char *header, size_t data_bytes) {
    ox__stfile f;
    ox_result r = ox__st_parse(&f, "w.safetensors", st_buf, st_make(header, data_bytes), NULL);
    if (r == OX_OK) ox__st_free(&f, NULL);
    return r;
}

static void test_st_good(void) {
    ox__stfile f;
    const ox__tensor *t;
    size_t n = st_make("{\"__metadata__\":{\"format\":\"pt\"},\"b\":{\"dtype\":\"BF16\",\"shape\":[2,3],\"data_offsets\":[16,28]},"
                       "\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,16]},\"e\":{\"dtype\":\"I64\",\"shape\":[0],\"data_offsets\":[28,28]},"
                       "\"u\":{\"dtype\":\"U8\",\"shape\":[],\"data_offsets\":[28,29]}}", 29);
    CHECK(ox__st_parse(&f, "w.safetensors", st_buf, n, NULL) == OX_OK);
    CHECK(f.n_tensors == 4);
    t = ox__st_find(&f, "b");
    CHECK(t && t->dtype == OX__BF16 && t->ndim == 2 && t->shape[0] == 2 && t->shape[1] == 3 && t->nbytes == 12);
    CHECK(t && (const unsigned char *)t->data == st_buf + n - 29 + 16);
    t = ox__st_find(&f, "a");
    CHECK(t && t->dtype == OX__F32 && t->nelem == 4);
    t = ox__st_find(&f, "u");
    CHECK(t && t->dtype == -1 && t->ndim == 0 && t->nbytes == 1); /* a dtype we don't compute with is listed, not refused */
    CHECK(ox__st_find(&f, "zz") == NULL);
    ox__st_free(&f, NULL);
}

static void test_st_hostile(void) {
    static const struct { const char *header; size_t data; ox_result want; const char *msg; } cases[] = {
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,20]}}", 16, OX_ERR_FORMAT, "past the end"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,12]}}", 16, OX_ERR_FORMAT, "shape x dtype"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[8,4]}}", 16, OX_ERR_FORMAT, "data_offsets"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[-4,12]}}", 16, OX_ERR_FORMAT, "data_offsets"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},\"b\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,12]}}", 16, OX_ERR_FORMAT, "overlap"},
        {"{\"a\":{\"dtype\":\"F33\",\"shape\":[4],\"data_offsets\":[0,16]}}", 16, OX_ERR_FORMAT, "unknown dtype"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[-4],\"data_offsets\":[0,16]}}", 16, OX_ERR_FORMAT, "shape"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4.5],\"data_offsets\":[0,16]}}", 16, OX_ERR_FORMAT, "shape"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4294967296,4294967296,16],\"data_offsets\":[0,16]}}", 16, OX_ERR_FORMAT, "overflow"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[9007199254740992, 9007199254740992],\"data_offsets\":[0,16]}}", 16, OX_ERR_FORMAT, "overflow"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[1,1,1,1,1,1,1,1,1],\"data_offsets\":[0,4]}}", 16, OX_ERR_UNSUPPORTED, "dimensions"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0]}}", 16, OX_ERR_FORMAT, "data_offsets"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,1e300]}}", 16, OX_ERR_FORMAT, "data_offsets"},
        {"{\"a\":{\"shape\":[4],\"data_offsets\":[0,16]}}", 16, OX_ERR_FORMAT, "dtype"},
        {"{\"a\":{\"dtype\":\"F32\",\"data_offsets\":[0,16]}}", 16, OX_ERR_FORMAT, "shape"},
        {"{\"a\":[1,2]}", 16, OX_ERR_FORMAT, "not an object"},
        {"{\"__metadata__\":[1]}", 16, OX_ERR_FORMAT, "__metadata__"},
        {"[1,2]", 16, OX_ERR_FORMAT, "not a JSON object"},
        {"{\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,16]}} trailing", 16, OX_ERR_FORMAT, "trailing"},
        {"{\"\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,16]}}", 16, OX_ERR_FORMAT, "empty name"},
    };
    int i;
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        ox_result r = st_try(cases[i].header, cases[i].data);
        CHECK_MSG(r == cases[i].want, "case %g: result %g", i, r);
        CHECK_MSG(strstr(ox_error_message(), cases[i].msg) != NULL, "case %g: message lacks the expected words", i, 0);
        CHECK_MSG(strstr(ox_error_message(), "w.safetensors") != NULL, "case %g: message does not name the file", i, 0);
    }
}

/* A name given twice in the header is one tensor, the last entry's, as Python's json (and the
   safetensors library's map) reads it: the shadowed entry is not looked at, even when invalid. */
static void test_st_duplicate_key(void) {
    ox__stfile f;
    const ox__tensor *t;
    size_t n = st_make("{\"a\":{\"dtype\":\"F33\",\"shape\":[-1],\"data_offsets\":[0,99]},\"b\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[16,20]},"
                       "\"a\":{\"dtype\":\"BF16\",\"shape\":[2,4],\"data_offsets\":[0,16]}}", 20);
    CHECK(ox__st_parse(&f, "w.safetensors", st_buf, n, NULL) == OX_OK);
    CHECK(f.n_tensors == 2 && f.header.root->n == 2);
    t = ox__st_find(&f, "a");
    CHECK(t && t->dtype == OX__BF16 && t->ndim == 2 && t->shape[1] == 4 && t->nbytes == 16);
    CHECK(f.header.root->child && !strcmp(f.header.root->child->key, "a")); /* at the first one's place */
    ox__st_free(&f, NULL);
}

static void test_st_lengths(void) {
    ox__stfile f;
    size_t n = st_make("{}", 0), i;
    CHECK(ox__st_parse(&f, "w.safetensors", st_buf, n, NULL) == OX_OK);
    ox__st_free(&f, NULL);
    CHECK(ox__st_parse(&f, "w.safetensors", st_buf, 7, NULL) == OX_ERR_FORMAT);     /* too short */
    st_buf[0] = 200;                                                                 /* header runs past the end */
    CHECK(ox__st_parse(&f, "w.safetensors", st_buf, n, NULL) == OX_ERR_FORMAT);
    for (i = 0; i < 8; i++) st_buf[i] = 0xff;                                        /* 2^64-1 */
    CHECK(ox__st_parse(&f, "w.safetensors", st_buf, n, NULL) == OX_ERR_LIMIT);
    for (i = 0; i < 8; i++) st_buf[i] = 0;
    st_buf[3] = 0x07;                                                                /* 112 MiB > 100 MB cap */
    CHECK(ox__st_parse(&f, "w.safetensors", st_buf, n, NULL) == OX_ERR_LIMIT);
    /* every truncation of a good file is refused without a crash */
    n = st_make("{\"a\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,16]}}", 16);
    for (i = 0; i < n; i++) {
        ox_result r = ox__st_parse(&f, "w.safetensors", st_buf, i, NULL);
        CHECK(r != OX_OK);
        if (r == OX_OK) ox__st_free(&f, NULL);
    }
}

static void test_area_safetensors(void) {
    RUN(test_st_good);
    RUN(test_st_hostile);
    RUN(test_st_duplicate_key);
    RUN(test_st_lengths);
}
