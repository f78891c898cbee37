// The wiki placeholders' pictures (tools/example-pictures.mjs): drawn by the built page from the
// record, so a record that changes gets another picture. The sea drifts with the clock, so two
// drawings of one record differ by a little noise in their bytes; a changed board differs by whole
// squares. Three records in one run: taiwan-ferry, the same again, and taiwan-ferry without its
// last move (the tile on Penghu's square); in Czech only, to keep the test short.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { repo, startSession } from '../browser/harness.mjs';
import { kHeight, kWidth, makePictures, sha256 } from '../../tools/example-pictures.mjs';

let session;
let dir;
before(async () => {
  session = await startSession();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-pictures-'));
});
after(async () => {
  await session?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

// The largest mean difference (0–255) of one 16×16 block of two pictures, decoded by the browser.
async function blockDifference(a, b) {
  const page = await session.browser.newPage();
  const result = await page.evaluate(async ({ a, b }) => {
    const pixels = async (data) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/webp;base64,${data}`)).blob());
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      context.drawImage(bitmap, 0, 0);
      return { width: bitmap.width, height: bitmap.height, data: context.getImageData(0, 0, bitmap.width, bitmap.height).data };
    };
    const [p, q] = [await pixels(a), await pixels(b)];
    let worst = 0;
    for (let by = 0; by + 16 <= p.height; by += 16) {
      for (let bx = 0; bx + 16 <= p.width; bx += 16) {
        let sum = 0;
        for (let y = by; y < by + 16; ++y) {
          for (let x = bx; x < bx + 16; ++x) {
            for (let c = 0; c < 3; ++c) sum += Math.abs(p.data[(y * p.width + x) * 4 + c] - q.data[(y * q.width + x) * 4 + c]);
          }
        }
        worst = Math.max(worst, sum / (16 * 16 * 3));
      }
    }
    return { worst, sizes: [p.width, p.height, q.width, q.height] };
  }, { a: a.toString('base64'), b: b.toString('base64') });
  await page.close();
  return result;
}

test('the script draws another picture when an example\'s record changes, and the same board for the same record', async () => {
  const record = fs.readFileSync(path.join(repo, 'assets/examples/taiwan-ferry.rec'), 'utf8');
  const lines = record.trimEnd().split('\n');
  const last = lines.findLastIndex((line) => /^(Red|Blue) B-/.test(line));
  assert.ok(last > 0, 'the record has a move line');
  const changed = lines.filter((_, i) => i !== last).join('\n') + '\n';
  const examples = path.join(dir, 'examples');
  fs.mkdirSync(examples);
  fs.writeFileSync(path.join(examples, 'ferry.rec'), record);
  fs.writeFileSync(path.join(examples, 'ferry-again.rec'), record);
  fs.writeFileSync(path.join(examples, 'ferry-changed.rec'), changed);
  const out = path.join(dir, 'out');
  const manifest = await makePictures({ examples, out, session, languages: ['cs'] });

  assert.deepEqual(Object.keys(manifest.examples), ['ferry', 'ferry-again', 'ferry-changed']);
  assert.equal(manifest.examples.ferry.record, sha256(Buffer.from(record)));
  assert.equal(manifest.examples['ferry-changed'].record, sha256(Buffer.from(changed)));
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')), manifest);
  const picture = (name) => fs.readFileSync(path.join(out, manifest.examples[name].pictures.cs));
  const same = await blockDifference(picture('ferry'), picture('ferry-again'));
  const other = await blockDifference(picture('ferry'), picture('ferry-changed'));
  assert.deepEqual(same.sizes, [kWidth, kHeight, kWidth, kHeight]);
  assert.ok(same.worst < 12, `one record, one board (the sea's drift aside): worst block ${same.worst.toFixed(1)}`);
  assert.ok(other.worst > 30, `the changed record's board differs: worst block ${other.worst.toFixed(1)}`);
  assert.equal(manifest.examples.ferry.pictures.cs, `ferry.cs.${manifest.examples.ferry.record.slice(0, 12)}.webp`, 'named by its record');
  assert.notEqual(manifest.examples.ferry.record.slice(0, 12), manifest.examples['ferry-changed'].record.slice(0, 12));
  assert.ok(picture('ferry').length <= 15 * 1024, 'at most 15 KB');
});
