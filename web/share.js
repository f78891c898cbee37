// Links: the game a URL fragment gives (set-up, readable or compressed record, view), the Share
// button's link to the current game, and correspondence play (after your move, a link for the
// opponent). The engine checks every record a link carries, like any record.
import { kText, language } from './strings.js';
import { showNotice } from './notice.js';
import { linkProblem, parseFragment, recordFragment, decompress, setupHeader } from './fragment.js';
import { openExample, openReplay } from './replay.js';
import { keptGamesLike } from './keep.js';
import { askSeat, headerOf, humanNames, takeSeat, tellTurn } from './seats.js';

const hook = () => window.carcassonne;
let correspondence = false;  // the game came from a link: after each move, offer the reply link
let correspondenceHeader = '';  // that game's record header: another game (Back to it, New game) ends it
let lastOfferedTurn = -1;

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
// given), an example. Returns {started, parsed}: whether a game came from the link.
export async function startFromFragment(hash = location.hash) {
  const mode = { started: false, parsed: null };
  followNewLinks();
  if (!hash || hash === '#') return mode;
  const limit = hook().limits?.text ?? Infinity;
  if (hash.length > limit) {
    fail(kText.linkTooLong(hash.length, limit));
    return mode;
  }
  const parsed = parseFragment(hash, language());
  if (parsed.error) {
    fail(parsed.error);
    return mode;
  }
  mode.parsed = parsed;
  let record = null;
  try {
    record = await recordOf(parsed);
  } catch (e) {  // the browser's reason ("Failed to fetch") would tell a player nothing
    const why = e?.tooLong ? linkProblem(language(), 'inflatesTooLong', hook().limits.text)
      : linkProblem(language(), 'damaged');
    fail(linkProblem(language(), 'keyProblem', 'z', why));
    return mode;
  }
  let error = '';
  // A link to a game kept here may only go on from it: one that changes a move already played is
  // refused, naming the first move that differs, and the kept game stays as it was.
  const changed = record !== null && !parsed.embed && !parsed.demo && parsed.view.step === null ? changedMove(record) : '';
  if (changed) {
    fail(changed);
    return mode;
  }
  if (parsed.example) error = openExample(parsed.example, parsed.view.step ?? 0);
  else if (record === null) return mode;
  else if (parsed.view.step !== null) error = openReplay(record, parsed.view.step);
  else error = hook().newGame(record);
  if (error) {
    fail(error);
    return mode;
  }
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

// The move lines of a record text (after its header).
const movesOf = (record) => {
  const header = headerOf(record);
  return record.trimEnd().split('\n').slice(header === '' ? 0 : header.split('\n').length);
};

// Why the link's `record` cannot open over a game kept here ("" when it can): the same game (the
// same header: set-up and seed) whose kept moves are not where the link has them.
function changedMove(record) {
  const header = headerOf(record);
  const lines = movesOf(record);
  for (const kept of keptGamesLike(header)) {
    const ours = movesOf(kept.record);
    const at = ours.findIndex((line, i) => i < lines.length && line !== lines[i]);
    if (at >= 0) {
      const lineNumber = header.split('\n').length + at + 1;
      return kText.linkChangesMove(lineNumber, ours[at], lines[at]);
    }
  }
  return '';
}

// The page's seat in a game opened by link: the one kept with this game, else asked once.
function chooseSeat(record) {
  const names = humanNames(hook().state());
  const kept = keptGamesLike(headerOf(record)).map((g) => g.seat).find((seat) => names.includes(seat));
  if (kept) {
    takeSeat(kept);
    waitOrPlay();
    return;
  }
  askSeat(names, (name) => {
    if (takeSeat(name)) waitOrPlay();
  });
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
