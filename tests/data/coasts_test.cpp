// Tests src/data/coasts.cpp: the coast file of every shipped map is found and read; a missing one
// fails naming the file and fills nothing in.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "data/assets.h"
#include "data/coasts.h"
#include "data/maps.h"

namespace carc {
namespace {

TEST_CASE("the coast file of every shipped map is read, in the order of the maps the build knows") {
  const std::string assets = std::string(CARC_SOURCE_DIR) + "/assets";
  std::vector<data::CoastFile> files;
  REQUIRE(data::read_coast_files(assets, files).ok());
  REQUIRE(files.size() == std::size(data::kMapIds));
  for (std::size_t i = 0; i < files.size(); ++i) {
    CAPTURE(files[i].path);
    CHECK(files[i].map_id == data::kMapIds[i]);
    CHECK(files[i].path == assets + "/maps/" + std::string(data::kMapIds[i]) + ".coast");
    std::string text;
    REQUIRE(data::read_file(files[i].path, text).ok());
    CHECK(files[i].text == text);
    CHECK(text.find("coast " + files[i].map_id) != std::string::npos);
  }
}

TEST_CASE("a missing coast file fails naming it and fills nothing in") {
  std::vector<data::CoastFile> files{{"kept", "kept.coast", "coast kept"}};
  const Status s = data::read_coast_files("/nonexistent-assets", files);
  CHECK(s.message() == "/nonexistent-assets/maps/" + std::string(data::kMapIds[0]) + ".coast: cannot read the file");
  REQUIRE(files.size() == 1);
  CHECK(files[0].map_id == "kept");
}

}  // namespace
}  // namespace carc
