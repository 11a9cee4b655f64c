#include "rng.h"

namespace stichfest {

Rng::Draw Rng::below_rejecting(uint64_t state, uint32_t n, uint64_t m) {
  Rng rng(state);
  const uint32_t threshold = uint32_t(-n) % n;
  while (uint32_t(m) < threshold) m = (rng.next() >> 32) * uint64_t(n);
  return {rng.state_, uint32_t(m >> 32)};
}

uint64_t hand_seed(uint64_t match_seed, uint32_t hand_number) {
  Rng mix(match_seed ^ (uint64_t(hand_number) * 0xD1B54A32D192ED03ull));
  return mix.next();
}

Deck shuffled_deck(Rng& shared_rng) {
  // A local copy of the generator: the deck's one-byte stores may alias
  // anything, so the generator's state would otherwise go through memory
  // on every draw. Same draws, same deck.
  Rng rng = shared_rng;
  Deck deck;
  for (int i = 0; i < kDeckSize; ++i) deck[i] = Card(i);
  for (int i = kDeckSize - 1; i > 0; --i) {
    int j = int(rng.below(uint32_t(i + 1)));
    Card t = deck[size_t(i)];
    deck[size_t(i)] = deck[size_t(j)];
    deck[size_t(j)] = t;
  }
  shared_rng = rng;
  return deck;
}

Deck deck_for_hand(uint64_t match_seed, uint32_t hand_number) {
  Rng rng(hand_seed(match_seed, hand_number));
  return shuffled_deck(rng);
}

int first_dealer(uint64_t match_seed, int players) {
  Rng rng(match_seed ^ 0xA0761D6478BD642Full);
  return int(rng.below(uint32_t(players)));
}

bool is_permutation(const Deck& deck) {
  uint32_t seen = 0;
  for (Card c : deck) {
    if (c >= kDeckSize) return false;
    seen |= 1u << c;
  }
  return seen == 0xFFFFFFFFu;
}

}  // namespace stichfest
