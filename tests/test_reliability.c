/* Tests: reliability. Every allocation of a call failed in turn (a counting allocator through
   ox_allocator): the call returns an error, never OX_OK with a result other than the unfailed run's,
   and the objects it was given stay usable; hostile files (FIFOs, huge sizes) refused before work or
   memory in proportion to what they promise; lifetimes; degenerate values. */
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

/* ---- a counting allocator that fails the fail_at-th allocation (0: none) ---------------------- */

typedef struct rel_alloc { long count, fail_at, live, failed; size_t max_req; } rel_alloc;
/* requests above this are refused (and recorded in max_req): a test never touches gigabytes */
#define REL_MAX_REQ ((size_t)256 << 20)
static void *rel_alloc_fn(size_t n, void *user) {
    rel_alloc *a = (rel_alloc *)user;
    void *p;
    a->count++;
    if (n > a->max_req) a->max_req = n;
    if (n > REL_MAX_REQ) return NULL;
    if (a->fail_at && a->count == a->fail_at) { a->failed++; return NULL; }
    p = malloc(n);
    if (p) a->live++;
    return p;
}
static void rel_free_fn(void *p, void *user) {
    rel_alloc *a = (rel_alloc *)user;
    if (!p) return;
    a->live--;
    free(p);
}
static ox_allocator rel_allocator(rel_alloc *a) {
    ox_allocator al;
    memset(a, 0, sizeof *a);
    al.alloc = rel_alloc_fn; al.free = rel_free_fn; al.user = a;
    return al;
}
/* Start failing at the n-th allocation from now. */
static void rel_arm(rel_alloc *a, long n) { a->count = 0; a->fail_at = n; a->failed = 0; }
static void rel_disarm(rel_alloc *a) { a->fail_at = 0; }

static ox_tokenizer *rel_tokenizer(const char *dir, rel_alloc *ra) {
    ox_model_desc md;
    ox_tokenizer *t = NULL;
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.allocator = rel_allocator(ra);
    if (ox_tokenizer_load(&md, &t) != OX_OK) return NULL;
    return t;
}

/* ---- ox_tokenize, ox_detokenize, ox_chat_template with every allocation failed in turn -------- */

static const char rel_text[] = "In the beginning God created the heaven and the earth. <start_of_turn>\xE2\x96\x81 caf\xC3\xA9 123 \xF0\x9F\x98\x80  \n\n x";

static void rel_sweep_text(ox_tokenizer *t, rel_alloc *ra, const char *what) {
    int32_t want[512], got[512];
    int nwant = 0, ngot = 0, flags, bad = 0, runs = 0;
    char wtext[2048], gtext[2048];
    size_t wlen = 0, glen = 0;
    long n;
    ox_result r;
    ox_chat_message m[4];
    for (flags = 0; flags <= 3; flags++) {
        rel_disarm(ra);
        if (ox_tokenize(t, rel_text, sizeof rel_text - 1, flags, want, 512, &nwant) != OX_OK) { CHECK(0); return; }
        for (n = 1;; n++) {
            rel_arm(ra, n);
            r = ox_tokenize(t, rel_text, sizeof rel_text - 1, flags, got, 512, &ngot);
            if (!ra->failed) break;
            runs++;
            if (r == OX_OK && (ngot != nwant || memcmp(got, want, (size_t)nwant * sizeof *got))) bad++;
            if (r != OX_OK && r != OX_ERR_NOMEM) bad++;
        }
        rel_disarm(ra);
        CHECK(r == OX_OK && ngot == nwant && !memcmp(got, want, (size_t)nwant * sizeof *got));
        for (n = 1;; n++) {
            int df = flags & 1 ? OX_DETOKENIZE_SKIP_SPECIAL : 0;
            if (n == 1) { rel_disarm(ra); if (ox_detokenize(t, want, nwant, df, wtext, sizeof wtext, &wlen) != OX_OK) { CHECK(0); return; } }
            rel_arm(ra, n);
            r = ox_detokenize(t, want, nwant, df, gtext, sizeof gtext, &glen);
            if (!ra->failed) break;
            runs++;
            if (r == OX_OK && (glen != wlen || memcmp(gtext, wtext, wlen))) bad++;
            if (r != OX_OK && r != OX_ERR_NOMEM) bad++;
        }
        CHECK(r == OX_OK && glen == wlen && !memcmp(gtext, wtext, wlen));
    }
    memset(m, 0, sizeof m);
    m[0].role = "system"; m[0].content = "Be brief.";
    m[1].role = "user"; m[1].content = "Hi";
    m[2].role = "assistant"; m[2].content = "<|channel>thought\nhmm<channel|>Hello there"; m[2].reasoning = "hmm";
    m[3].role = "user"; m[3].content = "Again";
    for (flags = 0; flags <= 3; flags++) {
        rel_disarm(ra);
        if ((r = ox_chat_template(t, m, 4, flags, wtext, sizeof wtext, &wlen)) != OX_OK) { CHECK(r == OX_ERR_UNSUPPORTED); break; }
        for (n = 1;; n++) {
            rel_arm(ra, n);
            r = ox_chat_template(t, m, 4, flags, gtext, sizeof gtext, &glen);
            if (!ra->failed) break;
            runs++;
            if (r == OX_OK && (glen != wlen || memcmp(gtext, wtext, wlen))) bad++;
            if (r != OX_OK && r != OX_ERR_NOMEM) bad++;
        }
        CHECK(r == OX_OK && glen == wlen && !memcmp(gtext, wtext, wlen));
    }
    rel_disarm(ra);
    if (bad) fprintf(stderr, "  %s: %d of %d failed-allocation runs gave a wrong result\n", what, bad, runs);
    CHECK(bad == 0 && runs > 0);
}

static void test_rel_nomem_text(void) {
    static const char *const dirs[] = {"models/kjv-gemma4", "build/tokenizers/qwen3", "build/tokenizers/gemma3"};
    int i;
    for (i = 0; i < 3; i++) {
        rel_alloc ra;
        ox_tokenizer *t = rel_tokenizer(dirs[i], &ra);
        if (!t) { if (i == 0) CHECK(0); continue; } /* the fetched tokenizers are optional */
        rel_sweep_text(t, &ra, dirs[i]);
        ox_tokenizer_free(t);
        CHECK_MSG(ra.live == 0, "%g allocations live after freeing the tokenizer (%g)", ra.live, i);
    }
}

/* ---- ox_model_load and ox_tokenizer_load with every allocation failed in turn --------------------- */

static ox_result rel_load(const char *dir, rel_alloc *ra, ox_model **m) {
    ox_model_desc md;
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.n_threads = 1;
    md.allocator.alloc = rel_alloc_fn; md.allocator.free = rel_free_fn; md.allocator.user = ra;
    *m = NULL;
    return ox_model_load(&md, m);
}
/* The model loads after every earlier load failed: each failed one returned OX_ERR_NOMEM (not a
   fallback to another file layout, nor OX_OK without a part) and left nothing allocated. */
static void rel_sweep_load(const char *dir) {
    rel_alloc ra;
    ox_model *m = NULL;
    long n;
    int bad = 0, leaks = 0, runs = 0;
    ox_result r;
    memset(&ra, 0, sizeof ra);
    for (n = 1;; n++) {
        rel_arm(&ra, n);
        ra.live = 0;
        r = rel_load(dir, &ra, &m);
        if (!ra.failed) break;
        runs++;
        if (r != OX_ERR_NOMEM) {
            if (++bad <= 3) fprintf(stderr, "  %s: allocation %ld failed: result %d (%s)\n", dir, n, (int)r, ox_error_message());
            ox_model_free(m);
        }
        if (ra.live) leaks++;
    }
    rel_disarm(&ra);
    CHECK_MSG(r == OX_OK && m, "%g failed-allocation loads before the full one (%g)", runs, r);
    CHECK_MSG(bad == 0, "%g of %g failed-allocation loads did not return OX_ERR_NOMEM", bad, runs);
    CHECK_MSG(leaks == 0, "%g of %g failed-allocation loads leaked", leaks, runs);
    if (m) {   /* and the loaded model works */
        ox_context *c = NULL;
        ox_context_desc cd;
        int32_t ids[3] = {2, 10, 11};
        memset(&cd, 0, sizeof cd);
        cd.n_ctx = 32; cd.n_batch = 8;
        if (strcmp(ox_model_arch(m), "gemma4_assistant")) { /* a drafter runs beside its target only */
            r = ox_context_new(m, &cd, &c);
            if (r == OX_OK) r = ox_eval(c, ids, 3, 1);
            CHECK_MSG(r == OX_OK && ox_logits(c, 0), "evaluating the loaded model: %g", r, 0);
            if (r != OX_OK) fprintf(stderr, "  %s: %s\n", dir, ox_error_message());
        }
        ox_context_free(c);
        ox_model_free(m);
    }
    CHECK(ra.live == 0);
}
static void test_rel_nomem_load(void) {
    rel_sweep_load("models/kjv-gemma4");
    rel_sweep_load("models/kjv-gemma4-assistant");
    rel_sweep_load("tests/fixtures/g4_sharded_f32");
    rel_sweep_load("tests/fixtures/g4_moe_mm");
    rel_sweep_load("tests/fixtures/q35_moe");
}
static void test_rel_nomem_tokenizer_load(void) {
    static const char *const dirs[] = {"models/kjv-gemma4", "tests/fixtures/tiny_tokenizer"};
    int i;
    for (i = 0; i < 2; i++) {
        rel_alloc ra;
        ox_model_desc md;
        ox_tokenizer *t = NULL, *want = NULL;
        long n;
        int bad = 0, runs = 0;
        ox_result r;
        memset(&md, 0, sizeof md);
        md.path = dirs[i];
        md.allocator = rel_allocator(&ra);
        if (ox_tokenizer_load(&md, &want) != OX_OK) { CHECK(0); continue; }
        for (n = 1;; n++) {
            rel_arm(&ra, n);
            ra.live = 0;
            r = ox_tokenizer_load(&md, &t);
            if (!ra.failed) break;
            runs++;
            if (r != OX_ERR_NOMEM || t || ra.live) { bad++; ox_tokenizer_free(t); }
        }
        rel_disarm(&ra);
        CHECK(r == OX_OK && t);
        CHECK_MSG(bad == 0, "%g of %g failed-allocation tokenizer loads did not end in OX_ERR_NOMEM with nothing left", bad, runs);
        if (t) {   /* the same tokenizer: the same chat template family and end-of-generation ids */
            int32_t e1[8], e2[8];
            char b1[256], b2[256];
            size_t l1 = 0, l2 = 0;
            ox_chat_message m;
            memset(&m, 0, sizeof m);
            m.role = "user"; m.content = "Hi";
            CHECK(ox_tokenizer_eos(t, e1, 8) == ox_tokenizer_eos(want, e2, 8));
            r = ox_chat_template(t, &m, 1, 1, b1, sizeof b1, &l1);
            CHECK(r == ox_chat_template(want, &m, 1, 1, b2, sizeof b2, &l2) && l1 == l2 && (r != OX_OK || !memcmp(b1, b2, l1)));
        }
        ox_tokenizer_free(t);
        ox_tokenizer_free(want);
    }
}

