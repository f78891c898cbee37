// Squares with band tints and sea-facing sides; tiles with their art descriptors.
#include "app/board/board_scene.h"

namespace carc::app {
namespace {

void band_colour(std::string_view band, float& r, float& g, float& b) {
  if (band == "orange") r = 0.95f, g = 0.80f, b = 0.58f;
  else if (band == "blue") r = 0.72f, g = 0.82f, b = 0.92f;
  else if (band == "purple") r = 0.84f, g = 0.74f, b = 0.92f;
  else r = 0.80f, g = 0.84f, b = 0.60f;
}

}  // namespace

bool is_winter(const Game& game) {
  for (const std::string& set : game.setup().tiles)
    if (set == "winter") return true;
  return false;
}

void build_squares(const Game& game, std::vector<gfx::SquareInstance>& out) {
  out.clear();
  const MapDef* map = game.map();
  if (!map) return;
  for (int y = 1; y <= map->rows; ++y) {
    for (int x = 1; x <= map->cols; ++x) {
      const Pos p{x, y};
      const SquareKind kind = map->kind(p);
      if (kind == SquareKind::None) continue;
      gfx::SquareInstance s;
      s.x = static_cast<float>(x), s.y = static_cast<float>(y);
      band_colour(map->band(p), s.r, s.g, s.b);
      for (int side = 0; side < 4; ++side)
        if (map->kind(adjacent(Pos{x, y}, side)) == SquareKind::None) s.flags |= 1u << side;
      if (kind == SquareKind::Start) s.flags |= 1u << 4;
      if (map->is_town(p)) s.flags |= 1u << 5;
      if (kind == SquareKind::Harbour) s.flags |= 1u << 6;
      if (kind == SquareKind::Island) s.flags |= 1u << 7;
      out.push_back(s);
    }
  }
  for (const ColourBand& band : map->bands) {  // the colour bands printed at the map's west side
    gfx::SquareInstance s;
    s.x = 0.25f, s.y = static_cast<float>(band.first_row) + 0.05f;
    s.w = 0.4f, s.h = static_cast<float>(band.last_row - band.first_row + 1) - 0.1f;
    band_colour(band.colour, s.r, s.g, s.b);
    s.r *= 0.85f, s.g *= 0.85f, s.b *= 0.85f;
    s.flags = 1u << 8;
    out.push_back(s);
  }
}

void mark_squares_on_land(std::vector<gfx::SquareInstance>& squares) {
  for (gfx::SquareInstance& s : squares)
    if ((s.flags & (1u << 8)) == 0) s.flags |= 1u << 9;
}

gfx::TileInstance tile_instance(const Game& game, TileType type, int rot, float x, float y, float alpha,
                                unsigned seed, bool printed) {
  const gfx::TileArt art = gfx::make_tile_art(game.def(type), rot, printed, seed);
  gfx::TileInstance t;
  t.x = x, t.y = y, t.alpha = alpha;
  for (int i = 0; i < 4; ++i) t.desc[i] = art.desc[i];
  t.mark_u = art.mark_u, t.mark_v = art.mark_v;
  return t;
}

void build_tiles(const Game& game, std::vector<gfx::TileInstance>& out) {
  out.clear();
  unsigned seed = 17;
  for (const PlacedTile& pt : game.placed()) {
    seed = seed * 1103515245u + 12345u;
    out.push_back(tile_instance(game, pt.type, pt.rot, static_cast<float>(pt.pos.x), static_cast<float>(pt.pos.y),
                                1.0f, (seed >> 8) & 0xFFFFu, pt.printed));
  }
}

}  // namespace carc::app
