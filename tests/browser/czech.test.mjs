// The page in Czech: chosen by #lang=cs or the browser's language, remembered across visits,
// switchable while playing; a few turns played by clicks with the panels and log in Czech, and
// player names with letters beyond Latin-1 (Šárka, Łukasz, Zoë).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, clickAt, clickWidget, findWidget, nextFrame, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kViewport = { width: 1280, height: 800 };

// One turn by clicks: the first highlighted square, then the no-figure button of the turn panel.
async function playTurnByClicks(page, noFigure, turnWindow) {
  const before = await api(page, 'state');
  const [square] = await api(page, 'targets');
  await clickAt(page, square.x, square.y);
  await nextFrame(page);
  assert.equal((await api(page, 'state')).placed, before.placed + 1, `the click on ${square.label} placed the tile`);
  if ((await api(page, 'state')).phase === 'deploy') await clickWidget(page, noFigure, { inWindow: turnWindow });
  await nextFrame(page);
}

test('#lang=cs shows the set-up screen, the turn panel and the log in Czech for a few turns', async () => {
  const { page, problems } = await session.open({ viewport: kViewport, hash: '#lang=cs' });
  await waitForGame(page);
  await nextFrame(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'cs');
  assert.equal((await findWidget(page, 'Jazyk')).window, 'Nová hra');
  await findWidget(page, 'Mapové žetony');
  await findWidget(page, 'Pravidla Kupců a stavitelů (zboží, stavitel, prasátko)');
  await saveScreenshot(page, 'czech-setup');
  await clickWidget(page, 'Začít hru');
  await nextFrame(page);
  assert.deepEqual((await api(page, 'state')).players.map((p) => p.name), ['Červený', 'Modrý']);
  for (let turn = 0; turn < 4; ++turn) await playTurnByClicks(page, 'Bez figurky', 'Tah');
  const log = await api(page, 'log');
  assert.equal(log[0], 'Nová hra: Taiwan');
  assert.ok(log.some((line) => /^Červený přiloží \S+ na -?\d+,-?\d+$/.test(line)), log.join('\n'));
  const windows = (await api(page, 'windows')).map((w) => w.name);
  for (const name of ['Hráči', 'Tah', 'Průběh hry']) assert.ok(windows.includes(name), `${name} in ${windows}`);
  await findWidget(page, 'Zbývající kartičky (T)', { inWindow: 'Hráči' });
  await saveScreenshot(page, 'czech-game');
  // The page shell's toolbar speaks Czech too, and follows a switch to English at once.
  await page.waitForFunction(() => window.carcassonne.shellReady);
  assert.match(await page.getAttribute('#undo', 'title'), /^Zpět: na začátek vašeho předchozího tahu/);
  assert.match(await page.getAttribute('#share', 'aria-label'), /^Sdílet/);
  await api(page, 'setLanguage', 'en');
  assert.match(await page.getAttribute('#undo', 'title'), /^Undo: back to the start/);
  assert.deepEqual(problems, []);
});

test('the browser language chooses Czech; a switch to English is remembered over it after a reload', async () => {
  const { page, problems } = await session.open({ viewport: kViewport, locale: 'cs-CZ' });
  await waitForGame(page);
  await nextFrame(page);
  await findWidget(page, 'Začít hru');
  assert.equal(await api(page, 'setLanguage', 'en'), 'en');
  await nextFrame(page);
  await findWidget(page, 'Start the game');
  await page.reload();
  await waitForGame(page);
  await nextFrame(page);
  await findWidget(page, 'Start the game');
  assert.equal(await page.evaluate(() => window.carcassonne.language), 'en');
  assert.deepEqual(problems, []);
});

test('switching the language during a game rewrites the log and the buttons', async () => {
  const { page, problems } = await session.open({ viewport: kViewport, hash: '#lang=en' });
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', 'players Šárka Łukasz Zoë\nmap iberia\ntiles base,ic,tb\nchips on\nseed 5\n'), '');
  await nextFrame(page);
  await playTurnByClicks(page, 'No figure', 'Turn');
  const english = await api(page, 'log');
  assert.ok(english.some((line) => line.startsWith('Šárka placed ')), english.join('\n'));
  await findWidget(page, 'Language', { inWindow: 'Players' });  // the switch in the game
  assert.equal(await api(page, 'setLanguage', 'cs'), 'cs');
  await nextFrame(page);
  await findWidget(page, 'Jazyk', { inWindow: 'Hráči' });
  const czech = await api(page, 'log');
  assert.equal(czech.length, english.length);
  assert.ok(czech.some((line) => line.startsWith('Šárka přiloží ')), czech.join('\n'));
  assert.deepEqual((await api(page, 'state')).players.map((p) => p.name), ['Šárka', 'Łukasz', 'Zoë']);
  await saveScreenshot(page, 'czech-unicode-names');
  assert.deepEqual(problems, []);
});
