// Every user-visible string of the page shell's keep/share/replay/embed controls, in the page's two
// languages (the game's own words are in assets/i18n). `kText.key` answers in the current language
// (window.carcassonne.language, chosen by loader.js), falling back to English; `onLanguage(fn)` runs
// fn whenever the player switches language, so labels already on the page are rewritten. Toolbar
// buttons are symbols (the toolbar stays narrow, clear of the panels); their titles say what they do.
const kWords = {
  en: {
    newGame: '✚',
    newGameTitle: 'New game: leave this game and open the set-up screen',
    undo: '↶',
    undoTitle: 'Undo: back to the start of your previous turn (Ctrl+Z)',
    redo: '↷',
    redoTitle: 'Redo: play the undone turn again (Ctrl+Y)',
    save: '⤓',
    saveTitle: 'Save: download this game as a text record',
    open: '⤒',
    openTitle: 'Open a saved game record (or drop one onto the page)',
    share: '⤴',
    shareTitle: 'Share: copy a link to this game',
    close: 'Close',
    notKept: 'Games will not be kept in this browser: its storage is unavailable or full.',
    resumeFailed: 'The kept game could not be resumed: ',
    openFailed: (file, error) => `${file} was not opened: ${error}`,
    nothingToUndo: 'Nothing to undo.',
    nothingToRedo: 'Nothing to redo.',
    linkFailed: (error) => `The link could not be read: ${error}`,
    linkCopied: 'Link copied. Paste it to share this game.',
    linkReady: 'Link to this game:',
    yourMoveLink: 'Your move is made. Send this link to your opponent:',
    openFull: 'Open the full game ↗',
    replayStart: '⏮',
    replayBack: '◀',
    replayPlay: '▶ Play',
    replayPause: '❚❚ Pause',
    replayForward: '▶',
    replayEnd: '⏭',
    replayStep: (step, total) => `Step ${step} of ${total}`,
    replayTitle: 'Replay',
    replayButton: '⏵',
    replayButtonTitle: 'Replay: step through this game',
    exampleFailed: (name, error) => `Example ${name} could not be shown: ${error}`,
    replayClose: '✕',
    replayCloseTitle: 'Close the replay: back to the game (Esc)',
    closeReplayFirst: 'Close the replay first (✕ or Esc).',
    previousKept: (players) => `Your previous game (${players}) is kept.`,
    linkReplacedGame: (players) => `This link opened another game. Your previous game (${players}) is kept.`,
    playedOnFromReplay: (players) => `You play on from the step shown. The whole game (${players}) is kept.`,
    previousBack: (players) => `Your previous game is back. The game you left (${players}) is kept.`,
    backToPrevious: 'Back to it',
    nothingToGoBackTo: 'No previous game is kept.',
  },
  // Czech in the fan wiki's style: the formal imperative, Czech software labels.
  cs: {
    newGameTitle: 'Nová hra: opustit tuto hru a otevřít nastavení',
    undoTitle: 'Zpět: na začátek vašeho předchozího tahu (Ctrl+Z)',
    redoTitle: 'Znovu: zahrát vrácený tah znovu (Ctrl+Y)',
    saveTitle: 'Uložit: stáhnout tuto hru jako textový záznam',
    openTitle: 'Otevřít uložený záznam hry (nebo jej přetáhněte na stránku)',
    shareTitle: 'Sdílet: zkopírovat odkaz na tuto hru',
    close: 'Zavřít',
    notKept: 'Hry se v tomto prohlížeči neuloží: jeho úložiště není dostupné nebo je plné.',
    resumeFailed: 'Uloženou hru nelze obnovit: ',
    openFailed: (file, error) => `Soubor ${file} nebyl otevřen: ${error}`,
    nothingToUndo: 'Není co vrátit.',
    nothingToRedo: 'Není co zopakovat.',
    linkFailed: (error) => `Odkaz nelze přečíst: ${error}`,
    linkCopied: 'Odkaz je zkopírován. Vložte jej tam, kde chcete hru sdílet.',
    linkReady: 'Odkaz na tuto hru:',
    yourMoveLink: 'Váš tah je zahrán. Pošlete tento odkaz soupeři:',
    openFull: 'Otevřít celou hru ↗',
    replayPlay: '▶ Přehrát',
    replayPause: '❚❚ Pozastavit',
    replayStep: (step, total) => `Krok ${step} z ${total}`,
    replayTitle: 'Přehrávání',
    replayButtonTitle: 'Přehrát: projít tuto hru krok za krokem',
    exampleFailed: (name, error) => `Příklad ${name} nelze zobrazit: ${error}`,
    replayCloseTitle: 'Zavřít přehrávání: zpět ke hře (Esc)',
    closeReplayFirst: 'Nejprve zavřete přehrávání (✕ nebo Esc).',
    previousKept: (players) => `Vaše předchozí hra (${players}) zůstala uložena.`,
    linkReplacedGame: (players) => `Odkaz otevřel jinou hru. Vaše předchozí hra (${players}) zůstala uložena.`,
    playedOnFromReplay: (players) => `Hrajete dál od zobrazeného kroku. Celá hra (${players}) zůstala uložena.`,
    previousBack: (players) => `Předchozí hra je zpět. Hra, kterou jste opustili (${players}), zůstala uložena.`,
    backToPrevious: 'Vrátit se k ní',
    nothingToGoBackTo: 'Žádná předchozí hra není uložena.',
  },
};

export function language() {
  const code = window.carcassonne?.language;
  return kWords[code] ? code : 'en';
}

export const kText = new Proxy({}, {
  get: (_, key) => kWords[language()][key] ?? kWords.en[key],
});

// fn() after every language switch (loader.js fires 'carcassonne:language').
export function onLanguage(fn) {
  window.addEventListener('carcassonne:language', fn);
}
