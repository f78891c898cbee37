// Every expansion unit's state, one member each: Game holds one (the table is the base game's),
// and each expansion's hooks (descriptor.h) get it. A new expansion with state adds its member here.
// The members keep the names (trailing `_`) they had as Game's own: Game's code reads them as is.
#pragma once

#include "engine/expansions/chips.h"
#include "engine/expansions/gingerbread.h"
#include "engine/expansions/map_setup.h"
#include "engine/expansions/porxada.h"
#include "engine/expansions/traders.h"

namespace carc {

struct UnitStates {
  MapState map_state_;        // Maps (map_setup)
  ChipsState chip_state_;     // Maps: the chips (chips)
  TradersState traders_;      // Traders & Builders (traders)
  GbmState gbm_;              // Gingerbread Man (gingerbread)
  PorxadaState porxada_;      // La Porxada (porxada)
};

}  // namespace carc
