// Random playouts: the rest of a hand played with uniformly random legal
// actions, fast enough for the bench and for Monte Carlo search.
#pragma once

#include "engine.h"

namespace stichfest {

// Plays out the hand's Play phase with uniformly random legal actions: the
// same as
//   while (s.phase == Phase::Play) apply(s, random_action(s, rng));
// (tests/playout_test.cpp checks it), card by card without the engine's
// dispatch or action lists. In trick 1 a player may first announce (Kontra
// in Schieberamsch, the next level in Kalter Schlag), as legal_actions()
// lists it. Does nothing outside the Play phase.
void play_randomly(State& s, Rng& rng);

// Makes the hand's declarations (everything before the Play phase) with
// uniformly random legal actions: the same as
//   while (in_hand(s) && s.phase != Phase::Play) apply(s, random_action(s, rng));
// without the engine's dispatch for every decision.
void declare_randomly(State& s, Rng& rng);

// A uniformly random legal action, the same as
//   legal_actions(s, list); return list.items[rng.below(uint32_t(list.count))];
// but without building the long lists (Ramsen's exchange). A hand must be
// in progress (in_hand(s)).
Action random_action(const State& s, Rng& rng);

// Plays `count` random playouts (deal, random legal actions, score) straight
// on the engine, without observations: the raw engine speed. Returns a
// checksum of all scores.
uint64_t random_playouts(const Rules& rules, int count, uint64_t seed);

}  // namespace stichfest
