// The compatibility corpus (tests/compat/README.md): every record and autosave that an earlier
// version saved opens, through the code the page uses (load_record for records and links' records,
// app::read_kept + app::rebuild for kept games), into the exact game it was saved from: the state
// signature of its expectation (manifest.json for the first files, FILE.expect.json beside each
// file added later). The files are never edited; a failure here means saved games of players would
// change meaning.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "app/play/history.h"
#include "data/assets.h"
#include "engine/support.h"

namespace carc {
namespace {

const std::string kDir = std::string(CARC_SOURCE_DIR) + "/tests/compat/";

std::string read(const std::string& name) {
  std::string text;
  const Status s = data::read_file(kDir + name, text);
  REQUIRE_MESSAGE(s, name);
  return text;
}

struct Entry {
  std::string file, kind, signature, phase, after_redo, version;  // version: of a kept game, "" for 1
};

// The string value of `"key": "value"` inside one manifest object, or "".
std::string field(const std::string& object, const std::string& key) {
  const std::string start = "\"" + key + "\": \"";
  const auto at = object.find(start);
  if (at == std::string::npos) return "";
  const auto from = at + start.size();
  return object.substr(from, object.find('"', from) - from);
}

Entry entry_of(const std::string& file, const std::string& object) {
  return {file, field(object, "kind"), field(object, "signature"), field(object, "phase"), field(object, "after_redo"),
          field(object, "version")};
}

// The files manifest.json names: the corpus's first files, in one list that is never edited again.
std::vector<Entry> manifest_entries() {
  const std::string text = read("manifest.json");
  std::vector<Entry> out;
  for (auto at = text.find("{\n      \"file\""); at != std::string::npos; at = text.find("{\n      \"file\"", at + 1)) {
    const std::string object = text.substr(at, text.find('}', at) - at);
    out.push_back(entry_of(field(object, "file"), object));
  }
  return out;
}

constexpr std::string_view kSidecar = ".expect.json";

// Every saved file of the corpus (records/, autosave/, links/), relative to tests/compat, sorted;
// the `.expect.json` sidecars are not saved files.
std::vector<std::string> corpus_files() {
  std::vector<std::string> out;
  for (const char* folder : {"records", "autosave", "links"}) {
    for (const auto& item : std::filesystem::directory_iterator(kDir + folder)) {
      const std::string name = item.path().filename().string();
      if (name.size() > kSidecar.size() && name.ends_with(kSidecar)) continue;
      out.push_back(std::string(folder) + "/" + name);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Every file with its expectation: manifest.json's, then each later file's FILE.expect.json (the
// same members as a manifest entry, without "file"). Adding a file to the corpus adds two files
// and edits none.
std::vector<Entry> manifest() {
  std::vector<Entry> out = manifest_entries();
  for (const std::string& file : corpus_files()) {
    if (std::filesystem::exists(kDir + file + std::string(kSidecar))) out.push_back(entry_of(file, read(file + std::string(kSidecar))));
  }
  return out;
}

TEST_CASE("every file of the corpus has exactly one expectation, and every expectation its file") {
  std::vector<std::string> expected;
  for (const Entry& e : manifest()) {
    CAPTURE(e.file);
    CHECK(std::filesystem::exists(kDir + e.file));
    CHECK_FALSE(e.kind.empty());
    CHECK(e.signature.size() == 16);
    expected.push_back(e.file);
  }
  std::sort(expected.begin(), expected.end());
  CHECK(std::adjacent_find(expected.begin(), expected.end()) == expected.end());  // none in both places
  CHECK(expected == corpus_files());
}

TEST_CASE("the corpus lists records of every expansion and autosaves of every mid-turn step") {
  std::vector<std::string> files;
  for (const Entry& e : manifest()) files.push_back(e.file);
  for (const char* name : {"records/base.carc.txt", "records/ic.carc.txt", "records/tb.carc.txt", "records/gbm.carc.txt",
                           "records/porxada.carc.txt", "records/taiwan-chips.carc.txt", "records/iberia-chips.carc.txt",
                           "autosave/between-turns.json", "autosave/after-placement.json", "autosave/iberia-cache.json",
                           "autosave/taiwan-upgrade.json", "autosave/porxada-choice.json", "links/record.txt", "links/z.txt",
                           "autosave/v2-after-placement.json", "autosave/v2-porxada-swap.json", "autosave/v2-with-redo.json"}) {
    CAPTURE(name);
    CHECK(std::find(files.begin(), files.end(), name) != files.end());
  }
}

TEST_CASE("every record of the corpus opens into the game of its signature") {
  int records = 0;
  for (const Entry& e : manifest()) {
    if (e.kind != "record") continue;
    CAPTURE(e.file);
    Game game;
    const Status s = load_record(read(e.file), test::library(), game);
    REQUIRE_MESSAGE(s, s.message());
    CHECK(app::signature_text(game) == e.signature);
    ++records;
  }
  CHECK(records >= 7);  // the corpus only grows
}

TEST_CASE("every autosave and game set aside of the corpus resumes into the game of its signature, mid-turn steps included") {
  int kept = 0;
  for (const Entry& e : manifest()) {
    if (e.kind != "autosave" && e.kind != "previous") continue;
    CAPTURE(e.file);
    const std::string text = read(e.file);
    app::KeptEntry entry;
    Status status;
    REQUIRE_MESSAGE((status = app::read_kept(text, test::library(), entry)).ok(), status.message());
    CHECK(entry.version == (e.version.empty() ? 1 : std::stoi(e.version)));  // 1: choice indices; 2: record words
    Game game;
    REQUIRE_MESSAGE((status = app::rebuild(entry.point, test::library(), game)).ok(), status.message());
    CHECK(app::signature_text(game) == e.signature);
    if (e.phase != "place" && e.phase != "over") CHECK_FALSE(entry.point.steps.empty());
    // Written again as version 2 (record words) and read back: the same game.
    app::KeptEntry again;
    REQUIRE_MESSAGE((status = app::read_kept(app::kept_json(entry), test::library(), again)).ok(), status.message());
    CHECK(again.version == app::kResumeVersion);
    CHECK(again.point.steps == entry.point.steps);
    Game game2;
    REQUIRE(app::rebuild(again.point, test::library(), game2).ok());
    CHECK(app::signature_text(game2) == e.signature);
    // And the resume point of the rebuilt game is the migrated one.
    app::ResumePoint point;
    REQUIRE(app::resume_point(game, point).ok());
    CHECK(point.record == entry.point.record);
    CHECK(point.steps == entry.point.steps);
    if (!e.after_redo.empty()) {
      // The redo list replays (latest group first) to the game the player had before undoing.
      REQUIRE(entry.redo.size() == 2);
      CHECK_FALSE(entry.redo[0].whole_turns);  // the turn in progress's steps, migrated to words
      CHECK(entry.redo[1].whole_turns);
      for (std::size_t g = entry.redo.size(); g-- > 0;) {
        for (const std::string& t : entry.redo[g].texts) {
          CAPTURE(t);
          if (entry.redo[g].whole_turns) {
            REQUIRE(play_line(game, t));
          } else {
            Move m;
            REQUIRE_MESSAGE((status = app::find_step(game, t, m)).ok(), status.message());
            REQUIRE(game.apply(m));
          }
        }
      }
      CHECK(app::signature_text(game) == e.after_redo);
    }
    ++kept;
  }
  CHECK(kept >= 12);
}

// Version 2 (steps and redo steps in record words) by the files, not only by migrating version 1:
// each opens into the very game of the version-1 autosave of the same position (the signature
// the page computed when it saved that one), mid-turn steps and the redo list included.
TEST_CASE("kept games of version 2 open to the game of their signature: mid-turn steps in words, a redo list in words") {
  int mid_turn = 0, with_redo = 0;
  for (const Entry& e : manifest()) {
    if (e.version != "2") continue;
    CAPTURE(e.file);
    const std::string text = read(e.file);
    REQUIRE(text.find("\"version\":2") != std::string::npos);
    app::KeptEntry entry;
    Status status;
    REQUIRE_MESSAGE((status = app::read_kept(text, test::library(), entry)).ok(), status.message());
    CHECK(entry.version == 2);
    Game game;
    REQUIRE_MESSAGE((status = app::rebuild(entry.point, test::library(), game)).ok(), status.message());
    CHECK(app::signature_text(game) == e.signature);
    CHECK(phase_name(game.phase()) == e.phase);
    // The steps are the record words of the turn in progress, as the game writes them again.
    app::ResumePoint point;
    REQUIRE(app::resume_point(game, point).ok());
    CHECK(point.steps == entry.point.steps);
    CHECK(app::kept_json(entry).find(text.substr(0, text.find(",\"view\""))) == 0);  // written back as read
    if (e.phase != "place" && e.phase != "over") {
      CHECK_FALSE(entry.point.steps.empty());
      ++mid_turn;
    }
    if (!e.after_redo.empty()) {
      REQUIRE_FALSE(entry.redo.empty());
      ++with_redo;
    }
  }
  CHECK(mid_turn >= 2);
  CHECK(with_redo >= 1);
}

}  // namespace
}  // namespace carc
