/* ================================================================================================
   13. Text side of a model: ox_tokenizer and chat templates
   Owns: the public tokenizer object (tokenizer.json + tokenizer_config.json + generation_config.json
   + the chat template's identity), end-of-generation ids, and the built-in chat templates. Calls: 2,
   3, 9 (file access), 12.

   Chat templates are C renderings of the models' published Jinja templates, checked against jinja2
   (tools/gen_template_refs.py, tests/fixtures/templates/). Only what system / user / assistant text
   turns use is rendered (no tools, images or audio):
     Gemma 4  {{ bos_token }}, a system turn when the first message is a system message or thinking
              is on ("<|think|>" first), "<|turn>ROLE\n" + content + "<turn|>\n" per message (the
              assistant's role is "model"; its content loses <|channel>...<channel|> blocks), then
              "<|turn>model\n". Google has published three variants, told apart by the template text:
              "<|think|>" or "<|think|>\n"; consecutive assistant messages in one turn or not; an
              empty thought channel "<|channel>thought\n<channel|>" after the generation prompt when
              thinking is off (the 26B/31B templates) or not (E2B/E4B).
     Qwen 3.5 ChatML: "<|im_start|>ROLE\n" + content + "<|im_end|>\n"; assistant turns after the
              last user query carry "<think>\n" + reasoning + "\n</think>\n\n"; the generation prompt
              is "<|im_start|>assistant\n<think>\n" (thinking) or "...<think>\n\n</think>\n\n".
   Contents are trimmed as Jinja's trim filter does (Python's str.strip: Unicode white space).
   ============================================================================================== */

enum { OX__CHAT_NONE = 0, OX__CHAT_GEMMA4 = 1, OX__CHAT_QWEN35 = 2 };
#define OX__G4_THINK_NL 1u       /* "<|think|>\n" rather than "<|think|>" */
#define OX__G4_MERGE_MODEL 2u    /* consecutive assistant messages share one model turn */
#define OX__G4_EMPTY_THOUGHT 4u  /* generation prompt + "<|channel>thought\n<channel|>" when not thinking */
#define OX__G4_DEFAULT (OX__G4_THINK_NL | OX__G4_MERGE_MODEL) /* the latest E2B/E4B template */

#define OX__MAX_EOG 32

struct ox_tokenizer {
    ox_allocator alloc;       /* a copy: the tokenizer below points at it */
    ox__tokenizer *tok;
    int32_t eog[OX__MAX_EOG]; /* end-of-generation ids */
    int n_eog;
    int chat_family;          /* OX__CHAT_* */
    unsigned chat_variant;    /* OX__G4_* */
    char chat_why[160];       /* when chat_family is NONE: why */
    char bos_text[64];        /* the BOS token's text, for templates that print it */
};

/* Python's str.isspace (what Jinja's trim strips): Unicode White_Space minus U+180E, plus the
   information separators U+001C..U+001F. */
static int ox__py_space(uint32_t c) {
    if (c <= 0x20) return c == 0x20 || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F);
    if (c < 0x85) return 0;
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x202F || c == 0x205F || c == 0x3000;
}
/* Jinja's trim on s[0..n): the range without leading and trailing white space. */
static void ox__py_strip(const char *s, size_t n, size_t *lo, size_t *hi) {
    const unsigned char *p = (const unsigned char *)s;
    size_t a = 0, b = n;
    while (a < b) {
        uint32_t c;
        int l = ox__utf8_valid_len(p + a, p + b);
        if (!l) break;
        ox__u8dec(p + a, &c);
        if (!ox__py_space(c)) break;
        a += (size_t)l;
    }
    while (b > a) {
        size_t s0 = b - 1;
        uint32_t c;
        int l;
        while (s0 > a && (p[s0] & 0xC0) == 0x80 && b - s0 < 4) s0--;
        l = ox__utf8_valid_len(p + s0, p + b);
        if (!l || s0 + (size_t)l != b) break;
        ox__u8dec(p + s0, &c);
        if (!ox__py_space(c)) break;
        b = s0;
    }
    *lo = a; *hi = b;
}
static void ox__put_strip(ox__tbuf *o, const char *s, size_t n) {
    size_t a, b;
    ox__py_strip(s, n, &a, &b);
    ox__tbuf_put(o, s + a, b - a);
}
static void ox__puts(ox__tbuf *o, const char *s) { ox__tbuf_put(o, s, strlen(s)); }
static const char *ox__memfind(const char *h, size_t hn, const char *nd, size_t nn) {
    size_t i;
    if (nn == 0) return h;
    for (i = 0; i + nn <= hn; i++)
        if (h[i] == nd[0] && !memcmp(h + i, nd, nn)) return h + i;
    return NULL;
}
static const char *ox__memfind_last(const char *h, size_t hn, const char *nd, size_t nn) {
    size_t i;
    if (nn > hn) return NULL;
    i = hn - nn + 1;
    while (i-- > 0)
        if (!memcmp(h + i, nd, nn)) return h + i;
    return NULL;
}

/* Gemma 4's strip_thinking macro: split at "<channel|>", drop what follows a "<|channel>" in each
   part, join, trim. */
static void ox__g4_strip_thinking(ox__tbuf *o, const char *s, size_t n, ox__tbuf *tmp) {
    static const char close[] = "<channel|>", open[] = "<|channel>";
    size_t pos = 0;
    tmp->n = 0;
    for (;;) {
        const char *e = ox__memfind(s + pos, n - pos, close, 10), *c;
        size_t pe = e ? (size_t)(e - s) : n;
        c = ox__memfind(s + pos, pe - pos, open, 10);
        ox__tbuf_put(tmp, s + pos, c ? (size_t)(c - (s + pos)) : pe - pos);
        if (!e) break;
        pos = pe + 10;
    }
    ox__put_strip(o, tmp->p ? tmp->p : "", tmp->n);
}

