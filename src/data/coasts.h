// The coast files of the shipped maps (assets/maps/ID.coast, format in assets/maps/README.md):
// found and read here; their text is parsed by src/render/coast.h (art only, the rules never read
// it, and src/data does not depend on src/render).
#pragma once

#include <string>
#include <vector>

#include "engine/base/error.h"

namespace carc::data {

struct CoastFile {
  std::string map_id;  // the map it belongs to (its file name); its `coast` line must say the same
  std::string path;    // ASSETS/maps/ID.coast, for errors
  std::string text;
};

// The coast file of every map the build knows (kMapIds, in that order). A missing or unreadable
// file fails with "PATH: cannot read the file"; `out` is then unchanged.
Status read_coast_files(const std::string& assets_dir, std::vector<CoastFile>& out);

}  // namespace carc::data
