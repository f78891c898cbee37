// Computer seats in records (`players Ana Ben:hard`, docs/records.md): the engine keeps each seat's
// level as text, writes it back, and accepts exactly the levels the AI (ai::parse_spec) reads.
#include <doctest/doctest.h>

#include "ai/agent.h"
#include "support.h"

namespace carc {
namespace {

TEST_CASE("a players line with computer levels keeps each seat's level and writes it back") {
  const char* text = "game 1\nplayers Ana Ben:hard Cyril:mcts:200\nseed 3\n";
  Setup setup;
  REQUIRE(parse_setup(text, setup).ok());
  CHECK(setup.players == std::vector<std::string>{"Ana", "Ben", "Cyril"});
  CHECK(setup.levels == std::vector<std::string>{"", "hard", "mcts:200"});
  std::string error;
  Game g = test::record(text, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(seat_level(g.setup(), 0).empty());
  CHECK(seat_level(g.setup(), 2) == "mcts:200");
  PlayerId ben = 0;
  CHECK(g.find_player("Ben", ben));  // move lines name the player without the level
  const std::string record = write_record(g);
  CHECK(record.find("players Ana Ben:hard Cyril:mcts:200\n") != std::string::npos);
  const Game again = test::record(record, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(write_record(again) == record);
}

TEST_CASE("a record without levels is written back byte for byte as before") {
  std::string error;
  const Game g = test::record("game 1\nplayers Red Blue\nRed B-U 1,0 r0 meeple E2\n", &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(write_record(g).rfind("game 1\nplayers Red Blue\nseed 1\n", 0) == 0);
  CHECK(g.setup().levels == std::vector<std::string>{"", ""});
}

TEST_CASE("a bad computer level is rejected naming the line and the word, and changes nothing") {
  const std::pair<const char*, const char*> cases[] = {
      {"game 1\nplayers Ana Ben:hardest\n",
       "line 2: players Ana Ben:hardest: player 'Ben:hardest': unknown computer level 'hardest' (random, easy, medium, "
       "hard, mcts:N)"},
      {"game 1\nplayers Ana Ben:\n", "player 'Ben:': unknown computer level ''"},
      {"game 1\nplayers Ana :hard\n", "line 2: players Ana :hard: player ':hard' has no name before ':'"},
      {"game 1\nplayers Ana Ben:mcts:0\n", "player 'Ben:mcts:0': computer level 'mcts:0' wants mcts:N with N from 1"},
      {"game 1\nplayers Ana Ben:mcts:10000001\n", "computer level 'mcts:10000001' wants mcts:N"},
      {"game 1\nplayers Ana Ben:mcts:-5\n", "unknown computer level 'mcts:-5'"},
      {"game 1\nplayers Ana Ben:Hard\n", "unknown computer level 'Hard'"},
  };
  test::check_record_errors(cases);
  Setup setup;
  setup.players = {"Keep"};
  CHECK_FALSE(parse_setup("game 1\nplayers Ana Ben:hardest\n", setup).ok());
  CHECK(setup.players == std::vector<std::string>{"Keep"});
}

TEST_CASE("a set-up made in code is checked like a record: names without ':' and good levels") {
  Setup s;
  s.players = {"Ana", "Ben:hard"};
  Game g;
  Status made = Game::create(s, test::library(), g);
  CHECK_FALSE(made);
  CHECK(made.message().find("without '#' or ':'") != std::string::npos);
  s.players = {"Ana", "Ben"};
  s.levels = {"", "harder"};
  made = Game::create(s, test::library(), g);
  CHECK_FALSE(made);
  CHECK(made.message().find("unknown computer level 'harder'") != std::string::npos);
  s.levels = {"", "easy", "hard"};
  CHECK_FALSE(Game::create(s, test::library(), g));
  s.levels = {"", "easy"};
  CHECK(Game::create(s, test::library(), g));
}

TEST_CASE("every computer level the engine accepts is one the AI reads, and the other way round") {
  const char* samples[] = {"random", "easy", "medium", "hard", "mcts:1", "mcts:50", "mcts:200", "mcts:007",
                           "mcts:10000000", "mcts:10000001", "mcts:0", "mcts:-1", "mcts:+5", "mcts:", "mcts:5x",
                           "mcts:99999999999999999999", "mcts", "Hard", "hardest", "", " easy", "easy ", "human",
                           "mcts:1:2", "MCTS:50"};
  for (const char* text : samples) {
    ai::Spec spec;
    CAPTURE(text);
    CHECK(is_computer_level(text) == ai::parse_spec(text, spec).ok());
  }
  // Every level the AI names is one the engine accepts.
  for (ai::Spec spec : {ai::Spec{ai::Level::Random, 0}, ai::Spec{ai::Level::Easy, 0}, ai::Spec{ai::Level::Medium, 0},
                        ai::Spec{ai::Level::Hard, 0}, ai::Spec{ai::Level::Mcts, 1}, ai::Spec{ai::Level::Mcts, 10000000}})
    CHECK(is_computer_level(ai::spec_name(spec)));
}

}  // namespace
}  // namespace carc
