// Moves (what a player does) and events (what happened), the game's only mutation path:
// Game::apply(move) validates a move, changes the state and reports events.
#pragma once

#include <cstdint>

#include "engine/base/types.h"

namespace carc {

// One kind per choice, so that no field changes meaning with the kind: a move carries only the
// fields its kind names below; the others keep their defaults.
enum class MoveKind : std::uint8_t {
  Place,         // tile, pos, rot: put the drawn tile on a square (B3)
  Discard,       // tile: it fits nowhere, remove it from the game (B4)
  Deploy,        // figure, slot: stand one figure on the tile just placed (B5, B6); ends the step
  NoFigure,      // no figure this turn (B5)
  Stand,         // figure, pos, slot: `order free` only, a figure on any tile (positions, puzzles)
  End,           // end the game now and apply final scoring (B18–B24)
  Cache,         // pos: Iberia chips, lay the collected chip face up on a free square of its rows (IB4)
  Upgrade,       // pay, pos, slot: Taiwan chips, pay chips worth 4 to upgrade the meeple there (TW4–TW7)
  NoUpgrade,     // Taiwan chips: no upgrade this turn
  PorxadaSwap,   // La Porxada option A: swap two followers now (P3)
  PorxadaBonus,  // La Porxada option B: the end-of-game bonus (P3)
  Swap,          // pos, slot, pos2, slot2: own follower at pos/slot with another's at pos2/slot2 (P5)
  NoSwap,        // option A taken, but no swap after all (P5: the swap is a may)
  Accept,        // by the swap's target: the two followers change places (P5)
  Refuse,        // pos, slot: by the swap's target, giving up their follower there for good (P8)
  RefuseSupply,  // by the swap's target, giving up a meeple from supply (P8 with the switch)
  Gbm,           // pos, slot: move the Gingerbread Man to the city there (G2, G4)
  Withdraw,      // pos, slot: P15 house rule, the knight there leaves the La Porxada city
  Stay,          // P15 house rule: this player keeps the rest of their knights there
};

// A payment of chips (TW4, TW11): values 1 or 2 adding up to 4; chips[0] goes under the meeple.
struct Payment {
  std::uint8_t chips[4] = {0, 0, 0, 0};
  std::uint8_t count = 0;
  friend bool operator==(const Payment&, const Payment&) = default;
};

// Small and trivially copyable: the generator lists thousands per second. Build one with
// designated initialisers (`Move{.kind = MoveKind::Place, .player = p, .tile = t, …}`).
struct Move {
  MoveKind kind = MoveKind::Place;
  PlayerId player = 0;
  TileType tile{};   // Place, Discard
  Pos pos{};         // Place, Stand, Cache, Upgrade, Swap (own follower), Refuse, Gbm, Withdraw
  std::uint8_t rot = 0;  // Place: quarter turns clockwise
  FigureKind figure = FigureKind::Meeple;  // Deploy, Stand
  Slot slot = 0;     // with pos (Deploy: on the tile just placed), a slot of the tile as it lies
  Payment pay{};     // Upgrade
  Pos pos2{};        // Swap: the other player's follower
  Slot slot2 = 0;

  // One identity per move: equal when every field is (a move carries defaults in the fields its
  // kind does not name, so this is "the same choice"). The history, the AI's node table and the
  // tests compare moves only with this.
  friend bool operator==(const Move&, const Move&) = default;
};

// The one 64-bit hash of a move, over every field operator== compares: equal moves hash equal
// (distinct moves differ but for collisions, about one in 2^64). FNV-1a over fixed-width values,
// the same natively and in WASM (no std::hash). `carc arena`'s signature uses it (the search keys
// its tables more cheaply and compares moves whole: ai/search.cpp).
std::uint64_t move_hash(const Move& move);

enum class EventKind : std::uint8_t {
  TilePlaced,      // player, tile, pos, rot
  TileDiscarded,   // player, tile
  FigureDeployed,  // player, figure, pos, slot
  FigureReturned,  // player, figure, pos, slot
  FeatureScored,   // feature, complete, tiles, pennants, points, winners, pos (a tile of it)
  ChipCollected,   // player, chip, pos, points, from_cache (face down: its value; a cache: 2x or 3x)
  CachePlaced,     // player, chip, pos
  ChipRemoved,     // chip leaves the game (no square for a cache, paid, or under a scored meeple)
  ArmsBonus,       // player, pos, points (C5)
  Upgraded,        // player, chip (under the meeple), pos, slot
  GoodsTaken,      // player takes goods[] tokens (wine, grain, cloth) for a city they completed (T2)
  GbmBonus,        // player, points (knights x tiles, G3/G4), pos of the city
  GbmMoved,        // player, pos/slot of the new city
  GbmSetAside,     // player: the GBM's city was completed and no unfinished city is left (G7)
  PorxadaSwapChosen,   // player chose option A, the swap (P3)
  PorxadaBonusChosen,  // player chose option B, the end bonus (P3)
  Swapped,         // player, pos/slot and pos2/slot2 of the two followers (P5)
  SwapRefused,     // player (who refused), follower given up at pos/slot (P8)
  SwapRefusedSupply,  // player (who refused) gave up a meeple from supply (P8 with the switch)
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
  bool complete = false;         // FeatureScored: completed during the game
  bool final_scoring = false;    // FeatureScored: at the end
  bool from_cache = false;       // ChipCollected: the chip was a cache (IB6)
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
