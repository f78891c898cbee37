// The Gingerbread Man's record words (descriptors/gingerbread.h): `gbm X,Y SLOT` (G2, G4).
#include "engine/expansions/descriptors/gingerbread.h"
#include "engine/record/record_text.h"

namespace carc::gbm_hooks {

// `gbm X,Y SLOT`
Status read_move(std::span<const std::string_view> w, std::size_t& i, Move& m) {
  m.kind = MoveKind::Gbm;
  if (Status e = record::parse_spot(w, i + 1, m.pos, m.slot); !e) return e;
  i += 3;
  return {};
}

Status why_unused(const Game&, const Move&) { return failure(err::gbm_not_now); }

std::string write_move(const Move& m) { return " gbm " + spot_text(m.pos, m.slot); }

}  // namespace carc::gbm_hooks
