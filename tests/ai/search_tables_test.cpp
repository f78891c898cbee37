// What the search's shortcuts stand on (ai/search.cpp): the root's moves are listed once per
// decision because the deciding player's moves are the same in every deal, and below the root a
// child that places or discards a tile is looked up only when the deal drew that tile.
#include <doctest/doctest.h>

#include "ai/search.h"
#include "ai_support.h"

namespace carc {
namespace {

struct TableSetup {
  const char* name;
  Setup setup;
};

std::vector<TableSetup> table_setups() {
  std::vector<TableSetup> out;
  out.push_back({"classic", test::ai_setup(2, "classic", false)});
  out.push_back({"taiwan, chips, 3 players", test::ai_setup(3, "taiwan", true)});
  out.push_back({"iberia, chips, 4 players", test::ai_setup(4, "iberia", true)});
  Setup every = test::ai_setup(3, "taiwan", true);
  every.tiles = {"winter", "ic", "tb", "gbm", "porxada"};
  every.rules = Rules{.ic = true, .tb = true, .gbm = true, .porxada = true, .porxada_house = true};
  out.push_back({"taiwan, every expansion", every});
  Setup classic_every = test::ai_setup(2, "classic", false);
  classic_every.tiles = {"base", "ic", "tb", "gbm", "porxada"};
  classic_every.rules = Rules{.ic = true, .tb = true, .gbm = true, .porxada = true};
  out.push_back({"classic, every expansion", classic_every});
  Setup free = test::ai_setup(2, "classic", false);
  free.free_order = true;
  out.push_back({"classic, order free", free});
  return out;
}

TEST_CASE("B2, C3: the deciding player's moves are the same, in the same order, in every deal") {
  for (const TableSetup& t : table_setups()) {
    CAPTURE(t.name);
    Game g = test::new_game(t.setup, 31);
    Rng walk(12);
    std::vector<Move> here, dealt;
    int positions = 0;
    while (g.phase() != Phase::Over && positions < 120) {
      ai::list_moves(g, here);
      if (here.empty()) break;
      for (std::uint64_t seed : {1u, 2u, 3u}) {
        Game deal = g;
        Rng rng(seed * 7919 + positions);
        deal.determinize(rng);
        ai::list_moves(deal, dealt);
        CHECK(dealt == here);
      }
      ++positions;
      REQUIRE(ai::apply_move(g, here[walk.below(static_cast<std::uint32_t>(here.size()))]));
    }
    CHECK(positions >= 60);
  }
}

TEST_CASE("B2, B4: a listed placement or discard is of the tile drawn, and only in the placement step") {
  for (const TableSetup& t : table_setups()) {
    CAPTURE(t.name);
    Game g = test::new_game(t.setup, 32);
    Rng walk(13);
    std::vector<Move> moves;
    int placements = 0, wrong = 0;
    while (g.phase() != Phase::Over) {
      ai::list_moves(g, moves);
      if (moves.empty()) break;
      for (const Move& m : moves) {
        if (m.kind != MoveKind::Place && m.kind != MoveKind::Discard) continue;
        ++placements;
        if (g.phase() != Phase::PlaceTile || m.tile != g.drawn_tile()) ++wrong;
      }
      REQUIRE(ai::apply_move(g, moves[walk.below(static_cast<std::uint32_t>(moves.size()))]));
    }
    CHECK(placements > 100);
    CHECK(wrong == 0);
  }
}

}  // namespace
}  // namespace carc
