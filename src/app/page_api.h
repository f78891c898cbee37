// The page API: window.carcassonne.{state,newGame,play,record,choices,choose,takeBack} call the
// exported C functions of page_api.cpp (through ccall in web/loader.js).
#pragma once

#include <string>

#include "app/game_screen.h"
#include "app/page_export.h"

namespace carc::app {

// The screen the API talks to (the app's; it outlives the page).
void bind_page_api(GameScreen* screen);
// The keep/share half of the API (keep_api.cpp): resume points, record lines, the view.
void bind_keep_api(GameScreen* screen);
// The example viewer's half (viewer_api.cpp).
void bind_viewer_api(GameScreen* screen);
// Who holds this, last moves, the hint (insight_api.cpp).
void bind_insight_api(GameScreen* screen);

}  // namespace carc::app
