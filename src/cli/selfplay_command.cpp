#include <cstdio>

#include "cli.h"
#include "core/quote.h"
#include "core/record.h"
#include "core/search/selfplay.h"

namespace stichfest::cli {

using namespace stichfest::search;

int selfplay_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {{"--rules", true}, {"--hands", true}, {"--games", true}, {"--bots", true}, {"--seed", true}},
                  parsed, error))
    return fail(error);
  if (!parsed.positional.empty()) return fail("selfplay takes only options, not " + quote(parsed.positional[0]));
  if (parsed.has("--hands") && parsed.has("--games")) return fail("--games is another name for --hands: give one");
  Rules rules;
  if (!parse_rules(parsed.get("--rules", "schieberamsch"), rules, error)) return fail(error);
  uint64_t hands = 1000;
  const char* count = parsed.has("--games") ? "--games" : "--hands";
  if (parsed.has(count) && !parse_whole_number(parsed.get(count), 1, 100000000, count, hands, error))
    return fail(error);
  uint64_t seed = 1;
  if (parsed.has("--seed") && !parse_seed(parsed.get("--seed"), seed, error)) return fail(error);
  BotKind bots[kMaxPlayers] = {BotKind::Beginner, BotKind::Beginner, BotKind::Beginner, BotKind::Beginner,
                               BotKind::Beginner};
  if (parsed.has("--bots")) {
    std::string value = parsed.get("--bots");
    int seat = 0;
    size_t start = 0;
    while (start <= value.size() && seat < kMaxPlayers) {
      size_t comma = value.find(',', start);
      std::string name = value.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      if (!parse_bot(name, bots[seat]))
        return fail("unknown bot " + quote(name) + " (expected random, beginner, standard or strong)");
      ++seat;
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    for (int p = seat; p < kMaxPlayers; ++p) bots[p] = bots[seat - 1];  // the last one fills the rest
  }
  SelfplayResult r = selfplay(rules, bots, int(hands), seed);
  std::printf("rules %s, seed %s, %d hands in %d matches\n", format_rules(rules).c_str(), format_seed(seed).c_str(),
              r.hands, r.matches);
  for (int p = 0; p < rules.players(); ++p)
    std::printf("seat %d %-8s %s %lld\n", p, bot_name(bots[p]), rules.game == Game::Ramsen ? "strokes" : "total",
                (long long)r.totals[p]);
  std::printf("signature %016llx\n", (unsigned long long)r.signature);
  return 0;
}

}  // namespace stichfest::cli
