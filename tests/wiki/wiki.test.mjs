// The CarcassonneMaps extension in a real MediaWiki 1.39 (tests/wiki/make-wiki.sh: SQLite, Czech,
// `php -S` on a loopback port) framing the built game (build/web/page, web/server.mjs on another
// port), driven in Chromium: placeholders ask nothing of the game's server until Play (an
// example's picture comes from the wiki, a computer seat is marked); Play loads
// the frame (sandboxed, lazy, titled) with Czech captions; the wheel and a swipe over an untouched
// frame scroll the wiki page; three loaded embeds idle at ~0 frames; hostile tags give error boxes
// and no frame, a tag with two errors both in one box; Play moves no text under an embed; a
// placeholder written by hand never becomes a frame; a page of another site that frames an article
// cannot command its game; size messages set the frame's height; a record the game rejects
// becomes an error box naming the tag's line in the edit preview (the game checks it in a hidden
// frame) and, saved, a frame with the error over the board of the lines before it. Screenshots:
// build/artifacts/wiki-*.png.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { artifactDir, repo, saveScreenshot, startSession, swipe } from '../browser/harness.mjs';

const kMediaWiki = path.join(repo, 'build/wiki/mw/usr/share/mediawiki');
const kSandbox = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
let session;
let wiki;  // { url, process }

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startWiki(gameUrl) {
  const port = await freePort();
  const made = spawnSync('bash', [path.join(repo, 'tests/wiki/make-wiki.sh'), String(port), gameUrl], { encoding: 'utf8' });
  assert.equal(made.status, 0, `make-wiki.sh failed:\n${made.stdout}\n${made.stderr}`);
  const env = { ...process.env, MW_CONFIG_FILE: path.join(repo, 'build/wiki/site/LocalSettings.php') };
  delete env.PHP_CLI_SERVER_WORKERS;  // one process: killing it stops the server
  const child = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', kMediaWiki, path.join(kMediaWiki, 'maintenance/dev/includes/router.php')],
                      { env, stdio: ['ignore', 'ignore', 'pipe'] });
  // NOTE: `php -S` writes a line to stderr for every connection: unread, the pipe fills up after a
  // few hundred requests and the server stops answering. Its last lines are kept for failures.
  let log = '';
  child.stderr.on('data', (chunk) => { log = (log + chunk).slice(-4000); });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; ++i) {
    try {
      if ((await fetch(url + 'index.php')).ok) return { url, process: child, log: () => log };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the wiki did not answer on ' + url);
}

before(async () => {
  session = await startSession();
  wiki = await startWiki(session.url);
});
after(async () => {
  wiki?.process.kill();
  await session?.close();
});

// A wiki page in a new browser page, with every request to the game's server, console errors and
// page errors recorded from the start.
// `skin`: 'minerva' for phones (the wiki's mobile skin), else the default (Vector).
// `action`: 'edit' opens the page's edit form.
async function openWiki(title, { viewport = { width: 1280, height: 800 }, hasTouch = false, isMobile = false, skin = null, action = null } = {}) {
  const page = await session.browser.newPage({ viewport, hasTouch, isMobile, locale: 'cs-CZ', serviceWorkers: 'block' });
  const gameRequests = [];
  const requests = [];  // every address the page asked for
  const problems = [];
  page.on('request', (request) => {
    requests.push(request.url());
    if (request.url().startsWith(session.url)) gameRequests.push(request.url());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => { if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) problems.push(`console error: ${message.text()}`); });
  page.on('response', (response) => { if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`); });
  page.on('dialog', (dialog) => { problems.push(`dialog: ${dialog.message()}`); dialog.dismiss(); });
  await page.goto(`${wiki.url}index.php?title=${encodeURIComponent(title.replace(/ /g, '_'))}${skin ? `&useskin=${skin}` : ''}${action ? `&action=${action}` : ''}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  return { page, gameRequests, requests, problems };
}

// Waits until the module has wired every Play button of the page.
async function waitForPlaceholders(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('.ext-carcassonne-play[data-carcassonne-ready]').length === n, count);
}

// Clicks Play of the `index`th embed (tap with touch); resolves to the game's frame once its page is up.
async function play(page, index, { tap = false } = {}) {
  const button = page.locator('.ext-carcassonne-play').nth(0);
  const boxes = page.locator('.ext-carcassonne');
  const box = boxes.nth(index);
  await box.scrollIntoViewIfNeeded();
  const target = box.locator('.ext-carcassonne-play');
  if (tap) await target.tap();
  else await target.click();
  assert.ok(button);
  const iframe = box.locator('iframe');
  await iframe.waitFor();
  const frame = await (await iframe.elementHandle()).contentFrame();
  await frame.waitForFunction(() => window.carcassonne?.shellReady === true || !!window.carcassonne?.error, null, { timeout: 60_000 });
  assert.equal(await frame.evaluate(() => window.carcassonne.error), null, 'the game started in the frame');
  return { box, iframe, frame };
}

// Waits until the game in `frame` has paused its frame loop: its camera has settled after the
// frame's size message and the caption's height (a few frames, more on a loaded machine), so a
// view read now changes only by input. A fixed wait once read a camera still fitting (zoom 53 -> 58).
async function settled(frame) {
  await frame.waitForFunction(() => window.carcassonne.frameStats(false).paused === true, null,
                              { polling: 100, timeout: 30_000 });
}

// Waits (up to 10 s) until `condition()` holds in this process; fails naming `what`.
async function until(condition, what) {
  for (let i = 0; i < 100 && !condition(); ++i) await new Promise((r) => setTimeout(r, 100));
  assert.ok(condition(), what);
}

test('a Czech map-chips page: no request to the game before Play; Play loads the example in a sandboxed frame with Czech captions', async () => {
  const { page, gameRequests, requests, problems } = await openWiki('Mapové žetony');
  await waitForPlaceholders(page, 3);
  await page.waitForTimeout(500);
  assert.deepEqual(gameRequests, [], 'nothing asked of the game server before a click');
  const pictures = requests.filter((u) => /\.webp$/.test(u)).map((u) => u.replace(/\.[0-9a-f]{12}\.webp$/, ''));
  assert.deepEqual(pictures, ['iberia-cache.cs', 'taiwan-large-city.cs'].map((f) => `${wiki.url}extensions/CarcassonneMaps/pictures/${f}`),
                   'the examples\' pictures come from the wiki');
  assert.equal(await page.locator('iframe').count(), 0);
  const headings = await page.locator('.ext-carcassonne-heading').allTextContents();
  assert.deepEqual(headings, ['Příklad pravidla · Mapa: Pyrenejský poloostrov', 'Příklad pravidla · Mapa: Taiwan',
                              'Hra · Mapa: Taiwan · s\u00a0mapovými žetony']);
  assert.deepEqual(await page.locator('.ext-carcassonne').nth(2).locator('.ext-carcassonne-seat').allTextContents(),
                   ['Šárka', 'Ben (počítač)']);
  assert.deepEqual(await page.locator('.ext-carcassonne-play').allTextContents(), ['Spustit', 'Spustit', 'Spustit']);
  await saveScreenshot(page, 'wiki-cs-1280-before');

  const { box, iframe, frame } = await play(page, 0);
  assert.ok(gameRequests.some((u) => u.endsWith('.wasm')), 'the click loaded the game');
  assert.equal(await page.locator('iframe').count(), 1, 'the other embeds stay placeholders');
  assert.equal(await iframe.getAttribute('sandbox'), kSandbox);
  assert.equal(await iframe.getAttribute('loading'), 'lazy');
  assert.equal(await iframe.getAttribute('allow'), null);
  assert.equal(await iframe.getAttribute('title'), 'Carcassonne: Příklad pravidla · Mapa: Pyrenejský poloostrov');
  assert.equal(await iframe.getAttribute('src'), `${session.url}#embed&example=iberia-cache&step=0&lang=cs`);

  // The example's Czech captions at its first step, as the reader steps forward (C4, IB2–IB6).
  await box.evaluate((element) => element.scrollIntoView({ block: 'end' }));  // the viewer's bar is at the frame's bottom
  await frame.click('#replay-forward');
  await frame.waitForFunction(() => window.carcassonne.replayStep === 1);
  const caption = await frame.locator('#caption').innerText();
  const expected = await frame.evaluate(() => window.carcassonne.example('iberia-cache', 'cs').captions
    .filter((c) => c.move === 1).map((c) => c.text));
  assert.ok(expected.length > 0);
  assert.equal(caption.trim(), expected.join('\n\n').trim());
  assert.match(caption, /Červený položí kartičku na pole se žetonem/);
  await page.waitForTimeout(300);  // a size message after the longer caption
  await box.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await saveScreenshot(page, 'wiki-cs-1280-after');

  // The "open the full game" link opens an ordinary tab: outside the sandbox (alert works there).
  await box.evaluate((element) => element.scrollIntoView({ block: 'start' }));  // the link is at the frame's top
  const popupOpened = page.waitForEvent('popup');
  await frame.click('#open-full');
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  assert.ok(popup.url().startsWith(session.url), popup.url());
  let dialogs = 0;
  popup.on('dialog', (dialog) => { dialogs += 1; dialog.accept(); });
  await popup.evaluate(() => alert('out of the sandbox'));
  assert.equal(dialogs, 1, 'the full game runs without the frame\'s sandbox');
  await popup.close();
  assert.deepEqual(problems.filter((p) => !p.startsWith('dialog')), []);
  await page.close();
});

// The placeholders of "Příklady": four examples (one with lang="en"), a game and a record, each
// with a computer seat. kExampleAlt: the Czech alt texts, naming each example.
const kExampleAlt = ['Herní plán na konci příkladu: Červený najde oranžový žeton s\u00a0hodnotou 2 a\u00a0umístí ho jako kešku; Modrý kešku sebere za dvojnásobek: 4\u00a0body.',
                     'Herní plán na konci příkladu: Kartička na přístavním poli spojí ostrov Penghu s\u00a0pevninou; město Modrého na ostrově získá 4\u00a0body a\u00a0erb na ostrovním poli další 2.',
                     'Herní plán na konci příkladu: Perníček opustí město o\u00a07\u00a0kartičkách: Modrý získá 7\u00a0bodů, Červený 14\u00a0bodů.',
                     'Herní plán na konci příkladu: Ben si vezme žeton a\u00a0zaplatí 2 + 2 za vylepšení svého družiníka.'];

test('each example\'s placeholder shows its own board, served by the wiki; the computer seats are marked (Czech, 1280 and 390)', async () => {
  for (const [viewport, name, touch, skin] of [[{ width: 1280, height: 800 }, '1280', false, null], [{ width: 390, height: 844 }, '390', true, 'minerva']]) {
    const { page, gameRequests, requests, problems } = await openWiki('Příklady', { viewport, hasTouch: touch, isMobile: touch, skin });
    await waitForPlaceholders(page, 6);
    const boards = page.locator('img.ext-carcassonne-board');
    assert.equal(await boards.count(), 4, 'the four examples have pictures; the game and the record keep the drawn board');
    for (let i = 0; i < 4; ++i) await boards.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('img.ext-carcassonne-board')].every((img) => img.complete && img.naturalWidth === 320));
    const shown = await boards.evaluateAll((imgs) => imgs.map((img) => ({ src: img.currentSrc, alt: img.alt, width: img.getBoundingClientRect().width })));
    assert.deepEqual(shown.map((s) => plain(s.alt)), kExampleAlt.map(plain), 'alt texts in Czech name each example');
    const files = shown.map((s) => s.src.replace(/^.*\//, ''));
    assert.deepEqual(files.map((f) => f.replace(/\.[0-9a-f]{12}\.webp$/, '')),
                     ['iberia-cache.cs', 'taiwan-ferry.cs', 'gingerbread-man.cs', 'taiwan-upgrade.en'], 'each its own example, in the frame\'s language');
    assert.equal(new Set(files).size, 4, 'four different pictures');
    for (const s of shown) assert.ok(s.src.startsWith(`${wiki.url}extensions/CarcassonneMaps/pictures/`), `from the wiki: ${s.src}`);
    // Different boards, not one picture four times: the pixels of two pictures differ.
    const pixels = await boards.evaluateAll((imgs) => imgs.map((img) => {
      const canvas = new OffscreenCanvas(32, 20);
      const context = canvas.getContext('2d');
      context.drawImage(img, 0, 0, 32, 20);
      return Array.from(context.getImageData(0, 0, 32, 20).data).join(',');
    }));
    assert.equal(new Set(pixels).size, 4, 'four different boards');
    const pictures = requests.filter((u) => /\.webp$/.test(u));
    assert.ok(pictures.length >= 4 && pictures.every((u) => u.startsWith(wiki.url)), `the pictures came from the wiki: ${pictures}`);
    const seats = await page.locator('.ext-carcassonne-seats').evaluateAll((lists) => lists.map((list) =>
      [...list.querySelectorAll('li')].map((li) => `${li.textContent}${li.classList.contains('ext-carcassonne-seat-computer') ? ' [computer]' : ''}`)));
    assert.deepEqual(seats, [['Šárka', 'Ben (počítač) [computer]'], ['Jana', 'Petr (počítač) [computer]']]);
    assert.deepEqual(await page.locator('.ext-carcassonne-seats').evaluateAll((lists) => lists.map((l) => l.getAttribute('aria-label'))), ['Hráči', 'Hráči']);
    await page.locator('.ext-carcassonne').first().evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await saveScreenshot(page, `wiki-cs-${name}-example-pictures`);
    await page.locator('.ext-carcassonne').nth(4).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await saveScreenshot(page, `wiki-cs-${name}-seats`);
    await page.screenshot({ path: path.join(artifactDir, `wiki-cs-${name}-examples-page.png`), fullPage: true });  // the six boxes at once
    // Each box still holds its Play button inside it (the picture gives up height first).
    const fits = await page.locator('.ext-carcassonne').evaluateAll((boxes) => boxes.map((box) => {
      const b = box.getBoundingClientRect(), play = box.querySelector('.ext-carcassonne-play').getBoundingClientRect();
      return play.top >= b.top && play.bottom <= b.bottom + 0.5 && play.left >= b.left && play.right <= b.right;
    }));
    assert.deepEqual(fits, fits.map(() => true), `every Play button lies inside its box (${name})`);
    assert.deepEqual(gameRequests, [], 'nothing asked of the game server before a click');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the wheel and a touch swipe over an untouched frame scroll the wiki page; the game is playable', async () => {
  const { page, problems } = await openWiki('Mapové žetony');
  await waitForPlaceholders(page, 3);
  const { box, frame } = await play(page, 2);
  const state = await frame.evaluate(() => window.carcassonne.state());
  assert.equal(state.map, 'taiwan');
  assert.deepEqual(state.players.map((p) => p.name), ['Šárka', 'Ben']);
  assert.equal(await frame.evaluate(() => window.carcassonne.language), 'cs');
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await settled(frame);
  const scrolled = await page.evaluate(() => window.scrollY);
  const zoom = (await frame.evaluate(() => window.carcassonne.view())).zoom;
  const rect = await box.boundingBox();
  await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
  await page.mouse.wheel(0, 300);
  await page.waitForFunction((y) => window.scrollY > y, scrolled);
  assert.equal((await frame.evaluate(() => window.carcassonne.view())).zoom, zoom, 'the board did not zoom');
  assert.equal(await frame.evaluate(() => window.carcassonne.embedFocused), false);
  assert.deepEqual(problems, []);
  await page.close();

  const phone = await openWiki('Mapové žetony', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                                                      skin: 'minerva' });
  await waitForPlaceholders(phone.page, 3);
  await saveScreenshot(phone.page, 'wiki-cs-390-before');
  const example = await play(phone.page, 0, { tap: true });
  await example.box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await settled(example.frame);
  await saveScreenshot(phone.page, 'wiki-cs-390-after');
  const before = await phone.page.evaluate(() => window.scrollY);
  const view = await example.frame.evaluate(() => window.carcassonne.view());
  const at = await example.box.boundingBox();
  await swipe(phone.page, at.x + at.width / 2, at.y + at.height / 2 + 40);
  assert.ok(await phone.page.evaluate(() => window.scrollY) > before + 50, 'the wiki page scrolled');
  assert.deepEqual(await example.frame.evaluate(() => window.carcassonne.view()), view, 'the board did not pan');
  assert.deepEqual(phone.problems, []);
  await phone.page.close();
});

test('three embeds on one page: nothing loads before Play; loaded, they idle at about 0 frames per second', async () => {
  const { page, gameRequests, problems } = await openWiki('Tři hry');
  await waitForPlaceholders(page, 3);
  await page.waitForTimeout(300);
  assert.deepEqual(gameRequests, []);
  const frames = [];
  for (let i = 0; i < 3; ++i) frames.push((await play(page, i)).frame);
  assert.deepEqual(await frames[2].evaluate(() => window.carcassonne.state().players.map((p) => p.name)), ['Jana', 'Petr']);
  assert.equal(Math.round((await page.locator('.ext-carcassonne').nth(1).boundingBox()).height), 420, 'height="420" holds');
  const drawn = () => Promise.all(frames.map((f) => f.evaluate(() => window.carcassonne.frameStats(true).frames)));
  // Each frame settles after loading (a few frames for 300 ms, then the loop pauses): wait until
  // one second passes with no frame drawn in any of them, then count over 2 s.
  const settleUntil = Date.now() + 30_000;
  await drawn();
  for (;;) {
    await page.waitForTimeout(1000);
    const counts = await drawn();
    if (counts.every((n) => n === 0)) break;
    assert.ok(Date.now() < settleUntil, `the frames kept drawing: ${counts}`);
  }
  await page.waitForTimeout(2000);
  const idle = await drawn();
  assert.ok(idle.every((n) => n <= 1), `frames drawn in 2 s without input: ${idle}`);
  await page.locator('.ext-carcassonne').nth(1).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await saveScreenshot(page, 'wiki-cs-three-embeds');
  assert.deepEqual(problems, []);
  await page.close();
});

test('hostile tags: each gives an error box, no frame, no placeholder, no javascript: in the page', async () => {
  const source = fs.readFileSync(path.join(repo, 'tests/wiki/pages/zle-znacky.wiki'), 'utf8');
  const tags = source.match(/<carcassonne/g).length;
  const { page, gameRequests, problems } = await openWiki('Zlé značky');
  const items = await page.locator('#mw-content-text li').evaluateAll((lis) =>
    lis.map((li) => ({ errors: li.querySelectorAll('strong.error').length, text: li.textContent })));
  assert.equal(items.length, tags);
  for (const item of items) assert.equal(item.errors, 1, item.text);
  assert.match(items[0].text, /^Carcassonne: atribut „example“ musí mít jednu z\u00a0hodnot: /, 'the box is in Czech and names the attribute');
  assert.match(items.at(-3).text, /záznam \(obsah značky\), řádek 3 „A <script>alert\(1\)<\/script>“: 3\. znak je U\+003C/,
               'a record error names and quotes its line');
  // Quoted as text, a hostile value is harmless: no element gets a script, a handler or a javascript: address.
  const content = await page.locator('#mw-content-text').innerHTML();
  assert.doesNotMatch(content, /<script|<img|<iframe/i);
  const attributes = await page.locator('#mw-content-text *').evaluateAll((elements) =>
    elements.flatMap((element) => [...element.attributes].map((a) => `${a.name}=${a.value}`)));
  assert.deepEqual(attributes.filter((a) => /^on/i.test(a) || /javascript:/i.test(a)), []);
  assert.equal(await page.locator('iframe, .ext-carcassonne').count(), 0);
  await saveScreenshot(page, 'wiki-cs-hostile');
  await page.waitForTimeout(300);
  assert.deepEqual(gameRequests, []);
  assert.deepEqual(problems, [], 'no script ran (no dialog) and no error');
  await page.close();
});

test('a tag with two errors shows both in one box, in Czech: the map with "did you mean" and the chips', async () => {
  const { page, problems } = await openWiki('Zlé značky');
  const item = page.locator('#mw-content-text li', { hasText: 'atribut „chips“' });
  assert.equal(await item.count(), 1);
  assert.equal(await item.locator('strong.error').count(), 1, 'one box');
  const lines = await item.locator('strong.error .ext-carcassonne-problem').allInnerTexts();
  assert.deepEqual(lines, ['Carcassonne: tato značka má 2 chyby:',
                           'atribut „map“: nemysleli jste „taiwan“? Musí mít jednu z\u00a0hodnot: classic, taiwan, iberia.',
                           'atribut „chips“ musí mít jednu z\u00a0hodnot: 0, 1.']);
  const tops = await item.locator('.ext-carcassonne-problem').evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().top));
  assert.ok(tops[1] > tops[0] && tops[2] > tops[1], `each problem on its own line: ${tops}`);
  await item.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'wiki-cs-two-errors');
  assert.deepEqual(problems, []);
  await page.close();
});

