// The keyboard's focus: arrows between legal squares or a step's choices, Enter on the focused one.
#include "app/play/key_focus.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "app/words/choices.h"
#include "app/words/event_text.h"
#include "app/play/play_view.h"
#include "engine/expansions/expansions.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

// Moves chosen by a square of the board: the tile's placements, caches (descriptor.h: MoveOnBoard).
bool is_square_move(const Move& m) { return picks_square(move_info(m.kind).on_board); }

// Moves drawn on the board as targets (besides squares): figure spots and Gingerbread Man cities.
bool is_marker_move(const Move& m) { return draws_marker(move_info(m.kind).on_board); }

void focus_square(PlayView& view, Pos square, bool anchor = false) {
  if (anchor) view.keys.anchor = square;
  view.keys.has_square = true;
  view.keys.square = square;
  view.hover = square;  // the drawn tile shows there, R turns it there
  view.has_hover = true;
  if (view.touch) view.picked = true;  // touch screens show the tile only on a picked square
}

void focus_item(PlayView& view, KeyItem item) {
  view.keys.choice = item.choice;
  view.keys.pick = item.pick;
}

// The first payment of the picked meeple among the stops, else the first stop.
KeyItem first_payment(const PlayView& view, const std::vector<KeyItem>& items) {
  for (const KeyItem& item : items)
    if (!item.pick && view.choices[item.choice].move.kind == MoveKind::Upgrade) return item;
  return items.empty() ? KeyItem{} : items.front();
}

}  // namespace

bool is_square_step(const PlayView& view) {
  return std::any_of(view.choices.begin(), view.choices.end(), [](const Choice& c) { return is_square_move(c.move); });
}

std::vector<Pos> key_squares(const PlayView& view) {
  std::vector<Pos> squares;
  for (const Choice& c : view.choices)
    if (is_square_move(c.move) && std::find(squares.begin(), squares.end(), c.move.pos) == squares.end())
      squares.push_back(c.move.pos);
  return squares;
}

Pos square_toward(const std::vector<Pos>& squares, Pos from, KeyDir dir) {
  // Board y grows southward (down the screen): Up is north.
  const int ax = dir == KeyDir::Right ? 1 : dir == KeyDir::Left ? -1 : 0;
  const int ay = dir == KeyDir::Down ? 1 : dir == KeyDir::Up ? -1 : 0;
  Pos best = from;
  int best_cost = -1, best_side = 0;
  for (Pos p : squares) {
    const int dx = p.x - from.x, dy = p.y - from.y;
    const int along = dx * ax + dy * ay;
    if (along <= 0) continue;
    const int side = std::abs(dx * ay) + std::abs(dy * ax);
    const int cost = along + 2 * side;
    if (best_cost < 0 || cost < best_cost || (cost == best_cost && side < best_side)) best = p, best_cost = cost, best_side = side;
  }
  return best;
}

Pos nearest_square(const std::vector<Pos>& squares, gfx::Vec2 at) {
  Pos best;
  float best_d = -1.0f;
  for (Pos p : squares) {
    const float d = std::hypot(p.x + 0.5f - at.x, p.y + 0.5f - at.y);
    if (best_d < 0 || d < best_d) best = p, best_d = d;
  }
  return best;
}

std::vector<KeyItem> key_items(const PlayView& view) {
  std::vector<KeyItem> items;
  const int n = static_cast<int>(view.choices.size());
  const auto move = [&](int i) -> const Move& { return view.choices[i].move; };
  for (int i = 0; i < n; ++i) {
    if (is_marker_move(move(i))) items.push_back({i, false});
    if (move(i).kind != MoveKind::Upgrade) continue;
    bool seen = false;  // one stop per meeple, however many payments it has
    for (int j = 0; j < i && !seen; ++j)
      seen = move(j).kind == MoveKind::Upgrade && move(j).pos == move(i).pos && move(j).slot == move(i).slot;
    if (!seen) items.push_back({i, true});
  }
  for (int i = 0; i < n; ++i)
    if (move(i).kind == MoveKind::NoUpgrade) items.push_back({i, false});
  std::vector<std::string> paid;  // the turn panel shows each chip set once
  for (int i = 0; i < n && view.upgrade_picked; ++i) {
    const Move& m = move(i);
    if (m.kind != MoveKind::Upgrade || m.pos != view.upgrade_pos || m.slot != view.upgrade_slot) continue;
    if (std::find(paid.begin(), paid.end(), view.choices[i].label) != paid.end()) continue;
    paid.push_back(view.choices[i].label);
    items.push_back({i, false});
  }
  for (int i = 0; i < n; ++i) {
    const Move& m = move(i);
    if (is_square_move(m) || is_marker_move(m) || m.kind == MoveKind::Upgrade || m.kind == MoveKind::NoUpgrade) continue;
    items.push_back({i, false});
  }
  return items;
}

