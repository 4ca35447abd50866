/* minimal.c - the smallest program that embeds oxinfer.h: load a model, feed token ids, print the
   five most likely next tokens.   cc -O2 minimal.c -lm -lpthread && ./a.out MODEL_DIR 2 10 11 */
#define OXINFER_IMPLEMENTATION
#include "../oxinfer.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *model;
    ox_context *ctx;
    int32_t ids[64];
    int n = 0, i, k;
    if (argc < 3) { fprintf(stderr, "usage: %s MODEL_DIR ID [ID ...]\n", argv[0]); return 2; }
    memset(&md, 0, sizeof md);   /* zero: every option at its default */
    memset(&cd, 0, sizeof cd);
    for (i = 2; i < argc && n < 64; i++) ids[n++] = (int32_t)atoi(argv[i]);
    md.path = argv[1];
    if (ox_model_load(&md, &model) != OX_OK) { fprintf(stderr, "%s\n", ox_error_message()); return 1; }
    if (ox_context_new(model, &cd, &ctx) != OX_OK || ox_eval(ctx, ids, n, 1) != OX_OK) {
        fprintf(stderr, "%s\n", ox_error_message());
        return 1;
    }
    {
        const float *logits = ox_logits(ctx, 0);
        int V = ox_model_vocab_size(model), best[5] = {-1, -1, -1, -1, -1};
        for (i = 0; i < V; i++)                        /* keep the top five, in order */
            for (k = 0; k < 5; k++)
                if (best[k] < 0 || logits[i] > logits[best[k]]) {
                    memmove(best + k + 1, best + k, (size_t)(4 - k) * sizeof best[0]);
                    best[k] = i;
                    break;
                }
        for (k = 0; k < 5 && best[k] >= 0; k++) printf("%6d  %.4f\n", best[k], (double)logits[best[k]]);
    }
    ox_context_free(ctx);
    ox_model_free(model);
    return 0;
}
