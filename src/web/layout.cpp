#include "layout.h"

#include <algorithm>
#include <cmath>

#include "touch.h"

namespace stichfest {

namespace {

// Seat anchors as fractions of the window, clockwise from the bottom.
const ImVec2 kLandscape[3][5] = {
    {{0.5f, 0.86f}, {0.13f, 0.30f}, {0.87f, 0.30f}},
    {{0.5f, 0.86f}, {0.10f, 0.44f}, {0.5f, 0.13f}, {0.90f, 0.44f}},
    {{0.5f, 0.86f}, {0.09f, 0.48f}, {0.30f, 0.13f}, {0.70f, 0.13f}, {0.91f, 0.48f}},
};
// Phones: the top seats sit below the info panel, the side seats above the
// trick, whose cards would otherwise cover the end of a long plate.
const ImVec2 kPortrait[3][5] = {
    {{0.5f, 0.88f}, {0.22f, 0.24f}, {0.78f, 0.24f}},
    {{0.5f, 0.88f}, {0.17f, 0.41f}, {0.5f, 0.22f}, {0.83f, 0.41f}},
    {{0.5f, 0.88f}, {0.17f, 0.42f}, {0.27f, 0.22f}, {0.73f, 0.22f}, {0.83f, 0.42f}},
};

// Seats low on the screen show their card backs above the plate, the others
// below, where the layout has not put them beside it. Five on a short phone:
// a side seat's backs above its plate met the top seat's backs below that
// one's plate (Anna's and Bernd's at 400×600), so they go below it. Nor
// do they go above into the info panel at the top left (Anna's at 480×320).
void place_backs(Layout& l, int players, int max_hand, ImVec2 info_end) {
  const float width = backs_width(l.small_w, max_hand);
  for (int p = 1; p < players && p < 5; ++p) {
    if (l.backs[p] == BacksAt::Right) continue;
    const bool under_info =
        l.seat[p].x - width * 0.5f < info_end.x && l.seat[p].y - kBacksAbove * l.scale - l.small_h < info_end.y + 4.0f;
    l.backs[p] = l.seat[p].y > l.center.y + 10 && !under_info ? BacksAt::Above : BacksAt::Below;
  }
  if (!l.portrait || players != 5) return;
  for (int side : {1, 4}) {
    int top = side == 1 ? 2 : 3;
    if (l.backs[side] != BacksAt::Above || l.backs[top] != BacksAt::Below) continue;
    float above_top = l.seat[side].y - kBacksAbove * l.scale - l.small_h;
    float below_bottom = l.seat[top].y + kBacksBelow * l.scale + l.small_h;
    if (above_top < below_bottom + 4 && std::fabs(l.seat[side].x - l.seat[top].x) < width + 4)
      l.backs[side] = BacksAt::Below;
  }
}

// How far above the trick's middle its highest card lies, in radii: a top
// seat's card straight up (1), three players' side cards hardly above it.
float trick_rise(const Layout& l, int players) {
  float rise = 0;
  for (int p = 1; p < players && p < 5; ++p) {
    ImVec2 d(l.seat[p].x - l.center.x, l.seat[p].y - l.center.y);
    rise = std::max(rise, -d.y / std::max(1.0f, std::sqrt(d.x * d.x + d.y * d.y)));
  }
  return rise;
}

// A landscape trick between `top` (the highest its cards may reach) and
// `bottom` (the lowest the human's card may, its name tag below it); where
// its cards lie closer than half a card, compute_layout lays them side by
// side. A laptop's (1280×720): cards up to 15 % smaller where that makes
// it fit. Else, and in a low window (a phone held sideways), whose cards
// are small already: closer, down to one row, and only then smaller.
void fit_landscape_trick(Layout& l, float top, float bottom, float& radius, float rise, bool low) {
  const float room = bottom - top, span = (1 + rise) * radius + l.trick_h;
  if (span <= room) return;
  const float f = room / span;
  if (!low && f >= 0.85f) {
    l.trick_w *= f, l.trick_h *= f, radius *= f;
  } else {
    radius = std::max(0.0f, (room - l.trick_h) / (1 + rise));
    const float smaller = std::clamp(room / l.trick_h, 0.75f, 1.0f);
    l.trick_w *= smaller, l.trick_h *= smaller;
  }
  l.center.y = top + rise * radius + l.trick_h * 0.5f;
}

}  // namespace

Layout compute_layout(ImVec2 window, int players, float card_aspect, int max_hand, bool touch, ImVec2 info_end,
                      float bar_bottom) {
  Layout l;
  l.touch = touch;
  l.size = window;
  float w = window.x, h = window.y;
  l.portrait = h > w * 1.15f;
  l.scale = std::clamp(std::min(w / 1100.0f, h / 760.0f), 0.8f, 1.5f);
  if (l.portrait) l.scale = std::clamp(w / 430.0f, 0.8f, 1.3f);
  l.top_bar = 38.0f * l.scale;
  if (touch) l.top_bar = std::max(l.top_bar, kTouchTarget + 12.0f);  // a button and the bar's padding

  // The hand: all the cards the game can deal one player (12 with the skat)
  // must fit across with readable corners. The table's cards (trick, backs)
  // follow the size a 12-card hand would get. A phone is narrow, so a game
  // of few cards (Ramsen's 5) gets a larger hand there than Schieberamsch.
  auto hand_width = [&](float by_window, int cards) {
    float max_by_width = (w - 24.0f) / (1.0f + float(std::max(cards, 1) - 1) * 0.42f);
    float cw = std::clamp(std::min(by_window, max_by_width), 52.0f, 128.0f);
    // and at most 22 % of the height (18 % on a short phone, whose table needs the room)
    return std::min(cw, h * (h < 700 && h > w * 1.15f ? 0.18f : 0.22f) * card_aspect);
  };
  float table_w = hand_width(w * 0.085f, 12);
  l.card_w = l.portrait ? std::max(table_w, hand_width(w * 0.26f, max_hand)) : table_w;
  l.card_h = l.card_w / card_aspect;
  l.trick_w = table_w * (l.portrait ? 0.95f : 0.9f);
  l.trick_h = l.trick_w / card_aspect;
  l.small_w = table_w * 0.42f;
  l.small_h = l.small_w / card_aspect;
  auto hand_top = [&](float cw) { return h - cw / card_aspect - 14.0f * l.scale; };
  l.hand_y = hand_top(l.card_w);

  int table = std::clamp(players, 3, 5) - 3;
  const ImVec2* anchors = l.portrait ? kPortrait[table] : kLandscape[table];
  for (int p = 0; p < players && p < 5; ++p) l.seat[p] = ImVec2(anchors[p].x * w, anchors[p].y * h);
  // A short phone's top seats move down below the info panel (four lines of
  // Ramsen reached over their names at 400×600).
  if (l.portrait)
    for (int p = 1; p < players && p < 5; ++p)
      if (anchors[p].y < 0.3f) l.seat[p].y = std::max(l.seat[p].y, info_end.y + 26.0f * l.scale);
  // Every other plate, and the turn marker above it, lies below the top bar
  // (a landscape phone's top seat sat under it at 844×390): the marker and
  // half a plate of two lines.
  const float below_bar = std::max(l.top_bar, bar_bottom) + 48.0f * l.scale + 7.0f;
  for (int p = 1; p < players && p < 5; ++p) l.seat[p].y = std::max(l.seat[p].y, below_bar);
  // A short window's seat whose plate would reach under the info panel at
  // the top left goes below it (Anna's name lay under it at 844×390).
  const float plate_half_w = kPlateHalfW * l.scale, plate_half_h = kPlateHalfH * l.scale;
  if (!l.portrait)
    for (int p = 1; p < players && p < 5; ++p)
      if (l.seat[p].x - plate_half_w < info_end.x && l.seat[p].y - plate_half_h < info_end.y + 4.0f)
        l.seat[p].y = info_end.y + 4.0f + plate_half_h;
  // The human's plate sits just above the hand.
  l.seat[0] = ImVec2(w * 0.5f, l.hand_y - 26.0f * l.scale);
  if (low_five(l, players)) {
    place_low_five(l, max_hand, info_end, below_bar);
    return l;
  }

  // The trick area ends above a hand of the table's card size: a larger hand
  // on a phone takes room below it, where the phone has plenty, and the
  // trick stays clear of the side seats' plates.
  float top = l.top_bar + h * 0.20f;
  float bottom = hand_top(table_w) - 70.0f * l.scale;
  // The decision panel above the human's plate, with its question and one
  // row of buttons, reaches up to here; a phone's larger hand lifts it.
  float panel_top = l.seat[0].y - 30.0f * l.scale - (52.0f * l.scale + (touch ? kTouchTarget : 31.0f * l.scale));
  // Below about three lines of the info panel at the top left. A short
  // phone has no room for the trick between them: its panel goes beside
  // the human's plate (layout_short.cpp).
  const float info_room = l.top_bar + 80.0f * l.scale;
  if (short_portrait(l, info_room, panel_top)) panel_top = place_short_prompt(l);
  if (l.portrait) bottom = std::min(bottom, panel_top);
  l.center = ImVec2(w * 0.5f, (top + bottom) * 0.5f);
  float radius = std::min(l.trick_h * 0.62f, (bottom - top) * 0.32f);
  // Keep the trick clear of the card backs of a seat straight above it.
  // Where there is no room for both under the top seat's plate (its trick
  // card lay on them at 400×600 and 1280×800), its backs go right of the
  // plate, and the trick keeps clear of the plate alone; not where that
  // row is under the top bar (a landscape phone).
  const float lowest = std::min(bottom, panel_top - 12.0f * l.scale) - radius - l.trick_h * 0.5f;
  float top_card_top = info_room;  // the highest the trick's top card may reach
  for (int p = 1; p < players && p < 5; ++p) {
    if (std::fabs(l.seat[p].x - l.center.x) > w * 0.2f || l.seat[p].y > l.center.y) continue;
    float backs_bottom = l.seat[p].y + (kBacksBelow + 4.0f) * l.scale + l.small_h;  // and a little room
    bool top_middle = std::fabs(l.seat[p].x - l.center.x) < w * 0.05f;
    if (backs_bottom + radius + l.trick_h * 0.5f > lowest && top_middle &&
        l.seat[p].y - l.small_h * 0.5f > l.top_bar + 4.0f) {
      l.backs[p] = BacksAt::Right;  // beside the plate, right of the trick's top card (seat_view.cpp)
      backs_bottom = l.seat[p].y + 24.0f * l.scale;
    }
    // A side card within 3 px of the plate would slide in onto the middle
    // cards (slot_min, table_view.cpp): the trick keeps 4 px off it.
    if (top_middle) top_card_top = std::max(top_card_top, backs_bottom + (l.backs[p] == BacksAt::Right ? 4.0f : 0.0f));
    const float needed = backs_bottom + radius + l.trick_h * 0.5f;
    if (l.center.y < needed) l.center.y = std::min(needed, bottom - radius - l.trick_h * 0.5f);
  }
  // A laptop window (1280×720) whose trick nearly fits between the top seat
  // or the info panel and the decision panel gets cards a little smaller;
  // one further off has its cards closer, and side by side where they meet.
  // A low one's decision panel goes beside the trick: its human's card,
  // with the name tag below it, stays off the human's plate instead. (Not
  // where the top seat sits level with the trick, 667×375: there its card
  // goes beside the human's, spread_low_trick; nor for five, which are not
  // spread in a row.) At 568×320 four cards go in one row, a little smaller.
  float rise = 1;  // how far above the middle the highest card lies, in radii
  const bool low = h < 520;
  const float lowest_card = low ? l.seat[0].y - (24.0f + 10.0f) * l.scale - 3.0f : panel_top - 12.0f * l.scale;
  bool top_level = false;
  for (int p = 1; p < players && p < 5; ++p)
    top_level |=
        std::fabs(l.seat[p].x - w * 0.5f) < w * 0.05f && l.seat[p].y + 24.0f * l.scale > info_room + l.trick_h * 0.25f;
  if (!l.portrait && !(low && (top_level || players == 5))) {
    rise = trick_rise(l, players);
    fit_landscape_trick(l, top_card_top, lowest_card, radius, rise, low);
  } else {
    top_card_top = info_room;
  }
  // The human's trick card and its name tag stay above the panel, the
  // opposite card below the info panel (about three lines at the top left).
  float over = l.center.y + radius + l.trick_h * 0.5f + 12.0f * l.scale - panel_top;
  if (over > 0) l.center.y -= over;
  l.center.y = std::max(l.center.y, top_card_top + rise * radius + l.trick_h * 0.5f);
  if (l.short_portrait && !short_five(l, players)) fit_short_trick(l, info_room, panel_top, radius);
  // Five on a phone: the seats' directions crowd to the upper corners and the
  // cards would pile up; a regular pentagon spreads them, and a wider one.
  if (short_five(l, players)) {
    place_short_five(l);
    return l;
  }
  if (l.portrait && players == 5) {
    float r = std::min(l.trick_h * 0.8f, radius * 1.3f);
    // The side seats' cards go below their plates where there is room, and
    // the human's card stays above the panel.
    float plates = std::max(l.seat[1].y, l.seat[4].y) + 24.0f * l.scale;
    l.center.y = std::max(l.center.y, plates + l.trick_h * 0.5f - 0.31f * r);
    l.center.y = std::min(l.center.y, panel_top - r - l.trick_h * 0.5f - 12.0f * l.scale);
    for (int p = 0; p < 5; ++p) {
      float angle = (90.0f + 72.0f * float(p)) * 3.14159265f / 180.0f;
      l.trick_slot[p] = ImVec2(l.center.x + std::cos(angle) * r * 1.25f, l.center.y + std::sin(angle) * r);
    }
    place_backs(l, players, max_hand, info_end);
    return l;
  }
  // A short phone's smaller trick: its side cards far enough apart that
  // the name tags under them clear the top card's (they met at 320×400).
  const float spread = l.short_portrait ? std::max(radius * 1.25f, l.trick_w * 1.6f) : radius * 1.25f;
  for (int p = 0; p < players && p < 5; ++p) {
    ImVec2 anchor = p == 0 ? ImVec2(w * 0.5f, h) : l.seat[p];
    ImVec2 d(anchor.x - l.center.x, anchor.y - l.center.y);
    float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 1) len = 1;
    // Stretch sideways so neighbouring trick cards do not overlap much.
    l.trick_slot[p] = ImVec2(l.center.x + d.x / len * spread, l.center.y + d.y / len * radius);
  }
  if (l.short_portrait && players == 4) stagger_short_trick(l);
  if (!l.portrait && players <= 4 && (2 * radius < l.trick_h || middle_cards_meet(l, radius, players)))
    spread_low_trick(l, players);
  place_backs(l, players, max_hand, info_end);
  // A short landscape window has no room for the decision panel between the
  // trick and the hand: it goes right of the trick (layout_short.cpp).
  if (!l.portrait && h < 520) {
    place_low_prompt(l, players, max_hand, radius, below_bar);
    place_low_early_prompt(l, players, max_hand, info_end);
  }
  return l;
}

}  // namespace stichfest
