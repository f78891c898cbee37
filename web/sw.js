// Service worker: the page works offline after the first visit. Every page file is cached under a
// versioned name; a new build (new kVersion, written by the build from the page files' hash)
// installs its own cache and deletes the old ones. Network first, cache when offline.
const kVersion = 'carc-dev';
const kFiles = ['./', 'index.html', 'style.css', 'words.js', 'loader.js', 'examples.js', 'carc.js', 'carc.wasm', 'carc.data',
                'page.js', 'strings.js', 'notice.js', 'keep.js', 'fragment.js', 'share.js', 'replay.js', 'embed.js', 'demo.js'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(kVersion).then((cache) => cache.addAll(kFiles)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith('carc-') && n !== kVersion).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(fetch(event.request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(kVersion).then((cache) => cache.put(event.request, copy));
    }
    return response;
  }).catch(() => caches.match(event.request, { ignoreSearch: true })));
});
