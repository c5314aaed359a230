#!/usr/bin/env bash
# JSONTestSuite conformance of `form-check json`, run as a user runs it (the built binary, one
# process per file, each under a time limit):
#   y_ files must be accepted (exit 0), n_ files rejected (exit 65), i_ files answered either way
#   without a crash or a hang. By default FormRules rejects duplicate keys, which two y_ files
#   have; they are counted apart and must be accepted with --duplicate-keys keep-last.
# Usage: Scripts/json-conformance.sh [FORM-CHECK-BINARY] [SUITE-DIR]
set -u
bin=${1:-.build/debug/form-check}
suite=${2:-../shared/corpus/json/JSONTestSuite}
[ -x "$bin" ] || { echo "json-conformance: $bin is not built" >&2; exit 2; }
[ -d "$suite" ] || { echo "json-conformance: $suite not found" >&2; exit 2; }

accepted=0; rejected=0; answered=0; by_design=0; failures=0
fail() { echo "FAIL $1" >&2; failures=$((failures + 1)); }

for file in "$suite"/y_*.json; do
  name=$(basename "$file")
  timeout 10 "$bin" json "$file" >/dev/null 2>&1; status=$?
  if [ $status -eq 0 ]; then
    accepted=$((accepted + 1))
  elif [ $status -eq 65 ] && grep -q duplicated_key <<<"$name"; then
    timeout 10 "$bin" json --duplicate-keys keep-last "$file" >/dev/null 2>&1 \
      && by_design=$((by_design + 1)) || fail "$name: rejected even with --duplicate-keys keep-last"
  else
    fail "$name: exit $status, expected 0"
  fi
done
for file in "$suite"/n_*.json; do
  timeout 10 "$bin" json "$file" >/dev/null 2>&1; status=$?
  [ $status -eq 65 ] && rejected=$((rejected + 1)) || fail "$(basename "$file"): exit $status, expected 65"
done
for file in "$suite"/i_*.json; do
  timeout 10 "$bin" json "$file" >/dev/null 2>&1; status=$?
  case $status in 0|65) answered=$((answered + 1)) ;; *) fail "$(basename "$file"): exit $status (crash or hang)" ;; esac
done

y=$(ls "$suite"/y_*.json | wc -l); n=$(ls "$suite"/n_*.json | wc -l); i=$(ls "$suite"/i_*.json | wc -l)
echo "JSONTestSuite: accepted $accepted/$y y_ (+$by_design duplicate-key files rejected by design, accepted with --duplicate-keys keep-last)," \
     "rejected $rejected/$n n_, crash-free $answered/$i i_"
[ $failures -eq 0 ]
