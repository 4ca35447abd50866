/* Long runs of the shipped model (models/kjv-gemma4 and its assistant). Usage:
     long_run gen N        N/8 tokens plain, then N with the drafter (run under valgrind memcheck)
     long_run rss N        N tokens in a 256-token context, keeping its last 32 tokens each time it
                           fills; the peak RSS (VmHWM) must not grow after the first fill
   The last line is "N passed, N failed", as the test runner's. */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long status_kb(const char *key) { /* a "Vm...:" line of /proc/self/status, in kB (-1: none) */
    char line[256];
    long v = -1;
    size_t n = strlen(key);
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) return -1;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, key, n) && line[n] == ':') { v = atol(line + n + 1); break; }
    fclose(f);
    return v;
}

static int gen(ox_model *m, ox_model *d, int n) {
    ox_context *c = NULL;
    ox_context_desc cd;
    ox_generate_desc gd;
    ox_generate_stats st;
    int32_t *out = (int32_t *)malloc((size_t)n * sizeof(int32_t)), prompt[4] = {2, 651, 1010, 13};
    ox_result r;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = n + 16; cd.n_batch = 16; cd.n_threads = 1; /* valgrind runs threads one at a time: a waiting worker would only spin */
    memset(&gd, 0, sizeof gd);
    gd.prompt = prompt; gd.n_prompt = 4; gd.max_tokens = n; gd.ignore_eos = 1; gd.draft = d;
    gd.temperature = 0.8f; gd.top_p = 0.95f; gd.seed = 1;
    r = out ? ox_context_new(m, &cd, &c) : OX_ERR_NOMEM;
    if (r == OX_OK) r = ox_generate(c, &gd, out, &st);
    if (r != OX_OK) fprintf(stderr, "gen: %s\n", ox_error_message());
    else printf("gen%s: %d tokens\n", d ? " (drafter)" : "", st.n_generated);
    fflush(stdout);
    ox_context_free(c);
    free(out);
    return r == OX_OK && st.n_generated == n;
}

static int rss(ox_model *m, int n) {
    ox_context *c = NULL;
    ox_context_desc cd;
    ox_generate_desc gd;
    ox_generate_stats st;
    int32_t hist[256], out[256];
    int done = 0, nh = 4, fills = 0, ok = 1;
    long warm = -1, peak;
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = 256; cd.n_batch = 32; cd.n_threads = 2;
    if (ox_context_new(m, &cd, &c) != OX_OK) { fprintf(stderr, "rss: %s\n", ox_error_message()); return 0; }
    hist[0] = 2; hist[1] = 651; hist[2] = 1010; hist[3] = 13;
    memset(&gd, 0, sizeof gd);
    gd.ignore_eos = 1; gd.temperature = 0.9f; gd.seed = 3;
    while (done < n && ok) {
        int i;
        /* the kept tokens as the prompt of a fresh pass over the cleared context */
        ox_reset(c);
        gd.prompt = hist; gd.n_prompt = nh; gd.max_tokens = n - done < 256 - nh ? n - done : 256 - nh;
        if (ox_generate(c, &gd, out, &st) != OX_OK) { fprintf(stderr, "rss: %s\n", ox_error_message()); ok = 0; break; }
        done += st.n_generated;
        gd.seed++;
        /* keep the last 32 tokens of what the context held */
        {
            int32_t all[512];
            int na = 0;
            for (i = 0; i < nh; i++) all[na++] = hist[i];
            for (i = 0; i < st.n_generated; i++) all[na++] = out[i];
            nh = na < 32 ? na : 32;
            memcpy(hist, all + na - nh, (size_t)nh * sizeof(int32_t));
        }
        if (++fills == 2) warm = status_kb("VmHWM");
    }
    peak = status_kb("VmHWM");
    printf("rss: %d tokens in %d fills; VmHWM %ld kB after the second fill, %ld kB at the end; VmRSS %ld kB\n", done, fills,
           warm, peak, status_kb("VmRSS"));
    ox_context_free(c);
    /* flat: at most 1 MB more than after warm-up (no growth per fill) */
    if (warm < 0 || peak < 0 || peak - warm > 1024) ok = 0;
    return ok && done >= n;
}

int main(int argc, char **argv) {
    ox_model_desc md;
    ox_model *m = NULL, *d = NULL;
    int n = argc > 2 ? atoi(argv[2]) : 300, passed = 0, failed = 0;
    if (argc < 2 || n <= 0) { fprintf(stderr, "usage: long_run gen|rss N\n"); return 2; }
    memset(&md, 0, sizeof md);
    md.path = "models/kjv-gemma4"; md.n_threads = 2;
    if (ox_model_load(&md, &m) != OX_OK) { fprintf(stderr, "%s\n", ox_error_message()); printf("0 passed, 1 failed\n"); return 1; }
    if (!strcmp(argv[1], "gen")) {
        md.path = "models/kjv-gemma4-assistant";
        if (ox_model_load(&md, &d) != OX_OK) fprintf(stderr, "%s\n", ox_error_message());
        /* the N tokens with the drafter (the target's decode and verification steps, the drafter's
           rounds); a shorter plain run for the single-token decode path */
        if (gen(m, NULL, n / 8 + 1)) passed++; else failed++;
        if (d && gen(m, d, n)) passed++; else failed++;
    } else if (!strcmp(argv[1], "rss")) {
        if (rss(m, n)) passed++; else failed++;
    } else failed++;
    ox_model_free(d);
    ox_model_free(m);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
