// Board background: a slowly moving procedural sea in world (tile) units, with a faint tile grid;
// on map boards the real land from the land mask (render/land_mask.h: R land, G home land, B land
// blurred for the shore), muted so the printed squares drawn over it stand out.
uniform vec2 u_center;     // world point at the viewport's middle
uniform float u_zoom;      // drawable pixels per tile
uniform vec2 u_viewport;   // drawable size in pixels
uniform float u_time;      // seconds since start
uniform float u_has_land;  // 1: a map with a coast
uniform vec4 u_land_rect;  // the mask's north-west corner and size, world units
uniform sampler2D u_land;

out vec4 frag_color;

float hash(vec2 p) {
  p = fract(p * vec2(123.34, 456.21));
  p += dot(p, p + 45.32);
  return fract(p.x * p.y);
}

float value_noise(vec2 p) {
  vec2 cell = floor(p);
  vec2 f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  float a = hash(cell);
  float b = hash(cell + vec2(1.0, 0.0));
  float c = hash(cell + vec2(0.0, 1.0));
  float d = hash(cell + vec2(1.0, 1.0));
  return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

float fbm(vec2 p) {
  float sum = 0.0;
  float amplitude = 0.5;
  mat2 turn = mat2(0.8, -0.6, 0.6, 0.8);
  for (int i = 0; i < 5; ++i) {
    sum += amplitude * value_noise(p);
    p = turn * p * 2.03 + vec2(1.7, 9.2);
    amplitude *= 0.5;
  }
  return sum;
}

// Shallow water along the coast, then land: a light shore, home land in muted greens with low
// hills, neighbouring land greyer, and a thin dark coastline (anti-aliased at any zoom).
vec3 land(vec2 world, vec3 sea) {
  vec2 uv = (world - u_land_rect.xy) / u_land_rect.zw;
  vec2 inside = step(vec2(0.0), uv) * step(uv, vec2(1.0));
  // Beyond the mask: open sea; the land fades out over its last squares, where the outlines were cut.
  vec2 to_edge = min(uv, 1.0 - uv) * u_land_rect.zw;
  vec4 m = texture(u_land, uv) * inside.x * inside.y;
  float fade = smoothstep(1.5, 7.0, min(to_edge.x, to_edge.y));
  vec3 color = mix(sea, vec3(0.17, 0.48, 0.54), smoothstep(0.0, 0.45, m.b) * 0.75);
  float aa = max(fwidth(m.r), 1e-4);
  float on_land = smoothstep(0.5 - aa, 0.5 + aa, m.r);
  float hills = on_land > 0.0 ? fbm(world * 0.9 + vec2(3.1, 7.7)) : 0.5;  // no hills at sea
  vec3 home = mix(vec3(0.47, 0.53, 0.35), vec3(0.60, 0.58, 0.42), smoothstep(0.35, 0.75, hills));
  vec3 abroad = mix(vec3(0.44, 0.45, 0.40), vec3(0.52, 0.51, 0.46), smoothstep(0.35, 0.75, hills));
  vec3 ground = mix(abroad, home, smoothstep(0.3, 0.7, m.g));
  ground = mix(vec3(0.80, 0.74, 0.56), ground, smoothstep(0.55, 0.72, m.b));  // shore
  color = mix(color, ground, on_land);
  float coastline = 1.0 - smoothstep(0.6, 1.6, abs(m.r - 0.5) / aa);
  return mix(sea, mix(color, vec3(0.20, 0.24, 0.22), coastline * 0.55), fade);
}

void main() {
  vec2 screen = vec2(gl_FragCoord.x, u_viewport.y - gl_FragCoord.y);
  vec2 world = u_center + (screen - 0.5 * u_viewport) / u_zoom;

  // Two drifting noise fields warp each other into soft swell.
  vec2 p = world * 0.45;
  vec2 drift = vec2(u_time * 0.030, u_time * 0.018);
  float swell = fbm(p + drift);
  float detail = fbm(p * 2.6 + vec2(swell * 1.8) - drift * 1.7);

  vec3 deep = vec3(0.035, 0.145, 0.255);
  vec3 shallow = vec3(0.090, 0.370, 0.470);
  // On map boards the swell is calmer and its crests fainter: at full strength their winding
  // lines read as coastlines of lands that are not there.
  float calm = mix(1.0, 0.45, u_has_land);
  vec3 color = mix(deep, shallow, calm * smoothstep(0.25, 0.80, swell * 0.65 + detail * 0.45));

  // Thin bright crests where the detail field crosses a level.
  float crest = 1.0 - smoothstep(0.0, 0.035, abs(detail - 0.58));
  color += vec3(0.30, 0.42, 0.45) * crest * 0.22 * calm * calm;

  if (u_has_land > 0.5) color = land(world, color);

  // Faint tile grid, about one pixel wide, fading out when zoomed far out.
  vec2 to_line = abs(fract(world + 0.5) - 0.5) * u_zoom;
  float line = 1.0 - smoothstep(0.5, 1.5, min(to_line.x, to_line.y));
  color = mix(color, vec3(0.55, 0.72, 0.78), line * 0.10 * smoothstep(16.0, 48.0, u_zoom));

  // Gentle vignette towards the viewport edges.
  vec2 uv = screen / u_viewport - 0.5;
  color *= 1.0 - 0.35 * dot(uv, uv);

  frag_color = vec4(color, 1.0);
}
