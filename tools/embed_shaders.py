#!/usr/bin/env python3
"""Compile the Vulkan compute shaders (shaders/vulkan/*.comp) with glslc and write them into the
generated section at the end of oxinfer_vulkan.h as uint32_t arrays.

    python3 tools/embed_shaders.py           rewrite the section (make shaders)
    python3 tools/embed_shaders.py --check   exit 1 when the embedded arrays differ from what the
                                             sources compile to (make test runs this); a glslc other
                                             than the one the arrays were made with is reported and
                                             skipped, since its output differs without any staleness

The compiler is pinned: Debian 13's glslc package (shaderc 2025.2-1; Debian 12's 2023.2 lacks
GL_KHR_cooperative_matrix). On Debian 12, tools/debian13.sh (make debian13, .ci/run) unpacks it
under build/debian13, which this script takes first; GLSLC=path chooses another."""
import os, re, struct, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = os.path.join(ROOT, "oxinfer_vulkan.h")
SRC = os.path.join(ROOT, "shaders", "vulkan")
BEGIN = "/* ---- BEGIN GENERATED SPIR-V: tools/embed_shaders.py (make shaders) writes this; do not edit ---- */"
END = "/* ---- END GENERATED SPIR-V ---- */"

# (array name, source, extra glslc arguments); the order is that of ox__vk_kernel in the header.
VARIANTS = [
    ("matvec", "matvec.comp", ["--target-env=vulkan1.0"]),
    ("matvec_sg", "matvec_sg.comp", ["--target-env=vulkan1.1"]),
    ("matmul", "matmul.comp", ["--target-env=vulkan1.0"]),
    ("rmsnorm", "rmsnorm.comp", ["--target-env=vulkan1.0"]),
    ("glu", "glu.comp", ["--target-env=vulkan1.0"]),
    ("add", "add.comp", ["--target-env=vulkan1.0"]),
    ("softcap", "softcap.comp", ["--target-env=vulkan1.0"]),
    ("embed", "embed.comp", ["--target-env=vulkan1.0"]),
    ("attn", "attn.comp", ["--target-env=vulkan1.0"]),
    ("matvec_ids", "matvec.comp", ["--target-env=vulkan1.0", "-DOX_IDS"]),
    ("moe_route", "moe_route.comp", ["--target-env=vulkan1.0"]),
    ("moe_combine", "moe_combine.comp", ["--target-env=vulkan1.0"]),
    ("gdn_log", "gdn_log.comp", ["--target-env=vulkan1.0"]),
    ("delta", "delta.comp", ["--target-env=vulkan1.0"]),
    ("attn_combine", "attn_combine.comp", ["--target-env=vulkan1.0"]),
    ("gdn_prep", "gdn_prep.comp", ["--target-env=vulkan1.0"]),
    ("gdn_chunk", "gdn_chunk.comp", ["--target-env=vulkan1.0"]),
    ("delta_chunk", "delta_chunk.comp", ["--target-env=vulkan1.0"]),
    ("matvec_glu", "matvec_sg.comp", ["--target-env=vulkan1.1", "-DOX_GLU"]),
    ("attn_sg", "attn.comp", ["--target-env=vulkan1.1", "-DOX_SG"]),
    ("attn_tile", "attn_tile.comp", ["--target-env=vulkan1.0"]),
    ("xscale", "xscale.comp", ["--target-env=vulkan1.0"]),
    ("matmul_cm", "matmul_cm.comp", ["--target-env=vulkan1.1"]),
    ("matvec_tail", "matvec_sg.comp", ["--target-env=vulkan1.1", "-DOX_TAIL"]),
    ("attn_sg_tail", "attn.comp", ["--target-env=vulkan1.1", "-DOX_SG", "-DOX_TAIL"]),
    ("attn_gq", "attn_gq.comp", ["--target-env=vulkan1.1"]),
    ("delta_g", "delta.comp", ["--target-env=vulkan1.0", "-DOX_GATES"]),
]


def glslc():
    own = os.path.join(ROOT, "build", "debian13", "glslc")
    return os.environ.get("GLSLC") or (own if os.path.exists(own) else "glslc")


def glslc_version():
    out = subprocess.run([glslc(), "--version"], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[0].strip()


def compile_all():
    words = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, src, args in VARIANTS:
            out = os.path.join(tmp, name + ".spv")
            subprocess.run([glslc(), "-O", "-fshader-stage=compute"] + args + ["-o", out, os.path.join(SRC, src)], check=True)
            data = open(out, "rb").read()
            if len(data) % 4:
                sys.exit("%s: SPIR-V of %d bytes is not whole words" % (name, len(data)))
            words[name] = struct.unpack("<%dI" % (len(data) // 4), data)
    return words


def section(version, words):
    lines = [BEGIN, "/* glslc: %s */" % version, "#define OX__VK_SPIRV_COMPILER \"%s\"" % version]
    for name, src, args in VARIANTS:
        w = words[name]
        lines.append("static const uint32_t ox__vk_spv_%s[%d] = { /* %s %s */" % (name, len(w), src, " ".join(args)))
        for i in range(0, len(w), 10):
            lines.append("    " + ", ".join("0x%08xu" % x for x in w[i:i + 10]) + ",")
        lines.append("};")
    lines.append("/* The SPIR-V of kernel k and its length in words. */")
    lines.append("static const uint32_t *ox__vk_spirv(ox__vk_kernel k, size_t *words) {")
    lines.append("    switch (k) {")
    for i, (n, _, _) in enumerate(VARIANTS):
        lines.append("    case %d: *words = sizeof ox__vk_spv_%s / 4; return ox__vk_spv_%s;" % (i, n, n))
    lines.append("    default: *words = 0; return NULL;")
    lines.append("    }")
    lines.append("}")
    lines.append(END)
    return "\n".join(lines)


def main():
    check = "--check" in sys.argv[1:]
    text = open(HEADER).read()
    a, b = text.find(BEGIN), text.find(END)
    if a < 0 or b < a:
        sys.exit("oxinfer_vulkan.h: no generated SPIR-V section (markers missing)")
    old = text[a:b + len(END)]
    version = glslc_version()
    if check:
        m = re.search(r'#define OX__VK_SPIRV_COMPILER "([^"]*)"', old)
        if not m or m.group(1) != version:
            print("shaders: skipped: this glslc is '%s', the arrays were made by '%s'" % (version, m.group(1) if m else "?"))
            return 0
    new = section(version, compile_all())
    if check:
        if new != old:
            print("shaders: STALE: oxinfer_vulkan.h's SPIR-V differs from shaders/vulkan compiled now; run make shaders")
            return 1
        print("shaders: embedded SPIR-V is current (%d kernels)" % len(VARIANTS))
        return 0
    if new != old:
        open(HEADER, "w").write(text[:a] + new + text[b + len(END):])
        print("oxinfer_vulkan.h: SPIR-V section rewritten (%d kernels)" % len(VARIANTS))
    else:
        print("oxinfer_vulkan.h: SPIR-V section already current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
