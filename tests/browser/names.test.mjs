// Player names in the page (docs/records.md "Player names"): a link whose names hold a right-to-left
// override, a bell or an escape falls back to the set-up screen with the engine's message, which
// names the character's position and code point and shows it escaped, never raw (a raw U+202E
// would reverse the sentence in the live region); Czech names still load.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

async function openShell(fragment) {
  const opened = await session.open({ url: session.url + fragment });
  await waitForGame(opened.page);
  await opened.page.waitForFunction(() => window.carcassonne.shellReady === true);
  return opened;
}

// Every refused character of a name (docs/records.md "Player names"), none left raw.
const kRefused = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

test('a link with an override, a bell or an escape in a name shows the engine\'s message, the character escaped', async () => {
  for (const [fragment, words] of [
    ['#players=Ana,Be%E2%80%AEn', /player name 'Be\\u202En': character 3 is U\+202E, which a name may not hold/],
    ['#players=Ana%07,Ben', /player name 'Ana\\x07': character 4 is U\+0007/],
    ['#players=%1B%5B31mAna,Ben', /character 1 is U\+001B/],
    ['#lang=cs&players=Ana,Be%E2%80%AEn', /jméno hráče „Be\\u202En“: 3\. znak je U\+202E a\u00a0ten jméno obsahovat nesmí/],
  ]) {
    const { page, problems } = await openShell(fragment);
    await page.waitForSelector('#notice.error');
    const notice = await page.textContent('#notice');
    assert.match(notice, words, fragment);
    assert.doesNotMatch(notice, kRefused, `${fragment}: no refused character reaches the page's text`);
    assert.equal((await api(page, 'view')).setup, true, `${fragment}: the set-up screen`);
    await saveScreenshot(page, 'names-refused-link');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the page API refuses the same names and still loads Czech, Greek and Hebrew ones', async () => {
  const { page, problems } = await openShell('');
  const refused = await api(page, 'newGame', 'game 1\nplayers Ana B\u2066en\n');
  assert.match(refused, /line 2: players Ana B\\u2066en: player name 'B\\u2066en': character 2 is U\+2066/);
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Šárka Ζωή אביגיל\nseed 3\n'), '');
  assert.deepEqual((await api(page, 'state')).players.map((p) => p.name), ['Šárka', 'Ζωή', 'אביגיל']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a NUL in a link\'s name is refused, not cut: the notice names the character and where it is', async () => {
  const { page } = await openShell('#players=Ana,Ben%00x&seed=3');
  await page.waitForSelector('#notice.error', { timeout: 5000 });
  assert.match(await page.textContent('#notice'), /a NUL character \(U\+0000\) at character \d+/);
  await page.close();
});
