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
# Limits asserted, each an environment variable (see faults.py): MAX_UNKNOWN_KEYS_ANSWER_BYTES, MAX_UNKNOWN_KEYS_MILLISECONDS,
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
start_server "$configuration" --specs "$scratch/specs" --send-timeout "$SEND_TIMEOUT"
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
    head methods unmatched http10 continue secrets broken-spec unknown-keys slow-readers refused-body parser-refusals many-chunks secrets-log \
    || failures=$((failures + $?))

# stopped PID LOG WANTED NAME: waits for a server sent SIGTERM; checks its exit status and that
# its log ends with the summary.
stopped() {
    local status=0
    wait "$1" || status=$?
    if [ "$status" -eq "$3" ] && grep -q 'stopped: ' "$2"; then
        echo "ok   $4: exit status $status; log: $(grep -o 'stopped: .*' "$2")"
    else
        echo "FAIL $4: exit status $status, expected $3; log ends: $(tail -3 "$2")"; failures=$((failures + 1))
    fi
}
echo "== framing against h11 (pipelined ambiguous requests)"
if python3 -c 'import h11' 2>/dev/null || python3 -m pip install --quiet h11 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages h11 2>/dev/null; then
    python3 "$here/framing.py" "$base" 400 1 || failures=$((failures + 1))
else
    echo "framing: NOTICE: Python's h11 cannot be installed with pip; the framing differential is skipped"
fi

kill -TERM "$server_pid"
stopped "$server_pid" "$work/server.log" 0 idle-exit
server_pid=""

# second_server NAME OPTIONS...: another server on a free port, as $second_pid and $second_base.
second_server() {
    local name="$1"; shift
    local port; port="$(free_port)"
    second_base="http://127.0.0.1:$port"
    "$binary" --port "$port" --specs "$scratch/specs" "$@" >"$work/$name.log" 2>&1 &
    second_pid=$!
    wait_for_server "$second_base" "$second_pid" "$work/$name.log"
}

echo "== SIGTERM while answers are being written (--grace-period 30)"
second_server drain --grace-period 30 --send-timeout 60
python3 "$here/faults.py" "$second_base" "$second_pid" "$work/drain.log" "$scratch" drain || failures=$((failures + $?))
stopped "$second_pid" "$work/drain.log" 0 drain-exit
second_pid=""

echo "== a client that half-closes after a 10 MB request (--max-body-bytes 12000000)"
second_server half-close --max-body-bytes 12000000 --send-timeout 60
python3 "$here/faults.py" "$second_base" "$second_pid" "$work/half-close.log" "$scratch" half-close || failures=$((failures + $?))
kill -TERM "$second_pid"
stopped "$second_pid" "$work/half-close.log" 0 half-close-exit
second_pid=""

echo "== a grace period that runs out (--grace-period 1)"
second_server grace --grace-period 1 --send-timeout 60
python3 "$here/faults.py" "$second_base" "$second_pid" "$work/grace.log" "$scratch" grace-cut || failures=$((failures + $?))
stopped "$second_pid" "$work/grace.log" 1 grace-cut-exit
second_pid=""

if [ "$failures" -ne 0 ]; then
    echo "== server log (last 30 lines)"; tail -30 "$work/server.log"
fi
echo "backend faults: $failures failed, checks took $((SECONDS - started)) s"
[ "$failures" -eq 0 ]
