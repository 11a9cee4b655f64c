// Hand-built positions for the tests that check values worked out by hand
// (the solver's, the tree search's).
#pragma once

#include <catch2/catch.hpp>
#include <deque>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/playout.h"
#include "test_support.h"

namespace stichfest::test {

// Cards from codes separated by one character ("CA C7").
inline CardSet cards(const char* codes) {
  CardSet out;
  std::string text = codes;
  for (size_t i = 0; i + 1 < text.size() + 1; i += 3) out |= CardSet::of(parse_card(text.substr(i, 2)));
  return out;
}

// The last two tricks of a hand of `rules`, `leader` to lead, the seats
// holding `hands` (the declarations made by passing, the contract given).
inline State last_two_tricks(const char* rules_text, ContractId contract, std::vector<const char*> hands, int leader) {
  static std::deque<Rules> keep;  // the states point at their rules (a deque does not move them)
  keep.push_back(rules_of(rules_text));
  const Rules& rules = keep.back();
  State s = new_match(rules, 0);
  Rng rng(1);
  deal(s, shuffled_deck(rng));
  ActionList legal;
  while (s.phase != Phase::Play) {  // Ramsen: everyone keeps and plays; otherwise push or pass
    REQUIRE(in_hand(s));
    legal_actions(s, legal);
    Action a = legal.items[0];
    for (const Action& x : legal)
      if (x.kind == Act::Pass || x.kind == Act::Push) a = x;
    if (s.phase == Phase::Declare) a = Action::of(Act::Stay);
    if (s.phase == Phase::Exchange) a = Action::with_cards(Act::Exchange, CardSet());
    apply(s, a);
  }
  s.contract = contract;
  for (int p = 0; p < s.players; ++p) s.hands[p] = cards(hands[size_t(p)]);
  s.trick_number = uint8_t(s.tricks_per_hand - 2);
  s.trick_size = 0;
  s.leader = s.to_move = uint8_t(leader);
  return s;
}

}  // namespace stichfest::test
