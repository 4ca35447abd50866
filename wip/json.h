/* ================================================================================================
   3. JSON parser
   Owns: turning untrusted JSON text into a tree. Strict RFC 8259: no comments, no trailing commas,
   no trailing garbage, valid UTF-8 only, no lone surrogates; bounded depth and size. Numbers are
   doubles (exact for integers up to 2^53). Calls: section 2 only.
   ============================================================================================== */

#define OX__JSON_MAX_DEPTH 128
#define OX__JSON_MAX_BYTES ((size_t)1 << 30)

typedef enum ox__jtype { OX__JNULL, OX__JFALSE, OX__JTRUE, OX__JNUM, OX__JSTR, OX__JARR, OX__JOBJ } ox__jtype;

typedef struct ox__json ox__json;
struct ox__json {
    ox__jtype type;
    uint32_t n;       /* string: bytes in str; array/object: number of children */
    uint32_t key_len; /* as member of an object: bytes in key */
    const char *str;  /* string: decoded UTF-8, NUL-terminated (may hold "\u0000": use n) */
    const char *key;  /* as member of an object: its decoded key, NUL-terminated */
    double num;       /* number */
    ox__json *child;  /* array/object: first child, in document order */
    ox__json *next;   /* next sibling */
};
/* A lazy array/object (ox__json_parse_lazy): checked but not built; child is NULL, n counts its
   children, str points at its JSON text in the caller's buffer and num is that text's length.
   Walk it with ox__jiter, which also walks ordinary arrays and objects. */

/* Nodes come from a chain of blocks; decoded strings from one buffer as long as the text (a
   decoded string plus its NUL never exceeds its quoted source). */
typedef struct ox__jblock { struct ox__jblock *prev; size_t used, cap; ox__json nodes[1]; } ox__jblock;
typedef struct ox__jdoc {
    ox__json *root;
    ox__jblock *blocks;
    char *strings;
    const ox_allocator *alloc;
} ox__jdoc;

#define OX__JLAZY_DEPTH 4
typedef struct ox__jparser {
    const unsigned char *p, *end, *start;
    char *sout; /* next free byte of doc->strings */
    ox__jdoc *doc;
    const char *what; /* file name, for messages */
    ox_result err;
    const char *const *lazy;              /* dotted paths of containers to leave lazy, or NULL */
    const char *keys[OX__JLAZY_DEPTH];    /* the member keys on the way down (NULL in arrays) */
    uint32_t key_lens[OX__JLAZY_DEPTH];
} ox__jparser;

static ox_result ox__jfail(ox__jparser *ps, const char *msg) {
    if (ps->err == OX_OK) {
        size_t off = (size_t)(ps->p - ps->start), line = 1, i;
        for (i = 0; i < off; i++) line += ps->start[i] == '\n';
        ps->err = ox__err(OX_ERR_FORMAT, "%s: invalid JSON at byte %zu (line %zu): %s", ps->what, off, line, msg);
    }
    return ps->err;
}

static ox__json *ox__jnode(ox__jparser *ps) {
    ox__jblock *b = ps->doc->blocks;
    if (!b || b->used == b->cap) {
        size_t cap = b ? (b->cap < 65536 ? b->cap * 4 : 262144) : 64;
        ox__jblock *nb = (ox__jblock *)ox__alloc(ps->doc->alloc, sizeof(ox__jblock) + (cap - 1) * sizeof(ox__json));
        if (!nb) { ps->err = ox__err(OX_ERR_NOMEM, "%s: out of memory parsing JSON", ps->what); return NULL; }
        nb->prev = b; nb->used = 0; nb->cap = cap;
        ps->doc->blocks = b = nb;
    }
    {
        ox__json *v = &b->nodes[b->used++];
        memset(v, 0, sizeof *v);
        return v;
    }
}

static void ox__jskip_ws(ox__jparser *ps) {
    while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')) ps->p++;
}

/* Length of the valid UTF-8 sequence at p (1-4), or 0 if it is not valid (overlong, surrogate,
   above U+10FFFF, truncated). */
