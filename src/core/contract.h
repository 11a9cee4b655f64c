// Trick orders as data (RULES.md §1.5, §2.3, §4.3, §5.3).
//
// A contract is an ordered list of trump cards plus a plain-suit rank order.
// From it we build, once, per card: its effective suit (0..3, or kTrump) and
// its power (higher wins; every trump outranks every plain card). The trick
// winner is then a max over power among cards of the led suit or trump.
#pragma once

#include <cstdint>

#include "cards.h"

namespace stichfest {

constexpr int kTrump = 4;

struct Contract {
  uint8_t suit[kDeckSize];     // effective suit, kTrump for trumps
  uint8_t power[kDeckSize];    // trumps 64 + (16 - position), plain 8 - position
  CardSet group[5];            // the cards of each effective suit
  CardSet beaters[kDeckSize];  // the cards that beat each card, it being the card to beat
  Card trump_order[16];        // strongest first
  uint8_t trump_count;
  CardSet trumps() const { return group[kTrump]; }
  bool beats(Card a, Card b) const {  // does a beat b, b being the card to beat
    if (suit[a] == suit[b]) return power[a] > power[b];
    return suit[a] == kTrump;
  }
  // Index of the card winning a trick of `count` cards in play order (0 if
  // count <= 1).
  int winning_index(const Card* trick, int count) const {
    int best = 0;
    for (int i = 1; i < count; ++i)
      if (beats(trick[i], trick[best])) best = i;
    return best;
  }
};

enum class ContractId : uint8_t {
  Jacks,  // Schieberamsch and Kalter Schlag
  Ramsen0,
  Ramsen1,
  Ramsen2,
  Ramsen3,  // Ramsen, trump suit C S H D
  Schafkopf0,
  Schafkopf1,
  Schafkopf2,
  Schafkopf3,  // American Schafkopf, trump suit C S H D
};

struct ContractTable {
  Contract all[9];
  ContractTable();
};
extern const ContractTable kContractTable;

inline const Contract& contract(ContractId id) { return kContractTable.all[int(id)]; }

// The trump order, strongest first; returns the count.
inline int trump_order(const Contract& c, Card out[kDeckSize]) {
  for (int i = 0; i < c.trump_count; ++i) out[i] = c.trump_order[i];
  return c.trump_count;
}
inline ContractId ramsen_contract(int trump_suit) { return ContractId(int(ContractId::Ramsen0) + trump_suit); }
inline ContractId schafkopf_contract(int trump_suit) { return ContractId(int(ContractId::Schafkopf0) + trump_suit); }

}  // namespace stichfest
