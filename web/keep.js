// Keeping games: autosave after every change (the engine's record of the finished turns plus the
// steps of the turn in progress, and the view) and resume on the next visit; undo/redo of whole
// turns by replaying a prefix of the record; save to and open from a text file. No rule is
// computed here: the engine replays every record (window.carcassonne.newGame / choose).
import { kText } from './strings.js';
import { showNotice } from './notice.js';

const kKey = 'carcassonne-maps:game';
const kVersion = 1;
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

// Redo groups, latest last: {lines: [record lines]} (whole turns) or {steps: [choice indices]}
// (the turn that was in progress). Any new move clears them.
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
  return { version: kVersion, record: point.record, steps: point.steps, view: hook().view(), redo };
}

export function saveNow() {
  if (!enabled || !hook().ready || hook().view().setup) return;
  const point = currentPoint();
  if (!point) return;
  if (!openStorage()) return warnOnce();
  try {
    storage.setItem(kKey, JSON.stringify(point));
  } catch {
    warnOnce();
  }
}

export function forget() {
  try {
    openStorage()?.removeItem(kKey);
  } catch { /* nothing kept anyway */ }
}

function restoreView(view) {
  if (view && Number.isFinite(view.zoom)) hook().setView(view);
}

// Starts `record` and replays `steps` (choice indices); "" or the error. On error the page shows
// whatever game it had.
export function loadPoint(record, steps = [], view = null) {
  const error = hook().newGame(record);
  if (error) return error;
  for (const step of steps) {
    const stepError = hook().choose(step);
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
  let kept = null;
  try {
    kept = JSON.parse(storage.getItem(kKey) ?? 'null');
  } catch {
    kept = null;
  }
  if (!kept || kept.version !== kVersion || typeof kept.record !== 'string') return false;
  const error = loadPoint(kept.record, kept.steps ?? [], kept.view);
  if (error) {
    showNotice(kText.resumeFailed + error, { kind: 'error' });
    return false;
  }
  redo = Array.isArray(kept.redo) ? kept.redo : [];
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
  return loadPoint(headerOf(hook().record(), lines.length) + lines.slice(0, count).join('\n'), [], view);
}

const playerOf = (line) => (line === 'end' ? null : line.split(/\s+/)[0]);

// Back to the start of the latest earlier turn of a human seat; "" or why not.
export function undo() {
  const api = hook();
  if (!api.ready || api.view().setup) return kText.nothingToUndo;
  const view = api.view();
  const state = api.state();
  // A turn in progress goes back to its start, unless a computer plays it (it would play again).
  if (isMidTurn(state.phase) && isHuman(state.deciding)) {
    const point = api.resumePoint();
    if (point.error) return point.error;
    const error = loadPoint(point.record, [], view);
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
  const group = redo.pop();
  if (!group) return kText.nothingToRedo;
  for (const step of group.steps ?? []) {
    const error = api.choose(step);
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
  if (hook().revision() !== ownRevision) redo = [];
  saveNow();
}

// The file name of a saved game: <map>-<date>.carc.txt.
export function fileName(map, date = new Date()) {
  return `${map || 'classic'}-${date.toISOString().slice(0, 10)}.carc.txt`;
}

// Downloads the finished turns of the game as a record (a turn in progress is not a record line).
export function download() {
  const point = hook().resumePoint();
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
