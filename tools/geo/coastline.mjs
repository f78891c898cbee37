// Writes assets/maps/ID.coast (the land drawn under a map's squares) from Natural Earth country
// outlines (npm world-atlas, 1:10m). Run by hand when a map's grid changes, never by a build:
//   cd tools/geo && npm ci && node coastline.mjs [taiwan|iberia ...]
// The fit: board x from longitude, board y from latitude, each a least-squares line through the
// map's named places (towns, large cities, start squares), then stretched and shifted a little to
// put more squares on land (adjustFit); each island group is then moved (and
// small ones enlarged) onto its island squares. The file format is in assets/maps/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const atlas = JSON.parse(fs.readFileSync(path.join(repo, 'tools/geo/node_modules/world-atlas/countries-10m.json'), 'utf8'));
const atlasVersion = JSON.parse(fs.readFileSync(path.join(repo, 'tools/geo/node_modules/world-atlas/package.json'), 'utf8')).version;

// Where each named place of a map really is (longitude, latitude), the countries drawn as the
// place itself ("home"; others are drawn as neighbouring land), the window of the world kept, and
// the island groups: every ring within `radius` degrees of `at` belongs to the island named.
const kPlaces = {
  taiwan: {
    home: ['Taiwan'],
    window: [113, 18, 128, 29],
    anchors: {
      'Mount Snow': [121.23, 24.38], 'Mount Jade': [120.96, 23.47], Taipei: [121.56, 25.04],
      Taichung: [120.68, 24.14], Tainan: [120.2, 23.0], Kaohsiung: [120.3, 22.63], Keelung: [121.74, 25.13],
      Hsinchu: [120.97, 24.8], Yilan: [121.75, 24.75], Hualien: [121.6, 23.98], Chiayi: [120.45, 23.48],
      Taitung: [121.15, 22.75], Hengchun: [120.74, 22.0],
    },
    islands: {
      Penghu: { at: [119.58, 23.57], radius: 0.35 },
      'Green Island': { at: [121.49, 22.66], radius: 0.06 },
      'Orchid Island': { at: [121.55, 22.04], radius: 0.1 },
    },
  },
  iberia: {
    home: ['Spain', 'Portugal', 'Andorra', 'Gibraltar'],
    window: [-32, 27, 32, 53],
    anchors: {
      León: [-5.57, 42.6], Pamplona: [-1.64, 42.81], Évora: [-7.91, 38.57], Murcia: [-1.13, 37.99],
      Barcelona: [2.17, 41.39], Madrid: [-3.7, 40.42], Lisboa: [-9.14, 38.72], Bilbao: [-2.93, 43.26],
      Zaragoza: [-0.88, 41.65], Porto: [-8.61, 41.15], Salamanca: [-5.66, 40.97], Valencia: [-0.38, 39.47],
      Sevilla: [-5.98, 37.39], Granada: [-3.6, 37.18], Málaga: [-4.42, 36.72],
    },
    islands: {
      Mallorca: { at: [2.95, 39.6], radius: 0.75 },
      Ibiza: { at: [1.35, 38.85], radius: 0.35 },
      Menorca: { at: [4.1, 39.97], radius: 0.3 },
    },
  },
};

// The parts of a .map file the fit needs: size, the named squares, the island squares.
function readMap(id) {
  const text = fs.readFileSync(path.join(repo, `assets/maps/${id}.map`), 'utf8');
  const map = { cols: 0, rows: 0, named: {}, islands: {}, land: [] };
  const square = (s) => s.split(',').map(Number);
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    let m;
    if ((m = line.match(/^size\s+(\d+)x(\d+)/))) [map.cols, map.rows] = [Number(m[1]), Number(m[2])];
    if ((m = line.match(/^(\d+)\s*\|(.*)\|$/))) {
      [...m[2]].forEach((c, i) => { if (c !== ' ' && c !== '~' && c !== 'i') map.land.push([i + 1, Number(m[1])]); });
    }
    if ((m = line.match(/^(start|town|city)\s+(.+?)\s+(\d+,\d+)/u))) map.named[m[2]] = square(m[3]);
    if ((m = line.match(/^island\s+(.+?)\s+((?:\d+,\d+\s*)+);/u))) map.islands[m[1]] = m[2].trim().split(/\s+/).map(square);
  }
  return map;
}

