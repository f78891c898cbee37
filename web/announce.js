// Words for screen readers: the game is drawn on a canvas, so a visually hidden live region
// (role="status", aria-live="polite") says what happened after every change, in the page's
// language: the new lines of the game's log, whose turn it is, and at the end the final scores;
// and what the game sends: where the keys are, the hint, a step through the last moves, the
// remaining tiles when opened.
import { kText } from './strings.js';

const hook = () => window.carcassonne;
const kMostLines = 12;  // a change that rewrites the whole log (a new or resumed game) says its last lines only
let region = null;
let last = null;  // {moves, log, deciding, over} after the previous change
let gated = false;

export const announcements = () => region?.textContent ?? '';

function ensureRegion() {
  if (region) return region;
  region = document.createElement('div');
  region.id = 'announce';
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-label', kText.announceLabel);
  document.body.appendChild(region);
  return region;
}

// Whether the game in `moves` (its move lines) only went on from `before` ({moves} of an earlier
// change): not a new game, an undo or another game. The last line may be a turn in progress that
// grew since. Move lines, unlike the log, do not change with the page's language.
export function goesOn(before, moves) {
  if (!before || moves.length < before.moves.length) return false;
  const last = before.moves.length - 1;
  return before.moves.every((line, i) => (i < last ? line === moves[i] : moves[i].startsWith(line)));
}

// The sentences for one change: new log lines, the player to play when that changed, the final
// scores once the game is over with each player's points by kind (`finalWords`, asked only then).
export function sentencesFor(before, { moves, log, state, finalWords = () => [] }) {
  const went = goesOn(before, moves);
  const lines = went ? log.slice(before.log.length) : log.slice(-1);
  const sentences = lines.slice(-kMostLines);
  const over = state.phase === 'over';
  if (over && !before?.over) {
    const ranked = [...state.players].sort((a, b) => b.score - a.score);
    sentences.push(kText.announceFinal(ranked.map((p) => `${p.name} ${p.score}`).join(', ')));
    sentences.push(...finalWords());  // each player's points by kind and biggest scoring
  } else if (!over && state.deciding && (state.deciding !== before?.deciding || !went)) {
    sentences.push(kText.announceTurn(state.deciding));
  }
  return sentences;
}

// Embeds speak only once the reader is in the frame (it has the keyboard focus, or the board was
// clicked or tapped: embedFocused, web/embed.js): a wiki page with a demo or an example must not
// talk over the article the reader is listening to.
function onChange() {
  const api = hook();
  if (api.view().setup) {
    last = null;
    return;
  }
  const now = { moves: api.moves(), log: api.log(), state: api.state(), finalWords: () => api.finalScores().words ?? [] };
  const sentences = sentencesFor(last, now);
  last = { moves: now.moves, log: now.log, deciding: now.state.deciding, over: now.state.phase === 'over' };
  say(sentences);
}

function say(sentences) {
  if (sentences.length === 0 || (gated && !document.hasFocus() && !hook().embedFocused)) return;
  const box = ensureRegion();
  box.replaceChildren(...sentences.map((text) => {
    const p = document.createElement('p');
    p.textContent = text;
    return p;
  }));
}

// `embed`: announce only while the frame has the focus.
export function installAnnouncer({ embed }) {
  gated = embed;
  ensureRegion();
  window.addEventListener('carcassonne:language', () => region.setAttribute('aria-label', kText.announceLabel));
  window.addEventListener('carcassonne:change', onChange);
  // Words the game sends (say_to_screen_readers, src/app/platform/page_hooks.h): what the arrow keys
  // reached ("Square 1,0, the tile fits 2 ways", a figure spot's words), the hint, each step
  // through the last moves, the remaining tiles when they are opened.
  window.addEventListener('carcassonne:say', (event) => say([String(event.detail ?? '')].filter(Boolean)));
}
