#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs one of them, or all, for a while.
#
#   Fuzz/run.sh [TARGET|all] [SECONDS]     TARGET: json strings format spec validate (default: all)
#                                          SECONDS: per target (default: 60)
#   Fuzz/run.sh --build-only               build every target, run none
#   FUZZ_CONFIGURATION=release Fuzz/run.sh json 600
#                                          optimized build (slower to build, far more runs per
#                                          second: use it for long runs); debug is the default
#
# Exit status: 0 when no target found anything, 1 when one did (the crashing input's path is
# printed, under Fuzz/out/<target>/), 2 when building failed.
#
# How it builds (Swift 6.x toolchains on Linux; SwiftPM has no fuzzing mode of its own):
#  1. `swift build --target FormRules` in its own scratch folder (.build-fuzz) with
#     `-Xswiftc -sanitize=address` and libFuzzer's coverage (`-sanitize-coverage=edge,
#     indirect-calls,trace-cmp,inline-8bit-counters,pc-table`, what `-sanitize=fuzzer` turns on):
#     the library objects (FormCore, Localization and FormRules) get coverage instrumentation and
#     AddressSanitizer checks, and `-enable-testing` (the default of debug builds, passed
#     explicitly so a target may `@testable import`). Not `-sanitize=fuzzer` itself: the build
#     also links the build plugin's tool (`catalog-embedder`, which compiles the messages into
#     FormRules), and libFuzzer's `main` would clash with the tool's.
#  2. For each target, `swiftc -sanitize=fuzzer,address -parse-as-library Fuzz/<target>.swift`
#     with the modules of step 1 on the import path and their object files on the link line;
#     libFuzzer supplies `main`, the target supplies `LLVMFuzzerTestOneInput`. lld is used when
#     present (gold prints a page of harmless warnings about ASan's local symbols).
#
# Corpora: seeds are copied from Examples/, Specs/, Tests/Fixtures/ and ../shared/corpus (when
# present) into Fuzz/out/<target>/seeds; what libFuzzer learns goes to Fuzz/out/<target>/corpus
# and is kept between runs, so a longer run resumes where the last one stopped. Fuzz/out/ is
# ignored by git: never commit corpus files. A finding is written to Fuzz/out/<target>/crash-*
# (or leak-*, timeout-*, oom-*); reproduce it with `.build-fuzz/fuzzers/debug/<target> <that file>`.
#
# Running longer: `Fuzz/run.sh json 3600`; or run the binary directly with libFuzzer's options,
# e.g. `.build-fuzz/fuzzers/release/json -max_total_time=3600 -jobs=2 Fuzz/out/json/corpus Fuzz/out/json/seeds`.
set -uo pipefail
cd "$(dirname "$0")/.."

ALL_TARGETS=(json strings format spec validate)
SCRATCH=.build-fuzz
OUT=Fuzz/out

build_only=0
if [ "${1:-}" = "--build-only" ]; then build_only=1; shift; fi
target="${1:-all}"
seconds="${2:-60}"

if [ "$target" = "all" ]; then
  targets=("${ALL_TARGETS[@]}")
else
  case " ${ALL_TARGETS[*]} " in
    *" $target "*) targets=("$target") ;;
    *) echo "Fuzz/run.sh: unknown target '$target' (one of: ${ALL_TARGETS[*]}, all)" >&2; exit 64 ;;
  esac
fi
case "$seconds" in
  ''|*[!0-9]*) echo "Fuzz/run.sh: SECONDS must be a whole number, not '$seconds'" >&2; exit 64 ;;
esac

configuration="${FUZZ_CONFIGURATION:-debug}"
case "$configuration" in
  debug) optimize=(-Onone) ;;
  release) optimize=(-O) ;;
  *) echo "Fuzz/run.sh: FUZZ_CONFIGURATION must be debug or release, not '$configuration'" >&2; exit 64 ;;
esac
BIN="$SCRATCH/fuzzers/$configuration"

# Step 1: the libraries, instrumented.
build=(-c "$configuration" -Xswiftc -sanitize=address
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
  -Xswiftc -enable-testing --scratch-path "$SCRATCH")
echo "fuzz: building the libraries (swift build --target FormRules ${build[*]})" >&2
if ! swift build --target FormRules "${build[@]}" >&2; then
  echo "fuzz: building the libraries failed" >&2
  exit 2
