// The fast random playout (core/playout.h) against the generic engine loop
// it replaces, and the branch-free card pick under it.
#include "core/playout.h"

#include <catch2/catch.hpp>

#include "test_support.h"

using namespace stichfest;
using namespace stichfest::test;

namespace {

int select_by_loop(uint32_t b, uint32_t k) {
  for (uint32_t i = 0; i < k; ++i) b &= b - 1;
  return __builtin_ctz(b);
}

// The loops play_randomly() and declare_randomly() promise to equal,
// spelled out with the list.
void play_generic(State& s, Rng& rng) {
  ActionList legal;
  while (s.phase == Phase::Play) {
    legal_actions(s, legal);
    apply(s, legal.items[rng.below(uint32_t(legal.count))]);
  }
}
void declare_generic(State& s, Rng& rng) {
  ActionList legal;
  while (in_hand(s) && s.phase != Phase::Play) {
    legal_actions(s, legal);
    apply(s, legal.items[rng.below(uint32_t(legal.count))]);
  }
}

// Runs `generic` on s and `fast` on a copy of it, from the same seed: both
// must reach the same state and leave their generators at the same point.
void check_fork(State& s, uint64_t seed, void (*generic)(State&, Rng&), void (*fast)(State&, Rng&),
                const std::string& where) {
  State copy = s;
  Rng a(seed), b(seed);
  generic(s, a);
  fast(copy, b);
  std::string diff = state_diff(s, copy);
  INFO(where << ": first difference in " << diff);
  REQUIRE(diff.empty());
  REQUIRE(a.next() == b.next());  // both drew the same numbers
}

}  // namespace

TEST_CASE("select_bit finds the k-th set bit, with and without BMI2") {
  Rng rng(99);
  std::vector<uint32_t> sets = {1u, 0x80000000u, 0xFFFFFFFFu, 0x80000001u, 0x00FF0000u, 0x01010101u};
  for (int i = 0; i < 20000; ++i) {
    uint64_t r = rng.next();
    sets.push_back(uint32_t(r) & uint32_t(r >> 32));  // sparse, like hands
    sets.push_back(uint32_t(r));
  }
  long checked = 0;
  for (uint32_t b : sets) {
    if (b == 0) continue;
    for (uint32_t k = 0; k < uint32_t(__builtin_popcount(b)); ++k) {
      int want = select_by_loop(b, k);
      if (select_bit_portable(b, k) != want || select_bit(b, k) != want) {
        INFO("set " << b << " k " << k);
        CHECK(select_bit_portable(b, k) == want);
        CHECK(select_bit(b, k) == want);
      }
      ++checked;
    }
  }
  CHECK(checked > 300000);
}

TEST_CASE("deposit_bits moves bit i onto the i-th set bit of the mask") {
  Rng rng(5);
  for (int i = 0; i < 20000; ++i) {
    uint64_t r = rng.next();
    uint32_t mask = uint32_t(r) & uint32_t(r >> 32), bits = uint32_t(rng.next());
    uint32_t want = 0;
    int k = 0;
    for (int b = 0; b < 32; ++b)
      if (mask >> b & 1) want |= (bits >> k++ & 1u) << b;
    INFO("bits " << bits << " mask " << mask);
    REQUIRE(deposit_bits_portable(bits, mask) == want);
    REQUIRE(deposit_bits(bits, mask) == want);
  }
}

TEST_CASE("random playouts and random_action play exactly as the generic engine loop does") {
  long forks = 0, mid_trick = 0, picks = 0, announcing = 0, declarations = 0;
  for (const std::string& text : all_variants()) {
    Rules rules = rules_of(text);
    REQUIRE(int(rules.game) < kGameCount);
    Rng decide(0xF00D ^ std::hash<std::string>()(text));
    State s = new_match(rules, 0);
    for (int hand = 0; hand < 12 && s.phase != Phase::MatchOver; ++hand) {
      deal(s, shuffled_deck(decide));
      if (s.phase != Phase::Play) {  // the declarations in one go, on a copy
        State copy = s;
        check_fork(copy, decide.next(), declare_generic, declare_randomly, text + ", declarations");
        ++declarations;
      }
      ActionList legal;
      while (in_hand(s)) {
        if (s.phase == Phase::Play) {
          // Sometimes fork in the middle of a trick, after some generic cards.
          if (decide.below(3) == 0 && s.trick_size + 1 < s.cards_per_trick) {
            legal_actions(s, legal);
            apply(s, legal.items[decide.below(uint32_t(legal.count))]);
            ++mid_trick;
            continue;
          }
          announcing += announcement_open(s);
          check_fork(s, decide.next(), play_generic, play_randomly, text + ", hand " + std::to_string(hand));
          ++forks;
          continue;
        }
        legal_actions(s, legal);
        uint64_t seed = decide.next();
        Rng a(seed), b(seed);
        Action listed = legal.items[a.below(uint32_t(legal.count))];
        INFO(text << ": phase " << int(s.phase));
        REQUIRE(random_action(s, b) == listed);
        ++picks;
        apply(s, listed);
      }
    }
  }
  INFO(declarations << " declaration runs, " << forks << " forks (" << announcing << " with an announcement open), "
                    << mid_trick << " mid-trick starts, " << picks << " declaration picks");
  CHECK(picks > 3000);
  CHECK(declarations > 500);
  CHECK(announcing > 50);
  CHECK(forks > 1000);
  CHECK(mid_trick > 100);
}

TEST_CASE("deal() resets the hand and keeps the match") {
  // deal() copies a fresh HandState over the whole subobject, tail padding
  // included: nothing of the match may live there.
  State s;
  const char* hand_end = reinterpret_cast<const char*>(static_cast<const HandState*>(&s)) + sizeof(HandState);
  CHECK(hand_end == reinterpret_cast<const char*>(&s) + sizeof(State));
  Rules rules;
  std::string error;
  REQUIRE(parse_rules("schieberamsch", rules, error));
  s = new_match(rules, 2);
  s.total[1] = 17;
  Rng rng(3);
  deal(s, shuffled_deck(rng));
  State before = s;
  while (in_hand(s)) apply(s, random_action(s, rng));
  s.total[0] = 5;
  deal(s, shuffled_deck(rng));
  CHECK(s.rules == &rules);
  CHECK(s.players == 3);
  CHECK(s.hand_number == 2);
  CHECK(s.total[0] == 5);
  CHECK(s.result.scored);
  CHECK(s.trick_number == 0);
  CHECK(s.announced == 0);
  for (int p = 0; p < 3; ++p) {
    CHECK(s.won[p].empty());
    CHECK(s.hands[p].size() == 10);
    CHECK(s.dealt[p] == s.hands[p]);
  }
  CHECK(before.hands[0] != s.hands[0]);
}
