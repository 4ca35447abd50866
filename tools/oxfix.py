"""What the fixture generators under tools/ share (gen_fixtures.py, gen_fixtures_qwen35.py,
gen_fixtures_drafter.py, gen_tiny_tokenizer.py, train_tiny.py): safetensors files read and written
without the safetensors package, a model directory's weight files, generation_config.json updates,
the Gemma-style BPE tokenizer.json layout, and the transformers side of a reference: loading a model
in fp32 with eager attention, a prefill that captures every layer's output, greedy decoding with
logits, and the top-2 margins the C tests use to skip near-ties. Imported by scripts run as
`python3 tools/NAME.py` (their folder is then on sys.path). Functions that need torch take it (or
a ctx dict holding it) as an argument, so this module imports only the standard library."""
import copy
import json
import os
import shutil
import struct
import sys

# ---- safetensors without the safetensors package --------------------------------------------------
_ST_DT = {"F32": ("float32", 4), "F16": ("float16", 2), "BF16": ("bfloat16", 2), "I32": ("int32", 4),
          "I64": ("int64", 8)}


def st_load(torch, path):
    """Every tensor of a .safetensors file, as torch tensors (copies)."""
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    hdr = json.loads(data[8:8 + n])
    out = {}
    for k, e in hdr.items():
        if k == "__metadata__":
            continue
        a, b = e["data_offsets"]
        raw = bytearray(data[8 + n + a:8 + n + b])
        name, _ = _ST_DT[e["dtype"]]
        if name == "bfloat16":
            t = torch.frombuffer(raw, dtype=torch.int16).view(torch.bfloat16) if raw else torch.zeros(0, dtype=torch.bfloat16)
        else:
            t = torch.frombuffer(raw, dtype=getattr(torch, name)) if raw else torch.zeros(0, dtype=getattr(torch, name))
        out[k] = t.reshape(e["shape"]).clone()
    return out


def st_write(path, tensors, metadata=None):
    """A .safetensors file from {name: (dtype, shape, bytes)}: tensors in name order, a compact JSON
    header padded to 8 bytes, the metadata (if any) last in the header."""
    hdr, blobs, off = {}, [], 0
    for k in sorted(tensors):
        dt, shape, raw = tensors[k]
        hdr[k] = {"dtype": dt, "shape": list(shape), "data_offsets": [off, off + len(raw)]}
        blobs.append(raw)
        off += len(raw)
    if metadata:
        hdr["__metadata__"] = metadata
    h = json.dumps(hdr, separators=(",", ":")).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)))
        f.write(h)
        for b in blobs:
            f.write(b)


def st_save(torch, tensors, path, metadata=None):
    """st_write for torch tensors (F32, F16, BF16, I32, I64); metadata keys and values as strings."""
    rev = {"float32": "F32", "float16": "F16", "bfloat16": "BF16", "int32": "I32", "int64": "I64"}
    raw = {}
    for k, t in tensors.items():
        t = t.contiguous()
        dn = str(t.dtype).replace("torch.", "")
        raw[k] = (rev[dn], list(t.shape), (t.view(torch.int16) if t.dtype == torch.bfloat16 else t).numpy().tobytes())
    st_write(path, raw, {str(a): str(b) for a, b in metadata.items()} if metadata else None)


def weight_files(d):
    """The weight files of a model directory (every .safetensors but the reference), sorted."""
    return sorted(os.path.join(d, f) for f in os.listdir(d)
                  if f.endswith(".safetensors") and f != "reference.safetensors")


def load_dir(torch, d):
    out = {}
    for f in weight_files(d):
        out.update(st_load(torch, f))
    return out


def save_pretrained_sharded(model, d, shards, fracs):
    """model.save_pretrained(d) split into lo..hi shards (shards = (lo, hi)): tries max_shard_size at
    each fraction of the model's bytes in turn until the count falls in range."""
    lo, hi = shards
    total = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    for frac in fracs:
        if os.path.exists(d):
            shutil.rmtree(d)
        model.save_pretrained(d, max_shard_size=int(total * frac))
        n = len(weight_files(d))
        print(f"  save_pretrained(max_shard_size={int(total * frac)}) -> {n} shard(s)")
        if lo <= n <= hi:
            return
    raise RuntimeError("could not get the wanted shard count")


# ---- configuration files --------------------------------------------------------------------------
def update_generation_config(d, extra):
    """Merge extra into d/generation_config.json (created when missing)."""
    p = os.path.join(d, "generation_config.json")
    gc = json.load(open(p)) if os.path.exists(p) else {}
    gc.update(extra)
    json.dump(gc, open(p, "w"), indent=2)


