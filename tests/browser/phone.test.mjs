// Phones and small screens: at 390x844 (touch; device scale 3 for the first test, 2 after) the set-up fits the width, a finger
// drag scrolls it (also one that starts on the players slider, which keeps its count) and no label
// is cut at its right edge; a game is started and played by taps (a first tap picks the square, a second places the tile), with the
// panels as a top bar, a bottom bar and sheets; at 1280x800 the usual panels. In both no panel
// overlaps another or the square the drawn tile is shown on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, findWidget, kPhone, kPhone3x, nextFrame, overlap, phoneScreenshot, saveScreenshot, shellReady,
  startSession, swipe, tap, tapMoreItem, toolbarRect, waitForWidget } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });


// No two windows overlap, and none covers `square` ({x, y, w, h}, the square being played).
async function assertNothingCovers(page, square, what) {
  const windows = await api(page, 'windows');
  // The page shell's toolbar (HTML over the canvas) counts as a window too.
  const toolbar = await toolbarRect(page);
  // A game's top bar is one row with the toolbar's Undo and More at its right end (its scores keep
  // clear of them: top_bar.test.mjs); no other window is under the toolbar.
  for (const w of windows)
    if (toolbar && !(w.y === 0 && w.y + w.h >= toolbar.y + toolbar.h && /^(Players|Hráči)$/.test(w.name)))
      assert.ok(!overlap(w, toolbar), `${what}: ${JSON.stringify(w)} is under the page toolbar ${JSON.stringify(toolbar)}`);
  for (let i = 0; i < windows.length; ++i) {
    for (let j = i + 1; j < windows.length; ++j)
      assert.ok(!overlap(windows[i], windows[j]), `${what}: ${JSON.stringify(windows[i])} overlaps ${JSON.stringify(windows[j])}`);
    if (square) assert.ok(!overlap(windows[i], square), `${what}: ${JSON.stringify(windows[i])} covers the square ${JSON.stringify(square)}`);
  }
  return windows;
}

// The board square under a target as a rectangle in CSS pixels.
async function squareAt(page, target) {
  const [, at] = target.label.match(/ (-?\d+,-?\d+) r\d+$/) ?? [];
  const [x, y] = at.split(',').map(Number);
  const [cx, cy] = await api(page, 'screenOf', x, y);
  const [nx] = await api(page, 'screenOf', x + 1, y);
  const size = nx - cx;
  return { x: cx - size / 2, y: cy - size / 2, w: size, h: size };
}

// Every control drawn on the game screen is a finger's target: at least 44 CSS px high (WCAG 2.5.5).
// A button partly scrolled out of a sheet (a long list of figure spots) is measured whole
// (`full_h`); the part on screen then ends at its window's edge, where the sheet scrolls.
async function assertFingerSized(page, where) {
  const widgets = await api(page, 'widgets');
  const windows = await api(page, 'windows');
  assert.ok(widgets.length >= 2, `${where}: controls listed`);  // the top bar's are in the page's More menu
  for (const w of widgets) {
    assert.ok((w.full_h ?? w.h) >= 43.5, `${where}: ${w.id} in ${w.window} is ${w.full_h ?? w.h} px high`);
    if (w.full_h === undefined) continue;
    const sheet = windows.find((v) => v.name === w.window);
    assert.ok(sheet && (Math.abs(w.y - sheet.y) < 16 || Math.abs(w.y + w.h - (sheet.y + sheet.h)) < 16),
              `${where}: ${w.id} is cut only at its window's edge`);
  }
}

async function tapWidget(page, label, options) {
  const w = await findWidget(page, label, options);
  await tap(page, w.x + w.w / 2, w.y + w.h / 2);
  return w;
}

// The first legal square once the view holds still, as a player taps it: after a step the bars
// take their new heights a frame or two later (ImGui sizes a window from the frame before) and the
// camera follows them and keeps the tile just placed clear of them, so a target read in between
// can move away before the tap lands (on a loaded machine, by more than its square). Waits until
// two frames in a row draw it at the same place (at most 30 frames).
async function steadyTarget(page) {
  let last = null;
  for (let frames = 0; frames < 30; ++frames) {
    const [now] = await api(page, 'targets');
    if (last && now && now.label === last.label && Math.hypot(now.x - last.x, now.y - last.y) < 0.5) return now;
    last = now;
    await nextFrame(page, 1);
  }
  return last;
}

