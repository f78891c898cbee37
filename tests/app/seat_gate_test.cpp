// Play by link (README "Play by link"): a page with a seat of its own plays only that seat. Another
// person's turn is refused through every way in (Session::play, Session::apply, undo, Take back),
// the game unchanged; a computer seat and a game at one screen (no own seat) play as before; the
// summary of a reply link names what the others did since the own seat's last move.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/session_support.h"
#include "engine/record/notation.h"
#include "engine/record/record_text.h"

namespace carc {
namespace {

using app::Session;

const char* const kTwo = "game 1\nplayers Ana Petr\ntiles base\nseed 11\n";

std::string record_of(const Session& s) { return write_record(s.game()); }

TEST_CASE("a page with its own seat plays only that seat: another person's move is refused and changes nothing") {
  Session s{i18n::spoken()};
  test::start(s, kTwo);
  s.set_own_seat(0);  // Ana's page
  REQUIRE(s.may_decide());
  test::finish_turn(s);  // Ana's turn
  REQUIRE(s.game().player(s.game().deciding_player()).name == "Petr");
  CHECK_FALSE(s.may_decide());
  const std::string before = record_of(s);
  const int revision = s.revision();
  const Status applied = s.apply(test::first_move(s.game()));
  CHECK(test::key_of(applied) == err::session_not_your_seat);
  CHECK(i18n::spoken().message(applied) == "Petr is to play: this page plays another seat of this game by link");
  std::vector<Move> moves;
  s.game().legal_moves(moves, Game::EndMove::AtGameEndOnly);
  CHECK(test::key_of(s.play(move_text(s.game(), moves.front()))) == err::session_not_your_seat);
  CHECK_FALSE(s.can_take_back());
  CHECK(test::key_of(s.take_back()) == err::session_nothing_to_take_back);
  CHECK(record_of(s) == before);
  CHECK(s.revision() == revision);
  // Ana may still undo her own move (before she sends the link).
  CHECK(s.can_undo());
  CHECK(s.undo().ok());
  CHECK(s.game().player(s.game().deciding_player()).name == "Ana");
}

TEST_CASE("the other person's move is never undone by this page; a game at one screen plays every seat") {
  Session s{i18n::spoken()};
  test::start(s, kTwo);
  test::finish_turn(s);  // Ana
  test::place(s);        // Petr places his tile: his turn is in progress
  const std::string petr_placed = record_of(s);
  s.set_own_seat(0);
  CHECK_FALSE(s.can_take_back());
  CHECK(test::key_of(s.take_back()) == err::session_nothing_to_take_back);
  CHECK(test::key_of(s.undo()) == err::session_not_your_move);  // his turn in progress is his
  CHECK(record_of(s) == petr_placed);
  s.set_own_seat(1);
  test::finish_turn(s);  // Petr finishes on his page
  REQUIRE(s.game().player(s.game().deciding_player()).name == "Ana");
  s.set_own_seat(0);  // Ana's page, his reply opened
  const std::string petr_done = record_of(s);
  CHECK_FALSE(s.can_undo());
  const Status undone = s.undo();
  CHECK(test::key_of(undone) == err::session_not_your_move);
  CHECK(i18n::spoken().message(undone) == "the last move was played by Petr: only the page that played it can take it back");
  CHECK(record_of(s) == petr_done);
  s.set_own_seat(-1);  // at one screen: every seat, as before
  CHECK(s.can_undo());
  CHECK(s.undo().ok());
  CHECK(s.game().player(s.game().deciding_player()).name == "Petr");
}

TEST_CASE("a new game has no own seat; a computer seat's move is anyone's") {
  Session s{i18n::spoken()};
  test::start(s, kTwo);
  s.set_own_seat(1);
  CHECK_FALSE(s.may_decide());
  REQUIRE(s.new_game(kTwo).ok());
  CHECK(s.own_seat() == -1);
  CHECK(s.may_decide());
  REQUIRE(s.new_game("game 1\nplayers Ana Ben:easy\ntiles base\nseed 11\n").ok());
  s.set_own_seat(0);
  test::finish_turn(s);
  CHECK(s.may_decide());  // Ben is a computer: whichever page runs him plays his move
  CHECK(s.apply(test::first_move(s.game())).ok());
}

TEST_CASE("since_own_move: the others' moves since the own seat's last move, in the log's words") {
  Session s{i18n::spoken()};
  test::start(s, kTwo);
  CHECK(s.since_own_move().empty());  // no own seat
  test::finish_turn(s);  // Ana
  const std::size_t after_ana = s.log().size();
  test::finish_turn(s);  // Petr
  s.set_own_seat(0);
  const std::vector<std::string> said = s.since_own_move();
  REQUIRE_FALSE(said.empty());
  std::vector<std::string> petr;
  for (std::size_t i = after_ana; i < s.log().size(); ++i) petr.push_back(s.log()[i].text);
  CHECK(said == petr);
  CHECK(said.front().find("Petr") != std::string::npos);
  s.set_own_seat(1);  // Petr's page: Ana's move came after nothing of his
  const std::vector<std::string> for_petr = s.since_own_move();
  CHECK(for_petr.empty());  // his own move is the last: nothing since
}

}  // namespace
}  // namespace carc
