// Map chips: the deal (C3), collecting chips (C4), the coat-of-arms bonus (C5), Iberia's caches
// (IB3–IB7) and Taiwan's upgrades (TW3–TW11).
#include "engine/expansions/chips.h"

#include <array>
#include <utility>

#include "engine/table/figure_spots.h"
#include "engine/base/text.h"

namespace carc::map_chips {
namespace {

// A chip colour's word in a message (nested, so each language names it), and IB4's rows.
Error colour_words(int colour) {
  static constexpr ErrorKey kWords[] = {err::colour_orange, err::colour_blue, err::colour_purple};
  return error_of(kWords[colour]);
}
constexpr ErrorKey kCacheRows[] = {err::cache_rows_orange, err::cache_rows_blue, err::cache_rows_purple};

// `chip` lines: each names a chip still in the box and a square the seeded deal could use too
// (C3), given the chips written before it.
Status lay_written_chips(const Table& t, const std::vector<Pos>& used_starts, std::vector<ChipSpot>& spots) {
  for (const ChipSetup& c : t.setup_.chip_spots) {
    int chip = -1;
    const bool hidden = c.colour < 0;  // `chip hidden X,Y` (fair draw): the first chip left
    for (int id = hidden ? 0 : c.colour * 10; id < (hidden ? kChipCount : c.colour * 10 + 10) && chip < 0; ++id) {
      bool taken = false;
      for (const ChipSpot& spot : spots) taken = taken || spot.chip == id;
      if (!taken && (hidden || chip_value(id) == c.value)) chip = id;
    }
    if (chip < 0) return failure(err::chip_left, {"why_colour", colour_words(c.colour)}, {"value", c.value}, {"at", pos_text(c.pos)});
    if (const auto problem = chip_square_problem(*t.map_, used_starts, spots, c.pos))
      return failure(err::chip_square, {"at", pos_text(c.pos)}, {"why", error_of(*problem)});
    spots.push_back(ChipSpot{chip, c.pos});
  }
  return {};
}

// IB4: a free square (no tile, no large city, no chip) in the rows of the chip's colour.
bool is_cache_square(const Table& t, const ChipsState& s, int chip, int cell) {
  return s.cell_band[cell] == chip_colour(chip) && t.board_.is_placeable(cell) && t.board_.tile_at(cell) < 0 && s.chip_at[cell] < 0;
}

bool has_cache_square(const Table& t, const ChipsState& s, int chip) {
  for (int cell = 0; cell < t.board_.cells(); ++cell)
    if (is_cache_square(t, s, chip, cell)) return true;
  return false;
}

// TW4: some of the player's chips add up to exactly 4.
bool can_pay(const Table& t, PlayerId p) {
  int ones = 0, twos = 0;
  for (const ChipState& c : t.chips_)
    if (c.place == ChipPlace::Supply && c.owner == p) (chip_value(&c - t.chips_.data()) == 1 ? ones : twos)++;
  return twos >= 2 || (twos >= 1 && ones >= 2) || ones >= 4;
}

}  // namespace

// The chips' squares: none holds a chip yet; IB4's colour bands, worked out once per map.
void init_squares(const Table& t, ChipsState& s) {
  const MapDef& m = *t.map_;
  s.chip_at.assign(t.board_.cells(), -1);
  if (static_cast<int>(s.cell_band.size()) != t.board_.cells()) {  // the same for every game on this map
    s.cell_band.assign(t.board_.cells(), -1);
    for (int cell = 0; cell < t.board_.cells(); ++cell)
      for (int c = 0; c < 3; ++c)
        if (m.band(t.board_.pos(cell)) == chip_colour_name(c)) s.cell_band[cell] = static_cast<std::int8_t>(c);
  }
}


// C3: the chips laid out as written (`chip` lines), or dealt from the seed.
Status deal(Table& t, ChipsState& s, const std::vector<StartTile>& starts, Rng& rng) {
  const MapDef& m = *t.map_;
  std::vector<ChipSpot> spots;
  std::vector<Pos> used;
  for (const StartTile& start : starts) used.push_back(start.pos);
  if (t.setup_.chip_spots.empty()) {
    if (!deal_chips(m, used, rng, spots)) return failure(err::no_chip_deal);
  } else if (Status laid = lay_written_chips(t, used, spots); !laid) {
    return laid;
  }
  s.dealt = spots;
  for (const ChipSpot& spot : spots) {
    const int cell = t.board_.cell(spot.square);
    t.chips_[spot.chip] = ChipState{ChipPlace::FaceDown, cell, 0};
    s.chip_at[cell] = static_cast<std::int8_t>(spot.chip);
  }
  return {};
}

// C4, IB6: a tile on a chip collects it; C5: a tile on a coat-of-arms square scores 2 per arms.
void collect(Table& t, ChipsState& s, int cell, PlayerId p, std::vector<Event>* events) {
  const Pos pos = t.board_.pos(cell);
  if (s.chip_at[cell] >= 0 && s.turned >= 0 && t.chips_[s.chip_at[cell]].place == ChipPlace::FaceDown &&
      t.chips_[s.turned].place == ChipPlace::FaceDown) {
    // Fair draw: the chip turned over is the one the draw chose; the backs are alike (C3), so it
    // changes squares with the chip that lay here.
    const int other = s.chip_at[cell], there = t.chips_[s.turned].cell;
    std::swap(t.chips_[other].cell, t.chips_[s.turned].cell);
    s.chip_at[cell] = static_cast<std::int8_t>(s.turned);
    s.chip_at[there] = static_cast<std::int8_t>(other);
  }
  const int chip = s.chip_at[cell];
  if (chip >= 0) {
    s.chip_at[cell] = -1;
    const bool cache = t.chips_[chip].place == ChipPlace::Cache;
    const int points = cache ? t.setup_.options.cache_multiplier * chip_value(chip) : chip_value(chip);
    t.score_points(p, points, Category::Chips);
    if (events) {
      events->push_back(Event{.kind = EventKind::ChipCollected, .player = p, .pos = pos, .from_cache = cache,
                              .points = static_cast<std::int16_t>(points), .chip = static_cast<std::int8_t>(chip)});
    }
    if (cache) {  // IB6: a collected cache leaves the game
      t.chips_[chip] = ChipState{ChipPlace::Out, -1, p};
    } else if (!t.map_->bands.empty()) {  // IB3, IB5: a map with colour bands lays it again as a cache
      t.chips_[chip] = ChipState{ChipPlace::Out, -1, p};
      if (has_cache_square(t, s, chip)) s.pending = chip;
      else if (events) events->push_back(Event{.kind = EventKind::ChipRemoved, .player = p, .chip = static_cast<std::int8_t>(chip)});
    } else {  // TW3: kept face up
      t.chips_[chip] = ChipState{ChipPlace::Supply, -1, p};
    }
  }
  const bool arms = t.setup_.options.arms_bonus < 0 ? t.setup_.chips : t.setup_.options.arms_bonus > 0;
  const int count = arms ? t.map_->arms_at(pos) : 0;
  if (count > 0) {
    t.score_points(p, 2 * count, Category::Bonus);
    if (events) events->push_back(Event{.kind = EventKind::ArmsBonus, .player = p, .pos = pos, .points = static_cast<std::int16_t>(2 * count)});
  }
}


Status check_cache(const Table& t, const ChipsState& s, const Move& m) {
  if (t.phase_ != Phase::Cache) return failure(err::no_cache_due);
  if (m.player != t.current_) return failure(err::turn, {"name", t.players_[t.current_].name});
  const int cell = t.board_.cell(m.pos);
  if (cell < 0 || !is_cache_square(t, s, s.pending, cell))
    return failure(kCacheRows[chip_colour(s.pending)], {"at", pos_text(m.pos)});
  return {};
}

// IB4: every free square of the collected chip's rows.
void add_cache_moves(const Table& t, const ChipsState& s, std::vector<Move>& out) {
  for (int cell = 0; cell < t.board_.cells(); ++cell)
    if (is_cache_square(t, s, s.pending, cell)) out.push_back(Move{.kind = MoveKind::Cache, .player = t.current_, .pos = t.board_.pos(cell)});
}

// IB4: the collected chip lies face up on its square as a cache.
StepEnd apply_cache(Table& t, ChipsState& s, const Move& m, std::vector<Event>* events) {
  const int cell = t.board_.cell(m.pos);
  t.chips_[s.pending] = ChipState{ChipPlace::Cache, cell, m.player};
  s.chip_at[cell] = static_cast<std::int8_t>(s.pending);
  if (events) events->push_back(Event{.kind = EventKind::CachePlaced, .player = m.player, .pos = m.pos, .chip = static_cast<std::int8_t>(s.pending)});
  s.pending = -1;
  return StepEnd::Next;
}

// TW5, TW7: once a turn, after the figure step, a player who can pay and has a meeple on the map
// that is not upgraded yet may upgrade it (Taiwan: a map without colour bands).
bool upgrade_due(const Table& t, ChipsState& s) {
  if (s.upgrade_asked) return false;
  s.upgrade_asked = true;
  bool meeple = false;
  for (const Figure& f : t.figures_) meeple = meeple || (f.owner == t.current_ && f.kind == FigureKind::Meeple && f.chip < 0);
  return t.chips_on() && t.map_->bands.empty() && meeple && can_pay(t, t.current_);
}

Status check_upgrade(const Table& t, const ChipsState&, const Move& m) {
  if (t.phase_ != Phase::Upgrade) return failure(err::no_upgrade);
  if (m.player != t.current_) return failure(err::turn, {"name", t.players_[t.current_].name});
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
  for (const ChipState& c : t.chips_)
    if (c.place == ChipPlace::Supply && c.owner == m.player) ++have[chip_value(&c - t.chips_.data())];
  if (have[1] < need[1] || have[2] < need[2]) return failure(err::chips_short);
  const int cell = t.board_.cell(m.pos);
  const int tile = cell < 0 ? -1 : t.board_.tile_at(cell);
  for (const Figure& f : t.figures_) {
    if (f.tile != tile || f.slot != m.slot || f.owner != m.player) continue;
    if (f.kind == FigureKind::Big) return failure(err::upgrade_big);
    if (f.kind != FigureKind::Meeple) continue;
    if (f.chip >= 0) return failure(err::upgraded_already);
    return {};
  }
  return failure(err::no_meeple_there, {"at", pos_text(m.pos)}, {"slot", slot_name(m.slot)});
}

// TW4–TW8, TW11: every distinct payment (the chip that goes under, then the rest) x meeple, then none.
void add_upgrade_moves(const Table& t, const ChipsState&, std::vector<Move>& out) {
  int have[3] = {0, 0, 0};
  for (int c = 0; c < kChipCount; ++c)
    if (t.chips_[c].place == ChipPlace::Supply && t.chips_[c].owner == t.current_) ++have[chip_value(c)];
  static constexpr Payment kPays[4] = {{{2, 2}, 2}, {{2, 1, 1}, 3}, {{1, 1, 2}, 3}, {{1, 1, 1, 1}, 4}};
  static constexpr int kNeed[4][3] = {{0, 0, 2}, {0, 2, 1}, {0, 2, 1}, {0, 4, 0}};
  const auto meeple_of_mine = [&](const Figure& g) { return g.owner == t.current_ && g.kind == FigureKind::Meeple; };
  for (int p = 0; p < 4; ++p) {
    if (have[1] < kNeed[p][1] || have[2] < kNeed[p][2]) continue;
    for (int i = 0; i < static_cast<int>(t.figures_.size()); ++i) {
      const Figure& f = t.figures_[i];
      if (!meeple_of_mine(f) || f.chip >= 0 || !first_at_spot(t.figures_, i, meeple_of_mine)) continue;
      out.push_back(Move{.kind = MoveKind::Upgrade, .player = t.current_, .pos = t.placed_[f.tile].pos, .slot = f.slot, .pay = kPays[p]});
    }
  }
  out.push_back(Move{.kind = MoveKind::NoUpgrade, .player = t.current_});
}

// TW6: the first chip paid goes under the meeple, the others leave the game.
StepEnd apply_upgrade(Table& t, ChipsState&, const Move& m, std::vector<Event>* events) {
  const int tile = t.board_.tile_at(t.board_.cell(m.pos));
  Figure* target = nullptr;
  for (Figure& f : t.figures_)
    if (f.tile == tile && f.slot == m.slot && f.owner == m.player && f.kind == FigureKind::Meeple) target = &f;
  for (int i = 0; i < m.pay.count; ++i) {
    for (int c = 0; c < kChipCount; ++c) {
      if (t.chips_[c].place != ChipPlace::Supply || t.chips_[c].owner != m.player || chip_value(c) != m.pay.chips[i]) continue;
      if (i == 0) {
        t.chips_[c].place = ChipPlace::Under;
        target->chip = c;
      } else {
        t.chips_[c].place = ChipPlace::Out;
        if (events) events->push_back(Event{.kind = EventKind::ChipRemoved, .player = m.player, .chip = static_cast<std::int8_t>(c)});
      }
      break;
    }
  }
  if (events) {
    events->push_back(Event{.kind = EventKind::Upgraded, .player = m.player, .pos = m.pos, .slot = m.slot,
                            .chip = static_cast<std::int8_t>(target->chip)});
  }
  return StepEnd::Next;
}

// C3: the backs are identical, so every face-down chip may lie on any face-down square.
void determinize(Table& t, ChipsState& s, Rng& rng) {
  std::array<int, kChipCount> ids{}, cells{};
  std::uint32_t count = 0;
  for (int c = 0; c < kChipCount; ++c)
    if (t.chips_[c].place == ChipPlace::FaceDown) ids[count++] = c;
  std::uint32_t n = 0;
  for (int cell = 0; cell < static_cast<int>(s.chip_at.size()) && n < count; ++cell)
    if (s.chip_at[cell] >= 0 && t.chips_[s.chip_at[cell]].place == ChipPlace::FaceDown) cells[n++] = cell;
  rng.shuffle(ids.data(), count);
  for (std::uint32_t i = 0; i < count; ++i) {
    t.chips_[ids[i]].cell = cells[i];
    s.chip_at[cells[i]] = static_cast<std::int8_t>(ids[i]);
  }
}

// Chip conservation: all 30 are on the map, in supplies, under meeples or out of the game.
Status validate(const Table& t, const ChipsState& s) {
  if (!t.chips_on()) return {};
  int count[6] = {0, 0, 0, 0, 0, 0};
  for (int c = 0; c < kChipCount; ++c) {
    const ChipState& chip = t.chips_[c];
    ++count[static_cast<int>(chip.place)];
    const bool on_map = chip.place == ChipPlace::FaceDown || chip.place == ChipPlace::Cache;
    if (on_map && s.chip_at[chip.cell] != c) return failure(err::check_chip_square);
    if (chip.place == ChipPlace::Under) {
      int under = 0;
      for (const Figure& f : t.figures_) under += f.chip == c && f.owner == chip.owner && f.kind == FigureKind::Meeple;
      if (under != 1) return failure(err::check_chip_under);
    }
  }
  for (int cell = 0; cell < static_cast<int>(s.chip_at.size()); ++cell) {
    const int c = s.chip_at[cell];
    if (c >= 0 && t.chips_[c].cell != cell) return failure(err::check_chip_elsewhere);
  }
  for (const Figure& f : t.figures_)
    if (f.chip >= 0 && t.chips_[f.chip].place != ChipPlace::Under) return failure(err::check_chip_lost);
  if ((s.pending >= 0) != (t.phase_ == Phase::Cache)) return failure(err::check_cache_pending);
  if (t.setup_.chip_spots.empty() && count[static_cast<int>(ChipPlace::Unused)] != 0)
    return failure(err::check_chip_deal);

  return {};
}

}  // namespace carc::map_chips
