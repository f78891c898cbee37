// A printed map square: land in its band's tint with a sandy coast on sides facing the sea, the
// printed grid line, and marks for start squares, towns, harbours and islands.
// Flags: bits 0-3 sea on N E S W, 4 start, 5 town, 6 harbour, 7 island, 8 flat strip (bands),
// 9 over the map's real land (board_background.frag): outer sides get a dark border, no beach.
in vec2 v_uv;
in vec2 v_world;
flat in vec4 v_color;
flat in uint v_flags;
out vec4 frag_color;

float hash(vec2 p) {
  p = fract(p * vec2(233.34, 851.73));
  p += dot(p, p + 23.45);
  return fract(p.x * p.y);
}
bool flag(int bit) { return ((v_flags >> uint(bit)) & 1u) == 1u; }

void main() {
  float px = fwidth(v_uv.x);
  if (flag(8)) { frag_color = v_color; return; }
  vec2 p = v_uv;
  float grain = hash(floor(v_world * 48.0)) * 0.06;
  vec3 col = v_color.rgb * (0.97 + grain);
  float d[4] = float[4](p.y, 1.0 - p.x, 1.0 - p.y, p.x);
  float coast = 9.0;
  for (int s = 0; s < 4; ++s) if (flag(s)) coast = min(coast, d[s]);
  if (flag(9)) {  // the edge of the playable area over land: a printed border with a soft shadow
    col *= mix(0.82, 1.0, smoothstep(0.0, 0.10, coast));
    col = mix(vec3(0.16, 0.14, 0.12), col, smoothstep(max(px * 1.5, 0.025), max(px * 2.5, 0.04), coast));
  } else {
    col = mix(vec3(0.90, 0.82, 0.60), col, smoothstep(0.06, 0.14, coast));
    col = mix(vec3(0.30, 0.55, 0.65), col, smoothstep(0.0, 0.04, coast));
  }
  float edge = min(min(d[0], d[1]), min(d[2], d[3]));
  col *= mix(0.78, 1.0, smoothstep(0.0, max(px * 1.2, 0.008), edge));
  vec2 c = p - 0.5;
  if (flag(4)) {  // start square: a gold ring
    float ring = abs(length(c) - 0.30);
    col = mix(col, vec3(0.85, 0.65, 0.15), smoothstep(0.03 + px, 0.03, ring));
  }
  if (flag(5)) {  // town: a cluster of roofs
    for (int i = 0; i < 3; ++i) {
      vec2 h = vec2(-0.14 + 0.14 * float(i), 0.06 * float(i % 2));
      vec2 q = abs(c - h) - vec2(0.05, 0.04);
      float b = max(q.x, q.y);
      col = mix(col, vec3(0.62, 0.30, 0.22), smoothstep(px, 0.0, b));
    }
  }
  if (flag(6)) {  // ferry harbour: a pier into the corner
    float pier = abs(c.x) - 0.03;
    col = mix(col, vec3(0.45, 0.32, 0.20), smoothstep(px, 0.0, max(pier, -c.y - 0.05)));
  }
  if (flag(7)) col = mix(col, vec3(0.95, 0.90, 0.70), 0.12);
  frag_color = vec4(col, 1.0);
}
