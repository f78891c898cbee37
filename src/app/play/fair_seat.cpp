// The session's part of the fair draw in a game by link (docs/fair-draw.md, "The page's part"):
// the secret chains the page holds, the own seat's commitment, and each draw made as soon as the
// seat to move can make it. The engine checks and makes every draw (fair::draw).
#include "app/play/session.h"


namespace carc::app {

void Session::add_chain(const fair::Chain& chain) {
  for (const fair::Chain& held : chains_)
    if (held.secret == chain.secret) return;
  chains_.push_back(chain);
  draw_if_due();
}

Session::CommitRefusal Session::commit_refusal() const {
  if (!has_game_ || own_seat_ < 0 || own_seat_ >= game_.player_count()) return CommitRefusal::NoSeat;
  if (!game_.history().empty()) return CommitRefusal::Begun;
  for (const auto& commit : game_.setup().commits)
    if (commit.first == game_.player(own_seat_).name) return CommitRefusal::Committed;
  for (int p = 0; p < game_.player_count(); ++p)
    if (!is_human_seat(game_.setup(), p)) return CommitRefusal::Computer;
  return CommitRefusal::None;
}

bool Session::commit_own_seat(const fair::Chain& chain) {
  if (commit_refusal() != CommitRefusal::None) return false;
  Setup setup = game_.setup();
  if (!setup.fair_draw) {  // a seeded game by link becomes a fair one: its chips face down, unknown
    setup.fair_draw = true;
    for (ChipSetup& chip : setup.chip_spots) chip.colour = -1;
  }
  setup.commits.emplace_back(game_.player(own_seat_).name, hex_text(fair::commitment(chain)));
  Game fresh;
  if (!Game::create(setup, library_, fresh)) return false;
  game_ = std::move(fresh);
  redo_.clear();
  relabel_log();
  ++revision_;
  add_chain(chain);
  draw_if_due();
  return true;
}

bool Session::is_undrawn() const {
  return has_game_ && game_.setup().fair_draw && game_.phase() == Phase::PlaceTile && !fair::is_drawn(game_);
}

int Session::fair_waiting() const {
  if (!has_game_ || !game_.setup().fair_draw) return -1;
  Digest value{};
  for (int p = 0; p < game_.player_count(); ++p)
    if (!fair::seat_commitment(game_, p, value)) return p;
  return is_undrawn() ? game_.current_player() : -1;
}

// The seat to move draws its tile when its chain is here (a chain that is not the seat's, or has
// no value left, draws nothing: the game waits, as it does for a chain not here).
void Session::draw_if_due() {
  if (!is_undrawn()) return;
  Digest committed{};
  const int seat = game_.current_player();
  if (!fair::seat_commitment(game_, seat, committed)) return;
  for (const fair::Chain& chain : chains_) {
    if (fair::commitment(chain) != committed) continue;
    Digest reveal{};
    if (fair::next_reveal(game_, seat, chain, reveal) && fair::draw(game_, reveal)) ++revision_;
    return;
  }
}

}  // namespace carc::app
