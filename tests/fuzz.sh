#!/bin/sh
# Run the libFuzzer harnesses for FUZZ_SECONDS each (default 20), seeded from the fixtures.
# Prints "N passed, N failed" (one test per harness: it passes when no crash was found).
B=${BUILD:-build}
S=${FUZZ_SECONDS:-20}
mkdir -p "$B/fuzz_corpus"
python3 - "$B/fuzz_corpus" <<'PY'
import sys, os
out = sys.argv[1]
for fx in ["g4_e2b_like", "g4_keqv_untied", "g4_moe_mm"]:
    d = os.path.join("tests/fixtures", fx)
    cfg = open(os.path.join(d, "config.json"), "rb").read()
    st = open(os.path.join(d, "model.safetensors"), "rb").read()
    open(os.path.join(out, fx + "_model"), "wb").write(b"\x02" + cfg + b"\x00" + st)
    open(os.path.join(out, fx + "_json"), "wb").write(b"\x00" + cfg)
    open(os.path.join(out, fx + "_st"), "wb").write(b"\x01" + st)
PY
p=0; f=0
if "$B/fuzz_load" -max_total_time="$S" -max_len=1200000 -rss_limit_mb=4096 -artifact_prefix="$B/" "$B/fuzz_corpus" > "$B/fuzz_load.log" 2>&1; then
    p=$((p + 1)); echo "fuzz_load: $(grep '^Done' "$B/fuzz_load.log")" >&2
else
    f=$((f + 1)); echo "fuzz_load: FAILED" >&2; grep -A20 'ERROR\|runtime error' "$B/fuzz_load.log" | head -40 >&2
fi
mkdir -p "$B/fuzz_corpus_tok"
if "$B/fuzz_tokenizer" -max_total_time="$S" -rss_limit_mb=4096 -artifact_prefix="$B/" "$B/fuzz_corpus_tok" > "$B/fuzz_tokenizer.log" 2>&1; then
    p=$((p + 1)); echo "fuzz_tokenizer: $(grep '^Done' "$B/fuzz_tokenizer.log")" >&2
else
    f=$((f + 1)); echo "fuzz_tokenizer: FAILED" >&2; grep -A20 'ERROR\|runtime error' "$B/fuzz_tokenizer.log" | head -40 >&2
fi
mkdir -p "$B/fuzz_corpus_jinja"
python3 - "$B/fuzz_corpus_jinja" <<'PY'
import json, os, sys
d = "tests/fixtures/jinja"
convs = json.load(open(os.path.join(d, "conversations.json"), encoding="utf-8"))["conversations"]
for i, name in enumerate(sorted(os.listdir(os.path.join(d, "templates")))):
    t = open(os.path.join(d, "templates", name), "rb").read()
    v = json.dumps(convs[i % len(convs)]["vars"], ensure_ascii=False).encode("utf-8")
    open(os.path.join(sys.argv[1], name), "wb").write(t + b"\x00" + v)
PY
if "$B/fuzz_jinja" -max_total_time="$S" -max_len=65536 -rss_limit_mb=4096 -artifact_prefix="$B/" "$B/fuzz_corpus_jinja" > "$B/fuzz_jinja.log" 2>&1; then
    p=$((p + 1)); echo "fuzz_jinja: $(grep '^Done' "$B/fuzz_jinja.log")" >&2
else
    f=$((f + 1)); echo "fuzz_jinja: FAILED" >&2; grep -A20 'ERROR\|runtime error' "$B/fuzz_jinja.log" | head -40 >&2
fi
echo "$p passed, $f failed"