static ox_result ox__chat_gemma4(unsigned v, const char *bos, const ox_chat_message *m, int n, int flags, ox__tbuf *o) {
    int think = (flags & OX_CHAT_THINKING) != 0, first_sys, i;
    const char *prev = NULL;
    ox__tbuf tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.a = o->a;
    ox__puts(o, bos);
    first_sys = !strcmp(m[0].role, "system");
    if (think || first_sys) {
        ox__puts(o, "<|turn>system\n");
        if (think) ox__puts(o, v & OX__G4_THINK_NL ? "<|think|>\n" : "<|think|>");
        if (first_sys) ox__put_strip(o, m[0].content, strlen(m[0].content));
        ox__puts(o, "<turn|>\n");
    }
    for (i = first_sys; i < n; i++) {
        int model = !strcmp(m[i].role, "assistant");
        size_t cl = strlen(m[i].content);
        if (!((v & OX__G4_MERGE_MODEL) && model && prev && !strcmp(prev, "assistant"))) {
            ox__puts(o, "<|turn>");
            ox__puts(o, model ? "model" : m[i].role);
            ox__puts(o, "\n");
        }
        if (model) ox__g4_strip_thinking(o, m[i].content, cl, &tmp);
        else ox__put_strip(o, m[i].content, cl);
        ox__puts(o, "<turn|>\n");
        prev = m[i].role;
    }
    if (flags & OX_CHAT_GENERATION_PROMPT) {
        ox__puts(o, "<|turn>model\n");
        if ((v & OX__G4_EMPTY_THOUGHT) && !think) ox__puts(o, "<|channel>thought\n<channel|>");
    }
    ox__tbuf_free(&tmp);
    return OX_OK;
}

static ox_result ox__chat_qwen35(const ox_chat_message *m, int n, int flags, ox__tbuf *o) {
    int i, last_query = -1;
    if (!strcmp(m[0].role, "system")) {
        ox__puts(o, "<|im_start|>system\n");
        ox__put_strip(o, m[0].content, strlen(m[0].content));
        ox__puts(o, "<|im_end|>\n");
    }
    for (i = n - 1; i >= 0 && last_query < 0; i--) {
        size_t a, b;
        const char *c = m[i].content;
        if (strcmp(m[i].role, "user")) continue;
        ox__py_strip(c, strlen(c), &a, &b);
        if (!(b - a >= 15 && !memcmp(c + a, "<tool_response>", 15) && b - a >= 16 && !memcmp(c + b - 16, "</tool_response>", 16))) last_query = i;
    }
    if (last_query < 0) return ox__err(OX_ERR_ARG, "chat template (Qwen 3.5): no user query found in the messages");
    for (i = 0; i < n; i++) {
        const char *c = m[i].content;
        size_t a, b;
        ox__py_strip(c, strlen(c), &a, &b);
        if (!strcmp(m[i].role, "system")) {
            if (i) return ox__err(OX_ERR_ARG, "chat template (Qwen 3.5): a system message must be the first");
        } else if (!strcmp(m[i].role, "user")) {
            ox__puts(o, "<|im_start|>user\n");
            ox__tbuf_put(o, c + a, b - a);
            ox__puts(o, "<|im_end|>\n");
        } else {
            const char *rs = "", *cs = c + a;
            size_t rn = 0, cn = b - a, ra, rb;
            if (m[i].reasoning) { rs = m[i].reasoning; rn = strlen(rs); }
            else {
                const char *end = ox__memfind(cs, cn, "</think>", 8);
                if (end) {
                    /* reasoning = content.split('</think>')[0].rstrip('\n').split('<think>')[-1].lstrip('\n') */
                    const char *st;
                    size_t hn = (size_t)(end - cs);
                    while (hn && cs[hn - 1] == '\n') hn--;
                    st = ox__memfind_last(cs, hn, "<think>", 7);
                    rs = st ? st + 7 : cs;
                    rn = (size_t)(cs + hn - rs);
                    while (rn && *rs == '\n') { rs++; rn--; }
                    /* content = content.split('</think>')[-1].lstrip('\n') */
                    end = ox__memfind_last(cs, cn, "</think>", 8);
                    cn -= (size_t)(end + 8 - cs);
                    cs = end + 8;
                    while (cn && *cs == '\n') { cs++; cn--; }
                }
            }
            ox__py_strip(rs, rn, &ra, &rb);
            ox__puts(o, "<|im_start|>assistant\n");
            if (i > last_query) {
                ox__puts(o, "<think>\n");
                ox__tbuf_put(o, rs + ra, rb - ra);
                ox__puts(o, "\n</think>\n\n");
            }
            ox__tbuf_put(o, cs, cn);
            ox__puts(o, "<|im_end|>\n");
        }
    }
    if (flags & OX_CHAT_GENERATION_PROMPT) ox__puts(o, flags & OX_CHAT_NO_THINKING ? "<|im_start|>assistant\n<think>\n\n</think>\n\n" : "<|im_start|>assistant\n<think>\n");
    return OX_OK;
}

