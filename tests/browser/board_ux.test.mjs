// The board while playing, round two: the drawn tile's preview never covers a placed tile; figure
// markers name what they stand on and never overlap (44 CSS px on touch screens); the Fit button;
// the computer's tile is brought on screen, clear of every panel; the tile just placed on a phone
// is kept clear of the bars; a log line's "show" brings its square into view; the Taiwan upgrade
// (TW4–TW7) chosen on the board.
// Real mouse clicks on the widgets' and markers' positions; screenshots in build/artifacts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { api, clickAt, clickWidget, findWidget, kPhone, nextFrame, overlap, repo, saveScreenshot,
  startSession, tap, tapMoreItem, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kDesktop = { viewport: { width: 1280, height: 800 } };
const inTurn = { inWindow: 'Turn' };
const kMinZoom = 9;
const kMaxZoom = 400;

// Square X,Y on screen: {x, y, w, h} in CSS pixels.
async function squareRect(page, x, y) {
  const [cx, cy] = await api(page, 'screenOf', x, y);
  const [nx] = await api(page, 'screenOf', x + 1, y);
  const size = nx - cx;
  return { x: cx - size / 2, y: cy - size / 2, w: size, h: size };
}

// The square lies inside the window and under no panel, bar, sheet or the page's toolbar.
async function assertClearOfPanels(page, square, what) {
  const { width, height } = page.viewportSize();
  assert.ok(square.x >= 0 && square.y >= 0 && square.x + square.w <= width && square.y + square.h <= height,
            `${what}: the square ${JSON.stringify(square)} is inside the ${width}x${height} window`);
  const covers = [...await api(page, 'windows')];
  const toolbar = await page.evaluate(() => {
    const bar = document.getElementById('toolbar');
    if (!bar || bar.hidden) return null;
    const r = bar.getBoundingClientRect();
    return { name: 'page toolbar', x: r.x, y: r.y, w: r.width, h: r.height };
  });
  if (toolbar) covers.push(toolbar);
  for (const w of covers) assert.ok(!overlap(w, square), `${what}: ${JSON.stringify(w)} covers the square ${JSON.stringify(square)}`);
}

// The square of the last placement line of `name` in the record: {x, y}.
async function lastTileOf(page, name) {
  const line = await page.evaluate((who) => window.carcassonne.record().trim().split('\n')
    .filter((l) => l.startsWith(`${who} `) && / -?\d+,-?\d+ r/.test(l)).at(-1), name);
  const [, x, y] = line.match(/ (-?\d+),(-?\d+) r/);
  return { x: Number(x), y: Number(y) };
}

const lastTurn = (record) => record.trim().split('\n').filter((l) => /^\S+ \S+ -?\d+,-?\d+ r\d+/.test(l)).at(-1);

// Plays seeded random legal moves until a figure step offers at least `spots` meeple markers; returns
// the square of the tile just placed.
async function reachDeploy(page, seed, spots) {
  const found = await page.evaluate(({ seed, spots }) => {
    let random = seed >>> 0;
    const hook = window.carcassonne;
    for (let i = 0; i < 3000; ++i) {
      const state = hook.state();
      const choices = hook.choices();
      if (state.phase === 'deploy' && choices.filter((c) => c.startsWith('meeple')).length >= spots) return true;
      if (state.phase === 'over') return false;
      random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
      // Leave figures out now and then so meeples stay in supply.
      const none = choices.findIndex((c) => c === 'No figure');
      hook.choose(none >= 0 && random % 3 ? none : random % choices.length);
    }
    return false;
  }, { seed, spots });
  assert.ok(found, `a figure step with ${spots} spots was reached`);
  await nextFrame(page);
  const [, x, y] = lastTurn(await api(page, 'record')).match(/ (-?\d+),(-?\d+) r/);
  return { x: Number(x), y: Number(y) };
}

