"""Holds the README's samples to what the server answers.

    python3 readme-samples.py check BASE README.md    compare every sample with the live answer
    python3 readme-samples.py write BASE README.md    rewrite every sample's answer from a live run

A sample is a ```sh block with a `curl` command that sends to http://127.0.0.1:8080, followed by
an ```http block: the status line, the headers that matter, a blank line and the body. `check`
runs each command against BASE (a running server, as check.sh starts it) and compares the
status line, each header the sample shows, and the body (as JSON when it is JSON); it also
checks that every status in the README's table of statuses has a sample. The exit status is the
number of mismatches. Standard library only.
"""

import json
import re
import subprocess
import sys

mode, base, readme_path = sys.argv[1], sys.argv[2], sys.argv[3]
# The headers a rewritten sample shows: the ones a client acts on (not Date, Server, lengths).
SHOWN = ["content-type", "content-language", "allow", "connection"]
SAMPLE = re.compile(r"```sh\n([^`]*?curl [^`]*?)```\n\n```http\n(.*?)```", re.S)


def live_answer(command):
    command = command.replace("http://127.0.0.1:8080", base).replace("curl ", "curl -sS ", 1)
    output = subprocess.run(["bash", "-c", command], capture_output=True, timeout=60).stdout.decode("utf-8", "replace")
    # Interim answers (100 Continue) come first; the final one is the last head.
    while output.startswith("HTTP/") and " 100 " in output.split("\r\n", 1)[0]:
        output = output.split("\r\n\r\n", 1)[1]
    head, _, body = output.partition("\r\n\r\n")
    lines = head.split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return lines[0].strip(), headers, body


def parse_sample(text):
    head, _, body = text.partition("\n\n")
    lines = head.strip("\n").split("\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return lines[0].strip(), headers, body.strip()


def as_json(text):
    try:
        return json.loads(text)
    except ValueError:
        return None


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def formatted(body):
    """The body as the README shows it: valid JSON, a member or a list element per line when long."""
    value = as_json(body)
    if not isinstance(value, dict) or len(compact(value)) <= 100:
        return compact(value) if value is not None else body.strip()
    members = []
    for key, member in value.items():
        if isinstance(member, list) and member and len(compact(member)) > 100:
            text = "[\n  " + ",\n  ".join(compact(element) for element in member) + "]"
        else:
            text = compact(member)
        members.append(f"{json.dumps(key)}: {text}")
    lines, line = [], ""
    for member in members:
        if line and (len(line) + len(member) > 96 or "\n" in member):
            lines.append(line)
            line = ""
        line = f"{line}, {member}" if line else member
    lines.append(line)
    return "{" + ",\n ".join(lines) + "}"


def sample_text(status, headers, body):
    shown = [f"{name.title()}: {headers[name]}" for name in SHOWN if name in headers]
    text = "\n".join([status] + shown) + "\n"
    if body.strip():
        text += "\n" + formatted(body) + "\n"
    return text


readme = open(readme_path, encoding="utf-8").read()
mismatches = 0
statuses_shown = set()


def rewrite(match):
    command, sample = match.group(1), match.group(2)
    status, headers, body = live_answer(command)
    return "```sh\n" + command + "```\n\n```http\n" + sample_text(status, headers, body) + "```"


if mode == "write":
    readme = SAMPLE.sub(rewrite, readme)
    open(readme_path, "w", encoding="utf-8").write(readme)

samples = SAMPLE.findall(readme)
for command, sample in samples:
    wanted_status, wanted_headers, wanted_body = parse_sample(sample)
    status, headers, body = live_answer(command)
    first_line = command.strip().splitlines()[0][:80]
    problems = []
    if status != wanted_status:
        problems.append(f"status '{status}', the README says '{wanted_status}'")
    for name, value in wanted_headers.items():
        if headers.get(name) != value:
            problems.append(f"{name} '{headers.get(name)}', the README says '{value}'")
    wanted_value, value = as_json(wanted_body), as_json(body)
    if wanted_value is not None or value is not None:
        if wanted_value != value:
            problems.append(f"body {body.strip()[:300]}, the README says {wanted_body[:300]}")
    elif wanted_body != body.strip():
        problems.append(f"body {body.strip()[:300]!r}, the README says {wanted_body[:300]!r}")
    if problems:
        mismatches += 1
        print(f"  FAIL README sample `{first_line}`: " + "; ".join(problems))
    parts = wanted_status.split()
    if len(parts) > 1:
        statuses_shown.add(parts[1])

# Every row of the table of statuses has a sample.
table = re.search(r"\| status \| when \| body \|\n\| --- \| --- \| --- \|\n((?:\|.*\n)+)", readme)
table_statuses = re.findall(r"^\| (\d{3}) \|", table.group(1), re.M) if table else []
if not table_statuses:
    mismatches += 1
    print("  FAIL README: no table of statuses found")
for status in table_statuses:
    if status not in statuses_shown:
        mismatches += 1
        print(f"  FAIL README: status {status} of the table has no sample")
print(f"README samples: {len(samples)} compared with live answers, {mismatches} mismatched; table statuses {', '.join(table_statuses)} all shown"
      if mismatches == 0 else f"README samples: {len(samples)} compared, {mismatches} mismatched")
sys.exit(min(mismatches, 100))
