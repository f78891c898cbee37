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
  Cache,    // Iberia chips: lay the collected chip face up on a free square of its rows (IB4)
  Upgrade,  // Taiwan chips: pay chips worth exactly 4 to upgrade a meeple (TW4–TW7), or not
  Porxada,  // La Porxada: has_figure true = swap (option A), false = end bonus (option B) (P3)
  Swap,     // has_figure: swap own follower at pos/slot with another's at pos2/slot2 (P5); else none
  Refuse,   // by the swap's target: has_figure false = accept; true = refuse and give up the
            // follower at pos/slot (P8), or one from supply when slot = kSlotCount
  Gbm,      // move the Gingerbread Man to the city at pos/slot (G2, G4)
  Withdraw, // P15 house rule: has_figure = take the knight at pos/slot out of the La Porxada
            // city back to supply; false = this player keeps the rest there
};

struct Move {
  MoveKind kind = MoveKind::Place;
  PlayerId player = 0;
  TileType tile{};        // Place, Discard
  Pos pos{};              // Place, Stand
  std::uint8_t rot = 0;   // Place: quarter turns clockwise
  bool has_figure = false;  // Deploy: false = no figure this turn
  FigureKind figure = FigureKind::Meeple;  // Deploy, Stand
  Slot slot = 0;          // Deploy, Stand, Upgrade: a slot of the tile as it lies
  // Upgrade: has_figure = true to pay; pay[0..pay_count) are chip values (1 or 2) adding up to
  // 4, pay[0] is the chip that goes under the meeple at pos/slot.
  std::uint8_t pay[4] = {0, 0, 0, 0};
  std::uint8_t pay_count = 0;
  Pos pos2{};             // Swap: the other player's follower
  Slot slot2 = 0;
};

enum class EventKind : std::uint8_t {
  TilePlaced,      // player, tile, pos, rot
  TileDiscarded,   // player, tile
  FigureDeployed,  // player, figure, pos, slot
  FigureReturned,  // player, figure, pos, slot
  FeatureScored,   // feature, complete, tiles, pennants, points, winners, pos (a tile of it)
  ChipCollected,   // player, chip, pos, points (face down: its value; a cache: 2x or 3x)
  CachePlaced,     // player, chip, pos
  ChipRemoved,     // chip leaves the game (no square for a cache, paid, or under a scored meeple)
  ArmsBonus,       // player, pos, points (C5)
  Upgraded,        // player, chip (under the meeple), pos, slot
  GoodsTaken,      // player takes goods[] tokens (wine, grain, cloth) for a city they completed (T2)
  GbmBonus,        // player, points (knights x tiles, G3/G4), pos of the city
  GbmMoved,        // player, pos/slot of the new city (pos -1000: beside the board, G7)
  PorxadaChosen,   // player, complete = swap (A) / false = bonus (B)
  Swapped,         // player, pos/slot and pos2/slot2 of the two followers (P5)
  SwapRefused,     // player (who refused), figure given up at pos/slot (P8)
  PorxadaToken,    // player receives a La Porxada bonus token (P9, P15)
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
  std::int8_t chip = -1;
  std::uint8_t goods[3] = {0, 0, 0};
  Pos pos2{};
  Slot slot2 = 0;
};

}  // namespace carc
