#!/usr/bin/env bash
# Speed figures: `stichfest bench` natively and in WASM under node, with
# WASM/native ratios. The machines are noisy, so the two builds run in
# alternation, ROUNDS times (default 3). Each speed figure is the best of its
# rounds (interference only ever slows a run down).
# A WASM/native ratio is taken per round (each WASM run against the native
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

# One line per round, build and game: round build game playouts/s hands/s
# playouts/s-on-all-threads (a bench run prints a game's first two figures on
# one line and the threaded figure on a "threads" line further down; 0 on a
# machine with one hardware thread, which prints none).
for f in "$runs"/*.*; do
  build=${f##*/}
  awk -v round="${build#*.}" -v build="${build%.*}" '
    NF == 3 && $2 ~ /^[0-9]+$/ { p[$1] = $2; h[$1] = $3; order[n++] = $1 }
    $1 == "threads" { t[$2] = $3 }
    END { for (i = 0; i < n; i++) print round, build, order[i], p[order[i]], h[order[i]], t[order[i]] + 0 }' "$f"
done >"$runs/table"
threads=$(grep -ho "on all [0-9]*" "$runs/native.1" | awk '{ print $3 }')

awk -v rounds="$rounds" -v threads="$threads" '
  function median(list,   v, n, i, j, x) {
    n = split(list, v, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { x = v[j]; v[j] = v[j - 1]; v[j - 1] = x }
    return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
  }
  function best(key, value) { if (value > top[key]) top[key] = value }
  function mega(x) { return sprintf("%.2f M", x / 1e6) }
  { if (!($3 in seen)) { seen[$3] = 1; order[n++] = $3 }
    best($2 SUBSEP $3 SUBSEP "p", $4); best($2 SUBSEP $3 SUBSEP "h", $5); best($2 SUBSEP $3 SUBSEP "t", $6)
    val[$1, $2, $3, "p"] = $4; val[$1, $2, $3, "h"] = $5; val[$1, $2, $3, "t"] = $6 }
  END {
    for (i = 0; i < n; i++) for (r = 1; r <= rounds; r++) for (k = 1; k <= 3; k++) {
      what = substr("pht", k, 1); g = order[i]
      native = val[r, "native", g, what]
      ratio[g, what] = ratio[g, what] " " (native > 0 ? val[r, "wasm", g, what] / native : 0)
    }
    printf "Random playouts per second (best of %d rounds; ratios: median of per-round WASM/native)\n", rounds
    printf "%-15s %-28s   %s\n", "", "---------- one thread ------", "------ all " (threads ? threads : 1) " threads ------"
    printf "%-15s %10s %10s %6s   %10s %10s %6s\n", "game", "native", "wasm", "ratio", "native", "wasm", "ratio"
    for (i = 0; i < n; i++) { g = order[i]
      printf "%-15s %10s %10s %6.2f   %10s %10s %6.2f\n", g, mega(top["native", g, "p"]), mega(top["wasm", g, "p"]),
        median(ratio[g, "p"]), mega(top["native", g, "t"]), mega(top["wasm", g, "t"]), median(ratio[g, "t"]) }
    printf "\nBaseline-bot hands per second, one thread\n"
    printf "%-15s %10s %10s %6s\n", "game", "native", "wasm", "ratio"
    for (i = 0; i < n; i++) { g = order[i]
      printf "%-15s %10d %10d %6.2f\n", g, top["native", g, "h"], top["wasm", g, "h"], median(ratio[g, "h"]) }
  }' "$runs/table"
echo
grep -h "card pick" "$runs"/native.1
sums=$(cat "$runs"/*.* | grep checksum | awk '{print $2}' | sort -u)
[ "$(echo "$sums" | wc -l)" = 1 ] && echo "checksums equal in every run: $sums" ||
  { echo "checksums differ:"; echo "$sums"; exit 1; }
