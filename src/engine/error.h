// The one error type of the engine and the data layer: what input, which line, what is wrong.
// Functions that can fail return Status (or fill an out-parameter and return Status); a failed
// call leaves its outputs and the game exactly as they were.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace carc {

struct Error {
  std::string input;  // file or record name ("assets/maps/taiwan.map", "record"); empty if none
  int line = 0;       // 1-based line of `input`; 0 when the error belongs to no line
  std::string what;   // the problem, in words ("tile B-E does not fit at 3,4 r90")

  // "input:line: what", leaving out the parts that are empty.
  std::string message() const {
    std::string out = input;
    if (line > 0) out += (out.empty() ? "line " : ":") + std::to_string(line);
    if (!out.empty()) out += ": ";
    return out + what;
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
