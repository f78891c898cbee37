#!/usr/bin/env node
// The wiki placeholders' pictures: each rule example of assets/examples/ drawn by the game itself
// (build/web/page in Debian's Chromium, the embed's replay viewer at the record's last step, only
// the board) into a small WebP per language, and a manifest naming each picture and the SHA-256 of
// the record it was drawn from (web/mediawiki/CarcassonneMaps/README.md, "The placeholder's picture").
// Usage: node tools/example-pictures.mjs [--examples DIR] [--out DIR] [--only NAME,NAME]
//   --examples  the records (default assets/examples); --out where the pictures and manifest.json go
//   (default web/mediawiki/CarcassonneMaps/pictures, which the wiki serves with the extension).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextFrame, repo, startSession } from '../tests/browser/harness.mjs';

// The picture's size in CSS pixels (drawn at one device pixel each), the WebP quality, the most
// pixels a square may take (a one-square example still shows the squares around it).
export const kWidth = 320;
export const kHeight = 200;
const kQuality = 0.72;
const kMaxZoom = 48;
const kLanguages = ['en', 'cs'];  // the first one also says why a record is refused
const kTopBar = 32;  // the embed's bar of players and scores over the board, left out of the picture

function options(argv) {
  const named = { examples: path.join(repo, 'assets/examples'), out: path.join(repo, 'web/mediawiki/CarcassonneMaps/pictures'), only: null };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (!(key in named) || argv[i + 1] === undefined) throw new Error(`example-pictures: unknown or empty option '${argv[i]}' (--examples DIR, --out DIR, --only NAME,NAME)`);
    named[key] = key === 'only' ? argv[i + 1].split(',') : path.resolve(argv[i + 1]);
  }
  return named;
}

export const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

// Opens `record` in the embed's replay viewer at its last step, as a reader who pressed the
// "last step" button, in `lang`; leaves only the board (no caption, controls or link) with the
// example's squares in the middle. The first record comes by a link (`#embed&record=…&step=0`);
// the next ones in the same page by the viewer's own openReplay, which spares a load of the wasm.
async function openAtEnd(page, url, record, lang, first) {
  if (first) {
    const fragment = await page.evaluate(async (record) =>
      (await import('./fragment.js')).recordFragment(record, { view: { step: 0 }, flags: ['embed'] }), record);
    await page.goto(`${url}${fragment}&lang=${lang}`);
    await page.waitForFunction(() => window.carcassonne?.shellReady === true || !!window.carcassonne?.error, null, { timeout: 60_000 });
  }
  const error = first ? await page.evaluate(() => window.carcassonne.error ?? document.querySelector('#replay-error')?.textContent ?? '')
    : await page.evaluate(async ({ record, lang }) => {
      window.carcassonne.setLanguage(lang);
      return (await import('./replay.js')).openReplay(record, 0);
    }, { record, lang });
  if (error) throw new Error(`the game refused the record: ${error}`);
  await page.click('#replay-end');
  await page.waitForFunction(() => window.carcassonne.replayStep === Number(document.getElementById('replay-slider').max));
  await page.evaluate(() => {
    for (const id of ['replay', 'open-full']) document.getElementById(id)?.setAttribute('hidden', '');
    window.carcassonne.viewerBottom(0);
  });
  // The viewer fits its squares again after a step or a resize: the view is set until it holds.
  for (let tries = 0; ; ++tries) {
    await nextFrame(page);
    const held = await page.evaluate(({ width, height, top, maxZoom }) => {
      const hook = window.carcassonne;
      const f = hook.viewerFocus();
      const zoom = Math.min(maxZoom, width / (f.x1 - f.x0 + 1.5), height / (f.y1 - f.y0 + 1.5));
      // The middle of the window is `top / 2` pixels above the middle of the picture.
      const wanted = { x: (f.x0 + f.x1 + 1) / 2, y: (f.y0 + f.y1 + 1) / 2 - top / 2 / zoom, zoom };
      const now = hook.view();
      if (['x', 'y', 'zoom'].every((k) => Math.abs(now[k] - wanted[k]) < 1e-3)) return true;
      hook.setView(wanted);
      return false;
    }, { width: kWidth, height: kHeight, top: kTopBar, maxZoom: kMaxZoom });
    if (held) return;
    if (tries === 10) throw new Error('the view did not hold');
  }
}

