// Everything a game is made from that is not a move: the tile catalogue and the maps.
#pragma once

#include <string_view>
#include <vector>

#include "engine/setup/catalogue.h"
#include "engine/setup/map.h"

namespace carc {

struct Library {
  Catalogue tiles;
  std::vector<MapDef> maps;

  const MapDef* map(std::string_view id) const {
    for (const MapDef& m : maps)
      if (m.id == id) return &m;
    return nullptr;
  }
};

}  // namespace carc
