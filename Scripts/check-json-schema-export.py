#!/usr/bin/env python3
"""The exported JSON Schemas agree with the engine: `form-check spec export --format json-schema`
of every spec in Specs/ (and Benchmarks/peer-profile.json, and the edge cases of
Tests/Fixtures/SchemaExport: a spec of every field type beside its submissions) is checked with jsonschema and
jsonschema-rs (draft 2020-12), and its draft-07 variant with jsonschema's Draft7Validator and
ajv (Debian node-ajv), on every example under Examples/<form>/, on the request bodies of
../shared/reference/app-contracts.md and on 20,000 generated profile submissions
(../shared/bench/gen_submissions.py, seed 7, against peer-profile); `form-check validate` gives
the engine's verdict on the same text.

Every verdict must agree, or the disagreement must be one of the rules a JSON Schema cannot
state (Specs/README.md, "JSON Schema export"), each recognised from the submission itself:
  equals        a field must equal another (password confirmation): the engine's only problems
                are `equals`
  relativeDate  a date or instant relative to the day of validation (today, now, ages)
  dateBound     a fixed date bound
  trim          the engine trims text first: the schema, given the trimmed submission, agrees
  lengthUnit    a limited field's text has fewer user-perceived characters than code points
  heightText    a height sent as text (read, snapped and checked by the engine only)
  numberLength  a number longer than 100 characters as sent
  stepOffset    steps counted from a minimum that is not a multiple of the step
  listItems     a list's items repeat their `uniqueBy` values (compared after normalizing)
  astralCharacters  a field with a pattern or characters set holds a character above U+FFFF
                (the schema's classes keep only what lies below U+10000)
  dataURL       a `data:` URL whose `;base64` body is not base64 (the engine's `url` problem)
  internationalEmail  an e-mail field holds an address beyond ASCII that the engine takes
  coercion      a field that coerces holds a value in the neighbouring JSON type: the schema,
                given the submission with such values read as the engine reads them, agrees;
                or the engine's only problems are on such values (their rules: bounds, lengths)
  remoteCheck   a field's remote check failed (its code is the check's name; the engine is
                given Examples/<form>/remote-<check>.json with --remote, the schema cannot ask)
Anything else fails the check. The OpenAPI document (`--format openapi Specs`) is validated
with openapi-spec-validator.

Usage: Scripts/check-json-schema-export.py FORM_CHECK [SHARED_DIR]
Installs its tools into a virtual environment ($SCHEMA_VENV, default
~/.cache/formrules-schema/venv) with pip; prints a notice and exits 0 when that is impossible.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TODAY = "2026-11-24"
NOW = "2026-11-24T12:00:00Z"
# rfc3339-validator: without it jsonschema quietly skips `format: date-time`.
TOOLS = ["jsonschema", "jsonschema-rs", "openapi-spec-validator", "regex", "rfc3339-validator"]

# The engine's rule codes a schema cannot state, by limitation kind (the codes of a field's
# messages keep the rule code: problems carry `rule`).
RELATIVE_DATE_RULES = {"notBefore", "notAfter", "notInFuture", "minimumAge", "maximumAge"}
HEIGHT_RULES = {"height", "height.step", "height.range"}

# Unicode White_Space, as the engine trims.
WHITE_SPACE = "\t\n\x0b\x0c\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"


def ensure_tools():
    """Re-runs the script inside a virtual environment holding TOOLS (created on first use)."""
    try:
        import jsonschema, jsonschema_rs, openapi_spec_validator, regex, rfc3339_validator  # noqa: F401
        return
    except ImportError:
        pass
    if os.environ.get("FORMRULES_SCHEMA_VENV_ACTIVE"):
        print("json-schema export check: the tools did not import in the virtual environment; skipped")
        sys.exit(0)
    venv = os.environ.get("SCHEMA_VENV", os.path.expanduser("~/.cache/formrules-schema/venv"))
    python = os.path.join(venv, "bin", "python3")
    try:
        if not os.path.exists(python):
            subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        subprocess.run([python, "-m", "pip", "install", "--quiet", *TOOLS], check=True)
    except (subprocess.CalledProcessError, OSError) as error:
        print(f"json-schema export check: could not install {', '.join(TOOLS)} ({error}); skipped")
        sys.exit(0)
    os.environ["FORMRULES_SCHEMA_VENV_ACTIVE"] = "1"
    os.execv(python, [python, *sys.argv])


def ajv_available():
    """Whether node can load Debian's ajv (installed with apt-get when missing)."""
    probe = ["node", "-e", "require('ajv')"]
    env = dict(os.environ, NODE_PATH="/usr/share/nodejs:/usr/lib/nodejs")
    try:
        if subprocess.run(probe, capture_output=True, env=env).returncode == 0:
            return True
        subprocess.run(["apt-get", "install", "-y", "-qq", "node-ajv"], capture_output=True)
        return subprocess.run(probe, capture_output=True, env=env).returncode == 0
    except OSError:
        return False


