#include "touch.h"

#include <algorithm>

#include "imgui_internal.h"
#include "platform.h"

namespace stichfest {

bool touch_sized(ImVec2 window) {
  static const bool touch = touch_screen();  // the device does not change
  return touch || std::min(window.x, window.y) < 600;
}

float frame_padding_y(bool touch, float font_px, float base) {
  return touch ? std::max(base, (kTouchTarget - font_px) * 0.5f + 0.5f) : base;
}

void swipe_to_scroll() {
  // A few pixels of travel before it counts as a swipe, so a tap stays a tap.
  constexpr float kSlop = 8;
  ImGuiContext& g = *ImGui::GetCurrentContext();
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left, kSlop)) return;
  if (!ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows | ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) return;
  // The scrollbar scrolls by itself; a slider or combo keeps its drag.
  if (g.ActiveId != 0 && g.ActiveId == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y)) return;
  if (g.ActiveId != 0 && !(g.ActiveIdWindow && g.ActiveIdWindow->RootWindow == window->RootWindow)) return;
  float dy = g.IO.MouseDelta.y;
  if (dy == 0) return;
  if (g.ActiveId != 0) ImGui::ClearActiveID();  // the pressed button is not clicked
  ImGui::SetScrollY(window, std::clamp(window->Scroll.y - dy, 0.0f, window->ScrollMax.y));
}

}  // namespace stichfest
