// Nothing lost, nothing taken: a full storage never lets a new game overwrite the kept one;
// entries this page cannot read (a later version's, a truncated or oversized one, a game that no
// longer loads) are moved to their own key, never overwritten, and offered for download; games set
// aside one after another are all kept (a bounded list, games without moves dropped first); texts
// over the size limit (records, inflated links, files, kept entries) are refused by name before
// they reach the engine; every number of a link or a kept view is finite and clamped; a missing or
// mismatched carc.data says so. Every game is pinned by its seed.
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import { api, nextFrame, startSession, waitForGame } from './harness.mjs';
import { encodeReadable } from '../../web/fragment.js';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kKept = 'carcassonne-maps:game';
const kPrevious = 'carcassonne-maps:previous';
const kLimit = 256 * 1024;
const header = (map, seed) =>
  `game 1\nplayers Red Blue\nmap ${map}\ntiles base,ic,tb\n${map === 'classic' ? '' : 'chips on\n'}seed ${seed}\n`;

async function waitForShell(page) {
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
}

// Opens `hash` in the same page (same origin, same storage) as a fresh load.
async function goTo(page, hash) {
  await page.goto('about:blank');
  await page.goto(session.url + hash);
  await waitForShell(page);
}

const storageNow = (page) => page.evaluate(() => ({ ...localStorage }));
const notice = (page) => page.evaluate(() => (document.getElementById('notice')?.hidden === false
  ? document.querySelector('#notice .words').textContent : ''));

// A fresh page with a game of `moves` choices on `map` (kept by autosave).
async function openPlayed(map, seed, moves = 8) {
  const opened = await session.open();
  await waitForShell(opened.page);
  await playGame(opened.page, map, seed, moves);
  return opened;
}

async function playGame(page, map, seed, moves) {
  assert.equal(await api(page, 'newGame', header(map, seed)), '');
  for (let i = 0; i < moves; ++i) assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
}

// A link (record=) to a game of Ana and Ben with `moves` choices from `seed`, made in a page of its
// own (its own browser profile: the page under test saves nothing meanwhile).
let maker = null;
async function linkTo(page, seed, moves) {
  return `#record=${encodeReadable(await recordOf(seed, moves))}`;
}

async function recordOf(seed, moves) {
  if (!maker) {
    maker = (await session.open()).page;
    await waitForShell(maker);
  }
  const record = await maker.evaluate(({ seed, moves }) => {
    const h = window.carcassonne;
    h.newGame(`game 1\nplayers Ana Ben\nseed ${seed}\n`);
    for (let i = 0; i < moves; ++i) h.choose(0);
    return h.record();
  }, { seed, moves });
  return record;
}

// Writes `entries` into the page's storage while no game page is open (it would save on leaving),
// then opens `hash` as a fresh load.
async function storeThenOpen(page, entries, hash = '') {
  await page.goto('about:blank');
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto(session.url + 'words.js');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, entries);
  await goTo(page, hash);
}

// Fills localStorage to its quota with filler keys, to the character.
const fillStorage = (page) => page.evaluate(() => {
  let chunk = 1 << 20;
  for (let i = 0; chunk >= 1; ++i) {
    try {
      localStorage.setItem(`filler:${i}`, 'x'.repeat(chunk));
    } catch {
      chunk = Math.floor(chunk / 2);
    }
  }
});
const emptyFiller = (page) => page.evaluate(() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('filler:')) localStorage.removeItem(key);
});

