// The scores over a game's turns (score_timeline.h).
#include "app/play/score_timeline.h"

#include <algorithm>
#include <numeric>

#include "app/words/shown_name.h"
#include "engine/expansions/expansions.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

// The category words of the final panel's columns, in a sentence.
constexpr const char* kCategoryWords[kCategories] = {"final.words.roads", "final.words.cities", "final.words.monasteries",
                                                     "final.words.fields", "final.words.chips", "final.words.goods",
                                                     "final.words.bonuses"};

// Who an event's points go to: its winners (scorings), else its player (chips, bonuses).
std::uint8_t scorers(const Event& e) {
  switch (event_info(e.kind).score) {
    case EventScore::Winners: return e.winners;
    case EventScore::Player: return static_cast<std::uint8_t>(1u << e.player);
    case EventScore::None: case EventScore::Shown: return 0;
  }
  return 0;
}

Category category_of(const Event& e) {
  const EventInfo& info = event_info(e.kind);
  return info.score == EventScore::Player ? info.category : e.category;
}

}  // namespace

void add_scores(ScoreTimeline& t, const Game& game, const std::vector<Event>& events, bool final_scoring) {
  std::vector<int> scores(static_cast<std::size_t>(game.player_count()));
  for (int p = 0; p < game.player_count(); ++p) scores[static_cast<std::size_t>(p)] = game.player(p).score;
  t.scores.push_back(std::move(scores));
  const int turn = static_cast<int>(t.scores.size()) - 1;
  for (const Event& e : events) {
    const std::uint8_t who = scorers(e);
    if (e.points < kBigScoring || who == 0) continue;
    for (int p = 0; p < game.player_count(); ++p)
      if (who & (1u << p)) t.big.push_back({turn, p, e.points, category_of(e), final_scoring});
  }
}

std::vector<std::string> final_words(const i18n::Translator& w, const Game& game, const ScoreTimeline& t) {
  std::vector<int> order(static_cast<std::size_t>(game.player_count()));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return game.player(a).score > game.player(b).score; });
  std::vector<std::string> out;
  for (int p : order) {
    const PlayerState& ps = game.player(p);
    std::string kinds;
    for (int c = 0; c < kCategories; ++c) {
      if (ps.by_category[static_cast<std::size_t>(c)] == 0) continue;
      kinds += (kinds.empty() ? "" : ", ") + w.text(kCategoryWords[c], {i18n::arg("n", static_cast<long>(ps.by_category[static_cast<std::size_t>(c)]))});
    }
    std::string sentence = w.text("final.words.player", {i18n::arg("name", shown_name(w, ps.name)), i18n::arg("points", w.count("n.points", ps.score)),
                                                           i18n::arg("kinds", kinds.empty() ? w.text("final.words.none") : kinds)});
    const BigScoring* biggest = nullptr;
    for (const BigScoring& b : t.big)
      if (b.player == p && (!biggest || b.points > biggest->points)) biggest = &b;
    if (biggest)
      sentence += w.text("final.words.biggest", {i18n::arg("points", w.count("n.points", biggest->points)), i18n::arg("turn", static_cast<long>(biggest->turn))});
    out.push_back(sentence);
  }
  return out;
}

}  // namespace carc::app
