// What differs between the browser and the desktop: storage, clipboard,
// the page address, entropy. platform_web.cpp and platform_desktop.cpp.
#pragma once

#include <cstdint>
#include <string>

namespace stichfest {

// localStorage in the browser; files under ~/.config/stichfest natively.
std::string storage_get(const std::string& key);
void storage_set(const std::string& key, const std::string& value);

void copy_to_clipboard(const std::string& text);
// The address a share link is appended to.
std::string page_address();
// Browser: takes a share link's fragment out of the address bar (without
// reloading), so that a reload restores the saved match.
void forget_address_link();
uint64_t fresh_seed();
bool prefers_german();

}  // namespace stichfest
