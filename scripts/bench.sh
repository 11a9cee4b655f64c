#!/usr/bin/env bash
# Speed figures: `stichfest bench` natively and in WASM under node, with
# WASM/native ratios. The machines are noisy, so the two builds run in
# alternation, ROUNDS times (default 3). Each speed figure is the best of its
# rounds (interference only ever slows a run down).
# The WASM/native ratio is taken per round (each WASM run against the native
# run just before it) and the median over the rounds is printed.
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
echo "native, random playouts/s on every hardware thread at once:"
cat "$runs"/native.* | awk '$1 == "threads" { if ($3 > t[$2]) t[$2] = $3; if (!($2 in seen)) { order[n++] = $2; seen[$2] = 1 } }
  END { for (i = 0; i < n; i++) printf "%-15s %16d\n", order[i], t[order[i]] }'
grep -h "card pick" "$runs"/native.1
echo
# Ratios: per round, WASM against the native run just before it (similar
# machine conditions); the median over the rounds.
for r in $(seq "$rounds"); do
  paste <(sed -n '2,5p' "$runs/native.$r") <(sed -n '2,5p' "$runs/wasm.$r") |
    awk '{ printf "%s %.4f %.4f\n", $1, $5 / $2, $6 / $3 }'
done | awk '
  function median(list,   v, n, i, j, t) {
    n = split(list, v, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
    return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
  }
  { if (!($1 in p)) order[n++] = $1; p[$1] = p[$1] " " $2; h[$1] = h[$1] " " $3 }
  END {
    printf "%-15s %22s %22s   (median of per-round ratios)\n", "game", "playouts wasm/native", "bot hands wasm/native"
    for (i = 0; i < n; i++) printf "%-15s %22.2f %22.2f\n", order[i], median(p[order[i]]), median(h[order[i]])
  }'

sums=$(cat "$runs"/*.* | grep checksum | awk '{print $2}' | sort -u)
[ "$(echo "$sums" | wc -l)" = 1 ] && echo "checksums equal in every run: $sums" ||
  { echo "checksums differ:"; echo "$sums"; exit 1; }
