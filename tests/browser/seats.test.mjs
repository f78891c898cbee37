// Play by link with seats that belong to someone and the fair draw (issue 27, items 1 to 4): Ana
// and Petr, each in a browser context of their own, play a whole game on the Iberian Peninsula
// with chips by links only. The first opening asks "Which one are you?" and commits that seat to a
// secret kept in its own browser (docs/fair-draw.md); no tile is drawn until both have. From then
// on only the seat to move can play on each page (a click on the board of the other's turn places
// nothing, the page API refuses), the waiting side sees "Waiting for …" with the link and no hint,
// a reply link opens with what the opponent did, and every link holds only the values already due:
// the next tile cannot be drawn from it; a reload in the middle of a turn draws the same tile
// again from the secret kept in the browser. A seeded game in progress (a link made before the fair
// draw) goes on with its seed, and a link that changes a move already played in the kept game is
// refused, naming it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  api, clickAt, kPhone, nextFrame, openInSameTab, playOneTurn, saveScreenshot, shellReady as ready, startSession,
} from './harness.mjs';
import { decompress, encodeReadable, parseFragment } from '../../web/fragment.js';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kRecord = 'game 1\nplayers Ana Petr\ntiles base\nseed 41\n';
// A short fair game: Iberia's 3 start tiles and 6 drawn ones (3 turns each).
const kIberia = '#map=iberia&chips=1&players=Ana,Petr&seed=7&tilecount=9';
const kDesktop = { viewport: { width: 1280, height: 800 } };

// A person's browser: one context (its storage is theirs), tabs opened in it.
async function personContext(options = kDesktop) {
  const context = await session.browser.newContext({ ...options, serviceWorkers: 'block' });
  const problems = [];
  return { context, problems };
}

async function openTab(person, fragment) {
  const page = await person.context.newPage();
  page.on('pageerror', (error) => person.problems.push(`page error: ${error.message}`));
  page.on('console', (m) => { if (m.type() === 'error') person.problems.push(`console error: ${m.text()}`); });
  await page.goto(session.url + fragment);
  await ready(page);
  return page;
}


const noticeText = (page) => page.textContent('#notice');

// The record a link carries, read as the page reads it (record= or z=).
async function recordOfLink(link) {
  const parsed = parseFragment(link.slice(link.indexOf('#')));
  return parsed.record ?? decompress(parsed.z);
}

// A player's chain (docs/fair-draw.md): x[400] is the secret, x[k] = SHA-256(x[k+1]); x[0] the
// commitment. Hex values.
function chainOf(secret) {
  const values = new Array(401);
  values[400] = Buffer.from(secret, 'hex');
  for (let k = 399; k >= 0; --k) values[k] = createHash('sha256').update(values[k + 1]).digest();
  return values.map((v) => v.toString('hex'));
}

// The secrets a person's browser keeps ({commitment: secret}).
const secretsOf = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('carcassonne-maps:secrets') ?? '{}'));

// The link holds no secret due later: each seat's reveals in it are its chain's values 1..n for its
// n draws, in order, and neither its next value nor any later one, nor the secret, is anywhere in it.
function assertOnlyDue(record, chains) {
  for (const [name, chain] of Object.entries(chains)) {
    assert.ok(record.includes(`commit ${name} ${chain[0]}`), `${name}'s commitment is in the link`);
    const reveals = record.split('\n').filter((l) => l.startsWith(`${name} `) && l.includes(' reveal '))
      .map((l) => l.slice(-64));
    assert.deepEqual(reveals, chain.slice(1, reveals.length + 1), `${name}'s reveals are the chain's next values`);
    for (let k = reveals.length + 1; k <= 400; ++k) assert.ok(!record.includes(chain[k]), `${name}'s value ${k} is not due yet`);
  }
}

