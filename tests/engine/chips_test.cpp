// The map chips (C1) and their deal (C3): a checker of its own, written from the rule text, judges
// 1,000 seeded deals per map; plus each map's chip-eligible square counts.
#include <doctest/doctest.h>

#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "data/maps.h"

namespace carc {
namespace {

// Both maps, loaded once (map_test checks that they load).
const MapDef& map_named(std::string_view id) {
  static const std::vector<MapDef> maps = [] {
    std::vector<MapDef> all(2);
    std::string error;
    for (int i = 0; i < 2; ++i) REQUIRE(data::load_map(std::string(CARC_SOURCE_DIR) + "/assets", data::kMapIds[i], all[i]).ok());
    return all;
  }();
  return maps[id == data::kMapIds[0] ? 0 : 1];
}

int steps(Pos a, Pos b) { return std::abs(a.x - b.x) + std::abs(a.y - b.y); }
int king_steps(Pos a, Pos b) { return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y)); }

char letter(const MapDef& m, Pos p) {
  if (p.y < 1 || p.y > static_cast<int>(m.grid.size()) || p.x < 1 || p.x > static_cast<int>(m.grid[p.y - 1].size())) return ' ';
  return m.grid[p.y - 1][p.x - 1];
}

// Why C3 forbids a chip on `p` before any chip lies on the map, read off the grid letters and
// the map's items; empty when a chip may lie there.
std::string why_not(const MapDef& m, const std::vector<Pos>& used_starts, Pos p) {
  const char c = letter(m, p);
  if (c == ' ' || c == '~') return "no square";
  if (c == 'L') return "a large-city square (c)";
  if (c == 'S') return "a start square (c, M9)";
  if (c == 't') return "a town (c)";
  for (const NamedSquare& t : m.towns)
    if (t.square == p) return "a harbour town (c)";
  if (c == 'i' && !m.chips_on_islands) return "a Balearic square (f)";
  for (Pos s : used_starts)
    if (steps(s, p) == 1) return "next to a used start square (e)";
  for (const LargeCity& city : m.cities)
    for (const MapEdge& e : city.edges) {
      const Pos faced = adjacent(e.square, e.side);
      if (faced == p && (e.print == EdgePrint::City || e.print == EdgePrint::Road)) return "next to an open large-city edge (e, M15)";
    }
  return {};
}

std::vector<Pos> eligible(const MapDef& m, const std::vector<Pos>& used_starts) {
  std::vector<Pos> out;
  for (int y = 1; y <= m.rows; ++y)
    for (int x = 1; x <= m.cols; ++x)
      if (why_not(m, used_starts, Pos{x, y}).empty()) out.push_back(Pos{x, y});
  return out;
}

// The largest set of squares no two of which are orthogonal neighbours: the grid graph is
// bipartite (colour by x + y), so it is the count minus a maximum matching (König).
int largest_spread_set(const std::vector<Pos>& squares) {
  std::vector<int> partner(squares.size(), -1);
  std::vector<char> seen;
  auto augment = [&](auto&& self, std::size_t u) -> bool {
    for (std::size_t v = 0; v < squares.size(); ++v) {
      if (steps(squares[u], squares[v]) != 1 || seen[v]) continue;
      seen[v] = 1;
      if (partner[v] < 0 || self(self, static_cast<std::size_t>(partner[v]))) return partner[v] = static_cast<int>(u), true;
    }
    return false;
  };
  int matched = 0;
  for (std::size_t u = 0; u < squares.size(); ++u)
    if ((squares[u].x + squares[u].y) % 2 == 0) matched += (seen.assign(squares.size(), 0), augment(augment, u));
  return static_cast<int>(squares.size()) - matched;
}

std::vector<Pos> starts(const MapDef& m, int skip = -1) {
  std::vector<Pos> out;
  for (int i = 0; i < static_cast<int>(m.starts.size()); ++i)
    if (i != skip) out.push_back(m.starts[i].square);
  return out;
}

// The seed's game: Taiwan uses both start squares, Iberia 3 of its 4 (M7), chosen by the seed.
std::vector<Pos> used_starts(const MapDef& m, std::uint64_t seed) {
  return m.id == "iberia" ? starts(m, static_cast<int>(seed % 4)) : starts(m);
}

