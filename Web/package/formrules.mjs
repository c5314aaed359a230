// FormRules in the browser and in Node: the server's engine compiled to WebAssembly (Embedded
// Swift), with the same verdicts, messages, field states and normalized values as
// `form-check validate --format json` and the backend, byte for byte.
//
//   import { FormRules } from "./formrules.mjs";
//   const form = await FormRules.load(specJSON, { locale: "ru", today: "2026-11-26" });
//   const report = form.validate({ email: "ivan@example" });
//   report.valid;                  // false
//   report.problems[0].message;    // "…" in Russian
//   await form.configure({ locale: "pl", today: "2026-11-26" });   // fetches locales/pl.* once
//
// The module is instantiated once per page (or per Node process) and shared by every form.
// It has English built in; every other language is a part of its own (locales/<tag>.strings and
// .stringsdict, listed with their sizes in locales/index.json), fetched (read, in Node) the
// first time a form is loaded or configured with that language, and then kept. The address data
// (addresses.tsv, with the English names in locales/en.names) is a part too: the module knows the
// US and Australia itself, and fetches the rest the first time a form offers another country,
// with the names of countries and regions (locales/<tag>.names) of each language in use.

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let shared = null;

/** A URL's bytes: read from the file system for `file:` URLs (Node), else fetched; null when missing. */
async function fetchBytes(url, required = true) {
  if (url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    try { return await readFile(url); } catch (error) { if (!required && error.code === "ENOENT") return null; throw error; }
  }
  const response = await fetch(url);
  if (!response.ok) { if (!required && response.status === 404) return null; throw new Error(`${url}: HTTP ${response.status}`); }
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads the WebAssembly module once: from `source` (bytes, a Response, or a URL), else beside this file. */
async function loadEngine(source, locales, addresses) {
  let localesURL = urlOf(locales);
  const addressesURL = urlOf(addresses);
  // A folder: its parts are resolved inside it, also when the slash was left off.
  if (localesURL && !localesURL.pathname.endsWith("/")) localesURL = new URL(`${localesURL.pathname}/`, localesURL);
  if (shared && !source) {
    // Parts not fetched yet come from where the latest call says.
    if (localesURL) shared.localesURL = localesURL;
    if (addressesURL) shared.addressesURL = addressesURL;
    return shared;
  }
  let bytes = source;
  if (!bytes) bytes = new URL("./formrules.wasm", import.meta.url);
  if (bytes instanceof URL || typeof bytes === "string") {
    const url = urlOf(bytes);
    bytes = url.protocol === "file:" ? await fetchBytes(url) : await fetch(url);
  }
  if (typeof Response !== "undefined" && bytes instanceof Response) bytes = await bytes.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasiStubs(() => instance) });
  shared = new Engine(instance.exports, localesURL ?? new URL("./locales/", import.meta.url),
    addressesURL ?? new URL("./addresses.tsv", import.meta.url));
  return shared;
}

/** A URL option as given, or a string resolved against this file's own URL (not the page's); undefined stays so. */
function urlOf(location) {
  if (location === undefined || location === null || location instanceof URL) return location ?? undefined;
  return new URL(String(location), import.meta.url);
}

/** The primary language subtags a settings object asks for (its locale, or its Accept-Language's). */
function languagesOf(settings) {
  if (settings.locale) return [String(settings.locale).split(/[-_]/)[0].toLowerCase()];
  if (!settings.acceptLanguage) return [];
  return String(settings.acceptLanguage).split(",").map((range) => range.trim().split(";"))
    .filter(([tag, ...parameters]) => tag && tag !== "*" && !parameters.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([tag]) => tag.split(/[-_]/)[0].toLowerCase());
}

