// Players panel: score, figures in supply, chips and goods per player; the player to move marked.
#pragma once

#include <string>
#include <vector>

#include "app/platform/finger_widgets.h"
#include "app/play/play_view.h"
#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app::ui {

// A player's name for the panels: "Ben (Hard)" for a computer seat, then "thinking…" while it
// searches or the to-move mark.
std::string seat_words(const i18n::Translator& w, const Game& game, const PlayView& view, int p, bool to_move);
// Each player's projected score (Game::projected_scores: the final scoring if the game ended now),
// computed by the engine once per game change (`revision`), not per frame: the screen keeps one and
// hands it to the panels that show it.
class ProjectedScores {
 public:
  const std::vector<int>& of(const Game& game, int revision);

 private:
  const Game* game_ = nullptr;
  int revision_ = -1;
  std::vector<int> scores_;
};
// "12 (→ 31)": the score and, when `projected` has it, the projected score.
std::string score_words(const Game& game, const std::vector<int>& projected, int p);
// Returns true when "New game" was pressed. On touch screens the legend of the projected scores
// comes from an (i) button that opens `tip`.
bool draw_players_panel(const i18n::Translator& w, const Game& game, const PlayView& view, ProjectedScores& projected, TipNote& tip);

}  // namespace carc::app::ui