/* Render into o (appending). bos: the BOS token's text (Gemma 4 prints it). */
static ox_result ox__chat_render(int family, unsigned variant, const char *bos, const ox_chat_message *msgs, int n, int flags, ox__tbuf *o) {
    ox_chat_message *m;
    ox_result r;
    int i;
    if (n <= 0 || !msgs) return ox__err(OX_ERR_ARG, "chat template: no messages");
    if ((flags & OX_CHAT_THINKING) && (flags & OX_CHAT_NO_THINKING)) return ox__err(OX_ERR_ARG, "chat template: both THINKING and NO_THINKING");
    if (flags & ~7) return ox__err(OX_ERR_ARG, "chat template: unknown flags 0x%x", (unsigned)flags);
    if (!(m = (ox_chat_message *)ox__calloc(o->a, (size_t)n, sizeof *m))) return ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < n; i++) {
        const char *role = msgs[i].role;
        if (!role || (strcmp(role, "system") && strcmp(role, "user") && strcmp(role, "assistant"))) {
            ox__dealloc(o->a, m);
            return ox__err(OX_ERR_ARG, "chat template: message %d has role '%.40s' (supported: system, user, assistant)", i, role ? role : "(null)");
        }
        m[i].role = role;
        m[i].content = msgs[i].content ? msgs[i].content : "";
        m[i].reasoning = msgs[i].reasoning;
    }
    if (family == OX__CHAT_GEMMA4) {
        if (!(flags & OX_CHAT_THINKING)) flags |= OX_CHAT_NO_THINKING; /* Gemma's default: off */
        r = ox__chat_gemma4(variant, bos ? bos : "", m, n, flags, o);
    } else if (family == OX__CHAT_QWEN35) {
        if (!(flags & OX_CHAT_NO_THINKING)) flags |= OX_CHAT_THINKING;   /* Qwen's default: on */
        r = ox__chat_qwen35(m, n, flags, o);
    } else r = ox__err(OX_ERR_UNSUPPORTED, "chat template: unknown family");
    ox__dealloc(o->a, m);
    if (r == OX_OK && o->oom) r = ox__err(OX_ERR_NOMEM, "chat template: out of memory");
    return r;
}

/* Which built-in template a Jinja template's text is. Returns the family (NONE with a reason). */
static int ox__chat_identify(const char *s, size_t n, unsigned *variant, char *why, size_t why_cap) {
    *variant = 0;
    if (ox__memfind(s, n, "<|turn>", 7) && ox__memfind(s, n, "strip_thinking", 14)) {
        if (ox__memfind(s, n, "'<|think|>\\n'", 13)) *variant |= OX__G4_THINK_NL;
        if (ox__memfind(s, n, "continue_same_model_turn", 24)) *variant |= OX__G4_MERGE_MODEL;
        if (ox__memfind(s, n, "'<|channel>thought\\n<channel|>'", 31)) *variant |= OX__G4_EMPTY_THOUGHT;
        return OX__CHAT_GEMMA4;
    }
    if (ox__memfind(s, n, "<|im_start|>", 12) && ox__memfind(s, n, "render_content", 14) && ox__memfind(s, n, "ns.last_query_index", 19) &&
        ox__memfind(s, n, "'<think>\\n\\n</think>\\n\\n'", 25)) {
        /* Qwen 3.6 added preserve_thinking (off unless given): the same output */
        const char *p = ox__memfind(s, n, "preserve_thinking", 17);
        if (!p || ox__memfind(s, n, "(preserve_thinking is defined and preserve_thinking is true) or (loop.index0 > ns.last_query_index)", 98)) return OX__CHAT_QWEN35;
    }
    snprintf(why, why_cap, "the model's chat template is not one of the built-in ones (Gemma 4, Qwen 3.5)");
    return OX__CHAT_NONE;
}

static int ox__eog_add(ox_tokenizer *t, int64_t id) {
    int i;
    if (id < 0 || id > INT32_MAX) return 0;
    for (i = 0; i < t->n_eog; i++) if (t->eog[i] == (int32_t)id) return 1;
    if (t->n_eog < OX__MAX_EOG) t->eog[t->n_eog++] = (int32_t)id;
    return 1;
}

OXDEF void ox_tokenizer_free(ox_tokenizer *t) {
    ox_allocator a;
    if (!t) return;
    a = t->alloc;
    ox__tok_free(t->tok);
    ox__dealloc(&a, t);
}

/* An optional file: OX_OK with b->bytes set, OX_OK with b->bytes NULL when it is not there (the
   loader reports a missing optional file silently), or the error of a file that is there. */
static ox_result ox__blob_open_opt(ox__loader *ld, const char *name, size_t max_size, ox__blob *b) {
    ox_result r;
    ox__errbuf[0] = 0;
    r = ox__blob_open(ld, name, 1, max_size, 0, b);
    if (r == OX_ERR_IO && !ox__errbuf[0]) { memset(b, 0, sizeof *b); return OX_OK; }
    return r;
}

/* Load the text side from the loader's files: tok_name (tokenizer.json) and, beside it,
   tokenizer_config.json, generation_config.json and chat_template.jinja. arch: the model's
   architecture name, a hint for the chat template when the files name none (NULL for a tokenizer
   alone). *out = NULL with OX_OK when tok_name is not there. */
