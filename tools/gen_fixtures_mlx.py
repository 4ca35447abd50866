"""Generate MLX affine-quantized fixtures for oxinfer.h from tiny float fixtures.

    python3 tools/gen_fixtures_mlx.py --out tests/fixtures [names...]

Each tests/fixtures/<name>/ is a model directory as mlx-lm writes a quantized checkpoint:
config.json with "quantization" (group_size, bits, mode "affine", per-module overrides) and its
"quantization_config" mirror, model.safetensors with X.weight (U32: the codes of a row packed from
the low bits up, one little-endian bit stream, 32 / bits codes a word for 2, 4, 8 bits), X.scales
and X.biases (BF16, [out, in / group]) for every quantized linear and embedding, and
reference.safetensors: transformers fp32 on the DEQUANTIZED weights (w = scale * q + bias, scale
and bias as stored), the same tensors as the other fixtures' references (prompt_ids, logits,
greedy_ids, greedy_logits and the top-2 margins).

Quantization is MLX's affine rounding (mx.quantize, mode "affine"), in float32: per group,
scale = max((max - min) / (2^bits - 1), 1e-7), signed so that the edge of larger magnitude maps
to a whole code q0 = round(edge / scale), then scale = edge / q0 and bias = edge (bias 0 when q0 is
0); codes round((w - bias) / scale) clamped to [0, 2^bits - 1], halves away from zero; the stored
scale and bias are then rounded to BF16. A module is quantized when its input size divides the
group (as mlx-lm's predicate does), unless the override marks it false.

Layouts: names under language_model.model. with lm_head at language_model.lm_head (mlx-lm and
mlx-vlm), and for Qwen 3.5 mlx-lm's sanitized form: conv1d taps [C, K, 1] and the (1 + w) norms
stored as 1 + w. The reference model gets the original names, the conv taps [C, 1, K] and the norms
as stored - 1 (exact in f32), so transformers computes with the same values oxinfer reads.
"""
import argparse
import json
import os
import shutil
import struct
import sys
import tempfile

from oxfix import from_pretrained_fp32, greedy, load_dir, print_versions, st_load, st_save, st_write, top2_margin

FIXTURES = [
    dict(name="mlx_g4_q4g64", src="g4_keqv_untied", bits=4, group=64,
         overrides={"mlp.down_proj": {"group_size": 32, "bits": 8}},
         description="Gemma 4 (k_eq_v, untied head) 4-bit groups of 64, down_proj 8-bit groups of 32"),
    dict(name="mlx_q35_q8g32", src="q35_long_untied", bits=8, group=32,
         overrides={"self_attn.o_proj": False, "linear_attn.in_proj_qkv": {"group_size": 64, "bits": 4}},
         description="Qwen 3.5 8-bit groups of 32, in_proj_qkv 4-bit groups of 64, o_proj left unquantized"),
]

Q35_NORMS = ("input_layernorm.weight", "post_attention_layernorm.weight", "q_norm.weight", "k_norm.weight")


