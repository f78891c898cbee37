// The compatibility corpus's files and what each must open into (tests/compat/README.md), for the
// browser test and the scripts that wrote the corpus: manifest.json's entries (the first files,
// never edited again) and one FILE.expect.json beside each file added since, so that adding a
// file to the corpus adds files and edits none.
import fs from 'node:fs';
import path from 'node:path';

export const corpusDir = path.dirname(new URL(import.meta.url).pathname);
const kSidecar = '.expect.json';

// Every saved file of `dir` (records/, autosave/, links/), relative to it, sorted.
export function corpusFiles(dir = corpusDir) {
  return ['records', 'autosave', 'links']
    .flatMap((folder) => fs.readdirSync(path.join(dir, folder)).map((name) => `${folder}/${name}`))
    .filter((file) => !file.endsWith(kSidecar))
    .sort();
}

// [{file, kind, signature, phase, after_redo?, version?, seat?}] for every file of the corpus.
export function corpusEntries(dir = corpusDir) {
  const listed = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')).files;
  const added = corpusFiles(dir)
    .filter((file) => fs.existsSync(path.join(dir, file + kSidecar)))
    .map((file) => ({ file, ...JSON.parse(fs.readFileSync(path.join(dir, file + kSidecar), 'utf8')) }));
  return [...listed, ...added];
}

// Writes one saved file into `dir` with its expectation beside it (FILE.expect.json).
export function writeCorpusFile(dir, file, text, expectation) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
  fs.writeFileSync(path.join(dir, file + kSidecar), JSON.stringify(expectation, null, 2) + '\n');
}

// The directory a corpus script writes into: `--into DIR`, else the corpus itself.
export function outputDir(argv = process.argv) {
  return argv.includes('--into') ? path.resolve(argv[argv.indexOf('--into') + 1]) : corpusDir;
}
