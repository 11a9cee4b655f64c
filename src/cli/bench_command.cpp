// Speed figures, printed, never asserted. Each figure runs a fixed number of
// seeded games so the checksum is the same on every machine and in WASM.
#include <chrono>
#include <cstdio>

#include "cli.h"
#include "core/selfplay.h"

namespace stichfest::cli {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int bench_command(const Args& args) {
  bool quick = flag(args, "--quick");
  int playouts = quick ? 20000 : 1000000;
  int bot_hands = quick ? 2000 : 100000;
  const char* games[] = {"schieberamsch", "kalter-schlag", "ramsen", "schafkopf-us"};
  uint64_t checksum = kFnvOffset;
  std::printf("%-15s %16s %16s\n", "game", "random playouts/s", "baseline hands/s");
  for (const char* text : games) {
    Rules rules;
    std::string error;
    parse_rules(text, rules, error);
    auto start = std::chrono::steady_clock::now();
    uint64_t c1 = random_playouts(rules, playouts, 7);
    double t1 = seconds_since(start);
    BotKind bots[kMaxPlayers] = {BotKind::Baseline, BotKind::Baseline, BotKind::Baseline, BotKind::Baseline,
                                 BotKind::Baseline};
    start = std::chrono::steady_clock::now();
    SelfplayResult r = selfplay(rules, bots, bot_hands, 7);
    double t2 = seconds_since(start);
    checksum = fnv1a(fnv1a(checksum, c1), r.signature);
    std::printf("%-15s %16.0f %16.0f\n", text, playouts / t1, bot_hands / t2);
    std::fflush(stdout);
  }
  std::printf("checksum %016llx (%d playouts and %d baseline hands per game)\n", (unsigned long long)checksum, playouts,
              bot_hands);
  return 0;
}

}  // namespace stichfest::cli
