// What fans ask for (issue 20): the projected score beside each score, tournament mode hiding the
// aids, and the colour-blind-safe palette with letters on the figures, remembered over a reload.
// Screenshots in English and Czech at 1280x800 and 390x844: build/artifacts/fans-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  api, clickWidget, findWidget, nextFrame, playRandomly, saveScreenshot, startSession, tapMoreItem, waitForGame,
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
    // The form takes a frame or two to size its window; below its fold the wheel brings the header.
    for (let i = 0; i < 12 && !(await api(page, 'widgets')).some((w) => w.label === 'Rule options'); ++i) {
      if (i >= 4) {
        await page.mouse.move(640, 400);
        await page.mouse.wheel(0, 200);
      }
      await nextFrame(page);
    }
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

// Who holds this?, last moves and the hint (issue 20). Ana (human) has a knight in the city north
// of the start tile; Ben (a computer seat) has just placed a road tile east of it with a
// highwayman, so it is Ana's turn and Ben's tile and figure are her "last moves".
const kInsight = 'game 1\nplayers Ana Ben:easy\nseed 5\nstart B-D 0,0 r0\nAna B-F 0,-1 r90 meeple N2\nBen B-U 1,0 r0 meeple E2\n';

// What the live region (web/announce.js) says now.
const said = (page) => page.evaluate(() => document.getElementById('announce')?.textContent ?? '');

async function waitForHint(page) {
  for (let i = 0; i < 600; ++i) {
    const { hint } = await api(page, 'insight');
    if (hint.state === 'ready') {
      // The search may end between two frames: the panels show it (Hide the hint) from the next.
      await nextFrame(page);
      return hint;
    }
    await nextFrame(page);
  }
  assert.fail('the hint never came');
}

