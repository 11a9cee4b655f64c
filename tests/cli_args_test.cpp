// The command line's argument parsing (src/cli/args.h): every option is
// known, every value present, every number whole; anything else is an error.
#include <catch2/catch.hpp>

#include "cli/args.h"

using namespace stichfest::cli;

namespace {

const std::initializer_list<OptionSpec> kSelfplay = {
    {"--rules", true}, {"--hands", true}, {"--games", true}, {"--bots", true}, {"--seed", true}};

std::string args_error(const Args& args, std::initializer_list<OptionSpec> known) {
  ParsedArgs parsed;
  std::string error;
  CHECK_FALSE(parse_args(args, known, parsed, error));
  CHECK(!error.empty());
  return error;
}

std::string number_error(const std::string& text, uint64_t min, uint64_t max) {
  uint64_t v = 77;
  std::string error;
  CHECK_FALSE(parse_whole_number(text, min, max, "--hands", v, error));
  CHECK(v == 77);
  return error;
}

}  // namespace

TEST_CASE("parse_args: options, values and arguments", "[cli]") {
  ParsedArgs p;
  std::string error;
  REQUIRE(parse_args({"--rules", "ramsen", "--hands", "10", "--seed", "7"}, kSelfplay, p, error));
  CHECK(p.get("--rules") == "ramsen");
  CHECK(p.get("--hands") == "10");
  CHECK(p.get("--bots", "baseline") == "baseline");
  CHECK(p.positional.empty());
  REQUIRE(parse_args({"file.rec", "--json"}, {{"--json", false}}, p, error));
  CHECK(p.positional == Args{"file.rec"});
  CHECK(p.has("--json"));
  // "-" alone is an argument (a file name), and a value may look like anything but an option.
  REQUIRE(parse_args({"-", "--dealer", "-1"}, {{"--dealer", true}}, p, error));
  CHECK(p.positional == Args{"-"});
  CHECK(p.get("--dealer") == "-1");
}

TEST_CASE("parse_args: unknown options, missing values and repeats are errors", "[cli]") {
  CHECK(args_error({"--frobnicate"}, kSelfplay).find("unknown option '--frobnicate'") != std::string::npos);
  CHECK(args_error({"-x"}, {{"--json", false}}).find("unknown option '-x' (expected --json)") != std::string::npos);
  CHECK(args_error({"--json"}, {}).find("takes none") != std::string::npos);
  CHECK(args_error({"schieberamsch", "1", "--dealer"}, {{"--dealer", true}}) == "option '--dealer' needs a value");
  CHECK(args_error({"--rules", "--hands", "10"}, kSelfplay) == "option '--rules' needs a value");
  CHECK(args_error({"--hands", "1", "--hands", "2"}, kSelfplay) == "option '--hands' is given twice");
  // A hostile option comes back quoted and short.
  std::string e = args_error({"--\x1b[2J" + std::string(10 << 20, 'x')}, kSelfplay);
  CHECK(e.size() < 300);
  CHECK(e.find('\x1b') == std::string::npos);
  CHECK(e.find("\\x1b[2J") != std::string::npos);
}

TEST_CASE("parse_whole_number: digits only, in range", "[cli]") {
  uint64_t v = 0;
  std::string error;
  REQUIRE(parse_whole_number("10", 1, 100, "--hands", v, error));
  CHECK(v == 10);
  REQUIRE(parse_whole_number("100000000", 1, 100000000, "--hands", v, error));
  CHECK(v == 100000000);
  CHECK(number_error("10abc", 1, 100) == "--hands must be a whole number from 1 to 100, not '10abc'");
  number_error("1e3", 1, 100000);
  number_error("", 1, 100);
  number_error(" 5", 1, 100);
  number_error("5 ", 1, 100);
  number_error("+5", 1, 100);
  number_error("-5", 0, 100);
  number_error("0", 1, 100);
  number_error("101", 1, 100);
  number_error("0x10", 1, 100);
  number_error("1.5", 1, 100);
  number_error("18446744073709551616", 1, UINT64_MAX);  // 2^64
  number_error("99999999999999999999", 1, UINT64_MAX);
  CHECK(number_error(std::string("5\0garbage", 9), 1, 100).find("\\x00") != std::string::npos);
}
