// Record reading and writing. Header lines come first (`game 1`, then any order), then moves.
#include "engine/record/notation.h"

#include <charconv>
#include <utility>

#include "engine/expansions/expansions.h"
#include "engine/record/fair_draw.h"
#include "engine/record/record_text.h"
#include "engine/base/text.h"

namespace carc {
namespace {

using record::parse_pos;
using record::parse_rot;
using record::rot_text;
using record::is_header_word;
using record::Header;

Status find_tile(const Game& g, std::string_view id, TileType& out) {
  if (!g.catalogue().find(id, out)) return failure(err::unknown_tile, {"tile", id});
  return {};
}

// A move line: one move, or a whole turn (a placement and the steps after it).
struct Line {
  Move move;                 // End, Discard, Stand, or the Place of a turn
  bool turn = false;
  bool has_cache = false;    // `cache X,Y`
  Pos cache;
  Move deploy;               // `FIGURE SLOT` (Deploy), or none (NoFigure)
  bool has_upgrade = false;  // `upgrade 2+1+1 X,Y SLOT`
  Move upgrade;
  bool has_porxada = false;  // `porxada swap` / `porxada bonus` (PorxadaSwap / PorxadaBonus)
  Move porxada;
  bool has_swap = false;     // `swap X,Y SLOT X,Y SLOT` / `swap none` (Swap / NoSwap)
  Move swap;
  bool has_answer = false;   // `accept` / `refuse X,Y SLOT` / `refuse supply` (Accept / Refuse / RefuseSupply)
  Move answer;
  bool has_gbm = false;      // `gbm X,Y SLOT`
  Move gbm;
  std::vector<Spot> withdraw;  // `withdraw X,Y SLOT`, by whoever owns the knight there
};

Status parse_spot(const std::vector<std::string_view>& w, std::size_t i, Pos& pos, Slot& slot) {
  if (i + 1 >= w.size() || !parse_pos(w[i], pos)) return failure(err::square_after, {"word", w[i - 1]});
  if (!parse_slot(w[i + 1], slot)) return failure(err::not_slot, {"value", w[i + 1]});
  return {};
}

// The place of a step's first word in the order a turn's steps are written (docs/records.md),
// the order the engine asks for them (Game::next_step), as the expansions' descriptors rank their
// step words: cache (IB4), porxada (P3), swap (P5), accept or refuse (P8), FIGURE (B5), upgrade
// (TW5), withdraw (P15), gbm (G2); -1 for a word that starts no step.
int step_rank(std::string_view word) {
  FigureKind figure{};
  if (parse_figure(word, figure)) return 4;  // FIGURE SLOT
  for (const StepWord& step : kStepWords)
    if (step.word == word) return step.rank;
  return -1;
}

Status parse_tokens(const std::vector<std::string_view>& w, std::size_t i, Line& line) {
  int last_rank = -1;
  std::string_view last_step;
  while (i < w.size()) {
    if (const int rank = step_rank(w[i]); rank >= 0) {  // `… meeple N2 cache 3,4`: written too late
      if (rank < last_rank) return failure(err::step_order, {"step", w[i]}, {"after", last_step});
      last_rank = rank;
      last_step = w[i];
    }
    if (w[i] == "porxada") {
      if (line.has_porxada || i + 1 >= w.size() || (w[i + 1] != "swap" && w[i + 1] != "bonus"))
        return failure(err::porxada_once);
      line.has_porxada = true;
      line.porxada.kind = w[i + 1] == "swap" ? MoveKind::PorxadaSwap : MoveKind::PorxadaBonus;
      i += 2;
    } else if (w[i] == "swap") {
      if (line.has_swap) return failure(err::swap_once);
      line.has_swap = true;
      if (i + 1 < w.size() && w[i + 1] == "none") {
        line.swap.kind = MoveKind::NoSwap;
        i += 2;
        continue;
      }
      Move& s = line.swap;
      if (Status e = parse_spot(w, i + 1, s.pos, s.slot); !e) return e;
      if (Status e = parse_spot(w, i + 3, s.pos2, s.slot2); !e) return e;
      i += 5;
    } else if (w[i] == "accept" || w[i] == "refuse") {
      if (line.has_answer) return failure(err::answer_once);
      line.has_answer = true;
      if (w[i] == "accept") {
        line.answer.kind = MoveKind::Accept;
        i += 1;
      } else if (i + 1 < w.size() && w[i + 1] == "supply") {
        line.answer.kind = MoveKind::RefuseSupply;
        i += 2;
      } else {
        line.answer.kind = MoveKind::Refuse;
        if (Status e = parse_spot(w, i + 1, line.answer.pos, line.answer.slot); !e) return e;
        i += 3;
      }
    } else if (w[i] == "withdraw") {
      Spot s;
      if (Status e = parse_spot(w, i + 1, s.pos, s.slot); !e) return e;
      line.withdraw.push_back(s);
      i += 3;
    } else if (w[i] == "gbm") {
      if (line.has_gbm) return failure(err::gbm_once);
      if (Status e = parse_spot(w, i + 1, line.gbm.pos, line.gbm.slot); !e) return e;
      line.has_gbm = true;
      i += 3;
    } else if (w[i] == "cache") {
      if (line.has_cache || i + 1 >= w.size() || !parse_pos(w[i + 1], line.cache)) return failure(err::cache_once);
      line.has_cache = true;
      i += 2;
    } else if (w[i] == "upgrade") {
      if (line.has_upgrade || i + 3 >= w.size()) return failure(err::upgrade_words);
      Move& u = line.upgrade;
      for (auto v : split(w[i + 1], '+')) {
        if ((v != "1" && v != "2") || u.pay.count == 4) return failure(err::not_payment, {"value", w[i + 1]});
        u.pay.chips[u.pay.count++] = static_cast<std::uint8_t>(v[0] - '0');
      }
      if (!parse_pos(w[i + 2], u.pos)) return failure(err::not_square, {"value", w[i + 2]});
      if (!parse_slot(w[i + 3], u.slot)) return failure(err::not_slot, {"value", w[i + 3]});
      line.has_upgrade = true;
      i += 4;
    } else {
      FigureKind second{};
      if (line.deploy.kind == MoveKind::Deploy && parse_figure(w[i], second)) return failure(err::figure_once);  // B5
      if (line.deploy.kind == MoveKind::Deploy || i + 1 >= w.size()) return failure(err::unexpected, {"word", w[i]});
      if (!parse_figure(w[i], line.deploy.figure)) return failure(err::not_figure, {"value", w[i]});
      if (!parse_slot(w[i + 1], line.deploy.slot)) return failure(err::not_slot, {"value", w[i + 1]});
      line.deploy.kind = MoveKind::Deploy;
      i += 2;
    }
  }
  return {};
}

Status parse_move_line(const Game& g, const std::vector<std::string_view>& w, Line& line) {
  line = Line{};
  if (w.size() == 1 && w[0] == "end") {
    line.move.kind = MoveKind::End;
    return {};
  }
  PlayerId p = 0;
  if (!g.find_player(w[0], p)) return failure(err::unknown_player, {"name", w[0]});
  if (w.size() < 2) return failure(err::move_words);
  Move& m = line.move;
  m.player = p;
  if (w[1] == "discard") {
    if (w.size() != 3) return failure(err::discard_words);
    m.kind = MoveKind::Discard;
    return find_tile(g, w[2], m.tile);
  }
  if (parse_figure(w[1], m.figure)) {  // PLAYER FIGURE X,Y SLOT
    if (w.size() != 4) return failure(err::stand_words);
    m.kind = MoveKind::Stand;
    if (!parse_pos(w[2], m.pos)) return failure(err::not_square, {"value", w[2]});
    if (!parse_slot(w[3], m.slot)) return failure(err::not_slot, {"value", w[3]});
    return {};
  }
  if (w.size() < 4) return failure(err::place_words);
  m.kind = MoveKind::Place;
  line.turn = true;
  if (Status e = find_tile(g, w[1], m.tile); !e) return e;
  if (!parse_pos(w[2], m.pos)) return failure(err::not_square, {"value", w[2]});
  int rot = 0;
  if (!parse_rot(w[3], rot)) return failure(err::not_rotation, {"value", w[3]});
  m.rot = static_cast<std::uint8_t>(rot);
  line.deploy = Move{.kind = MoveKind::NoFigure, .player = p};
  line.upgrade = Move{.kind = MoveKind::Upgrade, .player = p};
  line.porxada.player = p;
  line.swap = Move{.kind = MoveKind::Swap, .player = p};
  line.gbm = Move{.kind = MoveKind::Gbm, .player = p};
  return parse_tokens(w, 4, line);
}

// Why a line's `cache X,Y` found no Cache step: a game without caches says so (IB3: a map with
// colour bands only; TW3: Taiwan keeps its chips), else no chip was collected.
Status why_no_cache(const Game& g) {
  if (!g.chips_on()) return failure(err::no_caches_game);
  if (g.map()->bands.empty()) return failure(err::kept_for_upgrades, {"map", g.map()->name});
  return failure(err::no_cache_chip);
}

// Why a line's `upgrade VALUES X,Y SLOT` found no Upgrade step: the rule that forbids upgrading
// the figure it names (TW7 a large follower, TW8 a meeple upgraded already), else TW5.
Status why_no_upgrade(const Game& g, const Move& up) {
  if (!g.chips_on() || !g.map()->bands.empty())
    return failure(err::no_upgrades_game);
  const int cell = g.board().cell(up.pos);
  const int tile = cell < 0 ? -1 : g.board().tile_at(cell);
  for (const Figure& f : g.figures()) {
    if (tile < 0 || f.tile != tile || f.slot != up.slot || f.owner != up.player) continue;
    if (f.kind == FigureKind::Big) return failure(err::upgrade_big);
    if (f.kind == FigureKind::Meeple && f.chip >= 0) return failure(err::upgraded_already);
  }
  return failure(err::no_upgrade);
}

// Applies a line; a turn runs through every step its placement leads to.
Status apply_line(Game& g, const Line& line, std::vector<Event>* events) {
  if (Status s = g.apply(line.move, events); !s || !line.turn) return s;
  bool cache_used = false, upgrade_used = false;
  std::vector<bool> withdrawn(line.withdraw.size(), false);
  std::vector<Move> moves;
  const auto step = [&](bool given, Move m, ErrorKey missing) -> Status {
    if (!given) return failure(missing);
    return g.apply(m, events);
  };
  for (;;) {
    switch (g.phase()) {
      case Phase::Porxada:
        if (Status s = step(line.has_porxada, line.porxada, err::add_porxada); !s) return s;
        continue;
      case Phase::Swap:
        if (Status s = step(line.has_swap, line.swap, err::add_swap); !s) return s;
        continue;
      case Phase::Refuse: {
        Move answer = line.answer;
        answer.player = g.deciding_player();
        if (Status s = step(line.has_answer, answer, err::add_answer); !s) return s;
        continue;
      }
      case Phase::Gbm:
        if (Status s = step(line.has_gbm, line.gbm, err::add_gbm); !s) return s;
        continue;
      case Phase::Withdraw: {  // P15: the knights named by `withdraw` leave, the others stay
        g.legal_moves(moves);  // the deciding player's knights there, then "stay" (last)
        Move w = moves.back();
        for (std::size_t k = 0; k < line.withdraw.size() && w.kind == MoveKind::Stay; ++k) {
          for (const Move& m : moves) {
            if (withdrawn[k] || m.kind != MoveKind::Withdraw || m.pos != line.withdraw[k].pos || m.slot != line.withdraw[k].slot) continue;
            withdrawn[k] = true;
            w = m;
            break;
          }
        }
        if (Status s = g.apply(w, events); !s) return s;
        continue;
      }
      case Phase::Cache: {
        if (!line.has_cache) return failure(err::add_cache);
        Move c{.kind = MoveKind::Cache, .player = line.move.player, .pos = line.cache};
        if (Status s = g.apply(c, events); !s) return s;
        cache_used = true;
        continue;
      }
      case Phase::Deploy:
        if (Status s = g.apply(line.deploy, events); !s) return s;
        continue;
      case Phase::Upgrade: {
        const Move skip{.kind = MoveKind::NoUpgrade, .player = line.move.player};
        if (Status s = g.apply(line.has_upgrade ? line.upgrade : skip, events); !s) return s;
        upgrade_used = line.has_upgrade;
        continue;
      }
      default: break;
    }
    break;
  }
  if (line.has_cache && !cache_used) return why_no_cache(g);
  if (line.has_upgrade && !upgrade_used) return why_no_upgrade(g, line.upgrade);
  const auto history = g.history();
  const auto used = [&](MoveKind k) {
    for (auto it = history.rbegin(); it != history.rend() && it->kind != MoveKind::Place; ++it)
      if (it->kind == k) return true;
    return false;
  };
  if (line.has_porxada && !used(line.porxada.kind)) return failure(err::no_porxada_choice);
  if (line.has_swap && !used(line.swap.kind)) return failure(err::no_swap);
  if (line.has_answer && !used(line.answer.kind)) return failure(err::no_answer);
  if (line.has_gbm && !used(MoveKind::Gbm)) return failure(err::gbm_not_now);
  for (bool w : withdrawn)
    if (!w) return failure(err::no_withdraw_knight);
  return {};
}

// A move line of a game with a fair draw (docs/fair-draw.md): a line that draws a tile ends in
// `reveal HEX`, the mover's next chain value. Takes those words off `w`, checks the reveal and
// makes the draw, and checks that the line places or discards the tile drawn. Any other line
// (and any line of a seeded game) must not carry a reveal.
Status fair_draw_line(Game& g, std::vector<std::string_view>& w, Line& line) {
  std::string_view hex;
  if (w.size() >= 3 && w[w.size() - 2] == "reveal") {
    hex = w.back();
    w.resize(w.size() - 2);
  }
  if (Status s = parse_move_line(g, w, line); !s) return s;
  const bool draws = line.move.kind == MoveKind::Place || line.move.kind == MoveKind::Discard;
  if (!draws || !g.setup().fair_draw) return hex.empty() ? Status() : failure(err::fair_reveal_unasked);
  Digest reveal{};
  if (!hex.empty() && !parse_hex_digest(hex, reveal)) return failure(err::fair_reveal_hex, {"value", hex});
  if (fair::is_drawn(g)) {  // drawn already (fair::draw): the line may repeat its reveal
    if (!hex.empty() && reveal != g.reveals().back()) return failure(err::fair_drawn);
  } else if (hex.empty()) {
    return failure(err::fair_reveal_missing);
  } else if (Status s = fair::draw(g, reveal); !s) {
    return s;
  }
  if (line.move.tile != g.drawn_tile())
    return failure(err::fair_wrong_tile, {"name", g.player(g.current_player()).name},
                   {"drawn", g.catalogue().def(g.drawn_tile()).id}, {"tile", g.catalogue().def(line.move.tile).id});
  return {};
}

// "line N: <the line>: why" (the record has no file name; the caller adds one if it has).
Error line_error(int number, std::string_view line, const Error& why) {
  return Error{{}, number, err::record_line, {{"text", trim(line)}, {"why", why}}};
}

}  // namespace

Status parse_setup(std::string_view text, Setup& setup) {
  Header header;
  Status read = for_each_line(text, "", [&](int number, std::string_view raw) -> Status {
    const auto words = split_words(strip_comment(raw));
    if (words.empty()) return {};
    if (Status s = header.read(number, words); !s) return line_error(number, raw, s.error());
    return {};
  });
  if (!read) return read;
  if (!header.game_line) return failure(err::empty_record);
  setup = header.setup;
  return {};
}

Status load_record(std::string_view text, const Library& library, Game& out) {
  const auto lines = split_lines(text);
  Header header;
  bool in_header = true;
  Game game;
  const auto create = [&]() -> Status {
    const Status created = Game::create(header.setup, library, game);
    if (created) return {};
    const int line = header.blame(created.error());
    return line_error(line, lines[static_cast<std::size_t>(line - 1)], created.error());
  };
  Status read = for_each_line(text, "", [&](int number, std::string_view raw) -> Status {
    const auto words = split_words(strip_comment(raw));
    if (words.empty()) return {};
    Status s;
    if (in_header && (is_header_word(words[0]) || !header.game_line)) {
      s = header.read(number, words);
    } else if (is_header_word(words[0])) {
      s = failure(err::header_after_moves);
    } else {
      if (in_header) {
        in_header = false;
        if (Status created = create(); !created) return created;
      }
      Line line;
      auto move_words = words;
      s = fair_draw_line(game, move_words, line);
      if (s) s = apply_line(game, line, nullptr);
    }
    return s ? s : line_error(number, raw, s.error());
  });
  if (!read) return read;
  if (!header.game_line) return failure(err::empty_record);
  if (in_header)
    if (Status s = create(); !s) return s;
  out = std::move(game);
  return {};
}

Status play_line(Game& game, std::string_view line, std::vector<Event>* events) {
  auto words = split_words(strip_comment(line));
  if (words.empty()) return failure(err::empty_move);
  if (line.size() > static_cast<std::size_t>(kMaxLineLength))
    return failure(err::line_too_long, {"length", line.size()}, {"limit", kMaxLineLength});
  Line parsed;
  if (is_header_word(words[0])) return failure(err::header_not_move, {"word", words[0]});
  Game trial = game;  // a fair draw's reveal is taken before the move: a rejected line undoes it
  if (Status s = fair_draw_line(trial, words, parsed); !s) return s;
  std::vector<Event> happened;
  if (!parsed.turn) {
    if (Status s = trial.apply(parsed.move, &happened); !s) return s;
  } else if (Status s = apply_line(trial, parsed, &happened); !s) {
    return s;
  }
  game = std::move(trial);
  if (events) events->insert(events->end(), happened.begin(), happened.end());
  return {};
}

namespace {

// A step of a turn as the words it adds to its turn's line ("" for no figure, no upgrade, stay).
std::string step_text(const Move& step) {
  switch (step.kind) {
    case MoveKind::Cache: return " cache " + pos_text(step.pos);
    case MoveKind::Deploy: return " " + std::string(figure_name(step.figure)) + " " + std::string(slot_name(step.slot));
    case MoveKind::PorxadaSwap: return " porxada swap";
    case MoveKind::PorxadaBonus: return " porxada bonus";
    case MoveKind::Swap: return " swap " + spot_text(step.pos, step.slot) + " " + spot_text(step.pos2, step.slot2);
    case MoveKind::NoSwap: return " swap none";
    case MoveKind::Accept: return " accept";
    case MoveKind::Refuse: return " refuse " + spot_text(step.pos, step.slot);
    case MoveKind::RefuseSupply: return " refuse supply";
    case MoveKind::Withdraw: return " withdraw " + spot_text(step.pos, step.slot);
    case MoveKind::Gbm: return " gbm " + spot_text(step.pos, step.slot);
    case MoveKind::Upgrade: {
      std::string s = " upgrade ";
      for (int k = 0; k < step.pay.count; ++k) s += (k ? "+" : "") + std::to_string(step.pay.chips[k]);
      return s + " " + pos_text(step.pos) + " " + std::string(slot_name(step.slot));
    }
    default: return "";  // NoFigure, NoUpgrade, Stay: nothing to write
  }
}

bool is_step(MoveKind k) {
  return k != MoveKind::Place && k != MoveKind::Discard && k != MoveKind::Stand && k != MoveKind::End;
}

// A move that starts a line: a placement, a discard, a stand or `end`.
std::string line_start(const Game& g, const Move& m) {
  const std::string& who = g.player(m.player).name;
  switch (m.kind) {
    case MoveKind::End: return "end";
    case MoveKind::Discard: return who + " discard " + g.catalogue().def(m.tile).id;
    case MoveKind::Stand:
      return who + " " + std::string(figure_name(m.figure)) + " " + pos_text(m.pos) + " " + std::string(slot_name(m.slot));
    default: return who + " " + g.catalogue().def(m.tile).id + " " + pos_text(m.pos) + " " + rot_text(m.rot);
  }
}

// The line for history[i] and the steps of its turn; advances i past them. `draws` counts the
// Place and Discard lines before it: in a fair-draw game each ends in its reveal.
std::string line_text(const Game& g, const std::vector<Move>& h, std::size_t& i, std::size_t& draws) {
  const Move& m = h[i++];
  std::string s = line_start(g, m);
  if (m.kind != MoveKind::Place && m.kind != MoveKind::Discard) return s;
  for (; m.kind == MoveKind::Place && i < h.size() && is_step(h[i].kind); ++i) s += step_text(h[i]);
  if (g.setup().fair_draw && draws < g.reveals().size()) s = fair::with_reveal(s, g.reveals()[draws]);
  ++draws;
  return s;
}

}  // namespace

std::string move_text(const Game& g, const Move& m) {
  if (!is_step(m.kind)) return line_start(g, m);
  const std::string words = step_text(m);
  if (!words.empty()) return words.substr(1);
  return m.kind == MoveKind::NoFigure ? "no figure" : m.kind == MoveKind::NoUpgrade ? "no upgrade" : "stay";
}

std::vector<std::string> record_lines(const Game& g) {
  std::vector<std::string> lines;
  const auto& h = g.history();
  std::size_t draws = 0;
  for (std::size_t i = 0; i < h.size();) lines.push_back(line_text(g, h, i, draws));
  return lines;
}

std::string write_record(const Game& g) {
  std::string out = record::write_header(g);
  for (const std::string& line : record_lines(g)) out += line + "\n";
  return out;
}

}  // namespace carc
