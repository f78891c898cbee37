// Page glue: the window.carcassonne hook, the loading message, readable errors instead of a blank
// canvas, and loading carc.js (which fetches carc.wasm and carc.data).
(function () {
  'use strict';
  const overlay = document.getElementById('overlay');
  const status = document.getElementById('status');
  const details = document.getElementById('details');
  const canvas = document.getElementById('canvas');

  // The public hook: `ready` turns true after the first frame, `version` is the engine's.
  const hook = (window.carcassonne = { ready: false, version: null, error: null });

  function showError(summary, detail) {
    if (hook.error) return;
    hook.error = summary;
    overlay.hidden = false;
    overlay.classList.add('error');
    status.textContent = 'Carcassonne Maps could not start: ' + summary;
    if (detail) {
      details.textContent = String(detail);
      details.hidden = false;
    }
  }

  window.Module = {
    canvas: canvas,
    print: (text) => console.log(text),
    printErr: (text) => console.error(text),
    setStatus: (text) => {
      if (text && !hook.ready && !hook.error) status.textContent = text;
    },
    onAbort: (what) => showError('the game files did not load or crashed. Please reload the page.',
                                 what),
    carcOnReady: () => { overlay.hidden = true; },
    carcOnError: (message) => showError(message),
  };

  window.addEventListener('error', (event) => showError('a script error occurred.', event.message));
  window.addEventListener('unhandledrejection',
                          (event) => showError('a script error occurred.', event.reason));
  canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    showError('the graphics context was lost. Please reload the page.');
  });

  const script = document.createElement('script');
  script.src = 'carc.js';
  script.async = true;
  script.onerror = () => showError('carc.js could not be downloaded. Check the connection and reload.');
  document.body.appendChild(script);
})();
