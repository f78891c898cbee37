// PlayScreen's answers to the page API (PageScreen, page_controller.h, through screens.h): the
// view, the clickable marks, the embed mode and what fans ask for (insight), as README "Page API" describes.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app/board/figure_letters.h"
#include "app/screen/play_screen.h"
#include "app/platform/page_hooks.h"
#include "app/platform/theme.h"
#include "engine/record/notation.h"
#include "util/json.h"

namespace carc::app {

std::string PlayScreen::view_json(bool setup) const {
  const gfx::Camera& camera = app_.camera;
  const gfx::Vec2 c = camera.center();
  json::Writer w;
  w.begin_object().key("x").value(c.x, 6).key("y").value(c.y, 6).key("zoom").value(camera.zoom(), 6);
  w.key("remaining").value(show_remaining_).key("setup").value(setup);
  w.key("text_px").value(ImGui::GetCurrentContext() ? ImGui::GetFontSize() : 0.0f, 6);
  w.key("palette").value(app_.preferences.okabe_ito() ? "okabe-ito" : "default").key("colours").begin_array();
  for (const unsigned colour : view_.colours) {  // the seats' colours as drawn, "#rrggbb"
    char hex[8];
    std::snprintf(hex, sizeof hex, "#%02x%02x%02x", colour & 0xFF, (colour >> 8) & 0xFF, (colour >> 16) & 0xFF);
    w.value(std::string(hex));
  }
  return w.end_array().end_object().take();
}

// The view a page asks for wins over the board's own following: tiles placed before it (by the
// page API, in the same task, before any frame) are not panned to afterwards.
void PlayScreen::set_view(double x, double y, double zoom, bool remaining) {
  app_.camera.look_at({static_cast<float>(x), static_cast<float>(y)}, static_cast<float>(zoom));
  placed_seen_ = app_.session.has_game() ? app_.session.game().placed().size() : 0;
  focus_.stop();
  figure_zoom_.stop();
  show_remaining_ = remaining;
}

void PlayScreen::set_compact(bool on) {
  if (compact_ == on) return;
  compact_ = on;
  apply_theme(is_touch_screen(), compact_);
}

// The clickable marks of this step in window (CSS) pixels: [{x, y, r, label}] (legal squares,
// figure targets, cache squares, Gingerbread Man cities; r: the radius a click counts in), as drawn
// last frame.
std::string PlayScreen::targets_json() const {
  json::Writer w;
  w.begin_array();
  for (const auto& t : view_.targets) {
    const bool known = t.choice >= 0 && t.choice < static_cast<int>(view_.choices.size());
    w.begin_object().key("x").value(t.x, 6).key("y").value(t.y, 6).key("r").value(t.radius, 6);
    w.key("label").value(known ? view_.choices[static_cast<std::size_t>(t.choice)].label : std::string()).end_object();
  }
  return w.end_array().take();
}

std::string PlayScreen::screen_of_json(int x, int y) const {
  const gfx::Vec2 s = app_.camera.world_to_screen({static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f});
  json::Writer w;
  return w.begin_array().value(s.x, 6).value(s.y, 6).end_array().take();
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

std::string PlayScreen::insight_json() const {
  json::Writer w;
  w.begin_object();
  if (!app_.session.has_game()) return w.end_object().take();
  const Game& g = app_.session.game();
  const Insight& in = insight_;
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

bool PlayScreen::set_outlines(int on) {
  if (on == 0 || on == 1) insight_.outlines = on == 1;
  app_.frames.request_redraw();
  return insight_.outlines;
}

Status PlayScreen::request_hint() {
  const Session& session = app_.session;
  if (!session.has_game()) return failure(err::session_no_game);
  if (session.game().setup().tournament) return failure(err::hint_tournament);
  if (!session.may_decide() || !insight_.request_hint(session.game(), session.revision())) return failure(err::hint_not_yours);
  app_.frames.request_redraw();
  return {};
}

}  // namespace carc::app
