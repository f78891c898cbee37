// Hidden information for search: a canonical re-deal of the unseen draw pile and of the
// face-down map chips (Game::determinize), and the cut-off used by evaluations (stop_drawing).
#include <algorithm>

#include "engine/game.h"

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
  if (!chips_on()) return;
  // C3: the backs are identical, so every face-down chip may lie on any face-down square.
  std::array<int, kChipCount> ids{}, cells{};
  std::uint32_t count = 0;
  for (int c = 0; c < kChipCount; ++c)
    if (chip_state_.chips[c].place == ChipPlace::FaceDown) ids[count++] = c;
  std::uint32_t n = 0;
  for (int cell = 0; cell < static_cast<int>(chip_state_.chip_at.size()) && n < count; ++cell)
    if (chip_state_.chip_at[cell] >= 0 && chip_state_.chips[chip_state_.chip_at[cell]].place == ChipPlace::FaceDown) cells[n++] = cell;
  rng.shuffle(ids.data(), count);
  for (std::uint32_t i = 0; i < count; ++i) {
    chip_state_.chips[ids[i]].cell = cells[i];
    chip_state_.chip_at[cells[i]] = static_cast<std::int8_t>(ids[i]);
  }
}

void Game::stop_drawing() {
  if (phase_ != Phase::PlaceTile && phase_ != Phase::GameEnd) return;
  next_ = static_cast<int>(pile_.size());
  phase_ = Phase::GameEnd;
}

}  // namespace carc