// The figure markers of this step: no two overlap; on touch screens each is 44 CSS px across.
async function checkMarkers(page, tile, touch, name) {
  for (const zoom of [kMinZoom, kMaxZoom]) {
    await api(page, 'setView', { x: tile.x + 0.5, y: tile.y + 0.5, zoom });
    await nextFrame(page);
    const markers = (await api(page, 'targets')).filter((t) => /^meeple/.test(t.label));
    assert.ok(markers.length >= 3, `${markers.length} markers at zoom ${zoom}`);
    for (const m of markers) {
      if (touch) assert.ok(2 * m.r >= 44, `marker ${m.label} is ${2 * m.r} px across at zoom ${zoom}`);
      else assert.ok(m.r >= 9, `marker ${m.label}: radius ${m.r}`);
    }
    for (let i = 0; i < markers.length; ++i) {
      for (let j = i + 1; j < markers.length; ++j) {
        const [a, b] = [markers[i], markers[j]];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        assert.ok(d >= a.r + b.r, `markers ${a.label} and ${b.label} overlap at zoom ${zoom}: ${d} < ${a.r + b.r}`);
      }
    }
    if (zoom === kMaxZoom) await saveScreenshot(page, `${name}-markers-max`);
  }
}

test('the drawn tile shows only on a legal square under the pointer, never over a placed tile', async () => {
  const { page, problems } = await session.open(kDesktop);
  try {
    await waitForGame(page);
    assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nseed 5\n'), '');
    // Pointing at a placed tile outlines its feature ("who holds this?", fans.test.mjs): switched
    // off here, where the pixels under the pointer must show no preview of the drawn tile.
    assert.equal(await api(page, 'outlines', false), false);
    await api(page, 'setView', { x: 0.5, y: 0.5, zoom: 120 });
    await nextFrame(page);
    const [cx, cy] = await api(page, 'screenOf', 0, 0);  // the start tile
    const points = [];
    for (const dx of [-40, -15, 0, 15, 40]) for (const dy of [-40, -15, 0, 15, 40]) points.push([cx + dx, cy + dy]);
    const look = async (x, y) => {
      await page.mouse.move(x, y);
      await nextFrame(page);
      return session.pixels(await page.screenshot(), points);
    };
    const [corner] = [[640, 790]];
    const bare = await look(...corner);
    // Over the start tile (placed, not legal): the start tile looks as it did.
    assert.deepEqual(await look(cx, cy), bare);
    assert.deepEqual(await look(cx + 30, cy - 20), bare);
    // Over a legal square next to it the preview shows there (the control: the check can fail).
    const [square] = (await api(page, 'targets'));
    const [sx, sy] = [square.x, square.y];
    const squarePoints = [[sx - 30, sy - 30], [sx, sy], [sx + 30, sy + 30], [sx + 30, sy - 30], [sx - 30, sy + 30]];
    await page.mouse.move(...corner);
    await nextFrame(page);
    const empty = await session.pixels(await page.screenshot(), squarePoints);
    await page.mouse.move(sx, sy);
    await nextFrame(page);
    assert.notDeepEqual(await session.pixels(await page.screenshot(), squarePoints), empty);
    // After the placement (the next tile drawn) the pointer rests on the new tile: no preview on it.
    const before = await api(page, 'state');
    await clickAt(page, sx, sy);
    assert.equal((await api(page, 'state')).placed, before.placed + 1);
    assert.equal(await api(page, 'step', 'no figure'), '');
    await nextFrame(page);
    const placedPoints = squarePoints;
    const withPointer = await session.pixels(await page.screenshot(), placedPoints);
    await page.mouse.move(...corner);
    await nextFrame(page);
    assert.deepEqual(await session.pixels(await page.screenshot(), placedPoints), withPointer);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('figure markers name what they stand on and never overlap; Fit; the computer tile on screen', async () => {
  const { page, problems } = await session.open(kDesktop);
  try {
    await waitForGame(page);
    assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nseed 3\n'), '');
    const tile = await reachDeploy(page, 11, 3);
    const labels = (await api(page, 'choices')).filter((c) => c.startsWith('meeple'));
    for (const label of labels) assert.match(label, /^meeple on the ((north|south|east|west|middle|north-east|north-west|south-east|south-west|north–south|east–west) )?(city|road|field|monastery)( by the city| on the (north|east|south|west) side)?$/);
    assert.equal(new Set(labels).size, labels.length, 'every spot has its own words');
    await checkMarkers(page, tile, false, 'board-ux-desktop-en');
    await api(page, 'setLanguage', 'cs');
    await nextFrame(page);
    for (const label of (await api(page, 'choices')).filter((c) => c.startsWith('Družiník'))) {
      assert.match(label, /^Družiník: ((severo|jiho)?(severní|jižní|východní|západní) |prostřední |severojižní |východozápadní )?(město|cesta|louka|klášter)( u\u00a0města| na (severní|jižní|východní|západní) straně)?$/);
    }
    await saveScreenshot(page, 'board-ux-desktop-cs-markers');
    await api(page, 'setLanguage', 'en');
    await api(page, 'setView', { x: tile.x + 0.5, y: tile.y + 0.5, zoom: 150 });
    await nextFrame(page);
    // A click on a marker stands the meeple there.
    const [marker] = (await api(page, 'targets')).filter((t) => /^meeple/.test(t.label));
    await clickAt(page, marker.x, marker.y);
    assert.equal((await api(page, 'state')).phase, 'place');
    assert.match(lastTurn(await api(page, 'record')), / meeple \S+$/);  // (a completed feature may return it at once)

    // Fit: a visible button in the turn panel does what F does.
    assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nmap taiwan\nseed 3\n'), '');
    await nextFrame(page);
    const fitted = await api(page, 'view');
    await api(page, 'setView', { x: 40, y: -30, zoom: 200 });
    await nextFrame(page);
    await clickWidget(page, 'Fit', inTurn);
    const back = await api(page, 'view');
    assert.ok(Math.abs(back.zoom - fitted.zoom) < 0.01 && Math.abs(back.x - fitted.x) < 0.01 && Math.abs(back.y - fitted.y) < 0.01,
              `Fit restores the fitted view: ${JSON.stringify(back)} vs ${JSON.stringify(fitted)}`);
    await api(page, 'setLanguage', 'cs');
    await nextFrame(page);
    await findWidget(page, 'Celý herní plán', { inWindow: 'Tah' });
    await api(page, 'setLanguage', 'en');

    // The computer's placement off screen: the board pans to it.
    assert.equal(await api(page, 'newGame', 'game 1\nplayers Ana Ben:random\nseed 4\n'), '');
    assert.equal(await api(page, 'aiPace', 'instant'), '');
    await api(page, 'setView', { x: 60, y: 60, zoom: 100 });
    await nextFrame(page);
    // Ana's placement and "No figure" in one go, so that Ben's reply lands in the same frame as her
    // tile: the board follows the last tile placed, not only a frame's single new one.
    assert.deepEqual(await page.evaluate(() => {
      const hook = window.carcassonne;
      const placed = hook.choose(0);
      return [placed, hook.choose(hook.choices().indexOf('No figure'))];
    }), ['', '']);
    await page.waitForFunction(() => window.carcassonne.state().placed >= 3, null, { timeout: 20_000 });
    await nextFrame(page);
    const ben = await lastTileOf(page, 'Ben');
    await nextFrame(page);
    await assertClearOfPanels(page, await squareRect(page, ben.x, ben.y), `Ben's tile ${ben.x},${ben.y}`);
    // A log line shows its square: the view pans there (clear of the panels) and rings it.
    const ana = await lastTileOf(page, 'Ana');
    await api(page, 'setView', { x: -60, y: 60, zoom: 100 });
    await nextFrame(page);
    await clickWidget(page, /^Ana placed a tile with /, { inWindow: 'Log' });
    await saveScreenshot(page, 'board-ux-desktop-en-log-show');  // while the ring shows
    await assertClearOfPanels(page, await squareRect(page, ana.x, ana.y), `Ana's tile ${ana.x},${ana.y} shown from the log`);
    await api(page, 'setLanguage', 'cs');
    await nextFrame(page);
    await findWidget(page, /^Ana přiloží kartičku s(e)?[\u00a0 ]/);  // the log's line in Czech
    await saveScreenshot(page, 'board-ux-desktop-cs-log');
    await api(page, 'setLanguage', 'en');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('phone: figure markers are 44 px across and never overlap', async () => {
  const { page, problems } = await session.open(kPhone);
  try {
    await waitForGame(page);
    assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nseed 3\n'), '');
    const tile = await reachDeploy(page, 11, 3);
    await checkMarkers(page, tile, true, 'board-ux-phone-en');
    await api(page, 'setLanguage', 'cs');
    await api(page, 'setView', { x: tile.x + 0.5, y: tile.y + 0.5, zoom: 120 });
    await nextFrame(page);
    await saveScreenshot(page, 'board-ux-phone-cs-markers');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

for (const lang of ['en', 'cs']) {
  test(`phone (${lang}): the tile just placed is kept clear of the bars; a log line shows its square`, async () => {
    const { page, problems } = await session.open({ ...kPhone, hash: `#lang=${lang}` });
    try {
      await waitForGame(page);
      assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nseed 3\n'), '');
      await nextFrame(page);
      const [turnName, logName] = lang === 'cs' ? ['Tah', 'Průběh hry'] : ['Turn', 'Log'];
      // A legal square put right above the turn bar: the placement's figure step makes the bar taller.
      const [first] = await api(page, 'targets');
      const at = first.label.match(/ (-?\d+),(-?\d+) r\d+$/).slice(1).map(Number);
      const bar = (await api(page, 'windows')).find((w) => w.name === turnName);
      const view = await api(page, 'view');
      const [, cy] = await api(page, 'screenOf', at[0], at[1]);
      const dy = bar.y - 3 - view.zoom / 2 - cy;
      await page.evaluate(({ v, dy }) => window.carcassonne.setView({ ...v, y: v.y - dy / v.zoom }), { v: view, dy });
      await nextFrame(page);
      const target = (await api(page, 'targets')).find((t) => t.label === first.label);
      await tap(page, target.x, target.y);
      await tap(page, target.x, target.y);
      assert.equal((await api(page, 'state')).placed, 2, 'the second tap places the tile');
      for (let i = 0; i < 4; ++i) await nextFrame(page);  // the bars settle, the view follows
      assert.equal((await api(page, 'state')).phase, 'deploy');
      await assertClearOfPanels(page, await squareRect(page, at[0], at[1]), `the tile just placed at ${at}`);
      await saveScreenshot(page, `board-ux-phone-${lang}-placed`);
      // The log sheet (the top bar's More menu holds it): the placement line, tapped, brings the
      // tile out from under the sheet.
      await tapMoreItem(page, logName);
      for (let i = 0; i < 8 && !(await api(page, 'windows')).some((w) => w.name === logName); ++i) await nextFrame(page);
      await api(page, 'setView', { x: at[0] + 0.5, y: at[1] + 8, zoom: view.zoom });
      await nextFrame(page);
      const placed = lang === 'cs' ? /^Červený přiloží kartičku / : /^Red placed a tile /;
      const line = await findWidget(page, placed);
      await tap(page, line.x + 20, line.y + line.h / 2);
      await saveScreenshot(page, `board-ux-phone-${lang}-log`);  // while the ring shows
      await assertClearOfPanels(page, await squareRect(page, at[0], at[1]), 'the tile shown from the log sheet');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}

// The Taiwan example up to Ben's upgrade step (assets/examples/taiwan-upgrade.rec).
function upgradeRecord() {
  const text = fs.readFileSync(path.join(repo, 'assets/examples/taiwan-upgrade.rec'), 'utf8');
  const lines = text.trim().split('\n');
  const last = lines.pop();
  assert.match(last, /^Ben B-U 9,8 r0 meeple E3 upgrade 2\+2 7,11 N1$/);
  return lines.join('\n') + '\n';
}

for (const [name, options, lang] of [['desktop', kDesktop, 'en'], ['desktop', kDesktop, 'cs'],
  ['phone', kPhone, 'en'], ['phone', kPhone, 'cs']]) {
  test(`TW4–TW7 upgrade (${name}, ${lang}): No upgrade on top, the meeple chosen on the board, each chip set once`, async () => {
    const { page, problems } = await session.open({ ...options, hash: `#lang=${lang}` });
    try {
      await waitForGame(page);
      assert.equal(await api(page, 'newGame', upgradeRecord()), '');
      assert.equal(await api(page, 'step', 'Ben B-U 9,8 r0'), '');
      assert.equal(await api(page, 'step', 'meeple E3'), '');
      await api(page, 'setView', { x: 8.5, y: 9.5, zoom: name === 'phone' ? 70 : 110 });
      await nextFrame(page);
      assert.equal((await api(page, 'state')).phase, 'upgrade');
      const turn = lang === 'cs' ? 'Tah' : 'Turn';
      const turnWidgets = (await page.evaluate(() => window.carcassonne.widgets())).filter((w) => w.window === turn);
      const noUpgrade = lang === 'cs' ? 'Bez vylepšení' : 'No upgrade';
      const pay = lang === 'cs' ? /^Zaplatit / : /^Pay /;
      const first = turnWidgets.find((w) => w.label === noUpgrade);
      assert.ok(first, 'No upgrade is shown');
      for (const w of turnWidgets.filter((w) => pay.test(w.label))) assert.ok(w.y > first.y, 'No upgrade comes first');
      // Ben's meeples that can be upgraded light up on the board; a click chooses one.
      const candidates = await api(page, 'targets');
      assert.ok(candidates.length >= 1);
      const [fx, fy] = await api(page, 'screenOf', 7, 11);
      const farmer = candidates.reduce((a, b) => (Math.hypot(a.x - fx, a.y - fy) < Math.hypot(b.x - fx, b.y - fy) ? a : b));
      assert.ok(Math.hypot(farmer.x - fx, farmer.y - fy) < 60, 'the farmer at 7,11 is a candidate');
      await clickAt(page, farmer.x, farmer.y);
      await nextFrame(page);
      const buttons = (await page.evaluate(() => window.carcassonne.widgets()))
        .filter((w) => w.window === turn && pay.test(w.label));
      assert.ok(buttons.length >= 1, 'the payments show once the meeple is chosen');
      const labels = buttons.map((b) => b.label);
      assert.equal(new Set(labels).size, labels.length, `each payment once: ${labels.join(' | ')}`);
      for (const label of labels) {
        assert.match(label, lang === 'cs' ? /^Zaplatit [12](\+[12])+ a\u00a0žeton [12] dát pod družiníka$/
          : /^Pay [12](\+[12])+, the [12] under the meeple$/);
        const chips = label.match(/ ([12](?:\+[12])+)/)[1].split('+').map(Number);
        assert.deepEqual(chips, [...chips].sort((a, b) => b - a), 'a set, largest chip first');
      }
      await saveScreenshot(page, `board-ux-${name}-${lang}-upgrade`);
      const payment = labels.find((l) => /2\+2/.test(l));
      assert.ok(payment, `2+2 is offered: ${labels.join(' | ')}`);
      await clickWidget(page, payment, { inWindow: turn });
      assert.notEqual((await api(page, 'state')).phase, 'upgrade');
      assert.match(lastTurn(await api(page, 'record')), / upgrade 2\+2 7,11 N1$/);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}

test('a view the page sets after a move made in the same call stays: the board does not pan to that tile afterwards', async () => {
  const { page, problems } = await session.open(kDesktop);
  try {
    await waitForGame(page);
    assert.equal(await api(page, 'newGame', 'game 1\nplayers Ana Ben\nseed 3\n'), '');
    await nextFrame(page);
    // Ana's tile and "No figure", then a view far from it, before any frame is drawn.
    assert.deepEqual(await page.evaluate(() => {
      const hook = window.carcassonne;
      const placed = hook.choose(0);
      const none = hook.choose(hook.choices().indexOf('No figure'));
      hook.setView({ x: 30, y: -20, zoom: 60 });
      return [placed, none];
    }), ['', '']);
    await nextFrame(page);
    await nextFrame(page);
    const view = await api(page, 'view');
    assert.deepEqual([view.x, view.y, view.zoom], [30, -20, 60]);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
