// The table itself: felt, seats, the trick, the talon or skat, and the
// human's hand. Custom drawing with ImDrawList; clicks on cards are taken
// here when no ImGui window wants the mouse.
#include <algorithm>
#include <cfloat>
#include <cmath>

#include "app.h"
#include "commands.h"
#include "i18n.h"
#include "input_queue.h"

namespace stichfest {

namespace {

constexpr ImU32 kGold = IM_COL32(250, 214, 110, 255);

float ease(float t) { return t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t); }
ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }

}  // namespace

std::vector<Card> table_order(const Observation& o) {
  const Contract& k = contract(o.contract);
  std::vector<Card> cards;
  for (Card c : o.hand) cards.push_back(c);
  std::sort(cards.begin(), cards.end(), [&](Card a, Card b) {
    int ga = k.suit[a] == kTrump ? -1 : k.suit[a], gb = k.suit[b] == kTrump ? -1 : k.suit[b];
    if (ga != gb) return ga < gb;
    return k.power[a] > k.power[b];
  });
  return cards;
}

namespace {

void draw_felt(ImDrawList* dl, ImVec2 size) {
  dl->AddRectFilledMultiColor(ImVec2(0, 0), size, IM_COL32(22, 92, 58, 255), IM_COL32(22, 92, 58, 255),
                              IM_COL32(10, 58, 36, 255), IM_COL32(10, 58, 36, 255));
  float r = std::min(size.x, size.y) * 0.42f;
  ImVec2 c(size.x * 0.5f, size.y * 0.47f);
  for (int i = 0; i < 6; ++i) dl->AddCircleFilled(c, r * (1.0f - i * 0.12f), IM_COL32(40, 130, 80, 10), 64);
}

// Which selection the current decision needs: none, a pair, any number, or one card.
enum class Pick { None, Pair, Many, One };

Pick pick_mode(const Observation& o) {
  for (const Action& a : o.legal) {
    if (a.kind == Act::Discard) return Pick::Pair;
    if (a.kind == Act::Exchange && o.rules->game == Game::Schieberamsch) return Pick::Pair;
    if (a.kind == Act::Exchange) return Pick::Many;
    if (a.kind == Act::Rob) return Pick::One;
  }
  return Pick::None;
}

void toggle_selection(App& app, const Observation& o, Card c) {
  Pick mode = pick_mode(o);
  if (mode == Pick::None) return;
  if (app.selection.contains(c)) {
    app.selection -= CardSet::of(c);
    return;
  }
  if (mode == Pick::One) app.selection = CardSet();
  if (mode == Pick::Pair && app.selection.size() >= 2) app.selection = CardSet();
  if (mode == Pick::Many && app.selection.size() >= int(o.quota < o.talon_left ? o.quota : o.talon_left)) {
    app_notice(app, tr("No more cards may be exchanged.", "Mehr Karten dürfen nicht getauscht werden."), true);
    return;
  }
  app.selection |= CardSet::of(c);
}

// Whether a card with its top left corner at `over` lies on the top left
// corner of the card at `card`, where its rank is printed (3 px inside its
// edge); `over` may be any box, from its top left corner to `over_max`.
bool on_rank(ImVec2 over, ImVec2 over_max, ImVec2 card, float w, float h) {
  return boxes_meet(over, over_max, ImVec2(card.x + 3, card.y + 2), ImVec2(card.x + w * 0.3f, card.y + h * 0.3f));
}

// Who played a trick card: a small name tag across the card's lower edge.
// Where that would lie on the top left corner of another trick place's
// card, where its rank is printed (the top seat's tag on the human's card
// at 400×600), just above the edge, else a little aside. `places`: each
// seat's place in the trick (its card's top left corner), whether its card
// has come or not, so that a tag does not jump when it comes.
void seat_tag(App& app, ImDrawList* dl, int seat, int players, const ImVec2* places, float w, float h, float alpha) {
  if (alpha <= 0.02f) return;
  const ImVec2 card_min = places[seat];
  ImFont* f = app.font_small;
  float fs = f->FontSize * ImGui::GetIO().FontGlobalScale;
  std::string name = seat_name(seat, players);
  ImVec2 ts = f->CalcTextSizeA(fs, 1e9f, 0, name.c_str());
  ImVec2 pos(card_min.x + (w - ts.x) * 0.5f, card_min.y + h - ts.y * 0.5f);
  // The corner a tag at `at` would lie on (3 px inside the card's edge), if any.
  auto corner_under = [&](ImVec2 at) -> const ImVec2* {
    for (int q = 0; q < players && q < 5; ++q)
      if (q != seat && on_rank(ImVec2(at.x - 6, at.y - 2), ImVec2(at.x + ts.x + 6, at.y + ts.y + 2), places[q], w, h))
        return &places[q];
    return nullptr;
  };
  if (const ImVec2* other = corner_under(pos)) {
    const ImVec2 raised(pos.x, card_min.y + h - ts.y - 3);
    const float aside = other->x + 3 > pos.x + ts.x * 0.5f ? other->x + 3 - (pos.x + ts.x + 6) - 1
                                                           : other->x + w * 0.3f - (pos.x - 6) + 1;
    if (!corner_under(raised))
      pos = raised;
    else if (std::fabs(aside) <= w * 0.25f)
      pos.x += aside;
  }
  dl->AddRectFilled(ImVec2(pos.x - 6, pos.y - 2), ImVec2(pos.x + ts.x + 6, pos.y + ts.y + 2),
                    IM_COL32(10, 30, 20, int(215 * alpha)), 6);
  dl->AddText(f, fs, pos, IM_COL32(240, 240, 230, int(255 * alpha)), name.c_str());
  if (alpha >= 0.99f)
    register_hit(app, "tag:" + std::to_string(seat), name, ImVec2(pos.x - 6, pos.y - 2),
                 ImVec2(pos.x + ts.x + 6, pos.y + ts.y + 2), false);
}

// The human's trick card and that of a seat straight above the trick.
bool in_trick_middle(const Layout& L, int seat, float w) {
  return seat == 0 || std::fabs(L.seat[seat].x - L.center.x) < w * 0.5f;
}

// A card of the trick's middle (the human's, the top seat's) goes aside
// where a side card, moved in off its long plate, would lie on its top left
// corner, where the rank is printed, or it on the side card's: the card
// played later is drawn over the other (at 360×640 Anna's card hid the
// human's rank). `place`: each seat's card's top left corner; `on_plate`
// (seat, place): whether that card would lie on a plate or card backs.
template <class OnPlate>
void clear_corners(const Layout& L, ImVec2* place, int players, float w, float h, OnPlate on_plate) {
  auto covers = [&](ImVec2 over, ImVec2 card) { return on_rank(over, ImVec2(over.x + w, over.y + h), card, w, h); };
  for (int q = 0; q < players && q < 5; ++q) {
    if (!in_trick_middle(L, q, w)) continue;
    auto clear = [&](ImVec2 at) {
      for (int s = 0; s < players && s < 5; ++s)
        if (s != q && (covers(place[s], at) || covers(at, place[s]))) return false;
      return true;
    };
    ImVec2 at = place[q];
    for (int s = 0; s < players && s < 5; ++s) {
      if (in_trick_middle(L, s, w)) continue;
      if (place[s].x < at.x && covers(place[s], at)) at.x = place[s].x + w - 2;  // right of it
      if (place[s].x > at.x && covers(at, place[s])) at.x = place[s].x + 2 - w;  // left of it
    }
    if (std::fabs(at.x - place[q].x) <= w * 0.75f && clear(at)) {
      place[q] = at;
      continue;
    }
    // Hemmed in from both sides (three players at 340×560: Anna's card and
    // tag on the human's rank, Clara's where it would go aside): the
    // human's card goes down below them, where that keeps it off its plate.
    if (q != 0) continue;
    ImVec2 down = place[0];
    for (int s = 1; s < players && s < 5; ++s)
      if (!in_trick_middle(L, s, w) && (covers(place[s], down) || covers(down, place[s])))
        down.y = std::max(down.y, place[s].y + h - 1);
    if (down.y - place[0].y <= h * 0.4f && clear(down) && !on_plate(0, down)) place[0] = down;
  }
  // The top seat's card, kept off its plate, may come down onto the human's
  // rank (a longer info panel lowers the top seat: German at 400×600): the
  // two part by the rank's width, the human's left or the top seat's right
  // or each half way, whichever leaves the fewest cards on another's rank
  // (if fewer than before) and lies on no plate.
  auto on_ranks = [&](const ImVec2* at) {
    int n = 0;
    for (int a = 0; a < players && a < 5; ++a)
      for (int b = 0; b < players && b < 5; ++b) n += a != b && covers(at[a], at[b]);
    return n;
  };
  for (int t = 1; t < players && t < 5; ++t) {
    if (!in_trick_middle(L, t, w) || !covers(place[t], place[0])) continue;
    const float part = place[0].x + w * 0.3f + 0.5f - place[t].x;
    int fewest = on_ranks(place);
    ImVec2 best[2] = {place[0], place[t]};
    for (float left : {0.5f, 1.0f, 0.0f}) {
      ImVec2 at[kMaxPlayers];
      std::copy(place, place + kMaxPlayers, at);
      at[0].x -= part * left;
      at[t].x += part * (1 - left);
      const int n = on_ranks(at);
      if (n < fewest && !on_plate(0, at[0]) && !on_plate(t, at[t])) fewest = n, best[0] = at[0], best[1] = at[t];
    }
    place[0] = best[0], place[t] = best[1];
  }
}

void trick_cards(App& app, ImDrawList* dl, const Observation& o) {
  const Layout& L = app.layout;
  const HeldTrick& held = app.held;
  float w = L.trick_w, h = L.trick_h;
  // Whether seat's card at m would lie on a plate or card backs, as drawn
  // this frame (the side seats' plates, which grow as a trick is won) and
  // the frame before (the human's). The human's card with the name tag
  // hanging below it (seat_tag), which lay on the top of its plate at 844×390.
  auto on_plate = [&](int seat, ImVec2 m) {
    const float below = seat == 0 ? app.font_small->FontSize * ImGui::GetIO().FontGlobalScale * 0.5f + 2 : 0;
    for (const std::vector<HitTarget>* hits : {&app.hits, &app.next_hits})
      for (const HitTarget& t : *hits)
        if ((t.id.rfind("plate:", 0) == 0 || t.id.rfind("backs:", 0) == 0) &&
            boxes_meet(m, ImVec2(m.x + w, m.y + h + below), t.min, t.max, 3))
          return true;
    return false;
  };
  // A card's place in the trick, moved in towards the middle where it would
  // cover a player's plate (a phone's side plates are long: "Dealer · Re ·
  // 1 trick") or card backs (five on a short phone: a side seat's card lay
  // on the corner of the top seat's backs); at most most of the way.
  auto slot_min = [&](int seat) {
    ImVec2 m(L.trick_slot[seat].x - w * 0.5f, L.trick_slot[seat].y - h * 0.5f);
    // The middle cards straight up or down (a phone held sideways has them
    // side by side, apart: spread_low_trick).
    ImVec2 in(in_trick_middle(L, seat, w) ? 0 : L.center.x - L.trick_slot[seat].x, L.center.y - L.trick_slot[seat].y);
    float len = std::sqrt(in.x * in.x + in.y * in.y);
    if (len < 1) return m;
    in = ImVec2(in.x / len, in.y / len);
    for (float moved = 0; moved < len * 0.7f && on_plate(seat, m); moved += 2)
      m = ImVec2(m.x + in.x * 2, m.y + in.y * 2);
    return m;
  };
  if (!held.active && o.trick_size == 0) return;
  ImVec2 place[kMaxPlayers] = {};  // once a frame: each looks at every plate
  for (int q = 0; q < o.players && q < 5; ++q) place[q] = slot_min(q);
  clear_corners(L, place, o.players, w, h, on_plate);
  if (held.active) {
    float gather = held_gather(app);
    ImVec2 target(L.seat[held.winner].x - w * 0.5f, L.seat[held.winner].y - h * 0.5f);
    Card best = held.cards[0];
    for (int i = 0; i < held.count; ++i)
      if (held.seats[i] == held.winner) best = held.cards[i];
    for (int i = 0; i < held.count; ++i) {
      ImVec2 p = lerp(place[held.seats[i]], target, gather);
      draw_card(app, dl, held.cards[i], p, w * (1.0f - 0.4f * gather), 1.0f - 0.6f * gather, false,
                held.cards[i] == best && gather < 0.05f);
      if (gather <= 0)  // at rest: as readable as before the trick was complete
        register_hit(app, "trick:" + card_code(held.cards[i]), held.cards[i] == best ? "winner" : "", p,
                     ImVec2(p.x + w, p.y + h), false);
    }
    for (int i = 0; i < held.count; ++i) seat_tag(app, dl, held.seats[i], o.players, place, w, h, 1.0f - gather * 4.0f);
    return;
  }
  Card winning = o.trick_size > 1 ? o.trick[contract(o.contract).winning_index(o.trick, o.trick_size)] : kNoCard;
  for (int i = 0; i < o.trick_size; ++i) {
    int seat = o.trick_seat[i];
    float t = ease(float((app.now - app.arrive[i]) / 0.22));
    ImVec2 from = seat == 0 ? ImVec2(L.size.x * 0.5f - w * 0.5f, L.hand_y)
                            : ImVec2(L.seat[seat].x - w * 0.5f, L.seat[seat].y - h * 0.5f);
    ImVec2 at = lerp(from, place[seat], t);
    draw_card(app, dl, o.trick[i], at, w, 1.0f, false, o.trick[i] == winning);
    if (t >= 1) register_hit(app, "trick:" + card_code(o.trick[i]), "", at, ImVec2(at.x + w, at.y + h), false);
  }
  // Tags after all cards, so a later card never covers an earlier tag.
  for (int i = 0; i < o.trick_size; ++i)
    if (app.now - app.arrive[i] >= 0.22) seat_tag(app, dl, o.trick_seat[i], o.players, place, w, h, 1.0f);
}

// A short phone (layout_short.cpp). Before the play: in the trick's place,
// which lies between the seats and above the decision panel.
// In the play (Ramsen's talon), in the row of the human's plate, right of
// it (the plate, at the left there, lay on the talon).
ImVec2 short_side_cards_origin(const App& app, const Observation& o, ImVec2 size, float cards_h) {
  const Layout& L = app.layout;
  if (o.phase == Phase::Play) {
    float x = L.seat[0].x + 60 * L.scale;
    for (const HitTarget& t : app.hits)
      if (t.id == "plate:0") x = t.max.x;
    const float label = app.font_small->FontSize * ImGui::GetIO().FontGlobalScale;  // one line: the count
    return ImVec2(x + 8 * L.scale, L.prompt_at.y - cards_h - 8 - label);
  }
  float top = L.center.y;
  for (int p = 0; p < o.players; ++p) top = std::min(top, L.trick_slot[p].y - L.trick_h * 0.5f);
  // As low as the panel lets them: the room under the top seats is for their speech bubbles.
  const float bottom = short_prompt_top(L) - 2 * L.scale;
  return ImVec2(L.center.x - size.x * 0.5f, std::max(top, bottom - size.y));
}

// The top left corner of the skat, or of the up-card and talon, which take
// `size` with their labels (`cards_h` without).
ImVec2 side_cards_origin(const App& app, const Observation& o, ImVec2 size, float cards_h) {
  const Layout& L = app.layout;
  if (L.short_portrait) return short_side_cards_origin(app, o, size, cards_h);
  if (L.five_in_columns) return ImVec2(L.side_cards_corner.x - size.x, L.side_cards_corner.y - size.y);
  if (L.portrait && o.phase != Phase::Play) {
    // A phone's decision panel would cover the place below the trick; the
    // trick area is free until the cards are played. On a short phone the
    // panel (two lines of question, a row of buttons, a line of status)
    // reaches up into it: they stay above it, whether it is shown or not.
    ImVec2 at(L.center.x - size.x * 0.5f, L.center.y - cards_h * 0.5f);
    // On a touch screen Undo and Hint may take a row of their own under a
    // full row of decisions (coach_view.cpp): room for it too.
    float panel = 3 * ImGui::GetTextLineHeightWithSpacing() + (L.touch ? 2 : 1) * ImGui::GetFrameHeightWithSpacing() +
                  2 * ImGui::GetStyle().WindowPadding.y;
    at.y = std::min(at.y, L.seat[0].y - 30 * L.scale - panel - 8 * L.scale - size.y);
    return at;
  }
  // Well left of the trick, so the left seat's trick card is not taken for the up-card.
  ImVec2 at = L.portrait ? ImVec2(L.size.x * 0.06f, L.center.y + L.trick_h * 0.9f)
                         : ImVec2(L.center.x - L.trick_w * 3.2f, L.center.y - L.small_h);
  // Below card backs it would cover (five on a short phone: Anna's lie under her plate).
  for (const HitTarget& t : app.next_hits)
    if (t.id.rfind("backs:", 0) == 0 && boxes_meet(at, ImVec2(at.x + size.x, at.y + size.y), t.min, t.max))
      at.y = t.max.y + 8 * L.scale;
  // Where the decision panel or the info panel covered them last frame (a
  // short landscape screen; the info panel at 480×320), they move to the
  // bottom left corner, beside the hand; on a window that short, while the
  // human decides anything but a card, they stay there, so that a panel's
  // first frame does not cover them either.
  const ImVec2 corner(16 * L.scale, L.size.y - size.y - 8 * L.scale);
  if (!L.portrait && L.size.y < 520 && app.session.human_to_move() && o.phase != Phase::Play) return corner;
  for (const HitTarget& t : app.hits)
    if (!L.portrait && (t.id == "panel:prompt" || t.id == "panel:info") &&
        boxes_meet(at, ImVec2(at.x + size.x, at.y + size.y), t.min, t.max))
      return corner;
  return at;
}

// Skat, up-card and talon, beside the trick.
void side_cards(App& app, ImDrawList* dl, const Observation& o) {
  const Layout& L = app.layout;
  ImFont* f = app.font_small;
  float fs = f->FontSize * ImGui::GetIO().FontGlobalScale;
  float w = L.small_w * 1.3f;
  float uw = L.small_w * 1.6f;  // the up-card
  bool has_upcard = o.rules->game == Game::Ramsen && o.upcard != kNoCard;
  float cards_h = has_upcard ? uw / card_aspect(app) : w / 0.66f;
  const char* up_label = tr("Up-card", "Trumpfkarte");
  // The up-card's column, wide enough for its label, so the talon clears it.
  float up_w = has_upcard ? std::max(uw, f->CalcTextSizeA(fs, FLT_MAX, 0, up_label).x) + 10 : 0;
  ImVec2 size(up_w + w + 9, std::max(has_upcard ? uw / card_aspect(app) + fs + 4 : 0, w / 0.66f + 8 + 2.2f * fs));
  const std::string skat_label =
      std::string("Skat") +
      (o.pushes ? std::string(" · ") + std::to_string(o.pushes) + "× " + tr("pushed", "geschoben") : "");
  const std::string talon_label = std::string(tr("Talon: ", "Stapel: ")) + std::to_string(o.talon_left);
  const std::string quota = std::to_string(o.quota) + tr(" exchanges left", " Tausch übrig");
  // A short phone centres them with their labels, which reach beyond the
  // cards; five in columns keeps them inside the bottom right corner.
  auto text_w = [&](const std::string& t) { return f->CalcTextSizeA(fs, FLT_MAX, 0, t.c_str()).x; };
  // And as tall as their lines: the talon's second ("5 exchanges left") is for the exchange.
  const bool quota_line = o.phase == Phase::Exchange;
  if (L.short_portrait || L.five_in_columns) {
    const float talon_w = std::max(text_w(talon_label), quota_line ? text_w(quota) : 0.0f);
    size.x = std::max(size.x, up_w + (o.rules->game == Game::Ramsen ? talon_w : text_w(skat_label)));
    if (!quota_line) size.y = std::max(has_upcard ? uw / card_aspect(app) + fs + 4 : 0, w / 0.66f + 8 + 1.1f * fs);
  }
  ImVec2 at = side_cards_origin(app, o, size, cards_h);
  float x = at.x, y = at.y;
  // The skat lies on the table until play, except while someone holds it to lay two cards away.
  if (o.rules->game == Game::Schieberamsch && o.phase != Phase::Play && o.phase != Phase::Discard &&
      in_hand(app.session.state())) {
    draw_card(app, dl, kNoCard, ImVec2(x, y), w);
    draw_card(app, dl, kNoCard, ImVec2(x + w * 0.35f, y + 4), w);
    const std::string& label = skat_label;
    dl->AddText(f, fs, ImVec2(x, y + w / 0.66f + 8), felt_text_color(), label.c_str());
    float label_w = f->CalcTextSizeA(fs, FLT_MAX, 0, label.c_str()).x;  // the label too: it is read
    register_hit(app, "table:skat", label, ImVec2(x, y),
                 ImVec2(x + std::max(w * 1.35f, label_w), y + w / 0.66f + 8 + fs), false);
  }
  if (o.rules->game == Game::Ramsen && in_hand(app.session.state())) {
    Card up = o.upcard;
    const float up_h = uw / card_aspect(app);
    // A short phone's play: an up-card nobody robbed lies on the talon, one
    // pile beside the human's plate (side by side, with its label, they
    // reached under the decision panel beside "Dealer · plays").
    const bool pile = L.short_portrait && o.phase == Phase::Play && up != kNoCard;
    if (up != kNoCard && !pile) {
      bool pickable = o.phase == Phase::Rob && o.to_move == o.seat;
      ImVec2 min(x, y);
      draw_card(app, dl, up, min, uw, 1.0f, false, app.selection.contains(up));
      // Only a robbing player may click it; otherwise it is listed as part of the table.
      register_hit(app, pickable ? "card:" + card_code(up) : "table:upcard", card_name(up, german_deck(app)), min,
                   ImVec2(min.x + uw, min.y + up_h), pickable);
      dl->AddText(f, fs, ImVec2(x, y + up_h + 4), felt_text_color(), up_label);
      // Its label is read too (a speech bubble lay on it, five at 320×400).
      const ImVec2 label_at(x, y + up_h + 4);
      register_hit(app, "table:upcard-label", up_label, label_at,
                   ImVec2(x + f->CalcTextSizeA(fs, FLT_MAX, 0, up_label).x, label_at.y + fs), false);
      x += up_w;
    }
    if (pile) y += up_h - w / 0.66f;  // the talon's foot level with the up-card's
    for (int i = 0; i < std::min<int>(o.talon_left, 4); ++i)
      draw_card(app, dl, kNoCard, ImVec2(x + i * 3.0f, y + i * 2.0f), w);
    if (pile) {
      const ImVec2 min(x + w * 0.5f, y + w / 0.66f - up_h);
      draw_card(app, dl, up, min, uw);
      register_hit(app, "table:upcard", card_name(up, german_deck(app)), min, ImVec2(min.x + uw, min.y + up_h), false);
    }
    const std::string& label = talon_label;
    dl->AddText(f, fs, ImVec2(x, y + w / 0.66f + 8), felt_text_color(), label.c_str());
    float label_w = f->CalcTextSizeA(fs, FLT_MAX, 0, label.c_str()).x;  // the labels too: they are read
    if (quota_line) {
      dl->AddText(f, fs, ImVec2(x, y + w / 0.66f + 8 + fs * 1.2f), kGold, quota.c_str());
      label_w = std::max(label_w, f->CalcTextSizeA(fs, FLT_MAX, 0, quota.c_str()).x);
    }
    register_hit(app, "table:talon", label, ImVec2(x, y),
                 ImVec2(x + std::max(w + 9, label_w), y + w / 0.66f + 8 + fs * (quota_line ? 2.2f : 1.1f)), false);
  }
}

void human_hand(App& app, ImDrawList* dl, const Observation& o) {
  const Layout& L = app.layout;
  const ImGuiIO& io = ImGui::GetIO();
  std::vector<Card> cards = table_order(o);
  int n = int(cards.size());
  if (n == 0) return;
  float w = L.card_w, h = L.card_h;
  float x0 = hand_card_x(L, n, 0), step = hand_card_x(L, n, 1) - x0;
  bool my_turn = app.session.human_to_move() && !hand_over_waiting(app);
  bool playing = my_turn && o.phase == Phase::Play;
  Pick mode = my_turn ? pick_mode(o) : Pick::None;
  CardSet legal;
  for (const Action& a : o.legal)
    if (a.kind == Act::Play) legal |= CardSet::of(a.arg);

  // A press on the hand aims; the card under the pointer when it is released
  // is the one played (or picked). On a phone the finger can slide along the
  // hand, with the aimed card raised, before letting go, and a press that
  // started elsewhere never plays a card.
  if (!ImGui::IsMouseDown(0) && !ImGui::IsMouseReleased(0)) app.aiming = false;
  const float reach = app.aiming ? h * 0.8f : h * 0.25f;  // above the hand: a sliding finger drifts up
  // A lifted finger leaves the pointer behind: raise no card and explain no
  // card there, as if it still hovered.
  const bool hovering = app.aiming || !pointer_is_finger();
  // The card under the mouse: the rightmost one whose rectangle holds it.
  int under = -1;
  if (!io.WantCaptureMouse)
    for (int i = n - 1; i >= 0; --i) {
      float x = x0 + step * float(i);
      if (io.MousePos.x >= x && io.MousePos.x <= x + w && io.MousePos.y >= L.hand_y - reach &&
          io.MousePos.y <= L.hand_y + h) {
        under = i;
        break;
      }
    }
  app.focus = std::clamp(app.focus, 0, n - 1);
  const CardSet hinted = coach_hinted_cards(app);
  const std::string hint_line = hinted.empty() ? std::string() : coach_hint_line(app);
  // The skat just picked up: its two cards are marked until two are laid away.
  CardSet picked_up = o.phase == Phase::Discard && o.to_move == o.seat ? o.hand - o.dealt : CardSet();
  std::vector<ImVec2> marks;
  for (int i = 0; i < n; ++i) {
    Card c = cards[size_t(i)];
    bool selected = app.selection.contains(c);
    bool dim = playing && !legal.contains(c);
    float lift = selected ? h * kPickedLift : 0;
    if (i == under && hovering && (playing ? !dim : mode != Pick::None)) lift += h * (app.aiming ? 0.14f : 0.07f);
    ImVec2 min(x0 + step * float(i), L.hand_y - lift);
    bool focused = (playing || mode != Pick::None) && !app.focus_on_buttons && i == app.focus;
    draw_card(app, dl, c, min, w, 1.0f, dim, selected || focused);
    float visible = i == n - 1 ? w : step;
    register_hit(app, "card:" + card_code(c), card_name(c, german_deck(app)), min, ImVec2(min.x + visible, min.y + h),
                 playing ? !dim : mode != Pick::None);
    if (picked_up.contains(c)) {
      marks.push_back(min);
      register_hit(app, "mark:new:" + card_code(c), tr("New", "Neu"), min, ImVec2(min.x + visible, min.y + h), false);
    }
    if (focused && (playing || mode != Pick::None))
      dl->AddRectFilled(ImVec2(min.x + 6, min.y + h + 3), ImVec2(min.x + visible - 6, min.y + h + 6), kGold, 2);
    if (hinted.contains(c)) {  // the hint's cards, outlined in the hint's colour
      dl->AddRect(ImVec2(min.x - 2, min.y - 2), ImVec2(min.x + visible + 2, min.y + h + 2), kHintBlue, 6 * L.scale, 0,
                  3 * L.scale);
      register_hit(app, "mark:hint:" + card_code(c), hint_line, min, ImVec2(min.x + visible, min.y + h), false);
    }
  }
  // Drawn over the cards, at the foot of each card's visible strip.
  for (ImVec2 min : marks) {
    ImFont* f = app.font_small;
    float fs = f->FontSize * io.FontGlobalScale;
    const char* label = tr("New", "Neu");
    ImVec2 size = f->CalcTextSizeA(fs, FLT_MAX, 0, label);
    ImVec2 at(min.x + 4, min.y + h - size.y - 10);
    dl->AddRectFilled(ImVec2(at.x - 3, at.y - 2), ImVec2(at.x + size.x + 3, at.y + size.y + 2), kGold, 4);
    dl->AddText(f, fs, at, IM_COL32(40, 30, 10, 255), label);
  }
  if (under >= 0) {
    Card c = cards[size_t(under)];
    std::string why = illegal_reason(app.session.state(), Session::kHuman, c, german_deck(app));
    if (playing && hovering && !why.empty()) ImGui::SetTooltip("%s", why.c_str());
    if (ImGui::IsMouseClicked(0)) app.aiming = true;
    if (ImGui::IsMouseReleased(0) && app.aiming) {
      app.aiming = false;
      if (playing) {
        if (legal.contains(c))
          run_command(app, CommandKind::Act, Action::play(c));
        else
          app_notice(app, why, true);
      } else if (mode != Pick::None) {
        toggle_selection(app, o, c);
      } else if (in_hand(app.session.state()) && !my_turn) {
        app_notice(app, tr("Wait for your turn.", "Warte, bis du dran bist."));
      }
      app.focus = under;
      app.focus_on_buttons = false;
    }
  }
}

}  // namespace

