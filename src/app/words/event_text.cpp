// Event -> log line in the chosen language (assets/i18n: event.*, tile.*). Only words: every number
// shown comes from the event itself. Lines name tiles by what is on them and figure spots by their
// feature, never by the record's codes; the squares a line is about go to the log's "show" instead.
#include "app/words/event_text.h"

#include <algorithm>
#include <utility>

#include "app/words/shown_name.h"
#include "engine/expansions/expansions.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

using i18n::arg;

// "Red", "Red and Blue", "Red, Blue and Green".
std::string winners_text(const i18n::Translator& w, const Game& g, std::uint8_t winners) {
  std::vector<std::string> names;
  for (int p = 0; p < g.player_count(); ++p)
    if (winners & (1 << p)) names.push_back(shown_name(w, g.player(p).name));
  return names.empty() ? w.text("event.nobody") : names_text(w, names);
}

std::string chip_text(const i18n::Translator& w, int chip) {
  return w.text("chip." + std::string(chip_colour_name(chip_colour(chip)))) + " " + std::to_string(chip_value(chip));
}

// A figure in a sentence: `form` "placed" (the one stood: "a big meeple", "velkého družiníka") or
// "back" (the one returning: "big meeple", "velký družiník").
std::string figure_words(const i18n::Translator& w, FigureKind f, std::string_view form) {
  return w.text("figure." + std::string(figure_name(f)) + "." + std::string(form));
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
std::string scored_text(const i18n::Translator& w, const Game& g, const Event& e) {
  const std::string who = winners_text(w, g, e.winners);
  const long sharers = sharer_count(g, e.winners);
  if (e.category == Category::Goods)
    return w.count("event.goods_majority", sharers, {arg("who", who), arg("points", w.count("n.points", e.points))});
  const std::string feature = "feature." + std::string(feature_name(e.feature)) + (e.complete ? ".complete" : "");
  std::string s =
      w.count("event.scored", sharers, {arg("who", who), arg("points", w.count("n.points", e.points)), arg("feature", w.text(feature))});
  std::vector<std::string> details;
  if (e.feature == FeatureKind::Field) details.push_back(w.count("n.completed_cities", e.tiles));
  else if (e.tiles) details.push_back(w.count("n.tiles", e.tiles));
  if (e.pennants) details.push_back(w.count("n.pennants", e.pennants));
  if (!details.empty()) {
    std::string list = details[0];
    for (std::size_t i = 1; i < details.size(); ++i) list = w.text("event.list", {arg("a", list), arg("b", details[i])});
    s += " " + w.text("event.details", {arg("list", list)});
  }
  return e.final_scoring ? s + " " + w.text("event.final") : s;
}

// `key` + "." + the feature's name when the spot's feature is known ("event.returned.city"), else
// the plain key ("event.returned": no place named).
std::string key_for_spot(const Game& g, std::string_view key, Pos p, Slot slot) {
  FeatureKind kind{};
  if (!feature_on_board(g, p, slot, kind)) return std::string(key);
  return std::string(key) + "." + std::string(feature_name(kind));
}

}  // namespace

std::string tile_words(const i18n::Translator& w, const TileDef& d) {
  const std::string features = tile_features_words(w, d);
  return features.empty() ? w.text("tile.fields") : w.text("tile.words", {arg("features", features)});
}

std::string tile_features_words(const i18n::Translator& w, const TileDef& d) {
  int count[4] = {0, 0, 0, 0};  // by FeatureKind: City, Road, Field, Monastery
  for (const FeatureDef& f : d.features) ++count[static_cast<int>(f.kind)];
  std::vector<std::string> parts;  // monastery first, then cities, then roads: "with a monastery and a road"
  for (FeatureKind kind : {FeatureKind::Monastery, FeatureKind::City, FeatureKind::Road}) {
    // Counted up to four (tile.road.4: a crossroads); a tile has one monastery at most.
    const int n = std::min(count[static_cast<int>(kind)], kind == FeatureKind::Monastery ? 1 : 4);
    if (n == 0) continue;
    const std::string piece = w.text("tile." + std::string(feature_name(kind)) + "." + std::to_string(n));
    parts.push_back(parts.empty() ? w.text(n == 1 ? "tile.with" : "tile.with.counted", {arg("piece", piece)}) : piece);
  }
  int pennants = 0;  // the cities' pennants (coats of arms), after the features they stand in
  for (const FeatureDef& f : d.features) pennants += f.pennants;
  if (pennants > 0 && !parts.empty()) parts.push_back(w.text("tile.pennant." + std::to_string(std::min(pennants, 3))));
  return parts.empty() ? std::string() : names_text(w, parts);
}

namespace {

std::string counted_tiles(const i18n::Translator& w, const std::string& features, int n) {
  return w.text("remaining.tiles", {arg("tiles", w.count("n.tiles", n)), arg("features", features.empty() ? w.text("tile.fields.with") : features)});
}

}  // namespace