// y = a * x + b through the pairs, least squares.
function fitLine(pairs) {
  const n = pairs.length;
  const mx = pairs.reduce((s, p) => s + p[0], 0) / n;
  const my = pairs.reduce((s, p) => s + p[1], 0) / n;
  const sxy = pairs.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const sxx = pairs.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const a = sxy / sxx;
  return { a, b: my - a * mx };
}

// Board coordinates of a square's middle: column X spans x = X..X+1.
const middle = ([x, y]) => [x + 0.5, y + 0.5];

function fitProjection(map, places) {
  const pairs = Object.entries(places.anchors).map(([name, lonlat]) => {
    if (!map.named[name]) throw new Error(`${name}: not a named square of the map`);
    return [lonlat, middle(map.named[name])];
  });
  const fx = fitLine(pairs.map(([g, b]) => [g[0], b[0]]));
  const fy = fitLine(pairs.map(([g, b]) => [g[1], b[1]]));
  return { fx, fy, project: ([lon, lat]) => [fx.a * lon + fx.b, fy.a * lat + fy.b] };
}

// Every ring of every country inside the window: { country, ring: [[lon, lat]...] }.
function ringsInWindow(places) {
  const [w, s, e, n] = places.window;
  const out = [];
  for (const f of feature(atlas, atlas.objects.countries).features) {
    const polygons = f.geometry?.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry?.coordinates ?? [];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        if (ring.some(([lon, lat]) => lon >= w && lon <= e && lat >= s && lat <= n)) out.push({ country: f.properties.name, ring });
      }
    }
  }
  return out;
}

function bounds(points) {
  const b = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) b[0] = Math.min(b[0], x), b[1] = Math.min(b[1], y), b[2] = Math.max(b[2], x), b[3] = Math.max(b[3], y);
  return b;
}

// The least-squares fit puts places right on average but may leave coast squares at sea: tries
// small stretches (about the map's middle) and shifts, and keeps the one that puts the most
// squares on land, named squares counting four times, less a penalty for moving the named places.
function adjustFit(rings, map) {
  const home = rings.filter((r) => r.kind === 'home').map((r) => ({ board: simplify(r.board, 0.05) }));
  const named = Object.values(map.named).map(middle);
  const squares = map.land.map(middle);
  const cx = (map.cols + 2) / 2, cy = (map.rows + 2) / 2;
  let best = { score: -Infinity };
  for (let kx = 0.9; kx <= 1.151; kx += 0.05) for (let ky = 0.9; ky <= 1.201; ky += 0.05) {
    for (let dx = -0.6; dx <= 0.601; dx += 0.2) for (let dy = -0.6; dy <= 0.601; dy += 0.2) {
      // The inverse of the adjustment moves the squares instead of the rings.
      const back = ([x, y]) => [cx + (x - dx - cx) / kx, cy + (y - dy - cy) / ky];
      const onSquares = squares.filter((p) => onLand(home, back(p))).length;
      const onNamed = named.filter((p) => onLand(home, back(p))).length;
      const moved = named.reduce((s, p) => s + Math.hypot(...back(p).map((v, i) => v - p[i])), 0) / named.length;
      const score = onSquares + 4 * onNamed - 8 * moved;
      if (score > best.score) best = { score, kx, ky, dx, dy };
    }
  }
  const { kx, ky, dx, dy } = best;
  for (const r of rings) r.board = r.board.map(([x, y]) => [cx + (x - cx) * kx + dx, cy + (y - cy) * ky + dy]);
  return best;
}