// On the page whose seat waits: the board is shown but nothing can be played there. In a fair game
// the tile to come is not drawn on this page: no tile, no placement offered.
async function assertWaiting(page, waitingFor, { joining = false, clicks = true } = {}) {
  const state = await api(page, 'state');
  assert.equal(state.may_play, false, `${state.seat}'s page cannot play ${waitingFor}'s turn`);
  assert.equal(state.drawn, null, 'the tile to come is not drawn here');
  assert.deepEqual(await api(page, 'choices'), []);
  const words = joining ? `Waiting for ${waitingFor} to join: the first tile is drawn once every player has opened the game`
    : `Waiting for ${waitingFor}\\. Send them this link`;
  await page.waitForFunction((words) => new RegExp(words).test(document.querySelector('#notice')?.textContent ?? ''), words);
  const link = await page.inputValue('#notice .link');
  assert.match(link, /#(record|z)=/);
  await nextFrame(page);  // widgets() lists the last frame drawn: one drawn after the move
  const widgets = await api(page, 'widgets');
  assert.ok(!widgets.some((w) => /^Hint/.test(w.label)), 'no hint button for the other person\'s seat');
  assert.ok(!widgets.some((w) => /drew a tile/.test(w.label)), 'no tile shown for the other person\'s seat');
  const before = await api(page, 'record');
  assert.notEqual(await api(page, 'choose', 0), '');
  assert.equal(await api(page, 'hint'), 'a hint is only for a human player whose turn it is');
  if (!clicks) return link;
  // A click beside the last tile placed, a second click and Enter place nothing; the API refuses.
  const recent = (await api(page, 'insight')).recent;
  const [sx, sy] = recent.length ? await api(page, 'screenOf', recent[0].x + 1, recent[0].y) : [640, 400];
  await clickAt(page, sx, sy);
  await clickAt(page, sx, sy);
  await page.keyboard.press('Enter');
  await nextFrame(page);
  assert.equal(await api(page, 'record'), before, 'a click, a second click and Enter placed nothing');
  assert.notEqual(await api(page, 'aiMove', 5), '');
  assert.equal(await api(page, 'record'), before);
  return link;
}

async function assertYourMove(page, me, opponent) {
  const state = await api(page, 'state');
  assert.equal(state.seat, me);
  assert.equal(state.may_play, true);
  assert.notEqual(state.drawn, null, 'the page holding the seat\'s secret drew its tile');
  await page.waitForFunction((me) => (document.querySelector('#notice')?.textContent ?? '').includes(`Your move, ${me}.`), me);
  if (!opponent) return;
  const text = await noticeText(page);
  assert.match(text, new RegExp(`Since your last move: ${opponent} (placed|drew|deployed|scored)`), text);
  assert.ok((await api(page, 'insight')).recent.length > 0, 'the last moves are marked');
  // His move is his: no undo of it here (the toolbar's Undo is off, the page API refuses).
  await page.waitForFunction(() => document.querySelector('#undo')?.disabled === true);
  assert.match(await api(page, 'undo'), new RegExp(`^the last move was played by ${opponent}`));
}

// Finishes the turn with seeded choices, as harness.mjs playOneTurn does, and stops at the game's
// end too. "" or the refusal.
function playTurn(page, seed) {
  return page.evaluate((seed) => {
    const hook = window.carcassonne;
    const turns = hook.state().turns;
    let s = seed >>> 0;
    for (let i = 0; i < 50 && hook.state().phase !== 'over' && (hook.state().turns === turns || hook.state().phase !== 'place'); ++i) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      const error = hook.choose(s % hook.choices().length);
      if (error) return error;
    }
    return '';
  }, seed);
}

// Answers "Which one are you?" with a click; `offered`: the seats on the buttons.
async function answerSeat(page, name, offered = ['Ana', 'Petr']) {
  await page.waitForSelector('#seat-question');
  const buttons = await page.$$eval('#seat-question button', (all) => all.map((b) => {
    const r = b.getBoundingClientRect();
    return { text: b.textContent, w: r.width, h: r.height };
  }));
  assert.deepEqual(buttons.slice(0, offered.length).map((b) => b.text), offered);
  for (const b of buttons) assert.ok(b.h >= 44 && b.w >= 44, `${b.text}: ${b.w}x${b.h} CSS px`);
  await page.click(`#seat-question button.seat:text-is("${name}")`);
  await page.waitForSelector('#seat-question', { state: 'detached' });
  assert.equal((await api(page, 'state')).seat, name);
}

