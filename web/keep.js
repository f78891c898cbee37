// Keeping games: autosave after every change (the engine's record of the finished turns plus the
// moves of the turn in progress in record words, the redo list and the view) and resume on the
// next visit; the Undo / Redo buttons (the game's one undo stack: window.carcassonne.undo / redo);
// save to and open from a text file. No rule is computed here: the engine replays every record
// (window.carcassonne.resume / newGame).
import { kText } from './strings.js';
import { hideNotice, showNotice } from './notice.js';

const kKey = 'carcassonne-maps:game';
const kPreviousKey = 'carcassonne-maps:previous';  // the game a link, a replay or New game replaced
// The kept entries are versioned ({version, record, steps, view, redo}); the engine reads every
// version and migrates it (window.carcassonne.readKept, src/app/play/history.h): version 1 kept the
// turn in progress as choice indices, version 2 (written now) as record words.
const hook = () => window.carcassonne;

// localStorage, or null when the browser refuses it (private mode, sandboxed iframe, disabled).
let storage;
let warned = false;
let enabled = true;  // off for embeds, demos and examples: they must not replace the kept game

function warnOnce() {
  if (warned) return;
  warned = true;
  showNotice(kText.notKept);
}

function openStorage() {
  if (storage !== undefined) return storage;
  try {
    storage = window.localStorage;
    storage.getItem(kKey);
  } catch {
    storage = null;
  }
  return storage;
}

export function setKeeping(on) { enabled = on; }

// The game on the board as a kept entry: {version, record, steps, redo} (the engine's resume
// point; redo: the undone groups, latest last) and the view.
export function currentPoint() {
  const point = hook().resumePoint();
  if (!point.record) return null;
  return { ...point, view: hook().view() };
}

export function saveNow() {
  if (!enabled || held || !hook().ready || hook().view().setup) return;
  const point = currentPoint();
  if (!point) return;
  if (!openStorage()) return warnOnce();
  try {
    storage.setItem(kKey, JSON.stringify(point));
  } catch {
    warnOnce();
  }
}

// The kept game at `key` in the current version (older versions migrated by the engine), or null
// (none, or unreadable: then `lastKeptError` says why).
let lastKeptError = '';
function readKept(key = kKey) {
  lastKeptError = '';
  if (!openStorage()) return null;
  let text = null;
  let view = null;
  try {
    text = storage.getItem(key);
    view = JSON.parse(text ?? 'null')?.view ?? null;
  } catch { /* not JSON: the engine says where */ }
  if (text === null) return null;
  const kept = hook().readKept(text);
  if (kept.error) {
    lastKeptError = kept.error;
    return null;
  }
  return { ...kept, view };
}

function writeKept(key, point) {
  if (!enabled || !openStorage()) return false;
  try {
    if (point) storage.setItem(key, JSON.stringify(point));
    else storage.removeItem(key);
    return true;
  } catch {
    warnOnce();
    return false;
  }
}

// New game: the kept game is forgotten (a game set aside earlier stays).
export function forget() {
  writeKept(kKey, null);
}

const recordLines = (point) => point.record.trimEnd().split('\n');

// Whether `later` only goes on from `earlier` (the same game with more moves: nothing is lost).
export function isContinuation(earlier, later) {
  const a = recordLines(earlier);
  const b = recordLines(later);
  if (a.length > b.length || a.some((line, i) => line !== b[i])) return false;
  return (earlier.steps?.length ?? 0) === 0 || b.length > a.length;
}

// The players of a kept game, for the notice ("Ana, Ben").
function playersOf(point) {
  const line = recordLines(point).find((l) => /^players\s/.test(l)) ?? 'players';
  return line.split(/\s+/).slice(1).map((seat) => seat.split(':')[0]).join(', ');
}

// Offers the previous game, if one is kept: a notice with a button that brings it back.
export function offerPrevious(words = kText.previousKept) {
  const previous = readKept(kPreviousKey);
  if (!previous) return false;
  showNotice(words(playersOf(previous)), { action: { id: 'back-to-previous', label: kText.backToPrevious, run: backToPrevious } });
  return true;
}

// Keeps `point` as the previous game (one at most: a newer one replaces it) and offers it.
function setAside(point, words) {
  if (!point || !writeKept(kPreviousKey, point)) return;
  offerPrevious(words);
}

// Sets `point` (by default the game on the board) aside as the previous game, offered with Back to
// it, unless it has neither a move nor a step; true when it was set aside. For New game and for a
// game that replaces the kept one (web/page.js).
export function setAsideGame(point = hook().view().setup ? null : currentPoint()) {
  if (held || !point || !hasPlay(point)) return false;
  setAside(point, kText.previousKept);
  return readKept(kPreviousKey)?.record === point.record;
}