float held_gather(const App& app) {
  const HeldTrick& held = app.held;
  float t = float((app.now - held.start) / std::max(0.05, held.until - held.start));
  return ease((t - 0.62f) / 0.38f);
}

ImU32 felt_text_color(float alpha) { return IM_COL32(235, 245, 235, int(230 * alpha)); }

void register_hit(App& app, const std::string& id, const std::string& label, ImVec2 min, ImVec2 max, bool enabled) {
  app.next_hits.push_back({id, label, min, max, enabled});
}

const HitTarget* drawn_last_frame(const App& app, const char* id) {
  for (const HitTarget& t : app.hits)
    if (t.id == id) return &t;
  return nullptr;
}

bool meets_drawn(const App& app, ImVec2 min, ImVec2 max, std::initializer_list<std::string_view> skip) {
  for (const HitTarget& t : app.hits) {
    if (std::find(skip.begin(), skip.end(), t.id) != skip.end()) continue;
    for (const char* kind : {"panel:", "table:", "plate:", "backs:", "said:", "trick:", "tag:"})
      if (t.id.rfind(kind, 0) == 0 && boxes_meet(min, max, t.min, t.max, 2)) return true;
  }
  return false;
}

void draw_card(App& app, ImDrawList* dl, Card c, ImVec2 min, float w, float alpha, bool dim, bool highlight) {
  const CardAtlas& atlas = current_atlas(app);
  float h = w / card_aspect(app);
  ImVec2 max(min.x + w, min.y + h);
  float r = w * 0.07f;
  int a = int(255 * alpha);
  dl->AddRectFilled(ImVec2(min.x + 2, min.y + 3), ImVec2(max.x + 2, max.y + 3), IM_COL32(0, 0, 0, int(70 * alpha)), r);
  if (atlas.loaded()) {
    float u0, v0, u1, v1;
    atlas.uv(c, u0, v0, u1, v1);
    dl->AddImageRounded(ImTextureID(uintptr_t(atlas.texture)), min, max, ImVec2(u0, v0), ImVec2(u1, v1),
                        IM_COL32(255, 255, 255, a), r);
  } else {  // no art: a plain card with its code
    dl->AddRectFilled(min, max, c == kNoCard ? IM_COL32(40, 60, 140, a) : IM_COL32(250, 250, 245, a), r);
    if (c != kNoCard) dl->AddText(ImVec2(min.x + 4, min.y + 4), IM_COL32(20, 20, 20, a), card_code(c).c_str());
  }
  if (dim) dl->AddRectFilled(min, max, IM_COL32(10, 30, 20, 150), r);
  if (highlight) dl->AddRect(ImVec2(min.x - 1, min.y - 1), ImVec2(max.x + 1, max.y + 1), kGold, r, 0, 3.0f);
}

