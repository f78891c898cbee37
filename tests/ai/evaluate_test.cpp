// How the AI judges a finished (or evaluated) game (src/ai/evaluate.*): B24's shared victory, a
// tie for first place, is worth more than a loss and less than a win under every reward kind the
// search uses, and the greedy level's margin tells a tie from a loss too.
#include <doctest/doctest.h>

#include "ai/evaluate.h"

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
  // The search's default (Mixed): a tie is worth 3/4 of half a win more than a loss by a point.
  const double mixed_tie = rewards_of({20, 20}, 2, RewardKind::Mixed)[0];
  const double mixed_loss = rewards_of({19, 20}, 2, RewardKind::Mixed)[0];
  CHECK(mixed_tie - mixed_loss > 0.375);
}

TEST_CASE("the greedy level's margin: 0 for a tie, below 0 for a loss, against the best other player") {
  const ai::Scores scores{15, 15, 9, 0, 0, 0};
  CHECK(ai::margin(scores, 3, 0) == 0);
  CHECK(ai::margin(scores, 3, 1) == 0);
  CHECK(ai::margin(scores, 3, 2) == -6);
  CHECK(ai::margin(ai::Scores{16, 15}, 2, 0) == 1);
}

}  // namespace
}  // namespace carc
