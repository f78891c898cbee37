// Who holds this? (issue 20): the feature under the pointer or a tap, outlined on the board
// (its tiles' parts, shaders/tile.frag) with a tooltip of its holders and points.
#include "app/board/insight.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/board/figure_letters.h"
#include "i18n/translate.h"
#include "render/tile_art.h"

namespace carc::app {
namespace {

// Where edge slot k lies on a tile as it lies (tile units, y south): a third of its side each,
// clockwise from the side's first corner (types.h).
void edge_slot_point(int k, float& u, float& v) {
  const int side = k / 3;
  const float a = (2.0f * static_cast<float>(k % 3) + 1.0f) / 6.0f;
  const float pts[4][2] = {{a, 0.0f}, {1.0f, a}, {1.0f - a, 1.0f}, {0.0f, 1.0f - a}};
  u = pts[side][0], v = pts[side][1];
}

// The feature of the placed tile under board point `w`: the nearest of its edge slots and
// figure spots. False off the tiles.
bool feature_under(const Game& g, gfx::Vec2 w, Pos& pos, Slot& slot) {
  pos = Pos{static_cast<int>(std::floor(w.x)), static_cast<int>(std::floor(w.y))};
  const int cell = g.board().cell(pos);
  const int t = cell < 0 ? -1 : g.board().tile_at(cell);
  if (t < 0) return false;
  const PlacedTile& pt = g.placed()[static_cast<std::size_t>(t)];
  const TileDef& d = g.def(pt.type);
  const float pu = w.x - static_cast<float>(pos.x), pv = w.y - static_cast<float>(pos.y);
  float best = 1e9f;
  const auto consider = [&](Slot s, float u, float v) {
    const float dist = (u - pu) * (u - pu) + (v - pv) * (v - pv);
    if (d.feature_at(pt.rot, s) >= 0 && dist < best) best = dist, slot = s;
  };
  for (int k = 0; k < kEdgeSlots; ++k) {
    float u = 0, v = 0;
    edge_slot_point(k, u, v);
    consider(static_cast<Slot>(k), u, v);
  }
  for (int s = 0; s < kSlotCount; ++s) {  // the figure spots: the middle of a city, the monastery
    float u = 0.5f, v = 0.5f;
    gfx::slot_point(d, pt.rot, static_cast<Slot>(s), u, v);
    consider(static_cast<Slot>(s), u, v);
  }
  return best < 1e9f;
}

std::string kind_words(const i18n::Translator& w, const FeatureInfo& f) {
  static const char* kKinds[] = {"city", "road", "field", "monastery"};
  const std::string kind = kKinds[static_cast<int>(f.kind)];
  return w.text("insight." + kind + (f.complete ? ".complete" : ".open")) + " · " + w.count("n.tiles", f.squares);
}

}  // namespace

bool Insight::in_focus(Pos pos, Slot slot) const {
  for (const FeaturePart& p : focus_.parts)
    if (p.pos == pos) return (p.slots >> slot & 1) != 0;
  return false;
}

void Insight::set_focus(const Game& game, int revision, Pos pos, Slot slot) {
  if (focus_on_ && focus_revision_ == revision && in_focus(pos, slot)) return;  // the same feature
  FeatureInfo info;
  if (!game.feature_info(pos, slot, info)) {  // the tile went (a take-back): nothing to outline
    if (focus_on_) focus_on_ = false, ++serial_;
    return;
  }
  focus_ = std::move(info);
  focus_on_ = true;
  focus_pos_ = pos, focus_slot_ = slot;
  focus_revision_ = revision;
  ++serial_;
}

void Insight::hover(const Game& game, int revision, const gfx::Camera& camera, const PlayView& view, bool over_ui) {
  if (view.touch && tapped_ && outlines) {  // a tap's feature stays until the next tap; kept up to date
    if (focus_on_ && focus_revision_ != revision) {
      focus_on_ = false;
      set_focus(game, revision, focus_pos_, focus_slot_);
      if (!focus_on_) ++serial_;
    }
    return;
  }
  Pos pos;
  Slot slot = 0;
  const bool found = outlines && !view.touch && view.has_hover && !over_ui &&
                     feature_under(game, camera.screen_to_world(view.pointer), pos, slot);
  if (found) {
    set_focus(game, revision, pos, slot);
  } else if (focus_on_) {
    focus_on_ = false;
    ++serial_;
  }
}

void Insight::tap(const Game& game, int revision, const gfx::Camera& camera, const PlayView& view, gfx::Vec2 screen) {
  for (const ScreenTarget& t : view.targets)  // a figure spot or another choice of this step
    if (std::hypot(t.x - screen.x, t.y - screen.y) <= t.radius) return;
  const bool had = focus_on_;
  focus_on_ = false;
  tapped_ = true;
  tapped_world_ = camera.screen_to_world(screen);
  Pos pos;
  Slot slot = 0;
  if (outlines && feature_under(game, tapped_world_, pos, slot)) set_focus(game, revision, pos, slot);
  if (had && !focus_on_) ++serial_;
  if (focus_on_) ++serial_;
}

void Insight::mark_tiles(const Game& game, std::vector<gfx::TileInstance>& tiles) const {
  if (!focus_on_) return;
  for (const FeaturePart& p : focus_.parts) {
    if (p.tile < 0 || static_cast<std::size_t>(p.tile) >= tiles.size()) continue;
    const PlacedTile& pt = game.placed()[static_cast<std::size_t>(p.tile)];
    std::uint32_t& desc = tiles[static_cast<std::size_t>(p.tile)].desc[3];
    desc = (desc & 1023u) | gfx::focus_bits(game.def(pt.type), pt.rot, focus_.kind, p.slots);
  }
}

namespace {

// The top-left corner of a box of `box` size beside point `at`, `gap` away: below or above it (the
// side with more room first), on its right or left, moved sideways into the window; the first that
// covers no panel. With none, the box goes into the largest free part of the board as near the
// point as it can.
ImVec2 box_corner(gfx::Vec2 at, ImVec2 box, float gap, const std::vector<ScreenRect>& panels) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const gfx::Vec2 window{display.x, display.y};
  const bool right_first = at.x <= 0.6f * display.x, below_first = at.y <= 0.6f * display.y;
  const auto left_x = [&](bool right) { return right ? at.x + gap : at.x - gap - box.x; };
  const auto top_y = [&](bool below) { return below ? at.y + gap : at.y - gap - box.y; };
  for (int k = 0; k < 4; ++k) {  // above or below the point, moved sideways to stay in the window
    const float x = std::clamp(left_x((k % 2 == 0) == right_first), 0.0f, std::max(0.0f, display.x - box.x));
    const float y = top_y((k < 2) == below_first);
    if (is_uncovered({x, y, x + box.x, y + box.y}, window, panels)) return ImVec2(x, y);
  }
  const ScreenRect area = free_area(window, panels);
  return ImVec2(std::clamp(left_x(right_first), area.x0, std::max(area.x0, area.x1 - box.x)),
                std::clamp(top_y(below_first), area.y0, std::max(area.y0, area.y1 - box.y)));
}

}  // namespace

