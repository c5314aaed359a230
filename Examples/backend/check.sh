#!/usr/bin/env bash
# End-to-end check of the backend example: builds it, starts it on a free loopback port, sends
# valid, invalid and hostile requests with curl, checks status codes, headers and key fields of
# the answers, and stops it. Exits non-zero on any mismatch. CI runs it.
#
#   Examples/backend/check.sh            debug build (the default; about 5 minutes from clean on 2 cores)
#   CONFIGURATION=release Examples/backend/check.sh
#
# Finally holds every sample answer in README.md to the live answer (readme-samples.py).
#
# Needs swift, curl, and python3 (or jq to read JSON, but the README check needs python3). Only
# 127.0.0.1 is contacted.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
configuration="${CONFIGURATION:-debug}"

if command -v python3 >/dev/null 2>&1; then json_tool=python3
elif command -v jq >/dev/null 2>&1; then json_tool=jq
else echo "check.sh: needs python3 or jq to read JSON answers" >&2; exit 2
fi
command -v curl >/dev/null 2>&1 || { echo "check.sh: needs curl" >&2; exit 2; }

# A copy of the specs with one that does not load, for the 500 of the README's samples.
specs_copy="$(mktemp -d)"
cp -R "$here/../../Specs/." "$specs_copy/"
printf '{\n  "form": "broken-example",\n  "fields": [\n    { "name": "nickname", "type": "text", "maxLenght": 20 }\n  ]\n}\n' \
    >"$specs_copy/broken-example.json"

# shellcheck source=server.sh
source "$here/server.sh"
start_server "$configuration" --specs "$specs_copy" --options "$here/../player-avatar/options.json"
trap 'stop_server; rm -rf "$specs_copy"' EXIT

passed=0
failures=0
posts=0
pass() { passed=$((passed + 1)); }
fail() { echo "  FAIL: $*"; failures=$((failures + 1)); }

# value FILE KEY... : the JSON value at that path (numbers index arrays), printed as JSON text
# for objects and arrays, raw for strings; "<missing>" when absent.
value() {
    local file="$1"; shift
    if [ "$json_tool" = python3 ]; then
        python3 - "$file" "$@" <<'PY'
import json, sys
value = json.load(open(sys.argv[1], encoding="utf-8"))
for key in sys.argv[2:]:
    try:
        value = value[int(key)] if isinstance(value, list) else value[key]
    except (KeyError, IndexError, ValueError, TypeError):
        print("<missing>"); sys.exit(0)
print(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
PY
    else
        local path="[" sep=""
        for key in "$@"; do
            if [[ "$key" =~ ^[0-9]+$ ]]; then path+="$sep$key"; else path+="$sep\"$key\""; fi
            sep=","
        done
        jq -r "getpath($path]) | if . == null then \"<missing>\" elif type == \"string\" then . else tojson end" "$file"
    fi
}

# pointers FILE: every error's pointer, one a line.
pointers() {
    if [ "$json_tool" = python3 ]; then
        python3 -c 'import json, sys; print("\n".join(e["pointer"] for e in json.load(open(sys.argv[1]))["errors"]))' "$1"
    else
        jq -r '.errors[].pointer' "$1"
    fi
}

# send NAME PATH [curl options...]: POSTs, keeping the body in $work/NAME.json, the headers
# in $work/NAME.headers, and the status in $status.
send() {
    local name="$1" path="$2"; shift 2
    posts=$((posts + 1))
    status="$(curl -sS -o "$work/$name.json" -D "$work/$name.headers" -w '%{http_code}' -X POST "$base$path" "$@" || echo "curl-failed")"
}

expect_status() {
    local name="$1" wanted="$2"
    if [ "$status" = "$wanted" ]; then echo "ok   $name: $status"; pass; else fail "$name: status $status, expected $wanted; body: $(head -c 300 "$work/$name.json" 2>/dev/null)"; fi
}

expect_header() {
    local name="$1" header="$2" wanted="$3" got
    got="$(grep -i "^$header:" "$work/$name.headers" | head -1 | cut -d: -f2- | tr -d ' \r')"
    if [ "$got" = "$wanted" ]; then pass; else fail "$name: $header '$got', expected '$wanted'"; fi
}

expect_field() {
    local name="$1" wanted="$2"; shift 2
    local got; got="$(value "$work/$name.json" "$@")"
    if [ "$got" = "$wanted" ]; then pass; else fail "$name: $(IFS=.; echo "$*") is '$got', expected '$wanted'"; fi
}

expect_field_contains() {
    local name="$1" wanted="$2"; shift 2
    local got; got="$(value "$work/$name.json" "$@")"
    if [[ "$got" == *"$wanted"* ]]; then pass; else fail "$name: $(IFS=.; echo "$*") is '$got', expected it to contain '$wanted'"; fi
}

json=(-H 'Content-Type: application/json')
examples="$here/../personal-details"
invalid='{"email": "ada@", "password": "short", "passwordConfirmation": "other", "gender": "robot",
 "address": {"countryCode": "US", "stateCode": "NSW", "postalCode": "1"}}'

