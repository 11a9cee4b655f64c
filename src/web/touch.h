// Phones and small frames: controls a finger can hit, and dialogs that
// scroll with a swipe (Dear ImGui 1.86 scrolls only by wheel or scrollbar).
#pragma once

#include "imgui.h"

namespace stichfest {

// The smallest side of a control a finger hits reliably, in CSS pixels
// (Apple's and the W3C's guideline).
constexpr float kTouchTarget = 44;

// True on a touch screen, and in a window whose short side is phone-sized
// (a phone, a small embedded frame).
bool touch_sized(ImVec2 window);

// The vertical frame padding that gives a control of one line of text in a
// font `font_px` tall at least kTouchTarget height (`base` elsewhere).
float frame_padding_y(bool touch, float font_px, float base);

// Called inside a scrollable window, before End(): a drag that started in
// the window (on a button too) scrolls it, and the button then does not fire.
void swipe_to_scroll();

// Dear ImGui fills a window's title bar and its body as two rounded,
// anti-aliased shapes; their soft edges meet along the title bar's bottom,
// where whatever lies under the window shows through as a faint line (two
// device pixels on a phone). Called once per frame before Render(), this
// paints that seam over in every window with a title bar. `seen` is called
// with each such window's id after "###" (or its name) and its title bar.
void cover_title_seams(void (*seen)(void* context, const char* id, ImVec2 min, ImVec2 max), void* context);

}  // namespace stichfest
