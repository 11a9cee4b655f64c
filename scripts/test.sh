#!/usr/bin/env bash
# Sets everything up and runs every test:
#   1. the core tests natively (Catch2),
#   2. the same tests built with Emscripten, under node (native == WASM),
#   3. the native and WASM command-line tools on the same seeds (and the
#      quick bench on every hardware thread), and on bad input and pipes;
#      the page's bot worker module against the native bots,
#   4. the page in headless Chromium (clicks, share links, screenshots),
#   5. the desktop table under Xvfb,
#   6. a Debug build with ASan + UBSan (clang): the core tests and a selfplay
#      of every game and preset, and each fuzz target for a short while.
# Screenshots land in build/screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo; echo "== $*"; }

step "build (native and WASM)"
scripts/build.sh all

step "core tests, native"
build/native/tests/stichfest_tests

step "core tests, WASM under node"
node --no-experimental-fetch build/wasm/tests/stichfest_tests.js

step "native and WASM tools agree"
for rules in schieberamsch 'schieberamsch(preset=pfaelzer)' kalter-schlag 'ramsen(players=5)' schafkopf-us; do
  a=$(build/native/src/cli/stichfest selfplay --rules "$rules" --hands 300 --seed 7 | tail -n 1)
  b=$(node --no-experimental-fetch build/wasm/src/cli/stichfest.js selfplay --rules "$rules" --hands 300 --seed 7 | tail -n 1)
  echo "$rules: native $a, wasm $b"
  [ "$a" = "$b" ] || { echo "native and WASM differ for $rules"; exit 1; }
done
# The quick bench: every thread's playouts (a worker pool under node) must
# give the single-thread checksum, and the two builds the same checksum.
a=$(build/native/src/cli/stichfest bench --quick | grep checksum)
b=$(timeout 120 node --no-experimental-fetch build/wasm/src/cli/stichfest.js bench --quick | grep checksum)
echo "bench --quick: native $a; wasm $b"
[ "$a" = "$b" ] || { echo "native and WASM bench checksums differ"; exit 1; }
# Bad arguments and files, and whole outputs through slow pipes, in both builds.
tests/cli_checks.sh build/native/src/cli/stichfest build/wasm/src/cli/stichfest.js
# The searching bots: the same moves natively, in the WASM tool and in the
# page's bot worker module.
for rules in schieberamsch kalter-schlag 'ramsen(players=5)' schafkopf-us; do
  a=$(build/native/src/cli/stichfest selfplay --rules "$rules" --hands 3 --seed 7 --bots standard | tail -n 1)
  b=$(node --no-experimental-fetch build/wasm/src/cli/stichfest.js selfplay --rules "$rules" --hands 3 --seed 7 \
        --bots standard | tail -n 1)
  echo "$rules, standard bots: native $a, wasm $b"
  [ "$a" = "$b" ] || { echo "native and WASM standard bots differ for $rules"; exit 1; }
done
scripts/check-worker.sh build/native/src/cli/stichfest build/wasm/src/web/stichfest-bots.js standard 1 7 20 33
scripts/check-worker.sh build/native/src/cli/stichfest build/wasm/src/web/stichfest-bots.js strong 3 12

step "browser tests (headless Chromium)"
mkdir -p build/screenshots
(cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
# node's own test runner, one file per area, one file at a time (each starts
# its Chromium); --test-name-pattern=TEXT runs the tests whose name matches.
STICHFEST_WEB_DIR=build/wasm/src/web STICHFEST_SCREENSHOTS=build/screenshots \
  STICHFEST_CLI=build/native/src/cli/stichfest STICHFEST_DESKTOP=build/native/src/web/stichfest-table \
  node --test --test-concurrency=1 --test-reporter=spec tests/browser/

step "desktop table under Xvfb"
config=$(mktemp -d)
XDG_CONFIG_HOME="$config" xvfb-run -a -s "-screen 0 1280x800x24" \
  build/native/src/web/stichfest-table --test-mode --screenshot build/screenshots/desktop.png
rm -rf "$config"

step "sanitizers: core tests and selfplay under ASan + UBSan, asserts on"
t=$(date +%s)
scripts/sanitize.sh 200
echo "sanitizer step: $(( $(date +%s) - t )) s"

step "fuzz targets, ${STICHFEST_FUZZ_SECONDS:=10} s each (scripts/fuzz.sh runs them longer)"
t=$(date +%s)
scripts/fuzz.sh "$STICHFEST_FUZZ_SECONDS"
echo "fuzz step: $(( $(date +%s) - t )) s"

step "download size of the page"
for f in index.html style.css shell.js share_dialog.js stichfest.js stichfest.wasm stichfest.data \
         bot-worker.js stichfest-bots.js stichfest-bots.wasm; do
  p=build/wasm/src/web/$f
  printf '%-16s %9d bytes raw %9d gzip\n' "$f" "$(stat -c %s "$p")" "$(gzip -9 -c "$p" | wc -c)"
done

echo
echo "all tests passed in $(( $(date +%s) - start )) s"