static ox_result ox__tokenizer_open(ox__loader *ld, const char *tok_name, const char *arch, ox_tokenizer **out) {
    ox__blob tj, tc, gc, ct;
    ox__jdoc gdoc, cdoc;
    ox_tokenizer *t;
    ox_result r;
    const char *tmpl = NULL;
    size_t tmpl_n = 0;
    *out = NULL;
    memset(&tc, 0, sizeof tc); memset(&gc, 0, sizeof gc); memset(&ct, 0, sizeof ct);
    memset(&gdoc, 0, sizeof gdoc); memset(&cdoc, 0, sizeof cdoc);
    if ((r = ox__blob_open_opt(ld, tok_name, OX__JSON_MAX_BYTES, &tj)) != OX_OK || !tj.bytes) return r;
    if (!(t = (ox_tokenizer *)ox__calloc(ld->a, 1, sizeof *t))) { ox__blob_close(&tj, ld->a); return ox__err(OX_ERR_NOMEM, "out of memory"); }
    if (ld->a) t->alloc = *ld->a;
    if ((r = ox__blob_open_opt(ld, "tokenizer_config.json", OX__JSON_MAX_BYTES, &tc)) != OX_OK) goto done;
    if ((r = ox__tok_load(&t->tok, (const char *)tj.bytes, tj.size, (const char *)tc.bytes, tc.size, tok_name, &t->alloc)) != OX_OK) goto done;
    {   /* the BOS token's text */
        int32_t b = ox__tok_bos(t->tok);
        if (b >= 0 && t->tok->id_len[b] != UINT32_MAX && t->tok->id_len[b] < sizeof t->bos_text) {
            memcpy(t->bos_text, OX__TS(t->tok, t->tok->id_off[b]), t->tok->id_len[b]);
            t->bos_text[t->tok->id_len[b]] = 0;
        }
    }
    /* end of generation: generation_config.json's eos_token_id, else the tokenizer's EOS */
    if ((r = ox__blob_open_opt(ld, "generation_config.json", OX__MAX_CONFIG_BYTES, &gc)) != OX_OK) goto done;
    if (gc.bytes) {
        const ox__json *e;
        if ((r = ox__json_parse(&gdoc, (const char *)gc.bytes, gc.size, "generation_config.json", &t->alloc)) != OX_OK) goto done;
        e = ox__json_get(gdoc.root, "eos_token_id");
        if (e && e->type == OX__JARR) {
            const ox__json *c;
            for (c = e->child; c; c = c->next) {
                int64_t v;
                if (!ox__json_int(c, &v) || !ox__eog_add(t, v)) { r = ox__err(OX_ERR_FORMAT, "generation_config.json: eos_token_id holds something that is not a token id"); goto done; }
            }
        } else if (e && e->type != OX__JNULL) {
            int64_t v;
            if (!ox__json_int(e, &v) || !ox__eog_add(t, v)) { r = ox__err(OX_ERR_FORMAT, "generation_config.json: eos_token_id is not a token id or a list of them"); goto done; }
        }
    }
    if (!t->n_eog && ox__tok_eos(t->tok) >= 0) ox__eog_add(t, ox__tok_eos(t->tok));
    /* the chat template: chat_template.jinja, else tokenizer_config.json's "chat_template" */
    if ((r = ox__blob_open_opt(ld, "chat_template.jinja", OX__JSON_MAX_BYTES, &ct)) != OX_OK) goto done;
    if (ct.bytes) { tmpl = (const char *)ct.bytes; tmpl_n = ct.size; }
    else if (tc.bytes) {
        const ox__json *v;
        if ((r = ox__json_parse(&cdoc, (const char *)tc.bytes, tc.size, "tokenizer_config.json", &t->alloc)) != OX_OK) goto done;
        v = ox__json_get(cdoc.root, "chat_template");
        if (v && v->type == OX__JARR) { /* [{"name": "default", "template": ...}, ...] */
            const ox__json *c;
            for (c = v->child; c; c = c->next) {
                const ox__json *nm = ox__json_get(c, "name"), *tp = ox__json_get(c, "template");
                if (nm && nm->type == OX__JSTR && !strcmp(nm->str, "default") && tp && tp->type == OX__JSTR) v = tp;
            }
        }
        if (v && v->type == OX__JSTR) { tmpl = v->str; tmpl_n = v->n; }
    }
    if (tmpl) t->chat_family = ox__chat_identify(tmpl, tmpl_n, &t->chat_variant, t->chat_why, sizeof t->chat_why);
    else if (ox__tok_token_id(t->tok, "<|turn>", 7) >= 0 || (arch && !strncmp(arch, "gemma4", 6))) { t->chat_family = OX__CHAT_GEMMA4; t->chat_variant = OX__G4_DEFAULT; }
    else if (ox__tok_token_id(t->tok, "<|im_start|>", 12) >= 0 || (arch && strstr(arch, "qwen"))) t->chat_family = OX__CHAT_QWEN35;
    else snprintf(t->chat_why, sizeof t->chat_why, "the model has no chat template (chat_template.jinja) and is not a family with a built-in one");
    {   /* the template's end-of-turn token also ends generation */
        int32_t id = -1;
        if (t->chat_family == OX__CHAT_GEMMA4) id = ox__tok_token_id(t->tok, "<turn|>", 7);
        else if (t->chat_family == OX__CHAT_QWEN35) id = ox__tok_token_id(t->tok, "<|im_end|>", 10);
        if (id >= 0) ox__eog_add(t, id);
    }
done:
    ox__json_free(&gdoc);
    ox__json_free(&cdoc);
    ox__blob_close(&tj, ld->a); ox__blob_close(&tc, ld->a); ox__blob_close(&gc, ld->a); ox__blob_close(&ct, ld->a);
    if (r != OX_OK) { ox_tokenizer_free(t); return r; }
    *out = t;
    return OX_OK;
}