/* ---- ox_context_new, ox_eval and ox_generate with every allocation failed in turn ---------------- */

/* Every failed call returns OX_ERR_NOMEM (or OX_OK with the unfailed result), leaves nothing
   allocated that it did not leave unfailed, and the context then gives the unfailed result. */
static void rel_sweep_run(const char *dir, const char *draft_dir) {
    rel_alloc ra;
    ox_model *m = NULL, *d = NULL;
    ox_context *c = NULL;
    ox_context_desc cd;
    ox_generate_desc gd;
    int32_t prompt[5] = {2, 30, 31, 32, 33}, want[10], got[10];
    float *ref = NULL;
    int V, bad = 0, runs = 0, pass, nw = 0;
    long n, base;
    ox_result r;
    ox_generate_stats st;
    memset(&ra, 0, sizeof ra);
    if (rel_load(dir, &ra, &m) != OX_OK || (draft_dir && rel_load(draft_dir, &ra, &d) != OX_OK)) { CHECK(0); ox_model_free(m); return; }
    V = ox_model_vocab_size(m);
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 48; cd.n_batch = 4; cd.n_threads = 2;
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = 5; gd.max_tokens = 10; gd.ignore_eos = 1; gd.draft = d; gd.n_draft = 3;
    /* the unfailed results */
    ref = (float *)malloc((size_t)V * sizeof(float));
    if (!ref || ox_context_new(m, &cd, &c) != OX_OK || ox_eval(c, prompt, 5, 1) != OX_OK) { CHECK(0); goto out; }
    memcpy(ref, ox_logits(c, 0), (size_t)V * sizeof(float));
    ox_reset(c);
    if (ox_generate(c, &gd, want, &st) != OX_OK) { CHECK(0); goto out; }
    nw = st.n_generated;
    ox_context_free(c); c = NULL;
    base = ra.live;
    /* ox_context_new */
    for (n = 1;; n++) {
        rel_arm(&ra, n);
        r = ox_context_new(m, &cd, &c);
        if (!ra.failed) break;
        runs++;
        if (r != OX_ERR_NOMEM || c || ra.live != base) { bad++; ox_context_free(c); c = NULL; }
    }
    rel_disarm(&ra);
    CHECK(r == OX_OK && c);
    if (!c) goto out;
    /* ox_eval, then the unfailed evaluation in the same context */
    for (pass = 0, n = 1;; n++) {
        ox_reset(c);
        rel_arm(&ra, n);
        r = ox_eval(c, prompt, 5, 1);
        rel_disarm(&ra);
        if (!ra.failed) break;
        runs++;
        if (r == OX_OK ? memcmp(ox_logits(c, 0), ref, (size_t)V * sizeof(float)) != 0 : r != OX_ERR_NOMEM) bad++;
        ox_reset(c);
        if (ox_eval(c, prompt, 5, 1) != OX_OK || memcmp(ox_logits(c, 0), ref, (size_t)V * sizeof(float))) bad++;
        pass++;
    }
    ox_context_free(c); c = NULL;
    /* ox_generate on a fresh context each time (the first speculative round allocates its state) */
    for (n = 1;; n++) {
        int k, same;
        if (ox_context_new(m, &cd, &c) != OX_OK) { CHECK(0); break; }
        rel_arm(&ra, n);
        r = ox_generate(c, &gd, got, &st);
        rel_disarm(&ra);
        if (!ra.failed) { ox_context_free(c); c = NULL; break; }
        runs++;
        same = r == OX_OK && st.n_generated == nw;
        for (k = 0; same && k < nw; k++) same = got[k] == want[k];
        if (r == OX_OK ? !same : r != OX_ERR_NOMEM) bad++;
        ox_reset(c);
        same = ox_generate(c, &gd, got, &st) == OX_OK && st.n_generated == nw;
        for (k = 0; same && k < nw; k++) same = got[k] == want[k];
        if (!same) bad++;
        ox_context_free(c); c = NULL;
    }
    CHECK_MSG(r == OX_OK, "the unfailed generation: %g", r, 0);
    if (bad) fprintf(stderr, "  %s%s%s: %d of %d failed-allocation calls went wrong\n", dir, d ? " + " : "", d ? draft_dir : "", bad, runs);
    CHECK(bad == 0 && runs > 0);
out:
    ox_context_free(c);
    free(ref);
    ox_model_free(d);
    ox_model_free(m);
    CHECK_MSG(ra.live == 0, "%g allocations live at the end", ra.live, 0);
}
static void test_rel_nomem_run(void) {
    rel_sweep_run("models/kjv-gemma4", NULL);
    rel_sweep_run("models/kjv-gemma4", "models/kjv-gemma4-assistant");
    rel_sweep_run("tests/fixtures/g4_moe_mm", NULL);
    rel_sweep_run("tests/fixtures/q35_moe", NULL);
}

/* ---- cancellation at every k-th callback ----------------------------------------------------------- */

typedef struct rel_cancel { int calls, at; } rel_cancel;
static int rel_cancel_fn(float done, void *user) { rel_cancel *k = (rel_cancel *)user; (void)done; return ++k->calls == k->at; }
static int rel_never(float done, void *user) { (void)done; (void)user; return 0; }
static int rel_stop_token(int32_t id, void *user) { rel_cancel *k = (rel_cancel *)user; (void)id; return ++k->calls == k->at; }

static int rel_same_logits(ox_context *a, ox_context *b, int V) {
    const float *x = ox_logits(a, 0), *y = ox_logits(b, 0);
    return x && y && !memcmp(x, y, (size_t)V * sizeof(float));
}
/* Load cancelled at every k: OX_ERR_CANCELLED and nothing left; prefill cancelled at every k: the
   context then continues exactly as a fresh one fed the tokens it holds; a generation stopped at
   every k-th token (plain and speculative) leaves the context a generation of k tokens leaves. */
static void rel_sweep_cancel(const char *dir, const char *draft_dir) {
    rel_alloc ra;
    ox_model_desc md;
    ox_model *m = NULL, *d = NULL;
    ox_context *c = NULL, *f = NULL;
    ox_context_desc cd;
    ox_generate_desc gd;
    rel_cancel k, kt;
    int32_t prompt[22], out[16], out2[16];
    int i, V, bad = 0, runs = 0;
    ox_result r;
    for (i = 0; i < 22; i++) prompt[i] = 3 + (i * 37) % 90;
    memset(&md, 0, sizeof md);
    md.path = dir; md.n_threads = 2;
    md.allocator = rel_allocator(&ra);
    md.progress = rel_cancel_fn; md.progress_user = &k;
    for (k.at = 1;; k.at++) {
        k.calls = 0;
        r = ox_model_load(&md, &m);
        if (k.calls < k.at) break;
        runs++;
        if (r != OX_ERR_CANCELLED || m || ra.live) { bad++; ox_model_free(m); m = NULL; }
    }
    CHECK_MSG(r == OX_OK && m && runs > 0, "the uncancelled load (%g cancelled loads before it)", runs, 0);
    if (!m) return;
    if (draft_dir) { md.path = draft_dir; md.progress = NULL; CHECK(ox_model_load(&md, &d) == OX_OK); }
    V = ox_model_vocab_size(m);
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 64; cd.n_batch = 4;
    cd.progress = rel_cancel_fn; cd.progress_user = &k;
    if (ox_context_new(m, &cd, &c) != OX_OK) { CHECK(0); goto out; }
    cd.progress = NULL;
    if (ox_context_new(m, &cd, &f) != OX_OK) { CHECK(0); goto out; }
    /* prefill */
    for (k.at = 1;; k.at++) {
        int p;
        ox_reset(c); ox_reset(f);
        k.calls = 0;
        r = ox_eval(c, prompt, 22, 1);
        if (k.calls < k.at) break;
        runs++;
        p = ox_context_position(c);
        if (r == OX_OK && p == 22) { /* the last call comes after the last step: nothing left to cancel */
            if (ox_eval(f, prompt, 22, 1) != OX_OK || !rel_same_logits(c, f, V)) bad++;
            continue;
        }
        if (r != OX_ERR_CANCELLED || p < 0 || p >= 22) {
            if (test_verbose) fprintf(stderr, "  prefill cancelled at call %d: %d, position %d\n", k.at, (int)r, p);
            bad++; continue;
        }
        /* continue it; a fresh context gets the same tokens in the same calls */
        if (p) ox_eval(f, prompt, p, 1);
        if (ox_eval(c, prompt + p, 22 - p, 1) != OX_OK || ox_eval(f, prompt + p, 22 - p, 1) != OX_OK || !rel_same_logits(c, f, V)) bad++;
    }
    CHECK(r == OX_OK);
    /* a generation stopped by on_token at every k: as if max_tokens had been k */
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = 6; gd.ignore_eos = 1; gd.draft = d; gd.n_draft = 3;
    gd.progress = rel_never; /* only on_token counts here */
    k.at = 0; /* c's own progress callback (its decode steps call it) never cancels from here on */
    for (kt.at = 1; kt.at <= 12; kt.at++) {
        int32_t next = 5;
        ox_generate_stats s1, s2;
        ox_reset(c); ox_reset(f);
        kt.calls = 0;
        gd.max_tokens = 12; gd.on_token = rel_stop_token; gd.user = &kt;
        r = ox_generate(c, &gd, out, &s1);
        gd.max_tokens = kt.at; gd.on_token = NULL;
        if (r != OX_OK || ox_generate(f, &gd, out2, &s2) != OX_OK || s1.n_generated != kt.at || s2.n_generated != kt.at ||
            memcmp(out, out2, (size_t)kt.at * sizeof *out) || ox_context_position(c) != ox_context_position(f)) {
            if (test_verbose) fprintf(stderr, "  stop at %d: %d (%s), %d / %d tokens, positions %d / %d\n", kt.at, (int)r, ox_error_message(),
                                      s1.n_generated, s2.n_generated, ox_context_position(c), ox_context_position(f));
            bad++; continue;
        }
        runs++;
        if (ox_eval(c, &next, 1, 1) != OX_OK || ox_eval(f, &next, 1, 1) != OX_OK || !rel_same_logits(c, f, V)) bad++;
    }
    if (bad) fprintf(stderr, "  %s%s: %d of %d cancellations went wrong\n", dir, d ? " + drafter" : "", bad, runs);
    CHECK(bad == 0);
out:
    ox_context_free(c); ox_context_free(f);
    ox_model_free(d); ox_model_free(m);
    CHECK(ra.live == 0);
}
static void test_rel_cancel_sweep(void) {
    rel_sweep_cancel("models/kjv-gemma4", NULL);
    rel_sweep_cancel("models/kjv-gemma4", "models/kjv-gemma4-assistant");
    rel_sweep_cancel("tests/fixtures/q35_moe", NULL);
}

