// The page's buttons: the engine's legal moves (Game::legal_moves), each labelled in the chosen
// language (assets/i18n: choice.*). Nothing here decides what is legal; it only names the moves
// and leaves out `end` while tiles remain.
#include "app/choices.h"

#include "app/event_text.h"
#include "app/shown_name.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

using i18n::arg;
using i18n::tr;

std::string payment_words(const Payment& pay) {
  std::string words;
  for (int k = 0; k < pay.count; ++k) words += (k ? "+" : "") + std::to_string(pay.chips[k]);
  return words;
}

// The other player's name in a swap: the first one with a follower at pos2/slot2.
std::string swap_partner(const Game& g, const Move& m) {
  for (const Figure& f : g.figures())
    if (f.owner != m.player && is_follower(f.kind) && g.placed()[f.tile].pos == m.pos2 && f.slot == m.slot2)
      return shown_name(g.player(f.owner).name);
  return "?";
}

std::string figure_words(FigureKind k) { return tr("figure." + std::string(figure_name(k))); }

std::string label(const Game& g, const Move& m) {
  const auto spot = [&] { return arg("spot", spot_words(m.pos, m.slot)); };
  switch (m.kind) {
    case MoveKind::Place:
      return tr("choice.place", {arg("tile", g.def(m.tile).id), arg("at", pos_words(m.pos)), arg("degrees", 90L * m.rot)});
    case MoveKind::Discard: return tr("choice.discard", {arg("tile", g.def(m.tile).id)});
    case MoveKind::Deploy:
      return tr("choice.deploy", {arg("figure", figure_words(m.figure)), arg("slot", std::string(slot_name(m.slot)))});
    case MoveKind::NoFigure: return tr("choice.no_figure");
    case MoveKind::Stand: return tr("choice.stand", {arg("figure", figure_words(m.figure)), spot()});
    case MoveKind::Cache: return tr("choice.cache", {arg("at", pos_words(m.pos))});
    case MoveKind::Upgrade: return tr("choice.pay", {arg("chips", payment_words(m.pay)), spot()});
    case MoveKind::NoUpgrade: return tr("choice.no_upgrade");
    case MoveKind::Gbm: return tr("choice.gbm", {spot()});
    case MoveKind::PorxadaSwap: return tr("choice.porxada_swap");
    case MoveKind::PorxadaBonus: return tr("choice.porxada_bonus");
    case MoveKind::NoSwap: return tr("choice.no_swap");
    case MoveKind::Swap:
      return tr("choice.swap", {arg("mine", spot_words(m.pos, m.slot)), arg("owner", swap_partner(g, m)),
                                arg("theirs", spot_words(m.pos2, m.slot2))});
    case MoveKind::Accept: return tr("choice.accept");
    case MoveKind::Refuse: return tr("choice.refuse", {spot()});
    case MoveKind::RefuseSupply: return tr("choice.refuse_supply");
    case MoveKind::Withdraw: return tr("choice.withdraw", {spot()});
    case MoveKind::Stay: return tr("choice.keep");
    case MoveKind::End: return tr("choice.end");
  }
  return "?";
}

}  // namespace

void list_choices(const Game& g, std::vector<Choice>& out) {
  out.clear();
  std::vector<Move> moves;
  g.legal_moves(moves, Game::EndMove::AtGameEndOnly);
  for (const Move& m : moves) out.push_back({m, label(g, m)});
}

}  // namespace carc::app
