// SDL window and GL ES 3.0 context creation, identical on desktop and web.
#include "app/platform/window.h"

#include "app/platform/page_hooks.h"

namespace carc::app {

Status open_window(const char* title, Window& window) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) return failure(err::startup_sdl, {"error", SDL_GetError()});
  mark_startup("carc:sdl");
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  // NOTE: in the browser the canvas is sized by CSS; RESIZABLE makes SDL follow it.
  const Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  window.sdl = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                flags);
  if (window.sdl == nullptr) {
    Status failed = failure(err::startup_window, {"error", SDL_GetError()});
    SDL_Quit();
    return failed;
  }
  mark_startup("carc:sdl-window");
  window.gl = SDL_GL_CreateContext(window.sdl);
  if (window.gl == nullptr) {
    Status failed = failure(err::startup_context, {"error", SDL_GetError()});
    SDL_DestroyWindow(window.sdl);
    window.sdl = nullptr;
    SDL_Quit();
    return failed;
  }
  SDL_GL_MakeCurrent(window.sdl, window.gl);
  SDL_GL_SetSwapInterval(1);
  return {};
}

void close_window(Window& window) {
  if (window.gl != nullptr) SDL_GL_DeleteContext(window.gl);
  if (window.sdl != nullptr) SDL_DestroyWindow(window.sdl);
  window = Window{};
  SDL_Quit();
}

void get_window_size(const Window& window, int& width, int& height, float& pixel_ratio) {
  int drawable_width = 0;
  int drawable_height = 0;
  SDL_GetWindowSize(window.sdl, &width, &height);
  SDL_GL_GetDrawableSize(window.sdl, &drawable_width, &drawable_height);
  pixel_ratio = width > 0 ? static_cast<float>(drawable_width) / static_cast<float>(width) : 1.0f;
}

}  // namespace carc::app
