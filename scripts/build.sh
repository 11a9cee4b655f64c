#!/usr/bin/env bash
# Builds Stichfest. Usage: scripts/build.sh native|wasm|all
#   native: core, CLI, tests and the desktop table into build/native
#   wasm:   the same core tests and CLI plus the web table into build/wasm
# Third-party sources come from scripts/deps.sh (cached outside the checkout).
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/deps.sh)"
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
