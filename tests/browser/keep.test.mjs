// Keeping games: a reload resumes the game exactly (between turns and in every mid-turn step:
// figure, Iberia cache, Taiwan upgrade, La Porxada swap), storage that refuses never breaks the
// game, New game forgets it, undo/redo of whole turns (buttons and Ctrl+Z / Ctrl+Y), and save /
// open of record files (picker and drag-and-drop; a malformed file changes nothing).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, nextFrame, playRandomly, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const header = (map, seed, extra = '') =>
  `game 1\nplayers Red Blue\nmap ${map}\ntiles base,ic,tb\nchips on\nseed ${seed}\n${extra}`;

// The page shell has started (link, resume or set-up) once shellReady is set.
async function waitForShell(page) {
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
}

async function snapshot(page) {
  return page.evaluate(() => {
    const c = window.carcassonne;
    return { state: c.state(), log: c.log(), moves: c.moves(), view: c.view() };
  });
}

// Starts `record` and plays seeded random moves until `phase` offers a choice starting with
// `offer`, trying seeds from `seed` on; returns the seed used.
async function reach(page, record, phase, offer = '') {
  for (let seed = 1; seed < 40; ++seed) {
    assert.equal(await api(page, 'newGame', record), '');
    const result = await playRandomly(page, { seed, phase, offer });
    if (result.reached) return seed;
  }
  throw new Error(`no game of ${record.split('\n')[2]} reached ${phase}`);
}

// Reloads and checks the resumed game is exactly the kept one, with its log and view.
async function reloadResumes(page, name) {
  await page.evaluate(() => window.carcassonne.setView({ x: 3.25, y: 4.5, zoom: 61, remaining: true }));
  await nextFrame(page);
  const before = await snapshot(page);
  await page.reload();
  await waitForShell(page);
  const after = await snapshot(page);
  assert.deepEqual(after.state, before.state, `${name}: state() after the reload`);
  assert.deepEqual(after.log, before.log, `${name}: log() after the reload`);
  assert.deepEqual(after.moves, before.moves, `${name}: the record's moves after the reload`);
  assert.equal(after.view.setup, false);
  assert.equal(after.view.remaining, true, `${name}: the remaining-tiles panel is shown again`);
  assert.ok(Math.abs(after.view.x - 3.25) < 1e-3 && Math.abs(after.view.y - 4.5) < 1e-3, `${name}: camera centre`);
  assert.ok(Math.abs(after.view.zoom - 61) < 1e-3, `${name}: zoom`);
  await saveScreenshot(page, `keep-${name}`);
}

test('a reload resumes the game between turns, with its log and view', async () => {
  const { page, problems } = await session.open();
  await waitForShell(page);
  assert.equal(await api(page, 'newGame', header('taiwan', 3)), '');
  assert.equal((await playRandomly(page, { seed: 5, phase: 'place', offer: 'zzz' })).reached, false);
  await reloadResumes(page, 'game-over');
  assert.equal(await api(page, 'newGame', header('taiwan', 3)), '');
  for (let i = 0; i < 12; ++i) assert.equal(await api(page, 'choose', 0), '');
  await reloadResumes(page, 'between-turns');
  assert.deepEqual(problems, []);
});

for (const [name, map, phase, offer, extra] of [
  ['figure-step', 'classic', 'deploy', '', ''],
  ['iberia-cache', 'iberia', 'cache', '', ''],
  ['taiwan-upgrade', 'taiwan', 'upgrade', 'Pay', ''],
  ['porxada-swap', 'classic', 'swap', '', ''],
]) {
  test(`a reload mid-turn (${name}) gives exactly the same state`, async () => {
    const { page, problems } = await session.open();
    await waitForShell(page);
    const record = name === 'porxada-swap'
      ? 'game 1\nplayers Red Blue\ntiles base,porxada\nrules porxada\nseed 2\n'
      : map === 'classic' ? 'game 1\nplayers Red Blue\ntiles base,ic,tb\nrules ic,tb\nseed 7\n' : header(map, 7, extra);
    await reach(page, record, phase, offer);
    assert.equal((await api(page, 'state')).phase, phase);
    await reloadResumes(page, name);
    assert.equal((await api(page, 'state')).phase, phase, 'still in the same step');
    assert.deepEqual(problems, []);
  });
}

