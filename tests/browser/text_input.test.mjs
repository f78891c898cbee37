// The set-up screen's text fields are real <input>s while they are edited (web/text_input.js over
// src/app/platform/text_field.cpp): a tap on a phone focuses a text input (its keyboard opens),
// Czech names arrive through an input method's composition and through paste, the seed field asks
// for a number pad, Enter keeps and Escape restores; the game starts with what was typed.
// Screenshots: build/artifacts/text-input-*.png.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  api, clickAt, clickWidget, findWidget, kPhone, nextFrame, phoneScreenshot, repo, saveScreenshot, startSession,
  tap, waitForGame,
} from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });


// The text of `key` in assets/i18n/<lang>.lang (the page's words, as a player reads them).
function words(lang, key) {
  const line = fs.readFileSync(path.join(repo, `assets/i18n/${lang}.lang`), 'utf8').split('\n').find((l) => l.startsWith(`${key} =`));
  return line.slice(line.indexOf('=') + 1).trim();
}

// What has the page's focus: its tag, type, input mode, label and value.
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return { tag: el?.tagName, type: el?.getAttribute('type'), inputmode: el?.getAttribute('inputmode'),
           label: el?.getAttribute('aria-label'), value: el?.value, visible: el ? el.getBoundingClientRect().height > 0 : false };
});

// Types `text` into the focused input (a screenshot `shot` then) and leaves it with `key`.
async function typeAndLeave(page, text, key, shot = null) {
  await page.keyboard.type(text);
  await nextFrame(page);
  if (shot) await saveScreenshot(page, shot);
  await page.keyboard.press(key);
  await nextFrame(page);
  assert.equal((await focused(page)).tag, 'CANVAS', `${key} hands the keys back to the board`);
}

const nameFields = async (page) => (await api(page, 'widgets')).filter((w) => w.id === '##name');

