// The turn panel's buttons (src/app/words/choices.cpp) in the shipped catalogues (issue 20): the Iberia
// cache (IB6), the Gingerbread Man (G3), La Porxada's swap and its refusal (P5-P8) and the knight's
// withdrawal name the feature, its size in tiles and the figures on it, never a square's coordinates,
// and no two buttons of one step read the same.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>

#include "app/words/choices.h"
#include "engine/support.h"
#include "i18n/translate.h"
#include "support/shipped_catalogues.h"

namespace carc {
namespace {

using i18n::speak;

// English again when a test case ends: the words are the process's, and later tests read English.
struct EnglishAfter {
  ~EnglishAfter() { i18n::spoken().choose("en"); }
};

bool names_a_feature(MoveKind k) {
  return k == MoveKind::Cache || k == MoveKind::Gbm || k == MoveKind::Swap || k == MoveKind::Refuse ||
         k == MoveKind::Withdraw;
}

}  // namespace

TEST_CASE("no button of any expansion's step, in English or Czech, tells alike places apart by a number in brackets (issue 26)") {
  const EnglishAfter english_after;
  const std::regex bracketed(R"(\(\s*\d)");            // "(1st)", "(2.)", "(1)"
  const std::regex ends_numbered(R"(\(\s*\d[^()]*\)\s*$)");
  int where = 0;
  std::map<std::string, std::vector<std::string>> samples;  // language -> buttons that say where
  std::vector<app::Choice> choices;
  for (const char* header : {"game 1\nplayers Ana Ben Cyril\ntiles base,ic,tb,gbm,porxada\nrules ic,tb,gbm,porxada\nseed 11\n",
                             "game 1\nplayers Ana Ben\ntiles base,gbm,porxada\nrules gbm,porxada\noption porxada-house on\nseed 4\n",
                             "game 1\nplayers Ana Ben Cyril Dana\ntiles winter,gbm,ic,tb\nrules gbm,ic,tb\nseed 9\n",
                             "game 1\nplayers Ana Ben Cyril\nmap iberia\nchips on\nseed 3\n",
                             "game 1\nplayers Ana Ben\nmap taiwan\nchips on\nseed 5\n"}) {
    CAPTURE(header);
    Game g = test::load(header);
    for (int step = 0; step < 2000 && g.phase() != Phase::Over; ++step) {
      for (const char* language : {"en", "cs"}) {
        speak(language);
        app::list_choices(i18n::spoken(), g, choices);
        for (const app::Choice& c : choices) {
          CAPTURE(c.label);
          CHECK_FALSE(std::regex_search(c.label, bracketed));
          CHECK_FALSE(std::regex_search(c.label, ends_numbered));
          const bool said_where = c.label.find(language == std::string("en") ? "the tile just placed" : "právě přiložen") != std::string::npos;
          if (said_where && samples[language].size() < 3) samples[language].push_back(c.label);
          where += language == std::string("en") && said_where;
        }
      }
      REQUIRE(!choices.empty());
      REQUIRE(g.apply(choices[static_cast<std::size_t>(step) * 7919u % choices.size()].move).ok());
    }
  }
  speak("en");
  MESSAGE(where, " buttons say where their place lies");
  for (const auto& [language, labels] : samples)
    for (const std::string& label : labels) MESSAGE(language, ": ", label);
  CHECK(where > 0);  // the games met alike places (two cities of 3 tiles) and told them apart by where they lie
}

TEST_CASE("every button of whole games names features without coordinates, and no two of a step read alike (IB6, G3, P5-P8)") {
  const EnglishAfter english_after;
  const std::regex square(R"(-?\d+,-?\d+)");
  std::map<MoveKind, int> seen;
  std::map<std::string, std::set<std::string>> words;  // language -> labels of the named kinds
  std::vector<app::Choice> choices;
  std::vector<Event> events;
  for (const char* header : {"game 1\nplayers Ana Ben Cyril\ntiles base,ic,tb,gbm,porxada\nrules ic,tb,gbm,porxada\nseed 11\n",
                             "game 1\nplayers Ana Ben\ntiles base,gbm,porxada\nrules gbm,porxada\nseed 4\n",
                             "game 1\nplayers Ana Ben Cyril\nmap iberia\nchips on\nseed 3\n",
                             "game 1\nplayers Ana Ben\nmap taiwan\nchips on\nseed 5\n"}) {
    CAPTURE(header);
    Game g = test::load(header);
    std::uint32_t seed = 7;
    for (int step = 0; step < 2000 && g.phase() != Phase::Over; ++step) {
      for (const char* language : {"en", "cs"}) {
        speak(language);
        app::list_choices(i18n::spoken(), g, choices);
        std::set<std::string> labels;
        for (const app::Choice& c : choices) {
          CAPTURE(c.label);
          // Taiwan payments (TW6) are one button per chip set of the meeple picked on the board.
          if (c.move.kind != MoveKind::Upgrade) CHECK_MESSAGE(labels.insert(c.label).second, "two buttons read alike");
          if (!names_a_feature(c.move.kind)) continue;
          CHECK_FALSE(std::regex_search(c.label, square));
          CHECK(c.label.find('?') == std::string::npos);
          CHECK(c.label.find('{') == std::string::npos);
          if (c.move.kind == MoveKind::Cache) CHECK(c.number >= 1);
          if (c.move.kind == MoveKind::Gbm || c.move.kind == MoveKind::Withdraw)
            CHECK(c.label.find(language == std::string("en") ? " tile" : "kartič") != std::string::npos);
          words[language].insert(c.label);
          if (language == std::string("en")) ++seen[c.move.kind];
        }
      }
      REQUIRE(!choices.empty());
      seed = seed * 1664525u + 1013904223u;
      events.clear();
      REQUIRE(g.apply(choices[(seed >> 8) % choices.size()].move, &events).ok());
    }
    REQUIRE(g.phase() == Phase::Over);
  }
  speak("en");
  for (const auto& [kind, n] : seen) MESSAGE("move kind ", static_cast<int>(kind), ": ", n, " buttons");
  // The games met the cache squares (IB6), the Gingerbread Man (G3) and La Porxada's swap (P5).
  for (MoveKind k : {MoveKind::Cache, MoveKind::Gbm, MoveKind::Swap}) CHECK_MESSAGE(seen[k] > 0, "move kind ", static_cast<int>(k));
}

}  // namespace carc

