// "Play from here" in an example embed is the full game's turn, on touch (issue 28, item 3): in
// frames of 640x420 (Czech), 480x320 (English) and 360x480 (Czech) on one host page, and in a
// frame across a 390x844 phone page (English), the drawn "Play from here" button is tapped, then
// a tile is placed by two taps on the board and a figure by a tap on its spot. At each step every
// control (the app's widgets and the page's own) is at least 44 CSS px high, no widget lists
// squares or figure spots (no "meeple on 10,6 (field)" buttons: those are chosen on the board),
// and the board between the bars keeps at least half of the frame's height.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { saveScreenshot, startSession } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kTouch = { hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
const kFrames = [
  { id: 'wide', width: 640, height: 420, hash: '#embed&example=taiwan-large-city&lang=cs' },
  { id: 'short', width: 480, height: 320, hash: '#embed&example=taiwan-large-city&lang=en' },
  { id: 'column', width: 360, height: 480, hash: '#embed&example=iberia-cache&lang=cs' },
];

// A host page holding `frames` one below the other; returns them with their Playwright frames.
async function hostPage(viewport, frames) {
  const { page, problems } = await session.open({ ...kTouch, viewport, url: session.url + 'embed-example.html' });
  await page.evaluate(({ frames, base }) => {
    Object.assign(document.body.style, { margin: '0', padding: '0', maxWidth: 'none' });
    document.body.innerHTML = '<pre id="events" hidden></pre>' + frames.map((f) =>
      `<p>Host article</p><iframe id="${f.id}" src="${base}index.html${f.hash}" style="display:block;border:0;` +
      `width:${f.width}px;height:${f.height}px;max-width:none"></iframe>`).join('');
  }, { frames, base: session.url });
  for (const f of frames) {
    f.frame = await (await page.$(`#${f.id}`)).contentFrame();
    await f.frame.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  }
  return { page, problems };
}

// What a player sees in the frame: the app's widgets and windows, the page's own controls, the
// board's free band between the top controls and the bottom bar, and the legal moves.
const look = (f) => f.frame.evaluate(() => {
  const h = window.carcassonne;
  const dom = [...document.querySelectorAll('#replay-back-to-example, #open-full, #replay .controls > *')]
    .filter((e) => !e.hidden && e.offsetParent !== null)
    .map((e) => {
      const r = e.getBoundingClientRect();
      return { id: `#${e.id}`, x: r.x, y: r.y, w: r.width, h: r.height };
    });
  const windows = h.windows().filter((w) => w.name !== '');  // '' : a tooltip or the tile's Rotate/Place beside it
  const middle = innerHeight / 2;
  const top = Math.max(0, ...windows.filter((w) => w.y < middle).map((w) => w.y + w.h), ...dom.map((d) => d.y + d.h));
  const bottom = Math.min(innerHeight, ...windows.filter((w) => w.y >= middle).map((w) => w.y));
  return { widgets: h.widgets(), dom, top, bottom, choices: h.choices(), state: h.state(), targets: h.targets() };
});

// Every control a finger's size, no list of squares or spots, the board at least half the frame.
function assertBoardFirst(f, seen, where) {
  for (const w of [...seen.widgets, ...seen.dom])
    assert.ok((w.full_h ?? w.h) >= 43.5, `${f.id}, ${where}: ${w.id} is ${w.full_h ?? w.h} px high`);
  for (const w of seen.widgets) {
    assert.doesNotMatch(w.label, /-?\d+,-?\d+/, `${f.id}, ${where}: a button names a square: ${w.label}`);
    assert.ok(!seen.targets.some((t) => t.label === w.label), `${f.id}, ${where}: a button repeats a mark of the board: ${w.label}`);
  }
  assert.ok(seen.bottom - seen.top >= f.height / 2,
            `${f.id}, ${where}: the board keeps ${seen.bottom - seen.top} of ${f.height} px (${seen.top}..${seen.bottom})`);
}

// A finger tap at frame point (x, y), through the host page.
async function tapIn(page, f, x, y) {
  const box = await (await page.$(`#${f.id}`)).boundingBox();
  await page.touchscreen.tap(box.x + x, box.y + y);
}

