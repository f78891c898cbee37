// Words and layout (issue 26): on a 390x844 touch phone in Czech the game's top bar is one row (the
// scores, with Undo and More at its right end) and More opens a menu of 44 px items, each of which
// works (the game's hint, last moves, remaining tiles and log and Share by taps; the toolbar's other
// buttons and the language as keys choose them), closes on a tap outside and is driven by keys;
// pass and play starts the map chosen in one more tap and remembers it; the remaining tiles say
// each tile's features in words with the cities' pennants and Czech count forms, never a tile code.
// At 1280x800 in English the toolbar keeps every button in one row, with no More, and classic pass
// and play starts the open table.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  api, clickWidget, findWidget, kPhone, nextFrame, phoneScreenshot, playOneTurn, saveScreenshot, shellReady,
  startSession, tap,
} from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kTileCode = /\b[A-Z]{1,3}-[A-Z0-9]{1,3}\b/;

const widgetById = async (page, pattern) => {
  const found = (await api(page, 'widgets')).find((w) => pattern.test(w.id));
  assert.ok(found, `a widget ${pattern} on screen`);
  return found;
};
const tapRect = (page, r) => tap(page, r.x + r.w / 2, r.y + r.h / 2);
const rectOf = (page, selector) => page.evaluate((s) => {
  const el = document.querySelector(s);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return { x: r.x, y: r.y, w: r.width, h: r.height, shown: r.width > 0 && !el.closest('[hidden]') };
}, selector);

// A finger's tap on the page's own controls (HTML: no frame of the game to wait for).
const tapHtml = (page, r) => page.touchscreen.tap(Math.round(r.x + r.w / 2), Math.round(r.y + r.h / 2));

// Opens More by a tap; returns the menu's items as {label, disabled, rect}.
async function openMore(page) {
  await tapHtml(page, await rectOf(page, '#more'));
  await page.waitForFunction(() => !document.getElementById('more-menu').hidden);
  return page.evaluate(() => [...document.querySelectorAll('#more-menu button')].map((b) => {
    const r = b.getBoundingClientRect();
    return { label: b.textContent, disabled: b.disabled, x: r.x, y: r.y, w: r.width, h: r.height };
  }));
}

// Taps the item of More's menu whose words match `label`; the menu closes.
async function chooseMore(page, label) {
  const items = await openMore(page);
  const it = items.find((i) => label.test(i.label));
  assert.ok(it, `More offers ${label}: ${items.map((i) => i.label).join(' | ')}`);
  assert.ok(!it.disabled, `${it.label} can be chosen`);
  await tapHtml(page, it);
  assert.equal(await page.evaluate(() => document.getElementById('more-menu').hidden), true, `${it.label} closes the menu`);
}

// Chooses the item matching `label` as a keyboard does (More's and the item's click() of detail 0):
// for the toolbar's own actions, which the tapped items above show reach through the same code.
async function chooseMoreByKeys(page, label) {
  const chosen = await page.evaluate((source) => {
    document.getElementById('more').click();
    const it = [...document.querySelectorAll('#more-menu button')].find((b) => new RegExp(source).test(b.textContent));
    if (!it || it.disabled) return null;
    it.click();
    return document.getElementById('more-menu').hidden ? it.textContent : null;
  }, label.source);
  assert.ok(chosen, `More offers ${label}, which closes it`);
}

