#!/usr/bin/env python3
"""Qwen 3.5 fixtures with an MTP head: a copy of a reference fixture plus random mtp.* weights.

The base model's tensors, config keys and reference.safetensors are copied unchanged, so the
reference checks of the base fixture hold for the copy; config.json gains mtp_num_hidden_layers 1
and the weight file the head (mtp.fc, the two pre-fc norms, one full-attention decoder layer with
the base model's MLP kind, mtp.norm), bf16, deterministic. There is no reference for the head
(transformers has no Qwen 3.5 MTP path): the tests hold speculative output to plain decoding.

Plain python3 (json, struct); run from the repository root:  python3 tools/gen_fixtures_mtp.py
"""
import json
import os
import shutil
import struct

from oxfix import st_write

FIX = os.path.join("tests", "fixtures")
PAIRS = [("q35_long_untied", "q35_mtp"), ("q35_moe", "q35_moe_mtp")]


class Rng:
    """xorshift64*: the same stream on every machine"""
    def __init__(self, seed):
        self.s = seed or 1

    def uniform(self):
        s = self.s
        s ^= (s >> 12)
        s ^= (s << 25) & 0xFFFFFFFFFFFFFFFF
        s ^= (s >> 27)
        self.s = s
        return ((s * 0x2545F4914F6CDD1D) & 0xFFFFFFFFFFFFFFFF) / 2.0 ** 64


def bf16(x):
    b = struct.unpack("<I", struct.pack("<f", x))[0]
    b += 0x7FFF + ((b >> 16) & 1)   # round to nearest even
    return (b >> 16) & 0xFFFF


def tensor(rng, shape, scale, eye=None):
    """uniform(-scale, scale), plus eye (row, col) offsets of an identity block"""
    n = 1
    for d in shape:
        n *= d
    vals = [(2 * rng.uniform() - 1) * scale for _ in range(n)]
    if eye:
        r0, c0, k = eye
        for i in range(k):
            vals[(r0 + i) * shape[1] + c0 + i] += 1.0
    return struct.pack("<%dH" % n, *[bf16(v) for v in vals])


def read_st(path):
    b = open(path, "rb").read()
    n = struct.unpack("<Q", b[:8])[0]
    hdr = json.loads(b[8:8 + n])
    meta = hdr.pop("__metadata__", None)
    out = {}
    for k, v in hdr.items():
        s, e = v["data_offsets"]
        out[k] = (v["dtype"], v["shape"], b[8 + n + s:8 + n + e])
    return out, meta


def main():
    for seed, (src, dst) in enumerate(PAIRS, 1):
        sd, dd = os.path.join(FIX, src), os.path.join(FIX, dst)
        cfg = json.load(open(os.path.join(sd, "config.json")))
        tensors, meta = read_st(os.path.join(sd, "model.safetensors"))
        tc = cfg.get("text_config", cfg)
        H = tc["hidden_size"]
        full = [i for i, t in enumerate(tc["layer_types"]) if t == "full_attention"][0]
        pre = "model.layers.%d." % full
        rng = Rng(0x9E3779B97F4A7C15 * seed & 0xFFFFFFFFFFFFFFFF)
        new = {}
        # the head's layer: the shapes of the base model's first full-attention layer
        for k in sorted(tensors):
            if not k.startswith(pre):
                continue
            dt, shape, _ = tensors[k]
            name = "mtp.layers.0." + k[len(pre):]
            if len(shape) == 1:   # norms stored centred on zero: 1 + w near 1
                new[name] = ("BF16", shape, tensor(rng, shape, 0.1))
            else:
                fan_in = shape[-1]
                new[name] = ("BF16", shape, tensor(rng, shape, (3.0 / fan_in) ** 0.5))
        # fc: random plus a pass-through of the embedding half: a tiny random model is close to a bigram
        # model (its residual stream keeps the token's embedding), so the head then drafts what the target
        # says next about as often as not
        new["mtp.fc.weight"] = ("BF16", [H, 2 * H], tensor(rng, [H, 2 * H], 0.5 * (3.0 / (2 * H)) ** 0.5, (0, 0, H)))
        for n in ("pre_fc_norm_embedding", "pre_fc_norm_hidden", "norm"):
            new["mtp.%s.weight" % n] = ("BF16", [H], tensor(rng, [H], 0.1))
        tensors.update(new)
        if os.path.isdir(dd):
            shutil.rmtree(dd)
        os.makedirs(dd)
        for f in os.listdir(sd):
            if f not in ("model.safetensors", "config.json"):
                shutil.copy(os.path.join(sd, f), os.path.join(dd, f))
        tc["mtp_num_hidden_layers"] = 1
        tc["mtp_use_dedicated_embeddings"] = False
        with open(os.path.join(dd, "config.json"), "w") as f:
            json.dump(cfg, f, indent=2, sort_keys=True)
            f.write("\n")
        st_write(os.path.join(dd, "model.safetensors"), tensors, meta)
        print("%s: %s + %d mtp tensors" % (dd, src, len(new)))


if __name__ == "__main__":
    main()
