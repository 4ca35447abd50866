/* Tests: the Jinja engine (oxinfer.h section 14). Real chat templates (tests/fixtures/jinja/templates)
   times the conversations of tests/fixtures/jinja/conversations.json against jinja2's renderings
   (refs.json, made by tools/gen_jinja_refs.py), the Qwen 3.5 template against the references of the
   built-in renderer, and unit tests of the language, its errors and its limits. */
#include <stdlib.h>

#define TJ_NOW 1735689600 /* strftime_now's time in the references: 2025-01-01 00:00 UTC */

typedef struct tj_fill { const ox__json *vars; const char *bos, *eos; int has_tokens; } tj_fill;

/* the variables: a JSON object, with bos_token / eos_token replaced when has_tokens */
static void tj_fill_fn(ox__jix *J, ox__jidict *vars, void *user) {
    const tj_fill *f = (const tj_fill *)user;
    const ox__json *c;
    if (f->vars)
        for (c = f->vars->child; c; c = c->next) ox__jidict_set(J, vars, ox__jiv_str(J, c->key, c->key_len), ox__jiv_from_json(J, c, 0));
    if (f->has_tokens) {
        ox__jidict_sets(J, vars, "bos_token", f->bos ? ox__jiv_str(J, f->bos, strlen(f->bos)) : ox__jiv_of(OX__JIV_NONE));
        ox__jidict_sets(J, vars, "eos_token", f->eos ? ox__jiv_str(J, f->eos, strlen(f->eos)) : ox__jiv_of(OX__JIV_NONE));
    }
}

static ox_result tj_render_json(const char *tmpl, const char *vars_json, char **out, size_t *n) {
    ox__jdoc d;
    tj_fill f;
    ox_result r;
    memset(&f, 0, sizeof f);
    memset(&d, 0, sizeof d);
    if (vars_json && ox__json_parse(&d, vars_json, strlen(vars_json), "vars", NULL) != OX_OK) return OX_ERR_ARG;
    f.vars = d.root;
    r = ox__jinja_render(tmpl, strlen(tmpl), "t", tj_fill_fn, &f, TJ_NOW, NULL, NULL, out, n);
    ox__json_free(&d);
    return r;
}

/* ---- the corpus of real templates ---------------------------------------------------------------- */

