// Move checking of the base game: whether a move is legal now, with the reason when it is not
// (B3–B6). Game::check() (game.cpp) sends each expansion's moves to its unit. Nothing here
// changes the game.
#include "engine/game.h"
#include "engine/text.h"

namespace carc {

Status Game::check_player(const Move& m) const {
  if (m.player >= players_.size()) return failure("no such player");
  if (!setup_.free_order && m.player != current_)
    return failure("it is " + players_[current_].name + "'s turn");
  return {};
}

// A tile left in the pile but not drawn: apply() would draw it first (a record names its draw).
std::string Game::not_drawn(TileType t) const {
  return def(t).id + " is not the drawn tile (" + def(drawn_tile()).id + ")";
}

Status Game::check_place(const Move& m) const {
  if (phase_ != Phase::PlaceTile)
    return failure(phase_ == Phase::GameEnd || phase_ == Phase::Over ? "no tile can be placed now" : "the placed tile's turn is not done yet");
  if (Status s = check_player(m); !s) return s;
  if (to_int(m.tile) >= catalogue_->size()) return failure("unknown tile");
  const TileDef& d = def(m.tile);
  if (remaining(m.tile) == 0) return failure("no " + d.id + " left in the draw pile");
  if (m.tile != drawn_tile()) return failure(not_drawn(m.tile));
  if (m.rot > 3) return failure("rotation must be r0, r90, r180 or r270");
  const int cell = board_.cell(m.pos);
  if (cell < 0 || !board_.is_placeable(cell))
    return failure("square " + pos_text(m.pos) + (map_ && map_->kind(m.pos) == SquareKind::LargeCity ? " is a large city (M12)" : map_ ? " is not a square of the map (M10)" : " is not on the board"));
  if (board_.tile_at(cell) >= 0) return failure("square " + pos_text(m.pos) + " already holds a tile");
  if (!board_.is_frontier(cell)) {
    if (map_ && map_->kind(m.pos) == SquareKind::Island)
      return failure("square " + pos_text(m.pos) + " is on an island its ferry has not reached yet (M20)");
    return failure("square " + pos_text(m.pos) + " touches no placed tile (B3)");
  }
  const std::uint8_t code = d.edge_code[m.rot];
  if (board_.fits(cell, code)) return {};
  static constexpr const char* kSideNames[4] = {"north", "east", "south", "west"};
  static constexpr const char* kTerrain[4] = {"", "city", "road", "field"};
  for (int side = 0; side < 4; ++side) {
    const int want = (board_.required_value(cell) >> (2 * side)) & 3;
    const int have = (code >> (2 * side)) & 3;
    if (!(board_.required_mask(cell) >> (2 * side) & 3) || want == have) continue;
    const std::string mine = std::string(kSideNames[side]) + " side of the tile is a " + kTerrain[have];
    if (board_.tile_at(board_.neighbour(cell, side)) < 0)
      return failure(mine + " but the map prints a " + kTerrain[want] + " there (M16)");
    return failure(mine + " but the neighbour's " + kSideNames[opposite(side)] + " side is a " + kTerrain[want]);
  }
  return failure("the tile does not fit there");
}

// B4: a tile that fits nowhere is discarded and the player draws again.
Status Game::check_discard(const Move& m) const {
  if (phase_ != Phase::PlaceTile) return failure("no tile is being drawn now");
  if (Status s = check_player(m); !s) return s;
  if (to_int(m.tile) >= catalogue_->size() || remaining(m.tile) == 0) return failure("that tile is not in the draw pile");
  if (m.tile != drawn_tile()) return failure(not_drawn(m.tile));
  if (can_place(m.tile)) return failure(def(m.tile).id + " fits somewhere, so it cannot be discarded (B4)");
  return {};
}

Status Game::check_deploy(const Move& m) const {
  if (phase_ != Phase::Deploy) return failure("no tile was just placed");
  if (m.player != current_) return failure("it is " + players_[current_].name + "'s turn");
  if (m.kind == MoveKind::NoFigure) return {};
  const std::string name(figure_name(m.figure));
  const auto feature = [&] { return std::string(feature_name(graph_.kind(node_at(last_tile_, m.slot)))); };
  switch (deploy_block(m)) {
    case DeployBlock::None: return {};
    case DeployBlock::NotInRules: return failure("the " + name + " is not in this game's rules");
    case DeployBlock::NoSupply: return failure("no " + name + " left in supply");
    case DeployBlock::BadSlot: break;
    case DeployBlock::NoFeature: return failure("the tile has no feature at " + std::string(slot_name(m.slot)));
    case DeployBlock::Occupied: return failure("the " + feature() + " is already occupied (B6)");
    case DeployBlock::BuilderPlace: return failure("a builder stands only on a road or city (T5)");
    case DeployBlock::PigPlace: return failure("a pig stands only on a field (T10)");
    case DeployBlock::NoFollower:
      return failure("the " + name + " needs a follower of yours in that " + feature() +
                     (m.figure == FigureKind::Builder ? " (T5)" : " (T10)"));
  }
  return failure("bad slot");
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
  if (!setup_.free_order) return failure("standing a figure on any tile needs 'order free'");
  if (phase_ != Phase::PlaceTile && phase_ != Phase::GameEnd) return failure("finish the turn first");
  if (m.player >= players_.size()) return failure("no such player");
  const int cell = board_.cell(m.pos);
  if (cell < 0 || board_.tile_at(cell) < 0) return failure("no tile at " + pos_text(m.pos));
  if (placed_[board_.tile_at(cell)].printed)
    return failure("square " + pos_text(m.pos) + " is a large city: no figure stands on it (M26)");
  if (m.slot >= kSlotCount || node_at(board_.tile_at(cell), m.slot) < 0)
    return failure("the tile at " + pos_text(m.pos) + " has no feature at " + std::string(slot_name(m.slot)));
  if (players_[m.player].supply[static_cast<int>(m.figure)] == 0)
    return failure("no " + std::string(figure_name(m.figure)) + " left in supply");
  return {};
}

// `end`: final scoring, between turns only.
Status Game::check_end() const {
  if (phase_ == Phase::Over) return failure("the game is already over");
  if (phase_ != Phase::PlaceTile && phase_ != Phase::GameEnd) return failure("finish the turn first");
  return {};
}

}  // namespace carc
