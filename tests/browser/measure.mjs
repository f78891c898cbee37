// Performance figures for README: first frame time on localhost in headless Chromium (SwiftShader),
// idle CPU, the CPU time of our frame code with a whole map on screen, and the time a Hard
// decision takes. Run: node tests/browser/measure.mjs (after tools/build web; IDLE_ONLY=1 for the
// idle CPU of a Taiwan game alone; EMBED_ONLY=1 for the time from the click that creates an
// example embed's iframe on a host page to its first frame; FRAME_ONLY=1 for the frame work with a
// whole map on screen, plain and with a feature outlined under the pointer, FRAME_SECONDS=4 each;
// PHONE_ONLY=1 for the whole frame of a 390x844 phone at 3 pixels per CSS pixel, a Taiwan game on
// screen, FRAME_SECONDS=4 of frames drawn one after another). Not a test: it prints
// figures and never fails on them.
import fs from 'node:fs';
import { api, playRandomly, startSession, waitForGame } from './harness.mjs';

// CPU seconds (user + system) used so far by every process under this one (the browser, its GPU
// process with SwiftShader, its renderers), read from /proc.
function descendantsCpuMs() {
  const stats = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((pid) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null;
    }
  }).filter(Boolean);
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) if (!mine.has(s.pid) && mine.has(s.ppid)) mine.add(s.pid), grew = true;
  }
  const ticks = stats.filter((s) => mine.has(s.pid) && s.pid !== process.pid).reduce((sum, s) => sum + s.ticks, 0);
  return (ticks * 1000) / 100;  // USER_HZ is 100 on Linux
}

// Over `seconds` with no input: frames drawn, the page's main-thread busy time (CDP
// Performance.getMetrics TaskDuration) and the CPU time of all the browser's processes.
async function idleCpu(page, seconds) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  await page.evaluate(() => window.carcassonne.frameStats(true));
  const [task0, cpu0] = [await busy(), descendantsCpuMs()];
  await page.waitForTimeout(seconds * 1000);
  const [task1, cpu1] = [await busy(), descendantsCpuMs()];
  const frames = (await page.evaluate(() => window.carcassonne.frameStats(false))).frames;
  await cdp.detach();
  const percent = (ms) => Math.round((1000 * ms) / (seconds * 1000)) / 10;
  return { seconds, frames, main_thread_ms: Math.round((task1 - task0) * 1000), main_thread_percent: percent((task1 - task0) * 1000),
           all_processes_ms: Math.round(cpu1 - cpu0), all_processes_percent_of_one_core: percent(cpu1 - cpu0) };
}

// Our frame work with the whole map on screen (every frame drawn, the projected scores shown):
// first with the pointer over the sea, then over a placed tile, its feature outlined ("Who holds
// this?") with the tooltip.
async function fullMapFrames(page, map) {
  await api(page, 'newGame', `game 1\nplayers Red Blue Green\nmap ${map}\ntiles base,ic,tb\nchips on\nseed 5\n`);
  // Seeded random moves until 3 tiles are left: the map nearly full, the game on, so the
  // players panel shows the projected scores (not at the end).
  await page.evaluate(() => {
    const hook = window.carcassonne;
    window.testRandom = 5;
    for (let i = 0; i < 5000; ++i) {
      const state = hook.state();
      if (state.phase === 'over' || (state.phase === 'place' && state.tiles_left <= 3)) return;
      window.testRandom = (Math.imul(window.testRandom, 1664525) + 1013904223) >>> 0;
      hook.choose(window.testRandom % hook.choices().length);
    }
  });
  await page.mouse.move(640, 700);
  await page.waitForTimeout(500);
  await page.evaluate(() => window.carcassonne.frameStats(true));
  await page.waitForTimeout(Number(process.env.FRAME_SECONDS ?? 4) * 1000);
  const plain = await page.evaluate(() => window.carcassonne.frameStats(false));
  const lines = (await api(page, 'moves')).filter((l) => / -?\d+,-?\d+ r\d+/.test(l));
  const [, x, y] = lines[Math.floor(lines.length / 2)].match(/ (-?\d+),(-?\d+) r\d+/);
  const [cx, cy] = await api(page, 'screenOf', Number(x), Number(y));
  await page.mouse.move(cx, cy - 2);
  await page.waitForTimeout(2000);  // the hover's first frame (the feature's query) left out
  const focus = (await api(page, 'insight')).focus;
  await page.evaluate(() => window.carcassonne.frameStats(true));
  await page.waitForTimeout(Number(process.env.FRAME_SECONDS ?? 4) * 1000);
  const outlined = await page.evaluate(() => window.carcassonne.frameStats(false));
  return { plain, outlined: { ...outlined, feature: focus && `${focus.kind} of ${focus.squares} squares` } };
}

