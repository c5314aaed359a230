#!/usr/bin/env python3
"""The apps' contract is the referee: every request body quoted in
../shared/reference/app-contracts.md must validate against the spec of its form.

Usage: Scripts/contract-conformance.py FORM_CHECK SHARED_DIR

Each ```json block is assigned to the specs of its section (a block of section 1 is both a
create-account and a sign-in body); a WebSocket envelope goes to the spec of its message type
(a template whose type is a placeholder is skipped and counted). Exit status 1 when any body is
refused, or when a section the mapping knows has no body at all (the contract changed shape).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

SECTION_SPECS = {
    "1": ["create-account", "sign-in"],
}
ENVELOPE_SPECS = {"LOGIN_CUSTOMER": "login", "CUSTOMER_API_TOKEN": "customer-api-token", "CUSTOMER_ERROR": "customer-error"}


def blocks(markdown):
    """(section number, JSON text) of every ```json block."""
    section = None
    for match in re.finditer(r"^## (\d+)\.|^```json\n(.*?)^```", markdown, re.M | re.S):
        if match.group(1):
            section = match.group(1)
        else:
            yield section, match.group(2)


def main():
    form_check, shared = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(shared, "reference", "app-contracts.md"), encoding="utf-8") as handle:
        markdown = handle.read()
    checked, skipped, failures = 0, 0, []
    seen_sections = set()
    for section, text in blocks(markdown):
        body = json.loads(text)
        specs = list(SECTION_SPECS.get(section, []))
        if isinstance(body, dict) and "sequence_id" in body:
            spec = ENVELOPE_SPECS.get(body.get("type"))
            if spec is None:
                skipped += 1  # the envelope's template: TYPE_OF_MESSAGE
                continue
            specs = [spec]
        if not specs:
            skipped += 1
            continue
        seen_sections.add(section)
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as handle:
            handle.write(text)
            path = handle.name
        try:
            for spec in specs:
                result = subprocess.run(
                    [form_check, "validate", "--spec", os.path.join(root, "Specs", spec + ".json"), "--now", "2015-07-01T00:00:00Z", path],
                    capture_output=True, text=True)
                checked += 1
                if result.returncode != 0:
                    failures.append(f"{spec}: section {section} body refused:\n{text}{result.stdout}{result.stderr}")
        finally:
            os.unlink(path)
    for section in SECTION_SPECS:
        if section not in seen_sections:
            failures.append(f"section {section}: no request body found (the contract changed shape?)")
    for failure in failures:
        print("FAIL " + failure)
    print(f"contract conformance: {checked} body checks, {skipped} blocks skipped (templates), {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
