#!/usr/bin/env bash
# Regenerates Stichfest's committed art assets from Debian packages:
#
#   assets/cards/german.png, french.png   card atlases (8 x 5 cells)
#   assets/cards/back.svg                 the project's own card back (its source is below)
#   assets/cards/atlas.txt                atlas geometry
#   assets/cards/COPYING-carddecks.txt    copyright file of kdegames-card-data-kf5
#   assets/fonts/DejaVuSans-Stichfest.ttf, DejaVuSans-Bold-Stichfest.ttf  (subsets)
#   assets/fonts/LICENSE-DejaVu.txt       copyright file of fonts-dejavu-core
#   assets/README.md                      provenance and licences, with package versions
#
# Run by hand (as root or with sudo) when the art should change; the outputs
# are committed. The build never runs this script.
#
# Atlas layout: row = suit in the engine's order (0 Clubs/Eichel, 1 Spades/Gruen,
# 2 Hearts/Herz, 3 Diamonds/Schellen), column = rank (0 Ace/Daus, 1 King,
# 2 Queen/Ober, 3 Jack/Unter, 4 Ten, 5 Nine, 6 Eight, 7 Seven); row 4 column 0
# is the card back, the rest of row 4 is transparent.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT_CARDS="$ROOT/assets/cards"
OUT_FONTS="$ROOT/assets/fonts"
# Debian's python3 (python3-pil, python3-fonttools), not whatever python3 is first on PATH.
PY=/usr/bin/python3

# Cell size: the XSkat cards are 144 x 224 SVG units (9:14). 216 x 336 is 1.5x
# the German vector deck and exactly 3x the French deck's 72 x 112 bitmaps.
CELL_W=216
CELL_H=336

