#!/usr/bin/env bash
# The engine core as WebAssembly: compiles FormCore, then Localization and FormRules restricted to
# their engine-core files, as Embedded Swift for wasm32-unknown-none-wasm, from the SAME source
# files as the native build (no copies, no wasm-only forks of a file). Platform parts (files,
# threads, the clock, Observation, async remote checks) are left out by the lists below, each
# with its reason; what the compiler still refuses is printed per module, grouped by message.
#
# Installs what it needs from Debian when missing (wasi-libc: malloc, memcpy, strtod;
# libclang-rt-19-dev-wasm32: compiler builtins; binaryen: wasm-opt); where installing is
# impossible it says so and exits 0, so a machine without them skips the Wasm build.
#
# Outputs under .build-wasm/ (git-ignored): modules/ (.swiftmodule per module), objects/ (.o),
# logs/ (the compiler's full output per module), generated/ (the built-in catalog's source),
# and link-check.wasm: every compiled object linked with nothing garbage-collected, which proves
# that each symbol the code refers to resolves (the module a page loads is linked with
# `--gc-sections --strip-all` once it has exports: the JavaScript bridge, a later step).
#
# --size-report links the module once more keeping its name section and prints where its code
# goes, by module, type and function (Scripts/wasm-size-report.py; also in logs/size-report.txt).
# --module M stops after module M. --keep-going compiles the modules after a refused one too,
# against its interface emitted despite the errors, to show what they would refuse (nothing is
# linked then). Exit status: 0 when every module compiled and linked (or the build was skipped),
# 1 when a module was refused (its errors are printed and logged), 2 on a setup failure.
# Usage: Scripts/build-wasm.sh [--module FormCore|Localization|FormRules] [--keep-going] [--quiet] [--size-report]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build-wasm"
target=wasm32-unknown-none-wasm
last_module=FormRulesWeb
keep_going=0
quiet=0
size_report=0
usage="Usage: Scripts/build-wasm.sh [--module FormCore|Localization|FormRules|FormRulesWeb] [--keep-going] [--quiet] [--size-report]"
while [ $# -gt 0 ]; do
  case $1 in
    --module) last_module=${2:?--module needs a module name}; shift 2 ;;
    --keep-going) keep_going=1; shift ;;
    --quiet) quiet=1; shift ;;
    --size-report) size_report=1; shift ;;
    -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-wasm: unknown argument '$1'" >&2; echo "$usage" >&2; exit 64 ;;
  esac
done
case $last_module in FormCore|Localization|FormRules|FormRulesWeb) ;; *) echo "build-wasm: unknown module '$last_module'" >&2; echo "$usage" >&2; exit 64 ;; esac
say() { [ "$quiet" = 1 ] || echo "$@"; }

# --- What the build needs: Debian's wasi-libc, the wasm32 builtins and binaryen -------------
wasi_libc=/usr/lib/wasm32-wasi/libc.a
wasi_include=/usr/include/wasm32-wasi
builtins=/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a
packages=(wasi-libc libclang-rt-19-dev-wasm32 binaryen)
missing() { [ ! -f "$wasi_libc" ] || [ ! -f "$builtins" ] || ! command -v wasm-opt >/dev/null; }
if missing; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "build-wasm: installing ${packages[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y "${packages[@]}" >/dev/null 2>&1 \
      || { apt-get update >/dev/null 2>&1 && apt-get install -y "${packages[@]}" >/dev/null 2>&1; }
  fi
  if missing; then
    echo "build-wasm: NOTICE: the WebAssembly build needs Debian's ${packages[*]} and they cannot be" \
         "installed here (not root, no apt-get, or no package source); skipping the Wasm build." >&2
    exit 0
  fi
fi

