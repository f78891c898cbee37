// Keyboard-only play in real Chromium: a whole game of two people played with key presses only (Tab
// to the board, arrows to a square, R, Enter; arrows and Enter or N in the figure step) to its final
// scoring, the record growing by each move; the focus ring on the board (screenshots in English and
// Czech at 1280x800, build/artifacts/keyboard-focus-*.png) and its words in the live region; a focus
// off screen is brought into view; Tab reaches the toolbar, whose buttons show a focus outline and
// keep their keys from the board; a button clicked with the mouse hands the keys back to the board.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kViewport = { width: 1280, height: 800 };

// Lets the app draw two frames and returns what the page shows then, in one round trip: {said (the
// live region), phase, placed, moves (record lines), steps (this turn's), choices}.
function look(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const hook = window.carcassonne;
    hook.wake();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const { phase, placed } = hook.state();
      resolve({ said: document.getElementById('announce')?.textContent ?? '', phase, placed, moves: hook.moves(),
                steps: hook.resumePoint().steps ?? [], choices: hook.choices() });
    }));
  }));
}

async function press(page, key) {
  await page.keyboard.press(key);
  return look(page);
}

const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? '');

// Opens a new game from set-up keys in the fragment and waits for the shell.
async function openGame(hash) {
  const { page, problems } = await session.open({ viewport: kViewport, hash });
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  return { page, problems };
}

// The column of pixels (RGB) across the south edge of the ring drawn around the focused square X,Y:
// from 2 px inside the square to 10 px outside it (a screenshot's pixels).
async function ringColumn(page, png, x, y) {
  const [cx, cy] = await api(page, 'screenOf', x, y);
  const edge = cy + (await api(page, 'view')).zoom / 2;
  const points = [];
  for (let dy = -2; dy <= 10; ++dy) points.push([Math.round(cx), Math.round(edge + dy)]);
  return session.pixels(png, points);
}

const bright = (rgb) => rgb.every((c) => c >= 225);
const dark = (rgb) => rgb.every((c) => c <= 70);
// A white line with a dark rim on both sides, within 3 px (the ring reads on any tile and the sea).
const isRing = (column) => column.some((rgb, i) =>
  bright(rgb) && column.slice(Math.max(0, i - 3), i).some(dark) && column.slice(i + 1, i + 4).some(dark));

test('a whole game is played with the keyboard only, to its final scoring', async () => {
  const { page, problems } = await openGame('#players=Ana,Ben&tilecount=8&seed=3');
  assert.equal((await api(page, 'state')).phase, 'place');
  await press(page, 'Tab');  // the board is the page's first focus stop
  assert.equal(await focusedId(page), 'canvas');
  assert.match(await page.evaluate(() => document.getElementById('canvas').getAttribute('aria-label')), /Arrow keys/);

  let turns = 0;
  let figures = 0;
  let now = await look(page);
  for (let turn = 0; turn < 20 && now.phase !== 'over'; ++turn) {
    const before = now;
    assert.equal(before.phase, 'place', `turn ${turn} starts with a tile to place`);
    // An arrow or Space to a square (the first press shows the focus nearest the middle of the
    // window; later turns start where the last one placed).
    now = await press(page, ['ArrowRight', 'ArrowDown', 'Space', 'ArrowUp'][turn % 4]);
    const square = now.said.match(/^Square (-?\d+),(-?\d+), the tile fits (\d+) ways?$/);
    assert.ok(square, `the live region names the focused square: '${now.said}'`);
    if (turn === 0) {
      const png = await saveScreenshot(page, 'keyboard-focus-en');
      const column = await ringColumn(page, png, Number(square[1]), Number(square[2]));
      assert.ok(isRing(column), `the focus ring shows: ${JSON.stringify(column)}`);
    }
    now = await press(page, 'r');
    assert.match(now.said, /^rotation \d+°$/, 'R says the rotation');
    now = await press(page, 'Enter');
    assert.equal(now.placed, before.placed + 1, `Enter placed the tile of turn ${turn}`);
    const placement = now.steps[0] ?? now.moves.at(-1);
    assert.match(placement, new RegExp(` ${square[1]},${square[2]} r\\d+`), 'on the focused square');
    if (now.phase === 'deploy' && turn % 2 === 0) {
      now = await press(page, 'ArrowRight');  // the second stop (the figure step starts on the first)
      const stop = now.said;
      assert.ok(now.choices.includes(stop), `the stop is said in its button's words: '${stop}'`);
      now = await press(page, 'Enter');
      if (/^meeple /.test(stop)) ++figures;
    } else if (now.phase === 'deploy') {
      now = await press(page, 'n');
    }
    const ended = now.phase === 'over';  // the last turn's line, then `end` (final scoring)
    assert.equal(now.moves.length, before.moves.length + (ended ? 2 : 1), `turn ${turn} added its line to the record`);
    assert.match(now.moves.at(ended ? -2 : -1), /^(Ana|Ben) /);
    if (ended) assert.equal(now.moves.at(-1), 'end');
    ++turns;
  }
  const state = await api(page, 'state');
  assert.equal(state.phase, 'over', 'the game ended');
  assert.ok(turns >= 5, `${turns} turns were played by keys`);
  const record = await api(page, 'record');
  assert.ok(figures > 0, 'meeples were stood by Enter');
  assert.equal((record.match(/ meeple [A-Z]/g) ?? []).length, figures, 'each Enter on a meeple spot stood one');
  assert.match(now.said, /Game over\. Final scores:/);
  assert.deepEqual(problems, []);
});

