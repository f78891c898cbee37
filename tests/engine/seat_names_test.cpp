// The one name grammar (src/engine/setup/seat_spec.h, docs/records.md "Player names"): a record's
// players line refuses control, direction, byte-order-mark and noncharacter code points, naming
// the name, the character's position and its code point; messages never carry the raw character.
#include <doctest/doctest.h>

#include <string>

#include "engine/setup/seat_spec.h"
#include "support.h"

namespace carc {
namespace {

// Why "players Ana <name>" is refused ("" when it loads).
std::string refusal(const std::string& name) { return test::rejection("game 1\nplayers Ana " + name + "\n"); }

TEST_CASE("a right-to-left override in a name is refused as U+202E at its position, shown escaped") {
  CHECK(refusal("Be\u202Ens") ==
        "line 2: players Ana Be\\u202Ens: player name 'Be\\u202Ens': character 3 is U+202E, which a name may not hold "
        "(control characters, direction marks, embeddings, overrides and isolates, the byte order mark and "
        "noncharacters are refused)");
}

TEST_CASE("a bell, an escape, a NUL and a U+0080-009F control in a name are refused with their code points") {
  CHECK(refusal("Ben\x07").find("player name 'Ben\\x07': character 4 is U+0007") != std::string::npos);
  CHECK(refusal("\x1B[31mBen").find("character 1 is U+001B") != std::string::npos);
  CHECK(refusal(std::string("Ben\0x", 5)).find("player name 'Ben\\0x': character 4 is U+0000") != std::string::npos);
  CHECK(refusal("Be\xC2\x85" "n").find("player name 'Be\\u0085n': character 3 is U+0085") != std::string::npos);
  CHECK(refusal("Ben\x7F").find("character 4 is U+007F") != std::string::npos);
}

TEST_CASE("direction marks, embeddings, isolates, the byte order mark and noncharacters are refused") {
  struct Case {
    const char* name;
    const char* says;
  };
  const Case cases[] = {
      {"\u200EBen", "character 1 is U+200E"},   {"Ben\u200F", "character 4 is U+200F"},
      {"B\u202Aen", "character 2 is U+202A"},   {"Šá\u2066rka", "character 3 is U+2066"},
      {"Ben\u2069", "character 4 is U+2069"},   {"\uFEFFBen", "character 1 is U+FEFF"},
      {"Ben\uFDD0", "character 4 is U+FDD0"},   {"Ben\uFFFF", "character 4 is U+FFFF"},
      {"Ben\U0001FFFE", "character 4 is U+1FFFE"}, {"Ben\u061C", "character 4 is U+061C"},
  };
  for (const Case& c : cases) {
    const std::string why = refusal(c.name);
    CAPTURE(why);
    CHECK(why.find(c.says) != std::string::npos);
  }
}

TEST_CASE("names in any script, with digits, marks, emoji and punctuation other than # and : still load") {
  for (const char* name : {"Šárka", "Jiří", "Ζωή", "Мария", "李雷", "אביגיל", "Ana-Marie_2", "O'Neil", "Ben.", "🙂",
                           "Zoe\u0301", "Ana\u200D"}) {
    CAPTURE(name);
    CHECK(refusal(name) == "");
  }
}

TEST_CASE("every message shows U+0080-009F and direction controls escaped, other text as it is") {
  CHECK(escape_text("a\u202Eb\xC2\x85" "c\u2066d\u200Fe\u061Cf") == "a\\u202Eb\\u0085c\\u2066d\\u200Fe\\u061Cf");
  CHECK(escape_text("Šárka \u200D \u2030 \u00A0") == "Šárka \u200D \u2030 \u00A0");  // a joiner, per mille, no-break space
}

TEST_CASE("check_player_name: one word of UTF-8, the first refused character named as U+XXXX") {
  CHECK(check_player_name("Ana").ok());
  CHECK(check_player_name("").error().key == err::player_word);
  CHECK(check_player_name("Ana Ben").error().key == err::player_word);
  CHECK(check_player_name("A#").error().key == err::player_word);
  CHECK(check_player_name("Bl\xFFue").error().key == err::player_utf8);
  const Status rlo = check_player_name("x\u202Dy\u202E");
  REQUIRE_FALSE(rlo.ok());
  CHECK(rlo.error().key == err::player_character);
  CHECK(rlo.error().arg("at")->number == 2);
  CHECK(rlo.error().arg("code")->text == "U+202D");
  CHECK(code_point_text(0) == "U+0000");
  CHECK(code_point_text(0x10FFFF) == "U+10FFFF");
  CHECK_FALSE(is_refused_in_name(U'\u200D'));  // the zero-width joiner of emoji and Indic names stays
  CHECK(is_refused_in_name(U'\U0010FFFF'));
}

}  // namespace
}  // namespace carc
