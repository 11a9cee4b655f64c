// The ImGui panels around the table: the menu bar, the game info, the
// decision prompt with its buttons, and the last trick.
#include <algorithm>
#include <cfloat>
#include <functional>
#include <vector>

#include "app.h"
#include "commands.h"
#include "core/contract.h"
#include "core/standing.h"
#include "i18n.h"
#include "imgui_internal.h"
#include "platform.h"
#include "touch.h"

namespace stichfest {

namespace {

constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                                    ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoScrollbar;

std::string trump_text(const Observation& o, bool german_deck) {
  switch (o.rules->game) {
    case Game::Schieberamsch:
    case Game::KalterSchlag:
      return german_deck ? tr("Trumps: the four Unter", "Trumpf: die vier Unter")
                         : tr("Trumps: the four jacks", "Trumpf: die vier Buben");
    case Game::Ramsen: {
      if (o.upcard == kNoCard && o.phase == Phase::Deal) return "";
      // The trump suit, then the four permanent trumps (after the trump ace).
      const Contract& k = contract(o.contract);
      std::string text = std::string(tr("Trumps: ", "Trumpf: ")) + suit_word(k.trump_order[0] >> 3, german_deck) + " +";
      for (int i = 1; i <= 4; ++i) text += (i > 1 ? ", " : " ") + card_name(k.trump_order[i], german_deck);
      return text;
    }
    case Game::SchafkopfUS: {
      int t = contract(o.contract).trump_order[8] >> 3;
      return std::string(german_deck ? tr("Trumps: Ober, Unter, ", "Trumpf: Ober, Unter, ")
                                     : tr("Trumps: queens, jacks, ", "Trumpf: Damen, Buben, ")) +
             suit_word(t, german_deck);
    }
  }
  return "";
}

// "Fixed partners: You + Bernd against Anna + Clara", the sides as the
// state deals them (seats 0 and 2 play together).
std::string fixed_partners_text(const Observation& o) {
  std::string sides[2];  // this seat's side, the other
  for (int p = 0; p < o.players; ++p) {
    if (o.side[p] == kSideUnknown) continue;
    std::string& side = sides[o.side[p] == o.side[o.seat] ? 0 : 1];
    side += (side.empty() ? "" : " + ") + seat_name(p, o.players);
  }
  return tr("Fixed partners: ", "Feste Partner: ") + sides[0] + tr(" against ", " gegen ") + sides[1];
}

std::string game_text(const Observation& o, bool german_deck) {
  const char* who = nullptr;
  switch (o.rules->game) {
    case Game::Schieberamsch: {
      std::string t;
      if (o.soloist >= 0) {
        t = seat_does(o.soloist, o.players, "plays", "play", "spielt", "spielst") + " Grand Hand";
        if (o.gh_rekontra)
          t += " · Rekontra ×4";
        else if (o.gh_kontra)
          t += " · Kontra ×2";
        return t;
      }
      int k = o.pushes + o.kontras;
      t = "Ramsch";
      if (o.pushes) t += std::string(" · ") + std::to_string(o.pushes) + tr("× pushed", "× geschoben");
      if (o.kontras) t += std::string(" · ") + std::to_string(o.kontras) + "× Kontra";
      if (k) t += " (×" + std::to_string(1 << k) + ")";
      return t;
    }
    case Game::KalterSchlag: {
      static const char* const kLevel[] = {"", "Kontra ×2", "Re ×4", "Bock ×8", "Hirsch ×16"};
      return o.level ? std::string(tr("Level: ", "Stufe: ")) + kLevel[o.level]
                     : tr("Level: plain (×1)", "Stufe: einfach (×1)");
    }
    case Game::Ramsen:
      return "";
    case Game::SchafkopfUS: {
      std::string t;
      switch (o.as_game) {
        case AsGame::None:
        case AsGame::Normal: {
          int pair = o.rules->get(as::PartnerCards);
          std::string cards = card_name(Card(pair & 0xFF), german_deck) + tr(" and ", " und ") +
                              card_name(Card(pair >> 8), german_deck);
          if (o.as_game == AsGame::None && o.phase != Phase::Play)
            t = tr("Declaring…", "Ansagen…");
          else
            t = (o.as_game == AsGame::None ? tr("No call: ", "Keine Ansage: ")
                                           : tr("Normal game: ", "Normales Spiel: ")) +
                cards + tr(" play together", " spielen zusammen");
          break;
        }
        case AsGame::CallGame:
          t = seat_does(o.declarer, o.players, "calls", "call", "ruft", "rufst") + tr(" the ", " die ") +
              suit_word(o.called_suit, german_deck) + tr(" Ace", "-Sau");
          if (o.partner >= 0) t += std::string(" · ") + tr("partner: ", "Partner: ") + seat_name(o.partner, o.players);
          break;
        case AsGame::Hochzeit:
          who = o.partner >= 0 ? nullptr : "";
          t = seat_name(o.declarer, o.players) + ": Hochzeit";
          if (o.partner >= 0)
            t += std::string(" · ") + tr("partner: ", "Partner: ") + seat_name(o.partner, o.players);
          else if (o.trick_number >= 3)
            t += o.declarer == 0 ? tr(" · you play alone", " · du spielst allein")
                                 : tr(" · plays alone", " · spielt allein");
          break;
        case AsGame::SilentSolo:
          t = seat_does(o.declarer, o.players, "plays", "play", "spielt", "spielst") +
              tr(" a silent solo", " ein stilles Solo");
          break;
        case AsGame::Farbsolo:
          t = seat_name(o.declarer, o.players) + ": " + suit_word(o.solo_suit, german_deck) + tr(" solo", "-Solo");
          break;
        case AsGame::Fixed:
          t = fixed_partners_text(o);
          break;
      }
      (void)who;
      if (o.level) t += " · ×" + std::to_string(1 << o.level);
      return t;
    }
  }
  return "";
}

// The primary (multi-card) action matching the current selection, if any.
bool selection_action(const App& app, const Observation& o, Act kind, Action& out) {
  for (const Action& a : o.legal) {
    if (a.kind != kind) continue;
    if (kind == Act::Rob ? CardSet::of(a.arg) == app.selection : a.cards == app.selection) {
      out = a;
      return true;
    }
  }
  return false;
}

// What a button's label needs, its padding included.
float label_width(const char* label) { return ImGui::CalcTextSize(label).x + 2 * ImGui::GetStyle().FramePadding.x; }

}  // namespace

float hit_button_width(const App& app, const char* label) {
  float w = label_width(label);
  return app.layout.touch ? std::max(kTouchTarget, w) : w;
}

bool hit_button(App& app, const std::string& id, const std::string& label, ImVec2 size, bool enabled) {
  if (!enabled) ImGui::BeginDisabled();
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.10f, 0.12f, 0.08f, 1.0f));
  if (app.layout.touch && size.x == 0) size.x = hit_button_width(app, label.c_str());
  bool pressed = ImGui::Button((label + "##" + id).c_str(), size);
  ImGui::PopStyleColor();
  if (!enabled) ImGui::EndDisabled();
  register_hit(app, id, label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled);
  app.next_hits.back().label_width = label_width(label.c_str());
  return pressed && enabled;
}

