// Examples in a wiki frame (README "Embedding on a wiki"): a host page with an example embed at
// 640x420 (Czech), 480x320 (English) and 360x480 (a phone column, Czech), each opened once. In
// each: the board, the caption and the replay controls with no two widgets overlapping, no turn
// panel or figure list, the camera fitted to the example's squares, the default names in the
// page's language, a `size` message; clicks on the board place nothing, "Play from here" plays
// on and "Back to the example" returns; `# mark` lines are highlighted at their step; the wheel
// belongs to the board only between a click into the frame and a click outside, the pointer
// leaving or Esc. Then a playable embed keeps the board's edge rows clear of its bars.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { artifactDir, nextFrame, overlap, saveScreenshot, startSession } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kFrames = [
  { id: 'wide', width: 640, height: 420, hash: '#embed&example=taiwan-large-city&lang=cs' },
  { id: 'short', width: 480, height: 320, hash: '#embed&example=taiwan-large-city&lang=en' },
  { id: 'column', width: 360, height: 480, hash: '#embed&example=iberia-cache&lang=cs' },
];

// Every labelled ImGui widget, every ImGui window and every visible control of the page's replay panel, the caption
// and the "open the full game" link, as {label, x, y, w, h} in the frame's CSS pixels.
const rectangles = (frame) => frame.evaluate(() => {
  const dom = [...document.querySelectorAll('#replay .controls > *, #caption, #open-full, #replay-back-to-example')]
    .filter((e) => !e.hidden && e.offsetParent !== null)
    .map((e) => {
      const r = e.getBoundingClientRect();
      return { label: `#${e.id || e.tagName}`, x: r.x, y: r.y, w: r.width, h: r.height };
    });
  const windows = window.carcassonne.windows().map((w) => ({ label: `window ${w.name}`, x: w.x, y: w.y, w: w.w, h: w.h }));
  return [...window.carcassonne.widgets(), ...windows, ...dom];
});
// A widget lies in its window, and the "open the full game" link on the top bar's first row.
const mayOverlap = (a, b) => [a, b].some((r) => r.label.startsWith('window ')) &&
                             [a, b].some((r) => !r.label.startsWith('#') || r.label === '#open-full');

