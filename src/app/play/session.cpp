// Session: starts games from records, applies moves through the engine, undoes and redoes turns
// by replaying the record, and turns the engine's events into log lines.
#include "app/play/session.h"

#include "app/words/event_text.h"
#include "data/assets.h"
#include "engine/record/notation.h"
#include "engine/record/record_text.h"
#include "engine/base/text.h"
#include "i18n/translate.h"

namespace carc::app {

Status Session::load(const std::string& assets_dir) {
  Status loaded = data::load_library(assets_dir, library_);
  loaded_ = loaded.ok();
  return loaded;
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

Status Session::new_game(std::string_view record) {
  if (!loaded_) return failure(err::session_not_loaded);
  std::string text(record);
  if (is_header_without_game_line(text)) text = "game 1\n" + text;
  Game fresh;
  if (Status s = load_record(text, library_, fresh); !s) return s;
  game_ = std::move(fresh);
  has_game_ = true;
  own_seat_ = -1;
  redo_.clear();
  relabel_log();
  ++revision_;
  finish_if_over();
  draw_if_due();
  return {};
}

Status Session::play(std::string_view line) {
  if (!has_game_) return failure(err::session_no_game);
  // A fair game's line may bring its own reveal (the engine checks it): only the seat gate applies.
  if (!is_seat_open()) return failure(err::session_not_your_seat, {"player", game_.player(game_.deciding_player()).name});
  std::vector<Event> events;
  if (Status s = play_line(game_, line, &events); !s) return s;
  redo_.clear();
  after_change(events);
  return {};
}

Status Session::apply(const Move& move) {
  if (!has_game_) return failure(err::session_no_game);
  if (!is_seat_open()) return failure(err::session_not_your_seat, {"player", game_.player(game_.deciding_player()).name});
  if (is_undrawn()) return failure(err::fair_not_drawing);  // drawn by the page holding the seat's secret
  std::vector<Event> events;
  if (Status s = game_.apply(move, &events); !s) return s;
  redo_.clear();
  after_change(events);
  return {};
}

// A seat is a human unless the players line gave it a computer level (`Ben:hard`); a name no
// player has (`end`) is nobody's.
bool Session::is_human(std::string_view name) const {
  for (int p = 0; p < game_.player_count(); ++p)
    if (game_.player(p).name == name) return is_human_seat(game_.setup(), p);
  return false;
}

// A human seat that is not the page's own (none without an own seat).
bool Session::is_others(std::string_view name) const {
  return own_seat_ >= 0 && own_seat_ < game_.player_count() && is_human(name) && game_.player(own_seat_).name != name;
}

bool Session::may_decide() const { return is_seat_open() && !is_undrawn(); }

bool Session::is_seat_open() const {
  if (!has_game_ || own_seat_ < 0) return true;
  const Phase p = game_.phase();
  if (p == Phase::GameEnd || p == Phase::Over) return true;
  const PlayerId who = game_.deciding_player();
  return who == own_seat_ || !is_human_seat(game_.setup(), who);
}

std::vector<std::string> Session::since_own_move() const {
  std::vector<std::string> said;
  if (!has_game_ || own_seat_ < 0 || own_seat_ >= game_.player_count()) return said;
  const std::string& me = game_.player(own_seat_).name;
  const std::vector<std::string> lines = record_lines(game_);
  // The lines after the own seat's last whole line (the turn in progress is the last line when
  // its steps have begun: the own seat's own, left out).
  std::size_t from = 0;
  for (std::size_t i = lines.size(); i > 0; --i) {
    const std::vector<std::string_view> words = split_words(lines[i - 1]);
    if (!words.empty() && words[0] == me) {
      from = i;
      break;
    }
  }
  replay_lines(from, [&](const std::string&, const Game& replay, const std::vector<Event>& events) {
    for (const Event& e : events)
      if (std::string text = describe_event(w_, replay, e); !text.empty()) said.push_back(std::move(text));
  });
  return said;
}

bool Session::is_human_turn_in_progress() const {
  if (!may_decide()) return false;
  const Phase p = game_.phase();
  if (p == Phase::PlaceTile || p == Phase::GameEnd || p == Phase::Over) return false;
  return is_human_seat(game_.setup(), game_.deciding_player());
}

// The game of the set-up and the first `count` of `lines` (record move lines), with its log.
Status Session::rebuild_from_lines(const std::vector<std::string>& lines, std::size_t count) {
  Game fresh;
  Status s = Game::create(game_.setup(), library_, fresh);
  for (std::size_t i = 0; s && i < count; ++i) s = play_line(fresh, lines[i]);
  if (!s) return s;
  game_ = std::move(fresh);
  relabel_log();
  ++revision_;
  draw_if_due();
  return {};
}

bool Session::can_take_back() const { return has_game_ && is_human_turn_in_progress(); }

bool Session::can_undo() const {
  if (can_take_back()) return true;
  if (!has_game_) return false;
  const std::vector<std::string> lines = record_lines(game_);
  for (std::size_t i = lines.size(); i > 0; --i) {  // the latest human line is the one undone
    const std::vector<std::string_view> words = split_words(lines[i - 1]);
    if (!words.empty() && is_human(words[0])) return !is_others(words[0]);
  }
  return false;
}

Status Session::take_back() {
  if (!can_take_back()) return failure(err::session_nothing_to_take_back);
  ResumePoint point;
  if (Status s = resume_point(game_, point); !s) return s;
  // The last record line is the turn in progress (its placement and the steps after it).
  const std::vector<std::string> lines = record_lines(game_);
  if (Status s = rebuild_from_lines(lines, lines.size() - 1); !s) return s;
  redo_.push_back({false, std::move(point.steps)});
  return {};
}

Status Session::undo() {
  if (can_take_back()) return take_back();
  if (!has_game_) return failure(err::session_nothing_to_undo);
  const std::vector<std::string> lines = record_lines(game_);
  std::size_t keep = lines.size();
  while (keep > 0) {
    const std::vector<std::string_view> words = split_words(lines[keep - 1]);
    if (!words.empty() && is_human(words[0])) break;
    --keep;
  }
  if (keep == 0) return failure(err::session_nothing_to_undo);
  if (const std::vector<std::string_view> words = split_words(lines[keep - 1]); is_others(words[0]))
    return failure(err::session_not_your_move, {"player", std::string(words[0])});
  --keep;  // the human's line goes too: that turn starts again
  if (Status s = rebuild_from_lines(lines, keep); !s) return s;
  redo_.push_back({true, std::vector<std::string>(lines.begin() + static_cast<std::ptrdiff_t>(keep), lines.end())});
  return {};
}

Status Session::redo() {
  if (redo_.empty()) return failure(err::session_nothing_to_redo);
  std::vector<RedoGroup> rest = redo_;
  const RedoGroup group = std::move(rest.back());
  rest.pop_back();
  Status s;
  for (const std::string& text : group.texts) {
    if (group.whole_turns) {
      if (text == "end" && game_.phase() == Phase::Over) continue;  // finish_if_over ended the game
      s = play(text);
    } else {
      Move m;
      s = find_step(game_, text, m);
      if (s) s = apply(m);
    }
    if (!s) break;
  }
  redo_ = std::move(rest);
  return s;
}

void Session::relabel_log() {
  log_.clear();
  log_.push_back({w_.text("event.new_game", {i18n::arg("map", map_words(w_, game_.map()))}), false, {}});
  log_replayed_moves();
}

// A whole record's moves were applied by load_record without events: replay its lines on a copy
// of the set-up to write the log. Only words come from this; the game itself is load_record's.
void Session::log_replayed_moves() {
  replay_lines(0, [this](const std::string& line, const Game& replay, const std::vector<Event>& events) {
    if (line == "end") log_.push_back({w_.text("event.final_scoring"), true, {}});  // as finish_if_over() logs it
    for (const Event& e : events) {
      std::string text = describe_event(w_, replay, e);
      if (!text.empty()) log_.push_back({std::move(text), is_scoring_event(e), event_squares(e)});
    }
  });
}

void Session::replay_lines(std::size_t from, const ReplayedLine& each) const {
  const std::vector<std::string> lines = record_lines(game_);
  if (lines.empty()) return;
  Game replay;
  if (!Game::create(game_.setup(), library_, replay)) return;
  std::vector<Event> events;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    events.clear();
    if (!play_line(replay, lines[i], i >= from ? &events : nullptr)) return;
    each(lines[i], replay, events);
  }
}

ScoreTimeline Session::score_timeline() const {
  ScoreTimeline t;
  if (!has_game_) return t;
  add_scores(t, game_, {}, false);
  std::fill(t.scores[0].begin(), t.scores[0].end(), 0);
  // The record's `end` line plays the final scoring; without it (a game the page finished), it is
  // played here on the replay as it reached the end.
  Game at_end;
  bool ended = false, scored = false;
  replay_lines(0, [&](const std::string&, const Game& replay, const std::vector<Event>& events) {
    scored = replay.phase() == Phase::Over;
    add_scores(t, replay, events, scored);
    if (replay.phase() == Phase::GameEnd) at_end = replay, ended = true;
  });
  std::vector<Event> events;
  if (ended && !scored && at_end.apply(Move{.kind = MoveKind::End, .player = at_end.current_player()}, &events))
    add_scores(t, at_end, events, true);
  return t;
}

void Session::after_change(const std::vector<Event>& events) {
  for (const Event& e : events) {
    std::string text = describe_event(w_, game_, e);
    if (!text.empty()) log_.push_back({std::move(text), is_scoring_event(e), event_squares(e)});
  }
  ++revision_;
  finish_if_over();
  draw_if_due();
}

void Session::finish_if_over() {
  // GameEnd leaves `end` as the only move: the page applies it at once.
  if (game_.phase() != Phase::GameEnd) return;
  const Move end{.kind = MoveKind::End, .player = game_.current_player()};
  std::vector<Event> events;
  if (Status s = game_.apply(end, &events); !s) {
    log_.push_back({w_.text("event.end_failed", {i18n::arg("error", w_.message(s))}), false, {}});
    return;
  }
  log_.push_back({w_.text("event.final_scoring"), true, {}});
  after_change(events);
}

}  // namespace carc::app
