// Touch is not a mouse (issue 26, item 2): on a 390x844 phone (touch, device scale 2) in Czech every
// control of every screen is a finger's 44 CSS px (the first screen, the custom game's set-up with
// its headers open and each dropdown opened with its items, the game, the final panel, the example
// viewer), no tooltip shows after a tap, and what a tooltip says comes from an (i) button in a note
// that a tap anywhere closes. The Iberia cache is laid like a tile: a first tap picks its square, a
// second tap or "Umístit kešku" lays it. At 1280x800 with a mouse the tooltips still show, inside
// the window. Screenshots: build/artifacts/touch-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  api, findWidget, kPhone, nextFrame, openInSameTab, phoneScreenshot, playRandomly, saveScreenshot, startSession,
  tap, waitForGame,
} from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kIberia = 'players Šárka Jiří Zoë\nmap iberia\ntiles base,ic,tb\nchips on\n';

// Items of an open dropdown live in ImGui's "##Combo_00" popup window (no visible name); a
// tooltip's words are listed as "…##tooltip" (src/app/ui/item_tip.cpp).
const isTooltip = (w) => w.id.endsWith('##tooltip');
const isCombo = (w) => w.window === '' && !isTooltip(w);
const tooltips = async (page) => (await api(page, 'widgets')).filter(isTooltip);

// Every control now on screen is at least 44 CSS px high (a widget partly scrolled out of its
// window is measured whole). The kept games' rows are words, not controls (labelled texts).
async function assertFingerSized(page, where) {
  const widgets = await api(page, 'widgets');
  assert.ok(widgets.length >= 1, `${where}: controls listed`);  // a phone's top bar keeps its actions in the page's More menu
  for (const w of widgets) assert.ok((w.full_h ?? w.h) >= 43.5, `${where}: ${w.id} in ${w.window} is ${w.full_h ?? w.h} px high`);
  return widgets;
}

async function tapWidget(page, label, options) {
  const w = await findWidget(page, label, options);
  await tap(page, w.x + w.w / 2, w.y + w.h / 2);
  return w;
}

// Waits (a few frames at most) until `ready` holds for the page's widgets or windows. `what` names
// it in the failure (a function: words made when it fails).
async function until(page, ready, what) {
  for (let i = 0; i < 10; ++i) {
    if (await ready()) return;
    await nextFrame(page);
  }
  assert.fail(`${typeof what === 'function' ? what() : what}: not reached`);
}

// Opens the dropdown `combo` (a widget), measures its items and closes it by a tap on its frame
// (a tap outside an open popup only closes it); returns the items' labels.
async function measureDropdown(page, combo) {
  await tap(page, combo.x + combo.w / 2, combo.y + combo.h / 2);
  await until(page, async () => (await api(page, 'widgets')).some(isCombo), `${combo.id} opens`);
  const items = (await assertFingerSized(page, `${combo.id} open`)).filter(isCombo);
  assert.ok(items.length >= 2, `${combo.id} lists its items: ${items.map((i) => i.label)}`);
  await tap(page, combo.x + combo.w / 2, combo.y + combo.h / 2);
  await until(page, async () => !(await api(page, 'widgets')).some(isCombo), `${combo.id} closes`);
  return items.map((i) => i.label);
}

