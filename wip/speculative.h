/* ================================================================================================
   Speculative decoding with a Gemma 4 assistant
   Owns: the draft-verify-accept loop. Each round drafts k tokens with the assistant from the newest
   token t (the target's own, not yet evaluated), evaluates [t, d1..dk] in one batched target step,
   keeps the drafts the target agrees with plus the target's own next token, and truncates the
   target's cache back over the rest. Greedy: output equals plain greedy decoding token for token.
   Sampling (temperature > 0): the standard acceptance rule (accept d with probability
   min(1, p(d)/q(d)), else sample from max(0, p - q) normalised), so the output is distributed as
   the target's. Calls: 2-10b.

   First-round hidden state: the drafter is fed the target's hidden state of the row whose logits
   produced t. transformers 5.17 instead feeds prompt position 0 in the first round (its
   n_last_matches is 0 after the prefill); ox__draft_hf_first_round = 1 reproduces that for tests.
   ============================================================================================== */

static int ox__draft_hf_first_round = 0;
/* Tests: called once per round with the sequence length N (the drafter's position is N - 1), the
   row of the last target step whose hidden state fed the drafter, and the k drafts with their
   drafter logits (k x vocab). */
static void (*ox__draft_trace)(void *user, int N, int row, const int32_t *drafts, int k, const float *logits);
static void *ox__draft_trace_user;

