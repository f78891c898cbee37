// The Gingerbread Man (G1–G12): its tiles, its rules, its step (move him, G2 and G4) and events.
#pragma once

#include "engine/expansions/descriptor.h"
#include "engine/expansions/units.h"

namespace carc::gbm_hooks {  // its hooks for Game; its record words: record/steps/gingerbread.cpp

inline Status set_up(Table&, UnitStates& u, std::vector<TileType>&, Rng&) {
  u.gbm_ = GbmState{};
  return {};
}

inline void start(const Table& t, UnitStates& u) { gingerbread::place_at_start(t, u.gbm_); }  // G1

inline void clear_turn(UnitStates& u) { u.gbm_.tile_placed = u.gbm_.city_completed = u.gbm_.step_done = false; }

inline void tile_placed(const Table& t, UnitStates& u, PlayerId, const PlacedTile& pt) { gingerbread::tile_placed(t, u.gbm_, pt); }

inline bool move_due(Table& t, UnitStates& u, std::vector<Event>* events) { return gingerbread::step(t, u.gbm_, events); }  // G2, G4

inline Status check(const Table& t, const UnitStates& u, const Move& m) { return gingerbread::check(t, u.gbm_, m); }

inline void add_moves(const Table& t, const UnitStates& u, Phase, std::vector<Move>& out) { gingerbread::add_moves(t, u.gbm_, out); }

inline StepEnd apply(Table& t, UnitStates& u, const Move& m, std::vector<Event>* events) {
  return gingerbread::apply(t, u.gbm_, m, events);
}

inline Status validate(const Table& t, const UnitStates& u) { return gingerbread::validate(t, u.gbm_); }

// Its scoring: the bonus of his city comes first (G4), inside La Porxada's bubble too (P12).
inline void before_completed(Table& t, UnitStates& u, int root, std::vector<Event>* events) {
  gingerbread::city_completed(t, u.gbm_, root, events);
}
inline void before_scored_as_complete(Table& t, const UnitStates& u, int root, std::uint8_t players, std::vector<Event>* events) {
  if (gingerbread::is_in(t, u.gbm_, root)) gingerbread::pay_bonus(t, root, events, players);
}

// Its record words (record/steps/gingerbread.cpp).
Status read_move(std::span<const std::string_view> w, std::size_t& i, Move& m);
Status why_unused(const Game& g, const Move& m);
std::string write_move(const Move& m);

}  // namespace carc::gbm_hooks

namespace carc::descriptors {

inline constexpr TileSetInfo kGingerbreadTiles[] = {{"gbm", "Gingerbread Man"}};
inline constexpr RuleSetInfo kGingerbreadRules[] = {
    {"gbm", "Gingerbread Man rules",
     "The Gingerbread Man starts in the start tile's city. Whoever places a Gingerbread Man tile moves him to "
     "another unfinished city; each player with knights in the city he leaves scores knights x tiles. When his "
     "city is completed it scores that bonus too, and he moves on (G1-G7).",
     &Rules::gbm}};
inline constexpr PhaseInfo kGingerbreadPhases[] = {
    {.phase = Phase::Gbm, .name = "gbm", .rank = 70, .due = &gbm_hooks::move_due, .asked = true, .missing = err::add_gbm,
     .prompt = "turn.gbm", .touch_prompt = "turn.gbm.touch"}};
inline constexpr MoveInfo kGingerbreadMoves[] = {
    {.kind = MoveKind::Gbm, .on_board = MoveOnBoard::Marker, .choice = "choice.gbm", .marker = "marker.gbm"}};
inline constexpr EventInfo kGingerbreadEvents[] = {
    {EventKind::GbmBonus, "event.gbm_bonus", EventWords::Points, EventMarks::Pos, EventScore::Player, Category::Bonus},
    {EventKind::GbmMoved, "event.gbm_moved", EventWords::Plain, EventMarks::Pos},
    {EventKind::GbmSetAside, "event.gbm_left"}};
inline constexpr StepWord kGingerbreadWords[] = {  // `gbm X,Y SLOT`
    {"gbm", 70, Phase::Gbm, &gbm_hooks::read_move, &gbm_hooks::why_unused, false, err::gbm_once}};
inline constexpr MoveWords kGingerbreadMoveWords[] = {{MoveKind::Gbm, &gbm_hooks::write_move}};
inline constexpr std::string_view kGingerbreadUnits[] = {"gingerbread"};
inline constexpr UnitHooks kGingerbreadHooks{
    .set_up = &gbm_hooks::set_up, .start = &gbm_hooks::start, .clear_turn = &gbm_hooks::clear_turn, .tile_placed = &gbm_hooks::tile_placed,
    .check = &gbm_hooks::check, .add_moves = &gbm_hooks::add_moves, .apply = &gbm_hooks::apply,
    .validate = &gbm_hooks::validate, .before_scored_as_complete = &gbm_hooks::before_scored_as_complete,
    .before_completed = &gbm_hooks::before_completed};

inline constexpr ExpansionDescriptor kGingerbread{
    .id = "gbm", .name = "Gingerbread Man", .tile_sets = kGingerbreadTiles, .rules = kGingerbreadRules,
    .phases = kGingerbreadPhases, .moves = kGingerbreadMoves, .events = kGingerbreadEvents,
    .step_words = kGingerbreadWords, .move_words = kGingerbreadMoveWords, .units = kGingerbreadUnits,
    .hooks = &kGingerbreadHooks};

}  // namespace carc::descriptors
