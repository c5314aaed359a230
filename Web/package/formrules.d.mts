// Types of formrules.mjs, derived from the JSON the module writes (Web/Sources/FormRulesWeb and
// the report and live-form writers of Sources/FormRules). TypeScript reads it for an import of
// "./formrules.mjs" by itself (a `.d.mts` beside a `.mjs`), and for the package's "formrules"
// through package.json's `exports`.

/** Any value JSON can hold, as `JSON.parse` returns it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** A JSON object. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/**
 * How a form validates and what its reports carry (the engine's `WebSettings`). `configure`
 * replaces every setting: one left out goes back to its default, it is not kept from before.
 */
export interface FormRulesSettings {
  /** The messages' language (`"ru"`, `"pt-BR"`); English when neither this nor `acceptLanguage` is given. */
  locale?: string;
  /** An Accept-Language header, negotiated among the languages the module has; ignored when `locale` is given. */
  acceptLanguage?: string;
  /** Today's date, `yyyy-MM-dd`: the engine reads no clock, so the package passes the page's date when this is left out. */
  today?: string;
  /** The current instant, RFC 3339 (`2026-11-26T10:00:00Z`), for rules about times. */
  now?: string;
  /** Whether a report carries `fields` (default true). A flag of another type (`"false"`) is refused, not ignored. */
  fieldStates?: boolean;
  /** Whether a report carries `normalized` (default true). */
  normalized?: boolean;
  /** Whether secret fields' values stay in the normalized submission (default false). */
  secrets?: boolean;
  /** Validate as an update: only the fields sent are checked, the rest read from `original` (default false). */
  update?: boolean;
  /** The stored record an update is checked against; read only when `update` is true (anything but an object counts as none). */
  original?: object | null;
  /** The options of fields whose choices come from the caller, by option set name; numbers stand for their literal text. */
  optionSets?: { readonly [set: string]: readonly (string | number)[] };
  /** How many problems a report lists before closing with `tooManyProblems` (a positive whole number, default 200). */
  maxIssues?: number;
}

/**
 * Where the module and its parts come from; each defaults to a file beside formrules.mjs. A place
 * given as a string is resolved against formrules.mjs's own URL, not the page's.
 */
export interface FormRulesOptions {
  /**
   * formrules.wasm: its bytes, a fetch `Response`, or its URL. Given, it instantiates the module
   * anew, and forms loaded before keep the instance they were loaded in.
   */
  module?: ArrayBuffer | ArrayBufferView | Response | URL | string;
  /** The folder of language parts (`index.json`, `<tag>.strings`, `<tag>.stringsdict`, `<tag>.names`), with or without its last slash. */
  locales?: URL | string;
  /** The address data (`addresses.tsv`). */
  addresses?: URL | string;
}

/** The codes of a spec's refusal (`SpecError.Code`). */
export type SpecErrorCode =
  | "notJSON"
  | "unknownKey"
  | "missingKey"
  | "wrongType"
  | "invalidValue"
  | "unknownFieldType"
  | "unknownField"
  | "duplicateField"
  | "conflictingNames"
  | "circularConditions"
  | "badLimits"
  | "notApplicable"
  | "unknownRule"
  | "unknownRemoteCheck"
  | "neverHolds"
  | "circularReuse"
  | "tooManyProblems";

/** The codes of a submission that is not JSON, or is JSON beyond the reader's limits (`JSONReadError.Code`). */
export type JsonReadErrorCode =
  | "emptyInput"
  | "unexpectedEndOfInput"
  | "unexpectedCharacter"
  | "trailingContent"
  | "invalidLiteral"
  | "invalidNumber"
  | "invalidUTF8"
  | "byteOrderMark"
  | "controlCharacterInString"
  | "invalidEscape"
  | "loneSurrogate"
  | "unterminatedString"
  | "duplicateKey"
  | "tooDeeplyNested"
  | "documentTooLarge"
  | "tooManyValues"
  | "stringTooLong";

