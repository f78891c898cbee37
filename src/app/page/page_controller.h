// The page API's one object (README "Page API"): every exported carc_api_* function of
// page_api.cpp, keep_api.cpp, viewer_api.cpp, insight_api.cpp and examples_api.cpp is a one-line
// call of a method here. It holds the session, the computer seats, the preferences, the screen and
// the host; it changes the game only through the Session, the screen only through PageScreen's
// methods and the app around them only through PageHost's (no field of any is written here).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/play/ai_turns.h"
#include "app/play/kept_games.h"
#include "app/play/preferences.h"
#include "app/play/session.h"
#include "util/json.h"
#include "i18n/translate.h"

namespace carc::app {

// What the page API asks of the screen (screen/screens.h; the tests' fake screen). Answers that are
// JSON are the page API's members of the same name (README "Page API").
class PageScreen {
 public:
  virtual ~PageScreen() = default;
  // Starts a game from a record (header or whole) and leaves the set-up screen; the reason when it
  // cannot (the game shown is kept then).
  virtual Status start_game(std::string_view record) = 0;
  virtual void show_setup() = 0;
  virtual bool in_setup() const = 0;
  // Switches the language ("cs", "cs-CZ"; unknown: English): the code chosen.
  virtual std::string set_language(std::string_view request) = 0;
  virtual std::string view_json() const = 0;
  virtual void set_view(double x, double y, double zoom, bool remaining) = 0;
  virtual void set_compact(bool compact) = 0;
  virtual void fit() = 0;
  virtual std::string targets_json() const = 0;
  virtual std::string screen_of_json(int x, int y) const = 0;
  // The example viewer (screen/viewer_screen.h): starts it on the game shown with `record`'s marks
  // (an empty record ends it); why not (no game, a mark that does not read).
  virtual Status start_viewer(std::string_view record) = 0;
  virtual void show_viewer_marks(int step, int caption_step) = 0;
  virtual void set_viewer_bottom(int css_pixels) = 0;
  virtual std::string viewer_marks_json() const = 0;
  virtual std::string viewer_focus_json() const = 0;
  // What fans ask for (the play screen's insight): who holds this, last moves, the hint.
  virtual std::string insight_json() const = 0;
  virtual bool set_outlines(int on) = 0;
  // A hint for the human deciding now; why not (no game, tournament mode, not a human's turn).
  virtual Status request_hint() = 0;
  // The top bar's actions the page's More menu offers: "hint", "last", "tiles", "log"; why not.
  virtual Status press(std::string_view action);
  // The first screen's "Games in progress" (play/kept_games.h); a screen without one ignores it.
  virtual void set_kept_games(std::vector<KeptGameRow> rows) { (void)rows; }
};

// What the page API asks of the app around the game (page_host.h; the tests' fake or none): the
// frame loop and the shell's inset, and the figures the browser tests and measures read.
class PageHost {
 public:
  virtual ~PageHost() = default;
  // The paused or idle frame loop draws again (frame_pacing.h).
  virtual void request_redraw() = 0;
  virtual void keep_drawing(bool always) = 0;
  // The CSS pixels the page shell's toolbar covers at the top (0–200).
  virtual void set_top_inset(int css_pixels) = 0;
  // Phones: the CSS pixels the toolbar covers at the right end of the top bar's row (0–400; more
  // than 0: the page's More menu holds the bar's buttons; ui/shell_insets.h).
  virtual void set_bar_menu(int css_pixels) { (void)css_pixels; }
  // Embeds: the "Open the full game" link covers `width` CSS px at the right end of the top bar,
  // down to `bottom` (each 0–400; 0: not over the bar; ui/shell_insets.h).
  virtual void set_bar_link(int width, int bottom) { (void)width, (void)bottom; }
  // The last frame's labelled widgets and windows (widget_registry.h): JSON arrays.
  virtual std::string widgets_json() const = 0;
  virtual std::string windows_json() const = 0;
  // What the UI font can draw of `text`: {"missing", "atlas", "glyphs"}, or {} before the UI.
  virtual std::string font_check_json(std::string_view text) const = 0;
  // Writes the frame clock's figures ("frames", "avg_ms", "max_ms", "ui_ms", "max_ui_ms") into the
  // open object `w`, then starts a new measurement when `reset`; false (nothing written) without a clock.
  virtual bool write_frame_times(json::Writer& w, bool reset) = 0;
  // The page's text input (web/text_input.js, platform/text_field.h): the input of field `id`
  // holds `value` (`ended`: Enter, Escape or left); Tab moved the edit to field `id`.
  virtual void text_input(unsigned id, std::string_view value, bool ended) = 0;
  virtual void text_focus(unsigned id) = 0;
};

class PageController {
 public:
  // Its answers and errors speak `w`'s chosen language (the app's translator, AppContext::words).
  PageController(const i18n::Translator& w, Session& session, AiTurns& ai, Preferences& preferences, PageScreen& screen)
      : w_(w), session_(session), ai_(ai), preferences_(preferences), screen_(screen) {}
  // The words it answers in (the static answers below take them from it).
  const i18n::Translator& words() const { return w_; }

