// Embedding: the board in an iframe of a host page that scrolls (the wheel or a finger over the
// unclicked board scrolls the host; after a click or tap it zooms or pans; Ctrl+wheel zooms at
// once), the board fits a 320x240 frame, the "open full game"
// link, the postMessage API (events ready/move/gameOver, commands newGame/play/show), idle frames
// (~0 over 2 s without input) and the demo mode restarting with a new seed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, kPhone, nextFrame, overlap, playRandomly, saveScreenshot, startSession, swipe, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

// The "open the full game" link's rectangle in CSS pixels.
const linkRect = (page) => page.evaluate(() => {
  const r = document.getElementById('open-full').getBoundingClientRect();
  return { x: r.x, y: r.y, w: r.width, h: r.height };
});

async function frameReady(page, pattern) {
  let frame = null;
  await page.waitForFunction(() => document.readyState === 'complete');
  for (let i = 0; i < 200 && !frame; ++i) {
    frame = page.frames().find((f) => pattern.test(f.url()));
    if (!frame) await page.waitForTimeout(50);
  }
  assert.ok(frame, `a frame matching ${pattern}`);
  await frame.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  return frame;
}

test('embedded on a scrolling page: the wheel scrolls the host until the board is clicked', async () => {
  const { page, problems } = await session.open({ url: session.url + 'embed-example.html' });
  const game = await frameReady(page, /map=taiwan/);
  await frameReady(page, /example=/);
  const box = await (await page.$('#game')).boundingBox();
  assert.equal(await game.evaluate(() => document.querySelector('#toolbar')), null, 'no toolbar in embeds');
  assert.equal((await game.evaluate(() => window.carcassonne.view())).setup, false, 'no set-up screen');
  const zoom = (await game.evaluate(() => window.carcassonne.view())).zoom;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => window.scrollY > 0);
  assert.equal((await game.evaluate(() => window.carcassonne.view())).zoom, zoom, 'the board did not zoom');

  await page.evaluate(() => window.scrollTo(0, 0));
  const now = await (await page.$('#game')).boundingBox();
  await page.mouse.click(now.x + now.width / 2, now.y + now.height - 40);
  await game.waitForFunction(() => window.carcassonne.embedFocused === true);
  await page.mouse.wheel(0, -200);
  await game.waitForFunction((before) => window.carcassonne.view().zoom !== before, zoom);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the host did not scroll');

  const href = await game.getAttribute('#open-full', 'href');
  assert.match(href, /index\.html#(record|z)=/, 'a link to the game as it stands');
  assert.equal(await game.getAttribute('#open-full', 'target'), '_blank');
  await saveScreenshot(page, 'embed-host-page');
  assert.deepEqual(problems, []);
});

test('Ctrl with the wheel zooms the unclicked board at once, and the host does not scroll', async () => {
  const { page, problems } = await session.open({ url: session.url + 'embed-example.html' });
  const game = await frameReady(page, /map=taiwan/);
  const box = await (await page.$('#game')).boundingBox();
  const zoom = (await game.evaluate(() => window.carcassonne.view())).zoom;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -200);
  await page.keyboard.up('Control');
  await game.waitForFunction((before) => window.carcassonne.view().zoom > before, zoom);
  assert.equal(await game.evaluate(() => window.carcassonne.embedFocused), false, 'without a click first');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the host did not scroll');
  assert.deepEqual(problems, []);
});

test('touch: a swipe over the untapped board scrolls the host page; after a tap the board takes it', async () => {
  const { page, problems } = await session.open({ url: session.url + 'embed-example.html', hasTouch: true,
                                                 viewport: { width: 800, height: 600 } });
  const game = await frameReady(page, /map=taiwan/);
  const view = () => game.evaluate(() => window.carcassonne.view());
  const box = await (await page.$('#game')).boundingBox();
  const before = await view();
  await swipe(page, box.x + box.width / 2, box.y + box.height - 100);
  assert.ok(await page.evaluate(() => window.scrollY) > 50, 'the host page scrolled');
  assert.deepEqual(await view(), before, 'the board did not pan');
  assert.equal(await game.evaluate(() => window.carcassonne.embedFocused), false, 'a swipe is not a tap');

  await page.evaluate(() => window.scrollTo(0, 0));
  const now = await (await page.$('#game')).boundingBox();
  await page.touchscreen.tap(now.x + now.width / 2, now.y + now.height - 60);
  await game.waitForFunction(() => window.carcassonne.embedFocused === true);
  const tapped = await view();
  await swipe(page, now.x + now.width / 2, now.y + now.height - 100);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the host did not scroll');
  assert.ok((await view()).y > tapped.y + 1, `the board panned (${tapped.y} -> ${(await view()).y})`);
  assert.deepEqual(problems, []);
});

