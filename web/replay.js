// The replay viewer: steps through a record (buttons, ←/→, Home/End, a slider, autoplay) by
// replaying its first N move lines in the engine, with the record's `# say` / `#>` notes as
// captions at their step (`# say cs: …` in Czech, `# say en: …` in English, else the `#>`
// sentences). Nothing is saved while it is open (web/keep.js holds the game): Close (✕, Esc)
// brings back the game it was opened on; a move made on the board plays on from the step shown.
// In an embed the viewer is for looking (the app's example viewer, ViewerScreen): the board
// takes no moves, the camera fits the record's tiles and `# mark` squares above the caption, the
// marks of the caption shown are highlighted, and "Play from here" / "Back to the example" switch
// between playing on and the record.
import { kText, language, onLanguage } from './strings.js';
import { holdForReplay, releaseAfterReplay } from './keep.js';

const hook = () => window.carcassonne;
let replay = null;  // {header, lines, notes, step, timer, ownRevision, record, looking}
let panel = null;
let back = null;     // embeds: {record, step} of the example left with "Play from here"
let backButton = null;

// Embeds (`#embed…`): the viewer is for looking, for good (no Close).
const embedded = () => /^#(.*&)?embed(&|$)/.test(location.hash);

// The app's example viewer (src/app/page/viewer_api.cpp).
function installViewerApi() {
  const h = hook();
  if (h.viewer) return;
  const ccall = (name, ret, types, args) => h.engineCall(name, ret, types, args);
  h.viewer = (record) => ccall('carc_api_viewer', 'string', ['string'], [String(record ?? '')]);
  h.viewerStep = (step, captionStep) => ccall('carc_api_viewer_step', null, ['number', 'number'], [step | 0, captionStep | 0]);
  h.viewerBottom = (pixels) => ccall('carc_api_viewer_bottom', null, ['number'], [pixels | 0]);
  h.viewerMarks = () => JSON.parse(ccall('carc_api_viewer_marks', 'string', [], []));
  h.viewerFocus = () => JSON.parse(ccall('carc_api_viewer_focus', 'string', [], []));
}

// The step whose captions show at `step` in an embed: the latest one at or before it that has any
// (a step without captions keeps the last `# say` caption; a `#>` sentence states the result of
// its own step only). The full page's viewer shows each step's own notes.
export function captionStep(notes, step, lang) {
  if (captionsAt(notes, step, lang).length) return step;
  for (let s = step - 1; s >= 0; --s) {
    const here = captionsAt(notes, s, lang);
    if (here.length) return here.some((c) => !c.result) ? s : step;
  }
  return step;
}

// The captions of `step` as [{text, result}]: its `# say` lines in the page's language, else in
// English; a step with no `# say` line in either shows its `#>` sentences (`result`: a record's
// stated results, "Red has 10 points", said in the page's language where the app reads them:
// "Červený má 10 bodů"; one it cannot read stays in the record's own words).
export function captionsAt(notes, step, language) {
  const here = notes.filter((n) => n.step === step);
  const said = here.filter((n) => n.say);
  const mine = said.filter((n) => n.lang === language);
  const english = said.filter((n) => n.lang === 'en');
  const chosen = mine.length ? mine : english.length ? english : here.filter((n) => !n.say);
  return chosen.map((n) => ({ text: n.said?.[language] ?? n.text, result: !n.say }));
}

function button(id, label, onClick) {
  const b = document.createElement('button');
  b.id = id;
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}

