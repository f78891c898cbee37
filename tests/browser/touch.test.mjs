// Touch screens in real Chromium (touch events sent through the DevTools protocol): one finger drags
// the board, two fingers pinch-zoom it with the board staying under the fingers, and neither
// gesture places the drawn tile by accident.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, nextFrame, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kViewport = { width: 1280, height: 800 };
const kSetup = 'game 1\nplayers Red Blue\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 3\n';


// Opens a page with touch input on and a Taiwan game started; returns { page, problems, touch }.
async function touchGame() {
  const { page, problems } = await session.open({ viewport: kViewport });
  await waitForGame(page);
  const client = await page.context().newCDPSession(page);
  await client.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  assert.equal(await api(page, 'newGame', kSetup), '');
  await nextFrame(page);
  // touch(type, [[x, y], …]): one touch event; the points keep their ids by position in the list.
  const touch = async (type, points) => {
    await client.send('Input.dispatchTouchEvent', {
      type, touchPoints: points.map(([x, y], id) => ({ x, y, id })),
    });
    await nextFrame(page);
  };
  return { page, problems, touch };
}

// Pixels per tile and where square (1,1) is, from the page's own board-to-screen mapping.
async function view(page) {
  const [x1, y1] = await api(page, 'screenOf', 1, 1);
  const [x2] = await api(page, 'screenOf', 2, 1);
  return { zoom: x2 - x1, x: x1, y: y1 };
}

test('one finger drags the board and places nothing', async () => {
  const { page, problems, touch } = await touchGame();
  const before = { view: await view(page), state: await api(page, 'state') };
  await touch('touchStart', [[500, 400]]);
  for (let step = 1; step <= 5; ++step) await touch('touchMove', [[500 + 20 * step, 400 - 10 * step]]);
  await touch('touchEnd', []);
  const after = await view(page);
  assert.ok(Math.abs(after.x - before.view.x - 100) <= 1, `dragged 100 px right: ${JSON.stringify(after)}`);
  assert.ok(Math.abs(after.y - before.view.y + 50) <= 1, `dragged 50 px up: ${JSON.stringify(after)}`);
  assert.ok(Math.abs(after.zoom - before.view.zoom) < 1e-3, 'a drag does not zoom');
  assert.equal((await api(page, 'state')).placed, before.state.placed);
  assert.deepEqual(problems, []);
});

test('two fingers pinch-zoom around their midpoint; lifting the resting finger places nothing', async () => {
  const { page, problems, touch } = await touchGame();
  // The resting finger sits on a legal square: without the pinch it would place the tile there.
  const [square] = await api(page, 'targets');
  const resting = [Math.round(square.x), Math.round(square.y)];
  const before = { view: await view(page), state: await api(page, 'state') };
  const startOther = [resting[0] + 100, resting[1]];
  await touch('touchStart', [resting]);
  await touch('touchStart', [resting, startOther]);
  for (let step = 1; step <= 4; ++step) await touch('touchMove', [resting, [resting[0] + 100 + 25 * step, resting[1]]]);
  await touch('touchEnd', [resting]);
  await touch('touchEnd', []);
  const after = await view(page);
  assert.ok(Math.abs(after.zoom / before.view.zoom - 2) < 0.02, `zoom doubled: ${before.view.zoom} -> ${after.zoom}`);
  // The board point under the resting finger is still under it.
  const underBefore = (resting[0] - before.view.x) / before.view.zoom;
  const underAfter = (resting[0] - after.x) / after.zoom;
  assert.ok(Math.abs(underAfter - underBefore) < 0.02, `board stayed under the finger: ${underBefore} vs ${underAfter}`);
  assert.equal((await api(page, 'state')).placed, before.state.placed, 'the pinch placed no tile');
  // A tap on a legal square picks it; a second tap there places the tile.
  const [target] = await api(page, 'targets');
  for (const tapNumber of [1, 2]) {
    await touch('touchStart', [[Math.round(target.x), Math.round(target.y)]]);
    await touch('touchEnd', []);
    assert.equal((await api(page, 'state')).placed, before.state.placed + tapNumber - 1, `after tap ${tapNumber}`);
  }
  assert.deepEqual(problems, []);
});
