// The fair draw (docs/fair-draw.md): chains, reveals and the draw they make. The engine checks
// every reveal and recomputes every draw; it never reads a clock or a random device.
#include "engine/record/fair_draw.h"

#include <vector>

#include "engine/record/notation.h"
#include "engine/base/rng.h"

namespace carc::fair {
namespace {

bool is_draw(MoveKind k) { return k == MoveKind::Place || k == MoveKind::Discard; }

// Place and Discard moves in the history: the draws whose lines are written.
std::size_t draws_so_far(const Game& g) {
  std::size_t n = 0;
  for (const Move& m : g.history()) n += is_draw(m.kind);
  return n;
}

// The seat of each draw so far, in order: the players of the Place and Discard moves, and the
// player to move for a drawn tile not yet placed.
std::vector<int> draw_seats(const Game& g) {
  std::vector<int> seats;
  for (const Move& m : g.history())
    if (is_draw(m.kind)) seats.push_back(m.player);
  if (g.reveals().size() > seats.size()) seats.push_back(g.current_player());
  return seats;
}

}  // namespace

Chain make_chain(std::string_view entropy) {
  return Chain{sha256("carc fair draw secret\n" + std::string(entropy))};
}

Digest chain_value(const Chain& chain, int k) {
  Digest d = chain.secret;
  for (int i = kChainLength; i > k; --i) d = sha256(d);
  return d;
}

bool seat_commitment(const Game& g, int seat, Digest& out) {
  for (const auto& [name, hex] : g.setup().commits)
    if (name == g.player(seat).name) return parse_hex_digest(hex, out);
  return false;
}

int draws_made(const Game& g, int seat) {
  int n = 0;
  for (int s : draw_seats(g)) n += s == seat;
  return n;
}

bool latest_value(const Game& g, int seat, Digest& out) {
  const std::vector<int> seats = draw_seats(g);
  for (std::size_t i = seats.size(); i-- > 0;)
    if (seats[i] == seat) {
      out = g.reveals()[i];
      return true;
    }
  return seat_commitment(g, seat, out);
}

bool is_drawn(const Game& g) {
  return g.setup().fair_draw && g.phase() == Phase::PlaceTile && g.reveals().size() > draws_so_far(g);
}

Status next_reveal(const Game& g, int seat, const Chain& chain, Digest& out) {
  const std::string& name = g.player(seat).name;
  Digest committed{};
  if (!seat_commitment(g, seat, committed) || commitment(chain) != committed)
    return failure(err::fair_chain_other, {"name", name});
  const int k = draws_made(g, seat) + 1;
  if (k > kChainLength) return failure(err::fair_chain_used, {"name", name}, {"n", kChainLength});
  out = chain_value(chain, k);
  return {};
}

Status check_reveal(const Game& g, const Digest& reveal) {
  if (!g.setup().fair_draw) return failure(err::fair_reveal_unasked);
  if (g.phase() != Phase::PlaceTile) return failure(err::fair_not_drawing);
  if (is_drawn(g)) return failure(err::fair_drawn);
  Digest latest{};
  for (int p = 0; p < g.player_count(); ++p)
    if (!latest_value(g, p, latest)) return failure(err::fair_no_commit, {"name", g.player(p).name});
  const int mover = g.current_player();
  latest_value(g, mover, latest);
  if (sha256(reveal) != latest) return failure(err::fair_reveal_mismatch, {"name", g.player(mover).name});
  return {};
}

namespace {

// A whole number below n from a digest: its first 8 bytes seed the engine's generator, whose
// bounded draw has no bias.
std::uint32_t below(const Digest& d, int n) {
  std::uint64_t seed = 0;
  for (int i = 0; i < 8; ++i) seed = seed << 8 | d[i];
  Rng rng(seed);
  return rng.below(static_cast<std::uint32_t>(n));
}

// The digest a draw is made from (docs/fair-draw.md, A draw).
Digest draw_digest(const Game& g, const Digest& reveal) {
  // NOTE: the record so far (its header with the commitments, every line with its reveal) is
  // written canonically, so both players hash the same bytes whatever their files look like.
  std::string mix = "carc fair draw\n";
  const Digest so_far = sha256(write_record(g));
  mix.append(reinterpret_cast<const char*>(so_far.data()), so_far.size());
  for (int p = 0; p < g.player_count(); ++p) {
    Digest value{};
    if (p == g.current_player() || !latest_value(g, p, value)) continue;
    mix.append(reinterpret_cast<const char*>(value.data()), value.size());
  }
  mix.append(reinterpret_cast<const char*>(reveal.data()), reveal.size());
  return sha256(mix);
}

}  // namespace

int chip_drawn(const Game& g, const Digest& reveal) {
  std::vector<int> face_down;  // in chip id order
  for (int c = 0; c < kChipCount; ++c)
    if (g.chips()[c].place == ChipPlace::FaceDown) face_down.push_back(c);
  if (face_down.empty()) return -1;
  const Digest d = sha256("carc fair chip\n" + hex_text(draw_digest(g, reveal)));
  return face_down[below(d, static_cast<int>(face_down.size()))];
}

TileType tile_drawn(const Game& g, const Digest& reveal) {
  // Uniform among the tiles left, counted by type in catalogue order.
  int pick = static_cast<int>(below(draw_digest(g, reveal), g.tiles_in_box()));
  for (int t = 0; t < g.catalogue().size(); ++t) {
    pick -= g.remaining(TileType(t));
    if (pick < 0) return TileType(t);
  }
  assert(false && "the box holds fewer tiles than it counts");
  return TileType(0);
}

Status draw(Game& g, const Digest& reveal) {
  if (Status s = check_reveal(g, reveal); !s) return s;
  g.take_draw(tile_drawn(g, reveal), reveal, g.setup().chips ? chip_drawn(g, reveal) : -1);
  return {};
}

std::string with_reveal(std::string_view line, const Digest& reveal) {
  return std::string(line) + " reveal " + hex_text(reveal);
}

}  // namespace carc::fair
