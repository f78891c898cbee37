// The set-up screen: map, chips, tile sets, expansion rules and rule switches (all listed by the
// engine, engine/switches.h, and the loaded maps), players with names and colours, seed and tile
// count. It only builds a record header (ui/setup_form.h); the app starts the game with it.
#pragma once

#include "app/ui/setup_form.h"
#include "engine/library.h"

namespace carc::app::ui {

// Draws the screen; true when the player pressed Start.
bool draw_setup_panel(SetupForm& form, const Library& library);

}  // namespace carc::app::ui
