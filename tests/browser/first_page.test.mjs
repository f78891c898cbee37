// The game page in real Chromium: first frame drawn (WebGL2 sea + the ImGui set-up window) without errors,
// the game's files downloaded once each, from the head's preload links,
// the first screen's one-click choices, a readable message instead of a blank canvas when the game
// files fail to load or a data file is malformed, and a high-DPI screen drawn at device pixels with
// clicks still landing where they point.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  api, clickAt, clickWidget, engineVersion, findWidget, kDealSeed, nextFrame, pageDir, saveScreenshot,
  startSession, waitForGame,
} from './harness.mjs';

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
  // The theme's walnut window body (src/app/platform/theme.cpp): dark and warm, unlike the blue sea. The
  // point is inside the set-up window's left padding, halfway down, where no widget is drawn.
  const setup = await page.evaluate(() => window.carcassonne.windows().find((w) => w.y > 0 && w.h > 200));
  assert.ok(setup, 'the set-up window is drawn');
  const at = [Math.round(setup.x + 4), Math.round(setup.y + setup.h / 2)];
  const [panel] = await session.pixels(png, [at]);
  assert.ok(brightness(panel) < 150 && panel[0] > panel[2], `dark walnut body of the ImGui set-up window at (${at}), got ${panel}`);

  // The game's three files start with the page's head (index.html's preload links), and each is
  // downloaded once: loader.js's fetch of carc.wasm and carc.data takes the preloaded response
  // (a mode or credentials unlike the link's would download it a second time).
  const downloads = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => [new URL(e.name).pathname.split('/').pop(), e.initiatorType]));
  for (const file of ['carc.wasm', 'carc.data', 'carc.js']) {
    assert.deepEqual(downloads.filter(([name]) => name === file), [[file, 'link']], `${file}: one download, from the preload link`);
  }

  assert.deepEqual(problems, []);
});

// src/render/board_background.h: the sea is shaded into a texture once per camera, size and land,
// and copied in the frames after; it drifts on with the next pan. Here frames are drawn for 2 s
// with the board still (the drift alone would move the swell a few pixels), then the board is
// dragged: the same screen points must show another sea.
test('the sea stays as shaded while the board stands still, and is shaded anew when the board is dragged', async () => {
  const { page, problems } = await session.open({ viewport: { width: 1024, height: 640 } });
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Ana Ben\nseed 5\n'), '');
  await nextFrame(page);
  const points = [[40, 600], [200, 560], [330, 150], [500, 600], [600, 620]];  // no panel there
  const seaAt = async () => session.pixels(await page.screenshot(), points);
  await page.evaluate(() => window.carcassonne.keepDrawing(true));
  const framesBefore = (await api(page, 'frameStats', false)).frames;
  const first = await seaAt();
  await page.waitForTimeout(2000);
  const still = await seaAt();
  const drawn = (await api(page, 'frameStats', false)).frames - framesBefore;
  await page.evaluate(() => window.carcassonne.keepDrawing(false));
  assert.ok(drawn >= 4, `frames were drawn meanwhile: ${drawn}`);
  for (const pixel of first) assert.ok(pixel[2] > pixel[0], `sea-blue pixel, got ${pixel}`);
  assert.deepEqual(still, first, 'the same sea in every frame while the board stands still');

  await page.mouse.move(512, 330);
  await page.mouse.down();
  await page.mouse.move(430, 290, { steps: 6 });
  await page.mouse.up();
  await nextFrame(page);
  const dragged = await seaAt();
  const moved = dragged.filter((pixel, i) => String(pixel) !== String(first[i])).length;
  assert.ok(moved >= 3, `the sea moved with the board at ${moved} of ${points.length} points: ${JSON.stringify(dragged)} vs ${JSON.stringify(first)}`);
  assert.deepEqual(problems, []);
});

const kChoices = { en: ['Play against the computer', 'Pass and play', 'Custom game'],
                   cs: ['Hrát proti počítači', 'Hrát s\u00a0přáteli na jedné obrazovce', 'Vlastní hra'] };
const distance = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));

// The centre pixel of seat `p`'s colour swatch in the set-up form.
async function swatchColour(page, p) {
  const swatch = (await api(page, 'widgets')).filter((w) => w.id === '##colour')[p];
  const png = await page.screenshot();
  const [pixel] = await session.pixels(png, [[Math.round(swatch.x + swatch.w / 2), Math.round(swatch.y + swatch.h / 2)]]);
  return pixel;
}