AJV_SCRIPT = r"""
const Ajv = require('ajv');
const fs = require('fs');
const [schemaPath, dataPath] = process.argv.slice(1);
const ajv = new Ajv({format: 'full', unicode: true});
const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaPath, 'utf8')));
const out = fs.readFileSync(dataPath, 'utf8').split('\n').filter(l => l.length).map(l => validate(JSON.parse(l)) ? 1 : 0);
process.stdout.write(out.join('\n') + '\n');
"""


def spec_paths():
    names = sorted(n for n in os.listdir(os.path.join(ROOT, "Specs")) if n.endswith(".json") and not n.endswith(".schema.json"))
    fixtures = os.path.join(ROOT, "Tests", "Fixtures", "SchemaExport")
    edge = sorted(os.path.join(fixtures, n) for n in os.listdir(fixtures) if n.endswith(".spec.json"))
    return [os.path.join(ROOT, "Specs", n) for n in names] + [os.path.join(ROOT, "Benchmarks", "peer-profile.json")] + edge


def fixture_texts(spec_path):
    """The submissions beside a fixture spec (`x.spec.json` and `x.ndjson`), one per line."""
    path = spec_path.replace(".spec.json", ".ndjson")
    if not spec_path.endswith(".spec.json") or not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as handle:
        return [(f"{os.path.basename(path)} line {n}", line.rstrip("\n")) for n, line in enumerate(handle, 1) if line.strip()]


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def example_texts(form):
    """(name, one-line JSON text) of every example submission of a form."""
    folder = os.path.join(ROOT, "Examples", form)
    if not os.path.isdir(folder):
        return []
    found = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json") or name == "options.json" or name.startswith("remote-"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            text = handle.read()
        # Raw line breaks can only sit between tokens: one line keeps the text otherwise as is.
        found.append((f"Examples/{form}/{name}", text.replace("\r", " ").replace("\n", " ")))
    return found


def contract_texts(shared):
    """(name, text) of the contract's request bodies, by form (as Scripts/contract-conformance.py assigns them)."""
    path = os.path.join(shared, "reference", "app-contracts.md")
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        markdown = handle.read()
    envelopes = {"LOGIN_CUSTOMER": "login", "CUSTOMER_API_TOKEN": "customer-api-token", "CUSTOMER_ERROR": "customer-error"}
    by_form, section, count = {}, None, 0
    for match in re.finditer(r"^## (\d+)\.|^```json\n(.*?)^```", markdown, re.M | re.S):
        if match.group(1):
            section = match.group(1)
            continue
        count += 1
        text = match.group(2)
        body = json.loads(text)
        forms = ["create-account", "sign-in"] if section == "1" else []
        if isinstance(body, dict) and "sequence_id" in body:
            forms = [envelopes[body["type"]]] if body.get("type") in envelopes else []
        for form in forms:
            by_form.setdefault(form, []).append((f"app-contracts.md block {count}", " ".join(text.split("\n"))))
    return by_form


def generated_texts(shared):
    script = os.path.join(shared, "bench", "gen_submissions.py")
    if not os.path.exists(script):
        return []
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "subs.ndjson")
        subprocess.run([sys.executable, script, "20000", out, "--seed", "7"], check=True, capture_output=True)
        with open(out, encoding="utf-8") as handle:
            return [(f"generated line {n}", line.rstrip("\n")) for n, line in enumerate(handle, 1) if line.strip()]


