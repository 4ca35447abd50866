#!/usr/bin/env python3
"""Reference renderings of real chat templates, for tests/test_jinja.c (oxinfer.h's Jinja engine).

Every template under tests/fixtures/jinja/templates/ is rendered with every conversation below by
jinja2 in the environment transformers' apply_chat_template builds (ImmutableSandboxedEnvironment,
trim_blocks, lstrip_blocks, the loopcontrols extension, a {% generation %} tag that renders its
body, tojson = json.dumps with ensure_ascii=False, raise_exception, strftime_now), with the
variables transformers passes: messages, tools (None when not given), documents (None),
add_generation_prompt, the special tokens (bos_token, eos_token) and enable_thinking when the
conversation sets it. strftime_now reads a fixed time (NOW, UTC) so that the references do not
depend on the day; the C test sets the same time.

A case records the rendered text, or that jinja2 raised (the engine must then fail too).

  /usr/bin/python3 tools/gen_jinja_refs.py        (Debian's python3-jinja2)
writes tests/fixtures/jinja/conversations.json and tests/fixtures/jinja/refs.json.
"""
import copy, datetime, json, os, sys

import jinja2
from jinja2 import nodes
from jinja2.ext import Extension
from jinja2.sandbox import ImmutableSandboxedEnvironment

NOW = 1735689600  # 2025-01-01 00:00:00 UTC
HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "..", "tests", "fixtures", "jinja")

# the special tokens of the templates whose tokenizer_config.json came with them; others get these
DEFAULT_TOKENS = {"bos_token": "<s>", "eos_token": "</s>"}
TOKENS = {
    "lenml-deepseek_v3.jinja": {"bos_token": "<｜begin▁of▁sentence｜>", "eos_token": "<｜end▁of▁sentence｜>"},
    "lenml-gemini.jinja": {"bos_token": "<bos>", "eos_token": "<eos>"},
    "lenml-gemma3.jinja": {"bos_token": "<bos>", "eos_token": "<end_of_turn>"},
    "lenml-llama3.jinja": {"bos_token": "<|begin_of_text|>", "eos_token": "<|end_of_text|>"},
    "lenml-llama3_1.jinja": {"bos_token": "<|begin_of_text|>", "eos_token": "<|eot_id|>"},
    "lenml-qwen3.jinja": {"bos_token": None, "eos_token": "<|im_end|>"},
}


def env():
    class AssistantTracker(Extension):
        tags = {"generation"}

        def parse(self, parser):
            lineno = next(parser.stream).lineno
            body = parser.parse_statements(["name:endgeneration"], drop_needle=True)
            return nodes.CallBlock(self.call_method("_generation_support"), [], [], body).set_lineno(lineno)

        def _generation_support(self, caller):
            return caller()

    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    def strftime_now(fmt):
        return datetime.datetime.fromtimestamp(NOW, datetime.timezone.utc).strftime(fmt)

    e = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[AssistantTracker, "jinja2.ext.loopcontrols"])
    e.filters["tojson"] = tojson
    e.globals["raise_exception"] = raise_exception
    e.globals["strftime_now"] = strftime_now
    return e


WEATHER_TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Get the current weather in a city.",
        "parameters": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "The city, e.g. Paris"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
            "required": ["city"],
        },
    },
}
CALC_TOOL = {
    "type": "function",
    "function": {
        "name": "add",
        "description": "Add two integers.",
        "parameters": {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}}, "required": ["a", "b"]},
    },
}

