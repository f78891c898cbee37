// The browser tests' runner (tests/browser/run.mjs, what tests/run calls): its longest-first list
// names files that exist (a renamed file would silently lose its place), every file runs once, the
// listed ones first in the list's order, then the rest alphabetically; a failing file fails the run.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test } from 'node:test';
import { startSession } from './harness.mjs';
import { kLongestFirst, longestFirst } from './run.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);

test('every test file runs once: the longest-first list first, in its order, then the rest alphabetically', () => {
  const names = fs.readdirSync(here).filter((name) => name.endsWith('.test.mjs'));
  const ordered = longestFirst(names);
  assert.deepEqual([...ordered].sort(), [...names].sort(), 'the same files, each once');
  const listed = kLongestFirst;
  assert.ok(listed.length >= 5, `the list names the long files: ${listed}`);
  for (const name of listed) assert.ok(names.includes(name), `run.mjs lists ${name}, which is not a test file here`);
  assert.deepEqual(ordered.slice(0, listed.length), listed);
  const rest = ordered.slice(listed.length);
  assert.deepEqual(rest, [...rest].sort((a, b) => a.localeCompare(b)));
  assert.deepEqual(longestFirst(['b.test.mjs', 'phone.test.mjs', 'a.test.mjs']), ['phone.test.mjs', 'a.test.mjs', 'b.test.mjs']);
});

test('a failing test fails the run with status 1; each file\'s time is printed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-runner-'));
  try {
    fs.writeFileSync(path.join(dir, 'good.test.mjs'), "import { test } from 'node:test';\ntest('passes', () => {});\n");
    fs.writeFileSync(path.join(dir, 'bad.test.mjs'), "import { test } from 'node:test';\ntest('fails', () => { throw new Error('planted'); });\n");
    // Without this process's NODE_TEST_CONTEXT: a runner started from a test file would run nothing.
    const { NODE_TEST_CONTEXT, ...env } = process.env;
    const run = (...files) => promisify(execFile)(process.execPath, [path.join(here, 'run.mjs'), ...files.map((f) => path.join(dir, f))], { env })
      .then(({ stdout }) => ({ code: 0, stdout }), (error) => ({ code: error.code, stdout: error.stdout }));
    const good = await run('good.test.mjs');
    assert.equal(good.code, 0, good.stdout);
    assert.match(good.stdout, /^# pass 1$/m);
    assert.match(good.stdout, /^# file \d+\.\d s good\.test\.mjs$/m);
    const both = await run('good.test.mjs', 'bad.test.mjs');
    assert.equal(both.code, 1, both.stdout);
    assert.match(both.stdout, /^not ok \d+ - fails$/m);
    assert.match(both.stdout, /^# fail 1$/m);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The browser the harness starts (kChromiumPath, kChromiumArgs): one --disable-features carrying
// Playwright's list and the harness's (Chromium keeps only the last of a switch), and a test page's
// window opens no WebUI page of its own beside it (the address bar's popup: a renderer per page).
test('the tests\' Chromium keeps Playwright\'s disabled features with the harness\'s, and a page brings no WebUI renderer', async () => {
  const session = await startSession();
  try {
    const { page } = await session.open({ dealSeed: null });
    await page.goto('chrome://version');
    const line = await page.textContent('#command_line');
    const lists = line.match(/--disable-features=\S+/g) ?? [];
    assert.equal(lists.length, 1, line);
    for (const feature of ['PaintHolding', 'MediaRouter', 'WebUIOmniboxPopup']) assert.ok(lists[0].split(/[=,]/).includes(feature), `${feature} in ${lists[0]}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cdp = await session.browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    assert.deepEqual(targetInfos.filter((t) => t.type !== 'page').map((t) => t.url), []);
  } finally {
    await session.close();
  }
});
