#!/usr/bin/env python3
"""The WebAssembly build (make wasm) under node against the native CLI and transformers' reference:
`logits` within 2e-4 of the reference and greedy `generate` equal to it on the fixtures, on the
simd128 path (and on scalar for two of them); on models/kjv-gemma4 `tokenize`, `generate` and `run --raw` give what
build/oxinfer gives. Then the C kernel tests (area kernels: every path against double-precision
sums) under node. Standard library only. Usage: test_wasm.py build/oxinfer build/oxinfer.mjs
build/oxtest-wasm.js. Last line: "N passed, N failed"."""
import json, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reference import read_reference  # noqa: E402
NATIVE, MJS, OXTEST = sys.argv[1], sys.argv[2], sys.argv[3]
ROOT = os.environ.get("OXINFER_FIXTURES", "tests/fixtures")
HERE = os.path.dirname(os.path.abspath(__file__))
passed = failed = 0


def check(name, cond, detail=""):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name} {detail}", file=sys.stderr)



def run(cmd, args, env=None):
    e = dict(os.environ)
    if env:
        e.update(env)
    p = subprocess.run(cmd + args, capture_output=True, env=e, timeout=300)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


wasm = ["node", MJS]
native = [NATIVE]
rc, out, err = run(wasm, ["generate", "-m", os.path.join(ROOT, "g4_e2b_like"), "--ids", "2,10", "-n", "1"])
check("the wasm build runs the simd128 path", rc == 0 and "device: cpu (simd128)" in err, err[-500:])

# MLX checkpoints too (4-bit and 8-bit affine groups; reference: transformers on the dequantized weights)
for fx in ["g4_e2b_like", "g4_moe_mm", "g4_sharded_f32", "g4_f16", "q35_mm_tied", "q35_moe", "mlx_g4_q4g64", "mlx_q35_q8g32", "mlx_q35_moe_q4g32"]:
    d = os.path.join(ROOT, fx)
    ref = read_reference(os.path.join(d, "reference.safetensors"))
    ids, _ = ref["prompt_ids"]
    logits, (P, V) = ref["logits"]
    greedy, _ = ref["greedy_ids"]
    idstr = ",".join(map(str, ids))
    for isa_env in [{}, {"OXINFER_ISA": "scalar"}] if fx in ("g4_e2b_like", "q35_mm_tied") else [{}]:
        tag = f"{fx} {isa_env.get('OXINFER_ISA', 'simd128')}"
        rc, out, err = run(wasm, ["logits", "-m", d, "--ids", idstr, "--last", "3", "-t", "2"], isa_env)
        try:
            rows = json.loads(out) if rc == 0 else None
        except ValueError:
            rows = None
        check(f"logits {tag}", isinstance(rows, list) and len(rows) == 3, err[-500:])
        if rows and len(rows) == 3:
            worst = max(abs(rows[k][j] - logits[(P - 3 + k) * V + j]) for k in range(3) for j in range(V))
            check(f"logits match reference {tag}", worst <= 2e-4, f"max diff {worst}")
            if not isa_env:
                print(f"  {fx}: wasm simd128 logits within {worst:.2e} of transformers", file=sys.stderr)
        rc, out, err = run(wasm, ["generate", "-m", d, "--ids", idstr, "-n", str(len(greedy))], isa_env)
        check(f"generate = transformers' greedy {tag}", rc == 0 and json.loads(out) == greedy, f"{out[:200]} {err[-300:]}")

# the shipped model: the same stdout as the native CLI
kjv = "models/kjv-gemma4"
with open(os.path.join(kjv, "reference.json"), encoding="utf-8") as f:
    kref = json.load(f)
cases = [
    ["tokenize", "--tokenizer", kjv, "--special", kref["prompt"]],
    ["generate", "-m", kjv, "--ids", ",".join(map(str, kref["prompt_ids"])), "-n", "48"],
    ["run", "-m", kjv, "-p", kref["prompt"], "--raw", "-n", str(kref["max_new_tokens"])],
    ["run", "-m", kjv, "-p", "And God said", "-n", "24", "--temp", "0.8", "--seed", "7", "-t", "1"],
    ["logits", "-m", kjv, "--ids", ",".join(map(str, kref["prompt_ids"])), "--last", "1"],
]
for args in cases:
    rw, ow, ew = run(wasm, args)
    rn, on, en = run(native, args)
    tag = " ".join(args[:1] + args[-2:])
    if args[0] == "logits":
        a, b = json.loads(ow) if rw == 0 else None, json.loads(on) if rn == 0 else None
        worst = max(abs(x - y) for x, y in zip(a[0], b[0])) if a and b else None
        check(f"kjv-gemma4 {tag}: logits near native", worst is not None and worst <= 2e-4, f"{worst} {ew[-300:]}")
    else:
        check(f"kjv-gemma4 {tag}: wasm stdout = native", rw == 0 and rn == 0 and ow == on, f"{ow[:200]!r} != {on[:200]!r} {ew[-300:]}")
rc, out, err = run(wasm, ["run", "-m", kjv, "-p", kref["prompt"], "--raw", "-n", str(kref["max_new_tokens"])])
check("kjv-gemma4 run --raw (wasm) = transformers", rc == 0 and kref["prompt"] + out == kref["text"], repr(out[:200]))
# errors stay errors: exit code and message, no trap
rc, out, err = run(wasm, ["logits", "-m", "/nonexistent/model", "--ids", "2"])
rn, on, en = run(native, ["logits", "-m", "/nonexistent/model", "--ids", "2"])
check("missing model: the native exit code and an error", rc == rn and rc != 0 and out == "" and "RuntimeError" not in err, err[-300:])

# C test areas under node, on the simd128 and scalar paths: the kernels (against double-precision
# sums), quantized weights (load-time Q8/Q4, MLX checkpoints against transformers), the fixtures of
# both architectures against transformers, and speculative decoding with both drafters
for area in ["kernels", "quant", "model", "qwen35", "drafter", "mtp"]:
    rc, out, err = run(["node", os.path.join(HERE, "wasm_run.mjs"), OXTEST], [area])
    last = (out.strip().splitlines() or [""])[-1]
    check(f"C {area} tests under node", rc == 0 and last.endswith(" 0 failed"), (out + err)[-800:])
    print(f"  C {area} tests under node: {last}", file=sys.stderr)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
