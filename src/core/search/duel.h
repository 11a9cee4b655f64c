// Two bots on duplicate deals: every deal is played once for each seating
// of the two (one of them alone at each seat, then the other alone at each
// seat), so every seat's cards meet both bots equally often. The result is
// the mean difference per deal with its 95 % confidence interval, and the
// faults the issue named, counted per bot.
#pragma once

#include <cstdint>

#include "levels.h"

namespace stichfest::search {

// A mean and the half-width of its 95 % confidence interval (normal
// approximation of the t interval; the duels are hundreds of deals long).
struct Estimate {
  double mean = 0;
  double half_width = 0;
};

// What each bot did, over all its seats.
struct DuelCounts {
  int64_t seat_hands = 0;
  int64_t lost = 0;             // Ramsch family: among the hand's losers
  int64_t card_points = 0;      // Ramsch family: card points taken
  int64_t skat_turns = 0;       // Schieberamsch: turns at the skat
  int64_t pushes = 0;           //   of which pushed
  int64_t played = 0;           // Ramsen: hands it chose to play (or had to)
  int64_t played_no_trick = 0;  //   of which it took no trick
  int64_t smears = 0;           // American Schafkopf: a 10 or an ace played under the other side's
                                // winning card, when a legal card worth less was in hand and the
                                // other side took the trick
  int64_t doubles = 0;          // Kontra, Re, Bock, ... said
  int64_t declarations = 0;     // Grand Hand, solos, calls, Hochzeit announced (not passes)
  int64_t decisions = 0;
  double think_ms = 0;  // time spent deciding (for the bench; not part of the result's identity)
};

struct DuelResult {
  int deals = 0;
  int seatings = 0;
  // Per deal, bot A's result less bot B's, higher = A better:
  Estimate score;   // the hand's utility measure: penalty points (Ramsch family, negated),
                    // strokes gained (Ramsen), tariff units of 10 (Schafkopf)
  Estimate points;  // card points taken in Ramsch hands (negated); tricks (Ramsen); party points (Schafkopf)
  DuelCounts a, b;
  uint64_t signature = 0;  // of every action, for native = WASM checks
};

// Plays `deals` deals from `seed` (deal d is the first hand of a match whose
// seed and dealer come from `seed` and d) on `threads` threads (results
// do not depend on the thread count).
DuelResult duel(const Rules& rules, BotKind a, BotKind b, int deals, uint64_t seed, int threads = 1);

// The unit of DuelResult::score for a game ("penalty points", ...).
const char* duel_score_unit(Game g);
const char* duel_points_unit(Game g);

}  // namespace stichfest::search
