// The golden records under tests/golden/: read as text, or parsed (the
// test fails with the parser's message if one cannot be read).
#pragma once

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "core/record.h"

namespace stichfest::test {

inline std::string golden_text(const std::string& name) {
  std::ifstream in(std::string(STICHFEST_TESTS_DIR) + "/golden/" + name + ".rec", std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

inline Record golden_record(const std::string& name) {
  Record r;
  std::string error;
  bool parsed = parse_record(golden_text(name), r, error);
  INFO(name << ": " << error);
  REQUIRE(parsed);
  return r;
}

}  // namespace stichfest::test
