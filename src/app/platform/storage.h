// Where the page keeps small texts across visits: the browser's localStorage on the page
// (platform/page_hooks.h page_storage), a map in the tests. Preferences read and write through it.
#pragma once

#include <string>

namespace carc::app {

// `read` returns the stored text of a key ("" when none or unreadable), `write` stores one (it may
// refuse silently: embeds write nothing, private modes throw).
class PreferenceStorage {
 public:
  virtual ~PreferenceStorage() = default;
  virtual std::string read(const std::string& key) const = 0;
  virtual void write(const std::string& key, const std::string& value) = 0;
};

}  // namespace carc::app
