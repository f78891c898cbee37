// Figures on the board and the marks of the current step (legal squares, targets).
#include "app/board/board_overlay.h"
#include "app/board/visible_area.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/expansions/expansions.h"
#include "engine/game/feature_info.h"
#include "i18n/translate.h"
#include "render/tile_art.h"

namespace carc::app {
namespace {

ImVec2 to_screen(const gfx::Camera& cam, float x, float y) {
  const gfx::Vec2 s = cam.world_to_screen({x, y});
  return {s.x, s.y};
}

ImVec2 slot_screen(const Game& g, const gfx::Camera& cam, int tile, Slot slot) {
  const PlacedTile& pt = g.placed()[tile];
  float u = 0.5f, v = 0.5f;
  gfx::slot_point(g.def(pt.type), pt.rot, slot, u, v);
  return to_screen(cam, pt.pos.x + u, pt.pos.y + v);
}

void quad(ImDrawList* dl, ImVec2 c, float s, ImVec2 a, ImVec2 b, ImVec2 d, ImVec2 e, ImU32 col) {
  const ImVec2 pts[4] = {{c.x + a.x * s, c.y + a.y * s}, {c.x + b.x * s, c.y + b.y * s},
                         {c.x + d.x * s, c.y + d.y * s}, {c.x + e.x * s, c.y + e.y * s}};
  dl->AddConvexPolyFilled(pts, 4, col);
}

// A meeple from convex parts, centred at c, `s` pixels tall; drawn once dark and enlarged as
// the outline, then in the player's colour.
void meeple_shape(ImDrawList* dl, ImVec2 c, float s, ImU32 col, float grow) {
  const float k = s * 0.5f;
  dl->AddCircleFilled({c.x, c.y - 0.55f * k}, 0.24f * k + grow, col);
  quad(dl, c, k, {-0.26f - grow / k, -0.38f - grow / k}, {0.26f + grow / k, -0.38f - grow / k},
       {0.26f + grow / k, 0.2f}, {-0.26f - grow / k, 0.2f}, col);
  quad(dl, c, k, {-0.62f - grow / k, -0.06f + grow / k}, {-0.2f, -0.36f - grow / k}, {0.2f, -0.36f - grow / k},
       {0.62f + grow / k, -0.06f + grow / k}, col);
  quad(dl, c, k, {-0.26f - grow / k, 0.1f}, {0.0f, 0.1f}, {-0.1f, 0.62f + grow / k}, {-0.52f - grow / k, 0.62f + grow / k}, col);
  quad(dl, c, k, {0.0f, 0.1f}, {0.26f + grow / k, 0.1f}, {0.52f + grow / k, 0.62f + grow / k}, {0.1f, 0.62f + grow / k}, col);
}

// Every figure is drawn three times: a light halo, a dark outline, then the player's colour, so
// it reads on dark roofs and light roads alike; a soft shadow under it lifts it off the tile.
void figure_pass(ImDrawList* dl, ImVec2 c, float s, FigureKind kind, ImU32 col, float grow) {
  if (kind == FigureKind::Pig) {  // body, head and snout from circles
    dl->AddCircleFilled({c.x - 0.1f * s, c.y}, 0.26f * s + grow, col);
    dl->AddCircleFilled({c.x + 0.12f * s, c.y}, 0.24f * s + grow, col);
    dl->AddCircleFilled({c.x + 0.38f * s, c.y - 0.06f * s}, 0.14f * s + grow, col);
    return;
  }
  if (kind == FigureKind::Builder) {
    const float g = grow / (s * 0.5f);
    quad(dl, c, s * 0.5f, {-0.24f - g, 0.54f + g}, {0.24f + g, 0.54f + g}, {0.08f + g, -0.56f - g}, {-0.08f - g, -0.56f - g}, col);
    dl->AddCircleFilled({c.x, c.y - 0.36f * s}, 0.16f * s + grow, col);
    return;
  }
  meeple_shape(dl, c, s, col, grow);
}

void figure_shape(ImDrawList* dl, ImVec2 c, float s, FigureKind kind, ImU32 col) {
  if (kind == FigureKind::Big) s *= 1.35f;
  const float lift = std::max(1.5f, s * 0.06f);
  figure_pass(dl, {c.x + lift, c.y + lift * 1.3f}, s, kind, IM_COL32(0, 0, 0, 70), 1.0f);
  figure_pass(dl, c, s, kind, IM_COL32(255, 250, 235, 190), 2.8f);
  figure_pass(dl, c, s, kind, IM_COL32(20, 20, 20, 240), 1.6f);
  figure_pass(dl, c, s, kind, col, 0.0f);
  if (kind == FigureKind::Pig) {
    dl->AddCircleFilled({c.x + 0.48f * s, c.y - 0.04f * s}, 0.05f * s, IM_COL32(250, 180, 190, 255));
    return;
  }
  const float head = kind == FigureKind::Builder ? 0.36f : 0.275f;  // a light glint on the head
  dl->AddCircleFilled({c.x - 0.05f * s, c.y - (head + 0.04f) * s}, 0.05f * s, IM_COL32(255, 255, 255, 90));
  if (kind == FigureKind::Big) dl->AddCircle({c.x, c.y - 0.05f * s}, 0.12f * s, IM_COL32(255, 255, 255, 200), 0, 1.5f);
}

}  // namespace

void draw_figures(const Game& g, const gfx::Camera& cam, const PlayView& view, ImDrawList* dl) {
  const float size = cam.zoom() * 0.3f;
  for (const Figure& f : g.figures()) {
    const ImVec2 c = slot_screen(g, cam, f.tile, f.slot);
    if (f.chip >= 0) draw_chip(dl, {c.x, c.y + size * 0.3f}, size * 0.45f, f.chip, true);
    figure_shape(dl, c, size, f.kind, view.colours[f.owner % 6]);
  }
  if (g.gbm_node() >= 0) {  // the Gingerbread Man stands in its city
    const int node = g.gbm_node(), tile = g.graph().tile(node), feature = g.graph().feature(node);
    const PlacedTile& pt = g.placed()[tile];
    const unsigned slots = g.def(pt.type).features[feature].slots;
    const Slot slot = rotate_slot(static_cast<Slot>(slots ? __builtin_ctz(slots) : 0), pt.rot);
    ImVec2 c = slot_screen(g, cam, tile, slot);
    c.x -= size * 0.4f;
    figure_shape(dl, c, size * 0.9f, FigureKind::Meeple, IM_COL32(170, 100, 40, 255));
    dl->AddCircleFilled({c.x, c.y - 0.25f * size}, size * 0.05f, IM_COL32(255, 255, 255, 255));
  }
}

namespace {

// The latest placement, when a computer seat made it (it stays marked until the next one).
const Move* last_computer_placement(const Game& g) {
  const auto& history = g.history();
  for (auto it = history.rbegin(); it != history.rend(); ++it)
    if (it->kind == MoveKind::Place) return is_human_seat(g.setup(), it->player) ? nullptr : &*it;
  return nullptr;
}

struct Marker {
  ImVec2 at;
  int choice = -1;
  int kind = 0;  // figure kind (marker.* letter)
};

// Pushes the markers (discs of `radius`) apart until no two overlap, each pair moving half the
// overlap away from each other along the line between them (markers on one point fan out). With a
// `box` (the tile's square, when at least three markers fit across it) every marker stays inside it.
void spread_markers(std::vector<Marker>& markers, float radius, const ScreenRect* box) {
  const float gap = 2.0f * radius + 2.0f;
  const auto keep_inside = [&](ImVec2& c) {
    if (!box) return;
    c.x = std::clamp(c.x, box->x0 + radius, box->x1 - radius);
    c.y = std::clamp(c.y, box->y0 + radius, box->y1 - radius);
  };
  for (Marker& m : markers) keep_inside(m.at);
  for (int round = 0; round < 200; ++round) {
    bool moved = false;
    for (std::size_t i = 0; i < markers.size(); ++i) {
      for (std::size_t j = i + 1; j < markers.size(); ++j) {
        ImVec2& a = markers[i].at;
        ImVec2& b = markers[j].at;
        float dx = b.x - a.x, dy = b.y - a.y;
        float d = std::hypot(dx, dy);
        if (d >= gap) continue;
        if (d < 0.01f) {  // the same point: fan out by the pair's indices
          const float angle = 2.399963f * static_cast<float>(i + 3 * j);
          dx = std::cos(angle), dy = std::sin(angle), d = 1.0f;
        }
        const float push = 0.5f * (gap - d) + 0.25f;
        a.x -= dx / d * push, a.y -= dy / d * push;
        b.x += dx / d * push, b.y += dy / d * push;
        keep_inside(a), keep_inside(b);
        moved = true;
      }
    }
    if (!moved) return;
  }
}

}  // namespace

void draw_step_marks(const i18n::Translator& w, const Game& g, const gfx::Camera& cam, PlayView& view, ImDrawList* dl) {
  view.targets.clear();
  const float zoom = cam.zoom();
  if (g.phase() != Phase::PlaceTile && g.phase() != Phase::Over && g.last_placed() >= 0) {  // the tile of this turn
    const Pos p = g.placed()[g.last_placed()].pos;
    dl->AddRect(to_screen(cam, p.x, p.y), to_screen(cam, p.x + 1.0f, p.y + 1.0f), IM_COL32(255, 255, 255, 230), 0.0f, 0, 3.0f);
  } else if (const Move* m = last_computer_placement(g)) {  // the tile a computer seat placed last, in its colour
    const ImVec2 a = to_screen(cam, m->pos.x, m->pos.y), b = to_screen(cam, m->pos.x + 1.0f, m->pos.y + 1.0f);
    dl->AddRect(a, b, IM_COL32(255, 255, 255, 200), 0.0f, 0, 5.0f);
    dl->AddRect(a, b, view.colours[m->player % 6], 0.0f, 0, 3.0f);
  }
  for (Pos p : view.unfillable) {  // squares no remaining tile fits: a red cross
    const ImVec2 a = to_screen(cam, p.x + 0.3f, p.y + 0.3f), b = to_screen(cam, p.x + 0.7f, p.y + 0.7f);
    dl->AddLine(a, b, IM_COL32(200, 40, 40, 200), 3.0f);
    dl->AddLine({a.x, b.y}, {b.x, a.y}, IM_COL32(200, 40, 40, 200), 3.0f);
  }
  // Figure markers: at least 44 CSS px across on touch screens, never overlapping at any zoom.
  const float r = std::max(view.touch ? 19.0f : 7.0f, zoom * 0.075f);
  std::vector<Marker> markers;
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const Move& m = view.choices[i].move;
    const MoveOnBoard on_board = move_info(m.kind).on_board;  // descriptor.h
    if (picks_square(on_board)) {
      const bool square = on_board == MoveOnBoard::Square;  // a cache's, picked and then confirmed
      const ImVec2 c = to_screen(cam, m.pos.x + 0.5f, m.pos.y + 0.5f);
      // On touch a cache square is a finger's target (44 CSS px across) at any zoom.
      const float half = view.touch && square ? std::max(22.0f, zoom * 0.46f) : zoom * 0.46f;
      const ImVec2 a{c.x - half, c.y - half}, b{c.x + half, c.y + half};
      const bool hot = view.has_hover && view.hover == m.pos;
      const bool picked = view.cache_pick == i;  // a tap picked this cache square: a second one lays it
      dl->AddRectFilled(a, b, square ? IM_COL32(255, 255, 255, picked ? 150 : 70) : IM_COL32(255, 220, 60, hot ? 40 : 70), 4.0f);
      if (picked) dl->AddRect(a, b, IM_COL32(20, 20, 20, 230), 4.0f, 0, 7.0f);
      dl->AddRect(a, b, IM_COL32(255, 225, 80, 230), 4.0f, 0, picked ? 4.0f : 2.5f);
      view.targets.push_back({c.x, c.y, std::max(half, zoom * 0.5f), i});
      if (const int n = view.choices[i].number; n > 0) {  // the cache square's number, as its button says
        const std::string digits = std::to_string(n);
        const float size = std::max(16.0f, zoom * 0.4f);
        const ImVec2 ext = ImGui::GetFont()->CalcTextSizeA(size, 1e9f, 0.0f, digits.c_str());
        const ImVec2 at{c.x - ext.x * 0.5f, c.y - ext.y * 0.5f};
        dl->AddText(ImGui::GetFont(), size, {at.x + 1.5f, at.y + 1.5f}, IM_COL32(0, 0, 0, 220), digits.c_str());
        dl->AddText(ImGui::GetFont(), size, at, IM_COL32(255, 240, 160, 255), digits.c_str());
      }
    } else if (draws_marker(on_board)) {
      const bool figure = on_board == MoveOnBoard::Figure;  // on the tile just placed, one per figure kind
      const int tile = figure ? g.last_placed() : -1;
      ImVec2 c;
      if (tile >= 0) {
        c = slot_screen(g, cam, tile, m.slot);
      } else {
        float u = 0.5f, v = 0.5f;
        for (int t = 0; t < static_cast<int>(g.placed().size()); ++t)
          if (g.placed()[t].pos == m.pos) gfx::slot_point(g.def(g.placed()[t].type), g.placed()[t].rot, m.slot, u, v);
        c = to_screen(cam, m.pos.x + u, m.pos.y + v);
      }
      // Several figure kinds may share one slot: each kind starts from its own place around the point.
      constexpr float kOffset[4][2] = {{0.0f, 0.0f}, {1.0f, -1.0f}, {1.0f, 1.0f}, {-1.0f, 1.0f}};
      const int kind = figure ? static_cast<int>(m.figure) : 0;
      c.x += kOffset[kind][0] * r * 1.5f, c.y += kOffset[kind][1] * r * 1.5f;
      markers.push_back({c, i, kind});
    }
  }
  // Close up (the figure step on a touch screen, figure_zoom.h) the markers stay on the tile's square.
  ScreenRect box;
  const bool on_tile = g.phase() == Phase::Deploy && g.last_placed() >= 0 && view.touch;  // its markers only
  if (on_tile) box = square_on_screen(cam, g.placed()[g.last_placed()].pos);
  spread_markers(markers, r + 3.0f, on_tile && box.width() >= 6.0f * (r + 3.0f) ? &box : nullptr);
  // Taiwan upgrade (TW4): the player's meeples that can be upgraded light up; the chosen one is
  // ringed in gold. A click on one chooses it; the payments are the turn panel's buttons.
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const Move& m = view.choices[i].move;
    if (m.kind != MoveKind::Upgrade) continue;
    bool seen = false;
    for (int j = 0; j < i && !seen; ++j)
      seen = view.choices[j].move.kind == MoveKind::Upgrade && view.choices[j].move.pos == m.pos && view.choices[j].move.slot == m.slot;
    if (seen) continue;
    int tile = -1;
    for (int t = 0; t < static_cast<int>(g.placed().size()); ++t)
      if (g.placed()[t].pos == m.pos) tile = t;
    if (tile < 0) continue;
    const ImVec2 c = slot_screen(g, cam, tile, m.slot);
    const bool chosen = view.upgrade_picked && view.upgrade_pos == m.pos && view.upgrade_slot == m.slot;
    const float ring = std::max(view.touch ? 22.0f : 12.0f, zoom * 0.2f);
    // Rings only: a fill would wash out the meeple's colour.
    dl->AddCircle(c, ring + 1.5f, IM_COL32(20, 20, 20, 200), 0, chosen ? 6.0f : 4.5f);
    dl->AddCircle(c, ring, chosen ? IM_COL32(255, 200, 40, 255) : IM_COL32(255, 250, 220, 235), 0, chosen ? 4.0f : 2.5f);
    view.targets.push_back({c.x, c.y, ring, i, true});
    if (!view.touch && view.has_hover && std::hypot(view.pointer.x - c.x, view.pointer.y - c.y) <= ring)
      ImGui::SetTooltip("%s", w.text("upgrade.tip", {i18n::arg("spot", feature_words(w, g, m.pos, m.slot))}).c_str());
  }
  for (const Marker& mk : markers) {
    const MoveInfo& info = move_info(view.choices[mk.choice].move.kind);
    const bool piece = info.on_board == MoveOnBoard::Marker;  // a piece of nobody's (the Gingerbread Man): brown
    const ImVec2 c = mk.at;
    dl->AddCircleFilled(c, r + 2.0f, IM_COL32(20, 20, 20, 200));
    dl->AddCircleFilled(c, r, piece ? IM_COL32(170, 100, 40, 255) : view.colours[g.deciding_player() % 6]);
    dl->AddCircle(c, r + 3.0f, IM_COL32(255, 240, 120, 255), 0, 2.0f);
    // The figure's initial in the chosen language (marker.*: M, L, B, P, G in English).
    const std::string letter = w.text(piece ? std::string(info.marker) : "marker." + std::to_string(mk.kind));
    const ImVec2 size = ImGui::CalcTextSize(letter.c_str());
    dl->AddText({c.x - size.x * 0.5f, c.y - size.y * 0.5f}, IM_COL32(255, 255, 255, 255), letter.c_str());
    view.targets.push_back({c.x, c.y, r + 3.0f, mk.choice});
    // A mouse resting on a marker: what it places, on what (the choice's words).
    if (!view.touch && view.has_hover && std::hypot(view.pointer.x - c.x, view.pointer.y - c.y) <= r + 3.0f)
      ImGui::SetTooltip("%s", view.choices[mk.choice].label.c_str());
  }
  draw_key_focus(cam, view, dl);
  draw_pointed_target(g, cam, view, dl);
}

