#!/usr/bin/env bash
# Browser check of the live form (GET /forms/{name}, POST /forms/{name}/state): builds and
# starts the server as check.sh does, then drives its pages in headless Chromium with Selenium
# (check-browser.py): Australia's 8 states in the state picker, the height slider on half-inch
# notches with its label following, Russian problems from a browser set to Russian, a valid
# submission accepted, the Adult / Minor boxes. Leaves a screenshot at .build/liveform.png.
#
#   Examples/backend/check-browser.sh            debug build (CONFIGURATION=release for release)
#
# Installs Debian's chromium and chromium-driver (apt-get) and Python's selenium (pip) when they
# are missing; skips with a notice, exit 0, only when they cannot be installed. Only 127.0.0.1
# is contacted by the browser.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
configuration="${CONFIGURATION:-debug}"

skip() { echo "check-browser: $1; the browser check is skipped"; exit 0; }

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    echo "== installing chromium and chromium-driver"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1 \
        || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1; } \
        || skip "chromium and chromium-driver cannot be installed with apt-get"
fi
if ! python3 -c 'import selenium' >/dev/null 2>&1; then
    echo "== installing selenium"
    python3 -m pip install --quiet selenium 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages selenium 2>/dev/null \
        || skip "Python's selenium cannot be installed with pip"
fi

# shellcheck source=server.sh
source "$here/server.sh"
start_server "$configuration"

mkdir -p "$here/.build"
python3 "$here/check-browser.py" "$base" "$here/.build/liveform.png" \
    || { echo "== the server's log, last 40 lines"; tail -40 "$work/server.log"; exit 1; }
