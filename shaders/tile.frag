// Procedural Carcassonne tile: fields, roads, walled cities with roofs and pennants, monasteries,
// inns, cathedrals, goods, all classified per pixel from the tile's descriptor (tile_art.h):
// desc.x terrain bits + symbol flags (8 monastery, 9 inn, 10 cathedral, 11 pennant, 12 printed
// city, 13 gingerbread, 14 porxada, 16-17 good); desc.y city/road ids per side; desc.z inn point;
// desc.w variation seed (bits 0-9) and, with bit 31, the outlined feature's parts (tile_art.h).
uniform float u_winter;  // 1: Winter palette
uniform float u_focus;   // 1: a feature is outlined: its parts lit and edged in gold, the rest dimmed

in vec2 v_uv;
flat in uvec4 v_desc;
flat in float v_alpha;
flat in vec2 v_mark;
out vec4 frag_color;

float hash(vec2 p) {
  p = fract(p * vec2(123.34, 456.21));
  p += dot(p, p + 45.32);
  return fract(p.x * p.y);
}
float noise(vec2 p) {
  vec2 i = floor(p), f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  return mix(mix(hash(i), hash(i + vec2(1, 0)), u.x), mix(hash(i + vec2(0, 1)), hash(i + vec2(1, 1)), u.x), u.y);
}
bool flag(int bit) { return ((v_desc.x >> uint(bit)) & 1u) == 1u; }
int city_id(int s) { return int((v_desc.y >> uint(4 * s)) & 15u); }
int road_id(int s) { return int((v_desc.y >> uint(16 + 4 * s)) & 15u); }
float side_dist(vec2 p, int s) { return s == 0 ? p.y : s == 1 ? 1.0 - p.x : s == 2 ? 1.0 - p.y : p.x; }
float along(vec2 p, int s) { return (s == 0 || s == 2) ? p.x : p.y; }
vec2 side_mid(int s) { return s == 0 ? vec2(0.5, 0.0) : s == 1 ? vec2(1.0, 0.5) : s == 2 ? vec2(0.5, 1.0) : vec2(0.0, 0.5); }
float seg_dist(vec2 p, vec2 a, vec2 b) {
  vec2 pa = p - a, ba = b - a;
  return length(pa - ba * clamp(dot(pa, ba) / dot(ba, ba), 0.0, 1.0));
}
float box(vec2 p, vec2 c, vec2 half_size, float r) {  // signed distance, < 0 inside
  vec2 q = abs(p - c) - half_size + r;
  return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}

// > 0 inside a city, roughly the distance to its wall; `side` one side of the city it is in.
float city_field(vec2 p, out int side) {
  side = -1;
  if (flag(12)) return 1.0;
  float best = -1.0;
  for (int s = 0; s < 4; ++s) {
    int id = city_id(s);
    if (id == 0) continue;
    bool seen = false;
    for (int t = 0; t < s; ++t) seen = seen || city_id(t) == id;
    if (seen) continue;
    int count = 0, mask = 0;
    float a = 9.0, b = 9.0;
    for (int t = 0; t < 4; ++t) {
      if (city_id(t) == id) { count++; mask |= 1 << t; a = min(a, side_dist(p, t)); }
      else b = min(b, side_dist(p, t));
    }
    float v;
    if (count == 1) { float t0 = along(p, s) - 0.5; v = 0.29 - 0.6 * t0 * t0 - a; }
    else if (count == 4) v = 1.0;
    else if (count == 3) { int m = 0; for (int t = 0; t < 4; ++t) if ((mask & (1 << t)) == 0) m = t;
      float t0 = along(p, m) - 0.5; v = b - (0.33 - 0.6 * t0 * t0); }
    else if (mask == 5 || mask == 10) { float perp = mask == 5 ? abs(p.x - 0.5) : abs(p.y - 0.5);
      v = 0.23 + 0.9 * (0.5 - a) * (0.5 - a) - perp; }
    else v = 0.8 * b - a + 0.02;
    if (v > best) { best = v; side = s; }
  }
  return best;
}