test('the board fits a 320x240 frame', async () => {
  const { page, problems } = await session.open({ viewport: { width: 320, height: 240 },
                                                 url: session.url + '#embed&map=iberia&chips=1&players=Ana,Ben&seed=2' });
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal((await api(page, 'view')).text_px, 16, 'the compact panels keep 16 px text (at least 14)');
  const targets = await api(page, 'targets');
  assert.ok(targets.length > 0);
  for (const t of targets) assert.ok(t.x >= 0 && t.x <= 320 && t.y >= 0 && t.y <= 240, `${t.label} at ${t.x},${t.y} is inside`);
  // The bars leave the board at least 90 of the 240 pixels, and the "open full game" link lies on no bar.
  const windows = await api(page, 'windows');
  const top = Math.max(0, ...windows.filter((w) => w.y < 1).map((w) => w.y + w.h));
  const bottom = Math.min(240, ...windows.filter((w) => w.y + w.h > 239).map((w) => w.y));
  assert.ok(bottom - top >= 90, `the board keeps ${bottom - top} px between the bars: ${JSON.stringify(windows)}`);
  const link = await linkRect(page);
  for (const w of windows)
    assert.ok(!overlap(w, link) || w.y < 1, `the link ${JSON.stringify(link)} lies on ${JSON.stringify(w)}`);
  await saveScreenshot(page, 'embed-320x240');
  assert.deepEqual(problems, []);
});

