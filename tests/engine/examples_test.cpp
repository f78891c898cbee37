// The rule examples of assets/examples (docs/examples.md) beyond their "#>" sentences: their
// "# mark" lines name something on the board at the step they are shown, their captions name no
// raw coordinates, and each example's last move does what its captions say (the events and chip
// states the sentence language cannot state).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <regex>

#include "engine/record/captions.h"
#include "engine/base/text.h"
#include "support.h"

namespace carc {
namespace {

std::string example_text(const std::string& name) {
  std::string text;
  const Status s = data::read_file(std::string(CARC_SOURCE_DIR) + "/assets/examples/" + name + ".rec", text);
  REQUIRE_MESSAGE(s.ok(), s.message());
  return text;
}

Slot slot(std::string_view name) {
  Slot s = 0;
  REQUIRE(parse_slot(name, s));
  return s;
}

std::vector<std::string> example_names() {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CARC_SOURCE_DIR) + "/assets/examples"))
    if (e.path().extension() == ".rec") names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

// The record's first `lines` lines (a mark on line L is shown with the game its first L-1 lines make).
std::string first_lines(const std::string& text, int lines) {
  std::size_t at = 0;
  for (int i = 0; i < lines && at < text.size(); ++i) {
    const std::size_t end = text.find('\n', at);
    at = end == std::string::npos ? text.size() : end + 1;
  }
  return text.substr(0, at);
}

// Why `m` names nothing on the board of `g` ("" when it does). On a map any printed square (a
// cache square is an empty map square, a large city a printed one); on the open table a square
// holding a tile. A mark with a slot names a figure: a follower standing on that feature of the
// tile there, or the Gingerbread Man, drawn on the tile of his node.
std::string mark_problem(const Game& g, const Mark& m) {
  const int cell = g.board().cell(m.at);
  const int tile = cell < 0 ? -1 : g.board().tile_at(cell);
  if (g.map()) {
    if (g.map()->kind(m.at) == SquareKind::None) return "not a square of the map";
  } else if (tile < 0) {
    return "no tile there";
  }
  if (!m.slot) return "";
  if (tile < 0 || g.placed()[tile].printed) return "a slot, but no placed tile there";
  const int node = g.node_at(tile, *m.slot);
  if (node < 0) return "the tile has no feature at that slot";
  for (const Figure& f : g.figures())
    if (f.tile == tile && f.node == node) return "";
  if (g.gbm_node() == node) return "";
  return "no figure stands there";
}

TEST_CASE("M20, C5, TW6, IB4, G4: every rule example's marks parse and name a square, tile or figure on the board at their step") {
  int marks_seen = 0;
  for (const std::string& name : example_names()) {
    CAPTURE(name);
    const std::string text = example_text(name);
    std::vector<Mark> marks;
    const Status parsed = record_marks(text, marks);
    REQUIRE_MESSAGE(parsed.ok(), parsed.message());
    CHECK_FALSE(marks.empty());  // each example names on the board what its captions talk about
    for (const Mark& m : marks) {
      CAPTURE(m.line);
      std::string error;
      const Game g = test::record(first_lines(text, m.line - 1), &error);
      REQUIRE_MESSAGE(error.empty(), error);
      CHECK(static_cast<int>(g.history().size()) >= m.move);
      CHECK(mark_problem(g, m) == "");
      ++marks_seen;
    }
  }
  CHECK(marks_seen >= 20);
}

Mark mark_at(Pos at, std::optional<Slot> spot = std::nullopt) {
  Mark m;
  m.at = at;
  m.slot = spot;
  return m;
}

