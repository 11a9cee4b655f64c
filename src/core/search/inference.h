// Inference: how well a world explains what the other seats have done,
// taking the baseline as the model of how a seat decides. Worlds the
// others' choices make unlikely count for less (pimc.cpp weights them).
#pragma once

#include <vector>

#include "core/observation.h"
#include "core/rng.h"

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

// What counts as a miss, and how hard to look for worlds without one.
struct Inference {
  bool declarations = false;  // the others' declarations (declaration_misses)
  bool plays = false;         // ... and their card plays (play_misses)
  int draws = 1;              // draw up to this many times the worlds wanted
};

// `want` worlds for o.seat (fewer if the observation allows fewer), each
// with its weight. Worlds are drawn until `want` of them explain all the
// others' choices (no miss), or how.draws times `want` have been drawn; the
// `want` with the fewest misses are kept (the earlier drawn on a tie): the
// others' choices then shape the worlds, not only their weights.
// Returns how many worlds were drawn.
int draw_worlds(const Observation& o, const Inference& how, int want, Rng& rng, std::vector<State>& worlds,
                std::vector<int>& weights);

}  // namespace stichfest::search
