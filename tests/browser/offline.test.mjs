// The rule examples through the page API, and offline play: after a first visit the service worker (web/sw.js) has cached the page's files
// under the build's version, and a reload with the server stopped still starts the game.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

// Resolves once the page is controlled by an active worker whose cache holds every file.
async function waitForOfflineCache(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
    const keys = (await caches.keys()).filter((k) => k.startsWith('carc-maps-'));
    const cached = keys.length ? (await (await caches.open(keys[0])).keys()).map((r) => new URL(r.url).pathname) : [];
    return { scope: registration.scope, keys, cached };
  });
}

test('the page lists the rule examples and gives each one\'s captions by language', async () => {
  const { page, problems } = await session.open();
  await waitForGame(page);
  const names = (await api(page, 'examples')).map((e) => e.name);
  for (const name of ['taiwan-large-city', 'taiwan-ferry', 'iberia-cache', 'porxada-swap',
                      'gingerbread-man']) {
    assert.ok(names.includes(name), `${name} is listed`);
  }
  const cs = await api(page, 'example', 'gingerbread-man', 'cs');
  assert.match(cs.title, /Gingerbread Man/);
  assert.ok(cs.captions.some((c) => c.text.includes('perníčka')));
  const all = await api(page, 'example', 'gingerbread-man', '');
  assert.ok(all.captions.some((c) => c.lang === '' && c.text === 'Red has 14 points for bonuses'));
  // The record is a game the page replays: loading it gives the example's scores.
  assert.equal(await api(page, 'newGame', cs.record), '');
  assert.deepEqual((await api(page, 'state')).scores, [14, 7]);
  assert.deepEqual(await api(page, 'example', '../tiles/base', 'cs'),
                   { error: "example '../tiles/base': a name has only lower-case letters, digits and '-'" });
  assert.deepEqual(problems, []);
});

test('after one visit the game starts again with the server stopped', async () => {
  const { page, problems } = await session.open({ serviceWorkers: 'allow' });
  await waitForGame(page);
  const online = await waitForOfflineCache(page);
  const worker = await (await fetch(new URL('sw.js', session.url))).text();
  const version = worker.match(/const kVersion = '([0-9a-f]{16})'/)?.[1];
  assert.ok(version, 'the built sw.js carries a 16-digit version');
  assert.deepEqual(online.keys, [`carc-maps-${version}`]);
  for (const file of ['/', '/index.html', '/carc.js', '/carc.wasm', '/carc.data', '/loader.js', '/style.css']) {
    assert.ok(online.cached.includes(file), `${file} is cached`);
  }

  await session.stopServer();
  await assert.rejects(fetch(session.url), 'the server is really stopped');
  await page.reload();
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', 'players Red Blue\nmap taiwan\nchips on\nseed 3'), '');
  const state = await api(page, 'state');
  assert.equal(state.map, 'taiwan');
  assert.equal(state.phase, 'place');
  // The rule examples come from the cached carc.data too.
  const example = await api(page, 'example', 'taiwan-ferry', 'cs');
  assert.equal(example.error, undefined);
  assert.ok(example.captions.length >= 2);
  assert.ok(example.captions.every((c) => c.lang === 'cs'));
  await saveScreenshot(page, 'offline-second-load');
  assert.deepEqual(problems.filter((p) => !p.includes('ERR_CONNECTION_REFUSED')), []);
});
