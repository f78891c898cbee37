// The table every rule reads: the board and its feature graph, the tiles and figures on it, the
// players and their points, the 30 map chips, whose turn and which step it is. Game is built on
// one; each expansion's unit works on it and on its own state only (the hooks atop game.h,
// named by its descriptor: expansions/descriptor.h).
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/table/board.h"
#include "engine/base/error.h"
#include "engine/table/features.h"
#include "engine/setup/library.h"
#include "engine/table/moves.h"
#include "engine/setup/setup.h"

namespace carc {

// The steps of a turn, in order. Only PlaceTile and GameEnd lie between turns.
enum class Phase : std::uint8_t {
  PlaceTile,  // the current player places the drawn tile (or discards it)
  Cache,      // Iberia chips: the collected chip must be laid face up as a cache (IB3, IB4)
  Deploy,     // the same player may stand a figure on the tile
  Porxada,    // La Porxada was placed: its owner picks the swap or the end bonus (P3)
  Swap,       // the owner picks one of their followers and another player's to swap, or none (P5)
  Refuse,     // the other player accepts the swap or refuses and gives up a follower (P8)
  Upgrade,    // Taiwan chips: the player may pay chips worth 4 to upgrade a meeple (TW4–TW7)
  Gbm,        // the Gingerbread Man must move to another unfinished city (G2, G4)
  Withdraw,   // P15 house rule: the La Porxada city was completed; its knights may leave
  GameEnd,    // no tile or square left: only `end` (final scoring) remains
  Over,       // final scoring done
};
std::string_view phase_name(Phase p);

// Where each of the 30 map chips is (validate() checks they are all somewhere).
enum class ChipPlace : std::uint8_t { Unused, FaceDown, Cache, Supply, Under, Out };
struct ChipState {
  ChipPlace place = ChipPlace::Unused;
  int cell = -1;        // FaceDown, Cache: its square
  PlayerId owner = 0;   // Supply, Under
};

struct PlacedTile {
  TileType type{};
  std::uint8_t rot = 0;
  Pos pos;
  int cell = 0;
  int first_node = 0;  // node of feature 0; feature i is first_node + i
  bool printed = false;  // a large-city square of the map, not a tile
};

struct Figure {
  PlayerId owner = 0;
  FigureKind kind = FigureKind::Meeple;
  int tile = 0;  // placed tile index
  Slot slot = 0;
  int node = 0;
  int chip = -1;  // Taiwan: the chip under an upgraded meeple (TW6); it counts as two (TW9)
};

struct PlayerState {
  std::string name;
  int score = 0;
  std::array<int, kCategories> by_category{};
  std::array<int, kFigureKinds> supply{};
  std::array<int, kFigureKinds> removed{};  // P8: given up for the rest of the game
  // T2: wine, grain, cloth tokens. Traders & Builders state kept here, not in TradersState: the
  // page reads it with the rest of a player's row (players panel, state JSON).
  std::array<int, 3> goods{};
};

// Why figure move m may not stand on the tile just placed, without words (the generator asks
// for every candidate, and a message would cost an allocation each); Game::check_deploy words it.
enum class DeployBlock : std::uint8_t { None, NotInRules, NoSupply, BadSlot, NoFeature, Occupied, BuilderPlace, PigPlace, NoFollower };

// What an expansion's move leaves to the turn (Game::apply acts on it). Only the game changes the
// phase: a unit that wants another step of its own next asks for it with StepEnd::enter.
struct StepEnd {
  enum Kind : std::uint8_t {
    Stay,            // the step goes on
    Next,            // the step is done: the turn goes on (Game::next_step)
    FollowersMoved,  // followers moved or left: builders left alone go home (T9), then as Next
    Enter,           // the turn goes on with the step `phase`
  };
  Kind kind;
  Phase phase = Phase::PlaceTile;  // Enter only
  constexpr StepEnd(Kind k) : kind(k) {}  // NOLINT: `return StepEnd::Next;`
  static constexpr StepEnd enter(Phase p) {
    StepEnd end(Enter);
    end.phase = p;
    return end;
  }
};

// The pieces on the table and the few base rules every expansion reads them through. Its fields
// keep the names (trailing `_`) they had as Game's own members: Game's base code reads them as is.
struct Table {
  // The definition of a tile type, or of a large-city square of the map.
  const TileDef& def(TileType t) const {
    return to_int(t) < catalogue_->size() ? catalogue_->def(t) : printed_defs_[to_int(t) - catalogue_->size()];
  }
  int player_count() const { return static_cast<int>(players_.size()); }
  bool chips_on() const { return map_ && setup_.chips; }
  // Node of the feature at `slot` of placed tile `tile`, or -1.
  int node_at(int tile, Slot slot) const;
  // The name of feature `f` on a placed tile as it lies: its lowest slot (M for a monastery).
  Slot feature_slot(const PlacedTile& pt, int feature) const;
  // Distinct squares of the feature whose root is `root` (B17).
  int count_tiles(int root) const;
  bool is_complete(int root) const;
  // Filled squares around a monastery's square (B16, M24).
  int monastery_neighbours(int cell) const;
  // The follower of `owner` standing at (pos, slot): its index in figures_, or -1.
  int figure_at(Pos pos, Slot slot, PlayerId owner) const;
  // Puts a tile on a free square and joins its features (B3, M23): its index in placed_.
  int place_tile(TileType t, int rot, int cell);
  void add_figure(PlayerId p, FigureKind k, int tile, Slot slot, std::vector<Event>* events);
  // Takes a figure off the board: back to supply, or out of the game (P8); a chip under it
  // leaves the game (TW10).
  void remove_figure(int index, bool to_supply, std::vector<Event>* events);
  void score_points(PlayerId p, int points, Category c);

  const Library* library_ = nullptr;
  const Catalogue* catalogue_ = nullptr;
  const MapDef* map_ = nullptr;
  Setup setup_;
  Board board_;
  FeatureGraph graph_;
  std::vector<TileDef> printed_defs_;  // large-city squares as fixed pseudo-tiles (M12–M14)
  int printed_tiles_ = 0;              // placed_[0, printed_tiles_) are large-city squares,
  int start_tiles_ = 0;                // then this many start tiles
  std::vector<PlacedTile> placed_;
  std::vector<Figure> figures_;
  std::vector<PlayerState> players_;
  std::array<ChipState, kChipCount> chips_{};
  Phase phase_ = Phase::PlaceTile;
  PlayerId current_ = 0;
  int last_tile_ = -1;
  // Scratch marks by generation (distinct tiles, cities): no allocation in the hot loops.
  mutable std::vector<std::uint32_t> stamp_;
  mutable std::uint32_t stamp_gen_ = 0;

 private:
  void join_side(int tile, int side, int other);
};

// Inline: the deploy and Gingerbread Man move lists call it for every feature.
inline Slot Table::feature_slot(const PlacedTile& pt, int f) const {
  const TileDef& d = def(pt.type);
  for (int s = 0; s < kSlotMonastery; ++s)
    if (d.feature_at(pt.rot, Slot(s)) == f) return Slot(s);
  return kSlotMonastery;
}

}  // namespace carc