test('Tab reaches the toolbar with a visible outline; keys pressed there stay with the button; Czech focus', async () => {
  const { page, problems } = await openGame('#players=Jana,Petr&tilecount=10&seed=4&lang=cs');
  await press(page, 'Tab');
  assert.equal(await focusedId(page), 'canvas');
  // The board looks far away: the focus (the legal square nearest the middle) is brought on screen.
  await api(page, 'setView', { x: 40, y: -30, zoom: 90 });
  const focused = await press(page, 'ArrowRight');
  const square = focused.said.match(/^Pole (-?\d+),(-?\d+), kartičku lze přiložit \d+ způsob(em|y)$/);
  assert.ok(square, `Czech words for the square: '${focused.said}'`);
  const [sx, sy] = await api(page, 'screenOf', Number(square[1]), Number(square[2]));
  assert.ok(sx > 100 && sx < 1180 && sy > 100 && sy < 700, `the focused square was brought on screen: ${sx},${sy}`);
  // Tab leaves the board for the toolbar: the first enabled button, with its gold outline.
  await press(page, 'Tab');
  const button = await page.evaluate(() => {
    const el = document.activeElement;
    const style = getComputedStyle(el);
    return { id: el.id, inToolbar: !!el.closest('#toolbar'), visible: el.matches(':focus-visible'),
             outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  assert.ok(button.inToolbar, `Tab went to the toolbar: ${JSON.stringify(button)}`);
  assert.ok(button.visible && button.outline === 'solid' && button.width >= 2, `the focus shows: ${JSON.stringify(button)}`);
  // Arrows and R pressed on the button never reach the board.
  const state = await api(page, 'state');
  await press(page, 'ArrowLeft');
  const after = await press(page, 'r');
  assert.equal(after.said, focused.said, 'the board did not move its focus or say a rotation');
  assert.deepEqual(await api(page, 'state'), state);
  // Shift+Tab comes back to the board, where the keys play again: a tile placed, then a figure spot.
  await press(page, 'Shift+Tab');
  assert.equal(await focusedId(page), 'canvas');
  assert.equal((await press(page, 'Enter')).phase, 'deploy');
  await press(page, 'ArrowRight');
  const spot = await press(page, 'ArrowLeft');
  assert.ok(spot.choices.includes(spot.said), `the spot's words are its button's: '${spot.said}'`);
  await saveScreenshot(page, 'keyboard-focus-cs');
  assert.deepEqual(problems, []);
});

test('a toolbar button clicked with the mouse hands the keys back to the board; one pressed with Enter keeps them', async () => {
  const { page, problems } = await openGame('#players=Ana,Ben&tilecount=10&seed=4');
  // Ana places a tile from the keyboard and ends her turn without a figure: a move to undo.
  await press(page, 'Tab');
  assert.equal(await focusedId(page), 'canvas');
  await press(page, 'ArrowRight');
  assert.equal((await press(page, 'Enter')).phase, 'deploy');
  assert.equal((await press(page, 'n')).placed, 2);
  // Undo, clicked with the mouse as a player does.
  const undo = await page.locator('#undo').boundingBox();
  await page.mouse.click(undo.x + undo.width / 2, undo.y + undo.height / 2);
  const undone = await look(page);
  assert.equal(undone.placed, 1, 'the click undid Ana\'s turn');
  assert.equal(await focusedId(page), 'canvas', 'the keys went back to the board');
  // Arrows and R now act on the board (its focus and the tile's rotation are spoken), and Enter
  // places the tile: it does not press Undo a second time.
  const moved = await press(page, 'ArrowRight');
  assert.match(moved.said, /^Square -?\d+,-?\d+/);
  const turned = await press(page, 'r');
  assert.notEqual(turned.said, moved.said, 'R turned the tile');
  const placed = await press(page, 'Enter');
  assert.equal(placed.phase, 'deploy', 'Enter placed the tile');
  assert.equal(placed.placed, 2);
  // From the keyboard: Tab along the toolbar to Sound, Enter on it; the focus stays on the button
  // (Tab goes on along the toolbar from there) and the board keeps its tile.
  const visited = [];
  for (let i = 0; i < 10 && (await focusedId(page)) !== 'sound'; ++i) {
    await press(page, 'Tab');
    visited.push(await focusedId(page));
  }
  assert.equal(await focusedId(page), 'sound', `Tab visited ${visited.join(' ')}`);
  const label = await page.locator('#sound').textContent();
  const pressed = await press(page, 'Enter');
  assert.notEqual(await page.locator('#sound').textContent(), label, 'Enter switched the sound');
  assert.equal(await focusedId(page), 'sound', 'a button pressed from the keyboard keeps the focus');
  assert.equal(pressed.placed, 2);
  assert.equal(pressed.phase, 'deploy');
  assert.deepEqual(problems, []);
});
