// The browser driver: the page's canvas, the main loop, and the JavaScript
// API (window.stichfest in shell/index.html wraps these exports).
#include <emscripten.h>
#include <emscripten/heap.h>
#include <malloc.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>

#include "api_calls.h"
#include "api_limits.h"
#include "core/json.h"
#include "frame.h"
#include "i18n.h"
#include "view_json.h"

namespace {

stichfest::App g_app;
std::string g_reply;

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

EM_JS(void, js_first_frame, (), {
  if (typeof window.stichfestFirstFrame == "function") window.stichfestFirstFrame();
});

EM_JS(void, js_ready, (), {
  if (typeof window.stichfestReady == "function") window.stichfestReady();
});
// clang-format on

void main_loop(void*) {
  stichfest::run_frame(g_app, emscripten_get_now() / 1000.0);
  if (g_app.frames == 1) js_first_frame();
  if (g_app.frames == 3) js_ready();  // ImGui hides new windows during their first frame
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
  std::string error;
  if (!stichfest::api_submit(g_app.session, token, error)) return reply(error_json(error));
  g_app.selection = stichfest::CardSet();
  g_app.next_bot_at = g_app.now + stichfest::bot_delay_ms(g_app.settings.speed) / 1000.0;
  stichfest::app_save(g_app);
  return ok_json();
}

EMSCRIPTEN_KEEPALIVE const char* sf_new_match(const char* rules_text, const char* seed_text, const char* bots_text) {
  stichfest::ShareLink link;
  std::string error;
  if (!stichfest::api_new_match_link(rules_text, seed_text, bots_text, g_app.settings.bots, link, error))
    return reply(error_json(error));
  g_app.show_picker = false;
  if (!stichfest::app_open_link(g_app, stichfest::format_share_link(link))) return reply(error_json("could not start"));
  return ok_json();
}

EMSCRIPTEN_KEEPALIVE const char* sf_open_link(const char* fragment) {
  stichfest::ShareLink link;
  std::string error;
  if (!stichfest::api_bounded(fragment, stichfest::kMaxLinkBytes, "link", error)) return reply(error_json(error));
  if (!stichfest::parse_share_link(fragment, link, error)) {
    stichfest::app_open_link(g_app, fragment);  // shows the message on the table
    return reply(error_json(error));
  }
  g_app.show_picker = false;
  stichfest::app_open_link(g_app, fragment);
  return ok_json();
}

EMSCRIPTEN_KEEPALIVE const char* sf_next_hand() {
  const stichfest::State& s = g_app.session.state();
  if (s.phase != stichfest::Phase::Deal) return reply(error_json("the hand is not over"));
  int finished = s.hand_number;
  if (!g_app.session.deal_next()) return reply(error_json("the match has no next hand"));
  g_app.summary_seen_for = finished;
  stichfest::app_save(g_app);
  return ok_json();
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
  if (!stichfest::open_window(g_app, 1280, 800)) return 1;
  char* hash = js_location_hash(int(stichfest::kMaxLinkBytes));
  std::string fragment = hash ? hash : "";
  free(hash);
  stichfest::app_init(g_app, fragment);
  emscripten_set_main_loop_arg(main_loop, nullptr, 0, true);
  return 0;
}
