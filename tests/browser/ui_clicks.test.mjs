// The set-up screen and every player-choice dialog driven by real mouse clicks on the widgets'
// on-screen positions (window.carcassonne.widgets()); the page API only fast-forwards seeded games
// to the step under test and checks what the clicks did. Screenshots: build/artifacts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  api, clickAt, clickWidget, findWidget, nextFrame, playRandomly, saveScreenshot, startSession, waitForGame,
} from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kViewport = { width: 1280, height: 800 };
const inTurn = { inWindow: 'Turn' };

// A test on a fresh game page that must log no console or page errors; the page is closed after
// it (open pages keep drawing and would slow the next tests down).
function pageTest(name, body, viewport = kViewport) {
  test(name, async () => {
    const { page, problems } = await session.open({ viewport });
    try {
      await waitForGame(page);
      await nextFrame(page);
      await body(page);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}

// A key held for a frame: ImGui 1.86 reads key states once a frame, so a press shorter than a
// frame would be missed.
async function holdKeys(page, ...keys) {
  for (const key of keys) await page.keyboard.down(key);
  await nextFrame(page);
  for (const key of keys.reverse()) await page.keyboard.up(key);
}

// Starts `setup` (header lines without `game 1` and `seed`) with that seed; the page keeps a
// generator seeded the same way for playUntil().
async function startGame(page, setup, seed) {
  assert.equal(await api(page, 'newGame', `game 1\n${setup}seed ${seed}\n`), '');
  await page.evaluate((seed) => { window.testRandom = seed >>> 0; }, seed);
}

// Plays seeded random legal choices until the step is `phase` and one of its choices starts with
// `offer`; the same seed always reaches the same position.
async function playUntil(page, phase, offer = '') {
  const { reached, error } = await playRandomly(page, { phase, offer });
  assert.equal(error, undefined);
  assert.ok(reached, `a ${phase} step offering "${offer}" was reached`);
  await nextFrame(page);
}

// The record line of the turn in progress or just played.
const lastTurn = (record) => record.trim().split('\n').filter((l) => /^\S+ \S+ -?\d+,-?\d+ r\d+|discard/.test(l)).at(-1);

pageTest('the set-up screen is filled in by mouse clicks and starts exactly that game', async (page) => {
  await clickWidget(page, 'Custom game');  // the first screen's third choice: the whole form
  await clickWidget(page, 'Map');
  await clickWidget(page, 'Iberian Peninsula');
  await clickWidget(page, 'Map chips');
  assert.equal((await findWidget(page, 'Map chips')).checked, false);
  await clickWidget(page, 'Map chips');
  assert.equal((await findWidget(page, 'Map chips')).checked, true);

  // The Players slider from 2 to 4: its five values share the frame's width.
  const slider = await findWidget(page, 'Players');
  await clickAt(page, slider.x + slider.w * (2 + 0.5) / 5, slider.y + slider.h / 2);
  const names = (await api(page, 'widgets')).filter((w) => w.id === '##name');
  assert.equal(names.length, 4, 'four name fields');
  await clickAt(page, names[2].x + names[2].w / 2, names[2].y + names[2].h / 2);
  await holdKeys(page, 'Control', 'a');
  await page.keyboard.type('Ana');
  await nextFrame(page);

  await clickWidget(page, 'La Porxada');  // a tile set: on a map its rules stay off (M1)
  await clickWidget(page, 'Traders & Builders rules (goods, builder, pig)');
  assert.equal((await findWidget(page, 'La Porxada rules')).checked, false);
  assert.equal((await findWidget(page, 'Traders & Builders rules (goods, builder, pig)')).checked, true);

  // Seed and tile count are under More; every game has a fresh seed unless one is typed in.
  await clickWidget(page, 'More: seed and tile count');
  assert.match((await findWidget(page, /^Tile count/)).label, /115/, 'the tile count names the Iberia default');
  const seed = await findWidget(page, 'Seed');
  await clickAt(page, seed.x + 20, seed.y + seed.h / 2);
  await holdKeys(page, 'Control', 'a');
  await page.keyboard.type('1');
  await nextFrame(page);
  const plus = (await api(page, 'widgets')).find((w) => w.label === '+' && Math.abs(w.y - seed.y) < 2);
  for (let i = 0; i < 2; ++i) await clickAt(page, plus.x + plus.w / 2, plus.y + plus.h / 2);
  await saveScreenshot(page, 'setup-clicked');
  await clickWidget(page, 'Start the game');

  const state = await api(page, 'state');
  assert.equal(state.map, 'iberia');
  assert.deepEqual(state.players.map((p) => p.name), ['Red', 'Blue', 'Ana', 'Yellow']);
  const record = await api(page, 'record');
  for (const line of ['players Red Blue Ana Yellow', 'map iberia', 'tiles base,ic,tb,porxada', 'rules tb', 'chips on',
                      'seed 3']) {
    assert.match(record, new RegExp(`^${line}$`, 'm'), line);
  }
  assert.doesNotMatch(record, /^tilecount/m, 'the map default tile count');
});

pageTest('widgets scrolled out of their window are not listed', async (page) => {
  const labels = async () => (await api(page, 'widgets')).map((w) => w.label);
  // The first screen's last choice lies below the short window: scrolled to, it opens the form at its top.
  await page.mouse.move(640, 150);
  for (let notch = 0; notch < 10 && !(await labels()).includes('Custom game'); ++notch) {
    await page.mouse.wheel(0, 100);
    await nextFrame(page);
  }
  await clickWidget(page, 'Custom game');
  assert.ok((await labels()).includes('Map'));
  assert.ok(!(await labels()).includes('Start the game'), 'the button below the short window is not listed');
  const map = await findWidget(page, 'Map');
  await page.mouse.move(map.x + map.w / 2, map.y + map.h / 2);
  await nextFrame(page);
  for (let notch = 0; notch < 10 && !(await labels()).includes('Start the game'); ++notch) {
    await page.mouse.wheel(0, 100);
    await nextFrame(page);
  }
  await saveScreenshot(page, 'setup-scrolled');
  assert.ok((await labels()).includes('Start the game'), 'scrolled into view');
  assert.ok(!(await labels()).includes('Map'), 'scrolled out of view');
  for (const w of await api(page, 'widgets')) assert.ok(w.y >= 0 && w.y + w.h <= 300, `${w.id} lies on the screen`);
}, { width: 1280, height: 300 });

pageTest('on the classic table a ticked tile set brings its rules', async (page) => {
  await clickWidget(page, 'Custom game');
  await clickWidget(page, 'Map');
  await clickWidget(page, 'Classic (open table)');
  await clickWidget(page, 'More: seed and tile count');
  assert.match((await findWidget(page, /^Tile count/)).label, /every tile/);
  await clickWidget(page, 'Winter Edition');
  await clickWidget(page, 'Gingerbread Man');
  assert.equal((await findWidget(page, 'Base game')).checked, false, 'Winter replaces Base');
  assert.equal((await findWidget(page, 'Gingerbread Man rules')).checked, true);
  await clickWidget(page, 'Start the game');
  const record = await api(page, 'record');
  assert.match(record, /^tiles ic,tb,winter,gbm$/m);
  assert.match(record, /^rules gbm$/m);
});

pageTest('a Taiwan upgrade is paid by choosing the meeple on the board and clicking a payment', async (page) => {
  await startGame(page, 'players Red Blue Green\nmap taiwan\ntiles base,ic,tb\nchips on\n', 1);
  await playUntil(page, 'upgrade', 'Pay ');
  const before = await api(page, 'state');
  const [meeple] = await api(page, 'targets');  // TW4: the meeples that can be upgraded
  await clickAt(page, meeple.x, meeple.y);
  const button = await clickWidget(page, /^Pay /, inTurn);
  const after = await api(page, 'state');
  assert.notEqual(after.phase, 'upgrade');
  const [, values, under] = button.label.match(/^Pay (\S+), the (\d) under the meeple$/);
  const payer = before.players.findIndex((p) => p.name === before.deciding);
  assert.equal(after.players[payer].chips, before.players[payer].chips - values.split('+').length);
  // TW6: the first chip in the record goes under the meeple.
  const [, paid] = lastTurn(await api(page, 'record')).match(/ upgrade (\S+) -?\d+,-?\d+ \S+$/);
  assert.equal(paid.split('+')[0], under);
  assert.deepEqual(paid.split('+').sort(), values.split('+').sort());
});

pageTest('an Iberia cache is laid by clicking its square on the board', async (page) => {
  await startGame(page, 'players Red Blue Green\nmap iberia\ntiles base,ic,tb\nchips on\n', 1);
  await playUntil(page, 'cache');
  const [square] = await api(page, 'targets');
  await clickAt(page, square.x, square.y);
  assert.notEqual((await api(page, 'state')).phase, 'cache');
  // The button names the square by the number the board draws on it, in reading order (issue 20).
  assert.match(square.label, /^Cache on square \d+$/);
  const [, pos] = lastTurn(await api(page, 'record')).match(/ cache (-?\d+,-?\d+)( |$)/);
  const [x, y] = pos.split(',').map(Number);
  const [sx, sy] = await api(page, 'screenOf', x, y);
  const [nx] = await api(page, 'screenOf', x + 1, y);  // one square's width on screen
  assert.ok(Math.hypot(sx - square.x, sy - square.y) < Math.abs(nx - sx) / 2, 'the clicked square is the one laid');
});

pageTest('the Gingerbread Man is moved, and an unplaceable tile discarded, by their buttons', async (page) => {
  await startGame(page, 'players Red Blue\ntiles winter,gbm\nrules gbm\n', 1);
  await playUntil(page, 'gbm');
  const target = await clickWidget(page, /^Gingerbread Man to /, inTurn);
  assert.notEqual((await api(page, 'state')).phase, 'gbm');
  // The button names the city by its size and holders, never by coordinates (issue 20).
  assert.match(target.label, /^Gingerbread Man to the city of \d+ tiles? \(.+\)( \(\d+(st|nd|rd|th)\))?$/);
  assert.doesNotMatch(target.label, /-?\d+,-?\d+/);
  assert.match(lastTurn(await api(page, 'record')), / gbm -?\d+,-?\d+ \S+$/);

  await startGame(page, 'players Red Blue\ntiles winter,gbm\nrules gbm\n', 3);
  await playUntil(page, 'place', 'Discard ');
  const before = await api(page, 'state');
  // The button names no tile code (the turn panel shows the tile's picture); the record does.
  const discard = await clickWidget(page, /^Discard /, inTurn);
  assert.equal(discard.label, 'Discard the tile (it fits nowhere)');
  const after = await api(page, 'state');
  assert.equal(after.tiles_left, before.tiles_left - 1);
  assert.equal(after.current, before.current, 'the same player draws again (B4)');
  assert.match(await api(page, 'record'), new RegExp(`^${before.current} discard ${before.drawn}$`, 'm'));
  await saveScreenshot(page, 'dialog-discarded');
});

const kPorxada = 'players Red Blue Green\ntiles base,porxada\nrules porxada\n';

pageTest('La Porxada: option A, a swap and a refusal, each by its button', async (page) => {
  await startGame(page, kPorxada, 2);
  await playUntil(page, 'porxada');
  await saveScreenshot(page, 'dialog-porxada');
  await clickWidget(page, 'Option A: swap two followers', inTurn);
  assert.equal((await api(page, 'state')).phase, 'swap');
  const swap = await clickWidget(page, /^Swap your /, inTurn);
  assert.doesNotMatch(swap.label, /-?\d+,-?\d+/);
  const asked = await api(page, 'state');
  assert.equal(asked.phase, 'refuse');
  assert.equal(asked.deciding, swap.label.match(/with (\S+)'s /)[1], 'the other player answers');
  await clickWidget(page, /^Refuse, give up your (knight|thief|farmer|monk) (in|on) the /, inTurn);
  const after = await api(page, 'state');
  assert.notEqual(after.phase, 'refuse');
  assert.equal(after.figures, asked.figures - 1, 'the refusing player gives up a follower for good (P8)');
  assert.match(lastTurn(await api(page, 'record')), / porxada swap swap \S+ \S+ \S+ \S+ refuse \S+ \S+/);
});

pageTest('La Porxada: an accepted swap and option B, each by its button', async (page) => {
  await startGame(page, kPorxada, 3);
  await playUntil(page, 'porxada');
  await clickWidget(page, 'Option A: swap two followers', inTurn);
  await clickWidget(page, /^Swap your /, inTurn);
  assert.equal((await api(page, 'state')).phase, 'refuse');
  await clickWidget(page, 'Accept the swap', inTurn);
  assert.notEqual((await api(page, 'state')).phase, 'refuse');
  assert.match(lastTurn(await api(page, 'record')), / porxada swap swap .* accept/);

  await startGame(page, kPorxada, 4);
  await playUntil(page, 'porxada');
  await clickWidget(page, 'Option B: the end bonus', inTurn);
  assert.notEqual((await api(page, 'state')).phase, 'porxada');
  assert.match(await api(page, 'record'), / porxada bonus/);
});

// P15: La Porxada's city, with Red's knight in it, is one tile from completion; Blue draws B-L.
const kWithdraw = `game 1
players Red Blue
tiles base,porxada
rules porxada
option porxada-house on
seed 1
Red LP-1 0,-1 r0 porxada bonus meeple N2
Blue B-E 1,-1 r270
Red B-E -1,-1 r90
`;

pageTest('knights withdraw from the completed La Porxada city by their button (house rule)', async (page) => {
  assert.equal(await api(page, 'newGame', kWithdraw), '');
  await nextFrame(page);
  const [x, y] = await api(page, 'screenOf', 0, -2);
  await clickAt(page, x, y);  // the drawn B-L fits there only turned to close the city
  assert.equal((await api(page, 'state')).phase, 'deploy');
  await clickWidget(page, 'No figure', inTurn);
  const asked = await api(page, 'state');
  assert.equal(asked.phase, 'withdraw');
  assert.equal(asked.deciding, 'Red');
  await saveScreenshot(page, 'dialog-withdraw');
  // The pointer on the button rings what it means on the board: the squares of the knight's city
  // (here the square of the knight, 0,-1) get a light-blue outline just inside their edges.
  const [cx, cy] = await api(page, 'screenOf', 0, -1);
  const [nx] = await api(page, 'screenOf', 1, -1);
  const half = (nx - cx) / 2 - 2;  // the outline: 2 px inside the square's edge, 2 px wide
  const edges = [[cx - half, cy + 4], [cx + half, cy + 4], [cx + 4, cy - half], [cx + 4, cy + half]].map(([x, y]) => [Math.round(x), Math.round(y)]);
  const lightBlue = ([r, g, b]) => b > 200 && g > 180 && r < 190;
  const colours = async () => session.pixels(await page.screenshot({ scale: 'css' }), edges);
  const ringed = async () => (await colours()).filter(lightBlue).length;
  await page.mouse.move(cx, cy + 2 * half);  // off the panel (the click on No figure left it there)
  await nextFrame(page);
  await nextFrame(page);
  await saveScreenshot(page, 'dialog-withdraw-unpointed');
  assert.equal(await ringed(), 0, 'no outline before the pointer is on the button');
  const button = await findWidget(page, 'Withdraw the knight from the city of 5 tiles', inTurn);
  await page.mouse.move(button.x + button.w / 2, button.y + button.h / 2);
  await nextFrame(page);
  await nextFrame(page);
  await saveScreenshot(page, 'dialog-withdraw-pointed');
  assert.ok(await ringed() >= 2, `the pointed button rings its city on the board: ${JSON.stringify(await colours())}`);
  assert.equal(await api(page, 'setLanguage', 'cs'), 'cs');
  await nextFrame(page);
  await findWidget(page, 'Odstranit rytíře z\u00a0města o\u00a05 kartičkách');  // the panel's title is Czech too
  await saveScreenshot(page, 'dialog-withdraw-cs');
  assert.equal(await api(page, 'setLanguage', 'en'), 'en');
  await nextFrame(page);
  await clickWidget(page, 'Withdraw the knight from the city of 5 tiles', inTurn);
  const after = await api(page, 'state');
  assert.equal(after.phase, 'place');
  assert.equal(after.players[0].supply.meeple, asked.players[0].supply.meeple + 1, 'the knight is back in supply');
  assert.match(lastTurn(await api(page, 'record')), /^Blue B-L 0,-2 r180 withdraw 0,-1 N2$/);
});

pageTest('the figure step and take-back by their buttons', async (page) => {
  await startGame(page, 'players Red Blue\n', 5);
  const before = await api(page, 'state');
  assert.equal(await api(page, 'choose', 0), '');  // a placement (board clicks: game.test.mjs)
  await nextFrame(page);
  await clickWidget(page, 'Take back the tile (Esc)', inTurn);
  assert.deepEqual(await api(page, 'state'), before);
  assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
  await clickWidget(page, /^meeple on the /, inTurn);
  const after = await api(page, 'state');
  assert.equal(after.figures, before.figures + 1);
  assert.equal(after.phase, 'place');
  assert.match(lastTurn(await api(page, 'record')), / meeple \S+$/);
});

// A click whose pointer jumps onto a panel and presses at once (a tap does this) belongs to the
// panel only, even with a legal square of the board right under it.
pageTest('a click that lands on a panel at once never also places the tile underneath', async (page) => {
  await startGame(page, 'players Red Blue\nmap taiwan\nchips on\n', 6);
  await nextFrame(page);
  const toggle = await findWidget(page, 'Remaining tiles (T)', { inWindow: 'Players' });
  const [target] = await api(page, 'targets');
  // Drag the board so that the target square lies under the check box.
  const to = { x: toggle.x + toggle.w / 2, y: toggle.y + toggle.h / 2 };
  await page.mouse.move(target.x, target.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await nextFrame(page);
  const [x, y] = target.label.match(/ at (-?\d+),(-?\d+)/).slice(1).map(Number);
  const [sx, sy] = await api(page, 'screenOf', x, y);
  assert.ok(Math.hypot(sx - to.x, sy - to.y) < 12, `square ${x},${y} now lies under the check box`);
  const before = await api(page, 'state');
  await page.mouse.move(640, 700);
  await nextFrame(page);
  // The jump and the press in one task, so the app sees them in the same frame, as with a quick tap.
  await page.evaluate(({ x, y }) => {
    const canvas = document.getElementById('canvas');
    for (const type of ['mousemove', 'mousedown', 'mouseup']) {
      canvas.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, button: 0, buttons: type === 'mousedown' ? 1 : 0, bubbles: true }));
    }
  }, to);
  await nextFrame(page);
  assert.equal((await findWidget(page, 'Remaining tiles (T)')).checked, !toggle.checked, 'the check box took the click');
  assert.equal((await api(page, 'state')).placed, before.placed, 'the board did not');
});
