// The base game (B1–B24): its tile set and the steps every game has, on the open table (`map classic`).
#pragma once

#include "engine/expansions/descriptor.h"

namespace carc::base_words {  // record/steps/base.cpp
std::string write_figure(const Move& m);
}  // namespace carc::base_words

namespace carc::descriptors {

inline constexpr TileSetInfo kBaseTiles[] = {{"base", "Base game"}};
inline constexpr PhaseInfo kBasePhases[] = {
    {.phase = Phase::PlaceTile, .name = "place"}, {.phase = Phase::Deploy, .name = "deploy", .rank = kFigureRank},
    {.phase = Phase::GameEnd, .name = "end"}, {.phase = Phase::Over, .name = "over"}};
inline constexpr MoveKind kBaseMoves[] = {MoveKind::Place, MoveKind::Discard, MoveKind::Deploy,
                                          MoveKind::NoFigure, MoveKind::Stand, MoveKind::End};
inline constexpr EventKind kBaseEvents[] = {EventKind::TilePlaced,     EventKind::TileDiscarded,
                                            EventKind::FigureDeployed, EventKind::FigureReturned,
                                            EventKind::FeatureScored,  EventKind::GameEnded};

// `FIGURE SLOT` (Game and the record reader handle the base game's steps themselves).
inline constexpr MoveWords kBaseMoveWords[] = {{MoveKind::Deploy, &base_words::write_figure},
                                               {MoveKind::NoFigure, nullptr, "no figure"}};

inline constexpr ExpansionDescriptor kBase{
    .id = "base", .name = "Carcassonne", .tile_sets = kBaseTiles,
    .phases = kBasePhases, .moves = kBaseMoves, .events = kBaseEvents, .move_words = kBaseMoveWords};

}  // namespace carc::descriptors
