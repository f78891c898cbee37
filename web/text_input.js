// One real <input> over the game's text field being edited (names, seed, tile count, followers;
// src/app/platform/text_field.cpp draws them). A tap or click on a field makes the game call
// Module.carcEditText: the input is laid over the field and takes the focus, so a phone opens its
// keyboard (a number pad for numbers), dead keys and input methods compose, paste and selection
// work. Each change is sent to the game (carc_text_input through the heap, web/loader.js), which
// draws it; a composition is sent once it is committed. Enter keeps the text, Escape restores the
// one the field had, leaving the input keeps it. Keys typed here never reach the game (keys.js).
import { showNotice } from './notice.js';

let input = null;
let editing = null;  // {id, original, maxBytes, confirmed} of the field being edited
let composing = false;
let fields = [];     // the game's text fields on screen: {id, x, y, w, h, kind, maxBytes, label, value}
let touchStart = null;

const encoder = new TextEncoder();

// `text` cut to at most `maxBytes` bytes of UTF-8, whole characters only (the field's buffer).
function cutToBytes(text, maxBytes) {
  if (encoder.encode(text).length <= maxBytes) return text;
  let out = '';
  for (const ch of text) {
    if (encoder.encode(out + ch).length > maxBytes) break;
    out += ch;
  }
  return out;
}

// Sends the input's text to the field; `ended`: the edit is over (the game lets the field go).
function send(ended) {
  if (!editing) return;
  const api = window.carcassonne;
  const refused = api.engineCall('carc_text_input', null, ['number', 'string', 'number'], [editing.id, input.value, ended ? 1 : 0]);
  if (typeof refused === 'string' && refused) showNotice(refused, { kind: 'error' });
  api.wake?.();
}

function accept() {
  if (!editing || composing) return;
  const cut = cutToBytes(input.value, editing.maxBytes);
  if (cut !== input.value) input.value = cut;
  send(false);
}

// Hides the input; the keys go back to the board if the input had them (Enter, Escape, the field
// gone), else the focus stays where it went (a click elsewhere).
function close() {
  editing = null;
  composing = false;
  const hadFocus = document.activeElement === input;
  input.hidden = true;
  if (hadFocus) document.getElementById('canvas')?.focus({ preventScroll: true });
}

// Ends the edit: `how` is 'keep' (Enter, the input left) or 'restore' (Escape).
function finish(how) {
  if (!editing) return;
  if (how === 'restore') input.value = editing.original;
  send(true);
  close();
}

function makeInput() {
  input = document.createElement('input');
  input.type = 'text';
  input.id = 'text-input';
  input.hidden = true;
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.setAttribute('enterkeyhint', 'done');
  input.addEventListener('compositionstart', () => { composing = true; });
  input.addEventListener('compositionend', () => {
    composing = false;
    accept();
  });
  input.addEventListener('input', (event) => {
    if (!event.isComposing) accept();
  });
  // On window in the capture phase: keys.js stops a key aimed at a page control there, before it
  // would reach the input itself (so that the game never hears it).
  window.addEventListener('keydown', (event) => {
    if (event.target !== input || event.isComposing || composing) return;  // Enter or Escape in an input method's window
    if (event.key === 'Enter') finish('keep');
    else if (event.key === 'Escape') finish('restore');
    else if (event.key !== 'Tab' || !tabTo(event.shiftKey ? -1 : 1)) return;
    event.preventDefault();
  }, true);
  input.addEventListener('blur', () => finish('keep'));
  document.body.appendChild(input);
}

// The game's hooks (src/app/platform/text_field.cpp). `confirmed`: the game opened the field (a
// tap opens it here first, see openOnTap, and the game confirms in its next frame).
function edit({ id, value, kind, maxBytes, label, font }, confirmed = true) {
  if (editing && editing.id !== id) finish('keep');
  if (editing && editing.id === id && !editing.confirmed && confirmed) {
    editing.confirmed = true;  // opened by the tap already: keep what was typed since, and send it
    if (input.value !== editing.original) send(false);
    return;
  }
  editing = { id, original: value, maxBytes, confirmed };
  composing = false;
  input.value = value;
  input.setAttribute('inputmode', kind === 'number' ? 'numeric' : 'text');
  input.setAttribute('autocapitalize', kind === 'number' ? 'off' : 'words');
  input.setAttribute('aria-label', label);
  // ImGui's font size is a line's height (ascent to descent), CSS's the em: about 1.25 em.
  input.style.fontSize = `${Math.round(font * 0.8)}px`;
  input.hidden = false;
  input.focus({ preventScroll: true });
  input.select();
}

function place(x, y, w, h) {
  const canvas = document.getElementById('canvas');
  const at = canvas ? canvas.getBoundingClientRect() : { left: 0, top: 0 };
  Object.assign(input.style, {
    left: `${at.left + x}px`, top: `${at.top + y}px`, width: `${Math.max(w, 0)}px`, height: `${Math.max(h, 0)}px`,
  });
  input.classList.toggle('clipped', w <= 0 || h <= 0);
}

// The game went on without the field (another screen): its text is already there.
function end() {
  if (editing) close();
}

// Tab / Shift+Tab (`step` 1 / -1): keeps the text and edits the form's next / previous field, in
// the order the game draws them; false at either end (the browser's Tab moves on to the page).
function tabTo(step) {
  const at = fields.findIndex((f) => f.id === editing?.id);
  const next = at < 0 ? null : fields[at + step];
  if (!next) return false;
  finish('keep');
  window.carcassonne.engineCall('carc_text_focus', null, ['number'], [next.id]);
  openUnconfirmed(next);
  return true;
}

// Opens the input over `field` before the game does (it confirms in a frame or two: edit); closed
// again if the game does not open the field.
function openUnconfirmed(field) {
  edit(field, false);
  place(field.x, field.y, field.w, field.h);
  const opened = editing;
  setTimeout(() => {
    if (editing === opened && !opened.confirmed) close();
  }, 1000);
  window.carcassonne.wake?.();
}

// A tap on a text field opens the input within the tap itself: a phone (iOS above all) shows its
// keyboard only for a focus given in the handler of the touch. The game hears the same tap in its
// next frame and confirms the field (edit); a field it does not open (a tap that became something
// else) closes again.
function openOnTap(event) {
  const touch = event.changedTouches?.[0];
  const start = touchStart;
  touchStart = null;
  if (!touch || !start || Math.hypot(touch.clientX - start.x, touch.clientY - start.y) > 10) return;
  const at = event.currentTarget.getBoundingClientRect();
  const x = touch.clientX - at.left;
  const y = touch.clientY - at.top;
  const field = fields.find((f) => x >= f.x && x < f.x + f.w && y >= f.y && y < f.y + f.h);
  if (field && editing?.id !== field.id) openUnconfirmed(field);
}

export function installTextInput() {
  if (input) return;
  makeInput();
  Object.assign(window.Module, {
    carcEditText: edit, carcPlaceText: place, carcEndText: end, carcTextFields: (list) => { fields = list; },
  });
  const canvas = document.getElementById('canvas');
  canvas?.addEventListener('touchstart', (event) => {
    const touch = event.touches.length === 1 ? event.touches[0] : null;
    touchStart = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }, { passive: true });
  canvas?.addEventListener('touchend', openOnTap, { passive: true });
}
