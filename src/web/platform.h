// What differs between the browser and the desktop: storage, clipboard,
// the page address, entropy. platform_web.cpp and platform_desktop.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace stichfest {

// localStorage in the browser; files under ~/.config/stichfest natively.
// A value is read up to max_bytes + 1 bytes (more than max_bytes: too long,
// and the rest never crosses); in the browser a NUL reads as U+FFFD, so a
// value is never cut short unnoticed.
std::string storage_get(const std::string& key, size_t max_bytes);
// False if the value could not be stored (storage full or forbidden).
bool storage_set(const std::string& key, const std::string& value);
// Moves a value to another key whole, however long (nothing crosses).
void storage_move(const std::string& from, const std::string& to);

// What the share dialog says, in the table's language.
struct LinkTexts {
  std::string title, intro, copy, share, close, copied, not_copied, not_shared;
};
enum class LinkOffer { Shown, Copied, NotCopied };
// Offers a share link to the player. The browser shows a dialog of its own
// (the link in a selectable field, Copy, a phone's share sheet) that says
// itself whether a copy worked: Shown. The desktop puts the link on the
// clipboard: Copied, or NotCopied if that failed.
LinkOffer offer_link(const std::string& link, const LinkTexts& texts);
// The address a share link is appended to.
std::string page_address();
// Browser: takes a share link's fragment out of the address bar (without
// reloading), so that a reload restores the saved match.
void forget_address_link();
// Browser: tells the page's script that the table changed ("state",
// "handEnd"); an embedded frame passes it on to its host. Desktop: nothing.
void table_event(const char* kind);
// Opens an address in a new tab (the browser) or the system's browser.
void open_address(const std::string& url);
uint64_t fresh_seed();
// 64 bits for a sealed deal's nonce, from the system's cryptographic
// randomness (the browser's crypto.getRandomValues, std::random_device):
// unlike a seed it must not be guessable from the time.
uint64_t fresh_secret();
bool prefers_german();
// A touch screen (a phone, a tablet): controls are sized for fingers.
bool touch_screen();

// Sound. prepare_sound: the browser makes its audio at the visitor's first
// gesture (a page may not start sound before one). play_samples plays mono
// samples in [-1, 1] and returns at once; without an audio device (a
// server, Xvfb, a browser that refuses) it does nothing.
void prepare_sound();
void play_samples(const float* samples, int count, int rate);

}  // namespace stichfest