void draw_top_bar(App& app) {
  const Layout& L = app.layout;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(L.size.x, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 6));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::Begin("##topbar", nullptr, kPanel & ~ImGuiWindowFlags_AlwaysAutoResize);
  const State& s = app.session.state();
  // The table's commands: in a row on a wide screen, in a menu on a narrow one.
  struct MenuItem {
    const char* id;
    const char* label;
    bool enabled;
    std::function<void()> run;
  };
  // A frame on another site also links to its hand on the full page.
  std::vector<MenuItem> commands = {
      {"menu:games", tr("Games", "Spiele"), true, [&] { toggle_dialog(app, &App::show_picker); }},
      {"menu:new-match", tr("New match", "Neue Partie"), true, [&] { run_command(app, CommandKind::NewMatch); }},
      {"menu:last-trick", tr("Last trick", "Letzter Stich"), s.trick_number > 0,
       [&] { toggle_dialog(app, &App::show_last_trick); }},
      {"menu:sheet", tr("Score sheet", "Spielliste"), true, [&] { toggle_dialog(app, &App::show_sheet); }},
      {"menu:share", tr("Share this deal", "Teilen"), true, [&] { app_share_deal(app); }},
      {"menu:rules", tr("Rules", "Regeln"), true, [&] { toggle_dialog(app, &App::show_help); }},
      {"menu:stats", tr("Statistics", "Statistik"), true, [&] { toggle_dialog(app, &App::show_stats); }},
      {"menu:settings", tr("Settings", "Einstellungen"), true, [&] { toggle_dialog(app, &App::show_settings); }},
  };
  if (app.embedded)
    commands.push_back(
        {"menu:full-page", tr("Open full table", "Ganzer Tisch"), true, [&] { app_open_full_page(app); }});
  // A row of commands where it fits beside the title, else a menu.
  const ImGuiStyle& style = ImGui::GetStyle();
  float width = 0;
  for (const MenuItem& c : commands)
    width += ImGui::CalcTextSize(c.label).x + style.FramePadding.x * 2 + style.ItemSpacing.x;
  float sound_width = std::max(ImGui::GetFrameHeight() * 1.25f, L.touch ? kTouchTarget : 0.0f) + style.ItemSpacing.x;
  const char* title = rules_title(app.session.rules(), false);
  float title_width =
      app.font_big->CalcTextSizeA(app.font_big->FontSize * ImGui::GetIO().FontGlobalScale, FLT_MAX, 0, title).x;
  float hand_width = ImGui::CalcTextSize("Spiel 999").x + 2 * style.ItemSpacing.x;
  bool narrow = L.size.x < 760 || 20 + title_width + hand_width + width + sound_width > L.size.x;
  // The menu, first, offers what the decision panel's one row had no room
  // for (a phone's Ramsen exchange, a small frame's doubling).
  if (narrow && app.session.human_to_move()) {
    if (app.coach.undo_off_panel)
      commands.insert(commands.begin(),
                      {"menu:undo", tr("Undo", "Zurück"), true, [&] { run_command(app, CommandKind::Undo); }});
    if (app.coach.hint_off_panel)
      commands.insert(commands.begin(), {"menu:hint", tr("Hint", "Tipp"), true, [&] { coach_ask_hint(app); }});
  }
  ImGui::PushFont(app.font_big);
  if (L.touch) ImGui::AlignTextToFramePadding();  // level with "Hand 1" beside the taller buttons
  ImGui::TextUnformatted(narrow ? rules_title(app.session.rules(), true) : title);
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  // While saves fail a mark stays (the notice that said why fades). On a
  // phone it takes the hand number's place, and where even that is too
  // narrow for the words, it is a cross. The hand number is left out where
  // it would reach the sound button (a 320 px wide Schieberamsch); the
  // score sheet numbers the hands.
  const float sound_x = L.size.x - 90 * L.scale - sound_width;
  const std::string hand_label = std::string(tr("Hand", "Spiel")) + " " + std::to_string(s.hand_number);
  const bool hand_fits =
      !narrow ||
      ImGui::GetCursorPosX() + ImGui::CalcTextSize(hand_label.c_str()).x + style.ItemSpacing.x * 0.5f <= sound_x;
  if (!(app.storage_failing && narrow) && hand_fits) {
    ImGui::TextDisabled("%s", hand_label.c_str());
    register_hit(app, "text:hand", hand_label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
    ImGui::SameLine();
  }
  if (app.storage_failing) {
    const char* label = tr("Not saved", "Nicht gespeichert");
    float room = L.size.x - 90 * L.scale - ImGui::GetCursorPosX() - ImGui::GetStyle().ItemSpacing.x;
    bool fits = !narrow || ImGui::CalcTextSize(label).x <= room;
    ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1), "%s", fits ? label : "✗");
    register_hit(app, "status:not-saved", label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
    ImGui::SameLine();
  }
  if (narrow) {
    ImGui::SetCursorPosX(sound_x);
    draw_sound_button(app);
    ImGui::SameLine();
    if (hit_button(app, "menu:open", tr("Menu", "Menü"))) ImGui::OpenPopup("menu");
    if (ImGui::BeginPopup("menu")) {
      for (const MenuItem& c : commands)
        if (hit_button(app, c.id, c.label, ImVec2(200 * L.scale, 0), c.enabled)) {
          c.run();
          ImGui::CloseCurrentPopup();
        }
      ImGui::EndPopup();
    }
  } else {
    ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), L.size.x - 10 - width - sound_width));
    draw_sound_button(app);
    for (const MenuItem& c : commands) {
      ImGui::SameLine();
      if (hit_button(app, c.id, c.label, ImVec2(0, 0), c.enabled)) c.run();
    }
  }
  // Where the bar ends, for tests: the seats' plates lie below it.
  register_hit(
      app, "panel:top-bar", title, ImGui::GetWindowPos(),
      ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x, ImGui::GetWindowPos().y + ImGui::GetWindowSize().y),
      false);
  ImGui::End();
  ImGui::PopStyleVar(2);
}

