#!/bin/sh
# Long runs (make test-long; tests/run.sh runs it too): build/long_run under valgrind memcheck over
# LONG_TOKENS tokens with the drafter and LONG_TOKENS/8 plain (0 errors, 0 bytes definitely lost), then RSS_TOKENS
# tokens through a refilled context with flat peak RSS. Last line: "N passed, N failed".
B=${BUILD:-build}
p=0; f=0
if command -v valgrind >/dev/null 2>&1; then
    if valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite \
        "$B/long_run" gen "${LONG_TOKENS:-300}" > "$B/long_vg.log" 2>&1; then p=$((p + 1)); echo "valgrind memcheck: ok"
    else f=$((f + 1)); echo "valgrind memcheck: FAILED"; tail -n 40 "$B/long_vg.log"; fi
else
    echo "valgrind: not installed (apt: valgrind); memcheck run skipped"
fi
if "$B/long_run" rss "${RSS_TOKENS:-10000}" > "$B/long_rss.log" 2>&1; then p=$((p + 1)); echo "RSS: ok"
else f=$((f + 1)); echo "RSS: FAILED"; fi
cat "$B/long_rss.log" | head -n 1
echo "$p passed, $f failed"
