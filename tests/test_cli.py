#!/usr/bin/env python3
"""CLI tests: `oxinfer logits` and `oxinfer generate` on the fixtures against transformers'
reference, the output contract (JSON on stdout, nothing else), and bad arguments. Standard library
only. Usage: test_cli.py build/oxinfer. Last line: "N passed, N failed"."""
import json, os, struct, subprocess, sys

EXE = sys.argv[1] if len(sys.argv) > 1 else "build/oxinfer"
ROOT = os.environ.get("OXINFER_FIXTURES", "tests/fixtures")
passed = failed = 0


def check(name, cond, detail=""):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name} {detail}", file=sys.stderr)


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


def run(args, env=None):
    e = dict(os.environ)
    if env:
        e.update(env)
    p = subprocess.run([EXE] + args, capture_output=True, text=True, env=e, timeout=300)
    return p.returncode, p.stdout, p.stderr


for fx in ["g4_e2b_like", "g4_moe_mm", "g4_sharded_f32"]:
    d = os.path.join(ROOT, fx)
    ref = read_reference(os.path.join(d, "reference.safetensors"))
    ids, _ = ref["prompt_ids"]
    logits, (P, V) = ref["logits"]
    greedy, _ = ref["greedy_ids"]
    idstr = ",".join(map(str, ids))
    for isa_env in [{}, {"OXINFER_ISA": "scalar"}]:
        tag = f"{fx} {isa_env.get('OXINFER_ISA', 'best')}"
        rc, out, err = run(["logits", "-m", d, "--ids", idstr, "--last", "3", "-t", "2"], isa_env)
        check(f"logits exit {tag}", rc == 0, err)
        try:
            rows = json.loads(out)
        except ValueError:
            rows = None
        check(f"logits stdout is one JSON array {tag}", isinstance(rows, list) and len(rows) == 3, out[:200])
        if rows and len(rows) == 3:
            worst = max(abs(rows[k][j] - logits[(P - 3 + k) * V + j]) for k in range(3) for j in range(V))
            check(f"logits match reference {tag}", worst <= 2e-4, f"max diff {worst}")
        rc, out, err = run(["generate", "-m", d, "--ids", idstr, "-n", "16"], isa_env)
        check(f"generate exit {tag}", rc == 0, err)
        try:
            got = json.loads(out)
        except ValueError:
            got = None
        check(f"generate tokens {tag}", got == greedy, f"{got} != {greedy}")
        check(f"generate stats on stderr {tag}", "tok/s" in err, err)

# bad arguments and files: non-zero exit, a one-line message on stderr, nothing on stdout
d = os.path.join(ROOT, "g4_e2b_like")
bad = [
    ["logits", "-m", d],                                  # no ids
    ["logits", "-m", d, "--ids", "2,x,3"],                # bad id list
    ["logits", "-m", d, "--ids", "2,99999999"],           # id outside the vocabulary
    ["generate", "-m", d, "--ids", "2", "-n", "-1"],      # bad count
    ["frobnicate", "-m", d, "--ids", "2"],                # unknown command
    ["logits", "-m", "/nonexistent/model", "--ids", "2"], # missing model
    ["logits", "-m", os.path.join(ROOT, "tokenizer"), "--ids", "2"],  # a directory that is no model
    ["logits", "-m", d, "--ids", "2", "--bogus", "1"],    # unknown option
]
for args in bad:
    rc, out, err = run(args)
    check(f"bad args {args[0]} {args[-2:]}", rc != 0 and out == "" and err.strip() != "", f"rc={rc} out={out[:80]!r} err={err!r}")
    check(f"no crash {args[-2:]}", rc > 0, f"rc={rc}")

print(f"{passed} passed, {failed} failed")
