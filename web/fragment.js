// The URL fragment grammar (docs/links.md): `#key=value&key=value&flag`, read into a set-up, a
// record (readable `record=` or compressed `z=`), view options and flags, and written back.
// Only the shape of each value is checked here; the engine checks the game (newGame).
// Errors are in the page's language (parseFragment's `lang`: 'en' or 'cs'), from the catalogues'
// `web.link.*` words (web/strings.js; under Node, load the built page's words.js first).

import { wordsOf } from './strings.js';

const kMaps = ['classic', 'taiwan', 'iberia'];
const kSetupKeys = ['map', 'chips', 'tiles', 'rules', 'options', 'players', 'seed', 'tilecount'];
const kFlags = ['embed', 'demo', 'check'];
const kKeys = [...kSetupKeys, ...kFlags, 'lang', 'record', 'z', 'example', 'step', 'zoom', 'at', 'panels', 'v'];
// The link format's version (`v=`): the page reads every version up to this one; a link without
// `v` is version 1 (every link made before the key existed). The record a link carries has its
// own version, its `game 1` line (docs/records.md).
export const kLinkVersion = 1;
const kPanels = ['remaining'];

const isWhole = (v) => /^\d+$/.test(v);
// The ranges of a link's numbers: a whole `seed` and `tilecount` outside the engine's range is an
// error naming it; `step`, `zoom` and `at` are clamped into theirs (a replay's last step, the
// camera's zoom, 1000 squares from the start tile; web/loader.js setView), but must be finite.
export const kRanges = {
  seed: [0n, 9223372036854775807n], tilecount: [1n, 1000n], step: [0, 10000], zoom: [9, 400], at: [-1000, 1000],
};
const inRange = (key, value) => {
  const [low, high] = kRanges[key];
  const n = BigInt(value);
  return n >= low && n <= high;
};
const clampTo = (key, value) => Math.min(kRanges[key][1], Math.max(kRanges[key][0], Number(value)));
const finite = (value) => Number.isFinite(Number(value));

const list = (v) => v.split(',').map((s) => s.trim()).filter((s) => s !== '');

// The words of `lang` for a link problem `id` (the catalogues' `web.link.*`: notMap is
// web.link.not_map), English for a language the page does not speak.
export function linkProblem(lang, id, ...args) {
  const say = wordsOf(lang, `link${id[0].toUpperCase()}${id.slice(1)}`);
  return typeof say === 'function' ? say(...args) : say;
}

// A value as an error names it: a long one shortened ("12345678901234567890…", 400 digits).
const short = (value) => (value.length > 24 ? `${value.slice(0, 20)}… (${value.length})` : value);

