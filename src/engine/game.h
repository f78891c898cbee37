// A game of Carcassonne: set-up, the state, the moves that are legal now and apply(), the one
// path that changes the state. A game is its setup plus its moves (history()).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/library.h"
#include "engine/features.h"
#include "engine/moves.h"
#include "engine/rng.h"
#include "engine/setup.h"

namespace carc {

enum class Phase : std::uint8_t {
  PlaceTile,  // the current player places the drawn tile (or discards it)
  Deploy,     // the same player may stand a figure on it; scoring follows
  GameEnd,    // no tile or square left: only `end` (final scoring) remains
  Over,       // final scoring done
};

struct PlacedTile {
  TileType type{};
  std::uint8_t rot = 0;
  Pos pos;
  int cell = 0;
  int first_node = 0;  // node of feature 0; feature i is first_node + i
};

struct Figure {
  PlayerId owner = 0;
  FigureKind kind = FigureKind::Meeple;
  int tile = 0;  // placed tile index
  Slot slot = 0;
  int node = 0;
};

struct PlayerState {
  std::string name;
  int score = 0;
  std::array<int, kCategories> by_category{};
  std::array<int, kFigureKinds> supply{};
};

struct Placement {
  Pos pos;
  std::uint8_t rot = 0;
};

struct Deployment {
  FigureKind figure = FigureKind::Meeple;
  Slot slot = 0;
};

class Game {
 public:
  // Sets up a game. Rejects (false + error) unknown sets or tiles, bad player lists and start
  // tiles that do not fit. `library` must outlive the game.
  static bool create(const Setup& setup, const Library& library, Game& out, std::string& error);
  // Sets the same game up again from its setup with another seed (cheap: keeps allocations).
  void restart(std::uint64_t seed);

  // Applies a move if it is legal now. Returns false with a reason and leaves the game exactly as
  // it was otherwise. Appends what happened to `events` when given.
  bool apply(const Move& move, std::vector<Event>* events, std::string* error);
  // Checks a move without applying it.
  bool check(const Move& move, std::string* error) const;

  // Every distinct legal (square, rotation) for tile `t` now; cleared first.
  void legal_placements(TileType t, std::vector<Placement>& out) const;
  bool can_place(TileType t) const;
  // Figures the current player may stand on the tile just placed (Deploy phase); cleared first.
  void legal_deployments(std::vector<Deployment>& out) const;

  // Self-check of every invariant; false with a description of the first broken one.
  bool validate(std::string& error) const;

  const Setup& setup() const { return setup_; }
  const Catalogue& catalogue() const { return library_->tiles; }
  const Library& library() const { return *library_; }
  const Board& board() const { return board_; }
  const FeatureGraph& graph() const { return graph_; }
  Phase phase() const { return phase_; }
  PlayerId current_player() const { return current_; }
  int player_count() const { return static_cast<int>(players_.size()); }
  const PlayerState& player(int p) const { return players_[p]; }
  bool find_player(std::string_view name, PlayerId& out) const;
  // The tile drawn for this turn (valid while tiles_left() > 0).
  TileType drawn_tile() const { return pile_[next_]; }
  int tiles_left() const { return static_cast<int>(pile_.size()) - next_; }
  // How many of tile type t remain in the draw pile.
  int remaining(TileType t) const;
  const std::vector<PlacedTile>& placed() const { return placed_; }
  const std::vector<Figure>& figures() const { return figures_; }
  const std::vector<Move>& history() const { return history_; }
  int last_placed() const { return last_tile_; }
  // Node of the feature at `slot` of placed tile `tile`, or -1.
  int node_at(int tile, Slot slot) const;
  // Distinct squares of the feature whose root is `root` (B17).
  int count_tiles(int root) const;
  // Points the feature scores (complete: during the game; else at the end), before majority.
  int feature_value(int root, bool complete) const;
  bool is_complete(int root) const;
  // Players with the highest score (B24): bit p set for each; a tie is a shared victory.
  std::uint8_t winners() const;

 private:
  bool reset(std::string& error);
  bool check_place(const Move& m, std::string* error) const;
  bool check_deploy(const Move& m, std::string* error) const;
  bool check_stand(const Move& m, std::string* error) const;
  bool check_player(const Move& m, std::string* error) const;
  bool take_from_pile(TileType t);
  int place_tile(TileType t, int rot, int cell);
  void join_side(int tile, int side, int other);
  void add_figure(PlayerId p, FigureKind k, int tile, Slot slot, std::vector<Event>* events);
  void score_completed(std::vector<Event>* events);
  void score_feature(int root, bool complete, bool final_scoring, std::vector<Event>* events);
  void return_figures(int root, std::vector<Event>* events);
  void score_fields(std::vector<Event>* events);
  void final_scoring(std::vector<Event>* events);
  void award(std::uint8_t winners, int points, Category c);
  void end_turn();
  int monastery_neighbours(int cell) const;
  int strength(const Figure& f) const;
  std::uint8_t majority(int root) const;

  const Library* library_ = nullptr;
  const Catalogue* catalogue_ = nullptr;
  Setup setup_;
  Board board_;
  FeatureGraph graph_;
  std::vector<PlacedTile> placed_;
  std::vector<Figure> figures_;
  std::vector<PlayerState> players_;
  std::array<int, kFigureKinds> initial_supply_{};
  std::vector<TileType> pile_;
  int next_ = 0;
  int discarded_ = 0;
  int start_tiles_ = 0;
  Phase phase_ = Phase::PlaceTile;
  PlayerId current_ = 0;
  int last_tile_ = -1;
  std::vector<Move> history_;
  mutable std::vector<std::uint32_t> stamp_;
  mutable std::uint32_t stamp_gen_ = 0;
};

}  // namespace carc
