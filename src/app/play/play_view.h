// What the board offers the player right now: the engine's legal choices for this step, the
// tentative rotation, the hovered square and the clickable targets on screen. UI state only.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "app/words/choices.h"
#include "app/play/key_focus.h"
#include "engine/game/game.h"
#include "render/camera.h"

namespace carc::app {

struct ScreenTarget {
  float x = 0, y = 0, radius = 0;  // window (CSS) pixels
  int choice = -1;                 // index into PlayView::choices
  bool pick = false;               // a meeple to upgrade (Taiwan): a click selects it, pays nothing
};

struct PlayView {
  int revision = -1;                 // session revision the lists below belong to
  std::vector<Choice> choices;       // legal moves of this step (engine)
  std::vector<Pos> unfillable;       // squares no tile left can fill (engine)
  std::vector<ScreenTarget> targets; // rebuilt every frame by the overlay
  int rot = 0;                       // tentative rotation of the drawn tile
  bool has_hover = false;
  Pos hover;                         // square under the pointer
  gfx::Vec2 pointer;                 // pointer in window pixels
  Status refusal;                    // last refusal, said in the turn panel
  std::array<unsigned, 6> colours{}; // player colours (ImU32), from the setup screen
  bool touch = false;                // a touch screen: touch hints, a rotate button by the tile
  bool picked = false;               // touch: a first tap chose `hover`; a second tap there places
  int cache_pick = -1;               // touch, the cache step (IB4): the Cache choice a first tap picked;
                                     // a second tap on its square or "Lay the cache" lays it, as a tile
  struct CacheZoom {                 // the board zoomed in around a picked cache square (play_input.cpp)
    bool on = false;
    gfx::Vec2 center, zoomed_center;  // the camera before the zoom, and as the zoom left it
    float zoom = 0, zoomed = 0;
  } cache_zoom;
  bool computer = false;             // a computer seat, or another person's seat in a game by link
                                     // (Session::may_decide), decides this step: no choices for the pointer
  int thinking = -1;                 // the computer seat searching now, or -1
  bool hint_thinking = false;        // the hint is being worked out (the phone's turn bar says so)
  bool upgrade_picked = false;       // Taiwan upgrade step: the meeple chosen on the board
  Pos upgrade_pos;
  Slot upgrade_slot = 0;
  KeyFocus keys;                     // the arrow keys' square or choice (app/play/key_focus.h)
  int pointed = -1;                  // the choice whose turn-panel button the mouse is over, or -1
};

// Taiwan upgrade step: selects the meeple of choice `index` (an Upgrade move) for the payments.
void pick_upgrade(PlayView& view, int index);

// Refreshes choices and unfillable squares when the game changed, or when a computer seat takes
// over the step (`computer`: it decides, so the board and buttons offer nothing).
void refresh_view(const i18n::Translator& w, const Game& game, int revision, bool computer, PlayView& view);
// The placement choice for `square` with the view's rotation, or the first legal rotation there
// (updating view.rot); -1 if the tile cannot go there.
int placement_choice(PlayView& view, Pos square);
// Cycles view.rot to the next rotation (`step` -1: the previous one), legal at the hovered square if
// it has any.
void rotate_tentative(PlayView& view, int step = 1);

}  // namespace carc::app
