// The page API: window.carcassonne.{state,newGame,play,record,choices,choose,takeBack} call the
// exported C functions of page_api.cpp (through ccall in web/loader.js).
#pragma once

#include <string>

#include "app/game_screen.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define CARC_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE
#else
#define CARC_EXPORT extern "C"
#endif

namespace carc::app {

// The screen the API talks to (the app's; it outlives the page).
void bind_page_api(GameScreen* screen);
// The keep/share half of the API (keep_api.cpp): resume points, record lines, the view.
void bind_keep_api(GameScreen* screen);
// Keeps `text` as the API's answer until the next call (JS copies it at once) and returns it.
const char* api_reply(std::string text);

}  // namespace carc::app
