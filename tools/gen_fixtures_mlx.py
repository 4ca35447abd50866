"""Generate MLX affine-quantized fixtures for oxinfer.h from tiny float fixtures.

    python3 tools/gen_fixtures_mlx.py --out tests/fixtures [names...]
    python3 tools/gen_fixtures_mlx.py --out DIR --checkpoint-only --twin TWINS   (no torch needed)

Each <out>/<name>/ is a model directory as mlx-lm writes a quantized checkpoint: config.json with
"quantization" (group_size, bits, mode "affine", per-module overrides) and its
"quantization_config" mirror, model.safetensors with X.weight (U32: the codes of a row packed from
the low bits up, one little-endian bit stream, so a 3-, 5- or 6-bit code may straddle two words),
X.scales and X.biases (BF16, [out, in / group]) for every quantized linear and embedding, and
reference.safetensors: transformers fp32 on the DEQUANTIZED weights (w = scale * q + bias in f32,
scale and bias as stored), the same tensors as the other fixtures' references (prompt_ids, logits,
greedy_ids, greedy_logits and the top-2 margins). The float source fixtures are read from --src
(default: --out if it holds them, else tests/fixtures beside this script).

Quantization is MLX's affine rounding (mx.quantize, mode "affine"), emulated in float32: per group,
scale = max((max - min) / (2^bits - 1), 1e-7), signed so that the edge of larger magnitude maps
to a whole code q0 = round(edge / scale), then scale = edge / q0 and bias = edge (bias 0 when q0 is
0); codes round((w - bias) / scale) clamped to [0, 2^bits - 1], halves away from zero; the stored
scale and bias are then rounded to BF16 (to nearest, ties to even). A module is quantized when its
input size divides its group (as mlx-lm's predicate does), unless an override marks it false.

Layouts (mlx-lm's sanitize, then its quantization):
- names under language_model.model., lm_head at language_model.lm_head;
- Gemma 4: the vision and audio towers and their embedders dropped; the k_proj, v_proj and k_norm
  of KV-shared layers dropped; MoE experts as switch_glu: experts.gate_up_proj [E, 2I, H] split
  into experts.switch_glu.gate_proj / up_proj [E, I, H], experts.down_proj as
  experts.switch_glu.down_proj [E, H, I], each quantized per expert row (U32 [E, rows, in * bits /
  32], scales and biases [E, rows, in / group]); router.proj 8-bit in groups of 64;
- Qwen 3.5: conv1d taps [C, K, 1] and the (1 + w) norms stored as 1 + w (F32); MoE experts
  (mlp.experts.{e}.gate_proj / up_proj / down_proj) stacked as mlp.switch_mlp.gate_proj / up_proj
  [E, I, H] and down_proj [E, H, I]; mlp.gate (the router) and mlp.shared_expert_gate 8-bit in
  groups of 64.
The reference model gets the source's names and layout (conv taps [C, 1, K], norms as stored - 1,
exact in f32, fused or per-expert experts as the source has them), every quantized matrix as its
dequantized F32 values and every other tensor as the source stores it, so transformers computes
with the values oxinfer reads.

Only the reference needs torch and transformers (5.17); --checkpoint-only writes the checkpoints
alone and, with --twin DIR, each one's dequantized float twin as DIR/<name>/ (the reference
model's directory) to compare a loader against.
"""
import argparse
import array
import json
import os
import shutil
import struct
import sys
import tempfile

from oxfix import st_write

