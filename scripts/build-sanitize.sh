#!/usr/bin/env bash
# Builds build/sanitize: Debug (asserts on), ASan + UBSan, the core, the
# CLI, the tests and the libFuzzer targets, with Debian's clang. No table
# (it needs neither SDL nor ImGui).
set -euo pipefail
cd "$(dirname "$0")/.."
CLANG_VER=${CLANG_VER:-14}
if [ ! -f build/sanitize/build.ninja ]; then
  CC=clang-$CLANG_VER CXX=clang++-$CLANG_VER cmake -S . -B build/sanitize -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DSTICHFEST_APP=OFF -DSTICHFEST_FUZZ=ON >/dev/null
fi
cmake --build build/sanitize -j"$(nproc)"
