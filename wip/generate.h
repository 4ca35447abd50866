/* ================================================================================================
   15. Generation loop
   Owns: ox_generate (prefill, the decode loop, stopping) and the pieces speculative decoding shares
   with it (ox__gen_*, declared with the generation state in section 14): recording each token,
   streaming its text as whole UTF-8 characters, end-of-generation ids and stop strings.

   Streaming text: each generated token's bytes (ox__tok_piece) are appended to a small buffer; the
   buffer is searched for the stop strings; what is passed on is everything before the first stop
   string, or, while none has appeared, everything except a tail that could still become one
   (the longest suffix that is a prefix of a stop string) and an incomplete UTF-8 character. At the
   end the rest is flushed; invalid bytes are passed on as U+FFFD. With a ByteFallback decoder
   (Gemma) a run of byte tokens is held until the run ends and, as HF's decode does, becomes one
   U+FFFD per token unless its bytes are valid UTF-8: the streamed text is always decode(ids).
   Calls: 2, 11, 12-14.
   ============================================================================================== */

static ox_result ox__gen_begin(ox__gen *g, ox_context *c, const ox_generate_desc *d, int32_t *out_ids) {
    const ox_allocator *a = &c->m->alloc;
    ox_result r;
    int i;
    memset(g, 0, sizeof *g);
    g->c = c; g->d = d; g->out = out_ids;
    if (d->max_tokens < 0 || d->n_prompt < 0 || (d->n_prompt && !d->prompt) || d->n_stop_ids < 0 || (d->n_stop_ids && !d->stop_ids) ||
        d->n_stop_strings < 0 || (d->n_stop_strings && !d->stop_strings))
        return ox__err(OX_ERR_ARG, "ox_generate: bad desc (negative count, or a NULL array with a count)");
    if (d->n_prompt > c->n_ctx - c->pos)
        return ox__err(OX_ERR_LIMIT, "ox_generate: a prompt of %d tokens at position %d does not fit in the context of %d tokens", d->n_prompt, c->pos, c->n_ctx);
    for (i = 0; i < d->n_stop_strings; i++) {
        const char *s = d->stop_strings[i];
        size_t n = s ? strlen(s) : 0;
        if (!n || !ox__utf8_ok(s, n) || ((unsigned char)s[0] & 0xC0) == 0x80)
            return ox__err(OX_ERR_ARG, "ox_generate: stop string %d is empty, NULL or not valid UTF-8", i);
    }
    if (d->on_text || d->n_stop_strings) {
        if (!c->m->tok) return ox__err(OX_ERR_UNSUPPORTED, "ox_generate: on_text and stop_strings need the model's tokenizer (the model has no tokenizer.json)");
        g->tok = c->m->tok;
    }
    if (!d->ignore_eos && c->m->tok) {
        g->n_eog = c->m->tok->n_eog;
        memcpy(g->eog, c->m->tok->eog, (size_t)g->n_eog * sizeof(int32_t));
    }
    if ((r = ox__sampler_init(&g->sampler, d, c->m->vocab, a)) != OX_OK) return r;
    ox__rng_seed(&g->rng, d->seed);
    g->hist_cap = d->n_prompt + (d->max_tokens < 256 ? d->max_tokens : 256) + 1;
    if (!(g->hist = (int32_t *)ox__alloc(a, (size_t)g->hist_cap * sizeof(int32_t)))) { ox__sampler_free(&g->sampler); return ox__err(OX_ERR_NOMEM, "ox_generate: out of memory"); }
    if (d->n_prompt) memcpy(g->hist, d->prompt, (size_t)d->n_prompt * sizeof(int32_t));
    g->n_hist = d->n_prompt;
    g->first_piece = 1;
    g->run_start = (size_t)-1;
    if (g->tok) {
        const ox__tokenizer *t = g->tok->tok;
        for (i = 0; i < t->n_dec; i++) if (t->dec[i].type == OX__D_BYTEFALLBACK) g->byte_fallback = 1;
    }
    return OX_OK;
}

static ox_result ox__gen_prefill(ox__gen *g) {
    ox_context *c = g->c;
    const ox_generate_desc *d = g->d;
    double t0 = ox__now();
    ox_result r = OX_OK;
    if (d->n_prompt) {
        ox_progress_fn saved = c->progress;
        void *saved_user = c->progress_user;
        if (d->progress) { c->progress = d->progress; c->progress_user = d->progress_user; }
        r = ox_eval(c, d->prompt, d->n_prompt, 1);
        c->progress = saved; c->progress_user = saved_user;
    } else if (c->n_logits == 0) r = ox__err(OX_ERR_ARG, "ox_generate: no prompt and no logits in the context");
    g->stats.n_prompt = d->n_prompt;
    g->stats.prefill_seconds = ox__now() - t0;
    g->t_decode = ox__now();
    return r;
}

/* Bytes of s[0..n) that end on a character boundary, leaving out a final incomplete (but so far
   well-formed) UTF-8 sequence, which more bytes may complete. */
