#include "touch.h"

#include <algorithm>
#include <cstring>

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

void cover_title_seams(void (*seen)(void* context, const char* id, ImVec2 min, ImVec2 max), void* context) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  const ImU32 title = ImGui::GetColorU32(ImGuiCol_TitleBgActive), title_idle = ImGui::GetColorU32(ImGuiCol_TitleBg);
  for (ImGuiWindow* w : g.Windows) {
    if (!w->Active || w->Hidden || w->Collapsed ||
        (w->Flags & (ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_ChildWindow)))
      continue;
    if ((w->Flags & ImGuiWindowFlags_NoBackground) || !w->WriteAccessed) continue;  // not the unused fallback window
    const float y = w->Pos.y + w->TitleBarHeight(), x0 = w->Pos.x, x1 = w->Pos.x + w->Size.x;
    // Square rectangles are filled without soft edges: one pixel of each colour either side of the seam.
    ImDrawList* dl = w->DrawList;
    dl->PushClipRect(w->Pos, ImVec2(x1, w->Pos.y + w->Size.y), false);
    dl->AddRectFilled(ImVec2(x0, y - 1), ImVec2(x1, y),
                      g.NavWindow && g.NavWindow->RootWindow == w ? title : title_idle);
    dl->AddRectFilled(ImVec2(x0, y), ImVec2(x1, y + 1), ImGui::GetColorU32(ImGuiCol_WindowBg));
    dl->PopClipRect();
    if (seen) {
      const char* name = w->Name;
      const char* id = std::strstr(name, "###");
      seen(context, id ? id + 3 : name, w->Pos, ImVec2(x1, y));
    }
  }
}

}  // namespace stichfest
