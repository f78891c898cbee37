// A game of Carcassonne: set-up, the state, the moves that are legal now and apply(), the one
// path that changes the state. A game is its setup plus its moves (history()).
//
// Adding an expansion = its own file (rules with their ids in comments) + its state struct
// below + these hooks, each a line or a case:
//   reset()            game.cpp          clear its state; set-up pieces (place_gbm_at_start)
//   clear_turn()       game.cpp          reset its "turn" fields (those of its state struct)
//   start_turn_steps() game.cpp          what a placed tile sets going (its turn fields)
//   next_step()        game.cpp          its step of the turn, in order (Phase + *_step())
//   check()            move_checks.cpp   case MoveKind::X: return check_x(m);
//   legal_moves()      legal_moves.cpp   case Phase::X: add_x_moves(out);
//   apply()            game.cpp          case MoveKind::X: apply_x(m, events);
//   scoring            scoring.cpp       city_completed(), score_feature(), final_scoring(),
//                                        feature_value() call the expansion's scoring hooks
//   validate()         validate.cpp      validate_x(): its invariants
// plus its MoveKinds and Events (moves.h), Phases (below, phase_name) and their record words
// (notation.cpp).
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/error.h"
#include "engine/library.h"
#include "engine/features.h"
#include "engine/moves.h"
#include "engine/rng.h"
#include "engine/setup.h"

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

struct Placement {
  Pos pos;
  std::uint8_t rot = 0;
};

// A feature named by one of its tiles and a slot there (targets of the GBM, swaps, removals).
struct Spot {
  Pos pos;
  Slot slot = 0;
};

// Each expansion's state: one struct, one member of Game (the hooks that use it: above).
struct MapState {                          // Carcassonne Maps (M12–M14, M20)
  std::vector<TileDef> printed_defs;       // large-city squares as fixed pseudo-tiles
  int printed_tiles = 0;                   // placed_[0, printed_tiles) are large-city squares
  std::vector<int> city_of_square;         // per placed printed tile: its large city
  std::vector<std::uint8_t> city_active;   // large city connected (M13)
};
// Fields marked "turn" say what the current turn has done or still owes; clear_turn() resets them.
struct ChipsState {                        // map chips (C1–C6, IB3–IB7, TW3–TW11)
  std::array<ChipState, kChipCount> chips{};
  std::vector<std::int8_t> chip_at;        // per cell: chip id or -1
  std::vector<std::int8_t> cell_band;      // per cell: chip colour of its row's band (IB4), -1 none
  int pending = -1;                        // Iberia: collected chip waiting for its cache square
  std::vector<ChipSpot> dealt;             // the chips as laid out at the start
  bool upgrade_asked = false;              // turn, TW5: the upgrade step was offered
};
struct TradersState {                      // Traders & Builders (goods are per player: PlayerState)
  bool in_extra_turn = false;              // T7: this turn is the builder's second tile (no chain)
  bool extra_earned = false;               // turn, T7: the builder earned a second tile
};
struct GbmState {                          // Gingerbread Man
  int node = -1;                           // G1: his city (a node of it), -1 beside the board
  bool tile_placed = false;                // turn, G2: a GBM tile was placed
  bool city_completed = false;             // turn, G4: his city was completed
  bool step_done = false;                  // turn: his move was offered or not needed
};
struct PorxadaState {                      // La Porxada
  int node = -1;                           // its city (a node of it)
  std::uint8_t option = 0;                 // 0 none, 1 swap, 2 bonus
  int swap[2] = {-1, -1};                  // P5: figure indexes offered for the swap
  std::uint8_t tokens = 0;                 // P9: bit p set when player p holds a token
  PlayerId withdrawing = 0;                // P15: whose knights may leave the La Porxada city now
  bool withdraw_due = false;               // P15: the La Porxada city was completed this turn
  bool choice_due = false;                 // turn, P3: La Porxada placed, option not chosen yet
};

class Game {
 public:
  // Sets up a game in `out`. Rejects unknown sets or tiles, bad player lists and start tiles that
  // do not fit (`out` is left as it was). `library` must outlive the game.
  static Status create(const Setup& setup, const Library& library, Game& out);
  // Sets the same game up again from its setup with another seed (cheap: keeps allocations).
  // Fails as create() would (a seed can draw start tiles or a chip deal that do not work out),
  // leaving the game as it was: set up again with its old seed and its moves replayed (a game
  // after determinize() or stop_drawing() comes back as the real game its moves make).
  Status restart(std::uint64_t seed);

