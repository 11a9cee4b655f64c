#include <cstdio>

#include "cli.h"
#include "core/record.h"
#include "core/search/selfplay.h"

namespace stichfest::cli {

using namespace stichfest::search;

int selfplay_command(const Args& args) {
  std::string text = "schieberamsch", value;
  option(args, "--rules", text);
  Rules rules;
  std::string error;
  if (!parse_rules(text, rules, error)) return fail(error);
  int hands = 1000;
  if (option(args, "--hands", value) || option(args, "--games", value)) {
    hands = std::atoi(value.c_str());
    if (hands <= 0 || hands > 100000000) return fail("--hands must be a positive number");
  }
  uint64_t seed = 1;
  if (option(args, "--seed", value) && !parse_seed(value, seed, error)) return fail(error);
  BotKind bots[kMaxPlayers] = {BotKind::Beginner, BotKind::Beginner, BotKind::Beginner, BotKind::Beginner,
                               BotKind::Beginner};
  if (option(args, "--bots", value)) {
    int seat = 0;
    size_t start = 0;
    while (start <= value.size() && seat < kMaxPlayers) {
      size_t comma = value.find(',', start);
      std::string name = value.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      if (!parse_bot(name, bots[seat])) return fail("unknown bot '" + name + "' (expected random, beginner, standard or strong)");
      ++seat;
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    for (int p = seat; p < kMaxPlayers; ++p) bots[p] = bots[seat - 1];  // the last one fills the rest
  }
  SelfplayResult r = selfplay(rules, bots, hands, seed);
  std::printf("rules %s, seed %s, %d hands in %d matches\n", format_rules(rules).c_str(), format_seed(seed).c_str(),
              r.hands, r.matches);
  for (int p = 0; p < rules.players(); ++p)
    std::printf("seat %d %-8s %s %lld\n", p, bot_name(bots[p]), rules.game == Game::Ramsen ? "strokes" : "total",
                (long long)r.totals[p]);
  std::printf("signature %016llx\n", (unsigned long long)r.signature);
  return 0;
}

}  // namespace stichfest::cli
