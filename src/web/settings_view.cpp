// The game picker and the settings: every rules option of every game, read
// from the engine's option tables, plus deck, language and bot speed.
#include <algorithm>
#include <cfloat>
#include <initializer_list>

#include "app.h"
#include "commands.h"
#include "core/rules_help.h"
#include "i18n.h"
#include "imgui_internal.h"
#include "platform.h"
#include "touch.h"

namespace stichfest {

namespace {

constexpr ImGuiWindowFlags kDialog = ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse;

// A radio button that is also reported as a hit target ("setting:<id>").
void radio(App& app, const std::string& id, const char* label, int* value, int option) {
  ImGui::RadioButton(label, value, option);
  register_hit(app, "setting:" + id, label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

// The width a radio button takes with this label, and whether it fits
// between the cursor and the window's right edge.
float radio_width(const char* label) {
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
}
bool fits_here(float width) {
  return ImGui::GetCursorScreenPos().x + width <= ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x;
}

struct RadioChoice {
  const char* id;
  const char* label;
  int option;
};
// Radio buttons side by side, the next on a line of its own where it would
// not fit (German at 320 px: "Langsam Normal Schnell" ran off the window).
void radio_row(App& app, int* value, std::initializer_list<RadioChoice> choices) {
  bool first = true;
  for (const RadioChoice& c : choices) {
    if (!first) {
      ImGui::SameLine();
      if (!fits_here(radio_width(c.label))) ImGui::NewLine();
    }
    radio(app, c.id, c.label, value, c.option);
    first = false;
  }
}

// One option row: its label with its line of help under it (a tap on the
// help opens the game's rules page there), and its value. Returns true if
// the value changed.
bool option_row(App& app, Rules& rules, int index) {
  const OptionSpec& spec = game_spec(rules.game).options[index];
  bool german_deck = stichfest::german_deck(app);
  Lang lang = language();
  int value = rules.get(index);
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::AlignTextToFramePadding();
  ImGui::TextWrapped("%s", option_label(rules.game, index, lang, german_deck).c_str());  // a phone's column is narrow
  ImGui::PushFont(app.font_small);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%s", option_help(rules.game, index, lang, german_deck).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  register_hit(app, std::string("help:") + spec.key, spec.key, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (ImGui::IsItemClicked()) open_help(app, rules, spec.key);
  ImGui::TableNextColumn();
  ImGui::SetNextItemWidth(-1);
  std::string id = std::string("##") + spec.key;
  bool changed = false;
  std::string error;
  if (spec.kind == OptionKind::Choice) {
    if (ImGui::BeginCombo(id.c_str(), option_value_label(rules.game, index, value, lang, german_deck).c_str())) {
      for (int v = 0; v < spec.choice_count; ++v)
        if (ImGui::Selectable(option_value_label(rules.game, index, v, lang, german_deck).c_str(), v == value) &&
            v != value)
          changed = set_option(rules, spec.key, spec.choices[v], error);
      ImGui::EndCombo();
    }
  } else if (spec.kind == OptionKind::Integer) {
    int v = value;
    if (ImGui::InputInt(id.c_str(), &v, 1, 10)) {
      v = std::clamp(v, spec.min, spec.max);
      changed = v != value && set_option(rules, spec.key, std::to_string(v), error);
    }
  } else {  // partner cards: a pair of trumps
    static const char* const kPairs[] = {"CQ+SQ", "CQ+DQ", "CQ+HQ", "SQ+HQ", "CQ+CJ"};
    std::string current = format_option_value(spec, value);
    if (ImGui::BeginCombo(id.c_str(), current.c_str())) {
      for (const char* pair : kPairs)
        if (ImGui::Selectable(pair, current == pair) && current != pair)
          changed = set_option(rules, spec.key, pair, error);
      ImGui::EndCombo();
    }
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", spec.spec_name);
  return changed;
}

// The bots' level: for new matches (a match keeps the level its record and
// its share links name).
void draw_bot_levels(App& app, Settings& d) {
  int level = int(d.bots);
  ImGui::TextUnformatted(tr("Bots", "Mitspieler"));
  radio_row(app, &level,
            {{"bots:beginner", tr("Beginner", "Anfänger"), int(BotLevel::Beginner)},
             {"bots:standard", tr("Standard", "Standard"), int(BotLevel::Standard)},
             {"bots:strong", tr("Strong", "Stark"), int(BotLevel::Strong)}});
  d.bots = BotLevel(level);
  ImGui::PushFont(app.font_small);
  ImGui::TextWrapped("%s", bot_level_blurb(d.bots));
  ImGui::PopFont();
  if (d.bots != app.settings.bots) {
    app.settings.bots = d.bots;
    app_save_settings(app);
  }
  if (app.session.bots() != app.settings.bots) {
    ImGui::TextDisabled("%s %s.", tr("This match is played against:", "Diese Partie spielst du gegen:"),
                        bot_level_title(app.session.bots()));
    if (hit_button(app, "button:new-match-bots",
                   tr("New match with these bots", "Neue Partie mit diesen Mitspielern"))) {
      run_command(app, CommandKind::NewMatch);
      app.show_settings = false;
    }
  }
}

}  // namespace

void draw_settings(App& app) {
  if (!app.show_settings) return;
  const Layout& L = app.layout;
  // As tall as what the chosen tab holds, up to the room there is (a phone
  // swipes the rest; the options' table scrolls by itself, so the window
  // shows no scrollbar, as the other fitted dialogs). Its top stays put as tabs of other heights are chosen.
  const float width = std::min(L.size.x * 0.96f, 640.0f * L.scale);
  const float room = L.size.y - L.top_bar - 12;
  const float tallest = L.portrait ? room : std::min(room, 640.0f * L.scale);
  ImGui::SetNextWindowPos(ImVec2(L.size.x * 0.5f, L.top_bar + 6 + (room - tallest) * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, tallest));
  ImGui::Begin(tr("Settings###settings", "Einstellungen###settings"), &app.show_settings,
               kDialog | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoScrollbar);
  ImVec2 corner = ImGui::GetWindowPos(), extent = ImGui::GetWindowSize();
  register_hit(app, "panel:settings", tr("Settings", "Einstellungen"), corner,
               ImVec2(corner.x + extent.x, corner.y + extent.y), false);
  Settings& d = app.draft;
  // A phone has no room for five whole tab names: they keep their names and scroll.
  if (ImGui::BeginTabBar("##tabs", L.portrait ? ImGuiTabBarFlags_FittingPolicyScroll : 0)) {
    if (ImGui::BeginTabItem(tr("Table", "Tisch"))) {
      int deck = int(d.deck);
      ImGui::TextUnformatted(tr("Cards", "Karten"));
      // The suits' names where they fit (not in German at 320 px).
      const char* german =
          tr("German suits (Eichel, Grün, Herz, Schellen)", "Deutsches Blatt (Eichel, Grün, Herz, Schellen)");
      if (!fits_here(radio_width(german))) german = tr("German suits", "Deutsches Blatt");
      radio(app, "deck:german", german, &deck, 0);
      radio(app, "deck:french", tr("French suits (♣ ♠ ♥ ♦)", "Französisches Blatt (♣ ♠ ♥ ♦)"), &deck, 1);
      d.deck = DeckStyle(deck);
      ImGui::Separator();
      int lang = int(d.lang);
      ImGui::TextUnformatted(tr("Language", "Sprache"));
      radio_row(app, &lang, {{"lang:en", "English", 0}, {"lang:de", "Deutsch", 1}});
      d.lang = Lang(lang);
      ImGui::Separator();
      int speed = int(d.speed);
      ImGui::TextUnformatted(tr("Bot speed", "Tempo der Mitspieler"));
      radio_row(app, &speed,
                {{"speed:slow", tr("Slow", "Langsam"), 0},
                 {"speed:normal", tr("Normal", "Normal"), 1},
                 {"speed:fast", tr("Fast", "Schnell"), 2}});
      d.speed = BotSpeed(speed);
      ImGui::Separator();
      int sound = app_sound_on(app) ? 1 : 0;
      ImGui::TextUnformatted(tr("Sound (M)", "Ton (M)"));
      radio_row(app, &sound, {{"sound:on", tr("On", "An"), 1}, {"sound:off", tr("Off", "Aus"), 0}});
      if ((sound == 1) != app_sound_on(app)) app_toggle_sound(app);
      ImGui::Separator();
      draw_bot_levels(app, d);
      // Display settings apply at once.
      if (d.deck != app.settings.deck || d.lang != app.settings.lang || d.speed != app.settings.speed) {
        app.settings.deck = d.deck;
        app.settings.lang = d.lang;
        app.settings.speed = d.speed;
        set_language(d.lang);
        app_save_settings(app);
      }
      ImGui::EndTabItem();
    }
    for (int g = 0; g < kGameCount; ++g) {
      const GameSpec& spec = game_spec(Game(g));
      bool open = ImGui::BeginTabItem((std::string(game_short_title(Game(g))) + "###" + spec.key).c_str());
      register_hit(app, std::string("settings-tab:") + spec.key, game_short_title(Game(g)), ImGui::GetItemRectMin(),
                   ImGui::GetItemRectMax());
      if (!open) continue;
      Rules& rules = d.rules[size_t(g)];
      if (spec.preset_count > 0) {
        ImGui::TextUnformatted(tr("Preset:", "Vorgabe:"));
        for (int p = 0; p < spec.preset_count; ++p) {
          ImGui::SameLine();
          std::string name = std::string(spec.presets[p].name) == "pfaelzer" ? "Pfälzer Ramsch"
                             : std::string(spec.presets[p].name) == "fixed"  ? tr("Fixed partners", "Feste Partner")
                                                                             : tr("Standard", "Standard");
          if (hit_button(app, std::string("preset:") + spec.presets[p].name, name)) {
            std::string error;
            parse_rules(std::string(spec.key) + "(preset=" + spec.presets[p].name + ")", rules, error);
          }
        }
      }
      // The options' table is as tall as its rows (measured the frame
      // before), at most what leaves the footer on the screen; beyond
      // that it scrolls.
      const ImGuiStyle& style = ImGui::GetStyle();
      const std::string rules_line = format_rules(rules);
      const char* help_label = tr("Rules of this game", "Regeln dieses Spiels");
      bool changed = rules != app.settings.rules[size_t(g)];
      bool current = app.session.rules().game == Game(g);
      const char* play_label = current || changed
                                   ? tr("Play with these rules (new match)", "Mit diesen Regeln spielen (neue Partie)")
                                   : tr("Play this game", "Dieses Spiel spielen");
      auto button_width = [&](const char* label) { return hit_button_width(app, label); };
      const float avail = ImGui::GetContentRegionAvail().x;
      const bool one_row = button_width(help_label) + style.ItemSpacing.x + button_width(play_label) <= avail;
      const float footer = ImGui::CalcTextSize(rules_line.c_str(), nullptr, false, avail).y + style.ItemSpacing.y +
                           (one_row ? 1 : 2) * (ImGui::GetFrameHeight() + style.ItemSpacing.y);
      const float table_room = tallest - ImGui::GetCursorPosY() - footer - style.WindowPadding.y;
      ImGuiStorage* storage = ImGui::GetStateStorage();
      const ImGuiID rows_id = ImGui::GetID("##options-rows");
      float rows = storage->GetFloat(rows_id, 0);
      float table_h = std::max(3 * ImGui::GetFrameHeight(), rows > 0 ? std::min(rows + 2, table_room) : table_room);
      if (ImGui::BeginTable("##options", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY, ImVec2(0, table_h))) {
        ImGui::TableSetupColumn("a", ImGuiTableColumnFlags_WidthStretch, 1.1f);
        ImGui::TableSetupColumn("b", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        const float rows_top = ImGui::GetCursorScreenPos().y;
        for (int i = 0; i < spec.option_count; ++i) option_row(app, rules, i);
        ImGuiTable* table = ImGui::GetCurrentTable();
        ImGui::EndTable();
        storage->SetFloat(rows_id, table->RowPosY2 - rows_top);
      }
      ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[ImGuiCol_TextDisabled]);
      ImGui::TextWrapped("%s", rules_line.c_str());
      ImGui::PopStyleColor();
      if (hit_button(app, std::string("button:rules-help:") + spec.key, help_label)) open_help(app, rules);
      if (one_row) ImGui::SameLine();
      if (hit_button(app, "button:apply-rules", play_label)) {
        app.settings.rules = d.rules;
        app.settings.game = Game(g);
        app_save_settings(app);
        run_command(app, CommandKind::NewMatch);
        app.show_settings = false;
      }
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  swipe_to_scroll();
  ImGui::End();
}

void draw_picker(App& app) {
  if (!app.show_picker) return;
  const Layout& L = app.layout;
  const ImGuiStyle& style = ImGui::GetStyle();
  float width = std::min(L.size.x * 0.96f, 900.0f * L.scale), max_height = L.size.y - L.top_bar - 10;
  bool two_columns = !L.portrait && L.size.x > 700;
  float inner = width - 2 * style.WindowPadding.x - (two_columns ? 0 : style.ScrollbarSize);
  float column = two_columns ? (inner - style.ItemSpacing.x) * 0.5f : inner;
  // Each box as tall as its title, its description wrapped to the box and
  // its button; side by side, the boxes share the tallest height.
  float scale = ImGui::GetIO().FontGlobalScale;
  auto box_height = [&](int g) {
    float wrap = column - 2 * style.WindowPadding.x;
    float blurb = app.font_small
                      ->CalcTextSizeA(app.font_small->FontSize * scale, FLT_MAX, wrap,
                                      game_blurb(Game(g), german_deck(app)).c_str())
                      .y;
    return 2 * style.WindowPadding.y + app.font_big->FontSize * scale + blurb + ImGui::GetFrameHeight() +
           3 * style.ItemSpacing.y;
  };
  float heights[kGameCount], tallest = 0, stacked = 0;
  for (int g = 0; g < kGameCount; ++g) {
    heights[g] = box_height(g);
    tallest = std::max(tallest, heights[g]);
    stacked += heights[g] + style.ItemSpacing.y;
  }
  // A window scrollbar only where the boxes do not fit (a phone stacks them).
  float content = two_columns ? 2 * tallest + style.ItemSpacing.y : stacked;
  bool fits = content + 2 * style.WindowPadding.y + ImGui::GetFrameHeight() <= max_height;
  ImGui::SetNextWindowPos(ImVec2(L.size.x * 0.5f, (L.size.y + L.top_bar) * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(L.size.x, max_height));
  bool open = true;
  ImGui::Begin(tr("Choose a game###picker", "Spiel wählen###picker"), &open,
               kDialog | ImGuiWindowFlags_NoMove | (fits ? ImGuiWindowFlags_NoScrollbar : 0));
  static const char* const kPlayers[] = {"3", "4", "3–5", "4"};
  for (int g = 0; g < kGameCount; ++g) {
    if (two_columns && g % 2 == 1) ImGui::SameLine();
    ImGui::BeginChild((std::string("##game") + std::to_string(g)).c_str(),
                      ImVec2(column, two_columns ? tallest : heights[g]), true, ImGuiWindowFlags_NoScrollbar);
    ImGui::PushFont(app.font_big);
    ImGui::TextUnformatted(game_title(Game(g)));
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::TextDisabled("%s %s", kPlayers[g], tr("players", "Spieler"));
    ImGui::PushFont(app.font_small);
    ImGui::TextWrapped("%s", game_blurb(Game(g), german_deck(app)).c_str());
    ImGui::PopFont();
    std::string id = std::string("play:") + game_spec(Game(g)).key;
    if (hit_button(app, id, std::string(tr("Play ", "Spiele ")) + game_title(Game(g)))) {
      app.settings.welcomed = true;
      app_switch_game(app, Game(g));
      app.show_picker = false;
    }
    ImGui::EndChild();
  }
  swipe_to_scroll();
  ImGui::End();
  if (!open) {
    app.show_picker = false;
    app.settings.welcomed = true;
    app_save_settings(app);
  }
}

}  // namespace stichfest
