// Compiled by check-types.sh, never run. Each use mirrors package-api.mjs or Docs/WebAssembly.md,
// so a declaration in formrules.d.mts that drifts from what the module returns stops this file
// from compiling; the `@ts-expect-error` lines prove the other way round, that a wrong call fails.
import { FormRules, FormRulesError } from "../package/formrules.mjs";
import type {
  EnclosingItem,
  FieldState,
  FormRulesSettings,
  JsonReadErrorCode,
  JsonValue,
  MessageArgument,
  NoOptionsReason,
  SpecErrorCode,
  StateAnswer,
  StateField,
  StateProblem,
  UnreadableSubmission,
  ValidationAnswer,
  ValidationProblem,
  ValidationReport,
} from "../package/formrules.mjs";

// The specs package-api.mjs reads from disk: only their type matters here.
declare const loginSpec: string;
declare const profileSpec: string;
declare function check(condition: boolean, what: string): void;

// Members are read through these rather than template strings, which would take any type and
// so let a member's declared type drift unnoticed.
function words(...values: string[]): string { return values.join(" "); }
function numbers(...values: number[]): string { return values.join(" "); }
function flags(...values: boolean[]): string { return values.map((value) => (value ? "yes" : "no")).join("/"); }

// A member the module writes only sometimes must stay optional, and one it always writes must
// stay required: narrowing code is wrong in either direction otherwise.
type IsOptional<T, K extends keyof T> = {} extends Pick<T, K> ? true : false;
type Holds<T extends true> = T;
type Not<T extends boolean> = T extends true ? false : true;
export type OptionalMembers = [
  Holds<IsOptional<ValidationReport, "fields">>,
  Holds<IsOptional<ValidationReport, "normalized">>,
  Holds<IsOptional<ValidationReport, "changed">>,
  Holds<IsOptional<ValidationReport, "missingMessageKeys">>,
  Holds<IsOptional<ValidationProblem, "items">>,
  Holds<IsOptional<EnclosingItem, "namesValue">>,
  Holds<IsOptional<ValidationReport, "error">>,
  Holds<IsOptional<UnreadableSubmission, "problems">>,
  Holds<IsOptional<FieldState, "value">>,
  Holds<IsOptional<FieldState, "options">>,
  Holds<IsOptional<FieldState, "height">>,
  Holds<IsOptional<FieldState, "items">>,
  Holds<IsOptional<FieldState, "noOptionsReason">>,
  Holds<IsOptional<StateField, "value">>,
  Holds<IsOptional<StateField, "options">>,
  Holds<IsOptional<StateField, "height">>,
  Holds<IsOptional<StateField, "noOptionsReason">>,
  Holds<IsOptional<FormRulesError, "code">>,
  Holds<IsOptional<FormRulesError, "line">>,
  Holds<IsOptional<FormRulesError, "column">>,
  Holds<IsOptional<FormRulesError, "pointer">>,
];
export type RequiredMembers = [
  Holds<Not<IsOptional<ValidationReport, "valid">>>,
  Holds<Not<IsOptional<ValidationReport, "problems">>>,
  Holds<Not<IsOptional<ValidationProblem, "pointer">>>,
  Holds<Not<IsOptional<ValidationProblem, "arguments">>>,
  Holds<Not<IsOptional<FieldState, "pointer">>>,
  Holds<Not<IsOptional<FieldState, "label">>>,
  Holds<Not<IsOptional<StateAnswer, "valid">>>,
  Holds<Not<IsOptional<StateAnswer, "cleared">>>,
  Holds<Not<IsOptional<StateProblem, "target">>>,
  Holds<Not<IsOptional<UnreadableSubmission, "error">>>,
  Holds<Not<IsOptional<FormRulesError, "detail">>>,
];

async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try { await run(); } catch (error) { return error; }
  return null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : "";
}

