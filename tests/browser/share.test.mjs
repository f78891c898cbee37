// Links: a set-up link, a readable record link and a compressed one start exactly that game; an
// invalid fragment names the key and falls back to the set-up screen; Share copies a link to the
// current game; correspondence play passes a game back and forth between two browser contexts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, playOneTurn, saveScreenshot, startSession, waitForGame } from './harness.mjs';
import { compress, encodeReadable } from '../../web/fragment.js';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

async function openShell(fragment) {
  const opened = await session.open({ url: session.url + fragment });
  await waitForGame(opened.page);
  await opened.page.waitForFunction(() => window.carcassonne.shellReady === true);
  return opened;
}

test('a set-up link starts the game its keys describe, as a record header would', async () => {
  const { page, problems } = await openShell('#map=taiwan&chips=1&players=Ana,Ben&seed=5&tiles=base,ic,tb');
  const state = await api(page, 'state');
  assert.equal(state.map, 'taiwan');
  assert.deepEqual(state.players.map((p) => p.name), ['Ana', 'Ben']);
  assert.equal((await api(page, 'view')).setup, false);
  const fromLink = await api(page, 'record');
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Ana Ben\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 5\n'), '');
  assert.equal(await api(page, 'record'), fromLink);
  assert.deepEqual(problems, []);
});

test('a readable record link and a compressed one open exactly the same game', async () => {
  const { page } = await openShell('');
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb\nchips on\nseed 4\n'), '');
  for (let turn = 0; turn < 6; ++turn) assert.equal(await playOneTurn(page, 40 + turn), '');
  const record = (await api(page, 'resumePoint')).record;
  const state = await api(page, 'state');
  for (const fragment of [`#record=${encodeReadable(record)}`, `#z=${await compress(record)}`]) {
    const { page: other, problems } = await openShell(fragment);
    assert.deepEqual(await api(other, 'state'), state, fragment.slice(0, 8));
    assert.equal(await other.evaluate(() => location.hash), '', 'the link is taken out of the address: a reload resumes');
    assert.deepEqual(problems, []);
    await other.close();
  }
});

