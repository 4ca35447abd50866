#!/usr/bin/env python3
"""Generate tiny random-weight Gemma 4 reference fixtures for oxinfer.h.

Usage:
    python3 tools/gen_fixtures.py --out tests/fixtures [NAME ...] [--experiments]

Needs torch, transformers 5.17, safetensors. Runs on CPU in fp32 and is deterministic (fixed seeds,
one CPU thread). For each fixture it writes tests/fixtures/<name>/ in Hugging Face layout
(config.json, generation_config.json, model.safetensors or shards + index) plus reference.safetensors:

  prompt_ids     int32 [P]        prompt (starts with bos id 2)
  logits         f32   [P, V]     logits at every prompt position, one full no-cache fp32 forward
  greedy_ids     int32 [16]       greedy continuation (model.generate, with cache)
  greedy_logits  f32   [16, V]    row j: logits from which greedy_ids[j] was chosen (position P-1+j)
  greedy_margin  f32   [16]       top1 - top2 of each greedy_logits row
  prefill_margin f32   [P]        top1 - top2 of each logits row
  embed          f32   [P, H]     scaled token embedding (input of layer 0)
  layer_out      f32   [L, P, H]  output of each decoder layer (after layer_scalar)
  final_norm     f32   [P, H]     after the final RMSNorm

The fp32 reference is computed from the SAVED (rounded) weights, loaded back with from_pretrained.
Weights: Linear N(0, 1/fan_in); norm weights, layer_scalar, router scales U(0.5, 1.5) (q_norm/k_norm
further scaled by head_dim^-0.25 to keep attention soft and the fp32 noise ~1e-5); router proj N(0, 2);
tied models get a small token embedding (x0 rms 0.25) and a final norm weight scaled up to compensate,
so greedy decoding does not just repeat the last token. The prompt (bos 2 + random ids) is the one of
8 seeded candidates whose greedy continuation is varied (>= 8 distinct ids) with the largest top-2 margin.
Besides, the script re-implements the forward pass from docs/gemma4.md (sections 3, 5) in float64
directly on the saved tensors and reports how far it is from transformers (a check of the spec).
"""
import argparse
import copy
import json
import math
import os
import shutil
import tempfile
import traceback

from oxfix import (capture_prefill, from_pretrained_fp32, greedy, manual_cached_greedy, print_summary,
                   print_versions, save_pretrained_sharded, top2_margin, weight_files)

S, F = "sliding_attention", "full_attention"
N_GREEDY = 16
N_PROMPT_CANDIDATES = 8
X0_RMS = 0.25  # rms of the scaled token embedding in tied fixtures (see randomize)
TOWER_KEYS = ("vision_tower", "audio_tower", "embed_vision", "embed_audio")

# ------------------------------------------------------------------------------------------------
# Fixture definitions. Geometry is kept here (not read back from the config object, whose
# per-layer attributes raise on global access in heterogeneous transformers >= 5.15 configs).
# ------------------------------------------------------------------------------------------------
FIXTURES = [
    dict(
        name="g4_e2b_like", seed=101, dtype="bfloat16", mm=False, legacy_config=True,
        H=80, V=384, layer_types=[S, S, F, S, S, F], nH=4, nKV=1, hd=32, ghd=64, nKV_full=None,
        keqv=False, Pd=16, Vple=384, n_shared=3, double_wide=True, I=64, moe=None, W=8,
        rope=None, softcap=5.0, tied=True, P=44, logit_std=2.0, shards=None,
        description="E2B in miniature: bf16, tied, legacy config.json (flat global_head_dim, no "
                    "per_layer_config), sliding hd 32 / full hd 64, 4 heads / 1 kv head, PLE (Pd 16), "
                    "KV sharing (3 shared layers read layers 1 and 2), double-wide MLP in shared layers, "
                    "default rope (full: proportional p=0.25), softcap 5, window 8, H=80 (sqrt(H) inexact)",
    ),
    dict(
        name="g4_keqv_untied", seed=202, dtype="bfloat16", mm=False, legacy_config=False,
        H=64, V=288, layer_types=[S, F, S, S, F], nH=4, nKV=2, hd=16, ghd=32, nKV_full=1,
        keqv=True, Pd=0, Vple=288, n_shared=0, double_wide=False, I=96, moe=None, W=12,
        rope={S: {"rope_type": "default", "rope_theta": 20000.0},
              F: {"rope_type": "proportional", "partial_rotary_factor": 0.5, "rope_theta": 100000.0,
                  "factor": 2.0}},
        softcap=None, tied=False, P=48, logit_std=2.5, shards=None,
        description="attention_k_eq_v (full layers: 1 kv head, no v_proj, value = v_norm(raw k)), "
                    "sliding 4 heads / 2 kv heads hd 16, full hd 32, per_layer_config form (as "
                    "transformers 5.17 saves), untied lm_head, no PLE, no softcap, non-default rope "
                    "(sliding theta 2e4; full proportional p=0.5 theta 1e5 factor 2), window 12, bf16",
    ),
    dict(
        name="g4_moe_mm", seed=303, dtype="bfloat16", mm=True, legacy_config=False,
        H=64, V=256, layer_types=[S, S, F, S, S, F], nH=2, nKV=1, hd=32, ghd=64, nKV_full=None,
        keqv=False, Pd=8, Vple=256, n_shared=2, double_wide=False, I=64,
        moe=dict(E=4, K=2, Im=32), W=8, rope=None, softcap=30.0, tied=True, P=40, logit_std=2.5,
        shards=None,
        description="multimodal layout (model_type gemma4, text_config, model.language_model. prefix, "
                    "tiny vision/audio towers in the file), MoE (4 experts, top-2, Im 32) parallel to "
                    "the dense MLP, PLE (Pd 8), KV sharing (2 shared layers read layers 3 and 2) with "
                    "unused k_proj/v_proj/k_norm tensors of the shared layers present in the file, "
                    "softcap 30, window 8, bf16, tied",
    ),
    dict(
        name="g4_sharded_f32", seed=404, dtype="float32", mm=False, legacy_config=False,
        H=64, V=256, layer_types=[S, F, S, F], nH=4, nKV=2, hd=32, ghd=32, nKV_full=None,
        keqv=False, Pd=0, Vple=256, n_shared=0, double_wide=False, I=64, moe=None, W=8,
        rope=None, softcap=None, tied=True, P=45, logit_std=2.5, shards=(2, 3),
        description="float32 weights in 2-3 shards with model.safetensors.index.json, sliding+full, "
                    "GQA 4/2, head_dim 32 for both types (so per_layer_config is written empty), "
                    "window 8, tied, no PLE, no softcap",
    ),
    dict(
        name="g4_f16", seed=505, dtype="float16", mm=False, legacy_config=False,
        H=96, V=384, layer_types=[S, S, F, S, F], nH=4, nKV=4, hd=24, ghd=48, nKV_full=None,
        keqv=False, Pd=8, Vple=384, n_shared=0, double_wide=False, I=96, moe=None, W=6,
        rope=None, softcap=30.0, tied=True, P=47, logit_std=2.5, shards=None,
        description="float16 weights, MHA (4 heads / 4 kv heads), sliding hd 24 / full hd 48 "
                    "(proportional rope rotates 6 of 24 pairs), PLE (Pd 8, vocab_size_per_layer_input "
                    "= vocab), softcap 30, window 6, H=96, tied",
    ),
]


