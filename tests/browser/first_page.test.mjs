// The game page in real Chromium: first frame drawn (WebGL2 sea + the ImGui set-up window) without errors,
// a readable message instead of a blank canvas when the game files fail to load or a data file is
// malformed, and a high-DPI screen drawn at device pixels with clicks still landing where they point.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { api, clickAt, engineVersion, nextFrame, pageDir, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const brightness = ([r, g, b]) => r + g + b;

test('the page draws the board background and the set-up window, with no errors', async () => {
  const { page, problems } = await session.open();
  await waitForGame(page);
  const hook = await page.evaluate(() => ({ ...window.carcassonne }));
  assert.equal(hook.ready, true);
  assert.equal(hook.version, engineVersion());
  assert.equal(await page.isVisible('#overlay'), false, 'the loading overlay is hidden');

  const png = await saveScreenshot(page, 'first-page');
  const sea = await session.pixels(png, [[100, 560], [900, 560], [120, 80], [980, 80]]);
  for (const pixel of sea) {
    assert.ok(pixel[2] > pixel[0] && brightness(pixel) > 60, `sea-blue board pixel, got ${pixel}`);
  }
  assert.ok(new Set(sea.map(String)).size > 1, 'the background is textured, not one flat colour');
  // The theme's walnut window body (src/app/theme.cpp): dark and warm, unlike the blue sea. The
  // point is inside the set-up window's left padding, halfway down, where no widget is drawn.
  const setup = await page.evaluate(() => window.carcassonne.windows().find((w) => w.y > 0 && w.h > 200));
  assert.ok(setup, 'the set-up window is drawn');
  const at = [Math.round(setup.x + 4), Math.round(setup.y + setup.h / 2)];
  const [panel] = await session.pixels(png, [at]);
  assert.ok(brightness(panel) < 150 && panel[0] > panel[2], `dark walnut body of the ImGui set-up window at (${at}), got ${panel}`);

  assert.deepEqual(problems, []);
});

test('a failed download shows a readable error instead of a blank canvas', async () => {
  const { page } = await session.open({ block: ['carc.wasm'] });
  await page.waitForFunction(() => !!window.carcassonne?.error, null, { timeout: 30_000 });
  assert.equal(await page.isVisible('#overlay'), true);
  assert.match(await page.textContent('#status'), /could not start/);
  await saveScreenshot(page, 'load-error');
});

// carc.data with one keyword of assets/maps/taiwan.map misspelt (same length, so the package's
// offsets in carc.js stay right).
function dataWithBrokenMap() {
  const data = fs.readFileSync(path.join(pageDir, 'carc.data'));
  const js = fs.readFileSync(path.join(pageDir, 'carc.js'), 'utf8');
  const [, start, end] = js.match(/"filename":"\/assets\/maps\/taiwan\.map","start":(\d+),"end":(\d+)/);
  const text = data.subarray(Number(start), Number(end)).toString('latin1');
  const at = Number(start) + text.indexOf('\nsize ');
  assert.ok(at > Number(start), 'the packaged taiwan.map has a size line');
  const broken = Buffer.from(data);
  broken.write('\nsizX ', at, 'latin1');
  return broken;
}

test('a malformed map file names the file, the line and the problem on the page', async () => {
  const { page } = await session.open({ replace: { 'carc.data': dataWithBrokenMap() } });
  await page.waitForFunction(() => !!window.carcassonne?.error, null, { timeout: 60_000 });
  assert.equal(await page.evaluate(() => window.carcassonne.ready), false);
  assert.equal(await page.isVisible('#overlay'), true);
  assert.match(await page.textContent('#status'), /could not start: \/assets\/maps\/taiwan\.map:\d+: sizX: unknown keyword/);
  await saveScreenshot(page, 'bad-asset-error');
});

test('a high-DPI screen gets a canvas at device pixels, and clicks still place on the square pointed at', async () => {
  const { page, problems } = await session.open({ viewport: { width: 900, height: 600 }, deviceScaleFactor: 2 });
  await waitForGame(page);
  const canvas = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { width: c.width, height: c.height, css: [c.clientWidth, c.clientHeight] };
  });
  assert.deepEqual([canvas.width, canvas.height], [canvas.css[0] * 2, canvas.css[1] * 2]);
  assert.equal(await api(page, 'newGame', 'players Red Blue\nmap iberia\nchips on\nseed 2\n'), '');
  await nextFrame(page);
  const before = await api(page, 'state');
  const square = (await api(page, 'targets')).find(({ x, y }) => x > 300 && x < 850 && y > 150 && y < 420);
  assert.ok(square, 'a legal square away from the panels');
  await clickAt(page, square.x, square.y);
  const after = await api(page, 'state');
  assert.equal(after.placed, before.placed + 1, `the click on ${square.label} placed the tile`);
  const [, at] = square.label.match(/ at (-?\d+,-?\d+)/);
  assert.match(await api(page, 'record'), new RegExp(`\nRed \\S+ ${at} r`), 'recorded on that square');
  await saveScreenshot(page, 'high-dpi');
  assert.deepEqual(problems, []);
});