# --- The toolchain: Swift with Embedded Swift's standard library for wasm32 -----------------
swiftc=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
[ -x "$swiftc" ] || { echo "build-wasm: no swiftc (set SWIFTC)" >&2; exit 2; }
toolchain=$(cd "$(dirname "$(readlink -f "$swiftc")")/.." && pwd)
embedded="$toolchain/lib/swift/embedded"
if [ ! -e "$embedded/Swift.swiftmodule/$target.swiftmodule" ]; then
  echo "build-wasm: NOTICE: $toolchain has no Embedded Swift standard library for $target; skipping the Wasm build." >&2
  exit 0
fi
wasm_ld="$toolchain/bin/wasm-ld"
clang="$toolchain/bin/clang"
unicode_tables="$embedded/$target/libswiftUnicodeDataTables.a"

# The package's upcoming features, read from Package.swift so the two builds cannot drift.
features=()
for feature in $(grep -o 'enableUpcomingFeature("[A-Za-z]*")' "$root/Package.swift" | sed 's/.*("\(.*\)")/\1/'); do
  features+=(-enable-upcoming-feature "$feature")
done

# --- The engine core's files ----------------------------------------------------------------
# Whole folders are listed, then files left out with the reason. A file that mixes core code
# with a platform part (Catalog+Loading reads folders and also builds a catalog from bytes) is
# kept, and its refusals are the plan for the next step (Docs/WebAssembly.md).
sources() {  # sources MODULE: the module's .swift files, less the exclusions below
  local module=$1; shift
  (cd "$root/Sources/$module" && find . -name '*.swift' | sed 's|^\./||' | LC_ALL=C sort) \
    | grep -v -x -F -f <(printf '%s\n' "${excluded[@]}") \
    | grep -v -E "^($(IFS='|'; echo "${excluded_folders[*]}"))/" \
    | sed "s|^|$root/Sources/$module/|"
}

# FormCore: whole. The JSON reader, FormValue, source locations, excerpts, suggestions.
formcore_folders=(__none__)
formcore_files=(__none__)

# Localization: the catalog, locales, plurals, formatting and the readers of the table formats
# (the built-in messages are .strings, .stringsdict and .xcstrings bytes compiled in).
localization_folders=(
  Coverage  # translators' reports (missing, stale, untranslated): the engine renders, it never grades
)
localization_files=(
  Support/PlainFileSystem+Calls.swift    # POSIX file system (stat, open, opendir): files are the host's
  Support/PlainFileSystem+Writing.swift  # writes files: tools only
  Catalog/Catalog+Files.swift            # catalogs found and read on disk; a page hands in bytes (init(files:))
  Catalog/CatalogSet.swift               # loads every table of a folder on disk: tools only
  Catalog/DevelopmentLanguageChoice.swift  # infers a language by reading project files on disk: tools only
  # XLIFF/: translator exchange (export, import, table editors, which read and write files); only
  # the XML reader and its error stay, because InterfaceBuilder/ reads storyboards with them.
  XLIFF/LocalizationTables.swift XLIFF/PropertyListTableEditor.swift XLIFF/StringCatalogEditor.swift
  XLIFF/StringsTableEditor.swift XLIFF/TableTexts.swift XLIFF/TableUnit.swift XLIFF/TableUnits.swift
  XLIFF/XLIFFDocument.swift XLIFF/XLIFFExport.swift XLIFF/XLIFFImport.swift XLIFF/XLIFFReader.swift
  XLIFF/XLIFFTableError.swift XLIFF/XLIFFWriter.swift
)

# FormRules: spec, engine, rules, types, domain, report, messages, session.
formrules_folders=(
  Batch   # NDJSON over files on many cores: threads, mmap, file reading
  Remote  # async remote checks: Task, Clock, Sendable closures over the network
  Export  # JSON Schema and OpenAPI export: for tools; the browser runs the engine itself
)
formrules_files=(
  Session/FormModel.swift   # Observation (@Observable for SwiftUI): Apple's UI frameworks only
  Session/FieldModel.swift  # Observation, as FormModel
  Spec/SpecFiles.swift      # specs read from files; a page hands in the spec's bytes
  Domain/CalendarDate+Today.swift  # the system clock: the page passes today's date
)

