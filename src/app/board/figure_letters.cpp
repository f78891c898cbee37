// Figure letters over the figures that figure_overlay.cpp draws.
#include "app/board/figure_letters.h"

#include "render/tile_art.h"

namespace carc::app {
namespace {

// The first character of `name` as UTF-8 (one code point), ASCII letters upper-cased.
std::string first_letter(const std::string& name) {
  if (name.empty()) return "";
  std::size_t n = 1;
  const auto lead = static_cast<unsigned char>(name[0]);
  if (lead >= 0xF0) n = 4;
  else if (lead >= 0xE0) n = 3;
  else if (lead >= 0xC0) n = 2;
  std::string out = name.substr(0, n);
  if (out.size() == 1 && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

}  // namespace

std::string figure_letter(const Game& g, int p) {
  const std::string mine = first_letter(g.player(p).name);
  for (int q = 0; q < g.player_count(); ++q)
    if (q != p && first_letter(g.player(q).name) == mine) return std::to_string(p + 1);
  return mine;
}

void draw_figure_letters(const Game& g, const gfx::Camera& cam, const PlayView& view, ImDrawList* dl) {
  const float size = cam.zoom() * 0.3f;  // the figures' size (figure_overlay.cpp)
  if (size * 0.36f < 7.0f || g.player_count() == 0) return;
  std::string letters[6];
  for (int p = 0; p < g.player_count() && p < 6; ++p) letters[p] = figure_letter(g, p);
  for (const Figure& f : g.figures()) {
    const PlacedTile& pt = g.placed()[f.tile];
    float u = 0.5f, v = 0.5f;
    gfx::slot_point(g.def(pt.type), pt.rot, f.slot, u, v);
    const gfx::Vec2 at = cam.world_to_screen({pt.pos.x + u, pt.pos.y + v});
    const std::string& text = letters[f.owner % 6];
    const float s = f.kind == FigureKind::Big ? size * 1.35f : size;
    const float font = s * 0.36f;
    // on the body: the meeple's chest, the builder's trunk, the pig's middle
    const float down = f.kind == FigureKind::Pig ? 0.0f : f.kind == FigureKind::Builder ? 0.08f : -0.05f;
    const ImVec4 c = ImGui::ColorConvertU32ToFloat4(view.colours[f.owner % 6]);
    const bool dark = 0.299f * c.x + 0.587f * c.y + 0.114f * c.z < 0.55f;
    const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(font, 1e9f, 0.0f, text.c_str());
    const ImVec2 corner(at.x - extent.x * 0.5f, at.y + s * down - extent.y * 0.5f);
    dl->AddText(ImGui::GetFont(), font, corner, dark ? IM_COL32(255, 255, 255, 255) : IM_COL32(0, 0, 0, 255), text.c_str());
  }
}

}  // namespace carc::app
