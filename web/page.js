// The page shell's start-up once the game is running: a link (URL fragment) wins, else the kept
// game is resumed, else the set-up screen stays; embed and demo modes; the toolbar, keys,
// drag-and-drop, the postMessage API and the service worker (offline play).
import { kText } from './strings.js';
import { addButton, showNotice, toolbar } from './notice.js';
import * as keep from './keep.js';
import { startFromFragment, shareLink } from './share.js';
import { installEmbed, installMessages } from './embed.js';
import { startDemo } from './demo.js';
import { openReplay } from './replay.js';

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
    keep.forget();
    hook.showSetup();
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
  // Embeds, demos and examples never replace the game kept for the full page.
  keep.setKeeping(!embed && !demo && !parsed?.example);
  if (demo) startDemo(parsed.setup);
  else if (embed && !started) startDemo(parsed.setup ?? null);
  if (embed) installEmbed();
  else if (!demo) installControls();
  if (!started && !demo && !embed) keep.resume();
  keep.installKeeping();
  keep.saveNow();
  installMessages();
  registerServiceWorker();
  hook.shellReady = true;
});
