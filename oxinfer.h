/* oxinfer.h - local LLM inference in one C header.               public domain / MIT, see end of file

   Point it at a Hugging Face model directory (config.json, *.safetensors) and run the model on any
   CPU. No conversion step, no dependencies beyond libc, libm and pthreads. Models: Gemma 4 (text).

   USAGE
     In exactly one C or C++ file:
         #define OXINFER_IMPLEMENTATION
         #include "oxinfer.h"
     Everywhere else just #include "oxinfer.h".

         ox_model *m; ox_context *c;
         ox_model_desc md = {0}; md.path = "models/gemma-4-e2b";
         if (ox_model_load(&md, &m) != OX_OK) { puts(ox_error_message()); return 1; }
         ox_context_desc cd = {0};
         ox_context_new(m, &cd, &c);
         int32_t ids[] = {2, 651, 6037};
         ox_eval(c, ids, 3, 1);                     // logits of the last position
         const float *logits = ox_logits(c, 0);     // ox_model_vocab_size(m) floats

   CONFIGURATION (define before including the implementation)
     OX_MALLOC(sz) / OX_FREE(p)  default allocator (malloc/free); an ox_allocator in a desc wins
     OXINFER_STATIC              make every public function static
     OXINFER_NO_THREADS          no pthreads: everything runs on the calling thread
     OXINFER_NO_SIMD             scalar kernels only (the reference path)
   ENVIRONMENT
     OXINFER_ISA=scalar|avx2|avx512|avx512bf16|neon   force a kernel path (tests use it)

   CONTENTS
     1. Public API
     -- implementation (OXINFER_IMPLEMENTATION) --
     2. Platform: allocation, errors, files, mmap, time
     3. JSON parser
     4. safetensors parser
     5. Numbers: bf16/f16 conversion
     6. CPU features and kernels (scalar, AVX2, AVX-512, AVX-512-BF16, NEON), dispatch table
     7. Thread pool
     8. Model config (Gemma 4)
     9. Weights: loading and checking tensors
    10. Gemma 4 forward pass and KV cache
    11. Public API glue
    12. Tokenizer: Hugging Face tokenizer.json
    13. Text side of a model: ox_tokenizer, end-of-generation ids, chat templates
    14. Sampler
    15. Generation loop
*/
#ifndef OXINFER_H
#define OXINFER_H

/* ================================================================================================
   1. Public API
   ============================================================================================== */
/* The implementation needs POSIX (mmap, clock_gettime, pthreads). Strict -std=c99 hides them unless
   a feature macro is set before the first system header: include oxinfer.h first in that file. */
#if defined(OXINFER_IMPLEMENTATION) && !defined(_WIN32) && !defined(_POSIX_C_SOURCE) && !defined(_GNU_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include <stddef.h>
#include <stdint.h>

#ifdef OXINFER_STATIC
#define OXAPI static
#else
#define OXAPI extern
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef enum ox_result {
    OX_OK = 0,
    OX_ERR_ARG = -1,         /* a bad argument from the caller */
    OX_ERR_IO = -2,          /* a file could not be opened, read or mapped */
    OX_ERR_FORMAT = -3,      /* a file is malformed (JSON, safetensors, tensor shapes) */
    OX_ERR_UNSUPPORTED = -4, /* well-formed, but not something this library runs */
    OX_ERR_NOMEM = -5,       /* an allocation failed */
    OX_ERR_CANCELLED = -6,   /* a progress callback asked to stop */
    OX_ERR_LIMIT = -7        /* a size limit was exceeded (context length, header size, ...) */
} ox_result;

typedef struct ox_model ox_model;     /* weights + config; read-only after loading, shareable */
typedef struct ox_context ox_context; /* one sequence: KV cache, position, logits */

/* Memory hooks: both functions or neither. */
typedef struct ox_allocator {
    void *(*alloc)(size_t size, void *user);
    void (*free)(void *ptr, void *user);
    void *user;
} ox_allocator;

typedef enum ox_log_level { OX_LOG_ERROR = 0, OX_LOG_WARN = 1, OX_LOG_INFO = 2, OX_LOG_DEBUG = 3 } ox_log_level;

/* Log hook; silent when func is NULL. */
typedef struct ox_logger {
    void (*func)(ox_log_level level, const char *message, void *user);
    void *user;
} ox_logger;

