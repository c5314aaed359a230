#!/usr/bin/env bash
# Progress as a person sees it. form-check runs in a tmux pane (a real terminal) on standard
# input fed slowly for about three seconds; the pane is captured while it runs and after it:
# while it runs, one progress line redrawn in place; after, no trace of it, and the summary.
# Then the same run with --no-progress shows none, and --progress without a terminal writes
# plain lines (for CI logs).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${FORM_CHECK:-.build/debug/form-check}
[ -x "$bin" ] || { echo "check-progress: $bin not built (swift build --product form-check)" >&2; exit 1; }
if ! command -v tmux >/dev/null; then
  echo "check-progress: tmux is needed (apt-get install tmux)" >&2
  exit 1
fi

work=$(mktemp -d)
socket="form-check-progress-$$"
runs=0
# Each run has a tmux server of its own (socket-1, socket-2): no run waits for one to stop.
cleanup() {
  for n in $(seq 1 "$runs"); do tmux -L "$socket-$n" kill-server 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# 3000 lines, one in three invalid; six parts half a second apart.
python3 - "$work/part.ndjson" <<'PY'
import json, sys
valid = {"firstName": "Ann", "lastName": "Lee", "email": "ann@example.com", "password": "#Bel31iEl",
         "passwordConfirmation": "#Bel31iEl", "mobilePhone": "91390996", "birthday": "1958-01-05",
         "gender": "female", "country": "US", "state": "OR", "street1": "5 Main St", "city": "Salem",
         "postalCode": "97301"}
with open(sys.argv[1], "w") as out:
    for i in range(3000):
        record = dict(valid, email="not an email") if i % 3 == 0 else valid
        out.write(json.dumps(record) + "\n")
PY
cat > "$work/feed.sh" <<SH
for i in 1 2 3 4 5 6; do cat "$work/part.ndjson"; sleep 0.5; done
SH
validate=("$bin" validate --spec Benchmarks/peer-profile.json --today 2026-11-24 --ndjson - --quiet --jobs 2)

# Runs the command line in a fresh pane; prints what the pane showed while the run went on
# (the last capture with a progress line, if any) to $work/during, and the end to $work/after.
run_in_pane() {
  runs=$((runs + 1))
  local server="$socket-$runs"
  tmux -L "$server" -f /dev/null new-session -d -s check -x 160 -y 20 \
    "bash $work/feed.sh | $* ; echo EXIT=\$?; sleep 60"
  : > "$work/during"
  for _ in $(seq 1 100); do
    pane=$(tmux -L "$server" capture-pane -p -t check)
    if grep -q 'elapsed' <<<"$pane"; then printf '%s\n' "$pane" > "$work/during"; fi
    if grep -q '^EXIT=' <<<"$pane"; then break; fi
    sleep 0.1
  done
  tmux -L "$server" capture-pane -p -t check > "$work/after"
  tmux -L "$server" kill-server 2>/dev/null || true
}

fail() { echo "check-progress: $1" >&2; echo "--- pane while running:" >&2; cat "$work/during" >&2; echo "--- pane after:" >&2; cat "$work/after" >&2; exit 1; }

run_in_pane "${validate[*]}"
grep -q '^EXIT=1$' "$work/after" || fail "the run did not finish with status 1"
[ -s "$work/during" ] || fail "no progress line while the run went on"
[ "$(grep -c 'elapsed' "$work/during")" -eq 1 ] || fail "the progress line was not redrawn in place"
grep -qE '[0-9.]+ MB, [0-9]+ lines, [0-9.]+ MB/s, 0:0[0-9] elapsed, valid=[0-9]+ invalid=[0-9]+' "$work/during" \
  || fail "the progress line lacks bytes, lines, rate, elapsed time or counts"
grep -q 'elapsed' "$work/after" && fail "the progress line was left on the screen"
grep -qx 'valid=12000 invalid=6000' "$work/after" || fail "the summary is missing or wrong"
echo "check-progress: a progress line while running, cleared at the end, then the summary"

run_in_pane "${validate[*]} --no-progress"
[ -s "$work/during" ] && fail "--no-progress showed progress"
grep -qx 'valid=12000 invalid=6000' "$work/after" || fail "the summary is missing with --no-progress"
echo "check-progress: --no-progress shows none"

bash "$work/feed.sh" | "${validate[@]}" --progress > "$work/out" 2> "$work/err" || true
grep -q '^progress: .* elapsed, valid=' "$work/err" || { cat "$work/err" >&2; echo "check-progress: --progress without a terminal wrote no line" >&2; exit 1; }
if grep -q $'\r' "$work/err"; then echo "check-progress: --progress without a terminal redrew in place" >&2; exit 1; fi
grep -qx 'valid=12000 invalid=6000' "$work/out" || { echo "check-progress: summary wrong with --progress" >&2; exit 1; }
echo "check-progress: --progress without a terminal writes plain lines"
