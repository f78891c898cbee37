// Play by link (README "Play by link"): the seat that belongs to the person at this page. A game
// opened by link asks once "Which one are you?" (or takes the answer kept with the game,
// web/keep.js `seat`), then tells the engine (window.carcassonne.setSeat): the other person's
// turn is shown, never played here. The gate itself is the engine's page (Session::may_decide):
// a click, a key or a page-API call for another person's seat is refused there, not here.
import { kText } from './strings.js';
import { showNotice, toolbar } from './notice.js';
import { fairWaitingWords } from './fair.js';

const hook = () => window.carcassonne;

// The names of the human seats (a seat written `Name:level` is a computer).
export const humanNames = (state) => (state.players ?? []).filter((p) => (p.seat ?? 'human') === 'human').map((p) => p.name);

// The header of a record text: its lines before the first move line (one starting with a player's
// name). Two records of the same game (the same set-up and seed) have the same header.
export function headerOf(record) {
  const lines = record.trimEnd().split('\n');
  const players = lines.find((l) => /^players\s/.test(l)) ?? 'players';
  const names = players.split(/\s+/).slice(1).map((seat) => seat.split(':')[0]);
  const first = lines.findIndex((l) => names.includes(l.split(/\s+/)[0]));
  return lines.slice(0, first < 0 ? lines.length : first).join('\n');
}

// The same game's headers compare equal without their fair-draw commitments (a player joins by
// adding one: docs/fair-draw.md).
export const sameGame = (a, b) => a.replace(/^commit .*\n?/gm, '') === b.replace(/^commit .*\n?/gm, '');

// Makes `name` the page's seat ("" every seat); false when the engine refuses it.
export function takeSeat(name) {
  if (hook().setSeat(name)) return false;
  window.dispatchEvent(new CustomEvent('carcassonne:seat', { detail: { seat: name } }));
  return true;
}

// The notice for the page's seat now: its move (what the others did since its last one, then
// "Your move, Ana") or, on another person's turn, whom to send `link` to.
export function tellTurn({ link = '' } = {}) {
  const state = hook().state();
  if (!state.seat || state.phase === 'over') return;
  if (state.may_play) {
    const since = hook().sinceMyMove();
    const words = (since.length ? `${kText.sinceYourMove(since.join('; '))}. ` : '') + kText.yourMove(state.seat);
    showNotice(words);
  } else if (link) {
    showNotice(fairWaitingWords(state) || kText.waitingFor(state.deciding), { link });
  }
}

// "Which one are you? Ana / Petr": one button per human seat, and "We play at this screen" (every
// seat, as at the set-up screen; not in a fair game). `done(name)` gets the answer ("" every seat).
export function askSeat(names, done, { everySeat = true } = {}) {
  document.querySelector('#seat-question')?.remove();
  const box = document.createElement('div');
  box.id = 'seat-question';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-labelledby', 'seat-question-title');
  const title = document.createElement('p');
  title.id = 'seat-question-title';
  title.textContent = kText.seatQuestion;
  box.append(title);
  const row = document.createElement('div');
  row.className = 'seats';
  const answer = (name) => {
    box.remove();
    done(name);
  };
  for (const name of names) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'seat';
    button.textContent = name;
    button.addEventListener('click', () => answer(name));
    row.append(button);
  }
  const both = document.createElement('button');
  both.type = 'button';
  both.className = 'every-seat';
  both.textContent = kText.seatEveryone;
  both.addEventListener('click', () => answer(''));
  if (everySeat) row.append(both);
  box.append(row);
  // Not focused, and after the toolbar in the page's order (Tab goes from the board to the toolbar,
  // then here): until it is answered the page plays every seat, and the keys stay with the board.
  toolbar().after(box);
}
