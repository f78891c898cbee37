// The page's look: ImGui colours, rounding and spacing of a board game (walnut panels, parchment
// text, meadow-green buttons, gold marks), with larger hit targets on touch screens.
#pragma once

namespace carc::app {

// Sets ImGui's style; `touch` makes buttons, check boxes and sliders larger for fingers.
void apply_theme(bool touch);

}  // namespace carc::app
