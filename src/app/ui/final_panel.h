// Final breakdown: the winners, a graph of the scores over the turns (a line per player in their
// colour, the big scorings marked with their points) and each player's points by category (roads,
// cities, monasteries, fields, chips, goods, bonuses), once the game is over.
#pragma once

#include "app/play/play_view.h"
#include "app/play/score_timeline.h"
#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app::ui {

// Returns true when "New game" was pressed.
bool draw_final_panel(const i18n::Translator& w, const Game& game, const PlayView& view, const ScoreTimeline& timeline);

}  // namespace carc::app::ui