static void test_jinja_corpus(void) {
    size_t rn = 0, cn = 0;
    char *rtxt = fixture_file("jinja/refs.json", &rn), *ctxt = fixture_file("jinja/conversations.json", &cn);
    ox__jdoc rdoc, cdoc;
    const ox__json *c, *convs, *tokens, *deftok;
    int cases = 0, bad = 0, shown = 0, rendered = 0, raised = 0;
    char *tmpl = NULL, tname[300];
    size_t tn = 0;
    tname[0] = 0;
    if (!rtxt || !ctxt) { CHECK(0); free(rtxt); free(ctxt); return; }
    if (ox__json_parse(&rdoc, rtxt, rn, "refs.json", NULL) != OX_OK) { CHECK(0); free(rtxt); free(ctxt); return; }
    if (ox__json_parse(&cdoc, ctxt, cn, "conversations.json", NULL) != OX_OK) { CHECK(0); ox__json_free(&rdoc); free(rtxt); free(ctxt); return; }
    convs = ox__json_get(cdoc.root, "conversations");
    tokens = ox__json_get(cdoc.root, "tokens");
    deftok = ox__json_get(cdoc.root, "default_tokens");
    CHECK(ox__json_get(cdoc.root, "now") && ox__json_get(cdoc.root, "now")->num == TJ_NOW);
    for (c = ox__json_get(rdoc.root, "cases")->child; c; c = c->next) {
        const char *tpl = ox__json_get(c, "template")->str, *cv = ox__json_get(c, "conversation")->str;
        const ox__json *want = ox__json_get(c, "out"), *conv, *tk;
        tj_fill f;
        char *out = NULL;
        size_t on = 0;
        ox_result r;
        if (strcmp(tname, tpl)) {
            char rel[400];
            free(tmpl);
            snprintf(rel, sizeof rel, "jinja/templates/%s", tpl);
            snprintf(tname, sizeof tname, "%s", tpl);
            tmpl = fixture_file(rel, &tn);
            if (!tmpl) { CHECK(0); break; }
        }
        for (conv = convs->child; conv && strcmp(ox__json_get(conv, "name")->str, cv); conv = conv->next) {}
        if (!conv) { CHECK(0); break; }
        memset(&f, 0, sizeof f);
        f.vars = ox__json_get(conv, "vars");
        tk = ox__json_get(tokens, tpl);
        if (!tk) tk = deftok;
        f.has_tokens = 1;
        f.bos = ox__json_get(tk, "bos_token")->type == OX__JSTR ? ox__json_get(tk, "bos_token")->str : NULL;
        f.eos = ox__json_get(tk, "eos_token")->type == OX__JSTR ? ox__json_get(tk, "eos_token")->str : NULL;
        r = ox__jinja_render(tmpl, tn, tpl, tj_fill_fn, &f, TJ_NOW, NULL, NULL, &out, &on);
        cases++;
        if (want) rendered++; else raised++;
        if (want ? (r != OX_OK || on != want->n || memcmp(out, want->str, on)) : r == OX_OK) {
            bad++;
            if (shown++ < 6 || test_verbose) {
                size_t k = 0;
                if (want && r == OX_OK) while (k < on && k < want->n && out[k] == want->str[k]) k++;
                fprintf(stderr, "  %s / %s: %s\n", tpl, cv, !want ? "jinja2 raised, the engine rendered" : r != OX_OK ? ox_error_message() : "differs");
                if (want && r == OX_OK)
                    fprintf(stderr, "    at byte %zu: want \"%.60s\"\n                 got  \"%.60s\"\n", k, want->str + k, out + k);
            }
        }
        free(out);
    }
    fprintf(stderr, "  jinja corpus: %d cases (%d rendered by jinja2, %d raise), %d identical, %d differ\n", cases, rendered, raised, cases - bad, bad);
    CHECK_MSG(bad == 0, "%g of %g renderings differ from jinja2", bad, cases);
    CHECK(cases >= 2000);
    free(tmpl);
    ox__json_free(&rdoc);
    ox__json_free(&cdoc);
    free(rtxt);
    free(ctxt);
}


/* ---- the language -------------------------------------------------------------------------------- */

typedef struct tj_case { const char *tmpl, *vars, *want; } tj_case; /* want NULL: an error */

