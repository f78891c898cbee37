// Keeping games: autosave after every change (the engine's record of the finished turns plus the
// moves of the turn in progress in record words, the redo list and the view) and resume on the
// next visit; the Undo / Redo buttons (the game's one undo stack: window.carcassonne.undo / redo);
// save to and open from a text file. No rule is computed here: the engine replays every record
// (window.carcassonne.resume / newGame).
import { kText, language, onLanguage } from './strings.js';
import { hideNotice, showNotice } from './notice.js';
import { headerOf, sameGame } from './seats.js';
import { offerSecrets } from './fair.js';

const kKey = 'carcassonne-maps:game';
const kPreviousKey = 'carcassonne-maps:previous';  // the game a link, a replay or New game replaced last
// Games set aside before that one: carcassonne-maps:aside:N (N grows). At most kMaxAside games are
// set aside in all (the previous one included); to make room the oldest game without a move goes
// first, then the oldest finished game (its record ends with `end`); a game in progress with moves
// is never dropped: when all of them are, nothing more is set aside and the kept game stays.
const kAsidePrefix = 'carcassonne-maps:aside:';
const kMaxAside = 10;
const listedKeys = () => [kKey, kPreviousKey, ...keysWith(kAsidePrefix).reverse()];
// Entries this page cannot read (a later version's, a damaged or oversized one, a game that no
// longer loads) are moved to carcassonne-maps:unreadable:N, never read again nor overwritten (the
// page that wrote them may read them), and offered for download.
const kUnreadablePrefix = 'carcassonne-maps:unreadable:';
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
// In a game by link, `seat`: the page's own seat (its player's name; web/seats.js), which versions
// without it ignore; `saved`: when it was last played (ISO 8601), the date "Games in progress" shows.
export function currentPoint() {
  const point = hook().resumePoint();
  if (!point.record) return null;
  const seat = hook().state().seat;
  return { ...point, view: hook().view(), ...(seat ? { seat } : {}), saved: new Date().toISOString() };
}

// Storage that never throws: the text at `key` (null: none), and writes that say whether they held.
function getText(key) {
  try {
    return openStorage() ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

function setText(key, text) {
  if (!enabled || !openStorage()) return false;
  try {
    if (text === null) storage.removeItem(key);
    else storage.setItem(key, text);
    listSoon();
    return true;
  } catch {
    return false;
  }
}

function keysWith(prefix) {
  if (!openStorage()) return [];
  const found = [];
  try {
    for (let i = 0; i < storage.length; ++i) {
      const key = storage.key(i);
      if (key?.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length))) found.push(key);
    }
  } catch { /* none */ }
  return found.sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)));
}

const nextKey = (prefix) => {
  const keys = keysWith(prefix);
  return prefix + (keys.length ? Number(keys.at(-1).slice(prefix.length)) + 1 : 1);
};

// A kept entry's JSON without the engine (null: not JSON or no record), for comparisons only.
function peek(text) {
  try {
    const entry = JSON.parse(text);
    return typeof entry?.record === 'string' ? entry : null;
  } catch {
    return null;
  }
}

export function saveNow() {
  if (!enabled || held || !hook().ready || hook().view().setup) return;
  const point = currentPoint();
  if (!point) return;
  if (!openStorage()) return warnOnce();
  // `saved` is when the game was last played: a save of the same moves (the view changed, the page
  // went away) keeps the kept entry's.
  const before = peek(getText(kKey) ?? '');
  const steps = (p) => JSON.stringify([p.steps ?? [], p.redo ?? []]);
  if (before?.saved && sameLines(before, point) && steps(before) === steps(point)) point.saved = before.saved;
  // The kept game is replaced only by itself (more moves, or undone ones) or once it is set aside.
  if (!makeWayFor(point) || !setText(kKey, JSON.stringify(point))) warnOnce();
}

// Whether the kept entry may be replaced by `point` (null: removed): none is kept, it is a game
// without a move, the same game at another point, or it was set aside (an unreadable one under its
// own key) just now. False: it stays, and nothing may be written over it.
function makeWayFor(point) {
  const text = getText(kKey);
  if (text === null) return true;
  const kept = readKeptText(text);
  if (!kept) return setAsideUnreadable(kKey, text, lastKeptError);
  // An earlier point of it is an undo only with the undone moves in its redo list; without them it
  // is another game that starts alike (a link to the same set-up), and the kept game goes aside.
  // In the same turn, a step more goes on from it, a step taken back is in the redo list.
  const redo = (point?.redo?.length ?? 0) > 0;
  const steps = (p) => p.steps ?? [];
  const moreSteps = point && steps(kept).every((step, i) => step === steps(point)[i]);
  if (point && (isContinuation(kept, point) || (sameLines(kept, point) && (moreSteps || redo)) ||
                (redo && isContinuation(point, kept)))) return true;
  if (!hasPlay(kept)) return true;
  return setAside(kept);
}

