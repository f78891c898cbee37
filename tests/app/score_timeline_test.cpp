// The scores over a game's turns (Session::score_timeline, src/app/play/score_timeline.h): the final
// panel's graph and its words. Short whole games played by their first legal moves, seeds pinned.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/play/score_timeline.h"
#include "app/session_support.h"

namespace carc {
namespace {

using app::Session;

// A whole game of `tiles` tiles on the classic table, every step by its first legal move that
// stands a figure (so features are held and scored), else its first legal move.
void play_to_the_end(Session& session, int seed, int tiles) {
  test::start(session, "game 1\nplayers Ana Ben\nseed " + std::to_string(seed) + "\ntilecount " + std::to_string(tiles) + "\n");
  std::vector<Move> moves;
  while (session.game().phase() != Phase::Over) {
    session.game().legal_moves(moves, Game::EndMove::AtGameEndOnly);
    REQUIRE(!moves.empty());
    const auto figure = std::find_if(moves.begin(), moves.end(), [](const Move& m) { return m.kind == MoveKind::Deploy; });
    REQUIRE(session.apply(figure != moves.end() ? *figure : moves.front()).ok());
  }
}

}  // namespace

TEST_CASE("the scores over the turns start at 0, never fall, mark each big scoring where it counts and end at the final scores") {
  for (int seed : {1, 2, 3}) {
    CAPTURE(seed);
    Session session{i18n::spoken()};
    play_to_the_end(session, seed, 48);
    const Game& g = session.game();
    const app::ScoreTimeline t = session.score_timeline();
    REQUIRE(t.scores.size() >= 3);
    CHECK(t.scores.front() == std::vector<int>{0, 0});
    // A point per turn (47 tiles drawn after the start tile) and one for the final scoring.
    CHECK(t.scores.size() == 1 + 47 + 1);
    CHECK(t.scores[t.scores.size() - 2] != t.scores.back());  // the final scoring counted (B18-B22)
    CHECK(t.scores.back() == std::vector<int>{g.player(0).score, g.player(1).score});
    for (std::size_t i = 1; i < t.scores.size(); ++i)
      for (std::size_t p = 0; p < 2; ++p) CHECK(t.scores[i][p] >= t.scores[i - 1][p]);
    for (const app::BigScoring& b : t.big) {
      CHECK(b.points >= app::kBigScoring);
      REQUIRE(b.turn >= 1);
      const auto p = static_cast<std::size_t>(b.player);
      CHECK(t.scores[static_cast<std::size_t>(b.turn)][p] - t.scores[static_cast<std::size_t>(b.turn) - 1][p] >= b.points);
      CHECK(b.final_scoring == (b.turn + 1 == static_cast<int>(t.scores.size())));
    }
  }
}

TEST_CASE("a scoring of 10 points or more is marked for each player it goes to, with its kind; smaller ones are not") {
  Session session{i18n::spoken()};
  test::start(session, "game 1\nplayers Ana Ben\n");
  app::ScoreTimeline t;
  app::add_scores(t, session.game(), {}, false);
  const std::vector<Event> events = {
      Event{.kind = EventKind::FeatureScored, .points = 12, .winners = 0b10, .category = Category::City},
      Event{.kind = EventKind::FeatureScored, .points = 10, .winners = 0b11, .category = Category::Road},  // B12: both
      Event{.kind = EventKind::FeatureScored, .points = 9, .winners = 0b01, .category = Category::Monastery},
      Event{.kind = EventKind::ChipCollected, .player = 0, .points = 10},
      Event{.kind = EventKind::ArmsBonus, .player = 1, .points = 11},
      Event{.kind = EventKind::TilePlaced, .player = 0, .points = 20},  // no points to anyone
  };
  app::add_scores(t, session.game(), events, true);
  REQUIRE(t.big.size() == 5);
  const auto is = [](const app::BigScoring& b, int player, int points, Category c) {
    return b.turn == 1 && b.player == player && b.points == points && b.category == c && b.final_scoring;
  };
  CHECK(is(t.big[0], 1, 12, Category::City));
  CHECK(is(t.big[1], 0, 10, Category::Road));
  CHECK(is(t.big[2], 1, 10, Category::Road));
  CHECK(is(t.big[3], 0, 10, Category::Chips));
  CHECK(is(t.big[4], 1, 11, Category::Bonus));
  CHECK(t.scores.size() == 2);
}

TEST_CASE("the final words: a sentence per player, the winner first, points by kind and the biggest scoring, in English and Czech") {
  Session session{i18n::spoken()};
  play_to_the_end(session, 3, 48);
  const Game& g = session.game();
  const app::ScoreTimeline t = session.score_timeline();
  const int winner = g.player(0).score >= g.player(1).score ? 0 : 1;
  const std::vector<std::string> en = app::final_words(i18n::spoken(), g, t);
  REQUIRE(en.size() == 2);
  CAPTURE(en[0]);
  CAPTURE(en[1]);
  CHECK(en[0].rfind(g.player(winner).name + ": " + std::to_string(g.player(winner).score) + " point", 0) == 0);
  CHECK(en[1].rfind(g.player(1 - winner).name + ": ", 0) == 0);
  for (int c = 0; c < kCategories; ++c) {
    const int n = g.player(winner).by_category[static_cast<std::size_t>(c)];
    if (n > 0) CHECK(en[0].find(std::string(category_name(static_cast<Category>(c))) + " " + std::to_string(n)) != std::string::npos);
  }
  i18n::spoken().choose("cs");
  const std::vector<std::string> cs = app::final_words(i18n::spoken(), g, t);
  i18n::spoken().choose("en");
  CAPTURE(cs[0]);
  CHECK(cs[0].find(" bod") != std::string::npos);
  CHECK(cs[0].find("points") == std::string::npos);
}

}  // namespace carc
