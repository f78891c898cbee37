// How the boards look: the classic table, Taiwan and Iberia at a desktop (1280x800) and a phone
// (390x844) size, empty and after a whole seeded game, plus a close-up of the tile art. Saves
// build/artifacts/looks-TAG-MAP-WxH-STATE.png (TAG from $LOOKS_TAG, default "now") to compare
// pictures across changes, and checks that the map boards draw their real land: a board point
// that is land but no square shows land colours, a point out at sea shows the sea.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, nextFrame, playRandomly, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kTag = process.env.LOOKS_TAG ?? 'now';
const kViewports = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];
const kMaps = ['classic', 'taiwan', 'iberia'];

// Where the close-up looks: a start square (classic: the start tile at 0,0).
const kCloseUp = { classic: [0, 0], taiwan: [10, 6], iberia: [5, 2] };

// Board points (the middle of square X,Y) that are land in assets/maps/*.coast but no square, and
// points out at sea.
const kLand = { taiwan: [11, 13], iberia: [12, 1] };
const kSea = { taiwan: [2, 4], iberia: [13, 10] };  // not under the log window

const header = (map) => `game 1\nplayers Red Blue\n${map === 'classic' ? '' : `map ${map}\n`}` +
  `tiles base,ic,tb\n${map === 'classic' ? '' : 'chips on\n'}seed 11\n`;

// Muted land: green (the place itself) or grey (its neighbours), darker than the printed squares;
// sea: clearly blue.
const isLand = ([r, g, b]) => g >= 95 && g <= 175 && g - b >= 5 && g - b <= 75 && Math.abs(r - g) <= 35;
const isSea = ([r, g, b]) => b > r + 25;

// Plays `moves` seeded random legal moves in the page (fewer if the game ends first).
async function playMoves(page, moves, seed) {
  return page.evaluate(({ moves, seed }) => {
    let random = seed >>> 0;
    for (let i = 0; i < moves && window.carcassonne.state().phase !== 'over'; ++i) {
      random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
      const error = window.carcassonne.choose(random % window.carcassonne.choices().length);
      if (error) return error;
    }
    return '';
  }, { moves, seed });
}

async function pixelAt(page, png, [x, y]) {
  const [sx, sy] = await api(page, 'screenOf', x, y);
  const [colour] = await session.pixels(png, [[Math.round(sx), Math.round(sy)]]);
  return colour;
}

for (const viewport of kViewports) {
  for (const map of kMaps) {
    test(`${map} at ${viewport.width}x${viewport.height}: empty board and a whole game`, async () => {
      const { page, problems } = await session.open({ viewport });
      page.setDefaultTimeout(180_000);  // SwiftShader draws a whole board slowly on a busy machine
      await waitForGame(page, 180_000);
      assert.equal(await api(page, 'newGame', header(map)), '');
      await page.mouse.move(2, viewport.height - 2);  // no hover tile over the board
      await nextFrame(page);
      const size = `${viewport.width}x${viewport.height}`;
      const empty = await saveScreenshot(page, `looks-${kTag}-${map}-${size}-empty`);
      const colours = kLand[map] ? [await pixelAt(page, empty, kLand[map]), await pixelAt(page, empty, kSea[map])] : [];
      if (viewport.width > 600) {  // a close-up of the tile art and the figures in the middle of a game
        assert.equal(await playMoves(page, 90, 11), '');
        const [x, y] = await api(page, 'screenOf', ...kCloseUp[map]);
        await page.mouse.move(x, y);
        for (let i = 0; i < 4; ++i) await page.mouse.wheel(0, -240), await nextFrame(page);
        await page.mouse.move(2, viewport.height - 2);
        await nextFrame(page);
        await saveScreenshot(page, `looks-${kTag}-${map}-${size}-closeup`);
      }
      const played = await playRandomly(page, { seed: 11 });
      assert.equal(played.error, undefined);
      await page.keyboard.press('f');  // the whole board in view again
      await nextFrame(page);
      await saveScreenshot(page, `looks-${kTag}-${map}-${size}-played`);
      if (colours.length) {
        assert.ok(isLand(colours[0]), `${map}: square ${kLand[map]} is land beside the squares, drawn ${colours[0]}`);
        assert.ok(isSea(colours[1]), `${map}: square ${kSea[map]} is sea, drawn ${colours[1]}`);
      }
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
}
