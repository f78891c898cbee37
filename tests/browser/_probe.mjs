import { api, nextFrame, shellReady, startSession, playOneTurn } from './harness.mjs';
const s = await startSession();
try {
  const { page } = await s.open({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, hash: '#lang=cs' });
  await shellReady(page);
  await api(page, 'newGame', 'map iberia\nplayers Ana Ben');
  await playOneTurn(page, 11);
  await nextFrame(page);
  const bar = (await api(page, 'windows')).find((w) => w.name === 'Hráči');
  console.log('bar', JSON.stringify(bar), 'more', await page.evaluate(() => !!document.getElementById('more')));
  await page.keyboard.press('t'); await nextFrame(page);
  console.log('T opens tiles sheet:', (await api(page, 'windows')).map((w) => w.name).join(','));
  const tiles = (await api(page, 'widgets')).find((w) => /^Kartičky$/.test(w.label));
  if (tiles) { await page.touchscreen.tap(tiles.x + tiles.w / 2, tiles.y + tiles.h / 2); await nextFrame(page); }
  console.log('lines', (await api(page, 'widgets')).filter((w) => w.window === 'Zbývající kartičky').map((w) => w.label).join(' | '));
  console.log('said', await page.evaluate(() => document.getElementById('announce')?.textContent));
} finally { await s.close(); }
