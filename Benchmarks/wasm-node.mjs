// The WebAssembly engine against ajv in ONE Node process, on the peer profile of ../shared/bench
// (Benchmarks/peer-profile.json; ajv with the peers' draft-07 schema, as node_ajv.js runs it),
// and against the native CLI on the same lines. Rounds are interleaved (ajv all errors, ajv
// first error, Wasm problems only, Wasm full report) so that a slow spell of the machine falls
// on every contender alike; each figure is the median of the rounds, with the spread of the
// per-round ratios.
//
//   node Benchmarks/wasm-node.mjs SUBMISSIONS.ndjson [--rounds 7] [--native .build/release/form-check]
//
// Needs Debian's node-ajv (apt-get install node-ajv) and ../shared/bench/peers' schema.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { FormRules } from "../Web/package/formrules.mjs";

const argv = process.argv.slice(2);
const file = argv[0];
const option = (name, fallback) => { const at = argv.indexOf(name); return at >= 0 ? argv[at + 1] : fallback; };
const rounds = Number(option("--rounds", "7"));
const native = option("--native", ".build/release/form-check");
if (!file) { console.error("usage: wasm-node.mjs SUBMISSIONS.ndjson [--rounds N] [--native FORM_CHECK]"); process.exit(64); }
const root = new URL("..", import.meta.url).pathname;
const today = "2026-11-24";
const lines = readFileSync(file, "utf8").split("\n").filter((line) => line.trim() !== "");

// Debian's node-ajv finds its own dependencies through NODE_PATH, which Node reads at start:
// without it, the script runs itself again with it set.
if (!(process.env.NODE_PATH ?? "").split(":").includes("/usr/share/nodejs")) {
  const again = spawnSync(process.execPath, process.argv.slice(1), {
    stdio: "inherit", env: { ...process.env, NODE_PATH: ["/usr/share/nodejs", process.env.NODE_PATH].filter(Boolean).join(":") } });
  process.exit(again.status ?? 1);
}
const require = createRequire(import.meta.url);
const Ajv = require("ajv");
const schema = JSON.parse(readFileSync(`${root}../shared/bench/peers/profile.draft-07.ajv.schema.json`, "utf8"));
const ajvAll = new Ajv({ $data: true, allErrors: true, format: "full" }).compile(schema);
const ajvFirst = new Ajv({ $data: true, allErrors: false, format: "full" }).compile(schema);

const spec = readFileSync(`${root}Benchmarks/peer-profile.json`, "utf8");
let started = performance.now();
const problems = await FormRules.load(spec, { locale: "en", today, fieldStates: false, normalized: false });
const loadMs = performance.now() - started;
started = performance.now();
problems.validateText(lines[0]);
const firstValidateMs = performance.now() - started;
const full = await FormRules.load(spec, { locale: "en", today });

function ajvRun(validate) {
  let invalid = 0;
  for (const line of lines) {
    let document;
    try { document = JSON.parse(line); } catch { invalid++; continue; }
    if (!validate(document)) invalid++;
  }
  return invalid;
}
function wasmRun(form) {
  let invalid = 0;
  for (const line of lines) if (!form.validateText(line).startsWith('{"valid":true')) invalid++;
  return invalid;
}
const contenders = {
  "ajv, all errors": () => ajvRun(ajvAll),
  "ajv, first error": () => ajvRun(ajvFirst),
  "wasm, all problems": () => wasmRun(problems),
  "wasm, full report": () => wasmRun(full),
};
const times = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
const verdicts = {};
for (let round = 0; round < rounds + 1; round++) {
  for (const [name, run] of Object.entries(contenders)) {
    const start = performance.now();
    verdicts[name] = run();
    if (round > 0) times[name].push(performance.now() - start); // round 0 warms the JIT up
  }
}
const median = (values) => { const sorted = [...values].sort((a, b) => a - b); return sorted[Math.floor(sorted.length / 2)]; };
const perLine = (ms) => (ms * 1000 / lines.length).toFixed(2);

let nativeMs = null;
const nativeRun = spawnSync("/usr/bin/time", ["-f", "%U %S", native, "validate", "--spec", `${root}Benchmarks/peer-profile.json`, "--ndjson", file,
  "--quiet", "--jobs", "1", "--no-progress", "--today", today], { encoding: "utf8", maxBuffer: 1 << 28 });
if (nativeRun.status === 0 || nativeRun.status === 1) {
  const [user, system] = nativeRun.stderr.trim().split("\n").at(-1).split(" ").map(Number);
  nativeMs = (user + system) * 1000;
}

console.log(`${lines.length} submissions of ${file}; ${rounds} interleaved rounds (after one warm-up); median per submission`);
console.log(`module load (compile, instantiate, compile the spec): ${loadMs.toFixed(1)} ms; first validate: ${firstValidateMs.toFixed(2)} ms`);
for (const name of Object.keys(contenders)) {
  console.log(`  ${name.padEnd(20)} ${perLine(median(times[name])).padStart(7)} µs   (${verdicts[name]} invalid)`);
}
const ratio = (a, b) => times[a].map((value, round) => times[b][round] / value);
for (const [ours, theirs] of [["wasm, all problems", "ajv, all errors"], ["wasm, all problems", "ajv, first error"]]) {
  const ratios = ratio(ours, theirs);
  console.log(`${ours} vs ${theirs}: ${median(ratios).toFixed(2)}x as fast (rounds ${Math.min(...ratios).toFixed(2)}x to ${Math.max(...ratios).toFixed(2)}x)`);
}
if (nativeMs !== null) {
  console.log(`native CLI (${native}, one thread, whole process, CPU): ${perLine(nativeMs)} µs per submission; wasm all problems is ${(median(times["wasm, all problems"]) / nativeMs).toFixed(2)}x native's time`);
} else {
  console.log(`native CLI: ${native} did not run (build it: swift build -c release --product form-check)`);
}
