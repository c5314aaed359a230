#!/usr/bin/env bash
# Builds the DocC sites of FormRules and Localization with the toolchain's own docc (no package
# plugin), into .build/docs/<Module>.doccarchive, and fails when a symbol or article link does not
# resolve (a ``Name`` that does not exist or is ambiguous, a <doc:Article> that is missing).
# Other docc warnings (an undocumented parameter) are printed and counted but do not fail.
# Usage: Scripts/build-docs.sh   (from anywhere; uses the package's debug build)
set -euo pipefail
cd "$(dirname "$0")/.."

# docc sits beside swift in a toolchain (xcrun finds it on macOS).
swift_path=$(readlink -f "$(command -v swift)")
docc="$(dirname "$swift_path")/docc"
if [ ! -x "$docc" ]; then
  if command -v xcrun > /dev/null; then docc="xcrun docc"; else
    echo "build-docs: no docc beside $swift_path; a Swift toolchain ships one" >&2
    exit 1
  fi
fi

out=.build/docs
rm -rf "$out"
mkdir -p "$out"

# Public symbols only, as readers of the site see them. The tool prints where it wrote them.
graphs=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | tee "$out/symbol-graph.log" \
  | sed -n 's/^Files written to //p')
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$out/symbol-graph.log" >&2
  echo "build-docs: swift package dump-symbol-graph wrote no symbol graphs" >&2
  exit 1
fi

failed=0
for module in Localization FormRules; do
  mkdir -p "$out/graphs/$module"
  # The module's graph and those of its extensions to other modules (Module@Other).
  cp "$graphs/$module.symbols.json" "$out/graphs/$module/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$out/graphs/$module/" \;
  $docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$out/graphs/$module" \
    --output-path "$out/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --diagnostics-file "$out/$module-diagnostics.json" > "$out/$module.log" 2>&1 || {
      cat "$out/$module.log" >&2
      echo "build-docs: docc convert failed for $module" >&2
      failed=1
      continue
    }
  # Links that did not resolve fail the build; the rest are listed as they are.
  python3 - "$out/$module-diagnostics.json" "$module" <<'PY' || failed=1
import json, re, sys
path, module = sys.argv[1], sys.argv[2]
unresolved = re.compile(r"doesn't exist at|is ambiguous at|No external resolver|couldn't be resolved|can't be resolved", re.I)
broken, other = [], []
for item in json.load(open(path)).get("diagnostics", []):
    if item.get("severity") not in ("warning", "error"):
        continue
    place = item.get("source", "").removeprefix("file://")
    start = (item.get("range") or {}).get("start") or {}
    line = f"{place}:{start.get('line', 0)}:{start.get('column', 0)}: {item.get('summary', '')}"
    (broken if unresolved.search(item.get("summary", "")) else other).append(line)
for line in other:
    print(f"warning: {line}")
for line in broken:
    print(f"error: unresolved link: {line}")
print(f"docs {module}: {len(broken)} unresolved links, {len(other)} other warnings")
sys.exit(1 if broken else 0)
PY
done

if [ "$failed" -ne 0 ]; then
  echo "build-docs: FAILED (see above)" >&2
  exit 1
fi
echo "docs: .build/docs/FormRules.doccarchive, .build/docs/Localization.doccarchive"
