// Catch2's main lives alone in this file: the header takes ~20 s to compile.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
