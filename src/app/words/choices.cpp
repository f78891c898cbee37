// The page's buttons: the engine's legal moves (Game::legal_moves), each labelled in the chosen
// language (assets/i18n: choice.*). Nothing here decides what is legal; it only names the moves
// and leaves out `end` while tiles remain.
#include "app/words/choices.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <tuple>

#include "engine/expansions/expansions.h"
#include "engine/game/feature_info.h"
#include "engine/setup/feature_place.h"

#include "app/words/event_text.h"
#include "app/words/shown_name.h"
#include "i18n/translate.h"

namespace carc::app {
namespace {

using i18n::arg;

// The chips of a payment as a set, largest first ("2+1+1" for 1+1+2 as well): which chip goes under
// the meeple is said apart (TW6: the first one paid).
std::string payment_words(const Payment& pay) {
  std::vector<int> chips(pay.chips, pay.chips + pay.count);
  std::sort(chips.begin(), chips.end(), [](int a, int b) { return a > b; });
  std::string words;
  for (std::size_t k = 0; k < chips.size(); ++k) words += (k ? "+" : "") + std::to_string(chips[k]);
  return words;
}

// The other player's name in a swap: the first one with a follower at pos2/slot2.
std::string swap_partner(const i18n::Translator& w, const Game& g, const Move& m) {
  for (const Figure& f : g.figures())
    if (f.owner != m.player && is_follower(f.kind) && g.placed()[f.tile].pos == m.pos2 && f.slot == m.slot2)
      return shown_name(w, g.player(f.owner).name);
  return "?";
}

std::string figure_words(const i18n::Translator& w, FigureKind k) { return w.text("figure." + std::string(figure_name(k))); }

}  // namespace

std::string feature_words(const i18n::Translator& w, const Game& g, Pos pos, Slot slot) {
  for (const PlacedTile& pt : g.placed()) {
    if (pt.pos != pos) continue;
    const TileDef& d = g.def(pt.type);
    const int f = d.feature_at(pt.rot, slot);
    if (f < 0) return "";
    return w.text("spot." + std::string(feature_name(d.features[f].kind)));
  }
  return "";
}

namespace {

// A spot named by its square and what stands there: "10,7 (city)".
std::string spot_feature(const i18n::Translator& w, const Game& g, Pos pos, Slot slot) {
  const std::string feature = feature_words(w, g, pos, slot);
  if (feature.empty()) return spot_words(pos, slot);
  return w.text("spot.at", {arg("at", pos_words(pos)), arg("feature", feature)});
}

// The feature under slot `slot` of the tile at `pos` in a player's words, no coordinates (issue 20):
// "the city of 3 tiles" (key n.place.<kind>; `in`: n.place.in.<kind>, "in the city of 3 tiles").
// `info` receives what Game::feature_info says; false if nothing is there.
bool place_words(const i18n::Translator& w, const Game& g, Pos pos, Slot slot, bool in, std::string& out, FeatureInfo& info) {
  if (!g.feature_info(pos, slot, info).ok()) return false;
  out = w.count(std::string(in ? "n.place.in." : "n.place.") + std::string(feature_name(info.kind)), info.squares);
  return true;
}

// The role a follower has on a feature: knight (city), thief (road), farmer (field), monk.
std::string role_words(const i18n::Translator& w, FeatureKind k) { return w.text("role." + std::string(feature_name(k))); }

// Who has figures on a feature: "Ana 1 figure, Ben 2 figures", or "no figures".
std::string holder_words(const i18n::Translator& w, const Game& g, const FeatureInfo& info) {
  std::string words;
  for (const FeatureHolder& h : info.holders) {
    if (!words.empty()) words += ", ";
    words += shown_name(w, g.player(h.player).name) + " " + w.count("n.insight.figures", h.followers + h.others);
  }
  return words.empty() ? w.text("choice.no_figures") : words;
}

// Where a place lies, for the places whose words alone read alike (two cities of 3 tiles): keyed by
// square and slot, the words that follow the place ("2 squares north of the tile just placed").
using WhereWords = std::map<std::tuple<int, int, int>, std::string>;
std::tuple<int, int, int> place_key(Pos pos, Slot slot) { return {pos.x, pos.y, static_cast<int>(slot)}; }

// The feature of a move's target for the buttons that name one, coordinates only as a last resort.
std::string place_or_spot(const i18n::Translator& w, const Game& g, Pos pos, Slot slot, bool in, FeatureInfo& info, const WhereWords& where = {}) {
  std::string words;
  if (!place_words(w, g, pos, slot, in, words, info)) return spot_words(pos, slot);
  const auto at = where.find(place_key(pos, slot));
  return at == where.end() ? words : w.text("where.at", {arg("place", words), arg("where", at->second)});
}

std::string label(const i18n::Translator& w, const Game& g, const Move& m, const WhereWords& where) {
  const auto spot = [&] { return arg("spot", spot_feature(w, g, m.pos, m.slot)); };
  const MoveInfo& info = move_info(m.kind);
  switch (info.on_board) {  // the words the descriptors name (descriptor.h: MoveOnBoard)
    case MoveOnBoard::Button: return w.text(info.choice);
    case MoveOnBoard::Marker:
    case MoveOnBoard::Feature:
    {
      FeatureInfo feature;
      const std::string place = place_or_spot(w, g, m.pos, m.slot, info.follower, feature, where);
      return w.text(info.choice, {arg("place", place), arg("holders", holder_words(w, g, feature)), arg("role", role_words(w, feature.kind))});
    }
    case MoveOnBoard::Features:
    {
      FeatureInfo mine, theirs;
      const std::string at_mine = place_or_spot(w, g, m.pos, m.slot, info.follower, mine, where);
      const std::string at_theirs = place_or_spot(w, g, m.pos2, m.slot2, info.follower, theirs, where);
      return w.text(info.choice, {arg("role", role_words(w, mine.kind)), arg("mine", at_mine), arg("owner", swap_partner(w, g, m)),
                                  arg("their_role", role_words(w, theirs.kind)), arg("theirs", at_theirs)});
    }
    case MoveOnBoard::Tile: case MoveOnBoard::Figure: case MoveOnBoard::Square: case MoveOnBoard::Upgrade: case MoveOnBoard::Own: break;
  }
  switch (m.kind) {  // the page's own words
    case MoveKind::Place:
      return w.text("choice.place", {arg("tile", g.def(m.tile).id), arg("at", pos_words(m.pos)), arg("degrees", 90L * m.rot)});
    case MoveKind::Deploy:
    {
      const std::string feature = g.last_placed() >= 0 ? feature_words(w, g, g.placed()[g.last_placed()].pos, m.slot) : "";
      if (feature.empty())
        return w.text("choice.deploy", {arg("figure", figure_words(w, m.figure)), arg("slot", std::string(slot_name(m.slot)))});
      return w.text("choice.deploy.on", {arg("figure", figure_words(w, m.figure)), arg("feature", feature)});
    }
    case MoveKind::Stand: return w.text("choice.stand", {arg("figure", figure_words(w, m.figure)), spot()});
    case MoveKind::Cache: return "";  // numbered in reading order by list_choices
    case MoveKind::Upgrade:
      return w.text("choice.pay.set", {arg("chips", payment_words(m.pay)), arg("under", static_cast<long>(m.pay.chips[0]))});
    default: return "?";
  }
}


// The square `at` seen from the tile just placed (the start tile before any), in squares north or
// south and east or west: "2 squares north and 1 square east of the tile just placed".
std::string where_words(const i18n::Translator& w, const Game& g, Pos at) {
  const Pos ref = g.placed()[static_cast<std::size_t>(std::max(g.last_placed(), 0))].pos;
  const int dx = at.x - ref.x, dy = at.y - ref.y;
  if (dx == 0 && dy == 0) return w.text("where.here");
  const std::string ns = dy ? w.count(dy < 0 ? "n.where.north" : "n.where.south", std::abs(dy)) : "";
  const std::string ew = dx ? w.count(dx < 0 ? "n.where.west" : "n.where.east", std::abs(dx)) : "";
  const std::string offset = ns.empty() ? ew : ew.empty() ? ns : w.text("where.both", {arg("a", ns), arg("b", ew)});
  return w.text("where.away", {arg("offset", offset)});
}

// For two alike places on one square, the part of its tile the feature lies in as well.
std::string part_words(const i18n::Translator& w, const Game& g, Pos pos, Slot slot, const std::string& where) {
  for (const PlacedTile& pt : g.placed()) {
    if (pt.pos != pos) continue;
    const TileDef& d = g.def(pt.type);
    const int f = d.feature_at(pt.rot, slot);
    if (f < 0) break;
    const std::string area = w.text("spot.area." + std::string(area_name(feature_area(d, pt.rot, f))));
    return w.text("where.part", {arg("area", area), arg("where", where)});
  }
  return where;
}

// The where-words of every place this step's buttons name whose words alone read like another
// place's (two cities of 3 tiles): buttons say where each lies, never "(1st)", "(2nd)" (issue 26).
WhereWords where_places(const i18n::Translator& w, const Game& g, const std::vector<Move>& moves) {
  std::map<std::string, std::vector<std::pair<Pos, Slot>>> by_words;
  const auto add = [&](Pos pos, Slot slot) {
    FeatureInfo info;
    std::string words;
    if (!place_words(w, g, pos, slot, false, words, info)) return;
    std::vector<std::pair<Pos, Slot>>& places = by_words[words];
    for (const auto& p : places)
      if (p.first == pos && p.second == slot) return;
    places.push_back({pos, slot});
  };
  for (const Move& m : moves) {
    const MoveOnBoard on_board = move_info(m.kind).on_board;
    if (names_feature(on_board)) add(m.pos, m.slot);
    if (on_board == MoveOnBoard::Features) add(m.pos2, m.slot2);
  }
  WhereWords where;
  for (const auto& group : by_words) {
    const std::vector<std::pair<Pos, Slot>>& places = group.second;
    if (places.size() < 2) continue;
    for (const auto& p : places) {
      int on_square = 0;
      for (const auto& q : places) on_square += q.first == p.first;
      const std::string said = where_words(w, g, p.first);
      where[place_key(p.first, p.second)] = on_square > 1 ? part_words(w, g, p.first, p.second, said) : said;
    }
  }
  return where;
}


// Where on its tile (`d`, turned `rot`) the figure spot of choice `i` lies, when other choices of
// its kind on its square read alike (`plain`: the labels before this step): "north-west field", or
// "" when none does. Deploy choices are all on the tile just placed; Stand choices (`order free`: a
// figure on any tile) are compared by their square.
std::string where_among_alike(const i18n::Translator& w, const TileDef& d, int rot, const std::vector<Choice>& out,
                              const std::vector<std::string>& plain, std::size_t i) {
  const Move& m = out[i].move;
  if (d.feature_at(rot, m.slot) < 0) return "";
  std::vector<int> alike;
  for (std::size_t j = 0; j < out.size(); ++j) {
    const Move& o = out[j].move;
    if (o.kind == m.kind && (m.kind != MoveKind::Stand || o.pos == m.pos) && plain[j] == plain[i] && d.feature_at(rot, o.slot) >= 0)
      alike.push_back(d.feature_at(rot, o.slot));
  }
  return alike.size() < 2 ? "" : feature_place_words(w, d, rot, d.feature_at(rot, m.slot), alike);
}

// Two figure spots of one tile whose buttons read alike (two fields, three roads) say where on the
// tile each lies, as a player would: "… on the field by the city", "… on the north-west field"
// (feature_place_words); so do a figure's spots stood on any tile (`order free`: "5,2 (field)"
// twice on a start tile with two fields).
void tell_figure_spots_apart(const i18n::Translator& w, const Game& g, std::vector<Choice>& out) {
  std::vector<std::string> plain;
  for (const Choice& c : out) plain.push_back(c.label);
  const PlacedTile* placed = g.last_placed() >= 0 ? &g.placed()[static_cast<std::size_t>(g.last_placed())] : nullptr;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const Move& m = out[i].move;
    if (m.kind == MoveKind::Deploy && placed) {
      const std::string where = where_among_alike(w, g.def(placed->type), placed->rot, out, plain, i);
      if (!where.empty()) out[i].label = w.text("choice.deploy.on", {arg("figure", figure_words(w, m.figure)), arg("feature", where)});
    } else if (m.kind == MoveKind::Stand) {
      const auto tile = std::find_if(g.placed().begin(), g.placed().end(), [&](const PlacedTile& pt) { return pt.pos == m.pos; });
      if (tile == g.placed().end()) continue;
      const std::string where = where_among_alike(w, g.def(tile->type), tile->rot, out, plain, i);
      if (!where.empty())
        out[i].label = w.text("choice.stand", {arg("figure", figure_words(w, m.figure)),
                                           arg("spot", w.text("spot.at", {arg("at", pos_words(m.pos)), arg("feature", where)}))});
    }
  }
}

}  // namespace