// A record rejected at a move line shows the lines before it instead (bad_record.test.mjs).
test('an invalid fragment shows an error naming the key (or the record\'s header line) and the set-up screen', async () => {
  for (const [fragment, words] of [
    ['#map=mars&players=Ana,Ben', /key 'map': 'mars' is not a map/],
    ['#players=Ana,Ben&seed=five', /key 'seed'/],
    ['#record=game_1;players_Red_Blue;map_mars;Red_B-E_0,1_r0', /line 3: map mars: /],
    ['#z=AAAA', /key 'z': the compressed record is damaged: was the whole link copied\?/],
    ['#lang=cs&map=mars&players=Ana,Ben', /Odkaz nelze přečíst: klíč 'map': 'mars' není mapa/],
    ['#lang=cs&z=AAAA', /Odkaz nelze přečíst: klíč 'z': komprimovaný záznam je poškozený/],
    // The engine's own messages come translated too (the catalogues' error.* patterns).
    ['#lang=cs&players=Ana,Ben&tiles=base,moon', /Odkaz nelze přečíst: řádek \d: tiles base,moon: neznámá sada kartiček „moon“/],
  ]) {
    const { page, problems } = await openShell(fragment);
    await page.waitForSelector('#notice.error');
    assert.match(await page.textContent('#notice'), words, fragment);
    assert.equal((await api(page, 'view')).setup, true, `${fragment}: the set-up screen`);
    await saveScreenshot(page, 'share-invalid-fragment');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('Share copies a link to the current game; the link opens the same game and view', async () => {
  const { page, problems } = await openShell('#map=taiwan&chips=1&players=Ana,Ben&seed=6');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  for (let turn = 0; turn < 3; ++turn) assert.equal(await playOneTurn(page, turn + 1), '');
  await page.evaluate(() => window.carcassonne.setView({ x: 8.5, y: 9.25, zoom: 48, remaining: true }));
  await page.click('#share');
  // Each finished turn also offers a reply link: wait for the Share notice itself.
  await page.waitForFunction(() => /Link copied/.test(document.querySelector('#notice')?.textContent ?? ''));
  const link = await page.inputValue('#notice .link');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  assert.match(link, /#(record|z)=.*&zoom=48&at=8\.5,9\.25&panels=remaining$/);
  const state = await api(page, 'state');
  const { page: other } = await openShell(link.slice(link.indexOf('#')));
  assert.deepEqual(await api(other, 'state'), state);
  const view = await api(other, 'view');
  assert.deepEqual([view.x, view.y, view.zoom, view.remaining], [8.5, 9.25, 48, true]);
  assert.deepEqual(problems, []);
});

test('correspondence: each player moves and sends the link back (two browser contexts)', async () => {
  const { page: ana, problems: anaProblems } = await openShell('#map=taiwan&chips=1&players=Ana,Ben&seed=8');
  let link = null;
  let expected = null;
  for (let round = 0; round < 2; ++round) {
    for (const [who, player] of [['Ana', 0], ['Ben', 1]]) {
      let page = ana;
      if (link !== null) page = (await openShell(link.slice(link.indexOf('#')))).page;
      if (expected) assert.deepEqual(await api(page, 'state'), expected, `${who} sees the game the link carries`);
      assert.equal((await api(page, 'state')).current, who);
      assert.equal(await playOneTurn(page, 7 + round * 2 + player), '');
      await page.waitForSelector('#notice .link');
      link = await page.inputValue('#notice .link');
      assert.match(await page.textContent('#notice'), /Send this link/);
      expected = await api(page, 'state');
      if (page !== ana) await page.close();
    }
  }
  assert.equal(expected.turns, 4);
  assert.deepEqual(anaProblems, []);
});

// Issue 20: a link opened in the tab that shows a game changes only the fragment (no reload by the
// browser); it must open like a fresh load, the kept game set aside with Back to it (docs/links.md).
test('a new link in the same tab opens its game like a fresh load; Back to it returns the kept game', async () => {
  const recordA = 'game 1\nplayers Ana Ben\ntiles base\nseed 31\n';
  const recordB = 'game 1\nplayers Jana Petr\nmap iberia\ntiles base,ic,tb\nchips on\nseed 32\n';
  const { page, problems } = await openShell(`#record=${encodeReadable(recordA)}`);
  assert.equal(await playOneTurn(page, 3), '');
  const ours = await api(page, 'moves');
  assert.equal(ours.length, 1);

  const loaded = page.waitForEvent('load');
  await page.evaluate((hash) => { location.hash = hash; }, `#record=${encodeReadable(recordB)}`);
  await loaded;
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  const state = await api(page, 'state');
  assert.equal(state.map, 'iberia', 'the page shows the new link\'s game');
  assert.deepEqual(state.players.map((p) => p.name), ['Jana', 'Petr']);
  assert.match(await page.textContent('#notice'), /This link opened another game\. Your previous game \(Ana, Ben\) is kept\./);
  assert.equal(await page.evaluate(() => location.hash), '', 'the link is taken out of the address again');

  await page.click('#back-to-previous');
  assert.deepEqual(await api(page, 'moves'), ours, 'Back to it: the game kept before, with its move');
  assert.deepEqual((await api(page, 'state')).players.map((p) => p.name), ['Ana', 'Ben']);
  assert.match(await page.textContent('#notice'), /The game you left \(Jana, Petr\) is kept/);
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 20: correspondence play is for games between people: no reply link against computers.
test('no reply link when every other seat is a computer; with two people it is offered', async () => {
  const { page, problems } = await openShell('#map=taiwan&players=Ana,Ben:easy&seed=9');
  assert.equal(await api(page, 'aiPace', 'instant'), '');
  assert.equal(await playOneTurn(page, 5), '');
  await page.waitForFunction(() => window.carcassonne.state().turns >= 2 && window.carcassonne.state().current === 'Ana',
                             null, { timeout: 30_000 });
  assert.doesNotMatch(await page.textContent('body'), /Send this link/);
  assert.equal(await page.evaluate(() => window.carcassonne.lastLink ?? null), null);
  await page.close();

  const { page: two } = await openShell('#map=taiwan&players=Ana,Ben,Cyril:easy&seed=9');
  assert.equal(await playOneTurn(two, 5), '');
  await two.waitForSelector('#notice .link');
  assert.match(await two.textContent('#notice'), /Send this link/);
  assert.deepEqual(problems, []);
  await two.close();
});
