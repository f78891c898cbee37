// Turn log: every record line of the game and every event (scoring highlighted), newest last.
#pragma once

#include "app/session.h"

namespace carc::app::ui {

void draw_log_panel(const Session& session);

}  // namespace carc::app::ui