/** What the engine said when it refused something, as `FormRulesError`'s constructor takes it. */
export interface FormRulesErrorDetail {
  /** The engine's sentence. */
  message: string;
  /** Present when a spec was refused. */
  code?: SpecErrorCode;
  /** The spec's line, from 1; present when a spec was refused at a place in its text. */
  line?: number;
  /** The spec's column, from 1; present with `line`. */
  column?: number;
  /** JSON Pointer of the refused part of the spec (`/fields/3/maxLength`, `""` for the whole); present when a spec was refused. */
  pointer?: string;
}

/**
 * Why a spec, settings, a state request, a language part or the address data were refused.
 * A part that cannot be fetched rejects with the fetch's own error instead (an `Error` naming
 * the URL and its HTTP status, or Node's file error), and a module that cannot be instantiated
 * with WebAssembly's.
 *
 * @example
 * try {
 *   await FormRules.load("{", { today: "2026-11-24" });
 * } catch (error) {
 *   if (error instanceof FormRulesError && error.line !== undefined) console.log(error.code, error.line, error.column);
 * }
 */
export class FormRulesError extends Error {
  constructor(detail: FormRulesErrorDetail);
  readonly name: "FormRulesError";
  /** The engine's sentence alone; `message` adds ` (line L, column C)` when the spec's place is known. */
  readonly detail: string;
  /** Present when a spec was refused. */
  readonly code?: SpecErrorCode;
  /** Present when a spec was refused at a place in its text. */
  readonly line?: number;
  /** Present with `line`. */
  readonly column?: number;
  /** Present when a spec was refused. */
  readonly pointer?: string;
}

/**
 * A message argument: text or a number shown as is, a height, a message key shown in the
 * reader's language, or a list of arguments (a group's fields).
 */
export type MessageArgument = string | number | HeightArgument | KeyArgument | MessageArgument[];

/** A height argument: inches, and feet and inches as written (`5′ 7½″`). */
export interface HeightArgument {
  inches: number;
  label: string;
}

/** An argument that is a message key (`field.firstName`, `region.AU-NSW`). */
export interface KeyArgument {
  key: string;
}

/** A list item a problem is in, outermost first (`jumpers[2].name` is in item 3 of `jumpers`). */
export interface EnclosingItem {
  /** The message key of the item's name (`item.jumpers`), which takes its number. */
  labelKey: string;
  /** The item's number, from 1. */
  number: number;
  /** Present, and true, when the item is the value the problem is about, so its name stands for the field's. */
  namesValue?: true;
}

/** One problem of a submission. */
export interface ValidationProblem {
  /** The field's dotted name (`address.stateCode`); `""` for the form as a whole. */
  path: string;
  /** RFC 6901 JSON Pointer of the field in the submission (`/address/stateCode`). */
  pointer: string;
  /** The rule's code (`required`, `email`, `postalCode.region`, a custom rule's own). */
  rule: string;
  /** The message's key (`rule.required`, or the spec's override). */
  messageKey: string;
  /** The message's arguments; the first is the field's label where there is a field. */
  arguments: MessageArgument[];
  /** The message in the form's language. */
  message: string;
  /** Present when the field is inside list items. */
  items?: EnclosingItem[];
}

/** Why a region picker has no options. */
export type NoOptionsReason = "noCountry" | "countryHasNoRegions";

/** A choice of a picker in a report: its value and the message key of its label. */
export interface FieldOption {
  value: string;
  /** A message key (`option.gender.female`, `country.CA`), not its text. */
  label: string;
}

/** A height slider's position in a report. */
export interface FieldHeight {
  /** The notch the value snapped to. */
  inches: number;
  /** Feet and inches (`5′ 7½″`). */
  label: string;
  /** Rounded centimetres. */
  centimetres: number;
  /** Whether the notch is a whole inch, labelled on the slider. */
  labelledNotch: boolean;
}