test('at 390x844 the set-up fits the width, and taps start a game and play three turns', async () => {
  const { page, problems } = await session.open(kPhone3x);
  await shellReady(page);
  await nextFrame(page);
  const [setup] = await assertNothingCovers(page, null, 'set-up');
  assert.ok(setup.x >= 0 && setup.x + setup.w <= 390, `the set-up window fits the width: ${JSON.stringify(setup)}`);
  await tapWidget(page, 'Custom game');
  assert.ok((await waitForWidget(page, 'Map')).h >= 30, 'touch-sized controls');  // the custom form, drawn
  for (const w of await api(page, 'widgets')) assert.ok(w.x >= 0 && w.x + w.w <= 390.5, `${w.id} fits the width`);
  await phoneScreenshot(page, 'phone-setup');
  // The start button is at the end of the scrolling column.
  for (let i = 0; i < 20 && !(await api(page, 'widgets')).some((w) => w.label === 'Start the game'); ++i) {
    await page.mouse.move(195, 600);
    await page.mouse.wheel(0, 400);
    await nextFrame(page);
  }
  await tapWidget(page, 'Start the game');
  await nextFrame(page);
  assert.equal((await api(page, 'state')).phase, 'place');
  for (let turn = 0; turn < 3; ++turn) {
    const before = await api(page, 'state');
    const target = await steadyTarget(page);
    await tap(page, target.x, target.y);
    assert.equal((await api(page, 'state')).placed, before.placed, 'the first tap only picks the square');
    await waitForWidget(page, 'Rotate', { inWindow: '' });  // the square picked, drawn
    await findWidget(page, 'Place', { inWindow: '' });
    await assertNothingCovers(page, await squareAt(page, target), `turn ${turn + 1}, square picked`);
    if (turn === 0) await phoneScreenshot(page, 'phone-picked');
    for (const w of await api(page, 'widgets')) assert.doesNotMatch(w.label, /\((R|N|T|F|Esc)\)|click/i, 'touch words name no keys');
    await tap(page, target.x, target.y);
    assert.equal((await api(page, 'state')).placed, before.placed + 1, 'the second tap places the tile');
    if ((await api(page, 'state')).phase === 'deploy') {
      await assertFingerSized(page, `turn ${turn + 1}, figure step`);
      await tapWidget(page, 'No figure', { inWindow: 'Turn' });
    }
  }
  await assertNothingCovers(page, null, 'after three turns');
  await assertFingerSized(page, 'after three turns');
  await phoneScreenshot(page, 'phone-game');
  await tapMoreItem(page, 'Log');  // the top bar's More menu holds it
  // NOTE: ImGui shows a window that appears a frame after its first (it measures it first), and
  // the tap's press and release may take a frame each: wait for the sheet, a few frames at most.
  for (let i = 0; i < 8 && !(await api(page, 'windows')).some((w) => w.name === 'Log'); ++i) await nextFrame(page);
  const windows = await assertNothingCovers(page, null, 'log sheet open');
  assert.ok(windows.some((w) => w.name === 'Log' && w.w === 390), 'the log opens as a full-width sheet');
  // Still a finger's game after the page's own menu: the browser's idea of the mouse moved under
  // the closing menu, which is no mouse (finger-sized lines, touch words).
  await assertFingerSized(page, 'log sheet open');
  await phoneScreenshot(page, 'phone-log');
  assert.deepEqual(problems, []);
});

// The set-up window's widgets on screen now (none of the page's toolbar).
const setupWidgets = async (page) => (await api(page, 'widgets')).filter((w) => w.window === 'New game' || w.window === 'Nová hra');

