// No user-visible text is written in src/app: every label, log line and error comes from
// assets/i18n. Reads the sources (CARC_SOURCE_DIR) without building them, so it runs natively and
// in WASM alike. Two checks: any literal of the code that reads as words (two words, or a
// capitalised word: "Final scoring", "the game is over"), wherever it goes (the log, an error, a
// label); and the ImGui calls' labels below.
//
// What counts as user-visible: the first string literal passed to an ImGui call that shows its
// label or text (Begin, Button, Checkbox, Text*, Combo, Selectable, TableSetupColumn, …) and any
// literal given to a draw list's AddText, once the `##id` part is cut off, when it still contains
// a letter. Format strings ("%s", "%d/%d") and pure ids ("##colour", "###players") are fine; ids
// of calls that never show them (BeginTable, BeginChild, BeginTabBar, PushID) are not checked, nor are catalogue keys (the
// literals given to a translator's text() and count() -- `w.text("turn.rotate")` -- and to arg(), and any
// literal shaped like a key: "turn.rotate").
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/translate.h"
#include "support/source_scan.h"

namespace carc {
namespace {

namespace fs = std::filesystem;

const char* const kShowsLabel[] = {
    "Begin(", "BeginCombo(", "BeginMenu(", "BeginTabItem(", "BeginPopup(", "BeginPopupModal(", "Button(",
    "SmallButton(", "Checkbox(", "CollapsingHeader(", "Combo(", "Selectable(", "MenuItem(", "RadioButton(",
    "InputInt(", "InputText(", "InputFloat(", "SliderInt(", "SliderFloat(", "DragInt(", "ColorEdit3(",
    "TreeNode(", "TableSetupColumn(", "Text(", "TextUnformatted(", "TextColored(", "TextWrapped(",
    "TextDisabled(", "BulletText(", "LabelText(", "SetTooltip(", "AddText(", "ProgressBar("};

std::vector<fs::path> app_sources() {
  std::vector<fs::path> out;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(CARC_SOURCE_DIR) / "src" / "app"))
    if (entry.path().extension() == ".cpp" || entry.path().extension() == ".h") out.push_back(entry.path());
  return out;
}

// Does the text before `at` end with `call` (".text(")?
bool ends_with_call(const std::string& s, std::size_t at, std::string_view call) {
  return at >= call.size() && s.compare(at - call.size(), call.size(), call) == 0;
}

// The string literals in the arguments of the call whose "(" is at `open`, but catalogue keys and
// placeholder names (the literals given to text(), count() and arg()), which are never shown.
std::vector<std::string> literal_arguments(const std::string& s, std::size_t open) {
  std::vector<std::string> out;
  for (auto& [quote, lit] : test::call_literals(s, open))
    if (!ends_with_call(s, quote, ".text(") && !ends_with_call(s, quote, ".count(") && !ends_with_call(s, quote, "arg("))
      out.push_back(std::move(lit));
  return out;
}

// A literal a player would read: letters outside its `##id` and outside printf conversions, and
// not a catalogue key ("turn.rotate": lower-case, digits, '.', '_', '-', with a dot).
bool is_visible_text(const std::string& literal) {
  if (literal.find('.') != std::string::npos &&
      literal.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789._-") == std::string::npos)
    return false;
  const std::string shown = literal.substr(0, literal.find("##"));
  for (std::size_t i = 0; i < shown.size(); ++i) {
    if (shown[i] == '%') {  // skip a conversion such as %s, %d, %.1f
      while (i + 1 < shown.size() && !std::isalpha(static_cast<unsigned char>(shown[i + 1]))) ++i;
      ++i;
      continue;
    }
    if (std::isalpha(static_cast<unsigned char>(shown[i]))) return true;
  }
  return false;
}

// Literal keys given whole to a translator's text() / count() ("setup.start", not the prefix "tileset.").
std::vector<std::string> literal_keys(const std::string& s) {
  std::vector<std::string> keys;
  for (const char* call : {".text(\"", ".count(\""}) {
    for (std::size_t at = s.find(call); at != std::string::npos; at = s.find(call, at + 1)) {
      const std::size_t begin = s.find('"', at) + 1, end = s.find('"', begin);
      const char after = s[end + 1];
      if (after == ')' || after == ',') keys.push_back(s.substr(begin, end - begin));
    }
  }
  return keys;
}

// `source` with its comments blanked out (string and character literals kept as they are), so
// that literals are only found in code.
std::string without_comments(const std::string& source) {
  std::string out = source;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == '"' || out[i] == '\'') {
      const char quote = out[i];
      for (++i; i < out.size() && out[i] != quote; ++i)
        if (out[i] == '\\') ++i;
    } else if (out.compare(i, 2, "//") == 0) {
      for (; i < out.size() && out[i] != '\n'; ++i) out[i] = ' ';
    } else if (out.compare(i, 2, "/*") == 0) {
      const std::size_t end = std::min(out.find("*/", i + 2), out.size() - 2) + 2;
      for (; i < end; ++i)
        if (out[i] != '\n') out[i] = ' ';
      --i;
    }
  }
  return out;
}