test('example embeds at 640x420, 480x320 and 360x480: caption, controls and a fitted board, nothing overlapping', async () => {
  const { page, problems } = await session.open({ url: session.url + 'embed-example.html', viewport: { width: 900, height: 1400 } });
  await page.evaluate(({ frames, base }) => {
    window.received = [];
    window.addEventListener('message', (e) => { if (e.data?.carcassonne === 1) window.received.push({ from: e.source.frameElement?.id, ...e.data }); });
    document.body.innerHTML = '<p id="top">Host article</p><pre id="events" hidden></pre>' + frames.map((f) =>
      `<iframe id="${f.id}" src="${base}index.html${f.hash}" width="${f.width}" height="${f.height}" style="display:block;border:0;width:${f.width}px;height:${f.height}px;max-width:none"></iframe><p>text</p>`).join('') +
      '<div style="height:3000px">more article</div>';
  }, { frames: kFrames, base: session.url });
  for (const f of kFrames) {
    const frame = await (await page.$(`#${f.id}`)).contentFrame();
    await frame.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
    await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    f.frame = frame;
  }
  for (const f of kFrames) {
    const frame = f.frame;
    await (await page.$(`#${f.id}`)).scrollIntoViewIfNeeded();
    await frame.click('#replay-forward');  // step 1: every example has a caption there (or kept from step 0)
    await nextFrame(frame);  // the caption's bars drawn and the camera fitted to them
    const rects = await rectangles(frame);
    for (let i = 0; i < rects.length; ++i)
      for (let j = i + 1; j < rects.length; ++j)
        assert.ok(mayOverlap(rects[i], rects[j]) || !overlap(rects[i], rects[j]), `${f.id}: ${JSON.stringify(rects[i])} overlaps ${JSON.stringify(rects[j])}`);
    for (const r of rects) assert.ok(r.x >= -1 && r.y >= -1 && r.x + r.w <= f.width + 1 && r.y + r.h <= f.height + 1, `${f.id}: ${JSON.stringify(r)} is inside`);
    const windows = await frame.evaluate(() => window.carcassonne.windows().map((w) => w.name));
    assert.deepEqual(windows.filter((n) => !/###players$/.test(n) && !/^Hráči|^Players/.test(n)), [], `${f.id}: only the top bar, no turn panel: ${windows}`);
    assert.ok(!rects.some((r) => /Družiník|Meeple|Nová hra|New game|English|Čeština/.test(r.label)), `${f.id}: no figure list, New game or language switch`);
    const caption = await frame.textContent('#caption');
    assert.ok(caption.length > 20, `${f.id}: a caption is shown`);
    // The camera: the example's squares lie between the top bar and the caption, and fill its width or height well.
    const fit = await frame.evaluate(() => {
      const h = window.carcassonne;
      const focus = h.viewerFocus();
      const bar = Math.max(...h.windows().map((w) => w.y + w.h));
      const panel = document.getElementById('replay').getBoundingClientRect().top;
      const a = h.screenOf(focus.x0, focus.y0), b = h.screenOf(focus.x1, focus.y1);
      return { focus, bar, panel, a, b, zoom: h.view().zoom };
    });
    const half = fit.zoom / 2;
    assert.ok(fit.a[0] - half >= -1 && fit.b[0] + half <= f.width + 1, `${f.id}: the example's squares fit across: ${JSON.stringify(fit)}`);
    assert.ok(fit.a[1] - half >= fit.bar - 1 && fit.b[1] + half <= fit.panel + 1, `${f.id}: and between the bar and the caption: ${JSON.stringify(fit)}`);
    const across = (fit.focus.x1 - fit.focus.x0 + 1) * fit.zoom, down = (fit.focus.y1 - fit.focus.y0 + 1) * fit.zoom;
    assert.ok(across > 0.7 * f.width || down > 0.7 * (fit.panel - fit.bar), `${f.id}: the squares fill the room (${across} x ${down})`);
    await saveScreenshot(page, `wiki-frame-host-${f.id}`);
    await frame.locator('body').screenshot({ path: path.join(artifactDir, `wiki-frame-${f.width}x${f.height}-${f.hash.match(/lang=(\w+)/)[1]}.png`) }).catch(() => {});
  }

  // Czech: the top bar's and the log's default names agree with a Czech caption (Modrý, not Blue).
  const wide = kFrames[0].frame;
  await wide.click('#replay-forward');
  const log = await wide.evaluate(() => window.carcassonne.log().join('\n'));
  assert.match(log, /Modrý/, 'the log names Blue in Czech');
  assert.doesNotMatch(log, /\bBlue\b/);
  assert.equal((await wide.evaluate(() => window.carcassonne.state())).players[1].name, 'Blue', 'the record keeps the English name');

  // A click on the board places nothing; the caption and controls stay.
  const before = await wide.evaluate(() => ({ revision: window.carcassonne.revision(), step: window.carcassonne.replayStep }));
  // On a square where the tile drawn could be placed (the engine's choice), in the frame's view.
  const spot = await wide.evaluate(() => {
    const h = window.carcassonne;
    const place = h.choices().find((c) => / -?\d+,-?\d+ r\d+$/.test(c));  // "Přiložit B-A na 7,12 r270"
    const [x, y] = place.match(/ (-?\d+),(-?\d+) r\d+$/).slice(1).map(Number);
    h.setView({ ...h.view(), x: x + 0.5, y: y + 0.5 });
    return h.screenOf(x, y);
  });
  await wide.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const box = await (await page.$('#wide')).boundingBox();
  await page.mouse.click(box.x + spot[0], box.y + spot[1]);
  await nextFrame(wide);  // the click handled and its frame drawn
  assert.deepEqual(await wide.evaluate(() => ({ revision: window.carcassonne.revision(), step: window.carcassonne.replayStep })), before,
                   'a click on the example places nothing');
  assert.equal(await wide.isVisible('#replay'), true);

  // Play from here, then back to the example at the same step.
  await wide.click('#replay-play-here');
  assert.equal(await wide.isVisible('#replay'), false);
  assert.ok((await wide.evaluate(() => window.carcassonne.choices())).length > 0, 'the game goes on from the step');
  await wide.waitForFunction(() => window.carcassonne.windows().some((w) => /^(Tah|Turn)$/.test(w.name)), null, { timeout: 10_000 });  // the turn panel is back
  const labels = await wide.evaluate(() => window.carcassonne.widgets().map((w) => w.label));
  assert.ok(!labels.some((l) => /Nová hra|English/.test(l)), `no New game or language switch when playing on: ${labels}`);
  await saveScreenshot(page, 'wiki-frame-played-on');
  await wide.click('#replay-back-to-example');
  assert.equal(await wide.evaluate(() => window.carcassonne.replayStep), before.step);
  assert.equal(await wide.isVisible('#replay'), true);

  // The wheel: click in -> the board zooms and the host stays; click outside -> the host scrolls;
  // click in, pointer out -> the host scrolls; click in, Esc -> the host scrolls.
  const zoom = () => wide.evaluate(() => window.carcassonne.view().zoom);
  const hostY = () => page.evaluate(() => window.scrollY);
  const wheelOver = async () => {
    const now = await (await page.$('#wide')).boundingBox();
    await page.mouse.move(now.x + now.width / 2, now.y + 120);
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(250);
  };
  const clickIn = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const now = await (await page.$('#wide')).boundingBox();
    await page.mouse.click(now.x + now.width / 2, now.y + 120);
    await wide.waitForFunction(() => window.carcassonne.embedFocused === true);
  };
  await clickIn();
  const z0 = await zoom();
  await wheelOver();
  assert.notEqual(await zoom(), z0, 'after a click in, the wheel zooms the board');
  assert.equal(await hostY(), 0, 'and the host does not scroll');
  await page.mouse.click(800, 20);  // the host page, beside the frame
  await wide.waitForFunction(() => window.carcassonne.embedFocused === false);
  await wheelOver();
  await page.waitForFunction(() => window.scrollY > 0, null, { timeout: 5000 }).catch(() => {});
  assert.ok(await hostY() > 0, 'after a click outside the wheel scrolls the host');
  await clickIn();
  await page.mouse.move(800, 300);
  await wide.waitForFunction(() => window.carcassonne.embedFocused === false);
  await wheelOver();
  await page.waitForFunction(() => window.scrollY > 0, null, { timeout: 5000 }).catch(() => {});
  assert.ok(await hostY() > 0, 'after the pointer left the frame the wheel scrolls the host');
  await clickIn();
  await page.keyboard.press('Escape');
  await wide.waitForFunction(() => window.carcassonne.embedFocused === false);
  await wheelOver();
  await page.waitForFunction(() => window.scrollY > 0, null, { timeout: 5000 }).catch(() => {});
  assert.ok(await hostY() > 0, 'after Esc the wheel scrolls the host');

  // `size` messages: every frame tells the host its wished height (whole CSS pixels).
  const sizes = await page.evaluate(() => window.received.filter((m) => m.type === 'size'));
  for (const f of kFrames) {
    const last = sizes.filter((m) => m.from === f.id).at(-1);
    assert.ok(last && Number.isInteger(last.height) && last.height >= 240 && last.height <= 900, `${f.id} sent its size: ${JSON.stringify(sizes)}`);
  }

  // `# mark` lines: the square and the spot named are highlighted while their step is shown.
  const column = kFrames[2].frame;
  const marks = await column.evaluate(async () => {
    const replay = await import('./replay.js');
    const record = 'game 1\nplayers Red Blue\norder free\nstart B-D 0,0 r0\n# say en: The start.\n# mark 0,0\n' +
      'Red B-W -1,0 r0\nRed B-U 1,0 r0 meeple E2\n# say en: Red stands a thief on the road.\n# mark 1,0 E2\n' +
      'Blue B-W 2,0 r0\n# say en: Nothing is marked now.\n';
    const error = replay.openReplay(record, 0);
    const seen = [window.carcassonne.viewerMarks()];
    for (const step of [1, 2, 3]) { replay.show(step); seen.push(window.carcassonne.viewerMarks()); }
    replay.show(2);
    return { error, seen };
  });
  assert.equal(marks.error, '');
  assert.deepEqual(marks.seen, [[{ x: 0, y: 0, slot: '' }], [{ x: 0, y: 0, slot: '' }], [{ x: 1, y: 0, slot: 'E2' }], []],
                   'the marks of the caption shown: kept at a step without a caption, dropped by a new caption without marks');
  await saveScreenshot(page, 'wiki-frame-marks');
  // A host's newGame command ends the viewer: the new game is played.
  assert.equal(await column.evaluate(() => window.carcassonne.newGame('game 1\nplayers Ana Ben\nseed 4\n')), '');
  await column.waitForFunction(() => document.getElementById('replay').hidden && window.carcassonne.viewerFocus().x0 === undefined);
  await column.waitForFunction(() => window.carcassonne.windows().some((w) => /^(Tah|Turn)$/.test(w.name)), null, { timeout: 10_000 });
  assert.deepEqual(problems, []);
});

test('a playable embed at 640x420 keeps the map\'s edge rows and the tile just placed clear of its bars', async () => {
  const { page, problems } = await session.open({ viewport: { width: 640, height: 420 },
                                                 url: session.url + '#embed&map=taiwan&chips=1&players=Ana,Ben' });
  await page.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  const bars = () => page.evaluate(() => {
    const windows = window.carcassonne.windows();
    return { top: Math.max(...windows.filter((w) => w.y < 1).map((w) => w.y + w.h)),
             bottom: Math.min(...windows.filter((w) => w.y + w.h > 419).map((w) => w.y)) };
  });
  await page.waitForFunction(() => window.carcassonne.windows().length >= 2);
  await nextFrame(page);  // the bars at their heights and the camera fitted to them (settled)
  let { top, bottom } = await bars();
  // Taiwan's map is 13x22 squares (assets/maps/taiwan.map): rows 1 and 22 lie between the bars.
  const edges = await page.evaluate(() => ({ zoom: window.carcassonne.view().zoom, north: window.carcassonne.screenOf(7, 1),
                                              south: window.carcassonne.screenOf(7, 22) }));
  assert.ok(edges.north[1] - edges.zoom / 2 >= top - 1, `row 1 below the top bar: ${JSON.stringify({ edges, top })}`);
  assert.ok(edges.south[1] + edges.zoom / 2 <= bottom + 1, `row 22 above the turn bar: ${JSON.stringify({ edges, bottom })}`);
  await saveScreenshot(page, 'wiki-frame-playable-640x420');

  // The camera moved so that a legal square lies under the turn bar; placing there brings it into view.
  const target = (await page.evaluate(() => window.carcassonne.targets()))[0];
  const [, x, y] = target.label.match(/(-?\d+),(-?\d+)/).map(Number);
  await page.evaluate(({ x, y }) => {
    const h = window.carcassonne;
    const zoom = h.view().zoom;
    h.setView({ x: x + 0.5, y: y + 0.5 - (210 - 30) / zoom, zoom, remaining: false });
  }, { x, y });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const under = await page.evaluate(({ x, y }) => window.carcassonne.screenOf(x, y), { x, y });
  assert.ok(under[1] > (await bars()).bottom, `the square is under the turn bar before the move (${under[1]})`);
  assert.equal(await page.evaluate((label) => window.carcassonne.choose(window.carcassonne.choices().indexOf(label)), target.label), '');
  await page.waitForFunction(({ x, y }) => {
    const h = window.carcassonne;
    const windows = h.windows();
    const turn = Math.min(...windows.filter((w) => w.y + w.h > 419).map((w) => w.y));
    return h.screenOf(x, y)[1] + h.view().zoom / 2 <= turn + 1;
  }, { x, y }, { timeout: 20_000 });  // frames are slow on a software GPU with busy cores
  ({ top, bottom } = await bars());
  assert.ok((await page.evaluate(({ x, y }) => window.carcassonne.screenOf(x, y), { x, y }))[1] > top, 'and below the top bar');
  assert.deepEqual(problems, []);
});
