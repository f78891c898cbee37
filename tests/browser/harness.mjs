// Shared set-up for the browser tests: serves build/web/page on a free loopback port, drives
// Debian's Chromium through playwright-core, records console/page errors, and saves screenshots
// into build/artifacts. A new test file imports startSession() and waitForGame().
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../../web/server.mjs';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const pageDir = process.env.CARC_PAGE_DIR ?? path.join(repo, 'build/web/page');
export const artifactDir = path.join(repo, 'build/artifacts');

// WebGL2 on the CPU (SwiftShader), no network chatter. Headless Chromium opens every window (each
// Playwright context: each page a test opens) with the address bar's popup preloaded as a WebUI
// page in a renderer of its own, about 1.4 s of CPU per test page for nothing a test looks at
// (ui_clicks.test.mjs alone: 16 s of its 112 s of CPU); the WebUIOmnibox* features turn it off.
// Start the browser from kChromiumPath, which keeps Playwright's own --disable-features with them.
export const kChromiumArgs = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
export const kChromiumPath = path.join(repo, 'tests/browser/chromium');
// The tests' sessions only (not load-time.mjs, which measures what a phone's browser does): V8 runs
// the wasm as its baseline compiler (Liftoff) makes it, and spends no CPU compiling the hot functions
// again with its optimising one (TurboFan), which every page load did in the background. The page
// computes the same (wasm has one meaning whichever compiler ran it); the tests' computer searches
// run slower but count iterations, not time. Measured on six files one after the other, all Chromium
// processes' CPU from /proc: 507 s -> 453 s, the renderers' 142 s -> 103 s.
const kSessionArgs = ['--js-flags=--liftoff-only'];

// The engine version the page must report, read from src/engine/base/version.h.
export function engineVersion() {
  const header = fs.readFileSync(path.join(repo, 'src/engine/base/version.h'), 'utf8');
  return header.match(/kEngineVersion\s*=\s*"([^"]+)"/)[1];
}

// The first deal of every page the tests open (README "Page API": window.carcassonneDealSeed);
// CARC_DEAL_SEED explores another one (a failing run prints the seed it used).
export const kDealSeed = Number(process.env.CARC_DEAL_SEED ?? 4242);
if (process.env.CARC_DEAL_SEED) console.log(`# deal seed ${kDealSeed} (CARC_DEAL_SEED)`);

