// Scoring: completed features during the game (B8–B17), final scoring (B18–B24), majorities
// (B12) and the return of figures (B13); the expansions add to it through their scoring hooks
// (UnitHooks: feature_points … final_last), called here from the descriptors' tables.
#include "engine/game/game.h"
#include "engine/base/limits.h"
#include "engine/expansions/expansions.h"

namespace carc {
namespace {

// Distinct feature roots, kept on the stack: final scoring ends every playout of the AI's search,
// which must not allocate. One per figure on the board at most.
class RootSet {
 public:
  // False if `root` was in already.
  bool insert(int root) {
    for (int i = 0; i < size_; ++i)
      if (roots_[i] == root) return false;
    assert(size_ < kCapacity);
    roots_[size_++] = root;
    return true;
  }

 private:
  static constexpr int kCapacity = kMaxPlayers * (kMaxFollowers + kFigureKinds);
  int roots_[kCapacity];
  int size_ = 0;
};

Category category_of(FeatureKind k) {
  switch (k) {
    case FeatureKind::Road: return Category::Road;
    case FeatureKind::City: return Category::City;
    case FeatureKind::Monastery: return Category::Monastery;
    case FeatureKind::Field: return Category::Field;
  }
  return Category::Bonus;
}

// The points of a road or city of `units` tiles (and pennants) worth `points` by the base rules
// (B14, B15, B19), as the expansions count them (an inn, a cathedral: I5–I8).
int counted_points(const Table& t, FeatureKind kind, const FeatureSet& s, bool complete, int units, int points) {
  any_index<kHooks<&UnitHooks::feature_points>.size()>([&](auto i) {
    constexpr auto hook = kHooks<&UnitHooks::feature_points>[decltype(i)::value];
    points = hook(t, kind, s, complete, units, points);
    return false;
  });
  return points;
}

// Before the final scoring of the features: the root of a feature an expansion scores after the
// others (the first that names one: P15), or -1.
int scored_last(Table& t, UnitStates& u, std::vector<Event>* events) {
  int root = -1;
  any_index<kHooks<&UnitHooks::final_first>.size()>([&](auto i) {
    constexpr auto hook = kHooks<&UnitHooks::final_first>[decltype(i)::value];
    const int named = hook(t, u, events);
    if (root < 0) root = named;
    return false;
  });
  return root;
}

}  // namespace

void Table::score_points(PlayerId p, int points, Category c) {
  players_[p].score += points;
  players_[p].by_category[static_cast<int>(c)] += points;
}

int Game::strength(const Figure& f) const {
  if (!is_follower(f.kind)) return 0;
  return f.kind == FigureKind::Big || f.chip >= 0 ? 2 : 1;  // I3, TW9: large or upgraded counts as two
}

int Table::count_tiles(int root) const {
  ++stamp_gen_;
  int count = 0;
  int n = root;
  do {
    const int t = graph_.tile(n);
    if (stamp_[t] != stamp_gen_) {
      stamp_[t] = stamp_gen_;
      ++count;
    }
    n = graph_.next(n);
  } while (n != root);
  return count;
}

// Occupied squares around a monastery; on a map the squares no tile can take (sea, off the
// map, large-city squares) count too (M24). With `monastery-border open` only tiles count: a
// large-city square is printed, not a tile.
int Table::monastery_neighbours(int cell) const {
  const bool border = setup_.options.border_monastery;
  const auto filled_at = [&](int c) {
    return border ? board_.counts_as_filled(c) : board_.tile_at(c) >= printed_tiles_;
  };
  int filled = 0;
  for (int side = 0; side < 4; ++side) {
    const int n = board_.neighbour(cell, side);
    filled += filled_at(n) + filled_at(board_.neighbour(n, (side + 1) & 3));  // side, diagonal
  }
  return filled;
}

bool Table::is_complete(int root) const {
  switch (graph_.kind(root)) {
    case FeatureKind::City:
    case FeatureKind::Road: return graph_.set(root).open == 0;
    case FeatureKind::Monastery: return monastery_neighbours(placed_[graph_.tile(root)].cell) == 8;
    case FeatureKind::Field: return false;
  }
  return false;
}

int Game::feature_value(int root, bool complete) const {
  const FeatureSet& s = graph_.set(root);
  switch (graph_.kind(root)) {
    case FeatureKind::City: {
      const int units = count_tiles(root) + s.pennants;
      return counted_points(*this, FeatureKind::City, s, complete, units, complete ? 2 * units : units);  // B15, B19
    }
    case FeatureKind::Road: {
      const int tiles = count_tiles(root);
      return counted_points(*this, FeatureKind::Road, s, complete, tiles, tiles);  // B14, B19
    }
    case FeatureKind::Monastery:  // B16, B19
      return complete ? 9 : 1 + monastery_neighbours(placed_[graph_.tile(root)].cell);
    case FeatureKind::Field: return 0;
  }
  return 0;
}

std::uint8_t Game::winners() const {
  int best = 0;
  for (const auto& p : players_) best = p.score > best ? p.score : best;
  std::uint8_t mask = 0;
  for (int p = 0; p < player_count(); ++p)
    if (players_[p].score == best) mask |= static_cast<std::uint8_t>(1 << p);
  return mask;
}

void Game::award(std::uint8_t winners, int points, Category c) {
  for (std::size_t p = 0; p < players_.size(); ++p)
    if (winners >> p & 1) score_points(static_cast<PlayerId>(p), points, c);
}

void Game::report_scored(int root, FeatureKind kind, bool complete, bool final_scoring, int points, std::uint8_t winners,
                         std::vector<Event>* events) const {
  if (!events) return;
  const PlacedTile& pt = placed_[graph_.tile(root)];
  Event e{.kind = EventKind::FeatureScored, .tile = pt.type, .pos = pt.pos};
  e.feature = kind;
  e.complete = complete;
  e.final_scoring = final_scoring;
  e.tiles = static_cast<std::uint16_t>(kind == FeatureKind::Monastery ? 0 : count_tiles(root));
  e.pennants = graph_.set(root).pennants;
  e.points = static_cast<std::int16_t>(points);
  e.winners = winners;
  e.category = category_of(kind);
  events->push_back(e);
}

// Majority (B12): bit p set for every player with the most follower strength on the feature.
std::uint8_t Game::majority(int root) const {
  int strength_of[kMaxPlayers] = {};
  for (const Figure& f : figures_)
    if (is_follower(f.kind) && graph_.find(f.node) == root) strength_of[f.owner] += strength(f);
  int best = 0;
  for (int p = 0; p < player_count(); ++p) best = strength_of[p] > best ? strength_of[p] : best;
  std::uint8_t winners = 0;
  for (int p = 0; p < player_count(); ++p)
    if (best > 0 && strength_of[p] == best) winners |= static_cast<std::uint8_t>(1 << p);
  return winners;
}

void Game::score_feature(int root, bool complete, bool final_scoring, std::vector<Event>* events) {
  const std::uint8_t winners = majority(root);
  if (complete && !final_scoring) ++graph_.set(root).scored;
  if (winners) {
    const FeatureKind kind = graph_.kind(root);
    // The winners who score it as if it were complete (La Porxada's bubble: P10, P11).
    const std::uint8_t bubble = players_of_hooks<&UnitHooks::scored_as_complete>(
        static_cast<const Table&>(*this), units(), root, winners, complete, final_scoring);
    const std::uint8_t groups[2] = {static_cast<std::uint8_t>(winners & ~bubble), bubble};
    for (int g = 0; g < 2; ++g) {
      if (!groups[g]) continue;
      // P12: inside the bubble the city holding the Gingerbread Man pays its bonus first (G4),
      // to the players of the bubble only; the GBM does not move.
      if (g == 1)
        call_hooks<&UnitHooks::before_scored_as_complete>(static_cast<Table&>(*this), units(), root, groups[g], events);
      const int points = feature_value(root, complete || g == 1);
      award(groups[g], points, category_of(kind));
      report_scored(root, kind, complete || g == 1, final_scoring, points, groups[g], events);
    }
  }
  if (complete && !final_scoring && graph_.kind(root) == FeatureKind::City) city_completed(root, events);
  if (!final_scoring) return_figures(root, events);
}

// What follows a completed city's scoring: T2, T3: the completing player takes its goods; P9: La
// Porxada tokens.
void Game::city_completed(int root, std::vector<Event>* events) {
  call_hooks<&UnitHooks::city_completed>(static_cast<Table&>(*this), units(), root, events);
}

// B13: every figure on the scored feature goes back to its owner's supply.
void Game::return_figures(int root, std::vector<Event>* events) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < figures_.size(); ++i) {
    const Figure f = figures_[i];
    if (graph_.find(f.node) != root) {
      figures_[kept++] = f;
      continue;
    }
    ++players_[f.owner].supply[static_cast<int>(f.kind)];
    if (is_follower(f.kind)) --graph_.set(root).followers;
    if (f.chip >= 0) {  // TW10: the chip under it leaves the game
      chips_[f.chip].place = ChipPlace::Out;
      if (events) events->push_back(Event{.kind = EventKind::ChipRemoved, .player = f.owner, .chip = static_cast<std::int8_t>(f.chip)});
    }
    if (events) {
      events->push_back(Event{.kind = EventKind::FigureReturned, .player = f.owner, .tile = placed_[f.tile].type,
                              .pos = placed_[f.tile].pos, .figure = f.kind, .slot = f.slot, .feature = graph_.kind(root)});
    }
  }
  figures_.resize(kept);
}