test('full storage: a link cannot set the kept game aside, so it is not overwritten, and the notice is true', async () => {
  const { page, problems } = await openPlayed('taiwan', 5, 12);
  const ours = JSON.parse((await storageNow(page))[kKept]).record;
  const link = await linkTo(page, 3, 2);  // a smaller game: it would fit where ours is
  await fillStorage(page);
  await goTo(page, link);
  assert.equal((await api(page, 'state')).map, 'classic', 'the link opens its game');
  assert.match(await notice(page), /will not be kept/);
  let stored = await storageNow(page);
  assert.equal(JSON.parse(stored[kKept]).record, ours, 'the kept game is exactly as it was');
  assert.equal(stored[kPrevious], undefined);
  // Moves in the link's game do not overwrite it either; once there is room, it comes back.
  assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
  assert.equal(JSON.parse((await storageNow(page))[kKept]).record, ours);
  // Once there is room, the next save sets ours aside first: both games are kept.
  await emptyFiller(page);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  stored = await storageNow(page);
  assert.equal(JSON.parse(stored[kPrevious]).record, ours, 'ours is set aside');
  assert.equal(JSON.parse(stored[kKept]).record, (await api(page, 'resumePoint')).record, 'the link\'s game is kept');
  assert.deepEqual(problems, []);
});

test('New game with full storage: the game is not forgotten when it cannot be set aside', async () => {
  const { page, problems } = await openPlayed('iberia', 2, 10);
  const ours = JSON.parse((await storageNow(page))[kKept]).record;
  await fillStorage(page);
  await page.click('#new-game');
  await nextFrame(page);
  assert.match(await notice(page), /will not be kept/);
  assert.equal(JSON.parse((await storageNow(page))[kKept]).record, ours, 'still kept');
  await emptyFiller(page);
  await goTo(page, '');
  assert.equal((await api(page, 'resumePoint')).record, ours, 'a reload resumes it');
  assert.deepEqual(problems, []);
});

// Entries this page cannot read: a later version's and a truncated one.
for (const [name, entry] of [
  ['a later version', (point) => JSON.stringify({ ...point, version: 3, future: { seats: 'x' } })],
  ['a truncated entry', (point) => JSON.stringify(point).slice(0, 60)],
]) {
  test(`an unreadable kept entry (${name}) is set aside under its own key, never overwritten, and offered for download`, async () => {
    const { page, problems } = await openPlayed('classic', 7, 6);
    const text = entry(JSON.parse((await storageNow(page))[kKept]));
    await storeThenOpen(page, { [kKept]: text });
    assert.match(await notice(page), /A kept game could not be read/);
    let stored = await storageNow(page);
    assert.equal(stored['carcassonne-maps:unreadable:1'], text, 'moved, byte for byte');
    assert.equal(stored[kKept], undefined);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-unreadable')]);
    assert.equal(download.suggestedFilename(), 'carcassonne-maps-unreadable-1.json');
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    assert.equal(Buffer.concat(chunks).toString('utf8'), text, 'the download is the entry as it was');
    // The next games are kept beside it; it is never read or written again.
    await playGame(page, 'taiwan', 4, 6);
    await goTo(page, await linkTo(page, 9, 4));
    await goTo(page, '');
    stored = await storageNow(page);
    assert.equal(stored['carcassonne-maps:unreadable:1'], text, 'untouched');
    assert.ok(stored[kKept] && stored[kPrevious], 'the new games are kept');
    assert.equal(await notice(page), '', 'not offered again at every load');
    assert.deepEqual(problems, []);
  });
}

test('a previous game from a later version is not overwritten by the next game set aside', async () => {
  const { page, problems } = await openPlayed('classic', 7, 6);
  const later = JSON.stringify({ version: 3, record: 'game 1\nplayers Zoe Yan\n', steps: [] });
  const ours = JSON.parse((await storageNow(page))[kKept]).record;
  await storeThenOpen(page, { [kPrevious]: later }, await linkTo(page, 3, 4));
  const stored = await storageNow(page);
  assert.equal(JSON.parse(stored[kPrevious]).record, ours, 'ours is the previous game now');
  assert.equal(stored['carcassonne-maps:aside:1'], later, 'the later version\'s game is kept as it was');
  assert.deepEqual(problems, []);
});