TEST_CASE("a mark's check fails on what the board does not hold") {
  const Game classic = test::load("game 1\nplayers Red Blue\norder free\nstart B-D 0,0 r0\nRed B-U 1,0 r0 meeple E2\n");
  CHECK(mark_problem(classic, mark_at(Pos{1, 0})) == "");
  CHECK(mark_problem(classic, mark_at(Pos{1, 0}, slot("E2"))) == "");  // E2: Red's thief
  CHECK(mark_problem(classic, mark_at(Pos{2, 0})) == "no tile there");
  CHECK(mark_problem(classic, mark_at(Pos{0, 0}, slot("E2"))) == "no figure stands there");
  const Game taiwan = test::load("game 1\nplayers Red Blue\nmap taiwan\norder free\nstart B-D 10,6 r0\nstart B-D 8,12 r0\n");
  CHECK(mark_problem(taiwan, mark_at(Pos{11, 17})) == "");  // an island square, empty
  CHECK(mark_problem(taiwan, mark_at(Pos{12, 2})) == "");   // Taipei, printed
  CHECK(mark_problem(taiwan, mark_at(Pos{1, 1})) == "not a square of the map");
  CHECK(mark_problem(taiwan, mark_at(Pos{11, 17}, slot("E2"))) == "a slot, but no placed tile there");
}

TEST_CASE("every rule example's captions and title name places in words, never as raw coordinates") {
  static const std::regex coordinates(R"(-?\d+,-?\d+)");
  for (const std::string& name : example_names()) {
    CAPTURE(name);
    const std::string text = example_text(name);
    CHECK_FALSE(std::regex_search(record_title(text), coordinates));
    for (const Caption& c : record_captions(text)) {
      if (c.lang.empty()) continue;  // "#>" sentences are for the tests
      CAPTURE(c.line);
      CHECK_FALSE(std::regex_search(c.text, coordinates));
    }
  }
}

// A viewer keeps the last caption on a step without one, so the set-up (step 0) needs its own.
TEST_CASE("every rule example opens with a caption at its set-up, in English and in Czech") {
  for (const std::string& name : example_names()) {
    CAPTURE(name);
    const std::vector<Caption> all = record_captions(example_text(name));
    for (const char* lang : {"en", "cs"}) {
      CAPTURE(lang);
      const std::vector<Caption> in = captions_in(all, lang);
      CHECK((!in.empty() && in.front().move == 0));
    }
  }
}

// The example's game before its last move line, that line, and the events it makes.
struct LastMove {
  Game before, after;
  std::vector<Event> events;
};

LastMove play_last_move(const std::string& name) {
  const std::string text = example_text(name);
  std::string last;
  std::size_t last_at = 0, at = 0;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    const std::string_view line = trim(std::string_view(text).substr(at, end - at));
    if (!line.empty() && line.front() != '#') {
      last = std::string(line);
      last_at = at;
    }
    at = end + 1;
  }
  LastMove out;
  out.before = test::load(text.substr(0, last_at));
  out.after = out.before;
  CAPTURE(last);
  REQUIRE(test::play(out.after, last, &out.events) == "");
  REQUIRE(test::validate(out.after) == "");
  return out;
}

std::vector<Event> of_kind(const std::vector<Event>& events, EventKind kind) {
  std::vector<Event> out;
  for (const Event& e : events)
    if (e.kind == kind) out.push_back(e);
  return out;
}

PlayerId player(const Game& g, std::string_view name) {
  PlayerId p = 0;
  REQUIRE(g.find_player(name, p));
  return p;
}

// Chips in `place`; in a supply or under a meeple only those of `owner`.
int chips_in(const Game& g, ChipPlace place, PlayerId owner = 0) {
  const bool owned = place == ChipPlace::Supply || place == ChipPlace::Under;
  int n = 0;
  for (const ChipState& c : g.chips())
    if (c.place == place && (!owned || c.owner == owner)) ++n;
  return n;
}

TEST_CASE("C5, M20: the island examples pay 2 points for the coat of arms of the island square, at once") {
  for (const auto& example : {std::pair{"taiwan-island-arms", Pos{11, 17}}, std::pair{"iberia-island-arms", Pos{13, 8}}}) {
    const std::string name = example.first;
    const Pos island = example.second;
    CAPTURE(name);
    const LastMove m = play_last_move(name);
    const std::vector<Event> arms = of_kind(m.events, EventKind::ArmsBonus);
    REQUIRE(arms.size() == 1);
    CHECK(arms[0].player == player(m.after, "Blue"));
    CHECK(arms[0].pos == island);
    CHECK(arms[0].points == 2);
    CHECK(m.after.map()->arms_at(island) == 1);
  }
}

