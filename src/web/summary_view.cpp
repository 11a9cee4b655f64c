// After each hand: who took what, the score formula written out, and the
// running score sheet of the match (Ramsen draws its crosses).
#include <algorithm>

#include "app.h"
#include "commands.h"
#include "core/explain.h"
#include "core/standing.h"
#include "i18n.h"
#include "touch.h"

namespace stichfest {

namespace {

constexpr ImGuiWindowFlags kDialog = ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse;

// Extra facts of the hand that the table does not show in numbers.
std::vector<std::string> hand_facts(const State& s, bool german_deck) {
  std::vector<std::string> out;
  const HandResult& r = s.result;
  int n = s.players;
  if (s.rules->game == Game::Schieberamsch && s.soloist < 0) {
    out.push_back(std::string(tr("Pushes: ", "Geschoben: ")) + std::to_string(s.pushes) +
                  (s.kontras ? std::string(" · Kontra: ") + std::to_string(s.kontras) : std::string()));
    for (int p = 0; p < n; ++p)
      if (r.tricks[p] == 0 && r.durchmarsch < 0)
        out.push_back(seat_name(p, n) + tr(": Jungfrau (no trick)", ": Jungfrau (kein Stich)"));
    if (r.durchmarsch >= 0)
      out.push_back(seat_name(r.durchmarsch, n) + tr(": Durchmarsch (every trick)", ": Durchmarsch (alle Stiche)"));
  }
  if (s.rules->game == Game::Schieberamsch) {
    std::string skat;
    for (Card c : r.skat) skat += (skat.empty() ? "Skat: " : ", ") + card_name(c, german_deck);
    out.push_back(skat + " (" + std::to_string(r.skat.points()) + tr(" points)", " Augen)"));
  }
  if (s.rules->game == Game::KalterSchlag) {
    static const char* const kLevel[] = {"×1", "Kontra ×2", "Re ×4", "Bock ×8", "Hirsch ×16"};
    out.push_back(std::string(tr("Doubling: ", "Verdopplung: ")) + kLevel[r.doublings]);
  }
  if (s.rules->game == Game::SchafkopfUS && !r.tie) {
    // Every scoring element, also when it did not happen: a newcomer learns
    // what could have counted.
    const Rules& rules = *s.rules;
    std::string facts = r.schwarz ? "Schwarz" : r.schneider ? "Schneider" : tr("no Schneider", "kein Schneider");
    if (r.laufende)
      facts += " · " + std::to_string(r.laufende) + " Laufende";
    else
      facts += std::string(tr(" · no Laufende (from ", " · keine Laufenden (ab ")) +
               std::to_string(rules.get(as::LaufendeMin)) + ")";
    facts += r.doublings ? std::string(tr(" · doubled ×", " · verdoppelt ×")) + std::to_string(1 << r.doublings)
                         : std::string(tr(" · not doubled", " · nicht verdoppelt"));
    int fox = rules.get(as::Fox);
    bool fox_counts = fox == as::kFoxAlways || (fox == as::kFoxFixedOnly && rules.get(as::Mode) == as::kFixedPartners);
    if (fox_counts)
      facts += r.fox_captured ? tr(" · fox caught", " · Fuchs gefangen")
                              : tr(" · fox not caught", " · Fuchs nicht gefangen");
    out.push_back(facts);
  }
  return out;
}

void crosses(ImDrawList* dl, ImVec2 at, float size, int total, int done, ImU32 ink, ImU32 faint) {
  // Each cross is five strokes: four arms and the centre.
  int crosses = (total + 4) / 5;
  for (int c = 0; c < crosses; ++c) {
    ImVec2 m(at.x + size * 0.5f + float(c) * size * 1.2f, at.y + size * 0.5f);
    float a = size * 0.45f;
    ImVec2 ends[4] = {ImVec2(m.x, m.y - a), ImVec2(m.x + a, m.y), ImVec2(m.x, m.y + a), ImVec2(m.x - a, m.y)};
    for (int k = 0; k < 5; ++k) {
      int stroke = c * 5 + k;
      bool made = stroke < done;
      ImU32 col = made ? ink : faint;
      float thick = made ? 3.0f : 1.0f;
      if (k < 4)
        dl->AddLine(m, ends[k], col, thick);
      else
        dl->AddCircleFilled(m, made ? 4.0f : 2.0f, col);
    }
  }
}

// The summary's buttons in rows as wide as the window allows (a phone wraps
// them), planned before the body is drawn so that the body leaves them room
// from the first frame on (the first summary's second row once lay below the
// screen for a frame, while the body still took the window's height).
struct SummaryButtons {
  const char* labels[5];
  bool new_row[5] = {};
  int rows = 1;
  float height() const { return float(rows) * ImGui::GetFrameHeightWithSpacing(); }
};

SummaryButtons plan_summary_buttons(const App& app, const State& s) {
  SummaryButtons b;
  b.labels[0] = s.phase == Phase::Deal ? tr("Next hand", "Nächstes Spiel") : tr("New match", "Neue Partie");
  b.labels[1] = tr("Score sheet", "Spielliste");
  b.labels[2] = tr("Replay", "Wiederholen");
  b.labels[3] = tr("Share this game", "Partie teilen");
  b.labels[4] = tr("Challenge a friend", "Freund herausfordern");
  const ImGuiStyle& style = ImGui::GetStyle();
  auto width = [&](const char* label) { return hit_button_width(app, label); };
  // Within the window, and within the screen where the window is wider.
  const float left = ImGui::GetCursorScreenPos().x;
  const float right = std::min(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x, app.layout.size.x - 4);
  float x = left + width(b.labels[0]);
  for (int i = 1; i < 5; ++i) {
    auto fits = [&](const char* label) { return x + style.ItemSpacing.x + width(label) <= right; };
    // The short label where the long one would need a row of its own.
    if (i == 4 && !fits(b.labels[4])) b.labels[4] = tr("Challenge", "Herausfordern");
    b.new_row[i] = i > 1 && !fits(b.labels[i]);  // the score sheet stays beside the first
    if (b.new_row[i]) {
      ++b.rows;
      x = left + width(b.labels[i]);
    } else {
      x += style.ItemSpacing.x + width(b.labels[i]);
    }
  }
  return b;
}

// The summary's body as tall as its content, at most what the buttons leave
// below it and at least three lines.
float summary_body_for(float content, float most) {
  return std::max(content > 0 ? std::min(content, most) : most, 3 * ImGui::GetTextLineHeightWithSpacing());
}

}  // namespace

void center_next_window(const App& app, float width_fraction, float height_fraction) {
  const Layout& L = app.layout;
  ImGui::SetNextWindowPos(ImVec2(L.size.x * 0.5f, (L.size.y + L.top_bar) * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(std::min(L.size.x * 0.96f, 360.0f), 0),
                                      ImVec2(L.size.x * width_fraction, (L.size.y - L.top_bar) * height_fraction));
}

void draw_summary(App& app) {
  if (!hand_over_waiting(app) || app.show_picker) return;
  const State& s = app.session.state();
  const HandResult& r = s.result;
  int n = s.players;
  bool german = german_deck(app);
  bool ramsen = s.rules->game == Game::Ramsen;
  // Fixed width, height from the content.
  const Layout& L = app.layout;
  // Wide enough on a laptop for the buttons in one row and the review's
  // lines unbroken; a phone's whole width.
  float width = std::min(L.size.x * 0.96f, 720.0f * L.scale);
  // An auto-fitted window takes its height from the frame before, and the
  // body its own from its content the frame before: the summary's first
  // frames measure it off the screen, unseen and untouchable, until it
  // would draw the same again (the first summary's buttons lay below its
  // edge and the screen's for a frame, and the next frames' window was too tall).
  if (app.summary_drawn != app.frames - 1) {
    app.summary_since = app.frames;
    app.summary_shown = false;
  }
  app.summary_drawn = app.frames;
  const bool settling = !app.summary_shown;
  const float off_screen = settling ? -2.0f * L.size.x : 0.0f;  // (at alpha 0 ImGui would not lay out the body)
  ImGui::SetNextWindowPos(ImVec2(L.size.x * 0.5f + off_screen, (L.size.y + L.top_bar) * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  // Height 0 fits the window to its content of the frame before. Where the
  // body has just changed its height (the review coming in), the window takes
  // its new height at once: fitted, it would follow a frame later, its
  // buttons below its edge and the screen's for that frame.
  float height = 0;
  if (app.summary_shown) {
    const float body_next = summary_body_for(app.summary_body, app.summary_body_most);
    if (body_next != app.summary_body_height) height = app.summary_height + body_next - app.summary_body_height;
  }
  ImGui::SetNextWindowSize(ImVec2(width, height), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, (L.size.y - L.top_bar) * 0.94f));
  std::string title = std::string(tr("Hand ", "Spiel ")) + std::to_string(s.hand_number) + "###summary";
  const size_t first_hit = app.next_hits.size();
  ImGui::Begin(title.c_str(), nullptr,
               kDialog | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoScrollbar |
                   (settling ? ImGuiWindowFlags_NoInputs : 0));
  ImVec2 corner = ImGui::GetWindowPos(), extent = ImGui::GetWindowSize();
  register_hit(app, "panel:summary", title.substr(0, title.find("###")), corner,
               ImVec2(corner.x + extent.x, corner.y + extent.y), false);
  // The body scrolls where the window is too short for it, and the buttons
  // stay in view below it (at 844×390 they were cut off at the bottom):
  // as tall as its content was last frame, at most what the window's
  // largest height leaves beside the buttons.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float window_most = (L.size.y - L.top_bar) * 0.94f;
  const SummaryButtons buttons = plan_summary_buttons(app, s);
  const float body_most =
      window_most - ImGui::GetCursorPosY() - buttons.height() - style.WindowPadding.y - style.ItemSpacing.y;
  auto body_for = [&](float content) { return summary_body_for(content, body_most); };
  const float body = body_for(app.summary_body);
  app.summary_body_most = body_most;
  // (ImGui skips a child it will not show, as at alpha 0: then nothing is measured.)
  const bool laid_out = ImGui::BeginChild("##summary-body", ImVec2(0, body));
  // The match's end is the news: it comes first, the last hand's account after it.
  std::string end = explain_match_end(s, language(), seat_names(n), 0);
  if (!end.empty()) {
    ImGui::PushFont(app.font_big);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.98f, 0.85f, 0.45f, 1));
    ImGui::TextWrapped("%s", end.c_str());  // a phone is narrower than the line
    ImGui::PopStyleColor();
    ImGui::PopFont();
    register_hit(app, "summary:match-end", end, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
    int32_t settle[kMaxPlayers] = {};
    settlement(s, settle);
    if (!ramsen) {
      std::string line = tr("Settlement: ", "Abrechnung: ");
      for (int p = 0; p < n; ++p) line += (p ? ", " : "") + seat_name(p, n) + " " + signed_number_text(settle[p]);
      ImGui::TextWrapped("%s", line.c_str());
      register_hit(app, "summary:settlement", line, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
    }
    ImGui::Spacing();
    ImGui::Spacing();
  }
  if (ImGui::BeginTable("##result", ramsen ? 4 : 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn(tr("Player", "Spieler"));
    ImGui::TableSetupColumn(tr("Tricks", "Stiche"));
    if (!ramsen) ImGui::TableSetupColumn(tr("Points", "Augen"));
    // Ramsen: the change to the strokes still to go (a trick −1, a hand without one +5).
    ImGui::TableSetupColumn(ramsen ? tr("Change", "Änderung") : tr("Score", "Wertung"));
    ImGui::TableSetupColumn(ramsen ? tr("To go", "Noch") : tr("Total", "Gesamt"));
    ImGui::TableHeadersRow();
    for (int p = 0; p < n; ++p) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(seat_name(p, n).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", r.tricks[p]);
      if (!ramsen) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", r.points[p]);
      }
      ImGui::TableNextColumn();
      std::string score = signed_number_text(r.score[p]);
      ImGui::TextUnformatted(score.c_str());
      register_hit(app, "summary:score:" + std::to_string(p), score, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
      ImGui::TableNextColumn();
      std::string total = number_text(match_total(s, p));
      ImGui::TextUnformatted(total.c_str());
      register_hit(app, "summary:total:" + std::to_string(p), total, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    }
    ImGui::EndTable();
  }
  for (const std::string& f : hand_facts(s, german)) {
    ImGui::TextWrapped("%s", f.c_str());  // a phone is narrower than the Schafkopf line
    register_hit(app, "summary:fact", f, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
  }
  ImGui::Separator();
  ImGui::PushFont(app.font_small);
  for (const std::string& line : explain_hand(s, language(), seat_names(n), 0, german))
    ImGui::TextWrapped("%s", line.c_str());
  ImGui::PopFont();
  // Help taken, so that a shared score stays honest.
  if (app.session.hints() > 0 || app.session.undos() > 0) {
    std::string help;
    if (app.session.hints() > 0)
      help = tr("Hints used in this hand: ", "Tipps in diesem Spiel: ") + std::to_string(app.session.hints());
    if (app.session.undos() > 0)
      help += (help.empty() ? "" : " · ") + std::string(tr("with undo (", "mit Zurücknehmen (")) +
              std::to_string(app.session.undos()) + tr(" taken back)", " zurückgenommen)");
    ImGui::PushFont(app.font_small);
    ImGui::TextWrapped("%s", help.c_str());
    ImGui::PopFont();
    register_hit(app, "text:help-used", help, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
  }
  draw_fair_play_summary(app);
  draw_review(app);
  if (laid_out) app.summary_body = ImGui::GetCursorPosY();
  swipe_to_scroll();
  ImGui::EndChild();
  ImGui::Spacing();
  auto place = [&](int i, const char* id) {
    if (i > 0 && !buttons.new_row[i]) ImGui::SameLine();
    return hit_button(app, id, buttons.labels[i]);
  };
  if (place(0, s.phase == Phase::Deal ? "button:next-hand" : "button:new-match"))
    run_command(app, s.phase == Phase::Deal ? CommandKind::NextHand : CommandKind::NewMatch);
  if (place(1, "button:sheet")) open_dialog(app, &App::show_sheet);
  if (place(2, "button:replay")) app_replay(app, app.session.record(), app.session.record().hands.size() - 1);
  if (place(3, "button:share-hand")) app_share_hand(app);
  // A finished match challenges with its total, any other hand with its own result.
  if (place(4, "button:challenge")) app_challenge(app, s.phase == Phase::MatchOver);
  // Steady: the body laid out, the window and the body as tall as the frame
  // before, and the body's content asks for no other height; eight frames at most.
  if (!app.summary_shown)
    app.summary_shown = (laid_out && extent.y == app.summary_height && body == app.summary_body_height &&
                         body_for(app.summary_body) == body) ||
                        app.frames - app.summary_since >= 8;
  app.summary_height = extent.y;
  app.summary_body_height = body;
  ImGui::End();
  if (settling) app.next_hits.resize(first_hit);  // nothing of it is to be seen or tapped yet
}

// The score sheet's largest height, as a share of the table below the top bar.
constexpr float kSheetHeight = 0.85f;

// A hand's number on the score sheet, as a button that replays that hand
// (row `index` is the record's hand `index`: hands finish in order).
static void replay_button(App& app, size_t index, int hand_number) {
  std::string label = "> " + std::to_string(hand_number) + "##replay" + std::to_string(index);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(4, 0));
  bool pressed = ImGui::SmallButton(label.c_str());
  ImGui::PopStyleVar();
  register_hit(app, "sheet:replay:" + std::to_string(hand_number), std::to_string(hand_number), ImGui::GetItemRectMin(),
               ImGui::GetItemRectMax());
  if (pressed) app_replay(app, app.session.record(), index);
}

void draw_score_sheet(App& app) {
  if (!app.show_sheet) return;
  const State& s = app.session.state();
  const std::vector<SheetRow>& rows = app.session.sheet();
  int n = s.players;
  Game game = s.rules->game;
  center_next_window(app, 0.96f, kSheetHeight);
  // A fixed width; the height 0 fits the content on every frame, as hands are added.
  ImGui::SetNextWindowSize(ImVec2(std::min(app.layout.size.x * 0.96f, 720.0f * app.layout.scale), 0), ImGuiCond_Always);
  ImGui::Begin(tr("Score sheet###sheet", "Spielliste###sheet"), &app.show_sheet,
               kDialog | ImGuiWindowFlags_NoScrollbar);
  // The window's rectangle, for tests that check where the sheet lies.
  ImVec2 corner = ImGui::GetWindowPos(), extent = ImGui::GetWindowSize();
  register_hit(app, "panel:sheet", tr("Score sheet", "Spielliste"), corner,
               ImVec2(corner.x + extent.x, corner.y + extent.y), false);
  if (game == Game::Ramsen) {
    ImGui::TextWrapped(
        "%s", tr("Every trick is a stroke; complete both crosses to win. Playing without a trick adds a cross.",
                 "Jeder Stich ist ein Strich; wer beide Kreuze voll hat, gewinnt. Ohne Stich kommt ein Kreuz dazu."));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    float size = 34 * app.layout.scale;
    for (int p = 0; p < n; ++p) {
      RamsenStrokes strokes = ramsen_strokes(s, p);
      int total = strokes.goal, done = strokes.made;
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%-8s", seat_name(p, n).c_str());
      ImGui::SameLine(120 * app.layout.scale);
      ImVec2 at = ImGui::GetCursorScreenPos();
      crosses(dl, at, size, total, done, IM_COL32(250, 214, 110, 255), IM_COL32(255, 255, 255, 60));
      ImGui::Dummy(ImVec2(size * 1.2f * float((total + 4) / 5), size));
      ImGui::SameLine();
      ImGui::TextDisabled("%d/%d", done, total);
      if (s.match_winner == p) {
        ImGui::SameLine();
        ImGui::TextColored(ImVec4(0.98f, 0.85f, 0.45f, 1), "%s", tr("wins!", "gewinnt!"));
      }
    }
    if (!rows.empty()) {
      ImGui::TextUnformatted(tr("Replay a hand:", "Spiel wiederholen:"));
      for (size_t i = 0; i < rows.size(); ++i) {
        ImGui::SameLine();
        replay_button(app, i, rows[i].hand_number);
      }
    }
    ImGui::End();
    return;
  }
  if (game == Game::KalterSchlag) {
    int limit = s.rules->get(ks::LossLimit), wins = s.rules->get(ks::WinEntries);
    for (int p = 0; p < n; ++p) {
      ImGui::Text("%-8s", seat_name(p, n).c_str());
      ImGui::SameLine(110 * app.layout.scale);
      float frac = std::min(1.0f, float(s.total[p]) / float(limit));
      std::string overlay = number_text(s.total[p]) + " / " + std::to_string(limit);
      ImGui::PushStyleColor(ImGuiCol_PlotHistogram,
                            frac >= 1 ? ImVec4(0.8f, 0.25f, 0.2f, 1) : ImVec4(0.85f, 0.7f, 0.3f, 1));
      ImGui::ProgressBar(frac, ImVec2(200 * app.layout.scale, 0), overlay.c_str());
      ImGui::PopStyleColor();
      ImGui::SameLine();
      // One circle per entry needed to win, filled for each entry made.
      ImDrawList* dl = ImGui::GetWindowDrawList();
      ImVec2 at = ImGui::GetCursorScreenPos();
      float r = ImGui::GetFontSize() * 0.3f, step = r * 2.8f, y = at.y + ImGui::GetFrameHeight() * 0.5f;
      for (int e = 0; e < wins; ++e) {
        ImVec2 centre(at.x + r + step * float(e), y);
        if (e < s.entries[p])
          dl->AddCircleFilled(centre, r, IM_COL32(250, 214, 110, 255));
        else
          dl->AddCircle(centre, r, IM_COL32(255, 255, 255, 120), 0, 1.5f);
      }
      ImGui::Dummy(ImVec2(step * float(wins), ImGui::GetFrameHeight()));
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%d %s", s.entries[p], s.entries[p] == 1 ? tr("entry", "Eintrag") : tr("entries", "Einträge"));
    }
    ImGui::TextDisabled(
        "%s", (std::string(tr("Reaching ", "Wer ")) + std::to_string(limit) + tr(" loses; ", " erreicht, verliert; ") +
               std::to_string(wins) + tr(" entries under it win.", " Einträge darunter gewinnen."))
                  .c_str());
    ImGui::Separator();
  }
  // As tall as its rows (header, hands, total); beyond the room left in the
  // window the table scrolls, so the window itself never needs a scrollbar.
  const ImGuiStyle& style = ImGui::GetStyle();
  float row_h = ImGui::GetTextLineHeight() + 2 * style.CellPadding.y;
  float room = kSheetHeight * (app.layout.size.y - app.layout.top_bar) - ImGui::GetCursorPosY() -
               ImGui::GetTextLineHeightWithSpacing() - style.WindowPadding.y;
  float table_h = std::max(3 * row_h, std::min(row_h * float(rows.size() + 2) + 4, room));
  if (ImGui::BeginTable("##sheet", n + 1,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY,
                        ImVec2(0, table_h))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("#");
    for (int p = 0; p < n; ++p) ImGui::TableSetupColumn(seat_name(p, n).c_str());
    ImGui::TableHeadersRow();
    for (size_t i = 0; i < rows.size(); ++i) {
      const SheetRow& row = rows[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      replay_button(app, i, row.hand_number);
      for (int p = 0; p < n; ++p) {
        ImGui::TableNextColumn();
        int v = row.result.score[p];
        if (v == 0)
          ImGui::TextDisabled("·");
        else
          ImGui::Text("%s", signed_number_text(v).c_str());
      }
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(tr("Total", "Summe"));
    for (int p = 0; p < n; ++p) {
      ImGui::TableNextColumn();
      ImGui::TextColored(ImVec4(0.98f, 0.85f, 0.45f, 1), "%s", number_text(s.total[p]).c_str());
    }
    swipe_to_scroll();  // the table's own scrolling region
    ImGui::EndTable();
  }
  if (game == Game::Schieberamsch) {
    const Rules& r = *s.rules;
    if (r.get(sr::MatchEnd) == sr::kFixedHands)
      ImGui::TextDisabled("%s",
                          (std::to_string(s.hand_number) + tr(" of ", " von ") + std::to_string(r.get(sr::MatchHands)) +
                           tr(" hands; lowest total wins.", " Spielen; die wenigsten Punkte gewinnen."))
                              .c_str());
    else
      ImGui::TextDisabled("%s", (std::string(tr("The first over ", "Wer zuerst über ")) +
                                 std::to_string(r.get(sr::LossLimit)) + tr(" loses.", " kommt, verliert."))
                                    .c_str());
  }
  if (game == Game::SchafkopfUS)
    ImGui::TextDisabled("%s", (std::to_string(s.hand_number) + tr(" of ", " von ") +
                               std::to_string(s.rules->get(as::DealsPerMatch)) + tr(" deals", " Spielen"))
                                  .c_str());
  ImGui::End();
}

}  // namespace stichfest
