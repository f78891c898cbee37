// Placed tiles: one instanced quad per tile in world (tile) units, passing its art descriptor on.
uniform vec2 u_center;    // world point at the viewport's middle
uniform float u_zoom;     // drawable pixels per tile
uniform vec2 u_viewport;  // drawable size in pixels

layout(location = 0) in vec4 a_rect;   // x, y of the north-west corner, size, alpha
layout(location = 1) in uvec4 a_desc;  // render/tile_art.h
layout(location = 2) in vec2 a_mark;   // pennant / cathedral point in tile units

out vec2 v_uv;
flat out uvec4 v_desc;
flat out float v_alpha;
flat out vec2 v_mark;

void main() {
  int corner = gl_VertexID % 6;
  vec2 c = vec2((corner == 1 || corner == 2 || corner == 4) ? 1.0 : 0.0,
                (corner == 2 || corner == 4 || corner == 5) ? 1.0 : 0.0);
  vec2 world = a_rect.xy + c * a_rect.z;
  vec2 screen = (world - u_center) * u_zoom + 0.5 * u_viewport;
  gl_Position = vec4(screen.x / u_viewport.x * 2.0 - 1.0, 1.0 - screen.y / u_viewport.y * 2.0, 0.0, 1.0);
  v_uv = c;
  v_desc = a_desc;
  v_alpha = a_rect.w;
  v_mark = a_mark;
}
