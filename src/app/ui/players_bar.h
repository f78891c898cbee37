// The players panel on phones: one compact bar at the top with every player's colour, name and
// score (the player to move marked); in the full page one row beside the toolbar's Undo and More,
// whose menu holds the rest (ShellInsets::bar_menu); in embeds also the tiles left and buttons that open the
// log and remaining tiles sheets or start a new game.
#pragma once

#include <string>

#include "app/play/play_view.h"
#include "app/ui/compact_layout.h"
#include "app/ui/players_panel.h"
#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app::ui {

struct BarState {
  bool show_log = false;
  bool show_tiles = false;
  float height = 0;  // the bar's height in the last frame (window pixels)
  std::string language;  // a language code just picked in the bar, else ""
};

// Returns true when "New game" was pressed. `looking` (the example viewer: a board to look at):
// the names and scores only, without the tiles left, the sheets' buttons, New game and the
// language switch; `example` (an example embed played on from a step): no New game and no
// language switch; `lean` (a short embed, where the board needs the height): the names and scores,
// and no line of tiles left or buttons for the sheets (the turn bar says the tiles left).
// `projected`: the screen's projected scores (players_panel.h), shown unless `looking` (the example viewer).
// `shell`: what the page shell's toolbar covers; the bar starts below it.
bool draw_players_bar(const i18n::Translator& w, const Game& game, const PlayView& view, BarState& bar, ProjectedScores& projected,
                      const ShellInsets& shell, bool looking = false, bool example = false, bool lean = false);

}  // namespace carc::app::ui