BASES = {
    "single": [{"role": "user", "content": "Hello!"}],
    "system": [{"role": "system", "content": "You are a helpful assistant."}, {"role": "user", "content": "What is 2+2?"}],
    "multi": [
        {"role": "system", "content": "Answer briefly."},
        {"role": "user", "content": "Name a colour."},
        {"role": "assistant", "content": "Blue."},
        {"role": "user", "content": "Another one?"},
        {"role": "assistant", "content": "Green."},
        {"role": "user", "content": "And a third."},
    ],
    "whitespace": [
        {"role": "user", "content": "  \n Leading and trailing white space \t\n"},
        {"role": "assistant", "content": "\n\nAnswer with blank lines.\n\n"},
        {"role": "user", "content": "line one\nline two\r\n  indented\u00a0nbsp"},
    ],
    "unicode": [
        {"role": "system", "content": "Réponds en français. 日本語も大丈夫。"},
        {"role": "user", "content": "Emoji 😀👍🏽, Greek αβγ, Arabic مرحبا, combining e\u0301, quote \"x\" and 'y' \\ back"},
    ],
    "reasoning": [
        {"role": "user", "content": "Is 17 prime?"},
        {"role": "assistant", "content": "Yes, 17 is prime.", "reasoning_content": "17 is not divisible by 2, 3 or 5."},
        {"role": "user", "content": "And 21?"},
    ],
    "think_markup": [
        {"role": "user", "content": "Think first."},
        {"role": "assistant", "content": "<think>\nSome thoughts.\n</think>\n\nThe answer."},
        {"role": "user", "content": "Again."},
    ],
    "tools": [
        {"role": "system", "content": "You can call tools."},
        {"role": "user", "content": "What is the weather in Paris?"},
        {"role": "assistant", "content": "", "tool_calls": [
            {"id": "call00001", "type": "function", "function": {"name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius"}}}]},
        {"role": "tool", "tool_call_id": "call00001", "name": "get_weather", "content": "{\"temperature\": 21, \"sky\": \"clear\"}"},
        {"role": "assistant", "content": "It is 21 °C and clear in Paris."},
        {"role": "user", "content": "And add 2 and 3."},
    ],
    "tools_only": [{"role": "user", "content": "Add 40 and 2."}],
}
TOOLS = {"tools": [WEATHER_TOOL, CALC_TOOL], "tools_only": [CALC_TOOL]}


def conversations():
    out = []
    for name, msgs in BASES.items():
        variants = [("gen", True, None), ("nogen", False, None)]
        if name in ("single", "multi", "reasoning", "think_markup", "tools"):
            variants += [("think", True, True), ("nothink", True, False)]
        for tag, agp, think in variants:
            c = {"name": f"{name}-{tag}", "messages": msgs, "add_generation_prompt": agp}
            if think is not None:
                c["enable_thinking"] = think
            if name in TOOLS:
                c["tools"] = TOOLS[name]
            out.append(c)
    return out


def variables(conv, template_name):
    v = {"messages": copy.deepcopy(conv["messages"]), "tools": copy.deepcopy(conv.get("tools")), "documents": None,
         "add_generation_prompt": conv["add_generation_prompt"]}
    v.update(TOKENS.get(template_name, DEFAULT_TOKENS))
    if "enable_thinking" in conv:
        v["enable_thinking"] = conv["enable_thinking"]
    return v


def main():
    e = env()
    tdir = os.path.join(FIX, "templates")
    names = sorted(n for n in os.listdir(tdir) if n.endswith(".jinja"))
    convs = conversations()
    cases = []
    n_ok = 0
    for tn in names:
        with open(os.path.join(tdir, tn), encoding="utf-8", newline="") as f:
            text = f.read()
        try:
            t = e.from_string(text)
        except Exception as x:  # a template jinja2 cannot parse: every case is an error
            t = None
            perr = f"{type(x).__name__}: {x}"
        for c in convs:
            case = {"template": tn, "conversation": c["name"]}
            if t is None:
                case.update(ok=False, error=perr)
            else:
                try:
                    case.update(ok=True, out=t.render(**variables(c, tn)))
                    n_ok += 1
                except Exception as x:
                    case.update(ok=False, error=f"{type(x).__name__}: {x}"[:300])
            cases.append(case)
    conv_out = [{"name": c["name"], "vars": variables(c, None)} for c in convs]
    with open(os.path.join(FIX, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump({"now": NOW, "default_tokens": DEFAULT_TOKENS, "tokens": TOKENS, "conversations": conv_out}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(FIX, "refs.json"), "w", encoding="utf-8") as f:
        json.dump({"jinja2": jinja2.__version__, "cases": cases}, f, ensure_ascii=False, indent=0)
        f.write("\n")
    print(f"{len(names)} templates x {len(convs)} conversations = {len(cases)} cases, {n_ok} rendered, {len(cases) - n_ok} raise", file=sys.stderr)


if __name__ == "__main__":
    main()
