/* ================================================================================================
   Generation loop
   ============================================================================================== */
OXDEF ox_result ox_generate(ox_context *c, const ox_generate_desc *d, int32_t *out_ids, ox_generate_stats *st) {
    ox_generate_stats s;
    ox_result r;
    double t0;
    int i, k;
    memset(&s, 0, sizeof s);
    if (!c || !d) return ox__err(OX_ERR_ARG, "ox_generate: context or desc is NULL");
    ox__cur_logger = c->m->logger;
    if (d->draft) return ox__draft_generate(c, d, out_ids, st);
    if (d->max_tokens < 0 || d->n_prompt < 0 || (d->n_prompt && !d->prompt) || (d->n_stop_ids && !d->stop_ids)) return ox__err(OX_ERR_ARG, "ox_generate: bad desc");
    t0 = ox__now();
    if (d->n_prompt) {
        if ((r = ox_eval(c, d->prompt, d->n_prompt, 1)) != OX_OK) return r;
    } else if (c->n_logits == 0) return ox__err(OX_ERR_ARG, "ox_generate: no prompt and no logits in the context");
    s.n_prompt = d->n_prompt;
    s.prefill_seconds = ox__now() - t0;
    t0 = ox__now();
    for (i = 0; i < d->max_tokens; i++) {
        int32_t id = ox__argmax(ox_logits(c, c->n_logits - 1), c->m->vocab);
        int stop = 0;
        if (out_ids) out_ids[i] = id;
        s.n_generated++;
        for (k = 0; k < d->n_stop_ids; k++) stop |= d->stop_ids[k] == id;
        if (d->on_token && d->on_token(id, d->user)) stop = 1;
        if (stop || i + 1 == d->max_tokens) break;
        if ((r = ox_eval(c, &id, 1, 1)) != OX_OK) { s.decode_seconds = ox__now() - t0; if (st) *st = s; return r; }
    }
    s.decode_seconds = ox__now() - t0;
    if (st) *st = s;
    return OX_OK;
}