// Moves each island group's rings so the group's middle lies on the middle of its squares, and
// enlarges a group smaller than its squares to about their size (a printed map does the same).
function placeIslands(rings, map, places) {
  for (const [name, group] of Object.entries(places.islands)) {
    const members = rings.filter(({ ring }) => ring.some(([lon, lat]) => Math.hypot(lon - group.at[0], lat - group.at[1]) < group.radius));
    if (members.length === 0) throw new Error(`${name}: no land near ${group.at}`);
    const squares = map.islands[name];
    if (!squares) throw new Error(`${name}: not an island of the map`);
    const target = bounds(squares.flatMap(([x, y]) => [[x + 0.15, y + 0.15], [x + 0.85, y + 0.85]]));
    const now = bounds(members.flatMap((m) => m.board));
    const scale = Math.max(1, Math.min((target[2] - target[0]) / (now[2] - now[0]), (target[3] - target[1]) / (now[3] - now[1])));
    const from = [(now[0] + now[2]) / 2, (now[1] + now[3]) / 2];
    const to = [(target[0] + target[2]) / 2, (target[1] + target[3]) / 2];
    for (const m of members) {
      m.board = m.board.map(([x, y]) => [to[0] + (x - from[0]) * scale, to[1] + (y - from[1]) * scale]);
      m.kind = 'home';
      m.placed = true;
    }
  }
}

// Sutherland-Hodgman against the box [x0, y0, x1, y1]: the ring's part inside (maybe empty).
function clipRing(ring, box) {
  const edges = [
    [(p) => p[0] >= box[0], (a, b) => cut(a, b, 0, box[0])], [(p) => p[0] <= box[2], (a, b) => cut(a, b, 0, box[2])],
    [(p) => p[1] >= box[1], (a, b) => cut(a, b, 1, box[1])], [(p) => p[1] <= box[3], (a, b) => cut(a, b, 1, box[3])],
  ];
  function cut(a, b, axis, value) {
    const t = (value - a[axis]) / (b[axis] - a[axis]);
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  }
  let out = ring;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; ++i) {
      const a = input[(i + input.length - 1) % input.length], b = input[i];
      if (inside(b)) {
        if (!inside(a)) out.push(cross(a, b));
        out.push(b);
      } else if (inside(a)) {
        out.push(cross(a, b));
      }
    }
  }
  return out;
}

