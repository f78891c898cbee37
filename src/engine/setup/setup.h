// What a game is set up with: the header of a game record (docs/records.md), plus rule switches.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/base/error.h"
#include "engine/base/types.h"
#include "engine/setup/seat_spec.h"

namespace carc {

// Expansion rules switched on by the `rules` header. Tiles of a set can be in the pile without
// its rules (the maps recommend the I&C and T&B tiles without their figures and scoring).
struct Rules {
  bool ic = false;       // Inns & Cathedrals: large follower, inns, cathedrals (I1–I9)
  bool tb = false;       // Traders & Builders: goods, builder, pig (T1–T14)
  bool gbm = false;      // Gingerbread Man (G1–G12)
  bool porxada = false;  // La Porxada (P1–P16)
  // P16 switches of La Porxada:
  bool porxada_house = false;          // P15: the house rule (city scored only at the end)
  bool porxada_refusal_supply = false; // P8: a refusing player may give up a follower from supply
  bool porxada_tie_completed = false;  // P10: a tied player without a token also scores completed
};

// Switches of the map rules where the sources leave a choice (docs/rules.md lists them).
struct MapOptions {
  bool ferry_road = false;       // M20: the harbour tile must carry a road to the sea
  bool border_monastery = true;  // M24: missing squares around a monastery count as filled
  int cache_multiplier = 2;      // IB6/IB7: a cache pays 2x its value (2023), or 3x (2019 rules)
  int arms_bonus = -1;           // C5: -1 with the chips, 0 off, 1 on
};

// A chip laid out by hand (record line `chip COLOUR VALUE X,Y`) instead of the seeded deal.
struct ChipSetup {
  int colour = 0;  // 0 orange, 1 blue, 2 purple; -1 `chip hidden X,Y` (fair draw: any chip)
  int value = 1;
  Pos pos;
};

struct StartTile {
  std::string tile;  // tile id
  Pos pos;
  int rot = 0;       // quarter turns clockwise
};

struct Setup {
  std::vector<std::string> players;         // 2–6 names in turn order
  // Per seat, the computer level that plays it (`players Ana Ben:hard`): none for a human, else
  // its spec as the record reader parsed it (seat_spec.h), typed from there to the page and the
  // CLI. The engine does not play it (src/ai does); it writes it back (seat_spec_name). May be
  // shorter than `players`.
  std::vector<std::optional<SeatSpec>> levels;
  std::string map = "classic";              // classic | taiwan | iberia
  std::vector<std::string> tiles = {"base"};  // tile sets in the draw pile
  Rules rules;
  bool chips = false;
  std::uint64_t seed = 1;
  bool free_order = false;                  // `order free`: any player may move next
  std::vector<StartTile> starts;            // empty: the rules' default start
  int followers = 0;                        // followers per player; 0: 7 (classic) or 9 (maps)
  int tile_count = 0;                       // tiles in play incl. start tiles; 0: all (maps: M2 default)
  MapOptions options;
  std::vector<ChipSetup> chip_spots;        // empty: deal the chips from the seed (C3)
  // `option tournament on`: the page shows no aids (projected score, remaining tiles, dead-square
  // marks, hints). Recorded so that every player of the game sees it; it changes no rule.
  bool tournament = false;
  // `draw commit-reveal` (docs/fair-draw.md): every tile is drawn from the players' revealed
  // chain values, not from the seed; `commit NAME HEX`: each seat's commitment (its chain's end),
  // as written: name and 64 lowercase hexadecimal digits.
  bool fair_draw = false;
  std::vector<std::pair<std::string, std::string>> commits;
};

// Seat `p`'s computer level, or none for a human seat.
inline const std::optional<SeatSpec>& seat_level(const Setup& setup, int p) {
  static const std::optional<SeatSpec> kHuman;
  return p >= 0 && static_cast<std::size_t>(p) < setup.levels.size() ? setup.levels[static_cast<std::size_t>(p)] : kHuman;
}
// Is seat `p` a person's (no computer level)?
inline bool is_human_seat(const Setup& setup, int p) { return !seat_level(setup, p).has_value(); }

// Is `text` a computer level a record may name: any spec of the one grammar (engine/setup/seat_spec.h,
// parse_seat_spec: random, easy, medium, hard, mcts:N[:playout=K|end], ms:T), as `carc arena` reads?
bool is_computer_level(std::string_view text);
// Why `text` is not one, naming it (ok when it is).
Status check_computer_level(std::string_view text);

}  // namespace carc