/** What a form UI shows of one field, as a report carries it. */
export interface FieldState {
  /** The field's dotted name (`jumpers[2].name` inside a list). */
  name: string;
  pointer: string;
  /** The message key of the field's label, not its text. */
  label: string;
  visible: boolean;
  enabled: boolean;
  /** Required now: by `required`, or a `requiredIf` that holds, and visible and enabled. */
  required: boolean;
  /** The normalized value; present when the field is visible, enabled, not secret and has a value. */
  value?: JsonValue;
  /** Present for a `choice`, `country` or `region` field, or one with options from `optionSets`; empty for a region without regions. */
  options?: FieldOption[];
  /** Present for a height field whose value (its default, when empty) is a notch of its scale. */
  height?: FieldHeight;
  /** Present for a list sent as an array: the states of each item that is an object. */
  items?: FieldState[][];
  /** Present for a region field without options. */
  noOptionsReason?: NoOptionsReason;
}

/** The report of one submission, as `form-check validate --format json` prints it (without `file`). */
export interface ValidationReport {
  /** True exactly when `problems` is empty. */
  valid: boolean;
  /** Every problem in the spec's order, cut after `maxIssues` with a closing `tooManyProblems`. */
  problems: ValidationProblem[];
  /** Present when `fieldStates` is on (the default), the submission is an object and the form has fields. */
  fields?: FieldState[];
  /** The submission trimmed, completed and cleared; present when `normalized` is on (the default) and the submission is an object. */
  normalized?: JsonObject;
  /** The fields an update's patch sets or clears; present for an update with `normalized` on that changes some. */
  changed?: string[];
  /** The message keys shown for want of their text, sorted; present when some message lacks its text. */
  missingMessageKeys?: string[];
  /** Never present: tells a report from an `UnreadableSubmission`. */
  error?: undefined;
}

/** The answer for a submission that is not JSON, or is JSON beyond the reader's limits: where it stops. */
export interface UnreadableSubmission {
  valid: false;
  error: {
    code: JsonReadErrorCode;
    message: string;
    line: number;
    column: number;
  };
  /** Never present: tells this answer from a report. */
  problems?: undefined;
}

/** What `validate` answers: a report, or where the submission stops being readable JSON. */
export type ValidationAnswer = ValidationReport | UnreadableSubmission;

/** What a live form sends after an edit, as the backend's `POST /forms/{name}/state` takes it. */
export interface StateRequest {
  /** The controls' values by dotted field name (`{}` for none); every name must be declared by the form. */
  values: { readonly [name: string]: JsonValue };
  /** The fields the person has left: their problems are shown. */
  touched?: readonly string[] | null;
  /** The field just changed: set last, so the answer names what it cleared. */
  edited?: string | null;
  /** Whether the person pressed submit: every problem is shown. */
  submitted?: boolean | null;
}

/** A choice of a picker in a state answer: its value and its label's text. */
export interface StateOption {
  value: string;
  /** The label in the form's language (`Quebec`, `Квебек`). */
  label: string;
}

/** A height slider's position in a state answer. */
export interface StateHeight {
  inches: number;
  /** Feet and inches (`5′ 7½″`). */
  label: string;
  /** The height as the form's language writes it (with centimetres where it measures so). */
  text: string;
  labelledNotch: boolean;
}

/** One field as a live form draws it. */
export interface StateField {
  name: string;
  visible: boolean;
  enabled: boolean;
  required: boolean;
  /** Present when the field is visible, enabled, not secret and has a value. */
  value?: JsonValue;
  /** Present for a region field without options. */
  noOptionsReason?: NoOptionsReason;
  /** Present for a `choice`, `country` or `region` field, or one with options from `optionSets`; empty for a region without regions. */
  options?: StateOption[];
  /** Present for a height field whose value (its default, when empty) is a notch of its scale. */
  height?: StateHeight;
}

