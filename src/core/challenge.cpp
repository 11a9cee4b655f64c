#include "challenge.h"

#include "standing.h"

namespace stichfest {

HandPart hand_part(const State& s, int seat) {
  const HandResult& r = s.result;
  if (s.rules->game != Game::Schieberamsch || r.declarer < 0) return HandPart::Plain;
  return r.declarer == seat ? HandPart::Soloist : HandPart::Defender;
}

bool lower_is_better(Game game, HandPart part) { return game != Game::SchafkopfUS && part == HandPart::Plain; }

int32_t hand_measure(const State& s, int seat) {
  // The Ramsch games' hand score is 0 for everyone but the loser, so a
  // hand is measured by the card points taken, which always tell.
  const HandResult& r = s.result;
  Game g = s.rules->game;
  if (g != Game::Schieberamsch && g != Game::KalterSchlag) return r.score[seat];
  // A Grand Hand is won on the side's card points: the soloist's count
  // the skat (the formula line's "72 card points (skat included)").
  if (hand_part(s, seat) == HandPart::Soloist) return r.party_points[0];
  if (hand_part(s, seat) == HandPart::Defender) return r.party_points[1];
  // A Durchmarsch takes all 120 but is the best hand there is, and the
  // worst for a player it charges: counted as Skat's Ramsch counts it,
  // -120 for its player, the whole 120 for each player charged.
  if (r.durchmarsch == seat) return -120;
  if (r.durchmarsch >= 0 && r.score[seat] > 0) return 120;
  return r.points[seat];
}

int32_t match_measure(const MatchState& s, int seat) { return match_total(s, seat); }

ChallengeOutcome challenge_outcome(Game game, HandPart part, int32_t to_beat, int32_t got) {
  if (got == to_beat) return ChallengeOutcome::Equalled;
  bool better = lower_is_better(game, part) ? got < to_beat : got > to_beat;
  return better ? ChallengeOutcome::Beaten : ChallengeOutcome::NotBeaten;
}

ChallengeOutcome judge_challenge(const Challenge& c, const State& s, int seat, int32_t& got) {
  Game g = s.rules->game;
  if (c.whole_match) {
    got = match_measure(s, seat);
    return challenge_outcome(g, HandPart::Plain, c.score, got);
  }
  got = hand_measure(s, seat);
  HandPart part = hand_part(s, seat);
  if (part != c.part) return ChallengeOutcome::NotComparable;
  return challenge_outcome(g, part, c.score, got);
}

std::string format_challenge(const Challenge& c) {
  const char* kind = c.whole_match ? "m" : c.part == HandPart::Soloist ? "s" : c.part == HandPart::Defender ? "d" : "h";
  return kind + std::to_string(c.score);
}

bool parse_challenge(std::string_view text, Challenge& out) {
  if (text.size() < 2 || std::string_view("hmsd").find(text[0]) == std::string_view::npos) return false;
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
  out.part = text[0] == 's' ? HandPart::Soloist : text[0] == 'd' ? HandPart::Defender : HandPart::Plain;
  out.score = negative ? -v : v;
  return true;
}

bool challenge_fits(const Challenge& c, const Rules& rules) {
  return c.part == HandPart::Plain || (rules.game == Game::Schieberamsch && rules.on(sr::GrandHand));
}

}  // namespace stichfest