// Where the text under an embed is on screen (CSS px from the window's top).
const topOf = (page, selector) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

// Plays embed `index` with the text `below` near the window's bottom; resolves to the text's move
// and the frame's top once the frame's size message has been handled.
async function jumpOnPlay(page, index, below) {
  await page.locator(below).evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  await page.waitForTimeout(300);
  const before = await topOf(page, below);
  const box = page.locator('.ext-carcassonne').nth(index);
  // A click as the reader's, without the scrolling into view that Playwright's click (or play()) may do.
  await box.locator('.ext-carcassonne-play').evaluate((button) => button.click());
  const iframe = box.locator('iframe');
  await iframe.waitFor();
  const frame = await (await iframe.elementHandle()).contentFrame();
  await frame.waitForFunction(() => window.carcassonne?.shellReady === true || !!window.carcassonne?.error, null, { timeout: 60_000 });
  await page.waitForFunction((n) => window.sizeMessages.length >= n, index + 1, { timeout: 10_000 });
  await page.waitForTimeout(500);  // the module handles the message; a later one (a caption) would come now
  const after = await topOf(page, below);
  const frameTop = await box.evaluate((element) => element.getBoundingClientRect().top);
  const seen = await page.evaluate(() => `scrollY ${scrollY}, size messages ${window.sizeMessages}`);
  return { moved: after - before, frameTop, box, frame, seen };
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 1280, height: 420 }, { width: 390, height: 844 }]) {
  test(`Play does not move the text under a game or an example (${viewport.width}x${viewport.height})`, async () => {
    const { page, problems } = await openWiki('Bez skoku', { viewport });
    await page.evaluate(() => {
      window.sizeMessages = [];
      window.addEventListener('message', (e) => { if (e.data?.type === 'size') window.sizeMessages.push(e.data.height); });
    });
    await waitForPlaceholders(page, 2);
    const placeholder = await page.locator('.ext-carcassonne').first().evaluate((element) => element.getBoundingClientRect().height);
    assert.ok(placeholder <= Math.max(240, viewport.height * 0.9) + 0.5, `the placeholder fits the window: ${placeholder}`);
    const game = await jumpOnPlay(page, 0, '#pod-hrou');
    assert.ok(Math.abs(game.moved) <= 1, `the text under the game moved ${game.moved} px (${game.seen})`);
    assert.ok(game.frameTop >= 0, `the game's frame starts in the window: ${game.frameTop}`);
    const frameHeight = await game.box.evaluate((element) => element.getBoundingClientRect().height);
    assert.ok(Math.abs(frameHeight - placeholder) <= 1, `the frame (${frameHeight}) is as tall as its placeholder was (${placeholder})`);
    const example = await jumpOnPlay(page, 1, '#pod-prikladem');
    assert.ok(Math.abs(example.moved) <= 1, `the text under the example moved ${example.moved} px (${example.seen})`);
    assert.ok(example.frameTop >= 0, `the example's frame starts in the window: ${example.frameTop}`);
    await saveScreenshot(page, `wiki-cs-no-jump-${viewport.width}x${viewport.height}`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('a placeholder written by hand beside a real tag never becomes a frame; the real tag does', async () => {
  const { page, gameRequests, problems } = await openWiki('Podvržené značky');
  await page.waitForFunction(() => document.querySelectorAll('.ext-carcassonne').length === 4);
  await waitForPlaceholders(page, 1);
  const forged = ['#forged-fragment', '#forged-embed', '#forged-id'];
  for (const id of forged) {
    assert.equal(await page.locator(`${id} .ext-carcassonne-play[data-carcassonne-ready]`).count(), 0, `${id} is not wired`);
    await page.locator(`${id} .ext-carcassonne-play`).click();
  }
  // The real tag's frame after the clicks on the forged ones: had one made a frame, it would be there first.
  const { iframe } = await play(page, 2);
  assert.equal(await page.locator('iframe').count(), 1, 'one frame: the real tag\'s');
  assert.equal(await iframe.getAttribute('src'), `${session.url}#embed&map=taiwan&chips=1&players=%C5%A0%C3%A1rka,Ben&seed=3&lang=cs`);
  for (const id of forged) assert.equal(await page.locator(`${id} iframe`).count(), 0, `${id} stays a div`);
  assert.equal(await page.locator('[data-carcassonne-fragment]:not([id^=forged])').count(), 0, 'the extension writes no fragment attribute');
  assert.ok(gameRequests.every((u) => !/#/.test(u)), 'requests carry no fragment');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a page of another site that frames the wiki article cannot command the game framed in it; the article can', async () => {
  // The stranger's page: on the game's server under another host name (another site than both).
  const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ', serviceWorkers: 'block' });
  await page.goto(session.url.replace('127.0.0.1', 'localhost') + 'embed-example.html');
  await page.evaluate((url) => {
    document.body.innerHTML = `<iframe id="article" src="${url}" style="width:1200px;height:850px"></iframe>`;
  }, `${wiki.url}index.php?title=${encodeURIComponent('Mapové_žetony')}`);
  const article = await (await page.waitForSelector('#article')).contentFrame();
  await article.waitForFunction(() => document.querySelectorAll('.ext-carcassonne-play[data-carcassonne-ready]').length === 3);
  await article.locator('.ext-carcassonne').nth(2).locator('.ext-carcassonne-play').click();
  const game = await (await article.waitForSelector('.ext-carcassonne iframe')).contentFrame();
  await game.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  const players = () => game.evaluate(() => window.carcassonne.state().players.map((p) => p.name));
  assert.deepEqual(await players(), ['Šárka', 'Ben']);
  await game.evaluate(() => {
    window.seenMessages = 0;
    window.addEventListener('message', (e) => { if (e.data?.carcassonne !== undefined) window.seenMessages += 1; });
  });
  await page.evaluate(() => {
    window.received = [];
    window.addEventListener('message', (e) => { if (e.data === 'sentinel') window.sentinel = true; else if (e.data?.carcassonne !== undefined) window.received.push(e.data); });
    window.frames[0].frames[0].postMessage({ carcassonne: 1, id: 1, command: 'newGame', record: 'game 1\nplayers Eve Mallory\nseed 1\n' }, '*');
  });
  await game.waitForFunction(() => window.seenMessages === 1);
  assert.deepEqual(await players(), ['Šárka', 'Ben'], 'the stranger replaced no player');
  await game.evaluate(() => window.top.postMessage('sentinel', '*'));
  await page.waitForFunction(() => window.sentinel === true);
  assert.deepEqual(await page.evaluate(() => window.received), [], 'and heard nothing');
  // The article itself (the frame's parent) still may.
  await article.evaluate(() => document.querySelector('.ext-carcassonne iframe').contentWindow
    .postMessage({ carcassonne: 1, id: 2, command: 'newGame', record: 'game 1\nplayers Jana Petr\nseed 2\n' }, '*'));
  await game.waitForFunction(() => window.seenMessages === 2);
  assert.deepEqual(await players(), ['Jana', 'Petr']);
  await page.close();
});

let sized = null;  // the taiwan-large-city frame of the next two tests: { page, box, frame }

async function openSized() {
  const { page } = await openWiki('Mapové žetony', { viewport: { width: 1280, height: 1400 } });
  await page.evaluate(() => {
    window.sizeMessages = [];
    window.addEventListener('message', (e) => { if (e.data?.type === 'size') window.sizeMessages.push(e.data.height); });
  });
  await waitForPlaceholders(page, 3);
  return { page, ...(await play(page, 1)) };
}

const heightOf = async (box) => Math.round((await box.boundingBox()).height);

test('the frame\'s own size message sets its height (sent by web/embed.js after ready)', async () => {
  sized = await openSized();
  const messages = await sized.page.waitForFunction(() => window.sizeMessages.length > 0 && window.sizeMessages, null,
                                                    { timeout: 10_000 });
  const wanted = (await messages.jsonValue()).at(-1);
  assert.ok(Number.isInteger(wanted), `a whole number of CSS pixels: ${wanted}`);
  await sized.page.waitForFunction(({ wanted }) => {
    const box = document.querySelectorAll('.ext-carcassonne')[1];
    const max = Math.max(240, Math.min(1200, Math.floor(innerHeight * 0.9)));
    // The box is the frame's wished height plus its 2 px of border (a box within 1 px of it is left as it is).
    return Math.abs(box.getBoundingClientRect().height - Math.min(max, Math.max(240, wanted + 2))) <= 1;
  }, { wanted }, { timeout: 5000 });
});

test('size messages: clamped to 240–1200 px and 90 % of the window, only from the frame the module made, never for a fixed height', async () => {
  sized ??= await openSized();
  const { page, box, frame } = sized;
  const fromFrame = (height) => frame.evaluate((h) => window.parent.postMessage({ carcassonne: 1, type: 'size', height: h }, '*'), height);
  const settled = (h) => page.waitForFunction(({ h }) => Math.round(document.querySelectorAll('.ext-carcassonne')[1]
    .getBoundingClientRect().height) === h, { h }, { timeout: 5000 });
  await fromFrame(555);
  await settled(557);  // the frame 555 px, the box's border 2 px
  await fromFrame(5000);
  await settled(1200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fromFrame(5000);
  await settled(720);  // at most 90 % of the window's height
  await fromFrame(10);
  await settled(240);
  await fromFrame('700');
  await page.evaluate(() => window.postMessage({ carcassonne: 1, type: 'size', height: 700 }, '*'));
  await page.evaluate(() => document.querySelectorAll('iframe')[0]?.contentWindow && 0);
  await frame.evaluate(() => window.parent.postMessage({ carcassonne: 2, type: 'size', height: 700 }, '*'));
  await page.waitForTimeout(300);
  assert.equal(await heightOf(box), 240, 'a string height, the wiki page itself and another version are ignored');
  await page.close();

  const fixed = await openWiki('Tři hry');
  await waitForPlaceholders(fixed.page, 3);
  const gingerbread = await play(fixed.page, 1);
  await gingerbread.frame.evaluate(() => window.parent.postMessage({ carcassonne: 1, type: 'size', height: 700 }, '*'));
  await fixed.page.waitForTimeout(300);
  assert.equal(await heightOf(gingerbread.box), 420, 'height="420" is the editor\'s');
  await fixed.page.close();
});

test('the frame\'s sandbox is minimal: without any one of its tokens the game or its "open the full game" link fails', async () => {
  const module = fs.readFileSync(path.join(repo, 'web/mediawiki/CarcassonneMaps/modules/ext.carcassonneMaps.js'), 'utf8');
  assert.equal(module.match(/var SANDBOX = '([^']*)'/)[1], kSandbox, 'the module and this test agree');
  const without = (token) => kSandbox.split(' ').filter((t) => t !== token).join(' ');
  const page = await session.browser.newPage({ viewport: { width: 1300, height: 500 } });
  const errors = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.goto(`${session.url}embed-example.html`);
  await page.setContent(['allow-same-origin', 'allow-popups', 'allow-popups-to-escape-sandbox'].map((token, i) =>
    `<iframe id="f${i}" sandbox="${without(token)}" style="width:420px;height:400px"
             src="${session.url}#embed&example=iberia-cache&lang=cs"></iframe>`).join(''));
  const frame = async (i) => (await page.$(`#f${i}`)).contentFrame();
  // No allow-same-origin: the frame's origin is opaque, so fetching the game's own files is cross-origin.
  const opaque = await frame(0);
  await opaque.waitForLoadState();
  await until(() => errors.some((e) => /CORS policy/.test(e)), 'the game\'s files are refused');
  assert.notEqual(await opaque.evaluate(() => window.carcassonne?.shellReady ?? false).catch(() => false), true);
  // No allow-popups: the link opens nothing.
  const noPopups = await frame(1);
  await noPopups.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  await noPopups.click('#open-full');
  await until(() => errors.some((e) => /^Blocked opening/.test(e)), 'the link is blocked');
  // No allow-popups-to-escape-sandbox: the full game opens sandboxed (no dialogs, no downloads).
  const sandboxed = await frame(2);
  await sandboxed.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });
  const popupOpened = page.waitForEvent('popup');
  await sandboxed.click('#open-full');
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  let dialogs = 0;
  popup.on('dialog', (dialog) => { dialogs += 1; dialog.accept(); });
  await popup.evaluate(() => alert('sandboxed?'));
  assert.equal(dialogs, 0, 'the tab kept the frame\'s sandbox');
  await popup.close();
  await page.close();
});

// The page "Chybný záznam": its record's line 5 places a tile nowhere near the board (B3).
// The box quotes the tag's line and the game's reason in its own Czech words (error.square_alone).
const kBadRecordBox = /^Carcassonne: záznam \(obsah značky\), řádek 5 „Petr B-U 9,9 r0“: pole 9,9 nesousedí se? žádnou přiloženou kartičkou \(B3\)$/;
const plain = (text) => text.replace(/\u00a0/g, ' ');

// Opens the edit form of a new page, types `text` and presses "Ukázat náhled" like an editor.
async function preview(text, options) {
  const opened = await openWiki('Náhled chybného záznamu', { ...options, action: 'edit' });
  const box = opened.page.locator('#wpTextbox1');
  await box.click();
  await box.fill(text);
  await opened.page.getByRole('button', { name: 'Ukázat náhled' }).click();
  await opened.page.waitForSelector('#wikiPreview');
  return opened;
}

test('a bad record in the edit preview: the game checks it and the error box names the tag\'s line; the good tag stays a placeholder', async () => {
  const text = fs.readFileSync(path.join(repo, 'tests/wiki/pages/chybny-zaznam.wiki'), 'utf8');
  for (const [viewport, name, touch] of [[{ width: 1280, height: 800 }, '1280', false], [{ width: 390, height: 844 }, '390', true]]) {
    const { page, problems } = await preview(text, { viewport, hasTouch: touch, isMobile: touch });
    const error = page.locator('#wikiPreview strong.error');
    await error.waitFor({ timeout: 60_000 });
    assert.match(plain(await error.innerText()), kBadRecordBox);
    assert.equal(await page.locator('#wikiPreview .ext-carcassonne').count(), 1, 'the example stays a placeholder');
    await page.waitForFunction(() => !document.querySelector('iframe.ext-carcassonne-check'));
    assert.equal(await page.locator('iframe').count(), 0, 'the check frame is gone once it answered');
    await error.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `wiki-cs-${name}-bad-record-preview`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a good record in the edit preview stays a placeholder, and a reader\'s page loads nothing before a click', async () => {
  const text = fs.readFileSync(path.join(repo, 'tests/wiki/pages/tri-hry.wiki'), 'utf8');
  const { page, problems } = await preview(text);
  await page.waitForFunction(() => document.querySelector('iframe.ext-carcassonne-check') !== null);
  await page.waitForFunction(() => !document.querySelector('iframe.ext-carcassonne-check'), null, { timeout: 60_000 });
  assert.equal(await page.locator('#wikiPreview strong.error').count(), 0);
  assert.equal(await page.locator('#wikiPreview .ext-carcassonne').count(), 3);
  assert.deepEqual(problems, []);
  await page.close();
  const reader = await openWiki('Chybný záznam');
  await waitForPlaceholders(reader.page, 2);
  await reader.page.waitForTimeout(500);
  assert.deepEqual(reader.gameRequests, [], 'a reader\'s page checks nothing');
  await reader.page.close();
});

test('a saved bad record after Spustit: the frame shows the error quoting line 5 over the board of lines 1-4, never another game', async () => {
  for (const [viewport, name, touch, skin] of [[{ width: 1280, height: 800 }, '1280', false, null], [{ width: 390, height: 844 }, '390', true, 'minerva']]) {
    const { page, problems } = await openWiki('Chybný záznam', { viewport, hasTouch: touch, isMobile: touch, skin });
    await waitForPlaceholders(page, 2);
    assert.equal(await page.locator('strong.error').count(), 0, 'the server reads the record\'s grammar only');
    const { box, frame } = await play(page, 0, { tap: touch });
    await frame.waitForSelector('#replay-error');
    assert.match(plain(await frame.locator('#replay-error').innerText()),
                 /^Řádek 5 záznamu, „Petr B-U 9,9 r0“, nelze zahrát: pole 9,9 nesousedí se? žádnou přiloženou kartičkou \(B3\)\. Herní plán ukazuje hru před tímto řádkem\./);
    const shown = () => frame.evaluate(() => ({ moves: window.carcassonne.moves(), names: window.carcassonne.state().players.map((p) => p.name) }));
    assert.deepEqual(await shown(), { moves: ['Jana B-W -1,0 r0'], names: ['Jana', 'Petr'] });
    await page.waitForTimeout(3000);
    assert.deepEqual(await shown(), { moves: ['Jana B-W -1,0 r0'], names: ['Jana', 'Petr'] }, 'the computer seat did not play');
    assert.equal(await frame.evaluate(() => localStorage.length), 0, 'nothing kept');
    await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, `wiki-cs-${name}-bad-record-after`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});
