#!/usr/bin/env bash
# Type-checks Web/package/formrules.d.mts: compiles Web/check/types-check.mts against it with
# `tsc --strict` (Web/check/tsconfig.json), after checking that the closed sets it spells out
# (spec and JSON reader codes, the reasons a region picker is empty, the settings) are the ones
# the Swift sources declare, which no compiler of TypeScript can see.
#
#   Web/check/check-types.sh      exit 0 when both hold, 1 when either fails, 2 without tsc
set -euo pipefail

cd "$(dirname "$0")/../.."
declarations=Web/package/formrules.d.mts

if ! command -v tsc >/dev/null 2>&1; then
  echo "check-types: tsc is missing; installing Debian's node-typescript (apt-get install -y node-typescript)"
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "check-types: cannot install it here (needs root and apt-get)" >&2
    exit 2
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq node-typescript
fi

# The members of `export type NAME = | "a" | "b";` in the declarations, one a line, sorted.
declared_union() {
  awk -v name="$1" '
    $0 ~ "export type " name " =" { inside = 1 }
    inside { while (match($0, /"[A-Za-z0-9.]+"/)) { print substr($0, RSTART + 1, RLENGTH - 2); $0 = substr($0, RSTART + RLENGTH) } }
    inside && /;[[:space:]]*$/ { exit }
  ' "$declarations" | sort
}

# The optional members of `export interface NAME { … }`, sorted.
declared_members() {
  awk -v name="$1" '
    $0 ~ "export interface " name " \\{" { inside = 1; next }
    inside && /^\}/ { exit }
    inside && match($0, /^  [A-Za-z]+\?:/) { print substr($0, 3, RLENGTH - 4) }
  ' "$declarations" | sort
}

# The raw values of `static let x = Code("x")` in a Swift file, sorted.
swift_codes() {
  grep -o 'static let [A-Za-z0-9]* = Code("[A-Za-z0-9]*")' "$1" | sed 's/.*Code("\(.*\)")/\1/' | sort
}

failed=0
compare() {
  local what=$1 swift=$2 typescript=$3
  if [ "$swift" = "$typescript" ]; then
    echo "ok   $what: $(echo "$swift" | wc -l) values, as the Swift sources say"
  else
    echo "FAIL $what differ from the Swift sources (< Swift, > formrules.d.mts):"
    diff <(echo "$swift") <(echo "$typescript") | grep '^[<>]' || true
    failed=1
  fi
}

compare "spec error codes" "$(swift_codes Sources/FormRules/Spec/SpecError.swift)" "$(declared_union SpecErrorCode)"
compare "JSON reader codes" "$(swift_codes Sources/FormCore/Value/JSONReadError.swift)" "$(declared_union JsonReadErrorCode)"
compare "no-options reasons" \
  "$(sed -n '/enum NoOptionsReason/,/^    }/p' Sources/FormRules/Report/FieldState.swift | sed -n 's/^ *case \([A-Za-z]*\).*/\1/p' | sort)" \
  "$(declared_union NoOptionsReason)"
compare "settings" \
  "$(sed -n '/let known: Set<String> = \[/,/\]/p' Web/Sources/FormRulesWeb/WebSettings.swift | grep -o '"[A-Za-z]*"' | tr -d '"' | sort)" \
  "$(declared_members FormRulesSettings)"

echo "check-types: $(tsc --version); tsc -p Web/check/tsconfig.json (strict, node16 resolution, types-check.mts against formrules.d.mts)"
if tsc -p Web/check/tsconfig.json; then
  echo "ok   types-check.mts compiles, and each of its @ts-expect-error lines fails as it should"
else
  echo "FAIL types-check.mts does not compile against formrules.d.mts"
  failed=1
fi
exit "$failed"
