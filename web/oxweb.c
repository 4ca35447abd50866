/* oxweb: the few entry points the demo page's worker (web/worker.js) calls on oxinfer.h compiled to
   WebAssembly (make web). The page hands the model's files over as bytes in the wasm heap (no file
   system: ox_model_desc.files), renders the conversation with the model's chat template, and
   streams the reply through oxw_on_text (a JS function of the worker). Stopping: on_token asks
   oxw_should_stop (the worker reads a flag the page sets in a SharedArrayBuffer where the page is
   cross-origin isolated; elsewhere the page ends the worker). Built with OXW_WEBGPU (oxweb-gpu.js,
   with Asyncify), it runs the model on the WebGPU device the worker opened (oxinfer_webgpu.h); the
   worker then calls oxw_load and oxw_generate through ccall with {async: true}. */
#define OXINFER_IMPLEMENTATION
#ifdef OXW_WEBGPU
#define OXINFER_WEBGPU
#endif
#include "../oxinfer.h"
#ifdef OXW_WEBGPU
#include "../oxinfer_webgpu.h"
#endif
#include <emscripten.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

EM_JS(int, oxw_js_text, (const char *text, int len), { return Module.onText(UTF8ToString(text, len)) | 0; })
EM_JS(int, oxw_js_stop, (void), { return Module.shouldStop() | 0; })
EM_JS(void, oxw_js_progress, (float done), { Module.onProgress(done); })

static ox_model *oxw_model;
static ox_context *oxw_ctx;
static ox_file *oxw_files;
static char oxw_err[1024];
static char *oxw_prompt;
static ox_generate_stats oxw_stats;

static int oxw_fail(const char *what, ox_result r) {
    snprintf(oxw_err, sizeof oxw_err, "%s: %s", what, ox_error_message());
    return (int)r ? (int)r : 1;
}
static int oxw_progress(float done, void *user) { (void)user; oxw_js_progress(done); return 0; }

EMSCRIPTEN_KEEPALIVE const char *oxw_error(void) { return oxw_err; }

EMSCRIPTEN_KEEPALIVE void oxw_free(void) {
    int i;
    ox_context_free(oxw_ctx); oxw_ctx = NULL;
    ox_model_free(oxw_model); oxw_model = NULL;
    if (oxw_files) for (i = 0; oxw_files[i].name; i++) { free((void *)oxw_files[i].name); free((void *)oxw_files[i].data); }
    free(oxw_files); oxw_files = NULL;
    free(oxw_prompt); oxw_prompt = NULL;
}

/* names[i] (malloc'ed strings), data[i] (malloc'ed, size[i] bytes): taken over by the model.
   ids_only: a model without tokenizer.json, for oxw_logits; n_batch 0: the default. */
EMSCRIPTEN_KEEPALIVE int oxw_load(char **names, void **data, size_t *size, int n, int n_threads, int n_ctx, int ids_only, int n_batch) {
    ox_model_desc md;
    ox_context_desc cd;
    ox_result r;
    int i;
    oxw_free();
    oxw_err[0] = 0;
    oxw_files = (ox_file *)calloc((size_t)n + 1, sizeof *oxw_files);
    if (!oxw_files) { snprintf(oxw_err, sizeof oxw_err, "out of memory for the file list"); return 1; }
    for (i = 0; i < n; i++) { oxw_files[i].name = names[i]; oxw_files[i].data = data[i]; oxw_files[i].size = size[i]; }
    memset(&md, 0, sizeof md);
    md.files = oxw_files;
    md.n_files = n;
    md.n_threads = n_threads;
#ifdef OXW_WEBGPU
    md.backend = OX_BACKEND_WEBGPU;
#else
    md.backend = OX_BACKEND_CPU;
#endif
    md.progress = oxw_progress;
    r = ox_model_load(&md, &oxw_model);
    if (r != OX_OK) { oxw_model = NULL; return oxw_fail("loading the model", r); }
    if (!ids_only && !ox_model_tokenizer(oxw_model)) { snprintf(oxw_err, sizeof oxw_err, "the model has no tokenizer.json"); return 1; }
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = n_ctx;
    cd.n_batch = n_batch;
    r = ox_context_new(oxw_model, &cd, &oxw_ctx);
    if (r != OX_OK) { oxw_ctx = NULL; return oxw_fail("creating the context", r); }
    return 0;
}

EMSCRIPTEN_KEEPALIVE const char *oxw_device(void) { return oxw_model ? ox_model_device(oxw_model) : ""; }
EMSCRIPTEN_KEEPALIVE const char *oxw_arch(void) { return oxw_model ? ox_model_arch(oxw_model) : ""; }

/* The prompt the model's chat template makes of a JSON array of messages (raw: the last message's
   content as it is); NULL with oxw_error() set when it fails. */
