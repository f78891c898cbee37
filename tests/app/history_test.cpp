// Kept games (src/app/play/history.h): the turn in progress is kept as record words, never as indices
// into a list of moves, and every kept entry reads back into exactly the same game; bad entries are
// rejected with the reason and change nothing.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "app/play/history.h"
#include "engine/record/selfplay.h"
#include "engine/support.h"
#include "i18n/translate.h"

namespace carc {
namespace {

const char* const kSetups[] = {
    "game 1\nplayers Red Blue\ntiles base,ic,tb\nrules ic,tb\n",
    "game 1\nplayers Red Blue Green\ntiles base,gbm,porxada\nrules gbm,porxada\n",
    "game 1\nplayers Red Blue\nmap taiwan\ntiles base,ic,tb\nchips on\n",
    "game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb\nchips on\n",
};

TEST_CASE("at every step of random games the resume point names its steps in record words and rebuilds the same game") {
  int mid_turn = 0;
  for (const char* setup : kSetups) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      Game game = test::record(std::string(setup) + "seed " + std::to_string(seed) + "\ntilecount 30\n");
      Rng rng(seed);
      std::vector<Move> moves;
      while (game.phase() != Phase::Over) {
        app::ResumePoint point;
        Status status;
        REQUIRE_MESSAGE((status = app::resume_point(game, point)).ok(), status.message());
        for (const std::string& s : point.steps) {
          CAPTURE(s);
          CHECK(s.find_first_not_of("0123456789") != std::string::npos);  // words, never an index
        }
        mid_turn += !point.steps.empty();
        Game again;
        REQUIRE_MESSAGE((status = app::rebuild(point, test::library(), again)).ok(), status.message());
        REQUIRE(app::state_signature(again) == app::state_signature(game));
        game.legal_moves(moves);
        std::vector<Move> turn;
        for (const Move& m : moves)
          if (m.kind != MoveKind::End || game.phase() == Phase::GameEnd) turn.push_back(m);
        REQUIRE(game.apply(turn[rng.below(static_cast<std::uint32_t>(turn.size()))]));
      }
    }
  }
  CHECK(mid_turn > 100);
}

TEST_CASE("a step is found by its words alone: every placement's words name exactly that placement") {
  Game game = test::record("game 1\nplayers Red Blue\ntiles base\nseed 4\n");
  std::vector<Move> moves;
  game.legal_moves(moves);
  REQUIRE(moves.size() > 2);
  // Every placement's words name exactly that placement.
  for (const Move& m : moves) {
    if (m.kind != MoveKind::Place) continue;
    Move found;
    Status status;
    const std::string text = move_text(game, m);
    REQUIRE_MESSAGE((status = app::find_step(game, text, found)).ok(), status.message());
    CHECK(move_text(game, found) == text);
    CHECK(found.pos == m.pos);
    CHECK(found.rot == m.rot);
  }
  Move none;
  const Status not_now = app::find_step(game, "meeple N2", none);  // not the step now
  REQUIRE_FALSE(not_now.ok());
  CHECK(not_now.error().key == err::step_not_legal);
  CHECK(not_now.message() == "'meeple N2' is not a legal move now");
  CHECK_FALSE(app::find_step(game, "Red B-D 40,40 r0", none).ok());
}

TEST_CASE("version 1 entries (choice indices) migrate once, at reading, to record words") {
  Game game = test::record("game 1\nplayers Red Blue\ntiles base\nseed 4\n");
  const std::string record = write_record(game);
  std::string quoted = "\"";
  for (char c : record) quoted += c == '\n' ? std::string("\\n") : std::string(1, c);
  quoted += "\"";
  // Index 0 of version 1's list is the first legal placement; its words are kept.
  std::vector<Move> moves;
  game.legal_moves(moves);
  app::KeptEntry entry;
  Status status;
  REQUIRE_MESSAGE((status = app::read_kept("{\"version\":1,\"record\":" + quoted + ",\"steps\":[0],\"view\":{\"zoom\":3}}",
                                 test::library(), entry)).ok(), status.message());
  CHECK(entry.version == 1);
  REQUIRE(entry.point.steps.size() == 1);
  CHECK(entry.point.steps[0] == move_text(game, moves[0]));
  // The same entry written in version 2 reads as the same steps.
  app::KeptEntry v2;
  REQUIRE(app::read_kept(app::kept_json(entry), test::library(), v2).ok());
  CHECK(v2.version == 2);
  CHECK(v2.point.steps == entry.point.steps);
}

TEST_CASE("a kept entry that is not JSON, of a later version, or whose steps do not apply is rejected and changes nothing") {
  Game game = test::record("game 1\nplayers Red Blue\ntiles base\nseed 4\n");
  std::string quoted = "\"";
  for (char c : write_record(game)) quoted += c == '\n' ? std::string("\\n") : std::string(1, c);
  quoted += "\"";
  // Each case and what it is refused for: its error's key, and for a step the key of its reason.
  struct Case {
    std::string json;
    std::optional<ErrorKey> key;  // nothing: any key (a record the engine refuses)
    std::optional<ErrorKey> why;
  };
  const Case cases[] = {
      {"{\"version\":1,", err::kept_json, std::nullopt},
      {"[1,2]", err::kept_member, std::nullopt},
      {"{\"version\":3,\"record\":" + quoted + "}", err::kept_version, std::nullopt},
      {"{\"version\":2}", err::kept_member, std::nullopt},
      {"{\"version\":2,\"record\":" + quoted + ",\"steps\":[\"meeple N2\"]}", err::kept_step, err::step_not_legal},
      {"{\"version\":2,\"record\":" + quoted + ",\"steps\":[0]}", err::kept_step, err::kept_member},
      {"{\"version\":1,\"record\":" + quoted + ",\"steps\":[9999]}", err::kept_step, err::step_no_choice},
      {"{\"version\":2,\"record\":\"game 1\\nplayers Red\\n\"}", std::nullopt, std::nullopt},
  };
  for (const Case& c : cases) {
    const std::string& json = c.json;
    CAPTURE(json);
    app::KeptEntry entry;
    entry.version = 7;
    const Status read = app::read_kept(json, test::library(), entry);
    REQUIRE_FALSE(read.ok());
    CHECK_FALSE(read.message().empty());
    if (c.key) CHECK(read.error().key == *c.key);
    if (c.why) {
      const ErrorArg* why = read.error().arg("why");
      REQUIRE(why != nullptr);
      REQUIRE(why->nested != nullptr);
      CHECK(why->nested->key == *c.why);
    }
    CHECK(entry.version == 7);
  }
}

TEST_CASE("the state signature tells games apart by their moves and position") {
  Game a = test::record("game 1\nplayers Red Blue\ntiles base\nseed 4\n");
  Game b = a;
  CHECK(app::signature_text(a).size() == 16);
  CHECK(app::signature_text(a) == app::signature_text(b));
  std::vector<Move> moves;
  a.legal_moves(moves);
  REQUIRE(moves.size() > 2);
  const std::string before = app::signature_text(a);
  REQUIRE(a.apply(moves[0]));
  REQUIRE(b.apply(moves[1]));
  CHECK(app::signature_text(a) != before);
  CHECK(app::signature_text(a) != app::signature_text(b));
}

}  // namespace
}  // namespace carc
