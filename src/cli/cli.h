// The `stichfest` command-line tool: one function per subcommand. Each
// returns the process exit code and prints errors to stderr.
#pragma once

#include <cstdint>
#include <string>

#include "args.h"
#include "core/rules.h"

namespace stichfest::cli {

int deal_command(const Args& args);
int replay_command(const Args& args);
int selfplay_command(const Args& args);
int bench_command(const Args& args);
int duel_command(const Args& args);
int decide_command(const Args& args);
int review_command(const Args& args);
int check_bots_command(const Args& args);
int verify_command(const Args& args);
// Prints the hands (and skat, up-card, talon) of the first hand of a seed's match.
void print_deal(const Rules& rules, uint64_t seed, int dealer);
// The solver and bot figures of `bench`; returns their checksum.
uint64_t search_bench(bool quick);

// Reads a record file whole. At most kMaxRecordBytes: `replay /dev/zero`
// would read forever. Says why a path cannot be read.
bool read_record_file(const std::string& path, std::string& text, std::string& error);

// Reports a usage or input error and returns 2. Whatever the user typed
// comes into `message` through quote() (core/quote.h).
int fail(const std::string& message);

}  // namespace stichfest::cli