// A closed set written out case by case: a literal added to or dropped from the declaration, or
// the set widened to `string`, breaks the `never` below.
function reasonText(reason: NoOptionsReason): string {
  switch (reason) {
    case "noCountry": return "choose a country first";
    case "countryHasNoRegions": return "this country's addresses have no region";
    default: {
      const unreachable: never = reason;
      return unreachable;
    }
  }
}

function argumentText(argument: MessageArgument): string {
  if (typeof argument === "string") return argument;
  if (typeof argument === "number") return String(argument);
  if (Array.isArray(argument)) return argument.map(argumentText).join(", ");
  if ("key" in argument) return argument.key;
  return words(argument.label, numbers(argument.inches));
}

function problemLine(problem: ValidationProblem): string {
  const items = (problem.items ?? []).map((item) => {
    // Written only as true: a Boolean here would hide that absence is the only "no".
    const namesValue: true | undefined = item.namesValue;
    return words(item.labelKey, numbers(item.number), namesValue ? "(the value)" : "");
  });
  const where: [string, string, string] = [problem.path, problem.pointer, problem.messageKey];
  return words(items.join(" > "), ...where, problem.rule, problem.message, problem.arguments.map(argumentText).join("; "));
}

function fieldLines(states: FieldState[], lines: string[]): string[] {
  for (const state of states) {
    let line = words(state.name, state.pointer, state.label, flags(state.visible, state.enabled, state.required));
    if (state.value !== undefined) {
      const value: JsonValue = state.value;
      line += JSON.stringify(value);
    }
    if (state.options) line += state.options.map((option) => words(option.value, option.label)).join(",");
    if (state.height) line += words(state.height.label, numbers(state.height.inches, state.height.centimetres), flags(state.height.labelledNotch));
    if (state.noOptionsReason) line += reasonText(state.noOptionsReason);
    lines.push(line);
    for (const item of state.items ?? []) fieldLines(item, lines);
  }
  return lines;
}

function readError(answer: UnreadableSubmission): string {
  const valid: false = answer.valid;
  const code: JsonReadErrorCode = answer.error.code;
  const place: [number, number] = [answer.error.line, answer.error.column];
  return words(code, numbers(...place), answer.error.message, flags(valid));
}

function stateField(answer: StateAnswer, name: string): StateField | undefined {
  return answer.fields.find((field) => field.name === name);
}

function stateFieldLine(field: StateField): string {
  let line = words(field.name, flags(field.visible, field.enabled, field.required));
  if (field.value !== undefined) {
    const value: JsonValue = field.value;
    line += JSON.stringify(value);
  }
  if (field.options) line += field.options.map((option) => words(option.value, option.label)).join(",");
  if (field.height) line += words(field.height.label, field.height.text, numbers(field.height.inches), flags(field.height.labelledNotch));
  if (field.noOptionsReason) line += reasonText(field.noOptionsReason);
  return line;
}

const today = "2026-11-24";

// Refusals: a spec with its place, a spec that is not JSON, a misspelt setting, a bad date.
let error = await refusal(() => FormRules.load("{\n  \"form\": 3\n}", { today }));
check(error instanceof FormRulesError && error.line === 2 && error.column === 11 && error.pointer === "/form",
  `a broken spec is refused with its line, column and pointer: ${messageOf(error)}`);
error = await refusal(() => FormRules.load("{", { today }));
if (error instanceof FormRulesError) {
  const name: "FormRulesError" = error.name;
  const code: SpecErrorCode | undefined = error.code;
  const sentence: string = error.detail;
  check(name === "FormRulesError" && code === "notJSON" && sentence.length > 0 && /\(line 1, column 2\)$/.test(error.message),
    "a spec that is not JSON says where");
  if (error.line !== undefined && error.column !== undefined) {
    const place: [number, number] = [error.line, error.column];
    check(place[0] === 1, "its line");
  }
  // @ts-expect-error: not a code a spec is refused with
  check(error.code === "notJSONs", "a misspelt code cannot be compared");
}
// Only a fresh object literal is checked for unknown members: one built elsewhere reaches the engine.
const loose = { today, localle: "ru" };
error = await refusal(() => FormRules.load(loginSpec, loose));
check(/unknown setting 'localle'\. Did you mean 'locale'\?/.test(messageOf(error)), "a misspelt setting is named with a suggestion");
error = await refusal(() => FormRules.load(loginSpec, { today: "26.11.2026" }));
check(/'today' is not a date/.test(messageOf(error)), "a date in another form is refused");

