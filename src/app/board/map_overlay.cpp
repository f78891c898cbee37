// Map marks: names, ferry routes, coats of arms, chips on the board.
#include "app/board/board_overlay.h"

#include <algorithm>
#include <string>

#include "i18n/translate.h"

namespace carc::app {
namespace {

ImVec2 to_screen(const gfx::Camera& cam, float x, float y) {
  const gfx::Vec2 s = cam.world_to_screen({x, y});
  return {s.x, s.y};
}

// A place name centred at c, `px` pixels tall: on a dark plate (large cities), or with a dark halo
// like the names on a printed map (towns, start squares, islands).
void label(ImDrawList* dl, ImVec2 c, const std::string& text, ImU32 colour, float px, bool plate) {
  ImFont* font = ImGui::GetFont();
  const ImVec2 size = font->CalcTextSizeA(px, 1e9f, 0.0f, text.c_str());
  const ImVec2 at{c.x - size.x * 0.5f, c.y - size.y * 0.5f};
  if (plate) {
    dl->AddRectFilled({at.x - 4, at.y - 2}, {at.x + size.x + 4, at.y + size.y + 2}, IM_COL32(40, 28, 20, 210), 4.0f);
    dl->AddRect({at.x - 4, at.y - 2}, {at.x + size.x + 4, at.y + size.y + 2}, IM_COL32(230, 200, 140, 200), 4.0f);
  } else {
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx)
        if (dx != 0 || dy != 0) dl->AddText(font, px, {at.x + dx, at.y + dy}, IM_COL32(20, 22, 24, 230), text.c_str());
  }
  dl->AddText(font, px, at, colour, text.c_str());
}

bool has_tile(const Board& b, Pos p) {
  const int cell = b.cell(p);
  return cell >= 0 && b.tile_at(cell) >= 0;
}

// The name of a start square, town or island on square `p`, near its top edge (`top`) or its
// bottom edge. It never covers a tile: over one (a start tile, a tile on a town) it moves just
// outside the square's edge, and with a tile there too it is left out.
void square_label(ImDrawList* dl, const gfx::Camera& cam, const Board& b, Pos p, bool top, const std::string& text,
                  ImU32 colour, float px) {
  const float x = p.x + 0.5f, y = static_cast<float>(p.y);
  if (!has_tile(b, p)) return label(dl, to_screen(cam, x, y + (top ? 0.16f : 0.84f)), text, colour, px, false);
  if (has_tile(b, {p.x, top ? p.y - 1 : p.y + 1})) return;
  const float outside = (0.5f * px + 2.0f) / cam.zoom();  // half the label's height past the edge
  label(dl, to_screen(cam, x, top ? y - outside : y + 1.0f + outside), text, colour, px, false);
}

// A place's name in the page's language: `place.<name in lower case, spaces as _>` of the
// catalogues where a language names it differently (Lisboa: Lisbon, Lisabon), else the map file's
// spelling.
std::string place_name(const i18n::Translator& w, const std::string& name) {
  std::string key = "place.";
  for (const char c : name) key += c == ' ' ? '_' : (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  const i18n::Catalogue* chosen = w.find(w.code());
  const std::string* text = chosen ? chosen->find(key) : nullptr;
  return text ? *text : name;
}

// Label heights in pixels for a zoom (pixels per square): readable, never wider than a few squares.
float name_px(float zoom, float scale) { return std::clamp(zoom * 0.30f * scale, 11.0f, 16.0f * scale); }

void shield(ImDrawList* dl, ImVec2 c, float s) {
  const ImVec2 pts[5] = {{c.x - s, c.y - s}, {c.x + s, c.y - s}, {c.x + s, c.y + 0.2f * s}, {c.x, c.y + s},
                         {c.x - s, c.y + 0.2f * s}};
  dl->AddConvexPolyFilled(pts, 5, IM_COL32(40, 80, 190, 255));
  dl->AddPolyline(pts, 5, IM_COL32(245, 245, 245, 255), ImDrawFlags_Closed, 1.5f);
}

}  // namespace

unsigned chip_colour_u32(int chip) {
  const int c = chip_colour(chip);
  return c == 0 ? IM_COL32(235, 140, 40, 255) : c == 1 ? IM_COL32(50, 120, 215, 255) : IM_COL32(140, 70, 180, 255);
}

void draw_chip(ImDrawList* dl, ImVec2 c, float r, int chip, bool face_up) {
  dl->AddCircleFilled(c, r + 1.5f, IM_COL32(25, 25, 25, 230));
  if (!face_up) {  // face down: every chip shows the same back (C1, IB10), colour and value hidden
    dl->AddCircleFilled(c, r, IM_COL32(196, 170, 120, 235));
    dl->AddCircle(c, r * 0.6f, IM_COL32(110, 80, 40, 200), 0, 1.5f);
    return;
  }
  dl->AddCircleFilled(c, r, chip_colour_u32(chip));
  dl->AddCircle(c, r * 0.8f, IM_COL32(255, 255, 255, 220), 0, 1.5f);
  const std::string value = std::to_string(chip_value(chip));
  const ImVec2 size = ImGui::CalcTextSize(value.c_str());
  dl->AddText({c.x - size.x * 0.5f, c.y - size.y * 0.5f}, IM_COL32(255, 255, 255, 255), value.c_str());
}

void draw_map_marks(const i18n::Translator& w, const Game& game, const gfx::Camera& cam, ImDrawList* dl) {
  const MapDef* map = game.map();
  const float zoom = cam.zoom();
  if (map) {
    for (const Island& island : map->islands) {  // ferry route: dashed line harbour -> landing
      const ImVec2 a = to_screen(cam, island.harbour.x + 0.5f, island.harbour.y + 0.5f);
      const ImVec2 b = to_screen(cam, island.landing.x + 0.5f, island.landing.y + 0.5f);
      for (int i = 0; i < 10; i += 2) {
        const float t0 = i / 10.0f, t1 = (i + 1) / 10.0f;
        dl->AddLine({a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0}, {a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1},
                    IM_COL32(250, 250, 240, 200), 2.0f);
      }
    }
    for (const auto& [square, count] : map->arms)
      shield(dl, to_screen(cam, square.x + 0.82f, square.y + 0.18f), zoom * 0.07f);
    const float px = name_px(zoom, 1.0f);
    if (zoom >= 22.0f) {
      const Board& b = game.board();
      for (const NamedSquare& t : map->towns) square_label(dl, cam, b, t.square, false, place_name(w, t.name), IM_COL32(255, 244, 214, 255), px);
      for (const NamedSquare& s : map->starts) square_label(dl, cam, b, s.square, true, place_name(w, s.name), IM_COL32(255, 215, 90, 255), px);
      for (const Island& i : map->islands) square_label(dl, cam, b, i.squares[0], true, place_name(w, i.name), IM_COL32(210, 242, 255, 255), px);
    }
    for (const LargeCity& city : map->cities) {
      float x = 0, y = 0;
      for (Pos p : city.squares) x += p.x + 0.5f, y += p.y + 0.5f;
      const float n = static_cast<float>(city.squares.size());
      label(dl, to_screen(cam, x / n, y / n), place_name(w, city.name), IM_COL32(255, 248, 230, 255), name_px(zoom, 1.12f), true);
    }
  }
  const float r = zoom * 0.11f;
  for (int chip = 0; chip < kChipCount; ++chip) {
    const ChipState& c = game.chips()[chip];
    if (c.place != ChipPlace::FaceDown && c.place != ChipPlace::Cache) continue;
    const Pos p = game.board().pos(c.cell);
    draw_chip(dl, to_screen(cam, p.x + 0.2f, p.y + 0.8f), r, chip, c.place == ChipPlace::Cache);
  }
}

}  // namespace carc::app
