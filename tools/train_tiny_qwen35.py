#!/usr/bin/env python3
"""Train the shipped Qwen 3.5 demo model of oxinfer.h: a qwen3_5_text model (Qwen3_5ForCausalLM) on the
King James Bible with a multi-token-prediction head (mtp.*) trained jointly, plus its references.

Data as for tools/train_tiny.py (Debian's bible-kjv-text, public domain):
    apt-get install -y bible-kjv
    bible -l0 "Gen1:1-Rev22:21" > kjv_raw.txt
Tokenizer only (plain python3, no torch; writes tokenizer.json + tokenizer_config.json):
    python3 tools/train_tiny_qwen35.py --data kjv_raw.txt --out models --stage tokenizer
Everything (CUDA machine, torch 2.11, transformers 5.17, tokenizers 0.23):
    python3 tools/train_tiny_qwen35.py --data kjv_raw.txt --out models --train-seconds 150
(--stage train reuses the tokenizer already in models/kjv-qwen35.) Writes models/kjv-qwen35/:
config.json, model.safetensors (bf16, the mtp.* head in the same file), tokenizer.json,
tokenizer_config.json (Qwen 3.5's chat template), generation_config.json, reference.json.

  1. data: tools/train_tiny.py's chapters (every 50th held out); one chapter is one document, each
     followed by <|endoftext|>;
  2. tokenizer: byte-level BPE in Qwen 2/3 layout (NFC, the Qwen split regex, ByteLevel), 8192 ids:
     the 256 byte symbols, 7920 merges learned here (pure python, on the split chunks), then the
     special tokens Qwen 3.5's chat template uses; no BOS;
  3. model: hidden 512, 8 layers [L,L,L,F,L,L,L,F] (Gated DeltaNet 4 key / 4 value heads of 128,
     conv 4; gated full attention 4 heads / 2 KV heads of 128, partial rotary 0.25, theta 1e7),
     SwiGLU 1664, tied embeddings; the MTP head (mtp_num_hidden_layers 1) as vLLM's
     qwen3_next_mtp.py runs it: for the final-normed hidden h_p and the next token x_{p+1},
     mtp.fc([pre_fc_norm_embedding(embed(x_{p+1})), pre_fc_norm_hidden(h_p)]) -> one full-attention
     decoder layer mtp.layers.0 (the model's own layer class, causal over the pairs, RoPE position
     p) -> mtp.norm -> the shared head, predicting x_{p+2}. transformers ignores mtp.*, so it is a
     module of this script: a one-layer Qwen3_5TextModel fed inputs_embeds (its layers.0 and norm
     are mtp.layers.0 and mtp.norm). Loss = CE(main) + MTP_WEIGHT x CE(mtp); AdamW, bf16 autocast;
     the checkpoint with the best validation loss is kept;
  4. checks before the long phase: a few steps of a tiny configuration (losses finite), saved and
     reloaded in transformers with logits equal to the training module's;
  5. references (fp32, eager, from the saved bf16 file): greedy ids of "In the beginning", the logits
     oxinfer's test compares, and the MTP acceptance per draft position on held-out text: greedy MTP
     drafts (recursive: draft j feeds the MTP's own output hidden, after mtp.norm, back) against the
     target's greedy continuation.
"""
import argparse
import json
import math
import os
import sys
import time
import unicodedata
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oxfix import st_load, st_save, update_generation_config  # noqa: E402
from train_tiny import prepare  # noqa: E402  (the Gemma pair's chapter split)

V = 8192
NAME = "kjv-qwen35"
PROMPT = "In the beginning"
N_REF = 64
MTP_WEIGHT = 0.5
LIN, FULL = "linear_attention", "full_attention"
# Qwen 3.5's special tokens (those its chat template writes), at the top of the vocabulary as in Qwen
SPECIALS = [("<|endoftext|>", True), ("<|im_start|>", True), ("<|im_end|>", True),
            ("<|object_ref_start|>", True), ("<|object_ref_end|>", True), ("<|box_start|>", True),
            ("<|box_end|>", True), ("<|quad_start|>", True), ("<|quad_end|>", True),
            ("<|vision_start|>", True), ("<|vision_end|>", True), ("<|vision_pad|>", True),
            ("<|image_pad|>", True), ("<|video_pad|>", True), ("<tool_call>", False), ("</tool_call>", False),
            ("<think>", False), ("</think>", False), ("<tool_response>", False), ("</tool_response>", False)]
