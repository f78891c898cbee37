// What a game is set up with: the header of a game record (spec/records.md), plus rule switches.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/types.h"

namespace carc {

// Expansion rules switched on by the `rules` header. Tiles of a set can be in the pile without
// its rules (the maps recommend the I&C and T&B tiles without their figures and scoring).
struct Rules {
  bool ic = false;       // Inns & Cathedrals: large follower, inns, cathedrals (I1–I9)
  bool tb = false;       // Traders & Builders: goods, builder, pig (T1–T14)
  bool gbm = false;      // Gingerbread Man (G1–G12)
  bool porxada = false;  // La Porxada (P1–P16)
};

struct StartTile {
  std::string tile;  // tile id
  Pos pos;
  int rot = 0;       // quarter turns clockwise
};

struct Setup {
  std::vector<std::string> players;         // 2–6 names in turn order
  std::string map = "classic";              // classic | taiwan | iberia
  std::vector<std::string> tiles = {"base"};  // tile sets in the draw pile
  Rules rules;
  bool chips = false;
  std::uint64_t seed = 1;
  bool free_order = false;                  // `order free`: any player may move next
  std::vector<StartTile> starts;            // empty: the rules' default start
  int followers = 0;                        // followers per player; 0: 7 (classic) or 9 (maps)
};

}  // namespace carc