  // Applies a move if it is legal now; else returns why and leaves the game exactly as it was.
  // Appends what happened to `events` when given. Success costs no string: Status holds one only
  // on failure. A Place or Discard names the tile drawn: when it names another tile left in the
  // pile (a record, a replayed history), that tile is drawn first (put on top of the pile), then
  // the move is checked; a rejected move puts the pile back as it was.
  Status apply(const Move& move, std::vector<Event>* events = nullptr);
  // Checks a move without applying it, in the game as it stands: a Place or Discard only of the
  // drawn tile, so that check() accepts exactly the moves legal_moves() lists.
  Status check(const Move& move) const;

  // Every legal move of the current step, each distinct outcome once; cleared first. PlaceTile:
  // every distinct (square, rotation) of the drawn tile, or its discard when it fits nowhere;
  // then `end` (and with `order free` every Stand, and placements by every player). Deploy: no
  // figure, then one per figure kind and feature. Cache, Upgrade (every distinct payment x meeple,
  // and none), Porxada, Swap (each pair, and none), Refuse (accept, each follower, supply),
  // Gbm, Withdraw (each knight, and stay): every choice of the deciding player. Over: nothing.
  // EndMove::AtGameEndOnly leaves `end` out before Phase::GameEnd, for callers that play turns
  // (the page's buttons, self-play, the AI): ending early is a record's word, not a turn's
  // choice. The other moves and their order are the same either way.
  enum class EndMove : std::uint8_t { Listed, AtGameEndOnly };
  void legal_moves(std::vector<Move>& out, EndMove end = EndMove::Listed) const;
  // Every distinct legal (square, rotation) for tile `t` now; cleared first.
  void legal_placements(TileType t, std::vector<Placement>& out) const;
  bool can_place(TileType t) const;
  // Open squares that no tile left in the draw pile fits, in any rotation: they stay empty
  // for the rest of the game unless a later tile changes their neighbours. Cleared first.
  void unfillable_squares(std::vector<Pos>& out) const;
  // Gingerbread Man: the node of its city, or -1 beside the board.
  int gbm_node() const { return gbm_.node; }
  // La Porxada: who placed it and the option taken (0 none yet, 1 swap, 2 bonus).
  int porxada_option() const { return porxada_.option; }
  // P9: does player p hold a La Porxada token?
  bool has_porxada_token(int p) const { return porxada_.tokens >> p & 1; }
  // Refuse phase: the swap on offer (the placing player's follower, the other's).
  const Figure* swap_offer(int which) const { return porxada_.swap[which] >= 0 ? &figures_[porxada_.swap[which]] : nullptr; }
  PlayerId deciding_player() const {
    return phase_ == Phase::Refuse ? figures_[porxada_.swap[1]].owner : phase_ == Phase::Withdraw ? porxada_.withdrawing : current_;
  }
  // P15: is this root the La Porxada city kept unscored until the end by the house rule?
  bool is_porxada_house_city(int root) const {
    return setup_.rules.porxada_house && porxada_.option == 2 && porxada_.node >= 0 && graph_.find(porxada_.node) == root;
  }

  // Search over hidden information (AI): re-deals what the deciding player cannot know, the
  // order of the unseen draw pile (every tile after the one drawn and shown) and which face-down
  // map chip lies on which face-down square. Both are first put in a canonical order (tile type,
  // chip id) and then shuffled with `rng`, so the result depends only on the public state and
  // `rng`: two games that differ only in hidden order come out identical.
  void determinize(Rng& rng);
  // Evaluations: empties the draw pile so that only final scoring (`end`) remains. Between turns
  // (PlaceTile, GameEnd) only; does nothing otherwise. The game is no longer the real one.
  void stop_drawing();

  // Self-check of every invariant: fails with a description of the first broken one.
  Status validate() const;

