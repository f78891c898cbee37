// The page's buttons: the engine's legal moves (Game::legal_moves), each labelled in the chosen
// language (assets/i18n: choice.*). Nothing here decides what is legal; it only names the moves
// and leaves out `end` while tiles remain.
#include "app/choices.h"

#include <algorithm>

#include "app/event_text.h"
#include "app/shown_name.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

using i18n::arg;
using i18n::tr;

// The chips of a payment as a set, largest first ("2+1+1" for 1+1+2 as well): which chip goes under
// the meeple is said apart (TW6: the first one paid).
std::string payment_words(const Payment& pay) {
  std::vector<int> chips(pay.chips, pay.chips + pay.count);
  std::sort(chips.begin(), chips.end(), [](int a, int b) { return a > b; });
  std::string words;
  for (std::size_t k = 0; k < chips.size(); ++k) words += (k ? "+" : "") + std::to_string(chips[k]);
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

}  // namespace

std::string feature_words(const Game& g, Pos pos, Slot slot) {
  for (const PlacedTile& pt : g.placed()) {
    if (pt.pos != pos) continue;
    const TileDef& d = g.def(pt.type);
    const int f = d.feature_at(pt.rot, slot);
    if (f < 0) return "";
    return tr("spot." + std::string(feature_name(d.features[f].kind)));
  }
  return "";
}

namespace {

// A spot named by its square and what stands there: "10,7 (city)".
std::string spot_feature(const Game& g, Pos pos, Slot slot) {
  const std::string feature = feature_words(g, pos, slot);
  if (feature.empty()) return spot_words(pos, slot);
  return tr("spot.at", {arg("at", pos_words(pos)), arg("feature", feature)});
}

std::string label(const Game& g, const Move& m) {
  const auto spot = [&] { return arg("spot", spot_feature(g, m.pos, m.slot)); };
  switch (m.kind) {
    case MoveKind::Place:
      return tr("choice.place", {arg("tile", g.def(m.tile).id), arg("at", pos_words(m.pos)), arg("degrees", 90L * m.rot)});
    case MoveKind::Discard: return tr("choice.discard");  // the turn panel shows the tile
    case MoveKind::Deploy:
    {
      const std::string feature = g.last_placed() >= 0 ? feature_words(g, g.placed()[g.last_placed()].pos, m.slot) : "";
      if (feature.empty())
        return tr("choice.deploy", {arg("figure", figure_words(m.figure)), arg("slot", std::string(slot_name(m.slot)))});
      return tr("choice.deploy.on", {arg("figure", figure_words(m.figure)), arg("feature", feature)});
    }
    case MoveKind::NoFigure: return tr("choice.no_figure");
    case MoveKind::Stand: return tr("choice.stand", {arg("figure", figure_words(m.figure)), spot()});
    case MoveKind::Cache: return tr("choice.cache", {arg("at", pos_words(m.pos))});
    case MoveKind::Upgrade:
      return tr("choice.pay.set", {arg("chips", payment_words(m.pay)), arg("under", static_cast<long>(m.pay.chips[0]))});
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
  // Two spots of one tile with the same words (two roads, two fields) say the side of the tile they
  // lie on, "… (east)"; two on one side are numbered as well: "… (east) (1)", "… (east) (2)".
  std::vector<std::string> plain;
  for (const Choice& c : out) plain.push_back(c.label);
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i].move.kind != MoveKind::Deploy) continue;
    if (std::count(plain.begin(), plain.end(), plain[i]) < 2) continue;
    const int slot = out[i].move.slot;
    out[i].label += " (" + tr(slot < 12 ? "spot.side." + std::to_string(slot / 3) : std::string("spot.side.middle")) + ")";
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i].move.kind != MoveKind::Deploy) continue;
    int n = 0;
    for (std::size_t j = i + 1; j < out.size(); ++j)
      if (out[j].label == out[i].label) out[j].label += " (" + std::to_string(++n + 1) + ")";
    if (n > 0) out[i].label += " (1)";
  }
}

}  // namespace carc::app