// Does `literal` read as words a player could be shown: two words of letters ("Final scoring",
// "the game is over", "line 3: …") or a capitalised word ("Rotate"), outside its `##id` and its
// printf conversions?
bool reads_as_words(const std::string& literal) {
  std::string shown = literal.substr(0, literal.find("##"));
  for (std::size_t at = shown.find('%'); at != std::string::npos; at = shown.find('%', at)) {
    std::size_t end = at + 1;
    while (end < shown.size() && !std::isalpha(static_cast<unsigned char>(shown[end]))) ++end;
    shown.erase(at, end + 1 - at);
  }
  const auto letter = [&](std::size_t i) { return i < shown.size() && std::isalpha(static_cast<unsigned char>(shown[i])); };
  for (std::size_t i = 0; i + 1 < shown.size(); ++i) {
    const bool word_start = letter(i) && (i == 0 || !letter(i - 1));
    if (!word_start) continue;
    std::size_t end = i;
    while (letter(end)) ++end;
    if (std::isupper(static_cast<unsigned char>(shown[i])) && end - i >= 3 &&
        std::all_of(shown.begin() + i + 1, shown.begin() + end, [](char c) { return std::islower(static_cast<unsigned char>(c)); }))
      return true;  // a capitalised word
    std::size_t next = end;
    while (next < shown.size() && std::string_view(" ,:;!?'").find(shown[next]) != std::string_view::npos) ++next;
    if (end - i >= 2 && next > end && next - end <= 2 && shown[end] != '\'' && letter(next)) return true;  // two words
  }
  return false;
}

// Every literal of `source`'s code that reads as words, but catalogue keys and placeholder names
// (given to text(), count(), arg()), key-shaped literals and the page's performance marks ("carc:…").
std::vector<std::string> worded_literals(const std::string& source) {
  const std::string code = without_comments(source);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < code.size(); ++i) {
    if (code[i] == '\'') {
      for (++i; i < code.size() && code[i] != '\''; ++i)
        if (code[i] == '\\') ++i;
      continue;
    }
    if (code[i] != '"') continue;
    const std::size_t quote = i;
    std::string lit;
    for (++i; i < code.size() && code[i] != '"'; ++i) {
      if (code[i] != '\\') lit += code[i];
      else if (const char e = code[++i]; e == 'n' || e == 't') lit += ' ';  // "\n" ends a word
      else lit += e;
    }
    if (ends_with_call(code, quote, ".text(") || ends_with_call(code, quote, ".count(") || ends_with_call(code, quote, "arg(") ||
        ends_with_call(code, quote, "#include ") || lit.rfind("carc:", 0) == 0 || !is_visible_text(lit))
      continue;
    if (reads_as_words(lit)) out.push_back(lit);
  }
  return out;
}

}  // namespace

TEST_CASE("no string literal of src/app reads as words: the log, errors and labels all come from the catalogues") {
  // The check sees what it must: a log line, an error and a label, in code, not in comments.
  CHECK(worded_literals("log_.push_back({\"Final scoring\", true});") == std::vector<std::string>{"Final scoring"});
  CHECK(worded_literals("return reply(\"the game is over\");").size() == 1);
  CHECK(worded_literals("error = \"move \" + std::to_string(i) + \" of the turn in progress\";") ==
        std::vector<std::string>{" of the turn in progress"});
  CHECK(worded_literals("ImGui::Button(\"Rotate\");").size() == 1);
  CHECK(worded_literals("// \"Final scoring\" in a comment\n/* \"Start the game\" */ x = '\"';").empty());
  CHECK(worded_literals("w.text(\"event.final_scoring\"); mark(\"carc:first-frame\"); f(\"%d/%d\", \"##id\", \"end\");").empty());
  std::vector<std::string> found;
  for (const fs::path& path : app_sources()) {
    const std::string file = path.filename().string();
    for (const std::string& lit : worded_literals(test::read_source(path)))
      found.push_back(file + ": \"" + lit + "\"");
  }
  CHECK_MESSAGE(found.empty(), "literals that read as words (use w.text() and a catalogue key): " << [&] {
    std::string all;
    for (const std::string& f : found) all += "\n  " + f;
    return all;
  }());
}

TEST_CASE("no user-visible string literal is left in src/app: labels and texts come from the catalogues") {
  std::vector<std::string> found;
  for (const fs::path& path : app_sources()) {
    const std::string s = test::read_source(path);
    for (const char* call : kShowsLabel) {
      for (std::size_t at = s.find(call); at != std::string::npos; at = s.find(call, at + 1)) {
        if (at > 0 && std::isalnum(static_cast<unsigned char>(s[at - 1]))) continue;  // TextColoredX(, …
        for (const std::string& lit : literal_arguments(s, at + std::string(call).size() - 1))
          if (is_visible_text(lit)) found.push_back(path.filename().string() + ": " + call + "\"" + lit + "\"");
      }
    }
  }
  CHECK_MESSAGE(found.empty(), "user-visible literals: " << [&] {
    std::string all;
    for (const std::string& f : found) all += "\n  " + f;
    return all;
  }());
  CHECK(is_visible_text("Start the game"));  // the check itself sees what it must
  CHECK_FALSE(is_visible_text("%d/%d/%d"));
  CHECK_FALSE(is_visible_text("##colour"));
  CHECK_FALSE(is_visible_text("turn.rotate.touch"));
}

TEST_CASE("every key src/app asks for by name exists in both catalogues") {
  i18n::Translator words;
  const Status s = words.load(std::string(CARC_SOURCE_DIR) + "/assets/i18n");
  REQUIRE_MESSAGE(s.ok(), s.message());
  int keys = 0;
  for (const fs::path& path : app_sources()) {
    for (const std::string& key : literal_keys(test::read_source(path))) {
      ++keys;
      for (std::string_view code : i18n::kLanguages) {
        const i18n::Catalogue& c = *words.find(code);
        INFO(path.filename().string() << ": " << code << " " << key);
        CHECK((c.find(key) || c.find_plural(key, 5)));
      }
    }
  }
  CHECK(keys > 50);  // the search found the app's lookups
}

}  // namespace carc
