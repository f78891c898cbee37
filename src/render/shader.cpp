// Shader compilation with readable errors (name + driver log), no exceptions.
#include "render/shader.h"

#include <vector>

namespace carc::gfx {
namespace {

std::string read_log(GLuint object, bool is_program) {
  GLint length = 0;
  if (is_program) {
    glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length);
  } else {
    glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
  }
  std::vector<char> log(static_cast<size_t>(length > 1 ? length : 1), '\0');
  if (is_program) {
    glGetProgramInfoLog(object, length, nullptr, log.data());
  } else {
    glGetShaderInfoLog(object, length, nullptr, log.data());
  }
  return std::string(log.data());
}

// The compiled shader of `stage` in `shader`, or why not.
Status compile(GLenum stage, const char* name, const char* body, GLuint& shader) {
  shader = glCreateShader(stage);
  const char* parts[] = {kGlslVersion, "\nprecision highp float;\n", body};
  glShaderSource(shader, 3, parts, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok != GL_TRUE) {
    const char* kind = stage == GL_VERTEX_SHADER ? "vertex" : "fragment";
    const std::string log = read_log(shader, false);
    glDeleteShader(shader);
    shader = 0;
    return failure(err::shader_compile, {"name", name}, {"stage", kind}, {"log", log});
  }
  return {};
}

}  // namespace

Status build_program(const char* name, const char* vertex_body, const char* fragment_body, GLuint& out) {
  GLuint vertex = 0, fragment = 0;
  if (Status s = compile(GL_VERTEX_SHADER, name, vertex_body, vertex); !s) return s;
  if (Status s = compile(GL_FRAGMENT_SHADER, name, fragment_body, fragment); !s) {
    glDeleteShader(vertex);
    return s;
  }
  const GLuint program = glCreateProgram();
  glAttachShader(program, vertex);
  glAttachShader(program, fragment);
  glLinkProgram(program);
  glDeleteShader(vertex);
  glDeleteShader(fragment);
  GLint ok = GL_FALSE;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (ok != GL_TRUE) {
    const std::string log = read_log(program, true);
    glDeleteProgram(program);
    return failure(err::shader_link, {"name", name}, {"log", log});
  }
  out = program;
  return {};
}

GLuint make_linear_texture() {
  GLuint texture = 0;
  glGenTextures(1, &texture);
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  return texture;
}

}  // namespace carc::gfx
