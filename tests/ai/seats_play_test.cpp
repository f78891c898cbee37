// Computer seats as the page plays them (src/app/play/ai_turns.cpp): each decision is the seat's level
// seeded by seed x 1000003 + moves so far, whatever the frame rate. The game a record with seats
// leads to is fixed: the same record here, natively and in WASM (this test runs in both).
#include <doctest/doctest.h>

#include <cstdint>

#include "ai/agent.h"
#include "ai_support.h"

namespace carc {
namespace {

// Plays every decision of the computer seats until the game is over, as the page does.
std::string play_seats(const char* header, int slice) {
  std::string error;
  Game g = test::record(header, &error);
  REQUIRE_MESSAGE(error.empty(), error);
  for (int decisions = 0; g.phase() != Phase::Over && decisions < 3000; ++decisions) {
    const std::optional<SeatSpec>& level = seat_level(g.setup(), g.deciding_player());
    REQUIRE(level.has_value());
    ai::Agent agent(ai::spec_of(*level));
    agent.start(g, g.setup().seed * 1000003ull + g.history().size());
    while (!agent.step(slice)) {  // the page's slices: any size gives the same move
    }
    const Status played = g.apply(agent.move());
    REQUIRE_MESSAGE(played, played.message());
    if (g.phase() == Phase::GameEnd) REQUIRE(g.apply(Move{.kind = MoveKind::End, .player = g.current_player()}));
  }
  CHECK(g.phase() == Phase::Over);
  return write_record(g);
}

std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  return h;
}

TEST_CASE("a record with computer seats plays the same game in any slice size, natively and in WASM") {
  const char* header = "game 1\nplayers Ana:mcts:30 Ben:easy Cyril:random\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 5\ntilecount 30\n";
  const std::string one = play_seats(header, 1);
  CHECK(play_seats(header, 7) == one);
  CHECK(one.find("players Ana:mcts:30 Ben:easy Cyril:random\n") != std::string::npos);
  // Measured natively; the WASM run must agree. It changes with the search (ai::kSearchRevision 5).
  CHECK(fnv1a(one) == 17396419648426303684ull);
}

}  // namespace
}  // namespace carc