static int ox__utf8_valid_len(const unsigned char *p, const unsigned char *end) {
    unsigned c = p[0];
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) return (end - p >= 2 && (p[1] & 0xC0) == 0x80) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
        return (end - p >= 3 && p[1] >= lo && p[1] <= hi && (p[2] & 0xC0) == 0x80) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
        return (end - p >= 4 && p[1] >= lo && p[1] <= hi && (p[2] & 0xC0) == 0x80 && (p[3] & 0xC0) == 0x80) ? 4 : 0;
    }
    return 0;
}

static char *ox__utf8_put(char *o, uint32_t cp) {
    if (cp < 0x80) { *o++ = (char)cp; }
    else if (cp < 0x800) { *o++ = (char)(0xC0 | (cp >> 6)); *o++ = (char)(0x80 | (cp & 63)); }
    else if (cp < 0x10000) { *o++ = (char)(0xE0 | (cp >> 12)); *o++ = (char)(0x80 | ((cp >> 6) & 63)); *o++ = (char)(0x80 | (cp & 63)); }
    else { *o++ = (char)(0xF0 | (cp >> 18)); *o++ = (char)(0x80 | ((cp >> 12) & 63)); *o++ = (char)(0x80 | ((cp >> 6) & 63)); *o++ = (char)(0x80 | (cp & 63)); }
    return o;
}

static int ox__jhex4(ox__jparser *ps, uint32_t *out) {
    uint32_t v = 0;
    int i;
    if (ps->end - ps->p < 4) return 0;
    for (i = 0; i < 4; i++) {
        unsigned c = ps->p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= c - '0';
        else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
        else return 0;
    }
    ps->p += 4;
    *out = v;
    return 1;
}

/* Parse a string starting at the opening quote; returns the decoded text in the strings buffer. */
static const char *ox__jstring(ox__jparser *ps, uint32_t *len) {
    char *o = ps->sout, *s = ps->sout;
    ps->p++; /* opening quote */
    for (;;) {
        unsigned c;
        if (ps->p >= ps->end) { ox__jfail(ps, "unterminated string"); return NULL; }
        c = *ps->p;
        if (c == '"') { ps->p++; break; }
        if (c < 0x20) { ox__jfail(ps, "control character in string"); return NULL; }
        if (c == '\\') {
            uint32_t cp;
            ps->p++;
            if (ps->p >= ps->end) { ox__jfail(ps, "unterminated escape"); return NULL; }
            c = *ps->p++;
            switch (c) {
            case '"': *o++ = '"'; break;
            case '\\': *o++ = '\\'; break;
            case '/': *o++ = '/'; break;
            case 'b': *o++ = '\b'; break;
            case 'f': *o++ = '\f'; break;
            case 'n': *o++ = '\n'; break;
            case 'r': *o++ = '\r'; break;
            case 't': *o++ = '\t'; break;
            case 'u':
                if (!ox__jhex4(ps, &cp)) { ox__jfail(ps, "bad \\u escape"); return NULL; }
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    uint32_t lo;
                    if (ps->end - ps->p < 2 || ps->p[0] != '\\' || ps->p[1] != 'u') { ox__jfail(ps, "lone surrogate"); return NULL; }
                    ps->p += 2;
                    if (!ox__jhex4(ps, &lo) || lo < 0xDC00 || lo > 0xDFFF) { ox__jfail(ps, "lone surrogate"); return NULL; }
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) { ox__jfail(ps, "lone surrogate"); return NULL; }
                o = ox__utf8_put(o, cp);
                break;
            default: ox__jfail(ps, "bad escape"); return NULL;
            }
        } else if (c < 0x80) {
            *o++ = (char)c; ps->p++;
        } else {
            int n = ox__utf8_valid_len(ps->p, ps->end);
            if (!n) { ox__jfail(ps, "invalid UTF-8"); return NULL; }
            memcpy(o, ps->p, (size_t)n); o += n; ps->p += n;
        }
    }
    if ((size_t)(o - s) > UINT32_MAX - 1) { ox__jfail(ps, "string too long"); return NULL; }
    *len = (uint32_t)(o - s);
    *o++ = 0;
    ps->sout = o;
    return s;
}

/* Numbers: integer digits are accumulated exactly; values whose digits fit 2^53 with a decimal
   exponent within +-22 convert exactly (both factors are exact doubles), others within an ulp or
   two. Locale-independent, unlike strtod. */
