// Traders & Builders: goods (T2–T4), the builder (T5–T9) and the pig (T10–T12).
#include "engine/expansions/traders.h"

#include "engine/base/text.h"

namespace carc::traders {
namespace {

// T7: does the placed tile `pt` extend a road or city holding a builder of player p's? Then p
// places a second tile (never a third: no chain).
bool builder_extends(const Table& t, const TradersState& s, PlayerId p, const PlacedTile& pt) {
  if (!t.setup_.rules.tb || s.in_extra_turn) return false;
  const TileDef& d = t.def(pt.type);
  for (int f = 0; f < static_cast<int>(d.features.size()); ++f) {
    const FeatureKind k = d.features[f].kind;
    if (k != FeatureKind::City && k != FeatureKind::Road) continue;
    const int root = t.graph_.find(pt.first_node + f);
    for (const Figure& fig : t.figures_)
      if (fig.owner == p && fig.kind == FigureKind::Builder && t.graph_.find(fig.node) == root) return true;
  }
  return false;
}

}  // namespace

// T5, T10: a builder stands on a road or city, a pig on a field, each beside a follower of
// the same player in that feature (`root`, of `kind`).
DeployBlock builder_or_pig_block(const Table& t, const Move& m, int root, FeatureKind kind) {
  const bool builder = m.figure == FigureKind::Builder;
  if (builder && kind != FeatureKind::City && kind != FeatureKind::Road) return DeployBlock::BuilderPlace;
  if (!builder && kind != FeatureKind::Field) return DeployBlock::PigPlace;
  for (const Figure& f : t.figures_)
    if (f.owner == m.player && is_follower(f.kind) && t.graph_.find(f.node) == root) return DeployBlock::None;
  return DeployBlock::NoFollower;
}

void tile_placed(const Table& t, TradersState& s, PlayerId p, const PlacedTile& pt) { s.extra_earned = builder_extends(t, s, p, pt); }

bool plays_again(TradersState& s, Phase next) {
  s.in_extra_turn = s.extra_earned && next == Phase::PlaceTile;  // T7: the same player draws again
  return s.in_extra_turn;
}

void return_orphan_builders(Table& t, std::vector<Event>* events) {
  for (int i = static_cast<int>(t.figures_.size()) - 1; i >= 0; --i) {
    const Figure& b = t.figures_[i];
    if (b.kind != FigureKind::Builder) continue;
    const int root = t.graph_.find(b.node);
    bool kept = false;
    for (const Figure& f : t.figures_) kept = kept || (f.owner == b.owner && is_follower(f.kind) && t.graph_.find(f.node) == root);
    if (!kept) t.remove_figure(i, true, events);
  }
}

void take_goods(Table& t, int root, std::vector<Event>* events) {
  const FeatureSet& s = t.graph_.set(root);
  if (!t.setup_.rules.tb || !(s.goods[0] | s.goods[1] | s.goods[2])) return;
  for (int g = 0; g < 3; ++g) t.players_[t.current_].goods[g] += s.goods[g];
  if (events) {
    Event e{.kind = EventKind::GoodsTaken, .player = t.current_};
    for (int g = 0; g < 3; ++g) e.goods[g] = s.goods[g];
    events->push_back(e);
  }
}

// T12: of the field's `winners`, those whose pig stands in it (they score 4 per city, not 3).
std::uint8_t pig_owners(const Table& t, int root, std::uint8_t winners) {
  std::uint8_t pig = 0;
  for (const Figure& f : t.figures_)
    if (f.kind == FigureKind::Pig && (winners >> f.owner & 1) && t.graph_.find(f.node) == root) pig |= static_cast<std::uint8_t>(1 << f.owner);
  return pig;
}

// T4: for each kind of goods, the players holding the most tokens score 10 (nobody for none).
void score_goods(Table& t, std::vector<Event>* events) {
  if (!t.setup_.rules.tb) return;
  for (int g = 0; g < 3; ++g) {
    int best = 0;
    for (const PlayerState& p : t.players_) best = p.goods[g] > best ? p.goods[g] : best;
    if (best == 0) continue;
    for (int p = 0; p < t.player_count(); ++p) {
      if (t.players_[p].goods[g] != best) continue;
      t.score_points(static_cast<PlayerId>(p), 10, Category::Goods);
      if (events) {
        Event e{.kind = EventKind::FeatureScored, .player = static_cast<PlayerId>(p), .final_scoring = true, .points = 10,
                .winners = static_cast<std::uint8_t>(1 << p), .category = Category::Goods};
        e.goods[g] = static_cast<std::uint8_t>(best);
        events->push_back(e);
      }
    }
  }
}

// Goods come only from completed cities, and only with the T&B rules.
Status validate(const Table& t) {
  int goods_taken[3] = {0, 0, 0}, goods_completed[3] = {0, 0, 0};
  for (const PlayerState& p : t.players_)
    for (int g = 0; g < 3; ++g) goods_taken[g] += p.goods[g];
  for (int n = 0; n < t.graph_.size(); ++n)
    if (t.graph_.find(n) == n && t.graph_.kind(n) == FeatureKind::City && t.graph_.set(n).open == 0)
      for (int g = 0; g < 3; ++g) goods_completed[g] += t.graph_.set(n).goods[g];
  for (int g = 0; g < 3; ++g)
    if (goods_taken[g] > goods_completed[g] || (!t.setup_.rules.tb && goods_taken[g] > 0))
      return failure(err::check_goods);

  return {};
}

}  // namespace carc::traders
