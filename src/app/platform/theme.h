// The page's look: ImGui colours, rounding and spacing of a board game (walnut panels, parchment
// text, meadow-green buttons, gold marks), with larger hit targets on touch screens.
#pragma once

namespace carc::app {

// Sets ImGui's style; `touch` makes buttons, check boxes and sliders larger for fingers; `compact`
// (embeds) tightens the padding and spacing instead, so small frames keep room for the board while
// the text keeps its size (16 CSS px; never under 14).
void apply_theme(bool touch, bool compact = false);

// Seat `p`'s colour in the colour-blind-safe palette of Okabe and Ito (2008), as ImGui's ImU32:
// vermillion, blue, bluish green, yellow, black, reddish purple (the default seats' hues, told
// apart with any colour vision). The page offers it as one switch (setup.colour_blind).
unsigned okabe_ito_colour(int p);

}  // namespace carc::app
