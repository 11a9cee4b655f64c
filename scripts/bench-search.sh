#!/usr/bin/env bash
# The search's figures: `stichfest bench --search` natively, then in WASM
# under node, with the WASM/native ratio of each median (the same fixed
# deals and decisions in both, so the node counts and checksums agree).
# Usage: scripts/bench-search.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/native/src/cli/stichfest ] && [ -f build/wasm/src/cli/stichfest.js ] || scripts/build.sh all >/dev/null
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT
build/native/src/cli/stichfest bench --search "$@" >"$runs/native"
node --no-experimental-fetch build/wasm/src/cli/stichfest.js bench --search "$@" >"$runs/wasm"
echo "== native"; cat "$runs/native"
echo "== WASM under node"; cat "$runs/wasm"
echo "== WASM/native, medians"
paste -d' ' <(grep -E '^(solve|decide) .*[0-9]$' "$runs/native") <(grep -E '^(solve|decide) .*[0-9]$' "$runs/wasm") | awk '
  $1 == "solve"  { n = NF / 2; printf "solve  %-20s nodes %s/%s  ms %.2f\n", $2, $3, $(n + 3), $(n + 6) / $6 }
  $1 == "decide" { n = NF / 2; printf "decide %-8s %-20s ms %.2f\n", $2, $3, $(n + 5) / $5 }'
a=$(grep checksum "$runs/native") b=$(grep checksum "$runs/wasm")
[ "$a" = "$b" ] && echo "checksums equal: $a" || { echo "checksums differ: native $a, wasm $b"; exit 1; }
