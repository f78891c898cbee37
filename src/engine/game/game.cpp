// Game set-up, apply() (the one mutation path), the order of a turn's steps (B2), and check()
// and legal_moves() by step: the hooks (listed atop game.h) that call each expansion's, read from
// the descriptors (expansions.h) at compile time.
#include "engine/game/game.h"

#include <algorithm>

#include "engine/base/limits.h"
#include "engine/expansions/expansions.h"
#include "engine/setup/seat_spec.h"
#include "engine/base/text.h"

namespace carc {

Status Game::create(const Setup& setup, const Library& library, Game& out) {
  const Catalogue& catalogue = library.tiles;
  Game g;
  g.library_ = &library;
  g.catalogue_ = &catalogue;
  g.setup_ = setup;
  if (setup.players.size() < 2 || setup.players.size() > kMaxPlayers)
    return failure(err::player_count, {"n", setup.players.size()});
  if (setup.levels.size() > setup.players.size())
    return failure(err::seat_levels, {"levels", setup.levels.size()}, {"players", setup.players.size()});
  for (std::size_t i = 0; i < setup.players.size(); ++i) {
    const auto& name = setup.players[i];
    if (Status why = check_player_name(name); !why) return why;
    for (std::size_t j = 0; j < i; ++j)
      if (setup.players[j] == name) return failure(err::player_twice, {"name", name});
  }
  if (setup.map != "classic") {
    g.map_ = library.map(setup.map);
    if (!g.map_) return failure(err::map_not_loaded, {"map", setup.map});
  }
  if (setup.chips && !g.map_) return failure(err::chips_need_map);
  if (!setup.chip_spots.empty() && !setup.chips) return failure(err::chip_lines_need_chips);
  if (setup.tile_count < 0) return failure(err::tile_count_negative);
  for (auto set_it = setup.tiles.begin(); set_it != setup.tiles.end(); ++set_it) {
    const std::string& set = *set_it;
    if (std::find(std::begin(kTileSets), std::end(kTileSets), set) == std::end(kTileSets)) {
      std::string known;
      for (std::string_view k : kTileSets) known += (known.empty() ? "" : ", ") + std::string(k);
      return failure(err::unknown_tile_set, {"set", set}, {"known", known});
    }
    if (!catalogue.has_set(set)) return failure(err::tile_set_not_loaded, {"set", set});
    // Each set once: a set named twice would put its tiles in the pile twice.
    if (std::find(setup.tiles.begin(), set_it, set) != set_it) return failure(err::tile_set_twice, {"set", set});
    if (set == "winter" && std::find(setup.tiles.begin(), setup.tiles.end(), "base") != setup.tiles.end())
      return failure(err::winter_base);
  }
  if (setup.followers < 0 || setup.followers > kMaxFollowers)
    return failure(err::followers_range);
  if (!setup.commits.empty() && !setup.fair_draw) return failure(err::fair_commit_without_draw);
  for (const ChipSetup& c : setup.chip_spots)
    if (c.colour < 0 && !setup.fair_draw) return failure(err::fair_hidden_chip, {"at", pos_text(c.pos)});
  for (auto it = setup.commits.begin(); it != setup.commits.end(); ++it) {
    if (std::find(setup.players.begin(), setup.players.end(), it->first) == setup.players.end())
      return failure(err::fair_commit_player, {"name", it->first});
    for (auto before = setup.commits.begin(); before != it; ++before)
      if (before->first == it->first) return failure(err::fair_commit_twice, {"name", it->first});
  }
  if (Status s = g.reset(); !s) return s;
  out = std::move(g);
  return {};
}

Status Game::restart(std::uint64_t seed) {
  const std::uint64_t old_seed = setup_.seed;
  std::vector<Move> moves;
  moves.swap(history_);  // kept for a set-up that fails; on success history_ gets its buffer back
  setup_.seed = seed;
  const Status set_up = reset();
  if (set_up) {
    moves.clear();
    history_.swap(moves);
    return set_up;
  }
  // A game is its setup plus its moves: the old seed set it up before, so setting it up again and
  // replaying the moves puts it back exactly as it was.
  setup_.seed = old_seed;
  Status back = reset();
  for (std::size_t i = 0; back && i < moves.size(); ++i) back = apply(moves[i]);
  if (!back) return failure(err::restart_undone, {"why", set_up.error()}, {"why_back", back.error()});
  return set_up;
}

Status Game::reset() {
  const bool first = players_.empty();
  players_.assign(setup_.players.size(), PlayerState{});
  const int followers = setup_.followers > 0 ? setup_.followers : (map_ ? 9 : 7);  // B1, M3
  initial_supply_ = {followers, setup_.rules.ic ? 1 : 0, setup_.rules.tb ? 1 : 0, setup_.rules.tb ? 1 : 0};
  for (std::size_t p = 0; p < players_.size(); ++p) {
    players_[p].name = setup_.players[p];
    players_[p].supply = initial_supply_;
  }
  pile_.clear();
  for (const auto& set : setup_.tiles)
    for (int t = 0; t < catalogue_->size(); ++t) {
      const std::string& own = catalogue_->def(TileType(t)).set;
      // The Winter edition is the 72 base shapes in winter dress plus its 12 extra tiles.
      if (own == set || (set == "winter" && own == "base"))
        pile_.insert(pile_.end(), catalogue_->def(TileType(t)).count, TileType(t));
    }
  graph_.clear();
  placed_.clear();
  figures_.clear();
  history_.clear();
  chips_.fill(ChipState{});
  clear_turn();
  next_ = 0;
  discarded_ = 0;
  last_tile_ = -1;
  current_ = 0;
  printed_tiles_ = 0;
  // NOTE: the set-up draws (start squares, start tiles, chips) use their own stream, so the
  // draw pile's order depends only on the seed and the tiles left after the start tiles.
  Rng setup_rng(setup_.seed ^ 0x5EED5E7u);
  if (!map_)
    if (Status s = setup_table(first); !s) return s;
  for (const auto set_up : kHooks<&UnitHooks::set_up>)  // a map board is the Maps' (M6–M8, C3)
    if (Status s = set_up(*this, units(), pile_, setup_rng); !s) return s;
  // A start tile can close a feature against the map's edge (M23): it was completed by nobody.
  for (int n = 0; n < graph_.size(); ++n)
    if (graph_.find(n) == n && graph_.kind(n) != FeatureKind::Field && is_complete(n)) graph_.set(n).scored = 1;
  for (const auto start : kHooks<&UnitHooks::start>) start(*this, units());
  Rng rng(setup_.seed);
  rng.shuffle(pile_.data(), static_cast<std::uint32_t>(pile_.size()));
  // M2: a map plays its recommended number of tiles (start tiles included) unless told otherwise.
  // An explicit count may exceed the map's squares: the game then ends when they run out (M27).
  int count = setup_.tile_count > 0 ? setup_.tile_count : (map_ ? std::min(map_->recommended_tiles, map_->count_placeable()) : 0);
  if (setup_.tile_count > static_cast<int>(pile_.size()) + start_tiles_)
    return failure(err::tile_count_too_big, {"n", setup_.tile_count}, {"total", pile_.size() + start_tiles_});
  set_aside_ = 0;
  if (count > 0 && count - start_tiles_ < static_cast<int>(pile_.size())) {
    // A fair draw draws from the whole box, so the tiles set aside are not known in advance.
    const int in_play = std::max(0, count - start_tiles_);
    if (setup_.fair_draw) set_aside_ = static_cast<int>(pile_.size()) - in_play;
    else pile_.resize(in_play);
  }
  phase_ = tiles_left() == 0 ? Phase::GameEnd : Phase::PlaceTile;
  return {};
}

void Game::take_draw(TileType t, const Digest& reveal, int chip) {
  assert(phase_ == Phase::PlaceTile && remaining(t) > 0);
  const auto it = std::find(pile_.begin() + next_, pile_.end(), t);
  std::iter_swap(it, pile_.begin() + next_);
  reveals_.push_back(reveal);
  turned_chips_.push_back(static_cast<std::int8_t>(chip));
}

// The open table: the start tiles as written, or the base game's B-D at 0,0 (B1).
Status Game::setup_table(bool first) {
  std::vector<StartTile> starts = setup_.starts;
  if (starts.empty()) starts.push_back(StartTile{"B-D", Pos{0, 0}, 0});
  const std::size_t in_play = pile_.size() + starts.size();
  if (in_play > static_cast<std::size_t>(kMaxTilesInPlay))
    return failure(err::tiles_in_play, {"n", in_play}, {"limit", kMaxTilesInPlay});
  if (first) board_.init_classic(static_cast<int>(in_play));
  else board_.clear();
  for (const auto& s : starts) {
    TileType t;
    if (!catalogue_->find(s.tile, t)) return failure(err::start_tile_unknown, {"tile", s.tile});
    const int cell = board_.cell(s.pos);
    if (cell < 0 || !board_.is_placeable(cell) || board_.tile_at(cell) >= 0)
      return failure(err::start_square_taken, {"at", pos_text(s.pos)});
    if (s.rot < 0 || s.rot > 3) return failure(err::start_rotation);
    if (!board_.fits(cell, catalogue_->def(t).edge_code[s.rot]))
      return failure(err::start_tile_mismatch, {"tile", s.tile}, {"at", pos_text(s.pos)});
    const auto it = std::find(pile_.begin(), pile_.end(), t);
    if (it != pile_.end()) pile_.erase(it);  // else an extra copy from the catalogue
    place_tile(t, s.rot, cell);
  }
  start_tiles_ = static_cast<int>(starts.size());
  return {};
}

bool Game::find_player(std::string_view name, PlayerId& out) const {
  for (std::size_t p = 0; p < players_.size(); ++p) {
    if (players_[p].name == name) {
      out = static_cast<PlayerId>(p);
      return true;
    }
  }
  return false;
}

int Game::remaining(TileType t) const {
  return static_cast<int>(std::count(pile_.begin() + next_, pile_.end(), t));
}

int Game::draw_named(const Move& m) {
  if (phase_ != Phase::PlaceTile || (m.kind != MoveKind::Place && m.kind != MoveKind::Discard) || pile_[next_] == m.tile)
    return -1;
  for (std::size_t i = next_ + 1; i < pile_.size(); ++i) {
    if (pile_[i] != m.tile) continue;
    std::swap(pile_[i], pile_[next_]);
    return static_cast<int>(i);
  }
  return -1;
}

Status Game::apply(const Move& m, std::vector<Event>* events) {
  const int drawn_from = draw_named(m);
  if (Status s = check(m); !s) {
    if (drawn_from >= 0) std::swap(pile_[static_cast<std::size_t>(drawn_from)], pile_[next_]);  // as it was
    return s;
  }
  switch (m.kind) {
    case MoveKind::Place: {
      if (setup_.fair_draw) {  // the chip this draw turns over (replays and undo find it here too)
        const auto draw = static_cast<std::size_t>(std::count_if(history_.begin(), history_.end(), [](const Move& h) {
          return h.kind == MoveKind::Place || h.kind == MoveKind::Discard;
        }));
        chip_state_.turned = draw < turned_chips_.size() ? turned_chips_[draw] : -1;
      }
      ++next_;
      current_ = m.player;
      last_tile_ = place_tile(m.tile, m.rot, board_.cell(m.pos));
      if (events) events->push_back(Event{.kind = EventKind::TilePlaced, .player = m.player, .tile = m.tile, .pos = m.pos, .rot = m.rot});
      call_hooks<&UnitHooks::tile_laid>(static_cast<Table&>(*this), units(), m.player, last_tile_, events);
      start_turn_steps(m.player);
      next_step(events);
      break;
    }
    case MoveKind::Deploy:
    case MoveKind::NoFigure:
      if (m.kind == MoveKind::Deploy) add_figure(m.player, m.figure, last_tile_, m.slot, events);
      turn_.deployed = true;
      next_step(events);
      break;
    case MoveKind::Stand:
      add_figure(m.player, m.figure, board_.tile_at(board_.cell(m.pos)), m.slot, events);
      break;
    case MoveKind::Discard:
      ++next_;
      ++discarded_;
      if (tiles_left() == 0) phase_ = Phase::GameEnd;
      if (events) events->push_back(Event{.kind = EventKind::TileDiscarded, .player = m.player, .tile = m.tile});
      break;
    case MoveKind::End:
      final_scoring(events);
      phase_ = Phase::Over;
      break;
    default:  // an expansion's move (check() found its hooks)
      go_on(kMoveHooks[static_cast<std::size_t>(m.kind)]->apply(*this, units(), m, events), events);
      break;
  }
  history_.push_back(m);
  return {};
}

// A new turn owes everything again: the base game's steps and each expansion's turn fields.
void Game::clear_turn() {
  turn_ = TurnState{};
  call_hooks<&UnitHooks::clear_turn>(units());
}

// What the placed tile sets going this turn: T7's second tile, G2, P3.
void Game::start_turn_steps(PlayerId p) {
  clear_turn();
  call_hooks<&UnitHooks::tile_placed>(static_cast<Table&>(*this), units(), p, placed_[last_tile_]);
}

void Game::go_on(StepEnd end, std::vector<Event>* events) {
  if (end.kind == StepEnd::Stay) return;
  if (end.kind == StepEnd::Enter) {
    phase_ = end.phase;
    return;
  }
  if (end.kind == StepEnd::FollowersMoved) followers_moved(events);
  next_step(events);
}

// T9: builders left alone go home.
void Game::followers_moved(std::vector<Event>* events) {
  call_hooks<&UnitHooks::followers_moved>(static_cast<Table&>(*this), units(), events);
}

// B2 and the expansions' steps: the next thing this turn owes, in rank order (IB4 cache, P3
// choice, B5 figure, TW5 upgrade, B8 scoring and the builder going home (T9), P15 withdrawal,
// G2/G4 move); ends the turn when nothing is left.
void Game::next_step(std::vector<Event>* events) {
  const bool waits = any_index<kTurnSteps.size()>([&](auto i) {
    constexpr PhaseInfo step = kTurnSteps[decltype(i)::value];
    if (base_steps_before(step.rank, events)) return true;
    if (!step.due(*this, units(), events)) return false;
    phase_ = step.phase;
    return true;
  });
  if (!waits && !base_steps_before(kScoringRank + 1, events)) end_turn();
}

bool Game::base_steps_before(int rank, std::vector<Event>* events) {
  if (rank > kFigureRank && !turn_.deployed) {
    phase_ = Phase::Deploy;
    return true;
  }
  if (rank > kScoringRank && !turn_.scored) {
    turn_.scored = true;
    score_completed(events);
    followers_moved(events);  // T9
  }
  return false;
}

void Game::end_turn() {
  phase_ = (tiles_left() == 0 || (board_.is_map() && board_.placeable_empty() == 0)) ? Phase::GameEnd : Phase::PlaceTile;
  bool again = false;
  for (const auto plays_again : kHooks<&UnitHooks::plays_again>) again = plays_again(units(), phase_) || again;
  if (!again) current_ = static_cast<PlayerId>((current_ + 1) % players_.size());  // T7
  clear_turn();
}

// Every move kind: the base game's checks (move_checks.cpp) or the expansion's unit.
Status Game::check(const Move& m) const {
  switch (m.kind) {
    case MoveKind::Place: return check_place(m);
    case MoveKind::Deploy:
    case MoveKind::NoFigure: return check_deploy(m);
    case MoveKind::Stand: return check_stand(m);
    case MoveKind::Discard: return check_discard(m);
    case MoveKind::End: return check_end();
    default: break;
  }
  const auto kind = static_cast<std::size_t>(m.kind);
  if (kind >= kMoveHooks.size() || !kMoveHooks[kind]) return failure(err::unknown_move);
  return kMoveHooks[kind]->check(*this, units(), m);
}

// The one legal-move generator: every legal move of the current step of a turn, each distinct
// outcome once. Self-play, the page, the record reader, perft and the AI all take moves from
// here; the base game's lists are in legal_moves.cpp, each expansion's in its unit.
void Game::legal_moves(std::vector<Move>& out, EndMove end) const {
  out.clear();
  switch (phase_) {
    case Phase::PlaceTile: add_tile_moves(out); break;
    case Phase::Deploy: add_deploy_moves(out); break;
    case Phase::GameEnd: break;
    case Phase::Over: return;
    default: kPhaseHooks[static_cast<std::size_t>(phase_)]->add_moves(*this, units(), phase_, out); break;
  }
  if (phase_ == Phase::PlaceTile || phase_ == Phase::GameEnd) {
    if (setup_.free_order) add_stand_moves(out);
    if (end == EndMove::Listed || phase_ == Phase::GameEnd) out.push_back(Move{.kind = MoveKind::End, .player = current_});
  }
}

// Each expansion's pieces (Game::validate() checks the base game's first).
Status Game::validate_expansions() const {
  for (const auto validate : kHooks<&UnitHooks::validate>)
    if (Status s = validate(*this, units()); !s) return s;
  return {};
}

}  // namespace carc
