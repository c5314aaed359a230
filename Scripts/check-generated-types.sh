#!/usr/bin/env bash
# The types `form-check spec export --format swift|typescript` writes, checked against the
# example submissions: every spec's types compile, and every valid example survives them.
#
# Usage: Scripts/check-generated-types.sh   (from anywhere; about 40 s once form-check is built)
#
# 1. Builds form-check (debug).
# 2. Swift: exports the types of every spec in Specs/ into one file and compiles it (Swift 6
#    language mode) with a generated main.swift that, for each full valid example
#    (Examples/<form>/valid-*.json), decodes it into the form's struct (a spec of variants'
#    enum) with JSONDecoder, encodes it again with JSONEncoder and compares the two JSON
#    values, member order aside.
#    What is compared: every member, except that a member sent as null and one left out are
#    the same (the engine reads both as no value; an Optional encodes nil by leaving the member
#    out), and that a form which keeps or ignores unknown members (`unknownFields`) is compared
#    on its declared fields only (a struct has no room for the others); a spec of variants'
#    example is compared as the variant its tag chooses. Partial updates
#    (valid-update-*.json, PATCH bodies that leave out required fields by design) and invalid
#    examples are not decoded: the types describe a whole valid submission, and an invalid one
#    may well not fit them.
#    Then a field name misspelt (one of the generated `Field` constants) must not compile.
# 3. TypeScript: exports the declarations and checks them with `tsc --noEmit --strict` beside
#    a generated examples.ts that assigns each of the same examples to its form's interface
#    (a spec of variants' union type); a misspelt `<Form>Fields` member must not type-check.
#    Needs `tsc` (Debian: apt-get install node-typescript); without it this part is skipped
#    with a notice.
# Exits 1 on the first part that fails, saying what failed.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "check-generated-types: $*" >&2; exit 1; }

swift build --product form-check >/dev/null 2>&1 || { swift build --product form-check; fail "form-check does not build"; }
formcheck="$(swift build --product form-check --show-bin-path)/form-check"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- Swift ---------------------------------------------------------------------------------
"$formcheck" spec export --format swift Specs >"$work/Types.swift" || fail "export --format swift failed"
"$formcheck" spec export --format typescript Specs >"$work/types.ts" || fail "export --format typescript failed"

# Which struct/interface each form is (read from the generated files' doc comments), which
# examples to decode, and the generated checks.
python3 - "$work" "$formcheck" <<'PYTHON' || fail "could not write the round-trip programs"
import glob, json, os, re, subprocess, sys

work = sys.argv[1]
formcheck = sys.argv[2]

def names(path):
    text = open(path, encoding="utf-8").read()
    # A spec of variants' comment goes on (`…: one of its variants…`), over more lines in Swift.
    pattern = r"A submission of the form `([^`]*)`[.:][^\n]*\n(?:///[^\n]*\n)*(?:public struct|public enum|export interface|export type) (\w+)"
    return dict(re.findall(pattern, text))

swift_names = names(os.path.join(work, "Types.swift"))
ts_names = names(os.path.join(work, "types.ts"))

cases = []  # (form, or the variant its tag chooses; type name; TS name; example path; declared fields or nil)
caseless = {}  # form: dotted names of the choices whose letter case is ignored
options_of = {}  # (form, dotted name): options

def choices(fields, prefix=""):
    for field in fields:
        name = prefix + field.get("name", "")
        if field.get("type") == "choice" and "options" in field:
            ignores = not field.get("caseSensitive", False) and any(c.isalpha() for o in field["options"] for c in o)
            yield name, field["options"], ignores
        items = field.get("items")
        if field.get("type") == "list" and isinstance(items, dict):
            if "fields" in items:
                yield from choices(items["fields"], name + ".")
            else:
                yield from choices([dict(items, name="")], name)
def learn(spec):
    """Records a form's choices; returns its form name and the Swift list of its declared fields
    when it keeps or ignores unknown members (compared on those only), else nil."""
    form = spec["form"]
    caseless[form] = set()
    for name, options, ignores in choices(spec.get("fields", [])):
        options_of[(form, name)] = options
        if ignores:
            caseless[form].add(name)
    is_open = spec.get("unknownFields", "reject") != "reject"
    return form, f"{swift_names[form]}.Field.all" if is_open else "nil"

