// Moves (what a player does) and events (what happened), the game's only mutation path:
// Game::apply(move) validates a move, changes the state and reports events.
#pragma once

#include <cstdint>

#include "engine/types.h"

namespace carc {

enum class MoveKind : std::uint8_t {
  Place,    // put the drawn tile on a square (B3)
  Deploy,   // stand one figure on the tile just placed, or none (B5, B6); ends the turn
  Discard,  // the drawn tile fits nowhere: remove it from the game (B4)
  Stand,    // `order free` only: stand a figure on any tile, skipping B6 (positions, puzzles)
  End,      // end the game now and apply final scoring (B18–B24)
};

struct Move {
  MoveKind kind = MoveKind::Place;
  PlayerId player = 0;
  TileType tile{};        // Place, Discard
  Pos pos{};              // Place, Stand
  std::uint8_t rot = 0;   // Place: quarter turns clockwise
  bool has_figure = false;  // Deploy: false = no figure this turn
  FigureKind figure = FigureKind::Meeple;  // Deploy, Stand
  Slot slot = 0;          // Deploy, Stand: a slot of the tile as it lies
};

enum class EventKind : std::uint8_t {
  TilePlaced,      // player, tile, pos, rot
  TileDiscarded,   // player, tile
  FigureDeployed,  // player, figure, pos, slot
  FigureReturned,  // player, figure, pos, slot
  FeatureScored,   // feature, complete, tiles, pennants, points, winners, pos (a tile of it)
  GameEnded,
};

struct Event {
  EventKind kind = EventKind::TilePlaced;
  PlayerId player = 0;
  TileType tile{};
  Pos pos{};
  std::uint8_t rot = 0;
  FigureKind figure = FigureKind::Meeple;
  Slot slot = 0;
  FeatureKind feature = FeatureKind::City;
  bool complete = false;
  bool final_scoring = false;
  std::uint16_t tiles = 0;
  std::uint16_t pennants = 0;
  std::int16_t points = 0;       // points each winner scores
  std::uint8_t winners = 0;      // bit p: player p scores `points`
  Category category = Category::City;
};

}  // namespace carc
