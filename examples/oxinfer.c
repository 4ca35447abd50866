/* oxinfer - command-line front end of oxinfer.h.

     oxinfer run        -m DIR -p PROMPT [options]     stream the model's answer (chat template unless --raw)
     oxinfer chat       -m DIR [options]               interactive; the context is kept between turns
     oxinfer tokenize   --tokenizer FILE|DIR TEXT      JSON array of ids (or --stdin)
     oxinfer detokenize --tokenizer FILE|DIR --ids 1,2,3   the text
     oxinfer template   -m DIR --messages FILE.json    the prompt the chat template renders
     oxinfer logits     -m DIR --ids 2,10,11 [--last K]    JSON array of the last K rows of logits
     oxinfer generate   -m DIR --ids 2,10,11 -n N      JSON array of N greedy token ids
     oxinfer perplexity -m DIR -f FILE [--ctx N]       {"tokens", "ppl", "nll"} of a text (--kl-base bf16: KL too)

   `oxinfer COMMAND --help` lists the options a command takes; they are the rows of the option
   tables below, and an option the command does not take is an error (exit code 2).
   stdout carries only the result; progress, statistics and errors go to stderr.

   The commands that load a model take --backend auto|cpu|vulkan and --gpu N. The Vulkan backend
   (oxinfer_vulkan.h) is compiled in: it needs nothing at build time (the loader is opened at run
   time), so without Vulkan installed auto simply runs on the CPU. The device used goes to stderr. */
#define OXINFER_IMPLEMENTATION
#if defined(__EMSCRIPTEN__)
#include "../oxinfer.h"          /* WebAssembly (make wasm): no Vulkan loader to open, the CPU only */
#else
#include "../oxinfer_vulkan.h"   /* brings oxinfer.h, paired with the Vulkan backend */
#endif
#include "read_file.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <math.h>
#include <time.h>
#if !defined(_WIN32)
#include <unistd.h>
#define cli_isatty(f) isatty(fileno(f))
#else
#define cli_isatty(f) 0
#endif

#define CLI_MAX_STOPS 16

typedef struct cli {
    const char *cmd, *model, *tokenizer, *prompt, *system, *messages, *text;
    const char *chat_template, *tools;   /* --chat-template FILE, --tools FILE.json */
    char *tmpl_text;                     /* the --chat-template file's text */
    int32_t *ids;
    int n_ids, last, n_gen, threads, ctx, batch;
    ox_load_mode mode;
    ox_weights weights;                  /* --weights bf16|q8|q4 */
    ox_weights draft_weights;            /* --draft-weights bf16|q8|q4 */
    const char *file, *kl_base;          /* perplexity: -f FILE, --kl-base bf16 */
    float temp, top_p, min_p, repeat_penalty, presence_penalty;
    int top_k, penalty_last_n, have_seed;
    unsigned long long seed;
    int raw, think, no_think, special, parse_special, use_stdin, no_gen_prompt, skip_special, bf16_act, int8_act;
    ox_backend_kind backend;
    int gpu;             /* --gpu N: 0-based, -1 when not given */
    const char *stops[CLI_MAX_STOPS];
    int n_stops;
    const char *draft;   /* --draft DIR: a gemma4_assistant for speculative decoding */
    int mtp;             /* --mtp: draft with the model's own MTP head */
    int n_draft, compare;
    ox_model *draft_model;
} cli;

/* ---- options --------------------------------------------------------------------------------------
   Every option is one row: its spellings, the kind of its argument, the field of `cli` it sets and its
   help line. Rows are grouped by what they serve, and each command lists the groups it accepts, so
   an option a command would ignore is an error rather than silently accepted, and `CMD --help` is
   printed from the same rows the parser reads. */

typedef enum cli_kind {
    CLI_FLAG,    /* no argument: the int field becomes 1 */
    CLI_STR,     /* const char * */
    CLI_INT,     /* int in [lo, hi] */
    CLI_FLOAT,   /* float in [lo, hi] */
    CLI_IDS,     /* "2,10,11" or "[2, 10, 11]" into ids / n_ids */
    CLI_SEED,    /* unsigned 64-bit; also sets have_seed */
    CLI_STOP,    /* appended to stops (at most CLI_MAX_STOPS) */
    CLI_MODE,    /* mmap | read */
    CLI_BACKEND, /* auto | cpu | vulkan */
    CLI_WEIGHTS  /* bf16 | q8 | q4 */
} cli_kind;

typedef struct cli_opt {
    const char *name, *alias;   /* alias: a second spelling, or NULL */
    cli_kind kind;
    size_t at;                  /* offsetof(cli, the field the option sets) */
    double lo, hi;              /* CLI_INT, CLI_FLOAT: the accepted range */
    const char *arg;            /* the argument's name in the help; NULL for a flag */
    const char *help;
} cli_opt;

#define CLI_AT(field) offsetof(cli, field)
#define CLI_END {NULL, NULL, CLI_FLAG, 0, 0, 0, NULL, NULL}

static const cli_opt cli_model_opts[] = {
    {"-m", "--model", CLI_STR, CLI_AT(model), 0, 0, "DIR", "the model directory (config.json, *.safetensors, tokenizer.json)"},
    CLI_END};
static const cli_opt cli_tokenizer_opts[] = {
    {"--tokenizer", NULL, CLI_STR, CLI_AT(tokenizer), 0, 0, "FILE|DIR", "a tokenizer.json, or the directory holding it"},
    {"-m", "--model", CLI_STR, CLI_AT(model), 0, 0, "DIR", "the tokenizer of this model directory (when --tokenizer is not given)"},
    CLI_END};
static const cli_opt cli_prompt_opts[] = {
    {"-p", "--prompt", CLI_STR, CLI_AT(prompt), 0, 0, "PROMPT", "the user's message (required)"},
    {"--raw", NULL, CLI_FLAG, CLI_AT(raw), 0, 0, NULL, "the prompt is the model's input as it is (BOS added, special tokens matched), no chat template"},
    CLI_END};
static const cli_opt cli_persona_opts[] = {
    {"--system", NULL, CLI_STR, CLI_AT(system), 0, 0, "TEXT", "a system message before the conversation"},
    {"--think", "--thinking", CLI_FLAG, CLI_AT(think), 0, 0, NULL, "let the model think first (the template's thinking switch); the thought is shown"},
    {"--no-thinking", NULL, CLI_FLAG, CLI_AT(no_think), 0, 0, NULL, "no thinking (the default)"},
    {"--chat-template", NULL, CLI_STR, CLI_AT(chat_template), 0, 0, "FILE", "render with this Jinja chat template instead of the model's"},
    CLI_END};
static const cli_opt cli_sampling_opts[] = {
    {"-n", NULL, CLI_INT, CLI_AT(n_gen), 0, 1 << 24, "N", "at most N tokens per answer (default 256)"},
    {"--temp", NULL, CLI_FLOAT, CLI_AT(temp), 0, 1e6, "T", "sampling temperature (default 0: greedy)"},
    {"--top-k", NULL, CLI_INT, CLI_AT(top_k), 0, 1 << 30, "K", "sample among the K most likely tokens (0: all)"},
    {"--top-p", NULL, CLI_FLOAT, CLI_AT(top_p), 0, 1, "P", "keep the most likely tokens until their total probability reaches P (0: off)"},
    {"--min-p", NULL, CLI_FLOAT, CLI_AT(min_p), 0, 1, "P", "keep the tokens at least P times as likely as the most likely one (0: off)"},
    {"--seed", NULL, CLI_SEED, CLI_AT(seed), 0, 0, "S", "the sampler's seed (default: a random one, printed)"},
    {"--repeat-penalty", NULL, CLI_FLOAT, CLI_AT(repeat_penalty), 0, 1e6, "R", "repetition penalty on recent tokens: positive logits divided by R, negative multiplied (0: off)"},
    {"--presence-penalty", NULL, CLI_FLOAT, CLI_AT(presence_penalty), -1e6, 1e6, "P", "subtract P from the logits of recent tokens (0: off)"},
    {"--penalty-last-n", NULL, CLI_INT, CLI_AT(penalty_last_n), -1, 1 << 24, "N", "how many recent tokens the penalties look at (0: 64, -1: all)"},
    {"--stop", NULL, CLI_STOP, CLI_AT(stops), 0, 0, "STR", "end the answer before this text (repeatable, at most 16)"},
    CLI_END};
