// The keyboard's focus in a step: the legal square (placing a tile, laying the Iberia cache) or the
// choice (a figure spot, a meeple to upgrade, a turn-panel button) the arrow keys reached, and what
// Enter does there. UI state only: it picks among PlayView::choices, the engine's legal moves.
#pragma once

#include <string>
#include <vector>

#include "engine/game/game.h"
#include "i18n/translate.h"
#include "render/camera.h"

namespace carc::app {

struct PlayView;

// Where the keys are (a member of PlayView). `shown`: keys moved it, so the ring is drawn; a
// pointer move hides it, the next key shows it again where it was.
struct KeyFocus {
  bool shown = false;
  bool has_square = false;
  Pos square;        // square steps: the focused square (also PlayView::hover, where the tile shows)
  int choice = -1;   // other steps: the focused choice, or -1
  bool pick = false; // the choice stands for a meeple to upgrade (Taiwan, TW4): Enter picks it
  Pos anchor;        // square steps: where the step's focus began (Space cycles nearest it first)
};

enum class KeyDir { Left, Right, Up, Down };

// One stop of the arrow keys outside square steps: a choice, or a meeple to pick for an upgrade.
struct KeyItem {
  int choice = -1;
  bool pick = false;
  friend bool operator==(KeyItem a, KeyItem b) { return a.choice == b.choice && a.pick == b.pick; }
};

// True when the step's choices include squares (Place or Cache moves): arrows move between them.
bool is_square_step(const PlayView& view);
// The legal squares of a square step, each once, in the choices' order.
std::vector<Pos> key_squares(const PlayView& view);
// The nearest of `squares` from `from` in direction `dir` (a square further along the arrow, the
// sideways distance counting twice), or `from` itself when none lies that way.
Pos square_toward(const std::vector<Pos>& squares, Pos from, KeyDir dir);
// The nearest of `squares` to the board point `at` (ties: the first listed).
Pos nearest_square(const std::vector<Pos>& squares, gfx::Vec2 at);
// The stops of the arrow keys in a step without squares, in order: the board's targets first (figure
// spots, the Gingerbread Man's cities, each meeple to upgrade once), then the turn panel's buttons as
// it shows them (No upgrade, the picked meeple's payments once per chip set, the other choices).
std::vector<KeyItem> key_items(const PlayView& view);

// Moves the focus one stop in `dir` (square steps: toward that side; otherwise Left/Up the previous
// stop, Right/Down the next, wrapping) and shows it. The first move of a step starts at the square
// nearest `centre` (the board point in the middle of the window) or at the first stop.
void move_key_focus(PlayView& view, KeyDir dir, gfx::Vec2 centre);
// Space / Shift+Space (`step` 1 / -1): the next / previous legal square in order of distance from
// where the step's focus began (ties: north first, then west), wrapping, so every square is reached
// however the arrows run on a sparse map; other steps: the next / previous stop, as → and ←.
void cycle_key_focus(PlayView& view, int step, gfx::Vec2 centre);
// A new step (the choices changed): the focus goes on from where it was, to the nearest legal
// square or the first stop; hidden stays hidden.
void settle_key_focus(PlayView& view);
// Enter: the choice to apply now, or -1. A meeple to upgrade is picked instead (its payments become
// the next stops and the focus moves to the first); with no focus yet, Enter shows it (move_key_focus).
int enter_key_focus(PlayView& view, gfx::Vec2 centre);

// What the focus is on, for screen readers: "Square 1,0, 2 rotations fit", a choice's words, "" if none.
std::string key_focus_words(const i18n::Translator& w, const Game& game, const PlayView& view);

}  // namespace carc::app
