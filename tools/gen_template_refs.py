#!/usr/bin/env python3
"""Reference renderings of the Gemma 4 and Qwen 3.5 chat templates, for tests/test_generate.c.

The published Jinja templates are rendered with jinja2 in the environment transformers'
apply_chat_template uses (sandboxed, trim_blocks, lstrip_blocks, loopcontrols, raise_exception),
over a varied set of message lists (system or not, multi-turn, empty content, Unicode and Unicode
white space, thinking on / off / not given, with and without the generation prompt, assistant
turns with thinking markup). The results go to tests/fixtures/templates/refs.json; the C
renderers in oxinfer.h (section 14) must reproduce them byte for byte.

The templates themselves are not in this repository (they are Google's and Qwen's); get them and
pass their paths:

  --gemma4-e2b   google/gemma-4-E2B-it (and E4B) chat_template.jinja as first released: "<|think|>",
                 no merging of assistant turns, no empty thought channel. sha256 (without a final
                 newline) 55572b8d3c8342044e25874c73fe5234b661fa0a57a57f6ef75b58e03d7d959a, the
                 template of the gemma-4-E4B-it GGUF files.
  --gemma4-v2    Google's later Gemma 4 template (26B / 31B): "<|think|>\\n", consecutive assistant
                 messages in one turn, tool messages, an empty thought channel after the generation
                 prompt. Copy used: github.com/forcepusher/gemma4_jinja google-chat_template.jinja,
                 sha256 43b2c64fbd2b556fd7569f1eebd9311b7ef9ccfd2dfd66acf62f6d911859fa5c.
                 The later E2B/E4B form is the same without that empty thought channel: this script
                 derives it ("gemma4_v2_small") by deleting those lines.
  --qwen35       Qwen/Qwen3.5-27B chat_template.jinja @ feea018b31f8, sha256
                 a4aee8afcf2e0711942cf848899be66016f8d14a889ff9ede07bca099c28f715.

  python3 tools/gen_template_refs.py --gemma4-e2b G1.jinja --gemma4-v2 G2.jinja --qwen35 Q.jinja \\
      --out tests/fixtures/templates/refs.json
Needs only jinja2 (Debian: python3-jinja2).
"""
import argparse, hashlib, json, sys

import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment

EMPTY_THOUGHT_BLOCK = """        {%- if not enable_thinking | default(false) -%}
            {{- '<|channel>thought\\n<channel|>' -}}
        {%- endif -%}
"""


def env():
    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    e = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=["jinja2.ext.loopcontrols"])
    e.filters["tojson"] = tojson
    e.globals["raise_exception"] = raise_exception
    return e


def identify(text):
    """The same decisions as ox__chat_identify in oxinfer.h (section 14)."""
    if "<|turn>" in text and "strip_thinking" in text:
        flags = []
        if "'<|think|>\\n'" in text:
            flags.append("think_nl")
        if "continue_same_model_turn" in text:
            flags.append("merge_model")
        if "'<|channel>thought\\n<channel|>'" in text:
            flags.append("empty_thought")
        return "gemma4", flags
    if "<|im_start|>" in text and "render_content" in text and "ns.last_query_index" in text and "'<think>\\n\\n</think>\\n\\n'" in text:
        return "qwen35", []
    return None, []


