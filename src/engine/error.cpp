// Rendering an Error: its key's text with the named arguments filled in, nested errors rendered
// the same way, and the input and line put in front through the location keys.
#include "engine/error.h"

namespace carc {
namespace {

// One argument as words; a nested Error rendered with its own location, unescaped (the whole
// message is escaped once at the end).
std::string value_of(const ErrorArg& a, const ErrorTexts& texts, std::string (*raw)(const Error&, const ErrorTexts&)) {
  switch (a.kind) {
    case ErrorArg::Kind::Text: return a.text;
    case ErrorArg::Kind::Number: return std::to_string(a.number);
    case ErrorArg::Kind::Nested: return raw(*a.nested, texts);
    case ErrorArg::Kind::None: break;
  }
  return {};
}

// `text` with every {name} replaced by `value(name)`; a name without a value stays as written,
// so a placeholder a call site forgot is seen in the message (and by the catalogue tests).
template <class Value>
std::string fill(std::string_view text, Value value) {
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

std::string render_raw(const Error& e, const ErrorTexts& texts);

std::string body_raw(const Error& e, const ErrorTexts& texts) {
  return fill(texts(e.key), [&](std::string_view name, std::string& out) {
    if (const ErrorArg* a = e.arg(name)) return out += value_of(*a, texts, render_raw), true;
    return false;
  });
}

std::string render_raw(const Error& e, const ErrorTexts& texts) {
  std::string body = body_raw(e, texts);
  if (e.input.empty() && e.line <= 0) return body;
  const ErrorKey where = !e.input.empty() ? (e.line > 0 ? err::file_line : err::file) : err::line;
  return fill(texts(where), [&](std::string_view name, std::string& out) {
    if (name == "input") return out += e.input, true;
    if (name == "line") return out += std::to_string(e.line), true;
    if (name == "why") return out += body, true;
    return false;
  });
}

}  // namespace

const ErrorArg* Error::arg(std::string_view name) const {
  for (const ErrorArg& a : args)
    if (a.name == name) return &a;
  return nullptr;
}

std::string Error::render(const ErrorTexts& texts) const { return escape_text(render_raw(*this, texts)); }

std::string Error::render_body(const ErrorTexts& texts) const { return body_raw(*this, texts); }

const ErrorTexts& Error::english_texts() {
  static const ErrorTexts kEnglish = [](ErrorKey key) {
    const auto i = static_cast<std::size_t>(key);
    return i < std::size(error_catalogue::kEnglish) ? error_catalogue::kEnglish[i] : std::string_view("?");
  };
  return kEnglish;
}

}  // namespace carc