def layer_geom(fx, i):
    """(head_dim, kv_heads, is_full, is_shared, src_layer, mlp_intermediate) of layer i per spec §2."""
    t = fx["layer_types"][i]
    full = t == F
    L = len(fx["layer_types"])
    hd = fx["ghd"] if full else fx["hd"]
    nkv = fx["nKV_full"] if (full and fx["keqv"] and fx["nKV_full"] is not None) else fx["nKV"]
    first_shared = L - fx["n_shared"]
    shared = fx["n_shared"] > 0 and i >= first_shared
    src = None
    if shared:
        cands = [j for j in range(first_shared) if fx["layer_types"][j] == t]
        src = max(cands)
    inter = fx["I"] * (2 if (fx["double_wide"] and shared and first_shared > 0) else 1)
    return hd, nkv, full, shared, src, inter


def rope_params(fx, t):
    if fx["rope"] is not None:
        return fx["rope"][t]
    if t == S:
        return {"rope_type": "default", "rope_theta": 10000.0}
    return {"rope_type": "proportional", "partial_rotary_factor": 0.25, "rope_theta": 1000000.0}


def spec_inv_freq(torch, fx, t, dtype):
    """inv_freq per spec §3.6 (length hd/2)."""
    rp = rope_params(fx, t)
    d = fx["ghd"] if t == F else fx["hd"]
    theta = float(rp["rope_theta"])
    if rp["rope_type"] == "default":
        i = torch.arange(0, d, 2, dtype=torch.int64).to(dtype)
        return 1.0 / (theta ** (i / d))
    assert rp["rope_type"] == "proportional"
    n_rot = int(rp.get("partial_rotary_factor", 1.0) * d // 2)
    inv = torch.zeros(d // 2, dtype=dtype)
    i = torch.arange(0, 2 * n_rot, 2, dtype=torch.int64).to(dtype)
    inv[:n_rot] = 1.0 / (theta ** (i / d))
    return inv / float(rp.get("factor", 1.0))


def expected_shapes(fx, prefix):
    """Text-decoder tensor names and shapes per spec §6."""
    H, V, L, nH, Pd = fx["H"], fx["V"], len(fx["layer_types"]), fx["nH"], fx["Pd"]
    e = {prefix + "embed_tokens.weight": [V, H], prefix + "norm.weight": [H]}
    if Pd:
        e[prefix + "embed_tokens_per_layer.weight"] = [fx["Vple"], L * Pd]
        e[prefix + "per_layer_model_projection.weight"] = [L * Pd, H]
        e[prefix + "per_layer_projection_norm.weight"] = [Pd]
    for i in range(L):
        hd, nkv, full, shared, _, inter = layer_geom(fx, i)
        p = f"{prefix}layers.{i}."
        for n in ("input_layernorm", "post_attention_layernorm", "pre_feedforward_layernorm",
                  "post_feedforward_layernorm"):
            e[p + n + ".weight"] = [H]
        e[p + "layer_scalar"] = [1]
        e[p + "self_attn.q_proj.weight"] = [nH * hd, H]
        e[p + "self_attn.q_norm.weight"] = [hd]
        e[p + "self_attn.o_proj.weight"] = [H, nH * hd]
        if not shared:
            e[p + "self_attn.k_proj.weight"] = [nkv * hd, H]
            e[p + "self_attn.k_norm.weight"] = [hd]
            if not (fx["keqv"] and full):
                e[p + "self_attn.v_proj.weight"] = [nkv * hd, H]
        e[p + "mlp.gate_proj.weight"] = [inter, H]
        e[p + "mlp.up_proj.weight"] = [inter, H]
        e[p + "mlp.down_proj.weight"] = [H, inter]
        if Pd:
            e[p + "per_layer_input_gate.weight"] = [Pd, H]
            e[p + "per_layer_projection.weight"] = [H, Pd]
            e[p + "post_per_layer_input_norm.weight"] = [H]
        if fx["moe"]:
            E, Im = fx["moe"]["E"], fx["moe"]["Im"]
            e[p + "router.proj.weight"] = [E, H]
            e[p + "router.scale"] = [H]
            e[p + "router.per_expert_scale"] = [E]
            e[p + "experts.gate_up_proj"] = [E, 2 * Im, H]
            e[p + "experts.down_proj"] = [E, H, Im]
            for n in ("pre_feedforward_layernorm_2", "post_feedforward_layernorm_1",
                      "post_feedforward_layernorm_2"):
                e[p + n + ".weight"] = [H]
    if not fx["tied"]:
        e["lm_head.weight"] = [V, H]
    return e


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="output folder (e.g. tests/fixtures)")
    ap.add_argument("names", nargs="*", help="only these fixtures (substring match)")
    ap.add_argument("--experiments", action="store_true",
                    help="also run side experiments (vocab_size_per_layer_input < vocab_size)")
    args = ap.parse_args()

    import torch
    import transformers
    from safetensors.torch import load_file, save_file, safe_open

    torch.set_num_threads(1)
    print_versions(torch, transformers)

    ctx = dict(torch=torch, transformers=transformers, load_file=load_file, save_file=save_file,
               safe_open=safe_open)
    os.makedirs(args.out, exist_ok=True)
    failures = []
    summary = []
    for fx in FIXTURES:
        if args.names and not any(n in fx["name"] for n in args.names):
            continue
        print("\n" + "=" * 100 + f"\nFIXTURE {fx['name']}\n" + "=" * 100)
        try:
            summary.append(make_fixture(ctx, fx, args.out))
        except Exception:
            traceback.print_exc()
            failures.append(fx["name"])
    if args.experiments:
        try:
            experiment_small_ple_vocab(ctx)
        except Exception:
            traceback.print_exc()

    print_summary(args.out, summary, failures)


# ------------------------------------------------------------------------------------------------
def build_text_config(ctx, fx, warn):
    from transformers import Gemma4TextConfig
    kw = dict(
        vocab_size=fx["V"], hidden_size=fx["H"], intermediate_size=fx["I"],
        num_hidden_layers=len(fx["layer_types"]), num_attention_heads=fx["nH"],
        num_key_value_heads=fx["nKV"], head_dim=fx["hd"], global_head_dim=fx["ghd"],
        num_global_key_value_heads=fx["nKV_full"], layer_types=list(fx["layer_types"]),
        sliding_window=fx["W"], final_logit_softcapping=fx["softcap"],
        vocab_size_per_layer_input=fx["Vple"], hidden_size_per_layer_input=fx["Pd"],
        attention_k_eq_v=fx["keqv"], num_kv_shared_layers=fx["n_shared"],
        use_double_wide_mlp=fx["double_wide"], tie_word_embeddings=fx["tied"],
        rope_parameters=copy.deepcopy(fx["rope"]), max_position_embeddings=4096,
    )
    if fx["moe"]:
        kw.update(enable_moe_block=True, num_experts=fx["moe"]["E"], top_k_experts=fx["moe"]["K"],
                  moe_intermediate_size=fx["moe"]["Im"])
    try:
        return Gemma4TextConfig(**kw)
    except Exception as e:
        if fx["rope"] and any("factor" in v for v in fx["rope"].values()):
            warn.append(f"Gemma4TextConfig refused rope 'factor' ({type(e).__name__}: {e}); retrying without it")
            print("WARNING:", warn[-1])
            for v in fx["rope"].values():
                v.pop("factor", None)
            kw["rope_parameters"] = copy.deepcopy(fx["rope"])
            return Gemma4TextConfig(**kw)
        raise


def randomize(torch, model, fx, gen):
    H = fx["H"]
    with torch.no_grad():
        for name, p in model.named_parameters():
            if any(t in name for t in TOWER_KEYS):
                continue  # keep transformers' own init for the (ignored) towers
            if name.endswith("embed_tokens.weight") and fx["tied"]:
                # Small token embedding (rms of x0 = X0_RMS) so the residual stream is not dominated by
                # the current token: with a tied head that would make every greedy continuation repeat
                # the last token. The final norm weight below restores the logit scale.
                std = X0_RMS / math.sqrt(H)
            elif name.endswith("embed_tokens.weight") or name.endswith("lm_head.weight"):
                std = fx["logit_std"] / math.sqrt(H)
            elif name.endswith("embed_tokens_per_layer.weight"):
                std = 1.0 / math.sqrt(fx["Pd"])
            elif name.endswith("router.proj.weight"):
                std = 2.0
            elif p.ndim >= 2:
                std = 1.0 / math.sqrt(p.shape[-1])
            else:  # norm weights, router scale, per_expert_scale: uniform 0.5..1.5
                p.copy_(torch.rand(p.shape, generator=gen) + 0.5)
                if fx["tied"] and name in ("model.norm.weight", "model.language_model.norm.weight"):
                    p.mul_(fx["logit_std"] / X0_RMS)  # final norm: restores logits of std ~logit_std
                if name.endswith("self_attn.q_norm.weight") or name.endswith("self_attn.k_norm.weight"):
                    # Gemma 4 attends with scaling 1.0 on normed q/k; unit-scale norms would give scores of
                    # size ~head_dim, a near-one-hot softmax and fp32 noise of ~1e-3 on the logits.
                    # hd^-0.25 on each side makes the scores ~q.k/sqrt(hd), as in a trained model.
                    p.mul_(p.shape[0] ** -0.25)
                continue
            p.copy_(torch.randn(p.shape, generator=gen) * std)
        for name, b in model.named_buffers():
            if name.endswith("layer_scalar"):
                b.copy_(torch.rand(b.shape, generator=gen) + 0.5)


def set_eager(model):
    try:
        model.set_attn_implementation("eager")
    except Exception:
        model.config._attn_implementation = "eager"


def load_dir_tensors(ctx, d):
    out = {}
    for f in weight_files(d):
        out.update(ctx["load_file"](f))
    return out


def print_file_listing(ctx, d):
    try:
        _print_file_listing(ctx, d)
    except Exception:
        traceback.print_exc()
        for f in weight_files(d):
            for k, v in sorted(ctx["load_file"](f).items()):
                print(f"    {k:70s} {str(v.dtype):14s} {list(v.shape)}")


def _print_file_listing(ctx, d):
    print(f"--- tensors in {os.path.basename(d)} weight files ---")
    for f in weight_files(d):
        with ctx["safe_open"](f, framework="pt") as sf:
            meta = sf.metadata()
            print(f"  file {os.path.basename(f)} metadata={meta}")
            for k in sorted(sf.keys()):
                sl = sf.get_slice(k)
                print(f"    {k:70s} {sl.get_dtype():5s} {list(sl.get_shape())}")
    idx = os.path.join(d, "model.safetensors.index.json")
    if os.path.exists(idx):
        j = json.load(open(idx))
        files = sorted(set(j["weight_map"].values()))
        print(f"  index: {len(j['weight_map'])} tensors in {files}, metadata={j.get('metadata')}")


def save_model(ctx, model, fx, d):
    torch = ctx["torch"]
    if os.path.exists(d):
        shutil.rmtree(d)
    if fx["shards"] is None:
        model.save_pretrained(d)
        return
    save_pretrained_sharded(model, d, fx["shards"], (0.45, 0.55, 0.4, 0.6, 0.35))


def add_shared_kv_tensors(ctx, fx, d, prefix, gen):
    """Add unused k_proj/v_proj/k_norm of KV-shared layers, as published E2B/E4B files have them."""
    torch = ctx["torch"]
    dt = {"bfloat16": torch.bfloat16, "float16": torch.float16, "float32": torch.float32}[fx["dtype"]]
    idx_path = os.path.join(d, "model.safetensors.index.json")
    wmap = json.load(open(idx_path))["weight_map"] if os.path.exists(idx_path) else None
    added = {}
    for i in range(len(fx["layer_types"])):
        hd, nkv, full, shared, _, _ = layer_geom(fx, i)
        if not shared:
            continue
        p = f"{prefix}layers.{i}.self_attn."
        fname = wmap[p + "q_proj.weight"] if wmap else "model.safetensors"
        t = added.setdefault(fname, {})
        t[p + "k_proj.weight"] = (torch.randn(nkv * hd, fx["H"], generator=gen) / math.sqrt(fx["H"])).to(dt)
        t[p + "v_proj.weight"] = (torch.randn(nkv * hd, fx["H"], generator=gen) / math.sqrt(fx["H"])).to(dt)
        t[p + "k_norm.weight"] = (torch.rand(hd, generator=gen) + 0.5).to(dt)
    for fname, extra in added.items():
        path = os.path.join(d, fname)
        with ctx["safe_open"](path, framework="pt") as sf:
            meta = sf.metadata() or {"format": "pt"}
        tensors = ctx["load_file"](path)
        tensors.update(extra)
        ctx["save_file"](tensors, path, metadata=meta)
        if wmap is not None:
            for k in extra:
                wmap[k] = fname
        print(f"  added unused shared-layer tensors to {fname}: {sorted(extra)}")
    if wmap is not None:
        j = json.load(open(idx_path))
        j["weight_map"] = dict(sorted(wmap.items()))
        json.dump(j, open(idx_path, "w"), indent=2)
    return sorted(k for e in added.values() for k in e)


def rewrite_legacy_config(fx, d):
    p = os.path.join(d, "config.json")
    cfg = json.load(open(p))
    print("  config.json as saved by transformers:", json.dumps(cfg, sort_keys=True))
    print(f"  top-level head_dim present: {'head_dim' in cfg}, num_key_value_heads present: "
          f"{'num_key_value_heads' in cfg}, per_layer_config: {cfg.get('per_layer_config')}")
    cfg.pop("per_layer_config", None)
    cfg["head_dim"] = fx["hd"]
    cfg["num_key_value_heads"] = fx["nKV"]
    cfg["global_head_dim"] = fx["ghd"]
    cfg["num_global_key_value_heads"] = fx["nKV_full"]
    with open(p, "w") as f:
        f.write(json.dumps(cfg, indent=2, sort_keys=True) + "\n")


def load_ref_model(ctx, fx, d):
    torch = ctx["torch"]
    from transformers import Gemma4ForCausalLM, Gemma4ForConditionalGeneration
    cls = Gemma4ForConditionalGeneration if fx["mm"] else Gemma4ForCausalLM
    model, info = from_pretrained_fp32(torch, cls, d)
    tm = model.model.language_model if fx["mm"] else model.model
    return model, tm, info


def prefill(ctx, model, tm, ids):
    torch = ctx["torch"]

    def forward(cap):
        try:
            return model(input_ids=ids, use_cache=False, output_hidden_states=True)
        except Exception as e:
            print(f"  (output_hidden_states failed: {e}); retrying without")
            cap.clear()
            return model(input_ids=ids, use_cache=False)

    out, cap = capture_prefill(torch, tm, forward)
    L = len(tm.layers)
    return dict(
        logits=out.logits[0].float().clone(),
        embed=cap["embed"][0],
        layer_out=torch.stack([cap[i][0] for i in range(L)]),
        final_norm=cap["norm"][0],
        hidden_states=getattr(out, "hidden_states", None),
    )


# ------------------------------------------------------------------------------------------------
def spec_forward(ctx, fx, T_all, prefix, ids, dt=None):
    """Forward pass written from docs/gemma4.md §3/§5 (float64 by default), on the saved tensors."""
    torch = ctx["torch"]
    dt = dt or torch.float64

    def W(n):
        return T_all[prefix + n].to(dt)

    H, L, nH, Pd = fx["H"], len(fx["layer_types"]), fx["nH"], fx["Pd"]
    eps = 1e-6
    T = ids.numel()
    pos = torch.arange(T, dtype=torch.float32)

    def rms(x, w=None):
        y = x * torch.pow((x * x).mean(-1, keepdim=True) + eps, -0.5)
        return y * w if w is not None else y

    def gelu(x):
        return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))

    def rope(x, t):  # x [T, heads, d]
        d = x.shape[-1]
        inv = spec_inv_freq(torch, fx, t, torch.float32)
        ang = (pos[:, None] * inv[None, :]).to(dt)  # fp32 product, as HF
        cos, sin = torch.cos(ang)[:, None, :], torch.sin(ang)[:, None, :]
        x1, x2 = x[..., : d // 2], x[..., d // 2:]
        return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)

    f32 = lambda v: float(torch.tensor(v, dtype=torch.float32))
    E = W("embed_tokens.weight")
    x = E[ids] * f32(math.sqrt(H))
    res = {"embed": x.clone(), "layers": []}
    if Pd:
        tok = (W("embed_tokens_per_layer.weight")[ids] * f32(math.sqrt(Pd))).view(T, L, Pd)
        ctxp = (x @ W("per_layer_model_projection.weight").T) * (H ** -0.5)
        ctxp = rms(ctxp.view(T, L, Pd), W("per_layer_projection_norm.weight"))
        ple = (ctxp + tok) * (2.0 ** -0.5)
    qi = torch.arange(T)[:, None]
    ki = torch.arange(T)[None, :]
    kv = {}
    for i in range(L):
        t = fx["layer_types"][i]
        hd, nkv, full, shared, src, _ = layer_geom(fx, i)
        p = f"layers.{i}."
        r = x
        hn = rms(x, W(p + "input_layernorm.weight"))
        q = (hn @ W(p + "self_attn.q_proj.weight").T).view(T, nH, hd)
        q = rope(rms(q, W(p + "self_attn.q_norm.weight")), t)
        if shared:
            k, v = kv[src]
        else:
            kraw = (hn @ W(p + "self_attn.k_proj.weight").T).view(T, nkv, hd)
            if fx["keqv"] and full:
                vraw = kraw
            else:
                vraw = (hn @ W(p + "self_attn.v_proj.weight").T).view(T, nkv, hd)
            k = rope(rms(kraw, W(p + "self_attn.k_norm.weight")), t)
            v = rms(vraw)
            kv[i] = (k, v)
        G = nH // k.shape[1]
        kk, vv = k.repeat_interleave(G, dim=1), v.repeat_interleave(G, dim=1)
        sc = torch.einsum("qhd,khd->hqk", q, kk)  # scaling 1.0
        allowed = ki <= qi
        if not full:
            allowed = allowed & ((qi - ki) < fx["W"])
        sc = sc.masked_fill(~allowed[None], float("-inf"))
        pr = torch.softmax(sc, dim=-1)
        o = torch.einsum("hqk,khd->qhd", pr, vv).reshape(T, nH * hd)
        a = o @ W(p + "self_attn.o_proj.weight").T
        x = r + rms(a, W(p + "post_attention_layernorm.weight"))
        r = x
        m_in = rms(x, W(p + "pre_feedforward_layernorm.weight"))
        m = (gelu(m_in @ W(p + "mlp.gate_proj.weight").T) * (m_in @ W(p + "mlp.up_proj.weight").T)) \
            @ W(p + "mlp.down_proj.weight").T
        if fx["moe"]:
            K, Im = fx["moe"]["K"], fx["moe"]["Im"]
            m1 = rms(m, W(p + "post_feedforward_layernorm_1.weight"))
            z = rms(r) * W(p + "router.scale") * (H ** -0.5)
            probs = torch.softmax(z @ W(p + "router.proj.weight").T, dim=-1)
            tw, ti = torch.topk(probs, K, dim=-1)
            tw = tw / tw.sum(-1, keepdim=True)
            tw = tw * W(p + "router.per_expert_scale")[ti]
            x2 = rms(r, W(p + "pre_feedforward_layernorm_2.weight"))
            gu_all, dn_all = W(p + "experts.gate_up_proj"), W(p + "experts.down_proj")
            y = torch.zeros_like(r)
            for tt in range(T):
                for j in range(K):
                    e = int(ti[tt, j])
                    gu = gu_all[e] @ x2[tt]
                    y[tt] += tw[tt, j] * (dn_all[e] @ (gelu(gu[:Im]) * gu[Im:]))
            m = m1 + rms(y, W(p + "post_feedforward_layernorm_2.weight"))
        x = r + rms(m, W(p + "post_feedforward_layernorm.weight"))
        if Pd:
            g = gelu(x @ W(p + "per_layer_input_gate.weight").T) * ple[:, i, :]
            x = x + rms(g @ W(p + "per_layer_projection.weight").T, W(p + "post_per_layer_input_norm.weight"))
        x = x * W(p + "layer_scalar")
        res["layers"].append(x.clone())
    hL = rms(x, W("norm.weight"))
    res["norm"] = hL
    head = E if fx["tied"] else T_all["lm_head.weight"].to(dt)
    lg = hL @ head.T
    if fx["softcap"] is not None:
        c = fx["softcap"]
        lg = c * torch.tanh(lg / c)
    res["logits"] = lg
    return res


