// No user-visible text is written in src/app: every label comes from assets/i18n. Reads the
// sources (CARC_SOURCE_DIR) without building them, so it runs natively and in WASM alike.
//
// What counts as user-visible: the first string literal passed to an ImGui call that shows its
// label or text (Begin, Button, Checkbox, Text*, Combo, Selectable, TableSetupColumn, …) and any
// literal given to a draw list's AddText, once the `##id` part is cut off, when it still contains
// a letter. Format strings ("%s", "%d/%d") and pure ids ("##colour", "###players") are fine; ids
// of calls that never show them (BeginTable, BeginChild, BeginTabBar, PushID) are not checked, nor are catalogue keys (the
// literals given to tr(), trn() and arg(), and any literal shaped like a key: "turn.rotate").
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
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

// Does the text before `at` end with `call` ("tr(")?
bool ends_with_call(const std::string& s, std::size_t at, std::string_view call) {
  return at >= call.size() && s.compare(at - call.size(), call.size(), call) == 0;
}

// The string literals in the arguments of the call whose "(" is at `open`, but catalogue keys and
// placeholder names (the literals given to tr(), trn() and arg()), which are never shown.
std::vector<std::string> literal_arguments(const std::string& s, std::size_t open) {
  std::vector<std::string> out;
  for (auto& [quote, lit] : test::call_literals(s, open))
    if (!ends_with_call(s, quote, "tr(") && !ends_with_call(s, quote, "trn(") && !ends_with_call(s, quote, "arg("))
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

// Literal keys given whole to tr() / trn() ("setup.start", not the prefix "tileset.").
std::vector<std::string> literal_keys(const std::string& s) {
  std::vector<std::string> keys;
  for (const char* call : {"tr(\"", "trn(\""}) {
    for (std::size_t at = s.find(call); at != std::string::npos; at = s.find(call, at + 1)) {
      if (at > 0 && (std::isalnum(static_cast<unsigned char>(s[at - 1])) || s[at - 1] == '_')) continue;
      const std::size_t begin = s.find('"', at) + 1, end = s.find('"', begin);
      const char after = s[end + 1];
      if (after == ')' || after == ',') keys.push_back(s.substr(begin, end - begin));
    }
  }
  return keys;
}

}  // namespace

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