test('two link-started games in a row lose nothing; a game with no moves is not set aside', async () => {
  const { page, problems } = await openPlayed('taiwan', 5, 8);
  const first = JSON.parse((await storageNow(page))[kKept]).record;
  await goTo(page, await linkTo(page, 3, 4));
  assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
  const second = (await api(page, 'resumePoint')).record;
  await goTo(page, await linkTo(page, 4, 2));
  let stored = await storageNow(page);
  assert.equal(JSON.parse(stored[kPrevious]).record, second, 'the second game is the previous one');
  assert.equal(JSON.parse(stored['carcassonne-maps:aside:1']).record, first, 'the first game is still kept');
  // Back to it twice: each game set aside comes back.
  await page.click('#back-to-previous');
  await nextFrame(page);
  assert.equal((await api(page, 'resumePoint')).record, second);
  // A game with no moves (a link's set-up) replaces the kept game without setting anything aside.
  await goTo(page, '#map=iberia&chips=1&players=Jana,Petr&seed=4');
  const aside = Object.keys(await storageNow(page)).filter((k) => k.startsWith('carcassonne-maps:aside:')).length;
  await goTo(page, '#map=taiwan&chips=1&players=Jana,Petr&seed=5');
  stored = await storageNow(page);
  assert.equal(Object.keys(stored).filter((k) => k.startsWith('carcassonne-maps:aside:')).length, aside,
               'the game without moves was not set aside');
  assert.equal(JSON.parse(stored[kKept]).record.includes('map taiwan'), true);
  assert.deepEqual(problems, []);
});

test('the list of games set aside is bounded: a game without moves goes first, a game in progress never', async () => {
  const { page, problems } = await openPlayed('classic', 7, 6);
  const played = JSON.parse((await storageNow(page))[kKept]);
  const unplayed = { ...played, record: 'game 1\nplayers Red Blue\nseed 7\nstart B-D 0,0 r0\n', steps: [], redo: [] };
  // Nine older games set aside (the second without a move) and a previous one: ten in all.
  const other = { version: 2, record: await recordOf(11, 3), steps: [], redo: [] };
  const entries = { [kPrevious]: JSON.stringify(other) };
  for (let i = 1; i <= 9; ++i) entries[`carcassonne-maps:aside:${i}`] = JSON.stringify(i === 2 ? unplayed : other);
  await storeThenOpen(page, entries, await linkTo(page, 3, 4));
  let stored = await storageNow(page);
  assert.equal(stored['carcassonne-maps:aside:2'], undefined, `the game without moves was dropped: ${Object.keys(stored).sort().join(' ')}`);
  assert.ok(stored['carcassonne-maps:aside:10'], 'the previous game joined the older ones');
  for (const i of [1, 3, 4, 5, 6, 7, 8, 9]) assert.ok(stored[`carcassonne-maps:aside:${i}`], `game ${i} is kept`);
  // Now all ten are games in progress with moves: nothing more is set aside, and so the kept game stays.
  assert.equal(await api(page, 'choose', 0), '');
  await nextFrame(page);
  const kept = (await storageNow(page))[kKept];
  await goTo(page, await linkTo(page, 8, 3));
  stored = await storageNow(page);
  assert.equal(stored[kKept], kept, 'the kept game is not overwritten');
  assert.match(await notice(page), /will not be kept/);
  assert.deepEqual(problems, []);
});

test('texts over the limit are refused by name and change nothing; the string passing takes a megabyte', async () => {
  const { page, problems } = await openPlayed('taiwan', 5, 6);
  const before = await api(page, 'resumePoint');
  const huge = 'game 1\nplayers Red Blue\nseed 3\n' + '# a comment line of forty characters ..\n'.repeat(40_000);
  const error = await api(page, 'newGame', huge);
  assert.match(error, new RegExp(`the text is ${huge.length} characters long, the page reads at most ${kLimit}`));
  assert.deepEqual(await api(page, 'resumePoint'), before, 'the game is exactly as it was');
  assert.match(await api(page, 'play', 'x'.repeat(2_000_000)), /at most 262144/);
  assert.equal((await api(page, 'readKept', 'y'.repeat(kLimit + 1))).error.includes('at most'), true);
  // Just under the limit, the text reaches the engine (through the heap) and is read.
  const under = 'game 1\nplayers Red Blue\nseed 3\n' + '#\n'.repeat((kLimit - 40) / 2);
  assert.equal(await api(page, 'newGame', under), '');
  assert.equal((await api(page, 'state')).turns, 0);
  assert.deepEqual(problems, []);
});

