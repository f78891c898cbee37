// The page API: window.carcassonne.{state,newGame,play,record,choices,choose,takeBack} call the
// exported C functions of page_api.cpp (through ccall in web/loader.js).
#pragma once

#include "app/game_screen.h"

namespace carc::app {

// The screen the API talks to (the app's; it outlives the page).
void bind_page_api(GameScreen* screen);

}  // namespace carc::app
