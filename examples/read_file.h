/* read_file.h - the whole-file reader of the CLI, the tests and the benchmarks (stdio only).
   Both functions return a malloc'ed buffer of *size bytes plus a terminating NUL (so text can be
   used as a C string; the NUL is not counted), or NULL when the file cannot be opened or read or
   memory runs out. read_stream reads to the end of an open stream (standard input included, which
   cannot be measured with fseek), so the buffer grows by doubling. */
#ifndef OX_READ_FILE_H
#define OX_READ_FILE_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__GNUC__) || defined(__clang__)
#define OX_READ_FILE_UNUSED __attribute__((unused)) /* a program may use only one of the two */
#else
#define OX_READ_FILE_UNUSED
#endif

static OX_READ_FILE_UNUSED char *read_stream(FILE *f, size_t *size) {
    size_t cap = 4096, n = 0, k;
    char *buf = (char *)malloc(cap + 1);
    if (!buf) return NULL;
    while ((k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            char *nb;
            if (cap > (SIZE_MAX - 1) / 2) { free(buf); return NULL; }
            if (!(nb = (char *)realloc(buf, (cap *= 2) + 1))) { free(buf); return NULL; }
            buf = nb;
        }
    }
    if (ferror(f)) { free(buf); return NULL; }
    buf[n] = 0;
    *size = n;
    return buf;
}

static OX_READ_FILE_UNUSED char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    char *buf;
    if (!f) return NULL;
    buf = read_stream(f, size);
    fclose(f);
    return buf;
}
#endif
