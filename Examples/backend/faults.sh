#!/usr/bin/env bash
# Fault suite of the backend example: builds it, starts it on a free loopback port (with a copy of
# the specs it may break and mend, a 2 s send timeout), and checks how it fails: HEAD, OPTIONS and
# other methods (405 with Allow), unmatched routes (problem document), HTTP/1.0 (closes after the
# answer), Expect: 100-continue (100, or 404/415/413 at once), a request with 96,000 unknown keys,
# passwords (never in an answer or the log), a broken spec (logged with line and column, reloaded
# when fixed), slow readers (memory bound, closed after the send timeout), SIGTERM under load
# (every accepted request answered in full, exit 0) and a grace period that runs out (answer cut,
# logged, exit 1). Prints a figure per check; exits non-zero on any failure. CI runs it.
#
#   Examples/backend/faults.sh                         debug build (the default)
#   CONFIGURATION=release SLOW_READERS=32 Examples/backend/faults.sh
#
# Limits asserted, each an environment variable (see faults.py): MAX_UNKNOWN_KEYS_ANSWER_BYTES,
# MAX_SLOW_READERS_RSS_GROWTH_MIB. Needs swift, curl and python3 (standard library only); only
# 127.0.0.1 is contacted.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
configuration="${CONFIGURATION:-debug}"
command -v python3 >/dev/null 2>&1 || { echo "faults.sh: needs python3" >&2; exit 2; }
command -v curl >/dev/null 2>&1 || { echo "faults.sh: needs curl" >&2; exit 2; }
[ -r /proc/self/status ] || { echo "faults.sh: needs /proc (Linux) to read the server's memory" >&2; exit 2; }

scratch="$(mktemp -d)"
cp -R "$here/../../Specs" "$scratch/specs"
export SEND_TIMEOUT=2

# shellcheck source=server.sh
source "$here/server.sh"
start_server "$configuration" --specs "$scratch/specs" --send-timeout "$SEND_TIMEOUT" --grace-period 10
second_pid=""
cleanup() {
    [ -n "$second_pid" ] && kill -TERM "$second_pid" 2>/dev/null || true
    stop_server
    rm -rf "$scratch"
}
trap cleanup EXIT
started=$SECONDS
failures=0

echo "== checks"
python3 "$here/faults.py" "$base" "$server_pid" "$work/server.log" "$scratch" \
    head methods unmatched http10 continue secrets broken-spec unknown-keys slow-readers secrets-log drain \
    || failures=$((failures + $?))

# The drain check sent SIGTERM: the server must have finished everything and said so.
status=0
wait "$server_pid" || status=$?
server_pid=""
if [ "$status" -eq 0 ] && grep -q 'stopped: 0 answer(s) cut' "$work/server.log"; then
    echo "ok   drain-exit: exit status 0; log: $(grep -o 'stopped: .*' "$work/server.log")"
else
    echo "FAIL drain-exit: exit status $status; log ends: $(tail -3 "$work/server.log")"; failures=$((failures + 1))
fi

echo "== a grace period that runs out"
port="$(free_port)"
"$binary" --port "$port" --specs "$scratch/specs" --grace-period 1 --send-timeout 60 >"$work/second.log" 2>&1 &
second_pid=$!
wait_for_server "http://127.0.0.1:$port" "$second_pid" "$work/second.log"
python3 "$here/faults.py" "http://127.0.0.1:$port" "$second_pid" "$work/second.log" "$scratch" grace-cut \
    || failures=$((failures + $?))
status=0
wait "$second_pid" || status=$?
second_pid=""
if [ "$status" -eq 1 ]; then
    echo "ok   grace-cut-exit: exit status 1 when answers were cut"
else
    echo "FAIL grace-cut-exit: exit status $status, expected 1"; failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
    echo "== server log (last 30 lines)"; tail -30 "$work/server.log"
fi
echo "backend faults: $failures failed, checks took $((SECONDS - started)) s"
[ "$failures" -eq 0 ]
