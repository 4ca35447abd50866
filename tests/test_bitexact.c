/* Tests: bit-identity of the forward passes. The logits of every fixture (tests/fixtures g4_*,
   q35_*, the drafter fixtures' drafts, the shipped models/kjv-gemma4) on every kernel path this CPU
   runs, at 1 and 2 threads, are hashed (64-bit FNV-1a over the float bits) and compared with the
   table tests/bitexact.txt. A restructuring of the forward passes must leave every hash as it is;
   a change that is meant to move the numbers rewrites the table with OX_RECORD_BITEXACT=1.
   Phases per (model, path, threads):
     prefill  the prompt in one step, the logits of every position
     chunked  the prompt in steps of 7 tokens (several steps, ring buffers, chunked delta rule)
     decode   after the prefill, 5 cached greedy decode steps of one token
     rewind   after decode, truncate back 3 positions and decode 3 tokens again (state rollback)
     draft    speculative greedy generation of 12 tokens with a drafter: every round's drafts and
              drafter logits, then the output ids (Gemma 4 targets with an assistant only)
   Rows are keyed by compiler (see bx_build). A table row's threads column is "*" where 1 and 2 threads gave the same bits (then both are
   checked against it). Paths this CPU lacks are skipped and counted. */

typedef struct bx_hash { uint64_t h; double maxabs; size_t n; } bx_hash;

static void bx_init(bx_hash *b) { b->h = 1469598103934665603ull; b->maxabs = 0; b->n = 0; }
static void bx_add(bx_hash *b, const void *p, size_t bytes) {
    const unsigned char *s = (const unsigned char *)p;
    size_t i;
    for (i = 0; i < bytes; i++) { b->h ^= s[i]; b->h *= 1099511628211ull; }
}
static void bx_floats(bx_hash *b, const float *x, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        double a = fabs((double)x[i]);
        if (!(a <= b->maxabs)) b->maxabs = a; /* NaN shows as NaN */
    }
    bx_add(b, x, n * sizeof(float));
    b->n += n;
}

/* ---- the table ---- */
typedef struct bx_row { char build[20], model[40], path[24], threads[4], phase[12]; uint64_t h; double maxabs; } bx_row;
static struct { bx_row r[2048]; int n; } bx_tab, bx_new;

/* The compiler decides how scalar float expressions are contracted into FMAs (gcc -std=c99: not at
   all; clang: within an expression), so the bits are those of one compiler: rows are keyed by it and
   a compiler without rows is skipped (and said so). The sanitized build (clang -O1) has rows of its
   own: its Qwen 3.5 AVX2 bits differ from clang -O2's. */
#if defined(__SANITIZE_ADDRESS__)
#define BX_SAN "-san"
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BX_SAN "-san"
#endif
#endif
#ifndef BX_SAN
#define BX_SAN ""
#endif
static const char *bx_build(void) {
    static char tag[16];
#if defined(__clang__)
    snprintf(tag, sizeof tag, "clang%d%s", __clang_major__, BX_SAN);
#elif defined(__GNUC__)
    snprintf(tag, sizeof tag, "gcc%d%s", __GNUC__, BX_SAN);
#else
    snprintf(tag, sizeof tag, "cc");
#endif
    return tag;
}

static const char *bx_table_path(void) {
    const char *e = getenv("OX_BITEXACT_TABLE");
    return e && *e ? e : "tests/bitexact.txt";
}
static int bx_load_table(void) {
    FILE *f = fopen(bx_table_path(), "r");
    char line[256];
    bx_tab.n = 0;
    if (!f) return 0;
    while (fgets(line, sizeof line, f) && bx_tab.n < 2048) {
        bx_row *r = &bx_tab.r[bx_tab.n];
        unsigned long long h;
        if (line[0] == '#') continue;
        if (sscanf(line, "%19s %39s %23s %3s %11s %llx %lf", r->build, r->model, r->path, r->threads, r->phase, &h, &r->maxabs) == 7) {
            r->h = (uint64_t)h;
            bx_tab.n++;
        }
    }
    fclose(f);
    return 1;
}
static const bx_row *bx_find(const char *model, const char *path, const char *threads, const char *phase) {
    int i;
    for (i = 0; i < bx_tab.n; i++) {
        const bx_row *r = &bx_tab.r[i];
        if (!strcmp(r->build, bx_build()) && !strcmp(r->model, model) && !strcmp(r->path, path) && !strcmp(r->phase, phase) &&
            (!strcmp(r->threads, threads) || !strcmp(r->threads, "*")))
            return r;
    }
    return NULL;
}

static int bx_recording, bx_compared, bx_differ, bx_missing;

