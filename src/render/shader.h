// Compiling our GLSL ES 3.00 bodies (from shaders/, embedded at build time) into GL programs,
// and the one kind of texture the renderers make.
#pragma once

#include <string>

#include "render/gl.h"

namespace carc::gfx {

// Prefixed (with a default precision) to every shader body at load time; bodies in shaders/
// carry no #version line. ImGui's GL backend gets the same version line.
inline constexpr const char* kGlslVersion = "#version 300 es";

// Compiles and links a program from two bodies. Returns the program, or 0 with `error` naming
// the program and holding the driver's log.
GLuint build_program(const char* name, const char* vertex_body, const char* fragment_body,
                     std::string& error);

// A new 2D texture with linear filtering and clamped edges, left bound to GL_TEXTURE_2D.
GLuint make_linear_texture();

}  // namespace carc::gfx
