// The strong level's card play: a tree search over the seat's worlds
// (single-observer information-set Monte Carlo tree search). Each
// iteration takes one world, walks the tree of card plays from here,
// choosing at every node by what that card brought the seat to move there
// over all the worlds that reached it, adds one node and plays the hand out
// with the baseline. A node stands for a sequence of cards, not for a
// world: the seat's own later cards (and the others') are chosen once for
// every world it cannot tell apart, which plain PIMC (one solve per world)
// cannot do. Integers and IEEE + * / sqrt only, so the same natively and
// in WASM.
#pragma once

#include "core/rng.h"
#include "core/state.h"

namespace stichfest::search {

// The card for the seat to move in every world (all in card play) after
// `iterations` iterations over the worlds, each iteration's world chosen in
// proportion to its weight (weights > 0): the root's most tried card.
Card tree_search(const State* worlds, const int* weights, int count, int iterations, Rng& rng);

}  // namespace stichfest::search