EOT, IM_END = V - len(SPECIALS), V - len(SPECIALS) + 2
SPLIT_RE = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|"
            r"\s*[\r\n]+|\s+(?!\S)|\s+")
TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures", "jinja",
                        "templates", "Qwen3.5-4B.jinja")

MODEL = dict(vocab_size=V, hidden_size=512, intermediate_size=1664, num_hidden_layers=8,
             layer_types=[LIN, LIN, LIN, FULL, LIN, LIN, LIN, FULL], num_attention_heads=4,
             num_key_value_heads=2, head_dim=128, linear_num_key_heads=4, linear_num_value_heads=4,
             linear_key_head_dim=128, linear_value_head_dim=128, linear_conv_kernel_dim=4,
             max_position_embeddings=4096, rms_norm_eps=1e-6, tie_word_embeddings=True,
             rope_parameters={"rope_type": "default", "rope_theta": 10000000.0, "partial_rotary_factor": 0.25,
                              "mrope_section": [6, 5, 5], "mrope_interleaved": True},
             bos_token_id=None, eos_token_id=EOT, pad_token_id=EOT)
TINY = dict(MODEL, hidden_size=64, intermediate_size=96, num_hidden_layers=2, layer_types=[LIN, FULL],
            num_attention_heads=2, num_key_value_heads=1, head_dim=32, linear_num_key_heads=2,
            linear_num_value_heads=2, linear_key_head_dim=16, linear_value_head_dim=16,
            rope_parameters=dict(MODEL["rope_parameters"], mrope_section=[2, 1, 1]))


def log(*a):
    print(*a, flush=True)