# ------------------------------------------------------------------------------------------------
def make_fixture(ctx, fx, out_root):
    torch = ctx["torch"]
    transformers = ctx["transformers"]
    fx = copy.deepcopy(fx)
    warn = []
    name = fx["name"]
    d = os.path.join(out_root, name)
    prefix = "model.language_model." if fx["mm"] else "model."
    torch.manual_seed(fx["seed"])
    gen = torch.Generator().manual_seed(fx["seed"])
    dt = {"bfloat16": torch.bfloat16, "float16": torch.float16, "float32": torch.float32}[fx["dtype"]]

    # ---- build + randomise + save ------------------------------------------------------------
    tcfg = build_text_config(ctx, fx, warn)
    if fx["mm"]:
        from transformers import Gemma4Config, Gemma4ForConditionalGeneration
        vis = dict(hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2,
                   num_key_value_heads=2, head_dim=16, patch_size=4, position_embedding_size=16,
                   pooling_kernel_size=3)
        aud = dict(hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                   subsampling_conv_channels=[8, 4], output_proj_dims=32, conv_kernel_size=5)
        try:
            cfg = Gemma4Config(text_config=tcfg, vision_config=vis, audio_config=aud)
            model = Gemma4ForConditionalGeneration(cfg)
            mm_mode = "real Gemma4ForConditionalGeneration with tiny vision+audio towers"
        except Exception as e:
            traceback.print_exc()
            warn.append(f"tiny towers failed ({type(e).__name__}: {e}); building without towers")
            print("WARNING:", warn[-1])
            torch.manual_seed(fx["seed"])
            cfg = Gemma4Config(text_config=build_text_config(ctx, fx, warn), vision_config=None,
                               audio_config=None)
            model = Gemma4ForConditionalGeneration(cfg)
            mm_mode = "Gemma4ForConditionalGeneration without towers (+ dummy vision tensors)"
    else:
        from transformers import Gemma4ForCausalLM
        model = Gemma4ForCausalLM(tcfg)
        mm_mode = None
    randomize(torch, model, fx, gen)
    model = model.to(dt)
    save_model(ctx, model, fx, d)
    del model
    extra_keys = []
    if fx["mm"]:
        extra_keys = add_shared_kv_tensors(ctx, fx, d, prefix, gen)
        if "without towers" in mm_mode:
            path = weight_files(d)[0]
            tensors = ctx["load_file"](path)
            extra = {"model.vision_tower.patch_embedder.input_proj.weight": torch.randn(32, 48, generator=gen).to(dt),
                     "model.vision_tower.encoder.layers.0.input_layernorm.weight": torch.ones(32).to(dt)}
            tensors.update(extra)
            ctx["save_file"](tensors, path, metadata={"format": "pt"})
    orig_cfg_dir = None
    if fx["legacy_config"]:
        orig_cfg_dir = tempfile.mkdtemp(prefix=name + "_orig_")
        for f in os.listdir(d):
            shutil.copy(os.path.join(d, f), orig_cfg_dir)
        rewrite_legacy_config(fx, d)
    print(f"  config.json: {json.dumps(json.load(open(os.path.join(d, 'config.json'))), sort_keys=True)}")
    print_file_listing(ctx, d)

    # ---- file checks: names/shapes vs spec §6 ------------------------------------------------
    T_all = load_dir_tensors(ctx, d)
    exp = expected_shapes(fx, prefix)
    file_text = {k: list(v.shape) for k, v in T_all.items() if not any(t in k for t in TOWER_KEYS)}
    missing = sorted(set(exp) - set(file_text))
    unexpected = sorted(set(file_text) - set(exp) - set(extra_keys))
    badshape = sorted(k for k in exp if k in file_text and exp[k] != file_text[k])
    print(f"  spec §6 name/shape check: missing={missing} unexpected={unexpected} "
          f"shape_mismatch={[(k, exp[k], file_text[k]) for k in badshape]}")
    towers = sorted(k for k in T_all if any(t in k for t in TOWER_KEYS))
    print(f"  tower tensors in file: {len(towers)}; extra shared-layer kv tensors: {extra_keys}")
    dtypes = sorted({str(v.dtype) for v in T_all.values()})
    print(f"  dtypes in file: {dtypes}")

    # ---- reference model from the saved files ------------------------------------------------
    model, tm, info = load_ref_model(ctx, fx, d)
    try:
        print(f"  loading info: { {k: (sorted(v) if isinstance(v, (set, list)) else v) for k, v in dict(info).items()} }")
    except Exception:
        print(f"  loading info: {info!r}")
    sd = model.state_dict()
    nmis = 0
    for k, v in T_all.items():
        if k in sd:
            if not torch.equal(sd[k].float(), v.float()):
                print(f"  LOADED != FILE: {k}")
                nmis += 1
    not_loaded = sorted(k for k in T_all if k not in sd)
    print(f"  loaded-vs-file tensor equality: {nmis} mismatches; file tensors not in model: {not_loaded}")
    es_exp = float(torch.tensor(math.sqrt(fx["H"]), dtype=torch.float32))
    try:
        es = float(tm.embed_tokens.embed_scale)
        print(f"  embed_scale buffer {es!r} (float32(sqrt(H)) = {es_exp!r}) dtype {tm.embed_tokens.embed_scale.dtype}")
        for i, layer in enumerate(tm.layers):
            hd, nkv, full, shared, src, inter = layer_geom(fx, i)
            at = layer.self_attn
            got = (at.head_dim, fx["nH"] // at.num_key_value_groups, bool(at.is_kv_shared_layer),
                   layer.mlp.gate_proj.out_features, at.sliding_window)
            want = (hd, nkv, shared, inter, None if full else fx["W"])
            flag = "" if got == want else "   <-- DIFFERS FROM SPEC"
            print(f"  layer {i} {fx['layer_types'][i][:4]} (head_dim, kv_heads, shared, mlp_I, window) "
                  f"hf={got} spec={want} src={src}{flag}")
            if got != want:
                warn.append(f"layer {i} geometry hf={got} spec={want}")
    except Exception:
        traceback.print_exc()
    for t in sorted(set(fx["layer_types"])):
        try:
            hf_inv = getattr(tm.rotary_emb, f"{t}_inv_freq").float()
            sp = spec_inv_freq(torch, fx, t, torch.float32)
            rp = dict(rope_params(fx, t))
            nofac = spec_inv_freq(torch, dict(fx, rope={**(fx["rope"] or {}), t: {**rp, "factor": 1.0}}),
                                  t, torch.float32)
            ok = hf_inv.shape == sp.shape and torch.allclose(hf_inv, sp, rtol=1e-6, atol=0)
            print(f"  rope {t}: hf inv_freq len {hf_inv.numel()} matches spec: {ok}; "
                  f"differs from factor-less: {not (hf_inv.shape == nofac.shape and torch.allclose(hf_inv, nofac))}; "
                  f"hf={[round(float(v), 8) for v in hf_inv]}")
            if not ok:
                warn.append(f"rope {t} inv_freq differs from spec")
        except Exception as e:
            print(f"  rope {t}: check failed: {e}")
    n_all = sum(p.numel() for p in model.parameters())
    n_text = sum(p.numel() for p in tm.parameters()) + (0 if fx["tied"] else model.lm_head.weight.numel())

    # ---- prompt choice: best min greedy margin among a few seeded candidates -----------------
    best = None
    for c in range(N_PROMPT_CANDIDATES):
        g2 = torch.Generator().manual_seed(fx["seed"] * 1000 + c)
        ids = torch.cat([torch.tensor([2]), torch.randint(3, fx["V"], (fx["P"] - 1,), generator=g2)])[None]
        seq, lg, how = greedy(ctx, model, ids, N_GREEDY)
        mm_ = float(top2_margin(torch, lg).min())
        ndist = len(set(seq.tolist()))
        print(f"  prompt candidate {c}: min greedy margin {mm_:.4f}, {ndist} distinct greedy ids ({how}) "
              f"{seq.tolist()}")
        score = (min(ndist, 8), mm_)  # prefer a varied continuation, then the largest margin
        if best is None or score > best[0]:
            best = (score, c, ids, seq, lg, how)
    _, cand, ids, gids, glog, how = best
    P = ids.shape[1]
    print(f"  chosen prompt candidate {cand}: {ids[0].tolist()}")
    print(f"  greedy ({how}): {gids.tolist()}")

    # ---- prefill with hooks ------------------------------------------------------------------
    pf = prefill(ctx, model, tm, ids)
    logits = pf["logits"]
    x0_exp = tm.embed_tokens.weight.detach()[ids[0]].float() * es_exp
    print(f"  embed == E[id]*float32(sqrt(H)): max|diff| {float((pf['embed'] - x0_exp).abs().max()):.3g}")
    hs = pf["hidden_states"]
    if hs is not None:
        L = len(tm.layers)
        desc = []
        for j, h in enumerate(hs):
            h = h[0].float()
            cands = {"embed": pf["embed"], "final_norm": pf["final_norm"]}
            for i in range(L):
                cands[f"layer_out[{i}]"] = pf["layer_out"][i]
            match = [k for k, v in cands.items() if v.shape == h.shape and float((v - h).abs().max()) == 0.0]
            desc.append(f"{j}:{'/'.join(match) or '?'}")
        print(f"  output_hidden_states: {len(hs)} tensors = {' '.join(desc)}")

    # ---- cache vs no-cache -------------------------------------------------------------------
    full_ids = torch.cat([ids, gids[None, :-1]], dim=1)
    with torch.no_grad():
        rec = model(input_ids=full_ids, use_cache=False).logits[0, P - 1:].float()
    cache_diff = float((rec - glog).abs().max())
    argmax_ok = bool(torch.equal(rec.argmax(-1), gids))
    print(f"  cached greedy vs no-cache recompute: max|dlogit| {cache_diff:.3g}, argmax equal: {argmax_ok}")
    pre_diff = float((rec[0] - logits[-1]).abs().max())
    print(f"  prefill last row vs recompute row 0: {pre_diff:.3g}")
    try:
        mseq, mlg = manual_cached_greedy(ctx, model, ids, N_GREEDY)
        print(f"  manual cached loop: same ids {bool(torch.equal(mseq, gids))}, max|dlogit| vs generate "
              f"{float((mlg - glog).abs().max()):.3g}")
    except Exception:
        traceback.print_exc()
    if not argmax_ok:
        warn.append("cached greedy ids != argmax of no-cache recompute")

    # ---- spec re-implementation --------------------------------------------------------------
    spec_diff = None
    try:
        sp = spec_forward(ctx, fx, T_all, prefix, ids[0])
        dl = [float((sp["layers"][i].float() - pf["layer_out"][i]).abs().max()) for i in range(len(sp["layers"]))]
        spec_diff = float((sp["logits"].float() - logits).abs().max())
        print(f"  SPEC(float64) vs HF(fp32): embed {float((sp['embed'].float() - pf['embed']).abs().max()):.3g}, "
              f"layers {[f'{v:.2g}' for v in dl]}, final_norm "
              f"{float((sp['norm'].float() - pf['final_norm']).abs().max()):.3g}, logits {spec_diff:.3g}, "
              f"argmax equal {bool(torch.equal(sp['logits'].argmax(-1), logits.argmax(-1)))}")
        if spec_diff > 1e-3:
            warn.append(f"spec re-implementation differs from HF: {spec_diff}")
        # spec with the unprocessed (no-cache) continuation too
        sp2 = spec_forward(ctx, fx, T_all, prefix, full_ids[0])
        print(f"  SPEC vs HF on prompt+greedy (no cache): logits "
              f"{float((sp2['logits'][P - 1:].float() - rec).abs().max()):.3g}")
    except Exception:
        traceback.print_exc()
        warn.append("spec re-implementation crashed")

    # ---- legacy-config equivalence ------------------------------------------------------------
    if orig_cfg_dir:
        m2, _, _ = load_ref_model(ctx, fx, orig_cfg_dir)
        with torch.no_grad():
            l2 = m2(input_ids=ids, use_cache=False).logits[0].float()
        ld = float((l2 - logits).abs().max())
        print(f"  legacy config.json vs transformers' own config.json: max|dlogit| {ld} (must be 0)")
        if ld != 0.0:
            warn.append(f"legacy config gives different logits ({ld})")
        del m2
        shutil.rmtree(orig_cfg_dir, ignore_errors=True)

    # ---- multimodal: text-only model on the stripped weights ---------------------------------
    if fx["mm"]:
        try:
            from transformers import Gemma4ForCausalLM
            tc = copy.deepcopy(model.config.text_config)
            cm = Gemma4ForCausalLM(tc)
            set_eager(cm)
            cm.eval()
            sdt = {("model." + k[len(prefix):]): v.float() for k, v in T_all.items()
                   if k.startswith(prefix) and k not in extra_keys}
            if "lm_head.weight" in T_all:
                sdt["lm_head.weight"] = T_all["lm_head.weight"].float()
            r = cm.load_state_dict(sdt, strict=False)
            with torch.no_grad():
                l3 = cm(input_ids=ids, use_cache=False).logits[0].float()
            print(f"  Gemma4ForCausalLM on stripped weights vs multimodal model: max|dlogit| "
                  f"{float((l3 - logits).abs().max()):.3g} (missing={list(r.missing_keys)}, "
                  f"unexpected={list(r.unexpected_keys)})")
            del cm
        except Exception:
            traceback.print_exc()

    # ---- write reference ---------------------------------------------------------------------
    gmargin = top2_margin(torch, glog)
    pmargin = top2_margin(torch, logits)
    ref = {
        "prompt_ids": ids[0].to(torch.int32).contiguous(),
        "logits": logits.contiguous(),
        "greedy_ids": gids.to(torch.int32).contiguous(),
        "greedy_logits": glog.contiguous(),
        "greedy_margin": gmargin,
        "prefill_margin": pmargin,
        "embed": pf["embed"].contiguous(),
        "layer_out": pf["layer_out"].contiguous(),
        "final_norm": pf["final_norm"].contiguous(),
    }
    meta = {
        "transformers_version": transformers.__version__,
        "torch_version": torch.__version__,
        "description": fx["description"],
        "greedy_path": how,
        "cache_vs_nocache_max_abs_diff": f"{cache_diff:.3g}",
    }
    ctx["save_file"](ref, os.path.join(d, "reference.safetensors"), metadata=meta)
    for k, v in ref.items():
        print(f"  reference {k:15s} {str(v.dtype):14s} {list(v.shape)}")

    s = dict(
        name=name, dtype=fx["dtype"], params_text=n_text, params_file_model=n_all, P=P, V=fx["V"], H=fx["H"],
        layers=[t[:4] for t in fx["layer_types"]], max_abs_logit=round(float(logits.abs().max()), 4),
        min_prefill_margin=round(float(pmargin.min()), 5), min_greedy_margin=round(float(gmargin.min()), 5),
        cache_vs_nocache=cache_diff, greedy_argmax_ok=argmax_ok, spec_vs_hf=spec_diff, mm_mode=mm_mode,
        warnings=warn,
    )
    print("  RESULT", json.dumps(s))
    return s


