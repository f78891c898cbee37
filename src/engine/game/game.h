// A game of Carcassonne: set-up, the state, the moves that are legal now and apply(), the one
// path that changes the state. A game is its setup plus its moves (history()).
//
// Game is built on the Table (table.h: board, tiles, figures, players, chips, phase) and keeps
// the base turn, the base rules and the hook points. Each expansion is a unit of its own,
// `<unit>.h/.cpp`, that includes table.h and nothing of Game or another expansion: its state
// struct (one member of UnitStates, expansions/units.h, which Game is built on too) and its rules
// as functions over (Table&, its state&). Its descriptor (expansions/descriptors/, listed in
// expansions.h) names its hooks (UnitHooks, descriptor.h; inline functions in the descriptor's
// header), and game.cpp calls every expansion's hook from tables made at compile time:
//   reset()            set_up (clear its state, lay out a map board), start (G1)
//   clear_turn()       clear_turn: its "turn" fields
//   apply() Place      tile_laid (the board: M13, C6), then tile_placed (what the tile sets going)
//   next_step()        each PhaseInfo with a `due`, in rank order among the base game's figure
//                      step (kFigureRank) and scoring (kScoringRank); followers_moved after scoring
//   end_turn()         plays_again (T7)
//   check(), apply()   check, apply by MoveKind (kMoveHooks); its StepEnd: stay in the step, next
//                      step, followers moved, or enter a step of its own: only Game sets the phase
//   legal_moves()      add_moves by Phase (kPhaseHooks)
//   determinize()      determinize; validate_expansions(): validate
//   feature_value()    feature_points (I5–I8)
//   score_feature()    scored_as_complete (P10, P11), before_scored_as_complete (P12)
//   score_completed()  defers_completed (P15), before_completed (G4)
//   city_completed()   city_completed (T2, T3, P9)
//   score_fields()     field_bonus (T12)
//   final_scoring()    final_first (P15) before the features, final_last (T4) after the fields
// plus its MoveKinds and Events (moves.h) and Phases (table.h); phase_name and a record's words
// for its steps come from the descriptor too. Where two expansions meet (a swap that leaves a
// builder alone, the Gingerbread Man inside a La Porxada bubble), a hook point (followers_moved,
// before_scored_as_complete) takes the calls of both; neither unit knows the other.
// The units: map_setup (Maps, MapState), chips (map chips, ChipsState), inns (no state), traders
// (TradersState), gingerbread (GbmState), porxada (PorxadaState).
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/base/rng.h"
#include "engine/base/sha256.h"
#include "engine/expansions/units.h"
#include "engine/table/table.h"

namespace carc {

struct FeatureInfo;  // engine/game/feature_info.h

struct Placement {
  Pos pos;
  std::uint8_t rot = 0;
};

// A feature named by one of its tiles and a slot there (targets of the GBM, swaps, removals).
struct Spot {
  Pos pos;
  Slot slot = 0;
};

class Game : private Table, private UnitStates {
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
  bool is_porxada_house_city(int root) const { return porxada::is_house_city(*this, porxada_, root); }

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
  using Table::def;
  const std::array<ChipState, kChipCount>& chips() const { return chips_; }
  int chip_at(int cell) const { return cell >= 0 && cell < static_cast<int>(chip_state_.chip_at.size()) ? chip_state_.chip_at[cell] : -1; }
  int pending_chip() const { return chip_state_.pending; }
  using Table::chips_on;
  // Placed tiles [first_start(), first_start() + start_count()) are the start tiles.
  int first_start() const { return printed_tiles_; }
  int start_count() const { return start_tiles_; }
  // The chips as they lay at the start (written to records so the game replays exactly).
  const std::vector<ChipSpot>& dealt_chips() const { return chip_state_.dealt; }
  const Library& library() const { return *library_; }
  const Board& board() const { return board_; }
  const FeatureGraph& graph() const { return graph_; }
  Phase phase() const { return phase_; }
  PlayerId current_player() const { return current_; }
  using Table::player_count;
  const PlayerState& player(int p) const { return players_[p]; }
  bool find_player(std::string_view name, PlayerId& out) const;
  // The tile drawn for this turn. Precondition: tiles_left() > 0 (always so in PlaceTile).
  TileType drawn_tile() const {
    assert(next_ < static_cast<int>(pile_.size()));
    return pile_[next_];
  }
  int tiles_left() const { return static_cast<int>(pile_.size()) - set_aside_ - next_; }
  // Tiles not yet drawn, those set aside by `tilecount` in a fair-draw game included: what a
  // fair draw draws from (engine/record/fair_draw.h). Equal to tiles_left() in a seeded game.
  int tiles_in_box() const { return static_cast<int>(pile_.size()) - next_; }
  // Fair draw (engine/record/fair_draw.h): the value revealed with each draw, in the order of the
  // Place and Discard moves; one more while a drawn tile waits to be placed.
  const std::vector<Digest>& reveals() const { return reveals_; }
  // Fair draw: makes `t` (a tile left in the box) this turn's tile and keeps the reveal that drew
  // it, and `chip` (a face-down chip, or -1): the chip the tile turns over if it lands on a
  // face-down chip. Called by fair::draw only, after it has checked the reveal; in PlaceTile only.
  void take_draw(TileType t, const Digest& reveal, int chip);
  // How many of tile type t remain in the draw pile.
  int remaining(TileType t) const;
  const std::vector<PlacedTile>& placed() const { return placed_; }
  const std::vector<Figure>& figures() const { return figures_; }
  const std::vector<Move>& history() const { return history_; }
  int last_placed() const { return last_tile_; }
  // Node of the feature at `slot` of placed tile `tile`, or -1.
  using Table::node_at;
  // Distinct squares of the feature whose root is `root` (B17).
  using Table::count_tiles;
  // Each player's score if the game ended now (B18–B24 on a copy: unfinished roads, cities and
  // monasteries, fields, goods, La Porxada tokens; the game is unchanged). Between turns it equals
  // the scores after `end`; mid-turn, features the placed tile completed count at their end value;
  // once the game is over, the final scores.
  std::vector<int> projected_scores() const;
  // Points the feature scores (complete: during the game; else at the end), before majority.
  int feature_value(int root, bool complete) const;
  // The players who would score the feature whose root is `root` (B12): bit p set for every player
  // with the most follower strength on it (a large or upgraded meeple counts two, I3, TW9); 0 if
  // nobody holds it.
  std::uint8_t majority(int root) const;
  using Table::is_complete;
  // Players with the highest score (B24): bit p set for each; a tie is a shared victory.
  std::uint8_t winners() const;
  // Who holds this? The feature at `slot` of the tile (or printed square) at `pos`: its parts,
  // holders, majority and points now, scored by the game's own scoring on a copy
  // (feature_info.cpp). Rejects a square without a tile and a slot with no feature there, leaving
  // `out` as it was.
  Status feature_info(Pos pos, Slot slot, FeatureInfo& out) const;

