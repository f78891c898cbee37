// Translation catalogues: the format (parsing, placeholders, plurals, errors naming file:line),
// the English fallback, and the shipped assets/i18n catalogues agreeing with each other.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include "ai/agent.h"
#include "data/assets.h"
#include "engine/expansions/expansions.h"
#include "i18n/translate.h"
#include "support/shipped_catalogues.h"

namespace carc::i18n {
namespace {

Catalogue parsed(std::string_view text) {
  Catalogue c;
  const Status s = c.parse(text, "test.lang");
  REQUIRE_MESSAGE(s.ok(), s.message());
  return c;
}

// The key without its plural suffix: "n.tiles.few" -> "n.tiles".
std::string base_key(const std::string& key) {
  for (std::string_view suffix : {".one", ".few", ".other"})
    if (key.size() > suffix.size() && key.compare(key.size() - suffix.size(), suffix.size(), suffix) == 0)
      return key.substr(0, key.size() - suffix.size());
  return key;
}

std::set<std::string> sorted(std::vector<std::string> v) { return {v.begin(), v.end()}; }

}  // namespace

TEST_CASE("a catalogue line is `key = text` with {name} placeholders and \\n escapes") {
  const Catalogue c = parsed("# comment\n@language xx\n\nhello = Hello, {name}!\nbreak = a\\nb\n");
  CHECK(c.code() == "xx");
  REQUIRE(c.find("hello"));
  CHECK(*c.find("hello") == "Hello, {name}!");
  CHECK(*c.find("break") == "a\nb");
  CHECK(c.find("missing") == nullptr);
  CHECK(fill("Hello, {name}! {other}", std::vector<Arg>{arg("name", "Šárka")}) == "Hello, Šárka! {other}");
  CHECK(placeholders("{who} scored {points} for {feature}") == std::vector<std::string>{"who", "points", "feature"});
}

TEST_CASE("Czech plurals choose one for 1, few for 2-4 and other for 0 and 5+ (1 kartička, 2 kartičky, 5 kartiček)") {
  Translator t;
  t.add(parsed("@language en\n@plurals one other\nn.tiles.one = {n} tile\nn.tiles.other = {n} tiles\n"));
  t.add(parsed("@language cs\n@plurals one few other\nn.tiles.one = {n} kartička\nn.tiles.few = {n} kartičky\n"
               "n.tiles.other = {n} kartiček\n"));
  CHECK(t.choose("cs-CZ") == "cs");
  CHECK(t.count("n.tiles", 1) == "1 kartička");
  CHECK(t.count("n.tiles", 2) == "2 kartičky");
  CHECK(t.count("n.tiles", 4) == "4 kartičky");
  CHECK(t.count("n.tiles", 5) == "5 kartiček");
  CHECK(t.count("n.tiles", 0) == "0 kartiček");
  CHECK(t.count("n.tiles", 22) == "22 kartiček");
  CHECK(t.choose("en-GB") == "en");
  CHECK(t.count("n.tiles", 1) == "1 tile");
  CHECK(t.count("n.tiles", 3) == "3 tiles");
}

TEST_CASE("a key missing from the chosen language falls back to English, then to the key itself") {
  Translator t;
  t.add(parsed("@language en\nonly.english = Start\nboth = Red\n"));
  t.add(parsed("@language cs\nboth = Červený\n"));
  CHECK(t.choose("cs") == "cs");
  CHECK(t.text("both") == "Červený");
  CHECK(t.text("only.english") == "Start");
  CHECK(t.text("nowhere") == "nowhere");
  CHECK(t.choose("de") == "en");  // an unknown language chooses English
  CHECK(t.text("both") == "Red");
}

TEST_CASE("catalogue errors name the file, the line and the problem, and leave the catalogue as it was") {
  Catalogue c = parsed("@language en\nkept = yes\n");
  const auto error = [&](std::string_view text) { return c.parse(text, "bad.lang").message(); };
  CHECK(error("@language en\nno equals sign\n") == "bad.lang:2: expected 'key = text'");
  CHECK(error("@language en\nBad Key = x\n") == "bad.lang:2: bad key 'Bad Key' (a-z, 0-9, '.', '_', '-')");
  CHECK(error("@language en\na = 1\na = 2\n") == "bad.lang:3: key 'a' given twice");
  CHECK(error("@language en\na = {open\n") == "bad.lang:2: placeholder not closed with '}'");
  CHECK(error("@language en\na = \\t\n") == "bad.lang:2: unknown escape '\\t'");
  CHECK(error("@plurals one two\n") == "bad.lang:1: @plurals must be 'one other' or 'one few other', not 'one two'");
  CHECK(error("a = 1\n") == "bad.lang: no '@language CODE' line");
  CHECK(c.code() == "en");
  CHECK(*c.find("kept") == "yes");
}

TEST_CASE("an expansion's words are a part of its language's catalogue: same @language, no @plurals, no key twice") {
  Catalogue c = parsed("@language cs\n@plurals one few other\nkept = ano\nn.x.one = {n} x\nn.x.few = {n} x\nn.x.other = {n} x\n");
  REQUIRE(c.parse_part("# its words\n@language cs\nadded = přidáno\nn.y.one = {n} y\nn.y.few = {n} y\nn.y.other = {n} y\n", "cs/part.lang").ok());
  CHECK(*c.find("added") == "přidáno");
  CHECK(*c.find("kept") == "ano");
  CHECK(*c.find_plural("n.y", 3) == "{n} y");  // the few form: the main file's @plurals
  CHECK(c.code() == "cs");
  CHECK(c.has_few());
  const auto error = [&](std::string_view text) { return c.parse_part(text, "cs/bad.lang").message(); };
  CHECK(error("@language cs\nnew = 1\nkept = znovu\n") == "cs/bad.lang:3: key 'kept' given twice");
  CHECK(error("@language en\nnew = 1\n") == "cs/bad.lang:1: says '@language en'");
  CHECK(error("@language cs\n@plurals one other\nnew = 1\n") ==
        "cs/bad.lang:2: an expansion's words take the plural forms of cs.lang: no @plurals line here");
  CHECK(error("new = 1\n") == "cs/bad.lang: no '@language CODE' line");
  CHECK(c.find("new") == nullptr);  // every failed part left the catalogue as it was
  CHECK(*c.find("kept") == "ano");
}

// A folder of catalogues as Translator::load reads it: DIR/<code>.lang, then DIR/<code>/*.lang.
static void write_catalogue(const std::filesystem::path& file, std::string_view text) {
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << text;
}

TEST_CASE("Translator::load reads each language's main file, then its expansions' words in the order of their names") {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "carc_catalogue_parts_test";
  std::filesystem::remove_all(dir);
  write_catalogue(dir / "en.lang", "@language en\nhello = Hello\n");
  write_catalogue(dir / "cs.lang", "@language cs\n@plurals one few other\nhello = Ahoj\n");
  write_catalogue(dir / "en" / "b.lang", "@language en\nfrom.b = B\n");
  write_catalogue(dir / "en" / "a.lang", "@language en\nfrom.a = A\n");
  write_catalogue(dir / "en" / "notes.txt", "not a catalogue = ignored\n");
  write_catalogue(dir / "cs" / "a.lang", "@language cs\nfrom.a = Á\n");
  Translator t;
  REQUIRE(t.load(dir.string()).ok());
  CHECK(t.text("from.a") == "A");
  CHECK(t.text("from.b") == "B");
  t.choose("cs");
  CHECK(t.text("from.a") == "Á");
  CHECK(t.text("from.b") == "B");  // missing in Czech: the English part's
  CHECK(t.text("hello") == "Ahoj");
  // The same key in two parts: the error names the later file (by name) and its line.
  write_catalogue(dir / "en" / "b.lang", "@language en\n\nfrom.a = again\n");
  const Status twice = t.load(dir.string());
  REQUIRE_FALSE(twice.ok());
  CHECK(twice.message() == (dir / "en" / "b.lang").string() + ":3: key 'from.a' given twice");
  CHECK(t.text("from.a") == "Á");  // a failed load keeps the catalogues it had
  std::filesystem::remove_all(dir);
}

TEST_CASE("the expansions' words are their own files, assets/i18n/<code>/<name>.lang, the same names in both languages, and the game reads them") {
  const std::filesystem::path i18n = std::filesystem::path(CARC_SOURCE_DIR) / "assets" / "i18n";
  std::set<std::string> names[2];
  const char* codes[2] = {"en", "cs"};
  for (int l = 0; l < 2; ++l)
    for (const auto& entry : std::filesystem::directory_iterator(i18n / codes[l]))
      if (entry.path().extension() == ".lang") names[l].insert(entry.path().stem().string());
  CHECK(names[0] == names[1]);
  CHECK(names[0] == std::set<std::string>{"gingerbread", "inns", "maps", "porxada", "traders", "winter"});
  for (const char* code : codes) {
    std::string main_text;
    REQUIRE(data::read_file((i18n / (std::string(code) + ".lang")).string(), main_text).ok());
    Catalogue main_file;
    REQUIRE(main_file.parse(main_text, code).ok());
    const Catalogue* whole = shipped().find(code);
    REQUIRE(whole);
    std::size_t in_parts = 0;
    for (const std::string& name : names[0]) {
      const std::string file = (i18n / code / (name + ".lang")).string();
      std::string text;
      REQUIRE(data::read_file(file, text).ok());
      Catalogue part;
      REQUIRE(part.parse(text, file).ok());
      CHECK(part.code() == code);
      CHECK_FALSE(part.entries().empty());
      // Every entry of a part is the shipped catalogue's, and the main file has none of them.
      for (const auto& entry : part.entries()) {
        const std::string& key = entry.first;
        CHECK_MESSAGE(whole->find(key) != nullptr, file, " ", key);
        if (whole->find(key)) CHECK(*whole->find(key) == entry.second);
        CHECK_MESSAGE(main_file.find(key) == nullptr, code, ".lang also has ", key);
      }
      in_parts += part.entries().size();
    }
    CHECK(main_file.entries().size() + in_parts == whole->entries().size());
  }
  CHECK(shipped().text("choice.porxada_bonus") == "Option B: the end bonus");  // en/porxada.lang
  CHECK(shipped().text("tileset.gbm") == "Gingerbread Man");                  // en/gingerbread.lang
}

TEST_CASE("the shipped catalogues have the same keys with the same placeholders") {
  const Catalogue& en = *shipped().find("en");
  const Catalogue& cs = *shipped().find("cs");
  std::set<std::string> en_keys, cs_keys;
  for (const auto& [key, text] : en.entries()) en_keys.insert(base_key(key));
  for (const auto& [key, text] : cs.entries()) cs_keys.insert(base_key(key));
  CHECK(en_keys == cs_keys);
  for (const auto& entry : en.entries()) {  // NOTE: no structured bindings: clang 14 cannot capture them in INFO
    const std::string& key = entry.first;
    const std::string& text = entry.second;
    const std::string* other = base_key(key) == key ? cs.find(key) : cs.find_plural(base_key(key), 5);
    if (!other) continue;
    INFO("key " << key);
    CHECK(sorted(placeholders(text)) == sorted(placeholders(*other)));
  }
}

TEST_CASE("every plural key has the forms its language declares: one/other in English, one/few/other in Czech") {
  for (std::string_view code : kLanguages) {
    const Catalogue& c = *shipped().find(code);
    for (const auto& entry : c.entries()) {
      const std::string& key = entry.first;
      const std::string base = base_key(key);
      if (base == key) continue;
      INFO(code << " " << key);
      CHECK(c.find(base + ".one"));
      CHECK(c.find(base + ".other"));
      CHECK(static_cast<bool>(c.find(base + ".few")) == c.has_few());
      CHECK(c.find(base) == nullptr);  // a key is either plural or not
    }
  }
}

TEST_CASE("every tile set, expansion rule and rule switch of the engine is named in both languages") {
  for (std::string_view code : kLanguages) {
    const Catalogue& c = *shipped().find(code);
    INFO(code);
    for (const TileSetInfo& s : tile_sets()) CHECK_MESSAGE(c.find("tileset." + std::string(s.id)), s.id);
    for (const RuleSetInfo& r : rule_sets()) {
      CHECK_MESSAGE(c.find("rules." + std::string(r.id)), r.id);
      CHECK_MESSAGE(c.find("rules." + std::string(r.id) + ".adds"), r.id);
    }
    for (const RuleSwitch& s : rule_switches()) CHECK_MESSAGE(c.find("option." + std::string(s.name)), s.name);
  }
}

TEST_CASE("every computer level is named in both languages, and English says what ai::level_meaning says") {
  Translator t = shipped();
  for (std::string_view code : kLanguages) {
    const Catalogue& c = *shipped().find(code);
    INFO(code);
    for (const char* level : {"random", "easy", "greedy", "medium", "hard", "mcts"}) CHECK_MESSAGE(c.find("ai.level." + std::string(level)), level);
  }
  t.choose("en");
  const std::pair<const char*, ai::Level> levels[] = {
      {"random", ai::Level::Random}, {"easy", ai::Level::Easy}, {"medium", ai::Level::Medium}, {"hard", ai::Level::Hard}};
  for (const auto& [name, level] : levels) CHECK(t.text("ai.meaning." + std::string(name)) == ai::level_meaning(level));
  t.choose("cs");
  CHECK(t.text("ai.level.hard") == "těžký");
  CHECK(t.text("ai.seat.human") == "Člověk");
  CHECK(t.text("turn.thinking", {arg("who", "Modrý"), arg("level", "těžký")}) == "Modrý (těžký) přemýšlí…");
}

TEST_CASE("the Czech catalogue uses the fan wiki's terms") {
  Translator t = shipped();
  t.choose("cs");
  CHECK(t.text("tileset.winter") == "Zimní krajina");
  CHECK(t.text("tileset.gbm") == "Pan Perníček");
  CHECK(t.text("map.iberia") == "Pyrenejský poloostrov");
  CHECK(t.text("setup.chips") == "Mapové žetony");
  CHECK(t.count("n.points", 3) == "3 body");
  CHECK(t.count("n.completed_cities", 5) == "5 dokončených měst");
  // Figures in a sentence are lower case and declined; chips named in brackets agree with nothing.
  CHECK(t.text("event.deployed.city", {arg("who", "Červený"), arg("figure", t.text("figure.big.placed"))}) ==
        "Červený umístí velkého družiníka do města");
  CHECK(t.text("event.chip.cache", {arg("who", "Modrý"), arg("chip", "oranžový 2"), arg("points", "4 body")}) ==
        "Modrý najde kešku (oranžový 2) a\u00a0získá 4 body");
  CHECK(t.text("event.gbm_bonus", {arg("who", "Modrý"), arg("points", "6 bodů")}) == "Modrý získá 6 bodů za perníčka");
  // Right after the player's name in the turn panel, the tiles left are a phrase of their own.
  CHECK(t.text("turn.left", {arg("left", t.count("n.tiles_left", 12))}) == "– na hromádce zbývá 12 kartiček");
  CHECK(t.text("turn.left", {arg("left", t.count("n.tiles_left", 3))}) == "– na hromádce zbývají 3 kartičky");
  CHECK(t.text("web.title") == t.text("app.title"));
  CHECK(t.text("web.title") == "Carcassonne: Mapy");
}

TEST_CASE("the figure markers on a placed tile are distinct letters in each language") {
  for (std::string_view code : kLanguages) {
    Translator t = shipped();
    t.choose(code);
    std::set<std::string> markers;
    for (const char* key : {"marker.0", "marker.1", "marker.2", "marker.3", "marker.gbm"}) markers.insert(t.text(key));
    INFO(code);
    CHECK(markers.size() == 5);
  }
}

}  // namespace carc::i18n

