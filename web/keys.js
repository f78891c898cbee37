// Keys between the page's own controls and the board. The game (SDL) listens to keys on the whole
// window, so without this a key pressed on a toolbar button would act on the board too (Enter on
// New game would also place the tile) and Tab would never leave the board (SDL keeps it). Here a
// key aimed at a button, a field or the replay's controls stays with it, and in a game Tab moves
// the focus between the board and the toolbar as on any page; on the set-up screen Tab stays with
// the game, whose name fields take it. The board (the canvas) is a focus stop whose label names
// its keys. A toolbar button clicked with the mouse or tapped hands the keys back to the board
// (arrows, R, Space and Enter act on the game again, never on that button a second time); one
// pressed from the keyboard keeps the focus, so Tab goes on along the toolbar.
import { kText, onLanguage } from './strings.js';

const kControls = 'button, input, select, textarea, a[href], [contenteditable]';

// Whether the game should not see this key event.
function isPageKey(event, canvas) {
  const target = event.target;
  if (target instanceof Element && target !== canvas && target.closest(kControls)) return true;
  if (event.key !== 'Tab') return false;
  const api = window.carcassonne;
  return Boolean(api?.ready && api.view && !api.view().setup);
}

export function installKeys() {
  const canvas = document.getElementById('canvas');
  if (!canvas) return;
  const label = () => canvas.setAttribute('aria-label', kText.boardLabel);
  label();
  onLanguage(label);
  // In the capture phase on window: stopPropagation keeps the event from the game's listener (on
  // window too, in the bubble phase); the page's other listeners on window still hear it.
  for (const type of ['keydown', 'keyup', 'keypress']) {
    window.addEventListener(type, (event) => {
      if (isPageKey(event, canvas)) event.stopPropagation();
    }, true);
  }
  // After the button's own handler (the bubble phase on window). A click's detail counts the
  // pointer's clicks; a button pressed with Enter or Space clicks with detail 0.
  window.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.detail > 0 && target?.closest('#toolbar button') && document.activeElement !== canvas) {
      canvas.focus({ preventScroll: true });
    }
  });
}
