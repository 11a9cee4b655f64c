// stichfest: deal, replay, selfplay, duel, verify and bench from the command line.
#include <cstdio>

#include "cli.h"
#include "core/quote.h"

namespace stichfest::cli {

int fail(const std::string& message) {
  std::fprintf(stderr, "stichfest: %s\n", message.c_str());
  return 2;
}

}  // namespace stichfest::cli

namespace {

const char kUsage[] =
    "usage:\n"
    "  stichfest deal RULES SEED [--dealer N]      show the hands of a seeded deal\n"
    "  stichfest replay FILE [--json]              replay a game record\n"
    "  stichfest selfplay [--rules R] [--hands N] [--bots B0,B1,..] [--seed S]\n"
    "                                              bots play; totals and signature\n"
    "  stichfest decide FILE [--ask Q]             the record's bots choose its next action\n"
    "                                              (or answer Q: hint, review H M)\n"
    "  stichfest review FILE [--hand N] [--seat S] [--raw]\n"
    "                                              could seat S (0) have played hand N better?\n"
    "  stichfest check-bots FILE                   every bot move of a record is its level's\n"
    "  stichfest duel A B [--rules R] [--deals N] [--seed S] [--threads T]\n"
    "                                              two bots on duplicate deals\n"
    "  stichfest verify HASH FILE | HASH --rules R --seed S --nonce N [--dealer D]\n"
    "                                              check a sealed deal and print its cards\n"
    "  stichfest bench [--quick]                   playouts and bot games per second\n"
    "RULES is a rules string such as schieberamsch(preset=pfaelzer); bots are\n"
    "'random', 'beginner' (the rule-based baseline), 'standard' or 'strong';\n"
    "see docs/record-format.md for records.\n";

}  // namespace

int main(int argc, char** argv) {
  using namespace stichfest::cli;
  if (argc < 2) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  std::string command = argv[1];
  Args args(argv + 2, argv + argc);
  if (command == "deal") return deal_command(args);
  if (command == "replay") return replay_command(args);
  if (command == "selfplay") return selfplay_command(args);
  if (command == "bench") return bench_command(args);
  if (command == "duel") return duel_command(args);
  if (command == "decide") return decide_command(args);
  if (command == "review") return review_command(args);
  if (command == "check-bots") return check_bots_command(args);
  if (command == "verify") return verify_command(args);
  if (command == "--help" || command == "help" || command == "-h") {
    std::fputs(kUsage, stdout);
    return 0;
  }
  std::fputs(kUsage, stderr);
  return fail("unknown command " + stichfest::quote(command));
}