/* Cancelling through the context's progress callback at every k-th call during decode steps
   (ox_eval of one token at a time, and of two tokens in steps of one) and during speculative rounds
   with the drafter (the draft steps and the verifying evaluations): each call returns OK or, where
   steps remain, OX_ERR_CANCELLED with the steps done kept; the tokens generated are those of an
   uncancelled run; and the next evaluation gives logits bit-identical to a fresh context fed the
   same tokens the same way. */
static void rel_sweep_cancel_decode(const char *dir, const char *draft_dir) {
    ox_model_desc md;
    ox_model *m = NULL, *d = NULL;
    ox_context *c = NULL, *f = NULL;
    ox_context_desc cd;
    rel_cancel k;
    int32_t prompt[6] = {2, 31, 47, 12, 9, 60}, toks[10];
    int i, V, bad = 0, runs = 0, total;
    memset(&md, 0, sizeof md);
    md.path = dir; md.n_threads = 2; md.skip_tokenizer = 1;
    if (ox_model_load(&md, &m) != OX_OK || (draft_dir && (md.path = draft_dir, ox_model_load(&md, &d)) != OX_OK)) { CHECK(0); goto out; }
    V = ox_model_vocab_size(m);
    for (i = 0; i < 10; i++) toks[i] = 4 + (i * 53) % 200;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 64; cd.n_batch = 4;
    cd.progress = rel_cancel_fn; cd.progress_user = &k;
    if (ox_context_new(m, &cd, &c) != OX_OK) { CHECK(0); goto out; }
    cd.progress = NULL;
    if (ox_context_new(m, &cd, &f) != OX_OK) { CHECK(0); goto out; }
    /* decode steps: the cancel lands on the k-th one-token evaluation, after its only step */
    for (k.at = 1; k.at <= 10; k.at++) {
        ox_reset(c); ox_reset(f);
        k.calls = -1000; /* the prompt's evaluation is not what this sweeps */
        if (ox_eval(c, prompt, 6, 1) != OX_OK || ox_eval(f, prompt, 6, 1) != OX_OK) { bad++; continue; }
        k.calls = 0;
        for (i = 0; i < 10; i++) {
            ox_result r = ox_eval(c, &toks[i], 1, 1);
            runs++;
            if (r != OX_OK || ox_eval(f, &toks[i], 1, 1) != OX_OK || !rel_same_logits(c, f, V) || ox_context_position(c) != 7 + i) {
                if (test_verbose) fprintf(stderr, "  decode, cancel at call %d, step %d: %d\n", k.at, i, (int)r);
                bad++; break;
            }
        }
    }
    ox_context_free(c); c = NULL;
    /* two-token evaluations in steps of one: a cancel after the first step keeps it, the caller
       evaluates the rest */
    ox_context_free(f); f = NULL;
    cd.n_batch = 1; cd.progress = NULL;
    if (ox_context_new(m, &cd, &f) != OX_OK) { CHECK(0); goto out; }
    cd.progress = rel_cancel_fn;
    if (ox_context_new(m, &cd, &c) != OX_OK) { CHECK(0); goto out; }
    for (k.at = 1; k.at <= 10; k.at++) {
        ox_reset(c); ox_reset(f);
        k.calls = -1000;
        if (ox_eval(c, prompt, 6, 1) != OX_OK || ox_eval(f, prompt, 6, 1) != OX_OK) { bad++; continue; }
        k.calls = 0;
        for (i = 0; i < 10; i += 2) {
            int p0 = ox_context_position(c);
            ox_result r = ox_eval(c, &toks[i], 2, 1);
            runs++;
            if (r == OX_ERR_CANCELLED) {
                if (ox_context_position(c) != p0 + 1 || ox_eval(c, &toks[i + 1], 1, 1) != OX_OK) r = OX_ERR_ARG;
            }
            if ((r != OX_OK && r != OX_ERR_CANCELLED) || ox_eval(f, &toks[i], 2, 1) != OX_OK || !rel_same_logits(c, f, V)) {
                if (test_verbose) fprintf(stderr, "  two-token steps, cancel at call %d, tokens %d: %d\n", k.at, i, (int)r);
                bad++; break;
            }
        }
    }
    ox_context_free(c); c = NULL;
    ox_context_free(f); f = NULL;
    if (test_verbose && bad) fprintf(stderr, "  %s: %d wrong before the speculative rounds\n", dir, bad);
    cd.n_batch = 4; cd.progress = NULL;
    if (ox_context_new(m, &cd, &f) != OX_OK) { CHECK(0); goto out; }
    /* speculative rounds: the context's callback is called by every draft-verifying evaluation */
    if (d) {
        ox_generate_desc gd;
        ox_generate_stats s1, s2;
        int32_t out[16], ref[16], next = 5;
        int nref;
        cd.progress = rel_cancel_fn;
        if (ox_context_new(m, &cd, &c) != OX_OK) { CHECK(0); goto out; }
        memset(&gd, 0, sizeof gd);
        gd.prompt = prompt; gd.n_prompt = 6; gd.ignore_eos = 1; gd.draft = d; gd.n_draft = 3; gd.max_tokens = 14;
        gd.progress = rel_never; /* the prompt's evaluation is not what this sweeps */
        ox_reset(f);
        if (ox_generate(f, &gd, ref, &s2) != OX_OK) { CHECK(0); goto out; }
        nref = s2.n_generated;
        k.at = 0; k.calls = 0;
        if (ox_generate(c, &gd, out, &s1) != OX_OK) { CHECK(0); goto out; }
        total = k.calls;
        CHECK_MSG(total > 2 && s1.n_generated == nref && s1.drafted > 0, "%g progress calls in the speculative generation (%g drafted)", total, s1.drafted);
        for (k.at = 1; k.at <= total; k.at++) {
            ox_result r;
            ox_reset(c); ox_reset(f);
            k.calls = 0;
            r = ox_generate(c, &gd, out, &s1);
            runs++;
            if (r != OX_OK || s1.n_generated != nref || memcmp(out, ref, (size_t)nref * sizeof *out)) {
                if (test_verbose) fprintf(stderr, "  speculative, cancel at call %d: %d, %d tokens\n", k.at, (int)r, s1.n_generated);
                bad++; continue;
            }
            k.at = -k.at; /* nothing cancels the checks */
            if (ox_generate(f, &gd, out, &s2) != OX_OK || ox_eval(c, &next, 1, 1) != OX_OK || ox_eval(f, &next, 1, 1) != OX_OK || !rel_same_logits(c, f, V)) {
                if (test_verbose) fprintf(stderr, "  speculative, cancel at call %d: the next logits differ (positions %d, %d)\n", -k.at, ox_context_position(c), ox_context_position(f));
                bad++;
            }
            k.at = -k.at;
        }
    }
    if (bad) fprintf(stderr, "  %s%s: %d of %d cancelled decode calls went wrong\n", dir, d ? " + drafter" : "", bad, runs);
    CHECK(bad == 0 && runs > 0);
out:
    ox_context_free(c); ox_context_free(f);
    ox_model_free(d); ox_model_free(m);
}
static void test_rel_cancel_decode(void) {
    rel_sweep_cancel_decode("models/kjv-gemma4", "models/kjv-gemma4-assistant");
    rel_sweep_cancel_decode("tests/fixtures/q35_moe", NULL);
    rel_sweep_cancel_decode("tests/fixtures/g4_moe_mm", NULL);
}

/* ---- hostile files ---------------------------------------------------------------------------------- */

#include <signal.h>
static int rel_link(const char *from_dir, const char *dir, const char *name) {
    char a[600], b[600], cwd[400];
    if (!getcwd(cwd, sizeof cwd)) return 0;
    snprintf(a, sizeof a, "%s/%s/%s", cwd, from_dir, name);
    snprintf(b, sizeof b, "%s/%s", dir, name);
    return symlink(a, b) == 0;
}
/* A FIFO among the model files: refused as not a regular file, not waited on forever. */
static void test_rel_fifo(void) {
    static const char *const fifos[] = {"config.json", "model.safetensors", "tokenizer.json", "model.safetensors.index.json",
                                        "generation_config.json"};
    static const char *const files[] = {"config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json", "generation_config.json"};
    int i, j;
    alarm(60); /* a hang ends the test run (as a failure) instead of blocking it */
    for (i = 0; i < 5; i++) {
        char dir[64], path[128];
        ox_model *m = NULL;
        ox_model_desc md;
        ox_result r;
        snprintf(dir, sizeof dir, "build/rel_fifo_%d", (int)getpid());
        mkdir("build", 0755);
        if (mkdir(dir, 0755) != 0) { CHECK(0); continue; }
        for (j = 0; j < 5; j++) if (strcmp(files[j], fifos[i])) CHECK(rel_link("models/kjv-gemma4", dir, files[j]));
        snprintf(path, sizeof path, "%s/%s", dir, fifos[i]);
        CHECK(mkfifo(path, 0644) == 0);
        memset(&md, 0, sizeof md);
        md.path = dir; md.n_threads = 1;
        r = ox_model_load(&md, &m);
        CHECK_MSG(r == OX_ERR_IO && strstr(ox_error_message(), "not a regular file"), "fifo case %g: result %g", i, r);
        ox_model_free(m);
        if (i == 2) {
            ox_tokenizer *t = NULL;
            CHECK(ox_tokenizer_load(&md, &t) == OX_ERR_IO && !t);
        }
        for (j = 0; j < 5; j++) { snprintf(path, sizeof path, "%s/%s", dir, files[j]); unlink(path); }
        snprintf(path, sizeof path, "%s/%s", dir, fifos[i]); unlink(path);
        rmdir(dir);
    }
    alarm(0);
}