// Whether `point` has a move line (one starting with a player's name) or a step of a turn.
function hasPlay(point) {
  const names = playersOf(point).split(', ');
  return (point.steps?.length ?? 0) > 0 || recordLines(point).some((line) => names.includes(line.split(/\s+/)[0]));
}

export const keptGame = () => readKept();

// Back to it: the previous game is played again; the game it replaces becomes the previous one.
export function backToPrevious() {
  const previous = readKept(kPreviousKey);
  if (!previous) return kText.nothingToGoBackTo;
  const now = hook().view().setup ? null : currentPoint();
  const error = loadPoint(previous, previous.view);
  if (error) {
    showNotice(kText.resumeFailed(error), { kind: 'error' });
    return error;
  }
  writeKept(kPreviousKey, now);
  saveNow();
  if (now) offerPrevious(kText.previousBack);
  else hideNotice();
  return '';
}

// A full-page link started another game: the kept one, unless the link only goes on from it, is
// set aside (never lost) and offered. Then the link's game is the kept one.
export function adoptLinkedGame() {
  if (held) return;  // a replay or an example is only shown: the viewer decides when it closes
  const kept = readKept();
  const now = currentPoint();
  if (kept && now && !isContinuation(kept, now)) setAside(kept, kText.linkReplacedGame);
  saveNow();
}

// The replay viewer shows other positions by starting prefixes of a record (newGame): nothing is
// saved while it is open. `held.point` is the game shown when it opened, with its redo list (null:
// none).
let held = null;

export function holdForReplay() {
  if (held) return;
  held = { point: hook().ready && !hook().view().setup ? currentPoint() : null };
}

// The viewer closed. `playedOn` (a move was made on the board): the game goes on from the step
// shown, and the game held before is set aside unless this only continues it. Otherwise the game
// held comes back (or, when the viewer opened on a link or an example, the kept game; else the
// set-up screen).
export function releaseAfterReplay({ playedOn = false } = {}) {
  if (!held) return;
  const before = held;
  held = null;
  if (playedOn) {
    const now = currentPoint();
    const earlier = before.point ?? readKept();
    if (earlier && now && !isContinuation(earlier, now)) setAside(earlier, kText.playedOnFromReplay);
    saveNow();
    return;
  }
  if (before.point) {
    loadPoint(before.point, before.point.view);
  } else if (!resume()) {
    hook().showSetup();
  }
}

function restoreView(view) {
  if (view && Number.isFinite(view.zoom)) hook().setView(view);
}

// Plays the kept entry `point` (its record, the steps of its turn in progress and its redo list:
// window.carcassonne.resume); "" or the error. On error the page shows whatever game it had.
export function loadPoint(point, view = null) {
  const error = hook().resume(JSON.stringify({ version: point.version, record: point.record,
                                               steps: point.steps ?? [], redo: point.redo ?? [] }));
  if (error) return error;
  restoreView(view);
  return '';
}

// Resumes the kept game, if any; true when one was resumed.
export function resume() {
  if (!enabled) return false;
  if (!openStorage()) {
    warnOnce();
    return false;
  }
  const kept = readKept();
  const error = kept ? loadPoint(kept, kept.view) : lastKeptError;
  if (error) {
    showNotice(kText.resumeFailed(error), { kind: 'error' });
    return false;
  }
  return kept !== null;
}

// Undo back to the latest decision of a human seat, and redo (the game's one undo stack,
// src/app/play/session.h); "" or why not.
export function undo() {
  return held ? kText.closeReplayFirst : hook().undo();
}

export function redoTurn() {
  return held ? kText.closeReplayFirst : hook().redo();
}

export const canUndo = () => hook().canUndo();
export const canRedo = () => hook().canRedo();

function onChange() {
  if (held) return;  // the replay viewer's positions: the game held before keeps its redo list
  saveNow();
}

// The file name of a saved game: <map>-<date>.carc.txt.
export function fileName(map, date = new Date()) {
  return `${map || 'classic'}-${date.toISOString().slice(0, 10)}.carc.txt`;
}

// Downloads the finished turns of the game as a record (a turn in progress is not a record line);
// with the replay viewer open, the whole game it was opened on.
export function download() {
  const point = held?.point ?? hook().resumePoint();
  if (!point.record) return;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([point.record], { type: 'text/plain' }));
  link.download = fileName(hook().state().map);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

// Opens a record file; a bad file changes nothing and the error names its line.
export async function openFile(file) {
  const text = await file.text();
  const error = hook().newGame(text);
  if (error) showNotice(kText.openFailed(file.name, error), { kind: 'error' });
  return error;
}

export function installKeeping() {
  window.addEventListener('carcassonne:change', onChange);
  // The view (pan, zoom, panels) changes without moves: keep it when the page goes away.
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', () => { if (document.hidden) saveNow(); });
}
