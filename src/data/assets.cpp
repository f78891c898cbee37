// File reading for assets; the parsing itself lives in the engine (no I/O there).
#include "data/assets.h"

#include "data/maps.h"

#include <cstdio>
#include <cstdlib>

namespace carc::data {

Status read_file(const std::string& path, std::string& out) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return Error{path, 0, err::read_file, {}};
  std::string text;
  char buffer[65536];
  std::size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0) text.append(buffer, n);
  const bool ok = !std::ferror(f);
  std::fclose(f);
  if (!ok) return Error{path, 0, err::read_error, {}};
  out = std::move(text);
  return {};
}

Status load_catalogue(const std::string& assets_dir, Catalogue& out) {
  Catalogue catalogue;
  for (auto set : kTileSets) {
    const std::string path = assets_dir + "/tiles/" + std::string(set) + ".tn1";
    std::string text;
    if (Status s = read_file(path, text); !s) {
      if (set == "base") return s;
      continue;  // optional sets may be absent
    }
    if (Status s = catalogue.add(text, set, path); !s) return s;
  }
  out = std::move(catalogue);
  return {};
}

Status load_library(const std::string& assets_dir, Library& out) {
  Library library;
  if (Status s = load_catalogue(assets_dir, library.tiles); !s) return s;
  for (auto id : kMapIds) {
    library.maps.emplace_back();
    if (Status s = load_map(assets_dir, id, library.maps.back()); !s) return s;
  }
  out = std::move(library);
  return {};
}

std::string find_assets(const std::string& start) {
  if (const char* env = std::getenv("CARC_ASSETS"); env && *env) return env;
  std::string dir = start.empty() ? "." : start;
  for (int depth = 0; depth < 8; ++depth) {
    if (std::FILE* f = std::fopen((dir + "/assets/tiles/base.tn1").c_str(), "rb")) {
      std::fclose(f);
      return dir + "/assets";
    }
    dir += "/..";
  }
  return {};
}

}  // namespace carc::data