test('on a Czech phone every set-up control and dropdown item is 44 px; taps leave no tooltip; (i) shows the words', async () => {
  const { page, problems } = await session.open({ ...kPhone, hash: '#lang=cs' });
  await waitForGame(page);
  await nextFrame(page);
  await assertFingerSized(page, 'first screen');
  await tapWidget(page, 'Vlastní hra');
  const setup = (await api(page, 'windows')).find((w) => w.name === 'Nová hra');
  // A tap on a rule set's words (a mouse would hover there) leaves no tooltip; its (i) shows them.
  const info = (await api(page, 'widgets')).find((w) => w.id.endsWith('###tip-ic'));
  const rules = (await api(page, 'widgets')).find((w) => w.id.endsWith('###rules-ic'));
  assert.ok(info && rules, 'an (i) button by the rules of Inns & Cathedrals');
  assert.ok(Math.abs(info.y - rules.y) < 4 && info.x < rules.x, 'the (i) button leads the rule set\'s row');
  for (let i = 0; i < 2; ++i) {  // ticked off and on again: where the finger rests, a mouse would hover
    await tap(page, rules.x + rules.w / 2, rules.y + rules.h / 2);
    assert.deepEqual(await tooltips(page), [], 'no tooltip after a tap');
  }
  await tap(page, info.x + info.w / 2, info.y + info.h / 2);
  await until(page, async () => (await api(page, 'windows')).some((w) => w.name === 'Poznámka'), 'the (i) note opens');
  const note = (await api(page, 'windows')).find((w) => w.name === 'Poznámka');
  assert.ok(note.x >= 0 && note.x + note.w <= 390.5 && note.h < 844 / 2, `the note fits the screen: ${JSON.stringify(note)}`);
  assert.deepEqual(await tooltips(page), []);
  await phoneScreenshot(page, 'touch-setup-note-cs');
  await tap(page, 195, 800);  // anywhere: the note closes
  await until(page, async () => !(await api(page, 'windows')).some((w) => w.name === 'Poznámka'), 'a tap closes the note');
  // Walk down the scrolling set-up: open its two headers, open every dropdown met on the way.
  const opened = new Set();
  const dropdowns = new Map();
  for (let step = 0; step < 30; ++step) {
    const widgets = await assertFingerSized(page, `set-up, step ${step}`);
    const header = widgets.find((w) => /###(options|more)$/.test(w.id) && !opened.has(w.id) && w.h >= 43.5 && w.y > setup.y);
    if (header) {
      opened.add(header.id);
      await tap(page, header.x + 40, header.y + header.h / 2);
      continue;
    }
    const combos = widgets.filter((w) => /###(map|seat|pace|option-.*)$/.test(w.id) && w.checked === undefined);
    for (const combo of combos.filter((w) => !dropdowns.has(w.id))) {
      if (combo.h < 43.5 || combo.y + combo.h > setup.y + setup.h - 4) continue;  // wholly on screen
      dropdowns.set(combo.id, await measureDropdown(page, combo));
    }
    if (widgets.some((w) => w.label === 'Začít hru') && opened.size === 2) break;
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, 700);  // 560 px of the column: every row is seen whole once
    await nextFrame(page);
  }
  assert.deepEqual([...opened].map((id) => id.replace(/.*###/, '')).sort(), ['more', 'options']);
  assert.ok(dropdowns.get('Mapa###map')?.includes('Pyrenejský poloostrov'), `the map list: ${JSON.stringify([...dropdowns])}`);
  assert.ok([...dropdowns.keys()].some((id) => id.endsWith('###seat')), 'a seat dropdown was opened');

  assert.deepEqual(problems, []);
  await page.close();
});

// The board square "x,y" under a point of the screen (CSS px), by the page's own board-to-screen
// mapping; and the square the record's last cache line names.
async function squareUnder(page, at) {
  const [x0, y0] = await api(page, 'screenOf', 0, 0);
  const [x1] = await api(page, 'screenOf', 1, 0);
  const size = x1 - x0;
  return `${Math.round((at.x - x0) / size)},${Math.round((at.y - y0) / size)}`;
}
// The board targets once the board stood still for a frame (after a placement the board may still
// be panning the new tile clear of the bars, more slowly under load).
async function stillTargets(page) {
  let last = JSON.stringify(await api(page, 'targets'));
  for (let i = 0; i < 20; ++i) {
    await nextFrame(page, 1);
    const now = JSON.stringify(await api(page, 'targets'));
    if (now === last) return JSON.parse(now);
    last = now;
  }
  return JSON.parse(last);
}
const lastCache = (record) => record.trim().split('\n').filter((l) => / cache -?\d+,-?\d+/.test(l)).at(-1).match(/ cache (-?\d+,-?\d+)/)[1];

test('on a Czech phone the cache is laid like a tile: a tap picks, a second tap or Umístit kešku lays; game, final panel, example: 44 px', async () => {
  const { page, problems } = await session.open({ ...kPhone, hash: '#lang=cs' });
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', `game 1\n${kIberia}seed 1\n`), '');
  await page.evaluate(() => { window.testRandom = 1; });
  for (const confirm of ['button', 'second tap']) {
    const { reached, error } = await playRandomly(page, { phase: 'cache' });
    assert.equal(error, undefined);
    assert.ok(reached, 'a cache step was reached');
    await nextFrame(page);
    // A cache square on the board between the bars (a finger taps what it sees).
    const windows = await api(page, 'windows');
    const top = Math.max(...windows.filter((w) => w.y < 422).map((w) => w.y + w.h));
    const bottom = Math.min(...windows.filter((w) => w.y >= 422).map((w) => w.y));
    const first = (await stillTargets(page)).find((t) => t.y > top + 22 && t.y < bottom - 22 && t.x > 22 && t.x < 368);
    assert.ok(first, 'a cache square in view');
    assert.ok(first.r >= 22, `a cache square is a finger's target: radius ${first.r}`);
    const before = await api(page, 'record');
    await tap(page, first.x, first.y);
    assert.equal((await api(page, 'state')).phase, 'cache', 'the first tap only picks the square');
    assert.equal(await api(page, 'record'), before);
    // The pick brings the squares to a finger's size around it.
    const [ax] = await api(page, 'screenOf', 0, 0);
    const [bx] = await api(page, 'screenOf', 1, 0);
    assert.ok(bx - ax >= 44, `a square is ${bx - ax} px across after the pick`);
    const zoomed = await stillTargets(page);
    const shown = await api(page, 'windows');  // the turn bar grew by "Umístit kešku"
    const shownTop = Math.max(...shown.filter((w) => w.y < 422).map((w) => w.y + w.h));
    const shownBottom = Math.min(...shown.filter((w) => w.y >= 422).map((w) => w.y));
    const picked = zoomed.find((t) => t.label === first.label);
    // The picked square stays under the finger, unless the grown bar would cover it: then it is
    // brought just clear of the bars, as a tile just placed is.
    const clear = picked.y - picked.r >= shownTop && picked.y + picked.r <= shownBottom;
    assert.ok(clear, `the picked square ${JSON.stringify(picked)} is clear of the bars (${shownTop}-${shownBottom})`);
    if (first.y + first.r <= shownBottom - 1)
      assert.ok(Math.hypot(picked.x - first.x, picked.y - first.y) < 2, 'the picked square stays under the finger');
    const lay = await findWidget(page, 'Umístit kešku');
    assert.ok(lay.h >= 43.5);
    // Another square, the nearest one a finger sees between the bars: the pick moves there.
    const other = zoomed.filter((t) => t !== picked && t.y > shownTop + t.r && t.y < shownBottom - t.r)
      .sort((p, q) => Math.hypot(p.x - first.x, p.y - first.y) - Math.hypot(q.x - first.x, q.y - first.y))[0];
    await tap(page, other.x, other.y);
    assert.equal((await api(page, 'state')).phase, 'cache', 'a tap on another square moves the pick');
    const square = await squareUnder(page, other);
    if (confirm === 'button') {
      await assertFingerSized(page, 'cache square picked');
      await phoneScreenshot(page, 'touch-cache-picked-cs');
      await tapWidget(page, 'Umístit kešku');
    } else {
      await tap(page, other.x, other.y);
    }
    assert.notEqual((await api(page, 'state')).phase, 'cache', `${confirm} lays the cache`);
    assert.equal(lastCache(await api(page, 'record')), square, `${confirm}: the record names the square picked last`);
  }
  assert.deepEqual(await tooltips(page), [], 'no tooltip after the taps');
  // Fit by a tap: its words for a mouse ("… (key F)") do not stay over the turn's instructions.
  await tapWidget(page, 'Celý herní plán');
  await nextFrame(page);
  assert.deepEqual(await tooltips(page), [], 'no tooltip after a tap on Fit');
  await nextFrame(page);
  await assertFingerSized(page, 'game');
  const { reached } = await playRandomly(page, {});
  assert.ok(reached, 'the game ends');
  await nextFrame(page);
  await assertFingerSized(page, 'final panel');
  await openInSameTab(page, '#example=iberia-cache&lang=cs');
  await assertFingerSized(page, 'example viewer');
  const dom = await page.evaluate(() => [...document.querySelectorAll('#replay button, #replay select, #replay input, #replay a')]
    .filter((e) => !e.hidden && e.offsetParent !== null)
    .map((e) => { const r = e.getBoundingClientRect(); return { id: e.id || e.tagName, h: r.height }; }));
  for (const c of dom) assert.ok(c.h >= 43.5, `example viewer: ${c.id} is ${c.h} px high`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('with a mouse at 1280x800 a rule set tooltip shows on hover, inside the window, and no (i) button', async () => {
  const { page, problems } = await session.open({ viewport: { width: 1280, height: 800 } });
  await waitForGame(page);
  await nextFrame(page);
  const custom = await findWidget(page, 'Custom game');
  await page.mouse.click(custom.x + custom.w / 2, custom.y + custom.h / 2);
  await nextFrame(page);
  assert.equal((await api(page, 'widgets')).filter((w) => w.id.includes('###tip-')).length, 0, 'no (i) buttons for a mouse');
  // The check box and the tooltip are read from one list of widgets, so the tooltip kept is the one
  // shown while the pointer rests on the check box as drawn then: a player whose pointer is off it
  // (the window still taking its size on a slow machine) moves it back on, and the tooltip must
  // then show.
  let pointer = null;
  let box = null;
  let tip = null;
  await until(page, async () => {
    const widgets = await api(page, 'widgets');
    box = widgets.find((w) => w.label === 'Inns & Cathedrals' && w.window === 'New game') ??
          widgets.find((w) => w.id.endsWith('###rules-ic'));
    assert.ok(box, `the Inns & Cathedrals check box is listed: ${widgets.map((w) => w.id).join(' | ')}`);
    const inside = pointer && pointer.x > box.x && pointer.x < box.x + box.w && pointer.y > box.y && pointer.y < box.y + box.h;
    tip = widgets.find(isTooltip) ?? null;
    if (inside && tip) return true;
    if (!inside) {
      pointer = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
      await page.mouse.move(pointer.x, pointer.y);
    }
    return false;
  }, () => `the tooltip shows on hover (pointer ${JSON.stringify(pointer)}, check box ${JSON.stringify(box)})`);
  assert.doesNotMatch(tip.label, /\b[A-Z]{1,2}[0-9]{1,2}\b/, 'no rule id in a tooltip');
  assert.ok(tip.x >= 0 && tip.x + tip.w <= 1280 && tip.y + tip.h <= 800, `the tooltip is inside the window: ${JSON.stringify(tip)}`);
  await saveScreenshot(page, 'touch-mouse-tooltip-en');
  assert.deepEqual(problems, []);
  await page.close();
});
