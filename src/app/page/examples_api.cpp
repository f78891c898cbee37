// window.carcassonne.examples() / example(name, lang): the rule examples packed under
// /assets/examples, with their captions (README "Page API", docs/examples.md), each a one-line call
// of the PageController (no game needed; example() answers in the page's language).
#include <string>

#include "app/page/page_api.h"
#include "app/page/page_export.h"

// [{name, title}] for every example, sorted by name.
CARC_EXPORT const char* carc_api_examples() {
  return carc::app::api_reply(carc::app::PageController::examples_json(CARC_ASSET_ROOT));
}

// {name, title, record, captions:[{move, line, lang, text}]} with the captions of `lang` (all of
// them, "#>" sentences included, when `lang` is empty), or {error}.
CARC_EXPORT const char* carc_api_example(const char* name, const char* lang) {
  carc::app::PageController* page = carc::app::page_controller();
  return carc::app::api_reply(page ? carc::app::PageController::example_json(page->words(), CARC_ASSET_ROOT, name ? name : "", lang ? lang : "") : carc::app::not_running());
}
