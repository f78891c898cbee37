// The one error type of the engine and the data layer: what input, which line, what is wrong (a
// catalogue key of assets/i18n/en.lang and its named arguments; words only when rendered).
// Functions that can fail return Status (or fill an out-parameter and return Status); a failed
// call leaves its outputs and the game exactly as they were.
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/error_keys.h"  // generated from assets/i18n/en.lang (cmake/embed_errors.cmake)

namespace carc {

// `text` (a catalogue entry) with every {name} replaced by what `value(name, out)` appends to
// `out`; when it returns false (a name it has no value for) the {name} stays as written, so a
// placeholder a call site forgot is seen in the message (and by the catalogue tests). The one
// filler of the engine's messages and the page's words (i18n::fill).
template <class Value>
std::string fill_placeholders(std::string_view text, Value value) {
  std::string out;
  out.reserve(text.size() + 16);
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find('{', at);
    const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
    if (close == std::string_view::npos) break;
    out.append(text.substr(at, open - at));
    const std::string_view name = text.substr(open + 1, close - open - 1);
    if (!value(name, out)) out.append(text.substr(open, close - open + 1));
    at = close + 1;
  }
  if (at < text.size()) out.append(text.substr(at));
  return out;
}

// Bytes of the well-formed UTF-8 character starting at s[i] (1 for ASCII), or 0 when the bytes
// there are not UTF-8 (stray continuation byte, overlong form, surrogate, beyond U+10FFFF, cut off).
inline int utf8_length(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned c = byte(i);
  if (c < 0x80) return 1;
  const int n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (int k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  const unsigned c1 = byte(i + 1);
  if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 > 0x9F) || (c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 > 0x8F))
    return 0;
  return n;
}

// The control character U+0080-009F or the direction mark, embedding, override or isolate (U+061C,
// U+200E-200F, U+202A-202E, U+2066-2069) whose UTF-8 sequence starts at `text[i]`, as "\\u202E";
// else "".
inline std::string format_escape(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0u; };
  unsigned code = 0;
  if (byte(0) == 0xC2 && byte(1) >= 0x80 && byte(1) <= 0x9F) code = byte(1);
  if (byte(0) == 0xD8 && byte(1) == 0x9C) code = 0x061C;
  if (byte(0) == 0xE2 && byte(1) == 0x80 && (byte(2) == 0x8E || byte(2) == 0x8F || (byte(2) >= 0xAA && byte(2) <= 0xAE)))
    code = 0x2000 + (byte(2) - 0x80);
  if (byte(0) == 0xE2 && byte(1) == 0x81 && byte(2) >= 0xA6 && byte(2) <= 0xA9) code = 0x2040 + (byte(2) - 0x80);
  if (code == 0) return "";
  static constexpr char kHex[] = "0123456789ABCDEF";
  return std::string("\\u") + kHex[code >> 12] + kHex[(code >> 8) & 15] + kHex[(code >> 4) & 15] + kHex[code & 15];
}

// `text` with control characters (but tab) and bytes that are not UTF-8 written as \xNN (a NUL as \0),
// and U+0080-009F and direction controls as \uNNNN, so a message shows every byte of a bad line and never cuts off,
// reverses its own sentence, or breaks a terminal or JSON.
inline std::string escape_text(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const int n = utf8_length(text, i);
    if (const std::string escaped = n > 1 ? format_escape(text, i) : std::string(); !escaped.empty()) {
      out += escaped;
      i += static_cast<std::size_t>(n);
      continue;
    }
    if (n > 0 && (c >= 0x20 || c == '\t') && c != 0x7F) {
      out.append(text.substr(i, n));
      i += n;
      continue;
    }
    out += c == 0 ? std::string("\\0") : std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
    ++i;
  }
  return out;
}

struct Error;

// One named argument of an Error: a text (a tile id, a player's name, a square), a number, or a
// nested Error (the {why…} parts: the reason inside "line 5: Red B-E 3,4 r90: {why}").
struct ErrorArg {
  enum class Kind : std::uint8_t { None, Text, Number, Nested };
  std::string_view name;  // the placeholder's name without braces; always a string literal
  Kind kind = Kind::None;
  std::string text;
  long long number = 0;
  std::shared_ptr<const Error> nested;

