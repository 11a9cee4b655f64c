#include <cstdio>

#include "cli.h"
#include "core/engine.h"
#include "core/record.h"

namespace stichfest::cli {

void print_deal(const Rules& rules, uint64_t seed, int dealer) {
  State s = new_match(rules, dealer);
  deal(s, deck_for_hand(seed, 1));
  std::printf("rules  %s\nseed   %s\ndealer %d\n", format_rules(rules).c_str(), format_seed(seed).c_str(), dealer);
  for (int p = 0; p < s.players; ++p) {
    std::string role = p == s.dealer ? " (dealer)" : p == forehand(s) ? " (forehand)" : "";
    std::printf("seat %d%-11s %s\n", p, role.c_str(), set_codes(s.hands[p]).c_str());
  }
  if (rules.game == Game::Schieberamsch) std::printf("skat               %s\n", set_codes(s.skat).c_str());
  if (rules.game == Game::Ramsen) {
    std::printf("up-card            %s\ntalon              ", card_code(s.upcard).c_str());
    for (int i = 0; i < s.talon_size; ++i) std::printf("%s%s", i ? " " : "", card_code(s.talon[i]).c_str());
    std::printf("\n");
  }
}

int deal_command(const Args& args) {
  ParsedArgs parsed;
  std::string error;
  if (!parse_args(args, {{"--dealer", true}}, parsed, error)) return fail(error);
  const Args& pos = parsed.positional;
  if (pos.size() != 2) return fail("deal needs RULES and SEED, e.g. stichfest deal schieberamsch 42");
  Rules rules;
  if (!parse_rules(pos[0], rules, error)) return fail(error);
  uint64_t seed = 0;
  if (!parse_seed(pos[1], seed, error)) return fail(error);
  int dealer = first_dealer(seed, rules.players());
  if (parsed.has("--dealer")) {
    uint64_t seat = 0;
    if (!parse_whole_number(parsed.get("--dealer"), 0, uint64_t(rules.players() - 1), "--dealer (a seat)", seat, error))
      return fail(error);
    dealer = int(seat);
  }
  print_deal(rules, seed, dealer);
  return 0;
}

}  // namespace stichfest::cli
