// Player names (docs/records.md "Player names"): the one grammar a record's players line, a link,
// the set-up screen and the wiki extension (Players.php) share.
#pragma once

#include <string>
#include <string_view>

#include "engine/error.h"

namespace carc {

// Is code point `c` one a name may not hold: a C0 or C1 control character or DEL, a direction
// mark, embedding, override or isolate (U+061C, U+200E-200F, U+202A-202E, U+2066-2069), the
// byte order mark U+FEFF, or a noncharacter (U+FDD0-FDEF and the last two of every plane)?
bool is_refused_in_name(char32_t c);

// "U+202E": a code point as the errors and docs write it (at least four hex digits).
std::string code_point_text(char32_t c);

// A name is one word of valid UTF-8, not empty, without ' ', '#' or ':' and without a refused
// character. Returns err::player_word, err::player_utf8 or err::player_character (the name, the
// first refused character's position counted in characters from 1, and its code point), else
// success. Rendered messages show direction and control characters escaped (escape_text).
Status check_player_name(std::string_view name);

}  // namespace carc
