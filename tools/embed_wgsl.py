#!/usr/bin/env python3
"""Write the WebGPU compute shaders (shaders/webgpu/*.wgsl) into the generated section at the end of
oxinfer_webgpu.h as C string literals (the browser compiles WGSL itself: nothing is compiled here).

    python3 tools/embed_wgsl.py           rewrite the section (make shaders-webgpu)
    python3 tools/embed_wgsl.py --check   exit 1 when the embedded strings differ from the sources
                                          (tests/run.sh runs this)"""
import os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = os.path.join(ROOT, "oxinfer_webgpu.h")
SRC = os.path.join(ROOT, "shaders", "webgpu")
BEGIN = "/* ---- BEGIN GENERATED WGSL: tools/embed_wgsl.py (make shaders-webgpu) writes this; do not edit ---- */"
END = "/* ---- END GENERATED WGSL ---- */"
# the order is that of ox__wg_kernel in the header; common.wgsl goes in front of those that read weights
KERNELS = [("matmul", 1), ("embed", 1), ("rmsnorm", 0), ("rope", 0), ("add", 0), ("glu", 0), ("softcap", 0), ("attn", 0), ("matmul_rows", 1),
           ("copy", 0), ("gdn_log", 0), ("delta", 0), ("moe_route", 0), ("moe_combine", 0), ("matmul_ids", 1)]


def literal(text):
    out = []
    for line in text.splitlines():
        if line.lstrip().startswith("//"):
            continue  # comments stay in the sources
        out.append('    "' + line.replace("\\", "\\\\").replace('"', '\\"') + '\\n"')
    return "\n".join(out)


def section():
    common = open(os.path.join(SRC, "common.wgsl")).read()
    parts = [BEGIN, "static const char *const ox__wg_wgsl[] = {"]
    for name, weights in KERNELS:
        src = open(os.path.join(SRC, name + ".wgsl")).read()
        parts.append("    /* %s.wgsl%s */" % (name, " (after common.wgsl)" if weights else ""))
        parts.append(literal((src + common) if weights else src) + ",")
    parts.append("};")
    parts.append(END)
    return "\n".join(parts) + "\n"


def main():
    text = open(HEADER).read()
    a, b = text.find(BEGIN), text.find(END)
    if a < 0 or b < 0:
        sys.exit("oxinfer_webgpu.h has no generated WGSL section")
    new = text[:a] + section() + text[b + len(END) + 1:]
    if "--check" in sys.argv:
        if new != text:
            print("oxinfer_webgpu.h: the embedded WGSL is stale (make shaders-webgpu)")
            sys.exit(1)
        print("oxinfer_webgpu.h: the embedded WGSL is current")
        return
    if new != text:
        open(HEADER, "w").write(new)


if __name__ == "__main__":
    main()