test('a file over the limit is not read; the game stays', async () => {
  const { page, problems } = await openPlayed('classic', 3, 4);
  const before = await api(page, 'resumePoint');
  await page.setInputFiles('#open-file', { name: 'big.carc.txt', mimeType: 'text/plain',
                                           buffer: Buffer.from('game 1\n' + '#\n'.repeat(200_000)) });
  await page.waitForFunction(() => /big\.carc\.txt was not opened/.test(document.getElementById('notice')?.textContent ?? ''));
  assert.match(await notice(page), /the file is 400007 bytes long, the page reads at most 262144/);
  assert.deepEqual(await api(page, 'resumePoint'), before);
  assert.deepEqual(problems, []);
});

test('heavy links: one inflating to 100 MB and one of 100k comment lines are refused at once, naming the limit', async () => {
  const { page, problems } = await openPlayed('iberia', 6, 6);
  const ours = (await storageNow(page))[kKept];
  const z = (text) => zlib.deflateRawSync(Buffer.from(text), { level: 9 }).toString('base64url');
  const bomb = z('#'.repeat(100 * 1024 * 1024));
  const comments = z('game 1\nplayers Red Blue\nseed 3\n' + '# a comment line of forty characters ..\n'.repeat(100_000));
  assert.ok(bomb.length < 200_000 && comments.length < 20_000, `${bomb.length}, ${comments.length}`);
  for (const value of [bomb, comments]) {
    await goTo(page, `#z=${value}`);
    assert.match(await notice(page), new RegExp(`key 'z': the compressed record inflates to more than ${kLimit} characters`));
    assert.equal((await storageNow(page))[kKept], ours, 'the kept game is untouched');
    assert.equal((await api(page, 'view')).setup, false, 'the kept game is shown');
  }
  // Just under the limit: 100k comment lines of one character open.
  await goTo(page, `#z=${z('game 1\nplayers Red Blue\nseed 3\n' + '#\n'.repeat(100_000))}`);
  assert.equal(await notice(page).then((t) => /could not be read/.test(t)), false);
  assert.equal((await api(page, 'state')).map, 'classic');
  assert.deepEqual(problems, []);
});

test('an oversized kept entry is set aside, not retried at every load', async () => {
  const { page, problems } = await openPlayed('classic', 7, 4);
  const big = JSON.stringify({ ...JSON.parse((await storageNow(page))[kKept]), padding: 'p'.repeat(1_500_000) });
  await storeThenOpen(page, { [kKept]: big });
  assert.match(await notice(page), /A kept game could not be read: the text is \d+ characters long, the page reads at most 262144/);
  assert.equal((await storageNow(page))['carcassonne-maps:unreadable:1'], big);
  await goTo(page, '');
  assert.equal(await notice(page), '', 'the next load does not try it again');
  assert.equal((await api(page, 'view')).setup, true);
  assert.deepEqual(problems, []);
});

test('a 4 MB kept entry (too big to copy aside) no longer stops the page: it stays, offered for download, never overwritten', async () => {
  const { page, problems } = await openPlayed('classic', 7, 4);
  const big = JSON.stringify({ ...JSON.parse((await storageNow(page))[kKept]), padding: 'p'.repeat(4_000_000) });
  await storeThenOpen(page, { [kKept]: big });
  assert.match(await notice(page), /A kept game could not be read: the text is \d+ characters long/);
  assert.ok(await page.isVisible('#download-unreadable'));
  await playGame(page, 'taiwan', 3, 4);
  const stored = await storageNow(page);
  const where = Object.keys(stored).filter((key) => stored[key] === big);
  assert.equal(where.length, 1, 'the entry is kept once, untouched');
  if (where[0] === kKept) assert.match(await notice(page), /A kept game could not be read|will not be kept/);
  assert.deepEqual(problems, []);
});