OXDEF ox_result ox_tokenizer_load(const ox_model_desc *desc, ox_tokenizer **out) {
    ox__loader ld;
    ox_result r;
    char *dir = NULL;
    const char *name = "tokenizer.json";
    if (!out) return ox__err(OX_ERR_ARG, "ox_tokenizer_load: out is NULL");
    *out = NULL;
    if (!desc) return ox__err(OX_ERR_ARG, "ox_tokenizer_load: desc is NULL");
    ox__cur_logger = desc->logger;
    if (!desc->allocator.alloc != !desc->allocator.free) return ox__err(OX_ERR_ARG, "ox_tokenizer_load: allocator needs both alloc and free, or neither");
    if (!desc->path && (!desc->files || desc->n_files <= 0)) return ox__err(OX_ERR_ARG, "ox_tokenizer_load: give a path or files");
    memset(&ld, 0, sizeof ld);
    ld.desc = desc;
    ld.a = &desc->allocator;
    if (desc->path) {   /* a directory, or a tokenizer file whose directory holds the other files */
        size_t n = strlen(desc->path);
        const char *slash = strrchr(desc->path, '/');
        if (!(dir = ox__strdup(ld.a, desc->path))) return ox__err(OX_ERR_NOMEM, "out of memory");
        if (n > 5 && !strcmp(desc->path + n - 5, ".json")) {
            name = slash ? slash + 1 : desc->path;
            if (!slash) strcpy(dir, ".");
            else if (slash == desc->path) dir[1] = 0;
            else dir[slash - desc->path] = 0;
        }
        ld.dir = dir;
    }
    {   /* the model's config.json, when beside it, names the family (a hint for the chat template) */
        ox__blob cb;
        ox__jdoc cd;
        char arch[64];
        arch[0] = 0;
        memset(&cd, 0, sizeof cd);
        if (ox__blob_open_opt(&ld, "config.json", OX__MAX_CONFIG_BYTES, &cb) == OX_OK && cb.bytes &&
            ox__json_parse(&cd, (const char *)cb.bytes, cb.size, "config.json", ld.a) == OX_OK) {
            const char *mt = ox__cfg_str(cd.root, "model_type");
            if (mt) snprintf(arch, sizeof arch, "%s", mt);
        }
        ox__json_free(&cd);
        ox__blob_close(&cb, ld.a);
        r = ox__tokenizer_open(&ld, name, arch[0] ? arch : NULL, out);
    }
    if (r == OX_OK && !*out) r = ox__err(OX_ERR_IO, "%s: cannot open %s", desc->path ? desc->path : "ox_tokenizer_load", name);
    ox__dealloc(ld.a, dir);
    return r;
}

static ox_result ox__tok_check(const ox_tokenizer *t, const char *fn) {
    if (!t) return ox__err(OX_ERR_UNSUPPORTED, "%s: no tokenizer (the model has no tokenizer.json)", fn);
    return OX_OK;
}

OXDEF ox_result ox_tokenize(const ox_tokenizer *t, const char *text, size_t len, int flags, int32_t *ids, int cap, int *n_ids) {
    size_t n = 0;
    ox_result r;
    if (n_ids) *n_ids = 0;
    if ((r = ox__tok_check(t, "ox_tokenize")) != OX_OK) return r;
    if (!n_ids || cap < 0 || (!ids && cap) || (!text && len)) return ox__err(OX_ERR_ARG, "ox_tokenize: bad argument");
    if (flags & ~3) return ox__err(OX_ERR_ARG, "ox_tokenize: unknown flags 0x%x", (unsigned)flags);
    r = ox__tok_encode(t->tok, text, len, flags & OX_TOKENIZE_ADD_SPECIAL, (flags & OX_TOKENIZE_PARSE_SPECIAL) != 0, ids, (size_t)cap, &n);
    if (n > (size_t)INT_MAX) return ox__err(OX_ERR_LIMIT, "ox_tokenize: more than INT_MAX ids");
    *n_ids = (int)n;
    return r;
}

OXDEF ox_result ox_detokenize(const ox_tokenizer *t, const int32_t *ids, int n, int flags, char *out, size_t cap, size_t *len) {
    ox_result r;
    if (len) *len = 0;
    if ((r = ox__tok_check(t, "ox_detokenize")) != OX_OK) return r;
    if (!len || n < 0 || (!ids && n) || (!out && cap)) return ox__err(OX_ERR_ARG, "ox_detokenize: bad argument");
    if (flags & ~1) return ox__err(OX_ERR_ARG, "ox_detokenize: unknown flags 0x%x", (unsigned)flags);
    return ox__tok_decode(t->tok, ids, (size_t)n, flags & OX_DETOKENIZE_SKIP_SPECIAL, out, cap, len);
}

OXDEF ox_result ox_token_piece(const ox_tokenizer *t, int32_t id, char *out, size_t cap, size_t *len) {
    ox_result r;
    if (len) *len = 0;
    if ((r = ox__tok_check(t, "ox_token_piece")) != OX_OK) return r;
    if (!len || (!out && cap)) return ox__err(OX_ERR_ARG, "ox_token_piece: bad argument");
    return ox__tok_piece(t->tok, id, 0, out, cap, len);
}

OXDEF int ox_tokenizer_vocab_size(const ox_tokenizer *t) { return t ? ox__tok_vocab_size(t->tok) : 0; }
OXDEF int32_t ox_tokenizer_bos(const ox_tokenizer *t) { return t ? ox__tok_bos(t->tok) : -1; }
OXDEF int32_t ox_tokenizer_token_id(const ox_tokenizer *t, const char *s) { return t && s ? ox__tok_token_id(t->tok, s, strlen(s)) : -1; }
OXDEF int ox_tokenizer_eos(const ox_tokenizer *t, int32_t *ids, int cap) {
    int i;
    if (!t) return 0;
    for (i = 0; i < t->n_eog && i < cap; i++) if (ids) ids[i] = t->eog[i];
    return t->n_eog;
}

