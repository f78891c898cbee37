// The Gingerbread Man (G1–G12): its tiles, its rules, its step (move him, G2 and G4) and events.
#pragma once

#include "engine/expansions/descriptor.h"

namespace carc::descriptors {

inline constexpr TileSetInfo kGingerbreadTiles[] = {{"gbm", "Gingerbread Man"}};
inline constexpr RuleSetInfo kGingerbreadRules[] = {
    {"gbm", "Gingerbread Man rules",
     "The Gingerbread Man starts in the start tile's city. Whoever places a Gingerbread Man tile moves him to "
     "another unfinished city; each player with knights in the city he leaves scores knights x tiles. When his "
     "city is completed it scores that bonus too, and he moves on (G1-G7).",
     &Rules::gbm}};
inline constexpr Phase kGingerbreadPhases[] = {Phase::Gbm};
inline constexpr MoveKind kGingerbreadMoves[] = {MoveKind::Gbm};
inline constexpr EventKind kGingerbreadEvents[] = {EventKind::GbmBonus, EventKind::GbmMoved, EventKind::GbmSetAside};
inline constexpr StepWord kGingerbreadWords[] = {{"gbm", 7}};  // `gbm X,Y SLOT`

inline constexpr ExpansionDescriptor kGingerbread{
    .id = "gbm", .name = "Gingerbread Man", .tile_sets = kGingerbreadTiles, .rules = kGingerbreadRules,
    .phases = kGingerbreadPhases, .moves = kGingerbreadMoves, .events = kGingerbreadEvents,
    .step_words = kGingerbreadWords};

}  // namespace carc::descriptors