// Checks one value; returns the problem (in `say`'s language) or ''.
function problemOf(key, value, say) {
  const needsValue = !kFlags.includes(key);
  if (needsValue && value === null) return say('needsValue');
  if (!needsValue && value !== null && value !== '1' && value !== '0') return say('isFlag', key);
  switch (key) {
    case 'map': return kMaps.includes(value) ? '' : say('notMap', value, kMaps.join(', '));
    case 'chips': return value === '0' || value === '1' ? '' : say('notBit', value);
    case 'seed': case 'tilecount':
      if (!isWhole(value)) return say('notWhole', short(value));
      return inRange(key, value) ? '' : say('notInRange', short(value), ...kRanges[key].map(String));
    case 'step': return isWhole(value) ? '' : say('notWhole', short(value));
    case 'zoom':
      if (!finite(value)) return say('notInRange', short(value), ...kRanges.zoom.map(String));
      return Number(value) > 0 ? '' : say('notPositive', short(value));
    case 'at': {
      if (!/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(value)) return say('notXy', short(value));
      const bad = value.split(',').find((v) => !finite(v));
      return bad === undefined ? '' : say('notInRange', short(bad), ...kRanges.at.map(String));
    }
    case 'players': {
      const names = list(value);
      if (names.length < 2 || names.length > 6) return say('playerCount', names.length);
      const bad = names.find((n) => !/^[^\s,;#]+$/.test(n));
      return bad === undefined ? '' : say('notOneWord', bad);
    }
    case 'options': {
      const bad = list(value).find((o) => !/^[a-z0-9_-]+:[a-z0-9_-]+$/i.test(o));
      return bad === undefined ? '' : say('notNameValue', bad);
    }
    case 'panels': {
      const bad = list(value).find((p) => !kPanels.includes(p));
      return bad === undefined ? '' : say('notPanel', bad, kPanels.join(', '));
    }
    case 'lang': return /^[a-z]{2}$/.test(value) ? '' : say('notLang', value);
    case 'example': return /^[a-z0-9-]+$/.test(value) ? '' : say('notExample', value);
    case 'z': return /^[A-Za-z0-9_-]+$/.test(value) ? '' : say('notBase64');
    case 'v':
      if (!isWhole(value) || Number(value) < 1) return say('notWhole', value);
      return Number(value) <= kLinkVersion ? '' : say('laterVersion', value, kLinkVersion);
    default: return '';
  }
}

// A readable record: lines separated by `;`, `_` for a space, other characters percent-encoded.
export function encodeReadable(record) {
  return record.trimEnd().split('\n').map((line) => line.trim()).filter((line) => line !== '')
    .map((line) => encodeURIComponent(line).replace(/_/g, '%5F').replace(/%20/g, '_')
      .replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%2B/g, '+'))
    .join(';');
}

export function decodeReadable(value) {
  return value.split(';').map((line) => decodeURIComponent(line.replace(/_/g, ' '))).join('\n') + '\n';
}

// Parses `hash` (with or without the leading '#'). Returns {error, key} (error in `lang`) or
// {version, setup|null, record|null, z|null, example|null, view: {step, zoom, at, panels}, lang, embed, demo, check}.
export function parseFragment(hash, lang = 'en') {
  const say = (id, ...args) => linkProblem(lang, id, ...args);
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const values = new Map();
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    let value = eq < 0 ? null : part.slice(eq + 1);
    if (!kKeys.includes(key)) return { key, error: say('unknownKey', key, kKeys.join(', ')) };
    if (values.has(key)) return { key, error: say('keyTwice', key) };
    if (value !== null && key !== 'record') {
      try {
        value = decodeURIComponent(value);
      } catch {
        return { key, error: say('keyProblem', key, say('badEscape')) };
      }
    }
    const problem = problemOf(key, value, say);
    if (problem) return { key, error: say('keyProblem', key, problem) };
    values.set(key, value);
  }
  const result = {
    version: values.has('v') ? Number(values.get('v')) : 1,
    setup: null, record: null, z: values.get('z') ?? null, example: values.get('example') ?? null,
    lang: values.get('lang') ?? null,
    embed: values.has('embed') && values.get('embed') !== '0', demo: values.has('demo') && values.get('demo') !== '0',
    check: values.has('check') && values.get('check') !== '0',
    view: {
      step: values.has('step') ? clampTo('step', values.get('step')) : null,
      zoom: values.has('zoom') ? clampTo('zoom', values.get('zoom')) : null,
      at: values.has('at') ? values.get('at').split(',').map((v) => clampTo('at', v)) : null,
      panels: values.has('panels') ? list(values.get('panels')) : null,
    },
  };
  if (values.has('record')) {
    try {
      result.record = decodeReadable(values.get('record'));
    } catch {
      return { key: 'record', error: say('keyProblem', 'record', say('badEscape')) };
    }
  }
  if (kSetupKeys.some((k) => values.has(k))) {
    result.setup = {
      map: values.get('map') ?? 'classic',
      chips: values.has('chips') ? values.get('chips') === '1' : null,
      tiles: values.has('tiles') ? list(values.get('tiles')) : null,
      rules: values.has('rules') ? list(values.get('rules')) : null,
      options: values.has('options') ? list(values.get('options')).map((o) => o.split(':')) : [],
      players: values.has('players') ? list(values.get('players')) : null,
      // The seed's digits as they are: above 2^53 a Number would round them.
      seed: values.has('seed') ? String(BigInt(values.get('seed'))) : null,
      tilecount: values.has('tilecount') ? Number(values.get('tilecount')) : null,  // 1-1000: checked above
    };
  }
  const sources = ['record', 'z', 'example'].filter((k) => values.has(k));
  if (sources.length > 1) return { key: sources[1], error: say('twoGames', sources[0], sources[1]) };
  if (sources.length && result.setup) {
    const key = kSetupKeys.find((k) => values.has(k));
    return { key, error: say('setupAndGame', key, sources[0]) };
  }
  return result;
}

// The record header a set-up describes (docs/records.md); the engine fills in the defaults.
export function setupHeader(setup) {
  const lines = ['game 1', `players ${(setup.players ?? ['Red', 'Blue']).join(' ')}`, `map ${setup.map}`];
  if (setup.tiles) lines.push(`tiles ${setup.tiles.join(',')}`);
  if (setup.rules) lines.push(`rules ${setup.rules.length ? setup.rules.join(',') : 'none'}`);
  if (setup.chips !== null && setup.map !== 'classic') lines.push(`chips ${setup.chips ? 'on' : 'off'}`);
  if (setup.seed !== null) lines.push(`seed ${setup.seed}`);
  if (setup.tilecount !== null) lines.push(`tilecount ${setup.tilecount}`);
  for (const [name, value] of setup.options) lines.push(`option ${name} ${value}`);
  return lines.join('\n') + '\n';
}

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

// deflate-raw + base64url with the browser's CompressionStream (no library).
export async function compress(text) {
  const bytes = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// Inflates a `z=` value; with `limit`, stops reading as soon as the text passes `limit` bytes and
// throws a TooLong error ({tooLong: true, length: the bytes read so far}): a small link that would
// inflate to 100 MB is refused after reading a little more than the limit.
export async function decompress(value, limit = Infinity) {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = [];
  let length = 0;
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    chunks.push(chunk);
    length += chunk.length;
    if (length > limit) {
      reader.cancel().catch(() => {});
      throw Object.assign(new Error('too long'), { tooLong: true, length });
    }
  }
  return new TextDecoder().decode(await new Blob(chunks).arrayBuffer());
}

// Readable records up to this many characters; longer ones are compressed (z=).
export const kReadableLimit = 400;

// A fragment for a record plus view keys and flags: `record=` when short, `z=` otherwise.
export async function recordFragment(record, { view = null, flags = [] } = {}) {
  const readable = encodeReadable(record);
  const parts = [...flags];
  parts.push(readable.length <= kReadableLimit ? `record=${readable}` : `z=${await compress(record)}`);
  parts.push(`v=${kLinkVersion}`);
  if (view?.step !== undefined && view?.step !== null) parts.push(`step=${view.step}`);
  if (view?.zoom) parts.push(`zoom=${Math.round(view.zoom * 100) / 100}`);
  if (view?.at) parts.push(`at=${view.at.map((v) => Math.round(v * 100) / 100).join(',')}`);
  if (view?.panels?.length) parts.push(`panels=${view.panels.join(',')}`);
  return '#' + parts.join('&');
}
