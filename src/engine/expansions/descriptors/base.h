// The base game (B1–B24): its tile set and the steps every game has, on the open table (`map classic`).
#pragma once

#include "engine/expansions/descriptor.h"

namespace carc::descriptors {

inline constexpr TileSetInfo kBaseTiles[] = {{"base", "Base game"}};
inline constexpr Phase kBasePhases[] = {Phase::PlaceTile, Phase::Deploy, Phase::GameEnd, Phase::Over};
inline constexpr MoveKind kBaseMoves[] = {MoveKind::Place, MoveKind::Discard, MoveKind::Deploy,
                                          MoveKind::NoFigure, MoveKind::Stand, MoveKind::End};
inline constexpr EventKind kBaseEvents[] = {EventKind::TilePlaced,     EventKind::TileDiscarded,
                                            EventKind::FigureDeployed, EventKind::FigureReturned,
                                            EventKind::FeatureScored,  EventKind::GameEnded};

inline constexpr ExpansionDescriptor kBase{
    .id = "base", .name = "Carcassonne", .tile_sets = kBaseTiles,
    .phases = kBasePhases, .moves = kBaseMoves, .events = kBaseEvents};

}  // namespace carc::descriptors