OXDEF ox_result ox_chat_template(const ox_tokenizer *t, const ox_chat_message *msgs, int n, int flags, char *out, size_t cap, size_t *len) {
    ox__tbuf b;
    ox_result r;
    if (len) *len = 0;
    if ((r = ox__tok_check(t, "ox_chat_template")) != OX_OK) return r;
    if (!len || (!out && cap)) return ox__err(OX_ERR_ARG, "ox_chat_template: bad argument");
    if (t->chat_family == OX__CHAT_NONE) return ox__err(OX_ERR_UNSUPPORTED, "ox_chat_template: %s", t->chat_why);
    memset(&b, 0, sizeof b);
    b.a = &t->alloc;
    if ((r = ox__chat_render(t->chat_family, t->chat_variant, t->bos_text, msgs, n, flags, &b)) == OX_OK) {
        *len = b.n;
        if (b.n + 1 > cap) {
            if (cap) { memcpy(out, b.p, cap - 1); out[cap - 1] = 0; }
            r = ox__err(OX_ERR_LIMIT, "ox_chat_template: %zu bytes of text do not fit in a buffer of %zu", b.n + 1, cap);
        } else {
            if (b.n) memcpy(out, b.p, b.n);
            out[b.n] = 0;
        }
    }
    ox__tbuf_free(&b);
    return r;
}

/* ================================================================================================
   14. Sampler
   Owns: turning a row of logits into the next token: penalties, temperature, top-k, top-p, min-p,
   and a seeded random number generator. Speculative decoding uses the two halves separately:
     ox__sampler_probs(s, logits, hist, n_hist, probs)  the final distribution over the vocabulary
         (probs: V floats summing to 1; greedy gives a one-hot row); hist: the recent tokens, most
         recent last (penalties look at the last penalty_last_n of them)
     ox__sample_probs(probs, V, rng)                     one draw from such a row (one uniform)
   The RNG is xoshiro256** seeded through splitmix64: the same seed gives the same stream of numbers
   on every platform (the logits themselves differ in their last bits between kernel paths).
   ============================================================================================== */

typedef struct ox__rng { uint64_t s[4]; } ox__rng;