// Every rule of C3 and C1 the deal must keep; empty when it keeps them all.
std::string check_deal(const MapDef& m, const std::vector<Pos>& used, const std::vector<ChipSpot>& deal) {
  if (deal.size() != 30) return "dealt " + std::to_string(deal.size()) + " chips";
  std::set<int> chips;
  for (const ChipSpot& s : deal) {
    chips.insert(s.chip);
    const std::string why = why_not(m, used, s.square);
    if (!why.empty()) return "a chip on " + std::to_string(s.square.x) + "," + std::to_string(s.square.y) + ", " + why;
    for (const ChipSpot& t : deal)
      if (&s != &t && steps(s.square, t.square) <= 1) return "two chips on or next to each other (b, d)";
  }
  if (chips.size() != 30 || *chips.begin() != 0 || *chips.rbegin() != 29) return "the chips are not 0..29";
  return {};
}

// Evenness: the farthest chip-eligible mainland square from any chip, in king steps.
int largest_gap(const MapDef& m, const std::vector<Pos>& used, const std::vector<ChipSpot>& deal) {
  int gap = 0;
  for (Pos p : eligible(m, used)) {
    if (letter(m, p) == 'i') continue;
    int nearest = 99;
    for (const ChipSpot& s : deal) nearest = std::min(nearest, king_steps(p, s.square));
    gap = std::max(gap, nearest);
  }
  return gap;
}

TEST_CASE("there are 30 chips, 10 per colour, each colour worth 6 x 1 and 4 x 2 (C1)") {
  int count[3][3] = {};
  for (int chip = 0; chip < kChipCount; ++chip) ++count[chip_colour(chip)][chip_value(chip)];
  for (int colour = 0; colour < 3; ++colour) {
    CHECK(count[colour][1] == 6);
    CHECK(count[colour][2] == 4);
  }
  CHECK(chip_colour_name(0) == "orange");
  CHECK(chip_colour_name(1) == "blue");
  CHECK(chip_colour_name(2) == "purple");
}

TEST_CASE("Taiwan has 91 chip-eligible squares, at most 51 of them pairwise apart (C3)") {
  const MapDef& m = map_named("taiwan");
  const std::vector<Pos> squares = eligible(m, starts(m));
  CHECK(squares.size() == 91);
  CHECK(largest_spread_set(squares) == 51);
  int by_engine = 0;
  for (int y = 0; y <= m.rows + 1; ++y)
    for (int x = 0; x <= m.cols + 1; ++x) by_engine += is_chip_square(m, starts(m), {}, Pos{x, y});
  CHECK(by_engine == 91);
}

TEST_CASE("Iberia has 88 chip-eligible squares with all four start squares used, 91 or 92 with three (C3)") {
  const MapDef& m = map_named("iberia");
  CHECK(eligible(m, starts(m)).size() == 88);  // 88 counts all four as used
  CHECK(largest_spread_set(eligible(m, starts(m))) == 51);
  const std::size_t with_three[4] = {92, 91, 91, 92};  // León, Pamplona, Évora, Murcia unused
  for (int skip = 0; skip < 4; ++skip) {
    CAPTURE(m.starts[skip].name);
    CHECK(eligible(m, starts(m, skip)).size() == with_three[skip]);
    int by_engine = 0;
    for (int y = 1; y <= m.rows; ++y)
      for (int x = 1; x <= m.cols; ++x) by_engine += is_chip_square(m, starts(m, skip), {}, Pos{x, y});
    CHECK(by_engine == static_cast<int>(with_three[skip]));
  }
}

TEST_CASE("a chip may lie next to a large city's field edge but not next to its city or road edges (M15)") {
  const MapDef& m = map_named("iberia");
  const std::vector<Pos> without_evora = starts(m, 2);
  CHECK(is_chip_square(m, without_evora, {}, Pos{1, 9}));       // faces Lisboa's S field
  CHECK_FALSE(is_chip_square(m, without_evora, {}, Pos{1, 7}));  // faces Lisboa's N road
  CHECK_FALSE(is_chip_square(m, without_evora, {}, Pos{2, 8}));  // faces Lisboa's E city
  CHECK_FALSE(is_chip_square(m, starts(m), {}, Pos{1, 9}));      // next to the used Évora
  CHECK_FALSE(is_chip_square(m, without_evora, {}, Pos{2, 9}));  // the unused Évora itself (M9)
  CHECK_FALSE(is_chip_square(m, without_evora, {}, Pos{13, 8})); // Ibiza (f)
  CHECK(is_chip_square(map_named("taiwan"), starts(map_named("taiwan")), {}, Pos{1, 11}));  // Penghu (TW1)
}