  // The game: state(), newGame(text), play(line), record(), log(), choices(), choose(i),
  // aiMove(n), aiPace(name), aiPlay(on), takeBack(). Strings are "" or the error.
  std::string state() const;
  std::string new_game(std::string_view record);
  std::string play(std::string_view line);
  std::string record() const;
  std::string log_json() const;
  std::string choices_json() const;
  std::string choose(int index);
  std::string ai_move(int iterations);
  static std::string ai_levels_json();
  std::string set_pace(std::string_view name);
  void set_ai_playing(bool on) { ai_.set_playing(on); }
  std::string take_back();
  // Play by link: setSeat(name) makes `name` (a human seat) the page's own seat, "" every seat
  // (Session::set_own_seat): "" or the error; sinceMyMove(): what happened since that seat's last
  // move, in the log's words (Session::since_own_move).
  std::string set_seat(std::string_view name);
  std::string since_own_move_json() const { return json::strings(session_.since_own_move()); }
  // The fair draw of a game by link (docs/fair-draw.md; fair_api.cpp): fairChain(entropy) makes a
  // chain from the page's entropy ({"secret", "commitment"}, 64 hex digits each); addSecret(hex)
  // gives the session a chain this browser holds; commitSeat(hex) commits the own seat to it
  // (Session::commit_own_seat). Each "" or the error.
  static std::string fair_chain_json(std::string_view entropy);
  std::string add_secret(std::string_view hex);
  std::string commit_seat(std::string_view hex);

  // Undo and redo (Session::undo): nothing to undo on the set-up screen.
  std::string undo();
  std::string redo();
  bool can_undo() const { return !screen_.in_setup() && session_.can_undo(); }
  bool can_redo() const { return !screen_.in_setup() && session_.can_redo(); }

  // Keeping games (history.h): {"version", "record", "steps", "redo"} of the game shown, or
  // {"error"}, or {} without a game; a kept entry of any version read and migrated; a kept entry
  // played (its game started, its steps applied, its redo list restored): "" or the error (the
  // game shown is kept on error).
  std::string resume_point_json() const;
  std::string read_kept_json(std::string_view json) const;
  std::string resume(std::string_view json);
  std::string step(std::string_view text);
  // Games by link kept side by side (play/kept_games.h): setKeptGames(list) gives the first
  // screen's "Games in progress" ("" or the error; entries that do not read are left out);
  // compareRecords(kept, link): the first move the link changes ({"same_game", "move", …}).
  std::string set_kept_games(std::string_view json);
  std::string compare_records_json(std::string_view kept, std::string_view other) const {
    return record_difference_json(w_, kept, other, session_.library());
  }
  std::string signature() const;
  std::string moves_json() const;
  int revision() const { return session_.revision(); }

