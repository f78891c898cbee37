// level_words (src/app/play/ai_turns.h): every computer level the seat grammar reads
// (carc::parse_seat_spec) is named in the player's words on the set-up screen, the players panel
// and the turn panel, in both languages: never the raw catalogue key (`ai.level.ms:500`). The app
// gets the level typed (SeatSpec, as the record reader parsed it) and reads no level's text.
#include <doctest/doctest.h>

#include <string>

#include "app/play/ai_turns.h"
#include "engine/record/notation.h"
#include "support/shipped_catalogues.h"

namespace carc::app {
namespace {

// The words of a level as a record names it: the record reader parses it, the app only says it.
std::string words_of(const char* level) {
  Setup setup;
  const Status read = parse_setup(std::string("game 1\nplayers Ana Ben:") + level + "\n", setup);
  REQUIRE_MESSAGE(read, read.message());
  return level_words(i18n::spoken(), seat_level(setup, 1));
}

}  // namespace

TEST_CASE("every level the seat grammar accepts has its words in English and Czech") {
  i18n::speak("en");
  CHECK(words_of("hard") == "Hard");
  CHECK(words_of("greedy") == "Greedy");
  CHECK(words_of("mcts:200") == "MCTS 200");
  CHECK(words_of("mcts:50:playout=1") == "MCTS 50, playouts of 1 turn");
  CHECK(words_of("mcts:50:playout=8") == "MCTS 50, playouts of 8 turns");
  CHECK(words_of("mcts:50:playout=end") == "MCTS 50, playouts to the game's end");
  CHECK(words_of("ms:500") == "MCTS, 500 ms a decision");
  CHECK(level_words(i18n::spoken(), std::nullopt) == "");  // a person's seat

  i18n::speak("cs");
  CHECK(words_of("hard") == "těžký");
  CHECK(words_of("mcts:50:playout=1") == "MCTS 50, simulace na 1 tah");
  CHECK(words_of("mcts:50:playout=3") == "MCTS 50, simulace na 3 tahy");
  CHECK(words_of("mcts:50:playout=8") == "MCTS 50, simulace na 8 tahů");
  CHECK(words_of("mcts:50:playout=end") == "MCTS 50, simulace do konce hry");
  CHECK(words_of("ms:500") == "MCTS, 500 ms na rozhodnutí");
  for (const char* spec : {"random", "easy", "greedy", "medium", "hard", "mcts:7", "mcts:7:playout=0", "ms:1"})
    CHECK_MESSAGE(words_of(spec).find("ai.level") == std::string::npos, spec);
  i18n::speak("en");
}

TEST_CASE("every level kind has its own words: a typed level never falls back to its spelling") {
  i18n::speak("en");
  const SeatLevel kinds[] = {SeatLevel::Random, SeatLevel::Easy, SeatLevel::Medium, SeatLevel::Hard,
                             SeatLevel::Greedy, SeatLevel::Mcts, SeatLevel::Ms};
  for (const SeatLevel kind : kinds) {
    const SeatSpec spec{.level = kind, .iterations = 40, .time_ms = 250};
    const std::string words = level_words(i18n::spoken(), spec);
    CAPTURE(words);
    CHECK_FALSE(words.empty());
    CHECK(words.find("ai.level") == std::string::npos);
    CHECK(words != seat_spec_name(spec));  // "Hard", not "hard"; "MCTS 40", not "mcts:40"
  }
}

}  // namespace carc::app
