// The URL fragment grammar (web/fragment.js, docs/links.md) under node:test, without a browser:
// set-up keys, flags, view keys, readable and compressed records, and errors naming the key (after
// tools/build web: the words come from the built page's words.js).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { pageDir } from './harness.mjs';
import {
  compress, decodeReadable, decompress, encodeReadable, kLinkVersion, kReadableLimit, linkProblem, parseFragment,
  recordFragment, setupHeader,
} from '../../web/fragment.js';

// The link problems' words are the catalogues' web.link.* entries, which the build writes into the
// page's words.js (cmake/shell_words.cmake).
await import(pathToFileURL(path.join(pageDir, 'words.js')).href);

test('set-up keys give a record header the engine reads', () => {
  const parsed = parseFragment('#map=taiwan&chips=1&players=Ana,Ben:hard&seed=5&tilecount=40&rules=ic,tb&tiles=base,ic&options=cache_max:3');
  assert.equal(parsed.error, undefined);
  assert.deepEqual(parsed.setup.players, ['Ana', 'Ben:hard']);
  assert.equal(setupHeader(parsed.setup),
               'game 1\nplayers Ana Ben:hard\nmap taiwan\ntiles base,ic\nrules ic,tb\nchips on\nseed 5\ntilecount 40\noption cache_max 3\n');
  const plain = parseFragment('players=Ana,Ben');
  assert.equal(setupHeader(plain.setup), 'game 1\nplayers Ana Ben\nmap classic\n');
  assert.equal(setupHeader(parseFragment('#map=iberia').setup), 'game 1\nplayers Red Blue\nmap iberia\n', 'default seats');
  assert.match(setupHeader(parseFragment('#rules=').setup), /\nrules none\n/, 'an empty list: no expansion rules');
});

test('flags, language and view keys', () => {
  const parsed = parseFragment('#embed&demo&lang=cs&step=4&zoom=60.5&at=3,-2.5&panels=remaining&map=iberia');
  assert.equal(parsed.embed, true);
  assert.equal(parsed.demo, true);
  assert.equal(parsed.lang, 'cs');
  assert.deepEqual(parsed.view, { step: 4, zoom: 60.5, at: [3, -2.5], panels: ['remaining'] });
  assert.equal(parseFragment('#embed=0').embed, false);
  assert.equal(parseFragment('').setup, null);
});

test('errors name the key and the problem', () => {
  for (const [fragment, pattern] of [
    ['#map=mars', /key 'map': 'mars' is not a map/],
    ['#chips=2', /key 'chips': '2' is not 0 or 1/],
    ['#seed=x', /key 'seed': 'x' is not a whole number/],
    ['#players=Ana', /key 'players': needs 2 to 6/],
    ['#colour=red', /unknown key 'colour'/],
    ['#seed=1&seed=2', /key 'seed' is given twice/],
    ['#embed=yes', /key 'embed': is a flag/],
    ['#at=3', /key 'at': '3' is not x,y/],
    ['#record=game_1&map=taiwan', /key 'map' sets up a game, but 'record' already gives one/],
    ['#record=a&z=b', /keys 'record' and 'z' both give a game/],
    ['#zoom', /key 'zoom': needs a value/],
  ]) {
    const parsed = parseFragment(fragment);
    assert.match(parsed.error ?? '', pattern, fragment);
    assert.ok(parsed.key, `${fragment} names its key`);
  }
});

