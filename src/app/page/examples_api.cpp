// window.carcassonne.examples() / example(name, lang): the rule examples packed under
// /assets/examples, with their captions (README "Page API", docs/examples.md).
#include <string>

#include "app/page/page_export.h"
#include "data/examples.h"
#include "engine/captions.h"
#include "i18n/translate.h"
#include "util/json.h"

// [{name, title}] for every example, sorted by name.
CARC_EXPORT const char* carc_api_examples() {
  carc::json::Writer w;
  w.begin_array();
  for (const std::string& name : carc::data::list_examples(CARC_ASSET_ROOT)) {
    std::string text;
    if (!carc::data::read_example(CARC_ASSET_ROOT, name, text)) continue;
    w.begin_object().key("name").value(name).key("title").value(carc::record_title(text)).end_object();
  }
  return carc::app::api_reply(w.end_array().take());
}

// {name, title, record, captions:[{move, line, lang, text}]} with the captions of `lang` (all of
// them, "#>" sentences included, when `lang` is empty), or {error}.
CARC_EXPORT const char* carc_api_example(const char* name, const char* lang) {
  std::string text;
  const std::string id = name ? name : "";
  carc::json::Writer w;
  w.begin_object();
  if (const carc::Status read = carc::data::read_example(CARC_ASSET_ROOT, id, text); !read)
    return carc::app::api_reply(w.key("error").value(carc::i18n::words().message(read)).end_object().take());
  std::vector<carc::Caption> captions = carc::record_captions(text);
  if (lang && *lang) captions = carc::captions_in(captions, lang);
  w.key("name").value(id).key("title").value(carc::record_title(text)).key("record").value(text);
  w.key("captions").begin_array();
  for (const carc::Caption& c : captions)
    w.begin_object().key("move").value(c.move).key("line").value(c.line).key("lang").value(c.lang).key("text").value(c.text).end_object();
  return carc::app::api_reply(w.end_array().end_object().take());
}
