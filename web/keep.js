// Keeping games: autosave after every change (the engine's record of the finished turns plus the
// moves of the turn in progress in record words, and the view) and resume on the next visit;
// undo/redo of whole turns by replaying a prefix of the record; save to and open from a text file.
// No rule is computed here: the engine replays every record (window.carcassonne.newGame / step).
import { kText } from './strings.js';
import { hideNotice, showNotice } from './notice.js';

const kKey = 'carcassonne-maps:game';
const kPreviousKey = 'carcassonne-maps:previous';  // the game a link, a replay or New game replaced
// The kept entries are versioned ({version, record, steps, view, redo}); the engine reads every
// version and migrates it (window.carcassonne.readKept, src/app/history.h): version 1 kept the
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

// Redo groups, latest last: {lines: [record lines]} (whole turns) or {steps: [record words]} (the
// moves of the turn that was in progress: `Red B-E 0,-1 r180`, `meeple N2`). A new move clears them.
let redo = [];
let ownRevision = -1;  // the revision our own undo/redo/resume produced

// Whether seat `name` is a human: undo goes back to a human's turn. Seats written `Name:level`
// in the players line are computers (state().players[i].seat is their level, else 'human');
// setSeatPredicate() replaces the test.
let isHuman = (name) => (hook().state().players?.find((p) => p.name === name)?.seat ?? 'human') === 'human';
export function setSeatPredicate(predicate) { isHuman = predicate; }

const isMidTurn = (phase) => !['place', 'over', 'end', 'none'].includes(phase);

export function currentPoint() {
  const point = hook().resumePoint();
  if (!point.record) return null;
  return { version: point.version, record: point.record, steps: point.steps, view: hook().view(), redo };
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
  redo = previous.redo;
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
// saved while it is open. `held.point` is the game shown when it opened (null: none).
let held = null;

export function holdForReplay() {
  if (held) return;
  held = { point: hook().ready && !hook().view().setup ? currentPoint() : null, redo };
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
    redo = [];
    saveNow();
    return;
  }
  if (before.point) {
    loadPoint(before.point, before.point.view);
    redo = before.redo;
  } else if (!resume()) {
    hook().showSetup();
  }
}

function restoreView(view) {
  if (view && Number.isFinite(view.zoom)) hook().setView(view);
}

// Starts `point.record` and applies `point.steps` (the moves of the turn in progress in record
// words); "" or the error. On error the page shows whatever game it had.
export function loadPoint(point, view = null) {
  const error = hook().newGame(point.record);
  if (error) return error;
  for (const step of point.steps ?? []) {
    const stepError = hook().step(step);
    if (stepError) return stepError;
  }
  restoreView(view);
  ownRevision = hook().revision();
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
  if (!kept) return false;
  redo = kept.redo;
  return true;
}

// The record's header lines (everything before the move lines).
function headerOf(record, moveCount) {
  const lines = record.trimEnd().split('\n');
  return lines.slice(0, lines.length - moveCount).join('\n') + '\n';
}

// Keeps the first `count` move lines of the current game (the start of a turn); "" or the error.
export function loadPrefix(count, view = null) {
  const lines = hook().moves();
  return loadPoint({ record: headerOf(hook().record(), lines.length) + lines.slice(0, count).join('\n'), steps: [] }, view);
}

const playerOf = (line) => (line === 'end' ? null : line.split(/\s+/)[0]);

// Back to the start of the latest earlier turn of a human seat; "" or why not.
export function undo() {
  const api = hook();
  if (held) return kText.closeReplayFirst;
  if (!api.ready || api.view().setup) return kText.nothingToUndo;
  const view = api.view();
  const state = api.state();
  // A turn in progress goes back to its start, unless a computer plays it (it would play again).
  if (isMidTurn(state.phase) && isHuman(state.deciding)) {
    const point = api.resumePoint();
    if (point.error) return point.error;
    const error = loadPoint({ record: point.record, steps: [] }, view);
    if (!error) redo.push({ steps: point.steps });
    return error;
  }
  const lines = api.moves();
  let keep = lines.length;
  while (keep > 0) {
    const who = playerOf(lines[--keep]);
    if (who !== null && isHuman(who)) break;
    if (keep === 0) return kText.nothingToUndo;
  }
  if (lines.length === 0) return kText.nothingToUndo;
  const undone = lines.slice(keep);
  const error = loadPrefix(keep, view);
  if (!error) redo.push({ lines: undone });
  return error;
}

// Plays the latest undone turn again; "" or why not.
export function redoTurn() {
  const api = hook();
  if (held) return kText.closeReplayFirst;
  const group = redo.pop();
  if (!group) return kText.nothingToRedo;
  for (const step of group.steps ?? []) {
    const error = api.step(step);
    if (error) return error;
  }
  for (const line of group.lines ?? []) {
    if (line === 'end' && api.state().phase === 'over') continue;  // the page ends the game itself
    const error = api.play(line);
    if (error) return error;
  }
  ownRevision = api.revision();
  return '';
}

export const canRedo = () => redo.length > 0;

function onChange() {
  if (held) return;  // the replay viewer's positions: the game held before keeps its redo list
  if (hook().revision() !== ownRevision) redo = [];
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
