// Demo mode (`#demo`, optionally with set-up keys): every seat is a computer player (a name
// without a level gets easy or medium in turn, names from aiLevels()), played by the page at the fast pace, and a
// finished game restarts with the next seed.
import { setupHeader } from './fragment.js';

const hook = () => window.carcassonne;
export const kDemoPace = 'fast';
export const kDemoRestartMs = 4000;
const kPollMs = 250;

const kDefault = { map: 'taiwan', chips: true, tiles: ['base', 'ic', 'tb'], rules: null, options: [],
                   players: ['Red', 'Blue', 'Green'], seed: null, tilecount: null };
// The demo's levels: the two after `random` of the engine's list (aiLevels(), weakest first):
// easy and medium, quick enough for a demo at the fast pace.
const demoLevels = (levels) => levels.slice(1, 3);

// Every seat a computer: `Name` becomes `Name:easy`, `Name:medium`, … in turn; levels given stay.
export function computerSeats(players, levels = demoLevels(hook().aiLevels())) {
  return players.map((name, i) => (name.includes(':') ? name : `${name}:${levels[i % levels.length]}`));
}

// Plays the demo from `setup` (parsed set-up keys, or the default Taiwan game with chips).
export function startDemo(setup) {
  const given = Object.entries(setup ?? {}).filter(([, value]) => value !== null);
  const base = { ...kDefault, ...Object.fromEntries(given) };
  base.players = computerSeats(base.players);
  // A page that pinned its deals (hook().dealSeed, web/loader.js) starts the demo there too.
  // A link's seed is its digits (web/fragment.js): counted on exactly, then shown as a number.
  let seed = BigInt(base.seed ?? (hook().dealSeed || 1 + Math.floor(Math.random() * 1e6)));
  const start = () => {
    const error = hook().newGame(setupHeader({ ...base, seed }));
    if (error) throw new Error(`demo set-up: ${error}`);
    hook().demoSeed = seed <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seed) : String(seed);
  };
  const watch = () => {
    if (hook().state().phase !== 'over') return setTimeout(watch, kPollMs);
    seed += 1n;
    setTimeout(() => { start(); setTimeout(watch, kPollMs); }, kDemoRestartMs);
  };
  hook().aiPace(kDemoPace);
  start();
  setTimeout(watch, kPollMs);
}