static const cli_opt cli_draft_opts[] = {
    {"--draft", NULL, CLI_STR, CLI_AT(draft), 0, 0, "DIR", "speculative decoding with this drafter (a gemma4_assistant)"},
    {"--draft-weights", NULL, CLI_WEIGHTS, CLI_AT(draft_weights), 0, 0, "bf16|q8|q4", "the drafter's weights as stored (bf16), or quantized at load (drafts only propose tokens: the output does not change)"},
    {"--mtp", NULL, CLI_FLAG, CLI_AT(mtp), 0, 0, NULL, "speculative decoding with the model's own multi-token-prediction head (Qwen 3.5 checkpoints with mtp.* weights)"},
    {"--n-draft", NULL, CLI_INT, CLI_AT(n_draft), 1, 256, "K", "tokens drafted every round (default: adapt each round, at most the drafter's generation_config; --mtp: 3)"},
    CLI_END};
static const cli_opt cli_compare_opts[] = {
    {"--compare", NULL, CLI_FLAG, CLI_AT(compare), 0, 0, NULL, "generate again without the drafter and with it, alternated (up to 7 pairs, about 4 s), and print the median speedup of the pairs and its range (the text then appears when the generation is done: no timed run writes)"},
    CLI_END};
static const cli_opt cli_compute_opts[] = {
    {"-t", "--threads", CLI_INT, CLI_AT(threads), 1, 1024, "THREADS", "worker threads (default: one per physical core the process may run on)"},
    {"--ctx", NULL, CLI_INT, CLI_AT(ctx), 1, 1 << 24, "N", "context size in tokens (default: what the command needs, at least 4096, at most the model's maximum)"},
    {"--batch", NULL, CLI_INT, CLI_AT(batch), 1, 1 << 16, "N", "tokens per batched forward step (default 256)"},
    {"--mode", NULL, CLI_MODE, CLI_AT(mode), 0, 0, "mmap|read", "map the weights in place, or read them into memory"},
    {"--bf16-act", NULL, CLI_FLAG, CLI_AT(bf16_act), 0, 0, NULL, "batched matmuls round activations to bf16 on AVX-512-BF16 CPUs (faster prefill, logits ~1e-2 off)"},
    {"--backend", NULL, CLI_BACKEND, CLI_AT(backend), 0, 0, "auto|cpu|vulkan", "where the model runs (default auto: a Vulkan GPU when one is found and runs the model, else the CPU; a --draft model goes where the model went)"},
    {"--gpu", NULL, CLI_INT, CLI_AT(gpu), 0, 1 << 16, "N", "Vulkan device N of the loader's list (vulkaninfo's GPU N; a CPU implementation too); default: a discrete, else an integrated GPU"},
    {"--weights", NULL, CLI_WEIGHTS, CLI_AT(weights), 0, 0, "bf16|q8|q4", "compute with the weights as stored (bf16), or quantize them at load: q8 (8.5 bits a weight) or q4 (5 bits)"},
    {"--int8-act", NULL, CLI_FLAG, CLI_AT(int8_act), 0, 0, NULL, "decode on q8/q4 (or MLX) weights quantizes activations to int8 and multiplies integers (AVX2, AVX-512 VNNI, NEON: faster decode, logits ~1e-2 off)"},
    CLI_END};
static const cli_opt cli_tokenize_opts[] = {
    {"--special", NULL, CLI_FLAG, CLI_AT(special), 0, 0, NULL, "add BOS and match special tokens, as Hugging Face's encode(text)"},
    {"--parse-special", NULL, CLI_FLAG, CLI_AT(parse_special), 0, 0, NULL, "match special tokens only (for rendered chat prompts)"},
    {"--stdin", NULL, CLI_FLAG, CLI_AT(use_stdin), 0, 0, NULL, "read the text from standard input instead of the argument"},
    CLI_END};
static const cli_opt cli_detokenize_opts[] = {
    {"--ids", NULL, CLI_IDS, CLI_AT(ids), 0, 0, "1,2,3", "the token ids (required)"},
    {"--skip-special", NULL, CLI_FLAG, CLI_AT(skip_special), 0, 0, NULL, "leave out the text of special tokens"},
    CLI_END};
static const cli_opt cli_template_opts[] = {
    {"--messages", NULL, CLI_STR, CLI_AT(messages), 0, 0, "FILE.json", "an OpenAI-style array of messages ({role, content, reasoning_content, tool_calls, tool_call_id, name, ...}), given to the template as they are (required)"},
    {"--tools", NULL, CLI_STR, CLI_AT(tools), 0, 0, "FILE.json", "a JSON array of tool schemas for the template's tools"},
    {"--chat-template", NULL, CLI_STR, CLI_AT(chat_template), 0, 0, "FILE", "render with this Jinja chat template instead of the model's"},
    {"--no-generation-prompt", NULL, CLI_FLAG, CLI_AT(no_gen_prompt), 0, 0, NULL, "do not open the assistant's turn at the end"},
    {"--thinking", "--think", CLI_FLAG, CLI_AT(think), 0, 0, NULL, "set the template's thinking switch on"},
    {"--no-thinking", NULL, CLI_FLAG, CLI_AT(no_think), 0, 0, NULL, "set it off (neither: the template's default)"},
    CLI_END};
static const cli_opt cli_logits_opts[] = {
    {"--ids", NULL, CLI_IDS, CLI_AT(ids), 0, 0, "2,10,11", "the input token ids (required)"},
    {"--last", NULL, CLI_INT, CLI_AT(last), 1, 1 << 24, "K", "print the logits of the last K positions (default 1)"},
    CLI_END};
static const cli_opt cli_generate_opts[] = {
    {"--ids", NULL, CLI_IDS, CLI_AT(ids), 0, 0, "2,10,11", "the prompt's token ids (required)"},
    {"-n", NULL, CLI_INT, CLI_AT(n_gen), 0, 1 << 24, "N", "exactly N greedy tokens, end-of-generation ids included (default 16)"},
    CLI_END};

static const cli_opt cli_perplexity_opts[] = {
    {"-f", "--file", CLI_STR, CLI_AT(file), 0, 0, "FILE", "the text to score (required); scored in chunks of --ctx tokens (default 512), each starting with BOS"},
    {"--kl-base", NULL, CLI_STR, CLI_AT(kl_base), 0, 0, "bf16", "also load the model as stored and report the mean KL divergence from it and how often both pick the same top token"},
    CLI_END};

#define CLI_MAX_GROUPS 7
typedef struct cli_cmd {
    const char *name, *synopsis, *about;
    const cli_opt *groups[CLI_MAX_GROUPS];   /* the options the command accepts; NULL ends */
} cli_cmd;

