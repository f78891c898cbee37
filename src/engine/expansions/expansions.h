// The expansions a game can be set up with, as one list of descriptors (descriptor.h), and the
// tables read from it at compile time: tile sets, expansion rules, `option` switches, maps, a
// record's step and move words, the steps of a turn and the hooks Game calls, by phase and move
// kind. A new expansion adds its descriptor to kExpansions.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>

#include "engine/expansions/descriptor.h"
#include "engine/expansions/descriptors/base.h"
#include "engine/expansions/descriptors/gingerbread.h"
#include "engine/expansions/descriptors/inns.h"
#include "engine/expansions/descriptors/maps.h"
#include "engine/expansions/descriptors/porxada.h"
#include "engine/expansions/descriptors/tournament.h"
#include "engine/expansions/descriptors/traders.h"
#include "engine/expansions/descriptors/winter.h"

namespace carc {

// NOTE: the order is the records' canonical order: `tiles` and `rules` lists and `option` lines
// are written in it (base first; the maps' switches before La Porxada's, the tournament's last).
inline constexpr const ExpansionDescriptor* kExpansions[] = {
    &descriptors::kBase,        &descriptors::kInns, &descriptors::kTraders, &descriptors::kWinter,
    &descriptors::kGingerbread, &descriptors::kMaps, &descriptors::kPorxada, &descriptors::kTournament,
};

namespace detail {
// The items of one table of every descriptor (`Member`), one after the other.
template <auto Member>
constexpr auto gather() {
  using Item = typename std::remove_cvref_t<decltype(kExpansions[0]->*Member)>::value_type;
  constexpr std::size_t n = [] {
    std::size_t count = 0;
    for (const ExpansionDescriptor* d : kExpansions) count += (d->*Member).size();
    return count;
  }();
  std::array<Item, n> out{};
  std::size_t at = 0;
  for (const ExpansionDescriptor* d : kExpansions)
    for (const Item& item : d->*Member) out[at++] = item;
  return out;
}
constexpr std::size_t index_of(const PhaseInfo& p) { return static_cast<std::size_t>(p.phase); }
constexpr std::size_t index_of(const MoveInfo& m) { return static_cast<std::size_t>(m.kind); }
constexpr std::size_t index_of(const EventInfo& e) { return static_cast<std::size_t>(e.kind); }
// Every hook `Hook` (a member of UnitHooks) the descriptors fill in, in the list's order.
template <auto Hook>
constexpr auto hook_list() {
  using Fn = std::remove_cvref_t<decltype(UnitHooks{}.*Hook)>;
  constexpr std::size_t n = [] {
    std::size_t count = 0;
    for (const ExpansionDescriptor* d : kExpansions) count += d->hooks && d->hooks->*Hook ? 1 : 0;
    return count;
  }();
  std::array<Fn, n> out{};
  std::size_t at = 0;
  for (const ExpansionDescriptor* d : kExpansions)
    if (d->hooks && d->hooks->*Hook) out[at++] = d->hooks->*Hook;
  return out;
}
// The hooks of the descriptor that names each item of table `Member` (phases, moves), by the
// item's value: nullptr for the base game's.
template <auto Member, std::size_t N>
constexpr auto hooks_by() {
  std::array<const UnitHooks*, N> out{};
  for (const ExpansionDescriptor* d : kExpansions)
    for (const auto& item : d->*Member) out[index_of(item)] = d->hooks;
  return out;
}
// The items of table `Member` (phases, moves, events) by their value.
template <auto Member, std::size_t N>
constexpr auto by_value() {
  using Item = typename std::remove_cvref_t<decltype(kExpansions[0]->*Member)>::value_type;
  std::array<Item, N> out{};
  for (const ExpansionDescriptor* d : kExpansions)
    for (const Item& item : d->*Member) out[index_of(item)] = item;
  return out;
}
// The move words by move kind (kind End, no write and no `alone` text: a move of no step).
template <std::size_t N>
constexpr auto move_words_by_kind() {
  std::array<MoveWords, N> out{};
  for (MoveWords& w : out) w.kind = MoveKind::End;
  for (const ExpansionDescriptor* d : kExpansions)
    for (const MoveWords& w : d->move_words) out[static_cast<std::size_t>(w.kind)] = w;
  return out;
}
// The steps Game::next_step asks for (those with a `due`), by rank.
constexpr auto turn_steps() {
  constexpr auto phases = gather<&ExpansionDescriptor::phases>();
  constexpr std::size_t n = [&] {
    std::size_t count = 0;
    for (const PhaseInfo& p : phases) count += p.asked ? 1 : 0;
    return count;
  }();
  std::array<PhaseInfo, n> out{};
  std::size_t at = 0;
  for (const PhaseInfo& p : phases)
    if (p.asked) out[at++] = p;
  std::sort(out.begin(), out.end(), [](const PhaseInfo& a, const PhaseInfo& b) { return a.rank < b.rank; });
  return out;
}
// The ids of the tile sets.
constexpr auto tile_set_ids() {
  constexpr auto sets = gather<&ExpansionDescriptor::tile_sets>();
  std::array<std::string_view, sets.size()> out{};
  for (std::size_t i = 0; i < sets.size(); ++i) out[i] = sets[i].id;
  return out;
}
}  // namespace detail

inline constexpr auto kTileSetInfos = detail::gather<&ExpansionDescriptor::tile_sets>();
inline constexpr auto kRuleSetInfos = detail::gather<&ExpansionDescriptor::rules>();
inline constexpr auto kRuleSwitches = detail::gather<&ExpansionDescriptor::switches>();
// The map boards (assets/maps/ID.map); a record's `map` is one of them or "classic", the open table.
inline constexpr auto kMapBoards = detail::gather<&ExpansionDescriptor::maps>();
inline constexpr auto kStepWords = detail::gather<&ExpansionDescriptor::step_words>();
// The expansions' units (src/engine/expansions/UNIT.h, .cpp), each once.
inline constexpr auto kUnits = detail::gather<&ExpansionDescriptor::units>();
// Every phase and move kind is named by one descriptor: so many there are.
inline constexpr std::size_t kPhaseCount = detail::gather<&ExpansionDescriptor::phases>().size();
inline constexpr std::size_t kMoveKindCount = detail::gather<&ExpansionDescriptor::moves>().size();
inline constexpr std::size_t kEventKindCount = detail::gather<&ExpansionDescriptor::events>().size();
// Each phase's info, each move kind's words and each event kind's info, indexed by their value.
inline constexpr auto kPhaseInfos = detail::by_value<&ExpansionDescriptor::phases, kPhaseCount>();
inline constexpr auto kMoveWords = detail::move_words_by_kind<kMoveKindCount>();
inline constexpr auto kEventInfos = detail::by_value<&ExpansionDescriptor::events, kEventKindCount>();
inline constexpr auto kMoveInfos = detail::by_value<&ExpansionDescriptor::moves, kMoveKindCount>();
// The hooks Game calls for a phase's moves and a move kind (nullptr: the base game's own).
inline constexpr auto kPhaseHooks = detail::hooks_by<&ExpansionDescriptor::phases, kPhaseCount>();
inline constexpr auto kMoveHooks = detail::hooks_by<&ExpansionDescriptor::moves, kMoveKindCount>();
// Every descriptor's hook `Hook` (a member of UnitHooks) that is filled in, in the list's order.
template <auto Hook>
inline constexpr auto kHooks = detail::hook_list<Hook>();
// Calls f(std::integral_constant<std::size_t, I>) for I = 0, 1, … N - 1 until one returns true;
// returns whether one did. Unrolled at compile time: a hook read from a table in f is a constant,
// so Game calls it directly, as it would call it by name.
template <std::size_t N, class F>
constexpr bool any_index(F&& f) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return (f(std::integral_constant<std::size_t, I>{}) || ...);
  }(std::make_index_sequence<N>{});
}
// Calls every descriptor's hook `Hook` with `args`, in the list's order.
template <auto Hook, class... Args>
void call_hooks(Args&&... args) {
  any_index<kHooks<Hook>.size()>([&](auto i) {
    constexpr auto hook = kHooks<Hook>[decltype(i)::value];
    hook(args...);
    return false;
  });
}
// Calls the descriptors' hook `Hook` with `args`, in the list's order, until one returns true;
// returns whether one did.
template <auto Hook, class... Args>
bool any_hook(Args&&... args) {
  return any_index<kHooks<Hook>.size()>([&](auto i) {
    constexpr auto hook = kHooks<Hook>[decltype(i)::value];
    return hook(args...);
  });
}
// The players every descriptor's hook `Hook` returns (bit p: player p), together.
template <auto Hook, class... Args>
std::uint8_t players_of_hooks(Args&&... args) {
  std::uint8_t players = 0;
  any_index<kHooks<Hook>.size()>([&](auto i) {
    constexpr auto hook = kHooks<Hook>[decltype(i)::value];
    players |= hook(args...);
    return false;
  });
  return players;
}
// The steps of a turn Game::next_step asks for, by rank (the base game's figure step and
// scoring come at kFigureRank and kScoringRank among them).
inline constexpr auto kTurnSteps = detail::turn_steps();

// The set names a game may ask for, in canonical order.
inline constexpr auto kTileSets = detail::tile_set_ids();

// The tile sets in canonical order, with names.
inline std::span<const TileSetInfo> tile_sets() { return kTileSetInfos; }
inline std::span<const RuleSetInfo> rule_sets() { return kRuleSetInfos; }
inline std::span<const RuleSwitch> rule_switches() { return kRuleSwitches; }
// The expansion rules called `id`, or nullptr.
const RuleSetInfo* find_rule_set(std::string_view id);
// The switch called `name`, or nullptr.
const RuleSwitch* find_rule_switch(std::string_view name);
// The info of phase `p`, event kind `e` and move kind `k`, from the descriptor that adds it (the page's
// instructions, its log's words, marks and scorings read them).
const PhaseInfo& phase_info(Phase p);
const EventInfo& event_info(EventKind e);
const MoveInfo& move_info(MoveKind k);
// The descriptor that adds phase `p`, move kind `k`, event kind `e` (every one has exactly one).
const ExpansionDescriptor* owner_of(Phase p);
const ExpansionDescriptor* owner_of(MoveKind k);
const ExpansionDescriptor* owner_of(EventKind e);

}  // namespace carc
