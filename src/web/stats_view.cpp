// The Statistics dialog: one tab per game with its counts, its average and
// a bar chart of the last 50 hands (drawn with the window's draw list).
#include <algorithm>
#include <cstdio>

#include "app.h"
#include "i18n.h"
#include "touch.h"

namespace stichfest {

namespace {

constexpr ImGuiWindowFlags kDialog = ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse;

void stat_line(App& app, const std::string& id, const std::string& text) {
  ImGui::TextWrapped("%s", text.c_str());
  register_hit(app, id, text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
}

std::string played_won(uint32_t played, uint32_t won) {
  return std::to_string(played) + tr(" played, ", " gespielt, ") + std::to_string(won) + tr(" won", " gewonnen");
}

// Bars from a zero line, one slot per hand of the last 50 (so a bar keeps
// its width as hands are added); a hand with undo is grey.
void draw_chart(App& app, const GameStats& st, Game game) {
  const float scale = app.layout.scale;
  const float w = ImGui::GetContentRegionAvail().x, h = 90 * scale;
  ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(w, h));
  register_hit(app, "stats:chart", std::to_string(st.chart.size()), at, ImVec2(at.x + w, at.y + h), false);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(at, ImVec2(at.x + w, at.y + h), IM_COL32(255, 255, 255, 14), 4 * scale);
  int32_t lo = 0, hi = 0;
  for (const ChartPoint& p : st.chart) lo = std::min(lo, p.value), hi = std::max(hi, p.value);
  if (hi == lo) hi = lo + 1;
  const float pad = 4 * scale, inner = h - 2 * pad;
  auto y_of = [&](int32_t v) { return at.y + pad + inner * float(hi - v) / float(hi - lo); };
  const float zero = y_of(0);
  dl->AddLine(ImVec2(at.x, zero), ImVec2(at.x + w, zero), IM_COL32(255, 255, 255, 90), 1);
  const float label_w = ImGui::CalcTextSize("-9999").x;  // the scale's numbers sit at the left
  const float slot = (w - label_w) / float(kStatsChartHands);
  bool lower_better = lower_is_better(game, HandPart::Plain);  // colours Ramsen and Schafkopf bars only
  bool card_points = game == Game::Schieberamsch || game == Game::KalterSchlag;
  for (size_t i = 0; i < st.chart.size(); ++i) {
    const ChartPoint& p = st.chart[i];
    float x = at.x + label_w + slot * float(i) + slot * 0.15f;
    float y = y_of(p.value);
    if (std::abs(y - zero) < 2) y = zero - 2;  // a zero still shows as a sliver
    bool good = lower_better ? p.value <= 0 : p.value >= 0;
    ImU32 col = p.with_undo   ? IM_COL32(170, 170, 170, 150)
                : card_points ? IM_COL32(240, 200, 90, 255)
                : good        ? IM_COL32(120, 210, 120, 255)
                              : IM_COL32(235, 110, 95, 255);
    dl->AddRectFilled(ImVec2(x, std::min(y, zero)), ImVec2(x + slot * 0.7f, std::max(y, zero)), col);
  }
  ImU32 ink = IM_COL32(220, 225, 215, 200);
  dl->AddText(ImVec2(at.x + 2, at.y + pad - 2), ink, std::to_string(hi).c_str());
  dl->AddText(ImVec2(at.x + 2, at.y + h - pad - ImGui::GetTextLineHeight() + 2), ink, std::to_string(lo).c_str());
}

void draw_game_stats(App& app, Game game) {
  const GameStats& st = app.stats[int(game)];
  if (st.hands == 0) {
    stat_line(app, "stats:hands", tr("No hands played yet in this game.", "In diesem Spiel noch kein Spiel gespielt."));
    return;
  }
  std::string hands = std::string(tr("Hands played: ", "Gespielt: ")) + std::to_string(st.hands);
  if (st.undo_hands) hands += " (" + std::to_string(st.undo_hands) + tr(" with undo)", " mit Zurücknehmen)");
  stat_line(app, "stats:hands", hands);
  stat_line(app, "stats:matches",
            std::string(tr("Matches: ", "Partien: ")) + std::to_string(st.matches) + tr(" started, ", " begonnen, ") +
                std::to_string(st.finished) + tr(" finished, ", " beendet, ") + std::to_string(st.won) +
                tr(" won", " gewonnen"));
  std::string average = tr("Average per hand: ", "Schnitt pro Spiel: ");
  if (st.averaged) {
    char number[32];
    std::snprintf(number, sizeof number, "%.1f", double(st.sum) / double(st.averaged));
    average += number;
  } else {
    average += "–";
  }
  stat_line(app, "stats:average", average + " (" + measure_words(game, false) + ")");
  if (game == Game::Schieberamsch)
    stat_line(app, "stats:facts",
              "Jungfrau: " + std::to_string(st.jungfrau) + " · Durchmarsch: " + std::to_string(st.durchmarsch) +
                  " · Grand Hand: " + played_won(st.solos, st.solos_won));
  if (game == Game::SchafkopfUS)
    stat_line(app, "stats:facts", std::string(tr("Solos: ", "Soli: ")) + played_won(st.solos, st.solos_won));
  ImGui::Spacing();
  ImGui::TextUnformatted(st.chart.size() == 1 ? tr("The last hand:", "Das letzte Spiel:")
                                              : (std::string(tr("Last ", "Letzte ")) + std::to_string(st.chart.size()) +
                                                 tr(" hands, oldest first:", " Spiele, älteste zuerst:"))
                                                    .c_str());
  draw_chart(app, st, game);
  ImGui::PushFont(app.font_small);
  stat_line(app, "stats:undo-note",
            tr("Hands played with undo (grey) are counted, but kept out of the average and the counts of what "
               "happened in them.",
               "Spiele mit Zurücknehmen (grau) zählen mit, aber nicht im Schnitt und nicht bei dem, was in ihnen "
               "geschah."));
  ImGui::PopFont();
}

}  // namespace

void draw_stats(App& app) {
  if (!app.show_stats) return;
  const Layout& L = app.layout;
  center_next_window(app, 0.96f, 0.85f);
  ImGui::SetNextWindowSize(ImVec2(std::min(L.size.x * 0.96f, 560.0f * L.scale), 0), ImGuiCond_Always);
  // Height fitted to the content; a phone swipes what does not fit.
  ImGui::Begin(tr("Statistics###stats", "Statistik###stats"), &app.show_stats, kDialog | ImGuiWindowFlags_NoScrollbar);
  ImVec2 corner = ImGui::GetWindowPos(), extent = ImGui::GetWindowSize();
  register_hit(app, "panel:stats", tr("Statistics", "Statistik"), corner,
               ImVec2(corner.x + extent.x, corner.y + extent.y), false);
  // Tabs where the four names fit, else a list to pick from.
  if (L.size.x >= 560) {
    if (ImGui::BeginTabBar("##games")) {
      for (int g = 0; g < kGameCount; ++g) {
        Game game = Game(g);
        ImGuiTabItemFlags flags = app.stats_select && app.stats_game == g ? ImGuiTabItemFlags_SetSelected : 0;
        bool open = ImGui::BeginTabItem(game_short_title(game), nullptr, flags);
        register_hit(app, std::string("stats:game:") + game_spec(game).key, game_short_title(game),
                     ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
        if (open) {
          if (!app.stats_select) app.stats_game = g;
          ImGui::EndTabItem();
        }
      }
      ImGui::EndTabBar();
    }
  } else {
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##game", game_short_title(Game(app.stats_game)))) {
      for (int g = 0; g < kGameCount; ++g) {
        if (ImGui::Selectable(game_short_title(Game(g)), g == app.stats_game)) app.stats_game = g;
        register_hit(app, std::string("stats:game:") + game_spec(Game(g)).key, game_short_title(Game(g)),
                     ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      }
      ImGui::EndCombo();
    }
    register_hit(app, "stats:pick-game", game_short_title(Game(app.stats_game)), ImGui::GetItemRectMin(),
                 ImGui::GetItemRectMax());
  }
  app.stats_select = false;
  draw_game_stats(app, Game(app.stats_game));
  swipe_to_scroll();
  ImGui::End();
}

}  // namespace stichfest