// The first target of the board whose label matches `pattern` and that lies wholly in the free
// band, once the board shows one where it also was a frame before (the camera settles as the bars
// get their heights: a tap read during the refit would miss); with it, what the frame shows then.
async function targetOnBoard(f, pattern) {
  const until = Date.now() + 60_000;
  let before = null;
  for (;;) {
    const seen = await look(f);
    const inside = (t) => t.x - t.r >= 0 && t.x + t.r <= f.width && t.y - t.r >= seen.top && t.y + t.r <= seen.bottom;
    const target = seen.targets.find((t) => pattern.test(t.label) && inside(t));
    const still = target && before && before.label === target.label && Math.abs(before.x - target.x) < 0.5 &&
                  Math.abs(before.y - target.y) < 0.5;
    if (still) return { target, seen };
    before = target ?? null;
    assert.ok(Date.now() < until, `${f.id}: a target ${pattern} on the board between ${seen.top} and ${seen.bottom}: ${JSON.stringify(seen.targets.slice(0, 6))}`);
    await f.frame.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  }
}

// Taps "Play from here", places a tile by two taps and a figure by one, checking each step.
async function playFromHere(page, f, shot) {
  await (await page.$(`#${f.id}`)).scrollIntoViewIfNeeded();
  const here = await f.frame.locator('#replay-play-here').boundingBox();  // the host page's pixels
  assert.ok(here.height >= 43.5, `${f.id}: "Play from here" is ${here.height} px high`);
  await page.touchscreen.tap(here.x + here.width / 2, here.y + here.height / 2);
  await f.frame.waitForFunction(() => window.carcassonne.windows().some((w) => /^(Tah|Turn)$/.test(w.name)) &&
                                      window.carcassonne.targets().length > 0, null, { timeout: 60_000 });
  const { target: square, seen: start } = await targetOnBoard(f, /\d+,\d+ r\d+$/);
  assert.equal(start.state.phase, 'place');
  assertBoardFirst(f, start, 'the tile step');
  const placed = start.state.placed;
  await tapIn(page, f, square.x, square.y);  // the first tap shows the tile there
  await f.frame.waitForFunction(() => window.carcassonne.widgets().some((w) => /^(Place|Přiložit)$/.test(w.label)), null,
                                { timeout: 60_000 });
  assert.equal((await look(f)).state.placed, placed, `${f.id}: the first tap only picks the square`);
  await tapIn(page, f, square.x, square.y);  // the second places it
  await f.frame.waitForFunction((n) => window.carcassonne.state().placed === n + 1 &&
                                       window.carcassonne.state().phase === 'deploy' && window.carcassonne.targets().length > 0,
                                placed, { timeout: 60_000 });
  const { target: spot, seen } = await targetOnBoard(f, /./);
  assertBoardFirst(f, seen, 'the figure step');
  if (shot) await saveScreenshot(page, shot);
  await tapIn(page, f, spot.x, spot.y);  // the turn's line gets the figure (a closed city returns it at once)
  await f.frame.waitForFunction(() => / meeple [A-Z]+\d*$/.test(window.carcassonne.moves().at(-1)) &&
                                      window.carcassonne.state().phase === 'place', null, { timeout: 60_000 });
  assertBoardFirst(f, await look(f), 'the next turn');
}

test('Play from here at 640x420, 480x320 and 360x480 on touch: a tile and a figure by taps on the board', async () => {
  const { page, problems } = await hostPage({ width: 700, height: 900 }, kFrames);
  for (const f of kFrames) await playFromHere(page, f, `embed-play-${f.width}x${f.height}-figure`);
  assert.deepEqual(problems, []);
});

test('Play from here in a frame across a 390x844 phone page: a tile and a figure by taps on the board', async () => {
  const phone = { id: 'phone', width: 390, height: 480, hash: '#embed&example=taiwan-large-city&lang=en' };
  const { page, problems } = await hostPage({ width: 390, height: 844 }, [phone]);
  await playFromHere(page, phone, 'embed-play-phone-figure');
  assert.deepEqual(problems, []);
});
