#!/usr/bin/env python3
"""Reference data for the tokenizer tests (tests/test_tokenizer.c).

Two steps:

  python3 tools/gen_tokenizer_refs.py corpus
      Writes tests/fixtures/tokenizer/corpus.json: the test cases (text in many scripts, code,
      whitespace, special-token strings, random Unicode scalars, invalid UTF-8 as hex). Needs only
      Python and Debian's unicode-data (for the Unicode-version probes).

  python3 tools/gen_tokenizer_refs.py refs TOKDIR OUTDIR
      Needs Hugging Face `tokenizers` (0.23 was used). TOKDIR holds gemma3/ and qwen3/, each with
      tokenizer.json and tokenizer_config.json (tests/fetch_tokenizers.sh fetches them). Writes
      OUTDIR/refs_gemma3.json, refs_qwen3.json (every case, both tokenizers), refs_variants.json
      (synthetic tokenizers built from the real vocabularies with other normalizers,
      pre-tokenizers, decoders, post-processors and added-token flags, on a subset of the corpus)
      and debug_tokens.json (token strings, not committed).

Each case records ids with add_special_tokens False ("ids") and True (as "prefix"/"suffix" around
ids, or "ids_special" when it is not of that form), the decode of ids (only when it differs from
the input text) and the decode with skip_special_tokens=True (only when it differs again).
Invalid UTF-8 cases (hex) are given to HF as bytes.decode("utf-8", "replace"), which is what
oxinfer does with invalid bytes.
"""
import json
import os
import random
import sys
import time
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "..", "tests", "fixtures", "tokenizer")

# ------------------------------------------------------------------------------------------------
# corpus
# ------------------------------------------------------------------------------------------------


def unicode_probes():
    """Characters first assigned in each Unicode version 9.0 .. 15.0: a letter, a digit and a
    combining mark (ccc > 0) placed where the answer depends on whether the tokenizer's tables
    know them. Tells which Unicode version Oniguruma and the NFC code in HF use."""
    age = {}
    for line in open("/usr/share/unicode/DerivedAge.txt", encoding="utf-8"):
        line = line.split("#")[0].strip()
        if not line:
            continue
        rng, ver = [x.strip() for x in line.split(";")]
        a, _, b = rng.partition("..")
        a = int(a, 16)
        b = int(b, 16) if b else a
        for c in range(a, b + 1):
            age[c] = ver
    cat, ccc = {}, {}
    for line in open("/usr/share/unicode/UnicodeData.txt", encoding="utf-8"):
        f = line.split(";")
        c = int(f[0], 16)
        cat[c] = f[2]
        ccc[c] = int(f[3])
    out = []
    for ver in ["9.0", "10.0", "11.0", "12.0", "12.1", "13.0", "14.0", "15.0"]:
        cs = sorted(c for c, v in age.items() if v == ver and c in cat)
        lo = [c for c in cs if cat[c] == "Lo"][:2]
        nd = [c for c in cs if cat[c] in ("Nd", "No", "Nl")][:2]
        mk = [c for c in cs if ccc.get(c, 0) not in (0,) and ccc[c] < 230][:2]
        mn = [c for c in cs if cat[c] in ("Mn", "Mc") and ccc.get(c, 0) == 0][:1]
        s = ""
        for c in lo:
            s += "x" + chr(c) + "y " + chr(c) + chr(c) + " " + "!" + chr(c) + " "
        for c in nd:
            s += "7" + chr(c) + "7 " + chr(c) + chr(c) + " a" + chr(c) + " "
        for c in mk:
            s += "a" + chr(c) + "\u0301 " + "e" + chr(c) + "\u0323\u0302 "
        for c in mn:
            s += "a" + chr(c) + "b " + chr(c) + "z "
        out.append({"name": "unicode_probe_" + ver, "text": s})
    return out


def random_scalars(seed, n, planes):
    rnd = random.Random(seed)
    s = []
    while len(s) < n:
        p = rnd.choice(planes)
        c = rnd.randrange(p[0], p[1])
        if 0xD800 <= c <= 0xDFFF:
            continue
        s.append(chr(c))
    return "".join(s)


