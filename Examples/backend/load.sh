#!/usr/bin/env bash
# Load test of the backend example on loopback: a release build, then bounded wrk runs against
# valid and invalid bodies (DURATION seconds each, THREADS threads, CONNECTIONS connections),
# reporting requests/s, p99 latency, errors and unexpected statuses, and the server's resident
# memory before and after each run. Exits non-zero on any error or unexpected status.
#
#   Examples/backend/load.sh                      # 10 s per run, 2 threads, 32 connections
#   DURATION=30 CONNECTIONS=64 Examples/backend/load.sh
#
# Needs wrk (Debian: apt-get install -y wrk). Only 127.0.0.1 is contacted.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
duration="${DURATION:-10}"
threads="${THREADS:-2}"
connections="${CONNECTIONS:-32}"
command -v wrk >/dev/null 2>&1 || { echo "load.sh: needs wrk (apt-get install -y wrk)" >&2; exit 2; }

# shellcheck source=server.sh
source "$here/server.sh"
start_server release

cp "$here/../personal-details/valid-us-address.json" "$work/valid.json"
cat >"$work/invalid.json" <<'JSON'
{"email": "ada@", "password": "short", "passwordConfirmation": "other", "gender": "robot",
 "address": {"countryCode": "US", "stateCode": "NSW", "postalCode": "1"}}
JSON

rss_kib() { ps -o rss= -p "$server_pid" | tr -d ' '; }

# Warm up: load the spec, fault in the code paths.
for body in valid invalid; do
    for _ in $(seq 1 200); do
        curl -sS -o /dev/null -H 'Content-Type: application/json' --data-binary @"$work/$body.json" "$base/forms/personal-details"
    done
done

status=0
summary=()
run() {
    local name="$1" expect="$2" language="$3"
    local before; before="$(rss_kib)"
    echo "== $name: wrk -t$threads -c$connections -d${duration}s (expect $expect, Accept-Language: $language)"
    BODY_FILE="$work/$name.json" EXPECT_STATUS="$expect" ACCEPT_LANGUAGE="$language" \
        wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s "$here/wrk-post.lua" \
        "$base/forms/personal-details" | tee "$work/$name.wrk"
    local after; after="$(rss_kib)"
    local rps p99 errors unexpected
    rps="$(awk '/^Requests\/sec:/ {print $2}' "$work/$name.wrk")"
    p99="$(awk '$1 == "99%" {print $2}' "$work/$name.wrk")"
    errors="$(awk '/Socket errors:/ {gsub(",", ""); print $4 + $6 + $8 + $10}' "$work/$name.wrk")"
    unexpected="$(awk '/^unexpected statuses:/ {print $3}' "$work/$name.wrk")"
    summary+=("$(printf '%-8s %10s req/s   p99 %-9s errors %-4s unexpected %-4s RSS %6d -> %6d KiB' \
        "$name" "$rps" "$p99" "${errors:-0}" "$unexpected" "$before" "$after")")
    if [ "${errors:-0}" != 0 ] || [ "$unexpected" != 0 ]; then status=1; fi
}

run valid 200 en
run invalid 422 ru
run valid 200 en

echo "== summary (server log: $(wc -l <"$work/server.log") lines)"
printf '%s\n' "${summary[@]}"
kill -0 "$server_pid" 2>/dev/null || { echo "the server died"; exit 1; }
exit "$status"
