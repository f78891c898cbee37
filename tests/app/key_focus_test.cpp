// Keyboard-only play (src/app/key_focus.cpp): the arrows reach every legal square and every choice of
// a step, Enter applies the engine's legal move that is focused, R turns only to legal rotations.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "app/play_view.h"
#include "engine/support.h"
#include "i18n/translate.h"

namespace carc {
namespace {

using app::KeyDir;
using app::PlayView;

void speak(const char* language) {
  static const bool loaded = [] {
    const Status s = i18n::words().load(std::string(CARC_SOURCE_DIR) + "/assets/i18n");
    REQUIRE_MESSAGE(s.ok(), s.message());
    return true;
  }();
  CHECK(loaded);
  i18n::words().choose(language);
}

// The view of the game's current step, as the app refreshes it after a move.
void refresh(const Game& g, PlayView& view) { app::refresh_view(g, view.revision + 1, false, view); }

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

TEST_CASE("keyboard input: the focus is said in words, in English and in Czech with its plural forms") {
  Game g = test::load("game 1\nplayers Red Blue\nseed 3\n");
  PlayView view;
  refresh(g, view);
  CHECK(app::key_focus_words(g, view).empty());  // nothing focused, nothing said
  app::move_key_focus(view, KeyDir::Right, {0.5f, 0.5f});
  long fits = 0;
  for (const app::Choice& c : view.choices) fits += c.move.pos == view.keys.square;
  const std::string at = std::to_string(view.keys.square.x) + "," + std::to_string(view.keys.square.y);
  speak("en");
  CHECK(app::key_focus_words(g, view) == "Square " + at + ", the tile fits " + std::to_string(fits) + (fits == 1 ? " way" : " ways"));
  speak("cs");
  CHECK(app::key_focus_words(g, view) ==
        "Pole " + at + ", kartičku lze přiložit " + std::to_string(fits) + (fits == 1 ? " způsobem" : " způsoby"));
  apply(g, view, app::enter_key_focus(view, {}));
  REQUIRE(g.phase() == Phase::Deploy);
  CHECK(app::key_focus_words(g, view) == view.choices[view.keys.choice].label);  // the spot's button words
  speak("en");
}

}  // namespace carc