# ------------------------------------------------------------------------------------------------ tokenizer
def bytes_to_unicode():
    """GPT-2's reversible byte -> printable character map (what ByteLevel uses)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("\u00a1"), ord("\u00ac") + 1)) + \
        list(range(ord("\u00ae"), ord("\u00ff") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, map(chr, cs)))


B2U = bytes_to_unicode()


def split_chunks(text):
    import regex
    return regex.findall(SPLIT_RE, unicodedata.normalize("NFC", text))


def chunk_symbols(chunk):
    return "".join(B2U[b] for b in chunk.encode("utf-8"))


def learn_bpe(texts, n_merges):
    """Byte-level BPE merges (most frequent pair first; ties by the pair itself), counted over the
    split chunks with incremental pair counts."""
    words = Counter()
    for t in texts:
        for c in split_chunks(t):
            words[chunk_symbols(c)] += 1
    wl = [(list(w), f) for w, f in words.items()]
    pairs = Counter()
    where = defaultdict(set)
    for i, (s, f) in enumerate(wl):
        for a, b in zip(s, s[1:]):
            pairs[(a, b)] += f
            where[(a, b)].add(i)
    merges = []
    while len(merges) < n_merges and pairs:
        best = max(pairs.items(), key=lambda kv: (kv[1], kv[0]))[0]
        if pairs[best] < 2:
            break
        merges.append(best)
        a, b = best
        ab = a + b
        for i in list(where[best]):
            s, f = wl[i]
            for x, y in zip(s, s[1:]):
                pairs[(x, y)] -= f
                if pairs[(x, y)] <= 0:
                    del pairs[(x, y)]
            out, j = [], 0
            while j < len(s):
                if j + 1 < len(s) and s[j] == a and s[j + 1] == b:
                    out.append(ab)
                    j += 2
                else:
                    out.append(s[j])
                    j += 1
            wl[i] = (out, f)
            for x, y in zip(out, out[1:]):
                pairs[(x, y)] += f
                where[(x, y)].add(i)
        where.pop(best, None)
        pairs.pop(best, None)
    return merges


class PyBPE:
    """The encoder that tokenizer.json describes, in plain python (to check tokenizers against)."""

    def __init__(self, vocab, merges):
        self.vocab = vocab
        self.rank = {tuple(m): i for i, m in enumerate(merges)}
        self.cache = {}

    def word(self, s):
        if s in self.cache:
            return self.cache[s]
        sym = list(s)
        while len(sym) > 1:
            r, k = min(((self.rank.get((sym[i], sym[i + 1]), 1 << 30), i) for i in range(len(sym) - 1)))
            if r == 1 << 30:
                break
            a, b = sym[k], sym[k + 1]
            out, j = [], 0
            while j < len(sym):  # merge every occurrence of the best pair, left to right
                if j + 1 < len(sym) and sym[j] == a and sym[j + 1] == b:
                    out.append(a + b)
                    j += 2
                else:
                    out.append(sym[j])
                    j += 1
            sym = out
        ids = [self.vocab[x] for x in sym]
        self.cache[s] = ids
        return ids

    def encode(self, text):
        ids = []
        for c in split_chunks(text):
            ids += self.word(chunk_symbols(c))
        return ids

    def decode(self, ids):
        u2b = {v: k for k, v in B2U.items()}
        inv = {v: k for k, v in self.vocab.items()}
        sp = {V - len(SPECIALS) + i: s for i, (s, _) in enumerate(SPECIALS)}
        out = bytearray()
        for i in ids:
            out += sp[i].encode() if i in sp else bytes(u2b[c] for c in inv[i])
        return out.decode("utf-8", errors="replace")


def train_tokenizer(texts, out_dir):
    n_merges = V - 256 - len(SPECIALS)
    t0 = time.time()
    merges = learn_bpe(texts, n_merges)
    vocab = {}
    for b in range(256):
        vocab[B2U[b]] = len(vocab)
    for a, b in merges:
        vocab[a + b] = len(vocab)
    n = 0
    while len(vocab) < V - len(SPECIALS):  # a corpus too small for all merges: fill (never produced)
        vocab["<|unused%d|>" % n] = len(vocab)
        n += 1
    added = [{"id": len(vocab) + i, "content": s, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": sp} for i, (s, sp) in enumerate(SPECIALS)]
    bl = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False, "use_regex": False}
    tj = {"version": "1.0", "truncation": None, "padding": None, "added_tokens": added,
          "normalizer": {"type": "NFC"},
          "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
              {"type": "Split", "pattern": {"Regex": SPLIT_RE}, "behavior": "Isolated", "invert": False}, bl]},
          "post_processor": bl, "decoder": bl,
          "model": {"type": "BPE", "dropout": None, "unk_token": None, "continuing_subword_prefix": "",
                    "end_of_word_suffix": "", "fuse_unk": False, "byte_fallback": False, "ignore_merges": False,
                    "vocab": vocab, "merges": [[a, b] for a, b in merges]}}
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tj, f, ensure_ascii=False, indent=1)
    cfg = {"add_bos_token": False, "add_prefix_space": False, "bos_token": None, "eos_token": "<|im_end|>",
           "pad_token": "<|endoftext|>", "unk_token": None, "errors": "replace", "model_max_length": 4096,
           "clean_up_tokenization_spaces": False, "split_special_tokens": False,
           "tokenizer_class": "Qwen2Tokenizer",
           "added_tokens_decoder": {str(a["id"]): {k: v for k, v in a.items() if k != "id"} for a in added},
           "chat_template": open(TEMPLATE, encoding="utf-8").read()}
    with open(os.path.join(out_dir, "tokenizer_config.json"), "w", encoding="utf-8") as f:
        json.dump(cfg, f, ensure_ascii=False, indent=2)
    log(f"tokenizer: {len(merges)} merges in {time.time() - t0:.0f} s")
    return load_pybpe(out_dir)


def load_pybpe(out_dir):
    tj = json.load(open(os.path.join(out_dir, "tokenizer.json"), encoding="utf-8"))
    return PyBPE(tj["model"]["vocab"], tj["model"]["merges"])


def stream(encode, texts):
    ids = []
    for t in texts:
        ids += encode(t) + [EOT]
    return ids


# ------------------------------------------------------------------------------------------------ model
def build(torch, tr, cfg_dict):
    """(model, mtp) on the GPU: Qwen3_5ForCausalLM and the MTP head module."""
    cfg = tr.Qwen3_5TextConfig(**cfg_dict)
    model = tr.Qwen3_5ForCausalLM(cfg)
    mcfg = tr.Qwen3_5TextConfig(**dict(cfg_dict, num_hidden_layers=1, layer_types=[FULL]))
    TextModel = getattr(tr, "Qwen3_5TextModel", None)
    if TextModel is None:
        from transformers.models.qwen3_5.modeling_qwen3_5 import Qwen3_5TextModel as TextModel
    inner = TextModel(mcfg)
    del inner.embed_tokens  # the MTP shares the model's embedding
    inner.embed_tokens = None
    Norm = type(model.model.norm)
    H = cfg_dict["hidden_size"]

    class MTP(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.pre_fc_norm_embedding = Norm(H, eps=cfg_dict["rms_norm_eps"])
            self.pre_fc_norm_hidden = Norm(H, eps=cfg_dict["rms_norm_eps"])
            self.fc = torch.nn.Linear(2 * H, H, bias=False)
            self.inner = inner

        def forward(self, emb, h):
            """emb [B,T,H] embeddings of x_{p+1}, h [B,T,H] hidden at p (pair p at position p):
            the MTP's output hidden (after mtp.norm) [B,T,H]."""
            x = self.fc(torch.cat([self.pre_fc_norm_embedding(emb), self.pre_fc_norm_hidden(h)], dim=-1))
            return self.inner(inputs_embeds=x, use_cache=False).last_hidden_state

        def state(self):
            out = {}
            for k, v in self.state_dict().items():
                k = k.replace("inner.", "")
                out["mtp." + k] = v
            return out

    mtp = MTP()
    with torch.no_grad():  # init as transformers does its norms (zeros: 1+w) and linears
        for n in (mtp.pre_fc_norm_embedding, mtp.pre_fc_norm_hidden):
            n.weight.zero_()
        torch.nn.init.normal_(mtp.fc.weight, std=cfg.initializer_range)
    return model.cuda(), mtp.cuda()


