// The fair draw of a game by link (docs/fair-draw.md): commit-reveal over SHA-256 hash chains.
// Each seat commits to the end of a secret chain; each draw reveals the drawer's next value and
// mixes it with every other seat's latest value and the record so far.
#pragma once

#include <string>
#include <string_view>

#include "engine/game/game.h"
#include "engine/base/sha256.h"

namespace carc::fair {

// Values in a chain: the draws one seat can make in a game (more than the largest pile, 250
// tiles, with its discards).
inline constexpr int kChainLength = 400;

// A seat's secret: the far end of its chain. It stays in the player's own saved game.
struct Chain {
  Digest secret{};
};

// A chain made from entropy the caller supplies (the engine reads no clock and no random
// device): secret = SHA-256("carc fair draw secret\n" + entropy).
Chain make_chain(std::string_view entropy);
// Value k of the chain: k = 0 is the commitment, k = n the value revealed with the seat's n-th
// draw, k = kChainLength the secret; value k is SHA-256 of value k + 1.
Digest chain_value(const Chain& chain, int k);
inline Digest commitment(const Chain& chain) { return chain_value(chain, 0); }

// Seat `seat`'s commitment from the record's `commit` line; false when it has none yet.
bool seat_commitment(const Game& g, int seat, Digest& out);
// Draws seat `seat` has made so far (its reveals, a drawn tile not yet placed included).
int draws_made(const Game& g, int seat);
// Seat `seat`'s latest revealed value, or its commitment before its first draw; false when it
// has not committed.
bool latest_value(const Game& g, int seat, Digest& out);
// Is this turn's tile drawn already (a fair game in PlaceTile with its reveal taken)?
bool is_drawn(const Game& g);

// The value seat `seat` reveals with its next draw, from its chain. Rejects a chain whose end is
// not the seat's commitment and a chain with no value left.
Status next_reveal(const Game& g, int seat, const Chain& chain, Digest& out);
// Checks the reveal of the seat to move: a fair game in PlaceTile, every seat committed, the
// turn's tile not drawn yet, SHA-256(reveal) equal to the seat's latest value.
Status check_reveal(const Game& g, const Digest& reveal);
// The tile this reveal draws (after check_reveal): uniform among the tiles not yet drawn (the
// whole box, tiles set aside by `tilecount` included), from SHA-256 of the record so far, every
// other seat's latest value in seat order and the reveal.
TileType tile_drawn(const Game& g, const Digest& reveal);
// The face-down chip this reveal turns over if the turn's tile lands on a face-down chip (C4):
// uniform among the chips still face down (a shuffled deal's distribution of colour and value),
// from SHA-256 of "carc fair chip" and the draw's digest; -1 when none is face down.
int chip_drawn(const Game& g, const Digest& reveal);
// Checks the reveal and makes the draw: the tile it gives becomes the turn's tile. Fails
// (changing nothing) as check_reveal does.
Status draw(Game& g, const Digest& reveal);
// A move line with its reveal, as records write it: `Ana B-E 0,-1 r180 meeple N2 reveal <hex>`.
std::string with_reveal(std::string_view line, const Digest& reveal);

}  // namespace carc::fair
