// What a bot plays for, as one integer (higher is better), so that averages
// over worlds are exact and the same natively and in WASM.
#pragma once

#include <cstdint>

#include "core/engine.h"
#include "solver.h"

namespace stichfest::search {

// A finished hand (its result scored) as seen by `seat`:
//  * Schieberamsch and Kalter Schlag: the settlement it moves, every other
//    player's penalty against three (four) times one's own, since each
//    pays the others the difference of the totals (§2.11);
//  * Ramsen: strokes gained (tricks less penalties), and ending the game;
//  * American Schafkopf: the payment itself.
int64_t hand_utility(const State& s, int seat);

// A double-dummy value (solver.h) of a world in play: the counted side takes
// `value` in the rest of the hand under `objective`. The game's stakes are
// read from the card points or tricks this gives the seat: in Ramsch and
// Kalter Schlag its own card points (fewer is better), in Ramsen its tricks
// (none costs the penalty), in the Grand Hand and American Schafkopf the
// declaring side's points against 61, 90 and 30 (and a little per point).
int64_t play_utility(const State& world, int seat, const Objective& objective, int value);

// What a double-dummy value means to a player at the end of the hand:
// Ramsch and Kalter Schlag: the seat's own card points; Ramsen: its strokes
// (tricks, less the penalty for none); Grand Hand and American Schafkopf:
// the card points of the seat's side.
int shown_result(const State& world, int seat, const Objective& objective, int value);

// The card points the declaring side of a two-side game holds so far (the
// Grand Hand's skat included).
int side_points(const State& world, const Objective& objective);

}  // namespace stichfest::search
