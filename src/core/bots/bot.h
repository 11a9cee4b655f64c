// The rule-based bots: functions of one seat's Observation and an RNG,
// nothing else, so a bot cannot peek at hidden cards. Deterministic given
// the RNG's seed, natively and in WASM alike. The searching bots and the
// levels are one layer up (search/levels.h).
#pragma once

#include "core/observation.h"
#include "core/rng.h"

namespace stichfest {

// The baseline (a club player's rules of thumb) picks one of o.legal,
// which must not be empty; random_choice picks any of them.
Action baseline_action(const Observation& o, Rng& rng);
Action random_choice(const Observation& o, Rng& rng);

// The baseline, per game (bots/<game>_bot.cpp).
Action baseline_schieberamsch(const Observation& o, Rng& rng);
Action baseline_kalter_schlag(const Observation& o, Rng& rng);
Action baseline_ramsen(const Observation& o, Rng& rng);
Action baseline_schafkopf(const Observation& o, Rng& rng);

}  // namespace stichfest
