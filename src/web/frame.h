// One frame for both drivers: SDL events, Dear ImGui, the app, GL render.
#pragma once

#include "app.h"

namespace stichfest {

// Creates the window, the GL ES 3.0 context and Dear ImGui. False on failure.
bool open_window(App& app, int width, int height);
void run_frame(App& app, double now_seconds);
void close_window(App& app);

}  // namespace stichfest
