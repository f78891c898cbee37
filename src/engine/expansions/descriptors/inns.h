// Inns & Cathedrals (I1–I9): its tiles and its rules (large meeple, inns, cathedrals).
#pragma once

#include "engine/expansions/descriptor.h"
#include "engine/expansions/inns.h"

namespace carc::descriptors {

inline constexpr TileSetInfo kInnsTiles[] = {{"ic", "Inns & Cathedrals"}};
inline constexpr RuleSetInfo kInnsRules[] = {
    {"ic", "Inns & Cathedrals rules (large meeple, inns, cathedrals)",
     "Each player gets a large meeple that counts as two followers (I2-I4). A road with an inn scores 2 per "
     "tile when completed, 0 if unfinished at the end (I5, I6). A city with a cathedral scores 3 per tile and "
     "pennant when completed, 0 if unfinished (I7, I8).",
     &Rules::ic}};
inline constexpr std::string_view kInnsUnits[] = {"inns"};  // no state
// An inn's road and a cathedral's city score otherwise (I5–I8).
inline constexpr UnitHooks kInnsHooks{.feature_points = &inns::points};

inline constexpr ExpansionDescriptor kInns{
    .id = "ic", .name = "Inns & Cathedrals", .tile_sets = kInnsTiles, .rules = kInnsRules,
    .units = kInnsUnits, .hooks = &kInnsHooks};

}  // namespace carc::descriptors
