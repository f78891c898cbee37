// Keyboard-only play (src/app/play/key_focus.cpp): the arrows reach every legal square and every choice of
// a step, Enter applies the engine's legal move that is focused, R turns only to legal rotations.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>

#include "app/play/play_view.h"
#include "engine/support.h"
#include "i18n/translate.h"
#include "support/shipped_catalogues.h"

namespace carc {
namespace {

using i18n::speak;

using app::KeyDir;
using app::PlayView;

// The view of the game's current step, as the app refreshes it after a move.
void refresh(const Game& g, PlayView& view) { app::refresh_view(i18n::spoken(), g, view.revision + 1, false, view); }

// Applies the view's choice `i` to the game and refreshes the view.
void apply(Game& g, PlayView& view, int i) {
  REQUIRE(i >= 0);
  REQUIRE(i < static_cast<int>(view.choices.size()));
  REQUIRE(g.apply(view.choices[i].move));
  refresh(g, view);
}

// `order free`: Red places the tile `id` (any tile of the pile) at `at`, turned 0; the view follows.
void place(Game& g, PlayView& view, const char* id, Pos at) {
  REQUIRE(g.apply(Move{.kind = MoveKind::Place, .player = 0, .tile = test::tile(id), .pos = at, .rot = 0}));
  refresh(g, view);
}

// The first choice of `kind` in the view, or -1.
int choice_of(const PlayView& view, MoveKind kind) {
  for (int i = 0; i < static_cast<int>(view.choices.size()); ++i)
    if (view.choices[i].move.kind == kind) return i;
  return -1;
}

// Every square the arrows reach from `from`, pressing any of the four as often as needed.
std::set<std::pair<int, int>> reachable(const std::vector<Pos>& squares, Pos from) {
  std::set<std::pair<int, int>> seen{{from.x, from.y}};
  std::vector<Pos> todo{from};
  while (!todo.empty()) {
    const Pos p = todo.back();
    todo.pop_back();
    for (KeyDir d : {KeyDir::Left, KeyDir::Right, KeyDir::Up, KeyDir::Down}) {
      const Pos q = app::square_toward(squares, p, d);
      if (seen.insert({q.x, q.y}).second) todo.push_back(q);
    }
  }
  return seen;
}

// The arrow presses that take the focus from `from` to `to` (fewest, found by a breadth-first search).
std::vector<KeyDir> arrows_to(const std::vector<Pos>& squares, Pos from, Pos to) {
  std::map<std::pair<int, int>, std::pair<Pos, KeyDir>> came;  // square -> the square before it, the arrow
  std::vector<Pos> todo{from};
  came[{from.x, from.y}] = {from, KeyDir::Left};
  for (std::size_t i = 0; i < todo.size(); ++i)
    for (KeyDir d : {KeyDir::Left, KeyDir::Right, KeyDir::Up, KeyDir::Down}) {
      const Pos q = app::square_toward(squares, todo[i], d);
      if (came.emplace(std::pair{q.x, q.y}, std::pair{todo[i], d}).second) todo.push_back(q);
    }
  std::vector<KeyDir> path;
  for (Pos p = to; p != from && came.count({p.x, p.y});) {
    const auto& [before, d] = came.at({p.x, p.y});
    path.insert(path.begin(), d);
    p = before;
  }
  return path;
}

constexpr const char* kTaiwan =
    "game 1\nplayers Red Blue\nmap taiwan\nchips on\norder free\nstart B-D 10,6 r0\nstart B-U 8,12 r0\n"
    "chip orange 2 12,6\nchip blue 2 12,4\nchip purple 1 7,10\nRed B-U 11,6 r0 meeple E2\nBlue B-U 9,6 r0\n"
    "Blue meeple 9,6 W2\nRed B-U 12,6 r0\nRed B-B 12,5 r0\n";

}  // namespace

TEST_CASE("keyboard input: an arrow goes to the nearest legal square on its side, sideways steps counting twice") {
  const std::vector<Pos> squares{{1, 0}, {2, 0}, {0, -1}, {-1, 1}, {3, 1}, {0, 3}};
  CHECK(app::square_toward(squares, {0, 0}, KeyDir::Right) == Pos{1, 0});
  CHECK(app::square_toward(squares, {1, 0}, KeyDir::Right) == Pos{2, 0});
  CHECK(app::square_toward(squares, {0, 0}, KeyDir::Up) == Pos{0, -1});   // north: y - 1
  CHECK(app::square_toward(squares, {0, 0}, KeyDir::Left) == Pos{-1, 1});
  CHECK(app::square_toward(squares, {0, 0}, KeyDir::Down) == Pos{0, 3});  // ties -1,1 (1 + 2 x 1): straight down wins
  CHECK(app::square_toward(squares, {2, 0}, KeyDir::Down) == Pos{3, 1});
  CHECK(app::square_toward(squares, {3, 1}, KeyDir::Right) == Pos{3, 1});  // nothing further east: it stays
  CHECK(app::nearest_square(squares, {0.5f, 3.2f}) == Pos{0, 3});
}

TEST_CASE("keyboard input: the arrows reach every legal square of the placement step, turn after turn (B3)") {
  Game g = test::load("game 1\nplayers Red Blue\nseed 11\n");
  PlayView view;
  refresh(g, view);
  int checked = 0;
  for (int turn = 0; turn < 30 && g.phase() != Phase::Over; ++turn) {
    if (g.phase() == Phase::PlaceTile && app::is_square_step(view)) {
      const std::vector<Pos> squares = app::key_squares(view);
      app::move_key_focus(view, KeyDir::Right, {0.5f, 0.5f});
      REQUIRE(view.keys.has_square);
      CAPTURE(turn);
      CHECK(reachable(squares, view.keys.square).size() == squares.size());
      ++checked;
    }
    // Enter applies the focused square's placement, then the figure step's first stop or none.
    const int choice = app::enter_key_focus(view, {0.5f, 0.5f});
    if (g.phase() == Phase::PlaceTile && choice >= 0) CHECK(view.choices[choice].move.pos == view.keys.square);
    apply(g, view, choice >= 0 ? choice : 0);
    CHECK(test::validate(g).empty());
  }
  CHECK(checked >= 10);
}

TEST_CASE("keyboard input: Enter on the focused square places the drawn tile there; R and Shift+R visit only its legal rotations (B3)") {
  Game g = test::load("game 1\nplayers Red Blue\nseed 3\n");
  PlayView view;
  refresh(g, view);
  CHECK_FALSE(view.keys.shown);
  CHECK(app::enter_key_focus(view, {0.5f, 0.5f}) == -1);  // the first Enter shows the focus, places nothing
  REQUIRE(view.keys.shown);
  const Pos square = view.keys.square;
  CHECK(view.hover == square);
  std::set<int> legal;
  for (const app::Choice& c : view.choices)
    if (c.move.kind == MoveKind::Place && c.move.pos == square) legal.insert(c.move.rot);
  REQUIRE_FALSE(legal.empty());
  std::vector<int> forward, back;
  for (std::size_t k = 0; k < legal.size(); ++k) forward.push_back((app::rotate_tentative(view), view.rot));
  for (std::size_t k = 0; k < legal.size(); ++k) back.push_back((app::rotate_tentative(view, -1), view.rot));
  CHECK(std::set<int>(forward.begin(), forward.end()) == legal);
  CHECK(std::set<int>(back.begin(), back.end()) == legal);
  if (legal.size() > 2) CHECK(back[0] == forward[forward.size() - 2]);  // Shift+R turns back the way R came
  const int rot = view.rot;
  const int choice = app::enter_key_focus(view, {0.5f, 0.5f});
  REQUIRE(choice >= 0);
  CHECK(view.choices[choice].move.kind == MoveKind::Place);
  CHECK(view.choices[choice].move.pos == square);
  CHECK(view.choices[choice].move.rot == rot);
}

TEST_CASE("keyboard input: in the figure step the arrows cycle the spots, then No figure, and wrap around (B5)") {
  Game g = test::load("game 1\nplayers Red Blue\nseed 3\n");
  PlayView view;
  refresh(g, view);
  app::move_key_focus(view, KeyDir::Right, {0.5f, 0.5f});
  apply(g, view, app::enter_key_focus(view, {0.5f, 0.5f}));
  REQUIRE(g.phase() == Phase::Deploy);
  // The focus was shown when the tile went down: the new step starts at its first stop.
  const std::vector<app::KeyItem> items = app::key_items(view);
  REQUIRE(items.size() >= 2);
  CHECK(view.keys.choice == items.front().choice);
  CHECK(view.choices[items.front().choice].move.kind == MoveKind::Deploy);
  CHECK(view.choices[items.back().choice].move.kind == MoveKind::NoFigure);
  CHECK(items.size() == view.choices.size());  // every choice is a stop, each once
  for (std::size_t k = 1; k < items.size(); ++k) {
    app::move_key_focus(view, KeyDir::Right, {});
    CHECK(view.keys.choice == items[k].choice);
  }
  app::move_key_focus(view, KeyDir::Down, {});  // past the last: the first again
  CHECK(view.keys.choice == items.front().choice);
  app::move_key_focus(view, KeyDir::Up, {});    // before the first: the last (No figure)
  const int choice = app::enter_key_focus(view, {});
  CHECK(view.choices[choice].move.kind == MoveKind::NoFigure);
  apply(g, view, choice);
  CHECK(g.phase() == Phase::PlaceTile);
  CHECK(app::is_square_step(view));
  CHECK(view.keys.shown);  // the next player's placement: the focus stays on the board
}

TEST_CASE("keyboard input: a focus the pointer hid comes back where it was, and a hidden focus never moves the hovered square") {
  Game g = test::load("game 1\nplayers Red Blue\nseed 5\n");
  PlayView view;
  refresh(g, view);
  app::move_key_focus(view, KeyDir::Right, {0.5f, 0.5f});
  app::move_key_focus(view, KeyDir::Down, {0.5f, 0.5f});
  const Pos focused = view.keys.square;
  view.keys.shown = false;  // the mouse moved: it hovers elsewhere
  view.hover = {40, 40};
  app::move_key_focus(view, KeyDir::Left, {0.5f, 0.5f});
  CHECK(view.keys.square == focused);  // the first key shows it again, unmoved
  CHECK(view.hover == focused);
  view.keys.shown = false;
  view.hover = {40, 40};
  refresh(g, view);  // a new step while the pointer has the board
  CHECK(view.hover == Pos{40, 40});
}

TEST_CASE("keyboard input: the Taiwan upgrade step is played by keys: the meeple, then a payment, or No upgrade (TW4-TW7)") {
  Game g = test::load(kTaiwan);
  PlayView view;
  refresh(g, view);
  view.keys.shown = true;
  place(g, view, "B-B", {12, 4});
  while (g.phase() == Phase::Deploy) apply(g, view, choice_of(view, MoveKind::NoFigure));
  REQUIRE(g.phase() == Phase::Upgrade);
  // One meeple can be upgraded: it is picked already and the focus is on its first payment.
  REQUIRE(view.upgrade_picked);
  std::vector<app::KeyItem> items = app::key_items(view);
  REQUIRE(items.size() >= 3);
  CHECK(items.front().pick);
  CHECK(view.choices[items[1].choice].move.kind == MoveKind::NoUpgrade);
  CHECK(view.keys.choice == items[2].choice);
  CHECK_FALSE(view.keys.pick);
  // Back to the meeple; Enter picks it (nothing is paid) and goes on to the payments.
  app::move_key_focus(view, KeyDir::Left, {});
  app::move_key_focus(view, KeyDir::Left, {});
  CHECK(view.keys.pick);
  CHECK(app::enter_key_focus(view, {}) == -1);
  CHECK(g.phase() == Phase::Upgrade);
  CHECK_FALSE(view.keys.pick);
  const int pay = app::enter_key_focus(view, {});
  REQUIRE(pay >= 0);
  const Move upgrade = view.choices[pay].move;
  CHECK(upgrade.kind == MoveKind::Upgrade);
  CHECK(upgrade.pos == Pos{11, 6});
  apply(g, view, pay);
  CHECK(test::score(g, "Red") == 4);  // the two chips' 2 + 2 (TW3), paid now
}

TEST_CASE("keyboard input: the Iberia cache is a square step: the arrows go over the free squares, Enter lays it (IB4)") {
  Game g = test::load(
      "game 1\nplayers Red Blue\nmap iberia\nchips on\norder free\nstart B-D 5,2 r0\nstart B-U 10,2 r90\n"
      "start B-U 10,9 r0\nchip orange 1 7,2\nchip purple 2 3,11\nRed B-U 6,2 r0 meeple E2\n");
  PlayView view;
  refresh(g, view);
  place(g, view, "B-U", {7, 2});
  while (g.phase() == Phase::Deploy) apply(g, view, choice_of(view, MoveKind::NoFigure));
  REQUIRE(g.phase() == Phase::Cache);
  CHECK(app::is_square_step(view));
  app::move_key_focus(view, KeyDir::Right, {8.5f, 2.5f});
  CHECK(view.keys.square == Pos{8, 2});
  const std::vector<Pos> squares = app::key_squares(view);
  CHECK(reachable(squares, view.keys.square).size() == squares.size());
  const int cache = app::enter_key_focus(view, {});
  REQUIRE(cache >= 0);
  CHECK(view.choices[cache].move.kind == MoveKind::Cache);
  CHECK(view.choices[cache].move.pos == Pos{8, 2});
}

TEST_CASE("keyboard input: every choice of every step of whole games with every expansion is reached by the arrows and Enter") {
  const char* setups[] = {
      "game 1\nplayers Red Blue Green\nmap taiwan\ntiles base,ic,tb\nrules ic,tb\nchips on\nseed 2\n",
      "game 1\nplayers Red Blue\nmap iberia\nchips on\nseed 5\n",
      "game 1\nplayers Red Blue\ntiles winter,gbm,porxada\nrules ic,gbm,porxada\noption porxada-refusal supply\nseed 3\n",
      "game 1\nplayers Red Blue Green Black\ntiles base,porxada\nrules porxada\noption porxada-house on\nseed 4\n",
  };
  std::set<std::string> phases;
  std::size_t arrow_gaps = 0;  // squares the arrows alone missed (Space reaches them)
  for (const char* setup : setups) {
    CAPTURE(setup);
    Game g = test::load(setup);
    PlayView view;
    refresh(g, view);
    view.keys.shown = true;
    std::uint32_t random = 7;
    for (int step = 0; step < 2000 && g.phase() != Phase::Over; ++step) {
      phases.insert(std::string(phase_name(g.phase())));
      REQUIRE_FALSE(view.choices.empty());
      random = random * 1664525u + 1013904223u;
      const int want = static_cast<int>(random % view.choices.size());  // the move this step takes
      if (app::is_square_step(view)) {
        const std::vector<Pos> squares = app::key_squares(view);
        app::move_key_focus(view, KeyDir::Right, {0.5f, 0.5f});
        arrow_gaps += squares.size() - reachable(squares, view.keys.square).size();
        // The arrows to the wanted square, R to its rotation: Enter then plays exactly that move.
        const Move target = view.choices[want].move;
        // A square the arrows cannot reach on a sparse map: Space goes through all of them (nearest first).
        for (KeyDir d : arrows_to(squares, view.keys.square, target.pos)) app::move_key_focus(view, d, {});
        for (std::size_t k = 0; k < squares.size() && view.keys.square != target.pos; ++k) app::cycle_key_focus(view, 1, {});
        REQUIRE(view.keys.square == target.pos);
        app::placement_choice(view, target.pos);
        for (int k = 0; k < 4 && target.kind == MoveKind::Place && view.rot != target.rot; ++k) app::rotate_tentative(view);
        const int enter = app::enter_key_focus(view, {});
        REQUIRE(enter >= 0);
        CHECK(view.choices[enter].move.pos == target.pos);
        if (target.kind == MoveKind::Place) CHECK(view.choices[enter].move.rot == target.rot);
        apply(g, view, enter);
        continue;
      }
      // Other steps: the arrows visit a stop for every choice (an upgrade's payments once its meeple is
      // picked); Enter on the wanted one applies it.
      const Move target = view.choices[want].move;
      if (target.kind == MoveKind::Upgrade) app::pick_upgrade(view, want);
      const std::vector<app::KeyItem> items = app::key_items(view);
      int pressed = 0;
      // No focus yet (-1) or a meeple picked: press on (the first Right shows the focus).
      while (view.keys.pick || view.keys.choice < 0 || view.choices[view.keys.choice].label != view.choices[want].label) {
        app::move_key_focus(view, KeyDir::Right, {});
        REQUIRE(++pressed <= static_cast<int>(items.size()));
      }
      const int enter = app::enter_key_focus(view, {});
      REQUIRE(enter >= 0);
      CHECK(view.choices[enter].label == view.choices[want].label);
      apply(g, view, enter);
    }
    CHECK(g.phase() == Phase::Over);
  }
  for (const char* phase : {"place", "deploy", "cache", "upgrade", "gbm", "porxada"}) CHECK(phases.count(phase) == 1);
  MESSAGE("squares the arrows alone did not reach: " << arrow_gaps);
}

TEST_CASE("keyboard input: Space and Shift+Space go through every legal square, nearest the step's first focus first") {
  const std::vector<Pos> sparse{{13, 8}, {3, 2}, {11, 6}, {10, 6}, {9, 7}, {12, 4}, {11, 5}, {9, 6}, {6, 5}, {13, 3}, {7, 8}, {6, 9}};
  // On this Taiwan position the arrows never reach 13,8 (every square has a nearer one on each side).
  CHECK(reachable(sparse, {9, 7}).count({13, 8}) == 0);
  PlayView view;
  for (Pos p : sparse) view.choices.push_back({Move{.kind = MoveKind::Place, .pos = p}, ""});
  app::move_key_focus(view, KeyDir::Right, {9.5f, 7.5f});
  REQUIRE(view.keys.square == Pos{9, 7});
  std::vector<Pos> order{view.keys.square};
  for (std::size_t k = 1; k < sparse.size(); ++k) order.push_back((app::cycle_key_focus(view, 1, {}), view.keys.square));
  CHECK(std::set<std::pair<int, int>>([&] {
          std::set<std::pair<int, int>> all;
          for (Pos p : order) all.insert({p.x, p.y});
          return all;
        }()).size() == sparse.size());
  const auto d2 = [](Pos p) { return (p.x - 9) * (p.x - 9) + (p.y - 7) * (p.y - 7); };
  for (std::size_t k = 1; k < order.size(); ++k) CHECK(d2(order[k - 1]) <= d2(order[k]));
  CHECK(order[1] == Pos{9, 6});  // distance 1: north before the others
  app::cycle_key_focus(view, 1, {});  // past the farthest: the first again
  CHECK(view.keys.square == Pos{9, 7});
  app::cycle_key_focus(view, -1, {});  // Shift+Space: back to the farthest
  CHECK(view.keys.square == order.back());
}

TEST_CASE("keyboard input: the focus is said in words, in English and in Czech with its plural forms") {
  Game g = test::load("game 1\nplayers Red Blue\nseed 3\n");
  PlayView view;
  refresh(g, view);
  CHECK(app::key_focus_words(i18n::spoken(), g, view).empty());  // nothing focused, nothing said
  app::move_key_focus(view, KeyDir::Right, {0.5f, 0.5f});
  long fits = 0;
  for (const app::Choice& c : view.choices) fits += c.move.pos == view.keys.square;
  const std::string at = std::to_string(view.keys.square.x) + "," + std::to_string(view.keys.square.y);
  speak("en");
  CHECK(app::key_focus_words(i18n::spoken(), g, view) == "Square " + at + ", the tile fits " + std::to_string(fits) + (fits == 1 ? " way" : " ways"));
  speak("cs");
  CHECK(app::key_focus_words(i18n::spoken(), g, view) ==
        "Pole " + at + ", kartičku lze přiložit " + std::to_string(fits) + (fits == 1 ? " způsobem" : " způsoby"));
  apply(g, view, app::enter_key_focus(view, {}));
  REQUIRE(g.phase() == Phase::Deploy);
  CHECK(app::key_focus_words(i18n::spoken(), g, view) == view.choices[view.keys.choice].label);  // the spot's button words
  speak("en");
}

}  // namespace carc
