// The base game's record words (descriptors/base.h): `FIGURE SLOT` of the figure step (B5).
#include "engine/expansions/descriptors/base.h"

namespace carc::base_words {

std::string write_figure(const Move& m) { return " " + std::string(figure_name(m.figure)) + " " + std::string(slot_name(m.slot)); }

}  // namespace carc::base_words