# --- Compiling ------------------------------------------------------------------------------
mkdir -p "$out/modules" "$out/objects" "$out/logs" "$out/generated"
rm -f "$out"/objects/*.o
flags=(
  -target "$target" -enable-experimental-feature Embedded -enable-experimental-feature Extern
  -wmo -parse-as-library -Osize -Xfrontend -disable-stack-protector -package-name FormRules
  "${features[@]}" -I "$out/modules"
)

# The built-in catalog's generated source, made by the same tool the EmbedCatalog plugin runs,
# over the development language's tables only (Resources/Localizable.strings and .stringsdict),
# each file one literal (--whole). Every other language is a part a page loads when a form needs
# it: Web/package/locales/<tag>.strings and .stringsdict, the .lproj's files as they are, which
# formrules.mjs hands to formrules_add_locale. So more languages never grow the module.
generate_catalog() {
  local generated="$out/generated/BuiltInCatalogFiles.swift"
  local parts="$root/Web/package/locales"
  rm -rf "$parts"; mkdir -p "$parts"
  local folder tag kind separator="" inner
  {
    printf '{'
    for folder in $(cd "$root/Resources" && ls -d *.lproj 2>/dev/null | LC_ALL=C sort); do
      tag=${folder%.lproj}; inner=""
      printf '%s"%s": {' "$separator" "$tag"; separator=", "
      for kind in strings stringsdict; do
        [ -f "$root/Resources/$folder/Localizable.$kind" ] || continue
        cp "$root/Resources/$folder/Localizable.$kind" "$parts/$tag.$kind"
        printf '%s"%s": %s' "$inner" "$kind" "$(wc -c <"$parts/$tag.$kind")"; inner=", "
      done
      # The language's names of countries and regions (Resources/Addresses/<tag>.names, in
      # .strings syntax): fetched only with the address data, which only forms offering a
      # country beyond the US and Australia need (those two countries' names are in Localizable).
      if [ -f "$root/Resources/Addresses/$tag.names" ]; then
        cp "$root/Resources/Addresses/$tag.names" "$parts/$tag.names"
        printf '%s"names": %s' "$inner" "$(wc -c <"$parts/$tag.names")"
      fi
      printf '}'
    done
    printf '}\n'
  } >"$parts/index.json"  # each part's files and their sizes: {"ru": {"strings": 37079, "stringsdict": 9029, "names": 70866}}
  # The address data is a part of its own too: the table, and the English names of its countries
  # and regions (the other languages' travel in their parts). The module keeps the country codes
  # alone; formrules.mjs hands the part to formrules_add_addresses when a form offers a country
  # beyond the US and Australia (their tables are the engine's own).
  cp "$root/Resources/Addresses/addresses.tsv" "$root/Web/package/addresses.tsv"
  cp "$root/Resources/Addresses/en.names" "$parts/en.names"
  if [ -f "$generated" ] && [ -f "$out/generated/BuiltInAddressTable.swift" ] && grep -q 'BuiltInCatalog' "$generated" && ! grep -q '\.lproj/' "$generated" \
     && grep -q 'func install' "$out/generated/BuiltInAddressTable.swift" && ! grep -q 'Addresses/en.names' "$generated" \
     && [ -z "$(find "$root/Resources" "$root/Sources/catalog-embedder" -newer "$generated" -print -quit)" ]; then return; fi
  (cd "$root" && swift build --product catalog-embedder >"$out/logs/catalog-embedder.log" 2>&1) \
    || { echo "build-wasm: building catalog-embedder failed (see .build-wasm/logs/catalog-embedder.log)" >&2; exit 2; }
  local bin tables=()
  bin="$(cd "$root" && swift build --show-bin-path)/catalog-embedder"
  for name in Localizable.strings Localizable.stringsdict; do
    [ -f "$root/Resources/$name" ] && tables+=("$root/Resources/$name")
  done
  "$bin" --whole "$generated" "$root/" "${tables[@]}" \
    || { echo "build-wasm: catalog-embedder failed" >&2; exit 2; }
  # The country codes of the address data (AddressData); the rest is the part above.
  "$bin" --addresses --lazy "$out/generated/BuiltInAddressTable.swift" "$root/Resources/Addresses/addresses.tsv" \
    || { echo "build-wasm: catalog-embedder --addresses failed" >&2; exit 2; }
}

status=0
compile() {  # compile MODULE FILE...
  local module=$1; shift
  local log="$out/logs/$module.log"
  rm -f "$out/objects/$module.o"
  "$swiftc" "${flags[@]}" -module-name "$module" \
    -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
    -c -o "$out/objects/$module.o" "$@" >"$log" 2>&1
  local errors
  errors=$(grep -c ': error: ' "$log")
  if [ -f "$out/objects/$module.o" ] && [ "$errors" = 0 ]; then
    say "$module: compiled for $target ($# files)"
    return 0
  fi
  status=1
  local files
  files=$(grep ': error: ' "$log" | cut -d: -f1 | sort -u | wc -l)
  echo "$module: refused for $target: $errors errors in $files of its $# files (log: .build-wasm/logs/$module.log)"
  # By message, most frequent first; then by file. Each pass can hide the next: the compiler
  # reports Embedded restrictions found late (existentials, metatypes) only once types check.
  grep ': error: ' "$log" | sed -E 's/^.*: error: //' | sort | uniq -c | sort -rn | sed 's/^/  /'
  grep ': error: ' "$log" | cut -d: -f1 | sed "s|^$root/||" | sort | uniq -c | sort -rn | sed 's/^/  /'
  if [ "$keep_going" = 1 ]; then
    # The interface alone, errors allowed, so that the next module can be checked against it.
    "$swiftc" "${flags[@]}" -module-name "$module" -Xfrontend -experimental-allow-module-with-compiler-errors \
      -emit-module -emit-module-path "$out/modules/$module.swiftmodule" "$@" >/dev/null 2>&1
    rm -f "$out/objects/$module.o"
    return 0
  fi
  return 1
}

excluded_folders=("${formcore_folders[@]}"); excluded=("${formcore_files[@]}")
mapfile -t files < <(sources FormCore)
compile FormCore "${files[@]}" || exit 1

if [ "$last_module" != FormCore ]; then
  excluded_folders=("${localization_folders[@]}"); excluded=("${localization_files[@]}")
  mapfile -t files < <(sources Localization)
  compile Localization "${files[@]}" || exit 1
fi

if [ "$last_module" = FormRules ] || [ "$last_module" = FormRulesWeb ]; then
  generate_catalog
  excluded_folders=("${formrules_folders[@]}"); excluded=("${formrules_files[@]}")
  mapfile -t files < <(sources FormRules)
  compile FormRules "${files[@]}" "$out/generated/BuiltInCatalogFiles.swift" "$out/generated/BuiltInAddressTable.swift" || exit 1
fi
if [ "$last_module" = FormRulesWeb ]; then
  # The C entry points JavaScript calls (Web/Sources/FormRulesWeb), a module of the Wasm build only.
  mapfile -t files < <(cd "$root/Web/Sources/FormRulesWeb" && ls *.swift | LC_ALL=C sort | sed "s|^|$root/Web/Sources/FormRulesWeb/|")
  compile FormRulesWeb "${files[@]}" || exit 1
fi
[ "$status" = 0 ] || exit 1  # --keep-going: nothing to link

# --- Linking: every symbol must resolve -----------------------------------------------------
# What Embedded Swift leaves to the platform (strtod in the C locale, hashing's seed, typed
# number formatting): Web/runtime/shims.c over wasi-libc.
"$clang" --target=wasm32-unknown-wasi -Os -nostdlibinc -isystem "$wasi_include" \
  -c "$root/Web/runtime/shims.c" -o "$out/objects/swift-runtime-shims.o" \
  || { echo "build-wasm: compiling the runtime shims failed" >&2; exit 2; }
objects=("$out"/objects/*.o)
if ! "$wasm_ld" --no-entry --no-gc-sections -o "$out/link-check.wasm" "${objects[@]}" \
     "$unicode_tables" "$wasi_libc" "$builtins" >"$out/logs/link.log" 2>&1; then
  echo "link: unresolved symbols (log: .build-wasm/logs/link.log)"
  grep -o 'undefined symbol: .*' "$out/logs/link.log" | sort | uniq -c | sed 's/^/  /'
  exit 1
fi
say "link: every symbol of ${#objects[@]} objects resolves (.build-wasm/link-check.wasm)"
[ "$last_module" = FormRulesWeb ] || exit $status

# --- The module a page loads: only what the entry points reach, then wasm-opt -------------
if ! "$wasm_ld" --no-entry --gc-sections --strip-all --export=malloc --export=free \
     -z stack-size=1048576 -o "$out/formrules-linked.wasm" "${objects[@]}" \
     "$unicode_tables" "$wasi_libc" "$builtins" >"$out/logs/link-module.log" 2>&1; then
  echo "link: the module failed (log: .build-wasm/logs/link-module.log)"; exit 1
fi
wasm_opt_flags=(-Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int)
wasm-opt "${wasm_opt_flags[@]}" "$out/formrules-linked.wasm" -o "$out/formrules.wasm" >"$out/logs/wasm-opt.log" 2>&1 \
  || { echo "wasm-opt failed (log: .build-wasm/logs/wasm-opt.log)"; exit 1; }
cp "$out/formrules.wasm" "$root/Web/package/formrules.wasm"
say "module: .build-wasm/formrules.wasm (copied into Web/package/)"
# The sizes a page downloads: raw, gzip -9 and brotli (when Debian's brotli is installed).
sizes() {  # sizes FILE...: raw, gzip -9 and brotli -q 11 of the files together
  local raw gz br=""
  raw=$(cat "$@" | wc -c); gz=$(cat "$@" | gzip -9 | wc -c)
  command -v brotli >/dev/null && br=", brotli $(cat "$@" | brotli -q 11 -c | wc -c)"
  echo "$raw bytes (gzip -9 $gz$br)"
}
say "  engine with English: $(sizes "$out/formrules.wasm"); $(wc -c <"$out/formrules-linked.wasm") bytes before wasm-opt"
say "  address part: $(sizes "$root/Web/package/addresses.tsv" "$root/Web/package/locales/en.names") (addresses.tsv and locales/en.names)"
for part in "$root"/Web/package/locales/*.strings; do
  [ -e "$part" ] || continue
  tag=$(basename "$part" .strings)
  say "  language part $tag: $(sizes "$root/Web/package/locales/$tag".strings*) (.strings and .stringsdict);" \
      "its names: $(sizes "$root/Web/package/locales/$tag.names")"
done
if [ "$size_report" = 1 ]; then
  # The same link keeping the name section, and wasm-opt keeping it (-g): code by function.
  "$wasm_ld" --no-entry --gc-sections --export=malloc --export=free -z stack-size=1048576 \
    -o "$out/formrules-names.wasm" "${objects[@]}" "$unicode_tables" "$wasi_libc" "$builtins" \
    && wasm-opt "${wasm_opt_flags[@]}" -g "$out/formrules-names.wasm" -o "$out/formrules-names.wasm" \
    && python3 "$root/Scripts/wasm-size-report.py" "$out/formrules-names.wasm" --demangler "$toolchain/bin/swift-demangle" \
      | tee "$out/logs/size-report.txt"
fi
exit $status
