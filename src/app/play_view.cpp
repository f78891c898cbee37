// PlayView updates: the engine's choices per revision; tentative rotation cycling.
#include "app/play_view.h"

namespace carc::app {

void refresh_view(const Game& game, int revision, bool computer, PlayView& view) {
  if (view.revision == revision && view.computer == computer) return;
  view.revision = revision;
  view.computer = computer;
  view.picked = false;
  view.choices.clear();
  if (!computer) list_choices(game, view.choices);
  if (game.phase() == Phase::PlaceTile) game.unfillable_squares(view.unfillable);
  else view.unfillable.clear();
}

int placement_choice(PlayView& view, Pos square) {
  int first = -1;
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const Move& m = view.choices[i].move;
    if (m.kind != MoveKind::Place || m.pos != square) continue;
    if (m.rot == view.rot) return i;
    if (first < 0) first = i;
  }
  if (first >= 0) view.rot = view.choices[first].move.rot;
  return first;
}

void rotate_tentative(PlayView& view) {
  for (int step = 1; step <= 4; ++step) {
    const int rot = (view.rot + step) % 4;
    if (!view.has_hover) { view.rot = rot; return; }
    for (const Choice& c : view.choices) {
      if (c.move.kind == MoveKind::Place && c.move.pos == view.hover && c.move.rot == rot) {
        view.rot = rot;
        return;
      }
    }
  }
  view.rot = (view.rot + 1) % 4;
}

}  // namespace carc::app