/** A problem a live form shows now (a touched field's, or any once submitted). */
export interface StateProblem {
  /** The field's dotted name. */
  field: string;
  pointer: string;
  rule: string;
  /** Where the page shows it: the field's name, or `group-<n>` for the form's n-th group (from 0). */
  target: string;
  /** The message in the form's language. */
  detail: string;
}

/** What a live form draws after an edit. */
export interface StateAnswer {
  valid: boolean;
  /** The fields the edit cleared (a state of another country). */
  cleared: string[];
  fields: StateField[];
  problems: StateProblem[];
}

/**
 * A spec compiled in the shared WebAssembly module, and how it validates.
 *
 * @example
 * const form = await FormRules.load(specJSON, { locale: "ru", today: "2026-11-26" });
 * const report = form.validate({ email: "ivan@example" });
 * if (!report.error && !report.valid) console.log(report.problems[0].message);
 */
export class FormRules {
  private constructor();

  /**
   * Compiles a spec (its JSON text, or an object sent through `JSON.stringify`), fetching first
   * the language part its settings need and, when it offers a country beyond the US and
   * Australia, the address data (each once per page).
   *
   * @throws {FormRulesError} a spec or settings refused, or a part the engine cannot read.
   * @example
   * const form = await FormRules.load(specJSON, { locale: "pl", today: "2026-11-26", fieldStates: false });
   */
  static load(spec: string | object, settings?: FormRulesSettings, options?: FormRulesOptions): Promise<FormRules>;

  /**
   * Fetches the address data and the names of the languages fetched so far, ahead of the first
   * form that needs them.
   *
   * @example
   * await FormRules.loadAddresses({ addresses: new URL("/static/addresses.tsv", location.href) });
   */
  static loadAddresses(options?: FormRulesOptions): Promise<void>;

  /**
   * The language tags the messages come in: English first, then every part beside the module,
   * whether fetched yet or not.
   *
   * @example
   * const tags = await FormRules.locales();   // ["en", "pl", "ru", …]
   */
  static locales(options?: FormRulesOptions): Promise<string[]>;

  /**
   * Fetches every part of a language ahead of the first form that needs it (`"pt"` and
   * `"pt-BR"` alike fetch each `pt-…` part).
   *
   * @example
   * await FormRules.loadLocale("ru");
   */
  static loadLocale(tag: string, options?: FormRulesOptions): Promise<void>;

  /**
   * Replaces the form's settings. Applied before the call returns when the language is English or
   * already fetched; otherwise once its part is. Refused settings reject the promise with a
   * `FormRulesError` (the call itself never throws).
   *
   * @example
   * await form.configure({ locale: "pl", today: "2026-11-26" });
   */
  configure(settings: FormRulesSettings): Promise<void>;

  /**
   * Validates a submission (an object, its JSON text, or that text's UTF-8 bytes): the report
   * as JSON text, as a backend sends it on.
   *
   * @throws {FormRulesError} a released form.
   */
  validateText(submission: string | Uint8Array | object): string;

  /**
   * Validates a submission (an object, its JSON text, or that text's UTF-8 bytes). Text that is
   * not JSON, or JSON past the reader's limits (even from an object), is no throw: the answer
   * is an `UnreadableSubmission`, told apart by `error`.
   *
   * @throws {FormRulesError} a released form.
   * @example
   * const answer = form.validate(body);
   * if (answer.error) respond(400, answer.error.message);
   * else if (!answer.valid) respond(422, answer.problems);
   */
  validate(submission: string | Uint8Array | object): ValidationAnswer;

  /**
   * What a live form draws after an edit: the backend's `POST /forms/{name}/state` answer,
   * computed in the page.
   *
   * @throws {FormRulesError} a request the form refuses (an undeclared name, a wrong member), or a released form.
   * @example
   * const answer = form.state({ values: { country: "CA" }, edited: "country" });
   * const regions = answer.fields.find((field) => field.name === "region")?.options ?? [];
   */
  state(request: StateRequest): StateAnswer;

  /** Frees the compiled form; later calls on it throw a `FormRulesError`. */
  release(): void;
}
