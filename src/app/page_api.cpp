// Exported C entry points behind window.carcassonne (see README "Page API"). Each returns a string
// the JS side copies at once; errors are strings, never aborts.
#include "app/page_api.h"

#include <string>
#include <vector>

#include "app/choices.h"
#include "app/frame_clock.h"
#include "app/state_json.h"
#include "app/widget_registry.h"
#include "engine/notation.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define CARC_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE
#else
#define CARC_EXPORT extern "C"
#endif

namespace {
carc::app::GameScreen* g_screen = nullptr;
carc::app::Session* g_session = nullptr;
std::string g_reply;  // the last answer; JS copies it before the next call

const char* reply(std::string text) {
  g_reply = std::move(text);
  return g_reply.c_str();
}
}  // namespace

namespace carc::app {
void bind_page_api(GameScreen* screen) {
  g_screen = screen;
  g_session = &screen->session;
  install_widget_registry();  // NOTE: needs the ImGui context, created before this call
}
}  // namespace carc::app

CARC_EXPORT const char* carc_api_state() {
  return reply(g_session ? carc::app::state_json(*g_session) : "{\"phase\":\"none\"}");
}

CARC_EXPORT const char* carc_api_new_game(const char* text) {
  return reply(g_screen ? g_screen->start_game(text ? text : "") : "the game is not running");
}

CARC_EXPORT const char* carc_api_play(const char* line) {
  return reply(g_session ? g_session->play(line ? line : "") : "the game is not running");
}

CARC_EXPORT const char* carc_api_record() {
  return reply(g_session && g_session->has_game() ? carc::write_record(g_session->game()) : "");
}

CARC_EXPORT const char* carc_api_log() {
  if (!g_session) return reply("[]");
  std::vector<std::string> lines;
  for (const auto& entry : g_session->log()) lines.push_back(entry.text);
  return reply(carc::app::json_strings(lines));
}

CARC_EXPORT const char* carc_api_choices() {
  if (!g_session || !g_session->has_game()) return reply("[]");
  std::vector<carc::app::Choice> choices;
  carc::app::list_choices(g_session->game(), choices);
  std::vector<std::string> labels;
  for (const auto& c : choices) labels.push_back(c.label);
  return reply(carc::app::json_strings(labels));
}

CARC_EXPORT const char* carc_api_choose(int index) {
  if (!g_session || !g_session->has_game()) return reply("no game: start one with newGame()");
  std::vector<carc::app::Choice> choices;
  carc::app::list_choices(g_session->game(), choices);
  if (index < 0 || index >= static_cast<int>(choices.size()))
    return reply("choice " + std::to_string(index) + " does not exist (" + std::to_string(choices.size()) + " legal now)");
  return reply(g_session->apply(choices[index].move));
}

CARC_EXPORT const char* carc_api_take_back() {
  if (!g_session || !g_session->can_take_back()) return reply("nothing to take back this turn");
  g_session->take_back();
  return reply("");
}

// The clickable marks of this step in window (CSS) pixels: [{x, y, label}] (legal squares,
// figure targets, cache squares, Gingerbread Man cities), as drawn last frame.
CARC_EXPORT const char* carc_api_targets() {
  if (!g_screen) return reply("[]");
  std::string s = "[";
  const auto& view = g_screen->view;
  for (std::size_t i = 0; i < view.targets.size(); ++i) {
    const auto& t = view.targets[i];
    const bool known = t.choice >= 0 && t.choice < static_cast<int>(view.choices.size());
    s += (i ? "," : "") + std::string("{\"x\":") + std::to_string(t.x) + ",\"y\":" + std::to_string(t.y) +
         ",\"label\":" + carc::app::json_strings({known ? view.choices[t.choice].label : ""}).substr(1);
    s.back() = '}';
  }
  return reply(s + "]");
}

// The centre of board square X,Y in window (CSS) pixels: [x, y].
CARC_EXPORT const char* carc_api_screen_of(int x, int y) {
  if (!g_screen) return reply("[0,0]");
  const carc::gfx::Vec2 s = g_screen->camera.world_to_screen({static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f});
  return reply("[" + std::to_string(s.x) + "," + std::to_string(s.y) + "]");
}

// The labelled ImGui widgets of the last frame in window (CSS) pixels: [{label, id, window, x, y,
// w, h[, checked]}] (see widget_registry.h).
CARC_EXPORT const char* carc_api_widgets() { return reply(carc::app::widgets_json()); }

// The windows of the last frame: [{name, x, y, w, h}] in CSS pixels (see widget_registry.h).
CARC_EXPORT const char* carc_api_windows() { return reply(carc::app::windows_json()); }

// CPU time of our frame work: {"frames", "avg_ms", "max_ms", "ui_ms"} (ui_ms: events, scene and
// ImGui build, before GL submission); reset=1 starts a new measurement.
CARC_EXPORT const char* carc_api_frame_stats(int reset) {
  if (!carc::app::g_frame_clock) return reply("{}");
  const auto& c = *carc::app::g_frame_clock;
  std::string s = "{\"frames\":" + std::to_string(c.frames()) + ",\"avg_ms\":" + std::to_string(c.average_ms()) +
                  ",\"max_ms\":" + std::to_string(c.max_ms()) + ",\"ui_ms\":" + std::to_string(c.average_ui_ms()) + "}";
  if (reset) carc::app::g_frame_clock->reset();
  return reply(s);
}

// Switches the page's language ("cs", "en"; unknown codes choose English); returns the code chosen.
CARC_EXPORT const char* carc_api_set_language(const char* code) {
  return reply(g_screen ? g_screen->set_language(code ? code : "") : "");
}