echo "== requests"
send valid /forms/personal-details -H 'Content-Type: application/json; charset=utf-8' --data-binary @"$examples/valid-us-address.json"
expect_status valid 200
expect_header valid Content-Type application/json
expect_field valid true valid
expect_field valid Ada normalized firstName
expect_field valid CA normalized address stateCode

send plus-json /forms/login -H 'Content-Type: application/vnd.example+json' --data-binary @"$here/../login/valid-contract-login.json"
expect_status plus-json 200
# Secrets are checked, never echoed: the password is not in the answer.
if grep -q '123123' "$work/plus-json.json"; then fail "plus-json: the password is echoed"; else pass; fi

# The apps' real bodies: every contract example of the forms that have one.
for example in "$here"/../*/valid-contract-*.json; do
    form="$(basename "$(dirname "$example")")"
    case "$form" in customer-*) continue ;; esac  # answers the app receives, not requests
    send "contract-$form-$(basename "$example" .json)" "/forms/$form" "${json[@]}" --data-binary @"$example"
    expect_status "contract-$form-$(basename "$example" .json)" 200
done

# A spec of variants: the WebSocket channel's messages, each checked by the variant its type names.
send channel-login /forms/login-channel "${json[@]}" --data-binary @"$here/../login-channel/valid-login.json"
expect_status channel-login 200
expect_field channel-login LOGIN_CUSTOMER normalized type
send channel-unknown-type /forms/login-channel "${json[@]}" --data-binary @"$here/../login-channel/invalid-type-unknown.json"
expect_status channel-unknown-type 422
expect_field channel-unknown-type discriminator errors 0 rule
expect_field_contains channel-unknown-type "CUSTOMER_ERROR" errors 0 detail

# Run-time options (--options): the game server's avatar parts.
send avatar /forms/player-avatar "${json[@]}" --data-binary @"$here/../player-avatar/valid-cap-and-kilt.json"
expect_status avatar 200
send avatar-invented /forms/player-avatar "${json[@]}" --data-binary '{"avatar": {"top": "t-shirt", "bottom": "jeans"}}'
expect_status avatar-invented 422

# Updates (PATCH): only the fields sent are checked; the answer's normalized is the patch.
patch() {
    local name="$1" path="$2"; shift 2
    posts=$((posts + 1))
    status="$(curl -sS -o "$work/$name.json" -D "$work/$name.headers" -w '%{http_code}' -X PATCH "$base$path" "$@" || echo "curl-failed")"
}
patch update-first-name /forms/personal-details "${json[@]}" --data-binary @"$here/../personal-details/valid-update-first-name-only.json"
expect_status update-first-name 200
expect_field update-first-name Ada normalized firstName
expect_field update-first-name '<missing>' normalized email
patch update-unlink /forms/personal-details "${json[@]}" --data-binary '{"facebook-token": null}'
expect_status update-unlink 200
expect_field update-unlink null normalized facebook-token
patch update-cleared-email /forms/personal-details "${json[@]}" --data-binary '{"email": null}'
expect_status update-cleared-email 422
expect_field update-cleared-email /email errors 0 pointer

send invalid /forms/personal-details "${json[@]}" --data-binary "$invalid"
expect_status invalid 422
expect_header invalid Content-Type application/problem+json
expect_header invalid Content-Language en
expect_field invalid 422 status
expect_field invalid https://example.com/problems/invalid-submission type
expect_field invalid /forms/personal-details instance
pointers "$work/invalid.json" >"$work/invalid.pointers" 2>/dev/null || true
for pointer in /email /password /passwordConfirmation /gender /address/stateCode /address/postalCode; do
    if grep -qx "$pointer" "$work/invalid.pointers"; then pass
    else fail "invalid: no problem at $pointer (pointers: $(tr '\n' ' ' <"$work/invalid.pointers"))"; fi
done

send malformed /forms/personal-details "${json[@]}" --data-binary $'{\n  "email": "ada@example.com",\n}'
expect_status malformed 400
expect_header malformed Content-Type application/problem+json
expect_field malformed unexpectedCharacter code
expect_field malformed 3 line
expect_field malformed 1 column
expect_field_contains malformed "3:1:" detail

send truncated /forms/personal-details "${json[@]}" --data-binary '{"email": "ada@exa'
expect_status truncated 400
expect_field truncated unterminatedString code

send duplicate /forms/personal-details "${json[@]}" --data-binary '{"email": "ada@example.com", "email": "eve@example.com"}'
expect_status duplicate 400
expect_field duplicate duplicateKey code
expect_field_contains duplicate '"email"' detail

python3 -c 'print("{\"a\": " + "[" * 200 + "]" * 200 + "}")' >"$work/deep.body" 2>/dev/null \
    || { printf '{"a": '; for _ in $(seq 200); do printf '['; done; for _ in $(seq 200); do printf ']'; done; printf '}'; } >"$work/deep.body"
send deep /forms/personal-details "${json[@]}" --data-binary @"$work/deep.body"
expect_status deep 400
expect_field deep tooDeeplyNested code

{ printf '{"firstName": "'; head -c 1500000 /dev/zero | tr '\0' 'a'; printf '"}'; } >"$work/large.body"
send oversized /forms/personal-details "${json[@]}" --data-binary @"$work/large.body"
expect_status oversized 413
expect_header oversized Content-Type application/problem+json
expect_field oversized 1048576 limit
send oversized-chunked /forms/personal-details "${json[@]}" -H 'Transfer-Encoding: chunked' --data-binary @"$work/large.body"
expect_status oversized-chunked 413

send wrong-type /forms/personal-details -H 'Content-Type: text/plain' --data-binary @"$examples/valid-us-address.json"
expect_status wrong-type 415
expect_header wrong-type Content-Type application/problem+json
expect_field_contains wrong-type text/plain detail
send latin1 /forms/personal-details -H 'Content-Type: application/json; charset=iso-8859-1' --data-binary '{}'
expect_status latin1 415

send unknown /forms/no-such-form "${json[@]}" --data-binary '{}'
expect_status unknown 404
expect_header unknown Content-Type application/problem+json
expect_field unknown https://example.com/problems/form-not-found type
send traversal /forms/..%2F..%2FPackage "${json[@]}" --data-binary '{}'
expect_status traversal 404

send garbage-language /forms/personal-details "${json[@]}" -H 'Accept-Language: ;;;q=zz, @@@, 12345678901, *;q=2, en-;q=0.5' --data-binary "$invalid"
expect_status garbage-language 422
expect_header garbage-language Content-Language en
expect_field_contains garbage-language "is not a valid email address" errors 0 detail

send russian /forms/personal-details "${json[@]}" -H 'Accept-Language: ru-RU,ru;q=0.9,en;q=0.8' --data-binary "$invalid"
expect_status russian 422
expect_header russian Content-Language ru
expect_field russian 422 status
expect_field_contains russian "Поле «Электронная почта»" errors 0 detail
expect_field_contains russian "Данные формы" title

send polish /forms/personal-details "${json[@]}" -H 'Accept-Language: is-IS, pl;q=0.8, en;q=0.1' --data-binary "$invalid"
expect_status polish 422
expect_header polish Content-Language pl
expect_field_contains polish "Pole „E-mail”" errors 0 detail

status="$(curl -sS -o "$work/put.json" -D "$work/put.headers" -w '%{http_code}' -X PUT "$base/forms/login" || echo "curl-failed")"
expect_status put 405
expect_header put Allow GET,HEAD,POST,PATCH

# The live form: its page, and the field states after an edit (check-browser.sh drives it in a browser).
status="$(curl -sS -o "$work/page.json" -D "$work/page.headers" -w '%{http_code}' -H 'Accept-Language: ru' "$base/forms/personal-details" || echo "curl-failed")"
expect_status page 200
expect_header page Content-Language ru
if grep -q '<label for="field-address.stateCode">Штат или территория' "$work/page.json"; then pass; else fail "page: no Russian label for the state picker"; fi
send state /forms/personal-details/state "${json[@]}" -H 'Accept-Language: ru' \
    --data-binary '{"values": {"address.countryCode": "AU", "address.stateCode": "CA", "email": "ada@"}, "touched": ["email"], "edited": "address.countryCode"}'
expect_status state 200
expect_header state Content-Language ru
expect_field state '["address.stateCode"]' cleared
expect_field state NSW fields 15 options 0 value
expect_field state ACT fields 15 options 7 value
expect_field state '<missing>' fields 15 options 8
expect_field state email problems 0 field
expect_field state '<missing>' problems 1
send state-unknown-field /forms/personal-details/state "${json[@]}" --data-binary '{"values": {"nickname": "x"}}'
expect_status state-unknown-field 400
expect_field state-unknown-field https://example.com/problems/bad-state-request type
send state-text /forms/personal-details/state -H 'Content-Type: text/plain' --data-binary '{"values": {}}'
expect_status state-text 415

send still-serving /forms/personal-details "${json[@]}" --data-binary @"$examples/valid-au-address.json"
expect_status still-serving 200
if kill -0 "$server_pid" 2>/dev/null; then pass; else fail "the server is no longer running"; fi

logged="$(grep -cE '(POST|PATCH) /forms/' "$work/server.log" || true)"
if [ "$logged" = "$posts" ]; then pass; else fail "the log has $logged request lines for $posts POST requests"; fi

echo "== README samples"
if python3 "$here/readme-samples.py" check "$base" "$here/README.md"; then pass; else fail "the README's samples differ from the live answers"; fi

if [ "$failures" -ne 0 ]; then
    echo "== server log (last 40 lines)"; tail -40 "$work/server.log"
fi
echo "backend: $passed passed, $failures failed"
[ "$failures" -eq 0 ]
