// Embed mode (`#embed…`, for iframes on the fan wiki): compact panels, the board fitted to the
// frame, an "open full game" link, host-page scrolling left alone until the reader clicks or taps
// the board, and the versioned postMessage API (README "Embedding on a wiki"), which talks only
// with the page that frames the embed: never with an opener, a page framing that page, or the
// full game's page.
import { kText, onLanguage } from './strings.js';
import { checkFragment, currentLink } from './share.js';
import { isReplaying, show, wantedHeight } from './replay.js';

export const kMessageVersion = 1;
const hook = () => window.carcassonne;
let focused = false;  // the reader clicked or tapped the board: wheel and touch go to the game

// The host: the page that frames this embed (none when the page is a top-level window, opened
// by a link or by another page's window.open).
const hasHost = () => window.parent !== window;

// A message to the host page, and to no other window: {carcassonne: 1, type, …}.
export function post(type, fields = {}) {
  if (!hasHost()) return;
  window.parent.postMessage({ carcassonne: kMessageVersion, type, ...fields }, '*');
}

function scores() {
  const state = hook().state();
  return Object.fromEntries(state.players.map((p) => [p.name, p.score]));
}

// Events for the host: `move` after every change of the game, `gameOver` once it ends.
function installEvents() {
  let over = false;
  window.addEventListener('carcassonne:change', () => {
    const state = hook().state();
    const moves = hook().moves();
    post('move', { turns: state.turns, phase: state.phase, current: state.current, line: moves.at(-1) ?? null,
                   scores: scores() });
    if (state.phase === 'over' && !over) post('gameOver', { scores: scores() });
    over = state.phase === 'over';
  });
}

// Commands from the host: {carcassonne: 1, command: 'newGame'|'play'|'show', id, record|line|step}.
// The reply, to the host only, is {carcassonne: 1, type: 'reply', id, command, error} ("" when
// done). A message from any other window (the page itself, an opener, a page that frames the host,
// another frame) is ignored without a reply. Embeds keep nothing (web/keep.js), so a game a host
// command changed is never the kept game.
function installCommands() {
  window.addEventListener('message', (event) => {
    const m = event.data;
    if (!hasHost() || event.source !== window.parent) return;
    if (!m || typeof m !== 'object' || m.carcassonne === undefined || !m.command) return;
    let error = '';
    if (m.carcassonne !== kMessageVersion) error = `message version ${m.carcassonne} is not ${kMessageVersion}`;
    else if (m.command === 'newGame') error = hook().newGame(String(m.record ?? ''));
    else if (m.command === 'play') error = hook().play(String(m.line ?? ''));
    else if (m.command === 'show') error = isReplaying() ? show(Number(m.step)) : 'no replay is shown';
    else error = `unknown command '${m.command}' (newGame, play, show)`;
    post('reply', { id: m.id ?? null, command: m.command, error });
  });
}

// Wheel and touch reach the game only once the board was clicked or tapped, or "Play from here"
// was (or with Ctrl for the wheel); before that they are left to the browser, which scrolls the host page (the canvas's
// `touch-action: pan-x pan-y` until then, style.css). A tap focuses through the mousedown the
// browser sends after an unhandled tap; a swipe sends none, so it only scrolls. The reader leaves
// the board, and the wheel scrolls the host again, by clicking anywhere outside the frame (the
// frame's window loses the focus: the click into the board gives it the focus explicitly, since
// the game's own mouse handling keeps the browser from doing so), by moving the pointer out of
// the frame, or with Esc.
function installFocusGate(canvas) {
  const gate = (event) => {
    if (focused || (event.type === 'wheel' && event.ctrlKey)) return;
    event.stopImmediatePropagation();
  };
  for (const type of ['wheel', 'touchstart', 'touchmove', 'touchend']) window.addEventListener(type, gate, { capture: true, passive: true });
  canvas.addEventListener('mousedown', () => {
    setFocused(true);
    window.focus();
  }, { capture: true });
  // "Play from here" (web/replay.js) is a choice to play: the board takes the next tap at once.
  window.addEventListener('carcassonne:play-here', () => {
    setFocused(true);
    window.focus();
  });
  window.addEventListener('blur', () => setFocused(false));
  document.documentElement.addEventListener('mouseleave', () => setFocused(false));
  window.addEventListener('keydown', (event) => { if (event.key === 'Escape') setFocused(false); }, true);
}

