#!/usr/bin/env bash
# Sets everything up, builds the web table and serves it on 127.0.0.1.
# Usage: scripts/play.sh [PORT]      (then open the printed URL)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh wasm
exec node scripts/serve.js build/wasm/src/web "${1:-8080}"
