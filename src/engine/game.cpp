// Game set-up, the legal-move queries and apply(): placement (B3, B4), deployment (B5–B8),
// the steps of a turn and turn order. Move checks are in move_checks.cpp.
#include "engine/game.h"

#include <algorithm>

#include "engine/limits.h"
#include "engine/text.h"

namespace carc {

Status Game::create(const Setup& setup, const Library& library, Game& out) {
  const Catalogue& catalogue = library.tiles;
  Game g;
  g.library_ = &library;
  g.catalogue_ = &catalogue;
  g.setup_ = setup;
  if (setup.players.size() < 2 || setup.players.size() > kMaxPlayers)
    return failure("a game needs 2 to 6 players, got " + std::to_string(setup.players.size()));
  for (std::size_t i = 0; i < setup.players.size(); ++i) {
    const auto& name = setup.players[i];
    if (name.empty() || name.find_first_of(" \t#") != std::string::npos)
      return failure("player name '" + name + "' must be one word without '#'");
    if (!is_utf8(name)) return failure("player name '" + name + "' is not valid UTF-8");
    for (std::size_t j = 0; j < i; ++j)
      if (setup.players[j] == name) return failure("player name '" + name + "' is used twice");
  }
  if (setup.map != "classic") {
    g.map_ = library.map(setup.map);
    if (!g.map_) return failure("map '" + setup.map + "' is not loaded");
  }
  if (setup.chips && !g.map_) return failure("the chips need a map (map taiwan or map iberia)");
  if (!setup.chip_spots.empty() && !setup.chips) return failure("chip lines need 'chips on'");
  if (setup.tile_count < 0) return failure("the tile count cannot be negative");
  for (const auto& set : setup.tiles) {
    if (std::find(std::begin(kTileSets), std::end(kTileSets), set) == std::end(kTileSets))
      return failure("unknown tile set '" + set + "' (known: base, ic, tb, winter, gbm, porxada)");
    if (!catalogue.has_set(set)) return failure("tile set '" + set + "' is not loaded");
    if (set == "winter" && std::find(setup.tiles.begin(), setup.tiles.end(), "base") != setup.tiles.end())
      return failure("the winter set already holds the 72 base tiles: use 'winter' without 'base'");
  }
  if (setup.followers < 0 || setup.followers > 30)
    return failure("followers per player must be 1 to 30");
  if (Status s = g.reset(); !s) return s;
  out = std::move(g);
  return {};
}

Status Game::restart(std::uint64_t seed) {
  setup_.seed = seed;
  return reset();
}

Status Game::reset() {
  const bool first = players_.empty();
  players_.assign(setup_.players.size(), PlayerState{});
  const int followers = setup_.followers > 0 ? setup_.followers : (map_ ? 9 : 7);  // B1, M3
  initial_supply_ = {followers, setup_.rules.ic ? 1 : 0, setup_.rules.tb ? 1 : 0, setup_.rules.tb ? 1 : 0};
  for (std::size_t p = 0; p < players_.size(); ++p) {
    players_[p].name = setup_.players[p];
    players_[p].supply = initial_supply_;
  }
  pile_.clear();
  for (const auto& set : setup_.tiles)
    for (int t = 0; t < catalogue_->size(); ++t) {
      const std::string& own = catalogue_->def(TileType(t)).set;
      // The Winter edition is the 72 base shapes in winter dress plus its 12 extra tiles.
      if (own == set || (set == "winter" && own == "base"))
        pile_.insert(pile_.end(), catalogue_->def(TileType(t)).count, TileType(t));
    }
  graph_.clear();
  placed_.clear();
  figures_.clear();
  history_.clear();
  chips_.fill(ChipState{});
  dealt_.clear();
  pending_chip_ = -1;
  gbm_node_ = -1;
  porxada_node_ = -1;
  porxada_option_ = 0;
  turn_ = TurnState{};
  in_extra_turn_ = false;
  swap_[0] = swap_[1] = -1;
  next_ = 0;
  discarded_ = 0;
  last_tile_ = -1;
  current_ = 0;
  printed_tiles_ = 0;
  // NOTE: the set-up draws (start squares, start tiles, chips) use their own stream, so the
  // draw pile's order depends only on the seed and the tiles left after the start tiles.
  Rng setup_rng(setup_.seed ^ 0x5EED5E7u);
  if (map_) {
    if (Status s = setup_map(pile_, setup_rng); !s) return s;
  } else {
    std::vector<StartTile> starts = setup_.starts;
    if (starts.empty()) starts.push_back(StartTile{"B-D", Pos{0, 0}, 0});
    const std::size_t in_play = pile_.size() + starts.size();
    if (in_play > static_cast<std::size_t>(kMaxTilesInPlay))
      return failure(std::to_string(in_play) + " tiles in play (draw pile and start tiles); the limit is " +
                                   std::to_string(kMaxTilesInPlay));
    if (first) board_.init_classic(static_cast<int>(in_play));
    else board_.clear();
    for (const auto& s : starts) {
      TileType t;
      if (!catalogue_->find(s.tile, t)) return failure("start tile '" + s.tile + "' is not in the catalogue");
      const int cell = board_.cell(s.pos);
      if (cell < 0 || !board_.is_placeable(cell) || board_.tile_at(cell) >= 0)
        return failure("start square " + pos_text(s.pos) + " is not free");
      if (s.rot < 0 || s.rot > 3) return failure("start rotation must be r0, r90, r180 or r270");
      if (!board_.fits(cell, catalogue_->def(t).edge_code[s.rot]))
        return failure("start tile " + s.tile + " at " + pos_text(s.pos) + " does not match its neighbours");
      const auto it = std::find(pile_.begin(), pile_.end(), t);
      if (it != pile_.end()) pile_.erase(it);  // else an extra copy from the catalogue
      place_tile(t, s.rot, cell);
    }
    start_tiles_ = static_cast<int>(starts.size());
  }
  // A start tile can close a feature against the map's edge (M23): it was completed by nobody.
  for (int n = 0; n < graph_.size(); ++n)
    if (graph_.find(n) == n && graph_.kind(n) != FeatureKind::Field && is_complete(n)) graph_.set(n).scored = 1;
  if (setup_.rules.gbm) {  // G1: the Gingerbread Man starts in the start tile's city
    const PlacedTile& st = placed_[first_start()];
    const TileDef& d = def(st.type);
    for (int f = 0; f < static_cast<int>(d.features.size()) && gbm_node_ < 0; ++f)
      if (d.features[f].kind == FeatureKind::City) gbm_node_ = st.first_node + f;
  }
  Rng rng(setup_.seed);
  rng.shuffle(pile_.data(), static_cast<std::uint32_t>(pile_.size()));
  // M2: a map plays its recommended number of tiles (start tiles included) unless told otherwise.
  // An explicit count may exceed the map's squares: the game then ends when they run out (M27).
  int count = setup_.tile_count > 0 ? setup_.tile_count : (map_ ? std::min(map_->recommended_tiles, map_->count_placeable()) : 0);
  if (setup_.tile_count > static_cast<int>(pile_.size()) + start_tiles_)
    return failure("tile count " + std::to_string(setup_.tile_count) + " is more than the " +
                                 std::to_string(pile_.size() + start_tiles_) + " tiles of the chosen sets");
  if (count > 0 && count - start_tiles_ < static_cast<int>(pile_.size())) pile_.resize(std::max(0, count - start_tiles_));
  phase_ = pile_.empty() ? Phase::GameEnd : Phase::PlaceTile;
  return {};
}

std::string_view phase_name(Phase p) {
  switch (p) {
    case Phase::PlaceTile: return "place";
    case Phase::Cache: return "cache";
    case Phase::Deploy: return "deploy";
    case Phase::Upgrade: return "upgrade";
    case Phase::Porxada: return "porxada";
    case Phase::Swap: return "swap";
    case Phase::Refuse: return "refuse";
    case Phase::Gbm: return "gbm";
    case Phase::Withdraw: return "withdraw";
    case Phase::GameEnd: return "end";
    case Phase::Over: return "over";
  }
  return "?";
}

bool Game::find_player(std::string_view name, PlayerId& out) const {
  for (std::size_t p = 0; p < players_.size(); ++p) {
    if (players_[p].name == name) {
      out = static_cast<PlayerId>(p);
      return true;
    }
  }
  return false;
}

int Game::remaining(TileType t) const {
  return static_cast<int>(std::count(pile_.begin() + next_, pile_.end(), t));
}

int Game::node_at(int tile, Slot slot) const {
  const PlacedTile& pt = placed_[tile];
  const int f = def(pt.type).feature_at(pt.rot, slot);
  return f < 0 ? -1 : pt.first_node + f;
}

void Game::legal_placements(TileType t, std::vector<Placement>& out) const {
  out.clear();
  const TileDef& d = def(t);
  for (int cell : board_.frontier())
    for (int r = 0; r < 4; ++r)
      if ((d.distinct_rotations >> r & 1) && board_.fits(cell, d.edge_code[r]))
        out.push_back(Placement{board_.pos(cell), static_cast<std::uint8_t>(r)});
}

bool Game::can_place(TileType t) const {
  const TileDef& d = def(t);
  for (int cell : board_.frontier())
    for (int r = 0; r < 4; ++r)
      if (board_.fits(cell, d.edge_code[r])) return true;
  return false;
}

void Game::unfillable_squares(std::vector<Pos>& out) const {
  out.clear();
  std::vector<TileType> kinds(pile_.begin() + next_, pile_.end());
  std::sort(kinds.begin(), kinds.end(), [](TileType a, TileType b) { return to_int(a) < to_int(b); });
  kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
  for (int cell : board_.frontier()) {
    bool fillable = false;
    for (std::size_t k = 0; k < kinds.size() && !fillable; ++k)
      for (int r = 0; r < 4 && !fillable; ++r) fillable = board_.fits(cell, def(kinds[k]).edge_code[r]);
    if (!fillable) out.push_back(board_.pos(cell));
  }
}

bool Game::take_from_pile(TileType t) {
  for (std::size_t i = next_; i < pile_.size(); ++i) {
    if (pile_[i] == t) {
      std::swap(pile_[i], pile_[next_]);
      ++next_;
      return true;
    }
  }
  return false;
}

Status Game::apply(const Move& m, std::vector<Event>* events) {
  if (Status s = check(m); !s) return s;
  switch (m.kind) {
    case MoveKind::Place: {
      take_from_pile(m.tile);
      current_ = m.player;
      last_tile_ = place_tile(m.tile, m.rot, board_.cell(m.pos));
      if (events) events->push_back(Event{.kind = EventKind::TilePlaced, .player = m.player, .tile = m.tile, .pos = m.pos, .rot = m.rot});
      connect_squares(last_tile_);
      if (map_) collect_chip(placed_[last_tile_].cell, m.player, events);  // C6: chip, arms, cache
      start_turn_steps(m.player);
      next_step(events);
      break;
    }
    case MoveKind::Cache: {
      const int cell = board_.cell(m.pos);
      chips_[pending_chip_] = ChipState{ChipPlace::Cache, cell, m.player};
      chip_at_[cell] = static_cast<std::int8_t>(pending_chip_);
      if (events) events->push_back(Event{.kind = EventKind::CachePlaced, .player = m.player, .pos = m.pos, .chip = static_cast<std::int8_t>(pending_chip_)});
      pending_chip_ = -1;
      next_step(events);
      break;
    }
    case MoveKind::Deploy:
    case MoveKind::NoFigure:
      if (m.kind == MoveKind::Deploy) add_figure(m.player, m.figure, last_tile_, m.slot, events);
      turn_.deployed = true;
      next_step(events);
      break;
    case MoveKind::Upgrade:
    case MoveKind::NoUpgrade:
      if (m.kind == MoveKind::Upgrade) apply_upgrade(m, events);
      next_step(events);
      break;
    case MoveKind::PorxadaSwap:
    case MoveKind::PorxadaBonus:
    case MoveKind::Swap:
    case MoveKind::NoSwap:
    case MoveKind::Accept:
    case MoveKind::Refuse:
    case MoveKind::RefuseSupply:
    case MoveKind::Gbm:
    case MoveKind::Withdraw:
    case MoveKind::Stay:
      apply_expansion(m, events);
      break;
    case MoveKind::Stand:
      add_figure(m.player, m.figure, board_.tile_at(board_.cell(m.pos)), m.slot, events);
      break;
    case MoveKind::Discard:
      take_from_pile(m.tile);
      ++discarded_;
      if (tiles_left() == 0) phase_ = Phase::GameEnd;
      if (events) events->push_back(Event{.kind = EventKind::TileDiscarded, .player = m.player, .tile = m.tile});
      break;
    case MoveKind::End:
      final_scoring(events);
      phase_ = Phase::Over;
      break;
  }
  history_.push_back(m);
  return {};
}

// What the placed tile sets going this turn: T7's second tile, G2, P3.
void Game::start_turn_steps(PlayerId p) {
  turn_ = TurnState{};
  const PlacedTile& pt = placed_[last_tile_];
  const TileDef& d = def(pt.type);
  turn_.gbm_tile = setup_.rules.gbm && d.gbm;
  for (int f = 0; f < static_cast<int>(d.features.size()); ++f) {
    turn_.porxada = turn_.porxada || (setup_.rules.porxada && d.features[f].porxada);
    if (d.features[f].porxada) porxada_node_ = pt.first_node + f;
    const FeatureKind k = d.features[f].kind;
    if (!setup_.rules.tb || in_extra_turn_ || (k != FeatureKind::City && k != FeatureKind::Road)) continue;
    const int root = graph_.find(pt.first_node + f);
    for (const Figure& fig : figures_)  // T7: the tile extends a feature holding the player's builder
      turn_.extra = turn_.extra || (fig.owner == p && fig.kind == FigureKind::Builder && graph_.find(fig.node) == root);
  }
}

// B2 and the expansions' steps: the next thing this turn owes, in order; ends the turn when
// nothing is left.
void Game::next_step(std::vector<Event>* events) {
  if (pending_chip_ >= 0) { phase_ = Phase::Cache; return; }
  if (turn_.porxada) { phase_ = Phase::Porxada; return; }
  if (!turn_.deployed) { phase_ = Phase::Deploy; return; }
  if (!turn_.upgrade_asked) {
    turn_.upgrade_asked = true;
    bool meeple = false;  // TW5, TW7: any meeple of the player's on the map may be upgraded
    for (const Figure& f : figures_) meeple = meeple || (f.owner == current_ && f.kind == FigureKind::Meeple && f.chip < 0);
    if (chips_on() && map_->bands.empty() && meeple && can_pay(current_)) { phase_ = Phase::Upgrade; return; }
  }
  if (!turn_.scored) {
    turn_.scored = true;
    score_completed(events);
    return_orphan_builders(events);
  }
  if (withdraw_due_) {  // P15: each player with knights there, from the current one on
    withdraw_due_ = false;
    const int first = next_withdrawing(current_ - 1 + player_count());
    if (first >= 0) {
      withdrawing_ = static_cast<PlayerId>(first);
      phase_ = Phase::Withdraw;
      return;
    }
  }
  if (!turn_.gbm_done && (turn_.gbm_tile || turn_.gbm_completed)) {
    turn_.gbm_done = true;
    std::vector<Move> targets;
    add_gbm_moves(targets);
    if (!targets.empty()) { phase_ = Phase::Gbm; return; }
    if (turn_.gbm_completed) {  // G7: no unfinished city left, it waits beside the board
      gbm_node_ = -1;
      if (events) events->push_back(Event{.kind = EventKind::GbmSetAside, .player = current_});
    }  // G6: else it stays where it is
  }
  end_turn();
}

int Game::place_tile(TileType t, int rot, int cell) {
  const TileDef& d = def(t);
  const int index = static_cast<int>(placed_.size());
  placed_.push_back(PlacedTile{t, static_cast<std::uint8_t>(rot), board_.pos(cell), cell, graph_.size()});
  if (stamp_.size() < placed_.size()) stamp_.resize(placed_.size() + 64, 0);
  for (int i = 0; i < static_cast<int>(d.features.size()); ++i) {
    const FeatureDef& f = d.features[i];
    FeatureSet s;
    s.open = static_cast<std::int16_t>(__builtin_popcount(f.sides));
    s.pennants = f.pennants;
    s.inns = f.inn;
    s.cathedrals = f.cathedral;
    s.porxada = f.porxada;
    if (f.good != Good::None) s.goods[static_cast<int>(f.good) - 1] = 1;
    graph_.add(f.kind, index, i, s);
  }
  board_.place(cell, index, d.edge_code[rot]);
  for (int side = 0; side < 4; ++side) {
    const int n = board_.neighbour(cell, side);
    const int other = board_.tile_at(n);
    if (other >= 0) {
      join_side(index, side, other);
    } else if (!board_.is_placeable(n)) {  // M23: the map's edge closes cities and roads
      const int node = node_at(index, static_cast<Slot>(3 * side + 1));
      const FeatureKind kind = graph_.kind(node);
      if (kind == FeatureKind::City || kind == FeatureKind::Road) --graph_.set(graph_.find(node)).open;
    }
  }
  return index;
}

// Joins the features of placed tile `tile` on `side` with those of the neighbour `other`.
void Game::join_side(int tile, int side, int other) {
  for (int k = 0; k < 3; ++k) {
    const Slot s = static_cast<Slot>(3 * side + k);
    const int a = node_at(tile, s);
    const int b = node_at(other, facing_slot(s));  // -1 on a large city's road or coast edge
    const FeatureKind kind = graph_.kind(a);
    if (kind == FeatureKind::Field) {
      if (b >= 0) graph_.unite(a, b);
    } else if (k == 1) {  // a city or road meets its neighbour once per side
      --graph_.set(graph_.find(a)).open;
      if (b < 0) continue;  // M26: a road ends at the city gate
      --graph_.set(graph_.find(b)).open;
      graph_.unite(a, b);
    }
  }
}

void Game::add_figure(PlayerId p, FigureKind k, int tile, Slot slot, std::vector<Event>* events) {
  const int node = node_at(tile, slot);
  figures_.push_back(Figure{p, k, tile, slot, node});
  --players_[p].supply[static_cast<int>(k)];
  if (is_follower(k)) ++graph_.set(graph_.find(node)).followers;
  if (events) {
    events->push_back(Event{.kind = EventKind::FigureDeployed, .player = p, .tile = placed_[tile].type, .pos = placed_[tile].pos,
                            .figure = k, .slot = slot, .feature = graph_.kind(node)});
  }
}

void Game::end_turn() {
  phase_ = (tiles_left() == 0 || (board_.is_map() && board_.placeable_empty() == 0)) ? Phase::GameEnd : Phase::PlaceTile;
  in_extra_turn_ = turn_.extra && phase_ == Phase::PlaceTile;  // T7: the same player draws again
  if (!in_extra_turn_) current_ = static_cast<PlayerId>((current_ + 1) % players_.size());
  turn_ = TurnState{};
}

}  // namespace carc
