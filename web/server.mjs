// Static file server for the built page, used by web/serve and the browser tests. Loopback only,
// correct MIME types (application/wasm for streaming compilation), no caching.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const kTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

// The file a request's path names inside `root`; null when it lies outside, undefined when the
// path cannot name a file: not percent-encoded UTF-8 (`/%E0%A4%A`), or a NUL byte in it (`/%00`).
function resolveFile(root, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url.startsWith('/') ? `http://localhost${url}` : url).pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const file = path.resolve(root, '.' + (pathname.endsWith('/') ? pathname + 'index.html' : pathname));
  return file.startsWith(root + path.sep) ? file : null;
}

function handle(root, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const file = resolveFile(root, request.url);
  if (file === undefined) {
    response.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad request: the path names no file\n');
    return;
  }
  fs.stat(file ?? '', (error, stat) => {
    if (error || !stat.isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    response.writeHead(200, {
      'Content-Type': kTypes[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else fs.createReadStream(file).pipe(response);
  });
}

// Serves `root` on 127.0.0.1:`port` (0 = any free port). Resolves to { url, close() }.
export function startStaticServer(root, port = 0) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((request, response) => handle(absoluteRoot, request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => new Promise((done) => {
          server.close(done);
          server.closeAllConnections();  // the browser's keep-alive connections would hold it open
        }),
      });
    });
  });
}

// Command line: node web/server.mjs <folder> [port]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [root, port = '8080'] = process.argv.slice(2);
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`usage: node web/server.mjs <built page folder with index.html> [port]`);
    process.exit(2);
  }
  startStaticServer(root, Number(port)).then(
    ({ url }) => console.log(`Carcassonne Maps is served at ${url} (Ctrl-C stops)`),
    (error) => {
      console.error(`cannot serve on port ${port}: ${error.message}`);
      process.exit(1);
    });
}
