// Record reading and writing. Header lines come first (`game 1`, then any order), then moves.
#include "engine/notation.h"

#include <charconv>

#include "engine/text.h"

namespace carc {
namespace {

bool parse_number(std::string_view s, long long& out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

bool parse_pos(std::string_view s, Pos& out) {
  const auto comma = s.find(',');
  long long x = 0, y = 0;
  if (comma == std::string_view::npos || !parse_number(s.substr(0, comma), x) || !parse_number(s.substr(comma + 1), y) ||
      x < -10000 || x > 10000 || y < -10000 || y > 10000)
    return false;
  out = Pos{static_cast<int>(x), static_cast<int>(y)};
  return true;
}

bool parse_rot(std::string_view s, int& out) {
  if (s == "r0") out = 0;
  else if (s == "r90") out = 1;
  else if (s == "r180") out = 2;
  else if (s == "r270") out = 3;
  else return false;
  return true;
}

std::string rot_text(int r) { return "r" + std::to_string(90 * r); }
std::string pos_text(Pos p) { return std::to_string(p.x) + "," + std::to_string(p.y); }

bool is_header_word(std::string_view w) {
  for (auto h : {"game", "players", "map", "tiles", "rules", "chips", "seed", "order", "start", "followers"})
    if (w == h) return true;
  return false;
}

// One header line into `setup`.
bool parse_header_line(const std::vector<std::string_view>& w, Setup& setup, std::string& error) {
  const std::string_view key = w[0];
  const auto want = [&](std::size_t n) {
    return w.size() == n ? true : fail(error, "'" + std::string(key) + "' takes " + std::to_string(n - 1) + " value(s)");
  };
  if (key == "game") return want(2) && (w[1] == "1" || fail(error, "only record format version 1 is known"));
  if (key == "players") {
    setup.players.assign(w.begin() + 1, w.end());
    return true;
  }
  if (key == "map") {
    if (!want(2)) return false;
    if (w[1] != "classic" && w[1] != "taiwan" && w[1] != "iberia")
      return fail(error, "map must be classic, taiwan or iberia");
    setup.map = std::string(w[1]);
    return true;
  }
  if (key == "tiles") {
    if (!want(2)) return false;
    setup.tiles.clear();
    for (auto s : split(w[1], ',')) setup.tiles.emplace_back(s);
    return true;
  }
  if (key == "rules") {
    if (!want(2)) return false;
    setup.rules = Rules{};
    for (auto r : split(w[1], ',')) {
      if (r == "ic") setup.rules.ic = true;
      else if (r == "tb") setup.rules.tb = true;
      else if (r == "gbm") setup.rules.gbm = true;
      else if (r == "porxada") setup.rules.porxada = true;
      else if (r != "none") return fail(error, "unknown rules '" + std::string(r) + "' (known: ic, tb, gbm, porxada)");
    }
    return true;
  }
  if (key == "chips") {
    if (!want(2)) return false;
    if (w[1] != "on" && w[1] != "off") return fail(error, "chips must be on or off");
    setup.chips = w[1] == "on";
    return true;
  }
  long long n = 0;
  if (key == "seed") {
    if (!want(2)) return false;
    if (!parse_number(w[1], n) || n < 0) return fail(error, "seed must be a whole number >= 0");
    setup.seed = static_cast<std::uint64_t>(n);
    return true;
  }
  if (key == "followers") {
    if (!want(2)) return false;
    if (!parse_number(w[1], n) || n < 1 || n > 30) return fail(error, "followers must be 1 to 30");
    setup.followers = static_cast<int>(n);
    return true;
  }
  if (key == "order") {
    if (!want(2)) return false;
    if (w[1] != "free") return fail(error, "the only order is 'order free'");
    setup.free_order = true;
    return true;
  }
  // start TILE X,Y rROT
  if (!want(4)) return false;
  StartTile s;
  s.tile = std::string(w[1]);
  if (!parse_pos(w[2], s.pos)) return fail(error, "'" + std::string(w[2]) + "' is not a square X,Y");
  if (!parse_rot(w[3], s.rot)) return fail(error, "'" + std::string(w[3]) + "' is not a rotation (r0, r90, r180, r270)");
  setup.starts.push_back(s);
  return true;
}

bool find_tile(const Game& g, std::string_view id, TileType& out, std::string& error) {
  return g.catalogue().find(id, out) || fail(error, "unknown tile '" + std::string(id) + "'");
}

// Translates a move line into engine moves.
bool parse_move_line(const Game& g, const std::vector<std::string_view>& w, std::vector<Move>& moves, std::string& error) {
  moves.clear();
  if (w.size() == 1 && w[0] == "end") {
    moves.push_back(Move{.kind = MoveKind::End});
    return true;
  }
  PlayerId p = 0;
  if (!g.find_player(w[0], p)) return fail(error, "unknown player '" + std::string(w[0]) + "'");
  if (w.size() < 2) return fail(error, "a move needs more than a player name");
  Move m;
  m.player = p;
  if (w[1] == "discard") {
    if (w.size() != 3) return fail(error, "write 'PLAYER discard TILE'");
    m.kind = MoveKind::Discard;
    if (!find_tile(g, w[2], m.tile, error)) return false;
    moves.push_back(m);
    return true;
  }
  if (parse_figure(w[1], m.figure)) {  // PLAYER FIGURE X,Y SLOT
    if (w.size() != 4) return fail(error, "write 'PLAYER FIGURE X,Y SLOT'");
    m.kind = MoveKind::Stand;
    if (!parse_pos(w[2], m.pos)) return fail(error, "'" + std::string(w[2]) + "' is not a square X,Y");
    if (!parse_slot(w[3], m.slot)) return fail(error, "'" + std::string(w[3]) + "' is not a slot");
    moves.push_back(m);
    return true;
  }
  if (w.size() != 4 && w.size() != 6) return fail(error, "write 'PLAYER TILE X,Y rROT [FIGURE SLOT]'");
  m.kind = MoveKind::Place;
  if (!find_tile(g, w[1], m.tile, error)) return false;
  if (!parse_pos(w[2], m.pos)) return fail(error, "'" + std::string(w[2]) + "' is not a square X,Y");
  int rot = 0;
  if (!parse_rot(w[3], rot)) return fail(error, "'" + std::string(w[3]) + "' is not a rotation (r0, r90, r180, r270)");
  m.rot = static_cast<std::uint8_t>(rot);
  moves.push_back(m);
  Move d{.kind = MoveKind::Deploy, .player = p};
  if (w.size() == 6) {
    d.has_figure = true;
    if (!parse_figure(w[4], d.figure)) return fail(error, "'" + std::string(w[4]) + "' is not a figure (meeple, big, builder, pig)");
    if (!parse_slot(w[5], d.slot)) return fail(error, "'" + std::string(w[5]) + "' is not a slot (N1 … W3, I, M)");
  }
  moves.push_back(d);
  return true;
}

bool apply_moves(Game& g, const std::vector<Move>& moves, std::vector<Event>* events, std::string& error) {
  for (const Move& m : moves)
    if (!g.apply(m, events, &error)) return false;
  return true;
}

template <typename F>
void for_each_line(std::string_view text, F&& f) {
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    if (!f(number, text.substr(start, end - start))) return;
    start = end + 1;
  }
}

std::string line_error(int number, std::string_view line, const std::string& why) {
  return "line " + std::to_string(number) + ": " + std::string(trim(line)) + ": " + why;
}

}  // namespace

bool parse_setup(std::string_view text, Setup& setup, std::string& error) {
  Setup s;
  bool seen_game = false, ok = true;
  for_each_line(text, [&](int number, std::string_view raw) {
    const auto words = split_words(strip_comment(raw));
    if (words.empty()) return true;
    std::string why;
    if (!seen_game && words[0] != "game") why = "a record starts with 'game 1'";
    else if (!is_header_word(words[0])) why = "not a header line";
    else if (!parse_header_line(words, s, why)) {}
    if (!why.empty()) {
      error = line_error(number, raw, why);
      return ok = false;
    }
    seen_game = true;
    return true;
  });
  if (ok && !seen_game) return fail(error, "empty record: it starts with 'game 1'");
  if (ok) setup = s;
  return ok;
}

bool load_record(std::string_view text, const Library& library, Game& out, std::string& error) {
  Setup setup;
  bool in_header = true, seen_game = false, ok = true;
  Game game;
  std::vector<Move> moves;
  for_each_line(text, [&](int number, std::string_view raw) {
    const auto words = split_words(strip_comment(raw));
    if (words.empty()) return true;
    std::string why;
    if (in_header && (is_header_word(words[0]) || !seen_game)) {
      if (!seen_game && words[0] != "game") why = "a record starts with 'game 1'";
      else if (parse_header_line(words, setup, why)) seen_game = true;
    } else if (is_header_word(words[0])) {
      why = "header lines come before the first move";
    } else {
      if (in_header && !Game::create(setup, library, game, why)) why = "set-up: " + why;
      in_header = false;
      if (why.empty() && parse_move_line(game, words, moves, why)) apply_moves(game, moves, nullptr, why);
    }
    if (!why.empty()) {
      error = line_error(number, raw, why);
      return ok = false;
    }
    return true;
  });
  if (!ok) return false;
  if (!seen_game) return fail(error, "empty record: it starts with 'game 1'");
  if (in_header && !Game::create(setup, library, game, error)) return fail(error, "set-up: " + error);
  out = std::move(game);
  return true;
}

bool play_line(Game& game, std::string_view line, std::vector<Event>* events, std::string& error) {
  const auto words = split_words(strip_comment(line));
  if (words.empty()) return fail(error, "empty move line");
  std::vector<Move> moves;
  if (is_header_word(words[0])) return fail(error, "'" + std::string(words[0]) + "' is a header line, not a move");
  if (!parse_move_line(game, words, moves, error)) return false;
  if (moves.size() == 1) return game.apply(moves[0], events, &error);  // apply() changes nothing on error
  Game trial = game;
  std::vector<Event> happened;
  if (!apply_moves(trial, moves, &happened, error)) return false;
  game = std::move(trial);
  if (events) events->insert(events->end(), happened.begin(), happened.end());
  return true;
}

std::string move_text(const Game& g, const Move& m, const Move* deploy) {
  const std::string& who = g.player(m.player).name;
  switch (m.kind) {
    case MoveKind::End: return "end";
    case MoveKind::Discard: return who + " discard " + g.catalogue().def(m.tile).id;
    case MoveKind::Stand:
      return who + " " + std::string(figure_name(m.figure)) + " " + pos_text(m.pos) + " " + std::string(slot_name(m.slot));
    case MoveKind::Deploy:
    case MoveKind::Place: break;
  }
  std::string s = who + " " + g.catalogue().def(m.tile).id + " " + pos_text(m.pos) + " " + rot_text(m.rot);
  if (deploy && deploy->has_figure)
    s += " " + std::string(figure_name(deploy->figure)) + " " + std::string(slot_name(deploy->slot));
  return s;
}

std::string write_record(const Game& g) {
  const Setup& s = g.setup();
  std::string out = "game 1\nplayers";
  for (const auto& p : s.players) out += " " + p;
  out += "\n";
  if (s.map != "classic") out += "map " + s.map + "\n";
  std::string sets;
  for (const auto& t : s.tiles) sets += (sets.empty() ? "" : ",") + t;
  if (sets != "base") out += "tiles " + sets + "\n";
  std::string rules;
  for (auto [on, name] : {std::pair{s.rules.ic, "ic"}, {s.rules.tb, "tb"}, {s.rules.gbm, "gbm"}, {s.rules.porxada, "porxada"}})
    if (on) rules += (rules.empty() ? "" : ",") + std::string(name);
  if (!rules.empty()) out += "rules " + rules + "\n";
  if (s.chips) out += "chips on\n";
  out += "seed " + std::to_string(s.seed) + "\n";
  if (s.free_order) out += "order free\n";
  if (s.followers > 0) out += "followers " + std::to_string(s.followers) + "\n";
  const auto& placed = g.placed();
  const std::size_t starts = s.starts.empty() ? 1 : s.starts.size();
  for (std::size_t i = 0; i < starts && i < placed.size(); ++i)
    out += "start " + g.catalogue().def(placed[i].type).id + " " + pos_text(placed[i].pos) + " " + rot_text(placed[i].rot) + "\n";
  const auto& h = g.history();
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (h[i].kind == MoveKind::Deploy) continue;  // written with its Place
    const Move* deploy = (i + 1 < h.size() && h[i + 1].kind == MoveKind::Deploy) ? &h[i + 1] : nullptr;
    out += move_text(g, h[i], deploy) + "\n";
  }
  return out;
}

}  // namespace carc
