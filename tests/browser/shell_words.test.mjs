// The page shell's words come from the catalogues (web.* keys, written into the built page's
// words.js by cmake/shell_words.cmake): every word the shell's scripts ask for exists in both
// languages with the same placeholders, and the shell keeps no word tables of its own. Under
// node:test, without a browser (after tools/build web).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { pageDir, repo } from './harness.mjs';
import { wordsOf } from '../../web/strings.js';

await import(pathToFileURL(path.join(pageDir, 'words.js')).href);
const words = globalThis.carcassonneWords;
// A script's code without its line comments.
const source = (name) => fs.readFileSync(path.join(repo, 'web', name), 'utf8').replace(/^\s*\/\/.*$/gm, '');
const shellScripts = fs.readdirSync(path.join(repo, 'web')).filter((f) => f.endsWith('.js') && f !== 'sw.js');

// The words a script asks for: kText.name, addButton(…, 'titleKey', …), say('key') / say('id', …)
// (loader.js, fragment.js: link problems are web.link.*).
function askedFor(name) {
  const text = source(name);
  const keys = [...text.matchAll(/kText\.([a-zA-Z]+)/g)].map((m) => m[1]);
  keys.push(...[...text.matchAll(/addButton\('[^']+', kText\.\w+, '(\w+)'/g)].map((m) => m[1]));
  if (name === 'loader.js') keys.push(...[...text.matchAll(/say\('(\w+)'\)/g)].map((m) => m[1]));
  if (name === 'fragment.js') {
    keys.push(...[...text.matchAll(/say\('(\w+)'/g)].map((m) => `link${m[1][0].toUpperCase()}${m[1].slice(1)}`));
  }
  return keys;
}

test('every word the shell asks for is in both catalogues, with the same placeholders', () => {
  assert.ok(Object.keys(words.en).length > 60, 'words.js holds the web.* entries');
  assert.deepEqual(Object.keys(words.cs).sort(), Object.keys(words.en).sort(), 'the same keys in both');
  const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(words.en)) assert.deepEqual(placeholders(words.cs[key]), placeholders(words.en[key]), key);
  let asked = 0;
  for (const name of shellScripts) {
    for (const key of askedFor(name)) {
      ++asked;
      assert.ok(key in words.en, `${name} asks for '${key}', which no web.* entry gives`);
    }
  }
  assert.ok(asked > 60, `the scripts' words were found (${asked})`);
});

test('placeholders fill in the English order whatever the language; a missing word shows its key', () => {
  assert.equal(wordsOf('en', 'openFailed')('a.txt', 'line 3: bad'), 'a.txt was not opened: line 3: bad');
  assert.equal(wordsOf('cs', 'openFailed')('a.txt', 'řádek 3'), 'Soubor a.txt nebyl otevřen: řádek 3');
  assert.equal(wordsOf('cs', 'replayStep')(2, 5), 'Krok 2 z\u00a05');
  assert.equal(wordsOf('xx', 'close'), 'Close', 'English for another language');
  assert.equal(wordsOf('cs', 'noSuchWord'), 'noSuchWord');
  assert.equal(words.cs.title, 'Carcassonne: Mapy');
});

test('no script of the shell keeps a word table of its own', () => {
  for (const name of shellScripts) {
    const text = source(name);
    assert.doesNotMatch(text, /\b(en|cs):\s*\{\s*[\w$]+\s*:/, `${name} has a table of words by language`);
    assert.doesNotMatch(text, /Načít|Zavřít|Odkaz|nelze|Loading the game|could not be read/, `${name} spells out a shell word`);
  }
});
