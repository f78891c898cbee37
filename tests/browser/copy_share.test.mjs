// Every link the page shows in its notice (Share, a correspondence reply) has a Copy button and,
// where the browser has navigator.share, a Share button (web/notice.js): Copy puts the link on the
// clipboard (the Clipboard API, else the selected text and execCommand) and the notice says so, or
// asks to select and copy by hand when both fail; Share hands {url} to the phone's apps.
// Screenshot: build/artifacts/copy-share-phone-cs.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, kPhone, nextFrame, phoneScreenshot, startSession, tap, waitForGame } from './harness.mjs';

let session;
before(async () => { session = await startSession(); });
after(async () => { await session?.close(); });

const kGame = 'game 1\nplayers Ana Ben\nmap taiwan\nchips on\nseed 6\n';

// A page with a game whose Share notice is shown; `stubs` runs before the page's scripts.
async function shareNotice(options, stubs = null) {
  const { page, problems } = await session.open(options);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.url });
  if (stubs) await page.addInitScript(stubs);
  if (stubs) await page.reload();
  await waitForGame(page);
  assert.equal(await api(page, 'newGame', kGame), '');
  await nextFrame(page);
  if (await page.isVisible('#share')) {
    await page.click('#share');
  } else {  // a phone's game: Share is in the top bar's More menu (web/more_menu.js)
    await page.click('#more');
    await page.click('#more-menu [data-for=share]');
  }
  await page.waitForSelector('#notice .link');
  return { page, problems, link: await page.inputValue('#notice .link') };
}

const noticeWords = (page) => page.textContent('#notice .words');

test('Copy puts the shown link on the clipboard and the notice says so', async () => {
  const { page, problems, link } = await shareNotice({ viewport: { width: 1280, height: 800 } });
  try {
    assert.match(link, /#/);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.click('#notice-copy');
    await page.waitForFunction(() => /copied\. Paste it where/.test(document.querySelector('#notice .words').textContent));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    assert.equal(await page.getAttribute('#notice-copy', 'title'), 'Copy the link');
    assert.equal(await page.$('#notice-share'), null, 'no Share button where the browser cannot share');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('without the Clipboard API Copy selects the link for execCommand(\'copy\'); when that fails too it asks to copy by hand', async () => {
  const refuse = () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')),
                                                             readText: () => Promise.reject(new Error('denied')) } });
    document.execCommand = (command) => { window.execCommands = [...(window.execCommands ?? []), command]; return window.execWorks === true; };
  };
  const { page, problems, link } = await shareNotice({ viewport: { width: 1280, height: 800 } }, refuse);
  try {
    await page.click('#notice-copy');
    await page.waitForFunction(() => /select the link and copy it/.test(document.querySelector('#notice .words').textContent));
    assert.deepEqual(await page.evaluate(() => window.execCommands), ['copy']);
    const selected = await page.evaluate(() => {
      const field = document.activeElement;
      return field.value.slice(field.selectionStart, field.selectionEnd);
    });
    assert.equal(selected, link, 'the whole link is selected for copying by hand');
    await page.evaluate(() => { window.execWorks = true; });
    await page.click('#notice-copy');
    await page.waitForFunction(() => /copied\. Paste it where/.test(document.querySelector('#notice .words').textContent));
    assert.deepEqual(await page.evaluate(() => window.execCommands), ['copy', 'copy']);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('on a Czech phone the notice has Copy and Share buttons of a finger\'s size; Share hands the link to the phone\'s apps', async () => {
  const share = () => {
    navigator.share = (data) => {
      window.sharedWith = data;
      return Promise.resolve();
    };
  };
  const { page, problems, link } = await shareNotice({ ...kPhone, hash: '#lang=cs' }, share);
  try {
    assert.equal(await page.textContent('#notice-copy'), 'Kopírovat');
    assert.equal(await page.textContent('#notice-share'), 'Sdílet…');
    for (const id of ['#notice-copy', '#notice-share']) {
      const box = await page.$eval(id, (el) => el.getBoundingClientRect().toJSON());
      assert.ok(box.width >= 44 && box.height >= 44, `${id} is ${box.width}x${box.height}`);
    }
    await phoneScreenshot(page, 'copy-share-phone-cs');
    const button = await page.$eval('#notice-share', (el) => el.getBoundingClientRect().toJSON());
    await tap(page, button.x + button.width / 2, button.y + button.height / 2);
    assert.deepEqual(await page.evaluate(() => window.sharedWith), { url: link });
    const copy = await page.$eval('#notice-copy', (el) => el.getBoundingClientRect().toJSON());
    await tap(page, copy.x + copy.width / 2, copy.y + copy.height / 2);
    await page.waitForFunction(() => /zkopírován/.test(document.querySelector('#notice .words').textContent));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    assert.match(await noticeWords(page), /Vložte ho tam/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
