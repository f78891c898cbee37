// The SDL2 window with its GL ES 3.0 context (WebGL2 in the browser).
#pragma once

#include <SDL.h>

#include <string>

namespace carc::app {

struct Window {
  SDL_Window* sdl = nullptr;
  SDL_GLContext gl = nullptr;
};

// Initialises SDL video and opens a resizable high-DPI window with a GL ES 3.0 context. Returns
// false with `error` saying what failed (e.g. no WebGL2) and leaves nothing open.
bool open_window(const char* title, Window& window, std::string& error);
void close_window(Window& window);

// Window size in pixels as the UI and camera see them, and drawable pixels per window pixel.
void get_window_size(const Window& window, int& width, int& height, float& pixel_ratio);

}  // namespace carc::app
