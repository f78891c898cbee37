// How the AI judges a finished (or evaluated) game (src/ai/evaluate.*): B24's shared victory, a
// tie for first place, is worth more than a loss and less than a win under every reward kind the
// search uses, and the greedy level's margin tells a tie from a loss too. What a cut playout adds
// for unfinished features (expected_completion) and what playouts do not leave to chance
// (completed_feature_deploy, playout_figure).
#include <doctest/doctest.h>

#include <algorithm>

#include "ai/ai_support.h"
#include "ai/evaluate.h"
#include "ai/search.h"

namespace carc {
namespace {

using ai::RewardKind;

ai::Rewards rewards_of(ai::Scores scores, int players, RewardKind kind) {
  ai::Rewards out{};
  ai::rewards(scores, players, kind, out);
  return out;
}

TEST_CASE("B24: a tie for first place is rewarded half a win, a loss nothing (RewardKind::Win)") {
  const ai::Rewards tie = rewards_of({30, 30}, 2, RewardKind::Win);
  CHECK(tie[0] == 0.5);
  CHECK(tie[1] == 0.5);
  const ai::Rewards decided = rewards_of({31, 30}, 2, RewardKind::Win);
  CHECK(decided[0] == 1.0);
  CHECK(decided[1] == 0.0);
  // Three players, two sharing first place: each of them half, the third nothing.
  const ai::Rewards three = rewards_of({12, 40, 40}, 3, RewardKind::Win);
  CHECK(three[0] == 0.0);
  CHECK(three[1] == 0.5);
  CHECK(three[2] == 0.5);
}

TEST_CASE("B24: under every reward kind a tie scores below a win by a point and above a loss by a point") {
  for (RewardKind kind : {RewardKind::Win, RewardKind::Margin, RewardKind::Mixed}) {
    CAPTURE(static_cast<int>(kind));
    const double tie = rewards_of({20, 20}, 2, kind)[0];
    const double win = rewards_of({21, 20}, 2, kind)[0];
    const double loss = rewards_of({19, 20}, 2, kind)[0];
    CHECK(tie == 0.5);  // a tie is the midpoint: both players score it alike
    CHECK(loss < tie);
    CHECK(tie < win);
    CHECK(rewards_of({19, 20}, 2, kind)[1] == win);  // the other side of the same game
  }
  // The search's reward before revision 3 (Mixed): a tie is worth 3/4 of half a win more than a
  // loss by a point.
  const double mixed_tie = rewards_of({20, 20}, 2, RewardKind::Mixed)[0];
  const double mixed_loss = rewards_of({19, 20}, 2, RewardKind::Mixed)[0];
  CHECK(mixed_tie - mixed_loss > 0.375);
}

TEST_CASE("the search's reward (Margin, revision 3): more for a wider lead, 3/4 at 20 points ahead, in sixteenths as in points") {
  CHECK(rewards_of({40, 20}, 2, RewardKind::Margin)[0] == 0.75);
  CHECK(rewards_of({40, 20}, 2, RewardKind::Margin)[1] == 0.25);
  CHECK(rewards_of({41, 20}, 2, RewardKind::Margin)[0] > 0.75);
  CHECK(rewards_of({100, 20}, 2, RewardKind::Margin)[0] < 1.0);
  ai::Rewards scaled{};
  ai::rewards(ai::Scores{40 * ai::kPointScale, 20 * ai::kPointScale}, 2, RewardKind::Margin, scaled, ai::kPointScale);
  CHECK(scaled[0] == 0.75);
  CHECK(ai::SearchOptions{}.reward == RewardKind::Margin);
}

TEST_CASE("the greedy level's margin: 0 for a tie, below 0 for a loss, against the best other player") {
  const ai::Scores scores{15, 15, 9, 0, 0, 0};
  CHECK(ai::margin(scores, 3, 0) == 0);
  CHECK(ai::margin(scores, 3, 1) == 0);
  CHECK(ai::margin(scores, 3, 2) == -6);
  CHECK(ai::margin(ai::Scores{16, 15}, 2, 0) == 1);
}

// Red's city: the start tile's and B-F's, a pennant, one side open (B-E at 0,-2 closes it).
constexpr const char* kRedCity = "game 1\nplayers Red Blue\nRed B-F 0,-1 r90 meeple N2\n";

int gain_of_first_figure(const Game& g) {
  const int root = g.graph().find(g.figures().front().node);
  return g.feature_value(root, true) - g.feature_value(root, false);
}

TEST_CASE("B15, B19: the holder of an unfinished city expects part of what completing it adds, the others nothing") {
  const Game g = test::load(kRedCity);
  const int gain = gain_of_first_figure(g);
  REQUIRE(gain == 3);  // complete 2 x (2 tiles + 1 pennant), now 1 x 3
  ai::Scores many{}, few{}, none{};
  ai::expected_completion(g, 40, many);
  ai::expected_completion(g, 5, few);
  ai::expected_completion(g, 0, none);
  // One open side and 40 tiles to come: more likely done than not, never the whole gain.
  CHECK(many[0] > gain * ai::kPointScale / 2);
  CHECK(many[0] < gain * ai::kPointScale);
  CHECK(many[1] == 0);
  // Fewer tiles to come, less to expect; none, nothing.
  CHECK(few[0] > 0);
  CHECK(few[0] < many[0]);
  CHECK(none[0] == 0);
}

TEST_CASE("B13, B15: a completed city is scored and its follower back, so nothing more is expected of it") {
  Game g = test::load(kRedCity);
  REQUIRE(test::play(g, "Blue B-E 0,-2 r180") == "");
  REQUIRE(g.figures().empty());
  ai::Scores expected{};
  ai::expected_completion(g, 40, expected);
  CHECK(expected[0] == 0);
  CHECK(expected[1] == 0);
}

TEST_CASE("B12: players tied for the majority of an unfinished city each expect its completion; the minority nothing") {
  // order free: Blue stands on Red's city too, then Red adds a second follower.
  const Game tie = test::load("game 1\nplayers Red Blue\norder free\nRed B-F 0,-1 r90 meeple N2\nBlue meeple 0,0 N2\n");
  ai::Scores both{};
  ai::expected_completion(tie, 40, both);
  CHECK(both[0] > 0);
  CHECK(both[1] == both[0]);
  const Game red = test::load(
      "game 1\nplayers Red Blue\norder free\nRed B-F 0,-1 r90 meeple N2\nBlue meeple 0,0 N2\nRed meeple 0,0 N2\n");
  ai::Scores majority{};
  ai::expected_completion(red, 40, majority);
  CHECK(majority[0] == both[0]);
  CHECK(majority[1] == 0);
}

TEST_CASE("B16, B19: a monastery's holder expects part of the points its empty neighbours still hold") {
  const Game g = test::load("game 1\nplayers Red Blue\nRed B-B 0,1 r0 meeple M\n");
  const int root = g.graph().find(g.figures().front().node);
  REQUIRE(g.graph().kind(root) == FeatureKind::Monastery);
  const int missing = 9 - g.feature_value(root, false);
  ai::Scores expected{};
  ai::expected_completion(g, 40, expected);
  CHECK(expected[0] > 0);
  CHECK(expected[0] < missing * ai::kPointScale);
  CHECK(expected[1] == 0);
}

TEST_CASE("B5, B15: a playout stands a follower on the city its tile has just closed; with nothing closed, no rule of its own") {
  Game g = test::load("game 1\nplayers Red Blue\nRed B-F 0,-1 r90\n");
  const Move close{.kind = MoveKind::Place, .player = 1, .tile = test::tile("B-E"), .pos = Pos{0, -2}, .rot = 2};
  REQUIRE(g.apply(close).ok());
  REQUIRE(g.phase() == Phase::Deploy);
  std::vector<Move> moves;
  ai::list_moves(g, moves);
  const int i = ai::completed_feature_deploy(g, moves);
  REQUIRE(i >= 0);
  CHECK(moves[i].kind == MoveKind::Deploy);
  const int before = g.player(1).score;
  REQUIRE(ai::apply_move(g, moves[i]));
  CHECK(g.player(1).score == before + 2 * 3 + 2 * 1);  // three tiles and the pennant, closed
  CHECK(g.player(1).supply[0] == 7);                   // and the follower back
  // Red's next tile closes nothing: the playout's choice stays random.
  Game open = test::load("game 1\nplayers Red Blue\n");
  const Move lone{.kind = MoveKind::Place, .player = 0, .tile = test::tile("B-B"), .pos = Pos{0, 1}, .rot = 0};
  REQUIRE(open.apply(lone).ok());
  ai::list_moves(open, moves);
  CHECK(ai::completed_feature_deploy(open, moves) == -1);
}

TEST_CASE("B5, B6: a playout's figure step stands a figure whenever it can, on a field only in the last 20 tiles (revision 4)") {
  // One whole random game, 2 players, classic (seed 41): every figure step is asked 40 times.
  Game g = test::new_game(test::ai_setup(2, "classic", false), 41);
  Rng walk(41), rng(5);
  std::vector<Move> moves;
  std::vector<int> scratch;
  int steps = 0, early_fields = 0, late_fields = 0, idle_with_choice = 0, idle_only = 0, others = 0;
  while (g.phase() != Phase::Over) {
    ai::list_moves(g, moves);
    REQUIRE(!moves.empty());
    if (g.phase() != Phase::Deploy) {
      CHECK(ai::playout_figure(g, moves, ai::kPlayoutFieldsFrom, rng, scratch) == -1);
    } else {
      ++steps;
      const auto on_field = [&](const Move& m) {
        const int node = m.kind == MoveKind::Deploy ? g.node_at(g.last_placed(), m.slot) : -1;
        return node >= 0 && g.graph().kind(g.graph().find(node)) == FeatureKind::Field;
      };
      const bool late = g.tiles_left() <= ai::kPlayoutFieldsFrom;
      const bool choice = std::any_of(moves.begin(), moves.end(),
                                      [&](const Move& m) { return m.kind != MoveKind::NoFigure && (late || !on_field(m)); });
      for (int k = 0; k < 40; ++k) {
        const int i = ai::playout_figure(g, moves, ai::kPlayoutFieldsFrom, rng, scratch);
        REQUIRE(i >= 0);
        const Move& m = moves[i];
        if (m.kind == MoveKind::NoFigure) {
          ++(choice ? idle_with_choice : idle_only);
          continue;
        }
        if (on_field(m)) ++(late ? late_fields : early_fields);
        else ++others;
      }
    }
    // The walk itself stands a figure one step in four, so followers are left for the last tiles.
    std::size_t next = walk.below(static_cast<std::uint32_t>(moves.size()));
    if (g.phase() == Phase::Deploy && walk.below(4) != 0)
      for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i].kind == MoveKind::NoFigure) next = i;
    REQUIRE(ai::apply_move(g, moves[next]));
  }
  CHECK(steps > 50);
  CHECK(others > 0);
  CHECK(early_fields == 0);  // no farmer while more than 20 tiles are left
  CHECK(late_fields > 0);    // in the last 20 tiles, fields again
  // No figure only when the step offers nothing else (every follower out, no free feature, or
  // only fields while more than 20 tiles are left).
  CHECK(idle_with_choice == 0);
  CHECK(idle_only > 0);
}