static int ox__jnumber(ox__jparser *ps, double *out) {
    static const double p10[23] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const unsigned char *p = ps->p, *e = ps->end;
    int neg = 0, digits = 0, exp10 = 0, eneg = 0;
    long ex = 0;
    uint64_t m = 0;
    double v;
    if (p < e && *p == '-') { neg = 1; p++; }
    if (p >= e || *p < '0' || *p > '9') return 0;
    if (*p == '0') { p++; if (p < e && *p >= '0' && *p <= '9') return 0; }
    else while (p < e && *p >= '0' && *p <= '9') {
        if (digits < 19) { m = m * 10 + (uint64_t)(*p - '0'); if (m) digits++; } else exp10++;
        p++;
    }
    if (p < e && *p == '.') {
        p++;
        if (p >= e || *p < '0' || *p > '9') return 0;
        while (p < e && *p >= '0' && *p <= '9') {
            if (digits < 19) { m = m * 10 + (uint64_t)(*p - '0'); if (m) digits++; exp10--; }
            p++;
        }
    }
    if (p < e && (*p == 'e' || *p == 'E')) {
        p++;
        if (p < e && (*p == '+' || *p == '-')) { eneg = *p == '-'; p++; }
        if (p >= e || *p < '0' || *p > '9') return 0;
        while (p < e && *p >= '0' && *p <= '9') { if (ex < 100000) ex = ex * 10 + (*p - '0'); p++; }
    }
    ex = exp10 + (eneg ? -ex : ex);
    v = (double)m;
    if (m == 0) v = 0;
    else if (ex >= 0 && ex <= 22) v *= p10[ex];
    else if (ex < 0 && ex >= -22) v /= p10[-ex];
    else v *= pow(10.0, (double)ex);
    *out = neg ? -v : v;
    ps->p = p;
    return 1;
}

static ox__json *ox__jvalue(ox__jparser *ps, int depth);

/* Check one value without building nodes or keeping its strings (decoded into scratch space that
   is given back). The same checks and messages as ox__jvalue. *n_children: of a container. */
static int ox__jskip(ox__jparser *ps, int depth, uint32_t *n_children) {
    ox__jskip_ws(ps);
    if (ps->p >= ps->end) { ox__jfail(ps, "unexpected end of input"); return 0; }
    if (n_children) *n_children = 0;
    switch (*ps->p) {
    case '{': case '[': {
        int is_obj = *ps->p == '{';
        unsigned char close = is_obj ? '}' : ']';
        uint32_t n = 0;
        if (depth >= OX__JSON_MAX_DEPTH) { ox__jfail(ps, "nesting too deep"); return 0; }
        ps->p++;
        ox__jskip_ws(ps);
        if (ps->p < ps->end && *ps->p == close) { ps->p++; return 1; }
        for (;;) {
            ox__jskip_ws(ps);
            if (is_obj) {
                char *mark = ps->sout;
                uint32_t kl;
                if (ps->p >= ps->end || *ps->p != '"') { ox__jfail(ps, "expected a key string"); return 0; }
                if (!ox__jstring(ps, &kl)) return 0;
                ps->sout = mark;
                ox__jskip_ws(ps);
                if (ps->p >= ps->end || *ps->p != ':') { ox__jfail(ps, "expected ':'"); return 0; }
                ps->p++;
            }
            if (!ox__jskip(ps, depth + 1, NULL)) return 0;
            if (n == UINT32_MAX) { ox__jfail(ps, "too many elements"); return 0; }
            n++;
            ox__jskip_ws(ps);
            if (ps->p < ps->end && *ps->p == ',') { ps->p++; continue; }
            if (ps->p < ps->end && *ps->p == close) { ps->p++; if (n_children) *n_children = n; return 1; }
            ox__jfail(ps, is_obj ? "expected ',' or '}'" : "expected ',' or ']'");
            return 0;
        }
    }
    case '"': {
        char *mark = ps->sout;
        uint32_t l;
        if (!ox__jstring(ps, &l)) return 0;
        ps->sout = mark;
        return 1;
    }
    case 't': case 'f': case 'n': {
        static const char *const words[3] = {"true", "false", "null"};
        int i;
        for (i = 0; i < 3; i++) {
            size_t n = strlen(words[i]);
            if ((size_t)(ps->end - ps->p) >= n && !memcmp(ps->p, words[i], n)) { ps->p += n; return 1; }
        }
        ox__jfail(ps, "unexpected word");
        return 0;
    }
    default: {
        double d;
        if (!ox__jnumber(ps, &d)) { ox__jfail(ps, "unexpected character"); return 0; }
        return 1;
    }
    }
}