test('Ana and Petr play a whole fair game on Iberia with chips by links only: each page plays its own seat and holds its own secret', async () => {
  const ana = await personContext();
  const petr = await personContext();
  const anaTab = await openTab(ana, kIberia);
  await saveScreenshot(anaTab, 'seats-question-en');
  await answerSeat(anaTab, 'Ana', ['Ana', 'Petr', 'We play at this screen (every seat here)']);
  let link = await assertWaiting(anaTab, 'Petr', { joining: true, clicks: false });
  await saveScreenshot(anaTab, 'seats-joining-en');
  let record = await recordOfLink(link);
  assert.match(record, /^draw commit-reveal$/m);
  assert.match(record, /^chip hidden /m, 'the chips lie face down, unknown');
  assert.doesNotMatch(record, /^seed.*\n(.*\n)*chip \d/m);
  const chains = {};
  for (const secret of Object.values(await secretsOf(anaTab))) chains.Ana = chainOf(secret);
  assertOnlyDue(record, { Ana: chains.Ana });

  // Petr opens it: only his seat is offered (Ana's is committed); he commits, and waits for Ana.
  const petrTab = await openTab(petr, link.slice(link.indexOf('#')));
  await answerSeat(petrTab, 'Petr', ['Petr']);
  assert.equal(await petrTab.$('#seat-question button.every-seat'), null, 'no "every seat" in a fair game');
  link = await assertWaiting(petrTab, 'Ana');
  for (const secret of Object.values(await secretsOf(petrTab))) chains.Petr = chainOf(secret);
  assert.notEqual(chains.Petr[400], chains.Ana[400], 'each browser made its own secret');
  assertOnlyDue(await recordOfLink(link), chains);

  // A page without Ana's secret (a third browser) cannot draw her tile: the link's values do not
  // draw it, and a guessed reveal is rejected by the engine.
  const stranger = await personContext();
  const scratch = await openTab(stranger, '');
  const refused = await scratch.evaluate(async (record) => {
    const hook = window.carcassonne;
    const opened = hook.newGame(record);
    const state = hook.state();
    const commit = /^commit Petr (\w+)$/m.exec(record)[1];
    return { opened, drawn: state.drawn, waiting: state.fair.waiting, choices: hook.choices().length,
             guessed: hook.play(`Ana B-E 4,4 r0 reveal ${commit}`) };
  }, await recordOfLink(link));
  assert.deepEqual({ ...refused, guessed: '' }, { opened: '', drawn: null, waiting: 'Ana', choices: 0, guessed: '' });
  assert.match(refused.guessed, /Ana's reveal does not hash to Ana's previous value/);
  await stranger.context.close();

  // Turns by link until the game is over: Ana in new tabs of her browser and in her first tab,
  // Petr in his tab.
  const tabs = { Ana: anaTab, Petr: petrTab };
  let mover = 'Ana';
  for (let turn = 0; ; ++turn) {
    const other = mover === 'Ana' ? 'Petr' : 'Ana';
    const person = mover === 'Ana' ? ana : petr;
    const fresh = mover === 'Ana' && turn === 2;
    const tab = fresh ? await openTab(person, link.slice(link.indexOf('#'))) : tabs[mover];
    if (!fresh) await openInSameTab(tab, link);
    assert.equal(await tab.$('#seat-question'), null, 'the seat is the one whose secret is kept: not asked again');
    await assertYourMove(tab, mover, turn === 0 ? null : other);
    if (turn === 0) {
      await saveScreenshot(tab, 'seats-reply-en');
      // A reload in the middle of her turn: the kept game has her finished turns, and her secret
      // draws the same tile again; her link opens on it as before.
      const drawn = (await api(tab, 'state')).drawn;
      assert.equal(await api(tab, 'choose', 0), '');
      await tab.reload();
      await ready(tab);
      const resumed = await api(tab, 'state');
      assert.deepEqual([resumed.seat, resumed.phase, resumed.drawn, resumed.may_play], ['Ana', 'place', drawn, true]);
      await openInSameTab(tab, link);
      await assertYourMove(tab, mover, null);
    }
    // A discard draws again: the same seat goes on (B4).
    let state;
    do {
      assert.equal(await playTurn(tab, 11 + turn), '');
      state = await api(tab, 'state');
    } while (state.phase === 'place' && state.current === mover);
    if (state.phase === 'over') {
      record = await api(tab, 'record');
      break;
    }
    link = await assertWaiting(tab, other, { clicks: turn === 1 });
    if (turn === 1) await saveScreenshot(tab, 'seats-waiting-en');
    assertOnlyDue(await recordOfLink(link), chains);
    if (fresh) await tab.close();
    mover = other;
  }
  assert.match(record, /^end$/m);
  const reveals = record.split('\n').filter((l) => / reveal [0-9a-f]{64}$/.test(l));
  assert.ok(reveals.length >= 6 && reveals.every((l) => /^(Ana|Petr) /.test(l)), 'each of the 6 tiles drawn (and any discarded) with its reveal');
  assert.deepEqual(ana.problems, []);
  assert.deepEqual(petr.problems, []);
  await ana.context.close();
  await petr.context.close();
});