/* Return non-zero to cancel (the call then returns OX_ERR_CANCELLED). done is in [0, 1]. */
typedef int (*ox_progress_fn)(float done, void *user);

typedef enum ox_load_mode {
    OX_LOAD_DEFAULT = 0, /* mmap where the platform has it, else read */
    OX_LOAD_MMAP = 1,    /* weights used in place from a read-only mapping */
    OX_LOAD_READ = 2     /* weights read into memory owned by the model */
} ox_load_mode;

/* One named file held in memory by the caller, for loading without a file system. */
typedef struct ox_file {
    const char *name; /* "config.json", "model.safetensors", "model-00001-of-00002.safetensors", ... */
    const void *data; /* must stay valid while the model lives: tensors point into it */
    size_t size;
} ox_file;

/* Zero-initialised means defaults. */
typedef struct ox_model_desc {
    const char *path;      /* a model directory (config.json + *.safetensors) */
    const ox_file *files;  /* ... or files in memory (used when path is NULL) */
    int n_files;
    ox_load_mode load_mode;
    int n_threads;         /* default thread count of contexts; 0 = all cores */
    ox_allocator allocator;
    ox_logger logger;
    ox_progress_fn progress; /* called while loading */
    void *progress_user;
    int skip_tokenizer;      /* 1: do not load tokenizer.json (the model then works on ids only) */
} ox_model_desc;

typedef struct ox_context_desc {
    int n_ctx;             /* maximum tokens in the context; 0 = min(model maximum, 4096) */
    int n_batch;           /* tokens per batched forward step; 0 = 256. Longer inputs run in steps */
    int n_threads;         /* 0 = the model's setting */
    ox_progress_fn progress; /* called during long evaluations (prefill); may cancel */
    void *progress_user;
} ox_context_desc;

/* Last error message of the calling thread: what failed, naming the file and tensor or key. */
OXAPI const char *ox_error_message(void);
OXAPI const char *ox_result_string(ox_result r);

OXAPI ox_result ox_model_load(const ox_model_desc *desc, ox_model **out);
OXAPI void ox_model_free(ox_model *model);
OXAPI int ox_model_vocab_size(const ox_model *model);
OXAPI int ox_model_hidden_size(const ox_model *model);
OXAPI int ox_model_n_layers(const ox_model *model);
OXAPI int ox_model_max_context(const ox_model *model);
OXAPI const char *ox_model_arch(const ox_model *model); /* "gemma4" */

OXAPI ox_result ox_context_new(ox_model *model, const ox_context_desc *desc, ox_context **out);
OXAPI void ox_context_free(ox_context *ctx);

/* Append n token ids at the current position and run the model over them (one batched pass).
   Logits are kept for the last n_logits of these positions (0 or 1: the last one; -1 or >= n:
   all n). The context is unchanged when an error is returned. */
OXAPI ox_result ox_eval(ox_context *ctx, const int32_t *ids, int n, int n_logits);
/* Logits of kept row i (0 = first kept row) of the last ox_eval, vocab_size floats, or NULL. */
OXAPI const float *ox_logits(const ox_context *ctx, int i);
OXAPI int ox_logits_rows(const ox_context *ctx);
OXAPI int ox_context_position(const ox_context *ctx); /* tokens held in the cache */
OXAPI int ox_context_size(const ox_context *ctx);     /* n_ctx */
/* Forget every position from n_pos on, so evaluation continues at n_pos. Sliding-window layers keep
   only their window plus n_batch positions, so going back further than n_batch positions from the
   furthest position ever evaluated returns OX_ERR_LIMIT (unless n_pos is 0, or the context is no
   larger than window + n_batch). */
OXAPI ox_result ox_truncate(ox_context *ctx, int n_pos);
OXAPI void ox_reset(ox_context *ctx);

/* Text: a Hugging Face tokenizer.json with tokenizer_config.json (BOS/EOS, add_bos_token),
   generation_config.json (eos_token_id: one id or a list) and the chat template (chat_template.jinja or
   tokenizer_config.json's "chat_template", used to pick the built-in renderer). ox_model_load loads
   them from the model directory (or desc->files) when tokenizer.json is there; ox_tokenizer_load loads
   them alone (desc->path: a directory, or the tokenizer.json file). A tokenizer is read-only and may be
   used by any number of threads at once. */