namespace {

// What the plates show. While a finished hand's last trick and summary lie
// there, the hand as it was last seen in play, its tricks counted to the
// end: the state between hands has no sides and no tricks, and the plates
// shrank under the last trick, whose banner, placed against them as they
// were, then lay on Bernd's plate (400×600), its cards spreading into the
// room they left.
Observation seats_view(App& app, const Observation& o) {
  const State& s = app.session.state();
  if (in_hand(s)) app.hand_view = o;
  if (in_hand(s) || !hand_on_table(app) || !app.hand_view.rules || app.hand_view.hand_number != s.hand_number) return o;
  Observation seen = app.hand_view;
  seen.to_move = kNoSeat;
  seen.dealer = o.dealer;
  for (int p = 0; p < o.players; ++p) {
    seen.hand_size[p] = 0;
    seen.tricks_won[p] = s.result.tricks[p];
  }
  return seen;
}

}  // namespace

void draw_table(App& app) {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const Layout& L = app.layout;
  draw_felt(dl, L.size);
  Observation o = app.session.view();
  const Observation seats = seats_view(app, o);
  for (int p = 1; p < o.players; ++p) draw_seat(app, dl, p, seats);
  side_cards(app, dl, o);
  trick_cards(app, dl, o);
  draw_seat(app, dl, 0, seats);
  human_hand(app, dl, o);
  // The up-card can be picked in the rob phase by clicking it.
  if (o.phase == Phase::Rob && app.session.human_to_move() && ImGui::IsMouseClicked(0) &&
      !ImGui::GetIO().WantCaptureMouse) {
    for (const HitTarget& t : app.next_hits) {
      ImVec2 m = ImGui::GetIO().MousePos;
      if (t.id == "card:" + card_code(o.upcard) && m.x >= t.min.x && m.x <= t.max.x && m.y >= t.min.y &&
          m.y <= t.max.y && !o.hand.contains(o.upcard))
        toggle_selection(app, o, o.upcard);
    }
  }
  draw_notice(app);
}

}  // namespace stichfest
