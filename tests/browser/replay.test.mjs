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