function buildPanel() {
  addEventListener('resize', () => setTimeout(() => {  // after the app's relayout
    if (!replay) return;
    placePanel();
    placeAfterFrames();
    if (replay.looking) {
      fixCaptionHeight();
      render();
      fitAbovePanel();
    }
  }, 100));
  panel = document.createElement('div');
  panel.id = 'replay';
  panel.setAttribute('aria-label', kText.replayTitle);
  const caption = document.createElement('div');
  caption.id = 'caption';
  caption.setAttribute('aria-live', 'polite');
  const controls = document.createElement('div');
  controls.className = 'controls';
  const slider = document.createElement('input');
  slider.type = 'range';
  slider.id = 'replay-slider';
  slider.min = '0';
  slider.addEventListener('input', () => show(Number(slider.value)));
  const label = document.createElement('span');
  label.id = 'replay-step';
  const speed = document.createElement('select');
  speed.id = 'replay-speed';
  for (const seconds of [0.5, 1, 2, 4]) speed.add(new Option(`${seconds} s`, String(seconds * 1000), seconds === 1, seconds === 1));
  controls.append(button('replay-start', kText.replayStart, () => show(0)),
                  button('replay-back', kText.replayBack, () => show(replay.step - 1)),
                  slider,
                  button('replay-forward', kText.replayForward, () => show(replay.step + 1)),
                  button('replay-end', kText.replayEnd, () => show(replay.lines.length)),
                  button('replay-play', kText.replayPlay, () => toggleAutoplay()),
                  speed, label);
  // Embeds show the viewer for good (an illustrated example): no way out of it there.
  if (embedded()) {
    panel.classList.add('looking');
    controls.append(button('replay-play-here', kText.replayPlayHere, () => playFromHere()));
  } else {
    const close = button('replay-close', kText.replayClose, () => closeReplay());
    close.title = kText.replayCloseTitle;
    controls.append(close);
  }
  panel.append(caption, controls);
  document.body.appendChild(panel);
  window.addEventListener('keydown', (event) => {
    if (!replay || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape' && panel.querySelector('#replay-close')) {
      event.preventDefault();
      event.stopPropagation();
      closeReplay();
      return;
    }
    const to = { ArrowLeft: replay.step - 1, ArrowRight: replay.step + 1, Home: 0, End: replay.lines.length }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    show(to);
  }, true);
  onLanguage(() => {
    panel.setAttribute('aria-label', kText.replayTitle);
    const here = panel.querySelector('#replay-play-here');
    if (here) here.textContent = kText.replayPlayHere;
    if (backButton) backButton.textContent = kText.replayBackToExample;
    const close = panel.querySelector('#replay-close');
    if (close) {
      close.textContent = kText.replayClose;
      close.title = kText.replayCloseTitle;
    }
    if (replay) render();
  });
  window.addEventListener('carcassonne:change', () => {
    // A move on the board (the full page) or a host's newGame/play command (embeds) plays on.
    if (replay && hook().revision() !== replay.ownRevision) closeReplay({ playedOn: true });
  });
}

// The caption's height when its longest text is shown (measured once a record opens): the
// caption keeps it at every step, so the board above it never jumps.
function fixCaptionHeight() {
  const caption = panel.querySelector('#caption');
  caption.style.minHeight = '';
  if (!replay.looking) return;
  let tallest = 0;
  const steps = [...new Set(replay.notes.map((n) => n.step))];
  for (const step of steps) {
    fillCaption(captionsAt(replay.notes, step, language()));
    tallest = Math.max(tallest, caption.getBoundingClientRect().height);
  }
  if (tallest) caption.style.minHeight = `${Math.ceil(tallest)}px`;
}

function fillCaption(captions) {
  const caption = panel.querySelector('#caption');
  caption.replaceChildren(...captions.map(({ text, result }) =>
    Object.assign(document.createElement('p'), { textContent: text, className: result ? 'result' : '' })));
  caption.hidden = captions.length === 0;
}

// Embeds: the board's room above the caption and controls, told to the app, which fits the
// example there.
function fitAbovePanel() {
  if (!replay?.looking) return;
  const top = panel.getBoundingClientRect().top;
  hook().viewerBottom(Math.ceil(innerHeight - top) + 4);
  hook().fit();
}

// The panel's height can still change once shown (the font, the controls wrapping): fit again.
let watched = false;
function watchPanel() {
  if (watched || typeof ResizeObserver === 'undefined') return;
  watched = true;
  let height = panel.getBoundingClientRect().height;
  new ResizeObserver(() => {
    const now = panel.getBoundingClientRect().height;
    if (!replay?.looking || Math.abs(now - height) < 1) return;
    height = now;
    fitAbovePanel();
    window.dispatchEvent(new Event('carcassonne:size'));
  }).observe(panel);
}

