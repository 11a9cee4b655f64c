// Random playouts: the rest of a hand played with uniformly random legal
// cards, fast enough for the bench and for Monte Carlo search.
#pragma once

#include "engine.h"

namespace stichfest {

// Plays random cards while the hand is in its Play phase and the player to
// move has nothing to decide but a card (no trick-1 announcement open).
// Each card is legal_cards(s).nth(rng.below(count)), so the result is
// exactly that of
//   while (s.phase == Phase::Play && !announcement_open(s)) {
//     CardSet c = legal_cards(s);
//     apply(s, Action::play(c.nth(int(rng.below(uint32_t(c.size()))))));
//   }
// (tests/playout_test.cpp checks it), without the per-card dispatch.
void play_randomly(State& s, Rng& rng);

// A uniformly random legal action, the same as
//   legal_actions(s, list); return list.items[rng.below(uint32_t(list.count))];
// but without building the long lists (Ramsen's exchange). A hand must be
// in progress (in_hand(s)).
Action random_action(const State& s, Rng& rng);

}  // namespace stichfest