TEST_CASE("B3: a playout's placement is always a legal one, and of three candidates it takes squares with more sides against tiles") {
  // Fixed positions on the classic table and on Taiwan; 3,000 draws each way.
  for (const char* map : {"classic", "taiwan"}) {
    CAPTURE(map);
    Game g = test::new_game(test::ai_setup(2, map, false), 5);
    Rng walk(5);
    test::advance(g, walk, 30);
    if (g.phase() != Phase::PlaceTile) test::advance(g, walk, 1);
    REQUIRE(g.phase() == Phase::PlaceTile);
    auto mean_sides = [&](int candidates) {
      Rng rng(17);
      long long sides = 0;
      int drawn = 0;
      for (int k = 0; k < 3000; ++k) {
        Move m;
        if (!ai::playout_placement(g, rng, candidates, m)) continue;
        ++drawn;
        REQUIRE(g.check(m).ok());
        for (const OpenSquare& square : g.board().open_squares())
          if (square.pos == m.pos) sides += square.constrained_sides();
      }
      REQUIRE(drawn > 2500);  // the tile fits in many places: rejection rarely gives up
      return static_cast<double>(sides) / drawn;
    };
    const double one = mean_sides(1), three = mean_sides(3);
    CHECK(one >= 1.0);        // every frontier square touches a tile
    CHECK(three > one + 0.1);
  }
  // Outside the placement step (and in `order free` games) the caller lists the moves instead.
  Game deploy = test::load("game 1\nplayers Red Blue\n");
  REQUIRE(deploy.apply(Move{.kind = MoveKind::Place, .player = 0, .tile = test::tile("B-B"), .pos = Pos{0, 1}, .rot = 0}).ok());
  Rng rng(1);
  Move m;
  CHECK_FALSE(ai::playout_placement(deploy, rng, 3, m));
  const Game free = test::load("game 1\nplayers Red Blue\norder free\n");
  CHECK_FALSE(ai::playout_placement(free, rng, 3, m));
}

TEST_CASE("a search with expected completion and completed features plays differently from one without, and both are deterministic") {
  // Revision 2 against revision 1's options (ai/search.h): on a few fixed positions the moves
  // differ somewhere, and each search repeats its own move for the same seed.
  int differ = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Game g = test::new_game(test::ai_setup(2, "classic", false), seed);
    Rng rng(seed);
    test::advance(g, rng, 20);
    if (g.phase() != Phase::PlaceTile) test::advance(g, rng, 1);
    auto best = [&](bool revision2) {
      ai::Search search(ai::SearchOptions{.expect_completion = revision2, .take_completed = revision2});
      search.start(g, 11);
      search.step(400);
      return search.best_move();
    };
    const Move now = best(true);
    CHECK(best(true) == now);
    differ += !(best(false) == now);
  }
  CHECK(differ > 0);
}

}  // namespace
}  // namespace carc
