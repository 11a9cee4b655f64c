// Words laid over the table: what the players said (a speech bubble by
// each plate, its tail pointing at the speaker) and who took the trick.
// They are placed after the frame's panels, since the decision panel is
// drawn over the table, at the first place that covers nothing a player
// reads: the cards on the table, name tags, plates, card backs, the panels,
// another bubble.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <initializer_list>

#include "app.h"
#include "i18n.h"

namespace stichfest {

namespace {

bool starts(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// What a note must not lie over, as drawn so far this frame: the table's
// cards, tags, plates, backs, panels and other notes; and the room it may take.
struct Obstacles {
  ImVec2 room_lo, room_hi;
  std::vector<std::pair<ImVec2, ImVec2>> boxes;
  bool hit(ImVec2 lo, ImVec2 hi) const {
    if (lo.x < room_lo.x || lo.y < room_lo.y || hi.x > room_hi.x || hi.y > room_hi.y) return true;
    for (const auto& [min, max] : boxes)
      if (boxes_meet(lo, hi, min, max, 2)) return true;  // not flush against what it avoids
    return false;
  }
};

// `mine`: what it may lie on (a crowded table's bubble, its own seat's card
// backs; its tail, the plate too).
Obstacles obstacles(const App& app, std::initializer_list<std::string> mine = {}) {
  const Layout& L = app.layout;
  Obstacles o{ImVec2(4, L.top_bar + 2), ImVec2(L.size.x - 4, L.size.y - 2), {}};
  for (const HitTarget& t : app.next_hits) {
    if (std::find(mine.begin(), mine.end(), t.id) != mine.end()) continue;
    bool read = starts(t.id, "table:") || starts(t.id, "trick:") || starts(t.id, "tag:") || starts(t.id, "card:") ||
                starts(t.id, "plate:") || starts(t.id, "backs:") || starts(t.id, "said") || starts(t.id, "banner:") ||
                starts(t.id, "notice") || t.id == "panel:info" || t.id == "panel:prompt";
    if (read) o.boxes.emplace_back(t.min, t.max);
  }
  return o;
}

// The gap between two rectangles (0 where they touch or overlap).
float distance(ImVec2 a_min, ImVec2 a_max, ImVec2 b_min, ImVec2 b_max) {
  float dx = std::max({0.0f, b_min.x - a_max.x, a_min.x - b_max.x});
  float dy = std::max({0.0f, b_min.y - a_max.y, a_min.y - b_max.y});
  return std::sqrt(dx * dx + dy * dy);
}

const HitTarget* drawn(const App& app, const std::string& id) {
  for (const HitTarget& t : app.next_hits)
    if (t.id == id) return &t;
  return nullptr;
}

// Words in one font, with their size.
struct Words {
  ImFont* font;
  std::string text;
  float px;
  ImVec2 size;
};

Words measure(ImFont* font, const std::string& text) {
  float px = font->FontSize * ImGui::GetIO().FontGlobalScale;
  return {font, text, px, font->CalcTextSizeA(px, FLT_MAX, 0, text.c_str())};
}

// The same words on two lines: broken before `(` if they have one ("You take
// the trick / (15 points)"), else at the space that makes the lines most even.
std::string two_lines(ImFont* font, const std::string& text) {
  size_t cut = text.find(" (");
  if (cut == std::string::npos) {
    float px = font->FontSize * ImGui::GetIO().FontGlobalScale, widest = FLT_MAX;
    for (size_t at = text.find(' '); at != std::string::npos; at = text.find(' ', at + 1)) {
      float w = std::max(font->CalcTextSizeA(px, FLT_MAX, 0, text.c_str(), text.c_str() + at).x,
                         font->CalcTextSizeA(px, FLT_MAX, 0, text.c_str() + at + 1).x);
      if (w < widest) widest = w, cut = at;
    }
  }
  return cut == std::string::npos ? text : text.substr(0, cut) + "\n" + text.substr(cut + 1);
}

// The free place for a box of `size` whose middle lies nearest `want` (and
// nearer than `best_distance`), on a grid of a few pixels, where `fits`
// takes it.
template <typename Fits>
bool nearest_free(const Obstacles& o, ImVec2 size, ImVec2 want, ImVec2& best, float& best_distance, Fits fits) {
  const float step = 4;
  bool found = false;
  for (float y = o.room_lo.y; y + size.y <= o.room_hi.y; y += step)
    for (float x = o.room_lo.x; x + size.x <= o.room_hi.x; x += step) {
      float dx = x + size.x * 0.5f - want.x, dy = y + size.y * 0.5f - want.y;
      float d = std::sqrt(dx * dx + dy * dy);
      if (d >= best_distance || o.hit(ImVec2(x, y), ImVec2(x + size.x, y + size.y)) ||
          !fits(ImVec2(x, y), ImVec2(x + size.x, y + size.y)))
        continue;
      best = ImVec2(x, y), best_distance = d, found = true;
    }
  return found;
}

// Every seat's plate and card backs as drawn this frame. To a reader's eye
// a bubble belongs to the nearest seat: it must lie nearer its own plate or
// backs than any other seat's, by a few pixels that an eye can tell (5 px
// from Bernd's plate and 5.2 from Anna's, five players at 320×400, read as
// Anna's).
struct Seats {
  struct Box {
    int seat;
    ImVec2 min, max;
  };
  std::vector<Box> boxes;
  explicit Seats(const App& app) {
    for (const HitTarget& t : app.next_hits)
      if (starts(t.id, "plate:") || starts(t.id, "backs:")) boxes.push_back({t.id[6] - '0', t.min, t.max});
  }
  bool nearest_is(int seat, ImVec2 min, ImVec2 max) const {
    float own = FLT_MAX, other = FLT_MAX;
    for (const Box& b : boxes) {
      float& nearest = b.seat == seat ? own : other;
      nearest = std::min(nearest, distance(min, max, b.min, b.max));
    }
    return own + kClearlyNearer <= other;
  }
  static constexpr float kClearlyNearer = 4.0f;
  float gap_to(int seat, ImVec2 min, ImVec2 max) const {
    float own = FLT_MAX;
    for (const Box& b : boxes)
      if (b.seat == seat) own = std::min(own, distance(min, max, b.min, b.max));
    return own;
  }
};

// A tail from the bubble [b_min, b_max] to the nearest side of [t_min,
// t_max]: a triangle whose base lies on the bubble's edge facing it, clear
// of the rounded corners, and whose tip touches it.
struct Tail {
  ImVec2 base_a, base_b, tip;
};

Tail tail_to(ImVec2 b_min, ImVec2 b_max, ImVec2 t_min, ImVec2 t_max, float half, float corner) {
  // Along one axis: where on the bubble's side the base goes, and the tip on the target's.
  auto place = [&](float b_lo, float b_hi, float t_lo, float t_hi, float& base, float& tip) {
    float lo = std::max(b_lo, t_lo), hi = std::min(b_hi, t_hi);
    float want = lo <= hi ? (lo + hi) * 0.5f : (t_lo > b_hi ? b_hi : b_lo);  // shared span, else the nearest end
    float base_lo = b_lo + corner + half, base_hi = b_hi - corner - half;
    base = base_lo <= base_hi ? std::clamp(want, base_lo, base_hi) : (b_lo + b_hi) * 0.5f;
    tip = t_lo + corner <= t_hi - corner ? std::clamp(want, t_lo + corner, t_hi - corner) : (t_lo + t_hi) * 0.5f;
  };
  const float gap_x = std::max(t_min.x - b_max.x, b_min.x - t_max.x);
  const float gap_y = std::max(t_min.y - b_max.y, b_min.y - t_max.y);
  float base, tip;
  if (gap_x >= gap_y) {  // out of the left or right side
    const bool right = t_min.x >= b_max.x;
    const float x = right ? b_max.x - 1 : b_min.x + 1;  // a pixel into the bubble: no seam
    place(b_min.y, b_max.y, t_min.y, t_max.y, base, tip);
    return {ImVec2(x, base - half), ImVec2(x, base + half), ImVec2(right ? t_min.x : t_max.x, tip)};
  }
  const bool down = t_min.y >= b_max.y;
  const float y = down ? b_max.y - 1 : b_min.y + 1;
  place(b_min.x, b_max.x, t_min.x, t_max.x, base, tip);
  return {ImVec2(base - half, y), ImVec2(base + half, y), ImVec2(tip, down ? t_min.y : t_max.y)};
}

// The tail from the bubble [b_min, b_max] to its seat: to the plate, or to
// the card backs where they lie between (under a top seat's backs), or
// where the plate's tail would cross them (a bubble right of a top seat's
// backs pointed across them at the plate, 400×600 and 1280×800). No tail
// where the bubble touches what it points at; `clear` is false where every
// tail would cross the seat's other box.
struct SeatTail {
  const HitTarget* target;
  bool needed, clear;
  Tail tail;
};

SeatTail seat_tail(ImVec2 b_min, ImVec2 b_max, const HitTarget* plate, const HitTarget* backs, float s) {
  const bool backs_between = backs && b_min.x < backs->max.x && backs->min.x < b_max.x &&
                             ((backs->min.y >= plate->max.y && b_min.y >= backs->max.y) ||
                              (backs->max.y <= plate->min.y && b_max.y <= backs->min.y));
  const HitTarget* order[] = {backs_between ? backs : plate, backs_between ? plate : backs};
  SeatTail first{};
  for (int i = 0; i < 2; ++i) {
    const HitTarget *target = order[i], *other = order[1 - i];
    if (!target) continue;
    SeatTail t{target, distance(b_min, b_max, target->min, target->max) > 0, true, {}};
    if (t.needed) {
      t.tail = tail_to(b_min, b_max, target->min, target->max, 5 * s, 6 * s);
      const ImVec2 lo(std::min({t.tail.base_a.x, t.tail.base_b.x, t.tail.tip.x}),
                      std::min({t.tail.base_a.y, t.tail.base_b.y, t.tail.tip.y}));
      const ImVec2 hi(std::max({t.tail.base_a.x, t.tail.base_b.x, t.tail.tip.x}),
                      std::max({t.tail.base_a.y, t.tail.base_b.y, t.tail.tip.y}));
      t.clear = !other || !boxes_meet(lo, hi, other->min, other->max);
    }
    if (t.clear) return t;
    if (i == 0) first = t;
  }
  return first;
}

// A bubble by `seat`'s plate: under or over the plate and its card backs,
// else beside them, on one line or two, else the free place nearest by its
// seat; always clearly nearer its own seat than any other, its tail across
// neither the plate nor the backs (seat_tail). Where a crowded table leaves
// no such place, it lies on its own seat's backs, else anywhere free.
void bubble(App& app, ImDrawList* dl, int seat, const std::string& text) {
  const Layout& L = app.layout;
  const HitTarget* plate = drawn(app, "plate:" + std::to_string(seat));
  if (!plate) return;
  const HitTarget* backs = drawn(app, "backs:" + std::to_string(seat));
  const float s = L.scale, pad_x = 8 * s, pad_y = 4 * s, gap = 10 * s;  // the gap: room for the tail
  ImVec2 lo = plate->min, hi = plate->max;                              // the plate with its backs
  if (backs)
    lo = ImVec2(std::min(lo.x, backs->min.x), std::min(lo.y, backs->min.y)),
    hi = ImVec2(std::max(hi.x, backs->max.x), std::max(hi.y, backs->max.y));
  const float cx = (plate->min.x + plate->max.x) * 0.5f, cy = (plate->min.y + plate->max.y) * 0.5f;
  const bool under_first = cy < L.center.y;
  // Backs beside the plate (a top seat's on a short phone): under or over
  // them is that seat's too (Bernd's, five at 320×400, where under his
  // plate lay as near Anna's).
  const bool beside = backs && (backs->min.x >= plate->max.x || backs->max.x <= plate->min.x);
  const Obstacles around = obstacles(app);
  const Seats seats(app);
  Words forms[] = {measure(app.font_small, text), measure(app.font_small, two_lines(app.font_small, text))};
  Words chosen = forms[0];
  ImVec2 at(-1, -1);  // the box's top left corner
  bool on_own_backs = false;
  for (const Words& w : forms) {
    const ImVec2 box(w.size.x + 2 * pad_x, w.size.y + 2 * pad_y);
    const float x = std::clamp(cx - box.x * 0.5f, 6.0f, L.size.x - box.x - 6.0f);
    const ImVec2 under(x, hi.y + gap), over(x, lo.y - gap - box.y);
    const float bx =
        beside ? std::clamp((backs->min.x + backs->max.x - box.x) * 0.5f, 6.0f, L.size.x - box.x - 6.0f) : x;
    const ImVec2 under_backs(bx, beside ? backs->max.y + gap : under.y),
        over_backs(bx, beside ? backs->min.y - gap - box.y : over.y);
    const ImVec2 places[] = {under_first ? under : over,
                             under_first ? over : under,
                             ImVec2(hi.x + gap, cy - box.y * 0.5f),
                             ImVec2(lo.x - gap - box.x, cy - box.y * 0.5f),
                             ImVec2(hi.x + gap, plate->max.y + 2 * s),
                             ImVec2(lo.x - gap - box.x, plate->max.y + 2 * s),
                             ImVec2(hi.x + gap, plate->min.y - 2 * s - box.y),
                             ImVec2(lo.x - gap - box.x, plate->min.y - 2 * s - box.y),
                             under_first ? under_backs : over_backs,
                             under_first ? over_backs : under_backs};
    for (const ImVec2& p : places) {
      const ImVec2 q(p.x + box.x, p.y + box.y);
      if (!around.hit(p, q) && seats.nearest_is(seat, p, q) && seat_tail(p, q, plate, backs, s).clear) {
        at = p, chosen = w;
        break;
      }
    }
    if (at.x >= 0) break;
  }
  if (at.x < 0) {  // a crowded table: the nearest free place, its own seat's if it can, else under the plate
    // Its own: by its seat too (five at 320×400, Dieter's lay by the hand, 67 px away).
    auto own = [&](ImVec2 min, ImVec2 max) {
      return seats.gap_to(seat, min, max) <= 32 * s && seats.nearest_is(seat, min, max) &&
             seat_tail(min, max, plate, backs, s).clear;
    };
    // On two lines, or on one where only a low gap is left (under a top
    // seat's backs, five on a 320×400 frame).
    for (const Words& w : {forms[1], forms[0]}) {
      float distance = FLT_MAX;
      chosen = w;
      if (nearest_free(around, ImVec2(w.size.x + 2 * pad_x, w.size.y + 2 * pad_y), ImVec2(cx, cy), at, distance, own))
        break;
    }
    // Else on its own card backs, beside the plate, its tail to the plate
    // (five at 320×400, the up-card and talon between the side seats: Dieter's
    // went to the corner by the hand, its tail under the decision panel).
    if (at.x < 0 && backs) {
      const Obstacles bare = obstacles(app, {backs->id}), for_tail = obstacles(app, {backs->id, plate->id});
      auto on_backs = [&](ImVec2 min, ImVec2 max) {
        if (!seats.nearest_is(seat, min, max) || distance(min, max, plate->min, plate->max) <= 0) return false;
        const Tail t = tail_to(min, max, plate->min, plate->max, 5 * s, 6 * s);
        return !for_tail.hit(
            ImVec2(std::min({t.base_a.x, t.base_b.x, t.tip.x}), std::min({t.base_a.y, t.base_b.y, t.tip.y})),
            ImVec2(std::max({t.base_a.x, t.base_b.x, t.tip.x}), std::max({t.base_a.y, t.base_b.y, t.tip.y})));
      };
      for (const Words& w : {forms[0], forms[1]}) {
        float distance = FLT_MAX;
        chosen = w;
        if (nearest_free(bare, ImVec2(w.size.x + 2 * pad_x, w.size.y + 2 * pad_y), ImVec2(cx, cy), at, distance,
                         on_backs)) {
          on_own_backs = true;
          break;
        }
      }
    }
    if (at.x < 0) {
      float distance = FLT_MAX;
      chosen = forms[1];
      const ImVec2 box(chosen.size.x + 2 * pad_x, chosen.size.y + 2 * pad_y);
      if (!nearest_free(around, box, ImVec2(cx, cy), at, distance, [](ImVec2, ImVec2) { return true; }))
        at = ImVec2(std::clamp(cx - box.x * 0.5f, 6.0f, L.size.x - box.x - 6.0f), hi.y + gap);
    }
  }
  const ImVec2 max(at.x + chosen.size.x + 2 * pad_x, at.y + chosen.size.y + 2 * pad_y);
  const ImU32 paper = IM_COL32(250, 246, 230, 255);
  SeatTail tail = seat_tail(at, max, plate, backs, s);
  if (on_own_backs) tail = {plate, true, true, tail_to(at, max, plate->min, plate->max, 5 * s, 6 * s)};
  if (tail.needed) {
    const Tail& t = tail.tail;
    dl->AddTriangleFilled(t.base_a, t.base_b, t.tip, paper);
    register_hit(app, "said-tail:" + std::to_string(seat), seat_name(seat, app.session.view().players),
                 ImVec2(std::min({t.base_a.x, t.base_b.x, t.tip.x}), std::min({t.base_a.y, t.base_b.y, t.tip.y})),
                 ImVec2(std::max({t.base_a.x, t.base_b.x, t.tip.x}), std::max({t.base_a.y, t.base_b.y, t.tip.y})),
                 false);
  }
  dl->AddRectFilled(at, max, paper, 8 * s);
  dl->AddText(chosen.font, chosen.px, ImVec2(at.x + pad_x, at.y + pad_y), IM_COL32(30, 30, 30, 255),
              chosen.text.c_str());
  register_hit(app, "said:" + std::to_string(seat), text, at, max, false);
}

// The seats across the table first: under the info panel and above the
// side seats they have the least room (five at 320×400: Anna's bubble took
// the place under Bernd's backs, his only one).
void speech_bubbles(App& app, ImDrawList* dl) {
  if (!in_hand(app.session.state())) return;
  Observation o = app.session.view();
  const std::vector<Said>& said = app.session.said();
  std::vector<int> seats;
  for (int seat = 1; seat < o.players && seat < 5; ++seat) seats.push_back(seat);
  std::stable_sort(seats.begin(), seats.end(),
                   [&](int a, int b) { return app.layout.seat[a].y < app.layout.seat[b].y; });
  for (int seat : seats)
    for (auto it = said.rbegin(); it != said.rend(); ++it) {
      if (it->seat != seat) continue;
      // Declarations show until play starts; trick-1 announcements during trick 1.
      bool announcement = it->before.phase == Phase::Play;
      if (o.phase == Phase::Play && !(announcement && o.trick_number == 0)) break;
      bubble(app, dl, seat, said_label(it->before, it->action, german_deck(app)));
      break;
    }
}

// "Anna takes the trick (17 points)" while the trick lies there: near the
// winner's plate (the human's: near the trick) where it covers nothing, on
// one line or two, else in short ("Anna's trick: 17 points"), which fits
// the gaps between a small screen's seats; it stays put while the cards
// are gathered.
void trick_banner(App& app, ImDrawList* dl) {
  HeldTrick& held = app.held;
  if (!held.active) return;
  const Layout& L = app.layout;
  Observation o = app.session.view();
  int points = 0;
  for (int i = 0; i < held.count; ++i) points += card_points(held.cards[i]);
  const std::string name = seat_name(held.winner, o.players);
  std::string text = name + (held.winner == 0 ? tr(" take the trick", " nimmst den Stich")
                                              : tr(" takes the trick", " nimmt den Stich"));
  std::string brief = held.winner == 0 ? tr("Your trick", "Dein Stich") : name + tr("'s trick", "s Stich");
  if (o.rules->game != Game::Ramsen) {
    text += " (" + std::to_string(points) + tr(" points)", " Augen)");
    brief += ": " + std::to_string(points) + tr(" points", " Augen");
  }
  const float pad_x = 10, pad_y = 5;
  const Words forms[] = {measure(app.font_body, text),
                         measure(app.font_body, two_lines(app.font_body, text)),
                         measure(app.font_small, two_lines(app.font_small, text)),
                         measure(app.font_body, brief),
                         measure(app.font_small, brief),
                         measure(app.font_small, two_lines(app.font_small, brief))};
  constexpr int kFull = 3, kForms = int(sizeof(forms) / sizeof(forms[0]));
  bool at_rest = false;  // the cards lie in their places (reported this frame)
  for (const HitTarget& t : app.next_hits) at_rest = at_rest || starts(t.id, "trick:");
  // A panel may reach the banner after the cards have begun to move, and
  // it is drawn over it: then the banner moves off it. A decision's panel
  // may first show then (its first frames are unseen: on a slow phone that
  // is the whole rest); the info panel grows a frame after the hand's end
  // writes its points (ImGui fits a window to the frame before), and a late
  // frame may already have the cards on their way.
  bool under_panel = false;
  if (held.note_form >= 0) {
    const Words& w = forms[held.note_form];
    const ImVec2 max(held.note_at.x + w.size.x + 2 * pad_x, held.note_at.y + w.size.y + 2 * pad_y);
    for (const char* id : {"panel:prompt", "panel:info"})
      if (const HitTarget* panel = drawn(app, id))
        under_panel = under_panel || boxes_meet(held.note_at, max, panel->min, panel->max);
  }
  if (at_rest || held.note_form < 0 || under_panel) {
    ImVec2 want = L.center;
    if (held.winner != 0)
      want = ImVec2(L.seat[held.winner].x,
                    L.seat[held.winner].y + (L.seat[held.winner].y > L.center.y ? -1.0f : 1.0f) * 40 * L.scale);
    held.note_form = 0;
    held.note_at =
        ImVec2(std::clamp(want.x - forms[0].size.x * 0.5f - pad_x, 4.0f, L.size.x - forms[0].size.x - 24), want.y);
    const Obstacles around = obstacles(app);
    const float penalty = 40 * L.scale;  // two lines only where they come that much nearer
    float best = FLT_MAX;
    for (int f = 0; f < kForms; ++f) {
      if (f == kFull && best < FLT_MAX) break;  // the short forms only where the whole sentence finds no room
      const ImVec2 box(forms[f].size.x + 2 * pad_x, forms[f].size.y + 2 * pad_y);
      float distance = best - penalty * float(f);
      ImVec2 at;
      if (nearest_free(around, box, want, at, distance, [](ImVec2, ImVec2) { return true; }))
        best = distance + penalty * float(f), held.note_at = at, held.note_form = f;
    }
  }
  const Words& w = forms[held.note_form];
  const float alpha = 1.0f - held_gather(app);
  const ImVec2 min = held.note_at, max(min.x + w.size.x + 2 * pad_x, min.y + w.size.y + 2 * pad_y);
  dl->AddRectFilled(min, max, IM_COL32(0, 0, 0, int(170 * alpha)), 8);
  dl->AddText(w.font, w.px, ImVec2(min.x + pad_x, min.y + pad_y), IM_COL32(250, 214, 110, int(255 * alpha)),
              w.text.c_str());
  if (alpha > 0.5f) register_hit(app, "banner:trick", w.text, min, max, false);
}

}  // namespace

void draw_table_notes(App& app) {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  speech_bubbles(app, dl);
  trick_banner(app, dl);
}

}  // namespace stichfest