float road_dist(vec2 p, out int ends, out int side) {
  float d = 9.0;
  ends = 0;
  side = -1;
  for (int s = 0; s < 4; ++s) {
    int id = road_id(s);
    if (id == 0) continue;
    int count = 0, mask = 0;
    for (int t = 0; t < 4; ++t) if (road_id(t) == id) { count++; mask |= 1 << t; }
    float e;
    if (count == 2) {
      if (mask == 5) e = abs(p.x - 0.5);
      else if (mask == 10) e = abs(p.y - 0.5);
      else {
        vec2 corner = vec2((mask & 2) != 0 ? 1.0 : 0.0, (mask & 4) != 0 ? 1.0 : 0.0);
        e = abs(length(p - corner) - 0.5);
      }
    } else {
      e = seg_dist(p, side_mid(s), vec2(0.5));
      if (count == 1) ends++;
    }
    if (e < d) { d = e; side = s; }
  }
  return d;
}

vec3 roofs(vec2 p, vec3 base) {
  vec2 g = p * 6.0;
  g.x += 0.5 * mod(floor(g.y), 2.0);  // rows offset like streets
  vec2 cell = floor(g), f = fract(g);
  float h = hash(cell + float(v_desc.w & 255u));
  vec2 half_size = vec2(0.22 + 0.14 * h, 0.2);
  float body = box(f, vec2(0.5), half_size, 0.04);
  float shade = step(0.28, h) * step(box(f, vec2(0.56, 0.58), half_size, 0.04), 0.0);  // cast shadow
  float house = step(0.28, h) * step(body, 0.0);
  vec3 roof = mix(vec3(0.74, 0.30, 0.19), vec3(0.58, 0.40, 0.30), fract(h * 7.0));
  roof *= f.y < 0.5 ? 1.05 : 0.74;  // two roof pitches
  roof *= 1.0 - 0.25 * (1.0 - smoothstep(0.0, 0.05, abs(f.y - 0.5)));            // the ridge
  roof *= 0.9 + 0.1 * step(0.5, fract(f.x * 9.0));                                // tile rows
  roof = mix(roof, vec3(0.93, 0.95, 0.98), u_winter * step(f.y, 0.5));
  base *= 1.0 - 0.25 * shade * (1.0 - house);
  return mix(base, roof, house * 0.9);
}

// A trade good icon on a pale token with a dark rim, centred at c (tile units).
vec3 good_icon(vec2 p, vec2 c, int good, float px, vec3 col) {
  vec2 q = p - c;
  float token = length(q) - 0.075;
  col = mix(col, vec3(0.12, 0.10, 0.08), smoothstep(px, 0.0, token - 0.012));
  col = mix(col, vec3(0.96, 0.92, 0.80), smoothstep(px, 0.0, token));
  float d = 9.0;
  vec3 ink;
  if (good == 1) {  // grapes: six berries in a triangle under a leaf
    for (int i = 0; i < 3; ++i) for (int j = 0; j <= 2 - i; ++j)
      d = min(d, length(q - vec2(-0.022 * float(2 - i) + 0.044 * float(j), -0.018 + 0.034 * float(i))) - 0.02);
    ink = vec3(0.45, 0.10, 0.38);
    col = mix(col, vec3(0.25, 0.55, 0.20), smoothstep(px, 0.0, length((q - vec2(0.02, -0.048)) * vec2(1.0, 1.8)) - 0.022));
  } else if (good == 2) {  // grain: three ears on stalks
    for (int i = -1; i <= 1; ++i) {
      vec2 e = q - vec2(0.024 * float(i), -0.025 + 0.006 * abs(float(i)));
      d = min(d, length(e * vec2(1.9, 1.0)) - 0.028);
      d = min(d, seg_dist(q, vec2(0.024 * float(i), 0.0), vec2(0.008 * float(i), 0.055)) - 0.005);
    }
    ink = vec3(0.85, 0.62, 0.12);
  } else {  // cloth: a folded bolt with two stripes
    d = box(p, c, vec2(0.05, 0.035), 0.008);
    ink = mix(vec3(0.16, 0.40, 0.78), vec3(0.85, 0.88, 0.95), step(abs(abs(q.y) - 0.017), 0.005));
  }
  col = mix(col, vec3(0.12, 0.10, 0.08), smoothstep(px, 0.0, d - 0.007));
  return mix(col, ink, smoothstep(px, 0.0, d));
}