def forward_loss(torch, model, mtp, w, Vv):
    """w [B, T+1]: main CE over T positions and MTP CE over T-1 pairs."""
    x = w[:, :-1]
    with torch.autocast("cuda", dtype=torch.bfloat16):
        h = model.model(input_ids=x, use_cache=False).last_hidden_state  # after the final norm
        lg = model.lm_head(h)
        emb = model.model.embed_tokens(w[:, 1:-1])
        m = mtp(emb, h[:, :-1])
        lm = model.lm_head(m)
    ce = torch.nn.functional.cross_entropy
    l1 = ce(lg.float().reshape(-1, Vv), w[:, 1:].reshape(-1))
    l2 = ce(lm.float().reshape(-1, Vv), w[:, 2:].reshape(-1))
    return l1, l2


def save(torch, model, mtp, out_dir):
    model.to(torch.bfloat16).save_pretrained(out_dir)
    mtp.to(torch.bfloat16)
    path = os.path.join(out_dir, "model.safetensors")
    t = st_load(torch, path)
    for k, v in mtp.state().items():
        t[k] = v.detach().cpu().contiguous()
    st_save(torch, t, path, {"format": "pt"})
    cfg = json.load(open(os.path.join(out_dir, "config.json")))
    cfg["mtp_num_hidden_layers"] = 1
    cfg["mtp_use_dedicated_embeddings"] = False
    json.dump(cfg, open(os.path.join(out_dir, "config.json"), "w"), indent=2)
    model.float()
    mtp.float()


