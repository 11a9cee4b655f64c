// Five players in a low landscape window (a small phone held sideways,
// 568×320). Round the table's middle the five cards piled up on the
// human's plate there, and two top seats found no room right of the info
// panel. Here the four others sit in two columns at the edges, two a side,
// and the trick lies in one row between them, in the order of play round
// the table: Anna, Bernd, you, Clara, Dieter. In the play the decision
// panel is its buttons alone, between Clara's plate and Dieter's; the
// up-card and talon lie in the bottom right corner, right of the hand.
#include <algorithm>

#include "layout.h"

namespace stichfest {

namespace {
// Under this height five cards do not fit round the trick's middle.
constexpr float kLowHeight = 350.0f;
// The widest a side seat's plate grows ("Dealer · plays · 0 tricks"), and
// the turn marker above a plate (logical pixels before scaling).
constexpr float kWidePlate = 168.0f, kMarker = 16.0f;
// From one trick card's middle to the next: the widest name tag ("Dieter")
// and a little room, so the tags below the cards do not meet.
constexpr float kTagPitch = 54.0f;
}  // namespace

bool low_five(const Layout& l, int players) { return !l.portrait && players == 5 && l.size.y < kLowHeight; }

void place_low_five(Layout& l, int max_hand, ImVec2 info_end, float below_bar) {
  const float s = l.scale, w = l.size.x, h = l.size.y;
  const float edge_x = 4.0f + kPlateHalfW * s, plate_h = 2 * kPlateHalfH * s;
  // The left column: Bernd below the info panel, Anna below his backs.
  l.seat[2] = ImVec2(edge_x, std::max(below_bar, info_end.y + 4.0f + kPlateHalfH * s));
  l.backs[2] = BacksAt::Below;
  const float bernd_backs_bottom = l.seat[2].y + kBacksBelow * s + l.small_h;
  l.seat[1] = ImVec2(edge_x, bernd_backs_bottom + 4.0f + kMarker * s + kPlateHalfH * s);
  // Anna's backs beside her plate where they clear the hand, else below it.
  const float hand_left = w * 0.5f - l.card_w * (1.0f + 0.42f * float(std::max(max_hand, 1) - 1)) * 0.5f;
  const float backs_w = backs_width(l.small_w, max_hand);
  l.backs[1] = 4.0f + (kWidePlate + 8.0f) * s + backs_w + 8.0f < hand_left ? BacksAt::Right : BacksAt::Below;
  // The right column: Clara below the top bar, her backs beside her plate,
  // over the trick; Dieter on the human's plate row, his backs beside his.
  l.seat[3] = ImVec2(w - edge_x, below_bar);
  l.backs[3] = BacksAt::Left;
  l.seat[4] = ImVec2(w - edge_x, l.seat[0].y);
  l.backs[4] = BacksAt::Left;
  // Undo and Hint side by side between Clara's plate and Dieter's, his
  // turn marker not shown while the human decides. The up-card and talon
  // in the bottom right corner.
  const float buttons_w = undo_hint_width(l);
  l.plate_row_prompt = true;
  l.prompt_at = ImVec2(w - 8.0f, l.seat[4].y - kPlateHalfH * s - 4.0f);
  l.prompt_width = buttons_w;
  l.five_in_columns = true;
  l.side_cards_corner = ImVec2(w - 8.0f * s, h - 8.0f * s);

  // The trick's row: below Clara's plate, above the human's plate with
  // the name tags hanging below the cards; between Bernd's plate at its
  // widest and the buttons.
  const float top = l.seat[3].y + plate_h * 0.5f + 4.0f;
  const float bottom = l.seat[0].y - kPlateHalfH * s - 3.0f - kTagBelow * s;
  const float left = 4.0f + (kWidePlate + 4.0f) * s;
  const float right = l.prompt_at.x - buttons_w - 2 * kShortPromptPad - 8.0f * s;
  const float fit_h = std::clamp((bottom - top) / l.trick_h, 0.75f, 1.0f);
  float card_w = l.trick_w * fit_h;
  float pitch = std::max(card_w + 6.0f * s, kTagPitch * s);
  if (4 * pitch + card_w > right - left) {
    pitch = std::max(kTagPitch * s, (right - left - card_w) / 4);
    card_w = std::clamp(right - left - 4 * pitch, l.trick_w * 0.75f, card_w);
  }
  l.trick_h *= card_w / l.trick_w, l.trick_w = card_w;
  // Centred above the human's plate where the row fits, else between its
  // bounds.
  const float half = 2 * pitch + card_w * 0.5f;
  float cx = w * 0.5f;
  if (cx - half < left || cx + half > right) cx = (left + right) * 0.5f;
  l.center = ImVec2(cx, std::max(top + l.trick_h * 0.5f, bottom - l.trick_h * 0.5f));
  const int order[5] = {1, 2, 0, 3, 4};  // left to right
  for (int k = 0; k < 5; ++k) l.trick_slot[order[k]] = ImVec2(cx + float(k - 2) * pitch, l.center.y);
}

}  // namespace stichfest
