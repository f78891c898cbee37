// The page in Czech: chosen by #lang=cs or the browser's language, remembered across visits,
// switchable while playing; a few turns played by clicks with the panels and log in Czech, and
// player names with letters beyond Latin-1 (Šárka, Łukasz, Zoë).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, clickAt, clickWidget, findWidget, nextFrame, playRandomly, saveScreenshot, startSession, waitForGame } from './harness.mjs';

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
  await clickWidget(page, 'Vlastní hra');
  await findWidget(page, 'Mapové žetony');
  await findWidget(page, 'Pravidla rozšíření Kupci a\u00a0stavitelé (zboží, stavitel, prasátko)');
  await saveScreenshot(page, 'czech-setup');
  await clickWidget(page, 'Začít hru');
  await nextFrame(page);
  assert.deepEqual((await api(page, 'state')).players.map((p) => p.name), ['Červený', 'Modrý']);
  for (let turn = 0; turn < 4; ++turn) await playTurnByClicks(page, 'Bez figurky', 'Tah');
  const log = await api(page, 'log');
  assert.equal(log[0], 'Nová hra: Taiwan');
  // Tiles by what is on them ("kartičku s městem a cestou"), no codes or squares.
  assert.ok(log.some((line) => /^Červený přiloží kartičku (s|se|jen s)[\u00a0 ][a-zěščřžýáíéůú\u00a0 ]+$/.test(line)), log.join('\n'));
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
  await findWidget(page, 'Hrát proti počítači');
  assert.equal(await api(page, 'setLanguage', 'en'), 'en');
  await nextFrame(page);
  await findWidget(page, 'Play against the computer');
  await page.reload();
  await waitForGame(page);
  await nextFrame(page);
  await findWidget(page, 'Play against the computer');
  assert.equal(await page.evaluate(() => window.carcassonne.language), 'en');
  // A link's lang=cs over the stored English: the page chooses once, the game's preferences say
  // what it shows, and opening the link saves nothing (the stored choice stays English).
  await page.goto('about:blank');
  await page.goto(`${session.url}#lang=cs`);
  await waitForGame(page);
  await nextFrame(page);
  await findWidget(page, 'Hrát proti počítači');
  assert.equal((await api(page, 'preferences')).language, 'cs');
  assert.equal(await page.evaluate(() => localStorage.getItem('carcassonne.lang')), 'en');
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

test('a finished game opened or relabelled in Czech says its final scoring in Czech; page errors are Czech too', async () => {
  const { page, problems } = await session.open({ viewport: kViewport, hash: '#lang=en' });
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', 'players Ana Ben\nmap taiwan\nchips on\nseed 4\ntilecount 12\n'), '');
  assert.equal((await playRandomly(page, { seed: 2 })).phase, 'over');
  assert.ok((await api(page, 'log')).includes('Final scoring'));
  const record = await api(page, 'record');
  assert.match(record, /^end$/m, 'the record ends with its end line');
  // A language switch relabels the log by replaying the record; a loaded record is labelled so.
  assert.equal(await api(page, 'setLanguage', 'cs'), 'cs');
  const relabelled = await api(page, 'log');
  assert.ok(relabelled.includes('Závěrečné vyhodnocení'), relabelled.join('\n'));
  assert.ok(!relabelled.some((line) => /Final scoring|scored|placed/.test(line)), relabelled.join('\n'));
  assert.equal(await api(page, 'newGame', record), '');
  assert.ok((await api(page, 'log')).includes('Závěrečné vyhodnocení'));
  // What the page API answers reaches players in notices (undo, a resumed game): in Czech.
  assert.match(await api(page, 'aiMove', 5), /^hra skončila$/);
  assert.match(await api(page, 'takeBack'), /^v\u00a0tomto tahu není co vzít zpět$/);
  assert.match(await api(page, 'aiPace', 'sloth'), /^neznámé tempo 'sloth'/);
  // The engine's errors come as keys: the line, the record line and the nested reasons all in Czech.
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Ana Ben:mcts:0\n'),
               "řádek 2: players Ana Ben:mcts:0: hráč „Ben:mcts:0“: úroveň počítače 'mcts:0': napište mcts:N, kde N je od 1 do 10\u00a0000\u00a0000");
  assert.equal(await api(page, 'newGame', 'players Ana Ben\nseed 4\n'), '');
  assert.equal(await api(page, 'play', 'Ana B-Z 0,-1 r0'), 'neznámá kartička „B-Z“');
  assert.match(await api(page, 'choose', 999), /^volba 999 neexistuje \(počet možností: \d+\)$/);
  assert.deepEqual(problems, []);
});

