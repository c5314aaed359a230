#!/usr/bin/env bash
# The one-command install, checked where a user runs it: Scripts/install.sh into a temporary
# prefix, then, from /, an invalid login validated in Russian must print the Russian message
# (compiled into the binary, not read from Resources/), no message key, and nothing on
# standard error; on Linux the binary must not need the toolchain's Swift libraries.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$root/Scripts/install.sh" "$work/prefix"
bin="$work/prefix/bin/form-check"

cd /
set +e
output=$("$bin" validate --spec "$root/Specs/login.json" --locale ru "$root/Examples/login/invalid-email.json" 2>"$work/stderr")
status=$?
set -e
fail() {
  echo "check-install: $1" >&2
  echo "--- standard output:" >&2; echo "$output" >&2
  echo "--- standard error:" >&2; cat "$work/stderr" >&2
  exit 1
}
[ "$status" = 1 ] || fail "exit status $status, expected 1 (the submission has a problem)"
grep -qxF "  data.email: Поле «Электронная почта»: неверный адрес электронной почты. [email]" <<<"$output" \
  || fail "the Russian message is not printed"
if grep -qE "(rule|field)\.[a-zA-Z]" <<<"$output"; then fail "a message key is printed instead of its text"; fi
[ ! -s "$work/stderr" ] || fail "standard error is not empty"
if [ "$(uname -s)" = Linux ] && ldd "$bin" | grep -q "libswift"; then
  fail "the binary needs the toolchain's Swift libraries: $(ldd "$bin" | grep libswift | head -1)"
fi
echo "check-install: installed form-check validates in Russian from / ($("$bin" --version))"