// Fields: meadow greens with patches of ploughed strips (furrows in a direction per patch) and
// the odd darker bush, so that large farmland reads as farmland rather than flat paint.
vec3 farmland(vec2 p, float n) {
  vec3 meadow = mix(vec3(0.36, 0.58, 0.22), vec3(0.47, 0.68, 0.28), n);
  vec2 patch_cell = floor(p * 2.0 + 0.3);
  float h = hash(patch_cell + float(v_desc.w & 255u) * 0.37);
  float angle = h * 3.14159;
  vec2 dir = vec2(cos(angle), sin(angle));
  float furrow = 0.5 + 0.5 * sin(dot(p, dir) * 70.0);
  float ploughed = step(0.55, h) * smoothstep(0.35, 0.6, noise(p * 3.0 + h * 9.0));
  vec3 strips = mix(meadow, mix(vec3(0.55, 0.62, 0.26), vec3(0.62, 0.58, 0.30), step(0.8, h)), 0.55);
  meadow = mix(meadow, strips * (0.9 + 0.14 * furrow), ploughed);
  float bush = smoothstep(0.78, 0.82, noise(p * 19.0 + 4.0 + h));
  return mix(meadow, vec3(0.22, 0.40, 0.15), bush * 0.6);
}

bool lit(int bit) { return ((v_desc.w >> uint(bit)) & 1u) == 1u; }

// "Who holds this?": is this pixel part of the outlined feature (bits of desc.w, tile_art.h)?
// Cities and roads by the side they reach, the monastery by its yard, fields by the nearest edge
// slot that is not on a city side or a road's middle.
float focus_part(vec2 p, float cv, float rd, int city_side, int road_side) {
  if (!lit(31)) return 0.0;
  if (flag(8) && box(p, vec2(0.5, 0.47), vec2(0.2, 0.25), 0.03) < 0.0) return lit(18) ? 1.0 : 0.0;
  if (cv > 0.0) return (flag(12) ? ((v_desc.w >> 10u) & 15u) != 0u : city_side >= 0 && lit(10 + city_side)) ? 1.0 : 0.0;
  if (rd < 0.05) return road_side >= 0 && lit(14 + road_side) ? 1.0 : 0.0;
  float best = 9.0;
  int slot = -1;
  for (int k = 0; k < 12; ++k) {
    int s = k / 3, j = k % 3;
    int terrain = int((v_desc.x >> uint(2 * s)) & 3u);
    if (terrain == 1 || (terrain == 2 && j == 1)) continue;
    float a = (float(j) * 2.0 + 1.0) / 6.0;  // clockwise from the side's first corner
    vec2 q = s == 0 ? vec2(a, 0.0) : s == 1 ? vec2(1.0, a) : s == 2 ? vec2(1.0 - a, 1.0) : vec2(0.0, 1.0 - a);
    float d = length(p - q);
    if (d < best) { best = d; slot = k; }
  }
  return slot >= 0 && lit(19 + slot) ? 1.0 : 0.0;
}

// The outlined feature stays bright with a gold edge; everything else on the board is dimmed.
vec3 focus_mark(vec2 p, vec3 col, float cv, float rd, int city_side, int road_side) {
  float part = focus_part(p, cv, rd, city_side, road_side);
  float edge = clamp(fwidth(part), 0.0, 1.0);
  col = part > 0.5 ? mix(col, vec3(1.0, 0.95, 0.7), 0.12) : col * 0.45;
  return mix(col, vec3(1.0, 0.82, 0.18), edge);
}

