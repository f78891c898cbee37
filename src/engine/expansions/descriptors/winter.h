// Winter Edition: a tile set that replaces the base game's tiles; no rules of its own.
#pragma once

#include "engine/expansions/descriptor.h"

namespace carc::descriptors {

inline constexpr TileSetInfo kWinterTiles[] = {{"winter", "Winter Edition"}};

inline constexpr ExpansionDescriptor kWinter{.id = "winter", .name = "Winter Edition", .tile_sets = kWinterTiles};

}  // namespace carc::descriptors
