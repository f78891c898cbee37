// The explicit size limits of every input the engine reads (records, maps, tile catalogues):
// beyond them a line or file is rejected with an error instead of overflowing an index.
// Documented for users in docs/records.md, assets/maps/README.md and assets/tiles/README.md.
#pragma once

#include "engine/base/types.h"

namespace carc {

// Bytes in one line of a record, a map or a tile catalogue (its end-of-line not counted).
inline constexpr int kMaxLineLength = 4096;
// Players of a game (kMaxPlayers, types.h) and followers per player (`followers N`).
inline constexpr int kMaxFollowers = 30;
// `start` lines of a record.
inline constexpr int kMaxStartTiles = 100;
// Tiles on the open table: the draw pile of the chosen sets (each set once: all of them hold
// about 140 tiles) plus the start tiles. The classic board is a square of 2 x this + 5 squares a
// side, copied whole when a move line is tried, so it is kept small.
inline constexpr int kMaxTilesInPlay = 250;
// `tilecount N`: tiles in play asked for (more than the chosen sets hold is rejected too).
inline constexpr int kMaxTileCount = 1000;
// `players Ben:mcts:N`: search iterations per decision a computer seat may ask for.
inline constexpr int kMaxSearchIterations = 10000000;
// `Ben:mcts:N:playout=K`: turns a playout may run before it is cut.
inline constexpr int kMaxPlayoutTurns = 1000;
// `Ben:ms:T`: milliseconds a computer seat may think per decision.
inline constexpr int kMaxThinkMs = 600000;
// Features of one tile type (a field's bordering cities are a 16-bit mask of feature indices).
inline constexpr int kMaxTileFeatures = 16;
// A map's columns or rows, and its squares in all (cols x rows). Placed tiles and frontier
// squares are 16-bit indices on the board, so both stay below 32,768.
inline constexpr int kMaxMapSide = 250;
inline constexpr int kMaxMapSquares = 30000;
static_assert(kMaxMapSquares < 32768 && 4 * kMaxTilesInPlay + 4 < 32768, "board indices are 16-bit");

}  // namespace carc