def check_reload(torch, tr, model, mtp, out_dir, ids):
    """The saved file reloaded by transformers gives the training module's logits (its weights rounded
    to bf16 as saved); the mtp.* tensors in the file equal the module's."""
    ref = tr.Qwen3_5ForCausalLM.from_pretrained(out_dir, dtype=torch.float32, attn_implementation="eager").cuda().eval()
    was = model.training
    model.eval()
    with torch.no_grad():
        a = ref(ids).logits
        b = model(ids).logits
    model.train(was)
    d = (a - b).abs().max().item()
    t = st_load(torch, os.path.join(out_dir, "model.safetensors"))
    md = max((t[k].float().cuda() - v.float()).abs().max().item() for k, v in mtp.state().items())
    n_mtp = sum(1 for k in t if k.startswith("mtp."))
    log(f"  reload: logits max |diff| {d:.2e} (scale {b.abs().max().item():.2f}); {n_mtp} mtp tensors, max |diff| {md:.2e}")
    assert d < 1e-3 * max(1.0, b.abs().max().item()), d
    assert md == 0.0 and n_mtp > 0
    return ref


def self_check(torch, tr, tr_ids, out_dir):
    log("self-check (tiny configuration)")
    torch.manual_seed(0)
    model, mtp = build(torch, tr, TINY)
    opt = torch.optim.AdamW(list(model.parameters()) + list(mtp.parameters()), lr=3e-3)
    src = torch.tensor(tr_ids[:200000], device="cuda")
    for s in range(6):
        off = torch.randint(0, src.numel() - 65, (8,), device="cuda")
        w = src[off[:, None] + torch.arange(65, device="cuda")[None]]
        l1, l2 = forward_loss(torch, model, mtp, w, V)
        assert torch.isfinite(l1) and torch.isfinite(l2), (l1, l2)
        opt.zero_grad()
        (l1 + MTP_WEIGHT * l2).backward()
        opt.step()
        log(f"  step {s}: loss {l1.item():.3f} mtp {l2.item():.3f}")
    # round the module to bf16 as saved, so that its logits are the file's
    with torch.no_grad():
        for p in list(model.parameters()) + list(mtp.parameters()):
            p.copy_(p.to(torch.bfloat16).float())
    save(torch, model, mtp, out_dir)
    check_reload(torch, tr, model, mtp, out_dir, w[:2, :40])
    log("  mtp tensors:", sorted((k, list(v.shape)) for k, v in mtp.state().items()))
    log("self-check passed")