  // NOTE: the constructors, copies and the destructor are out of line (error.cpp): hundreds of
  // call sites build arguments, and inlining them cost the page tens of KB of wasm.
  ErrorArg() = default;
  ErrorArg(std::string_view n, std::string_view t);
  ErrorArg(std::string_view n, const std::string& t) : ErrorArg(n, std::string_view(t)) {}
  ErrorArg(std::string_view n, const char* t) : ErrorArg(n, std::string_view(t)) {}
  template <std::integral I>
  ErrorArg(std::string_view n, I value) : ErrorArg(n, static_cast<long long>(value), 0) {}
  ErrorArg(std::string_view n, const Error& why);
  ErrorArg(const ErrorArg&);
  ErrorArg(ErrorArg&&) noexcept;
  ErrorArg& operator=(const ErrorArg&);
  ErrorArg& operator=(ErrorArg&&) noexcept;
  ~ErrorArg();

 private:
  ErrorArg(std::string_view n, long long value, int);
};

// Where the text of a key comes from when an Error is rendered: the built-in English (en.lang's
// error.* entries, compiled in) or a loaded catalogue (the page's language).
using ErrorTexts = std::function<std::string_view(ErrorKey)>;

struct Error {
  std::string input;  // file or record name ("assets/maps/taiwan.map", "record"); empty if none
  int line = 0;       // 1-based line of `input`; 0 when the error belongs to no line
  ErrorKey key{};     // what is wrong: an error.* key of assets/i18n/en.lang
  std::vector<ErrorArg> args;  // the key's placeholders, by name

  // The problem in English, without input and line ("tile B-E does not fit at 3,4 r90").
  std::string what() const { return render_body(english_texts()); }
  // "input:line: what", leaving out the parts that are empty; unprintable bytes escaped. English.
  std::string message() const { return render(english_texts()); }
  // The same in the words `texts` gives each key: the key's text with its arguments, behind the
  // location (error.file_line, error.file or error.line); nested errors the same way.
  std::string render(const ErrorTexts& texts) const;
  std::string render_body(const ErrorTexts& texts) const;
  // The argument named `name`, or nullptr.
  const ErrorArg* arg(std::string_view name) const;

  static const ErrorTexts& english_texts();

  Error() = default;
  Error(std::string input_, int line_, ErrorKey key_, std::vector<ErrorArg> args_);
  Error(const Error&);
  Error(Error&&) noexcept;
  Error& operator=(const Error&);
  Error& operator=(Error&&) noexcept;
  ~Error();  // out of line, like ErrorArg's
};

// Success, or an Error. [[nodiscard]]: a failure can't be ignored by accident.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(Error error) : error_(std::move(error)) {}  // NOLINT: a failed Status from an Error

  bool ok() const { return !error_; }
  explicit operator bool() const { return ok(); }
  // Precondition: !ok().
  const Error& error() const { return *error_; }
  std::string message() const { return error_ ? error_->message() : std::string(); }

  // The same failure, blamed on `input` line `line` unless it already names a line.
  Status at(std::string input, int line) && {
    if (error_ && error_->line == 0) {
      error_->input = std::move(input);
      error_->line = line;
    }
    return std::move(*this);
  }

 private:
  std::optional<Error> error_;
};

// An Error of `key` with its arguments, no input and no line (a nested {why…} part, or a
// problem the caller places).
Error error_of(ErrorKey key);
Error error_of(ErrorKey key, ErrorArg a);
Error error_of(ErrorKey key, ErrorArg a, ErrorArg b);
Error error_of(ErrorKey key, ErrorArg a, ErrorArg b, ErrorArg c);
Error error_of(ErrorKey key, ErrorArg a, ErrorArg b, ErrorArg c, ErrorArg d);

// A failed Status: the key and its arguments (the caller adds input and line with at()).
//   return failure(err::unknown_tile, {"tile", id});
Status failure(ErrorKey key);
Status failure(ErrorKey key, ErrorArg a);
Status failure(ErrorKey key, ErrorArg a, ErrorArg b);
Status failure(ErrorKey key, ErrorArg a, ErrorArg b, ErrorArg c);
Status failure(ErrorKey key, ErrorArg a, ErrorArg b, ErrorArg c, ErrorArg d);

}  // namespace carc
