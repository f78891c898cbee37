// Words (in the chosen language) for the engine's events (the turn log) and for a player's moves (dialog buttons).
#pragma once

#include <string>
#include <vector>

#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app {

// "Red", "Red and Blue", "Red, Blue and Green" in the chosen language.
std::string names_text(const i18n::Translator& w, const std::vector<std::string>& names);
// The map's name in the chosen language ("Classic (open table)" for nullptr).
std::string map_words(const i18n::Translator& w, const MapDef* map);
// One log line for an event, or "" for events the log does not show. It names no square: the
// squares it is about are event_squares() (the log's "show").
std::string describe_event(const i18n::Translator& w, const Game& game, const Event& event);
// The board squares a log line can show (the tile placed, the figure's tile, the scored feature's
// tile, both swapped spots); none for lines about no place (goods, the game's end).
std::vector<Pos> event_squares(const Event& event);
// A tile as a player sees it, from its features (tile.*): "a tile with a city and two roads",
// "kartičku s klášterem a cestou" (the case event.placed and turn.drew take).
std::string tile_words(const i18n::Translator& w, const TileDef& tile);
// What tile_words says after "a tile": "with a city and two roads", "s klášterem a cestou"; "" for a
// tile of fields only.
std::string tile_features_words(const i18n::Translator& w, const TileDef& tile);
// "2 tiles with a city and a road", "2 kartičky s městem, cestou a erbem" (the remaining tiles);
// the cities' pennants are named after the features.
std::string tiles_words(const i18n::Translator& w, const TileDef& tile, int n);
// The pile in words, for screen readers: "42 tiles in the pile: 9 tiles with a city and a road; 4
// tiles with a monastery; …", tiles that read alike counted together, the most first.
std::string pile_words(const i18n::Translator& w, const Game& game);
bool is_scoring_event(const Event& event);
// The feature at `slot` of the tile on square `p` into `out`; false when no tile or no feature is there.
bool feature_on_board(const Game& game, Pos p, Slot slot, FeatureKind& out);
// "3,4" and "3,4 N2" as records write them (the choices' labels of swaps; never in the log).
std::string pos_words(Pos p);
std::string spot_words(Pos p, Slot s);

}  // namespace carc::app