const session = await startSession();
const results = {};
try {
  if (process.env.FRAME_ONLY) {
    const { page } = await session.open({ viewport: { width: 1280, height: 800 } });
    await waitForGame(page);
    await page.waitForFunction(() => window.carcassonne.shellReady === true);
    await page.evaluate(() => window.carcassonne.keepDrawing(true));
    for (const map of ['taiwan', 'iberia']) results[`${map}_full_map_frame`] = await fullMapFrames(page, map);
    console.log(JSON.stringify(results, null, 2));
    process.exit(0);
  }
  if (process.env.PHONE_ONLY) {
    const { page } = await session.open({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
    await waitForGame(page);
    await page.waitForFunction(() => window.carcassonne.shellReady === true);
    await api(page, 'newGame', 'game 1\nplayers Red Blue\nmap taiwan\nchips on\nseed 2\n');
    await page.evaluate(() => window.carcassonne.keepDrawing(true));
    await page.waitForTimeout(1000);
    await page.evaluate(() => window.carcassonne.frameStats(true));
    await page.waitForTimeout(Number(process.env.FRAME_SECONDS ?? 4) * 1000);
    results.phone_3x_frame = await page.evaluate(() => window.carcassonne.frameStats(false));
    console.log(JSON.stringify(results, null, 2));
    process.exit(0);
  }
  if (process.env.IDLE_ONLY) {
    const { page } = await session.open({ viewport: { width: 1280, height: 800 } });
    await waitForGame(page);
    await page.waitForFunction(() => window.carcassonne.shellReady === true);
    await api(page, 'newGame', 'game 1\nplayers Red Blue\nmap taiwan\nchips on\nseed 2\n');
    await page.waitForTimeout(2000);
    results.idle_cpu_10s = await idleCpu(page, 10);
    await page.evaluate(() => window.carcassonne.keepDrawing(true));
    results.drawing_every_frame_cpu_10s = await idleCpu(page, 10);
    console.log(JSON.stringify(results, null, 2));
    process.exit(0);
  }
  if (process.env.EMBED_ONLY) {
    // A host page whose button creates a 640x420 iframe of an example (a fresh browser context
    // each run: nothing cached). From the click to the frame's first frame (its readyAt) and to
    // its `ready` message (the example opened on the board), both on the shared wall clock.
    const runs = [];
    for (let i = 0; i < Number(process.env.RUNS ?? 5); ++i) {
      const { page } = await session.open({ url: session.url + 'embed-example.html', viewport: { width: 900, height: 700 } });
      await page.evaluate(() => {
        document.body.innerHTML = '<button id="show">Show the example</button><pre id="events" hidden></pre>';
        window.addEventListener('message', (e) => {
          if (e.data?.carcassonne === 1 && e.data.type === 'ready') window.readyMessageAt = performance.timeOrigin + performance.now();
        });
        document.getElementById('show').addEventListener('click', () => {
          window.clickedAt = performance.timeOrigin + performance.now();
          const frame = Object.assign(document.createElement('iframe'), { id: 'example', width: 640, height: 420,
                                                                          src: 'index.html#embed&example=taiwan-large-city&lang=cs' });
          document.body.appendChild(frame);
        });
      });
      await page.click('#show');
      const frame = await (await page.waitForSelector('#example')).contentFrame();
      await frame.waitForFunction(() => window.carcassonne?.ready === true, null, { timeout: 60_000 });
      await page.waitForFunction(() => window.readyMessageAt !== undefined, null, { timeout: 60_000 });
      const firstFrameAt = await frame.evaluate(() => performance.timeOrigin + window.carcassonne.readyAt);
      const { clickedAt, readyMessageAt } = await page.evaluate(() => ({ clickedAt: window.clickedAt, readyMessageAt: window.readyMessageAt }));
      runs.push({ first_frame_ms: Math.round(firstFrameAt - clickedAt), example_shown_ms: Math.round(readyMessageAt - clickedAt) });
      await page.close();
    }
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    results.embed_click_to_first_frame = { runs, median_first_frame_ms: median('first_frame_ms'),
                                           median_example_shown_ms: median('example_shown_ms') };
    console.log(JSON.stringify(results, null, 2));
    await session.close();
    process.exit(0);
  }
  const runs = [];
  const kRuns = Number(process.env.RUNS ?? 5);
  for (let i = 0; i < kRuns; ++i) {
    const { page } = await session.open({ viewport: { width: 1280, height: 800 } });
    await waitForGame(page);
    runs.push(await page.evaluate(() => {
      // Where the time to the first frame goes: downloads, wasm compile + runtime start, our
      // start-up steps (performance marks from src/app/app.cpp) and the first frame itself.
      const at = {};
      for (const entry of performance.getEntriesByType('resource')) {
        const name = entry.name.split('/').pop();
        if (/^carc\.(js|wasm|data)$/.test(name)) at[`${name} loaded`] = entry.responseEnd;
      }
      for (const mark of performance.getEntriesByType('mark')) at[mark.name] = mark.startTime;
      at.ready = window.carcassonne.readyAt;
      return Object.fromEntries(Object.entries(at).map(([k, v]) => [k, Math.round(v)]));
    }));
    if (i < kRuns - 1) await page.close();
    else results.page = page;
  }
  results.first_frame_ms = runs.map((r) => r.ready);
  results.first_frame_steps = runs;
  const page = results.page;
  delete results.page;
  // Idle: no input for 2 s after the page settled; idle frames are skipped (README: frames drawn).
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.carcassonne.frameStats(true));
  await page.waitForTimeout(2000);
  results.idle_frames_2s = (await page.evaluate(() => window.carcassonne.frameStats(false))).frames;
  // Idle CPU over 10 s (the set-up screen), then the same with every frame drawn (the old way).
  results.idle_cpu_10s = await idleCpu(page, 10);
  await page.evaluate(() => window.carcassonne.keepDrawing(true));
  results.drawing_every_frame_cpu_10s = await idleCpu(page, 10);
  await page.evaluate(() => window.carcassonne.keepDrawing(false));
  // Frame times are measured with every frame drawn.
  await page.evaluate(() => window.carcassonne.keepDrawing(true));
  // Baseline: the set-up screen (sea background + one ImGui window, no board).
  await page.evaluate(() => window.carcassonne.frameStats(true));
  await page.waitForTimeout(3000);
  results.setup_screen_frame = await page.evaluate(() => window.carcassonne.frameStats(false));
  for (const map of ['taiwan', 'iberia']) results[`${map}_full_map_frame`] = await fullMapFrames(page, map);
  // Hard in the browser: two Hard seats play HARD_DECISIONS decisions (default 12) of a classic
  // game; search time per decision (its 8 ms slices added up) and wall time (first slice to move).
  await page.evaluate(() => window.carcassonne.keepDrawing(false));
  await api(page, 'aiPace', 'instant');
  await api(page, 'newGame', 'game 1\nplayers Ana:hard Ben:hard\nseed 3\n');
  await page.evaluate(() => window.carcassonne.frameStats(true));
  const decisions = Number(process.env.HARD_DECISIONS ?? 12);
  await page.waitForFunction((n) => window.carcassonne.frameStats(false).ai_decisions >= n, decisions,
                             { timeout: decisions * 120_000, polling: 1000 });
  const hard = await page.evaluate(() => window.carcassonne.frameStats(false));
  results.hard_decisions = Object.fromEntries(Object.entries(hard).filter(([k]) => k.startsWith('ai_')));
} finally {
  await session.close();
}
console.log(JSON.stringify(results, null, 2));
