// A record the engine rejects is shown, never played (issue 28): an embed whose record has an
// impossible move on line 5 shows the error in the page's language quoting the line, over the
// board of lines 1-4 (the replay viewer, no "Play from here"), with no demo, no computer moving
// and nothing written to storage; a full page opened by such a link shows the same and leaves the
// kept game as it was, which comes back when the viewer closes; the wiki's edit preview asks a
// hidden frame in check mode (`#embed&check`) and gets the line and the reason.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { encodeReadable } from '../../web/fragment.js';
import { saveScreenshot, startSession } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

// Line 5 places a tile nowhere near the board (B3); Petr is a computer seat, which must not play.
const kLines = ['game 1', 'players Jana Petr:easy', 'order free', 'Jana B-W -1,0 r0', 'Petr B-U 9,9 r0', 'Jana B-D 1,0 r0'];
const kRecord = kLines.join('\n') + '\n';
const kPrefix = kLines.slice(0, 4).join('\n') + '\n';
const kKept = 'game 1\nplayers Ana Ben\norder free\nAna B-W -1,0 r0\nBen B-D 1,0 r0\n';

// Waits `ms` of the page's own frames (requestAnimationFrame keeps running meanwhile).
const framesFor = (frame, ms) => frame.evaluate((wait) => new Promise((resolve) => {
  const end = performance.now() + wait;
  const tick = () => (performance.now() >= end ? resolve() : requestAnimationFrame(tick));
  requestAnimationFrame(tick);
}), ms);

// Czech messages hold no-break spaces after one-letter words: compared as spaces.
const plain = (value) => (typeof value === 'string' ? value.replace(/\u00a0/g, ' ') : value);
const storage = (frame) => frame.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

// What a fresh page shows for `record` started directly: moves, record and the board's tiles.
async function signatureOf(record) {
  const { page } = await session.open({ hash: '#lang=cs' });
  await page.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  const signature = await page.evaluate((r) => {
    const error = window.carcassonne.newGame(r);
    return { error, moves: window.carcassonne.moves(), record: window.carcassonne.record(), placed: window.carcassonne.state().placed };
  }, record);
  await page.close();
  return signature;
}

test('an embed whose record has a bad line 5 shows the error quoting it over the board of lines 1-4: no demo, no computer moving, nothing kept', async () => {
  const prefix = await signatureOf(kPrefix);
  assert.equal(prefix.error, '');
  const { page, problems } = await session.open({ url: session.url + 'embed-example.html', viewport: { width: 900, height: 700 } });
  await page.evaluate((src) => {
    window.received = [];
    window.addEventListener('message', (e) => { if (e.data?.carcassonne === 1) window.received.push(e.data); });
    document.body.innerHTML = `<pre id="events" hidden></pre><iframe id="game" src="${src}" style="display:block;border:0;width:640px;height:480px"></iframe>`;
  }, `${session.url}index.html#embed&record=${encodeReadable(kRecord)}&lang=cs`);
  const frame = await (await page.$('#game')).contentFrame();
  await frame.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });

  const notice = plain(await frame.locator('#replay-error').innerText());
  assert.match(notice, /^Řádek 5 záznamu, „Petr B-U 9,9 r0“, nelze zahrát: pole 9,9 nesousedí se? žádnou přiloženou kartičkou \(B3\)\. Herní plán ukazuje hru před tímto řádkem\./);
  const shown = await frame.evaluate(() => ({ moves: window.carcassonne.moves(), record: window.carcassonne.record(),
                                               placed: window.carcassonne.state().placed,
                                               names: window.carcassonne.state().players.map((p) => p.name),
                                               line: window.carcassonne.rejectedLine }));
  assert.deepEqual(shown, { moves: prefix.moves, record: prefix.record, placed: prefix.placed, names: ['Jana', 'Petr'], line: 5 },
                   'the board of lines 1-4, not a demo of other players');
  assert.equal(await frame.locator('#replay').isVisible(), true, 'the viewer shows the lines before the bad one');
  assert.equal(await frame.locator('#replay-play-here').isVisible(), false, 'a rejected record is not played on');
  const [error, board] = await frame.evaluate(() => [document.getElementById('replay-error').getBoundingClientRect().top,
                                                   window.carcassonne.screenOf(0, 0)[1]]);
  assert.ok(board + 20 < error, `the board's tiles (y ${board}) show above the error (y ${error})`);

  await framesFor(frame, 3000);
  assert.equal(await frame.evaluate(() => window.carcassonne.record()), prefix.record, 'the computer seat did not move in 3 s of frames');
  assert.deepEqual(await storage(frame), {}, 'nothing written to storage');
  await saveScreenshot(page, 'bad-record-embed-cs');
  assert.deepEqual(problems, []);
  await page.close();
});

