#include "utility.h"

namespace stichfest::search {

namespace {

// A side's card points against the game's thresholds: winning (61, or a
// 60:60 tie with fixed partners) and Schneider (91 and 30), then a little
// for every point: a point more is a margin against what the worlds got
// wrong (in the duel, a tariff-only utility did worse).
int64_t side_outcome(int points, bool tie_at_60) {
  int64_t u = 3 * points;
  if (tie_at_60 && points == 60) return u;
  u += points >= 61 ? 1000 : -1000;
  if (points >= 91) u += 300;
  if (points <= 30) u -= 300;
  return u;
}

}  // namespace

int side_points(const State& w, const Objective& objective) {
  if (w.rules->game == Game::Schieberamsch && w.soloist >= 0) return w.won[w.soloist].points() + w.skat.points();
  int points = 0;
  for (int p = 0; p < w.players; ++p)
    if (objective.counted >> p & 1) points += w.won[p].points();
  return points;
}

int shown_result(const State& w, int seat, const Objective& objective, int value) {
  switch (w.rules->game) {
    case Game::Ramsen: {
      int tricks = w.tricks_won[seat] + value;
      return tricks == 0 ? -w.rules->get(rm::Penalty) : tricks;
    }
    case Game::SchafkopfUS: {
      int side = side_points(w, objective) + value;
      return (objective.counted >> seat & 1) ? side : 120 - side;
    }
    default:
      if (w.soloist >= 0) {
        int side = side_points(w, objective) + value;
        return seat == w.soloist ? side : 120 - side;
      }
      return w.won[seat].points() + value;
  }
}

int64_t hand_utility(const State& s, int seat) {
  const HandResult& r = s.result;
  int64_t sum = 0;
  for (int p = 0; p < s.players; ++p) sum += r.score[p];
  switch (s.rules->game) {
    case Game::Schieberamsch:
    case Game::KalterSchlag:
      return sum - int64_t(s.players) * r.score[seat];
    case Game::Ramsen: {
      int64_t u = -10 * int64_t(r.score[seat]);
      if (s.match_winner >= 0) u += s.match_winner == seat ? 1000 : -1000;
      return u;
    }
    case Game::SchafkopfUS:
      return r.score[seat];
  }
  return 0;
}

int64_t play_utility(const State& w, int seat, const Objective& objective, int value) {
  switch (w.rules->game) {
    case Game::Schieberamsch:
      if (w.soloist >= 0) {
        // The skat counts for the soloist (§2.9; without a trick he has lost anyway).
        int64_t u = side_outcome(side_points(w, objective) + value, false);
        return seat == w.soloist ? u : -u;
      }
      return -(w.won[seat].points() + value);
    case Game::KalterSchlag:
      return -(w.won[seat].points() + value);
    case Game::Ramsen: {
      int tricks = w.tricks_won[seat] + value;
      int64_t u = 10 * tricks;
      if (tricks == 0) u -= 10 * w.rules->get(rm::Penalty);
      if (tricks >= w.need[seat]) u += 1000;
      return u;
    }
    case Game::SchafkopfUS: {
      int64_t u = side_outcome(side_points(w, objective) + value, w.as_game == AsGame::Fixed);
      return (objective.counted >> seat & 1) ? u : -u;
    }
  }
  return 0;
}

}  // namespace stichfest::search