test('in Czech the same errors are in Czech, still naming the key and the value', () => {
  for (const [fragment, pattern] of [
    ['#map=mars', /^klíč 'map': 'mars' není mapa \(classic, taiwan, iberia\)$/],
    ['#chips=2', /^klíč 'chips': '2' není 0 ani 1$/],
    ['#players=Ana', /^klíč 'players': potřebuje 2 až 6 jmen oddělených čárkou, ne 1$/],
    ['#colour=red', /^neznámý klíč 'colour'/],
    ['#seed=1&seed=2', /^klíč 'seed' je zadán dvakrát$/],
    ['#embed=yes', /^klíč 'embed': je přepínač: napište jen 'embed'$/],
    ['#record=a&z=b', /^klíče 'record' a\u00a0'z' zadávají každý jinou hru/],
    ['#record=game_1&map=taiwan', /^klíč 'map' nastavuje hru, ale 'record' už hru zadává$/],
    ['#seed=%E0%A4%A', /^klíč 'seed': chybná %-sekvence$/],
  ]) {
    assert.match(parseFragment(fragment, 'cs').error ?? '', pattern, fragment);
    assert.doesNotMatch(parseFragment(fragment, 'en').error ?? '', /klíč/, `${fragment} in English`);
  }
  assert.equal(linkProblem('xx', 'notWhole', 'x'), "'x' is not a whole number", 'English for other languages');
});

const kRecord = 'game 1\nplayers Red Blue\nmap taiwan\nRed T-17 3,4 r90 upgrade 2+1+1 3,4 N2\n# say:cs Hráč_1 platí\n';

test('a readable record: lines joined by ;, _ for spaces, and back', () => {
  const readable = encodeReadable(kRecord);
  assert.equal(readable, 'game_1;players_Red_Blue;map_taiwan;Red_T-17_3,4_r90_upgrade_2+1+1_3,4_N2;%23_say:cs_Hr%C3%A1%C4%8D%5F1_plat%C3%AD');
  assert.equal(decodeReadable(readable), kRecord);
  assert.equal(parseFragment(`#record=${readable}`).record, kRecord);
  assert.equal(parseFragment('#record=game%201;players%20Red%20Blue').record, 'game 1\nplayers Red Blue\n', 'typed spaces');
});

test('a compressed record (deflate-raw, base64url) comes back the same', async () => {
  const long = kRecord + 'Blue B-E 4,4 r0\n'.repeat(200);
  const z = await compress(long);
  assert.match(z, /^[A-Za-z0-9_-]+$/);
  assert.ok(z.length < long.length / 4, `compressed to ${z.length} of ${long.length} characters`);
  assert.equal(await decompress(z), long);
  const fragment = await recordFragment(long, { view: { step: 3, zoom: 40, at: [1, 2], panels: ['remaining'] } });
  assert.ok(fragment.startsWith('#z='));
  const parsed = parseFragment(fragment);
  assert.equal(await decompress(parsed.z), long);
  assert.deepEqual(parsed.view, { step: 3, zoom: 40, at: [1, 2], panels: ['remaining'] });
  const short = await recordFragment(kRecord, { flags: ['embed'] });
  assert.ok(short.length <= kReadableLimit + 20 && short.startsWith('#embed&record='));
  assert.equal(parseFragment(short).record, kRecord);
});

test('links carry their format version (v=): none is version 1, a later one is refused with a message naming it', async () => {
  assert.equal(kLinkVersion, 1);
  const short = await recordFragment(kRecord);
  assert.match(short, /^#record=[^&]+&v=1$/, 'the page writes v=1');
  assert.equal(parseFragment(short).version, 1);
  assert.equal(parseFragment(short).record, kRecord);
  assert.equal(parseFragment(`#record=${encodeReadable(kRecord)}`).version, 1, 'links made before v= are version 1');
  assert.ok((await recordFragment(kRecord + 'Blue B-E 4,4 r0\n'.repeat(200))).includes('&v=1'), 'z= links too');
  assert.match(parseFragment('#record=game_1&v=2').error ?? '', /key 'v': '2': the link was made by a later version of the page/);
  assert.match(parseFragment('#record=game_1&v=2', 'cs').error ?? '', /klíč 'v': '2': odkaz vytvořila novější verze stránky/);
  assert.match(parseFragment('#record=game_1&v=0').error ?? '', /key 'v': '0' is not a whole number/);
  assert.equal(parseFragment('#map=iberia&v=1').setup.map, 'iberia', 'v= goes with set-up keys too');
});