/* One measured hash: recorded, or compared with the table (naming what differs). */
static void bx_result(const char *model, const char *path, int threads, const char *phase, const bx_hash *b) {
    char th[4];
    snprintf(th, sizeof th, "%d", threads);
    if (bx_recording) {
        bx_row *r;
        if (bx_new.n >= 2048) return;
        r = &bx_new.r[bx_new.n++];
        snprintf(r->build, sizeof r->build, "%s", bx_build());
        snprintf(r->model, sizeof r->model, "%s", model);
        snprintf(r->path, sizeof r->path, "%s", path);
        snprintf(r->threads, sizeof r->threads, "%s", th);
        snprintf(r->phase, sizeof r->phase, "%s", phase);
        r->h = b->h;
        r->maxabs = b->maxabs;
    } else {
        const bx_row *r = bx_find(model, path, th, phase);
        bx_compared++;
        if (!r) {
            bx_missing++;
            fprintf(stderr, "  bitexact: no table row for %s %s threads %s %s\n", model, path, th, phase);
            CHECK(0);
        } else if (r->h != b->h) {
            bx_differ++;
            fprintf(stderr, "  bitexact: %s %s threads %s %s differs: hash %016llx, table %016llx (max |logit| %.9g, table %.9g)\n",
                    model, path, th, phase, (unsigned long long)b->h, (unsigned long long)r->h, b->maxabs, r->maxabs);
            CHECK(0);
        }
    }
}

/* ---- the runs ---- */
typedef struct bx_model { const char *name; char dir[600]; const char *drafter; char ddir[600]; int draft_only; } bx_model;

static int bx_prompt(const bx_model *bm, int32_t *prompt, int cap) {
    if (!strcmp(bm->name, "kjv-gemma4")) {
        int32_t want[128];
        int np = 0, nw = 0;
        if (!read_kjv_reference("kjv-gemma4", prompt, &np, want, &nw)) return 0;
        return np < cap ? np : cap;
    } else {
        fixture fx;
        int P;
        if (!fixture_open(&fx, bm->draft_only ? "g4_e2b_like" : bm->name)) return 0;
        P = fx.P < cap ? fx.P : cap;
        memcpy(prompt, fx.prompt->data, (size_t)P * sizeof(int32_t));
        fixture_close(&fx);
        return P;
    }
}

static ox_model *bx_load(const char *dir, int threads, const ox__kernels *k) {
    ox_model_desc md;
    ox_model *m = NULL;
    memset(&md, 0, sizeof md);
    md.path = dir;
    md.n_threads = threads;
    md.skip_tokenizer = 1;
    if (ox_model_load(&md, &m) != OX_OK) { fprintf(stderr, "  bitexact: load %s: %s\n", dir, ox_error_message()); return NULL; }
    m->kern = k;
    return m;
}

static bx_hash bx_draft_hash;
static int bx_draft_vocab;
static void bx_draft_record(void *user, int N, int row, const int32_t *drafts, int k, const float *logits) {
    int32_t hdr[3];
    (void)user;
    hdr[0] = N; hdr[1] = row; hdr[2] = k;
    bx_add(&bx_draft_hash, hdr, sizeof hdr);
    bx_add(&bx_draft_hash, drafts, (size_t)k * sizeof(int32_t));
    bx_floats(&bx_draft_hash, logits, (size_t)k * (size_t)bx_draft_vocab);
}

