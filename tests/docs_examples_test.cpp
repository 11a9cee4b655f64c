// Every record shown in docs/record-format.md must read and replay.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "core/record.h"

using namespace stichfest;

TEST_CASE("the record examples in docs/record-format.md replay", "[records][docs]") {
  std::ifstream in(STICHFEST_TESTS_DIR "/../docs/record-format.md");
  REQUIRE(in);
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string doc = buffer.str();
  int records = 0;
  for (size_t at = doc.find("```text\n"); at != std::string::npos; at = doc.find("```text\n", at + 1)) {
    size_t start = at + 8, end = doc.find("```", start);
    std::string block = doc.substr(start, end - start);
    if (block.rfind("stichfest-record 1\nrules", 0) != 0) continue;  // the annotated sketch
    if (block.find("deck CJ SJ HJ ...") != std::string::npos) continue;
    Record record;
    std::string error;
    INFO(block.substr(0, 80));
    CHECK(parse_record(block, record, error));
    CHECK(error.empty());
    if (record.has_seed) CHECK(format_record(record) == block);  // written by Stichfest: identical
    ++records;
  }
  CHECK(records >= 6);
}