  const Setup& setup() const { return setup_; }
  const Catalogue& catalogue() const { return library_->tiles; }
  const MapDef* map() const { return map_; }
  // The definition of a tile type, or of a large-city square of the map.
  const TileDef& def(TileType t) const {
    return to_int(t) < catalogue_->size() ? catalogue_->def(t) : map_state_.printed_defs[to_int(t) - catalogue_->size()];
  }
  const std::array<ChipState, kChipCount>& chips() const { return chip_state_.chips; }
  int chip_at(int cell) const { return cell >= 0 && cell < static_cast<int>(chip_state_.chip_at.size()) ? chip_state_.chip_at[cell] : -1; }
  int pending_chip() const { return chip_state_.pending; }
  bool chips_on() const { return map_ && setup_.chips; }
  // Placed tiles [first_start(), first_start() + start_count()) are the start tiles.
  int first_start() const { return map_state_.printed_tiles; }
  int start_count() const { return start_tiles_; }
  // The chips as they lay at the start (written to records so the game replays exactly).
  const std::vector<ChipSpot>& dealt_chips() const { return chip_state_.dealt; }
  const Library& library() const { return *library_; }
  const Board& board() const { return board_; }
  const FeatureGraph& graph() const { return graph_; }
  Phase phase() const { return phase_; }
  PlayerId current_player() const { return current_; }
  int player_count() const { return static_cast<int>(players_.size()); }
  const PlayerState& player(int p) const { return players_[p]; }
  bool find_player(std::string_view name, PlayerId& out) const;
  // The tile drawn for this turn. Precondition: tiles_left() > 0 (always so in PlaceTile).
  TileType drawn_tile() const {
    assert(next_ < static_cast<int>(pile_.size()));
    return pile_[next_];
  }
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
  // Each player's score if the game ended now (B18–B24 on a copy: unfinished roads, cities and
  // monasteries, fields, goods, La Porxada tokens; the game is unchanged). Between turns it equals
  // the scores after `end`; mid-turn, features the placed tile completed count at their end value;
  // once the game is over, the final scores.
  std::vector<int> projected_scores() const;
  // Points the feature scores (complete: during the game; else at the end), before majority.
  int feature_value(int root, bool complete) const;
  bool is_complete(int root) const;
  // Players with the highest score (B24): bit p set for each; a tie is a shared victory.
  std::uint8_t winners() const;