/* Shard names are de-duplicated in O(n log n), keeping first appearances in order. */
static void test_rel_shard_names(void) {
    enum { N = 200000 };
    const char **names = (const char **)malloc(N * sizeof *names);
    char *store = (char *)malloc((size_t)N * 40), *idx;
    int i, n, ok = 1;
    size_t at = 0, cap = (size_t)N * 80 + 256;
    ox_model *m = NULL;
    mfiles f;
    if (!names || !store) { CHECK(0); free(names); free(store); return; }
    /* 200k entries naming 50k distinct shards: shard k first at entry 4k, again at 4k+1, 4k+2 and 8k+3 */
    for (i = 0; i < N; i++) {
        int k = i / 4, shard = (i % 4 == 3) ? k / 2 : k;
        snprintf(store + (size_t)i * 40, 40, "model-%06d-of-999999.safetensors", shard);
        names[i] = store + (size_t)i * 40;
    }
    n = ox__unique_names(names, N, NULL);
    CHECK_MSG(n == N / 4, "%g distinct names, want %g", n, N / 4);
    for (i = 0; i < n && ok; i++) { /* in first-appearance order: shard i first appears as entry 4i */
        char want[40];
        snprintf(want, sizeof want, "model-%06d-of-999999.safetensors", i);
        if (strcmp(names[i], want)) ok = 0;
    }
    CHECK(ok);
    /* through the loader: 200k distinct shard names load (to the clear error of a missing shard) */
    idx = (char *)malloc(cap);
    if (idx && mfiles_read(&f)) {
        at = (size_t)snprintf(idx, cap, "{\"weight_map\": {");
        for (i = 0; i < N; i++) at += (size_t)snprintf(idx + at, cap - at, "%s\"t%d\": \"model-%06d-of-999999.safetensors\"", i ? "," : "", i, i);
        snprintf(idx + at, cap - at, "}}");
        CHECK(load_mem(f.config, f.config_size, f.st, f.st_size, idx, &m) == OX_ERR_IO && strstr(ox_error_message(), "model-000000-of-999999.safetensors"));
        ox_model_free(m);
        mfiles_free(&f);
    } else CHECK(0);
    free(idx);
    free(names);
    free(store);
}

/* ---- degenerate values --------------------------------------------------------------------------- */

static ox_result rel_tokenizer_gc(const char *gencfg, ox_tokenizer **t) {
    gen_files g;
    ox_model_desc md;
    ox_result r;
    memset(&g, 0, sizeof g);
    *t = NULL;
    if (!gen_files_add(&g, "tiny_tokenizer/tokenizer.json", "tokenizer.json") ||
        !gen_files_add(&g, "tiny_tokenizer/tokenizer_config.json", "tokenizer_config.json")) { gen_files_free(&g); return OX_ERR_IO; }
    gen_files_put(&g, "generation_config.json", gencfg);
    memset(&md, 0, sizeof md);
    md.files = g.f; md.n_files = g.n;
    r = ox_tokenizer_load(&md, t);
    gen_files_free(&g);
    return r;
}
/* 32 or more eos_token_id values: all kept with the template's end of turn, or a clear error */
static void test_rel_many_eos(void) {
    char cfg[8192];
    size_t at;
    int i, n;
    int32_t eos[400];
    ox_tokenizer *t = NULL;
    at = (size_t)snprintf(cfg, sizeof cfg, "{\"eos_token_id\": [");
    for (i = 0; i < 40; i++) at += (size_t)snprintf(cfg + at, sizeof cfg - at, "%s%d", i ? "," : "", 3 + i);
    snprintf(cfg + at, sizeof cfg - at, "]}");
    CHECK(rel_tokenizer_gc(cfg, &t) == OX_OK && t);
    n = ox_tokenizer_eos(t, eos, 400);
    CHECK_MSG(n == 41, "%g end-of-generation ids, want 41", n, 0);
    CHECK(n >= 41 && eos[39] == 42 && eos[40] == tid(t, "<turn|>"));
    ox_tokenizer_free(t);
    at = (size_t)snprintf(cfg, sizeof cfg, "{\"eos_token_id\": [");
    for (i = 0; i < 300; i++) at += (size_t)snprintf(cfg + at, sizeof cfg - at, "%s%d", i ? "," : "", i);
    snprintf(cfg + at, sizeof cfg - at, "]}");
    CHECK(rel_tokenizer_gc(cfg, &t) == OX_ERR_LIMIT && !t && strstr(ox_error_message(), "eos_token_id"));
    /* a generation config that is not an object is an error, as in transformers */
    CHECK(rel_tokenizer_gc("[1, 2]", &t) == OX_ERR_FORMAT && !t && strstr(ox_error_message(), "generation_config.json"));
    /* a key given twice: the last value, as Python's json */
    CHECK(rel_tokenizer_gc("{\"eos_token_id\": 5, \"eos_token_id\": 7}", &t) == OX_OK && t);
    CHECK(ox_tokenizer_eos(t, eos, 8) >= 1 && eos[0] == 7);
    ox_tokenizer_free(t);
}
/* ox_token_piece outside the vocabulary is a bad argument */
static void test_rel_token_piece_range(void) {
    ox_tokenizer *t = gen_tiny_tokenizer();
    char buf[64];
    size_t len = 1;
    if (!t) { CHECK(0); return; }
    CHECK(ox_token_piece(t, -1, buf, sizeof buf, &len) == OX_ERR_ARG && len == 0);
    CHECK(ox_token_piece(t, INT32_MAX, buf, sizeof buf, &len) == OX_ERR_ARG);
    CHECK(ox_token_piece(t, ox_tokenizer_vocab_size(t), buf, sizeof buf, &len) == OX_ERR_ARG);
    CHECK(ox_token_piece(t, ox_tokenizer_vocab_size(t) - 1, buf, sizeof buf, &len) == OX_OK);
    ox_tokenizer_free(t);
}
/* A tiny temperature is the limit of sampling: the most probable token, never inf/NaN's last id */
static void test_rel_tiny_temperature(void) {
    gen_files g;
    ox_model *m = gen_model(&g, 0, 1);
    ox_context *c = NULL;
    ox_context_desc cd;
    ox_generate_desc d;
    int32_t prompt[4] = {2, 17, 30, 41}, want[12], got[12];
    int V, i, same = 1;
    if (!m) { CHECK(0); gen_files_free(&g); return; }
    V = ox_model_vocab_size(m);
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 64;
    CHECK(ox_context_new(m, &cd, &c) == OX_OK);
    memset(&d, 0, sizeof d);
    d.prompt = prompt; d.n_prompt = 4; d.max_tokens = 12; d.ignore_eos = 1;
    CHECK(ox_generate(c, &d, want, NULL) == OX_OK);
    ox_reset(c);
    d.temperature = 1e-38f; d.seed = 5;
    CHECK(ox_generate(c, &d, got, NULL) == OX_OK);
    for (i = 0; i < 12; i++) same &= got[i] == want[i];
    CHECK(same && got[0] != V - 1);
    ox_context_free(c);
    ox_model_free(m);
    gen_files_free(&g);
}
/* sliding_window at INT_MAX: a ring of window - 1 + n_batch slots does not overflow (UBSan) and
   attention is then over everything, as with any window larger than the context */
static void test_rel_window_max(void) {
    mfiles f;
    char *c1, *c2;
    ox_model *m1 = NULL, *m2 = NULL;
    ox_context *x1 = NULL, *x2 = NULL;
    ox_context_desc cd;
    int32_t ids[20];
    int i;
    if (!mfiles_read(&f)) { CHECK(0); return; }
    c1 = replaced(f.config, "\"sliding_window\": 8", "\"sliding_window\": 2147483647");
    c2 = replaced(f.config, "\"sliding_window\": 8", "\"sliding_window\": 64");
    for (i = 0; i < 20; i++) ids[i] = 3 + i * 7;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 40; cd.n_batch = 16;
    CHECK(c1 && c2 && load_mem(c1, strlen(c1), f.st, f.st_size, NULL, &m1) == OX_OK && load_mem(c2, strlen(c2), f.st, f.st_size, NULL, &m2) == OX_OK);
    if (m1 && m2 && ox_context_new(m1, &cd, &x1) == OX_OK && ox_context_new(m2, &cd, &x2) == OX_OK) {
        CHECK(ox_eval(x1, ids, 20, 1) == OX_OK && ox_eval(x2, ids, 20, 1) == OX_OK);
        CHECK(!memcmp(ox_logits(x1, 0), ox_logits(x2, 0), (size_t)ox_model_vocab_size(m1) * sizeof(float)));
    } else CHECK(0);
    ox_context_free(x1); ox_context_free(x2);
    ox_model_free(m1); ox_model_free(m2);
    free(c1); free(c2);
    mfiles_free(&f);
}
/* A kilobyte of config promising gigabytes (hidden 65536 x 1024 layers x 4096 experts): refused at
   binding, the first tensor that does not match, with no allocation in proportion to the promise */
static void test_rel_huge_config(void) {
    static const char cfg[] = "{\"model_type\": \"gemma4_text\", \"hidden_size\": 65536, \"num_hidden_layers\": 1024, "
        "\"num_attention_heads\": 8, \"num_key_value_heads\": 1, \"intermediate_size\": 1048576, \"enable_moe_block\": true, "
        "\"num_experts\": 4096, \"top_k_experts\": 8, \"moe_intermediate_size\": 1048576, \"sliding_window\": 2147483647, "
        "\"hidden_size_per_layer_input\": 0}";
    mfiles f;
    rel_alloc ra;
    ox_model_desc md;
    ox_file files[2];
    ox_model *m = NULL;
    ox_result r;
    if (!mfiles_read(&f)) { CHECK(0); return; }
    memset(&md, 0, sizeof md);
    files[0].name = "config.json"; files[0].data = cfg; files[0].size = sizeof cfg - 1;
    files[1].name = "model.safetensors"; files[1].data = f.st; files[1].size = f.st_size;
    md.files = files; md.n_files = 2; md.n_threads = 1;
    md.allocator = rel_allocator(&ra);
    r = ox_model_load(&md, &m);
    CHECK_MSG(r == OX_ERR_FORMAT, "result %g, largest allocation %g bytes", r, (double)ra.max_req);
    CHECK_MSG(ra.max_req < ((size_t)16 << 20), "largest allocation %g bytes", (double)ra.max_req, 0);
    CHECK(ra.live == 0);
    ox_model_free(m);
    mfiles_free(&f);
}

/* ---- lenient parsing ------------------------------------------------------------------------------ */