TEST_CASE("C4, TW3: taiwan-chip: the tile on the chip takes it; it scores 2 and stays face up in Red's supply") {
  const LastMove m = play_last_move("taiwan-chip");
  const PlayerId red = player(m.after, "Red");
  CHECK(chips_in(m.before, ChipPlace::FaceDown) == 1);
  const std::vector<Event> collected = of_kind(m.events, EventKind::ChipCollected);
  REQUIRE(collected.size() == 1);
  CHECK(collected[0].player == red);
  CHECK(collected[0].points == 2);
  CHECK_FALSE(collected[0].from_cache);
  CHECK(collected[0].pos == Pos{10, 12});
  CHECK(chip_value(collected[0].chip) == 2);
  CHECK(chip_colour_name(chip_colour(collected[0].chip)) == "purple");
  CHECK(chips_in(m.after, ChipPlace::Supply, red) == 1);
  CHECK(chips_in(m.after, ChipPlace::FaceDown) == 0);
}

TEST_CASE("TW4, TW6: taiwan-upgrade-chip-under: chips 1+1+2 pay the upgrade; the 2 goes under the monk, the 1s leave the game") {
  const LastMove m = play_last_move("taiwan-upgrade-chip-under");
  const PlayerId red = player(m.after, "Red");
  // Before: three chips face up in Red's supply, worth 4.
  int worth = 0;
  for (const ChipState& c : m.before.chips())
    if (c.place == ChipPlace::Supply && c.owner == red) worth += chip_value(static_cast<int>(&c - m.before.chips().data()));
  CHECK(chips_in(m.before, ChipPlace::Supply, red) == 3);
  CHECK(worth == 4);
  // After: none in the supply, one under the monk, two out of the game.
  CHECK(chips_in(m.after, ChipPlace::Supply, red) == 0);
  CHECK(chips_in(m.after, ChipPlace::Under, red) == 1);
  CHECK(chips_in(m.after, ChipPlace::Out) == 2);
  const std::vector<Event> upgraded = of_kind(m.events, EventKind::Upgraded);
  REQUIRE(upgraded.size() == 1);
  CHECK(upgraded[0].pos == Pos{9, 12});
  CHECK(slot_name(upgraded[0].slot) == "M");
  CHECK(chip_value(upgraded[0].chip) == 2);
  CHECK(of_kind(m.events, EventKind::ChipRemoved).size() == 2);
  int upgraded_monks = 0;
  for (const Figure& f : m.after.figures())
    if (f.owner == red && f.chip >= 0 && m.after.placed()[f.tile].pos == Pos{9, 12}) ++upgraded_monks;
  CHECK(upgraded_monks == 1);
  CHECK(m.after.player(red).score == m.before.player(red).score);  // TW9: points do not change
}

TEST_CASE("TW9, TW10: taiwan-upgraded-road: the upgraded thief wins the road 2 to 1; its chip leaves the game") {
  const LastMove m = play_last_move("taiwan-upgraded-road");
  const PlayerId red = player(m.after, "Red"), blue = player(m.after, "Blue");
  CHECK(chips_in(m.before, ChipPlace::Under, red) == 1);
  CHECK(chips_in(m.before, ChipPlace::Out) == 1);  // the second chip of the 2+2 payment
  const std::vector<Event> scored = of_kind(m.events, EventKind::FeatureScored);
  REQUIRE(scored.size() == 1);
  CHECK(scored[0].feature == FeatureKind::Road);
  CHECK(scored[0].tiles == 4);
  CHECK(scored[0].points == 4);
  CHECK(scored[0].winners == (1u << red));
  CHECK((scored[0].winners >> blue & 1) == 0);
  CHECK(of_kind(m.events, EventKind::ChipRemoved).size() == 1);
  CHECK(chips_in(m.after, ChipPlace::Under, red) == 0);
  CHECK(chips_in(m.after, ChipPlace::Out) == 2);
  CHECK(m.after.figures().empty());
}