std::string feature_place_words(const i18n::Translator& w, const TileDef& d, int rot, int feature, const std::vector<int>& alike) {
  const std::string kind = w.text("spot." + std::string(feature_name(d.features[static_cast<std::size_t>(feature)].kind)));
  const auto by_city = [&d](int f) { return borders_city(d, f); };
  const auto named_by_city = [&](int f) { return by_city(f) && std::count_if(alike.begin(), alike.end(), by_city) == 1; };
  if (named_by_city(feature)) return w.text("spot.by_city", {arg("feature", kind)});
  const TileArea area = feature_area(d, rot, feature);
  const auto area_words = [&w](TileArea a) { return w.text("spot.area." + std::string(area_name(a))); };
  const bool shared = std::any_of(alike.begin(), alike.end(), [&](int f) {
    return f != feature && !named_by_city(f) && feature_area(d, rot, f) == area;
  });
  // Two in one corner (a small field each side of a road's end): the side each lies on.
  const TileArea side = feature_side(d, rot, feature);
  if (shared && side != TileArea::Middle) return w.text("spot.on_side", {arg("area", area_words(side)), arg("feature", kind)});
  return w.text("spot.in_area", {arg("area", area_words(area)), arg("feature", kind)});
}

void list_choices(const i18n::Translator& w, const Game& g, std::vector<Choice>& out) {
  out.clear();
  std::vector<Move> moves;
  g.legal_moves(moves, Game::EndMove::AtGameEndOnly);
  const WhereWords where = where_places(w, g, moves);
  for (const Move& m : moves) out.push_back({m, label(w, g, m, where)});
  tell_figure_spots_apart(w, g, out);
  // Cache squares (IB6) are numbered in reading order, top row first, left first; the board draws
  // the same number on each.
  const auto reading = [](const Move& m) { return std::make_tuple(m.pos.y, m.pos.x, m.slot); };
  std::vector<std::size_t> caches;
  for (std::size_t i = 0; i < out.size(); ++i)
    if (out[i].move.kind == MoveKind::Cache) caches.push_back(i);
  std::sort(caches.begin(), caches.end(), [&](std::size_t a, std::size_t b) { return reading(out[a].move) < reading(out[b].move); });
  for (std::size_t k = 0; k < caches.size(); ++k) {
    out[caches[k]].number = static_cast<int>(k) + 1;
    out[caches[k]].label = w.text("choice.cache", {i18n::arg("n", static_cast<long>(k) + 1)});
  }
}

}  // namespace carc::app
