// Writes the compatibility corpus (tests/compat/README.md): autosaves, the game set aside,
// share links and records, each saved by the page built from this repository, with the state
// signature of the game it was saved from (window.carcassonne.signature()) in FILE.expect.json
// beside it.
//
// The corpus in the repository was written once, by the version whose save formats it keeps
// (autosave version 1, links and records as they were; their expectations then went into one
// manifest.json, which is never edited again), and is never edited or regenerated: a later version
// must open every file into the game of its signature. To add files of a new format version, run
// this script with `--into DIR` and copy only the new files with their `.expect.json` into
// tests/compat.
//
//   node tests/compat/generate.mjs [--into DIR]     (needs build/web/page: tools/build web)
import { api, nextFrame, playRandomly, shellReady, startSession } from '../browser/harness.mjs';
import { outputDir, writeCorpusFile } from './corpus.mjs';

const into = outputDir();

const kKeptKey = 'carcassonne-maps:game';
const kPreviousKey = 'carcassonne-maps:previous';

// Every tile set with its rules, and both maps with their chips.
const kRecords = [
  ['base', 'game 1\nplayers Red Blue\ntiles base\nrules none\nseed 11\n'],
  ['ic', 'game 1\nplayers Red Blue Green\ntiles base,ic\nrules ic\nseed 12\n'],
  ['tb', 'game 1\nplayers Red Blue\ntiles base,tb\nrules tb\nseed 13\n'],
  ['gbm', 'game 1\nplayers Red Blue\ntiles base,gbm\nrules gbm\nseed 14\n'],
  ['porxada', 'game 1\nplayers Red Blue\ntiles base,porxada\nrules porxada\nseed 15\n'],
  ['taiwan-chips', 'game 1\nplayers Red Blue Green\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 16\n'],
  ['iberia-chips', 'game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb\nchips on\nseed 17\n'],
];

// Autosaves: [name, record header, phase to stop in ('' = after `moves` random choices), offer].
const kAutosaves = [
  ['between-turns', 'game 1\nplayers Red Blue\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 3\n', '', '', 12],
  ['after-placement', 'game 1\nplayers Red Blue\ntiles base,ic,tb\nrules ic,tb\nseed 7\n', 'deploy', ''],
  ['iberia-cache', 'game 1\nplayers Red Blue\nmap iberia\ntiles base,ic,tb\nchips on\nseed 7\n', 'cache', ''],
  ['taiwan-upgrade', 'game 1\nplayers Red Blue\nmap taiwan\ntiles base,ic,tb\nchips on\nseed 7\n', 'upgrade', 'Pay'],
  ['porxada-choice', 'game 1\nplayers Red Blue\ntiles base,porxada\nrules porxada\nseed 2\n', 'porxada', ''],
  ['porxada-swap', 'game 1\nplayers Red Blue\ntiles base,porxada\nrules porxada\nseed 2\n', 'swap', ''],
  ['game-over', 'game 1\nplayers Red Blue\ntiles base\nrules none\nseed 9\ntilecount 20\n', 'over', ''],
];

let written = 0;
const write = (name, text, entry) => {
  writeCorpusFile(into, name, text, entry);
  written += 1;
};

// Plays seeded random moves from `header` until `phase` offers `offer` (or, with `moves`, that
// many choices), trying seeds from 1 on.
async function reach(page, header, phase, offer, moves) {
  for (let seed = 1; seed < 60; ++seed) {
    if (await api(page, 'newGame', header) !== '') throw new Error(`newGame failed: ${header}`);
    if (moves) {
      for (let i = 0; i < moves; ++i) await api(page, 'choose', 0);
      return;
    }
    const result = await playRandomly(page, { seed, phase: phase === 'over' ? null : phase, offer });
    if (result.reached) return;
  }
  throw new Error(`no game of ${header} reached ${phase}`);
}

const signature = (page) => api(page, 'signature');
const kept = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const state = (page) => api(page, 'state');

async function main() {
  const session = await startSession();
  try {
    const { page } = await session.open();
    await shellReady(page);

    for (const [name, header] of kRecords) {
      await reach(page, header, 'over', '');
      const record = (await api(page, 'resumePoint')).record;  // what Save downloads
      write(`records/${name}.carc.txt`, record, { kind: 'record', signature: await signature(page), phase: (await state(page)).phase });
    }

    for (const [name, header, phase, offer, moves] of kAutosaves) {
      await reach(page, header, phase, offer, moves);
      await page.evaluate(() => window.carcassonne.setView({ x: 1.5, y: -2.25, zoom: 57, remaining: true }));
      await nextFrame(page);
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));  // saves with the view
      const now = await state(page);
      write(`autosave/${name}.json`, await kept(page, kKeptKey) + '\n',
            { kind: 'autosave', signature: await signature(page), phase: now.phase });
    }

    // Undo twice from the middle of a turn: the kept game has a redo list (a turn's choice steps
    // and a whole turn's lines); the signature is of the game shown, and of the game after both redos.
    await reach(page, kAutosaves[1][1], 'deploy', '');
    await api(page, 'choose', 0);
    if (!(await playRandomly(page, { phase: 'deploy' })).reached) throw new Error('no second deploy step');
    const played = await signature(page);
    for (let i = 0; i < 2; ++i) await page.click('#undo');
    await nextFrame(page);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const undone = await signature(page);
    write('autosave/with-redo.json', await kept(page, kKeptKey) + '\n',
          { kind: 'autosave', signature: undone, phase: (await state(page)).phase, after_redo: played });

    // The game set aside by a link to another game (carcassonne-maps:previous).
    await reach(page, kAutosaves[2][1], 'cache', '');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const aside = await signature(page);
    await page.goto('about:blank');
    await page.goto(session.url + '#map=taiwan&chips=1&players=Ana,Ben&seed=5');
    await shellReady(page);
    write('autosave/previous-iberia-cache.json', await kept(page, kPreviousKey) + '\n',
          { kind: 'previous', signature: aside, phase: 'cache' });

    // Share links: a short game (record=) and a long one (z=), between turns, as Share makes them.
    for (const [name, header, moves] of [
      ['record', 'game 1\nplayers Ana Ben\ntiles base,ic\nrules ic\nseed 21\n', 4],
      ['z', 'game 1\nplayers Ana Ben Cyril\nmap iberia\ntiles base,ic,tb\nchips on\nseed 22\n', 40],
    ]) {
      if (await api(page, 'newGame', header) !== '') throw new Error('newGame');
      let turns = 0;
      while (turns < moves) {
        await page.evaluate(() => {
          const c = window.carcassonne;
          window.testRandom = (Math.imul(window.testRandom ?? 7, 1664525) + 1013904223) >>> 0;
          c.choose(window.testRandom % c.choices().length);
        });
        const now = await state(page);
        if (now.phase === 'place') turns += 1;
        if (now.phase === 'over') break;
      }
      const link = await page.evaluate(async () => (await import('./share.js')).currentLink());
      const fragment = link.slice(link.indexOf('#'));
      if (!fragment.startsWith(`#${name}=`)) throw new Error(`the ${name} link is ${fragment.slice(0, 12)}…`);
      write(`links/${name}.txt`, fragment + '\n', { kind: 'link', signature: await signature(page), phase: (await state(page)).phase });
    }
    await page.close();
  } finally {
    await session.close();
  }
  console.log(`${written} files in ${into}`);
}

await main();
