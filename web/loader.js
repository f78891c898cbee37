// Page glue: the window.carcassonne hook, the loading message, readable errors instead of a blank
// canvas, and loading carc.js (which fetches carc.wasm and carc.data).
(function () {
  'use strict';
  const overlay = document.getElementById('overlay');
  const status = document.getElementById('status');
  const details = document.getElementById('details');
  const canvas = document.getElementById('canvas');

  // The overlay's words: the catalogues' web.* entries, written into words.js by the build
  // (cmake/shell_words.cmake) and loaded before this script, so they show before the wasm arrives.
  const WORDS = window.carcassonneWords || { en: {} };
  // The language the player chose last (src/app/play/preferences.h keeps it and every other remembered
  // choice; read here too, before the wasm arrives, for the loading overlay's words).
  const STORAGE_KEY = 'carcassonne.lang';

  // Embeds and demos read the player's choices but write nothing: a wiki page's frames share the
  // origin, and so the storage, with the full game.
  const writes = !/(^#?|&)(embed|demo)(=1)?(&|$)/.test(location.hash);

  // localStorage may be missing or throw (private modes, sandboxed iframes): never let it break the page.
  function stored(value, key = STORAGE_KEY) {
    try {
      if (value === undefined) return window.localStorage.getItem(key);
      if (writes) window.localStorage.setItem(key, value);
    } catch (e) { /* unavailable storage: the choice lasts for this visit */ }
    return null;
  }

  // `lang=cs|en` in the URL fragment (#lang=cs&…), else in the query string (?lang=cs), else the
  // player's last choice, else the browser's.
  function chooseLanguage() {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
    const query = new URLSearchParams(location.search);
    const candidates = [fragment.get('lang'), query.get('lang'), stored(), ...(navigator.languages || []),
                        navigator.language];
    for (const c of candidates) {
      const code = String(c || '').toLowerCase().split(/[-_]/)[0];
      if (WORDS[code]) return code;
    }
    return 'en';
  }

  let language = chooseLanguage();

  // The first deal a test page pinned (window.carcassonneDealSeed), else 0: a new deal each visit.
  function pinnedDealSeed() {
    const seed = window.carcassonneDealSeed;
    return Number.isInteger(seed) && seed >= 1 && seed <= 999999 ? seed : 0;
  }
  const say = (key) => (WORDS[language] || {})[key] || WORDS.en[key] || key;
  // The page's name and the overlay in the page's language (index.html holds the English ones).
  function entitle() {
    document.documentElement.lang = language;
    document.title = say('title');
    const heading = overlay.querySelector('h1');
    if (heading) heading.textContent = say('title');
  }
  entitle();
  status.textContent = say('loaderLoading');

  // The public hook: `ready` turns true after the first frame, `version` is the engine's.
  const hook = (window.carcassonne = { ready: false, version: null, error: null, language, dealSeed: pinnedDealSeed() });

  function showError(summary, detail) {
    if (hook.error) return;
    hook.error = summary;
    overlay.hidden = false;
    overlay.classList.add('error');
    status.textContent = say('loaderFailed').replace('{why}', summary);
    if (detail) {
      details.textContent = String(detail);
      details.hidden = false;
    }
  }

  window.Module = {
    canvas: canvas,
    print: (text) => console.log(text),
    printErr: (text) => console.error(text),
    setStatus: (text) => {  // Emscripten's "Downloading data... (done/total)", in the page's words
      if (!text || hook.ready || hook.error) return;
      const progress = /\((\d+)\/(\d+)\)/.exec(text);
      status.textContent = say('loaderLoading') + (progress && +progress[2] ? ` ${Math.floor((100 * progress[1]) / progress[2])} %` : '');
    },
    onAbort: (what) => showError(say('loaderCrashed'), what),
    carcOnReady: () => {
      hook.readyAt = performance.now();
      overlay.hidden = true;
      window.dispatchEvent(new Event('carcassonne:ready'));
    },
    // A move, a new game, a take-back, an undo or a redo: web/keep.js saves, web/embed.js tells the host page.
    carcOnChange: () => window.dispatchEvent(new Event('carcassonne:change')),
    // The first screen's "Games in progress": Open or Delete of a kept game (web/keep.js).
    carcOnKeptGame: (action, key) => window.dispatchEvent(new CustomEvent('carcassonne:kept-game', { detail: { action, key } })),
    // Start-up marks in the page's performance timeline (tests/browser/load-time.mjs and measure.mjs
    // read them, with the app's own from carc:main on): the wasm compiled and instantiated, carc.js
    // running, the runtime started.
    preRun: [() => performance.mark('carc:script')],
    onRuntimeInitialized: () => {
      performance.mark('carc:runtime');
      checkStamp();  // before main reads the data (the stamp is set after the data is taken)
      installApi();
    },
    carcOnError: (message) => showError(message),
    carcLanguage: language,
    // A page that sets window.carcassonneDealSeed (a whole number 1–999999) before this script
    // runs gets the same deals at every load: the first screen's games and the demo (tests).
    carcDealSeed: pinnedDealSeed(),
    // The game switched its language (its preference is saved through carcStorage).
    carcOnLanguage: (code) => {
      language = WORDS[code] ? code : 'en';
      hook.language = language;
      entitle();
      window.dispatchEvent(new Event('carcassonne:language'));
    },
    // The one storage hook of the game's preferences (src/app/play/preferences.h): keys and texts are
    // the game's; embeds and demos read but never write.
    carcStorage: {
      read: (key) => stored(undefined, String(key)) || '',
      write: (key, value) => { stored(String(value), String(key)); },
    },
  };

  // The size limit of every text handed to the engine (records, kept games, links once inflated,
  // files, a host page's commands): longer ones are refused here, naming the limit, and never reach
  // the wasm (README "Page API").
  const kMaxText = 256 * 1024;
  // A view's centre in squares from the start tile (a map is at most 250 squares a side) and its
  // pixels per square (the camera's own range, src/render/camera.h).
  const kMaxSquares = 1000;
  const kMinZoom = 9;
  const kMaxZoom = 400;
  hook.limits = { text: kMaxText, squares: kMaxSquares, zoom: [kMinZoom, kMaxZoom] };
  const fill = (text, values) => text.replace(/\{([a-z_]+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  hook.tooLong = (text) => (String(text).length > kMaxText
    ? fill(say('textTooLong'), { length: String(text).length, limit: kMaxText }) : '');

  // ccall with its 'string' arguments copied to the heap (ccall puts them on the stack, which a text
  // of a megabyte overflows: "memory access out of bounds"), freed after the call. A text over the
  // limit is not passed: the call answers `refused(why)` instead.
  function heapCall(name, returns, types, args, refused) {
    const M = window.Module;
    const texts = types.map((t, i) => (t === 'string' ? String(args[i] ?? '') : null));
    const long = texts.find((t) => t !== null && t.length > kMaxText);
    if (long !== undefined) return refused(hook.tooLong(long));
    // The engine reads C strings: a NUL would end the text there and lose the rest unseen.
    const nul = texts.find((t) => t !== null && t.includes('\0'));
    if (nul !== undefined) return refused(fill(say('textNul'), { at: nul.indexOf('\0') + 1 }));
    const pointers = [];
    try {
      const values = texts.map((t, i) => {
        if (t === null) return args[i];
        const size = M.lengthBytesUTF8(t) + 1;
        const at = M._malloc(size);
        pointers.push(at);
        M.stringToUTF8(t, at, size);
        return at;
      });
      return M.ccall(name, returns, types.map((t) => (t === 'string' ? 'number' : t)), values);
    } finally {
      for (const at of pointers) M._free(at);
    }
  }
  // A finite number, clamped to [low, high]; `otherwise` when it is not a finite number.
  const clamp = (value, low, high, otherwise) => {
    const n = Number(value);
    return Number.isFinite(n) ? Math.min(high, Math.max(low, n)) : otherwise;
  };
  hook.clamp = clamp;
  // For the page's other scripts (replay.js, examples.js): a call whose texts go through the heap;
  // a text over the limit answers the reason.
  hook.engineCall = (name, returns, types = [], args = []) => heapCall(name, returns, types, args, (why) => why);

  // The game API (README "Page API"): thin wrappers over the exported C functions.
  function installApi() {
    const call = (name, types = [], args = []) => heapCall(name, 'string', types, args, (why) => why);
    const json = (name, types = [], args = []) => {
      const reply = heapCall(name, 'string', types, args, (why) => null);
      return reply === null ? { error: hook.tooLong(args.find((a) => String(a ?? '').length > kMaxText)) } : JSON.parse(reply);
    };
    hook.state = () => json('carc_api_state');
    hook.newGame = (text) => call('carc_api_new_game', ['string'], [String(text ?? '')]);
    hook.play = (line) => call('carc_api_play', ['string'], [String(line ?? '')]);
    hook.record = () => call('carc_api_record');
    hook.log = () => json('carc_api_log');
    hook.choices = () => json('carc_api_choices');
    hook.choose = (index) => call('carc_api_choose', ['number'], [index | 0]);
    hook.takeBack = () => call('carc_api_take_back');
    hook.setSeat = (name) => call('carc_api_set_seat', ['string'], [String(name ?? '')]);
    hook.sinceMyMove = () => json('carc_api_since_my_move');
    hook.fairChain = (entropy) => json('carc_api_fair_chain', ['string'], [String(entropy ?? '')]);
    hook.addSecret = (hex) => call('carc_api_add_secret', ['string'], [String(hex ?? '')]);
    hook.commitSeat = (hex) => call('carc_api_commit_seat', ['string'], [String(hex ?? '')]);
    hook.undo = () => call('carc_api_undo');
    hook.redo = () => call('carc_api_redo');
    hook.canUndo = () => window.Module.ccall('carc_api_can_undo', 'number', [], []) === 1;
    hook.canRedo = () => window.Module.ccall('carc_api_can_redo', 'number', [], []) === 1;
    hook.preferences = () => json('carc_api_preferences');
    hook.setPreference = (name, value) =>
      call('carc_api_set_preference', ['string', 'string'], [String(name ?? ''), String(value ?? '')]);
    hook.aiMove = (iterations) => call('carc_api_ai_move', ['number'], [iterations | 0]);
    hook.aiPace = (name) => call('carc_api_ai_pace', ['string'], [String(name ?? '')]);
    hook.aiLevels = () => json('carc_api_ai_levels');
    hook.aiPlay = (on) => call('carc_api_ai_play', ['number'], [on ? 1 : 0]);
    hook.targets = () => json('carc_api_targets');
    hook.widgets = () => json('carc_api_widgets');
    hook.windows = () => json('carc_api_windows');
    hook.screenOf = (x, y) => json('carc_api_screen_of', ['number', 'number'], [x | 0, y | 0]);
    hook.frameStats = (reset) => json('carc_api_frame_stats', ['number'], [reset ? 1 : 0]);
    hook.fontCheck = (text) => json('carc_api_font_check', ['string'], [String(text ?? '')]);
    // Keeping and sharing (src/app/page/keep_api.cpp).
    const run = (name, types = [], args = []) => heapCall(name, null, types, args, () => null);
    hook.resumePoint = () => json('carc_api_resume_point');
    hook.moves = () => json('carc_api_moves');
    hook.signature = () => call('carc_api_signature');
    hook.readKept = (text) => json('carc_api_read_kept', ['string'], [String(text ?? '')]);
    hook.setKeptGames = (list) => call('carc_api_set_kept_games', ['string'], [JSON.stringify(list ?? [])]);
    hook.compareRecords = (kept, link) =>
      json('carc_api_compare_records', ['string', 'string'], [String(kept ?? ''), String(link ?? '')]);
    hook.resume = (text) => call('carc_api_resume', ['string'], [String(text ?? '')]);
    hook.step = (text) => call('carc_api_step', ['string'], [String(text ?? '')]);
    hook.view = () => json('carc_api_view');
    // Squares and pixels per square: a number that is not finite leaves the view as it is, any other
    // is clamped (a kept view or a link's `at=` of 1e308 never reaches the camera).
    hook.setView = ({ x, y, zoom, remaining = false } = {}) => {
      const now = hook.view();
      run('carc_api_set_view', ['number', 'number', 'number', 'number'],
          [clamp(x, -kMaxSquares, kMaxSquares, now.x), clamp(y, -kMaxSquares, kMaxSquares, now.y),
           clamp(zoom, kMinZoom, kMaxZoom, now.zoom), remaining ? 1 : 0]);
    };
    hook.notes = (text) => json('carc_api_notes', ['string'], [String(text ?? '')]);
    hook.showSetup = () => run('carc_api_show_setup');
    hook.revision = () => window.Module.ccall('carc_api_revision', 'number', [], []);
    hook.setCompact = (compact) => run('carc_api_set_compact', ['number'], [compact ? 1 : 0]);
    hook.setTopInset = (pixels) => run('carc_api_set_top_inset', ['number'], [pixels | 0]);
    hook.setBarMenu = (pixels) => run('carc_api_set_bar_menu', ['number'], [pixels | 0]);
    hook.setBarLink = (width, bottom) => run('carc_api_set_bar_link', ['number', 'number'], [width | 0, bottom | 0]);
    hook.fit = () => run('carc_api_fit');
    hook.wake = () => run('carc_api_wake');
    hook.keepDrawing = (always) => run('carc_api_keep_drawing', ['number'], [always ? 1 : 0]);
    hook.setLanguage = (code) => call('carc_api_set_language', ['string'], [String(code ?? '')]);
    // What fans ask for (src/app/page/insight_api.cpp): who holds this, last moves, the hint.
    hook.insight = () => json('carc_api_insight');
    // The scores over the turns, the big scorings, a sentence per player once the game is over.
    hook.finalScores = () => json('carc_api_final_scores');
    hook.outlines = (on) => window.Module.ccall('carc_api_outlines', 'number', ['number'], [on === undefined ? -1 : on ? 1 : 0]) === 1;
    hook.hint = () => call('carc_api_hint');
    hook.press = (action) => call('carc_api_press', ['string'], [String(action ?? '')]);
  }

  // Idle, the app pauses its frame loop (no callback, no event polling); any input resumes it.
  // Registered first, on window in the capture phase, so it runs before any other listener.
  const wake = () => { if (hook.ready && hook.wake) hook.wake(); };
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'mousedown', 'mousemove', 'mouseup',
                      'wheel', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'keydown', 'keyup', 'input',
                      'compositionend', 'resize', 'focus', 'blur', 'visibilitychange']) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  }

  // A new `lang=` in the fragment switches the running game's language.
  window.addEventListener('hashchange', () => {
    const code = new URLSearchParams(location.hash.replace(/^#/, '')).get('lang');
    if (code && hook.setLanguage) hook.setLanguage(code);
  });
  window.addEventListener('error', (event) => showError(say('loaderScript'), event.message));
  window.addEventListener('unhandledrejection', (event) => showError(say('loaderScript'), event.reason));
  canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    showError(say('loaderLost'));
  });

  // carc.data (the tiles, maps, catalogues and font) is fetched here, not by carc.js, so that a file
  // that is missing, fails or does not match this page gets its own message. carc.js then takes it
  // through Module.getPreloadedPackage, which also gives the size this page was built with: a
  // truncated file, or one of another build (an old service worker's, a cache's), differs from it.
  // The build also packs a stamp as the data's last bytes and gives carc.js the same stamp
  // (Module.carcDataStamp, cmake/data_stamp.cmake): data of another build at the same size differ there.
  let data = null;
  const mismatch = (detail) => {
    showError(say('loaderDataMismatch'), `carc.data: ${detail}`);
    throw new Error('carc.data does not match the page');
  };
  function checkStamp() {
    const stamp = window.Module.carcDataStamp;
    if (!stamp || !data) return;
    const tail = new TextDecoder().decode(new Uint8Array(data, Math.max(0, data.byteLength - stamp.length)));
    if (tail !== stamp) mismatch(`its stamp is not ${stamp}`);
  }
  window.Module.getPreloadedPackage = (name, size) => {
    if (!data || data.byteLength !== size) mismatch(`${data ? data.byteLength : 0} bytes, this page expects ${size}`);
    checkStamp();
    return data;
  };

  // carc.wasm is fetched at once too, beside carc.data, and compiled as it streams in, from its first
  // bytes (carc.js would only ask for it once it runs, after the data and the script have arrived).
  // Both downloads began with index.html's head (its preload links); these fetches, of the same mode
  // and credentials, take those responses. Emscripten's instantiateWasm hook then only instantiates the compiled module. A server that does
  // not say application/wasm makes compileStreaming fail: the whole file is compiled once it is here.
  const compiled = fetch('carc.wasm', { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`carc.wasm: HTTP ${response.status}`);
    return WebAssembly.compileStreaming(response.clone())
      .catch(() => response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes)));
  });
  compiled.then(() => performance.mark('carc:compiled'), () => {});  // a failure is reported when carc.js asks for it
  window.Module.instantiateWasm = (imports, receive) => {
    compiled.then((module) => WebAssembly.instantiate(module, imports).then((instance) => {
      performance.mark('carc:instantiated');
      receive(instance, module);
    }))
      .catch((e) => showError(say('loaderCrashed'), String(e?.message || e)));
    return {};  // the exports arrive through receive()
  };

  async function fetchData() {
    const failed = (why) => showError(fill(say('loaderData'), { why }));
    let response;
    try {
      response = await fetch('carc.data');
    } catch (e) {
      failed(String(e?.message || e));
      return;
    }
    if (!response.ok) {
      failed(`HTTP ${response.status}${response.statusText ? ' ' + response.statusText : ''}`);
      return;
    }
    const total = response.headers.get('content-encoding') ? 0 : Number(response.headers.get('content-length')) || 0;
    const chunks = [];
    let loaded = 0;
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        loaded += value.length;
        if (total && !hook.error) status.textContent = `${say('loaderLoading')} ${Math.floor((100 * loaded) / total)} %`;
      }
    } catch (e) {
      failed(String(e?.message || e));
      return;
    }
    const bytes = new Uint8Array(loaded);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    data = bytes.buffer;
    const script = document.createElement('script');
    script.src = 'carc.js';
    script.async = true;
    script.onerror = () => showError(say('loaderDownload'));
    document.body.appendChild(script);
  }
  fetchData();
})();
