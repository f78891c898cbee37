// Captions of records (engine/record/captions.h): "# say LANG: text" and "#>" lines tied to their moves,
// and the bilingual captions every rule example in assets/examples carries.
#include <doctest/doctest.h>

#include <filesystem>

#include "engine/record/captions.h"
#include "support.h"

namespace carc {
namespace {

const char* kRecord =
    "# A title: one road.\n"
    "game 1\n"
    "players Red Blue\n"
    "# say en: before the first move\n"
    "# say cs: před prvním tahem\n"
    "order free\n"
    "start B-D 0,0 r0\n"
    "Red B-U 1,0 r0 meeple E2\n"
    "\n"
    "# a plain comment\n"
    "# say nothing here\n"
    "#> Red has 0 points\n"
    "  # say en:   after one move  \n"
    "Blue B-W 2,0 r0\n"
    "end\n"
    "# say en: after the end\n";

TEST_CASE("a record's captions carry their language, text, line and the move they precede") {
  const std::vector<Caption> all = record_captions(kRecord);
  REQUIRE(all.size() == 5);
  CHECK(all[0].lang == "en");
  CHECK(all[0].text == "before the first move");
  CHECK(all[0].move == 0);
  CHECK(all[0].line == 4);
  CHECK(all[1].lang == "cs");
  CHECK(all[1].text == "před prvním tahem");
  CHECK(all[2].lang.empty());
  CHECK(all[2].text == "Red has 0 points");
  CHECK(all[2].move == 1);
  CHECK(all[3].text == "after one move");
  CHECK(all[3].move == 1);
  CHECK(all[3].line == 13);
  CHECK(all[4].move == 3);  // after "Blue …" and "end"
  CHECK(captions_in(all, "cs").size() == 1);
  CHECK(captions_in(all, "en").size() == 3);
  CHECK(captions_in(all, "de").empty());
  CHECK(record_title(kRecord) == "A title: one road.");
  CHECK(record_title("game 1\n# late comment\n").empty());
}

TEST_CASE("a record without captions has none, and a caption's move index counts only move lines") {
  CHECK(record_captions("game 1\nplayers Red Blue\nstart B-D 0,0 r0\n").empty());
  const std::vector<Caption> c = record_captions("game 1\nplayers A B\nseed 4\nA B-U 1,0 r0\n# say en: x\n");
  REQUIRE(c.size() == 1);
  CHECK(c[0].move == 1);
}

TEST_CASE("a record's marks name a square and optionally a figure's spot, tied to the move they precede") {
  const char* text =
      "game 1\nplayers Red Blue\n# mark 0,0\norder free\nstart B-D 0,0 r0\n"
      "# marked squares are highlighted\n# mark 1,0 E2\n#  mark 9,9\nRed B-U 1,0 r0 meeple E2\n# mark -2,3 M\n";
  std::vector<Mark> marks;
  REQUIRE(record_marks(text, marks).ok());
  REQUIRE(marks.size() == 3);  // "# marked …" and "#  mark" are plain comments
  CHECK(marks[0].move == 0);
  CHECK(marks[0].at == Pos{0, 0});
  CHECK_FALSE(marks[0].slot.has_value());
  CHECK(marks[1].line == 7);
  CHECK(marks[1].at == Pos{1, 0});
  REQUIRE(marks[1].slot.has_value());
  CHECK(slot_name(*marks[1].slot) == "E2");
  CHECK(marks[2].move == 1);
  CHECK(marks[2].at == Pos{-2, 3});
  CHECK(slot_name(*marks[2].slot) == "M");
}

TEST_CASE("a malformed mark is rejected with its line and leaves the marks as they were") {
  for (const char* bad : {"# mark", "# mark 1;2", "# mark 1,2 Q7", "# mark 1,2 N1 extra", "# mark 1x,2"}) {
    CAPTURE(bad);
    Mark sentinel;
    sentinel.line = 99;
    std::vector<Mark> marks{sentinel};
    const Status s = record_marks(std::string("game 1\nplayers A B\n") + bad + "\n", marks);
    REQUIRE_FALSE(s.ok());
    CHECK(s.error().line == 3);
    CHECK(s.message().find("is not a mark") != std::string::npos);
    REQUIRE(marks.size() == 1);
    CHECK(marks[0].line == 99);
  }
}

// M25, M20, IB6, TW9, P5, G3: each example explains every step it captions in both languages,
// and no caption stands after the last move (it would never be shown before a step).
TEST_CASE("M25, M20, IB6, P5, G3: every rule example has a title and English and Czech captions in pairs") {
  int examples = 0;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CARC_SOURCE_DIR) + "/assets/examples")) {
    if (e.path().extension() != ".rec") continue;
    ++examples;
    CAPTURE(e.path().filename().string());
    std::string text;
    REQUIRE(data::read_file(e.path().string(), text).ok());
    const std::vector<Caption> all = record_captions(text);
    const std::vector<Caption> en = captions_in(all, "en"), cs = captions_in(all, "cs");
    CHECK_FALSE(record_title(text).empty());
    REQUIRE(en.size() >= 2);
    REQUIRE(en.size() == cs.size());
    for (std::size_t i = 0; i < en.size(); ++i) CHECK(en[i].move == cs[i].move);
    std::string load_error;
    const Game g = test::record(text, &load_error);
    REQUIRE_MESSAGE(load_error.empty(), load_error);
    const int moves = record_captions(text + "\n# say en: after the last move\n").back().move;
    CHECK(en.back().move < moves);
  }
  CHECK(examples >= 14);  // the fourteen listed in docs/examples.md
}

}  // namespace
}  // namespace carc