test('phone, Czech: pass and play on Iberia in one more tap, a one-row top bar, and every item of More works', async () => {
  const { page, problems } = await session.open({ ...kPhone, hash: '#lang=cs' });
  await shellReady(page);
  await tapRect(page, await findWidget(page, /^Hrát s.přáteli/));
  await tapRect(page, await widgetById(page, /pass-map-iberia$/));
  const lit = (await api(page, 'widgets')).filter((w) => /pass-map-/.test(w.id) && w.checked === true).map((w) => w.id);
  assert.deepEqual(lit, ['Pyrenejský poloostrov###pass-map-iberia'], 'Iberia is lit as chosen');
  await phoneScreenshot(page, 'top-bar-pass-map-390-cs');
  await tapRect(page, await findWidget(page, 'Začít hru'));
  await page.waitForFunction(() => !window.carcassonne.view().setup);
  assert.equal((await api(page, 'state')).map, 'iberia', 'pass and play starts the map chosen');
  assert.equal((await api(page, 'preferences')).map, 'iberia', 'and remembers it');

  // One row: the players bar starts at the top and ends below the toolbar's Undo and More, ≤ 60 px.
  await nextFrame(page);
  const bar = (await api(page, 'windows')).find((w) => w.name === 'Hráči');
  const toolbar = await rectOf(page, '#toolbar');
  assert.ok(bar.y + bar.h <= 60, `the top bar is one row: ${JSON.stringify(bar)} ${JSON.stringify(toolbar)}`);
  assert.ok(toolbar.y + toolbar.h <= bar.y + bar.h + 1 && toolbar.h <= 48, `the toolbar sits in that row: ${JSON.stringify(toolbar)} ${JSON.stringify(bar)}`);
  for (const w of (await api(page, 'widgets')).filter((x) => x.window === 'Hráči'))
    assert.fail(`the bar shows no button of its own on the phone: ${w.label}`);

  // Ana places a tile, Ben's turn: his last moves show Ana's.
  assert.equal(await playOneTurn(page, 11), '');
  await nextFrame(page);
  const items = await openMore(page);
  for (const i of items) assert.ok(i.h >= 43.5 && i.x >= 0 && i.x + i.w <= 390.5, `${i.label}: 44 px high, on screen (${JSON.stringify(i)})`);
  await phoneScreenshot(page, 'top-bar-more-390-cs');
  // A tap outside closes it.
  await page.touchscreen.tap(200, 400);
  await page.waitForFunction(() => document.getElementById('more-menu').hidden);  // a tap outside closes More

  await chooseMore(page, /^Poslední tahy/);
  await nextFrame(page, 1);
  assert.ok((await api(page, 'insight')).stepping >= 0, 'Last moves steps to Ana\'s move');
  await chooseMore(page, /^Nápověda/);
  await page.waitForFunction(() => window.carcassonne.insight().hint.state !== 'none');  // the Hard player looks for it

  // The remaining tiles: a picture and words per tile, Czech count forms, the pennants, no code.
  await chooseMore(page, /^Zbývající kartičky/);
  await nextFrame(page);
  assert.ok((await api(page, 'windows')).some((w) => w.name === 'Zbývající kartičky'), 'the remaining tiles sheet opens');
  const lines = (await api(page, 'widgets')).filter((w) => w.window === 'Zbývající kartičky').map((w) => w.label);
  assert.ok(lines.length >= 5, `a line per kind of tile in view: ${lines.join(' | ')}`);
  for (const line of lines) {
    assert.doesNotMatch(line, kTileCode, 'no tile code');
    assert.match(line, /^(1 kartička|[234] kartičky|\d+ kartiček) (s|se|jen s)\u00a0?/, `a Czech count form: ${line}`);
  }
  assert.ok(lines.some((l) => /erbem|erby/.test(l)), `the pennants are named: ${lines.join(' | ')}`);
  await page.waitForFunction(() => /Na hromádce/.test(document.getElementById('announce')?.textContent ?? ''));
  const pile = await page.evaluate(() => document.getElementById('announce').textContent);
  assert.doesNotMatch(pile, kTileCode, 'the live region names no tile code');
  assert.match(pile, /erbem/, `the live region names the pennants: ${pile}`);
  await phoneScreenshot(page, 'top-bar-tiles-390-cs');
  await chooseMore(page, /^Průběh hry/);
  await nextFrame(page);
  const windows = (await api(page, 'windows')).map((w) => w.name);
  assert.ok(windows.includes('Průběh hry') && !windows.includes('Zbývající kartičky'), `the log replaces the tiles: ${windows}`);

  // Undo in the row; Share in the menu by a tap, Redo, Sound, Save, Open, Replay by keys.
  const turns = (await api(page, 'state')).turns;
  await tapHtml(page, await rectOf(page, '#undo'));
  await page.waitForFunction((t) => window.carcassonne.state().turns < t, turns);
  await chooseMoreByKeys(page, /Znovu/);
  await page.waitForFunction((t) => window.carcassonne.state().turns === t, turns);
  const sound = (await api(page, 'preferences')).sound;
  await chooseMoreByKeys(page, /Zvuk/);
  assert.notEqual((await api(page, 'preferences')).sound, sound, 'Sound switches');
  const download = page.waitForEvent('download');
  await chooseMoreByKeys(page, /Uložit/);
  assert.match((await download).suggestedFilename(), /\.txt$/);
  const chooser = page.waitForEvent('filechooser');
  await chooseMoreByKeys(page, /Otevřít/);
  await chooser;
  await chooseMore(page, /Sdílet/);
  await page.waitForFunction(() => !document.getElementById('notice')?.hidden && !!document.querySelector('#notice input.link'));
  await chooseMoreByKeys(page, /Přehrát/);
  await page.waitForFunction(() => !!document.getElementById('replay') && !document.getElementById('replay').hidden);
  await page.evaluate(() => document.getElementById('replay-close')?.click());

  // Keys: Enter on More opens it on its first item, arrows move, Escape closes back to More.
  await page.focus('#more');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.closest('#more-menu'));
  const first = await page.evaluate(() => document.activeElement.textContent);
  await page.keyboard.press('ArrowDown');
  assert.notEqual(await page.evaluate(() => document.activeElement.textContent), first, 'ArrowDown moves to the next item');
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'more', 'Escape closes the menu back to More');

  await chooseMoreByKeys(page, /^Jazyk: English/);
  await page.waitForFunction(() => window.carcassonne.language === 'en');
  await chooseMoreByKeys(page, /New game/);
  await page.waitForFunction(() => window.carcassonne.view().setup);
  assert.deepEqual(problems, []);
  await page.close();
});

