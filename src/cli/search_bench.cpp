// The search's figures for `stichfest bench`: the double-dummy solver from
// the first trick on a fixed set of deals per game (nodes and milliseconds
// per solve: median, 95th percentile, maximum), and the time the searching
// bots take per decision. Printed, never asserted.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "cli.h"
#include "core/bots/bot.h"
#include "core/hash.h"
#include "core/search/levels.h"
#include "core/search/solver.h"

namespace stichfest::cli {

using namespace stichfest::search;

namespace {

const char* const kRules[] = {"schieberamsch", "kalter-schlag", "ramsen(players=3)", "schafkopf-us"};

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

template <class T>
T percentile(std::vector<T> v, int pct) {
  if (v.empty()) return T();
  std::sort(v.begin(), v.end());
  size_t i = (v.size() * size_t(pct) + 99) / 100;
  return v[std::min(v.size() - 1, i == 0 ? 0 : i - 1)];
}

// Deal d of the fixed set, its declarations made by the baseline: the
// first trick about to be led.
bool first_trick(const Rules& rules, int d, State& s) {
  uint64_t seed = fnv1a(kFnvOffset, uint64_t(d));
  s = new_match(rules, first_dealer(seed, rules.players()));
  deal(s, deck_for_hand(seed, 1));
  Rng rng(seed);
  while (in_hand(s) && s.phase != Phase::Play) apply(s, baseline_action(observe(s, s.to_move), rng));
  return s.phase == Phase::Play;
}

}  // namespace

uint64_t search_bench(bool quick) {
  uint64_t checksum = kFnvOffset;
  const int deals = quick ? 6 : 30;
  std::printf("solve from trick 1 (%d deals per game, no node limit): nodes and ms per solve\n", deals);
  std::printf("%-20s %9s %9s %9s %8s %8s %8s\n", "solve game", "nodes-med", "nodes-p95", "nodes-max", "ms-med",
              "ms-p95", "ms-max");
  Solver solver;
  for (const char* text : kRules) {
    Rules rules;
    std::string error;
    parse_rules(text, rules, error);
    std::vector<uint64_t> nodes;
    std::vector<double> ms;
    for (int d = 0; d < deals; ++d) {
      State s;
      if (!first_trick(rules, d, s)) continue;
      auto start = std::chrono::steady_clock::now();
      int v = solver.value(s, natural_objective(s, s.to_move));
      ms.push_back(ms_since(start));
      nodes.push_back(solver.nodes());
      checksum = fnv1a(fnv1a(checksum, uint64_t(v)), solver.nodes());
    }
    std::printf("solve %-14s %9llu %9llu %9llu %8.2f %8.2f %8.2f\n", text, (unsigned long long)percentile(nodes, 50),
                (unsigned long long)percentile(nodes, 95), (unsigned long long)percentile(nodes, 100),
                percentile(ms, 50), percentile(ms, 95), percentile(ms, 100));
    std::fflush(stdout);
  }

  const int hands = quick ? 2 : 12;
  std::printf("bot decisions (%d hands per game, the level in every seat): ms per decision\n", hands);
  std::printf("%-26s %9s %8s %8s %8s\n", "decide level game", "decisions", "ms-med", "ms-p95", "ms-max");
  for (BotKind kind : {BotKind::Standard, BotKind::Strong}) {
    for (const char* text : kRules) {
      Rules rules;
      std::string error;
      parse_rules(text, rules, error);
      std::vector<double> ms;
      for (int h = 0; h < hands; ++h) {
        uint64_t seed = fnv1a(kFnvOffset ^ 0xB07, uint64_t(h));
        State s = new_match(rules, first_dealer(seed, rules.players()));
        deal(s, deck_for_hand(seed, 1));
        Rng rng(seed);
        while (in_hand(s)) {
          Observation o = observe(s, s.to_move);
          auto start = std::chrono::steady_clock::now();
          Action a = choose_action(kind, o, rng);
          if (o.legal.count > 1) ms.push_back(ms_since(start));
          checksum = fnv1a(checksum, uint64_t(a.kind) | uint64_t(a.arg) << 8 | uint64_t(a.cards.bits()) << 16);
          apply(s, a);
        }
      }
      std::printf("decide %-8s %-11s %9zu %8.2f %8.2f %8.2f\n", bot_name(kind), text, ms.size(), percentile(ms, 50),
                  percentile(ms, 95), percentile(ms, 100));
      std::fflush(stdout);
    }
  }
  return checksum;
}

}  // namespace stichfest::cli
