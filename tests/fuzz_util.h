/* Shared pieces of the libFuzzer harnesses (tests/fuzz_*.c): reading fixture files once (with
   examples/read_file.h), splitting an input into parts, and a budgeted allocator.

   Fixtures are read from $OX_FUZZ_ROOT (default: the working directory, the repository root), so
   the harnesses also run from a copied folder; the real tokenizers from $OX_FUZZ_TOKENIZERS
   (default build/tokenizers, filled by `make tokenizers`).

   The budgeted allocator: inputs of a few kilobytes can legitimately promise gigabytes (a config's
   hidden size times its layers, a tokenizer id of 10^8); the library sizes such storage before it
   can tell that the files do not back it. The harnesses hand the library an allocator with a
   budget (FZ_BUDGET_MB of live memory, default 768) that refuses what goes past it, so those
   inputs take the library's out-of-memory path (which must then be clean) instead of ending the
   run at -rss_limit_mb. Allocations that bypass the allocator are still bounded by libFuzzer's
   -malloc_limit_mb. With FZ_STRICT_BUDGET=1 an over-budget request aborts instead, to find the
   inputs that ask for that much. */
#ifndef OX_FUZZ_UTIL_H
#define OX_FUZZ_UTIL_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include "../examples/read_file.h"   /* read_file: the whole-file reader the CLI, tests and benchmarks use */

typedef struct fz_blob { unsigned char *data; size_t size; } fz_blob;

/* root-relative (or absolute) path; *out->data is NULL when the file is not there */
/* A model that loaded: a small context, one evaluation of three ids, then everything freed (the
   load harnesses share this, so an accepted file is also run). */
static OX__UNUSED void fz_eval_and_free(ox_model *m) {
    ox_context_desc cd;
    ox_context *c = NULL;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 8;
    if (ox_context_new(m, &cd, &c) == OX_OK) {
        int32_t ids[3] = {0, 1, 2};
        ox_eval(c, ids, 3, 1);
        ox_context_free(c);
    }
    ox_model_free(m);
}
static int fz_read(const char *root_env, const char *root_default, const char *rel, fz_blob *out) {
    const char *root = getenv(root_env);
    char path[4096];
    if (!root || !*root) root = root_default;
    snprintf(path, sizeof path, "%s/%s", root, rel);
    out->size = 0;
    out->data = (unsigned char *)read_file(path, &out->size);
    if (!out->data) out->size = 0;
    return out->data != NULL;
}
static int fz_fixture(const char *rel, fz_blob *out) { return fz_read("OX_FUZZ_ROOT", ".", rel, out); }
static void fz_path(char *buf, size_t cap, const char *root_env, const char *root_default, const char *rel) {
    const char *root = getenv(root_env);
    if (!root || !*root) root = root_default;
    snprintf(buf, cap, "%s/%s", root, rel);
}

/* A fixture the harness cannot run without: stop at start-up with the path (the harness only). */
static void fz_need(const char *rel, fz_blob *out) {
    if (!fz_fixture(rel, out)) { fprintf(stderr, "fuzz: cannot read %s (run from the repository root or set OX_FUZZ_ROOT)\n", rel); abort(); }
}

/* Split data at each occurrence of sep (sl bytes, NULs allowed) into at most max parts (the last takes the rest).
   Returns the number of parts (at least 1). */
static int fz_split(const uint8_t *data, size_t size, const char *sep, size_t sl, const uint8_t **part, size_t *len, int max) {
    size_t start = 0, i = 0;
    int n = 0;
    while (n < max - 1 && i + sl <= size) {
        if (!memcmp(data + i, sep, sl)) {
            part[n] = data + start; len[n] = i - start; n++;
            i += sl; start = i;
        } else i++;
    }
    part[n] = data + start; len[n] = size - start; n++;
    return n;
}

/* the budgeted allocator (see above); a size header keeps the live total */
typedef struct fz_budget { size_t live, cap; int strict; } fz_budget;
static fz_budget fz_mem;
typedef union fz_hdr { size_t n; long double ld; void *p; long long ll; } fz_hdr; /* aligned as malloc's */
static pthread_mutex_t fz_mem_lock = PTHREAD_MUTEX_INITIALIZER;

static void fz_budget_init(void) {
    const char *mb = getenv("FZ_BUDGET_MB"), *st = getenv("FZ_STRICT_BUDGET");
    fz_mem.cap = (size_t)(mb && atoi(mb) > 0 ? atoi(mb) : 768) << 20;
    fz_mem.strict = st && *st == '1';
    fz_mem.live = 0;
}
static void *fz_alloc(size_t size, void *user) {
    fz_hdr *h;
    (void)user;
    pthread_mutex_lock(&fz_mem_lock);
    if (fz_mem.live + sizeof *h > fz_mem.cap || size > fz_mem.cap - fz_mem.live - sizeof *h) {
        if (fz_mem.strict) { fprintf(stderr, "fuzz: allocation of %zu bytes over the budget (%zu live)\n", size, fz_mem.live); abort(); }
        pthread_mutex_unlock(&fz_mem_lock);
        return NULL;
    }
    fz_mem.live += size + sizeof *h;
    pthread_mutex_unlock(&fz_mem_lock);
    if (!(h = (fz_hdr *)malloc(sizeof *h + size))) {
        pthread_mutex_lock(&fz_mem_lock); fz_mem.live -= size + sizeof *h; pthread_mutex_unlock(&fz_mem_lock);
        return NULL;
    }
    h->n = size;
    return h + 1;
}
static void fz_free(void *p, void *user) {
    fz_hdr *h;
    (void)user;
    if (!p) return;
    h = (fz_hdr *)p - 1;
    pthread_mutex_lock(&fz_mem_lock);
    fz_mem.live -= h->n + sizeof *h;
    pthread_mutex_unlock(&fz_mem_lock);
    free(h);
}
static ox_allocator fz_allocator(void) {
    ox_allocator a;
    if (!fz_mem.cap) fz_budget_init();
    a.alloc = fz_alloc; a.free = fz_free; a.user = NULL;
    return a;
}
/* after each input: everything the library took must have been given back */
static void fz_check_leak(const char *what) {
    if (fz_mem.live) { fprintf(stderr, "fuzz: %s left %zu bytes allocated\n", what, fz_mem.live); abort(); }
}
#endif