// The C library links three WASI calls for a trap's message on standard error; nothing else
// reaches the host. A message written is passed to console.error.
function wasiStubs(instance) {
  return {
    fd_write(fd, iovs, count, written) {
      const memory = new DataView(instance().exports.memory.buffer);
      let total = 0, text = "";
      for (let index = 0; index < count; index++) {
        const pointer = memory.getUint32(iovs + index * 8, true), length = memory.getUint32(iovs + index * 8 + 4, true);
        text += decoder.decode(new Uint8Array(instance().exports.memory.buffer, pointer, length));
        total += length;
      }
      memory.setUint32(written, total, true);
      if (text.trim()) console.error("formrules.wasm:", text.trimEnd());
      return 0;
    },
    fd_close() { return 0; },
    fd_seek() { return 70; }, // ESPIPE: standard error cannot seek
  };
}

class Engine {
  #index = null; #parts = new Map(); #addresses = null; #addressesLoaded = false; #names = new Map();
  #inputCapacity = 0; #inputView = null;

  constructor(exports, localesURL, addressesURL) {
    this.exports = exports;
    this.localesURL = localesURL;
    this.addressesURL = addressesURL;
    /** Where `input(text)` copies a submission: malloc'd once, grown when needed. */
    this.inputPointer = 0;
    exports.formrules_locales();
    this.builtIn = JSON.parse(this.result()).map((tag) => tag.split("-")[0].toLowerCase());
  }

  /** The language parts beside the module: locales/index.json, {tag: {strings, stringsdict}} (their sizes). */
  async index() {
    if (!this.#index) {
      const bytes = await fetchBytes(new URL("index.json", this.localesURL), false);
      this.#index = bytes ? JSON.parse(decoder.decode(bytes)) : {};
    }
    return this.#index;
  }

  /** Whether `settings` need a language part that is not in the module yet. */
  needsParts(settings) {
    const languages = languagesOf(settings).filter((language) => !this.builtIn.includes(language));
    if (languages.length === 0) return false;
    if (!this.#index) return true;
    return Object.keys(this.#index).some((tag) => languages.includes(tag.split("-")[0].toLowerCase()) && !this.#parts.has(tag));
  }

  /** Hands the module every part of the languages `settings` ask for (each fetched once). */
  async loadParts(settings) {
    const languages = languagesOf(settings);
    if (languages.length === 0) return;
    const index = await this.index();
    const tags = Object.keys(index).filter((tag) => languages.includes(tag.split("-")[0].toLowerCase()));
    await Promise.all(tags.map((tag) => this.addLocale(tag)));
  }

  /** Fetches one part and hands it to `formrules_add_locale` (once per tag, shared by every form). */
  addLocale(tag) {
    if (!this.#parts.has(tag)) {
      this.#parts.set(tag, (async () => {
        const files = this.#index?.[tag] ?? {};
        const [strings, stringsDict] = await Promise.all(["strings", "stringsdict"].map((kind) =>
          kind in files ? fetchBytes(new URL(`${tag}.${kind}`, this.localesURL)) : new Uint8Array(0)));
        const status = this.call("formrules_add_locale", [], [tag, strings, stringsDict]);
        if (status < 0) throw new FormRulesError(JSON.parse(this.result()).error);
        if (this.#addressesLoaded) await this.addNames(tag);
      })());
    }
    return this.#parts.get(tag);
  }

  /**
   * Fetches the address data and its English names once and hands them to
   * `formrules_add_addresses` (what a form offering a country beyond the US and Australia needs).
   */
  loadAddresses() {
    if (!this.#addresses) {
      this.#addresses = (async () => {
        const [table, names] = await Promise.all([fetchBytes(this.addressesURL), fetchBytes(new URL("en.names", this.localesURL))]);
        const status = this.call("formrules_add_addresses", [], [table, names]);
        if (status < 0) throw new FormRulesError(JSON.parse(this.result()).error);
        this.#addressesLoaded = true;
        // The names in every language the page has fetched so far; later ones come with theirs.
        await Promise.all([...this.#parts.keys()].map((tag) => this.addNames(tag)));
      })();
      this.#addresses.catch(() => { this.#addresses = null; }); // a failed fetch may be retried
    }
    return this.#addresses;
  }

