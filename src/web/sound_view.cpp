// When the table makes a sound, and the speaker button that mutes it.
#include "app.h"
#include "i18n.h"
#include "platform.h"
#include "touch.h"

namespace stichfest {

bool app_sound_on(const App& app) { return app.embedded ? app.sound_on_in_frame : app.settings.sound; }

void app_sound(App& app, Sound s) {
  if (!app_sound_on(app)) return;
  ++app.sounds_played[int(s)];
  if (app.test_mode) return;  // the desktop's test run plays every seat at speed: counted, not heard
  const std::vector<float>& samples = sound_samples(s);
  play_samples(samples.data(), int(samples.size()), kSoundRate);
}

void app_toggle_sound(App& app) {
  bool on = !app_sound_on(app);
  app.sound_on_in_frame = on;
  app.settings.sound = on;
  app.draft.sound = on;
  app_save_settings(app);  // an embedded frame keeps it only if its host lets it store
  app_notice(app, on ? tr("Sound on (M turns it off).", "Ton an (M schaltet ihn aus).")
                     : tr("Sound off (M turns it on).", "Ton aus (M schaltet ihn ein)."));
}

void cue_turn(App& app) {
  const Session& session = app.session;
  // The turn is announced when it can be taken: not under a trick still on
  // show, a summary or a replay, and not for a lone forced pass.
  bool turn = session.human_to_move() && !app.held.active && !hand_over_waiting(app) && !app.replay.active;
  if (turn && !app.turn_cued) {
    Observation o = session.view();
    if (o.phase == Phase::Play || o.legal.count > 1) app_sound(app, Sound::YourTurn);
  }
  app.turn_cued = turn;
}

void draw_sound_button(App& app) {
  bool on = app_sound_on(app);
  float h = ImGui::GetFrameHeight(), w = std::max(h * 1.25f, app.layout.touch ? kTouchTarget : 0.0f);
  const char* label = on ? tr("Sound on", "Ton an") : tr("Sound off", "Ton aus");
  if (ImGui::InvisibleButton("##sound", ImVec2(w, h))) app_toggle_sound(app);
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  register_hit(app, "menu:sound", label, a, b);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (M)", label);
  // A speaker: a box and a cone, with two waves when on and a cross when off.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImU32 ink = ImGui::GetColorU32(ImGui::IsItemHovered() ? ImGuiCol_Text : ImGuiCol_TextDisabled);
  float s = h * 0.5f, cx = (a.x + b.x) * 0.5f - s * 0.3f, cy = (a.y + b.y) * 0.5f;
  dl->AddRectFilled(ImVec2(cx - s * 0.55f, cy - s * 0.2f), ImVec2(cx - s * 0.25f, cy + s * 0.2f), ink);
  dl->AddTriangleFilled(ImVec2(cx - s * 0.3f, cy), ImVec2(cx + s * 0.15f, cy - s * 0.5f),
                        ImVec2(cx + s * 0.15f, cy + s * 0.5f), ink);
  if (on) {
    for (float r : {0.35f, 0.65f})
      dl->PathArcTo(ImVec2(cx + s * 0.1f, cy), s * r, -0.8f, 0.8f, 8), dl->PathStroke(ink, 0, 1.6f);
  } else {
    float x = cx + s * 0.55f;
    dl->AddLine(ImVec2(x - s * 0.22f, cy - s * 0.22f), ImVec2(x + s * 0.22f, cy + s * 0.22f), ink, 1.8f);
    dl->AddLine(ImVec2(x - s * 0.22f, cy + s * 0.22f), ImVec2(x + s * 0.22f, cy - s * 0.22f), ink, 1.8f);
  }
}

}  // namespace stichfest