test('a seeded game in progress goes on with its seed; a link that changes a move already played in the kept game is refused, naming it', async () => {
  // Two links made before the fair draw: the same seeded game with another first move each.
  const maker = await personContext();
  const scratch = await openTab(maker, '');
  const links = await scratch.evaluate((header) => {
    const hook = window.carcassonne;
    const made = [];
    for (const pick of ['last', 'first']) {
      hook.newGame(header);
      hook.choose(pick === 'last' ? hook.choices().length - 1 : 0);
      while (hook.state().phase !== 'place') hook.choose(0);
      made.push(hook.record());
    }
    return made;
  }, kRecord);
  await maker.context.close();
  const ana = await personContext();
  const tab = await openTab(ana, `#record=${encodeReadable(links[0])}`);
  await answerSeat(tab, 'Ana', ['Ana', 'Petr', 'We play at this screen (every seat here)']);
  const state = await api(tab, 'state');
  assert.equal(state.fair, null, 'no fair draw: the game goes on from its seed');
  assert.equal(state.may_play, false);
  const kept = await api(tab, 'record');
  assert.equal(kept, links[0]);
  const theirs = links[1].trimEnd().split('\n');
  const ours = kept.trimEnd().split('\n');
  const at = ours.findIndex((line, i) => line !== theirs[i]);
  assert.ok(at > 0 && ours[at] !== theirs[at]);
  await openInSameTab(tab, `#record=${encodeReadable(links[1])}`);
  const text = await noticeText(tab);
  const header = ours.length - (await api(tab, 'moves')).length;
  assert.ok(text.includes(`changes move ${at + 1 - header} of the game kept here (line ${at + 1}): here it is '${ours[at]}' (`), text);
  assert.ok(text.includes(`), in the link '${theirs[at]}'`), text);
  assert.equal(await api(tab, 'record'), kept, 'the kept game is back, unchanged');
  assert.equal((await api(tab, 'state')).seat, 'Ana');
  assert.deepEqual(ana.problems, []);
  await ana.context.close();
});

test('the seat question, joining, the waiting state and the reply of a fair game in Czech on a phone', async () => {
  const ana = await personContext({ ...kPhone, locale: 'cs-CZ' });
  const petr = await personContext({ ...kPhone, locale: 'cs-CZ' });
  const anaTab = await openTab(ana, `#record=${encodeReadable(kRecord)}&lang=cs`);
  await page_language(anaTab);
  await saveScreenshot(anaTab, 'seats-question-cs-phone');
  await anaTab.tap('#seat-question button.seat:text-is("Ana")');
  assert.equal((await api(anaTab, 'state')).seat, 'Ana');
  await anaTab.waitForFunction(() => /Čeká se, až se připojí Petr: první kartička se táhne, až hru otevřou všichni hráči\. Pošlete tento odkaz/
    .test(document.querySelector('#notice')?.textContent ?? ''));
  await nextFrame(anaTab);
  await saveScreenshot(anaTab, 'seats-joining-cs-phone');
  let link = await anaTab.inputValue('#notice .link');
  const petrTab = await openTab(petr, link.slice(link.indexOf('#')));
  await petrTab.tap('#seat-question button.seat:text-is("Petr")');
  await petrTab.waitForFunction(() => /Na tahu je Ana\. Pošlete tento odkaz/.test(document.querySelector('#notice')?.textContent ?? ''));
  link = await petrTab.inputValue('#notice .link');
  await openInSameTab(anaTab, link);
  await anaTab.waitForFunction(() => /Jste na tahu, Ana\./.test(document.querySelector('#notice')?.textContent ?? ''));
  assert.equal(await playOneTurn(anaTab, 3), '');
  await anaTab.waitForFunction(() => /Na tahu je Petr\. Pošlete tento odkaz/.test(document.querySelector('#notice')?.textContent ?? ''));
  await nextFrame(anaTab);
  await saveScreenshot(anaTab, 'seats-waiting-cs-phone');
  link = await anaTab.inputValue('#notice .link');
  await openInSameTab(petrTab, link);
  await petrTab.waitForFunction(() => /Jste na tahu, Petr\./.test(document.querySelector('#notice')?.textContent ?? ''));
  assert.match(await noticeText(petrTab), /Od vašeho posledního tahu: Ana/);
  await nextFrame(petrTab);
  await saveScreenshot(petrTab, 'seats-reply-cs-phone');
  assert.deepEqual(ana.problems, []);
  assert.deepEqual(petr.problems, []);
  await ana.context.close();
  await petr.context.close();
});

async function page_language(page) {
  await page.waitForFunction(() => window.carcassonne.language === 'cs');
  await page.waitForSelector('#seat-question');
  assert.equal(await page.textContent('#seat-question p'), 'Kdo z\u00a0vás jste?');
}
