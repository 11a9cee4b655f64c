// Five players where the table between the info panel and the human's plate
// is short (a 320×400 frame: about 150 px). The pentagon of the taller
// phones piled the seats up there: side seats' card backs lay on the top
// seats' plates and backs, and the trick rose under the info panel. Here
// the top seats sit below the info panel near the corners with their backs
// beside them, towards the middle; the side seats sit below them at the
// edges with their backs under their plates; the trick, with smaller cards,
// takes the middle between them.
#include <algorithm>
#include <cmath>

#include "layout.h"

namespace stichfest {

namespace {
// Under 520 px of height five seats do not fit round the pentagon.
constexpr float kShortHeight = 520.0f;
// From the middle of one top trick card to the other's: a name tag's width
// and a little room.
constexpr float kTopTagsApart = 54.0f;
}  // namespace

bool short_five(const Layout& l, int players) { return l.portrait && players == 5 && l.size.y < kShortHeight; }

void place_short_five(Layout& l) {
  const float s = l.scale, w = l.size.x;
  // The top row: already below the info panel and the top bar.
  const float top = std::max(l.seat[2].y, l.seat[3].y);
  l.seat[2] = ImVec2(w * 0.2f, top), l.seat[3] = ImVec2(w * 0.8f, top);
  l.backs[2] = BacksAt::Right, l.backs[3] = BacksAt::Left;
  // The side seats: below the top row's plates and their own turn marker.
  const float side = top + 2 * kPlateHalfH * s + 24.0f * s;
  l.seat[1] = ImVec2(w * 0.15f, side), l.seat[4] = ImVec2(w * 0.85f, side);
  l.backs[1] = l.backs[4] = BacksAt::Below;

  // The trick: from below the top row (plates and the backs beside them) to
  // above the human's plate (one status line) with the human's card's name
  // tag, which hangs below the card (it lay on the plate), cards sized so that a
  // pentagon of them fits that height, stretched sideways so that the name
  // tags of neighbouring cards do not meet.
  const float lo = top + std::max(kPlateHalfH * s, l.small_h * 0.5f) + 4 * s;
  float hi = l.seat[0].y - 18.0f * s - 16 * s;
  // and above the decision panel where it lies beside that plate
  if (l.short_portrait) hi = std::min(hi, short_prompt_top(l) - 12.0f * s);
  const float r_per_h = 0.5f;  // the pentagon's radius per card height
  const float th = std::min(l.trick_h, (hi - lo) / (1.0f + (1.0f + std::sin(0.3f * 3.14159265f)) * r_per_h));
  l.trick_w *= th / l.trick_h, l.trick_h = th;
  const float r = th * r_per_h;
  const float up = r * std::sin(0.3f * 3.14159265f);  // the top cards' rise above the middle (sin 54°)
  l.center = ImVec2(w * 0.5f, (lo + up + hi - r) * 0.5f);
  // The two top cards, side by side, at least a name tag apart ("Bernd"
  // and "Clara" met at 1.4 radii).
  const float stretch = std::max(1.4f, kTopTagsApart * s / (2 * std::cos(0.3f * 3.14159265f) * r));
  for (int p = 0; p < 5; ++p) {
    float angle = (90.0f + 72.0f * float(p)) * 3.14159265f / 180.0f;
    l.trick_slot[p] = ImVec2(l.center.x + std::cos(angle) * r * stretch, l.center.y + std::sin(angle) * r);
  }
}

}  // namespace stichfest
