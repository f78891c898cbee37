// The replay viewer: a record link with `step` opens it; buttons, ←/→, Home/End, the slider and
// autoplay step through the record; `# say LANG:` lines are captions at their step (`# say cs:` in
// Czech); every shipped example opens by its link with captions.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, saveScreenshot, startSession, waitForGame } from './harness.mjs';
import { encodeReadable } from '../../web/fragment.js';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kRecord = `game 1
players Red Blue
order free
start B-D 0,0 r0
# say en: The start tile lies in the middle.
Red  B-W -1,0 r0
# say en: Red lays a curve west of the start.
# say cs: Červený přiloží zatáčku na západ.
Red  B-U 1,0 r0 meeple E2
# say en: Red stands a thief on the road.
Blue B-W 2,0 r0
# say en: Blue closes the road: Red scores it.
`;

async function openShell(fragment) {
  const opened = await session.open({ url: session.url + fragment });
  await waitForGame(opened.page);
  await opened.page.waitForFunction(() => window.carcassonne.shellReady === true);
  return opened;
}

const caption = (page) => page.evaluate(() => {
  const el = document.getElementById('caption');
  return el.hidden ? '' : el.textContent;
});
const step = (page) => page.evaluate(() => window.carcassonne.replayStep);

test('stepping through a record with captions: buttons, keys, slider', async () => {
  const { page, problems } = await openShell(`#record=${encodeReadable(kRecord)}&step=1`);
  assert.equal(await step(page), 1);
  assert.equal(await caption(page), 'Red lays a curve west of the start.');
  assert.equal((await api(page, 'state')).turns, 1);
  await page.click('#replay-forward');
  assert.equal(await step(page), 2);
  assert.equal(await caption(page), 'Red stands a thief on the road.');
  await page.keyboard.press('ArrowRight');
  assert.equal(await caption(page), 'Blue closes the road: Red scores it.');
  assert.equal((await api(page, 'state')).players[0].score, 4, 'the engine scored the closed road for Red');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await step(page), 2);
  assert.equal((await api(page, 'state')).players[0].score, 0);
  await page.keyboard.press('Home');
  assert.equal(await caption(page), 'The start tile lies in the middle.');
  await page.click('#replay-end');
  assert.equal(await step(page), 3);
  await page.$eval('#replay-slider', (s) => { s.value = '1'; s.dispatchEvent(new Event('input')); });
  assert.equal(await step(page), 1);
  assert.match(await page.textContent('#replay-step'), /Step 1 of 3/);
  await saveScreenshot(page, 'replay-caption');
  assert.deepEqual(problems, []);
});

test('captions in Czech with lang=cs; autoplay runs to the end', async () => {
  const { page, problems } = await openShell(`#record=${encodeReadable(kRecord)}&step=1&lang=cs`);
  assert.equal(await caption(page), 'Červený přiloží zatáčku na západ.');
  await page.selectOption('#replay-speed', '500');
  await page.click('#replay-play');
  await page.waitForFunction(() => window.carcassonne.replayStep === 3, null, { timeout: 10_000 });
  assert.deepEqual(problems, []);
});

for (const name of ['taiwan-large-city', 'taiwan-ferry', 'iberia-cache', 'taiwan-upgrade', 'porxada-swap',
                    'gingerbread-man']) {
  test(`the example ${name} opens by its link, with its Czech captions`, async () => {
    for (const lang of ['cs']) {
      const { page, problems } = await openShell(`#example=${name}&lang=${lang}`);
      assert.equal(await page.$('#notice.error'), null, 'no error');
      const total = await page.evaluate(() => Number(document.getElementById('replay-slider').max));
      assert.ok(total > 0);
      const captions = [];
      for (let s = 0; s <= total; ++s) {
        await page.evaluate((s) => window.carcassonne.replayStepTo(s), s);
        captions.push(await caption(page));
      }
      assert.ok(captions.filter((c) => c !== '').length >= 2, `${name} (${lang}) has captions`);
      if (lang === 'cs') assert.ok(captions.some((c) => /[áčďéěíňóřšťúůýž]/i.test(c)), 'Czech words');
      await saveScreenshot(page, `example-${name}-${lang}`);
      assert.deepEqual(problems, []);
      await page.close();
    }
  });
}

const kKeptKey = 'carcassonne-maps:game';
const kept = (page) => page.evaluate((key) => localStorage.getItem(key), kKeptKey);
const movesOf = (page) => api(page, 'moves');
const frames = (page, n = 3) => page.evaluate((n) => new Promise((resolve) => {
  const next = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
  window.carcassonne.wake();
  next(n);
}), n);

// A Taiwan game of 12 choices with its last turn undone (so there is something to redo).
// The game windows (panels) the replay viewer lies over.
const coveredWindows = (page) => page.evaluate(() => {
  const box = document.getElementById('replay').getBoundingClientRect();
  return window.carcassonne.windows()
    .filter((w) => w.x < box.right && w.x + w.w > box.left && w.y < box.bottom && w.y + w.h > box.top)
    .map((w) => w.name);
});