// Reports: languages, configure, problems only, text that is not JSON.
const form = await FormRules.load(loginSpec, { today, locale: "ru" });
const invalid = { type: "LOGIN_CUSTOMER", sequence_id: "09CAAA73-B2B1-187E-2B24-683550A49B23", data: { email: "ada@", password: "x" } };
const russian: ValidationAnswer = form.validate(invalid);
if (russian.error) {
  check(false, readError(russian));
} else {
  check(flags(russian.valid) === "no" && /[А-Яа-я]/.test(russian.problems[0].message), `messages in Russian: ${problemLine(russian.problems[0])}`);
  // @ts-expect-error: `field` is a state answer's problem member; a report's is `path`
  check(russian.problems[0].field === "data.email", "a report's problem has no `field`");
}
await form.configure({ today, locale: "pl" });
// As Docs/WebAssembly.md does: no date, so the package passes the page's.
await form.configure({ locale: "pl" });
await FormRules.load(loginSpec);
await form.configure({ today, fieldStates: false, normalized: false });
const bare = form.validate(invalid);
check(!bare.error && bare.fields === undefined && bare.normalized === undefined && bare.problems.length > 0,
  "problems only when asked (no field states, no normalized values)");
const reportText: string = form.validateText("{\"type\": ");
check(reportText.includes("\"error\""), "text that is not JSON gives the place where it stops being JSON");
const broken = form.validate(new TextEncoder().encode("{\"type\": "));
if (broken.error) check(readError(broken).startsWith("unexpectedEndOfInput"), "the reader's code");
// Either member tells the two answers apart.
check((broken.problems ? broken.problems.length : readError(broken).length) > 0, "a report has problems, an unreadable text an error");
const locales: string[] = await FormRules.locales();
check(locales[0] === "en" && locales.includes("ru") && locales.includes("pl"), `languages: ${JSON.stringify(locales)}`);
const fetched: void = await FormRules.loadLocale("de");
check(fetched === undefined, "a language part fetched ahead");

// Every setting, as an update would send them.
const everything: FormRulesSettings = {
  acceptLanguage: "ru, en;q=0.5", today, now: "2026-11-26T10:00:00Z", fieldStates: true, normalized: true, secrets: true,
  update: true, original: { email: "ada@example.com" }, optionSets: { "avatar.top": ["11", 12] }, maxIssues: 200,
};
await form.configure(everything);
const update = form.validate("{\"data\": {\"email\": \"ada@example.org\"}}");
if (!update.error) {
  const changed: string[] = update.changed ?? [];
  const missing: string[] = update.missingMessageKeys ?? [];
  const record: { [key: string]: JsonValue } = update.normalized ?? {};
  check(changed.length + missing.length >= 0 && record !== null, "an update's changed fields and the keys without text");
  check(fieldLines(update.fields ?? [], []).length >= 0, "field states, through list items");
}

// The live form's state answer, and a released form.
const live = await FormRules.load(profileSpec, { today: "2026-11-21", locale: "en" });
const answer = live.state({ values: { "address.countryCode": "AU", "address.stateCode": "CA" }, edited: "address.countryCode" });
const states = stateField(answer, "address.stateCode");
const cleared: string[] = answer.cleared;
check(JSON.stringify(cleared) === "[\"address.stateCode\"]" && states?.options?.length === 8 && states.options[0].label === "New South Wales",
  "a live form's state: choosing Australia clears California and offers its 8 states, named");
