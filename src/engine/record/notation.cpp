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

// A step a turn's line names: its word (the descriptor's) and the move it reads as.
struct LineStep {
  const StepWord* word;
  Move move;
  bool used = false;  // a step of the turn took it
};

// A move line: one move, or a whole turn (a placement and the steps after it).
struct Line {
  Move move;                 // End, Discard, Stand, or the Place of a turn
  bool turn = false;
  Move deploy;               // `FIGURE SLOT` (Deploy), or none (NoFigure)
  std::vector<LineStep> steps;  // the expansions' steps, as written
};

const StepWord* find_step_word(std::string_view word) {
  for (const StepWord& step : kStepWords)
    if (step.word == word) return &step;
  return nullptr;
}

// The place of a step's first word in the order a turn's steps are written (docs/records.md),
// the order the engine asks for them (Game::next_step), as the expansions' descriptors rank their
// step words: cache (IB4), porxada (P3), swap (P5), accept or refuse (P8), FIGURE (B5), upgrade
// (TW5), withdraw (P15), gbm (G2); -1 for a word that starts no step.
int step_rank(std::string_view word) {
  FigureKind figure{};
  if (parse_figure(word, figure)) return kFigureRank;  // FIGURE SLOT
  const StepWord* step = find_step_word(word);
  return step ? step->rank : -1;
}

// An expansion's step word at w[i] and its arguments: read by its descriptor.
Status parse_step(const std::vector<std::string_view>& w, std::size_t& i, const StepWord& word, Line& line) {
  if (!word.repeats)
    for (const LineStep& s : line.steps)
      if (s.word->phase == word.phase) return failure(word.twice);
  Move m{.player = line.move.player};
  if (Status e = word.read(w, i, m); !e) return e;
  line.steps.push_back(LineStep{&word, m});
  return {};
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
    if (const StepWord* word = find_step_word(w[i])) {
      if (Status e = parse_step(w, i, *word, line); !e) return e;
      continue;
    }
    FigureKind second{};
    if (line.deploy.kind == MoveKind::Deploy && parse_figure(w[i], second)) return failure(err::figure_once);  // B5
    if (line.deploy.kind == MoveKind::Deploy || i + 1 >= w.size()) return failure(err::unexpected, {"word", w[i]});
    if (!parse_figure(w[i], line.deploy.figure)) return failure(err::not_figure, {"value", w[i]});
    if (!parse_slot(w[i + 1], line.deploy.slot)) return failure(err::not_slot, {"value", w[i + 1]});
    line.deploy.kind = MoveKind::Deploy;
    i += 2;
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
  return parse_tokens(w, 4, line);
}

// An expansion's step of a turn: the first step the line names for it that is not used yet, by
// the deciding player (of a word a line may repeat, the first that is legal now); else the move
// that skips the step, or the error for a line that leaves it out.
Status apply_step(Game& g, Line& line, const PhaseInfo& step, std::vector<Event>* events) {
  for (LineStep& s : line.steps) {
    if (s.used || s.word->phase != step.phase) continue;
    Move m = s.move;
    m.player = g.deciding_player();
    if (s.word->repeats && !g.check(m)) continue;
    s.used = true;
    return g.apply(m, events);
  }
  if (!step.skippable) return failure(step.missing);
  return g.apply(Move{.kind = step.skip, .player = g.deciding_player()}, events);
}

// Applies a line; a turn runs through every step its placement leads to.
Status apply_line(Game& g, Line& line, std::vector<Event>* events) {
  if (Status s = g.apply(line.move, events); !s || !line.turn) return s;
  for (;;) {
    const Phase phase = g.phase();
    if (phase == Phase::PlaceTile || phase == Phase::GameEnd || phase == Phase::Over) break;
    const Status s = phase == Phase::Deploy ? g.apply(line.deploy, events)
                                            : apply_step(g, line, kPhaseInfos[static_cast<std::size_t>(phase)], events);
    if (!s) return s;
  }
  for (const LineStep& s : line.steps)
    if (!s.used) return s.word->unused(g, s.move);
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

// A step of a turn as the words it adds to its turn's line ("" for no figure, no upgrade, stay),
// as its descriptor writes it.
std::string step_text(const Move& step) {
  const MoveWords& words = kMoveWords[static_cast<std::size_t>(step.kind)];
  return words.write ? words.write(step) : "";
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
  return std::string(kMoveWords[static_cast<std::size_t>(m.kind)].alone);
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
