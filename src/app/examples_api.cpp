// window.carcassonne.examples() / example(name, lang): the rule examples packed under
// /assets/examples, with their captions (README "Page API", docs/examples.md).
#include <string>

#include "app/page_export.h"
#include "app/state_json.h"
#include "data/examples.h"
#include "engine/captions.h"

namespace {
std::string caption_json(const carc::Caption& c) {
  using carc::app::json_quote;
  return "{\"move\":" + std::to_string(c.move) + ",\"line\":" + std::to_string(c.line) + ",\"lang\":" +
         json_quote(c.lang) + ",\"text\":" + json_quote(c.text) + "}";
}
}  // namespace

// [{name, title}] for every example, sorted by name.
CARC_EXPORT const char* carc_api_examples() {
  std::string s = "[";
  for (const std::string& name : carc::data::list_examples(CARC_ASSET_ROOT)) {
    std::string text, error;
    if (!carc::data::read_example(CARC_ASSET_ROOT, name, text, error)) continue;
    s += (s.size() > 1 ? "," : "") + std::string("{\"name\":") + carc::app::json_quote(name) +
         ",\"title\":" + carc::app::json_quote(carc::record_title(text)) + "}";
  }
  return carc::app::api_reply(s + "]");
}

// {name, title, record, captions:[{move, line, lang, text}]} with the captions of `lang` (all of
// them, "#>" sentences included, when `lang` is empty), or {error}.
CARC_EXPORT const char* carc_api_example(const char* name, const char* lang) {
  std::string text, error;
  const std::string id = name ? name : "";
  if (!carc::data::read_example(CARC_ASSET_ROOT, id, text, error))
    return carc::app::api_reply("{\"error\":" + carc::app::json_quote(error) + "}");
  std::vector<carc::Caption> captions = carc::record_captions(text);
  if (lang && *lang) captions = carc::captions_in(captions, lang);
  std::string list = "[";
  for (const carc::Caption& c : captions) list += (list.size() > 1 ? "," : "") + caption_json(c);
  return carc::app::api_reply("{\"name\":" + carc::app::json_quote(id) + ",\"title\":" +
                        carc::app::json_quote(carc::record_title(text)) + ",\"record\":" +
                        carc::app::json_quote(text) + ",\"captions\":" + list + "]}");
}
