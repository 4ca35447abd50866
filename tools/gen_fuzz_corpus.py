#!/usr/bin/env python3
"""Write the seed corpora of the libFuzzer harnesses (tests/fuzz_corpus/<harness>/) and their
dictionaries (tests/fuzz_corpus/*.dict) from the fixtures, the shipped model and the header.

    python3 tools/gen_fuzz_corpus.py [--tokenizers build/tokenizers]

Each seed is in the input format its harness's comment describes. Large real files are cut down:
tokenizer.json files keep their pipeline and a small part of the vocabulary (with the merges that
stay inside it), shards are replaced by the smallest real one. Deterministic; the real tokenizers
(make tokenizers) are used when present."""
import argparse, glob, hashlib, json, os, re, struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FX = os.path.join(ROOT, "tests", "fixtures")
OUT = os.path.join(ROOT, "tests", "fuzz_corpus")


def rd(*p):
    with open(os.path.join(*p), "rb") as f:
        return f.read()


def put(harness, name, data):
    d = os.path.join(OUT, harness)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def safetensors(tensors, meta=None):
    """tensors: [(name, dtype, shape, bytes)] -> a safetensors file"""
    hdr, off, body = {}, 0, b""
    if meta is not None:
        hdr["__metadata__"] = meta
    for name, dt, shape, data in tensors:
        hdr[name] = {"dtype": dt, "shape": shape, "data_offsets": [off, off + len(data)]}
        off += len(data)
        body += data
    h = json.dumps(hdr).encode()
    h += b" " * (-len(h) % 8)
    return struct.pack("<Q", len(h)) + h + body


