// What fans ask for (issue 20): the projected score beside each score, tournament mode hiding the
// aids, and the colour-blind-safe palette with letters on the figures, remembered over a reload.
// Screenshots in English and Czech at 1280x800 and 390x844: build/artifacts/fans-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  api, clickWidget, findWidget, nextFrame, playRandomly, saveScreenshot, startSession, waitForGame,
} from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kDesktop = { width: 1280, height: 800 };
const kPhone = { width: 390, height: 844 };
const kOkabeVermillion = [213, 94, 0];
const kDefaultRed = [219, 41, 36];

// Starts `setup` and plays seeded random moves until a tile is to be placed with at least
// `figures` figures on the board.
async function startAndPlay(page, setup, figures = 3) {
  assert.equal(await api(page, 'newGame', `game 1\n${setup}`), '');
  await page.evaluate(() => { window.testRandom = 7; });
  for (let i = 0; i < 60; ++i) {
    const { error } = await playRandomly(page, { phase: 'place' });
    assert.equal(error, undefined);
    const state = await api(page, 'state');
    if (state.figures >= figures && state.phase === 'place') break;
    assert.equal(await api(page, 'choose', 0), '');  // on to the next turn
  }
  await nextFrame(page);
  return api(page, 'state');
}

const widgetLabels = (page) => page.evaluate(() => window.carcassonne.widgets().map((w) => w.label));

// How many sampled pixels of the squares holding figures lie within 40 of each of `colours`.
async function boardCounts(page, colours) {
  const png = await page.screenshot();
  const { zoom } = await api(page, 'view');
  const record = await api(page, 'record');
  const points = [];
  for (const m of record.matchAll(/ (-?\d+),(-?\d+) r\d+ (?:meeple|big)/g)) {
    const [cx, cy] = await api(page, 'screenOf', Number(m[1]), Number(m[2]));
    for (let dx = -0.5; dx <= 0.5; dx += 0.05)
      for (let dy = -0.5; dy <= 0.5; dy += 0.05) points.push([Math.round(cx + dx * zoom), Math.round(cy + dy * zoom)]);
  }
  const inside = points.filter(([x, y]) => x >= 0 && y >= 0 && x < kDesktop.width && y < kDesktop.height);
  assert.ok(inside.length > 0, 'figures on screen');
  const pixels = await session.pixels(png, inside);
  return colours.map((rgb) => pixels.filter((p) => p.every((v, i) => Math.abs(v - rgb[i]) <= 40)).length);
}

test('projected scores, tournament mode and the Okabe–Ito palette on the desktop, English and Czech', async () => {
  const { page, problems } = await session.open({ viewport: kDesktop, hash: '#lang=en' });
  try {
    await waitForGame(page);
    await nextFrame(page);
    // the set-up screen's custom form offers both switches (tournament mode among the rule options)
    await clickWidget(page, 'Custom game');
    await clickWidget(page, 'Rule options');
    await nextFrame(page);
    await findWidget(page, /^Tournament mode: no aids/);
    const palette = await findWidget(page, 'Colour-blind-safe colours (Okabe–Ito)');
    assert.equal(palette.checked, false);
    await saveScreenshot(page, 'fans-setup-en-1280');

    // 1. the projection: the engine's final scoring of the game as it stands (B18–B24)
    let state = await startAndPlay(page, 'players Red Blue\ntiles base,ic,tb\nrules ic,tb\nseed 11\n');
    assert.equal(state.tournament, false);
    assert.equal(state.projected.length, 2);
    assert.ok(state.projected.some((n, p) => n > state.scores[p]), `a figure on an unfinished feature counts: ${JSON.stringify(state)}`);
    assert.ok((await widgetLabels(page)).includes('Score (» if it ended now)'));
    assert.ok((await widgetLabels(page)).includes('Remaining tiles (T)'));
    const [redBefore, vermillionBefore] = await boardCounts(page, [kDefaultRed, kOkabeVermillion]);
    assert.ok(redBefore > 0, 'Red\'s figures drawn in red');
    await saveScreenshot(page, 'fans-players-en-1280');

    // 3. the palette: one switch in the players panel; the figures turn Okabe–Ito vermillion
    await clickWidget(page, 'Colour-blind-safe colours (Okabe–Ito)', { inWindow: 'Players' });
    await nextFrame(page);
    const view = await api(page, 'view');
    assert.equal(view.palette, 'okabe-ito');
    assert.equal(view.colours[0], '#d55e00');
    assert.equal(view.colours[1], '#0072b2');
    const [redAfter, vermillionAfter] = await boardCounts(page, [kDefaultRed, kOkabeVermillion]);
    assert.ok(vermillionAfter > vermillionBefore, `vermillion ${vermillionBefore} -> ${vermillionAfter}`);
    assert.ok(redAfter < redBefore, `red ${redBefore} -> ${redAfter}`);
    await api(page, 'setView', { x: view.x, y: view.y, zoom: 160 });
    await nextFrame(page);
    await saveScreenshot(page, 'fans-okabe-ito-en-1280');
    assert.equal(await api(page, 'setLanguage', 'cs'), 'cs');
    await nextFrame(page);
    assert.ok((await widgetLabels(page)).includes('Body (» kdyby hra teď skončila)'));
    await saveScreenshot(page, 'fans-players-cs-1280');

    // the projection equals the scores after `end`
    const projected = state.projected;
    assert.equal(await api(page, 'play', 'end'), '');
    assert.deepEqual((await api(page, 'state')).scores, projected);

    // 2. tournament mode: recorded, and the projection and the remaining tiles are gone
    state = await startAndPlay(page, 'players Red Blue\noption tournament on\nseed 11\n');
    assert.equal(state.tournament, true);
    assert.equal(state.projected, null);
    assert.match(await api(page, 'record'), /^option tournament on$/m);
    const labels = await widgetLabels(page);
    assert.ok(labels.includes('Body'), labels.join(' | '));
    assert.ok(!labels.some((l) => l.startsWith('Body (»')));
    assert.ok(!labels.includes('Zbývající kartičky (T)'));
    await page.keyboard.press('t');
    await nextFrame(page);
    assert.equal((await api(page, 'view')).remaining, false);
    await saveScreenshot(page, 'fans-tournament-cs-1280');
    await api(page, 'showSetup');
    await nextFrame(page);
    await findWidget(page, /^Turnajový režim: bez pomůcek/);  // the rule options stay open
    await saveScreenshot(page, 'fans-setup-cs-1280');

    // the palette is this browser's setting: it survives a reload
    await page.reload();
    await waitForGame(page);
    await nextFrame(page);
    assert.equal((await api(page, 'view')).palette, 'okabe-ito');
    assert.equal((await findWidget(page, 'Colour-blind-safe colours (Okabe–Ito)')).checked, true);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('the phone bar shows the projections, in English and Czech', async () => {
  const { page, problems } = await session.open({ viewport: kPhone, hash: '#lang=en', hasTouch: true, isMobile: true });
  try {
    await waitForGame(page);
    await nextFrame(page);
    const state = await startAndPlay(page, 'players Red Blue Green\nseed 4\n');
    assert.equal(state.projected.length, 3);
    await saveScreenshot(page, 'fans-bar-en-390');
    assert.equal(await api(page, 'setLanguage', 'cs'), 'cs');
    await nextFrame(page);
    await saveScreenshot(page, 'fans-bar-cs-390');
    await api(page, 'showSetup');
    await nextFrame(page);
    await saveScreenshot(page, 'fans-setup-cs-390');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
