// Registers the service worker (web/sw.js) once the page has loaded, so that after the first
// visit the game starts without a network. Where service workers are unavailable (file:, a
// sandboxed iframe, old browsers) the page simply stays online-only.
(function () {
  'use strict';
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('sw.js').catch((error) => {
      console.info('Carcassonne Maps will not work offline:', error && error.message);
    });
  });
})();
