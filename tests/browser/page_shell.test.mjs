// The page shell around the game (issue 20): toolbar buttons with a symbol and a word, finger-sized
// and side by side on a phone in Czech and English, disabled with nothing to act on; reduced
// motion; New game (or a file opened) sets the game aside (Back to it, also after a reload); the live region for
// screen readers (silent in an embed until the reader is in it); the turn tone and its remembered
// switch.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { api, artifactDir, nextFrame, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

async function waitForShell(page) {
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
}

// Every toolbar button: id, visible word, rectangle, disabled, whether its text is cut off.
const buttons = (page) => page.evaluate(() => [...document.querySelectorAll('#toolbar button')].map((b) => {
  const r = b.getBoundingClientRect();
  return { id: b.id, word: b.querySelector('.word')?.textContent ?? '', x: r.x, y: r.y, w: r.width, h: r.height,
           disabled: b.disabled, clipped: b.scrollWidth > b.clientWidth + 1 };
}));

const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0 &&
                          Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0;

// At `width`: every button shown at least 44x44, inside the window, its word whole, none
// overlapping (a phone's game shows only Undo and More: the rest are in More's menu).
async function assertFingerSized(page, width, words, what) {
  const all = (await buttons(page)).filter((b) => b.w > 0);
  assert.deepEqual(all.map((b) => b.word), words, `${what}: the buttons' words`);
  for (const b of all) {
    assert.ok(b.w >= 44 && b.h >= 44, `${what}: ${b.id} is ${b.w}x${b.h}, under 44x44`);
    assert.ok(b.x >= 0 && b.x + b.w <= width && b.y >= 0, `${what}: ${b.id} leaves the window: ${JSON.stringify(b)}`);
    assert.ok(!b.clipped, `${what}: the word of ${b.id} is cut off`);
  }
  for (let i = 0; i < all.length; ++i)
    for (let j = i + 1; j < all.length; ++j)
      assert.ok(!overlap(all[i], all[j]), `${what}: ${all[i].id} overlaps ${all[j].id}`);
  return all;
}

const disabledIds = async (page) => (await buttons(page)).filter((b) => b.disabled).map((b) => b.id);

const kCzech = ['Nová hra', 'Zpět', 'Znovu', 'Uložit', 'Otevřít', 'Přehrát', 'Sdílet', 'Zvuk: ano'];
const kEnglish = ['New game', 'Undo', 'Redo', 'Save', 'Open', 'Replay', 'Share', 'Sound: on'];
const kRecord = 'game 1\nplayers Ana Ben\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 4\ntilecount 6\n';

test('at 390x844 the toolbar says what each button does in Czech and English, 44x44, nothing overlapping; nothing to do is disabled', async () => {
  const { page, problems } = await session.open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                                                   hash: '#lang=cs' });
  await waitForShell(page);
  await assertFingerSized(page, 390, kCzech, 'set-up, Czech');
  assert.deepEqual(await disabledIds(page), ['undo', 'redo', 'save', 'replay-open', 'share'], 'no game: only New game, Open, Sound');
  assert.match(await page.getAttribute('#undo', 'aria-label'), /^Zpět: /, 'the accessible name starts with the word shown');
  await page.screenshot({ path: path.join(artifactDir, 'page-shell-phone-setup-cs.png'), scale: 'css', timeout: 180_000 });

  assert.equal(await api(page, 'newGame', kRecord), '');
  assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
  assert.deepEqual(await disabledIds(page), ['redo'], 'a tile placed: Undo, Save, Replay, Share; nothing undone to redo');
  await page.click('#undo');
  await nextFrame(page);
  assert.deepEqual(await disabledIds(page), ['undo', 'replay-open'], 'back at the first turn\'s start: only Redo');
  await page.click('#more');  // a phone's game: Redo is in More's menu (web/more_menu.js)
  await page.click('#more-menu [data-for=redo]');
  await api(page, 'choose', 0);
  await nextFrame(page);
  assert.deepEqual(await disabledIds(page), ['redo'], 'a whole turn: Replay too; nothing left to redo');

  await api(page, 'setLanguage', 'en');
  await nextFrame(page);
  await assertFingerSized(page, 390, ['Undo', 'More'], 'game, English');  // one row with the scores (top_bar.test.mjs)
  const bottom = Math.max(...(await buttons(page)).map((b) => b.y + b.h));
  const players = (await api(page, 'windows')).find((w) => w.name === 'Players');
  assert.ok(players.y === 0 && players.y + players.h >= bottom, `the toolbar lies in the game's top bar (${JSON.stringify(players)}, ${bottom})`);
  await page.screenshot({ path: path.join(artifactDir, 'page-shell-phone-game-en.png'), scale: 'css', timeout: 180_000 });

  // Reduced motion: the loading spinner stands still.
  const spin = () => page.evaluate(() => getComputedStyle(document.querySelector('.spinner')).animationName);
  assert.equal(await spin(), 'spin');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  assert.equal(await spin(), 'none', 'prefers-reduced-motion: no spinning');
  assert.deepEqual(problems, []);
});

