#!/usr/bin/env bash
# Installs and prepares everything Stichfest builds with, on Debian or Ubuntu.
# Idempotent: a second run only checks. Third-party builds are cached outside
# the checkout in $STICHFEST_CACHE (default ~/.cache/stichfest), keyed by
# version, so CI and later runs reuse them.
#
# Prints the cache-variable assignments other scripts source:
#   IMGUI_DIR, SDL2_SRC_DIR, SDL2_WASM_DIR, CARD_DECK_DIR
set -euo pipefail

CACHE=${STICHFEST_CACHE:-$HOME/.cache/stichfest}
mkdir -p "$CACHE"
log() { echo "[deps] $*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

PACKAGES=(build-essential cmake pkg-config ninja-build
  emscripten libsdl2-dev libgles-dev catch2 libstb-dev
  chromium xvfb xauth libgl1-mesa-dri
  librsvg2-bin fonts-dejavu-core dpkg-dev
  clang-14 libclang-rt-14-dev)  # the sanitizer and fuzz build (scripts/sanitize.sh, fuzz.sh)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
# Node may come from elsewhere (e.g. NodeSource, whose nodejs bundles npm).
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing: ${missing[*]}"
  as_root apt-get update -q >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
fi

# Debian ships no WASM builds of SDL2 or Dear ImGui, so we compile their
# source packages. That needs deb-src entries mirroring the main archive.
enable_deb_src() {
  local d=/etc/apt/sources.list.d
  if grep -rqs '^Types:.*deb-src' "$d" || grep -qs '^deb-src' /etc/apt/sources.list "$d"/*.list; then
    return
  fi
  log "enabling source packages"
  local main
  main=$(ls "$d"/debian.sources "$d"/ubuntu.sources 2>/dev/null | head -n1 || true)
  if [ -n "$main" ]; then
    # First stanza of the main archive, re-typed as deb-src.
    awk 'BEGIN{RS="";ORS="\n\n"} NR==1' "$main" | sed -e 's/^Types: .*/Types: deb-src/' \
      | as_root tee "$d/stichfest-deb-src.sources" >/dev/null
  else
    grep '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' \
      | as_root tee "$d/stichfest-deb-src.list" >/dev/null
  fi
  as_root apt-get update -q >&2
}

fetch_source() { # package, glob of the orig tarball, unpacked dir name
  local pkg=$1 glob=$2 dir=$3
  if [ -d "$CACHE/$dir" ]; then return; fi
  enable_deb_src
  local tmp; tmp=$(mktemp -d)
  (cd "$tmp" && apt-get source --download-only "$pkg" >&2 2>/dev/null || apt-get source --download-only "$pkg" >&2)
  tar -C "$CACHE" -xf "$tmp"/$glob
  rm -rf "$tmp"
  [ -d "$CACHE/$dir" ] || { log "expected $CACHE/$dir after unpacking $pkg"; exit 1; }
}

IMGUI_VER=1.86
SDL2_VER=2.26.5
fetch_source imgui "imgui_${IMGUI_VER}*.orig.tar.*" "imgui-${IMGUI_VER}"
fetch_source libsdl2 "libsdl2_${SDL2_VER}*.orig.tar.*" "SDL2-${SDL2_VER}"

# SDL2 compiled by Emscripten (about 4 minutes on 2 cores, once), with only
# what the table uses (video, events, timers): the page stays small.
EMCC_VER=$(emcc --version 2>/dev/null | head -n1 | sed -E 's/.* ([0-9]+\.[0-9]+\.[0-9]+).*/\1/')
SDL2_OPTIONS=(-DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DSDL_AUDIO=OFF -DSDL_RENDER=OFF -DSDL_HAPTIC=OFF
  -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_HIDAPI=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_JOYSTICK=OFF
  -DSDL_FILESYSTEM=OFF)
SDL2_KEY=$(echo "${SDL2_OPTIONS[*]}" | md5sum | cut -c1-8)
SDL2_WASM="$CACHE/sdl2-wasm-${SDL2_VER}-emcc${EMCC_VER}-${SDL2_KEY}"
if [ ! -f "$SDL2_WASM/lib/libSDL2.a" ]; then
  log "building SDL2 ${SDL2_VER} for WASM into $SDL2_WASM"
  export NODE_PATH=/usr/share/nodejs
  rm -rf "$CACHE/sdl2-wasm-build"
  emcmake cmake -S "$CACHE/SDL2-${SDL2_VER}" -B "$CACHE/sdl2-wasm-build" -DCMAKE_BUILD_TYPE=MinSizeRel \
    "${SDL2_OPTIONS[@]}" -DCMAKE_INSTALL_PREFIX="$SDL2_WASM" >&2
  cmake --build "$CACHE/sdl2-wasm-build" -j"$(nproc)" >&2
  cmake --install "$CACHE/sdl2-wasm-build" >&2
  rm -rf "$CACHE/sdl2-wasm-build"
fi

# Card art: the XSkat decks from KDE's card data (GPL-2+).
DECKS="$CACHE/carddecks-kf5"
if [ ! -d "$DECKS/svg-xskat-german" ]; then
  log "fetching card decks"
  tmp=$(mktemp -d)
  (cd "$tmp" && apt-get download kdegames-card-data-kf5 >&2 2>/dev/null || (cd "$tmp" && apt-get download kdegames-card-data-kf5 >&2))
  dpkg -x "$tmp"/kdegames-card-data-kf5*.deb "$tmp/x"
  mkdir -p "$DECKS"
  cp -r "$tmp/x/usr/share/carddecks/svg-xskat-german" "$tmp/x/usr/share/carddecks/svg-xskat-french" "$DECKS/"
  cp "$tmp/x/usr/share/doc/kdegames-card-data-kf5/copyright" "$DECKS/copyright" 2>/dev/null || true
  rm -rf "$tmp"
fi

echo "IMGUI_DIR=$CACHE/imgui-${IMGUI_VER}"
echo "SDL2_SRC_DIR=$CACHE/SDL2-${SDL2_VER}"
echo "SDL2_WASM_DIR=$SDL2_WASM"
echo "CARD_DECK_DIR=$DECKS"