void draw_info(App& app) {
  const Layout& L = app.layout;
  Observation o = app.session.view();
  ImGui::SetNextWindowPos(ImVec2(8, L.top_bar + 8));
  ImGui::SetNextWindowBgAlpha(0.55f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 6));
  // On a phone the panel has only the band above the top seats: lines close together.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x,
                                                        L.portrait ? 2 * L.scale : ImGui::GetStyle().ItemSpacing.y));
  ImGui::Begin("##info", nullptr, kPanel | ImGuiWindowFlags_NoInputs);
  ImGui::PushFont(app.font_small);
  // Wrap before the name plate of a seat at the top of the table (five players).
  float wrap = L.portrait ? L.size.x * 0.62f : L.size.x * 0.30f;
  // Five in columns: no narrower than at 568×320, so that four lines of
  // Ramsen end above the trick's row (six at 480×320 reached down on it).
  if (L.five_in_columns) wrap = std::max(wrap, 213.0f * L.scale);
  for (int p = 1; p < o.players && p < 5; ++p)
    if (L.seat[p].y < L.size.y * 0.2f && L.seat[p].x > L.size.x * 0.2f)
      wrap = std::min(wrap, L.seat[p].x - 90.0f * L.scale);
  ImGui::PushTextWrapPos(wrap);
  std::string shown;  // every line, for the layout's report
  auto line = [&](const std::string& text) { shown += (shown.empty() ? "" : "\n") + text; };
  std::string t = trump_text(o, german_deck(app));
  if (!t.empty()) {
    ImGui::TextUnformatted(t.c_str());
    line(t);
  }
  // The game stays named, as it was last, while the finished hand's last
  // trick and summary show: its line going made room, and the last trick's
  // cards grew, their name tags onto each other (American Schafkopf at
  // 320×400). (The state between hands knows no game: "Declaring…".)
  const State& state = app.session.state();
  if (in_hand(state)) app.info_game_line = game_text(o, german_deck(app));
  const std::string g = hand_on_table(app) ? app.info_game_line : "";
  if (!g.empty()) {
    ImGui::TextColored(ImVec4(0.98f, 0.85f, 0.45f, 1), "%s", g.c_str());
    line(g);
  }
  if (o.rules->game == Game::Ramsen) {
    std::string need = tr("Strokes to go: ", "Noch Striche: ");
    for (int p = 0; p < o.players; ++p)
      need += (p ? ", " : "") + seat_name(p, o.players) + " " +
              std::to_string(ramsen_strokes(app.session.state(), p).to_go);
    ImGui::TextUnformatted(need.c_str());
    line(need);
  }
  if (o.rules->game == Game::KalterSchlag) {
    // "Written: You 0, Anna 80 (1 entry)": the points written so far and in how many hands.
    std::string totals = tr("Written: ", "Geschrieben: ");
    for (int p = 0; p < o.players; ++p) {
      totals += std::string(p ? ", " : "") + seat_name(p, o.players) + " " + std::to_string(o.total[p]);
      if (o.entries[p] > 0)
        totals += " (" + std::to_string(o.entries[p]) +
                  (o.entries[p] == 1 ? tr(" entry)", " Eintrag)") : tr(" entries)", " Einträge)"));
    }
    ImGui::TextUnformatted(totals.c_str());
    line(totals);
  }
  for (const auto& [id, text] : fair_play_lines(app)) {
    ImGui::TextColored(ImVec4(0.75f, 0.9f, 1.0f, 1), "%s", text.c_str());
    register_hit(app, id, text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
    line(text);
  }
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  register_hit(app, "panel:info", shown, at, ImVec2(at.x + size.x, at.y + size.y), false);
  ImGui::End();
  ImGui::PopStyleVar(2);
}