for spec_path in sorted(glob.glob("Specs/*.json")):
    if spec_path.endswith(".schema.json"):
        continue
    # As the engine reads it: what it extends and includes brought in, every field written out
    # (a spec of variants with each variant written in place).
    spec = json.loads(subprocess.run([formcheck, "spec", "bundle", "--resolved", spec_path],
                                     capture_output=True, text=True, check=True).stdout)
    form = spec["form"]
    # A spec of variants: each example decodes into the union's type, and is compared as the
    # variant its tag chooses.
    variants = {}
    for variant in spec.get("variants", []):
        tag = next(f["const"] for f in variant["fields"] if f.get("name") == spec["discriminator"])
        variants[tag] = learn(variant)
    if not variants:
        own = learn(spec)
    for example in sorted(glob.glob(f"Examples/{form}/valid-*.json")):
        if os.path.basename(example).startswith("valid-update-"):
            continue
        if variants:
            tag = json.load(open(example, encoding="utf-8")).get(spec["discriminator"])
            if tag not in variants:
                sys.exit(f"{example}: {spec['discriminator']} {tag!r} is no variant's tag")
            own = variants[tag]
        cases.append((own[0], swift_names[form], ts_names[form], example, own[1]))

if not cases:
    sys.exit("no examples found")

main = [r'''import Foundation

/// A JSON value, to compare two documents whatever their members' order.
indirect enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Without null members (the same as absent ones); for an open form, only the declared
    /// fields (`declared`: dotted names) and the objects holding them; the text of a choice
    /// whose letter case is ignored (`caseless`: dotted names, a list's item fields as
    /// `list.field`) in lower case.
    func normalized(declared: [String]?, caseless: Set<String>, path: String = "") -> JSONValue {
        switch self {
        case .string(let text) where caseless.contains(path):
            return .string(String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self))
        case .array(let items): return .array(items.map { $0.normalized(declared: nil, caseless: caseless, path: path) })
        case .object(let members):
            var kept: [String: JSONValue] = [:]
            for (name, value) in members where value != .null {
                let inner = path.isEmpty ? name : path + "." + name
                guard let declared else { kept[name] = value.normalized(declared: nil, caseless: caseless, path: inner); continue }
                if declared.contains(inner) {
                    kept[name] = value.normalized(declared: nil, caseless: caseless, path: inner)
                } else if declared.contains(where: { $0.hasPrefix(inner + ".") }) {
                    kept[name] = value.normalized(declared: declared, caseless: caseless, path: inner)
                }
            }
            return .object(kept)
        default: return self
        }
    }
}

var failures = 0
var passed = 0

@MainActor func roundTrip<T: Codable>(_ type: T.Type, _ path: String, declared: [String]?, caseless: Set<String>) {
    do {
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let value = try JSONDecoder().decode(T.self, from: original)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let again = try encoder.encode(value)
        let before = try JSONDecoder().decode(JSONValue.self, from: original).normalized(declared: declared, caseless: caseless)
        let after = try JSONDecoder().decode(JSONValue.self, from: again).normalized(declared: declared, caseless: caseless)
        if before == after {
            passed += 1
        } else {
            failures += 1
            print("round trip changed \(path) (\(T.self)):\n  sent:    \(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\n", with: " "))\n  encoded: \(String(decoding: again, as: UTF8.self))")
        }
    } catch {
        failures += 1
        print("\(path) does not decode into \(T.self): \(error)")
    }
}
''']
for form, type_name, _, example, declared in cases:
    main.append(f'roundTrip({type_name}.self, {json.dumps(example)}, declared: {declared}, caseless: {json.dumps(sorted(caseless[form]))})')
main.append('print("Swift: \\(passed) valid examples decoded and encoded back unchanged, \\(failures) failed")')
main.append('exit(failures == 0 ? 0 : 1)')
open(os.path.join(work, "main.swift"), "w", encoding="utf-8").write("\n".join(main) + "\n")

# A field name as the generated constants spell it, then misspelt (in the first form that is
# a struct: a spec of variants has no constants of its own).
text = open(os.path.join(work, "Types.swift"), encoding="utf-8").read()
first = next(case for case in cases if f"public struct {case[1]}:" in text)
first_struct, first_interface = first[1], first[2]
struct_text = text[text.index(f"public struct {first_struct}:"):]
constant = re.search(r"public static let (\w+) = ", struct_text).group(1)
typo = constant[:-2] + constant[-1] + constant[-2] if len(constant) > 1 else constant + "x"
if typo == constant:
    typo = constant + "x"
