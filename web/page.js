// The page shell's start-up once the game is running: a link (URL fragment) wins, else the kept
// game is resumed, else the set-up screen stays; embed and demo modes; the toolbar, keys,
// drag-and-drop, the postMessage API and the service worker (offline play).
import { kText } from './strings.js';
import { addButton, isNoticeShown, showNotice, toolbar } from './notice.js';
import * as keep from './keep.js';
import { startFromFragment, shareLink } from './share.js';
import { installEmbed, installMessages } from './embed.js';
import { startDemo } from './demo.js';
import { closeReplay, openReplay } from './replay.js';

const hook = window.carcassonne;

function whenReady(run) {
  if (hook.ready) run();
  else window.addEventListener('carcassonne:ready', run, { once: true });
}

function report(error) {
  if (error) showNotice(error, { kind: 'error' });
}

function installControls() {
  addButton('new-game', kText.newGame, 'newGameTitle', () => {
    closeReplay();
    keep.forget();
    hook.showSetup();
    keep.offerPrevious();  // a game a link or a replay set aside can still come back
  });
  addButton('undo', kText.undo, 'undoTitle', () => report(keep.undo()));
  addButton('redo', kText.redo, 'redoTitle', () => report(keep.redoTurn()));
  addButton('save', kText.save, 'saveTitle', () => keep.download());
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
  addButton('open', kText.open, 'openTitle', () => picker.click());
  addButton('replay-open', kText.replayButton, 'replayButtonTitle', () => {
    if (!hook.view().setup) report(openReplay(hook.record(), hook.moves().length));
  });
  addButton('share', kText.share, 'shareTitle', () => shareLink());
  toolbar().hidden = false;
  // Phones: the game's top bar and set-up column start below the toolbar (its own row there).
  const inset = () => hook.setTopInset(Math.ceil(toolbar().getBoundingClientRect().bottom) + 2);
  inset();
  window.addEventListener('resize', inset);

  window.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) report(keep.undo());
    else if (key === 'y' || (key === 'z' && event.shiftKey)) report(keep.redoTurn());
    else return;
    event.preventDefault();
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
  const { started, parsed } = await startFromFragment();
  const embed = parsed?.embed ?? false;
  const demo = parsed?.demo ?? false;
  // Embeds and demos never touch the game kept for the full page (a wiki page with embeds shares
  // its origin, and so its storage, with the full game).
  const full = !embed && !demo;
  keep.setKeeping(full);
  if (demo) startDemo(parsed.setup);
  else if (embed && !started) startDemo(parsed.setup ?? null);
  if (embed) installEmbed();
  else if (!demo) installControls();
  // A link's game is kept from now on; the game kept before is set aside, never lost. Without a
  // link the kept game is resumed, else a game set aside earlier is offered.
  if (full && started) keep.adoptLinkedGame();
  else if (full && !keep.resume() && !isNoticeShown()) keep.offerPrevious();
  keep.installKeeping();
  installMessages();
  registerServiceWorker();
  hook.shellReady = true;
});
