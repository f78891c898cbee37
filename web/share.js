// Links: the game a URL fragment gives (set-up, readable or compressed record, view), the Share
// button's link to the current game, and correspondence play (after your move, a link for the
// opponent). The engine checks every record a link carries, like any record.
import { kText, language } from './strings.js';
import { showNotice } from './notice.js';
import { kRanges, linkProblem, parseFragment, recordFragment, decompress, setupHeader } from './fragment.js';
import { openExample, openReplay } from './replay.js';
import { keptEntries, keptGamesLike } from './keep.js';
import { askSeat, headerOf, humanNames, takeSeat, tellTurn } from './seats.js';
import { commitOwnSeat, joinsFairDraw, offerSecrets } from './fair.js';

const hook = () => window.carcassonne;
let correspondence = false;  // the game came from a link: after each move, offer the reply link
let correspondenceHeader = '';  // that game's record header: another game (Back to it, New game) ends it
let lastOfferedTurn = -1;
let fairSeat = '';  // the seat whose fair-draw secret this browser holds in the link's game

// The record's header lines (everything before the move lines) of the game shown.
function headerNow() {
  const lines = hook().record().trimEnd().split('\n');
  return lines.slice(0, lines.length - hook().moves().length).join('\n');
}

function applyView(view) {
  const now = hook().view();
  const at = view.at ?? [now.x, now.y];
  const remaining = view.panels ? view.panels.includes('remaining') : now.remaining;
  if (view.zoom || view.at || view.panels) hook().setView({ x: at[0], y: at[1], zoom: view.zoom ?? now.zoom, remaining });
}

// The record a fragment gives (record=, z=, or the set-up keys), or null.
async function recordOf(parsed) {
  if (parsed.record) return parsed.record;
  if (parsed.z) return decompress(parsed.z, hook().limits?.text);
  if (parsed.setup) return setupHeader(parsed.setup);
  return null;
}

function fail(error) {
  showNotice(kText.linkFailed(error), { kind: 'error' });
  hook().showSetup();
}