static const cli_cmd cli_cmds[] = {
    {"run", "-m DIR -p PROMPT [options]", "stream the model's answer to one message (chat template unless --raw)",
     {cli_model_opts, cli_prompt_opts, cli_persona_opts, cli_sampling_opts, cli_draft_opts, cli_compare_opts, cli_compute_opts}},
    {"chat", "-m DIR [options]", "interactive conversation on standard input; the context is kept between turns",
     {cli_model_opts, cli_persona_opts, cli_sampling_opts, cli_draft_opts, cli_compute_opts, NULL}},
    {"tokenize", "--tokenizer FILE|DIR [options] TEXT | --stdin", "the token ids of a text, as a JSON array",
     {cli_tokenizer_opts, cli_tokenize_opts, NULL, NULL, NULL, NULL}},
    {"detokenize", "--tokenizer FILE|DIR --ids 1,2,3 [options]", "the text of token ids",
     {cli_tokenizer_opts, cli_detokenize_opts, NULL, NULL, NULL, NULL}},
    {"template", "-m DIR --messages FILE.json [options]", "the prompt text the chat template renders for a messages array",
     {cli_tokenizer_opts, cli_template_opts, NULL, NULL, NULL, NULL}},
    {"logits", "-m DIR --ids 2,10,11 [options]", "the logits of the last K positions, as a JSON array of rows",
     {cli_model_opts, cli_logits_opts, cli_compute_opts, NULL, NULL, NULL}},
    {"generate", "-m DIR --ids 2,10,11 -n N [options]", "N greedy token ids, as a JSON array",
     {cli_model_opts, cli_generate_opts, cli_draft_opts, cli_compare_opts, cli_compute_opts, NULL}},
    {"perplexity", "-m DIR -f FILE [options]", "the perplexity of the model on a text, as JSON {\"tokens\", \"ppl\", \"nll\"} (progress on stderr)",
     {cli_model_opts, cli_perplexity_opts, cli_compute_opts, NULL, NULL, NULL}},
};
#define CLI_N_CMDS (int)(sizeof cli_cmds / sizeof cli_cmds[0])

static const cli_cmd *cli_find_cmd(const char *name) {
    int i;
    for (i = 0; i < CLI_N_CMDS; i++) if (!strcmp(cli_cmds[i].name, name)) return &cli_cmds[i];
    return NULL;
}
static int cli_opt_is(const cli_opt *o, const char *a) { return !strcmp(a, o->name) || (o->alias && !strcmp(a, o->alias)); }
static const cli_opt *cli_find_opt(const cli_cmd *cmd, const char *a) {
    int g;
    const cli_opt *o;
    for (g = 0; g < CLI_MAX_GROUPS && cmd->groups[g]; g++)
        for (o = cmd->groups[g]; o->name; o++) if (cli_opt_is(o, a)) return o;
    return NULL;
}

static int usage(void) {
    int i;
    fprintf(stderr, "usage:");
    for (i = 0; i < CLI_N_CMDS; i++)
        fprintf(stderr, "%s oxinfer %-10s %s\n%*s%s\n", i ? "      " : "", cli_cmds[i].name, cli_cmds[i].synopsis, 26, "", cli_cmds[i].about);
    fprintf(stderr, "'oxinfer COMMAND --help' lists the options of a command.\n"
                    "stdout carries only the result; progress, statistics and errors go to stderr.\n"
                    "env: OXINFER_ISA=scalar|avx2|avx512|avx512bf16|neon forces a kernel path\n");
    return 2;
}

/* `oxinfer CMD --help`, from the command's rows (on stdout: it is what was asked for). */
static void cmd_help(const cli_cmd *cmd) {
    int g;
    const cli_opt *o;
    printf("usage: oxinfer %s %s\n%s\noptions:\n", cmd->name, cmd->synopsis, cmd->about);
    for (g = 0; g < CLI_MAX_GROUPS && cmd->groups[g]; g++)
        for (o = cmd->groups[g]; o->name; o++) {
            char spell[64];
            snprintf(spell, sizeof spell, "%s%s%s%s%s", o->name, o->alias ? ", " : "", o->alias ? o->alias : "", o->arg ? " " : "", o->arg ? o->arg : "");
            printf("  %-26s %s\n", spell, o->help);
        }
}

static int parse_int(const char *s, int lo, int hi, int *out) {
    char *end;
    long v;
    if (!s || !*s) return 0;
    v = strtol(s, &end, 10);
    if (*end || v < lo || v > hi) return 0;
    *out = (int)v;
    return 1;
}
static int parse_float(const char *s, float lo, float hi, float *out) {
    char *end;
    double v;
    if (!s || !*s) return 0;
    v = strtod(s, &end);
    if (*end || !(v >= lo && v <= hi)) return 0;
    *out = (float)v;
    return 1;
}

/* "2,10,11" -> ids; also accepts a JSON-style "[2, 10, 11]". A second --ids replaces the first. */
static int parse_ids(const char *s, cli *c) {
    size_t cap = 16;
    const char *p = s;
    free(c->ids);
    c->n_ids = 0;
    c->ids = (int32_t *)malloc(cap * sizeof(int32_t));
    if (!c->ids) return 0;
    while (*p == ' ' || *p == '[') p++;
    while (*p && *p != ']') {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 0 || v > INT32_MAX) return 0;
        if ((size_t)c->n_ids == cap) {
            int32_t *n = (int32_t *)realloc(c->ids, (cap *= 2) * sizeof(int32_t));
            if (!n) return 0;
            c->ids = n;
        }
        c->ids[c->n_ids++] = (int32_t)v;
        p = end;
        while (*p == ' ') p++;
        if (*p == ',') p++;
        else if (*p && *p != ']') return 0;
        while (*p == ' ') p++;
    }
    return c->n_ids > 0;
}

/* Set the option's field from its argument v (NULL when the command line ended); 0 if v is bad. */
static int cli_set(cli *c, const cli_opt *o, const char *v) {
    char *f = (char *)c + o->at, *end;
    if (o->kind == CLI_FLAG) { *(int *)f = 1; return 1; }
    if (!v) return 0;
    switch (o->kind) {
    case CLI_STR: *(const char **)f = v; return 1;
    case CLI_INT: return parse_int(v, (int)o->lo, (int)o->hi, (int *)f);
    case CLI_FLOAT: return parse_float(v, (float)o->lo, (float)o->hi, (float *)f);
    case CLI_IDS: return parse_ids(v, c);
    case CLI_SEED:
        c->have_seed = 1;
        if (!*v || *v == '-') return 0;
        c->seed = strtoull(v, &end, 10);
        return !*end;
    case CLI_STOP:
        if (!*v || c->n_stops >= CLI_MAX_STOPS) return 0;
        c->stops[c->n_stops++] = v;
        return 1;
    case CLI_WEIGHTS:
        if (!strcmp(v, "bf16")) *(ox_weights *)f = OX_WEIGHTS_AS_STORED;
        else if (!strcmp(v, "q8")) *(ox_weights *)f = OX_WEIGHTS_Q8;
        else if (!strcmp(v, "q4")) *(ox_weights *)f = OX_WEIGHTS_Q4;
        else return 0;
        return 1;
    case CLI_MODE:
        if (!strcmp(v, "mmap")) c->mode = OX_LOAD_MMAP;
        else if (!strcmp(v, "read")) c->mode = OX_LOAD_READ;
        else return 0;
        return 1;
    case CLI_BACKEND:
        if (!strcmp(v, "auto")) c->backend = OX_BACKEND_AUTO;
        else if (!strcmp(v, "cpu")) c->backend = OX_BACKEND_CPU;
        else if (!strcmp(v, "vulkan")) c->backend = OX_BACKEND_VULKAN;
        else return 0;
        return 1;
    default: return 0;
    }
}

static int is_cmd(const cli *c, const char *name) { return !strcmp(c->cmd, name); }

