// The replay viewer (replay.h): one hand with every hand open, the trick
// in the middle, the skat or the up-card, and buttons (and ← → Home End)
// to step through it; Esc or Close returns to the match underneath.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstring>
#include <functional>
#include <vector>

#include "app.h"
#include "core/engine.h"
#include "i18n.h"
#include "touch.h"

namespace stichfest {

namespace {

constexpr ImGuiWindowFlags kFullScreen = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                         ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoCollapse;

std::string codes(CardSet set) {
  std::string out;
  for (Card c : set) out += (out.empty() ? "" : " ") + card_code(c);
  return out;
}

// What the last move was, in words: "Anna plays ♥A", "Bernd: push".
std::string move_text(const App& app, const Replay& r) {
  const Action* a = r.last_move();
  if (!a) return tr("The deal.", "Die Karten sind gegeben.");
  const State& before = r.states[r.step - 1];
  int n = before.players;
  if (a->kind == Act::Play)
    return seat_does(before.to_move, n, "plays ", "play ", "spielt ", "spielst ") +
           card_name(a->arg, german_deck(app)) + ".";
  // "Kontra!" and the like end their sentence already ("Anna: Kontra!.").
  std::string said = said_label(before, *a, german_deck(app));
  if (said.empty() || !std::strchr(".!?", said.back())) said += ".";
  return seat_name(before.to_move, n) + ": " + said;
}

// A seat's place on the ring around the table's middle, seat 0 at the bottom.
ImVec2 seat_place(ImVec2 middle, ImVec2 radius, int seat, int players) {
  float angle = 1.5707963f + 6.2831853f * float(seat) / float(players);
  return ImVec2(middle.x + radius.x * std::cos(angle), middle.y + radius.y * std::sin(angle));
}

struct Control {
  const char* id;
  const char* label;
  bool enabled;
  std::function<void()> run;
};

// The height the controls take in rows as wide as the screen, as they wrap.
float controls_height(const App& app, const std::vector<Control>& list) {
  const Layout& L = app.layout;
  ImGui::PushFont(app.font_body);
  const ImGuiStyle& style = ImGui::GetStyle();
  float x = 0;
  int rows = 1;
  for (const Control& c : list) {
    float w = hit_button_width(app, c.label);
    if (x > 0 && 8 + x + style.ItemSpacing.x + w > L.size.x - 8) {
      ++rows;
      x = w;
    } else {
      x += (x > 0 ? style.ItemSpacing.x : 0) + w;
    }
  }
  float row = ImGui::GetFrameHeight() + style.ItemSpacing.y;
  ImGui::PopFont();
  return float(rows) * row + 16 * L.scale;
}

}  // namespace

void draw_replay(App& app) {
  Replay& r = app.replay;
  if (!r.active) return;
  const Layout& L = app.layout;
  const State& s = r.now();
  const int n = s.players;
  float window_top = r.shown_alone ? 0 : L.top_bar;
  ImGui::SetNextWindowPos(ImVec2(0, window_top), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(L.size.x, L.size.y - window_top), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(1.0f);  // the match underneath does not show through
  ImGui::Begin("##replay", nullptr, kFullScreen);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImGui::PushFont(app.font_body);
  std::string title = std::string(r.shown_alone ? "" : tr("Replay · ", "Wiederholung · ")) +
                      rules_title(*s.rules, true) + tr(" · hand ", " · Spiel ") + std::to_string(s.hand_number) +
                      " · " + std::to_string(r.step) + tr(" of ", " von ") + std::to_string(r.moves()) +
                      tr(" moves", " Zügen");
  // Wrapped: on a narrow phone the title takes two lines ("... 2 von 33 Zügen" ran off at 320 px).
  ImGui::TextWrapped("%s", title.c_str());
  register_hit(app, "replay:step", std::to_string(r.step) + "/" + std::to_string(r.moves()), ImGui::GetItemRectMin(),
               ImGui::GetItemRectMax(), false);
  std::string said = move_text(app, r);
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.98f, 0.85f, 0.45f, 1));
  ImGui::TextWrapped("%s", said.c_str());
  ImGui::PopStyleColor();
  register_hit(app, "replay:said", said, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
  // What lies aside: the skat, the Ramsen up-card.
  std::string aside;
  if (!s.skat.empty()) aside = tr("Skat: ", "Skat: ");
  for (Card c : s.skat) aside += card_name(c, german_deck(app)) + "  ";
  if (s.upcard != kNoCard)
    aside += std::string(tr("Up-card: ", "Aufgedeckt: ")) + card_name(s.upcard, german_deck(app));
  if (!aside.empty()) ImGui::TextWrapped("%s", aside.c_str());
  ImGui::PopFont();

  // Every hand open, the trick in the middle: on a ring, or on a tall
  // screen the others' hands in rows at the top and one's own at the bottom.
  // The controls: step, and Close over a match, or in an embedded frame
  // take the position over and open it on the full page.
  std::vector<Control> list = {
      {"button:replay-start", tr("|< Start", "|< Anfang"), r.step > 0, [&] { r.to_start(); }},
      {"button:replay-back", tr("< Back", "< Zurück"), r.step > 0, [&] { r.back(); }},
      {"button:replay-forward", tr("Forward >", "Weiter >"), r.step < r.moves(), [&] { r.forward(); }},
      {"button:replay-end", tr("End >|", "Ende >|"), r.step < r.moves(), [&] { r.to_end(); }},
  };
  if (!r.shown_alone) list.push_back({"button:replay-close", tr("Close", "Schließen"), true, [&] { r.close(); }});
  if (r.shown_alone && in_hand(s))
    list.push_back({"button:play-from-here", tr("Play from here", "Hier weiterspielen"), true, [&] {
                      std::string error;
                      if (!app_play_from_here(app, error)) app_notice(app, error, true);
                    }});
  if (r.shown_alone)
    list.push_back({"button:full-page", tr("Open full table", "Ganzer Tisch"), true, [&] { app_open_full_page(app); }});
  float controls = controls_height(app, list);
  ImVec2 top = ImGui::GetCursorScreenPos();
  float bottom = L.size.y - controls;
  bool rows = L.size.x < L.size.y;
  float w = rows ? std::min(L.small_w * 1.4f, (L.size.x - 16) / (0.62f * 9 + 1))
                 : std::min(L.small_w * 1.25f, L.size.x / 13.0f);
  float h = w / card_aspect(app);
  float label_h = ImGui::GetTextLineHeight() + 4;
  // A short frame (an embedded one of 320×400) has no room for a row of
  // labels over each hand and a ring for the trick: there each hand's
  // name goes beside it, the trick is a row of its own with the names
  // under its cards, and the cards take the size that fits.
  ImFont* small = app.font_small;
  const float small_px = small->FontSize * ImGui::GetIO().FontGlobalScale;
  const float tag_h = small_px + 4, gap = 4;
  int most = 0;
  for (int p = 0; p < n; ++p) most = std::max(most, s.hands[p].size());
  float ring_needs = float(n - 1) * (h + label_h + 6) + label_h + h + 2.1f * h * 1.2f + label_h;
  const bool compact = rows && ring_needs > bottom - top.y;
  float label_w = 0;
  auto seat_label = [&](int p) {
    return seat_name(p, n) + (p == r.states.front().dealer ? tr(" (dealer)", " (Geber)") : "");
  };
  auto tricks_label = [&](int p) { return tricks_text(s.tricks_won[p]); };
  if (compact) {
    for (int p = 0; p < n; ++p)
      label_w = std::max({label_w, small->CalcTextSizeA(small_px, FLT_MAX, 0, seat_label(p).c_str()).x,
                          small->CalcTextSizeA(small_px, FLT_MAX, 0, tricks_label(p).c_str()).x});
    label_w += 8;
    float by_height = (bottom - top.y - tag_h - float(n + 1) * gap) / float(n + 1);
    float by_width = (L.size.x - 16 - label_w) / (0.62f * float(std::max(most, 1) - 1) + 1) / card_aspect(app);
    h = std::max(8.0f, std::min({h, by_height, by_width}));
    w = h * card_aspect(app);
  }
  float rows_end = top.y + float(n - 1) * (h + label_h + 6) + label_h;
  ImVec2 middle(L.size.x * 0.5f, rows ? (rows_end + bottom - h - label_h) * 0.5f : (top.y + bottom) * 0.5f);
  ImVec2 radius(std::max(0.0f, L.size.x * 0.5f - 5.2f * w), std::max(0.0f, (bottom - top.y) * 0.5f - h * 0.9f));
  const float trick_y = top.y + float(n - 1) * (h + gap);  // compact: the trick's row
  for (int p = 0; p < n; ++p) {
    int place = (p - r.viewer + n) % n;  // the viewer at the bottom
    ImVec2 at = seat_place(middle, radius, place, n);
    if (rows)
      at = place == 0 ? ImVec2(L.size.x * 0.5f, bottom - h * 0.5f - 4)
                      : ImVec2(L.size.x * 0.5f, top.y + label_h + float(place - 1) * (h + label_h + 6) + h * 0.5f);
    int count = s.hands[p].size();
    float room = compact ? L.size.x - 16 - label_w : rows ? L.size.x - 16 : L.size.x * 0.9f / float(n > 3 ? 2 : 1);
    float step = count > 1 ? std::min(w * 0.62f, (room - w) / float(count - 1)) : 0;
    float row = step * float(std::max(0, count - 1)) + w;
    ImVec2 min(std::clamp(at.x - row * 0.5f, 4.0f, L.size.x - row - 4), at.y - h * 0.5f);
    if (compact)
      min = ImVec2(8 + label_w, place == 0 ? trick_y + h + tag_h + 2 * gap : top.y + float(place - 1) * (h + gap));
    int i = 0;
    bool open = r.open_hands || p == r.viewer;
    for (Card c : table_order(observe(s, p)))
      draw_card(app, dl, open ? c : kNoCard, ImVec2(min.x + step * float(i++), min.y), w);
    if (compact) {  // two short lines beside the hand
      float y = min.y + std::max(0.0f, (h - 2 * small_px) * 0.5f);
      dl->AddText(small, small_px, ImVec2(8, y), felt_text_color(), seat_label(p).c_str());
      dl->AddText(small, small_px, ImVec2(8, y + small_px), felt_text_color(0.75f), tricks_label(p).c_str());
    } else {
      std::string name = seat_label(p) + " · " + tricks_label(p);
      ImVec2 size = ImGui::CalcTextSize(name.c_str());
      ImVec2 label(std::clamp(at.x - size.x * 0.5f, 4.0f, L.size.x - size.x - 4), min.y - size.y - 2);
      dl->AddText(label, felt_text_color(), name.c_str());
    }
    register_hit(app, "replay:hand:" + std::to_string(p), open ? codes(s.hands[p]) : "closed", min,
                 ImVec2(min.x + row, min.y + h), false);
  }
  // The trick in play, or the one just taken with its winner marked.
  bool taken = s.trick_size == 0 && s.trick_number > 0;
  int shown = taken ? s.cards_per_trick : s.trick_size;
  std::string trick;
  // On a tall screen the hands lie in rows, so a card's place on a ring
  // would not say whose it is: there the cards go side by side in the
  // order played, each over its player's name, as wide as the screen allows.
  float tw = compact ? w : rows ? std::min(w * 1.2f, (L.size.x - 16) / float(s.cards_per_trick) - 6) : w * 1.2f;
  float th = tw / card_aspect(app);
  const float row_y = compact ? trick_y : middle.y - (th + tag_h) * 0.5f;  // the row's top
  float slot = tw + 6;
  for (int p = 0; p < n; ++p)
    slot = std::max(slot, small->CalcTextSizeA(small_px, FLT_MAX, 0, seat_name(p, n).c_str()).x + 6);
  float row_x = L.size.x * 0.5f - slot * float(s.cards_per_trick) * 0.5f;
  for (int i = 0; i < shown; ++i) {
    Card c = taken ? s.history[s.trick_number - 1][i] : s.trick[i];
    int seat = taken ? -1 : s.trick_seat[i];
    if (taken) {  // the seats in play order from the leader
      seat = s.history_leader[s.trick_number - 1];
      for (int k = 0; k < i; ++k) seat = next_active(s, seat);
    }
    ImVec2 at = seat_place(middle, ImVec2(tw * 1.1f, th * 0.55f), (seat - r.viewer + n) % n, n);
    if (rows) {
      at = ImVec2(row_x + slot * (float(i) + 0.5f), row_y + th * 0.5f);
      std::string who = seat_name(seat, n);
      float tw_text = small->CalcTextSizeA(small_px, FLT_MAX, 0, who.c_str()).x;
      ImVec2 name_at(at.x - tw_text * 0.5f, row_y + th + 2);
      dl->AddText(small, small_px, name_at, felt_text_color(), who.c_str());
      register_hit(app, "replay:whose:" + card_code(c), who, name_at, ImVec2(name_at.x + tw_text, name_at.y + small_px),
                   false);
    }
    bool winner = taken && seat == s.history_winner[s.trick_number - 1];
    draw_card(app, dl, c, ImVec2(at.x - tw * 0.5f, at.y - th * 0.5f), tw, 1.0f, false, winner);
    register_hit(app, "replay:played:" + card_code(c), seat_name(seat, n), ImVec2(at.x - tw * 0.5f, at.y - th * 0.5f),
                 ImVec2(at.x + tw * 0.5f, at.y + th * 0.5f), false);
    trick += (trick.empty() ? "" : " ") + card_code(c);
  }
  ImVec2 trick_min(middle.x - tw * 2, middle.y - th), trick_max(middle.x + tw * 2, middle.y + th);
  if (rows)
    trick_min = ImVec2(row_x, row_y), trick_max = ImVec2(row_x + slot * float(s.cards_per_trick), row_y + th + tag_h);
  register_hit(app, std::string("replay:trick") + (taken ? ":taken" : ""), trick, trick_min, trick_max, false);

  // The controls, side by side while they fit, from the left.
  ImGui::SetCursorScreenPos(ImVec2(8 * L.scale, L.size.y - controls + 8 * L.scale));
  ImGui::PushFont(app.font_body);
  bool first = true;
  for (const Control& c : list) {
    if (!first &&
        ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + hit_button_width(app, c.label) <= L.size.x - 8)
      ImGui::SameLine();
    first = false;
    if (hit_button(app, c.id, c.label, ImVec2(0, 0), c.enabled)) c.run();
  }
  ImGui::PopFont();
  ImGui::End();
}

}  // namespace stichfest