// A record line as an error quotes it: at most 60 characters, invisible and direction characters
// as U+XXXX (they could hide text or reverse the sentence around the quote).
function quoteLine(text) {
  const shown = [...text.trim()];
  const escaped = shown.slice(0, 60).join('')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/gu, (c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  return shown.length > 60 ? `${escaped}…` : escaped;
}

// Where the engine rejected `record`: {line (from 1), text (quoted), why, prefix (the lines before
// it)}, or null when its error names no line of the record. The engine's error reads
// "line N: LINE: why" in the page's language (error.line, error.record_line).
export function rejectedLine(record, error) {
  const at = /^\D*?(\d+): /.exec(error);
  const lines = record.split('\n');
  const line = at ? Number(at[1]) : 0;
  if (line < 1 || line > lines.length) return null;
  const text = lines[line - 1].trim();
  const rest = error.slice(at[0].length);
  const why = rest.startsWith(`${text}: `) ? rest.slice(text.length + 2) : rest;
  return { line, text: quoteLine(text), why: why.replace(/\.$/, ''), prefix: lines.slice(0, line - 1).join('\n') + '\n' };
}

// Whether `line` is a move line of the record whose lines before it are `before`: it starts with
// a player of the `players` line (a seat is Name or Name:level; docs/records.md).
function isMoveLine(before, line) {
  const players = before.split('\n').find((l) => /^players\s/.test(l.trim()));
  const names = players ? players.trim().split(/\s+/).slice(1).map((seat) => seat.split(':')[0]) : [];
  return names.includes(line.split(/\s/)[0]);
}

// A record the engine rejects at a move line shows its error, quoting the line, over the board of
// the lines before it in the replay viewer (AI seats wait; nothing is kept; an embed offers no
// "Play from here"): never a demo, a new game or the kept game. False when the bad line is a
// header line (the lines before it are no game the record describes): the caller says the error
// alone.
function showRejected(record, error) {
  const rejected = rejectedLine(record, error);
  if (!rejected || !isMoveLine(rejected.prefix, rejected.text) || openReplay(rejected.prefix, kRanges.step[1])) return false;
  hook().rejectedLine = rejected.line;
  const text = kText.recordRejected(rejected.line, rejected.text, rejected.why);
  const panel = document.getElementById('replay');
  if (!panel?.classList.contains('looking')) {
    showNotice(text, { kind: 'error' });
    return true;
  }
  // An embed: the error stands above the viewer's caption, so the board is fitted above both and
  // the frame's wished height counts it (web/replay.js watches the panel's height).
  document.getElementById('replay-play-here').hidden = true;
  const said = Object.assign(document.createElement('p'), { id: 'replay-error', textContent: text });
  said.setAttribute('role', 'alert');
  panel.prepend(said);
  return true;
}

// Correspondence play is for games between people: at least two seats are human (a seat written
// `Name:level` is a computer, state().players[i].seat its level).
export const humanSeats = (state) => (state.players ?? []).filter((p) => (p.seat ?? 'human') === 'human').length;

// A new fragment in the same tab (a reply link pasted over the address, a link clicked while the
// page is open: only the fragment changes, so the browser does not load the page again) is opened
// exactly like a fresh load, kept-game rules included (docs/links.md): the page loads again. The
// game in progress is kept first (pagehide saves it), so nothing is lost.
let followingLinks = false;
function followNewLinks() {
  if (followingLinks) return;
  followingLinks = true;
  window.addEventListener('hashchange', () => {
    if (location.hash && location.hash !== '#') location.reload();
  });
}

// Starts what location.hash asks for: a set-up, a record (in the replay viewer when `step` is
// given), an example. Returns {started, failed, rejected, parsed}: whether a game came from the
// link, whether the link failed, and whether its record was rejected at a line whose prefix the
// viewer shows.
export async function startFromFragment(hash = location.hash) {
  const mode = { started: false, failed: false, rejected: false, parsed: null };
  const failed = (error) => {
    mode.failed = true;
    fail(error);
    return mode;
  };
  followNewLinks();
  if (!hash || hash === '#') return mode;
  const limit = hook().limits?.text ?? Infinity;
  if (hash.length > limit) return failed(kText.linkTooLong(hash.length, limit));
  const parsed = parseFragment(hash, language());
  if (parsed.error) return failed(parsed.error);
  mode.parsed = parsed;
  let record = null;
  try {
    record = await recordOf(parsed);
  } catch (e) {  // the browser's reason ("Failed to fetch") would tell a player nothing
    const why = e?.tooLong ? linkProblem(language(), 'inflatesTooLong', hook().limits.text)
      : linkProblem(language(), 'damaged');
    return failed(linkProblem(language(), 'keyProblem', 'z', why));
  }
  let error = '';
  // A link to a game kept here may only go on from it: one that changes a move already played is
  // refused, naming the first move that differs, and the kept game stays as it was.
  const changed = record !== null && !parsed.embed && !parsed.demo && parsed.view.step === null ? changedMove(record) : '';
  if (changed) return failed(changed);
  if (parsed.example) error = openExample(parsed.example, parsed.view.step ?? 0);
  else if (record === null) return mode;
  else if (parsed.view.step !== null) error = openReplay(record, parsed.view.step);
  else {
    fairSeat = parsed.embed || parsed.demo ? '' : offerSecrets(record);  // its secrets first: the draw is made at once
    error = hook().newGame(record);
  }
  if (error && record !== null && !parsed.example && showRejected(record, error)) {
    mode.failed = mode.rejected = true;
    return mode;
  }
  if (error) return failed(error);
  applyView(parsed.view);
  mode.started = true;
  const played = !parsed.embed && !parsed.demo && !parsed.example && parsed.view.step === null;
  // A reload resumes the kept game (with the moves made since), not the link's.
  if (played) history.replaceState(null, '', location.pathname + location.search);
  correspondence = played && humanSeats(hook().state()) >= 2;
  if (correspondence) {
    lastOfferedTurn = hook().state().turns;
    correspondenceHeader = headerNow();
    window.addEventListener('carcassonne:change', offerReply);
    chooseSeat(record);
  }
  return mode;
}

// The wiki's edit preview (check mode, web/embed.js): what the frame of `fragment` would show,
// checked by the engine and not shown: {error ("" when it plays), line (of the record, from 1; 0
// when the error names none), text, why}.
export async function checkFragment(fragment) {
  const parsed = parseFragment(fragment, language());
  if (parsed.error) return { error: parsed.error, line: 0 };
  let record = null;
  try {
    record = await recordOf(parsed);
  } catch {
    return { error: linkProblem(language(), 'keyProblem', 'z', linkProblem(language(), 'damaged')), line: 0 };
  }
  if (parsed.example) {
    const example = hook().example(parsed.example, '');
    return { error: example.error ? kText.exampleFailed(parsed.example, example.error) : '', line: 0 };
  }
  const error = record === null ? '' : hook().newGame(record);
  const rejected = error ? rejectedLine(record, error) : null;
  return rejected ? { error, line: rejected.line, text: rejected.text, why: rejected.why } : { error, line: 0 };
}

// Why the link's `record` cannot open over a game kept here ("" when it can): the engine compares
// it with every kept game (window.carcassonne.compareRecords) and names the first move of the same
// game that the link changes.
function changedMove(record) {
  for (const kept of keptEntries()) {
    const c = hook().compareRecords(kept.record, record);
    if (c.same_game && c.move > 0) return kText.linkChangesMove(c.move, c.line, c.kept, c.kept_words, c.link);
  }
  return '';
}

// A game by link opened from "Games in progress" (web/keep.js) with the page's seat kept: replies
// are offered as after its link, and the seat is told whose turn it is.
export function continueByLink() {
  correspondence = Boolean(hook().state().seat) && humanSeats(hook().state()) >= 2;
  if (!correspondence) return;
  lastOfferedTurn = hook().state().turns;
  correspondenceHeader = headerNow();
  window.addEventListener('carcassonne:change', offerReply);
  waitOrPlay();
}

// The page's seat in a game opened by link: the one whose fair-draw secret is here or the one kept
// with this game, else asked once. A game by link between people joins the fair draw when its
// seat is chosen (web/fair.js); in a fair game only seats not committed yet are offered, and not
// "every seat" (each seat's secret is its own browser's).
function chooseSeat(record) {
  const state = hook().state();
  const names = humanNames(state);
  const kept = fairSeat || keptGamesLike(headerOf(record)).map((g) => g.seat).find((seat) => names.includes(seat));
  if (kept) {
    takeSeat(kept);
    waitOrPlay();
    return;
  }
  const joining = state.fair ? names.filter((name) => !state.fair.committed.includes(name)) : [];
  const open = joining.length ? joining : names;
  askSeat(open, (name) => {
    if (!takeSeat(name)) return;
    if (joinsFairDraw(hook().state(), name)) {
      const error = commitOwnSeat();
      if (error) showNotice(error, { kind: 'error' });
      correspondenceHeader = headerNow();  // the set-up gained the commitment
    }
    waitOrPlay();
  }, { everySeat: !state.fair });
}

// The page's seat told what to do now: play, or send the link (made first) and wait.
function waitOrPlay() {
  const state = hook().state();
  if (!state.seat) return;
  if (state.may_play) return tellTurn();
  replyLink().then((link) => { if (link) tellTurn({ link }); });
}

// The link to the game shown for the reply (null when a later request replaced it).
async function replyLink() {
  const request = ++linkRequests;
  const link = await currentLink();
  if (request !== linkRequests) return null;
  hook().lastLink = link;
  return link;
}

// A link to the current game: its finished turns and the view.
export async function currentLink({ flags = [] } = {}) {
  const point = hook().resumePoint();
  const view = hook().view();
  const fragment = await recordFragment(point.record ?? '', {
    flags, view: { zoom: view.zoom, at: [view.x, view.y], panels: view.remaining ? ['remaining'] : [] },
  });
  return location.origin + location.pathname + fragment;
}

// Links are made asynchronously (compression): a link asked for later must never be replaced on
// screen by one asked for earlier (a turn's reply link finishing after a Share click).
let linkRequests = 0;

// Share button: copies the link (where the browser allows) and shows it to copy by hand.
export async function shareLink() {
  if (hook().view().setup) return;
  const request = ++linkRequests;
  const link = await currentLink();
  if (request !== linkRequests) return;
  hook().lastLink = link;
  let copied = false;
  try {
    await navigator.clipboard.writeText(link);
    copied = true;
  } catch { /* no permission: the field below is there to copy */ }
  showNotice(copied ? kText.linkCopied : kText.linkReady, { link });
}

// Correspondence play: once a turn is over and the next player is to place, offer the link.
async function offerReply() {
  if (hook().view().setup || headerNow() !== correspondenceHeader) {
    window.removeEventListener('carcassonne:change', offerReply);
    correspondence = false;
    return;
  }
  const state = hook().state();
  if (state.phase !== 'place' || state.turns === lastOfferedTurn) return;
  lastOfferedTurn = state.turns;
  if (state.seat && state.may_play) return;  // a computer seat played: the page's seat goes on
  const link = await replyLink();
  if (link === null) return;
  if (state.seat) tellTurn({ link });  // "Waiting for Petr. Send them this link:"
  else showNotice(kText.yourMoveLink, { link });
}
