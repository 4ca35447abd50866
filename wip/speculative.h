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

/* splitmix64: a small seeded generator for the acceptance test and the draws. */
static double ox__spec_uniform(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) * (1.0 / 9007199254740992.0);
}
/* softmax(logits / temperature) into p */
static void ox__spec_probs(float *p, const float *logits, int V, float temperature) {
    float mx = -FLT_MAX, inv = 1.0f / temperature;
    double sum = 0;
    int i;
    for (i = 0; i < V; i++) if (logits[i] > mx) mx = logits[i];
    for (i = 0; i < V; i++) { p[i] = expf((logits[i] - mx) * inv); sum += p[i]; }
    for (i = 0; i < V; i++) p[i] = (float)(p[i] / sum);
}
/* Draw from unnormalised non-negative weights w. */
static int32_t ox__spec_draw(const float *w, int V, uint64_t *rng) {
    double sum = 0, u, acc = 0;
    int i, last = 0;
    for (i = 0; i < V; i++) sum += w[i];
    u = ox__spec_uniform(rng) * sum;
    for (i = 0; i < V; i++) {
        if (w[i] <= 0) continue;
        last = i;
        acc += w[i];
        if (u < acc) return i;
    }
    return last;
}

typedef struct ox__emitter {
    const ox_generate_desc *d;
    int32_t *out;
    int n, stop;
} ox__emitter;
static void ox__spec_emit(ox__emitter *e, int32_t id) {
    int k;
    if (e->stop) return;
    if (e->out) e->out[e->n] = id;
    e->n++;
    for (k = 0; k < e->d->n_stop_ids; k++) if (e->d->stop_ids[k] == id) e->stop = 1;
    if (e->d->on_token && e->d->on_token(id, e->d->user)) e->stop = 1;
    if (e->n >= e->d->max_tokens) e->stop = 1;
}

