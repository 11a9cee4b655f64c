// Inference: how well a world explains what the other seats have done,
// taking the baseline as the model of how a seat decides. Worlds the
// others' choices make unlikely count for less (pimc.cpp weights them).
#pragma once

#include "core/observation.h"

namespace stichfest::search {

// How many of the other seats' public declarations so far (Grand Hand
// offers and skat pushes, Kalter Schlag doublings, Ramsen play or pass,
// Schafkopf solo bids, calls and doublings) the baseline, holding the cards
// this world gives that seat, would not have made.
int declaration_misses(const Observation& o, const State& world);

// How many of the other seats' card plays so far the baseline would not
// have made in this world.
int play_misses(const State& world, int seat);

// A world's weight from its misses: each makes it four times less likely.
inline int weight_of(int misses) { return misses >= 6 ? 1 : 4096 >> (2 * misses); }

}  // namespace stichfest::search
