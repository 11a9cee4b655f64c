// Baseline Kalter Schlag bot: raises the doubling level only with a safe
// hand, then plays Ramsch: duck under, shed high cards when void.
#include "bot.h"
#include "bot_util.h"
#include "ramsch_play.h"

namespace stichfest {

namespace {
// With 8 cards a hand is roughly 4/5 as dangerous as a 10-card one.
constexpr int kDoubleDanger = 60;
}  // namespace

Action baseline_kalter_schlag(const Observation& o, Rng& rng) {
  (void)rng;
  if (bot::offers(o, Act::Double) && bot::ramsch_danger(o.hand, o.played) <= kDoubleDanger)
    return Action::of(Act::Double);
  return Action::play(bot::play_ramsch(o));
}

}  // namespace stichfest
