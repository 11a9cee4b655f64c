// Keyboard play: ← → choose a card (or a button), ↑ ↓ pick and unpick
// cards for a discard or exchange, Enter plays or confirms, 1–9 press the
// decision buttons, H hint, U (or Ctrl+Z) undo, L last trick, S score
// sheet, Esc closes a window. In the replay viewer ← → step (held down,
// they repeat), Home and End jump, Esc closes it.
#include <SDL.h>

#include <algorithm>

#include "app.h"
#include "commands.h"

namespace stichfest {

namespace {

void act(App& app, const Action& a) { run_command(app, CommandKind::Act, a); }

// Dear ImGui 1.86 reads SDL scancodes.
bool pressed(int scancode) { return ImGui::IsKeyPressed(scancode, false); }

bool needs_cards(const Observation& o) {
  if (o.phase == Phase::Play) return true;
  for (const Action& a : o.legal)
    if (a.kind == Act::Discard || a.kind == Act::Exchange || a.kind == Act::Rob) return true;
  return false;
}

void press_button(App& app, int index) {
  if (index < 0 || index >= int(app.prompt_buttons.size())) return;
  const auto& [action, enabled] = app.prompt_buttons[size_t(index)];
  if (enabled) act(app, action);
}

}  // namespace

void handle_keys(App& app) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  if (app.replay.active && !app.show_settings && !app.show_picker) {
    Replay& r = app.replay;
    if (pressed(SDL_SCANCODE_ESCAPE) && !r.shown_alone) r.close();  // a frame's show mode has nothing under it
    if (ImGui::IsKeyPressed(SDL_SCANCODE_LEFT, true)) r.back();
    if (ImGui::IsKeyPressed(SDL_SCANCODE_RIGHT, true)) r.forward();
    if (pressed(SDL_SCANCODE_HOME)) r.to_start();
    if (pressed(SDL_SCANCODE_END)) r.to_end();
    return;
  }
  if (pressed(SDL_SCANCODE_ESCAPE)) {
    if (app.show_help)  // over Settings when opened from there: closes first
      app.show_help = false;
    else if (app.show_settings)
      app.show_settings = false;
    else if (app.show_sheet)
      app.show_sheet = false;
    else if (app.show_stats)
      app.show_stats = false;
    else if (app.show_last_trick)
      app.show_last_trick = false;
    else if (app.show_picker)
      app.show_picker = false;
    return;
  }
  if (pressed(SDL_SCANCODE_M)) app_toggle_sound(app);
  if (app.show_settings || app.show_picker || app.show_help) return;
  if (pressed(SDL_SCANCODE_H)) coach_ask_hint(app);
  if (pressed(SDL_SCANCODE_U) || (pressed(SDL_SCANCODE_Z) && (SDL_GetModState() & (KMOD_CTRL | KMOD_GUI))))
    run_command(app, CommandKind::Undo);
  if (pressed(SDL_SCANCODE_L) && app.session.state().trick_number > 0) toggle_dialog(app, &App::show_last_trick);
  if (pressed(SDL_SCANCODE_S)) toggle_dialog(app, &App::show_sheet);
  if (hand_over_waiting(app)) {
    if (pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER))
      run_command(app, app.session.state().phase == Phase::Deal ? CommandKind::NextHand : CommandKind::NewMatch);
    return;
  }
  if (!app.session.human_to_move()) return;
  for (int d = 0; d < 9; ++d)
    if (pressed(SDL_SCANCODE_1 + d)) {
      press_button(app, d);
      return;
    }
  Observation o = app.session.view();
  std::vector<Card> cards = table_order(o);
  int n = int(cards.size());
  bool card_phase = needs_cards(o) && n > 0;
  // Button focus only makes sense while there are buttons (a new phase may have none).
  if (app.prompt_buttons.empty() || o.phase != app.key_phase)
    app.focus_on_buttons = !card_phase && !app.prompt_buttons.empty();
  app.key_phase = o.phase;
  bool left = pressed(SDL_SCANCODE_LEFT), right = pressed(SDL_SCANCODE_RIGHT);
  bool enter = pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER) || pressed(SDL_SCANCODE_SPACE);
  if (!card_phase || app.focus_on_buttons) {
    int count = int(app.prompt_buttons.size());
    if (count == 0) return;
    app.focus_on_buttons = true;
    if (left) app.button_focus = (app.button_focus + count - 1) % count;
    if (right) app.button_focus = (app.button_focus + 1) % count;
    if (card_phase && (pressed(SDL_SCANCODE_UP) || pressed(SDL_SCANCODE_DOWN))) app.focus_on_buttons = false;
    if (enter) press_button(app, app.button_focus);
    return;
  }
  CardSet legal;
  for (const Action& a : o.legal)
    if (a.kind == Act::Play) legal |= CardSet::of(a.arg);
  bool playing = o.phase == Phase::Play;
  auto allowed = [&](int i) { return !playing || legal.contains(cards[size_t(i)]); };
  app.focus = std::clamp(app.focus, 0, n - 1);
  if (!allowed(app.focus))
    for (int i = 0; i < n; ++i)
      if (allowed(i)) {
        app.focus = i;
        break;
      }
  int step = left ? -1 : right ? 1 : 0;
  if (step)
    for (int k = 1; k <= n; ++k) {
      int i = (app.focus + step * k + n * 2) % n;
      if (allowed(i)) {
        app.focus = i;
        break;
      }
    }
  Card c = cards[size_t(app.focus)];
  if (playing) {
    if (enter && legal.contains(c)) act(app, Action::play(c));
    if (pressed(SDL_SCANCODE_DOWN)) app.focus_on_buttons = !app.prompt_buttons.empty();
    return;
  }
  if (pressed(SDL_SCANCODE_UP) && !app.selection.contains(c)) {
    bool rob = false;
    for (const Action& a : o.legal) rob |= a.kind == Act::Rob;
    if (rob) app.selection = CardSet();
    app.selection |= CardSet::of(c);
  }
  if (pressed(SDL_SCANCODE_DOWN)) {
    if (app.selection.contains(c))
      app.selection -= CardSet::of(c);
    else
      app.focus_on_buttons = true;
  }
  if (pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER)) press_button(app, 0);
}

}  // namespace stichfest
