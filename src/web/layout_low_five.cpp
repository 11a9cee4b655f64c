// Five players in a low landscape window (a small phone held sideways,
// 568×320). Round the table's middle the five cards piled up on the
// human's plate there, and two top seats found no room right of the info
// panel. Here the four others sit in two columns at the edges, two a side,
// and the trick lies in one row between them, in the order of play round
// the table: Anna, Bernd, you, Clara, Dieter. Every decision's panel is
// its buttons alone at the right, below Clara's plate; the up-card and
// talon lie in the bottom right corner, right of the hand.
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
  // Anna's backs beside her plate where they clear the hand as drawn with
  // her plate at its widest, else below it (568×320 and 480×320).
  const float hand_left = (w - hand_span(l.card_w, max_hand, w)) * 0.5f;
  const float backs_w = backs_width(l.small_w, max_hand);
  l.backs[1] = 4.0f + (kWidePlate + 8.0f) * s + backs_w + 8.0f < hand_left ? BacksAt::Right : BacksAt::Below;
  // The right column: Clara below the top bar, her backs beside her plate,
  // over the trick; Dieter on the human's plate row, his backs beside his.
  l.seat[3] = ImVec2(w - edge_x, below_bar);
  l.backs[3] = BacksAt::Left;
  // (a little lower, so that the buttons and a hint's line under them fit
  // between Clara's plate of two lines and his)
  l.seat[4] = ImVec2(w - edge_x, l.seat[0].y + 5.0f * s);
  l.backs[4] = BacksAt::Left;
  // Every decision's buttons at the right, below Clara's plate: in the
  // play Undo and Hint above Dieter's plate, his turn marker not shown
  // while the human decides; before it, a row of three (Keep my cards,
  // ...) above the human's plate and right of Bernd's at its widest. The
  // exchange's question and count were a panel 0.9 of the width that
  // covered the info panel's strokes and Clara's backs; the talon says
  // how many exchanges are left. The up-card and talon in the bottom
  // right corner.
  const float buttons_w = undo_hint_width(l);
  const float left = 4.0f + (kWidePlate + 4.0f) * s;
  l.plate_row_prompt = true;
  l.prompt_at = ImVec2(w - 8.0f, l.seat[4].y - kPlateHalfH * s - 1.0f);
  l.prompt_width = buttons_w;
  l.early_prompt_at = ImVec2(l.prompt_at.x, l.seat[0].y - kPlateHalfH * s - 1.0f);
  l.early_prompt_width = l.prompt_at.x - left - 2 * kShortPromptPad;
  l.five_in_columns = true;
  l.side_cards_corner = ImVec2(w - 8.0f * s, h - 8.0f * s);

  // The trick's row: below Clara's plate, above the human's plate with
  // the name tags hanging below the cards; between Bernd's plate at its
  // widest and the buttons.
  const float bottom = l.seat[0].y - kPlateHalfH * s - 3.0f - kTagBelow * s;
  const float right = l.prompt_at.x - buttons_w - 2 * kShortPromptPad - 8.0f * s;
  const float trick_w = l.trick_w, trick_h = l.trick_h;
  float card_w = trick_w, pitch = 0, cx = 0;
  // Sizes the row for cards whose tops lie no higher than `top`, and
  // centres it above the human's plate where it fits, else between its
  // bounds.
  auto fit_row = [&](float top) {
    card_w = trick_w * std::clamp((bottom - top) / trick_h, 0.75f, 1.0f);
    pitch = std::max(card_w + 6.0f * s, kTagPitch * s);
    if (4 * pitch + card_w > right - left) {
      pitch = std::max(kTagPitch * s, (right - left - card_w) / 4);
      card_w = std::clamp(right - left - 4 * pitch, trick_w * 0.75f, card_w);
    }
    const float half = 2 * pitch + card_w * 0.5f;
    cx = w * 0.5f;
    if (cx - half < left || cx + half > right) cx = (left + right) * 0.5f;
    return half;
  };
  float top = l.seat[3].y + plate_h * 0.5f + 4.0f;
  const float half = fit_row(top);
  // The info panel's long lines (German at 480×320: five of them) reach
  // down to the row's left end: the row moves right of the panel where
  // the room allows, else its cards get smaller and go below it.
  const float clear_x = info_end.x + 4.0f, clear_y = info_end.y + 4.0f;
  if (cx - half < clear_x && bottom - trick_h * card_w / trick_w < clear_y) {
    if (clear_x + 2 * half <= right)
      cx = clear_x + half;
    else
      fit_row(top = clear_y);
  }
  l.trick_h = trick_h * card_w / trick_w, l.trick_w = card_w;
  l.center = ImVec2(cx, std::max(top + l.trick_h * 0.5f, bottom - l.trick_h * 0.5f));
  const int order[5] = {1, 2, 0, 3, 4};  // left to right
  for (int k = 0; k < 5; ++k) l.trick_slot[order[k]] = ImVec2(cx + float(k - 2) * pitch, l.center.y);
}

}  // namespace stichfest
