// Coast file parsing: `coast ID`, then `ring home|abroad [steps]` items each followed by lines of
// X,Y points (in board units, or with `steps` in hundredths, each from the point before).
#include "render/coast.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "engine/base/text.h"

namespace carc::gfx {
namespace {

constexpr float kFarthest = 1000.0f;  // board units: anything beyond is a typo

// NOTE: the shipped coasts hold some 9,000 numbers ("16.09", "-11.29"), read before the first
// frame; strtod (a copy of each word, then libc's long-double scanner) took most of that. Up to 15
// digits, so at most 15 after the point, are an exact integer divided by an exact power of ten:
// one correctly rounded division, the very double strtod gives. Other forms go to strtod.
bool parse_plain_decimal(std::string_view text, double& out) {
  static constexpr double kPowersOfTen[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                            1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
  const bool negative = !text.empty() && text.front() == '-';
  std::uint64_t mantissa = 0;
  int digits = 0, decimals = 0;
  bool point = false;
  for (std::size_t i = negative ? 1 : 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.' && !point) {
      point = true;
      continue;
    }
    if (c < '0' || c > '9' || ++digits > 15) return false;
    mantissa = mantissa * 10 + static_cast<std::uint64_t>(c - '0');
    decimals += point ? 1 : 0;
  }
  if (digits == 0) return false;
  const double value = static_cast<double>(mantissa) / kPowersOfTen[decimals];
  out = negative ? -value : value;
  return true;
}

bool parse_number(std::string_view text, float& out) {
  if (text.empty()) return false;
  double value = 0;
  if (!parse_plain_decimal(text, value)) {
    const std::string copy(text);
    char* end = nullptr;
    value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size()) return false;
  }
  if (!std::isfinite(value) || std::fabs(value) > kFarthest) return false;
  out = static_cast<float>(value);
  return true;
}

Status parse_point(std::string_view word, std::vector<float>& points) {
  const std::size_t comma = word.find(',');
  float x = 0, y = 0;
  if (comma == std::string_view::npos || word.find(',', comma + 1) != std::string_view::npos ||
      !parse_number(word.substr(0, comma), x) || !parse_number(word.substr(comma + 1), y))
    return failure(err::coast_point, {"word", word});
  points.push_back(x);
  points.push_back(y);
  return {};
}

// One whole number of hundredths of a board unit ("-1129"): a step between two points of the
// ring's range (at most 1000 units from 0,0 each) is at most 200,000.
bool parse_hundredths(std::string_view text, long& out) {
  double value = 0;
  if (text.find('.') != std::string_view::npos || !parse_plain_decimal(text, value) ||
      std::fabs(value) > 2.0 * kFarthest * 100.0)
    return false;
  out = static_cast<long>(value);
  return true;
}

// A point of a `steps` ring: the ring's first point in hundredths of a board unit, each next one
// as its step from the point before (`at`, the sum so far). The float is the one "16.09" gives:
// a whole number of hundredths divided by 100 is one correctly rounded division, as in
// parse_plain_decimal.
Status parse_step(std::string_view word, long (&at)[2], std::vector<float>& points) {
  const std::size_t comma = word.find(',');
  long step[2] = {0, 0};
  if (comma == std::string_view::npos || !parse_hundredths(word.substr(0, comma), step[0]) ||
      !parse_hundredths(word.substr(comma + 1), step[1]))
    return failure(err::coast_step, {"word", word});
  for (int i = 0; i < 2; ++i) {
    at[i] += step[i];
    if (std::labs(at[i]) > static_cast<long>(kFarthest) * 100) return failure(err::coast_step, {"word", word});
    points.push_back(static_cast<float>(static_cast<double>(at[i]) / 100.0));
  }
  return {};
}

struct Reader {
  std::string input;
  Coast coast;
  int ring_line = 0;
  bool has_id = false;
  std::string_view map_id;  // the map the file is for ("": any)
  bool steps = false;       // the last ring's points are steps in hundredths (parse_step)
  long at[2] = {0, 0};      // a steps ring's last point, in hundredths

  // The last ring, if any, has enough points; its error names the ring's line.
  Status check_ring() const {
    if (coast.rings.empty() || coast.rings.back().points.size() >= 6) return {};
    return Error{input, ring_line, err::coast_ring_points, {{"n", coast.rings.back().points.size() / 2}}};
  }

  Status item(const std::vector<std::string_view>& words, int line) {
    if (words[0] == "coast") {
      if (has_id) return failure(err::coast_twice);
      if (words.size() != 2) return failure(err::coast_id);
      if (!map_id.empty() && words[1] != map_id) return failure(err::coast_file_id, {"id", words[1]}, {"file", map_id});
      has_id = true;
      coast.id = std::string(words[1]);
      return {};
    }
    if (words[0] == "ring") {
      if (Status s = check_ring(); !s) return s;
      if (words.size() < 2 || words.size() > 3 || (words[1] != "home" && words[1] != "abroad") ||
          (words.size() == 3 && words[2] != "steps"))
        return failure(err::coast_ring);
      coast.rings.push_back(CoastRing{words[1] == "home", {}});
      ring_line = line;
      steps = words.size() == 3;
      at[0] = at[1] = 0;
      return {};
    }
    if (coast.rings.empty()) return failure(err::coast_before_ring, {"word", words[0]});
    std::vector<float>& points = coast.rings.back().points;
    for (std::string_view word : words)
      if (Status s = steps ? parse_step(word, at, points) : parse_point(word, points); !s) return s;
    return {};
  }
};

}  // namespace

Status parse_coast(std::string_view text, const std::string& input, Coast& out, std::string_view map_id) {
  Reader reader{input, {}, 0, false, map_id};
  int line = 1;
  for (std::size_t start = 0; start < text.size(); ++line) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const auto words = split_words(strip_comment(text.substr(start, end - start)));
    start = end + 1;
    if (words.empty()) continue;
    if (Status s = reader.item(words, line); !s) return std::move(s).at(input, line);
  }
  if (Status s = reader.check_ring(); !s) return s;
  if (!reader.has_id) return std::move(failure(err::coast_no_id)).at(input, 0);

  out = std::move(reader.coast);
  return {};
}

}  // namespace carc::gfx
