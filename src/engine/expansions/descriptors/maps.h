// Carcassonne Maps (M1–M24, C1–C5, TW1–TW11, IB1–IB7): the Taiwan and Iberia boards, the switches
// where the sources differ, and the chips' steps (Iberia's cache, Taiwan's upgrade) and events.
#pragma once

#include "engine/expansions/descriptor.h"
#include "engine/expansions/units.h"

namespace carc::maps_hooks {  // its hooks for Game; its record words: record/steps/maps.cpp

inline Status set_up(Table& t, UnitStates& u, std::vector<TileType>& pile, Rng& rng) {
  u.chip_state_.dealt.clear();  // chip_at: map_chips::init_squares; cell_band stays (the same map)
  u.chip_state_.pending = -1;
  if (!t.map_) return {};
  std::vector<StartTile> starts;
  if (Status s = maps::set_up(t, u.map_state_, pile, rng, starts); !s) return s;
  map_chips::init_squares(t, u.chip_state_);
  if (t.setup_.chips)
    if (Status s = map_chips::deal(t, u.chip_state_, starts, rng); !s) return s;  // C3
  return {};
}

inline void clear_turn(UnitStates& u) {
  u.chip_state_.upgrade_asked = false;
  u.chip_state_.turned = -1;
}

inline void tile_laid(Table& t, UnitStates& u, PlayerId p, int tile, std::vector<Event>* events) {
  maps::connect_squares(t, u.map_state_, tile);
  if (t.map_) map_chips::collect(t, u.chip_state_, t.placed_[tile].cell, p, events);  // C6: chip, arms, cache
}

inline bool cache_due(Table&, UnitStates& u, std::vector<Event>*) { return u.chip_state_.pending >= 0; }  // IB4

inline bool upgrade_due(Table& t, UnitStates& u, std::vector<Event>*) { return map_chips::upgrade_due(t, u.chip_state_); }  // TW5

inline Status check(const Table& t, const UnitStates& u, const Move& m) {
  if (m.kind == MoveKind::Cache) return map_chips::check_cache(t, u.chip_state_, m);
  return map_chips::check_upgrade(t, u.chip_state_, m);  // Upgrade, NoUpgrade
}

inline void add_moves(const Table& t, const UnitStates& u, Phase p, std::vector<Move>& out) {
  if (p == Phase::Cache) map_chips::add_cache_moves(t, u.chip_state_, out);
  else map_chips::add_upgrade_moves(t, u.chip_state_, out);
}

inline StepEnd apply(Table& t, UnitStates& u, const Move& m, std::vector<Event>* events) {
  if (m.kind == MoveKind::Cache) return map_chips::apply_cache(t, u.chip_state_, m, events);
  if (m.kind == MoveKind::Upgrade) return map_chips::apply_upgrade(t, u.chip_state_, m, events);
  return StepEnd::Next;  // NoUpgrade
}

inline void determinize(Table& t, UnitStates& u, Rng& rng) {
  if (t.chips_on()) map_chips::determinize(t, u.chip_state_, rng);  // C3
}

inline Status validate(const Table& t, const UnitStates& u) { return map_chips::validate(t, u.chip_state_); }

// Its record words (record/steps/maps.cpp).
Status read_cache(std::span<const std::string_view> w, std::size_t& i, Move& m);
Status read_upgrade(std::span<const std::string_view> w, std::size_t& i, Move& m);
Status why_no_cache(const Game& g, const Move& m);
Status why_no_upgrade(const Game& g, const Move& m);
std::string write_cache(const Move& m);
std::string write_upgrade(const Move& m);

}  // namespace carc::maps_hooks

