#!/usr/bin/env bash
# The JavaScript package as a user receives it: packs Web/package with `npm pack` (the tarball is
# the artifact; no registry is needed), checks what the tarball holds, installs it into an empty
# project's node_modules, type-checks an import of "formrules" there with tsc (package.json's
# `exports` and `types`), and runs that project in Node: forms loaded from the installed package,
# with a Russian part and the address data fetched from inside it.
#
#   Web/check/check-package.sh [--keep DIR]   exit 0 when all hold, 1 when one fails,
#                                              2 when the module is not built or a tool is missing
# Needs Scripts/build-wasm.sh run first (Web/package/formrules.wasm), npm (installed from Debian
# when missing) and tsc (Debian's node-typescript; Web/check/check-types.sh installs it).
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
keep=""
[ "${1:-}" = "--keep" ] && keep=${2:?--keep needs a folder}

if ! command -v npm >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "check-package: npm is missing; installing Debian's npm"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null 2>&1 \
    || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null 2>&1; }
fi
for tool in npm tsc node tar; do
  command -v "$tool" >/dev/null || { echo "check-package: $tool is missing" >&2; exit 2; }
done
[ -f Web/package/formrules.wasm ] || { echo "check-package: Web/package/formrules.wasm is not built (Scripts/build-wasm.sh)" >&2; exit 2; }

work=${keep:-$(mktemp -d)}
mkdir -p "$work"
[ -n "$keep" ] || trap 'rm -rf "$work"' EXIT
failed=0
check() { if [ "$1" = 0 ]; then echo "ok   $2"; else echo "FAIL $2"; failed=1; fi; }

# The package's version is the CLI's: one release, one number.
cli_version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/form-check/Frame/FormCheck.swift)
package_version=$(node -p 'require("./Web/package/package.json").version')
[ "$cli_version" = "$package_version" ]; check $? "package.json's version $package_version is form-check's ($cli_version)"

tarball=$(cd Web/package && npm pack --silent --pack-destination "$work" 2>"$work/npm.log" | tail -1) \
  || { echo "check-package: npm pack failed:"; cat "$work/npm.log"; exit 1; }
echo "check-package: $tarball, $(wc -c <"$work/$tarball") bytes"
listing=$(tar -tzf "$work/$tarball" | sed 's|^package/||' | sort)

# Every part the module fetches must be in the tarball: each language beside the module, with the
# files locales/index.json lists for it, and the address data.
expected=$( (echo formrules.mjs; echo formrules.d.mts; echo formrules.wasm; echo package.json; echo addresses.tsv
  echo locales/index.json; echo locales/en.names  # English names come with the address data, not a language part
  node -e '
    const index = require("./Web/package/locales/index.json");
    for (const [tag, files] of Object.entries(index)) for (const kind of Object.keys(files)) console.log(`locales/${tag}.${kind}`);
  ') | sort -u)
missing=$(comm -23 <(echo "$expected") <(echo "$listing"))
[ -z "$missing" ]; check $? "the tarball holds the module, its types and every part ($(echo "$expected" | wc -l) files)${missing:+; missing: $(echo $missing)}"
extra=$(comm -13 <(echo "$expected") <(echo "$listing"))
[ -z "$extra" ]; check $? "nothing else is packed${extra:+: $(echo $extra)}"

# An empty project with the tarball installed as npm would (npm install needs no registry for a
# tarball without dependencies, but extracting it is the same and cannot reach the network).
project=$work/project
rm -rf "$project" && mkdir -p "$project/node_modules/formrules"
tar -xzf "$work/$tarball" -C "$project/node_modules/formrules" --strip-components=1 || { echo "check-package: the tarball does not extract" >&2; exit 1; }
cat >"$project/package.json" <<'JSON'
{ "name": "formrules-consumer", "private": true, "type": "module" }
JSON
cat >"$project/tsconfig.json" <<'JSON'
{ "compilerOptions": { "strict": true, "noEmit": true, "target": "es2022", "module": "node16",
                       "moduleResolution": "node16", "lib": ["es2022", "dom"], "types": [] },
  "files": ["consumer.mts"] }
JSON
# The same program twice: typed (.mts, for tsc) and as Node runs it (.mjs, the types left out).
cat >"$project/consumer.mts" <<'TS'
import { FormRules, FormRulesError } from "formrules";
import type { ValidationAnswer, StateAnswer } from "formrules";

const today = "2026-11-24";
const login: object = LOGIN_SPEC;
const form = await FormRules.load(login, { today, locale: "ru" });
const answer: ValidationAnswer = form.validate({ type: "LOGIN_CUSTOMER", sequence_id: "09CAAA73-B2B1-187E-2B24-683550A49B23", data: { email: "ada@", password: "x" } });
if (answer.error || answer.valid) throw new Error(`expected problems: ${JSON.stringify(answer)}`);
console.log(`ru: ${answer.problems[0].message} (${/[\u0400-\u04FF]/.test(answer.problems[0].message) ? "Cyrillic" : "not Cyrillic"})`);
// A country beyond the US and Australia: the address data and the Russian names come from the package.
const canada = JSON.stringify({ form: "address", fields: [
  { name: "country", type: "country", options: ["US", "CA"], required: true },
  { name: "region", type: "region", country: "country", required: true },
] });
const live = await FormRules.load(canada, { today, locale: "ru" });
const state: StateAnswer = live.state({ values: { country: "CA" }, edited: "country" });
const regions = state.fields.find((field) => field.name === "region")?.options ?? [];
console.log(`regions of CA: ${regions.length}, ${regions.find((option) => option.value === "QC")?.label}`);
try {
  await form.configure({ today, fieldStates: "no" as unknown as boolean });
  throw new Error("a flag of another type was taken");
} catch (error) {
  if (!(error instanceof FormRulesError)) throw error;
  console.log(`refused: ${error.message}`);
}
TS
# The spec as a literal: the project has no type declarations of Node's own modules to read a file with.
node -e 'const fs = require("fs"); const [file, spec] = process.argv.slice(1);
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("LOGIN_SPEC", fs.readFileSync(spec, "utf8").trim()))' \
  "$project/consumer.mts" Specs/login.json
tsc -p "$project/tsconfig.json"; check $? "an import of \"formrules\" type-checks in a project with the tarball installed (tsc $(tsc --version | cut -d' ' -f2), node16 resolution)"
sed -e 's/^import type .*$//' -e 's/: ValidationAnswer//' -e 's/: StateAnswer//' \
    -e 's/ as unknown as boolean//' -e 's/^const login: object = /const login = /' \
    "$project/consumer.mts" >"$project/consumer.mjs"
output=$(cd "$project" && node consumer.mjs 2>&1) && status=0 || status=$?
echo "$output" | sed 's/^/     /'
[ "$status" = 0 ] && echo "$output" | grep -q '^ru: .*(Cyrillic)$' && echo "$output" | grep -q '^regions of CA: 13, Квебек$' \
  && echo "$output" | grep -q "^refused: 'fieldStates' must be true or false"
check $? "the installed package runs in Node: Russian and the address data fetched from it (Canada's 13 regions, Квебек), a wrong flag refused"
exit "$failed"
