// Event -> log line in the chosen language (assets/i18n: event.*). Only words: every number shown
// comes from the event itself.
#include "app/event_text.h"

#include "app/shown_name.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

using i18n::arg;
using i18n::tr;
using i18n::trn;

// "Red", "Red and Blue", "Red, Blue and Green".
std::string winners_text(const Game& g, std::uint8_t winners) {
  std::vector<std::string> names;
  for (int p = 0; p < g.player_count(); ++p)
    if (winners & (1 << p)) names.push_back(shown_name(g.player(p).name));
  return names.empty() ? tr("event.nobody") : names_text(names);
}

std::string chip_text(int chip) {
  return tr("chip." + std::string(chip_colour_name(chip_colour(chip)))) + " " + std::to_string(chip_value(chip));
}

// A figure in a sentence: `form` "placed" (the one stood: "a big meeple", "velkého družiníka") or
// "back" (the one returning: "big meeple", "velký družiník").
std::string figure_words(FigureKind f, std::string_view form) {
  return tr("figure." + std::string(figure_name(f)) + "." + std::string(form));
}

// How many players a scoring names: the verb agrees with it through the catalogue's plural forms
// ("Červený získá", "Červený a Modrý získají"). Nobody ("nikdo získá") agrees as one.
long sharer_count(const Game& g, std::uint8_t winners) {
  long n = 0;
  for (int p = 0; p < g.player_count(); ++p) n += winners >> p & 1;
  return n == 0 ? 1 : n;
}

// "Red scored 8 points for a completed city (3 tiles, 1 pennant) (final)"; tied players share
// one line ("Red and Blue scored …", "Červený a Modrý získají …").
std::string scored_text(const Game& g, const Event& e) {
  const std::string who = winners_text(g, e.winners);
  const long sharers = sharer_count(g, e.winners);
  if (e.category == Category::Goods)
    return trn("event.goods_majority", sharers, {arg("who", who), arg("points", trn("n.points", e.points))});
  const std::string feature = "feature." + std::string(feature_name(e.feature)) + (e.complete ? ".complete" : "");
  std::string s =
      trn("event.scored", sharers, {arg("who", who), arg("points", trn("n.points", e.points)), arg("feature", tr(feature))});
  std::vector<std::string> details;
  if (e.feature == FeatureKind::Field) details.push_back(trn("n.completed_cities", e.tiles));
  else if (e.tiles) details.push_back(trn("n.tiles", e.tiles));
  if (e.pennants) details.push_back(trn("n.pennants", e.pennants));
  if (!details.empty()) {
    std::string list = details[0];
    for (std::size_t i = 1; i < details.size(); ++i) list = tr("event.list", {arg("a", list), arg("b", details[i])});
    s += " " + tr("event.details", {arg("list", list)});
  }
  return e.final_scoring ? s + " " + tr("event.final") : s;
}

}  // namespace

std::string names_text(const std::vector<std::string>& names) {
  if (names.empty()) return "";
  std::string s = names.back();
  for (std::size_t i = names.size() - 1; i-- > 0;)
    s = i + 2 == names.size() ? tr("final.and", {arg("a", names[i]), arg("b", s)}) : tr("event.list", {arg("a", names[i]), arg("b", s)});
  return s;
}

std::string map_words(const MapDef* map) {
  if (!map) return tr("map.classic");
  const std::string key = "map." + map->id;
  const std::string text = tr(key);
  return text == key ? map->name : text;  // a map the catalogues do not know keeps its file's name
}

std::string pos_words(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }
std::string spot_words(Pos p, Slot s) { return pos_words(p) + " " + std::string(slot_name(s)); }

bool is_scoring_event(const Event& e) {
  switch (e.kind) {
    case EventKind::FeatureScored: case EventKind::ChipCollected: case EventKind::ArmsBonus:
    case EventKind::GbmBonus: case EventKind::GoodsTaken: return true;
    default: return false;
  }
}

std::string describe_event(const Game& g, const Event& e) {
  const std::string who = e.player < g.player_count() ? shown_name(g.player(e.player).name) : "?";
  const auto words = [&](const char* key, std::initializer_list<i18n::Arg> more = {}) {
    std::vector<i18n::Arg> args{arg("who", who)};
    args.insert(args.end(), more);
    return i18n::fill(tr(key), args);
  };
  switch (e.kind) {
    case EventKind::TilePlaced: return words("event.placed", {arg("tile", g.def(e.tile).id), arg("at", pos_words(e.pos))});
    case EventKind::TileDiscarded: return words("event.discarded", {arg("tile", g.def(e.tile).id)});
    case EventKind::FigureDeployed:
      return words("event.deployed",
                   {arg("figure", figure_words(e.figure, "placed")), arg("spot", spot_words(e.pos, e.slot))});
    case EventKind::FigureReturned:
      return words("event.returned", {arg("figure", figure_words(e.figure, "back")), arg("at", pos_words(e.pos))});
    case EventKind::FeatureScored:
      return e.points == 0 ? "" : scored_text(g, e);  // "": a field without cities, a feature nobody held
    case EventKind::ChipCollected:
      return words(e.from_cache ? "event.chip.cache" : "event.chip",
                   {arg("chip", chip_text(e.chip)), arg("at", pos_words(e.pos)), arg("points", trn("n.points", e.points))});
    case EventKind::CachePlaced: return words("event.cache", {arg("chip", chip_text(e.chip)), arg("at", pos_words(e.pos))});
    case EventKind::ChipRemoved: return words("event.chip_removed", {arg("chip", chip_text(e.chip))});
    case EventKind::ArmsBonus:
      return words("event.arms", {arg("points", trn("n.points", e.points)), arg("at", pos_words(e.pos))});
    case EventKind::Upgraded: return words("event.upgraded", {arg("spot", spot_words(e.pos, e.slot))});
    case EventKind::GoodsTaken:
      return words("event.goods", {arg("wine", e.goods[0]), arg("grain", e.goods[1]), arg("cloth", e.goods[2])});
    case EventKind::GbmBonus: return words("event.gbm_bonus", {arg("points", trn("n.points", e.points))});
    case EventKind::GbmMoved: return words("event.gbm_moved", {arg("at", pos_words(e.pos))});
    case EventKind::GbmSetAside: return words("event.gbm_left");
    case EventKind::PorxadaSwapChosen: return words("event.porxada_swap");
    case EventKind::PorxadaBonusChosen: return words("event.porxada_bonus");
    case EventKind::Swapped: return words("event.swapped", {arg("at", pos_words(e.pos)), arg("at2", pos_words(e.pos2))});
    case EventKind::SwapRefused:
    case EventKind::SwapRefusedSupply: return words("event.refused");
    case EventKind::PorxadaToken: return words("event.porxada_token");
    case EventKind::GameEnded: return words("event.game_over");
  }
  return "";
}

}  // namespace carc::app
