// The page's service worker: after the first visit the game starts offline. It caches the page's
// files under a version that the build writes (a hash of those files, cmake/write_service_worker.cmake),
// so a new build installs a new cache and the old one is deleted when the new worker activates.
'use strict';

const kVersion = '@CARC_PAGE_VERSION@';
const kPrefix = 'carc-maps-';
const kCache = kPrefix + kVersion;
const kFiles = [@CARC_PAGE_FILES@];  // the page folder's files (web/*, carc.*), listed by the build

// All files or none: addAll fails the install (keeping the old worker) if one is missing.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(kCache).then((cache) => cache.addAll(kFiles)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(kPrefix) && k !== kCache).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Network first, so an online page always gets the served build; the cache answers only when the
// network fails (offline, server down). Other origins and non-GET requests are not touched.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request).catch(async () => {
    const cache = await caches.open(kCache);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === 'navigate') return (await cache.match('index.html')) ?? Response.error();
    return Response.error();
  }));
});
