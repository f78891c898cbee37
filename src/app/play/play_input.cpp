// Play input: turns clicks and keys into choices of the engine's legal moves.
#include "app/play/play_input.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>

#include "app/platform/page_hooks.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

// The turn panel's message: ok after a step done, else why not (the panel says it in the page's language).
void show_error(PlayView& view, const Status& s) { view.refusal = s; }

constexpr float kClickSlop = 6.0f;  // pixels a click may move and still be a click

void update_hover(const gfx::Camera& camera, float x, float y, PlayView& view) {
  view.pointer = {x, y};
  const gfx::Vec2 w = camera.screen_to_world({x, y});
  view.hover = Pos{static_cast<int>(std::floor(w.x)), static_cast<int>(std::floor(w.y))};
  view.has_hover = true;
}

// The choice of the board target nearest to (x, y) within its radius, or -1; `pick` tells a meeple
// to upgrade (TW4) from a choice to apply.
int target_at(const PlayView& view, float x, float y, bool& pick) {
  int best = -1;
  float best_d = 1e9f;
  for (const ScreenTarget& t : view.targets) {
    const float d = std::hypot(t.x - x, t.y - y);
    if (d <= t.radius && d < best_d) best = t.choice, best_d = d, pick = t.pick;
  }
  return best;
}

// A finger's square: 44 CSS px (WCAG 2.5.5) and a little.
constexpr float kFingerSquare = 48.0f;

// A cache square picked by a tap (IB4): the board zooms in around it (the square stays under the
// finger) until squares are a finger's size, so the neighbouring squares can be told apart and the
// pick moved to one of them by a tap.
void pick_cache_square(gfx::Camera& camera, PlayView& view, int choice, float x, float y) {
  view.cache_pick = choice;
  if (camera.zoom() >= kFingerSquare) return;
  if (!view.cache_zoom.on) view.cache_zoom = {true, camera.center(), {}, camera.zoom(), 0};
  camera.zoom_at({x, y}, kFingerSquare / camera.zoom());
  view.cache_zoom.zoomed_center = camera.center(), view.cache_zoom.zoomed = camera.zoom();
}

// A click places the tile at once; a tap first picks the square (the tile shows there with a
// rotate button beside it) and a second tap on the picked square places it. A cache (IB4) is laid
// the same way: a click lays it, a tap picks its square and a second tap there (or the turn
// panel's "Lay the cache") lays it; a tap on another cache square moves the pick, and the first one
// brings the squares to a finger's size.
void click(gfx::Camera& camera, float x, float y, bool tap, PlayView& view, Session& session) {
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
  bool pick = false;
  const int best = target_at(view, x, y, pick);
  if (best >= 0 && pick) {
    pick_upgrade(view, best);  // TW4: the meeple first, then the payment
  } else if (best >= 0 && tap && phase == Phase::Cache && view.cache_pick != best) {
    for (const ScreenTarget& t : view.targets)
      if (t.choice == best) pick_cache_square(camera, view, best, t.x, t.y);
  } else if (best >= 0) {
    apply_choice(session, view, best);
  }
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

// The page's live region says what the keyboard focus is on.
void announce_focus(const std::string& text) { say_to_screen_readers(text); }

// Where the focus is on screen (window pixels): the focused square, or the target of the focused
// choice as last drawn (a figure spot, a meeple to upgrade); false for a turn-panel button.
bool focus_rect(const gfx::Camera& camera, const PlayView& view, ImVec2& a, ImVec2& b) {
  if (is_square_step(view)) {
    if (!view.keys.has_square) return false;
    const Pos p = view.keys.square;
    const gfx::Vec2 s0 = camera.world_to_screen({static_cast<float>(p.x), static_cast<float>(p.y)});
    const gfx::Vec2 s1 = camera.world_to_screen({p.x + 1.0f, p.y + 1.0f});
    a = {s0.x, s0.y}, b = {s1.x, s1.y};
    return true;
  }
  for (const ScreenTarget& t : view.targets) {
    if (t.choice != view.keys.choice || t.pick != view.keys.pick) continue;
    a = {t.x - t.radius, t.y - t.radius}, b = {t.x + t.radius, t.y + t.radius};
    return true;
  }
  return false;
}

// Whether the rectangle lies inside the window with a margin and under none of the panels.
bool in_clear_view(const gfx::Camera& camera, ImVec2 a, ImVec2 b) {
  constexpr float kMargin = 8.0f;
  const gfx::Vec2 size = camera.viewport();
  if (a.x < kMargin || a.y < kMargin || b.x > size.x - kMargin || b.y > size.y - kMargin) return false;
  if (!ImGui::GetCurrentContext()) return true;
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    const ImGuiWindowFlags skip = ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup;
    if (!w->WasActive || w->Hidden || (w->Flags & skip)) continue;
    if (a.x < w->Pos.x + w->Size.x && b.x > w->Pos.x && a.y < w->Pos.y + w->Size.y && b.y > w->Pos.y) return false;
  }
  return true;
}