fi
bin_path="$(swift build --show-bin-path "${build[@]}")"
objects=("$bin_path"/FormCore.build/*.o "$bin_path"/Localization.build/*.o "$bin_path"/FormRules.build/*.o)

# Step 2: one executable per target.
linker=()
if command -v ld.lld >/dev/null 2>&1; then linker=(-use-ld=lld); fi
libm=()
if [ "$(uname -s)" = "Linux" ]; then libm=(-lm); fi
mkdir -p "$BIN"
for t in "${targets[@]}"; do
  echo "fuzz: linking $BIN/$t" >&2
  if ! swiftc -swift-version 6 "${optimize[@]}" -g \
      -enable-upcoming-feature ExistentialAny \
      -enable-upcoming-feature InternalImportsByDefault \
      -enable-upcoming-feature MemberImportVisibility \
      -sanitize=fuzzer,address -parse-as-library "${linker[@]}" \
      -I "$bin_path/Modules" "Fuzz/$t.swift" "${objects[@]}" "${libm[@]}" \
      -module-name "Fuzz_$t" -o "$BIN/$t"; then
    echo "fuzz: building target '$t' failed" >&2
    exit 2
  fi
done
[ "$build_only" = 1 ] && exit 0

# Seeds for a target: the files whose kind it reads.
seed() {
  local t="$1" dir="$OUT/$1/seeds"
  rm -rf "$dir"
  mkdir -p "$dir" "$OUT/$t/corpus"
  local shared=../shared/corpus
  case "$t" in
    json)
      find Examples Specs Tests/Fixtures -type f \( -name '*.json' -o -name '*.ndjson' \) 2>/dev/null
      [ -d "$shared/json" ] && find "$shared/json" -type f -name '*.json'
      ;;
    strings)
      find Tests/Fixtures Sources -type f -name '*.strings' 2>/dev/null
      [ -d "$shared/strings" ] && find "$shared/strings" -type f -name '*.strings' -size -64k
      ;;
    format)
      # Format strings come from the values of real .strings files; the seeds are whole files,
      # whose first lines libFuzzer soon trims to format strings. A few hand-written ones too.
      find Tests/Fixtures Sources -type f -name '*.strings' 2>/dev/null
      [ -d "$shared/strings" ] && find "$shared/strings" -type f -name '*.strings' -size -8k | head -200
      ;;
    spec)
      find Specs Tests/Fixtures -type f -name '*.json' 2>/dev/null | grep -v '\.schema\.json$'
      ;;
    validate)
      find Examples -type f -name '*.json' 2>/dev/null
      ;;
  esac | while IFS= read -r file; do
    # Flattened names keep seeds from different folders apart.
    cp "$file" "$dir/$(printf '%s' "$file" | tr '/ ' '__')"
  done
  if [ "$t" = format ]; then
    printf '%%1$@ has %%2$ld new messages (100%%%%)\n%%@ has %%ld new messages\nsAnn\ni3\n' >"$dir/hand-positional"
    printf '%%08.3f|%%-10s|%%x|%%c|%%#@files@\n%%f %%s %%x %%c %%@\nd3.14159\nsabc\ni255\ni65\nsfiles\n' >"$dir/hand-flags"
    printf '%%*.*d %%lld %%llu %%hhd %%p %%e %%a %%G\n\ni10\ni3\ni42\ni-1\nu18446744073709551615\ni300\ni4096\ndnan\ndinf\n' >"$dir/hand-widths"
  fi
}

status=0
for t in "${targets[@]}"; do
  seed "$t"
  dict=()
  [ -f "Fuzz/$t.dict" ] && dict=(-dict="Fuzz/$t.dict")
  log="$OUT/$t/last-run-$configuration.log"  # a debug and a release run may overlap
  echo "fuzz: running $t for ${seconds}s (log: $log)" >&2
  # -timeout: one input taking over 10 s is a hang; -rss_limit_mb: over 2 GB is a finding.
  # -detect_leaks=0 (and ASAN_OPTIONS=detect_leaks=0 for the check at exit): LeakSanitizer reports objects that a global still holds (a compiled spec)
  # as leaked, because Swift keeps enum case tags in the spare bits of payload pointers, which
  # LeakSanitizer does not recognize as pointers. Leaks in ARC-managed Swift are reference
  # cycles, not a safety issue; AddressSanitizer's memory errors stay on.
  ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$BIN/$t" "$OUT/$t/corpus" "$OUT/$t/seeds" "${dict[@]}" \
    -max_total_time="$seconds" -detect_leaks=0 -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -artifact_prefix="$OUT/$t/" -print_final_stats=1 >"$log" 2>&1
  rc=$?
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  if [ "$rc" -ne 0 ]; then
    status=1
    artifact="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)"
    echo "fuzz: $t FOUND A PROBLEM (exit $rc) after ${runs:-?} runs; input: ${artifact:-see $log}" >&2
    grep -m1 -E 'ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)|Fatal error|invariant' "$log" >&2 || tail -20 "$log" >&2
  else
    echo "fuzz: $t ran ${seconds}s, ${runs:-?} runs, no finding" >&2
  fi
done
exit "$status"
