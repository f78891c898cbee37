// The two Carcassonne Maps as data (assets/maps/*.map): counts walked off the grids,
// the named squares, the file header, and the parser's line-numbered errors.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "data/assets.h"
#include "data/maps.h"

namespace carc {
namespace {

MapDef shipped_map(std::string_view id) {
  MapDef m;
  std::string error;
  REQUIRE(data::load_map(std::string(CARC_SOURCE_DIR) + "/assets", id, m).message() == "");
  return m;
}

// Squares whose grid letter is one of `letters`, in rows first..last, walked off the ASCII grid.
int count_letters(const MapDef& m, std::string_view letters, int first = 1, int last = 99) {
  int n = 0;
  for (int y = first; y <= last && y <= static_cast<int>(m.grid.size()); ++y)
    for (char c : m.grid[y - 1]) n += letters.find(c) != std::string_view::npos;
  return n;
}

// "12,2 N city, E road, S city, W city" for a one-square city.
std::string edges_text(const LargeCity& c) {
  static const char* const sides[] = {"N", "E", "S", "W"};
  static const char* const prints[] = {"coast", "city", "road", "field"};
  std::string out = pos_text(c.squares[0]);
  for (const MapEdge& e : c.edges)
    out += std::string(e.side ? ", " : " ") + sides[e.side] + " " + prints[static_cast<int>(e.print)];
  return out;
}

std::string names(const std::vector<NamedSquare>& v) {
  std::string out;
  for (const NamedSquare& s : v) out += s.name + " " + pos_text(s.square) + "; ";
  return out;
}

TEST_CASE("the Taiwan map has 121 placeable squares on a 13 x 22 grid (M2)") {
  const MapDef m = shipped_map("taiwan");
  CHECK(m.cols == 13);
  CHECK(m.rows == 22);
  CHECK(count_letters(m, ".Stfi") == 121);
  CHECK(count_letters(m, "L") == 4);
  CHECK(m.count_placeable() == 121);
  CHECK(m.recommended_tiles == 110);  // M2
  CHECK(m.starts_used == 2);          // M7
  CHECK(m.chips_on_islands);          // TW1
  CHECK(m.name == "Taiwan");
}

TEST_CASE("Taiwan's start squares are Mount Snow and Mount Jade (M7)") {
  const MapDef m = shipped_map("taiwan");
  // As (row, column): Mount Snow (6,10), Mount Jade (12,8).
  CHECK(names(m.starts) == "Mount Snow 10,6; Mount Jade 8,12; ");
  CHECK(m.kind(Pos{10, 6}) == SquareKind::Start);
}

TEST_CASE("Taiwan has 4 large cities with the edges and arms the map file gives them (M14)") {
  const MapDef m = shipped_map("taiwan");
  REQUIRE(m.cities.size() == 4);
  CHECK(m.cities[0].name == "Taipei");
  CHECK(edges_text(m.cities[0]) == "12,2 N city, E road, S city, W city");
  CHECK(m.cities[1].name == "Taichung");
  CHECK(edges_text(m.cities[1]) == "7,8 N road, E city, S city, W road");
  CHECK(m.cities[2].name == "Tainan");
  CHECK(edges_text(m.cities[2]) == "4,15 N city, E city, S road, W coast");
  CHECK(m.cities[3].name == "Kaohsiung");
  CHECK(edges_text(m.cities[3]) == "5,17 N city, E road, S city, W coast");
  CHECK(m.cities[0].arms + m.cities[1].arms + m.cities[2].arms + m.cities[3].arms == 3);
  CHECK(m.cities[2].arms == 0);
  CHECK(m.kind(Pos{12, 2}) == SquareKind::LargeCity);
  CHECK_FALSE(m.is_placeable(Pos{12, 2}));
}

TEST_CASE("Taiwan has 7 towns, Taitung also being Green Island's harbour (M18)") {
  const MapDef m = shipped_map("taiwan");
  CHECK(names(m.towns) == "Keelung 13,2; Hsinchu 9,4; Yilan 13,4; Hualien 12,9; Chiayi 5,13; "
                          "Taitung 9,16; Hengchun 7,21; ");
  CHECK(count_letters(m, "t") + 1 == 7);  // Taitung is drawn as its harbour 'f'
  CHECK(m.kind(Pos{9, 16}) == SquareKind::Harbour);
  CHECK(m.is_town(Pos{9, 16}));
  CHECK(m.is_town(Pos{13, 2}));
  CHECK_FALSE(m.is_town(Pos{10, 6}));
}

TEST_CASE("Taiwan has 3 islands, each reached by a ferry and with one coat of arms (M20, C5)") {
  const MapDef m = shipped_map("taiwan");
  REQUIRE(m.islands.size() == 3);
  const char* const expected[] = {"Penghu 1,11 from 4,13", "Green Island 11,17 from 9,16",
                                  "Orchid Island 12,21 from 8,20"};
  for (int i = 0; i < 3; ++i) {
    const Island& island = m.islands[i];
    REQUIRE(island.squares.size() == 1);
    CHECK(island.name + " " + pos_text(island.squares[0]) + " from " + pos_text(island.harbour) == expected[i]);
    CHECK(island.landing == island.squares[0]);
    CHECK(m.kind(island.squares[0]) == SquareKind::Island);
    CHECK(m.kind(island.harbour) == SquareKind::Harbour);
    CHECK(m.arms_at(island.squares[0]) == 1);
  }
  CHECK(m.arms.size() == 3);
  CHECK(m.bands.empty());
  CHECK(m.borders.empty());  // M16: no printed border features
}

TEST_CASE("the Iberia map has 126 placeable squares in 12 rows and 17 columns (IB4)") {
  const MapDef m = shipped_map("iberia");
  CHECK(m.cols == 17);
  CHECK(m.rows == 12);
  CHECK(count_letters(m, ".Stfi") == 126);
  CHECK(count_letters(m, ".StfiL") == 125 + 4);  // 125 mainland squares + 4 Balearic squares
  CHECK(m.count_placeable() == 126);
  CHECK(m.recommended_tiles == 115);  // M2
  CHECK(m.starts_used == 3);          // M7
  CHECK_FALSE(m.chips_on_islands);    // C3 (f)
  CHECK(m.name == "Iberian Peninsula");
}

TEST_CASE("Iberia's placeable mainland squares per colour band are orange 46, blue 43, purple 33 (IB4, IB5)") {
  const MapDef m = shipped_map("iberia");
  CHECK(count_letters(m, ".Stf", 1, 4) == 46);
  CHECK(count_letters(m, ".Stf", 5, 8) == 43);
  CHECK(count_letters(m, ".Stf", 9, 12) == 33);
  int by_band[3] = {};  // the same through band(), which must leave the islands out (IB4)
  for (int y = 1; y <= m.rows; ++y)
    for (int x = 1; x <= m.cols; ++x) {
      const std::string_view band = m.band(Pos{x, y});
      if (!m.is_placeable(Pos{x, y})) continue;
      for (int c = 0; c < 3; ++c) by_band[c] += band == chip_colour_name(c);
    }
  CHECK(by_band[0] == 46);
  CHECK(by_band[1] == 43);
  CHECK(by_band[2] == 33);
  CHECK(m.band(Pos{15, 7}).empty());  // Mallorca lies in row 7 but has no band
  CHECK(m.band(Pos{1, 7}) == "blue");
}

TEST_CASE("Iberia has León, Pamplona, Évora and Murcia as start squares (M7)") {
  const MapDef m = shipped_map("iberia");
  // As (row, column): (2,5), (2,10), (9,2), (9,10).
  CHECK(names(m.starts) == "León 5,2; Pamplona 10,2; Évora 2,9; Murcia 10,9; ");
}

TEST_CASE("Iberia has the large cities Barcelona, Madrid and Lisboa and 8 towns (M12, M18)") {
  const MapDef m = shipped_map("iberia");
  REQUIRE(m.cities.size() == 3);
  CHECK(m.cities[0].name + " " + edges_text(m.cities[0]) == "Barcelona 14,4 N road, E coast, S coast, W city");
  CHECK(m.cities[1].name + " " + edges_text(m.cities[1]) == "Madrid 7,6 N city, E road, S city, W road");
  CHECK(m.cities[2].name + " " + edges_text(m.cities[2]) == "Lisboa 1,8 N road, E city, S field, W coast");
  CHECK(m.cities[0].arms == 1);
  CHECK(m.cities[1].arms == 2);
  CHECK(m.cities[2].arms == 1);
  CHECK(m.towns.size() == 8);
  CHECK(count_letters(m, "t") + 1 == 8);  // Valencia is drawn as Ibiza's harbour 'f'
  CHECK(m.is_town(Pos{11, 7}));
  CHECK(m.kind(Pos{11, 7}) == SquareKind::Harbour);
}

TEST_CASE("the Balearic Islands are Mallorca (2 squares), Ibiza and Menorca, each reached by a ferry (M20)") {
  const MapDef m = shipped_map("iberia");
  REQUIRE(m.islands.size() == 3);
  CHECK(m.islands[0].name == "Mallorca");
  CHECK(m.islands[0].squares == std::vector<Pos>{Pos{15, 7}, Pos{16, 7}});
  CHECK(m.islands[0].harbour == Pos{13, 5});
  CHECK(m.islands[1].name == "Ibiza");
  CHECK(m.islands[1].harbour == Pos{11, 7});  // Valencia
  CHECK(m.islands[2].name == "Menorca");
  CHECK(m.islands[2].harbour == Pos{14, 3});
  CHECK(count_letters(m, "i") == 4);
  CHECK(m.arms_at(Pos{15, 7}) == 1);
  CHECK(m.arms_at(Pos{16, 7}) == 0);
  CHECK(m.arms_at(Pos{13, 8}) == 1);
  CHECK(m.arms_at(Pos{17, 5}) == 1);
}

TEST_CASE("each map file says that its geometry approximates the printed map") {
  for (std::string_view id : data::kMapIds) {
    std::string text, error;
    REQUIRE(data::read_file(std::string(CARC_SOURCE_DIR) + "/assets/maps/" + std::string(id) + ".map", text).ok());
    CHECK(text.find("APPROXIMATES the printed map") != std::string::npos);
    CHECK(shipped_map(id).id == id);
  }
}

// A small map that uses every item; each error case below breaks one line of it.
const std::vector<std::string> kMini = {
    "map mini", "name Mini", "size 5x3", "tiles 6", "starts-used 1", "chips-on-islands no",
    "  1 |S.LL |",  // line 7
    "  2 |.t.f |",
    "  3 |    i|",
    "start Home 1,1",  // line 10
    "city Fort 3,1: N coast, S city, W road; 4,1: N coast, E coast, S field; arms 1",
    "town Hamlet 2,2",
    "island Rock 5,3; harbour 4,2; landing 5,3",
    "arms 5,3 1",
    "band orange 1-2",
    "border 1,2 W road",  // line 16
};

// The mini map with line `line` (from 1) replaced; past the end it is appended.
std::string mini_with(std::size_t line = 0, const std::string& replacement = "") {
  std::string out;
  for (std::size_t i = 1; i <= std::max(kMini.size(), line); ++i)
    out += (i == line ? replacement : i <= kMini.size() ? kMini[i - 1] : "") + "\n";
  return out;
}

TEST_CASE("a small map with every kind of item loads") {
  MapDef m;
  std::string error;
  REQUIRE(parse_map(mini_with(), "mini.map", m).message() == "");
  CHECK(m.count_placeable() == 7);
  CHECK(m.cities[0].squares.size() == 2);
  CHECK(m.cities[0].edges.size() == 6);
  CHECK(m.kind(Pos{5, 1}) == SquareKind::None);
  CHECK(m.kind(Pos{0, 1}) == SquareKind::None);
  CHECK(m.band(Pos{1, 2}) == "orange");
  CHECK(m.borders.size() == 1);
  CHECK(m.borders[0].print == EdgePrint::Road);
}

TEST_CASE("a broken map is rejected with its source, line, item and problem") {
  struct Case {
    std::size_t line;
    const char* text;
    const char* error;
  };
  const Case cases[] = {
      {17, "river Rhine 1,1", "mini.map:17: river: unknown keyword (see assets/maps/README.md)"},
      {10, "start Home 1;1", "mini.map:10: start Home: '1;1' is not a square X,Y"},
      {12, "town Hamlet 2,4", "mini.map:12: town Hamlet: 2,4 lies outside the 5x3 grid"},
      {12, "town Hamlet 1,2", "mini.map:12: town Hamlet: 1,2 is '.' on the grid; a town needs 't'"},
      {10, "start Home 2,1", "mini.map:10: start Home: 2,1 is '.' on the grid; a start square needs 'S'"},
      {12, "# no town", "mini.map:8: grid 2,2: no town item names this 't'"},
      {12, "town Hamlet 4,2", "mini.map:8: grid 2,2: no town item names this 't'"},
      {13, "island Rock 5,3; harbour 2,2; landing 5,3", "mini.map:13: island Rock: 2,2 is 't' on the grid; a ferry harbour needs 'f'"},
      {11, "city Fort 3,1: N coast, S city; 4,1: N coast, E coast, S field",
       "mini.map:11: city Fort: 3,1 has no print for its W edge"},
      {11, "city Fort 3,1: N coast, E city, S city, W road; 4,1: N coast, E coast, S field",
       "mini.map:11: city Fort: 3,1 E is an inner edge: 4,1 belongs to the city too"},
      {11, "city Fort 3,1: N coast, S coast, W road; 4,1: N coast, E coast, S field",
       "mini.map:11: city Fort: 3,1 S prints coast but faces the placeable square 3,2"},
      {13, "island Rock 5,3; harbour 4,2; landing 4,2", "mini.map:13: island Rock: landing 4,2 is not one of its squares"},
      {17, "band blue 2-3", "mini.map:17: band blue: rows 2-3 overlap band orange (rows 1-2)"},
      {12, "town Home 2,2", "mini.map:12: town Home: the name is already used on line 10"},
      {4, "# no tiles", "mini.map:1: tiles: missing from the header"},
      {9, "  3 |    i |", "mini.map:9: grid row 3: 6 squares wide, size says 5"},
      {9, "  4 |    i|", "mini.map:9: grid row 4: expected row 3"},
      {8, "  2 |.t.x |", "mini.map:8: grid row 2: 'x' in column 4 is not a map letter (. S L t f i, blank or ~ for sea)"},
      {17, "border 2,2 N road", "mini.map:17: border 2,2 N: faces the square 2,1, not the edge of the map"},
      {17, "arms 3,1 2", "mini.map:17: arms 3,1: 3,1 is 'L' on the grid; a large city's arms go on its city item"},
      {3, "size 5 by 3", "mini.map:3: size: expected COLUMNSxROWS, e.g. 13x22"},
      {4, "tiles 8", "mini.map:4: tiles: more than the 7 placeable squares"},
  };
  for (const Case& k : cases) {
    CAPTURE(k.text);
    MapDef m;
    std::string error;
    CHECK(parse_map(mini_with(k.line, k.text), "mini.map", m).message() == k.error);
    CHECK(m.grid.empty());  // nothing half-loaded
  }
}

// 44 islands of 8 rows x 60 squares (two columns of them, sea between), each item on one line of
// about 3,400 bytes: 21,120 island squares, as many as the 20,000-square island that once took
// 0.8 s to check (a search per neighbour); one island item fits in a line no more. With
// `touching`, the last island has one more square, beside the mainland.
std::string many_islands(bool touching) {
  constexpr int kCols = 124, kRows = 198;  // islands in columns 1-60 and 62-121, mainland 123-124
  std::vector<std::string> grid(kRows, std::string(kCols, ' '));
  std::string items;
  int count = 0;
  for (int block = 0; block < kRows / 9; ++block)
    for (int side = 0; side < 2; ++side) {
      const int x0 = 1 + 61 * side, y0 = 1 + 9 * block;
      const Pos harbour{123 + side, y0};
      std::string squares;
      for (int y = y0; y < y0 + 8; ++y)
        for (int x = x0; x < x0 + 60; ++x) {
          grid[y - 1][x - 1] = 'i';
          squares += pos_text(Pos{x, y}) + " ";
        }
      if (touching && block == kRows / 9 - 1 && side == 1) {
        grid[y0 + 7 - 1][122 - 1] = 'i';
        squares += pos_text(Pos{122, y0 + 7}) + " ";
      }
      grid[harbour.y - 1][harbour.x - 1] = 'f';
      const std::string name = {static_cast<char>('A' + count / 26), static_cast<char>('a' + count % 26)};
      ++count;
      items += "island Isle " + name + " " + squares + "; harbour " + pos_text(harbour) +
               "; landing " + pos_text(Pos{x0, y0}) + "\n";
    }
  std::string text = "map manyisles\nname Many Isles\nsize " + std::to_string(kCols) + "x" + std::to_string(kRows) +
                     "\ntiles 10\nstarts-used 1\nchips-on-islands yes\n";
  for (int y = 1; y <= kRows; ++y) {
    for (int x = 123; x <= 124; ++x)
      if (grid[y - 1][x - 1] == ' ') grid[y - 1][x - 1] = y == 2 && x == 124 ? 'S' : '.';
    text += std::to_string(y) + " |" + grid[y - 1] + "|\n";
  }
  return text + "start Home 124,2\n" + items;
}

TEST_CASE("M20: 21,000 island squares over 44 island lines are checked in one pass, accepted or rejected") {
  MapDef m;
  REQUIRE(parse_map(many_islands(false), "many.map", m).message() == "");
  REQUIRE(m.islands.size() == 44);
  std::size_t squares = 0;
  for (const Island& island : m.islands) squares += island.squares.size();
  CHECK(squares == 44 * 480);
  // The last island is checked last: every square before it passed.
  MapDef bad;
  CHECK(parse_map(many_islands(true), "many.map", bad).message() ==
        "many.map:249: island Isle Br: 122,197 touches 123,197, which is not on the island; leave sea between");
  CHECK(bad.grid.empty());
}

TEST_CASE("a map file that names another map, or no file at all, is rejected") {
  MapDef m;
  std::string error;
  error = data::load_map(std::string(CARC_SOURCE_DIR) + "/assets", "atlantis", m).message();
  CHECK(error.find("atlantis.map: cannot read the file") != std::string::npos);
  const std::string dir = (std::filesystem::temp_directory_path() / "carc_map_test").string();
  std::filesystem::create_directories(dir + "/maps");
  std::FILE* f = std::fopen((dir + "/maps/other.map").c_str(), "wb");
  REQUIRE(f);
  const std::string text = "# a copy of mini\n" + mini_with();
  std::fwrite(text.data(), 1, text.size(), f);
  std::fclose(f);
  CHECK(data::load_map(dir, "other", m).message() == dir + "/maps/other.map:2: map: says 'mini' but the file is other.map");
  CHECK(m.grid.empty());
}

}  // namespace
}  // namespace carc