/* Every phase of one model on one path at one thread count. */
static void bx_run(const bx_model *bm, const char *path, const ox__kernels *k, int threads) {
    int32_t prompt[64], ids[16];
    int P = bx_prompt(bm, prompt, 64), V, j;
    ox_model *m = bx_load(bm->dir, threads, k);
    ox_context *c = NULL;
    bx_hash b;
    CHECK(P > 0 && m != NULL);
    if (P <= 0 || !m) { ox_model_free(m); return; }
    V = ox_model_vocab_size(m);
    if (bm->draft_only) goto draft;
    /* prefill in one step, then decode, then rewind */
    c = new_ctx(m, P + 32, P);
    CHECK(c != NULL);
    if (c && ox_eval(c, prompt, P, -1) == OX_OK && ox_logits_rows(c) == P) {
        bx_init(&b);
        bx_floats(&b, ox_logits(c, 0), (size_t)P * V);
        bx_result(bm->name, path, threads, "prefill", &b);
        bx_init(&b);
        for (j = 0; j < 5; j++) {
            ids[j] = ox__argmax(ox_logits(c, 0), V);
            if (ox_eval(c, &ids[j], 1, 1) != OX_OK) { CHECK(0); break; }
            bx_floats(&b, ox_logits(c, 0), (size_t)V);
        }
        bx_result(bm->name, path, threads, "decode", &b);
        bx_init(&b);
        if (ox_truncate(c, P + 2) == OX_OK) {
            int32_t id = ids[2];
            for (j = 0; j < 3; j++) {
                if (ox_eval(c, &id, 1, 1) != OX_OK) { CHECK(0); break; }
                bx_floats(&b, ox_logits(c, 0), (size_t)V);
                id = ox__argmax(ox_logits(c, 0), V);
            }
        } else CHECK(0);
        bx_result(bm->name, path, threads, "rewind", &b);
    } else CHECK(0);
    ox_context_free(c);
    /* the prompt in steps of 7 */
    c = new_ctx(m, P + 32, 7);
    CHECK(c != NULL);
    if (c && ox_eval(c, prompt, P, -1) == OX_OK && ox_logits_rows(c) == P) {
        bx_init(&b);
        bx_floats(&b, ox_logits(c, 0), (size_t)P * V);
        bx_result(bm->name, path, threads, "chunked", &b);
    } else CHECK(0);
    ox_context_free(c);
draft: /* speculative decoding with the drafter */
    if (bm->drafter) {
        ox_model *d = bx_load(bm->ddir, threads, k);
        int32_t out[16];
        ox_generate_desc gd;
        ox_generate_stats st;
        c = new_ctx(m, P + 32, 16);
        CHECK(d != NULL && c != NULL);
        if (d && c) {
            memset(&gd, 0, sizeof gd);
            gd.prompt = prompt; gd.n_prompt = P; gd.max_tokens = 12; gd.ignore_eos = 1; gd.draft = d;
            gd.n_draft = ((const ox__draft_model *)d->arch_data)->n_draft;   /* fixed k: the hashes follow the rounds */
            bx_init(&bx_draft_hash);
            bx_draft_vocab = V;
            ox__draft_trace = bx_draft_record;
            CHECK(ox_generate(c, &gd, out, &st) == OX_OK && st.n_generated == 12);
            ox__draft_trace = NULL;
            bx_add(&bx_draft_hash, out, sizeof out[0] * (size_t)st.n_generated);
            bx_result(bm->name, path, threads, "draft", &bx_draft_hash);
        }
        ox_context_free(c);
        ox_model_free(d);
    }
    ox_model_free(m);
}

static int bx_row_cmp(const void *a, const void *b) {
    const bx_row *x = (const bx_row *)a, *y = (const bx_row *)b;
    int r;
    if ((r = strcmp(x->build, y->build))) return r;
    if ((r = strcmp(x->model, y->model))) return r;
    if ((r = strcmp(x->path, y->path))) return r;
    if ((r = strcmp(x->phase, y->phase))) return r;
    return strcmp(x->threads, y->threads);
}

/* Rewrite the table: rows of one (model, path, phase) whose thread counts agree become one "*" row;
   rows of other compilers and of paths this CPU lacks are kept from the old table. */
static void bx_write_table(void) {
    FILE *f;
    int i, j, fresh = bx_new.n;
    for (i = 0; i < bx_tab.n; i++) {
        const bx_row *o = &bx_tab.r[i];
        int seen = 0;
        for (j = 0; j < fresh; j++)
            if (!strcmp(bx_new.r[j].build, o->build) && !strcmp(bx_new.r[j].model, o->model) && !strcmp(bx_new.r[j].path, o->path)) seen = 1;
        if (!seen && bx_new.n < 2048) bx_new.r[bx_new.n++] = *o;
    }
    qsort(bx_new.r, (size_t)bx_new.n, sizeof bx_new.r[0], bx_row_cmp);
    if (!(f = fopen(bx_table_path(), "w"))) { fprintf(stderr, "  bitexact: cannot write %s\n", bx_table_path()); CHECK(0); return; }
    fprintf(f, "# Bit-identity table of tests/test_bitexact.c: compiler model path threads phase fnv1a64(logit bits) max|logit|\n"
               "# Rewritten by OX_RECORD_BITEXACT=1 build/oxtest bitexact. threads '*': 1 and 2 threads gave the same bits.\n");
    for (i = 0; i < bx_new.n; i++) {
        const bx_row *r = &bx_new.r[i], *n = i + 1 < bx_new.n ? &bx_new.r[i + 1] : NULL;
        if (n && !strcmp(r->build, n->build) && !strcmp(r->model, n->model) && !strcmp(r->path, n->path) && !strcmp(r->phase, n->phase) && r->h == n->h &&
            strcmp(r->threads, "*") && strcmp(n->threads, "*")) {
            fprintf(f, "%s %s %s * %s %016llx %.9g\n", r->build, r->model, r->path, r->phase, (unsigned long long)r->h, r->maxabs);
            i++;
        } else
            fprintf(f, "%s %s %s %s %s %016llx %.9g\n", r->build, r->model, r->path, r->threads, r->phase, (unsigned long long)r->h, r->maxabs);
    }
    fclose(f);
    fprintf(stderr, "  bitexact: wrote %d rows to %s\n", bx_new.n, bx_table_path());
}

