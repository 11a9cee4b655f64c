#include <SDL.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include "platform.h"

namespace stichfest {

namespace {

std::filesystem::path storage_dir() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  std::filesystem::path base = xdg && *xdg ? xdg : home ? std::filesystem::path(home) / ".config" : ".";
  return base / "stichfest";
}

std::filesystem::path key_path(const std::string& key) {
  std::string name;
  for (char ch : key) name += std::isalnum(static_cast<unsigned char>(ch)) || ch == '.' ? ch : '_';
  return storage_dir() / (name + ".txt");
}

}  // namespace

std::string storage_get(const std::string& key, size_t max_bytes) {
  std::ifstream in(key_path(key), std::ios::binary);
  if (!in) return "";
  std::string text(max_bytes + 1, '\0');
  in.read(&text[0], std::streamsize(text.size()));
  text.resize(size_t(in.gcount()));
  return text;
}

bool storage_set(const std::string& key, const std::string& value) {
  std::error_code ec;
  if (value.empty()) return std::filesystem::remove(key_path(key), ec) || !ec;
  std::filesystem::create_directories(storage_dir(), ec);
  std::ofstream out(key_path(key), std::ios::binary | std::ios::trunc);
  out << value;
  out.flush();
  return bool(out);
}

void storage_move(const std::string& from, const std::string& to) {
  std::error_code ec;
  std::filesystem::rename(key_path(from), key_path(to), ec);
}

LinkOffer offer_link(const std::string& link, const LinkTexts&) {
  return SDL_SetClipboardText(link.c_str()) == 0 ? LinkOffer::Copied : LinkOffer::NotCopied;
}
// Where the shared page lives: STICHFEST_PAGE_URL, e.g. the rules site that
// embeds the table, or else the address scripts/play.sh serves by default.
std::string page_address() {
  const char* url = std::getenv("STICHFEST_PAGE_URL");
  return url && *url ? std::string(url) : "http://127.0.0.1:8080/";
}
void forget_address_link() {}

uint64_t fresh_seed() {
  uint64_t t = uint64_t(std::chrono::high_resolution_clock::now().time_since_epoch().count());
  t ^= t >> 29;
  t *= 0xBF58476D1CE4E5B9ull;
  return (t ^ (t >> 32)) & 0xFFFFFFFFFFFFull;
}

uint64_t fresh_secret() {
  std::random_device device;  // /dev/urandom on Linux
  return uint64_t(device()) << 32 | uint32_t(device());
}

bool touch_screen() { return false; }

bool prefers_german() {
  const char* lang = std::getenv("LANG");
  return lang && lang[0] == 'd' && lang[1] == 'e';
}

}  // namespace stichfest