/* 1: parsed; 0: a usage error (exit code 2); -1: help was printed (exit code 0). */
static int parse_args(int argc, char **argv, cli *c) {
    const cli_cmd *cmd;
    int i;
    memset(c, 0, sizeof *c);
    c->last = 1;
    c->n_gen = -1;   /* the command's default, below */
    c->gpu = -1;
    if (argc < 2) { usage(); return 0; }
    c->cmd = argv[1];
    if (!(cmd = cli_find_cmd(c->cmd))) { fprintf(stderr, "oxinfer: unknown command '%s'\n", c->cmd); usage(); return 0; }
    for (i = 2; i < argc; i++) {
        const char *a = argv[i];
        const cli_opt *o;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) { cmd_help(cmd); return -1; }
        if (a[0] != '-' || !a[1]) {   /* a positional argument: the text of tokenize */
            if (!is_cmd(c, "tokenize") || c->text) { fprintf(stderr, "oxinfer: unexpected argument '%s'\n", a); return 0; }
            c->text = a;
            continue;
        }
        if (!(o = cli_find_opt(cmd, a))) {
            int k;
            for (k = 0; k < CLI_N_CMDS && !cli_find_opt(&cli_cmds[k], a); k++) {}
            if (k < CLI_N_CMDS) fprintf(stderr, "oxinfer: %s does not take the option '%s' ('oxinfer %s --help' lists its options)\n", cmd->name, a, cmd->name);
            else fprintf(stderr, "oxinfer: unknown option '%s' ('oxinfer %s --help' lists the options)\n", a, cmd->name);
            return 0;
        }
        if (!cli_set(c, o, o->kind == CLI_FLAG ? NULL : i + 1 < argc ? argv[i + 1] : NULL)) {
            fprintf(stderr, "oxinfer: bad or missing value for '%s'\n", a);
            return 0;
        }
        if (o->kind != CLI_FLAG) i++;
    }
    if (c->n_gen < 0) c->n_gen = is_cmd(c, "generate") ? 16 : 256;
    if (is_cmd(c, "logits") || is_cmd(c, "generate")) {
        if (!c->model) { fprintf(stderr, "oxinfer: -m DIR is required\n"); return 0; }
        if (!c->n_ids) { fprintf(stderr, "oxinfer: --ids is required\n"); return 0; }
    } else if (is_cmd(c, "perplexity")) {
        if (!c->model) { fprintf(stderr, "oxinfer: -m DIR is required\n"); return 0; }
        if (!c->file) { fprintf(stderr, "oxinfer: -f FILE is required\n"); return 0; }
        if (c->kl_base && strcmp(c->kl_base, "bf16")) { fprintf(stderr, "oxinfer: --kl-base takes bf16 (the model as stored)\n"); return 0; }
    } else if (is_cmd(c, "run") || is_cmd(c, "chat")) {
        if (!c->model) { fprintf(stderr, "oxinfer: -m DIR is required\n"); return 0; }
        if (is_cmd(c, "run") && !c->prompt) { fprintf(stderr, "oxinfer: -p PROMPT is required\n"); return 0; }
    } else {   /* tokenize, detokenize, template */
        if (!c->tokenizer) c->tokenizer = c->model;
        if (!c->tokenizer) { fprintf(stderr, "oxinfer: --tokenizer FILE (or -m DIR) is required\n"); return 0; }
        if (is_cmd(c, "tokenize") && !c->text == !c->use_stdin) { fprintf(stderr, "oxinfer: give the text or --stdin (one of them)\n"); return 0; }
        if (is_cmd(c, "detokenize") && !c->n_ids) { fprintf(stderr, "oxinfer: --ids is required\n"); return 0; }
        if (is_cmd(c, "template") && !c->messages) { fprintf(stderr, "oxinfer: --messages FILE.json is required\n"); return 0; }
    }
    if (c->think && c->no_think) { fprintf(stderr, "oxinfer: --thinking and --no-thinking exclude each other\n"); return 0; }
    return 1;
}

static void print_float(float f) {
    if (f != f) printf("NaN");
    else printf("%.9g", (double)f);
}

static int fail(const char *what) {
    fprintf(stderr, "oxinfer: %s%s%s\n", what ? what : "", what ? ": " : "", ox_error_message());
    return 1;
}

/* ---- ids and text ------------------------------------------------------------------------------ */

static void print_ids(const int32_t *ids, int n) {
    int i;
    printf("[");
    for (i = 0; i < n; i++) printf(i ? ", %d" : "%d", (int)ids[i]);
    printf("]\n");
}

/* Tokenize into a malloc'ed array. */
static ox_result tokenize_alloc(const ox_tokenizer *tok, const char *text, size_t len, int flags, int32_t **ids, int *n) {
    int cap = (int)(len < 1024 ? 1024 : len + 16);
    ox_result r;
    *ids = NULL; *n = 0;
    for (;;) {
        int32_t *b = (int32_t *)malloc((size_t)cap * sizeof(int32_t));
        if (!b) return OX_ERR_NOMEM;
        r = ox_tokenize(tok, text, len, flags, b, cap, n);
        if (r == OX_ERR_LIMIT && *n > cap) { free(b); cap = *n; continue; }
        if (r != OX_OK) { free(b); return r; }
        *ids = b;
        return OX_OK;
    }
}

static int utf8_valid(const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s, *e = p + n;
    while (p < e) {
        unsigned c = *p;
        int k, need = c < 0x80 ? 0 : c >= 0xC2 && c <= 0xDF ? 1 : c >= 0xE0 && c <= 0xEF ? 2 : c >= 0xF0 && c <= 0xF4 ? 3 : -1;
        if (need < 0 || e - p <= need) return 0;
        for (k = 1; k <= need; k++) if ((p[k] & 0xC0) != 0x80) return 0;
        if ((c == 0xE0 && p[1] < 0xA0) || (c == 0xED && p[1] > 0x9F) || (c == 0xF0 && p[1] < 0x90) || (c == 0xF4 && p[1] > 0x8F)) return 0;
        p += need + 1;
    }
    return 1;
}

static int cmd_tokenize(const cli *c, const ox_tokenizer *tok) {
    size_t len = 0;
    char *in = NULL;
    const char *text = c->text;
    int32_t *ids;
    int n;
    if (c->use_stdin) {
        if (!(in = read_stream(stdin, &len))) { fprintf(stderr, "oxinfer: cannot read standard input\n"); return 1; }
        text = in;
    } else len = strlen(text);
    if (tokenize_alloc(tok, text, len, c->special ? OX_TOKENIZE_ADD_SPECIAL | OX_TOKENIZE_PARSE_SPECIAL : c->parse_special ? OX_TOKENIZE_PARSE_SPECIAL : 0, &ids, &n) != OX_OK) { free(in); return fail("tokenize"); }
    print_ids(ids, n);
    free(ids);
    free(in);
    return 0;
}

static int cmd_detokenize(const cli *c, const ox_tokenizer *tok) {
    size_t len = 0, cap;
    char *out;
    int i;
    for (i = 0; i < c->n_ids; i++)
        if (c->ids[i] >= ox_tokenizer_vocab_size(tok)) { fprintf(stderr, "oxinfer: id %d is outside the vocabulary [0, %d)\n", (int)c->ids[i], ox_tokenizer_vocab_size(tok)); return 1; }
    if (ox_detokenize(tok, c->ids, c->n_ids, c->skip_special ? OX_DETOKENIZE_SKIP_SPECIAL : 0, NULL, 0, &len) != OX_OK && len == 0 && c->n_ids) return fail("detokenize");
    cap = len + 1;
    if (!(out = (char *)malloc(cap))) { fprintf(stderr, "oxinfer: out of memory\n"); return 1; }
    if (ox_detokenize(tok, c->ids, c->n_ids, c->skip_special ? OX_DETOKENIZE_SKIP_SPECIAL : 0, out, cap, &len) != OX_OK) { free(out); return fail("detokenize"); }
    fwrite(out, 1, len, stdout);
    if (cli_isatty(stdout)) printf("\n");
    free(out);
    return 0;
}