/* Is the member 'key' of the container at this depth on one of the lazy paths? */
static int ox__jlazy_match(const ox__jparser *ps, int depth, const char *key, uint32_t key_len) {
    const char *const *l;
    if (depth >= OX__JLAZY_DEPTH) return 0;
    for (l = ps->lazy; *l; l++) {
        const char *q = *l;
        int d;
        for (d = 0; d <= depth; d++) {
            const char *k = d < depth ? ps->keys[d] : key;
            uint32_t kl = d < depth ? ps->key_lens[d] : key_len;
            if (!k || strncmp(q, k, kl) || (q[kl] != (d < depth ? '.' : 0))) break;
            q += kl + (d < depth);
        }
        if (d > depth) return 1;
    }
    return 0;
}

static ox__json *ox__jcontainer(ox__jparser *ps, int depth, int is_obj) {
    ox__json *v = ox__jnode(ps), *last = NULL;
    unsigned char close = is_obj ? '}' : ']';
    if (!v) return NULL;
    v->type = is_obj ? OX__JOBJ : OX__JARR;
    if (depth >= OX__JSON_MAX_DEPTH) { ox__jfail(ps, "nesting too deep"); return NULL; }
    ps->p++;
    ox__jskip_ws(ps);
    if (ps->p < ps->end && *ps->p == close) { ps->p++; return v; }
    for (;;) {
        const char *key = NULL;
        uint32_t key_len = 0;
        ox__json *c;
        ox__jskip_ws(ps);
        if (is_obj) {
            if (ps->p >= ps->end || *ps->p != '"') { ox__jfail(ps, "expected a key string"); return NULL; }
            if (!(key = ox__jstring(ps, &key_len))) return NULL;
            ox__jskip_ws(ps);
            if (ps->p >= ps->end || *ps->p != ':') { ox__jfail(ps, "expected ':'"); return NULL; }
            ps->p++;
        }
        if (ps->lazy && depth < OX__JLAZY_DEPTH) { ps->keys[depth] = key; ps->key_lens[depth] = key_len; }
        ox__jskip_ws(ps);
        if (key && ps->lazy && ps->p < ps->end && (*ps->p == '{' || *ps->p == '[') && ox__jlazy_match(ps, depth, key, key_len)) {
            const unsigned char *start = ps->p;
            if (!(c = ox__jnode(ps))) return NULL;
            c->type = *ps->p == '{' ? OX__JOBJ : OX__JARR;
            if (!ox__jskip(ps, depth + 1, &c->n)) return NULL;
            c->str = (const char *)start;
            c->num = (double)(size_t)(ps->p - start);
        } else if (!(c = ox__jvalue(ps, depth + 1))) return NULL;
        c->key = key; c->key_len = key_len;
        if (last) last->next = c; else v->child = c;
        last = c;
        if (v->n == UINT32_MAX) { ox__jfail(ps, "too many elements"); return NULL; }
        v->n++;
        ox__jskip_ws(ps);
        if (ps->p < ps->end && *ps->p == ',') { ps->p++; continue; }
        if (ps->p < ps->end && *ps->p == close) { ps->p++; return v; }
        ox__jfail(ps, is_obj ? "expected ',' or '}'" : "expected ',' or ']'");
        return NULL;
    }
}

