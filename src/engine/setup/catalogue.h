// The tile catalogue: every tile type of the loaded sets (engine/expansions/expansions.h: kTileSets),
// parsed from TN-1 text and looked up by id.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"
#include "engine/setup/tile.h"

namespace carc {

class Catalogue {
 public:
  // Adds every tile line of `text` (a TN-1 catalogue) under set name `set`. `source` names the
  // input in errors ("assets/tiles/base.tn1:12: B-D: …"). On error nothing is added.
  Status add(std::string_view text, std::string_view set, std::string_view source);

  const TileDef& def(TileType t) const { return tiles_[to_int(t)]; }
  int size() const { return static_cast<int>(tiles_.size()); }
  // The tile type with this id; false if there is none.
  bool find(std::string_view id, TileType& out) const;
  bool has_set(std::string_view set) const;

 private:
  std::vector<TileDef> tiles_;
};

}  // namespace carc
