// Computer players in the page: aiMove(iterations) plays one decision of whoever decides now,
// through the same engine path as a click. A Taiwan game with chips and three seats is played
// to the end by the AI; every move lands in the log and the game is deterministic per seed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, saveScreenshot, startSession, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const header = 'game 1\nplayers Ana Ben Cyril\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 5\n';

// Plays AI decisions until the game is over; returns the number of decisions and the record.
const playByAi = (page, iterations) => page.evaluate((iterations) => {
  const hook = window.carcassonne;
  let decisions = 0;
  while (hook.state().phase !== 'over' && decisions < 2000) {
    const error = hook.aiMove(iterations);
    if (error) return { decisions, error };
    ++decisions;
  }
  return { decisions, record: hook.record() };
}, iterations);

test('aiMove plays a whole Taiwan game with chips; the same seed gives the same record', async () => {
  const { page, problems } = await session.open({ viewport: { width: 1280, height: 800 } });
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', header), '');
  const first = await playByAi(page, 4);
  assert.equal(first.error, undefined);
  assert.ok(first.decisions > 60, `only ${first.decisions} decisions`);
  assert.equal((await api(page, 'state')).phase, 'over');
  assert.ok((await api(page, 'log')).length > first.decisions / 2);
  await saveScreenshot(page, 'ai-taiwan-over');
  assert.equal(await api(page, 'newGame', header), '');
  const second = await playByAi(page, 4);
  assert.equal(second.record, first.record);
  assert.match(await api(page, 'aiMove', 4), /over/);
  assert.match(await api(page, 'aiMove', 0), /at least 1 iteration/);
  assert.deepEqual(problems, []);
});
