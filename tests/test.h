/* Minimal test harness shared by the test files. A test is a void function; it fails when any
   CHECK in it fails. RUN() runs one test and counts it. The runner (tests/main.c) prints one line
   per failure and, last, "N passed, N failed". */
#ifndef OX_TEST_H
#define OX_TEST_H
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <stdlib.h>
#include "../examples/read_file.h"   /* read_file: the whole-file reader the CLI and benchmarks use too */

extern int test_passed, test_failed, test_cur_failed, test_verbose;
extern const char *test_cur_name, *test_cur_tag;

static void test_fail(const char *file, int line, const char *what) {
    if (test_cur_failed < 12)
        fprintf(stderr, "  FAIL %s%s%s: %s:%d: %s\n", test_cur_name, test_cur_tag[0] ? " " : "",
                test_cur_tag, file, line, what);
    test_cur_failed++;
}
static void test_failf(const char *file, int line, const char *fmt, double a, double b) {
    char buf[512];
    snprintf(buf, sizeof buf, fmt, a, b);
    test_fail(file, line, buf);
}
#define CHECK(c) ((c) ? (void)0 : test_fail(__FILE__, __LINE__, #c))
/* CHECK_MSG(cond, "format with up to two %g conversions (doubles only)", a, b) */
#define CHECK_MSG(c, fmt, a, b) ((c) ? (void)0 : test_failf(__FILE__, __LINE__, fmt, (double)(a), (double)(b)))
#define CHECK_NEAR(x, y, tol) CHECK_MSG(fabs((double)(x) - (double)(y)) <= (tol), #x " = %.9g, expected %.9g", x, y)

/* Run one test function; tag says under which variant (e.g. the ISA) it ran. */
#define RUN_TAGGED(fn, tag) test_run(fn, #fn, tag)
#define RUN(fn) test_run(fn, #fn, "")
static void test_run(void (*fn)(void), const char *name, const char *tag) {
    const char *only = getenv("OXTEST_ONLY"); /* run just the test of this name */
    if (only && *only && strcmp(only, name)) return;
    test_cur_name = name; test_cur_tag = tag; test_cur_failed = 0;
    fn();
    if (test_cur_failed) { test_failed++; fprintf(stderr, "FAIL %s %s\n", name, tag); }
    else { test_passed++; if (test_verbose) fprintf(stderr, "ok   %s %s\n", name, tag); }
}
#endif
