// What `carc` prints (src/cli/cli_text.h): the usage of `--help` and `help COMMAND`, a record
// file's error line as docs/records.md shows it, and `replay --json`'s events, goods awards (T4)
// named as such.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/cli_text.h"
#include "support.h"

namespace carc {
namespace {

using cli::help_request;
using cli::usage_text;

std::string read_doc(const char* relative) {
  std::ifstream in(std::filesystem::path(CARC_SOURCE_DIR) / relative, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// The events of a record's game, as `carc replay` collects them (replayed move by move).
std::vector<Event> replay_events(const Game& game) {
  Game again;
  std::vector<Event> events;
  REQUIRE(Game::create(game.setup(), test::library(), again).ok());
  for (const Move& m : game.history()) REQUIRE(again.apply(m, &events).ok());
  return events;
}

}  // namespace

TEST_CASE("carc --help, -h and help print the whole usage with exit code 0") {
  for (const char* word : {"--help", "-h", "help"}) {
    std::string text;
    int code = -1;
    CAPTURE(word);
    REQUIRE(help_request({word}, text, code));
    CHECK(code == 0);
    CHECK(text == usage_text());
    for (const char* command : {"replay FILE", "selfplay", "bench", "perft RECORD", "arena", "version", "help [COMMAND]"})
      CHECK(has(text, command));
  }
}

TEST_CASE("carc help COMMAND and carc COMMAND --help print that command's lines only, exit code 0") {
  std::string text;
  int code = -1;
  REQUIRE(help_request({"help", "replay"}, text, code));
  CHECK(code == 0);
  CHECK(has(text, "replay FILE [--json]"));
  CHECK_FALSE(has(text, "selfplay"));
  CHECK(has(text, "--assets DIR"));
  std::string same;
  REQUIRE(help_request({"replay", "--help"}, same, code));
  CHECK(code == 0);
  CHECK(same == text);
  REQUIRE(help_request({"arena", "--a", "hard", "-h"}, text, code));
  CHECK(has(text, "--a SPEC"));
  CHECK_FALSE(has(text, "perft"));
  // Help on a command that does not exist: the whole usage, on stderr, exit code 2.
  REQUIRE(help_request({"help", "nope"}, text, code));
  CHECK(code == 2);
  CHECK(has(text, "no command 'nope'"));
  CHECK(has(text, "replay FILE"));
  // Not a request for help: the command runs.
  CHECK_FALSE(help_request({"replay", "game.rec", "--json"}, text, code));
  CHECK_FALSE(help_request({}, text, code));
}

TEST_CASE("a rejected record's error: 'line N:' from the engine, 'FILE:N:' from carc, both as docs/records.md shows") {
  std::string error;
  const std::string record = "game 1\nplayers Red Blue\norder free\nseed 1\nRed B-E 0,-1 r90\n";
  Game g;
  const Status s = load_record(record, test::library(), g);
  REQUIRE_FALSE(s.ok());
  const std::string engine = s.message();
  const std::string file = cli::file_error("game.rec", s.error());
  CHECK(engine == "line 5: Red B-E 0,-1 r90: south side of the tile is a field but the neighbour's north side is a city");
  CHECK(file == "game.rec:5: Red B-E 0,-1 r90: south side of the tile is a field but the neighbour's north side is a city");
  const std::string doc = read_doc("docs/records.md");
  CHECK(has(doc, "`" + engine + "`"));
  CHECK(has(doc, "`" + file + "`"));
  CHECK(has(read_doc("README.md"), "`FILE:LINE: the line: why`"));
}

TEST_CASE("replay --json: a goods award (T4) is named goods with its kind, tokens and player, no tiles and no square") {
  // T4's position: Red takes one wine, Blue one wine and one grain; both wine holders score.
  const Game g = test::load(
      "game 1\nplayers Red Blue\norder free\ntiles base,tb\nrules tb\n"
      "start T-15 0,0 r0\nstart B-E -1,0 r90\nstart T-18 10,0 r0\nstart B-E 9,0 r90\nstart T-17 20,0 r0\n"
      "start B-E 19,0 r90\nRed B-E 1,0 r270\nBlue B-E 11,0 r270\nBlue T-16 21,0 r270\nend\n");
  const std::string json = cli::replay_json(g, replay_events(g));
  CAPTURE(json);
  int awards = 0;
  for (std::size_t at = json.find("\"feature\":\"goods\""); at != std::string::npos; at = json.find("\"feature\":\"goods\"", at + 1))
    ++awards;
  CHECK(awards == 3);
  CHECK(has(json, R"({"feature":"goods","good":"wine","tokens":1,"final":true,"points":10,"players":["Red"]})"));
  CHECK(has(json, R"({"feature":"goods","good":"wine","tokens":1,"final":true,"points":10,"players":["Blue"]})"));
  CHECK(has(json, R"({"feature":"goods","good":"grain","tokens":1,"final":true,"points":10,"players":["Blue"]})"));
  // No award poses as a city of 0 tiles at 0,0 any more.
  CHECK_FALSE(has(json, R"("tiles":0,"pennants":0,"points":10)"));
  CHECK(has(json, R"("goods":10)"));   // Red's category
  CHECK(has(json, R"("goods":20)"));   // Blue's
}

TEST_CASE("replay --json: a feature's event keeps its fields, and names are escaped, control bytes included") {
  const Game g = test::load("game 1\nplayers Red Blue\norder free\nRed B-E 0,-1 r180 meeple S2\n");
  const std::string json = cli::replay_json(g, replay_events(g));
  CHECK(has(json, R"({"feature":"city","complete":true,"final":false,"tiles":2,"pennants":0,"points":4,"players":["Red"],"at":[0,-1]})"));
  // The writer `replay --json` uses: control bytes as escapes, never raw (a second check of
  // the escaping besides tests/util/json_test.cpp, through keys and values of a Writer).
  json::Writer w;
  w.begin_object().key(std::string("a\x01", 2)).value(std::string("tab\there\nnul\0x\x1f", 15)).end_object();
  CHECK(w.str() == "{\"a\\u0001\":\"tab\\there\\nnul\\u0000x\\u001f\"}");
}

}  // namespace carc