function setFocused(on) {
  focused = on;
  document.body.classList.toggle('board-focused', on);
  hook().embedFocused = on;
}

function installOpenFull() {
  const link = document.createElement('a');
  link.id = 'open-full';
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = kText.openFull;
  onLanguage(() => { link.textContent = kText.openFull; });
  const update = async () => { link.href = await currentLink(); };
  window.addEventListener('carcassonne:change', update);
  update();
  document.body.appendChild(link);
  // Where the link lies over the game's top bar (small frames, the example viewer: style.css), the
  // bar's rows end left of it: the names and buttons wrap before the link instead of under it.
  let reserved = '';
  const reserve = () => {
    const box = link.getBoundingClientRect();
    const overBar = box.width > 0 && box.top < 0.25 * window.innerHeight;
    const [width, bottom] = overBar ? [Math.ceil(window.innerWidth - box.left) + 4, Math.ceil(box.bottom) + 2] : [0, 0];
    if (`${width},${bottom}` === reserved) return;
    reserved = `${width},${bottom}`;
    hook().setBarLink(width, bottom);
  };
  for (const event of ['resize', 'carcassonne:change']) window.addEventListener(event, reserve);
  onLanguage(() => requestAnimationFrame(reserve));
  new ResizeObserver(reserve).observe(link);
  new MutationObserver(reserve).observe(document.body, { attributes: true, attributeFilter: ['class'] });  // body.looking moves it
  reserve();
}

// The frame's wished height at its width, for the host to size the iframe: an example's fitted
// squares with the caption and controls (replay.js), else 3/4 of the width within 320..900.
export function wishedHeight() {
  return wantedHeight() ?? Math.round(Math.min(900, Math.max(320, innerWidth * 0.75)));
}

// `size` messages: after `ready` and whenever the wished height changes.
let lastSize = null;
function postSize() {
  const height = wishedHeight();
  if (height === lastSize) return;
  lastSize = height;
  post('size', { height });
}

export function installEmbed() {
  document.body.classList.add('embed');
  hook().setCompact(true);
  hook().fit();
  window.addEventListener('resize', () => hook().fit());
  setFocused(false);
  installFocusGate(document.getElementById('canvas'));
  installOpenFull();
}

// The postMessage API, in embed mode only: the full page (and a demo) neither takes commands nor
// tells any other window about the game, since a page that frames or opens it could otherwise
// replace or read the game the player keeps.
export function installMessages() {
  if (!document.body.classList.contains('embed')) return;
  installEvents();
  installCommands();
  post('ready', { version: hook().version, state: hook().state() });
  postSize();
  for (const type of ['resize', 'carcassonne:size']) window.addEventListener(type, () => setTimeout(postSize, 150));
}

// Check mode (`#embed&check`, the wiki's edit preview: README "Embedding on a wiki"): the frame is
// hidden and shows nothing. It takes only `check` commands from the page that frames it,
// {carcassonne: 1, command: 'check', id, fragment}, has the engine read the game that `fragment`
// describes, and answers {carcassonne: 1, type: 'checked', id, error, line, text, why} (error ""
// when it plays; line 0 when the error names no line of the record). Computer seats never play
// there and nothing is kept.
export function installChecks() {
  hook().aiPlay(false);
  window.addEventListener('message', async (event) => {
    const m = event.data;
    if (!hasHost() || event.source !== window.parent) return;
    if (!m || typeof m !== 'object' || m.carcassonne !== kMessageVersion || m.command !== 'check') return;
    post('checked', { id: m.id ?? null, ...await checkFragment(String(m.fragment ?? '')) });
  });
  post('ready', { version: hook().version, check: true });
}