// B8–B11: after the figure step, score every feature the placed tile completed.
void Game::score_completed(std::vector<Event>* events) {
  const PlacedTile pt = placed_[last_tile_];
  const TileDef& d = def(pt.type);
  for (int i = 0; i < static_cast<int>(d.features.size()); ++i) {
    const FeatureKind k = d.features[i].kind;
    if (k != FeatureKind::City && k != FeatureKind::Road) continue;
    const int root = graph_.find(pt.first_node + i);
    if (graph_.set(root).open != 0 || graph_.set(root).scored != 0) continue;
    if (any_hook<&UnitHooks::defers_completed>(static_cast<Table&>(*this), units(), root)) continue;  // P15: its knights may withdraw
    call_hooks<&UnitHooks::before_completed>(static_cast<Table&>(*this), units(), root, events);   // G4: the bonus comes first
    score_feature(root, true, false, events);
  }
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      const int cell = board_.cell(Pos{pt.pos.x + dx, pt.pos.y + dy});
      const int t = cell < 0 ? -1 : board_.tile_at(cell);
      if (t < 0) continue;
      const int m = def(placed_[t].type).monastery;
      if (m < 0) continue;
      const int node = placed_[t].first_node + m;
      if (graph_.set(node).scored == 0 && monastery_neighbours(cell) == 8) score_feature(node, true, false, events);
    }
  }
}

