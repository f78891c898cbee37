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

// One step down the tree from `node` in game_: the child to follow (after applying its move), or a
// new child for an untried legal move. Returns -1 when the game is over.
int Search::select_or_expand(int node) {
  list_moves(game_, moves_);
  if (moves_.empty()) return -1;
  keys_.resize(moves_.size());
  for (std::size_t i = 0; i < moves_.size(); ++i) keys_[i] = move_key(moves_[i]);
  tried_.assign(moves_.size(), 0);
  std::size_t untried = moves_.size();
  int best = -1;
  double best_value = -1;
  // First pass: mark the children legal in this deal, count their availability.
  for (int c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
    for (std::size_t i = 0; i < moves_.size(); ++i) {
      if (keys_[i] != nodes_[c].key) continue;
      tried_[i] = 1;
      --untried;
      ++nodes_[c].available;
      break;
    }
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
  for (int c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) {
    const Node& n = nodes_[c];
    bool legal = false;
    for (std::size_t i = 0; i < moves_.size() && !legal; ++i) legal = keys_[i] == n.key;
    if (!legal) continue;
    const double value = n.reward / n.visits + options_.exploration * std::sqrt(exact_log(n.available) / n.visits);
    if (value > best_value) {
      best_value = value;
      best = c;
    }
  }
  apply_move(game_, nodes_[best].move);
  return best;
}

void Search::play_out() {
  int turns = 0;
  PlayerId mover = game_.current_player();
  while (game_.phase() != Phase::Over) {
    if (options_.playout_turns >= 0 && game_.phase() == Phase::PlaceTile && game_.current_player() != mover &&
        ++turns > options_.playout_turns)
      game_.stop_drawing();
    mover = game_.current_player();
    list_moves(game_, moves_);
    if (moves_.empty() || !apply_move(game_, moves_[rng_.below(static_cast<std::uint32_t>(moves_.size()))])) break;
    ++playout_moves_;
  }
  for (int p = 0; p < game_.player_count() && p < kMaxPlayers; ++p) scores_[p] = game_.player(p).score;
}

void Search::back_up() {
  rewards(scores_, game_.player_count(), options_.reward, rewards_);
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