// Starts the server and the browser. open() gives { page, problems }: problems lists every console
// error and uncaught page error. `block` names files answered with 404, `replace` maps file names
// to the bytes served instead (to test failures); `deviceScaleFactor` emulates a high-DPI screen.
// Service workers are blocked (they would fetch past `block`/`replace`) unless `serviceWorkers`
// is 'allow'; `url` opens another address (another server, a fragment).
export async function startSession() {
  if (!fs.existsSync(path.join(pageDir, 'carc.js'))) {
    throw new Error(`no built page in ${pageDir}: run tools/build web`);
  }
  const server = await startStaticServer(pageDir);
  const browser = await chromium.launch({ executablePath: kChromiumPath, args: [...kChromiumArgs, ...kSessionArgs] });
  let decoder = null;  // the page pixels() decodes screenshots in
  return {
    url: server.url,
    browser,
    // `hash` is appended to the page's address ("#lang=cs"); `hasTouch`, `isMobile` and `locale`
    // (the browser's language) go to the new page as Playwright's context options. `dealSeed`
    // pins the first screen's first deal and the demo's (window.carcassonneDealSeed, README "Page
    // API"), so every run deals alike; null leaves the page to deal at random.
    async open({ viewport = { width: 1024, height: 640 }, block = [], replace = {}, deviceScaleFactor = 1,
                 serviceWorkers = 'block', url = server.url, hash = '', hasTouch = false, isMobile = false,
                 locale = 'en-US', dealSeed = kDealSeed } = {}) {
      const page = await browser.newPage({ viewport, deviceScaleFactor, serviceWorkers, hasTouch, isMobile, locale });
      if (dealSeed !== null) await page.addInitScript((seed) => { window.carcassonneDealSeed = seed; }, dealSeed);
      const problems = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location()?.url;
        problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      for (const [name, body] of Object.entries(replace)) {
        await page.route(`**/${name}`, (route) => route.fulfill({ status: 200, body }));
      }
      for (const name of block) {
        await page.route(`**/${name}`, (route) => route.fulfill({ status: 404, body: 'blocked' }));
      }
      await page.goto(url + hash);
      return { page, problems };
    },
    // RGB of `points` ([x, y] in CSS pixels) in a PNG, decoded by the browser itself, in one blank
    // page kept for the session (a new page costs a context and a renderer each time).
    async pixels(png, points) {
      decoder ??= browser.newPage();
      const page = await decoder;
      return page.evaluate(async ({ data, points }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return points.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
      }, { data: png.toString('base64'), points });
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

// A phone as the tests hold it: 390x844 CSS px, a touch screen, two device pixels to one (many
// Android phones). Layout, targets and words are in CSS px, the same at any density; software GL
// (SwiftShader) works per device pixel, and a frame at 3x cost about twice one at 2x, so the tests
// run at 2x and kPhone3x (an iPhone's 3x) is kept for the phone's main path (phone.test.mjs).
export const kPhone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
export const kPhone3x = { ...kPhone, deviceScaleFactor: 3 };

// Waits until the app has drawn its first frame; throws with the page's message if it failed.
export async function waitForGame(page, timeout = 60_000) {
  await page.waitForFunction(() => window.carcassonne?.ready === true || !!window.carcassonne?.error,
                             null, { timeout });
  const error = await page.evaluate(() => window.carcassonne.error);
  if (error) throw new Error(`the page reported an error: ${error}`);
}

// Whether two rectangles ({x, y, w, h}, CSS px) overlap by more than `slack` pixels both across and
// down (a shared edge or a pixel of rounding is not an overlap).
export const overlap = (a, b, slack = 1) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > slack &&
                                           Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > slack;

// Saves a PNG of the page as build/artifacts/<name>.png and returns its bytes.
export async function saveScreenshot(page, name) {
  fs.mkdirSync(artifactDir, { recursive: true });
  return page.screenshot({ path: path.join(artifactDir, `${name}.png`) });
}

// Waits until the page is ready to be played: the game drew its first frame and the page shell
// (toolbar, link, kept game) has started.
export async function shellReady(page) {
  await waitForGame(page);
  await page.waitForFunction(() => window.carcassonne.shellReady === true);
  await nextFrame(page);
}

// A link pasted over the address of the same tab (only the fragment changes: the page loads again).
export async function openInSameTab(page, link) {
  const loaded = page.waitForEvent('load');
  await page.evaluate((hash) => { location.hash = hash; }, link.slice(link.indexOf('#')));
  await loaded;
  await shellReady(page);
}

// The page shell's toolbar (HTML over the canvas) as a window-like rectangle in CSS pixels, or null
// when it is hidden or absent.
export async function toolbarRect(page) {
  return page.evaluate(() => {
    const bar = document.getElementById('toolbar');
    if (!bar || bar.hidden) return null;
    const r = bar.getBoundingClientRect();
    return { name: 'page toolbar', x: r.x, y: r.y, w: r.width, h: r.height };
  });
}

// Calls window.carcassonne[fn](...args) in the page and returns its result.
export const api = (page, fn, ...args) =>
  page.evaluate(({ fn, args }) => window.carcassonne[fn](...args), { fn, args });

// Plays seeded random legal moves (window.carcassonne.choose) in the page until the game is over or,
// with `phase`, until the step is `phase` and one of its choices starts with `offer`. The generator
// state lives in the page: `seed` restarts it, without one it goes on from the last call, so a seed
// always reaches the same positions. Returns { reached, phase, error }.
export async function playRandomly(page, { seed = null, phase = null, offer = '' } = {}) {
  return page.evaluate(({ seed, phase, offer }) => {
    if (seed !== null) window.testRandom = seed >>> 0;
    const hook = window.carcassonne;
    for (let i = 0; i < 5000; ++i) {
      const now = hook.state().phase;
      const choices = hook.choices();
      if (phase !== null && now === phase && choices.some((c) => c.startsWith(offer))) return { reached: true, phase: now };
      if (now === 'over') return { reached: phase === null, phase: now };
      window.testRandom = (Math.imul(window.testRandom, 1664525) + 1013904223) >>> 0;
      const error = hook.choose(window.testRandom % choices.length);
      if (error) return { reached: false, phase: now, error };
    }
    return { reached: false, phase: hook.state().phase };
  }, { seed, phase, offer });
}

// Finishes the current turn with seeded choices (window.carcassonne.choose): until the next player
// is to place a tile. "" or the refusal.
export async function playOneTurn(page, seed) {
  return page.evaluate((seed) => {
    const hook = window.carcassonne;
    const turns = hook.state().turns;
    let s = seed >>> 0;
    for (let i = 0; i < 50 && (hook.state().turns === turns || hook.state().phase !== 'place'); ++i) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      const error = hook.choose(s % hook.choices().length);
      if (error) return error;
    }
    return '';
  }, seed);
}

// Lets the app draw three frames of its own (input events are handled at the start of a frame; a
// click's button goes down in one and up in the next, and what it changed is drawn in the third),
// and then as many more as its layout takes to settle (frameStats().settled: a window sized from
// its new content, a camera fitted to bars of new heights; the app draws those frames by itself).
// It counts the app's frames (frameStats().frames), not the browser's: under load the app can miss
// a browser frame, and the app skips idle frames, so this asks for a redraw first (wake). Before
// the game is ready, or if the app draws nothing for 5 s, it waits two browser frames instead.
export async function nextFrame(page, frames = 3) {
  await page.evaluate((frames) => new Promise((resolve) => {
    const hook = window.carcassonne;
    const stats = () => (hook?.ready && hook.frameStats ? hook.frameStats(false) : null);
    const start = stats()?.frames ?? null;
    hook?.wake?.();
    if (start === null) {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      return;
    }
    const until = performance.now() + 5000;
    const check = () => {
      const now = stats();
      if (now === null) return resolve();
      // A reset of the counter (frameStats(true)) while waiting counts as the frames drawn.
      const drawn = now.frames >= start + frames || now.frames < start;
      if ((drawn && now.settled !== false) || performance.now() > until) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }), frames);
}

// The ImGui widget of the last frame whose visible label is `label` (a string, or a RegExp it
// matches), optionally only in the window named `inWindow`; throws, naming what is on screen, if none.
export async function findWidget(page, label, { inWindow } = {}) {
  const widgets = await page.evaluate(() => window.carcassonne.widgets());
  const fits = (w) => (typeof label === 'string' ? w.label === label : label.test(w.label)) &&
                      (inWindow === undefined || w.window === inWindow);
  const found = widgets.find(fits);
  if (!found) {
    const named = widgets.map((w) => (w.window ? `${w.id} (${w.window})` : w.id));
    throw new Error(`no widget ${label}${inWindow === undefined ? '' : ` in window '${inWindow}'`} on screen; there are: ${named.join(' | ')}`);
  }
  return found;
}

// findWidget once the app has drawn it: what a tap or a click changed is drawn a few of the app's
// frames later, and a loaded machine may not have drawn them when nextFrame's 5 s are up (a
// phone's 1170x2532 pixels in software GL). Waits up to `frames` more of the app's frames, then
// throws as findWidget does.
export async function waitForWidget(page, label, options = {}, frames = 30) {
  for (let waited = 0; ; ++waited) {
    try {
      return await findWidget(page, label, options);
    } catch (error) {
      if (waited >= frames) throw error;
    }
    await nextFrame(page, 1);
  }
}

// A real mouse click at (x, y) in CSS pixels: the pointer moves there and rests a frame first, as a
// player's does (the app learns whether the pointer is over a window from the frame before); then
// four of the app's frames pass (the button goes down, up, what it did is drawn, and a window whose
// content grew or shrank takes its new size: ImGui sizes a window from the frame before).
export async function clickAt(page, x, y) {
  await page.mouse.move(x, y);
  await nextFrame(page, 1);
  await page.mouse.click(x, y);
  await nextFrame(page, 4);
}

// Clicks the middle of the widget findWidget() finds in the last drawn frame; returns the widget.
export async function clickWidget(page, label, options) {
  const widget = await findWidget(page, label, options);
  await clickAt(page, widget.x + widget.w / 2, widget.y + widget.h / 2);
  return widget;
}

// A finger swipe upwards at (x, y) of the host page, as touch events through the browser's input
// pipeline (Playwright's touchscreen only taps).
export async function swipe(page, x, y) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type, at) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at === null ? [] : [{ x, y: at }] });
  await send('touchStart', y);
  for (let i = 1; i <= 8; ++i) {
    await send('touchMove', y - i * 15);
    await page.waitForTimeout(20);
  }
  await send('touchEnd', null);
  await page.waitForTimeout(300);
  await cdp.detach();
}

