// FormRules in the browser and in Node: the server's engine compiled to WebAssembly (Embedded
// Swift), with the same verdicts, messages, field states and normalized values as
// `form-check validate --format json` and the backend, byte for byte.
//
//   import { FormRules } from "./formrules.mjs";
//   const form = await FormRules.load(specJSON, { locale: "ru", today: "2026-11-26" });
//   const report = form.validate({ email: "ivan@example" });
//   report.valid;                  // false
//   report.problems[0].message;    // "…" in Russian
//   form.configure({ locale: "pl", today: "2026-11-26" });
//
// The module is instantiated once per page (or per Node process) and shared by every form.

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let shared = null;

/** Loads the WebAssembly module once: from `source` (bytes, a Response, or a URL), else beside this file. */
async function loadEngine(source) {
  if (shared && !source) return shared;
  let bytes = source;
  if (!bytes) bytes = new URL("./formrules.wasm", import.meta.url);
  if (bytes instanceof URL || typeof bytes === "string") {
    const url = bytes instanceof URL ? bytes : new URL(bytes, import.meta.url);
    if (url.protocol === "file:") {
      const { readFile } = await import("node:fs/promises");
      bytes = await readFile(url);
    } else {
      bytes = await fetch(url);
    }
  }
  if (typeof Response !== "undefined" && bytes instanceof Response) bytes = await bytes.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasiStubs(() => instance) });
  shared = new Engine(instance.exports);
  return shared;
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
  constructor(exports) { this.exports = exports; }

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

  /** The last answer's text. */
  result() {
    const pointer = this.exports.formrules_result_pointer();
    const length = this.exports.formrules_result_length();
    return decoder.decode(new Uint8Array(this.exports.memory.buffer, pointer, length));
  }
}

/** Why a spec or settings were refused: the engine's message, and the place in the spec. */
export class FormRulesError extends Error {
  constructor(detail) {
    const place = detail.line ? ` (line ${detail.line}, column ${detail.column})` : "";
    super(detail.message + place);
    this.name = "FormRulesError";
    Object.assign(this, detail);
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
   *             optionSets, maxIssues }; options: { module: bytes, Response or URL of formrules.wasm }.
   */
  static async load(spec, settings = {}, options = {}) {
    const engine = await loadEngine(options.module);
    const text = typeof spec === "string" ? spec : JSON.stringify(spec);
    const handle = engine.call("formrules_load", [], [text, settingsText(settings)]);
    if (handle < 0) throw new FormRulesError(JSON.parse(engine.result()).error);
    return new FormRules(engine, handle);
  }

  /** The languages the engine's messages come in, the development language first. */
  static async locales(options = {}) {
    const engine = await loadEngine(options.module);
    engine.exports.formrules_locales();
    return JSON.parse(engine.result());
  }

  /** Changes the language, the date or what reports carry (the same settings as `load`). */
  configure(settings) {
    const status = this.#engine.call("formrules_configure", [this.#handle], [settingsText(settings)]);
    if (status < 0) throw new FormRulesError(JSON.parse(this.#engine.result()).error);
  }

  /** Validates a submission (an object, or JSON text as a request body is): the report as JSON text. */
  validateText(submission) {
    const text = typeof submission === "string" || submission instanceof Uint8Array ? submission : JSON.stringify(submission);
    const status = this.#engine.call("formrules_validate", [this.#handle], [text]);
    if (status < 0) throw new FormRulesError(JSON.parse(this.#engine.result()).error);
    return this.#engine.result();
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
