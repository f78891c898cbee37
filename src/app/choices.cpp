// The page's buttons: the engine's legal moves (Game::legal_moves), each with words. Nothing here
// decides what is legal; it only names the moves and leaves out `end` while tiles remain.
#include "app/choices.h"

#include "app/event_text.h"

namespace carc::app {
namespace {

std::string payment_words(const Move& m) {
  std::string words;
  for (int k = 0; k < m.pay_count; ++k) words += (k ? "+" : "") + std::to_string(m.pay[k]);
  return words;
}

// The other player's name in a swap: the first one with a follower at pos2/slot2.
std::string swap_partner(const Game& g, const Move& m) {
  for (const Figure& f : g.figures())
    if (f.owner != m.player && is_follower(f.kind) && g.placed()[f.tile].pos == m.pos2 && f.slot == m.slot2)
      return g.player(f.owner).name;
  return "?";
}

std::string label(const Game& g, const Move& m) {
  switch (m.kind) {
    case MoveKind::Place:
      return "Place " + g.def(m.tile).id + " at " + pos_words(m.pos) + " r" + std::to_string(90 * m.rot);
    case MoveKind::Discard: return "Discard " + g.def(m.tile).id + " (it fits nowhere)";
    case MoveKind::Deploy:
      if (!m.has_figure) return "No figure";
      return std::string(figure_name(m.figure)) + " on " + std::string(slot_name(m.slot));
    case MoveKind::Stand: return std::string(figure_name(m.figure)) + " on " + spot_words(m.pos, m.slot);
    case MoveKind::Cache: return "Cache on " + pos_words(m.pos);
    case MoveKind::Upgrade:
      if (!m.has_figure) return "No upgrade";
      return "Pay " + payment_words(m) + ", upgrade " + spot_words(m.pos, m.slot);
    case MoveKind::Gbm: return "Gingerbread Man to " + spot_words(m.pos, m.slot);
    case MoveKind::Porxada: return m.has_figure ? "Option A: swap two followers" : "Option B: the end bonus";
    case MoveKind::Swap:
      if (!m.has_figure) return "No swap";
      return "Swap mine at " + spot_words(m.pos, m.slot) + " with " + swap_partner(g, m) + "'s at " + spot_words(m.pos2, m.slot2);
    case MoveKind::Refuse:
      if (!m.has_figure) return "Accept the swap";
      if (m.slot == kSlotCount) return "Refuse, give up a follower from the supply";
      return "Refuse, give up the follower at " + spot_words(m.pos, m.slot);
    case MoveKind::Withdraw:
      return m.has_figure ? "Withdraw the knight at " + spot_words(m.pos, m.slot) : "Keep the knights there";
    case MoveKind::End: return "End the game";
  }
  return "?";
}

}  // namespace

void list_choices(const Game& g, std::vector<Choice>& out) {
  out.clear();
  std::vector<Move> moves;
  g.legal_moves(moves);
  for (const Move& m : moves)
    if (m.kind != MoveKind::End || g.phase() == Phase::GameEnd) out.push_back({m, label(g, m)});
}

}  // namespace carc::app
