#!/usr/bin/env bash
# The command-line tool's input and output, checked for the native build and
# the WASM build under node alike: bad arguments and bad files are errors
# (exit code 2) with a short message that quotes the culprit (no raw escape
# bytes, no NUL), and whole outputs pass through slow pipes both ways.
#   tests/cli_checks.sh NATIVE_TOOL WASM_TOOL_JS
set -euo pipefail
cd "$(dirname "$0")/.."
native=$1
wasm=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
golden=tests/golden/schieberamsch.rec

tool() {  # tool native|wasm ARGS...
  local which=$1
  shift
  if [ "$which" = native ]; then "$native" "$@"; else node --no-experimental-fetch "$wasm" "$@"; fi
}

problem() {
  echo "FAIL ($1): $2"
  failed=1
}

# expect_error BUILD FRAGMENT ARGS...: exit code 2 and a message on stderr
# that holds FRAGMENT, is at most 400 bytes and has no ESC, BEL or NUL.
expect_error() {
  local which=$1 fragment=$2 code=0
  shift 2
  timeout 60 bash -c 'tool "$@"' _ "$which" "$@" >"$tmp/out" 2>"$tmp/err" || code=$?
  local what="$which: ${*:1:3}"
  what=${what:0:80}
  [ "$code" = 2 ] || problem "$what" "exit code $code, expected 2"
  grep -qF -- "$fragment" "$tmp/err" || problem "$what" "no '$fragment' in: $(head -c 300 "$tmp/err")"
  [ "$(wc -c <"$tmp/err")" -le 400 ] || problem "$what" "a message of $(wc -c <"$tmp/err") bytes"
  if tr -d '\n' <"$tmp/err" | LC_ALL=C grep -qP '[\x00\x07\x1b]'; then problem "$what" "raw control bytes in the message"; fi
}
export -f tool
export native wasm

# Files with something wrong in them.
printf 'stichfest-record 1\nrules schieberamsch\nseed 1\ndealer 0\nhand 1\n%0900000d\n' 0 >"$tmp/long-token.rec"
printf 'stichfest-record 1\nrules schieberamsch\nseed 1\ndealer 0\nhand 1\npass\0junk\n' >"$tmp/nul.rec"
printf 'stichfest-record 1\nrules schieberamsch\nseed 1\ndealer 0\nhand 1\n\033]0;pwned\007\n' >"$tmp/escape.rec"
printf '\357\273\277' | cat - "$golden" >"$tmp/bom.rec"
tr '\n' '\r' <"$golden" >"$tmp/cr.rec"
mkdir "$tmp/a-directory"

for which in native wasm; do
  expect_error "$which" "--hands must be a whole number" selfplay --hands 10abc
  expect_error "$which" "--hands must be a whole number" selfplay --hands 1e3
  expect_error "$which" "option '--dealer' needs a value" deal schieberamsch 1 --dealer
  expect_error "$which" "unknown option '--frobnicate'" deal schieberamsch 1 --frobnicate
  expect_error "$which" "unknown option '--verbose'" replay "$golden" --verbose
  expect_error "$which" "unknown option '--quick-ish'" bench --quick-ish
  expect_error "$which" "unknown game '\\x1b[31mskat'" deal $'\e[31mskat' 1
  expect_error "$which" "bytes)" deal "$(printf 'r%.0s' $(seq 100000))" 1
  expect_error "$which" "bytes): not a card" replay "$tmp/long-token.rec"
  expect_error "$which" "'pass\\x00junk'" replay "$tmp/nul.rec"
  expect_error "$which" "'\\x1b]0;pwned\\x07'" replay "$tmp/escape.rec"
  expect_error "$which" "is longer than a record can be" replay /dev/zero
  expect_error "$which" "is a directory, not a record file" replay "$tmp/a-directory"
  expect_error "$which" "cannot open" replay "$tmp/no-such-file.rec"
  # A byte order mark and CR line ends read as the plain file does.
  tool "$which" replay "$golden" >"$tmp/plain.txt"
  for variant in bom cr; do
    tool "$which" replay "$tmp/$variant.rec" >"$tmp/$variant.txt" 2>&1 || true
    cmp -s "$tmp/plain.txt" "$tmp/$variant.txt" || problem "$which: $variant" "$(head -c 300 "$tmp/$variant.txt")"
  done
done

# verify: a sealed deal checks against a hash computed by sha256sum, from
# the revealed values or from the record; anything else does not match.
nonce=0123456789abcdef0123456789abcdef
printf 'stichfest-deal 1\nrules schieberamsch\nseed 0x2a\ndealer 2\nnonce %s\n' "$nonce" >"$tmp/sealed.txt"
hash=$(sha256sum "$tmp/sealed.txt" | cut -d' ' -f1)
printf 'stichfest-record 1\nrules schieberamsch\nseed 0x2a\ndealer 2\nnonce %s\n' "$nonce" >"$tmp/sealed.rec"
for which in native wasm; do
  code=0
  tool "$which" verify "$hash" "$tmp/sealed.rec" >"$tmp/verify.txt" 2>&1 || code=$?
  [ "$code" = 0 ] && grep -q "matches" "$tmp/verify.txt" || problem "$which: verify FILE" "exit $code: $(head -c 300 "$tmp/verify.txt")"
  tool native deal schieberamsch 0x2a --dealer 2 >"$tmp/deal.txt"
  grep -qF -- "$(cat "$tmp/deal.txt")" "$tmp/verify.txt" || problem "$which: verify" "does not print the seed's deal"
  code=0
  tool "$which" verify "${hash:0:16}" --rules schieberamsch --seed 42 --nonce "$nonce" --dealer 2 >"$tmp/verify.txt" 2>&1 || code=$?
  [ "$code" = 0 ] || problem "$which: verify values" "exit $code: $(head -c 300 "$tmp/verify.txt")"
  code=0
  tool "$which" verify "${hash:0:16}" --rules schieberamsch --seed 43 --nonce "$nonce" --dealer 2 >"$tmp/verify.txt" 2>&1 || code=$?
  [ "$code" = 1 ] && grep -q "DOES NOT MATCH" "$tmp/verify.txt" || problem "$which: verify another seed" "exit $code"
  expect_error "$which" "the nonce is 32 hex digits" verify "$hash" --rules schieberamsch --seed 42 --nonce 12
  expect_error "$which" "verify needs the commitment" verify "$hash" "$tmp/sealed.rec" --seed 42
  expect_error "$which" "is not a sealed deal" verify "$hash" "$golden"
done

# Through pipes: a reader that is slow to start (the pipe fills up) gets the
# whole output, and a record that arrives slowly on stdin is read whole. The
# two builds must agree byte for byte.
tool native replay "$golden" --json >"$tmp/file.json"
size=$(wc -c <"$tmp/file.json")
[ "$size" -gt 65536 ] || problem "pipes" "the JSON replay has only $size bytes: too small to fill a pipe"
for which in native wasm; do
  tool "$which" replay "$golden" --json | (sleep 1; cat) >"$tmp/piped.json"
  cmp -s "$tmp/file.json" "$tmp/piped.json" || problem "$which: stdout to a slow pipe" "$(wc -c <"$tmp/piped.json") of $size bytes"
  (head -c 100 "$golden"; sleep 0.5; tail -c +101 "$golden") | tool "$which" replay /dev/stdin --json >"$tmp/stdin.json" || true
  cmp -s "$tmp/file.json" "$tmp/stdin.json" || problem "$which: a record on stdin" "$(head -c 200 "$tmp/stdin.json")"
done

[ "$failed" = 0 ] && echo "command-line checks passed (native and WASM)"
exit "$failed"
