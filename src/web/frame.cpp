#include "frame.h"

#include <GLES3/gl3.h>
#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "backends/imgui_impl_opengl3.h"
#include "backends/imgui_impl_sdl.h"
#include "input_queue.h"

#ifndef __EMSCRIPTEN__
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include "stb_image_write.h"
#endif

namespace stichfest {

namespace {

// Desktop only: the frame just drawn, as a PNG (before the buffer swap).
void save_screenshot(const App& app) {
#ifndef __EMSCRIPTEN__
  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(app.window, &w, &h);
  std::vector<unsigned char> pixels(size_t(w) * size_t(h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  stbi_flip_vertically_on_write(1);
  if (!stbi_write_png(app.screenshot_path.c_str(), w, h, 4, pixels.data(), w * 4))
    std::fprintf(stderr, "could not write %s\n", app.screenshot_path.c_str());
#else
  (void)app;
#endif
}

}  // namespace

bool open_window(App& app, int width, int height) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return false;
  }
  // GL ES 3.0 natively and WebGL2 in the browser: one shader dialect.
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  auto flags = SDL_WindowFlags(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  app.window = SDL_CreateWindow("Stichfest", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
  if (!app.window) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    return false;
  }
  app.gl_context = SDL_GL_CreateContext(app.window);
  if (!app.gl_context) {
    std::fprintf(stderr, "no OpenGL ES 3.0 / WebGL2 context: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_MakeCurrent(app.window, app.gl_context);
  SDL_GL_SetSwapInterval(1);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // settings live in our own storage
  ImGui_ImplSDL2_InitForOpenGL(app.window, app.gl_context);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  return true;
}

void run_frame(App& app, double now_seconds) {
  feed_input(
      [](const SDL_Event& event, void* context) {
        App& a = *static_cast<App*>(context);
        if (event.type == SDL_QUIT) a.done = true;
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE) a.done = true;
      },
      &app);
  Uint64 start = SDL_GetPerformanceCounter();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  apply_held_pointer();
  app.now = now_seconds;
  app_frame(app);
  Uint64 built = SDL_GetPerformanceCounter();
  ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.06f, 0.30f, 0.19f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  if (app.capture_next_frame) {
    save_screenshot(app);
    app.capture_next_frame = false;
  }
  SDL_GL_SwapWindow(app.window);
  // CPU time of this frame (the browser adds its own compositing).
  app.frame_ms = float(double(SDL_GetPerformanceCounter() - start) * 1000.0 / double(SDL_GetPerformanceFrequency()));
  app.frame_ms_sum += app.frame_ms;
  double build_ms = double(built - start) * 1000.0 / double(SDL_GetPerformanceFrequency());
  app.build_ms_sum += build_ms;
  app.build_ms_max = std::max(app.build_ms_max, float(build_ms));
  app.frame_ms_max = app.frame_ms > app.frame_ms_max ? app.frame_ms : app.frame_ms_max;
  ++app.frames;
}

void close_window(App& app) {
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  if (app.gl_context) SDL_GL_DeleteContext(app.gl_context);
  if (app.window) SDL_DestroyWindow(app.window);
  SDL_Quit();
}

}  // namespace stichfest
