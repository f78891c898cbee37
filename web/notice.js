// A small notice strip at the top of the page (errors, "games will not be kept", share links), and
// the top toolbar's buttons. Plain DOM; the game's own panels are ImGui on the canvas.
import { kText, onLanguage } from './strings.js';

let box = null;

function noticeBox() {
  if (box) return box;
  box = document.createElement('div');
  box.id = 'notice';
  box.setAttribute('role', 'status');
  box.hidden = true;
  document.body.appendChild(box);
  return box;
}

// Shows `text` (and an optional link field to copy, or an `action` button {id, label, run} that
// closes the notice and runs) until closed; kind 'error' colours it.
export function showNotice(text, { kind = 'info', link = null, action = null } = {}) {
  const el = noticeBox();
  el.replaceChildren();
  el.className = kind;
  const words = document.createElement('span');
  words.className = 'words';
  words.textContent = text;
  el.appendChild(words);
  if (link !== null) {
    const field = document.createElement('input');
    field.className = 'link';
    field.readOnly = true;
    field.value = link;
    field.addEventListener('focus', () => field.select());
    el.appendChild(field);
  }
  if (action !== null) {
    const run = document.createElement('button');
    run.id = action.id;
    run.textContent = action.label;
    run.addEventListener('click', () => {
      el.hidden = true;
      action.run();
    });
    el.appendChild(run);
  }
  const close = document.createElement('button');
  close.textContent = kText.close;
  close.addEventListener('click', () => { el.hidden = true; });
  el.appendChild(close);
  el.hidden = false;
}

export function hideNotice() {
  if (box) box.hidden = true;
}

export const isNoticeShown = () => box !== null && !box.hidden;

let bar = null;

// The toolbar (top middle); buttons are added by the modules that own them.
export function toolbar() {
  if (bar) return bar;
  bar = document.createElement('div');
  bar.id = 'toolbar';
  bar.hidden = true;
  document.body.appendChild(bar);
  return bar;
}

// A toolbar label is `symbol word` ("✚ New game"): the symbol is drawn larger and hidden from screen
// readers (the title names the action), the word says it on every screen, phones included.
function writeLabel(button, text) {
  const [icon, ...word] = String(text).split(' ');
  const symbol = document.createElement('span');
  symbol.className = 'icon';
  symbol.setAttribute('aria-hidden', 'true');
  symbol.textContent = icon;
  const words = document.createElement('span');
  words.className = 'word';
  words.textContent = word.join(' ');
  button.replaceChildren(symbol, words);
}

// Gives `button` the label and title of the kText entries `labelKey` and `titleKey` (the title is
// its tooltip and accessible name and starts with the label's word); both follow the page's language.
export function setLabel(button, labelKey, titleKey = button.dataset.titleKey) {
  button.dataset.labelKey = labelKey;
  button.dataset.titleKey = titleKey;
  writeLabel(button, kText[labelKey]);
  button.title = kText[titleKey];
  button.setAttribute('aria-label', kText[titleKey]);
}

export function addButton(id, labelKey, titleKey, onClick) {
  const button = document.createElement('button');
  button.id = id;
  button.type = 'button';
  setLabel(button, labelKey, titleKey);
  onLanguage(() => setLabel(button, button.dataset.labelKey));
  button.addEventListener('click', (event) => {
    event.preventDefault();
    onClick();
  });
  toolbar().appendChild(button);
  return button;
}
