// The shaded sea onto the screen: the sea texture at this pixel, read linearly when the sea was
// shaded at fewer pixels than the screen has (render/board_background.h). A draw, not a blit: in
// software GL (SwiftShader) a stretched blit of a phone's screen cost more than this pass.
uniform sampler2D u_sea;
uniform vec2 u_texel;  // the texture's coordinates per screen pixel
out vec4 frag_color;

void main() {
  frag_color = texture(u_sea, gl_FragCoord.xy * u_texel);
}