static void test_rel_strict_parsing(void) {
    mfiles f;
    char *cfg;
    unsigned char *st;
    ox_model_desc md;
    ox_model *m = NULL;
    uint64_t hlen = 0;
    int i;
    if (!mfiles_read(&f)) { CHECK(0); return; }
    /* a model type with an embedded NUL is not that model type */
    cfg = replaced(f.config, "\"gemma4_text\"", "\"gemma4_text\\u0000x\"");
    CHECK(cfg && load_mem(cfg, strlen(cfg), f.st, f.st_size, NULL, NULL) == OX_ERR_UNSUPPORTED && strstr(ox_error_message(), "model_type"));
    free(cfg);
    /* an unknown load_mode */
    memset(&md, 0, sizeof md);
    md.path = "models/kjv-gemma4"; md.n_threads = 1; md.load_mode = (ox_load_mode)7;
    CHECK(ox_model_load(&md, &m) == OX_ERR_ARG && !m && strstr(ox_error_message(), "load_mode"));
    md.load_mode = (ox_load_mode)-1;
    CHECK(ox_model_load(&md, &m) == OX_ERR_ARG && !m);
    /* a byte-order mark where the safetensors header's JSON starts: same length, spaces removed */
    for (i = 7; i >= 0; i--) hlen = (hlen << 8) | f.st[i];
    st = (unsigned char *)malloc(f.st_size);
    if (st) {
        ox__jdoc d;
        memcpy(st, f.st, f.st_size);
        CHECK(hlen > 8 && st[8] == '{');
        {   /* drop three characters of padding or white space from the header's end, put the BOM first */
            size_t e = 8 + (size_t)hlen;
            int k = 0;
            while (e > 8 && k < 3) { if (st[e - 1] == ' ') { memmove(st + 9, st + 8, e - 9); k++; } else e--; }
            if (k == 3) {
                memcpy(st + 8, "\xEF\xBB\xBF", 3);
                CHECK(ox__json_parse(&d, (const char *)st + 8, (size_t)hlen, "h", NULL) == OX_OK); /* JSON text with a BOM */
                ox__json_free(&d);
                CHECK(load_mem(f.config, f.config_size, st, f.st_size, NULL, NULL) == OX_ERR_FORMAT && strstr(ox_error_message(), "byte-order mark"));
            } else CHECK_MSG(0, "no padding in the fixture's header to make room (%g)", k, 0);
        }
        free(st);
    }
    {   /* integers above 2^53 in shapes and offsets: too large, said so */
        static const char *const hdrs[] = {
            "{\"a\": {\"dtype\": \"F32\", \"shape\": [18014398509481984], \"data_offsets\": [0, 4]}}",
            "{\"a\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [18014398509481984, 18014398509481988]}}"};
        for (i = 0; i < 2; i++) {
            unsigned char buf[256];
            size_t n = strlen(hdrs[i]);
            ox__stfile sf;
            int k;
            for (k = 0; k < 8; k++) buf[k] = (unsigned char)(n >> (8 * k));
            memcpy(buf + 8, hdrs[i], n);
            memset(buf + 8 + n, 0, 8);
            CHECK_MSG(ox__st_parse(&sf, "x.safetensors", buf, 8 + n + 8, NULL) == OX_ERR_LIMIT && strstr(ox_error_message(), "2^53"), "case %g", i, 0);
        }
    }
    mfiles_free(&f);
}

/* A 60-byte tokenizer.json whose one vocabulary id is 10^8 (or 10^9) is refused, not sized by */
static void test_rel_sparse_vocab(void) {
    static const char *const ids[] = {"100000000", "1000000000"};
    int i;
    for (i = 0; i < 2; i++) {
        char tj[160];
        ox_file f;
        ox_model_desc md;
        ox_tokenizer *t = NULL;
        rel_alloc ra;
        snprintf(tj, sizeof tj, "{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":%s},\"merges\":[]}}", ids[i]);
        memset(&md, 0, sizeof md);
        f.name = "tokenizer.json"; f.data = tj; f.size = strlen(tj);
        md.files = &f; md.n_files = 1;
        md.allocator = rel_allocator(&ra);
        CHECK_MSG(ox_tokenizer_load(&md, &t) == OX_ERR_LIMIT && !t, "id %g: largest allocation %g", i, (double)ra.max_req);
        CHECK(ra.max_req < ((size_t)1 << 20) && ra.live == 0);
    }
}

/* Repeated keys in a tokenizer.json, read as Python's json reads them: the vocabulary's "a" has
   its later id, an added token's repeated "content" its later text, a repeated "model" its later
   object (the first, not a BPE, is never looked at). */
static void test_rel_tokenizer_duplicates(void) {
    static const char tj[] = "{\"model\": {\"type\": \"Unigram\"}, \"added_tokens\": [{\"id\": 4, \"content\": \"<x>\", \"special\": true, \"content\": \"<y>\"}], "
        "\"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0, \"b\": 1, \"a\": 2, \"<y>\": 4, \"c\": 3}, \"merges\": []}}";
    ox_file f;
    ox_model_desc md;
    ox_tokenizer *t = NULL;
    int32_t ids[8];
    int n = 0;
    char piece[16];
    size_t pl = 0;
    memset(&md, 0, sizeof md);
    f.name = "tokenizer.json"; f.data = tj; f.size = sizeof tj - 1;
    md.files = &f; md.n_files = 1;
    CHECK(ox_tokenizer_load(&md, &t) == OX_OK && t);
    if (!t) { fprintf(stderr, "  %s\n", ox_error_message()); return; }
    CHECK(ox_tokenize(t, "ab<y>c<x>", 9, OX_TOKENIZE_PARSE_SPECIAL, ids, 8, &n) == OX_OK);
    CHECK_MSG(n == 4 && ids[0] == 2 && ids[1] == 1 && ids[2] == 4 && ids[3] == 3, "%g ids, first %g", n, ids[0]);
    CHECK(ox_token_piece(t, 4, piece, sizeof piece - 1, &pl) == OX_OK && pl < sizeof piece);
    piece[pl < sizeof piece ? pl : 0] = 0;
    CHECK(strstr(piece, "<y>") && !strstr(piece, "<x>"));
    ox_tokenizer_free(t);
}

/* ---- lifetimes --------------------------------------------------------------------------------- */

/* Models freed before the contexts using them (the target and the drafter): the contexts keep them
   alive and work; the memory goes with the last context. */
static void test_rel_lifetimes(void) {
    rel_alloc ra;
    ox_model_desc md;
    ox_model *m = NULL, *d = NULL;
    ox_context *c = NULL, *c2 = NULL;
    ox_context_desc cd;
    ox_generate_desc gd;
    int32_t prompt[3] = {2, 40, 41}, out[16], ids[2] = {50, 51};
    float *want;
    int V;
    memset(&md, 0, sizeof md);
    md.n_threads = 1;
    md.allocator = rel_allocator(&ra);
    md.path = "models/kjv-gemma4";
    CHECK(ox_model_load(&md, &m) == OX_OK);
    md.path = "models/kjv-gemma4-assistant";
    CHECK(ox_model_load(&md, &d) == OX_OK);
    if (!m || !d) { ox_model_free(m); ox_model_free(d); return; }
    V = ox_model_vocab_size(m);
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 64;
    CHECK(ox_context_new(m, &cd, &c) == OX_OK && ox_context_new(m, &cd, &c2) == OX_OK);
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = 3; gd.max_tokens = 8; gd.ignore_eos = 1; gd.draft = d;
    CHECK(ox_generate(c, &gd, out, NULL) == OX_OK);
    CHECK(ox_generate(c2, &gd, out, NULL) == OX_OK);
    ox_truncate(c, 3); ox_truncate(c2, 3);
    ox_model_free(d);
    ox_model_free(m);
    CHECK(ra.live > 0);
    /* both contexts still evaluate, and agree */
    CHECK(ox_eval(c, ids, 2, 1) == OX_OK && ox_eval(c2, ids, 2, 1) == OX_OK);
    want = (float *)malloc((size_t)V * sizeof(float));
    if (want) { memcpy(want, ox_logits(c, 0), (size_t)V * sizeof(float)); CHECK(!memcmp(want, ox_logits(c2, 0), (size_t)V * sizeof(float))); }
    free(want);
    ox_context_free(c);
    CHECK(ra.live > 0);
    ox_context_free(c2);
    CHECK_MSG(ra.live == 0, "%g allocations live after the last context", ra.live, 0);
    /* NULLs are ignored */
    ox_model_free(NULL); ox_context_free(NULL); ox_tokenizer_free(NULL);
}

/* ---- threads (the ThreadSanitizer build runs this area) ----------------------------------------------- */

#ifndef OXINFER_NO_THREADS
#include <pthread.h>
typedef struct rel_job {
    ox_model *m, *d;
    int32_t out[24];
    int n_out, cancel_from_outside, progress_calls, err_ok;
    volatile int *stop;  /* set by another thread: the progress callback cancels */
    ox_result r;
} rel_job;
static int rel_outside_cancel(float done, void *user) {
    rel_job *j = (rel_job *)user;
    (void)done;
    j->progress_calls++;
    return __atomic_load_n(j->stop, __ATOMIC_SEQ_CST);
}
static void *rel_thread(void *arg) {
    rel_job *j = (rel_job *)arg;
    ox_context *c = NULL;
    ox_context_desc cd;
    ox_generate_desc gd;
    ox_generate_stats st;
    int32_t prompt[40];
    int i;
    for (i = 0; i < 40; i++) prompt[i] = 3 + (i * 13) % 80;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 96; cd.n_batch = 4; cd.n_threads = 2;
    if ((j->r = ox_context_new(j->m, &cd, &c)) != OX_OK) return NULL;
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = j->cancel_from_outside ? 40 : 8; gd.max_tokens = 16; gd.ignore_eos = 1;
    gd.draft = j->d; gd.n_draft = 3;
    if (j->cancel_from_outside) { gd.progress = rel_outside_cancel; gd.progress_user = j; gd.max_tokens = 0; }
    j->r = ox_generate(c, &gd, j->out, &st);
    j->n_out = st.n_generated;
    /* the error message is this thread's own */
    ox_context_new(NULL, &cd, NULL);
    j->err_ok = strstr(ox_error_message(), "out is NULL") != NULL;
    ox_context_free(c);
    return NULL;
}
/* Two contexts on one model at once, a drafter shared by two speculative generations, a generation
   cancelled from another thread: each thread's output equals the same work done alone. */
static void test_threads_contexts(void) {
    ox_model_desc md;
    ox_model *m = NULL, *d = NULL;
    rel_job alone[2], jobs[3];
    pthread_t th[3];
    volatile int stop = 0;
    int i;
    memset(&md, 0, sizeof md);
    md.path = "models/kjv-gemma4"; md.n_threads = 2;
    if (ox_model_load(&md, &m) != OX_OK) { CHECK(0); return; }
    md.path = "models/kjv-gemma4-assistant";
    if (ox_model_load(&md, &d) != OX_OK) { CHECK(0); ox_model_free(m); return; }
    memset(alone, 0, sizeof alone); memset(jobs, 0, sizeof jobs);
    alone[0].m = m; alone[1].m = m; alone[1].d = d;
    for (i = 0; i < 2; i++) { alone[i].stop = &stop; rel_thread(&alone[i]); CHECK(alone[i].r == OX_OK && alone[i].n_out == 16); }
    for (i = 0; i < 3; i++) { jobs[i].m = m; jobs[i].stop = &stop; }
    jobs[1].d = d; jobs[2].d = d;
    jobs[2].cancel_from_outside = 1;
    for (i = 0; i < 3; i++) CHECK(pthread_create(&th[i], NULL, rel_thread, &jobs[i]) == 0);
    __atomic_store_n(&stop, 1, __ATOMIC_SEQ_CST);
    for (i = 0; i < 3; i++) pthread_join(th[i], NULL);
    CHECK(jobs[0].r == OX_OK && jobs[0].n_out == 16 && !memcmp(jobs[0].out, alone[0].out, sizeof jobs[0].out));
    CHECK(jobs[1].r == OX_OK && jobs[1].n_out == 16 && !memcmp(jobs[1].out, alone[1].out, sizeof jobs[1].out));
    /* cancelled (or, if the flag came late, finished: the prefill has 10 steps) */
    CHECK(jobs[2].r == OX_ERR_CANCELLED || (jobs[2].r == OX_OK && jobs[2].progress_calls > 0));
    for (i = 0; i < 3; i++) CHECK(jobs[i].err_ok);
    ox_model_free(d);
    ox_model_free(m);
}
#endif

