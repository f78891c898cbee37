// The one include of the GL API: OpenGL ES 3.0, which is WebGL2 in the browser and a GL ES 3.0
// context (via SDL) on the desktop. Everything GL lives in src/render.
#pragma once

#include <GLES3/gl3.h>