static void test_jinja_language(void) {
    static const tj_case cases[] = {
        /* text, comments, whitespace control, trim_blocks and lstrip_blocks */
        { "a{# c #}b", NULL, "ab" },
        { "a\n  {% if 1 %}\n  x\n  {% endif %}\nb", NULL, "a\n  x\nb" },
        { "a  {%- if 1 -%}  x  {%- endif -%}  b", NULL, "axb" },
        { "a\n  {%+ if 1 %}x{% endif %}", NULL, "a\n  x" },
        { "{{ 1 }}\n{{ 2 }}", NULL, "1\n2" },
        { "x {{- ' y ' -}} z", NULL, "x y z" },
        { "{% raw %}{{ not }}{% endraw %}", NULL, "{{ not }}" },
        { "line\n", NULL, "line" },
        { "a\r\nb", NULL, "a\nb" },
        /* literals and operators */
        { "{{ 7 // 2 }} {{ -7 // 2 }} {{ 7 % 3 }} {{ -7 % 3 }} {{ 7 / 2 }} {{ 2 ** 10 }} {{ 1 + 2 * 3 }}", NULL, "3 -4 1 2 3.5 1024 7" },
        { "{{ 0.1 + 0.2 }} {{ 1e100 }} {{ 1.0 }} {{ 1e-5 }} {{ 123456789012345680.0 }} {{ -0.0 }}", NULL, "0.30000000000000004 1e+100 1.0 1e-05 1.2345678901234568e+17 -0.0" },
        { "{{ 'a' ~ 1 ~ none ~ true }} {{ 'ab' * 3 }} {{ [1] + [2] }}", NULL, "a1NoneTrue ababab [1, 2]" },
        { "{{ 1 < 2 < 3 }} {{ 1 == 1.0 }} {{ 'a' in 'cat' }} {{ 2 not in [1] }} {{ 'b' in {'b': 1} }}", NULL, "True True True True True" },
        { "{{ 1 if 0 else 2 }}{{ 3 if 1 }}[{{ 4 if 0 }}] {{ 0 or 'x' }} {{ 1 and 0 }} {{ not 0 }}", NULL, "23[] x 0 True" },
        { "{{ [1, 'a', none, true, 1.5, (1,), {'k': [2]}] }}", NULL, "[1, 'a', None, True, 1.5, (1,), {'k': [2]}]" },
        { "{{ \"it's\" }} {{ [\"it's\", 'say \"x\"', 'a\\nb'] }}", NULL, "it's [\"it's\", 'say \"x\"', 'a\\nb']" },
        { "{{ 'h\\u00e9\\x41\\t|' }}", NULL, "h\xc3\xa9" "A\t|" },
        /* strings: slicing by character, methods */
        { "{{ 'h\xc3\xa9llo'[1] }} {{ 'h\xc3\xa9llo'[::-1] }} {{ 'abcdef'[1:4] }} {{ 'abcdef'[-2:] }} {{ [1,2,3,4][::2] }}", NULL, "\xc3\xa9 oll\xc3\xa9h bcd ef [1, 3]" },
        { "{{ '  x  '.strip() }}|{{ 'xxaxx'.strip('x') }}|{{ ' a'.lstrip() }}|{{ 'a\\n'.rstrip() }}|", NULL, "x|a|a|a|" },
        { "{{ 'a b  c'.split() }} {{ 'a,b'.split(',') }} {{ 'a,b,c'.split(',', 1) }} {{ 'a,b,c'.rsplit(',', 1) }}", NULL, "['a', 'b', 'c'] ['a', 'b'] ['a', 'b,c'] ['a,b', 'c']" },
        { "{{ 'abc'.startswith('a') }} {{ 'abc'.endswith(('x', 'c')) }} {{ 'aXa'.replace('a', 'b') }} {{ 'hello world'.title() }} {{ 'ABC'.lower() }}", NULL, "True True bXb Hello World abc" },
        { "{{ '{} {name} {}'.format(1, 2, name='n') }} {{ '{1}{0}'.format('a', 'b') }} {{ '{:>4}|{:<3}|{:.2f}'.format('a', 'b', 3.14159) }} {{ '%s=%d %r' % ('a', 3, 'q') }}", NULL, "1 n 2 ba    a|b  |3.14 a=3 'q'" },
        /* filters */
        { "{{ '  x ' | trim }} {{ 'abc' | upper }} {{ 'aBC' | capitalize }} {{ [3, 1, 2] | sort }} {{ [3, 1, 2] | sort(reverse=true) }}", NULL, "x ABC Abc [1, 2, 3] [3, 2, 1]" },
        { "{{ x | default('d') }} {{ '' | default('e', true) }} {{ [1, 2] | length }} {{ 'h\xc3\xa9' | length }} {{ [1, 2] | join('-') }}", NULL, "d e 2 2 1-2" },
        { "{{ {'b': 1, 'a': 2} | dictsort }} {{ {'b': 1} | items | list }} {{ [1, 1, 2] | unique | list }} {{ [4, 9] | max }} {{ [4, 9] | first }}", NULL, "[('a', 2), ('b', 1)] [('b', 1)] [1, 2] 9 4" },
        { "{{ m | map(attribute='r') | join(',') }} {{ m | selectattr('r', 'equalto', 'u') | list | length }} {{ m | rejectattr('r', 'in', ['u']) | map(attribute='r') | list }}",
          "{\"m\": [{\"r\": \"u\"}, {\"r\": \"a\"}, {\"r\": \"u\"}]}", "u,a,u 2 ['a']" },
        { "{{ [1, 2, 3] | select('odd') | list }} {{ ['a', 'B'] | map('upper') | list }} {{ '3' | int + 1 }} {{ 'x' | int(7) }} {{ 2.6 | round }} {{ 2.5 | round }} {{ 1.25 | round(1) }}", NULL, "[1, 3] ['A', 'B'] 4 7 3.0 2.0 1.2" },
        { "{{ 'a\\nb' | indent(2) }}|{{ 'a\\n\\nb' | indent(2, true) }}|{{ 'x' | replace('x', 'y') }}|{{ 'hi' | safe }}|{{ '<a>' | e }}", NULL, "a\n  b|  a\n\n  b|y|hi|&lt;a&gt;" },
        { "{{ {'a': [1, 2.5, none, true], 'b': '\xc3\xa9\"\\n'} | tojson }}", NULL, "{\"a\": [1, 2.5, null, true], \"b\": \"\xc3\xa9\\\"\\n\"}" },
        { "{{ {'b': 1, 'a': {}} | tojson(indent=2, sort_keys=true) }}|{{ [1, [2]] | tojson(separators=(',', ':')) }}|{{ '\xc3\xa9' | tojson(ensure_ascii=true) }}", NULL, "{\n  \"a\": {},\n  \"b\": 1\n}|[1,[2]]|\"\\u00e9\"" },
        { "{{ ('<b>' | safe) + '<i>' }} {{ '<b>' ~ ('<i>' | safe) }}", NULL, "<b>&lt;i&gt; <b><i>" },
        /* tests */
        { "{{ x is defined }} {{ none is none }} {{ 'a' is string }} {{ {} is mapping }} {{ [] is sequence }} {{ 1 is number }} {{ true is boolean }} {{ 3 is odd }} {{ 4 is divisibleby 2 }} {{ 1 is not string }}", NULL,
          "False True True True True True True True True True" },
        /* statements: loops, set scoping, namespace, macros */
        { "{% for x in [1, 2, 3] %}{{ loop.index }}{{ loop.index0 }}{{ loop.revindex }}{{ loop.first }}{{ loop.last }}{{ loop.length }},{% endfor %}", NULL, "103TrueFalse3,212FalseFalse3,321FalseTrue3," },
        { "{% for k, v in {'a': 1, 'b': 2}.items() %}{{ k }}={{ v }};{% endfor %}", NULL, "a=1;b=2;" },
        { "{% for x in [] %}x{% else %}empty{% endfor %}{% for x in range(10) if x is odd %}{% if x > 5 %}{% break %}{% endif %}{% if x == 3 %}{% continue %}{% endif %}{{ x }}{% endfor %}", NULL, "empty15" },
        { "{% for x in [1,2,3] %}{{ loop.previtem }}-{{ loop.nextitem }}|{{ loop.cycle('a', 'b') }} {% endfor %}", NULL, "-2|a 1-3|b 2-|a " },
        { "{% set x = 1 %}{% for i in [1] %}{% set x = 2 %}{{ x }}{% endfor %}{{ x }}", NULL, "21" },
        { "{% set ns = namespace(x=1) %}{% for i in [1, 2] %}{% set ns.x = ns.x + i %}{% endfor %}{{ ns.x }}", NULL, "4" },
        { "{% set a, b = 1, 2 %}{{ a }}{{ b }}{% set t %} block {{ a }}{% endset %}[{{ t }}]{% set u | trim %} x {% endset %}[{{ u }}]", NULL, "12[ block 1][x]" },
        { "{% macro f(a, b=2, c='c') %}{{ a }}{{ b }}{{ c }}{% endmacro %}{{ f(1) }} {{ f(1, 3) }} {{ f(1, c='z') }}", NULL, "12c 13c 12z" },
        { "{% macro fact(n) %}{% if n <= 1 %}1{% else %}{{ n * fact(n - 1) | int }}{% endif %}{% endmacro %}{{ fact(5) }}", NULL, "120" },
        { "{% filter upper %}ab{{ 'c' }}{% endfilter %}", NULL, "ABC" },
        { "{% generation %}g{% endgeneration %}", NULL, "g" },
        { "{{ d.get('a') }} {{ d.get('z', 0) }} {{ d.a }} {{ d['a'] }} {{ d.keys() | list }} {{ d.z is defined }} {{ n.x is undefined }}", "{\"d\": {\"a\": 1}, \"n\": null}", "1 0 1 1 ['a'] False True" },
        { "{{ strftime_now('%Y-%m-%d %H:%M %A %d %b %B %j') }}", NULL, "2025-01-01 00:00 Wednesday 01 Jan January 001" },
        { "{{ range(3) | list }} {{ range(1, 7, 2) | list }} {{ range(5, 0, -2) | list }} {{ dict(a=1) }} {{ namespace(a=1).a }}", NULL, "[0, 1, 2] [1, 3, 5] [5, 3, 1] {'a': 1} 1" },
        /* what jinja2 refuses */
        { "{{ x.y }}", NULL, NULL },
        { "{{ [1].append(2) }}", NULL, NULL },
        { "{{ {'a': 1}.update({}) }}", NULL, NULL },
        { "{{ raise_exception('no') }}", NULL, NULL },
        { "{{ 1 + 'a' }}", NULL, NULL },
        { "{{ '{}{0}'.format(1) }}", NULL, NULL },
        { "{{ 1 / 0 }}", NULL, NULL },
        { "{{ [1] | map('upper') | tojson }}", NULL, NULL },
        { "{{ [1] | select | length }}", NULL, NULL },
        { "{{ none | length }}", NULL, NULL },
        { "{% for x in none %}{% endfor %}", NULL, NULL },
        { "{% if 1 %}", NULL, NULL },
        { "{% endif %}", NULL, NULL },
        { "{{ 1 + }}", NULL, NULL },
        { "{{ 'abc", NULL, NULL },
        { "{% include 'x' %}", NULL, NULL },
        { "{{ x | nosuchfilter }}", NULL, NULL },
        { "{{ x is nosuchtest }}", NULL, NULL },
        { "{{ range(1000000) | length }}", NULL, NULL },
        { "{% set x.y = 1 %}", NULL, NULL },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *out = NULL;
        size_t n = 0;
        ox_result r = tj_render_json(cases[i].tmpl, cases[i].vars, &out, &n);
        int ok = cases[i].want ? r == OX_OK && n == strlen(cases[i].want) && !memcmp(out, cases[i].want, n) : r != OX_OK;
        if (!ok) {
            fprintf(stderr, "  case %zu: %s\n    want %s\n    got  %s\n", i, cases[i].tmpl, cases[i].want ? cases[i].want : "(an error)", r == OX_OK ? out : ox_error_message());
            CHECK(0);
        }
        free(out);
    }
}

