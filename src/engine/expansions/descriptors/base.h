// The base game (B1–B24): its tile set and the steps every game has, on the open table (`map classic`).
#pragma once

#include "engine/expansions/descriptor.h"

namespace carc::base_words {  // record/steps/base.cpp
std::string write_figure(const Move& m);
}  // namespace carc::base_words

namespace carc::descriptors {

inline constexpr TileSetInfo kBaseTiles[] = {{"base", "Base game"}};
inline constexpr PhaseInfo kBasePhases[] = {
    {.phase = Phase::PlaceTile, .name = "place", .prompt = "turn.place", .touch_prompt = "turn.place.touch"},
    {.phase = Phase::Deploy, .name = "deploy", .rank = kFigureRank, .prompt = "turn.deploy", .touch_prompt = "turn.deploy.touch"},
    {.phase = Phase::GameEnd, .name = "end", .prompt = "turn.game_end"},
    {.phase = Phase::Over, .name = "over", .prompt = "turn.over"}};
inline constexpr MoveInfo kBaseMoves[] = {
    {MoveKind::Place, MoveOnBoard::Tile},  {MoveKind::Discard, MoveOnBoard::Button, "choice.discard"},
    {MoveKind::Deploy, MoveOnBoard::Figure}, {MoveKind::NoFigure, MoveOnBoard::Button, "choice.no_figure"},
    {MoveKind::Stand, MoveOnBoard::Own},   {MoveKind::End, MoveOnBoard::Button, "choice.end"}};
inline constexpr EventInfo kBaseEvents[] = {
    {EventKind::TilePlaced, "event.placed", EventWords::Tile, EventMarks::Pos},
    {EventKind::TileDiscarded, "event.discarded", EventWords::Tile},
    {EventKind::FigureDeployed, "event.deployed", EventWords::Own, EventMarks::Pos},   // + the feature
    {EventKind::FigureReturned, "event.returned", EventWords::Own, EventMarks::Pos},   // + the feature
    {EventKind::FeatureScored, {}, EventWords::Own, EventMarks::Pos, EventScore::Winners},
    {EventKind::GameEnded, "event.game_over"}};

// `FIGURE SLOT` (Game and the record reader handle the base game's steps themselves).
inline constexpr MoveWords kBaseMoveWords[] = {{MoveKind::Deploy, &base_words::write_figure},
                                               {MoveKind::NoFigure, nullptr, "no figure"}};

inline constexpr ExpansionDescriptor kBase{
    .id = "base", .name = "Carcassonne", .tile_sets = kBaseTiles,
    .phases = kBasePhases, .moves = kBaseMoves, .events = kBaseEvents, .move_words = kBaseMoveWords};

}  // namespace carc::descriptors
