// Exported C entry points behind window.carcassonne (see README "Page API"). Each returns a string
// the JS side copies at once; errors are strings, never aborts.
#include "app/page/page_api.h"

#include <string>

#include "app/page/page_export.h"
#include "app/platform/page_hooks.h"
#include "app/platform/widget_registry.h"

namespace {

// The C exports' one way in: the controller they reach (the app binds it; null before the app
// runs and after a failed start) and the buffer each string answer lives in until the next call.
struct PageApi {
  carc::app::PageController* page = nullptr;
  std::string reply;
} g_api;

const char* reply(std::string text) { return carc::app::api_reply(std::move(text)); }
const char* reply_changed(std::string text) { return carc::app::api_reply_changed(std::move(text)); }

}  // namespace

namespace carc::app {
void bind_page_api(PageController* page) {
  g_api.page = page;
}

PageController* page_controller() { return g_api.page; }

const char* api_reply(std::string text) {
  g_api.reply = std::move(text);
  return g_api.reply.c_str();
}

const char* api_reply_changed(std::string text) {
  if (g_api.page) g_api.page->wake();
  return api_reply(std::move(text));
}

std::string not_running() { return "api.not_running"; }
}  // namespace carc::app

CARC_EXPORT const char* carc_api_state() { return reply(g_api.page ? g_api.page->state() : "{\"phase\":\"none\"}"); }

CARC_EXPORT const char* carc_api_new_game(const char* text) {
  return reply_changed(g_api.page ? g_api.page->new_game(text ? text : "") : carc::app::not_running());
}

CARC_EXPORT const char* carc_api_play(const char* line) {
  return reply_changed(g_api.page ? g_api.page->play(line ? line : "") : carc::app::not_running());
}

CARC_EXPORT const char* carc_api_record() { return reply(g_api.page ? g_api.page->record() : ""); }

CARC_EXPORT const char* carc_api_log() { return reply(g_api.page ? g_api.page->log_json() : "[]"); }

CARC_EXPORT const char* carc_api_choices() { return reply(g_api.page ? g_api.page->choices_json() : "[]"); }

CARC_EXPORT const char* carc_api_choose(int index) { return reply_changed(g_api.page ? g_api.page->choose(index) : carc::app::not_running()); }

// One computer decision for whoever decides now, synchronously (PageController::ai_move).
CARC_EXPORT const char* carc_api_ai_move(int iterations) {
  return reply_changed(g_api.page ? g_api.page->ai_move(iterations) : carc::app::not_running());
}

// The named computer levels a seat may take, weakest first (carc::kSeatLevelNames).
CARC_EXPORT const char* carc_api_ai_levels() { return reply(carc::app::PageController::ai_levels_json()); }

// The pause after computer turns: "slow", "normal", "fast" or "instant" (remembered). "" or the error.
CARC_EXPORT const char* carc_api_ai_pace(const char* name) {
  return reply_changed(g_api.page ? g_api.page->set_pace(name ? name : "") : carc::app::not_running());
}

// Whether computer seats play (1) or wait (0: the replay viewer only looks at a record).
CARC_EXPORT const char* carc_api_ai_play(int on) {
  if (g_api.page) g_api.page->set_ai_playing(on != 0);
  return reply_changed(g_api.page ? "" : carc::app::not_running());
}

// Play by link: the page's own seat ("" every seat) and what happened since its last move.
CARC_EXPORT const char* carc_api_set_seat(const char* name) {
  return reply_changed(g_api.page ? g_api.page->set_seat(name ? name : "") : carc::app::not_running());
}
CARC_EXPORT const char* carc_api_since_my_move() { return reply(g_api.page ? g_api.page->since_own_move_json() : "[]"); }

CARC_EXPORT const char* carc_api_take_back() { return reply_changed(g_api.page ? g_api.page->take_back() : carc::app::not_running()); }

