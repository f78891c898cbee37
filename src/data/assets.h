// Asset files -> engine types: reads the tile catalogues (and later maps) from an assets folder.
// Errors name the file, the line and the item.
#pragma once

#include <string>

#include "engine/base/error.h"
#include "engine/setup/library.h"

namespace carc::data {

// Reads a whole file into `out`; a failure reads "PATH: cannot read the file" (`out` unchanged).
Status read_file(const std::string& path, std::string& out);

// Loads every tile catalogue under ASSETS/tiles: base.tn1 (required), ic, tb, winter, gbm,
// porxada (each when present). A failure names the file, line and tile; `out` is then unchanged.
Status load_catalogue(const std::string& assets_dir, Catalogue& out);

// Loads the catalogues and every map under ASSETS/maps that the build knows (taiwan, iberia).
Status load_library(const std::string& assets_dir, Library& out);

// The assets folder: $CARC_ASSETS if set, else the first of `start`, its parents, holding
// assets/tiles/base.tn1; empty if none.
std::string find_assets(const std::string& start);

}  // namespace carc::data
