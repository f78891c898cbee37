// A small JSON reader for what the page keeps in the browser's storage (app/play/history.h: kept games):
// objects, arrays, strings (escapes and \u surrogate pairs as UTF-8), numbers, true, false, null.
// Standard library only. The one JSON writer is util/json.h.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace carc::app {

struct JsonMember;

struct Json {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  double number = 0;
  bool whole = false;  // a number written without fraction or exponent
  std::string text;
  std::vector<Json> items;          // Array
  std::vector<JsonMember> members;  // Object

  const Json* member(std::string_view name) const;
};

// An object's member: its name and its value.
struct JsonMember {
  std::string key;
  Json value;
};

inline const Json* Json::member(std::string_view name) const {
  for (const auto& [key, value] : members)
    if (key == name) return &value;
  return nullptr;
}

// Reads one JSON text: false (with the 0-based offset of the first problem in `at`) when it is not
// exactly one JSON value, surrounded by white space at most.
bool read_json(std::string_view text, Json& out, std::size_t& at);

}  // namespace carc::app
