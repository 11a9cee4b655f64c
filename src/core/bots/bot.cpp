#include "bot.h"

#include <cassert>

namespace stichfest {

Action random_choice(const Observation& o, Rng& rng) {
  assert(o.legal.count > 0 && "a bot was asked to move with no legal action");
  return o.legal.items[rng.below(uint32_t(o.legal.count))];
}

Action baseline_action(const Observation& o, Rng& rng) {
  assert(o.legal.count > 0 && "a bot was asked to move with no legal action");
  switch (o.rules->game) {
    case Game::Schieberamsch:
      return baseline_schieberamsch(o, rng);
    case Game::KalterSchlag:
      return baseline_kalter_schlag(o, rng);
    case Game::Ramsen:
      return baseline_ramsen(o, rng);
    case Game::SchafkopfUS:
      return baseline_schafkopf(o, rng);
  }
  return o.legal.items[0];
}

}  // namespace stichfest