typedef struct ox_tokenizer ox_tokenizer;
OXAPI ox_result ox_tokenizer_load(const ox_model_desc *desc, ox_tokenizer **out); /* uses path/files, allocator, logger */
OXAPI void ox_tokenizer_free(ox_tokenizer *tok);
/* The model's tokenizer, or NULL (then ox_error_message() says why: no tokenizer.json, or
   skip_tokenizer). It lives as long as the model. */
OXAPI const ox_tokenizer *ox_model_tokenizer(const ox_model *model);

enum {
    OX_TOKENIZE_ADD_SPECIAL = 1,  /* add the special tokens the tokenizer adds to a text (BOS, as its
                                     post-processor or tokenizer_config.json's add_bos_token says) */
    OX_TOKENIZE_PARSE_SPECIAL = 2 /* match special-token strings in the text ("<bos>", "<|im_end|>"...);
                                     without it they are plain text. Both: HF's encode(text) */
};
/* Text to ids. *n_ids = the number of ids; when that exceeds cap, only cap are written and
   OX_ERR_LIMIT is returned (call again with more room). Invalid UTF-8 is read as U+FFFD. A NULL
   tokenizer gives OX_ERR_UNSUPPORTED ("no tokenizer"). */
OXAPI ox_result ox_tokenize(const ox_tokenizer *tok, const char *text, size_t len, int flags, int32_t *ids, int cap, int *n_ids);
enum { OX_DETOKENIZE_SKIP_SPECIAL = 1 };
/* Ids to text, as HF's decode(): *len = bytes of text; out gets them and a NUL, or OX_ERR_LIMIT when
   len + 1 > cap (out then holds a truncated, NUL-terminated prefix). */
OXAPI ox_result ox_detokenize(const ox_tokenizer *tok, const int32_t *ids, int n, int flags, char *out, size_t cap, size_t *len);
/* The bytes one token adds to a text (not NUL-terminated; may be part of a UTF-8 character). */
OXAPI ox_result ox_token_piece(const ox_tokenizer *tok, int32_t id, char *out, size_t cap, size_t *len);
OXAPI int ox_tokenizer_vocab_size(const ox_tokenizer *tok);  /* ids are below this */
OXAPI int32_t ox_tokenizer_bos(const ox_tokenizer *tok);     /* -1: none */
OXAPI int32_t ox_tokenizer_token_id(const ox_tokenizer *tok, const char *s); /* a token's id, or -1 */
/* End-of-generation ids: generation_config.json's eos_token_id (else tokenizer_config.json's
   eos_token), plus the chat template's end-of-turn token. Returns how many; writes up to cap. */
OXAPI int ox_tokenizer_eos(const ox_tokenizer *tok, int32_t *ids, int cap);

/* Chat templates, built in (no Jinja engine) and rendering exactly what the models' published Jinja
   templates render: Gemma 4 (the variants Google has published, chosen from the model's own template
   text) and Qwen 3.5. Roles: "system", "user", "assistant". */
typedef struct ox_chat_message {
    const char *role;
    const char *content;   /* UTF-8, NUL-terminated; NULL = "" */
    const char *reasoning; /* assistant turns: the thinking text (Qwen 3.5's reasoning_content); NULL = none */
} ox_chat_message;
enum {
    OX_CHAT_GENERATION_PROMPT = 1, /* end with the assistant turn's opening (add_generation_prompt) */
    OX_CHAT_THINKING = 2,          /* enable_thinking=true */
    OX_CHAT_NO_THINKING = 4        /* enable_thinking=false; neither: the template's default (Gemma 4:
                                      off, Qwen 3.5: on) */
};
/* Render messages to the prompt text (*len bytes plus a NUL; OX_ERR_LIMIT when it does not fit).
   The text carries its own special tokens (BOS included): tokenize it with OX_TOKENIZE_PARSE_SPECIAL
   only, as transformers' apply_chat_template does. OX_ERR_UNSUPPORTED when the tokenizer's chat
   template is not one of the built-in ones. */
OXAPI ox_result ox_chat_template(const ox_tokenizer *tok, const ox_chat_message *msgs, int n, int flags, char *out, size_t cap, size_t *len);