test('1280x800, English: the toolbar keeps every button with no More, classic pass and play, tiles in words', async () => {
  const { page, problems } = await session.open({ viewport: { width: 1280, height: 800 } });
  await shellReady(page);
  await clickWidget(page, 'Pass and play');
  await clickWidget(page, 'Classic (open table)');
  await clickWidget(page, 'Start the game');
  await page.waitForFunction(() => !window.carcassonne.view().setup);
  assert.equal((await api(page, 'state')).map, 'classic', 'pass and play starts the open table');
  assert.equal((await api(page, 'preferences')).map, 'classic', 'and remembers it');
  const more = await rectOf(page, '#more');
  assert.ok(!more || more.w === 0, 'no More on a wide screen');
  const toolbar = await rectOf(page, '#toolbar');
  assert.ok(toolbar.h <= 40, `the toolbar is one row: ${JSON.stringify(toolbar)}`);
  await findWidget(page, 'Hint (H)');
  await page.keyboard.press('t');
  await nextFrame(page);
  const lines = (await api(page, 'widgets')).filter((w) => w.window === 'Remaining tiles').map((w) => w.label);
  assert.ok(lines.length >= 10);
  for (const line of lines) assert.match(line, /^(1 tile|\d+ tiles) with /, `an English count: ${line}`);
  assert.ok(lines.some((l) => /pennant/.test(l)), `the pennants are named: ${lines.join(' | ')}`);
  assert.ok(lines.every((l) => !kTileCode.test(l)));
  await saveScreenshot(page, 'top-bar-tiles-1280-en');
  assert.deepEqual(problems, []);
  await page.close();
});
