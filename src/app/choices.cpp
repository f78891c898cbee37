// Legal moves per phase, labelled in the chosen language (assets/i18n: choice.*): placements, discards, figures, caches, upgrades, the Gingerbread Man,
// La Porxada options, swaps and refusals, all from the engine's legal_* queries. Refusals and
// withdrawals offer the deciding player's followers, filtered with Game::check.
#include "app/choices.h"

#include "app/event_text.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

using i18n::arg;
using i18n::tr;

Move base_move(const Game& g, MoveKind kind) {
  Move m;
  m.kind = kind;
  m.player = g.deciding_player();
  return m;
}

void add_if_legal(const Game& g, const Move& m, std::string label, std::vector<Choice>& out) {
  if (g.check(m, nullptr)) out.push_back({m, std::move(label)});
}

// One move of `kind` per follower of the deciding player that the engine accepts.
void add_follower_moves(const Game& g, MoveKind kind, const char* key, std::vector<Choice>& out) {
  std::vector<Spot> spots;
  g.follower_spots(g.deciding_player(), spots);
  for (const Spot& s : spots) {
    Move m = base_move(g, kind);
    m.has_figure = true, m.pos = s.pos, m.slot = s.slot;
    add_if_legal(g, m, tr(key, {arg("spot", spot_words(s.pos, s.slot))}), out);
  }
}

void list_upgrades(const Game& g, std::vector<Choice>& out) {
  std::vector<std::vector<int>> payments;
  g.legal_payments(payments);
  std::vector<Spot> targets;
  g.legal_upgrade_targets(targets);
  for (const auto& pay : payments) {
    Move m = base_move(g, MoveKind::Upgrade);
    m.has_figure = true;
    std::string words;
    m.pay_count = static_cast<std::uint8_t>(pay.size() < 4 ? pay.size() : 4);
    for (std::size_t k = 0; k < m.pay_count; ++k) {
      m.pay[k] = static_cast<std::uint8_t>(pay[k]);
      words += (k ? "+" : "") + std::to_string(pay[k]);
    }
    for (const Spot& s : targets) {
      m.pos = s.pos, m.slot = s.slot;
      out.push_back({m, tr("choice.pay", {arg("chips", words), arg("spot", spot_words(s.pos, s.slot))})});
    }
  }
  out.push_back({base_move(g, MoveKind::Upgrade), tr("choice.no_upgrade")});
}

void list_swaps(const Game& g, std::vector<Choice>& out) {
  std::vector<SwapPair> pairs;
  g.legal_swaps(pairs);
  for (const SwapPair& pair : pairs) {
    Move m = base_move(g, MoveKind::Swap);
    m.has_figure = true;
    m.pos = pair.mine.pos, m.slot = pair.mine.slot, m.pos2 = pair.theirs.pos, m.slot2 = pair.theirs.slot;
    out.push_back({m, tr("choice.swap", {arg("mine", spot_words(pair.mine.pos, pair.mine.slot)),
                                          arg("owner", g.player(pair.owner).name),
                                          arg("theirs", spot_words(pair.theirs.pos, pair.theirs.slot))})});
  }
  out.push_back({base_move(g, MoveKind::Swap), tr("choice.no_swap")});
}

void list_refusals(const Game& g, std::vector<Choice>& out) {
  out.push_back({base_move(g, MoveKind::Refuse), tr("choice.accept")});
  add_follower_moves(g, MoveKind::Refuse, "choice.refuse", out);
  Move supply = base_move(g, MoveKind::Refuse);
  supply.has_figure = true, supply.slot = kSlotCount;
  add_if_legal(g, supply, tr("choice.refuse_supply"), out);
}

void list_withdrawals(const Game& g, std::vector<Choice>& out) {
  add_follower_moves(g, MoveKind::Withdraw, "choice.withdraw", out);
  out.push_back({base_move(g, MoveKind::Withdraw), tr("choice.keep")});
}

}  // namespace

void list_choices(const Game& g, std::vector<Choice>& out) {
  out.clear();
  switch (g.phase()) {
    case Phase::PlaceTile: {
      if (g.tiles_left() <= 0) return;
      const TileType t = g.drawn_tile();
      std::vector<Placement> places;
      g.legal_placements(t, places);
      for (const Placement& p : places) {
        Move m = base_move(g, MoveKind::Place);
        m.tile = t, m.pos = p.pos, m.rot = p.rot;
        out.push_back({m, tr("choice.place", {arg("tile", g.def(t).id), arg("at", pos_words(p.pos)), arg("degrees", 90L * p.rot)})});
      }
      if (places.empty()) {
        Move m = base_move(g, MoveKind::Discard);
        m.tile = t;
        out.push_back({m, tr("choice.discard", {arg("tile", g.def(t).id)})});
      }
      return;
    }
    case Phase::Deploy: {
      out.push_back({base_move(g, MoveKind::Deploy), tr("choice.no_figure")});
      std::vector<Deployment> deps;
      g.legal_deployments(deps);
      for (const Deployment& d : deps) {
        Move m = base_move(g, MoveKind::Deploy);
        m.has_figure = true, m.figure = d.figure, m.slot = d.slot;
        out.push_back({m, tr("choice.deploy", {arg("figure", tr("figure." + std::string(figure_name(d.figure)))),
                                                arg("slot", std::string(slot_name(d.slot)))})});
      }
      return;
    }
    case Phase::Cache: {
      std::vector<Pos> squares;
      g.legal_cache_squares(squares);
      for (Pos p : squares) {
        Move m = base_move(g, MoveKind::Cache);
        m.pos = p;
        out.push_back({m, tr("choice.cache", {arg("at", pos_words(p))})});
      }
      return;
    }
    case Phase::Upgrade: list_upgrades(g, out); return;
    case Phase::Gbm: {
      std::vector<Spot> spots;
      g.legal_gbm_targets(spots);
      for (const Spot& s : spots) {
        Move m = base_move(g, MoveKind::Gbm);
        m.pos = s.pos, m.slot = s.slot;
        out.push_back({m, tr("choice.gbm", {arg("spot", spot_words(s.pos, s.slot))})});
      }
      return;
    }
    case Phase::Porxada: {
      Move swap = base_move(g, MoveKind::Porxada);
      swap.has_figure = true;
      out.push_back({swap, tr("choice.porxada_swap")});
      out.push_back({base_move(g, MoveKind::Porxada), tr("choice.porxada_bonus")});
      return;
    }
    case Phase::Swap: list_swaps(g, out); return;
    case Phase::Refuse: list_refusals(g, out); return;
    case Phase::Withdraw: list_withdrawals(g, out); return;
    case Phase::GameEnd: out.push_back({base_move(g, MoveKind::End), tr("choice.end")}); return;
    case Phase::Over: return;
  }
}

}  // namespace carc::app
