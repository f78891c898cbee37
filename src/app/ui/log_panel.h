// Turn log: every record line of the game and every event (scoring highlighted), newest last.
#pragma once

#include "app/session.h"

namespace carc::app::ui {

// On wide screens a window of its own (`open` unused); on phones a sheet above the bottom bar
// (`bottom` pixels high), shown while *open.
void draw_log_panel(const Session& session, bool* open, float bottom);

}  // namespace carc::app::ui