// An embed opened alone on a phone (a wiki reader who follows the frame's address): the "open the
// full game" link sits at the top bar's right end, and the bar's names, counts and buttons end left
// of it. Three Czech players' names need three rows beside it; two English players leave the
// buttons' row beside it. Read from the pixels: with the link hidden, nothing is drawn where it lies.
test('an embed on a phone: the "open the full game" link covers no name, count or button of the top bar', async () => {
  for (const [hash, shot] of [['#embed&lang=cs', 'embed-alone-390-cs'],
                              ['#embed&map=iberia&chips=1&players=Ana,Ben&seed=2&lang=en', 'embed-alone-390-en']]) {
    const { page, problems } = await session.open({ ...kPhone, deviceScaleFactor: 1, hash });
    await waitForGame(page);
    await page.waitForFunction(() => window.carcassonne.shellReady === true);
    await nextFrame(page);
    const link = await linkRect(page);
    const bar = (await api(page, 'windows')).find((w) => w.y < 1);
    assert.ok(link.y < 10 && link.y + link.h < bar.y + bar.h, `${hash}: the link ${JSON.stringify(link)} lies on the top bar ${JSON.stringify(bar)}`);
    for (const w of (await api(page, 'widgets')).filter((x) => x.window === bar.name))
      assert.ok(!overlap(w, link), `${hash}: the link ${JSON.stringify(link)} lies on ${w.label} ${JSON.stringify(w)}`);
    await saveScreenshot(page, shot);
    // The bar's background is dark (a channel sum about 100); its words and buttons are brighter.
    await page.evaluate(() => { document.getElementById('open-full').style.visibility = 'hidden'; });
    await nextFrame(page);
    const points = [];
    for (let y = Math.ceil(link.y) + 1; y < link.y + link.h - 1; y += 2)
      for (let x = Math.ceil(link.x) + 1; x < link.x + link.w - 1; x += 2) points.push([x, y]);
    const pixels = await session.pixels(await page.screenshot({ scale: 'css' }), points);
    const drawn = pixels.findIndex(([r, g, b]) => r + g + b > 250);
    assert.equal(drawn, -1, `${hash}: the bar draws at ${points[drawn]} (${pixels[drawn]}), under the link ${JSON.stringify(link)}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('postMessage: ready, move and gameOver events; newGame, play and show commands with replies', async () => {
  const { page, problems } = await session.open({ url: session.url + 'embed-example.html' });
  await page.evaluate(() => {
    window.received = [];
    window.addEventListener('message', (e) => { if (e.data?.carcassonne === 1) window.received.push(e.data); });
  });
  const game = await frameReady(page, /map=taiwan/);
  const example = await frameReady(page, /example=/);
  // A finished game to send: played in the frame itself, then restarted from its header.
  await game.evaluate(() => window.carcassonne.newGame('game 1\nplayers Ana Ben\nmap taiwan\nchips on\nseed 9\ntilecount 20\n'));
  assert.equal((await playRandomly(game, { seed: 3 })).phase, 'over');
  const finished = await game.evaluate(() => window.carcassonne.record());
  const scores = await game.evaluate(() => Object.fromEntries(window.carcassonne.state().players.map((p) => [p.name, p.score])));
  const lines = await game.evaluate(() => window.carcassonne.moves());
  const header = finished.split('\n').slice(0, finished.trimEnd().split('\n').length - lines.length).join('\n');

  const send = (frameId, message) => page.evaluate(({ frameId, message }) => new Promise((resolve) => {
    const id = Math.random();
    const listen = (e) => {
      if (e.data?.type !== 'reply' || e.data.id !== id) return;
      window.removeEventListener('message', listen);
      resolve(e.data);
    };
    window.addEventListener('message', listen);
    document.getElementById(frameId).contentWindow.postMessage({ carcassonne: 1, id, ...message }, '*');
  }), { frameId, message });

  assert.equal((await send('game', { command: 'newGame', record: header })).error, '');
  assert.equal((await send('game', { command: 'play', line: lines[0] })).error, '');
  await page.waitForFunction((line) => window.received.some((m) => m.type === 'move' && m.line === line), lines[0]);
  assert.match((await send('game', { command: 'play', line: 'Ana B-E 99,99 r0' })).error, /./, 'a bad line is refused');
  assert.equal((await send('game', { command: 'newGame', record: finished })).error, '');
  const over = await page.waitForFunction(() => window.received.find((m) => m.type === 'gameOver'));
  assert.deepEqual((await over.jsonValue()).scores, scores);
  assert.match((await send('game', { command: 'jump' })).error, /unknown command 'jump'/);
  assert.match((await send('game', { carcassonne: 2, command: 'play' })).error, /version 2/);

  assert.equal((await send('example', { command: 'show', step: 2 })).error, '');
  assert.equal(await example.evaluate(() => window.carcassonne.replayStep), 2);
  assert.equal((await page.textContent('#events')).match(/^ready /gm)?.length, 2, 'both frames said ready');
  assert.deepEqual(problems, []);
});

test('idle costs nothing: no frames are drawn and the frame loop stops over 2 s without input; input draws again', async () => {
  const { page, problems } = await session.open();
  // Every animation-frame request of the page (the app's frame loop asks for one per callback).
  await page.addInitScript(() => {
    window.frameRequests = 0;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      window.frameRequests += 1;
      return request(callback);
    };
  });
  await page.reload();
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nmap taiwan\nchips on\nseed 2\n'), '');
  // The new game settles (a few frames and 300 ms after the change, then idle callbacks before
  // the loop pauses): wait until the app says its loop is paused, however slow the machine's frames
  // are (a quiet spell is not proof: a frame stalled on a software GPU on busy cores asks for none).
  await page.waitForFunction(() => window.carcassonne.frameStats(false).paused === true, null, { polling: 100, timeout: 30000 });
  // It pauses on a still layout only: a window still taking its size or a camera still fitting the
  // bars asks for the next frame.
  assert.equal((await page.evaluate(() => window.carcassonne.frameStats(false))).settled, true, 'paused with the layout settled');
  await page.evaluate(() => { window.carcassonne.frameStats(true); window.frameRequests = 0; });
  await page.waitForTimeout(2000);
  const idle = await page.evaluate(() => window.carcassonne.frameStats(true));
  assert.ok(idle.frames <= 1, `${idle.frames} frames drawn in 2 s of no input`);
  assert.equal(await page.evaluate(() => window.frameRequests), 0, 'the frame loop is paused: no callback at all');
  await page.mouse.move(500, 300);
  await page.mouse.move(520, 320);
  await page.waitForTimeout(300);
  assert.ok((await page.evaluate(() => window.carcassonne.frameStats(false))).frames > 0, 'input draws');
  assert.ok(await page.evaluate(() => window.frameRequests) > 0, 'the frame loop runs again (and is counted)');
  // A page call that changes the game wakes it too, and the page hears of the change.
  await page.waitForTimeout(1500);
  const changed = page.evaluate(() => new Promise((resolve) => window.addEventListener('carcassonne:change', resolve, { once: true })));
  assert.equal(await api(page, 'choose', 0), '');
  await changed;
  assert.deepEqual(problems, []);
});

test('demo: an all-computer game plays itself and restarts with the next seed', async () => {
  // Red has no level: the demo makes it a computer (easy); Blue's level stays.
  const { page, problems } = await session.open({ url: session.url + '#demo&map=iberia&tilecount=20&players=Red,Blue:random' });
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  const seed = await page.evaluate(() => window.carcassonne.demoSeed);
  assert.equal(await page.evaluate(() => document.querySelector('#toolbar')), null);
  const state = await api(page, 'state');
  assert.equal(state.map, 'iberia');
  assert.deepEqual(state.players.map((p) => p.seat), ['easy', 'random'], 'every seat is a computer');
  assert.equal(state.ai_pace, 'fast', 'the demo pace');
  assert.equal(await api(page, 'aiPace', 'instant'), '');
  await page.waitForFunction(() => window.carcassonne.state().phase === 'over', null, { timeout: 60_000 });
  await page.waitForFunction((s) => window.carcassonne.demoSeed === s + 1, seed, { timeout: 60_000 });
  assert.equal((await api(page, 'state')).phase !== 'over', true, 'a new game started');
  assert.deepEqual(problems, []);
});