test('storage that throws or is full never breaks the game: one notice, play goes on', async () => {
  for (const broken of [
    () => Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } }),
    () => { Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; },
  ]) {
    const { page, problems } = await session.open();
    await page.addInitScript(broken);
    await page.reload();
    await waitForShell(page);
    assert.equal(await api(page, 'newGame', header('iberia', 4)), '');
    for (let i = 0; i < 8; ++i) {
      assert.equal(await api(page, 'choose', 0), '');
      await nextFrame(page);
    }
    const notices = await page.evaluate(() => [...document.querySelectorAll('#notice')].map((n) => n.textContent));
    assert.equal(notices.length, 1);
    assert.match(notices[0], /will not be kept/);
    assert.ok((await api(page, 'state')).turns >= 3, 'the game went on');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('New game forgets the kept game and shows the set-up screen, also after a reload', async () => {
  const { page, problems } = await session.open();
  await waitForShell(page);
  assert.equal(await api(page, 'newGame', header('taiwan', 2)), '');
  await api(page, 'choose', 0);
  await nextFrame(page);
  await page.click('#new-game');
  await nextFrame(page);
  assert.equal((await api(page, 'view')).setup, true);
  await page.reload();
  await waitForShell(page);
  assert.equal((await api(page, 'view')).setup, true, 'nothing is resumed');
  assert.deepEqual(problems, []);
});

test('undo goes back whole turns (mid-turn: to its start), redo replays them, a new move clears redo', async () => {
  const { page, problems } = await session.open();
  await waitForShell(page);
  assert.equal(await api(page, 'newGame', header('taiwan', 6)), '');
  await playRandomly(page, { seed: 11, phase: 'deploy' });
  for (let i = 0; i < 3; ++i) {
    assert.equal(await api(page, 'choose', 0), '');
    await playRandomly(page, { phase: 'deploy' });
  }
  const midTurn = await snapshot(page);
  assert.equal(midTurn.state.phase, 'deploy');
  await page.click('#undo');
  await nextFrame(page);
  const turnStart = await snapshot(page);
  assert.equal(turnStart.state.phase, 'place', 'back to the start of the turn');
  assert.deepEqual(turnStart.moves, midTurn.moves.slice(0, -1));
  await page.keyboard.press('Control+z');
  await nextFrame(page);
  const earlier = await snapshot(page);
  assert.deepEqual(earlier.moves, midTurn.moves.slice(0, -2), 'Ctrl+Z: one more turn back');
  assert.notEqual(earlier.state.current, turnStart.state.current, 'the previous player is to move');
  await page.keyboard.press('Control+y');
  await nextFrame(page);
  assert.deepEqual((await snapshot(page)).state, turnStart.state, 'Ctrl+Y replays the turn');
  await page.click('#redo');
  await nextFrame(page);
  assert.deepEqual((await snapshot(page)).state, midTurn.state, 'redo restores the steps of the turn in progress');
  await page.click('#undo');
  await page.click('#undo');
  await nextFrame(page);
  assert.equal(await api(page, 'choose', 0), '');  // a new move
  await nextFrame(page);
  assert.equal((await api(page, 'moves')).length, midTurn.moves.length - 1, 'the record keeps no undone moves');
  await page.click('#redo');
  await nextFrame(page);
  assert.match(await page.textContent('#notice'), /Nothing to redo/);
  assert.deepEqual(problems, []);
});

test('with computer seats, undo goes back to the start of the last human turn and a reload keeps the seats and the pace', async () => {
  const { page, problems } = await session.open();
  await waitForShell(page);
  const record = 'game 1\nplayers Ana Ben:mcts:20 Cyril:easy\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 6\n';
  assert.equal(await api(page, 'newGame', record), '');
  assert.equal(await api(page, 'aiPace', 'instant'), '');
  await page.evaluate(() => {  // Ana's turn, every step by its first choice
    const c = window.carcassonne;
    while (c.state().deciding === 'Ana' && c.state().phase !== 'over') c.choose(0);
  });
  await page.waitForFunction(() => window.carcassonne.state().deciding === 'Ana' && window.carcassonne.moves().length === 3,
                             null, { timeout: 60_000 });
  const played = await snapshot(page);
  assert.deepEqual(played.moves.map((line) => line.split(' ')[0]), ['Ana', 'Ben', 'Cyril']);
  await page.click('#undo');
  await nextFrame(page);
  assert.deepEqual((await api(page, 'moves')), [], 'back to the start of Ana\'s turn, past both computer turns');
  await page.waitForTimeout(600);
  const undone = await snapshot(page);
  assert.deepEqual(undone.moves, [], 'the computers do not play again: Ana is to move');
  assert.equal(undone.state.deciding, 'Ana');
  await page.click('#redo');
  await nextFrame(page);
  assert.deepEqual((await api(page, 'moves')), played.moves, 'redo replays the human and the computer turns');
  await page.reload();
  await waitForShell(page);
  const resumed = await snapshot(page);
  assert.deepEqual(resumed.moves, played.moves);
  assert.deepEqual(resumed.state.players.map((p) => p.seat), ['human', 'mcts:20', 'easy'], 'the record keeps the seats');
  assert.match(await api(page, 'record'), /^players Ana Ben:mcts:20 Cyril:easy$/m);
  assert.equal(resumed.state.ai_pace, 'instant', 'the pace chosen last is kept for the next visit');
  assert.equal(await api(page, 'aiPace', 'slow'), '');
  await nextFrame(page);
  await page.reload();
  await waitForShell(page);
  assert.equal((await api(page, 'state')).ai_pace, 'slow');
  assert.equal(await page.evaluate(() => localStorage.getItem('carcassonne.pace')), 'slow');
  assert.deepEqual(problems, []);
});

test('save downloads <map>-<date>.carc.txt; open (picker or drop) restores it; a malformed file changes nothing', async () => {
  const { page, problems } = await session.open();
  await waitForShell(page);
  assert.equal(await api(page, 'newGame', header('taiwan', 9)), '');
  for (let i = 0; i < 10; ++i) assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
  const saved = await snapshot(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  assert.match(download.suggestedFilename(), /^taiwan-\d{4}-\d\d-\d\d\.carc\.txt$/);
  const text = await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString());
  assert.equal(text, (await api(page, 'resumePoint')).record);

  assert.equal(await api(page, 'newGame', header('iberia', 1)), '');
  const other = await snapshot(page);
  const broken = text.replace(/^(\S+ \S+ )\d+,\d+/m, '$1' + '99,99');
  await page.setInputFiles('#open-file', { name: 'broken.carc.txt', mimeType: 'text/plain', buffer: Buffer.from(broken) });
  await page.waitForSelector('#notice.error');
  assert.match(await page.textContent('#notice'), /broken\.carc\.txt was not opened: line \d+: /);
  assert.deepEqual((await snapshot(page)).state, other.state, 'the malformed file changed nothing');

  await page.setInputFiles('#open-file', { name: 'good.carc.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction((turns) => window.carcassonne.state().turns === turns, saved.state.turns);
  assert.deepEqual((await snapshot(page)).state, saved.state, 'opened by the file picker');

  assert.equal(await api(page, 'newGame', header('iberia', 1)), '');
  await page.evaluate((body) => {
    const data = new DataTransfer();
    data.items.add(new File([body], 'dropped.carc.txt', { type: 'text/plain' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForFunction((turns) => window.carcassonne.state().turns === turns, saved.state.turns);
  assert.deepEqual((await snapshot(page)).state, saved.state, 'opened by drag and drop');
  assert.deepEqual(problems, []);
});