const shown = live.state({ values: {}, touched: ["address.countryCode"], edited: null, submitted: true });
const lines = shown.problems.map((problem) => words(problem.target, problem.field, problem.pointer, problem.rule, problem.detail));
check(shown.valid === (lines.length === 0) && shown.fields.map(stateFieldLine).length > 0, "a submitted live form shows its problems");
if (states?.noOptionsReason) check(reasonText(states.noOptionsReason).length > 0, "why a region picker is empty");
error = await refusal(async () => live.state({ values: { nickname: "x" } }));
check(/does not declare/.test(messageOf(error)), "a state request naming an undeclared field is refused");
live.release();
error = await refusal(async () => live.validate({}));
check(/no form has the handle/.test(messageOf(error)), "a released form refuses to validate");

// The address data as a part, from places the page chooses.
const canada = JSON.stringify({ form: "personal-details", fields: [{ name: "country", type: "country", options: ["US", "CA"] }] });
error = await refusal(() => FormRules.load(canada, { today }, { addresses: new URL("file:///nowhere/missing.tsv") }));
check(/missing\.tsv/.test(messageOf(error)), "a missing address part names its file");
const addressesFetched: void = await FormRules.loadAddresses({ addresses: new URL("../package/addresses.tsv", import.meta.url), locales: new URL("../package/locales/", import.meta.url) });
const addressed = await FormRules.load(JSON.parse(canada) as object, { today, locale: "en" });
const quebec = addressed.validate({ country: "CA", region: "QC", postalCode: "h3z 2y7" });
check(!quebec.error && quebec.valid && quebec.normalized?.postalCode === "H3Z 2Y7", "a Canadian postal code in capitals");
const provinces = stateField(addressed.state({ values: { country: "CA" }, edited: "country" }), "region");
check(provinces?.options?.some((option) => option.label === "Quebec") ?? false, "Canada's provinces, named");
await FormRules.locales({ module: new URL("../package/formrules.wasm", import.meta.url) });
await FormRules.locales({ module: new Uint8Array(0) });
await FormRules.locales({ module: await fetch("/static/formrules.wasm") });
await FormRules.locales({ module: "./formrules.wasm" });
await FormRules.loadAddresses({ addresses: "./addresses.tsv", locales: "./locales" });
check(addressesFetched === undefined, "the address part fetched ahead");

const made = new FormRulesError({ message: "'form' must be text", code: "wrongType", line: 2, column: 11, pointer: "/form" });
check(made instanceof Error && made.message === "'form' must be text (line 2, column 11)" && made.detail === "'form' must be text",
  "an error made by hand reads as the module's");
// A refusal of settings carries the sentence alone.
const settingsRefusal = new FormRulesError({ message: "the settings must be a JSON object" });
check(settingsRefusal.code === undefined && settingsRefusal.line === undefined, "no code and no place for a refusal of settings");

// Calls that must not compile.
function wrongCalls(): void {
  // @ts-expect-error: a misspelt setting
  void FormRules.load(loginSpec, { today, localle: "ru" });
  // @ts-expect-error: a date is text, not a number
  void FormRules.load(loginSpec, { today: 20261124 });
  // @ts-expect-error: a flag is a Boolean (the engine refuses "false")
  void form.configure({ today, fieldStates: "false" });
  // @ts-expect-error: the address data's place is a URL or its text, not a number
  void FormRules.loadAddresses({ addresses: 443 });
  // @ts-expect-error: a submission is an object, text or bytes
  form.validate(42);
  // @ts-expect-error: a state request needs its values
  live.state({ edited: "country" });
  // @ts-expect-error: an error needs the engine's sentence
  void new FormRulesError({ code: "notJSON" });
  // @ts-expect-error: forms come from FormRules.load
  new FormRules();
  // @ts-expect-error: not a reason the engine gives
  const reason: NoOptionsReason = "none";
  // @ts-expect-error: a live form's field has no pointer
  check(states?.pointer === "/address/stateCode", String(reason));
}
check(typeof wrongCalls === "function", "the wrong calls compile only as errors");
