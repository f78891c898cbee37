// Shared vocabulary of the engine: board coordinates, sides, edge slots, terrain, figures, ids.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace carc {

// Board coordinates (TN-1): x grows east, y grows south. On the classic table the start
// tile lies at 0,0; on a map (column, row) count from 1 at the north-west corner.
struct Pos {
  int x = 0;
  int y = 0;
  friend bool operator==(Pos a, Pos b) { return a.x == b.x && a.y == b.y; }
  friend bool operator!=(Pos a, Pos b) { return !(a == b); }
};

// Sides in clockwise order. kDx/kDy step to the neighbour across a side.
enum class Side : std::uint8_t { N = 0, E = 1, S = 2, W = 3 };
inline constexpr int kDx[4] = {0, 1, 0, -1};
inline constexpr int kDy[4] = {-1, 0, 1, 0};
inline constexpr int opposite(int side) { return (side + 2) & 3; }
// The square across `side` (0..3) of `p`.
inline constexpr Pos adjacent(Pos p, int side) { return Pos{p.x + kDx[side], p.y + kDy[side]}; }

// Edge slots (TN-1), numbered clockwise from the north-west corner:
//
//             N1  N2  N3
//         W3 +-----------+ E1
//         W2 |   tile    | E2
//         W1 +-----------+ E3
//             S3  S2  S1
//
// Slot index = 3*side + (k-1): N1=0 … N3=2, E1=3 … W3=11. 12 is the interior field I, 13 the
// monastery M. Rotating a tile 90° clockwise adds 3 to every edge slot (mod 12). Slot Xk touches
// the neighbour's slot Y(4-k) across the shared side.
using Slot = std::uint8_t;
inline constexpr Slot kSlotInterior = 12;
inline constexpr Slot kSlotMonastery = 13;
inline constexpr int kSlotCount = 14;
inline constexpr int kEdgeSlots = 12;
inline constexpr Slot rotate_slot(Slot s, int quarter_turns) {
  return s < kEdgeSlots ? static_cast<Slot>((s + 3 * quarter_turns) % kEdgeSlots) : s;
}
inline constexpr Slot facing_slot(Slot s) {  // the neighbour's slot touching edge slot s
  return static_cast<Slot>(3 * opposite(s / 3) + (2 - s % 3));
}
std::string_view slot_name(Slot s);
std::string pos_text(Pos p);              // "3,-1"
std::string spot_text(Pos p, Slot s);     // "3,-1 N2"
bool parse_slot(std::string_view text, Slot& out);  // "N1" … "W3", "I", "M"

// Side terrain (TN-1). Two touching sides must carry the same terrain.
enum class Terrain : std::uint8_t { None = 0, City = 1, Road = 2, Field = 3 };

enum class FeatureKind : std::uint8_t { City, Road, Field, Monastery };
std::string_view feature_name(FeatureKind k);

enum class Good : std::uint8_t { None, Wine, Grain, Cloth };

// Figures a player can stand on a tile. Only followers (meeple, big) count for majorities.
enum class FigureKind : std::uint8_t { Meeple, Big, Builder, Pig };
inline constexpr int kFigureKinds = 4;
std::string_view figure_name(FigureKind k);
bool parse_figure(std::string_view text, FigureKind& out);
inline constexpr bool is_follower(FigureKind k) {
  return k == FigureKind::Meeple || k == FigureKind::Big;
}

inline constexpr int kMaxPlayers = 6;
using PlayerId = std::uint8_t;

// Index of a tile type in the game's catalogue.
enum class TileType : std::uint16_t {};
inline constexpr int to_int(TileType t) { return static_cast<int>(t); }

// Score categories for the end-of-game breakdown.
enum class Category : std::uint8_t { Road, City, Monastery, Field, Chips, Goods, Bonus };
inline constexpr int kCategories = 7;
std::string_view category_name(Category c);

}  // namespace carc
