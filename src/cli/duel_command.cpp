// `stichfest duel A B`: two bots on duplicate deals (search/duel.h).
#include <algorithm>
#include <cstdio>
#include <thread>

#include "cli.h"
#include "core/quote.h"
#include "core/record.h"
#include "core/search/duel.h"

namespace stichfest::cli {

using namespace stichfest::search;

namespace {

void print_counts(const char* name, const Rules& rules, const DuelCounts& c) {
  double hands = c.seat_hands ? double(c.seat_hands) : 1;
  std::printf("  %-9s", name);
  switch (rules.game) {
    case Game::Schieberamsch:
    case Game::KalterSchlag:
      std::printf(" card points/hand %.1f, lost %.1f %%", double(c.card_points) / hands,
                  100.0 * double(c.lost) / hands);
      if (c.skat_turns) std::printf(", pushed %.1f %% of skat turns", 100.0 * double(c.pushes) / double(c.skat_turns));
      break;
    case Game::Ramsen:
      std::printf(" played %lld hands, took no trick in %lld (%.1f %%)", (long long)c.played,
                  (long long)c.played_no_trick, c.played ? 100.0 * double(c.played_no_trick) / double(c.played) : 0.0);
      break;
    case Game::SchafkopfUS:
      std::printf(" smears into the other side's tricks: %lld (%.1f per 100 hands)", (long long)c.smears,
                  100.0 * double(c.smears) / hands);
      break;
  }
  std::printf(", doublings %.1f and declarations %.1f per 100 hands", 100.0 * double(c.doubles) / hands,
              100.0 * double(c.declarations) / hands);
  std::printf(", %.2f ms per decision\n", c.decisions ? c.think_ms / double(c.decisions) : 0.0);
}

}  // namespace

int duel_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {{"--rules", true}, {"--deals", true}, {"--seed", true}, {"--threads", true}}, parsed, error))
    return fail(error);
  const Args& names = parsed.positional;
  if (names.size() != 2) return fail("duel needs two bots, e.g. 'duel standard beginner'");
  BotKind a, b;
  for (int i = 0; i < 2; ++i)
    if (!parse_bot(names[size_t(i)], i == 0 ? a : b))
      return fail("unknown bot " + quote(names[size_t(i)]) + " (expected random, beginner, standard or strong)");
  Rules rules;
  if (!parse_rules(parsed.get("--rules", "schieberamsch"), rules, error)) return fail(error);
  uint64_t deals = 200, seed = 1, threads = std::max(1u, std::thread::hardware_concurrency());
  if (parsed.has("--deals") && !parse_whole_number(parsed.get("--deals"), 1, 10000000, "--deals", deals, error))
    return fail(error);
  if (parsed.has("--seed") && !parse_seed(parsed.get("--seed"), seed, error)) return fail(error);
  if (parsed.has("--threads") && !parse_whole_number(parsed.get("--threads"), 1, 256, "--threads", threads, error))
    return fail(error);
  DuelResult r = duel(rules, a, b, int(deals), seed, int(threads));
  std::printf("duel %s vs %s, rules %s, %d deals x %d seatings, seed %s\n", bot_name(a), bot_name(b),
              format_rules(rules).c_str(), r.deals, r.seatings, format_seed(seed).c_str());
  std::printf("  %s - %s: %+.2f +- %.2f %s per deal (95 %% interval), %+.2f +- %.2f %s\n", bot_name(a), bot_name(b),
              r.score.mean, r.score.half_width, duel_score_unit(rules.game), r.points.mean, r.points.half_width,
              duel_points_unit(rules.game));
  print_counts(bot_name(a), rules, r.a);
  print_counts(bot_name(b), rules, r.b);
  std::printf("signature %016llx\n", (unsigned long long)r.signature);
  return 0;
}

}  // namespace stichfest::cli
