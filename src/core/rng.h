// Deterministic randomness (RULES.md §1.4), identical natively and in WASM.
//
// The generator is SplitMix64 (Steele, Lea, Flood 2014): state += golden
// gamma, then a fixed xor-shift-multiply finaliser. A bounded draw below(n)
// takes the top 32 bits x of the next output and returns (x * n) >> 32,
// rejecting the few x whose low product bits fall under 2^32 mod n
// (Lemire 2019). Never the standard library: its distributions and
// std::shuffle differ between libstdc++ and libc++.
//
// The deck of hand h of a match with seed s is a Fisher-Yates shuffle of the
// ordered deck 0..31 driven by Rng(mix(s, h)): for i from 31 down to 1, swap
// deck[i] with deck[below(i + 1)]. deck[0] is the top card.
#pragma once

#include <array>
#include <cstdint>

#include "cards.h"

namespace stichfest {

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    skip();
    uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // The step of next() without its output: what below(1), always 0, does.
  void skip() { state_ += 0x9E3779B97F4A7C15ull; }
  // Uniform in [0, n), n >= 1, without bias: Lemire's multiply-shift with
  // rejection. The rare case that may reject (and divides) is out of line,
  // so the inlined common case holds no registers for it.
  uint32_t below(uint32_t n) {
    uint64_t m = (next() >> 32) * uint64_t(n);
    if (__builtin_expect(uint32_t(m) < n, 0)) {
      Draw d = below_rejecting(state_, n, m);
      state_ = d.state;
      return d.value;
    }
    return uint32_t(m >> 32);
  }

 private:
  struct Draw {
    uint64_t state;
    uint32_t value;
  };
  // below() once the first product's low half fell under n: rejects while
  // it falls under 2^32 mod n.
  [[gnu::noinline, gnu::cold]] static Draw below_rejecting(uint64_t state, uint32_t n, uint64_t m);
  uint64_t state_;
};

// Mixes a match seed with a hand number into an independent stream seed.
uint64_t hand_seed(uint64_t match_seed, uint32_t hand_number);

using Deck = std::array<Card, kDeckSize>;
Deck shuffled_deck(Rng& rng);
Deck deck_for_hand(uint64_t match_seed, uint32_t hand_number);
// The first dealer of a match with this seed (RULES.md §1.3: uniform).
int first_dealer(uint64_t match_seed, int players);
// True if the deck holds every card exactly once.
bool is_permutation(const Deck& deck);

}  // namespace stichfest