# ------------------------------------------------------------------------------------------------ training
def train(args, torch, tr, tr_ids, va_ids, out_dir):
    torch.manual_seed(args.seed)
    model, mtp = build(torch, tr, MODEL)
    n_main = sum(p.numel() for p in model.parameters())
    n_mtp = sum(p.numel() for p in mtp.parameters())
    log(f"params: model {n_main} ({n_main * 2 / 2**20:.1f} MiB bf16), mtp {n_mtp}, total {(n_main + n_mtp) * 2 / 1e6:.1f} MB")
    params = [(n, p) for n, p in list(model.named_parameters()) + [("mtp." + n, p) for n, p in mtp.named_parameters()]]
    decay = [p for n, p in params if p.dim() == 2 and "embed" not in n]
    nodecay = [p for n, p in params if not (p.dim() == 2 and "embed" not in n)]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": nodecay, "weight_decay": 0.0}],
                            lr=args.lr, betas=(0.9, 0.95), fused=True)
    T, B = args.seq, args.batch
    tr_t = torch.tensor(tr_ids, device="cuda")
    va_t = torch.tensor(va_ids, device="cuda")
    g = torch.Generator(device="cuda").manual_seed(args.seed)

    def batch(src, gen, b=B):
        off = torch.randint(0, src.numel() - T - 2, (b,), device="cuda", generator=gen)
        return src[off[:, None] + torch.arange(T + 1, device="cuda")[None]]

    gv = torch.Generator(device="cuda").manual_seed(123)
    val_batches = [batch(va_t, gv, 32) for _ in range(8)]

    def val():
        model.eval()
        mtp.eval()
        with torch.no_grad():
            r = [forward_loss(torch, model, mtp, w, V) for w in val_batches]
        model.train()
        mtp.train()
        return sum(a.item() for a, _ in r) / len(r), sum(b.item() for _, b in r) / len(r)

    model.train()
    mtp.train()
    warm, total, step = 50, None, 0
    t0 = time.time()
    hist, best = [], (float("inf"), -1, None, None)
    allp = [p for _, p in params]
    while True:
        if total is None and step == 30:
            torch.cuda.synchronize()
            per = (time.time() - t0) / 30
            total = max(100, int(args.train_seconds / per))
            log(f"  {per * 1000:.1f} ms/step -> {total} steps")
        lim = total or 10 ** 9
        if step >= lim:
            break
        lr = args.lr * (step + 1) / warm if step < warm else \
            args.lr * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * min(1.0, (step - warm) / max(1, lim - warm)))))
        for gr in opt.param_groups:
            gr["lr"] = lr
        l1, l2 = forward_loss(torch, model, mtp, batch(tr_t, g), V)
        opt.zero_grad(set_to_none=True)
        (l1 + MTP_WEIGHT * l2).backward()
        torch.nn.utils.clip_grad_norm_(allp, 1.0)
        opt.step()
        if step % 50 == 0 and step > 0:
            v1, v2 = val()
            hist.append((step, round(l1.item(), 4), round(l2.item(), 4), round(v1, 4), round(v2, 4)))
            if v1 < best[0]:
                best = (v1, step, {k: v.detach().clone() for k, v in model.state_dict().items()},
                        {k: v.detach().clone() for k, v in mtp.state_dict().items()})
            log(f"  step {step} loss {l1.item():.3f} mtp {l2.item():.3f} val {v1:.3f} mtp {v2:.3f} lr {lr:.2e} t {time.time() - t0:.0f}s")
        step += 1
    torch.cuda.synchronize()
    secs = time.time() - t0
    v1, v2 = val()
    kept = step
    if best[0] < v1:
        model.load_state_dict(best[2])
        mtp.load_state_dict(best[3])
        kept = best[1]
        v1, v2 = val()
        log(f"  keeping step {kept}: val {v1:.3f} mtp {v2:.3f}")
    model.eval()
    mtp.eval()
    with torch.no_grad():
        for p in list(model.parameters()) + list(mtp.parameters()):
            p.copy_(p.to(torch.bfloat16).float())
    save(torch, model, mtp, out_dir)
    update_generation_config(out_dir, {"bos_token_id": None, "eos_token_id": [IM_END, EOT], "pad_token_id": EOT,
                                       "do_sample": False, "num_assistant_tokens": 3})
    return model, mtp, dict(params_model=n_main, params_mtp=n_mtp, steps=step, kept_step=kept, seconds=round(secs, 1),
                            val_loss=round(v1, 4), val_mtp_loss=round(v2, 4), batch=B, seq=T, lr=args.lr,
                            mtp_weight=MTP_WEIGHT, tokens_seen=step * B * T, history=hist)