// The board under the top bar as WebP bytes (the browser's own encoder).
async function picture(page) {
  await nextFrame(page);
  const png = await page.screenshot({ clip: { x: 0, y: kTopBar, width: kWidth, height: kHeight } });
  const webp = await page.evaluate(async ({ data, quality }) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
    return btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())));
  }, { data: png.toString('base64'), quality: kQuality });
  return Buffer.from(webp, 'base64');
}

// Draws every example of `examples` (or those of `only`) into `out`, in each of `languages`
// (tests draw fewer); returns the manifest written.
export async function makePictures({ examples, out, only = null, session = null, languages = kLanguages }) {
  const names = fs.readdirSync(examples).filter((f) => f.endsWith('.rec')).map((f) => f.slice(0, -4))
    .filter((name) => only === null || only.includes(name)).sort();
  if (only !== null && names.length !== only.length) throw new Error(`example-pictures: no such example in ${examples}: ${only.filter((n) => !names.includes(n)).join(', ')}`);
  const own = session === null;
  session ??= await startSession();
  const page = await session.browser.newPage({ viewport: { width: kWidth, height: kHeight + kTopBar }, serviceWorkers: 'block', locale: 'en-US' });
  await page.goto(`${session.url}#lang=en`);
  fs.mkdirSync(out, { recursive: true });
  const manifest = { version: 1, width: kWidth, height: kHeight, examples: {} };
  const earlier = path.join(out, 'manifest.json');
  if (only !== null && fs.existsSync(earlier)) manifest.examples = JSON.parse(fs.readFileSync(earlier, 'utf8')).examples;
  try {
    for (const [visit, name] of names.entries()) {
      const bytes = fs.readFileSync(path.join(examples, `${name}.rec`));
      const entry = { record: sha256(bytes), pictures: {} };
      try {
        await openAtEnd(page, session.url, bytes.toString('utf8'), languages[0], visit === 0);
        for (const lang of languages) {
          if (lang !== languages[0]) await page.evaluate((code) => window.carcassonne.setLanguage(code), lang);
          const webp = await picture(page);
          const file = `${name}.${lang}.${entry.record.slice(0, 12)}.webp`;
          fs.writeFileSync(path.join(out, file), webp);
          entry.pictures[lang] = file;
        }
      } catch (error) {
        throw new Error(`example-pictures: ${path.join(examples, name + '.rec')}: ${error.message}`);
      }
      manifest.examples[name] = entry;
    }
  } finally {
    await page.close();
    if (own) await session.close();
  }
  // Pictures of earlier records go; the manifest names the current ones.
  const kept = new Set(Object.values(manifest.examples).flatMap((e) => Object.values(e.pictures)));
  for (const file of fs.readdirSync(out)) if (file.endsWith('.webp') && !kept.has(file)) fs.rmSync(path.join(out, file));
  fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, '\t') + '\n');
  return manifest;
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) {
  const start = Date.now();
  try {
    const named = options(process.argv.slice(2));
    const manifest = await makePictures(named);
    const sizes = Object.values(manifest.examples).flatMap((e) => Object.values(e.pictures))
      .map((f) => fs.statSync(path.join(named.out, f)).size);
    console.log(`example-pictures: ${sizes.length} pictures of ${Object.keys(manifest.examples).length} examples, ` +
                `${Math.round(sizes.reduce((a, b) => a + b, 0) / 1024)} KB, largest ${Math.round(Math.max(...sizes) / 1024)} KB, ` +
                `in ${((Date.now() - start) / 1000).toFixed(1)} s -> ${path.relative(repo, named.out) || named.out}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