  /** Fetches one language's names of countries and regions and hands them to `formrules_add_names` (once per tag). */
  addNames(tag) {
    if (!this.#names.has(tag)) {
      this.#names.set(tag, (async () => {
        const index = await this.index();
        if (!("names" in (index[tag] ?? {}))) return;
        const names = await fetchBytes(new URL(`${tag}.names`, this.localesURL));
        const status = this.call("formrules_add_names", [], [tag, names]);
        if (status < 0) throw new FormRulesError(JSON.parse(this.result()).error);
      })());
      this.#names.get(tag).catch(() => this.#names.delete(tag)); // a failed fetch may be retried
    }
    return this.#names.get(tag);
  }

  /** Calls `name(…pointers, lengths…)` with each text argument copied into the module's memory. */
  call(name, leading, texts) {
    const { malloc, free } = this.exports;
    const buffers = texts.map((text) => {
      const bytes = typeof text === "string" ? encoder.encode(text) : text;
      const pointer = malloc(Math.max(bytes.length, 1));
      new Uint8Array(this.exports.memory.buffer, pointer, bytes.length).set(bytes);
      return [pointer, bytes.length];
    });
    try {
      return this.exports[name](...leading, ...buffers.flat());
    } finally {
      for (const [pointer] of buffers) free(pointer);
    }
  }

  /**
   * Copies a submission into the module's memory at `inputPointer` and returns its length in
   * bytes. One buffer is kept from call to call, grown when a text may not fit, and a string is
   * encoded straight into it: encoding into a new array, then malloc, copy and free for every
   * submission cost about 1.5 µs of a problems-only report's 5.6 (Benchmarks/README.md).
   */
  input(text) {
    const { malloc, free, memory } = this.exports;
    // encodeInto writes at most three bytes per UTF-16 unit.
    const needed = typeof text === "string" ? text.length * 3 : text.length;
    if (needed > this.#inputCapacity) {
      if (this.inputPointer) free(this.inputPointer);
      this.#inputCapacity = Math.max(needed, 2 * this.#inputCapacity, 4096);
      this.inputPointer = malloc(this.#inputCapacity);
      this.#inputView = null;
      if (!this.inputPointer) { this.#inputCapacity = 0; throw new Error(`formrules.wasm: no memory for a ${needed}-byte submission`); }
    }
    // A grown memory detaches the views over its old buffer.
    if (this.#inputView?.buffer !== memory.buffer) {
      this.#inputView = new Uint8Array(memory.buffer, this.inputPointer, this.#inputCapacity);
    }
    if (typeof text !== "string") {
      this.#inputView.set(text);
      return text.length;
    }
    return encoder.encodeInto(text, this.#inputView).written;
  }

  /** Lets go of an input buffer one large submission grew past 1 MiB, so that a page does not keep it. */
  releaseLargeInput() {
    if (this.#inputCapacity <= 1 << 20) return;
    this.exports.free(this.inputPointer);
    this.inputPointer = 0;
    this.#inputCapacity = 0;
    this.#inputView = null;
  }

  /** The last answer's text. */
  result() {
    const pointer = this.exports.formrules_result_pointer();
    const length = this.exports.formrules_result_length();
    return decoder.decode(new Uint8Array(this.exports.memory.buffer, pointer, length));
  }
}

/**
 * Why a spec or settings were refused: `message` says what and where (line and column in the
 * spec); `detail` is the engine's sentence alone, and `code`, `line`, `column`, `pointer` the parts.
 */
export class FormRulesError extends Error {
  constructor(detail) {
    const place = detail.line ? ` (line ${detail.line}, column ${detail.column})` : "";
    super(detail.message + place);
    this.name = "FormRulesError";
    const { message, ...parts } = detail;
    Object.assign(this, parts);
    this.detail = message;
  }
}

function settingsText(settings) {
  const given = { ...settings };
  if (!given.today) {
    // The page's own calendar day: the engine reads no clock.
    const now = new Date();
    given.today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  }
  return JSON.stringify(given);
}

export class FormRules {
  #engine; #handle;

  constructor(engine, handle) { this.#engine = engine; this.#handle = handle; }

  /**
   * Compiles a spec (its JSON text, or an object) for validation.
   * settings: { locale | acceptLanguage, today ("yyyy-MM-dd", default: the page's date), now,
   *             fieldStates (default true), normalized (default true), secrets, update, original,
   *             optionSets, maxIssues }; options: { module: bytes, Response or URL of formrules.wasm,
   *             locales: URL of the folder of language parts (default: locales/ beside this file),
   *             addresses: URL of the address data (default: addresses.tsv beside this file) };
   *             a URL given as a string is resolved against this file's URL.
   * A language other than English is fetched first (its part, once per page), and the address
   * data when the form offers a country beyond the US and Australia (once per page).
   */
  static async load(spec, settings = {}, options = {}) {
    const engine = await loadEngine(options.module, options.locales, options.addresses);
    await engine.loadParts(settings);
    const text = typeof spec === "string" ? spec : JSON.stringify(spec);
    const compile = () => engine.call("formrules_load", [], [text, settingsText(settings)]);
    let handle = compile();
    if (handle === -2) {
      // The engine said the form needs the address data (`{"needs": ["addresses"]}`).
      await engine.loadAddresses();
      handle = compile();
    }
    if (handle < 0) throw new FormRulesError(JSON.parse(engine.result()).error ?? { message: engine.result() });
    return new FormRules(engine, handle);
  }

  /** Fetches the address data now (as `load` does when a form first offers a country beyond the US and Australia). */
  static async loadAddresses(options = {}) {
    const engine = await loadEngine(options.module, options.locales, options.addresses);
    await engine.loadAddresses();
  }

  /**
   * The languages the engine's messages come in: English (built in) first, then every language
   * part beside the module (`locales/index.json`), whether fetched yet or not.
   */
  static async locales(options = {}) {
    const engine = await loadEngine(options.module, options.locales, options.addresses);
    engine.exports.formrules_locales();
    const tags = JSON.parse(engine.result());
    for (const tag of Object.keys(await engine.index())) if (!tags.includes(tag)) tags.push(tag);
    return tags;
  }

  /** Fetches a language's part now (as `load` and `configure` do when a form first needs it). */
  static async loadLocale(tag, options = {}) {
    const engine = await loadEngine(options.module, options.locales, options.addresses);
    await engine.loadParts({ locale: tag });
  }

  /**
   * Replaces the settings (the same as `load`'s; one left out goes back to its default). Applied
   * before the call returns when the language is English or its part is already here; otherwise
   * once the part is fetched: await the promise. Refused settings always reject it, never throw.
   */
  async configure(settings) {
    // Before the first await, an async function runs as part of the call: no part to fetch, no wait.
    if (this.#engine.needsParts(settings)) await this.#engine.loadParts(settings);
    const status = this.#engine.call("formrules_configure", [this.#handle], [settingsText(settings)]);
    if (status < 0) throw new FormRulesError(JSON.parse(this.#engine.result()).error);
  }

  /** Validates a submission (an object, or JSON text as a request body is): the report as JSON text. */
  validateText(submission) {
    const text = typeof submission === "string" || submission instanceof Uint8Array ? submission : JSON.stringify(submission);
    const engine = this.#engine;
    const length = engine.input(text);
    const status = engine.exports.formrules_validate(this.#handle, engine.inputPointer, length);
    engine.releaseLargeInput();
    if (status < 0) throw new FormRulesError(JSON.parse(engine.result()).error);
    return engine.result();
  }

  /** Validates a submission: `{valid, problems, fields, normalized, …}` as the server answers. */
  validate(submission) { return JSON.parse(this.validateText(submission)); }

  /**
   * What a live form draws after an edit, computed in the page: the same answer as the backend's
   * POST /forms/{name}/state. request: { values: {name: value}, touched: [names], edited: name,
   * submitted: bool }; the answer: { valid, cleared, fields, problems }.
   */
  state(request) {
    const status = this.#engine.call("formrules_state", [this.#handle], [JSON.stringify(request)]);
    const answer = JSON.parse(this.#engine.result());
    if (status < 0) throw new FormRulesError(answer.error);
    return answer;
  }

  /** Frees the compiled form. */
  release() { this.#engine.exports.formrules_release(this.#handle); }
}
