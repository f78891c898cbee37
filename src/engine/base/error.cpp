// Rendering an Error: its key's text with the named arguments filled in, nested errors rendered
// the same way, and the input and line put in front through the location keys.
#include "engine/base/error.h"

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

std::string render_raw(const Error& e, const ErrorTexts& texts);

std::string body_raw(const Error& e, const ErrorTexts& texts) {
  return fill_placeholders(texts(e.key), [&](std::string_view name, std::string& out) {
    if (const ErrorArg* a = e.arg(name)) return out += value_of(*a, texts, render_raw), true;
    return false;
  });
}

std::string render_raw(const Error& e, const ErrorTexts& texts) {
  std::string body = body_raw(e, texts);
  if (e.input.empty() && e.line <= 0) return body;
  const ErrorKey where = !e.input.empty() ? (e.line > 0 ? err::file_line : err::file) : err::line;
  return fill_placeholders(texts(where), [&](std::string_view name, std::string& out) {
    if (name == "input") return out += e.input, true;
    if (name == "line") return out += std::to_string(e.line), true;
    if (name == "why") return out += body, true;
    return false;
  });
}

}  // namespace

ErrorArg::ErrorArg(std::string_view n, std::string_view t) : name(n), kind(Kind::Text), text(t) {}
ErrorArg::ErrorArg(std::string_view n, long long value, int) : name(n), kind(Kind::Number), number(value) {}
ErrorArg::ErrorArg(std::string_view n, const Error& why)
    : name(n), kind(Kind::Nested), nested(std::make_shared<const Error>(why)) {}
ErrorArg::ErrorArg(const ErrorArg&) = default;
ErrorArg::ErrorArg(ErrorArg&&) noexcept = default;
ErrorArg& ErrorArg::operator=(const ErrorArg&) = default;
ErrorArg& ErrorArg::operator=(ErrorArg&&) noexcept = default;
ErrorArg::~ErrorArg() = default;

Error::Error(std::string input_, int line_, ErrorKey key_, std::vector<ErrorArg> args_)
    : input(std::move(input_)), line(line_), key(key_), args(std::move(args_)) {}
Error::Error(const Error&) = default;
Error::Error(Error&&) noexcept = default;
Error& Error::operator=(const Error&) = default;
Error& Error::operator=(Error&&) noexcept = default;
Error::~Error() = default;

Error error_of(ErrorKey key) { return Error{{}, 0, key, {}}; }
Error error_of(ErrorKey key, ErrorArg a) {
  Error e{{}, 0, key, {}};
  e.args.reserve(1);
  e.args.push_back(std::move(a));
  return e;
}
Error error_of(ErrorKey key, ErrorArg a, ErrorArg b) {
  Error e = error_of(key, std::move(a));
  e.args.push_back(std::move(b));
  return e;
}
Error error_of(ErrorKey key, ErrorArg a, ErrorArg b, ErrorArg c) {
  Error e = error_of(key, std::move(a), std::move(b));
  e.args.push_back(std::move(c));
  return e;
}
Error error_of(ErrorKey key, ErrorArg a, ErrorArg b, ErrorArg c, ErrorArg d) {
  Error e = error_of(key, std::move(a), std::move(b), std::move(c));
  e.args.push_back(std::move(d));
  return e;
}
Status failure(ErrorKey key) { return error_of(key); }
Status failure(ErrorKey key, ErrorArg a) { return error_of(key, std::move(a)); }
Status failure(ErrorKey key, ErrorArg a, ErrorArg b) { return error_of(key, std::move(a), std::move(b)); }
Status failure(ErrorKey key, ErrorArg a, ErrorArg b, ErrorArg c) {
  return error_of(key, std::move(a), std::move(b), std::move(c));
}
Status failure(ErrorKey key, ErrorArg a, ErrorArg b, ErrorArg c, ErrorArg d) {
  return error_of(key, std::move(a), std::move(b), std::move(c), std::move(d));
}

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