EMSCRIPTEN_KEEPALIVE const char *oxw_render(const char *messages_json, int raw) {
    ox_chat_desc d;
    size_t len = 0, cap = 1 << 16;
    ox_result r;
    if (!oxw_model) { snprintf(oxw_err, sizeof oxw_err, "no model loaded"); return NULL; }
    if (raw) return NULL;
    memset(&d, 0, sizeof d);
    d.messages_json = messages_json;
    d.flags = OX_CHAT_GENERATION_PROMPT;
    for (;;) {
        free(oxw_prompt);
        oxw_prompt = (char *)malloc(cap);
        if (!oxw_prompt) { snprintf(oxw_err, sizeof oxw_err, "out of memory for the prompt"); return NULL; }
        r = ox_chat_render(ox_model_tokenizer(oxw_model), &d, oxw_prompt, cap, &len);
        if (r == OX_OK) return oxw_prompt;
        if (len + 1 > cap && cap < (1u << 26)) { cap = len + 1; continue; }
        oxw_fail("the chat template", r);
        return NULL;
    }
}

static int oxw_on_text(const char *text, size_t len, void *user) { (void)user; return oxw_js_text(text, (int)len); }
static int oxw_on_token(int32_t id, void *user) { (void)id; (void)user; return oxw_js_stop(); }

/* Generates from prompt (special tokens in it parsed; raw: a <bos> added), from an empty context. */
EMSCRIPTEN_KEEPALIVE int oxw_generate(const char *prompt, int raw, int max_tokens, float temperature, int seed) {
    const ox_tokenizer *tok;
    ox_generate_desc g;
    int32_t *ids = NULL, *out = NULL;
    int n = 0, cap, rc = 0;
    ox_result r;
    if (!oxw_ctx) { snprintf(oxw_err, sizeof oxw_err, "no model loaded"); return 1; }
    tok = ox_model_tokenizer(oxw_model);
    cap = (int)strlen(prompt) + 8;
    ids = (int32_t *)malloc((size_t)cap * sizeof *ids);
    out = (int32_t *)malloc((size_t)(max_tokens > 0 ? max_tokens : 1) * sizeof *out);
    if (!ids || !out) { snprintf(oxw_err, sizeof oxw_err, "out of memory"); rc = 1; goto done; }
    r = ox_tokenize(tok, prompt, strlen(prompt), raw ? OX_TOKENIZE_ADD_SPECIAL : OX_TOKENIZE_PARSE_SPECIAL, ids, cap, &n);
    if (r != OX_OK) { rc = oxw_fail("tokenizing the prompt", r); goto done; }
    ox_reset(oxw_ctx);
    memset(&g, 0, sizeof g);
    g.prompt = ids;
    g.n_prompt = n;
    g.max_tokens = max_tokens;
    g.temperature = temperature;
    g.seed = (uint64_t)seed;
    g.on_token = oxw_on_token;
    g.on_text = oxw_on_text;
    r = ox_generate(oxw_ctx, &g, out, &oxw_stats);
    if (r != OX_OK) rc = oxw_fail("generating", r);
done:
    free(ids);
    free(out);
    return rc;
}
/* The logits of the last `last` of n ids evaluated from an empty context (last rows of vocab floats,
   contiguous), or NULL with oxw_error() set. The tests compare them with transformers' reference.
   back > 0: the ids evaluated, the context truncated by back positions and the last back ids
   evaluated again (the logits then of the last min(last, back)): a backend's truncation under test. */
EMSCRIPTEN_KEEPALIVE const float *oxw_logits(const int32_t *ids, int n, int last, int back) {
    ox_result r;
    if (!oxw_ctx) { snprintf(oxw_err, sizeof oxw_err, "no model loaded"); return NULL; }
    ox_reset(oxw_ctx);
    if (back > 0 && back < n) {
        r = ox_eval(oxw_ctx, ids, n, 1);
        if (r == OX_OK) r = ox_truncate(oxw_ctx, n - back);
        if (r == OX_OK) r = ox_eval(oxw_ctx, ids + n - back, back, last);
    } else r = ox_eval(oxw_ctx, ids, n, last);
    if (r != OX_OK) { oxw_fail("evaluating", r); return NULL; }
    return ox_logits(oxw_ctx, 0);
}
EMSCRIPTEN_KEEPALIVE int oxw_vocab(void) { return oxw_model ? ox_model_vocab_size(oxw_model) : 0; }

EMSCRIPTEN_KEEPALIVE int oxw_n_prompt(void) { return oxw_stats.n_prompt; }
EMSCRIPTEN_KEEPALIVE int oxw_n_generated(void) { return oxw_stats.n_generated; }
EMSCRIPTEN_KEEPALIVE double oxw_prefill_seconds(void) { return oxw_stats.prefill_seconds; }
EMSCRIPTEN_KEEPALIVE double oxw_decode_seconds(void) { return oxw_stats.decode_seconds; }
