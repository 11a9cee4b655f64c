#!/usr/bin/env bash
# Speed figures: `stichfest bench` natively and in WASM under node, one after
# the other in this command, with WASM/native ratios (the machines are noisy,
# so compare within one run). Usage: scripts/bench.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/native/src/cli/stichfest ] && [ -f build/wasm/src/cli/stichfest.js ] || scripts/build.sh all >/dev/null
native=$(build/native/src/cli/stichfest bench "$@")
wasm=$(node --no-experimental-fetch build/wasm/src/cli/stichfest.js bench "$@")
echo "native:"; echo "$native"
echo "wasm (node):"; echo "$wasm"
echo
printf '%-15s %22s %22s\n' game "playouts wasm/native" "bot hands wasm/native"
paste <(echo "$native" | sed -n '2,5p') <(echo "$wasm" | sed -n '2,5p') |
  awk '{ printf "%-15s %22.2f %22.2f\n", $1, $5 / $2, $6 / $3 }'
n=$(echo "$native" | grep checksum | awk '{print $2}')
w=$(echo "$wasm" | grep checksum | awk '{print $2}')
[ "$n" = "$w" ] && echo "checksums equal: $n" || { echo "checksums differ: native $n, wasm $w"; exit 1; }
