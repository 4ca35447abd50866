#!/usr/bin/env python3
"""examples/minimal.c against the shipped model: for prompts taken along transformers' greedy
continuation (models/kjv-gemma4/reference.json), the most likely next token it prints must be the
next id of that continuation, and its five rows must be in descending order of logit.
Usage: test_minimal.py build/minimal [MODEL_DIR]. Exit status 0 when every prompt agrees."""
import json, os, subprocess, sys

exe = sys.argv[1] if len(sys.argv) > 1 else "build/minimal"
model = sys.argv[2] if len(sys.argv) > 2 else "models/kjv-gemma4"
with open(os.path.join(model, "reference.json"), encoding="utf-8") as f:
    ref = json.load(f)
seq = ref["prompt_ids"] + ref["output_ids"]
bad = 0
for k in (0, 1, 7, 30, 59):   # minimal.c reads at most 64 ids
    ids = seq[:len(ref["prompt_ids"]) + k]
    p = subprocess.run([exe, model] + [str(i) for i in ids], capture_output=True, text=True, timeout=120)
    rows = [line.split() for line in p.stdout.splitlines()]
    ok = p.returncode == 0 and len(rows) == 5 and all(len(r) == 2 for r in rows)
    if ok:
        logits = [float(r[1]) for r in rows]
        ok = int(rows[0][0]) == ref["output_ids"][k] and logits == sorted(logits, reverse=True)
    print(f"{len(ids)} ids: {'ok' if ok else 'FAILED'} (want {ref['output_ids'][k]}) {p.stdout.split()[:2]} {p.stderr.strip()}")
    bad += not ok
sys.exit(1 if bad else 0)
