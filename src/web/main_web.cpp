// The browser driver: the page's canvas, the main loop, and the JavaScript
// API (window.stichfest in shell/index.html wraps these exports).
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/heap.h>
#include <malloc.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "api_calls.h"
#include "api_limits.h"
#include "commands.h"
#include "core/engine.h"
#include "core/json.h"
#include "core/names.h"
#include "frame.h"
#include "i18n.h"
#include "imgui_internal.h"
#include "input_queue.h"
#include "view_json.h"

namespace {

stichfest::App g_app;
std::string g_reply;
bool g_sleeping = false;  // the main loop is paused: nothing moves (app_idle)
int g_idle_frames = 0;

const char* reply(const std::string& text) {
  g_reply = text;
  return g_reply.c_str();
}

std::string error_json(const std::string& message) {
  stichfest::JsonWriter j;
  j.begin_object().field("ok", false).field("error", message).end_object();
  return j.str();
}

// The pct-th percentile of the values (0 if none).
double percentile(std::vector<float> values, int pct) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  size_t i = (values.size() * size_t(pct) + 99) / 100;
  return values[std::min(values.size() - 1, i == 0 ? 0 : i - 1)];
}

const char* ok_json() { return reply("{\"ok\":true}"); }

void wake();

// An API call runs a command (commands.h): {"ok":true} or the error.
const char* run(stichfest::CommandKind kind, const std::string& text = "", const stichfest::Action& action = {}) {
  wake();
  std::string error;
  if (!stichfest::app_command(g_app, stichfest::Command{kind, action, text}, error)) return reply(error_json(error));
  return ok_json();
}

// clang-format off (JavaScript)
// The address's fragment, cut after max + 1 bytes: longer than max is
// refused as too long, and the rest never crosses.
EM_JS(char*, js_location_hash, (int max), {
  var v = location.hash || "";
  var n = Math.min(lengthBytesUTF8(v), max + 1) + 1;
  var p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});

// shell/embed.html sets window.stichfestEmbed before the table starts.
EM_JS(int, js_embedded, (), { return window.stichfestEmbed ? 1 : 0; });

EM_JS(void, js_first_frame, (), {
  if (typeof window.stichfestFirstFrame == "function") window.stichfestFirstFrame();
});

EM_JS(void, js_ready, (), {
  if (typeof window.stichfestReady == "function") window.stichfestReady();
});
// clang-format on

// A guest frame hands the wheel and a swipe to its host page unless the
// table needs them: a scrollable window under the pointer, or the
// visitor's card to play (a slide along the hand picks it).
void share_gestures_with_host() {
  ImGuiContext* context = ImGui::GetCurrentContext();
  bool scrolls = false;
  for (ImGuiWindow* w = context ? context->HoveredWindow : nullptr; w && !scrolls; w = w->ParentWindow)
    scrolls = w->ScrollMax.y > 0 && !(w->Flags & (ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoScrollbar));
  SDL_EventState(SDL_MOUSEWHEEL, scrolls ? SDL_ENABLE : SDL_IGNORE);
  bool drags =
      !g_app.replay.active && g_app.session.human_to_move() && g_app.session.state().phase == stichfest::Phase::Play;
  SDL_EventState(SDL_FINGERDOWN, drags || scrolls ? SDL_ENABLE : SDL_IGNORE);
}

void main_loop(void*) {
  stichfest::run_frame(g_app, emscripten_get_now() / 1000.0);
  if (g_app.frames == 1) js_first_frame();
  if (g_app.frames == 3) js_ready();  // ImGui hides new windows during their first frame
  if (g_app.embedded) share_gestures_with_host();
  // Nothing moves: no frame is drawn until an event or a call wakes the loop.
  g_idle_frames = g_app.ready && stichfest::app_idle(g_app) ? g_idle_frames + 1 : 0;
  if (g_idle_frames >= 3 && !g_sleeping) {
    g_sleeping = true;
    emscripten_pause_main_loop();
  }
}

