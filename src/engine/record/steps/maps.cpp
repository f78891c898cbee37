// Carcassonne Maps' record words (descriptors/maps.h): reading and writing the chips' steps,
// `cache X,Y` (IB4) and `upgrade 2+1+1 X,Y SLOT` (TW5), and why a line's step found none to answer.
#include "engine/base/text.h"
#include "engine/expansions/descriptors/maps.h"
#include "engine/game/game.h"
#include "engine/record/record_text.h"

namespace carc::maps_hooks {

// `cache X,Y`
Status read_cache(std::span<const std::string_view> w, std::size_t& i, Move& m) {
  if (i + 1 >= w.size() || !record::parse_pos(w[i + 1], m.pos)) return failure(err::cache_once);
  m.kind = MoveKind::Cache;
  i += 2;
  return {};
}

// `upgrade 2+1+1 X,Y SLOT`
Status read_upgrade(std::span<const std::string_view> w, std::size_t& i, Move& m) {
  if (i + 3 >= w.size()) return failure(err::upgrade_words);
  m.kind = MoveKind::Upgrade;
  for (auto v : split(w[i + 1], '+')) {
    if ((v != "1" && v != "2") || m.pay.count == 4) return failure(err::not_payment, {"value", w[i + 1]});
    m.pay.chips[m.pay.count++] = static_cast<std::uint8_t>(v[0] - '0');
  }
  if (!record::parse_pos(w[i + 2], m.pos)) return failure(err::not_square, {"value", w[i + 2]});
  if (!parse_slot(w[i + 3], m.slot)) return failure(err::not_slot, {"value", w[i + 3]});
  i += 4;
  return {};
}

// Why a line's `cache X,Y` found no Cache step: a game without caches says so (IB3: a map with
// colour bands only; TW3: Taiwan keeps its chips), else no chip was collected.
Status why_no_cache(const Game& g, const Move&) {
  if (!g.chips_on()) return failure(err::no_caches_game);
  if (g.map()->bands.empty()) return failure(err::kept_for_upgrades, {"map", g.map()->name});
  return failure(err::no_cache_chip);
}

// Why a line's `upgrade VALUES X,Y SLOT` found no Upgrade step: the rule that forbids upgrading
// the figure it names (TW7 a large follower, TW8 a meeple upgraded already), else TW5.
Status why_no_upgrade(const Game& g, const Move& up) {
  if (!g.chips_on() || !g.map()->bands.empty()) return failure(err::no_upgrades_game);
  const int cell = g.board().cell(up.pos);
  const int tile = cell < 0 ? -1 : g.board().tile_at(cell);
  for (const Figure& f : g.figures()) {
    if (tile < 0 || f.tile != tile || f.slot != up.slot || f.owner != up.player) continue;
    if (f.kind == FigureKind::Big) return failure(err::upgrade_big);
    if (f.kind == FigureKind::Meeple && f.chip >= 0) return failure(err::upgraded_already);
  }
  return failure(err::no_upgrade);
}

std::string write_cache(const Move& m) { return " cache " + pos_text(m.pos); }

std::string write_upgrade(const Move& m) {
  std::string s = " upgrade ";
  for (int k = 0; k < m.pay.count; ++k) s += (k ? "+" : "") + std::to_string(m.pay.chips[k]);
  return s + " " + pos_text(m.pos) + " " + std::string(slot_name(m.slot));
}

}  // namespace carc::maps_hooks
