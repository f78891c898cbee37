// Exported C entry points behind window.carcassonne (see README "Page API"). Each returns a string
// the JS side copies at once; errors are strings, never aborts.
#include "app/page_api.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstring>
#include <string>
#include <vector>

#include "app/choices.h"
#include "app/frame_clock.h"
#include "app/page_hooks.h"
#include "app/state_json.h"
#include "app/widget_registry.h"
#include "ai/agent.h"
#include "app/page_export.h"
#include "engine/notation.h"
#include "engine/seat_spec.h"
#include "i18n/translate.h"
#include "util/json.h"

namespace {
carc::app::GameScreen* g_screen = nullptr;
carc::app::Session* g_session = nullptr;

const char* reply(std::string text) { return carc::app::api_reply(std::move(text)); }

// The answer of a call that may change the game: the frame loop, paused while idle, runs again to
// draw the change and tell the page (carcassonne:change).
const char* reply_changed(std::string text) {
  carc::app::request_redraw();
  return reply(std::move(text));
}
}  // namespace

namespace carc::app {
void bind_page_api(GameScreen* screen) {
  g_screen = screen;
  g_session = &screen->session;
  bind_keep_api(screen);
  bind_viewer_api(screen);
  bind_insight_api(screen);
  install_widget_registry();  // NOTE: needs the ImGui context, created before this call
}
}  // namespace carc::app

CARC_EXPORT const char* carc_api_state() {
  return reply(g_screen ? carc::app::state_json(*g_session, g_screen->ai) : "{\"phase\":\"none\"}");
}

CARC_EXPORT const char* carc_api_new_game(const char* text) {
  return reply_changed(g_screen ? g_screen->start_game(text ? text : "") : carc::i18n::tr("api.not_running"));
}

CARC_EXPORT const char* carc_api_play(const char* line) {
  return reply_changed(g_session ? g_session->play(line ? line : "") : carc::i18n::tr("api.not_running"));
}

CARC_EXPORT const char* carc_api_record() {
  return reply(g_session && g_session->has_game() ? carc::write_record(g_session->game()) : "");
}

CARC_EXPORT const char* carc_api_log() {
  if (!g_session) return reply("[]");
  std::vector<std::string> lines;
  for (const auto& entry : g_session->log()) lines.push_back(entry.text);
  return reply(carc::json::strings(lines));
}

CARC_EXPORT const char* carc_api_choices() {
  if (!g_session || !g_session->has_game()) return reply("[]");
  std::vector<carc::app::Choice> choices;
  carc::app::list_choices(g_session->game(), choices);
  std::vector<std::string> labels;
  for (const auto& c : choices) labels.push_back(c.label);
  return reply(carc::json::strings(labels));
}

CARC_EXPORT const char* carc_api_choose(int index) {
  if (!g_session || !g_session->has_game()) return reply(carc::i18n::tr("api.no_game"));
  std::vector<carc::app::Choice> choices;
  carc::app::list_choices(g_session->game(), choices);
  if (index < 0 || index >= static_cast<int>(choices.size()))
    return reply(carc::i18n::tr("api.no_choice", {carc::i18n::arg("index", index),
                                                 carc::i18n::arg("count", static_cast<long>(choices.size()))}));
  return reply_changed(g_session->apply(choices[index].move));
}

// One computer decision for whoever decides now, synchronously: an information-set search of
// `iterations` iterations (deterministic: seeded by the game's seed and move count), applied
// like a player's move. "" or the reason nothing was played.
CARC_EXPORT const char* carc_api_ai_move(int iterations) {
  if (!g_session || !g_session->has_game()) return reply(carc::i18n::tr("api.no_game"));
  if (iterations < 1) return reply(carc::i18n::tr("api.ai_iterations", {carc::i18n::arg("n", iterations)}));
  const carc::Game& game = g_session->game();
  if (game.phase() == carc::Phase::Over) return reply(carc::i18n::tr("api.game_over"));
  carc::ai::Agent agent(carc::ai::Spec{carc::ai::Level::Mcts, iterations});
  return reply_changed(g_session->apply(agent.decide(game, game.setup().seed * 1000003ull + game.history().size())));
}

// The named computer levels a seat may take, weakest first: the one list of the spec grammar
// (carc::kSeatLevelNames), so the page spells no level of its own.
CARC_EXPORT const char* carc_api_ai_levels() {
  std::vector<std::string> names;
  for (std::string_view name : carc::kSeatLevelNames) names.emplace_back(name);
  return reply(carc::json::strings(names));
}

// The pause after computer turns: "slow", "normal", "fast" or "instant". "" or the error.
CARC_EXPORT const char* carc_api_ai_pace(const char* name) {
  const std::string text = name ? name : "";
  if (!g_screen) return reply(carc::i18n::tr("api.not_running"));
  if (!carc::app::parse_pace(text, g_screen->ai.pace))
    return reply(carc::i18n::tr("api.unknown_pace", {carc::i18n::arg("name", text)}));
  carc::app::request_redraw();
  return reply("");
}