void move_key_focus(PlayView& view, KeyDir dir, gfx::Vec2 centre) {
  const bool was_shown = view.keys.shown;
  view.keys.shown = true;
  if (is_square_step(view)) {
    const std::vector<Pos> squares = key_squares(view);
    const bool valid = view.keys.has_square && std::find(squares.begin(), squares.end(), view.keys.square) != squares.end();
    const Pos was = view.keys.square;  // a new step: on from the square focused last
    if (!valid) focus_square(view, nearest_square(squares, view.keys.has_square ? gfx::Vec2{was.x + 0.5f, was.y + 0.5f} : centre), true);
    else if (!was_shown) focus_square(view, view.keys.square);  // shown again where it was
    else focus_square(view, square_toward(squares, view.keys.square, dir));
    return;
  }
  const std::vector<KeyItem> items = key_items(view);
  if (items.empty()) return;
  const auto at = std::find(items.begin(), items.end(), KeyItem{view.keys.choice, view.keys.pick});
  if (at == items.end()) return focus_item(view, items.front());
  if (!was_shown) return;  // shown again where it was
  const int count = static_cast<int>(items.size());
  const int step = dir == KeyDir::Left || dir == KeyDir::Up ? -1 : 1;
  focus_item(view, items[(static_cast<int>(at - items.begin()) + step + count) % count]);
}

void cycle_key_focus(PlayView& view, int step, gfx::Vec2 centre) {
  if (!view.keys.shown || !is_square_step(view)) return move_key_focus(view, step < 0 ? KeyDir::Left : KeyDir::Right, centre);
  std::vector<Pos> squares = key_squares(view);
  if (std::find(squares.begin(), squares.end(), view.keys.square) == squares.end() || !view.keys.has_square)
    return move_key_focus(view, KeyDir::Right, centre);
  const Pos a = view.keys.anchor;
  const auto distance = [a](Pos p) { return (p.x - a.x) * (p.x - a.x) + (p.y - a.y) * (p.y - a.y); };
  std::sort(squares.begin(), squares.end(), [&](Pos p, Pos q) {
    if (distance(p) != distance(q)) return distance(p) < distance(q);
    return p.y != q.y ? p.y < q.y : p.x < q.x;
  });
  const int count = static_cast<int>(squares.size());
  const int at = static_cast<int>(std::find(squares.begin(), squares.end(), view.keys.square) - squares.begin());
  focus_square(view, squares[((at + step) % count + count) % count]);
}

void settle_key_focus(PlayView& view) {
  view.keys.choice = -1;
  view.keys.pick = false;
  if (!view.keys.shown) return;  // the pointer has the board: the next key finds the focus again
  if (is_square_step(view)) {
    const std::vector<Pos> squares = key_squares(view);
    if (view.keys.has_square) focus_square(view, nearest_square(squares, {view.keys.square.x + 0.5f, view.keys.square.y + 0.5f}), true);
    return;
  }
  const std::vector<KeyItem> items = key_items(view);
  if (!items.empty()) focus_item(view, view.upgrade_picked ? first_payment(view, items) : items.front());
}

int enter_key_focus(PlayView& view, gfx::Vec2 centre) {
  if (!view.keys.shown) {
    move_key_focus(view, KeyDir::Right, centre);
    return -1;
  }
  if (is_square_step(view)) {
    if (!view.keys.has_square) return -1;
    for (int i = 0; i < static_cast<int>(view.choices.size()); ++i)  // IB4: the cache on this square
      if (view.choices[i].move.kind == MoveKind::Cache && view.choices[i].move.pos == view.keys.square) return i;
    return placement_choice(view, view.keys.square);  // the rotation shown (B3)
  }
  const std::vector<KeyItem> items = key_items(view);
  if (std::find(items.begin(), items.end(), KeyItem{view.keys.choice, view.keys.pick}) == items.end()) return -1;
  if (!view.keys.pick) return view.keys.choice;
  pick_upgrade(view, view.keys.choice);  // TW4: the meeple first, then the payment
  focus_item(view, first_payment(view, key_items(view)));
  return -1;
}

std::string key_focus_words(const i18n::Translator& w, const Game& game, const PlayView& view) {
  if (!view.keys.shown) return "";
  if (is_square_step(view)) {
    if (!view.keys.has_square) return "";
    long fits = 0;
    for (const Choice& c : view.choices)
      if (is_square_move(c.move) && c.move.pos == view.keys.square) ++fits;
    const bool cache = game.phase() == Phase::Cache;
    return w.text(cache ? "keys.cache_square" : "keys.square",
                    {i18n::arg("at", pos_words(view.keys.square)), i18n::arg("fits", w.count("n.rotations_fit", fits))});
  }
  if (view.keys.choice < 0 || view.keys.choice >= static_cast<int>(view.choices.size())) return "";
  const Move& m = view.choices[view.keys.choice].move;
  if (view.keys.pick) return w.text("upgrade.tip", {i18n::arg("spot", feature_words(w, game, m.pos, m.slot))});
  return view.choices[view.keys.choice].label;
}

}  // namespace carc::app
