// What Embedded Swift leaves to the platform, for the WebAssembly build (Scripts/build-wasm.sh
// compiles this with clang against wasi-libc). Natively these come from the C library.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// `Double(String)`'s C-locale conversion: wasi-libc knows only the C locale, so its strtod is it.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  char *end;
  *result = strtod(text, &end);
  return end;
}

// Hashing's seed. Nothing here is secret and a page's inputs are its own, so a fixed seed is
// enough, and it keeps the module free of WASI's random_get import (the host gives the module
// nothing but memory).
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  for (size_t index = 0; index < count; index++) bytes[index] = (unsigned char)(0x9E + 31 * index);
}

// Number formatting (Localization's CNumberFormatting): Embedded Swift has no C varargs, so one
// typed entry point per argument type. The format is built by SafeFormatter from a validated
// specifier, never taken from input.
int formrules_format_int64(char *buffer, size_t capacity, const char *format, long long value) {
  return snprintf(buffer, capacity, format, value);
}
int formrules_format_uint64(char *buffer, size_t capacity, const char *format, unsigned long long value) {
  return snprintf(buffer, capacity, format, value);
}
int formrules_format_double(char *buffer, size_t capacity, const char *format, double value) {
  return snprintf(buffer, capacity, format, value);
}
int formrules_format_int32(char *buffer, size_t capacity, const char *format, int value) {
  return snprintf(buffer, capacity, format, value);
}
