// Replays every tests/scenarios/*.rec file and checks its "#>" sentences.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <regex>

#include "engine/base/text.h"
#include "support.h"

namespace carc {
namespace {

void check_sentence(const Game& g, const std::string& sentence, const std::string& load_error) {
  CAPTURE(sentence);
  std::smatch m;
  static const std::regex points(R"((\S+) has (\d+) points?(?: for (\S+))?)");
  static const std::regex supply(R"((\S+) has (\d+) followers? in supply)");
  static const std::regex rejected(R"(rejected at line (\d+): (.*))");
  if (std::regex_match(sentence, m, rejected)) {
    CHECK(load_error.find("line " + m[1].str() + ":") == 0);
    CHECK(load_error.find(m[2].str()) != std::string::npos);
    return;
  }
  REQUIRE_MESSAGE(load_error.empty(), load_error);
  PlayerId p = 0;
  if (std::regex_match(sentence, m, points)) {
    REQUIRE(g.find_player(m[1].str(), p));
    if (m[3].matched) {
      int category = -1;
      for (int c = 0; c < kCategories; ++c)
        if (category_name(Category(c)) == m[3].str()) category = c;
      REQUIRE(category >= 0);
      CHECK(g.player(p).by_category[category] == std::stoi(m[2].str()));
    } else {
      CHECK(g.player(p).score == std::stoi(m[2].str()));
    }
  } else if (std::regex_match(sentence, m, supply)) {
    REQUIRE(g.find_player(m[1].str(), p));
    CHECK(g.player(p).supply[0] == std::stoi(m[2].str()));
  } else if (sentence == "the game is over") {
    CHECK(g.phase() == Phase::Over);
  } else if (sentence == "the game is not over") {
    CHECK(g.phase() != Phase::Over);
  } else {
    FAIL("unknown sentence");
  }
}

// A "#>" sentence applies to the record up to the line before it.
void run_scenario(const std::filesystem::path& path) {
  std::string text, error;
  REQUIRE(data::read_file(path.string(), text).ok());
  std::string prefix;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    if (line.rfind("#>", 0) == 0) {
      std::string load_error;
      const Game g = test::record(prefix, &load_error);
      if (load_error.empty()) CHECK_MESSAGE(test::validate(g).empty(), test::validate(g));
      check_sentence(g, std::string(trim(line.substr(2))), load_error);
    }
    prefix += line + "\n";
  }
}

// Every *.rec file of a source folder, sorted by name.
std::vector<std::filesystem::path> records_in(const char* folder) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CARC_SOURCE_DIR) + "/" + folder))
    if (e.path().extension() == ".rec") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

void run_scenarios(const char* folder, std::size_t at_least) {
  const std::vector<std::filesystem::path> files = records_in(folder);
  REQUIRE(files.size() >= at_least);
  for (const auto& f : files) {
    CAPTURE(f.filename().string());
    run_scenario(f);
  }
}

TEST_CASE("every scenario file replays to its stated results") { run_scenarios("tests/scenarios", 8); }

// The wiki's illustrated examples: M25 (large city), M20/C5 (ferry, island arms), IB6 (cache),
// TW9 (upgrade), P5 (La Porxada's swap), G2/G3 (Gingerbread Man).
TEST_CASE("M25, M20, C5, IB6, P5, G3: every rule example in assets/examples replays to its stated results") {
  run_scenarios("assets/examples", 5);
}

}  // namespace
}  // namespace carc