// No label runs past the set-up window's content column (`right`: the full-width Start button's
// right edge) into the strip before the clip edge, where ImGui would cut it off: on every widget's
// rows that strip shows only the window's dark body, no light text. (The widget list holds only a
// field's frame, not the label beside it, so the pixels are read.) The collapsing headers span the
// whole window by design.
async function assertNothingCut(page, right, where) {
  const rows = (await setupWidgets(page)).filter((w) => !/###(options|more)$/.test(w.id));
  const points = [];
  for (const w of rows)
    for (let y = Math.ceil(w.y); y < w.y + w.h; ++y) for (const dx of [1, 2, 3]) points.push([Math.round(right) + dx, y]);
  const png = await page.screenshot({ scale: 'css', timeout: 180_000 });
  const pixels = await session.pixels(png, points);
  const bright = pixels.findIndex(([r, g, b]) => r + g + b > 330);
  assert.equal(bright, -1, `${where}: text at ${points[bright]} right of the column (${right}): a label is cut`);
}

test('at 390x844 a finger drag scrolls the set-up, also from the players slider, which keeps its count; no label is cut', async () => {
  const { page, problems } = await session.open({ ...kPhone, hash: '#lang=cs' });
  await shellReady(page);
  await nextFrame(page);
  await phoneScreenshot(page, 'phone-first-screen-cs');
  assert.equal(await api(page, 'setLanguage', 'en'), 'en');
  await nextFrame(page);
  for (const label of ['Play against the computer', 'Pass and play', 'Custom game']) assert.ok((await findWidget(page, label)).h >= 44);
  await phoneScreenshot(page, 'phone-first-screen-en');
  await tapWidget(page, 'Custom game');
  // Swipes up from the middle of the form until the players slider is in the lower half: each one
  // moves the form's widgets up.
  let slider = await findWidget(page, 'Players').catch(() => null);
  for (let i = 0; i < 12 && !(slider && slider.y < 600 && slider.y > 300); ++i) {
    const before = (await setupWidgets(page)).at(-1);
    await swipe(page, 60, 560);
    await nextFrame(page);
    const after = (await setupWidgets(page)).find((w) => w.id === before.id);
    assert.ok(!after || after.y < before.y - 60, `a swipe scrolls the form: ${before.id} from ${before.y} to ${after?.y}`);
    slider = await findWidget(page, 'Players').catch(() => null);
  }
  assert.ok(slider, 'the players slider came into view');
  const names = async () => (await api(page, 'widgets')).filter((w) => w.id === '##name').length;
  assert.equal(await names(), 2);
  // A swipe that starts on the slider where a tap would choose 5 players scrolls, choosing nothing.
  await swipe(page, slider.x + slider.w * 0.75, slider.y + slider.h / 2);
  await nextFrame(page);
  const moved = await findWidget(page, 'Players');
  assert.ok(moved.y < slider.y - 60, `the form scrolled: the slider from ${slider.y} to ${moved.y}`);
  assert.equal(await names(), 2, 'still two players');
  // A tap there still chooses.
  await tap(page, moved.x + moved.w * 0.75, moved.y + moved.h / 2);
  await nextFrame(page);
  assert.ok(await names() > 2, 'a tap on the slider changes the count');
  // Open the rule options (just above the players) and "More", go to the end (Start) and back up:
  // no label cut anywhere on the way.
  await tapWidget(page, 'Rule options');
  for (let i = 0; i < 12 && !(await setupWidgets(page)).some((w) => w.label === 'More: seed and tile count' && w.y < 780); ++i) await swipe(page, 60, 560);
  await tapWidget(page, 'More: seed and tile count');
  for (let i = 0; i < 12 && !(await setupWidgets(page)).some((w) => w.label === 'Start the game'); ++i) await swipe(page, 60, 560);
  await nextFrame(page);
  const start = await findWidget(page, 'Start the game');
  await phoneScreenshot(page, 'phone-setup-end-en');
  for (let i = 0; i < 8; ++i) {
    await assertNothingCut(page, start.x + start.w, `scroll ${i}`);
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, -250);
    await nextFrame(page);
  }
  assert.deepEqual(problems, []);
});

// Moves the camera so that square `at` ([x, y]) has its top (`edge` 'top') or its bottom
// ('bottom') `gap` pixels inside the free band between the bars.
async function squareNextToBar(page, at, edge, gap = 3) {
  const windows = await api(page, 'windows');
  const topBar = windows.find((w) => w.name === 'Players');
  const bottomBar = windows.find((w) => w.name === 'Turn');
  const view = await api(page, 'view');
  const want = edge === 'top' ? topBar.y + topBar.h + gap + view.zoom / 2 : bottomBar.y - gap - view.zoom / 2;
  const [, cy] = await api(page, 'screenOf', at[0], at[1]);
  await page.evaluate(({ v, dy }) => window.carcassonne.setView({ ...v, y: v.y - dy / v.zoom }), { v: view, dy: want - cy });
  await nextFrame(page);
}

// Seed 99's second turn offers eight figure choices: more than the phone's turn sheet shows. The
// sheet scrolls, every button is a finger's target, and the last one scrolled into view is tappable.
test('at 390x844 a figure list longer than the turn sheet scrolls; each button is finger-sized', async () => {
  const { page, problems } = await session.open(kPhone);
  await shellReady(page);
  assert.equal(await api(page, 'newGame', 'players Red Blue\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 99\n'), '');
  assert.equal(await api(page, 'step', 'Red B-M 10,5 r180'), '');
  if ((await api(page, 'state')).phase === 'deploy') assert.equal(await api(page, 'step', 'no figure'), '');
  assert.equal(await api(page, 'step', 'Blue B-L 7,12 r180'), '');
  await nextFrame(page);
  assert.equal((await api(page, 'state')).phase, 'deploy');
  await assertFingerSized(page, 'a long figure list');
  const last = 'meeple on the north-west field';
  assert.ok((await findWidget(page, last, { inWindow: 'Turn' })).full_h >= 43.5, 'the last choice is cut by the sheet at first');
  const sheet = (await api(page, 'windows')).find((w) => w.name === 'Turn');
  for (let i = 0; i < 10 && (await findWidget(page, last, { inWindow: 'Turn' })).full_h !== undefined; ++i) {
    await swipe(page, sheet.x + sheet.w - 40, sheet.y + sheet.h - 30);  // a finger drags the sheet up
    await nextFrame(page);
  }
  const button = await findWidget(page, last, { inWindow: 'Turn' });
  assert.equal(button.full_h, undefined, 'scrolled whole into view');
  await tap(page, button.x + button.w / 2, button.y + button.h / 2);
  // The north edge's fields lie either side of its road (N2): the meeple stands on the west one.
  assert.match((await api(page, 'moves')).at(-1), /^Blue B-L 7,12 r180 meeple N1$/, 'the tap stood the figure on the north-west field');
  assert.deepEqual(problems, []);
});