namespace {

// The middle of a decision panel centred above the hand. On a narrow
// portrait screen the up-card and talon lie left of it at its height (at
// 360×640 it covered "Talon: 4"): it moves right of them if the screen is
// wide enough. Its size is ImGui's, fitted the frame before (its first
// frames are unseen, so it is right by the first frame shown).
float prompt_centre_x(const App& app) {
  const Layout& L = app.layout;
  const float centre = L.size.x * 0.5f;
  const ImGuiWindow* panel = ImGui::FindWindowByName("##prompt");
  if (!L.portrait || !panel) return centre;
  const float half = panel->Size.x * 0.5f, bottom = L.seat[0].y - 30 * L.scale, top = bottom - panel->Size.y;
  float left = centre - half;
  for (const HitTarget& t : app.next_hits)  // this frame's table, drawn before the panel
    if (t.id.rfind("table:", 0) == 0 && t.max.y > top && t.min.y < bottom) left = std::max(left, t.max.x + 8 * L.scale);
  return std::max(centre, std::min(left + half, L.size.x - 8 * L.scale - half));
}

}  // namespace

void draw_prompt(App& app) {
  Session& session = app.session;
  if (!session.human_to_move() || app.show_picker || app.show_settings) return;
  Observation o = session.view();
  const Layout& L = app.layout;
  bool german = german_deck(app);
  app.prompt_buttons.clear();
  // Right of the trick where the layout has room there (layout.h), for a
  // card's turn only: that panel is one row of buttons, and before the play
  // no trick lies under the middle (taller panels, such as a Ramsen
  // exchange's, covered the seats' card backs there). A short phone's panel
  // goes beside the human's plate for every decision, as its buttons alone.
  const bool buttons_only = prompt_buttons_only(L, o.phase == Phase::Play);
  // A low landscape window's panel before the play stays centred above the plate, in its lines (layout.h).
  const bool low_early = L.early_line_width > 0 && o.phase != Phase::Play;
  const bool beside = L.prompt_width > 0 && (o.phase == Phase::Play || buttons_only) && !low_early;
  const bool early = L.five_in_columns && o.phase != Phase::Play;
  if (beside)
    ImGui::SetNextWindowPos(early ? L.early_prompt_at : L.prompt_at, ImGuiCond_Always,
                            ImVec2(buttons_only ? 1.0f : 0.0f, 1.0f));
  else
    ImGui::SetNextWindowPos(ImVec2(prompt_centre_x(app), L.seat[0].y - 30 * L.scale), ImGuiCond_Always,
                            ImVec2(0.5f, 1.0f));
  // ImGui fits a window to its content of the frame before, so a panel
  // for a new decision would show the last one's size and place for a
  // frame (a Ramsen lead's panel first spanned the exchange's 456×106; a
  // Kalter Schlag lead's grew once its Kontra button had gone): each
  // decision's first two frames are laid out unseen, as ImGui does a new
  // window's first, and offer no targets.
  const std::string question = phase_question(o, german);
  const Record& record = session.record();
  const std::string decision = question + "#" + std::to_string(record.hands.size()) + "." +
                               std::to_string(record.hands.empty() ? 0 : record.hands.back().actions.size());
  if (app.prompt_drawn != app.frames - 1 || app.prompt_decision != decision) app.prompt_since = app.frames;
  app.prompt_drawn = app.frames;
  app.prompt_decision = decision;
  const bool measuring = app.frames - app.prompt_since < 2;
  ImGuiWindow* window = ImGui::FindWindowByName("##prompt");
  if (window && measuring) window->HiddenFramesCannotSkipItems = 2;  // Begin counts one down
  const size_t first_hit = app.next_hits.size();
  // Beside the plate, narrow margins: so that two buttons share a row.
  if (buttons_only) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kShortPromptPad, kShortPromptPadY));
  ImGui::Begin("##prompt", nullptr, kPanel);
  if (buttons_only) {
    ImGui::PopStyleVar();
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(8 * L.scale, ImGui::GetStyle().FramePadding.y));
  }
  ImGui::PushFont(app.font_body);
  const float beside_width = early ? L.early_prompt_width : L.prompt_width;
  float line_width = beside      ? beside_width
                     : low_early ? L.early_line_width
                                 : std::min(L.size.x * 0.9f, 620.0f * L.scale);
  // Beside the human's plate, as drawn (its width follows its words).
  // (Where the layout keeps the buttons off the trick too, no wider than it says.)
  for (const HitTarget& t : app.next_hits)
    if (buttons_only && !L.five_in_columns && !low_early && t.id == "plate:0")
      line_width = L.prompt_at.x - t.max.x - 8 * L.scale - 2 * kShortPromptPad;
  if (L.plate_row_prompt && buttons_only && !low_early) line_width = std::min(line_width, beside_width);
  const float line_end = ImGui::GetCursorScreenPos().x + line_width;
  if (!buttons_only) {
    ImGui::PushTextWrapPos(line_width);
    ImGui::TextUnformatted(question.c_str());
    ImGui::PopTextWrapPos();
  }
  int index = 0;
  const std::string hinted = coach_hinted(app);
  // `confirm`: the button that takes the selected cards (id "button:confirm").
  // Buttons go side by side while they fit in the line, then wrap.
  // `fixed`: a width to keep whatever the label (0: the label's own).
  auto button = [&](const Action& a, const std::string& label, bool enabled = true, bool confirm = false,
                    float fixed = 0) {
    const ImGuiStyle& style = ImGui::GetStyle();
    float width = fixed > 0 ? fixed : hit_button_width(app, label.c_str());
    if (index > 0 && ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= line_end) ImGui::SameLine();
    bool focus = app.focus_on_buttons && app.button_focus == index;
    if (focus) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(1.0f, 0.95f, 0.70f, 1));
    std::string id = confirm ? std::string("button:confirm") : "button:" + action_token(session.state(), a);
    bool pressed = hit_button(app, id, label, ImVec2(fixed, 0), enabled);
    app.prompt_buttons.emplace_back(a, enabled);
    if (enabled && !hinted.empty() && action_token(session.state(), a) == hinted) {  // outlined in the hint's colour
      ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
      ImGui::GetWindowDrawList()->AddRect(ImVec2(lo.x - 2, lo.y - 2), ImVec2(hi.x + 2, hi.y + 2), kHintBlue,
                                          ImGui::GetStyle().FrameRounding + 2, 0, 3 * L.scale);
      register_hit(app, "mark:hint:" + hinted, coach_hint_line(app), lo, hi, false);
    }
    if (focus) ImGui::PopStyleColor();
    ++index;
    if (pressed) run_command(app, CommandKind::Act, a);
  };
  // Multi-card decisions: one confirm button for the current selection.
  Act multi = Act::Play;
  for (const Action& a : o.legal)
    if (a.kind == Act::Discard || a.kind == Act::Exchange || a.kind == Act::Rob) multi = a.kind;
  if (multi != Act::Play) {
    Action chosen;
    bool ramsen_exchange = multi == Act::Exchange && o.rules->game == Game::Ramsen;
    // Keeping the hand has its own button; this one swaps the selected cards.
    bool valid = selection_action(app, o, multi, chosen) && !(ramsen_exchange && app.selection.empty());
    // What the button says while the selection is not a choice yet.
    std::vector<std::string> waiting;
    // Beside "Keep my cards" in one row, as on a short phone; a low window's
    // too (German "Karten zum Tauschen wählen" put the Hint on a row of its
    // own at 600×400, and the panel covered the top seat and the info panel).
    if (ramsen_exchange && (buttons_only || low_early))
      waiting = {tr("Select cards", "Karten wählen"), tr("Too many cards", "Zu viele Karten")};
    else if (ramsen_exchange)
      waiting = {tr("Select cards to swap", "Karten zum Tauschen wählen"),
                 tr("Too many cards selected", "Zu viele Karten gewählt")};
    else if (multi == Act::Rob && buttons_only)  // beside "Don't rob" in one row (the up-card lay under two)
      waiting = {tr("Select a card", "Karte wählen")};
    else if (multi == Act::Rob)
      waiting = {tr("Rob (select a card)", "Rauben (Karte wählen)")};
    else  // beside the plate, "Zwei Karten wählen (0/2)" left no room for "Schieben" at 320×400;
          // there the question is not shown, so the button says what the two cards are for
      waiting = {std::string(!buttons_only           ? tr("Select two cards", "Zwei Karten wählen")
                             : multi == Act::Discard ? tr("Lay away", "Drücken")
                                                     : tr("Lay aside", "Ablegen")) +
                 " (" + std::to_string(app.selection.size()) + "/2)"};
    // There, robbing says "Rob" alone: the card to lay down is the one raised in the hand.
    const bool short_rob = multi == Act::Rob && buttons_only;
    // So does Pfälzer's "Lay aside Eichel-Ober, Schellen-Neun, take the skat" in a low
    // landscape window, whose panel is narrow: it wrapped to rows of its own there; beside
    // a small screen's plate it ran off the screen's left edge, over the plate and the skat.
    const bool short_skat = (low_early || buttons_only) && multi == Act::Exchange && !ramsen_exchange;
    const char* short_label = short_rob    ? tr("Rob", "Rauben")
                              : short_skat ? tr("Lay aside, take the skat", "Ablegen, Skat nehmen")
                                           : nullptr;
    const std::string label = !valid        ? waiting[ramsen_exchange && !app.selection.empty() ? 1 : 0]
                              : short_label ? std::string(short_label)
                                            : action_label(o, chosen, german);
    // The button keeps the width of the longest label this decision can
    // show, so that the panel does not change size as cards are picked
    // (ImGui fits it a frame late: it wiggled at every click), where that
    // fits the line.
    float widest = short_label ? hit_button_width(app, short_label) : 0;
    for (const std::string& other : waiting) widest = std::max(widest, hit_button_width(app, other.c_str()));
    for (const Action& a : o.legal)
      if (a.kind == multi && !short_label)
        widest = std::max(widest, hit_button_width(app, action_label(o, a, german).c_str()));
    button(chosen, label, valid, true, widest <= line_width ? widest : 0);
  }
  for (const Action& a : o.legal) {
    if (a.kind == Act::Play || a.kind == Act::Discard || a.kind == Act::Rob) continue;
    if (a.kind == Act::Exchange && !(o.rules->game == Game::Ramsen && a.cards.empty())) continue;
    button(a, action_label(o, a, german));
  }
  draw_hint(app, line_end, index > 0, low_early || beside);
  // (A short phone's panel leaves it to the talon's "5 exchanges left".)
  if (o.rules->game == Game::Ramsen && o.phase == Phase::Exchange && !buttons_only) {
    int left = std::min<int>(o.quota, o.talon_left);
    ImGui::TextDisabled("%s",
                        (std::to_string(app.selection.size()) + tr(" selected, ", " gewählt, ") + std::to_string(left) +
                         tr(" of ", " von ") + std::to_string(o.rules->get(rm::ExchangeLimit)) + tr(" left", " übrig"))
                            .c_str());
  }
  ImGui::PopFont();
  if (buttons_only) ImGui::PopStyleVar();
  app.button_focus = std::clamp(app.button_focus, 0, std::max(0, index - 1));
  // The panel's whole rectangle, for tests that check what it covers.
  ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  register_hit(app, "panel:prompt", question, at, ImVec2(at.x + size.x, at.y + size.y), false);
  ImGui::End();
  if (measuring) app.next_hits.resize(first_hit);
}

