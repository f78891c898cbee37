// Map chips: the deal (C3), collecting chips (C4), the coat-of-arms bonus (C5), Iberia's caches
// (IB3–IB7) and Taiwan's upgrades (TW3–TW11).
#include <algorithm>

#include "engine/figure_spots.h"
#include "engine/game.h"
#include "engine/text.h"

namespace carc {
namespace {

// A chip colour's word in a message (nested, so each language names it), and IB4's rows.
Error colour_words(int colour) {
  static constexpr ErrorKey kWords[] = {err::colour_orange, err::colour_blue, err::colour_purple};
  return error_of(kWords[colour]);
}
constexpr ErrorKey kCacheRows[] = {err::cache_rows_orange, err::cache_rows_blue, err::cache_rows_purple};

}  // namespace

// The chips' squares: none holds a chip yet; IB4's colour bands, worked out once per map.
void Game::init_chip_squares() {
  const MapDef& m = *map_;
  chip_state_.chip_at.assign(board_.cells(), -1);
  if (static_cast<int>(chip_state_.cell_band.size()) != board_.cells()) {  // the same for every game on this map
    chip_state_.cell_band.assign(board_.cells(), -1);
    for (int cell = 0; cell < board_.cells(); ++cell)
      for (int c = 0; c < 3; ++c)
        if (m.band(board_.pos(cell)) == chip_colour_name(c)) chip_state_.cell_band[cell] = static_cast<std::int8_t>(c);
  }
}

// C3: the chips laid out as written (`chip` lines), or dealt from the seed.
Status Game::deal_map_chips(const std::vector<StartTile>& starts, Rng& rng) {
  const MapDef& m = *map_;
  std::vector<ChipSpot> spots;
  std::vector<Pos> used;
  for (const StartTile& s : starts) used.push_back(s.pos);
  if (setup_.chip_spots.empty()) {
    if (!deal_chips(m, used, rng, spots)) return failure(err::no_chip_deal);
  } else if (Status laid = lay_written_chips(used, spots); !laid) {
    return laid;
  }
  chip_state_.dealt = spots;
  for (const ChipSpot& s : spots) {
    const int cell = board_.cell(s.square);
    chip_state_.chips[s.chip] = ChipState{ChipPlace::FaceDown, cell, 0};
    chip_state_.chip_at[cell] = static_cast<std::int8_t>(s.chip);
  }
  return {};
}

// `chip` lines: each names a chip still in the box and a square the seeded deal could use too
// (C3), given the chips written before it.
Status Game::lay_written_chips(const std::vector<Pos>& used_starts, std::vector<ChipSpot>& spots) const {
  for (const ChipSetup& c : setup_.chip_spots) {

    int chip = -1;
    for (int id = c.colour * 10; id < c.colour * 10 + 10 && chip < 0; ++id) {
      bool taken = false;
      for (const ChipSpot& s : spots) taken = taken || s.chip == id;
      if (!taken && chip_value(id) == c.value) chip = id;
    }
    if (chip < 0) return failure(err::chip_left, {"why_colour", colour_words(c.colour)}, {"value", c.value}, {"at", pos_text(c.pos)});
    if (const auto problem = chip_square_problem(*map_, used_starts, spots, c.pos))
      return failure(err::chip_square, {"at", pos_text(c.pos)}, {"why", error_of(*problem)});
    spots.push_back(ChipSpot{chip, c.pos});
  }
  return {};
}

// C4, IB6: a tile on a chip collects it; C5: a tile on a coat-of-arms square scores 2 per arms.
void Game::collect_chip(int cell, PlayerId p, std::vector<Event>* events) {
  const Pos pos = board_.pos(cell);
  const int chip = chip_state_.chip_at[cell];
  if (chip >= 0) {
    chip_state_.chip_at[cell] = -1;
    const bool cache = chip_state_.chips[chip].place == ChipPlace::Cache;
    const int points = cache ? setup_.options.cache_multiplier * chip_value(chip) : chip_value(chip);
    score_points(p, points, Category::Chips);
    if (events) {
      events->push_back(Event{.kind = EventKind::ChipCollected, .player = p, .pos = pos, .from_cache = cache,
                              .points = static_cast<std::int16_t>(points), .chip = static_cast<std::int8_t>(chip)});
    }
    if (cache) {  // IB6: a collected cache leaves the game
      chip_state_.chips[chip] = ChipState{ChipPlace::Out, -1, p};
    } else if (!map_->bands.empty()) {  // IB3, IB5: a map with colour bands lays it again as a cache
      chip_state_.chips[chip] = ChipState{ChipPlace::Out, -1, p};
      if (has_cache_square(chip)) chip_state_.pending = chip;
      else if (events) events->push_back(Event{.kind = EventKind::ChipRemoved, .player = p, .chip = static_cast<std::int8_t>(chip)});
    } else {  // TW3: kept face up
      chip_state_.chips[chip] = ChipState{ChipPlace::Supply, -1, p};
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
  return chip_state_.cell_band[cell] == chip_colour(chip) && board_.is_placeable(cell) && board_.tile_at(cell) < 0 && chip_state_.chip_at[cell] < 0;
}

bool Game::has_cache_square(int chip) const {
  for (int cell = 0; cell < board_.cells(); ++cell)
    if (is_cache_square(chip, cell)) return true;
  return false;
}

Status Game::check_cache(const Move& m) const {
  if (phase_ != Phase::Cache) return failure(err::no_cache_due);
  if (m.player != current_) return failure(err::turn, {"name", players_[current_].name});
  const int cell = board_.cell(m.pos);
  if (cell < 0 || !is_cache_square(chip_state_.pending, cell))
    return failure(kCacheRows[chip_colour(chip_state_.pending)], {"at", pos_text(m.pos)});
  return {};
}

// IB4: every free square of the collected chip's rows.
void Game::add_cache_moves(std::vector<Move>& out) const {
  for (int cell = 0; cell < board_.cells(); ++cell)
    if (is_cache_square(chip_state_.pending, cell)) out.push_back(Move{.kind = MoveKind::Cache, .player = current_, .pos = board_.pos(cell)});
}

// IB4: the collected chip lies face up on its square as a cache.
void Game::apply_cache(const Move& m, std::vector<Event>* events) {
  const int cell = board_.cell(m.pos);
  chip_state_.chips[chip_state_.pending] = ChipState{ChipPlace::Cache, cell, m.player};
  chip_state_.chip_at[cell] = static_cast<std::int8_t>(chip_state_.pending);
  if (events) events->push_back(Event{.kind = EventKind::CachePlaced, .player = m.player, .pos = m.pos, .chip = static_cast<std::int8_t>(chip_state_.pending)});
  chip_state_.pending = -1;
  next_step(events);
}

// TW4: some of the player's chips add up to exactly 4.
bool Game::can_pay(PlayerId p) const {
  int ones = 0, twos = 0;
  for (const ChipState& c : chip_state_.chips)
    if (c.place == ChipPlace::Supply && c.owner == p) (chip_value(&c - chip_state_.chips.data()) == 1 ? ones : twos)++;
  return twos >= 2 || (twos >= 1 && ones >= 2) || ones >= 4;
}

// TW5, TW7: once a turn, after the figure step, a player who can pay and has a meeple on the map
// that is not upgraded yet may upgrade it (Taiwan: a map without colour bands).
bool Game::upgrade_due() {
  if (chip_state_.upgrade_asked) return false;
  chip_state_.upgrade_asked = true;
  bool meeple = false;
  for (const Figure& f : figures_) meeple = meeple || (f.owner == current_ && f.kind == FigureKind::Meeple && f.chip < 0);
  return chips_on() && map_->bands.empty() && meeple && can_pay(current_);
}

Status Game::check_upgrade(const Move& m) const {
  if (phase_ != Phase::Upgrade) return failure(err::no_upgrade);
  if (m.player != current_) return failure(err::turn, {"name", players_[current_].name});
  if (m.kind == MoveKind::NoUpgrade) return {};
  int need[3] = {0, 0, 0}, sum = 0;
  if (m.pay.count > 4) return failure(err::payment_size);
  for (int i = 0; i < m.pay.count; ++i) {
    if (m.pay.chips[i] != 1 && m.pay.chips[i] != 2) return failure(err::chip_values);
    ++need[m.pay.chips[i]];
    sum += m.pay.chips[i];
  }
  if (sum != 4) return failure(err::upgrade_cost, {"sum", sum});
  int have[3] = {0, 0, 0};
  for (const ChipState& c : chip_state_.chips)
    if (c.place == ChipPlace::Supply && c.owner == m.player) ++have[chip_value(&c - chip_state_.chips.data())];
  if (have[1] < need[1] || have[2] < need[2]) return failure(err::chips_short);
  const int cell = board_.cell(m.pos);
  const int tile = cell < 0 ? -1 : board_.tile_at(cell);
  for (const Figure& f : figures_) {
    if (f.tile != tile || f.slot != m.slot || f.owner != m.player) continue;
    if (f.kind == FigureKind::Big) return failure(err::upgrade_big);
    if (f.kind != FigureKind::Meeple) continue;
    if (f.chip >= 0) return failure(err::upgraded_already);
    return {};
  }
  return failure(err::no_meeple_there, {"at", pos_text(m.pos)}, {"slot", slot_name(m.slot)});
}

// TW4–TW8, TW11: every distinct payment (the chip that goes under, then the rest) x meeple, then none.
void Game::add_upgrade_moves(std::vector<Move>& out) const {
  int have[3] = {0, 0, 0};
  for (int c = 0; c < kChipCount; ++c)
    if (chip_state_.chips[c].place == ChipPlace::Supply && chip_state_.chips[c].owner == current_) ++have[chip_value(c)];
  static constexpr Payment kPays[4] = {{{2, 2}, 2}, {{2, 1, 1}, 3}, {{1, 1, 2}, 3}, {{1, 1, 1, 1}, 4}};
  static constexpr int kNeed[4][3] = {{0, 0, 2}, {0, 2, 1}, {0, 2, 1}, {0, 4, 0}};
  const auto meeple_of_mine = [&](const Figure& g) { return g.owner == current_ && g.kind == FigureKind::Meeple; };
  for (int p = 0; p < 4; ++p) {
    if (have[1] < kNeed[p][1] || have[2] < kNeed[p][2]) continue;
    for (int i = 0; i < static_cast<int>(figures_.size()); ++i) {
      const Figure& f = figures_[i];
      if (!meeple_of_mine(f) || f.chip >= 0 || !first_at_spot(figures_, i, meeple_of_mine)) continue;
      out.push_back(Move{.kind = MoveKind::Upgrade, .player = current_, .pos = placed_[f.tile].pos, .slot = f.slot, .pay = kPays[p]});
    }
  }
  out.push_back(Move{.kind = MoveKind::NoUpgrade, .player = current_});
}

// TW6: the first chip paid goes under the meeple, the others leave the game.
void Game::apply_upgrade(const Move& m, std::vector<Event>* events) {
  const int tile = board_.tile_at(board_.cell(m.pos));
  Figure* target = nullptr;
  for (Figure& f : figures_)
    if (f.tile == tile && f.slot == m.slot && f.owner == m.player && f.kind == FigureKind::Meeple) target = &f;
  for (int i = 0; i < m.pay.count; ++i) {
    for (int c = 0; c < kChipCount; ++c) {
      if (chip_state_.chips[c].place != ChipPlace::Supply || chip_state_.chips[c].owner != m.player || chip_value(c) != m.pay.chips[i]) continue;
      if (i == 0) {
        chip_state_.chips[c].place = ChipPlace::Under;
        target->chip = c;
      } else {
        chip_state_.chips[c].place = ChipPlace::Out;
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

// Chip conservation: all 30 are on the map, in supplies, under meeples or out of the game.
Status Game::validate_chips() const {
  if (!chips_on()) return {};
  int count[6] = {0, 0, 0, 0, 0, 0};
  for (int c = 0; c < kChipCount; ++c) {
    const ChipState& s = chip_state_.chips[c];
    ++count[static_cast<int>(s.place)];
    const bool on_map = s.place == ChipPlace::FaceDown || s.place == ChipPlace::Cache;
    if (on_map && chip_state_.chip_at[s.cell] != c) return failure(err::check_chip_square);
    if (s.place == ChipPlace::Under) {
      int under = 0;
      for (const Figure& f : figures_) under += f.chip == c && f.owner == s.owner && f.kind == FigureKind::Meeple;
      if (under != 1) return failure(err::check_chip_under);
    }
  }
  for (int cell = 0; cell < static_cast<int>(chip_state_.chip_at.size()); ++cell) {
    const int c = chip_state_.chip_at[cell];
    if (c >= 0 && chip_state_.chips[c].cell != cell) return failure(err::check_chip_elsewhere);
  }
  for (const Figure& f : figures_)
    if (f.chip >= 0 && chip_state_.chips[f.chip].place != ChipPlace::Under) return failure(err::check_chip_lost);
  if ((chip_state_.pending >= 0) != (phase_ == Phase::Cache)) return failure(err::check_cache_pending);
  if (setup_.chip_spots.empty() && count[static_cast<int>(ChipPlace::Unused)] != 0)
    return failure(err::check_chip_deal);
  return {};
}

}  // namespace carc