// The board pans (keeping the zoom) to bring the focus to the middle of the window when it is off
// screen or under a panel.
void keep_focus_in_view(gfx::Camera& camera, const PlayView& view) {
  ImVec2 a, b;
  if (!focus_rect(camera, view, a, b) || in_clear_view(camera, a, b)) return;
  const gfx::Vec2 middle = camera.screen_to_world({0.5f * (a.x + b.x), 0.5f * (a.y + b.y)});
  camera.look_at(middle, camera.zoom());
}

KeyDir arrow_dir(SDL_Keycode sym) {
  switch (sym) {
    case SDLK_LEFT: return KeyDir::Left;
    case SDLK_RIGHT: return KeyDir::Right;
    case SDLK_UP: return KeyDir::Up;
    default: return KeyDir::Down;
  }
}

// Keys: arrows move the focus, Space / Shift+Space cycle it, Enter applies it, R / Shift+R rotate, N answers "none", Esc takes the
// tile back. Keys held with Ctrl, Alt or Cmd are the page's (Ctrl+Z undoes, web/page.js).
void key_down(const i18n::Translator& w, const SDL_KeyboardEvent& key, gfx::Camera& camera, PlayView& view, Session& session) {
  const SDL_Keycode sym = key.keysym.sym;
  if ((key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) != 0) return;
  const Game& game = session.game();
  switch (sym) {
    case SDLK_LEFT: case SDLK_RIGHT: case SDLK_UP: case SDLK_DOWN:
      move_key_focus(view, arrow_dir(sym), camera.center());
      keep_focus_in_view(camera, view);
      announce_focus(key_focus_words(w, game, view));
      break;
    case SDLK_SPACE:
      cycle_key_focus(view, (key.keysym.mod & KMOD_SHIFT) != 0 ? -1 : 1, camera.center());
      keep_focus_in_view(camera, view);
      announce_focus(key_focus_words(w, game, view));
      break;
    case SDLK_RETURN: case SDLK_KP_ENTER: {
      if (key.repeat) break;  // a held Enter places the tile, not the figure after it as well
      const int choice = enter_key_focus(view, camera.center());
      if (choice >= 0) {
        apply_choice(session, view, choice);
      } else {
        keep_focus_in_view(camera, view);
        announce_focus(key_focus_words(w, game, view));
      }
      break;
    }
    case SDLK_r: {
      if (view.keys.shown && view.keys.has_square && is_square_step(view)) placement_choice(view, view.keys.square);
      rotate_tentative(view, (key.keysym.mod & KMOD_SHIFT) != 0 ? -1 : 1);
      if (view.keys.shown) announce_focus(w.text("turn.rotation", {i18n::arg("degrees", 90L * view.rot)}));
      break;
    }
    case SDLK_n: apply_choice(session, view, none_choice(view)); break;
    case SDLK_ESCAPE:
      if (session.can_take_back() && !view.computer) show_error(view, session.take_back());
      break;
    default: break;
  }
}

}  // namespace

void settle_cache_zoom(const Game& game, PlayView& view, gfx::Camera& camera) {
  PlayView::CacheZoom& z = view.cache_zoom;
  if (!z.on || game.phase() == Phase::Cache) return;
  z.on = false;
  const bool untouched = camera.zoom() == z.zoomed && camera.center().x == z.zoomed_center.x && camera.center().y == z.zoomed_center.y;
  if (untouched) camera.look_at(z.center, z.zoom);  // the board as it was before the pick
}

void apply_choice(Session& session, PlayView& view, int index) {
  if (index < 0 || index >= static_cast<int>(view.choices.size())) return;
  show_error(view, session.apply(view.choices[index].move));
}

void handle_play_input(const i18n::Translator& w, const SDL_Event& event, bool ui_has_mouse, bool ui_has_keyboard, gfx::Camera& camera,
                       PointerState& pointer, PlayView& view, Session& session) {
  switch (event.type) {
    case SDL_MOUSEMOTION:
      if (view.picked && event.motion.which == SDL_TOUCH_MOUSEID) break;  // a picked square stays picked
      view.keys.shown = false;  // the pointer has the board; the next key shows the focus again
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
      if (!ui_has_keyboard) key_down(w, event.key, camera, view, session);
      break;
    default:
      break;
  }
}

}  // namespace carc::app
