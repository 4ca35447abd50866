#!/bin/sh
# Run the libFuzzer harnesses for FUZZ_SECONDS each (default 12), seeded from tests/fuzz_corpus/<harness>/
# (read only: new inputs go to $FUZZ_OUT/<harness>/, default $BUILD/fuzz_work).
#   sh tests/fuzz.sh [harness ...]      default: every $BUILD/fuzz_* binary
# Inputs that once crashed a harness, tests/fixtures/fuzz_regressions/<harness>-*, are run first.
# FUZZ_JOBS=N runs N processes of each harness, and all harnesses at once (FUZZ_JOBS_<harness>=N
# overrides it for one); they share the harness's corpus folder. FUZZ_RUN prefixes each command (e.g.
# a dynamic loader of carried libraries). Memory is bounded in every harness (-rss_limit_mb,
# -malloc_limit_mb), so an input that makes the library ask for unbounded memory is a finding too.
# FUZZ_TIMEOUT: seconds one input may take (default 25; more on a loaded machine).
# Prints one line per harness (executions summed over its processes) and "N passed, N failed" (a
# harness passes when nothing was found).
B=${BUILD:-build}
S=${FUZZ_SECONDS:-12}
J=${FUZZ_JOBS:-1}
R=$(pwd)
O=${FUZZ_OUT:-$R/$B/fuzz_work}
C=$R/tests/fuzz_corpus
COMMON="-rss_limit_mb=2048 -malloc_limit_mb=1024 -timeout=${FUZZ_TIMEOUT:-25} -print_final_stats=1"
if [ $# = 0 ]; then
    for b in "$B"/fuzz_*; do [ -x "$b" ] && [ -f "$b" ] && set -- "$@" "$(basename "$b")"; done
fi
mkdir -p "$O"

# per harness: the longest input and a dictionary (the Jinja engine's harness, fuzz_jinja, gets its
# options here too)
opts_for() {
    case "$1" in
    fuzz_load)      echo "-max_len=1200000 -dict=$C/json.dict" ;;
    fuzz_config)    echo "-max_len=8192 -dict=$C/json.dict" ;;
    fuzz_shards)    echo "-max_len=65536 -dict=$C/json.dict" ;;
    fuzz_tokconfig) echo "-max_len=16384 -dict=$C/json.dict" ;;
    fuzz_tokenizer) echo "-max_len=131072 -dict=$C/tokenizer.dict" ;;
    fuzz_tokenize)  echo "-max_len=4096" ;;
    fuzz_chat)      echo "-max_len=8192 -dict=$C/chat.dict" ;;
    fuzz_jinja)     echo "-max_len=65536" ;;
    esac
}
seeds_for() {
    [ -d "$C/$1" ] && echo "$C/$1"
    if [ "$1" = fuzz_jinja ]; then   # each corpus template with one conversation's variables
        mkdir -p "$O/fuzz_jinja_seeds"
        python3 - "$O/fuzz_jinja_seeds" <<'PY'
import json, os, sys
d = "tests/fixtures/jinja"
convs = json.load(open(os.path.join(d, "conversations.json"), encoding="utf-8"))["conversations"]
for i, name in enumerate(sorted(os.listdir(os.path.join(d, "templates")))):
    t = open(os.path.join(d, "templates", name), "rb").read()
    v = json.dumps(convs[i % len(convs)]["vars"], ensure_ascii=False).encode("utf-8")
    open(os.path.join(sys.argv[1], name), "wb").write(t + b"\x00" + v)
PY
        echo "$O/fuzz_jinja_seeds"
    fi
    if [ "$1" = fuzz_load ]; then   # one model input of each kind from the fixtures (1 MB each: not committed)
        mkdir -p "$O/fuzz_load_fixtures"
        python3 - "$O/fuzz_load_fixtures" <<'PY'
import sys, os
out = sys.argv[1]
for fx in ["g4_e2b_like", "g4_keqv_untied", "g4_moe_mm", "q35_moe"]:
    d = os.path.join("tests/fixtures", fx)
    cfg = open(os.path.join(d, "config.json"), "rb").read()
    st = open(os.path.join(d, "model.safetensors"), "rb").read()
    open(os.path.join(out, fx + "_model"), "wb").write(b"\x02" + cfg + b"\x00" + st)
    open(os.path.join(out, fx + "_st"), "wb").write(b"\x01" + st)
PY
        echo "$O/fuzz_load_fixtures"
    fi
}
found() { grep -q '^==[0-9]*==ERROR\|runtime error\|deadly signal\|^SUMMARY' "$@" 2>/dev/null; }
show() { grep -h -B2 -A24 '^==[0-9]*==ERROR\|runtime error\|deadly signal' "$@" 2>/dev/null | head -60 >&2; }

p=0; f=0; todo=""
for h in "$@"; do
    regs=$(ls "$R"/tests/fixtures/fuzz_regressions/"$h"-* 2>/dev/null)
    if [ -n "$regs" ] && ! $FUZZ_RUN "$B/$h" $COMMON $(opts_for "$h") $regs > "$O/$h.regressions.log" 2>&1; then
        f=$((f + 1)); echo "$h: FAILED on a regression input (log: $O/$h.regressions.log)" >&2
        show "$O/$h.regressions.log"
        continue
    fi
    eval "n=\${FUZZ_JOBS_$h:-$J}"
    mkdir -p "$O/$h"
    rm -f "$O/$h".*.log
    seeds=$(seeds_for "$h")
    i=1
    while [ "$i" -le "$n" ]; do
        if [ "$J" = 1 ] && [ "$n" = 1 ]; then   # one at a time
            $FUZZ_RUN "$B/$h" $COMMON $(opts_for "$h") -max_total_time="$S" -artifact_prefix="$O/$h-$i-" "$O/$h" $seeds > "$O/$h.$i.log" 2>&1
            echo $? > "$O/$h.$i.rc"
        else
            ( $FUZZ_RUN "$B/$h" $COMMON $(opts_for "$h") -max_total_time="$S" -artifact_prefix="$O/$h-$i-" "$O/$h" $seeds > "$O/$h.$i.log" 2>&1
              echo $? > "$O/$h.$i.rc" ) &
        fi
        i=$((i + 1))
    done
    todo="$todo $h"
done
wait
for h in $todo; do
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$O/$h".*.log | awk '{s += $1} END {print s + 0}')
    n=$(ls "$O/$h".*.log | wc -l)
    if ! grep -qv '^0$' "$O/$h".*.rc && ! found "$O/$h".*.log; then
        p=$((p + 1)); echo "$h: ok, $runs runs, $n x ${S} s, corpus $(ls "$O/$h" | wc -l) inputs" >&2
    else
        f=$((f + 1)); echo "$h: FAILED, $runs runs (logs: $O/$h.*.log; inputs: $O/$h-*)" >&2
        show "$O/$h".*.log
    fi
done
echo "$p passed, $f failed"
[ "$f" = 0 ]
