"""The fixtures' reference files (tests/fixtures/*/reference.safetensors) for the Python tests."""
import json, struct


def read_reference(path):
    """Tensors of a safetensors file as flat Python lists (F32 and I32 only)."""
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n])
    out = {}
    for name, e in header.items():
        if name == "__metadata__":
            continue
        b, en = e["data_offsets"]
        raw = data[8 + n + b:8 + n + en]
        fmt = {"F32": "f", "I32": "i"}[e["dtype"]]
        out[name] = (list(struct.unpack("<%d%s" % (len(raw) // 4, fmt), raw)), e["shape"])
    return out
