// Keeping a game across reloads: the game as a record of its finished turns plus the steps of
// the turn in progress (a record line only exists for a whole turn), each step written in record
// words (move_text), never as a position in a list of moves. The kept entry (the page's autosave,
// the game set aside, README "Keeping, sharing and replaying games") is versioned; every older
// version is read and migrated here. Only the engine's own records and legal moves are used;
// nothing here decides a rule.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game/game.h"

namespace carc::app {

// The version of the kept entry written now. 1: `steps` were indices into the page's list of
// choices (written until the corpus of tests/compat was frozen); 2: `steps` are record texts.
inline constexpr int kResumeVersion = 2;

// Where a game can be rebuilt from: `record` holds every finished turn (write_record of the game
// at the start of the turn in progress) and `steps` the moves already made in that turn, in
// order, each as its record words (move_text: `Red B-E 0,-1 r180`, `meeple N2`, `cache 3,4`,
// `upgrade 2+1 3,4 N2`, `porxada swap`, `no figure`; empty between turns). Loading the record and
// applying each step (find_step) gives exactly the same game, mid-turn steps included.
struct ResumePoint {
  std::string record;
  std::vector<std::string> steps;
};

// The resume point of `game`; the reason if a move of the turn in progress cannot be written so
// that it reads back as the same move (never so for the engine's legal moves).
Status resume_point(const Game& game, ResumePoint& out);

// The legal move of `game` whose record words (move_text) are `text`; false with the reason when
// no legal move, or more than one, reads so. Only the set of legal moves counts, not its order.
Status find_step(const Game& game, std::string_view text, Move& out);

// A kept entry read from its JSON text ({"version", "record", "steps", "redo", …}; other members,
// such as the page's view, are the page's), migrated to the current version: `steps` as record
// texts. Version 1's choice indices (in `steps` and in the redo list's step groups) are turned
// into texts by replaying the game and choosing from the moves as version 1 listed them
// (legal_moves, without `end` before the game's end): the move generator's order of the version
// that wrote them, frozen here and by the autosaves of tests/compat. The reason when it cannot (not
// JSON, a version this one does not know, a record or step that does not load); `out` is then
// unchanged. A redo list that does not replay is left out (it is not the game).
struct RedoGroup {
  bool whole_turns = false;        // true: record move lines (`lines`); false: steps of one turn
  std::vector<std::string> texts;  // the lines, or the steps' record words
};
struct KeptEntry {
  int version = 0;  // as read (1 or 2)
  ResumePoint point;
  std::vector<RedoGroup> redo;  // latest last, as the page keeps it
};
Status read_kept(std::string_view json, const Library& library, KeptEntry& out);

// The entry as JSON of the current version: {"version", "record", "steps", "redo": [{"lines"} or {"steps"}]}.
std::string kept_json(const KeptEntry& entry);

// The game of a resume point: load_record, then each step; the reason when it does not load.
Status rebuild(const ResumePoint& point, const Library& library, Game& out);

// The state signature of a game: a 64-bit FNV-1a hash (hash_move) of every move of its history
// (`end` without its player: it belongs to none),
// then its phase, the deciding player, the tiles left and the drawn tile, and each player's score,
// figures in supply and goods. Two games with the same signature have played the same moves to the
// same position; tests/compat keeps the signature each saved game was written with.
std::uint64_t state_signature(const Game& game);
// The signature as 16 lowercase hex digits (what the page's signature() returns).
std::string signature_text(const Game& game);

}  // namespace carc::app