std::string tiles_words(const i18n::Translator& w, const TileDef& tile, int n) { return counted_tiles(w, tile_features_words(w, tile), n); }

std::string pile_words(const i18n::Translator& w, const Game& g) {
  std::vector<std::pair<std::string, int>> kinds;  // the features' words, how many tiles
  for (int t = 0; t < g.catalogue().size(); ++t) {
    const int n = g.remaining(static_cast<TileType>(t));
    if (n <= 0) continue;
    const std::string features = tile_features_words(w, g.def(static_cast<TileType>(t)));
    const auto same = std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.first == features; });
    if (same != kinds.end()) same->second += n;
    else kinds.emplace_back(features, n);
  }
  std::stable_sort(kinds.begin(), kinds.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string list;
  // "; " between the kinds: a kind's own words may hold a comma ("with a city, a road and a pennant").
  for (const auto& [features, n] : kinds) list += (list.empty() ? "" : "; ") + counted_tiles(w, features, n);
  return w.text("remaining.said", {arg("pile", w.count("n.tiles_in_pile", g.tiles_left())), arg("list", list)});
}

std::string names_text(const i18n::Translator& w, const std::vector<std::string>& names) {
  if (names.empty()) return "";
  std::string s = names.back();
  for (std::size_t i = names.size() - 1; i-- > 0;)
    s = i + 2 == names.size() ? w.text("final.and", {arg("a", names[i]), arg("b", s)}) : w.text("event.list", {arg("a", names[i]), arg("b", s)});
  return s;
}

std::string map_words(const i18n::Translator& w, const MapDef* map) {
  if (!map) return w.text("map.classic");
  const std::string key = "map." + map->id;
  const std::string text = w.text(key);
  return text == key ? map->name : text;  // a map the catalogues do not know keeps its file's name
}

std::vector<Pos> event_squares(const Event& e) {
  const EventInfo& info = event_info(e.kind);
  // A scoring with no points (a field without cities, a feature nobody held) and goods show no square.
  if (info.score == EventScore::Winners && (e.points == 0 || e.category == Category::Goods)) return {};
  switch (info.marks) {
    case EventMarks::None: return {};
    case EventMarks::Pos: return {e.pos};
    case EventMarks::Both: return {e.pos, e.pos2};
  }
  return {};
}

std::string pos_words(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }
std::string spot_words(Pos p, Slot s) { return pos_words(p) + " " + std::string(slot_name(s)); }

bool is_scoring_event(const Event& e) { return event_info(e.kind).score != EventScore::None; }

bool feature_on_board(const Game& g, Pos p, Slot slot, FeatureKind& out) {
  for (const PlacedTile& pt : g.placed()) {
    if (pt.pos != p) continue;
    const TileDef& d = g.def(pt.type);
    const int f = d.feature_at(pt.rot, slot);
    if (f < 0) return false;
    out = d.features[f].kind;
    return true;
  }
  return false;
}

std::string describe_event(const i18n::Translator& w, const Game& g, const Event& e) {
  const std::string who = e.player < g.player_count() ? shown_name(w, g.player(e.player).name) : "?";
  const auto words = [&](std::string_view key, std::initializer_list<i18n::Arg> more = {}) {
    std::vector<i18n::Arg> args{arg("who", who)};
    args.insert(args.end(), more);
    return i18n::fill(w.text(key), args);
  };
  const EventInfo& info = event_info(e.kind);
  switch (info.words) {
    case EventWords::Plain: return words(info.text);
    case EventWords::Points: return words(info.text, {arg("points", w.count("n.points", e.points))});
    case EventWords::Chip: return words(info.text, {arg("chip", chip_text(w, e.chip))});
    case EventWords::Tile: return words(info.text, {arg("tile", tile_words(w, g.def(e.tile)))});
    case EventWords::Spot: return words(key_for_spot(g, info.text, e.pos, e.slot));
    case EventWords::Own: break;
  }
  switch (e.kind) {  // the events whose words the descriptors leave to the page
    case EventKind::FigureDeployed:  // the engine names the feature: "stood a meeple in the city"
      return words("event.deployed." + std::string(feature_name(e.feature)), {arg("figure", figure_words(w, e.figure, "placed"))});
    case EventKind::FigureReturned:
      return words(key_for_spot(g, "event.returned", e.pos, e.slot), {arg("figure", figure_words(w, e.figure, "back"))});
    case EventKind::FeatureScored:
      return e.points == 0 ? "" : scored_text(w, g, e);  // "": a field without cities, a feature nobody held
    case EventKind::ChipCollected:
      return words(e.from_cache ? "event.chip.cache" : "event.chip", {arg("chip", chip_text(w, e.chip)), arg("points", w.count("n.points", e.points))});
    case EventKind::GoodsTaken:
      return words("event.goods", {arg("wine", e.goods[0]), arg("grain", e.goods[1]), arg("cloth", e.goods[2])});
    default: break;
  }
  return "";
}

}  // namespace carc::app
