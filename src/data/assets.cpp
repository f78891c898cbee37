// File reading for assets; the parsing itself lives in the engine (no I/O there).
#include "data/assets.h"

#include "data/maps.h"

#include <cstdio>
#include <cstdlib>

namespace carc::data {

bool read_file(const std::string& path, std::string& out, std::string& error) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) {
    error = path + ": cannot read the file";
    return false;
  }
  out.clear();
  char buffer[65536];
  std::size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0) out.append(buffer, n);
  const bool ok = !std::ferror(f);
  std::fclose(f);
  if (!ok) error = path + ": read error";
  return ok;
}

bool load_catalogue(const std::string& assets_dir, Catalogue& out, std::string& error) {
  Catalogue catalogue;
  for (auto set : kTileSets) {
    const std::string path = assets_dir + "/tiles/" + std::string(set) + ".tn1";
    std::string text;
    if (!read_file(path, text, error)) {
      if (set == "base") return false;
      continue;  // optional sets may be absent
    }
    if (!catalogue.add(text, set, path, error)) return false;
  }
  out = std::move(catalogue);
  return true;
}

bool load_library(const std::string& assets_dir, Library& out, std::string& error) {
  Library library;
  if (!load_catalogue(assets_dir, library.tiles, error)) return false;
  for (auto id : kMapIds) {
    library.maps.emplace_back();
    if (!load_map(assets_dir, id, library.maps.back(), error)) return false;
  }
  out = std::move(library);
  return true;
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