log() { echo "[make-assets] $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- tools, all from Debian's archive ----------------------------------------
PACKAGES=(librsvg2-bin python3-pil python3-fonttools pngquant zopfli xbrzscale fonts-dejavu-core dpkg-dev)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  log "installing: ${missing[*]}"
  as_root apt-get update -q >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
fi
pkgver() { dpkg-query -W -f='${Version}' "$1"; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT_CARDS" "$OUT_FONTS"

# --- card decks: kdegames-card-data-kf5 ---------------------------------------
log "downloading kdegames-card-data-kf5"
(cd "$WORK" && apt-get download kdegames-card-data-kf5 >&2)
DECK_DEB=$(ls "$WORK"/kdegames-card-data-kf5_*.deb)
CARDS_VER=$(dpkg-deb -f "$DECK_DEB" Version)
dpkg -x "$DECK_DEB" "$WORK/deck"
DECKS="$WORK/deck/usr/share/carddecks"
cp "$WORK/deck/usr/share/doc/kdegames-card-data-kf5/copyright" "$OUT_CARDS/COPYING-carddecks.txt"
zcat "$DECKS/svg-xskat-german/german.svgz" > "$WORK/german.svg"
zcat "$DECKS/svg-xskat-french/french.svgz" > "$WORK/french.svg"

# The German faces draw their grey outline as a 144 x 224 rect at (0.4, 0.4)
# with a 0.8 stroke, so its right and bottom edges fall outside the card's
# 144 x 224 cell and are lost when the sheet is cut. Shrink that one rect so
# the whole outline lies inside the cell (outer edge and corner radius unchanged).
"$PY" - "$WORK/german.svg" <<'PYEOF'
import re, sys
path = sys.argv[1]
svg = open(path, encoding="utf-8").read()
old = re.compile(r'<rect\s+width="144"\s+height="224"\s+rx="9"\s+x="0\.40000001"\s+y="0\.40000001"\s+id="rect3023"')
new = '<rect width="143.2" height="223.2" rx="8.6" x="0.4" y="0.4" id="rect3023"'
svg, n = old.subn(new, svg)
if n != 1:
    sys.exit("german.svg: expected exactly one card-outline rect3023, found %d" % n)
open(path, "w", encoding="utf-8").write(svg)
PYEOF

# Sheets: 13 columns (A K Q J 10 9 ... 2) x 4 suit rows, then the KDE back.
# German is vector: render at 1.5x (1872 -> 2808 px wide, 216 x 336 per card).
# French is 72 x 112 bitmaps embedded in the SVG: render 1:1, upscale with xBRZ.
log "rendering sheets"
rsvg-convert -w $((13 * CELL_W)) "$WORK/german.svg" -o "$WORK/german-sheet.png"
rsvg-convert -w $((13 * 72)) "$WORK/french.svg" -o "$WORK/french-sheet.png"

# --- card back: the project's own design --------------------------------------
cat > "$OUT_CARDS/back.svg" <<'SVGEOF'
<?xml version="1.0" encoding="UTF-8"?>
<!-- Stichfest card back. The project's own design, GPL-2.0-or-later like the
     rest of Stichfest. Same size and corner radius as the XSkat card faces
     (144 x 224 units, rx 9). Written and rendered by scripts/make-assets.sh:
     edit it there. -->
<svg xmlns="http://www.w3.org/2000/svg" width="144" height="224" viewBox="0 0 144 224">
  <defs>
    <pattern id="lattice" patternUnits="userSpaceOnUse" x="0" y="0" width="12" height="14">
      <path d="M0 7 L6 0 L12 7 L6 14 Z" fill="none" stroke="#4a78c8" stroke-width="1.1"/>
      <path d="M6 3.2 L8.6 7 L6 10.8 L3.4 7 Z" fill="#24498f"/>
      <circle cx="0" cy="0" r="1.3" fill="#9dbcf0"/>
      <circle cx="12" cy="0" r="1.3" fill="#9dbcf0"/>
      <circle cx="0" cy="14" r="1.3" fill="#9dbcf0"/>
      <circle cx="12" cy="14" r="1.3" fill="#9dbcf0"/>
    </pattern>
    <clipPath id="field">
      <rect x="7" y="7" width="130" height="210" rx="5"/>
    </clipPath>
  </defs>
  <!-- white card with the faces' thin grey edge -->
  <rect x="0.4" y="0.4" width="143.2" height="223.2" rx="8.6" fill="#ffffff" stroke="#c8c8c8" stroke-width="0.8"/>
  <!-- deep blue field with a diamond lattice -->
  <g clip-path="url(#field)">
    <rect x="7" y="7" width="130" height="210" fill="#16306a"/>
    <rect x="7" y="7" width="130" height="210" fill="url(#lattice)"/>
  </g>
  <!-- thin white frame inside the field -->
  <rect x="11" y="11" width="122" height="202" rx="3" fill="none" stroke="#ffffff" stroke-width="1.2"/>
  <!-- centre medallion -->
  <g transform="translate(72 112)">
    <path d="M0 -30 L21 0 L0 30 L-21 0 Z" fill="#16306a" stroke="#ffffff" stroke-width="1.6"/>
    <path d="M0 -22 L15 0 L0 22 L-15 0 Z" fill="none" stroke="#9dbcf0" stroke-width="0.9"/>
    <circle r="5" fill="#ffffff"/>
    <circle r="2.2" fill="#16306a"/>
  </g>
</svg>
SVGEOF
rsvg-convert -w $CELL_W -h $CELL_H "$OUT_CARDS/back.svg" -o "$WORK/back.png"

# --- French cells: cut 72 x 112, upscale 3x with xBRZ (pixel-art scaler) ------
# Each cell gets a 2 px transparent margin so the scaler never sees the
# neighbouring card; the margin is cut off again afterwards.
"$PY" - "$WORK" <<'PYEOF'
import sys
from PIL import Image
work = sys.argv[1]
sheet = Image.open(f"{work}/french-sheet.png").convert("RGBA")
assert sheet.size == (936, 560), sheet.size
for r in range(4):
    for c in range(8):
        cell = sheet.crop((c * 72, r * 112, c * 72 + 72, r * 112 + 112))
        pad = Image.new("RGBA", (76, 116), (0, 0, 0, 0))
        pad.paste(cell, (2, 2))
        pad.save(f"{work}/fr-{r}-{c}.png")
PYEOF
for r in 0 1 2 3; do
  for c in 0 1 2 3 4 5 6 7; do
    xbrzscale 3 "$WORK/fr-$r-$c.png" "$WORK/fr3-$r-$c.png" >/dev/null 2>&1 \
      || { log "xbrzscale failed on French cell $r,$c"; exit 1; }
  done
done

# --- atlases -------------------------------------------------------------------
log "assembling atlases"
"$PY" - "$WORK" "$OUT_CARDS" $CELL_W $CELL_H <<'PYEOF'
import sys
from PIL import Image
work, out, W, H = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
COLS, ROWS = 8, 5
# Engine suit order: Clubs/Eichel, Spades/Gruen, Hearts/Herz, Diamonds/Schellen.
# Sheet rows - German: hearts, bells, leaves, acorns; French: clubs, spades, hearts, diamonds.
GERMAN_ROW = {0: 3, 1: 2, 2: 0, 3: 1}
FRENCH_ROW = {0: 0, 1: 1, 2: 2, 3: 3}
# Engine rank order A K Q J 10 9 8 7 is the sheets' column order 0..7.
back = Image.open(f"{work}/back.png").convert("RGBA")
assert back.size == (W, H), back.size

def atlas(cell_of):
    im = Image.new("RGBA", (COLS * W, ROWS * H), (0, 0, 0, 0))
    for r in range(4):
        for c in range(8):
            cell = cell_of(r, c)
            assert cell.size == (W, H), cell.size
            im.paste(cell, (c * W, r * H))
    im.paste(back, (0, 4 * H))
    return im

de_sheet = Image.open(f"{work}/german-sheet.png").convert("RGBA")
assert de_sheet.size == (13 * W, 5 * H), de_sheet.size
def german(r, c):
    sr = GERMAN_ROW[r]
    return de_sheet.crop((c * W, sr * H, c * W + W, sr * H + H))

def french(r, c):
    big = Image.open(f"{work}/fr3-{FRENCH_ROW[r]}-{c}.png").convert("RGBA")
    return big.crop((6, 6, 6 + W, 6 + H))

for name, fn in (("german", german), ("french", french)):
    im = atlas(fn)
    # Fully transparent pixels carry no colour: zero them so they compress well.
    opaque = im.getchannel("A").point(lambda a: 255 if a else 0)
    im = Image.composite(im, Image.new("RGBA", im.size, (0, 0, 0, 0)), opaque)
    im.save(f"{work}/{name}-full.png", optimize=True)
PYEOF

# Shrinking the atlases. French: its art is the 72 x 112 XSkat bitmaps with few
# colours, so a 256-colour palette with alpha (pngquant, dithered) looks the
# same as the original; pngquant exits non-zero (99) if it cannot reach the
# quality floor, and the lossless file is kept then. German: gradients and a
# striped sheen make a palette visibly grainy (dithered) or banded (not
# dithered), so it stays lossless RGBA. Both are then recompressed losslessly
# with zopflipng.
QUANTIZE=(french)
for deck in german french; do
  src="$WORK/$deck-full.png"
  if [[ " ${QUANTIZE[*]} " == *" $deck "* ]]; then
    if pngquant --quality=85-100 --speed 1 --strip --force --output "$WORK/$deck-q.png" "$src"; then
      log "$deck.png: quantized with pngquant"
      src="$WORK/$deck-q.png"
    else
      log "$deck.png: pngquant could not keep quality, keeping the lossless RGBA image"
    fi
  fi
  log "$deck.png: zopflipng (takes about a minute)"
  zopflipng -y "$src" "$OUT_CARDS/$deck.png" >/dev/null
done

cat > "$OUT_CARDS/atlas.txt" <<EOF
columns 8
rows 5
cell_width $CELL_W
cell_height $CELL_H
back_row 4
back_column 0
EOF

# --- fonts: DejaVu subsets -----------------------------------------------------
log "subsetting fonts"
DEJAVU=/usr/share/fonts/truetype/dejavu
FONTS_VER=$(pkgver fonts-dejavu-core)
# Glyphs not in DejaVu (U+2072, U+2073, U+246A-U+2473) are simply skipped.
UNICODES="U+0020-007E,U+00A0-00FF,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+201E,U+2022,U+2026,\
U+2190-2193,U+00D7,U+2212,U+2264,U+2265,U+230A,U+230B,U+2660-2667,U+2713,U+2717,\
U+25B2,U+25BC,U+25B6,U+25C0,U+00B2,U+00B3,U+2070-2079,U+2460-2473"
for face in DejaVuSans DejaVuSans-Bold; do
  "$PY" -m fontTools.subset "$DEJAVU/$face.ttf" \
    --unicodes="$UNICODES" \
    --layout-features='*' \
    --name-IDs='*' \
    --no-hinting \
    --drop-tables+=MATH \
    --notdef-outline \
    --output-file="$OUT_FONTS/$face-Stichfest.ttf"
done
cp /usr/share/doc/fonts-dejavu-core/copyright "$OUT_FONTS/LICENSE-DejaVu.txt"

# --- README --------------------------------------------------------------------
RSVG_VER=$(pkgver librsvg2-bin)
PIL_VER=$(pkgver python3-pil)
FT_VER=$(pkgver python3-fonttools)
PQ_VER=$(pkgver pngquant)
XBRZ_VER=$(pkgver xbrzscale)
ZOPFLI_VER=$(pkgver zopfli)
sz() { stat -c %s "$1"; }
COPYING="$OUT_CARDS/COPYING-carddecks.txt"
# The stanza naming the XSkat decks, up to its License line ...
XSKAT_STANZA=$(awk '/^Files: carddecks\/svg-standard\/\*/ {p = 1} p {print} p && /^License:/ {exit}' "$COPYING")
grep -q 'svg-xskat-german' <<<"$XSKAT_STANZA" || { log "XSkat stanza not found in the copyright file"; exit 1; }
# ... and the stand-alone GPL-2+ licence paragraph.
GPL_PARA=$(awk 'BEGIN {RS = ""} /^License: GPL-2\+\n/ {print; exit}' "$COPYING")
[ -n "$GPL_PARA" ] || { log "GPL-2+ paragraph not found in the copyright file"; exit 1; }

cat > "$ROOT/assets/README.md" <<EOF
# Stichfest assets

Every file in this directory, this README included, is written by
\`scripts/make-assets.sh\`, run by hand (it installs what it needs with apt-get
and downloads the card package with \`apt-get download\`). The outputs are
committed; the build never regenerates them. To change the card back, edit
the SVG inside the script and run it again.

## cards/

| file | what it is |
|---|---|
| \`german.png\` | German-suited deck (XSkat German): texture atlas, $(sz "$OUT_CARDS/german.png") bytes |
| \`french.png\` | French-suited deck (XSkat French): texture atlas, $(sz "$OUT_CARDS/french.png") bytes |
| \`atlas.txt\` | atlas geometry: columns, rows, cell size in pixels, position of the back |
| \`back.svg\` | the card back, the project's own design (source of the back cell) |
| \`COPYING-carddecks.txt\` | the Debian copyright file of \`kdegames-card-data-kf5\` |

Each atlas is a grid of 8 columns x 5 rows of ${CELL_W} x ${CELL_H} px cells with no
gaps (image $((8 * CELL_W)) x $((5 * CELL_H)) px; \`german.png\` is stored as 8-bit RGBA,
\`french.png\` as a palette PNG with alpha, both load as RGBA, e.g. with
\`stbi_load(..., 4)\`). Rounded card corners are transparent.
Row = suit in the engine's order: 0 Clubs / Eichel (acorns), 1 Spades / Grün
(leaves), 2 Hearts / Herz, 3 Diamonds / Schellen (bells).
Column = rank: 0 Ace / Daus, 1 King, 2 Queen / Ober, 3 Jack / Unter, 4 Ten,
5 Nine, 6 Eight, 7 Seven. Row 4 column 0 is the back; the other cells of row 4
are transparent.

How they are made:

* Faces: from \`usr/share/carddecks/svg-xskat-german/german.svgz\` and
  \`svg-xskat-french/french.svgz\` in Debian's \`kdegames-card-data-kf5\`
  version **${CARDS_VER}** (source package libkdegames, KDE). Each is one sheet,
  13 columns (A K Q J 10 9 8 7 6 5 4 3 2) by 4 suit rows (German sheet: hearts,
  bells, leaves, acorns; French sheet: clubs, spades, hearts, diamonds), which
  the script renders with \`rsvg-convert\` and cuts on the grid, keeping ranks
  A to 7 and reordering the suit rows.
  * German: vector art, rendered at 1.5x (144 x 224 units per card ->
    ${CELL_W} x ${CELL_H} px). The script moves the card outline rect (\`rect3023\`)
    inward by half its stroke width, because as shipped the outline's right and bottom
    edges lie outside the card's cell and would be cut off.
  * French: the SVG only wraps 72 x 112 px bitmaps (the original XSkat
    cards). They are rendered 1:1 and upscaled 3x with the xBRZ pixel-art
    scaler (\`xbrzscale\`), which keeps edges and pips sharp.
  * \`french.png\` is quantized to a 256-colour palette with alpha by
    \`pngquant --quality=85-100\` (dithered), which looks the same as the
    lossless image for this bitmap art. \`german.png\` stays lossless RGBA: its
    gradients and striped sheen turn grainy or banded in a 256-colour palette.
    Both are then recompressed losslessly with \`zopflipng\`.
* Back: \`back.svg\`, rendered with \`rsvg-convert\` at ${CELL_W} x ${CELL_H} px.
  The KDE back is not used (it carries the KDE logo).

Tools (Debian bookworm): librsvg2-bin ${RSVG_VER}, python3-pil ${PIL_VER},
xbrzscale ${XBRZ_VER}, pngquant ${PQ_VER}, zopfli ${ZOPFLI_VER} (zopflipng).

Licence of the card faces: **GPL-2+**. From the package's copyright file
(\`COPYING-carddecks.txt\`), section \`carddecks/svg-xskat-french/*\`,
\`carddecks/svg-xskat-german/*\`:

\`\`\`
${XSKAT_STANZA}

${GPL_PARA}
\`\`\`

The XSkat decks go back to Gunter Gerhardt's XSkat (http://www.xskat.de); the
copyright file lists the holders of KDE's svg-standard and XSkat decks in
one stanza, quoted above. The atlases are derived works (cut, reordered, rescaled; the French one also
colour-quantized) under the same licence, GPL-2+.

Licence of the card back (\`back.svg\` and the back cell of both atlases): the
project's own work, **GPL-2.0-or-later**, like Stichfest itself.

## fonts/

| file | what it is |
|---|---|
| \`DejaVuSans-Stichfest.ttf\` | subset of DejaVuSans.ttf, $(sz "$OUT_FONTS/DejaVuSans-Stichfest.ttf") bytes |
| \`DejaVuSans-Bold-Stichfest.ttf\` | subset of DejaVuSans-Bold.ttf, $(sz "$OUT_FONTS/DejaVuSans-Bold-Stichfest.ttf") bytes |
| \`LICENSE-DejaVu.txt\` | the Debian copyright file of \`fonts-dejavu-core\` (Bitstream Vera licence) |

Source: \`/usr/share/fonts/truetype/dejavu/\` from Debian's \`fonts-dejavu-core\`
version **${FONTS_VER}** (DejaVu fonts 2.37). Subset with \`pyftsubset\`
(\`python3 -m fontTools.subset\`, python3-fonttools ${FT_VER}), keeping all
OpenType layout features (GPOS kerning included) and name records, dropping
TrueType hinting (Dear ImGui's stb_truetype rasterizer does not use it) and the
MATH table. Characters kept:

* Basic Latin U+0020-007E and Latin-1 Supplement U+00A0-00FF (with U+00B2 ² U+00B3 ³ U+00D7 ×)
* U+2013 – U+2014 — U+2018 ‘ U+2019 ’ U+201C “ U+201D ” U+201E „ U+2022 • U+2026 …
* arrows U+2190-U+2193 ← ↑ → ↓; U+2212 − U+2264 ≤ U+2265 ≥ U+230A ⌊ U+230B ⌋
* suits U+2660-U+2667 ♠ ♡ ♢ ♣ ♤ ♥ ♦ ♧; U+2713 ✓ U+2717 ✗
* triangles U+25B2 ▲ U+25B6 ▶ U+25BC ▼ U+25C0 ◀
* superscripts U+2070 ⁰ U+2071 ⁱ U+2074-U+2079 ⁴ to ⁹ (U+2072 and U+2073 are not
  assigned in Unicode)
* circled digits U+2460-U+2469 ① to ⑩ (DejaVu has no ⑪ to ⑳, U+246A-U+2473)

Licence: the Bitstream Vera licence with the DejaVu changes in the public
domain; full text in \`fonts/LICENSE-DejaVu.txt\`. The subsets keep the name
"DejaVu Sans" (the licence only forbids names containing "Bitstream" or
"Vera" for modified fonts) and their copyright and licence name records.
EOF

log "done"
ls -l "$OUT_CARDS" "$OUT_FONTS" >&2