/* errors name the template's line and column */
static void test_jinja_errors(void) {
    char *out = NULL;
    size_t n;
    CHECK(tj_render_json("ab\n{{ x }}\n  {{ y.z }}", NULL, &out, &n) == OX_ERR_FORMAT && !out);
    CHECK(strstr(ox_error_message(), "t:3:6: 'y' is undefined") != NULL);
    CHECK(tj_render_json("{% for %}", NULL, &out, &n) == OX_ERR_FORMAT && strstr(ox_error_message(), "t:1:8: ") != NULL);
    CHECK(tj_render_json("\xc3\xa9\xc3\xa9{{ raise_exception('bad ' ~ 1) }}", NULL, &out, &n) == OX_ERR_FORMAT && strstr(ox_error_message(), "t:1:6") && strstr(ox_error_message(), "raise_exception: bad 1"));
    CHECK(tj_render_json("{% if x %}\n{% endfor %}", NULL, &out, &n) == OX_ERR_FORMAT && strstr(ox_error_message(), "t:2:4: unexpected 'endfor'") != NULL);
    CHECK(tj_render_json("ok \xff", NULL, &out, &n) == OX_ERR_FORMAT && strstr(ox_error_message(), "not valid UTF-8") != NULL);
}

/* hostile templates stop at a limit with an error, whatever they try */
static void test_jinja_limits(void) {
    static const ox__jinja_limits small = { (size_t)8 << 20, (size_t)1 << 20, 2000000ull, 32 };
    static const char *const bombs[] = {
        "{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}{% endfor %}",            /* time */
        "{% for a in range(100000) %}{{ 'x' * 100 }}{% endfor %}",                                      /* output */
        "{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}",                                       /* recursion */
        "{% set ns = namespace(s='x') %}{% for a in range(60) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}", /* memory */
        "{{ 'x' * 100000000000 }}",
        "{{ ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))) }}",
        "{{ 2 ** 64 }}",
        "{{ 9223372036854775807 + 1 }}",
    };
    size_t i;
    for (i = 0; i < sizeof bombs / sizeof bombs[0]; i++) {
        char *out = NULL;
        size_t n = 0;
        ox_result r = ox__jinja_render(bombs[i], strlen(bombs[i]), "t", NULL, NULL, 0, &small, NULL, &out, &n);
        if (r == OX_OK) { fprintf(stderr, "  bomb %zu rendered %zu bytes\n", i, n); CHECK(0); }
        else CHECK((r == OX_ERR_LIMIT || r == OX_ERR_FORMAT) && strncmp(ox_error_message(), "t:1:", 4) == 0);
        free(out);
    }
    {   /* deep nesting of statements */
        char *t = (char *)malloc(20000), *out = NULL;
        size_t k = 0, n, j;
        for (j = 0; j < 1000; j++) { memcpy(t + k, "{% if 1 %}", 10); k += 10; }
        t[k] = 0;
        CHECK(ox__jinja_render(t, k, "t", NULL, NULL, 0, &small, NULL, &out, &n) == OX_ERR_LIMIT && strstr(ox_error_message(), "nests too deeply"));
        free(t);
    }
}

