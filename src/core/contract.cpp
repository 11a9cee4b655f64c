#include "contract.h"

namespace stichfest {

namespace {

constexpr Card C(int suit, int rank) { return make_card(suit, rank); }

// trumps: strongest first. plain_order: ranks strongest first.
Contract build(const Card* trumps, int trump_count, const int* plain_order, int plain_count) {
  Contract k{};
  for (Card c = 0; c < kDeckSize; ++c) {
    k.suit[c] = uint8_t(suit_of(c));
    k.power[c] = 0;
  }
  for (int i = 0; i < plain_count; ++i)
    for (int s = 0; s < 4; ++s) k.power[C(s, plain_order[i])] = uint8_t(8 - i);
  for (int i = 0; i < trump_count; ++i) {
    k.suit[trumps[i]] = kTrump;
    k.power[trumps[i]] = uint8_t(64 + 16 - i);
    k.trump_order[i] = trumps[i];
  }
  k.trump_count = uint8_t(trump_count);
  for (Card c = 0; c < kDeckSize; ++c) k.group[k.suit[c]] |= CardSet::of(c);
  for (Card b = 0; b < kDeckSize; ++b)
    for (Card a = 0; a < kDeckSize; ++a)
      if (a != b && k.beats(a, b)) k.beaters[b] |= CardSet::of(a);
  return k;
}

// Ramsen: trump Ace, the permanents D9 D7 CQ CJ, then K O U T 9 8 7 of the
// trump suit, skipping cards that are already permanents.
Contract build_ramsen(int t) {
  const Card permanents[] = {C(kDiamonds, kNine), C(kDiamonds, kSeven), C(kClubs, kQueen), C(kClubs, kJack)};
  Card trumps[16];
  int n = 0;
  trumps[n++] = C(t, kAce);
  for (Card p : permanents) trumps[n++] = p;
  for (int r : {kKing, kQueen, kJack, kTen, kNine, kEight, kSeven}) {
    Card c = C(t, r);
    bool permanent = false;
    for (Card p : permanents) permanent |= p == c;
    if (!permanent) trumps[n++] = c;
  }
  const int plain[] = {kAce, kKing, kQueen, kJack, kTen, kNine, kEight, kSeven};
  return build(trumps, n, plain, 8);
}

Contract build_schafkopf(int t) {
  Card trumps[16];
  int n = 0;
  for (int r : {kQueen, kJack})
    for (int s = 0; s < 4; ++s) trumps[n++] = C(s, r);
  for (int r : {kAce, kTen, kKing, kNine, kEight, kSeven}) trumps[n++] = C(t, r);
  const int plain[] = {kAce, kTen, kKing, kNine, kEight, kSeven};
  return build(trumps, n, plain, 6);
}

Contract build_jacks() {
  const Card trumps[] = {C(kClubs, kJack), C(kSpades, kJack), C(kHearts, kJack), C(kDiamonds, kJack)};
  const int plain[] = {kAce, kTen, kKing, kQueen, kNine, kEight, kSeven};
  return build(trumps, 4, plain, 7);
}

}  // namespace

ContractTable::ContractTable() {
  all[0] = build_jacks();
  for (int s = 0; s < 4; ++s) all[1 + s] = build_ramsen(s);
  for (int s = 0; s < 4; ++s) all[5 + s] = build_schafkopf(s);
}

const ContractTable kContractTable;

}  // namespace stichfest