def make_corpus():
    C = []

    def add(name, text):
        C.append({"name": name, "text": text})

    add("empty", "")
    add("space", " ")
    add("spaces", "     ")
    add("newline", "\n")
    add("word", "hello")
    add("en_prose", "The quick brown fox jumps over the lazy dog. It was the best of times, it was the "
        "worst of times, it was the age of wisdom, it was the age of foolishness... \"Quoted\" text, "
        "(parentheses), [brackets] and {braces}; semicolons: colons - dashes -- em—dashes – en-dashes.")
    add("en_prose2", "In 1492, Columbus sailed the ocean blue. On July 4th, 1776, the Declaration was "
        "signed.\nNew paragraph here.\n\nAnother one after a blank line.\n")
    add("leading_trailing", "  leading and trailing spaces  ")
    add("leading_tab", "\tindented with a tab\t")
    add("contractions", "I'm sure you're right, we've been told it's what they'd do and I'll see. "
        "DON'T YOU'RE WE'VE IT'S THEY'D I'LL I'M she's He'S they'Re")
    add("contractions_edge", "'s 's' ''s '' ' s 'ſ 'ſt ’s don’t rock'n'roll 'S'T'RE'VE'M'LL'D 'x 'll'd")
    add("code_c", "#include <stdio.h>\n\nint main(int argc, char **argv) {\n    for (int i = 0; i < argc; ++i)\n"
        "        printf(\"%d: %s\\n\", i, argv[i]);\n    return 0;\n}\n")
    add("code_py", "def fib(n: int) -> int:\n    \"\"\"Return the n-th Fibonacci number.\"\"\"\n    a, b = 0, 1\n"
        "    for _ in range(n):\n        a, b = b, a + b\n    return a\n\nprint([fib(i) for i in range(10)])  # ok\n")
    add("code_rust", "fn main() {\n    let v: Vec<u32> = (0..10).map(|x| x * x).collect();\n    println!(\"{:?}\", v);\n"
        "    if let Some(&last) = v.last() { assert_eq!(last, 81); }\n}\n")
    add("code_js", "const f = async (url) => {\n  const r = await fetch(`${url}/api?q=1&x=2`);\n  return r.ok ? r.json() : null;\n};\n"
        "export default f; // trailing comment\n")
    add("code_html", "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>T&amp;T</title></head>\n"
        "<body><div class=\"a b\" id='x'>Hi &lt;there&gt;</div></body></html>")
    add("code_json", "{\"key\": [1, 2.5, -3e10, true, false, null], \"nested\": {\"a\": \"b\\u00e9\"}}")
    add("code_shell", "for f in *.txt; do\n\tgrep -n 'foo' \"$f\" | awk '{print $1}' >> out.log 2>&1\ndone && echo ok || exit 1\n")
    add("code_indent", "        deeply\n                indented\n                        code\n\t\t\ttabs\n")
    add("markdown", "# Title\n\n* item one\n* item **two**\n\n1. first\n2. second\n\n> quote\n\n```python\nx = 1\n```\n"
        "| a | b |\n|---|---|\n| 1 | 2 |\n")
    add("latex", "$$\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}$$ and \\(a^2+b^2=c^2\\)")
    add("url_email", "Visit https://example.com/path?query=1&b=2#frag or mail someone@example.org, ftp://x.y/z")
    add("zh", "我们今天去公园散步吧。天气很好，阳光明媚！你觉得怎么样？《红楼梦》是一部伟大的小说。")
    add("ja", "こんにちは、世界。東京は日本の首都です。カタカナとひらがなと漢字が混ざっています。ｶﾀｶﾅ半角")
    add("ko", "안녕하세요, 세계! 한국어는 한글로 씁니다. 서울은 대한민국의 수도입니다.")
    add("hi", "नमस्ते दुनिया। हिन्दी देवनागरी लिपि में लिखी जाती है। क्षत्रिय, ज्ञान, श्री।")
    add("ta", "வணக்கம் உலகம். தமிழ் ஒரு பழமையான மொழி. கொழும்பு, சென்னை.")
    add("ar", "مرحبا بالعالم. اللغة العربية تكتب من اليمين إلى اليسار. ١٢٣ ٤٥٦ كِتَابٌ")
    add("he", "שלום עולם. עברית נכתבת מימין לשמאל. בְּרֵאשִׁית בָּרָא אֱלֹהִים")
    add("ru_el", "Привет, мир! Съешь же ещё этих мягких французских булок. Γειά σου Κόσμε. ΣΑΣ σας")
    add("th_vi", "สวัสดีชาวโลก ภาษาไทย Tiếng Việt có dấu: Trường Đại học Bách khoa Hà Nội")
    add("emoji", "Hello 👋 world 🌍! 😀😃😄😁 🎉🎊 ❤️ ♥ ☺️ ✅ ⭐")
    add("emoji_zwj", "👨‍👩‍👧‍👦 family, 👩‍💻 coder, 🏳️‍🌈 flag, 👁️‍🗨️, 🧑🏽‍🚀 astronaut")
    add("emoji_skin", "👍 👍🏻 👍🏼 👍🏽 👍🏾 👍🏿 🤝🏽 ✋🏿")
    add("emoji_flags_keycaps", "🇩🇪🇫🇷🇯🇵🇺🇸 1️⃣ 2️⃣ #️⃣ *️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿")
    add("combining", "e\u0301 a\u0300 o\u0308 n\u0303 Z\u0336\u0335a\u0317\u0353l\u0310g\u0352o\u0315 "
        "q\u0307\u0323 \u0301leading mark")
    add("nfc_pair_composed", "caf\u00e9 na\u00efve r\u00e9sum\u00e9 \u00c5ngstr\u00f6m \u1e9b\u0323")
    add("nfc_pair_decomposed", "cafe\u0301 nai\u0308ve re\u0301sume\u0301 A\u030angstro\u0308m \u017f\u0323\u0307")
    add("nfc_specials", "\u212b \u2126 \u212a K \u00c5 \u0041\u030a \u1100\u1161\u11a8 \u1100\u1161 "
        "\uac00\u11a8 \u0958 \u2000 \u0344 \uf900 \u2fa1d \u0f73 e\u0323\u0302 e\u0302\u0323")
    add("nfkc_specials", "\ufb01 \u2460 \u00bd x\u00b2 \u2126 \u3300 \uff21\uff22\uff23 \ufe59 \u1e9b\u0323 \u2044 "
        "\u33a1 \u2163 \u00aa \u00b5 \u0132 \u01c4")
    add("lowercase", "HELLO World \u0130stanbul \u0130I \u1e9e \u03a3\u0391\u03a3 \u0041\u030a \u2c6f \u1f88 "
        "\u24b6 \u10a0 \uff21 \U00010400 \U0001e900")
    add("whitespace_runs", "a  b   c    d     e\t\tf \t g\n\nh\n\n\ni  \n  j \n\n  k")
    add("whitespace_only", " \t \n \r\n  ")
    add("crlf", "line one\r\nline two\r\n\r\nline four\r\n")
    add("cr_only", "a\rb\r\rc\r")
    add("many_newlines", "start" + "\n" * 40 + "end" + "\n" * 7)
    add("many_spaces", "x" + " " * 70 + "y" + " " * 33)
    add("many_tabs", "\t" * 35 + "z")
    add("unicode_spaces", "a\u00a0b\u2000c\u2003d\u3000e\u200bf\u2028g\u2029h\u0085i\u1680j\u202fk\u205fl\ufeffm")
    add("digits", "0 1 12 123 1234 12345 123456 1234567 9876543210 3.14159 2,718 1e10 -42 +7 0x1F 007")
    add("long_number", "".join(str(i % 10) for i in range(1, 161)))
    add("digits_other", "\u0661\u0662\u0663 \u0967\u0968\u0969 \uff11\uff12\uff13 \u2460\u2461 \u00b2\u00b3 \u216b "
        "\U0001d7ce\U0001d7cf \u4e00\u4e8c\u4e09")
    add("special_gemma", "<start_of_turn>user\nWhat is 2+2?<end_of_turn>\n<start_of_turn>model\n4<end_of_turn>")
    add("special_qwen", "<|im_start|>system\nYou are helpful.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n"
        "<|im_start|>assistant\n<think>\n\n</think>\n\nHello!<|im_end|><|endoftext|>")
    add("special_bos_eos", "<bos>text<eos> <bos> <eos><pad><unk><mask>[multimodal]<unused0><unused99>")
    add("special_adjacent", "<bos><bos><bos>x<eos><eos>")
    add("special_partial", "<start_of_tur <|im_star <bo s> <<bos>> <|im_end|| <|endoftext|>> </think")
    add("special_spaces", " <bos> hello <eos> \n<|im_start|> user \n<|im_end|>\n ")
    add("special_tool", "<tool_call>\n{\"name\": \"f\"}\n</tool_call><tool_response>ok</tool_response>"
        "<|fim_prefix|>a<|fim_suffix|>b<|fim_middle|>")
    add("special_image", "<start_of_image><image_soft_token><end_of_image><|vision_start|><|image_pad|><|vision_end|>")
    add("control_chars", "a\x00b\x01c\x07d\x08e\x0bf\x0cg\x1bh[31mred\x1b[0m\x7fi\x1f")
    add("c1_controls", "\x80\x85\x9f\u00ad\u200c\u200d\u200e\u200f\u2060\ufe0f\ufffc\ufffd")
    add("noncharacters", "\ufdd0\ufffe\uffff\U0001fffe\U0010ffff\U000e0001\U000f0000")
    add("bytes_like", "<0x41> <0xFF> <0x0A> \\x41 %41 &#65;")
    add("metaspace_chars", "\u2581 \u2581\u2581 a\u2581b \u2581\u2581\u2581x")
    add("bytelevel_chars", "\u0120 \u010a \u0100 \u0143 \u00ff \u00a1")
    add("punct_runs", "!!! ??? ... --- *** ### @@@ $$$ %%% ^^^ &&& ((( ))) ;;; ::: ,,, \"\"\" ''' ``` ~~~")
    add("punct_newlines", "end.\n\nnext!\r\n\r\n?\n")
    add("mixed_scripts", "English中文日本語한국어हिन्दीالعربيةעברית\u0e44\u0e17\u0e22Ελληνικά")
    add("repeat_ab", "ab" * 600)
    add("repeat_word", "hello " * 200)
    add("long_word", "Pneumonoultramicroscopicsilicovolcanoconiosis " +
        "a" * 500 + " antidisestablishmentarianism")
    add("fullwidth", "Ｈｅｌｌｏ，Ｗｏｒｌｄ！ １２３ ＡＢＣ")
    add("math_symbols", "∀x∈ℝ: x² ≥ 0 ⇒ √(x²) = |x| ∑_{i=1}^{n} i = n(n+1)/2 ∞ ≈ ≠ ≤ ≥ ± × ÷ ∂ ∇ ∫")
    add("currency", "$100 €200 £300 ¥400 ₹500 ₿0.01 ¢ ₩ ₽")
    add("old_scripts", "\U00010330\U00010331 \U00013000\U00013001 \U0001f600 \U00020000\U0002a700 \U00010900")
    add("apostrophes_caps", "DON'T STOP BELIEVIN'. IT'S O'CLOCK. L'ÉTÉ C'EST L'ŒUVRE")
    add("dense_punct_letters", "a.b,c;d:e!f?g(h)i[j]k{l}m<n>o/p\\q|r-s_t+u=v*w&x^y%z$")
    add("single_chars", "a b c 1 2 3 . , ! ? é ü 中 😀 \t")
    add("newline_then_space", "\n hello\n  world\n\t tab\n \n")
    add("trailing_newlines_space", "text \n\n \n ")
    # random Unicode scalars (a few KB in all)
    allp = [(0x20, 0x7F), (0xA0, 0x800), (0x800, 0x10000), (0x10000, 0x30000), (0xE0000, 0xE0200)]
    add("random_bmp_1", random_scalars(1, 400, [(0x20, 0xFFFE)]))
    add("random_all_1", random_scalars(2, 400, allp))
    add("random_all_2", random_scalars(3, 400, allp))
    add("random_mixed_ascii", random_scalars(4, 500, [(0x20, 0x7F)] * 6 + allp))
    add("random_latin_marks", random_scalars(5, 300, [(0x41, 0x5B), (0x61, 0x7B), (0x300, 0x370), (0x20, 0x21)]))
    add("random_ws", random_scalars(6, 200, [(0x09, 0x0E), (0x20, 0x21), (0x2000, 0x200C), (0x41, 0x44), (0x85, 0x86)]))
    add("random_full_range", random_scalars(7, 300, [(0x0, 0x110000)]))
    C.extend(unicode_probes())
    # invalid UTF-8: not representable as Python str; given as hex
    inv = [
        ("invalid_lone_cont", "61 80 62"),
        ("invalid_lead_end", "61 62 e2 82"),
        ("invalid_overlong", "c0 af 2f e0 80 af"),
        ("invalid_surrogate", "ed a0 80 ed bf bf 61"),
        ("invalid_above_max", "f4 90 80 80 f5 80 41"),
        ("invalid_truncated_mid", "e4 bd 20 e4 bd a0 f0 9f 98 20"),
        ("invalid_ff_fe", "ff fe 68 69 fe"),
        ("invalid_mixed", "3c 62 6f 73 3e c3 28 a0 a1 e2 28 a1 f0 28 8c bc"),
    ]
    for name, hx in inv:
        C.append({"name": name, "hex": hx.replace(" ", "")})
    names = [c["name"] for c in C]
    assert len(names) == len(set(names))
    os.makedirs(FIX, exist_ok=True)
    with open(os.path.join(FIX, "corpus.json"), "w", encoding="utf-8") as f:
        json.dump({"cases": C}, f, ensure_ascii=True, indent=0)
        f.write("\n")
    print("corpus: %d cases" % len(C))


