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

function noticeButton(id, label, title, run) {
  const button = document.createElement('button');
  button.id = id;
  button.type = 'button';
  button.textContent = label;
  if (title) button.title = title;
  button.addEventListener('click', run);
  return button;
}

// Copies `link`: the Clipboard API, else the field's text selected and execCommand('copy'); true
// when one of them worked. The link stays selected in the field for copying by hand.
async function copyLink(field, link) {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch { /* no Clipboard API or no permission: the selection below */ }
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

// A link in a read-only field, a Copy button (the notice's words say whether it worked) and, where
// the browser can hand a link to the phone's apps (navigator.share), a Share button.
function addLink(el, words, link) {
  const field = document.createElement('input');
  field.className = 'link';
  field.readOnly = true;
  field.value = link;
  field.addEventListener('focus', () => field.select());
  el.appendChild(field);
  el.appendChild(noticeButton('notice-copy', kText.copy, kText.copyTitle, async () => {
    words.textContent = (await copyLink(field, link)) ? kText.linkCopyDone : kText.linkCopyByHand;
  }));
  if (typeof navigator.share !== 'function') return;
  el.appendChild(noticeButton('notice-share', kText.shareTo, kText.shareToTitle, () => {
    navigator.share({ url: link }).catch(() => { /* the player closed the share sheet */ });
  }));
}

// Shows `text` (and an optional link field with Copy and Share buttons, or an `action` button
// {id, label, run} that closes the notice and runs) until closed; kind 'error' colours it.
export function showNotice(text, { kind = 'info', link = null, action = null } = {}) {
  const el = noticeBox();
  el.replaceChildren();
  el.className = kind;
  const words = document.createElement('span');
  words.className = 'words';
  words.textContent = text;
  el.appendChild(words);
  if (link !== null) addLink(el, words, link);
  if (action !== null) {
    el.appendChild(noticeButton(action.id, action.label, '', () => {
      el.hidden = true;
      action.run();
    }));
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
