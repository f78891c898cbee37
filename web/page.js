// The page shell's start-up once the game is running: a link (URL fragment) wins, else the kept
// game is resumed, else the set-up screen stays; embed and demo modes; the toolbar, keys,
// drag-and-drop, the postMessage API, the live region for screen readers, the turn tone, keys
// between the page's controls and the board, and the service worker (offline play).
import { onLanguage } from './strings.js';
import { addButton, isNoticeShown, showNotice, toolbar } from './notice.js';
import * as keep from './keep.js';
import { continueByLink, startFromFragment, shareLink } from './share.js';
import { installChecks, installEmbed, installMessages } from './embed.js';
import { startDemo } from './demo.js';
import { closeReplay, isReplaying, openReplay } from './replay.js';
import { installAnnouncer } from './announce.js';
import { installSound } from './sound.js';
import { installKeys } from './keys.js';
import { installTextInput } from './text_input.js';
import { installMoreMenu, isPhoneRow } from './more_menu.js';

const hook = window.carcassonne;

function whenReady(run) {
  if (hook.ready) run();
  else window.addEventListener('carcassonne:ready', run, { once: true });
}

function report(error) {
  if (error) showNotice(error, { kind: 'error' });
}

// Actions with nothing to act on are disabled: no game shown (the set-up screen) disables Save,
// Replay and Share; Undo needs a human's move or step to go back to, Redo an undone turn.
function refreshButtons() {
  const api = hook;
  const game = api.ready && !api.view().setup;
  const moves = game ? api.moves().length : 0;
  const able = { undo: game && keep.canUndo(), redo: game && keep.canRedo(), save: game, 'replay-open': moves > 0, share: game };
  for (const [id, on] of Object.entries(able)) {
    const button = document.getElementById(id);
    if (button) button.disabled = !on;
  }
  const bar = toolbar();
  if (bar.classList.contains('in-game') !== game) {
    bar.classList.toggle('in-game', game);
    insetBelowToolbar();
  }
}
// After the listeners of the same change.
const refreshSoon = () => queueMicrotask(refreshButtons);

// The game's top bar and set-up column start below the toolbar (phones: its own rows there).
// The notice strip goes below it too (style.css reads --toolbar-bottom).
// Phones in a game: the toolbar is Undo and More at the right end of the top bar's row, which
// starts at the top and keeps its scores clear of them (web/more_menu.js).
function insetBelowToolbar() {
  const box = toolbar().getBoundingClientRect();
  const bottom = Math.ceil(box.bottom);
  const row = isPhoneRow();
  hook.setTopInset(row ? 0 : bottom + 2);
  hook.setBarMenu(row ? Math.ceil(window.innerWidth - box.left) + 4 : 0);
  document.documentElement.style.setProperty('--toolbar-bottom', `${bottom}px`);
}

const linesOf = (point) => point.record.trimEnd().split('\n');
const startsWith = (lines, head) => head.length <= lines.length && head.every((line, i) => line === lines[i]);

// A game that neither goes on from the kept game nor is an earlier point of it (the game's own
// New game button then Start, a file opened) is about to be kept instead: the kept game is set
// aside first, never lost. Runs before keep.js's listener keeps the new game.
function setAsideReplaced() {
  if (isReplaying() || hook.view().setup) return;
  const kept = keep.keptGame();
  const now = keep.currentPoint();
  if (!kept || !now) return;
  const [a, b] = [linesOf(kept), linesOf(now)];
  if (!startsWith(a, b) && !startsWith(b, a)) keep.setAsideGame(kept);
}

function installControls() {
  const act = (run) => () => {
    run();
    refreshSoon();
  };
  addButton('new-game', 'newGame', 'newGameTitle', act(() => {
    closeReplay();
    // The game is set aside, never lost: "Back to it" brings it back, also after a reload.
    const aside = keep.setAsideGame();
    keep.forget();
    hook.showSetup();
    if (!aside) keep.offerPrevious();  // a game a link or a replay set aside can still come back
  }));
  addButton('undo', 'undo', 'undoTitle', act(() => report(keep.undo())));
  addButton('redo', 'redo', 'redoTitle', act(() => report(keep.redoTurn())));
  addButton('save', 'save', 'saveTitle', () => keep.download());
  const picker = document.createElement('input');
  picker.type = 'file';
  picker.id = 'open-file';
  picker.accept = '.txt,.rec,text/plain';
  picker.hidden = true;
  picker.addEventListener('change', () => {
    if (picker.files?.[0]) keep.openFile(picker.files[0]);
    picker.value = '';
  });
  document.body.appendChild(picker);
  addButton('open', 'open', 'openTitle', () => picker.click());
  addButton('replay-open', 'replayButton', 'replayButtonTitle', act(() => {
    if (!hook.view().setup) report(openReplay(hook.record(), hook.moves().length));
  }));
  addButton('share', 'share', 'shareTitle', () => shareLink());
  installSound({ full: true });
  installMoreMenu();
  toolbar().hidden = false;
  insetBelowToolbar();
  window.addEventListener('resize', insetBelowToolbar);
  onLanguage(insetBelowToolbar);  // the words' widths change the rows
  window.addEventListener('carcassonne:change', refreshSoon);
  window.addEventListener('carcassonne:seat', refreshSoon);  // Undo: never the other person's move
  window.addEventListener('carcassonne:change', setAsideReplaced);

  window.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (event.target instanceof Element && event.target.closest('input, textarea')) return;  // a field's own undo
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) report(keep.undo());
    else if (key === 'y' || (key === 'z' && event.shiftKey)) report(keep.redoTurn());
    else return;
    event.preventDefault();
    refreshSoon();
  }, true);
  document.addEventListener('dragover', (event) => event.preventDefault());
  document.addEventListener('drop', (event) => {
    event.preventDefault();
    const file = event.dataTransfer?.files?.[0];
    if (file) keep.openFile(file);
  });
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !location.protocol.startsWith('http')) return;
  navigator.serviceWorker.register('sw.js').catch(() => { /* no offline play; the game runs */ });
}

whenReady(async () => {
  const { started, failed, rejected, parsed } = await startFromFragment();
  const embed = parsed?.embed ?? false;
  const demo = parsed?.demo ?? false;
  if (embed && parsed.check) {  // the wiki's edit preview checks games here: nothing shown or kept
    keep.setKeeping(false);
    installChecks();
    hook.shellReady = true;
    return;
  }
  // Embeds and demos never touch the game kept for the full page (a wiki page with embeds shares
  // its origin, and so its storage, with the full game).
  const full = !embed && !demo;
  keep.setKeeping(full);
  // A link that failed shows its error (a rejected record: over the board of its lines before the
  // bad one), never a demo or another game.
  if (demo && !failed) startDemo(parsed.setup);
  else if (embed && !started && !failed) startDemo(parsed.setup ?? null);
  if (embed) installEmbed();
  else if (!demo) installControls();
  installAnnouncer({ embed });
  installKeys();
  installTextInput();
  // A link's game is kept from now on; the game kept before is set aside, never lost. Without a
  // link the kept game is resumed, else a game set aside earlier is offered. A rejected record's
  // lines are only looked at: the kept game comes back when the viewer closes.
  if (full && started) keep.adoptLinkedGame();
  else if (full && !rejected && !keep.resume() && !isNoticeShown()) keep.offerPrevious();
  keep.installKeeping();
  if (full) keep.installGameList({ opened: continueByLink });  // "Games in progress" on the first screen
  if (embed) installMessages();  // commands and events for the framing page: embeds only
  registerServiceWorker();
  if (!embed && !demo) refreshButtons();
  hook.shellReady = true;
});
