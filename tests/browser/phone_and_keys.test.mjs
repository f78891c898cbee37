// Phone and keyboard leftovers of issue 26, in real Chromium. At 1280x800 in English: the first
// screen's "Games in progress" is reached with Tab and the arrows, a gold ring shows the game the
// keys are on and Enter opens it. On a
// 390x844 touch phone in Czech: while the hint is worked out (Hint is in the More menu there) the
// turn bar says so, the "who holds this?" box of a tapped feature stays clear of every bar, and the
// example viewer's caption and controls lie over no bar at any step of an example.
// Seeds pinned: the records' seeds below and the harness's first deal.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, kPhone, nextFrame, overlap, saveScreenshot, shellReady, startSession, tap, tapMoreItem } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kDesktop = { viewport: { width: 1280, height: 800 } };
const inside = (r, outer) => r.x >= outer.x - 1 && r.y >= outer.y - 1 && r.x + r.w <= outer.x + outer.w + 1 &&
                             r.y + r.h <= outer.y + outer.h + 1;
const rectOf = (page, selector) => page.evaluate((s) => {
  const r = document.querySelector(s)?.getBoundingClientRect();
  return r ? { name: s, x: r.x, y: r.y, w: r.width, h: r.height } : null;
}, selector);

// The rows of "Games in progress": [{title, open}] and the keys' ring, if shown.
async function keptRows(page) {
  await nextFrame(page);
  const widgets = await api(page, 'widgets');
  const rows = [];
  widgets.forEach((w, i) => { if (w.id.endsWith('###kept-open')) rows.push({ title: widgets[i - 2].label, open: w }); });
  return { rows, ring: widgets.find((w) => w.id.endsWith('###kept-focus')) ?? null };
}