// Douglas-Peucker on an open polyline: drops points closer than `tolerance` to the simplified line.
function simplifyLine(line, tolerance) {
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack = [[0, line.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop();
    const [ax, ay] = line[i], [bx, by] = line[j];
    const len = Math.hypot(bx - ax, by - ay) || 1e-12;
    let worst = -1, at = -1;
    for (let k = i + 1; k < j; ++k) {
      const d = Math.abs((bx - ax) * (ay - line[k][1]) - (ax - line[k][0]) * (by - ay)) / len;
      if (d > worst) worst = d, at = k;
    }
    if (worst > tolerance) {
      keep[at] = 1;
      stack.push([i, at], [at, j]);
    }
  }
  return line.filter((_, k) => keep[k]);
}

// A closed ring (the last point may repeat the first) simplified as two halves split at the point
// farthest from the first.
function simplify(ring, tolerance) {
  if (ring.length < 4) return ring;
  const [x0, y0] = ring[0];
  let far = 1;
  ring.forEach(([x, y], k) => { if (Math.hypot(x - x0, y - y0) > Math.hypot(ring[far][0] - x0, ring[far][1] - y0)) far = k; });
  const first = simplifyLine(ring.slice(0, far + 1), tolerance);
  const second = simplifyLine([...ring.slice(far), ring[0]], tolerance);
  return [...first, ...second.slice(1, -1)];
}

const area = (ring) => Math.abs(ring.reduce((s, [x, y], i) => {
  const [nx, ny] = ring[(i + 1) % ring.length];
  return s + x * ny - nx * y;
}, 0)) / 2;

// Point in polygon (even-odd) over all rings of `kind`.
function onLand(rings, [x, y]) {
  let inside = false;
  for (const { board } of rings) {
    for (let i = 0, j = board.length - 1; i < board.length; j = i++) {
      const [xi, yi] = board[i], [xj, yj] = board[j];
      if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

const line = ({ a, b }, name) => `${a.toFixed(4)} * ${name} ${b < 0 ? '-' : '+'} ${Math.abs(b).toFixed(3)}`;
// A point's coordinate in whole hundredths of a board unit (the `steps` rings of the format).
const hundredths = (v) => Math.round(v * 100);

function writeCoast(id, map, places, fit, rings) {
  const lines = [
    `# ${id}.coast: the land drawn under the squares of ${id}.map (art only: the rules never read it).`,
    `# Derived from Natural Earth 1:10m country outlines (public domain, naturalearthdata.com) as`,
    `# packaged by the npm package world-atlas ${atlasVersion} (countries-10m.json), by tools/geo/coastline.mjs.`,
    `# Fit to the squares: x = ${line(fit.fx, 'longitude')}, y = ${line(fit.fy, 'latitude')}`,
    `# (least squares through the named places, then stretched to put the squares on land);`,
    `# island groups moved onto their squares: ${Object.keys(places.islands).join(', ')}.`,
    `# Format (assets/maps/README.md): "ring home|abroad steps", then its points: the first X,Y in`,
    `# hundredths of a board unit, each next one as its step from the point before.`,
    '',
    `coast ${id}`,
  ];
  for (const r of rings) {
    lines.push('', `ring ${r.kind} steps    # ${r.country}${r.placed ? ' (moved onto its squares)' : ''}`);
    let at = [0, 0];
    const steps = r.board.map(([x, y]) => {
      const to = [hundredths(x), hundredths(y)];
      const step = `${to[0] - at[0]},${to[1] - at[1]}`;
      at = to;
      return step;
    });
    for (let i = 0; i < steps.length; i += 8) lines.push(steps.slice(i, i + 8).join(' '));
  }
  fs.writeFileSync(path.join(repo, `assets/maps/${id}.coast`), `${lines.join('\n')}\n`);
}

// Prints the grid: '#' a square on land, 'o' a square at sea, ':' land without a square.
function showFit(map, rings) {
  const squares = new Set(map.land.map(([x, y]) => `${x},${y}`));
  for (let y = 0; y <= map.rows + 1; ++y) {
    let row = '';
    for (let x = 0; x <= map.cols + 1; ++x) {
      const land = onLand(rings, [x + 0.5, y + 0.5]);
      row += squares.has(`${x},${y}`) ? (land ? '#' : 'o') : land ? ':' : ' ';
    }
    console.log(`${String(y).padStart(3)} |${row}|`);
  }
}

function build(id) {
  const places = kPlaces[id];
  const map = readMap(id);
  const fit = fitProjection(map, places);
  let rings = ringsInWindow(places).map((r) => ({ ...r, kind: places.home.includes(r.country) ? 'home' : 'abroad', board: r.ring.map(fit.project) }));
  const adjusted = adjustFit(rings, map);
  fit.fx = { a: fit.fx.a * adjusted.kx, b: (fit.fx.b - (map.cols + 2) / 2) * adjusted.kx + (map.cols + 2) / 2 + adjusted.dx };
  fit.fy = { a: fit.fy.a * adjusted.ky, b: (fit.fy.b - (map.rows + 2) / 2) * adjusted.ky + (map.rows + 2) / 2 + adjusted.dy };
  placeIslands(rings, map, places);
  const box = [-24, -12, map.cols + 25, map.rows + 13];
  rings = rings.map((r) => ({ ...r, board: simplify(clipRing(r.board, box), r.kind === 'home' ? 0.025 : 0.05) }))
    .filter((r) => r.board.length >= 3 && area(r.board) > (r.placed ? 0.002 : r.kind === 'home' ? 0.02 : 0.05));
  writeCoast(id, map, places, fit, rings);
  const land = map.land.filter((sq) => onLand(rings, middle(sq))).length;
  if (process.env.SHOW) showFit(map, rings);
  const points = rings.reduce((s, r) => s + r.board.length, 0);
  console.log(`${id}: ${rings.length} rings, ${points} points; ${land} of ${map.land.length} mainland squares on land;`,
              `x = ${line(fit.fx, 'lon')}, y = ${line(fit.fy, 'lat')}`);
}

for (const id of process.argv.length > 2 ? process.argv.slice(2) : Object.keys(kPlaces)) build(id);
