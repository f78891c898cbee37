// The engine's layering: each expansion's unit sees the table (table.h) and its own state, never
// the Game or another expansion, so a new rule of one expansion touches its unit and its tests;
// Game keeps the base turn, the board and the hooks. Reads the sources (CARC_SOURCE_DIR).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expansions/expansions.h"
#include "support/source_scan.h"

namespace carc {
namespace {

// The expansions' units in src/engine/expansions, as the descriptors name them (kUnits), as paths
// below src/engine.
std::vector<std::string> unit_paths() {
  std::vector<std::string> out;
  for (std::string_view unit : kUnits) out.push_back("expansions/" + std::string(unit));
  return out;
}
// What a unit may include from the engine besides its own header: the table, and helpers that
// themselves see no more than the table.
constexpr std::string_view kShared[] = {"table/table.h", "base/rng.h", "base/text.h", "table/figure_spots.h"};

std::string engine_file(std::string_view name) {
  return test::read_source(std::string(CARC_SOURCE_DIR) + "/src/engine/" + std::string(name));
}

// The engine headers a source file includes, in order: `#include "engine/table/x.h"` gives "table/x.h".
std::vector<std::string> engine_includes(const std::string& text) {
  static constexpr std::string_view kDirective = "#include \"engine/";
  std::vector<std::string> out;
  for (std::size_t at = text.find(kDirective); at != std::string::npos; at = text.find(kDirective, at + 1)) {
    const std::size_t begin = at + kDirective.size();
    out.push_back(text.substr(begin, text.find('"', begin) - begin));
  }
  return out;
}

bool is_shared(std::string_view header) { return std::find(std::begin(kShared), std::end(kShared), header) != std::end(kShared); }

// Declarations of member functions in the private part of class Game (game.h), one per line.
int game_private_methods() {
  const std::string text = engine_file("game/game.h");
  const std::size_t begin = text.find("\n private:\n", text.find("class Game "));
  const std::size_t end = text.find("\n};", begin);
  int count = 0;
  for (std::size_t line = begin + 1; line < end; line = text.find('\n', line) + 1) {
    const std::string_view s = std::string_view(text).substr(line, text.find('\n', line) - line);
    const bool declaration = s.size() > 2 && s[2] != ' ' && s[2] != '/' && s.find('(') != std::string_view::npos;
    count += declaration && s.find("struct ") == std::string_view::npos;
  }
  return count;
}

}  // namespace

TEST_CASE("each expansion's unit includes the table and its own header, never the game or another expansion") {
  const std::vector<std::string> units = unit_paths();
  CHECK(units.size() == 6);  // map_setup, chips, inns, traders, gingerbread, porxada
  for (const std::string& unit : units) {
    const std::string own = unit + ".h";
    const std::vector<std::string> header = engine_includes(engine_file(own));
    const std::vector<std::string> source = engine_includes(engine_file(unit + ".cpp"));
    CAPTURE(unit);
    CHECK(std::find(header.begin(), header.end(), "table/table.h") != header.end());
    REQUIRE_FALSE(source.empty());
    CHECK(source.front() == own);  // its own header first: the header stands alone
    for (const std::vector<std::string>* includes : {&header, &source}) {
      for (const std::string& inc : *includes) {
        CAPTURE(inc);
        CHECK((inc == own || is_shared(inc)));
      }
    }
  }
}

TEST_CASE("the table and the helpers an expansion's unit may share know no Game and no expansion") {
  for (std::string_view shared : kShared) {
    CAPTURE(shared);
    const std::vector<std::string> includes = engine_includes(engine_file(shared));
    for (const std::string& inc : includes) {
      CAPTURE(inc);
      CHECK(inc != "game/game.h");
      for (const std::string& unit : unit_paths()) CHECK(inc != unit + ".h");
    }
  }
  // The scan reads real files: the table is built on the board and the feature graph.
  const std::vector<std::string> table = engine_includes(engine_file("table/table.h"));
  CHECK(std::find(table.begin(), table.end(), "table/board.h") != table.end());
}

TEST_CASE("the game's scoring calls no expansion by name: an inn, La Porxada's bubble, tokens and house city, the GBM's bonus, goods and the pig come through the descriptors' scoring hooks") {
  const std::string scoring = engine_file("game/scoring.cpp");
  REQUIRE(scoring.find("Game::score_feature") != std::string::npos);  // the scan reads the scoring
  CHECK(scoring.find("call_hooks<&UnitHooks::city_completed>") != std::string::npos);
  for (const std::string& unit : unit_paths()) {
    const std::string name = unit.substr(unit.find('/') + 1);
    CAPTURE(name);
    CHECK(scoring.find("#include \"engine/" + unit + ".h\"") == std::string::npos);
    CHECK(scoring.find(name + "::") == std::string::npos);
  }
  for (std::string_view state : {"map_state_", "chip_state_", "traders_", "gbm_", "porxada_"}) {
    CAPTURE(state);
    CHECK(scoring.find(std::string(state) + ",") == std::string::npos);  // no unit's state handed to a unit
  }
}

TEST_CASE("Game keeps the base turn, the base rules and the hooks: at most 40 private methods") {
  const int methods = game_private_methods();
  CHECK(methods > 20);  // the scan finds the private part
  CHECK(methods <= 40);
}

}  // namespace carc
