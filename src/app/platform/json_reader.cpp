// The kept games' JSON reader: recursive descent, 64 levels of nesting at most.
#include "app/platform/json_reader.h"

#include <cstdlib>
#include <utility>

namespace carc::app {
namespace {

class JsonReader {
 public:
  explicit JsonReader(std::string_view s) : s_(s) {}

  // The whole text as one value; false with the character offset of the first problem.
  bool read(Json& out, std::size_t& at) {
    const bool ok = value(out, 0) && (space(), i_ == s_.size());
    at = i_;
    return ok;
  }

 private:
  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\r' || s_[i_] == '\t')) ++i_;
  }
  bool eat(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool literal(std::string_view word) {
    if (s_.substr(i_, word.size()) != word) return false;
    i_ += word.size();
    return true;
  }
  static void utf8(std::string& out, unsigned c) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | c >> 6);
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | c >> 12);
      out += static_cast<char>(0x80 | (c >> 6 & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | c >> 18);
      out += static_cast<char>(0x80 | (c >> 12 & 0x3F));
      out += static_cast<char>(0x80 | (c >> 6 & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  bool hex4(unsigned& c) {
    if (i_ + 4 > s_.size()) return false;
    c = 0;
    for (int k = 0; k < 4; ++k) {
      const char h = s_[i_++];
      c = c * 16 + (h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : 99);
      if (c >= 0x10000) return false;
    }
    return true;
  }
  bool string(std::string& out) {
    if (!eat('"')) return false;
    while (i_ < s_.size()) {
      const char c = s_[i_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return false;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (i_ >= s_.size()) return false;
      const char e = s_[i_++];
      switch (e) {
        case '"': case '\\': case '/': out += e; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned c1 = 0;
          if (!hex4(c1)) return false;
          if (c1 >= 0xD800 && c1 < 0xDC00) {
            unsigned c2 = 0;
            if (!literal("\\u") || !hex4(c2) || c2 < 0xDC00 || c2 >= 0xE000) return false;
            c1 = 0x10000 + ((c1 - 0xD800) << 10) + (c2 - 0xDC00);
          } else if (c1 >= 0xDC00 && c1 < 0xE000) {
            return false;
          }
          utf8(out, c1);
          break;
        }
        default: return false;
      }
    }
    return false;
  }
  bool number(Json& out) {
    const std::size_t start = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    const auto digits = [&] {
      const std::size_t from = i_;
      while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
      return i_ > from;
    };
    const bool zero = i_ < s_.size() && s_[i_] == '0';
    if (!digits() || (zero && i_ - start > 1 + (s_[start] == '-'))) return false;  // no leading zeros
    out.whole = true;
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_;
      out.whole = false;
      if (!digits()) return false;
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      out.whole = false;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (!digits()) return false;
    }
    out.kind = Json::Kind::Number;
    out.number = std::strtod(std::string(s_.substr(start, i_ - start)).c_str(), nullptr);
    return true;
  }
  bool value(Json& out, int depth) {
    if (depth > 64) return false;
    space();
    if (i_ >= s_.size()) return false;
    const char c = s_[i_];
    if (c == '"') {
      out.kind = Json::Kind::String;
      return string(out.text);
    }
    if (c == '{') {
      ++i_;
      out.kind = Json::Kind::Object;
      if (eat('}')) return true;
      do {
        JsonMember member;
        space();
        if (!string(member.key) || !eat(':') || !value(member.value, depth + 1)) return false;
        out.members.push_back(std::move(member));
      } while (eat(','));
      return eat('}');
    }
    if (c == '[') {
      ++i_;
      out.kind = Json::Kind::Array;
      if (eat(']')) return true;
      do {
        out.items.emplace_back();
        if (!value(out.items.back(), depth + 1)) return false;
      } while (eat(','));
      return eat(']');
    }
    if (literal("true") || literal("false")) {
      out.kind = Json::Kind::Bool;
      return true;
    }
    if (literal("null")) return true;
    return number(out);
  }

  std::string_view s_;
  std::size_t i_ = 0;
};

}  // namespace

bool read_json(std::string_view text, Json& out, std::size_t& at) { return JsonReader(text).read(out, at); }

}  // namespace carc::app