def small_tokenizer(tj, keep=400):
    """tokenizer.json cut to its pipeline, the added tokens, the first `keep` vocabulary entries,
    the byte tokens and the merges inside that vocabulary"""
    d = json.loads(tj)
    m = d.get("model", {})
    vocab = m.get("vocab")
    if isinstance(vocab, dict):
        items = sorted(vocab.items(), key=lambda kv: kv[1])
        kept = dict(kv for kv in items[:keep])
        for k, v in items:
            if re.fullmatch(r"<0x[0-9A-F]{2}>", k):
                kept[k] = v
        m["vocab"] = kept
        merges = []
        for mg in m.get("merges", []):
            a, b = mg if isinstance(mg, list) else mg.split(" ", 1)
            if a in kept and b in kept and a + b in kept:
                merges.append(mg)
        m["merges"] = merges
    elif isinstance(vocab, list):  # Unigram
        m["vocab"] = vocab[:keep]
    ids = set(m["vocab"].values()) if isinstance(m.get("vocab"), dict) else set(range(len(m["vocab"])))
    d["added_tokens"] = [t for t in d.get("added_tokens", []) if t["id"] < 64 or "turn" in t["content"] or "im_" in t["content"]][:40]
    return json.dumps(d, ensure_ascii=False).encode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokenizers", default=os.path.join(ROOT, "build", "tokenizers"))
    args = ap.parse_args()
    for f in glob.glob(os.path.join(OUT, "*", "*")):
        os.remove(f)

    # fuzz_config: byte 0 = the fixture (+ 9: read mode), config.json NUL generation_config.json
    cfg_fx = ["g4_e2b_like", "g4_keqv_untied", "g4_moe_mm", "g4_f16", "g4_sharded_f32",
              "g4_draft_plain", "q35_mm_tied", "q35_moe", "q35_long_untied"]
    for i, fx in enumerate(cfg_fx):
        c, g = rd(FX, fx, "config.json"), rd(FX, fx, "generation_config.json")
        put("fuzz_config", fx, bytes([i]) + c + b"\0" + g)
        put("fuzz_config", fx + "_read_nogen", bytes([i + 9]) + c)
    for fx in ["g4_draft_centroid", "g4_draft_trained"]:
        put("fuzz_config", fx, bytes([5]) + rd(FX, fx, "config.json") + b"\0" + rd(FX, fx, "generation_config.json"))

    # fuzz_shards: byte 0 = fixture | 2 (read mode), index [SEP shard1 [SEP shard2 [SEP shard3]]]
    sep = b"\n--shard--\n"
    for i, fx in enumerate(["g4_sharded_f32", "q35_mm_tied"]):
        idx = rd(FX, fx, "model.safetensors.index.json")
        put("fuzz_shards", fx + "_index", bytes([i]) + idx)
        put("fuzz_shards", fx + "_index_read", bytes([i | 2]) + json.dumps(json.loads(idx)).encode())
    put("fuzz_shards", "g4_sharded_f32_shard3", bytes([0]) + rd(FX, "g4_sharded_f32", "model.safetensors.index.json") +
        sep + sep + sep + rd(FX, "g4_sharded_f32", "model-00003-of-00003.safetensors"))
    tiny = safetensors([("a", "F32", [2], struct.pack("<2f", 1, 2)), ("b", "BF16", [1, 2], b"\x80\x3f\x00\x40"),
                        ("c", "F16", [], b"\x00\x3c"), ("d", "I64", [1], struct.pack("<q", 7))], {"format": "pt"})
    put("fuzz_shards", "tiny_shard", bytes([0]) + b'{"weight_map":{"a":"model-00001-of-00003.safetensors"}}' + sep + tiny)

    # fuzz_load: 0 = JSON, 1 = safetensors (the model seeds are made by tests/fuzz.sh from the fixtures)
    for fx in ["g4_e2b_like", "g4_moe_mm", "q35_moe"]:
        put("fuzz_load", fx + "_json", b"\0" + rd(FX, fx, "config.json"))
    put("fuzz_load", "json_edge", b"\0" + '[1e308,-0.0,1.5e-324,"\\ud83d\\ude00\\u0000",{"":null,"a":[[],{}]},true,false,9007199254740993]'.encode())
    put("fuzz_load", "st_tiny", b"\1" + tiny)
    put("fuzz_load", "st_empty", b"\1" + safetensors([]))
    put("fuzz_load", "st_zero", b"\1" + safetensors([("z", "F32", [0, 3], b""), ("e", "I32", [2, 0, 4], b"")]))

    # fuzz_tokenizer: odd = a tokenizer.json; even = text for its built-in tokenizers
    put("fuzz_tokenizer", "tiny", b"\1" + rd(FX, "tiny_tokenizer", "tokenizer.json"))
    put("fuzz_tokenizer", "kjv_small", b"\1" + small_tokenizer(rd(ROOT, "models", "kjv-gemma4", "tokenizer.json")))
    corpus = json.loads(rd(FX, "tokenizer", "corpus.json"))["cases"]
    texts = [c["text"].encode("utf-8", "surrogatepass") if "text" in c else bytes.fromhex(c["hex"]) for c in corpus]
    texts = [t for t in texts if len(t) < 2000]
    for i, t in enumerate(texts[:12]):
        put("fuzz_tokenizer", "text%02d" % i, bytes([2 * (i % 2)]) + t)
    for name in ["gemma3", "qwen3"]:
        p = os.path.join(args.tokenizers, name, "tokenizer.json")
        if os.path.exists(p):
            put("fuzz_tokenizer", name + "_small", b"\1" + small_tokenizer(rd(p)))

    # fuzz_tokenize: byte 0 = tokenizer (0 kjv, 1 tiny, 2 gemma3, 3 qwen3) | flags << 2 | skip << 4
    for i, t in enumerate(texts):
        put("fuzz_tokenize", "text%02d" % i, bytes([(i % 4) | ((i // 4) % 4) << 2 | ((i // 16) % 2) << 4]) + t)
    put("fuzz_tokenize", "specials", bytes([3 << 2]) + "<bos><eos><|im_start|>user\n<|im_end|><|turn>model\n<turn|><start_of_turn><unk>\xff\xfe".encode("latin-1"))
    put("fuzz_tokenize", "invalid_utf8", bytes([2 | 8]) + b"\xc3\x28\xa0\xa1\xe2\x28\xa1\xf0\x90\x28\xbc\xed\xa0\x80\xf8\x88\x80\x80\x80")

    # fuzz_chat: template, flags, short cap, messages (role byte + content [0x1F reasoning]) split by 0x1E
    refs = json.loads(rd(FX, "templates", "refs.json"))
    roles = {"system": 0, "user": 1, "assistant": 2}
    for ci, (cname, conv) in enumerate(sorted(refs["conversations"].items())):
        msgs = []
        for m in conv:
            r = m["role"]
            b = bytes([roles[r]]) if r in roles else b"\3" + r.encode() + b"\x1f"
            b += (m.get("content") or "").encode()
            if m.get("reasoning_content") is not None:
                b += b"\x1f" + m["reasoning_content"].encode()
            msgs.append(b)
        body = b"\x1e".join(msgs)
        for v in ([ci % 9, (ci + 4) % 9]):
            put("fuzz_chat", "%s_%d" % (re.sub(r"\W+", "_", cname), v), bytes([v, (ci % 3) * 2 | 1, 17 * ci % 256]) + body)

    # fuzz_tokconfig: tokenizer_config.json NUL generation_config.json NUL config.json
    kjv = os.path.join(ROOT, "models", "kjv-gemma4")
    put("fuzz_tokconfig", "tiny", rd(FX, "tiny_tokenizer", "tokenizer_config.json"))
    put("fuzz_tokconfig", "kjv", rd(kjv, "tokenizer_config.json") + b"\0" + rd(kjv, "generation_config.json") + b"\0" + rd(kjv, "config.json"))
    put("fuzz_tokconfig", "eos_list", rd(kjv, "tokenizer_config.json") + b'\0{"eos_token_id":[1,106,50]}\0{"model_type":"qwen3_5_text"}')
    for name in ["gemma3", "qwen3"]:
        p = os.path.join(args.tokenizers, name, "tokenizer_config.json")
        if os.path.exists(p):
            d = json.loads(rd(p))
            if isinstance(d.get("added_tokens_decoder"), dict):
                d["added_tokens_decoder"] = dict(list(d["added_tokens_decoder"].items())[:8])
            put("fuzz_tokconfig", name, json.dumps(d).encode() + b"\0" + rd(FX, "q35_moe" if name == "qwen3" else "g4_e2b_like", "generation_config.json"))
    put("fuzz_tokconfig", "named_templates", json.dumps({"bos_token": {"content": "<bos>"}, "add_bos_token": False, "chat_template": [
        {"name": "tool_use", "template": "x"}, {"name": "default", "template": "<|im_start|> render_content ns.last_query_index '<think>\\n\\n</think>\\n\\n'"}]}).encode())

    # dictionaries: the keys the readers look up, file-format words, the special-token strings
    hdr = rd(ROOT, "oxinfer.h").decode()
    keys = set(re.findall(r'ox__json_get\([^,;]*, "([^"\\]+)"\)', hdr))
    keys |= set(re.findall(r'OX__(?:INT|BOOL|FLOAT|STR)\("([^"\\]+)"', hdr))
    keys |= set(re.findall(r'ox__cfg_\w+\([^,;]*, "([^"\\]+)"', hdr))
    for f in glob.glob(os.path.join(FX, "*", "config.json")):
        def walk(o):
            if isinstance(o, dict):
                for k, v in o.items():
                    keys.add(k); walk(v)
            elif isinstance(o, list):
                for v in o:
                    walk(v)
        walk(json.loads(rd(f)))
    words = ['"', "{", "}", "[", "]", ":", ",", "null", "true", "false", "-1", "1e400", "0.5", "2147483648", "\\u0000", "\\ud800",
             "F32", "F16", "BF16", "I32", "I64", "U8", "F64", "dtype", "shape", "data_offsets", "__metadata__", "weight_map",
             "model.safetensors", "model-00001-of-00003.safetensors", "model-00002-of-00003.safetensors",
             "model-00003-of-00003.safetensors", "\n--shard--\n", "gemma4", "gemma4_text", "gemma4_assistant", "qwen3_5",
             "qwen3_5_text", "qwen3_5_moe", "qwen3_5_moe_text", "sliding_attention", "full_attention", "linear_attention",
             "proportional", "default"]

    def dict_file(name, items):
        lines = []
        for w in sorted(set(items)):
            e = "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else "\\x%02x" % ord(c) for c in w) if all(ord(c) < 256 for c in w) else None
            if e is not None:
                lines.append('"%s"' % e)
        with open(os.path.join(OUT, name), "w") as f:
            f.write("# libFuzzer dictionary, made by tools/gen_fuzz_corpus.py\n" + "\n".join(lines) + "\n")

    dict_file("json.dict", words + ['"%s"' % k for k in keys])
    tok_words = ['"type"', "BPE", "WordPiece", "Unigram", "WordLevel", "ByteLevel", "Metaspace", "Split", "Sequence", "Digits",
                 "Whitespace", "WhitespaceSplit", "Punctuation", "ByteFallback", "Fuse", "Strip", "Replace", "Prepend", "NFC", "NFKC",
                 "NFD", "NFKD", "Lowercase", "TemplateProcessing", "RobertaProcessing", "BertProcessing", "Isolated", "Contiguous",
                 "MergedWithNext", "MergedWithPrevious", "Removed", "Regex", "String", "SpecialToken", "always", "first", "never",
                 "\\u2581", "\\u0120", "<0x0A>", "(?i:", "\\\\p{L}", "\\\\s+(?!\\\\S)", "[^", "]+", "<unk>", "<bos>", "<s>"]
    tok_words += re.findall(r'"(\w+)"', " ".join(k for k in keys if k.islower()))
    tok_words += re.findall(r'ox__json_get\([^,;]*, "([a-z_]+)"\)', hdr)
    dict_file("tokenizer.dict", tok_words + words[:13])
    dict_file("chat.dict", ["<bos>", "<|turn>", "<turn|>", "<|think|>", "<|channel>", "<channel|>", "thought", "<|im_start|>",
                            "<|im_end|>", "<think>", "</think>", "\x1e", "\x1f", "\x1e\x02", "\x1e\x00", "\x1e\x03", "system", "user",
                            "assistant", "model", "\xe3\x80\x80", "\xc2\x85", " \n\t"])
    total = sum(os.path.getsize(f) for f in glob.glob(os.path.join(OUT, "**"), recursive=True) if os.path.isfile(f))
    print("tests/fuzz_corpus: %d files, %d bytes" % (len(glob.glob(os.path.join(OUT, "*", "*"))), total))


if __name__ == "__main__":
    main()