# ------------------------------------------------------------------------------------------------ references
def mtp_acceptance(torch, ref, mtp, va_ids_docs, K=3, P0=16, N=64, nprompt=24):
    """Per draft position j = 1..K: P(draft j == target greedy | drafts 1..j-1 were), over every
    origin of the target's greedy continuations of held-out prompts (P0 tokens each). The MTP's
    context is the pairs (h_q, x_{q+1}) up to the origin, then its own drafts, as in a decode."""
    ref.generation_config.eos_token_id = None  # fixed-length greedy continuations (no early stop)
    prompts = [d[:P0] for d in va_ids_docs if len(d) >= P0][:nprompt]
    p = torch.tensor(prompts, device="cuda")
    with torch.no_grad():
        seq = ref.generate(p, attention_mask=torch.ones_like(p), do_sample=False, max_new_tokens=N,
                           pad_token_id=EOT)
        hs = ref.model(input_ids=seq, use_cache=False).last_hidden_state  # [B, L, H], target greedy after P0
        emb = ref.model.embed_tokens
        L = seq.shape[1]
        ok = [0] * K
        tried = [0] * K
        for o in range(P0 - 1, L - K - 1):  # origin: the target has just produced seq[o+1] from h_o
            base_e = emb(seq[:, 1:o + 2])  # pairs q = 0..o: (h_q, x_{q+1})
            base_h = hs[:, :o + 1]
            alive = torch.ones(seq.shape[0], dtype=torch.bool, device="cuda")
            ee, hh = base_e, base_h
            for j in range(K):
                m = mtp(ee, hh)
                d = ref.lm_head(m[:, -1]).argmax(-1)
                good = d == seq[:, o + 2 + j]
                tried[j] += int(alive.sum())
                ok[j] += int((alive & good).sum())
                alive &= good
                ee = torch.cat([ee, emb(d)[:, None]], dim=1)
                hh = torch.cat([hh, m[:, -1:]], dim=1)
    rates = [round(ok[j] / max(1, tried[j]), 4) for j in range(K)]
    exp = [round(1 + sum(math.prod(rates[:i + 1]) for i in range(k)), 3) for k in range(1, K + 1)]
    return dict(prompts=len(prompts), prompt_tokens=P0, new_tokens=N, accepted=ok, tried=tried,
                acceptance_per_position=rates, expected_tokens_per_round_K1_3=exp)


