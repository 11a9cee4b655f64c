#!/usr/bin/env bash
# Builds Stichfest. Usage: scripts/build.sh native|wasm|all
#   native: core, CLI, tests and the desktop table into build/native
#   wasm:   the same core tests and CLI plus the web table into build/wasm
# Third-party sources come from scripts/deps.sh (cached outside the checkout).
set -euo pipefail
cd "$(dirname "$0")/.."
# deps.sh prints the cache paths. On a loaded machine it once printed
# nothing and the build went on to fail on an unset path; a second run
# worked. So: try twice, then stop with a message.
deps=""
for _ in 1 2; do
  deps=$(scripts/deps.sh) && [ -n "$deps" ] && break
  deps=""
done
[ -n "$deps" ] || { echo "build.sh: scripts/deps.sh printed no paths (see its [deps] lines above)" >&2; exit 1; }
eval "$deps"
export NODE_PATH=/usr/share/nodejs   # Debian's emscripten needs node-acorn from there
JOBS=$(nproc)
what=${1:-all}

if [ "$what" = native ] || [ "$what" = all ]; then
  cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR="$IMGUI_DIR" >/dev/null
  cmake --build build/native -j"$JOBS"
fi
if [ "$what" = wasm ] || [ "$what" = all ]; then
  # Never let the WASM configure see the host's SDL2 or package configs.
  emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release -DIMGUI_DIR="$IMGUI_DIR" \
    -DSDL2_DIR="$SDL2_WASM_DIR/lib/cmake/SDL2" -DCMAKE_FIND_ROOT_PATH="$SDL2_WASM_DIR" >/dev/null
  cmake --build build/wasm -j"$JOBS"
fi