// Undo back to the latest human decision, redo the latest undone group (Session::undo).
CARC_EXPORT const char* carc_api_undo() { return reply_changed(g_api.page ? g_api.page->undo() : carc::app::not_running()); }
CARC_EXPORT const char* carc_api_redo() { return reply_changed(g_api.page ? g_api.page->redo() : carc::app::not_running()); }
CARC_EXPORT int carc_api_can_undo() { return g_api.page && g_api.page->can_undo() ? 1 : 0; }
CARC_EXPORT int carc_api_can_redo() { return g_api.page && g_api.page->can_redo() ? 1 : 0; }

// The player's remembered choices (preferences.h): {"language", "pace", "palette", "sound"}, and
// setting one by name: "" or the error.
CARC_EXPORT const char* carc_api_preferences() { return reply(g_api.page ? g_api.page->preferences_json() : "{}"); }
CARC_EXPORT const char* carc_api_set_preference(const char* name, const char* value) {
  return reply_changed(g_api.page ? g_api.page->set_preference(name ? name : "", value ? value : "") : carc::app::not_running());
}

// The clickable marks of this step in window (CSS) pixels: [{x, y, r, label}] (legal squares,
// figure targets, cache squares, Gingerbread Man cities; r: the radius a click counts in), as drawn
// last frame.
CARC_EXPORT const char* carc_api_targets() { return reply(g_api.page ? g_api.page->targets_json() : "[]"); }

// The centre of board square X,Y in window (CSS) pixels: [x, y].
CARC_EXPORT const char* carc_api_screen_of(int x, int y) { return reply(g_api.page ? g_api.page->screen_of_json(x, y) : "[0,0]"); }

// The labelled ImGui widgets of the last frame in window (CSS) pixels: [{label, id, window, x, y,
// w, h[, checked]}] (see widget_registry.h).
CARC_EXPORT const char* carc_api_widgets() { return reply(g_api.page ? g_api.page->widgets_json() : "[]"); }

// The windows of the last frame: [{name, x, y, w, h}] in CSS pixels (see widget_registry.h).
CARC_EXPORT const char* carc_api_windows() { return reply(g_api.page ? g_api.page->windows_json() : "[]"); }

// CPU time of our frame work: {"frames", "avg_ms", "max_ms", "ui_ms", "max_ui_ms"} (ui_ms: events,
// computer search, scene and ImGui build, before GL submission; a frame where only a computer seat
// searched counts too) and the computer decisions' times {"ai_decisions", "ai_search_ms",
// "ai_max_search_ms", "ai_wall_ms", "ai_max_wall_ms"} (averages and worst); reset=1 starts a new
// measurement.
CARC_EXPORT const char* carc_api_frame_stats(int reset) {
  return reply(g_api.page ? g_api.page->frame_stats_json(reset != 0) : "{}");
}

// A text field's page input (web/text_input.js) holds `value`; `ended`: Enter, Escape (the text it
// started with) or the input left. A text for a field no longer edited is dropped.
CARC_EXPORT void carc_text_input(unsigned id, const char* value, int ended) {
  if (g_api.page) g_api.page->text_input(id, value ? value : "", ended != 0);
}

// Tab or Shift+Tab in the page's input: the field `id` is edited next.
CARC_EXPORT void carc_text_focus(unsigned id) {
  if (g_api.page) g_api.page->text_focus(id);
}

// Switches the page's language ("cs", "en"; unknown codes choose English); returns the code chosen.
CARC_EXPORT const char* carc_api_set_language(const char* code) {
  return reply_changed(g_api.page ? g_api.page->set_language(code ? code : "") : "");
}

// What the UI font can draw of `text` (UTF-8): {"missing": the characters ImGui would draw as its
// '?' fallback, "atlas": [width, height] of the font texture in device pixels, "glyphs": the
// number of glyphs rasterised}.
CARC_EXPORT const char* carc_api_font_check(const char* text) {
  return reply(g_api.page ? g_api.page->font_check_json(text ? text : "") : "{}");
}
