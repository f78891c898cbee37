// A Carcassonne Map as data (docs/rules/maps.md): the grid of printed squares, start
// squares, large cities with the terrain printed on their edges, towns, islands and ferries,
// coat-of-arms squares, colour bands and printed border features. Parsed from assets/maps/*.map.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"
#include "engine/base/rng.h"
#include "engine/base/types.h"

namespace carc {

// What is printed on one outer edge of a large-city square (M14). Coast: nothing continues.
enum class EdgePrint : std::uint8_t { Coast, City, Road, Field };

struct MapEdge {
  Pos square;           // (column, row), from 1
  int side = 0;         // 0 N, 1 E, 2 S, 3 W
  EdgePrint print = EdgePrint::Coast;
};

struct NamedSquare {
  std::string name;
  Pos square;
};

struct LargeCity {
  std::string name;
  std::vector<Pos> squares;  // not placeable (M12); each counts as one city tile (M25)
  int arms = 0;              // coats of arms: +2 each when complete, +1 at the end (M25, M26)
  std::vector<MapEdge> edges;  // every outer edge of every square, in file order
};

struct Island {
  std::string name;
  std::vector<Pos> squares;
  Pos harbour;  // mainland square whose tile connects the island (M20)
  Pos landing;  // island square that becomes placeable then
};

struct ColourBand {
  std::string colour;  // orange, blue, purple (chip colours)
  int first_row = 0, last_row = 0;
};

enum class SquareKind : std::uint8_t { None, Land, Start, LargeCity, Town, Harbour, Island };

struct MapDef {
  std::string id;    // taiwan, iberia
  std::string name;  // shown to players
  int cols = 0, rows = 0;
  int recommended_tiles = 0;  // M2 default tile count
  int starts_used = 0;        // M7: start squares used with the chip variant
  bool chips_on_islands = true;  // C3 (f): Iberia forbids chips on island squares
  std::vector<std::string> grid;  // the ASCII rows as written (row r is grid[r-1])
  std::vector<NamedSquare> starts;
  std::vector<LargeCity> cities;
  std::vector<NamedSquare> towns;
  std::vector<Island> islands;
  std::vector<std::pair<Pos, int>> arms;  // coat-of-arms squares (C5) and how many arms each
  std::vector<ColourBand> bands;          // Iberia: chip colour per row (IB4); islands have none
  std::vector<MapEdge> borders;           // printed road/city crossing a border edge (M16)

  SquareKind kind(Pos p) const;  // None outside the grid or on sea
  // A town square (M18), including a town that is also a ferry harbour (kind() says Harbour).
  bool is_town(Pos p) const;
  bool is_placeable(Pos p) const {
    const SquareKind k = kind(p);
    return k != SquareKind::None && k != SquareKind::LargeCity;
  }
  // The colour band of a square ("" for islands and rows without a band).
  std::string_view band(Pos p) const;
  int arms_at(Pos p) const;
  int count_placeable() const;
};

// Parses and checks a .map file (format and limits in assets/maps/README.md). A failure reads
// "SOURCE:LINE: item: problem" and leaves `out` unchanged.
Status parse_map(std::string_view text, std::string_view source, MapDef& out);

// Map chips (C1): 30 chips, ids 0..29; colour = id / 10 (0 orange, 1 blue, 2 purple); ids with
// id % 10 < 6 are worth 1, the rest 2.
inline constexpr int kChipCount = 30;
inline constexpr int chip_colour(int chip) { return chip / 10; }
inline constexpr int chip_value(int chip) { return chip % 10 < 6 ? 1 : 2; }
// The chips' colours in their order (C1), as map files and records name them.
inline constexpr std::string_view kChipColours[3] = {"orange", "blue", "purple"};
std::string_view chip_colour_name(int colour);  // "orange", "blue", "purple"

struct ChipSpot {
  int chip = 0;
  Pos square;
};

// C3 set-up: deals all 30 chips face down, one per square, honouring (b)–(f) for the given used
// start squares; "evenly" spread (prefers squares far from chips already dealt). Deterministic
// for a seed. Returns false if no legal deal was found.
bool deal_chips(const MapDef& map, const std::vector<Pos>& used_starts, Rng& rng, std::vector<ChipSpot>& out);

// Why `square` cannot take a face-down chip under C3, given the used start squares and the chips
// already in `dealt` (an error.chip_square.* key); none when it can. The seeded deal and written
// `chip` lines share these rules.
std::optional<ErrorKey> chip_square_problem(const MapDef& map, const std::vector<Pos>& used_starts,
                                     const std::vector<ChipSpot>& dealt, Pos square);
inline bool is_chip_square(const MapDef& map, const std::vector<Pos>& used_starts, const std::vector<ChipSpot>& dealt,
                           Pos square) {
  return !chip_square_problem(map, used_starts, dealt, square);
}

}  // namespace carc
