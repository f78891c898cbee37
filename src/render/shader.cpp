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

GLuint compile(GLenum stage, const char* body) {
  const GLuint shader = glCreateShader(stage);
  const char* parts[] = {kGlslVersion, "\nprecision highp float;\n", body};
  glShaderSource(shader, 3, parts, nullptr);
  glCompileShader(shader);
  return shader;
}

// Why `shader` did not compile, or a good Status if it did.
Status compile_status(GLuint shader, GLenum stage, const char* name) {
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok == GL_TRUE) return {};
  const char* kind = stage == GL_VERTEX_SHADER ? "vertex" : "fragment";
  return failure(err::shader_compile, {"name", name}, {"stage", kind}, {"log", read_log(shader, false)});
}

}  // namespace

// Each status query waits for the GPU (in a browser, a synchronous round trip to its process):
// only the link's status is asked; a shader's only when the link failed, to say which one and why.
Status build_program(const char* name, const char* vertex_body, const char* fragment_body, GLuint& out) {
  const GLuint vertex = compile(GL_VERTEX_SHADER, vertex_body);
  const GLuint fragment = compile(GL_FRAGMENT_SHADER, fragment_body);
  const GLuint program = glCreateProgram();
  glAttachShader(program, vertex);
  glAttachShader(program, fragment);
  glLinkProgram(program);
  GLint ok = GL_FALSE;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  Status status;
  if (ok != GL_TRUE) {
    status = compile_status(vertex, GL_VERTEX_SHADER, name);
    if (status) status = compile_status(fragment, GL_FRAGMENT_SHADER, name);
    if (status) status = failure(err::shader_link, {"name", name}, {"log", read_log(program, true)});
  }
  glDeleteShader(vertex);
  glDeleteShader(fragment);
  if (!status) {
    glDeleteProgram(program);
    return status;
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