# ------------------------------------------------------------------------------------------------
# references
# ------------------------------------------------------------------------------------------------

GPT2_RE = r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"
LLAMA3_RE = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|"
             r"\s*[\r\n]+|\s+(?!\S)|\s+")
QWEN35_RE = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|"
             r"\s*[\r\n]+|\s+(?!\S)|\s+")


def case_text(c):
    if "hex" in c:
        return bytes.fromhex(c["hex"]).decode("utf-8", "replace")
    return c["text"]


def variants(gem, qwen):
    """(name, base tokenizer.json dict, overrides, extra added tokens) for the synthetic tokenizers.
    The C tests splice the overrides in front of the base file's members (the loader takes the
    first of duplicate keys), so they must be whole top-level members."""
    bl = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False, "use_regex": False}
    gbos = {"type": "TemplateProcessing",
            "single": [{"SpecialToken": {"id": "<bos>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
            "pair": [{"Sequence": {"id": "A", "type_id": 0}}, {"Sequence": {"id": "B", "type_id": 1}}],
            "special_tokens": {"<bos>": {"id": "<bos>", "ids": [2], "tokens": ["<bos>"]}}}
    gbos_eos = {"type": "TemplateProcessing",
                "single": [{"SpecialToken": {"id": "<bos>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}},
                           {"SpecialToken": {"id": "<eos>", "type_id": 0}}],
                "pair": [{"Sequence": {"id": "A", "type_id": 0}}, {"Sequence": {"id": "B", "type_id": 1}}],
                "special_tokens": {"<bos>": {"id": "<bos>", "ids": [2], "tokens": ["<bos>"]},
                                   "<eos>": {"id": "<eos>", "ids": [1], "tokens": ["<eos>"]}}}
    qtmpl = {"type": "TemplateProcessing",
             "single": [{"SpecialToken": {"id": "<|im_start|>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}},
                        {"SpecialToken": {"id": "<|im_end|>", "type_id": 0}}],
             "pair": [{"Sequence": {"id": "A", "type_id": 0}}, {"Sequence": {"id": "B", "type_id": 1}}],
             "special_tokens": {"<|im_start|>": {"id": "<|im_start|>", "ids": [151644], "tokens": ["<|im_start|>"]},
                                "<|im_end|>": {"id": "<|im_end|>", "ids": [151645], "tokens": ["<|im_end|>"]}}}
    V = []
    V.append(("qwen3_gpt2", "qwen3", {
        "normalizer": {"type": "Sequence", "normalizers": [{"type": "NFKC"}, {"type": "Lowercase"}]},
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True},
        "post_processor": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True},
        "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True},
    }, None, {"ignore_merges": True}))
    V.append(("qwen3_llama3", "qwen3", {
        "normalizer": {"type": "Sequence", "normalizers": [{"type": "Strip", "strip_left": True, "strip_right": True},
                                                           {"type": "NFC"}]},
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"Regex": LLAMA3_RE}, "behavior": "Isolated", "invert": False},
            {"type": "Digits", "individual_digits": False}, bl]},
        "post_processor": qtmpl,
        "decoder": bl,
    }, None, None))
    V.append(("qwen35_flags", "qwen3", {
        "normalizer": {"type": "NFC"},
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"Regex": QWEN35_RE}, "behavior": "Isolated", "invert": False}, bl]},
        "post_processor": bl, "decoder": bl,
    }, [("<mytok>", dict(lstrip=True, rstrip=True, special=True, normalized=False)),
        ("hello", dict(single_word=True, special=False, normalized=False)),
        ("caf\u00e9", dict(special=False, normalized=True)),
        ("<R>", dict(rstrip=True, special=False, normalized=False)),
        ("<L>", dict(lstrip=True, special=True, normalized=False)),
        ("ab ", dict(single_word=True, special=False, normalized=False))], None))
    V.append(("gemma_metaspace_first", "gemma3", {
        "normalizer": None,
        "pre_tokenizer": {"type": "Metaspace", "replacement": "\u2581", "prepend_scheme": "first", "split": True},
        "post_processor": gbos,
        "decoder": {"type": "Metaspace", "replacement": "\u2581", "prepend_scheme": "first", "split": True},
    }, None, None))
    V.append(("gemma_llama2", "gemma3", {
        "normalizer": {"type": "Sequence", "normalizers": [{"type": "Prepend", "prepend": "\u2581"},
                                                           {"type": "Replace", "pattern": {"String": " "}, "content": "\u2581"}]},
        "pre_tokenizer": None,
        "post_processor": gbos_eos,
        "decoder": {"type": "Sequence", "decoders": [
            {"type": "Replace", "pattern": {"String": "\u2581"}, "content": " "}, {"type": "ByteFallback"},
            {"type": "Fuse"}, {"type": "Strip", "content": " ", "start": 1, "stop": 0}]},
    }, None, None))
    V.append(("gemma_digits_always", "gemma3", {
        "normalizer": {"type": "Sequence", "normalizers": [{"type": "NFKC"}, {"type": "Strip", "strip_left": False, "strip_right": True}]},
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Digits", "individual_digits": True},
            {"type": "Metaspace", "replacement": "\u2581", "prepend_scheme": "always", "split": False}]},
        "post_processor": None,
        "decoder": {"type": "Sequence", "decoders": [
            {"type": "Metaspace", "replacement": "\u2581", "prepend_scheme": "always", "split": False},
            {"type": "ByteFallback"}, {"type": "Fuse"}]},
    }, None, None))
    V.append(("gemma_splits", "gemma3", {
        "normalizer": {"type": "Sequence", "normalizers": [{"type": "Lowercase"},
                                                           {"type": "Replace", "pattern": {"String": " "}, "content": "\u2581"}]},
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"String": "\n"}, "behavior": "Contiguous", "invert": False},
            {"type": "Split", "pattern": {"String": ","}, "behavior": "Removed", "invert": False},
            {"type": "Split", "pattern": {"String": "\u2581"}, "behavior": "MergedWithNext", "invert": False},
            {"type": "Split", "pattern": {"String": "."}, "behavior": "Isolated", "invert": True}]},
        "post_processor": gbos,
        "decoder": {"type": "Sequence", "decoders": [
            {"type": "Replace", "pattern": {"String": "\u2581"}, "content": " "}, {"type": "ByteFallback"}, {"type": "Fuse"}]},
    }, None, None))
    return V