FIXTURES = [
    dict(name="mlx_g4_q4g64", src="g4_keqv_untied", bits=4, group=64,
         overrides={"mlp.down_proj": {"group_size": 32, "bits": 8}},
         description="Gemma 4 (k_eq_v, untied head) 4-bit groups of 64, down_proj 8-bit groups of 32"),
    dict(name="mlx_q35_q8g32", src="q35_long_untied", bits=8, group=32,
         overrides={"self_attn.o_proj": False, "linear_attn.in_proj_qkv": {"group_size": 64, "bits": 4}},
         description="Qwen 3.5 8-bit groups of 32, in_proj_qkv 4-bit groups of 64, o_proj left unquantized"),
    dict(name="mlx_g4_moe_q4g32", src="g4_moe_mm", bits=4, group=32,
         overrides={"router.proj": {"group_size": 64, "bits": 8},
                    "experts.switch_glu.down_proj": {"group_size": 32, "bits": 8}},
         description="Gemma 4 MoE (multimodal layout, towers dropped) 4-bit groups of 32: switch_glu experts "
                     "(gate/up 4-bit, down 8-bit), router 8-bit groups of 64, tied embedding quantized, "
                     "PLE table (48 wide) left float"),
    dict(name="mlx_q35_moe_q4g32", src="q35_moe", bits=4, group=32,
         overrides={"mlp.gate": {"group_size": 64, "bits": 8}, "mlp.shared_expert_gate": {"group_size": 64, "bits": 8}},
         description="Qwen 3.5 MoE 4-bit groups of 32: switch_mlp experts, router and shared expert gate 8-bit "
                     "groups of 64, shared expert down_proj (48 in) left float"),
    dict(name="mlx_g4_ple_q4g32", src="g4_e2b_like", bits=4, group=32,
         overrides={"embed_tokens_per_layer": {"group_size": 32, "bits": 6}},
         description="Gemma 4 E2B-like 4-bit groups of 32: per-layer embedding table 6-bit, o_proj and down_proj "
                     "4-bit, the matrices of input 80 (and the tied embedding) left float"),
]

Q35_NORMS = ("input_layernorm.weight", "post_attention_layernorm.weight", "q_norm.weight", "k_norm.weight")
G4_DROPPED = ("model.vision_tower.", "model.audio_tower.", "model.embed_vision.", "model.embed_audio.",
              "model.multi_modal_projector.")

# ---- float32 and bfloat16 in plain Python ---------------------------------------------------------
_F = struct.Struct("<f")
_I = struct.Struct("<I")


def f32(x):
    """x rounded to float32 (one IEEE operation on float32 inputs, done in double, rounds exactly)."""
    return _F.unpack(_F.pack(x))[0]


def bf16_bits(x):
    """float32 x rounded to bfloat16 (nearest, ties to even), as its 16 bits."""
    (u,) = _I.unpack(_F.pack(x))
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16) & 0xFFFF


def bf16_value(bits):
    return _F.unpack(_I.pack(bits << 16))[0]


def half_away(x):
    return float(int(abs(x) + 0.5)) * (1.0 if x >= 0 else -1.0)


class Tensor:
    """A safetensors tensor: dtype name, shape, raw little-endian bytes; values() as Python floats."""

    def __init__(self, dtype, shape, raw):
        self.dtype, self.shape, self.raw = dtype, list(shape), bytes(raw)

    def values(self):
        if self.dtype == "F32":
            return array.array("f", self.raw).tolist()
        if self.dtype == "BF16":
            b = bytearray(2 * len(self.raw))
            b[2::4], b[3::4] = self.raw[0::2], self.raw[1::2]
            return array.array("f", bytes(b)).tolist()
        if self.dtype == "F16":
            n = len(self.raw) // 2
            return list(struct.unpack("<%de" % n, self.raw))
        raise ValueError("not a float tensor: " + self.dtype)


def f32_tensor(shape, vals):
    return Tensor("F32", shape, array.array("f", vals).tobytes())


def read_dir(d):
    """Every tensor of a model directory's weight files (not the reference), by name."""
    out = {}
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".safetensors") or fn == "reference.safetensors":
            continue
        data = open(os.path.join(d, fn), "rb").read()
        (n,) = struct.unpack("<Q", data[:8])
        for k, e in json.loads(data[8:8 + n]).items():
            if k != "__metadata__":
                a, b = e["data_offsets"]
                out[k] = Tensor(e["dtype"], e["shape"], data[8 + n + a:8 + n + b])
    return out


