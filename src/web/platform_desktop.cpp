#include <SDL.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
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
void table_event(const char*) {}
void open_address(const std::string& url) { SDL_OpenURL(url.c_str()); }

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

namespace stichfest {

namespace {

// Mono float samples at `rate`; 0 if there is no device.
SDL_AudioDeviceID open_audio(int rate) {
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return SDL_AudioDeviceID(0);
  SDL_AudioSpec want{};
  want.freq = rate;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 512;
  SDL_AudioDeviceID id = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);  // SDL converts if it must
  if (id) SDL_PauseAudioDevice(id, 0);
  return id;
}

// The audio device, opened at the first sound at the sounds' own rate, mono.
// 0 if there is none (no sound server, Xvfb): then the table stays silent.
SDL_AudioDeviceID audio_device(int rate) {
  static SDL_AudioDeviceID device = [rate] {
    // Without a sound card ALSA's library writes its failures to stderr
    // itself; a table without sound should say nothing, so stderr is muted
    // while SDL looks for a device.
    std::fflush(stderr);
    int saved = dup(2), null = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null >= 0) dup2(null, 2);
    SDL_AudioDeviceID id = open_audio(rate);
    if (saved >= 0 && null >= 0) dup2(saved, 2);
    if (saved >= 0) close(saved);
    if (null >= 0) close(null);
    return id;
  }();
  return device;
}

}  // namespace

void prepare_sound() {}

void play_samples(const float* samples, int count, int rate) {
  SDL_AudioDeviceID device = audio_device(rate);
  if (!device || count <= 0) return;
  // The sounds are queued one after the other; more than a quarter second
  // waiting is stale (a burst of fast bot moves), so it is dropped.
  if (SDL_GetQueuedAudioSize(device) > Uint32(rate / 4) * sizeof(float)) SDL_ClearQueuedAudio(device);
  SDL_QueueAudio(device, samples, Uint32(count) * sizeof(float));
}

}  // namespace stichfest
