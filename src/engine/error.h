// The one error type of the engine and the data layer: what input, which line, what is wrong.
// Functions that can fail return Status (or fill an out-parameter and return Status); a failed
// call leaves its outputs and the game exactly as they were.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace carc {

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

// `text` with control characters (but tab) and bytes that are not UTF-8 written as \xNN (a NUL as \0), so a
// message shows every byte of a bad line and never cuts off or breaks a terminal or JSON.
inline std::string escape_text(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const int n = utf8_length(text, i);
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

struct Error {
  std::string input;  // file or record name ("assets/maps/taiwan.map", "record"); empty if none
  int line = 0;       // 1-based line of `input`; 0 when the error belongs to no line
  std::string what;   // the problem, in words ("tile B-E does not fit at 3,4 r90")

  // "input:line: what", leaving out the parts that are empty; unprintable bytes escaped.
  std::string message() const {
    std::string out = input;
    if (line > 0) out += (out.empty() ? "line " : ":") + std::to_string(line);
    if (!out.empty()) out += ": ";
    return escape_text(out + what);
  }
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

// A failed Status with just a description (the caller adds input and line with at()).
inline Status failure(std::string what) { return Error{{}, 0, std::move(what)}; }

}  // namespace carc
