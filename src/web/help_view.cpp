// The rules help window: one game's rules page (core/rules_help.h) under the
// rules it is opened with, a tab per game, the text in a child window that
// scrolls with a swipe on a phone. Opened from the top bar ("Rules") with the
// rules of the match in play, or from an option's help line in Settings with
// the rules being edited there, scrolled to that option.
#include <algorithm>

#include "app.h"
#include "core/rules_help.h"
#include "i18n.h"
#include "touch.h"

namespace stichfest {

namespace {

const ImVec4 kChanged(1.0f, 0.86f, 0.45f, 1.0f);

void draw_page(App& app, const RulesHelp& help) {
  std::string all = help.title;  // the page's text, for the layout report
  for (const HelpSection& s : help.sections) {
    ImGui::PushFont(app.font_big);
    ImGui::TextUnformatted(s.heading.c_str());
    ImGui::PopFont();
    for (const std::string& line : s.paragraphs) {
      ImGui::TextWrapped("%s", line.c_str());
      all += "\n" + line;
    }
    ImGui::Spacing();
  }
  ImGui::PushFont(app.font_big);
  ImGui::TextUnformatted(tr("Rules in play", "Gültige Regeln"));
  ImGui::PopFont();
  for (const OptionInForce& o : help.options) {
    std::string line = o.label + ": " + o.value + (o.changed ? tr(" (changed)", " (geändert)") : "");
    if (o.changed) ImGui::PushStyleColor(ImGuiCol_Text, kChanged);
    ImGui::TextWrapped("%s", line.c_str());
    if (o.changed) ImGui::PopStyleColor();
    ImVec2 top = ImGui::GetItemRectMin();
    if (app.help_focus == o.key) {
      ImGui::SetScrollHereY(0.25f);
      app.help_focus.clear();
    }
    ImGui::PushFont(app.font_small);
    ImGui::TextWrapped("%s", o.help.c_str());
    ImGui::PopFont();
    register_hit(app, std::string("help-option:") + o.key, line, top, ImGui::GetItemRectMax(), false);
    all += "\n" + line;
  }
  ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  register_hit(app, "panel:help", all, at, ImVec2(at.x + size.x, at.y + size.y), false);
}

// Shows `game`'s rules: its rules in play, or those Settings hold for it.
void show_game(App& app, Game game) {
  if (app.help_rules.game == game) return;
  app.help_rules = app.session.rules().game == game ? app.session.rules() : app.settings.rules[size_t(game)];
  app.help_focus.clear();
}

// The games as tabs where their whole names fit in a row, else as a grid
// of two columns of finger-sized buttons: every game stays one tap away
// and no name is cut.
void draw_game_tabs(App& app) {
  const ImGuiStyle& style = ImGui::GetStyle();
  float row = 0;
  for (int g = 0; g < kGameCount; ++g)
    row += ImGui::CalcTextSize(game_short_title(Game(g))).x + 2 * style.FramePadding.x + style.ItemInnerSpacing.x;
  if (row <= ImGui::GetContentRegionAvail().x) {
    if (ImGui::BeginTabBar("##games")) {
      for (int g = 0; g < kGameCount; ++g) {
        const char* key = game_spec(Game(g)).key;
        bool select = app.help_select_tab && app.help_rules.game == Game(g);
        std::string label = std::string(game_short_title(Game(g))) + "###" + key;
        bool open = ImGui::BeginTabItem(label.c_str(), nullptr, select ? ImGuiTabItemFlags_SetSelected : 0);
        register_hit(app, std::string("help-tab:") + key, game_short_title(Game(g)), ImGui::GetItemRectMin(),
                     ImGui::GetItemRectMax());
        if (!open) continue;
        if (!app.help_select_tab) show_game(app, Game(g));  // another game's tab shows the rules it is set to
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
    return;
  }
  const float width = (ImGui::GetContentRegionAvail().x - style.ItemSpacing.x) * 0.5f;
  const float height = std::max(ImGui::GetFrameHeight(), app.layout.touch ? kTouchTarget : 0.0f);
  for (int g = 0; g < kGameCount; ++g) {
    const char* key = game_spec(Game(g)).key;
    bool chosen = app.help_rules.game == Game(g);
    if (g % 2 == 1) ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[chosen ? ImGuiCol_TabActive : ImGuiCol_Tab]);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, style.Colors[ImGuiCol_TabHovered]);
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, style.Colors[ImGuiCol_TabActive]);
    bool pressed = ImGui::Button((std::string(game_short_title(Game(g))) + "###" + key).c_str(), ImVec2(width, height));
    ImGui::PopStyleColor(3);
    register_hit(app, std::string("help-tab:") + key, game_short_title(Game(g)), ImGui::GetItemRectMin(),
                 ImGui::GetItemRectMax());
    if (pressed) show_game(app, Game(g));
  }
}

}  // namespace

void open_help(App& app, const Rules& rules, const std::string& focus) {
  app.help_rules = rules;
  app.help_focus = focus;
  app.help_select_tab = true;
  app.show_help = true;
}

void draw_help(App& app) {
  if (!app.show_help) return;
  const Layout& L = app.layout;
  // From just under the top bar: the window lies over the info panel
  // wholly (its top is above the panel's), never halfway; on a phone it
  // takes the whole screen below the bar.
  const float margin = 6, top = L.top_bar + margin;
  const float width = std::min(L.size.x - 2 * margin, 720.0f * L.scale);
  const float height = L.portrait ? L.size.y - top - margin : std::min(L.size.y - top - margin, 760.0f * L.scale);
  ImGui::SetNextWindowPos(ImVec2(L.size.x * 0.5f, top), ImGuiCond_Always, ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSize(ImVec2(width, height), ImGuiCond_Always);
  if (app.help_select_tab) ImGui::SetNextWindowFocus();  // just opened: over Settings when opened from there
  ImGui::Begin(tr("Rules###help", "Regeln###help"), &app.show_help,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoResize);
  Lang lang = language();
  draw_game_tabs(app);
  app.help_select_tab = false;
  RulesHelp help = rules_help(app.help_rules, lang, german_deck(app));
  ImGui::TextWrapped("%s", help.title.c_str());
  float footer = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
  ImGui::BeginChild("##page", ImVec2(0, -footer), true);
  ImGui::PushTextWrapPos(0);
  draw_page(app, help);
  ImGui::PopTextWrapPos();
  swipe_to_scroll();
  ImGui::EndChild();
  if (hit_button(app, "button:close-help", tr("Close", "Schließen"))) app.show_help = false;
  ImGui::End();
}

}  // namespace stichfest
