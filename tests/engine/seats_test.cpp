// Computer seats in records (`players Ana Ben:hard`, docs/records.md): the engine keeps each seat's
// level as the typed spec it read (SeatSpec), writes it back, and accepts exactly the levels the AI
// (ai::parse_spec) reads.
#include <doctest/doctest.h>

#include "ai/agent.h"
#include "engine/setup/seat_spec.h"
#include "support.h"

namespace carc {
namespace {

TEST_CASE("a players line with computer levels keeps each seat's level and writes it back") {
  const char* text = "game 1\nplayers Ana Ben:hard Cyril:mcts:200\nseed 3\n";
  Setup setup;
  REQUIRE(parse_setup(text, setup).ok());
  CHECK(setup.players == std::vector<std::string>{"Ana", "Ben", "Cyril"});
  const SeatSpec hard{.level = SeatLevel::Hard}, mcts200{.level = SeatLevel::Mcts, .iterations = 200};
  CHECK(setup.levels == std::vector<std::optional<SeatSpec>>{std::nullopt, hard, mcts200});
  std::string error;
  Game g = test::record(text, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(is_human_seat(g.setup(), 0));
  CHECK(seat_level(g.setup(), 2) == mcts200);
  PlayerId ben = 0;
  CHECK(g.find_player("Ben", ben));  // move lines name the player without the level
  const std::string record = write_record(g);
  CHECK(record.find("players Ana Ben:hard Cyril:mcts:200\n") != std::string::npos);
  const Game again = test::record(record, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(write_record(again) == record);
}

TEST_CASE("a record accepts every spec the arena accepts: playout lengths and time budgets load and write back") {
  const char* text =
      "game 1\nplayers Ana Ben:mcts:200:playout=end Cyril:ms:500 Dana:mcts:7:playout=0 Eva:random\nseed 3\n";
  std::string error;
  const Game g = test::record(text, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(seat_level(g.setup(), 1) == SeatSpec{.level = SeatLevel::Mcts, .iterations = 200, .playout_given = true, .playout_turns = -1});
  CHECK(seat_level(g.setup(), 2) == SeatSpec{.level = SeatLevel::Ms, .time_ms = 500});
  CHECK(write_record(g).find("players Ana Ben:mcts:200:playout=end Cyril:ms:500 Dana:mcts:7:playout=0 Eva:random\n") !=
        std::string::npos);
  for (PlayerId p = 1; p < 5; ++p) CHECK(seat_level(g.setup(), p).has_value());  // typed from the record on
  const ai::Spec ben = ai::seat_specs(g.setup())[1];  // what the app's computer seat plays
  CHECK(ben.iterations == 200);
  CHECK(ben.search.playout_turns == -1);
}

TEST_CASE("the one spec grammar: parse_seat_spec reads each form and names it back the same way") {
  for (const char* text : {"random", "easy", "greedy", "medium", "hard", "mcts:1", "mcts:10000000", "mcts:300:playout=8",
                           "mcts:300:playout=0", "mcts:300:playout=end", "ms:1", "ms:600000"}) {
    CAPTURE(text);
    SeatSpec spec;
    REQUIRE(parse_seat_spec(text, spec));
    CHECK(seat_spec_name(spec) == text);
  }
  SeatSpec spec;
  REQUIRE(parse_seat_spec("mcts:300:playout=end", spec));
  CHECK(spec.level == SeatLevel::Mcts);
  CHECK(spec.iterations == 300);
  CHECK(spec.playout_given);
  CHECK(spec.playout_turns == -1);
  const SeatSpec before = spec;
  CHECK_FALSE(parse_seat_spec("mcts:300:playout=1001", spec));
  CHECK(spec.iterations == before.iterations);  // a bad spec changes nothing
  CHECK(spec.playout_turns == before.playout_turns);
  // The set-up screen and the page offer the named levels of this one list.
  for (std::string_view name : kSeatLevelNames) {
    CAPTURE(name);
    CHECK(parse_seat_spec(name, spec));
  }
}

TEST_CASE("a record without levels is written back byte for byte as before") {
  std::string error;
  const Game g = test::record("game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple E2\n", &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(write_record(g).rfind("game 1\nplayers Red Blue\nseed 1\n", 0) == 0);
  CHECK(g.setup().levels == std::vector<std::optional<SeatSpec>>{std::nullopt, std::nullopt});
}

TEST_CASE("a seat's level is kept typed, so a record writes it back in the grammar's own spelling") {
  std::string error;
  const Game g = test::record("game 1\nplayers Ana Ben:mcts:007 Cyril:ms:0500:x\n", &error);
  CHECK(error.find("computer level 'ms:0500:x' wants ms:T") != std::string::npos);  // the whole spec is read
  const Game typed = test::record("game 1\nplayers Ana Ben:mcts:007:playout=08 Cyril:ms:0500\n", &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(seat_level(typed.setup(), 1) ==
        SeatSpec{.level = SeatLevel::Mcts, .iterations = 7, .playout_given = true, .playout_turns = 8});
  CHECK(seat_level(typed.setup(), 2) == SeatSpec{.level = SeatLevel::Ms, .time_ms = 500});
  CHECK(write_record(typed).find("players Ana Ben:mcts:7:playout=8 Cyril:ms:500\n") != std::string::npos);
  (void)g;
}

TEST_CASE("a bad computer level is rejected naming the line and the word, and changes nothing") {
  const std::pair<const char*, const char*> cases[] = {
      {"game 1\nplayers Ana Ben:hardest\n",
       "line 2: players Ana Ben:hardest: player 'Ben:hardest': unknown computer level 'hardest' (random, easy, greedy, medium, "
       "hard, mcts:N, ms:T)"},
      {"game 1\nplayers Ana Ben:\n", "player 'Ben:': unknown computer level ''"},
      {"game 1\nplayers Ana :hard\n", "line 2: players Ana :hard: player ':hard' has no name before ':'"},
      {"game 1\nplayers Ana Ben:mcts:0\n", "player 'Ben:mcts:0': computer level 'mcts:0' wants mcts:N with N from 1"},
      {"game 1\nplayers Ana Ben:mcts:10000001\n", "computer level 'mcts:10000001' wants mcts:N"},
      {"game 1\nplayers Ana Ben:mcts:-5\n", "computer level 'mcts:-5' wants mcts:N"},
      {"game 1\nplayers Ana Ben:mcts:5:playout=x\n",
       "line 2: players Ana Ben:mcts:5:playout=x: player 'Ben:mcts:5:playout=x': computer level 'mcts:5:playout=x' has "
       "after mcts:N only :playout=K (0 to 1000 turns) or :playout=end"},
      {"game 1\nplayers Ana Ben:mcts:5:depth=3\n", "line 2: players Ana Ben:mcts:5:depth=3: player 'Ben:mcts:5:depth=3'"},
      {"game 1\nplayers Ana Ben:ms:0\n",
       "line 2: players Ana Ben:ms:0: player 'Ben:ms:0': computer level 'ms:0' wants ms:T with T from 1 to 600000"},
      {"game 1\nplayers Ana Ben:ms:700000\n", "line 2: players Ana Ben:ms:700000: player 'Ben:ms:700000'"},
      {"game 1\nplayers Ana Ben:Hard\n", "unknown computer level 'Hard'"},
  };
  test::check_record_errors(cases);
  Setup setup;
  setup.players = {"Keep"};
  CHECK_FALSE(parse_setup("game 1\nplayers Ana Ben:hardest\n", setup).ok());
  CHECK(setup.players == std::vector<std::string>{"Keep"});
}

TEST_CASE("a set-up made in code is checked like a record: names without ':', no more levels than seats") {
  Setup s;
  s.players = {"Ana", "Ben:hard"};
  Game g;
  Status made = Game::create(s, test::library(), g);
  CHECK_FALSE(made);
  CHECK(made.message().find("without '#' or ':'") != std::string::npos);
  s.players = {"Ana", "Ben"};
  // A level in code is typed (SeatSpec): no spelling to check, only the count.
  s.levels = {std::nullopt, SeatSpec{.level = SeatLevel::Easy}, SeatSpec{.level = SeatLevel::Hard}};
  CHECK_FALSE(Game::create(s, test::library(), g));
  s.levels = {std::nullopt, SeatSpec{.level = SeatLevel::Easy}};
  CHECK(Game::create(s, test::library(), g));
}

TEST_CASE("every computer level the engine accepts is one the AI reads, and the other way round") {
  const char* samples[] = {"random", "easy", "greedy", "Greedy", "greedy:1", "medium", "hard", "mcts:1", "mcts:50", "mcts:200", "mcts:007",
                           "mcts:10000000", "mcts:10000001", "mcts:0", "mcts:-1", "mcts:+5", "mcts:", "mcts:5x",
                           "mcts:99999999999999999999", "mcts", "Hard", "hardest", "", " easy", "easy ", "human",
                           "mcts:1:2", "MCTS:50", "mcts:5:playout=end", "mcts:5:playout=1000", "mcts:5:playout=1001",
                           "mcts:5:playout=", "mcts:5:", "ms:250", "ms:0", "ms:600001", "ms:", "ms:1s"};
  for (const char* text : samples) {
    ai::Spec spec;
    CAPTURE(text);
    CHECK(is_computer_level(text) == ai::parse_spec(text, spec).ok());
  }
  // Every level the AI names is one the engine accepts.
  for (ai::Spec spec : {ai::Spec{ai::Level::Random, 0}, ai::Spec{ai::Level::Easy, 0}, ai::Spec{ai::Level::Greedy, 0},
                        ai::Spec{ai::Level::Medium, 0},
                        ai::Spec{ai::Level::Hard, 0}, ai::Spec{ai::Level::Mcts, 1}, ai::Spec{ai::Level::Mcts, 10000000}})
    CHECK(is_computer_level(ai::spec_name(spec)));
}

}  // namespace
}  // namespace carc
