// Play input: turns clicks and keys into choices of the engine's legal moves.
#include "app/play_input.h"

#include <cmath>

namespace carc::app {
namespace {

constexpr float kClickSlop = 6.0f;  // pixels a click may move and still be a click

void update_hover(const gfx::Camera& camera, float x, float y, PlayView& view) {
  view.pointer = {x, y};
  const gfx::Vec2 w = camera.screen_to_world({x, y});
  view.hover = Pos{static_cast<int>(std::floor(w.x)), static_cast<int>(std::floor(w.y))};
  view.has_hover = true;
}

// A click places the tile at once; a tap first picks the square (the tile shows there with a
// rotate button beside it) and a second tap on the picked square places it.
void click(const gfx::Camera& camera, float x, float y, bool tap, PlayView& view, Session& session) {
  const Phase phase = session.game().phase();
  if (phase == Phase::PlaceTile) {
    const Pos before = view.hover;
    const bool was_picked = view.picked;
    update_hover(camera, x, y, view);
    const int choice = placement_choice(view, view.hover);
    view.picked = tap && choice >= 0;
    if (choice >= 0 && (!tap || (was_picked && before == view.hover))) apply_choice(session, view, choice);
    return;
  }
  int best = -1;
  bool pick = false;
  float best_d = 1e9f;
  for (const ScreenTarget& t : view.targets) {
    const float d = std::hypot(t.x - x, t.y - y);
    if (d <= t.radius && d < best_d) best = t.choice, best_d = d, pick = t.pick;
  }
  if (best >= 0 && pick) pick_upgrade(view, best);  // TW4: the meeple first, then the payment
  else if (best >= 0) apply_choice(session, view, best);
}

// The "nothing" answer of this step (no figure, no upgrade, no swap, keep), or -1.
int none_choice(const PlayView& view) {
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i) {
    const Move& m = view.choices[i].move;
    if (m.kind == MoveKind::NoFigure || m.kind == MoveKind::NoUpgrade || m.kind == MoveKind::NoSwap || m.kind == MoveKind::Stay)
      return i;
  }
  return -1;
}

}  // namespace

void apply_choice(Session& session, PlayView& view, int index) {
  if (index < 0 || index >= static_cast<int>(view.choices.size())) return;
  view.message = session.apply(view.choices[index].move);
}

void handle_play_input(const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard, const gfx::Camera& camera,
                       PointerState& pointer, PlayView& view, Session& session) {
  switch (event.type) {
    case SDL_MOUSEMOTION:
      if (view.picked && event.motion.which == SDL_TOUCH_MOUSEID) break;  // a picked square stays picked
      update_hover(camera, static_cast<float>(event.motion.x), static_cast<float>(event.motion.y), view);
      view.has_hover = !ui_has_mouse;  // over a panel the drawn tile waits instead of hiding under it
      if (pointer.left_down && std::hypot(event.motion.x - pointer.down_x, event.motion.y - pointer.down_y) > kClickSlop)
        pointer.dragged = true;
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (ui_has_mouse) break;
      if (event.button.button == SDL_BUTTON_LEFT) {
        pointer.left_down = true;
        pointer.down_x = static_cast<float>(event.button.x);
        pointer.down_y = static_cast<float>(event.button.y);
        pointer.dragged = pointer.fingers >= 2;
      } else if (event.button.button == SDL_BUTTON_RIGHT) {
        rotate_tentative(view);
      }
      break;
    case SDL_MOUSEBUTTONUP:
      if (event.button.button == SDL_BUTTON_LEFT && pointer.left_down) {
        pointer.left_down = false;
        if (!pointer.dragged && !ui_has_mouse)
          click(camera, static_cast<float>(event.button.x), static_cast<float>(event.button.y),
                event.button.which == SDL_TOUCH_MOUSEID, view, session);
      }
      break;
    case SDL_FINGERDOWN:
      // A second finger makes the touch a pinch: lifting the first must not place the tile.
      if (++pointer.fingers >= 2) pointer.dragged = true;
      break;
    case SDL_FINGERUP:
      if (pointer.fingers > 0) --pointer.fingers;
      break;
    case SDL_KEYDOWN:
      if (ui_has_keyboard) break;
      if (event.key.keysym.sym == SDLK_r) rotate_tentative(view);
      if (event.key.keysym.sym == SDLK_n) apply_choice(session, view, none_choice(view));
      if (event.key.keysym.sym == SDLK_ESCAPE && session.can_take_back() && !view.computer) session.take_back();
      break;
    default:
      break;
  }
}

}  // namespace carc::app
