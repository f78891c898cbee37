// La Porxada's record words (descriptors/porxada.h): `porxada swap|bonus`, `swap X,Y SLOT X,Y SLOT|none`,
// `accept`, `refuse X,Y SLOT|supply`, `withdraw X,Y SLOT`, and why a line's step found none to answer.
#include "engine/expansions/descriptors/porxada.h"
#include "engine/record/record_text.h"

namespace carc::porxada_hooks {

// `porxada swap|bonus`
Status read_choice(std::span<const std::string_view> w, std::size_t& i, Move& m) {
  if (i + 1 >= w.size() || (w[i + 1] != "swap" && w[i + 1] != "bonus")) return failure(err::porxada_once);
  m.kind = w[i + 1] == "swap" ? MoveKind::PorxadaSwap : MoveKind::PorxadaBonus;
  i += 2;
  return {};
}

// `swap X,Y SLOT X,Y SLOT`, `swap none`
Status read_swap(std::span<const std::string_view> w, std::size_t& i, Move& m) {
  if (i + 1 < w.size() && w[i + 1] == "none") {
    m.kind = MoveKind::NoSwap;
    i += 2;
    return {};
  }
  m.kind = MoveKind::Swap;
  if (Status e = record::parse_spot(w, i + 1, m.pos, m.slot); !e) return e;
  if (Status e = record::parse_spot(w, i + 3, m.pos2, m.slot2); !e) return e;
  i += 5;
  return {};
}

// `accept`, `refuse X,Y SLOT`, `refuse supply`
Status read_answer(std::span<const std::string_view> w, std::size_t& i, Move& m) {
  if (w[i] == "accept") {
    m.kind = MoveKind::Accept;
    i += 1;
  } else if (i + 1 < w.size() && w[i + 1] == "supply") {
    m.kind = MoveKind::RefuseSupply;
    i += 2;
  } else {
    m.kind = MoveKind::Refuse;
    if (Status e = record::parse_spot(w, i + 1, m.pos, m.slot); !e) return e;
    i += 3;
  }
  return {};
}

// `withdraw X,Y SLOT`, by whoever owns the knight there
Status read_withdraw(std::span<const std::string_view> w, std::size_t& i, Move& m) {
  m.kind = MoveKind::Withdraw;
  if (Status e = record::parse_spot(w, i + 1, m.pos, m.slot); !e) return e;
  i += 3;
  return {};
}

Status why_unused(const Game&, const Move& m) {
  switch (m.kind) {
    case MoveKind::PorxadaSwap:
    case MoveKind::PorxadaBonus: return failure(err::no_porxada_choice);
    case MoveKind::Swap:
    case MoveKind::NoSwap: return failure(err::no_swap);
    case MoveKind::Withdraw: return failure(err::no_withdraw_knight);
    default: return failure(err::no_answer);  // Accept, Refuse, RefuseSupply
  }
}

std::string write_swap(const Move& m) { return " swap " + spot_text(m.pos, m.slot) + " " + spot_text(m.pos2, m.slot2); }

std::string write_spot(const Move& m) {
  return std::string(m.kind == MoveKind::Refuse ? " refuse " : " withdraw ") + spot_text(m.pos, m.slot);
}

std::string write_word(const Move& m) {
  switch (m.kind) {
    case MoveKind::PorxadaSwap: return " porxada swap";
    case MoveKind::PorxadaBonus: return " porxada bonus";
    case MoveKind::NoSwap: return " swap none";
    case MoveKind::Accept: return " accept";
    default: return " refuse supply";  // RefuseSupply
  }
}

}  // namespace carc::porxada_hooks
