// Games by link kept side by side (issue 27, item 2): Ana plays two games by link in one browser.
// A newer link of a game kept aside updates it (it is not kept twice); New game shows both under
// "Games in progress" with their players, date and whose turn; Open plays one again; an older link
// opens the kept game; a link that changes a move already played is refused, naming that move, and
// the kept game stays as it was; Delete removes a game for good (after a reload too). Screenshot
// of the list: 1280x800 in English. The moves are pinned: the engine's draw of seed 41 and the
// lines played.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, clickAt, nextFrame, openInSameTab, playOneTurn, saveScreenshot, shellReady as ready, startSession } from './harness.mjs';
import { encodeReadable } from '../../web/fragment.js';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kGameA = 'game 1\nplayers Ana Petr\ntiles base\nseed 41\n';
const kAnaMove = 'Ana B-V -1,0 r180 meeple N2';
const kPetrMove = 'Petr B-C 0,-1 r0 meeple N1';
const kAnaOtherMove = 'Ana B-V -1,0 r180';  // the same tile without her meeple
const kGameB = 'game 1\nplayers Ana Jana\ntiles base\nseed 52\n';
// The start of each game's record as the engine writes it (base tiles are the default).
const kPlayersA = 'game 1\nplayers Ana Petr\n';
const kPlayersB = 'game 1\nplayers Ana Jana\n';
const kDesktop = { viewport: { width: 1280, height: 800 } };

const openLink = (page, record) => openInSameTab(page, `#record=${encodeReadable(record)}`);

// The rows of "Games in progress" on screen: [{title, turn, open, remove}] (the widgets of each).
async function listedGames(page) {
  await nextFrame(page);
  const widgets = await api(page, 'widgets');
  const rows = [];
  widgets.forEach((w, i) => {
    if (!w.id.endsWith('###kept-open')) return;
    rows.push({ title: widgets[i - 2].label, turn: widgets[i - 1].label, open: w, remove: widgets[i + 1] });
  });
  return rows;
}

const rowOf = async (page, players) => (await listedGames(page)).find((r) => r.title.startsWith(`${players} · `));
const click = (page, widget) => clickAt(page, widget.x + widget.w / 2, widget.y + widget.h / 2);

// The kept entries in this browser's storage whose record is of the game `header`.
const keptCopies = (page, header) => page.evaluate((header) => Object.keys(localStorage)
  .filter((key) => key.startsWith('carcassonne-maps:'))
  .map((key) => { try { return JSON.parse(localStorage.getItem(key)).record; } catch { return null; } })
  .filter((record) => typeof record === 'string' && record.startsWith(header)), header);

test('games by link are listed side by side, opened, updated by a newer link, kept from a changed one, deleted', async () => {
  const context = await session.browser.newContext({ ...kDesktop, serviceWorkers: 'block' });
  const problems = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  // Two games by link that have begun, a move of Ana's in each (a game by link not begun yet draws
  // by commit-reveal, docs/fair-draw.md; one that has begun goes on with its seed): the links are
  // written on a page of their own, as Ana's other device would.
  const scratch = await session.open(kDesktop);
  await ready(scratch.page);
  assert.equal(await api(scratch.page, 'newGame', kGameA), '');
  assert.equal(await api(scratch.page, 'play', kAnaMove), '');
  const a1 = await api(scratch.page, 'record');
  assert.ok(a1.endsWith(`\n${kAnaMove}\n`));
  assert.equal(await api(scratch.page, 'newGame', kGameB), '');
  assert.equal(await playOneTurn(scratch.page, 5), '');
  const b1 = await api(scratch.page, 'record');
  await scratch.page.close();
  // Ana opens both by link and says which seat is hers: then both wait for the other person.
  await page.goto(`${session.url}#record=${encodeReadable(a1)}`);
  await ready(page);
  await page.click('#seat-question button.seat:text-is("Ana")');
  await openLink(page, b1);
  await page.click('#seat-question button.seat:text-is("Ana")');
  assert.equal(await api(page, 'record'), b1);

  // Petr's reply to the game set aside: it updates that game, which is not kept twice.
  const a2 = `${a1}${kPetrMove}\n`;
  await openLink(page, a2);
  assert.equal(await api(page, 'record'), a2);
  assert.equal((await api(page, 'state')).seat, 'Ana', 'the seat kept with the game, not asked again');
  assert.deepEqual(await keptCopies(page, kPlayersA), [a2]);
  assert.deepEqual(await keptCopies(page, kPlayersB), [b1]);

  // New game: both listed, with whose turn.
  await page.click('#new-game');
  await page.waitForFunction(() => window.carcassonne.view().setup);
  let rows = await listedGames(page);
  assert.deepEqual(rows.map((r) => [r.title.split(' · ')[0], r.turn]),
                   [['Ana, Petr', 'Your move'], ['Ana, Jana', 'Waiting for Jana']]);
  for (const row of rows) {
    assert.match(row.title, / · [A-Z][a-z]{2} \d{1,2}, \d{4}$/, 'the date it was last played');
    assert.ok(row.open.h >= 44 && row.remove.h >= 44, 'finger-sized buttons');
  }
  await saveScreenshot(page, 'game-list-en-desktop');

  // Open: the game comes back on the board on Ana's seat, waiting for Jana.
  await click(page, (await rowOf(page, 'Ana, Jana')).open);
  await page.waitForFunction(() => !window.carcassonne.view().setup);
  assert.equal(await api(page, 'record'), b1);
  assert.equal((await api(page, 'state')).seat, 'Ana');
  await page.waitForFunction(() => /Waiting for Jana/.test(document.querySelector('#notice')?.textContent ?? ''));

  // A link that changes Ana's first move: refused, naming it; the kept games are as they were.
  const ours = a2.trimEnd().split('\n');
  const at = ours.indexOf(kAnaMove);
  const changed = `${ours.slice(0, at).join('\n')}\n${kAnaOtherMove}\n${kPetrMove}\n`;
  await openLink(page, changed);
  const notice = await page.textContent('#notice');
  assert.ok(notice.includes(`changes move 1 of the game kept here (line ${at + 1}): here it is '${ours[at]}' (Ana placed`), notice);
  assert.deepEqual(await keptCopies(page, kPlayersA), [a2]);
  assert.equal(await api(page, 'record'), b1, 'the game on the board is back, unchanged');
  await page.click('#new-game');
  await page.waitForFunction(() => window.carcassonne.view().setup);
  rows = await listedGames(page);
  assert.equal(rows.length, 2);

  // Delete: gone from the list and from the storage, after a reload too.
  await click(page, (await rowOf(page, 'Ana, Jana')).remove);
  await page.waitForFunction(() => /Game of Ana, Jana deleted/.test(document.querySelector('#notice')?.textContent ?? ''));
  // Ana's own older link opened again (the page loads again): the kept game goes further and is
  // the one played; the deleted game stays gone.
  await openLink(page, a1);
  assert.equal(await api(page, 'record'), a2);
  await page.click('#new-game');
  await page.waitForFunction(() => window.carcassonne.view().setup);
  rows = await listedGames(page);
  assert.deepEqual(rows.map((r) => [r.title.split(' · ')[0], r.turn]), [['Ana, Petr', 'Your move']]);
  assert.deepEqual(await keptCopies(page, kPlayersA), [a2]);
  assert.deepEqual(await keptCopies(page, kPlayersB), []);

  assert.deepEqual(problems, []);
  await context.close();
});
