// Runs every tests/browser/*.test.mjs, CARC_BROWSER_JOBS files at a time (default 2: each file
// starts its own server and Chromium), the longest files first so that the lanes end together,
// as TAP on stdout; exits 1 when a test fails. `node --test` would start them in alphabetical
// order, and a long file started last runs alone on a machine with a core to spare.
// Extra arguments are test files to run instead of all (in the order given).
// At the end it prints each file's time ("# file 93.2 s phone.test.mjs"), longest first: the
// order below comes from such a list (tests/run's, on this project's two-core machine).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

const here = path.dirname(fileURLToPath(import.meta.url));

// The files that took longest, longest first; any other file runs after them, alphabetically.
export const kLongestFirst = [
  'nothing_lost.test.mjs', 'keep.test.mjs', 'board_ux.test.mjs', 'phone.test.mjs', 'ui_clicks.test.mjs',
  'share.test.mjs', 'compat.test.mjs', 'looks.test.mjs', 'seats.test.mjs', 'replay.test.mjs', 'embed.test.mjs',
  'ai.test.mjs', 'fans.test.mjs', 'game.test.mjs', 'first_page.test.mjs', 'czech.test.mjs', 'touch_targets.test.mjs',
];

// Orders `names` (file names in this folder) longest first, as kLongestFirst knows them.
export function longestFirst(names) {
  const rank = (name) => {
    const i = kLongestFirst.indexOf(name);
    return i < 0 ? kLongestFirst.length : i;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function main() {
  const jobs = Number(process.env.CARC_BROWSER_JOBS ?? 2);
  if (!Number.isInteger(jobs) || jobs < 1) {
    console.error(`tests/browser/run.mjs: CARC_BROWSER_JOBS must be a whole number from 1 up, not "${process.env.CARC_BROWSER_JOBS}"`);
    process.exit(2);
  }
  const given = process.argv.slice(2).map((file) => path.resolve(file));
  const files = given.length ? given
    : longestFirst(fs.readdirSync(here).filter((name) => name.endsWith('.test.mjs'))).map((name) => path.join(here, name));
  const seconds = new Map();
  const stream = run({ files, concurrency: jobs });
  stream.on('test:fail', () => { process.exitCode = 1; });
  for (const event of ['test:pass', 'test:fail']) {
    stream.on(event, ({ nesting, file, details }) => {
      if (nesting !== 0 || !file) return;
      seconds.set(file, (seconds.get(file) ?? 0) + (details?.duration_ms ?? 0) / 1000);
    });
  }
  const out = stream.compose(tap);
  out.pipe(process.stdout, { end: false });
  out.on('end', () => {
    for (const [file, s] of [...seconds].sort((a, b) => b[1] - a[1]))
      process.stdout.write(`# file ${s.toFixed(1)} s ${path.basename(file)}\n`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
