// Who may talk to the game (README "postMessage API (version 1)"): commands are taken only in embed
// mode and only from the page that frames the embed; replies and events go only to that page.
// Pages of other origins, served by a second server (its own origin on 127.0.0.1, another site as
// `localhost`): one opens the full game with window.open and sends newGame twice (the kept game
// stays), one frames the full game (it hears nothing of the kept game and its commands change
// nothing; an embed it frames takes its commands and keeps nothing), and one frames a host page
// that frames an embed (the embed ignores the top page, itself and an opener, and answers only its
// host). Every "nothing arrived" is checked after a later message of the same sender arrived
// (messages between two windows keep their order), so no test waits for a time.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { api, startSession, waitForGame } from './harness.mjs';
import { startStaticServer } from '../../web/server.mjs';

let session;
let hosts;  // the second server: { sameSite, otherSite } addresses of its empty host page
let hostRoot;
before(async () => {
  session = await startSession();
  hostRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-host-'));
  fs.writeFileSync(path.join(hostRoot, 'index.html'), '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title><body></body>\n');
  const server = await startStaticServer(hostRoot);
  const port = new URL(server.url).port;
  hosts = { server, sameSite: `http://127.0.0.1:${port}/`, otherSite: `http://localhost:${port}/` };
});
after(async () => {
  await session?.close();
  await hosts?.server.close();
  if (hostRoot) fs.rmSync(hostRoot, { recursive: true, force: true });
});

const kKept = 'carcassonne-maps:game';
const kPrevious = 'carcassonne-maps:previous';
const kHeader = 'game 1\nplayers Ana Ben\nmap taiwan\nchips on\nseed 11\n';
const kForged = ['game 1\nplayers Eve Mallory\nseed 1\n', 'game 1\nplayers Eve Trent\nseed 2\n'];

// The player's own game in the full page of the game's origin: a few seeded decisions, kept.
async function keepAGame(page) {
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  assert.equal(await api(page, 'newGame', kHeader), '');
  for (let step = 0; step < 4; ++step) assert.equal(await api(page, 'aiMove', 20), '');
  const record = await api(page, 'record');
  assert.ok(record.split('\n').some((line) => /^Ana /.test(line)), record);
  await page.waitForFunction(({ key, record }) => JSON.parse(localStorage.getItem(key) ?? 'null')?.record === record,
                             { key: kKept, record });
  return record;
}

// The record of the kept game and whether a game was set aside, read in `page` (the game's origin).
const storageOf = (page) => page.evaluate(({ kept, previous }) => ({
  kept: JSON.parse(localStorage.getItem(kept) ?? 'null')?.record ?? null,
  previous: localStorage.getItem(previous),
}), { kept: kKept, previous: kPrevious });

// In a host page: records every {carcassonne} message it receives and a 'sentinel' mark.
const listen = (page) => page.evaluate(() => {
  window.received = [];
  window.sentinels = 0;
  window.addEventListener('message', (e) => {
    if (e.data === 'sentinel') window.sentinels += 1;
    else if (e.data?.carcassonne !== undefined) window.received.push(e.data);
  });
});

// In the game: counts the {carcassonne} messages it was sent. Installed after the page's own
// listener, it sees a message after the game has handled it.
const countMessages = (frame) => frame.evaluate(() => {
  window.seenMessages = 0;
  window.addEventListener('message', (e) => { if (e.data?.carcassonne !== undefined) window.seenMessages += 1; });
});
const handled = (frame, n) => frame.waitForFunction((count) => window.seenMessages === count, n);

// The game posts a sentinel to `target` ('parent', 'top' or 'opener'); the host waits for it, so
// whatever the game sent it before has arrived.
async function drain(game, host, target, count = 1) {
  await game.evaluate((t) => window[t].postMessage('sentinel', '*'), target);
  await host.waitForFunction((n) => window.sentinels === n, count);
}

const shellReady = (frame) => frame.waitForFunction(() => window.carcassonne?.shellReady === true, null, { timeout: 60_000 });

