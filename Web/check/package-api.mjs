// The JavaScript package's own behaviour, beyond the reports compare-native.mjs checks: errors
// that say what and where, settings refused with a suggestion, languages loaded as parts,
// configure, the live form's state answer, a released form, and the address data as a part.
//
//   node Web/check/package-api.mjs [FORM_CHECK]   (after Scripts/build-wasm.sh); exit 1 on a failed check
//
// FORM_CHECK (default .build/debug/form-check) bundles the specs that name other files: the
// module reads no files.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { FormRules, FormRulesError } from "../package/formrules.mjs";

const root = new URL("../..", import.meta.url).pathname;
const today = "2026-11-24";
let failures = 0;
function check(condition, what) {
  console.log(`${condition ? "ok  " : "FAIL"} ${what}`);
  if (!condition) failures++;
}
async function refusal(run) {
  try { await run(); } catch (error) { return error; }
  return null;
}

const formCheck = process.argv[2] ?? `${root}.build/debug/form-check`;
const login = readFileSync(`${root}Specs/login.json`, "utf8");
const bundle = spawnSync(formCheck, ["spec", "bundle", `${root}Specs/personal-details.json`], { encoding: "utf8" });
if (bundle.status !== 0) throw new Error(`form-check spec bundle exited ${bundle.status}: ${bundle.stderr}`);
const profile = bundle.stdout;

let error = await refusal(() => FormRules.load(readFileSync(`${root}Specs/personal-details.json`, "utf8"), { today }));
check(error instanceof FormRulesError && /names the file 'Parts\/address\.json'.*bundle the spec/.test(error.message),
  `a spec that names a file is refused, pointing to its bundle: ${error?.message}`);
error = await refusal(() => FormRules.load("{\n  \"form\": 3\n}", { today }));
check(error instanceof FormRulesError && error.line === 2 && error.column === 11 && error.pointer === "/form",
  `a broken spec is refused with its line, column and pointer: ${error?.message}`);
error = await refusal(() => FormRules.load("{", { today }));
check(error?.code === "notJSON" && /\(line 1, column 2\)$/.test(error.message), `a spec that is not JSON says where: ${error?.message}`);
error = await refusal(() => FormRules.load(login, { today, localle: "ru" }));
check(/unknown setting 'localle'\. Did you mean 'locale'\?/.test(error?.message ?? ""), `a misspelt setting is named with a suggestion: ${error?.message}`);
error = await refusal(() => FormRules.load(login, { today: "26.11.2026" }));
check(/'today' is not a date/.test(error?.message ?? ""), `a date in another form is refused: ${error?.message}`);
// A setting of the wrong type is refused, not taken for its default; null stands for one left out.
for (const [settings, said] of [
  [{ today, fieldStates: "false" }, "'fieldStates' must be true or false"],
  [{ today, secrets: 1 }, "'secrets' must be true or false"],
  [{ today, locale: ["ru"] }, "'locale' must be text"],
  [{ today, now: 0 }, "'now' must be text"],
  [{ today: 20261124 }, "'today' must be text"],
]) {
  error = await refusal(() => FormRules.load(login, settings));
  check(error instanceof FormRulesError && error.message === said, `${JSON.stringify(settings)} is refused: ${error?.message}`);
}
const leftOut = await FormRules.load(login, { today, locale: null, fieldStates: null });
check(leftOut.validate({}).fields !== undefined, "a setting given as null is one left out (its default)");
// configure answers refused settings with a rejected promise, also when nothing had to be fetched.
let thrown = null, rejected = null;
try { await leftOut.configure({ today, fieldStates: "no" }).catch((reason) => { rejected = reason; }); } catch (reason) { thrown = reason; }
check(thrown === null && rejected instanceof FormRulesError && rejected.message === "'fieldStates' must be true or false",
  `configure rejects refused settings and never throws: ${rejected?.message ?? thrown?.message}`);
// Settings needing no part hold as soon as configure returns, before its promise is awaited.
void leftOut.configure({ today, fieldStates: false });
check(leftOut.validate({}).fields === undefined, "settings needing no part hold before configure's promise is awaited");
leftOut.release();

const form = await FormRules.load(login, { today, locale: "ru" });
const invalid = { type: "LOGIN_CUSTOMER", sequence_id: "09CAAA73-B2B1-187E-2B24-683550A49B23", data: { email: "ada@", password: "x" } };
const russian = form.validate(invalid);
check(!russian.valid && /[А-Яа-я]/.test(russian.problems[0].message), `messages in Russian from the ru part: ${russian.problems[0]?.message}`);
await form.configure({ today, locale: "pl" });
const polish = form.validate(invalid);
check(/[ąćęłńóśźżA-Za-z]/.test(polish.problems[0].message) && polish.problems[0].message !== russian.problems[0].message,
  `configure switches to Polish: ${polish.problems[0]?.message}`);
await form.configure({ today, fieldStates: false, normalized: false });
const bare = form.validate(invalid);
check(bare.fields === undefined && bare.normalized === undefined && bare.problems.length > 0, "problems only when asked (no field states, no normalized values)");
// A form keeps each problem's text once written (problems only): configured again, it must
// write them in the new language, not give back those it kept.
await form.configure({ today, locale: "ru", fieldStates: false, normalized: false });
const bareRussian = form.validate(invalid);
check(JSON.stringify(bareRussian.problems) === JSON.stringify(russian.problems) && bare.problems[0].message !== russian.problems[0].message,
  `problems only, configured again: the new language's messages, not those kept: ${bareRussian.problems[0]?.message}`);