# ---- MLX affine quantization ----------------------------------------------------------------------
def quantize_rows(vals, rows, K, bits, group):
    """Rows x K floats (row-major) -> (packed bytes, scale bf16 bits, bias bf16 bits, dequantized f32
    values): mx.quantize's affine rounding, the dequantized values from the codes and the STORED
    (bf16) scale and bias: f32(f32(s q) + b)."""
    n_bins = float((1 << bits) - 1)
    packed, sbits, bbits, deq = bytearray(), [], [], []
    for r in range(rows):
        row = vals[r * K:(r + 1) * K]
        codes = []
        for g0 in range(0, K, group):
            g = row[g0:g0 + group]
            wmin, wmax = min(g), max(g)
            scale = max(f32(f32(wmax - wmin) / n_bins), 1e-7)
            scale = f32(scale)
            side = abs(wmin) > abs(wmax)
            if not side:
                scale = -scale
            edge = wmin if side else wmax
            q0 = half_away(f32(edge / scale))
            if q0 == 0:
                bias = 0.0
            else:
                scale, bias = f32(edge / q0), edge
            qs = [int(min(max(half_away(f32(f32(w - bias) / scale)), 0.0), n_bins)) for w in g]
            sb, bb = bf16_bits(scale), bf16_bits(bias)
            sbits.append(sb)
            bbits.append(bb)
            s, b = bf16_value(sb), bf16_value(bb)
            deq.extend(f32(f32(q * s) + b) for q in qs)
            codes.extend(qs)
        acc, nb = 0, 0
        for v in codes:
            acc |= v << nb
            nb += bits
            while nb >= 8:
                packed.append(acc & 255)
                acc >>= 8
                nb -= 8
        assert nb == 0
    return bytes(packed), sbits, bbits, deq


def mlx_name(name):
    if name.startswith("model.language_model."):
        return "language_model.model." + name[len("model.language_model."):]
    if name.startswith("model."):
        return "language_model.model." + name[len("model."):]
    if name == "lm_head.weight":
        return "language_model.lm_head.weight"
    return name


