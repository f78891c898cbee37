// The fair draw on the page's side (src/app/play/fair_seat.cpp, docs/fair-draw.md "The page's
// part"): a game by link joins the fair draw when its seats commit, each page draws only with the
// secret it holds, the record it writes carries only the values already due, and a page without
// the seat's secret cannot place.
#include <doctest/doctest.h>

#include <string>

#include "app/session_support.h"
#include "engine/record/notation.h"

namespace carc {
namespace {

using app::Session;

const char* const kIberia = "game 1\nplayers Ana Petr\nmap iberia\nchips on\nseed 7\n";

const fair::Chain kAna = fair::make_chain("Ana's browser entropy, pinned for the test");
const fair::Chain kPetr = fair::make_chain("Petr's browser entropy, pinned for the test");

std::string record_of(const Session& s) { return write_record(s.game()); }
bool holds(const std::string& text, const Digest& value) { return text.find(hex_text(value)) != std::string::npos; }

// A page that opens `record` and plays `seat`, holding `chain` (nullptr: no secret here).
void open_link(Session& page, const std::string& record, int seat, const fair::Chain* chain) {
  if (chain) page.add_chain(*chain);
  test::start(page, record);
  page.set_own_seat(seat);
}

TEST_CASE("a game by link joins the fair draw when its seats commit: no tile is drawn before both have, each page draws its own") {
  Session ana{i18n::spoken()};
  test::start(ana, kIberia);
  ana.set_own_seat(0);
  REQUIRE(ana.commit_own_seat(kAna));
  const std::string first_link = record_of(ana);
  CHECK(first_link.find("draw commit-reveal\n") != std::string::npos);
  CHECK(first_link.find("commit Ana " + hex_text(fair::commitment(kAna))) != std::string::npos);
  CHECK(first_link.find("chip hidden ") != std::string::npos);  // the chips face down, unknown
  CHECK(first_link.find("commit Petr") == std::string::npos);
  CHECK_FALSE(holds(first_link, kAna.secret));
  CHECK_FALSE(ana.may_decide());  // Ana moves first, but Petr has not committed
  CHECK(ana.fair_waiting() == 1);
  CHECK(test::key_of(ana.apply(test::first_move(ana.game()))) == err::fair_not_drawing);
  CHECK(record_of(ana) == first_link);

  Session petr{i18n::spoken()};
  open_link(petr, first_link, 1, nullptr);
  REQUIRE(petr.commit_own_seat(kPetr));
  const std::string reply = record_of(petr);
  CHECK(petr.fair_waiting() == 0);  // Ana's tile: drawn by the page holding her secret
  CHECK_FALSE(petr.may_decide());
  CHECK(test::key_of(petr.apply(test::first_move(petr.game()))) == err::session_not_your_seat);

  // Ana opens the reply: her page holds her chain and draws her tile at once.
  open_link(ana, reply, 0, nullptr);
  CHECK(fair::is_drawn(ana.game()));
  CHECK(ana.may_decide());
  CHECK(ana.fair_waiting() == -1);
  // Kept in the middle of her turn: the finished turns only (the tile is drawn again on resuming).
  test::place(ana);
  app::ResumePoint point;
  REQUIRE(app::resume_point(ana.game(), point).ok());
  CHECK(point.record == reply);
  CHECK(point.steps.empty());
  test::finish_turn(ana);
  std::string link = record_of(ana);
  // The link holds her first value, due with her draw, and not the next one nor her secret.
  CHECK(holds(link, fair::chain_value(kAna, 1)));
  CHECK_FALSE(holds(link, fair::chain_value(kAna, 2)));
  CHECK_FALSE(holds(link, kAna.secret));

  // Turns go back and forth by link; each record reads back, every draw checked by the engine.
  for (int turn = 0; turn < 6; ++turn) {
    Session& mover = turn % 2 == 0 ? petr : ana;
    const int seat = turn % 2 == 0 ? 1 : 0;
    open_link(mover, link, seat, nullptr);
    REQUIRE(mover.may_decide());
    CHECK(mover.since_own_move().size() > 0);
    test::finish_turn(mover);
    link = record_of(mover);
    Game check;
    REQUIRE(load_record(link, mover.library(), check).ok());
  }
  CHECK(holds(link, fair::chain_value(kPetr, 3)));
  CHECK_FALSE(holds(link, fair::chain_value(kPetr, 4)));
  CHECK(holds(link, fair::chain_value(kAna, 4)));
  CHECK_FALSE(holds(link, fair::chain_value(kAna, 5)));
}

TEST_CASE("a page without the seat's secret cannot draw: it cannot place, and a guessed reveal is rejected naming the player") {
  Session ana{i18n::spoken()}, petr{i18n::spoken()};
  test::start(ana, kIberia);
  ana.set_own_seat(0);
  REQUIRE(ana.commit_own_seat(kAna));
  open_link(petr, record_of(ana), 1, nullptr);
  REQUIRE(petr.commit_own_seat(kPetr));
  Session lost{i18n::spoken()};  // Ana in another browser: her secret is not there
  open_link(lost, record_of(petr), 0, nullptr);
  CHECK_FALSE(lost.may_decide());
  CHECK(lost.fair_waiting() == 0);
  const std::string before = record_of(lost);
  CHECK(test::key_of(lost.apply(test::first_move(lost.game()))) == err::fair_not_drawing);
  // The values the link holds (the commitments) do not draw the tile: the next value is needed.
  const std::string guessed = move_text(lost.game(), test::first_move(lost.game()));
  CHECK(test::key_of(lost.play(fair::with_reveal(guessed, fair::commitment(kAna)))) == err::fair_reveal_mismatch);
  CHECK(test::key_of(lost.play(fair::with_reveal(guessed, fair::commitment(kPetr)))) == err::fair_reveal_mismatch);
  CHECK(record_of(lost) == before);
  // Her own browser, given the secret, draws and plays.
  lost.add_chain(kAna);
  CHECK(lost.may_decide());
}

TEST_CASE("a seat commits once, in a game by link between people not begun, on a page with its own seat") {
  Session s{i18n::spoken()};
  test::start(s, kIberia);
  using Refusal = Session::CommitRefusal;
  CHECK(s.commit_refusal() == Refusal::NoSeat);
  CHECK_FALSE(s.commit_own_seat(kAna));
  s.set_own_seat(0);
  REQUIRE(s.commit_own_seat(kAna));
  const std::string committed = record_of(s);
  CHECK(s.commit_refusal() == Refusal::Committed);
  CHECK_FALSE(s.commit_own_seat(kPetr));
  CHECK(record_of(s) == committed);

  Session seeded{i18n::spoken()};  // a seeded game with a move: it goes on with its seed, as links made before
  test::start(seeded, kIberia);
  test::finish_turn(seeded);
  seeded.set_own_seat(1);
  const std::string played = record_of(seeded);
  CHECK(seeded.commit_refusal() == Refusal::Begun);
  CHECK_FALSE(seeded.commit_own_seat(kPetr));
  CHECK(record_of(seeded) == played);
  CHECK(seeded.may_decide());

  Session computer{i18n::spoken()};
  test::start(computer, "game 1\nplayers Ana Ben:easy\nmap iberia\nchips on\nseed 7\n");
  computer.set_own_seat(0);
  CHECK(computer.commit_refusal() == Refusal::Computer);
  CHECK_FALSE(computer.commit_own_seat(kAna));
  CHECK(record_of(computer).find("commit") == std::string::npos);
}

}  // namespace
}  // namespace carc