 private:
  // --- The turn and the hooks (game.cpp): set-up, the one mutation path, the order of a turn's
  // steps, check() and legal_moves() by step; every call into an expansion's unit but scoring's.
  Status reset();
  Status setup_table(bool first);
  // A Place or Discard of a tile left in the pile but not on top: swaps it to the top and returns
  // where it was (apply() swaps it back if the move is rejected); else -1.
  int draw_named(const Move& m);
  UnitStates& units() { return *this; }
  const UnitStates& units() const { return *this; }
  void clear_turn();
  void start_turn_steps(PlayerId p);
  // What an expansion's move leaves to the turn: stay, the next step, or after T9 the next step.
  void go_on(StepEnd end, std::vector<Event>* events);
  void next_step(std::vector<Event>* events);
  // The base game's figure step (B5) and scoring (B8) when a step of `rank` is asked for: true
  // when the figure step is due (the turn waits in it).
  bool base_steps_before(int rank, std::vector<Event>* events);
  void followers_moved(std::vector<Event>* events);
  void end_turn();
  Status validate_expansions() const;
  // --- Base game checks and moves (move_checks.cpp, legal_moves.cpp: B2–B6, `order free`).
  Status check_player(const Move& m) const;
  Status check_place(const Move& m) const;
  Status check_discard(const Move& m) const;
  Status not_drawn(TileType t) const;
  Status check_deploy(const Move& m) const;
  DeployBlock deploy_block(const Move& m) const;
  Status check_stand(const Move& m) const;
  Status check_end() const;
  void add_tile_moves(std::vector<Move>& out) const;
  void add_deploy_moves(std::vector<Move>& out) const;
  void add_stand_moves(std::vector<Move>& out) const;
  // --- Self-check (validate.cpp).
  Status validate_frontier() const;
  // --- Scoring (scoring.cpp: B8–B24), with the expansions' scoring hooks.
  void award(std::uint8_t winners, int points, Category c);
  void score_completed(std::vector<Event>* events);
  void score_feature(int root, bool complete, bool final_scoring, std::vector<Event>* events);
  void city_completed(int root, std::vector<Event>* events);
  void report_scored(int root, FeatureKind kind, bool complete, bool final_scoring, int points, std::uint8_t winners,
                     std::vector<Event>* events) const;
  void return_figures(int root, std::vector<Event>* events);
  void score_fields(std::vector<Event>* events);
  void final_scoring(std::vector<Event>* events);
  int strength(const Figure& f) const;

  // Each expansion's state is UnitStates' (its turn flags included); the table is the base.
  struct TurnState {                   // the base game's steps of the current turn
    bool deployed = false;             // B5: the figure step is done
    bool scored = false;               // B8: completed features were scored
  };
  TurnState turn_;
  std::array<int, kFigureKinds> initial_supply_{};
  std::vector<TileType> pile_;
  int next_ = 0;
  int discarded_ = 0;
  std::vector<Move> history_;
  std::vector<Digest> reveals_;  // fair draw: kept through restart(), as the moves are
  std::vector<std::int8_t> turned_chips_;  // fair draw: per draw, the chip it turns over (or -1)
  int set_aside_ = 0;            // fair draw: tiles at the pile's end that `tilecount` leaves out
};

}  // namespace carc
