#!/usr/bin/env bash
# Builds and starts the desktop table. Extra arguments go to the program,
# e.g. a share link: scripts/desktop.sh '#g=ramsen&s=0x2a'
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh native
exec build/native/src/web/stichfest-table "$@"