test('an embed whose record is rejected at a header line shows the error alone: the set-up screen, no demo, no computer moving', async () => {
  const { page, problems } = await session.open({ url: session.url + 'embed-example.html' });
  await page.evaluate((src) => {
    document.body.innerHTML = `<pre id="events" hidden></pre><iframe id="game" src="${src}" style="display:block;border:0;width:640px;height:480px"></iframe>`;
  }, `${session.url}index.html#embed&record=${encodeReadable('game 1\nplayers Jana Petr:easy\ntiles base,moon\nJana B-W -1,0 r0\n')}&lang=cs`);
  const frame = await (await page.$('#game')).contentFrame();
  await frame.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  assert.match(plain(await frame.locator('#notice.error').innerText()), /^Odkaz nelze přečíst: řádek 3: tiles base,moon: neznámá sada kartiček „moon“/);
  await framesFor(frame, 2000);
  assert.equal(await frame.evaluate(() => window.carcassonne.view().setup), true, 'the set-up screen, not a demo game');
  assert.equal(await frame.evaluate(() => window.carcassonne.record()), '', 'no game started');
  assert.deepEqual(await storage(frame), {});
  assert.deepEqual(problems, []);
  await page.close();
});

test('a full page opened by a link whose record is rejected shows the error and the lines before it; the kept game stays and comes back on Close', async () => {
  const { page, problems } = await session.open({ hash: '#lang=en', viewport: { width: 1280, height: 800 } });
  await page.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  assert.equal(await page.evaluate((r) => window.carcassonne.newGame(r), kKept), '');
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  const keptGames = async () => Object.fromEntries(Object.entries(await storage(page)).filter(([k]) => k.startsWith('carcassonne-maps:')));
  const kept = await keptGames();
  assert.ok(kept['carcassonne-maps:game'].includes('Ben B-D 1,0 r0'), 'a kept game');

  await page.goto(`${session.url}#record=${encodeReadable(kRecord)}&lang=en`);
  await page.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  assert.match(await page.locator('#notice').innerText(), /^Line 5 of the record, “Petr B-U 9,9 r0”, cannot be played: .*\(B3\)\. The board shows the game before that line\./);
  assert.deepEqual(await page.evaluate(() => window.carcassonne.moves()), ['Jana B-W -1,0 r0']);
  await framesFor(page, 1500);
  assert.deepEqual(await page.evaluate(() => window.carcassonne.moves()), ['Jana B-W -1,0 r0'], 'no computer move');
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  assert.deepEqual(await keptGames(), kept, 'the kept game untouched, nothing set aside');
  await saveScreenshot(page, 'bad-record-full-en');

  await page.click('#replay-close');
  assert.deepEqual(await page.evaluate(() => window.carcassonne.moves()), ['Ana B-W -1,0 r0', 'Ben B-D 1,0 r0'], 'Close brings back the kept game');
  assert.deepEqual(problems, []);
  await page.close();
});

test('check mode answers the wiki preview with the bad line and its reason, and only to the page framing it', async () => {
  const { page, problems } = await session.open({ url: session.url + 'embed-example.html' });
  await page.evaluate((src) => {
    window.received = [];
    window.addEventListener('message', (e) => { if (e.data?.carcassonne === 1) window.received.push(e.data); });
    document.body.innerHTML = `<pre id="events" hidden></pre><iframe id="check" src="${src}" style="position:fixed;right:0;bottom:0;width:320px;height:240px;opacity:0;pointer-events:none;border:0"></iframe>`;
  }, `${session.url}index.html#embed&check&lang=cs`);
  await page.waitForFunction(() => window.received.some((m) => m.type === 'ready' && m.check === true), null, { timeout: 60_000 });
  const answers = await page.evaluate(async (fragments) => {
    const frame = document.getElementById('check').contentWindow;
    fragments.forEach((fragment, id) => frame.postMessage({ carcassonne: 1, command: 'check', id, fragment }, '*'));
    frame.postMessage({ carcassonne: 1, command: 'newGame', id: 9, record: 'game 1\nplayers A B\n' }, '*');
    await new Promise((resolve) => {
      const done = () => (window.received.filter((m) => m.type === 'checked').length >= fragments.length ? resolve() : setTimeout(done, 50));
      done();
    });
    await new Promise((r) => setTimeout(r, 300));
    return window.received.filter((m) => m.type === 'checked' || m.type === 'reply').sort((a, b) => a.id - b.id)
      .map((m) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\u00a0/g, ' ') : v])));
  }, [`embed&record=${encodeReadable(kRecord)}&lang=cs`, `embed&record=${encodeReadable(kPrefix)}&lang=cs`,
      'embed&map=taiwan&players=Ana,Ben&lang=cs', 'embed&map=taiwan&seed=12&tilecount=0&lang=cs', 'embed&example=no-such&lang=cs']);
  assert.equal(answers.length, 5, 'a newGame command is not taken in check mode');
  // The engine's reason in its own Czech words (error.square_alone).
  const { why, error, ...where } = answers[0];
  assert.deepEqual(where, { carcassonne: 1, type: 'checked', id: 0, line: 5, text: 'Petr B-U 9,9 r0' });
  assert.match(why, /^pole 9,9 nesousedí se? žádnou přiloženou kartičkou \(B3\)$/);
  assert.equal(error, `řádek 5: Petr B-U 9,9 r0: ${why}`);
  assert.deepEqual([answers[1].error, answers[2].error], ['', '']);
  assert.match(answers[3].error, /tilecount/);
  assert.match(answers[4].error, /^Příklad no-such nelze zobrazit/);
  const frame = await (await page.$('#check')).contentFrame();
  assert.deepEqual(await storage(frame), {}, 'nothing written to storage');
  assert.deepEqual(problems, []);
  await page.close();
});
