// Who holds this? (issue 20): one feature's parts, holders and points now. The points come from
// the game's own scoring run on a copy (score_feature, score_fields), never a second formula.
#include "engine/game/feature_info.h"

#include <algorithm>

#include "engine/game/game.h"

namespace carc {
namespace {

// The slots of feature `f` on a tile as it lies (edge slots, I, M).
std::uint16_t feature_slots(const TileDef& d, int rot, int f) {
  std::uint16_t slots = 0;
  for (int s = 0; s < kSlotCount; ++s)
    if (d.feature_at(rot, static_cast<Slot>(s)) == f) slots = static_cast<std::uint16_t>(slots | 1u << s);
  return slots;
}

}  // namespace

Status Game::feature_info(Pos pos, Slot slot, FeatureInfo& out) const {
  const int cell = board_.cell(pos);
  const int tile = cell < 0 ? -1 : board_.tile_at(cell);
  if (tile < 0) return failure(err::no_tile_at, {"at", pos_text(pos)});
  if (slot >= kSlotCount) return failure(err::info_no_slot, {"n", static_cast<int>(slot)});
  const int node = node_at(tile, slot);
  if (node < 0) return failure(err::info_no_feature, {"spot", spot_text(pos, slot)});

  const int root = graph_.find(node);
  if (stamp_.size() < static_cast<std::size_t>(graph_.size())) stamp_.resize(graph_.size() + 64, 0);

  FeatureInfo info;
  info.kind = graph_.kind(root);
  info.complete = is_complete(root);
  // B8: scored when completed (a monastery too); P15's La Porxada city waits for the end.
  info.scored = info.complete && graph_.set(root).scored > 0 && !is_porxada_house_city(root);
  int n = root;
  do {
    const int t = graph_.tile(n);
    const PlacedTile& pt = placed_[t];
    const std::uint16_t slots = feature_slots(def(pt.type), pt.rot, graph_.feature(n));
    const auto same = std::find_if(info.parts.begin(), info.parts.end(), [&](const FeaturePart& p) { return p.tile == t; });
    if (same != info.parts.end()) same->slots = static_cast<std::uint16_t>(same->slots | slots);  // B17: one square
    else info.parts.push_back(FeaturePart{.pos = pt.pos, .tile = t, .slots = slots, .printed = pt.printed});
    n = graph_.next(n);
  } while (n != root);
  info.squares = static_cast<int>(info.parts.size());

  std::array<FeatureHolder, kMaxPlayers> by_player{};
  std::uint8_t present = 0;
  for (const Figure& f : figures_) {
    if (graph_.find(f.node) != root) continue;
    FeatureHolder& h = by_player[f.owner];
    present = static_cast<std::uint8_t>(present | 1u << f.owner);
    if (is_follower(f.kind)) {
      ++h.followers;
      h.strength += strength(f);  // I3, TW9
    } else {
      ++h.others;
    }
  }
  info.winners = majority(root);  // B12

  // What scoring would pay each player for this feature alone now: the game's scoring on a copy.
  std::array<int, kMaxPlayers> gain{};
  if (!info.scored) {
    Game copy = *this;
    if (info.kind == FeatureKind::Field) {  // B20–B24, T12: score_fields scores only this field
      std::erase_if(copy.figures_, [&](const Figure& f) { return graph_.find(f.node) != root; });
      copy.score_fields(nullptr);
    } else {  // B18, B19 (open) or B8–B16 (completed by this turn's tile, not scored yet)
      copy.score_feature(root, info.complete, true, nullptr);
    }
    for (int p = 0; p < player_count(); ++p) gain[p] = copy.players_[p].score - players_[p].score;
  }
  for (int p = 0; p < player_count(); ++p) {
    if (!(present >> p & 1)) continue;
    FeatureHolder h = by_player[p];
    h.player = static_cast<PlayerId>(p);
    h.points = gain[p];
    info.holders.push_back(h);
    if (info.kind == FeatureKind::Field) info.value = std::max(info.value, h.points);
  }
  if (info.kind != FeatureKind::Field) info.value = feature_value(root, info.complete);  // B14–B19, I5–I8
  out = std::move(info);
  return {};
}

}  // namespace carc
