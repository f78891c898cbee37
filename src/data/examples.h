// The illustrated rule examples under ASSETS/examples: records with "# say LANG:" captions.
#pragma once

#include <string>
#include <vector>

#include "engine/base/error.h"

namespace carc::data {

// The names of ASSETS/examples/*.rec without ".rec", sorted; empty if the folder is missing.
std::vector<std::string> list_examples(const std::string& assets_dir);

// Reads example `name` into `text`. Rejects, with "example 'NAME': problem", a name that is not
// lower-case letters, digits and '-' (so it never leaves the folder) or that has no file.
Status read_example(const std::string& assets_dir, const std::string& name, std::string& text);

}  // namespace carc::data