/* ---- chat messages ------------------------------------------------------------------------------ */

typedef struct chat {
    ox_chat_message *m;
    char **owned;   /* strings this chat allocated */
    int n, cap;
} chat;

/* Append a message; content (and reasoning, when given) are copied into one allocation. */
static int chat_add(chat *ch, const char *role, const char *content, size_t len, const char *reasoning, size_t rlen) {
    char *s = (char *)malloc(len + 1 + (reasoning ? rlen + 1 : 0));
    if (!s) return 0;
    memcpy(s, content, len);
    s[len] = 0;
    if (reasoning) { memcpy(s + len + 1, reasoning, rlen); s[len + 1 + rlen] = 0; }
    if (ch->n == ch->cap) {
        int cap = ch->cap ? 2 * ch->cap : 8;
        ox_chat_message *nm = (ox_chat_message *)realloc(ch->m, (size_t)cap * sizeof *nm);
        char **no;
        if (!nm) { free(s); return 0; }
        ch->m = nm;
        if (!(no = (char **)realloc(ch->owned, (size_t)cap * sizeof *no))) { free(s); return 0; }
        ch->owned = no;
        ch->cap = cap;
    }
    ch->owned[ch->n] = s;
    ch->m[ch->n].role = role;
    ch->m[ch->n].content = s;
    ch->m[ch->n].reasoning = reasoning ? s + len + 1 : NULL;
    ch->n++;
    return 1;
}
static void chat_pop(chat *ch) { if (ch->n) free(ch->owned[--ch->n]); }
static void chat_free(chat *ch) {
    while (ch->n) chat_pop(ch);
    free(ch->m);
    free(ch->owned);
}

/* The prompt text of d (malloc'ed), or NULL. */
static char *render_desc(const ox_tokenizer *tok, const ox_chat_desc *d, size_t *len) {
    char *out;
    if (ox_chat_render(tok, d, NULL, 0, len) != OX_ERR_LIMIT) return NULL;
    if (!(out = (char *)malloc(*len + 1))) return NULL;
    if (ox_chat_render(tok, d, out, *len + 1, len) != OX_OK) { free(out); return NULL; }
    return out;
}
static char *render(const cli *c, const ox_tokenizer *tok, const chat *ch, int flags, size_t *len) {
    ox_chat_desc d;
    memset(&d, 0, sizeof d);
    d.messages = ch->m; d.n_messages = ch->n; d.flags = flags; d.chat_template = c->tmpl_text;
    return render_desc(tok, &d, len);
}

/* template: the messages file goes to the template as it is (ox_chat_render checks it). */
static int cmd_template(const cli *c, const ox_tokenizer *tok) {
    ox_chat_desc d;
    char *msgs, *tools = NULL, *out;
    size_t len;
    memset(&d, 0, sizeof d);
    d.flags = (c->no_gen_prompt ? 0 : OX_CHAT_GENERATION_PROMPT) | (c->think ? OX_CHAT_THINKING : 0) | (c->no_think ? OX_CHAT_NO_THINKING : 0);
    d.chat_template = c->tmpl_text;
    if (!(msgs = read_file(c->messages, &len))) { fprintf(stderr, "oxinfer: cannot read %s\n", c->messages); return 1; }
    if (c->tools && !(tools = read_file(c->tools, &len))) { fprintf(stderr, "oxinfer: cannot read %s\n", c->tools); free(msgs); return 1; }
    d.messages_json = msgs;
    d.tools_json = tools;
    out = render_desc(tok, &d, &len);
    free(msgs);
    free(tools);
    if (!out) return fail("template");
    fwrite(out, 1, len, stdout);
    free(out);
    return 0;
}

/* ---- generation --------------------------------------------------------------------------------- */

static volatile sig_atomic_t interrupted;
static void on_sigint(int sig) { (void)sig; interrupted = 1; }

static int progress_bar(float done, void *user) {
    int i, w = 30, k = (int)(done * (float)w + 0.5f);
    (void)user;
    if (interrupted) return 1;
    fprintf(stderr, "\rloading [");
    for (i = 0; i < w; i++) fputc(i < k ? '#' : '.', stderr);
    fprintf(stderr, "] %3d%%", (int)(done * 100.0f + 0.5f));
    if (done >= 1.0f) fprintf(stderr, "\r%*s\r", w + 20, "");
    fflush(stderr);
    return 0;
}
static int cancel_check(float done, void *user) { (void)done; (void)user; return interrupted != 0; }
/* The library's log: why auto did not take the GPU, and Vulkan validation messages (errors the
   commands print themselves). */
static void cli_log(ox_log_level level, const char *msg, void *user) {
    (void)level; (void)user;
    if (!strncmp(msg, "backend auto:", 13) || !strncmp(msg, "Vulkan validation:", 18)) fprintf(stderr, "oxinfer: %s\n", msg);
}

typedef struct stream {
    char *buf;      /* the answer so far (chat keeps it for the history) */
    size_t n, cap;
    int last_nl;
    int hold;       /* 1: keep the text and print it when the generation is done (--compare times
                       the speculative and the plain run alike: neither writes while it is timed) */
} stream;
static int on_text(const char *text, size_t len, void *user) {
    stream *s = (stream *)user;
    if (!s->hold) {
        fwrite(text, 1, len, stdout);
        fflush(stdout);
    }
    if (s->n + len + 1 > s->cap) {
        size_t cap = 2 * (s->n + len) + 64;
        char *nb = (char *)realloc(s->buf, cap);
        if (!nb) return 1;
        s->buf = nb; s->cap = cap;
    }
    memcpy(s->buf + s->n, text, len);
    s->n += len;
    s->buf[s->n] = 0;
    s->last_nl = text[len - 1] == '\n';
    return interrupted != 0;
}

static void print_stats(const ox_generate_stats *st) {
    fprintf(stderr, "prefill: %d tokens in %.3f s (%.1f tok/s); decode: %d tokens in %.3f s (%.1f tok/s)\n",
            st->n_prompt, st->prefill_seconds, st->prefill_seconds > 0 ? st->n_prompt / st->prefill_seconds : 0.0,
            st->n_generated, st->decode_seconds,
            st->decode_seconds > 0 && st->n_generated > 1 ? (st->n_generated - 1) / st->decode_seconds : 0.0);
    if (st->draft_rounds)
        fprintf(stderr, "speculative: %d rounds, %d drafted, %d accepted (acceptance %.2f, %.2f accepted per round)\n",
                st->draft_rounds, st->drafted, st->accepted, st->drafted ? (double)st->accepted / st->drafted : 0.0,
                (double)st->accepted / st->draft_rounds);
    if (st->draft_rounds)
        fprintf(stderr, "drafts a round: mean %.2f of at most %d; 0 (plain decode steps) in %d of %d rounds\n",
                (double)st->drafted / st->draft_rounds, st->draft_kmax, st->draft_rounds_plain, st->draft_rounds);
}

/* --compare: the same generation again without the drafter and with it, alternated in pairs on a warm
   process (the first generation also pays for first touches of the weights and the drafter's
   state), neither writing while it is timed. The speedup is the median of the pairs' ratios of decode
   speed (short generations of a small model last milliseconds: one pair is mostly noise), with their
   range: at least COMPARE_PAIRS pairs, fewer when the timed decoding passes COMPARE_SECONDS. */
