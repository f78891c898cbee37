// The compatibility corpus (tests/compat/README.md) through the real page: every share link an
// earlier version made opens into the game of its signature, and every autosave and game set
// aside it kept resumes into the game of its signature (mid-turn steps included), is kept again in
// the current version (steps in record words) and resumes the same after that; a kept redo list
// still replays. One page for all of it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { corpusDir as dir, corpusEntries } from '../compat/corpus.mjs';
import { api, nextFrame, startSession, waitForGame } from './harness.mjs';

const manifest = corpusEntries();  // manifest.json's files and each later file's FILE.expect.json
const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');
const kKeptKey = 'carcassonne-maps:game';
const kPreviousKey = 'carcassonne-maps:previous';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

async function goTo(page, hash) {
  await page.goto('about:blank');
  await page.goto(session.url + hash);
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
}

// Replaces the page's storage with `entries` before the page loads again: from an address of the
// same origin without the game (leaving the game saves it, pagehide).
async function withStorage(page, entries) {
  await page.route('**/no-game-here.html', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
  await page.goto(session.url + 'no-game-here.html');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) if (value !== null) localStorage.setItem(key, value);
  }, entries);
}

test('every link, autosave and game set aside of the corpus opens into the game of its signature', async () => {
  const { page, problems } = await session.open();
  await waitForGame(page);
  let checked = 0;
  for (const entry of manifest.filter((e) => e.kind === 'link')) {
    await withStorage(page, {});
    await goTo(page, read(entry.file).trim());
    assert.equal(await api(page, 'signature'), entry.signature, entry.file);
    checked += 1;
  }
  for (const entry of manifest.filter((e) => e.kind === 'autosave')) {
    await withStorage(page, { [kKeptKey]: read(entry.file) });
    await goTo(page, '');
    assert.equal(await api(page, 'signature'), entry.signature, `${entry.file}: resumed`);
    assert.equal((await api(page, 'state')).phase, entry.phase, entry.file);
    // A game by link keeps the page's seat (web/keep.js `seat`): resumed on it.
    assert.equal((await api(page, 'state')).seat, entry.seat ?? null, `${entry.file}: the page's seat`);
    // Kept again in the current version: the turn in progress in record words.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const kept = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), kKeptKey));
    assert.equal(kept.version, 2, entry.file);
    assert.ok(kept.steps.every((s) => typeof s === 'string' && /[a-z]/.test(s)), `${entry.file}: steps ${kept.steps}`);
    assert.equal(kept.steps.length > 0, !['place', 'over'].includes(entry.phase), `${entry.file}: mid-turn steps kept`);
    await goTo(page, '');
    assert.equal(await api(page, 'signature'), entry.signature, `${entry.file}: resumed from version 2`);
    if (entry.after_redo) {
      for (let i = 0; i < 2; ++i) await page.click('#redo');
      await nextFrame(page);
      assert.equal(await api(page, 'signature'), entry.after_redo, `${entry.file}: its redo list replays`);
    }
    checked += 1;
  }
  for (const entry of manifest.filter((e) => e.kind === 'previous')) {
    await withStorage(page, { [kPreviousKey]: read(entry.file) });
    await goTo(page, '');
    await page.click('#back-to-previous');
    await nextFrame(page);
    assert.equal(await api(page, 'signature'), entry.signature, `${entry.file}: Back to it`);
    checked += 1;
  }
  assert.equal(checked, manifest.filter((e) => e.kind !== 'record').length);
  assert.deepEqual(problems, []);
});

test('a kept game of a later version is not opened: the page says why', async () => {
  const { page, problems } = await session.open();
  await waitForGame(page);
  const later = JSON.parse(read('autosave/between-turns.json'));
  later.version = 99;
  await withStorage(page, { [kKeptKey]: JSON.stringify(later) });
  await goTo(page, '');
  assert.equal((await api(page, 'view')).setup, true);
  assert.match(await page.textContent('#notice'), /version 99.*later version/);
  assert.deepEqual(problems, []);
});
