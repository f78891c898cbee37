// The event log's words (src/app/words/event_text.cpp) with the shipped catalogues: a scoring shared by
// tied players names them all, and the verb agrees with how many there are, chosen by the event's
// own data (its winners) through the catalogue's plural forms. Tiles are named by what is on them,
// figure spots by their feature; no line names a square (the log's "show" does).
#include <doctest/doctest.h>

#include <regex>
#include <set>

#include "app/words/event_text.h"
#include "engine/expansions/expansions.h"
#include "engine/support.h"
#include "i18n/translate.h"
#include "support/shipped_catalogues.h"

namespace carc {
namespace {

using i18n::speak;

// A completed city of 3 tiles and 1 pennant worth 8 to each player of `winners` (bit p: player p).
Event city_scored(std::uint8_t winners) {
  return Event{.kind = EventKind::FeatureScored, .feature = FeatureKind::City, .complete = true, .tiles = 3, .pennants = 1,
               .points = 8, .winners = winners, .category = Category::City};
}

// The T4 goods majority: 10 points to each player of `winners`.
Event goods_scored(std::uint8_t winners) {
  return Event{.kind = EventKind::FeatureScored, .final_scoring = true, .points = 10, .winners = winners,
               .category = Category::Goods};
}

}  // namespace

TEST_CASE("a scoring shared by tied players names them all with a plural verb, in Czech and in English (B12 ties)") {
  const Game cs = test::load("game 1\nplayers Červený Modrý Zelený\n");
  speak("cs");
  CHECK(app::describe_event(i18n::spoken(), cs, city_scored(0b001)) == "Červený získá 8 bodů za dokončené město (3 kartičky, 1 erb)");
  CHECK(app::describe_event(i18n::spoken(), cs, city_scored(0b011)) ==
        "Červený a\u00a0Modrý získají každý 8 bodů za dokončené město (3 kartičky, 1 erb)");
  CHECK(app::describe_event(i18n::spoken(), cs, city_scored(0b111)) ==
        "Červený, Modrý a\u00a0Zelený získají každý 8 bodů za dokončené město (3 kartičky, 1 erb)");
  CHECK(app::describe_event(i18n::spoken(), cs, goods_scored(0b010)) == "Modrý získá 10 bodů za nejvíce žetonů jednoho druhu zboží");
  CHECK(app::describe_event(i18n::spoken(), cs, goods_scored(0b101)) ==
        "Červený a\u00a0Zelený získají každý 10 bodů za nejvíce žetonů jednoho druhu zboží");
  const Game en = test::load("game 1\nplayers Red Blue\n");
  speak("en");
  CHECK(app::describe_event(i18n::spoken(), en, city_scored(0b01)) == "Red scored 8 points for a completed city (3 tiles, 1 pennant)");
  CHECK(app::describe_event(i18n::spoken(), en, city_scored(0b11)) == "Red and Blue scored 8 points each for a completed city (3 tiles, 1 pennant)");
  CHECK(app::describe_event(i18n::spoken(), en, goods_scored(0b11)) == "Red and Blue scored 10 points each for the most goods of a kind");
}

TEST_CASE("tiles are named by what is on them, never by their record code (monastery, cities, roads; en and cs)") {
  const auto words = [](const char* id) { return app::tile_words(i18n::spoken(), test::catalogue().def(test::tile(id))); };
  speak("en");
  CHECK(words("B-D") == "a tile with a city and a road");
  CHECK(words("B-A") == "a tile with a monastery and a road");
  CHECK(words("B-B") == "a tile with a monastery");
  CHECK(words("B-H") == "a tile with two cities");
  CHECK(words("B-L") == "a tile with a city and three roads");
  CHECK(words("B-X") == "a tile with four roads");
  TileDef meadow;
  meadow.features.push_back(FeatureDef{.kind = FeatureKind::Field, .label = "F1"});
  CHECK(app::tile_words(i18n::spoken(), meadow) == "a tile with fields only");
  speak("cs");  // instrumental after s/se, with the wiki's words
  CHECK(words("B-D") == "kartičku s\u00a0městem a\u00a0cestou");
  CHECK(words("B-A") == "kartičku s\u00a0klášterem a\u00a0cestou");
  CHECK(words("B-H") == "kartičku se dvěma městy");
  CHECK(words("B-L") == "kartičku s\u00a0městem a\u00a0třemi cestami");
  CHECK(words("B-X") == "kartičku se čtyřmi cestami");
  CHECK(app::tile_words(i18n::spoken(), meadow) == "kartičku jen s\u00a0loukou");
  // The cities' pennants (coats of arms, "erb") after the features, a count form in both languages.
  CHECK(words("B-F") == "kartičku s\u00a0městem a\u00a0erbem");
  CHECK(words("B-O") == "kartičku s\u00a0městem, cestou a\u00a0erbem");
  CHECK(app::tiles_words(i18n::spoken(), test::catalogue().def(test::tile("B-S")), 2) == "2 kartičky s\u00a0městem, cestou a\u00a0erbem");
  speak("en");
  CHECK(words("B-F") == "a tile with a city and a pennant");
  CHECK(words("B-O") == "a tile with a city, a road and a pennant");
  CHECK(app::tiles_words(i18n::spoken(), test::catalogue().def(test::tile("B-C")), 1) == "1 tile with a city and a pennant");
  speak("cs");
  speak("en");
}

TEST_CASE("log lines name figure spots by their feature and no square; the squares are the line's to show") {
  // The classic start: B-D at 0,0 (N: city, E-W: road, S: field; no monastery, so the middle is no spot).
  const Game g = test::load("game 1\nplayers Červený Modrý\n");
  REQUIRE(g.def(g.placed()[0].type).id == "B-D");
  const TileType bd = g.placed()[0].type;
  const auto line = [&](Event e) { return app::describe_event(i18n::spoken(), g, e); };
  const Event placed{.kind = EventKind::TilePlaced, .player = 1, .tile = bd, .pos = {0, 0}};
  const Event deployed{.kind = EventKind::FigureDeployed, .pos = {0, 0}, .figure = FigureKind::Big, .slot = 1,
                       .feature = FeatureKind::City};
  const Event returned_road{.kind = EventKind::FigureReturned, .pos = {0, 0}, .figure = FigureKind::Builder, .slot = 4};
  const Event returned_field{.kind = EventKind::FigureReturned, .player = 1, .pos = {0, 0}, .slot = 7};
  const Event returned_nowhere{.kind = EventKind::FigureReturned, .pos = {0, 0}, .slot = 12};
  const Event upgraded{.kind = EventKind::Upgraded, .pos = {0, 0}, .slot = 10};
  const Event gbm_moved{.kind = EventKind::GbmMoved, .pos = {5, 0}};
  const Event swapped{.kind = EventKind::Swapped, .pos = {0, 0}, .slot = 1, .pos2 = {2, 3}, .slot2 = 7};
  speak("cs");
  CHECK(line(placed) == "Modrý přiloží kartičku s\u00a0městem a\u00a0cestou");
  CHECK(line(deployed) == "Červený umístí velkého družiníka do města");
  CHECK(line(returned_road) == "Červený si vezme zpět stavitele z\u00a0cesty");
  CHECK(line(returned_field) == "Modrý si vezme zpět družiníka z\u00a0louky");
  CHECK(line(returned_nowhere) == "Červený si vezme zpět družiníka");
  CHECK(line(upgraded) == "Červený vylepší družiníka na cestě");
  CHECK(line(gbm_moved) == "Perníček se přesune do jiného města");
  CHECK(line(swapped) == "Červený vymění družiníky");
  speak("en");
  CHECK(line(placed) == "Modrý placed a tile with a city and a road");
  CHECK(line(deployed) == "Červený stood a big meeple in the city");
  CHECK(line(returned_road) == "Červený's builder returned from the road");
  CHECK(line(returned_nowhere) == "Červený's meeple returned");
  CHECK(line(upgraded) == "Červený upgraded the meeple on the road");
  // What "show" brings into view: the square each line is about, both spots of a swap.
  CHECK(app::event_squares(placed) == std::vector<Pos>{{0, 0}});
  CHECK(app::event_squares(gbm_moved) == std::vector<Pos>{{5, 0}});
  CHECK(app::event_squares(swapped) == std::vector<Pos>{{0, 0}, {2, 3}});
  CHECK(app::event_squares(Event{.kind = EventKind::GoodsTaken}).empty());
  CHECK(app::event_squares(Event{.kind = EventKind::GameEnded}).empty());
}

TEST_CASE("every other event kind's log line, in Czech and in English (chips C4/IB6/TW10, goods T2, G3, La Porxada P5-P8)") {
  const Game g = test::load("game 1\nplayers Červený Modrý\n");
  const TileType bd = g.placed()[0].type;  // B-D: a city and a road
  struct Line {
    Event event;
    const char* cs;
    const char* en;
  };
  const Line lines[] = {
      {{.kind = EventKind::TileDiscarded, .tile = bd}, "Červený vyřadí kartičku s\u00a0městem a\u00a0cestou, která nikam nepasuje",
       "Červený discarded a tile with a city and a road (it fits nowhere)"},
      {{.kind = EventKind::ChipCollected, .player = 1, .pos = {2, 3}, .points = 2, .chip = 7},
       "Modrý si vezme žeton (oranžový 2) a\u00a0získá 2 body", "Modrý collected a chip (orange 2): 2 points"},
      {{.kind = EventKind::ChipCollected, .pos = {2, 3}, .from_cache = true, .points = 3, .chip = 12},
       "Červený najde kešku (modrý 1) a\u00a0získá 3 body", "Červený collected a cache chip (blue 1): 3 points"},
      {{.kind = EventKind::CachePlaced, .pos = {2, 3}, .chip = 12}, "Červený umístí kešku (modrý 1)", "Červený laid a cache (blue 1)"},
      {{.kind = EventKind::ChipRemoved, .chip = 25}, "Žeton (fialový 1) je vyřazen ze hry", "Chip (purple 1) left the game"},
      {{.kind = EventKind::ArmsBonus, .pos = {2, 3}, .points = 4}, "Červený získá 4 body za erby", "Červený scored 4 points for coats of arms"},
      {{.kind = EventKind::GoodsTaken, .player = 1, .goods = {1, 0, 2}}, "Modrý si vezme zboží: víno 1, obilí 0, plátno 2",
       "Modrý took goods: 1 wine, 0 grain, 2 cloth"},
      {{.kind = EventKind::GbmBonus, .pos = {2, 3}, .points = 6}, "Červený získá 6 bodů za perníčka",
       "Červený scored 6 points from the Gingerbread Man"},
      {{.kind = EventKind::GbmSetAside}, "Perníček opustí herní plán", "The Gingerbread Man left the board"},
      {{.kind = EventKind::PorxadaSwapChosen}, "Červený zvolí u\u00a0La Porxady výměnu družiníků", "Červený chose the La Porxada swap"},
      {{.kind = EventKind::PorxadaBonusChosen}, "Červený zvolí u\u00a0La Porxady bodový bonus", "Červený chose the La Porxada bonus"},
      {{.kind = EventKind::SwapRefused, .pos = {2, 3}}, "Červený odmítne výměnu a\u00a0vyřadí družiníka",
       "Červený refused the swap and gave up a follower"},
      {{.kind = EventKind::PorxadaToken, .player = 1}, "Modrý dostane žeton La Porxady", "Modrý received a La Porxada token"},
      {{.kind = EventKind::GameEnded}, "Konec hry", "The game is over"},
  };
  for (const Line& l : lines) {
    CAPTURE(static_cast<int>(l.event.kind));
    speak("cs");
    CHECK(app::describe_event(i18n::spoken(), g, l.event) == l.cs);
    speak("en");
    CHECK(app::describe_event(i18n::spoken(), g, l.event) == l.en);
  }
}

namespace {

// Whether `s` starts with a capital letter (ASCII or one of Czech's).
bool starts_capitalised(const std::string& s) {
  if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') return true;
  for (const char* upper : {"Č", "Ř", "Š", "Ž", "Ú", "Ď", "Ť", "Ň", "Á", "É", "Í", "Ó", "Ý"})
    if (s.rfind(upper, 0) == 0) return true;
  return false;
}

// Plays random legal moves (seeded) to the end of the game, calling `seen` with every event and
// the game as it stands after the move (as the page's log writes it).
template <class Seen>
void play_to_end(Game& g, std::uint32_t seed, Seen seen) {
  std::vector<Move> moves;
  std::vector<Event> events;
  for (int step = 0; step < 2000 && g.phase() != Phase::Over; ++step) {
    g.legal_moves(moves, Game::EndMove::AtGameEndOnly);  // no early end: the whole game
    REQUIRE(!moves.empty());
    seed = seed * 1664525u + 1013904223u;
    events.clear();
    REQUIRE(g.apply(moves[(seed >> 8) % moves.size()], &events).ok());
    for (const Event& e : events) seen(e);
  }
  REQUIRE(g.phase() == Phase::Over);
}

}  // namespace

TEST_CASE("every log line of whole games, in Czech and English, starts with a capital and names no square or tile code") {
  const std::regex square(R"(-?\d+,-?\d+)"), code(R"(\b[A-Z]{1,3}-[A-Z0-9]{1,3}\b)");
  std::set<EventKind> kinds;
  for (const char* header : {"game 1\nplayers Červený Modrý Zelený\ntiles base,ic,tb,gbm,porxada\nrules ic,tb,gbm,porxada\nseed 11\n",
                             "game 1\nplayers Červený Modrý\nmap taiwan\nchips on\nseed 5\n",
                             "game 1\nplayers Červený Modrý Zelený\nmap iberia\nchips on\nseed 3\n"}) {
    CAPTURE(header);
    Game g = test::load(header);
    play_to_end(g, 7, [&](const Event& e) {
      kinds.insert(e.kind);
      for (const char* language : {"cs", "en"}) {
        speak(language);
        const std::string text = app::describe_event(i18n::spoken(), g, e);
        CAPTURE(text);
        if (text.empty()) {  // only a scoring nobody gets points from
          CHECK((e.kind == EventKind::FeatureScored && e.points == 0));
          continue;
        }
        CHECK(starts_capitalised(text));
        CHECK_FALSE(std::regex_search(text, square));
        CHECK_FALSE(std::regex_search(text, code));
        if (e.kind == EventKind::TilePlaced) CHECK(app::event_squares(e) == std::vector<Pos>{e.pos});
      }
    });
  }
  speak("en");
  // The games met the events of the base game, the expansions and the chips.
  for (EventKind k : {EventKind::TilePlaced, EventKind::FigureDeployed, EventKind::FigureReturned, EventKind::FeatureScored,
                      EventKind::ChipCollected, EventKind::GoodsTaken, EventKind::GameEnded})
    CHECK_MESSAGE(kinds.count(k) == 1, "event kind ", static_cast<int>(k));
}

TEST_CASE("the pile in words: tiles that read alike counted together, the most first, counts that agree, no tile codes (en and cs)") {
  const Game game = test::load("game 1\nplayers Red Blue\n");
  speak("en");
  const std::string en = app::pile_words(i18n::spoken(), game);
  CAPTURE(en);
  // 71 tiles of the base game below the start tile (B-D on the board).
  CHECK(en.rfind("71 tiles in the pile: ", 0) == 0);
  CHECK(en.find("tiles with a city and a road") != std::string::npos);
  CHECK(en.find("1 tile with four roads") != std::string::npos);  // B-X: one crossroads
  CHECK_FALSE(std::regex_search(en, std::regex("B-[A-Z]")));
  // The counts add up to the pile, and each kind is said once, the most first.
  int sum = 0, last = 1000;
  std::set<std::string> kinds;
  const std::regex part(R"((\d+) tiles? (with [^;]+))");  // "; " between kinds, a kind's words may hold a comma
  for (auto it = std::sregex_iterator(en.begin() + static_cast<long>(en.find(": ")), en.end(), part); it != std::sregex_iterator(); ++it) {
    const int n = std::stoi((*it)[1].str());
    CHECK(n <= last);
    last = n, sum += n;
    CHECK_MESSAGE(kinds.insert((*it)[2].str()).second, (*it)[2].str());
  }
  CHECK(sum == 71);
  speak("cs");
  const std::string cs = app::pile_words(i18n::spoken(), game);
  CAPTURE(cs);
  CHECK(cs.rfind("Na hromádce je 71 kartiček: ", 0) == 0);
  CHECK(cs.find("1 kartička se čtyřmi cestami") != std::string::npos);  // one: nominative singular
  CHECK(std::regex_search(cs, std::regex("[234] kartičky s")));  // few
  CHECK(app::tiles_words(i18n::spoken(), test::catalogue().def(test::tile("B-B")), 4) == "4 kartičky s\u00a0klášterem");
  CHECK(app::tiles_words(i18n::spoken(), test::catalogue().def(test::tile("B-B")), 5) == "5 kartiček s\u00a0klášterem");
  speak("en");
  CHECK(app::tiles_words(i18n::spoken(), test::catalogue().def(test::tile("B-B")), 1) == "1 tile with a monastery");
}

}  // namespace carc