// The frame's wished height at its width (the `size` message, web/embed.js): the example's
// squares at a readable scale between the top bar and the caption and controls.
export function wantedHeight() {
  if (!replay && back) return back.height;  // playing on keeps the frame's height: nothing below it jumps
  if (!replay?.looking) return null;
  const box = replay.box;
  if (box?.x0 === undefined) return null;
  const across = box.x1 - box.x0 + 1.5;
  const down = box.y1 - box.y0 + 1.5;
  const zoom = Math.max(36, Math.min(56, innerWidth / across));  // a tile's pictures read well from 36 px
  const bar = 36;
  return Math.round(Math.min(900, Math.max(240, bar + down * zoom + panel.getBoundingClientRect().height + 8)));
}

// The viewer stands at the bottom middle unless a game window (the log, the remaining tiles) is
// there: then it moves sideways to the nearest free stretch of the bottom edge, or, with none
// wide enough, above those windows.
function placePanel() {
  Object.assign(panel.style, { left: '', bottom: '', transform: '' });
  if (replay?.looking) return;  // embeds: the bottom edge is the viewer's (style.css)
  const box = panel.getBoundingClientRect();
  const margin = 8;
  const below = hook().windows().filter((w) => w.y + w.h > box.top && w.y < box.bottom);
  if (!below.some((w) => w.x < box.right && w.x + w.w > box.left)) return;
  const free = (x) => below.every((w) => x + box.width + margin <= w.x || x >= w.x + w.w + margin);
  const candidates = [margin, innerWidth - margin - box.width, ...below.flatMap((w) => [w.x - margin - box.width, w.x + w.w + margin])]
    .filter((x) => x >= margin && x + box.width <= innerWidth - margin && free(x));
  if (candidates.length) {
    const x = candidates.reduce((a, b) => (Math.abs(b - box.left) < Math.abs(a - box.left) ? b : a));
    Object.assign(panel.style, { left: `${Math.round(x)}px`, transform: 'none' });
    return;
  }
  const top = Math.min(...below.map((w) => w.y));
  panel.style.bottom = `${Math.round(innerHeight - top + margin)}px`;
}

// The app draws a position a frame or two after show(), and only then do its windows (the phone's
// turn bar) take their heights: the panel is placed again after each of the app's next few frames,
// so it never stays over a bar that grew, nor where a window of the frame before was.
let placing = 0;
function placeAfterFrames() {
  const frames = () => hook().frameStats?.(false)?.frames ?? 0;
  const id = ++placing;
  const start = frames();
  const until = performance.now() + 10000;  // a phone's first frames can take seconds
  let seen = start;
  const again = () => {
    if (id !== placing || !replay) return;
    if (frames() !== seen) {
      seen = frames();
      placePanel();
    }
    if (seen < start + 6 && performance.now() < until) requestAnimationFrame(again);
  };
  requestAnimationFrame(again);
}

function render() {
  const step = replay.step;
  const total = replay.lines.length;
  panel.querySelector('#replay-slider').max = String(total);
  panel.querySelector('#replay-slider').value = String(step);
  panel.querySelector('#replay-step').textContent = kText.replayStep(step, total);
  const said = replay.looking ? captionStep(replay.notes, step, language()) : step;
  fillCaption(captionsAt(replay.notes, said, language()));
  if (replay.looking) hook().viewerStep(step, said);
  panel.querySelector('#replay-play').textContent = replay.timer ? kText.replayPause : kText.replayPlay;
  hook().replayStep = step;
  hook().replayStepTo = show;
  placePanel();
  placeAfterFrames();
}

// Shows the position after `step` move lines; "" or the engine's error.
export function show(step) {
  if (!replay) return 'no replay is open';
  const to = Math.max(0, Math.min(replay.lines.length, Math.round(step)));
  const view = hook().view();
  const error = hook().newGame(replay.header + replay.lines.slice(0, to).join('\n'));
  if (error) return error;
  if (!view.setup) hook().setView(view);
  replay.step = to;
  replay.ownRevision = hook().revision();
  render();
  return '';
}