VARIANT_CASES = ["empty", "space", "word", "en_prose", "leading_trailing", "leading_tab", "contractions",
                 "contractions_edge", "code_c", "code_py", "zh", "hi", "he", "emoji_zwj", "combining",
                 "nfc_pair_decomposed", "nfc_specials", "nfkc_specials", "lowercase", "whitespace_runs",
                 "crlf", "unicode_spaces", "digits", "long_number", "digits_other", "special_gemma",
                 "special_qwen", "special_bos_eos", "special_spaces", "control_chars", "metaspace_chars",
                 "punct_runs", "punct_newlines", "newline_then_space", "trailing_newlines_space",
                 "random_latin_marks", "random_ws", "unicode_probe_14.0", "invalid_mixed", "flags_probe",
                 "flags_probe2"]


def record(tok, cases, extra_texts=()):
    out = {}
    dbg = {}
    for c in list(cases) + list(extra_texts):
        name, text = c["name"], case_text(c)
        e0 = tok.encode(text, add_special_tokens=False).ids
        e1 = tok.encode(text, add_special_tokens=True).ids
        r = {"ids": e0}
        found = False
        for i in range(len(e1) - len(e0) + 1):
            if e1[i:i + len(e0)] == e0:
                r["prefix"], r["suffix"] = e1[:i], e1[i + len(e0):]
                found = True
                break
        if not found:
            r["ids_special"] = e1
        d0 = tok.decode(e1, skip_special_tokens=False)
        d1 = tok.decode(e1, skip_special_tokens=True)
        if d0 != text:
            r["decode"] = d0
        if d1 != d0:
            r["decode_skip"] = d1
        out[name] = r
        dbg[name] = tok.encode(text, add_special_tokens=False).tokens
    return out, dbg


