// A translation catalogue (assets/i18n/README.md): `key = text` lines with {name} placeholders and
// plural forms `key.one`, `key.few`, `key.other` chosen by a count. Standard library only.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/error.h"

namespace carc::i18n {

enum class Plural { One, Few, Other };

// The plural form a count takes: Czech (forms one/few/other) 1 / 2–4 / everything else;
// English (one/other) 1 / everything else.
Plural plural_of(long n, bool has_few);
std::string_view plural_suffix(Plural p);  // "one", "few", "other"

class Catalogue {
 public:
  // Reads a catalogue's text; `file` names it in errors ("assets/i18n/cs.lang:12: …"). On error the
  // catalogue is left as it was.
  Status parse(std::string_view text, std::string_view file);
  // Reads one more file of this catalogue's language into it: an expansion's words
  // (assets/i18n/<code>/<name>.lang, assets/i18n/README.md). The file says the same `@language`,
  // takes its plural forms from the language's main file (no `@plurals` line), and gives no key the
  // catalogue already has; errors name the file and the line. On error the catalogue is left as it was.
  Status parse_part(std::string_view text, std::string_view file);
  // The text of `key`, or nullptr.
  const std::string* find(std::string_view key) const;
  // The plural text of `key` for `n` (key.one / key.few / key.other), or nullptr.
  const std::string* find_plural(std::string_view key, long n) const;
  const std::string& code() const { return code_; }  // the `@language` line: "cs", "en"
  bool has_few() const { return has_few_; }           // `@plurals one few other`
  const std::map<std::string, std::string, std::less<>>& entries() const { return entries_; }

 private:
  std::string code_;
  bool has_few_ = false;
  std::map<std::string, std::string, std::less<>> entries_;
};

// The {name} placeholders of a text, in order of appearance.
std::vector<std::string> placeholders(std::string_view text);

}  // namespace carc::i18n
