// PageController: the page API's methods over the session, the computer seats, the preferences
// and the screen.
#include "app/page/page_controller.h"

#include <algorithm>
#include <vector>

#include "ai/agent.h"
#include "app/words/choices.h"
#include "app/play/history.h"
#include "app/words/result_text.h"
#include "app/page/state_json.h"
#include "data/examples.h"
#include "engine/record/captions.h"
#include "engine/record/notation.h"
#include "engine/setup/seat_spec.h"
#include "i18n/translate.h"
#include "util/json.h"

namespace carc::app {

using i18n::arg;

namespace {

// The page's edge: "" for done, else the reason in the page's language.
std::string said(const i18n::Translator& w, const Status& s) { return s ? std::string() : w.message(s); }

}  // namespace

std::string PageController::new_game(std::string_view record) { return said(w_, screen_.start_game(record)); }

std::string PageController::play(std::string_view line) { return said(w_, session_.play(line)); }

std::string PageController::set_seat(std::string_view name) {
  if (!session_.has_game()) return w_.text("error.session.no_game");
  if (name.empty()) {
    session_.set_own_seat(-1);
    return "";
  }
  const Game& g = session_.game();
  for (int p = 0; p < g.player_count(); ++p) {
    if (g.player(p).name != name) continue;
    if (!is_human_seat(g.setup(), p)) return w_.text("api.seat_computer", {arg("name", std::string(name))});
    session_.set_own_seat(p);
    return "";
  }
  return said(w_, failure(err::unknown_player, {"name", name}));
}

std::string PageController::state() const { return state_json(session_, ai_, preferences_.pace()); }

std::string PageController::record() const { return session_.has_game() ? write_record(session_.game()) : ""; }

std::string PageController::log_json() const {
  std::vector<std::string> lines;
  for (const auto& entry : session_.log()) lines.push_back(entry.text);
  return json::strings(lines);
}

std::string PageController::choices_json() const {
  std::vector<std::string> labels;
  if (session_.has_game() && !session_.is_undrawn()) {  // a fair tile not drawn yet has no placements
    std::vector<Choice> choices;
    list_choices(w_, session_.game(), choices);
    for (const auto& c : choices) labels.push_back(c.label);
  }
  return json::strings(labels);
}

std::string PageController::choose(int index) {
  if (!session_.has_game()) return w_.text("error.session.no_game");
  std::vector<Choice> choices;
  list_choices(w_, session_.game(), choices);
  if (index < 0 || index >= static_cast<int>(choices.size()))
    return w_.text("error.step.no_choice", {arg("index", index), arg("count", static_cast<long>(choices.size()))});
  return said(w_, session_.apply(choices[static_cast<std::size_t>(index)].move));
}

// One computer decision for whoever decides now, synchronously: an information-set search of
// `iterations` iterations (deterministic: seeded by the game's seed and move count).
std::string PageController::ai_move(int iterations) {
  if (!session_.has_game()) return w_.text("error.session.no_game");
  if (iterations < 1) return w_.text("api.ai_iterations", {arg("n", iterations)});
  const Game& game = session_.game();
  if (game.phase() == Phase::Over) return w_.text("api.game_over");
  ai::Agent agent(ai::Spec{ai::Level::Mcts, iterations});
  return said(w_, session_.apply(agent.decide(game, game.setup().seed * 1000003ull + game.history().size())));
}

// The named computer levels a seat may take, weakest first: the spec grammar's one list.
std::string PageController::ai_levels_json() {
  std::vector<std::string> names;
  for (std::string_view name : kSeatLevelNames) names.emplace_back(name);
  return json::strings(names);
}

std::string PageController::set_pace(std::string_view name) {
  Pace pace;
  if (!parse_pace(name, pace)) return said(w_, failure(err::pace_unknown, {"name", name}));
  preferences_.set_pace(pace);
  return "";
}

std::string PageController::take_back() {
  return said(w_, screen_.in_setup() ? failure(err::session_nothing_to_take_back) : session_.take_back());
}

std::string PageController::undo() { return said(w_, screen_.in_setup() ? failure(err::session_nothing_to_undo) : session_.undo()); }

std::string PageController::redo() { return said(w_, screen_.in_setup() ? failure(err::session_nothing_to_redo) : session_.redo()); }

std::string PageController::resume_point_json() const {
  if (!session_.has_game()) return "{}";
  KeptEntry entry;
  if (Status s = resume_point(session_.game(), entry.point); !s) {
    json::Writer w;
    return w.begin_object().key("error").value(said(w_, s)).end_object().take();
  }
  entry.redo = session_.redo_groups();
  // A fair game keeps no redo list: its turns' steps need their tiles drawn (resume_point).
  if (session_.game().setup().fair_draw) entry.redo.clear();
  return kept_json(entry);
}

std::string PageController::read_kept_json(std::string_view json) const {
  KeptEntry entry;
  const Status s = session_.is_loaded() ? read_kept(json, session_.library(), entry) : failure(err::session_not_loaded);
  if (s) return kept_json(entry);
  json::Writer w;
  return w.begin_object().key("error").value(said(w_, s)).end_object().take();
}

std::string PageController::set_kept_games(std::string_view json) {
  std::vector<KeptGameRow> rows;
  const Status s = session_.is_loaded() ? read_kept_rows(json, session_.library(), rows, kept_rows_) : failure(err::session_not_loaded);
  if (s) screen_.set_kept_games(std::move(rows));
  return said(w_, s);
}

// The entry is read (and migrated) before anything changes: a bad entry leaves the game shown.
std::string PageController::resume(std::string_view json) {
  KeptEntry entry;
  if (Status s = session_.is_loaded() ? read_kept(json, session_.library(), entry) : failure(err::session_not_loaded); !s)
    return said(w_, s);
  if (Status s = screen_.start_game(entry.point.record); !s) return said(w_, s);
  for (const std::string& text : entry.point.steps)
    if (std::string error = step(text); !error.empty()) return error;
  session_.set_redo(std::move(entry.redo));
  return "";
}

// One move of the turn in progress in record words (resumePoint()'s steps): "" or the error.
std::string PageController::step(std::string_view text) {
  if (!session_.has_game()) return w_.text("error.session.no_game");
  Move m;
  Status s = find_step(session_.game(), text, m);
  if (s) s = session_.apply(m);
  return said(w_, s);
}

std::string PageController::signature() const {
  return session_.has_game() ? signature_text(session_.game()) : std::string();
}

std::string PageController::moves_json() const {
  return json::strings(session_.has_game() ? record_lines(session_.game()) : std::vector<std::string>());
}

void PageController::fit() {
  if (session_.has_game()) screen_.fit();
}

std::string PageController::set_preference(std::string_view name, std::string_view value) {
  if (name == "pace") return set_pace(value);
  const Status s = preferences_.set(name, value);
  if (s && name == "language") screen_.set_language(value);
  return said(w_, s);
}

std::string PageController::start_viewer(std::string_view record) { return said(w_, screen_.start_viewer(record)); }

std::string PageController::hint() { return said(w_, screen_.request_hint()); }

void PageController::wake() {
  if (host_) host_->request_redraw();
}

void PageController::keep_drawing(bool always) {
  if (!host_) return;
  host_->keep_drawing(always);
  host_->request_redraw();
}

void PageController::set_top_inset(int css_pixels) {
  if (!host_) return;
  host_->set_top_inset(std::clamp(css_pixels, 0, 200));
  host_->request_redraw();
}

Status PageScreen::press(std::string_view action) { return failure(err::press_unknown, {"name", action}); }

std::string PageController::press(std::string_view action) { return said(w_, screen_.press(action)); }

void PageController::set_bar_menu(int css_pixels) {
  if (!host_) return;
  host_->set_bar_menu(std::clamp(css_pixels, 0, 400));
  host_->request_redraw();
}

void PageController::set_bar_link(int width, int bottom) {
  if (!host_) return;
  host_->set_bar_link(std::clamp(width, 0, 400), std::clamp(bottom, 0, 400));
  host_->request_redraw();
}

std::string PageController::frame_stats_json(bool reset) {
  json::Writer w;
  w.begin_object();
  if (!host_ || !host_->write_frame_times(w, reset)) return "{}";
  const AiTimes& t = ai_.times();
  const double n = t.decisions ? t.decisions : 1;
  w.key("ai_decisions").value(t.decisions).key("ai_search_ms").value(t.search_ms / n, 3);
  w.key("ai_max_search_ms").value(t.worst_search_ms, 3).key("ai_wall_ms").value(t.wall_ms / n, 3);
  w.key("ai_max_wall_ms").value(t.worst_wall_ms, 3);
  if (reset) ai_.reset_times();
  return w.end_object().take();
}

std::string PageController::examples_json(const std::string& assets_dir) {
  json::Writer w;
  w.begin_array();
  for (const std::string& name : data::list_examples(assets_dir)) {
    std::string text;
    if (!data::read_example(assets_dir, name, text)) continue;
    w.begin_object().key("name").value(name).key("title").value(record_title(text)).end_object();
  }
  return w.end_array().take();
}

std::string PageController::example_json(const i18n::Translator& w, const std::string& assets_dir, std::string_view name, std::string_view lang) {
  std::string text;
  const std::string id(name);
  json::Writer out;
  out.begin_object();
  if (const Status read = data::read_example(assets_dir, id, text); !read)
    return out.key("error").value(w.message(read)).end_object().take();
  std::vector<Caption> captions = record_captions(text);
  if (!lang.empty()) captions = captions_in(captions, lang);
  out.key("name").value(id).key("title").value(record_title(text)).key("record").value(text);
  out.key("captions").begin_array();
  for (const Caption& c : captions)
    out.begin_object().key("move").value(c.move).key("line").value(c.line).key("lang").value(c.lang).key("text").value(c.text).end_object();
  return out.end_array().end_object().take();
}

std::string PageController::notes_json(const i18n::Translator& w, std::string_view record) {
  i18n::Translator words = w;  // a copy: each language is chosen without touching the page's
  json::Writer out;
  out.begin_array();
  for (const Caption& c : record_captions(record)) {
    out.begin_object().key("step").value(c.move).key("say").value(!c.lang.empty());
    out.key("lang").value(c.lang).key("text").value(c.text);
    if (const std::optional<ResultSentence> result = c.lang.empty() ? parse_result(c.text) : std::nullopt) {
      out.key("said").begin_object();
      for (std::string_view code : i18n::kLanguages) {
        words.choose(code);
        out.key(std::string(code)).value(result_words(*result, words));
      }
      out.end_object();
    }
    out.end_object();
  }
  return out.end_array().take();
}

std::string PageController::final_scores_json() const {
  const ScoreTimeline t = session_.score_timeline();
  json::Writer w;
  w.begin_object().key("scores").begin_array();
  for (const std::vector<int>& scores : t.scores) {
    w.begin_array();
    for (int s : scores) w.value(s);
    w.end_array();
  }
  w.end_array().key("big").begin_array();
  for (const BigScoring& b : t.big)
    w.begin_object().key("turn").value(b.turn).key("player").value(b.player).key("points").value(b.points)
        .key("kind").value(category_name(b.category)).key("final").value(b.final_scoring).end_object();
  w.end_array().key("words").begin_array();
  if (session_.has_game() && session_.game().phase() == Phase::Over)
    for (const std::string& sentence : final_words(w_, session_.game(), t)) w.value(sentence);
  w.end_array().end_object();
  return w.take();
}

}  // namespace carc::app
