#!/usr/bin/env python3
"""Validates every Specs/*.json against Specs/form-spec.schema.json (JSON Schema 2020-12), and
checks that the schema refuses a few broken specs the loader refuses too.

CI only: needs the `jsonschema` package (pip install jsonschema); without it, says so and
exits 0, as the other optional checks do. The Swift tests keep the schema's keys equal to the
loader's (SpecSchemaTests); this checks the schema's logic on real specs.
Usage: Scripts/check-spec-schema.py [SPECS-DIR]
"""
import glob
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("spec schema: python3 jsonschema not installed; schema check skipped")
    sys.exit(0)

specs = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Specs")
with open(os.path.join(specs, "form-spec.schema.json"), encoding="utf-8") as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

failures = 0
paths = sorted(p for p in glob.glob(os.path.join(specs, "*.json")) + glob.glob(os.path.join(specs, "Parts", "*.json"))
               if not p.endswith(".schema.json"))
for path in paths:
    with open(path, encoding="utf-8") as f:
        spec = json.load(f)
    for error in validator.iter_errors(spec):
        failures += 1
        where = "/" + "/".join(str(step) for step in error.absolute_path)
        print(f"FAIL {path}: {where}: {error.message}", file=sys.stderr)

# Specs the loader refuses for a reason the schema can see.
broken = {
    "misspelt key": {"form": "f", "fields": [{"name": "a", "type": "text", "maxLenght": 5}]},
    "unknown type": {"form": "f", "fields": [{"name": "a", "type": "emial"}]},
    "options on text": {"form": "f", "fields": [{"name": "a", "type": "text", "options": ["x"]}]},
    "region without country": {"form": "f", "fields": [{"name": "s", "type": "region"}]},
    "choice without options": {"form": "f", "fields": [{"name": "s", "type": "choice"}]},
    "two condition tests": {"form": "f", "fields": [{"name": "a", "type": "boolean"},
        {"name": "b", "type": "text", "requiredIf": {"field": "a", "present": True, "equals": True}}]},
    "not with a test": {"form": "f", "fields": [{"name": "a", "type": "boolean"},
        {"name": "b", "type": "text", "enabledIf": {"not": {"field": "a", "present": True}, "field": "a"}}]},
    "group of one": {"form": "f", "fields": [{"name": "a", "type": "boolean"}], "groups": [{"atLeastOne": ["a"]}]},
    "two group kinds": {"form": "f", "fields": [{"name": "a", "type": "boolean"}, {"name": "b", "type": "boolean"}],
        "groups": [{"atLeastOne": ["a", "b"], "allOrNone": ["a", "b"]}]},
    "height text on a number": {"form": "f", "fields": [{"name": "n", "type": "number", "minimum": "5'0\""}]},
    "bad policy": {"form": "f", "unknownFields": "drop", "fields": []},
    "empty name component": {"form": "f", "fields": [{"name": "address..city", "type": "text"}]},
    "misspelt include key": {"form": "f", "fields": [{"include": "Parts/address.json", "undr": "address"}]},
    "part with a form name": {"part": "p", "form": "f", "fields": []},
    "form with neither fields nor extends": {"form": "f"},
    "one variant": {"form": "f", "discriminator": "type", "variants": ["a.json"]},
    "variants with fields": {"form": "f", "discriminator": "type", "variants": ["a.json", "b.json"], "fields": []},
    "dotted discriminator": {"form": "f", "discriminator": "data.type", "variants": ["a.json", "b.json"]},
}
for name, spec in broken.items():
    if validator.is_valid(spec):
        failures += 1
        print(f"FAIL schema accepts a broken spec: {name}", file=sys.stderr)

print(f"spec schema: {len(paths)} specs, {len(broken)} broken specs, {failures} failures")
sys.exit(1 if failures else 0)
