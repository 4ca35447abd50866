#!/bin/sh
# The whole test suite: C tests (plain and sanitized), warning-free builds as C99 and C++ with gcc and
# clang, the CLI, and the NEON path under qemu when the aarch64 toolchain is installed.
# Each part reports "N passed, N failed"; the last line sums them.
B=${BUILD:-build}
total_p=0; total_f=0
tally() { # name, then the output file of a part whose last line is "N passed, N failed"
    line=$(tail -n 1 "$2")
    p=$(echo "$line" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
    f=$(echo "$line" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
    if [ -z "$p" ]; then echo "$1: did not finish"; p=0; f=1; else echo "$1: $line"; fi
    total_p=$((total_p + p)); total_f=$((total_f + f))
}
check() { # name, command: one test that passes when the command succeeds
    if sh -c "$2" > "$B/check.log" 2>&1; then total_p=$((total_p + 1)); echo "$1: ok"
    else total_f=$((total_f + 1)); echo "$1: FAILED"; cat "$B/check.log"; fi
}

"$B/oxtest" > "$B/oxtest.log"; cat "$B/oxtest.log" >&2; tally "C tests" "$B/oxtest.log"
"$B/oxtest-san" > "$B/oxtest-san.log"; tally "C tests (ASan+UBSan)" "$B/oxtest-san.log"

W="-Wall -Wextra -pedantic -Werror"
check "gcc C99 build"     "gcc -std=c99 $W -O2 -c -o $B/c1.o tests/main.c && gcc -std=c99 $W -O2 -c -o $B/c2.o examples/oxinfer.c"
check "clang C99 build"   "clang -std=c99 $W -O2 -c -o $B/c3.o tests/main.c && clang -std=c99 $W -O2 -c -o $B/c4.o examples/oxinfer.c"
check "g++ C++11 build"   "g++ -x c++ -std=c++11 $W -O2 -c -o $B/c5.o examples/oxinfer.c"
check "clang++ C++11 build" "clang++ -x c++ -std=c++11 $W -O2 -c -o $B/c6.o examples/oxinfer.c"

python3 tests/test_cli.py "$B/oxinfer" > "$B/cli.log" 2>&1; cat "$B/cli.log" >&2; tally "CLI" "$B/cli.log"

FUZZ_SECONDS=${FUZZ_SECONDS:-12} sh tests/fuzz.sh > "$B/fuzz.log"; tally "libFuzzer" "$B/fuzz.log"

if command -v aarch64-linux-gnu-gcc >/dev/null 2>&1 && command -v qemu-aarch64-static >/dev/null 2>&1; then
    # the model areas under emulation (the drafter's sampling statistics and the tokenizer corpus
    # run natively only: same code, and minutes under qemu)
    aarch64-linux-gnu-gcc -std=c99 -Wall -Wextra -pedantic -O2 -static -o "$B/oxtest-arm" tests/main.c -lm -lpthread &&
        qemu-aarch64-static "$B/oxtest-arm" json safetensors kernels model qwen35 malformed > "$B/arm.log" 2>&1
    tally "C tests (aarch64 NEON, qemu)" "$B/arm.log"
else
    echo "aarch64 NEON: skipped (install gcc-aarch64-linux-gnu and qemu-user-static)"
fi
echo "$total_p passed, $total_f failed"
[ "$total_f" = 0 ]
