#include "input_queue.h"

#include <cfloat>
#include <deque>

#include "backends/imgui_impl_sdl.h"
#include "imgui.h"

namespace stichfest {

namespace {

std::deque<SDL_Event> g_waiting;  // polled but not yet handed to ImGui
bool g_pointer_known = false;     // this frame handed over a pointer event
ImVec2 g_pointer;
bool g_buttons[3] = {};
bool g_touch = false;      // the last pointer event came from a finger
bool g_cancelled = false;  // the browser took the press over (cancel_press)

bool is_change(const SDL_Event& e) {
  return e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP || e.type == SDL_KEYDOWN || e.type == SDL_KEYUP;
}

void track_pointer(const SDL_Event& e) {
  if (e.type == SDL_MOUSEMOTION) {
    g_pointer = ImVec2(float(e.motion.x), float(e.motion.y));
    g_pointer_known = true;
    g_touch = e.motion.which == SDL_TOUCH_MOUSEID;
  } else if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP) {
    g_pointer = ImVec2(float(e.button.x), float(e.button.y));
    g_pointer_known = true;
    g_touch = e.button.which == SDL_TOUCH_MOUSEID;
    int index = e.button.button == SDL_BUTTON_LEFT ? 0 : e.button.button == SDL_BUTTON_RIGHT ? 1 : 2;
    g_buttons[index] = e.type == SDL_MOUSEBUTTONDOWN;
  }
}

}  // namespace

void feed_input(void (*on_event)(const SDL_Event&, void*), void* context) {
  SDL_Event event;
  while (SDL_PollEvent(&event)) g_waiting.push_back(event);
  g_pointer_known = false;
  while (!g_waiting.empty()) {
    event = g_waiting.front();
    g_waiting.pop_front();
    ImGui_ImplSDL2_ProcessEvent(&event);
    track_pointer(event);
    on_event(event, context);
    if (is_change(event)) break;  // the rest waits for the next frame
  }
}

bool pointer_is_finger() { return g_touch; }

void cancel_press() { g_cancelled = true; }

void apply_held_pointer() {
  if (g_cancelled) {
    // Off the table until the button is up: its release then clicks nothing.
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    for (int i = 0; i < 3; ++i) io.MouseDown[i] = g_buttons[i];
    if (!g_buttons[0] && g_waiting.empty()) g_cancelled = false;
    return;
  }
  // Only when this frame's events say where the pointer is, or when events
  // still wait: otherwise the backend's view (e.g. pointer left the window)
  // is the current one.
  if (!g_pointer_known && g_waiting.empty()) return;
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = g_pointer;
  for (int i = 0; i < 3; ++i) io.MouseDown[i] = g_buttons[i];
}

}  // namespace stichfest