static ox__json *ox__jvalue(ox__jparser *ps, int depth) {
    ox__json *v;
    ox__jskip_ws(ps);
    if (ps->p >= ps->end) { ox__jfail(ps, "unexpected end of input"); return NULL; }
    switch (*ps->p) {
    case '{': return ox__jcontainer(ps, depth, 1);
    case '[': return ox__jcontainer(ps, depth, 0);
    case '"':
        if (!(v = ox__jnode(ps))) return NULL;
        v->type = OX__JSTR;
        return (v->str = ox__jstring(ps, &v->n)) ? v : NULL;
    case 't': case 'f': case 'n': {
        static const char *const words[3] = {"true", "false", "null"};
        static const ox__jtype types[3] = {OX__JTRUE, OX__JFALSE, OX__JNULL};
        int i;
        for (i = 0; i < 3; i++) {
            size_t n = strlen(words[i]);
            if ((size_t)(ps->end - ps->p) >= n && !memcmp(ps->p, words[i], n)) {
                if (!(v = ox__jnode(ps))) return NULL;
                v->type = types[i];
                ps->p += n;
                return v;
            }
        }
        ox__jfail(ps, "unexpected word");
        return NULL;
    }
    default:
        if (!(v = ox__jnode(ps))) return NULL;
        v->type = OX__JNUM;
        if (!ox__jnumber(ps, &v->num)) { ox__jfail(ps, "unexpected character"); return NULL; }
        return v;
    }
}

static void ox__json_free(ox__jdoc *doc) {
    ox__jblock *b = doc->blocks;
    while (b) { ox__jblock *prev = b->prev; ox__dealloc(doc->alloc, b); b = prev; }
    ox__dealloc(doc->alloc, doc->strings);
    memset(doc, 0, sizeof *doc);
}

/* Parse len bytes of text (a leading UTF-8 byte-order mark is skipped). 'what' names the source in
   error messages. On failure the document is empty and the error message says where and why.
   lazy: NULL, or a NULL-terminated list of dotted member paths ("model.vocab") whose arrays or
   objects are checked but left lazy (see ox__json): big tables cost no nodes; the text must then
   outlive the document's use of them. */
static ox_result ox__json_parse_lazy(ox__jdoc *doc, const char *text, size_t len, const char *what, const ox_allocator *a,
                                     const char *const *lazy) {
    ox__jparser ps;
    memset(doc, 0, sizeof *doc);
    doc->alloc = a;
    if (len > OX__JSON_MAX_BYTES) return ox__err(OX_ERR_LIMIT, "%s: JSON text of %zu bytes is over the %zu-byte limit", what, len, OX__JSON_MAX_BYTES);
    if (!(doc->strings = (char *)ox__alloc(a, len + 1))) return ox__err(OX_ERR_NOMEM, "%s: out of memory", what);
    memset(&ps, 0, sizeof ps);
    ps.start = ps.p = (const unsigned char *)text;
    ps.end = ps.p + len;
    ps.sout = doc->strings;
    ps.doc = doc;
    ps.what = what;
    ps.lazy = lazy;
    if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3)) ps.p += 3;
    doc->root = ox__jvalue(&ps, 0);
    if (doc->root) {
        ox__jskip_ws(&ps);
        if (ps.p != ps.end) ox__jfail(&ps, "trailing characters after the value");
    }
    if (ps.err != OX_OK) { ox__json_free(doc); return ps.err; }
    return OX_OK;
}
static ox_result ox__json_parse(ox__jdoc *doc, const char *text, size_t len, const char *what, const ox_allocator *a) {
    return ox__json_parse_lazy(doc, text, len, what, a, NULL);
}

/* Walk the children of an array or object, built or lazy. A lazy one's children are built one at a
   time in a scratch document: the one returned is valid until the next call.
     ox__jiter it; const ox__json *c;
     if (ox__jiter_begin(&it, v, what, a) == OX_OK) while ((c = ox__jiter_next(&it))) ...;
     r = it.err; ox__jiter_end(&it); */
