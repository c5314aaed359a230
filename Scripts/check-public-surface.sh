#!/usr/bin/env bash
# The public surface of the library modules (every target under Sources/ that is a library),
# symbol by symbol, against the checked-in list Tests/Fixtures/public-surface.txt, so nothing
# becomes public by accident: an added or removed public symbol fails the check and shows the
# difference. A deliberate change is recorded with --update, and the list's diff is reviewed
# with the code.
#
# Usage: Scripts/check-public-surface.sh [--update]   (from anywhere; about 5 s once built)
#
# How: `swift build --target <module>` (nothing to do after `swift test`), then the toolchain's
# swift-symbolgraph-extract at the public access level over the built modules; one line per
# symbol, "<module> <kind> <path>", sorted. Members of package or internal types are not public
# and are not listed. Each line names a symbol (a method by its argument labels), not its
# signature, so overloads that differ only in types appear as repeated lines.
set -euo pipefail
cd "$(dirname "$0")/.."

list=Tests/Fixtures/public-surface.txt
update=false
case "${1:-}" in
  --update) update=true ;;
  "") ;;
  *) echo "usage: Scripts/check-public-surface.sh [--update]" >&2; exit 2 ;;
esac

# Library targets under Sources/ (not executables, plugins or test support), from the manifest.
modules=$(swift package describe --type json | python3 -c '
import json, sys
package = json.load(sys.stdin)
for target in package["targets"]:
    if target["type"] == "library" and target["path"].startswith("Sources/"):
        print(target["c99name"])
' | sort)
[ -n "$modules" ] || { echo "public surface: no library target found under Sources/" >&2; exit 1; }

for module in $modules; do
  swift build --target "$module" >/dev/null
done

bin=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$bin")")
modules_dir="$bin/Modules"
[ -d "$modules_dir" ] || modules_dir="$bin"   # toolchains before 6.0 put modules beside the products
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
for module in $modules; do
  swift-symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" -I "$modules_dir" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"
done

# One line per symbol. A graph named A@B holds A's public extensions of B's types.
current="$graphs/public-surface.txt"
python3 - "$graphs" > "$current" <<'EOF'
import glob, json, os, sys
lines = []
for path in glob.glob(os.path.join(sys.argv[1], "*.symbols.json")):
    module = os.path.basename(path)[: -len(".symbols.json")]
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        lines.append(f"{module} {kind} {'.'.join(symbol['pathComponents'])}")
print("\n".join(sorted(lines, key=lambda line: line.encode())))
EOF

# The count per module (types at the top level, types with nested ones, all symbols).
python3 - "$current" <<'EOF'
import collections, sys
type_kinds = {"struct", "enum", "class", "protocol", "actor", "typealias"}
counts = collections.defaultdict(lambda: [0, 0, 0])
for line in open(sys.argv[1], encoding="utf-8"):
    module, kind, path = line.split()
    entry = counts[module.split("@")[0]]
    entry[2] += 1
    if kind in type_kinds:
        entry[1] += 1
        entry[0] += "." not in path
for module, (top, types, symbols) in sorted(counts.items()):
    print(f"public surface: {module}: {top} top-level types, {types} with nested ones, {symbols} symbols")
EOF

if $update; then
  cp "$current" "$list"
  echo "public surface: $list updated"
  exit 0
fi
if ! diff -u --label "$list (checked in)" --label "public surface (built)" "$list" "$current"; then
  echo "public surface: the libraries' public symbols differ from $list (lines starting with +" >&2
  echo "are public now and not listed, lines with - are listed and no longer public). Make a" >&2
  echo "symbol package or internal unless apps need it; a deliberate change: $0 --update" >&2
  exit 1
fi
echo "public surface: matches $list"
