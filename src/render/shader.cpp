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

GLuint compile(GLenum stage, const char* name, const char* body, std::string& error) {
  const GLuint shader = glCreateShader(stage);
  const char* parts[] = {kGlslVersion, "\nprecision highp float;\n", body};
  glShaderSource(shader, 3, parts, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok != GL_TRUE) {
    const char* kind = stage == GL_VERTEX_SHADER ? "vertex" : "fragment";
    error = std::string(name) + ": " + kind + " shader does not compile: " + read_log(shader, false);
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

}  // namespace

GLuint build_program(const char* name, const char* vertex_body, const char* fragment_body,
                     std::string& error) {
  const GLuint vertex = compile(GL_VERTEX_SHADER, name, vertex_body, error);
  if (vertex == 0) return 0;
  const GLuint fragment = compile(GL_FRAGMENT_SHADER, name, fragment_body, error);
  if (fragment == 0) {
    glDeleteShader(vertex);
    return 0;
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
    error = std::string(name) + ": program does not link: " + read_log(program, true);
    glDeleteProgram(program);
    return 0;
  }
  return program;
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
