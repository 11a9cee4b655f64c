// A short portrait window of any table (a 320×400 frame, a shrunken
// desktop window). The decision panel above the human's plate, with its
// question and a row of buttons, reached from the plate up into the trick:
// its buttons lay on the lower trick cards, and the trick could not rise
// without going under the info panel. Here the panel is its buttons alone
// (they say what they do, and the human's plate shows whose turn it is),
// beside the human's plate, which moves left; the trick takes the room
// above them, with smaller cards where a top seat's plate takes some.
#include <algorithm>
#include <cmath>

#include "layout.h"
#include "touch.h"

namespace stichfest {

namespace {
// A four-card trick's middle cards go aside, the human's by `human_dx`
// and the top seat's as far the other way, and the side cards at least
// `side` out from the middle.
void part_middle_cards(Layout& l, float human_dx, float side) {
  l.trick_slot[0].x = l.center.x + human_dx;
  l.trick_slot[2].x = l.center.x - human_dx;
  l.trick_slot[1].x = std::min(l.trick_slot[1].x, l.center.x - side);
  l.trick_slot[3].x = std::max(l.trick_slot[3].x, l.center.x + side);
}

}  // namespace

bool short_portrait(const Layout& l, float info_room, float panel_top) {
  // The human's card's name tag hangs below it (12 px).
  return l.portrait && panel_top - 12.0f * l.scale - info_room < 2 * l.trick_h;
}

float place_short_prompt(Layout& l) {
  const float s = l.scale;
  l.short_portrait = true;
  // The plate at the left edge: "You" and a short status (a longer one
  // keeps it whole on the screen, seat_view.cpp).
  l.seat[0].x = std::min(l.seat[0].x, 8.0f + 36.0f * s);
  const float plate_right = l.seat[0].x + kPlateHalfW * s;
  // Its bottom right corner, on the plate's row, just above the hand.
  l.prompt_at = ImVec2(l.size.x - 8.0f, l.hand_y - 4.0f * s);
  l.prompt_width = l.prompt_at.x - plate_right - 8.0f - 2 * kShortPromptPad;
  return short_prompt_top(l);
}

float short_prompt_top(const Layout& l) {
  const float row = l.touch ? kTouchTarget : 31.0f * l.scale;  // one row of buttons
  return l.prompt_at.y - row - 2 * kShortPromptPad;
}

void fit_short_trick(Layout& l, float info_room, float panel_top, float& radius) {
  const float s = l.scale, w = l.size.x;
  float lo = info_room;
  // A seat straight above the trick: the trick below its plate (its backs
  // lie beside it), the side seats below its backs (one side's plate lay
  // on them at 320×400), with room for their turn marker.
  for (int top = 1; top < 5; ++top) {
    if (l.seat[top].y <= 0 || l.seat[top].y > l.center.y || std::abs(l.seat[top].x - l.center.x) > w * 0.05f) continue;
    lo = std::max(lo, l.seat[top].y + (kPlateHalfH + 4.0f) * s);
    for (int side = 1; side < 5; ++side)
      if (l.seat[side].y > 0 && std::abs(l.seat[side].x - l.center.x) > w * 0.2f)
        l.seat[side].y = std::max(l.seat[side].y, l.seat[top].y + (3 * kPlateHalfH + 4.0f) * s);
  }
  const float hi = panel_top - 12.0f * s;  // the human's card's name tag
  const float room = hi - lo;
  const float th = std::min(l.trick_h, room * 0.5f);  // cards half a card apart
  l.trick_w *= th / l.trick_h, l.trick_h = th;
  radius = std::min(th * 0.62f, (room - th) * 0.5f);
  l.center.y = (lo + hi) * 0.5f;
}

// The top card's name tag lay on the human's card's top corner, where its
// rank is printed (320×400). The human's card goes left, towards its plate,
// the top seat's right, so that the tag clears it; the side cards go out
// of reach of the top card's tag.
void stagger_short_trick(Layout& l) {
  const float s = l.scale, aside = l.trick_w * 0.5f + 6.0f * s;
  const float tag_half = 22.0f * s;  // "Bernd", "Clara" (seat_tag in table_view.cpp)
  part_middle_cards(l, -aside, aside + tag_half + 2.0f * s + l.trick_w * 0.5f);
}

// At 844×390 the human's card lay under the top seat's, its rank hidden,
// and the side cards on both: the top card goes left, the human's right.
// Three cards: the human's between the side cards, a little apart.
void spread_low_trick(Layout& l, int players) {
  const float gap = 4.0f * l.scale, half = (l.trick_w + gap) * 0.5f;
  if (players == 3) {
    l.trick_slot[1].x = std::min(l.trick_slot[1].x, l.center.x - 2 * half);
    l.trick_slot[2].x = std::max(l.trick_slot[2].x, l.center.x + 2 * half);
    return;
  }
  part_middle_cards(l, half, half + l.trick_w + gap);
}

bool middle_cards_meet(const Layout& l, float radius, int players) {
  const float s = l.scale, h = l.trick_h;
  const float human_bottom =
      std::min(l.center.y + radius + h * 0.5f, l.seat[0].y - kPlateHalfH * s - 3.0f - kTagBelow * s);
  bool top_seat = false;
  float top_top = l.center.y - radius - h * 0.5f;
  for (int p = 1; p < players && p < 5; ++p)
    if (std::abs(l.seat[p].x - l.center.x) < l.trick_w * 0.5f) {
      top_seat = true;
      top_top = std::max(top_top, l.seat[p].y + kPlateHalfH * s + 3.0f);
    }
  return top_seat && human_bottom - h < top_top + h;
}

// On a touch screen the widest of the labels is German's "Zurück": about
// 50 px of the body font at scale 1, plus the panel's frame padding of 8
// a side (panels_view.cpp); then the item spacing (10) and "Tipp" or
// "Hint" at a finger's width. With both buttons taken as a finger wide,
// German's Hint button found no room and was left off, on a phone
// that has no H key.
float undo_hint_width(const Layout& l) {
  const float s = l.scale;
  return l.touch ? std::max(kTouchTarget, 66.0f * s) + 10.0f * s + kTouchTarget : 170.0f * s;
}

void place_plate_row_prompt(Layout& l, int players, int max_hand) {
  const float s = l.scale, row = l.touch ? kTouchTarget : 31.0f * s;
  const ImVec2 corner(l.size.x - 8.0f, l.hand_y - 4.0f * s);
  const float top = corner.y - row - 2 * kShortPromptPad;
  float left = l.seat[0].x + kPlateHalfW * s * 0.5f, right = corner.x;
  // The trick's cards and name tags that reach down into the row.
  for (int p = 0; p < players && p < 5; ++p)
    if (l.trick_slot[p].y + l.trick_h * 0.5f + kTagBelow * s > top)
      left = std::max(left, l.trick_slot[p].x + l.trick_w * 0.5f);
  // The right seats' card backs below their plates, as many as a hand holds.
  const float backs_w = backs_width(l.small_w, max_hand);
  for (int p = 1; p < players && p < 5; ++p)
    if (l.seat[p].x > l.center.x && l.backs[p] == BacksAt::Below && l.seat[p].y + kBacksBelow * s + l.small_h > top)
      right = std::min(right, l.seat[p].x - backs_w * 0.5f - 8.0f * s);
  const float width = right - left - 8.0f * s - 2 * kShortPromptPad;
  // Room for Undo and Hint side by side, or the panel stays above the plate.
  if (width < undo_hint_width(l)) return;
  l.plate_row_prompt = true;
  l.prompt_at = ImVec2(right, corner.y);
  l.prompt_width = width;
}

// The rectangle of a seat's plate (as the layout plans it) and of its card
// backs, where seat_view.cpp draws them.
static void seat_boxes(const Layout& l, int p, int max_hand, ImVec2 (*box)[2]) {
  const float s = l.scale, bw = backs_width(l.small_w, max_hand);
  const ImVec2 c = l.seat[p];
  box[0][0] = ImVec2(c.x - kPlateHalfW * s, c.y - kPlateHalfH * s);
  box[0][1] = ImVec2(c.x + kPlateHalfW * s, c.y + kPlateHalfH * s);
  float x = c.x - bw * 0.5f, y = c.y + kBacksBelow * s;
  if (l.backs[p] == BacksAt::Above) y = c.y - kBacksAbove * s - l.small_h;
  if (l.backs[p] == BacksAt::Right || l.backs[p] == BacksAt::Left) {
    x = l.backs[p] == BacksAt::Right ? box[0][1].x + 8.0f * s : box[0][0].x - 8.0f * s - bw;
    y = c.y - l.small_h * 0.5f;
  }
  box[1][0] = ImVec2(x, y);
  box[1][1] = ImVec2(x + bw, y + l.small_h);
}

// The play's decision panel in a low landscape window: right of the trick,
// with its question and a row of buttons, else the plate row's buttons.
// There, below it, lay the right seat's card backs and the foot of its
// plate (568×320 and 640×360, a seat level with the trick): where neither
// place is clear, that seat rises, as far as the top bar allows, until its
// backs end above the panel, and both are tried again.
void place_low_prompt(Layout& l, int players, int max_hand, float radius, float below_bar) {
  const float s = l.scale, w = l.size.x;
  float trick_right = l.center.x + radius * 1.25f;
  for (int p = 0; p < players && p < 5; ++p) trick_right = std::max(trick_right, l.trick_slot[p].x);
  const float left = trick_right + l.trick_w * 0.5f + 12.0f * s;
  const float bottom = l.hand_y - 8.0f * s;
  // Its question's line and a row of buttons (82 px tall at 568×320).
  const float top = bottom - 48.0f * s - (l.touch ? kTouchTarget : 31.0f * s);
  // A seat's plate, and its card backs where they lie below it: the left
  // edge of the first that reaches into the panel's rows (w: none does),
  // and how far below the plate's middle the lower of them ends.
  // The panel is as wide as its words, about 190 px ("Your lead: play a
  // card." and two buttons): what lies further right leaves it whole.
  auto in_the_way = [&](int p, float* foot = nullptr) {
    ImVec2 box[2][2];
    seat_boxes(l, p, max_hand, box);
    float edge = w;
    for (int i = 0; i < (l.backs[p] == BacksAt::Below ? 2 : 1); ++i) {
      const ImVec2* b = box[i];
      if (b[1].x > left && b[0].x < left + 190.0f * s && b[1].y > top) edge = std::min(edge, b[0].x);
      if (foot) *foot = b[1].y - l.seat[p].y;
    }
    return edge;
  };
  // `least`: the narrowest it may be, its question wrapped.
  auto beside_trick = [&](float least) {
    float right = w - 8.0f;
    for (int p = 1; p < players && p < 5; ++p) right = std::min(right, in_the_way(p) - 8.0f);
    if (right - left < least * s) return false;
    l.prompt_at = ImVec2(left, bottom);
    l.prompt_width = right - left - 24.0f * s;  // the panel's padding
    return true;
  };
  if (beside_trick(190.0f)) return;
  place_plate_row_prompt(l, players, max_hand);
  if (l.plate_row_prompt) return;
  for (int p = 1; p < players && p < 5; ++p) {
    float foot = 0;
    if (in_the_way(p, &foot) < w) l.seat[p].y = std::max(below_bar, std::min(l.seat[p].y, top - 4.0f - foot));
  }
  if (beside_trick(190.0f)) return;
  place_plate_row_prompt(l, players, max_hand);
  if (!l.plate_row_prompt) beside_trick(150.0f);
}

void place_low_early_prompt(Layout& l, int players, int max_hand, ImVec2 info_end) {
  if (l.five_in_columns || l.short_portrait) return;
  const float s = l.scale, w = l.size.x, mid = w * 0.5f;
  // A row of buttons as drawn: on touch 45 px (frame_padding_y rounds its half pixel up).
  const float row = l.touch ? kTouchTarget + 1.0f : 31.0f * s;
  const float bottom = l.seat[0].y - 30.0f * s;  // as draw_prompt places it
  // What lies on the table: the info panel and each seat's plate and backs.
  ImVec2 boxes[1 + 2 * 4][2] = {{ImVec2(0, 0), info_end}};
  int n = 1;
  for (int p = 1; p < players && p < 5; ++p, n += 2) seat_boxes(l, p, max_hand, &boxes[n]);
  // Those level with the panel's rows from `top` down: in the middle
  // (above the human's plate) they leave it no room; beside it, they
  // narrow it, as wide to each side of the middle.
  auto fit = [&](float top, float least, float& width) {
    float left = 8.0f, right = w - 8.0f;
    for (int i = 0; i < n; ++i) {
      const ImVec2* b = boxes[i];
      if (b[1].y <= top || b[0].y >= bottom) continue;
      if (b[1].x > mid - 60.0f * s && b[0].x < mid + 60.0f * s) return false;
      if ((b[0].x + b[1].x) * 0.5f < mid)
        left = std::max(left, b[1].x + 8.0f);
      else
        right = std::min(right, b[0].x - 8.0f);
    }
    width = std::min(2 * std::min(mid - left, right - mid), std::min(w * 0.9f, 620.0f * s)) - 2 * kShortPromptPad;
    return width >= least * s;
  };
  // A question, a row of buttons and a line under them (a Ramsen
  // exchange's 101 px at 640×360) in lines of at least 360 px (narrower,
  // they would wrap and rise): where they fit, so; else its buttons
  // alone, in one row.
  float width = 0;
  if (fit(bottom - 72.0f * s - row, 360.0f, width)) {
    l.early_line_width = width;
    return;
  }
  l.early_buttons_only = fit(bottom - row - 2 * kShortPromptPadY, 0.0f, width);
  l.early_line_width = l.early_buttons_only ? width : 0;
}

}  // namespace stichfest