def engine_reports(form_check, spec_path, options, texts):
    with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False, encoding="utf-8") as handle:
        handle.write("".join(text + "\n" for _, text in texts))
        path = handle.name
    try:
        command = [form_check, "validate", "--spec", spec_path, "--format", "json", "--today", TODAY, "--now", NOW, "--jobs", "1", "--ndjson", path]
        if options:
            command[2:2] = ["--options", options]
        command[2:2] = remote_arguments(spec_path)
        result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    finally:
        os.unlink(path)
    reports = {}
    for line in result.stdout.splitlines():
        report = json.loads(line)
        if "line" in report:
            reports[report["line"]] = report
    return [reports.get(n) for n in range(1, len(texts) + 1)]


def remote_checks(spec):
    """The names of the remote checks a spec's fields declare ("remote")."""
    names = set()
    for field in spec.get("fields", []):
        uses = field.get("remote", [])
        for use in uses if isinstance(uses, list) else [uses]:
            names.add(use if isinstance(use, str) else use["check"])
    return names


def remote_arguments(spec_path):
    """--remote NAME=FILE for each remote check, from Examples/<form>/remote-NAME.json."""
    form = load(spec_path)["form"]
    arguments = []
    for name in sorted(remote_checks(load(spec_path))):
        arguments += ["--remote", f"{name}={os.path.join(ROOT, 'Examples', form, 'remote-' + name + '.json')}"]
    return arguments


def export(form_check, spec_path, options, *arguments):
    command = [form_check, "spec", "export", *arguments, spec_path]
    if options:
        command[3:3] = ["--options", options]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    return result.stdout


def graphemes(text):
    import regex
    return len(regex.findall(r"\X", text))


def fields_of(spec):
    return {field["name"]: field for field in spec["fields"]}


def value_at(submission, name):
    value = submission
    for part in name.split("."):
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    return value


def trims(field):
    return field.get("trim", field["type"] != "password") and field["type"] not in ("number", "integer", "boolean")


def trimmed(spec, submission):
    """The submission with every trimmed field's text trimmed, as the engine reads it."""
    copy = json.loads(json.dumps(submission))
    for field in spec["fields"]:
        if not trims(field):
            continue
        parts = field["name"].split(".")
        holder = copy
        for part in parts[:-1]:
            holder = holder.get(part) if isinstance(holder, dict) else None
        if isinstance(holder, dict) and isinstance(holder.get(parts[-1]), str):
            holder[parts[-1]] = holder[parts[-1]].strip(WHITE_SPACE)
    return copy


# The types that coerce (Specs/README.md, "Coercion"): text read as a number or a Boolean, a
# number read as its text.
NUMBER_TEXT = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
TEXT_FROM_NUMBER = {"digits", "phone", "postalCode", "choice"}


def coerced_fields(spec):
    """The names of the fields that coerce."""
    return {f["name"] for f in spec["fields"]
            if f.get("coerce", spec.get("coerce", False)) and f["type"] in {"number", "integer", "boolean"} | TEXT_FROM_NUMBER}


def neighbouring(field, value):
    """Whether a coercing field's value is in the JSON type it reads as another."""
    if field["type"] in TEXT_FROM_NUMBER:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, str)


def coerced(spec, submission):
    """The submission with coercing fields' values read as the engine reads them (a value it
    cannot read stays as sent)."""
    copy = json.loads(json.dumps(submission))
    names = coerced_fields(spec)
    for field in spec["fields"]:
        parts = field["name"].split(".")
        holder = copy
        for part in parts[:-1]:
            holder = holder.get(part) if isinstance(holder, dict) else None
        if field["name"] not in names or not isinstance(holder, dict) or parts[-1] not in holder:
            continue
        value = holder[parts[-1]]
        if not neighbouring(field, value):
            continue
        if field["type"] in TEXT_FROM_NUMBER:
            holder[parts[-1]] = json.dumps(value)
        elif field["type"] == "boolean":
            word = value.strip(WHITE_SPACE)
            if word.isascii() and word.lower() in ("true", "false"):
                holder[parts[-1]] = word.lower() == "true"
        elif NUMBER_TEXT.fullmatch(value.strip(WHITE_SPACE)):
            holder[parts[-1]] = json.loads(value.strip(WHITE_SPACE))
    return copy


def off_step(field):
    """Whether steps count from a minimum that is not a multiple of the step (numbers only: a
    height's limits may be text)."""
    step, minimum = field.get("step"), field.get("minimum", 0)
    if not isinstance(step, (int, float)) or not isinstance(minimum, (int, float)) or step <= 0:
        return False
    quotient = minimum / step
    return abs(quotient - round(quotient)) > 1e-9


