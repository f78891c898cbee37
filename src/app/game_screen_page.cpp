// GameScreen's answers to the page API (PageScreen, page_controller.h): the view, the clickable
// marks, the embed mode and the example viewer's marks and focus, as README "Page API" describes.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app/game_screen.h"
#include "app/page_hooks.h"
#include "app/theme.h"
#include "util/json.h"

namespace carc::app {

std::string GameScreen::view_json() const {
  const gfx::Vec2 c = camera.center();
  json::Writer w;
  w.begin_object().key("x").value(c.x, 6).key("y").value(c.y, 6).key("zoom").value(camera.zoom(), 6);
  w.key("remaining").value(show_remaining_).key("setup").value(in_setup_ || !session.has_game());
  w.key("text_px").value(ImGui::GetCurrentContext() ? ImGui::GetFontSize() : 0.0f, 6);
  w.key("palette").value(preferences_.okabe_ito() ? "okabe-ito" : "default").key("colours").begin_array();
  for (const unsigned colour : view.colours) {  // the seats' colours as drawn, "#rrggbb"
    char hex[8];
    std::snprintf(hex, sizeof hex, "#%02x%02x%02x", colour & 0xFF, (colour >> 8) & 0xFF, (colour >> 16) & 0xFF);
    w.value(std::string(hex));
  }
  return w.end_array().end_object().take();
}

void GameScreen::set_view(double x, double y, double zoom, bool remaining) {
  camera.look_at({static_cast<float>(x), static_cast<float>(y)}, static_cast<float>(zoom));
  show_remaining_ = remaining;
}

void GameScreen::set_compact(bool on) {
  if (compact == on) return;
  compact = on;
  apply_theme(is_touch_screen(), compact);
}

// The clickable marks of this step in window (CSS) pixels: [{x, y, r, label}] (legal squares,
// figure targets, cache squares, Gingerbread Man cities; r: the radius a click counts in), as drawn
// last frame.
std::string GameScreen::targets_json() const {
  json::Writer w;
  w.begin_array();
  for (const auto& t : view.targets) {
    const bool known = t.choice >= 0 && t.choice < static_cast<int>(view.choices.size());
    w.begin_object().key("x").value(t.x, 6).key("y").value(t.y, 6).key("r").value(t.radius, 6);
    w.key("label").value(known ? view.choices[static_cast<std::size_t>(t.choice)].label : std::string()).end_object();
  }
  return w.end_array().take();
}

std::string GameScreen::screen_of_json(int x, int y) const {
  const gfx::Vec2 s = camera.world_to_screen({static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f});
  json::Writer w;
  return w.begin_array().value(s.x, 6).value(s.y, 6).end_array().take();
}

void GameScreen::set_viewer_bottom(int css_pixels) { viewer.bottom = static_cast<float>(std::clamp(css_pixels, 0, 2000)); }

std::string GameScreen::viewer_marks_json() const {
  json::Writer w;
  w.begin_array();
  for (const Mark& m : viewer.shown)
    w.begin_object().key("x").value(m.at.x).key("y").value(m.at.y)
        .key("slot").value(m.slot ? std::string(slot_name(*m.slot)) : std::string()).end_object();
  return w.end_array().take();
}

std::string GameScreen::viewer_focus_json() const {
  json::Writer w;
  w.begin_object();
  if (viewer.on && viewer.x1 >= viewer.x0)
    w.key("x0").value(viewer.x0).key("y0").value(viewer.y0).key("x1").value(viewer.x1).key("y1").value(viewer.y1);
  return w.end_object().take();
}

}  // namespace carc::app