// Counts the tones: an AudioContext whose oscillators count their starts (window.tones).
function countTones() {
  window.tones = 0;
  const param = () => ({ setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} });
  window.AudioContext = class {
    constructor() { this.currentTime = 0; this.state = 'running'; this.destination = {}; }
    createOscillator() { return { frequency: param(), connect() {}, start() { window.tones += 1; }, stop() {} }; }
    createGain() { return { gain: param(), connect() {} }; }
  };
}

const said = (page) => page.evaluate(() => [...document.querySelectorAll('#announce p')].map((p) => p.textContent));
const tones = (page) => page.evaluate(() => window.tones);

// Plays the turn of whoever decides now, each step by its first choice; the app tells the page
// of the change in its next frame.
async function playTurn(page) {
  await page.evaluate(() => {
    const c = window.carcassonne;
    const who = c.state().deciding;
    while (c.state().phase !== 'over' && c.state().deciding === who) c.choose(0);
  });
  await nextFrame(page);
}

test('moves, turns and the final scores are announced in the page\'s language; a tone when a human turn begins, with a remembered switch; New game keeps the game to go back to', async () => {
  const { page, problems } = await session.open({ hash: '#lang=en' });
  await page.addInitScript(countTones);
  await page.reload();
  await waitForShell(page);
  const region = await page.evaluate(() => {
    const r = document.getElementById('announce');
    const box = r.getBoundingClientRect();
    return { role: r.getAttribute('role'), live: r.getAttribute('aria-live'), w: box.width, h: box.height };
  });
  assert.deepEqual(region, { role: 'status', live: 'polite', w: 1, h: 1 }, 'a polite status region, visually hidden');

  // Pass-and-play: the new log lines and the next player, in English, then in Czech.
  assert.equal(await api(page, 'newGame', kRecord), '');
  await nextFrame(page);
  const start = await api(page, 'log');
  assert.deepEqual(await said(page), [start.at(-1), 'Ana is to play.']);
  await page.evaluate(() => window.carcassonne.choose(0));  // the tile only: Ana still decides
  await nextFrame(page);
  assert.equal(await tones(page), 0, 'no tone within a turn');
  const afterTile = await api(page, 'log');
  // B-H: two cities, named by what is on it (no tile code, no square).
  assert.deepEqual(await said(page), ['Ana placed a tile with two cities'], 'the new line; Ana still plays');
  assert.deepEqual(afterTile, [...start, 'Ana placed a tile with two cities']);
  await playTurn(page);
  const afterAna = await api(page, 'log');
  assert.deepEqual(await said(page), [...afterAna.slice(afterTile.length), 'Ben is to play.'], 'whose turn it is now');
  assert.equal(await tones(page), 1, 'pass-and-play: a tone for Ben\'s turn');

  await api(page, 'setLanguage', 'cs');
  await nextFrame(page);
  await playTurn(page);
  const czech = await said(page);
  assert.equal(czech.at(-1), 'Na tahu je Ana.');
  assert.ok(czech.some((line) => /^Ben přiloží kartičku /.test(line)), `Ben's move in Czech: ${czech}`);
  assert.equal(await tones(page), 2);
  while ((await api(page, 'state')).phase !== 'over') await playTurn(page);
  const final = (await api(page, 'state')).players.sort((a, b) => b.score - a.score);
  // The final scores, then a sentence per player (the winner first): points by kind, as the final panel
  const end = await said(page);
  assert.equal(end.at(-3), `Konec hry. Konečné skóre: ${final.map((p) => `${p.name} ${p.score}`).join(', ')}.`);
  assert.deepEqual(end.slice(-2), (await api(page, 'finalScores')).words);
  assert.match(end.at(-2), new RegExp(`^${final[0].name}: ${final[0].score} bod`));
  await api(page, 'setLanguage', 'en');

  // Against a computer: the tone when Ana's turn comes back, not when hers ends.
  const versus = kRecord.replace('players Ana Ben', 'players Ana Ben:easy').replace('tilecount 6', 'tilecount 20');
  assert.equal(await api(page, 'newGame', versus), '');
  assert.equal(await api(page, 'aiPace', 'instant'), '');
  await nextFrame(page);
  const before = await tones(page);
  await playTurn(page);
  await page.waitForFunction(() => window.carcassonne.moves().length === 2 && window.carcassonne.state().deciding === 'Ana',
                             null, { timeout: 30_000 });
  await nextFrame(page);
  assert.equal(await tones(page), before + 1, 'one tone: when Ana\'s turn comes back, none for the computer\'s');
  assert.deepEqual(await said(page), [(await api(page, 'log')).at(-1), 'Ana is to play.'].slice(-2));
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true');
  await page.click('#sound');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false');
  assert.equal(await page.textContent('#sound .word'), 'Sound: off');
  await playTurn(page);
  await page.waitForFunction(() => window.carcassonne.moves().length === 4, null, { timeout: 30_000 });
  await nextFrame(page);
  assert.equal(await tones(page), before + 1, 'muted: no tone');

  // New game sets the game (mid-turn) aside; after a reload Back to it brings it back exactly.
  assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
  const played = await api(page, 'resumePoint');
  assert.equal(played.steps.length, 1);
  await page.click('#new-game');
  await nextFrame(page);
  assert.equal((await api(page, 'view')).setup, true);
  assert.match(await page.textContent('#notice'), /Your previous game \(Ana, Ben\) is kept\./);
  await saveScreenshot(page, 'page-shell-new-game-en');
  await page.reload();
  await waitForShell(page);
  assert.equal((await api(page, 'view')).setup, true, 'the set-up screen, not a resumed game');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false', 'the muted switch survived the reload');
  assert.match(await page.textContent('#notice'), /Your previous game \(Ana, Ben\) is kept\./);
  await page.click('#back-to-previous');
  await nextFrame(page);
  assert.deepEqual(await api(page, 'resumePoint'), played, 'the same record and the same step of the turn in progress');

  // A file opened (like the game's own New game button, then Start) replaces the kept game: it is
  // set aside first.
  await page.setInputFiles('#open-file', { name: 'other.carc.txt', mimeType: 'text/plain', buffer: Buffer.from(kRecord) });
  await page.waitForFunction(() => window.carcassonne.state().players[1]?.seat === 'human');
  await nextFrame(page);
  assert.match(await page.textContent('#notice'), /\(Ana, Ben\)/);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('carcassonne-maps:previous'))).record,
               played.record, 'the game the file replaced is set aside');
  await page.click('#back-to-previous');
  await nextFrame(page);
  assert.deepEqual(await api(page, 'resumePoint'), played);
  assert.deepEqual(problems, []);
});