test('who holds this, last moves and the hint on the desktop, in English, Czech and tournament mode', async () => {
  const { page, problems } = await session.open({ viewport: kDesktop, hash: '#lang=en' });
  try {
    await waitForGame(page);
    assert.equal(await api(page, 'newGame', kInsight), '');
    await nextFrame(page);
    let insight = await api(page, 'insight');
    assert.deepEqual(insight.recent, [{ x: 1, y: 0, player: 1, figure: false }, { x: 1, y: 0, player: 1, figure: true, slot: 'E2' }]);

    // L steps through Ben's moves, panning to his tile, and ends after the last
    const before = await api(page, 'view');
    await page.keyboard.press('l');
    await nextFrame(page);
    let view = await api(page, 'view');
    assert.equal((await api(page, 'insight')).stepping, 0);
    assert.ok(Math.abs(view.x - 1.5) < 0.01 && Math.abs(view.y - 0.5) < 0.01, `panned to Ben's tile: ${JSON.stringify([before, view])}`);
    // the live region says each step in the log's words, and its square
    assert.equal(await said(page), 'Last moves, 1 of 2: Ben placed a tile with a road (square 1,0)');
    await saveScreenshot(page, 'insight-last-moves-en-1280');
    await page.keyboard.press('l');
    await nextFrame(page);
    assert.equal(await said(page), 'Last moves, 2 of 2: Ben stood a meeple on the road (square 1,0)');
    await page.keyboard.press('l');
    await nextFrame(page);
    assert.equal((await api(page, 'insight')).stepping, -1);

    // T opens the remaining tiles: the pile in words, no tile codes
    await page.keyboard.press('t');
    await nextFrame(page);
    assert.match(await said(page), /^69 tiles in the pile: (\d+ tiles? with [a-z ,]+; )+1 tile with four roads$/);
    await page.keyboard.press('t');

    // hovering the city outlines it: its parts, Ana's knight, what the end would pay her now
    const [cx, cy] = await api(page, 'screenOf', 0, -1);
    await page.mouse.move(cx, cy);
    await nextFrame(page);
    insight = await api(page, 'insight');
    const city = insight.focus;
    assert.equal(city?.kind, 'city', JSON.stringify(insight));
    assert.equal(city.complete, false);
    assert.deepEqual(city.parts.map((p) => [p.x, p.y]).sort(), [[0, -1], [0, 0]]);
    assert.deepEqual(city.holders, [{ player: 0, name: 'Ana', letter: 'A', followers: 1, strength: 1, others: 0, points: 3 }]);
    assert.equal(city.value, 3);  // 2 tiles + 1 pennant, unfinished (B19)
    assert.equal((await api(page, 'state')).projected[0], 3);  // the same scoring as the projection
    await saveScreenshot(page, 'insight-outline-en-1280');
    await page.mouse.move(640, 790);  // off the tiles: the outline goes
    await nextFrame(page);
    assert.equal((await api(page, 'insight')).focus, null);

    // H: the Hard player's hint is shown on the board and not played
    const record = await api(page, 'record');
    const signature = await api(page, 'signature');
    await page.keyboard.press('h');
    const hint = await waitForHint(page);
    assert.match(hint.place, /^Ana B-\S+ -?\d+,-?\d+ r\d+$/);
    assert.ok(hint.figure === 'no figure' || /^(meeple|big) [NESWMI]\d?$/.test(hint.figure), hint.figure);
    // the live region says the hint as the turn panel's buttons would: the tile, its square, the figure
    const [, x, y, r] = hint.place.match(/ (-?\d+),(-?\d+) r(\d+)$/);
    assert.match(await said(page), new RegExp(`^Hint: place a tile with [a-z ]+ on square ${x},${y}, turned ${r}°, then (No figure|[a-z ]+ on the (city|road|field|monastery))$`));
    assert.equal(await api(page, 'record'), record);
    assert.equal(await api(page, 'signature'), signature);
    assert.ok((await widgetLabels(page)).includes('Hide the hint (H)'));
    await saveScreenshot(page, 'insight-hint-en-1280');

    // Czech: the switch and buttons in the players panel; the outline and the hint together
    assert.equal(await api(page, 'setLanguage', 'cs'), 'cs');
    await page.mouse.move(cx, cy);
    await nextFrame(page);
    const labels = await widgetLabels(page);
    for (const label of ['Kdo to drží (obrysy)', 'Skrýt nápovědu (H)', 'Poslední tahy (L)']) assert.ok(labels.includes(label), label);
    assert.equal((await api(page, 'insight')).focus?.kind, 'city');
    await saveScreenshot(page, 'insight-outline-cs-1280');
    await page.mouse.move(640, 790);
    await page.keyboard.press('l');
    await nextFrame(page);
    assert.equal((await api(page, 'insight')).stepping, 0);
    assert.equal(await said(page), 'Poslední tahy, 1 z\u00a02: Ben přiloží kartičku s\u00a0cestou (pole 1,0)');
    await saveScreenshot(page, 'insight-last-moves-cs-1280');

    // the switch off: no outline
    await clickWidget(page, 'Kdo to drží (obrysy)', { inWindow: 'Hráči' });
    await page.mouse.move(cx, cy);
    await nextFrame(page);
    assert.equal(await api(page, 'outlines'), false);
    assert.equal((await api(page, 'insight')).focus, null);
    assert.equal(await api(page, 'outlines', true), true);

    // tournament mode: outline and holders stay (public), no points, no hint (button or key)
    assert.equal(await api(page, 'newGame', kInsight.replace('seed 5\n', 'seed 5\noption tournament on\n')), '');
    const [tx, ty] = await api(page, 'screenOf', 0, -1);  // the new game fitted the camera afresh
    await page.mouse.move(tx, ty);
    await nextFrame(page);
    insight = await api(page, 'insight');
    assert.equal(insight.focus?.kind, 'city');
    assert.equal(insight.focus.value, null);
    assert.equal(insight.focus.holders[0].points, null);
    assert.equal(insight.focus.holders[0].followers, 1);
    await page.keyboard.press('h');
    await nextFrame(page);
    assert.equal((await api(page, 'insight')).hint.state, 'none');
    assert.equal(await api(page, 'hint'), 'v\u00a0turnajovém režimu není nápověda');
    assert.ok(!(await widgetLabels(page)).some((l) => l.startsWith('Nápověda')));
    await saveScreenshot(page, 'insight-tournament-cs-1280');

    // pass-and-play: the moves since the player to move last played are the other player's
    assert.equal(await api(page, 'newGame', kInsight.replace('Ben:easy', 'Ben')), '');
    await nextFrame(page);
    assert.deepEqual((await api(page, 'insight')).recent.map((m) => [m.x, m.y, m.player, m.figure]), [[1, 0, 1, false], [1, 0, 1, true]]);
    assert.equal(await api(page, 'play', 'Ana B-E 1,-1 r0'), '');  // Ana's turn (no figure): now Ben's
    await nextFrame(page);
    assert.deepEqual((await api(page, 'insight')).recent.map((m) => [m.x, m.y, m.player, m.figure]), [[1, -1, 0, false]]);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a tap shows who holds a feature and another tap hides it; the hint on a phone', async () => {
  const { page, problems } = await session.open({ viewport: kPhone, hash: '#lang=en', hasTouch: true, isMobile: true });
  try {
    await waitForGame(page);
    assert.equal(await api(page, 'newGame', kInsight), '');
    await nextFrame(page);
    const [cx, cy] = await api(page, 'screenOf', 0, -1);
    await page.touchscreen.tap(cx, cy);
    await nextFrame(page);
    assert.equal((await api(page, 'insight')).focus?.kind, 'city');
    await saveScreenshot(page, 'insight-tap-en-390');
    const [ex, ey] = await api(page, 'screenOf', -2, 2);  // an empty square, not a legal one
    await page.touchscreen.tap(ex, ey);
    await nextFrame(page);
    assert.equal((await api(page, 'insight')).focus, null);
    assert.equal((await api(page, 'state')).placed, 3);  // that tap placed nothing
    assert.equal(await api(page, 'hint'), '');
    await waitForHint(page);
    await saveScreenshot(page, 'insight-hint-en-390');
    await tapMoreItem(page, 'Last moves');  // the top bar's More menu: Ben's tile first
    assert.equal((await api(page, 'insight')).stepping, 0);
    await saveScreenshot(page, 'insight-last-moves-en-390');
    assert.equal(await api(page, 'setLanguage', 'cs'), 'cs');
    const [kx, ky] = await api(page, 'screenOf', 0, -1);  // Last moves panned the board
    await page.touchscreen.tap(kx, ky);
    await nextFrame(page);
    assert.equal((await api(page, 'insight')).focus?.kind, 'city');
    await saveScreenshot(page, 'insight-tap-cs-390');
    await tapMoreItem(page, 'Poslední tahy');  // on to Ben's highwayman
    assert.equal((await api(page, 'insight')).stepping, 1);
    await saveScreenshot(page, 'insight-last-moves-cs-390');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
