#!/usr/bin/env bash
# The page's bot worker (the bots' WASM module, run under node) and the
# native `stichfest decide` must choose the same next action for the same
# record. The records are the golden ones cut after K actions of their
# first hand, with the bots' level LEVEL.
# Usage: scripts/check-worker.sh NATIVE_CLI WORKER_JS LEVEL K...
set -euo pipefail
cli=$1 worker=$2 level=$3
shift 3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
for rec in tests/golden/*.rec; do
  for k in "$@"; do
    # Header lines (with the level added), then the first K action tokens
    # of hand 1; comments and check lines dropped.
    awk -v k="$k" -v level="$level" '
      { sub(/#.*/, "") }
      /^[ \t]*$/ { next }
      $1 == "hand" { if (inhand) exit; inhand = 1; print; next }
      !inhand { print; if ($1 == "rules") print "bots " level; next }
      $1 == "deck" { print; next }
      $1 == "score" || $1 == "totals" { next }
      { for (i = 1; i <= NF && taken < k; i++) { printf "%s ", $i; taken++ } print ""; if (taken >= k) exit }
    ' "$rec" >"$dir/$n.rec"
    n=$((n + 1))
  done
done
files=$(ls "$dir"/*.rec | sort -V)
native=$(for f in $files; do "$cli" decide "$f" 2>/dev/null || echo ERROR; done)
wasm=$(node --no-experimental-fetch tests/worker_decide.js "$worker" $files)
if [ "$native" != "$wasm" ]; then
  diff <(echo "$native") <(echo "$wasm") || true
  echo "the bot worker and the native bots decided differently"
  exit 1
fi
echo "bot worker ($level): the same $(echo "$native" | wc -l) decisions as native"

# The hint and the review of a decision: the worker answers as natively.
if [ "$level" = standard ]; then
  for q in hint "review 0 $(( ${1:-1} - 1 ))"; do
    native=$(for f in $files; do "$cli" decide --ask "$q" "$f"; done)
    wasm=$(node --no-experimental-fetch tests/worker_decide.js "$worker" --ask "$q" $files)
    [ "$native" = "$wasm" ] || { diff <(echo "$native") <(echo "$wasm") || true; echo "the worker answered '$q' differently"; exit 1; }
    echo "bot worker: the same answers to '$q' as native ($(echo "$native" | grep -c '^ok') ok)"
  done
fi