test('the first screen: three finger-sized choices; one click plays the computer, pass and play seats people; the form keeps its seats and follows the palette', async () => {
  const { page, problems } = await session.open({ viewport: { width: 1280, height: 800 } });
  await waitForGame(page);
  await nextFrame(page);
  for (const lang of ['cs', 'en']) {
    assert.equal(await api(page, 'setLanguage', lang), lang);
    await nextFrame(page);
    for (const label of kChoices[lang]) assert.ok((await findWidget(page, label, { inWindow: lang === 'cs' ? 'Nová hra' : 'New game' })).h >= 44, `${label}: at least 44 px high`);
    await page.mouse.move(5, 790);
    await nextFrame(page);
    await saveScreenshot(page, `first-screen-1280x800-${lang}`);
  }
  assert.equal((await api(page, 'state')).phase, 'none', 'nothing starts before a click');

  // The custom form: a computer seat chosen by clicks, the palette switched on there.
  await clickWidget(page, 'Custom game');
  const seats = (await api(page, 'widgets')).filter((w) => w.id === 'plays###seat');
  await clickAt(page, seats[1].x + seats[1].w / 2, seats[1].y + seats[1].h / 2);
  await clickWidget(page, 'Computer: Hard');
  assert.ok(distance(await swatchColour(page, 0), [219, 41, 36]) < 12, 'the first seat\'s swatch is the classic red');
  await clickWidget(page, 'Colour-blind-safe colours (Okabe–Ito)');
  await page.mouse.move(5, 790);
  await nextFrame(page);
  assert.ok(distance(await swatchColour(page, 0), [213, 94, 0]) < 12, 'with the palette on, the first swatch is Okabe–Ito vermillion');
  assert.ok(distance(await swatchColour(page, 1), [0, 114, 178]) < 12, 'and the second Okabe–Ito blue');
  await saveScreenshot(page, 'first-screen-custom-okabe-ito');
  await clickWidget(page, 'Colour-blind-safe colours (Okabe–Ito)');
  await clickWidget(page, 'Start the game');
  assert.deepEqual((await api(page, 'state')).players.map((p) => p.seat), ['human', 'hard']);
  const firstSeed = (await api(page, 'record')).match(/^seed (\d+)$/m)[1];
  assert.equal(firstSeed, String(kDealSeed), 'the first deal is the one the page pinned (window.carcassonneDealSeed)');

  // New game (the page's button): the game is set aside and the form shows the seats of last time.
  await page.waitForFunction(() => window.carcassonne.shellReady);
  await page.click('#new-game');
  await nextFrame(page);
  assert.equal((await api(page, 'view')).setup, true);
  await clickWidget(page, 'Start the game');
  assert.match(await api(page, 'record'), /^players Red Blue:hard$/m, 'the seats chosen last time');
  assert.notEqual((await api(page, 'record')).match(/^seed (\d+)$/m)[1], firstSeed, 'a new game deals anew');

  // Back to the choices; one click starts Taiwan with map chips against Medium.
  await page.click('#new-game');
  await nextFrame(page);
  await clickWidget(page, '‹ Back');
  await clickWidget(page, 'Play against the computer');
  const state = await api(page, 'state');
  assert.equal(state.map, 'taiwan');
  assert.equal(state.phase, 'place', 'the player moves first');
  assert.deepEqual(state.players.map((p) => p.seat), ['human', 'medium']);
  assert.match(await api(page, 'record'), /^chips on$/m);

  // Pass and play: how many, then Start; people only, whatever the custom form's seats say.
  await page.click('#new-game');
  await nextFrame(page);
  await clickWidget(page, 'Pass and play');
  const slider = await findWidget(page, 'Players');
  await clickAt(page, slider.x + slider.w * (1 + 0.5) / 5, slider.y + slider.h / 2);
  await clickWidget(page, 'Start the game');
  assert.deepEqual((await api(page, 'state')).players.map((p) => p.seat), ['human', 'human', 'human']);
  assert.equal((await api(page, 'state')).map, 'taiwan');
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
  // The package's list, keys quoted or not (terser minifies carc.js).
  const [, start, end] = js.match(/"?filename"?:"\/assets\/maps\/taiwan\.map","?start"?:(\d+),"?end"?:(\d+)/);
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
