// Offline after the first visit: the service worker caches the page's files under a version
// stamped from their hash; with the server stopped, a second load still starts the game.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, pageDir, startSession, waitForGame } from './harness.mjs';
import { startStaticServer } from '../../web/server.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

test('a second load with the server stopped still starts the game', async () => {
  const server = await startStaticServer(pageDir);
  const { page, problems } = await session.open({ url: server.url, serviceWorkers: 'allow' });
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const caches = await page.evaluate(() => caches.keys());
  assert.equal(caches.length, 1);
  assert.match(caches[0], /^carc-[0-9a-f]{16}$/, 'the cache is named after the build');
  const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), caches[0]);
  for (const file of ['/carc.wasm', '/carc.data', '/carc.js', '/page.js', '/index.html']) assert.ok(cached.includes(file), `${file} is cached`);
  await server.close();
  await page.reload();
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nmap taiwan\nchips on\n'), '');
  assert.equal((await api(page, 'state')).map, 'taiwan');
  assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
});
