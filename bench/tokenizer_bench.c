/* Tokenizer benchmark: load time of tokenizer.json files and encode/decode throughput (MB/s of
   UTF-8 text) on the test corpus (tests/fixtures/tokenizer/corpus.json) and on English prose.

     cc -std=c99 -O2 -o build/tokenizer_bench bench/tokenizer_bench.c -lm -lpthread
     build/tokenizer_bench [TOKENIZER_DIR ...]      (default: build/tokenizers/gemma3 build/tokenizers/qwen3)

   Each directory holds tokenizer.json and optionally tokenizer_config.json (tests/fetch_tokenizers.sh
   fetches them). Prints one line per measurement; numbers are the best of a few runs, and for the
   load also the first (a cold process, what a program pays once). make bench-tokenizer runs it. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include "../examples/read_file.h"
#include <stdio.h>
#include <stdlib.h>

/* The corpus' texts joined by newlines, repeated to about target bytes. */
static char *bench_corpus(size_t target, size_t *len) {
    size_t n, i;
    char *txt = read_file("tests/fixtures/tokenizer/corpus.json", &n), *out;
    ox__jdoc doc;
    const ox__json *c;
    ox__tbuf one, all;
    memset(&one, 0, sizeof one); memset(&all, 0, sizeof all);
    if (!txt || ox__json_parse(&doc, txt, n, "corpus.json", NULL) != OX_OK) { free(txt); return NULL; }
    for (c = ox__json_get(doc.root, "cases")->child; c; c = c->next) {
        const ox__json *t = ox__json_get(c, "text");
        if (t) { ox__tbuf_put(&one, t->str, t->n); ox__tbuf_put(&one, "\n", 1); }
    }
    for (i = 0; all.n < target; i++) ox__tbuf_put(&all, one.p, one.n);
    ox__json_free(&doc);
    free(txt);
    ox__tbuf_free(&one);
    out = all.p;
    *len = all.n;
    return out;
}
static char *bench_prose(size_t target, size_t *len) {
    static const char *const words[] = {"the", "of", "and", "to", "in", "a", "is", "that", "for", "it", "as", "was", "with",
        "be", "by", "on", "not", "he", "this", "are", "or", "his", "from", "at", "which", "but", "have", "an", "had",
        "they", "you", "were", "their", "one", "all", "we", "can", "her", "has", "there", "been", "if", "more", "when",
        "will", "would", "who", "so", "no", "language", "model", "inference", "tokenizer", "benchmark", "throughput"};
    ox__tbuf b;
    unsigned x = 12345;
    memset(&b, 0, sizeof b);
    while (b.n < target) {
        const char *w;
        x = x * 1103515245u + 12345u;
        w = words[(x >> 16) % (sizeof words / sizeof words[0])];
        ox__tbuf_put(&b, w, strlen(w));
        x = x * 1103515245u + 12345u;
        ox__tbuf_put(&b, ((x >> 16) % 13) == 0 ? ".\n" : ((x >> 16) % 7) == 0 ? ", " : " ", ((x >> 16) % 13) == 0 || ((x >> 16) % 7) == 0 ? 2 : 1);
    }
    *len = b.n;
    return b.p;
}

static void bench_encode(const ox__tokenizer *t, const char *name, const char *what, const char *text, size_t len) {
    int32_t *ids = NULL;
    size_t n = 0, dl = 0;
    double best = 1e30, dbest = 1e30;
    int rep;
    char *dec;
    for (rep = 0; rep < 3; rep++) {
        double t0 = ox__now();
        free(ids);
        if (ox__tok_encode_alloc(t, text, len, 0, 1, &ids, &n) != OX_OK) { printf("%s: encode failed: %s\n", name, ox_error_message()); return; }
        if (ox__now() - t0 < best) best = ox__now() - t0;
    }
    ox__tok_decode(t, ids, n, 0, NULL, 0, &dl);
    dec = (char *)malloc(dl + 1);
    for (rep = 0; rep < 3; rep++) {
        double t0 = ox__now();
        ox__tok_decode(t, ids, n, 0, dec, dl + 1, &dl);
        if (ox__now() - t0 < dbest) dbest = ox__now() - t0;
    }
    printf("%-8s %-7s %6.2f MB  %8zu tokens  encode %7.2f MB/s (%5.2f Mtok/s)  decode %7.1f MB/s\n", name, what, len / 1e6, n,
           len / best / 1e6, n / best / 1e6, dl / dbest / 1e6);
    free(dec);
    free(ids);
}

int main(int argc, char **argv) {
    static const char *const dflt[] = {"build/tokenizers/gemma3", "build/tokenizers/qwen3"};
    const char *const *dirs = argc > 1 ? (const char *const *)(argv + 1) : dflt;
    int nd = argc > 1 ? argc - 1 : 2, d;
    size_t clen = 0, plen = 0;
    char *corpus = bench_corpus(4u << 20, &clen), *prose = bench_prose(4u << 20, &plen);
    if (!corpus) { printf("cannot read tests/fixtures/tokenizer/corpus.json (run from the repository root)\n"); return 1; }
    for (d = 0; d < nd; d++) {
        char path[1024];
        size_t jn = 0, cn = 0;
        char *json, *cfg;
        const char *name = strrchr(dirs[d], '/') ? strrchr(dirs[d], '/') + 1 : dirs[d];
        ox__tokenizer *t = NULL;
        double best = 1e30, first = 0;
        int rep;
        snprintf(path, sizeof path, "%s/tokenizer.json", dirs[d]);
        if (!(json = read_file(path, &jn))) { printf("%s: cannot read %s\n", name, path); continue; }
        snprintf(path, sizeof path, "%s/tokenizer_config.json", dirs[d]);
        cfg = read_file(path, &cn);
        for (rep = 0; rep < 3; rep++) {
            double t0 = ox__now(), dt;
            ox__tok_free(t);
            if (ox__tok_load(&t, json, jn, cfg, cn, name, NULL) != OX_OK) { printf("%s: load failed: %s\n", name, ox_error_message()); t = NULL; break; }
            dt = ox__now() - t0;
            if (!rep) first = dt;
            if (dt < best) best = dt;
        }
        if (t) {
            ox__jdoc doc;
            double t0 = ox__now(), jt;
            ox__json_parse_lazy(&doc, json, jn, name, NULL, ox__tok_lazy);   /* the pass the load makes */
            jt = ox__now() - t0;
            ox__json_free(&doc);
            printf("%-8s load %.3f s first, %.3f s best (%.1f MB tokenizer.json; its JSON pass alone %.3f s), %d ids\n", name, first, best, jn / 1e6, jt, ox__tok_vocab_size(t));
            bench_encode(t, name, "corpus", corpus, clen);
            bench_encode(t, name, "prose", prose, plen);
        }
        ox__tok_free(t);
        free(json); free(cfg);
    }
    free(corpus); free(prose);
    return 0;
}
