// The game in real Chromium: the set-up screen starts a map game, turns on Taiwan and Iberia are
// played with real mouse clicks and keys, a whole game runs through the page API to the final
// breakdown, and bad input returns errors without changing the game. Screenshots: build/artifacts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, nextFrame, playRandomly, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kViewport = { width: 1280, height: 800 };
const header = (map, seed) =>
  `game 1\nplayers Red Blue Green\nmap ${map}\ntiles base,ic,tb\nchips on\nseed ${seed}\n`;

// A small deterministic generator so the tests pick the same moves every run.
function generator(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

// Targets not hidden under a panel (players top left, turn top centre, log bottom right).
const onOpenBoard = ({ x, y }) => y > 125 && !(x > 880 && y > 580) && x > 8 && x < 1272 && y < 792;


// One turn by mouse and keyboard: hover a legal square, rotate with R, click it, then click a
// figure target or press N; cache squares are clicked; other dialogs use the first choice.
async function playTurnByMouse(page, pick) {
  await nextFrame(page);
  const before = await api(page, 'state');
  const squares = (await api(page, 'targets')).filter(onOpenBoard);
  if (squares.length === 0) return assert.equal(await api(page, 'choose', 0), '', 'discard the unplaceable tile');
  const square = squares[pick(squares.length)];
  await page.mouse.move(square.x, square.y);
  await page.keyboard.press('r');
  await page.mouse.click(square.x, square.y);
  await nextFrame(page);
  let state = await api(page, 'state');
  assert.equal(state.placed, before.placed + 1, `the click on ${square.label} placed the tile`);
  for (let step = 0; step < 6 && state.phase !== 'place' && state.phase !== 'over'; ++step) {
    const targets = (await api(page, 'targets')).filter(onOpenBoard);
    if (state.phase === 'deploy' && targets.length && pick(2) === 0) {
      const t = targets[pick(targets.length)];
      await page.mouse.click(t.x, t.y);
    } else if (state.phase === 'cache' && targets.length) {
      await page.mouse.click(targets[0].x, targets[0].y);
    } else if (['deploy', 'upgrade', 'swap', 'withdraw'].includes(state.phase)) {
      await page.keyboard.press('n');
    } else {
      assert.equal(await api(page, 'choose', 0), '');
    }
    await nextFrame(page);
    state = await api(page, 'state');
  }
  assert.ok(state.turns > before.turns, 'the turn was recorded');
}

test('the set-up screen starts a Taiwan game with chips', async () => {
  const { page, problems } = await session.open({ viewport: kViewport });
  await waitForGame(page);
  await saveScreenshot(page, 'setup-screen');
  assert.equal((await api(page, 'state')).phase, 'none');
  await page.mouse.click(30, 780);  // the board, not a panel: keys go to the game
  await page.keyboard.press('Enter');
  await nextFrame(page);
  const state = await api(page, 'state');
  assert.equal(state.map, 'taiwan');
  assert.equal(state.phase, 'place');
  assert.match(await api(page, 'record'), /chips on/);
  assert.deepEqual(problems, []);
});

for (const [map, seed] of [['taiwan', 4], ['iberia', 9]]) {
  test(`turns on ${map} are played with the mouse and keys`, async () => {
    const { page, problems } = await session.open({ viewport: kViewport });
    await waitForGame(page);
    assert.equal(await api(page, 'newGame', header(map, seed)), '');
    const pick = generator(seed);
    for (let turn = 0; turn < 8; ++turn) await playTurnByMouse(page, pick);
    // Take back: place by click, then Escape restores the game from before the placement.
    const before = await api(page, 'state');
    await nextFrame(page);
    const [square] = (await api(page, 'targets')).filter(onOpenBoard);
    await page.mouse.click(square.x, square.y);
    await nextFrame(page);
    assert.equal((await api(page, 'state')).placed, before.placed + 1);
    await page.keyboard.press('Escape');
    await nextFrame(page);
    assert.deepEqual(await api(page, 'state'), before);
    if (map === 'taiwan') await page.keyboard.press('t');  // the remaining tiles, with pictures
    await page.mouse.move(640, 420);
    await nextFrame(page);
    await saveScreenshot(page, `${map}-mid-game`);
    assert.deepEqual(problems, []);
  });
}

test('a whole Iberia game runs through the page API to the final breakdown', async () => {
  const { page, problems } = await session.open({ viewport: kViewport });
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', header('iberia', 21)), '');
  const played = await playRandomly(page, { seed: 21 });
  assert.equal(played.error, undefined);
  const state = await api(page, 'state');
  const record = await api(page, 'record');
  assert.equal(state.phase, 'over');
  for (const player of state.players) {
    const sum = Object.values(player.by_category).reduce((a, b) => a + b, 0);
    assert.equal(sum, player.score, `${player.name}'s breakdown adds up to the score`);
  }
  // The record the page writes replays to the same final scores.
  assert.equal(await api(page, 'newGame', record), '');
  assert.deepEqual((await api(page, 'state')).scores, state.scores);
  const log = await api(page, 'log');
  assert.ok(log.some((line) => / scored \d+ /.test(line)), 'the replayed record fills the log with scorings');
  // The final panel's graph: each player's score after every move line from 0 to the final scores
  const { scores, big, words } = await api(page, 'finalScores');
  assert.deepEqual(scores[0], state.players.map(() => 0));
  assert.deepEqual(scores.at(-1), state.players.map((p) => p.score));
  assert.equal(words.length, state.players.length);
  for (const b of big) assert.ok(b.points >= 10 && scores[b.turn][b.player] - scores[b.turn - 1][b.player] >= b.points, JSON.stringify(b));
  await nextFrame(page);
  await saveScreenshot(page, 'final-breakdown');
  assert.deepEqual(problems, []);
});

test('bad set-ups and illegal moves return errors and change nothing', async () => {
  const { page, problems } = await session.open({ viewport: kViewport });
  await waitForGame(page);
  assert.match(await api(page, 'newGame', 'game 1\nplayers Red\n'), /player/i);
  assert.equal(await api(page, 'newGame', 'game 1\nplayers Red Blue\nseed 2\n'), '');
  const before = await api(page, 'state');
  assert.notEqual(await api(page, 'play', 'Red B-E 40,40 r90'), '');
  assert.notEqual(await api(page, 'play', 'nonsense'), '');
  assert.notEqual(await api(page, 'choose', 999), '');
  assert.deepEqual(await api(page, 'state'), before);
  const [first] = await api(page, 'choices');
  const line = first.replace(/^Place /, 'Red ').replace(/ at /, ' ');
  assert.equal(await api(page, 'play', line), '', `play(${line})`);
  assert.equal((await api(page, 'state')).turns, 1);
  assert.deepEqual(problems, []);
});

// Every expansion step the page offers (upgrades, the Gingerbread Man, La Porxada, swaps,
// refusals, withdrawals, discards) comes from choices(); whole games with those rules must end.
test('whole games with every expansion rule end through the page API', async () => {
  const { page, problems } = await session.open({ viewport: kViewport });
  await waitForGame(page);
  const setups = [
    'players Red Blue Green\nmap taiwan\ntiles base,ic,tb\nrules ic,tb\nchips on\nseed 2\n',
    'players Red Blue\ntiles winter,gbm,porxada\nrules ic,gbm,porxada\noption porxada-refusal supply\nseed 3\n',
    'players Red Blue Green Black\ntiles base,porxada\nrules porxada\noption porxada-house on\nseed 4\n',
  ];
  for (const [n, setup] of setups.entries()) {
    assert.equal(await api(page, 'newGame', `game 1\n${setup}`), '');
    const result = await playRandomly(page, { seed: 100 + n });
    assert.equal(result.error, undefined, setup);
    assert.equal(result.phase, 'over', setup);
  }
  await nextFrame(page);
  await saveScreenshot(page, 'expansions-final');
  assert.deepEqual(problems, []);
});

// The map opens in full view, below the players and turn panels, however many players there are.
test('a new map game shows the whole map below the top panels', async () => {
  const { page, problems } = await session.open({ viewport: kViewport });
  await waitForGame(page);
  for (const [map, cols, rows, players] of [['taiwan', 13, 22, 6], ['iberia', 17, 12, 3]]) {
    const names = ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'Purple'].slice(0, players).join(' ');
    assert.equal(await api(page, 'newGame', `players ${names}\nmap ${map}\nchips on\nseed 1\n`), '');
    await nextFrame(page);
    const [x1, y1] = await api(page, 'screenOf', 1, 1);
    const [x2, y2] = await api(page, 'screenOf', cols, rows);
    const half = (await api(page, 'screenOf', 2, 1))[0] - x1 >> 1;
    const widgets = await page.evaluate(() => window.carcassonne.widgets());
    const panelBottom = Math.max(...widgets.filter((w) => w.window === 'Players' || w.window === 'Turn').map((w) => w.y + w.h));
    assert.ok(y1 - half > panelBottom, `${map}: the first row (${y1 - half}) starts below the panels (${panelBottom})`);
    assert.ok(x1 - half >= 0 && x2 + half <= kViewport.width && y2 + half <= kViewport.height, `${map}: the map fits the view`);
  }
  assert.deepEqual(problems, []);
});