open(os.path.join(work, "spelled.swift"), "w").write(f"func spelled() -> String {{ {first_struct}.Field.{constant} }}\n")
open(os.path.join(work, "misspelt.swift"), "w").write(f"func misspelt() -> String {{ {first_struct}.Field.{typo} }}\n")
open(os.path.join(work, "typo.txt"), "w").write(f"{first_struct}.Field.{typo}")

ts = ['import type * as Types from "./types";', 'import { ' + first_interface + 'Fields } from "./types";', '']
for index, (form, _, ts_name, example, _) in enumerate(cases):
    # The interfaces name a choice's options as the spec spells them; the engine also takes
    # other letter cases where case is ignored, which a union of literals cannot say: such a
    # value is written as its option here.
    def spelled(value, path=""):
        if isinstance(value, dict):
            return {k: spelled(v, path + "." + k if path else k) for k, v in value.items()}
        if isinstance(value, list):
            return [spelled(v, path) for v in value]
        if isinstance(value, str) and path in caseless[form]:
            return next((o for o in options_of[(form, path)] if o.lower() == value.lower()), value)
        return value
    body = json.dumps(spelled(json.load(open(example, encoding="utf-8"))), ensure_ascii=False, indent=2)
    ts.append(f"// {example}")
    ts.append(f"export const example{index}: Types.{ts_name} = {body};")
ts.append(f"export const spelled: string = {first_interface}Fields.{constant};")
open(os.path.join(work, "examples.ts"), "w", encoding="utf-8").write("\n".join(ts) + "\n")
open(os.path.join(work, "misspelt.ts"), "w").write(
    f'import {{ {first_interface}Fields }} from "./types";\nexport const name: string = {first_interface}Fields.{typo};\n')
open(os.path.join(work, "count.txt"), "w").write(str(len(cases)))
PYTHON

(cd "$work" && swiftc -swift-version 6 -warnings-as-errors Types.swift -parse-as-library -typecheck 2>"$work/swiftc.log") \
  || { cat "$work/swiftc.log" >&2; fail "the generated Swift types do not compile (or warn)"; }
(cd "$work" && swiftc -swift-version 6 Types.swift main.swift -o roundtrip 2>"$work/swiftc.log") \
  || { cat "$work/swiftc.log" >&2; fail "the round-trip program does not compile"; }
"$work/roundtrip" || fail "a valid example does not survive the Swift types (above)"
(cd "$work" && swiftc -swift-version 6 -typecheck Types.swift spelled.swift 2>"$work/swiftc.log") \
  || { cat "$work/swiftc.log" >&2; fail "a correctly spelled field constant does not compile"; }
if (cd "$work" && swiftc -swift-version 6 -typecheck Types.swift misspelt.swift 2>"$work/typo.log"); then
  fail "a misspelt field name ($(cat "$work/typo.txt")) compiled"
fi
grep -q "has no member" "$work/typo.log" || { cat "$work/typo.log" >&2; fail "the misspelt field name failed for another reason"; }
echo "Swift: the misspelt $(cat "$work/typo.txt") is refused by the compiler"

# --- TypeScript ----------------------------------------------------------------------------
if ! command -v tsc >/dev/null 2>&1; then
  echo "check-generated-types: tsc not found (Debian: apt-get install node-typescript): TypeScript part skipped" >&2
  exit 0
fi
tscflags=(--noEmit --strict --target es2020 --module es2020 --moduleResolution node)
(cd "$work" && tsc "${tscflags[@]}" types.ts examples.ts >"$work/tsc.log" 2>&1) \
  || { cat "$work/tsc.log" >&2; fail "the TypeScript declarations or an example assigned to them do not type-check"; }
echo "TypeScript: types.ts and $(cat "$work/count.txt") examples assigned to their interfaces type-check (tsc --strict)"
if (cd "$work" && tsc "${tscflags[@]}" types.ts misspelt.ts >"$work/tsc-typo.log" 2>&1); then
  fail "a misspelt field name (misspelt.ts) type-checked"
fi
grep -q "does not exist on type" "$work/tsc-typo.log" || { cat "$work/tsc-typo.log" >&2; fail "the misspelt TypeScript name failed for another reason"; }
echo "TypeScript: the misspelt field name is refused by tsc"
