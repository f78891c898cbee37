// Compiling our GLSL ES 3.00 bodies (from shaders/, embedded at build time) into GL programs,
// and the one kind of texture the renderers make.
#pragma once

#include "engine/base/error.h"
#include "render/gl.h"

namespace carc::gfx {

// Prefixed (with a default precision) to every shader body at load time; bodies in shaders/
// carry no #version line.
inline constexpr const char* kGlslVersion = "#version 300 es";

// Compiles and links a program from two bodies into `program`. Fails with err::shader_compile or
// err::shader_link (the program's name, the driver's log), `program` left as it was.
Status build_program(const char* name, const char* vertex_body, const char* fragment_body, GLuint& program);

// A new 2D texture with linear filtering and clamped edges, left bound to GL_TEXTURE_2D.
GLuint make_linear_texture();

}  // namespace carc::gfx
