// Loading the catalogues, choosing a language, and lookups with the English fallback.
#include "i18n/translate.h"

#include <algorithm>
#include <filesystem>

#include "data/assets.h"
#include "engine/base/error.h"

namespace carc::i18n {

std::string fill(std::string_view text, std::span<const Arg> args) {
  return fill_placeholders(text, [&](std::string_view name, std::string& out) {
    const Arg* found = nullptr;
    for (const Arg& a : args)
      if (a.name == name) found = &a;  // the last one of a name wins
    if (found) out += found->value;
    return found != nullptr;
  });
}

Status Translator::load(const std::string& dir) {
  std::vector<Catalogue> loaded;
  for (std::string_view code : kLanguages) {
    const std::string path = dir + "/" + std::string(code) + ".lang";
    std::string text;
    if (Status read = data::read_file(path, text); !read) return read;
    Catalogue c;
    if (Status s = c.parse(text, path); !s) return s;
    if (c.code() != code) return Error{path, 0, err::lang_says, {{"code", c.code()}}};
    // Then the expansions' words of the language, DIR/<code>/*.lang, in the order of their names.
    std::vector<std::string> parts;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir + "/" + std::string(code), ec))
      if (entry.path().extension() == ".lang") parts.push_back(entry.path().filename().string());
    std::sort(parts.begin(), parts.end());
    for (const std::string& name : parts) {
      const std::string part = dir + "/" + std::string(code) + "/" + name;
      if (Status read = data::read_file(part, text); !read) return read;
      if (Status s = c.parse_part(text, part); !s) return s;
    }
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

std::string Translator::message(const Error& error, bool* complete) const {
  const Catalogue* en = find("en");
  const Catalogue* chosen = chosen_ < catalogues_.size() ? &catalogues_[chosen_] : nullptr;
  if (complete) *complete = true;
  return error.render([&](ErrorKey key) -> std::string_view {
    const std::string_view name = error_catalogue::kKeys[static_cast<std::size_t>(key)];
    if (const std::string* t = chosen ? chosen->find(name) : nullptr) return *t;
    if (complete) *complete = false;
    if (const std::string* t = en ? en->find(name) : nullptr) return *t;
    return error_catalogue::kEnglish[static_cast<std::size_t>(key)];
  });
}

}  // namespace carc::i18n