  // The view: camera, panels, set-up screen, embed mode, the clickable marks.
  std::string view_json() const { return screen_.view_json(); }
  void set_view(double x, double y, double zoom, bool remaining) { screen_.set_view(x, y, zoom, remaining); }
  void show_setup() { screen_.show_setup(); }
  void set_compact(bool compact) { screen_.set_compact(compact); }
  void fit();
  std::string targets_json() const { return screen_.targets_json(); }
  std::string screen_of_json(int x, int y) const { return screen_.screen_of_json(x, y); }

  // The example viewer (viewer_api.cpp).
  std::string start_viewer(std::string_view record);
  void show_viewer_marks(int step, int caption_step) { screen_.show_viewer_marks(step, caption_step); }
  void set_viewer_bottom(int css_pixels) { screen_.set_viewer_bottom(css_pixels); }
  std::string viewer_marks_json() const { return screen_.viewer_marks_json(); }
  std::string viewer_focus_json() const { return screen_.viewer_focus_json(); }

  // What fans ask for (insight_api.cpp): the insight JSON; the outlines switch (1 on, 0 off, else
  // only read) and its state; a hint for the human deciding now, like H: "" or why not.
  std::string insight_json() const { return screen_.insight_json(); }
  bool outlines(int on) { return screen_.set_outlines(on); }
  std::string hint();
  // press(action): the top bar's action the page's More menu chose, as its button does ("" or why not).
  std::string press(std::string_view action);
  // The scores over the turns (Session::score_timeline) and, once the game is over, a sentence per
  // player: {"scores": [[0,0],[3,0],…], "big": [{turn, player, points, kind, final}], "words": […]}.
  std::string final_scores_json() const;

  // Preferences (preferences.h): {"language", "pace", "palette", "sound"}; setting one by name
  // ("pace" also sets the computer seats' pace, "language" switches the page's language).
  std::string preferences_json() const { return preferences_.json(); }
  std::string set_preference(std::string_view name, std::string_view value);
  std::string set_language(std::string_view code) { return screen_.set_language(code); }

  const AiTurns& ai() const { return ai_; }
  void reset_ai_times() { ai_.reset_times(); }

  // The app around the game (PageHost; none: redraws are dropped, figures empty).
  void bind_host(PageHost* host) { host_ = host; }
  // wake(): input resumes the paused frame loop; keepDrawing(on); setTopInset(px) (0–200).
  void wake();
  void keep_drawing(bool always);
  void set_top_inset(int css_pixels);
  void set_bar_menu(int css_pixels);
  void set_bar_link(int width, int bottom);
  // widgets(), windows(), fontCheck(text): what the last frame showed.
  std::string widgets_json() const { return host_ ? host_->widgets_json() : "[]"; }
  std::string windows_json() const { return host_ ? host_->windows_json() : "[]"; }
  std::string font_check_json(std::string_view text) const { return host_ ? host_->font_check_json(text) : "{}"; }
  // frameStats(reset): the frame clock's figures and the computer decisions' times (averages and
  // worst); reset starts a new measurement of both.
  std::string frame_stats_json(bool reset);
  // What a text field's page input sends (carc_text_input, carc_text_focus; platform/text_field.h).
  void text_input(unsigned id, std::string_view value, bool ended) {
    if (host_) host_->text_input(id, value, ended);
  }
  void text_focus(unsigned id) {
    if (host_) host_->text_focus(id);
  }

  // Without a game: the rule examples under `assets_dir` ([{name, title}]), one of them with its
  // captions in `lang` (all when "") or {error}, and a record text's captions (notes()): a "#>"
  // sentence the viewer can say (parse_result) carries `said`, its words in each language.
  static std::string examples_json(const std::string& assets_dir);
  static std::string example_json(const i18n::Translator& w, const std::string& assets_dir, std::string_view name, std::string_view lang);
  static std::string notes_json(const i18n::Translator& w, std::string_view record);

 private:
  const i18n::Translator& w_;
  Session& session_;
  AiTurns& ai_;
  Preferences& preferences_;
  PageScreen& screen_;
  PageHost* host_ = nullptr;
  KeptRowCache kept_rows_;  // the list's rows by entry text (setKeptGames)
};

}  // namespace carc::app
