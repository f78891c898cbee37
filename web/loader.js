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
    carcOnReady: () => {
      hook.readyAt = performance.now();
      overlay.hidden = true;
      window.dispatchEvent(new Event('carcassonne:ready'));
    },
    // A move, a new game or a take-back: web/keep.js saves, web/embed.js tells the host page.
    carcOnChange: () => window.dispatchEvent(new Event('carcassonne:change')),
    onRuntimeInitialized: () => installApi(),
    carcOnError: (message) => showError(message),
  };

  // The game API (README "Page API"): thin wrappers over the exported C functions.
  function installApi() {
    const call = (name, types = [], args = []) => window.Module.ccall(name, 'string', types, args);
    const json = (name, types, args) => JSON.parse(call(name, types, args));
    hook.state = () => json('carc_api_state');
    hook.newGame = (text) => call('carc_api_new_game', ['string'], [String(text ?? '')]);
    hook.play = (line) => call('carc_api_play', ['string'], [String(line ?? '')]);
    hook.record = () => call('carc_api_record');
    hook.log = () => json('carc_api_log');
    hook.choices = () => json('carc_api_choices');
    hook.choose = (index) => call('carc_api_choose', ['number'], [index | 0]);
    hook.takeBack = () => call('carc_api_take_back');
    hook.aiMove = (iterations) => call('carc_api_ai_move', ['number'], [iterations | 0]);
    hook.targets = () => json('carc_api_targets');
    hook.widgets = () => json('carc_api_widgets');
    hook.screenOf = (x, y) => json('carc_api_screen_of', ['number', 'number'], [x | 0, y | 0]);
    hook.frameStats = (reset) => json('carc_api_frame_stats', ['number'], [reset ? 1 : 0]);
    // Keeping and sharing (src/app/keep_api.cpp).
    const run = (name, types = [], args = []) => window.Module.ccall(name, null, types, args);
    hook.resumePoint = () => json('carc_api_resume_point');
    hook.moves = () => json('carc_api_moves');
    hook.view = () => json('carc_api_view');
    hook.setView = ({ x, y, zoom, remaining = false }) =>
      run('carc_api_set_view', ['number', 'number', 'number', 'number'], [+x, +y, +zoom, remaining ? 1 : 0]);
    hook.notes = (text) => json('carc_api_notes', ['string'], [String(text ?? '')]);
    hook.showSetup = () => run('carc_api_show_setup');
    hook.revision = () => window.Module.ccall('carc_api_revision', 'number', [], []);
    hook.setCompact = (compact) => run('carc_api_set_compact', ['number'], [compact ? 1 : 0]);
    hook.fit = () => run('carc_api_fit');
    hook.wake = () => run('carc_api_wake');
    hook.keepDrawing = (always) => run('carc_api_keep_drawing', ['number'], [always ? 1 : 0]);
  }

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