namespace carc {

// P15 house rule: La Porxada's city (with the start tile's city: 5 tiles) and Red's knight in it is closed
// by Blue's B-L; Red may withdraw the knight.
TEST_CASE("the knight's withdrawal names its city by size, not its square (P15, en and cs)") {
  const EnglishAfter english_after;
  Game g = test::load(
      "game 1\nplayers Red Blue\ntiles base,porxada\nrules porxada\noption porxada-house on\nseed 1\n"
      "Red LP-1 0,-1 r0 porxada bonus meeple N2\nBlue B-E 1,-1 r270\nRed B-E -1,-1 r90\n");
  std::vector<app::Choice> choices;
  speak("en");
  app::list_choices(i18n::spoken(), g, choices);
  const auto at = std::find_if(choices.begin(), choices.end(), [](const app::Choice& c) { return c.move.pos == Pos{0, -2}; });
  REQUIRE(at != choices.end());
  REQUIRE(g.apply(at->move).ok());
  app::list_choices(i18n::spoken(), g, choices);
  const auto none = std::find_if(choices.begin(), choices.end(), [](const app::Choice& c) { return c.move.kind == MoveKind::NoFigure; });
  REQUIRE(none != choices.end());
  REQUIRE(g.apply(none->move).ok());
  REQUIRE(g.phase() == Phase::Withdraw);
  app::list_choices(i18n::spoken(), g, choices);
  REQUIRE(choices.size() == 2);
  CHECK(choices[0].label == "Withdraw the knight from the city of 5 tiles");
  CHECK(choices[1].label == "Keep the knights there");
  speak("cs");
  app::list_choices(i18n::spoken(), g, choices);
  CHECK(choices[0].label == "Odstranit rytíře z\u00a0města o\u00a05 kartičkách");
  speak("en");
}

}  // namespace carc

