// Session::load (src/app/play/session.cpp): the tiles and maps read into the session, or the data
// layer's error kept typed (its key, the file that did not read) for the page's edge to say.
#include <doctest/doctest.h>

#include <string>

#include "app/session_support.h"

namespace carc {
namespace {

using app::Session;
using test::key_of;

TEST_CASE("a session whose assets do not read keeps the data layer's error typed and starts no game") {
  test::speak_english();
  Session session{i18n::spoken()};
  const std::string missing = std::string(CARC_SOURCE_DIR) + "/no-such-assets";
  const Status loaded = session.load(missing);
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.error().input.find("no-such-assets") != std::string::npos);  // the file it could not read
  CHECK(loaded.message().find("no-such-assets") != std::string::npos);
  CHECK_FALSE(session.is_loaded());
  CHECK(key_of(session.new_game("game 1\nplayers Ana Ben\n")) == err::session_not_loaded);
  CHECK_FALSE(session.has_game());
  // The shipped assets then load: the failed load left nothing half read.
  CHECK(session.load(std::string(CARC_SOURCE_DIR) + "/assets").ok());
  CHECK(session.is_loaded());
  CHECK(session.new_game("game 1\nplayers Ana Ben\n").ok());
}

}  // namespace
}  // namespace carc
