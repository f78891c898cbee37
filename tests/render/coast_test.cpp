// Tests src/render/coast.cpp and src/render/land_mask.cpp: the coast file format and its errors,
// the land mask rasterised from it, and that the shipped coasts fit their maps' squares.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "data/assets.h"
#include "data/maps.h"
#include "engine/base/rng.h"
#include "render/coast.h"
#include "render/land_mask.h"

namespace carc {
namespace {

using gfx::Coast;

const char* const kSmall =
    "# two rings\n"
    "coast testland\n"
    "ring home   # an island\n"
    "2,2 4,2\n"
    "4,4 2,4\n"
    "ring abroad\n"
    "6,2 7,2 7,3\n";

std::string error_of(const std::string& text) {
  Coast coast;
  coast.id = "unchanged";
  const Status s = gfx::parse_coast(text, "x.coast", coast);
  CHECK(coast.id == "unchanged");  // a rejected file changes nothing
  return s.ok() ? std::string() : s.message();
}

TEST_CASE("a coast file gives its map id and its rings of home and abroad land in board units") {
  Coast coast;
  REQUIRE(gfx::parse_coast(kSmall, "x.coast", coast).ok());
  CHECK(coast.id == "testland");
  REQUIRE(coast.rings.size() == 2);
  CHECK(coast.rings[0].home);
  CHECK_FALSE(coast.rings[1].home);
  CHECK(coast.rings[0].points == std::vector<float>{2, 2, 4, 2, 4, 4, 2, 4});
  CHECK(coast.rings[1].points.size() == 6);
}

TEST_CASE("a malformed coast file is rejected with its name, the line and the problem") {
  CHECK(error_of("coast a\nring sea\n1,1 2,2 3,1\n") == "x.coast:2: ring: say 'ring home' or 'ring abroad', then 'steps' if its points are steps");
  CHECK(error_of("coast a\nring home\n1,1 2;2 3,1\n") == "x.coast:3: point '2;2': not X,Y (two numbers, board units)");
  CHECK(error_of("coast a\nring home\n1,1 2,x 3,1\n") == "x.coast:3: point '2,x': not X,Y (two numbers, board units)");
  CHECK(error_of("coast a\n1,1 2,2 3,1\n") == "x.coast:2: '1,1': a point before any ring (or an unknown item)");
  CHECK(error_of("coast a\nring home\n1,1 2,2\nring home\n1,1 2,2 3,1\n") == "x.coast:2: ring: 2 points; a ring needs at least 3");
  CHECK(error_of("coast a\nring home\n1,1 2,2 3,1\nring abroad\n1,1\n") == "x.coast:4: ring: 1 points; a ring needs at least 3");
  CHECK(error_of("ring home\n1,1 2,2 3,1\n") == "x.coast: no 'coast ID' line");
  CHECK(error_of("coast a\ncoast b\n") == "x.coast:2: coast: a second coast line");
  CHECK(error_of("coast a\nring home\n1,1 2,2 3,1e9\n") == "x.coast:3: point '3,1e9': not X,Y (two numbers, board units)");
}

TEST_CASE("a steps ring gives exactly the points the same ring in board units gives") {
  Coast units, steps;
  REQUIRE(gfx::parse_coast("coast a\nring home\n16.09,-11.29 16.21,-11.08\n16.18,-10.89 5.6,0.07 -0.01,7\n", "x.coast", units).ok());
  REQUIRE(gfx::parse_coast("coast a\nring home steps\n1609,-1129 12,21\n-3,19 -1058,1096 -561,693\nring abroad\n1,1 2,2 3,1\n",
                           "x.coast", steps).ok());
  REQUIRE(steps.rings.size() == 2);
  CHECK(steps.rings[0].home);
  CHECK(steps.rings[0].points == units.rings[0].points);  // bit for bit: 1609/100 is the float "16.09" gives
  CHECK(steps.rings[1].points == std::vector<float>{1, 1, 2, 2, 3, 1});  // the next ring in board units again
}

TEST_CASE("a malformed step names the line and the word") {
  const std::string why = ": not X,Y (two whole numbers, hundredths of a board unit: the ring's first point, then each point's step from the one before)";
  CHECK(error_of("coast a\nring home steps\n100,100 1.5,0 3,1\n") == "x.coast:3: point '1.5,0'" + why);
  CHECK(error_of("coast a\nring home steps\n100,100 5;0 3,1\n") == "x.coast:3: point '5;0'" + why);
  CHECK(error_of("coast a\nring home steps\n100,100 5,0,1 3,1\n") == "x.coast:3: point '5,0,1'" + why);
  CHECK(error_of("coast a\nring home steps\n100,100 5, 3,1\n") == "x.coast:3: point '5,'" + why);
  // Each step within range, their sum 1000.01 units from 0,0.
  CHECK(error_of("coast a\nring home steps\n0,0 9999999,0 100,0\n") == "x.coast:3: point '9999999,0'" + why);
  CHECK(error_of("coast a\nring home steps\n99999,0 2,0 3,1\n") == "x.coast:3: point '2,0'" + why);
  Coast edge;  // 1000 units is still in
  CHECK(gfx::parse_coast("coast a\nring home steps\n100000,0 0,1 0,-1\n", "x.coast", edge).ok());
  CHECK(edge.rings[0].points == std::vector<float>{1000, 0, 1000, 0.01f, 1000, 0});
  CHECK(error_of("coast a\nring home step\n1,1 2,2 3,1\n") == "x.coast:2: ring: say 'ring home' or 'ring abroad', then 'steps' if its points are steps");
  CHECK(error_of("coast a\nring home steps steps\n1,1 2,2 3,1\n") == "x.coast:2: ring: say 'ring home' or 'ring abroad', then 'steps' if its points are steps");
}

// Every number of `words` (X,Y points) as the coast file gives it, or the parse error.
std::vector<float> numbers_of(const std::string& words, std::string* error = nullptr) {
  Coast coast;
  const Status s = gfx::parse_coast("coast a\nring home\n" + words + "\n", "x.coast", coast);
  if (error) *error = s.ok() ? std::string() : s.message();
  return s.ok() ? coast.rings[0].points : std::vector<float>{};
}

TEST_CASE("a coast file's numbers are the floats strtod reads from them, whatever their digits") {
  Rng rng(26);  // pinned: the same numbers every run
  std::string words;
  std::vector<float> expected;
  for (int i = 0; i < 3000; ++i) {
    std::string number = rng.below(2) ? "-" : "";
    number += std::to_string(rng.below(1000));
    const std::uint32_t decimals = rng.below(13);
    if (decimals > 0 || rng.below(4) == 0) number += '.';
    for (std::uint32_t d = 0; d < decimals; ++d) number += static_cast<char>('0' + rng.below(10));
    expected.push_back(static_cast<float>(std::strtod(number.c_str(), nullptr)));
    words += number + (i % 2 ? " " : ",");
  }
  const std::vector<float> read = numbers_of(words);
  REQUIRE(read.size() == expected.size());
  int differing = 0;
  for (std::size_t i = 0; i < read.size(); ++i) differing += read[i] != expected[i] ? 1 : 0;
  CHECK(differing == 0);
  // Forms strtod also reads: exponents, a sign, 16 digits and more, a point at either end.
  CHECK(numbers_of("1e2,+3 0.1234567890123456789,-.5 5.,-0") ==
        std::vector<float>{100.0f, 3.0f, 0.123456789f, -0.5f, 5.0f, -0.0f});
  std::string error;
  for (const char* bad : {"1,", ",1", "1,2,3", "-,1", ".,1", "1.2.3,1", "1-2,1", "1,2x", "1001,0", "inf,1"}) {
    CAPTURE(bad);
    CHECK(numbers_of(std::string(bad) + " 1,1 2,2", &error).empty());
    CHECK(error == "x.coast:3: point '" + std::string(bad) + "': not X,Y (two numbers, board units)");
  }
}

TEST_CASE("a coast file read for one map (data/coasts.h) that names another is rejected at its coast line") {
  Coast coast;
  coast.id = "unchanged";
  const Status s = gfx::parse_coast("# Iberia\ncoast taiwan\nring home\n1,1 2,2 3,1\n", "iberia.coast", coast, "iberia");
  CHECK(s.message() == "iberia.coast:2: coast: says 'taiwan' but the file is iberia.coast");
  CHECK(coast.id == "unchanged");
  CHECK(gfx::parse_coast("coast iberia\nring home\n1,1 2,2 3,1\n", "iberia.coast", coast, "iberia").ok());
  CHECK(coast.id == "iberia");
}

TEST_CASE("the land mask covers the inside of a ring, not the outside, and half a texel on its edge") {
  Coast coast;
  REQUIRE(gfx::parse_coast(kSmall, "x.coast", coast).ok());
  const gfx::LandMask mask = gfx::rasterise_land(coast, 8.0f);
  REQUIRE_FALSE(mask.empty());
  CHECK(mask.at(3.0f, 3.0f, 0) == doctest::Approx(1.0f));
  CHECK(mask.at(3.0f, 3.0f, 1) == doctest::Approx(1.0f));  // home land
  CHECK(mask.at(5.0f, 3.0f, 0) == doctest::Approx(0.0f));  // the sea between
  CHECK(mask.at(6.9f, 2.1f, 0) > 0.5f);                    // inside the abroad triangle
  CHECK(mask.at(6.9f, 2.1f, 1) == doctest::Approx(0.0f));  // ... which is not home land
  CHECK(mask.at(100.0f, 3.0f, 0) == 0.0f);                 // off the mask
  // The blurred channel reaches into the sea beside the coast, and fades inland of it.
  CHECK(mask.at(1.9f, 3.0f, 2) > 0.1f);
  CHECK(mask.at(1.9f, 3.0f, 2) < mask.at(3.0f, 3.0f, 2));
}

TEST_CASE("a coast through the middle of a texel covers half of it") {
  Coast coast;  // the mask starts 1.5 units west of the ring: texels of 1/8 from x = -1.5
  REQUIRE(gfx::parse_coast("coast t\nring home\n0,0 1.0625,0 1.0625,1 0,1\n", "t.coast", coast).ok());
  const gfx::LandMask mask = gfx::rasterise_land(coast, 8.0f);
  CHECK(mask.at(1.03f, 0.5f, 0) == doctest::Approx(0.5f).epsilon(0.02));
  CHECK(mask.at(0.97f, 0.5f, 0) == doctest::Approx(1.0f));
  CHECK(mask.at(1.15f, 0.5f, 0) == doctest::Approx(0.0f));
}

TEST_CASE("overlapping rings of the same direction stay land (non-zero winding)") {
  Coast coast;
  REQUIRE(gfx::parse_coast("coast t\nring home\n0,0 4,0 4,4 0,4\nring home\n2,2 6,2 6,6 2,6\n", "t.coast", coast).ok());
  const gfx::LandMask mask = gfx::rasterise_land(coast);
  CHECK(mask.at(3.0f, 3.0f, 0) == doctest::Approx(1.0f));
  CHECK(mask.width <= 1024);
  CHECK(gfx::rasterise_land(Coast{}).empty());
}

// The shipped outlines fit the grid: towns, large cities and start squares on land, island
// squares on their islands, and nearly all printed squares on land.
TEST_CASE("the shipped coasts of Taiwan and Iberia put towns, cities and islands on land") {
  for (std::string_view id : data::kMapIds) {
    CAPTURE(id);
    const std::string assets = std::string(CARC_SOURCE_DIR) + "/assets";
    std::string text;
    MapDef map;
    const Status loaded = data::load_map(assets, id, map);
    REQUIRE_MESSAGE(loaded.ok(), loaded.message());
    REQUIRE(data::read_file(assets + "/maps/" + std::string(id) + ".coast", text).ok());
    Coast coast;
    const Status parsed = gfx::parse_coast(text, std::string(id) + ".coast", coast);
    REQUIRE_MESSAGE(parsed.ok(), parsed.message());
    CHECK(coast.id == id);
    const gfx::LandMask mask = gfx::rasterise_land(coast);
    auto on_land = [&](Pos p) { return mask.at(p.x + 0.5f, p.y + 0.5f, 0) > 0.5f; };
    auto has_home_land = [&](Pos p) {  // an island square need not be land in its very middle
      for (int i = 1; i < 8; ++i)
        for (int j = 1; j < 8; ++j)
          if (mask.at(p.x + i / 8.0f, p.y + j / 8.0f, 1) > 0.5f) return true;
      return false;
    };
    for (const Island& island : map.islands)
      for (Pos p : island.squares) CHECK_MESSAGE(has_home_land(p), island.name);
    for (const NamedSquare& town : map.towns) CHECK_MESSAGE(on_land(town.square), town.name);
    for (const LargeCity& city : map.cities) CHECK_MESSAGE(on_land(city.squares[0]), city.name);
    int squares = 0, land = 0;
    for (int y = 1; y <= map.rows; ++y)
      for (int x = 1; x <= map.cols; ++x)
        if (map.kind({x, y}) != SquareKind::None) ++squares, land += on_land({x, y});
    CHECK(land * 100 >= squares * 95);
  }
}

}  // namespace
}  // namespace carc
