// Reads the shipped maps' coast files (coasts.h).
#include "data/coasts.h"

#include "data/assets.h"
#include "data/maps.h"

namespace carc::data {

Status read_coast_files(const std::string& assets_dir, std::vector<CoastFile>& out) {
  std::vector<CoastFile> files;
  for (std::string_view id : kMapIds) {
    CoastFile file{std::string(id), assets_dir + "/maps/" + std::string(id) + ".coast", {}};
    if (Status s = read_file(file.path, file.text); !s) return s;
    files.push_back(std::move(file));
  }
  out = std::move(files);
  return {};
}

}  // namespace carc::data
