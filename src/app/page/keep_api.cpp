// Exported C entry points for keeping and sharing games (README "Page API"): the resume point,
// the record's move lines, the view (camera and panels), the set-up screen and redraw requests.
#include <string>

#include "app/page/page_api.h"
#include "app/page/page_export.h"
#include "app/platform/page_hooks.h"
#include "i18n/translate.h"

namespace {
const char* keep_reply(std::string text) { return carc::app::api_reply(std::move(text)); }

using carc::app::page_controller;
}  // namespace

// {"version": 2, "record": finished turns, "steps": [the turn in progress's moves in record words],
// "redo": [undone groups, latest last]} or {"error": …}; {} without a game.
CARC_EXPORT const char* carc_api_resume_point() { return keep_reply(page_controller() ? page_controller()->resume_point_json() : "{}"); }

// A kept entry (an autosave or a game set aside, of any version: app::read_kept) as the current
// version's JSON ({"version", "record", "steps", "redo"}; its steps are record words) or {"error"}.
// Nothing changes.
CARC_EXPORT const char* carc_api_read_kept(const char* json) {
  return keep_reply(page_controller() ? page_controller()->read_kept_json(json ? json : "") : "{\"error\":\"\"}");
}

// Plays a kept entry (any version): its record, its steps and its redo list. "" or the error;
// the game shown is unchanged on error.
CARC_EXPORT const char* carc_api_resume(const char* json) {
  return carc::app::api_reply_changed(page_controller() ? page_controller()->resume(json ? json : "") : carc::app::not_running());
}

// Games by link kept side by side (README "Page API"): the first screen's "Games in progress" from
// [{"key", "entry": a kept entry's JSON text, "date"}]: "" or the error; the set-up screen shows it.
CARC_EXPORT const char* carc_api_set_kept_games(const char* json) {
  return carc::app::api_reply_changed(page_controller() ? page_controller()->set_kept_games(json ? json : "") : carc::app::not_running());
}

// The link's record `other` against the kept record `kept`: {"same_game", "move" (0: none
// changed), "line", "kept", "link", "kept_words", "kept_moves", "link_moves"} or {"error"}.
CARC_EXPORT const char* carc_api_compare_records(const char* kept, const char* other) {
  return keep_reply(page_controller() ? page_controller()->compare_records_json(kept ? kept : "", other ? other : "") : "{\"error\":\"\"}");
}

// Applies one move of the current step given in record words (resumePoint()'s steps: `meeple N2`,
// `cache 3,4`, `no figure`, …): "" or the error; the game is unchanged on error.
CARC_EXPORT const char* carc_api_step(const char* text) {
  return carc::app::api_reply_changed(page_controller() ? page_controller()->step(text ? text : "") : carc::app::not_running());
}

// The state signature of the game shown (app/play/history.h: state_signature), 16 hex digits; "" without a game.
CARC_EXPORT const char* carc_api_signature() { return keep_reply(page_controller() ? page_controller()->signature() : ""); }

// The game's move lines (record_lines): one per finished turn, discard, figure or `end`.
CARC_EXPORT const char* carc_api_moves() { return keep_reply(page_controller() ? page_controller()->moves_json() : "[]"); }

// {"x", "y": the board point at the middle of the window, "zoom": pixels per square,
//  "remaining": the remaining-tiles panel is shown, "setup": the set-up screen is shown,
//  "text_px": the panels' text size in CSS pixels, "palette", "colours"} (PlayScreen::view_json).
CARC_EXPORT const char* carc_api_view() { return keep_reply(page_controller() ? page_controller()->view_json() : "{}"); }

CARC_EXPORT void carc_api_set_view(double x, double y, double zoom, int remaining) {
  carc::app::change_page([&](auto& page) { page.set_view(x, y, zoom, remaining != 0); });
}

CARC_EXPORT void carc_api_show_setup() {
  carc::app::change_page([&](auto& page) { page.show_setup(); });
}

// Embed mode: compact=1 leaves the log panel out and tightens the panels' padding and spacing
// (the text keeps its 16 CSS px).
CARC_EXPORT void carc_api_set_compact(int compact) {
  carc::app::change_page([&](auto& page) { page.set_compact(compact != 0); });
}

// Phones: the page shell's toolbar covers the top `css_pixels`; the top bar goes below it.
CARC_EXPORT void carc_api_set_top_inset(int css_pixels) {
  if (page_controller()) page_controller()->set_top_inset(css_pixels);
}

// Phones: the toolbar's Undo and More cover `css_pixels` at the right end of the top bar's row, and
// the page's More menu holds the bar's buttons (0: the bar keeps them).
CARC_EXPORT void carc_api_set_bar_menu(int css_pixels) {
  if (page_controller()) page_controller()->set_bar_menu(css_pixels);
}

// Embeds: the "Open the full game" link covers `width` CSS pixels at the right end of the top bar,
// down to `bottom`; the bar's rows above that end left of it (0, 0: the link is not over the bar).
CARC_EXPORT void carc_api_set_bar_link(int width, int bottom) {
  if (page_controller()) page_controller()->set_bar_link(width, bottom);
}

// Fits the map (or the start) in the window, like the F key.
CARC_EXPORT void carc_api_fit() {
  carc::app::change_page([&](auto& page) { page.fit(); });
}

// Draws the next frames even without input (the page calls it after anything it changes).
CARC_EXPORT void carc_api_wake() {
  if (page_controller()) page_controller()->wake();
}

// always=1: draw every frame, idle or not (for frame-time measurements); 0: skip idle frames.
CARC_EXPORT void carc_api_keep_drawing(int always) {
  if (page_controller()) page_controller()->keep_drawing(always != 0);
}

// The captions of a record text (record_captions): [{"step", "say", "lang", "text"}]; `say` is
// false for a `#>` sentence (lang "").
CARC_EXPORT const char* carc_api_notes(const char* text) {
  return keep_reply(page_controller() ? carc::app::PageController::notes_json(page_controller()->words(), text ? text : "") : carc::app::not_running());
}

// Counts every change of the game (newGame, moves, take-back, undo, redo): the page saves when it moves.
CARC_EXPORT int carc_api_revision() { return page_controller() ? page_controller()->revision() : 0; }
