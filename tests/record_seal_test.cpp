// The record's nonce and challenge lines (docs/record-format.md): written
// and read back, refused when damaged, and records without them unchanged.
#include <catch2/catch.hpp>

#include "core/record.h"

using namespace stichfest;

namespace {

const char kHead[] = "stichfest-record 1\nrules schieberamsch\nseed 0x2a\ndealer 2\n";

}  // namespace

TEST_CASE("record: nonce and challenge lines round-trip", "[record][challenge]") {
  std::string text =
      std::string(kHead) + "nonce 0123456789ABCDEF0123456789abcdef\nchallenge match -40\n\nhand 1\npass pass pass\n";
  Record r;
  std::string error;
  REQUIRE(parse_record(text, r, error));
  CHECK(r.nonce == "0123456789abcdef0123456789abcdef");  // kept in one case
  CHECK(r.challenge == Challenge{true, true, -40});
  std::string written = format_record(r, false);
  CHECK(written.find("\nnonce 0123456789abcdef0123456789abcdef\nchallenge match -40\n") != std::string::npos);
  Record back;
  REQUIRE(parse_record(written, back, error));
  CHECK(format_record(back, false) == written);
  REQUIRE(parse_record(std::string(kHead) + "challenge hand 23\n", r, error));
  CHECK(r.challenge == Challenge{true, false, 23});
}

TEST_CASE("record: a record without the new lines reads and writes as before", "[record][challenge]") {
  std::string text = std::string(kHead) + "\nhand 1\npass pass pass\n";
  Record r;
  std::string error;
  REQUIRE(parse_record(text, r, error));
  CHECK(r.nonce.empty());
  CHECK(!r.challenge.active);
  std::string written = format_record(r, false);
  CHECK(written.find("nonce") == std::string::npos);
  CHECK(written.find("challenge") == std::string::npos);
}

TEST_CASE("record: damaged nonce and challenge lines are refused with their line", "[record][challenge]") {
  for (const char* bad :
       {"nonce 0123", "nonce 0123456789abcdef0123456789abcdeg", "nonce", "nonce a b", "challenge hand",
        "challenge round 3", "challenge hand 2x", "challenge match 1 2", "challenge hand 100000000"}) {
    Record r;
    std::string error;
    INFO(bad);
    CHECK(!parse_record(std::string(kHead) + bad + "\n", r, error));
    CHECK(error.rfind("line 5", 0) == 0);
  }
}