test('an embed on a wiki page announces nothing until the reader is in the frame', async () => {
  const host = '<!doctype html><p>An article.</p><iframe id="game" style="width:600px;height:400px" ' +
               'src="index.html#embed&map=taiwan&chips=1&players=Ana,Ben&seed=3"></iframe>';
  const { page, problems } = await session.open({ url: `${session.url}host.html`, replace: { 'host.html': host } });
  let frame = null;
  for (let i = 0; i < 200 && !frame; ++i) {
    frame = page.frames().find((f) => /#embed/.test(f.url()));
    if (!frame) await page.waitForTimeout(50);
  }
  await frame.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  const playInFrame = () => frame.evaluate(() => new Promise((done) => {
    const c = window.carcassonne;
    const who = c.state().deciding;
    while (c.state().deciding === who) c.choose(0);
    c.wake();
    requestAnimationFrame(() => requestAnimationFrame(done));
  }));
  await playInFrame();
  assert.equal(await frame.evaluate(() => document.hasFocus()), false);
  assert.equal(await frame.textContent('#announce'), '', 'the host page has the focus: the frame is silent');
  const box = await (await page.$('#game')).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 40);
  await frame.waitForFunction(() => window.carcassonne.embedFocused === true);
  await playInFrame();
  assert.match(await frame.textContent('#announce'), /Ana is to play\.$/, 'in the frame: Ben\'s move and Ana\'s turn');
  assert.deepEqual(problems, []);
});
