// The `stichfest` command-line tool: one function per subcommand. Each
// returns the process exit code and prints errors to stderr.
#pragma once

#include <string>

#include "args.h"

namespace stichfest::cli {

int deal_command(const Args& args);
int replay_command(const Args& args);
int selfplay_command(const Args& args);
int bench_command(const Args& args);

// Reports a usage or input error and returns 2. Whatever the user typed
// comes into `message` through quote() (core/quote.h).
int fail(const std::string& message);

}  // namespace stichfest::cli
