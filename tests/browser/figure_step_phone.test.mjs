// The figure step on a phone (issue 26): whole seeded random games at 390x844 on a touch phone, Taiwan
// and Iberia with chips, tiles placed by taps. In every figure step the view has come close to the
// tile just placed: each figure marker and each button is a finger's size (44 CSS px), no marker
// overlaps another, every marker lies on the tile's square, and no bar or sheet covers that square;
// after the step the view is back where the player had it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, kPhone, nextFrame, overlap, squareRect, startSession, toolbarRect, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kFinger = 44;
// Two seeds a map; a short pile keeps the test quick (a figure step close up is drawn at 3 device
// pixels per CSS pixel: SwiftShader takes its time).
const kGames = [
  { map: 'taiwan', seed: 5 }, { map: 'taiwan', seed: 21 },
  { map: 'iberia', seed: 3 }, { map: 'iberia', seed: 14 },
];
const kTiles = 4;
// A placing target's label ends with its square and turn: "… 3,-1 r2".
const kSquareLabel = / (-?\d+,-?\d+) r\d+$/;

// A finger tap, then `frames` of the app's frames: the touch goes down in one and up in the next,
// where the move is made (and the view moves); what is drawn comes a frame later.
async function tap(page, x, y, frames) {
  await page.touchscreen.tap(Math.round(x), Math.round(y));
  await nextFrame(page, frames);
}

// Pixels per tile and where square (0,0) is: the view the player has.
async function view(page) {
  const [x0, y0] = await api(page, 'screenOf', 0, 0);
  const [x1] = await api(page, 'screenOf', 1, 0);
  return { zoom: x1 - x0, x: x0, y: y0 };
}

// Everything drawn over the board: the app's windows and the page shell's toolbar.
async function coverings(page) {
  const windows = await api(page, 'windows');
  const toolbar = await toolbarRect(page);
  return toolbar ? [...windows, toolbar] : windows;
}

// The checks of one figure step; returns the markers (figure targets) on screen.
async function checkFigureStep(page, square, where) {
  const tile = await squareRect(page, square);
  assert.ok(tile.x >= 0 && tile.y >= 0 && tile.x + tile.w <= 390 && tile.y + tile.h <= 844,
            `${where}: the tile ${JSON.stringify(tile)} is on screen`);
  for (const w of await coverings(page))
    assert.ok(!overlap(w, tile), `${where}: ${w.name} ${JSON.stringify(w)} covers the tile ${JSON.stringify(tile)}`);
  const markers = await api(page, 'targets');
  assert.ok(markers.length >= 1, `${where}: figure markers drawn`);
  for (const [i, m] of markers.entries()) {
    assert.ok(2 * m.r >= kFinger - 0.5, `${where}: marker "${m.label}" is ${(2 * m.r).toFixed(1)} px across`);
    assert.ok(m.x - m.r >= tile.x - 1 && m.x + m.r <= tile.x + tile.w + 1 && m.y - m.r >= tile.y - 1 &&
              m.y + m.r <= tile.y + tile.h + 1, `${where}: marker "${m.label}" lies on the tile ${JSON.stringify(tile)}`);
    for (const other of markers.slice(i + 1)) {
      const d = Math.hypot(m.x - other.x, m.y - other.y);
      assert.ok(d >= m.r + other.r - 0.5, `${where}: markers "${m.label}" and "${other.label}" overlap (${d.toFixed(1)} px apart)`);
    }
  }
  for (const w of await api(page, 'widgets'))
    assert.ok((w.full_h ?? w.h) >= kFinger - 0.5, `${where}: ${w.id} in ${w.window} is ${w.full_h ?? w.h} px high`);
  for (const w of await api(page, 'widgets'))
    assert.doesNotMatch(w.label, /\((\d+|\d+(st|nd|rd|th))\)/, `${where}: "${w.label}" is told apart by a number`);
  return markers;
}

