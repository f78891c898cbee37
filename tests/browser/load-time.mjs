// How long a phone waits for the game: serves build/web/page gzip-compressed as a static host does
// (every file gzip -9, Content-Encoding: gzip) and reports the time from navigation to the page's
// first frame (window.carcassonne.ready), median of RUNS (default 5) cold loads (a new context each:
// no HTTP cache, no service worker), in headless Chromium at 390x844 (touch, 3 pixels per CSS px)
// under two phone profiles of CDP emulation:
//   4g:   9 Mbit/s down, 9 Mbit/s up, 60 ms latency, CPU slowed 4x
//   slow: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, CPU slowed 4x
// with the bytes transferred and when the wasm, the data file and the script finished loading.
// Run: node tests/browser/load-time.mjs (after tools/build web; RUNS=N, PROFILE=4g|slow, LANG_CODE=cs).
// BREAKDOWN=1 also traces the page's main thread (CDP Tracing) from navigation to the first frame and
// prints where its time went: compiling the wasm's functions on their first call (V8 compiles them
// lazily, on the main thread), running scripts and wasm, style and layout, waiting for the GPU
// process, parsing HTML, garbage collection. The trace itself slows the load, so its first-frame
// times are not the plain ones. JS_FLAGS passes V8 flags to Chromium (--js-flags) for experiments.
// Not a test: it prints figures for README and never fails on them. Measure on an otherwise idle
// machine: the CPU slow-down multiplies whatever else the machine is doing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { kChromiumArgs, kChromiumPath, pageDir } from './harness.mjs';

const kProfiles = {
  '4g': { down: 9e6, up: 9e6, latency: 60, cpu: 4 },
  slow: { down: 1.6e6, up: 750e3, latency: 150, cpu: 4 },
};
const kTypes = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.data': 'application/octet-stream',
};

// Every file of the page, compressed once, served from memory.
function startGzipServer(root) {
  const files = new Map();
  for (const name of fs.readdirSync(root)) {
    const file = path.join(root, name);
    if (fs.statSync(file).isFile()) files.set('/' + name, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  }
  const server = http.createServer((request, response) => {
    const name = new URL(request.url, 'http://x').pathname;
    const body = files.get(name === '/' ? '/index.html' : name);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, {
      'Content-Type': kTypes[path.extname(name === '/' ? '/index.html' : name)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip', 'Content-Length': body.length, 'Cache-Control': 'no-cache',
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() })));
}

// Records performance.now() when the loader's hook first says `ready` (set after the first frame),
// and whether the wasm was compiled as it streamed in (web/loader.js falls back to a whole download
// when compileStreaming fails, e.g. served with another MIME type).
function watchFirstFrame() {
  const streaming = WebAssembly.compileStreaming;
  WebAssembly.compileStreaming = (...args) => streaming(...args).then((result) => {
    window.__streamed = true;
    return result;
  });
  let hook;
  Object.defineProperty(window, 'carcassonne', {
    configurable: true,
    get: () => hook,
    set: (value) => {
      hook = new Proxy(value, {
        set(target, key, v) {
          if (key === 'ready' && v && window.__firstFrameMs === undefined) {
            window.__firstFrameMs = performance.now();
            // Drawn: the first frame's GL work may still run in the GPU process at `ready`; reading
            // a pixel back waits for it (and for every command before it).
            const gl = document.getElementById('canvas').getContext('webgl2');
            gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
            window.__shownMs = performance.now();
          }
          target[key] = v;
          return true;
        },
      });
    },
  });
}

async function loadOnce(browser, url, profile) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(watchFirstFrame);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: profile.latency, downloadThroughput: profile.down / 8, uploadThroughput: profile.up / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => { bytes += event.encodedDataLength; });
  const events = [];
  let traced = null;
  if (kBreakdown) {
    cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
    traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,v8.wasm,blink,gpu', transferMode: 'ReportEvents' });
  }
  await page.goto(url);
  await page.waitForFunction(() => window.__shownMs !== undefined || window.carcassonne?.error, null,
    { timeout: 120_000, polling: 50 });
  if (kBreakdown) {
    await cdp.send('Tracing.end');
    await traced;
  }
  const result = await page.evaluate(() => {
    const done = (name) => performance.getEntriesByType('resource').find((e) => e.name.endsWith(name))?.responseEnd ?? NaN;
    // The app's start-up marks (src/app/app.cpp, mark_startup): where the CPU's part of the wait goes.
    const marks = Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('carc:'))
      .map((m) => [m.name.slice(5), m.startTime]));
    return { error: window.carcassonne.error, first: window.__firstFrameMs, shown: window.__shownMs, wasm: done('/carc.wasm'),
             data: done('/carc.data'), js: done('/carc.js'), streamed: window.__streamed === true, marks };
  });
  await context.close();
  if (result.error) throw new Error(`the page reported an error: ${result.error}`);
  return { ...result, bytes, breakdown: kBreakdown ? mainThreadBreakdown(events, result.first) : null };
}