#define COMPARE_PAIRS 7
#define COMPARE_SECONDS 4.0
static int cmp_double(const void *x, const void *y) {
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}
static int same_tokens(const int32_t *out, const ox_generate_stats *st, const int32_t *spec_out, const ox_generate_stats *spec) {
    return st->n_generated == spec->n_generated && !memcmp(out, spec_out, (size_t)st->n_generated * sizeof(int32_t));
}
static void compare_plain(ox_context *ctx, ox_generate_desc gd, const ox_generate_stats *spec, const int32_t *spec_out) {
    ox_generate_stats st, st2;
    int32_t *out = (int32_t *)malloc(((size_t)gd.max_tokens + 1) * sizeof(int32_t));
    ox_generate_desc pd = gd;
    double ratio[COMPARE_PAIRS], tp = 0, ts = 0, spent = 0;
    int same = 1, np = 0, gp = 0, gs = 0;
    if (!out) return;
    gd.on_text = NULL;
    pd.on_text = NULL;
    pd.draft = NULL;
    pd.mtp = 0;
    while (np < COMPARE_PAIRS && (np == 0 || spent < COMPARE_SECONDS)) {
        double a, b;
        ox_reset(ctx);
        if (ox_generate(ctx, &pd, out, &st) != OX_OK) break;
        same = same && same_tokens(out, &st, spec_out, spec);
        ox_reset(ctx);
        if (ox_generate(ctx, &gd, out, &st2) != OX_OK) break;
        same = same && same_tokens(out, &st2, spec_out, spec);
        b = st.decode_seconds > 0 ? (st.n_generated - 1) / st.decode_seconds : 0;
        a = st2.decode_seconds > 0 ? (st2.n_generated - 1) / st2.decode_seconds : 0;
        if (b <= 0 || a <= 0) break;
        ratio[np++] = a / b;
        tp += st.decode_seconds; gp += st.n_generated - 1;
        ts += st2.decode_seconds; gs += st2.n_generated - 1;
        spent += st.decode_seconds + st2.decode_seconds;
    }
    if (np > 0) {
        double med;
        qsort(ratio, (size_t)np, sizeof ratio[0], cmp_double);
        med = np % 2 ? ratio[np / 2] : 0.5 * (ratio[np / 2 - 1] + ratio[np / 2]);
        fprintf(stderr, "plain decoding: %.1f tok/s; speculative %.1f tok/s: speedup %.2fx (median of %d alternated pairs, %.2f-%.2f)%s\n",
                gp / tp, gs / ts, med, np, ratio[0], ratio[np - 1],
                gd.temperature > 0 ? "" : same ? " (same tokens)" : " (TOKENS DIFFER)");
    }
    free(out);
}

static void fill_sampling(const cli *c, ox_generate_desc *gd) {
    gd->max_tokens = c->n_gen;
    gd->temperature = c->temp;
    gd->top_k = c->top_k;
    gd->top_p = c->top_p;
    gd->min_p = c->min_p;
    gd->repeat_penalty = c->repeat_penalty;
    gd->presence_penalty = c->presence_penalty;
    gd->penalty_last_n = c->penalty_last_n;
    gd->seed = c->seed;
    gd->stop_strings = c->stops;
    gd->n_stop_strings = c->n_stops;
    gd->on_text = on_text;
    gd->special_text = c->think;   /* thinking: show (and keep in the chat history) the thought markers */
    gd->progress = cancel_check;
}

static int cmd_run(const cli *c, ox_model *m, ox_context *ctx) {
    const ox_tokenizer *tok = ox_model_tokenizer(m);
    int32_t *ids = NULL, *out = NULL;
    int n = 0, rc = 1;
    size_t plen = strlen(c->prompt);
    ox_generate_desc gd;
    ox_generate_stats st;
    stream s;
    ox_result r;
    memset(&s, 0, sizeof s);
    if (!tok) return fail(NULL);
    if (!plen) { fprintf(stderr, "oxinfer: the prompt is empty\n"); return 1; }
    if (!utf8_valid(c->prompt, plen)) fprintf(stderr, "oxinfer: warning: the prompt is not valid UTF-8; invalid bytes are read as U+FFFD\n");
    if (c->raw) r = tokenize_alloc(tok, c->prompt, plen, OX_TOKENIZE_ADD_SPECIAL | OX_TOKENIZE_PARSE_SPECIAL, &ids, &n);
    else {
        chat ch;
        char *text;
        size_t len;
        memset(&ch, 0, sizeof ch);
        if ((c->system && !chat_add(&ch, "system", c->system, strlen(c->system), NULL, 0)) || !chat_add(&ch, "user", c->prompt, plen, NULL, 0)) { chat_free(&ch); fprintf(stderr, "oxinfer: out of memory\n"); return 1; }
        text = render(c, tok, &ch, OX_CHAT_GENERATION_PROMPT | (c->think ? OX_CHAT_THINKING : OX_CHAT_NO_THINKING), &len);
        chat_free(&ch);
        if (!text) return fail("chat template");
        r = tokenize_alloc(tok, text, len, OX_TOKENIZE_PARSE_SPECIAL, &ids, &n);
        free(text);
    }
    if (r != OX_OK) return fail("tokenize");
    if (!n) { fprintf(stderr, "oxinfer: the prompt has no tokens\n"); free(ids); return 1; }
    if (!(out = (int32_t *)malloc(((size_t)c->n_gen + 1) * sizeof(int32_t)))) { free(ids); fprintf(stderr, "oxinfer: out of memory\n"); return 1; }
    memset(&gd, 0, sizeof gd);
    fill_sampling(c, &gd);
    gd.prompt = ids;
    gd.n_prompt = n;
    gd.user = &s;
    gd.draft = c->draft_model;
    gd.mtp = c->mtp;
    gd.n_draft = c->n_draft;
    s.hold = c->compare && (gd.draft || gd.mtp);
    r = ox_generate(ctx, &gd, out, &st);
    if (s.hold && s.n) fwrite(s.buf, 1, s.n, stdout);
    if (r != OX_OK) fail(NULL);
    else {
        if (s.n && !s.last_nl && cli_isatty(stdout)) printf("\n");
        if (st.stop_reason == OX_STOP_CONTEXT) fprintf(stderr, "oxinfer: the context is full (%d tokens)\n", ox_context_size(ctx));
        print_stats(&st);
        if (c->compare && (gd.draft || gd.mtp)) compare_plain(ctx, gd, &st, out);
        rc = 0;
    }
    fflush(stdout);
    free(s.buf);
    free(ids);
    free(out);
    return rc;
}

/* Interactive chat: every turn renders the whole conversation, keeps the tokens the context already
   holds (the longest common prefix) and evaluates only the rest. */
