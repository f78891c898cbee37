// Play by link with seats that belong to someone (issue 27, items 1 and 2): Ana and Petr, each in
// a browser context of their own, play a 2-player game by links only. The first opening asks
// "Which one are you?"; from then on only the seat to move can play on each page (a click on a
// legal square of the other's turn places nothing, the page API refuses), the waiting side sees
// "Waiting for …" with the link and no hint button, and a reply link opens with what the opponent
// did. A link that changes a move already played in the kept game is refused, naming it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, clickAt, nextFrame, openInSameTab, playOneTurn, saveScreenshot, shellReady as ready, startSession } from './harness.mjs';
import { encodeReadable } from '../../web/fragment.js';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kRecord = 'game 1\nplayers Ana Petr\ntiles base\nseed 41\n';
const kDesktop = { viewport: { width: 1280, height: 800 } };
const kPhone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

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

// A square where the drawn tile may go now ("Place … at 1,0 r90" among the choices).
async function legalSquare(page) {
  const labels = await api(page, 'choices');
  const place = labels.map((l) => /at (-?\d+),(-?\d+) r/.exec(l)).find(Boolean);
  assert.ok(place, `a placement among ${labels.join(' | ')}`);
  return [Number(place[1]), Number(place[2])];
}

// On the page whose seat waits: the board is shown but nothing can be played there.
async function assertWaiting(page, waitingFor) {
  const state = await api(page, 'state');
  assert.equal(state.may_play, false, `${state.seat}'s page cannot play ${waitingFor}'s turn`);
  await page.waitForFunction((who) => new RegExp(`Waiting for ${who}\\. Send them this link`)
    .test(document.querySelector('#notice')?.textContent ?? ''), waitingFor);
  const link = await page.inputValue('#notice .link');
  assert.match(link, /#(record|z)=/);
  const widgets = await api(page, 'widgets');
  assert.ok(!widgets.some((w) => /^Hint/.test(w.label)), 'no hint button for the other person\'s seat');
  // A click on a legal square of the other's turn places nothing; the page API refuses.
  const before = await api(page, 'record');
  const [x, y] = await legalSquare(page);
  const [sx, sy] = await api(page, 'screenOf', x, y);
  await clickAt(page, sx, sy);
  await clickAt(page, sx, sy);
  await page.keyboard.press('Enter');
  await nextFrame(page);
  assert.equal(await api(page, 'record'), before, 'a click, a second click and Enter placed nothing');
  const refused = `${waitingFor} is to play: this page plays another seat of this game by link`;
  assert.equal(await api(page, 'choose', 0), refused);
  assert.equal(await api(page, 'aiMove', 5), refused);
  assert.equal(await api(page, 'hint'), 'a hint is only for a human player whose turn it is');
  assert.equal(await api(page, 'record'), before);
  return link;
}

async function assertYourMove(page, me, opponent) {
  const state = await api(page, 'state');
  assert.equal(state.seat, me);
  assert.equal(state.may_play, true);
  await page.waitForFunction((me) => (document.querySelector('#notice')?.textContent ?? '').includes(`Your move, ${me}.`), me);
  const text = await noticeText(page);
  assert.match(text, new RegExp(`Since your last move: ${opponent} (placed|drew|deployed|scored)`), text);
  assert.ok((await api(page, 'insight')).recent.length > 0, 'the last moves are marked');
  // His move is his: no undo of it here (the toolbar's Undo is off, the page API refuses).
  await page.waitForFunction(() => document.querySelector('#undo')?.disabled === true);
  assert.match(await api(page, 'undo'), new RegExp(`^the last move was played by ${opponent}`));
}

async function answerSeat(page, name) {
  await page.waitForSelector('#seat-question');
  const buttons = await page.$$eval('#seat-question button', (all) => all.map((b) => {
    const r = b.getBoundingClientRect();
    return { text: b.textContent, w: r.width, h: r.height };
  }));
  assert.deepEqual(buttons.slice(0, 2).map((b) => b.text), ['Ana', 'Petr']);
  for (const b of buttons) assert.ok(b.h >= 44 && b.w >= 44, `${b.text}: ${b.w}x${b.h} CSS px`);
  await page.click(`#seat-question button.seat:text-is("${name}")`);
  await page.waitForSelector('#seat-question', { state: 'detached' });
  assert.equal((await api(page, 'state')).seat, name);
}

test('Ana and Petr play by links only: each page plays its own seat, waits for the other, says what he did', async () => {
  const ana = await personContext();
  const petr = await personContext();
  const anaTab = await openTab(ana, `#record=${encodeReadable(kRecord)}`);
  await saveScreenshot(anaTab, 'seats-question-en');
  await answerSeat(anaTab, 'Ana');
  assert.equal(await playOneTurn(anaTab, 3), '');
  let link = await assertWaiting(anaTab, 'Petr');
  await saveScreenshot(anaTab, 'seats-waiting-en');

  // Petr opens it: asked once, then his move with what Ana did.
  let petrTab = await openTab(petr, link.slice(link.indexOf('#')));
  await answerSeat(petrTab, 'Petr');
  await assertYourMove(petrTab, 'Petr', 'Ana');
  await saveScreenshot(petrTab, 'seats-reply-en');

  for (let round = 0; round < 3; ++round) {
    assert.equal(await playOneTurn(petrTab, 11 + round), '');
    link = await assertWaiting(petrTab, 'Ana');
    // Ana: the first rounds in a new tab of her browser, the last in the same tab.
    const tab = round < 2 ? await openTab(ana, link.slice(link.indexOf('#'))) : anaTab;
    if (tab === anaTab) await openInSameTab(anaTab, link);
    assert.equal(await tab.$('#seat-question'), null, 'her seat is kept with the game: not asked again');
    await assertYourMove(tab, 'Ana', 'Petr');
    assert.equal(await playOneTurn(tab, 21 + round), '');
    link = await assertWaiting(tab, 'Petr');
    if (tab !== anaTab) await tab.close();
    // Petr: in the same tab each time.
    await openInSameTab(petrTab, link);
    assert.equal(await petrTab.$('#seat-question'), null);
    await assertYourMove(petrTab, 'Petr', 'Ana');
  }
  assert.equal((await api(petrTab, 'state')).turns, 7);
  assert.deepEqual(ana.problems, []);
  assert.deepEqual(petr.problems, []);
  await ana.context.close();
  await petr.context.close();
});

test('a link that changes a move already played in the kept game is refused, naming it; nothing is overwritten', async () => {
  const ana = await personContext();
  const tab = await openTab(ana, `#record=${encodeReadable(kRecord)}`);
  await answerSeat(tab, 'Ana');
  assert.equal(await playOneTurn(tab, 3), '');
  await assertWaiting(tab, 'Petr');
  const kept = await api(tab, 'record');
  // The same game with another first move, made in a browser of its own.
  const maker = await personContext();
  const scratch = await openTab(maker, '');
  const other = await scratch.evaluate((header) => {
    const hook = window.carcassonne;
    hook.newGame(header);
    hook.choose(hook.choices().length - 1);
    while (hook.state().phase !== 'place') hook.choose(0);
    return { changed: hook.record() };
  }, kRecord);
  await maker.context.close();
  const theirs = other.changed.trimEnd().split('\n');
  const ours = kept.trimEnd().split('\n');
  const at = ours.findIndex((line, i) => line !== theirs[i]);
  assert.ok(at > 0 && ours[at] !== theirs[at]);
  await openInSameTab(tab, `#record=${encodeReadable(other.changed)}`);
  const text = await noticeText(tab);
  const header = ours.length - (await api(tab, 'moves')).length;
  assert.ok(text.includes(`changes move ${at + 1 - header} of the game kept here (line ${at + 1}): here it is '${ours[at]}' (`), text);
  assert.ok(text.includes(`), in the link '${theirs[at]}'`), text);
  assert.equal(await api(tab, 'record'), kept, 'the kept game is back, unchanged');
  assert.equal((await api(tab, 'state')).seat, 'Ana');
  assert.deepEqual(ana.problems, []);
  await ana.context.close();
});

test('the seat question, the waiting state and the reply in Czech on a phone', async () => {
  const ana = await personContext({ ...kPhone, locale: 'cs-CZ' });
  const petr = await personContext({ ...kPhone, locale: 'cs-CZ' });
  const anaTab = await openTab(ana, `#record=${encodeReadable(kRecord)}&lang=cs`);
  await page_language(anaTab);
  await saveScreenshot(anaTab, 'seats-question-cs-phone');
  await anaTab.tap('#seat-question button.seat:text-is("Ana")');
  assert.equal((await api(anaTab, 'state')).seat, 'Ana');
  assert.equal(await playOneTurn(anaTab, 3), '');
  await anaTab.waitForSelector('#notice .link');
  assert.match(await noticeText(anaTab), /Na tahu je Petr\. Pošlete tento odkaz/);
  await nextFrame(anaTab);
  await saveScreenshot(anaTab, 'seats-waiting-cs-phone');
  const link = await anaTab.inputValue('#notice .link');
  const petrTab = await openTab(petr, link.slice(link.indexOf('#')));
  await petrTab.tap('#seat-question button.seat:text-is("Petr")');
  await petrTab.waitForFunction(() => /Jste na tahu, Petr\./.test(document.querySelector('#notice')?.textContent ?? ''));
  assert.match(await noticeText(petrTab), /Od vašeho posledního tahu: Ana/);
  await nextFrame(petrTab);
  await saveScreenshot(petrTab, 'seats-reply-cs-phone');
  assert.deepEqual(ana.problems, []);
  await ana.context.close();
  await petr.context.close();
});

async function page_language(page) {
  await page.waitForFunction(() => window.carcassonne.language === 'cs');
  await page.waitForSelector('#seat-question');
  assert.equal(await page.textContent('#seat-question p'), 'Kdo z\u00a0vás jste?');
}
