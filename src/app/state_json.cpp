// JSON writing for the page API (a few fields, so no library: strings are escaped here).
#include "app/state_json.h"

#include "engine/notation.h"

namespace carc::app {
namespace {

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\', out += c;
    else if (c == '\n') out += "\\n";
    else if (static_cast<unsigned char>(c) < 0x20) out += ' ';
    else out += c;
  }
  return out + "\"";
}

template <typename Array>
std::string int_array(const Array& a) {
  std::string s = "[";
  for (std::size_t i = 0; i < a.size(); ++i) s += (i ? "," : "") + std::to_string(a[i]);
  return s + "]";
}

std::string player_json(const Game& g, int p) {
  const PlayerState& ps = g.player(p);
  int chips = 0;
  for (const ChipState& c : g.chips())
    if (c.place == ChipPlace::Supply && c.owner == p) ++chips;
  std::string s = "{\"name\":" + quote(ps.name) + ",\"score\":" + std::to_string(ps.score);
  s += ",\"by_category\":{";
  for (int c = 0; c < kCategories; ++c)
    s += (c ? "," : "") + quote(category_name(static_cast<Category>(c))) + ":" + std::to_string(ps.by_category[c]);
  s += "},\"supply\":{";
  for (int k = 0; k < kFigureKinds; ++k)
    s += (k ? "," : "") + quote(figure_name(static_cast<FigureKind>(k))) + ":" + std::to_string(ps.supply[k]);
  s += "},\"goods\":" + int_array(ps.goods) + ",\"chips\":" + std::to_string(chips) + "}";
  return s;
}

}  // namespace

std::string json_quote(std::string_view s) { return quote(s); }

std::string json_strings(const std::vector<std::string>& items) {
  std::string s = "[";
  for (std::size_t i = 0; i < items.size(); ++i) s += (i ? "," : "") + quote(items[i]);
  return s + "]";
}

std::string state_json(const Session& session) {
  if (!session.has_game()) return "{\"phase\":\"none\"}";
  const Game& g = session.game();
  std::string s = "{\"map\":" + quote(g.map() ? g.map()->id : "classic");
  s += ",\"players\":[";
  for (int p = 0; p < g.player_count(); ++p) s += (p ? "," : "") + player_json(g, p);
  s += "],\"scores\":[";
  for (int p = 0; p < g.player_count(); ++p) s += (p ? "," : "") + std::to_string(g.player(p).score);
  s += "],\"current\":" + quote(g.player(g.current_player()).name);
  s += ",\"deciding\":" + quote(g.player(g.deciding_player()).name);
  s += ",\"phase\":" + quote(phase_name(g.phase()));
  s += ",\"tiles_left\":" + std::to_string(g.tiles_left());
  const bool has_drawn = g.tiles_left() > 0 && g.phase() != Phase::Over && g.phase() != Phase::GameEnd;
  s += ",\"drawn\":" + (has_drawn ? quote(g.def(g.drawn_tile()).id) : std::string("null"));
  s += ",\"placed\":" + std::to_string(g.placed().size());
  s += ",\"figures\":" + std::to_string(g.figures().size());
  s += ",\"turns\":" + std::to_string(record_lines(g).size());
  s += ",\"take_back\":" + std::string(session.can_take_back() ? "true" : "false");
  return s + "}";
}

}  // namespace carc::app
