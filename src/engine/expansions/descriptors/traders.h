// Traders & Builders (T1–T14): its tiles and its rules (goods, builder, pig).
#pragma once

#include "engine/expansions/descriptor.h"

namespace carc::descriptors {

inline constexpr TileSetInfo kTradersTiles[] = {{"tb", "Traders & Builders"}};
inline constexpr RuleSetInfo kTradersRules[] = {
    {"tb", "Traders & Builders rules (goods, builder, pig)",
     "Whoever completes a city takes its goods; the most of each kind scores 10 at the end (T2-T4). Builder: "
     "stands on a road or city with your follower; extending it gives you a second tile (T5-T9). Pig: stands in "
     "a field with your farmer; if you win the field, its cities pay 4 each, not 3 (T10-T13).",
     &Rules::tb}};
inline constexpr EventKind kTradersEvents[] = {EventKind::GoodsTaken};

inline constexpr ExpansionDescriptor kTraders{
    .id = "tb", .name = "Traders & Builders", .tile_sets = kTradersTiles, .rules = kTradersRules,
    .events = kTradersEvents};

}  // namespace carc::descriptors