static const bx_model *bx_cur_model;
static const char *bx_cur_path;
static const ox__kernels *bx_cur_kern;
static void test_bitexact_model(void) {
    bx_run(bx_cur_model, bx_cur_path, bx_cur_kern, 1);
    bx_run(bx_cur_model, bx_cur_path, bx_cur_kern, 2);
}

static void test_bitexact_no_table(void) {
    fprintf(stderr, "  bitexact: cannot read %s\n", bx_table_path());
    CHECK(0);
}

static void test_area_bitexact(void) {
    static const char *const names[] = {"g4_e2b_like", "g4_keqv_untied", "g4_moe_mm", "g4_sharded_f32", "g4_f16",
                                        "q35_long_untied", "q35_mm_tied", "q35_moe", "kjv-gemma4"};
    static const char *const g4_drafters[] = {"g4_draft_centroid", "g4_draft_plain", "g4_draft_trained"};
    static bx_model models[16];
    const char *mroot = getenv("OXINFER_MODELS") ? getenv("OXINFER_MODELS") : "models";
    int n_models = 0, i, p, skipped = 0, n_paths = 0;
    char tag[128];
    const char *e = getenv("OX_RECORD_BITEXACT");
    bx_recording = e && *e && strcmp(e, "0");
    bx_compared = bx_differ = bx_missing = 0;
    bx_new.n = 0;
    if (!bx_load_table() && !bx_recording) { RUN(test_bitexact_no_table); return; }
    if (!bx_recording) {
        int any = 0;
        for (i = 0; i < bx_tab.n; i++) if (!strcmp(bx_tab.r[i].build, bx_build())) any = 1;
        if (!any) { fprintf(stderr, "  bitexact: skipped: %s has no rows for compiler %s (record them with OX_RECORD_BITEXACT=1)\n", bx_table_path(), bx_build()); return; }
    }
    for (i = 0; i < (int)(sizeof names / sizeof names[0]); i++) {
        bx_model *bm = &models[n_models++];
        memset(bm, 0, sizeof *bm);
        bm->name = names[i];
        if (!strcmp(names[i], "kjv-gemma4")) {
            snprintf(bm->dir, sizeof bm->dir, "%s/kjv-gemma4", mroot);
            bm->drafter = "kjv-gemma4-assistant";
            snprintf(bm->ddir, sizeof bm->ddir, "%s/kjv-gemma4-assistant", mroot);
        } else snprintf(bm->dir, sizeof bm->dir, "%s/%s", fixture_root(), names[i]);
    }
    /* the drafter fixtures, each with its target g4_e2b_like */
    for (i = 0; i < 3; i++) {
        bx_model *bm = &models[n_models++];
        memset(bm, 0, sizeof *bm);
        bm->name = g4_drafters[i];
        snprintf(bm->dir, sizeof bm->dir, "%s/g4_e2b_like", fixture_root());
        bm->drafter = g4_drafters[i];
        bm->draft_only = 1;
        snprintf(bm->ddir, sizeof bm->ddir, "%s/%s", fixture_root(), g4_drafters[i]);
    }
    for (p = 0; p <= OX__ISA_COUNT; p++) {
        const ox__kernels *k = NULL;
        const char *pname;
        if (p < OX__ISA_COUNT) { k = ox__kernels_for((ox__isa)p); pname = ox__isa_names[p]; }
        else {
            pname = "bf16act";
#if defined(OX__X86)
            if (ox__isa_available(OX__ISA_AVX512BF16)) k = &ox__kernels_bf16act;
#endif
        }
        if (!k) { skipped++; fprintf(stderr, "  bitexact: path %s skipped (not on this CPU or build)\n", pname); continue; }
        n_paths++;
        for (i = 0; i < n_models; i++) {
            bx_cur_model = &models[i]; bx_cur_path = pname; bx_cur_kern = k;
            snprintf(tag, sizeof tag, "[%s %s]", models[i].name, pname);
            RUN_TAGGED(test_bitexact_model, tag);
        }
    }
    if (bx_recording) bx_write_table();
    else fprintf(stderr, "  bitexact: %d hashes compared on %d paths (%d skipped), %d differ, %d missing from the table\n",
                 bx_compared, n_paths, skipped, bx_differ, bx_missing);
}
