// PlayView updates: the engine's choices per revision; tentative rotation cycling.
#include "app/play/play_view.h"

namespace carc::app {

void refresh_view(const i18n::Translator& w, const Game& game, int revision, bool computer, PlayView& view) {
  if (view.revision == revision && view.computer == computer) return;
  view.revision = revision;
  view.computer = computer;
  view.picked = false;
  view.cache_pick = -1;
  view.upgrade_picked = false;
  view.choices.clear();
  if (!computer) list_choices(w, game, view.choices);
  // One meeple to upgrade: chosen already, its payments show at once.
  int first = -1;
  bool several = false;
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const Move& m = view.choices[i].move;
    if (m.kind != MoveKind::Upgrade) continue;
    if (first < 0) first = i;
    else if (m.pos != view.choices[first].move.pos || m.slot != view.choices[first].move.slot) several = true;
  }
  if (first >= 0 && !several) pick_upgrade(view, first);
  settle_key_focus(view);
  if (game.phase() == Phase::PlaceTile) game.unfillable_squares(view.unfillable);
  else view.unfillable.clear();
}

void pick_upgrade(PlayView& view, int index) {
  if (index < 0 || index >= static_cast<int>(view.choices.size())) return;
  const Move& m = view.choices[index].move;
  if (m.kind != MoveKind::Upgrade) return;
  view.upgrade_picked = true;
  view.upgrade_pos = m.pos;
  view.upgrade_slot = m.slot;
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

void rotate_tentative(PlayView& view, int step) {
  for (int turns = 1; turns <= 4; ++turns) {
    const int rot = ((view.rot + step * turns) % 4 + 4) % 4;
    if (!view.has_hover) { view.rot = rot; return; }
    for (const Choice& c : view.choices) {
      if (c.move.kind == MoveKind::Place && c.move.pos == view.hover && c.move.rot == rot) {
        view.rot = rot;
        return;
      }
    }
  }
  view.rot = ((view.rot + step) % 4 + 4) % 4;
}

}  // namespace carc::app