function toggleAutoplay() {
  if (replay.timer) {
    clearInterval(replay.timer);
    replay.timer = null;
  } else {
    const delay = Number(panel.querySelector('#replay-speed').value);
    if (replay.step >= replay.lines.length) show(0);
    replay.timer = setInterval(() => {
      show(replay.step + 1);
      if (replay.step >= replay.lines.length) toggleAutoplay();
    }, delay);
  }
  render();
}

// Opens `record` in the viewer at `step` (default: the start); "" or the engine's error.
// Computer seats of the record wait while the viewer is open (aiPlay), and play on once it closes.
export function openReplay(record, step = 0) {
  const opening = !replay;
  if (opening) holdForReplay();
  hook().aiPlay(false);
  const error = hook().newGame(record);
  if (error) {
    if (opening) {
      hook().aiPlay(true);
      releaseAfterReplay();
    }
    return error;
  }
  const lines = hook().moves();
  const all = hook().record().trimEnd().split('\n');
  if (!panel) buildPanel();
  if (replay?.timer) clearInterval(replay.timer);
  replay = { header: all.slice(0, all.length - lines.length).join('\n') + '\n', lines, notes: hook().notes(record),
             step: 0, timer: null, ownRevision: -1, record, looking: embedded(), box: null };
  panel.hidden = false;
  if (backButton) backButton.hidden = true;
  back = null;
  document.body.classList.toggle('looking', replay.looking);
  if (replay.looking) {
    installViewerApi();
    const viewerError = hook().viewer(record);
    if (viewerError) {
      replay = null;
      panel.hidden = true;
      document.body.classList.remove('looking');
      return viewerError;
    }
    replay.box = hook().viewerFocus();
    fixCaptionHeight();
    fitAbovePanel();
  } else {
    hook().fit();
  }
  const shown = show(step);
  if (replay?.looking) {
    fitAbovePanel();
    watchPanel();
  }
  window.dispatchEvent(new Event('carcassonne:size'));
  return shown;
}

// Embeds: plays on from the step shown (the board takes moves, the turn panel comes back); the
// "Back to the example" button returns to the record at that step.
function playFromHere() {
  if (!replay) return;
  if (replay.timer) clearInterval(replay.timer);
  back = { record: replay.record, step: replay.step, height: wantedHeight() };
  replay = null;
  hook().replayStep = null;
  hook().viewer('');
  panel.hidden = true;
  document.body.classList.remove('looking');
  if (!backButton) {
    backButton = button('replay-back-to-example', kText.replayBackToExample, () => backToExample());
    document.body.appendChild(backButton);
  }
  backButton.hidden = false;
  hook().setTopInset(Math.ceil(backButton.getBoundingClientRect().bottom) + 2);
  hook().aiPlay(true);  // the camera stays on the example's squares
  window.dispatchEvent(new Event('carcassonne:size'));
  window.dispatchEvent(new Event('carcassonne:play-here'));  // the reader plays: the board takes the taps (web/embed.js)
}

function backToExample() {
  if (!back) return;
  const { record, step } = back;
  hook().setTopInset(0);
  openReplay(record, step);
}


// Leaves the viewer: `playedOn` (a move was made on the board) keeps the position and plays on;
// otherwise the game it was opened on comes back (keep.js releaseAfterReplay).
export function closeReplay({ playedOn = false } = {}) {
  if (!replay) return;
  if (replay.timer) clearInterval(replay.timer);
  if (replay.looking) {
    hook().viewer('');
    document.body.classList.remove('looking');
  }
  replay = null;
  hook().replayStep = null;
  if (panel) panel.hidden = true;
  releaseAfterReplay({ playedOn });
  hook().aiPlay(true);
}

// An example of assets/examples/ by name; "" or why not.
export function openExample(name, step = 0) {
  const example = hook().example(name, '');
  if (example.error) return kText.exampleFailed(name, example.error);
  const error = openReplay(example.record, step);
  return error ? kText.exampleFailed(name, error) : '';
}

export const isReplaying = () => replay !== null;
export const isPlayingFromExample = () => back !== null;