def references(torch, tr, out_dir, enc, dec, mtp, va_docs):
    import transformers
    ref = tr.Qwen3_5ForCausalLM.from_pretrained(out_dir, dtype=torch.float32, attn_implementation="eager").cuda().eval()
    ref.generation_config.eos_token_id = None  # the reference runs N_REF tokens, as `oxinfer run -n 64` does
    res = {}
    ids = enc(PROMPT)
    p = torch.tensor([ids], device="cuda")
    with torch.no_grad():
        out = ref.generate(p, attention_mask=torch.ones_like(p), do_sample=False, max_new_tokens=N_REF,
                           pad_token_id=EOT, output_logits=True, return_dict_in_generate=True)
        full = ref(out.sequences[:, :-1]).logits[0].float()  # one no-cache forward over prompt + output
    gen = out.sequences[0, len(ids):].tolist()
    top = []
    for j in range(N_REF):
        row = full[len(ids) - 1 + j]
        v, i = torch.topk(row, 8)
        top.append([[int(a), round(float(b), 6)] for a, b in zip(i, v)])
    text = dec(ids + gen)
    refj = {"prompt": PROMPT, "prompt_ids": ids, "max_new_tokens": N_REF, "output_ids": gen, "text": text,
            "transformers_version": transformers.__version__, "dtype": "float32", "attn_implementation": "eager",
            "decoding": "greedy",
            "logits_note": "prompt_last_logits: the full row at the prompt's last position; top8: per greedy step j, "
                           "the 8 largest logits [id, value] at position len(prompt_ids)-1+j of one no-cache forward",
            "prompt_last_logits": [round(float(x), 6) for x in full[len(ids) - 1]], "top8": top}
    json.dump(refj, open(os.path.join(out_dir, "reference.json"), "w"), ensure_ascii=False, indent=None,
              separators=(",", ":"))
    log("greedy:", repr(text))
    res["greedy_text"] = text
    try:
        mtp.float().eval()
        res["mtp"] = mtp_acceptance(torch, ref, mtp, va_docs)
        log("mtp acceptance:", json.dumps(res["mtp"]))
    except Exception as e:
        import traceback
        traceback.print_exc()
        res["mtp_error"] = f"{type(e).__name__}: {e}"
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True, help="output of: bible -l0 'Gen1:1-Rev22:21'")
    ap.add_argument("--out", default="models")
    ap.add_argument("--stage", default="all", help="all | tokenizer | train (reuse the tokenizer)")
    ap.add_argument("--train-seconds", type=float, default=150)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--seq", type=int, default=256)
    ap.add_argument("--lr", type=float, default=1.5e-3)
    ap.add_argument("--seed", type=int, default=1234)
    args = ap.parse_args()
    d = os.path.join(args.out, NAME)
    t_all = time.time()
    chapters = prepare(args.data)
    val = chapters[::50]
    train_t = [c for i, c in enumerate(chapters) if i % 50]
    log(f"{len(chapters)} chapters; train {len(train_t)}, val {len(val)}")
    if args.stage in ("all", "tokenizer"):
        py = train_tokenizer(train_t, d)
    else:
        py = load_pybpe(d)
    if args.stage == "tokenizer":
        tr_ids, va_ids = stream(py.encode, train_t), stream(py.encode, val)
        log(f"tokens: train {len(tr_ids)}, val {len(va_ids)} ({sum(map(len, train_t)) / len(tr_ids):.2f} chars/token)")
        for t in val[:5]:
            assert py.decode(py.encode(t)) == t
        return 0
    import torch
    import transformers as tr
    import tokenizers
    log("torch", torch.__version__, "transformers", tr.__version__, "tokenizers", tokenizers.__version__,
        "gpu", torch.cuda.get_device_name(0))
    torch.backends.cuda.matmul.allow_tf32 = False
    tok = tokenizers.Tokenizer.from_file(os.path.join(d, "tokenizer.json"))
    enc = lambda s: tok.encode(s).ids  # noqa: E731
    dec = lambda ids: tok.decode(ids, skip_special_tokens=False)  # noqa: E731
    tr_ids, va_ids = stream(enc, train_t), stream(enc, val)
    py_same = sum(py.encode(t) == enc(t) for t in val) + sum(py.encode(t) == enc(t) for t in train_t[:100])
    log(f"tokens: train {len(tr_ids)}, val {len(va_ids)}; python BPE == tokenizers on {py_same}/{len(val) + 100} documents")
    try:
        at = tr.AutoTokenizer.from_pretrained(d)
        at_same = at(PROMPT)["input_ids"] == enc(PROMPT) and at(val[0])["input_ids"] == enc(val[0])
        chat = at.apply_chat_template([{"role": "user", "content": "Hi"}], tokenize=False, add_generation_prompt=True)
    except Exception as e:
        at_same, chat = f"error {type(e).__name__}: {e}", None
    summary = {"data": {"chapters": len(chapters), "train_tokens": len(tr_ids), "val_tokens": len(va_ids)},
               "python_bpe_equal_docs": f"{py_same}/{len(val) + 100}", "autotokenizer_ids_match": at_same,
               "chat_template_sample": chat}
    tiny_dir = os.path.join(args.out, "tiny-check")
    self_check(torch, tr, tr_ids, tiny_dir)
    summary["self_check"] = "passed"
    model, mtp, summary["train"] = train(args, torch, tr, tr_ids, va_ids, d)
    sp = os.path.join(args.out, "train_summary_qwen35.json")
    json.dump(summary, open(sp, "w"), indent=1, ensure_ascii=False)
    ids = torch.tensor([tr_ids[:48]], device="cuda")
    check_reload(torch, tr, model, mtp, d, ids)
    va_docs, cur = [], []
    for i in va_ids:
        if i == EOT:
            va_docs.append(cur)
            cur = []
        else:
            cur.append(i)
    summary["reference"] = references(torch, tr, d, enc, dec, mtp, va_docs)
    summary["total_seconds"] = round(time.time() - t_all, 1)
    summary["bytes"] = {f: os.path.getsize(os.path.join(d, f)) for f in sorted(os.listdir(d))}
    json.dump(summary, open(sp, "w"), indent=1, ensure_ascii=False)
    log(json.dumps({k: v for k, v in summary.items() if k not in ("reference",)}, ensure_ascii=False)[:3000])
    return 0


if __name__ == "__main__":
    sys.exit(main())