void main() {
  vec2 p = v_uv;
  float px = fwidth(p.x);  // one drawable pixel in tile units: keeps edges crisp at any zoom
  float n = noise(p * 11.0 + float(v_desc.w & 1023u)) * 0.6 + noise(p * 37.0) * 0.4;
  vec3 field = farmland(p, n);
  field = mix(field, mix(vec3(0.86, 0.90, 0.95), vec3(0.97, 0.98, 1.0), n), u_winter);
  vec3 col = field;

  int ends, road_side, city_side;
  float rd = road_dist(p, ends, road_side);
  vec3 road = mix(vec3(0.92, 0.88, 0.76), vec3(0.74, 0.72, 0.70), u_winter);
  col *= 1.0 - 0.22 * smoothstep(0.11, 0.07, rd);  // trodden grass beside the road
  col = mix(col, vec3(0.40, 0.34, 0.26), smoothstep(0.068 + px, 0.068, rd));
  vec3 gravel = road * (0.90 + 0.12 * n) * (0.94 + 0.08 * hash(floor(p * 90.0)));
  gravel *= 1.0 - 0.10 * smoothstep(0.018, 0.03, abs(rd - 0.022)) * step(rd, 0.05);  // two wheel ruts
  col = mix(col, gravel, smoothstep(0.05 + px, 0.05, rd));
  if (ends >= 3 && !flag(8)) {  // a crossing village
    float hut = box(p, vec2(0.5), vec2(0.09), 0.02);
    col = mix(col, vec3(0.45, 0.28, 0.2), smoothstep(px, 0.0, hut));
    col = mix(col, vec3(0.78, 0.36, 0.24), smoothstep(px, 0.0, hut + 0.025));
  }

  float cv = city_field(p, city_side);
  vec3 city = roofs(p, mix(vec3(0.86, 0.74, 0.55), vec3(0.64, 0.58, 0.53), u_winter));  // Winter: stone against the snow
  float inside = smoothstep(-px, 0.0, cv);
  col *= 1.0 - 0.35 * smoothstep(-0.045, 0.0, cv) * (1.0 - inside);  // the wall's shadow on the field
  col = mix(col, city, inside);
  col *= 1.0 - 0.25 * (1.0 - smoothstep(0.045, 0.09, cv)) * inside;   // inner shadow below the wall
  float wall = inside * (1.0 - smoothstep(0.04, 0.04 + px, cv));
  vec3 stone = vec3(0.60, 0.57, 0.52) * (0.88 + 0.22 * n);
  stone *= mix(1.12, 0.78, smoothstep(0.0, 0.04, cv));                 // lit top, darker inner face
  float crenel = step(0.5, fract((p.x + p.y) * 14.0)) * (1.0 - smoothstep(0.012, 0.012 + px, cv));
  stone = mix(stone, stone * 0.7, crenel);
  col = mix(col, stone, wall);
  if (flag(12)) col = roofs(p * 1.3, vec3(0.78, 0.60, 0.42));

  if (flag(8)) {  // monastery
    col = mix(col, vec3(0.30, 0.22, 0.16), smoothstep(px, 0.0, box(p, vec2(0.5, 0.54), vec2(0.17, 0.13), 0.02)));
    col = mix(col, vec3(0.90, 0.85, 0.74), smoothstep(px, 0.0, box(p, vec2(0.5, 0.56), vec2(0.15, 0.10), 0.02)));
    col = mix(col, vec3(0.72, 0.22, 0.16), smoothstep(px, 0.0, box(p, vec2(0.5, 0.45), vec2(0.17, 0.05), 0.01)));
    col = mix(col, vec3(0.90, 0.85, 0.74), smoothstep(px, 0.0, box(p, vec2(0.5, 0.33), vec2(0.045, 0.09), 0.005)));
    col = mix(col, vec3(0.72, 0.22, 0.16), smoothstep(px, 0.0, box(p, vec2(0.5, 0.25), vec2(0.055, 0.02), 0.005)));
  }
  if (flag(9)) {  // inn: a lake beside the road
    vec2 c = vec2(float(v_desc.z & 255u), float((v_desc.z >> 8u) & 255u)) / 255.0;
    col = mix(col, vec3(0.25, 0.50, 0.78), smoothstep(px, 0.0, length((p - c) * vec2(1.0, 1.5)) - 0.07));
  }
  if (flag(10)) {  // cathedral
    vec2 c = v_mark;
    col = mix(col, vec3(0.35, 0.33, 0.36), smoothstep(px, 0.0, box(p, c, vec2(0.13, 0.10), 0.02)));
    col = mix(col, vec3(0.78, 0.76, 0.80), smoothstep(px, 0.0, box(p, c, vec2(0.11, 0.08), 0.02)));
    col = mix(col, vec3(0.45, 0.30, 0.55), smoothstep(px, 0.0, length(p - c) - 0.045));
  }
  if (flag(11)) {  // pennant: a blue and white coat of arms with a drop shadow
    vec2 c = v_mark + (flag(10) ? vec2(0.0, -0.16) : vec2(0.0));
    vec2 q = p - c;
    float shield = max(box(p, c, vec2(0.075, 0.09), 0.018), q.y - 0.09 + abs(q.x) * 0.75);
    float shadow = max(box(p, c + vec2(0.014, 0.018), vec2(0.075, 0.09), 0.018), q.y - 0.018 - 0.09 + abs(q.x - 0.014) * 0.75);
    col *= 1.0 - 0.4 * smoothstep(0.02, 0.0, shadow - 0.012);
    col = mix(col, vec3(0.12, 0.10, 0.10), smoothstep(px, 0.0, shield - 0.016));
    col = mix(col, vec3(0.97, 0.95, 0.88), smoothstep(px, 0.0, shield - 0.010));
    col = mix(col, vec3(0.13, 0.30, 0.75), smoothstep(px, 0.0, shield));
    float cross_bar = min(abs(q.x), abs(q.y + 0.01)) - 0.013;                          // a white cross
    col = mix(col, vec3(0.97, 0.95, 0.88), smoothstep(px, 0.0, cross_bar) * smoothstep(px, 0.0, shield + 0.018));
  }
  int good = int((v_desc.x >> 16u) & 3u);
  if (good > 0) {  // trade good on a round token: grapes (wine), a sheaf (grain), a bolt (cloth)
    vec2 c = v_mark + vec2(0.15, 0.02);
    col = good_icon(p, c, good, px, col);
  }
  if (flag(13)) {  // Gingerbread Man: head, arms, body and legs in gingerbread brown, white icing
    vec2 c = v_mark + vec2(-0.12, 0.05);
    float d = min(length(p - c - vec2(0.0, -0.055)) - 0.028, seg_dist(p, c + vec2(-0.05, -0.015), c + vec2(0.05, -0.015)) - 0.014);
    d = min(d, box(p, c + vec2(0.0, 0.0), vec2(0.026, 0.035), 0.012));
    d = min(d, min(seg_dist(p, c + vec2(-0.012, 0.025), c + vec2(-0.035, 0.075)),
                   seg_dist(p, c + vec2(0.012, 0.025), c + vec2(0.035, 0.075))) - 0.014);
    col = mix(col, vec3(0.22, 0.13, 0.07), smoothstep(px, 0.0, d - 0.008));
    col = mix(col, vec3(0.66, 0.40, 0.18), smoothstep(px, 0.0, d));
    float icing = min(min(length(p - c - vec2(0.0, -0.01)), length(p - c - vec2(0.0, 0.015))) - 0.006,
                      abs(length(p - c - vec2(0.0, -0.055)) - 0.016) - 0.003 + step(p.y, c.y - 0.055) );
    col = mix(col, vec3(0.98, 0.96, 0.92), smoothstep(px, 0.0, icing));
  }
  if (flag(14)) {  // La Porxada: a stone arcade, three arches under a tiled roof, beside the pennant
    vec2 c = v_mark + vec2(-0.17, 0.13);
    float body = box(p, c, vec2(0.08, 0.045), 0.004);
    col = mix(col, vec3(0.25, 0.18, 0.12), smoothstep(px, 0.0, body - 0.008));
    col = mix(col, vec3(0.88, 0.74, 0.52), smoothstep(px, 0.0, body));
    float arches = 1.0;
    for (int i = -1; i <= 1; ++i) {
      vec2 a = c + vec2(0.052 * float(i), 0.0);
      arches = min(arches, min(length(p - a) - 0.018, box(p, a + vec2(0.0, 0.025), vec2(0.018, 0.025), 0.0)));
    }
    col = mix(col, vec3(0.30, 0.22, 0.17), smoothstep(px, 0.0, max(arches, body)));
    col = mix(col, vec3(0.70, 0.28, 0.20), smoothstep(px, 0.0, box(p, c + vec2(0.0, -0.055), vec2(0.09, 0.014), 0.004)));
  }

  if (u_focus > 0.5) col = focus_mark(p, col, cv, rd, city_side, road_side);

  // A thin darker rim so tiles read as tiles.
  float rim = min(min(p.x, 1.0 - p.x), min(p.y, 1.0 - p.y));
  col *= mix(0.72, 1.0, smoothstep(0.0, max(1.5 * px, 0.01), rim));
  frag_color = vec4(col, v_alpha);
}
