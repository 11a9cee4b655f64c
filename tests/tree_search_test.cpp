// The strong level's tree search (search/tree_search.h) on positions whose
// best card was worked out by hand.
#include "core/search/tree_search.h"

#include <catch2/catch.hpp>

#include "core/search/solver.h"
#include "positions.h"

using namespace stichfest;
using namespace stichfest::search;
using namespace stichfest::test;

namespace {

// Schieberamsch, the last two tricks, the skat (HA HT, 21) going with the
// last trick; seat 0 leads from CA C7.
// Lie A: CA takes CA CT CK (25) and, after C7 is led, D7 against C7 cannot
// follow, so seat 0 takes the last trick and the skat too: 46. C7 loses to
// CT (seat 1 must follow), and seat 1's D7 then wins against CA: 0.
// Lie B (seat 1 holds both clubs): CA takes one of them (21 or 15), and
// C7 then loses the last trick and the skat to the other. C7 first loses
// to seat 1's club, who leads his other club into CA: seat 0 takes it and
// the skat, 32 or more.
State lie(const char* seat1, const char* seat2) {
  State s = last_two_tricks("schieberamsch", ContractId::Jacks, {"CA C7", seat1, seat2}, 0);
  s.skat = cards("HA HT");
  // Earlier tricks for everyone, so that no Durchmarsch or Jungfrau is scored.
  s.tricks_won[0] = 2;
  s.tricks_won[1] = s.tricks_won[2] = 3;
  return s;
}

Card best_card(const State* worlds, const int* weights, int count, uint64_t seed) {
  Rng rng(seed);
  return tree_search(worlds, weights, count, 2000, rng);
}

}  // namespace

TEST_CASE("the tree search finds the card that keeps points away", "[bots]") {
  const State a = lie("CT D7", "CK H7"), b = lie("CT CK", "D7 H7");
  const int one = 1;
  CHECK(best_card(&a, &one, 1, 1) == parse_card("C7"));
  CHECK(best_card(&b, &one, 1, 1) == parse_card("CA"));
}

TEST_CASE("the tree search weighs the worlds", "[bots]") {
  const State worlds[2] = {lie("CT D7", "CK H7"), lie("CT CK", "D7 H7")};
  // Lie A costs 46 for the wrong card, lie B about 17: with even weights C7
  // (the cheaper mistake in B) is right; with B far more likely, CA.
  const int even[2] = {1, 1}, mostly_b[2] = {1, 64};
  CHECK(best_card(worlds, even, 2, 3) == parse_card("C7"));
  CHECK(best_card(worlds, mostly_b, 2, 3) == parse_card("CA"));
  // The same seed, the same card.
  for (uint64_t seed : {5u, 6u, 7u}) CHECK(best_card(worlds, even, 2, seed) == best_card(worlds, even, 2, seed));
}

// Kalter Schlag, the last two tricks; only the hand's most card points
// lose (RULES.md §3.8). Before them seat 0 has 37, seat 1 34, seat 2 9,
// seat 3 12; seat 0 leads from SK H9.
// H9 takes no more points: seat 2 must head it with HT (10), then lead
// DK, onto which seat 0 throws SK (18 more): seats 0 and 2 tie at 37 and
// both lose 40. SK costs seat 0 four points but loses the hand for
// seat 1: ST must take it (seat 2 throws HT or DK on it, 52 or 58), and
// seat 0's H9 then takes H8 and a blank (41, or 37 where seat 2 heads it).
State kalter_schlag_last_two() {
  State s = last_two_tricks("kalter-schlag", ContractId::Jacks, {"SK H9", "ST H8", "HT DK", "C8 S9"}, 0);
  s.won[0] = cards("SA HQ HJ DA DT D8 D7");
  s.won[1] = cards("CA CT HA DJ");
  s.won[2] = cards("CK CQ C7 SJ S7 H7");
  s.won[3] = cards("CJ C9 SQ S8 HK DQ D9");
  for (int p = 0; p < 4; ++p) s.tricks_won[p] = 1;
  return s;
}

TEST_CASE("in Kalter Schlag the tree search takes points to make another seat lose the hand", "[bots]") {
  const State s = kalter_schlag_last_two();
  REQUIRE(s.won[0].points() == 37);
  REQUIRE(s.won[1].points() == 34);
  // The solver, counting seat 0's card points alone, rates H9 the cheaper card.
  Solver solver;
  CardValues values;
  solver.card_values(s, natural_objective(s, 0), values);
  REQUIRE(values.count == 2);
  for (int i = 0; i < values.count; ++i)
    CHECK(values.items[i].value == (values.items[i].card == parse_card("SK") ? 4 : 0));
  // The tree search plays for the hand's score.
  const int one = 1;
  for (uint64_t seed : {1u, 2u, 3u}) CHECK(best_card(&s, &one, 1, seed) == parse_card("SK"));
}
