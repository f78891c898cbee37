// The UI's triangles (ImGui's draw lists): window pixels to clip space, the colour unpacked.
uniform vec2 u_scale;   // 2 / display size, y flipped
uniform vec2 u_offset;  // the display's top-left corner in clip space, after scaling
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_color;  // RGBA bytes, normalised
out vec2 v_uv;
out vec4 v_color;

void main() {
  v_uv = a_uv;
  v_color = a_color;
  gl_Position = vec4(a_position * u_scale + u_offset, 0.0, 1.0);
}
