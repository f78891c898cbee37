// The page API's controller (src/app/page/page_controller.cpp) with a fake screen: each method answers
// as README "Page API" says, bad input is refused with the reason and changes nothing, undo/redo
// and the kept game (resume point with its redo list, resume) go through the one Session stack,
// and the pace and palette are saved as preferences.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "app/play/history.h"
#include "engine/record/notation.h"
#include "app/page/page_controller.h"
#include "app/session_support.h"
#include "app/silent_screen.h"
#include "support/shipped_catalogues.h"

namespace carc {
namespace {

using app::PageController;
using app::Session;

// The screen without a window: a game started leaves the set-up screen, the rest is written down.
struct FakeScreen final : test::SilentScreen {
  Session& session;
  bool setup = true;
  std::vector<std::string> calls;
  explicit FakeScreen(Session& s) : session(s) {}

  Status start_game(std::string_view record) override {
    Status s = session.new_game(record);
    if (s) setup = false;
    return s;
  }
  void show_setup() override { setup = true; }
  bool in_setup() const override { return setup; }
  std::string set_language(std::string_view request) override {
    calls.push_back("language " + std::string(request));
    return std::string(request);
  }
  void set_view(double, double, double, bool) override { calls.push_back("view"); }
  void set_compact(bool on) override { calls.push_back(on ? "compact" : "full"); }
  void fit() override { calls.push_back("fit"); }
  bool set_outlines(int on) override {
    calls.push_back("outlines " + std::to_string(on));
    return on == 1;
  }
  Status hint_answer;  // what request_hint answers (ok: a hint is on its way)
  Status request_hint() override {
    calls.push_back("hint");
    return hint_answer;
  }
};

// localStorage as a map.
struct MapStorage final : app::PreferenceStorage {
  std::map<std::string, std::string> items;
  std::string read(const std::string& key) const override { return items.count(key) ? items.at(key) : std::string(); }
  void write(const std::string& key, const std::string& value) override { items[key] = value; }
};

struct Page {
  Session session{i18n::spoken()};
  app::AiTurns ai;
  MapStorage storage;
  std::map<std::string, std::string>& stored = storage.items;
  app::Preferences preferences{storage};
  FakeScreen screen{session};
  PageController page{i18n::spoken(), session, ai, preferences, screen};

