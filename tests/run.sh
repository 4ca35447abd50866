#!/bin/sh
# The whole test suite: C tests (plain and sanitized), warning-free builds as C99 and C++ with gcc and
# clang (the benchmarks' sources too), examples/minimal.c against the shipped model, the CLI, the
# Vulkan kernels (on lavapipe where no GPU is), the WebAssembly build under node (with emscripten), and
# the NEON path under qemu when the aarch64 toolchain is installed.
# Each part reports "N passed, N failed"; the last line sums them.
# The single-threaded long parts (valgrind then the sanitized C tests, and the NEON path under qemu)
# run in the background beside the rest, so both cores of a small machine stay busy; each part's
# line gives its own seconds.
B=${BUILD:-build}
total_p=0; total_f=0; t_all=$(date +%s); t_part=$t_all
tally() { # name, then the output file of a part whose last line is "N passed, N failed" [, its start, its end]
    line=$(tail -n 1 "$2")
    p=$(echo "$line" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
    f=$(echo "$line" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
    t_now=$(date +%s); secs=$((${4:-$t_now} - ${3:-$t_part})); t_part=$t_now
    if [ -z "$p" ]; then echo "$1: did not finish"; p=0; f=1; else echo "$1: $line ($secs s)"; fi
    total_p=$((total_p + p)); total_f=$((total_f + f))
}

# valgrind's long runs, then the C tests under ASan+UBSan (their reports in oxtest-san.err); each
# part writes the time it ended
rm -f "$B/long.end" "$B/oxtest-san.end" "$B/arm.end"
t_long=$(date +%s)
( sh tests/long.sh > "$B/long.log" 2>&1; date +%s > "$B/long.end"
  "$B/oxtest-san" > "$B/oxtest-san.log" 2> "$B/oxtest-san.err"; date +%s > "$B/oxtest-san.end" ) &
long_pid=$!
arm=0
if command -v aarch64-linux-gnu-gcc >/dev/null 2>&1 && command -v qemu-aarch64-static >/dev/null 2>&1; then
    # the model areas under emulation, the quantized kernels and models too (the drafter's sampling
    # statistics and the tokenizer corpus run natively only: same code, and minutes under qemu)
    arm=1; t_arm=$(date +%s)
    ( aarch64-linux-gnu-gcc -std=c99 -Wall -Wextra -pedantic -O2 -static -o "$B/oxtest-arm" tests/main.c -lm -lpthread &&
        qemu-aarch64-static "$B/oxtest-arm" json safetensors kernels model qwen35 malformed quant; date +%s > "$B/arm.end" ) > "$B/arm.log" 2>&1 &
    arm_pid=$!
fi
check() { # name, command: one test that passes when the command succeeds
    if sh -c "$2" > "$B/check.log" 2>&1; then total_p=$((total_p + 1)); echo "$1: ok"
    else total_f=$((total_f + 1)); echo "$1: FAILED"; cat "$B/check.log"; fi
    t_part=$(date +%s)
}

"$B/oxtest" > "$B/oxtest.log"; cat "$B/oxtest.log" >&2; tally "C tests" "$B/oxtest.log"
"$B/oxtest-tsan" threads > "$B/oxtest-tsan.log" 2>&1; tally "C tests (TSan, threads)" "$B/oxtest-tsan.log"

W="-Wall -Wextra -pedantic -Werror"
check "gcc C99 build"     "gcc -std=c99 $W -O2 -c -o $B/c1.o tests/main.c && gcc -std=c99 $W -O2 -c -o $B/c2.o examples/oxinfer.c && gcc -std=c99 $W -O2 -c -o $B/c7.o examples/minimal.c"
check "clang C99 build"   "clang -std=c99 $W -O2 -c -o $B/c3.o tests/main.c && clang -std=c99 $W -O2 -c -o $B/c4.o examples/oxinfer.c && clang -std=c99 $W -O2 -c -o $B/c8.o examples/minimal.c"
check "g++ C++11 build"   "g++ -x c++ -std=c++11 $W -O2 -c -o $B/c5.o examples/oxinfer.c && g++ -x c++ -std=c++11 $W -O2 -c -o $B/c9.o examples/minimal.c"
check "clang++ C++11 build" "clang++ -x c++ -std=c++11 $W -O2 -c -o $B/c6.o examples/oxinfer.c && clang++ -x c++ -std=c++11 $W -O2 -c -o $B/c10.o examples/minimal.c"

check "benchmarks compile" "for f in bench/oxbench.c bench/spec_bench.c bench/kernels_bench.c bench/tokenizer_bench.c bench/qwen35_bench.c; do gcc -std=c99 $W -fsyntax-only \$f || exit 1; done"
check "examples/minimal.c on models/kjv-gemma4" "python3 tests/test_minimal.py $B/minimal models/kjv-gemma4"

python3 tests/test_cli.py "$B/oxinfer" > "$B/cli.log" 2>&1; cat "$B/cli.log" >&2; tally "CLI" "$B/cli.log"

# WebAssembly (make wasm, emscripten): the node build's logits, greedy tokens and stdout against the
# reference and the native CLI, the C kernel tests under node; "skipped" without emcc or node
if [ -f "$B/oxinfer.mjs" ] && [ -f "$B/oxtest-wasm.js" ] && command -v node >/dev/null 2>&1; then
    python3 tests/test_wasm.py "$B/oxinfer" "$B/oxinfer.mjs" "$B/oxtest-wasm.js" > "$B/wasm.log" 2>&1; cat "$B/wasm.log" >&2; tally "WebAssembly (node)" "$B/wasm.log"
else
    echo "WebAssembly (node): skipped (make wasm needs emscripten and node; apt: emscripten nodejs)"
fi

# the demo page (make web) in headless Chromium: the shipped model's text equal to the native CLI's on
# the threaded and the one-thread build and on WebGPU (SwiftShader), with the shipped Qwen 3.5 model's
# on WebGPU too, Gemma 4 and Qwen 3.5 fixtures' logits and truncation on WebGPU, the fallback without
# an adapter, stop, Cache Storage on a second visit, screenshots in $B
if [ -f "$B/web/oxweb-mt.js" ] && [ -d "$B/npm/node_modules/playwright-core" ] && command -v chromium >/dev/null 2>&1; then
    node tests/test_web.mjs "$B" > "$B/web.log" 2>&1; cat "$B/web.log" >&2; tally "demo page (headless Chromium)" "$B/web.log"
else
    echo "demo page (headless Chromium): skipped (needs make web, chromium and playwright-core from npm)"
fi

# Vulkan (oxinfer_vulkan.h): the kernels on the device found, lavapipe in CI ("skipped" without one),
# the header's builds, its carried declarations against the SDK's vulkan.h, the embedded SPIR-V
"$B/vktest" > "$B/vktest.log" 2>&1; grep -h "skipped\|^Vulkan device" "$B/vktest.log"; tally "Vulkan kernels" "$B/vktest.log"
# again on Debian 13's lavapipe with cooperative matrices (tools/debian13.sh, which .ci/run runs): the
# prefill matmuls on matmul_cm.comp, every fixture through them, the validation layer of Debian 13
if [ -x "$B/debian13/run" ]; then
    OXINFER_VULKAN_COOPMAT=1 "$B/debian13/run" "$B/vktest" > "$B/vktest-coopmat.log" 2>&1
    grep -h "skipped\|^Vulkan device\|cooperative" "$B/vktest-coopmat.log"; tally "Vulkan kernels, cooperative matrices" "$B/vktest-coopmat.log"
    if grep -q "cooperative-matrix matmul: not on" "$B/vktest-coopmat.log"; then echo "  FAILED: that lavapipe has cooperative matrices"; total_f=$((total_f + 1)); fi
elif [ "${OXINFER_SHADERS_STRICT:-0}" = 1 ]; then
    echo "Vulkan kernels, cooperative matrices: FAILED: no $B/debian13 (sh tools/debian13.sh)"; total_f=$((total_f + 1))
else
    echo "Vulkan kernels, cooperative matrices: skipped (sh tools/debian13.sh fetches Debian 13's lavapipe that has them)"
fi
check "Vulkan header C99/C++11 builds" "gcc -std=c99 $W -O1 -c -o $B/v1.o bench/vkinfo.c && clang -std=c99 $W -O1 -c -o $B/v2.o bench/vkinfo.c && g++ -x c++ -std=c++11 $W -O1 -c -o $B/v3.o bench/vkinfo.c && clang++ -x c++ -std=c++11 $W -O1 -c -o $B/v4.o bench/vkinfo.c"
if [ -f /usr/include/vulkan/vulkan.h ]; then
    check "Vulkan declarations = vulkan.h's" "gcc -std=c99 $W -o $B/vk_layout tests/vk_layout.c && gcc -std=c99 $W -DOX_WITH_VULKAN_H -o $B/vk_layout_sdk tests/vk_layout.c && $B/vk_layout > $B/vk_layout.txt && $B/vk_layout_sdk > $B/vk_layout_sdk.txt && diff $B/vk_layout.txt $B/vk_layout_sdk.txt && g++ -x c++ -std=c++11 $W -O1 -DOX_TEST_WITH_VULKAN_H -c -o $B/v5.o tests/test_vulkan.c"
else
    echo "Vulkan declarations: skipped (no vulkan.h to compare with; apt: libvulkan-dev)"
fi
if [ -x "$B/debian13/glslc" ] || command -v glslc >/dev/null 2>&1; then
    if python3 tools/embed_shaders.py --check > "$B/shaders.log" 2>&1; then
        cat "$B/shaders.log"
        if grep -q skipped "$B/shaders.log"; then [ "${OXINFER_SHADERS_STRICT:-0}" = 1 ] && total_f=$((total_f + 1)); else total_p=$((total_p + 1)); fi
    else cat "$B/shaders.log"; total_f=$((total_f + 1)); fi
else
    echo "shaders: skipped (no glslc; sh tools/debian13.sh fetches the pinned one)"
fi

# the WGSL embedded in oxinfer_webgpu.h equals shaders/webgpu (no compiler involved: always checked)
check "WebGPU shaders embedded (tools/embed_wgsl.py --check)" "python3 tools/embed_wgsl.py --check"

FUZZ_SECONDS=${FUZZ_SECONDS:-12} sh tests/fuzz.sh > "$B/fuzz.log"; tally "libFuzzer" "$B/fuzz.log"

wait "$long_pid"
t_san=$(cat "$B/long.end" 2>/dev/null || date +%s)
tally "long runs (valgrind, RSS; in the background)" "$B/long.log" "$t_long" "$t_san"
tally "C tests (ASan+UBSan; in the background, after the long runs)" "$B/oxtest-san.log" "$t_san" "$(cat "$B/oxtest-san.end" 2>/dev/null || date +%s)"
case "$(tail -n 1 "$B/oxtest-san.log")" in *" passed, 0 failed") ;; *) tail -n 60 "$B/oxtest-san.err" ;; esac
if [ "$arm" = 1 ]; then
    wait "$arm_pid"; tally "C tests (aarch64 NEON, qemu; in the background)" "$B/arm.log" "$t_arm" "$(cat "$B/arm.end" 2>/dev/null || date +%s)"
else
    echo "aarch64 NEON: skipped (install gcc-aarch64-linux-gnu and qemu-user-static)"
fi
echo "total time: $(( $(date +%s) - t_all )) s"
echo "$total_p passed, $total_f failed"
[ "$total_f" = 0 ]
