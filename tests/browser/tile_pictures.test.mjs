// Tile pictures inside windows (remaining tiles, the turn panel's drawn tile) keep to the window
// stacking: a window moved over them hides them, and the pictures still show where nothing covers
// them. Windows are moved by dragging their title bars; pixels are read from screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, nextFrame, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kViewport = { width: 1024, height: 640 };

// Tile fields are green, and nothing else inside the grids read below is: windows are walnut,
// text parchment, the sea blue, the player to move's row red (the theme's green buttons lie
// outside the grids).
const isFieldGreen = ([r, g, b]) => g > r + 25 && g > b + 25;

function grid(x0, y0, x1, y1, step) {
  const points = [];
  for (let y = y0; y <= y1; y += step) for (let x = x0; x <= x1; x += step) points.push([x, y]);
  return points;
}

// The points of `points` that show a tile's field in `png`. NOTE: each point costs a read-back of
// about 10 ms, so the grids are coarse.
async function fieldPoints(png, points) {
  const colours = await session.pixels(png, points);
  return points.filter((_, i) => isFieldGreen(colours[i]));
}

// Drags as a hand does: the pointer rests a frame where it presses and where it arrives before the
// button is let go. NOTE: ImGui moves a window only in a frame where the button is still down, so a
// last move that reaches the app in the same frame as the release is lost (on a loaded machine the
// window stopped at the second-to-last step, 64 pixels short).
async function drag(page, from, to) {
  await page.mouse.move(from[0], from[1]);
  await nextFrame(page);
  await page.mouse.down();
  await nextFrame(page);
  await page.mouse.move((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, { steps: 4 });
  await page.mouse.move(to[0], to[1], { steps: 4 });
  await nextFrame(page);
  await page.mouse.up();
  await nextFrame(page);
}

const windowNamed = async (page, name) => (await api(page, 'windows')).find((w) => w.name === name);

// A classic game with the remaining tiles shown. Windows open where the panels put them first:
// players top left, turn top right, remaining tiles bottom left (420 x 260), log bottom right
// (380 x 200).
async function openGame() {
  const { page, problems } = await session.open({ viewport: kViewport });
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\ntiles base\nseed 3\n'), '');  // draws B-B
  await nextFrame(page);  // the set-up window is gone before the click (it stood at 500,250)
  await page.mouse.click(500, 250);  // the board: keys go to the game
  await page.keyboard.press('t');
  await page.mouse.move(500, 250);
  await nextFrame(page);
  return { page, problems };
}

test('the log window moved over the remaining tiles hides their pictures; the others still show', async () => {
  const { page, problems } = await openGame();
  // The remaining tiles' pictures (two columns of a picture and its words: x 18..58 and 215..255,
  // rows from y 428), split where the log window's body will lie: x 114..486, y 450..600 once its
  // top-left is at 110,400.
  const covered = grid(219, 458, 253, 594, 8);
  const uncovered = grid(16, 402, 100, 626, 14);
  const shown = await saveScreenshot(page, 'tile-pictures-shown');
  const coveredBefore = await fieldPoints(shown, covered);
  const uncoveredBefore = await fieldPoints(shown, uncovered);
  assert.ok(coveredBefore.length > 10, `pictures where the log will go (${coveredBefore.length} green points)`);
  assert.ok(uncoveredBefore.length > 10, `pictures left of it (${uncoveredBefore.length} green points)`);

  assert.deepEqual(await windowNamed(page, 'Log'), { name: 'Log', x: 636, y: 432, w: 380, h: 200 });
  await drag(page, [700, 441], [174, 409]);  // the log's title bar: its top-left from 636,432 to 110,400
  assert.deepEqual(await windowNamed(page, 'Log'), { name: 'Log', x: 110, y: 400, w: 380, h: 200 });
  const overlapped = await saveScreenshot(page, 'tile-pictures-under-log');
  const coveredAfter = await fieldPoints(overlapped, covered);
  assert.deepEqual(coveredAfter.slice(0, 5), [], `no field shows through the log (${coveredAfter.length} points)`);
  const uncoveredAfter = await fieldPoints(overlapped, uncovered);
  assert.ok(uncoveredAfter.length >= 0.95 * uncoveredBefore.length,
            `the uncovered pictures still show (${uncoveredAfter.length} of ${uncoveredBefore.length} points)`);
  assert.deepEqual(problems, []);
});

test('the players window moved over the drawn tile hides its picture in the turn panel', async () => {
  const { page, problems } = await openGame();
  const shown = await saveScreenshot(page, 'drawn-tile-shown');
  // The picture is the 64-pixel square at the turn panel's top left: the first field green on a
  // line through it, then upwards from there.
  const row = await fieldPoints(shown, grid(560, 66, 1016, 66, 3));
  const left = row[0][0];
  const top = (await fieldPoints(shown, grid(left + 30, 16, left + 30, 66, 2)))[0][1];
  const picture = grid(left + 4, top + 4, left + 58, top + 58, 9);
  assert.ok((await fieldPoints(shown, picture)).length > 0.5 * picture.length, `the drawn tile at ${left},${top}`);

  // Players' top-left to (left - 30, top - 26): the picture lies under its rows, right of the
  // colour squares.
  await drag(page, [40, 16], [40 + left - 30 - 8, 16 + top - 26 - 8]);
  const players = await windowNamed(page, 'Players');
  assert.deepEqual([players.x, players.y], [left - 30, top - 26], 'the players window moved where it was dragged');
  const overlapped = await saveScreenshot(page, 'drawn-tile-under-players');
  const through = await fieldPoints(overlapped, picture);
  assert.deepEqual(through.slice(0, 5), [], `no field shows through the players window (${through.length} points)`);
  assert.deepEqual(problems, []);
});
