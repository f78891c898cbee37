// Judging positions for the AI: the scores if the game ended after this turn (the greedy level
// and cut-off playouts), what unfinished features may still bring (cut-off playouts) and the
// reward of a finished game from each player's point of view.
#pragma once

#include <array>

#include "ai/move_list.h"

namespace carc::ai {

inline constexpr int kMaxPlayers = 6;
using Scores = std::array<int, kMaxPlayers>;
using Rewards = std::array<double, kMaxPlayers>;

// How a finished game counts for a player, in [0, 1].
enum class RewardKind : std::uint8_t {
  Win,     // 1 win, 0.5 shared first place, 0 loss
  Margin,  // the point difference d to the best other player, squashed: 0.5 + 0.5 d / (|d| + 20)
  Mixed,   // 3/4 Win + 1/4 Margin: prefers winning, then winning by more
};

// Each player's score if the turn's remaining steps took their first listed option and final
// scoring followed at once (unfinished features at their end value, fields, goods). Plays that
// out on `game` itself: pass a copy.
void score_now(Game& game, std::vector<Move>& list, Scores& out);
// Cut-off playouts count points in sixteenths, so that a feature's expected points
// (expected_completion) add up without rounding to whole points.
inline constexpr int kPointScale = 16;
// How fast the chance of completing a feature falls with what it still lacks, counted in tiles
// still to come: chance = tiles / (tiles + k x missing), k per open side of a city or road and
// per empty neighbour of a monastery. With 30 tiles to come a city lacking one side is taken for
// 79% done, lacking three 56%; a monastery lacking one neighbour 86%, lacking five 55%.
inline constexpr int kTilesPerOpenSide = 8;
inline constexpr int kTilesPerMissingNeighbour = 5;

// What each player may still expect from the unfinished features they hold, beyond the points
// the game's end would give them (which score_now counts), in sixteenths of a point: for every
// city, road and monastery that is not complete and has followers, the players with the majority
// get chance x (its value complete - its value now) (B15, B16, B19; the expansions' values through
// Game::feature_value: inns, cathedrals, pennants). The chance falls with the feature's open
// sides (a monastery: its empty neighbours) and grows with `tiles_left`, the tiles still to come
// (counted before a playout's cut empties the pile). Fields: nothing (their points come at the end).
void expected_completion(const Game& game, int tiles_left, Scores& out);
// The index in `moves` (a Deploy step's list, the tile just placed) of a follower onto a feature
// that tile has just completed, which scores at once and frees the follower again; -1 if none.
// Playouts take it when there is one: a player who can close a feature and score it for free
// does not leave it to chance.
int completed_feature_deploy(const Game& game, const std::vector<Move>& moves);
// A playout's figure step when no feature has just been completed (search revision 4): a figure
// goes somewhere whenever one can (no figure only when nothing else is listed), and not onto a
// field while more than `fields_from` tiles are left; uniformly among the rest. Random playouts
// that left a figure at home one turn in four and stood farmers early tied their followers up
// and counted field points at the cut that the game would not bring. The index in `moves` (a
// Deploy step's list), or -1 outside the figure step (the caller draws uniformly).
int playout_figure(const Game& game, const std::vector<Move>& moves, int fields_from, Rng& rng, std::vector<int>& scratch);
// Tiles left at or below which playouts stand followers on fields again.
inline constexpr int kPlayoutFieldsFrom = 20;
// A playout's placement of the drawn tile, drawn by rejection (a random open square and one of
// the tile's distinct rotations, again until one fits: every fitting pair as likely as in the
// generator's list, without listing it, the playouts' hottest step). Of the first `candidates`
// fitting pairs drawn it takes the one whose square has the most sides against other tiles (ties:
// the first), so playouts fill gaps and close features as players do, not only stretch the
// board. False when no pair fits in 12 draws (the tile fits in few places, or nowhere; the
// caller lists the moves), in `order free` games and outside the placement step.
bool playout_placement(const Game& game, Rng& rng, int candidates, Move& out);
// Player p's score minus the best score of the others.
int margin(const Scores& scores, int players, int p);
// The rewards of every player from final (or evaluated) scores, counted in units of 1/`scale`
// of a point (Margin's squashing is in whole points).
void rewards(const Scores& scores, int players, RewardKind kind, Rewards& out, int scale = 1);

// Natural logarithm of x > 0 from + - * / only (exactly rounded in IEEE arithmetic), so the
// search decides identically natively and in WASM, whose libm may differ in the last bit.
double exact_log(double x);

}  // namespace carc::ai