static void test_area_threads(void) {
#ifndef OXINFER_NO_THREADS
    RUN(test_threads_contexts);
#endif
}

/* Absurd values in the fixture's config: refused with a clear error, nothing large allocated */
static void test_rel_absurd_config(void) {
    static const struct { const char *from, *to; } cases[] = {
        {"\"num_hidden_layers\": 6", "\"num_hidden_layers\": 1000000000"},
        {"\"hidden_size\": 80", "\"hidden_size\": 2147483647"},
        {"\"hidden_size\": 80", "\"hidden_size\": 2147483648"},
        {"\"intermediate_size\": 64", "\"intermediate_size\": 2147483647"},
        {"\"num_attention_heads\": 4", "\"num_attention_heads\": 0"},
        {"\"num_attention_heads\": 4", "\"num_attention_heads\": -4"},
        {"\"num_key_value_heads\": 1", "\"num_key_value_heads\": 0"},
        {"\"sliding_window\": 8", "\"sliding_window\": 0"},
        {"\"sliding_window\": 8", "\"sliding_window\": -1"},
        {"\"rope_theta\": 10000.0", "\"rope_theta\": 1e400"},
        {"\"rope_theta\": 10000.0", "\"rope_theta\": -1e400"},
        {"\"rms_norm_eps\": 1e-06", "\"rms_norm_eps\": 1e999"},
        {"\"vocab_size\": 384", "\"vocab_size\": 4294967296"},
        {"\"head_dim\": 32", "\"head_dim\": 1073741824"},
    };
    mfiles f;
    int i;
    if (!mfiles_read(&f)) { CHECK(0); return; }
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        char *cfg = replaced(f.config, cases[i].from, cases[i].to);
        rel_alloc ra;
        ox_model_desc md;
        ox_file files[2];
        ox_model *m = NULL;
        ox_result r;
        if (!cfg) { CHECK_MSG(0, "case %g: the fixture lacks the text", i, 0); continue; }
        memset(&md, 0, sizeof md);
        files[0].name = "config.json"; files[0].data = cfg; files[0].size = strlen(cfg);
        files[1].name = "model.safetensors"; files[1].data = f.st; files[1].size = f.st_size;
        md.files = files; md.n_files = 2; md.n_threads = 1;
        md.allocator = rel_allocator(&ra);
        r = ox_model_load(&md, &m);
        CHECK_MSG(r == OX_ERR_FORMAT || r == OX_ERR_UNSUPPORTED || r == OX_ERR_LIMIT, "case %g: result %g", i, r);
        CHECK_MSG(strstr(ox_error_message(), "config.json") != NULL || strstr(ox_error_message(), "tensor") != NULL, "case %g: message names no file or tensor", i, 0);
        CHECK_MSG(ra.max_req < ((size_t)16 << 20) && ra.live == 0, "case %g: largest allocation %g", i, (double)ra.max_req);
        ox_model_free(m);
        free(cfg);
    }
    mfiles_free(&f);
}

/* ---- what a context costs: ox_context_memory against what ox_context_new allocates -------------- */

/* An allocator that knows the bytes live (each block's size in a 16-byte prefix). */
typedef struct rel_bytes { size_t live; long calls; } rel_bytes;
static void *rel_bytes_alloc(size_t n, void *user) {
    rel_bytes *b = (rel_bytes *)user;
    unsigned char *p;
    b->calls++;
    if (n > REL_MAX_REQ || !(p = (unsigned char *)malloc(n + 16))) return NULL;
    memcpy(p, &n, sizeof n);
    b->live += n;
    return p + 16;
}
static void rel_bytes_free(void *p, void *user) {
    rel_bytes *b = (rel_bytes *)user;
    size_t n;
    if (!p) return;
    memcpy(&n, (unsigned char *)p - 16, sizeof n);
    b->live -= n;
    free((unsigned char *)p - 16);
}
static ox_result rel_bytes_load(const char *dir, const ox_file *files, int n_files, rel_bytes *b, ox_model **m) {
    ox_model_desc md;
    memset(&md, 0, sizeof md);
    md.path = dir; md.files = files; md.n_files = n_files;
    md.n_threads = 1; md.skip_tokenizer = 1;
    md.allocator.alloc = rel_bytes_alloc; md.allocator.free = rel_bytes_free; md.allocator.user = b;
    *m = NULL;
    return ox_model_load(&md, m);
}

/* The estimate is what ox_context_new allocates, to the byte, for every architecture and a few
   shapes; with a drafter, what its first speculative round adds; a cap one byte short refuses
   before allocating anything, with the bytes needed in the message. */
static void rel_memory_case(const char *dir, const char *draft_dir) {
    static const int shapes[][3] = {{32, 8, 1}, {48, 4, 2}, {64, 64, 3}, {17, 5, 1}};
    rel_bytes b;
    ox_model *m = NULL, *d = NULL;
    int i;
    memset(&b, 0, sizeof b);
    if (rel_bytes_load(dir, NULL, 0, &b, &m) != OX_OK || (draft_dir && rel_bytes_load(draft_dir, NULL, 0, &b, &d) != OX_OK)) {
        CHECK_MSG(0, "loading: %s", 0, 0); fprintf(stderr, "  %s: %s\n", dir, ox_error_message());
        ox_model_free(m);
        return;
    }
    for (i = 0; i < (int)(sizeof shapes / sizeof shapes[0]); i++) {
        ox_context_desc cd;
        ox_context *c = NULL;
        size_t est = 0, est_d = 0, before;
        long calls;
        char num[32];
        memset(&cd, 0, sizeof cd);
        cd.n_ctx = shapes[i][0]; cd.n_batch = shapes[i][1]; cd.n_threads = shapes[i][2];
        CHECK(ox_context_memory(m, &cd, NULL, &est) == OX_OK && est > 0);
        before = b.live;
        CHECK(ox_context_new(m, &cd, &c) == OX_OK);
        CHECK_MSG(b.live - before == est, "%s: allocated %g bytes, estimated %g", (double)(b.live - before), (double)est);
        if (b.live - before != est) fprintf(stderr, "  %s shape %d\n", dir, i);
        if (d && c) {   /* the drafting state: what the first speculative generation leaves */
            int32_t prompt[4] = {2, 30, 31, 32}, ids[64], out[8];
            ox_generate_desc gd;
            ox_generate_stats st;
            int k;
            for (k = 0; k < cd.n_batch; k++) ids[k] = 3 + k;
            CHECK(ox_context_memory(m, &cd, d, &est_d) == OX_OK && est_d > est);
            CHECK(ox_eval(c, ids, cd.n_batch, -1) == OX_OK); /* logits rows grown to n_batch first */
            ox_reset(c);
            memset(&gd, 0, sizeof gd);
            gd.prompt = prompt; gd.n_prompt = 4; gd.max_tokens = 6; gd.ignore_eos = 1; gd.draft = d; gd.n_draft = 3;
            before = b.live;
            CHECK(ox_generate(c, &gd, out, &st) == OX_OK);
            CHECK_MSG(b.live - before == est_d - est, "drafting state: %g bytes, estimated %g", (double)(b.live - before), (double)(est_d - est));
            /* a cap that holds the context but not its drafting state: the round is refused */
            ox_context_free(c); c = NULL;
            cd.max_bytes = est;
            CHECK(ox_context_new(m, &cd, &c) == OX_OK);
            CHECK(c && ox_generate(c, &gd, out, &st) == OX_ERR_LIMIT && strstr(ox_error_message(), "max_bytes"));
            cd.max_bytes = 0;
        }
        ox_context_free(c); c = NULL;
        /* the cap: one byte short is refused before any allocation, naming the bytes */
        cd.max_bytes = est - 1;
        calls = b.calls;
        CHECK(ox_context_new(m, &cd, &c) == OX_ERR_LIMIT && !c && b.calls == calls);
        snprintf(num, sizeof num, "%llu", (unsigned long long)est);
        CHECK_MSG(strstr(ox_error_message(), num) != NULL, "message without the bytes: %s", 0, 0);
        cd.max_bytes = est;
        CHECK(ox_context_new(m, &cd, &c) == OX_OK && c);
        ox_context_free(c);
    }
    ox_model_free(d);
    ox_model_free(m);
    CHECK_MSG(b.live == 0, "%g bytes live at the end", (double)b.live, 0);
}

/* A safetensors file of zeroed BF16 tensors (names and shapes given): for geometry tests */
typedef struct rel_tensor { const char *name; int ndim; int64_t shape[3]; } rel_tensor;
static unsigned char *rel_safetensors(const rel_tensor *t, int n, const char *prefix, size_t *size) {
    char *hdr = (char *)malloc(65536);
    size_t hl = 0, off = 0, total;
    unsigned char *buf;
    int i, k;
    if (!hdr) return NULL;
    hl += (size_t)snprintf(hdr + hl, 65536 - hl, "{");
    for (i = 0; i < n; i++) {
        size_t nb = 2;
        for (k = 0; k < t[i].ndim; k++) nb *= (size_t)t[i].shape[k];
        hl += (size_t)snprintf(hdr + hl, 65536 - hl, "%s\"%s%s\": {\"dtype\": \"BF16\", \"shape\": [", i ? ", " : "", prefix, t[i].name);
        for (k = 0; k < t[i].ndim; k++) hl += (size_t)snprintf(hdr + hl, 65536 - hl, "%s%lld", k ? ", " : "", (long long)t[i].shape[k]);
        hl += (size_t)snprintf(hdr + hl, 65536 - hl, "], \"data_offsets\": [%llu, %llu]}", (unsigned long long)off, (unsigned long long)(off + nb));
        off += nb;
    }
    hl += (size_t)snprintf(hdr + hl, 65536 - hl, "}");
    while (hl % 8) hdr[hl++] = ' ';
    total = 8 + hl + off;
    if (!(buf = (unsigned char *)calloc(total, 1))) { free(hdr); return NULL; }
    for (k = 0; k < 8; k++) buf[k] = (unsigned char)((uint64_t)hl >> (8 * k));
    memcpy(buf + 8, hdr, hl);
    free(hdr);
    *size = total;
    return buf;
}

