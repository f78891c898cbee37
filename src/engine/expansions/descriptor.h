// One expansion as data: what it adds to a game (tile sets, rules, `option` switches, maps, the
// steps of a turn, moves, events and the words of a record's turn line) and the hooks the game
// and the record call for it. The record reader and writer, the set-up form, the CLI, the wiki
// extension's lists, Game and the tests read these tables (expansions.h) instead of naming each
// expansion.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/rng.h"
#include "engine/setup/switches.h"
#include "engine/table/moves.h"
#include "engine/table/table.h"

namespace carc {

class Game;
struct UnitStates;  // engine/expansions/units.h: every unit's state, one member each

// The ranks of the base game's steps among the expansions' (PhaseInfo::rank, StepWord::rank):
// the figure step (B5, `FIGURE SLOT`) and the scoring of completed features (B8, no word).
inline constexpr int kFigureRank = 40;
inline constexpr int kScoringRank = 55;

// Is a step of the expansion due now? (Game::next_step asks in rank order; it may change the
// unit's state and report events, as the Gingerbread Man's move does.)
using StepDue = bool (*)(Table&, UnitStates&, std::vector<Event>*);

// A step of a turn it adds.
struct PhaseInfo {
  Phase phase;
  std::string_view name;  // phase_name(): the CLI's JSON, test messages
  int rank = 0;           // when the turn asks for it (Game::next_step), with kFigureRank, kScoringRank
  StepDue due = nullptr;  // nullptr: a step another of its moves enters (StepEnd::enter)
  // Whether Game::next_step asks for it: exactly when `due` is set (a test holds them equal); the
  // turn's step table (kTurnSteps) is built from this flag, not from comparing `due` with null.
  bool asked = false;
  // Record: the move a turn's line stands for when it names no word of the step (`no upgrade`,
  // `stay`); else `missing` is the error.
  bool skippable = false;
  MoveKind skip = MoveKind::End;
  ErrorKey missing{};
  // The page's instruction for the step (catalogue keys, i18n `turn.*`): `prompt` with a mouse and
  // keys, `touch_prompt` on a touch screen (its words say "tap"; empty: `prompt` names no key).
  std::string_view prompt = {};
  std::string_view touch_prompt = {};
  friend constexpr bool operator==(const PhaseInfo& a, Phase p) { return a.phase == p; }
};

// How the page offers one of its moves (src/app: the turn panel, the board's marks, the keyboard's
// focus, the buttons' words).
enum class MoveOnBoard : std::uint8_t {
  Button,    // a button of the turn panel, saying `choice`
  Tile,      // the drawn tile on a square (the base game's placement, with its preview and turns)
  Figure,    // a marker per figure kind on the tile just placed (the base game's figure step)
  Square,    // a square of the board, picked and then confirmed (a cache)
  Marker,    // a marker on the feature at pos/slot, anywhere on the board; its button says `choice`
             // with {place} (the feature), {holders} (who has figures there) and {role}
  Feature,   // a button saying `choice` as Marker does; pointed, it outlines the feature at pos/slot
  Features,  // the same for two features, pos/slot (its player's) and pos2/slot2 (another's): `choice`
             // with {role}, {mine}, {owner}, {their_role}, {theirs}
  Upgrade,   // a figure on the board picked, then a button per payment (the page's own words)
  Own,       // the page's own words and marks (a figure stood anywhere)
};

// Chosen by a square of the board (the tile's placements, caches).
constexpr bool picks_square(MoveOnBoard b) { return b == MoveOnBoard::Tile || b == MoveOnBoard::Square; }
// Drawn as a marker on the board (figure spots, the Gingerbread Man's cities).
constexpr bool draws_marker(MoveOnBoard b) { return b == MoveOnBoard::Figure || b == MoveOnBoard::Marker; }
// Names a feature anywhere on the board, outlined while its button is pointed.
constexpr bool names_feature(MoveOnBoard b) {
  return b == MoveOnBoard::Marker || b == MoveOnBoard::Feature || b == MoveOnBoard::Features;
}

// A move kind it adds.
struct MoveInfo {
  MoveKind kind;
  MoveOnBoard on_board = MoveOnBoard::Button;
  std::string_view choice = {};  // catalogue key (i18n `choice.*`) of its button
  // Marker, Feature, Features: the feature is named as the place of a follower ("in the city of 3
  // tiles", `n.place.in.*`) rather than as the place itself (`n.place.*`).
  bool follower = false;
  std::string_view marker = {};  // Marker: the key of the letter on its marker (i18n `marker.*`)
  friend constexpr bool operator==(const MoveInfo& a, MoveKind k) { return a.kind == k; }
};

// How the page's log tells one of its events (src/app/words/event_text.cpp): the catalogue key
// `text` filled in with {who}, the player, and
enum class EventWords : std::uint8_t {
  Plain,   // nothing more
  Points,  // {points}: "3 points"
  Chip,    // {chip}: the chip's colour and value
  Tile,    // {tile}: the tile in words
  Spot,    // nothing more, the key being `text` + "." + the kind of feature at pos/slot
  Own,     // the page's own words (the base game's figures and scorings, a chip from a cache)
};
// The squares a log line about it shows on the board.
enum class EventMarks : std::uint8_t { None, Pos, Both };  // Both: pos and pos2
// What it scores, for the log's highlight and the final panel's score graph and columns.
enum class EventScore : std::uint8_t {
  None,
  Shown,    // highlighted as a scoring, no points (goods)
  Player,   // `points` for `player`, in the final panel's column `category`
  Winners,  // `points` for each of `winners`, in the event's own category (a feature scored)
};

// An event kind it reports.
struct EventInfo {
  EventKind kind;
  std::string_view text = {};  // catalogue key (i18n `event.*`)
  EventWords words = EventWords::Plain;
  EventMarks marks = EventMarks::None;
  EventScore score = EventScore::None;
  Category category = Category::Bonus;  // with EventScore::Player
  friend constexpr bool operator==(const EventInfo& a, EventKind k) { return a.kind == k; }
};

// A word that starts a step of a turn's record line (docs/records.md) and its place in the order
// a line writes its steps (the order Game::next_step asks for them; FIGURE SLOT is kFigureRank).
struct StepWord {
  std::string_view word;
  int rank;
  Phase phase = Phase::PlaceTile;  // the step it answers
  // Reads the word's arguments, w[i] being the word: sets `m`'s kind and arguments, `i` past them.
  Status (*read)(std::span<const std::string_view> w, std::size_t& i, Move& m) = nullptr;
  // Why a line's step found no step of the turn to answer (the game after the line's moves).
  Status (*unused)(const Game& g, const Move& m) = nullptr;
  bool repeats = false;  // a line may name it more than once (`withdraw`); else `twice` is the error
  ErrorKey twice{};
};

// How one of its moves is written in a turn's record line.
struct MoveWords {
  MoveKind kind;
  std::string (*write)(const Move&) = nullptr;  // the words it adds to its line, each after a space
  std::string_view alone = {};                  // move_text() of a move that adds none (`no upgrade`)
};

// What the game calls for an expansion (Game's hooks, game.cpp); each may be left out.
struct UnitHooks {
  // Set-up, after the base table: clears its state and lays out what it brings (a map board,
  // its start tiles taken from `pile`, the chips), drawing from `rng`.
  Status (*set_up)(Table&, UnitStates&, std::vector<TileType>& pile, Rng& rng) = nullptr;
  // Set-up, once the start tiles lie: where its pieces start.
  void (*start)(const Table&, UnitStates&) = nullptr;
  void (*clear_turn)(UnitStates&) = nullptr;  // a new turn: its turn fields
  // A tile was placed at placed_[tile]: first what it does to the board, then (after the turn's
  // fields are cleared) what it sets going this turn.
  void (*tile_laid)(Table&, UnitStates&, PlayerId, int tile, std::vector<Event>*) = nullptr;
  void (*tile_placed)(const Table&, UnitStates&, PlayerId, const PlacedTile&) = nullptr;
  // Followers moved or left the board (scoring, a swap): what follows from it (T9).
  void (*followers_moved)(Table&, UnitStates&, std::vector<Event>*) = nullptr;
  // The turn ends with `next` the next step: true when the same player goes again (T7).
  bool (*plays_again)(UnitStates&, Phase next) = nullptr;
  // Its moves and steps.
  Status (*check)(const Table&, const UnitStates&, const Move&) = nullptr;
  void (*add_moves)(const Table&, const UnitStates&, Phase, std::vector<Move>&) = nullptr;
  StepEnd (*apply)(Table&, UnitStates&, const Move&, std::vector<Event>*) = nullptr;
  // Search over hidden information: re-deals what it keeps hidden.
  void (*determinize)(Table&, UnitStates&, Rng&) = nullptr;
  Status (*validate)(const Table&, const UnitStates&) = nullptr;
  // Scoring (game/scoring.cpp), at the points where an expansion changes it. The points of a road
  // or city of `units` tiles (and pennants), `points` as counted so far (I5–I8).
  int (*feature_points)(const Table&, FeatureKind, const FeatureSet&, bool complete, int units, int points) = nullptr;
  // Of a feature's `winners`, the players who score it as if it were complete (P10, P11) ...
  std::uint8_t (*scored_as_complete)(const Table&, const UnitStates&, int root, std::uint8_t winners, bool complete,
                                     bool final_scoring) = nullptr;
  // ... and what comes just before those `players` score it (P12).
  void (*before_scored_as_complete)(Table&, const UnitStates&, int root, std::uint8_t players, std::vector<Event>*) = nullptr;
  // A road or city the placed tile completed: true to leave it unscored for now (P15) ...
  bool (*defers_completed)(Table&, UnitStates&, int root) = nullptr;
  // ... else what comes just before it is scored (G4), and after a city is (T2, T3, P9).
  void (*before_completed)(Table&, UnitStates&, int root, std::vector<Event>*) = nullptr;
  void (*city_completed)(Table&, UnitStates&, int root, std::vector<Event>*) = nullptr;
  // Of a field's `winners`, the players who score 4 per city instead of 3 (T12).
  std::uint8_t (*field_bonus)(const Table&, int root, std::uint8_t winners) = nullptr;
  // The final scoring: first, before the features (returns a feature's root to score after the
  // others, or -1: P15), and last, after the fields (T4).
  int (*final_first)(Table&, UnitStates&, std::vector<Event>*) = nullptr;
  void (*final_last)(Table&, UnitStates&, std::vector<Event>*) = nullptr;
};

struct ExpansionDescriptor {
  std::string_view id = {};    // a name for maintainers and tests
  std::string_view name = {};  // what players call it
  std::span<const TileSetInfo> tile_sets = {};  // record `tiles ID,…`, assets/tiles/ID.tn1, i18n `tileset.ID`
  std::span<const RuleSetInfo> rules = {};      // record `rules ID,…`, i18n `rules.ID`
  std::span<const RuleSwitch> switches = {};    // record `option NAME VALUE`, i18n `option.NAME`
  std::span<const std::string_view> maps = {};  // record `map ID`: the map boards it brings (assets/maps/ID.map)
  std::span<const PhaseInfo> phases = {};       // the steps of a turn it adds
  std::span<const MoveInfo> moves = {};         // the moves it adds, and how the page offers them
  std::span<const EventInfo> events = {};       // the events its rules report, and how the page tells them
  std::span<const StepWord> step_words = {};    // the words its steps add to a turn's record line
  std::span<const MoveWords> move_words = {};   // how its moves are written there
  std::span<const std::string_view> units = {}; // its units, src/engine/expansions/UNIT.h/.cpp
  const UnitHooks* hooks = nullptr;             // what the game calls (nullptr: the base game's own)
};

}  // namespace carc