void Insight::draw_tooltip(const i18n::Translator& w, const Game& game, const PlayView& view, const gfx::Camera& camera,
                           const std::vector<ScreenRect>& panels) const {
  if (!focus_on_) return;
  const bool tournament = game.setup().tournament;  // the points are an aid: hidden (issue 20)
  const gfx::Vec2 at = tapped_ && view.touch ? camera.world_to_screen(tapped_world_) : view.pointer;
  const ImGuiWindow* last = ImGui::FindWindowByName("###who-holds");  // its size in the last frame it showed
  const ImVec2 box = last ? last->Size : ImVec2(0.0f, 0.0f);
  ImGui::SetNextWindowPos(box_corner(at, box, view.touch ? 24.0f : 18.0f, panels), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.92f);
  constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                      ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs;
  ImGui::Begin("###who-holds", nullptr, kFlags);
  ImGui::TextUnformatted(kind_words(w, focus_).c_str());
  if (focus_.holders.empty()) ImGui::TextDisabled("%s", w.text("insight.nobody").c_str());
  for (const FeatureHolder& h : focus_.holders) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float s = ImGui::GetTextLineHeight();
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + 0.1f * s), ImVec2(p.x + 0.8f * s, p.y + 0.9f * s), view.colours[h.player], 2.0f);
    ImGui::Dummy(ImVec2(0.8f * s, s));
    ImGui::SameLine();
    std::string line = figure_letter(game, h.player) + " " + game.player(h.player).name + ": " +
                       w.count("n.insight.figures", h.followers + h.others);
    if (h.strength != h.followers) line += " (" + w.text("insight.strength", {i18n::arg("n", static_cast<long>(h.strength))}) + ")";
    if (focus_.winners >> h.player & 1 && focus_.holders.size() > 1) line += " · " + w.text("insight.leads");
    if (!tournament && !focus_.scored) line += " · +" + std::to_string(h.points);
    ImGui::TextUnformatted(line.c_str());
  }
  if (!tournament) {
    const std::string points = w.count("n.points", focus_.value);
    const bool done = focus_.scored || game.phase() == Phase::Over;  // over: final scoring paid it
    ImGui::TextUnformatted(w.text(done ? "insight.scored" : "insight.would_score", {i18n::arg("points", points)}).c_str());
  }
  ImGui::End();
}

}  // namespace carc::app