test('numbers: a 309-digit at=, a kept view of 1e308 and a 400-digit seed', async () => {
  const { page, problems } = await openPlayed('classic', 7, 4);
  const record = (await api(page, 'resumePoint')).record;
  await goTo(page, `#record=${encodeReadable(record)}&at=${'9'.repeat(309)},0`);
  assert.match(await notice(page), /key 'at': '9{20}… \(309\)' is not from -1000 to 1000/);
  // Finite but far: clamped.
  await goTo(page, `#record=${encodeReadable(record)}&at=${'9'.repeat(300)},0&zoom=100000`);
  let view = await api(page, 'view');
  assert.equal(view.x, 1000);
  assert.equal(view.zoom, 400);
  // A kept view of 1e308 (and one of 1e999, Infinity once read): the game loads, the view stays finite.
  for (const x of ['1e308', '1e999']) {
    await page.evaluate(([key, x]) => {
      const text = localStorage.getItem(key).replace(/"view":\{"x":[^,]*/, `"view":{"x":${x}`);
      localStorage.setItem(key, text);
    }, [kKept, x]);
    await goTo(page, '');
    view = await api(page, 'view');
    assert.equal(view.setup, false, `${x}: the kept game loads`);
    assert.ok(Number.isFinite(view.x) && Math.abs(view.x) <= 1000, `${x}: x ${view.x}`);
  }
  const kept = (await storageNow(page))[kKept];
  await goTo(page, `#seed=${'9'.repeat(400)}`);
  assert.match(await notice(page), /key 'seed': '9{20}… \(400\)' is not from 0 to 9223372036854775807/);
  assert.equal((await storageNow(page))[kKept], kept);
  await goTo(page, '#seed=9223372036854775807&players=Ana,Ben');
  assert.match(await api(page, 'record'), /^seed 9223372036854775807$/m, 'the largest seed, digit for digit');
  assert.deepEqual(problems, []);
});

// The loader's overlay once it failed.
async function loaderError(page) {
  await page.waitForFunction(() => !!window.carcassonne?.error, null, { timeout: 60_000 });
  return page.textContent('#status');
}

test('carc.data missing, failing or not matching the page: a clear message in the page\'s language', async () => {
  const cases = [
    [{ block: ['carc.data'] }, '', /could not start: carc\.data \(the game's tiles, maps and words\) could not be downloaded \(HTTP 404/],
    [{ block: ['carc.data'] }, '#lang=cs', /carc\.data \(dílky, mapy a.texty hry\) se nepodařilo stáhnout \(HTTP 404/],
    [{ status: 500 }, '', /could not be downloaded \(HTTP 500/],
    [{ truncate: true }, '', /the page was updated: reload/],
    [{ truncate: true }, '#lang=cs', /stránka byla aktualizována: načtěte ji znovu/],
    [{ otherBuild: true }, '', /the page was updated: reload/],  // the same size, another build's stamp
  ];
  for (const [how, hash, words] of cases) {
    const { page, problems } = await session.open({ hash, block: how.block ?? [] });
    if (how.status || how.truncate || how.otherBuild) {
      await page.route('**/carc.data', async (route) => {
        if (how.status) return route.fulfill({ status: how.status, body: 'server error' });
        const response = await route.fetch();
        const body = Buffer.from(await response.body());
        if (how.otherBuild) {
          const at = body.lastIndexOf('carc-data-stamp:') + 'carc-data-stamp:'.length;
          assert.ok(at > 100, 'the data ends with its stamp');
          body[at] = body[at] === 0x30 ? 0x31 : 0x30;
          return route.fulfill({ status: 200, body });
        }
        return route.fulfill({ status: 200, body: body.subarray(0, body.length - 1000) });
      });
      await page.reload();
    }
    assert.match(await loaderError(page), words, JSON.stringify(how));
    assert.equal(problems.filter((p) => !/Failed to load resource|carc\.data does not match/.test(p)).length, 0, problems.join('\n'));
    await page.close();
  }
});
