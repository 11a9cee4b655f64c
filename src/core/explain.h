// The score of a finished hand worked out in a player's words, in English
// or German, e.g. "Most card points 113, doubled 3 times (2 pushes,
// Jungfrau): 904; a tenth, rounded down: 90". Used by `stichfest replay`
// and by the table's hand summary.
#pragma once

#include <string>
#include <vector>

#include "state.h"
#include "words.h"

namespace stichfest {

// Lines describing the last finished hand of `s` (s.result). Seat names
// are given by `seat_names` (n entries) or default to "seat N"; the seat
// `you` (if any) is addressed, so its verbs agree with "You" / "Du". Cards
// and suits are named as the deck shows them (words.h).
std::vector<std::string> explain_hand(const State& s, Lang lang, const std::vector<std::string>& seat_names = {},
                                      int you = -1, bool german_deck = false);

// A number as the explanations print it: a true minus sign (−12), and with
// signed_number_text a plus sign for gains (+12).
std::string number_text(int64_t v);
std::string signed_number_text(int64_t v);

// One line for the end of a match, or "" while it goes on.
std::string explain_match_end(const State& s, Lang lang, const std::vector<std::string>& seat_names = {}, int you = -1);

}  // namespace stichfest
