// The doctest runner: one binary for every tests/**/*_test.cpp, run natively and under Node.js.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
