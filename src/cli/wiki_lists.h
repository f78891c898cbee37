// `carc wiki-lists`: the MediaWiki extension's lists of what a <carcassonne> tag may name (maps,
// tile sets, rules, rule switches, rule examples), written as the PHP class GameLists from the
// expansions' descriptors and assets/examples/. The extension reads only that generated file.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/base/error.h"

namespace carc::cli {

// A rule example: its name (assets/examples/NAME.rec) and the map its record is played on.
struct ExampleMap {
  std::string name;
  std::string map;
};

// The examples of `assets_dir`/examples, by name; an error naming the folder or the file.
Status read_example_maps(const std::string& assets_dir, std::vector<ExampleMap>& out);
// The text of web/mediawiki/CarcassonneMaps/includes/GameLists.php for these examples.
std::string wiki_lists_php(const std::vector<ExampleMap>& examples);

}  // namespace carc::cli
