// Tests src/render/tile_art.cpp on the real catalogues: what the tile shader is told about each
// tile (side terrain, city and road ids per side, symbol flags, marks) and where figures stand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "../engine/support.h"
#include "render/tile_art.h"

namespace carc {
namespace {

using gfx::TileArt;

constexpr int kN = 0, kE = 1, kS = 2, kW = 3;

// The descriptor read back the way shaders/tile.frag reads it.
struct Reading {
  Terrain terrain[4];
  int city[4];
  int road[4];
  std::uint32_t flags;
  int good;
};

Reading read(const TileArt& art) {
  Reading r{};
  for (int s = 0; s < 4; ++s) {
    r.terrain[s] = static_cast<Terrain>((art.desc[0] >> (2 * s)) & 3u);
    r.city[s] = static_cast<int>((art.desc[1] >> (4 * s)) & 15u);
    r.road[s] = static_cast<int>((art.desc[1] >> (16 + 4 * s)) & 15u);
  }
  r.flags = art.desc[0] & 0xFF00u;
  r.good = static_cast<int>((art.desc[0] >> gfx::kArtGoodShift) & 3u);
  return r;
}

TileArt art_of(std::string_view id, int rot = 0) {
  return gfx::make_tile_art(test::catalogue().def(test::tile(id)), rot, false, 0);
}

Reading reading(std::string_view id, int rot = 0) { return read(art_of(id, rot)); }

bool has(const Reading& r, gfx::TileArtFlag flag) { return (r.flags & flag) != 0; }

// Distance from p to the centre line of the tile's roads, as shaders/tile.frag draws them: a
// straight or curved road through two sides, or a spoke from a side to the middle.
float road_distance(const Reading& r, float u, float v) {
  constexpr float kMidU[4] = {0.5f, 1.0f, 0.5f, 0.0f}, kMidV[4] = {0.0f, 0.5f, 1.0f, 0.5f};
  float best = 9.0f;
  for (int s = 0; s < 4; ++s) {
    if (r.road[s] == 0) continue;
    int mask = 0;
    for (int t = 0; t < 4; ++t) mask |= r.road[t] == r.road[s] ? 1 << t : 0;
    if (mask == 5) best = std::min(best, std::fabs(u - 0.5f));
    else if (mask == 10) best = std::min(best, std::fabs(v - 0.5f));
    else if (__builtin_popcount(static_cast<unsigned>(mask)) == 2)  // a curve round the corner between its sides
      best = std::min(best, std::fabs(std::hypot(u - ((mask & 2) ? 1.0f : 0.0f), v - ((mask & 4) ? 1.0f : 0.0f)) - 0.5f));
    else {  // a spoke: the segment from the side's middle to the tile's middle
      const float du = 0.5f - kMidU[s], dv = 0.5f - kMidV[s];
      const float t = std::clamp(((u - kMidU[s]) * du + (v - kMidV[s]) * dv) / (du * du + dv * dv), 0.0f, 1.0f);
      best = std::min(best, std::hypot(u - kMidU[s] - t * du, v - kMidV[s] - t * dv));
    }
  }
  return best;
}

template <typename F>
void for_each_tile(F&& f) {
  const Catalogue& c = test::catalogue();
  for (int t = 0; t < c.size(); ++t) f(c.def(TileType(t)));
}

}  // namespace

TEST_CASE("every side of every catalogue tile shows its terrain as the tile lies, in all four rotations") {
  for_each_tile([](const TileDef& def) {
    for (int rot = 0; rot < 4; ++rot) {
      const Reading r = read(gfx::make_tile_art(def, rot, false, 0));
      for (int s = 0; s < 4; ++s) {
        INFO(def.id, " r", 90 * rot, " side ", s);
        CHECK(r.terrain[s] == def.side_terrain(rot, s));
        CHECK((r.city[s] != 0) == (def.side_terrain(rot, s) == Terrain::City));
        CHECK((r.road[s] != 0) == (def.side_terrain(rot, s) == Terrain::Road));
      }
    }
  });
}

TEST_CASE("a city cap on the north side turns to the east, south and west with the tile") {
  for (int rot = 0; rot < 4; ++rot) {
    const Reading r = reading("B-E", rot);
    for (int s = 0; s < 4; ++s) {
      INFO("r", 90 * rot, " side ", s);
      CHECK((r.city[s] != 0) == (s == rot));
      CHECK(r.terrain[s] == (s == rot ? Terrain::City : Terrain::Field));
    }
    CHECK(r.flags == 0);
  }
}

TEST_CASE("one city over two sides has one id there; two caps of a tile are two cities") {
  const Reading corner = reading("B-N");  // C1:N+W
  CHECK(corner.city[kN] != 0);
  CHECK(corner.city[kN] == corner.city[kW]);
  const Reading caps = reading("B-H");  // C1:N | C2:S
  CHECK(caps.city[kN] != 0);
  CHECK(caps.city[kS] != 0);
  CHECK(caps.city[kN] != caps.city[kS]);
  const Reading four = reading("I-03");  // four separate caps around an enclosed field
  for (int s = 1; s < 4; ++s)
    for (int t = 0; t < s; ++t) CHECK(four.city[s] != four.city[t]);
}

TEST_CASE("a pennant sets the pennant flag and its shield sits in its city, turning with the tile (B1)") {
  CHECK_FALSE(has(reading("B-N"), gfx::kArtPennant));
  const TileArt north_west = art_of("B-M");  // C1:N+W p1
  CHECK(has(read(north_west), gfx::kArtPennant));
  CHECK(north_west.mark_u < 0.5f);
  CHECK(north_west.mark_v < 0.5f);
  const TileArt south_east = art_of("B-M", 2);
  CHECK(south_east.mark_u == doctest::Approx(1.0f - north_west.mark_u));
  CHECK(south_east.mark_v == doctest::Approx(1.0f - north_west.mark_v));
  const TileArt whole = art_of("B-C");  // CCCC p1: one city over all four sides
  CHECK(has(read(whole), gfx::kArtPennant));
  CHECK(whole.mark_u == doctest::Approx(0.5f));
  CHECK(whole.mark_v == doctest::Approx(0.5f));
}

TEST_CASE("a monastery sets the monastery flag; its road runs to the south side only (B1)") {
  const Reading plain = reading("B-B");
  CHECK(has(plain, gfx::kArtMonastery));
  for (int s = 0; s < 4; ++s) CHECK(plain.road[s] == 0);
  const Reading road = reading("B-A");  // FFRF | R1:S end | M
  CHECK(has(road, gfx::kArtMonastery));
  CHECK(road.road[kS] != 0);
  CHECK(road.road[kN] + road.road[kE] + road.road[kW] == 0);
  CHECK_FALSE(has(reading("B-D"), gfx::kArtMonastery));
}

TEST_CASE("a straight road is one id on two opposite sides; a crossroads has four road ends") {
  const Reading straight = reading("B-U");  // R1:E+W
  CHECK(straight.road[kE] != 0);
  CHECK(straight.road[kE] == straight.road[kW]);
  CHECK(straight.road[kN] + straight.road[kS] == 0);
  const Reading turned = reading("B-U", 1);
  CHECK(turned.road[kN] == turned.road[kS]);
  CHECK(turned.road[kE] + turned.road[kW] == 0);
  const Reading cross = reading("B-X");  // four roads ending at a village
  for (int s = 1; s < 4; ++s)
    for (int t = 0; t < s; ++t) CHECK(cross.road[s] != cross.road[t]);
  const Reading three = reading("B-W");  // three roads ending, no road to the north
  CHECK(three.road[kN] == 0);
  CHECK(three.road[kE] != three.road[kS]);
  CHECK(three.road[kS] != three.road[kW]);
  const Reading bridge = reading("T-24");  // R1:N+S | R2:E+W: two straight roads crossing
  CHECK(bridge.road[kN] == bridge.road[kS]);
  CHECK(bridge.road[kE] == bridge.road[kW]);
  CHECK(bridge.road[kN] != bridge.road[kE]);
}

TEST_CASE("an inn sets the inn flag and puts its lake beside the road, never on it, in every rotation (I1)") {
  int inns = 0;
  for_each_tile([&](const TileDef& def) {
    bool inn = false;
    for (const FeatureDef& f : def.features) inn = inn || f.inn;
    for (int rot = 0; rot < 4; ++rot) {
      const TileArt art = gfx::make_tile_art(def, rot, false, 0);
      const Reading r = read(art);
      INFO(def.id, " r", 90 * rot);
      REQUIRE(has(r, gfx::kArtInn) == inn);
      if (!inn) continue;
      ++inns;
      const float u = static_cast<float>(art.desc[2] & 255u) / 255.0f;
      const float v = static_cast<float>((art.desc[2] >> 8) & 255u) / 255.0f;
      CHECK(u > 0.1f);
      CHECK(u < 0.9f);
      CHECK(v > 0.1f);
      CHECK(v < 0.9f);
      // Road half width 0.05 and the lake's half height 0.07 / 1.5 (shaders/tile.frag).
      CHECK(road_distance(r, u, v) > 0.05f + 0.07f / 1.5f);
    }
  });
  CHECK(inns == 4 * 7);  // the six Inns & Cathedrals inns and the Winter tile W-05's
}

TEST_CASE("a cathedral sets the cathedral flag and sits in the middle of its four-sided city (I1)") {
  const TileArt art = art_of("I-01");
  const Reading r = read(art);
  CHECK(has(r, gfx::kArtCathedral));
  CHECK_FALSE(has(r, gfx::kArtPennant));
  CHECK(art.mark_u == doctest::Approx(0.5f));
  CHECK(art.mark_v == doctest::Approx(0.5f));
  for (int s = 0; s < 4; ++s) CHECK(r.city[s] == r.city[kN]);
}

TEST_CASE("a trade good is painted as its kind: wine, grain or cloth (T1)") {
  CHECK(reading("B-N").good == 0);
  CHECK(reading("T-02").good == static_cast<int>(Good::Wine));
  CHECK(reading("T-01").good == static_cast<int>(Good::Grain));
  CHECK(reading("T-03").good == static_cast<int>(Good::Cloth));
  const TileArt grain = art_of("T-01", 1);  // C1:N+W grain turned: the city is north-east
  CHECK(grain.mark_u > 0.5f);
  CHECK(grain.mark_v < 0.5f);
}

TEST_CASE("La Porxada is one four-sided city with its building and one pennant") {
  const Reading r = reading("LP-1");
  CHECK(has(r, gfx::kArtPorxada));
  CHECK(has(r, gfx::kArtPennant));
  CHECK_FALSE(has(r, gfx::kArtGbm));
  for (int s = 0; s < 4; ++s) CHECK(r.city[s] == r.city[kN]);
}

TEST_CASE("exactly the six Gingerbread Man tiles carry the gingerbread symbol") {
  int marked = 0;
  for_each_tile([&](const TileDef& def) {
    INFO(def.id);
    const bool gbm = has(read(gfx::make_tile_art(def, 0, false, 0)), gfx::kArtGbm);
    CHECK(gbm == (def.set == "gbm"));
    marked += gbm;
  });
  CHECK(marked == 6);
}

TEST_CASE("the Winter tiles are drawn from the same descriptors: the palette is the game's, not the tile's") {
  const Reading w05 = reading("W-05");  // CFRC | C1:N+W | R1:S end inn, as I-11
  const Reading i11 = reading("I-11");
  for (int s = 0; s < 4; ++s) {
    CHECK(w05.terrain[s] == i11.terrain[s]);
    CHECK(w05.city[s] == i11.city[s]);
    CHECK(w05.road[s] == i11.road[s]);
  }
  CHECK(w05.flags == i11.flags);
  CHECK(has(reading("W-04"), gfx::kArtMonastery));
}

TEST_CASE("a large-city square printed on the map is flagged, and the seed is passed to the shader") {
  const TileDef& def = test::catalogue().def(test::tile("B-C"));
  CHECK(has(read(gfx::make_tile_art(def, 0, true, 0)), gfx::kArtPrinted));
  CHECK_FALSE(has(read(gfx::make_tile_art(def, 0, false, 0)), gfx::kArtPrinted));
  CHECK(gfx::make_tile_art(def, 0, false, 1234).desc[3] == 1234);
}

TEST_CASE("a figure stands inside the city, road or field it is placed on") {
  const TileDef& def = test::catalogue().def(test::tile("B-D"));  // CRFR: city N, road E-W
  float u = 0, v = 0;
  gfx::slot_point(def, 0, 1, u, v);  // N2: the city
  CHECK(v < 0.3f);
  gfx::slot_point(def, 0, 4, u, v);  // E2: the road, on its centre line
  CHECK(v == doctest::Approx(0.5f));
  gfx::slot_point(def, 0, 7, u, v);  // S2: the southern field
  CHECK(v > 0.6f);
  gfx::slot_point(def, 1, 4, u, v);  // turned: the city is east
  CHECK(u > 0.7f);
  gfx::slot_point(test::catalogue().def(test::tile("B-B")), 0, kSlotMonastery, u, v);
  CHECK(u == doctest::Approx(0.5f));
  CHECK(v == doctest::Approx(0.5f));
}

TEST_CASE("the outlined feature's bits name its city and road sides and field slots as the tile lies (issue 20)") {
  const TileDef& d = test::catalogue().def(test::tile("B-D"));  // city cap, straight road, two fields
  const auto slots_of = [&](int rot, Slot s) {
    std::uint16_t slots = 0;
    const int f = d.feature_at(rot, s);
    for (int k = 0; k < kSlotCount; ++k)
      if (d.feature_at(rot, static_cast<Slot>(k)) == f) slots = static_cast<std::uint16_t>(slots | 1u << k);
    return slots;
  };
  for (int rot = 0; rot < 4; ++rot) {
    CAPTURE(rot);
    const int city_side = rot;  // the cap starts north and turns clockwise with the tile
    const std::uint32_t city = gfx::focus_bits(d, rot, FeatureKind::City, slots_of(rot, static_cast<Slot>(3 * city_side + 1)));
    CHECK((city & gfx::kFocusPart) != 0);
    CHECK(((city >> gfx::kFocusCityShift) & 15u) == (1u << city_side));
    CHECK(((city >> gfx::kFocusRoadShift) & 15u) == 0);
    CHECK((city & 1023u) == 0);  // never the variation seed's bits
    const int road_side = (city_side + 1) % 4;
    const std::uint32_t road = gfx::focus_bits(d, rot, FeatureKind::Road, slots_of(rot, static_cast<Slot>(3 * road_side + 1)));
    CHECK(((road >> gfx::kFocusRoadShift) & 15u) == ((1u << road_side) | (1u << ((road_side + 2) % 4))));
    CHECK(((road >> gfx::kFocusCityShift) & 15u) == 0);
    // the field between the cap and the road: the first slot of the road side, not its middle
    const std::uint16_t field_slots = slots_of(rot, static_cast<Slot>(3 * road_side));
    const std::uint32_t field = gfx::focus_bits(d, rot, FeatureKind::Field, field_slots);
    CHECK((field >> (gfx::kFocusFieldShift + 3 * road_side) & 1u) == 1u);
    CHECK((field >> (gfx::kFocusFieldShift + 3 * road_side + 1) & 1u) == 0u);
    CHECK((field >> (gfx::kFocusFieldShift + 3 * city_side + 1) & 1u) == 0u);
  }
  const TileDef& m = test::catalogue().def(test::tile("B-B"));  // a monastery
  CHECK((gfx::focus_bits(m, 0, FeatureKind::Monastery, 1u << kSlotMonastery) & gfx::kFocusMonastery) != 0);
}

}  // namespace carc
