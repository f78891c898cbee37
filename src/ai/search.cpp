// ISMCTS: determinize, select (UCB1 with availability counts), expand, play out, back up.
#include "ai/search.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace carc::ai {

void Search::start(const Game& game, std::uint64_t seed) {
  root_ = game;
  rng_.reseed(seed);
  iterations_ = 0;
  playout_moves_ = 0;
  nodes_.clear();
  nodes_.push_back(Node{});
  nodes_[0].player = game.deciding_player();
  list_moves(root_, root_moves_.moves);
  root_moves_.build();
  root_tried_.assign(root_moves_.moves.size(), 0);
  chains_.clear();
}

void Search::TileChains::clear() {
  slots.assign(4096, Entry{});
  used = 0;
}

namespace {
std::uint64_t chain_key(int node, TileType tile) {
  return (static_cast<std::uint64_t>(node) << 16 | static_cast<std::uint64_t>(to_int(tile))) + 1;
}
std::size_t chain_slot(std::uint64_t key, std::size_t mask) { return (key * 0x9E3779B97F4A7C15ull >> 32) & mask; }
}  // namespace

int Search::TileChains::head(int node, TileType tile) const {
  const std::uint64_t key = chain_key(node, tile);
  const std::size_t mask = slots.size() - 1;
  for (std::size_t at = chain_slot(key, mask); slots[at].key != 0; at = (at + 1) & mask)
    if (slots[at].key == key) return slots[at].head;
  return -1;
}

void Search::TileChains::set_head(int node, TileType tile, int child) {
  if (2 * (used + 1) > slots.size()) {  // at most half full: twice the slots
    spare.swap(slots);
    slots.assign(spare.size() * 2, Entry{});
    const std::size_t mask = slots.size() - 1;
    for (const Entry& e : spare) {
      if (e.key == 0) continue;
      std::size_t at = chain_slot(e.key, mask);
      while (slots[at].key != 0) at = (at + 1) & mask;
      slots[at] = e;
    }
  }
  const std::uint64_t key = chain_key(node, tile);
  const std::size_t mask = slots.size() - 1;
  std::size_t at = chain_slot(key, mask);
  while (slots[at].key != 0 && slots[at].key != key) at = (at + 1) & mask;
  if (slots[at].key == 0) {
    slots[at].key = key;
    ++used;
  }
  slots[at].head = child;
}

double Search::log_of(std::uint32_t n) {
  constexpr std::size_t kTable = 1 << 16;  // 512 KB at most
  if (n >= kTable) return exact_log(n);
  if (logs_.empty()) logs_.push_back(0.0);  // never read: a legal child has been available at least once
  while (logs_.size() <= n) logs_.push_back(exact_log(static_cast<double>(logs_.size())));
  return logs_[n];
}

// A move's key in the search's tables: cheap to compute, and only a table index; moves found by
// it are compared whole (Move::operator==), so equal keys never merge distinct moves.
std::uint64_t Search::key_of(const Move& m) {
  const std::uint64_t a = static_cast<std::uint64_t>(m.kind) | std::uint64_t(m.player) << 8 |
                          std::uint64_t(to_int(m.tile)) << 16 | std::uint64_t(m.rot) << 32 |
                          std::uint64_t(static_cast<int>(m.figure)) << 40 | std::uint64_t(m.slot) << 48 |
                          std::uint64_t(m.slot2) << 56;
  const std::uint64_t b = std::uint64_t(std::uint32_t(m.pos.x)) | std::uint64_t(std::uint32_t(m.pos.y)) << 32;
  const std::uint64_t c = std::uint64_t(std::uint32_t(m.pos2.x)) | std::uint64_t(std::uint32_t(m.pos2.y)) << 32;
  std::uint64_t h = (a ^ (b * 0x9E3779B97F4A7C15ull) ^ (c * 0xC2B2AE3D27D4EB4Full)) * 0xFF51AFD7ED558CCDull;
  return h ^ (h >> 32);
}

