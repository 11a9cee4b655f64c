// Speed figures, printed, never asserted. Each figure runs a fixed number of
// seeded games so the checksum is the same on every machine and in WASM.
//
// A second table runs the same random playouts on every hardware thread at
// once, natively and in WASM under node: each thread plays the whole seeded
// set (so each must return the single-thread checksum) and the figure is all
// threads' playouts over the wall time.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iterator>
#include <thread>
#include <vector>

#include "cli.h"
#include "core/playout.h"
#include "core/search/selfplay.h"

namespace stichfest::cli {

using namespace stichfest::search;

namespace {

const char* const kGames[] = {"schieberamsch", "kalter-schlag", "ramsen", "schafkopf-us"};
static_assert(std::size(kGames) == kGameCount, "one bench line per game");

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

Rules rules_named(const char* text) {
  Rules rules;
  std::string error;
  parse_rules(text, rules, error);
  return rules;
}

// Every hardware thread; under node at most the pool of workers started with
// the program (STICHFEST_BENCH_POOL, src/cli/CMakeLists.txt).
int bench_threads() {
  int threads = int(std::thread::hardware_concurrency());
#ifdef STICHFEST_BENCH_POOL
  threads = std::min(threads, STICHFEST_BENCH_POOL);
#endif
  return threads;
}

// Playouts per second with `threads` threads each playing the seeded set;
// false if any thread's checksum differs from `expected`.
bool threaded_playouts(const Rules& rules, int playouts, int threads, uint64_t expected, double& per_second) {
  std::vector<uint64_t> sums(size_t(threads), 0);
  std::vector<std::thread> pool;
  auto start = std::chrono::steady_clock::now();
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] { sums[size_t(t)] = random_playouts(rules, playouts, 7); });
  for (std::thread& th : pool) th.join();
  per_second = double(playouts) * threads / seconds_since(start);
  for (uint64_t sum : sums)
    if (sum != expected) return false;
  return true;
}

}  // namespace

int bench_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {{"--quick", false}, {"--search", false}}, parsed, error)) return fail(error);
  if (!parsed.positional.empty()) return fail("bench takes no arguments, only --quick and --search");
  bool quick = parsed.has("--quick");
  if (parsed.has("--search")) {
    std::printf("search checksum %016llx\n", (unsigned long long)search_bench(quick));
    return 0;
  }
  int playouts = quick ? 20000 : 1000000;
  int bot_hands = quick ? 2000 : 100000;
  uint64_t checksum = kFnvOffset;
  uint64_t playout_sums[kGameCount] = {};
  std::printf("%-15s %16s %16s\n", "game", "random playouts/s", "baseline hands/s");
  for (int g = 0; g < kGameCount; ++g) {
    Rules rules = rules_named(kGames[g]);
    auto start = std::chrono::steady_clock::now();
    playout_sums[g] = random_playouts(rules, playouts, 7);
    double t1 = seconds_since(start);
    BotKind bots[kMaxPlayers] = {BotKind::Beginner, BotKind::Beginner, BotKind::Beginner, BotKind::Beginner,
                                 BotKind::Beginner};
    start = std::chrono::steady_clock::now();
    SelfplayResult r = selfplay(rules, bots, bot_hands, 7);
    double t2 = seconds_since(start);
    checksum = fnv1a(fnv1a(checksum, playout_sums[g]), r.signature);
    std::printf("%-15s %16.0f %16.0f\n", kGames[g], playouts / t1, bot_hands / t2);
    std::fflush(stdout);
  }
  std::printf("checksum %016llx (%d playouts and %d baseline hands per game)\n", (unsigned long long)checksum, playouts,
              bot_hands);
#if defined(__BMI2__)
  std::printf("card pick: BMI2 pdep (built with -DSTICHFEST_BMI2=ON)\n");
#else
  std::printf("card pick: portable (popcount and a byte table)\n");
#endif
  int threads = bench_threads();
  if (threads > 1) {
    std::printf("random playouts/s on all %d hardware threads (each thread plays the same seeded set):\n", threads);
    for (int g = 0; g < kGameCount; ++g) {
      double per_second = 0;
      if (!threaded_playouts(rules_named(kGames[g]), playouts, threads, playout_sums[g], per_second))
        return fail(std::string(kGames[g]) + ": a thread's playouts gave a different checksum");
      std::printf("threads %-15s %16.0f\n", kGames[g], per_second);
      std::fflush(stdout);
    }
  }
  return 0;
}

}  // namespace stichfest::cli
