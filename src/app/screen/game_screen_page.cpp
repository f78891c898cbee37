// GameScreen's answers to the page API (PageScreen, page_controller.h): the view, the clickable
// marks, the embed mode, the example viewer's marks and focus and what fans ask for (insight), as README "Page API" describes.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app/board/figure_letters.h"
#include "app/screen/game_screen.h"
#include "app/platform/page_hooks.h"
#include "app/platform/theme.h"
#include "engine/record/notation.h"
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

// The view a page asks for wins over the board's own following: tiles placed before it (by the
// page API, in the same task, before any frame) are not panned to afterwards.
void GameScreen::set_view(double x, double y, double zoom, bool remaining) {
  camera.look_at({static_cast<float>(x), static_cast<float>(y)}, static_cast<float>(zoom));
  placed_seen_ = session.has_game() ? session.game().placed().size() : 0;
  focus_.stop();
  figure_zoom_.stop();
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

namespace {
void write_focus(const carc::Game& g, const carc::app::Insight& in, carc::json::Writer& w) {
  using namespace carc;
  const FeatureInfo& f = in.focus();
  const bool tournament = g.setup().tournament;  // the points are an aid; outline and holders are public
  w.begin_object().key("x").value(in.focus_pos().x).key("y").value(in.focus_pos().y);
  w.key("slot").value(slot_name(in.focus_slot())).key("kind").value(feature_name(f.kind));
  w.key("complete").value(f.complete).key("scored").value(f.scored).key("squares").value(f.squares);
  w.key("value");
  tournament ? w.null() : w.value(f.value);
  w.key("winners").begin_array();
  for (int p = 0; p < g.player_count(); ++p)
    if (f.winners >> p & 1) w.value(p);
  w.end_array().key("parts").begin_array();
  for (const FeaturePart& part : f.parts) {
    w.begin_object().key("x").value(part.pos.x).key("y").value(part.pos.y).key("printed").value(part.printed).key("slots").begin_array();
    for (int s = 0; s < kSlotCount; ++s)
      if (part.slots >> s & 1) w.value(slot_name(static_cast<Slot>(s)));
    w.end_array().end_object();
  }
  w.end_array().key("holders").begin_array();
  for (const FeatureHolder& h : f.holders) {
    w.begin_object().key("player").value(static_cast<int>(h.player)).key("name").value(g.player(h.player).name);
    w.key("letter").value(carc::app::figure_letter(g, h.player)).key("followers").value(h.followers);
    w.key("strength").value(h.strength).key("others").value(h.others).key("points");
    tournament ? w.null() : w.value(h.points);
    w.end_object();
  }
  w.end_array().end_object();
}

}  // namespace

namespace carc::app {

std::string GameScreen::insight_json() const {
  json::Writer w;
  w.begin_object();
  if (!session.has_game()) return w.end_object().take();
  const Game& g = session.game();
  const Insight& in = insight;
  w.key("outlines").value(in.outlines).key("focus");
  if (in.has_focus()) write_focus(g, in, w);
  else w.null();
  w.key("hint").begin_object().key("state").value(in.hint_ready() ? "ready" : in.hint_thinking() ? "thinking" : "none");
  w.key("place");
  in.hint_ready() ? w.value(move_text(g, in.hint_place())) : w.null();
  w.key("figure");
  in.hint_ready() && in.hint_place().kind == MoveKind::Place ? w.value(in.hint_figure().kind == MoveKind::Deploy ? move_text(g, in.hint_figure()) : move_text(g, Move{.kind = MoveKind::NoFigure})) : w.null();
  w.end_object().key("recent").begin_array();
  for (const RecentMove& m : in.recent()) {
    w.begin_object().key("x").value(m.pos.x).key("y").value(m.pos.y).key("player").value(m.player).key("figure").value(m.figure);
    if (m.figure) w.key("slot").value(slot_name(m.slot));
    w.end_object();
  }
  w.end_array().key("stepping").value(in.stepping());
  return w.end_object().take();
}

bool GameScreen::set_outlines(int on) {
  if (on == 0 || on == 1) insight.outlines = on == 1;
  frames_.request_redraw();
  return insight.outlines;
}

Status GameScreen::request_hint() {
  if (!session.has_game()) return failure(err::session_no_game);
  if (session.game().setup().tournament) return failure(err::hint_tournament);
  if (!session.may_decide() || !insight.request_hint(session.game(), session.revision())) return failure(err::hint_not_yours);
  frames_.request_redraw();
  return {};
}

}  // namespace carc::app