static int cmd_chat(const cli *c, ox_model *m, ox_context *ctx) {
    const ox_tokenizer *tok = ox_model_tokenizer(m);
    chat ch;
    int32_t *held = NULL, *out = NULL;  /* held: the tokens in the context */
    int n_held = 0, tty = cli_isatty(stdin), rc = 0;
    char line[8192];
    memset(&ch, 0, sizeof ch);
    if (!tok) return fail(NULL);
    if (c->system && !chat_add(&ch, "system", c->system, strlen(c->system), NULL, 0)) { fprintf(stderr, "oxinfer: out of memory\n"); return 1; }
    if (!(out = (int32_t *)malloc(((size_t)c->n_gen + 1) * sizeof(int32_t))) || !(held = (int32_t *)malloc(((size_t)ox_context_size(ctx) + 1) * sizeof(int32_t)))) {
        free(out); chat_free(&ch); fprintf(stderr, "oxinfer: out of memory\n"); return 1;
    }
    if (tty) fprintf(stderr, "chat: type a message and press Enter; /reset forgets the conversation; Ctrl-D ends\n");
    for (;;) {
        size_t len, tl;
        char *text;
        int32_t *ids;
        int n, keep, i;
        ox_generate_desc gd;
        ox_generate_stats st;
        stream s;
        ox_result r;
        if (tty) { fprintf(stderr, "> "); fflush(stderr); }
        interrupted = 0;
        if (!fgets(line, sizeof line, stdin)) break;
        len = strlen(line);
        while (len && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = 0;
        if (!len) continue;
        if (!strcmp(line, "/reset")) {
            while (ch.n > (c->system ? 1 : 0)) chat_pop(&ch);
            ox_reset(ctx);
            n_held = 0;
            fprintf(stderr, "(conversation reset)\n");
            continue;
        }
        if (!chat_add(&ch, "user", line, len, NULL, 0)) { rc = 1; fprintf(stderr, "oxinfer: out of memory\n"); break; }
        text = render(c, tok, &ch, OX_CHAT_GENERATION_PROMPT | (c->think ? OX_CHAT_THINKING : OX_CHAT_NO_THINKING), &tl);
        if (!text) { fail("chat template"); chat_pop(&ch); continue; }
        r = tokenize_alloc(tok, text, tl, OX_TOKENIZE_PARSE_SPECIAL, &ids, &n);
        free(text);
        if (r != OX_OK) { fail("tokenize"); chat_pop(&ch); continue; }
        if (n >= ox_context_size(ctx)) {
            fprintf(stderr, "oxinfer: the conversation (%d tokens) no longer fits in the context (%d); /reset starts over\n", n, ox_context_size(ctx));
            free(ids); chat_pop(&ch); continue;
        }
        /* keep the common prefix of what the context holds and the new prompt (at least one token
           must be evaluated, for its logits) */
        for (keep = 0; keep < n_held && keep < n - 1 && held[keep] == ids[keep]; keep++) {}
        if (keep < ox_context_position(ctx) && ox_truncate(ctx, keep) != OX_OK) { ox_reset(ctx); keep = 0; }
        memset(&s, 0, sizeof s);
        memset(&gd, 0, sizeof gd);
        fill_sampling(c, &gd);
        gd.prompt = ids + keep;
        gd.n_prompt = n - keep;
        gd.user = &s;
        gd.draft = c->draft_model;   /* --draft / --mtp: every turn drafts (the MTP head follows the kept context) */
        gd.mtp = c->mtp;
        gd.n_draft = c->n_draft;
        r = ox_generate(ctx, &gd, out, &st);
        if (r != OX_OK && r != OX_ERR_CANCELLED) { fail(NULL); free(ids); free(s.buf); chat_pop(&ch); ox_reset(ctx); n_held = 0; continue; }
        /* the context now holds the prompt and the answer but its last token */
        for (i = 0; i < n && i < ox_context_size(ctx); i++) held[i] = ids[i];
        n_held = n;
        for (i = 0; r == OX_OK && i + 1 < st.n_generated && n_held < ox_context_size(ctx); i++) held[n_held++] = out[i];
        if (r != OX_OK || n_held != ox_context_position(ctx)) { n_held = 0; ox_reset(ctx); }
        free(ids);
        printf("\n");
        fflush(stdout);
        if (r == OX_ERR_CANCELLED) { fprintf(stderr, "(cancelled)\n"); chat_pop(&ch); free(s.buf); continue; }
        if (!chat_add(&ch, "assistant", s.buf ? s.buf : "", s.n, NULL, 0)) { free(s.buf); rc = 1; break; }
        free(s.buf);
        if (st.stop_reason == OX_STOP_CONTEXT) fprintf(stderr, "oxinfer: the context is full; /reset starts over\n");
        print_stats(&st);
    }
    free(held);
    free(out);
    chat_free(&ch);
    return rc;
}

/* log(sum_v e^(l_v)) of one row of logits */
static double log_sum_exp(const float *l, int V) {
    double mx = l[0], s = 0;
    int v;
    for (v = 1; v < V; v++) if (l[v] > mx) mx = l[v];
    for (v = 0; v < V; v++) s += exp((double)l[v] - mx);
    return mx + log(s);
}
static int argmax_row(const float *l, int V) {
    int v, b = 0;
    for (v = 1; v < V; v++) if (l[v] > l[b]) b = v;
    return b;
}
/* Perplexity of a text: the tokens (BOS first) in chunks of n_ctx, each chunk [BOS, t_a, ...,
   t_(a + n_ctx - 2)]; a chunk's first text token is context only, every later one is scored by the
   logits of the position before it. With --kl-base bf16 the model as stored runs the same chunks:
   KL(base || model) and the share of positions where both put the same token first. */
static int cmd_perplexity(const cli *c, const ox_model_desc *md, ox_model *m, ox_context *ctx, const ox_context_desc *cd) {
    const ox_tokenizer *tok = ox_model_tokenizer(m);
    ox_model *bm = NULL;
    ox_context *bc = NULL;
    char *text;
    size_t len;
    int32_t *ids = NULL, *in = NULL;
    int n = 0, V = ox_model_vocab_size(m), L = ox_context_size(ctx), a, first, chunk = 0, n_chunks, rc = 1;
    long scored = 0, same = 0;
    double nll = 0, kl = 0;
    if (!tok) return fail(NULL);
    if (L < 3) { fprintf(stderr, "oxinfer: --ctx must be at least 3 for perplexity\n"); return 1; }
    if (!(text = read_file(c->file, &len))) { fprintf(stderr, "oxinfer: cannot read %s\n", c->file); return 1; }
    if (tokenize_alloc(tok, text, len, OX_TOKENIZE_ADD_SPECIAL, &ids, &n) != OX_OK) { free(text); return fail("tokenize"); }
    free(text);
    first = n > 0 && ids[0] == ox_tokenizer_bos(tok) ? 1 : 0;   /* the text's tokens start here */
    if (n - first < 2) { fprintf(stderr, "oxinfer: %s has fewer than 2 tokens\n", c->file); free(ids); return 1; }
    if (c->kl_base) {
        ox_model_desc bd = *md;
        bd.weights = OX_WEIGHTS_AS_STORED;
        bd.int8_activations = 0;
        bd.skip_tokenizer = 1;
        bd.progress = NULL;
        if (ox_model_load(&bd, &bm) != OX_OK || ox_context_new(bm, cd, &bc) != OX_OK) { free(ids); ox_model_free(bm); return fail("--kl-base model"); }
    }
    if (!(in = (int32_t *)malloc((size_t)L * sizeof(int32_t)))) { fprintf(stderr, "oxinfer: out of memory\n"); goto out; }
    n_chunks = (n - first + L - 2) / (L - 1);
    for (a = first; a < n; a += L - 1, chunk++) {
        int cl = n - a < L - 1 ? n - a : L - 1, p0, j;
        in[0] = ox_tokenizer_bos(tok) >= 0 ? ox_tokenizer_bos(tok) : ids[a];
        memcpy(in + 1, ids + a, (size_t)cl * sizeof(int32_t));
        ox_reset(ctx);
        if (bc) ox_reset(bc);
        for (p0 = 0; p0 < cl + 1; p0 += 64) {   /* 64 rows of logits at a time */
            int nb = cl + 1 - p0 < 64 ? cl + 1 - p0 : 64;
            if (ox_eval(ctx, in + p0, nb, -1) != OX_OK || (bc && ox_eval(bc, in + p0, nb, -1) != OX_OK)) { fail(NULL); goto out; }
            for (j = 0; j < nb; j++) {
                int p = p0 + j, v;
                const float *l = ox_logits(ctx, j), *b;
                double lse;
                if (p < 1 || p + 1 > cl) continue;   /* row p predicts in[p + 1] = ids[a + p] */
                lse = log_sum_exp(l, V);
                nll += lse - (double)l[ids[a + p]];
                scored++;
                if (bc) {
                    double blse, k = 0;
                    b = ox_logits(bc, j);
                    blse = log_sum_exp(b, V);
                    for (v = 0; v < V; v++) {
                        double lp = (double)b[v] - blse;
                        k += exp(lp) * (lp - ((double)l[v] - lse));
                    }
                    kl += k;
                    same += argmax_row(b, V) == argmax_row(l, V);
                }
            }
        }
        fprintf(stderr, "perplexity: chunk %d/%d, %ld tokens, ppl %.4f\n", chunk + 1, n_chunks, scored, scored ? exp(nll / (double)scored) : 0.0);
    }
    if (!scored) { fprintf(stderr, "oxinfer: no token was scored (the text is shorter than a chunk's context)\n"); goto out; }
    printf("{\"tokens\": %ld, \"ppl\": %.6f, \"nll\": %.6f", scored, exp(nll / (double)scored), nll / (double)scored);
    if (bc) printf(", \"kl\": %.6g, \"same_top\": %.6f", kl / (double)scored, (double)same / (double)scored);
    printf("}\n");
    rc = 0;
out:
    free(in);
    free(ids);
    ox_context_free(bc);
    ox_model_free(bm);
    return rc;
}

int main(int argc, char **argv) {
    cli c;
    ox_model_desc md;
    ox_context_desc cd;
    ox_model *m = NULL;
    ox_context *ctx = NULL;
    ox_result r;
    int rc = 1, i, j, text_cmd;
    if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) { usage(); return 0; }
    if ((rc = parse_args(argc, argv, &c)) <= 0) { free(c.ids); return rc < 0 ? 0 : 2; }
    rc = 1;
    if (c.chat_template) {
        size_t tl;
        if (!(c.tmpl_text = read_file(c.chat_template, &tl))) { fprintf(stderr, "oxinfer: cannot read %s\n", c.chat_template); free(c.ids); return 1; }
        if (strlen(c.tmpl_text) != tl) { fprintf(stderr, "oxinfer: %s: the template holds a NUL byte\n", c.chat_template); free(c.tmpl_text); free(c.ids); return 1; }
    }
    if (is_cmd(&c, "tokenize") || is_cmd(&c, "detokenize") || is_cmd(&c, "template")) {
        ox_tokenizer *tok = NULL;
        memset(&md, 0, sizeof md);
        md.path = c.tokenizer;
        if (ox_tokenizer_load(&md, &tok) != OX_OK) { free(c.ids); free(c.tmpl_text); return fail(NULL); }
        rc = is_cmd(&c, "tokenize") ? cmd_tokenize(&c, tok) : is_cmd(&c, "detokenize") ? cmd_detokenize(&c, tok) : cmd_template(&c, tok);
        ox_tokenizer_free(tok);
        free(c.ids); free(c.tmpl_text);
        return rc;
    }
    text_cmd = is_cmd(&c, "run") || is_cmd(&c, "chat");
    signal(SIGINT, on_sigint);
    memset(&md, 0, sizeof md);
    md.path = c.model;
    md.load_mode = c.mode;
    md.n_threads = c.threads;
    md.skip_tokenizer = !text_cmd && !is_cmd(&c, "perplexity");   /* logits and generate work on ids */
    md.bf16_activations = c.bf16_act;
    md.int8_activations = c.int8_act;
    md.backend = c.backend;
    md.gpu = c.gpu >= 0 ? c.gpu + 1 : 0;
    md.logger.func = cli_log;
    md.weights = c.weights;
    if (text_cmd && cli_isatty(stdout)) md.progress = progress_bar;
    if ((r = ox_model_load(&md, &m)) != OX_OK) {
        fprintf(stderr, "%soxinfer: %s\n", md.progress ? "\n" : "", ox_error_message());
        free(c.ids); free(c.tmpl_text);
        return 1;
    }
    fprintf(stderr, "oxinfer: device: %s\n", ox_model_device(m));
    if (c.draft) {
        ox_model_desc dd;
        memset(&dd, 0, sizeof dd);
        dd.path = c.draft;
        dd.load_mode = c.mode;
        dd.n_threads = c.threads;
        dd.skip_tokenizer = 1;
        dd.weights = c.draft_weights;
        /* where the target runs: a drafter drafts for a target on its own backend only */
        dd.backend = strncmp(ox_model_device(m), "vulkan", 6) ? OX_BACKEND_CPU : OX_BACKEND_VULKAN;
        dd.gpu = md.gpu;
        if (ox_model_load(&dd, &c.draft_model) != OX_OK) {
            fprintf(stderr, "oxinfer: draft model: %s\n", ox_error_message());
            ox_model_free(m);
            free(c.ids); free(c.tmpl_text);
            return 1;
        }
    }
    memset(&cd, 0, sizeof cd);
    cd.n_ctx = c.ctx;
    if (!cd.n_ctx && is_cmd(&c, "perplexity")) cd.n_ctx = ox_model_max_context(m) < 512 ? ox_model_max_context(m) : 512;
    if (!cd.n_ctx) {
        int need = c.n_ids + (strcmp(c.cmd, "generate") ? 0 : c.n_gen) + 16;
        cd.n_ctx = need < ox_model_max_context(m) ? (need > 4096 ? need : 4096) : ox_model_max_context(m);
        if (cd.n_ctx > ox_model_max_context(m)) cd.n_ctx = ox_model_max_context(m);
    }
    cd.n_batch = c.batch;
    if ((r = ox_context_new(m, &cd, &ctx)) != OX_OK) {
        fprintf(stderr, "oxinfer: %s\n", ox_error_message());
        goto done;
    }
    if (text_cmd) {
        if (!c.have_seed) {
            c.seed = (unsigned long long)time(NULL) ^ ((unsigned long long)clock() << 32);
            if (c.temp > 0) fprintf(stderr, "seed: %llu\n", c.seed);
        }
        rc = is_cmd(&c, "run") ? cmd_run(&c, m, ctx) : cmd_chat(&c, m, ctx);
        goto done;
    }
    if (is_cmd(&c, "perplexity")) {
        rc = cmd_perplexity(&c, &md, m, ctx, &cd);
        goto done;
    }
    if (!strcmp(c.cmd, "logits")) {
        int V = ox_model_vocab_size(m), K = c.last > c.n_ids ? c.n_ids : c.last;
        if ((r = ox_eval(ctx, c.ids, c.n_ids, K)) != OX_OK) {
            fprintf(stderr, "oxinfer: %s\n", ox_error_message());
            goto done;
        }
        printf("[");
        for (i = 0; i < K; i++) {
            const float *l = ox_logits(ctx, i);
            printf(i ? ",\n[" : "[");
            for (j = 0; j < V; j++) { if (j) printf(","); print_float(l[j]); }
            printf("]");
        }
        printf("]\n");
    } else {
        ox_generate_desc gd;
        ox_generate_stats st;
        int32_t *out = (int32_t *)malloc(((size_t)c.n_gen + 1) * sizeof(int32_t));
        if (!out) { fprintf(stderr, "oxinfer: out of memory\n"); goto done; }
        memset(&gd, 0, sizeof gd);
        gd.prompt = c.ids;
        gd.n_prompt = c.n_ids;
        gd.max_tokens = c.n_gen;
        gd.ignore_eos = 1;   /* exactly N tokens, as before end-of-generation ids existed */
        gd.draft = c.draft_model;
        gd.mtp = c.mtp;
        gd.n_draft = c.n_draft;
        if ((r = ox_generate(ctx, &gd, out, &st)) != OX_OK) {
            fprintf(stderr, "oxinfer: %s\n", ox_error_message());
            free(out);
            goto done;
        }
        printf("[");
        for (i = 0; i < st.n_generated; i++) printf(i ? ", %d" : "%d", (int)out[i]);
        printf("]\n");
        print_stats(&st);
        if (c.compare && (gd.draft || gd.mtp)) compare_plain(ctx, gd, &st, out);
        free(out);
    }
    rc = 0;
done:
    ox_context_free(ctx);
    ox_model_free(c.draft_model);
    ox_model_free(m);
    free(c.ids); free(c.tmpl_text);
    return rc;
}