// The kept game at `key` in the current version (older versions migrated by the engine), or null
// (none, or unreadable: then `lastKeptError` says why).
let lastKeptError = '';
function readKept(key = kKey) {
  const text = getText(key);
  return text === null ? (lastKeptError = '', null) : readKeptText(text);
}

function readKeptText(text) {
  lastKeptError = '';
  const limit = hook().limits?.text ?? Infinity;
  if (text.length > limit) {
    lastKeptError = hook().tooLong(text);
    return null;
  }
  const kept = hook().readKept(text);
  if (kept.error) {
    lastKeptError = kept.error;
    return null;
  }
  const raw = peek(text);
  const page = (name) => (typeof raw?.[name] === 'string' ? { [name]: raw[name] } : {});  // the page's own members
  return { ...kept, view: raw?.view ?? null, ...page('seat'), ...page('saved') };
}

// Moves the entry at `key` that this page cannot read (`why`) to its own unreadable key, untouched,
// and offers it for download; true once it is no longer at `key`.
// One that cannot be moved (no room for its copy: a 4 MB entry) stays where it is, offered once a
// visit; nothing is written over it.
const stuck = new Set();
function setAsideUnreadable(key, text, why) {
  if (stuck.has(key)) return false;
  const target = nextKey(kUnreadablePrefix);
  const moved = setText(target, text) && setText(key, null);
  if (!moved) {
    setText(target, null);
    stuck.add(key);
  }
  offerUnreadable(moved ? target : key, text, why);
  return moved;
}

function offerUnreadable(key, text, why) {
  showNotice(kText.unreadableKept(why), { kind: 'error', action: {
    id: 'download-unreadable', label: kText.downloadUnreadable, run: () => saveText(text, `${key.replace(/:/g, '-')}.json`),
  } });
}

