// Writes the corpus's link of a fair game by link (tests/compat/README.md, docs/fair-draw.md): a
// game on Iberia with chips drawn by commit-reveal, Ana and Petr committed to chains made from
// pinned entropy, a few turns played, as Share makes its link between turns; with the state
// signature of the game a page without either secret opens from it (Ana's tile not drawn there).
// Like generate.mjs, it was run once, by the version that introduced the fair draw on the page;
// its file is never edited or regenerated.
//
//   node tests/compat/generate-fair.mjs [--into DIR]     (needs build/web/page: tools/build web)
import { api, shellReady, startSession } from '../browser/harness.mjs';
import { outputDir, writeCorpusFile } from './corpus.mjs';

const into = outputDir();
const kHeader = 'game 1\nplayers Ana Petr\nmap iberia\ntiles base,ic,tb\nchips on\nseed 23\n';

async function main() {
  const session = await startSession();
  try {
    const { page } = await session.open();
    await shellReady(page);
    const made = await page.evaluate(async (header) => {
      const c = window.carcassonne;
      const errors = [c.newGame(header)];
      for (const name of ['Ana', 'Petr']) {
        const { secret } = c.fairChain(`pinned entropy of ${name} for the compatibility corpus`);
        errors.push(c.setSeat(name), c.commitSeat(secret));
      }
      errors.push(c.setSeat(''));
      let seed = 5;
      while (c.state().turns < 6 || c.state().phase !== 'place') {
        seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
        errors.push(c.choose(seed % c.choices().length));
      }
      const link = await (await import('./share.js')).currentLink();
      return { errors: errors.filter(Boolean), fragment: link.slice(link.indexOf('#')) };
    }, kHeader);
    if (made.errors.length) throw new Error(made.errors.join('; '));
    // A page that holds neither secret opens the link: that game's signature is the file's.
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.goto(session.url + made.fragment);
    await shellReady(page);
    const entry = { kind: 'link', signature: await api(page, 'signature'), phase: (await api(page, 'state')).phase };
    writeCorpusFile(into, 'links/fair.txt', made.fragment + '\n', entry);
    console.log(JSON.stringify(entry, null, 2));
    await page.close();
  } finally {
    await session.close();
  }
}

await main();
