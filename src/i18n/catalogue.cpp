// Catalogue parsing and lookup; see assets/i18n/README.md for the format.
#include "i18n/catalogue.h"

namespace carc::i18n {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// `\n` is a line break, `\\` a backslash; anything else after a backslash is an error.
Status unescape(std::string_view text, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\') {
      out += text[i];
      continue;
    }
    const char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (next != 'n' && next != '\\') return failure(err::lang_escape, {"char", std::string(1, next)});
    out += next == 'n' ? '\n' : '\\';
    ++i;
  }
  return {};
}

Status check_braces(std::string_view text) {
  int depth = 0;
  for (char c : text) {
    if (c == '{' && ++depth > 1) return failure(err::lang_brace_nested, {"open", "{"});
    if (c == '}' && --depth < 0) return failure(err::lang_brace_close, {"close", "}"}, {"open", "{"});
  }
  if (depth) return failure(err::lang_brace_open, {"close", "}"});
  return {};
}

Status parse_directive(std::string_view line, std::string& code, bool& has_few) {
  if (line.substr(0, 10) == "@language ") {
    code = std::string(trim(line.substr(10)));
    return code.empty() ? failure(err::lang_code) : Status{};
  }
  if (line.substr(0, 9) == "@plurals ") {
    const std::string_view forms = trim(line.substr(9));
    if (forms != "one other" && forms != "one few other")
      return failure(err::lang_plurals, {"value", forms});
    has_few = forms == "one few other";
    return {};
  }
  return failure(err::lang_directive, {"value", line});
}

using Entries = std::map<std::string, std::string, std::less<>>;

// `key = text` into `entries`; a key that `entries` or `before` (the catalogue a part adds to) has
// is an error.
Status parse_entry(std::string_view line, Entries& entries, const Entries* before) {
  const std::size_t eq = line.find(" = ");
  if (eq == std::string_view::npos) return failure(err::lang_key_text);
  const std::string_view key = trim(line.substr(0, eq));
  if (key.empty() || key.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789._-") != std::string_view::npos)
    return failure(err::lang_bad_key, {"key", key});
  if (entries.count(key) || (before && before->count(key))) return failure(err::lang_key_twice, {"key", key});
  std::string value;
  if (Status s = unescape(trim(line.substr(eq + 3)), value); !s) return s;
  if (Status s = check_braces(value); !s) return s;
  entries.emplace(std::string(key), std::move(value));
  return {};
}

}  // namespace

Plural plural_of(long n, bool has_few) {
  if (n == 1) return Plural::One;
  if (has_few && n >= 2 && n <= 4) return Plural::Few;
  return Plural::Other;
}

std::string_view plural_suffix(Plural p) {
  switch (p) {
    case Plural::One: return "one";
    case Plural::Few: return "few";
    case Plural::Other: return "other";
  }
  return "other";
}

namespace {

// Reads `text` (the file `file`) into code, has_few and entries. `before`: the file is a part, an
// expansion's words added to that catalogue of the language `code` (its main file read already).
Status read_lines(std::string_view text, std::string_view file, const Entries* before, std::string& code,
                  bool& has_few, Entries& entries) {
  const bool part = before != nullptr;
  int line_no = 0;
  std::string said;  // the file's own @language
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view raw = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++line_no;
    const std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#') continue;
    Status status;
    if (line.front() != '@') {
      status = parse_entry(line, entries, before);
    } else if (part && line.substr(0, 9) == "@plurals ") {
      status = failure(err::lang_part_plurals, {"code", code});
    } else {
      bool few = has_few;
      status = parse_directive(line, said, few);
      if (!part) has_few = few;
      if (status && part && !said.empty() && said != code) status = failure(err::lang_says, {"code", said});
    }
    if (!status) return std::move(status).at(std::string(file), line_no);
  }
  if (said.empty()) return Error{std::string(file), 0, err::lang_no_language, {}};
  code = said;
  return {};
}

}  // namespace

Status Catalogue::parse(std::string_view text, std::string_view file) {
  std::string code;
  bool has_few = false;
  Entries entries;
  if (Status s = read_lines(text, file, nullptr, code, has_few, entries); !s) return s;
  code_ = std::move(code);
  has_few_ = has_few;
  entries_ = std::move(entries);
  return {};
}

Status Catalogue::parse_part(std::string_view text, std::string_view file) {
  std::string code = code_;
  bool has_few = has_few_;
  Entries entries;  // the part's own: joined to the catalogue's only once all of it is read
  if (Status s = read_lines(text, file, &entries_, code, has_few, entries); !s) return s;
  entries_.merge(entries);
  return {};
}

const std::string* Catalogue::find(std::string_view key) const {
  const auto it = entries_.find(key);
  return it == entries_.end() ? nullptr : &it->second;
}

const std::string* Catalogue::find_plural(std::string_view key, long n) const {
  const std::string full = std::string(key) + "." + std::string(plural_suffix(plural_of(n, has_few_)));
  if (const std::string* text = find(full)) return text;
  return find(std::string(key) + ".other");
}

std::vector<std::string> placeholders(std::string_view text) {
  std::vector<std::string> out;
  for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
    const std::size_t close = text.find('}', open);
    if (close == std::string_view::npos) break;
    out.emplace_back(text.substr(open + 1, close - open - 1));
  }
  return out;
}

}  // namespace carc::i18n