static uint64_t ox__splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static void ox__rng_seed(ox__rng *r, uint64_t seed) {
    int i;
    for (i = 0; i < 4; i++) r->s[i] = ox__splitmix64(&seed);
}
static uint64_t ox__rng_next(ox__rng *r) {
    uint64_t *s = r->s, x = s[1] * 5, res = ((x << 7) | (x >> 57)) * 9, t = s[1] << 17;
    s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return res;
}
/* Uniform in [0, 1), 53 random bits. */
static double ox__rng_uniform(ox__rng *r) { return (double)(ox__rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }

typedef struct ox__sampler {
    float temperature, top_p, min_p, repeat_penalty, presence_penalty;
    int top_k, penalty_last_n, V;
    float *work;     /* V: penalised, tempered logits, then exp() of the candidates */
    int32_t *cand;   /* V: candidate ids */
    unsigned char *seen; /* V bits, all clear between calls */
    float *probs;    /* V: ox__sampler_next's distribution */
    const ox_allocator *a;
} ox__sampler;

static void ox__sampler_free(ox__sampler *s) {
    ox__dealloc(s->a, s->work); ox__dealloc(s->a, s->cand); ox__dealloc(s->a, s->seen); ox__dealloc(s->a, s->probs);
    memset(s, 0, sizeof *s);
}

/* Check and normalise the desc's sampling fields (0 = off; penalty_last_n 0 = 64, -1 = the whole
   history given) for a vocabulary of V. */
static ox_result ox__sampler_init(ox__sampler *s, const ox_generate_desc *d, int V, const ox_allocator *a) {
    memset(s, 0, sizeof *s);
    s->a = a;
    if (!(d->temperature >= 0) || d->temperature > 1e6f) return ox__err(OX_ERR_ARG, "ox_generate: temperature %g is not in [0, 1e6]", (double)d->temperature);
    if (d->top_k < 0) return ox__err(OX_ERR_ARG, "ox_generate: top_k %d is negative", d->top_k);
    if (!(d->top_p >= 0 && d->top_p <= 1)) return ox__err(OX_ERR_ARG, "ox_generate: top_p %g is not in [0, 1]", (double)d->top_p);
    if (!(d->min_p >= 0 && d->min_p <= 1)) return ox__err(OX_ERR_ARG, "ox_generate: min_p %g is not in [0, 1]", (double)d->min_p);
    if (!(d->repeat_penalty >= 0) || d->repeat_penalty > 1e6f) return ox__err(OX_ERR_ARG, "ox_generate: repeat_penalty %g is not in [0, 1e6]", (double)d->repeat_penalty);
    if (!(d->presence_penalty > -1e6f && d->presence_penalty < 1e6f)) return ox__err(OX_ERR_ARG, "ox_generate: presence_penalty %g is out of range", (double)d->presence_penalty);
    if (d->penalty_last_n < -1 || d->penalty_last_n > (1 << 24)) return ox__err(OX_ERR_ARG, "ox_generate: penalty_last_n %d is not in [-1, 2^24]", d->penalty_last_n);
    s->V = V;
    s->temperature = d->temperature;
    s->top_k = d->top_k >= V ? 0 : d->top_k;
    s->top_p = d->top_p > 0 && d->top_p < 1 ? d->top_p : 1.0f;
    s->min_p = d->min_p;
    s->repeat_penalty = d->repeat_penalty > 0 ? d->repeat_penalty : 1.0f;
    s->presence_penalty = d->presence_penalty;
    s->penalty_last_n = d->penalty_last_n == 0 ? 64 : d->penalty_last_n == -1 ? (1 << 24) : d->penalty_last_n;
    s->work = (float *)ox__alloc(a, (size_t)V * sizeof(float));
    s->cand = (int32_t *)ox__alloc(a, (size_t)V * sizeof(int32_t));
    s->probs = (float *)ox__alloc(a, (size_t)V * sizeof(float));
    s->seen = (unsigned char *)ox__calloc(a, (size_t)V / 8 + 1, 1);
    if (!s->work || !s->cand || !s->probs || !s->seen) { ox__sampler_free(s); return ox__err(OX_ERR_NOMEM, "ox_generate: out of memory for the sampler"); }
    return OX_OK;
}

/* Apply the penalties to w (a copy of the logits), once per distinct id among the last tokens. */
static void ox__sampler_penalize(ox__sampler *s, float *w, const int32_t *hist, int n_hist) {
    int i, n;
    if (s->repeat_penalty == 1.0f && s->presence_penalty == 0.0f) return;
    n = n_hist < s->penalty_last_n ? n_hist : s->penalty_last_n;
    if (n <= 0 || !hist) return;
    hist += n_hist - n;
    for (i = 0; i < n; i++) {
        int32_t id = hist[i];
        if (id < 0 || id >= s->V || (s->seen[id >> 3] & (1u << (id & 7)))) continue;
        s->seen[id >> 3] |= (unsigned char)(1u << (id & 7));
        if (w[id] > 0) w[id] /= s->repeat_penalty; else w[id] *= s->repeat_penalty;
        w[id] -= s->presence_penalty;
    }
    for (i = 0; i < n; i++) if (hist[i] >= 0 && hist[i] < s->V) s->seen[hist[i] >> 3] = 0;
}

/* Sort ids by vals, descending, ties by smaller id: insertion sort for a few, else a heap sort (no
   comparator with global state: contexts on different threads may sample at once). */
static void ox__cand_sort(int32_t *ids, int n, const float *vals) {
    int i, j;
    if (n <= 64) {
        for (i = 1; i < n; i++) {
            int32_t x = ids[i];
            for (j = i; j > 0; j--) {
                int32_t y = ids[j - 1];
                if (vals[y] > vals[x] || (vals[y] == vals[x] && y < x)) break;
                ids[j] = y;
            }
            ids[j] = x;
        }
        return;
    }
    {
        int n2 = n, root, child;
        int32_t tmp;
#define OX__BEFORE(a, b) (vals[a] < vals[b] || (vals[a] == vals[b] && (a) > (b))) /* a sorts after b */
        for (i = n / 2 - 1; i >= 0; i--) {
            for (root = i; (child = 2 * root + 1) < n2; root = child) {
                if (child + 1 < n2 && OX__BEFORE(ids[child + 1], ids[child])) child++;
                if (!OX__BEFORE(ids[child], ids[root])) break;
                tmp = ids[root]; ids[root] = ids[child]; ids[child] = tmp;
            }
        }
        for (n2 = n - 1; n2 > 0; n2--) {
            tmp = ids[0]; ids[0] = ids[n2]; ids[n2] = tmp;
            for (root = 0; (child = 2 * root + 1) < n2; root = child) {
                if (child + 1 < n2 && OX__BEFORE(ids[child + 1], ids[child])) child++;
                if (!OX__BEFORE(ids[child], ids[root])) break;
                tmp = ids[root]; ids[root] = ids[child]; ids[child] = tmp;
            }
        }
#undef OX__BEFORE
    }
}

/* The k largest of w (ties: smaller id) into cand[0..k), in descending order: a min-heap of k. */
static void ox__top_k(const float *w, int V, int k, int32_t *cand) {
    int i, n = 0;
#define OX__LESS(a, b) (w[a] < w[b] || (w[a] == w[b] && (a) > (b))) /* a ranks below b */
    for (i = 0; i < V; i++) {
        int pos, child;
        if (n < k) {
            pos = n++;
            while (pos > 0 && OX__LESS(i, cand[(pos - 1) / 2])) { cand[pos] = cand[(pos - 1) / 2]; pos = (pos - 1) / 2; }
            cand[pos] = i;
            continue;
        }
        if (!OX__LESS(cand[0], i)) continue;
        for (pos = 0; (child = 2 * pos + 1) < k; pos = child) {
            if (child + 1 < k && OX__LESS(cand[child + 1], cand[child])) child++;
            if (!OX__LESS(cand[child], i)) break;
            cand[pos] = cand[child];
        }
        cand[pos] = i;
    }
#undef OX__LESS
    ox__cand_sort(cand, k, w);
}

/* The sampling distribution of one row of logits (see the section banner). */
static void ox__sampler_probs(ox__sampler *s, const float *logits, const int32_t *hist, int n_hist, float *probs) {
    float *w = s->work, mx;
    int32_t *cand = s->cand;
    int V = s->V, n, i, keep;
    double z, acc;
    memcpy(w, logits, (size_t)V * sizeof(float));
    ox__sampler_penalize(s, w, hist, n_hist);
    memset(probs, 0, (size_t)V * sizeof(float));
    if (!(s->temperature > 0)) { probs[ox__argmax(w, V)] = 1.0f; return; }
    for (i = 0; i < V; i++) w[i] = w[i] != w[i] ? -INFINITY : w[i] / s->temperature; /* NaN never wins */
    if (s->top_k > 0) { ox__top_k(w, V, s->top_k, cand); n = s->top_k; }
    else { for (i = 0; i < V; i++) cand[i] = i; n = V; }
    mx = -INFINITY;
    for (i = 0; i < n; i++) if (w[cand[i]] > mx) mx = w[cand[i]];
    if (mx == -INFINITY) { probs[s->top_k > 0 ? cand[0] : 0] = 1.0f; return; } /* nothing finite */
    z = 0;
    for (i = 0; i < n; i++) { float e = expf(w[cand[i]] - mx); w[cand[i]] = e; z += e; }
    keep = n;
    if (s->top_p < 1.0f) {
        /* the top-p set lies among the candidates at or above any threshold whose mass reaches
           top_p: sort only those (a few hundred of the vocabulary, usually) */
        double need = (double)s->top_p * z, t = 1e-2;
        int m = n;
        if (s->top_k <= 0) {
            for (;;) {
                double mass = 0;
                m = 0;
                for (i = 0; i < V; i++) if (w[i] >= t) { mass += w[i]; cand[m++] = i; }
                if (mass >= need || t < 1e-30) break;
                t *= 1e-3;
            }
            ox__cand_sort(cand, m, w);
        } /* with top_k the candidates are sorted already */
        acc = 0;
        for (i = 0; i < m && acc < need; i++) acc += w[cand[i]];
        keep = i > 0 ? i : 1;
    }
    if (s->min_p > 0) {
        /* relative to the most probable token, whose w is exp(0) = 1; candidates are sorted when
           top_k or top_p ran, otherwise filter in place */
        int m = 0;
        for (i = 0; i < keep; i++) if (w[cand[i]] >= s->min_p) cand[m++] = cand[i];
        keep = m > 0 ? m : 1;
    }
    z = 0;
    for (i = 0; i < keep; i++) z += w[cand[i]];
    for (i = 0; i < keep; i++) probs[cand[i]] = (float)(w[cand[i]] / z);
}

/* One draw from a distribution over V ids (one uniform from rng). */
static int32_t ox__sample_probs(const float *probs, int V, ox__rng *rng) {
    double total = 0, u, acc = 0;
    int i, last = 0;
    for (i = 0; i < V; i++) total += probs[i];
    u = ox__rng_uniform(rng) * total;
    for (i = 0; i < V; i++) {
        if (probs[i] <= 0) continue;
        acc += probs[i];
        last = i;
        if (u < acc) return i;
    }
    return last; /* rounding: the last possible id */
}

/* The next token: greedy without touching the RNG, else one draw. */
static int32_t ox__sampler_next(ox__sampler *s, const float *logits, const int32_t *hist, int n_hist, ox__rng *rng) {
    if (!(s->temperature > 0)) {
        if (s->repeat_penalty == 1.0f && s->presence_penalty == 0.0f) return ox__argmax(logits, s->V);
        memcpy(s->work, logits, (size_t)s->V * sizeof(float));
        ox__sampler_penalize(s, s->work, hist, n_hist);
        return ox__argmax(s->work, s->V);
    }
    ox__sampler_probs(s, logits, hist, n_hist, s->probs);
    return ox__sample_probs(s->probs, s->V, rng);
}

/* ================================================================================================
   Generation state, shared by the generation loop (generate.h) and speculative decoding
   (speculative.h, which comes before generate.h and calls these through the declarations below):
     ox__gen g;
     if ((r = ox__gen_begin(&g, c, d, out_ids)) != OX_OK) return r;   checks d, sampler, stops, text
     if ((r = ox__gen_prefill(&g)) == OX_OK)                          prompt (progress, cancel, limit)
         for (;;) {                                                   logits of the last position:
             id = ox__sampler_next(&g.sampler, logits, g.hist, g.n_hist, &g.rng)  (or your own draw
                  from ox__sampler_probs rows, with g.hist/g.n_hist as the history)
             if (ox__gen_emit(&g, id)) break;                         records id, streams its text,
             ... evaluate id (ox_eval) ...                            checks stops; 1 = finished
             if (g.c->pos >= g.c->n_ctx) { g.stats.stop_reason = OX_STOP_CONTEXT; break; }
         }
     return ox__gen_end(&g, r, st);                                   flushes text, fills stats, frees
   ox__gen_emit returns 1 when generation is over (g.stats.stop_reason says why; g.error holds an
   error, e.g. out of memory in the text stream), else 0. Timing: g.t_decode is set by prefill.
   ============================================================================================== */

typedef struct ox__gen {
    ox_context *c;
    const ox_generate_desc *d;
    const ox_tokenizer *tok;  /* the model's, when the desc uses text features (else NULL) */
    int32_t *out;             /* the caller's out_ids, or NULL */
    ox__sampler sampler;
    ox__rng rng;
    int32_t *hist;            /* prompt + generated ids (penalties look at its tail) */
    int n_hist, hist_cap;
    int32_t eog[OX__MAX_EOG]; /* the tokenizer's end-of-generation ids, unless ignore_eos */
    int n_eog;
    char *text; size_t n_text, text_cap; /* generated bytes not yet passed to on_text */
    size_t run_start;         /* text[run_start..) came from a run of byte-fallback tokens that */
    int run_tokens;           /* ... is not over yet (SIZE_MAX: none), and how many tokens */
    int byte_fallback;        /* the tokenizer decodes byte tokens as HF's ByteFallback does */
    int first_piece;          /* the next piece is the first of the output text */
    double t_decode;          /* when decoding started */
    ox_result error;
    ox_generate_stats stats;
} ox__gen;

static ox_result ox__gen_begin(ox__gen *g, ox_context *c, const ox_generate_desc *d, int32_t *out_ids);
static ox_result ox__gen_prefill(ox__gen *g);
static int ox__gen_emit(ox__gen *g, int32_t id);
static ox_result ox__gen_end(ox__gen *g, ox_result r, ox_generate_stats *st);

OXDEF const ox_tokenizer *ox_model_tokenizer(const ox_model *m) {
    if (!m) { ox__err(OX_ERR_ARG, "ox_model_tokenizer: model is NULL"); return NULL; }
    if (!m->tok) ox__err(OX_ERR_UNSUPPORTED, "the model has no tokenizer (no tokenizer.json in its directory, or loaded with skip_tokenizer)");
    return m->tok;
}
