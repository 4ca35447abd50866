#!/usr/bin/env python3
"""A tiny Gemma-style tokenizer.json (SentencePiece-like BPE with byte fallback) whose 384 ids match
the vocabulary of the test fixture tests/fixtures/g4_e2b_like, so that text generation, streaming
and the CLI's run / chat commands can be tested on that random-weight model. It has Gemma 4's chat
special tokens (<|turn>, <turn|>, <|channel>, <channel|>, <|think|>), so the built-in Gemma 4 chat
template applies and <turn|> ends generation.

  python3 tools/gen_tiny_tokenizer.py tests/fixtures/tiny_tokenizer
writes tokenizer.json and tokenizer_config.json there. Standard library only (and tools/oxfix.py)."""
import json, os, sys

from oxfix import gemma_bpe_tokenizer

V = 384


def build():
    vocab = {}
    added = []

    def add(tok):
        assert tok not in vocab
        vocab[tok] = len(vocab)

    for s in ["<pad>", "<eos>", "<bos>", "<unk>"]:
        added.append({"id": len(vocab), "content": s})
        add(s)
    for b in range(256):
        add("<0x%02X>" % b)
    for ch in "\u2581abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,!?'\"-:;()\n":
        add(ch)
    specials = ["<|think|>", "<|turn>", "<turn|>", "<|channel>", "<channel|>"]
    merges = []
    words = ["\u2581the", "\u2581and", "\u2581of", "\u2581to", "\u2581a", "\u2581in", "\u2581is", "\u2581it", "\u2581you",
             "\u2581that", "\u2581he", "\u2581was", "\u2581for", "\u2581on", "\u2581are", "\u2581with", "hello", "\u2581hello",
             "\u2581world", "ing", "ed", "er", "\u2581Hello", "\u2581What", "\u2581model", "user", "model", "system", "\u2581be"]
    for w in words:
        # left to right: w[0] + w[1], then (that) + w[2], ...
        cur = w[0]
        for ch in w[1:]:
            nxt = cur + ch
            if nxt not in vocab:
                if len(vocab) >= V - len(specials):
                    break
                merges.append([cur, ch])
                add(nxt)
            cur = nxt
    while len(vocab) < V - len(specials):   # pad with rarely used pairs so the ids line up
        for a in "xyzqj":
            for b in "xyzqj":
                if len(vocab) < V - len(specials) and a + b not in vocab:
                    merges.append([a, b])
                    add(a + b)
    for s in specials:
        added.append({"id": len(vocab), "content": s})
        add(s)
    assert len(vocab) == V, len(vocab)
    added = [dict(a, single_word=False, lstrip=False, rstrip=False, normalized=False, special=True) for a in added]
    tok = gemma_bpe_tokenizer(added, vocab, merges)
    config = {"add_bos_token": True, "add_eos_token": False, "bos_token": "<bos>", "eos_token": "<eos>",
              "pad_token": "<pad>", "unk_token": "<unk>", "tokenizer_class": "GemmaTokenizer"}
    return tok, config


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/tiny_tokenizer"
    os.makedirs(out, exist_ok=True)
    tok, config = build()
    with open(os.path.join(out, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tok, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(out, "tokenizer_config.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, indent=1)
        f.write("\n")
    print("wrote %s/tokenizer.json (%d ids, %d merges)" % (out, V, len(tok["model"]["merges"])))


if __name__ == "__main__":
    main()