static ox_result ox__draft_generate(ox_context *c, const ox_generate_desc *gd, int32_t *out_ids, ox_generate_stats *st) {
    ox_generate_stats stats;
    ox__drafting *s = NULL;
    const ox__assistant *as;
    ox__emitter em;
    ox_result r;
    int V, Hb, Kmax, row, i, j;
    int32_t t, *seq = NULL;
    float *g = NULL, *q = NULL, *p = NULL, temp = gd->temperature;
    uint64_t rng = gd->seed ^ 0x6F78696E66657221ull;
    double t0;
    ox__cur_logger = c->m->logger;
    memset(&stats, 0, sizeof stats);
    memset(&em, 0, sizeof em);
    em.d = gd; em.out = out_ids;
    if ((r = ox__draft_check(c->m, gd->draft)) != OX_OK) return r;
    if (gd->max_tokens < 0 || gd->n_prompt <= 0 || !gd->prompt || (gd->n_stop_ids && !gd->stop_ids) || gd->n_draft < 0 || !(temp >= 0))
        return ox__err(OX_ERR_ARG, "ox_generate: bad desc (speculative decoding needs a prompt)");
    if (c->n_batch < 2) return ox__err(OX_ERR_ARG, "ox_generate: speculative decoding needs n_batch >= 2");
    as = (const ox__assistant *)gd->draft->arch_data;
    V = c->m->vocab;
    Hb = as->Hb;
    Kmax = gd->n_draft ? gd->n_draft : as->n_draft;
    if (Kmax > c->n_batch - 1) Kmax = c->n_batch - 1;
    if ((r = ox__drafting_get(c, gd->draft, &s)) != OX_OK) return r;
    g = (float *)ox__alloc(&c->m->alloc, (size_t)Hb * sizeof(float));
    q = (float *)ox__alloc(&c->m->alloc, (size_t)Kmax * V * sizeof(float));
    p = (float *)ox__alloc(&c->m->alloc, (size_t)V * sizeof(float));
    seq = (int32_t *)ox__alloc(&c->m->alloc, ((size_t)Kmax + 1) * sizeof(int32_t));
    if (!g || !q || !p || !seq) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto done; }

    t0 = ox__now();
    if ((r = ox_eval(c, gd->prompt, gd->n_prompt, 1)) != OX_OK) goto done;
    stats.n_prompt = gd->n_prompt;
    stats.prefill_seconds = ox__now() - t0;
    t0 = ox__now();
    if (temp > 0) { ox__spec_probs(p, ox_logits(c, 0), V, temp); t = ox__spec_draw(p, V, &rng); }
    else t = ox__argmax(ox_logits(c, 0), V);
    {   /* the row of the prompt's last position within the prefill's last step */
        int last = c->kv_end - 1 - c->eval_p0, in_step = last % c->n_batch;
        memcpy(g, ox__draft_hf_first_round ? c->hn0 : c->hn + (size_t)in_step * Hb, (size_t)Hb * sizeof(float));
        row = ox__draft_hf_first_round ? 0 : last;   /* as an index into the whole prefill */
    }
    if (gd->max_tokens > 0) ox__spec_emit(&em, t);
    while (!em.stop) {
        int N = c->pos + 1, k = Kmax < gd->max_tokens - em.n - 1 ? Kmax : gd->max_tokens - em.n - 1, n = 0, before = em.n;
        int32_t next;
        if (k < 0) k = 0;
        /* draft k tokens from the newest token t, all at position N - 1 */
        ox__draft_view(c, &s->view);
        seq[0] = t;
        for (j = 0; j < k; j++) {
            int32_t dj = ox__draft_step(c, s, seq[j], j ? s->g : g, N - 1);
            memcpy(q + (size_t)j * V, s->logits, (size_t)V * sizeof(float));
            if (temp > 0) {   /* q_j: the drafter's distribution, kept for the acceptance test */
                ox__spec_probs(q + (size_t)j * V, s->logits, V, temp);
                if (as->ordered) {   /* only the candidates can be drawn */
                    float fill = s->logits[0];
                    int m2;
                    for (m2 = 1; m2 < V; m2++) if (s->logits[m2] < fill) fill = s->logits[m2];
                    for (m2 = 0; m2 < V; m2++) if (s->logits[m2] == fill) q[(size_t)j * V + m2] = 0;
                }
                dj = ox__spec_draw(q + (size_t)j * V, V, &rng);
            }
            seq[j + 1] = dj;
            for (i = 0; i < gd->n_stop_ids; i++) if (gd->stop_ids[i] == dj) { k = j + 1; break; }
        }
        if (ox__draft_trace) ox__draft_trace(ox__draft_trace_user, N, row, seq + 1, k, q);
        /* verify [t, d1..dk] in one step */
        if ((r = ox_eval(c, seq, k + 1, k + 1)) != OX_OK) goto done;
        if (temp > 0) {
            for (n = 0; n < k; n++) {
                const float *qj = q + (size_t)n * V;
                int32_t dj = seq[n + 1];
                ox__spec_probs(p, ox_logits(c, n), V, temp);
                if (ox__spec_uniform(&rng) * qj[dj] < p[dj]) continue;   /* accept with min(1, p/q) */
                for (i = 0; i < V; i++) p[i] = p[i] > qj[i] ? p[i] - qj[i] : 0.0f;
                break;
            }
            if (n == k) ox__spec_probs(p, ox_logits(c, k), V, temp);
            next = ox__spec_draw(p, V, &rng);
        } else {
            while (n < k && ox__argmax(ox_logits(c, n), V) == seq[n + 1]) n++;
            next = ox__argmax(ox_logits(c, n), V);
        }
        stats.draft_rounds++;
        stats.drafted += k;
        stats.accepted += n;
        for (j = 1; j <= n; j++) ox__spec_emit(&em, seq[j]);
        ox__spec_emit(&em, next);
        /* keep t and what was emitted after it except the newest token, which is not evaluated yet */
        if ((r = ox_truncate(c, N - 1 + (em.n - before))) != OX_OK) goto done;
        t = next;
        row = n;
        memcpy(g, c->hn + (size_t)n * Hb, (size_t)Hb * sizeof(float));
    }
    stats.n_generated = em.n;
    stats.decode_seconds = ox__now() - t0;
    r = OX_OK;
done:
    ox__dealloc(&c->m->alloc, g);
    ox__dealloc(&c->m->alloc, q);
    ox__dealloc(&c->m->alloc, p);
    ox__dealloc(&c->m->alloc, seq);
    if (st) *st = stats;
    return r;
}