static size_t ox__utf8_settled(const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        int l;
        size_t bad, need;
        if (p[i] < 0x80) { i++; continue; }
        if ((l = ox__utf8_valid_len(p + i, p + n)) > 0) { i += (size_t)l; continue; }
        need = p[i] >= 0xC2 && p[i] <= 0xDF ? 2 : p[i] >= 0xE0 && p[i] <= 0xEF ? 3 : p[i] >= 0xF0 && p[i] <= 0xF4 ? 4 : 1;
        bad = ox__utf8_bad_len(p + i, p + n);
        if (need > 1 && i + bad == n && bad < need) return i; /* truncated: wait for more */
        i += bad;
    }
    return n;
}

/* Pass text[0..n) to on_text, invalid bytes as U+FFFD. Returns non-zero when on_text asks to stop. */
static int ox__gen_send(ox__gen *g, const char *s, size_t n) {
    int stop;
    if (!n || !g->d->on_text) return 0;
    if (ox__utf8_ok(s, n)) return g->d->on_text(s, n, g->d->user);
    {
        ox__tbuf b;
        memset(&b, 0, sizeof b);
        b.a = &g->c->m->alloc;
        ox__utf8_lossy(&b, s, n);
        if (b.oom) { g->error = ox__err(OX_ERR_NOMEM, "ox_generate: out of memory"); ox__tbuf_free(&b); return 1; }
        stop = g->d->on_text(b.p, b.n, g->d->user);
        ox__tbuf_free(&b);
    }
    return stop;
}

/* Settle the text buffer (see the section banner). Returns OX_STOP_STRING, OX_STOP_CALLBACK or 0. */
static int ox__gen_flush(ox__gen *g, int final) {
    const ox_generate_desc *d = g->d;
    size_t n = g->run_start != (size_t)-1 ? g->run_start : g->n_text, emit = n, hold, best = (size_t)-1;
    int i, why = 0;
    for (i = 0; i < d->n_stop_strings; i++) {
        const char *hit = ox__memfind(g->text, n, d->stop_strings[i], strlen(d->stop_strings[i]));
        if (hit && (size_t)(hit - g->text) < best) best = (size_t)(hit - g->text);
    }
    if (best != (size_t)-1) { emit = best; why = OX_STOP_STRING; }
    else if (!final) {
        hold = 0;
        for (i = 0; i < d->n_stop_strings; i++) {
            const char *s = d->stop_strings[i];
            size_t L = strlen(s), k = L - 1 < n ? L - 1 : n;
            for (; k > hold; k--)
                if (!memcmp(g->text + n - k, s, k)) { hold = k; break; }
        }
        emit = ox__utf8_settled(g->text, n - hold);
    }
    if (ox__gen_send(g, g->text, emit) && !why) why = OX_STOP_CALLBACK;
    if (why == OX_STOP_STRING) { g->n_text = 0; g->run_start = (size_t)-1; } /* the stop string and what follows go */
    else {
        memmove(g->text, g->text + emit, g->n_text - emit);
        g->n_text -= emit;
        if (g->run_start != (size_t)-1) g->run_start -= emit;
    }
    return why;
}

/* Room for extra more bytes of text. */
static int ox__gen_reserve(ox__gen *g, size_t extra) {
    size_t cap;
    char *nb;
    if (g->n_text + extra <= g->text_cap) return 1;
    cap = 2 * (g->n_text + extra) + 64;
    if (!(nb = (char *)ox__alloc(&g->c->m->alloc, cap))) { g->error = ox__err(OX_ERR_NOMEM, "ox_generate: out of memory"); return 0; }
    if (g->n_text) memcpy(nb, g->text, g->n_text);
    ox__dealloc(&g->c->m->alloc, g->text);
    g->text = nb; g->text_cap = cap;
    return 1;
}

/* A run of byte tokens is over: its bytes stay if they are valid UTF-8, else each token becomes
   one U+FFFD (HF's ByteFallback decoder). */
static int ox__gen_end_run(ox__gen *g) {
    size_t rs = g->run_start, k = (size_t)g->run_tokens;
    g->run_start = (size_t)-1;
    if (rs == (size_t)-1 || ox__utf8_ok(g->text + rs, g->n_text - rs)) return 1;
    g->n_text = rs;
    if (!ox__gen_reserve(g, 3 * k)) return 0;
    while (k--) { memcpy(g->text + g->n_text, "\xEF\xBF\xBD", 3); g->n_text += 3; }
    return 1;
}

/* Is id a byte token ("<0xNN>") that the ByteFallback decoder turns into a byte? */
static int ox__gen_byte_token(const ox__tokenizer *t, int32_t id) {
    const char *p;
    int q, h = 0;
    if (id < 0 || id >= t->n_ids || t->id_len[id] != 6) return 0;
    p = OX__TS(t, t->id_off[id]);
    if (p[0] != '<' || p[1] != '0' || p[2] != 'x' || p[5] != '>' || (p[3] == '+' && p[4] == '+')) return 0;
    for (q = 3; q < 5; q++) {
        char c = p[q];
        int dd = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
        if (dd < 0) { if (q == 3 && c == '+') continue; return 0; }
        h = h * 16 + dd;
    }
    return h >= 0;
}

