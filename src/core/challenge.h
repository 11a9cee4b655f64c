// A challenge: a deal shared with the sender's score to beat, over one
// hand or over the whole match (the link's `c=`, the record's `challenge`
// line). What is compared is what the table shows for the seat at the
// screen. After a hand: in Schieberamsch and Kalter Schlag the card points
// it took (fewer is better; a Durchmarsch counts -120 for its player and
// 120 for a player it charges), but in a Grand Hand the card points of the
// seat's side as the formula line shows them, the soloist's with the skat
// (more is better either side); in Ramsen the score (strokes, fewer is
// better), in American Schafkopf the score (more is better). After a match
// its total (Schafkopf: more is better, the others fewer).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "state.h"

namespace stichfest {

// The seat's part in a finished hand, which says what its measure is:
// a Grand Hand's soloist and defenders want many card points, everyone
// else in the Ramsch games few.
enum class HandPart : uint8_t {
  Plain,     // any hand but a Grand Hand
  Soloist,   // Schieberamsch: played the Grand Hand
  Defender,  // Schieberamsch: played against a Grand Hand
};

struct Challenge {
  bool active = false;
  bool whole_match = false;  // else the first hand of the link
  int32_t score = 0;
  HandPart part = HandPart::Plain;  // of the sender in that hand (a hand's challenge only)
  bool operator==(const Challenge& o) const {
    return active == o.active && (!active || (whole_match == o.whole_match && score == o.score && part == o.part));
  }
};

// The largest score a challenge carries either way (no game scores near it).
constexpr int32_t kMaxChallengeScore = 99999999;

HandPart hand_part(const State& finished, int seat);
// Whether a lower measure is the better result, for a hand in which the
// seat had `part` (or a match: Plain).
bool lower_is_better(Game game, HandPart part);
// What a finished hand (or a finished match) counts for `seat`.
int32_t hand_measure(const State& finished, int seat);
int32_t match_measure(const MatchState& finished, int seat);

// NotComparable: the friend's part in the hand was not the sender's (one
// played the Grand Hand, the other a Ramsch, or against it): the numbers
// measure different things.
enum class ChallengeOutcome { Beaten, Equalled, NotBeaten, NotComparable };
ChallengeOutcome challenge_outcome(Game game, HandPart part, int32_t to_beat, int32_t got);

// The verdict on `finished` for `seat`: its first hand for a hand's
// challenge, the match for a whole match's; `got` is the seat's measure.
ChallengeOutcome judge_challenge(const Challenge& c, const State& finished, int seat, int32_t& got);

// The link's and the record's form: "h23" (a hand), "m-40" (a match), and
// for a Grand Hand "s75" (the soloist) or "d45" (a defender).
std::string format_challenge(const Challenge& c);
// False for anything else (the number within ±kMaxChallengeScore).
bool parse_challenge(std::string_view text, Challenge& out);
// A Grand Hand's challenge needs a game that has Grand Hands.
bool challenge_fits(const Challenge& c, const Rules& rules);

}  // namespace stichfest
