// Information-set Monte Carlo tree search (single-observer ISMCTS): every iteration re-deals what
// the searching player cannot see (Game::determinize), walks one tree of moves with UCB1 over
// the moves legal in that deal, adds a node, plays the game out and backs the result up.
// Playouts are random but for three things: a tile goes on the best of three fitting placements
// drawn (the square with most sides against tiles), a follower that can score a feature its tile
// has just completed goes there, and otherwise a figure goes somewhere whenever it can, onto a
// field only in the game's last 20 tiles. Cut-off playouts are scored as the game's end would score
// them plus what the unfinished features held may still bring (evaluate.h: expected_completion);
// every player's reward is its squashed margin over the best other player.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/evaluate.h"

namespace carc::ai {

// Playouts stop after this many turns and score the position as if the game ended there
// (score_now). At equal time that plays stronger than playing every game out to its end, which
// costs twice as much per iteration for about the same strength per iteration (README, Computer
// players).
inline constexpr int kPlayoutTurns = 8;

// Raised whenever a change to the search or its evaluation changes how the levels that search
// (medium, hard, mcts:N, ms:T) play; `carc arena --json` and `carc version` report it and
// tools/strength keeps results of different revisions apart. 1: random playouts, cut ones scored
// as the game's end would score them. 2: playouts take a just-completed feature; cut ones add the
// unfinished features' expected completion. 3: a playout's placement is the one with the most
// sides against tiles of three drawn (playout_placement); rewards are the squashed margin alone.
// 4: a playout's figure step stands a figure whenever it can, on a field only in the last 20
// tiles (playout_figure). 5: the exploration constant 0.25 (0.7 before; docs/ai.md); Medium keeps 0.7
// (ai::kMediumExploration), so its play is revision 4's.
inline constexpr int kSearchRevision = 5;

// A playout places its tile on the best of this many fitting placements drawn (playout_placement).
inline constexpr int kPlayoutCandidates = 3;

struct SearchOptions {
  double exploration = 0.25;  // UCB1 constant for rewards in [0, 1] (revision 5; 0.7 before)
  RewardKind reward = RewardKind::Margin;  // revision 3; Mixed before
  int playout_turns = kPlayoutTurns;  // cut playouts after this many turns and score now; -1: play to the end
  bool expect_completion = true;      // a cut playout's score adds expected_completion (revision 2)
  bool take_completed = true;         // playouts take completed_feature_deploy when there is one (revision 2)
  int placement_candidates = kPlayoutCandidates;  // playouts' placements (revision 3; 1 before: uniformly random)
  // playouts' figure steps by playout_figure: no field while more tiles are left (revision 4;
  // -1: uniformly random, as before)
  int playout_fields_from = kPlayoutFieldsFrom;
};

class Search {
 public:
  explicit Search(SearchOptions options = {}) : options_(options) {}
  // Begins a decision for the deciding player of `game` (copied); forgets the previous tree.
  // Same game (public state), same seed, same iterations => same move, on every platform.
  void start(const Game& game, std::uint64_t seed);
  // Runs `iterations` more iterations (resumable: the page spreads a search over frames).
  void step(int iterations);
  int iterations() const { return iterations_; }
  // The most visited move at the root (ties: the one expanded first). Needs start(); with no
  // iteration yet, the first legal move.
  Move best_move() const;
  // Moves applied in playouts since start() (what an iteration costs).
  std::uint64_t playout_moves() const { return playout_moves_; }
  // Moves tried at the root so far.
  int root_children() const;
  // True when `more` further iterations cannot change best_move(): the most visited root move
  // leads the next by more than `more` visits (every root move is legal in every deal).
  bool is_settled(int more) const;

 private:
  struct Node {
    Move move;
    std::uint64_t key = 0;
    int first_child = -1;
    int next_sibling = -1;
    std::uint32_t visits = 0;
    std::uint32_t available = 0;  // iterations in which the move was legal (ISMCTS)
    double reward = 0;            // sum, from the point of view of the player who moved
    PlayerId player = 0;
  };
  // Moves with their keys (key_of), found through an open-addressed table.
  struct MoveIndex {
    std::vector<Move> moves;
    std::vector<std::uint64_t> keys;
    std::vector<std::uint32_t> table;  // move index + 1 at the first free slot from its key's low bits; 0 is free
    void build();                      // keys and table for moves
    int find(const Move& move, std::uint64_t key) const;  // the index of `move` (its key_of `key`), or -1
  };
  static std::uint64_t key_of(const Move& move);
  // Below the root, the children that place or discard a tile are chained by that tile: (node,
  // tile) -> the newest such child, then next_sibling; every other child is in first_child's chain.
  // A placement node's children are mostly other tiles' (another deal, another tile drawn), so an
  // iteration walks only the drawn tile's chain. Open addressing; key (node << 16 | tile) + 1.
  struct TileChains {
    struct Entry {
      std::uint64_t key = 0;  // 0: free
      int head = -1;
    };
    std::vector<Entry> slots;
    std::vector<Entry> spare;  // the table before it grew (keeps its capacity)
    std::size_t used = 0;
    void clear();
    int head(int node, TileType tile) const;  // -1: none
    void set_head(int node, TileType tile, int child);
  };
  static bool places_tile(const Move& move) { return move.kind == MoveKind::Place || move.kind == MoveKind::Discard; }
  int select_or_expand(int node);
  double log_of(std::uint32_t n);
  void play_out();
  void back_up();

  SearchOptions options_;
  Game root_;
  Game game_;       // the determinized copy one iteration plays on
  Rng rng_;
  int iterations_ = 0;
  std::uint64_t playout_moves_ = 0;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  // The root's moves are the same in every deal (the deciding player sees what they decide on):
  // listed once per decision. Deeper nodes list theirs in each iteration's deal.
  MoveIndex root_moves_;
  std::vector<std::uint8_t> root_tried_;  // per root move: has a child
  MoveIndex moves_;
  std::vector<std::uint8_t> tried_;
  TileChains chains_;
  // exact_log(n) by n, grown as availability counts grow (kept across decisions: the UCB1 loop
  // needs one logarithm per legal child per iteration).
  std::vector<double> logs_;
  std::vector<int> legal_;            // children legal in this iteration's deal
  std::vector<int> figure_scratch_;   // playout_figure's candidates
  Scores scores_{};
  Scores expected_{};  // expected_completion at the playout's cut (0 when it played to the end)
  Rewards rewards_{};
};

}  // namespace carc::ai