class Writer:
    """The MLX checkpoint being made (entries, the quantization config) and the reference model's
    dequantized tensors."""

    def __init__(self, fx):
        self.fx, self.entries, self.ref, self.nq = fx, {}, {}, 0
        self.qcfg = {"group_size": fx["group"], "bits": fx["bits"], "mode": "affine"}

    def params(self, mod):
        """(bits, group, allowed) of module mod from the fixture's overrides (matched by path suffix)."""
        bits, group = self.fx["bits"], self.fx["group"]
        for key, ov in self.fx["overrides"].items():
            if mod == key or mod.endswith("." + key):
                if ov is False:
                    return bits, group, False
                return ov["bits"], ov["group_size"], True
        return bits, group, True

    def override(self, mod):
        for key, ov in self.fx["overrides"].items():
            if mod == key or mod.endswith("." + key):
                return ov
        return None

    def matrix(self, mod, E, R, K, vals):
        """E stacked matrices (E 0: one) of R x K as module mod: quantized when allowed and the group
        divides K; returns the values the reference computes with."""
        bits, group, allowed = self.params(mod)
        ov = self.override(mod)
        if allowed and K % group == 0:
            packed, sb, bb, deq = quantize_rows(vals, max(E, 1) * R, K, bits, group)
            lead = [E] if E else []
            self.entries[mod + ".weight"] = ("U32", lead + [R, K * bits // 32], packed)
            self.entries[mod + ".scales"] = ("BF16", lead + [R, K // group], struct.pack("<%dH" % len(sb), *sb))
            self.entries[mod + ".biases"] = ("BF16", lead + [R, K // group], struct.pack("<%dH" % len(bb), *bb))
            if ov is not None:
                self.qcfg[mod] = dict(ov)
            self.nq += 1
            return deq
        if ov is False:
            self.qcfg[mod] = False
        return None

    def plain(self, name, t, shape=None):
        self.entries[name] = (t.dtype, shape if shape is not None else t.shape, t.raw)


def convert(fx, src):
    """(MLX entries, quantization config, reference tensors, number of quantized modules)."""
    cfg = json.load(open(os.path.join(src, "config.json")))
    tcfg = cfg.get("text_config", cfg)
    qwen = cfg.get("model_type", "").startswith("qwen3_5")
    L = tcfg["num_hidden_layers"]
    first_shared = L - (tcfg.get("num_kv_shared_layers") or 0)
    tensors = read_dir(src)
    w = Writer(fx)
    ref = {}
    experts = {}  # Qwen 3.5 per-expert matrices: (layer prefix, part) -> {e: (name, tensor)}
    for name, t in sorted(tensors.items()):
        mname = mlx_name(name)
        if not qwen and name.startswith(G4_DROPPED):
            ref[name] = t  # the reference model keeps its towers; the MLX file has none
            continue
        if not qwen and any(s in name for s in (".self_attn.k_proj.", ".self_attn.v_proj.", ".self_attn.k_norm.")):
            layer = int(name.split("layers.")[1].split(".")[0])
            if layer >= first_shared:
                ref[name] = t
                continue
        if qwen and ".mlp.experts." in name:  # per expert: stacked below
            head, rest = name.split(".mlp.experts.")
            e, part = rest.split(".", 1)
            experts.setdefault((head, part), {})[int(e)] = (name, t)
            continue
        if not qwen and name.endswith(".experts.gate_up_proj"):
            E, R2, K = t.shape
            base = mlx_name(name)[:-len(".gate_up_proj")] + ".switch_glu."
            v = t.values()
            I = R2 // 2
            gate = [x for e in range(E) for x in v[e * R2 * K:(e * R2 + I) * K]]
            up = [x for e in range(E) for x in v[(e * R2 + I) * K:(e + 1) * R2 * K]]
            dg = w.matrix(base + "gate_proj", E, I, K, gate)
            du = w.matrix(base + "up_proj", E, I, K, up)
            if dg is None or du is None:
                raise RuntimeError(f"{name}: switch_glu experts must be quantized (check the group)")
            ref[name] = f32_tensor(t.shape, [x for e in range(E) for x in dg[e * I * K:(e + 1) * I * K] + du[e * I * K:(e + 1) * I * K]])
            continue
        if not qwen and name.endswith(".experts.down_proj"):
            E, R, K = t.shape
            d = w.matrix(mlx_name(name)[:-len(".down_proj")] + ".switch_glu.down_proj", E, R, K, t.values())
            if d is None:
                raise RuntimeError(f"{name}: switch_glu experts must be quantized (check the group)")
            ref[name] = f32_tensor(t.shape, d)
            continue
        is_matrix = len(t.shape) == 2 and mname.endswith(".weight") and "norm" not in name and t.dtype in ("F32", "F16", "BF16")
        if is_matrix:
            d = w.matrix(mname[:-len(".weight")], 0, t.shape[0], t.shape[1], t.values())
            if d is not None:
                ref[name] = f32_tensor(t.shape, d)
                continue
        if qwen and "conv1d.weight" in name and len(t.shape) == 3:
            w.plain(mname, t, [t.shape[0], t.shape[2], 1])
            ref[name] = t
        elif qwen and len(t.shape) == 1 and (name.endswith(Q35_NORMS) or name.endswith("model.norm.weight")) and "linear_attn" not in name:
            stored = [f32(x + 1.0) for x in t.values()]
            w.plain(mname, f32_tensor(t.shape, stored))
            ref[name] = f32_tensor(t.shape, [f32(x - 1.0) for x in stored])
        else:
            w.plain(mname, t)
            ref[name] = t
    for (head, part), by_e in sorted(experts.items()):
        E = len(by_e)
        if sorted(by_e) != list(range(E)) or not part.endswith(".weight"):
            raise RuntimeError(f"{head}: experts {sorted(by_e)} {part}")
        R, K = by_e[0][1].shape
        vals = [x for e in range(E) for x in by_e[e][1].values()]
        d = w.matrix(mlx_name(head) + ".mlp.switch_mlp." + part[:-len(".weight")], E, R, K, vals)
        if d is None:
            raise RuntimeError(f"{head}.mlp.experts.*.{part}: switch_mlp experts must be quantized (check the group)")
        for e in range(E):
            ref[by_e[e][0]] = f32_tensor([R, K], d[e * R * K:(e + 1) * R * K])
    return cfg, w, ref


def write_model_dir(d, src, cfg_obj, tensors, metadata=None):
    if os.path.isdir(d):
        shutil.rmtree(d)
    os.makedirs(d)
    with open(os.path.join(d, "config.json"), "w") as f:
        json.dump(cfg_obj, f, indent=2)
    if os.path.exists(os.path.join(src, "generation_config.json")):
        shutil.copy(os.path.join(src, "generation_config.json"), os.path.join(d, "generation_config.json"))
    st_write(os.path.join(d, "model.safetensors"), {k: (t.dtype, t.shape, t.raw) for k, t in tensors.items()}, metadata)


def make_fixture(fx, src_root, out_root, twin_root, ctx):
    src = os.path.join(src_root, fx["src"])
    cfg, w, ref = convert(fx, src)
    d = os.path.join(out_root, fx["name"])
    mcfg = dict(cfg)
    mcfg["quantization"] = w.qcfg
    mcfg["quantization_config"] = w.qcfg
    write_model_dir(d, src, mcfg, {k: Tensor(*v) for k, v in w.entries.items()})
    nbytes = sum(len(v[2]) for v in w.entries.values())
    line = f"{fx['name']}: {w.nq} quantized modules, {len(w.entries)} tensors, {nbytes} weight bytes"
    if twin_root:
        write_model_dir(os.path.join(twin_root, fx["name"]), src, cfg, ref)
    if ctx is None:
        print(line + " (checkpoint only)")
        return
    torch, transformers = ctx["torch"], ctx["transformers"]
    from oxfix import from_pretrained_fp32, greedy, st_load, st_save, top2_margin
    arch = (cfg.get("architectures") or [""])[0]
    cls = getattr(transformers, arch, None) or transformers.AutoModelForCausalLM
    with tempfile.TemporaryDirectory() as td:
        write_model_dir(td, src, cfg, ref)
        model, info = from_pretrained_fp32(torch, cls, td)
        missing = [k for k in (info.get("missing_keys") or []) if "rotary" not in k]
        if missing:
            raise RuntimeError(f"{fx['name']}: transformers misses {missing[:5]}")
        src_ref = st_load(torch, os.path.join(src, "reference.safetensors"))
        ids = src_ref["prompt_ids"].to(torch.int64)[None, :]
        with torch.no_grad():
            logits = model(input_ids=ids).logits[0].float()
        seq, glog, note = greedy(dict(torch=torch, transformers=transformers), model, ids, 16)
    res = dict(prompt_ids=ids[0].to(torch.int32), logits=logits.contiguous(), greedy_ids=seq.to(torch.int32),
               greedy_logits=glog.contiguous(), greedy_margin=top2_margin(torch, glog), prefill_margin=top2_margin(torch, logits))
    st_save(torch, res, os.path.join(d, "reference.safetensors"),
            {"description": fx["description"], "source": fx["src"], "greedy": note, "transformers": transformers.__version__,
             "model_class": cls.__name__})
    dq = float((logits - src_ref["logits"].float()).abs().max())
    print(f"{line}; {cls.__name__}; greedy {seq.tolist()} ({note}); smallest margin prefill "
          f"{float(res['prefill_margin'].min()):.3g} greedy {float(res['greedy_margin'].min()):.3g}; "
          f"largest logit change from the float source {dq:.3g}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="output folder (e.g. tests/fixtures)")
    ap.add_argument("--src", default=None, help="where the float fixtures are (default: --out if it has them, else tests/fixtures)")
    ap.add_argument("--checkpoint-only", action="store_true", help="no reference (no torch): the MLX checkpoints only")
    ap.add_argument("--twin", default=None, help="also write each checkpoint's dequantized float model under this folder")
    ap.add_argument("names", nargs="*", help="only these fixtures (substring match)")
    args = ap.parse_args()
    src = args.src
    if src is None:
        here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "fixtures")
        src = args.out if all(os.path.isdir(os.path.join(args.out, fx["src"])) for fx in FIXTURES) else here
    ctx = None
    if not args.checkpoint_only:
        import torch
        import transformers
        from oxfix import print_versions
        torch.set_num_threads(1)
        print_versions(torch, transformers)
        ctx = dict(torch=torch, transformers=transformers)
    os.makedirs(args.out, exist_ok=True)
    failures = []
    for fx in FIXTURES:
        if args.names and not any(n in fx["name"] for n in args.names):
            continue
        try:
            make_fixture(fx, src, args.out, args.twin, ctx)
        except Exception:  # report every fixture, then fail
            import traceback
            traceback.print_exc()
            print(f"{fx['name']}: FAILED")
            failures.append(fx["name"])
    if failures:
        print("FAILED:", failures)
        sys.exit(1)


if __name__ == "__main__":
    main()
