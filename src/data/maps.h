// Map files -> MapDef: reads ASSETS/maps/ID.map (the format is in assets/maps/README.md).
// Errors name the file, the line and the item.
#pragma once

#include <string>
#include <string_view>

#include "engine/expansions/expansions.h"
#include "engine/setup/map.h"

namespace carc::data {

// The maps shipped in assets/maps: the expansions' map boards.
inline constexpr const auto& kMapIds = kMapBoards;

// Reads and checks ASSETS/maps/ID.map. A failure reads "PATH:LINE: item: problem" (or "PATH:
// cannot read the file"); `out` is then unchanged. The file's `map` line must say ID.
Status load_map(const std::string& assets_dir, std::string_view id, MapDef& out);

}  // namespace carc::data
