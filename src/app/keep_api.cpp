// Exported C entry points for keeping and sharing games (README "Page API"): the resume point,
// the record's move lines, the view (camera and panels), the set-up screen and redraw requests.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/history.h"
#include "app/page_api.h"
#include "app/page_export.h"
#include "app/page_hooks.h"
#include "app/theme.h"
#include "app/ui/compact_layout.h"
#include "engine/notation.h"
#include "engine/captions.h"
#include "i18n/translate.h"
#include "util/json.h"

namespace {
carc::app::GameScreen* g_keep_screen = nullptr;

const char* keep_reply(std::string text) { return carc::app::api_reply(std::move(text)); }


bool has_game() { return g_keep_screen && g_keep_screen->session.has_game(); }
}  // namespace

namespace carc::app {
void bind_keep_api(GameScreen* screen) { g_keep_screen = screen; }
}  // namespace carc::app

// {"version": 2, "record": finished turns, "steps": [the turn in progress's moves in record words]}
// or {"error": …}; {} without a game.
CARC_EXPORT const char* carc_api_resume_point() {
  if (!has_game()) return keep_reply("{}");
  carc::app::ResumePoint point;
  std::string error;
  carc::json::Writer w;
  w.begin_object();
  if (!carc::app::resume_point(g_keep_screen->session.game(), point, error))
    return keep_reply(w.key("error").value(error).end_object().take());
  w.key("version").value(carc::app::kResumeVersion).key("record").value(point.record).key("steps").begin_array();
  for (const std::string& s : point.steps) w.value(s);
  return keep_reply(w.end_array().end_object().take());
}

// A kept entry (an autosave or a game set aside, of any version: app::read_kept) as the current
// version's JSON ({"version", "record", "steps", "redo"}; its steps are record words) or {"error"}.
// Nothing changes: the page then starts `record` and applies each step (carc_api_step).
CARC_EXPORT const char* carc_api_read_kept(const char* json) {
  carc::json::Writer w;
  w.begin_object();
  if (!g_keep_screen || !g_keep_screen->session.is_loaded())
    return keep_reply(w.key("error").value(carc::i18n::tr("api.not_loaded")).end_object().take());
  carc::app::KeptEntry entry;
  std::string error;
  if (!carc::app::read_kept(json ? json : "", g_keep_screen->session.library(), entry, error))
    return keep_reply(w.key("error").value(error).end_object().take());
  return keep_reply(carc::app::kept_json(entry));
}

// Applies one move of the current step given in record words (resumePoint()'s steps: `meeple N2`,
// `cache 3,4`, `no figure`, …): "" or the error; the game is unchanged on error.
CARC_EXPORT const char* carc_api_step(const char* text) {
  if (!has_game()) return keep_reply(carc::i18n::tr("api.no_game"));
  carc::Move m;
  std::string error;
  if (carc::app::find_step(g_keep_screen->session.game(), text ? text : "", m, error)) error = g_keep_screen->session.apply(m);
  carc::app::request_redraw();
  return keep_reply(error);
}

// The state signature of the game shown (app/history.h: state_signature), 16 hex digits; "" without a game.
CARC_EXPORT const char* carc_api_signature() {
  return keep_reply(has_game() ? carc::app::signature_text(g_keep_screen->session.game()) : std::string());
}

// The game's move lines (record_lines): one per finished turn, discard, figure or `end`.
CARC_EXPORT const char* carc_api_moves() {
  carc::json::Writer w;
  w.begin_array();
  if (has_game())
    for (const std::string& line : carc::record_lines(g_keep_screen->session.game())) w.value(line);
  return keep_reply(w.end_array().take());
}

// {"x", "y": the board point at the middle of the window, "zoom": pixels per square,
//  "remaining": the remaining-tiles panel is shown, "setup": the set-up screen is shown,
//  "text_px": the panels' text size in CSS pixels}.
CARC_EXPORT const char* carc_api_view() {
  if (!g_keep_screen) return keep_reply("{}");
  const carc::app::GameScreen& s = *g_keep_screen;
  const carc::gfx::Vec2 c = s.camera.center();
  carc::json::Writer w;
  w.begin_object().key("x").value(c.x, 6).key("y").value(c.y, 6).key("zoom").value(s.camera.zoom(), 6);
  w.key("remaining").value(s.remaining_shown()).key("setup").value(s.in_setup() || !s.session.has_game());
  w.key("text_px").value(ImGui::GetFontSize(), 6);
  w.key("palette").value(s.colour_blind() ? "okabe-ito" : "default").key("colours").begin_array();
  for (const unsigned c : s.view.colours) {  // the seats' colours as drawn, "#rrggbb"
    char hex[8];
    std::snprintf(hex, sizeof hex, "#%02x%02x%02x", c & 0xFF, (c >> 8) & 0xFF, (c >> 16) & 0xFF);
    w.value(std::string(hex));
  }
  w.end_array();
  return keep_reply(w.end_object().take());
}

CARC_EXPORT void carc_api_set_view(double x, double y, double zoom, int remaining) {
  if (!g_keep_screen) return;
  g_keep_screen->camera.look_at({static_cast<float>(x), static_cast<float>(y)}, static_cast<float>(zoom));
  g_keep_screen->show_remaining(remaining != 0);
  carc::app::request_redraw();
}

CARC_EXPORT void carc_api_show_setup() {
  if (g_keep_screen) g_keep_screen->show_setup();
  carc::app::request_redraw();
}

// Embed mode: compact=1 leaves the log panel out and tightens the panels' padding and spacing
// (the text keeps its 16 CSS px).
CARC_EXPORT void carc_api_set_compact(int compact) {
  if (!g_keep_screen || g_keep_screen->compact == (compact != 0)) return;
  g_keep_screen->compact = compact != 0;
  carc::app::apply_theme(carc::app::is_touch_screen(), g_keep_screen->compact);
  carc::app::request_redraw();
}

// Phones: the page shell's toolbar covers the top `css_pixels`; the top bar goes below it.
CARC_EXPORT void carc_api_set_top_inset(int css_pixels) {
  carc::app::ui::top_inset() = static_cast<float>(std::clamp(css_pixels, 0, 200));
  carc::app::request_redraw();
}

// Fits the map (or the start) in the window, like the F key.
CARC_EXPORT void carc_api_fit() {
  if (!has_game()) return;
  g_keep_screen->fit();
  carc::app::request_redraw();
}

// Draws the next frames even without input (the page calls it after anything it changes).
CARC_EXPORT void carc_api_wake() { carc::app::request_redraw(); }

// always=1: draw every frame, idle or not (for frame-time measurements); 0: skip idle frames.
CARC_EXPORT void carc_api_keep_drawing(int always) {
  carc::app::keep_drawing(always != 0);
  carc::app::request_redraw();
}

// The captions of a record text (record_captions): [{"step", "say", "lang", "text"}]; `say` is
// false for a `#>` sentence (lang "").
CARC_EXPORT const char* carc_api_notes(const char* text) {
  carc::json::Writer w;
  w.begin_array();
  for (const carc::Caption& c : carc::record_captions(text ? text : "")) {
    w.begin_object().key("step").value(c.move).key("say").value(!c.lang.empty());
    w.key("lang").value(c.lang).key("text").value(c.text).end_object();
  }
  return keep_reply(w.end_array().take());
}

// Counts every change of the game (newGame, moves, take-back): the page saves when it moves.
CARC_EXPORT int carc_api_revision() { return g_keep_screen ? g_keep_screen->session.revision() : 0; }