typedef struct ox__jiter {
    const ox__json *built;  /* the next child of a built container */
    int lazy, first, done, is_obj;
    ox__jparser ps;
    ox__jdoc doc;
    ox_result err;
} ox__jiter;
static ox_result ox__jiter_begin(ox__jiter *it, const ox__json *v, const char *what, const ox_allocator *a) {
    size_t len;
    memset(it, 0, sizeof *it);
    it->doc.alloc = a;
    if (!v || (v->type != OX__JOBJ && v->type != OX__JARR)) { it->done = 1; return OX_OK; }
    if (v->child || !v->str) { it->built = v->child; return OX_OK; }
    it->lazy = it->first = 1;
    it->is_obj = v->type == OX__JOBJ;
    len = (size_t)v->num;
    if (!(it->doc.strings = (char *)ox__alloc(a, len + 1))) return it->err = ox__err(OX_ERR_NOMEM, "%s: out of memory", what);
    it->ps.start = it->ps.p = (const unsigned char *)v->str + 1;
    it->ps.end = (const unsigned char *)v->str + len;
    it->ps.doc = &it->doc;
    it->ps.what = what;
    return OX_OK;
}
static const ox__json *ox__jiter_next(ox__jiter *it) {
    ox__jparser *ps = &it->ps;
    const char *key = NULL;
    uint32_t key_len = 0;
    ox__json *c;
    if (!it->lazy) {
        const ox__json *b = it->built;
        if (b) it->built = b->next;
        return b;
    }
    if (it->done) return NULL;
    if (it->doc.blocks) it->doc.blocks->used = 0;   /* the previous child's nodes */
    ps->sout = it->doc.strings;
    ox__jskip_ws(ps);
    if (ps->p >= ps->end || *ps->p == (it->is_obj ? '}' : ']')) { it->done = 1; return NULL; }
    if (!it->first) {
        if (*ps->p != ',') { it->done = 1; it->err = ox__jfail(ps, "expected ','"); return NULL; }
        ps->p++;
        ox__jskip_ws(ps);
    }
    it->first = 0;
    if (it->is_obj) {
        if (ps->p >= ps->end || *ps->p != '"' || !(key = ox__jstring(ps, &key_len))) { it->done = 1; it->err = ox__jfail(ps, "expected a key string"); return NULL; }
        ox__jskip_ws(ps);
        if (ps->p >= ps->end || *ps->p != ':') { it->done = 1; it->err = ox__jfail(ps, "expected ':'"); return NULL; }
        ps->p++;
    }
    if (!(c = ox__jvalue(ps, 2))) { it->done = 1; it->err = ps->err; return NULL; }
    c->key = key; c->key_len = key_len;
    return c;
}
static void ox__jiter_end(ox__jiter *it) { ox__json_free(&it->doc); }

/* Member of an object by key (first match), or NULL (also when obj is not an object). */
static const ox__json *ox__json_get(const ox__json *obj, const char *key) {
    const ox__json *c;
    size_t n = strlen(key);
    if (!obj || obj->type != OX__JOBJ) return NULL;
    for (c = obj->child; c; c = c->next)
        if (c->key_len == n && !memcmp(c->key, key, n)) return c;
    return NULL;
}
static OX__UNUSED const ox__json *ox__json_at(const ox__json *arr, uint32_t i) {
    const ox__json *c;
    if (!arr || arr->type != OX__JARR || i >= arr->n) return NULL;
    for (c = arr->child; i--; c = c->next) {}
    return c;
}
/* Integer value of a number that is exactly an integer within +-2^53. */
static int ox__json_int(const ox__json *v, int64_t *out) {
    if (!v || v->type != OX__JNUM || !(v->num == floor(v->num)) || fabs(v->num) > 9007199254740992.0) return 0;
    *out = (int64_t)v->num;
    return 1;
}

/* ================================================================================================
   4. safetensors parser
   Owns: checking a safetensors file (an untrusted byte range) and listing its tensors. Layout:
   u64 little-endian header length N, N bytes of JSON {name: {dtype, shape, data_offsets}, ...,
   "__metadata__": {...}}, then the data; offsets are relative to the end of the header. Every
   tensor must lie inside the file, match its shape x dtype, and overlap no other. Calls: 2, 3.
   ============================================================================================== */

#define OX__ST_MAX_HEADER ((uint64_t)100 << 20)
#define OX__MAX_DIMS 8

typedef struct ox__tensor {
    const char *name;        /* as in the file (NUL-terminated, owned by the file's JSON) */
    int dtype;               /* an ox__dtype, or -1 for a dtype this library does not compute with */
    const char *dtype_name;
    int ndim;
    int64_t shape[OX__MAX_DIMS];
    size_t nelem, nbytes;
    const void *data;        /* inside the file's bytes */
    const char *file;        /* the file name, for messages */
} ox__tensor;

typedef struct ox__stfile {
    const char *name;
    const uint8_t *bytes;
    size_t size;
    ox__jdoc header;
    ox__tensor *tensors;     /* sorted by name */
    int n_tensors;
} ox__stfile;

