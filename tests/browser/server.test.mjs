// The local server (web/server.mjs, used by web/serve and these tests): a request whose path names
// no file (bad percent-encoding, a NUL byte) is answered 400 and the server goes on serving.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startStaticServer } from '../../web/server.mjs';

let server;
let root;
before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-server-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>page</title>\n');
  server = await startStaticServer(root);
});
after(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

// GET `path` as the raw request target (no client-side normalisation): { status, body }.
function get(target) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: target, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
  });
}

test('a path that is not percent-encoded UTF-8 or holds a NUL byte is a 400, and the server goes on', async () => {
  for (const target of ['/%E0%A4%A', '/%', '/%C3%28.js', '/%00', '/index.html%00.js']) {
    const answer = await get(target);
    assert.equal(answer.status, 400, `${target}: ${answer.status} ${answer.body}`);
  }
  assert.equal((await get('/')).status, 200, 'the page is still served');
  assert.equal((await get('/%69ndex.html')).status, 200, 'a good percent-encoding names its file');
  assert.equal((await get('//')).status, 200, 'a path starting with two slashes is a path, not a host');
  assert.equal((await get('/../../etc/passwd')).status, 404, 'nothing outside the page folder');
});