// B20–B22: each field pays its majority 3 points per completed city it borders (once per city).
void Game::score_fields(std::vector<Event>* events) {
  RootSet done;
  if (stamp_.size() < static_cast<std::size_t>(graph_.size())) stamp_.resize(graph_.size() + 64, 0);
  for (std::size_t i = 0; i < figures_.size(); ++i) {
    const Figure& first = figures_[i];
    if (!is_follower(first.kind) || graph_.kind(first.node) != FeatureKind::Field) continue;
    const int root = graph_.find(first.node);
    if (!done.insert(root)) continue;
    const std::uint8_t winners = majority(root);
    // The completed cities the field borders, each once (stamped by root).
    const std::uint32_t gen = ++stamp_gen_;
    int cities = 0;
    int n = root;
    do {
      const PlacedTile& pt = placed_[graph_.tile(n)];
      const std::uint16_t adjacent = def(pt.type).features[graph_.feature(n)].adjacent_cities;
      for (int c = 0; c < 16; ++c) {
        if (!(adjacent >> c & 1)) continue;
        const int city = graph_.find(pt.first_node + c);
        if (stamp_[city] == gen || graph_.set(city).open != 0) continue;
        stamp_[city] = gen;
        ++cities;
      }
      n = graph_.next(n);
    } while (n != root);
    // T12: a winner whose pig stands in the field scores 4 per city instead of 3.
    const std::uint8_t pig = players_of_hooks<&UnitHooks::field_bonus>(static_cast<const Table&>(*this), root, winners);
    const std::uint8_t groups[2] = {static_cast<std::uint8_t>(winners & ~pig), pig};
    for (int g = 0; g < 2; ++g) {
      if (!groups[g]) continue;
      const int points = (g == 1 ? 4 : 3) * cities;
      award(groups[g], points, Category::Field);
      if (!events) continue;
      const PlacedTile& pt = placed_[first.tile];
      Event e{.kind = EventKind::FeatureScored, .tile = pt.type, .pos = pt.pos};
      e.feature = FeatureKind::Field;
      e.final_scoring = true;
      e.tiles = static_cast<std::uint16_t>(cities);  // completed cities it borders
      e.points = static_cast<std::int16_t>(points);
      e.winners = groups[g];
      e.category = Category::Field;
      events->push_back(e);
    }
  }
}

// B18–B23: incomplete roads, cities and monasteries with followers, then fields. P15: the La
// Porxada city of the house rule is scored after the other cities; only if it was completed do
// its knights get their tokens, first (unfinished, it is an ordinary unfinished city: no token).
void Game::final_scoring(std::vector<Event>* events) {
  RootSet done;
  const int house = scored_last(*this, units(), events);
  if (house >= 0) done.insert(house);
  for (std::size_t i = 0; i < figures_.size(); ++i) {
    const Figure& f = figures_[i];
    if (!is_follower(f.kind) || graph_.kind(f.node) == FeatureKind::Field) continue;
    const int root = graph_.find(f.node);
    if (!done.insert(root)) continue;
    score_feature(root, is_complete(root), true, events);
  }
  if (house >= 0) score_feature(house, is_complete(house), true, events);
  score_fields(events);
  call_hooks<&UnitHooks::final_last>(static_cast<Table&>(*this), units(), events);  // T4: goods
  if (events) events->push_back(Event{.kind = EventKind::GameEnded});
}

// The projected score (issue 20): final scoring on a copy, so the page never computes a rule.
std::vector<int> Game::projected_scores() const {
  std::vector<int> out;
  out.reserve(players_.size());
  if (phase_ == Phase::Over) {  // scored already: the final scores
    for (const PlayerState& ps : players_) out.push_back(ps.score);
    return out;
  }
  Game copy = *this;
  copy.final_scoring(nullptr);
  for (const PlayerState& ps : copy.players_) out.push_back(ps.score);
  return out;
}

}  // namespace carc
