// Hidden information for search: a canonical re-deal of the unseen draw pile and of the
// face-down map chips (Game::determinize), and the cut-off used by evaluations (stop_drawing).
#include <algorithm>

#include "engine/expansions/expansions.h"
#include "engine/game/game.h"

namespace carc {

void Game::determinize(Rng& rng) {
  // The drawn tile is shown in PlaceTile; in the other steps of a turn it is already placed.
  const int unseen = next_ + (phase_ == Phase::PlaceTile ? 1 : 0);
  if (unseen < static_cast<int>(pile_.size())) {
    TileType* first = pile_.data() + unseen;
    const auto count = static_cast<std::uint32_t>(pile_.size() - unseen);
    std::sort(first, first + count, [](TileType a, TileType b) { return to_int(a) < to_int(b); });
    rng.shuffle(first, count);
  }
  for (const auto redeal : kHooks<&UnitHooks::determinize>) redeal(*this, units(), rng);  // C3
}

void Game::stop_drawing() {
  if (phase_ != Phase::PlaceTile && phase_ != Phase::GameEnd) return;
  next_ = static_cast<int>(pile_.size()) - set_aside_;
  phase_ = Phase::GameEnd;
}

}  // namespace carc
