// The desktop driver: `stichfest-table [LINK] [--test-mode] [--screenshot F]`.
// LINK is a share link or its fragment (#g=...&s=...). In test mode the
// bots play every seat quickly; the program exits after the first hand
// (or --frames N), optionally saving a screenshot.
#include <GLES3/gl3.h>
#include <SDL.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "frame.h"
#include "view_json.h"

int main(int argc, char** argv) {
  stichfest::App app;
#ifdef STICHFEST_ASSETS_DIR
  app.assets_dir = STICHFEST_ASSETS_DIR;
#endif
  std::string link;
  int frames = 0;
  bool print_state = false;  // the human's view as JSON after start-up (tests)
  int width = 1280, height = 800;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--test-mode")
      app.test_mode = true;
    else if (a == "--print-state")
      print_state = true;
    else if (a == "--screenshot" && i + 1 < argc)
      app.screenshot_path = argv[++i];
    else if (a == "--frames" && i + 1 < argc)
      frames = std::atoi(argv[++i]);
    else if (a == "--assets" && i + 1 < argc)
      app.assets_dir = argv[++i];
    else if (a == "--size" && i + 1 < argc)
      std::sscanf(argv[++i], "%dx%d", &width, &height);
    else if (a == "--help") {
      std::puts(
          "usage: stichfest-table [LINK] [--assets DIR] [--size WxH] [--test-mode] [--frames N] [--screenshot FILE]\n"
          "                       [--print-state]");
      return 0;
    } else if (!a.empty() && a[0] != '-')
      link = a;
    else {
      std::fprintf(stderr, "stichfest-table: unknown option '%s'\n", a.c_str());
      return 2;
    }
  }
  if (!stichfest::open_window(app, width, height)) return 1;
  if (app.test_mode) app.settings.speed = stichfest::BotSpeed::Fast;
  stichfest::app_init(app, link);
  if (app.test_mode) {
    app.settings.speed = stichfest::BotSpeed::Fast;
    app.show_picker = false;
  }
  if (print_state) std::printf("%s\n", stichfest::view_json(app.session).c_str());
  int frame = 0;
  Uint64 start = SDL_GetPerformanceCounter();
  while (!app.done) {
    double now = double(SDL_GetPerformanceCounter() - start) / double(SDL_GetPerformanceFrequency());
    stichfest::run_frame(app, now);
    ++frame;
    // Without vsync (e.g. under Xvfb) do not spin: about 60 frames a second.
    double spent = double(SDL_GetPerformanceCounter() - start) / double(SDL_GetPerformanceFrequency()) - now;
    if (!app.test_mode && spent < 1.0 / 60) SDL_Delay(Uint32((1.0 / 60 - spent) * 1000));
    if (app.test_mode) {
      bool hand_done =
          !stichfest::in_hand(app.session.state()) && app.session.state().result.scored && !app.held.active;
      bool enough = frames > 0 ? frame >= frames : (hand_done && frame > 30) || frame > 20000;
      if (enough) {
        if (!app.screenshot_path.empty()) {
          // The summary shows once its first frames have measured it (at most eight).
          for (int i = 1; i <= 9; ++i) {
            app.capture_next_frame = i == 9;
            stichfest::run_frame(app, now + 0.02 * i);
          }
        }
        double n = app.frames ? double(app.frames) : 1.0;
        std::printf("test mode: %d frames, hand %d, %s; frame avg %.2f ms (app %.2f ms, the rest GL), max %.2f ms\n",
                    frame, app.session.state().hand_number, hand_done ? "hand over" : "in play", app.frame_ms_sum / n,
                    app.build_ms_sum / n, double(app.frame_ms_max));
        app.done = true;
      }
    }
  }
  stichfest::app_shutdown(app);
  stichfest::close_window(app);
  return 0;
}