/* Every dtype safetensors defines, with its size; those we compute with map to an ox__dtype. */
static const struct { const char *name; int size; int dtype; } ox__st_dtypes[] = {
    {"F32", 4, OX__F32}, {"F16", 2, OX__F16}, {"BF16", 2, OX__BF16}, {"I32", 4, OX__I32}, {"I64", 8, OX__I64},
    {"F64", 8, -1}, {"U64", 8, -1}, {"U32", 4, -1}, {"I16", 2, -1}, {"U16", 2, -1}, {"I8", 1, -1},
    {"U8", 1, -1}, {"BOOL", 1, -1}, {"F8_E4M3", 1, -1}, {"F8_E5M2", 1, -1}, {"F8_E8M0", 1, -1},
};

static int ox__tensor_cmp_name(const void *a, const void *b) {
    return strcmp(((const ox__tensor *)a)->name, ((const ox__tensor *)b)->name);
}
static int ox__tensor_cmp_offset(const void *a, const void *b) {
    const ox__tensor *x = *(const ox__tensor *const *)a, *y = *(const ox__tensor *const *)b;
    if (x->data != y->data) return (const uint8_t *)x->data < (const uint8_t *)y->data ? -1 : 1;
    return x->nbytes < y->nbytes ? -1 : x->nbytes > y->nbytes;
}

static void ox__st_free(ox__stfile *f, const ox_allocator *a) {
    ox__json_free(&f->header);
    ox__dealloc(a, f->tensors);
    f->tensors = NULL;
    f->n_tensors = 0;
}

