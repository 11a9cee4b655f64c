// A challenge: a deal shared with the sender's score to beat, over one
// hand or over the whole match (the link's `c=`, the record's `challenge`
// line). What is compared is what the table shows for the seat at the
// screen: after a hand its card points in Schieberamsch and Kalter Schlag
// (fewer is better), its score in Ramsen (strokes, fewer is better) and
// American Schafkopf (more is better); after a match its total (Schafkopf:
// more is better, the others fewer).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "state.h"

namespace stichfest {

struct Challenge {
  bool active = false;
  bool whole_match = false;  // else the first hand of the link
  int32_t score = 0;
  bool operator==(const Challenge& o) const {
    return active == o.active && (!active || (whole_match == o.whole_match && score == o.score));
  }
};

// The largest score a challenge carries either way (no game scores near it).
constexpr int32_t kMaxChallengeScore = 99999999;

bool lower_is_better(Game game);
// What a finished hand (or a finished match) counts for `seat`.
int32_t hand_measure(const State& finished, int seat);
int32_t match_measure(const MatchState& finished, int seat);

enum class ChallengeOutcome { Beaten, Equalled, NotBeaten };
ChallengeOutcome challenge_outcome(Game game, int32_t to_beat, int32_t got);

// The link's and the record's form: "h23" (a hand), "m-40" (a match).
std::string format_challenge(const Challenge& c);
// False for anything else (the number within ±kMaxChallengeScore).
bool parse_challenge(std::string_view text, Challenge& out);

}  // namespace stichfest
