// The strong level's tree search (search/tree_search.h) on positions whose
// best card was worked out by hand.
#include "core/search/tree_search.h"

#include <catch2/catch.hpp>

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
