// JSON writing: escaping and the Writer (see json.h).
#include "util/json.h"

#include <cmath>
#include <cstdio>

namespace carc::json {

void append_quoted(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (u < 0x20) {
          out += "\\u00";
          out += kHex[u >> 4];
          out += kHex[u & 15];
        } else {
          out += c;
        }
    }
  }
  out += '"';
}

std::string quote(std::string_view s) {
  std::string out;
  append_quoted(out, s);
  return out;
}

void Writer::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (first_.empty()) return;
  if (!first_.back()) out_ += ',';
  first_.back() = false;
}

Writer& Writer::open(char bracket) {
  before_value();
  out_ += bracket;
  first_.push_back(true);
  return *this;
}

Writer& Writer::close(char bracket) {
  out_ += bracket;
  first_.pop_back();
  return *this;
}

Writer& Writer::key(std::string_view name) {
  before_value();
  append_quoted(out_, name);
  out_ += ':';
  after_key_ = true;
  return *this;
}

Writer& Writer::value(std::string_view s) {
  before_value();
  append_quoted(out_, s);
  return *this;
}

Writer& Writer::value(long long n) {
  before_value();
  out_ += std::to_string(n);
  return *this;
}

Writer& Writer::value(bool b) {
  before_value();
  out_ += b ? "true" : "false";
  return *this;
}

Writer& Writer::value(double x, int decimals) {
  if (!std::isfinite(x)) return null();  // JSON has no NaN or infinity
  before_value();
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  out_ += buf;
  return *this;
}

Writer& Writer::null() {
  before_value();
  out_ += "null";
  return *this;
}

Writer& Writer::raw(std::string_view json) {
  before_value();
  out_ += json;
  return *this;
}

std::string strings(const std::vector<std::string>& items) {
  Writer w;
  w.begin_array();
  for (const std::string& s : items) w.value(s);
  w.end_array();
  return w.take();
}

}  // namespace carc::json
