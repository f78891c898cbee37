// Figures named by their spot (tile and slot): moves name a figure so, and check() and apply()
// take the first figure there that fits. Shared by the move lists of the base game and expansions.
#pragma once

#include <vector>

#include "engine/table/table.h"

namespace carc {

// Does no figure before index i stand at the same spot as figure i and satisfy `same`?
bool first_at_spot(const std::vector<Figure>& figures, int i, auto&& same) {
  for (int j = 0; j < i; ++j)
    if (figures[j].tile == figures[i].tile && figures[j].slot == figures[i].slot && same(figures[j])) return false;
  return true;
}

}  // namespace carc