def gemma_bpe_tokenizer(added_tokens, vocab, merges):
    """A Gemma-style tokenizer.json (SentencePiece-like BPE on whole strings, spaces as U+2581, byte
    fallback, <bos> prepended), as a dict in the key order Hugging Face writes."""
    return {
        "version": "1.0", "truncation": None, "padding": None, "added_tokens": added_tokens,
        "normalizer": {"type": "Replace", "pattern": {"String": " "}, "content": "\u2581"},
        "pre_tokenizer": {"type": "Split", "pattern": {"String": " "}, "behavior": "MergedWithPrevious", "invert": False},
        "post_processor": {"type": "TemplateProcessing",
                           "single": [{"SpecialToken": {"id": "<bos>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
                           "pair": [{"SpecialToken": {"id": "<bos>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}},
                                    {"SpecialToken": {"id": "<bos>", "type_id": 1}}, {"Sequence": {"id": "B", "type_id": 1}}],
                           "special_tokens": {"<bos>": {"id": "<bos>", "ids": [2], "tokens": ["<bos>"]}}},
        "decoder": {"type": "Sequence", "decoders": [{"type": "Replace", "pattern": {"String": "\u2581"}, "content": " "},
                                                     {"type": "ByteFallback"}, {"type": "Fuse"}]},
        "model": {"type": "BPE", "dropout": None, "unk_token": "<unk>", "continuing_subword_prefix": None,
                  "end_of_word_suffix": None, "fuse_unk": True, "byte_fallback": True, "ignore_merges": False,
                  "vocab": vocab, "merges": merges},
    }


# ---- the transformers reference -------------------------------------------------------------------
def print_versions(torch, transformers, want="5.17"):
    print(f"torch {torch.__version__}  transformers {transformers.__version__}  python {sys.version.split()[0]}")
    if not transformers.__version__.startswith(want):
        print(f"WARNING: made for transformers {want}, running {transformers.__version__}")


def from_pretrained_fp32(torch, cls, d):
    """cls.from_pretrained(d) in fp32 with eager attention, in eval mode; (model, loading info)."""
    try:
        model, info = cls.from_pretrained(d, dtype=torch.float32, attn_implementation="eager", output_loading_info=True)
    except TypeError:
        model, info = cls.from_pretrained(d, dtype=torch.float32, attn_implementation="eager"), {}
    model.eval()
    return model, info


def capture_prefill(torch, tm, forward):
    """Run forward() (one full forward pass, no cache) with hooks on the text model tm; returns its
    output and the captures: "embed" (the first layer's input), i (layer i's output), "norm" (the
    final norm's output), each a float copy."""
    cap = {}

    def pre0(mod, a, kw):
        h = a[0] if a else kw["hidden_states"]
        cap["embed"] = h.detach().float().clone()

    def mk(i):
        def f(mod, a, kw, out):
            o = out[0] if isinstance(out, (tuple, list)) else out
            cap[i] = o.detach().float().clone()
        return f

    def norm_hook(mod, a, out):
        cap["norm"] = out.detach().float().clone()

    hs = [tm.layers[0].register_forward_pre_hook(pre0, with_kwargs=True)]
    for i, layer in enumerate(tm.layers):
        hs.append(layer.register_forward_hook(mk(i), with_kwargs=True))
    hs.append(tm.norm.register_forward_hook(norm_hook))
    try:
        with torch.no_grad():
            out = forward(cap)
    finally:
        for h in hs:
            h.remove()
    return out, cap


def greedy(ctx, model, ids, n):
    """model.generate (greedy, with cache) from ids [1, P]. Returns (ids [n], logits [n, V], note)."""
    torch = ctx["torch"]
    note = ""
    gc = copy.deepcopy(model.generation_config)
    gc.eos_token_id = None
    gc.do_sample = False
    gc.max_new_tokens = n
    gc.pad_token_id = 0
    model.generation_config.eos_token_id = None
    try:
        with torch.no_grad():
            out = model.generate(input_ids=ids, attention_mask=torch.ones_like(ids), generation_config=gc,
                                 output_logits=True, return_dict_in_generate=True)
        seq = out.sequences[0, ids.shape[1]:].clone()
        lg = torch.stack([x[0].float() for x in out.logits])
        if seq.numel() == n and lg.shape[0] == n:
            return seq, lg, "generate"
        note = f"generate returned {seq.numel()} tokens"
    except Exception as e:
        note = f"generate failed: {type(e).__name__}: {e}"
    print("  WARNING:", note, "-> manual cached loop")
    seq, lg = manual_cached_greedy(ctx, model, ids, n)
    return seq, lg, "manual (" + note + ")"


def manual_cached_greedy(ctx, model, ids, n):
    """Greedy decoding by hand with the model's cache, from ids [1, P]: (ids [n], logits [n, V])."""
    torch = ctx["torch"]
    toks, rows = [], []
    with torch.no_grad():
        out = model(input_ids=ids, use_cache=True)
        past = out.past_key_values
        rows.append(out.logits[0, -1].float().clone())
        for j in range(n):
            t = int(torch.argmax(rows[-1]))
            toks.append(t)
            if j == n - 1:
                break
            out = model(input_ids=torch.tensor([[t]]), past_key_values=past, use_cache=True)
            past = out.past_key_values
            rows.append(out.logits[0, -1].float().clone())
    return torch.tensor(toks), torch.stack(rows)


def top2_margin(torch, logits):
    """Per row, the largest logit minus the second largest."""
    v = torch.topk(logits, 2, dim=-1).values
    return (v[..., 0] - v[..., 1]).contiguous()


def print_summary(out_root, summary, failures):
    """The generator's closing lines: each fixture's result, each directory's size; exit 1 on failures."""
    print("\n" + "=" * 100 + "\nSUMMARY")
    for s in summary:
        print(json.dumps(s))
    total = 0
    for root, _, files in os.walk(out_root):
        for f in files:
            total += os.path.getsize(os.path.join(root, f))
    for d in sorted(os.listdir(out_root)):
        p = os.path.join(out_root, d)
        if os.path.isdir(p):
            sz = sum(os.path.getsize(os.path.join(p, f)) for f in os.listdir(p))
            print(f"  {d:20s} {sz / 1024:8.1f} KiB  {sorted(os.listdir(p))}")
    print(f"  total {total / 1024 / 1024:.2f} MiB")
    if failures:
        print("FAILED:", failures)
        sys.exit(1)