// Whether computer seats play (1) or wait (0: the replay viewer only looks at a record).
CARC_EXPORT const char* carc_api_ai_play(int on) {
  if (!g_screen) return reply(carc::i18n::tr("api.not_running"));
  g_screen->ai.set_playing(on != 0);
  carc::app::request_redraw();
  return reply("");
}

CARC_EXPORT const char* carc_api_take_back() {
  if (!g_session || !g_session->can_take_back()) return reply(carc::i18n::tr("api.nothing_to_take_back"));
  g_session->take_back();
  return reply_changed("");
}

// The clickable marks of this step in window (CSS) pixels: [{x, y, r, label}] (legal squares,
// figure targets, cache squares, Gingerbread Man cities; r: the radius a click counts in), as drawn
// last frame.
CARC_EXPORT const char* carc_api_targets() {
  if (!g_screen) return reply("[]");
  const auto& view = g_screen->view;
  carc::json::Writer w;
  w.begin_array();
  for (const auto& t : view.targets) {
    const bool known = t.choice >= 0 && t.choice < static_cast<int>(view.choices.size());
    w.begin_object().key("x").value(t.x, 6).key("y").value(t.y, 6).key("r").value(t.radius, 6);
    w.key("label").value(known ? view.choices[t.choice].label : std::string()).end_object();
  }
  return reply(w.end_array().take());
}

// The centre of board square X,Y in window (CSS) pixels: [x, y].
CARC_EXPORT const char* carc_api_screen_of(int x, int y) {
  if (!g_screen) return reply("[0,0]");
  const carc::gfx::Vec2 s = g_screen->camera.world_to_screen({static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f});
  carc::json::Writer w;
  return reply(w.begin_array().value(s.x, 6).value(s.y, 6).end_array().take());
}

// The labelled ImGui widgets of the last frame in window (CSS) pixels: [{label, id, window, x, y,
// w, h[, checked]}] (see widget_registry.h).
CARC_EXPORT const char* carc_api_widgets() { return reply(carc::app::widgets_json()); }

// The windows of the last frame: [{name, x, y, w, h}] in CSS pixels (see widget_registry.h).
CARC_EXPORT const char* carc_api_windows() { return reply(carc::app::windows_json()); }

// CPU time of our frame work: {"frames", "avg_ms", "max_ms", "ui_ms", "max_ui_ms"} (ui_ms: events,
// computer search, scene and ImGui build, before GL submission; a frame where only a computer seat
// searched counts too) and the computer decisions' times {"ai_decisions", "ai_search_ms",
// "ai_max_search_ms", "ai_wall_ms", "ai_max_wall_ms"} (averages and worst); reset=1 starts a new
// measurement.
CARC_EXPORT const char* carc_api_frame_stats(int reset) {
  if (!carc::app::g_frame_clock) return reply("{}");
  const auto& c = *carc::app::g_frame_clock;
  carc::json::Writer w;
  w.begin_object().key("frames").value(c.frames()).key("avg_ms").value(c.average_ms(), 6);
  w.key("max_ms").value(c.max_ms(), 6).key("ui_ms").value(c.average_ui_ms(), 6);
  w.key("max_ui_ms").value(c.max_ui_ms(), 6);
  if (g_screen) {
    const carc::app::AiTimes& t = g_screen->ai.times();
    const double n = t.decisions ? t.decisions : 1;
    w.key("ai_decisions").value(t.decisions).key("ai_search_ms").value(t.search_ms / n, 3);
    w.key("ai_max_search_ms").value(t.worst_search_ms, 3).key("ai_wall_ms").value(t.wall_ms / n, 3);
    w.key("ai_max_wall_ms").value(t.worst_wall_ms, 3);
  }
  w.end_object();
  if (reset) {
    carc::app::g_frame_clock->reset();
    if (g_screen) g_screen->ai.reset_times();
  }
  return reply(w.take());
}

// Switches the page's language ("cs", "en"; unknown codes choose English); returns the code chosen.
CARC_EXPORT const char* carc_api_set_language(const char* code) {
  return reply_changed(g_screen ? g_screen->set_language(code ? code : "") : "");
}

// What the UI font can draw of `text` (UTF-8): {"missing": the characters ImGui would draw as its
// '?' fallback, "atlas": [width, height] of the font texture in device pixels, "glyphs": the
// number of glyphs rasterised}.
CARC_EXPORT const char* carc_api_font_check(const char* text) {
  if (ImGui::GetCurrentContext() == nullptr) return reply("{}");
  const ImFont* font = ImGui::GetIO().Fonts->Fonts.empty() ? nullptr : ImGui::GetIO().Fonts->Fonts[0];
  if (font == nullptr) return reply("{}");
  std::string missing;
  const char* end = text ? text + std::strlen(text) : nullptr;
  for (const char* at = text; at && at < end;) {
    unsigned int c = 0;
    const char* start = at;
    at += ImTextCharFromUtf8(&c, at, end);
    if (c >= 0x20 && font->FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr) missing.append(start, at);
  }
  const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  carc::json::Writer w;
  w.begin_object().key("missing").value(missing).key("atlas").begin_array().value(atlas.TexWidth).value(atlas.TexHeight);
  w.end_array().key("glyphs").value(font->Glyphs.Size).end_object();
  return reply(w.take());
}
