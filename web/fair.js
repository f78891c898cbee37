// The page's part of the fair draw in a game by link (docs/fair-draw.md, "The page's part"): the
// secret of each seat this browser plays, made from the browser's entropy
// (crypto.getRandomValues) and kept in this browser only (localStorage `carcassonne-maps:secrets`,
// by commitment), never in a link. The engine makes the chain, checks and makes every draw
// (window.carcassonne.fairChain, addSecret, commitSeat); nothing here computes a rule.
import { kText } from './strings.js';

const hook = () => window.carcassonne;
const kSecretsKey = 'carcassonne-maps:secrets';
const kHex = /^[0-9a-f]{64}$/;

// {commitment: secret} kept here ({} when storage is refused or holds something else).
function keptSecrets() {
  try {
    const kept = JSON.parse(window.localStorage.getItem(kSecretsKey) ?? '{}');
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? kept : {};
  } catch {
    return {};
  }
}

// Keeps `secret` under its `commitment`; false when the browser keeps nothing (private mode).
function keepSecret(commitment, secret) {
  try {
    window.localStorage.setItem(kSecretsKey, JSON.stringify({ ...keptSecrets(), [commitment]: secret }));
    return true;
  } catch {
    return false;
  }
}

// The `commit NAME HEX` lines of a record text: [{name, commitment}].
export function commitmentsOf(record) {
  return record.split('\n').map((line) => /^commit\s+(\S+)\s+([0-9a-fA-F]{64})$/.exec(line.trim())).filter(Boolean)
    .map((m) => ({ name: m[1], commitment: m[2].toLowerCase() }));
}

// Hands the engine every secret kept here for `record`'s commitments, before its game is started
// or resumed (the seat to move then draws at once). The name of the first seat whose secret is
// here (the page's own seat in that game), or ''.
export function offerSecrets(record) {
  const kept = keptSecrets();
  let mine = '';
  for (const { name, commitment } of commitmentsOf(record)) {
    const secret = kept[commitment];
    if (typeof secret === 'string' && kHex.test(secret) && hook().addSecret(secret) === '') mine ||= name;
  }
  return mine;
}

// Whether the page's seat `name` commits now: a game by link between people only, not begun, in
// which `name` has not committed (a seeded game becomes a fair one; state(): web/seats.js).
export function joinsFairDraw(state, name) {
  const people = (state.players ?? []).every((p) => (p.seat ?? 'human') === 'human');
  return name !== '' && people && state.turns === 0 && state.phase === 'place' && !state.fair?.committed.includes(name);
}

// The page's seat commits to a new secret, kept here first: "" or the error. A browser that keeps
// nothing holds the secret only while the page is open (the notice says the game is not kept).
export function commitOwnSeat() {
  const entropy = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const { secret, commitment } = hook().fairChain(entropy);
  const kept = keepSecret(commitment, secret);
  const error = hook().commitSeat(secret);
  return error || (kept ? '' : kText.notKept);
}

// What the page's seat waits for in a fair game ('' when it waits for nothing of the fair draw):
// a player who has not joined yet, or its own secret, which this browser does not hold.
export function fairWaitingWords(state) {
  const waiting = state.fair?.waiting;
  if (!waiting) return '';
  if (!state.fair.committed.includes(waiting)) return kText.fairWaitingJoin(waiting);
  return waiting === state.seat ? kText.fairSecretLost(waiting) : '';
}
