// Loading the catalogues, choosing a language, and lookups with the English fallback.
#include "i18n/translate.h"

#include <algorithm>

#include "data/assets.h"

namespace carc::i18n {
namespace {

// Does `text` match `pattern` whole ({name} = one or more characters, shortest first)? Appends
// what each {name} stood for to `values`. Only a {why…} part may hold ": " (it is a message of its
// own); a plain value (a tile id, a name, a square, a count, a record line) never does, so a
// pattern that opens with one cannot swallow the "line N: …: " in front of its message.
bool match(std::string_view pattern, std::string_view text, std::vector<Arg>& values) {
  const std::size_t open = pattern.find('{');
  if (open == std::string_view::npos) return pattern == text;
  const std::size_t close = pattern.find('}', open);
  if (close == std::string_view::npos || text.substr(0, open) != pattern.substr(0, open)) return false;
  const std::string_view name = pattern.substr(open + 1, close - open - 1), rest = pattern.substr(close + 1);
  text.remove_prefix(open);
  // Only where the words after the {name} come next (or at the end, when nothing follows).
  const std::string_view next = rest.substr(0, rest.find('{'));
  for (std::size_t length = next.empty() ? text.size() : text.find(next, 1);
       length != std::string_view::npos && length >= 1 && length <= text.size();
       length = next.empty() ? std::string_view::npos : text.find(next, length + 1)) {
    if (!name.starts_with("why") && text.substr(0, length).find(": ") != std::string_view::npos) break;
    values.push_back(arg(name, std::string(text.substr(0, length))));
    if (match(rest, text.substr(length), values)) return true;
    values.pop_back();
  }
  return false;
}

// Characters of `pattern` outside its {…}.
std::size_t literal_length(std::string_view pattern) {
  std::size_t n = pattern.size();
  for (const std::string& name : placeholders(pattern)) n -= name.size() + 2;
  return n;
}

}  // namespace

std::string fill(std::string_view text, std::span<const Arg> args) {
  std::string out;
  out.reserve(text.size() + 16);
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find('{', at);
    const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
    if (close == std::string_view::npos) break;
    out.append(text.substr(at, open - at));
    const std::string_view name = text.substr(open + 1, close - open - 1);
    const Arg* found = nullptr;
    for (const Arg& a : args)
      if (a.name == name) found = &a;
    if (found) out += found->value;
    else out.append(text.substr(open, close - open + 1));
    at = close + 1;
  }
  if (at < text.size()) out.append(text.substr(at));
  return out;
}

Status Translator::load(const std::string& dir) {
  std::vector<Catalogue> loaded;
  for (std::string_view code : kLanguages) {
    const std::string path = dir + "/" + std::string(code) + ".lang";
    std::string text;
    if (Status read = data::read_file(path, text); !read) return read;
    Catalogue c;
    if (Status s = c.parse(text, path); !s) return s;
    if (c.code() != code) return Error{path, 0, "says '@language " + c.code() + "'"};
    loaded.push_back(std::move(c));
  }
  catalogues_ = std::move(loaded);
  chosen_ = 0;
  return {};
}

void Translator::add(Catalogue catalogue) {
  for (Catalogue& c : catalogues_)
    if (c.code() == catalogue.code()) return void(c = std::move(catalogue));
  catalogues_.push_back(std::move(catalogue));
}

std::string_view Translator::choose(std::string_view request) {
  std::string base;
  for (char c : request.substr(0, request.find_first_of("-_")))
    base += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  chosen_ = 0;
  for (std::size_t i = 0; i < catalogues_.size(); ++i)
    if (catalogues_[i].code() == base) chosen_ = i;
  return code();
}

const std::string& Translator::code() const {
  static const std::string kNone = "en";
  return chosen_ < catalogues_.size() ? catalogues_[chosen_].code() : kNone;
}

const Catalogue* Translator::find(std::string_view code) const {
  for (const Catalogue& c : catalogues_)
    if (c.code() == code) return &c;
  return nullptr;
}

std::string Translator::text(std::string_view key, std::initializer_list<Arg> args) const {
  for (const std::size_t i : {chosen_, std::size_t{0}}) {
    if (i >= catalogues_.size()) continue;
    if (const std::string* t = catalogues_[i].find(key)) return fill(*t, std::span(args.begin(), args.size()));
  }
  return std::string(key);
}

std::string Translator::count(std::string_view key, long n, std::initializer_list<Arg> args) const {
  for (const std::size_t i : {chosen_, std::size_t{0}}) {
    if (i >= catalogues_.size()) continue;
    if (const std::string* t = catalogues_[i].find_plural(key, n)) {
      std::vector<Arg> all(args);
      all.push_back(arg("n", n));
      return fill(*t, all);
    }
  }
  return std::string(key);
}

std::string Translator::message(std::string_view english, bool* complete) const {
  const Catalogue* en = find("en");
  const Catalogue* chosen = chosen_ < catalogues_.size() ? &catalogues_[chosen_] : nullptr;
  if (complete) *complete = true;
  if (!en || !chosen) return std::string(english);
  std::vector<std::pair<std::size_t, const std::string*>> patterns;  // (specificity, key)
  for (const auto& [key, text] : en->entries())
    if (key.starts_with("error.")) patterns.emplace_back(literal_length(text), &key);
  std::stable_sort(patterns.begin(), patterns.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<Arg> values;
  for (const auto& [specificity, key] : patterns) {
    values.clear();
    if (!match(*en->find(*key), english, values)) continue;
    for (Arg& v : values) {
      if (!v.name.starts_with("why")) continue;
      bool inner = true;
      v.value = message(v.value, &inner);
      if (complete && !inner) *complete = false;
    }
    const std::string* text = chosen->find(*key);
    return fill(text ? *text : *en->find(*key), values);
  }
  if (complete) *complete = false;
  return std::string(english);
}

Translator& words() {
  static Translator translator;
  return translator;
}

}  // namespace carc::i18n