namespace carc::i18n {
namespace {

// The names of towns, cities, start squares and islands in the shipped map files, in the form a
// `place.*` key spells them: lower case, `_` for spaces.
std::set<std::string> map_place_keys() {
  std::set<std::string> keys;
  for (const char* file : {"taiwan.map", "iberia.map"}) {
    std::ifstream in(std::string(CARC_SOURCE_DIR) + "/assets/maps/" + file);
    REQUIRE_MESSAGE(in, file);
    static const std::regex kPlace(R"(^(city|town|start|island)\s+(\S+( \S+)*?)\s{2,}.*)");
    std::string line;
    std::smatch m;
    while (std::getline(in, line)) {
      if (!std::regex_match(line, m, kPlace)) continue;
      std::string key = "place.";
      for (const char c : m[2].str()) key += c == ' ' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      keys.insert(key);
    }
  }
  return keys;
}

}  // namespace

TEST_CASE("every place.* key names a town, city, start square or island of a shipped map") {
  const std::set<std::string> places = map_place_keys();
  CHECK(places.count("place.lisboa") == 1);
  CHECK(places.count("place.green_island") == 1);
  for (std::string_view code : kLanguages)
    for (const auto& entry : shipped().find(code)->entries()) {
      if (entry.first.rfind("place.", 0) != 0) continue;
      INFO(code << " " << entry.first);
      CHECK(places.count(entry.first) == 1);
    }
}

}  // namespace carc::i18n