def mlx_quantize(torch, w, bits, group):
    """(codes int64 [N, K], scales bf16 [N, G], biases bf16 [N, G]) as mx.quantize rounds them."""
    N, K = w.shape
    g = w.float().reshape(N, K // group, group)
    n_bins = float((1 << bits) - 1)
    wmin, wmax = g.min(-1).values, g.max(-1).values
    scale = torch.clamp((wmax - wmin) / n_bins, min=1e-7)
    side = wmin.abs() > wmax.abs()
    scale = torch.where(side, scale, -scale)
    edge = torch.where(side, wmin, wmax)

    def half_away(x):
        return torch.sign(x) * torch.floor(x.abs() + 0.5)

    q0 = half_away(edge / scale)
    at_zero = q0 == 0
    scale = torch.where(at_zero, scale, edge / torch.where(at_zero, torch.ones_like(q0), q0))
    bias = torch.where(at_zero, torch.zeros_like(edge), edge)
    q = torch.clamp(half_away((g - bias[..., None]) / scale[..., None]), 0, n_bins).to(torch.int64)
    return q.reshape(N, K), scale.to(torch.bfloat16), bias.to(torch.bfloat16)


def pack(torch, q, bits):
    """Codes [N, K] as U32 words [N, K * bits / 32]: each row one little-endian bit stream."""
    N, K = q.shape
    words = K * bits // 32
    out = bytearray()
    for r in range(N):
        acc, nb, row = 0, 0, bytearray()
        for v in q[r].tolist():
            acc |= int(v) << nb
            nb += bits
            while nb >= 8:
                row.append(acc & 255)
                acc >>= 8
                nb -= 8
        assert len(row) == words * 4
        out += row
    return bytes(out)


def raw_of(torch, t):
    t = t.contiguous()
    dt = {torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16", torch.int32: "I32", torch.int64: "I64"}[t.dtype]
    return dt, (t.view(torch.int16) if t.dtype == torch.bfloat16 else t).numpy().tobytes()


def mlx_name(name):
    if name.startswith("model.language_model."):
        return "language_model.model." + name[len("model.language_model."):]
    if name.startswith("model."):
        return "language_model.model." + name[len("model."):]
    if name == "lm_head.weight":
        return "language_model.lm_head.weight"
    return name


def make_fixture(torch, transformers, fx, src_root, out_root):
    src = os.path.join(src_root, fx["src"])
    cfg = json.load(open(os.path.join(src, "config.json")))
    qwen = cfg.get("model_type", "").startswith("qwen3_5")
    tensors = load_dir(torch, src)
    entries, ref_tensors, qcfg = [], {}, {"group_size": fx["group"], "bits": fx["bits"], "mode": "affine"}
    nq = 0
    for name, t in sorted(tensors.items()):
        mname = mlx_name(name)
        mod = mname[:-len(".weight")] if mname.endswith(".weight") else None
        bits, group, quant = fx["bits"], fx["group"], False
        for key, ov in fx["overrides"].items():
            if mod and mod.endswith(key):
                if ov is False:
                    qcfg[mod] = False
                else:
                    bits, group = ov["bits"], ov["group_size"]
                    qcfg[mod] = dict(ov)
        is_matrix = t.dim() == 2 and mod is not None and "norm" not in name and t.dtype != torch.int64
        if is_matrix and qcfg.get(mod, True) is not False and t.shape[1] % group == 0:
            quant = True
        if quant:
            q, s, b = mlx_quantize(torch, t, bits, group)
            entries.append((mname, "U32", [t.shape[0], t.shape[1] * bits // 32], pack(torch, q, bits)))
            entries.append((mod + ".scales",) + (raw_of(torch, s)[0], list(s.shape), raw_of(torch, s)[1]))
            entries.append((mod + ".biases",) + (raw_of(torch, b)[0], list(b.shape), raw_of(torch, b)[1]))
            ref_tensors[name] = (q.float().reshape(q.shape[0], -1, group) * s.float()[..., None] + b.float()[..., None]).reshape(q.shape)
            nq += 1
            continue
        if qcfg.get(mod) is False:
            pass
        elif mod in qcfg and qcfg[mod] is not False:
            del qcfg[mod]  # an override of a module that stays float: mlx-lm writes none
        if qwen and "conv1d.weight" in name and t.dim() == 3:
            entries.append((mname,) + (raw_of(torch, t)[0], [t.shape[0], t.shape[2], 1], raw_of(torch, t)[1]))
            ref_tensors[name] = t
        elif qwen and t.dim() == 1 and (name.endswith(Q35_NORMS) or name.endswith("model.norm.weight")) and "linear_attn" not in name:
            stored = t.float() + 1.0
            dt, raw = raw_of(torch, stored)
            entries.append((mname, dt, [t.shape[0]], raw))
            ref_tensors[name] = stored - 1.0
        else:
            dt, raw = raw_of(torch, t)
            entries.append((mname, dt, list(t.shape), raw))
            ref_tensors[name] = t
    d = os.path.join(out_root, fx["name"])
    if os.path.isdir(d):
        shutil.rmtree(d)
    os.makedirs(d)
    mcfg = dict(cfg)
    mcfg["quantization"] = qcfg
    mcfg["quantization_config"] = qcfg
    with open(os.path.join(d, "config.json"), "w") as f:
        json.dump(mcfg, f, indent=2)
    for extra in ("generation_config.json",):
        if os.path.exists(os.path.join(src, extra)):
            shutil.copy(os.path.join(src, extra), os.path.join(d, extra))
    st_write(os.path.join(d, "model.safetensors"), {n: (dt, shape, raw) for n, dt, shape, raw in entries})
    # the reference: transformers fp32 on the dequantized weights, in the source's layout
    with tempfile.TemporaryDirectory() as td:
        shutil.copy(os.path.join(src, "config.json"), os.path.join(td, "config.json"))
        st_save(torch, {k: v for k, v in ref_tensors.items()}, os.path.join(td, "model.safetensors"))
        model, info = from_pretrained_fp32(torch, transformers.AutoModelForCausalLM, td)
        missing = [k for k in (info.get("missing_keys") or []) if "rotary" not in k]
        if missing:
            raise RuntimeError(f"{fx['name']}: transformers misses {missing[:5]}")
        src_ref = st_load(torch, os.path.join(src, "reference.safetensors"))
        ids = src_ref["prompt_ids"].to(torch.int64)[None, :]
        with torch.no_grad():
            logits = model(input_ids=ids).logits[0].float()
        ctx = dict(torch=torch, transformers=transformers)
        seq, glog, note = greedy(ctx, model, ids, 16)
    ref = dict(prompt_ids=ids[0].to(torch.int32), logits=logits.contiguous(), greedy_ids=seq.to(torch.int32),
               greedy_logits=glog.contiguous(), greedy_margin=top2_margin(torch, glog), prefill_margin=top2_margin(torch, logits))
    st_save(torch, ref, os.path.join(d, "reference.safetensors"),
            {"description": fx["description"], "source": fx["src"], "greedy": note, "transformers": transformers.__version__})
    print(f"{fx['name']}: {nq} quantized matrices, {sum(len(e[3]) for e in entries)} weight bytes; greedy {seq.tolist()}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="output folder (e.g. tests/fixtures)")
    ap.add_argument("--src", default=None, help="where the float fixtures are (default: --out)")
    ap.add_argument("names", nargs="*", help="only these fixtures (substring match)")
    args = ap.parse_args()
    import torch
    import transformers
    torch.set_num_threads(1)
    print_versions(torch, transformers)
    failures = []
    for fx in FIXTURES:
        if args.names and not any(n in fx["name"] for n in args.names):
            continue
        try:
            make_fixture(torch, transformers, fx, args.src or args.out, args.out)
        except Exception as e:  # report every fixture, then fail
            import traceback
            traceback.print_exc()
            failures.append(fx["name"])
    if failures:
        print("FAILED:", failures)
        sys.exit(1)


if __name__ == "__main__":
    main()