// At a phone's density SwiftShader draws a frame slowly: screenshots in CSS pixels, with time to spare.
export async function phoneScreenshot(page, name) {
  fs.mkdirSync(artifactDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactDir, `${name}.png`), scale: 'css', timeout: 180_000 });
}

// A finger tap at (x, y) in CSS pixels; then three of the app's frames pass.
export async function tap(page, x, y) {
  await page.touchscreen.tap(Math.round(x), Math.round(y));
  await nextFrame(page, 4);  // as clickAt: down, up, drawn, and windows at their new sizes
}

// A phone's game: taps More in the toolbar, then the item of its menu whose words are `words`
// (web/more_menu.js: the top bar's Hint, Last moves, Log, … and the toolbar's other buttons).
export async function tapMoreItem(page, words) {
  const centreOf = (item) => page.evaluate((w) => {
    const el = w === null ? document.getElementById('more')
                          : [...document.querySelectorAll('#more-menu button')].find((b) => b.textContent === w);
    if (!el) throw new Error(`More offers no ${w}`);
    const r = el.getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  }, item);
  await page.touchscreen.tap(...(await centreOf(null)).map(Math.round));
  await page.waitForFunction(() => !document.getElementById('more-menu').hidden);
  await tap(page, ...(await centreOf(words)));
}

// Board square [x, y] on screen as a rectangle in CSS pixels (window.carcassonne.screenOf).
export async function squareRect(page, [x, y]) {
  const [cx, cy] = await api(page, 'screenOf', x, y);
  const [nx] = await api(page, 'screenOf', x + 1, y);
  const size = nx - cx;
  return { x: cx - size / 2, y: cy - size / 2, w: size, h: size };
}
