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
  var v = location.origin + location.pathname;
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
uint64_t fresh_seed() { return uint64_t(js_random()) & 0xFFFFFFFFFFFFull; }
uint64_t fresh_secret() { return uint64_t(uint32_t(js_random32())) << 32 | uint32_t(js_random32()); }
bool prefers_german() { return js_prefers_german() != 0; }
bool touch_screen() { return js_touch_screen() != 0; }

}  // namespace stichfest
