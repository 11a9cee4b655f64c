// Where things go on the table for a window size and player count. Seat 0
// (the human) sits at the bottom; the others follow clockwise: left, top,
// right. Sizes follow the window so a phone and a laptop both fit.
#pragma once

#include "imgui.h"

namespace stichfest {

// Where a seat's card backs lie against its name plate.
enum class BacksAt { Below, Above, Right, Left };
// How far from the middle of its plate a seat's card backs begin (logical
// pixels, before scaling): their top edge when below it, their bottom edge
// when above. The layout plans with them and the table draws with them.
constexpr float kBacksBelow = 26.0f, kBacksAbove = 32.0f;
// Half a name plate of two lines (name and status), as the layout plans it
// (a long status makes it wider as drawn); how far the human's trick card's
// name tag hangs below it (seat_tag, table_view.cpp).
constexpr float kPlateHalfH = 24.0f, kPlateHalfW = 60.0f, kTagBelow = 10.0f;
// The width of a row of `cards` card backs of width `small_w`, each drawn
// 0.32 of a card right of the one before (seat_view.cpp).
inline float backs_width(float small_w, int cards) {
  return small_w * (1.0f + 0.32f * float((cards > 1 ? cards : 1) - 1));
}

// How wide the human's hand of `cards` cards of width `card_w` is drawn in
// a window `window_w` wide: each card up to 0.78 of a card right of the one
// before, closer where the hand would not fit (human_hand, table_view.cpp).
inline float hand_span(float card_w, int cards, float window_w) {
  if (cards <= 1) return card_w;
  const float fitting = (window_w - 24.0f - card_w) / float(cards - 1), widest = card_w * 0.78f;
  return card_w + (fitting < widest ? fitting : widest) * float(cards - 1);
}

// Do two rectangles (min and max corners) overlap, or come closer than
// `margin` to each other?
inline bool boxes_meet(ImVec2 a_min, ImVec2 a_max, ImVec2 b_min, ImVec2 b_max, float margin = 0) {
  return a_min.x < b_max.x + margin && b_min.x - margin < a_max.x && a_min.y < b_max.y + margin &&
         b_min.y - margin < a_max.y;
}

struct Layout {
  ImVec2 size;  // window, in logical pixels
  bool portrait = false;
  float scale = 1;                    // text and plate scale
  float card_w = 80, card_h = 120;    // the human's cards
  float small_w = 40, small_h = 60;   // opponents' backs and the trick history
  float trick_w = 70, trick_h = 105;  // cards in the current trick
  ImVec2 seat[5];                     // centre of each seat's name plate
  BacksAt backs[5] = {};              // where each seat's card backs lie
  ImVec2 trick_slot[5];               // centre of each seat's card in the trick
  ImVec2 center;                      // middle of the trick area
  float hand_y = 0;                   // top edge of the human's hand
  float top_bar = 40;                 // height of the menu bar
  bool touch = false;                 // finger-sized controls (touch.h)
  // The decision panel's bottom left corner and the widest its lines may
  // be where, in the play, it goes right of the trick (a short landscape
  // window, where above the human's plate it covered the trick);
  // prompt_width 0: it goes above the plate, centred.
  ImVec2 prompt_at;
  float prompt_width = 0;
  // A short phone (layout_short.cpp): the panel is its buttons alone, for
  // every decision, and prompt_at is its bottom right corner.
  bool short_portrait = false;
  // A low landscape window with no room right of the trick (667×375,
  // 600×400): in the play the panel is its buttons alone at the right end
  // of the human's plate row, prompt_at its bottom right corner.
  bool plate_row_prompt = false;
  // Five in a low landscape window (layout_low_five.cpp): the other seats
  // in two columns, the trick in a row, the up-card and talon in the
  // bottom right corner (`side_cards_corner`, their bottom right). Every
  // decision's panel is its buttons alone at the right, above Dieter's
  // plate: in the play at prompt_at and no wider than prompt_width (Undo
  // and Hint); before it, wider, at early_prompt_at, above the human's
  // plate too, and no wider than early_prompt_width.
  bool five_in_columns = false;
  // A low landscape window of three or four seats (and five not in
  // columns), before the play: the decision panel, centred above the
  // human's plate, in lines no wider than early_line_width (0: the usual
  // width), clear of the info panel and the seats beside it (Pfälzer's
  // skat panel covered both side seats' card backs at 640×360); its
  // buttons alone in one row where with its question it would reach a
  // seat above it (a Ramsen exchange's at 640×360, any at 568×320).
  float early_line_width = 0;
  bool early_buttons_only = false;
  ImVec2 early_prompt_at;
  float early_prompt_width = 0;
  ImVec2 side_cards_corner;
};

// The left edge of card `i` of the human's hand of `cards` cards, a row of
// hand_span's width in the middle of the window (human_hand, table_view.cpp).
inline float hand_card_x(const Layout& l, int cards, int i) {
  const float total = hand_span(l.card_w, cards, l.size.x);
  const float step = cards > 1 ? (total - l.card_w) / float(cards - 1) : 0;
  return l.size.x * 0.5f - total * 0.5f + step * float(i);
}
// How far a card picked in the hand (to swap, push or lay away) stands
// above the others, in card heights.
constexpr float kPickedLift = 0.22f;

// The width Undo and Hint take side by side in the decision panel of the
// play ("Undo (U)", "Hint (H)" where keys work), without its padding.
float undo_hint_width(const Layout& l);

// Whether the decision panel is its buttons alone, beside the human's
// plate or above Dieter's (`play`: the decision is in the Play phase).
inline bool prompt_buttons_only(const Layout& l, bool play) {
  return l.short_portrait || l.five_in_columns || (l.plate_row_prompt && play) || (l.early_buttons_only && !play);
}

// The decision panel's padding on a short phone (the window's own is wider):
// at the sides, and above and below its row of buttons (a pixel less, so
// that a 568×320 Ramsen exchange's row fits under the info panel's 3 lines).
constexpr float kShortPromptPad = 6.0f;
constexpr float kShortPromptPadY = 5.0f;

// max_hand: the most cards the human can hold in this game; touch: the
// controls are finger-sized (the top bar is taller).
// info_end: the bottom right corner of the info panel the frame before
// (0, 0 if not known): a phone's top seats, and a short window's seats
// under the panel, sit below it. bar_bottom: where the top bar ended the
// frame before (0 if not known; its title can make it taller than
// top_bar): the seats' plates lie below it.
Layout compute_layout(ImVec2 window, int players, float card_aspect, int max_hand, bool touch = false,
                      ImVec2 info_end = ImVec2(0, 0), float bar_bottom = 0);

// Five players on a short phone or frame (layout_short_five.cpp): does the
// table need the compact arrangement, and the arrangement itself (seats, card
// backs, a smaller trick), given the pentagon layout's top seats below the
// info panel and the human's seat.
bool short_five(const Layout& l, int players);
void place_short_five(Layout& l);

// Five players in a low landscape window (layout_low_five.cpp): does the
// table need two columns of seats and a row of trick cards, and that
// arrangement, given the human's seat and the hand's size, the info panel's
// corner and the lowest a top seat's plate must sit (below the top bar).
bool low_five(const Layout& l, int players);
void place_low_five(Layout& l, int max_hand, ImVec2 info_end, float below_bar);

// A short phone or frame of any table (layout_short.cpp): is there no room
// between the info panel's lines (down to `info_room`) and the decision
// panel above the human's plate (from `panel_top`) for a trick of cards
// half a card apart? place_short_prompt puts the panel beside the human's
// plate and returns its top; fit_short_trick fits the trick, with smaller
// cards where needed, between the info panel or a top seat's plate and it.
bool short_portrait(const Layout& l, float info_room, float panel_top);
float place_short_prompt(Layout& l);
float short_prompt_top(const Layout& l);
void fit_short_trick(Layout& l, float info_room, float panel_top, float& radius);
// There a four-card trick's top and bottom cards lie less than a card and
// a name tag apart: they go a little aside, the side cards outwards.
void stagger_short_trick(Layout& l);
// A low landscape window (a phone held sideways): a trick's cards lie less
// than a card apart, each on the other's rank. A four-card trick's top and
// bottom cards go side by side, the side cards outwards; a three-card
// trick's side cards go out beside the human's.
void spread_low_trick(Layout& l, int players);
// A low landscape window (below 520 px): the play's decision panel right
// of the trick, above the hand, or else at the plate row's end
// (place_plate_row_prompt); where neither is clear, the seats in the way
// rise (no higher than `below_bar`, the highest a plate may sit) and both
// are tried again. `radius`: the trick's.
void place_low_prompt(Layout& l, int players, int max_hand, float radius, float below_bar);
// There, before the play: early_line_width, given the info panel's corner.
void place_low_early_prompt(Layout& l, int players, int max_hand, ImVec2 info_end);
// Whether the top seat's trick card and the human's, each kept off its own
// plate (the human's with its name tag below it), would lie on each other:
// a low window (600×400), even where the trick's radius leaves them apart.
bool middle_cards_meet(const Layout& l, float radius, int players);
// A low landscape window whose decision panel finds no room right of the
// trick: its buttons go at the right end of the human's plate row, clear of
// the trick and of the right seat's card backs, where they fit
// (plate_row_prompt).
void place_plate_row_prompt(Layout& l, int players, int max_hand);

}  // namespace stichfest
