// The `stichfest` command-line tool: one function per subcommand. Each
// returns the process exit code and prints errors to stderr.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace stichfest::cli {

using Args = std::vector<std::string>;

int deal_command(const Args& args);
int replay_command(const Args& args);
int selfplay_command(const Args& args);
int bench_command(const Args& args);
int duel_command(const Args& args);
int decide_command(const Args& args);
// The solver and bot figures of `bench`; returns their checksum.
uint64_t search_bench(bool quick);

// Reports a usage or input error and returns 2.
int fail(const std::string& message);
// Reads `--name value` from args; true if present.
bool option(const Args& args, const std::string& name, std::string& value);
bool flag(const Args& args, const std::string& name);
// Arguments that are not options or option values.
Args positional(const Args& args);

}  // namespace stichfest::cli