TEST_CASE("IB2–IB4: iberia-chip-cache: the purple chip scores 2 and is laid face up in the purple rows") {
  const LastMove m = play_last_move("iberia-chip-cache");
  const std::vector<Event> collected = of_kind(m.events, EventKind::ChipCollected);
  REQUIRE(collected.size() == 1);
  CHECK(collected[0].points == 2);
  CHECK_FALSE(collected[0].from_cache);
  const std::vector<Event> laid = of_kind(m.events, EventKind::CachePlaced);
  REQUIRE(laid.size() == 1);
  CHECK(laid[0].pos == Pos{9, 10});
  CHECK(laid[0].chip == collected[0].chip);
  CHECK(m.after.map()->band(laid[0].pos) == "purple");
  CHECK(chip_colour_name(chip_colour(laid[0].chip)) == "purple");
  const ChipState& chip = m.after.chips()[laid[0].chip];
  CHECK(chip.place == ChipPlace::Cache);
  CHECK(chip.cell == m.after.board().cell(Pos{9, 10}));
}

TEST_CASE("IB6: iberia-cache-collected: the tile on the cache scores double its value and the chip leaves the game") {
  const LastMove m = play_last_move("iberia-cache-collected");
  CHECK(chips_in(m.before, ChipPlace::Cache) == 1);
  const std::vector<Event> collected = of_kind(m.events, EventKind::ChipCollected);
  REQUIRE(collected.size() == 1);
  CHECK(collected[0].from_cache);
  CHECK(collected[0].player == player(m.after, "Blue"));
  CHECK(collected[0].points == 2 * chip_value(collected[0].chip));
  CHECK(collected[0].points == 2);
  CHECK(m.after.chips()[collected[0].chip].place == ChipPlace::Out);  // the collection says so; no ChipRemoved
  CHECK(chips_in(m.after, ChipPlace::Cache) == 0);
}

TEST_CASE("G4: gingerbread-city-completed: the Gingerbread Man pays first, then the city, then he moves") {
  const LastMove m = play_last_move("gingerbread-city-completed");
  const PlayerId red = player(m.after, "Red"), blue = player(m.after, "Blue");
  std::vector<EventKind> order;
  int bonus_red = 0, bonus_blue = 0;
  for (const Event& e : m.events) {
    if (e.kind == EventKind::GbmBonus) (e.player == red ? bonus_red : bonus_blue) += e.points;
    if (e.kind == EventKind::GbmBonus || e.kind == EventKind::GbmMoved ||
        (e.kind == EventKind::FeatureScored && e.feature == FeatureKind::City))
      if (order.empty() || order.back() != e.kind) order.push_back(e.kind);
  }
  CHECK(bonus_blue == 6);
  CHECK(bonus_red == 12);
  CHECK(order == std::vector<EventKind>{EventKind::GbmBonus, EventKind::FeatureScored, EventKind::GbmMoved});
  const std::vector<Event> city = of_kind(m.events, EventKind::FeatureScored);
  REQUIRE(city.size() == 1);
  CHECK(city[0].tiles == 6);
  CHECK(city[0].pennants == 1);
  CHECK(city[0].points == 14);
  CHECK(city[0].winners == (1u << red));
  CHECK((city[0].winners >> blue & 1) == 0);
  const std::vector<Event> moved = of_kind(m.events, EventKind::GbmMoved);
  REQUIRE(moved.size() == 1);
  CHECK(moved[0].pos == Pos{2, -1});
  REQUIRE(m.after.gbm_node() >= 0);
  CHECK_FALSE(m.after.is_complete(m.after.graph().find(m.after.gbm_node())));
}

}  // namespace
}  // namespace carc
