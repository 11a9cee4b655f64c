// The command line of each subcommand: the options it knows, whether each
// takes a value, and whole numbers read strictly. Anything else (an unknown
// option, an option without its value or given twice, "10abc" for a number)
// is an error with a message, never ignored.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace stichfest::cli {

using Args = std::vector<std::string>;

struct OptionSpec {
  const char* name;  // "--hands"
  bool takes_value;
};

struct ParsedArgs {
  Args positional;                            // arguments that are not options or their values
  std::map<std::string, std::string> values;  // option name -> value ("" for a flag)

  bool has(const std::string& name) const { return values.count(name) != 0; }
  // The option's value, or `fallback` if it was not given.
  std::string get(const std::string& name, const std::string& fallback = "") const;
};

// Reads args against the options a command knows. False with a message for
// an unknown option, a missing value or an option given twice.
bool parse_args(const Args& args, std::initializer_list<OptionSpec> known, ParsedArgs& out, std::string& error);

// A whole decimal number from min to max: digits only, no sign, no spaces,
// no exponent. False with a message naming `what` otherwise.
bool parse_whole_number(std::string_view text, uint64_t min, uint64_t max, const char* what, uint64_t& out,
                        std::string& error);

}  // namespace stichfest::cli
