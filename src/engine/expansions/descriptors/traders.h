// Traders & Builders (T1–T14): its tiles and its rules (goods, builder, pig).
#pragma once

#include "engine/expansions/descriptor.h"
#include "engine/expansions/units.h"

namespace carc::traders_hooks {  // its hooks for Game; its record words: record/steps/traders.cpp

inline Status set_up(Table&, UnitStates& u, std::vector<TileType>&, Rng&) {
  u.traders_ = TradersState{};
  return {};
}

inline void clear_turn(UnitStates& u) { u.traders_.extra_earned = false; }

inline void tile_placed(const Table& t, UnitStates& u, PlayerId p, const PlacedTile& pt) { traders::tile_placed(t, u.traders_, p, pt); }

inline void followers_moved(Table& t, UnitStates&, std::vector<Event>* events) { traders::return_orphan_builders(t, events); }  // T9

inline bool plays_again(UnitStates& u, Phase next) { return traders::plays_again(u.traders_, next); }  // T7

inline Status validate(const Table& t, const UnitStates&) { return traders::validate(t); }

// Its scoring: goods to whoever completes a city (T2, T3) and at the end (T4), the pig's field (T12).
inline void city_completed(Table& t, UnitStates&, int root, std::vector<Event>* events) { traders::take_goods(t, root, events); }
inline void final_last(Table& t, UnitStates&, std::vector<Event>* events) { traders::score_goods(t, events); }

}  // namespace carc::traders_hooks

namespace carc::descriptors {

inline constexpr TileSetInfo kTradersTiles[] = {{"tb", "Traders & Builders"}};
inline constexpr RuleSetInfo kTradersRules[] = {
    {"tb", "Traders & Builders rules (goods, builder, pig)",
     "Whoever completes a city takes its goods; the most of each kind scores 10 at the end (T2-T4). Builder: "
     "stands on a road or city with your follower; extending it gives you a second tile (T5-T9). Pig: stands in "
     "a field with your farmer; if you win the field, its cities pay 4 each, not 3 (T10-T13).",
     &Rules::tb}};
inline constexpr EventInfo kTradersEvents[] = {{EventKind::GoodsTaken, "event.goods", EventWords::Own, EventMarks::None, EventScore::Shown}};
inline constexpr std::string_view kTradersUnits[] = {"traders"};
inline constexpr UnitHooks kTradersHooks{
    .set_up = &traders_hooks::set_up, .clear_turn = &traders_hooks::clear_turn,
    .tile_placed = &traders_hooks::tile_placed, .followers_moved = &traders_hooks::followers_moved,
    .plays_again = &traders_hooks::plays_again, .validate = &traders_hooks::validate,
    .city_completed = &traders_hooks::city_completed, .field_bonus = &traders::pig_owners,
    .final_last = &traders_hooks::final_last};

inline constexpr ExpansionDescriptor kTraders{
    .id = "tb", .name = "Traders & Builders", .tile_sets = kTradersTiles, .rules = kTradersRules,
    .events = kTradersEvents, .units = kTradersUnits, .hooks = &kTradersHooks};

}  // namespace carc::descriptors
