// Random self-play: whole games of uniformly random legal moves, for tests, benchmarks and the
// cross-platform signature (the same seed gives the same hash natively and in WASM).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/game/game.h"

namespace carc {

struct SelfplayScratch {
  std::vector<Move> moves;
  std::vector<Placement> placements;
};

// Told of every applied move; an error stops the game.
class MoveObserver {
 public:
  virtual ~MoveObserver() = default;
  virtual Status after(const Game& game, const Move& move) = 0;
};

// Plays `game` from its current state to the end with moves drawn from `rng`. Returns a hash of
// every move and the final scores. With `observer`, tells it of each move; when it objects
// returns 0 and sets `error` to its reason.
std::uint64_t play_random_game(Game& game, Rng& rng, SelfplayScratch& scratch, MoveObserver* observer = nullptr,
                               Status* error = nullptr);

// Plays `games` games with seeds derived from `seed` on the setup `game` was created with and sets
// `signature` to their combined hash. Fails (signature unchanged) when a seed's set-up does.
Status selfplay_signature(Game& game, int games, std::uint64_t seed, std::uint64_t& signature);

// `h` with move `m` hashed in: every field its kind carries (the payment of an Upgrade, both
// followers of a Swap). The self-play and state signatures' input, frozen so that the quoted
// signatures stay; a move's identity and its one hash are Move::operator== and move_hash.
std::uint64_t hash_move(std::uint64_t h, const Move& m);

}  // namespace carc
