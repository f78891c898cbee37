// The scores over a game's turns, for the final panel's graph and its words: each player's score
// after every record line, and the big scorings marked.
#pragma once

#include <string>
#include <vector>

#include "engine/game/game.h"
#include "i18n/translate.h"

namespace carc::app {

// A single scoring worth this many points or more is marked on the graph.
inline constexpr int kBigScoring = 10;

struct BigScoring {
  int turn = 0;  // the index in ScoreTimeline::scores where it counts
  int player = 0;
  int points = 0;
  Category category = Category::City;
  bool final_scoring = false;  // at the game's end (B18–B22)
};

struct ScoreTimeline {
  // scores[0] is the start (all 0), scores[i] each player's score after the record's i-th move
  // line; after a finished game's last line, one more for the final scoring.
  std::vector<std::vector<int>> scores;
  std::vector<BigScoring> big;  // in the order they happened
};

// Adds the scores of `game` after one line (or the final scoring) and the big scorings among its
// `events` to `timeline`.
void add_scores(ScoreTimeline& timeline, const Game& game, const std::vector<Event>& events, bool final_scoring);

// One sentence per player, the winner first (then by score): "Ana: 80 points: roads 12, cities 30,
// monasteries 9, fields 29; biggest scoring 24 points (turn 31)", for the live region.
std::vector<std::string> final_words(const i18n::Translator& w, const Game& game, const ScoreTimeline& timeline);

}  // namespace carc::app