// New game: the kept game is forgotten once set aside (a game without moves is not set aside).
export function forget() {
  if (makeWayFor(null)) setText(kKey, null);
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

const sameLines = (a, b) => a.record.trimEnd() === b.record.trimEnd();
const isFinished = (point) => recordLines(point).at(-1)?.trim() === 'end';

// The previous game (the latest set aside) as {kept, text}, or null. When none is there, the latest
// of the older ones set aside moves up to it; one this page cannot read is moved to its own
// unreadable key (and offered for download) and the next one is tried.
function previousGame() {
  for (let tries = 0; tries <= kMaxAside + 1; ++tries) {
    let text = getText(kPreviousKey);
    if (text === null) {
      const older = keysWith(kAsidePrefix).at(-1);
      if (!older) return null;
      text = getText(older);
      if (!setText(kPreviousKey, text)) return null;
      setText(older, null);
    }
    const kept = readKeptText(text);
    if (kept) return { kept, text };
    if (!setAsideUnreadable(kPreviousKey, text, lastKeptError)) return null;
  }
  return null;
}

// Offers the previous game, if one is kept: a notice with a button that brings it back.
export function offerPrevious(words = kText.previousKept) {
  const previous = previousGame()?.kept;
  if (!previous) return false;
  showNotice(words(playersOf(previous)), { action: { id: 'back-to-previous', label: kText.backToPrevious, run: backToPrevious } });
  return true;
}

// Room for one more game set aside: when kMaxAside are, the oldest without a move is dropped, else
// the oldest finished one; false when every one is a game in progress with moves (none is lost).
function makeRoom() {
  const older = keysWith(kAsidePrefix);
  if (older.length + 2 <= kMaxAside) return true;
  const entries = older.map((key) => ({ key, point: peek(getText(key)) }));
  const drop = entries.find((e) => e.point && !hasPlay(e.point)) ?? entries.find((e) => e.point && isFinished(e.point));
  return drop ? setText(drop.key, null) : false;
}

// Sets `point` aside as the previous game (the one there before joins the older ones); true once
// it is stored (also when it already was). Nothing is overwritten: when a write fails (storage
// full), the games stay where they were and false says so.
function setAside(point) {
  const text = getText(kPreviousKey);
  if (text !== null) {
    const previous = peek(text);
    if (previous && sameLines(previous, point) && JSON.stringify(previous.steps ?? []) === JSON.stringify(point.steps ?? [])) return true;
    const older = nextKey(kAsidePrefix);
    if (!makeRoom() || !setText(older, text)) return false;
    if (!setText(kPreviousKey, JSON.stringify(point))) {
      setText(older, null);  // the previous game is still in its place
      return false;
    }
    return true;
  }
  return setText(kPreviousKey, JSON.stringify(point));
}

// Sets `point` (by default the game on the board) aside as the previous game, offered with Back to
// it, unless it has neither a move nor a step; true when it was set aside. For New game and for a
// game that replaces the kept one (web/page.js).
export function setAsideGame(point = hook().view().setup ? null : currentPoint(), words = kText.previousKept) {
  if (held || !point || !hasPlay(point)) return false;
  if (!setAside(point)) {
    warnOnce();
    return false;
  }
  offerPrevious(words);
  return true;
}

// Whether `point` has a move line (one starting with a player's name) or a step of a turn.
function hasPlay(point) {
  const names = playersOf(point).split(', ');
  return (point.steps?.length ?? 0) > 0 || recordLines(point).some((line) => names.includes(line.split(/\s+/)[0]));
}

export const keptGame = () => readKept();

// Back to it: the previous game is played again; the game it replaces becomes the previous one.
export function backToPrevious() {
  const previous = previousGame()?.kept;
  if (!previous) return kText.nothingToGoBackTo;
  const now = hook().view().setup ? null : currentPoint();
  const error = loadPoint(previous, previous.view);
  if (error) {
    showNotice(kText.resumeFailed(error), { kind: 'error' });
    return error;
  }
  // The swap: the game left takes the previous game's place (even one without a move: the player
  // asked for the swap, and no game set aside is pushed out by it).
  const left = now;
  if (left) setText(kPreviousKey, JSON.stringify(left));
  else setText(kPreviousKey, null);
  saveNow();
  if (left) offerPrevious(kText.previousBack);
  else hideNotice();
  return '';
}

// A full-page link started another game: the kept one, unless the link only goes on from it, is
// set aside (never lost) and offered. Then the link's game is the kept one. The same game kept here
// (the kept one, the previous one or one set aside) is updated, never kept twice: one that goes
// further than the link (an older link opened again) is played instead, and once the game is kept
// the other copies of it go (README "Play by link").
export function adoptLinkedGame() {
  if (held) return;  // a replay or an example is only shown: the viewer decides when it closes
  let now = currentPoint();
  const same = now ? sameGameEntries(now.record) : [];
  const further = same.find(({ difference }) => difference.kept_moves > difference.link_moves);
  if (further && !loadPoint(further.kept, further.kept.view)) now = currentPoint();
  const kept = readKept();
  if (kept && now && !isContinuation(kept, now) && !sameLines(kept, now)) setAsideGame(kept, kText.linkReplacedGame);
  saveNow();
  if (!now || peek(getText(kKey) ?? '')?.record !== now.record) return;
  // Looked up again: setting the other game aside moved the entries to other keys.
  for (const { key } of sameGameEntries(now.record)) if (key !== kKey) setText(key, null);
}

// The kept entries of the game `record` is a point of, as the engine compares them (the same
// header, no move changed): [{key, kept, difference}] (difference: window.carcassonne.compareRecords).
function sameGameEntries(record) {
  const found = [];
  for (const key of listedKeys()) {
    const text = getText(key);
    const entry = peek(text ?? '');
    const difference = entry ? hook().compareRecords(entry.record, record) : null;
    const kept = difference?.same_game && difference.move === 0 ? readKeptText(text) : null;
    if (kept) found.push({ key, kept, difference });
  }
  return found;
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
    if (earlier && now && !isContinuation(earlier, now)) setAsideGame(earlier, kText.playedOnFromReplay);
    saveNow();
    return;
  }
  if (before.point) {
    loadPoint(before.point, before.point.view);
  } else if (!resume()) {
    hook().showSetup();
  }
}

// A kept view's numbers are clamped by setView (web/loader.js); one that is not finite is ignored.
function restoreView(view) {
  if (view && typeof view === 'object' && Number.isFinite(view.zoom)) hook().setView(view);
}

// Plays the kept entry `point` (its record, the steps of its turn in progress and its redo list:
// window.carcassonne.resume); "" or the error. On error the page shows whatever game it had.
export function loadPoint(point, view = null) {
  offerSecrets(point.record);  // a fair game's secrets kept here: its seat to move draws at once
  const error = hook().resume(JSON.stringify({ version: point.version, record: point.record,
                                               steps: point.steps ?? [], redo: point.redo ?? [] }));
  if (error) return error;
  if (point.seat) hook().setSeat(point.seat);  // a name no longer a seat is refused: every seat then
  restoreView(view);
  return '';
}