/* A 4 MB Qwen 3.5 checkpoint (hidden 8) whose tensors agree with a geometry promising a
   16 x 4096 x 4096 recurrent state: the context it asks for is measured (gigabytes), and a cap
   refuses it before anything is allocated. */
static void test_rel_q35_huge_state(void) {
    static const char cfg[] = "{\"model_type\": \"qwen3_5_text\", \"vocab_size\": 16, \"hidden_size\": 8, \"num_hidden_layers\": 1, "
        "\"num_attention_heads\": 1, \"num_key_value_heads\": 1, \"head_dim\": 8, \"intermediate_size\": 8, "
        "\"layer_types\": [\"linear_attention\"], \"linear_key_head_dim\": 4096, \"linear_value_head_dim\": 4096, "
        "\"linear_num_key_heads\": 1, \"linear_num_value_heads\": 16, \"max_position_embeddings\": 64, \"tie_word_embeddings\": true}";
    static const rel_tensor ts[] = {
        {"embed_tokens.weight", 2, {16, 8, 0}}, {"norm.weight", 1, {8, 0, 0}},
        {"layers.0.input_layernorm.weight", 1, {8, 0, 0}}, {"layers.0.post_attention_layernorm.weight", 1, {8, 0, 0}},
        {"layers.0.linear_attn.A_log", 1, {16, 0, 0}}, {"layers.0.linear_attn.dt_bias", 1, {16, 0, 0}},
        {"layers.0.linear_attn.conv1d.weight", 3, {73728, 1, 4}}, {"layers.0.linear_attn.in_proj_a.weight", 2, {16, 8, 0}},
        {"layers.0.linear_attn.in_proj_b.weight", 2, {16, 8, 0}}, {"layers.0.linear_attn.in_proj_qkv.weight", 2, {73728, 8, 0}},
        {"layers.0.linear_attn.in_proj_z.weight", 2, {65536, 8, 0}}, {"layers.0.linear_attn.norm.weight", 1, {4096, 0, 0}},
        {"layers.0.linear_attn.out_proj.weight", 2, {8, 65536, 0}}, {"layers.0.mlp.gate_proj.weight", 2, {8, 8, 0}},
        {"layers.0.mlp.up_proj.weight", 2, {8, 8, 0}}, {"layers.0.mlp.down_proj.weight", 2, {8, 8, 0}}};
    rel_bytes b;
    ox_file files[2];
    ox_model *m = NULL;
    ox_context *c = NULL;
    ox_context_desc cd;
    size_t st_size = 0, est = 0;
    long calls;
    unsigned char *st = rel_safetensors(ts, (int)(sizeof ts / sizeof ts[0]), "model.", &st_size);
    memset(&b, 0, sizeof b);
    if (!st) { CHECK(0); return; }
    files[0].name = "config.json"; files[0].data = cfg; files[0].size = sizeof cfg - 1;
    files[1].name = "model.safetensors"; files[1].data = st; files[1].size = st_size;
    CHECK_MSG(rel_bytes_load(NULL, files, 2, &b, &m) == OX_OK, "file of %g bytes loads", (double)st_size, 0);
    if (!m) { fprintf(stderr, "  %s\n", ox_error_message()); free(st); return; }
    CHECK(st_size < ((size_t)5 << 20));
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 16; cd.n_threads = 1;
    CHECK(ox_context_memory(m, &cd, NULL, &est) == OX_OK);
    CHECK_MSG(est > ((size_t)3 << 30), "estimate %g bytes", (double)est, 0);
    cd.max_bytes = (size_t)1 << 30;
    calls = b.calls;
    CHECK(ox_context_new(m, &cd, &c) == OX_ERR_LIMIT && !c && b.calls == calls && strstr(ox_error_message(), "max_bytes"));
    ox_model_free(m);
    CHECK(b.live == 0);
    free(st);
}

/* The model's own MTP head (draft == model): what its first drafting generation adds, to the byte;
   a model without one is UNSUPPORTED. */
static void rel_memory_head(const char *dir) {
    rel_bytes b;
    ox_model *m = NULL, *g = NULL;
    ox_context *c = NULL;
    ox_context_desc cd;
    ox_generate_desc gd;
    int32_t prompt[4] = {2, 30, 31, 32}, ids[8] = {3, 4, 5, 6, 7, 8, 9, 10}, out[8];
    size_t est = 0, est_h = 0, before;
    memset(&b, 0, sizeof b);
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 48; cd.n_batch = 8; cd.n_threads = 1;
    if (rel_bytes_load(dir, NULL, 0, &b, &m) != OX_OK) { CHECK_MSG(0, "loading: %s", 0, 0); fprintf(stderr, "  %s: %s\n", dir, ox_error_message()); return; }
    CHECK(ox_context_memory(m, &cd, NULL, &est) == OX_OK);
    CHECK(ox_context_memory(m, &cd, m, &est_h) == OX_OK && est_h > est);
    CHECK(ox_context_new(m, &cd, &c) == OX_OK);
    if (c) {
        CHECK(ox_eval(c, ids, 8, -1) == OX_OK); /* logits rows grown to n_batch first */
        ox_reset(c);
        memset(&gd, 0, sizeof gd);
        gd.prompt = prompt; gd.n_prompt = 4; gd.max_tokens = 6; gd.ignore_eos = 1; gd.mtp = 1; gd.n_draft = 3;
        before = b.live;
        CHECK(ox_generate(c, &gd, out, NULL) == OX_OK);
        CHECK_MSG(b.live - before == est_h - est, "the MTP head's state: %g bytes, estimated %g", (double)(b.live - before), (double)(est_h - est));
    }
    ox_context_free(c);
    /* no head: a Qwen 3.5 model without mtp.* tensors, and a Gemma 4 model */
    if (rel_bytes_load("tests/fixtures/q35_moe", NULL, 0, &b, &g) == OX_OK) {
        CHECK(ox_context_memory(g, &cd, g, &est_h) == OX_ERR_UNSUPPORTED && est_h == 0 && strstr(ox_error_message(), "MTP head"));
        ox_model_free(g);
    }
    if (rel_bytes_load("tests/fixtures/g4_e2b_like", NULL, 0, &b, &g) == OX_OK) {
        CHECK(ox_context_memory(g, &cd, g, &est_h) == OX_ERR_UNSUPPORTED && est_h == 0 && strstr(ox_error_message(), "MTP head"));
        ox_model_free(g);
    }
    ox_model_free(m);
    CHECK_MSG(b.live == 0, "%g bytes live at the end", (double)b.live, 0);
}

static void test_rel_context_memory(void) {
    size_t n = 1;
    ox_context_desc cd;
    rel_memory_head("tests/fixtures/q35_mtp");
    rel_memory_head("tests/fixtures/q35_moe_mtp");
    rel_memory_case("models/kjv-gemma4", "models/kjv-gemma4-assistant");
    rel_memory_case("tests/fixtures/g4_e2b_like", NULL);
    rel_memory_case("tests/fixtures/g4_moe_mm", NULL);
    rel_memory_case("tests/fixtures/g4_keqv_untied", NULL);
    rel_memory_case("tests/fixtures/q35_moe", NULL);
    rel_memory_case("tests/fixtures/q35_mm_tied", NULL);
    rel_memory_case("tests/fixtures/q35_long_untied", NULL);
    memset(&cd, 0, sizeof cd);
    CHECK(ox_context_memory(NULL, &cd, NULL, &n) == OX_ERR_ARG && n == 0);
}

/* Every integer key each architecture's config reader takes, at absurd values: zero, negative
   (not valid: OX_ERR_FORMAT), near 2^31, 2^32 and 10^9 (more than this build runs: OX_ERR_LIMIT),
   and products that overflow (the tensors then do not match: OX_ERR_FORMAT); each refused naming
   the file and key, with nothing large allocated. The text is added at the end of the object
   (after any earlier value of the key: the last one counts, as in Python's json). */
