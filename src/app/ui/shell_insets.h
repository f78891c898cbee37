// What the page shell's HTML controls cover of the app's window (web/page.js, web/embed.js): the
// game's bars keep their content clear of it. Plain numbers, no ImGui: the page controller's
// tests build one.
#pragma once

#include <algorithm>

namespace carc::app::ui {

// What the page shell's own controls cover of the window, in CSS pixels. The page sets it
// (setTopInset, setBarMenu, setBarLink); the app owns one and passes it down (AppContext::shell).
struct ShellInsets {
  // The shell's toolbar at the top of the window: the top bar and the set-up column start below it.
  float top = 0.0f;
  // The right end of the top bar's row, under the shell's phone toolbar (Undo and More); more than
  // 0: the page's More menu holds the bar's buttons (the sheets, the hint, the last moves, New
  // game, the language), so the bar shows the scores only, in one row where they fit. 0 in
  // embeds, which keep the bar's own buttons.
  float bar_menu = 0.0f;
  // Embeds: the "Open the full game" link (web/embed.js) covers `link_width` CSS px at the top
  // bar's right end, down to `link_bottom` from the window's top; the bar's rows above that bottom
  // end left of the link (the names and buttons wrap before it). 0: the link lies elsewhere.
  float link_width = 0.0f;
  float link_bottom = 0.0f;
  // The CSS px at the right end of a bar row whose top is `row_y` (the window's y) that the row
  // leaves to the page's controls.
  float right_reserve(float row_y) const { return std::max(bar_menu, row_y < link_bottom ? link_width : 0.0f); }
};

}  // namespace carc::app::ui
