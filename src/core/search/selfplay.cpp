#include "selfplay.h"

#include "core/observation.h"

namespace stichfest::search {

namespace {

uint64_t hash_action(uint64_t h, const Action& a) {
  return fnv1a(h, uint64_t(a.kind) | uint64_t(a.arg) << 8 | uint64_t(a.cards.bits()) << 16);
}

uint64_t hash_result(uint64_t h, const State& s) {
  for (int p = 0; p < s.players; ++p) h = fnv1a(h, uint64_t(int64_t(s.result.score[p])));
  return h;
}

}  // namespace

SelfplayResult selfplay(const Rules& rules, const BotKind bots[kMaxPlayers], int hands, uint64_t seed) {
  SelfplayResult out;
  out.signature = kFnvOffset;
  Rng seeds(seed);
  Rng bot_rng[kMaxPlayers] = {Rng(seed ^ 1), Rng(seed ^ 2), Rng(seed ^ 3), Rng(seed ^ 4), Rng(seed ^ 5)};
  State s;
  uint64_t match_seed = 0;
  while (out.hands < hands) {
    if (out.hands == 0 || s.phase == Phase::MatchOver) {
      match_seed = seeds.next();
      s = new_match(rules, first_dealer(match_seed, rules.players()));
      ++out.matches;
    }
    deal(s, deck_for_hand(match_seed, s.hand_number + 1u));
    while (in_hand(s)) {
      Observation o = observe(s, s.to_move);
      Action a = choose_action(bots[s.to_move], o, bot_rng[s.to_move]);
      out.signature = hash_action(out.signature, a);
      apply(s, a);
    }
    ++out.hands;
    out.signature = hash_result(out.signature, s);
    for (int p = 0; p < s.players; ++p)
      out.totals[p] += rules.game == Game::Ramsen ? -s.result.score[p] : s.result.score[p];
  }
  return out;
}

}  // namespace stichfest::search
