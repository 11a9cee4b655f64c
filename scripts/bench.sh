#!/usr/bin/env bash
# Speed figures: `stichfest bench` natively and in WASM under node, with
# WASM/native ratios. The machines are noisy, so the two builds run in
# alternation, ROUNDS times (default 3), and each figure is the best of its
# rounds: interference only ever slows a run down.
# Usage: scripts/bench.sh [--quick]      (ROUNDS=n scripts/bench.sh for more)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/native/src/cli/stichfest ] && [ -f build/wasm/src/cli/stichfest.js ] || scripts/build.sh all >/dev/null
rounds=${ROUNDS:-3}
runs=$(mktemp -d)
trap 'rm -rf "$runs"' EXIT
for r in $(seq "$rounds"); do
  build/native/src/cli/stichfest bench "$@" >"$runs/native.$r"
  node --no-experimental-fetch build/wasm/src/cli/stichfest.js bench "$@" >"$runs/wasm.$r"
done

# Per game: the best playouts/s and hands/s over the rounds of one build.
best() { cat "$runs/$1".* | awk 'NF == 3 && $2 ~ /^[0-9]+$/ {
  if ($2 > p[$1]) p[$1] = $2; if ($3 > h[$1]) h[$1] = $3; if (!($1 in seen)) { order[n++] = $1; seen[$1] = 1 } }
  END { for (i = 0; i < n; i++) printf "%-15s %16d %16d\n", order[i], p[order[i]], h[order[i]] }'; }
native=$(best native)
wasm=$(best wasm)
printf '%-15s %16s %16s   (best of %d rounds)\n' game "playouts/s" "hands/s" "$rounds"
echo "native:"; echo "$native"
echo "wasm (node):"; echo "$wasm"
echo
printf '%-15s %22s %22s\n' game "playouts wasm/native" "bot hands wasm/native"
paste <(echo "$native") <(echo "$wasm") | awk '{ printf "%-15s %22.2f %22.2f\n", $1, $5 / $2, $6 / $3 }'

sums=$(cat "$runs"/*.* | grep checksum | awk '{print $2}' | sort -u)
[ "$(echo "$sums" | wc -l)" = 1 ] && echo "checksums equal in every run: $sums" ||
  { echo "checksums differ:"; echo "$sums"; exit 1; }
