// The one JSON writer of the CLI and the page (the engine needs none): string escaping and a
// small writer that puts the commas and colons where they belong. Standard library only.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace carc::json {

// `s` as a JSON string literal, quotes included. Escapes `"` and `\`, writes \n \r \t \b \f
// and \u00XX for the other control characters; every other byte (UTF-8 included) passes as is.
std::string quote(std::string_view s);
void append_quoted(std::string& out, std::string_view s);

// Builds one JSON text:
//   Writer w;
//   w.begin_object().key("scores").begin_array().value(3).value(5).end_array().end_object();
//   w.str() == R"({"scores":[3,5]})"
// Values after key() belong to that key; in arrays they are separated by commas.
class Writer {
 public:
  Writer& begin_object() { return open('{'); }
  Writer& end_object() { return close('}'); }
  Writer& begin_array() { return open('['); }
  Writer& end_array() { return close(']'); }
  Writer& key(std::string_view name);
  Writer& value(std::string_view s);
  Writer& value(const char* s) { return value(std::string_view(s)); }
  Writer& value(const std::string& s) { return value(std::string_view(s)); }
  Writer& value(long long n);
  Writer& value(int n) { return value(static_cast<long long>(n)); }
  Writer& value(unsigned long n) { return value(static_cast<long long>(n)); }  // sizes
  Writer& value(bool b);
  Writer& value(double x, int decimals);  // fixed notation (12.5 with 1 decimal); null if not finite
  Writer& null();
  // A value that is already JSON text (a nested document written elsewhere).
  Writer& raw(std::string_view json);

  const std::string& str() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  void before_value();
  Writer& open(char bracket);
  Writer& close(char bracket);

  std::string out_;
  std::vector<bool> first_;  // per open object or array: nothing written in it yet
  bool after_key_ = false;
};

// A JSON array of strings.
std::string strings(const std::vector<std::string>& items);

}  // namespace carc::json
