// The page shell's words: the `web.*` entries of the catalogues (assets/i18n/en.lang, cs.lang),
// which the build writes into words.js (cmake/shell_words.cmake; index.html loads it before
// loader.js, so the overlay has its words before the wasm). `kText.key` answers in the page's
// language (window.carcassonne.language), falling back to English: `web.new_game_title` is
// `kText.newGameTitle`; a text with placeholders is a function whose arguments fill them in the
// order the English text names them (`web.open_failed = {file} was not opened: {error}` is
// `kText.openFailed(file, error)`). `onLanguage(fn)` runs fn whenever the player switches
// language, so labels already on the page are rewritten. A toolbar label is `symbol word`
// ("↶ Undo", web/notice.js); its title, which starts with the same word, says more.

// The generated table: {en: {key: text}, cs: {…}} (globalThis, so Node tests can load it too).
export const words = () => globalThis.carcassonneWords ?? { en: {} };

const placeholders = (text) => [...text.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);

// The text of `key` in `lang` (else English; else the key itself, visible), as a string or, when
// it has placeholders, a function filling them from its arguments in the English text's order.
export function wordsOf(lang, key) {
  const table = words();
  const english = table.en?.[key];
  const text = table[lang]?.[key] ?? english ?? key;
  const names = placeholders(english ?? text);
  if (names.length === 0) return text;
  return (...args) => text.replace(/\{([a-z_]+)\}/g, (whole, name) => {
    const at = names.indexOf(name);
    return at >= 0 && at < args.length ? String(args[at]) : whole;
  });
}

export function language() {
  const code = globalThis.window?.carcassonne?.language;
  return words()[code] ? code : 'en';
}

export const kText = new Proxy({}, {
  get: (_, key) => (typeof key === 'string' ? wordsOf(language(), key) : undefined),
});

// fn() after every language switch (loader.js fires 'carcassonne:language').
export function onLanguage(fn) {
  window.addEventListener('carcassonne:language', fn);
}