/* Append one token's text to the buffer and settle it. Returns as ox__gen_flush, or 1 on error. */
static int ox__gen_text(ox__gen *g, int32_t id) {
    const ox__tokenizer *t = g->tok->tok;
    size_t len = 0;
    ox_result r;
    int first = g->first_piece, byte;
    g->first_piece = 0;
    if (!g->d->special_text && ox__tok_is_special(t, id)) return 0;
    byte = g->byte_fallback && ox__gen_byte_token(t, id);
    if (!byte && !ox__gen_end_run(g)) return 1;
    for (;;) {
        r = ox__tok_piece(t, id, first, g->text ? g->text + g->n_text : NULL, g->text_cap - g->n_text, &len);
        if (r != OX_ERR_LIMIT) break;
        if (!ox__gen_reserve(g, len)) return 1;
    }
    if (r != OX_OK) { g->error = r; return 1; }
    if (byte) {
        if (g->run_start == (size_t)-1) { g->run_start = g->n_text; g->run_tokens = 0; }
        g->run_tokens++;
    }
    g->n_text += len;
    return ox__gen_flush(g, 0);
}

/* Record one produced token (see section 14). */
static int ox__gen_emit(ox__gen *g, int32_t id) {
    const ox_generate_desc *d = g->d;
    int k, is_stop = 0, cb = 0, w = 0;
    if (g->out) g->out[g->stats.n_generated] = id;
    g->stats.n_generated++;
    if (g->n_hist == g->hist_cap) {
        int cap = g->hist_cap * 2;
        int32_t *nh = (int32_t *)ox__alloc(&g->c->m->alloc, (size_t)cap * sizeof(int32_t));
        if (!nh) { g->error = ox__err(OX_ERR_NOMEM, "ox_generate: out of memory"); return 1; }
        memcpy(nh, g->hist, (size_t)g->n_hist * sizeof(int32_t));
        ox__dealloc(&g->c->m->alloc, g->hist);
        g->hist = nh; g->hist_cap = cap;
    }
    g->hist[g->n_hist++] = id;
    for (k = 0; k < d->n_stop_ids; k++) is_stop |= d->stop_ids[k] == id;
    for (k = 0; k < g->n_eog; k++) is_stop |= g->eog[k] == id;
    if (d->on_token && d->on_token(id, d->user)) cb = 1;
    if (!is_stop && g->tok) {
        w = ox__gen_text(g, id);
        if (g->error) return 1;
    }
    if (is_stop) g->stats.stop_reason = OX_STOP_TOKEN;
    else if (w == OX_STOP_STRING) g->stats.stop_reason = OX_STOP_STRING;
    else if (cb || w == OX_STOP_CALLBACK) g->stats.stop_reason = OX_STOP_CALLBACK;
    else if (g->stats.n_generated >= d->max_tokens) g->stats.stop_reason = OX_STOP_LENGTH;
    else return 0;
    return 1;
}

static ox_result ox__gen_end(ox__gen *g, ox_result r, ox_generate_stats *st) {
    const ox_allocator *a = &g->c->m->alloc;
    if (g->t_decode > 0) g->stats.decode_seconds = ox__now() - g->t_decode;
    if (g->tok && g->n_text && !g->error && ox__gen_end_run(g)) ox__gen_flush(g, 1);
    if (r == OX_OK && g->error) r = g->error;
    ox__sampler_free(&g->sampler);
    ox__dealloc(a, g->hist);
    ox__dealloc(a, g->text);
    if (st) *st = g->stats;
    return r;
}

OXDEF ox_result ox_generate(ox_context *c, const ox_generate_desc *d, int32_t *out_ids, ox_generate_stats *st) {
    ox__gen g;
    ox_result r;
    if (st) memset(st, 0, sizeof *st);
    if (!c || !d) return ox__err(OX_ERR_ARG, "ox_generate: context or desc is NULL");
    ox__cur_logger = c->m->logger;
    if (d->draft) return ox__draft_generate(c, d, out_ids, st);
    if ((r = ox__gen_begin(&g, c, d, out_ids)) != OX_OK) return r;
    if ((r = ox__gen_prefill(&g)) == OX_OK && d->max_tokens > 0) {
        for (;;) {
            int32_t id = ox__sampler_next(&g.sampler, ox_logits(c, c->n_logits - 1), g.hist, g.n_hist, &g.rng);
            if (ox__gen_emit(&g, id)) break;
            if (c->pos >= c->n_ctx) { g.stats.stop_reason = OX_STOP_CONTEXT; break; }
            if ((r = ox_eval(c, &id, 1, 1)) != OX_OK) break;
        }
    }
    return ox__gen_end(&g, r, st);
}
