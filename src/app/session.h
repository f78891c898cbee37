// The game session the page plays: the library (loaded once), the current carc::Game, the
// take-back copy and the log of what happened. Every state change goes through the engine
// (Game::apply / carc::play_line); this layer only keeps copies and words for the UI.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/library.h"

namespace carc::app {

struct LogEntry {
  std::string text;
  bool scoring = false;  // a scoring event (shown highlighted)
  std::vector<Pos> squares;  // what the line is about on the board (a click on it shows them)
};

class Session {
 public:
  // Loads tile catalogues and maps from `assets_dir`; false with the reason.
  bool load(const std::string& assets_dir, std::string& error);
  bool is_loaded() const { return loaded_; }

  // Starts a game from a record header or a whole record. Returns "" or the error in the page's
  // language (i18n::Translator::message; the current game is kept on error).
  std::string new_game(std::string_view record);
  // Applies one record move line. Returns "" or the error (translated); the game is unchanged on error.
  std::string play(std::string_view line);
  // Applies one engine move. Returns "" or the engine's reason (translated).
  std::string apply(const Move& move);
  // Restores the game as it was before this turn's tile was placed (UI undo of the turn).
  bool can_take_back() const { return has_before_place_; }
  void take_back();

  // Writes the log again from the record, in the language now chosen.
  void relabel_log();

  bool has_game() const { return has_game_; }
  const Game& game() const { return game_; }
  const Library& library() const { return library_; }
  const std::vector<LogEntry>& log() const { return log_; }
  // Counts every successful change (renderers rebuild their instances when it moves).
  int revision() const { return revision_; }

 private:
  void after_change(const std::vector<Event>& events, bool turn_started);
  void finish_if_over();
  void log_replayed_moves();

  Library library_;
  bool loaded_ = false;
  Game game_;
  bool has_game_ = false;
  Game before_place_;
  bool has_before_place_ = false;
  std::vector<LogEntry> before_place_log_;
  std::vector<LogEntry> log_;
  int revision_ = 0;
};

}  // namespace carc::app
