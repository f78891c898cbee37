// Move checking of the base game: whether a move is legal now, with the reason when it is not
// (B3–B6). Game::check() (game.cpp) sends each expansion's moves to its unit. Nothing here
// changes the game.
#include "engine/game/game.h"
#include "engine/base/text.h"

namespace carc {
namespace {

// A figure's or a terrain's word in a message: a nested Error, so each language names it.
Error figure_words(FigureKind k) {
  static constexpr ErrorKey kWords[] = {err::figure_meeple, err::figure_big, err::figure_builder, err::figure_pig};
  return error_of(kWords[static_cast<int>(k)]);
}
Error terrain_words(int edge) {  // 1 city, 2 road, 3 field (the board's edge codes)
  static constexpr ErrorKey kWords[] = {err::terrain_field, err::terrain_city, err::terrain_road, err::terrain_field};
  return error_of(kWords[edge & 3]);
}

}  // namespace

Status Game::check_player(const Move& m) const {
  if (m.player >= players_.size()) return failure(err::no_such_player);
  if (!setup_.free_order && m.player != current_)
    return failure(err::turn, {"name", players_[current_].name});
  return {};
}

// A tile left in the pile but not drawn: apply() would draw it first (a record names its draw).
Status Game::not_drawn(TileType t) const {
  return failure(err::not_drawn, {"tile", def(t).id}, {"drawn", def(drawn_tile()).id});
}

Status Game::check_place(const Move& m) const {
  if (phase_ != Phase::PlaceTile)
    return failure(phase_ == Phase::GameEnd || phase_ == Phase::Over ? err::no_tile_now : err::turn_not_done);
  if (Status s = check_player(m); !s) return s;
  if (to_int(m.tile) >= catalogue_->size()) return failure(err::unknown_tile_type);
  const TileDef& d = def(m.tile);
  if (remaining(m.tile) == 0) return failure(err::not_in_pile, {"tile", d.id});
  if (m.tile != drawn_tile()) return not_drawn(m.tile);
  if (m.rot > 3) return failure(err::rotation);
  const int cell = board_.cell(m.pos);
  if (cell < 0 || !board_.is_placeable(cell))
    return failure(map_ && map_->kind(m.pos) == SquareKind::LargeCity ? err::square_large_city : map_ ? err::square_off_map : err::square_off_board,
                   {"at", pos_text(m.pos)});
  if (board_.tile_at(cell) >= 0) return failure(err::square_taken, {"at", pos_text(m.pos)});
  if (!board_.is_frontier(cell)) {
    if (map_ && map_->kind(m.pos) == SquareKind::Island)
      return failure(err::square_island, {"at", pos_text(m.pos)});
    return failure(err::square_alone, {"at", pos_text(m.pos)});
  }
  const std::uint8_t code = d.edge_code[m.rot];
  if (board_.fits(cell, code)) return {};
  static constexpr ErrorKey kNeighbour[4] = {err::side_north, err::side_east, err::side_south, err::side_west};
  static constexpr ErrorKey kPrinted[4] = {err::side_map_north, err::side_map_east, err::side_map_south, err::side_map_west};
  for (int side = 0; side < 4; ++side) {
    const int want = (board_.required_value(cell) >> (2 * side)) & 3;
    const int have = (code >> (2 * side)) & 3;
    if (!(board_.required_mask(cell) >> (2 * side) & 3) || want == have) continue;
    const bool printed = board_.tile_at(board_.neighbour(cell, side)) < 0;  // M16
    return failure((printed ? kPrinted : kNeighbour)[side], {"why_have", terrain_words(have)}, {"why_want", terrain_words(want)});
  }
  return failure(err::no_fit);
}

// B4: a tile that fits nowhere is discarded and the player draws again.
Status Game::check_discard(const Move& m) const {
  if (phase_ != Phase::PlaceTile) return failure(err::no_draw);
  if (Status s = check_player(m); !s) return s;
  if (to_int(m.tile) >= catalogue_->size() || remaining(m.tile) == 0) return failure(err::discard_not_in_pile);
  if (m.tile != drawn_tile()) return not_drawn(m.tile);
  if (can_place(m.tile)) return failure(err::discard_fits, {"tile", def(m.tile).id});
  return {};
}

Status Game::check_deploy(const Move& m) const {
  if (phase_ != Phase::Deploy) return failure(err::no_placed_tile);
  if (m.player != current_) return failure(err::turn, {"name", players_[current_].name});
  if (m.kind == MoveKind::NoFigure) return {};
  const FeatureKind feature = m.slot < kSlotCount && node_at(last_tile_, m.slot) >= 0 ? graph_.kind(node_at(last_tile_, m.slot)) : FeatureKind::Field;
  static constexpr ErrorKey kOccupied[] = {err::occupied_city, err::occupied_road, err::occupied_field, err::occupied_monastery};
  switch (deploy_block(m)) {
    case DeployBlock::None: return {};
    case DeployBlock::NotInRules: return failure(err::figure_rules, {"why_figure", figure_words(m.figure)});
    case DeployBlock::NoSupply: return failure(err::figure_supply, {"why_figure", figure_words(m.figure)});
    case DeployBlock::BadSlot: break;
    case DeployBlock::NoFeature: return failure(err::no_feature, {"slot", slot_name(m.slot)});
    case DeployBlock::Occupied: return failure(kOccupied[static_cast<int>(feature)]);
    case DeployBlock::BuilderPlace: return failure(err::builder_where);
    case DeployBlock::PigPlace: return failure(err::pig_where);
    case DeployBlock::NoFollower:
      return failure(m.figure != FigureKind::Builder ? err::pig_field : feature == FeatureKind::City ? err::builder_city : err::builder_road);
  }
  return failure(err::bad_slot);
}

// B6, I-rules (the large meeple), T5, T10: in the Deploy step, for the current player.
DeployBlock Game::deploy_block(const Move& m) const {
  if ((m.figure == FigureKind::Big && !setup_.rules.ic) ||
      ((m.figure == FigureKind::Builder || m.figure == FigureKind::Pig) && !setup_.rules.tb))
    return DeployBlock::NotInRules;
  if (players_[m.player].supply[static_cast<int>(m.figure)] == 0) return DeployBlock::NoSupply;
  if (m.slot >= kSlotCount) return DeployBlock::BadSlot;
  const int node = node_at(last_tile_, m.slot);
  if (node < 0) return DeployBlock::NoFeature;
  const int root = graph_.find(node);
  if (is_follower(m.figure)) return graph_.set(root).followers > 0 ? DeployBlock::Occupied : DeployBlock::None;
  return traders::builder_or_pig_block(*this, m, root, graph_.kind(node));  // T5, T10
}

Status Game::check_stand(const Move& m) const {
  if (!setup_.free_order) return failure(err::stand_order);
  if (phase_ != Phase::PlaceTile && phase_ != Phase::GameEnd) return failure(err::finish_turn);
  if (m.player >= players_.size()) return failure(err::no_such_player);
  const int cell = board_.cell(m.pos);
  if (cell < 0 || board_.tile_at(cell) < 0) return failure(err::no_tile_at, {"at", pos_text(m.pos)});
  if (placed_[board_.tile_at(cell)].printed)
    return failure(err::stand_large_city, {"at", pos_text(m.pos)});
  if (m.slot >= kSlotCount || node_at(board_.tile_at(cell), m.slot) < 0)
    return failure(err::stand_no_feature, {"at", pos_text(m.pos)}, {"slot", slot_name(m.slot)});
  if (players_[m.player].supply[static_cast<int>(m.figure)] == 0)
    return failure(err::figure_supply, {"why_figure", figure_words(m.figure)});
  return {};
}

// `end`: final scoring, between turns only.
Status Game::check_end() const {
  if (phase_ == Phase::Over) return failure(err::game_over);
  if (phase_ != Phase::PlaceTile && phase_ != Phase::GameEnd) return failure(err::finish_turn);
  return {};
}

}  // namespace carc
