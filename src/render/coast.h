// Coast files: the land drawn under a map's squares (assets/maps/ID.coast, format in
// assets/maps/README.md). Art only: the rules never read them. Parsing only, no file access.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"

namespace carc::gfx {

struct CoastRing {
  bool home = true;           // the place the map shows (false: neighbouring land, drawn muted)
  std::vector<float> points;  // x0, y0, x1, y1, ... in board units (column X spans x = X..X+1)
};

struct Coast {
  std::string id;  // the map id its `coast` line names
  std::vector<CoastRing> rings;
};

// Parses a coast file's text; `input` names it in errors ("input:line: problem"). Rejects a
// missing or repeated `coast` line, one naming another map than `map_id` (when given: the map the
// file is for, data/coasts.h), a ring kind other than home/abroad (then `steps` or nothing),
// points that are not X,Y numbers (in a `steps` ring: whole hundredths, the sum at most 1000 board
// units from 0,0) or lie before any ring, and rings of fewer than 3 points. `out` changes only on success.
Status parse_coast(std::string_view text, const std::string& input, Coast& out, std::string_view map_id = {});

}  // namespace carc::gfx