static ox_result ox__st_tensor(ox__stfile *f, const ox__json *e, ox__tensor *t, size_t data_size) {
    const ox__json *dt = ox__json_get(e, "dtype"), *shape = ox__json_get(e, "shape"), *offs = ox__json_get(e, "data_offsets"), *d;
    int64_t b, en;
    size_t i, nelem = 1, nbytes = 0;
    const char *fn = f->name, *tn = e->key;
    if (e->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': header entry is not an object", fn, tn);
    if (strlen(tn) != e->key_len || !e->key_len) return ox__err(OX_ERR_FORMAT, "%s: a tensor has an empty name or a NUL in its name", fn);
    if (!dt || dt->type != OX__JSTR) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': missing dtype", fn, tn);
    if (!shape || shape->type != OX__JARR) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': missing shape", fn, tn);
    if (!offs || offs->type != OX__JARR || offs->n != 2) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': data_offsets must be [begin, end]", fn, tn);
    t->name = tn;
    t->file = fn;
    t->dtype = -2;
    for (i = 0; i < sizeof ox__st_dtypes / sizeof ox__st_dtypes[0]; i++)
        if (!strcmp(dt->str, ox__st_dtypes[i].name)) { t->dtype = ox__st_dtypes[i].dtype; t->dtype_name = ox__st_dtypes[i].name; nbytes = (size_t)ox__st_dtypes[i].size; break; }
    if (t->dtype == -2) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': unknown dtype '%s'", fn, tn, dt->str);
    if (shape->n > OX__MAX_DIMS) return ox__err(OX_ERR_UNSUPPORTED, "%s: tensor '%s': %u dimensions (at most %d)", fn, tn, shape->n, OX__MAX_DIMS);
    t->ndim = (int)shape->n;
    for (i = 0, d = shape->child; d; d = d->next, i++) {
        int64_t v;
        if (!ox__json_int(d, &v) || v < 0) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': shape entries must be non-negative integers", fn, tn);
        t->shape[i] = v;
        if ((uint64_t)v > SIZE_MAX || !ox__mul_ok(nelem, (size_t)v, &nelem)) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': shape overflows", fn, tn);
    }
    if (!ox__mul_ok(nelem, nbytes, &nbytes)) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': size overflows", fn, tn);
    if (!ox__json_int(offs->child, &b) || !ox__json_int(offs->child->next, &en) || b < 0 || en < b)
        return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': bad data_offsets", fn, tn);
    if ((uint64_t)en > data_size) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': data_offsets [%lld, %lld] run past the end of the file (%zu data bytes)", fn, tn, (long long)b, (long long)en, data_size);
    if ((uint64_t)(en - b) != nbytes) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': shape x dtype is %zu bytes but data_offsets span %lld", fn, tn, nbytes, (long long)(en - b));
    t->nelem = nelem;
    t->nbytes = nbytes;
    t->data = f->bytes + (f->size - data_size) + (size_t)b;
    return OX_OK;
}

/* Check a safetensors file held in bytes[0..size) and list its tensors. 'name' is used in messages
   and must outlive the file. */
static ox_result ox__st_parse(ox__stfile *f, const char *name, const void *bytes, size_t size, const ox_allocator *a) {
    const uint8_t *u = (const uint8_t *)bytes;
    uint64_t hlen = 0;
    const ox__json *e;
    ox__tensor **order = NULL;
    ox_result r;
    int i, n = 0;
    size_t data_size;
    memset(f, 0, sizeof *f);
    f->name = name; f->bytes = u; f->size = size;
    if (size < 8) return ox__err(OX_ERR_FORMAT, "%s: not a safetensors file (%zu bytes, too short for a header)", name, size);
    for (i = 7; i >= 0; i--) hlen = (hlen << 8) | u[i];
    if (hlen > OX__ST_MAX_HEADER) return ox__err(OX_ERR_LIMIT, "%s: safetensors header of %llu bytes is over the 100 MB limit", name, (unsigned long long)hlen);
    if (hlen > size - 8) return ox__err(OX_ERR_FORMAT, "%s: safetensors header length %llu runs past the end of the file (%zu bytes)", name, (unsigned long long)hlen, size);
    data_size = size - 8 - (size_t)hlen;
    if ((r = ox__json_parse(&f->header, (const char *)u + 8, (size_t)hlen, name, a)) != OX_OK) return r;
    if (f->header.root->type != OX__JOBJ) { ox__st_free(f, a); return ox__err(OX_ERR_FORMAT, "%s: safetensors header is not a JSON object", name); }
    if (!(f->tensors = (ox__tensor *)ox__calloc(a, f->header.root->n ? f->header.root->n : 1, sizeof(ox__tensor))) ||
        !(order = (ox__tensor **)ox__calloc(a, f->header.root->n ? f->header.root->n : 1, sizeof(ox__tensor *)))) {
        ox__st_free(f, a);
        return ox__err(OX_ERR_NOMEM, "%s: out of memory", name);
    }
    for (e = f->header.root->child; e; e = e->next) {
        if (!strcmp(e->key, "__metadata__")) {
            if (e->type != OX__JOBJ) { r = ox__err(OX_ERR_FORMAT, "%s: __metadata__ is not an object", name); goto fail; }
            continue;
        }
        if ((r = ox__st_tensor(f, e, &f->tensors[n], data_size)) != OX_OK) goto fail;
        order[n] = &f->tensors[n];
        n++;
    }
    f->n_tensors = n;
    /* Names must be unique. */
    qsort(f->tensors, (size_t)n, sizeof(ox__tensor), ox__tensor_cmp_name);
    for (i = 1; i < n; i++)
        if (!strcmp(f->tensors[i - 1].name, f->tensors[i].name)) { r = ox__err(OX_ERR_FORMAT, "%s: tensor '%s' appears twice", name, f->tensors[i].name); goto fail; }
    /* Byte ranges must not overlap (empty tensors overlap nothing). */
    for (i = 0; i < n; i++) order[i] = &f->tensors[i];
    qsort(order, (size_t)n, sizeof(ox__tensor *), ox__tensor_cmp_offset);
    for (i = 1; i < n; i++) {
        const ox__tensor *p = order[i - 1], *q = order[i];
        if (p->nbytes && q->nbytes && (const uint8_t *)p->data + p->nbytes > (const uint8_t *)q->data) {
            r = ox__err(OX_ERR_FORMAT, "%s: tensors '%s' and '%s' overlap", name, p->name, q->name);
            goto fail;
        }
    }
    ox__dealloc(a, order);
    return OX_OK;
fail:
    ox__dealloc(a, order);
    ox__st_free(f, a);
    return r;
}

static OX__UNUSED const ox__tensor *ox__st_find(const ox__stfile *f, const char *name) {
    int lo = 0, hi = f->n_tensors - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2, c = strcmp(f->tensors[mid].name, name);
        if (!c) return &f->tensors[mid];
        if (c < 0) lo = mid + 1; else hi = mid - 1;
    }
    return NULL;
}
