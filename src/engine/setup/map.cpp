// Carcassonne Maps as data: the square queries of MapDef and the C3 chip deal
// (docs/rules/chips.md).
#include <algorithm>
#include <cstdlib>

#include "engine/setup/map.h"

namespace carc {
namespace {

bool contains(const std::vector<Pos>& v, Pos p) { return std::find(v.begin(), v.end(), p) != v.end(); }

}  // namespace

SquareKind MapDef::kind(Pos p) const {
  if (p.y < 1 || p.y > static_cast<int>(grid.size()) || p.x < 1 || p.x > static_cast<int>(grid[p.y - 1].size()))
    return SquareKind::None;
  switch (grid[p.y - 1][p.x - 1]) {
    case '.': return SquareKind::Land;
    case 'S': return SquareKind::Start;
    case 'L': return SquareKind::LargeCity;
    case 't': return SquareKind::Town;
    case 'f': return SquareKind::Harbour;
    case 'i': return SquareKind::Island;
    default: return SquareKind::None;
  }
}

bool MapDef::is_town(Pos p) const {
  return std::any_of(towns.begin(), towns.end(), [p](const NamedSquare& t) { return t.square == p; });
}

std::string_view MapDef::band(Pos p) const {
  const SquareKind k = kind(p);
  if (k == SquareKind::None || k == SquareKind::Island) return {};
  for (const ColourBand& b : bands)
    if (p.y >= b.first_row && p.y <= b.last_row) return b.colour;
  return {};
}

int MapDef::arms_at(Pos p) const {
  for (const auto& [square, count] : arms)
    if (square == p) return count;
  return 0;
}

int MapDef::count_placeable() const {
  int n = 0;
  for (int y = 1; y <= rows; ++y)
    for (int x = 1; x <= cols; ++x) n += is_placeable(Pos{x, y});
  return n;
}

std::string_view chip_colour_name(int colour) {
  return colour >= 0 && colour < 3 ? kChipColours[colour] : std::string_view();
}

// --- the chip deal (C3) ---

namespace {

constexpr int kDealAttempts = 64;  // whole-deal retries when the chips paint themselves in
constexpr int kSample = 8;         // candidates drawn per chip; the one farthest from the others wins

// C3 (b), (c), (e), (f): the rules that do not depend on other chips.
// Returns the broken rule (an error.chip_square.* key), or none.
std::optional<ErrorKey> setup_square_problem(const MapDef& map, const std::vector<Pos>& used_starts, Pos p) {
  const SquareKind k = map.kind(p);
  if (k == SquareKind::LargeCity) return err::chip_square_large_city;
  if (!map.is_placeable(p)) return err::chip_square_off_map;
  if (k == SquareKind::Start) return err::chip_square_start;
  if (map.is_town(p)) return err::chip_square_town;
  if (k == SquareKind::Island && !map.chips_on_islands) return err::chip_square_island;
  for (int side = 0; side < 4; ++side)
    if (contains(used_starts, adjacent(p, side))) return err::chip_square_next_start;
  for (const LargeCity& c : map.cities)
    for (const MapEdge& e : c.edges)  // M15: an open edge prints city or road and faces p
      if ((e.print == EdgePrint::City || e.print == EdgePrint::Road) && adjacent(e.square, e.side) == p)
        return err::chip_square_next_city;
  return {};
}

bool is_setup_square(const MapDef& map, const std::vector<Pos>& used_starts, Pos p) {
  return !setup_square_problem(map, used_starts, p);
}

// One attempt: each chip goes on the farthest of kSample random legal squares (best-candidate
// sampling: random, yet spread over the map). False when no legal square is left. The squares
// a chip blocks (itself and its four neighbours, C3 b, d) and every square's distance to the
// nearest chip are kept up to date as chips are dealt.
bool try_deal(const std::vector<Pos>& candidates, Rng& rng, std::vector<Pos>& dealt) {
  dealt.clear();
  const std::size_t n = candidates.size();
  std::vector<std::uint8_t> blocked(n, 0);
  std::vector<int> nearest(n, 0);  // squared distance to the nearest chip; 0 before the first
  std::vector<std::uint32_t> open;
  while (dealt.size() < static_cast<std::size_t>(kChipCount)) {
    open.clear();
    for (std::size_t i = 0; i < n; ++i)
      if (!blocked[i]) open.push_back(static_cast<std::uint32_t>(i));
    if (open.empty()) return false;
    std::uint32_t best = open[rng.below(static_cast<std::uint32_t>(open.size()))];
    for (int k = 1; k < kSample; ++k) {
      const std::uint32_t i = open[rng.below(static_cast<std::uint32_t>(open.size()))];
      if (nearest[i] > nearest[best]) best = i;
    }
    const Pos chip = candidates[best];
    dealt.push_back(chip);
    for (std::size_t i = 0; i < n; ++i) {
      const Pos p = candidates[i];
      const int d = (p.x - chip.x) * (p.x - chip.x) + (p.y - chip.y) * (p.y - chip.y);
      if (d <= 1) blocked[i] = 1;
      nearest[i] = dealt.size() == 1 ? d : std::min(nearest[i], d);
    }
  }
  return true;
}

}  // namespace

std::optional<ErrorKey> chip_square_problem(const MapDef& map, const std::vector<Pos>& used_starts,
                                            const std::vector<ChipSpot>& dealt, Pos square) {
  if (const auto problem = setup_square_problem(map, used_starts, square)) return problem;
  for (const ChipSpot& c : dealt) {
    const int d = std::abs(c.square.x - square.x) + std::abs(c.square.y - square.y);
    if (d == 0) return err::chip_square_chip;
    if (d == 1) return err::chip_square_next_chip;
  }
  return {};
}

bool deal_chips(const MapDef& map, const std::vector<Pos>& used_starts, Rng& rng, std::vector<ChipSpot>& out) {
  for (Pos s : used_starts)
    if (map.kind(s) != SquareKind::Start) return false;
  std::vector<Pos> candidates, dealt;
  for (int y = 1; y <= map.rows; ++y)
    for (int x = 1; x <= map.cols; ++x)
      if (is_setup_square(map, used_starts, Pos{x, y})) candidates.push_back(Pos{x, y});
  for (int attempt = 0; attempt < kDealAttempts; ++attempt) {
    if (!try_deal(candidates, rng, dealt)) continue;
    int chips[kChipCount];  // face down and shuffled (C3 a): which chip lies where is random too
    for (int i = 0; i < kChipCount; ++i) chips[i] = i;
    rng.shuffle(chips, kChipCount);
    std::sort(dealt.begin(), dealt.end(), [](Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    out.clear();
    for (int i = 0; i < kChipCount; ++i) out.push_back(ChipSpot{chips[i], dealt[i]});
    return true;
  }
  return false;
}

}  // namespace carc