void Search::MoveIndex::build() {
  keys.resize(moves.size());
  std::size_t size = 16;
  while (size < 2 * moves.size()) size *= 2;
  table.assign(size, 0);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    keys[i] = key_of(moves[i]);
    std::size_t at = keys[i] & (size - 1);
    while (table[at] != 0) at = (at + 1) & (size - 1);
    table[at] = static_cast<std::uint32_t>(i + 1);
  }
}

int Search::MoveIndex::find(const Move& move, std::uint64_t key) const {
  const std::size_t mask = table.size() - 1;
  for (std::size_t at = key & mask; table[at] != 0; at = (at + 1) & mask) {
    const std::uint32_t i = table[at] - 1;
    if (keys[i] == key && moves[i] == move) return static_cast<int>(i);
  }
  return -1;
}

// One step down the tree from `node` in game_: the child to follow (after applying its move), or a
// new child for an untried legal move. Returns -1 when the game is over.
int Search::select_or_expand(int node) {
  // The root's moves and children are legal in every deal; deeper, this deal's moves are listed.
  const bool root = node == 0;
  const MoveIndex* here = &root_moves_;
  if (!root) {
    list_moves(game_, moves_.moves);
    moves_.build();
    here = &moves_;
  }
  const std::vector<Move>& moves = here->moves;
  if (moves.empty()) return -1;
  std::vector<std::uint8_t>& tried = root ? root_tried_ : tried_;
  if (!root) tried.assign(moves.size(), 0);
  std::size_t untried = moves.size();
  // First pass: the children legal in this deal (newest first, as they were chained), counting
  // their availability. Below the root, a child that places or discards a tile is legal only in
  // the placement step and for the tile this deal drew (B2): only that tile's chain is walked.
  legal_.clear();
  const auto take = [&](int c) {
    if (!root) {
      const int i = here->find(nodes_[c].move, nodes_[c].key);
      if (i < 0) return;
      tried[i] = 1;
    }
    --untried;
    ++nodes_[c].available;
    legal_.push_back(c);
  };
  for (int c = nodes_[node].first_child; c >= 0; c = nodes_[c].next_sibling) take(c);
  if (!root && game_.phase() == Phase::PlaceTile) {
    const std::size_t others = legal_.size();
    for (int c = chains_.head(node, game_.drawn_tile()); c >= 0; c = nodes_[c].next_sibling) take(c);
    // Both chains are newest first; newer children have higher indices.
    if (others > 0 && legal_.size() > others) std::sort(legal_.begin(), legal_.end(), std::greater<int>());
  }
  if (untried > 0) {
    std::uint32_t pick = rng_.below(static_cast<std::uint32_t>(untried));
    std::size_t i = 0;
    for (;; ++i)
      if (!tried[i] && pick-- == 0) break;
    tried[i] = 1;
    Node child;
    child.move = moves[i];
    child.key = here->keys[i];
    child.player = game_.deciding_player();
    child.available = 1;
    const int index = static_cast<int>(nodes_.size());
    if (!root && places_tile(child.move)) {
      child.next_sibling = chains_.head(node, child.move.tile);
      chains_.set_head(node, child.move.tile, index);
    } else {
      child.next_sibling = nodes_[node].first_child;
      nodes_[node].first_child = index;
    }
    nodes_.push_back(child);
    apply_move(game_, moves[i]);
    return index;
  }
  int best = -1;
  double best_value = -1;
  for (int c : legal_) {
    const Node& n = nodes_[c];
    const double value = n.reward / n.visits + options_.exploration * std::sqrt(log_of(n.available) / n.visits);
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
      std::vector<Move>& moves = moves_.moves;
      list_moves(game_, moves);
      if (moves.empty()) break;
      int pick = options_.take_completed ? completed_feature_deploy(game_, moves) : -1;
      if (pick < 0 && options_.playout_fields_from >= 0)
        pick = playout_figure(game_, moves, options_.playout_fields_from, rng_, figure_scratch_);
      move = moves[pick >= 0 ? pick : rng_.below(static_cast<std::uint32_t>(moves.size()))];
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
  return root_moves_.moves.empty() ? Move{} : root_moves_.moves.front();
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
