// The expansions a game can be set up with, as one list of descriptors (descriptor.h), and the
// tables read from it: tile sets, expansion rules, `option` switches, maps and a record's step
// words, each in the list's order. A new expansion adds its descriptor to kExpansions.
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <string_view>

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
// The descriptor that adds phase `p`, move kind `k`, event kind `e` (every one has exactly one).
const ExpansionDescriptor* owner_of(Phase p);
const ExpansionDescriptor* owner_of(MoveKind k);
const ExpansionDescriptor* owner_of(EventKind e);

}  // namespace carc