async function childFrame(page, selector) {
  const frame = await (await page.waitForSelector(selector)).contentFrame();
  await shellReady(frame);
  return frame;
}

test('a page of another site that opens the full game and sends newGame twice changes nothing and hears nothing', async () => {
  const { page, problems } = await session.open();
  const record = await keepAGame(page);
  const host = page;  // the same browser profile, now on a page of another site
  await host.goto(hosts.otherSite);
  await listen(host);
  const opened = page.context().waitForEvent('page');
  await host.evaluate((url) => { window.game = window.open(url); }, session.url);
  const game = await opened;
  await shellReady(game);
  assert.equal(await api(game, 'record'), record, 'the opened page resumed the kept game');
  await countMessages(game);
  await host.evaluate((records) => {
    records.forEach((record, i) => window.game.postMessage({ carcassonne: 1, id: i, command: 'newGame', record }, '*'));
  }, kForged);
  await handled(game, 2);
  assert.equal(await api(game, 'record'), record, 'the game shown is the player\'s');
  assert.deepEqual(await storageOf(game), { kept: record, previous: null }, 'the kept game stays, nothing set aside');
  await drain(game, host, 'opener');
  assert.deepEqual(await host.evaluate(() => window.received), [], 'no reply, no event');
  assert.deepEqual(problems, []);
});

test('a same-site page that frames the full game hears nothing of the kept game; an embed it frames takes its commands and keeps nothing', async () => {
  const { page, problems } = await session.open();
  const record = await keepAGame(page);
  const host = page;  // the same browser profile, now on a page of the same site
  await host.goto(hosts.sameSite);
  await listen(host);
  await host.evaluate((url) => {
    document.body.innerHTML = `<iframe id="full" src="${url}" style="width:800px;height:600px"></iframe>`;
  }, session.url);
  const full = await childFrame(host, '#full');
  assert.equal(await full.evaluate(() => window.carcassonne.record()), record, 'the framed page resumed the kept game');
  await countMessages(full);
  await host.evaluate((record) => {
    document.getElementById('full').contentWindow.postMessage({ carcassonne: 1, id: 1, command: 'newGame', record }, '*');
  }, kForged[0]);
  await handled(full, 1);
  assert.equal(await full.evaluate(() => window.carcassonne.record()), record, 'the command changed nothing');
  await drain(full, host, 'parent');
  assert.deepEqual(await host.evaluate(() => window.received), [], 'no ready with the players and scores, no reply');

  // An embed of the same host: its host's commands are taken, and the game they make is not kept.
  await host.evaluate((url) => {
    document.body.insertAdjacentHTML('beforeend', `<iframe id="embed" src="${url}#embed&map=iberia&players=Ana,Ben&seed=4" style="width:640px;height:420px"></iframe>`);
  }, session.url);
  const embed = await childFrame(host, '#embed');
  await host.waitForFunction(() => window.received.some((m) => m.type === 'ready'));
  const reply = await host.evaluate((record) => new Promise((resolve) => {
    window.addEventListener('message', (e) => { if (e.data?.type === 'reply' && e.data.id === 'embed') resolve(e.data); });
    document.getElementById('embed').contentWindow.postMessage({ carcassonne: 1, id: 'embed', command: 'newGame', record }, '*');
  }), kForged[1]);
  assert.deepEqual(reply, { carcassonne: 1, type: 'reply', id: 'embed', command: 'newGame', error: '' });
  assert.deepEqual((await embed.evaluate(() => window.carcassonne.state())).players.map((p) => p.name), ['Eve', 'Trent']);
  assert.equal(await embed.evaluate(() => window.carcassonne.choose(0)), '', 'and played on');
  // The embed's `move` event for that placement comes after the page's own keeping saw the change.
  const placed = await embed.evaluate(() => window.carcassonne.state());
  assert.notEqual(placed.phase, 'place');
  await host.waitForFunction((phase) => window.received.some((m) => m.type === 'move' && m.phase === phase), placed.phase);
  assert.deepEqual(await storageOf(full), { kept: record, previous: null }, 'the kept game stays, nothing set aside');
  assert.deepEqual(problems, []);
});