def make_refs(tokdir, outdir):
    import tokenizers
    from tokenizers import Tokenizer, AddedToken
    corpus = json.load(open(os.path.join(FIX, "corpus.json"), encoding="utf-8"))["cases"]
    os.makedirs(outdir, exist_ok=True)
    meta = {"tokenizers_version": tokenizers.__version__, "python": sys.version.split()[0],
            "unidata_version": unicodedata.unidata_version}
    debug = {}
    raw = {}
    for name in ["gemma3", "qwen3"]:
        path = os.path.join(tokdir, name, "tokenizer.json")
        raw[name] = open(path, encoding="utf-8").read()
        t0 = time.time()
        tok = Tokenizer.from_str(raw[name])
        meta["load_seconds_" + name] = time.time() - t0
        t0 = time.time()
        refs, dbg = record(tok, corpus)
        meta["encode_seconds_" + name] = time.time() - t0
        debug[name] = dbg
        # what HF does with a lone surrogate (Python str can hold one, Rust str cannot)
        try:
            tok.encode("a\ud800b")
            meta["lone_surrogate_" + name] = "accepted"
        except Exception as ex:  # noqa: BLE001
            meta["lone_surrogate_" + name] = "%s: %s" % (type(ex).__name__, ex)
        meta["vocab_size_" + name] = tok.get_vocab_size(with_added_tokens=True)
        # HF's own speed on the corpus text (one thread), for the benchmark's comparison
        big = "\n".join(case_text(c) for c in corpus) * 20
        t0 = time.time()
        nt = len(tok.encode(big, add_special_tokens=False).ids)
        dt = time.time() - t0
        meta["hf_encode_mb_s_" + name] = len(big.encode("utf-8")) / dt / 1e6
        meta["hf_encode_tokens_" + name] = nt
        with open(os.path.join(outdir, "refs_%s.json" % name), "w", encoding="utf-8") as f:
            json.dump({"meta": meta, "cases": refs}, f, ensure_ascii=True, separators=(",", ":"))
        print(name, "done", flush=True)
    # transformers' view (tokenizer_config's add_bos_token etc.): does it agree with tokenizers?
    try:
        from transformers import AutoTokenizer
        import transformers
        meta["transformers_version"] = transformers.__version__
        for name in ["gemma3", "qwen3"]:
            try:
                at = AutoTokenizer.from_pretrained(os.path.join(tokdir, name))
                tok = Tokenizer.from_str(raw[name])
                diff = {}
                for c in corpus:
                    text = case_text(c)
                    a = at(text, add_special_tokens=True)["input_ids"]
                    b = tok.encode(text, add_special_tokens=True).ids
                    a0 = at(text, add_special_tokens=False)["input_ids"]
                    b0 = tok.encode(text, add_special_tokens=False).ids
                    da = at.decode(b, skip_special_tokens=False)
                    db = tok.decode(b, skip_special_tokens=False)
                    if a != b or a0 != b0 or da != db:
                        diff[c["name"]] = {"tf": a, "tf0": a0, "tf_decode": da}
                meta["transformers_diff_" + name] = diff
            except Exception as ex:  # noqa: BLE001
                meta["transformers_error_" + name] = "%s: %s" % (type(ex).__name__, ex)
    except Exception as ex:  # noqa: BLE001
        meta["transformers_error"] = "%s: %s" % (type(ex).__name__, ex)
    # synthetic variants
    flag_cases = [
        {"name": "flags_probe", "text": "x <mytok> y<mytok>z  <mytok>\n hello world, hellothere ahello hello! "
                                        "caf\u00e9 cafe\u0301 CAF\u00c9 <R>  after <R>\nx   <L>yy ab ab  xab ab\n"},
        {"name": "flags_probe2", "text": " <mytok><mytok>  <L><R> <R><L> hello-hello _hello hello_ \u00e9hello hello\u00e9 "
                                         "h\u00e9llo 1hello hello1 \u0661hello"},
    ]
    vout = {}
    for vname, base, over, added, model_over in variants(None, None):
        try:
            d = json.loads(raw[base])
            for k, v in over.items():
                d[k] = v
            if model_over:
                d["model"].update(model_over)
            tok = Tokenizer.from_str(json.dumps(d))
            if added:
                sp = [AddedToken(content, **kw) for content, kw in added if kw.get("special")]
                ns = [AddedToken(content, **kw) for content, kw in added if not kw.get("special")]
                tok.add_special_tokens(sp)
                tok.add_tokens(ns)
            full = json.loads(tok.to_str())
            spec = {k: full[k] for k in over}
            if added:
                spec["added_tokens"] = full["added_tokens"]
            sub = [c for c in corpus if c["name"] in VARIANT_CASES]
            refs, dbg = record(tok, sub, flag_cases)
            vout[vname] = {"base": base, "spec": spec, "model": model_over or {}, "cases": refs}
            debug["variant_" + vname] = dbg
            print("variant", vname, "done", flush=True)
        except Exception as ex:  # noqa: BLE001
            vout[vname] = {"error": "%s: %s" % (type(ex).__name__, ex)}
            print("variant", vname, "FAILED", ex, flush=True)
    with open(os.path.join(outdir, "refs_variants.json"), "w", encoding="utf-8") as f:
        json.dump({"meta": meta, "variants": vout}, f, ensure_ascii=True, separators=(",", ":"))
    with open(os.path.join(outdir, "debug_tokens.json"), "w", encoding="utf-8") as f:
        json.dump(debug, f, ensure_ascii=True, separators=(",", ":"))
    with open(os.path.join(outdir, "meta.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=True, indent=1)
    print(json.dumps(meta, indent=1)[:3000])


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "corpus":
        make_corpus()
    elif len(sys.argv) >= 4 and sys.argv[1] == "refs":
        make_refs(sys.argv[2], sys.argv[3])
    else:
        print(__doc__)
        sys.exit(2)
