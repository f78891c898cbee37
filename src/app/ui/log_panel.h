// Turn log: every record line of the game and every event (scoring highlighted), newest last. A line
// about squares of the board is a button: a click or tap shows them (the view pans there, rings them).
#pragma once

#include "app/play/session.h"
#include "i18n/translate.h"

namespace carc::app::ui {

// On wide screens a window of its own (`open` unused); on phones a sheet above the bottom bar
// (`bottom` pixels high), shown while *open. `touch` chooses the hint's verb (tap, click).
// Returns the index into session.log() of the line clicked this frame, or -1.
int draw_log_panel(const i18n::Translator& w, const Session& session, bool* open, float bottom, bool touch);

}  // namespace carc::app::ui