/* the Qwen 3.5 template (the corpus's Qwen3.5-4B.jinja is the one tools/gen_template_refs.py used)
   through the engine, against the references of the built-in renderer */
static void test_jinja_qwen35_refs(void) {
    size_t n = 0, tn = 0;
    char *txt = fixture_file("templates/refs.json", &n), *tmpl = fixture_file("jinja/templates/Qwen3.5-4B.jinja", &tn);
    ox__jdoc doc;
    const ox__json *convs, *c;
    int cases = 0, bad = 0;
    if (!txt || !tmpl) { CHECK(0); free(txt); free(tmpl); return; }
    if (ox__json_parse(&doc, txt, n, "refs.json", NULL) != OX_OK) { CHECK(0); free(txt); free(tmpl); return; }
    convs = ox__json_get(doc.root, "conversations");
    for (c = ox__json_get(doc.root, "cases")->child; c; c = c->next) {
        const ox__json *want = ox__json_get(c, "text"), *th = ox__json_get(c, "enable_thinking"), *msgs, *m;
        ox_chat_message cm[16];
        ox_chat_desc d;
        char buf[8192];
        size_t len = 0;
        ox_result r;
        int nm = 0;
        if (strcmp(ox__json_get(c, "template")->str, "qwen35")) continue;
        msgs = ox__json_get(convs, ox__json_get(c, "conversation")->str);
        memset(cm, 0, sizeof cm);
        for (m = msgs->child; m && nm < 16; m = m->next, nm++) {
            const ox__json *rc = ox__json_get(m, "reasoning_content");
            cm[nm].role = ox__json_get(m, "role")->str;
            cm[nm].content = ox__json_get(m, "content")->str;
            cm[nm].reasoning = rc ? rc->str : NULL;
        }
        memset(&d, 0, sizeof d);
        d.messages = cm; d.n_messages = nm; d.chat_template = tmpl; d.now = TJ_NOW;
        if (ox__json_get(c, "add_generation_prompt")->type == OX__JTRUE) d.flags |= OX_CHAT_GENERATION_PROMPT;
        if (th->type == OX__JTRUE) d.flags |= OX_CHAT_THINKING;
        if (th->type == OX__JFALSE) d.flags |= OX_CHAT_NO_THINKING;
        r = ox_chat_render(NULL, &d, buf, sizeof buf, &len);
        cases++;
        if (want ? r != OX_OK || len != want->n || memcmp(buf, want->str, len) : r == OX_OK) {
            if (++bad <= 3) fprintf(stderr, "  qwen35 %s: %s\n", ox__json_get(c, "conversation")->str, r == OX_OK ? buf : ox_error_message());
        }
    }
    CHECK_MSG(bad == 0, "%g of %g Qwen 3.5 renderings differ", bad, cases);
    CHECK(cases >= 100);
    ox__json_free(&doc);
    free(txt);
    free(tmpl);
}

