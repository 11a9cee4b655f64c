#include "standing.h"

namespace stichfest {

int32_t match_total(const MatchState& s, int seat) {
  return s.rules->game == Game::Ramsen ? s.need[seat] : s.total[seat];
}

RamsenStrokes ramsen_strokes(const MatchState& s, int seat) {
  RamsenStrokes out;
  out.goal = s.rules->get(rm::StartNeed) + s.penalties[seat] * s.rules->get(rm::Penalty);
  out.to_go = s.need[seat];
  out.made = out.goal - out.to_go;
  return out;
}

int next_match_dealer(const MatchState& finished) {
  if (finished.rules->game != Game::KalterSchlag) return -1;
  if (finished.match_winner >= 0) return finished.match_winner;
  return finished.match_loser;  // -1 if the partie has not ended
}

}  // namespace stichfest
