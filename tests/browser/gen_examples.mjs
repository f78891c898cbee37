// One-off search for illustrated examples: plays seeded random games in the page and keeps the
// shortest one in which the example's event happens (assets/examples/README.md). Writes
// /tmp/gen/examples.json; the captions are then written by hand.
import { startSession, waitForGame } from './harness.mjs';
import fs from 'node:fs';

function grid(id) {
  const text = fs.readFileSync(new URL(`../../assets/maps/${id}.map`, import.meta.url), 'utf8');
  const rows = {};
  for (const line of text.split('\n')) {
    const m = line.match(/^\s*(\d+) \|(.*)\|/);
    if (m) rows[Number(m[1])] = m[2];
  }
  return rows;
}

const tw = 'game 1\nplayers Ana Ben\nmap taiwan\ntiles base,ic,tb\nchips on\n';
const kSearches = {
  'taiwan-large-city': { header: tw, regex: 'for a completed city', near: 'L', map: 'taiwan' },
  'ferry-to-island': { header: tw, regex: 'placed', on: 'i', map: 'taiwan' },
  'iberia-cache-twice': { header: 'game 1\nplayers Ana Ben\nmap iberia\ntiles base,ic,tb\nchips on\n', regex: 'collected a cache chip', twice: true },
  'taiwan-upgrade': { header: tw, regex: 'upgraded the meeple' },
  'porxada-swap': { header: 'game 1\nplayers Ana Ben\ntiles base,porxada\nrules porxada\n', regex: 'swapped followers' },
  'gingerbread-man': { header: 'game 1\nplayers Ana Ben\ntiles base,gbm\nrules gbm\n', regex: 'from the Gingerbread Man' },
};

const session = await startSession();
const { page } = await session.open();
await waitForGame(page);
const out = {};
for (const [name, search] of Object.entries(kSearches)) {
  const best = await page.evaluate(({ search, rows }) => {
    const hook = window.carcassonne;
    const kind = (x, y) => (rows[y] ?? '')[x - 1] ?? ' ';
    const near = (k, x, y) => [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => kind(x + dx, y + dy) === k);
    const regex = new RegExp(search.regex);
    let best = null;
    for (let seed = 1; seed <= 40; ++seed) {
      for (let pick = 1; pick <= 3; ++pick) {
        hook.newGame(`${search.header}seed ${seed}\n`);
        let s = (seed * 7919 + pick * 104729) >>> 0;
        let logSize = hook.log().length;
        let hits = 0;
        for (let t = 0; t < 300; ++t) {
          const before = hook.state().turns;
          if (best && before >= best.step) break;
          for (let i = 0; i < 60; ++i) {
            const st = hook.state();
            if (st.phase === 'over' || (st.turns > before && st.phase === 'place')) break;
            s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
            hook.choose(s % hook.choices().length);
          }
          const moves = hook.moves();
          const log = hook.log();
          const text = log.slice(logSize).join('\n');
          logSize = log.length;
          const m = (moves[before] ?? '').match(/^\S+ \S+ (-?\d+),(-?\d+)/);
          const x = m ? Number(m[1]) : 0, y = m ? Number(m[2]) : 0;
          if (/\(final\)|Final scoring/.test(text) || hook.state().phase === 'over') break;
          let found = regex.test(text);
          if (found && search.near) found = near(search.near, x, y);
          if (found && search.on) found = kind(x, y) === search.on;
          if (found && search.twice) found = ++hits >= 2;
          if (found) {
            best = { record: hook.resumePoint().record, step: moves.length, event: text, line: moves[before] };
            break;
          }
        }
      }
    }
    return best;
  }, { search, rows: search.map ? grid(search.map) : {} });
  out[name] = best;
  console.error(name, best ? best.step : 'none', best?.event?.replace(/\n/g, ' | '));
}
fs.mkdirSync('/tmp/gen', { recursive: true });
fs.writeFileSync('/tmp/gen/examples.json', JSON.stringify(out, null, 1));
await session.close();
