// A short tone when a human seat's turn begins (Web Audio: an oscillator with a short envelope, no
// sound files), and the toolbar's switch for it, remembered in this browser (the game's `sound`
// preference, src/app/play/preferences.h). Embeds and demos are silent: a wiki page does not beep at
// its readers.
import { addButton, setLabel } from './notice.js';
import { goesOn } from './announce.js';

const hook = () => window.carcassonne;
let on = false;
let audio = null;
let last = null;  // {moves, deciding} after the previous change

export const isSoundOn = () => on;

// The tone: 660 Hz rising to 880 Hz, 10 ms attack, fading out within 0.3 s.
export function playTone() {
  const Context = window.AudioContext ?? window.webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  if (audio.state === 'suspended') audio.resume?.();
  const at = audio.currentTime;
  const oscillator = audio.createOscillator();
  const envelope = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(660, at);
  oscillator.frequency.linearRampToValueAtTime(880, at + 0.12);
  envelope.gain.setValueAtTime(0.0001, at);
  envelope.gain.linearRampToValueAtTime(0.2, at + 0.01);
  envelope.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
  oscillator.connect(envelope);
  envelope.connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + 0.32);
}

const isHuman = (state, name) => (state.players?.find((p) => p.name === name)?.seat ?? 'human') === 'human';

// After a change: the tone when the same game went on (not a new game, an undo or a resume) and a
// human seat decides now who did not before. With one human against computers that is each return
// of their turn; in pass-and-play, every human turn.
function onChange() {
  const api = hook();
  if (api.view().setup) {
    last = null;
    return;
  }
  const state = api.state();
  const moves = api.moves();
  const deciding = state.phase !== 'over' ? state.deciding : null;
  if (on && goesOn(last, moves) && deciding && deciding !== last.deciding && isHuman(state, deciding)) playTone();
  last = { moves, deciding };
}

// The switch (full page only) and the tone on turns. `full`: the full page, not an embed or demo.
export function installSound({ full }) {
  window.addEventListener('carcassonne:change', onChange);
  if (!full) return;
  on = hook().preferences().sound !== false;
  const button = addButton('sound', on ? 'soundOn' : 'soundOff', 'soundTitle', () => {
    on = !on;
    hook().setPreference('sound', on ? 'on' : 'off');
    show();
  });
  const show = () => {
    setLabel(button, on ? 'soundOn' : 'soundOff');
    button.setAttribute('aria-pressed', String(on));
    button.classList.toggle('off', !on);
  };
  show();
}
