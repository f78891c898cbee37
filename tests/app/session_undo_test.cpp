// Undo and redo of turns (src/app/play/session.cpp): one stack for Take back, Undo and Redo. Undo goes
// back to the latest human decision (a turn a human is deciding: its start; else the start of the
// latest human turn, computer turns after it undone with it); the game is rebuilt from the record,
// so it is exactly the game played to that point (state signatures); redo replays it; any other
// change clears redo.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/play/history.h"
#include "app/session_support.h"
#include "engine/record/notation.h"

namespace carc {
namespace {

using app::Session;
using test::key_of;
using app::signature_text;

struct Snapshot {
  std::string signature;
  std::vector<std::string> log;
};

Snapshot snapshot(const Session& s) {
  Snapshot out{signature_text(s.game()), {}};
  for (const auto& entry : s.log()) out.log.push_back(entry.text);
  return out;
}

void check_same(const Session& s, const Snapshot& expected) {
  const Snapshot now = snapshot(s);
  CHECK(now.signature == expected.signature);
  CHECK(now.log == expected.log);
}

const char* const kTwoHumans = "game 1\nplayers Red Blue\ntiles base\nseed 3\n";

TEST_CASE("undo goes back to the start of the turn in progress, then whole turns; redo replays them") {
  Session s{i18n::spoken()};
  test::start(s, kTwoHumans);
  std::vector<Snapshot> turn_starts{snapshot(s)};
  for (int t = 0; t < 3; ++t) {
    test::finish_turn(s);
    turn_starts.push_back(snapshot(s));
  }
  test::place(s);  // the fourth turn: its tile placed, its figure step open
  const Snapshot mid_turn = snapshot(s);
  REQUIRE(s.can_take_back());
  REQUIRE(record_lines(s.game()).size() == 4);  // three turns and the one in progress

  const int revision = s.revision();
  CHECK(s.undo().ok());
  CHECK(s.revision() > revision);
  CHECK(s.game().phase() == Phase::PlaceTile);
  check_same(s, turn_starts[3]);  // the turn's start, with its log
  CHECK_FALSE(s.can_take_back());
  CHECK(s.undo().ok());
  check_same(s, turn_starts[2]);
  CHECK(record_lines(s.game()).size() == 2);
  REQUIRE(s.redo_groups().size() == 2);
  CHECK_FALSE(s.redo_groups()[0].whole_turns);  // the steps of the turn that was in progress
  CHECK(s.redo_groups()[1].whole_turns);        // one record line

  CHECK(s.redo().ok());
  check_same(s, turn_starts[3]);
  CHECK(s.redo().ok());
  check_same(s, mid_turn);
  CHECK_FALSE(s.can_redo());
  CHECK(key_of(s.redo()) == err::session_nothing_to_redo);
  check_same(s, mid_turn);
}

TEST_CASE("take back is the undo of a human's turn in progress, and pushes it on the redo list") {
  Session s{i18n::spoken()};
  test::start(s, kTwoHumans);
  test::finish_turn(s);
  const Snapshot start = snapshot(s);
  CHECK_FALSE(s.can_take_back());
  CHECK(key_of(s.take_back()) == err::session_nothing_to_take_back);
  test::place(s);
  const Snapshot placed = snapshot(s);
  CHECK(s.take_back().ok());
  check_same(s, start);
  CHECK(s.can_redo());
  CHECK(s.redo().ok());
  check_same(s, placed);
}

TEST_CASE("a new move, a new game or a computer's move clears the redo list") {
  Session s{i18n::spoken()};
  test::start(s, kTwoHumans);
  test::finish_turn(s);
  test::finish_turn(s);
  REQUIRE(s.undo().ok());
  REQUIRE(s.can_redo());
  test::place(s);  // a move: the record keeps no undone turn (its line now is the turn in progress)
  CHECK_FALSE(s.can_redo());
  CHECK(record_lines(s.game()).size() == 2);

  REQUIRE(s.undo().ok());
  REQUIRE(s.can_redo());
  CHECK_FALSE(s.play("Nobody plays here").ok());  // a rejected line changes nothing, redo included
  CHECK(s.can_redo());
  REQUIRE(s.new_game(kTwoHumans).ok());
  CHECK_FALSE(s.can_redo());
}

TEST_CASE("a line played with play(line) after undos clears the whole redo list") {
  Session s{i18n::spoken()};
  test::start(s, kTwoHumans);
  for (int t = 0; t < 3; ++t) test::finish_turn(s);
  REQUIRE(s.undo().ok());
  REQUIRE(s.undo().ok());
  REQUIRE(s.redo_groups().size() == 2);
  const std::vector<std::string> before = record_lines(s.game());
  // Another placement than the undone turn's (it took the first legal one), as the page's
  // play(line) gets it: the undone turns are no longer this game's future.
  std::vector<Move> moves;
  s.game().legal_moves(moves, Game::EndMove::AtGameEndOnly);
  REQUIRE(moves.size() > 1);
  const std::string line = move_text(s.game(), moves.back());
  REQUIRE(s.play(line).ok());
  CHECK_FALSE(s.can_redo());
  CHECK(s.redo_groups().empty());
  CHECK(key_of(s.redo()) == err::session_nothing_to_redo);
  const std::vector<std::string> after = record_lines(s.game());
  REQUIRE(after.size() == before.size() + 1);
  CHECK(after.back() == line);
}

TEST_CASE("with computer seats undo goes back past the computer turns to the human's turn, and redo replays them all") {
  Session s{i18n::spoken()};
  test::start(s, "game 1\nplayers Ana Ben:easy Cyril:easy\ntiles base\nseed 6\n");
  const Snapshot start = snapshot(s);
  test::finish_turn(s);  // Ana
  test::finish_turn(s);  // Ben (a computer seat: its moves go through the session like a click)
  test::finish_turn(s);  // Cyril
  test::place(s);        // Ana's next tile
  const Snapshot ana_mid_turn = snapshot(s);
  CHECK(record_lines(s.game()).size() == 4);  // three turns and the one in progress
  REQUIRE(s.undo().ok());  // Ana is deciding: back to the start of her turn
  const Snapshot ana_again = snapshot(s);
  CHECK(record_lines(s.game()).size() == 3);
  REQUIRE(s.undo().ok());  // past Cyril's and Ben's turns to the start of Ana's first
  check_same(s, start);
  CHECK(record_lines(s.game()).empty());
  CHECK(s.game().player(s.game().deciding_player()).name == "Ana");
  REQUIRE(s.redo_groups().back().texts.size() == 3);  // Ana's, Ben's and Cyril's lines
  CHECK_FALSE(s.can_undo());
  CHECK(key_of(s.undo()) == err::session_nothing_to_undo);
  check_same(s, start);

  CHECK(s.redo().ok());
  check_same(s, ana_again);
  CHECK(s.redo().ok());
  check_same(s, ana_mid_turn);
}

TEST_CASE("a computer deciding mid-turn is undone with its turn; only computers: nothing to undo") {
  Session s{i18n::spoken()};
  test::start(s, "game 1\nplayers Ana Ben:easy\ntiles base\nseed 2\n");
  test::finish_turn(s);  // Ana
  const Snapshot ben_turn = snapshot(s);
  test::place(s);        // Ben placed; his figure step is open
  CHECK_FALSE(s.can_take_back());  // not a human's turn
  REQUIRE(s.undo().ok());
  CHECK(record_lines(s.game()).empty());  // back to Ana's turn, Ben's half turn with it
  CHECK(signature_text(s.game()) != ben_turn.signature);

  Session computers{i18n::spoken()};
  test::start(computers, "game 1\nplayers Ana:easy Ben:easy\ntiles base\nseed 2\n");
  test::finish_turn(computers);
  test::finish_turn(computers);
  const Snapshot played = snapshot(computers);
  CHECK_FALSE(computers.can_undo());
  CHECK(key_of(computers.undo()) == err::session_nothing_to_undo);
  check_same(computers, played);
}

TEST_CASE("undo after the final scoring goes back to the last human turn; redo ends the game again") {
  Session s{i18n::spoken()};
  test::start(s, "game 1\nplayers Red Blue\ntiles base\ntilecount 4\nseed 5\n");
  while (s.game().phase() != Phase::Over) test::finish_turn(s);
  const Snapshot over = snapshot(s);
  REQUIRE(record_lines(s.game()).back() == "end");
  REQUIRE(s.undo().ok());
  CHECK(s.game().phase() == Phase::PlaceTile);
  CHECK(s.redo().ok());
  check_same(s, over);
  CHECK(s.game().phase() == Phase::Over);
}

TEST_CASE("a redo list kept with a game (history.h KeptEntry) is set back and replays") {
  Session s{i18n::spoken()};
  test::start(s, kTwoHumans);
  test::finish_turn(s);
  test::finish_turn(s);
  const Snapshot played = snapshot(s);
  REQUIRE(s.undo().ok());
  const std::vector<app::RedoGroup> kept = s.redo_groups();
  const std::string record = write_record(s.game());

  Session other{i18n::spoken()};
  test::start(other, record);
  CHECK_FALSE(other.can_redo());
  other.set_redo(kept);
  CHECK(other.redo().ok());
  CHECK(signature_text(other.game()) == played.signature);
}

}  // namespace
}  // namespace carc