test('names in Latin with every extension, Greek and Cyrillic are drawn with their own letters, never the ? fallback', async () => {
  const names = ['Șerban', 'Ελένη', 'Дмитрий', 'Nguyễn', 'Łukasz', 'Ơn'];
  const { page, problems } = await session.open({ viewport: kViewport, hash: '#lang=cs' });
  // The names' scripts are a font file of their own (ui-names.ttf), fetched when a name needs them.
  const fetched = [];
  page.on('request', (request) => { if (request.url().endsWith('/ui-names.ttf')) fetched.push(request.url()); });
  const drawn = (text) => page.waitForFunction((t) => window.carcassonne.fontCheck(t).missing === '', text, { polling: 50 });
  await waitForGame(page);
  await nextFrame(page);
  const start = await api(page, 'fontCheck', names.join(''));
  assert.ok(start.missing.includes('Д'), 'Cyrillic is not rasterised before a name needs it');
  assert.equal((await api(page, 'fontCheck', 'Šárka Žluťoučký kůň')).missing, '', 'Czech is there from the start');
  assert.deepEqual(fetched, [], 'the first screen does not fetch the names\' scripts');
  // A Cyrillic name typed into the set-up form's first name.
  await clickWidget(page, 'Vlastní hra');
  const [first] = (await api(page, 'widgets')).filter((w) => w.id === '##name');
  await clickAt(page, first.x + first.w / 2, first.y + first.h / 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Дмитрий');
  await page.keyboard.press('Enter');
  await drawn('Дмитрий');
  assert.equal(fetched.length, 1, 'the names\' scripts were fetched once');
  await nextFrame(page);
  await saveScreenshot(page, 'font-names-typed');
  // Names of a link: the file already here, every letter joins the atlas.
  assert.equal(await api(page, 'newGame', `players ${names.join(' ')}\nmap taiwan\nchips on\nseed 3\n`), '');
  await drawn(names.join(''));
  const after = await api(page, 'fontCheck', names.join(''));
  assert.ok(after.glyphs > start.glyphs, `the atlas grew by the names' letters (${start.glyphs} -> ${after.glyphs})`);
  assert.equal(fetched.length, 1, 'and not again');
  assert.equal((await api(page, 'fontCheck', '☃')).missing, '☃', 'the check does see a letter the font lacks');
  assert.deepEqual((await api(page, 'state')).players.map((p) => p.name), names);
  await nextFrame(page);
  await saveScreenshot(page, 'font-names-desktop');
  assert.deepEqual(problems, []);
});

test('?lang=cs in the query chooses Czech (the fragment wins over it); the title and the overlay come from the catalogues', async () => {
  const { page, problems } = await session.open({ viewport: kViewport, url: `${session.url}?lang=cs` });
  await waitForGame(page);
  assert.equal(await page.evaluate(() => window.carcassonne.language), 'cs');
  assert.equal(await page.title(), 'Carcassonne: Mapy');
  assert.equal(await page.textContent('#overlay h1'), 'Carcassonne: Mapy');
  await page.goto(`${session.url}?lang=cs#lang=en`);
  await waitForGame(page);
  assert.equal(await page.evaluate(() => window.carcassonne.language), 'en', 'the fragment wins');
  assert.equal(await page.title(), 'Carcassonne Maps');
  // Before the wasm arrives the overlay already speaks the page's language (words.js).
  const { page: slow } = await session.open({ viewport: kViewport, url: `${session.url}?lang=cs`, block: ['carc.wasm'] });
  await slow.waitForFunction(() => window.carcassonne?.error, null, { timeout: 30_000 });
  assert.match(await slow.textContent('#status'), /^Hru „Carcassonne: Mapy“ nelze spustit: /);
  await slow.close();
  assert.deepEqual(problems, []);
});

test('Czech log lines read naturally: figures declined in lower case, chips in brackets', async () => {
  const { page, problems } = await session.open({ viewport: kViewport, hash: '#lang=cs' });
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', 'players Ana Ben\nmap taiwan\ntiles base,ic,tb\nrules ic,tb\nchips on\nseed 8\n'), '');
  assert.ok((await playRandomly(page, { seed: 4, phase: 'deploy', offer: 'Velký družiník:' })).reached);
  const index = (await api(page, 'choices')).findIndex((c) => c.startsWith('Velký družiník:'));
  assert.equal(await api(page, 'choose', index), '');
  assert.match((await api(page, 'log')).at(-1), /^(Ana|Ben) umístí velkého družiníka (do města|na cestu|na louku|do kláštera)$/);
  await playRandomly(page, { seed: 5 });
  const log = await api(page, 'log');
  assert.ok(log.some((line) => / si vezme žeton \((oranžový|modrý|fialový) [12]\) a\u00a0získá /.test(line)), log.join('\n'));
  assert.ok(!log.some((line) => /figurku|Družiník|Stavitel|Prasátko/.test(line)), 'no capitalised figure mid-sentence');
  assert.deepEqual(problems, []);
});
