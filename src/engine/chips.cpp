// Map chips during play: connecting large cities and islands (M13, M20), collecting chips (C4),
// the coat-of-arms bonus (C5), Iberia's caches (IB3–IB7) and Taiwan's upgrades (TW3–TW11).
#include "engine/game.h"
#include "engine/text.h"

namespace carc {
void Game::score_points(PlayerId p, int points, Category c) {
  players_[p].score += points;
  players_[p].by_category[static_cast<int>(c)] += points;
}

// M13: a tile next to a large city opens every side of it; M20: a tile on a harbour square
// opens the island's landing square.
void Game::connect_squares(int tile) {
  if (!map_) return;
  const PlacedTile& pt = placed_[tile];
  for (int side = 0; side < 4; ++side) {
    const int other = board_.tile_at(board_.neighbour(pt.cell, side));
    if (other < 0 || !placed_[other].printed || city_active_[city_of_square_[other]]) continue;
    const int city = city_of_square_[other];
    city_active_[city] = 1;
    for (int i = 0; i < printed_tiles_; ++i) {
      if (city_of_square_[i] != city) continue;
      for (int s = 0; s < 4; ++s) board_.open_square(board_.neighbour(placed_[i].cell, s));
    }
  }
  for (const Island& island : map_->islands) {
    if (island.harbour != pt.pos) continue;
    // M20 `ferry road`: a road must run to the sea (or off the map); a road ending at a large
    // city's gate does not reach the ferry.
    bool road_to_sea = false;
    const TileDef& d = def(pt.type);
    for (int side = 0; side < 4; ++side)
      road_to_sea = road_to_sea || (d.side_terrain(pt.rot, side) == Terrain::Road &&
                                    map_->kind(Pos{pt.pos.x + kDx[side], pt.pos.y + kDy[side]}) == SquareKind::None);
    if (!setup_.options.ferry_road || road_to_sea) board_.open_square(board_.cell(island.landing));
  }
}

// C4, IB6: a tile on a chip collects it; C5: a tile on a coat-of-arms square scores 2 per arms.
void Game::collect_chip(int cell, PlayerId p, std::vector<Event>* events) {
  const Pos pos = board_.pos(cell);
  const int chip = chip_at_[cell];
  if (chip >= 0) {
    chip_at_[cell] = -1;
    const bool cache = chips_[chip].place == ChipPlace::Cache;
    const int points = cache ? setup_.options.cache_multiplier * chip_value(chip) : chip_value(chip);
    score_points(p, points, Category::Chips);
    if (events) {
      events->push_back(Event{.kind = EventKind::ChipCollected, .player = p, .pos = pos, .from_cache = cache,
                              .points = static_cast<std::int16_t>(points), .chip = static_cast<std::int8_t>(chip)});
    }
    if (cache) {  // IB6: a collected cache leaves the game
      chips_[chip] = ChipState{ChipPlace::Out, -1, p};
    } else if (!map_->bands.empty()) {  // IB3, IB5: a map with colour bands lays it again as a cache
      chips_[chip] = ChipState{ChipPlace::Out, -1, p};
      if (has_cache_square(chip)) pending_chip_ = chip;
      else if (events) events->push_back(Event{.kind = EventKind::ChipRemoved, .player = p, .chip = static_cast<std::int8_t>(chip)});
    } else {  // TW3: kept face up
      chips_[chip] = ChipState{ChipPlace::Supply, -1, p};
    }
  }
  const bool arms = setup_.options.arms_bonus < 0 ? setup_.chips : setup_.options.arms_bonus > 0;
  const int count = arms ? map_->arms_at(pos) : 0;
  if (count > 0) {
    score_points(p, 2 * count, Category::Bonus);
    if (events) events->push_back(Event{.kind = EventKind::ArmsBonus, .player = p, .pos = pos, .points = static_cast<std::int16_t>(2 * count)});
  }
}

// IB4: a free square (no tile, no large city, no chip) in the rows of the chip's colour.
bool Game::is_cache_square(int chip, int cell) const {
  return cell_band_[cell] == chip_colour(chip) && board_.is_placeable(cell) && board_.tile_at(cell) < 0 && chip_at_[cell] < 0;
}

bool Game::has_cache_square(int chip) const {
  for (int cell = 0; cell < board_.cells(); ++cell)
    if (is_cache_square(chip, cell)) return true;
  return false;
}

Status Game::check_cache(const Move& m) const {
  if (phase_ != Phase::Cache) return failure("no chip is waiting to be laid as a cache");
  if (m.player != current_) return failure("it is " + players_[current_].name + "'s turn");
  const int cell = board_.cell(m.pos);
  if (cell < 0 || !is_cache_square(pending_chip_, cell))
    return failure("square " + pos_text(m.pos) + " is not a free square of the " +
                                std::string(chip_colour_name(chip_colour(pending_chip_))) + " rows (IB4)");
  return {};
}

// TW4: some of the player's chips add up to exactly 4.
bool Game::can_pay(PlayerId p) const {
  int ones = 0, twos = 0;
  for (const ChipState& c : chips_)
    if (c.place == ChipPlace::Supply && c.owner == p) (chip_value(&c - chips_.data()) == 1 ? ones : twos)++;
  return twos >= 2 || (twos >= 1 && ones >= 2) || ones >= 4;
}

Status Game::check_upgrade(const Move& m) const {
  if (phase_ != Phase::Upgrade) return failure("no upgrade can be paid now (TW5)");
  if (m.player != current_) return failure("it is " + players_[current_].name + "'s turn");
  if (m.kind == MoveKind::NoUpgrade) return {};
  int need[3] = {0, 0, 0}, sum = 0;
  if (m.pay.count > 4) return failure("a payment is at most 4 chips");
  for (int i = 0; i < m.pay.count; ++i) {
    if (m.pay.chips[i] != 1 && m.pay.chips[i] != 2) return failure("chips are worth 1 or 2");
    ++need[m.pay.chips[i]];
    sum += m.pay.chips[i];
  }
  if (sum != 4) return failure("an upgrade costs chips worth exactly 4, not " + std::to_string(sum) + " (TW4, TW11)");
  int have[3] = {0, 0, 0};
  for (const ChipState& c : chips_)
    if (c.place == ChipPlace::Supply && c.owner == m.player) ++have[chip_value(&c - chips_.data())];
  if (have[1] < need[1] || have[2] < need[2]) return failure("not enough chips for that payment");
  const int cell = board_.cell(m.pos);
  const int tile = cell < 0 ? -1 : board_.tile_at(cell);
  for (const Figure& f : figures_) {
    if (f.tile != tile || f.slot != m.slot || f.owner != m.player || f.kind != FigureKind::Meeple) continue;
    if (f.chip >= 0) return failure("that meeple is upgraded already (TW8)");
    return {};
  }
  return failure("no meeple of yours stands at " + pos_text(m.pos) + " " + std::string(slot_name(m.slot)) + " (TW7)");
}

// TW6: the first chip paid goes under the meeple, the others leave the game.
void Game::apply_upgrade(const Move& m, std::vector<Event>* events) {
  const int tile = board_.tile_at(board_.cell(m.pos));
  Figure* target = nullptr;
  for (Figure& f : figures_)
    if (f.tile == tile && f.slot == m.slot && f.owner == m.player && f.kind == FigureKind::Meeple) target = &f;
  for (int i = 0; i < m.pay.count; ++i) {
    for (int c = 0; c < kChipCount; ++c) {
      if (chips_[c].place != ChipPlace::Supply || chips_[c].owner != m.player || chip_value(c) != m.pay.chips[i]) continue;
      if (i == 0) {
        chips_[c].place = ChipPlace::Under;
        target->chip = c;
      } else {
        chips_[c].place = ChipPlace::Out;
        if (events) events->push_back(Event{.kind = EventKind::ChipRemoved, .player = m.player, .chip = static_cast<std::int8_t>(c)});
      }
      break;
    }
  }
  if (events) {
    events->push_back(Event{.kind = EventKind::Upgraded, .player = m.player, .pos = m.pos, .slot = m.slot,
                            .chip = static_cast<std::int8_t>(target->chip)});
  }
}

}  // namespace carc
