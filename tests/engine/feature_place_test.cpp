// Where a feature lies on its tile (src/engine/setup/feature_place.cpp): the compass area of its slots
// on the rotated tile and whether a field borders a city.
#include <doctest/doctest.h>

#include "engine/setup/feature_place.h"
#include "support.h"

namespace carc {
namespace {

const TileDef& def(std::string_view id) { return test::catalogue().def(test::tile(id)); }

}  // namespace

TEST_CASE("a straight road splits its tile into a north and a south field, east and west when turned") {
  const TileDef& road = def("B-U");  // a road east to west, a field each side of it
  CHECK(feature_area(road, 0, 1) == TileArea::N);
  CHECK(feature_area(road, 0, 2) == TileArea::S);
  CHECK(feature_area(road, 0, 0) == TileArea::EastWest);  // the road runs across the middle
  CHECK(feature_area(road, 1, 0) == TileArea::NorthSouth);
  CHECK(feature_area(road, 1, 1) == TileArea::E);
  CHECK(feature_area(road, 1, 2) == TileArea::W);
}

TEST_CASE("a crossroad's four fields lie in its four corners and its roads on its four sides") {
  const TileDef& cross = def("B-X");
  CHECK(feature_area(cross, 0, 0) == TileArea::N);
  CHECK(feature_area(cross, 0, 1) == TileArea::E);
  CHECK(feature_area(cross, 0, 2) == TileArea::S);
  CHECK(feature_area(cross, 0, 3) == TileArea::W);
  CHECK(feature_area(cross, 0, 4) == TileArea::NW);
  CHECK(feature_area(cross, 0, 5) == TileArea::NE);
  CHECK(feature_area(cross, 0, 6) == TileArea::SE);
  CHECK(feature_area(cross, 0, 7) == TileArea::SW);
}

TEST_CASE("a T junction leaves a north field and two south corners; a monastery stands in the middle") {
  const TileDef& t = def("B-W");  // roads east, south, west; a north field and two south corners
  CHECK(feature_area(t, 0, 3) == TileArea::N);
  CHECK(feature_area(t, 0, 4) == TileArea::SE);
  CHECK(feature_area(t, 0, 5) == TileArea::SW);
  CHECK(feature_area(t, 2, 3) == TileArea::S);  // turned half round
  CHECK(feature_area(t, 2, 4) == TileArea::NW);
  const TileDef& monastery = def("B-B");
  CHECK(feature_area(monastery, 0, monastery.monastery) == TileArea::Middle);
}

TEST_CASE("the field between a city and a road borders the city, the field beyond the road does not") {
  const TileDef& d = def("B-D");  // a city north, a road east to west, a field each side of it
  CHECK(borders_city(d, 2));
  CHECK_FALSE(borders_city(d, 3));
  CHECK_FALSE(borders_city(d, 0));  // a city is no field
  CHECK(feature_area(d, 0, 2) == TileArea::N);
  CHECK(feature_area(d, 0, 3) == TileArea::S);
  CHECK(area_name(TileArea::NW) == "nw");
  CHECK(area_name(TileArea::Middle) == "middle");
  CHECK(area_name(TileArea::EastWest) == "ew");
}

TEST_CASE("a field on one side only says that side; a field on two sides, a monastery and a crossing road none") {
  const TileDef& t = def("T-07");  // a city north and west, roads ending south and east, four small fields
  CHECK(feature_area(t, 0, 4) == TileArea::SE);  // S1 and E3 lie in one corner,
  CHECK(feature_area(t, 0, 5) == TileArea::SE);
  CHECK(feature_side(t, 0, 4) == TileArea::S);   // on two sides of it
  CHECK(feature_side(t, 0, 5) == TileArea::E);
  CHECK(feature_side(t, 1, 4) == TileArea::W);   // turned a quarter
  CHECK(feature_side(def("B-X"), 0, 4) == TileArea::Middle);  // N1 and W3
  CHECK(feature_side(def("B-B"), 0, def("B-B").monastery) == TileArea::Middle);
  const TileDef& cross = def("T-24");  // a road north to south crossing one east to west
  CHECK(feature_area(cross, 0, 0) == TileArea::NorthSouth);
  CHECK(feature_area(cross, 0, 1) == TileArea::EastWest);
  CHECK(feature_area(cross, 1, 0) == TileArea::EastWest);
}

}  // namespace carc
