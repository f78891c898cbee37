// Session: starts games from records, applies moves through the engine, keeps the take-back copy
// and turns the engine's events into log lines.
#include "app/session.h"

#include "app/event_text.h"
#include "data/assets.h"
#include "engine/notation.h"
#include "engine/record_text.h"
#include "engine/text.h"
#include "i18n/translate.h"

namespace carc::app {

bool Session::load(const std::string& assets_dir, std::string& error) {
  const Status loaded = data::load_library(assets_dir, library_);
  loaded_ = loaded.ok();
  if (!loaded_) error = loaded.message();
  return loaded_;
}

namespace {

// A set-up without its "game 1" line (a host page's newGame header: "players Ana Ben\nmap
// taiwan") is read as a record that has it. Anything else is read as it is, so a text that is
// no record is told so ("a record starts with 'game 1'"), not judged as an empty set-up.
bool is_header_without_game_line(std::string_view text) {
  for (std::string_view line : split(text, '\n')) {
    const std::vector<std::string_view> words = split_words(strip_comment(line));
    if (!words.empty()) return words[0] != "game" && record::is_header_word(words[0]);
  }
  return false;
}

}  // namespace

std::string Session::new_game(std::string_view record) {
  if (!loaded_) return i18n::tr("api.not_loaded");
  std::string text(record);
  if (is_header_without_game_line(text)) text = "game 1\n" + text;
  Game fresh;
  if (Status s = load_record(text, library_, fresh); !s) return i18n::words().message(s);
  game_ = std::move(fresh);
  has_game_ = true;
  has_before_place_ = false;
  relabel_log();
  ++revision_;
  finish_if_over();
  return "";
}

std::string Session::play(std::string_view line) {
  if (!has_game_) return i18n::tr("api.no_game");
  const bool turn_start = game_.phase() == Phase::PlaceTile;
  const Game before = game_;
  std::vector<Event> events;
  if (Status s = play_line(game_, line, &events); !s) return i18n::words().message(s);
  if (turn_start) {
    before_place_ = before;
    before_place_log_ = log_;
  }
  after_change(events, turn_start);
  return "";
}

std::string Session::apply(const Move& move) {
  if (!has_game_) return i18n::tr("api.no_game");
  const bool turn_start = move.kind == MoveKind::Place;
  Game before;
  if (turn_start) before = game_;
  std::vector<Event> events;
  if (Status s = game_.apply(move, &events); !s) return i18n::words().message(s);
  if (turn_start) {
    before_place_ = std::move(before);
    before_place_log_ = log_;
  }
  after_change(events, turn_start);
  return "";
}

void Session::take_back() {
  if (!has_before_place_) return;
  game_ = before_place_;
  log_ = before_place_log_;
  has_before_place_ = false;
  ++revision_;
}

void Session::relabel_log() {
  log_.clear();
  log_.push_back({i18n::tr("event.new_game", {i18n::arg("map", map_words(game_.map()))}), false});
  log_replayed_moves();
}

// A whole record's moves were applied by load_record without events: replay its lines on a copy
// of the set-up to write the log. Only words come from this; the game itself is load_record's.
void Session::log_replayed_moves() {
  const std::vector<std::string> lines = record_lines(game_);
  if (lines.empty()) return;
  Game replay;
  if (!Game::create(game_.setup(), library_, replay)) return;
  std::vector<Event> events;
  for (const std::string& line : lines) {
    events.clear();
    if (!play_line(replay, line, &events)) return;
    if (line == "end") log_.push_back({i18n::tr("event.final_scoring"), true});  // as finish_if_over() logs it
    for (const Event& e : events) {
      std::string text = describe_event(replay, e);
      if (!text.empty()) log_.push_back({std::move(text), is_scoring_event(e)});
    }
  }
}

void Session::after_change(const std::vector<Event>& events, bool turn_started) {
  for (const Event& e : events) {
    std::string text = describe_event(game_, e);
    if (!text.empty()) log_.push_back({std::move(text), is_scoring_event(e)});
  }
  // Take-back stays possible while the turn that placed the tile is still being decided.
  const Phase p = game_.phase();
  has_before_place_ = has_before_place_ || turn_started;
  if (p == Phase::PlaceTile || p == Phase::GameEnd || p == Phase::Over) has_before_place_ = false;
  ++revision_;
  finish_if_over();
}

void Session::finish_if_over() {
  // GameEnd leaves `end` as the only move: the page applies it at once.
  if (game_.phase() != Phase::GameEnd) return;
  const Move end{.kind = MoveKind::End, .player = game_.current_player()};
  std::vector<Event> events;
  if (Status s = game_.apply(end, &events); !s) {
    log_.push_back({i18n::tr("event.end_failed", {i18n::arg("error", i18n::words().message(s))}), false});
    return;
  }
  log_.push_back({i18n::tr("event.final_scoring"), true});
  after_change(events, false);
}

}  // namespace carc::app
