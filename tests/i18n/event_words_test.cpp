// The event log's words (src/app/event_text.cpp) with the shipped catalogues: a scoring shared by
// tied players names them all, and the verb agrees with how many there are, chosen by the event's
// own data (its winners) through the catalogue's plural forms; places read "na poli 3,4".
#include <doctest/doctest.h>

#include "app/event_text.h"
#include "engine/support.h"
#include "i18n/translate.h"

namespace carc {
namespace {

// The app's translator with the shipped catalogues, in `language`.
void speak(const char* language) {
  static const bool loaded = [] {
    const Status s = i18n::words().load(std::string(CARC_SOURCE_DIR) + "/assets/i18n");
    REQUIRE_MESSAGE(s.ok(), s.message());
    return true;
  }();
  CHECK(loaded);
  i18n::words().choose(language);
}

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
  CHECK(app::describe_event(cs, city_scored(0b001)) == "Červený získá 8 bodů za dokončené město (3 kartičky, 1 erb)");
  CHECK(app::describe_event(cs, city_scored(0b011)) ==
        "Červený a\u00a0Modrý získají každý 8 bodů za dokončené město (3 kartičky, 1 erb)");
  CHECK(app::describe_event(cs, city_scored(0b111)) ==
        "Červený, Modrý a\u00a0Zelený získají každý 8 bodů za dokončené město (3 kartičky, 1 erb)");
  CHECK(app::describe_event(cs, goods_scored(0b010)) == "Modrý získá 10 bodů za nejvíce žetonů jednoho druhu zboží");
  CHECK(app::describe_event(cs, goods_scored(0b101)) ==
        "Červený a\u00a0Zelený získají každý 10 bodů za nejvíce žetonů jednoho druhu zboží");
  const Game en = test::load("game 1\nplayers Red Blue\n");
  speak("en");
  CHECK(app::describe_event(en, city_scored(0b01)) == "Red scored 8 points for a completed city (3 tiles, 1 pennant)");
  CHECK(app::describe_event(en, city_scored(0b11)) == "Red and Blue scored 8 points each for a completed city (3 tiles, 1 pennant)");
  CHECK(app::describe_event(en, goods_scored(0b11)) == "Red and Blue scored 10 points each for the most goods of a kind");
}

TEST_CASE("Czech log lines name squares as squares: na pole 3,4 (where to), na poli 3,4 (where), z pole 3,4 (from)") {
  const Game g = test::load("game 1\nplayers Červený Modrý\n");
  speak("cs");
  const auto line = [&](Event e) { return app::describe_event(g, e); };
  CHECK(line(Event{.kind = EventKind::TilePlaced, .tile = g.drawn_tile(), .pos = {3, 4}}) ==
        "Červený přiloží kartičku " + g.def(g.drawn_tile()).id + " na pole 3,4");
  CHECK(line(Event{.kind = EventKind::FigureDeployed, .player = 1, .pos = {3, 4}, .figure = FigureKind::Big, .slot = 1}) ==
        "Modrý umístí velkého družiníka na pole 3,4 N2");
  CHECK(line(Event{.kind = EventKind::FigureReturned, .pos = {-1, 2}, .figure = FigureKind::Builder}) ==
        "Červený si vezme zpět stavitele z\u00a0pole -1,2");
  CHECK(line(Event{.kind = EventKind::GbmMoved, .pos = {5, 0}}) == "Perníček se přesune do města na poli 5,0");
  speak("en");
}

}  // namespace carc