namespace carc::descriptors {

inline constexpr std::string_view kMapsMaps[] = {"taiwan", "iberia"};
inline constexpr RuleSwitch kMapsSwitches[] = {
    {"ferry", "road", "any", "A ferry's harbour tile needs a road to the sea (M20)", "map",
     [](const Setup& s) { return s.options.ferry_road ? 1 : 0; },
     [](Setup& s, bool on) { s.options.ferry_road = on; }},
    {"monastery-border", "filled", "open", "Missing squares around a monastery count as filled (M24)", "map",
     [](const Setup& s) { return s.options.border_monastery ? 1 : 0; },
     [](Setup& s, bool on) { s.options.border_monastery = on; }},
    {"cache", "x3", "x2", "Caches pay three times their value, 2019 rules (IB6, IB7)", "map",
     [](const Setup& s) { return s.options.cache_multiplier == 3 ? 1 : 0; },
     [](Setup& s, bool on) { s.options.cache_multiplier = on ? 3 : 2; }},
    {"arms", "on", "off", "Coat-of-arms bonus, also without the chips (C5)", "map",
     [](const Setup& s) { return s.options.arms_bonus; },
     [](Setup& s, bool on) { s.options.arms_bonus = on ? 1 : 0; }},
};
inline constexpr PhaseInfo kMapsPhases[] = {
    {.phase = Phase::Cache, .name = "cache", .rank = 0, .due = &maps_hooks::cache_due, .asked = true, .missing = err::add_cache,
     .prompt = "turn.cache", .touch_prompt = "turn.cache.touch"},
    {.phase = Phase::Upgrade, .name = "upgrade", .rank = 50, .due = &maps_hooks::upgrade_due, .asked = true, .skippable = true,
     .skip = MoveKind::NoUpgrade, .prompt = "turn.upgrade"}};
inline constexpr MoveInfo kMapsMoves[] = {{MoveKind::Cache, MoveOnBoard::Square},
                                          {MoveKind::Upgrade, MoveOnBoard::Upgrade},
                                          {MoveKind::NoUpgrade, MoveOnBoard::Button, "choice.no_upgrade"}};
inline constexpr EventInfo kMapsEvents[] = {
    {EventKind::ChipCollected, "event.chip", EventWords::Own, EventMarks::Pos, EventScore::Player, Category::Chips},  // or event.chip.cache
    {EventKind::CachePlaced, "event.cache", EventWords::Chip, EventMarks::Pos},
    {EventKind::ChipRemoved, "event.chip_removed", EventWords::Chip},
    {EventKind::ArmsBonus, "event.arms", EventWords::Points, EventMarks::Pos, EventScore::Player, Category::Bonus},
    {EventKind::Upgraded, "event.upgraded", EventWords::Spot, EventMarks::Pos}};
// `cache X,Y`, `upgrade 2+1+1 X,Y SLOT`
inline constexpr StepWord kMapsWords[] = {
    {"cache", 0, Phase::Cache, &maps_hooks::read_cache, &maps_hooks::why_no_cache, false, err::cache_once},
    {"upgrade", 50, Phase::Upgrade, &maps_hooks::read_upgrade, &maps_hooks::why_no_upgrade, false, err::upgrade_words}};
inline constexpr MoveWords kMapsMoveWords[] = {{MoveKind::Cache, &maps_hooks::write_cache},
                                               {MoveKind::Upgrade, &maps_hooks::write_upgrade},
                                               {MoveKind::NoUpgrade, nullptr, "no upgrade"}};
inline constexpr std::string_view kMapsUnits[] = {"map_setup", "chips"};
inline constexpr UnitHooks kMapsHooks{
    .set_up = &maps_hooks::set_up, .clear_turn = &maps_hooks::clear_turn, .tile_laid = &maps_hooks::tile_laid,
    .check = &maps_hooks::check, .add_moves = &maps_hooks::add_moves, .apply = &maps_hooks::apply,
    .determinize = &maps_hooks::determinize, .validate = &maps_hooks::validate};

inline constexpr ExpansionDescriptor kMaps{
    .id = "maps", .name = "Carcassonne Maps", .switches = kMapsSwitches, .maps = kMapsMaps,
    .phases = kMapsPhases, .moves = kMapsMoves, .events = kMapsEvents, .step_words = kMapsWords,
    .move_words = kMapsMoveWords, .units = kMapsUnits, .hooks = &kMapsHooks};

}  // namespace carc::descriptors