// Every kept entry as stored (the kept one, the previous one, those set aside), read without the
// engine, newest first: what a link is compared with (web/share.js).
export function keptEntries() {
  return listedKeys().map((key) => peek(getText(key) ?? '')).filter(Boolean);
}

// The games kept here (the kept one, the previous one, those set aside) with the record header
// `header` (the same set-up and seed: the same game), read without the engine, newest first.
export function keptGamesLike(header) {
  const found = [];
  for (const key of listedKeys()) {
    const entry = peek(getText(key) ?? '');
    if (entry && sameGame(headerOf(entry.record), header)) found.push(entry);
  }
  return found;
}

// Resumes the kept game, if any; true when one was resumed.
export function resume() {
  if (!enabled) return false;
  if (!openStorage()) {
    warnOnce();
    return false;
  }
  const text = getText(kKey);
  if (text === null) return false;
  const kept = readKeptText(text);
  const error = kept ? loadPoint(kept, kept.view) : lastKeptError;
  if (error) {
    // Not retried at every load: set aside under its own key, for the page that can read it.
    setAsideUnreadable(kKey, text, error);
    return false;
  }
  return true;
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
  if (point.record) saveText(point.record, fileName(hook().state().map));
}

function saveText(text, name) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

// Opens a record file; a bad file changes nothing and the error names its line. A file over the
// text limit is not read at all.
export async function openFile(file) {
  const limit = hook().limits?.text ?? Infinity;
  const error = file.size > limit ? kText.fileTooLong(file.size, limit) : hook().newGame(await file.text());
  if (error) showNotice(kText.openFailed(file.name, error), { kind: 'error' });
  return error;
}

// "Games in progress" on the first screen (README "Play by link"): every kept entry, newest first,
// with its players, date and whose turn (the engine reads and replays each:
// window.carcassonne.setKeptGames), Open and Delete. Given again after every write to the storage
// and every language switch (the dates' words).
let listing = false;
function listSoon() {
  if (listing) return;
  listing = true;
  queueMicrotask(() => {
    listing = false;
    showKeptGames();
  });
}

const dateOf = (entry) => {
  const when = new Date(entry?.saved ?? NaN);
  return Number.isFinite(when.getTime())
    ? when.toLocaleDateString(language(), { day: 'numeric', month: 'short', year: 'numeric' }) : '';
};

export function showKeptGames() {
  if (!enabled || !hook().ready || !openStorage()) return;
  const list = [];
  for (const key of listedKeys()) {
    const text = getText(key);
    if (text !== null) list.push({ key, entry: text, date: dateOf(peek(text)) });
  }
  hook().setKeptGames(list);
}

// Open: the kept game at `key` is played (the one on the board, if another, is set aside first)
// and leaves the list; `opened()` then tells whose turn it is. Nothing is lost on a full storage:
// when the game cannot be kept, it stays in its place.
function openKept(key, opened) {
  const text = getText(key);
  const kept = text === null ? null : readKeptText(text);
  if (!kept) {
    if (text !== null) setAsideUnreadable(key, text, lastKeptError);
    return;
  }
  const error = loadPoint(kept, kept.view);
  if (error) return showNotice(kText.resumeFailed(error), { kind: 'error' });
  if (key !== kKey) {
    setText(key, null);
    saveNow();
    if (peek(getText(kKey) ?? '')?.record !== kept.record) setText(getText(key) === null ? key : nextKey(kAsidePrefix), text);
  }
  opened?.();
}

// Delete: the entry goes at once, with Undo in the notice (back in its place, or set aside).
function deleteKept(key) {
  const text = getText(key);
  if (text === null || !setText(key, null)) return;
  const entry = peek(text);
  const undo = () => setText(getText(key) === null ? key : nextKey(kAsidePrefix), text);
  showNotice(kText.keptDeleted(entry ? playersOf(entry) : key), { action: { id: 'undo-delete', label: kText.keptUndelete, run: undo } });
}

// The first screen's Open and Delete (the 'carcassonne:kept-game' event of web/loader.js).
export function installGameList({ opened } = {}) {
  window.addEventListener('carcassonne:kept-game', ({ detail }) => {
    if (detail?.action === 'open') openKept(detail.key, opened);
    else if (detail?.action === 'delete') deleteKept(detail.key);
  });
  onLanguage(showKeptGames);
  showKeptGames();
}

export function installKeeping() {
  window.addEventListener('carcassonne:change', onChange);
  window.addEventListener('carcassonne:seat', saveNow);  // a game by link: the seat is kept with it
  // The view (pan, zoom, panels) changes without moves: keep it when the page goes away.
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', () => { if (document.hidden) saveNow(); });
}