typedef struct rel_cfgcase { const char *text; ox_result want; } rel_cfgcase;
/* Insert ", text" before the closing brace of the object member `obj` (NULL: the top level). */
static char *rel_cfg_with(const char *cfg, const char *obj, const char *text) {
    const char *p = cfg;
    size_t n = strlen(cfg), at, tl = strlen(text);
    char *out;
    if (obj) {
        char pat[96];
        int depth = 0;
        snprintf(pat, sizeof pat, "\"%s\": {", obj);
        if (!(p = strstr(cfg, pat))) return NULL;
        p += strlen(pat) - 1;
        for (; *p; p++) {
            if (*p == '{') depth++;
            else if (*p == '}' && --depth == 0) break;
        }
        if (!*p) return NULL;
        at = (size_t)(p - cfg);
    } else {
        at = n;
        while (at > 0 && cfg[at - 1] != '}') at--;
        if (!at) return NULL;
        at--;
    }
    if (!(out = (char *)malloc(n + tl + 3))) return NULL;
    memcpy(out, cfg, at);
    memcpy(out + at, ", ", 2);
    memcpy(out + at + 2, text, tl);
    memcpy(out + at + 2 + tl, cfg + at, n - at + 1);
    return out;
}
static void rel_cfg_sweep(const char *fixture, const char *obj, const char *gencfg_extra, const rel_cfgcase *cases, int n) {
    char rel[200], *cfg, *st, *gen = NULL;
    size_t cfg_n = 0, st_n = 0, gen_n = 0;
    int i, bad = 0;
    snprintf(rel, sizeof rel, "%s/config.json", fixture);
    cfg = fixture_file(rel, &cfg_n);
    snprintf(rel, sizeof rel, "%s/model.safetensors", fixture);
    st = fixture_file(rel, &st_n);
    snprintf(rel, sizeof rel, "%s/generation_config.json", fixture);
    gen = fixture_file(rel, &gen_n);
    if (!cfg || !st || !gen) { CHECK(0); free(cfg); free(st); free(gen); return; }
    for (i = 0; i < n; i++) {
        int is_gen = gencfg_extra && !strncmp(cases[i].text, gencfg_extra, strlen(gencfg_extra));
        char *c = is_gen ? rel_cfg_with(gen, NULL, cases[i].text + strlen(gencfg_extra)) : rel_cfg_with(cfg, obj, cases[i].text);
        rel_alloc ra;
        ox_model_desc md;
        ox_file files[3];
        ox_model *m = NULL;
        ox_result r;
        const char *msg;
        if (!c) { CHECK_MSG(0, "case %g: cannot edit the config", i, 0); continue; }
        memset(&md, 0, sizeof md);
        files[0].name = "config.json"; files[0].data = is_gen ? cfg : c; files[0].size = is_gen ? cfg_n : strlen(c);
        files[1].name = "model.safetensors"; files[1].data = st; files[1].size = st_n;
        files[2].name = "generation_config.json"; files[2].data = is_gen ? c : gen; files[2].size = is_gen ? strlen(c) : gen_n;
        md.files = files; md.n_files = 3; md.n_threads = 1; md.skip_tokenizer = 1;
        md.allocator = rel_allocator(&ra);
        r = ox_model_load(&md, &m);
        msg = ox_error_message();
        if (r != cases[i].want || (!strstr(msg, "config.json") && !strstr(msg, "tensor")) || ra.max_req >= ((size_t)16 << 20) || ra.live) {
            if (++bad <= 8) fprintf(stderr, "  %s: %s -> %d (want %d): %s\n", fixture, cases[i].text, (int)r, (int)cases[i].want, msg);
        }
        ox_model_free(m);
        free(c);
    }
    CHECK_MSG(bad == 0, "%g of %g absurd config values got another result", bad, n);
    free(cfg); free(st); free(gen);
}
#define F_ OX_ERR_FORMAT
#define L_ OX_ERR_LIMIT
static void test_rel_config_ints(void) {
    static const rel_cfgcase g4[] = {
        {"\"vocab_size\": 0", F_}, {"\"vocab_size\": -1", F_}, {"\"vocab_size\": 4294967296", L_}, {"\"vocab_size\": 16777217", L_},
        {"\"hidden_size\": 0", F_}, {"\"hidden_size\": -80", F_}, {"\"hidden_size\": 2147483647", L_}, {"\"hidden_size\": 2147483648", L_}, {"\"hidden_size\": 99999999999999999999", L_}, {"\"hidden_size\": 1e300", L_}, {"\"hidden_size\": 64.5", F_},
        {"\"num_hidden_layers\": 0", F_}, {"\"num_hidden_layers\": -6", F_}, {"\"num_hidden_layers\": 1000000000", L_},
        {"\"num_attention_heads\": 0", F_}, {"\"num_attention_heads\": -4", F_}, {"\"num_attention_heads\": 1000000000", L_},
        {"\"num_key_value_heads\": 0", F_}, {"\"num_key_value_heads\": 2147483647", L_},
        {"\"head_dim\": 0", F_}, {"\"head_dim\": 1073741824", L_}, {"\"global_head_dim\": -2", F_}, {"\"global_head_dim\": 1000000000", L_},
        {"\"num_global_key_value_heads\": 0", F_}, {"\"num_global_key_value_heads\": 1000000000", L_},
        {"\"intermediate_size\": 0", F_}, {"\"intermediate_size\": 2147483647", L_},
        {"\"sliding_window\": 0", F_}, {"\"sliding_window\": -1", F_}, {"\"sliding_window\": 2147483648", L_},
        {"\"hidden_size_per_layer_input\": -1", F_}, {"\"hidden_size_per_layer_input\": 1000000000", L_},
        {"\"vocab_size_per_layer_input\": -1", F_}, {"\"vocab_size_per_layer_input\": 1000000000", L_},
        {"\"num_kv_shared_layers\": -1", F_}, {"\"num_kv_shared_layers\": 1000000000", F_}, {"\"num_kv_shared_layers\": 6", F_},
        {"\"max_position_embeddings\": 0", F_}, {"\"max_position_embeddings\": -1", F_}, {"\"max_position_embeddings\": 2147483648", L_},
        {"\"enable_moe_block\": true, \"num_experts\": 0, \"top_k_experts\": 1, \"moe_intermediate_size\": 8", F_},
        {"\"enable_moe_block\": true, \"num_experts\": 1000000000, \"top_k_experts\": 1, \"moe_intermediate_size\": 8", L_},
        {"\"enable_moe_block\": true, \"num_experts\": 4, \"top_k_experts\": -1, \"moe_intermediate_size\": 8", F_},
        {"\"enable_moe_block\": true, \"num_experts\": 4, \"top_k_experts\": 5, \"moe_intermediate_size\": 8", F_},
        {"\"enable_moe_block\": true, \"num_experts\": 4, \"top_k_experts\": 2, \"moe_intermediate_size\": 2147483647", L_},
        {"\"per_layer_config\": {\"2\": {\"head_dim\": 0}}", F_}, {"\"per_layer_config\": {\"2\": {\"head_dim\": 1000000000}}", L_},
        {"\"per_layer_config\": {\"2\": {\"num_key_value_heads\": -1}}", F_},
        /* products past 2^32 and 2^40: every factor in range, the tensors do not match */
        {"\"hidden_size\": 65536, \"vocab_size\": 16777216", F_},
        {"\"hidden_size\": 65536, \"num_hidden_layers\": 1024, \"intermediate_size\": 1048576, \"hidden_size_per_layer_input\": 65536", F_},
        {"\"num_attention_heads\": 1024, \"head_dim\": 4096, \"global_head_dim\": 4096", F_},
        {"\"rope_parameters\": {\"sliding_attention\": {\"rope_theta\": 1e400}}", F_},
        {"\"rope_parameters\": {\"full_attention\": {\"rope_type\": \"proportional\", \"partial_rotary_factor\": -1e400}}", F_},
        {"\"rms_norm_eps\": 1e999", F_}, {"\"final_logit_softcapping\": -1e999", F_},
    };
    static const rel_cfgcase q35[] = {
        {"\"vocab_size\": 0", F_}, {"\"vocab_size\": 4294967296", L_},
        {"\"hidden_size\": 0", F_}, {"\"hidden_size\": 2147483647", L_},
        {"\"num_hidden_layers\": -1", F_}, {"\"num_hidden_layers\": 1000000000", L_},
        {"\"num_attention_heads\": 0", F_}, {"\"num_attention_heads\": 1000000000", L_},
        {"\"num_key_value_heads\": -2", F_}, {"\"num_key_value_heads\": 2147483648", L_},
        {"\"head_dim\": 0", F_}, {"\"head_dim\": 1073741824", L_},
        {"\"max_position_embeddings\": 0", F_}, {"\"max_position_embeddings\": 4294967296", L_},
        {"\"linear_conv_kernel_dim\": 0", F_}, {"\"linear_conv_kernel_dim\": 1000000000", L_},
        {"\"linear_key_head_dim\": 0", F_}, {"\"linear_key_head_dim\": 2147483647", L_},
        {"\"linear_value_head_dim\": -1", F_}, {"\"linear_value_head_dim\": 1000000000", L_},
        {"\"linear_num_key_heads\": 0", F_}, {"\"linear_num_key_heads\": 1000000000", L_},
        {"\"linear_num_value_heads\": 0", F_}, {"\"linear_num_value_heads\": 1000000000", L_},
        {"\"num_experts\": 0", F_}, {"\"num_experts\": 1000000000", L_},
        {"\"num_experts_per_tok\": 0", F_}, {"\"num_experts_per_tok\": 1000000000", L_},
        {"\"moe_intermediate_size\": -1", F_}, {"\"moe_intermediate_size\": 2147483647", L_},
        {"\"shared_expert_intermediate_size\": 0", F_}, {"\"shared_expert_intermediate_size\": 2147483647", L_},
        {"\"layer_types\": null, \"full_attention_interval\": 0", F_}, {"\"layer_types\": null, \"full_attention_interval\": 1000000000", L_},
        {"\"linear_num_value_heads\": 1024, \"linear_key_head_dim\": 4096, \"linear_value_head_dim\": 4096", L_},
        {"\"num_attention_heads\": 1024, \"head_dim\": 4096", F_}, /* 2^22 query dims: in range, the tensors differ */
        {"\"rope_theta\": 1e400, \"rope_parameters\": null", F_},
        {"\"rope_parameters\": {\"rope_type\": \"default\", \"rope_theta\": 10000.0, \"partial_rotary_factor\": -1e400}", F_},
        {"\"rms_norm_eps\": -1e999", F_},
    };
    static const rel_cfgcase q35_dense[] = {
        {"\"intermediate_size\": 0", F_}, {"\"intermediate_size\": 2147483647", L_}, {"\"intermediate_size\": -1", F_},
    };
    static const rel_cfgcase draft[] = {
        {"\"backbone_hidden_size\": 0", F_}, {"\"backbone_hidden_size\": 1000000000", L_},
        {"\"num_centroids\": 0", F_}, {"\"num_centroids\": 1000000000", L_},
        {"\"centroid_intermediate_top_k\": -1", F_}, {"\"centroid_intermediate_top_k\": 1000000000", L_},
        {"gen:\"num_assistant_tokens\": 0", F_}, {"gen:\"num_assistant_tokens\": 1000000000", L_},
    };
    static const rel_cfgcase draft_text[] = {
        {"\"hidden_size\": 0", F_}, {"\"hidden_size\": 2147483647", L_}, {"\"num_hidden_layers\": 1000000000", L_},
        {"\"sliding_window\": 0", F_}, {"\"head_dim\": -64", F_}, {"\"vocab_size\": 4294967296", L_},
    };
    rel_cfg_sweep("g4_e2b_like", NULL, NULL, g4, (int)(sizeof g4 / sizeof g4[0]));
    rel_cfg_sweep("q35_moe", NULL, NULL, q35, (int)(sizeof q35 / sizeof q35[0]));
    rel_cfg_sweep("q35_long_untied", NULL, NULL, q35_dense, (int)(sizeof q35_dense / sizeof q35_dense[0]));
    rel_cfg_sweep("g4_draft_centroid", NULL, "gen:", draft, (int)(sizeof draft / sizeof draft[0]));
    rel_cfg_sweep("g4_draft_centroid", "text_config", NULL, draft_text, (int)(sizeof draft_text / sizeof draft_text[0]));
}
#undef F_
#undef L_

static void test_area_reliability(void) {
    RUN(test_rel_config_ints);
    RUN(test_rel_tokenizer_duplicates);
    RUN(test_rel_context_memory);
    RUN(test_rel_q35_huge_state);
    RUN(test_rel_absurd_config);
    RUN(test_rel_strict_parsing);
    RUN(test_rel_sparse_vocab);
    RUN(test_rel_lifetimes);
    RUN(test_rel_many_eos);
    RUN(test_rel_token_piece_range);
    RUN(test_rel_tiny_temperature);
    RUN(test_rel_window_max);
    RUN(test_rel_huge_config);
    RUN(test_rel_nomem_text);
    RUN(test_rel_nomem_tokenizer_load);
    RUN(test_rel_nomem_load);
    RUN(test_rel_nomem_run);
    RUN(test_rel_cancel_sweep);
    RUN(test_rel_cancel_decode);
    RUN(test_rel_fifo);
    RUN(test_rel_shard_names);
}