# ------------------------------------------------------------------------------------------------
def experiment_small_ple_vocab(ctx):
    """What does transformers do when vocab_size_per_layer_input < vocab_size?"""
    torch = ctx["torch"]
    from transformers import Gemma4ForCausalLM, Gemma4TextConfig
    print("\n" + "=" * 100 + "\nEXPERIMENT vocab_size_per_layer_input (32) < vocab_size (64)")
    torch.manual_seed(7)
    cfg = Gemma4TextConfig(vocab_size=64, hidden_size=32, intermediate_size=32, num_hidden_layers=2,
                           num_attention_heads=2, num_key_value_heads=1, head_dim=16, global_head_dim=16,
                           layer_types=[S, F], sliding_window=4, vocab_size_per_layer_input=32,
                           hidden_size_per_layer_input=4)
    m = Gemma4ForCausalLM(cfg)
    set_eager(m)
    m.eval()
    print("  embed_tokens_per_layer.weight shape:", list(m.model.embed_tokens_per_layer.weight.shape))
    for ids in ([2, 5, 31, 7], [2, 5, 40, 7]):
        try:
            with torch.no_grad():
                lg = m(input_ids=torch.tensor([ids]), use_cache=False).logits
            print(f"  ids {ids}: ok, logits {list(lg.shape)}")
        except Exception as e:
            print(f"  ids {ids}: {type(e).__name__}: {str(e)[:200]}")


if __name__ == "__main__":
    main()