test('in every figure step of random phone games the placed tile is close up, clear, with finger-sized markers apart', async () => {
  const started = Date.now();
  const { page, problems } = await session.open(kPhone);
  await waitForGame(page);
  let steps = 0;
  let returns = 0;
  for (const { map, seed } of kGames) {
    console.log(`# ${map} seed ${seed}, ${kTiles} tiles`);
    assert.equal(await api(page, 'newGame', `game 1\nplayers Ana Ben\nmap ${map}\nchips on\ntilecount ${kTiles}\nseed ${seed}\n`), '');
    // The new game's bars take their heights and the camera fits them over a few frames (later on
    // a loaded machine): tap only once the layout has settled and the frame loop paused, or the
    // square moves between the two taps.
    await page.waitForFunction(() => window.carcassonne.frameStats(false).paused === true, null, { polling: 100, timeout: 30_000 });
    let random = seed;
    const next = (n) => { random = (Math.imul(random, 1664525) + 1013904223) >>> 0; return random % n; };
    for (let turn = 0; turn < 200; ++turn) {
      const state = await api(page, 'state');
      if (state.phase === 'over') break;
      const where = `${map} seed ${seed} turn ${turn}`;
      if (state.phase !== 'place') {  // a cache, an upgrade …: not what this test looks at
        assert.equal(await api(page, 'choose', next((await api(page, 'choices')).length)), '', where);
        await nextFrame(page, 1);
        continue;
      }
      // The squares the tile may go on, as drawn: after a step chosen through the API (a cache, an
      // upgrade) a loaded machine may not yet have drawn the placing step, and the targets listed
      // are still that step's; wait for the frame that draws this one.
      let squares = [];
      let listed = [];
      for (let k = 0; k < 30 && squares.length === 0; ++k) {
        if (k > 0) await nextFrame(page, 1);
        listed = await api(page, 'targets');
        squares = listed.filter((t) => kSquareLabel.test(t.label));
      }
      assert.ok(squares.length > 0, `${where}: squares to place on, not ${JSON.stringify(listed.map((t) => t.label))}`);
      const target = squares[next(squares.length)];
      await tap(page, target.x, target.y, 2);                  // picks the square
      const [, at] = target.label.match(kSquareLabel);
      const square = at.split(',').map(Number);
      const had = await view(page);
      await tap(page, target.x, target.y, 2);                  // places the tile
      assert.equal((await api(page, 'state')).placed, state.placed + 1, `${where}: the second tap places the tile`);
      if ((await api(page, 'state')).phase !== 'deploy') continue;
      // The figure step's bar gets its height a frame later, the view follows it, and the markers are
      // drawn where it ends.
      await nextFrame(page, 3);
      const markers = await checkFigureStep(page, square, `${where}, figure step`);
      ++steps;
      const choice = next(markers.length + 1);
      if (choice < markers.length) {
        await tap(page, markers[choice].x, markers[choice].y, 2);
      } else {
        const none = (await api(page, 'widgets')).find((w) => w.label === 'No figure');
        assert.ok(none, `${where}: a No figure button`);
        await tap(page, none.x + none.w / 2, none.y + none.h / 2, 2);
      }
      // The view goes back in the frame of the choice. (A next step with a taller bar than any before,
      // a Taiwan upgrade's, fits the map to it again, as it always has: checked on a next turn only.)
      const back = await view(page);
      const after = (await api(page, 'state')).phase;
      assert.notEqual(after, 'deploy', `${where}: the tap chose`);
      if (after === 'place') {
        assert.ok(Math.abs(back.zoom - had.zoom) < 0.01 && Math.abs(back.x - had.x) < 1 && Math.abs(back.y - had.y) < 1,
                  `${where}: the view is back where the player had it: ${JSON.stringify(back)} vs ${JSON.stringify(had)}`);
        ++returns;
      }
    }
    assert.equal((await api(page, 'state')).phase, 'over', `${map} seed ${seed}: the game ended`);
  }
  console.log(`# ${steps} figure steps checked, ${returns} views back; ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.ok(steps >= kGames.length, 'figure steps in every game');
  assert.ok(returns >= kGames.length / 2, 'steps followed by a next turn');
  assert.deepEqual(problems, []);
});
