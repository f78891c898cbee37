// The shape of src/: small folders, and the app's rooms in floors that only include downwards
// (platform < play < board < ui < page < screen < the app's own files); the engine and its
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
// NOTE: src/engine is the one folder still over the limit (its split into rooms is the next part
// of the work); it may not grow past this.
constexpr int kEngineFilesAtMost = 66;

// The app's rooms from the bottom floor up; "" is src/app itself (the frame loop and main).
// A file includes files of its own room and of rooms below it, never above.
constexpr std::string_view kAppFloors[] = {"platform", "play", "board", "ui", "page", "screen", ""};

fs::path src_dir() { return fs::path(CARC_SOURCE_DIR) / "src"; }

// The floor of an app room, or -1 for a folder the list above does not name.
int floor_of(std::string_view room) {
  for (int i = 0; i < static_cast<int>(std::size(kAppFloors)); ++i)
    if (kAppFloors[i] == room) return i;
  return -1;
}

// The room of a path below src/app ("play/session.h" -> "play", "app.cpp" -> "").
std::string room_of(const std::string& app_relative) {
  const std::size_t slash = app_relative.find('/');
  return slash == std::string::npos ? "" : app_relative.substr(0, slash);
}

// The quoted includes of a source file, as written ("app/play/session.h", "engine/game.h").
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

// The includes of src/app that run upwards or into a room no floor names, as "from -> to".
std::vector<std::string> upward_app_includes() {
  std::vector<std::string> out;
  const fs::path app = src_dir() / "app";
  for (const std::string& file : files_below(app)) {
    const int from = floor_of(room_of(file));
    if (from < 0) out.push_back(file + " is in a room the floors do not name");
    for (const std::string& include : quoted_includes(test::read_source(app / file))) {
      if (include.rfind("app/", 0) != 0) continue;
      const std::string room = room_of(include.substr(4));
      const int to = floor_of(room);
      if (to < 0 || to > from) out.push_back(file + " -> " + include);
    }
  }
  return out;
}

}  // namespace

TEST_CASE("no folder of src holds more than 25 files (src/engine: no more than it holds now)") {
  std::map<std::string, int> files;
  for (const std::string& file : files_below(src_dir())) files[fs::path(file).parent_path().generic_string()] += 1;
  CHECK(files.size() > 10);
  for (const auto& entry : files) {  // no structured binding: CAPTURE's lambda cannot take one (clang 14)
    const std::string& folder = entry.first;
    CAPTURE(folder);
    CHECK(entry.second <= (folder == "engine" ? kEngineFilesAtMost : kMaxFilesPerFolder));
  }
  CHECK(files["app"] <= 5);  // the frame loop and main; everything else lives in a room
}

TEST_CASE("the app's rooms include only their own room and the rooms below them") {
  for (const std::string& arrow : upward_app_includes()) {
    FAIL_CHECK("an include that runs upwards: " << arrow);
  }
  CHECK(upward_app_includes().empty());
}

TEST_CASE("the floors of the app read as its architecture: the platform includes no other room") {
  CHECK(floor_of("platform") == 0);
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
