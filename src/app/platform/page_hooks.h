// What the app tells the web page: window.carcassonne.version / .ready, and fatal errors shown
// on the page instead of a blank canvas. On the desktop these are no-ops or stderr.
#pragma once

#include <string>

#include "app/platform/storage.h"

namespace carc::app {

void publish_version(const char* version);
// Called once, after the first frame is drawn: window.carcassonne.ready becomes true.
void signal_ready();
// A named point of the start-up in the page's performance timeline ("carc:assets", …), read by
// tests/browser/measure.mjs to break the first frame time down.
void mark_startup(const char* name);
// Prints the error and, in the browser, replaces the loading message with it.
void report_fatal_error(const char* message);
// Tells the page the game changed (a move, a new game, a take-back, an undo or redo): Module.carcOnChange().
void notify_game_changed();
// Tells the page the player chose a kept game on the first screen ("open" or "delete" and its
// storage key): Module.carcOnKeptGame(action, key) (web/keep.js).
void notify_kept_game(const char* action, const char* key);

// The language the page asks for (web/loader.js: `lang=` in the URL fragment, else the one the
// player chose last time, else the browser's); natively $CARC_LANG or $LANG. A code like "cs-CZ".
std::string requested_language();
// Tells the page the language changed (its title, loading overlay and shell words follow):
// Module.carcOnLanguage(code).
void announce_language(const char* code);
// The preferences' storage (storage.h, play/preferences.h): the browser's localStorage through Module.carcStorage
// (web/loader.js: embeds and demos read but never write; a storage that throws reads as empty);
// natively nothing is written and $CARC_PACE / $CARC_PALETTE stand for the stored pace and palette.
// It keeps nothing itself: the app owns one and hands it to its Preferences.
class PageStorage final : public PreferenceStorage {
 public:
  std::string read(const std::string& key) const override;
  void write(const std::string& key, const std::string& value) override;
};
// The first deal's seed a test or a demo page pinned (web/loader.js: `window.carcassonneDealSeed`,
// a whole number 1–999999), else 0: the first screen then deals from std::random_device.
int pinned_deal_seed();
// Words for screen readers, said by the page's live region (web/announce.js) in place of what it
// said last: where the keys are, the hint, a step through the last moves, the remaining tiles.
// "" says nothing; natively nothing.
void say_to_screen_readers(const std::string& text);
// True on a touch screen (coarse pointer): touch hints and larger hit targets from the start.
bool is_touch_screen();

}  // namespace carc::app
