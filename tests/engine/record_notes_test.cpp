// Record notes: `#>` sentences and `# say` captions keep the number of move lines before them,
// counted as record_lines() counts the game's moves.
#include <doctest/doctest.h>

#include "engine/notation.h"
#include "engine/record_notes.h"
#include "support.h"

namespace carc {
namespace {

constexpr const char* kRecord =
    "game 1\n"
    "players Red Blue\n"
    "order free\n"
    "# say Red opens a road.\n"
    "start B-D 0,0 r0\n"
    "Red  B-W -1,0 r0\n"
    "# say:cs Červený prodlouží cestu.\n"
    "# say:en Red extends the road.\n"
    "Red  B-U 1,0 r0 meeple E2   # say this end-of-line comment is no caption\n"
    "# an ordinary comment\n"
    "# sayings are no captions either\n"
    "Blue B-W 2,0 r0\n"
    "#> Red has 4 points\n"
    "end\n"
    "# say The end.\n";

TEST_CASE("record notes keep their step: the move lines before them, as record_lines counts them") {
  const std::vector<RecordNote> notes = record_notes(kRecord);
  REQUIRE(notes.size() == 5);
  CHECK(notes[0].step == 0);
  CHECK(notes[0].say);
  CHECK(notes[0].lang.empty());
  CHECK(notes[0].text == "Red opens a road.");
  CHECK(notes[1].step == 1);
  CHECK(notes[1].lang == "cs");
  CHECK(notes[1].text == "Červený prodlouží cestu.");
  CHECK(notes[2].lang == "en");
  CHECK(notes[3].step == 3);
  CHECK_FALSE(notes[3].say);
  CHECK(notes[3].text == "Red has 4 points");
  CHECK(notes[4].step == 4);

  std::string error;
  const Game g = test::record(kRecord, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  CHECK(record_lines(g).size() == 4);  // the last note follows the last line
}

TEST_CASE("a record without notes has none, and a malformed one still yields its notes") {
  CHECK(record_notes("game 1\nplayers Red Blue\n# just a comment\n").empty());
  const auto notes = record_notes("game 1\nplayers Red Blue\nRed nonsense\n# say still here\n");
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].step == 1);
}

}  // namespace
}  // namespace carc
