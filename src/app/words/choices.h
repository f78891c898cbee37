// The moves the engine allows right now, for the deciding player's current step, each with
// words for a button: Game::legal_moves, labelled.
#pragma once

#include <string>
#include <vector>

#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app {

struct Choice {
  Move move;
  std::string label;
  int number = 0;  // a cache square's number in reading order (1, 2 …), drawn on the board; else 0
};

// What a figure on board slot `slot` of the tile at `pos` stands on, in the page's language (city,
// road, field, monastery: the tile definition's feature at that slot), or "" if nothing is there.
std::string feature_words(const i18n::Translator& w, const Game& game, Pos pos, Slot slot);

// Feature `feature` of `def` turned `rot`, told apart from the features `alike` of its kind on that
// tile (it among them) in a player's words: "field by the city" when it alone of them borders a city,
// else by its area of the tile, "north-west field" (feature_area; spot.by_city, spot.in_area).
std::string feature_place_words(const i18n::Translator& w, const TileDef& def, int rot, int feature, const std::vector<int>& alike);

// Every legal move of the current step (empty when the game is over).
void list_choices(const i18n::Translator& w, const Game& game, std::vector<Choice>& out);

}  // namespace carc::app
