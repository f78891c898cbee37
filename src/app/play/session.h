// The game session the page plays: the library (loaded once), the current carc::Game, the undo and
// redo of turns and the log of what happened. Every state change goes through the engine
// (Game::apply / carc::play_line, a record replayed for undo); this layer keeps words for the UI.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "app/play/score_timeline.h"
#include "app/play/history.h"
#include "engine/game/game.h"
#include "engine/record/fair_draw.h"
#include "engine/setup/library.h"
#include "i18n/translate.h"

namespace carc::app {

struct LogEntry {
  std::string text;
  bool scoring = false;  // a scoring event (shown highlighted)
  std::vector<Pos> squares;  // what the line is about on the board (a click on it shows them)
};

class Session {
 public:
  // The log speaks `w`'s chosen language (the app's translator, AppContext::words).
  explicit Session(const i18n::Translator& w) : w_(w) {}

  // Loads tile catalogues and maps from `assets_dir`; the data layer's error when a file does not read.
  Status load(const std::string& assets_dir);
  bool is_loaded() const { return loaded_; }

  // Starts a game from a record header or a whole record; the reason when it cannot (the current
  // game is kept then). Errors stay typed up to the page's edge, which says them in its language
  // (i18n::Translator::message).
  Status new_game(std::string_view record);
  // Applies one record move line; the game is unchanged on error.
  Status play(std::string_view line);
  // Applies one engine move.
  Status apply(const Move& move);

  // The page's own seat in a game by link (README "Play by link"): -1 (every seat, a game at one
  // screen; what new_game sets) or the seat of the person at this page. With a seat of its own,
  // play and apply refuse a move of another human seat (a computer seat's moves and the game's
  // end are anyone's), and undo and Take back never undo another person's move: the board of the
  // other's turn is shown, not played.
  void set_own_seat(int seat) { own_seat_ = seat; }
  int own_seat() const { return own_seat_; }
  // Whether this page may decide the step now: no seat of its own, the game over, a computer seat
  // deciding, or its own seat deciding (is_seat_open); and in a fair game the turn's tile drawn.
  bool may_decide() const;
  bool is_seat_open() const;
  // What happened since the own seat's last move (its own moves of this turn excluded), in the
  // log's words, oldest first: the summary a reply link opens with. Empty without an own seat.
  std::vector<std::string> since_own_move() const;

  // The fair draw of a game by link (docs/fair-draw.md; src/app/play/fair_seat.cpp). The page
  // gives the session the secret chains this browser holds (add_chain: never written to a
  // record or a link); whenever the seat to move in a `draw commit-reveal` game has its chain
  // here and its tile is not drawn yet, the session draws it with the seat's next value (on a new
  // game, after every move, undo and redo). Until a turn's tile is drawn nobody may place it.
  void add_chain(const fair::Chain& chain);
  // Why the own seat cannot commit now (None: it can): no own seat, the game has begun (a move),
  // the seat has committed already, a seat is a computer's. The page's edge says it in words.
  enum class CommitRefusal : std::uint8_t { None, NoSeat, Begun, Committed, Computer };
  CommitRefusal commit_refusal() const;
  // The own seat commits to `chain` in a game by link not begun whose seats are all human: a
  // seeded game becomes a fair one (`draw commit-reveal`, its chips face down and unknown; the
  // seed still lays out the start), and the seat's `commit` line joins the set-up. False, the
  // game unchanged, when commit_refusal() says why not.
  bool commit_own_seat(const fair::Chain& chain);
  // In a fair game, the seat the next draw waits for: the first seat not committed yet, else (in
  // PlaceTile, the tile not drawn) the seat to move, whose chain is not here. -1: none.
  int fair_waiting() const;
  // A fair game in PlaceTile whose tile is not drawn yet.
  bool is_undrawn() const;

  // Undo and redo: one stack for the turn panel's Take back and the page's Undo / Redo (README
  // "Page API"). Undo goes back to the latest decision of a human seat: in a turn a human is
  // deciding (its tile placed), to the start of that turn; else to the start of the latest turn a
  // human played, undoing the computer turns after it with it. The game is rebuilt by replaying
  // the record, so it is exactly the game that was played to that point. Each undo pushes what it
  // undid (the turn's steps or the whole turns' record lines) on the redo list; redo plays the
  // latest group again. Any other change (a move, a computer move, a new game) clears the list.
  // Each returns why not when it cannot; the game is unchanged then.
  bool can_undo() const;
  Status undo();
  bool can_redo() const { return !redo_.empty(); }
  Status redo();
  // Take back: the undo of a turn in progress only (a human seat deciding after placing its tile).
  bool can_take_back() const;
  Status take_back();
  // The redo list, latest last (kept with the game: history.h KeptEntry), and setting it for a
  // game just resumed (read_kept checked that it replays on that game).
  const std::vector<RedoGroup>& redo_groups() const { return redo_; }
  void set_redo(std::vector<RedoGroup> groups) { redo_ = std::move(groups); }

  // Writes the log again from the record, in the language now chosen.
  void relabel_log();

  bool has_game() const { return has_game_; }
  const Game& game() const { return game_; }
  const Library& library() const { return library_; }
  const std::vector<LogEntry>& log() const { return log_; }
  // Each player's score after every move line of the game, and the big scorings (the final panel's
  // graph): the record replayed on a fresh game, then the final scoring once the game is over.
  ScoreTimeline score_timeline() const;
  // Counts every successful change (renderers rebuild their instances when it moves).
  int revision() const { return revision_; }

 private:
  void after_change(const std::vector<Event>& events);
  void finish_if_over();
  void log_replayed_moves();
  // Replays the record's move lines on a fresh game of the set-up (words only: the game itself is
  // game_), calling `each(line, replay, events)` after each line, the events collected only from
  // line `from` on; stops at a line that does not play.
  using ReplayedLine = std::function<void(const std::string& line, const Game& replay, const std::vector<Event>& events)>;
  void replay_lines(std::size_t from, const ReplayedLine& each) const;
  bool is_human(std::string_view name) const;
  bool is_others(std::string_view name) const;
  bool is_human_turn_in_progress() const;
  void draw_if_due();
  Status rebuild_from_lines(const std::vector<std::string>& lines, std::size_t count);

  Library library_;
  const i18n::Translator& w_;
  bool loaded_ = false;
  Game game_;
  bool has_game_ = false;
  std::vector<RedoGroup> redo_;  // latest last
  std::vector<LogEntry> log_;
  int revision_ = 0;
  int own_seat_ = -1;
  std::vector<fair::Chain> chains_;  // the fair draw's secrets this page holds (add_chain)
};

}  // namespace carc::app
