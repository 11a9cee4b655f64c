// The score of a finished hand with its formula written out as in RULES.md,
// e.g. "113 × 2^(2 pushes + Jungfrau) = 904 → floor10 = 90", in English or
// German. Used by `stichfest replay` and by the table's hand summary.
#pragma once

#include <string>
#include <vector>

#include "state.h"

namespace stichfest {

enum class Lang : uint8_t { English, German };

// Lines describing the last finished hand of `s` (s.result). Seat names
// are given by `seat_names` (n entries) or default to "seat N"; the seat
// `you` (if any) is addressed, so its verbs agree with "You" / "Du".
std::vector<std::string> explain_hand(const State& s, Lang lang, const std::vector<std::string>& seat_names = {},
                                      int you = -1);

// A number as the explanations print it: a true minus sign (−12), and with
// signed_number_text a plus sign for gains (+12).
std::string number_text(int64_t v);
std::string signed_number_text(int64_t v);

// One line for the end of a match, or "" while it goes on.
std::string explain_match_end(const State& s, Lang lang, const std::vector<std::string>& seat_names = {}, int you = -1);

}  // namespace stichfest