/* Generation: feeds the prompt (may be empty if the context already holds it and has logits), then
   produces up to max_tokens ids, greedily (temperature 0) or by sampling. With a drafter (a Gemma 4
   assistant model loaded with ox_model_load) it decodes speculatively: greedy output is identical to
   plain greedy decoding, sampled output has the same distribution.
   Sampling applies, in this order (as transformers does): repetition penalty (CTRL: positive logits
   divided, negative multiplied) and presence penalty (subtracted) over the last penalty_last_n tokens
   of the prompt and output; temperature; top-k; top-p (the most probable tokens until their total
   reaches top_p, the one crossing it included); min-p (tokens at least min_p times as probable as the
   most probable). Greedy takes the first largest logit after the penalties.
   Generation ends after max_tokens, after an end-of-generation id of the model's tokenizer (unless
   ignore_eos) or one of stop_ids (the stopping id is the last of out_ids), when a stop string appears
   in the text, when a callback returns non-zero, or when the context is full. The context then holds
   the prompt and every generated token but the last. A prompt that does not fit in the context gives
   OX_ERR_LIMIT (the context is unchanged); cancelling the prefill gives OX_ERR_CANCELLED (the prompt
   tokens already evaluated stay in the context). */
typedef struct ox_generate_desc {
    const int32_t *prompt;
    int n_prompt;
    int max_tokens;
    const int32_t *stop_ids; /* stop after producing one of these */
    int n_stop_ids;
    int (*on_token)(int32_t id, void *user); /* return non-zero to stop */
    void *user;
    /* sampling; all zero = greedy */
    float temperature;
    int top_k;
    float top_p, min_p;
    float repeat_penalty, presence_penalty; /* 0 = off */
    int penalty_last_n;                     /* 0 = 64 */
    uint64_t seed;                          /* same seed, same output */
    /* speculative decoding */
    ox_model *draft;         /* a gemma4_assistant model matching this context's model, or NULL */
    int n_draft;             /* tokens drafted per round; 0 = the drafter's generation_config */
    /* text (these need the model's tokenizer) */
    int (*on_text)(const char *text, size_t len, void *user); /* streamed output: whole UTF-8 characters
                                (invalid bytes become U+FFFD), never the stop string; non-zero stops */
    const char *const *stop_strings; /* end when the text contains one of these (not passed on) */
    int n_stop_strings;
    int ignore_eos;          /* 1: do not stop at the tokenizer's end-of-generation ids */
    int special_text;        /* 1: on_text also gets the text of special tokens (e.g. <|channel>) */
    ox_progress_fn progress; /* prefill progress, may cancel; NULL: the context's callback */
    void *progress_user;
} ox_generate_desc;
typedef enum ox_stop_reason {
    OX_STOP_LENGTH = 0,   /* max_tokens generated */
    OX_STOP_TOKEN = 1,    /* an end-of-generation id or one of stop_ids */
    OX_STOP_STRING = 2,   /* a stop string */
    OX_STOP_CALLBACK = 3, /* on_token or on_text returned non-zero */
    OX_STOP_CONTEXT = 4   /* the context is full */
} ox_stop_reason;
typedef struct ox_generate_stats {
    int n_prompt, n_generated;
    double prefill_seconds, decode_seconds;
    int draft_rounds, drafted, accepted; /* speculative decoding: accepted <= drafted */
    ox_stop_reason stop_reason;
} ox_generate_stats;
OXAPI ox_result ox_generate(ox_context *ctx, const ox_generate_desc *desc, int32_t *out_ids,
                            ox_generate_stats *stats);

#ifdef __cplusplus
}
#endif
#endif /* OXINFER_H */

/* ================================================================================================
   Implementation
   ============================================================================================== */
#ifdef OXINFER_IMPLEMENTATION
#ifndef OXINFER_IMPLEMENTATION_DONE
#define OXINFER_IMPLEMENTATION_DONE

#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <stdarg.h>
#include <math.h>
#include <limits.h>
#include <float.h>
#if !defined(_WIN32)
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <dirent.h>
#include <time.h>
#endif
#if !defined(OXINFER_NO_THREADS)
#include <pthread.h>
#endif

#ifndef OX_MALLOC
#define OX_MALLOC(sz) malloc(sz)
#define OX_FREE(p) free(p)
#endif

#ifdef OXINFER_STATIC
#define OXDEF static
#else
#define OXDEF
#endif

#if defined(__GNUC__) || defined(__clang__)
#define OX__THREAD_LOCAL __thread
#define OX__UNUSED __attribute__((unused))
#elif defined(_MSC_VER)
#define OX__THREAD_LOCAL __declspec(thread)
#define OX__UNUSED
#else
#define OX__THREAD_LOCAL
#define OX__UNUSED
#endif