void draw_last_trick(App& app) {
  if (!app.show_last_trick) return;
  Observation o = app.session.view();
  const State& s = app.session.state();
  if (s.trick_number == 0) {
    app.show_last_trick = false;
    return;
  }
  const Layout& L = app.layout;
  ImGui::SetNextWindowPos(ImVec2(L.size.x * 0.5f, L.center.y), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin(tr("Last trick###last", "Letzter Stich###last"), &app.show_last_trick,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  int t = s.trick_number - 1;
  int seat = s.history_leader[t];
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float w = L.small_w * 1.6f;
  float h = w / card_aspect(app);
  for (int i = 0; i < s.cards_per_trick; ++i) {
    ImGui::BeginGroup();
    ImVec2 p = ImGui::GetCursorScreenPos();
    draw_card(app, dl, s.history[t][i], p, w, 1.0f, false, seat == s.history_winner[t]);
    ImGui::Dummy(ImVec2(w, h));
    ImGui::TextUnformatted(seat_name(seat, o.players).c_str());
    ImGui::EndGroup();
    ImGui::SameLine();
    seat = next_active(s, seat);
  }
  ImGui::NewLine();
  ImGui::Text("%s",
              (seat_does(s.history_winner[t], o.players, "took", "took", "hat", "hast") + tr(" it.", " ihn genommen."))
                  .c_str());
  ImGui::End();
}

}  // namespace stichfest