check(form.validateText("{\"type\": ").includes("\"error\""), "text that is not JSON gives the place where it stops being JSON");
// A submission past the kept input buffer's 1 MiB (let go after it), then small ones again.
const large = form.validate({ ...invalid, data: { ...invalid.data, password: "x".repeat(600_000) } });
const afterLarge = form.validate(invalid);
check(large.valid === false && JSON.stringify(afterLarge) === JSON.stringify(bareRussian),
  `a large submission and the small ones after it: ${large.problems?.length} problems, then as before`);
const locales = await FormRules.locales();
check(locales[0] === "en" && locales.includes("ru") && locales.includes("pl"), `languages: ${JSON.stringify(locales)}`);

const live = await FormRules.load(profile, { today: "2026-11-21", locale: "en" });
const answer = live.state({ values: { "address.countryCode": "AU", "address.stateCode": "CA" }, edited: "address.countryCode" });
const states = answer.fields.find((field) => field.name === "address.stateCode");
check(JSON.stringify(answer.cleared) === "[\"address.stateCode\"]" && states.options.length === 8 && states.options[0].label === "New South Wales",
  "a live form's state: choosing Australia clears California and offers its 8 states, named");
error = await refusal(() => live.state({ values: { nickname: "x" } }));
check(/does not declare/.test(error?.message ?? ""), `a state request naming an undeclared field is refused: ${error?.message}`);
live.release();
error = await refusal(() => live.validate({}));
check(/no form has the handle/.test(error?.message ?? ""), "a released form refuses to validate");

// The address data is a part of its own: a form of the US and Australia never fetches it; a form
// offering another country fetches it once (a missing or damaged part is refused, and the next
// load tries again); then every country's regions and postal codes check as natively.
const canada = JSON.stringify({ form: "personal-details", fields: [
  { name: "country", type: "country", options: ["US", "CA"], required: true },
  { name: "region", type: "region", country: "country", required: true },
  { name: "postalCode", type: "postalCode", country: "country", region: "region", checkRegion: true, required: true },
] });
const scratch = mkdtempSync(join(tmpdir(), "formrules-addresses-"));
const nowhere = pathToFileURL(join(scratch, "missing.tsv"));
const ownTables = await FormRules.load(profile, { today, locale: "en" }, { addresses: nowhere });
check(ownTables.validate({}).valid !== undefined, "a form of the US and Australia loads without the address data");
ownTables.release();
error = await refusal(() => FormRules.load(canada, { today }, { addresses: nowhere }));
check(/missing\.tsv/.test(error?.message ?? ""), `a form offering Canada fetches the address data, and says when it is missing: ${error?.message}`);
const damaged = join(scratch, "damaged.tsv");
writeFileSync(damaged, readFileSync(`${root}Resources/Addresses/addresses.tsv`, "utf8").replace("\nC\tCA\tCanada\t", "\nC\tCA\tCanada\t("));
error = await refusal(() => FormRules.load(canada, { today }, { addresses: pathToFileURL(damaged) }));
const canadaLine = readFileSync(damaged, "utf8").split("\n").findIndex((line) => line.startsWith("C\tCA\t")) + 1;
check(error instanceof FormRulesError && error.message.startsWith(`the address data cannot be read: addresses.tsv:${canadaLine}: the postal pattern '(`),
  `a damaged address table is refused with its line: ${error?.message}`);
// A place given as text is resolved against formrules.mjs's own URL, as the module's is.
const addressed = await FormRules.load(canada, { today, locale: "en" }, { addresses: "./addresses.tsv", locales: "./locales" });
const quebec = addressed.validate({ country: "CA", region: "QC", postalCode: "h3z 2y7" });
check(quebec.valid && quebec.normalized.postalCode === "H3Z 2Y7", `a Canadian address checks, its postal code in capitals: ${JSON.stringify(quebec.normalized)}`);
const ontario = addressed.validate({ country: "CA", region: "ON", postalCode: "H3Z 2Y7" });
check(!ontario.valid && ontario.problems[0].rule === "postalCode.region" && /Ontario/.test(ontario.problems[0].message),
  `a postal code of another province, the province named in English from the part: ${ontario.problems[0]?.message}`);
const provinces = addressed.state({ values: { country: "CA" }, edited: "country" }).fields.find((field) => field.name === "region");
check(provinces.options.length === 13 && provinces.options.some((option) => option.label === "Quebec"),
  `the region picker offers Canada's 13 provinces and territories, named: ${provinces.options.length}`);
// Names of countries and regions in other languages come with the data: Russian, fetched before
// it (by the login form above), and German, fetched after it.
const russianCanada = await FormRules.load(canada, { today, locale: "ru" });
const russianQuebec = russianCanada.state({ values: { country: "CA" }, edited: "country" }).fields.find((field) => field.name === "region")
  .options.find((option) => option.value === "QC");
check(russianQuebec?.label === "Квебек", `a language fetched before the address data gets its names with it: ${russianQuebec?.label}`);
russianCanada.release();
await addressed.configure({ today, locale: "de" });
const germanOntario = addressed.validate({ country: "CA", region: "ON", postalCode: "H3Z 2Y7" }).problems[0]?.message ?? "";
const germanQuebec = addressed.state({ values: { country: "CA" }, edited: "country" }).fields.find((field) => field.name === "region")
  .options.find((option) => option.value === "QC");
check(germanQuebec?.label === "Québec" && /Ontario/.test(germanOntario) && germanOntario !== ontario.problems[0].message,
  `a language fetched after the address data gets its names too: ${germanQuebec?.label}; ${germanOntario}`);
addressed.release();

console.log(failures ? `package: ${failures} checks failed` : "package: every check passed");
process.exit(failures ? 1 : 0);
