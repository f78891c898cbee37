// Demo mode (`#demo`, optionally with set-up keys): every seat is played by the computer at a
// watchable pace, and a finished game restarts with the next seed. Until AI seats exist the
// player picks a random legal choice (choices()/choose()); window.carcassonne.demoPick replaces it.
import { setupHeader } from './fragment.js';

const hook = () => window.carcassonne;
export const kDemoStepMs = 450;
export const kDemoRestartMs = 4000;

const kDefault = { map: 'taiwan', chips: true, tiles: ['base', 'ic', 'tb'], rules: null, options: [],
                   players: ['Red', 'Blue', 'Green'], seed: null, tilecount: null };

function pickRandom(choices) {
  return Math.floor(Math.random() * choices.length);
}

// Plays the demo from `setup` (parsed set-up keys, or the default Taiwan game with chips).
export function startDemo(setup) {
  const given = Object.entries(setup ?? {}).filter(([, value]) => value !== null);
  const base = { ...kDefault, ...Object.fromEntries(given) };
  let seed = base.seed ?? 1 + Math.floor(Math.random() * 1e6);
  const start = () => {
    const error = hook().newGame(setupHeader({ ...base, seed }));
    if (error) throw new Error(`demo set-up: ${error}`);
    hook().demoSeed = seed;
  };
  const tick = () => {
    const state = hook().state();
    if (state.phase === 'over') {
      seed += 1;
      setTimeout(() => { start(); setTimeout(tick, kDemoStepMs); }, kDemoRestartMs);
      return;
    }
    const choices = hook().choices();
    if (choices.length) hook().choose((hook().demoPick ?? pickRandom)(choices, state));
    setTimeout(tick, hook().demoStepMs ?? kDemoStepMs);
  };
  start();
  setTimeout(tick, kDemoStepMs);
}
