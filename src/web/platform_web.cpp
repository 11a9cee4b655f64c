#include <emscripten.h>

#include <cstdlib>

#include "core/json.h"
#include "platform.h"

namespace {

// clang-format off (JavaScript below; '===' would be split by the C++ formatter)
// Every call is guarded: storage can be full or forbidden (private mode).
EM_JS(char*, js_storage_get, (const char* key, int max), {
  try {
    var v = window.localStorage.getItem(UTF8ToString(key));
    if (v == null) return 0;
    v = v.split(String.fromCharCode(0)).join(String.fromCharCode(0xfffd));  // no backslash in EM_JS
    var n = Math.min(lengthBytesUTF8(v), max + 1) + 1;
    var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  } catch (e) {
    return 0;
  }
});

EM_JS(int, js_storage_set, (const char* key, const char* value), {
  try {
    var k = UTF8ToString(key), v = UTF8ToString(value);
    if (v)
      window.localStorage.setItem(k, v);
    else
      window.localStorage.removeItem(k);
    return 1;
  } catch (e) {
    return 0;
  }
});

EM_JS(void, js_storage_move, (const char* from, const char* to), {
  try {
    var f = UTF8ToString(from), v = window.localStorage.getItem(f);
    if (v == null) return;
    window.localStorage.setItem(UTF8ToString(to), v);
    window.localStorage.removeItem(f);
  } catch (e) {
  }
});

// The dialog is the page's (shell/share_dialog.js); 0 if it is missing.
EM_JS(int, js_offer_link, (const char* link, const char* texts_json), {
  try {
    window.stichfestShell.offerLink(UTF8ToString(link), JSON.parse(UTF8ToString(texts_json)));
    return 1;
  } catch (e) {
    return 0;
  }
});

EM_JS(char*, js_address, (), {
  var v = location.origin + location.pathname.replace(/ embed[.] html$ /, "");
  var n = lengthBytesUTF8(v) + 1;
  var p = _malloc(n);
  stringToUTF8(v, p, n);
  return p;
});

EM_JS(void, js_forget_address_link, (), {
  try {
    if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
  } catch (e) {
  }
});

EM_JS(void, js_table_event, (const char* kind), {
  try {
    if (window.stichfestShell && window.stichfestShell.tableEvent) window.stichfestShell.tableEvent(UTF8ToString(kind));
  } catch (e) {
  }
});

// noopener: the new tab cannot reach back into the frame or its host.
EM_JS(void, js_open_address, (const char* url), {
  try {
    window.open(UTF8ToString(url), "_blank", "noopener");
  } catch (e) {
  }
});

EM_JS(int, js_random32, (), {
  var a = new Uint32Array(1);
  crypto.getRandomValues(a);  // every browser that runs WebAssembly has it
  return a[0] | 0;
});

EM_JS(double, js_random, (), {
  var a = new Uint32Array(2);
  try {
    crypto.getRandomValues(a);
  } catch (e) {
    a[0] = Math.random() * 4294967296;
    a[1] = Date.now();
  }
  return a[0] * 4294967296 + a[1];
});

EM_JS(int, js_prefers_german, (), {
  try {
    return (navigator.language || "").toLowerCase().indexOf("de") == 0 ? 1 : 0;
  } catch (e) {
    return 0;
  }
});

EM_JS(int, js_touch_screen, (), {
  try {
    return navigator.maxTouchPoints > 0 || window.matchMedia("(pointer: coarse)").matches ? 1 : 0;
  } catch (e) {
    return 0;
  }
});

// The AudioContext is made (or resumed) in the handler of the visitor's first
// gesture: one made earlier would start suspended. Plain Web Audio nodes need
// no Content-Security-Policy permission (no media URL, no worklet script).
EM_JS(void, js_prepare_sound, (), {
  var wake = function() {
    try {
      var Context = window.AudioContext || window.webkitAudioContext;
      if (!window.stichfestAudio && Context) window.stichfestAudio = new Context();
      if (window.stichfestAudio && window.stichfestAudio.state == "suspended") window.stichfestAudio.resume();
    } catch (e) {
    }
  };
  [ "pointerdown", "keydown", "touchend" ].forEach(function(type) { window.addEventListener(type, wake, true); });
});

EM_JS(void, js_play_samples, (const float* samples, int count, int rate), {
  try {
    var audio = window.stichfestAudio;
    if (!audio || audio.state != "running") return;
    var buffer = audio.createBuffer(1, count, rate);
    buffer.getChannelData(0).set(HEAPF32.subarray(samples >> 2, (samples >> 2) + count));
    var source = audio.createBufferSource();
    source.buffer = buffer;
    source.connect(audio.destination);
    source.start();
  } catch (e) {
  }
});

// clang-format on

std::string take(char* p) {
  if (!p) return "";
  std::string s(p);
  std::free(p);
  return s;
}

}  // namespace

namespace stichfest {

std::string storage_get(const std::string& key, size_t max_bytes) {
  return take(js_storage_get(key.c_str(), int(max_bytes)));
}
bool storage_set(const std::string& key, const std::string& value) {
  return js_storage_set(key.c_str(), value.c_str()) != 0;
}
void storage_move(const std::string& from, const std::string& to) { js_storage_move(from.c_str(), to.c_str()); }
LinkOffer offer_link(const std::string& link, const LinkTexts& t) {
  JsonWriter j;
  j.begin_object()
      .field("title", t.title)
      .field("intro", t.intro)
      .field("copy", t.copy)
      .field("share", t.share)
      .field("close", t.close)
      .field("copied", t.copied)
      .field("notCopied", t.not_copied)
      .field("notShared", t.not_shared)
      .end_object();
  return js_offer_link(link.c_str(), j.str().c_str()) ? LinkOffer::Shown : LinkOffer::NotCopied;
}
std::string page_address() { return take(js_address()); }
void forget_address_link() { js_forget_address_link(); }
void table_event(const char* kind) { js_table_event(kind); }
void open_address(const std::string& url) { js_open_address(url.c_str()); }
uint64_t fresh_seed() { return uint64_t(js_random()) & 0xFFFFFFFFFFFFull; }
uint64_t fresh_secret() { return uint64_t(uint32_t(js_random32())) << 32 | uint32_t(js_random32()); }
bool prefers_german() { return js_prefers_german() != 0; }
bool touch_screen() { return js_touch_screen() != 0; }
void prepare_sound() { js_prepare_sound(); }
void play_samples(const float* samples, int count, int rate) { js_play_samples(samples, count, rate); }

}  // namespace stichfest