TEST_CASE("a chip may touch another chip diagonally but not orthogonally (C3 b, d)") {
  const MapDef& m = map_named("taiwan");
  const std::vector<ChipSpot> dealt = {ChipSpot{0, Pos{8, 10}}};
  CHECK_FALSE(is_chip_square(m, starts(m), dealt, Pos{8, 10}));
  CHECK_FALSE(is_chip_square(m, starts(m), dealt, Pos{9, 10}));
  CHECK(is_chip_square(m, starts(m), dealt, Pos{9, 9}));
  CHECK(is_chip_square(m, starts(m), dealt, Pos{10, 10}));
}

TEST_CASE("1,000 seeded deals per map each place 30 chips by every rule of C3, spread evenly") {
  for (std::string_view id : data::kMapIds) {
    const MapDef& m = map_named(id);
    std::set<std::string> layouts;
    int worst_gap = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      CAPTURE(id);
      CAPTURE(seed);
      const std::vector<Pos> used = used_starts(m, seed);
      Rng rng(seed);
      std::vector<ChipSpot> deal;
      REQUIRE(deal_chips(m, used, rng, deal));
      const std::string problem = check_deal(m, used, deal);
      CHECK_MESSAGE(problem.empty(), problem);
      // Evenly (C3): no chip-eligible mainland square is more than 2 king steps from a chip.
      worst_gap = std::max(worst_gap, largest_gap(m, used, deal));
      std::string layout;
      for (const ChipSpot& s : deal) layout += std::to_string(s.chip) + "@" + std::to_string(s.square.x) + "," + std::to_string(s.square.y) + " ";
      layouts.insert(layout);
    }
    CHECK(worst_gap <= 2);
    CHECK(layouts.size() == 1000);  // every seed deals its own layout
  }
}

TEST_CASE("the deal is the same for the same seed") {
  for (std::string_view id : data::kMapIds) {
    const MapDef& m = map_named(id);
    Rng a(42), b(42);
    std::vector<ChipSpot> first, second;
    REQUIRE(deal_chips(m, used_starts(m, 42), a, first));
    REQUIRE(deal_chips(m, used_starts(m, 42), b, second));
    REQUIRE(first.size() == second.size());
    for (std::size_t i = 0; i < first.size(); ++i) {
      CHECK(first[i].chip == second[i].chip);
      CHECK(first[i].square == second[i].square);
    }
    CHECK(a == b);
  }
}

TEST_CASE("the deals of seeds 1 to 1,000 hash to the same signature natively and in WASM") {
  std::uint64_t hash = 14695981039346656037ull;  // FNV-1a over every chip and square dealt
  for (std::string_view id : data::kMapIds)
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      Rng rng(seed);
      std::vector<ChipSpot> deal;
      REQUIRE(deal_chips(map_named(id), used_starts(map_named(id), seed), rng, deal));
      for (const ChipSpot& s : deal)
        for (int v : {s.chip, s.square.x, s.square.y}) hash = (hash ^ static_cast<std::uint64_t>(v)) * 1099511628211ull;
    }
  // NOTE: a change to the deal (or to either map) changes this number on purpose: update it.
  CHECK(hash == 7642681864553784162ull);
}

TEST_CASE("a map with room for fewer than 30 spread chips gets no deal") {
  MapDef m;
  std::string error;
  const std::string row(58, '.');  // 57 squares left of the start's neighbour: at most 29 apart
  REQUIRE(parse_map("map strip\nname Strip\nsize 59x1\ntiles 10\nstarts-used 1\nchips-on-islands no\n"
                    "1 |S" + row + "|\nstart Home 1,1\n", "strip.map", m).message() == "");
  Rng rng(1);
  std::vector<ChipSpot> deal;
  CHECK_FALSE(deal_chips(m, {Pos{1, 1}}, rng, deal));
  CHECK(deal.empty());
}

TEST_CASE("a deal for a used start square that the map does not have is refused") {
  const MapDef& m = map_named("taiwan");
  Rng rng(7);
  std::vector<ChipSpot> deal;
  CHECK_FALSE(deal_chips(m, {Pos{8, 10}}, rng, deal));
  CHECK(deal.empty());
}

}  // namespace
}  // namespace carc
