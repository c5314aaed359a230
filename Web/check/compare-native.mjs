// The WebAssembly engine against the native CLI: every example of every spec (full and update
// modes, with the form's run-time options), in en, ru and pl; the submissions of an NDJSON file
// (../shared/bench's generator); edge values (numbers at 2^31 and 2^53, long strings, deep
// nesting) put into every field of every spec; and addresses of every country of the address
// data, which the module fetches as a part of its own. Each report must be the same bytes as
// `form-check validate --format json` prints (less its "file" and "line" members).
//
//   node Web/check/compare-native.mjs FORM_CHECK [--ndjson SPEC FILE]...
// Exit status: 0 when every report agrees, 1 on a difference (the first few are printed).
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, existsSync, writeFileSync, mkdtempSync } from "node:fs";
import { join, basename } from "node:path";
import { tmpdir } from "node:os";
import { FormRules } from "../package/formrules.mjs";

const root = new URL("../..", import.meta.url).pathname;
const [formCheck, ...rest] = process.argv.slice(2);
if (!formCheck) { console.error("usage: compare-native.mjs FORM_CHECK [--ndjson SPEC FILE]..."); process.exit(64); }
const ndjsonJobs = [];
for (let index = 0; index < rest.length; index++) {
  if (rest[index] === "--ndjson") { ndjsonJobs.push([rest[index + 1], rest[index + 2]]); index += 2; }
}
const today = "2026-11-24";
// The examples run in every shipped language (each a part the page loads); edge values and
// generated submissions, which differ by value rather than by wording, in three of them.
const shipped = ["en", ...readdirSync(join(root, "Resources")).filter((name) => name.endsWith(".lproj")).map((name) => name.slice(0, -".lproj".length)).sort()];
const locales = ["en", "ru", "pl"];
const supportFiles = new Set(["options.json", "stored-profile.json"]);
// Remote checks (a field's "remote") run on the server, never in the page: the module answers
// the local rules only, so the CLI is given each declared check with no known value (an empty
// --remote file), which makes its reports the local rules' too. Examples/<form>/remote-*.json
// are support files.
const noKnownValues = join(mkdtempSync(join(tmpdir(), "formrules-remote-")), "none.json");
writeFileSync(noKnownValues, "[]");
const remoteArgs = (spec) => remoteChecks(spec).flatMap((name) => ["--remote", `${name}=${noKnownValues}`]);
const isSupportFile = (file) => supportFiles.has(file) || file.startsWith("remote-");
// A spec as the page gets it: bundled (what it extends, includes or lists as variants put in
// place), since the module reads no files; and as the engine reads it, every field written out.
const bundled = (spec) => cli(["spec", "bundle", spec]);
const resolved = (spec) => JSON.parse(cli(["spec", "bundle", "--resolved", spec]));
function cli(args) {
  const run = spawnSync(formCheck, args, { maxBuffer: 1 << 30, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`form-check ${args.join(" ")} exited ${run.status}: ${run.stderr}`);
  return run.stdout;
}
/** The fields of a spec, or of every variant of a spec of variants. */
const fieldsOf = (spec) => {
  const document = resolved(spec);
  return document.variants ? document.variants.flatMap((variant) => variant.fields) : document.fields;
};
const remoteChecks = (spec) => [...new Set(fieldsOf(spec).flatMap((field) =>
  [field.remote ?? []].flat().map((use) => (typeof use === "string" ? use : use.check))))];
let compared = 0, differences = 0;

function native(spec, args, files) {
  const run = spawnSync(formCheck, ["validate", "--spec", spec, "--format", "json", "--today", today, ...args, ...files],
    { maxBuffer: 1 << 30, encoding: "utf8" });
  // 0 every submission valid, 1 some not: anything else is the CLI's own failure.
  if (run.status !== 0 && run.status !== 1) throw new Error(`form-check exited ${run.status}: ${run.stderr}`);
  return run.stdout.split("\n").filter((line) => line.startsWith("{\"file\""));
}

/** The native line less its leading "file" (and "line") members, as the module writes it. */
function strip(line) {
  return line.replace(/^\{"file":"(?:[^"\\]|\\.)*",(?:"line":\d+,)?/, "{");
}

/**
 * The native line as a report of problems only (settings fieldStates and normalized false)
 * writes it: less "fields" and "normalized", which stand between "problems" and a closing
 * "missingMessageKeys". Cut as text, so that the comparison stays byte for byte; a quote inside a
 * string is escaped, so `,"fields":` can only be the member itself (no problem has such a key).
 */
function problemsOnly(line) {
  const stripped = strip(line);
  const cut = stripped.search(/,"(?:fields|normalized)":/);
  if (cut < 0) return stripped;
  const missing = stripped.indexOf(',"missingMessageKeys":', cut);
  return stripped.slice(0, cut) + (missing < 0 ? "}" : stripped.slice(missing));
}

function differ(what, expected, actual) {
  compared++;
  if (expected === actual) return;
  differences++;
  if (differences <= 5) console.log(`DIFFERENT: ${what}\n  native: ${expected.slice(0, 600)}\n  wasm:   ${actual.slice(0, 600)}`);
}

async function compareFiles(specPath, settings, args, files, label) {
  const expected = native(specPath, args, files);
  const form = await FormRules.load(bundled(specPath), settings);
  if (expected.length !== files.length) throw new Error(`${label}: ${expected.length} native reports for ${files.length} files`);
  files.forEach((file, slot) => differ(`${label} ${basename(file)}`, strip(expected[slot]), form.validateText(readFileSync(file))));
  form.release();
}

// --- Every example of every spec -----------------------------------------------------------
for (const name of readdirSync(join(root, "Specs")).filter((file) => file.endsWith(".json") && file !== "form-spec.schema.json").sort()) {
  const form = basename(name, ".json");
  const folder = join(root, "Examples", form);
  if (!existsSync(folder)) continue;
  const spec = join(root, "Specs", name);
  const all = readdirSync(folder).filter((file) => file.endsWith(".json") && !isSupportFile(file)).sort().map((file) => join(folder, file));
  const optionsFile = join(folder, "options.json");
  const optionArgs = [...(existsSync(optionsFile) ? ["--options", optionsFile] : []), ...remoteArgs(spec)];
  const optionSets = existsSync(optionsFile) ? JSON.parse(readFileSync(optionsFile, "utf8")) : undefined;
  const stored = join(folder, "stored-profile.json");
  for (const locale of shipped) {
    const settings = { locale, today, optionSets };
    await compareFiles(spec, settings, ["--locale", locale, ...optionArgs], all, `${form} ${locale}`);
    const updates = all.filter((file) => basename(file).includes("-update-"));
    if (updates.length) {
      await compareFiles(spec, { ...settings, update: true }, ["--locale", locale, "--update", ...optionArgs], updates, `${form} ${locale} update`);
      if (existsSync(stored)) {
        await compareFiles(spec, { ...settings, update: true, original: JSON.parse(readFileSync(stored, "utf8")) },
          ["--locale", locale, "--update", "--original", stored, ...optionArgs], updates, `${form} ${locale} update of stored`);
      }
    }
  }
}
const examples = compared;

// --- Edge values in every field ------------------------------------------------------------
const edges = [
  2147483647, 2147483648, -2147483649, 4294967296, 9007199254740991, 9007199254740993, 1e308, -0, 0.1, 3e9,
  "2147483648", "9007199254740993", "", " ", "x".repeat(5000), "é".repeat(3000), "\u0000", "\u202e", "+61 412 345 678",
  "1990-02-29", "2038-01-20", "9999-12-31", "2026-11-24T23:59:60Z", "5'7\"", "170 cm", "ivan@почта.рф", "https://example.com/a",
  true, null, [], {}, [[[[[[[[[[1]]]]]]]]]], Array.from({ length: 300 }, (_, item) => ({ id: item })),
];
const scratch = mkdtempSync(join(tmpdir(), "formrules-edges-"));
for (const name of readdirSync(join(root, "Specs")).filter((file) => file.endsWith(".json") && file !== "form-spec.schema.json").sort()) {
  const form = basename(name, ".json");
  const spec = join(root, "Specs", name);
  const fields = fieldsOf(spec);
  const folder = join(root, "Examples", form);
  const base = existsSync(folder) ? readdirSync(folder).filter((file) => file.startsWith("valid-") && !file.includes("update")).sort()[0] : undefined;
  const start = base ? JSON.parse(readFileSync(join(folder, base), "utf8")) : {};
  const lines = [];
  for (const field of fields) {
    for (const edge of edges) {
      const submission = structuredClone(start);
      let node = submission;
      const parts = field.name.split(".");
      for (const part of parts.slice(0, -1)) { if (typeof node[part] !== "object" || node[part] === null) node[part] = {}; node = node[part]; }
      node[parts.at(-1)] = edge;
      lines.push(JSON.stringify(submission));
    }
  }
  if (!lines.length) continue;
  const file = join(scratch, `${form}.ndjson`);
  writeFileSync(file, lines.join("\n") + "\n");
  const optionsFile = join(folder, "options.json");
  const optionArgs = [...(existsSync(optionsFile) ? ["--options", optionsFile] : []), ...remoteArgs(spec)];
  const optionSets = existsSync(optionsFile) ? JSON.parse(readFileSync(optionsFile, "utf8")) : undefined;
  for (const locale of locales) {
    const expected = native(spec, ["--locale", locale, "--jobs", "1", ...optionArgs, "--ndjson", file], []);
    const wasm = await FormRules.load(bundled(spec), { locale, today, optionSets });
    lines.forEach((line, slot) => differ(`${form} ${locale} edge line ${slot + 1}: ${line.slice(0, 120)}`, strip(expected[slot] ?? ""), wasm.validateText(line)));
    wasm.release();
    const bare = await FormRules.load(bundled(spec), { locale, today, optionSets, fieldStates: false, normalized: false });
    lines.forEach((line, slot) => differ(`${form} ${locale} problems only, edge line ${slot + 1}: ${line.slice(0, 120)}`, problemsOnly(expected[slot] ?? ""), bare.validateText(line)));
    bare.release();
  }
}
const edgeCount = compared - examples;

// --- Every country of the address data (a part the module fetches when a form first needs it) --
// A form offering every country, with a region and a postal code checked against it; for each
// country its first example postal code (as given and in small letters), a code of no country,
// its first and last region with that code, a region in small letters and one it does not have;
// and updates that send a region or postal code without their country (checked against all).
const addressSpec = join(scratch, "addresses.json");
writeFileSync(addressSpec, JSON.stringify({ form: "personal-details", fields: [
  { name: "country", type: "country", required: true },
  { name: "region", type: "region", country: "country" },
  { name: "postalCode", type: "postalCode", country: "country", region: "region", checkRegion: true },
] }));
const countries = [];
for (const line of readFileSync(join(root, "Resources/Addresses/addresses.tsv"), "utf8").split("\n")) {
  const fields = line.split("\t");
  if (fields[0] === "C") countries.push({ code: fields[1], examples: fields[4].split(",").filter(Boolean), regions: [] });
  else if (fields[0] === "R") countries.at(-1).regions.push(fields[1]);
}
const addressLines = [], updateLines = [];
for (const { code: country, examples, regions } of countries) {
  const postalCode = examples[0] ?? "12345";
  addressLines.push({ country, postalCode }, { country, postalCode: postalCode.toLowerCase() }, { country, postalCode: "0" },
    { country, region: "Nowhere" });
  if (regions.length) {
    addressLines.push({ country, region: regions[0], postalCode }, { country, region: regions.at(-1), postalCode }, { country, region: regions[0].toLowerCase() });
    updateLines.push({ region: regions.at(-1) });
  }
  updateLines.push({ postalCode });
}
updateLines.push({ region: "Nowhere" }, { postalCode: "?" });
for (const [mode, lines] of [["full", addressLines], ["update", updateLines]]) {
  const file = join(scratch, `addresses-${mode}.ndjson`);
  const texts = lines.map((line) => JSON.stringify(line));
  writeFileSync(file, texts.join("\n") + "\n");
  const update = mode === "update";
  for (const locale of locales) {
    const expected = native(addressSpec, ["--locale", locale, "--jobs", "1", ...(update ? ["--update"] : []), "--ndjson", file], []);
    const wasm = await FormRules.load(readFileSync(addressSpec, "utf8"), { locale, today, update });
    texts.forEach((line, slot) => differ(`addresses ${mode} ${locale} line ${slot + 1}: ${line}`, strip(expected[slot] ?? ""), wasm.validateText(line)));
    wasm.release();
  }
}
const addressCount = compared - examples - edgeCount;

// --- Generated submissions -----------------------------------------------------------------
for (const [spec, file] of ndjsonJobs) {
  const lines = readFileSync(file, "utf8").split("\n").filter((line) => line.length);
  for (const locale of locales) {
    const expected = native(spec, ["--locale", locale, "--jobs", "1", "--ndjson", file], []);
    const wasm = await FormRules.load(bundled(spec), { locale, today });
    lines.forEach((line, slot) => differ(`${basename(file)} ${locale} line ${slot + 1}`, strip(expected[slot] ?? ""), wasm.validateText(line)));
    wasm.release();
    // Problems only, as a page checking before it submits asks: the module writes these its own way.
    const bare = await FormRules.load(bundled(spec), { locale, today, fieldStates: false, normalized: false });
    lines.forEach((line, slot) => differ(`${basename(file)} ${locale} problems only, line ${slot + 1}`, problemsOnly(expected[slot] ?? ""), bare.validateText(line)));
    bare.release();
  }
}
console.log(`wasm vs native: ${compared} reports compared (${examples} examples, ${edgeCount} edge values, ${addressCount} addresses of ${countries.length} countries, ${compared - examples - edgeCount - addressCount} generated, half of them as problems only), ${differences} differences`);
process.exit(differences ? 1 : 0);