/* ox_chat_template / ox_chat_render on a tokenizer with its own template */
static void test_jinja_api(void) {
    static const char tj[] = "{\"model\":{\"type\":\"BPE\",\"vocab\":{\"a\":0,\"b\":1,\"<s>\":2},\"merges\":[]},"
                             "\"added_tokens\":[{\"id\":2,\"content\":\"<s>\",\"special\":true}]}";
    static const char tmpl[] = "{{ bos_token }}{% for m in messages %}<{{ m.role }}>{{ m.content }}"
                               "{% if m.tool_calls %}{{ m.tool_calls | tojson }}{% endif %}{% if m.tool_call_id %}#{{ m.tool_call_id }}/{{ m.name }}{% endif %}"
                               "{% if m.reasoning_content %}[{{ m.reasoning_content }}]{% endif %}</>{% endfor %}"
                               "{% if tools %}T{{ tools | length }}{% endif %}{% if enable_thinking is defined %}E{{ enable_thinking }}{% endif %}"
                               "{% if add_generation_prompt %}<assistant>{% endif %}{{ extra | default('') }}{{ eos_token }}";
    static const char cfg_obj[] = "{\"bos_token\": {\"__type\": \"AddedToken\", \"content\": \"<s>\"}, \"eos_token\": \"</s>\"}";
    static const char cfg_list[] = "{\"bos_token\": \"<s>\", \"chat_template\": [{\"name\": \"tool_use\", \"template\": \"TOOLS\"}, {\"name\": \"default\", \"template\": \"{{ messages[0].content }}!\"}]}";
    ox_file f[3];
    ox_model_desc md;
    ox_tokenizer *t = NULL;
    ox_chat_message m[3];
    ox_chat_desc d;
    char buf[1024];
    size_t len = 0;
    memset(f, 0, sizeof f);
    memset(&md, 0, sizeof md);
    memset(m, 0, sizeof m);
    f[0].name = "tokenizer.json"; f[0].data = tj; f[0].size = sizeof tj - 1;
    f[1].name = "tokenizer_config.json"; f[1].data = cfg_obj; f[1].size = sizeof cfg_obj - 1;
    f[2].name = "chat_template.jinja"; f[2].data = tmpl; f[2].size = sizeof tmpl - 1;
    md.files = f; md.n_files = 3;
    CHECK(ox_tokenizer_load(&md, &t) == OX_OK && t);
    if (!t) return;
    m[0].role = "user"; m[0].content = "hi";
    m[1].role = "assistant"; m[1].content = NULL; m[1].reasoning = "think";
    m[2].role = "tool"; m[2].content = "42";
    CHECK(ox_chat_template(t, m, 3, OX_CHAT_GENERATION_PROMPT, buf, sizeof buf, &len) == OX_OK);
    CHECK(!strcmp(buf, "<s><user>hi</><assistant>[think]</><tool>42</><assistant></s>") && len == strlen(buf));
    memset(&d, 0, sizeof d);
    d.messages_json = "[{\"role\": \"assistant\", \"content\": \"\", \"tool_calls\": [{\"id\": \"c1\", \"type\": \"function\", \"function\": {\"name\": \"f\", \"arguments\": {\"x\": 1}}}]},"
                      " {\"role\": \"tool\", \"content\": \"42\", \"tool_call_id\": \"c1\", \"name\": \"f\"}]";
    CHECK(ox_chat_render(t, &d, buf, sizeof buf, &len) == OX_OK);
    CHECK(!strcmp(buf, "<s><assistant>[{\"id\": \"c1\", \"type\": \"function\", \"function\": {\"name\": \"f\", \"arguments\": {\"x\": 1}}}]</><tool>42#c1/f</></s>"));
    memset(&d, 0, sizeof d);
    d.messages = m; d.n_messages = 1; d.flags = OX_CHAT_NO_THINKING;
    d.tools_json = "[{\"type\": \"function\", \"function\": {\"name\": \"f\"}}]";
    d.extra_vars_json = "{\"extra\": \"X\", \"eos_token\": \"|\"}";
    CHECK(ox_chat_render(t, &d, buf, sizeof buf, &len) == OX_OK && !strcmp(buf, "<s><user>hi</>T1EFalseX|"));
    d.messages_json = "[{\"role\": \"developer\", \"content\": \"dev\"}]";
    CHECK(ox_chat_render(t, &d, buf, sizeof buf, &len) == OX_OK && !strcmp(buf, "<s><developer>dev</>T1EFalseX|"));
    d.chat_template = "{{ raise_exception('refused: ' ~ messages[0].role) }}";
    CHECK(ox_chat_render(t, &d, buf, sizeof buf, &len) == OX_ERR_FORMAT && strstr(ox_error_message(), "chat template:1:4: raise_exception: refused: developer"));
    d.chat_template = "{{ strftime_now('%d %B %Y') }}";
    d.now = TJ_NOW;
    CHECK(ox_chat_render(NULL, &d, buf, sizeof buf, &len) == OX_OK && !strcmp(buf, "01 January 2025"));
    CHECK(ox_chat_render(t, &d, buf, 5, &len) == OX_ERR_LIMIT && len == 15 && !strcmp(buf, "01 J"));
    d.tools_json = "{\"not\": \"a list\"}";
    CHECK(ox_chat_render(t, &d, buf, sizeof buf, &len) == OX_ERR_ARG && strstr(ox_error_message(), "tools_json"));
    d.tools_json = "[1,";
    CHECK(ox_chat_render(t, &d, buf, sizeof buf, &len) == OX_ERR_FORMAT);
    d.tools_json = NULL;
    d.messages_json = "[{\"role\": \"user\"";
    CHECK(ox_chat_render(t, &d, buf, sizeof buf, &len) == OX_ERR_FORMAT && strstr(ox_error_message(), "messages_json"));
    d.tools_json = NULL; d.chat_template = NULL; d.messages_json = NULL;
    d.flags = OX_CHAT_THINKING | OX_CHAT_NO_THINKING;
    CHECK(ox_chat_render(t, &d, buf, sizeof buf, &len) == OX_ERR_ARG);
    ox_tokenizer_free(t);
    /* tokenizer_config.json's chat_template as a list: the "default" one */
    f[1].data = cfg_list; f[1].size = sizeof cfg_list - 1;
    md.n_files = 2;
    CHECK(ox_tokenizer_load(&md, &t) == OX_OK && t);
    if (!t) return;
    m[0].role = "anything"; m[0].content = "x";
    CHECK(ox_chat_template(t, m, 1, 0, buf, sizeof buf, &len) == OX_OK && !strcmp(buf, "x!"));
    ox_tokenizer_free(t);
}

void test_area_jinja(void) {
    RUN(test_jinja_language);
    RUN(test_jinja_errors);
    RUN(test_jinja_limits);
    RUN(test_jinja_api);
    RUN(test_jinja_qwen35_refs);
    RUN(test_jinja_corpus);
}