test('an embed takes commands only from the page that frames it: not from a page framing that page, itself or an opener; it answers only its host', async () => {
  const { page, problems } = await session.open({ url: hosts.otherSite });
  const embedUrl = `${session.url}#embed&map=taiwan&players=Ana,Ben&seed=3`;
  // top (another site) -> host (another origin) -> the embed: a wiki article framed by a stranger.
  await listen(page);
  await page.evaluate((url) => { document.body.innerHTML = `<iframe id="host" src="${url}" style="width:900px;height:600px"></iframe>`; },
                      hosts.sameSite);
  const host = await (await page.waitForSelector('#host')).contentFrame();
  await host.waitForFunction(() => document.readyState === 'complete');
  await listen(host);
  await host.evaluate((url) => { document.body.innerHTML = `<iframe id="game" src="${url}" style="width:640px;height:420px"></iframe>`; }, embedUrl);
  const game = await childFrame(host, '#game');
  await host.waitForFunction(() => window.received.some((m) => m.type === 'ready'));
  await countMessages(game);
  const players = () => game.evaluate(() => window.carcassonne.state().players.map((p) => p.name));

  await page.evaluate((record) => window.frames[0].frames[0].postMessage({ carcassonne: 1, id: 'top', command: 'newGame', record }, '*'), kForged[0]);
  await handled(game, 1);
  assert.deepEqual(await players(), ['Ana', 'Ben'], 'the top page\'s command is ignored');
  await game.evaluate((record) => window.postMessage({ carcassonne: 1, id: 'self', command: 'newGame', record }, '*'), kForged[1]);
  await handled(game, 2);
  assert.deepEqual(await players(), ['Ana', 'Ben'], 'a message from the embed\'s own window is ignored');
  await drain(game, page, 'top');
  assert.deepEqual(await page.evaluate(() => window.received), [], 'the top page heard nothing: no reply, no event');

  const reply = await host.evaluate(() => new Promise((resolve) => {
    window.addEventListener('message', (e) => { if (e.data?.type === 'reply' && e.data.id === 'host') resolve(e.data); });
    document.getElementById('game').contentWindow.postMessage({ carcassonne: 1, id: 'host', command: 'newGame', record: 'game 1\nplayers Ana Cyril\nseed 5\n' }, '*');
  }));
  assert.equal(reply.error, '');
  assert.deepEqual(await players(), ['Ana', 'Cyril'], 'the host\'s command is taken');
  await host.waitForFunction(() => window.received.some((m) => m.type === 'move'));  // the host hears the change
  assert.deepEqual((await host.evaluate(() => window.received)).filter((m) => m.type === 'reply').map((m) => m.id), ['host'],
                   'and no other reply');

  // The same embed opened by the top page with window.open: it has no host, so no command counts.
  const opened = page.context().waitForEvent('page');
  await page.evaluate((url) => { window.game = window.open(url); }, embedUrl);
  const popup = await opened;
  await shellReady(popup);
  await countMessages(popup);
  await page.evaluate((record) => window.game.postMessage({ carcassonne: 1, id: 'opener', command: 'newGame', record }, '*'), kForged[0]);
  await handled(popup, 1);
  // Nor its own window, which is its own `parent` here.
  await popup.evaluate((record) => window.postMessage({ carcassonne: 1, id: 'self', command: 'newGame', record }, '*'), kForged[1]);
  await handled(popup, 2);
  assert.deepEqual((await popup.evaluate(() => window.carcassonne.state())).players.map((p) => p.name), ['Ana', 'Ben']);
  await drain(popup, page, 'opener', 2);
  assert.deepEqual(await page.evaluate(() => window.received), [], 'the opener heard nothing');
  assert.deepEqual(problems, []);
});