 private:
  // --- The turn (game.cpp): set-up, the one mutation path, the order of a turn's steps.
  Status reset();
  Status setup_table(bool first);
  // A Place or Discard of a tile left in the pile but not on top: swaps it to the top and returns
  // where it was (apply() swaps it back if the move is rejected); else -1.
  int draw_named(const Move& m);
  void clear_turn();
  void start_turn_steps(PlayerId p);
  void next_step(std::vector<Event>* events);
  void end_turn();
  // --- Tiles and figures on the board (placement.cpp: B3–B7, M23, M26).
  int place_tile(TileType t, int rot, int cell);
  void join_side(int tile, int side, int other);
  void add_figure(PlayerId p, FigureKind k, int tile, Slot slot, std::vector<Event>* events);
  int figure_at(Pos pos, Slot slot, PlayerId owner) const;
  void remove_figure(int index, bool to_supply, std::vector<Event>* events);
  Slot feature_slot(const PlacedTile& pt, int feature) const;
  // --- Base game checks and moves (move_checks.cpp, legal_moves.cpp: B2–B6, `order free`).
  Status check_player(const Move& m) const;
  Status check_place(const Move& m) const;
  Status check_discard(const Move& m) const;
  Status not_drawn(TileType t) const;
  Status check_deploy(const Move& m) const;
  // Why figure move m may not stand on the tile just placed, without words (the generator asks
  // for every candidate, and a message would cost an allocation each); check_deploy words it.
  enum class DeployBlock : std::uint8_t { None, NotInRules, NoSupply, BadSlot, NoFeature, Occupied, BuilderPlace, PigPlace, NoFollower };
  DeployBlock deploy_block(const Move& m) const;
  Status check_stand(const Move& m) const;
  Status check_end() const;
  void add_tile_moves(std::vector<Move>& out) const;
  void add_deploy_moves(std::vector<Move>& out) const;
  void add_stand_moves(std::vector<Move>& out) const;
  // --- Self-check (validate.cpp).
  Status validate_frontier() const;
  // --- Scoring (scoring.cpp: B8–B24).
  void score_points(PlayerId p, int points, Category c);
  void award(std::uint8_t winners, int points, Category c);
  void score_completed(std::vector<Event>* events);
  void score_feature(int root, bool complete, bool final_scoring, std::vector<Event>* events);
  void city_completed(int root, std::vector<Event>* events);
  void report_scored(int root, FeatureKind kind, bool complete, bool final_scoring, int points, std::uint8_t winners,
                     std::vector<Event>* events) const;
  void return_figures(int root, std::vector<Event>* events);
  void score_fields(std::vector<Event>* events);
  void final_scoring(std::vector<Event>* events);
  int monastery_neighbours(int cell) const;
  int strength(const Figure& f) const;
  std::uint8_t majority(int root) const;
  // --- Carcassonne Maps (map_setup.cpp: M6–M26).
  Status setup_map(std::vector<TileType>& pile, Rng& rng);
  Status place_start(TileType t, int rot, int cell, bool may_turn);
  void add_large_city(const LargeCity& city);
  void connect_squares(int tile);
  // --- Map chips (chips.cpp: C1–C6, IB3–IB7, TW3–TW11).
  void init_chip_squares();
  Status deal_map_chips(const std::vector<StartTile>& starts, Rng& rng);
  Status lay_written_chips(const std::vector<Pos>& used_starts, std::vector<ChipSpot>& spots) const;
  void collect_chip(int cell, PlayerId p, std::vector<Event>* events);
  bool is_cache_square(int chip, int cell) const;
  bool has_cache_square(int chip) const;
  bool can_pay(PlayerId p) const;
  bool upgrade_due();
  Status check_cache(const Move& m) const;
  Status check_upgrade(const Move& m) const;
  void add_cache_moves(std::vector<Move>& out) const;
  void add_upgrade_moves(std::vector<Move>& out) const;
  void apply_cache(const Move& m, std::vector<Event>* events);
  void apply_upgrade(const Move& m, std::vector<Event>* events);
  Status validate_chips() const;
  // --- Inns & Cathedrals (inns.cpp: I5–I8; the large meeple counts two in strength()).
  int inns_points(FeatureKind kind, const FeatureSet& s, bool complete, int units, int base) const;
  // --- Traders & Builders (traders.cpp: T2–T12).
  DeployBlock builder_or_pig_block(const Move& m, int root, FeatureKind kind) const;
  bool builder_extends(PlayerId p, const PlacedTile& pt) const;
  void return_orphan_builders(std::vector<Event>* events);
  void take_goods(int root, std::vector<Event>* events);
  std::uint8_t pig_owners(int root, std::uint8_t winners) const;
  void score_goods(std::vector<Event>* events);
  Status validate_traders() const;
  // --- Gingerbread Man (gingerbread.cpp: G1–G8).
  void place_gbm_at_start();
  bool gbm_step(std::vector<Event>* events);
  void pay_gbm_bonus(int root, std::vector<Event>* events, std::uint8_t players = 0xFF);
  Status check_gbm(const Move& m) const;
  void add_gbm_moves(std::vector<Move>& out) const;
  // The cities add_gbm_moves lists, into `out` if given; without, stops at the first. How many.
  int gbm_targets(std::vector<Move>* out) const;
  void apply_gbm(const Move& m, std::vector<Event>* events);
  Status validate_gbm() const;
  // --- La Porxada (porxada.cpp: P3–P15).
  void porxada_tile_placed(int feature_node);
  bool withdraw_step();
  Status check_porxada(const Move& m) const;
  Status check_swap(const Move& m) const;
  Status check_refuse(const Move& m) const;
  Status check_withdraw(const Move& m) const;
  void add_porxada_moves(std::vector<Move>& out) const;
  void add_swap_moves(std::vector<Move>& out) const;
  void add_refuse_moves(std::vector<Move>& out) const;
  void add_withdraw_moves(std::vector<Move>& out) const;
  void apply_porxada(const Move& m, std::vector<Event>* events);
  void answer_swap(const Move& m, std::vector<Event>* events);
  void apply_withdrawal(const Move& m, std::vector<Event>* events);
  int next_withdrawing(int after) const;
  bool has_knight_in_porxada(PlayerId p) const;
  std::uint8_t porxada_bubble(int root, std::uint8_t winners, bool complete, bool final_scoring) const;
  void give_porxada_token(PlayerId p, std::vector<Event>* events);
  void give_porxada_tokens(int root, std::vector<Event>* events);
  int score_porxada_house_tokens(std::vector<Event>* events);
  Status validate_porxada() const;

  const Library* library_ = nullptr;
  const Catalogue* catalogue_ = nullptr;
  const MapDef* map_ = nullptr;
  // Each expansion's state, one member each (its turn flags included).
  MapState map_state_;
  ChipsState chip_state_;
  TradersState traders_;
  GbmState gbm_;
  PorxadaState porxada_;
  struct TurnState {                   // the base game's steps of the current turn
    bool deployed = false;             // B5: the figure step is done
    bool scored = false;               // B8: completed features were scored
  };
  TurnState turn_;
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

// The name of feature `f` on a placed tile as it lies: its lowest slot (M for a monastery). Inline:
// the deploy and Gingerbread Man move lists call it for every feature.
inline Slot Game::feature_slot(const PlacedTile& pt, int f) const {
  const TileDef& d = def(pt.type);
  for (int s = 0; s < kSlotMonastery; ++s)
    if (d.feature_at(pt.rot, Slot(s)) == f) return Slot(s);
  return kSlotMonastery;
}

}  // namespace carc
