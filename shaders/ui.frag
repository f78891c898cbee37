// The UI's pixels: the vertex colour times the texture; the font's texture holds coverage alone (R8).
uniform sampler2D u_texture;
uniform float u_alpha_only;  // 1: the font (coverage in red), 0: an RGBA picture (tile pictures)
in vec2 v_uv;
in vec4 v_color;
out vec4 frag_color;

void main() {
  vec4 texel = texture(u_texture, v_uv);
  frag_color = v_color * mix(texel, vec4(1.0, 1.0, 1.0, texel.r), u_alpha_only);
}
