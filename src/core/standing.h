// Where a match stands, as the table, the records and the tools show it:
// the running totals, Ramsen's crosses, and who deals the next match.
#pragma once

#include "state.h"

namespace stichfest {

// The number a seat's running total shows: its points written (Ramsch
// family) or paid (Schafkopf), in Ramsen the strokes it still needs.
int32_t match_total(const MatchState& s, int seat);

// Ramsen (RULES.md §4.8): a trick is a stroke on the seat's crosses. It
// completes two crosses (RM_START_NEED strokes) plus a cross (RM_PENALTY
// strokes) for every hand it played without a trick.
struct RamsenStrokes {
  int goal = 0;   // strokes in all the seat's crosses
  int made = 0;   // strokes made so far
  int to_go = 0;  // goal - made: the engine's `need`
};
RamsenStrokes ramsen_strokes(const MatchState& s, int seat);

// The first dealer of the next match after `finished` (phase MatchOver),
// or -1 where the rules leave it to the new match's seed. Kalter Schlag
// (§3.9, GAP-KS3): the winner of the partie deals; after a loss the loser
// chooses, and with no choice offered he deals himself.
int next_match_dealer(const MatchState& finished);

}  // namespace stichfest
