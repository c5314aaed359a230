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
run = subprocess.run([binary, "validate", "--spec", "Benchmarks/peer-profile.json", "--format", "json", "--ndjson", batch.name],
                     capture_output=True, text=True)
os.unlink(batch.name)
verdicts = {}
for line in run.stdout.splitlines():
    report = json.loads(line)
    if "line" in report:
        verdicts[report["line"]] = "V" if report.get("valid") else "I"
failures = 0
for number, (label, _, expected) in enumerate(module.CASES, start=1):
    if verdicts.get(number) != expected:
        failures += 1
        print(f"DISAGREE {label}: expected {expected}, got {verdicts.get(number)}")
print(f"peer conformance: {len(module.CASES)} edge cases, {failures} disagreements")
sys.exit(1 if failures else 0)