// The choice whose button the mouse or the keyboard is on (issue 20): the squares of the feature it
// names are outlined and the figure's spot ringed (both for a swap, P5); a cache square (IB6) ringed.
void draw_pointed_target(const Game& g, const gfx::Camera& cam, const PlayView& view, ImDrawList* dl) {
  if (view.computer) return;
  int i = view.pointed;
  if (i < 0 && view.keys.shown && !view.keys.pick) i = view.keys.choice;
  if (i < 0 || i >= static_cast<int>(view.choices.size())) return;
  const Move& m = view.choices[i].move;
  const ImU32 rim = IM_COL32(15, 15, 15, 255), ring = IM_COL32(120, 230, 255, 255);
  const auto square = [&](Pos p, float grow, float width) {
    ImVec2 a = to_screen(cam, static_cast<float>(p.x), static_cast<float>(p.y)), b = to_screen(cam, p.x + 1.0f, p.y + 1.0f);
    a.x -= grow, a.y -= grow, b.x += grow, b.y += grow;
    dl->AddRect(a, b, rim, 4.0f, 0, width + 3.0f);
    dl->AddRect(a, b, ring, 4.0f, 0, width);
  };
  const MoveOnBoard on_board = move_info(m.kind).on_board;
  if (on_board == MoveOnBoard::Square) return square(m.pos, 4.0f, 3.0f);
  if (!names_feature(on_board)) return;
  const auto feature = [&](Pos pos, Slot slot) {
    FeatureInfo info;
    if (!g.feature_info(pos, slot, info).ok()) return;
    for (const FeaturePart& part : info.parts) square(part.pos, -2.0f, 2.0f);
    for (int t = 0; t < static_cast<int>(g.placed().size()); ++t) {
      if (g.placed()[t].pos != pos) continue;
      const ImVec2 c = slot_screen(g, cam, t, slot);
      const float r = std::max(view.touch ? 22.0f : 14.0f, cam.zoom() * 0.2f);
      dl->AddCircle(c, r, rim, 0, 7.0f);
      dl->AddCircle(c, r, ring, 0, 3.5f);
    }
  };
  feature(m.pos, m.slot);
  if (on_board == MoveOnBoard::Features) feature(m.pos2, m.slot2);
}

