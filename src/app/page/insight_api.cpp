// The page API of "what fans ask for" (issue 20): window.carcassonne.insight(), outlines(on),
// hint() (README "Page API"), each a one-line call of the PageController; the hint is only shown,
// never played.
#include "app/page/page_api.h"
#include "i18n/translate.h"

using carc::app::api_reply;
using carc::app::page_controller;

// {outlines, focus, hint: {state, place, figure}, recent: [{x, y, player, figure, slot}], stepping}
CARC_EXPORT const char* carc_api_insight() { return api_reply(page_controller() ? page_controller()->insight_json() : "{}"); }

// Turns the outlines on or off (1 / 0); any other value only reads. Returns the switch's state.
CARC_EXPORT int carc_api_outlines(int on) { return page_controller() && page_controller()->outlines(on) ? 1 : 0; }

// Asks the Hard player for a hint for the human deciding now, like H: "" or why not.
CARC_EXPORT const char* carc_api_hint() {
  return api_reply(page_controller() ? page_controller()->hint() : carc::app::not_running());
}

// The top bar's action `name` ("hint", "last", "tiles", "log"), as the page's More menu chose it: "" or why not.
CARC_EXPORT const char* carc_api_press(const char* name) {
  return api_reply(page_controller() ? page_controller()->press(name ? name : "") : carc::app::not_running());
}

// The scores over the turns, the big scorings and, once the game is over, a sentence per player
// (the final panel's graph and its words): {"scores", "big", "words"}.
CARC_EXPORT const char* carc_api_final_scores() {
  return api_reply(page_controller() ? page_controller()->final_scores_json() : "{}");
}