void wake() {
  g_app.last_change = emscripten_get_now() / 1000.0;
  g_idle_frames = 0;
  if (g_sleeping) {
    g_sleeping = false;
    emscripten_resume_main_loop();
  }
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* sf_state() {
  return reply(stichfest::view_json(g_app.session, stichfest::german_deck(g_app)));
}

EMSCRIPTEN_KEEPALIVE const char* sf_legal() {
  return reply(stichfest::legal_json(g_app.session, stichfest::german_deck(g_app)));
}

EMSCRIPTEN_KEEPALIVE const char* sf_submit(const char* token) {
  stichfest::Action a;
  std::string error;
  if (!stichfest::api_action(g_app.session, token, a, error)) return reply(error_json(error));
  return run(stichfest::CommandKind::Act, "", a);
}

EMSCRIPTEN_KEEPALIVE const char* sf_new_match(const char* rules_text, const char* seed_text, const char* bots_text) {
  stichfest::ShareLink link;
  std::string error;
  if (!stichfest::api_new_match_link(rules_text, seed_text, bots_text, g_app.settings.bots, link, error))
    return reply(error_json(error));
  g_app.show_picker = false;
  return run(stichfest::CommandKind::OpenLink, stichfest::format_share_link(link));
}

EMSCRIPTEN_KEEPALIVE const char* sf_open_link(const char* fragment) {
  std::string error;
  if (!stichfest::api_bounded(fragment, stichfest::kMaxLinkBytes, "link", error)) return reply(error_json(error));
  g_app.show_picker = false;
  return run(stichfest::CommandKind::OpenLink, fragment);
}

EMSCRIPTEN_KEEPALIVE const char* sf_next_hand() { return run(stichfest::CommandKind::NextHand); }

EMSCRIPTEN_KEEPALIVE const char* sf_undo() { return run(stichfest::CommandKind::Undo); }

// An embedded frame's position (embed.h), e.g. "#rec=1&g=...&m=...&mode=show&at=3.2".
EMSCRIPTEN_KEEPALIVE const char* sf_show_position(const char* fragment) {
  std::string error;
  if (!stichfest::api_bounded(fragment, stichfest::kMaxLinkBytes, "link", error)) return reply(error_json(error));
  return run(stichfest::CommandKind::ShowPosition, fragment);
}

// Show mode's step: {"showing":false} while a hand is played.
EMSCRIPTEN_KEEPALIVE const char* sf_show_state() {
  const stichfest::Replay& r = g_app.replay;
  stichfest::JsonWriter j;
  j.begin_object().field("showing", r.active);
  if (r.active) {
    const stichfest::State& s = r.now();
    j.field("step", int64_t(r.step)).field("steps", int64_t(r.moves()));
    j.field("trick", int(s.trick_number) + 1).field("cards", int(s.trick_size)).field("seat", r.viewer);
    j.field("phase", stichfest::phase_key(s.phase));
    j.key("to_move");
    if (stichfest::in_hand(s))
      j.value(int(s.to_move));
    else
      j.null();
    j.key("on_table").begin_array();
    for (int i = 0; i < s.trick_size; ++i) j.value(stichfest::card_code(s.trick[i]));
    j.end_array();
  }
  j.field("embedded", g_app.embedded).end_object();
  return reply(j.str());
}

// Any event on the page (input, a resize, an answer): frames are drawn again.
EMSCRIPTEN_KEEPALIVE void sf_wake() { wake(); }

// The browser took a touch over to scroll the host page (pointercancel).
EMSCRIPTEN_KEEPALIVE void sf_pointer_cancel() {
  stichfest::cancel_press();
  wake();
}

EMSCRIPTEN_KEEPALIVE const char* sf_layout() {
  stichfest::JsonWriter j;
  j.begin_array();
  for (const stichfest::HitTarget& t : g_app.hits)
    j.begin_object()
        .field("id", t.id)
        .field("label", t.label)
        .field("x", int64_t(t.min.x))
        .field("y", int64_t(t.min.y))
        .field("w", int64_t(t.max.x - t.min.x))
        .field("h", int64_t(t.max.y - t.min.y))
        .field("enabled", t.enabled)
        .field("label_w", int64_t(std::ceil(t.label_width)))
        .end_object();
  j.end_array();
  return reply(j.str());
}

EMSCRIPTEN_KEEPALIVE const char* sf_record() { return reply(g_app.session.save()); }

EMSCRIPTEN_KEEPALIVE const char* sf_share_link() {
  return reply(stichfest::format_share_link(g_app.session.share_link()));
}

EMSCRIPTEN_KEEPALIVE const char* sf_stats() {
  stichfest::JsonWriter j;
  j.begin_object()
      .field("frames", int64_t(g_app.frames))
      .field("frame_ms_avg_x100", int64_t(g_app.frames ? g_app.frame_ms_sum * 100 / double(g_app.frames) : 0))
      .field("frame_ms_max_x100", int64_t(g_app.frame_ms_max * 100))
      .field("app_ms_avg_x100", int64_t(g_app.frames ? g_app.build_ms_sum * 100 / double(g_app.frames) : 0))
      .field("app_ms_max_x100", int64_t(g_app.build_ms_max * 100))
      .field("bot_answers", int64_t(g_app.bot_think_ms.size()))
      .field("bot_ms_p95_x100", int64_t(percentile(g_app.bot_think_ms, 95) * 100))
      .field("bot_ms_max_x100", int64_t(percentile(g_app.bot_think_ms, 100) * 100))
      .field("bots_in_worker", !g_app.thinker_failed && g_app.thinker.available())
      .field("sleeping", g_sleeping)  // no frames while nothing moves
      // The C++ heap in use and the WebAssembly memory's size, in bytes:
      // the browser tests check that calls leave no garbage behind.
      .field("heap_used", int64_t(mallinfo().uordblks))
      .field("memory_bytes", int64_t(emscripten_get_heap_size()))
      // Sounds played per kind while the sound is on (the browser tests
      // check the cues without listening).
      .field("sound_on", stichfest::app_sound_on(g_app));
  j.key("sounds").begin_object();
  for (int k = 0; k < stichfest::kSoundKinds; ++k)
    j.field(stichfest::sound_key(stichfest::Sound(k)), int64_t(g_app.sounds_played[k]));
  j.end_object().end_object();
  return reply(j.str());
}

EMSCRIPTEN_KEEPALIVE void sf_set_speed(int speed) {
  if (speed >= 0 && speed <= 3) g_app.settings.speed = stichfest::BotSpeed(speed);
}

}  // extern "C"

int main() {
  g_app.assets_dir = "/assets";
  g_app.embedded = js_embedded() != 0;
  // A guest frame reads keys only while its canvas has the focus.
  if (g_app.embedded) SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (!stichfest::open_window(g_app, 1280, 800)) return 1;
  char* hash = js_location_hash(int(stichfest::kMaxLinkBytes));
  std::string fragment = hash ? hash : "";
  free(hash);
  stichfest::app_init(g_app, fragment);
  emscripten_set_main_loop_arg(main_loop, nullptr, 0, true);
  return 0;
}
