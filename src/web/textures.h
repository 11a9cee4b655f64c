// The card atlases (assets/cards/*.png, laid out as assets/cards/atlas.txt
// describes: 8 columns of ranks A K Q J T 9 8 7, one row per suit C S H D,
// the back at row 4, column 0), loaded into GL textures.
//
// Natively the PNG is decoded with stb_image at once. In the browser the
// page's own image decoder does it (faster than decoding in WASM, and off
// the start-up path): the texture becomes ready a few frames later, and the
// table draws plain cards until then.
#pragma once

#include <string>

#include "core/cards.h"

namespace stichfest {

struct CardAtlas {
  unsigned texture = 0;
  bool ready = false;  // pixels uploaded
  int width = 0, height = 0;
  int cell_w = 0, cell_h = 0;
  int columns = 8, rows = 5;
  int back_row = 4, back_column = 0;
  bool loaded() const { return texture != 0 && ready; }
  // Known from atlas.txt before the pixels arrive (else the art's 216×336).
  float aspect() const { return cell_h > 0 ? float(cell_w) / float(cell_h) : 0.643f; }
  // UV rectangle of a card (kNoCard = the back).
  void uv(Card c, float& u0, float& v0, float& u1, float& v1) const;
};

// Starts loading one deck; false with a message if its files are missing.
bool load_atlas(const std::string& assets_dir, const std::string& deck, CardAtlas& out, std::string& error);
void free_atlas(CardAtlas& atlas);

}  // namespace stichfest
