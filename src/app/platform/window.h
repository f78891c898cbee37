// The SDL2 window with its GL ES 3.0 context (WebGL2 in the browser).
#pragma once

#include <SDL.h>

#include "engine/base/error.h"

namespace carc::app {

struct Window {
  SDL_Window* sdl = nullptr;
  SDL_GLContext gl = nullptr;
};

// Initialises SDL video and opens a resizable high-DPI window with a GL ES 3.0 context. Fails
// with err::startup_sdl, startup_window or startup_context (SDL's own words as {error}: e.g. no
// WebGL2) and leaves nothing open.
Status open_window(const char* title, Window& window);
void close_window(Window& window);

// Window size in pixels as the UI and camera see them, and drawable pixels per window pixel.
void get_window_size(const Window& window, int& width, int& height, float& pixel_ratio);

}  // namespace carc::app
