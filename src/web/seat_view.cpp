// The players round the table: each one's name plate (name, dealer, part,
// tricks; gold while it is his turn) and the others' cards face down
// beside it.
#include <algorithm>
#include <cmath>

#include "app.h"
#include "i18n.h"

namespace stichfest {

namespace {

constexpr ImU32 kGold = IM_COL32(250, 214, 110, 255);
constexpr ImU32 kPlate = IM_COL32(12, 40, 28, 215);
constexpr ImU32 kPlateActive = IM_COL32(70, 58, 16, 235);

// A name plate's words and where it lies; the card backs lie against it.
struct Plate {
  std::string name;
  std::vector<std::string> lines;  // the status, on one line or two
  ImVec2 c, min, max, name_size;
  bool turn = false, out = false;
};

// The human's plate lies just above the hand, where the cards picked to
// swap, push or lay away stand up over it ("You" half hidden at 320×400,
// whole at 390×844). It rises above them where that is clear, or else
// slides along the hand to where no picked card stands.
void clear_of_picked(const App& app, const Observation& o, Plate& p) {
  const Layout& L = app.layout;
  const std::vector<Card> cards = table_order(o);
  const int n = int(cards.size());
  std::vector<float> picked;  // each picked card's left edge
  for (int i = 0; i < n; ++i)
    if (app.selection.contains(cards[size_t(i)])) picked.push_back(hand_card_x(L, n, i));
  const float hw = (p.max.x - p.min.x) * 0.5f, hh = (p.max.y - p.min.y) * 0.5f;
  // The highest a plate centred at x may reach down to: the top of the
  // hand, or of a picked card below it.
  auto floor_at = [&](float x) {
    for (float left : picked)
      if (left < x + hw + 4 && x - hw - 4 < left + L.card_w) return L.hand_y - L.card_h * kPickedLift - 2;
    return L.hand_y;
  };
  auto fits = [&](float x, float y) {
    // (The human's own words move with the plate.)
    return y + hh <= floor_at(x) &&
           !meets_drawn(app, ImVec2(x - hw, y - hh), ImVec2(x + hw, y + hh), {"plate:0", "said:0"});
  };
  if (picked.empty() || p.max.y <= floor_at(p.c.x)) return;
  ImVec2 c = p.c;
  if (fits(c.x, floor_at(c.x) - 1 - hh)) {
    c.y = floor_at(c.x) - 1 - hh;
  } else {
    // The nearest place on the screen, the left one first.
    for (float d = 4; d < L.size.x && c.x == p.c.x; d += 4)
      for (float x : {p.c.x - d, p.c.x + d})
        if (c.x == p.c.x && x - hw >= 4 && x + hw <= L.size.x - 4 && fits(x, c.y)) c.x = x;
  }
  p.min = ImVec2(c.x - hw, c.y - hh), p.max = ImVec2(c.x + hw, c.y + hh), p.c = c;
}

Plate plate_box(const App& app, int seat, const Observation& o) {
  const Layout& L = app.layout;
  float s = L.scale;
  Plate p;
  p.c = L.seat[seat];
  p.turn = in_hand(app.session.state()) && o.to_move == seat && !app.held.active;
  p.out = o.rules->game == Game::Ramsen && (o.passed >> seat & 1);
  p.name = seat_name(seat, o.players);
  std::string status;
  auto add = [&](const std::string& part) { status += (status.empty() ? "" : " · ") + part; };
  if (seat == o.dealer) add(tr("Dealer", "Geber"));
  if (o.rules->game == Game::Ramsen) {
    if (p.out)
      add(tr("passed", "gepasst"));
    else if (o.phase == Phase::Play && (o.active >> seat & 1))
      add(tr("plays", "spielt"));
  }
  if (o.rules->game == Game::Schieberamsch && o.soloist == seat) add("Grand Hand");
  if (o.rules->game == Game::SchafkopfUS && o.side[seat] != kSideUnknown && o.phase != Phase::Deal)
    add(o.as_game == AsGame::Fixed ? (o.side[seat] ? tr("Team A", "Team A") : tr("Team B", "Team B"))
                                   : (o.side[seat] ? "Re" : "Kontra"));
  if (o.phase == Phase::Play && !p.out) {  // (between hands: seats_view)
    // The engine counts a trick as soon as its last card falls; the plate
    // counts it once its cards have reached the winner.
    const bool on_its_way = app.held.active && app.held.winner == seat;
    add(tricks_text(o.tricks_won[seat] - (on_its_way ? 1 : 0)));
  }

  ImFont* big = app.font_body;
  ImFont* small = app.font_small;
  float fs_big = big->FontSize * ImGui::GetIO().FontGlobalScale;
  float fs_small = small->FontSize * ImGui::GetIO().FontGlobalScale;
  p.name_size = big->CalcTextSizeA(fs_big, 1e9f, 0, p.name.c_str());
  // A phone's side plate with a long status ("Dealer · Kontra · 1 trick")
  // reached into the trick: there the status takes two lines.
  if (!status.empty()) p.lines.push_back(status);
  // A short phone's own plate too: Ramsen's talon and the decision panel
  // share its row (the panel lay on the talon beside "Dealer · plays · 0 tricks").
  bool side = seat != 0 && std::fabs(p.c.x - L.center.x) > L.size.x * 0.2f;
  bool own_short = seat == 0 && L.short_portrait;
  size_t cut = status.find(" · ");
  if (L.portrait && (side || own_short) && cut != std::string::npos &&
      small->CalcTextSizeA(fs_small, 1e9f, 0, status.c_str()).x + 28 * s > L.size.x * 0.3f) {
    size_t last = status.rfind(" · ");  // the trick count alone on the second line
    p.lines = {status.substr(0, last), status.substr(last + std::string(" · ").size())};
  }
  ImVec2 status_size(0, 0);
  for (const std::string& line : p.lines) {
    ImVec2 size = small->CalcTextSizeA(fs_small, 1e9f, 0, line.c_str());
    status_size = ImVec2(std::max(status_size.x, size.x), status_size.y + size.y);
  }
  float w = std::max(p.name_size.x, status_size.x) + 28 * s;
  float h = p.name_size.y + (status.empty() ? 0 : status_size.y + 2) + 12 * s;
  // Half the second line: the plate grows upwards (the human's, above the hand, by all of it).
  if (p.lines.size() > 1) p.c.y -= status_size.y * (seat == 0 ? 0.5f : 0.25f);
  // Card backs beside the plate stay on its side of the table's middle: a
  // wide plate moves out (five at 320×400: Bernd's and Clara's backs met
  // beside "plays · 0 tricks").
  const float backs_w = backs_width(L.small_w, int(o.hand_size[seat])) + 8 * s;
  if (L.backs[seat] == BacksAt::Right && p.c.x + w * 0.5f < L.center.x)
    p.c.x = std::min(p.c.x, L.center.x - 2 - backs_w - w * 0.5f);
  if (L.backs[seat] == BacksAt::Left && p.c.x - w * 0.5f > L.center.x)
    p.c.x = std::max(p.c.x, L.center.x + 2 + backs_w + w * 0.5f);
  p.c.x = std::clamp(p.c.x, w * 0.5f + 4, L.size.x - w * 0.5f - 4);  // whole plates, even on a phone
  // A short phone's top seat lies just below the info panel (as drawn the
  // frame before), which a plate of three lines reached under: it stays below.
  for (const HitTarget& t : app.hits)
    if (t.id == "panel:info" && seat != 0 && p.c.x - w * 0.5f < t.max.x && p.c.y < t.max.y + h * 0.5f + 2)
      p.c.y = std::max(p.c.y, t.max.y + h * 0.5f + 2);
  p.min = ImVec2(p.c.x - w * 0.5f, p.c.y - h * 0.5f), p.max = ImVec2(p.c.x + w * 0.5f, p.c.y + h * 0.5f);
  if (seat == 0) clear_of_picked(app, o, p);
  return p;
}

void plate(App& app, ImDrawList* dl, int seat, const Plate& p) {
  const Layout& L = app.layout;
  float s = L.scale;
  ImFont* big = app.font_body;
  ImFont* small = app.font_small;
  float fs_big = big->FontSize * ImGui::GetIO().FontGlobalScale;
  float fs_small = small->FontSize * ImGui::GetIO().FontGlobalScale;
  const ImVec2 c = p.c, min = p.min, max = p.max;
  const bool turn = p.turn;
  float pulse = 0.5f + 0.5f * std::sin(float(app.now) * 5.0f);
  if (turn) {
    dl->AddRectFilled(ImVec2(min.x - 5, min.y - 5), ImVec2(max.x + 5, max.y + 5),
                      IM_COL32(250, 214, 110, int(60 + 80 * pulse)), 14 * s);
  }
  dl->AddRectFilled(min, max, turn ? kPlateActive : kPlate, 10 * s);
  std::string label = p.name;  // where it lies and what it says, for tests
  for (const std::string& line : p.lines) label += " · " + line;
  register_hit(app, "plate:" + std::to_string(seat), label, min, max, false);
  dl->AddRect(min, max, turn ? kGold : IM_COL32(255, 255, 255, 50), 10 * s, 0, turn ? 2.5f : 1.0f);
  ImU32 text = p.out ? IM_COL32(170, 180, 170, 160) : IM_COL32(250, 250, 240, 255);
  dl->AddText(big, fs_big, ImVec2(c.x - p.name_size.x * 0.5f, min.y + 5 * s), turn ? kGold : text, p.name.c_str());
  float line_y = min.y + 6 * s + p.name_size.y;
  for (const std::string& line : p.lines) {
    ImVec2 size = small->CalcTextSizeA(fs_small, 1e9f, 0, line.c_str());
    dl->AddText(small, fs_small, ImVec2(c.x - size.x * 0.5f, line_y), IM_COL32(220, 230, 220, p.out ? 140 : 230),
                line.c_str());
    line_y += size.y;
  }
  if (turn && seat != 0) {
    const char* marker = "▼";
    ImVec2 m = big->CalcTextSizeA(fs_big, 1e9f, 0, marker);
    const ImVec2 at(c.x - m.x * 0.5f, min.y - m.y - 4 * s - 4);  // the highest it bobs
    // Not on the info panel's words (a short phone's top seat sits just
    // below it): the gold plate says whose turn it is.
    bool on_info = false;
    for (const HitTarget& t : app.hits)
      on_info = on_info || (t.id == "panel:info" && boxes_meet(at, ImVec2(at.x + m.x, min.y), t.min, t.max));
    if (!on_info) dl->AddText(big, fs_big, ImVec2(at.x, min.y - m.y - 4 * s - 4 * pulse), kGold, marker);
  }
}

// A seat's cards, face down, below or above its plate, or beside it where
// the layout says (a short phone's top seat, whose trick card lay on them;
// five on a short frame).
void opponent_backs(App& app, ImDrawList* dl, int seat, const Observation& o, const Plate& p) {
  const Layout& L = app.layout;
  int n = o.hand_size[seat];
  if (!in_hand(app.session.state()) || n == 0) return;
  float w = L.small_w, h = L.small_h;
  float step = w * 0.32f;
  float total = w + step * float(n - 1);
  ImVec2 c = L.seat[seat];
  ImVec2 min(c.x - total * 0.5f,
             L.backs[seat] == BacksAt::Above ? c.y - h - kBacksAbove * L.scale : c.y + kBacksBelow * L.scale);
  if (L.backs[seat] == BacksAt::Right) {
    // A top seat's: clear of the trick's top card below a narrow plate.
    float left = p.max.x;
    if (std::fabs(c.x - L.center.x) < 1) left = std::max(left, L.center.x + L.trick_w * 0.5f);
    min = ImVec2(left + 8 * L.scale, (p.min.y + p.max.y - h) * 0.5f);
    if (min.x + total > L.size.x - 4) min.x = p.min.x - 8 * L.scale - total;  // a wide plate: left of it
  }
  if (L.backs[seat] == BacksAt::Left) min = ImVec2(p.min.x - 8 * L.scale - total, (p.min.y + p.max.y - h) * 0.5f);
  for (int i = 0; i < n; ++i)
    draw_card(app, dl, kNoCard, ImVec2(min.x + step * float(i), min.y), w, p.out ? 0.35f : 1.0f);
  // Where they lie, for tests and the speech bubbles.
  register_hit(app, "backs:" + std::to_string(seat), std::to_string(n), min, ImVec2(min.x + total, min.y + h), false);
}

}  // namespace

void draw_seat(App& app, ImDrawList* dl, int seat, const Observation& o) {
  Plate box = plate_box(app, seat, o);
  if (seat != 0) opponent_backs(app, dl, seat, o, box);  // first: the plate and its turn marker lie over them
  plate(app, dl, seat, box);
}

}  // namespace stichfest
