// Words laid over the table: what the players said (a speech bubble by
// each plate) and who took the trick. They are placed after the frame's
// panels, since the decision panel is drawn over the table, at the first
// place that covers nothing a player reads: the cards on the table, name
// tags, plates, card backs, the panels, another bubble.
#include <algorithm>
#include <cfloat>
#include <cmath>

#include "app.h"
#include "i18n.h"

namespace stichfest {

namespace {

bool starts(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// What a note must not lie over, as drawn so far this frame: the table's
// cards, tags, plates, backs, panels and other notes, except `seat`'s own
// plate and card backs (-1: none); and the room it may take.
struct Obstacles {
  ImVec2 room_lo, room_hi;
  std::vector<std::pair<ImVec2, ImVec2>> boxes;
  bool hit(ImVec2 lo, ImVec2 hi) const {
    if (lo.x < room_lo.x || lo.y < room_lo.y || hi.x > room_hi.x || hi.y > room_hi.y) return true;
    const float gap = 2;  // not flush against what it avoids
    for (const auto& [min, max] : boxes)
      if (lo.x < max.x + gap && min.x - gap < hi.x && lo.y < max.y + gap && min.y - gap < hi.y) return true;
    return false;
  }
};

Obstacles obstacles(const App& app, int seat) {
  const Layout& L = app.layout;
  Obstacles o{ImVec2(4, L.top_bar + 2), ImVec2(L.size.x - 4, L.size.y - 2), {}};
  const std::string own_plate = "plate:" + std::to_string(seat), own_backs = "backs:" + std::to_string(seat);
  for (const HitTarget& t : app.next_hits) {
    bool read = starts(t.id, "table:") || starts(t.id, "trick:") || starts(t.id, "tag:") || starts(t.id, "card:") ||
                starts(t.id, "plate:") || starts(t.id, "backs:") || starts(t.id, "said:") || starts(t.id, "banner:") ||
                starts(t.id, "notice") || t.id == "panel:info" || t.id == "panel:prompt";
    if (read && t.id != own_plate && t.id != own_backs) o.boxes.emplace_back(t.min, t.max);
  }
  return o;
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
// nearer than `best_distance`), on a grid of a few pixels.
bool nearest_free(const Obstacles& o, ImVec2 size, ImVec2 want, ImVec2& best, float& best_distance) {
  const float step = 4;
  bool found = false;
  for (float y = o.room_lo.y; y + size.y <= o.room_hi.y; y += step)
    for (float x = o.room_lo.x; x + size.x <= o.room_hi.x; x += step) {
      float dx = x + size.x * 0.5f - want.x, dy = y + size.y * 0.5f - want.y;
      float d = std::sqrt(dx * dx + dy * dy);
      if (d >= best_distance || o.hit(ImVec2(x, y), ImVec2(x + size.x, y + size.y))) continue;
      best = ImVec2(x, y), best_distance = d, found = true;
    }
  return found;
}

// A bubble by `seat`'s plate: under or over the plate and its card backs,
// else beside the plate, on one line or two, else the free place nearest.
void bubble(App& app, ImDrawList* dl, int seat, const std::string& text) {
  const Layout& L = app.layout;
  const HitTarget* plate = drawn(app, "plate:" + std::to_string(seat));
  if (!plate) return;
  const float s = L.scale, pad_x = 8 * s, pad_y = 4 * s;
  ImVec2 lo = plate->min, hi = plate->max;  // the plate with its backs
  if (const HitTarget* backs = drawn(app, "backs:" + std::to_string(seat)))
    lo = ImVec2(std::min(lo.x, backs->min.x), std::min(lo.y, backs->min.y)),
    hi = ImVec2(std::max(hi.x, backs->max.x), std::max(hi.y, backs->max.y));
  const float cx = (plate->min.x + plate->max.x) * 0.5f, cy = (plate->min.y + plate->max.y) * 0.5f;
  const bool under_first = cy < L.center.y;
  const Obstacles around = obstacles(app, seat);
  Words forms[] = {measure(app.font_small, text), measure(app.font_small, two_lines(app.font_small, text))};
  Words chosen = forms[0];
  ImVec2 at(-1, -1);  // the box's top left corner
  for (const Words& w : forms) {
    const ImVec2 box(w.size.x + 2 * pad_x, w.size.y + 2 * pad_y);
    const float x = std::clamp(cx - box.x * 0.5f, 6.0f, L.size.x - box.x - 6.0f);
    const ImVec2 under(x, hi.y + 6 * s), over(x, lo.y - 6 * s - box.y);
    const ImVec2 places[] = {under_first ? under : over,
                             under_first ? over : under,
                             ImVec2(plate->max.x + 6 * s, cy - box.y * 0.5f),
                             ImVec2(plate->min.x - 6 * s - box.x, cy - box.y * 0.5f),
                             ImVec2(plate->max.x + 6 * s, plate->max.y + 2 * s),
                             ImVec2(plate->min.x - 6 * s - box.x, plate->max.y + 2 * s),
                             ImVec2(plate->max.x + 6 * s, plate->min.y - 2 * s - box.y),
                             ImVec2(plate->min.x - 6 * s - box.x, plate->min.y - 2 * s - box.y)};
    for (const ImVec2& p : places)
      if (!around.hit(p, ImVec2(p.x + box.x, p.y + box.y))) {
        at = p, chosen = w;
        break;
      }
    if (at.x >= 0) break;
  }
  if (at.x < 0) {  // a crowded table: the nearest free place, else under the plate
    float distance = FLT_MAX;
    chosen = forms[1];
    const ImVec2 box(chosen.size.x + 2 * pad_x, chosen.size.y + 2 * pad_y);
    if (!nearest_free(around, box, ImVec2(cx, cy), at, distance))
      at = ImVec2(std::clamp(cx - box.x * 0.5f, 6.0f, L.size.x - box.x - 6.0f), hi.y + 6 * s);
  }
  const ImVec2 max(at.x + chosen.size.x + 2 * pad_x, at.y + chosen.size.y + 2 * pad_y);
  dl->AddRectFilled(at, max, IM_COL32(250, 246, 230, 240), 8 * s);
  dl->AddText(chosen.font, chosen.px, ImVec2(at.x + pad_x, at.y + pad_y), IM_COL32(30, 30, 30, 255),
              chosen.text.c_str());
  register_hit(app, "said:" + std::to_string(seat), text, at, max, false);
}

void speech_bubbles(App& app, ImDrawList* dl) {
  if (!in_hand(app.session.state())) return;
  Observation o = app.session.view();
  const std::vector<Said>& said = app.session.said();
  for (int seat = 1; seat < o.players; ++seat)
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
// one line or two; it stays put while the cards are gathered.
void trick_banner(App& app, ImDrawList* dl) {
  HeldTrick& held = app.held;
  if (!held.active) return;
  const Layout& L = app.layout;
  Observation o = app.session.view();
  int points = 0;
  for (int i = 0; i < held.count; ++i) points += card_points(held.cards[i]);
  std::string text =
      seat_name(held.winner, o.players) +
      (held.winner == 0 ? tr(" take the trick", " nimmst den Stich") : tr(" takes the trick", " nimmt den Stich"));
  if (o.rules->game != Game::Ramsen) text += " (" + std::to_string(points) + tr(" points)", " Augen)");
  const float pad_x = 10, pad_y = 5;
  const Words forms[] = {measure(app.font_body, text), measure(app.font_body, two_lines(app.font_body, text)),
                         measure(app.font_small, two_lines(app.font_small, text))};
  bool at_rest = false;  // the cards lie in their places (reported this frame)
  for (const HitTarget& t : app.next_hits) at_rest = at_rest || starts(t.id, "trick:");
  if (at_rest || held.note_form < 0) {
    ImVec2 want = L.center;
    if (held.winner != 0)
      want = ImVec2(L.seat[held.winner].x,
                    L.seat[held.winner].y + (L.seat[held.winner].y > L.center.y ? -1.0f : 1.0f) * 40 * L.scale);
    held.note_form = 0;
    held.note_at =
        ImVec2(std::clamp(want.x - forms[0].size.x * 0.5f - pad_x, 4.0f, L.size.x - forms[0].size.x - 24), want.y);
    const Obstacles around = obstacles(app, -1);
    const float penalty = 40 * L.scale;  // two lines only where they come that much nearer
    float best = FLT_MAX;
    for (int f = 0; f < 3; ++f) {
      const ImVec2 box(forms[f].size.x + 2 * pad_x, forms[f].size.y + 2 * pad_y);
      float distance = best - penalty * float(f);
      ImVec2 at;
      if (nearest_free(around, box, want, at, distance))
        best = distance + penalty * float(f), held.note_at = at, held.note_form = f;
    }
  }
  const Words& w = forms[held.note_form];
  const float alpha = 1.0f - held_gather(app);
  const ImVec2 min = held.note_at, max(min.x + w.size.x + 2 * pad_x, min.y + w.size.y + 2 * pad_y);
  dl->AddRectFilled(min, max, IM_COL32(0, 0, 0, int(170 * alpha)), 8);
  dl->AddText(w.font, w.px, ImVec2(min.x + pad_x, min.y + pad_y), IM_COL32(250, 214, 110, int(255 * alpha)),
              w.text.c_str());
  if (alpha > 0.5f) register_hit(app, "banner:trick", text, min, max, false);
}

}  // namespace

void draw_table_notes(App& app) {
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  speech_bubbles(app, dl);
  trick_banner(app, dl);
}

}  // namespace stichfest
