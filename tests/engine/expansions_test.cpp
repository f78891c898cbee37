// The expansions' descriptors (src/engine/expansions/): every phase, move and event belongs to one
// expansion, only the game changes the phase, and the wiki extension's generated lists
// (GameLists.php) are the descriptors' own.
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>
#include <string>

#include "cli/wiki_lists.h"
#include "engine/expansions/expansions.h"
#include "support/source_scan.h"

namespace carc {
namespace {

const std::filesystem::path kSource = CARC_SOURCE_DIR;

std::string generated_lists() {
  std::vector<cli::ExampleMap> examples;
  REQUIRE(cli::read_example_maps((kSource / "assets").string(), examples).ok());
  return cli::wiki_lists_php(examples);
}

TEST_CASE("every phase, move kind and event kind is named by exactly one expansion's descriptor") {
  const auto count = [](auto member, auto item) {
    int n = 0;
    for (const ExpansionDescriptor* d : kExpansions)
      for (const auto& x : d->*member) n += x == item ? 1 : 0;
    return n;
  };
  for (int i = 0; i <= static_cast<int>(Phase::Over); ++i)
    CHECK_MESSAGE(count(&ExpansionDescriptor::phases, static_cast<Phase>(i)) == 1, "phase ", phase_name(static_cast<Phase>(i)));
  for (int i = 0; i <= static_cast<int>(MoveKind::Stay); ++i)
    CHECK_MESSAGE(count(&ExpansionDescriptor::moves, static_cast<MoveKind>(i)) == 1, "move kind ", i);
  for (int i = 0; i <= static_cast<int>(EventKind::GameEnded); ++i)
    CHECK_MESSAGE(count(&ExpansionDescriptor::events, static_cast<EventKind>(i)) == 1, "event kind ", i);
  CHECK(owner_of(MoveKind::Gbm)->id == "gbm");
  CHECK(owner_of(Phase::Refuse)->id == "porxada");
  CHECK(owner_of(EventKind::Upgraded)->id == "maps");
}

TEST_CASE("B2: the turn asks for exactly the steps that say when they are due, in rank order") {
  int asked = 0;
  for (const ExpansionDescriptor* d : kExpansions)
    for (const PhaseInfo& p : d->phases) {
      CHECK_MESSAGE(p.asked == (p.due != nullptr), "phase ", p.name);
      asked += p.asked ? 1 : 0;
    }
  REQUIRE(kTurnSteps.size() == static_cast<std::size_t>(asked));
  for (std::size_t i = 1; i < kTurnSteps.size(); ++i) CHECK(kTurnSteps[i - 1].rank <= kTurnSteps[i].rank);
}

TEST_CASE("the descriptors keep the records' canonical order of tile sets, rules, switches and maps") {
  // Records write their `tiles`, `rules` and `option` lines in this order: saved games and links
  // read and write as before.
  CHECK(std::vector<std::string_view>(kTileSets.begin(), kTileSets.end()) ==
        std::vector<std::string_view>{"base", "ic", "tb", "winter", "gbm", "porxada"});
  std::vector<std::string_view> rules, switches;
  for (const RuleSetInfo& r : rule_sets()) rules.push_back(r.id);
  for (const RuleSwitch& s : rule_switches()) switches.push_back(s.name);
  CHECK(rules == std::vector<std::string_view>{"ic", "tb", "gbm", "porxada"});
  CHECK(switches == std::vector<std::string_view>{"ferry", "monastery-border", "cache", "arms", "porxada-refusal",
                                                  "porxada-tie", "porxada-house", "tournament"});
  CHECK(std::vector<std::string_view>(kMapBoards.begin(), kMapBoards.end()) == std::vector<std::string_view>{"taiwan", "iberia"});
  // A step word is named once, and each switch that needs rules names rules some expansion has.
  for (const StepWord& w : kStepWords) {
    int n = 0;
    for (const StepWord& other : kStepWords) n += other.word == w.word ? 1 : 0;
    CHECK_MESSAGE(n == 1, w.word);
  }
  for (const RuleSwitch& s : rule_switches())
    CHECK_MESSAGE((s.applies == "any" || s.applies == "map" || find_rule_set(s.applies) != nullptr), s.name);
}

TEST_CASE("no expansion unit sets the phase: each asks the game for its next step (StepEnd::enter)") {
  for (const auto& entry : std::filesystem::directory_iterator(kSource / "src/engine/expansions")) {
    if (!entry.is_regular_file()) continue;
    // An assignment (`phase_ = …`, `phase_=…`), not a comparison (`phase_ == …`).
    static const std::regex kAssignment(R"(\bphase_\s*=[^=])");
    CHECK_MESSAGE(!std::regex_search(test::read_source(entry.path()), kAssignment), entry.path().filename().string());
  }
}

TEST_CASE("the wiki extension's GameLists.php is the one carc wiki-lists writes from the descriptors") {
  const std::string committed =
      test::read_source(kSource / "web/mediawiki/CarcassonneMaps/includes/GameLists.php");
  // After a change to a descriptor or to assets/examples/: tools/build native carc_wiki_lists.
  CHECK_MESSAGE(committed == generated_lists(), "regenerate with: bash tools/build native carc_wiki_lists");
}

TEST_CASE("the generated lists name every tile set, rule, switch, map board and example") {
  const std::string php = generated_lists();
  CHECK(php.find("public const MAPS = [ 'classic', 'taiwan', 'iberia' ];") != std::string::npos);
  CHECK(php.find("public const TILE_SETS = [ 'base', 'ic', 'tb', 'winter', 'gbm', 'porxada' ];") != std::string::npos);
  CHECK(php.find("public const RULES = [ 'ic', 'tb', 'gbm', 'porxada' ];") != std::string::npos);
  CHECK(php.find("'porxada-refusal' => [ 'supply', 'board' ],") != std::string::npos);
  CHECK(php.find("'taiwan-ferry' => 'taiwan',") != std::string::npos);
  CHECK(php.find("'porxada-swap' => 'classic',") != std::string::npos);
  std::vector<cli::ExampleMap> none;
  CHECK(!cli::read_example_maps((kSource / "no-such-folder").string(), none).ok());
}

}  // namespace
}  // namespace carc