/* ================================================================================================
   2. Platform: allocation, errors, files, mmap, time
   Owns: the caller's allocator, the per-thread error message, whole-file access.
   ============================================================================================== */

static int ox__mul_ok(size_t a, size_t b, size_t *out);
static void *ox__alloc(const ox_allocator *a, size_t n) {
    if (n == 0) n = 1;
    if (a && a->alloc) return a->alloc(n, a->user);
    return OX_MALLOC(n);
}
static void *ox__calloc(const ox_allocator *a, size_t count, size_t size) {
    size_t n;
    void *p;
    if (!ox__mul_ok(count, size, &n)) return NULL;
    p = ox__alloc(a, n);
    if (p) memset(p, 0, n);
    return p;
}
static void ox__dealloc(const ox_allocator *a, void *p) {
    if (!p) return;
    if (a && a->free) a->free(p, a->user);
    else OX_FREE(p);
}

/* Overflow-checked size arithmetic: return 0 on overflow, leaving *out unspecified. */
static int ox__mul_ok(size_t a, size_t b, size_t *out) {
    if (a && b > SIZE_MAX / a) return 0;
    *out = a * b;
    return 1;
}
static OX__UNUSED int ox__add_ok(size_t a, size_t b, size_t *out) {
    if (b > SIZE_MAX - a) return 0;
    *out = a + b;
    return 1;
}

static OX__THREAD_LOCAL char ox__errbuf[512];
/* The logger of the API call in progress on this thread, copied in at each entry point (a copy, not
   a pointer: the caller's desc may be gone by the next call). */
static OX__THREAD_LOCAL ox_logger ox__cur_logger;

/* Record the error of the current call and return its code. Messages name the file and the key
   or tensor that failed, so the caller can act on them without a debugger. */
static ox_result ox__err(ox_result code, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ox__errbuf, sizeof ox__errbuf, fmt, ap);
    va_end(ap);
    if (ox__cur_logger.func) ox__cur_logger.func(OX_LOG_ERROR, ox__errbuf, ox__cur_logger.user);
    return code;
}
static void ox__log(ox_log_level level, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    if (!ox__cur_logger.func) return;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    ox__cur_logger.func(level, buf, ox__cur_logger.user);
}

static double ox__now(void) {
#if defined(_WIN32)
    return (double)clock() / CLOCKS_PER_SEC;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
#endif
}

static int ox__cpu_count(void) {
#if defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : (n > 256 ? 256 : (int)n);
#else
    return 1;
#endif
}

/* Element types of tensors, as safetensors names them (only these are accepted). */
typedef enum ox__dtype {
    OX__F32 = 0, OX__F16 = 1, OX__BF16 = 2, OX__I32 = 3, OX__I64 = 4, OX__DTYPE_COUNT = 5
} ox__dtype;
static const char *const ox__dtype_names[OX__DTYPE_COUNT] = {"F32", "F16", "BF16", "I32", "I64"};
static const size_t ox__dtype_sizes[OX__DTYPE_COUNT] = {4, 2, 2, 4, 8};

#include "wip/json.h"       /* sections 3-4 (in progress) */
#include "wip/kernels.h"    /* sections 5-7 (in progress) */
#include "wip/model.h"      /* sections 8-10 (in progress) */
#include "wip/drafter.h"    /* Gemma 4 assistant (in progress) */
#include "wip/qwen35.h"     /* Qwen 3.5 (in progress) */
#include "wip/tokenizer.h"  /* tokenizer (in progress) */
#include "wip/sampler.h"    /* chat templates, sampler (in progress) */
#include "wip/speculative.h" /* speculative decoding loop (in progress) */
#include "wip/generate.h"   /* generation loop (in progress) */
#include "wip/api.h"        /* section 11 (in progress) */

#endif /* OXINFER_IMPLEMENTATION_DONE */
#endif /* OXINFER_IMPLEMENTATION */

/*
------------------------------------------------------------------------------
This software is available under 2 licenses -- choose whichever you prefer.
ALTERNATIVE A - MIT License. Copyright (c) 2026 the oxinfer.h authors.
Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions: The above copyright notice and this
permission notice shall be included in all copies or substantial portions of the Software.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED.
ALTERNATIVE B - Public Domain (www.unlicense.org). Anyone is free to copy, modify, publish, use,
compile, sell, or distribute this software, in source code form or as a compiled binary, for any
purpose, commercial or non-commercial, and by any means.
------------------------------------------------------------------------------
*/
