// ViewerScreen: an example's marks and focus, fitted in the viewer and between the game's bars
// when the reader plays on from a step ("Play from here"), and its answers to the page API.
#include "app/screen/viewer_screen.h"

#include <algorithm>
#include <cmath>

#include "app/board/board_overlay.h"
#include "engine/record/notation.h"
#include "util/json.h"

namespace carc::app {

Status ViewerScreen::start(std::string_view record) {
  Session& session = app_.session;
  if (record.empty()) {
    // "Play from here" plays on from the step shown; a game the host started meanwhile is another.
    played_from_ = example_.on && example_.revision == session.revision() ? example_ : Example{};
    example_ = Example{};
    return {};
  }
  if (!session.has_game()) return failure(err::session_no_game);
  std::vector<Mark> marks;
  if (Status s = record_marks(record, marks); !s) return s;
  ran_ = true;
  Example v;
  v.on = true;
  v.marks = std::move(marks);
  v.bottom = example_.bottom;
  const auto take = [&v](Pos p) {
    if (v.x1 < v.x0) v.x0 = v.x1 = p.x, v.y0 = v.y1 = p.y;
    v.x0 = std::min(v.x0, p.x), v.x1 = std::max(v.x1, p.x), v.y0 = std::min(v.y0, p.y), v.y1 = std::max(v.y1, p.y);
  };
  // What the example is about: the tiles its moves place, its marks, and the start tiles beside
  // them (a second start tile across the map is not; with no tile placed, every start tile is).
  const Game& g = session.game();
  const std::vector<PlacedTile>& placed = g.placed();  // the map's printed tiles first
  const std::size_t starts = static_cast<std::size_t>(g.first_start()), played = starts + static_cast<std::size_t>(g.start_count());
  const auto beside_play = [&](Pos p) {
    for (std::size_t t = played; t < placed.size(); ++t)
      if (std::abs(placed[t].pos.x - p.x) + std::abs(placed[t].pos.y - p.y) == 1) return true;
    return false;
  };
  const auto marked = [&v](Pos p) {
    return std::any_of(v.marks.begin(), v.marks.end(), [p](const Mark& m) { return m.at == p; });
  };
  for (std::size_t t = starts; t < placed.size(); ++t)
    if (t >= played || played == placed.size() || beside_play(placed[t].pos) || marked(placed[t].pos)) take(placed[t].pos);
  for (const Mark& m : v.marks) take(m.at);
  example_ = std::move(v);
  played_from_ = Example{};
  return {};
}

void ViewerScreen::show_marks(int step, int caption_step) {
  example_.shown.clear();
  example_.revision = app_.session.revision();
  int latest = -1;
  for (const Mark& m : example_.marks)
    if (m.move <= step) latest = std::max(latest, m.move);
  if (latest < 0 || latest < caption_step) return;
  for (const Mark& m : example_.marks)
    if (m.move == latest) example_.shown.push_back(m);
}

void ViewerScreen::set_bottom(int css_pixels) { example_.bottom = static_cast<float>(std::clamp(css_pixels, 0, 2000)); }

std::string ViewerScreen::marks_json() const {
  json::Writer w;
  w.begin_array();
  for (const Mark& m : example_.shown)
    w.begin_object().key("x").value(m.at.x).key("y").value(m.at.y)
        .key("slot").value(m.slot ? std::string(slot_name(*m.slot)) : std::string()).end_object();
  return w.end_array().take();
}

std::string ViewerScreen::focus_json() const {
  json::Writer w;
  w.begin_object();
  if (example_.on && example_.x1 >= example_.x0)
    w.key("x0").value(example_.x0).key("y0").value(example_.y0).key("x1").value(example_.x1).key("y1").value(example_.y1);
  return w.end_object().take();
}

bool ViewerScreen::fit(float top) {
  if (!example_.on || example_.x1 < example_.x0) return false;
  fit_example(example_, top, example_.bottom);
  return true;
}

void ViewerScreen::draw_marks(const Game& game, ImDrawList* dl) const { draw_viewer_marks(game, app_.camera, example_.shown, dl); }

bool ViewerScreen::is_camera_as_fitted() const {
  const gfx::Camera& camera = app_.camera;
  return camera.zoom() == example_.fitted_zoom && camera.center().x == example_.fitted_at.x &&
         camera.center().y == example_.fitted_at.y;
}

// The example's squares between `top` and `bottom` CSS px of bars, with a quarter square around
// them; never closer than 2.5 times the default zoom (a single square stays in context).
void ViewerScreen::fit_example(Example& example, float top, float bottom) {
  gfx::Camera& camera = app_.camera;
  const gfx::Vec2 size = camera.viewport();
  const float w = static_cast<float>(example.x1 - example.x0 + 1) + 0.5f, h = static_cast<float>(example.y1 - example.y0 + 1) + 0.5f;
  const float room = std::max(40.0f, size.y - top - bottom);
  const float zoom = std::clamp(std::min(size.x / w, room / h), gfx::Camera::kMinZoom, 2.5f * gfx::Camera::kDefaultZoom);
  const float cx = 0.5f * static_cast<float>(example.x0 + example.x1 + 1), cy = 0.5f * static_cast<float>(example.y0 + example.y1 + 1);
  camera.look_at({cx, cy - 0.5f * (top - bottom) / zoom}, zoom);
  example.fitted_zoom = camera.zoom(), example.fitted_at = camera.center();
}

void ViewerScreen::fit_played_example(float top, float bottom, const PlayView& view) {
  Example& example = played_from_;
  const gfx::Camera& camera = app_.camera;
  if (example.x1 < example.x0 || bottom <= 0) return;
  const bool moved = camera.zoom() != example.fitted_zoom || camera.center().x != example.fitted_at.x ||
                     camera.center().y != example.fitted_at.y;
  if (moved || app_.session.revision() != example.revision) {
    example = Example{};  // the player's camera, or the turn's own following, from now on
    return;
  }
  if (std::abs(top - example.bars.x) < 1.0f && std::abs(bottom - example.bars.y) < 1.0f) return;
  example.bars = {top, bottom};
  // The squares the drawn tile may go to beside the example's are in view too: the turn starts there.
  Example shown = example;
  for (const Choice& c : view.choices) {
    const Pos p = c.move.pos;
    if (c.move.kind != MoveKind::Place || p.x < example.x0 - 1 || p.x > example.x1 + 1 || p.y < example.y0 - 1 || p.y > example.y1 + 1) continue;
    shown.x0 = std::min(shown.x0, p.x), shown.x1 = std::max(shown.x1, p.x), shown.y0 = std::min(shown.y0, p.y), shown.y1 = std::max(shown.y1, p.y);
  }
  fit_example(shown, top, bottom);
  example.fitted_zoom = shown.fitted_zoom, example.fitted_at = shown.fitted_at;
}

}  // namespace carc::app
