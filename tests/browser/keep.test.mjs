// Keeping games: a reload resumes the game exactly (between turns and in every mid-turn step:
// figure, Iberia cache, Taiwan upgrade, La Porxada swap), storage that refuses never breaks the
// game, New game leaves it (set aside), undo/redo of whole turns (buttons and Ctrl+Z / Ctrl+Y), and save /
// open of record files (picker and drag-and-drop; a malformed file changes nothing).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, nextFrame, playRandomly, saveScreenshot, startSession, waitForGame } from './harness.mjs';
import { encodeReadable } from '../../web/fragment.js';

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

// A fresh page with a game of 10 choices on `map`.
async function openPlayed(map, seed) {
  const opened = await session.open();
  await waitForShell(opened.page);
  assert.equal(await api(opened.page, 'newGame', header(map, seed)), '');
  for (let i = 0; i < 10; ++i) assert.equal(await api(opened.page, 'choose', 0), '');
  await nextFrame(opened.page);
  return opened;
}

// Counts every time a notice is shown with words matching `pattern` (each showNotice() writes
// the notice's words anew), from before the page's own scripts run.
function countNotices(pattern) {
  window.noticesShown = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === 1 && node.classList.contains('words') && new RegExp(pattern).test(node.textContent)) {
          window.noticesShown += 1;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

test('storage that throws or is full never breaks the game: the notice is shown once, play goes on', async () => {
  for (const broken of [
    () => Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } }),
    () => { Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; },
  ]) {
    const { page, problems } = await session.open();
    await page.addInitScript(countNotices, 'will not be kept');
    await page.addInitScript(broken);
    await page.reload();
    await waitForShell(page);
    // Everything that writes the kept game: moves, undo, New game, a new game, the page hiding.
    assert.equal(await api(page, 'newGame', header('iberia', 4)), '');
    for (let i = 0; i < 8; ++i) {
      assert.equal(await api(page, 'choose', 0), '');
      await nextFrame(page);
    }
    await page.click('#undo');
    await nextFrame(page);
    await page.click('#new-game');
    assert.equal(await api(page, 'newGame', header('taiwan', 4)), '');
    assert.equal(await api(page, 'choose', 0), '');
    await nextFrame(page);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    assert.equal(await page.evaluate(() => window.noticesShown), 1, 'the notice was shown exactly once');
    assert.match(await page.textContent('#notice'), /will not be kept/);
    assert.ok((await api(page, 'state')).turns >= 1, 'the game went on');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

const kKeptKey = 'carcassonne-maps:game';
const kPreviousKey = 'carcassonne-maps:previous';
const storageNow = (page) => page.evaluate(() => ({ ...localStorage }));

// Opens `hash` in the same page (the same origin and storage) as a fresh load.
async function goTo(page, hash) {
  await page.goto('about:blank');
  await page.goto(session.url + hash);
  await waitForShell(page);
}

test('embeds, their examples and demos write nothing to the storage the full game keeps', async () => {
  const { page, problems } = await openPlayed('taiwan', 5);
  assert.equal(await api(page, 'aiPace', 'slow'), '');
  await nextFrame(page);
  const before = await storageNow(page);
  assert.ok(before[kKeptKey] && before['carcassonne.pace'] === 'slow');
  const moves = await api(page, 'moves');

  for (const hash of ['#embed&map=iberia&chips=1&players=Ana,Ben&seed=2&lang=cs', '#embed&example=iberia-cache',
                      '#demo&map=iberia&tilecount=12&players=Red,Blue:random']) {
    await goTo(page, hash);
    if (hash.includes('example')) {
      await page.evaluate(() => window.carcassonne.replayStepTo(2));
    } else if (!hash.startsWith('#demo')) {
      for (let i = 0; i < 6; ++i) assert.equal(await api(page, 'choose', 0), '');
      await api(page, 'setLanguage', 'cs');  // switched in the frame's panel: not remembered either
    } else {
      await page.waitForFunction(() => window.carcassonne.moves().length >= 2, null, { timeout: 30_000 });
    }
    await nextFrame(page);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    assert.deepEqual(await storageNow(page), before, `${hash}: the storage is as the full game left it`);
  }
  await goTo(page, '');
  assert.deepEqual(await api(page, 'moves'), moves, 'the full page resumes its own game');
  assert.equal((await api(page, 'state')).ai_pace, 'slow');
  assert.equal(await page.evaluate(() => window.carcassonne.language), 'en');
  assert.deepEqual(problems, []);
});

test('a link to another game keeps the kept game aside, with Back to it; a link that goes on from it does not', async () => {
  const { page, problems } = await openPlayed('taiwan', 5);
  const ours = await api(page, 'moves');
  const ourRecord = (await api(page, 'resumePoint')).record;

  await goTo(page, '#map=iberia&chips=1&players=Jana,Petr&seed=4');
  assert.equal((await api(page, 'state')).map, 'iberia', 'the link opens its game');
  assert.match(await page.textContent('#notice'), /This link opened another game\. Your previous game \(Red, Blue\) is kept\./);
  assert.equal(JSON.parse((await storageNow(page))[kPreviousKey]).record, ourRecord, 'set aside, not lost');
  await page.click('#back-to-previous');
  await nextFrame(page);
  assert.deepEqual(await api(page, 'moves'), ours, 'Back to it: our game again');
  assert.match(await page.textContent('#notice'), /The game you left \(Jana, Petr\) is kept/);
  await goTo(page, '');
  assert.deepEqual(await api(page, 'moves'), ours, 'and it is the kept game');

  // The opponent's reply link goes on from our game: nothing to set aside, no notice.
  const previous = (await storageNow(page))[kPreviousKey];
  assert.equal(await api(page, 'choose', 0), '');
  while ((await api(page, 'state')).phase !== 'place') assert.equal(await api(page, 'choose', 0), '');
  const reply = (await api(page, 'resumePoint')).record;
  await page.click('#undo');
  await nextFrame(page);
  assert.deepEqual(await api(page, 'moves'), ours);
  await goTo(page, `#record=${encodeReadable(reply)}`);
  assert.equal((await api(page, 'resumePoint')).record, reply);
  assert.equal(await page.isVisible('#notice'), false, 'no notice for a game that only goes on');
  assert.equal((await storageNow(page))[kPreviousKey], previous, 'nothing was set aside');
  assert.equal(JSON.parse((await storageNow(page))[kKeptKey]).record, reply, 'the reply is the kept game');

  // An example opened in the full page is only shown: closing it resumes the kept game.
  await goTo(page, '#example=taiwan-ferry');
  assert.equal(JSON.parse((await storageNow(page))[kKeptKey]).record, reply, 'the example is not kept');
  await page.click('#replay-close');
  await nextFrame(page);
  assert.equal((await api(page, 'resumePoint')).record, reply, 'Close resumes the kept game');
  assert.equal((await storageNow(page))[kPreviousKey], previous, 'and sets nothing aside');
  // New game sets the game on the board aside (the newest game set aside replaces an older one)
  // and offers it, also after a reload.
  await page.click('#new-game');
  await nextFrame(page);
  assert.match(await page.textContent('#notice'), /Your previous game \(Red, Blue\) is kept/);
  assert.equal(JSON.parse((await storageNow(page))[kPreviousKey]).record, reply, 'the game left is set aside');
  await goTo(page, '');
  assert.equal((await api(page, 'view')).setup, true);
  assert.match(await page.textContent('#notice'), /Your previous game \(Red, Blue\) is kept/);
  await page.click('#back-to-previous');
  await nextFrame(page);
  assert.equal((await api(page, 'resumePoint')).record, reply, 'back from the set-up screen');
  assert.deepEqual(problems, []);
});

test('New game shows the set-up screen and a reload resumes nothing (the game left is set aside: page_shell.test.mjs)', async () => {
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
  assert.equal(await page.isDisabled('#redo'), true, 'the new move cleared redo: the button is disabled');
  await page.keyboard.press('Control+y');
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
  // Every remembered choice is one preferences object saved through one storage hook: the sound
  // switch's too, under the key it always had, and read back by the toolbar after a reload.
  assert.equal((await api(page, 'preferences')).pace, 'slow');
  assert.equal(await api(page, 'setPreference', 'sound', 'loud'), "the preference 'sound' does not take 'loud'");
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true');
  await page.click('#sound');
  assert.equal(await page.evaluate(() => localStorage.getItem('carcassonne.sound')), 'off');
  assert.equal((await api(page, 'preferences')).sound, false);
  await page.reload();
  await waitForShell(page);
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false', 'the muted tone is kept for the next visit');
  assert.deepEqual(problems, []);
});

test('save downloads <map>-<date>.carc.txt; open (picker or drop) restores it; a malformed file changes nothing', async () => {
  const { page, problems } = await openPlayed('taiwan', 9);
  const saved = await snapshot(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  assert.match(download.suggestedFilename(), /^taiwan-\d{4}-\d\d-\d\d\.carc\.txt$/);
  const text = await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString());
  assert.equal(text, (await api(page, 'resumePoint')).record);

  assert.equal(await api(page, 'newGame', header('iberia', 1)), '');
  // The Taiwan game is set aside (its notice comes with the change, a frame later).
  await page.waitForSelector('#back-to-previous');
  const other = await snapshot(page);
  const broken = text.replace(/^(\S+ \S+ )\d+,\d+/m, '$1' + '99,99');
  await page.setInputFiles('#open-file', { name: 'broken.carc.txt', mimeType: 'text/plain', buffer: Buffer.from(broken) });
  await page.waitForSelector('#notice.error');
  assert.match(await page.textContent('#notice'), /broken\.carc\.txt was not opened: line \d+: /);
  assert.deepEqual((await snapshot(page)).state, other.state, 'the malformed file changed nothing');
  // A text that is no record is told so (not judged as a set-up without players).
  const letter = 'Dear Ben,\nhere is the shopping list.\n';
  await page.setInputFiles('#open-file', { name: 'letter.txt', mimeType: 'text/plain', buffer: Buffer.from(letter) });
  await page.waitForFunction(() => /letter\.txt/.test(document.querySelector('#notice')?.textContent ?? ''));
  assert.match(await page.textContent('#notice'), /letter\.txt was not opened: line 1: Dear Ben,: a record starts with 'game 1'/);
  assert.deepEqual((await snapshot(page)).state, other.state, 'the letter changed nothing');

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