async function playedGame() {
  const opened = await openShell('');
  const { page } = opened;
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nmap taiwan\nchips on\nseed 3\n'), '');
  for (let i = 0; i < 12; ++i) assert.equal(await api(page, 'choose', 0), '');
  await frames(page);
  await page.click('#undo');
  await frames(page);
  assert.ok((await movesOf(page)).length >= 4, 'a few turns were played');
  return opened;
}

test('the toolbar Replay button opens the game at its end; Start and Back step it; nothing is saved meanwhile', async () => {
  const { page, problems } = await playedGame();
  const whole = await movesOf(page);
  const saved = await kept(page);
  assert.ok(saved && JSON.parse(saved).redo.length === 1, 'the game and its redo list are kept');
  await page.click('#replay-open');
  assert.equal(await step(page), whole.length, 'the viewer opens at the end of the game');
  assert.deepEqual(await movesOf(page), whole);
  await page.click('#replay-start');
  assert.equal(await step(page), 0);
  assert.deepEqual(await movesOf(page), []);
  await page.click('#replay-back');
  assert.equal(await step(page), 0, 'Back at the start stays there');
  await page.click('#replay-end');
  await page.click('#replay-back');
  await page.click('#replay-back');
  assert.equal(await step(page), whole.length - 2);
  assert.deepEqual(await movesOf(page), whole.slice(0, -2), 'Back replays one move line less each time');
  await frames(page);
  assert.equal(await kept(page), saved, 'the kept game is untouched by the steps shown');
  assert.deepEqual(await coveredWindows(page), [], 'the viewer covers no game window (1024x640: the log is at the bottom right)');
  await saveScreenshot(page, 'replay-toolbar');

  // A reload with the viewer open on an early step resumes the whole game.
  await page.click('#replay-start');
  await frames(page);
  await page.reload();
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  assert.deepEqual(await movesOf(page), whole, 'the whole game is resumed');
  assert.equal(await page.isVisible('#replay'), false);
  await page.click('#redo');
  await frames(page);
  assert.equal((await movesOf(page)).length, whole.length + 1, 'the redo list survived the replay');
  assert.deepEqual(problems, []);
});

test('closing the replay (✕ or Esc) brings the game back with its redo list; a move on the board plays on and keeps the whole game', async () => {
  const { page, problems } = await playedGame();
  const whole = await movesOf(page);
  const state = await api(page, 'state');
  for (const close of [() => page.click('#replay-close'), () => page.keyboard.press('Escape')]) {
    await page.click('#replay-open');
    await page.click('#replay-start');
    await page.click('#replay-forward');
    assert.equal(await step(page), 1);
    await close();
    assert.equal(await page.isVisible('#replay'), false, 'the viewer is closed');
    assert.deepEqual(await movesOf(page), whole, 'the whole game is back');
    assert.deepEqual(await api(page, 'state'), state);
  }
  await frames(page);
  const saved = JSON.parse(await kept(page));
  assert.equal(saved.redo.length, 1, 'the redo list is kept');

  // Play on from step 2: the game goes on from there; the whole game is set aside and offered.
  await page.click('#replay-open');
  await page.click('#replay-start');
  await page.click('#replay-forward');
  await page.click('#replay-forward');
  assert.equal(await api(page, 'choose', 0), '');
  await frames(page);
  assert.equal(await page.isVisible('#replay'), false, 'a move leaves the viewer');
  const line = await movesOf(page);
  assert.deepEqual(line.slice(0, 2), whole.slice(0, 2), 'the game goes on from step 2');
  assert.ok(line.length <= 3 && (await api(page, 'state')).turns <= 3);
  assert.match(await page.textContent('#notice'), /You play on from the step shown\. The whole game \(Red, Blue\) is kept\./);
  assert.equal(JSON.parse(await kept(page)).record, (await api(page, 'resumePoint')).record, 'the new line is kept');
  await page.click('#back-to-previous');
  await frames(page);
  assert.deepEqual(await movesOf(page), whole, 'Back to it: the whole game again');
  await page.reload();
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  assert.deepEqual(await movesOf(page), whole, 'and it is the kept game');
  assert.deepEqual(problems, []);
});

test('#> sentences are captions where a step has no # say line, in every language', async () => {
  const record = `game 1
players Red Blue
order free
start B-D 0,0 r0
Red  B-W -1,0 r0
#> Red has 0 points
Red  B-U 1,0 r0 meeple E2
Blue B-W 2,0 r0
# say en: Blue closes the road.
#> Red has 4 points
`;
  const notes = (page) => api(page, 'notes', record);
  const said = { en: 'Red has 0 points', cs: 'Červený má 0 bodů' };  // in the page's language (src/app/words/result_text.cpp)
  for (const lang of ['en', 'cs']) {
    const { page, problems } = await openShell(`#record=${encodeReadable(record)}&step=1&lang=${lang}`);
    assert.equal(await caption(page), said[lang], `${lang}: the sentence of a step without # say`);
    assert.equal(await page.$eval('#caption p', (p) => p.className), 'result', 'shown as a stated result');
    await page.click('#replay-forward');
    assert.equal(await caption(page), '', 'step 2 has no note');
    await page.click('#replay-end');
    assert.equal(await caption(page), 'Blue closes the road.', `${lang}: the # say line wins over the #> sentence`);
    assert.equal((await notes(page)).filter((n) => !n.say).length, 2);
    assert.deepEqual(problems, []);
    await page.close();
  }
});
