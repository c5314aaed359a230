#!/usr/bin/env python3
"""Our verdicts on the peer benchmark's hand-written edge cases (../shared/bench/peers/conformance.py,
92 submissions, every rule of rules.py), with Benchmarks/peer-profile.json: every verdict must
match the expected one, or the speed comparison with the peers would compare different rules.

Usage: Scripts/peer-conformance.py [FORM-CHECK-BINARY] [SHARED-DIR]"""
import importlib.util
import json
import os
import subprocess
import sys
import tempfile

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/form-check"
shared = sys.argv[2] if len(sys.argv) > 2 else "../shared"
source = os.path.join(shared, "bench", "peers", "conformance.py")
spec = importlib.util.spec_from_file_location("peer_conformance", source)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)

with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False) as batch:
    batch.write("\n".join(case[1] for case in module.CASES) + "\n")
def run(*format_arguments):
    return subprocess.run([binary, "validate", "--spec", "Benchmarks/peer-profile.json", *format_arguments, "--ndjson", batch.name],
                          capture_output=True, text=True).stdout

# --format json builds field states, so it takes the tree path; text output takes the byte-level
# path. Both must give every expected verdict.
json_output = run("--format", "json")
text_output = run("--format", "text")
os.unlink(batch.name)
verdicts = {}
for line in json_output.splitlines():
    report = json.loads(line)
    if "line" in report:
        verdicts[report["line"]] = "V" if report.get("valid") else "I"
invalid_in_text = set()
for line in text_output.splitlines():
    head = line.split(": ", 1)[0]
    if line.startswith(" "):
        continue
    if ": error: not JSON" in line:  # FILE:LINE:COLUMN: error: ...
        invalid_in_text.add(int(head.split(":")[-2]))
    elif head.rsplit(":", 1)[-1].isdigit() and "problem" in line:  # FILE:LINE: N problems
        invalid_in_text.add(int(head.rsplit(":", 1)[-1]))
failures = 0
for number, (label, _, expected) in enumerate(module.CASES, start=1):
    if verdicts.get(number) != expected:
        failures += 1
        print(f"DISAGREE {label}: expected {expected}, got {verdicts.get(number)}")
    text_verdict = "I" if number in invalid_in_text else "V"
    if text_verdict != expected:
        failures += 1
        print(f"DISAGREE (text output) {label}: expected {expected}, got {text_verdict}")
print(f"peer conformance: {len(module.CASES)} edge cases, tree and byte-level paths, {failures} disagreements")
sys.exit(1 if failures else 0)