test('desktop: Tab and the arrows reach each game in progress, Enter opens it', async () => {
  const started = Date.now();
  const { page, problems } = await session.open(kDesktop);
  await shellReady(page);
  // Three games kept in this browser: each new game sets the one before aside.
  for (const [players, seed] of [['Ana Petr', 41], ['Ana Jana', 52], ['Eva Olga', 63]]) {
    assert.equal(await api(page, 'newGame', `game 1\nplayers ${players}\ntiles base\nseed ${seed}\n`), '');
    assert.equal(await api(page, 'choose', 0), '');
    await nextFrame(page, 1);
  }
  await page.click('#new-game');
  await page.waitForFunction(() => window.carcassonne.view().setup);
  let { rows, ring } = await keptRows(page);
  assert.ok(rows.length >= 3, `three games listed: ${rows.map((r) => r.title).join(' | ')}`);
  assert.equal(ring, null, 'no ring before a key');

  // Tab: the first game ringed; ↓ and Tab the next ones; ↑ back; the ring holds its row's Open.
  const ringedRow = async () => {
    ({ rows, ring } = await keptRows(page));
    assert.ok(ring, 'the keys\' ring is drawn');
    const at = rows.findIndex((r) => inside(r.open, ring));
    assert.ok(at >= 0, `the ring ${JSON.stringify(ring)} holds a row's Open`);
    return at;
  };
  await page.keyboard.press('Tab');
  assert.equal(await ringedRow(), 0);
  await page.keyboard.press('ArrowDown');
  assert.equal(await ringedRow(), 1);
  await page.keyboard.press('Tab');
  assert.equal(await ringedRow(), 2);
  await page.keyboard.press('ArrowUp');
  assert.equal(await ringedRow(), 1);
  await saveScreenshot(page, 'kept-games-keys-1280-en');
  // Enter opens the ringed game, not a new game against the computer.
  const players = rows[1].title.split(' · ')[0];
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !window.carcassonne.view().setup);
  const record = await api(page, 'record');
  assert.match(record, new RegExp(`\\nplayers ${players.replace(', ', ' ')}\\n`), `Enter opened ${players}: ${record}`);

  console.log(`# desktop ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.deepEqual(problems, []);
});

test('phone, Czech: the turn bar says the hint is being worked out; the "who holds this?" box stays clear of the bars', async () => {
  const started = Date.now();
  const { page, problems } = await session.open({ ...kPhone, hash: '#lang=cs' });
  await shellReady(page);
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Ana Ben\ntiles base\nseed 24\n'), '');
  await nextFrame(page);

  // Hint from the More menu: while the Hard player searches, the turn bar says so.
  const thinking = 'Počítač (těžký) hledá nápovědu…';
  await tapMoreItem(page, 'Nápověda');
  const seen = await page.evaluate((words) => new Promise((resolve) => {
    const hook = window.carcassonne;
    const check = () => {
      const line = hook.widgets().find((w) => w.label === words);
      if (line) resolve({ window: line.window, state: hook.insight().hint.state });
      else if (hook.insight().hint.state === 'ready') resolve(null);
      else requestAnimationFrame(check);
    };
    check();
  }), thinking);
  assert.ok(seen, `"${thinking}" was shown while the hint was worked out`);
  assert.equal(seen.window, 'Tah', 'in the turn bar');
  await page.waitForFunction(() => window.carcassonne.insight().hint.state === 'ready');
  await nextFrame(page);
  assert.ok(!(await api(page, 'widgets')).some((w) => w.label === thinking), 'gone once the hint is ready');
  await tapMoreItem(page, 'Skrýt nápovědu');

  // The figure step of a crossroads (seed 24: eight choices, the turn bar's top in the board's upper
  // 60 %); the start tile just above the bar, where a box opening below a tap reaches into the bar.
  assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
  assert.equal((await api(page, 'state')).phase, 'deploy');
  const bar = (await api(page, 'windows')).find((w) => w.name === 'Tah');
  const y = Math.min(0.6 * 844 - 4, bar.y - 40);
  const zoom = 96;
  await api(page, 'setView', { x: 0.5, y: 0.5 + (422 - y) / zoom, zoom });
  await nextFrame(page);
  const [sx, sy] = await api(page, 'screenOf', 0, 0);
  assert.ok(Math.abs(sy - y) < 1, `the start tile at y ${sy}`);
  const before = (await api(page, 'windows')).map((w) => JSON.stringify(w));
  await tap(page, sx, sy);
  await nextFrame(page);
  assert.ok((await api(page, 'insight')).focus, 'the tap outlines the feature');
  const box = (await api(page, 'windows')).find((w) => w.name === '' && !before.includes(JSON.stringify(w)));
  assert.ok(box, 'the "who holds this?" box is shown');
  // Below the tap (where it opened before) the box would reach into the turn bar.
  assert.ok(sy + 24 + box.h > bar.y, `a box opening below the tap would reach the bar: ${sy} + ${box.h} vs ${bar.y}`);
  const covers = [...(await api(page, 'windows')).filter((w) => w !== box && !(w.x === box.x && w.y === box.y)),
    await rectOf(page, '#toolbar')].filter(Boolean);
  for (const w of covers) assert.ok(!overlap(w, box), `the box ${JSON.stringify(box)} is clear of ${w.name || 'a window'} ${JSON.stringify(w)}`);
  assert.ok(box.x >= 0 && box.x + box.w <= 390 && box.y >= 0 && box.y + box.h <= 844, 'the box is on screen');
  assert.ok(!(sx > box.x && sx < box.x + box.w && sy > box.y && sy < box.y + box.h), 'the box leaves the tapped point in view');
  console.log(`# phone ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.deepEqual(problems, []);
});

test('phone, Czech: the example viewer\'s caption and controls lie over no bar at any step', async () => {
  const started = Date.now();
  const { page, problems } = await session.open({ ...kPhone, hash: '#example=iberia-cache&lang=cs' });
  await shellReady(page);
  const total = await page.evaluate(() => Number(document.getElementById('replay-slider').max));
  assert.ok(total >= 2, 'an example of several steps');
  for (const step of [0, total]) {  // as the page opens, then after a tap on End (the turn bar changes)
    await nextFrame(page, 4);
    const panel = await rectOf(page, '#replay');
    const caption = await rectOf(page, '#caption');
    assert.ok(panel.y >= 0 && panel.y + panel.h <= 844, `step ${step}: the viewer ${JSON.stringify(panel)} is on screen`);
    for (const w of [...await api(page, 'windows'), await rectOf(page, '#toolbar')].filter(Boolean))
      for (const part of [panel, caption].filter((r) => r.h > 0))
        assert.ok(!overlap(w, part), `step ${step}: ${part.name} ${JSON.stringify(part)} lies over ${w.name} ${JSON.stringify(w)}`);
    if (step < total) await page.touchscreen.tap(...(await page.evaluate(() => {
      const r = document.getElementById('replay-end').getBoundingClientRect();
      return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
    })));
  }
  console.log(`# viewer ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.deepEqual(problems, []);
});
