// Page hooks: JavaScript calls into web/loader.js's Module on the web, plain stderr natively.
#include "app/platform/page_hooks.h"

#include <cstdio>
#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
EM_JS(void, carc_js_publish_version, (const char* version), {
  var hook = window.carcassonne || (window.carcassonne = {});
  hook.version = UTF8ToString(version);
});
EM_JS(void, carc_js_signal_ready, (), {
  var hook = window.carcassonne || (window.carcassonne = {});
  hook.ready = true;
  if (Module['carcOnReady']) Module['carcOnReady']();
});
EM_JS(void, carc_js_mark, (const char* name), {
  if (typeof performance !== 'undefined' && performance.mark) performance.mark(UTF8ToString(name));
});
EM_JS(void, carc_js_notify_game_changed, (), {
  if (Module['carcOnChange']) Module['carcOnChange']();
});
EM_JS(void, carc_js_notify_kept_game, (const char* action, const char* key), {
  if (Module['carcOnKeptGame']) Module['carcOnKeptGame'](UTF8ToString(action), UTF8ToString(key));
});
EM_JS(void, carc_js_report_fatal_error, (const char* message), {
  if (Module['carcOnError']) Module['carcOnError'](UTF8ToString(message));
});
EM_JS(void, carc_js_requested_language, (char* out, int size), {
  stringToUTF8(String(Module['carcLanguage'] || 'en'), out, size);
});
EM_JS(void, carc_js_announce_language, (const char* code), {
  if (Module['carcOnLanguage']) Module['carcOnLanguage'](UTF8ToString(code));
});
// The live region of web/announce.js ('carcassonne:say'): keyboard focus, the hint, last moves.
EM_JS(void, carc_js_say, (const char* text), {
  window.dispatchEvent(new CustomEvent('carcassonne:say', {detail: UTF8ToString(text)}));
});
EM_JS(void, carc_js_storage_read, (const char* key, char* out, int size), {
  var storage = Module['carcStorage'];
  stringToUTF8(String((storage && storage.read(UTF8ToString(key))) || ""), out, size);
});
EM_JS(void, carc_js_storage_write, (const char* key, const char* value), {
  var storage = Module['carcStorage'];
  if (storage) storage.write(UTF8ToString(key), UTF8ToString(value));
});
EM_JS(int, carc_js_deal_seed, (), {
  var seed = Module['carcDealSeed'];
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 1 && seed <= 999999 ? seed : 0;
});
EM_JS(int, carc_js_is_touch_screen, (), {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 1 : 0;
});
// clang-format on
#endif

namespace carc::app {

void say_to_screen_readers([[maybe_unused]] const std::string& text) {
#ifdef __EMSCRIPTEN__
  if (!text.empty()) carc_js_say(text.c_str());
#endif
}

void publish_version([[maybe_unused]] const char* version) {
#ifdef __EMSCRIPTEN__
  carc_js_publish_version(version);
#endif
}

void signal_ready() {
#ifdef __EMSCRIPTEN__
  carc_js_signal_ready();
#endif
}

void mark_startup([[maybe_unused]] const char* name) {
#ifdef __EMSCRIPTEN__
  carc_js_mark(name);
#endif
}

void report_fatal_error(const char* message) {
  std::fprintf(stderr, "carcassonne: %s\n", message);
#ifdef __EMSCRIPTEN__
  carc_js_report_fatal_error(message);
#endif
}

void notify_game_changed() {
#ifdef __EMSCRIPTEN__
  carc_js_notify_game_changed();
#endif
}

void notify_kept_game(const char* action, const char* key) {
#ifdef __EMSCRIPTEN__
  carc_js_notify_kept_game(action, key);
#else
  (void)action, (void)key;
#endif
}

std::string requested_language() {
#ifdef __EMSCRIPTEN__
  char code[32] = {};
  carc_js_requested_language(code, sizeof code);
  return code;
#else
  for (const char* name : {"CARC_LANG", "LANG"})
    if (const char* value = std::getenv(name); value && *value) return value;
  return "en";
#endif
}

void announce_language([[maybe_unused]] const char* code) {
#ifdef __EMSCRIPTEN__
  carc_js_announce_language(code);
#endif
}

std::string PageStorage::read(const std::string& key) const {
#ifdef __EMSCRIPTEN__
    char value[64] = {};
    carc_js_storage_read(key.c_str(), value, sizeof value);
    return value;
#else
    // The stored pace and palette (play/preferences.h kPaceKey, kPaletteKey) from the environment.
    const char* name = key == "carcassonne.pace" ? "CARC_PACE" : key == "carcassonne.palette" ? "CARC_PALETTE" : nullptr;
    const char* value = name ? std::getenv(name) : nullptr;
    return value ? value : "";
#endif
}

void PageStorage::write([[maybe_unused]] const std::string& key, [[maybe_unused]] const std::string& value) {
#ifdef __EMSCRIPTEN__
  carc_js_storage_write(key.c_str(), value.c_str());
#endif
}

int pinned_deal_seed() {
#ifdef __EMSCRIPTEN__
  return carc_js_deal_seed();
#else
  return 0;
#endif
}

bool is_touch_screen() {
#ifdef __EMSCRIPTEN__
  return carc_js_is_touch_screen() != 0;
#else
  return false;
#endif
}

}  // namespace carc::app
