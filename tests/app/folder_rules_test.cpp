// The shape of src/: small folders, and the app's rooms in floors that only include downwards
// (platform < words < play < board < ui < page < screen < the app's own files); the engine and its
// neighbours never include the app. Reads the sources (CARC_SOURCE_DIR).
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "support/source_scan.h"

namespace carc {
namespace {

namespace fs = std::filesystem;

constexpr int kMaxFilesPerFolder = 25;

// The app's rooms from the bottom floor up; "" is src/app itself (the frame loop and main).
// A file includes files of its own room and of rooms below it, never above.
constexpr std::string_view kAppFloors[] = {"platform", "words", "play", "board", "ui", "page", "screen", ""};
// The engine's rooms from the bottom floor up: the vocabulary (types, errors, limits, hashing),
// what a game is set up from (tiles, catalogues, maps, switches, seats), the table every rule reads
// (board, features, moves), the expansions' units over the table, the game and its rules, and
// records (notation, headers, captions) with the tools that play many games (perft, self-play).
constexpr std::string_view kEngineFloors[] = {"base", "setup", "table", "expansions", "game", "record"};

fs::path src_dir() { return fs::path(CARC_SOURCE_DIR) / "src"; }

// The floor of a room in a list of floors (the app's by default), or -1 for a folder it does not name.
template <std::size_t N = std::size(kAppFloors)>
int floor_of(std::string_view room, const std::string_view (&floors)[N] = kAppFloors) {
  for (int i = 0; i < static_cast<int>(N); ++i)
    if (floors[i] == room) return i;
  return -1;
}

// The room of a path below src/app or src/engine ("play/session.h" -> "play", "app.cpp" -> "").
std::string room_of(const std::string& app_relative) {
  const std::size_t slash = app_relative.find('/');
  return slash == std::string::npos ? "" : app_relative.substr(0, slash);
}

// The quoted includes of a source file, as written ("app/play/session.h", "engine/game/game.h").
std::vector<std::string> quoted_includes(const std::string& text) {
  static constexpr std::string_view kDirective = "#include \"";
  std::vector<std::string> out;
  for (std::size_t at = text.find(kDirective); at != std::string::npos; at = text.find(kDirective, at + 1)) {
    if (at > 0 && text[at - 1] != '\n') continue;  // only directives at the start of a line
    const std::size_t begin = at + kDirective.size();
    out.push_back(text.substr(begin, text.find('"', begin) - begin));
  }
  return out;
}

// Every file below `dir`, as paths relative to it ("ui/turn_panel.cpp").
std::vector<std::string> files_below(const fs::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) out.push_back(e.path().lexically_relative(dir).generic_string());
  return out;
}

// The includes of src/<layer> ("app" or "engine") that run upwards or into a room its floors do not
// name, as "from -> to".
template <std::size_t N>
std::vector<std::string> upward_includes(const std::string& layer, const std::string_view (&floors)[N]) {
  std::vector<std::string> out;
  const fs::path dir = src_dir() / layer;
  const std::string prefix = layer + "/";
  for (const std::string& file : files_below(dir)) {
    const int from = floor_of(room_of(file), floors);
    if (from < 0) out.push_back(file + " is in a room the floors do not name");
    for (const std::string& include : quoted_includes(test::read_source(dir / file))) {
      if (include.rfind(prefix, 0) != 0) continue;
      const std::string after = include.substr(prefix.size());
      if (layer == "engine" && after == "error_keys.h") continue;  // generated beside the build
      const int to = floor_of(room_of(after), floors);
      if (to < 0 || to > from) out.push_back(file + " -> " + include);
    }
  }
  return out;
}

std::vector<std::string> upward_app_includes() { return upward_includes("app", kAppFloors); }

}  // namespace

TEST_CASE("no folder of src holds more than 25 files") {
  std::map<std::string, int> files;
  for (const std::string& file : files_below(src_dir())) files[fs::path(file).parent_path().generic_string()] += 1;
  CHECK(files.size() > 10);
  for (const auto& entry : files) {  // no structured binding: CAPTURE's lambda cannot take one (clang 14)
    const std::string& folder = entry.first;
    CAPTURE(folder);
    CHECK(entry.second <= kMaxFilesPerFolder);
  }
  CHECK(files["app"] <= 5);  // the frame loop and main; everything else lives in a room
  CHECK(files["engine"] == 0);  // every engine file lives in one of its rooms
}

TEST_CASE("the app's rooms include only their own room and the rooms below them") {
  for (const std::string& arrow : upward_app_includes()) {
    FAIL_CHECK("an include that runs upwards: " << arrow);
  }
  CHECK(upward_app_includes().empty());
}

TEST_CASE("the engine's rooms include only their own room and the rooms below them") {
  const std::vector<std::string> arrows = upward_includes("engine", kEngineFloors);
  for (const std::string& arrow : arrows) FAIL_CHECK("an include that runs upwards: " << arrow);
  CHECK(arrows.empty());
  // The floors as the engine's architecture: the game sits on the expansions' units, records on the game.
  CHECK(floor_of("table", kEngineFloors) < floor_of("expansions", kEngineFloors));
  CHECK(floor_of("expansions", kEngineFloors) < floor_of("game", kEngineFloors));
  CHECK(floor_of("game", kEngineFloors) < floor_of("record", kEngineFloors));
  CHECK(floor_of("ui", kEngineFloors) == -1);
}

TEST_CASE("the floors of the app read as its architecture: the platform includes no other room") {
  CHECK(floor_of("platform") == 0);
  CHECK(floor_of("words") < floor_of("play"));
  CHECK(floor_of("play") < floor_of("board"));
  CHECK(floor_of("board") < floor_of("ui"));
  CHECK(floor_of("ui") < floor_of("page"));
  CHECK(floor_of("page") < floor_of("screen"));
  CHECK(floor_of("nowhere") == -1);
  CHECK(room_of("play/session.h") == "play");
  CHECK(room_of("app.cpp").empty());
  CHECK(quoted_includes("#include \"app/ui/x.h\"\n// #include \"app/y.h\"\n").size() == 1);
}

TEST_CASE("the engine, the computer players, the data, the view and the helpers never include the app") {
  for (const char* layer : {"engine", "ai", "data", "util", "i18n", "render", "cli"}) {
    for (const std::string& file : files_below(src_dir() / layer)) {
      for (const std::string& include : quoted_includes(test::read_source(src_dir() / layer / file))) {
        const std::string arrow = std::string(layer) + "/" + file + " -> " + include;
        CHECK_MESSAGE(include.rfind("app/", 0) != 0, arrow);
        if (std::string_view(layer) == "engine")  // the engine is a library the players build on
          CHECK_MESSAGE(include.rfind("ai/", 0) != 0, arrow);
      }
    }
  }
}

}  // namespace carc