namespace carc {
namespace {

// The features of `kind` on tile `id`.
std::vector<int> features_of(const TileDef& d, FeatureKind kind) {
  std::vector<int> out;
  for (int f = 0; f < static_cast<int>(d.features.size()); ++f)
    if (d.features[static_cast<std::size_t>(f)].kind == kind) out.push_back(f);
  return out;
}

}  // namespace

TEST_CASE("two fields split by a road, three by a T junction and a field beside a city are named where they lie (en, cs)") {
  const EnglishAfter english_after;
  const TileDef& road = test::catalogue().def(test::tile("B-U"));
  const TileDef& junction = test::catalogue().def(test::tile("B-W"));
  const TileDef& city = test::catalogue().def(test::tile("B-D"));
  const TileDef& cross = test::catalogue().def(test::tile("B-X"));
  speak("en");
  const i18n::Translator& w = i18n::spoken();
  CHECK(app::feature_place_words(w, road, 0, 1, features_of(road, FeatureKind::Field)) == "north field");
  CHECK(app::feature_place_words(w, road, 1, 2, features_of(road, FeatureKind::Field)) == "west field");
  CHECK(app::feature_place_words(w, junction, 0, 4, features_of(junction, FeatureKind::Field)) == "south-east field");
  CHECK(app::feature_place_words(w, city, 0, 2, features_of(city, FeatureKind::Field)) == "field by the city");
  CHECK(app::feature_place_words(w, city, 0, 3, features_of(city, FeatureKind::Field)) == "south field");
  CHECK(app::feature_place_words(w, cross, 0, 1, features_of(cross, FeatureKind::Road)) == "east road");
  const TileDef& corner = test::catalogue().def(test::tile("T-07"));  // two small fields in its south-east corner
  CHECK(app::feature_place_words(w, corner, 0, 5, features_of(corner, FeatureKind::Field)) == "field on the east side");
  CHECK(app::feature_place_words(w, corner, 0, 3, features_of(corner, FeatureKind::Field)) == "south-west field");
  const TileDef& crossing = test::catalogue().def(test::tile("T-24"));
  CHECK(app::feature_place_words(w, crossing, 0, 0, features_of(crossing, FeatureKind::Road)) == "north–south road");
  speak("cs");
  CHECK(app::feature_place_words(w, road, 0, 1, features_of(road, FeatureKind::Field)) == "severní louka");
  CHECK(app::feature_place_words(w, junction, 0, 5, features_of(junction, FeatureKind::Field)) == "jihozápadní louka");
  CHECK(app::feature_place_words(w, city, 0, 2, features_of(city, FeatureKind::Field)) == "louka u\u00a0města");
  CHECK(app::feature_place_words(w, cross, 0, 0, features_of(cross, FeatureKind::Road)) == "severní cesta");
  CHECK(app::feature_place_words(w, corner, 0, 4, features_of(corner, FeatureKind::Field)) == "louka na jižní straně");
  CHECK(app::feature_place_words(w, crossing, 0, 1, features_of(crossing, FeatureKind::Road)) == "východozápadní cesta");
}

TEST_CASE("no two features of one kind on any tile of any catalogue, in any turn, share their words") {
  const EnglishAfter english_after;
  const Catalogue& c = test::catalogue();
  for (const char* language : {"en", "cs"}) {
    speak(language);
    for (int t = 0; t < c.size(); ++t) {
      const TileDef& d = c.def(TileType(t));
      for (int rot = 0; rot < 4; ++rot) {
        for (FeatureKind kind : {FeatureKind::City, FeatureKind::Road, FeatureKind::Field}) {
          const std::vector<int> alike = features_of(d, kind);
          std::set<std::string> said;
          for (int f : alike) {
            const std::string words = app::feature_place_words(i18n::spoken(), d, rot, f, alike);
            CAPTURE(d.id);
            CAPTURE(rot);
            CAPTURE(words);
            CHECK_MESSAGE(said.insert(words).second, "two features read alike");
          }
        }
      }
    }
  }
}

TEST_CASE("a figure step's buttons name fields by where they lie, never by a number, and cache squares keep their numbers") {
  const EnglishAfter english_after;
  const std::regex numbered(R"(\((\d+|\d+(st|nd|rd|th)|\d+\.)\))");
  const std::regex placed_en(R"((north|south|east|west|middle)([-–](east|west|south))? (field|road|city)|(field|road|city) on the|field by the city)");
  const std::regex placed_cs(R"((severo|jiho|východo)?(severní|jižní|východní|západní|prostřední|jižní) (louka|cesta|město)|na \S+ straně|louka u\xC2\xA0města)");
  std::vector<app::Choice> choices;
  int named = 0, named_cs = 0, caches = 0;
  for (const char* header : {"game 1\nplayers Ana Ben\nmap taiwan\nchips on\nseed 5\n",
                             "game 1\nplayers Ana Ben Cyril\nmap iberia\nchips on\nseed 3\n"}) {
    CAPTURE(header);
    Game g = test::load(header);
    for (int step = 0; step < 600 && g.phase() != Phase::Over; ++step) {
      for (const char* language : {"en", "cs"}) {
        const bool english = language == std::string("en");
        speak(language);
        app::list_choices(i18n::spoken(), g, choices);
        std::map<std::string, int> said;
        for (const app::Choice& ch : choices) ++said[ch.label];
        for (const app::Choice& ch : choices) {
          CAPTURE(ch.label);
          if (ch.move.kind != MoveKind::Upgrade) CHECK(said[ch.label] == 1);  // TW6: one button per chip set of the meeple picked
          if (ch.move.kind == MoveKind::Cache) {
            CHECK(ch.label.find(std::to_string(ch.number)) != std::string::npos);
            caches += english;
          }
          if (ch.move.kind != MoveKind::Deploy) continue;
          CHECK_FALSE(std::regex_search(ch.label, numbered));
          named += english && std::regex_search(ch.label, placed_en);
          named_cs += !english && std::regex_search(ch.label, placed_cs);
        }
      }
      std::vector<Move> moves;
      g.legal_moves(moves, Game::EndMove::AtGameEndOnly);
      if (moves.empty()) break;
      REQUIRE(g.apply(moves[static_cast<std::size_t>(step) * 7919u % moves.size()]).ok());
    }
  }
  MESSAGE(named, " figure buttons named by where they lie, ", caches, " cache buttons");
  CHECK(named > 5);
  CHECK(named_cs == named);  // the same buttons say it in Czech
  CHECK(caches > 0);
}

TEST_CASE("a figure stood on any tile (order free) names which of the square's alike spots it takes (en, cs)") {
  const EnglishAfter english_after;
  // The start tile B-D at 5,2 has two fields, one each side of its road.
  Game g = test::load("game 1\nplayers Red Blue\nmap iberia\norder free\nstart B-D 5,2 r0\nRed B-B 5,3 r0\n");
  for (const char* language : {"en", "cs"}) {
    CAPTURE(language);
    speak(language);
    std::vector<app::Choice> choices;
    app::list_choices(i18n::spoken(), g, choices);
    std::vector<std::string> on_start;
    for (const app::Choice& c : choices)
      if (c.move.kind == MoveKind::Stand && c.move.player == PlayerId(0) && c.move.pos == Pos{5, 2}) on_start.push_back(c.label);
    CAPTURE(on_start.size());
    std::set<std::string> distinct(on_start.begin(), on_start.end());
    CHECK(on_start.size() == 4);  // Red's meeple on its city, its road and its two fields
    CHECK(distinct.size() == on_start.size());
    if (language == std::string("en")) {  // each field by where it lies on the tile, north and south of the road
      CHECK(std::count(on_start.begin(), on_start.end(), "meeple on 5,2 (north field)") == 1);
      CHECK(std::count(on_start.begin(), on_start.end(), "meeple on 5,2 (south field)") == 1);
    }
  }
}

}  // namespace carc