test('at 390x844 the Rotate and Place buttons beside a square next to a bar stay clear of the bars', async () => {
  const { page, problems } = await session.open(kPhone);
  await shellReady(page);
  assert.equal(await api(page, 'newGame', 'players Ana Ben\nmap taiwan\nchips on\nseed 5\n'), '');
  await nextFrame(page);
  for (const edge of ['top', 'bottom']) {
    const [first] = await api(page, 'targets');
    const at = first.label.match(/ (-?\d+),(-?\d+) r\d+$/).slice(1).map(Number);
    await squareNextToBar(page, at, edge);
    const target = (await api(page, 'targets')).find((t) => t.label === first.label);
    const square = await squareAt(page, target);
    await tap(page, target.x, target.y);
    await waitForWidget(page, 'Place', { inWindow: '' });  // the square picked, drawn
    const windows = await assertNothingCovers(page, square, `a square next to the ${edge} bar`);
    const buttons = windows.find((w) => w.name === '');
    assert.ok(buttons, 'the buttons are shown');
    assert.ok(buttons.x >= square.x + square.w || buttons.x + buttons.w <= square.x, 'beside the square');
    await phoneScreenshot(page, `phone-buttons-${edge}-bar`);
    await tap(page, 10, (square.y + 420) / 2);  // a tap elsewhere on the board lets the square go
  }
  assert.deepEqual(problems, []);
});

test('at 1280x800 the panels overlap neither each other nor the square the drawn tile is shown on', async () => {
  const { page, problems } = await session.open({ viewport: { width: 1280, height: 800 } });
  await shellReady(page);
  assert.equal(await api(page, 'newGame', 'players Red Blue Green\nmap iberia\ntiles base,ic,tb\nchips on\nseed 4\n'), '');
  await nextFrame(page);
  const [target] = await api(page, 'targets');
  await page.mouse.move(target.x, target.y);
  await nextFrame(page);
  const windows = await assertNothingCovers(page, await squareAt(page, target), 'Iberia, 3 players');
  assert.deepEqual(windows.map((w) => w.name).sort(), ['Log', 'Players', 'Turn']);
  await saveScreenshot(page, 'wide-game');
  assert.deepEqual(problems, []);
});

test('in Czech at 390x844 the set-up and the bars fit, with nothing under the toolbar', async () => {
  const { page, problems } = await session.open({ ...kPhone, hash: '#lang=cs' });
  await shellReady(page);
  await nextFrame(page);
  const [setup] = await assertNothingCovers(page, null, 'set-up in Czech');
  assert.ok(setup.x >= 0 && setup.x + setup.w <= 390, `the set-up window fits the width: ${JSON.stringify(setup)}`);
  await tapWidget(page, 'Vlastní hra');
  await waitForWidget(page, 'Mapové žetony');  // the custom form, drawn
  await phoneScreenshot(page, 'phone-setup-cs');
  assert.equal(await api(page, 'newGame', 'players Šárka Łukasz Zoë\nmap iberia\ntiles base,ic,tb\nchips on\nseed 4\n'), '');
  await nextFrame(page);
  const [target] = await api(page, 'targets');
  await tap(page, target.x, target.y);
  await waitForWidget(page, 'Otočit', { inWindow: '' });  // the square picked, drawn
  await assertNothingCovers(page, await squareAt(page, target), 'Iberia in Czech, square picked');
  // Three Czech scores ("■ Šárka 0 (» 0) <" …) do not fit in 390 px beside Undo and More: the last
  // goes to a second row of the bar instead of running under Undo.
  const bar = (await api(page, 'windows')).find((w) => w.name === 'Hráči');
  assert.ok(bar && bar.y === 0 && bar.h > 60, `the players bar takes a second row: ${JSON.stringify(bar)}`);
  await phoneScreenshot(page, 'phone-game-cs');
  assert.deepEqual(problems, []);
});
