// Map squares and bands: one instanced rectangle each, in world (tile) units.
uniform vec2 u_center;
uniform float u_zoom;
uniform vec2 u_viewport;

layout(location = 0) in vec4 a_rect;   // x, y of the north-west corner, width, height
layout(location = 1) in vec4 a_color;  // base colour (band tint included)
layout(location = 2) in uint a_flags;  // square.frag

out vec2 v_uv;
out vec2 v_world;
flat out vec4 v_color;
flat out uint v_flags;

void main() {
  int corner = gl_VertexID % 6;
  vec2 c = vec2((corner == 1 || corner == 2 || corner == 4) ? 1.0 : 0.0,
                (corner == 2 || corner == 4 || corner == 5) ? 1.0 : 0.0);
  vec2 world = a_rect.xy + c * a_rect.zw;
  vec2 screen = (world - u_center) * u_zoom + 0.5 * u_viewport;
  gl_Position = vec4(screen.x / u_viewport.x * 2.0 - 1.0, 1.0 - screen.y / u_viewport.y * 2.0, 0.0, 1.0);
  v_uv = c;
  v_world = world;
  v_color = a_color;
  v_flags = a_flags;
}
