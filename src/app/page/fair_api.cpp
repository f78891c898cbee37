// Exported C entry points of the fair draw in a game by link (README "Page API", docs/fair-draw.md):
// a chain from the page's entropy, the secrets the browser holds, the own seat's commitment. The
// secret never goes into a record or a link; the engine checks and makes every draw.
#include <string>

#include "app/page/page_api.h"
#include "app/page/page_export.h"
#include "i18n/translate.h"
#include "util/json.h"

namespace carc::app {
namespace {

using i18n::arg;

// A secret as the page keeps it (64 hex digits) read back into a chain; false when it is none.
bool chain_of(std::string_view hex, fair::Chain& out) { return parse_hex_digest(hex, out.secret); }
std::string not_secret(const i18n::Translator& w, std::string_view hex) { return w.text("api.fair_secret_hex", {arg("value", std::string(hex.substr(0, 80)))}); }

}  // namespace

std::string PageController::fair_chain_json(std::string_view entropy) {
  const fair::Chain chain = fair::make_chain(entropy);
  json::Writer w;
  w.begin_object().key("secret").value(hex_text(chain.secret)).key("commitment").value(hex_text(fair::commitment(chain)));
  return w.end_object().take();
}

std::string PageController::add_secret(std::string_view hex) {
  fair::Chain chain;
  if (!chain_of(hex, chain)) return not_secret(w_, hex);
  session_.add_chain(chain);
  return "";
}

std::string PageController::commit_seat(std::string_view hex) {
  fair::Chain chain;
  if (!chain_of(hex, chain)) return not_secret(w_, hex);
  using Refusal = Session::CommitRefusal;
  const Refusal refusal = session_.commit_refusal();
  if (refusal == Refusal::NoSeat) return w_.text("api.fair_no_seat");
  const std::string me = session_.game().player(session_.own_seat()).name;
  switch (refusal) {
    case Refusal::Begun: return w_.text("api.fair_begun", {arg("name", me)});
    case Refusal::Committed: return w_.text("api.fair_committed", {arg("name", me)});
    case Refusal::Computer: return w_.text("api.fair_computer", {arg("name", me)});
    default: break;
  }
  return session_.commit_own_seat(chain) ? "" : w_.text("api.fair_begun", {arg("name", me)});
}

}  // namespace carc::app

namespace {
using carc::app::page_controller;
}  // namespace

// {"secret", "commitment"} of a chain made from `entropy` (the page's crypto.getRandomValues).
CARC_EXPORT const char* carc_api_fair_chain(const char* entropy) {
  return carc::app::api_reply(carc::app::PageController::fair_chain_json(entropy ? entropy : ""));
}

// A secret this browser holds for a game by link: the session draws that seat's tiles with it.
CARC_EXPORT const char* carc_api_add_secret(const char* hex) {
  return carc::app::api_reply_changed(page_controller() ? page_controller()->add_secret(hex ? hex : "") : carc::app::not_running());
}

// The own seat commits to the chain of `hex` (a seeded game not begun becomes a fair one).
CARC_EXPORT const char* carc_api_commit_seat(const char* hex) {
  return carc::app::api_reply_changed(page_controller() ? page_controller()->commit_seat(hex ? hex : "") : carc::app::not_running());
}
