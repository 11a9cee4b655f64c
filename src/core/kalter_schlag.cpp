// Kalter Schlag (RULES.md chapter 3).
//
// Four players, each for himself, Schieberamsch's card order, 8 cards each
// and no skat. In trick 1 each player, about to play, may raise the doubling
// level once: Kontra x2, Re x4, Bock x8, Hirsch x16. The player with the most
// card points writes them (doubled per Jungfer, rounded to tens, or to fives
// first). A partie ends when a player with 5 entries is still under 2000
// (he wins) or someone reaches 2000 (the highest loses); a win comes first.
#include "games.h"

namespace stichfest::detail {

namespace {

void check_partie_end(State& s) {
  const Rules& rules = *s.rules;
  int limit = rules.get(ks::LossLimit);
  unsigned qualified = 0, over = 0;
  for (int p = 0; p < 4; ++p) {
    if (s.entries[p] >= rules.get(ks::WinEntries) && s.total[p] < limit) qualified |= 1u << p;
    if (s.total[p] >= limit) over |= 1u << p;
  }
  // A unique winner (fewest points among the 5-entry players under the
  // limit) comes before a loser (the unique highest total at the limit).
  int winner = unique_extreme(s, qualified, -1);
  int loser = unique_extreme(s, over, +1);
  if (winner >= 0) {
    s.phase = Phase::MatchOver;
    s.match_winner = int8_t(winner);
  } else if (loser >= 0) {
    s.phase = Phase::MatchOver;
    s.match_loser = int8_t(loser);
  }
}

}  // namespace

void ks_deal(State& s, const Deck& deck) {
  s.contract = ContractId::Jacks;
  s.tricks_per_hand = kTricksPerHand[int(Game::KalterSchlag)];
  deal_packets<3, 2, 3>(s, deck, 0);
  start_play(s, forehand(s));
}

void ks_score(State& s) {
  HandResult& r = fresh_result(s);
  r.scored = true;
  r.doublings = s.level;
  int64_t f = int64_t(1) << s.level;
  for (int p = 0; p < 4; ++p) {
    r.tricks[p] = s.tricks_won[p];
    r.points[p] = int16_t(s.won[p].points());
    if (s.tricks_won[p] == s.tricks_per_hand) r.durchmarsch = int8_t(p);
    if (s.tricks_won[p] == 0) ++r.jungfrau;
  }
  if (r.durchmarsch >= 0) {
    r.jungfrau = 0;  // no Jungfer doubling in a Durchmarsch
    r.raw = 120 * f;
    r.value = int32_t(r.raw);
    for (int p = 0; p < 4; ++p)
      if (p != r.durchmarsch) r.losers |= uint8_t(1u << p);
  } else {
    int m = 0;
    for (int p = 0; p < 4; ++p) m = r.points[p] > m ? r.points[p] : m;
    for (int p = 0; p < 4; ++p)
      if (r.points[p] == m) r.losers |= uint8_t(1u << p);  // chosen before rounding
    r.max_points = m;
    int64_t jf = int64_t(1) << r.jungfrau;
    if (s.rules->get(ks::Rounding) == ks::kRound10AtEnd) {
      r.raw = m * f * jf;
      r.value = int32_t(round10(r.raw));
    } else {
      r.raw = round5(m);
      r.value = int32_t(r.raw * f * jf);
    }
  }
  for (int p = 0; p < 4; ++p) {
    if (!(r.losers >> p & 1)) continue;
    r.score[p] = r.value;
    s.total[p] += r.value;
    if (r.value > 0) ++s.entries[p];  // GAP-KS4: an entry is a positive amount
  }
  s.dealer = uint8_t((s.dealer + 1) % 4);
  s.phase = Phase::Deal;
  s.to_move = kNoSeat;
  check_partie_end(s);
}

}  // namespace stichfest::detail