test('on a Czech phone a tap on a name opens a text input; Šárka is composed, Jiří pasted, and the game starts with them', async () => {
  const { page, problems } = await session.open({ ...kPhone, hash: '#lang=cs' });
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.url });
    await waitForGame(page);
    await nextFrame(page);
    const passAndPlay = await findWidget(page, words('cs', 'setup.pass_and_play'));
    await tap(page, passAndPlay.x + passAndPlay.w / 2, passAndPlay.y + passAndPlay.h / 2);
    const names = await nameFields(page);
    assert.equal(names.length, 2);

    // What has the focus when the tap's touchend has been handled: a phone (iOS above all) opens its
    // keyboard only for a focus given within the touch's own handler, not a frame later.
    await page.evaluate(() => {
      window.focusAtTouchEnd = [];
      window.addEventListener('touchend', () => window.focusAtTouchEnd.push(document.activeElement?.id ?? ''), { passive: true });
    });
    const focusAtTouchEnd = () => page.evaluate(() => window.focusAtTouchEnd.at(-1));
    await tap(page, names[0].x + names[0].w / 2, names[0].y + names[0].h / 2);
    assert.equal(await focusAtTouchEnd(), 'text-input', 'the input has the focus within the tap');
    const first = await focused(page);
    assert.deepEqual(first, { tag: 'INPUT', type: 'text', inputmode: 'text', label: 'Jméno 1. hráče', value: words('cs', 'player.0'), visible: true });
    const box = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
    assert.ok(Math.abs(box.x - names[0].x) < 2 && Math.abs(box.y - names[0].y) < 2 && Math.abs(box.width - names[0].w) < 2,
              `the input lies over the field: ${JSON.stringify(box)} and ${JSON.stringify(names[0])}`);
    await phoneScreenshot(page, 'text-input-phone-cs');

    // An input method composes Š, Šá, … and commits Šárka (it replaces the selected default name).
    const cdp = await page.context().newCDPSession(page);
    for (const part of ['S', 'Š', 'Šá', 'Šár', 'Šárk', 'Šárka']) {
      await cdp.send('Input.imeSetComposition', { text: part, selectionStart: part.length, selectionEnd: part.length });
    }
    await cdp.send('Input.insertText', { text: 'Šárka' });
    await cdp.detach();
    assert.equal((await focused(page)).value, 'Šárka');

    // The second name: pasted from the clipboard over the selected default.
    await page.evaluate(() => navigator.clipboard.writeText('Jiří'));
    await tap(page, names[1].x + names[1].w / 2, names[1].y + names[1].h / 2);
    assert.equal(await focusAtTouchEnd(), 'text-input', 'the second field too');
    assert.equal((await focused(page)).label, 'Jméno 2. hráče');
    await page.keyboard.press('Control+V');
    assert.equal((await focused(page)).value, 'Jiří');
    await nextFrame(page);

    const start = await findWidget(page, words('cs', 'setup.start'));
    await tap(page, start.x + start.w / 2, start.y + start.h / 2);
    const state = await api(page, 'state');
    assert.deepEqual(state.players.map((p) => p.name), ['Šárka', 'Jiří']);
    assert.equal(await page.evaluate(() => document.getElementById('text-input').hidden), true, 'the input went with the set-up screen');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('on a desktop a clicked name takes typed keys; Escape restores it, Enter keeps it; the seed field asks for a number pad', async () => {
  const { page, problems } = await session.open({ viewport: { width: 1280, height: 800 } });
  try {
    await waitForGame(page);
    await nextFrame(page);
    await clickWidget(page, 'Custom game');
    const names = await nameFields(page);
    const at = (w) => [w.x + w.w / 2, w.y + w.h / 2];

    await clickAt(page, ...at(names[0]));
    assert.deepEqual(await focused(page), { tag: 'INPUT', type: 'text', inputmode: 'text', label: 'Name of player 1', value: 'Red', visible: true });
    await typeAndLeave(page, 'Ana', 'Escape', 'text-input-desktop-en');
    await clickAt(page, ...at(names[0]));
    assert.equal((await focused(page)).value, 'Red', 'Escape left the name as it was');
    await typeAndLeave(page, 'Ana', 'Enter');
    await clickAt(page, ...at(names[0]));
    assert.equal((await focused(page)).value, 'Ana', 'Enter kept the name');
    // Tab keeps the name and edits the next field of the form, Shift+Tab the one before
    await page.keyboard.press('Tab');
    await nextFrame(page);
    assert.deepEqual(await focused(page), { tag: 'INPUT', type: 'text', inputmode: 'text', label: 'Name of player 2', value: 'Blue', visible: true });
    await page.keyboard.type('Bob');
    await page.keyboard.press('Shift+Tab');
    await nextFrame(page);
    assert.equal((await focused(page)).label, 'Name of player 1');
    await page.keyboard.press('Escape');
    assert.equal((await nameFields(page)).length, 2);
    await clickAt(page, ...at(names[1]));
    assert.equal((await focused(page)).value, 'Bob', 'Tab kept the name typed before it');
    await page.keyboard.press('Escape');

    await clickWidget(page, 'More: seed and tile count');
    const seed = await findWidget(page, 'Seed');
    await clickAt(page, seed.x + 20, seed.y + seed.h / 2);
    const typed = await focused(page);
    assert.equal(typed.inputmode, 'numeric');
    assert.equal(typed.label, 'Seed');
    await page.keyboard.type('77');
    await page.keyboard.press('Enter');
    await nextFrame(page);
    // A name of two words: the player-name grammar refuses it when the game starts. (More moved
    // the fields.)
    const second = async () => (await nameFields(page))[1];
    await clickAt(page, ...at(await second()));
    assert.equal((await focused(page)).label, 'Name of player 2');
    await typeAndLeave(page, 'Jan Novák', 'Enter');
    await clickWidget(page, 'Start the game');
    assert.equal((await api(page, 'view')).setup, true, 'a name with a space starts no game');
    await clickAt(page, ...at(await second()));
    assert.equal((await focused(page)).value, 'Jan Novák');
    await typeAndLeave(page, 'Jan', 'Enter');
    await clickWidget(page, 'Start the game');
    assert.deepEqual((await api(page, 'state')).players.map((p) => p.name), ['Ana', 'Jan']);
    assert.match(await api(page, 'record'), /^seed 77$/m);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
