// Offline after the first visit: the service worker caches the page's files under a version
// stamped from their hash; with the server stopped, a second load still starts the game; a new
// build's worker replaces the old cache.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { api, pageDir, repo, startSession, waitForGame } from './harness.mjs';
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

// A copy of the built page in a temporary folder, served on its own port, to be rebuilt in place.
function copyPage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-page-'));
  for (const name of fs.readdirSync(pageDir)) fs.copyFileSync(path.join(pageDir, name), path.join(dir, name));
  return dir;
}

// What the build does when a page file changes: sw.js stamped again from the files' hash
// (cmake/stamp_service_worker.cmake, with the file list the build gave it).
function restamp(dir) {
  const files = [...fs.readFileSync(path.join(dir, 'sw.js'), 'utf8').match(/const kFiles = \[([^\]]*)\]/)[1]
    .matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((f) => f !== './');
  const run = spawnSync('cmake', [`-DSRC=${path.join(repo, 'web/sw.js')}`, `-DPAGE=${dir}`, `-DFILES=${files.join('|')}`,
                                  '-P', path.join(repo, 'cmake/stamp_service_worker.cmake')], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
}

const cacheNames = (page) => page.evaluate(() => caches.keys());

test('a new build replaces the old cache: its worker takes over and the old files are gone', async () => {
  const dir = copyPage();
  const server = await startStaticServer(dir);
  try {
    const { page, problems } = await session.open({ url: server.url, serviceWorkers: 'allow' });
    await waitForGame(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const [first] = await cacheNames(page);
    assert.match(first, /^carc-[0-9a-f]{16}$/);

    // A new build: one page file changed, the worker stamped again.
    fs.appendFileSync(path.join(dir, 'style.css'), '\n/* new build */\n');
    restamp(dir);
    const second = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8').match(/const kVersion = '([^']+)'/)[1];
    assert.notEqual(second, first, 'a changed file gives a new version');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    // The old cache goes once the new worker has filled its own and taken over.
    let names = [];
    for (let i = 0; i < 150 && !(names.length === 1 && names[0] === second); ++i) {
      await page.waitForTimeout(200);
      names = await cacheNames(page);
    }
    assert.deepEqual(names, [second], 'only the cache of the new build is left');
    const style = await page.evaluate(async (name) => {
      const hit = await (await caches.open(name)).match(new URL('style.css', location.href).href);
      return hit ? hit.text() : '';
    }, second);
    assert.match(style, /new build/, 'the new cache holds the new files');

    // Offline, the page starts from the new cache.
    await server.close();
    await page.reload();
    await waitForGame(page);
    await page.waitForFunction(() => window.carcassonne.shellReady === true);
    assert.deepEqual(await cacheNames(page), [second]);
    assert.equal(await page.evaluate(async () => (await fetch('style.css')).text().then((t) => t.includes('new build'))), true,
                 'offline, style.css comes from the new cache');
    assert.deepEqual(problems.filter((p) => !p.includes('Failed to load resource')), []);
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