namespace carc {

// An expansion's events, steps and moves are told by the keys its descriptor names (descriptor.h:
// EventInfo, PhaseInfo::prompt, MoveInfo): each key is in both catalogues, so a new expansion's log
// lines, instructions and buttons need no case in the page's code.
TEST_CASE("every event kind's, step's and move kind's catalogue keys from the descriptors are in both catalogues") {
  for (const char* code : {"en", "cs"}) {
    const i18n::Catalogue* words = i18n::shipped().find(code);
    REQUIRE(words != nullptr);
    for (const EventInfo& e : kEventInfos) {
      if (e.words == EventWords::Own) continue;
      CHECK_MESSAGE(words->find(e.text) != nullptr, code, ": ", e.text);
    }
    for (const PhaseInfo& p : kPhaseInfos) {
      CHECK_MESSAGE(words->find(p.prompt) != nullptr, code, ": phase ", p.name, " ", p.prompt);
      if (!p.touch_prompt.empty()) CHECK_MESSAGE(words->find(p.touch_prompt) != nullptr, code, ": ", p.touch_prompt);
    }
    for (const MoveInfo& m : kMoveInfos) {
      const bool worded = m.on_board == MoveOnBoard::Button || names_feature(m.on_board);
      CHECK_MESSAGE(worded == !m.choice.empty(), "move kind ", static_cast<int>(m.kind));
      if (worded) CHECK_MESSAGE(words->find(m.choice) != nullptr, code, ": ", m.choice);
      CHECK_MESSAGE((m.on_board == MoveOnBoard::Marker) == !m.marker.empty(), "move kind ", static_cast<int>(m.kind));
      if (!m.marker.empty()) CHECK_MESSAGE(words->find(m.marker) != nullptr, code, ": ", m.marker);
    }
  }
}

// The descriptors' words, marks and scorings as the log and the final panel read them: a bonus of
// the maps (C5) and of the Gingerbread Man (G3) scores for its player in the bonus column, a chip
// (C4) in the chips column; a swap (P5) marks both spots; goods (T2) are a scoring without points.
TEST_CASE("event infos: what the log marks and what the final panel counts (C4, C5, G3, P5, T2)") {
  CHECK(event_info(EventKind::ArmsBonus).score == EventScore::Player);
  CHECK(event_info(EventKind::ArmsBonus).category == Category::Bonus);
  CHECK(event_info(EventKind::GbmBonus).category == Category::Bonus);
  CHECK(event_info(EventKind::ChipCollected).category == Category::Chips);
  CHECK(event_info(EventKind::FeatureScored).score == EventScore::Winners);
  CHECK(event_info(EventKind::GoodsTaken).score == EventScore::Shown);
  CHECK(app::is_scoring_event(Event{.kind = EventKind::GoodsTaken}));
  CHECK_FALSE(app::is_scoring_event(Event{.kind = EventKind::Swapped}));
  const Event swapped{.kind = EventKind::Swapped, .pos = {1, 2}, .pos2 = {3, 4}};
  CHECK(app::event_squares(swapped) == std::vector<Pos>{{1, 2}, {3, 4}});
  CHECK(app::event_squares(Event{.kind = EventKind::GbmMoved, .pos = {5, 6}}) == std::vector<Pos>{{5, 6}});
  CHECK(app::event_squares(Event{.kind = EventKind::GbmSetAside, .pos = {5, 6}}).empty());
  CHECK(app::event_squares(city_scored(1)).size() == 1);
  CHECK(app::event_squares(goods_scored(1)).empty());
  CHECK(phase_info(Phase::Cache).touch_prompt == "turn.cache.touch");
  CHECK(phase_info(Phase::Upgrade).touch_prompt.empty());
}

}  // namespace carc