  Page() {
    test::speak_english();
    const Status loaded = session.load(std::string(CARC_SOURCE_DIR) + "/assets");
    REQUIRE_MESSAGE(loaded, loaded.message());
  }
};

const char* const kGame = "game 1\nplayers Red Blue\ntiles base\nseed 4\n";

TEST_CASE("newGame, choices, choose and play go through the session; bad ones change nothing") {
  Page p;
  CHECK(p.page.choose(0) == "no game: start one with newGame()");
  CHECK(p.page.new_game("players Ana Ben\n") == "");  // a header without its game line
  CHECK_FALSE(p.screen.in_setup());
  CHECK(p.page.new_game("Dear Ben,\n") == "line 1: Dear Ben,: a record starts with 'game 1'");
  REQUIRE(p.page.new_game(kGame) == "");
  const std::string before = p.page.signature();
  CHECK(p.page.choices_json().front() == '[');
  CHECK(p.page.choose(-1).find("choice -1 does not exist") == 0);
  CHECK(p.page.choose(100000).find("choice 100000 does not exist") == 0);
  CHECK(p.page.play("Red nowhere") != "");
  CHECK(p.page.step("meeple N9") == "'meeple N9' is not a legal move now");
  CHECK(p.page.signature() == before);
  const int revision = p.page.revision();
  CHECK(p.page.choose(0) == "");
  CHECK(p.page.revision() > revision);
  CHECK(p.page.signature() != before);
}

TEST_CASE("undo and redo follow the session's one stack; on the set-up screen there is nothing to undo") {
  Page p;
  REQUIRE(p.page.new_game(kGame) == "");
  CHECK_FALSE(p.page.can_undo());
  CHECK(p.page.undo() == "Nothing to undo.");
  test::finish_turn(p.session);
  const std::string played = p.page.signature();
  CHECK(p.page.can_undo());
  CHECK(p.page.undo() == "");
  CHECK(p.page.can_redo());
  CHECK(p.page.moves_json() == "[]");
  CHECK(p.page.redo() == "");
  CHECK(p.page.signature() == played);
  p.page.show_setup();
  CHECK_FALSE(p.page.can_undo());
  CHECK(p.page.undo() == "Nothing to undo.");
  CHECK(p.page.take_back() == "nothing to take back this turn");
  CHECK(p.page.signature() == played);
}

TEST_CASE("the resume point carries the redo list, and resume() plays a kept entry back with it") {
  Page p;
  REQUIRE(p.page.new_game(kGame) == "");
  test::finish_turn(p.session);
  test::finish_turn(p.session);
  test::place(p.session);  // mid-turn: the entry's steps
  const std::string mid_turn = p.page.signature();
  REQUIRE(p.page.undo() == "");
  REQUIRE(p.page.undo() == "");
  const std::string kept = p.page.resume_point_json();
  CHECK(kept.find("\"redo\":[{\"steps\":[") != std::string::npos);
  CHECK(kept.find("{\"lines\":[") != std::string::npos);
  const std::string undone = p.page.signature();

  Page other;
  CHECK(other.page.resume_point_json() == "{}");
  REQUIRE(other.page.resume(kept) == "");
  CHECK(other.page.signature() == undone);
  CHECK_FALSE(other.screen.in_setup());
  CHECK(other.page.redo() == "");
  CHECK(other.page.redo() == "");
  CHECK(other.page.signature() == mid_turn);

  // A bad entry is refused with the reason and leaves the game shown.
  CHECK(other.page.resume("{\"version\":9,\"record\":\"\"}").find("version 9") != std::string::npos);
  CHECK(other.page.resume("not json") == "the saved game is not JSON (character 1)");
  CHECK(other.page.signature() == mid_turn);
  CHECK(other.page.read_kept_json("{}") == R"({"error":"the saved game has no valid 'version'"})");
}

TEST_CASE("the computer pace is set by name and saved as a preference; the palette and language by name") {
  Page p;
  CHECK(p.page.set_pace("fast") == "");
  CHECK(p.preferences.pace() == app::Pace::Fast);
  CHECK(p.stored.at("carcassonne.pace") == "fast");
  CHECK(p.page.set_pace("warp") == "unknown pace 'warp' (slow, normal, fast, instant)");
  CHECK(p.preferences.pace() == app::Pace::Fast);
  CHECK(p.page.set_preference("pace", "instant") == "");
  CHECK(p.preferences.pace() == app::Pace::Instant);
  CHECK(p.page.set_preference("palette", "okabe-ito") == "");
  CHECK(p.stored.at("carcassonne.palette") == "okabe-ito");
  CHECK(p.page.set_preference("language", "cs") == "");
  CHECK(p.screen.calls == std::vector<std::string>{"language cs"});
  CHECK(p.page.set_preference("language", "../x") != "");
  CHECK(p.screen.calls.size() == 1);
  CHECK(p.page.preferences_json() == R"({"language":"cs","pace":"instant","palette":"okabe-ito","sound":true,"map":"taiwan"})");
}

TEST_CASE("the view calls reach the screen; fit only with a game") {
  Page p;
  p.page.fit();
  CHECK(p.screen.calls.empty());
  REQUIRE(p.page.new_game(kGame) == "");
  p.page.fit();
  p.page.set_compact(true);
  p.page.set_view(1, 2, 60, true);
  CHECK(p.screen.calls == std::vector<std::string>{"fit", "compact", "view"});
}

TEST_CASE("the insight calls (outlines, hint) reach the screen's methods") {
  Page p;
  CHECK(p.page.outlines(1));
  CHECK_FALSE(p.page.outlines(0));
  CHECK(p.page.hint() == "");
  CHECK(p.screen.calls == std::vector<std::string>{"outlines 1", "outlines 0", "hint"});
}

TEST_CASE("a refusal travels typed to the page's edge and is said there in the page's language") {
  Page p;
  p.screen.hint_answer = failure(err::hint_tournament);
  i18n::speak("cs");
  CHECK(p.page.hint() == "v\u00a0turnajovém režimu není nápověda");  // a no-break space after the one-letter word
  CHECK(p.page.set_preference("palette", "neon") == "předvolba 'palette' nepřijímá hodnotu 'neon'");
  CHECK(p.page.set_pace("warp") == "neznámé tempo 'warp' (slow, normal, fast, instant)");
  i18n::speak("en");  // the same refusals, the words of the language chosen now
  CHECK(p.page.hint() == "no hint in tournament mode");
  CHECK(p.page.set_preference("palette", "neon") == "the preference 'palette' does not take 'neon'");
  CHECK(p.preferences.json().find("okabe-ito") == std::string::npos);  // refused: nothing changed
}

TEST_CASE("aiMove plays one deterministic computer decision for whoever decides") {
  Page a, b;
  for (Page* p : {&a, &b}) {
    REQUIRE(p->page.new_game(kGame) == "");
    CHECK(p->page.ai_move(0) == "aiMove wants at least 1 iteration, got 0");
    CHECK(p->page.ai_move(20) == "");
  }
  CHECK(a.page.signature() == b.page.signature());
  CHECK(a.page.moves_json() == b.page.moves_json());
}

TEST_CASE("setSeat: the page plays its own seat only; play, choose and aiMove for another person's seat are refused") {
  Page p;
  CHECK(p.page.set_seat("Ana") == "no game: start one with newGame()");
  REQUIRE(p.page.new_game("game 1\nplayers Ana Petr Cid:easy\ntiles base\nseed 4\n") == "");
  CHECK(p.page.set_seat("Olga") == "unknown player 'Olga'");
  CHECK(p.page.set_seat("Cid") == "Cid is a computer seat: a page plays a person's seat");
  CHECK(p.page.state().find("\"seat\":null") != std::string::npos);
  REQUIRE(p.page.set_seat("Petr") == "");  // Ana is to play, this is Petr's page
  CHECK(p.page.state().find("\"seat\":\"Petr\"") != std::string::npos);
  CHECK(p.page.state().find("\"may_play\":false") != std::string::npos);
  const std::string before = p.page.signature();
  const std::string refused = "Ana is to play: this page plays another seat of this game by link";
  CHECK(p.page.choose(0) == refused);
  CHECK(p.page.ai_move(10) == refused);
  std::vector<Move> moves;
  p.session.game().legal_moves(moves, Game::EndMove::AtGameEndOnly);
  CHECK(p.page.play(move_text(p.session.game(), moves.front())) == refused);
  CHECK(p.page.signature() == before);
  REQUIRE(p.page.set_seat("") == "");  // every seat again
  CHECK(p.page.choose(0) == "");
  CHECK(p.page.new_game(kGame) == "");
  CHECK(p.page.state().find("\"seat\":null") != std::string::npos);  // a new game: no own seat
}

}  // namespace
}  // namespace carc