U = "日本語のテキスト 🎉 café naïve — עברית العربية 👩‍👩‍👧 e\u0301"
CONVERSATIONS = [
    ("user only", [{"role": "user", "content": "Hello"}]),
    ("system and user", [{"role": "system", "content": "You are helpful."}, {"role": "user", "content": "Hi there"}]),
    ("multi-turn", [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "What is 2+2?"},
                    {"role": "assistant", "content": "4"}, {"role": "user", "content": "And 3+3?"}]),
    ("ends with assistant", [{"role": "user", "content": "Say hi"}, {"role": "assistant", "content": "Hi!"}]),
    ("two rounds no system", [{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"},
                              {"role": "user", "content": "c"}, {"role": "assistant", "content": "d"}]),
    ("empty user", [{"role": "user", "content": ""}]),
    ("empty everything", [{"role": "system", "content": ""}, {"role": "user", "content": ""},
                          {"role": "assistant", "content": ""}, {"role": "user", "content": ""}]),
    ("unicode", [{"role": "system", "content": U}, {"role": "user", "content": U + "\n" + U}]),
    ("white space trimmed", [{"role": "system", "content": "  \n\t sys \u3000\u2003"},
                             {"role": "user", "content": "\u0085\u00a0\x1c\x1d\x1e\x1f\x0b\x0c\r user \u2028\u2029\u202f\u205f\u1680\u200a"},
                             {"role": "assistant", "content": " \n answer \n "},
                             {"role": "user", "content": "\u200b not space \ufeff\u180e"}]),
    ("multi-line", [{"role": "user", "content": "line 1\nline 2\n\n\tindented\r\nend"}]),
    ("special text in content", [{"role": "user", "content": "<turn|> <|im_end|> <bos> <|think|> <think>"}]),
    ("gemma thinking markup", [{"role": "user", "content": "q"},
                               {"role": "assistant", "content": "<|channel>thought\nsecret plan<channel|>The answer."},
                               {"role": "user", "content": "q2"},
                               {"role": "assistant", "content": "a<channel|>b<|channel>c<channel|>d <|channel>unclosed"},
                               {"role": "user", "content": "q3"}]),
    ("consecutive assistants", [{"role": "user", "content": "u"}, {"role": "assistant", "content": "one"},
                                {"role": "assistant", "content": "two"}, {"role": "user", "content": "u2"}]),
    ("qwen think markup", [{"role": "user", "content": "q"},
                           {"role": "assistant", "content": "<think>\nreasoning one\n</think>\n\nanswer one"},
                           {"role": "user", "content": "q2"},
                           {"role": "assistant", "content": "\n<think>\n\nr2\n\n</think>\n\n\nanswer two\n"}]),
    ("qwen think odd", [{"role": "user", "content": "q"},
                        {"role": "assistant", "content": "x<think>a</think>y<think>b</think>\nz"}]),
    ("qwen only close", [{"role": "user", "content": "q"}, {"role": "assistant", "content": "no open</think>rest"}]),
    ("reasoning field", [{"role": "user", "content": "q"},
                         {"role": "assistant", "content": "final", "reasoning_content": "  thought about it \n"}]),
    ("reasoning field earlier", [{"role": "user", "content": "q"},
                                 {"role": "assistant", "content": "final", "reasoning_content": "old thought"},
                                 {"role": "user", "content": "q2"}]),
    ("tool response user", [{"role": "user", "content": "q"}, {"role": "assistant", "content": "calling"},
                            {"role": "user", "content": " <tool_response>42</tool_response> "}]),
    ("system in the middle", [{"role": "user", "content": "a"}, {"role": "system", "content": "late"},
                              {"role": "user", "content": "b"}]),
    ("system only", [{"role": "system", "content": "just a system prompt"}]),
    ("assistant only", [{"role": "assistant", "content": "hello"}]),
    ("long", [{"role": "user", "content": "word " * 40}, {"role": "assistant", "content": "ok " * 20},
              {"role": "user", "content": "x"}]),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gemma4-e2b", required=True)
    ap.add_argument("--gemma4-v2", required=True)
    ap.add_argument("--qwen35", required=True)
    ap.add_argument("--out", default="tests/fixtures/templates/refs.json")
    a = ap.parse_args()
    texts = {}
    for name, path in [("gemma4_e2b", a.gemma4_e2b), ("gemma4_v2", a.gemma4_v2), ("qwen35", a.qwen35)]:
        with open(path, encoding="utf-8") as f:
            texts[name] = f.read()
    if EMPTY_THOUGHT_BLOCK not in texts["gemma4_v2"]:
        sys.exit("gemma4_v2: the empty thought block to delete for the E2B/E4B form is not there")
    texts["gemma4_v2_small"] = texts["gemma4_v2"].replace(EMPTY_THOUGHT_BLOCK, "")
    e = env()
    out = {"generator": "tools/gen_template_refs.py (jinja2 %s, transformers' settings)" % jinja2.__version__,
           "templates": {}, "conversations": {n: m for n, m in CONVERSATIONS}, "cases": []}
    for name, text in texts.items():
        family, flags = identify(text)
        if family is None:
            sys.exit(name + ": not recognised as Gemma 4 or Qwen 3.5")
        out["templates"][name] = {"family": family, "flags": flags,
                                  "sha256": hashlib.sha256(text.rstrip("\n").encode()).hexdigest()}
        tmpl = e.from_string(text)
        for cname, msgs in CONVERSATIONS:
            for gen in (True, False):
                for think in (None, True, False):
                    kw = {} if think is None else {"enable_thinking": think}
                    case = {"template": name, "conversation": cname, "add_generation_prompt": gen, "enable_thinking": think}
                    try:
                        case["text"] = tmpl.render(messages=msgs, tools=None, documents=None, add_generation_prompt=gen,
                                                   bos_token="<bos>" if family == "gemma4" else None,
                                                   eos_token="<eos>" if family == "gemma4" else "<|im_end|>", **kw)
                    except jinja2.exceptions.TemplateError as ex:
                        case["error"] = str(ex)
                    out["cases"].append(case)
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_err = sum("error" in c for c in out["cases"])
    print("%d cases (%d raise an error) -> %s" % (len(out["cases"]), n_err, a.out))


if __name__ == "__main__":
    main()
