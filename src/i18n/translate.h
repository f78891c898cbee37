// The page's words: the loaded catalogues, the chosen language and lookups with placeholders and
// plurals. A missing key falls back to English, then to the key itself (visible, so tests see it).
#pragma once

#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/catalogue.h"

namespace carc::i18n {

// The languages the page offers, English first (the fallback).
inline constexpr std::string_view kLanguages[] = {"en", "cs"};

struct Arg {
  std::string_view name;  // the placeholder's name, without braces
  std::string value;
};
inline Arg arg(std::string_view name, std::string value) { return {name, std::move(value)}; }
inline Arg arg(std::string_view name, long n) { return {name, std::to_string(n)}; }

// `text` with every {name} of `args` replaced; unknown placeholders stay as written.
std::string fill(std::string_view text, std::span<const Arg> args);

class Translator {
 public:
  // Reads DIR/<code>.lang for every code of kLanguages, each followed by the expansions' words of
  // that language, DIR/<code>/*.lang in the order of their names; errors name file and line.
  Status load(const std::string& dir);
  // Adds an already parsed catalogue (tests); replaces one with the same code.
  void add(Catalogue catalogue);
  // Chooses the language for a request such as "cs", "cs-CZ" or "en-GB"; unknown ones choose
  // English. Returns the code chosen.
  std::string_view choose(std::string_view request);
  const std::string& code() const;

  std::string text(std::string_view key, std::initializer_list<Arg> args = {}) const;
  // The plural form of `key` for `n` (key.one / key.few / key.other), with {n} set to n.
  std::string count(std::string_view key, long n, std::initializer_list<Arg> args = {}) const;
  const Catalogue* find(std::string_view code) const;

  // An error of the engine (a rejected record line, link, set-up or move) in the chosen language:
  // each key's text looked up in the chosen catalogue (then English, then the built-in English of
  // en.lang), its arguments filled in, nested errors ({why…}) rendered the same way. When
  // `complete` is given it tells whether the chosen catalogue had every key.
  std::string message(const Error& error, bool* complete = nullptr) const;
  // The same for a failed Status; "" for a good one.
  std::string message(const Status& status) const { return status ? std::string() : message(status.error()); }

 private:
  std::vector<Catalogue> catalogues_;
  std::size_t chosen_ = 0;
};

}  // namespace carc::i18n
