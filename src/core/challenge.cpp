#include "challenge.h"

#include "standing.h"

namespace stichfest {

bool lower_is_better(Game game) { return game != Game::SchafkopfUS; }

int32_t hand_measure(const State& s, int seat) {
  // The Ramsch games' hand score is 0 for everyone but the loser, so a
  // hand is measured by the card points taken, which always tell.
  Game g = s.rules->game;
  if (g == Game::Schieberamsch || g == Game::KalterSchlag) return s.result.points[seat];
  return s.result.score[seat];
}

int32_t match_measure(const MatchState& s, int seat) { return match_total(s, seat); }

ChallengeOutcome challenge_outcome(Game game, int32_t to_beat, int32_t got) {
  if (got == to_beat) return ChallengeOutcome::Equalled;
  bool better = lower_is_better(game) ? got < to_beat : got > to_beat;
  return better ? ChallengeOutcome::Beaten : ChallengeOutcome::NotBeaten;
}

std::string format_challenge(const Challenge& c) {
  return std::string(c.whole_match ? "m" : "h") + std::to_string(c.score);
}

bool parse_challenge(std::string_view text, Challenge& out) {
  if (text.size() < 2 || (text[0] != 'h' && text[0] != 'm')) return false;
  bool negative = text[1] == '-';
  std::string_view digits = text.substr(negative ? 2 : 1);
  if (digits.empty() || digits.size() > 8) return false;
  int32_t v = 0;
  for (char ch : digits) {
    if (ch < '0' || ch > '9') return false;
    v = v * 10 + (ch - '0');
  }
  if (v > kMaxChallengeScore) return false;
  out.active = true;
  out.whole_match = text[0] == 'm';
  out.score = negative ? -v : v;
  return true;
}

}  // namespace stichfest
