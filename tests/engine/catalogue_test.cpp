// The tile catalogues of assets/tiles: counts, invariants, rotations and loader errors.
#include <doctest/doctest.h>

#include "support.h"

namespace carc {
namespace {

int copies(std::string_view set) {
  int n = 0;
  const Catalogue& c = test::catalogue();
  for (int t = 0; t < c.size(); ++t)
    if (c.def(TileType(t)).set == set) n += c.def(TileType(t)).count;
  return n;
}

template <typename F>
int sum_features(std::string_view set, F&& f) {
  int n = 0;
  const Catalogue& c = test::catalogue();
  for (int t = 0; t < c.size(); ++t) {
    const TileDef& d = c.def(TileType(t));
    if (d.set != set) continue;
    for (const FeatureDef& fd : d.features) n += d.count * f(fd);
  }
  return n;
}

TEST_CASE("the base set has 72 tiles, 10 pennants and 6 monasteries (B1)") {
  CHECK(copies("base") == 72);
  CHECK(sum_features("base", [](const FeatureDef& f) { return f.pennants; }) == 10);
  CHECK(sum_features("base", [](const FeatureDef& f) { return f.kind == FeatureKind::Monastery; }) == 6);
}

TEST_CASE("Inns & Cathedrals has 18 tiles with 6 inns and 2 cathedrals (I1)") {
  CHECK(copies("ic") == 18);
  CHECK(sum_features("ic", [](const FeatureDef& f) { return f.inn; }) == 6);
  CHECK(sum_features("ic", [](const FeatureDef& f) { return f.cathedral; }) == 2);
}

TEST_CASE("Traders & Builders has 24 tiles carrying 9 wine, 6 grain and 5 cloth (T1)") {
  CHECK(copies("tb") == 24);
  CHECK(sum_features("tb", [](const FeatureDef& f) { return f.good == Good::Wine; }) == 9);
  CHECK(sum_features("tb", [](const FeatureDef& f) { return f.good == Good::Grain; }) == 6);
  CHECK(sum_features("tb", [](const FeatureDef& f) { return f.good == Good::Cloth; }) == 5);
}

TEST_CASE("the Winter extras add 12 tiles and La Porxada one") {
  CHECK(copies("winter") == 12);
  CHECK(copies("porxada") == 1);
}

TEST_CASE("a rotated tile shows its sides turned clockwise") {
  const TileDef& d = test::catalogue().def(test::tile("B-D"));  // CRFR
  CHECK(d.side_terrain(0, 0) == Terrain::City);
  CHECK(d.side_terrain(1, 1) == Terrain::City);  // r90: the city faces east
  CHECK(d.side_terrain(1, 0) == Terrain::Road);
  CHECK(d.side_terrain(2, 2) == Terrain::City);
  CHECK(d.side_terrain(3, 3) == Terrain::City);
  // The city owns N1..N3 at r0 and E1..E3 at r90.
  CHECK(d.feature_at(0, 0) == d.feature_at(1, 3));
  CHECK(d.features[d.feature_at(1, 4)].kind == FeatureKind::City);
}

TEST_CASE("slot Xk touches the neighbour's slot Y(4-k)") {
  Slot e1 = 0, w3 = 0, n3 = 0, s1 = 0, n2 = 0, s2 = 0;
  REQUIRE(parse_slot("E1", e1));
  REQUIRE(parse_slot("W3", w3));
  REQUIRE(parse_slot("N3", n3));
  REQUIRE(parse_slot("S1", s1));
  REQUIRE(parse_slot("N2", n2));
  REQUIRE(parse_slot("S2", s2));
  CHECK(facing_slot(e1) == w3);
  CHECK(facing_slot(n3) == s1);
  CHECK(facing_slot(n2) == s2);
  CHECK(facing_slot(facing_slot(e1)) == e1);
}

TEST_CASE("distinct rotations follow the layout, not only the side letters") {
  CHECK(test::catalogue().def(test::tile("B-B")).orient == 1);
  CHECK(test::catalogue().def(test::tile("B-U")).distinct_rotations == 0b0011);
  CHECK(test::catalogue().def(test::tile("B-D")).distinct_rotations == 0b1111);
  CHECK(test::catalogue().def(test::tile("I-17")).distinct_rotations == 0b0011);
}

TEST_CASE("a bad catalogue line is rejected with its source, line and tile id") {
  Catalogue c;
  std::string error;
  error = c.add("# comment\nX-1 x1 CRFR | C1:N | R1:E+W | F1:E1,W3 >C1 ; orient=4\n", "base", "bad.tn1").message();
  CHECK(error.find("bad.tn1:2: X-1:") == 0);
  CHECK(error.find("belongs to no feature") != std::string::npos);
  CHECK(c.size() == 0);
}

TEST_CASE("the loader checks every invariant of a tile line") {
  struct Case {
    const char* line;
    const char* problem;
  };
  const Case cases[] = {
      {"X x1 CRFR | C1:N | R1:E+W | F1:E1,W3,S1 >C1 | F2:E3,S1,S2,S3,W1 ; orient=4", "belongs to both"},
      {"X x1 CRFR | C1:N | R1:E+W | F1:E1,W3 >C1 | F2:E3,S1,S2,W1 | F3:S3 ; orient=4", "split between fields"},
      {"X x1 CRFR | C1:N+E | R1:W end | F1:W3 >C1 | F2:S1,S2,S3,W1 ; orient=4", "its side calls for a field"},
      {"X x1 CRFR | C1:N | R1:E+W | F1:E1,W3 >C2 | F2:E3,S1,S2,S3,W1 ; orient=4", "unknown city"},
      {"X x1 CRFR | C1:N | R1:E+W | F1:E1,W3 >C1 | F2:E3,S1,S2,S3,W1 ; orient=2", "distinct rotations"},
      {"X x1 CRFR | C1:N | R1:E | F1:E1,W3 >C1 | F2:E3,S1,S2,S3,W1 | R2:W end ; orient=4", "no 'end'"},
      {"X x0 CRFR | C1:N ; orient=4", "bad count"},
      {"X x1 CRQR | C1:N ; orient=4", "is not C, R or F"},
      {"X x1 CRFR | C1:N p1 inn | R1:E+W | F1:E1,W3 >C1 | F2:E3,S1,S2,S3,W1 ; orient=4", "unknown attribute"},
  };
  for (const Case& k : cases) {
    CAPTURE(k.line);
    TileDef t;
    std::string error;
    error = parse_tile_line(k.line, t).message();
    CHECK(error.find(k.problem) != std::string::npos);
  }
}

}  // namespace
}  // namespace carc
