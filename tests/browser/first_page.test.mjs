// The game page in real Chromium: first frame drawn (WebGL2 sea + the ImGui set-up window) without errors,
// and a readable message instead of a blank canvas when the game files fail to load.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { engineVersion, saveScreenshot, startSession, waitForGame } from './harness.mjs';

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
  const [panel] = await session.pixels(png, [[700, 385]]);
  assert.ok(brightness(panel) < 60, `dark body of the ImGui set-up window at (700, 385), got ${panel}`);

  assert.deepEqual(problems, []);
});

test('a failed download shows a readable error instead of a blank canvas', async () => {
  const { page } = await session.open({ block: ['carc.wasm'] });
  await page.waitForFunction(() => !!window.carcassonne?.error, null, { timeout: 30_000 });
  assert.equal(await page.isVisible('#overlay'), true);
  assert.match(await page.textContent('#status'), /could not start/);
  await saveScreenshot(page, 'load-error');
});