// The keyboard's focus: a white ring in a dark rim (3 + 2 px), unlike the yellow legal squares, the
// white frame of this turn's tile and every player colour of both palettes, around the focused square
// or target.
void draw_key_focus(const gfx::Camera& cam, const PlayView& view, ImDrawList* dl) {
  if (!view.keys.shown || view.computer) return;
  const ImU32 rim = IM_COL32(15, 15, 15, 255), ring = IM_COL32(255, 255, 255, 255);
  if (is_square_step(view)) {
    if (!view.keys.has_square) return;
    const Pos p = view.keys.square;
    ImVec2 a = to_screen(cam, static_cast<float>(p.x), static_cast<float>(p.y)), b = to_screen(cam, p.x + 1.0f, p.y + 1.0f);
    a.x -= 4.0f, a.y -= 4.0f, b.x += 4.0f, b.y += 4.0f;
    dl->AddRect(a, b, rim, 6.0f, 0, 7.0f);
    dl->AddRect(a, b, ring, 6.0f, 0, 3.0f);
    return;
  }
  for (const ScreenTarget& t : view.targets) {
    if (t.choice != view.keys.choice || t.pick != view.keys.pick) continue;
    dl->AddCircle({t.x, t.y}, t.radius + 5.0f, rim, 0, 7.0f);
    dl->AddCircle({t.x, t.y}, t.radius + 5.0f, ring, 0, 3.0f);
    return;
  }
}

}  // namespace carc::app
