// ISMCTS: determinize, select (UCB1 with availability counts), expand, play out, back up.
#include "ai/search.h"

#include <cmath>

namespace carc::ai {

void Search::start(const Game& game, std::uint64_t seed) {
  root_ = game;
  rng_.reseed(seed);
  iterations_ = 0;
  playout_moves_ = 0;
  nodes_.clear();
  nodes_.push_back(Node{});
  nodes_[0].player = game.deciding_player();
}

// keys_ and table_ for moves_: table_ (a power of two, at least twice the moves) holds move
// index + 1 at the first free slot from its key's low bits; 0 is free.
void Search::index_moves() {
  keys_.resize(moves_.size());
  std::size_t size = 16;
  while (size < 2 * moves_.size()) size *= 2;
  table_.assign(size, 0);
  for (std::size_t i = 0; i < moves_.size(); ++i) {
    keys_[i] = move_hash(moves_[i]);
    std::size_t at = keys_[i] & (size - 1);
    while (table_[at] != 0) at = (at + 1) & (size - 1);
    table_[at] = static_cast<std::uint32_t>(i + 1);
  }
}

// The index in moves_ of the move with `key`, or -1.
int Search::find_move(std::uint64_t key) const {
  const std::size_t mask = table_.size() - 1;
  for (std::size_t at = key & mask; table_[at] != 0; at = (at + 1) & mask)
    if (keys_[table_[at] - 1] == key) return static_cast<int>(table_[at] - 1);
  return -1;
}

// One step down the tree from `node` in game_: the child to follow (after applying its move), or a
// new child for an untried legal move. Returns -1 when the game is over.
int Search::select_or_expand(int node) {
  list_moves(game_, moves_);
  if (moves_.empty()) return -1;
  index_moves();
  tried_.assign(moves_.size(), 0);
  std::size_t untried = moves_.size();
  // First pass: the children legal in this deal (in sibling order), counting their availability.
  legal_.clear();
  for (int c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
    const int i = find_move(nodes_[c].key);
    if (i < 0) continue;
    tried_[i] = 1;
    --untried;
    ++nodes_[c].available;
    legal_.push_back(c);
  }
  if (untried > 0) {
    std::uint32_t pick = rng_.below(static_cast<std::uint32_t>(untried));
    std::size_t i = 0;
    for (;; ++i)
      if (!tried_[i] && pick-- == 0) break;
    Node child;
    child.move = moves_[i];
    child.key = keys_[i];
    child.player = game_.deciding_player();
    child.available = 1;
    child.next_sibling = nodes_[node].first_child;
    const int index = static_cast<int>(nodes_.size());
    nodes_[node].first_child = index;
    nodes_.push_back(child);
    apply_move(game_, moves_[i]);
    return index;
  }
  int best = -1;
  double best_value = -1;
  for (int c : legal_) {
    const Node& n = nodes_[c];
    const double value = n.reward / n.visits + options_.exploration * std::sqrt(exact_log(n.available) / n.visits);
    if (value > best_value) {
      best_value = value;
      best = c;
    }
  }
  apply_move(game_, nodes_[best].move);
  return best;
}

// Scores in sixteenths of a point (kPointScale) when cut playouts add expected completion.
void Search::play_out() {
  int turns = 0;
  PlayerId mover = game_.current_player();
  expected_.fill(0);
  while (game_.phase() != Phase::Over) {
    if (options_.playout_turns >= 0 && game_.phase() == Phase::PlaceTile && game_.current_player() != mover &&
        ++turns > options_.playout_turns) {
      if (options_.expect_completion && game_.tiles_left() > 0) expected_completion(game_, game_.tiles_left(), expected_);
      game_.stop_drawing();
    }
    mover = game_.current_player();
    Move move;
    if (!playout_placement(game_, rng_, options_.placement_candidates, move)) {
      list_moves(game_, moves_);
      if (moves_.empty()) break;
      const int completed = options_.take_completed ? completed_feature_deploy(game_, moves_) : -1;
      move = moves_[completed >= 0 ? completed : rng_.below(static_cast<std::uint32_t>(moves_.size()))];
    }
    if (!apply_move(game_, move)) break;
    ++playout_moves_;
  }
  const int scale = options_.expect_completion ? kPointScale : 1;
  for (int p = 0; p < game_.player_count() && p < kMaxPlayers; ++p) scores_[p] = game_.player(p).score * scale + expected_[p];
}

void Search::back_up() {
  rewards(scores_, game_.player_count(), options_.reward, rewards_, options_.expect_completion ? kPointScale : 1);
  for (int n : path_) {
    ++nodes_[n].visits;
    nodes_[n].reward += rewards_[nodes_[n].player];
  }
}

void Search::step(int iterations) {
  for (int k = 0; k < iterations; ++k) {
    game_ = root_;
    game_.determinize(rng_);
    path_.clear();
    path_.push_back(0);
    int node = 0;
    // Descend while every legal move has a child; stop after adding one.
    while (true) {
      const std::size_t before = nodes_.size();
      node = select_or_expand(node);
      if (node < 0) break;
      path_.push_back(node);
      if (nodes_.size() != before) break;
    }
    play_out();
    back_up();
    ++iterations_;
  }
}

Move Search::best_move() const {
  const Node* best = nullptr;
  for (int c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling)
    if (!best || nodes_[c].visits >= best->visits) best = &nodes_[c];
  if (best) return best->move;
  std::vector<Move> moves;
  list_moves(root_, moves);
  return moves.empty() ? Move{} : moves.front();
}

bool Search::is_settled(int more) const {
  std::uint32_t first = 0, second = 0;
  for (int c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling) {
    const std::uint32_t v = nodes_[c].visits;
    if (v > first) second = first, first = v;
    else if (v > second) second = v;
  }
  return first > 0 && static_cast<long long>(first) - second > more;
}

int Search::root_children() const {
  int n = 0;
  for (int c = nodes_[0].first_child; c >= 0; c = nodes_[c].next_sibling) ++n;
  return n;
}

}  // namespace carc::ai