// Where the renderer's main thread spent its time until the first frame (ms, the throttled page's
// clock), from trace events: each kind below counts its outermost events only, so a kind is never
// counted twice; the kinds may nest inside each other (a lazy compile inside a script's run).
const kKinds = {
  'wasm functions compiled on first call': ['wasm.CompileLazy'],
  'scripts and wasm running': ['FunctionCall', 'EvaluateScript', 'v8.run', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
  'style and layout': ['UpdateLayoutTree', 'Layout'],
  'waiting for the GPU process': ['CommandBufferProxyImpl::WaitForGetOffset', 'CommandBufferProxyImpl::WaitForToken'],
  'HTML parsed': ['ParseHTML'],
  'garbage collection': ['MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR'],
};
function mainThreadBreakdown(events, firstFrameMs) {
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!parse) return {};
  const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.dur);
  const start = Math.min(...onMain.map((e) => e.ts));
  const out = {};
  for (const [kind, names] of Object.entries(kKinds)) {
    const mine = onMain.filter((e) => names.includes(e.name) && e.ts - start < firstFrameMs * 1000).sort((a, b) => a.ts - b.ts);
    let end = 0;
    out[kind] = 0;
    for (const e of mine) {
      if (e.ts + e.dur <= end) continue;  // inside one already counted
      out[kind] += (e.ts + e.dur - Math.max(e.ts, end)) / 1000;
      end = e.ts + e.dur;
    }
  }
  return out;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(2) + ' s';

const runs = Number(process.env.RUNS ?? 5);
const kBreakdown = process.env.BREAKDOWN === '1';
// The CPU slow-down multiplies the machine's other work: every figure comes with the load it met.
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`load average ${load()} (1, 5, 15 min) on ${os.cpus().length} cores at the start`);
const server = await startGzipServer(pageDir);
const jsFlags = process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : [];
const browser = await chromium.launch({ executablePath: kChromiumPath, args: [...kChromiumArgs, ...jsFlags] });
if (jsFlags.length) console.log(`V8 flags: ${process.env.JS_FLAGS}`);
const url = server.url + (process.env.LANG_CODE ? `#lang=${process.env.LANG_CODE}` : '');
try {
  for (const [name, profile] of Object.entries(kProfiles)) {
    if (process.env.PROFILE && process.env.PROFILE !== name) continue;
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, url, profile));
    const m = (key) => median(loads.map((l) => l[key]));
    console.log(`${name.padEnd(4)} first frame ${seconds(m('first'))} (median of ${runs}: ${loads.map((l) => seconds(l.first)).join(', ')}), ` +
      `its pixels drawn ${seconds(m('shown'))}; ` +
      `${Math.round(m('bytes') / 1024)} KB transferred; carc.js ${seconds(m('js'))}, carc.wasm ${seconds(m('wasm'))}, carc.data ${seconds(m('data'))}; ` +
      `the wasm compiled while streaming in ${loads.filter((l) => l.streamed).length} of ${runs} loads`);
    // When each start-up mark was reached (web/loader.js: the wasm compiled, carc.js running, the
    // runtime started; src/app/app.cpp from carc:main on), medians from navigation.
    const marks = Object.keys(loads[0].marks).map((mark) => `${mark} ${seconds(median(loads.map((l) => l.marks[mark])))}`);
    console.log(`     start-up: ${marks.join(', ')}`);
    if (kBreakdown) {
      const kinds = Object.keys(loads[0].breakdown);
      console.log(`     main thread until the first frame (traced, medians): ${kinds.map((k) => `${k} ${seconds(median(loads.map((l) => l.breakdown[k] ?? 0)))}`).join(', ')}`);
    }
  }
  console.log(`load average ${load()} at the end`);
} finally {
  await browser.close();
  server.close();
}
