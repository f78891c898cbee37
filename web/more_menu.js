// The phone's More menu: in a game on a screen narrower than 700 CSS px the toolbar keeps only Undo
// and More (web/style.css) at the right end of the game's top bar, which then shows the scores in
// one row (setBarMenu). More opens a menu of 44 px items: the game's Hint, Last moves, Remaining
// tiles and Log (window.carcassonne.press), the toolbar's other buttons (each item clicks its
// hidden button: the same words, the same disabled state, the same action) and the other language.
// It closes on choosing, on a tap outside and on Escape; arrows move between its items.
import { kText, language, onLanguage, words } from './strings.js';
import { addButton, showNotice, toolbar } from './notice.js';

const hook = window.carcassonne;
const kPhone = '(max-width: 699px)';
// The toolbar's buttons the menu offers, in its order (Undo stays in the row).
const kShellItems = ['new-game', 'redo', 'save', 'open', 'replay-open', 'share', 'sound'];

let menu = null;
let more = null;

// Whether the toolbar is the phone's one row of Undo and More now.
export const isPhoneRow = () => window.matchMedia(kPhone).matches && toolbar().classList.contains('in-game');

// A menu item; `keys` names the game's key for the same action (aria-keyshortcuts; the words name
// no key, as touch words do).
// A finger's tap on `button` acts at touchend, which it cancels: the mouse events a browser makes
// up after a touch would otherwise reach the board when the menu closes under the finger, and tell
// the game a mouse is back (small targets, mouse words). Clicks and keys go through 'click'.
function onTap(button, run) {
  button.addEventListener('touchend', (event) => {
    const touch = event.changedTouches[0];
    if (!event.cancelable || !touch || document.elementFromPoint(touch.clientX, touch.clientY)?.closest('button') !== button) return;
    event.preventDefault();
    if (!button.disabled) run();
  });
}

function item(label, run, { disabled = false, keys = '' } = {}) {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('role', 'menuitem');
  if (keys) button.setAttribute('aria-keyshortcuts', keys);
  button.textContent = label;
  button.disabled = disabled;
  const choose = (fromKeys) => {
    close(fromKeys);  // from the keyboard: the focus goes back to More
    const error = run();
    if (typeof error === 'string' && error) showNotice(error, { kind: 'error' });
  };
  button.addEventListener('click', (event) => choose(event.detail === 0));
  onTap(button, () => choose(false));
  return button;
}

// The game's own items (the top bar's buttons on a wider screen), as the game can take them now.
function gameItems() {
  const state = hook.state();
  const insight = hook.insight();
  const items = [];
  const hint = insight.hint?.state ?? 'none';
  if (!state.tournament) {
    const human = state.phase !== 'over' && state.phase !== 'end' && state.thinking === null && state.may_play !== false;
    items.push(item(hint === 'ready' ? kText.moreHintHide : kText.moreHint, () => hook.press('hint'),
                    { disabled: hint === 'thinking' || (hint !== 'ready' && !human), keys: 'H' }));
  }
  items.push(item(kText.moreLastMoves, () => hook.press('last'), { disabled: (insight.recent ?? []).length === 0, keys: 'L' }));
  if (!state.tournament) items.push(item(kText.moreTiles, () => hook.press('tiles'), { keys: 'T' }));
  items.push(item(kText.moreLog, () => hook.press('log')));
  return items;
}

function shellItems() {
  const items = [];
  for (const id of kShellItems) {
    const button = document.getElementById(id);
    if (!button) continue;
    const label = [...button.children].map((part) => part.textContent).join(' ');
    const entry = item(label, () => button.click(), { disabled: button.disabled });
    entry.dataset.for = id;
    entry.title = button.title;
    items.push(entry);
  }
  return items;
}

function languageItem() {
  const other = language() === 'cs' ? 'en' : 'cs';
  const name = words()[other]?.languageSelf ?? other;  // web.language_self
  return item(kText.moreLanguage(name), () => { hook.setLanguage(other); });
}

function fill() {
  const parts = [...gameItems(), ...shellItems(), languageItem()];
  if (Array.isArray(hook.state().projected)) {  // the legend of the scores' arrow
    const legend = document.createElement('p');
    legend.textContent = kText.moreProjected;
    parts.push(legend);
  }
  menu.replaceChildren(...parts);
}

export function isMenuOpen() { return menu !== null && !menu.hidden; }

function open(fromKeys) {
  fill();
  menu.hidden = false;
  more.setAttribute('aria-expanded', 'true');
  if (fromKeys) menu.querySelector('button:not(:disabled)')?.focus();
}

function close(toMore = false) {
  if (!isMenuOpen()) return;
  menu.hidden = true;
  more.setAttribute('aria-expanded', 'false');
  if (toMore) more.focus();
  else document.getElementById('canvas')?.focus({ preventScroll: true });
}

// Arrows step through the items, Escape closes (the keys stay in the menu: web/keys.js).
function onKey(event) {
  if (event.key === 'Escape') {
    event.preventDefault();
    close(true);
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const items = [...menu.querySelectorAll('button:not(:disabled)')];
  const at = items.indexOf(document.activeElement);
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  items[(next + items.length) % items.length]?.focus();
}

// Adds More to the toolbar (after its other buttons) and its menu to the page.
export function installMoreMenu() {
  more = addButton('more', 'more', 'moreTitle', () => {});
  more.setAttribute('aria-haspopup', 'menu');
  more.setAttribute('aria-expanded', 'false');
  more.setAttribute('aria-controls', 'more-menu');
  // Enter or Space (a click of detail 0) opens it with the focus on its first item; a tap or a click
  // opens it and leaves the focus where it was.
  more.addEventListener('click', (event) => (isMenuOpen() ? close(event.detail === 0) : open(event.detail === 0)));
  onTap(more, () => (isMenuOpen() ? close() : open(false)));
  menu = document.createElement('div');
  menu.id = 'more-menu';
  menu.setAttribute('role', 'menu');
  menu.hidden = true;
  document.body.appendChild(menu);
  // Before web/keys.js keeps the keys of a control from the game (installed after this).
  window.addEventListener('keydown', (event) => {
    if (isMenuOpen() && event.target instanceof Node && (menu.contains(event.target) || event.target === more)) onKey(event);
  }, true);
  // A tap or click anywhere else closes it.
  window.addEventListener('pointerdown', (event) => {
    if (!isMenuOpen() || menu.contains(event.target) || more.contains(event.target)) return;
    close();
  }, true);
  onLanguage(() => { if (isMenuOpen()) fill(); });
  window.addEventListener('resize', () => { if (!isPhoneRow()) close(); });
}