def explain(spec, submission, report, schema_valid, validate_schema):
    """The limitation that explains a disagreement, or None."""
    if not isinstance(submission, dict):
        return None
    if "variants" in spec:
        # A spec of variants: the variant the message's tag chooses explains it, or nothing does.
        tag = submission.get(spec["discriminator"])
        chosen = [v for v in spec["variants"] if fields_of(v).get(spec["discriminator"], {}).get("const") == tag]
        return explain(chosen[0], submission, report, schema_valid, validate_schema) if chosen else None
    fields = fields_of(spec)
    if any(trims(f) and isinstance(value_at(submission, n), str) and value_at(submission, n) != value_at(submission, n).strip(WHITE_SPACE)
           for n, f in fields.items()):
        if validate_schema(trimmed(spec, submission)) == report["valid"]:
            return "trim"
    if any(("minLength" in f or "maxLength" in f) and isinstance(value_at(submission, n), str)
           and graphemes(value_at(submission, n)) != len(value_at(submission, n)) for n, f in fields.items()):
        return "lengthUnit"
    if any(f["type"] == "height" and isinstance(value_at(submission, n), str) for n, f in fields.items()):
        return "heightText"
    if any(("pattern" in f or "characters" in f) and isinstance(value_at(submission, n), str)
           and any(ord(c) > 0xFFFF for c in value_at(submission, n)) for n, f in fields.items()):
        return "astralCharacters"
    if not schema_valid and report["valid"] and any(
            f["type"] == "email" and isinstance(value_at(submission, n), str) and not value_at(submission, n).isascii()
            for n, f in fields.items()):
        return "internationalEmail"
    names = coerced_fields(spec)
    sent_coerced = {n for n in names if neighbouring(fields[n], value_at(submission, n))}
    if sent_coerced:
        if not schema_valid and report["valid"] and validate_schema(coerced(spec, submission)):
            return "coercion"
        if schema_valid and not report["valid"] and all(p["path"] in sent_coerced for p in report["problems"]):
            return "coercion"
    if schema_valid and not report["valid"]:
        kinds = set()
        for problem in report["problems"]:
            field = fields.get(problem["path"], {})
            rule = problem["rule"]
            if rule == "equals":
                kinds.add("equals")
            elif rule in RELATIVE_DATE_RULES:
                bounds = [field.get("notBefore"), field.get("notAfter")]
                relative = rule in ("notInFuture", "minimumAge", "maximumAge") or any(b in ("today", "now") for b in bounds)
                kinds.add("relativeDate" if relative else "dateBound")
            elif rule in ("step", "height.step") and off_step(field):
                kinds.add("stepOffset")
            elif rule == "number.tooLong":
                kinds.add("numberLength")
            elif rule == "unique":
                kinds.add("listItems")
            elif rule == "url" and str(value_at(submission, problem["path"]) or "").lower().startswith("data:"):
                kinds.add("dataURL")
            elif rule in remote_checks(spec):
                kinds.add("remoteCheck")
            else:
                return None
        return ",".join(sorted(kinds)) or None
    return None


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 64
    ensure_tools()
    import jsonschema
    import jsonschema_rs
    from openapi_spec_validator import validate as validate_openapi

    form_check = os.path.abspath(sys.argv[1])
    shared = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "..", "shared")
    have_shared = os.path.isdir(shared)
    if not have_shared:
        print(f"json-schema export check: {shared} not found; contract bodies and generated submissions skipped")
    contracts = contract_texts(shared) if have_shared else {}
    use_ajv = ajv_available()
    if not use_ajv:
        print("json-schema export check: node-ajv is not installable here; draft-07 checked with jsonschema only")

    totals = {"agree": 0}
    explained = {}
    failures = []
    checked = 0
    for spec_path in spec_paths():
        # As the engine reads it: what it extends and includes brought in, every field written out.
        spec = json.loads(subprocess.run([form_check, "spec", "bundle", "--resolved", spec_path],
                                         capture_output=True, text=True, check=True).stdout)
        form = spec["form"]
        options_path = os.path.join(ROOT, "Examples", form, "options.json")
        options = options_path if os.path.exists(options_path) else None
        texts = example_texts(form) + contracts.get(form, []) + fixture_texts(spec_path)
        if form == "peer-profile" and have_shared:
            texts += generated_texts(shared)
        schema_2020 = json.loads(export(form_check, spec_path, options, "--format", "json-schema"))
        schema_7 = json.loads(export(form_check, spec_path, options, "--format", "json-schema", "--draft", "7"))
        jsonschema.Draft202012Validator.check_schema(schema_2020)
        jsonschema.Draft7Validator.check_schema(schema_7)
        python_2020 = jsonschema.Draft202012Validator(schema_2020, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        python_7 = jsonschema.Draft7Validator(schema_7, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)
        rust_2020 = jsonschema_rs.validator_for(schema_2020, validate_formats=True)
        rust_7 = jsonschema_rs.validator_for(schema_7, validate_formats=True)
        if not texts:
            continue
        reports = engine_reports(form_check, spec_path, options, texts)
        submissions = []
        for (name, text), report in zip(texts, reports):
            try:
                submissions.append(json.loads(text))
            except ValueError:
                submissions.append(None)  # not JSON (a reader example): no schema verdict
        validators = {
            "jsonschema 2020-12": python_2020.is_valid, "jsonschema-rs 2020-12": rust_2020.is_valid,
            "jsonschema draft-07": python_7.is_valid, "jsonschema-rs draft-07": rust_7.is_valid,
        }
        verdicts = {name: [v(s) if s is not None else None for s in submissions] for name, v in validators.items()}
        if use_ajv:
            verdicts["ajv draft-07"] = ajv_verdicts(schema_7, submissions)
        for index, ((name, text), report, submission) in enumerate(zip(texts, reports, submissions)):
            if submission is None or report is None:
                continue
            for validator, results in verdicts.items():
                checked += 1
                schema_valid = results[index]
                if schema_valid == report["valid"]:
                    totals["agree"] += 1
                    continue
                check = validators.get(validator, python_2020.is_valid)
                reason = explain(spec, submission, report, schema_valid, check)
                if reason:
                    explained[reason] = explained.get(reason, 0) + 1
                else:
                    rules = [p["rule"] + "@" + p["path"] for p in report["problems"]]
                    failures.append(f"{form}: {name}: {validator} says {'valid' if schema_valid else 'invalid'}, "
                                    f"form-check says {'valid' if report['valid'] else 'invalid ' + str(rules)}: {text[:300]}")

    document = json.loads(subprocess.run([form_check, "spec", "export", "--format", "openapi",
                                          "--options", os.path.join(ROOT, "Examples", "player-avatar", "options.json"),
                                          os.path.join(ROOT, "Specs")], capture_output=True, text=True, check=True).stdout)
    try:
        validate_openapi(document)
        openapi = "valid"
    except Exception as error:  # the validator's own error types vary by version
        failures.append(f"openapi: {error}")
        openapi = "INVALID"

    for failure in failures[:40]:
        print("FAIL " + failure)
    if len(failures) > 40:
        print(f"... and {len(failures) - 40} more")
    reasons = ", ".join(f"{k} {v}" for k, v in sorted(explained.items())) or "none"
    print(f"json-schema export: {checked} verdicts ({len(verdicts)} validators), {totals['agree']} agree with form-check, "
          f"{sum(explained.values())} differ by a documented limitation ({reasons}), {len(failures)} unexplained; "
          f"OpenAPI document {openapi}")
    return 1 if failures else 0


def ajv_verdicts(schema, submissions):
    with tempfile.TemporaryDirectory() as folder:
        schema_path = os.path.join(folder, "schema.json")
        data_path = os.path.join(folder, "data.ndjson")
        with open(schema_path, "w", encoding="utf-8") as handle:
            json.dump(schema, handle)
        with open(data_path, "w", encoding="utf-8") as handle:
            for submission in submissions:
                handle.write(json.dumps(submission if submission is not None else None) + "\n")
        env = dict(os.environ, NODE_PATH="/usr/share/nodejs:/usr/lib/nodejs")
        result = subprocess.run(["node", "-e", AJV_SCRIPT, schema_path, data_path], capture_output=True, text=True, env=env)
        if result.returncode != 0:
            raise SystemExit(f"ajv failed: {result.stderr}")
        values = [line == "1" for line in result.stdout.split("\n") if line]
        return [None if s is None else v for s, v in zip(submissions, values)]


if __name__ == "__main__":
    sys.exit(main())
