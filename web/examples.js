// window.carcassonne.examples() / example(name, lang): the rule examples of /assets/examples
// (docs/examples.md), answered by src/app/page/examples_api.cpp once the game has started.
(function () {
  'use strict';
  const hook = (window.carcassonne = window.carcassonne || {});
  const ask = (name, types, args) => JSON.parse(hook.engineCall(name, 'string', types, args));
  hook.examples = () => ask('carc_api_examples', [], []);
  hook.example = (name, lang) =>
    ask('carc_api_example', ['string', 'string'], [String(name ?? ''), String(lang ?? '')]);
})();
