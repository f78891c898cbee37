// level_words (src/app/play/ai_turns.h): every computer level the seat grammar reads
// (carc::parse_seat_spec) is named in the player's words on the set-up screen, the players panel
// and the turn panel, in both languages: never the raw catalogue key (`ai.level.ms:500`).
#include <doctest/doctest.h>

#include <string>

#include "app/play/ai_turns.h"
#include "support/shipped_catalogues.h"

namespace carc::app {

TEST_CASE("every level the seat grammar accepts has its words in English and Czech") {
  i18n::speak("en");
  CHECK(level_words("hard") == "Hard");
  CHECK(level_words("greedy") == "Greedy");
  CHECK(level_words("mcts:200") == "MCTS 200");
  CHECK(level_words("mcts:50:playout=1") == "MCTS 50, playouts of 1 turn");
  CHECK(level_words("mcts:50:playout=8") == "MCTS 50, playouts of 8 turns");
  CHECK(level_words("mcts:50:playout=end") == "MCTS 50, playouts to the game's end");
  CHECK(level_words("ms:500") == "MCTS, 500 ms a decision");
  CHECK(level_words("") == "");

  i18n::speak("cs");
  CHECK(level_words("hard") == "těžký");
  CHECK(level_words("mcts:50:playout=1") == "MCTS 50, simulace na 1 tah");
  CHECK(level_words("mcts:50:playout=3") == "MCTS 50, simulace na 3 tahy");
  CHECK(level_words("mcts:50:playout=8") == "MCTS 50, simulace na 8 tahů");
  CHECK(level_words("mcts:50:playout=end") == "MCTS 50, simulace do konce hry");
  CHECK(level_words("ms:500") == "MCTS, 500 ms na rozhodnutí");
  for (const char* spec : {"random", "easy", "greedy", "medium", "hard", "mcts:7", "mcts:7:playout=0", "ms:1"})
    CHECK_MESSAGE(level_words(spec).find("ai.level") == std::string::npos, spec);
  i18n::speak("en");
}

}  // namespace carc::app