/* softmax(logits / temperature) into p */
static void ox__spec_probs(float *p, const float *logits, int V, float temperature) {
    float mx = -FLT_MAX, inv = 1.0f / temperature;
    double sum = 0;
    int i;
    for (i = 0; i < V; i++) if (logits[i] > mx) mx = logits[i];
    for (i = 0; i < V; i++) { p[i] = expf((logits[i] - mx) * inv); sum += p[i]; }
    for (i = 0; i < V; i++) p[i] = (float)(p[i] / sum);
}
static ox_result ox__draft_generate(ox_context *c, const ox_generate_desc *gd, int32_t *out_ids, ox_generate_stats *st) {
    ox__drafting *s = NULL;
    const ox__assistant *as;
    ox__gen g;
    ox_result r;
    int V, Hb, Kmax, row, i, j, stop = 0;
    int32_t t, *seq = NULL;
    float *gh = NULL, *q = NULL, *p = NULL, temp = gd->temperature;
    const ox_allocator *a = &c->m->alloc;
    if ((r = ox__draft_check(c->m, gd->draft)) != OX_OK) return r;
    if (gd->n_prompt <= 0 || !gd->prompt || gd->n_draft < 0 || !(temp >= 0))
        return ox__err(OX_ERR_ARG, "ox_generate: bad desc (speculative decoding needs a prompt)");
    if (gd->repeat_penalty != 0 && gd->repeat_penalty != 1.0f) return ox__err(OX_ERR_UNSUPPORTED, "ox_generate: repetition penalties with a drafter are not supported");
    if (gd->presence_penalty != 0) return ox__err(OX_ERR_UNSUPPORTED, "ox_generate: presence penalties with a drafter are not supported");
    if (c->n_batch < 2) return ox__err(OX_ERR_ARG, "ox_generate: speculative decoding needs n_batch >= 2");
    as = (const ox__assistant *)gd->draft->arch_data;
    V = c->m->vocab;
    Hb = as->Hb;
    Kmax = gd->n_draft ? gd->n_draft : as->n_draft;
    if (Kmax > c->n_batch - 1) Kmax = c->n_batch - 1;
    if ((r = ox__drafting_get(c, gd->draft, &s)) != OX_OK) return r;
    if ((r = ox__gen_begin(&g, c, gd, out_ids)) != OX_OK) return r;
    gh = (float *)ox__alloc(a, (size_t)Hb * sizeof(float));
    q = (float *)ox__alloc(a, (size_t)Kmax * V * sizeof(float));
    p = (float *)ox__alloc(a, (size_t)V * sizeof(float));
    seq = (int32_t *)ox__alloc(a, ((size_t)Kmax + 1) * sizeof(int32_t));
    if (!gh || !q || !p || !seq) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto done; }
    if ((r = ox__gen_prefill(&g)) != OX_OK || gd->max_tokens == 0) goto done;
    if (temp > 0) { ox__sampler_probs(&g.sampler, ox_logits(c, 0), g.hist, g.n_hist, p); t = ox__sample_probs(p, V, &g.rng); }
    else t = ox__argmax(ox_logits(c, 0), V);
    {   /* the row of the prompt's last position within the prefill's last step */
        int last = c->kv_end - 1 - c->eval_p0, in_step = last % c->n_batch;
        memcpy(gh, ox__draft_hf_first_round ? c->hn0 : c->hn + (size_t)in_step * Hb, (size_t)Hb * sizeof(float));
        row = ox__draft_hf_first_round ? 0 : last;   /* as an index into the whole prefill */
    }
    stop = ox__gen_emit(&g, t);
    while (!stop) {
        int N = c->pos + 1, n = 0, emitted = 0;
        int k = Kmax < gd->max_tokens - g.stats.n_generated - 1 ? Kmax : gd->max_tokens - g.stats.n_generated - 1;
        int32_t next;
        if (k < 0) k = 0;
        if (N + k > c->n_ctx) k = c->n_ctx - N;
        if (k < 0) { g.stats.stop_reason = OX_STOP_CONTEXT; break; }
        /* draft k tokens from the newest token t, all at position N - 1 */
        ox__draft_view(c, &s->view);
        seq[0] = t;
        for (j = 0; j < k; j++) {
            int32_t dj = ox__draft_step(c, s, seq[j], j ? s->g : gh, N - 1);
            memcpy(q + (size_t)j * V, s->logits, (size_t)V * sizeof(float));
            if (temp > 0) {   /* q_j: the drafter's distribution (temperature only), kept for the test */
                ox__spec_probs(q + (size_t)j * V, s->logits, V, temp);
                if (as->ordered) {   /* only the candidates can be drawn */
                    float fill = s->logits[0];
                    int m2;
                    for (m2 = 1; m2 < V; m2++) if (s->logits[m2] < fill) fill = s->logits[m2];
                    for (m2 = 0; m2 < V; m2++) if (s->logits[m2] == fill) q[(size_t)j * V + m2] = 0;
                }
                dj = ox__sample_probs(q + (size_t)j * V, V, &g.rng);
            }
            seq[j + 1] = dj;
            for (i = 0; i < gd->n_stop_ids; i++) if (gd->stop_ids[i] == dj) k = j + 1;
            for (i = 0; i < g.n_eog; i++) if (g.eog[i] == dj) k = j + 1;
        }
        if (ox__draft_trace) ox__draft_trace(ox__draft_trace_user, N, row, seq + 1, k, q);
        /* verify [t, d1..dk] in one step */
        if ((r = ox_eval(c, seq, k + 1, k + 1)) != OX_OK) break;
        if (temp > 0) {   /* accept d with probability min(1, p/q); else draw from max(0, p - q) */
            for (n = 0; n < k; n++) {
                const float *qj = q + (size_t)n * V;
                int32_t dj = seq[n + 1];
                ox__sampler_probs(&g.sampler, ox_logits(c, n), g.hist, g.n_hist, p);
                if (ox__rng_uniform(&g.rng) * qj[dj] < p[dj]) continue;
                for (i = 0; i < V; i++) p[i] = p[i] > qj[i] ? p[i] - qj[i] : 0.0f;
                break;
            }
            if (n == k) ox__sampler_probs(&g.sampler, ox_logits(c, k), g.hist, g.n_hist, p);
            next = ox__sample_probs(p, V, &g.rng);
        } else {
            while (n < k && ox__argmax(ox_logits(c, n), V) == seq[n + 1]) n++;
            next = ox__argmax(ox_logits(c, n), V);
        }
        g.stats.draft_rounds++;
        g.stats.drafted += k;
        g.stats.accepted += n;
        for (j = 1; j <= n && !stop; j++) { stop = ox__gen_emit(&g, seq[j]); emitted++; }
        if (!stop) { stop = ox__gen_emit(&g, next); emitted++; }
        /* keep t and what was emitted after it, except the newest token (not evaluated yet) */
        if ((r = ox_truncate(c, N - 1 + emitted)) != OX_OK) break;
        t = next;
        row = n;
        memcpy(gh, c->hn + (size_t)n * Hb, (size_t)Hb * sizeof(float));
    }
done:
    ox__dealloc(a, gh);
    ox__dealloc(a, q);
    ox__dealloc(a, p);
    ox__dealloc(a, seq);
    return ox__gen_end(&g, r, st);
}
